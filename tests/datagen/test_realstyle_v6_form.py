"""Set v6's renderer: two tiny videos, same seed -> same bytes, and the labels' form.

Nothing is scored here (the set is scored once by ``benchmarks/realstyle_videos_v6.py``).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("cv2")
pytest.importorskip("imageio_ffmpeg")

from benchmarks.realstyle_export import run_export
from benchmarks.realstyle_v6.draws import (
    CATEGORIES,
    GROUPS,
    VideoPlan,
    load_questions,
    make_video,
    plan,
)
from benchmarks.realstyle_v6.scenes import MAZE_SCENARIOS, PUZZLE_SCENARIOS

LABEL_KEYS = {"solved", "squares_kept", "first_frame_matches", "animated", "first_solved_frame"}


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v6q")
    for extra in (["--task", "rotation_puzzle"], ["--task", "maze_nav", "--shapes", "cross"]):
        run_export(
            ["--pairs-per-domain", "1", "--seed", "606", "--out", str(root), "--workers", "1",
             "--no-progress", *extra]
        )  # fmt: skip
    return root


def _small_looks(monkeypatch: pytest.MonkeyPatch, category: str) -> None:
    """``category``'s looks drawn as before and shrunk to a quarter of their width and height:
    the same bars, camera, overlays and codec, every render and encode step, so the same bytes
    for the same seed prove as much in a sixteenth of the pixels."""
    drawn = CATEGORIES[category].draw

    def small(rng: np.random.Generator, box: tuple[int, int, int, int]):
        look = drawn(rng, box)
        width, height = look.size
        return replace(look, size=(width // 8 * 2, height // 8 * 2))

    monkeypatch.setitem(CATEGORIES, category, replace(CATEGORIES[category], draw=small))


def _tiny(task: str, category: str) -> VideoPlan:
    return VideoPlan(task, category, 0, f"t_{task[:4]}_{category}")


@pytest.mark.parametrize(
    ("task", "category"), [("rotation_puzzle", "portrait"), ("maze_nav", "tails")]
)
def test_same_seed_same_bytes_and_label_form(
    questions: Path, tmp_path: Path, task, category, monkeypatch
):
    _small_looks(monkeypatch, category)
    metas = load_questions(questions)
    vp = _tiny(task, category)
    a = make_video(vp, metas, 6, tmp_path / "a")
    b = make_video(vp, metas, 6, tmp_path / "b")
    c = make_video(vp, metas, 7, tmp_path / "c")
    video = Path(vp.name) / f"{task}_task" / a["task_id"] / "video" / "video.mp4"
    assert (tmp_path / "a" / video).read_bytes() == (tmp_path / "b" / video).read_bytes()
    assert a == b
    assert a["look"] != c["look"] or a["note"] != c["note"], "another seed draws another video"
    labels = a["labels"]
    assert set(labels) == LABEL_KEYS
    for key in LABEL_KEYS - {"first_solved_frame"}:
        assert labels[key] in (True, False, None), (key, labels[key])
    first = labels["first_solved_frame"]
    if labels["solved"] is True:
        assert isinstance(first, int) and a["head_frames"] <= first < a["frames"] - a["tail_frames"]
    else:
        assert first is None
    assert a["group"] == CATEGORIES[category].group
    assert a["scenario"] in (PUZZLE_SCENARIOS if task == "rotation_puzzle" else MAZE_SCENARIOS)
    assert (tmp_path / "a" / vp.name / "labels.json").is_file()


def test_plan_covers_groups_and_both_tasks():
    full, quick = plan(), plan(quick=True)
    assert 80 <= len(full) <= 100
    assert len(quick) == 2 * len(CATEGORIES)
    inside = sum(CATEGORIES[v.category].group == "inside" for v in full)
    assert 0.55 <= inside / len(full) <= 0.75
    assert {CATEGORIES[v.category].group for v in full} == set(GROUPS)
    assert {v.task for v in full} == {"rotation_puzzle", "maze_nav"}
    assert len({v.name for v in full}) == len(full)
