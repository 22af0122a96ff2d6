"""The checks every real-style set's form test makes (sets v15 to v18), written once.

Each set's test file (``test_realstyle_vN_form.py``) passes its own renderer, draws and seed,
then asserts what only that set draws. Not a test module: pytest does not collect it.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from benchmarks.realstyle_v15 import timing
from benchmarks.realstyle_v15.look import BOARD, SMALLEST_BOARD, board_margin
from benchmarks.realstyle_videos_v14 import TASK_OPTIONS
from datagen.envelope_style import REAL_STYLE_LIMITS

Draws = Callable[..., list[dict[str, Any]]]
NEAR = {"pan", "roll", "zoom_low", "zoom_high", "wobble", "watermark"}


def tiny_draw(make_draws: Draws, seed: int, category: str) -> dict[str, Any]:
    """The quick set's first draw of ``category``, at 320x192 (or 192x320) and 300 kbps, so
    its video renders in a moment."""
    draw = copy.deepcopy(next(d for d in make_draws(seed, quick=True) if d["category"] == category))
    wide = draw["look"]["size"][0] >= draw["look"]["size"][1]
    draw["look"]["size"] = [320, 192] if wide else [192, 320]
    draw["kbps"] = 300
    return draw


def tasks_of(make_draws: Draws, seed: int, categories: Sequence[str]) -> tuple[str, ...]:
    """The tasks of the tiny draws of ``categories``, in the export's order: a form test exports
    only their questions (each task's folders cost ~1 CPU s, and the other's are never read)."""
    needed = {tiny_draw(make_draws, seed, category)["task"] for category in categories}
    return tuple(task for task in TASK_OPTIONS if task in needed)


def render_twice(
    render: Callable[..., dict[str, Any]],
    labels_names: Sequence[str],
    draw: dict[str, Any],
    questions: Path,
    tmp_path: Path,
    seed: int,
) -> dict[str, Any]:
    """Render ``draw`` twice; assert the same bytes and labels, the labels' form and the file's
    place, and return the first row for the set's own checks."""
    a = render(draw, questions, tmp_path / "a", seed)
    b = render(draw, questions, tmp_path / "b", seed)
    files = [sorted((tmp_path / side).rglob("video.mp4")) for side in ("a", "b")]
    assert len(files[0]) == len(files[1]) == 1
    assert files[0][0].read_bytes() == files[1][0].read_bytes()
    assert a["labels"] == b["labels"]
    labels = a["labels"]
    assert set(labels) == set(labels_names)
    for key in set(labels_names) - {"first_solved_frame"}:
        assert labels[key] is None or isinstance(labels[key], bool), key
    fsf = labels["first_solved_frame"]
    assert fsf is None or 0 <= fsf < a["frames"]
    assert a["region"] in ("inside", "beyond", "outside")
    rel = files[0][0].relative_to(tmp_path / "a")
    assert rel.parts[0] == a["model"] and rel.parts[2] == a["task_id"]
    return a


def check_frame_rate_plans() -> None:
    """Assert the frame-rate plans of ``benchmarks.realstyle_v15.timing`` keep each source once,
    in order (sets v15 and v16 render with them)."""
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


def check_draws_split(make_draws: Draws, seed: int) -> list[dict[str, Any]]:
    """Assert the full set's size, its split into regions, that it repeats from its seed, that
    the quick set is a part of it, and that each region keeps to its limits; return it."""
    full = make_draws(seed, quick=False)
    assert 85 <= len(full) <= 100
    regions = Counter(d["region"] for d in full)
    assert regions["inside"] >= 55 and regions["beyond"] >= 20 and regions["outside"] >= 14
    assert make_draws(seed, quick=False) == full
    quick = make_draws(seed, quick=True)
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
    assert {d["near"] for d in full if d["region"] == "beyond"} == NEAR
    return full


def check_web_variety(full: list[dict[str, Any]], ratios: set[float]) -> None:
    """Assert the set's pictures come in every shape (``ratios``: each draw's width / height,
    after any nesting), with the common bars and the blurred fill among them."""
    assert {16 / 9, 9 / 16, 1.0, 4 / 3} <= ratios and any(r > 2.2 for r in ratios)
    fills = {str(d["look"]["fill"]) for d in full}
    assert {"[0, 0, 0]", "[255, 255, 255]", "[128, 128, 128]", "blur"} <= fills


def check_rare_scenarios(drawn: list[dict[str, Any]]) -> None:
    """Assert each rare scenario is among ``drawn`` four times or more, a wrong end on each
    task included (sets v17 and v18)."""
    rare = Counter(
        (d["scenario"], d["task"] if d["scenario"] == "wrong_end" else "") for d in drawn
    )
    for scenario in ("slide", "walls", "replaced", "jump", "dissolve", "reverse"):
        assert rare[(scenario, "")] >= 4, scenario
    assert rare[("wrong_end", "maze_nav")] >= 4 and rare[("wrong_end", "rotation_puzzle")] >= 4
