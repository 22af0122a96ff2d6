"""Set v22's form (benchmarks/realstyle_videos_v22.py): two tiny videos, same seed -> same bytes
(a one-jump answer with every inside relay look drawn at once, and one stored sideways), the
labels' form, the relay looks' promises and the draws' split into regions. It scores nothing:
the set is scored once, blind, by the benchmark."""

from __future__ import annotations

import copy
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v15.look import BOARD, board_margin
from benchmarks.realstyle_v17 import web_looks
from benchmarks.realstyle_v18 import new_looks
from benchmarks.realstyle_v19 import fresh_looks
from benchmarks.realstyle_v20 import repost_looks
from benchmarks.realstyle_v20.draws import still_camera
from benchmarks.realstyle_v21 import clip_looks
from benchmarks.realstyle_v21.draws import PAUSE_SHARE
from benchmarks.realstyle_v22 import relay_looks
from benchmarks.realstyle_v22.build import LABELS, relay_size, render
from benchmarks.realstyle_v22.draws import (
    ABR_LINES,
    BEYOND_HEARTS,
    BURST,
    HARD,
    INSIDE_HEARTS,
    LEAK_STRENGTH,
    OWN_CATEGORIES,
    SCAN_DEPTH,
    abr_lines,
    make_draws,
)
from benchmarks.realstyle_videos_v22 import export_questions
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
    "leak": {
        "at": 0.0,
        "span": 1.0,
        "strength": 0.1,
        "y": 0.5,
        "radius": 0.3,
        "colour": [255, 180, 90],
    },
    "abr": {"until": 0.5, "rung": 96},
    "hearts": {"share": 0.02, "count": 2, "sprites": [[0.9, 0.0, 0.5], [0.1, 0.3, 0.5]]},
    "scan": {"depth": 0.08, "height": 0.2, "speed": 2.0, "phase": 0.0},
    "sideways": 0,
}
"""Every inside relay look at once."""


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v22q")
    export_questions(root, 22, tasks_of(make_draws, 22, ["hearts"]))  # the one draw rendered
    return root


def _tiny(category: str) -> dict:
    draw = tiny_draw(make_draws, 22, category)
    draw["look"]["size"] = [320, 192]
    draw["look"]["fill"] = [0, 0, 0]
    draw["look"].update(fit=1.0, align=[0.5, 0.5], camera=still_camera())
    draw["web"] = copy.deepcopy(web_looks.NO_WEB)
    draw["new"] = dict(new_looks.NO_NEW)
    draw["fresh"] = dict(fresh_looks.NO_FRESH)
    draw["own"] = dict(repost_looks.NO_OWN)
    draw["clip"] = dict(clip_looks.NO_CLIP)
    draw["timing"] = {"kind": "none", "rate": 1.0}
    draw["head"] = draw["tail"] = "none"
    draw["loop"], draw["boomerang"] = 1, False
    draw["relay"] = copy.deepcopy(EVERY_LOOK)
    draw["scenario"] = "jump"  # a two-picture clip: few frames to render
    return draw


def test_same_seed_same_bytes_and_label_form(questions: Path, tmp_path: Path):
    draw = _tiny("hearts")
    a = render_twice(render, LABELS, draw, questions, tmp_path / "upright", 22)
    labels = a["labels"]
    fsf = labels["first_solved_frame"]
    assert fsf is not None and 0 < fsf < a["frames"]
    assert labels["squares_kept"] is True and labels["first_frame_matches"] is True
    assert labels["solved"] is True and labels["stayed_solved"] is True
    assert labels["animated"] is False  # a jump: the looks change the delivery, not the labels
    assert a["region"] == "inside"
    draw["relay"] = {**relay_looks.NO_RELAY, "sideways": 1}
    assert relay_size(draw) == (192, 320)
    b = render_twice(render, LABELS, draw, questions, tmp_path / "sideways", 22)
    assert b["labels"] == labels and b["frames"] == a["frames"]


def _frame(h: int = 180, w: int = 320) -> np.ndarray:
    frame = np.full((h, w, 3), 120, np.uint8)
    frame[:, : w // 2] = 20  # a dark half and a mid-grey half
    return frame


def test_relay_looks_keep_their_promises():
    frame = _frame()
    none = relay_looks.NO_RELAY
    assert np.array_equal(relay_looks.apply(frame, none, 0.5), frame)
    leak = {**none, "leak": EVERY_LOOK["leak"]}
    assert relay_looks.leak_strength(leak["leak"], 0.5) == pytest.approx(0.1)
    lit = relay_looks.apply(frame, leak, 0.5).astype(int)
    assert (lit >= frame).all()  # a screen blend only brightens
    lift = lit - frame
    # The level 20 lifted by a tenth of its way to white, at most.
    assert lift[..., 0].max() <= round(0.1 * 235) + 1
    assert lift[:, 160:, 0].max() <= round(0.1 * 135) + 1  # mid grey: under the +15% envelope
    assert lift[..., 0].max() > 0 and lift[..., 2].max() < lift[..., 0].max()  # warm
    scan = {**none, "scan": EVERY_LOOK["scan"]}
    gain = relay_looks.scan_gain(scan["scan"], 180, 0.3)
    assert gain.min() == pytest.approx(1 - 0.08, abs=1e-3) and gain.max() == 1.0
    banded = relay_looks.apply(frame, scan, 0.3).astype(int)
    assert (banded <= frame).all() and (banded >= 0.92 * frame - 1).all()
    later = relay_looks.scan_gain(scan["scan"], 180, 0.35)
    assert np.argmin(later) != np.argmin(gain)  # the band rolls
    abr = {**none, "abr": {"until": 0.5, "rung": 60}}
    edge = np.zeros((180, 320, 3), np.uint8)
    edge[:, 161:] = 255
    assert np.array_equal(relay_looks.apply(edge, abr, 0.6), edge)  # after the switch: sharp
    soft = relay_looks.apply(edge, abr, 0.2)
    assert soft.shape == edge.shape and 0 < soft[90, 161, 0] < 255  # before it: soft
    hearts = {**none, "hearts": {"share": 0.04, "count": 2,
                                 "sprites": [[0.0, 0.0, 0.0], [1.0, 0.0, 0.0]]}}  # fmt: skip
    side = relay_looks.heart_side((320, 180), hearts["hearts"])
    assert side * side == pytest.approx(0.02 * 320 * 180, rel=0.1)
    spots = relay_looks.heart_spots((320, 180), hearts["hearts"], 0.15)
    assert [(x, o) for x, _, o, _ in spots] == [(0, 0.85), (320 - side, 0.85)]
    assert relay_looks.heart_spots((320, 180), hearts["hearts"], 0.31) == []  # their life ended
    marked = relay_looks.apply(frame, hearts, 0.15)
    changed = np.argwhere((marked != frame).any(axis=2))
    assert len(changed) <= 2 * side * side
    y = spots[0][1]
    assert changed[:, 0].min() >= y and changed[:, 0].max() < y + side
    turned = relay_looks.apply(frame, {**none, "sideways": 1}, 0.5)
    assert turned.shape == (320, 180, 3) and np.array_equal(turned, np.rot90(frame))
    assert relay_looks.output_size((320, 180), {**none, "sideways": 3}) == (180, 320)


def test_draws_split_into_regions():
    full = check_draws_split(make_draws, 22)
    for d in full:
        relay, look, cam = d["relay"], d["look"], d["look"]["camera"]
        category = d["category"]
        if category in HARD:
            assert d["new"] == new_looks.NO_NEW and not d["boomerang"]
            if category == "beyond_hearts":
                hearts = relay["hearts"]
                assert BEYOND_HEARTS[0] <= hearts["share"] <= BEYOND_HEARTS[1]
                assert all(0.35 <= lane <= 0.65 for lane, _, _ in hearts["sprites"])
                starts = [start for _, start, _ in hearts["sprites"]]
                assert max(starts) - min(starts) <= BURST  # all on screen together
                assert d["region"] == "beyond" and d["near"] == "watermark"
                assert d["clip"] == clip_looks.NO_CLIP and cam == still_camera()
            elif category == "outside_sideways":
                assert relay["sideways"] in (1, 3) and d["region"] == "outside"
            else:
                assert relay == relay_looks.NO_RELAY
            continue
        assert d["region"] == "inside" and not relay["sideways"]
        if relay["leak"]:
            assert LEAK_STRENGTH[0] <= relay["leak"]["strength"] <= LEAK_STRENGTH[1]
        if relay["scan"]:
            assert SCAN_DEPTH[0] <= relay["scan"]["depth"] <= SCAN_DEPTH[1]
        if relay["abr"]:
            assert look["size"][1] >= 720 and not d["web"]["nest"]
            assert abr_lines(look, relay["abr"]["rung"]) >= ABR_LINES
        if relay["hearts"]:
            hearts = relay["hearts"]["share"]
            bands = sum(float(m.split(":")[1]) for m in look["marks"] if m.startswith("band"))
            clip = d["clip"]
            others = bands + d["web"]["subtitle"] + (clip["hop"]["share"] if clip["hop"] else 0)
            assert INSIDE_HEARTS[0] <= hearts <= INSIDE_HEARTS[1]
            others += PAUSE_SHARE if clip["pause"] else 0.0
            assert hearts + others <= REAL_STYLE_LIMITS["watermark"]
        assert board_margin(cam, BOARD) > look["wobble"] + cam["shake"]
    check_rare_scenarios([d for d in full if d["category"] == "rare_scenario"])
    sizes = [web_looks.output_size(d["look"], d["web"]) for d in full]
    check_web_variety(full, {w / h for w, h in sizes})
    assert {"h264", "vp9"} <= {d["codec"] for d in full}
    for key in relay_looks.NO_RELAY:
        assert any(d["relay"][key] for d in full), key
    for category in OWN_CATEGORIES:
        key = {"light_leak": "leak", "abr_switch": "abr", "hearts": "hearts", "scan_band": "scan"}
        assert all(d["relay"][key[category]] for d in full if d["category"] == category)
    natural = [d for d in full if d["category"] not in (*OWN_CATEGORIES, *HARD)
               and d["relay"] != relay_looks.NO_RELAY]  # fmt: skip
    assert len(natural) >= 5  # now and then on everyday draws too
