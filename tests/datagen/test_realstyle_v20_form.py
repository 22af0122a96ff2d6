"""Set v20's form (benchmarks/realstyle_videos_v20.py): two tiny videos, same seed -> same bytes
(a one-jump answer with every repost look but the circle crop drawn at once), the labels' form, the dissolve between
plays, the repost looks' geometry and the draws' split into regions. It scores nothing: the set
is scored once, blind, by the benchmark."""

from __future__ import annotations

import copy
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v15.look import board_margin
from benchmarks.realstyle_v15.scenes import Scene
from benchmarks.realstyle_v17 import web_looks
from benchmarks.realstyle_v18 import new_looks
from benchmarks.realstyle_v18.draws import REPEATABLE
from benchmarks.realstyle_v19 import fresh_looks
from benchmarks.realstyle_v20 import repost_looks
from benchmarks.realstyle_v20.build import LABELS, dissolve_looped, render
from benchmarks.realstyle_v20.draws import (
    BEYOND_BEND,
    BEYOND_PUNCH,
    HARD,
    INSIDE_BEND,
    INSIDE_PUNCH,
    make_draws,
    still_camera,
)
from benchmarks.realstyle_videos_v20 import export_questions
from tests.datagen.realstyle_form import (
    check_draws_split,
    check_rare_scenarios,
    check_web_variety,
    render_twice,
    tasks_of,
    tiny_draw,
)

EVERY_LOOK = {"meme": {"bar": 0.18, "line": 0}, "washout": 0.5, "barrel": 0.02, "jpeg": 25,
              "reaction": {"page": [24, 24, 28], "backdrop": [70, 80, 95]},
              "punch": {"at": 0.4, "zoom": 1.06}}  # fmt: skip
"""Every repost look but the circle crop (outside) and the dissolve (more frames), at once."""


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v20q")
    export_questions(root, 20, tasks_of(make_draws, 20, ["meme_bar"]))  # the one draw rendered
    return root


def _tiny(category: str) -> dict:
    draw = tiny_draw(make_draws, 20, category)
    draw["look"]["size"] = [320, 192]
    draw["look"]["fill"] = [0, 0, 0]
    draw["look"]["camera"] = still_camera()
    draw["web"] = copy.deepcopy(web_looks.NO_WEB)
    draw["new"] = dict(new_looks.NO_NEW)
    draw["fresh"] = dict(fresh_looks.NO_FRESH)
    draw["timing"] = {"kind": "none", "rate": 1.0}
    draw["head"] = draw["tail"] = "none"
    draw["loop"], draw["boomerang"] = 1, False
    draw["own"] = {**repost_looks.NO_OWN, **copy.deepcopy(EVERY_LOOK)}
    draw["scenario"] = "jump"  # a two-picture clip: few frames to render
    return draw


def test_same_seed_same_bytes_and_label_form(questions: Path, tmp_path: Path):
    a = render_twice(render, LABELS, _tiny("meme_bar"), questions, tmp_path, 20)
    labels = a["labels"]
    fsf = labels["first_solved_frame"]
    assert fsf is not None and 0 < fsf < a["frames"]
    assert labels["squares_kept"] is True and labels["first_frame_matches"] is True
    assert labels["solved"] is True and labels["stayed_solved"] is True
    assert labels["animated"] is False  # a jump: the looks change the delivery, not the labels
    assert a["region"] == "inside"


def test_dissolve_between_plays_counts_unsolved_and_still():
    frames = [np.full((2, 2, 3), v, np.uint8) for v in (0, 100, 200)]
    scene = Scene(frames, [False, False, True], [False, True, False])
    twice = dissolve_looped(scene, 3)
    assert [int(f[0, 0, 0]) for f in twice.frames] == [0, 100, 200, 150, 100, 50, 0, 100, 200]
    assert twice.solved == [False, False, True, False, False, False, False, False, True]
    assert twice.moving == [False, True, False, False, False, False, False, True, False]
    assert dissolve_looped(scene, 0) is scene


def _look(size=(640, 360)) -> dict:
    return {"size": list(size), "fill": [0, 0, 0], "fit": 1.0, "align": [0.5, 0.5],
            "camera": still_camera()}  # fmt: skip


def test_repost_looks_keep_their_promises():
    look = _look()
    x0, y0, bw, bh = repost_looks.picture_box(look)
    frame = np.zeros((360, 640, 3), np.uint8)
    frame[y0 : y0 + bh, x0 : x0 + bw] = 120
    frame[170:190, 310:330] = 250  # a bright mark at the picture's centre
    none = repost_looks.NO_OWN
    memo: dict = {}
    assert np.array_equal(repost_looks.apply(frame, look, none, 0.5, memo), frame)
    washed = repost_looks.apply(frame, look, {**none, "washout": 0.5}, 0.5, memo)
    assert washed[0, 0].min() >= 12 and washed[180, 320].max() < 250  # lifted, compressed
    punch = {**none, "punch": {"at": 0.5, "zoom": 1.08}}
    assert np.array_equal(repost_looks.apply(frame, look, punch, 0.4, memo), frame)  # before
    punched = repost_looks.apply(frame, look, punch, 0.6, memo)
    assert (punched[160:200, 300:340] > 185).sum() > (frame[160:200, 300:340] > 185).sum() + 30
    meme = repost_looks.apply(frame, look, {**none, "meme": {"bar": 0.2, "line": 1}}, 0.5, memo)
    assert (meme[:72] < 60).any() and (meme[:72] == 255).mean() > 0.7  # black text on white
    face = {"page": [24, 24, 28], "backdrop": [70, 80, 95]}
    react = repost_looks.apply(frame, look, {**none, "reaction": face}, 0.5, memo)
    assert (react[180, 600] != (24, 24, 28)).any() and (react[180, 10] == (24, 24, 28)).all()
    circle = repost_looks.apply(frame, look, {**none, "circle": {"page": [9, 9, 9]}}, 0.5, memo)
    corner = (round(234 * bw / 768) + x0 + 1, round(106 * bh / 512) + y0 + 1)
    assert (circle[corner[1], corner[0]] == 9).all() and (circle[180, 320] == 250).all()
    bent = repost_looks.apply(frame, look, {**none, "barrel": 0.05}, 0.5, {})
    assert (bent[180, 320] == 250).all() and (bent[0, 0] == 0).all()
    jpeg = repost_looks.apply(frame, look, {**none, "jpeg": 20}, 0.5, memo)
    assert np.abs(jpeg.astype(int) - frame).mean() < 3


def test_barrel_bend_grows_with_the_lens():
    bends = [repost_looks.barrel_bend(_look((1280, 720)), k) for k in (0.0, 0.01, 0.04)]
    assert bends[0] < 1e-6 < bends[1] < bends[2]


def test_draws_split_into_regions():
    full = check_draws_split(make_draws, 20)
    for d in full:
        own, cam = d["own"], d["look"]["camera"]
        if d["category"] in HARD:
            assert d["new"] == new_looks.NO_NEW and not d["boomerang"]
            if d["category"] == "beyond_barrel":
                assert BEYOND_BEND[0] <= repost_looks.barrel_bend(d["look"], own["barrel"])
                assert repost_looks.barrel_bend(d["look"], own["barrel"]) <= BEYOND_BEND[1]
                assert d["region"] == "beyond" and d["near"] == "wobble" and cam == still_camera()
            elif d["category"] == "beyond_punch":
                assert BEYOND_PUNCH[0] <= own["punch"]["zoom"] <= BEYOND_PUNCH[1]
                assert board_margin(still_camera(own["punch"]["zoom"])) >= 3
                assert (
                    d["region"] == "beyond" and d["near"] == "zoom_high" and cam == still_camera()
                )
            elif d["category"] == "outside_circle":
                assert own["circle"] and d["region"] == "outside"
            else:
                assert own == repost_looks.NO_OWN
            continue
        if own["barrel"]:
            assert repost_looks.barrel_bend(d["look"], own["barrel"]) <= INSIDE_BEND
        if own["punch"]:
            assert own["punch"]["zoom"] <= INSIDE_PUNCH[1]
            assert cam["pan"] == (0.0, 0.0) and cam["roll"] == 0.0 and cam["zoom"] == 1.0
        if own["meme"] or own["jpeg"] or own["reaction"]:
            assert min(web_looks.output_size(d["look"], d["web"])) >= 720
        if own["meme"] or own["reaction"] or own["punch"] or own["barrel"]:
            assert not d["web"]["nest"] and not d["web"]["pip"]
            assert not (d["fresh"]["ui"] or d["fresh"]["screen"] or d["fresh"]["split"])
        if own["dissolve_loop"]:
            assert d["scenario"] in REPEATABLE and d["category"] != "rare_scenario"
            assert d["loop"] == 1 and not d["boomerang"]
    check_rare_scenarios([d for d in full if d["category"] == "rare_scenario"])
    sizes = [web_looks.output_size(d["look"], d["web"]) for d in full]
    check_web_variety(full, {w / h for w, h in sizes})
    assert {"h264", "vp9"} <= {d["codec"] for d in full}
    for key in repost_looks.NO_OWN:
        if key != "circle":
            assert any(d["own"][key] for d in full if d["region"] == "inside"), key
    own_categories = {"washout", "punch_in", "meme_bar", "reaction", "barrel", "jpeg_blocks",
                      "dissolve_loop"}  # fmt: skip
    natural = [d for d in full if d["category"] not in own_categories | set(HARD)
               and d["own"] != repost_looks.NO_OWN]  # fmt: skip
    assert len(natural) >= 5  # now and then on everyday draws too
