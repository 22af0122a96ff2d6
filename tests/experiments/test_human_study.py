"""The human study's storage, schedule and server-side verdicts."""

from __future__ import annotations

import itertools
import json
import threading

import numpy as np
import pytest

from experiments.human import CONDITIONS
from experiments.human.schedule import assign, load_study_mazes, practice_maze
from experiments.human.storage import Store, redact_url, sqlite_path
from experiments.human.trial import replay, solve_state
from experiments.testing.postgres import PASSWORD
from tests.experiments.human_helpers import (  # noqa: F401 (fixtures)
    client,
    db,
    make_study,
    maze_folder,
    play_trial,
    postgres_server,
    solve_path,
    start,
)


def test_schedule_is_seeded_and_latin_square(tmp_path):
    mazes = load_study_mazes(maze_folder(tmp_path))
    assert [e.shape for e in mazes] == ["square", "cross", "spiral"]
    plans = [assign(n, mazes, seed=7, trials=3) for n in range(3)]
    assert plans[0] == assign(0, mazes, seed=7, trials=3)
    for plan in plans:  # each participant: every maze once, every condition once
        assert sorted(a.condition for a in plan) == sorted(CONDITIONS)
        assert len({a.entry.relpath for a in plan}) == 3
    for entry in mazes:  # over three participants every maze in every condition
        seen = [a.condition for plan in plans for a in plan if a.entry is entry]
        assert sorted(seen) == sorted(CONDITIONS)
    with pytest.raises(ValueError, match="--trials=4"):
        assign(0, mazes, seed=7, trials=4)


def test_live_solve_state_agrees_with_the_trial_runner():
    maze = practice_maze(0)
    rng = np.random.default_rng(0)
    cells = [(r, c) for r in range(-1, 6) for c in range(-1, 6)]
    finished = 0
    for _ in range(60):
        moves = []
        position = maze.start
        for _ in range(int(rng.integers(1, 20))):
            if rng.random() < 0.85:  # mostly neighbours, sometimes anything
                dr, dc = [(0, 1), (1, 0), (0, -1), (-1, 0)][int(rng.integers(4))]
                target = (position[0] + dr, position[1] + dc)
            else:
                target = cells[int(rng.integers(len(cells)))]
            moves.append(target)
            position = target
        state = solve_state(maze, moves, 16)
        if not state.done:
            with pytest.raises(ValueError, match="do not finish the solve phase"):
                replay(maze, "matrix", moves, "square", maze.codes(), 16)
            continue
        finished += 1
        result = replay(maze, "matrix", moves, "square", maze.codes(), 16)
        assert result.solve["success"] == state.success
        assert result.solve["moves"] == state.moves
        assert result.solve["valid_moves"] == state.valid_moves
        assert result.solve["failure"] == state.failure
        assert result.solve["invalid_reason"] == state.invalid_reason
    assert finished >= 30


def test_store_is_wal_and_refuses_other_settings(tmp_path):
    study = make_study(tmp_path)
    assert study.store.journal_mode() == "wal"
    with pytest.raises(ValueError, match="other settings"):
        study.store.claim_settings({"seed": 99})
    with pytest.raises(ValueError, match=r"not a SQLite URL") as caught:
        sqlite_path("postgresql://user:secret@host/db")
    assert "secret" not in str(caught.value) and "user:***@host" in str(caught.value)
    with pytest.raises(ValueError) as caught:
        sqlite_path("mysql://u:secret@h/d")
    assert "secret" not in str(caught.value)


@pytest.mark.parametrize(
    "url, shown",
    [
        ("postgresql://u:pa:ss@h:5/d", "postgresql://u:***@h:5/d"),
        ("postgresql://u@h/d?password=pa%3Ass&sslmode=require",
         "postgresql://u@h/d?password=***&sslmode=require"),
        ("postgres://h/d", "postgres://h/d"),
        ("sqlite:///x/y.sqlite3", "sqlite:///x/y.sqlite3"),
    ],
)  # fmt: skip
def test_urls_are_shown_without_passwords(url, shown):
    assert redact_url(url) == shown


def test_postgres_store_redacts_and_refuses_other_settings(tmp_path, postgres_server):  # noqa: F811
    url = postgres_server.create_database()
    study = make_study(tmp_path, db=url)
    assert study.store.dialect == "postgresql" and study.store.path is None
    assert PASSWORD not in study.store.shown and "***" in study.store.shown
    with pytest.raises(ValueError, match="other settings") as caught:
        study.store.claim_settings({"seed": 99})
    assert PASSWORD not in str(caught.value) and "--db=" in str(caught.value)
    wrong = url.replace(PASSWORD, "not-the-" + PASSWORD[:6])
    with pytest.raises(ValueError, match="password authentication failed") as caught:
        Store(wrong)
    assert PASSWORD[:6] not in str(caught.value)
    with study.store.transaction(write=False) as tx:  # timestamps keep sub-second precision
        tx_now = tx.now
    assert isinstance(tx_now, float)
    c = client(study)
    start(c, "prec")
    with study.store.transaction(write=False) as tx:
        created = tx.one("SELECT created_at FROM participants WHERE id = 'prec'")["created_at"]
    assert abs(created - tx_now) < 60 and created != round(created)


def test_verdicts_are_the_servers_and_the_record_matches(tmp_path, db):  # noqa: F811
    study = make_study(tmp_path, db=db)
    c = client(study)
    state = start(c, "p1")
    assert state["stage"] == "consent"
    state = c.post("/api/consent", json={}).json()
    assert state["stage"] == "practice"
    state = play_trial(c, study, state)  # practice
    assert state["stage"] == "trial" and state["trial"]["number"] == 1
    condition = state["trial"]["condition"]
    state = play_trial(c, study, state, answer="It looks like a spiral to me")
    with study.store.transaction(write=False) as tx:
        row = tx.one("SELECT * FROM trials WHERE participant_id='p1' AND position=1")
    result = json.loads(row["result"])
    assert row["condition"] == condition
    assert result["solve"]["success"] is True
    assert result["solve"]["moves"] == result["solve"]["optimal_moves"]
    assert result["recognize"]["predicted"] == "spiral"
    shape = study.mazes[row["maze_file"]].shape
    assert result["recognize"]["success"] is (shape == "spiral")
    assert result["generate"]["valid_format"] is True
    assert result["generate"]["novel"] is True  # P and G swapped


def test_invalid_move_fails_the_trial(tmp_path, db):  # noqa: F811
    study = make_study(tmp_path, db=db)
    c = client(study)
    start(c, "p2")
    state = c.post("/api/consent", json={}).json()
    pos = state["trial"]["position"]
    r, col = state["trial"]["solve"]["position"]
    state = c.post("/api/move", json={"position": pos, "move": 1, "cell": [r - 5, col]}).json()
    assert state["trial"]["phase"] == "recognize"
    assert state["trial"]["solve"]["failure"] == "invalid_move"
    assert state["trial"]["solve"]["invalid_reason"] == "out_of_bounds"
    again = c.post("/api/move", json={"position": pos, "move": 2, "cell": [r, col + 1]})
    assert again.status_code == 409  # the solve phase is over: no second chance


def test_restart_loses_nothing_and_reload_resumes(tmp_path, db):  # noqa: F811
    study = make_study(tmp_path, db=db)
    c = client(study)
    start(c, "p3")
    c.post("/api/consent", json={})
    state = c.get("/api/state").json()
    first = state["trial"]
    cell = [first["solve"]["position"][0], first["solve"]["position"][1]]
    # a move that is legal: the first step of the shortest path
    step = solve_path(study, dict(first, pid="p3"))[0]
    c.post("/api/move", json={"position": first["position"], "move": 1, "cell": list(step)})
    cookie = c.cookies.get("srg_human_session")
    # a new server process on the same database
    study.store.close()
    study2 = make_study(tmp_path, db=db)
    c2 = client(study2)
    c2.cookies.set("srg_human_session", cookie)
    resumed = start(c2, "p3")  # the page reloads: start again with the same link
    assert resumed["trial"]["solve"]["position"] == list(step) != cell
    assert resumed["trial"]["solve"]["moves"] == 1
    with study2.store.transaction(write=False) as tx:
        kinds = [e["kind"] for e in tx.all("SELECT kind FROM events WHERE participant_id='p3'")]
    assert kinds[:2] == ["start", "consent"] and "move" in kinds and kinds[-1] == "resume"


def test_many_participants_at_once(tmp_path, db):  # noqa: F811
    study = make_study(tmp_path, db=db)
    errors: list[BaseException] = []

    def participant(i: int) -> None:
        try:
            c = client(study)
            start(c, f"t{i}")
            state = c.post("/api/consent", json={}).json()
            for _ in range(4):  # practice and three trials
                state = play_trial(c, study, state)
            assert state["stage"] == "done"
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=participant, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    with study.store.transaction(write=False) as tx:
        numbers = sorted(r["number"] for r in tx.all("SELECT number FROM participants"))
        done = tx.one("SELECT COUNT(*) AS n FROM trials WHERE phase='done'")["n"]
    assert numbers == list(range(6))
    assert done == 6 * 4


def test_store_url_forms(tmp_path):
    store = Store(f"sqlite:///{tmp_path / 'x' / 'db.sqlite3'}")
    assert store.path == tmp_path / "x" / "db.sqlite3" and store.path.exists()
    assert list(itertools.islice(store.settings().items(), 1)) == []


def test_one_participants_requests_at_once_lose_nothing(tmp_path, db):  # noqa: F811
    """Eight tabs of one participant send the first move at the same instant: it is made once,
    and the seven repeats get the state it left (no lost update, no second move)."""
    study = make_study(tmp_path, db=db)
    c = client(study)
    start(c, "tabs")
    state = c.post("/api/consent", json={}).json()
    trial = state["trial"]
    step = list(solve_path(study, dict(trial, pid="tabs"))[0])
    cookie = c.cookies.get("srg_human_session")
    barrier = threading.Barrier(8)
    codes: list[int] = []

    def tab() -> None:
        t = client(study)
        t.cookies.set("srg_human_session", cookie)
        barrier.wait()
        r = t.post("/api/move", json={"position": trial["position"], "move": 1, "cell": step})
        codes.append(r.status_code)

    threads = [threading.Thread(target=tab) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    with study.store.transaction(write=False) as tx:
        moves = json.loads(
            tx.one("SELECT moves FROM trials WHERE participant_id='tabs' AND position=0")["moves"]
        )
        events = tx.one("SELECT COUNT(*) AS n FROM events WHERE kind='move'")["n"]
    assert codes == [200] * 8
    assert moves == [step] and events == 1
