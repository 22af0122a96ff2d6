"""Set v16's form (benchmarks/realstyle_videos_v16.py): two tiny videos, same seed -> same bytes,
the labels' form, the frame-rate plans and the draws' split into regions. It scores nothing:
the set is scored once, blind, by the benchmark."""

from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path

import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v15 import timing
from benchmarks.realstyle_v15.look import BOARD, SMALLEST_BOARD, board_margin
from benchmarks.realstyle_v16.build import LABELS, render
from benchmarks.realstyle_v16.draws import make_draws
from benchmarks.realstyle_videos_v16 import export_questions
from datagen.envelope_style import REAL_STYLE_LIMITS


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v16q")
    export_questions(root, 16)
    return root


def _tiny(category: str) -> dict:
    draw = copy.deepcopy(next(d for d in make_draws(16, quick=True) if d["category"] == category))
    wide = draw["look"]["size"][0] >= draw["look"]["size"][1]
    draw["look"]["size"] = [320, 192] if wide else [192, 320]
    draw["kbps"] = 300
    return draw


@pytest.mark.parametrize("category", ["pulldown", "rare_scenario"])
def test_same_seed_same_bytes_and_label_form(questions: Path, tmp_path: Path, category: str):
    draw = _tiny(category)
    a = render(draw, questions, tmp_path / "a", 16)
    b = render(draw, questions, tmp_path / "b", 16)
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
        assert fsf is not None and labels["stayed_solved"] is True
    assert a["region"] in ("inside", "beyond", "outside")
    rel = files[0][0].relative_to(tmp_path / "a")
    assert rel.parts[0] == a["model"] and rel.parts[2] == a["task_id"]


def test_frame_rate_plans_keep_order_and_count():
    pulldown = timing.plan(8, "pulldown", 1.25)
    assert len(pulldown) == 10
    assert [s.mode for s in pulldown[:5]] == ["one", "one", "comb", "comb", "one"]
    blend = timing.plan(9, "blend", 1.25)
    assert len(blend) == 11 and blend[-1].sources == (8,)
    assert {s.mode for s in blend} == {"one", "blend"}
    for steps in (pulldown, blend, timing.plan(9, "repeat", 0.8)):
        firsts = [s.sources[0] for s in steps]
        assert firsts == sorted(firsts)  # each source is delivered once, in order
    with pytest.raises(ValueError, match="kind='warp'"):
        timing.plan(5, "warp", 1.0)


def test_draws_split_into_regions():
    full = make_draws(16, quick=False)
    assert 85 <= len(full) <= 100
    regions = Counter(d["region"] for d in full)
    assert regions["inside"] >= 55 and regions["beyond"] >= 20 and regions["outside"] >= 14
    assert make_draws(16, quick=False) == full
    quick = make_draws(16, quick=True)
    assert {d["category"] for d in quick} == {d["category"] for d in full}
    assert all(q == full[q["index"]] for q in quick)  # a quick video is the full set's video
    for d in full:
        cam, look = d["look"]["camera"], d["look"]
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
    rare = Counter(
        "step_off" if d["scenario"] == "wrong_end" and d["task"] == "maze_nav" else d["scenario"]
        for d in full
        if d["region"] == "inside"
    )
    for scenario in ("slide", "walls", "replaced", "jump", "dissolve", "reverse", "step_off"):
        assert rare[scenario] >= 4, scenario
    shapes = Counter(d["look"]["size"][0] / d["look"]["size"][1] for d in full)
    assert {16 / 9, 9 / 16, 1.0, 4 / 3} <= set(shapes) and any(r > 2.2 for r in shapes)
    fills = {str(d["look"]["fill"]) for d in full}
    assert {"[0, 0, 0]", "[255, 255, 255]", "[128, 128, 128]", "blur"} <= fills
    marks = {m.split(":")[0] for d in full for m in d["look"]["marks"]}
    assert {"band", "logo", "stamp"} <= marks
    beyond = [d for d in full if d["region"] == "beyond"]
    assert {d["near"] for d in beyond} == {"pan", "roll", "zoom_low", "zoom_high", "wobble",
                                           "watermark"}  # fmt: skip
