"""The draws of set v15: a natural mix of web deliveries and a hard minority on both sides of
each limit of ``REAL_STYLE_LIMITS``, all from one seed.

A draw says what the model drew (task, question, scenario) and how it arrived (``look``: size,
bars, camera, grading, marks; the frame-rate conversion; titles and end cards; the encoder).
Its region is what the draw meant: ``inside`` the envelope, ``beyond`` one limit by a little,
or ``outside`` it (the board cut by the frame, a camera far past a limit, nothing, another
board); ``build`` moves a draw whose board the camera pushes out of the picture to ``outside``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from benchmarks.realstyle_v15.look import SMALLEST_BOARD, board_margin
from datagen.envelope_style import REAL_STYLE_LIMITS as LIMITS

SIZES = {
    "landscape": [(854, 480), (1280, 720), (1280, 720), (1920, 1080)],
    "portrait": [(480, 854), (720, 1280), (720, 1280), (1080, 1920)],
    "square": [(480, 480), (720, 720), (1080, 1080)],
    "four_three": [(640, 480), (960, 720), (1440, 1080)],
    "cinema": [(1260, 540), (1680, 720)],
}
BARS = [(0, 0, 0), (0, 0, 0), (255, 255, 255), (24, 24, 28), (128, 128, 128), (20, 30, 90),
        (190, 40, 40), (30, 110, 60), (240, 230, 210)]  # fmt: skip
EVERYDAY = ["solved"] * 4 + ["early"] * 3 + ["wrong_mid"] * 2 + ["wrong_end", "long_hold"]
RARE = ["reverse", "jump", "dissolve", "dissolve", "slide_or_walls"]
HARD = ["walls", "dissolve", "replaced", "slide", "jump", "reverse", "jump", "walls", "slide",
        "replaced"]  # fmt: skip

# (region, category, count, shape)
PLAN = [
    ("inside", "landscape_web", 10, "landscape"),
    ("inside", "portrait_web", 9, "portrait"),
    ("inside", "portrait_white", 3, "portrait"),
    ("inside", "square_web", 4, "square"),
    ("inside", "four_three_web", 4, "four_three"),
    ("inside", "cinema_web", 4, "cinema"),
    ("inside", "pulldown", 3, "landscape"),
    ("inside", "blend_rate", 3, "landscape"),
    ("inside", "hard_scenario", 10, "landscape"),
    ("inside", "near_limit", 12, "landscape"),
    ("beyond", "beyond_camera", 12, "landscape"),
    ("beyond", "beyond_wobble", 4, "landscape"),
    ("beyond", "beyond_watermark", 4, "portrait"),
    ("outside", "outside_cut", 4, "landscape"),
    ("outside", "outside_camera", 4, "landscape"),
    ("outside", "outside_blank", 3, "landscape"),
    ("outside", "outside_other", 3, "landscape"),
]
NEAR = ["pan", "roll", "zoom_low", "zoom_high", "wobble", "watermark"]
TAILS = ["none"] * 4 + ["black", "white", "fade_card", "card", "dissolve_card"]


def hard_scenario(category: str, shape: str, k: int, task: str, scenario: str):
    """Set v15's fixed scenarios: ``hard_scenario``'s ``k``-th draw is ``HARD[k]``."""
    if category == "hard_scenario":
        scenario = HARD[k % len(HARD)]
    return task, scenario, shape


@dataclass(frozen=True)
class Recipe:
    """What one set's draws are made of; the code that draws them is this module's.

    A later set (v16) passes its own bars, rare scenarios, weights and plan, so the two sets
    share every line of drawing code and each keeps its own numbers (and bytes)."""

    plan: list[tuple[str, str, int, str]]
    bars: list[tuple[int, int, int]]
    rare: list[str]
    everyday_share: float
    """The chance that a draw's scenario is an everyday one (else a rare one)."""
    tails: list[str]
    stamp: bool
    """Whether a look may carry a small ``stamp`` mark (drawn with 15% chance)."""
    fixed: Callable[[str, str, int, str, str], tuple[str, str, str]]
    """``(category, shape, k, task, scenario) -> (task, scenario, shape)``: the category's
    fixed scenario, if it has one."""


V15 = Recipe(PLAN, BARS, RARE, 0.85, TAILS, False, hard_scenario)


def _camera(rng: np.random.Generator, scale: float) -> dict[str, Any]:
    """A web video's camera: static half the time, else an eased pan, roll and zoom."""
    cam = {"pan": (0.0, 0.0), "roll": 0.0, "zoom": 1.0, "shake": 0.0,
           "ease": str(rng.choice(["linear", "smooth", "late", "early"]))}  # fmt: skip
    if rng.random() < 0.5:
        cam["pan"] = (float(rng.uniform(-0.035, 0.035)) * scale,
                      float(rng.uniform(-0.012, 0.012)) * scale)  # fmt: skip
        cam["roll"] = float(rng.uniform(-2.2, 2.2)) * scale
        cam["zoom"] = 1 + float(rng.uniform(-0.07, 0.07)) * scale
    cam["shake"] = float(rng.choice([0.0, 0.0, 0.0, 0.8, 1.5]))
    return cam


def _look(rng: np.random.Generator, shape: str, recipe: Recipe = V15) -> dict[str, Any]:
    size = SIZES[shape][int(rng.integers(len(SIZES[shape])))]
    r = rng.random()
    bars = recipe.bars
    fill: Any = [int(c) for c in bars[int(rng.integers(len(bars)))]]
    if r < 0.25 and shape in ("portrait", "square"):
        fill = "blur"
    elif r < 0.08 and shape == "landscape":
        fill = "stretch"
    marks = [m for m in ("caption", "progress") if rng.random() < 0.2]
    if rng.random() < 0.3:
        marks.append(f"band:{rng.uniform(0.01, 0.035):.4f}")
    if recipe.stamp and rng.random() < 0.15:
        marks.append(f"stamp:{rng.uniform(0.003, 0.008):.4f}")
    if rng.random() < 0.2:
        marks.append(f"logo:{rng.uniform(0.003, 0.01):.4f}")
    grade = [(1.0, 1.0, 1.0), (1.05, 1.0, 0.92), (0.95, 1.0, 1.06), (0.9, 0.9, 0.9)]
    return {
        "size": list(size),
        "fill": fill,
        "fit": float(rng.choice([1.0, 1.0, 1.0, rng.uniform(0.85, 1.0)])),
        "align": [0.5, 0.5] if rng.random() < 0.75 else [float(rng.uniform(0.2, 0.8))] * 2,
        "camera": _camera(rng, 1.0),
        "wobble": float(rng.choice([0.0, 0.0, 0.0, 0.8, 1.4])),
        "gain": list(grade[int(rng.integers(len(grade)))]),
        "lift": [float(v) for v in rng.integers(0, 7, 3)],
        "drift": float(rng.uniform(-0.06, 0.06)),
        "flicker": float(rng.choice([0.0, 0.0, 0.02, 0.04])),
        "grain": float(rng.choice([0.0, 0.0, 2.0, 3.5])),
        "soft": float(rng.choice([0.0, 0.0, 0.7, 1.1])),
        "marks": marks,
    }


def _fit_camera(look: dict[str, Any], rng: np.random.Generator, need: float) -> None:
    """Shrink a natural camera until the board keeps ``need`` px from the picture's edge."""
    cam = look["camera"]
    while board_margin(cam) < need:
        cam["pan"] = (cam["pan"][0] * 0.8, cam["pan"][1] * 0.8)
        cam["roll"] *= 0.8
        cam["zoom"] = 1 + (cam["zoom"] - 1) * 0.8


def _push(
    look: dict[str, Any], limit: str, rng: np.random.Generator, beyond: bool, upright: bool = False
) -> None:
    """Put one limit just inside (the last 10% of its range) or just beyond it; ``upright``: a
    pan just inside goes up or down (the tallest board still fits), else sideways."""
    cam = look["camera"]
    cam.update(pan=(0.0, 0.0), roll=0.0, zoom=1.0, shake=0.0)
    look["wobble"] = 0.0
    look["marks"] = [m for m in look["marks"] if not m.startswith(("band", "logo", "stamp"))]
    sign = float(rng.choice([-1.0, 1.0]))
    lo, hi = (1.1, 1.7) if beyond else (0.9, 1.0)
    f = float(rng.uniform(lo, hi))
    if limit == "pan":
        cam["pan"] = (sign * LIMITS["pan"] * f, float(rng.uniform(-0.008, 0.008)))
        if upright and not beyond:
            cam["pan"] = (float(rng.uniform(-0.008, 0.008)), sign * LIMITS["pan"] * f)
    elif limit == "roll":
        cam["roll"] = sign * LIMITS["roll"] * (f if not beyond else float(rng.uniform(1.2, 2.0)))
    elif limit == "zoom_low":
        cam["zoom"] = 1 - (1 - LIMITS["zoom_low"]) * f
    elif limit == "zoom_high":
        cam["zoom"] = 1 + (LIMITS["zoom_high"] - 1) * (
            f if not beyond else 1.15 + 0.2 * rng.random()
        )
    elif limit == "wobble":
        look["wobble"] = LIMITS["wobble"] * (f if not beyond else float(rng.uniform(1.15, 1.75)))
    elif limit == "watermark":
        share = LIMITS["watermark"] * f
        if beyond and rng.random() < 0.5:
            look["marks"].append(f"cross:{rng.uniform(0.03, 0.10):.4f}")
        else:
            look["marks"].append(f"band:{share:.4f}")
    else:
        raise ValueError(f"limit={limit!r}: not one of {', '.join(NEAR)}")


def _draw(
    i: int, region: str, category: str, shape: str, k: int, rng, recipe: Recipe = V15
) -> dict[str, Any]:
    task = "rotation_puzzle" if rng.random() < 0.5 else "maze_nav"
    scenario = str(rng.choice(EVERYDAY if rng.random() < recipe.everyday_share else recipe.rare))
    task, scenario, shape = recipe.fixed(category, shape, k, task, scenario)
    if scenario == "slide_or_walls":
        scenario = "slide" if task == "rotation_puzzle" else "walls"
    if scenario == "step_off":  # on G, then a step back: a maze's wrong_end
        scenario, task = "wrong_end", "maze_nav"
    if scenario in ("slide", "walls"):
        task = "rotation_puzzle" if scenario == "slide" else "maze_nav"
    look = _look(rng, shape, recipe)
    if category == "portrait_white":
        look["fill"] = [255, 255, 255]
    timing = {"kind": "none", "rate": 1.0}
    r = rng.random()
    if r < 0.2:
        timing = {"kind": "repeat", "rate": float(rng.choice([0.8, 1.25, 2.0]))}
    elif r < 0.26:
        timing = {"kind": "pulldown", "rate": 1.25}
    elif r < 0.32:
        timing = {"kind": "blend", "rate": float(rng.choice([0.8, 1.25, 1.5]))}
    if category == "pulldown":
        timing = {"kind": "pulldown", "rate": 1.25}
    if category == "blend_rate":
        timing = {"kind": "blend", "rate": float(rng.choice([0.8, 1.25, 1.5]))}
    w, h = look["size"]
    top = 1.0 if h <= 480 or w <= 480 else (2.5 if max(w, h) <= 1280 else 5.0)
    draw = {
        "index": i,
        "region": region,
        "category": category,
        "task": task,
        "question": int(rng.integers(6)),
        "scenario": scenario,
        "look": look,
        "timing": timing,
        "head": str(rng.choice(["none"] * 5 + ["black", "title", "title", "fade_in"])),
        "head_frames": int(rng.integers(4, 11)),
        "tail": str(rng.choice(recipe.tails)),
        "tail_frames": int(rng.integers(5, 10)),
        "fps": int(rng.choice([24, 24, 25, 30, 30, 60])),
        "codec": "vp9" if rng.random() < 0.2 else "h264",
        "kbps": int(round(top * 1000 * float(rng.uniform(0.35, 1.0)), -1)),
    }
    if timing["kind"] == "pulldown":  # 24 fps made 30
        draw["fps"] = 30
    place(draw, k, rng)
    return draw


LIMIT_OF = {"beyond_wobble": "wobble", "beyond_watermark": "watermark"}


def place(draw: dict[str, Any], k: int, rng: np.random.Generator) -> None:
    """Put the ``k``-th draw of its category in its region: a limit pushed just inside or just
    beyond, the board pushed outside, or a natural camera shrunk to keep the board whole (sets
    v15 to v18 place their draws so)."""
    region, category, look = draw["region"], draw["category"], draw["look"]
    margin = 6 + look["wobble"] + 2 * look["camera"]["shake"]
    if category == "near_limit":
        _push(look, NEAR[k % len(NEAR)], rng, beyond=False, upright=k >= len(NEAR))
        draw["near"] = NEAR[k % len(NEAR)]
    elif region == "beyond":
        limit = LIMIT_OF.get(category, NEAR[k % 4])
        _push(look, limit, rng, beyond=True)
        draw["near"] = limit
        if limit == "zoom_high":  # past 1.1 while the largest board stays whole
            while board_margin(look["camera"]) < 3:
                look["camera"]["zoom"] = 1.1 + (look["camera"]["zoom"] - 1.1) * 0.8
    elif region == "outside":
        _outside(draw, category, rng)
    else:
        _fit_camera(look, rng, margin)


def _outside(draw: dict[str, Any], category: str, rng: np.random.Generator) -> None:
    cam = draw["look"]["camera"]
    if category == "outside_cut":  # the camera zooms in and tilts down past the board's edge
        sign = float(rng.choice([-1.0, 1.0]))
        cam.update(zoom=float(rng.uniform(1.3, 1.45)), roll=0.0,
                   pan=(float(rng.uniform(-0.04, 0.04)), sign * float(rng.uniform(0.2, 0.3))))  # fmt: skip
        # Cut by 10 px or more on the smallest board, so every board is cut.
        if board_margin(cam, SMALLEST_BOARD) >= -10:
            raise RuntimeError(f"camera={cam!r}: does not cut the smallest board")
        draw["scenario"] = str(rng.choice(["solved", "early", "wrong_end"]))
    elif category == "outside_camera":
        kind = int(rng.integers(3))
        sign = float(rng.choice([-1.0, 1.0]))
        cam.update(pan=(sign * float(rng.uniform(0.12, 0.2)), 0.0) if kind == 0 else (0.0, 0.0),
                   roll=sign * float(rng.uniform(8, 12)) if kind == 1 else 0.0,
                   zoom=0.7 if kind == 2 else 1.0)  # fmt: skip
        draw["scenario"] = str(rng.choice(["solved", "early", "wrong_end"]))
    elif category == "outside_blank":
        draw["scenario"] = "blank"
        draw["head"] = draw["tail"] = "none"
    elif category == "outside_other":
        draw["scenario"] = "other"
    else:
        raise ValueError(f"category={category!r}: not an outside category")


def make_draws(seed: int, quick: bool, recipe: Recipe = V15) -> list[dict[str, Any]]:
    """The set's draws in order (quick: the first draw of each category, 17 videos)."""
    return draw_plan(seed, quick, recipe.plan, functools.partial(_draw, recipe=recipe))


def draw_plan(
    seed: int, quick: bool, plan: list[tuple[str, str, int, str]], draw_one: Callable[..., dict]
) -> list[dict[str, Any]]:
    """Each ``(region, category, count, shape)`` of ``plan`` drawn ``count`` times by
    ``draw_one(index, region, category, shape, k, rng)``, all from one seed (quick: the first
    draw of each category)."""
    rng = np.random.default_rng(seed)
    out: list[dict[str, Any]] = []
    index = 0
    for region, category, count, shape in plan:
        for k in range(count):
            # Every draw is made so a quick video is the full set's video of the same index.
            d = draw_one(index, region, category, shape, k, rng)
            index += 1
            if not quick or k == 0:
                out.append(d)
    return out
