"""Set v15's form (benchmarks/realstyle_videos_v15.py): two tiny videos, same seed -> same bytes,
the labels' form, the frame-rate plans and the draws' split into regions. It scores nothing:
the set is scored once, blind, by the benchmark. The checks every set shares are in
``tests/datagen/realstyle_form.py``."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v15.build import LABELS, render
from benchmarks.realstyle_v15.draws import make_draws
from tests.datagen.realstyle_form import (
    check_draws_split,
    check_frame_rate_plans,
    render_twice,
    tiny_draw,
)


@pytest.fixture(scope="module")
def questions(set_v15_questions: Path) -> Path:
    """Set v15's question folders (``conftest.py``: exported once, shared)."""
    return set_v15_questions


@pytest.mark.parametrize("category", ["pulldown", "hard_scenario"])
def test_same_seed_same_bytes_and_label_form(questions: Path, tmp_path: Path, category: str):
    a = render_twice(render, LABELS, tiny_draw(make_draws, 15, category), questions, tmp_path, 15)
    labels = a["labels"]
    if labels["solved"] is True:
        assert labels["first_solved_frame"] is not None and labels["stayed_solved"] is True


def test_frame_rate_plans_keep_order_and_count():
    check_frame_rate_plans()


def test_draws_split_into_regions():
    check_draws_split(make_draws, 15)
