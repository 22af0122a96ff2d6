"""Set v6's categories, each video's draw, and the labels a careful person gives it.

A video is ``(task, category, number)``; its own ``numpy.random.Generator`` (seeded from the set
seed, the task and the number) draws the question, the scenario's details and the look, so the
same seed gives the same bytes. Labels follow the package's definitions (docs/datasets.md,
"Scoring videos"); ``None`` where a person could not tell.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.realstyle_v6.look import (
    EASINGS,
    Look,
    Painter,
    board_inside,
    encode,
    extra_frames,
    interlaced,
    timeline,
)
from benchmarks.realstyle_v6.scenes import (
    Scene,
    board_box,
    maze_scene,
    other_puzzle,
    puzzle_scene,
)

TASKS = ("rotation_puzzle", "maze_nav")
GROUPS = ("inside", "beyond", "outside")
BAR_COLOURS = (
    (0, 0, 0), (0, 0, 0), (12, 12, 12), (255, 255, 255), (90, 90, 90), (30, 20, 60),
    (180, 150, 40), (0, 70, 40), (230, 230, 240),
)  # fmt: skip
LANDSCAPE = ((1280, 720), (854, 480), (960, 540), (640, 360))
PORTRAIT = ((720, 1280), (540, 960), (480, 854), (576, 1024))
WEB_RATES = ("400k", "700k", "1000k", "1500k", "2000k", "crf 23", "crf 26")
# The scenarios a video-model study meets most come most often.
CYCLE = {
    "rotation_puzzle": (
        "solved", "stopped", "wrong", "solved", "jump", "stopped", "slide", "solved", "wrong",
        "reverse", "crossfade", "solved", "stopped", "swap", "wrong", "turn180",
    ),
    "maze_nav": (
        "solved", "stopped", "wrong", "solved", "jump", "stopped", "wall", "solved", "wrong",
        "reverse", "teleport", "solved", "stopped", "slide2", "wrong", "wall",
    ),
}  # fmt: skip


def _pick(rng: np.random.Generator, options: tuple) -> Any:
    return options[int(rng.integers(len(options)))]


def _web(rng: np.random.Generator, look: Look) -> Look:
    look.rate = _pick(rng, WEB_RATES)
    look.fps = _pick(rng, (24, 24, 25, 30))
    return look


def _fit_camera(look: Look, box: tuple[int, int, int, int], low: float = 0.0) -> Look:
    """Shrink the camera's motion until the board stays inside the canvas (never below
    ``low`` of the zoom's distance from 1, so a beyond draw stays beyond)."""
    for _ in range(12):
        if board_inside(look, box):
            return look
        look.pan = (look.pan[0] * 0.8, look.pan[1] * 0.8)
        if abs(look.zoom - 1) * 0.9 >= low:
            look.zoom = 1 + (look.zoom - 1) * 0.9
    return look


def web_landscape(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE), bar=_pick(rng, BAR_COLOURS))
    look.align = (float(rng.uniform(0.3, 0.7)), 0.5)
    return _web(rng, look)


def portrait(rng, box):
    look = Look(size=_pick(rng, PORTRAIT), bar=_pick(rng, BAR_COLOURS))
    look.align = (0.5, float(rng.uniform(0.15, 0.85)))
    return _web(rng, look)


def both_bars(rng, box):
    look = Look(size=_pick(rng, ((720, 720), (640, 640), (1024, 768), (854, 480))))
    look.fit, look.inner, look.bar = (
        "both_bars",
        float(rng.uniform(0.72, 0.95)),
        _pick(rng, BAR_COLOURS),
    )
    look.align = (float(rng.uniform(0.1, 0.9)), float(rng.uniform(0.1, 0.9)))
    return _web(rng, look)


def camera(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE + PORTRAIT[:2]), bar=_pick(rng, BAR_COLOURS))
    look.pan = (float(rng.uniform(-0.045, 0.045)), float(rng.uniform(-0.045, 0.045)))
    look.roll = float(rng.uniform(-2.7, 2.7))
    look.zoom = float(rng.uniform(0.92, 1.08))
    look.easing = _pick(rng, EASINGS)
    return _fit_camera(_web(rng, look), box)


def handheld(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE + PORTRAIT), bar=_pick(rng, BAR_COLOURS))
    look.shake, look.flicker = float(rng.uniform(1.0, 2.0)), float(rng.uniform(0.02, 0.05))
    look.grain, look.fps = float(rng.uniform(1.5, 4.0)), 30
    look.pan = (float(rng.uniform(-0.02, 0.02)), 0.0)
    return _fit_camera(look, box)


def wobble(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE + PORTRAIT), bar=_pick(rng, BAR_COLOURS))
    look.wobble = float(rng.uniform(1.0, 2.0))
    return _web(rng, look)


def tails(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE + PORTRAIT), bar=_pick(rng, BAR_COLOURS))
    look.tail = _pick(rng, ("black", "white_fade", "black_fade", "card", "picture"))
    return _web(rng, look)


def heads(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE + PORTRAIT), bar=_pick(rng, BAR_COLOURS))
    look.head = _pick(rng, ("black", "card", "picture"))
    look.first_hold = int(rng.integers(0, 30))
    if rng.random() < 0.5:
        look.tail = _pick(rng, ("black", "card"))
    return _web(rng, look)


def overlays(rng, box):
    look = Look(size=_pick(rng, PORTRAIT), bar=_pick(rng, BAR_COLOURS), align=(0.5, 0.4))
    chosen = [o for o in ("logo", "progress", "watermark", "subtitles") if rng.random() < 0.6]
    look.overlays = chosen or ["logo", "watermark"]
    look.watermark = float(rng.uniform(0.015, 0.04)) if "watermark" in look.overlays else 0.0
    return _web(rng, look)


def codec_timing(rng, box):
    look = Look(
        size=_pick(rng, LANDSCAPE + PORTRAIT + ((853, 481), (721, 405))),
        bar=_pick(rng, BAR_COLOURS),
    )
    look.codec = _pick(rng, ("h264", "vp9", "vp9"))
    look.rate = _pick(rng, ("300k", "600k", "1000k", "crf 30"))
    look.fps = _pick(rng, (8, 12, 30, 50, 60))
    look.resample = _pick(rng, ("blend", "nearest"))
    look.dup_drop = float(rng.choice([0.0, 0.1]))
    look.motion_blur = bool(rng.random() < 0.5)
    look.blur = float(rng.uniform(0.0, 1.2))
    look.drift = tuple(float(v) for v in rng.uniform(-0.06, 0.06, 3))
    if look.size[0] % 2 or look.size[1] % 2:
        look.codec, look.pix_fmt = "h264", "yuv444p"
    elif look.codec == "h264" and rng.random() < 0.5:
        look.pix_fmt = "yuv420p10le"
    return look


def slow_end(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE + PORTRAIT), bar=_pick(rng, BAR_COLOURS))
    look.first_hold, look.slowmo_end = int(rng.integers(24, 48)), True
    return _web(rng, look)


def beyond_camera(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE + PORTRAIT), bar=_pick(rng, BAR_COLOURS))
    sx = float(rng.choice([-1, 1]))
    look.pan = (sx * float(rng.uniform(0.05, 0.058)), float(rng.uniform(-0.02, 0.02)))
    look.roll = float(rng.choice([-1, 1]) * rng.uniform(3.0, 3.4))
    look.zoom = float(rng.uniform(0.885, 0.9))
    look.easing = _pick(rng, EASINGS)
    return _fit_camera(look, box, low=0.1)


def beyond_warp(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE + PORTRAIT), bar=_pick(rng, BAR_COLOURS))
    look.wobble = float(rng.uniform(2.3, 3.0))
    look.barrel = float(rng.uniform(0.03, 0.06))
    look.vignette = float(rng.uniform(0.2, 0.35))
    return look


def beyond_watermark(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE + PORTRAIT), bar=_pick(rng, BAR_COLOURS))
    look.overlays, look.watermark = ["watermark"], float(rng.uniform(0.05, 0.10))
    look.watermark_path = "across"
    return _web(rng, look)


def beyond_broadcast(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE), bar=_pick(rng, BAR_COLOURS))
    look.overlays, look.subtitles_in_bar = ["subtitles"], False
    look.interlace = bool(rng.random() < 0.5)
    look.fps, look.resample, look.rate = 8, "nearest", "100k"
    return look


def outside_camera(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE + PORTRAIT), bar=_pick(rng, BAR_COLOURS))
    way = int(rng.integers(3))
    if way == 0:
        look.pan = (float(rng.choice([-1, 1]) * rng.uniform(0.09, 0.12)), 0.0)
    elif way == 1:
        look.roll = float(rng.choice([-1, 1]) * rng.uniform(5.0, 8.0))
    else:
        look.zoom = float(rng.uniform(0.72, 0.8))
    look.easing = _pick(rng, EASINGS)
    return look


def outside_cutoff(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE + PORTRAIT), bar=_pick(rng, BAR_COLOURS))
    look.zoom, look.easing = float(rng.uniform(1.3, 1.5)), _pick(rng, ("linear", "smooth"))
    return look


def outside_blank(rng, box):
    look = Look(size=_pick(rng, LANDSCAPE + PORTRAIT), bar=_pick(rng, BAR_COLOURS))
    look.blank, look.grain = True, float(rng.uniform(0, 4))
    return look


def outside_other(rng, box):
    return Look(size=_pick(rng, LANDSCAPE + PORTRAIT), bar=_pick(rng, BAR_COLOURS))


@dataclass(frozen=True)
class Category:
    """A family of looks: its group, videos per task in the full set, and its draw."""

    group: str
    per_task: int
    draw: Callable[[np.random.Generator, tuple[int, int, int, int]], Look]


CATEGORIES: dict[str, Category] = {
    "web_landscape": Category("inside", 3, web_landscape),
    "portrait": Category("inside", 3, portrait),
    "both_bars": Category("inside", 3, both_bars),
    "camera": Category("inside", 3, camera),
    "handheld": Category("inside", 2, handheld),
    "wobble": Category("inside", 2, wobble),
    "tails": Category("inside", 3, tails),
    "heads": Category("inside", 2, heads),
    "overlays": Category("inside", 2, overlays),
    "codec_timing": Category("inside", 3, codec_timing),
    "slow_end": Category("inside", 2, slow_end),
    "beyond_camera": Category("beyond", 3, beyond_camera),
    "beyond_warp": Category("beyond", 2, beyond_warp),
    "beyond_watermark": Category("beyond", 3, beyond_watermark),
    "beyond_broadcast": Category("beyond", 2, beyond_broadcast),
    "outside_camera": Category("outside", 2, outside_camera),
    "outside_cutoff": Category("outside", 2, outside_cutoff),
    "outside_blank": Category("outside", 1, outside_blank),
    "outside_other": Category("outside", 2, outside_other),
}
"""Category name -> :class:`Category` (the explicit registry of set v6)."""


@dataclass(frozen=True)
class VideoPlan:
    """One video of the set: what to draw."""

    task: str
    category: str
    number: int  # within the task, over the whole set
    name: str  # the model folder it goes to


def plan(quick: bool = False) -> list[VideoPlan]:
    """Every video of the set (``quick``: one of each category per task, numbered on their own,
    so drawn apart from the full set's)."""
    out = []
    for task in TASKS:
        n = 0
        for name, cat in CATEGORIES.items():
            for _k in range(1 if quick else cat.per_task):
                out.append(VideoPlan(task, name, n, f"v6_{task[:4]}_{n:02d}_{name}"))
                n += 1
    return out


def _labels(
    scene: Scene, frames: list[list[tuple[int, float]]], head: int, interlace: bool = False
) -> dict[str, Any]:
    """What a careful person reads off the delivered puzzle frames (numbered after ``head``;
    ``interlace``: each frame also shows the one before in its odd lines)."""
    first = None
    for k, parts in enumerate(frames):
        if interlace and k > 0:
            parts = parts + frames[k - 1]
        states = [scene.solved[i] for i, w in parts if w > 0.02]
        if states and all(s is True for s in states):
            first = head + k
            break
    shown = [i for parts in frames for i, w in parts if w > 0.02]
    partway = any(scene.rest[i] is False for i in shown)
    unsure = any(scene.rest[i] is None for i in shown) or any(
        len({scene.solved[i] for i, w in parts if w > 0.02}) > 1 for parts in frames
    )
    changed = len({id(scene.frames[i]) for i in shown}) > 1 and any(
        scene.frames[a] is not scene.frames[b]
        and not np.array_equal(scene.frames[a], scene.frames[b])
        for a, b in itertools.pairwise(shown)
    )
    animated: bool | None = True if partway else (None if unsure or not changed else False)
    last = frames[-1][0][0]
    solved = scene.solved[last]
    return {
        "solved": solved,
        "squares_kept": scene.squares_kept,
        "first_frame_matches": scene.first_frame_matches,
        "animated": animated,
        "first_solved_frame": first if solved else None,
    }


def make_video(
    vp: VideoPlan, questions: dict[str, list[dict[str, Any]]], seed: int, out: Path
) -> dict[str, Any]:
    """Render, encode and label one video; returns its record (labels and draw)."""
    rng = np.random.default_rng([seed, TASKS.index(vp.task), vp.number])
    metas = questions[vp.task]
    q = int(rng.integers(len(metas)))
    meta = metas[q]
    box = board_box(vp.task, meta)
    category = CATEGORIES[vp.category]
    look = category.draw(rng, box)
    fpm = int(rng.integers(3, 7))
    cycle = CYCLE[vp.task]
    scenario = cycle[vp.number % len(cycle)]
    if category.group == "outside":
        scenario = "solved" if vp.number % 2 == 0 else "stopped"
    shown = meta
    if vp.category == "outside_other":  # a maze of another shape; a puzzle of other pieces
        if vp.task == "rotation_puzzle":
            shown = other_puzzle(rng)
        else:  # a maze of a shape no question has, when exported (see load_questions)
            others = questions.get("maze_nav_other") or metas
            shown = others[(q + 1) % len(others)]
    make = puzzle_scene if vp.task == "rotation_puzzle" else maze_scene
    scene = make(shown, scenario, fpm, rng)
    frames = timeline(len(scene.frames), look, rng, scene.rest)
    painter = Painter(look, rng, len(frames))
    video = []
    for k, parts in enumerate(frames):
        if len(parts) == 1:
            img = scene.frames[parts[0][0]]
        else:
            img = np.clip(sum(scene.frames[i] * w for i, w in parts) + 0.5, 0, 255).astype(np.uint8)
        if look.blank:
            img = np.full_like(img, 128)
        pic = painter.place(painter.canvas(img, k))
        video.append(painter.finish(painter.overlay(pic, k)))
    head = extra_frames(look.head, video[0], rng, at_end=False) if look.head else []
    tail = extra_frames(look.tail, video[-1], rng, at_end=True) if look.tail else []
    video = head + video + tail
    if look.interlace:
        video = interlaced(video)
    labels = _labels(scene, frames, len(head), look.interlace)
    if vp.category in ("outside_cutoff", "outside_blank"):
        labels = dict.fromkeys(labels)
    elif vp.category == "outside_other":
        labels = {
            "solved": False,
            "squares_kept": None,
            "first_frame_matches": False,
            "animated": None,
            "first_solved_frame": None,
        }
    task_dir = out / vp.name / f"{vp.task}_task" / meta["task_id"] / "video"
    task_dir.mkdir(parents=True, exist_ok=True)
    encode(video, task_dir / "video.mp4", look)
    from benchmarks.realstyle_v6.look import describe

    record = {
        "name": vp.name,
        "task": vp.task,
        "task_id": meta["task_id"],
        "category": vp.category,
        "group": category.group,
        "scenario": scenario,
        "note": scene.note,
        "fpm": fpm,
        "frames": len(video),
        "head_frames": len(head),
        "tail_frames": len(tail),
        "look": describe(look),
        "labels": labels,
    }
    (out / vp.name / "labels.json").write_text(json.dumps(record, indent=1, sort_keys=True))
    return record


def load_questions(root: Path, others: Path | None = None) -> dict[str, list[dict[str, Any]]]:
    """Each task's question metadata, in task-id order; with ``others`` (a maze export of other
    shapes), also ``"maze_nav_other"``: the mazes the "another maze" videos show."""
    out = {}
    if others is not None:
        folder = others / "maze_nav_task"
        out["maze_nav_other"] = [
            json.loads((d / "question_metadata.json").read_text())
            for d in sorted(folder.iterdir())
            if (d / "question_metadata.json").is_file()
        ]
    for task in TASKS:
        folder = root / f"{task}_task"
        out[task] = [
            json.loads((d / "question_metadata.json").read_text())
            for d in sorted(folder.iterdir())
            if (d / "question_metadata.json").is_file()
        ]
    return out
