"""Set v21's form (benchmarks/realstyle_videos_v21.py): two tiny videos, same seed -> same bytes
(a one-jump answer with every clip look but the outside bars drawn at once), the labels' form,
the variable frame rate, the clip looks' promises and the draws' split into regions. It scores
nothing: the set is scored once, blind, by the benchmark."""

from __future__ import annotations

import copy
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v15.look import board_margin, picture_box
from benchmarks.realstyle_v15.scenes import Scene
from benchmarks.realstyle_v17 import web_looks
from benchmarks.realstyle_v18 import new_looks
from benchmarks.realstyle_v19 import fresh_looks
from benchmarks.realstyle_v20 import repost_looks
from benchmarks.realstyle_v20.draws import still_camera
from benchmarks.realstyle_v21 import clip_looks
from benchmarks.realstyle_v21.build import LABELS, render, vfr_timed
from benchmarks.realstyle_v21.draws import (
    BEYOND_HOP,
    BOARD_TOP,
    HARD,
    INSIDE_FILL,
    INSIDE_HOP,
    OWN_CATEGORIES,
    SMALLEST_REACH,
    make_draws,
)
from benchmarks.realstyle_videos_v21 import export_questions
from datagen.envelope_style import REAL_STYLE_LIMITS
from tests.datagen.realstyle_form import (
    check_draws_split,
    check_rare_scenarios,
    check_web_variety,
    render_twice,
    tasks_of,
    tiny_draw,
)

EVERY_LOOK = {
    "hop": {"share": 0.02, "spots": [[0.1, 0.1], [0.5, 0.5], [0.9, 0.8]], "alpha": 0.5},
    "fill": {"at": 0.5, "zoom": 1.06},
    "bars": {"at": 0.3, "depth": 15.0, "slide": 0.1},
    "pause": {"events": [{"at": 0.5, "span": 0.3, "glyph": "pause"}]},
    "vfr": {"pattern": "1213101"},
}
"""Every clip look but the outside bars, at once."""


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v21q")
    export_questions(root, 21, tasks_of(make_draws, 21, ["hop_mark"]))  # the one draw rendered
    return root


def _tiny(category: str) -> dict:
    draw = tiny_draw(make_draws, 21, category)
    draw["look"]["size"] = [320, 192]
    draw["look"]["fill"] = [0, 0, 0]
    draw["look"].update(fit=1.0, align=[0.5, 0.5], camera=still_camera())
    draw["web"] = copy.deepcopy(web_looks.NO_WEB)
    draw["new"] = dict(new_looks.NO_NEW)
    draw["fresh"] = dict(fresh_looks.NO_FRESH)
    draw["own"] = dict(repost_looks.NO_OWN)
    draw["timing"] = {"kind": "none", "rate": 1.0}
    draw["head"] = draw["tail"] = "none"
    draw["loop"], draw["boomerang"] = 1, False
    draw["clip"] = copy.deepcopy(EVERY_LOOK)
    draw["scenario"] = "jump"  # a two-picture clip: few frames to render
    return draw


def test_same_seed_same_bytes_and_label_form(questions: Path, tmp_path: Path):
    a = render_twice(render, LABELS, _tiny("hop_mark"), questions, tmp_path, 21)
    labels = a["labels"]
    fsf = labels["first_solved_frame"]
    assert fsf is not None and 0 < fsf < a["frames"]
    assert labels["squares_kept"] is True and labels["first_frame_matches"] is True
    assert labels["solved"] is True and labels["stayed_solved"] is True
    assert labels["animated"] is False  # a jump: the looks change the delivery, not the labels
    assert a["region"] == "inside"


def test_variable_frame_rate_keeps_every_change():
    frames = [np.full((2, 2, 3), v, np.uint8) for v in (0, 0, 0, 0, 1, 2, 2, 2)]
    scene = Scene(
        frames, [v == 2 for v in (0, 0, 0, 0, 1, 2, 2, 2)], [False] * 4 + [True] + [False] * 3
    )
    dropped = vfr_timed(scene, {"pattern": "0"})
    # Only a frame equal to both neighbours goes, never two in a row, never the first or last.
    assert [int(f[0, 0, 0]) for f in dropped.frames] == [0, 0, 0, 1, 2, 2]
    assert dropped.solved == [False, False, False, False, True, True]
    assert dropped.moving == [False, False, False, True, False, False]
    held = vfr_timed(scene, {"pattern": "23"})  # each frame two and three times in turn
    values = [int(f[0, 0, 0]) for f in held.frames]
    assert values == [0] * 10 + [1] * 2 + [2] * 8
    assert held.solved == [v == 2 for v in values]
    assert held.moving == [v == 1 for v in values]
    assert vfr_timed(scene, None) is scene


def _look(size=(640, 360)) -> dict:
    return {"size": list(size), "fill": [0, 0, 0], "fit": 1.0, "align": [0.5, 0.5],
            "camera": still_camera()}  # fmt: skip


def _frame(look: dict) -> np.ndarray:
    W, H = look["size"]
    x0, y0, bw, bh = picture_box(look)
    frame = np.zeros((H, W, 3), np.uint8)
    frame[y0 : y0 + bh, x0 : x0 + bw] = 120
    return frame


def test_clip_looks_keep_their_promises():
    look = _look()
    x0, _, bw, bh = picture_box(look)  # 540x360 between bars of 50 px
    frame = _frame(look)
    none = clip_looks.NO_CLIP
    assert np.array_equal(clip_looks.at_source(frame, look, none, 0.5), frame)
    assert np.array_equal(clip_looks.on_player(frame, none, 0.5), frame)
    assert clip_looks.fill_zoom(look) == pytest.approx(640 / 540)
    assert clip_looks.fill_zoom(_look((960, 720))) == pytest.approx(1.125)
    fill = {**none, "fill": {"at": 0.5, "zoom": 1.08}}
    assert np.array_equal(clip_looks.at_source(frame, look, fill, 0.4), frame)  # before the cut
    zoomed = clip_looks.at_source(frame, look, fill, 0.6)
    assert (zoomed[180, x0 - 10] == 120).all() and (zoomed[180, 5] == 0).all()  # bars narrower
    bars = {**none, "bars": {"at": 0.3, "depth": 30.0, "slide": 0.2}}
    assert clip_looks.bars_depth(bars["bars"], 0.2) == 0.0
    assert clip_looks.bars_depth(bars["bars"], 0.4) == pytest.approx(15.0)
    barred = clip_looks.at_source(frame, look, bars, 0.9)
    reach = round(30 * bh / 512)
    assert (barred[: reach - 1] == 0).all() and (barred[-(reach - 1) :] == 0).all()
    assert (barred[reach + 2 : -(reach + 2), x0 : x0 + bw] == 120).all()
    hop = {**none, "hop": {"share": 0.02, "spots": [[0.0, 0.0], [1.0, 1.0]], "alpha": 0.6}}
    marked = clip_looks.at_source(frame, look, hop, 0.2)  # the first spot: the top-left corner
    mw, mh = clip_looks.hop_box((640, 360), 0.02)
    assert mw * mh == pytest.approx(0.02 * 640 * 360, rel=0.1)
    changed = np.argwhere((marked != frame).any(axis=2))
    assert len(changed) and changed[:, 0].max() < mh and changed[:, 1].max() < mw
    later = clip_looks.at_source(frame, look, hop, 0.8)  # the second: the bottom-right corner
    assert (later[360 - mh :, 640 - mw :] != frame[360 - mh :, 640 - mw :]).any()
    assert np.array_equal(later[: 360 - mh], frame[: 360 - mh])
    pause = {**none, "pause": {"events": [{"at": 0.5, "span": 0.2, "glyph": "play"}]}}
    assert clip_looks.pause_strength(pause["pause"], 0.5) == 1.0
    assert clip_looks.pause_strength(pause["pause"], 0.3) == 0.0
    assert np.array_equal(clip_looks.on_player(frame, pause, 0.2), frame)
    shown = clip_looks.on_player(frame, pause, 0.5)
    assert shown[180, 320].max() > 200 and shown[180, 302].max() < 90  # a glyph on a dark disc
    assert shown[-1, 10, 0] > 150 and shown[-1, 630, 0] < 160  # the progress bar half played


def test_draws_split_into_regions():
    full = check_draws_split(make_draws, 21)
    for d in full:
        clip, look, cam = d["clip"], d["look"], d["look"]["camera"]
        category = d["category"]
        if category in HARD:
            assert d["new"] == new_looks.NO_NEW and not d["boomerang"]
            if category in ("beyond_fill", "beyond_hop", "outside_bars"):
                assert d["own"] == repost_looks.NO_OWN
            if category == "beyond_fill":
                zoom = clip["fill"]["zoom"]
                assert REAL_STYLE_LIMITS["zoom_high"] < zoom < 1.13
                assert board_margin(still_camera(zoom)) >= 3 and cam == still_camera()
                assert d["region"] == "beyond" and d["near"] == "zoom_high"
            elif category == "beyond_hop":
                assert BEYOND_HOP[0] <= clip["hop"]["share"] <= BEYOND_HOP[1]
                assert all(0.35 <= v <= 0.65 for spot in clip["hop"]["spots"] for v in spot)
                assert d["region"] == "beyond" and d["near"] == "watermark"
            elif category == "outside_bars":
                assert clip["bars"]["depth"] > SMALLEST_REACH + 8 and d["region"] == "outside"
            else:
                assert clip == clip_looks.NO_CLIP
            continue
        assert d["region"] == "inside"
        bands = sum(float(m.split(":")[1]) for m in look["marks"] if m.startswith("band"))
        if clip["hop"]:
            assert INSIDE_HOP[0] <= clip["hop"]["share"] <= INSIDE_HOP[1]
            assert clip["hop"]["share"] + bands + d["web"]["subtitle"] <= 0.04
        if clip["fill"] or clip["bars"]:
            assert cam["pan"] == (0.0, 0.0) and cam["roll"] == 0.0 and cam["zoom"] == 1.0
            assert not (d["web"]["nest"] or d["web"]["pip"] or d["own"]["punch"])
            assert not (d["fresh"]["screen"] or d["fresh"]["keystone"] or d["new"]["rounded"])
        need = 6 + look["wobble"] + 2 * cam["shake"]
        if clip["fill"]:
            assert INSIDE_FILL[0] <= clip["fill"]["zoom"] <= INSIDE_FILL[1]
            assert board_margin(still_camera(clip["fill"]["zoom"])) >= need and not bands
        if clip["bars"]:
            assert 0 < clip["bars"]["depth"] <= BOARD_TOP - need
    check_rare_scenarios([d for d in full if d["category"] == "rare_scenario"])
    sizes = [web_looks.output_size(d["look"], d["web"]) for d in full]
    check_web_variety(full, {w / h for w, h in sizes})
    assert {"h264", "vp9"} <= {d["codec"] for d in full}
    for key in clip_looks.NO_CLIP:
        assert any(d["clip"][key] for d in full if d["region"] == "inside"), key
    natural = [d for d in full if d["category"] not in (*OWN_CATEGORIES, *HARD)
               and d["clip"] != clip_looks.NO_CLIP]  # fmt: skip
    assert len(natural) >= 5  # now and then on everyday draws too
