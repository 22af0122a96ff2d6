"""Set v8's categories and one seeded draw per video (what it shows and how it is delivered)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from .looks import BOARD_BOX, CANVAS, Look, board_margin

# name -> (group, videos in the full set)
CATEGORIES: dict[str, tuple[str, int]] = {
    "web_16x9": ("inside", 12),  # 480p/720p/1080p H.264 at web bitrates, light grain
    "portrait_bars": ("inside", 7),  # 9:16 in flat bars, captions, badge, progress bar
    "portrait_blur": ("inside", 5),  # 9:16 over a blurred copy, app UI in the fill
    "cinema_square": ("inside", 5),  # 1:1, 4:3, 21:9 with bars on all four sides, odd sizes
    "dolly": ("inside", 6),  # pan + zoom + roll together, varied easing, handheld shake
    "grade": ("inside", 5),  # teal-orange grade, exposure flicker, colour drift, grain + halos
    "ends": ("inside", 6),  # long first hold, card/picture first, fade-in, held end then card
    "timing": ("inside", 5),  # 23.976 pulldown, variable rate, frozen mid-move, slow-motion end
    "wobble_mark": ("inside", 5),  # non-rigid wobble <= 2 px, a <= 4% mark along the bottom
    "big_mark": ("beyond", 5),  # a 4-10% translucent mark crossing the board
    "dissolve": ("beyond", 5),  # each move replaced by a cross-fade
    "flash_freeze": ("beyond", 4),  # white flashes between moves, a long freeze mid-move
    "lens": ("beyond", 4),  # small barrel distortion, strong vignette, a light sweep
    "blend_fps": ("beyond", 4),  # motion blur and frame-rate conversion by blending
    "camera_out": ("outside", 4),  # pan, roll or zoom past the envelope
    "cut_off": ("outside", 3),  # part of the board outside the picture
    "blank": ("outside", 2),  # no puzzle at all
    "another": ("outside", 3),  # another puzzle or maze
}
"""The set's categories: the group each belongs to and its size (90 videos)."""

WEIGHTS: dict[str, dict[str, float]] = {
    "rotation_puzzle": {"solved": 0.40, "stopped": 0.18, "wrong": 0.18, "slide": 0.05, "swap": 0.04,
                        "turn180": 0.04, "reverse": 0.04, "jump": 0.03, "changed_start": 0.04},
    "maze_nav": {"solved": 0.40, "stopped": 0.18, "wrong": 0.18, "wall": 0.06, "teleport": 0.04,
                 "two_cells": 0.04, "reverse": 0.04, "jump": 0.03, "changed_start": 0.03},
}  # fmt: skip
"""Scenario weights: solved, stopped early and a wrong move about 70%, as a study meets them."""

LANDSCAPE = ((854, 480, "0.8M"), (1280, 720, "2M"), (960, 540, "1.2M"))
FULL_HD = (1920, 1080, "4M")  # only in the web category: it costs 2.5x a 720p video to render
PORTRAIT = ((480, 854, "0.9M"), (720, 1280, "2M"), (576, 1024, "1.5M"))
OTHER = (
    (720, 720, "1.5M"),
    (640, 480, "1M"),
    (1280, 548, "1.5M"),
    (721, 541, "1.5M"),
    (540, 540, "1M"),
)
MIXED = (*LANDSCAPE[:2], PORTRAIT[1], *OTHER[:3])
"""Sizes of the artefact categories: landscape, portrait, square, 4:3 and 21:9."""
BAR_COLOURS = ((0, 0, 0), (255, 255, 255), (18, 18, 18), (40, 44, 52), (250, 250, 245), (30, 60, 140),
               (120, 20, 60), (128, 128, 128), (0, 90, 60))  # fmt: skip


@dataclass
class Draw:
    """One video of the set."""

    name: str
    category: str
    group: str
    task: str
    question: int
    scenario: str
    fpm: int
    look: Look
    seed: int


def _pick(rng: np.random.Generator, items: tuple[Any, ...]) -> Any:
    return items[int(rng.integers(len(items)))]


def _size(rng: np.random.Generator, look: Look, sizes: tuple[tuple[int, int, str], ...]) -> Look:
    w, h, rate = _pick(rng, sizes)
    scale = float(rng.uniform(0.7, 1.6))
    # yuv420p needs even sides: an odd size is delivered in yuv444p.
    fmt = "yuv444p" if (w % 2 or h % 2) else look.pix_fmt
    return replace(look, size=(w, h), bitrate=f"{float(rate[:-1]) * scale:.2f}M", pix_fmt=fmt)


def _camera(
    rng: np.random.Generator, look: Look, task: str, frames: int, strength: float = 1.0
) -> Look:
    """A camera within the envelope (pan 4.5%, roll 2.7°, zoom 0.91-1.09), shrunk until the
    whole board stays in the picture."""
    look = replace(
        look,
        pan=(
            float(rng.uniform(-0.045, 0.045)) * strength,
            float(rng.uniform(-0.045, 0.045)) * strength,
        ),
        roll=float(rng.uniform(-2.7, 2.7)) * strength,
        zoom=1 + float(rng.uniform(-0.09, 0.09)) * strength,
        easing=_pick(rng, ("linear", "in_out", "out", "in", "late")),
    )
    for _ in range(30):
        if board_margin(look, task, frames) >= 3:
            return look
        look = replace(
            look, pan=(look.pan[0] * 0.8, look.pan[1] * 0.8), zoom=1 + (look.zoom - 1) * 0.8
        )
    return replace(look, pan=(0.0, 0.0), zoom=1.0, roll=0.0)


def draw(seed: int, index: int, category: str, k: int) -> Draw:
    """Video ``index`` (the ``k``-th of ``category``) of the set drawn from ``seed``."""
    if category not in CATEGORIES:
        raise ValueError(f"category={category!r} is not known; allowed: {list(CATEGORIES)}")
    rng = np.random.default_rng([seed, index])
    group = CATEGORIES[category][0]
    task = ("rotation_puzzle", "maze_nav")[(index + seed) % 2]
    weights = WEIGHTS[task]
    scenario = str(
        rng.choice(list(weights), p=np.array(list(weights.values())) / sum(weights.values()))
    )
    fpm = int(rng.integers(3, 7))
    frames = 40
    look = Look(size=(1280, 720), fps=float(_pick(rng, (24, 25, 30))))
    look = replace(look, fps_in=look.fps)
    if rng.random() < 0.3 and category not in ("camera_out", "cut_off"):
        look = replace(look, shake=float(rng.uniform(0.3, 1.2)))
    if category == "web_16x9":
        look = _size(rng, look, (*LANDSCAPE, FULL_HD))
        look = replace(look, grain=float(rng.uniform(0, 3)), sharpen=float(rng.choice([0.0, 0.4])))
        if rng.random() < 0.4:
            look = _camera(rng, look, task, frames, 0.5)
    elif category in ("portrait_bars", "portrait_blur"):
        look = _size(rng, look, PORTRAIT)
        look = replace(
            look,
            bars="flat" if category == "portrait_bars" else "blur",
            bar_colour=_pick(rng, BAR_COLOURS),
            align=(0.5, float(rng.uniform(0.3, 0.7))),
            subtitle=bool(rng.random() < 0.6),
            badge=bool(rng.random() < 0.5),
            progress=bool(rng.random() < 0.5),
            fps=float(_pick(rng, (24, 30, 60))),
        )
        look = replace(look, fps_in=look.fps)
        if rng.random() < 0.5:
            look = _camera(rng, look, task, frames, 0.7)
    elif category == "cinema_square":
        look = _size(rng, look, OTHER)
        w, h = look.size
        look = replace(
            look,
            fill=float(rng.uniform(0.8, 0.95)),
            align=(float(rng.uniform(0.2, 0.8)), float(rng.uniform(0.2, 0.8))),
            bar_colour=_pick(rng, BAR_COLOURS),
            pix_fmt="yuv444p" if (w % 2 or h % 2) else _pick(rng, ("yuv420p", "yuv444p")),
            badge=bool(rng.random() < 0.5),
        )
    elif category == "dolly":
        look = _size(rng, look, MIXED)
        look = _camera(rng, look, task, frames)
        look = replace(look, shake=float(rng.uniform(0.5, 1.5)))
    elif category == "grade":
        look = _size(rng, look, MIXED)
        look = replace(
            look,
            grade=float(rng.uniform(0.4, 1.0)),
            flicker=float(rng.uniform(0.01, 0.05)),
            drift=float(rng.uniform(-0.06, 0.06)),
            grain=float(rng.uniform(2, 5)),
            sharpen=float(rng.uniform(0.3, 0.8)),
        )
    elif category == "ends":
        look = _size(rng, look, MIXED)
        look = replace(
            look,
            head=_pick(rng, ("", "black", "card", "picture", "fade_in")),
            tail=_pick(rng, ("black", "white", "card", "hold_card")),
            hold_first=int(_pick(rng, (0, 0, 24, 48))),
            bar_colour=_pick(rng, BAR_COLOURS),
        )
        if look.head == "" and look.hold_first == 0:
            look = replace(look, hold_first=30)
    elif category == "timing":
        look = _size(rng, look, MIXED)
        mode = _pick(rng, ("pulldown", "vfr", "dup", "freeze", "slowmo"))
        if mode == "pulldown":
            look = replace(look, resample="pulldown", fps_in=23.976, fps=29.97)
        elif mode == "vfr":
            look = replace(look, resample="vfr")
        elif mode == "dup":
            look = replace(
                look, resample="dup", fps_in=24.0, fps=float(_pick(rng, (8.0, 12.0, 50.0, 60.0)))
            )
        elif mode == "freeze":
            look = replace(look, freeze=int(rng.integers(4, 10)))
        else:
            look = replace(look, slowmo=True, hold_last=12)
    elif category == "wobble_mark":
        look = _size(rng, look, MIXED)
        look = replace(look, wobble=float(rng.uniform(0.8, 2.0)), mark=float(rng.uniform(0.015, 0.04)),
                       badge=bool(rng.random() < 0.5))  # fmt: skip
    elif category == "big_mark":
        look = _size(rng, look, MIXED)
        look = replace(look, mark=float(rng.uniform(0.045, 0.1)), mark_middle=True)
    elif category == "dissolve":
        look = _size(rng, look, MIXED)
        look = replace(look, dissolve=int(rng.integers(3, 7)), grain=float(rng.uniform(0, 3)))
    elif category == "flash_freeze":
        look = _size(rng, look, MIXED)
        look = replace(look, flash=True, freeze=int(_pick(rng, (0, 12))))
    elif category == "lens":
        look = _size(rng, look, MIXED)
        look = replace(look, barrel=float(rng.uniform(0.015, 0.04)), vignette=float(rng.uniform(0.2, 0.4)),
                       sweep=float(_pick(rng, (0.0, 0.12))))  # fmt: skip
    elif category == "blend_fps":
        look = _size(rng, look, MIXED)
        look = replace(look, motion_blur=int(rng.integers(1, 3)), resample="blend", fps_in=24.0,
                       fps=float(_pick(rng, (25.0, 30.0, 50.0))))  # fmt: skip
    elif category == "camera_out":
        look = _size(rng, look, MIXED)
        kind = int(rng.integers(3))
        sign = float(rng.choice([-1.0, 1.0]))
        look = replace(
            look,
            pan=(sign * float(rng.uniform(0.1, 0.16)), 0.0) if kind == 0 else (0.0, 0.0),
            roll=sign * float(rng.uniform(6, 10)) if kind == 1 else 0.0,
            zoom=float(_pick(rng, (0.75, 0.8, 1.25))) if kind == 2 else 1.0,
            easing=_pick(rng, ("linear", "in_out")),
        )
    elif category == "cut_off":
        look = _size(rng, look, MIXED)
        if look.size[1] > look.size[0]:
            # A 9:16 centre crop of the landscape picture, a little zoomed: the board's sides go.
            look = replace(look, bars="crop", fill=float(rng.uniform(1.08, 1.2)),
                           align=(float(rng.uniform(0.35, 0.65)), 0.5))  # fmt: skip
        else:
            # The picture placed off-centre for the whole video: 15-60 canvas px of the board
            # lie past the frame's left or right edge.
            x0, _, x1, _ = BOARD_BOX[task]
            sign = float(rng.choice([-1.0, 1.0]))
            edge = x0 if sign < 0 else CANVAS[0] - x1
            look = replace(look, pan=(sign * (edge + float(rng.uniform(15, 60))) / CANVAS[0], 0.0),
                           easing="const")  # fmt: skip
    elif category == "blank":
        look = _size(rng, look, MIXED)
        look = replace(
            look, grain=float(rng.uniform(0, 4)), extra={"blank": _pick(rng, ("black", "picture"))}
        )
    elif category == "another":
        look = _size(rng, look, MIXED)
        scenario = "other"
    # A model shows the question a moment and holds its answer (unless the draw set holds).
    if look.hold_first == 0 and category != "ends":
        look = replace(look, hold_first=int(rng.integers(1, 8)))
    if look.hold_last == 0:
        look = replace(look, hold_last=int(rng.integers(3, 14)))
    # VP9 for some (short-circuit order kept: the draw's random numbers stay in place).
    if (
        category not in ("camera_out", "cut_off", "blank", "another")
        and look.codec == "h264"
        and rng.random() < 0.15
        and look.size[0] * look.size[1] <= 1280 * 720
        and look.pix_fmt == "yuv420p"
    ):
        look = replace(look, codec="vp9", bitrate=_pick(rng, ("0.3M", "0.6M", "1M")))
    return Draw(f"v8_{index:03d}", category, group, task, int(rng.integers(3)), scenario, fpm, look,
                int(rng.integers(2**31)))  # fmt: skip


def plan(seed: int, quick: bool = False) -> list[Draw]:
    """The whole set (``quick``: the first video of each category)."""
    out, index = [], 0
    for category, (_, count) in CATEGORIES.items():
        for k in range(count):
            if not quick or k == 0:
                out.append(draw(seed, index, category, k))
            index += 1
    return out
