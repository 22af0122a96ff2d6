"""Set v18's form (benchmarks/realstyle_videos_v18.py): two tiny videos, same seed -> same bytes
(a boomerang with every new look drawn at once, and a one-jump answer), the labels' form, the
new looks' geometry and the draws' split into regions. It scores nothing: the set is scored
once, blind, by the benchmark."""

from __future__ import annotations

import copy
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v15.scenes import Scene
from benchmarks.realstyle_v17 import web_looks
from benchmarks.realstyle_v18 import new_looks
from benchmarks.realstyle_v18.build import LABELS, played, render
from benchmarks.realstyle_v18.draws import make_draws
from benchmarks.realstyle_videos_v18 import export_questions
from datagen.envelope_style import REAL_STYLE_LIMITS
from tests.datagen.realstyle_form import (
    check_draws_split,
    check_rare_scenarios,
    check_web_variety,
    render_twice,
    tasks_of,
    tiny_draw,
)

EVERY_NEW_LOOK = {"sharpen": 0.5, "rounded": 0.08, "chroma": 1,
                  "frame_line": {"width": 3, "colour": [230, 200, 40]}}  # fmt: skip


RENDERED = ("boomerang", "sharpen")
"""The categories whose tiny draws are rendered here."""


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v18q")
    export_questions(root, 18, tasks_of(make_draws, 18, RENDERED))
    return root


def _tiny(category: str) -> dict:
    draw = tiny_draw(make_draws, 18, category)
    draw["look"]["size"] = [320, 192]
    draw["look"]["fill"] = [0, 0, 0]
    draw["web"] = copy.deepcopy(web_looks.NO_WEB)
    draw["timing"] = {"kind": "none", "rate": 1.0}
    draw["head"] = draw["tail"] = "none"
    if category == "boomerang":
        draw["new"] = copy.deepcopy(EVERY_NEW_LOOK)
        draw["scenario"] = "solved"
    else:  # a two-picture clip: few frames to render
        draw["scenario"] = "jump"
    return draw


@pytest.mark.parametrize("category", RENDERED)
def test_same_seed_same_bytes_and_label_form(questions: Path, tmp_path: Path, category: str):
    draw = _tiny(category)
    a = render_twice(render, LABELS, draw, questions, tmp_path, 18)
    labels = a["labels"]
    fsf = labels["first_solved_frame"]
    assert fsf is not None and 0 <= fsf < a["frames"]
    assert labels["squares_kept"] is True and labels["first_frame_matches"] is True
    if category == "boomerang":  # back to the question: reached, left, not solved at the end
        assert labels["solved"] is False and labels["stayed_solved"] is False
        assert labels["animated"] is True
    else:
        assert labels["solved"] is True and labels["stayed_solved"] is True
        assert labels["animated"] is False
    assert a["region"] == "inside"


def test_boomerang_plays_back_to_the_first_frame():
    frames = [np.full((2, 2, 3), v, np.uint8) for v in (0, 1, 2)]
    scene = Scene(frames, [False, False, True], [False, True, False])
    back = played(scene, 1, True)
    assert [int(f[0, 0, 0]) for f in back.frames] == [0, 1, 2, 1, 0]
    assert back.solved == [False, False, True, False, False]
    assert [int(f[0, 0, 0]) for f in played(scene, 2, False).frames] == [0, 1, 2, 0, 1, 2]


def test_new_looks_keep_the_picture_and_cut_only_its_edge():
    look = {"size": [320, 192], "fill": [10, 20, 30], "fit": 1.0, "align": [0.5, 0.5]}
    frame = np.full((192, 320, 3), 200, np.uint8)
    assert np.array_equal(new_looks.apply(frame, look, new_looks.NO_NEW), frame)
    out = new_looks.apply(frame, look, EVERY_NEW_LOOK)
    assert out.shape == frame.shape
    assert (out[3, 19] == (10, 20, 30)).all()  # the picture (x 16-303) has a rounded corner
    assert (out[0, 160] == (230, 200, 40)).all()  # the line along the top edge
    assert (out[96, 160] == 200).all()  # a flat centre: no ring, no fringe
    stripe = np.zeros((4, 8, 3), np.uint8)
    stripe[:, 4:] = 255
    fringed = new_looks.apply(stripe, look | {"size": [8, 4]}, {**new_looks.NO_NEW, "chroma": 1})
    assert fringed[0, 4, 0] == 0 and fringed[0, 3, 2] == 255 and fringed[0, 3, 1] == 0


def test_draws_split_into_regions():
    full = check_draws_split(make_draws, 18)
    for d in full:
        if d["boomerang"] or d["loop"] > 1:
            assert d["scenario"] in ("solved", "early", "wrong_mid", "wrong_end", "long_hold")
        if d["region"] != "inside":
            assert d["new"] == new_looks.NO_NEW and not d["boomerang"]
            continue
        assert d["web"]["subtitle"] <= REAL_STYLE_LIMITS["watermark"]
        assert d["new"]["rounded"] <= 0.08 and d["new"]["chroma"] <= 1
    check_rare_scenarios([d for d in full if d["category"] == "rare_scenario"])
    sizes = [web_looks.output_size(d["look"], d["web"]) for d in full]
    check_web_variety(full, {w / h for w, h in sizes})
    assert {d["codec"] for d in full} == {"h264", "vp9", "h265"}
    for key in ("sharpen", "rounded", "frame_line", "chroma"):
        assert any(d["new"][key] for d in full if d["region"] == "inside"), key
    assert any(d["boomerang"] for d in full)
