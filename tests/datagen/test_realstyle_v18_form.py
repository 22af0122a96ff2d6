"""Set v18's form (benchmarks/realstyle_videos_v18.py): two tiny videos, same seed -> same bytes
(a boomerang with every new look drawn at once, and a one-jump answer), the labels' form, the
new looks' geometry and the draws' split into regions. It scores nothing: the set is scored
once, blind, by the benchmark."""

from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v15.look import BOARD, SMALLEST_BOARD, board_margin
from benchmarks.realstyle_v15.scenes import Scene
from benchmarks.realstyle_v17 import web_looks
from benchmarks.realstyle_v18 import new_looks
from benchmarks.realstyle_v18.build import LABELS, played, render
from benchmarks.realstyle_v18.draws import make_draws
from benchmarks.realstyle_videos_v18 import export_questions
from datagen.envelope_style import REAL_STYLE_LIMITS

EVERY_NEW_LOOK = {"sharpen": 0.5, "rounded": 0.08, "chroma": 1,
                  "frame_line": {"width": 3, "colour": [230, 200, 40]}}  # fmt: skip


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v18q")
    export_questions(root, 18)
    return root


def _tiny(category: str) -> dict:
    draw = copy.deepcopy(next(d for d in make_draws(18, quick=True) if d["category"] == category))
    draw["look"]["size"] = [320, 192]
    draw["look"]["fill"] = [0, 0, 0]
    draw["web"] = copy.deepcopy(web_looks.NO_WEB)
    draw["timing"] = {"kind": "none", "rate": 1.0}
    draw["kbps"] = 300
    draw["head"] = draw["tail"] = "none"
    if category == "boomerang":
        draw["new"] = copy.deepcopy(EVERY_NEW_LOOK)
        draw["scenario"] = "solved"
    else:  # a two-picture clip: few frames to render
        draw["scenario"] = "jump"
    return draw


@pytest.mark.parametrize("category", ["boomerang", "sharpen"])
def test_same_seed_same_bytes_and_label_form(questions: Path, tmp_path: Path, category: str):
    draw = _tiny(category)
    a = render(draw, questions, tmp_path / "a", 18)
    b = render(draw, questions, tmp_path / "b", 18)
    files = [sorted((tmp_path / side).rglob("video.mp4")) for side in ("a", "b")]
    assert len(files[0]) == len(files[1]) == 1
    assert files[0][0].read_bytes() == files[1][0].read_bytes()
    assert a["labels"] == b["labels"]
    labels = a["labels"]
    assert set(labels) == set(LABELS)
    for key in set(LABELS) - {"first_solved_frame"}:
        assert labels[key] is None or isinstance(labels[key], bool), key
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
    rel = files[0][0].relative_to(tmp_path / "a")
    assert rel.parts[0] == a["model"] and rel.parts[2] == a["task_id"]


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
    full = make_draws(18, quick=False)
    assert 85 <= len(full) <= 100
    regions = Counter(d["region"] for d in full)
    assert regions["inside"] >= 55 and regions["beyond"] >= 20 and regions["outside"] >= 14
    assert make_draws(18, quick=False) == full
    quick = make_draws(18, quick=True)
    assert {d["category"] for d in quick} == {d["category"] for d in full}
    assert all(q == full[q["index"]] for q in quick)  # a quick video is the full set's video
    for d in full:
        cam, look, web = d["look"]["camera"], d["look"], d["web"]
        if d["category"] == "outside_cut":  # every board leaves the picture
            assert board_margin(cam, SMALLEST_BOARD) < -10
        if d["region"] != "outside":  # even the largest board stays whole in the picture
            assert board_margin(cam, BOARD) > look["wobble"] + cam["shake"]
        if d["boomerang"] or d["loop"] > 1:
            assert d["scenario"] in ("solved", "early", "wrong_mid", "wrong_end", "long_hold")
        if d["region"] != "inside":
            assert d["new"] == new_looks.NO_NEW and not d["boomerang"]
            continue
        assert abs(cam["pan"][0]) <= REAL_STYLE_LIMITS["pan"]
        assert abs(cam["roll"]) <= REAL_STYLE_LIMITS["roll"]
        assert REAL_STYLE_LIMITS["zoom_low"] <= cam["zoom"] <= REAL_STYLE_LIMITS["zoom_high"]
        assert look["wobble"] <= REAL_STYLE_LIMITS["wobble"]
        assert not any(m.startswith("cross") for m in look["marks"])
        bands = [float(m.split(":")[1]) for m in look["marks"] if m.startswith("band")]
        assert all(share <= REAL_STYLE_LIMITS["watermark"] for share in bands)
        assert web["subtitle"] <= REAL_STYLE_LIMITS["watermark"]
        assert d["new"]["rounded"] <= 0.08 and d["new"]["chroma"] <= 1
    rare = Counter(
        (d["scenario"], d["task"] if d["scenario"] == "wrong_end" else "")
        for d in full
        if d["category"] == "rare_scenario"
    )
    for scenario in ("slide", "walls", "replaced", "jump", "dissolve", "reverse"):
        assert rare[(scenario, "")] >= 4, scenario
    assert rare[("wrong_end", "maze_nav")] >= 4 and rare[("wrong_end", "rotation_puzzle")] >= 4
    sizes = [web_looks.output_size(d["look"], d["web"]) for d in full]
    shapes = {w / h for w, h in sizes}
    assert {16 / 9, 9 / 16, 1.0, 4 / 3} <= shapes and any(r > 2.2 for r in shapes)
    fills = {str(d["look"]["fill"]) for d in full}
    assert {"[0, 0, 0]", "[255, 255, 255]", "[128, 128, 128]", "blur"} <= fills
    assert {d["codec"] for d in full} == {"h264", "vp9", "h265"}
    for key in ("sharpen", "rounded", "frame_line", "chroma"):
        assert any(d["new"][key] for d in full if d["region"] == "inside"), key
    assert any(d["boomerang"] for d in full)
    beyond = [d for d in full if d["region"] == "beyond"]
    assert {d["near"] for d in beyond} == {"pan", "roll", "zoom_low", "zoom_high", "wobble",
                                           "watermark"}  # fmt: skip
