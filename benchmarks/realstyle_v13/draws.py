"""The set's categories and each video's draw: task, question, scenario and look, from one seeded
Generator per video (``numpy.random.default_rng([seed, index])``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

MAIN = ("solved", "solved", "solved", "early", "early", "wrong", "wrong")
"""What a study meets most: solved, stopped early, a wrong move (weights by repetition)."""
HARD_PUZZLE = ("slide", "swap", "rot180", "reverse", "crossfade", "jump")
HARD_MAZE = ("walls", "teleport", "slide2", "reverse", "jump")
LANDSCAPE = ((854, 480), (1280, 720), (1280, 720), (854, 480), (1920, 1080))
PORTRAIT = ((480, 854), (720, 1280), (720, 1280))
BARS = (
    (0, 0, 0),
    (0, 0, 0),
    (255, 255, 255),
    (18, 18, 22),
    (40, 40, 40),
    (0, 70, 140),
    (235, 225, 200),
)


def _pick(rng: np.random.Generator, items: tuple) -> Any:
    return items[int(rng.integers(len(items)))]


def _u(rng: np.random.Generator, lo: float, hi: float) -> float:
    return float(rng.uniform(lo, hi))


def _base(rng: np.random.Generator, size: tuple[int, int]) -> dict[str, Any]:
    """An everyday delivery: H.264 at a web bitrate, a mild eased camera, a little grain."""
    lim = 0.6
    return {
        "size": size,
        "bar": _pick(rng, BARS),
        "camera": {
            "pan": (_u(rng, -0.05, 0.05) * lim, _u(rng, -0.05, 0.05) * lim),
            "roll": _u(rng, -3, 3) * lim * float(rng.random() < 0.5),
            "zoom": 1 + _u(rng, -0.1, 0.1) * lim * float(rng.random() < 0.6),
            "ease": _pick(rng, ("linear", "in_out", "out", "in")),
        },
        "shake": _u(rng, 0, 1.2) * float(rng.random() < 0.4),
        "grade": {"grain": _u(rng, 0, 3.0), "flicker": _u(rng, 0, 0.03)},
        "codec": "h264",
        "kbps": int(rng.integers(900, 4500)),
        "fps": float(_pick(rng, (24, 25, 30, 30))),
        "pix": "yuv420p",
    }


def web_landscape(rng):
    return "inside", _pick(rng, MAIN), _base(rng, _pick(rng, LANDSCAPE))


def portrait_bars(rng):
    look = _base(rng, _pick(rng, PORTRAIT))
    look["ui"] = tuple(u for u in ("caption", "badge") if rng.random() < 0.6)
    look["align"] = (0.5, _pick(rng, (0.5, 0.35, 0.65)))
    return "inside", _pick(rng, MAIN), look


def portrait_blur(rng):
    look = _base(rng, _pick(rng, PORTRAIT))
    look["fill"] = "blur"
    look["ui"] = ("caption", "progress") if rng.random() < 0.5 else ("badge",)
    return "inside", _pick(rng, MAIN), look


def square_or_43(rng):
    look = _base(rng, _pick(rng, ((720, 720), (640, 480), (960, 720), (1080, 1080))))
    look["align"] = (_u(rng, 0.2, 0.8), _u(rng, 0.2, 0.8))
    return "inside", _pick(rng, MAIN), look


def cinema_box(rng):
    """21:9 cinema picture inside 16:9: bars top and bottom AND at the sides."""
    look = _base(rng, _pick(rng, ((1280, 720), (854, 480))))
    look["fit"] = _u(rng, 0.72, 0.9)
    return "inside", _pick(rng, MAIN), look


def generator_look(rng):
    look = _base(rng, _pick(rng, LANDSCAPE + PORTRAIT))
    look["grade"] = {
        "teal_orange": _u(rng, 0.2, 0.6) * float(rng.random() < 0.6),
        "vignette": _u(rng, 0.1, 0.35) * float(rng.random() < 0.5),
        "sweep": _u(rng, 15, 40) * float(rng.random() < 0.4),
        "halo": _u(rng, 0.3, 0.8) * float(rng.random() < 0.5),
        "grain": _u(rng, 2, 5),
        "flicker": _u(rng, 0.02, 0.05),
        "phase": _u(rng, 0, 6),
        "frames": 60,
    }
    if rng.random() < 0.3:
        look.update(codec="vp9", kbps=int(rng.integers(600, 2000)))
    return "inside", _pick(rng, MAIN), look


def endings(rng):
    look = _base(rng, _pick(rng, LANDSCAPE + PORTRAIT))
    look["tail"] = _pick(rng, ("hold fade", "card", "white fade", "black"))
    look["head"] = _pick(rng, ("", "", "black", "card"))
    return "inside", _pick(rng, ("solved", "solved", "early", "wrong")), look


def retiming(rng):
    look = _base(rng, _pick(rng, LANDSCAPE + PORTRAIT))
    look["retime"] = _pick(rng, ("pulldown", "freeze", "blend", "long_first", "slowmo"))
    look["fps"] = float(_pick(rng, (23.976, 29.97, 60.0, 12.0, 8.0)))
    return "inside", _pick(rng, MAIN), look


def hard_scenario(rng):
    look = _base(rng, _pick(rng, LANDSCAPE + PORTRAIT))
    return "inside", "HARD", look


def slide_at_end(rng):
    """A square (or wall) changes in the last frames, at a modest bitrate."""
    look = _base(rng, _pick(rng, LANDSCAPE))
    look["kbps"] = int(rng.integers(300, 900))
    return "inside", "END_CHANGE", look


def edge_inside(rng):
    """Just inside one of REAL_STYLE_LIMITS (or a board touching the frame edge, nothing cut)."""
    look = _base(rng, _pick(rng, LANDSCAPE + PORTRAIT))
    look["camera"] = {"ease": look["camera"]["ease"]}
    kind = _pick(rng, ("wobble", "mark", "pan", "roll", "zoom", "edge", "kbps"))
    sign = float(_pick(rng, (-1.0, 1.0)))
    if kind == "wobble":
        look["wobble"] = _u(rng, 1.7, 2.0)
    elif kind == "mark":
        look["mark"] = {
            "area": _u(rng, 0.032, 0.04),
            "alpha": _u(rng, 0.3, 0.55),
            "where": "bottom",
        }
    elif kind == "pan":
        look["camera"]["pan"] = (sign * _u(rng, 0.044, 0.05), _u(rng, -0.02, 0.02))
    elif kind == "roll":
        look["camera"]["roll"] = sign * _u(rng, 2.6, 3.0)
    elif kind == "zoom":
        look["camera"]["zoom"] = _u(rng, 0.9, 0.91) if sign < 0 else _u(rng, 1.09, 1.1)
    elif kind == "edge":
        look["align"] = (float(sign > 0), 0.5)
        look["camera"] = {}
        look["shake"] = 0.0
        look["tight"] = True  # the picture cropped to the board: it touches the frame's edge
    else:
        look["kbps"] = int(rng.integers(150, 220))
    look["edge"] = kind
    return "inside", _pick(rng, MAIN), look


def wobble_beyond(rng):
    look = _base(rng, _pick(rng, LANDSCAPE + PORTRAIT))
    look["wobble"] = _u(rng, 2.2, 3.6)
    return "beyond", _pick(rng, MAIN), look


def mark_beyond(rng):
    look = _base(rng, _pick(rng, LANDSCAPE + PORTRAIT))
    look["mark"] = {"area": _u(rng, 0.045, 0.1), "alpha": _u(rng, 0.3, 0.6), "where": "cross"}
    return "beyond", _pick(rng, MAIN), look


def lowrate_jump(rng):
    look = _base(rng, _pick(rng, ((1280, 720), (1920, 1080), (720, 1280))))
    look["kbps"] = int(rng.integers(60, 145))
    return "beyond", "jump", look


def camera_beyond(rng):
    look = _base(rng, _pick(rng, LANDSCAPE + PORTRAIT))
    kind = _pick(rng, ("pan", "roll", "zoom"))
    sign = float(_pick(rng, (-1.0, 1.0)))
    cam = {"ease": "linear"}
    if kind == "pan":
        cam["pan"] = (sign * _u(rng, 0.056, 0.12), 0.0)
    elif kind == "roll":
        cam["roll"] = sign * _u(rng, 3.4, 8.0)
    else:
        cam["zoom"] = _u(rng, 0.8, 0.885) if sign < 0 else _u(rng, 1.12, 1.3)
    look["camera"] = cam
    return "outside", _pick(rng, MAIN), look


def cut_off(rng):
    look = _base(rng, _pick(rng, LANDSCAPE + PORTRAIT))
    look["camera"] = {}
    look["align"] = (1.0, 0.5)
    look["cut"] = _u(rng, 0.04, 0.28)
    look["shake"] = 0.0
    look["tight"] = True  # cropped to the board, so the cut bites into the board itself
    return "outside", _pick(rng, MAIN), look


def blank(rng):
    return "outside", "blank", _base(rng, _pick(rng, LANDSCAPE))


def another_puzzle(rng):
    return "outside", "other", _base(rng, _pick(rng, LANDSCAPE + PORTRAIT))


CATEGORIES: dict[str, tuple[int, Callable]] = {
    "web_landscape": (11, web_landscape),
    "portrait_bars": (6, portrait_bars),
    "portrait_blur": (6, portrait_blur),
    "square_or_4x3": (5, square_or_43),
    "cinema_box": (3, cinema_box),
    "generator_look": (6, generator_look),
    "endings": (4, endings),
    "retiming": (5, retiming),
    "hard_scenario": (5, hard_scenario),
    "change_at_end": (4, slide_at_end),
    "edge_inside": (7, edge_inside),
    "wobble_beyond": (6, wobble_beyond),
    "mark_beyond": (7, mark_beyond),
    "lowrate_jump": (5, lowrate_jump),
    "camera_beyond": (5, camera_beyond),
    "cut_off": (4, cut_off),
    "blank": (2, blank),
    "another_puzzle": (3, another_puzzle),
}
"""name -> (videos in the full set, the draw). ``--quick`` takes the first of each."""


def make_draws(seed: int, quick: bool = False) -> list[dict[str, Any]]:
    """Every video's draw, in a fixed order; video ``i`` draws from its own Generator."""
    draws = []
    for name, (count, fn) in CATEGORIES.items():
        for j in range(1 if quick else count):
            i = len(draws)
            rng = np.random.default_rng([seed, i, j])
            task = "rotation_puzzle" if (j + len(name)) % 2 == 0 else "maze_nav"
            region, scenario, look = fn(rng)
            if scenario == "HARD":
                scenario = _pick(rng, HARD_PUZZLE if task == "rotation_puzzle" else HARD_MAZE)
            if scenario == "END_CHANGE":
                scenario = "slide" if task == "rotation_puzzle" else "walls"
            draws.append({
                "index": i, "category": name, "region": region, "task": task,
                "question": int(rng.integers(6)), "scenario": scenario,
                "fpm": int(rng.integers(3, 7)), "look": look,
                "render_seed": int(rng.integers(2**31)),
            })  # fmt: skip
    return draws
