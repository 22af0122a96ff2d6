"""Set v17's form (benchmarks/realstyle_videos_v17.py): two tiny videos, same seed -> same bytes
(one H.265 with every web look drawn at once, one looped), the labels' form, the web looks'
geometry and the draws' split into regions. It scores nothing: the set is scored once, blind,
by the benchmark."""

from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v15.look import BOARD, SMALLEST_BOARD, board_margin
from benchmarks.realstyle_v17 import web_looks
from benchmarks.realstyle_v17.build import LABELS, render
from benchmarks.realstyle_v17.draws import make_draws
from benchmarks.realstyle_videos_v17 import export_questions
from datagen.envelope_style import REAL_STYLE_LIMITS

EVERY_WEB_LOOK = {"nest": {"size": [192, 320], "fill": [20, 30, 90]}, "vignette": 0.2,
                  "banding": 8, "subtitle": 0.03, "pip": "right"}  # fmt: skip


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v17q")
    export_questions(root, 17)
    return root


def _tiny(category: str) -> dict:
    draw = copy.deepcopy(next(d for d in make_draws(17, quick=True) if d["category"] == category))
    wide = draw["look"]["size"][0] >= draw["look"]["size"][1]
    draw["look"]["size"] = [320, 192] if wide else [192, 320]
    draw["kbps"] = 300
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
    a = render(draw, questions, tmp_path / "a", 17)
    b = render(draw, questions, tmp_path / "b", 17)
    files = [sorted((tmp_path / side).rglob("video.mp4")) for side in ("a", "b")]
    assert len(files[0]) == len(files[1]) == 1
    assert files[0][0].read_bytes() == files[1][0].read_bytes()
    assert a["labels"] == b["labels"]
    labels = a["labels"]
    assert set(labels) == set(LABELS)
    for key in set(LABELS) - {"first_solved_frame"}:
        assert labels[key] is None or isinstance(labels[key], bool), key
    fsf = labels["first_solved_frame"]
    assert fsf is None or 0 <= fsf < a["frames"]
    if labels["solved"] is True:
        assert fsf is not None and labels["stayed_solved"] is (category != "loop")
    assert a["region"] in ("inside", "beyond", "outside")
    rel = files[0][0].relative_to(tmp_path / "a")
    assert rel.parts[0] == a["model"] and rel.parts[2] == a["task_id"]


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
    full = make_draws(17, quick=False)
    assert 85 <= len(full) <= 100
    regions = Counter(d["region"] for d in full)
    assert regions["inside"] >= 55 and regions["beyond"] >= 20 and regions["outside"] >= 14
    assert make_draws(17, quick=False) == full
    quick = make_draws(17, quick=True)
    assert {d["category"] for d in quick} == {d["category"] for d in full}
    assert all(q == full[q["index"]] for q in quick)  # a quick video is the full set's video
    for d in full:
        cam, look, web = d["look"]["camera"], d["look"], d["web"]
        if d["category"] == "outside_cut":  # every board leaves the picture
            assert board_margin(cam, SMALLEST_BOARD) < -10
        if d["region"] != "outside":  # even the largest board stays whole in the picture
            assert board_margin(cam, BOARD) > look["wobble"] + cam["shake"]
        if d["region"] != "inside":
            continue
        assert abs(cam["pan"][0]) <= REAL_STYLE_LIMITS["pan"]
        assert abs(cam["roll"]) <= REAL_STYLE_LIMITS["roll"]
        assert REAL_STYLE_LIMITS["zoom_low"] <= cam["zoom"] <= REAL_STYLE_LIMITS["zoom_high"]
        assert look["wobble"] <= REAL_STYLE_LIMITS["wobble"]
        assert not any(m.startswith("cross") for m in look["marks"])
        bands = [float(m.split(":")[1]) for m in look["marks"] if m.startswith("band")]
        assert all(share <= REAL_STYLE_LIMITS["watermark"] for share in bands)
        assert web["subtitle"] <= REAL_STYLE_LIMITS["watermark"]
    rare = Counter(
        (d["scenario"], d["task"] if d["scenario"] == "wrong_end" else "")
        for d in full
        if d["region"] == "inside"
    )
    for scenario in ("slide", "walls", "replaced", "jump", "dissolve", "reverse"):
        assert rare[(scenario, "")] >= 4, scenario
    assert rare[("wrong_end", "maze_nav")] >= 4 and rare[("wrong_end", "rotation_puzzle")] >= 4
    sizes = [web_looks.output_size(d["look"], d["web"]) for d in full]
    shapes = {w / h for w, h in sizes}
    assert {16 / 9, 9 / 16, 1.0, 4 / 3} <= shapes and any(r > 2.2 for r in shapes)
    fills = {str(d["look"]["fill"]) for d in full}
    assert {"[0, 0, 0]", "[255, 255, 255]", "[128, 128, 128]", "blur"} <= fills
    marks = {m.split(":")[0] for d in full for m in d["look"]["marks"]}
    assert {"band", "logo", "stamp"} <= marks
    assert {d["codec"] for d in full} == {"h264", "vp9", "h265"}
    assert any(d["fps"] <= 12 for d in full) and any(d["loop"] == 2 for d in full)
    for key in ("nest", "vignette", "banding", "subtitle", "pip"):
        assert any(d["web"][key] for d in full if d["region"] == "inside"), key
    beyond = [d for d in full if d["region"] == "beyond"]
    assert {d["near"] for d in beyond} == {"pan", "roll", "zoom_low", "zoom_high", "wobble",
                                           "watermark"}  # fmt: skip
