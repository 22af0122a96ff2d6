"""Set v5 of real-style videos (benchmarks/realstyle_videos_v5.py): its form, not its scores.

Two tiny videos, one per task, from questions drawn in-process: the same seed gives the same
bytes, another seed other bytes, and the labels hold only what the columns define, in their
types (first_solved a frame range inside the video, only on a solved label).
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v5 import cases, looks  # noqa: E402
from benchmarks.realstyle_videos_v5 import VERDICTS, case_seed  # noqa: E402
from datagen.maze_nav import MazeNavOptions, MazeNavTask  # noqa: E402
from datagen.rotation_puzzle import RotationPuzzleOptions, RotationPuzzleTask  # noqa: E402


@pytest.fixture(scope="module")
def metas() -> dict[str, dict]:
    rng = np.random.default_rng(11)
    _, puzzle = RotationPuzzleTask().draw(rng, "medium", RotationPuzzleOptions())
    _, maze = MazeNavTask().draw(rng, "cross", MazeNavOptions())
    return {
        "rotation_puzzle": RotationPuzzleTask().metadata(
            {**puzzle, "task_id": "rotation_puzzle_0000"}
        ),
        "maze_nav": MazeNavTask().metadata({**maze, "task_id": "maze_nav_0000"}),
    }


def _video(tmp_path: Path, metas: dict, task: str, seed: int, name: str) -> tuple[bytes, dict]:
    other = metas["maze_nav" if task == "rotation_puzzle" else "rotation_puzzle"]
    frames, look, labels, _ = cases.render_case(task, metas[task], other, "jump_cut", seed)
    look = {**look, "size": (320, 214), "rect": (0, 0, 320, 214)}  # tiny: the form, not the look
    frames = [f[:214, :320] for f in frames]
    path = looks.encode(str(tmp_path / name), frames, look)
    return Path(path).read_bytes(), labels


@pytest.mark.parametrize("task", ["rotation_puzzle", "maze_nav"])
def test_same_seed_same_bytes_and_labels_in_form(tmp_path: Path, metas: dict, task: str) -> None:
    seed = case_seed(5, task, "jump_cut", 0)
    a, labels_a = _video(tmp_path, metas, task, seed, "a")
    b, labels_b = _video(tmp_path, metas, task, seed, "b")
    c, _ = _video(tmp_path, metas, task, seed + 1, "c")
    assert hashlib.sha256(a).digest() == hashlib.sha256(b).digest()
    assert labels_a == labels_b
    assert len(a) > 1000 and a != c
    assert set(labels_a) == {*VERDICTS, "first_solved", "frames"}
    for name in VERDICTS:
        assert labels_a[name] in (True, False, None), (name, labels_a[name])
    # a jump cut shows the question, then its answer: solved, at once, nothing caught part-way
    assert labels_a["solved"] is True and labels_a["animated"] is False
    lo, hi = labels_a["first_solved"]
    assert 0 < lo <= hi < labels_a["frames"]


def test_groups_and_unknown_category_named() -> None:
    groups = {c.group for c in cases.CATEGORIES.values()}
    assert groups == {"inside", "beyond", "outside"}
    inside = sum(c.group == "inside" for c in cases.CATEGORIES.values())
    assert 0.5 <= inside / len(cases.CATEGORIES) <= 0.7
    with pytest.raises(ValueError, match="category='nope' is not known"):
        cases.render_case("maze_nav", {}, {}, "nope", 0)
