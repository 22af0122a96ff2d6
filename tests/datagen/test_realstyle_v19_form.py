"""Set v19's form (benchmarks/realstyle_videos_v19.py): two tiny videos, same seed -> same bytes
(one-jump answers with every fresh look but the split screen drawn at once), the labels' form, the motion
blur, the fresh looks' geometry and the draws' split into regions. It scores nothing: the set
is scored once, blind, by the benchmark."""

from __future__ import annotations

import copy
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

import cv2

from benchmarks.realstyle_v15.scenes import Scene
from benchmarks.realstyle_v17 import web_looks
from benchmarks.realstyle_v18 import new_looks
from benchmarks.realstyle_v19 import fresh_looks
from benchmarks.realstyle_v19.build import LABELS, motion_blurred, render
from benchmarks.realstyle_v19.draws import BEYOND_BEND, HARD, INSIDE_BEND, make_draws
from benchmarks.realstyle_videos_v19 import export_questions
from tests.datagen.realstyle_form import (
    check_draws_split,
    check_rare_scenarios,
    check_web_variety,
    render_twice,
    tiny_draw,
)

EVERY_FRESH_LOOK = {"chroma_sub": 4, "ui": True, "gif": True, "keystone": 0.01,
                    "motion_blur": 0.5, "screen": {"scale": 0.8, "desktop": [32, 36, 44]}}  # fmt: skip


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v19q")
    export_questions(root, 19)
    return root


def _tiny(category: str) -> dict:
    draw = tiny_draw(make_draws, 19, category)
    draw["look"]["size"] = [192, 320]
    draw["look"]["fill"] = [0, 0, 0]
    draw["look"]["camera"].update(pan=(0.0, 0.0), roll=0.0, zoom=1.0)
    draw["web"] = copy.deepcopy(web_looks.NO_WEB)
    draw["new"] = dict(new_looks.NO_NEW)
    draw["timing"] = {"kind": "none", "rate": 1.0}
    draw["head"] = draw["tail"] = "none"
    draw["loop"], draw["boomerang"] = 1, False
    draw["fresh"] = {**fresh_looks.NO_FRESH, **copy.deepcopy(EVERY_FRESH_LOOK)}
    draw["scenario"] = "jump"  # a two-picture clip: few frames to render
    return draw


@pytest.mark.parametrize("category", ["ui_overlay", "keystone"])
def test_same_seed_same_bytes_and_label_form(questions: Path, tmp_path: Path, category: str):
    draw = _tiny(category)
    a = render_twice(render, LABELS, draw, questions, tmp_path, 19)
    labels = a["labels"]
    fsf = labels["first_solved_frame"]
    assert fsf is not None and 0 < fsf < a["frames"]
    assert labels["squares_kept"] is True and labels["first_frame_matches"] is True
    assert labels["solved"] is True and labels["stayed_solved"] is True
    assert labels["animated"] is False  # a jump has no frame part-way: nothing to blur
    assert a["region"] == "inside"


def test_motion_blur_changes_only_frames_part_way():
    frames = [np.full((2, 2, 3), v, np.uint8) for v in (0, 100, 200, 200)]
    scene = Scene(frames, [False, False, True, True], [False, True, False, False])
    blurred = motion_blurred(scene, 0.5)
    assert [int(f[0, 0, 0]) for f in blurred.frames] == [0, 100, 200, 200]  # 0.5*100 + 0.25*200
    ramp = Scene([np.full((2, 2, 3), v, np.uint8) for v in (0, 40, 200)], [False] * 3,
                 [False, True, False])  # fmt: skip
    assert int(motion_blurred(ramp, 0.5).frames[1][0, 0, 0]) == 70
    assert blurred.solved == scene.solved and blurred.moving == scene.moving
    assert motion_blurred(scene, 0.0) is scene


def _portrait_look() -> dict:
    return {"size": [360, 640], "fill": [0, 0, 0], "fit": 1.0, "align": [0.5, 0.5],
            "camera": {"pan": (0.0, 0.0), "roll": 0.0, "zoom": 1.0, "shake": 0.0,
                       "ease": "linear"}}  # fmt: skip


def test_fresh_looks_keep_the_board_and_mark_only_off_it():
    look = _portrait_look()
    frame = np.zeros((640, 360, 3), np.uint8)
    frame[200:440] = 200  # the picture (y 200-439), a flat grey
    memo: dict = {}
    assert np.array_equal(fresh_looks.apply(frame, look, fresh_looks.NO_FRESH, 0.5, memo), frame)
    ui = fresh_looks.apply(frame, look, {**fresh_looks.NO_FRESH, "ui": True}, 0.5, memo)
    board_right = round(606 * 360 / 768)
    assert (ui[440:, : board_right + 1] != 0).any()  # the handle and caption under the picture
    assert np.array_equal(ui[200:440, : board_right + 1], frame[200:440, : board_right + 1])
    assert (ui[200:440, board_right + 1 :] != 200).any()  # icons at the picture's right side
    assert fresh_looks.ui_need(look) > 0 and fresh_looks.right_gap(look["camera"]) == 161
    key = fresh_looks.apply(frame, look, {**fresh_looks.NO_FRESH, "keystone": 0.02}, 0.5, memo)
    assert (key[0, 0] == fresh_looks.BEZEL).all() and (key[320, 180] == 200).all()
    gif = fresh_looks.apply(frame, look, {**fresh_looks.NO_FRESH, "gif": True}, 0.5, memo)
    assert len(memo["gif"][1]) <= 256 and np.abs(gif.astype(int) - frame).max() <= 8
    colour = np.zeros((64, 64, 3), np.uint8)
    colour[:, 30:] = (200, 40, 40)
    sub = fresh_looks.apply(colour, look, {**fresh_looks.NO_FRESH, "chroma_sub": 4}, 0.5, memo)
    luma = [cv2.cvtColor(x, cv2.COLOR_RGB2YCrCb)[..., 0].astype(int) for x in (colour, sub)]
    away = np.r_[0:28, 32:64]  # the 4 px colour block across the edge mixes both colours
    assert np.abs(luma[0] - luma[1])[:, away].max() <= 3
    assert (sub[:, 28:30, 0] != 0).any()  # red smears into the black beside it
    screen = {"scale": 0.8, "desktop": [40, 70, 110]}
    rec = fresh_looks.apply(frame, look, {**fresh_looks.NO_FRESH, "screen": screen}, 0.5, memo)
    assert rec.shape == frame.shape and (rec[2, 2] == (40, 70, 110)).all()
    split, memo = {**fresh_looks.NO_FRESH, "split": True}, {}
    fresh_looks.apply(frame, look, split, 0.0, memo)
    later = fresh_looks.apply(np.full_like(frame, 90), look, split, 1.0, memo)
    assert (later[320, 90] == 200).all() and (later[320, 270] == 90).all()  # before | after


def test_keystone_bend_grows_with_the_tilt():
    look = {**_portrait_look(), "size": [1280, 720]}
    bends = [fresh_looks.keystone_bend(look, k) for k in (0.0, 0.01, 0.04)]
    assert bends[0] < 1e-6 < bends[1] < bends[2]


def test_draws_split_into_regions():
    full = check_draws_split(make_draws, 19)
    for d in full:
        fresh = d["fresh"]
        if d["category"] in HARD:
            assert d["new"] == new_looks.NO_NEW and not d["boomerang"]
            if d["category"] == "beyond_keystone":
                assert BEYOND_BEND[0] <= fresh_looks.keystone_bend(d["look"], fresh["keystone"])
                assert fresh_looks.keystone_bend(d["look"], fresh["keystone"]) <= BEYOND_BEND[1]
                assert d["region"] == "beyond" and d["near"] == "wobble"
            elif d["category"] == "outside_split":
                assert fresh == {**fresh_looks.NO_FRESH, "split": True}
                assert d["region"] == "outside"
            else:
                assert fresh == fresh_looks.NO_FRESH
            continue
        if fresh["keystone"]:
            assert fresh_looks.keystone_bend(d["look"], fresh["keystone"]) <= INSIDE_BEND
        if fresh["ui"]:
            look = d["look"]
            need = fresh_looks.ui_need(look) + 8 + look["wobble"] + 2 * look["camera"]["shake"]
            assert fresh_looks.right_gap(look["camera"]) >= need
        if fresh["chroma_sub"] or fresh["screen"]:
            assert min(d["look"]["size"]) >= 720
    check_rare_scenarios([d for d in full if d["category"] == "rare_scenario"])
    sizes = [web_looks.output_size(d["look"], d["web"]) for d in full]
    check_web_variety(full, {w / h for w, h in sizes})
    assert {d["codec"] for d in full} == {"h264", "vp9", "h265"}
    for key in ("chroma_sub", "ui", "screen", "gif", "keystone", "motion_blur"):
        assert any(d["fresh"][key] for d in full if d["region"] == "inside"), key
    own = {"chroma_sub", "ui_overlay", "screen_record", "gif", "keystone", "motion_blur"}
    natural = [d for d in full if d["category"] not in own and d["fresh"] != fresh_looks.NO_FRESH]
    assert len(natural) >= 5  # now and then on everyday draws too
