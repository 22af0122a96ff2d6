"""The real server (``python -m experiments human serve`` on uvicorn) keeps participant ids and
database passwords out of its output."""

from __future__ import annotations

import json
import os
import urllib.request

from experiments.testing.browser import http_get, serve
from experiments.testing.postgres import PASSWORD
from tests.experiments.human_helpers import maze_folder, postgres_server  # noqa: F401

ENV = {**os.environ, "NO_PROXY": "127.0.0.1", "no_proxy": "127.0.0.1"}


def _post(url: str, body: dict) -> dict:
    request = urllib.request.Request(
        url, json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with opener.open(request, timeout=10) as response:
        return json.loads(response.read())


def test_access_log_has_no_participant_ids(tmp_path):
    mazes = maze_folder(tmp_path / "source")
    pid = "P1D-5ecret-4242"
    with serve(["--mazes", str(mazes), "--out", "study"], cwd=tmp_path, env=ENV) as base:
        page = http_get(f"{base}/?participant={pid}&STUDY_ID=st-77&SESSION_ID=se-88")
        assert b"Maze study" in page
        state = _post(f"{base}/api/start", {"params": {"participant": pid}})
        assert state["participant"] == pid  # the server did see the id
    log = (tmp_path / "serve.log").read_text()
    assert '"GET /?... HTTP/1.1" 200' in log  # the access log is on, its query strings cut
    assert '"POST /api/start HTTP/1.1" 200' in log
    for secret in (pid, "st-77", "se-88"):
        assert secret not in log
    access = [line for line in log.splitlines() if "HTTP/1.1" in line]
    assert access and all(' - - "' in line for line in access)  # no client address
    assert not any("127.0.0.1:" in line for line in access)


def test_serve_on_postgres_shows_the_url_redacted(tmp_path, postgres_server):  # noqa: F811
    url = postgres_server.create_database()
    mazes = maze_folder(tmp_path / "source")
    args = ["--mazes", str(mazes), "--out", "study", "--db", url]
    with serve(args, cwd=tmp_path, env=ENV) as base:
        state = _post(f"{base}/api/start", {"params": {"participant": "pg-1"}})
        assert state["stage"] == "consent"
    log = (tmp_path / "serve.log").read_text()
    assert f"database {url.replace(PASSWORD, '***')}" in log
    assert PASSWORD not in log
    assert not (tmp_path / "study" / "human.sqlite3").exists()  # the data went to PostgreSQL


def test_a_maze_folder_that_changes_while_scanned_is_read_as_it_stands(tmp_path, monkeypatch):
    """What ``/proc`` does to a scan (a process's folder gone between listing and reading):
    the vanished folder is passed over, the mazes that are there are read."""
    import shutil

    from experiments.human import schedule
    from tests.experiments.human_helpers import maze_folder

    root = maze_folder(tmp_path / "src")
    doomed = root / "5x5" / "gone"
    doomed.mkdir()
    real_scandir = os.scandir

    class Listing(list):
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

    def scandir(path="."):  # list the size folder, then its "gone" entry disappears
        with real_scandir(path) as found:
            listing = Listing(found)
        if not isinstance(path, int) and str(path) == str(root / "5x5") and doomed.exists():
            shutil.rmtree(doomed)
        return listing

    monkeypatch.setattr(os, "scandir", scandir)
    entries = schedule.load_study_mazes(root)
    assert sorted(e.shape for e in entries) == ["cross", "spiral", "square"]
    assert not doomed.exists()
