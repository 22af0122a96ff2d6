"""The seeded plan of set v10: categories (group, count, scenarios, how a look is drawn) and one
numpy Generator per video, so a video's bytes depend on the seed and its index only."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from .looks import EASINGS, Look

COMMON = ("solved",) * 4 + ("stopped",) * 3 + ("wrong",) * 3
"""What a study receives most: solves, stops short and wrong moves (4:3:3)."""

WEB_SIZES = ((854, 480, "0.9M", "1.6M"), (1280, 720, "1.5M", "4M"), (1920, 1080, "3M", "6M"))
PORTRAIT = ((720, 1280), (576, 1024), (540, 960))
BARS = ((0, 0, 0), (0, 0, 0), (12, 12, 14), (255, 255, 255), (32, 32, 36), (40, 20, 70),
        (235, 226, 210), (0, 60, 50))  # fmt: skip


def video_rng(seed: int, index: int) -> np.random.Generator:
    """The one generator of video ``index`` under ``seed``."""
    return np.random.default_rng(np.random.SeedSequence([10, seed, index]))


def _pick(rng: np.random.Generator, seq: tuple[Any, ...] | list[Any]) -> Any:
    return seq[int(rng.integers(0, len(seq)))]


def _rate(rng: np.random.Generator, lo: str, hi: str) -> str:
    a, b = float(lo[:-1]), float(hi[:-1])
    return f"{int(rng.uniform(a, b) * 1000)}k"


def _web(rng: np.random.Generator) -> Look:
    w, h, lo, hi = _pick(rng, WEB_SIZES[:2] * 2 + WEB_SIZES[2:])
    return Look(size=(w, h), fill="bars", bar=_pick(rng, BARS), fit=float(rng.uniform(0.93, 1.0)),
                offset=(float(rng.uniform(-1, 1)), 0.0), bitrate=_rate(rng, lo, hi),
                fps=float(_pick(rng, (24.0, 24.0, 30.0, 25.0, 24000 / 1001))))  # fmt: skip


def _camera(
    rng: np.random.Generator, lk: Look, pan: float, roll: float, zoom: tuple[float, float]
) -> Look:
    sign = lambda: float(_pick(rng, (-1, 1)))  # noqa: E731
    return replace(lk, pan=(sign() * float(rng.uniform(0.3, 1) * pan), sign() * float(rng.uniform(0, 1) * pan)),
                   roll=sign() * float(rng.uniform(0.3, 1) * roll),
                   zoom=float(rng.uniform(*zoom)), easing=_pick(rng, EASINGS))  # fmt: skip


def _portrait(rng: np.random.Generator, fill: str) -> Look:
    w, h = _pick(rng, PORTRAIT)
    return Look(size=(w, h), fill=fill, bar=_pick(rng, BARS), fit=float(rng.uniform(0.9, 1.0)),
                offset=(0.0, float(rng.uniform(-0.6, 0.6))), caption=bool(rng.random() < 0.6),
                app_ui=bool(rng.random() < 0.6), progress=bool(rng.random() < 0.3),
                bitrate=_rate(rng, "1.2M", "3M"), fps=float(_pick(rng, (24.0, 30.0))))  # fmt: skip


# -- inside ----------------------------------------------------------------------------------------


def web_landscape(rng: np.random.Generator) -> Look:
    lk = _web(rng)
    if rng.random() < 0.4:
        lk = _camera(rng, lk, 0.02, 1.0, (0.97, 1.03))
    return replace(lk, badge=bool(rng.random() < 0.3), caption=bool(rng.random() < 0.25),
                   grain=float(_pick(rng, (0.0, 0.0, 2.5))), shake=float(_pick(rng, (0.0, 0.0, 1.0))))  # fmt: skip


def portrait_bars(rng: np.random.Generator) -> Look:
    return _portrait(rng, "bars")


def portrait_blur(rng: np.random.Generator) -> Look:
    return _portrait(rng, "blur")


def square_and_cinema(rng: np.random.Generator) -> Look:
    kind = _pick(rng, ("square", "4:3", "cinema"))
    if kind == "square":
        return Look(size=_pick(rng, ((720, 720), (1080, 1080), (640, 640))), bar=_pick(rng, BARS),
                    bitrate=_rate(rng, "1M", "3M"))  # fmt: skip
    if kind == "4:3":
        return Look(size=(960, 720), bar=_pick(rng, BARS), fit=0.97, bitrate=_rate(rng, "1M", "3M"))
    # a 21:9 picture delivered in 16:9: black bands top and bottom, the board pillarboxed inside
    return Look(size=(1280, 720), bar=(0, 0, 0), fit=0.74, extra={"letterbox": 86},
                bitrate=_rate(rng, "1.5M", "3M"))  # fmt: skip


def camera_dolly(rng: np.random.Generator) -> Look:
    lk = _web(rng) if rng.random() < 0.7 else _portrait(rng, "bars")
    lk = replace(lk, fit=min(lk.fit, 0.86))
    return replace(
        _camera(rng, lk, 0.045, 2.7, (0.92, 1.08)), shake=float(_pick(rng, (0.0, 1.2, 1.8)))
    )


def graded_flicker(rng: np.random.Generator) -> Look:
    return replace(_web(rng), grade=float(rng.uniform(0.5, 1.0)), flicker=float(rng.uniform(0.02, 0.05)),
                   vignette=float(_pick(rng, (0.0, 0.2))), grain=float(rng.uniform(1.5, 4)),
                   sharpen=float(_pick(rng, (0.0, 0.6))))  # fmt: skip


def ends_and_cards(rng: np.random.Generator) -> Look:
    lk = _web(rng) if rng.random() < 0.6 else _portrait(rng, "bars")
    head = _pick(rng, ("", "card", "other", "black"))
    tail = _pick(rng, ("fade card", "white fade", "black", "card"))
    return replace(lk, head=head, head_n=int(rng.integers(4, 12)) if head else 0, tail=tail,
                   tail_n=int(rng.integers(6, 14)), hold_end=int(rng.integers(12, 24)))  # fmt: skip


def timing(rng: np.random.Generator) -> Look:
    t = _pick(rng, ("pulldown", "blend30", "vfr", "dup", "drop"))
    fps = {"pulldown": 30000 / 1001, "blend30": 30.0, "vfr": 30.0, "dup": 48.0, "drop": 20.0}[t]
    return replace(_web(rng), timing=t, fps=fps, hold_start=int(_pick(rng, (0, 0, 40))),
                   freeze=int(_pick(rng, (0, 4))), slowmo_end=bool(rng.random() < 0.4))  # fmt: skip


def hard_inside(rng: np.random.Generator) -> Look:
    lk = _web(rng) if rng.random() < 0.6 else _portrait(rng, "bars")
    return replace(lk, codec=_pick(rng, ("h264", "h264", "vp9")))


# -- beyond ----------------------------------------------------------------------------------------


def big_mark_over_board(rng: np.random.Generator) -> Look:
    return replace(_web(rng), watermark=float(rng.uniform(0.05, 0.09)), watermark_where="cross")


def camera_past_limits(rng: np.random.Generator) -> Look:
    lk = replace(_web(rng), fit=0.8)
    which = _pick(rng, ("pan", "roll", "zoom"))
    if which == "pan":
        return replace(lk, pan=(float(_pick(rng, (-1, 1)) * rng.uniform(0.055, 0.07)), 0.0))
    if which == "roll":
        return replace(lk, roll=float(_pick(rng, (-1, 1)) * rng.uniform(3.5, 4.5)))
    return replace(lk, zoom=float(_pick(rng, (0.85, 0.86, 1.13))))


def wobble_barrel(rng: np.random.Generator) -> Look:
    if rng.random() < 0.6:
        return replace(_web(rng), wobble=float(rng.uniform(2.6, 3.4)))
    return replace(_web(rng), barrel=float(rng.uniform(0.03, 0.05)))


def starved_bitrate(rng: np.random.Generator) -> Look:
    if rng.random() < 0.6:
        return Look(size=(1920, 1080), bitrate=f"{int(rng.uniform(150, 250))}k")
    return Look(size=(1280, 720), codec="vp9", bitrate=f"{int(rng.uniform(90, 130))}k")


def flash_sweep(rng: np.random.Generator) -> Look:
    return replace(_web(rng), sweep=float(rng.uniform(50, 90)) if rng.random() < 0.5 else 0.0)


def low_light(rng: np.random.Generator) -> Look:
    return replace(_web(rng), gain=float(rng.uniform(0.6, 0.7)), grade=1.4)


def heavy_blur_grain(rng: np.random.Generator) -> Look:
    return replace(_web(rng), blur=float(rng.uniform(2.2, 2.8)), grain=float(rng.uniform(8, 11)))


# -- outside ---------------------------------------------------------------------------------------


def camera_far(rng: np.random.Generator) -> Look:
    lk = replace(_web(rng), fit=0.62)
    return replace(lk, pan=(float(_pick(rng, (-1, 1)) * rng.uniform(0.12, 0.18)), 0.05),
                   zoom=float(_pick(rng, (0.7, 1.3))), roll=float(rng.uniform(-8, 8)))  # fmt: skip


def cut_off(rng: np.random.Generator) -> Look:
    return replace(_web(rng), fit=1.0, cut=float(rng.uniform(0.2, 0.3)))


def blank(rng: np.random.Generator) -> Look:
    return replace(_web(rng), blank=_pick(rng, ("black", "grey", "noise")))


def another_puzzle(rng: np.random.Generator) -> Look:
    return _web(rng)


@dataclass(frozen=True)
class Category:
    """A category: its group, how many videos, the scenarios it draws from, and its look."""

    name: str
    group: str  # "inside", "beyond", "outside"
    count: int
    scenarios: tuple[str, ...]
    look: Callable[[np.random.Generator], Look]


CATEGORIES: tuple[Category, ...] = (
    Category("web_landscape", "inside", 14, COMMON, web_landscape),
    Category("portrait_bars", "inside", 7, COMMON, portrait_bars),
    Category("portrait_blur", "inside", 5, COMMON, portrait_blur),
    Category("square_and_cinema", "inside", 5, COMMON, square_and_cinema),
    Category("camera_dolly", "inside", 4, COMMON, camera_dolly),
    Category("graded_flicker", "inside", 3, COMMON, graded_flicker),
    Category(
        "ends_and_cards", "inside", 4, ("solved", "solved", "stopped", "wrong"), ends_and_cards
    ),
    Category("timing", "inside", 4, COMMON, timing),
    Category("answer_then_leave", "inside", 2, ("leave_return", "reverse"), hard_inside),
    Category("jump_or_dissolve", "inside", 2, ("jump", "crossfade"), hard_inside),
    Category("half_turn_or_glide", "inside", 2, ("half_turn",), hard_inside),
    Category(
        "pieces_moved", "inside", 3, ("slide", "swap", "wall_change", "teleport_mid"), hard_inside
    ),
    Category("big_mark_over_board", "beyond", 4, COMMON, big_mark_over_board),
    Category("camera_past_limits", "beyond", 4, COMMON, camera_past_limits),
    Category("wobble_barrel", "beyond", 3, COMMON, wobble_barrel),
    Category("starved_bitrate", "beyond", 3, COMMON, starved_bitrate),
    Category("flash_sweep", "beyond", 4, ("flash", "flash", "solved", "stopped"), flash_sweep),
    Category("low_light", "beyond", 2, COMMON, low_light),
    Category("heavy_blur_grain", "beyond", 2, COMMON, heavy_blur_grain),
    Category("camera_far", "outside", 3, COMMON, camera_far),
    Category("cut_off", "outside", 3, COMMON, cut_off),
    Category("blank", "outside", 3, ("solved",), blank),
    Category("another_puzzle", "outside", 4, ("another",), another_puzzle),
)

ROTATION_ONLY = {"slide", "swap", "half_turn"}
MAZE_ONLY = {"wall_change", "teleport_mid", "glide2"}


@dataclass(frozen=True)
class Draw:
    """One planned video."""

    index: int
    video_id: str
    category: str
    group: str
    task: str  # "rotation_puzzle" or "maze_nav"
    question: int
    scenario: str
    frames_per_move: int


def plan(seed: int, quick: bool = False) -> list[Draw]:
    """The set's videos in order (``quick``: the first of each category)."""
    draws: list[Draw] = []
    index = 0
    for cat in CATEGORIES:
        for n in range(cat.count):
            rng = video_rng(seed, index)
            task = ("rotation_puzzle", "maze_nav")[(index + n) % 2]
            scen = _pick(rng, cat.scenarios)
            if cat.name == "half_turn_or_glide":
                scen = "half_turn" if task == "rotation_puzzle" else "glide2"
            if scen in ROTATION_ONLY:
                task = "rotation_puzzle"
            if scen in MAZE_ONLY:
                task = "maze_nav"
            if not (quick and n):
                draws.append(Draw(index, f"v10_{index:03d}", cat.name, cat.group, task,
                                  int(rng.integers(0, 3)), scen, int(rng.integers(3, 7))))  # fmt: skip
            index += 1
    return draws


def look_of(draw: Draw, rng: np.random.Generator) -> Look:
    """The draw's look, from the video's generator (after the plan's own draws)."""
    cat = next(c for c in CATEGORIES if c.name == draw.category)
    return cat.look(rng)
