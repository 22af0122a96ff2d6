"""The categories of set v11 and each video's draw (task, question, scenario, look).

A natural mix first: what a study of today's image-to-video models receives (16:9 and 9:16 H.264
web videos, each generator's usual artefacts, solved / stopped early / a wrong move), then a
minority of hard cases, beyond the envelope and outside it. Each video's draws come from its own
Generator, seeded by (set seed, category, number), so ``--quick`` is a subset of the full set.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from benchmarks.realstyle_v11.looks import Look, board_inside, picture_box

COMMON = {"solved": 0.45, "stopped": 0.25, "wrong": 0.30}
"""The scenarios a study meets most, and how often."""

BARS = (
    (0, 0, 0),
    (0, 0, 0),
    (0, 0, 0),
    (255, 255, 255),
    (24, 24, 28),
    (120, 120, 120),
    (14, 40, 90),
    (230, 200, 60),
    (200, 30, 60),
)


@dataclass(frozen=True)
class Draw:
    """One video: its category and group, task, question number, scenario and look."""

    name: str
    category: str
    group: str  # inside / beyond / outside
    task: str  # rotation_puzzle / maze_nav
    question: int  # rotation: 0-2; maze: 0-2 size 5, 3-5 size 9
    kind: str
    look: Look


def _common(rng: np.random.Generator) -> str:
    return str(rng.choice(list(COMMON), p=list(COMMON.values())))


def _grade(rng: np.random.Generator, strength: float = 1.0) -> dict:
    g = 1.0 + rng.uniform(-0.06, 0.06, 3) * strength
    o = rng.uniform(-6, 6, 3) * strength
    return {"gains": tuple(float(v) for v in g), "offsets": tuple(float(v) for v in o)}


def _web_rate(size: tuple[int, int], rng: np.random.Generator) -> str:
    pixels = size[0] * size[1]
    kbit = pixels / 921600 * float(rng.uniform(900, 3000))
    return f"{max(300, int(kbit))}k"


def _cam(rng: np.random.Generator, pan: float = 0.05, roll: float = 3.0, zoom: float = 0.1) -> dict:
    return {
        "pan": (float(rng.uniform(-pan, pan)), float(rng.uniform(-pan, pan))),
        "roll": float(rng.uniform(-roll, roll)),
        "zoom": float(1 + rng.uniform(-zoom, zoom)),
        "easing": str(rng.choice(["linear", "cosine", "out_cubic", "in_quad"])),
    }


def _web_landscape(rng: np.random.Generator) -> tuple[str, Look]:
    size = [(854, 480), (1280, 720), (1920, 1080)][int(rng.choice(3, p=[0.4, 0.5, 0.1]))]
    kw: dict = {
        "size": size,
        "fit": float(rng.uniform(0.88, 1.0)),
        "align": (float(rng.uniform(0.3, 0.7)), 0.5),
    }
    kw["fill"] = "stretch" if rng.random() < 0.15 else "flat"
    kw["bar"] = BARS[int(rng.integers(len(BARS)))]
    kw.update(_grade(rng, 0.6))
    kw["grain"] = float(rng.uniform(0, 3))
    if rng.random() < 0.4:
        kw.update(_cam(rng, 0.02, 1.0, 0.04))
    marks = []
    if rng.random() < 0.4:
        marks.append("badge")
    if rng.random() < 0.3:
        marks.append("watermark")
        kw["mark_share"] = float(rng.uniform(0.01, 0.035))
    kw["marks"] = tuple(marks)
    kw["head"] = str(rng.choice(["", "", "", "black", "card"]))
    kw["tail"] = str(rng.choice(["", "", "black", "white_fade", "card", "hold_fade_card"]))
    kw["fps"] = int(rng.choice([24, 25, 30]))
    kw["rate"] = _web_rate(size, rng)
    return _common(rng), Look(**kw)


def _portrait(rng: np.random.Generator) -> tuple[str, Look]:
    size = [(720, 1280), (540, 960), (1080, 1920)][int(rng.choice(3, p=[0.55, 0.35, 0.1]))]
    kw: dict = {
        "size": size,
        "fit": float(rng.uniform(0.9, 1.0)),
        "align": (0.5, float(rng.uniform(0.3, 0.6))),
    }
    kw["fill"] = "blur" if rng.random() < 0.5 else "flat"
    kw["bar"] = BARS[int(rng.integers(len(BARS)))]
    kw.update(_grade(rng, 0.5))
    marks = ["subtitle"] if rng.random() < 0.6 else []
    marks += [m for m in ("ui", "badge", "progress") if rng.random() < 0.45]
    if rng.random() < 0.3:
        marks.append("watermark")
        kw["mark_share"] = float(rng.uniform(0.01, 0.03))
    kw["marks"] = tuple(marks)
    if rng.random() < 0.3:
        kw.update(_cam(rng, 0.02, 1.5, 0.05))
    kw["tail"] = str(rng.choice(["", "", "card", "black"]))
    kw["fps"] = int(rng.choice([24, 30, 30]))
    kw["rate"] = _web_rate(size, rng)
    return _common(rng), Look(**kw)


def _square_cinema(rng: np.random.Generator) -> tuple[str, Look]:
    form = str(rng.choice(["1:1", "4:3", "21:9"]))
    bar = BARS[int(rng.integers(len(BARS)))]
    if form == "1:1":
        size, box = (
            [(720, 720), (1080, 1080), (512, 512)][int(rng.integers(3))],
            (0.0, 0.0, 1.0, 1.0),
        )
    elif form == "4:3":
        size, box = [(960, 720), (640, 480)][int(rng.integers(2))], (0.0, 0.0, 1.0, 1.0)
    else:  # a 21:9 picture letterboxed in 16:9: bars top and bottom, the 3:2 canvas pillarboxed inside
        size, box = (1280, 720), (0.0, (1 - 0.762) / 2, 1.0, 0.762)
    kw: dict = {"size": size, "box": box, "bar": bar, "fit": float(rng.uniform(0.85, 1.0))}
    kw["align"] = (float(rng.uniform(0.2, 0.8)), float(rng.uniform(0.2, 0.8)))
    kw.update(_grade(rng))
    kw["vignette"] = float(rng.choice([0.0, 0.0, 0.1]))
    kw["marks"] = ("badge",) if rng.random() < 0.4 else ()
    kw["fps"] = int(rng.choice([24, 30, 60]))
    kw["codec"] = "vp9" if rng.random() < 0.25 else "h264"
    kw["rate"] = _web_rate(size, rng) if rng.random() < 0.7 else "crf30"
    return _common(rng), Look(**kw)


def _camera(rng: np.random.Generator) -> tuple[str, Look]:
    portrait = rng.random() < 0.35
    size = (720, 1280) if portrait else [(1280, 720), (854, 480)][int(rng.integers(2))]
    kw: dict = {
        "size": size,
        "fit": float(rng.uniform(0.85, 0.97)),
        "fill": "blur" if portrait and rng.random() < 0.5 else "flat",
    }
    kw["bar"] = BARS[int(rng.integers(len(BARS)))]
    kw.update(_cam(rng))
    kw["shake"] = float(rng.choice([0.0, 0.8, 1.5]))
    kw["wobble"] = float(rng.choice([0.0, 1.0, 2.0]))
    kw["wavelength"] = float(rng.uniform(200, 500))
    kw.update(_grade(rng, 0.5))
    kw["fps"] = int(rng.choice([24, 30]))
    kw["rate"] = _web_rate(size, rng)
    return _common(rng), Look(**kw)


def _artefacts(rng: np.random.Generator) -> tuple[str, Look]:
    size = [(1280, 720), (854, 480), (720, 1280)][int(rng.integers(3))]
    kw: dict = {
        "size": size,
        "fit": float(rng.uniform(0.9, 1.0)),
        "bar": BARS[int(rng.integers(len(BARS)))],
    }
    kw["timing"] = str(
        rng.choice(["blend", "pulldown", "vfr", "freeze", "slowmo_end", "dup", "drop"])
    )
    kw["fps"] = {"dup": 60, "blend": 48, "pulldown": 30, "drop": 12, "vfr": 30}.get(
        kw["timing"], int(rng.choice([16, 24]))
    )
    style = str(rng.choice(["teal_orange", "flicker", "grain_sharpen", "vignette"]))
    if style == "teal_orange":
        kw["gains"], kw["offsets"] = (1.07, 1.0, 0.92), (6.0, 0.0, 8.0)
    elif style == "flicker":
        kw["flicker"] = float(rng.uniform(0.02, 0.05))
    elif style == "grain_sharpen":
        kw["grain"], kw["sharpen"] = float(rng.uniform(2, 4)), float(rng.uniform(0.3, 0.7))
    else:
        kw["vignette"] = float(rng.uniform(0.08, 0.14))
    kw["head"] = str(rng.choice(["", "hold", "picture"]))
    kw["tail"] = str(rng.choice(["", "hold_fade_card", "white_fade"]))
    kw["codec"] = "vp9" if rng.random() < 0.2 else "h264"
    kw["rate"] = _web_rate(size, rng)
    kw["pix_fmt"] = (
        str(rng.choice(["yuv420p", "yuv420p", "yuv444p"])) if kw["codec"] == "h264" else "yuv420p"
    )
    if kw["pix_fmt"] == "yuv444p":
        kw["size"] = (size[0] - 1, size[1] - 1) if size[0] > size[1] else (size[0] + 1, size[1] - 3)
    return _common(rng), Look(**kw)


def _scenario_look(rng: np.random.Generator) -> Look:
    size = [(1280, 720), (720, 1280), (854, 480)][int(rng.integers(3))]
    kw: dict = {
        "size": size,
        "fit": float(rng.uniform(0.9, 1.0)),
        "bar": BARS[int(rng.integers(len(BARS)))],
    }
    kw.update(_grade(rng, 0.5))
    kw["fps"] = int(rng.choice([24, 30]))
    kw["rate"] = _web_rate(size, rng)
    if rng.random() < 0.3:
        kw.update(_cam(rng, 0.015, 1.0, 0.03))
    return Look(**kw)


ROTATION_SCENARIOS = ("half_turn", "swap", "slide", "reverse", "wrong_start", "jump", "dissolve")
MAZE_SCENARIOS = ("teleport", "wall_change", "glide2", "reverse", "jump", "dissolve", "wrong_start")
"""The odd answers, taken in turn (rotation videos are the even numbers, maze videos the odd)."""


def _beyond_mark(rng: np.random.Generator) -> tuple[str, Look]:
    kind, look = _web_landscape(rng)
    return kind, replace(
        look, marks=("watermark",), mark_share=float(rng.uniform(0.05, 0.09)), mark_cross=True
    )


def _beyond_camera(rng: np.random.Generator) -> tuple[str, Look]:
    kind, look = _camera(rng)
    which = int(rng.integers(3))
    sign = float(rng.choice([-1.0, 1.0]))
    if which == 0:
        look = replace(
            look, pan=(sign * float(rng.uniform(0.055, 0.07)), look.pan[1] * 0.3), fit=0.8
        )
    elif which == 1:
        look = replace(look, roll=sign * float(rng.uniform(3.3, 4.5)), fit=0.85)
    else:
        look = replace(
            look,
            zoom=float(rng.choice([rng.uniform(0.85, 0.89), rng.uniform(1.11, 1.13)])),
            fit=0.8,
        )
    return kind, look


def _beyond_wobble(rng: np.random.Generator) -> tuple[str, Look]:
    kind, look = _camera(rng)
    return kind, replace(
        look, wobble=float(rng.uniform(2.6, 3.5)), pan=(0.0, 0.0), roll=0.0, zoom=1.0
    )


def _beyond_starved(rng: np.random.Generator) -> tuple[str, Look]:
    kind, look = _web_landscape(rng)
    size = [(1280, 720), (1920, 1080)][int(rng.integers(2))]
    return kind, replace(look, size=size, rate=f"{int(rng.uniform(60, 110))}k")


def _beyond_light(rng: np.random.Generator) -> tuple[str, Look]:
    kind, look = _web_landscape(rng)
    if rng.random() < 0.5:
        return kind, replace(look, flash=True)
    return kind, replace(look, sweep=True)


def _beyond_dim(rng: np.random.Generator) -> tuple[str, Look]:
    kind, look = _web_landscape(rng)
    if rng.random() < 0.5:
        g = float(rng.uniform(0.62, 0.75))
        return kind, replace(look, gains=(g, g, g * 0.95), grain=5.0)
    return kind, replace(look, blur=float(rng.uniform(2.3, 3.0)))


def _outside_far(rng: np.random.Generator) -> tuple[str, Look]:
    kind, look = _camera(rng)
    which = int(rng.integers(3))
    sign = float(rng.choice([-1.0, 1.0]))
    if which == 0:
        return kind, replace(
            look, pan=(sign * float(rng.uniform(0.1, 0.14)), 0.0), fit=0.7, zoom=1.0, roll=0.0
        )
    if which == 1:
        return kind, replace(look, roll=sign * float(rng.uniform(6, 10)), fit=0.7, zoom=1.0)
    return kind, replace(look, zoom=float(rng.uniform(0.7, 0.78)), roll=0.0)


def _outside_cut(rng: np.random.Generator) -> tuple[str, Look]:
    kind, look = _web_landscape(rng)
    # The side and how much of the board is cut are drawn in :func:`draw`, which knows the board.
    return kind, replace(
        look,
        fill="flat",
        pan=(0.0, 0.0),
        roll=0.0,
        zoom=1.0,
        extra={"cut": float(rng.uniform(0.15, 0.35)), "side": float(rng.integers(4))},
    )


def _cut(look: Look, board: tuple[float, float, float, float]) -> Look:
    """``look`` moved so that ``extra["cut"]`` of the board's side lies past the frame's edge."""
    x, y, pw, _ph = picture_box(look)
    s = pw / 768
    bx0, by0, bx1, by1 = board
    c = look.extra["cut"]
    w, h = look.size
    side = int(look.extra["side"])
    if side == 0:  # left edge
        dx, dy = -(x + (bx0 + c * (bx1 - bx0)) * s), 0.0
    elif side == 1:  # right edge
        dx, dy = w - (x + (bx1 - c * (bx1 - bx0)) * s), 0.0
    elif side == 2:  # top
        dx, dy = 0.0, -(y + (by0 + c * (by1 - by0)) * s)
    else:
        dx, dy = 0.0, h - (y + (by1 - c * (by1 - by0)) * s)
    return replace(look, shift=(dx, dy))


def _outside_blank(rng: np.random.Generator) -> tuple[str, Look]:
    _kind, look = _web_landscape(rng)
    return "blank", replace(look, head="", tail="", marks=("badge",))


def _outside_other(rng: np.random.Generator) -> tuple[str, Look]:
    _kind, look = _web_landscape(rng)
    return "other", look


Drawer = Callable[[np.random.Generator], tuple[str, Look]]
CATEGORIES: dict[str, tuple[str, int, Drawer]] = {
    "web_landscape": ("inside", 14, _web_landscape),
    "portrait_app": ("inside", 11, _portrait),
    "square_cinema": ("inside", 6, _square_cinema),
    "camera_moves": ("inside", 8, _camera),
    "generator_artefacts": ("inside", 8, _artefacts),
    "odd_answers": ("inside", 12, lambda rng: ("scenario", _scenario_look(rng))),
    "mark_over_board": ("beyond", 4, _beyond_mark),
    "camera_past_limits": ("beyond", 4, _beyond_camera),
    "wobble_3px": ("beyond", 3, _beyond_wobble),
    "starved_bitrate": ("beyond", 3, _beyond_starved),
    "flash_or_sweep": ("beyond", 4, _beyond_light),
    "dim_or_soft": ("beyond", 4, _beyond_dim),
    "far_camera": ("outside", 4, _outside_far),
    "board_cut_off": ("outside", 3, _outside_cut),
    "blank_video": ("outside", 2, _outside_blank),
    "another_puzzle": ("outside", 4, _outside_other),
}
"""Category -> (group, videos in the full set, drawer)."""

TASKS = ("rotation_puzzle", "maze_nav")


def video_rng(seed: int, category: str, number: int) -> np.random.Generator:
    """The one Generator of video ``number`` of ``category``."""
    return np.random.default_rng([seed, list(CATEGORIES).index(category), number])


def draw(
    seed: int,
    category: str,
    number: int,
    boards: dict[tuple[str, int], tuple[float, float, float, float]],
) -> Draw:
    """Video ``number`` of ``category``; ``boards`` gives each question's board box, to keep a
    camera inside the envelope's rule that the whole board stays in the frame."""
    group, _, drawer = CATEGORIES[category]
    rng = video_rng(seed, category, number)
    task = TASKS[number % 2]
    question = int(rng.integers(3 if task == "rotation_puzzle" else 6))
    kind, look = drawer(rng)
    if kind == "scenario":
        kinds = ROTATION_SCENARIOS if task == "rotation_puzzle" else MAZE_SCENARIOS
        kind = kinds[number // 2 % len(kinds)]
    elif kind == "other":
        kind = "other_board" if task == "rotation_puzzle" else "other_maze"
    board = boards[(task, question)]
    if category == "board_cut_off":
        look = _cut(look, board)
    elif category in (
        "far_camera",
        "camera_past_limits",
    ):  # the board in the frame: only the fit shrinks
        for _ in range(12):
            if board_inside(look, board):
                break
            look = replace(look, fit=max(0.45, look.fit * 0.92))
        else:
            if group != "outside":
                raise RuntimeError(
                    f"{category} {number}: the board leaves the frame: {look.brief()}"
                )
    elif group != "outside":
        # Inside the frame at every time: shrink the camera's travel (and the fit) until it is.
        for _ in range(12):
            if board_inside(look, board):
                break
            look = replace(
                look, pan=(look.pan[0] * 0.85, look.pan[1] * 0.85), fit=max(0.7, look.fit * 0.96)
            )
        else:
            raise RuntimeError(f"{category} {number}: the board leaves the frame: {look.brief()}")
    return Draw(f"{category}_{number:02d}", category, group, task, question, kind, look)


def plan(
    seed: int, boards: dict[tuple[str, int], tuple[float, float, float, float]], quick: bool = False
) -> list[Draw]:
    """Every video of the set (``quick``: the first two of each category, one per task);
    ``boards``: each question's board box in canvas px, keyed ``(task, question)``."""
    out = []
    for category, (_, count, _) in CATEGORIES.items():
        for number in range(min(2, count) if quick else count):
            out.append(draw(seed, category, number, boards))
    return out
