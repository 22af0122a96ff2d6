"""Set v7's categories, the draw of one video and its labels.

Each category says which group it belongs to against docs/datasets.md's envelope (``inside``,
``beyond``: past a documented limit, ``outside``: unknown expected), how many videos the full set
draws per task, and how its :class:`~benchmarks.realstyle_v7.look.Look` and scenario are drawn.
The weights lean on what a video-model study meets most (solved, stopped early, a wrong move;
portrait with bars, a blurred copy, subtitles, watermarks and app UI; H.264 at web bitrates),
and a third of the set is ordinary landscape H.264.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from benchmarks.realstyle_v7.look import EASINGS, Delivered, Look
from benchmarks.realstyle_v7.scenes import Scene

LABELS = ("solved", "squares_kept", "first_frame_matches", "animated", "first_solved_frame")
"""The columns each video is labelled on (``None``: a person could not tell)."""

GROUPS = ("inside", "beyond", "outside")

# the scenarios a study meets, and how often (the rest are the tampered kinds)
_PUZZLE_WEIGHTS = {
    "solved": 0.34, "stopped_early": 0.18, "wrong_move": 0.16, "reverse": 0.06,
    "turn_180": 0.06, "teleport": 0.06, "slide": 0.05, "swap": 0.05, "crossfade": 0.04,
}  # fmt: skip
_MAZE_WEIGHTS = {
    "solved": 0.34, "stopped_early": 0.18, "wrong_move": 0.16, "reverse": 0.06,
    "two_cell_slide": 0.06, "teleport": 0.05, "player_jump": 0.05, "wall_change": 0.06,
    "crossfade": 0.04,
}  # fmt: skip

PORTRAIT = ((720, 1280), (1080, 1920))
LANDSCAPE = ((1280, 720), (1920, 1080), (854, 480), (960, 540))
SQUARE = ((720, 720), (1024, 1024), (1080, 1080))
WEB_H264 = ("crf 23", "crf 26", "crf 28", "800k", "1200k", "2000k", "500k")
BAR_COLOURS = ((0, 0, 0), (0, 0, 0), (12, 12, 12), (255, 255, 255), (40, 40, 40),
               (30, 60, 140), (190, 30, 50), (230, 220, 200))  # fmt: skip


def _pick(rng: np.random.Generator, options):
    return options[int(rng.integers(0, len(options)))]


def _scenario(rng: np.random.Generator, task: str) -> str:
    weights = _PUZZLE_WEIGHTS if task == "rotation_puzzle" else _MAZE_WEIGHTS
    names = list(weights)
    p = np.array([weights[n] for n in names])
    return names[int(rng.choice(len(names), p=p / p.sum()))]


def _web(rng: np.random.Generator, look: Look) -> Look:
    look.codec = "h264"
    look.rate = _pick(rng, WEB_H264)
    if look.rate[0].isdigit():
        look.rate = f"bitrate {look.rate}"
    look.fps = int(_pick(rng, (24, 24, 25, 30, 30)))
    return look


def _camera(rng: np.random.Generator, look: Look, scale: float) -> Look:
    """Pan, roll and zoom at ``scale`` of the envelope's limits (1: up to the limit)."""
    look.pan = (float(rng.uniform(-0.05, 0.05) * scale), float(rng.uniform(-0.05, 0.05) * scale))
    look.roll = float(rng.uniform(-3.0, 3.0) * scale)
    look.zoom = float(1.0 + rng.uniform(-0.1, 0.1) * scale)
    look.easing = _pick(rng, EASINGS)
    return look


# -- the categories: each draws a Look and maybe a fixed scenario ------------------------------


def _landscape(rng, look):
    look.size = _pick(rng, LANDSCAPE)
    look.grain = float(rng.choice([0.0, 0.0, 2.0, 3.0]))
    look.colour_drift = float(rng.choice([0.0, 0.03]))
    return _web(rng, look), None


def _portrait_bars(rng, look):
    look.size = _pick(rng, PORTRAIT)
    look.bar_colour = _pick(rng, BAR_COLOURS)
    look.align = (0.5, float(rng.choice([0.5, 0.5, 0.4, 0.6])))
    return _web(rng, look), None


def _portrait_blurfill(rng, look):
    look.size = _pick(rng, PORTRAIT)
    look.fit = "blurfill"
    return _web(rng, look), None


def _portrait_overlays(rng, look):
    look.size = _pick(rng, PORTRAIT)
    look.fit = _pick(rng, ("bars", "bars", "blurfill"))
    look.bar_colour = (0, 0, 0)
    look.overlays = tuple(
        o for o in ("subtitles", "watermark", "tiktok_ui", "logo") if rng.random() < 0.6
    ) or ("subtitles", "watermark")
    look.watermark_share = float(rng.uniform(0.015, 0.04))
    return _web(rng, look), None


def _square(rng, look):
    look.size = _pick(rng, SQUARE)
    look.bar_colour = _pick(rng, BAR_COLOURS)
    look.overlays = ("logo",) if rng.random() < 0.5 else ()
    return _web(rng, look), None


def _push_in(rng, look):
    look.size = _pick(rng, (*LANDSCAPE[:2], *PORTRAIT[:1]))
    look.zoom = float(rng.uniform(1.06, 1.08))
    look.easing = "linear"
    look.pan = (float(rng.uniform(-0.01, 0.01)), float(rng.uniform(-0.01, 0.01)))
    return _web(rng, look), None


def _camera_moves(rng, look):
    look.size = _pick(rng, (*LANDSCAPE, *PORTRAIT))
    _camera(rng, look, 0.9)
    look.shake = float(rng.uniform(0.5, 2.0))
    return _web(rng, look), None


def _crossfade_grain(rng, look):
    look.size = _pick(rng, (*LANDSCAPE[:2], *PORTRAIT[:1]))
    look.grain = float(rng.uniform(2.0, 5.0))
    return _web(rng, look), "crossfade"


def _teleport(rng, look):
    look.size = _pick(rng, (*LANDSCAPE[:2], *PORTRAIT))
    look.lead = ("hold", int(rng.integers(6, 20)))
    return _web(rng, look), "teleport"


def _ends(rng, look):
    look.size = _pick(rng, (*LANDSCAPE[:2], *PORTRAIT))
    look.lead = _pick(rng, (("black", 3), ("card", 6), ("other", 4), ("hold", 30), None))
    look.tail = _pick(rng, (("fade_black", 6), ("fade_white", 8), ("card", 10), ("black", 5)))
    look.slowmo_end = int(rng.choice([1, 1, 3]))
    return _web(rng, look), None


def _wobble_fps(rng, look):
    look.size = _pick(rng, LANDSCAPE)
    look.wobble = float(rng.uniform(1.0, 2.0))
    look.motion_blur = float(rng.choice([0.0, 0.3]))
    look.fps = int(rng.choice([8, 12, 15, 30, 50, 60]))
    look.conversion = _pick(rng, ("nearest", "blend"))
    look.codec = _pick(rng, ("h264", "vp9"))
    look.rate = _pick(rng, ("crf 26", "bitrate 600k", "bitrate 300k"))
    look.pix_fmt = "yuv444p" if look.codec == "h264" and rng.random() < 0.3 else "yuv420p"
    if look.fps >= 50:
        look.size = (854, 480)
    return look, None


def _beyond_camera(rng, look):
    look = _camera_moves(rng, look)[0]
    look.pan = (float(np.sign(rng.uniform(-1, 1)) * rng.uniform(0.06, 0.08)), look.pan[1])
    look.roll = float(np.sign(rng.uniform(-1, 1)) * rng.uniform(3.5, 5.0))
    return look, None


def _beyond_overlays(rng, look):
    look.size = _pick(rng, (*PORTRAIT, LANDSCAPE[0]))
    look.overlays = (_pick(rng, ("subtitles", "watermark", "tiktok_ui")),)
    look.overlay_over_picture = True
    look.watermark_share = float(rng.uniform(0.05, 0.10))
    return _web(rng, look), None


def _beyond_wobble(rng, look):
    look.size = _pick(rng, LANDSCAPE[:2])
    look.wobble = float(rng.uniform(2.5, 3.5))
    look.barrel = float(rng.uniform(0.03, 0.06))
    look.vignette = float(rng.uniform(0.15, 0.3))
    return _web(rng, look), None


def _beyond_lowrate(rng, look):
    look.size = _pick(rng, (*PORTRAIT[:1], LANDSCAPE[2]))
    look.fps = 8
    look.rate = "bitrate 90k"
    look.grain = 4.0
    return look, None


def _outside_camera(rng, look):
    look.size = _pick(rng, LANDSCAPE[:2])
    look.pan = (float(rng.uniform(0.12, 0.18)), float(rng.uniform(-0.08, 0.08)))
    look.roll = float(rng.uniform(8.0, 12.0))
    look.zoom = float(rng.uniform(0.95, 1.05))
    return _web(rng, look), None


def _outside_cut(rng, look):
    look.size = _pick(rng, LANDSCAPE[:2])
    look.zoom = float(rng.uniform(1.5, 1.8))
    look.easing = "ease_out"
    look.pan = (float(rng.uniform(0.05, 0.1)), 0.0)
    return _web(rng, look), None


def _outside_blank(rng, look):
    look.size = _pick(rng, (*LANDSCAPE[:1], *PORTRAIT[:1]))
    look.blank = True
    look.grain = 2.0
    return _web(rng, look), None


def _outside_other(rng, look):
    look.size = _pick(rng, (*LANDSCAPE[:1], *PORTRAIT[:1]))
    look.extra["other_question"] = True
    return _web(rng, look), None


@dataclass(frozen=True)
class Category:
    """A kind of video: its group, how many per task in the full set, how it is drawn."""

    group: str
    per_task: int
    draw: Callable[[np.random.Generator, Look], tuple[Look, str | None]]


CATEGORIES: dict[str, Category] = {
    "landscape_h264": Category("inside", 7, _landscape),
    "portrait_bars": Category("inside", 3, _portrait_bars),
    "portrait_blurfill": Category("inside", 3, _portrait_blurfill),
    "portrait_overlays": Category("inside", 3, _portrait_overlays),
    "square_1x1": Category("inside", 2, _square),
    "push_in": Category("inside", 2, _push_in),
    "camera_moves": Category("inside", 2, _camera_moves),
    "crossfade_grain": Category("inside", 2, _crossfade_grain),
    "teleport_answer": Category("inside", 2, _teleport),
    "end_cards_fades": Category("inside", 2, _ends),
    "wobble_fps_codecs": Category("inside", 2, _wobble_fps),
    "camera_past_limits": Category("beyond", 2, _beyond_camera),
    "overlay_over_picture": Category("beyond", 3, _beyond_overlays),
    "wobble_barrel": Category("beyond", 2, _beyond_wobble),
    "low_rate_8fps": Category("beyond", 2, _beyond_lowrate),
    "camera_far": Category("outside", 2, _outside_camera),
    "cut_off": Category("outside", 1, _outside_cut),
    "blank": Category("outside", 1, _outside_blank),
    "another_puzzle": Category("outside", 2, _outside_other),
}
"""Category name -> :class:`Category` (explicit registry; the order is the draw order)."""


def draw(category: str, task: str, rng: np.random.Generator) -> tuple[Look, str, int]:
    """One video's look, scenario and frames per move (3-6)."""
    if category not in CATEGORIES:
        raise ValueError(f"category={category!r} is not allowed; allowed: {list(CATEGORIES)}")
    look, scenario = CATEGORIES[category].draw(rng, Look())
    if scenario is None:
        scenario = _scenario(rng, task)
    return look, scenario, int(rng.integers(3, 7))


def labels(scene: Scene, delivered: Delivered, category: str) -> dict[str, object]:
    """What a careful person reads off the delivered video, by the package's definitions."""
    group = CATEGORIES[category].group
    puzzle = [d for d, k in enumerate(delivered.kinds) if k == "puzzle"]
    out: dict[str, object] = dict.fromkeys(LABELS)
    if category in ("blank", "cut_off") or not puzzle:
        return out  # nothing (or not the whole board) to read
    out["solved"] = scene.solved
    out["squares_kept"] = scene.squares_kept
    out["first_frame_matches"] = scene.first_frame_matches
    if category == "another_puzzle":
        out.update(solved=False, first_frame_matches=False, squares_kept=None)
        return out
    seen = [s for d in puzzle for s in delivered.sources[d]]
    if any(scene.dissolve[j] for j, w in seen if w > 0.02):
        out["animated"] = None  # a dissolve is neither a move caught part-way nor a jump
    elif any(scene.partway[j] for j, w in seen if w >= 0.25):
        out["animated"] = True
    elif any(len({j for j, w in delivered.sources[d] if w > 0.02}) > 1
             and len({scene.frames[j].tobytes() for j, w in delivered.sources[d] if w > 0.02}) > 1
             for d in puzzle):  # fmt: skip
        out["animated"] = None  # the jump delivered as a blend of the two boards
    else:
        out["animated"] = False
    if out["solved"] is True:
        for d in puzzle:
            if all(scene.solved_at[j] for j, w in delivered.sources[d] if w > 0.02):
                out["first_solved_frame"] = d
                break
        if any(scene.dissolve[j] for j, _ in seen):
            out["first_solved_frame"] = None  # which dissolve step reads solved: no one can say
    del group
    return out
