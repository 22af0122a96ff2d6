"""Real-style set v3's renderer (``benchmarks/realstyle_v3``): the same seed gives the same
bytes, and each video's labels have the form the benchmark reads. Scoring the set is
``benchmarks/realstyle_videos_v3.py``'s job, not a test's."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("cv2")
pytest.importorskip("imageio_ffmpeg")
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import realstyle_videos_v3 as script
from realstyle_v3 import cases


@pytest.fixture(scope="module")
def metas(tmp_path_factory):
    return script.export(tmp_path_factory.mktemp("questions"), 3)


def _small(dr: cases.Draw) -> cases.Draw:
    """The same draw at a small output size, so the test stays quick."""
    return replace(dr, look=replace(dr.look, size=(480, 320) if dr.look.size[0] >= dr.look.size[1]
                                    else (320, 480)))  # fmt: skip


def test_the_plan_is_about_a_hundred_videos_half_inside_and_quick_is_a_subset():
    full, quick = cases.plan(3), cases.plan(3, quick=True)
    assert 90 <= len(full) <= 110
    groups = [cases.CATEGORIES[c][0] for _, c, _ in full]
    assert 0.45 <= groups.count("inside") / len(full) <= 0.6
    assert {"beyond", "outside"} <= set(groups)
    assert set(quick) < set(full)
    assert {c for _, c, _ in quick} == set(cases.CATEGORIES)


@pytest.mark.parametrize(
    "category, task", [("camera", "rotation_puzzle"), ("unsolved", "maze_nav")]
)
def test_same_seed_same_bytes_and_labels_have_their_form(metas, tmp_path, category, task):
    number = next(n for n, c, t in cases.plan(3) if c == category and t == task)
    dr = cases.draw(number, category, task, metas[task], 3)
    assert dr == cases.draw(number, category, task, metas[task], 3)
    assert dr != cases.draw(number, category, task, metas[task], 4)
    dr = _small(dr)
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    a, rec = cases.build(dr, metas[task], tmp_path / "a" / "video")
    b, again = cases.build(dr, metas[task], tmp_path / "b" / "video")
    assert a.read_bytes() == b.read_bytes() and a.stat().st_size > 1000
    assert rec == again
    labels = rec["labels"]
    assert set(labels) == {*cases.LABELS, "expect_unknown"}
    for key in ("solved", "first_frame_matches", "squares_kept", "animated"):
        assert labels[key] in (True, False, None), key
    first = labels["first_solved_frame"]
    assert first is None or (isinstance(first, int) and 0 <= first < rec["frames"])
    if first is not None:
        assert labels["solved"] is True
    assert labels["expect_unknown"] is False  # both categories are inside the envelope
    assert rec["group"] == "inside" and rec["category"] == category
    assert rec["task"] in rec["draw"] and rec["frames"] >= 5
