"""Set v16's form (benchmarks/realstyle_videos_v16.py): two tiny videos, same seed -> same bytes,
the labels' form, the frame-rate plans and the draws' split into regions. It scores nothing:
the set is scored once, blind, by the benchmark. The checks every set shares are in
``tests/datagen/realstyle_form.py``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v16.build import LABELS, render
from benchmarks.realstyle_v16.draws import make_draws
from benchmarks.realstyle_videos_v16 import export_questions
from tests.datagen.realstyle_form import (
    check_draws_split,
    check_frame_rate_plans,
    check_web_variety,
    render_twice,
    tasks_of,
    tiny_draw,
)

RENDERED = ("pulldown", "rare_scenario")
"""The categories whose tiny draws are rendered here."""


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v16q")
    export_questions(root, 16, tasks_of(make_draws, 16, RENDERED))
    return root


@pytest.mark.parametrize("category", RENDERED)
def test_same_seed_same_bytes_and_label_form(questions: Path, tmp_path: Path, category: str):
    a = render_twice(render, LABELS, tiny_draw(make_draws, 16, category), questions, tmp_path, 16)
    labels = a["labels"]
    if labels["solved"] is True:
        assert labels["first_solved_frame"] is not None and labels["stayed_solved"] is True


def test_frame_rate_plans_keep_order_and_count():
    check_frame_rate_plans()


def test_draws_split_into_regions():
    full = check_draws_split(make_draws, 16)
    rare = Counter(
        "step_off" if d["scenario"] == "wrong_end" and d["task"] == "maze_nav" else d["scenario"]
        for d in full
        if d["region"] == "inside"
    )
    for scenario in ("slide", "walls", "replaced", "jump", "dissolve", "reverse", "step_off"):
        assert rare[scenario] >= 4, scenario
    check_web_variety(full, {d["look"]["size"][0] / d["look"]["size"][1] for d in full})
    marks = {m.split(":")[0] for d in full for m in d["look"]["marks"]}
    assert {"band", "logo", "stamp"} <= marks
