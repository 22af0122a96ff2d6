"""Set v9's categories and one seeded draw per video.

``CATEGORIES`` maps a name to (group, count, task, scenarios, drawer); each video gets its own
``numpy`` Generator from (seed, category, number), so a video is the same bytes whatever else is
made. Labels follow docs/datasets.md's definitions and the brief's rulings (a board untouched
inside bars, blurred fills, captions and app UI is inside; a board cut by the frame is outside).
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from benchmarks.realstyle_v9.looks import EASINGS, Look

LANDSCAPE = ((854, 480), (1280, 720), (1280, 720), (1920, 1080))
PORTRAIT = ((480, 854), (720, 1280), (540, 960))
BARS = (
    (0, 0, 0),
    (0, 0, 0),
    (16, 16, 16),
    (255, 255, 255),
    (30, 30, 36),
    (12, 40, 70),
    (90, 20, 110),
)
WEB_RATES = ("800k", "1200k", "2000k", "3500k", "crf 23", "crf 26")


def _pick(rng: np.random.Generator, seq):
    return seq[int(rng.integers(len(seq)))]


def _camera(rng: np.random.Generator, look: Look, scale: float = 1.0) -> None:
    """A camera within the envelope (pan 5%, roll 3 degrees, zoom 0.9-1.1) times ``scale``."""
    look.pan = (float(rng.uniform(-0.04, 0.04)) * scale, float(rng.uniform(-0.03, 0.03)) * scale)
    look.roll = float(rng.uniform(-2.5, 2.5)) * scale
    look.zoom = 1 + float(rng.uniform(-0.08, 0.08)) * scale
    look.easing = _pick(rng, EASINGS)


def _common(rng: np.random.Generator, look: Look) -> None:
    """What most generators add: a little camera, shake or wobble, grading, timing, overlays."""
    if rng.random() < 0.6:
        _camera(rng, look)
    if rng.random() < 0.3:
        look.shake = float(rng.uniform(0.3, 1.0))
    if rng.random() < 0.3:
        look.wobble = float(rng.uniform(0.5, 2.0))
    g: dict[str, float] = {}
    if rng.random() < 0.4:
        g["teal_orange"] = float(rng.uniform(0.3, 1.0))
    if rng.random() < 0.3:
        g["flicker"] = float(rng.uniform(0.01, 0.04))
        g["phase"] = float(rng.uniform(0, 6))
    if rng.random() < 0.3:
        g["drift"] = float(rng.uniform(-0.06, 0.06))
    if rng.random() < 0.3:
        g["vignette"] = float(rng.uniform(0.1, 0.3))
    if rng.random() < 0.3:
        g["sharpen"] = float(rng.uniform(0.3, 0.8))
    if rng.random() < 0.5:
        g["grain"] = float(rng.uniform(1.0, 4.0))
    look.grade = g
    timing: dict[str, Any] = {}
    for key, p, value in (
        ("hold_first", 0.3, lambda: int(rng.integers(6, 30))),
        ("hold_last", 0.5, lambda: int(rng.integers(4, 24))),
        ("freeze", 0.15, lambda: int(rng.integers(2, 5))),
        ("slowmo_end", 0.15, lambda: True),
        ("blend_fps", 0.15, lambda: float(rng.uniform(0.2, 0.5))),
        ("pulldown", 0.15, lambda: True),
        ("dup", 0.15, lambda: float(rng.uniform(0.1, 0.4))),
        ("drop", 0.1, lambda: float(rng.uniform(0.1, 0.25))),
        ("motion_blur", 0.2, lambda: float(rng.uniform(0.15, 0.35))),
    ):
        if rng.random() < p:
            timing[key] = value()
    look.timing = timing
    ovs = []
    if rng.random() < 0.35:  # a translucent moving mark along the bottom, <= 4% of the frame
        ovs.append({"kind": "mark", "share": float(rng.uniform(0.01, 0.04)), "x0": float(rng.uniform(0.1, 0.4)),
                    "x1": float(rng.uniform(0.6, 0.9)), "y": float(rng.uniform(0.9, 0.95)),
                    "colour": (255, 255, 255), "alpha": float(rng.uniform(0.25, 0.5))})  # fmt: skip
    if rng.random() < 0.25:
        ovs.append({"kind": "badge", "size": float(rng.uniform(0.05, 0.09)), "corner": _pick(rng, ("tl", "tr", "bl", "br")),
                    "colour": tuple(int(v) for v in rng.integers(0, 255, 3))})  # fmt: skip
    if rng.random() < 0.15:
        ovs.append({"kind": "progress", "colour": (230, 40, 40)})
    look.overlays = ovs
    look.head = _pick(rng, ("", "", "", "", "black", "card", "other_picture", "white_fade_in"))
    look.tail = _pick(
        rng, ("", "", "", "black", "fade_black", "fade_white", "card", "hold_fade_card")
    )
    look.fps = int(_pick(rng, (24, 24, 24, 30, 30, 25, 60, 16, 8)))


def landscape(rng: np.random.Generator) -> Look:
    look = Look(size=_pick(rng, LANDSCAPE), bar=_pick(rng, BARS), rate=_pick(rng, WEB_RATES))
    look.fill = "blur" if rng.random() < 0.2 else "flat"
    look.scale = float(rng.uniform(0.85, 1.0))
    _common(rng, look)
    if rng.random() < 0.25:
        look.overlays.append(
            {
                "kind": "subtitle",
                "width": float(rng.uniform(0.3, 0.6)),
                "y": 0.9,
                "words": int(rng.integers(2, 6)),
            }
        )
    return look


def portrait(rng: np.random.Generator) -> Look:
    look = Look(size=_pick(rng, PORTRAIT), bar=_pick(rng, BARS), rate=_pick(rng, WEB_RATES))
    look.fill = "blur" if rng.random() < 0.4 else "flat"
    look.scale = float(rng.uniform(0.9, 1.0))
    look.align = (0.5, float(rng.uniform(0.3, 0.6)))
    _common(rng, look)
    if rng.random() < 0.5:
        look.overlays.append({"kind": "app_ui"})
    if rng.random() < 0.5:
        look.overlays.append(
            {"kind": "subtitle", "width": 0.7, "y": float(rng.uniform(0.72, 0.8)), "words": 3}
        )
    return look


def square_cinema(rng: np.random.Generator) -> Look:
    shape = _pick(rng, ("1:1", "4:3", "21:9"))
    if shape == "1:1":
        look = Look(size=_pick(rng, ((720, 720), (512, 512), (1080, 1080))))
    elif shape == "4:3":
        look = Look(size=_pick(rng, ((640, 480), (960, 720))))
    else:  # 21:9 inside a 16:9 frame: bars top and bottom AND at the sides
        look = Look(size=(1280, 720), content=(0.0, 0.12, 1.0, 0.88))
        look.scale = float(rng.uniform(0.8, 0.92))
    look.bar = _pick(rng, BARS)
    look.rate = _pick(rng, WEB_RATES)
    look.codec = "vp9" if rng.random() < 0.3 else "h264"
    _common(rng, look)
    if look.size == (720, 720) and rng.random() < 0.5:
        look.pix_fmt = "yuv444p"
    return look


def _beyond(kind: str) -> Callable[[np.random.Generator], Look]:
    def draw(rng: np.random.Generator) -> Look:
        look = landscape(rng) if rng.random() < 0.6 else portrait(rng)
        if kind == "big_mark":  # 5-10% of the frame, crossing the board
            look.overlays.append({"kind": "mark", "share": float(rng.uniform(0.05, 0.10)), "x0": -0.1, "x1": 1.1,
                                  "y": float(rng.uniform(0.4, 0.6)), "colour": (255, 255, 255),
                                  "alpha": float(rng.uniform(0.3, 0.5))})  # fmt: skip
        elif kind == "caption_over_board":
            look.overlays.append(
                {"kind": "subtitle", "width": 0.8, "y": float(rng.uniform(0.45, 0.55)), "words": 4}
            )
        elif kind == "flash":
            look.timing["flash"] = float(rng.uniform(0.6, 0.9))
        elif kind == "light_sweep":
            look.overlays.append(
                {"kind": "sweep", "x0": -0.2, "alpha": float(rng.uniform(0.15, 0.3))}
            )
        elif kind == "strong_wobble":
            look.wobble = float(rng.uniform(2.6, 3.5))
        elif kind == "starved_1080":
            look.size, look.rate = (1920, 1080), _pick(rng, ("150k", "250k"))
        elif kind == "camera_edge":  # just past the stated numbers, within what is read
            _camera(rng, look)
            look.pan = (
                float(np.sign(rng.uniform(-1, 1))) * float(rng.uniform(0.052, 0.058)),
                look.pan[1],
            )
        else:
            raise ValueError(f"beyond kind={kind!r} is not known")
        return look

    return draw


def _outside(kind: str) -> Callable[[np.random.Generator], Look]:
    def draw(rng: np.random.Generator) -> Look:
        look = landscape(rng) if rng.random() < 0.6 else portrait(rng)
        look.head, look.tail = "", ""
        if kind == "camera_far":
            _camera(rng, look)
            choice = int(rng.integers(3))
            if choice == 0:
                look.pan = (float(rng.uniform(0.09, 0.14)), look.pan[1])
            elif choice == 1:
                look.roll = float(rng.uniform(6, 10))
            else:
                look.zoom = float(rng.uniform(0.7, 0.8))
        elif kind == "cut_off":
            # Set at the frame's right edge, then pushed past it: 27-74% of the board is cut.
            look.align = (1.0, look.align[1])
            look.cut = float(rng.uniform(0.45, 0.6))
        elif kind == "blank":
            look.blank = True
        elif kind == "another_puzzle":
            pass
        else:
            raise ValueError(f"outside kind={kind!r} is not known")
        return look

    return draw


@dataclass(frozen=True)
class Category:
    group: str  # inside | beyond | outside
    count: int
    tasks: tuple[str, ...]  # cycled per video
    scenarios: tuple[str, ...]  # cycled per video, task-specific names mapped in the script
    draw: Callable[[np.random.Generator], Look]


MAIN = ("solved", "stopped", "wrong")
CATEGORIES: dict[str, Category] = {
    "web16x9_solved": Category("inside", 10, ("rotation_puzzle", "maze_nav"), ("solved",), landscape),
    "web16x9_stopped": Category("inside", 6, ("maze_nav", "rotation_puzzle"), ("stopped",), landscape),
    "web16x9_wrong": Category("inside", 6, ("rotation_puzzle", "maze_nav"), ("wrong",), landscape),
    "portrait_solved": Category("inside", 6, ("maze_nav", "rotation_puzzle"), ("solved",), portrait),
    "portrait_stopped": Category("inside", 4, ("rotation_puzzle", "maze_nav"), ("stopped",), portrait),
    "portrait_wrong": Category("inside", 4, ("maze_nav", "rotation_puzzle"), ("wrong",), portrait),
    "square_cinema": Category("inside", 6, ("rotation_puzzle", "maze_nav"), MAIN, square_cinema),
    "held_then_card": Category("inside", 3, ("rotation_puzzle", "maze_nav"), ("solved",), landscape),
    "dissolve": Category("inside", 2, ("maze_nav", "rotation_puzzle"), ("crossfade",), landscape),
    "jump_cut": Category("inside", 2, ("rotation_puzzle", "maze_nav"), ("teleport",), portrait),
    "goes_back": Category("inside", 2, ("maze_nav", "rotation_puzzle"), ("reverse",), landscape),
    "big_step": Category("inside", 3, ("rotation_puzzle", "maze_nav"), ("big_step",), landscape),
    "board_changes": Category("inside", 4, ("rotation_puzzle", "maze_nav"), ("slide", "walls", "swap", "walls"), landscape),
    "mark_crossing": Category("beyond", 5, ("rotation_puzzle", "maze_nav"), MAIN, _beyond("big_mark")),
    "caption_over_board": Category("beyond", 3, ("maze_nav", "rotation_puzzle"), MAIN, _beyond("caption_over_board")),
    "white_flash": Category("beyond", 3, ("rotation_puzzle", "maze_nav"), ("solved", "wrong"), _beyond("flash")),
    "light_sweep": Category("beyond", 3, ("maze_nav", "rotation_puzzle"), MAIN, _beyond("light_sweep")),
    "wobble_3px": Category("beyond", 3, ("rotation_puzzle", "maze_nav"), MAIN, _beyond("strong_wobble")),
    "starved_1080p": Category("beyond", 3, ("maze_nav", "rotation_puzzle"), MAIN, _beyond("starved_1080")),
    "camera_5_6pct": Category("beyond", 2, ("rotation_puzzle", "maze_nav"), ("solved", "stopped"), _beyond("camera_edge")),
    "camera_far": Category("outside", 3, ("rotation_puzzle", "maze_nav"), MAIN, _outside("camera_far")),
    "cut_off": Category("outside", 3, ("maze_nav", "rotation_puzzle"), MAIN, _outside("cut_off")),
    "blank": Category("outside", 2, ("rotation_puzzle", "maze_nav"), ("solved",), _outside("blank")),
    "another_puzzle": Category("outside", 4, ("rotation_puzzle", "maze_nav"), ("other",), _outside("another_puzzle")),
}  # fmt: skip
"""Category -> its group, count, tasks and scenarios (cycled) and the look drawer."""


def video_rng(seed: int, category: str, number: int) -> np.random.Generator:
    """One Generator per video, from the set's seed and the video's own name."""
    return np.random.default_rng([seed, zlib.crc32(category.encode()), number])


def held_then_card(look: Look) -> Look:
    """An extra held solved second, then a fade to an end card; the first frame held long."""
    look.tail = "hold_fade_card"
    look.timing["hold_first"] = max(int(look.timing.get("hold_first", 0)), 20)
    return look
