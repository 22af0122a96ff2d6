"""The human server under hostile input: bodies however sent, nesting, a failing
disk, repeated requests, pictures ahead of their turn, a short admin token, hedged answers."""

from __future__ import annotations

import json
import logging
import sqlite3

import pytest

from experiments.__main__ import main
from experiments.human.app import MAX_BODY, MAX_JSON_DEPTH
from tests.experiments.human_helpers import (  # noqa: F401 (postgres_server: a fixture)
    client,
    make_study,
    maze_folder,
    play_trial,
    postgres_server,
    solve_path,
    start,
)

JSON = {"Content-Type": "application/json"}


@pytest.fixture
def study(tmp_path):
    return make_study(tmp_path)


def test_a_chunked_body_is_cut_at_the_limit_while_it_streams(study):
    """The app itself, fed an endless chunked body (no Content-Length) as uvicorn feeds it:
    it stops reading past the limit and answers 413."""
    import asyncio

    from experiments.human.app import create_app

    app = create_app(study)
    received = []
    sent: list[dict] = []

    async def receive():
        received.append(8192)
        if len(received) > 100_000:  # 800 MB: the app should have stopped long before
            return {"type": "http.disconnect"}
        return {"type": "http.request", "body": b" " * 8192, "more_body": True}

    async def send(message):
        sent.append(message)

    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST",
        "scheme": "http", "path": "/api/start", "raw_path": b"/api/start", "query_string": b"",
        "root_path": "", "headers": [(b"transfer-encoding", b"chunked"),
                                     (b"content-type", b"application/json")],
        "client": ("127.0.0.1", 1), "server": ("127.0.0.1", 80),
    }  # fmt: skip
    asyncio.run(app(scope, receive, send))
    assert sent[0]["status"] == 413
    assert f"over {MAX_BODY} bytes" in json.loads(sent[1]["body"])["error"]
    assert sum(received) <= MAX_BODY + 8192
    # a chunked body under the limit is read as usual
    c = client(study)
    small = iter([b'{"params": ', b'{"participant": "chunky"}}'])
    r = c.post("/api/start", content=small, headers={"Content-Type": "application/json"})
    assert r.status_code == 200 and r.json()["participant"] == "chunky"


@pytest.mark.parametrize(
    "body",
    [
        b"[" * 60_000,
        b'{"params": ' * 5_000,
        b'{"params": {"participant": "a", "x": ' + b"[" * 40 + b"]" * 40 + b"}}",
    ],
    ids=["60k-brackets", "objects", "deep-inside"],
)
def test_deeply_nested_json_is_a_400_not_a_traceback(study, body):
    r = client(study).post("/api/start", content=body, headers=JSON)
    assert r.status_code == 400, r.text
    assert "nests deeper" in r.json()["error"] or "not JSON" in r.json()["error"]
    # brackets inside strings are text, not nesting
    text = "[" * (MAX_JSON_DEPTH + 5)
    r = client(study).post("/api/start", json={"params": {"participant": "s"}, "x": text})
    assert r.status_code == 200


def _fill_disk(monkeypatch, study):
    """Every new connection sees a database that cannot grow (SQLite's SQLITE_FULL, the error a
    full disk gives)."""
    store = study.store
    connect = store._connect_sqlite

    def full():
        conn = connect()
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count={pages}")
        return conn

    monkeypatch.setattr(store, "_connect_sqlite", full)


def test_a_full_disk_is_a_503_with_one_line_and_one_log_line(study, monkeypatch, caplog):
    c = client(study)
    start(c, "early")
    state = c.post("/api/consent", json={}).json()
    _fill_disk(monkeypatch, study)
    caplog.set_level(logging.INFO)
    answers = []
    for i in range(40):  # enough participants to need a new page
        r = client(study).post("/api/start", json={"params": {"participant": f"p{i}"}})
        answers.append(r)
        if r.status_code == 503:
            break
    r = answers[-1]
    assert r.status_code == 503, [a.status_code for a in answers]
    error = r.json()["error"]
    assert "\n" not in error and "storage" in error and "try again" in error
    assert r.headers["retry-after"] == "5"
    lines = [rec for rec in caplog.records if rec.name == "experiments.human"]
    assert len(lines) == 1 and "full" in lines[0].getMessage() and lines[0].exc_info is None
    assert "Traceback" not in caplog.text
    # what was acknowledged before is kept, and reads still work
    assert c.get("/api/state").json()["trial"]["position"] == state["trial"]["position"]
    monkeypatch.undo()
    with study.store.transaction(write=False) as tx:
        names = [row["id"] for row in tx.all("SELECT id FROM participants ORDER BY number")]
    assert names == ["early"] + [f"p{i}" for i in range(len(answers) - 1)]


def test_storage_errors_are_storage_errors_not_bugs(study, monkeypatch):
    from experiments.human.storage import StorageError

    def locked():
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(study.store, "_connect_sqlite", locked)
    with pytest.raises(StorageError, match="database is locked"), study.store.transaction():
        pass
    monkeypatch.undo()
    # a broken query is a bug: it stays itself
    with pytest.raises(sqlite3.IntegrityError), study.store.transaction() as tx:
        tx.run("INSERT INTO settings VALUES (NULL, NULL)")


def test_a_repeated_move_never_changes_a_trial(study):
    c = client(study)
    start(c, "twice")
    state = c.post("/api/consent", json={}).json()
    trial = state["trial"]
    path = solve_path(study, dict(trial, pid="twice"))
    assert len(path) >= 2
    for n, cell in enumerate(path, 1):
        body = {"position": trial["position"], "move": n, "cell": list(cell)}
        first = c.post("/api/move", json=body)
        again = c.post("/api/move", json=body)  # the page's retry after a lost answer
        assert first.status_code == again.status_code == 200
        assert again.json() == first.json()
    assert first.json()["trial"]["phase"] == "recognize"
    assert first.json()["trial"]["solve"]["success"] is True
    # a late repeat of move 1 with another cell (a second press from a stale page) moves nothing
    r = c.post("/api/move", json={"position": trial["position"], "move": 1, "cell": [0, 0]})
    assert r.status_code == 200 and r.json() == first.json()
    pos = trial["position"]
    answered = c.post("/api/recognize", json={"position": pos, "answer": "SHAPE: square"}).json()
    repeat = c.post("/api/recognize", json={"position": pos, "answer": "SHAPE: cross"})
    assert repeat.status_code == 200 and repeat.json() == answered
    maze = study.maze_of({"maze_file": _maze_file(study, "twice", pos)})
    grid = maze.codes().tolist()
    (sr, sc), (gr, gc) = maze.start, maze.goal
    grid[sr][sc], grid[gr][gc] = 3, 2
    done = c.post("/api/generate", json={"position": pos, "grid": grid}).json()
    repeat = c.post("/api/generate", json={"position": pos, "grid": grid})
    assert repeat.status_code == 200 and repeat.json() == done
    with study.store.transaction(write=False) as tx:
        row = tx.one("SELECT * FROM trials WHERE participant_id='twice' AND position=?", pos)
        kinds = [e["kind"] for e in tx.all("SELECT kind FROM events WHERE participant_id='twice'")]
    assert json.loads(row["moves"]) == [list(c) for c in path]
    assert row["answer"] == "SHAPE: square"
    assert kinds.count("move") == len(path)
    assert kinds.count("recognize") == kinds.count("generate") == 1


def _maze_file(study, pid, position):
    with study.store.transaction(write=False) as tx:
        return tx.one(
            "SELECT maze_file FROM trials WHERE participant_id = ? AND position = ?", pid, position
        )["maze_file"]


def test_an_event_sent_again_with_its_id_is_stored_once(study):
    c = client(study)
    start(c, "ev")
    c.post("/api/consent", json={})
    body = {"kind": "shown", "phase": "solve", "position": 0, "id": "a1b2c3"}
    for _ in range(3):
        assert c.post("/api/event", json=body).status_code == 200
    assert c.post("/api/event", json={**body, "id": "other"}).status_code == 200
    with study.store.transaction(write=False) as tx:
        n = tx.one("SELECT COUNT(*) AS n FROM events WHERE kind = 'shown'")["n"]
    assert n == 2


def test_a_short_admin_token_is_refused(tmp_path, monkeypatch, capsys):
    mazes = maze_folder(tmp_path / "source")
    monkeypatch.setenv("SRG_HUMAN_TOKEN", "x")
    code = main(["human", "serve", "--mazes", str(mazes), "--out", str(tmp_path / "study")])
    err = capsys.readouterr().err
    assert code == 2 and "SRG_HUMAN_TOKEN is 1 characters long" in err and "at least 16" in err
    assert not (tmp_path / "study").exists()  # refused before anything was written
    # a server started another way keeps its admin pages off with a short token
    study = make_study(tmp_path / "other")
    monkeypatch.setenv("SRG_HUMAN_TOKEN", "short-token")
    r = client(study).get("/admin/api/progress", headers={"Authorization": "Bearer short-token"})
    assert r.status_code == 403 and "shorter than 16" in r.json()["error"]


def test_an_answer_listing_every_shape_is_not_a_success(study):
    c = client(study)
    start(c, "hedge")
    state = c.post("/api/consent", json={}).json()
    pos = state["trial"]["position"]
    play_trial(c, study, state, answer="square cross spiral triangle C Z")
    with study.store.transaction(write=False) as tx:
        row = tx.one("SELECT result FROM trials WHERE participant_id='hedge' AND position=?", pos)
    recognize = json.loads(row["result"])["recognize"]
    assert recognize["success"] is False and recognize["predicted"] == "ambiguous"
    assert "strict" not in recognize  # people answer through the page, not a prompt's line


def test_the_human_verdict_is_the_model_scorer(study, monkeypatch):
    """Whatever experiments.maze.scoring.score_recognition says is what a person's trial gets."""
    import experiments.maze.scoring
    import experiments.maze.trial

    calls = []
    real = experiments.maze.scoring.score_recognition

    def spy(text, shape, *shapes):
        calls.append(text)
        return real(text, shape, *shapes)

    monkeypatch.setattr(experiments.maze.trial, "score_recognition", spy)
    c = client(study)
    start(c, "same")
    state = c.post("/api/consent", json={}).json()
    play_trial(c, study, state, answer="SHAPE: spiral")
    assert calls == ["SHAPE: spiral"]


def test_a_start_whose_answer_was_lost_is_resent_with_its_key(study):
    key = "k" * 20
    body = {"params": {"participant": "lost"}, "key": key}
    assert client(study).post("/api/start", json=body).status_code == 200  # answer lost
    again = client(study)  # the page's retry: no cookie, the same key
    r = again.post("/api/start", json=body)
    assert r.status_code == 200 and again.cookies.get("srg_human_session")
    assert again.post("/api/consent", json={}).json()["stage"] == "practice"
    for other in ({"params": {"participant": "lost"}}, {**body, "key": "x" * 20}):
        r = client(study).post("/api/start", json=other)  # another browser: still refused
        assert r.status_code == 409 and "another browser" in r.json()["error"]
    r = client(study).post("/api/start", json={**body, "key": "short"})
    assert r.status_code == 400 and "key=" in r.json()["error"]
    with study.store.transaction(write=False) as tx:
        n = tx.one("SELECT COUNT(*) AS n FROM participants WHERE id = 'lost'")["n"]
        starts = tx.all("SELECT kind FROM events WHERE participant_id = 'lost' AND kind = 'start'")
    assert n == 1 and len(starts) == 1


def test_a_lost_postgres_connection_is_a_503_then_the_server_recovers(
    tmp_path,
    postgres_server,  # noqa: F811 (the fixture)
    caplog,
):
    import psycopg

    url = postgres_server.create_database()
    study = make_study(tmp_path, db=url)
    c = client(study)
    start(c, "pg")
    # the server's pooled connections are killed (a database restart, a network cut)
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
    caplog.set_level(logging.INFO)
    r = c.get("/api/state")
    assert r.status_code == 503 and "storage" in r.json()["error"]
    lines = [rec for rec in caplog.records if rec.name == "experiments.human"]
    assert len(lines) == 1 and "Traceback" not in caplog.text
    assert "password" not in lines[0].getMessage().lower()
    # the broken connection was dropped: the next request gets a new one
    assert c.get("/api/state").json()["participant"] == "pg"
    study.store.close()


def test_one_tab_starts_several_participants_in_turn(study):
    """A lab computer: the same tab (the same start key, the last one's cookie) starts the next
    participant; each keeps its own session, and a lost answer is still resent with the key."""
    key = "lab-computer-key-0001"
    c = client(study)
    first = c.post("/api/start", json={"params": {"participant": "p1"}, "key": key})
    second = c.post("/api/start", json={"params": {"participant": "p2"}, "key": key})
    assert first.status_code == 200 and second.status_code == 200, second.text
    assert second.json()["participant"] == "p2"
    assert c.post("/api/consent", json={}).json()["participant"] == "p2"
    retry = client(study)  # p1's answer was lost: its tab resends the start with the key
    r = retry.post("/api/start", json={"params": {"participant": "p1"}, "key": key})
    assert r.status_code == 200 and retry.get("/api/state").json()["participant"] == "p1"
    with study.store.transaction(write=False) as tx:
        assert tx.one("SELECT COUNT(*) AS n FROM participants")["n"] == 2


@pytest.mark.parametrize(
    ("headers", "status", "words"),
    [
        ({"Content-Type": "text/plain"}, 415, "Content-Type='text/plain' is not allowed"),
        ({}, 415, "Content-Type=None is not allowed"),
        ({**JSON, "Origin": "https://evil.example"}, 403, "Origin='https://evil.example'"),
        ({**JSON, "Origin": "null"}, 403, "Origin='null'"),
        ({**JSON, "Sec-Fetch-Site": "cross-site"}, 403, "Sec-Fetch-Site='cross-site'"),
    ],
    ids=["text-plain", "no-type", "other-site", "opaque-origin", "fetch-metadata"],
)
def test_a_cross_site_start_is_refused(study, headers, status, words):
    body = json.dumps({"params": {"participant": "csrf"}}).encode()
    r = client(study).post("/api/start", content=body, headers=headers)
    assert r.status_code == status and words in r.json()["error"], r.text
    with study.store.transaction(write=False) as tx:
        assert tx.one("SELECT COUNT(*) AS n FROM participants")["n"] == 0
    # the study's own page (same Origin as Host) starts as usual
    own = {**JSON, "Origin": "http://testserver"}
    assert client(study).post("/api/start", content=body, headers=own).status_code == 200
    # behind a proxy that rewrites Host: the browser's Sec-Fetch-Site still says "same-origin"
    proxied = {**JSON, "Origin": "https://study.example.org", "Sec-Fetch-Site": "same-origin"}
    body = json.dumps({"params": {"participant": "proxied"}}).encode()
    assert client(study).post("/api/start", content=body, headers=proxied).status_code == 200


def test_one_participant_cannot_post_events_without_limit(study, monkeypatch):
    import experiments.human.events as human_events

    monkeypatch.setattr(human_events, "EVENTS_BASE", 5)
    monkeypatch.setattr(human_events, "EVENTS_PER_TRIAL", 1)
    c = client(study)
    start(c, "chatty")
    with study.store.transaction(write=False) as tx:
        trials = tx.one("SELECT COUNT(*) AS n FROM trials")["n"]
        trials += tx.one("SELECT COUNT(*) AS n FROM puzzle_trials")["n"]
    limit = 5 + trials
    codes = [
        c.post("/api/event", json={"kind": "blur", "id": f"e{n}"}).status_code
        for n in range(limit + 3)
    ]
    assert codes == [200] * limit + [429] * 3
    r = c.post("/api/event", json={"kind": "blur", "id": "one-more"})
    assert f"at most {limit}" in r.json()["error"]
    assert c.post("/api/event", json={"kind": "blur", "id": "e0"}).status_code == 200  # a retry
    assert c.post("/api/consent", json={}).json()["stage"] == "practice"  # the study goes on
    with study.store.transaction(write=False) as tx:
        stored = tx.one("SELECT COUNT(*) AS n FROM events WHERE kind = 'blur'")["n"]
    assert stored == limit
