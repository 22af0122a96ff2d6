"""Set v17's form (benchmarks/realstyle_videos_v17.py): two tiny videos, same seed -> same bytes
(one H.265 with every web look drawn at once, one looped), the labels' form, the web looks'
geometry and the draws' split into regions. It scores nothing: the set is scored once, blind,
by the benchmark."""

from __future__ import annotations

import copy
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v17 import web_looks
from benchmarks.realstyle_v17.build import LABELS, render
from benchmarks.realstyle_v17.draws import make_draws
from benchmarks.realstyle_videos_v17 import export_questions
from datagen.envelope_style import REAL_STYLE_LIMITS
from tests.datagen.realstyle_form import (
    check_draws_split,
    check_rare_scenarios,
    check_web_variety,
    render_twice,
    tiny_draw,
)

EVERY_WEB_LOOK = {"nest": {"size": [192, 320], "fill": [20, 30, 90]}, "vignette": 0.2,
                  "banding": 8, "subtitle": 0.03, "pip": "right"}  # fmt: skip


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v17q")
    export_questions(root, 17)
    return root


def _tiny(category: str) -> dict:
    draw = tiny_draw(make_draws, 17, category)
    draw["head"] = draw["tail"] = "none"
    if category == "h265":
        draw["web"] = copy.deepcopy(EVERY_WEB_LOOK)
        draw["look"]["size"] = [320, 192]
    if category == "loop":  # a two-picture clip, played twice: few frames to render
        draw["scenario"] = "jump"
    return draw


@pytest.mark.parametrize("category", ["h265", "loop"])
def test_same_seed_same_bytes_and_label_form(questions: Path, tmp_path: Path, category: str):
    draw = _tiny(category)
    a = render_twice(render, LABELS, draw, questions, tmp_path, 17)
    labels = a["labels"]
    fsf = labels["first_solved_frame"]
    if labels["solved"] is True:
        assert fsf is not None and labels["stayed_solved"] is (category != "loop")


def test_web_looks_keep_the_picture_and_nest_it():
    look = {"size": [320, 192], "fill": [0, 0, 0], "fit": 1.0, "align": [0.5, 0.5]}
    frame = np.full((192, 320, 3), 200, np.uint8)
    assert np.array_equal(web_looks.apply(frame, look, web_looks.NO_WEB, 0), frame)
    out = web_looks.apply(frame, look, EVERY_WEB_LOOK, 0)
    assert out.shape == (320, 192, 3)  # the second site's portrait frame
    assert (out[0, 96] == (20, 30, 90)).all() and (out[-1, 96] == (20, 30, 90)).all()
    middle = out[140:180, 80:112].astype(int)  # the picture's centre: no vignette loss there
    assert np.abs(middle - 200).max() <= 12
    vignetted = web_looks.apply(frame, look, {**web_looks.NO_WEB, "vignette": 0.2}, 0)
    assert 155 <= int(vignetted[0, 0, 0]) <= 165 and int(vignetted[96, 160, 0]) == 200


def test_draws_split_into_regions():
    full = check_draws_split(make_draws, 17)
    for d in full:
        if d["region"] == "inside":
            assert d["web"]["subtitle"] <= REAL_STYLE_LIMITS["watermark"]
    check_rare_scenarios([d for d in full if d["region"] == "inside"])
    sizes = [web_looks.output_size(d["look"], d["web"]) for d in full]
    check_web_variety(full, {w / h for w, h in sizes})
    marks = {m.split(":")[0] for d in full for m in d["look"]["marks"]}
    assert {"band", "logo", "stamp"} <= marks
    assert {d["codec"] for d in full} == {"h264", "vp9", "h265"}
    assert any(d["fps"] <= 12 for d in full) and any(d["loop"] == 2 for d in full)
    for key in ("nest", "vignette", "banding", "subtitle", "pip"):
        assert any(d["web"][key] for d in full if d["region"] == "inside"), key
