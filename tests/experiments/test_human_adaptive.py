"""The human study on the ladder: each participant a staircase, exported with levels."""

from __future__ import annotations

import json

from experiments.human.cli import open_study
from experiments.human.export import export
from experiments.human.study import HumanStudySettings
from tests.experiments.human_helpers import client, maze_folder, play_trial, start


def _fail_trial(c, state):
    """Walk into a wall (or off the grid) at once: the solve phase fails."""
    trial = state["trial"]
    pos = trial["position"]
    size = trial["size"]
    state = c.post("/api/move", json={"position": pos, "move": 1, "cell": [size, size]}).json()
    state = c.post("/api/recognize", json={"position": pos, "answer": "?"}).json()
    grid = [[1] * size for _ in range(size)]
    r = c.post("/api/generate", json={"position": pos, "grid": grid, "client_ts": 5.0})
    assert r.status_code == 200, r.text
    return r.json()


def test_a_participant_climbs_and_steps_down_and_the_export_has_levels(tmp_path):
    settings = HumanStudySettings(
        seed=1, trials=0, max_moves=16, practice=False, adaptive="staircase", adaptive_trials=5
    )
    study = open_study(tmp_path / "study", maze_folder(tmp_path / "src"), None, settings)
    c = client(study)
    start(c, "p1")
    state = c.post("/api/consent", json={}).json()
    assert state["stage"] == "trial" and state["total"] == 5
    levels = []
    for outcome in (True, True, False, True, True):
        with study.store.transaction(write=False) as tx:
            row = tx.one(
                "SELECT maze_file FROM trials WHERE participant_id='p1' AND phase != 'done'"
            )
        levels.append(study.ladder.levels[row["maze_file"]])
        state = play_trial(c, study, state) if outcome else _fail_trial(c, state)
    assert levels == [0, 1, 2, 1, 1]  # up, up, a failure: down, then two wins to go up
    assert state["stage"] == "done"
    assert export(study, tmp_path / "study") == 5
    records = [
        json.loads(line) for line in (tmp_path / "study" / "trials.jsonl").read_text().splitlines()
    ]
    assert sorted(r["level"] for r in records) == sorted(levels)
    assert {r["procedure"] for r in records} == {"staircase"}
    assert len({r["encoding"] for r in records}) == 1  # one condition per participant
    # the export (a new study object from the database) knows the ladder too
    again = open_study(tmp_path / "study", None, None)
    assert again.ladder is not None and again.ladder.budget == 5
