"""The second real-style set's renderer (``benchmarks/realstyle_v2``): its labels agree with the
tasks' own answer frames, the same seed gives the same frames, and the envelope's fit check
holds. Scoring the set is ``benchmarks/realstyle_videos_v2.py``'s job, not a test's."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from realstyle_v2 import cases
from realstyle_v2 import look as lk

import datagen  # noqa: F401  (registers the tasks)
from datagen.registry import get_task


def _question(task_name: str, index: int = 0) -> tuple[dict, np.ndarray]:
    task = get_task(task_name)
    spec = task.plan(index + 1, np.random.SeedSequence(5), task.options())[index]
    return task.metadata(spec), task.frames(spec)[1]


def _plain(task: str, kind: str = "solve", **kw) -> cases.Case:
    """A video delivered as drawn: canvas size, no bars, camera, colour or overlays."""
    case = cases.Case(task=task, category="test", group="inside", kind=kind,
                      look=lk.Look(size=lk.CANVAS, boxed=False), fps=24)  # fmt: skip
    return replace(case, **kw)


@pytest.mark.parametrize("task", cases.TASKS)
@pytest.mark.parametrize("head", [0, 3])
def test_first_solved_frame_is_the_first_frame_showing_the_answer(task, head):
    meta, answer = _question(task)
    case = _plain(task, head="black" if head else "", head_frames=head)
    video = cases.build(case, meta, meta, np.random.default_rng(1))
    first = video.labels["first_solved_frame"]
    assert video.labels["solved"] is True and video.labels["squares_kept"] is True
    assert np.array_equal(video.frames[first], answer)
    assert not any(np.array_equal(f, answer) for f in video.frames[:first])
    if head:
        assert not any(f.any() for f in video.frames[:head])  # the black frames first
    assert video.labels["animated"] is True


@pytest.mark.parametrize("task", cases.TASKS)
def test_a_jump_is_not_animated_and_an_unsolved_video_has_no_solve(task):
    meta, answer = _question(task)
    jump = cases.build(_plain(task, "jump"), meta, meta, np.random.default_rng(2))
    first = jump.labels["first_solved_frame"]
    assert jump.labels["animated"] is False
    assert np.array_equal(jump.frames[first], answer)
    assert np.array_equal(jump.frames[first - 1], jump.frames[0])
    wrong = cases.build(_plain(task, "wrong"), meta, meta, np.random.default_rng(2))
    assert wrong.labels["solved"] is False and wrong.labels["first_solved_frame"] is None
    assert not any(np.array_equal(f, answer) for f in wrong.frames)


def test_fewer_frames_per_second_keep_the_label_on_the_answer():
    meta, answer = _question("rotation_puzzle")
    for fps in (8, 12, 60):
        video = cases.build(
            _plain("rotation_puzzle", fps=fps), meta, meta, np.random.default_rng(3)
        )
        first = video.labels["first_solved_frame"]
        assert np.array_equal(video.frames[first], answer), fps
        assert not np.array_equal(video.frames[first - 1], answer), fps


def test_the_same_seed_gives_the_same_frames_and_labels():
    # The drawn case (a picture first, a camera, wobble, a black tail) at 320x320 instead of its
    # 1024x1024: every step still runs and draws its random numbers, in a tenth of the pixels
    # (2.2 -> 0.3 CPU s a build; same labels and frame count as at full size).
    meta, _ = _question("maze_nav")
    case = cases.draw_case(4, "maze_nav", "mixed", 0)
    small = replace(case, look=replace(case.look, size=(320, 320)))
    a = cases.build(replace(small), meta, meta, np.random.default_rng(9))
    b = cases.build(replace(small), meta, meta, np.random.default_rng(9))
    assert a.labels == b.labels and len(a.frames) == len(b.frames)
    assert all(np.array_equal(x, y) for x, y in zip(a.frames, b.frames, strict=True))
    assert cases.draw_case(4, "maze_nav", "mixed", 0) == case


def test_the_fit_check_keeps_the_puzzle_in_view():
    meta, _ = _question("maze_nav")
    video = cases.build(_plain("maze_nav"), meta, meta, np.random.default_rng(0))
    box = cases.content_box(video.frames)
    still = lk.Look(size=(1280, 720))
    assert cases.in_view(still, box)
    assert not cases.in_view(replace(still, zoom=1.4), box)
    assert not cases.in_view(replace(still, fill=1.7, align=(0.0, 0.5)), box)
    with pytest.raises(ValueError, match="index=9"):
        cases.draw_case(0, "maze_nav", "blank", 9)
