"""Set v7 of real-style videos (benchmarks/realstyle_videos_v7.py): its form, not its scores.

Two tiny videos, one per task, from questions exported with the public CLI: the same seed gives
the same bytes, another seed other bytes, and the labels hold only what the columns define, in
their types (``first_solved_frame`` a frame inside the video, only on a solved label). Nothing
is scored here (the set is scored once by the script).
"""

from __future__ import annotations

import hashlib
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

pytest.importorskip("cv2")
pytest.importorskip("imageio_ffmpeg")

import benchmarks.realstyle_videos_v7 as v7  # noqa: E402
from benchmarks.realstyle_export import run_export  # noqa: E402
from benchmarks.realstyle_v7.draws import CATEGORIES, GROUPS, LABELS  # noqa: E402
from benchmarks.realstyle_videos_v7 import make_video, plan, question_metas  # noqa: E402


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict]:
    root = tmp_path_factory.mktemp("v7q")
    for task, extra in (("rotation_puzzle", []), ("maze_nav", ["--shapes", "spiral"])):
        run_export(["--task", task, "--pairs-per-domain", "1", "--out", str(root), "--seed", "7",
                    "--no-progress", "--workers", "1", *extra])  # fmt: skip
    return {task: question_metas(root, task)[0] for task in ("rotation_puzzle", "maze_nav")}


@pytest.fixture(autouse=True)
def small_looks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each drawn look at a sixth of its size (seed 3 draws 1080x1920, 4 draws 720x1280): the
    same scenario, camera, bars and codec, every step of rendering and encoding, so the same
    bytes for the same seed prove as much in a thirty-sixth of the pixels."""
    drawn = v7.draw

    def small(category: str, task: str, rng: np.random.Generator):
        look, scenario, per_move = drawn(category, task, rng)
        width, height = look.size
        return replace(look, size=(width // 12 * 2, height // 12 * 2)), scenario, per_move

    monkeypatch.setattr(v7, "draw", small)


def _video(out: Path, task: str, meta: dict, seed: int) -> tuple[str, dict]:
    # the teleport answer: the shortest scenario, so the test stays fast
    record = make_video(out, "v", task, "teleport_answer", meta, None, np.random.default_rng(seed))
    return hashlib.sha256(Path(record["path"]).read_bytes()).hexdigest(), record


@pytest.mark.parametrize("task", ["rotation_puzzle", "maze_nav"])
def test_same_seed_same_bytes_and_labels_in_form(
    task: str, questions: dict[str, dict], tmp_path: Path
) -> None:
    first, record = _video(tmp_path / "a", task, questions[task], 3)
    again, _ = _video(tmp_path / "b", task, questions[task], 3)
    other, _ = _video(tmp_path / "c", task, questions[task], 4)
    assert first == again, "the same seed gave other bytes"
    assert first != other, "another seed gave the same bytes"
    labels = record["labels"]
    assert set(labels) == set(LABELS)
    for name in ("solved", "squares_kept", "first_frame_matches", "animated"):
        assert labels[name] in (True, False, None), (name, labels[name])
    # a two-frame answer: solved, nothing moved, never animated, solved on a frame of the video
    assert labels["solved"] is True and labels["squares_kept"] is True
    assert labels["animated"] is False
    assert 0 < labels["first_solved_frame"] < record["frames"]
    assert record["group"] == "inside" and record["scenario"] == "teleport"


def test_the_plan_covers_every_category_and_group() -> None:
    full, quick = plan(quick=False), plan(quick=True)
    assert len(quick) == 2 * len(CATEGORIES)
    assert 80 <= len(full) <= 100
    groups = [CATEGORIES[c].group for _, c, _ in full]
    assert set(groups) == set(GROUPS)
    assert 0.55 <= groups.count("inside") / len(full) <= 0.7
