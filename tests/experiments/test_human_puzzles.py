"""The human study's optional rotation-puzzle block: server-side turns and verdicts,
the puzzle study's trial runner replaying them, export as puzzle-study records, analyze."""

from __future__ import annotations

import json

import pytest

from envs.rotation_puzzle.logic import is_solved, rotate, solve
from experiments.__main__ import main
from experiments.human.cli import open_study
from experiments.human.export import export
from experiments.human.puzzles import puzzle_state, replay_puzzle, turn_limit_of
from experiments.human.study import HumanStudySettings
from tests.experiments.human_helpers import client, maze_folder, play_trial, start


@pytest.fixture
def study(tmp_path):
    settings = HumanStudySettings(seed=1, trials=0, max_moves=16, puzzles=2)
    return open_study(tmp_path / "study", maze_folder(tmp_path / "src"), None, settings)


def _entry(study, pid, position):
    with study.store.transaction(write=False) as tx:
        row = tx.one(
            "SELECT puzzle_file FROM puzzle_trials WHERE participant_id = ? AND position = ?",
            pid, position,
        )  # fmt: skip
    return study.puzzles[row["puzzle_file"]]


def _turns(entry):
    return [(a // 2, a % 2 == 0) for a in solve(entry.state)]


def test_the_block_follows_the_mazes_and_the_server_keeps_score(study):
    c = client(study)
    start(c, "ann")
    state = c.post("/api/consent", json={}).json()
    # the block waits for the mazes
    r = c.post("/api/rotate", json={"position": 0, "turn": 1, "square": 0, "clockwise": True})
    assert r.status_code == 409 and "maze trials come first" in r.json()["error"]
    assert c.get("/api/puzzle.png?position=0").status_code == 404  # not shown yet
    for _ in range(4):
        state = play_trial(c, study, state)
    assert c.get("/api/puzzle.png?position=1").status_code == 404  # the next one: not yet
    assert state["stage"] == "puzzle" and state["puzzle"]["position"] == 0
    view = state["puzzle"]
    assert view["total"] == 2 and view["previous"] is None and len(view["layout"]["boxes"]) == 4
    png = c.get("/api/puzzle.png?position=0")
    assert png.status_code == 200 and png.content.startswith(b"\x89PNG")
    # every input checked, naming the field
    for body, status, word in [
        ({"position": 0, "turn": 1, "square": 4, "clockwise": True}, 400, "square=4"),
        ({"position": 0, "turn": 1, "square": 0, "clockwise": "yes"}, 400, "clockwise='yes'"),
        ({"position": 1, "turn": 1, "square": 0, "clockwise": True}, 409, "position=1"),
        ({"position": 0, "square": 0, "clockwise": True}, 400, "turn=None"),
        ({"position": 0, "turn": 2, "square": 0, "clockwise": True}, 409, "turn=2"),
    ]:
        r = c.post("/api/rotate", json=body)
        assert r.status_code == status and word in r.json()["error"], r.text
    # puzzle 0 solved by the optimal turns
    entry = _entry(study, "ann", 0)
    for n, (square, clockwise) in enumerate(_turns(entry), 1):
        body = {"position": 0, "turn": n, "square": square, "clockwise": clockwise}
        state = c.post("/api/rotate", json=body).json()
        assert c.post("/api/rotate", json=body).json() == state  # a repeat turns nothing
    assert state["puzzle"]["position"] == 1 and state["puzzle"]["previous"]["success"]
    # puzzle 1: one square turned round and round until no turn is left
    entry = _entry(study, "ann", 1)
    limit = turn_limit_of(entry, study.settings.max_turns)
    assert state["puzzle"]["turns_left"] == limit
    turns = 0
    while state["stage"] == "puzzle":
        turns += 1
        body = {"position": 1, "turn": turns, "square": 0, "clockwise": True}
        state = c.post("/api/rotate", json=body).json()
    assert state["stage"] == "done" and turns <= limit
    with study.store.transaction(write=False) as tx:
        rows = tx.all("SELECT * FROM puzzle_trials WHERE participant_id = 'ann' ORDER BY position")
        completed = tx.one("SELECT completed_at FROM participants WHERE id = 'ann'")
    assert [r["phase"] for r in rows] == ["done", "done"]
    assert json.loads(rows[0]["result"])["success"] is True
    assert completed["completed_at"] is not None
    assert c.get("/api/puzzle.png?position=7").status_code == 404


def test_live_turns_agree_with_the_puzzle_trial_runner(study):
    entry = study.puzzle_entries[0]
    limit = turn_limit_of(entry, study.settings.max_turns)
    optimal = _turns(entry)
    play = puzzle_state(entry.state, optimal, limit)
    assert play.success and play.turns == len(optimal) and is_solved(play.state)
    result = replay_puzzle(entry, optimal, limit)
    assert result.solve["success"] and result.solve["moves"] == len(optimal)
    assert result.solve["optimal_moves"] == len(optimal)
    # counter-clockwise then clockwise: two wasted turns, still solved, by both rule paths
    wasted = [(0, False), (0, True), *optimal]
    assert replay_puzzle(entry, wasted, limit).solve["moves"] == len(optimal) + 2
    with pytest.raises(ValueError, match="do not finish the puzzle"):
        replay_puzzle(entry, optimal[:-1], limit)
    assert rotate(entry.state, 0, True).angles[0] == (entry.state.angles[0] + 90) % 360


def test_export_and_analyze_put_people_in_the_puzzle_section(study, tmp_path):
    c = client(study)
    start(c, "bo")
    state = c.post("/api/consent", json={}).json()
    for _ in range(4):
        state = play_trial(c, study, state)
    for position in (0, 1):
        for n, (square, clockwise) in enumerate(_turns(_entry(study, "bo", position)), 1):
            state = c.post(
                "/api/rotate",
                json={"position": position, "turn": n, "square": square, "clockwise": clockwise},
            ).json()
    assert state["stage"] == "done"
    out = tmp_path / "study"
    assert export(study, out) == 5
    records = [json.loads(line) for line in (out / "trials.jsonl").open()]
    puzzles = [r for r in records if r["task"] == "rotation_puzzle"]
    assert len(puzzles) == 2 and all(r["solve"]["success"] for r in puzzles)
    assert {(r["model"], r["encoding"], r["grid"]) for r in puzzles} == {("human", "image", "2x2")}
    for r in puzzles:
        name = r["maze_file"].rsplit("/", 1)[-1].removesuffix(".json")
        base = out / "puzzles" / "image_human_results" / "2x2" / r["difficulty"] / name
        assert "SOLVE: SUCCESS" in (base / "0.txt").read_text()
        assert json.loads((base / "0.json").read_text())["participant"] == "bo"
    report_dir = tmp_path / "report"
    assert main(["analyze", str(out), "--out", str(report_dir), "--figures", "none"]) == 0
    report = (report_dir / "report.md").read_text()
    assert "Rotation-puzzle study" in report and "human" in report
    # people played the model study's invalid-move rule, and the report says so
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["settings"]["rules"] == {"invalid_move": "terminate"}
    assert "`terminate` for human" in report


def test_puzzle_settings_are_part_of_the_study(tmp_path):
    mazes = maze_folder(tmp_path / "src")
    open_study(tmp_path / "s", mazes, None, HumanStudySettings(seed=1, puzzles=2))
    with pytest.raises(ValueError, match="puzzles"):
        open_study(tmp_path / "s", mazes, None, HumanStudySettings(seed=1, puzzles=3))
    reopened = open_study(tmp_path / "s", None, None)  # export reads the stored settings
    assert len(reopened.puzzle_entries) == 2
    with pytest.raises(ValueError, match="--puzzle-difficulty='odd'"):
        open_study(
            tmp_path / "t", mazes, None, HumanStudySettings(puzzles=1, puzzle_difficulty="odd")
        )
