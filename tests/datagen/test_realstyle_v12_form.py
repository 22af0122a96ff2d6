"""Set v12 (benchmarks/realstyle_videos_v12.py): two tiny videos, same seed -> same bytes, and
the labels' form. Nothing is scored here (the benchmark does that)."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

pytest.importorskip("cv2")
pytest.importorskip("imageio_ffmpeg")

from benchmarks.realstyle_v12.build import board_boxes, export_questions, make_video  # noqa: E402
from benchmarks.realstyle_v12.draws import CATEGORIES, draws  # noqa: E402
from benchmarks.realstyle_v12.labels import VERDICTS  # noqa: E402
from benchmarks.realstyle_v12.look import board_inside  # noqa: E402


@pytest.fixture(scope="module")
def questions(tmp_path_factory):
    root = tmp_path_factory.mktemp("v12q")
    metas = export_questions(root, 12)
    return metas, board_boxes(metas)


def test_the_draws_split_as_documented(questions):
    metas, boxes = questions
    chosen = draws(12, False, {t: len(m) for t, m in metas.items()}, boxes)
    regions = [d.region for d in chosen]
    assert len(chosen) == sum(count for _, count, _ in CATEGORIES.values()) == 94
    assert (regions.count("inside"), regions.count("beyond"), regions.count("outside")) == (
        58,
        22,
        14,
    )
    assert {d.task for d in chosen} == {"rotation_puzzle", "maze_nav"}
    assert all(board_inside(d.look, boxes[d.task]) for d in chosen if d.region == "inside")
    natural = [d for d in chosen if d.scenario in ("solved", "stopped early", "wrong move")]
    assert len(natural) >= 0.6 * len(chosen)
    quick = draws(12, True, {t: len(m) for t, m in metas.items()}, boxes)
    assert [d.category for d in quick] == list(CATEGORIES)
    assert quick == draws(12, True, {t: len(m) for t, m in metas.items()}, boxes)


def _tiny(draw):
    return replace(draw, fpm=3, look=replace(draw.look, size=(384, 256)))


def test_two_tiny_videos_same_seed_same_bytes_and_labels_form(questions, tmp_path):
    metas, boxes = questions
    quick = draws(12, True, {t: len(m) for t, m in metas.items()}, boxes)
    pair = [_tiny(quick[0]), _tiny(quick[7])]  # a puzzle on the web, a maze with handheld shake
    assert {d.task for d in pair} == {"rotation_puzzle", "maze_nav"}
    made = []
    for run in ("a", "b"):
        for d in pair:
            path, label = make_video(d, metas[d.task][d.question], 12, tmp_path / run)
            made.append((path.read_bytes(), label))
    for (first, label_a), (second, label_b) in zip(made[:2], made[2:], strict=True):
        assert first == second and len(first) > 1000
        assert label_a == label_b
    for _, label in made[:2]:
        assert set(label) >= {*VERDICTS, "stayed_solved", "readable", "frames"}
        for key in ("solved", "squares_kept", "first_frame_matches", "animated", "stayed_solved"):
            assert label[key] in (True, False, None), key
        fsf = label["first_solved_frame"]
        assert fsf is None or (isinstance(fsf, int) and 0 <= fsf < label["frames"])
        assert (fsf is None) == (label["stayed_solved"] is None)
        if label["solved"] is True:
            assert fsf is not None and label["stayed_solved"] is True
