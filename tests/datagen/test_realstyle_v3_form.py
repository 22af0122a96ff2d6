"""Real-style set v3's renderer (``benchmarks/realstyle_v3``): the same seed gives the same
bytes, and each video's labels have the form the benchmark reads. Scoring the set is
``benchmarks/realstyle_videos_v3.py``'s job, not a test's."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("cv2")
pytest.importorskip("imageio_ffmpeg")
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import realstyle_videos_v3 as script
from realstyle_v3 import cases
from realstyle_v3.look import Look, deliver


@pytest.fixture(scope="module")
def questions(tmp_path_factory):
    folder = tmp_path_factory.mktemp("questions")
    return folder, script.export(folder, 3)


@pytest.fixture(scope="module")
def metas(questions):
    return questions[1]


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


@pytest.mark.parametrize("task", cases.TASKS)
def test_labels_agree_with_the_exported_frames_on_a_plain_delivery(questions, task):
    """Delivered at the canvas size with nothing done to it, a solve starts on the question's
    first_frame.png and is labelled solved on the first frame equal to its final_frame.png; a
    stop is labelled unsolved; a jump is not animated."""
    from PIL import Image

    folder, metas = questions
    meta = metas[task][1]
    where = folder / f"{task}_task" / meta["task_id"]
    first, final = (np.asarray(Image.open(where / f).convert("RGB"))
                    for f in ("first_frame.png", "final_frame.png"))  # fmt: skip
    plain = Look(size=(768, 512), boxed=False)
    got = {}
    for kind in ("solve", "stop", "jump"):
        dr = cases.Draw(0, "bars", "inside", task, 1, kind, 4, (3, 5), plain, seed=3)
        scene = cases.scene_of(dr, metas[task])
        delivered = deliver(scene, plain, np.random.default_rng(0))
        assert np.array_equal(delivered.frames[0], first), kind
        got[kind] = (cases.labels(dr, scene, delivered), delivered.frames)
    labels, frames = got["solve"]
    answer = next(i for i, f in enumerate(frames) if np.array_equal(f, final))
    assert labels["first_solved_frame"] == answer > 3
    assert labels["solved"] is True and labels["animated"] is True
    assert labels["squares_kept"] is True and labels["first_frame_matches"] is True
    assert got["stop"][0]["solved"] is False and got["stop"][0]["first_solved_frame"] is None
    assert not any(np.array_equal(f, final) for f in got["stop"][1])
    assert got["jump"][0]["animated"] is False and got["jump"][0]["first_solved_frame"] == 4
