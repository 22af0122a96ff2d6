"""Set v5's categories: for each, the group (inside the envelope, beyond it, outside) and a
draw of scenario and look from one seeded generator per video; :func:`render_case` makes the
video's frames and labels.

Labels follow docs/datasets.md's definitions; None where a careful person could not tell.
``first_solved`` is a range ``[lo, hi]`` in the delivered video's numbering (lo: the first
frame showing any of the answer, e.g. a cross-fade's first step; hi: the first showing it whole).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from benchmarks.realstyle_v5 import looks, scenes

BAR_COLOURS = [
    (0, 0, 0),
    (255, 255, 255),
    (18, 18, 18),
    (40, 44, 52),
    (128, 128, 128),
    (14, 30, 80),
    (235, 228, 210),
    (90, 20, 30),
]
LANDSCAPE = [(854, 480), (960, 540), (854, 480), (1024, 576)]
PORTRAIT = [(480, 854), (540, 960)]
SQUAREISH = [(720, 720), (640, 640), (800, 600)]
SUBTITLES = ["the pipes connect", "watch the loop close", "turning each tile", "step by step"]


def _pick(rng: np.random.Generator, items: list) -> Any:
    return items[int(rng.integers(0, len(items)))]


def _fit(size: tuple[int, int], rng: np.random.Generator, fill: float, centre_jitter: float = 0.0):
    """A 3:2 content rect as large as ``fill`` of the frame allows, maybe off-centre."""
    W, H = size
    w = min(W * fill, H * fill * 1.5)
    h = w / 1.5
    x = (W - w) / 2 + centre_jitter * (W - w) / 2 * rng.uniform(-1, 1)
    y = (H - h) / 2 + centre_jitter * (H - h) / 2 * rng.uniform(-1, 1)
    return (round(x), round(y), round(w), round(h))


def _base(
    rng: np.random.Generator, sizes: list, fill: float = 1.0, jitter: float = 0.0
) -> dict[str, Any]:
    size = _pick(rng, sizes)
    return {
        "size": size,
        "rect": _fit(size, rng, fill, jitter),
        "bar": _pick(rng, BAR_COLOURS),
        "codec": _pick(rng, ["h264", "h264", "vp9"]),
        "crf": int(rng.integers(20, 33)),
        "fps": int(_pick(rng, [8, 12, 16, 24, 25, 30])),
        "easing": _pick(rng, list(looks.EASINGS)),
        # about a third at a bit rate rather than a quality: 150 kbit/s to 1.2 Mbit/s
        "kbps": int(rng.integers(150, 1200)) if rng.random() < 0.3 else None,
    }


def _camera(rng: np.random.Generator, scale: float = 1.0) -> dict[str, float]:
    return {
        "pan_x": float(rng.uniform(-0.045, 0.045) * scale),
        "pan_y": float(rng.uniform(-0.04, 0.04) * scale),
        "roll": float(rng.uniform(-2.7, 2.7) * scale),
        "zoom": float(1 + rng.uniform(-0.09, 0.09) * scale),
    }


# Each draw: (rng, task) -> (scenario, look); the scenario names puzzle/maze scenarios or
# "crossfade"/"cut", and "other"/"blank" for the outside cases.


def _double_box(rng, task):
    look = _base(rng, LANDSCAPE + SQUAREISH + PORTRAIT, fill=float(rng.uniform(0.72, 0.9)))
    look["subtitle"] = SUBTITLES if rng.random() < 0.5 else None
    return _pick(rng, ["solved", "stopped", "wrong"]), look


def _portrait_push(rng, task):
    look = _base(rng, PORTRAIT)
    look["bar"] = _pick(rng, [(0, 0, 0), (0, 0, 0), (22, 22, 22), (250, 250, 250)])
    look["camera"] = {k: v for k, v in _camera(rng).items() if k in ("pan_x", "pan_y", "zoom")}
    return _pick(rng, ["solved", "slide" if task == "rotation_puzzle" else "wall"]), look


def _roll_zoom_pan(rng, task):
    look = _base(rng, LANDSCAPE + SQUAREISH, fill=float(rng.uniform(0.8, 1.0)))
    look["camera"] = _camera(rng)
    return _pick(rng, ["solved", "wrong", "swap" if task == "rotation_puzzle" else "glide2"]), look


def _handheld_grain(rng, task):
    look = _base(rng, LANDSCAPE)
    look.update(codec="vp9", kbps=int(rng.integers(250, 900)), shake=float(rng.uniform(0.8, 1.6)),
                grain=float(rng.uniform(2, 5)), blur=float(rng.uniform(0.5, 1.2)), colour_drift=[float(v) for v in rng.uniform(-0.05, 0.05, 3)])  # fmt: skip
    return _pick(rng, ["solved", "stopped"]), look


def _ends(rng, task):
    look = _base(rng, LANDSCAPE + PORTRAIT, fill=float(rng.uniform(0.85, 1.0)))
    look["lead"] = _pick(rng, [None, "black", "card"])
    look["tail"] = _pick(rng, ["fade_black", "fade_white", "card", "black"])
    return _pick(rng, ["solved", "stopped", "reverse"]), look


def _wobble_badge(rng, task):
    look = _base(rng, LANDSCAPE + SQUAREISH, fill=float(rng.uniform(0.75, 0.9)))
    look.update(wobble=float(rng.uniform(1.0, 2.0)), progress=True,
                badge={"size": int(rng.integers(28, 56)), "corner": (int(rng.integers(0, 2)), int(rng.integers(0, 2))),
                       "colour": _pick(rng, [(255, 255, 255), (250, 200, 40), (20, 20, 20)])})  # fmt: skip
    return _pick(rng, ["solved", "wrong"]), look


def _crossfade(rng, task):
    look = _base(rng, LANDSCAPE + PORTRAIT + [(1280, 720)])
    if rng.random() < 0.5:
        look["camera"] = {
            "pan_x": float(rng.uniform(-0.03, 0.03)),
            "zoom": float(rng.uniform(0.95, 1.05)),
        }
    return "crossfade", look


def _jump(rng, task):
    look = _base(rng, LANDSCAPE + SQUAREISH)
    return _pick(rng, ["cut", "half_jump" if task == "rotation_puzzle" else "teleport"]), look


def _retimed(rng, task):
    look = _base(rng, [(853, 481), (961, 541), (639, 639)] if rng.random() < 0.5 else LANDSCAPE)
    odd = look["size"][0] % 2 == 1
    look.update(codec="h264_444" if odd else _pick(rng, ["h264_10bit", "h264"]),
                fps=int(_pick(rng, [8, 15, 48, 50, 60])), fps_ratio=float(rng.uniform(0.6, 2.2)),
                fps_blend=bool(rng.random() < 0.5), hold_first=int(rng.integers(10, 40)),
                slow_end=int(rng.integers(6, 20)), motion_blur=bool(rng.random() < 0.6))  # fmt: skip
    return _pick(rng, ["solved", "stopped", "glide2" if task == "maze_nav" else "wrong"]), look


def _small_mark(rng, task):
    look = _base(rng, LANDSCAPE)
    look["mark"] = {"area": float(rng.uniform(0.015, 0.04)), "aspect": float(rng.uniform(2.5, 5)),
                    "alpha": float(rng.uniform(0.3, 0.6)), "lane": float(rng.uniform(0.95, 1.0)),
                    "x0": float(rng.uniform(0, 0.3)), "x1": float(rng.uniform(0.7, 1.0)),
                    "colour": _pick(rng, [(255, 255, 255), (30, 30, 30), (200, 200, 210)])}  # fmt: skip
    return _pick(
        rng, ["solved", "slide" if task == "rotation_puzzle" else "glide2", "stopped"]
    ), look


def _big_mark(rng, task):
    _scenario, look = _small_mark(rng, task)
    look["mark"].update(area=float(rng.uniform(0.045, 0.1)), lane=float(rng.uniform(0.3, 0.7)), aspect=float(rng.uniform(1.2, 3)))  # fmt: skip
    return _pick(rng, ["solved", "stopped"]), look


def _lens(rng, task):
    look = _base(rng, LANDSCAPE)
    look["lead"] = _pick(rng, [None, "fade_in"])
    look.update(barrel=float(rng.uniform(0.015, 0.04)), vignette=float(rng.uniform(0.15, 0.3)),
                interlace=bool(rng.random() < 0.6))  # fmt: skip
    return _pick(rng, ["solved", "wrong"]), look


def _camera_far(rng, task):
    look = _base(rng, LANDSCAPE, fill=0.8)
    cam = _camera(rng, 0.3)
    which = _pick(rng, ["pan", "zoom", "roll"])
    if which == "pan":
        cam["pan_x"] = float(_pick(rng, [-1, 1]) * rng.uniform(0.09, 0.14))
    elif which == "zoom":
        cam["zoom"] = float(_pick(rng, [rng.uniform(0.7, 0.8), rng.uniform(1.2, 1.3)]))
    else:
        cam["roll"] = float(_pick(rng, [-1, 1]) * rng.uniform(6, 10))
    look["camera"] = cam
    return _pick(rng, ["solved", "stopped"]), look


def _cut_off(rng, task):
    look = _base(rng, LANDSCAPE)
    x, y, w, h = look["rect"]
    s = float(rng.uniform(1.25, 1.45))
    look["rect"] = (round(x - w * (s - 1) * rng.uniform(0, 1)), round(y - h * (s - 1) * rng.uniform(0, 1)), round(w * s), round(h * s))  # fmt: skip
    return _pick(rng, ["solved", "stopped"]), look


def _blank(rng, task):
    look = _base(rng, LANDSCAPE)
    look["grain"] = float(rng.uniform(0, 3))
    return "blank", look


def _other(rng, task):
    return "other", _base(rng, LANDSCAPE)


@dataclass(frozen=True)
class Category:
    group: str  # "inside", "beyond" or "outside"
    draw: Callable[[np.random.Generator, str], tuple[str, dict[str, Any]]]


CATEGORIES: dict[str, Category] = {
    "double_box": Category("inside", _double_box),
    "portrait_push": Category("inside", _portrait_push),
    "roll_zoom_pan": Category("inside", _roll_zoom_pan),
    "handheld_grain_vp9": Category("inside", _handheld_grain),
    "cards_and_fades": Category("inside", _ends),
    "wobble_badge_progress": Category("inside", _wobble_badge),
    "crossfade": Category("inside", _crossfade),
    "jump_cut": Category("inside", _jump),
    "retimed_odd_codec": Category("inside", _retimed),
    "small_mark_bottom": Category("inside", _small_mark),
    "big_mark_crossing": Category("beyond", _big_mark),
    "lens_vignette_interlace": Category("beyond", _lens),
    "camera_beyond": Category("outside", _camera_far),
    "content_cut_off": Category("outside", _cut_off),
    "blank": Category("outside", _blank),
    "another_puzzle": Category("outside", _other),
}
"""Category name -> its group and draw."""

NO_LABELS = {"solved": None, "first_frame_matches": None, "squares_kept": None, "animated": None}


def _scene(task: str, meta: dict, other: dict, scenario: str, k: int, rng: np.random.Generator):
    if scenario == "blank":
        flat = np.full((looks.CANVAS_H, looks.CANVAS_W, 3), _pick(rng, BAR_COLOURS), np.uint8)
        return scenes.Scene([flat] * 20, [0.0] * 20, dict(NO_LABELS))
    play = scenes.puzzle_scene if task == "rotation_puzzle" else scenes.maze_scene
    if scenario in ("crossfade", "cut"):
        played = play(meta, "solved", k, rng)
        first, answer = played.frames[0], played.frames[-1]
        if scenario == "crossfade":
            return scenes.crossfade_scene(first, answer, int(rng.integers(3, 8)), rng)
        return scenes.cut_scene(first, answer, rng)
    if scenario == "other":
        # the other task's puzzle: two 2x2 rotation puzzles can share their solved picture,
        # so a puzzle "replaced by another" is drawn from the other task, never the same one
        play_other = scenes.puzzle_scene if "squares" in other else scenes.maze_scene
        played = play_other(other, "solved", k, rng)
        played.labels = {**NO_LABELS, "solved": False, "first_frame_matches": False}
        played.weights = [0.0] * len(played.weights)
        return played
    return play(meta, scenario, k, rng)


def render_case(task: str, meta: dict, other: dict, category: str, seed: int):
    """``(frames, look, labels, draw)`` of one video: the delivered frames, the look to encode
    them with, the labels and a short description of the draw.

    Args:
        task: ``rotation_puzzle`` or ``maze_nav``.
        meta: the question's ``question_metadata.json``.
        other: a question of the other task (the ``another_puzzle`` category shows it).
        category: a key of :data:`CATEGORIES`.
        seed: the video's seed; the same seed gives the same frames.
    """
    if category not in CATEGORIES:
        raise ValueError(f"category={category!r} is not known; allowed: {list(CATEGORIES)}")
    rng = np.random.default_rng(seed)
    cat = CATEGORIES[category]
    scenario, look = cat.draw(rng, task)
    k = int(rng.integers(3, 7))
    scene = _scene(task, meta, other, scenario, k, rng)
    labels = dict(scene.labels)
    frames, weights = looks.deliver(scene, look, rng)
    if category == "content_cut_off":
        labels = dict(NO_LABELS)
    solved_at = [i for i, w in enumerate(weights) if w is not None and w > 0]
    whole_at = [i for i, w in enumerate(weights) if w is not None and w >= 0.999]
    labels["first_solved"] = (
        [solved_at[0], whole_at[0]] if labels.get("solved") and whole_at else None
    )
    labels["frames"] = len(frames)
    draw = {
        "scenario": scenario,
        "frames_per_move": k,
        **{key: v for key, v in look.items() if v is not None},
    }
    return frames, look, labels, draw
