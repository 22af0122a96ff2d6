"""The human study's HTTP API, its export and ``experiments analyze`` on it."""

from __future__ import annotations

import json

import pytest

from experiments.__main__ import main
from experiments.analysis import load_results
from experiments.human.export import export
from experiments.testing.postgres import PASSWORD
from tests.experiments.human_helpers import (  # noqa: F401 (fixtures)
    client,
    db,
    make_study,
    play_trial,
    postgres_server,
    start,
)


@pytest.fixture
def study(tmp_path, db):  # noqa: F811 (the fixture)
    """A study on SQLite and on PostgreSQL (every test of this file runs on both)."""
    return make_study(tmp_path, db=db, completion_code="C0DE")


def _db_args(study):
    return [] if study.store.dialect == "sqlite" else ["--db", study.store._url]


def test_pages_and_completion(study):
    c = client(study)
    page = c.get("/?participant=a")
    assert page.status_code == 200 and "Maze study" in page.text
    assert c.get("/static/app.js").status_code == 200
    consent = start(c, "a", STUDY_ID="s1")
    assert consent["stage"] == "consent" and consent["max_moves"] == study.settings.max_moves
    state = c.post("/api/consent", json={"client_ts": 2.0}).json()
    for _ in range(4):
        state = play_trial(c, study, state)
    assert state["stage"] == "done" and state["completion"]["code"] == "C0DE"


def test_each_participant_sees_only_their_own(study):
    a, b = client(study), client(study)
    start(a, "alice")
    a.post("/api/consent", json={})
    # b opens alice's link without alice's cookie: refused
    r = b.post("/api/start", json={"params": {"participant": "alice"}})
    assert r.status_code == 409 and "another browser" in r.json()["error"]
    # without a session nothing is answered
    assert b.get("/api/state").status_code == 403
    assert b.get("/api/maze.png?position=1").status_code == 403
    start(b, "bob")
    state = b.get("/api/state").json()
    assert state["participant"] == "bob" and state["stage"] == "consent"
    # bob cannot act on alice's trial: his requests are about his own rows
    r = b.post("/api/move", json={"position": 0, "move": 1, "cell": [0, 0]})
    assert r.status_code == 409 and "consent" in r.json()["error"]
    with study.store.transaction(write=False) as tx:
        assert (
            tx.one("SELECT moves FROM trials WHERE participant_id='alice' AND position=0")["moves"]
            == "[]"
        )


def test_picture_only_for_own_image_trials_once_shown(study):
    """A trial's picture is served from the moment the trial is shown, never ahead."""
    c = client(study)
    start(c, "pic")
    with study.store.transaction(write=False) as tx:
        rows = tx.all("SELECT position, condition FROM trials WHERE participant_id='pic'")
    assert any(row["condition"] == "image" for row in rows)
    assert c.get("/api/maze.png?position=0").status_code == 404  # before consent: nothing shown
    state = c.post("/api/consent", json={}).json()
    while True:
        current = state["trial"]["position"] if state["stage"] != "done" else len(rows)
        for row in rows:
            r = c.get(f"/api/maze.png?position={row['position']}")
            if row["condition"] == "image" and row["position"] <= current:
                assert r.status_code == 200 and r.content[:8] == b"\x89PNG\r\n\x1a\n"
            else:
                assert r.status_code == 404, (row, current)
        if state["stage"] == "done":
            break
        state = play_trial(c, study, state)
    assert c.get("/api/maze.png?position=99").status_code == 404
    assert c.get("/api/maze.png?position=x").status_code == 400


JSON = {"Content-Type": "application/json"}

BAD = [
    ("/api/move", {"position": 0, "move": 1, "cell": "up"}, 400, "cell="),
    ("/api/move", {"position": 0, "move": 1, "cell": [1, True]}, 400, "cell="),
    ("/api/move", {"position": 0, "move": 1, "cell": [1, 10**9]}, 400, "cell="),
    ("/api/move", {"position": "0", "move": 1, "cell": [1, 1]}, 400, "position="),
    ("/api/move", {"position": 3, "move": 1, "cell": [1, 1]}, 409, "position=3"),
    (
        "/api/move",
        {"position": 0, "move": 1, "cell": [1, 1], "client_ts": "now"},
        400,
        "client_ts=",
    ),
    ("/api/move", {"position": 0, "cell": [1, 1]}, 400, "move=None"),
    ("/api/move", {"position": 0, "move": 0, "cell": [1, 1]}, 400, "move=0"),
    ("/api/move", {"position": 0, "move": 3, "cell": [1, 1]}, 409, "move=3"),
    ("/api/event", {"kind": "shown", "id": "a b"}, 400, "id="),
    ("/api/recognize", {"position": 0, "answer": "x"}, 409, "solve phase"),
    ("/api/recognize", {"position": 0, "answer": 5}, 400, "answer="),
    ("/api/recognize", {"position": 0, "answer": "x" * 3000}, 400, "answer="),
    ("/api/generate", {"position": 0, "grid": [[0]]}, 409, "solve phase"),
    ("/api/event", {"kind": "hack"}, 400, "kind="),
    ("/api/event", {"kind": "shown", "phase": "win"}, 400, "phase="),
]


def test_bad_input_is_a_clear_4xx(study):
    # Every row against one study (a study per row was 16 studies a database), each by its own
    # participant, so no row's request meets another's state; every row is tried, and the
    # failures are listed together.
    wrong = []
    for index, (path, body, status, words) in enumerate(BAD):
        c = client(study)
        start(c, f"bad{index}")
        c.post("/api/consent", json={})
        r = c.post(path, json=body)
        if r.status_code != status or words not in r.json().get("error", ""):
            wrong.append((path, body, status, words, r.status_code, r.text))
    assert not wrong, wrong


def test_bad_bodies_and_links(study):
    c = client(study)
    assert c.post("/api/start", content=b"{not json", headers=JSON).status_code == 400
    assert c.post("/api/start", json=[1]).status_code == 400
    assert c.post("/api/start", json={"params": {}}).json()["error"].startswith("the link has")
    r = c.post("/api/start", json={"params": {"participant": "a b<script>"}})
    assert r.status_code == 400 and "participant=" in r.json()["error"]
    r = c.post(
        "/api/start",
        json={"params": {"workerId": "W1", "assignmentId": "ASSIGNMENT_ID_NOT_AVAILABLE"}},
    )
    assert r.status_code == 400
    big = c.post("/api/start", content=b"{" + b" " * 70_000 + b"}", headers=JSON)
    assert big.status_code == 413
    start(c, "gen")
    state = c.post("/api/consent", json={}).json()
    # finish the solve phase with an invalid move, answer, then send a bad grid
    c.post("/api/move", json={"position": 0, "move": 1, "cell": [-1, -1]})
    c.post("/api/recognize", json={"position": 0, "answer": "square"})
    for grid in ([[0] * 5] * 4, [[0] * 5] * 4 + [[0, 0, 0, 0, 7]], "grid"):
        r = c.post("/api/generate", json={"position": 0, "grid": grid})
        assert r.status_code == 400 and "grid=" in r.json()["error"]
    assert state["trial"]["size"] == 5


def test_admin_needs_the_token(study, monkeypatch):
    c = client(study)
    monkeypatch.delenv("SRG_HUMAN_TOKEN", raising=False)
    r = c.get("/admin/api/progress")
    assert r.status_code == 403 and "SRG_HUMAN_TOKEN" in r.json()["error"]
    monkeypatch.setenv("SRG_HUMAN_TOKEN", "s3cret-token-value")
    assert c.get("/admin/api/progress").status_code == 401
    wrong = c.get("/admin/api/export", headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 401 and "s3cret" not in wrong.text
    ok = c.get("/admin/api/progress", headers={"Authorization": "Bearer s3cret-token-value"})
    assert ok.status_code == 200 and ok.json()["started"] == 0
    assert c.get("/admin").status_code == 200


def test_export_is_read_by_analyze(study, tmp_path, monkeypatch):
    monkeypatch.setenv("SRG_HUMAN_TOKEN", "tok-1234567890abcdef")
    for pid in ("e1", "e2", "e3"):
        c = client(study)
        start(c, pid)
        state = c.post("/api/consent", json={}).json()
        for _ in range(4):
            state = play_trial(c, study, state)
    out = tmp_path / "study"
    assert export(study, out) == 9
    records = [json.loads(line) for line in (out / "trials.jsonl").read_text().splitlines()]
    assert {r["model"] for r in records} == {"human"}
    assert {r["encoding"] for r in records} == {"image", "matrix", "coord_list"}
    assert len({(r["encoding"], r["maze_file"], r["trial"]) for r in records}) == 9
    assert all(r["solve"]["success"] for r in records)
    one = records[0]
    base = (
        out / f"{one['encoding']}_human_results" / "5x5" / one["shape"]
        / one["maze_file"].rsplit("/", 1)[-1] / str(one["trial"])
    )  # fmt: skip
    text = base.with_suffix(".txt").read_text()
    assert "[ASSISTANT]\nMOVE: (" in text and "SOLVE: SUCCESS" in text
    payload = json.loads(base.with_suffix(".json").read_text())
    assert payload["record"] == one and payload["participant"] in {"e1", "e2", "e3"}
    assert any(e["kind"] == "move" and e["client_ts"] is None for e in payload["events"])
    assert any((out / "frames").glob("*.png"))  # the image condition's pictures
    exported = client(study).get(
        "/admin/api/export", headers={"Authorization": "Bearer tok-1234567890abcdef"}
    )
    assert [json.loads(x) for x in exported.text.splitlines()] == records
    for path in out.rglob("*"):  # the database's password is nowhere in the export
        if path.is_file() and path.suffix != ".sqlite3":
            assert PASSWORD.encode() not in path.read_bytes(), path
    if study.store.dialect != "sqlite":
        # The export is JSON lines whichever database it came from: that every record of
        # PostgreSQL's passes the analysis' schema check is what could differ; the analysis
        # itself is run once, on SQLite's export (~1.5 CPU s less).
        dataset = load_results([out])
        assert len(dataset.records) == 9 and not dataset.invalid and not dataset.errors
        return
    report = tmp_path / "report"
    assert main(["analyze", str(out), "--out", str(report), "--figures", "none"]) == 0
    md = (report / "report.md").read_text()
    assert "human" in md


def test_cli_export_and_bad_arguments(study, tmp_path, capsys):
    out = tmp_path / "study"
    assert main(["human", "export", "--out", str(out), *_db_args(study)]) == 0
    assert "0 human trials exported" in capsys.readouterr().out
    assert main(["human", "export", "--out", str(tmp_path / "nothing")]) == 2
    assert "holds no human study" in capsys.readouterr().err
    (tmp_path / "file").write_text("x")
    assert main(["human", "serve", "--mazes", str(tmp_path / "file"), "--out", str(out)]) == 2
    assert "--mazes=" in capsys.readouterr().err
    assert main(["human", "serve", "--mazes", str(out), "--out", str(out), "--port", "0"]) == 2
    serve = ["human", "serve", "--mazes", str(out), "--out", str(out)]
    assert main([*serve, "--seed", "5", *_db_args(study)]) == 2
    err = capsys.readouterr().err
    assert "other settings" in err and PASSWORD not in err
    assert main([*serve, "--db", "mysql://u:pw-9f2@localhost/d"]) == 2
    err = capsys.readouterr().err
    assert "not supported" in err and "pw-9f2" not in err
    # a closed loopback port: refused at once, the password redacted in the message
    assert main([*serve, "--db", "postgresql://u:pw-9f2@127.0.0.1:1/d"]) == 2
    err = capsys.readouterr().err
    assert "cannot be opened" in err and "u:***@127.0.0.1:1/d" in err and "pw-9f2" not in err
