"""The move limit asked for reaches the maze draw (``--max-moves`` used to be ignored there).

Every drawn maze must be solvable within the run's limit, the default draw must not change, and
a maze set drawn for one limit must not be reused by a run with another.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from envs.maze_nav.constants import SHAPE_NAMES
from envs.maze_nav.logic import bfs_distances
from experiments.maze.mazes import MAZES_DIR, SET_FILE, build_maze_set
from experiments.maze.study import run_experiments


def _shortest(entry) -> int:
    maze = entry.maze
    return int(bfs_distances(maze.corridors, maze.start, maze.connectivity)[maze.goal])


@pytest.mark.parametrize("limit", [6, 10])
def test_every_drawn_maze_fits_the_limit_asked_for(tmp_path, limit):
    entries = build_maze_set(
        tmp_path, shapes=SHAPE_NAMES, sizes=[5, 7], mazes_per_shape=30, seed=0, max_moves=limit
    )
    assert len(entries) == 2 * 6 * 30
    lengths = [_shortest(e) for e in entries]
    assert min(lengths) >= 2 and max(lengths) <= limit
    recorded = json.loads((tmp_path / MAZES_DIR / SET_FILE).read_text())
    assert recorded == {"max_moves": limit}


def test_default_draw_is_byte_identical_to_before():
    """sha256 of the seed-0 5×5 set (30 per shape), as drawn before the limit was a parameter."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        entries = build_maze_set(tmp, shapes=SHAPE_NAMES, sizes=[5], mazes_per_shape=30, seed=0)
        digest = hashlib.sha256()
        for e in entries:
            digest.update((Path(tmp) / e.relpath).read_bytes())
    assert digest.hexdigest() == "9eb5bb471f464e35cca72143ee79bb5d18b54242ca16076e937de326120968c9"
    # At 16 some mazes need more than 10 moves: a smaller limit really draws other mazes.
    assert max(_shortest(e) for e in entries) > 10


def test_a_set_drawn_for_one_limit_is_not_reused_for_another(tmp_path):
    first = build_maze_set(tmp_path, shapes=["spiral"], sizes=[5], mazes_per_shape=5, seed=1)
    again = build_maze_set(tmp_path, shapes=["spiral"], sizes=[5], mazes_per_shape=5, seed=1)
    assert [e.maze_id for e in again] == [e.maze_id for e in first]
    with pytest.raises(ValueError, match=r"max_moves=10 differs from the max_moves=16") as err:
        build_maze_set(tmp_path, shapes=["spiral"], sizes=[5], mazes_per_shape=5, max_moves=10)
    assert "new output folder" in str(err.value)
    # A set from before maze_set.json existed was drawn for 16 moves, and is read as such.
    (tmp_path / MAZES_DIR / SET_FILE).unlink()
    with pytest.raises(ValueError, match="max_moves=16"):
        build_maze_set(tmp_path, shapes=["spiral"], sizes=[5], mazes_per_shape=5, max_moves=10)
    legacy = build_maze_set(tmp_path, shapes=["spiral"], sizes=[5], mazes_per_shape=5, seed=1)
    assert [e.maze_id for e in legacy] == [e.maze_id for e in first]


def test_copied_mazes_must_fit_the_limit(tmp_path):
    src = build_maze_set(tmp_path / "src", shapes=["spiral"], sizes=[5], mazes_per_shape=30)
    longest = max(_shortest(e) for e in src)
    with pytest.raises(ValueError, match=f"max_moves={longest - 1}.*takes {longest} moves"):
        build_maze_set(
            tmp_path / "out",
            shapes=["spiral"],
            sizes=[5],
            mazes_per_shape=30,
            source=tmp_path / "src",
            max_moves=longest - 1,
        )


def test_bad_max_moves_is_a_value_error(tmp_path):
    for bad in (0, True, 2.5):
        with pytest.raises(ValueError, match=f"max_moves={bad!r}"):
            build_maze_set(tmp_path, shapes=["C"], sizes=[5], mazes_per_shape=1, max_moves=bad)


def test_run_with_max_moves_plays_mazes_that_fit_it(tmp_path):
    run_experiments(
        "oracle",
        out_dir=tmp_path,
        encodings=["matrix"],
        shapes=["spiral", "Z"],
        mazes_per_shape=8,
        max_moves=6,
        progress=False,
    )
    records = [json.loads(line) for line in (tmp_path / "trials.jsonl").read_text().splitlines()]
    assert len(records) == 16
    assert all(r["solve"]["optimal_moves"] <= 6 for r in records)
    assert all(r["solve"]["success"] for r in records)  # the oracle solves every one in time


def test_old_records_that_say_max_steps_read_as_max_moves():
    pytest.importorskip("pandas")
    from experiments.analysis.frame import maze_frame

    def record(failure):
        solve = {"success": False, "failure": failure, "invalid_reason": None, "moves": 16}
        return {
            "task": "maze_nav",
            "model": "m",
            "encoding": "matrix",
            "shape": "Z",
            "solve": solve,
        }

    frame = maze_frame([record("max_steps"), record("max_moves"), record("invalid_move")])
    assert frame["failure"].tolist() == ["max_moves", "max_moves", "invalid_move"]
