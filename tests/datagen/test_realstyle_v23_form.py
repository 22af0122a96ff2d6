"""Set v23's form (benchmarks/realstyle_videos_v23.py): two tiny videos, same seed -> same bytes
(a one-jump answer with every inside feed look drawn at once, and one with red and blue
swapped), the labels' form, the feed looks' promises and the draws' split into regions. It
scores nothing: the set is scored once, blind, by the benchmark."""

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
from benchmarks.realstyle_v22 import relay_looks
from benchmarks.realstyle_v23 import feed_looks
from benchmarks.realstyle_v23.build import LABELS, render
from benchmarks.realstyle_v23.draws import (
    BEYOND_COMMENTS,
    BEYOND_JELLO,
    BURST,
    FRINGE_PX,
    HARD,
    INSIDE_COMMENTS,
    INSIDE_JELLO,
    OWN_CATEGORIES,
    TIMECODE_SHARE,
    make_draws,
    marks_share,
)
from benchmarks.realstyle_videos_v23 import export_questions
from datagen.envelope_style import REAL_STYLE_LIMITS
from tests.datagen.realstyle_form import (
    check_draws_split,
    check_rare_scenarios,
    check_web_variety,
    render_twice,
    tasks_of,
    tiny_draw,
)

SEED = 23
EVERY_LOOK = {
    "jello": {"px": 1.0, "speed": 2.0, "phase": 0.25},
    "fringe": 1.0,
    "swap": False,
    "timecode": {"share": 0.01, "corner": 3},
    "comments": {"share": 0.02, "count": 2, "lines": [[0.1, 0.0], [0.2, 0.3]]},
}
"""Every inside feed look at once."""


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v23q")
    export_questions(root, SEED, tasks_of(make_draws, SEED, ["comments"]))  # the draw rendered
    return root


def _tiny(category: str) -> dict:
    draw = tiny_draw(make_draws, SEED, category)
    draw["look"]["size"] = [320, 192]
    draw["look"]["fill"] = [0, 0, 0]
    draw["look"].update(fit=1.0, align=[0.5, 0.5], camera=still_camera())
    draw["web"] = copy.deepcopy(web_looks.NO_WEB)
    draw["new"] = dict(new_looks.NO_NEW)
    draw["fresh"] = dict(fresh_looks.NO_FRESH)
    draw["own"] = dict(repost_looks.NO_OWN)
    draw["clip"] = dict(clip_looks.NO_CLIP)
    draw["relay"] = dict(relay_looks.NO_RELAY)
    draw["timing"] = {"kind": "none", "rate": 1.0}
    draw["head"] = draw["tail"] = "none"
    draw["loop"], draw["boomerang"] = 1, False
    draw["feed"] = copy.deepcopy(EVERY_LOOK)
    draw["scenario"] = "jump"  # a two-picture clip: few frames to render
    return draw


def test_same_seed_same_bytes_and_label_form(questions: Path, tmp_path: Path):
    draw = _tiny("comments")
    a = render_twice(render, LABELS, draw, questions, tmp_path / "fed", SEED)
    labels = a["labels"]
    fsf = labels["first_solved_frame"]
    assert fsf is not None and 0 < fsf < a["frames"]
    assert labels["squares_kept"] is True and labels["first_frame_matches"] is True
    assert labels["solved"] is True and labels["stayed_solved"] is True
    assert labels["animated"] is False  # a jump: the looks change the delivery, not the labels
    assert a["region"] == "inside"
    draw["feed"] = {**feed_looks.NO_FEED, "swap": True}
    b = render_twice(render, LABELS, draw, questions, tmp_path / "swapped", SEED)
    assert b["labels"] == labels and b["frames"] == a["frames"]


def _frame(h: int = 180, w: int = 320) -> np.ndarray:
    frame = np.full((h, w, 3), 120, np.uint8)
    frame[:, w // 2 :] = (200, 60, 20)  # a grey half and an orange half: one upright edge
    return frame


def test_feed_looks_keep_their_promises():
    frame = _frame()
    none = feed_looks.NO_FEED
    assert np.array_equal(feed_looks.apply(frame, none, 0.5, 3, 24), frame)
    # The jello: no shear at a zero of its swing, the edge leaning either way at a peak.
    jello = {"px": 3.0, "speed": 1.0, "phase": 0.0}
    assert feed_looks.jello_shift(jello, 0.0) == pytest.approx(0.0, abs=1e-9)
    assert feed_looks.jello_shift(jello, 0.25) == pytest.approx(3.0)
    assert np.array_equal(feed_looks.apply(frame, {**none, "jello": jello}, 0.0, 0, 24), frame)
    sheared = feed_looks.apply(frame, {**none, "jello": jello}, 0.25, 0, 24)
    top = int(np.argmax(sheared[2, :, 2] < 100))
    bottom = int(np.argmax(sheared[-3, :, 2] < 100))
    assert top != bottom and abs(top - 160) <= 2 and abs(bottom - 160) <= 2  # small, leaning
    assert np.array_equal(sheared[90], frame[90])  # the middle row stays
    # The fringe: red and blue planes moved apart at the edge, green untouched.
    off = np.roll(frame, -120, axis=1)  # the edge 120 px left of the centre
    fringed = feed_looks.apply(off, {**none, "fringe": 1.0}, 0.5, 0, 24).astype(int)
    assert np.array_equal(fringed[..., 1], off[..., 1])
    # Red grows outwards (its edge moves left: more orange red), blue shrinks inwards.
    assert fringed[90, 39, 0] > off[90, 39, 0] and fringed[90, 40, 2] > off[90, 40, 2]
    assert feed_looks.fringe_factor((320, 180), 1.0) == pytest.approx(1 + 1 / 183.2, rel=1e-2)
    swapped = feed_looks.apply(frame, {**none, "swap": True}, 0.5, 0, 24)
    assert np.array_equal(swapped, frame[..., ::-1])
    # The timecode: its digits, and only its box changed.
    assert feed_looks.timecode_text(24 * 61 + 5, 24) == "00:01:01:05"
    code = {"share": 0.01, "corner": 3}
    x, y, w, h = feed_looks.timecode_box((320, 180), code)
    assert w * h == pytest.approx(0.01 * 320 * 180, rel=0.15) and x + w < 320 and y + h < 180
    coded = feed_looks.apply(frame, {**none, "timecode": code}, 0.5, 7, 24)
    changed = np.argwhere((coded != frame).any(axis=2))
    assert changed[:, 0].min() >= y and changed[:, 1].min() >= x and len(changed) <= w * h
    later = feed_looks.apply(frame, {**none, "timecode": code}, 0.5, 8, 24)
    assert not np.array_equal(coded, later)  # the digits run
    # The comments: right to left, inside their boxes, gone at the end of their life.
    comments = {"share": 0.04, "count": 2, "lines": [[0.0, 0.0], [1.0, 0.0]]}
    bw, bh = feed_looks.comment_box((320, 180), comments)
    assert bw * bh == pytest.approx(0.02 * 320 * 180, rel=0.15)
    early = feed_looks.comment_spots((320, 180), comments, 0.1)
    late = feed_looks.comment_spots((320, 180), comments, 0.2)
    assert [y for _, y, _ in early] == [0, 180 - bh] and late[0][0] < early[0][0]
    assert feed_looks.comment_spots((320, 180), comments, 0.36) == []
    written = feed_looks.apply(frame, {**none, "comments": comments}, 0.1, 0, 24)
    changed = np.argwhere((written != frame).any(axis=2))
    assert 0 < len(changed) <= 2 * (bw + 1) * (bh + 1)


def test_draws_split_into_regions():
    full = check_draws_split(make_draws, SEED)
    for d in full:
        feed, look, cam = d["feed"], d["look"], d["look"]["camera"]
        category = d["category"]
        if category in HARD:
            assert d["new"] == new_looks.NO_NEW and not d["boomerang"]
            if category == "beyond_jello":
                assert BEYOND_JELLO[0] <= feed["jello"]["px"] <= BEYOND_JELLO[1]
                assert look["wobble"] == 0 and cam == still_camera()
                assert d["region"] == "beyond" and d["near"] == "wobble"
            elif category == "beyond_comments":
                comments = feed["comments"]
                assert BEYOND_COMMENTS[0] <= comments["share"] <= BEYOND_COMMENTS[1]
                assert all(0.3 <= lane <= 0.7 for lane, _ in comments["lines"])
                starts = [start for _, start in comments["lines"]]
                assert max(starts) - min(starts) <= BURST  # all on screen together
                assert d["region"] == "beyond" and d["near"] == "watermark"
                assert d["clip"] == clip_looks.NO_CLIP and d["relay"] == relay_looks.NO_RELAY
            elif category == "outside_swapped":
                assert feed == {**feed_looks.NO_FEED, "swap": True}
                assert d["region"] == "outside"
            else:
                assert feed == feed_looks.NO_FEED
            continue
        assert d["region"] == "inside" and not feed["swap"]
        if feed["jello"]:
            assert INSIDE_JELLO[0] <= feed["jello"]["px"] <= INSIDE_JELLO[1]
            assert feed["jello"]["px"] + look["wobble"] <= REAL_STYLE_LIMITS["wobble"]
            assert not d["own"]["barrel"]
        if feed["fringe"]:
            assert FRINGE_PX[0] <= feed["fringe"] <= FRINGE_PX[1]
        if feed["timecode"]:
            assert TIMECODE_SHARE[0] <= feed["timecode"]["share"] <= TIMECODE_SHARE[1]
        if feed["comments"]:
            assert feed["comments"]["share"] <= INSIDE_COMMENTS[1]
        assert marks_share(d) <= REAL_STYLE_LIMITS["watermark"]
        assert board_margin(cam, BOARD) > look["wobble"] + cam["shake"]
    check_rare_scenarios([d for d in full if d["category"] == "rare_scenario"])
    sizes = [web_looks.output_size(d["look"], d["web"]) for d in full]
    check_web_variety(full, {w / h for w, h in sizes})
    assert {"h264", "vp9"} <= {d["codec"] for d in full}
    for key in feed_looks.NO_FEED:
        assert any(d["feed"][key] for d in full), key
    for category in OWN_CATEGORIES:
        assert all(d["feed"][category] for d in full if d["category"] == category)
    natural = [d for d in full if d["category"] not in (*OWN_CATEGORIES, *HARD)
               and d["feed"] != feed_looks.NO_FEED]  # fmt: skip
    assert len(natural) >= 5  # now and then on everyday draws too
