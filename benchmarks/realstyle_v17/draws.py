"""The draws of set v17: a natural mix of web deliveries and a hard minority on both sides of
each limit of ``REAL_STYLE_LIMITS``, all from one seed.

The looks, cameras and limit pushes are set v16's (:mod:`benchmarks.realstyle_v16.draws`);
set v17 adds what re-posted video-model clips show that no set drew (``web``, drawn by
:mod:`benchmarks.realstyle_v17.web_looks`: two sites' bars at once, a vignette, banding, a
subtitle line, a picture-in-picture inset), frame rates of 8-12 fps, H.265, a slow Ken-Burns
zoom over the whole clip, a clip looped twice as a GIF repost does, and an eighth rare scenario,
``leave`` (a rotation puzzle that reaches the answer and turns a square away mid-way: the
package's ``wrong_end``). Each rare scenario is drawn four times in ``rare_scenario``.
"""

from __future__ import annotations

import copy
from typing import Any

import numpy as np

from benchmarks.realstyle_v15.draws import draw_plan, place
from benchmarks.realstyle_v16.draws import (
    BARS,
    EVERYDAY,
    RARE,
    SHAPE_CYCLE,
    _fit_camera,
    _look,
)
from benchmarks.realstyle_v17.web_looks import NO_WEB

# The rare scenarios, each drawn four times in ``rare_scenario``: set v16's seven and ``leave``.
RARE_ALL = ["slide", "walls", "replaced", "jump", "dissolve", "reverse", "step_off", "leave"]
FREE_TASK = ("replaced", "jump", "dissolve", "reverse")
# Second sites' frames a wide clip is re-posted in (with bars of their own colour).
NEST_SIZES = [(720, 1280), (1080, 1920), (1080, 1080), (960, 720), (720, 720)]

# (region, category, count, shape); shape "mixed" cycles through SHAPE_CYCLE.
PLAN = [
    ("inside", "landscape_web", 2, "landscape"),
    ("inside", "portrait_web", 2, "portrait"),
    ("inside", "square_web", 2, "square"),
    ("inside", "four_three_web", 1, "four_three"),
    ("inside", "cinema_web", 1, "cinema"),
    ("inside", "pulldown", 1, "landscape"),
    ("inside", "blend_rate", 1, "landscape"),
    ("inside", "low_fps", 2, "mixed"),
    ("inside", "h265", 2, "mixed"),
    ("inside", "nested_bars", 2, "landscape"),
    ("inside", "vignette", 1, "mixed"),
    ("inside", "banding", 1, "mixed"),
    ("inside", "subtitle", 2, "mixed"),
    ("inside", "pip", 1, "mixed"),
    ("inside", "ken_burns", 1, "landscape"),
    ("inside", "loop", 2, "mixed"),
    ("inside", "long_first_hold", 1, "landscape"),
    ("inside", "rare_scenario", 4 * len(RARE_ALL), "mixed"),
    ("inside", "near_limit", 6, "landscape"),
    ("beyond", "beyond_camera", 9, "landscape"),
    ("beyond", "beyond_wobble", 3, "landscape"),
    ("beyond", "beyond_watermark", 4, "portrait"),
    ("beyond", "beyond_subtitle", 4, "mixed"),
    ("outside", "outside_cut", 4, "landscape"),
    ("outside", "outside_camera", 4, "landscape"),
    ("outside", "outside_blank", 3, "landscape"),
    ("outside", "outside_other", 3, "landscape"),
]


def _web(rng: np.random.Generator, category: str, k: int) -> dict[str, Any]:
    """The web looks: now and then on any draw, always on their own category."""
    web = copy.deepcopy(NO_WEB)
    if rng.random() < 0.1 or category == "vignette":
        web["vignette"] = float(rng.uniform(0.12, 0.25))
    if rng.random() < 0.08 or category == "banding":
        web["banding"] = int(rng.choice([6, 8, 10]))
    if category == "subtitle":
        web["subtitle"] = float(rng.uniform(0.02, 0.038))
    elif category == "beyond_subtitle":
        web["subtitle"] = float(rng.uniform(0.05, 0.08))
    if category == "pip":
        web["pip"] = str(rng.choice(["left", "right"]))
    if category == "nested_bars":
        size = NEST_SIZES[(k + int(rng.integers(len(NEST_SIZES)))) % len(NEST_SIZES)]
        web["nest"] = {
            "size": list(size),
            "fill": [int(c) for c in BARS[int(rng.integers(len(BARS)))]],
        }
    return web


def _scenario(category: str, shape: str, k: int, rng: np.random.Generator) -> tuple[str, str, str]:
    """Task, scenario and shape: everyday mostly, a rare one now and then, the rare list in
    turn in ``rare_scenario`` (over every shape, both tasks where the scenario allows)."""
    task = "rotation_puzzle" if rng.random() < 0.5 else "maze_nav"
    scenario = str(rng.choice(EVERYDAY if rng.random() < 0.8 else RARE))
    if shape == "mixed":
        shape = SHAPE_CYCLE[k % len(SHAPE_CYCLE)]
    if category == "rare_scenario":
        scenario = RARE_ALL[k % len(RARE_ALL)]
        shape = SHAPE_CYCLE[(k // len(RARE_ALL) + k) % len(SHAPE_CYCLE)]
        task = "rotation_puzzle" if (k // len(RARE_ALL)) % 2 == 0 else "maze_nav"
    if category == "long_first_hold":
        scenario = "long_hold"
    if scenario == "slide_or_walls":
        scenario = "slide" if task == "rotation_puzzle" else "walls"
    if scenario == "step_off":  # on G, then a step back: a maze's wrong_end
        scenario, task = "wrong_end", "maze_nav"
    if scenario == "leave":  # answered, then a square turned away: a puzzle's wrong_end
        scenario, task = "wrong_end", "rotation_puzzle"
    if scenario in ("slide", "walls"):
        task = "rotation_puzzle" if scenario == "slide" else "maze_nav"
    return task, scenario, shape


def _timing(rng: np.random.Generator, category: str) -> tuple[dict[str, Any], int]:
    """The frame-rate conversion and the delivered fps."""
    timing = {"kind": "none", "rate": 1.0}
    r = rng.random()
    if r < 0.2:
        timing = {"kind": "repeat", "rate": float(rng.choice([0.8, 1.25, 2.0]))}
    elif r < 0.26:
        timing = {"kind": "pulldown", "rate": 1.25}
    elif r < 0.32:
        timing = {"kind": "blend", "rate": float(rng.choice([0.8, 1.25, 1.5]))}
    fps = int(rng.choice([24, 24, 25, 30, 30, 60]))
    if category == "pulldown":
        timing = {"kind": "pulldown", "rate": 1.25}
    if category == "blend_rate":
        timing = {"kind": "blend", "rate": float(rng.choice([0.8, 1.25, 1.5]))}
    if category == "low_fps":  # drawn at 24 fps, delivered at 8-12 with frames dropped
        fps = int(rng.integers(8, 13))
        timing = {"kind": "repeat", "rate": round(fps / 24, 4)}
    if timing["kind"] == "pulldown":  # 24 fps made 30
        fps = 30
    return timing, fps


def _ken_burns(look: dict[str, Any], rng: np.random.Generator) -> None:
    """One slow, even zoom (in or out) with a small drift over the whole clip, no roll."""
    zoom = float(rng.uniform(1.04, 1.08)) if rng.random() < 0.5 else float(rng.uniform(0.93, 0.96))
    look["camera"] = {"pan": (float(rng.uniform(-0.02, 0.02)), float(rng.uniform(-0.01, 0.01))),
                      "roll": 0.0, "zoom": zoom, "shake": 0.0, "ease": "linear"}  # fmt: skip


def _draw(i: int, region: str, category: str, shape: str, k: int, rng) -> dict[str, Any]:
    task, scenario, shape = _scenario(category, shape, k, rng)
    look = _look(rng, shape)
    web = _web(rng, category, k)
    timing, fps = _timing(rng, category)
    size = web["nest"]["size"] if web["nest"] else look["size"]
    top = 1.0 if min(size) <= 480 else (2.5 if max(size) <= 1280 else 5.0)
    codec = "vp9" if rng.random() < 0.2 else ("h265" if rng.random() < 0.08 else "h264")
    draw = {
        "index": i,
        "region": region,
        "category": category,
        "task": task,
        "question": int(rng.integers(6)),
        "scenario": scenario,
        "look": look,
        "web": web,
        "loop": 2 if category == "loop" else 1,
        "timing": timing,
        "head": str(rng.choice(["none"] * 5 + ["black", "title", "title", "fade_in"])),
        "head_frames": int(rng.integers(4, 11)),
        "tail": str(
            rng.choice(
                ["none"] * 4 + ["black", "white", "fade_card", "fade_card", "card", "dissolve_card"]
            )
        ),
        "tail_frames": int(rng.integers(5, 10)),
        "fps": fps,
        "codec": "h265" if category == "h265" else codec,
        "kbps": int(round(top * 1000 * float(rng.uniform(0.35, 1.0)), -1)),
    }
    if category == "ken_burns":
        _ken_burns(look, rng)
    if category == "pip":  # a still, centred picture spanning the width: the inset misses the board
        look.update(fit=1.0, align=[0.5, 0.5], wobble=0.0)
        look["camera"].update(pan=(0.0, 0.0), zoom=1.0, shake=0.0)
    if category == "beyond_subtitle":  # the subtitle is past the limit, not the camera
        draw["near"] = "watermark"
        _fit_camera(look, rng, 6 + look["wobble"] + 2 * look["camera"]["shake"])
    else:
        place(draw, k, rng)
    return draw


def make_draws(seed: int, quick: bool) -> list[dict[str, Any]]:
    """The set's draws in order (quick: the first draw of each category)."""
    return draw_plan(seed, quick, PLAN, _draw)
