"""The draws of set v14: a natural mix of web videos plus a hard minority, from one seed."""

from __future__ import annotations

import math

import numpy as np

ROTATION = [f"rotation_puzzle_{i:04d}" for i in range(6)]
MAZE = [f"maze_nav_{i:04d}" for i in range(6)]
# What a study of today's models receives most (about 70% of the set).
EVERYDAY = ["solved"] * 4 + ["stopped_early"] * 3 + ["wrong_move"] * 3 + ["long_hold_solved"]
RARE = ["reverse", "jump", "slide"]

LANDSCAPE = [(854, 480), (1280, 720), (1920, 1080)]
PORTRAIT = [(480, 854), (720, 1280)]
OTHER = [(720, 720), (960, 720), (1344, 576)]


def _inside_fit(fit: float, zoom: float, roll: float, pan: tuple, off: tuple) -> float:
    """The largest fit that keeps the whole board, camera included, inside the frame."""
    a = math.radians(abs(roll))
    extent = max(zoom, 1.0) * (math.cos(a) + 1.5 * math.sin(a))
    room = 0.97 / extent - 2.4 * (abs(pan[0]) + abs(off[0]) + abs(pan[1]) + abs(off[1]))
    return min(fit, room)


def _one(i: int, region: str, category: str, rng: np.random.Generator) -> dict:
    task = "rotation_puzzle" if rng.random() < 0.5 else "maze_nav"
    ids = ROTATION if task == "rotation_puzzle" else MAZE
    scenario = str(rng.choice(EVERYDAY if rng.random() < 0.8 else RARE))
    if scenario == "slide" and task == "maze_nav":
        scenario = "solved"
    shape = category.split("_")[0]
    size = {"landscape": LANDSCAPE, "portrait": PORTRAIT, "other": OTHER}[shape]
    size = size[int(rng.integers(len(size)))]
    lim = {"inside": (0.04, 2.5, 0.07), "beyond": (0.075, 5.0, 0.16)}.get(region, (0.0, 0, 0))
    pan = (float(rng.uniform(-lim[0], lim[0])), float(rng.uniform(-lim[0], lim[0])))
    roll = float(rng.uniform(-lim[1], lim[1]))
    zoom = float(1 + rng.uniform(-lim[2], lim[2]) * 0.6)
    if region == "beyond":  # one limit clearly past the envelope, on purpose
        which = int(rng.integers(3))
        pan = (0.075, pan[1]) if which == 0 else (0.0, 0.0)
        roll = 5.0 if which == 1 else 0.0
        zoom = 1.16 if which == 2 else 1.0
    off = (float(rng.uniform(-0.03, 0.03)), 0.0) if rng.random() < 0.3 else (0.0, 0.0)
    fit = _inside_fit(float(rng.uniform(0.8, 1.0)), zoom, roll, pan, off)
    if region == "beyond":
        fit = min(fit, 0.8)
    marks = [m for m in ("caption", "badge", "progress") if rng.random() < 0.3]
    if rng.random() < 0.3:
        marks.append(f"watermark:{rng.uniform(0.01, 0.04):.3f}")
    codec = "vp9" if rng.random() < 0.2 else "h264"
    draw = {
        "index": i,
        "region": region,
        "category": category,
        "task": task,
        "task_id": ids[int(rng.integers(len(ids)))],
        "other": None,
        "scenario": scenario,
        "size": list(size),
        "fit": round(fit, 3),
        "off": off,
        "pan": pan,
        "roll": roll,
        "zoom": zoom,
        "ease": str(rng.choice(["linear", "smooth", "late", "early"])),
        "shake": float(rng.choice([0, 0, 0.6, 1.2])),
        "fill": "blur"
        if shape == "portrait" and rng.random() < 0.4
        else [
            int(c)
            for c in rng.choice(
                [[0, 0, 0], [0, 0, 0], [255, 255, 255], [40, 40, 46], [12, 90, 160], [200, 60, 60]]
            )
        ],
        "wobble": float(rng.choice([0, 0, 1.0, 1.8])),
        "marks": marks,
        "grade": bool(rng.random() < 0.3),
        "flicker": float(rng.choice([0, 0.02, 0.04])),
        "drift": float(rng.uniform(-0.06, 0.06)),
        "grain": float(rng.choice([0, 2, 4])),
        "blur": float(rng.choice([0, 0, 0.6])),
        "codec": codec,
        "kbps": int(rng.choice([400, 800, 1500, 2500, 4000])),
        "pix_fmt": str(rng.choice(["yuv420p", "yuv420p", "yuv444p"])),
        "fps": int(rng.choice([8, 16, 24, 24, 25, 30, 60])),
        "rate": float(rng.choice([1.0, 1.0, 1.25, 0.8])),
        "start": str(rng.choice(["none", "none", "none", "black", "card"])),
        "end": str(rng.choice(["none", "none", "card", "white", "black"])),
    }
    if draw["pix_fmt"] == "yuv444p" or codec == "vp9":
        draw["size"] = [s - s % 2 for s in draw["size"]]
    if region == "beyond" and rng.random() < 0.4:
        draw["marks"] = [f"watermark:{rng.uniform(0.05, 0.10):.3f}"]
    return draw


def _outside(i: int, kind: str, rng: np.random.Generator) -> dict:
    draw = _one(i, "outside", "landscape_outside", rng)
    draw["category"] = f"outside_{kind}"
    if kind == "cut_off":
        draw.update(scenario="solved", fit=1.0, zoom=1.35, pan=(0.0, 0.0), roll=0.0)
    elif kind == "camera":
        draw.update(scenario="solved", roll=12.0, zoom=0.75, pan=(0.15, 0.0), fit=0.7)
    elif kind == "blank":
        draw.update(scenario="blank", start="none", end="none")
    elif kind == "other_puzzle":
        if draw["task"] == "rotation_puzzle":
            draw["other"] = ["maze_nav", MAZE[int(rng.integers(len(MAZE)))]]
        else:
            # Another maze of another shape: its walls differ from the question's.
            others = [m for m in MAZE if m != draw["task_id"]]
            draw["other"] = ["maze_nav", others[int(rng.integers(len(others)))]]
        draw["scenario"] = "other_puzzle"
    else:
        raise ValueError(f"kind={kind!r}: not a known outside case")
    return draw


def make_draws(seed: int, quick: bool) -> list[dict]:
    """The set's draws: ~90 (quick: ~20) at about 60/25/15 inside/beyond/outside."""
    rng = np.random.default_rng(seed)
    plan = (
        [("inside", "landscape_web")] * 20
        + [("inside", "portrait_web")] * 16
        + [("inside", "other_aspect")] * 8
        + [("inside", "landscape_edge")] * 4
        + [("inside", "landscape_jump_lowrate")] * 4
        + [("beyond", "landscape_beyond")] * 12
        + [("beyond", "portrait_beyond")] * 10
    )
    outside = ["cut_off", "camera", "blank", "other_puzzle"] * 3 + ["other_puzzle", "cut_off"]
    if quick:
        plan = plan[::5]
        outside = outside[:4]
    draws = []
    for region, category in plan:
        d = _one(len(draws), region, category, rng)
        if category == "landscape_edge":  # board touching the frame's top and bottom, nothing cut
            d.update(
                fit=1.0,
                zoom=1.0,
                pan=(0.0, 0.0),
                roll=0.0,
                off=(0.0, 0.0),
                shake=0.0,
                wobble=0.0,
                size=[1280, 720],
            )
        if category == "landscape_jump_lowrate":
            d.update(scenario="jump", kbps=250, codec="h264", pix_fmt="yuv420p")
        draws.append(d)
    for kind in outside:
        draws.append(_outside(len(draws), kind, rng))
    return draws
