"""The set's categories, their random draws and each video's labels.

A video is drawn from its own generator, ``np.random.default_rng([seed, number])``, so the same
seed gives the same videos, and ``--quick`` renders a subset of the very same videos. Groups:
``inside`` (every part within docs/datasets.md's envelope), ``beyond`` (what issue 36 asks past
it: marks of 4-10% crossing the puzzle, subtitles over it, a fade-in, AV1) and ``outside``
(unknown expected, never wrong).

Labels are what a careful person would say looking at the delivered frames (None: they could
not tell): ``solved``, ``first_frame_matches``, ``squares_kept``, ``animated`` and
``first_solved_frame`` in the output's own frame numbering.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from realstyle_v3.encode import write_video
from realstyle_v3.look import Look, Mark, deliver, margin_left
from realstyle_v3.scenes import Scene, maze_scene, other_puzzle_scene, puzzle_scene

TASKS = ("rotation_puzzle", "maze_nav")
BAR_COLOURS = (
    (0, 0, 0), (12, 12, 14), (255, 255, 255), (232, 232, 232), (128, 128, 128), (40, 40, 40),
    (18, 26, 80), (120, 16, 20), (20, 90, 40), (80, 30, 120), (200, 160, 40), (0, 110, 120),
)  # fmt: skip
LANDSCAPE = ((1280, 720), (854, 480), (1920, 1080), (960, 540))
PORTRAIT = ((720, 1280), (1080, 1920), (480, 854))
SQUARE = ((1024, 1024), (720, 720), (512, 512))
FPS = (8, 10, 12, 15, 16, 24, 25, 30, 48, 50, 60)
LABELS = ("solved", "first_frame_matches", "squares_kept", "animated", "first_solved_frame")


@dataclass(frozen=True)
class Draw:
    """One video's recipe: the question, the scenario, its frames per move and holds, the look."""

    number: int
    category: str
    group: str
    task: str
    question: int
    kind: str
    fpm: int
    holds: tuple[int, int]
    look: Look
    other: int | None = None  # another question's number ('another puzzle', maze)
    seed: int = 0


def _pick(rng: np.random.Generator, options: tuple | list) -> Any:
    return options[int(rng.integers(0, len(options)))]


def _base(rng: np.random.Generator) -> dict[str, Any]:
    """What every video has: an output size, bars or a stretch, a codec; all mild."""
    boxed = rng.random() < 0.75
    return {
        "size": _pick(rng, LANDSCAPE + PORTRAIT[:1] + SQUARE[:1])
        if boxed
        else _pick(rng, LANDSCAPE),
        "boxed": boxed,
        "bar": _pick(rng, BAR_COLOURS),
        "align": (_align(rng), _align(rng)),
        "codec": "h264" if rng.random() < 0.7 else "vp9",
        "bitrate": _pick(rng, ("crf", "crf", "400k", "800k", "1500k")),
        "fps": _pick(rng, (24, 24, 30)),
    }


def _align(rng: np.random.Generator) -> float:
    r = rng.random()
    return 0.0 if r < 0.25 else 1.0 if r < 0.5 else 0.5 if r < 0.75 else float(rng.uniform(0, 1))


def _camera(rng: np.random.Generator, scale: float = 1.0) -> dict[str, Any]:
    """A camera inside the envelope (``scale`` 1) or beyond it (``scale`` > 1)."""
    return {
        "pan": (
            float(rng.uniform(-0.045, 0.045) * scale),
            float(rng.uniform(-0.045, 0.045) * scale),
        ),
        "roll": float(rng.choice([-1, 1]) * rng.uniform(0.5, 2.8) * scale),
        "zoom": float(1 + rng.choice([-1, 1]) * rng.uniform(0.02, 0.09) * scale),
        "profile": _pick(rng, ("linear", "ease-in-out", "ease-in", "ease-out", "late")),
        "jitter": float(rng.uniform(0.0, 1.2)),
    }


def _mark(rng: np.random.Generator, low: float, high: float, path: str) -> Mark:
    kind = "text" if rng.random() < 0.6 else "logo"
    colour = _pick(rng, ((255, 255, 255), (235, 235, 235), (30, 30, 30)))
    return Mark(kind, _pick(rng, ("Veo", "Sora", "KLING AI", "Hailuo AI", "runway", "Wan 2.2")),
                float(rng.uniform(low, high)), float(rng.uniform(0.25, 0.55)), path, colour,
                int(rng.choice([-1, 1])))  # fmt: skip


def _ends(rng: np.random.Generator) -> dict[str, Any]:
    head = _pick(rng, ("", "", "black", "white", "card", "picture"))
    tail = _pick(
        rng, ("black", "white", "fade black", "fade white", "card", "card fade", "picture")
    )
    return {"head": head, "head_n": int(rng.integers(2, 9)) if head else 0, "tail": tail,
            "tail_n": int(rng.integers(3, 11))}  # fmt: skip


def _wobble(rng: np.random.Generator) -> dict[str, Any]:
    return {"wobble": float(rng.uniform(1.0, 2.0)), "wobble_short": float(rng.uniform(30, 120)),
            "wobble_long": float(rng.uniform(250, 700))}  # fmt: skip


def _grade(rng: np.random.Generator) -> dict[str, Any]:
    return {"gains": tuple(float(g) for g in rng.uniform(0.92, 1.08, 3)),
            "offsets": tuple(float(o) for o in rng.uniform(-6, 6, 3))}  # fmt: skip


# Each category: (group, its own draw on top of the base, the scenarios it draws from).
Spec = Callable[[np.random.Generator, dict[str, Any]], None]


def _bars(r, d):
    d.update(boxed=True, size=_pick(r, LANDSCAPE + PORTRAIT + SQUARE))


def _portrait(r, d):
    d.update(boxed=True, size=_pick(r, PORTRAIT))


def _cam(r, d):
    d.update(_camera(r))


def _endsd(r, d):
    d.update(_ends(r))


def _wob(r, d):
    d.update(_wobble(r))


def _wm(r, d):
    d.update(mark=_mark(r, 0.01, 0.04, "bottom"))


def _look_pass(r, d):
    pass


def _ggb(r, d):
    d.update(_grade(r), blur=True, grain=float(r.uniform(1.5, 4.0)))


def _fps(r, d):
    """A frame-rate conversion: the model's frames at another rate, shown at ``fps`` (8-60),
    frames dropped, repeated or blended; the ratio stays 0.4-2.5 so a video keeps its moves."""
    fps = _pick(r, FPS)
    ratio = _pick(r, (0.4, 0.5, 0.8, 1.25, 1.5, 2.0, 2.5))
    d.update(fps=fps, fps_src=max(1, round(fps * ratio)), retime=_pick(r, ("hold", "blend")))


def _codec(r, d):
    d.update(
        codec=_pick(r, ("h264", "vp9")), bitrate=_pick(r, ("150k", "250k", "400k", "800k", "1500k"))
    )


def _mix(r, d):
    if r.random() < 0.5:
        d.update(boxed=True, size=_pick(r, LANDSCAPE + PORTRAIT + SQUARE))
    for part in (_cam, _endsd, _wob, _wm, _ggb, _fps):
        if r.random() < 0.5:
            part(r, d)
    if d.get("retime") == "blend":
        d["retime"] = "hold"  # blends with part-way ends leave 'animated' to judgement; see _fps


def _bigmark(r, d):
    d.update(mark=_mark(r, 0.04, 0.10, "across"))


def _subs(r, d):
    d.update(subtitles=True)


def _fadein(r, d):
    d.update(head="fadein", head_n=int(r.integers(4, 11)))


def _av1(r, d):
    d.update(codec="av1", bitrate=_pick(r, ("150k", "300k", "600k", "1000k")))


def _beyond_cam(r, d):
    which = _pick(r, ("pan", "roll", "zoom"))
    d.update(_camera(r))
    if which == "pan":
        d["pan"] = (float(r.choice([-1, 1]) * r.uniform(0.07, 0.1)), d["pan"][1] * 0.3)
    elif which == "roll":
        d["roll"] = float(r.choice([-1, 1]) * r.uniform(4.5, 8.0))
    else:
        d["zoom"] = float(_pick(r, (r.uniform(0.78, 0.85), r.uniform(1.15, 1.2))))


def _cut(r, d):
    d.update(_camera(r), zoom=float(r.uniform(1.35, 1.6)),
             pan=(float(r.choice([-1, 1]) * r.uniform(0.08, 0.15)), 0.0))  # fmt: skip


GENERIC = ("solve", "solve", "solve", "stop", "wrong")
UNSOLVED = {"rotation_puzzle": ("stop", "wrong", "slide", "swap"),
            "maze_nav": ("stop", "wrong", "wall", "teleport", "double")}  # fmt: skip
CATEGORIES: dict[str, tuple[str, Spec, tuple[str, ...] | None, int]] = {
    # name: (group, draw, scenarios (None: the task's unsolved ones), videos per task)
    "bars": ("inside", _bars, GENERIC, 2),
    "portrait": ("inside", _portrait, GENERIC, 2),
    "camera": ("inside", _cam, GENERIC, 3),
    "ends": ("inside", _endsd, GENERIC, 2),
    "wobble": ("inside", _wob, GENERIC, 2),
    "watermark": ("inside", _wm, GENERIC, 2),
    "crossfade": ("inside", _look_pass, ("crossfade",), 2),
    "jump": ("inside", _look_pass, ("jump",), 2),
    "grade grain blur": ("inside", _ggb, GENERIC, 2),
    "frame rate": ("inside", _fps, ("solve", "solve", "stop"), 2),
    "unsolved": ("inside", _look_pass, None, 4),
    "codec": ("inside", _codec, GENERIC, 2),
    "mix": ("inside", _mix, GENERIC, 2),
    "mark 4-10% across": ("beyond", _bigmark, GENERIC, 4),
    "subtitles": ("beyond", _subs, GENERIC, 3),
    "fade-in": ("beyond", _fadein, GENERIC, 2),
    "av1": ("beyond", _av1, GENERIC, 2),
    "camera beyond": ("outside", _beyond_cam, ("solve",), 3),
    "cut off": ("outside", _cut, ("solve",), 2),
    "blank": ("outside", _look_pass, ("blank",), 2),
    "another puzzle": ("outside", _look_pass, ("other",), 2),
}


COVER = {"rotation_puzzle": ("slide", "stop", "wrong", "swap"),
         "maze_nav": ("wall", "double", "teleport", "wrong", "stop")}  # fmt: skip


def _place(number: int, category: str) -> int:
    """Which of its category's videos per task ``number`` is (0 for the first)."""
    start = 0
    for name, (_, _, _, per_task) in CATEGORIES.items():
        if name == category:
            return (number - start) // len(TASKS)
        start += per_task * len(TASKS)
    raise ValueError(f"category={category!r} is not known; allowed: {list(CATEGORIES)}")


def _moves(meta: dict[str, Any]) -> int:
    return int(meta.get("min_turns", meta.get("min_moves", 0)))


def draw(number: int, category: str, task: str, metas: list[dict[str, Any]], seed: int) -> Draw:
    """The recipe of video ``number`` (its own generator: ``[seed, number]``)."""
    group, spec, kinds, _ = CATEGORIES[category]
    rng = np.random.default_rng([seed, number])
    kind = _pick(rng, kinds if kinds is not None else UNSOLVED[task])
    k = _place(number, category)
    if kinds is None and k >= 1:
        # After the first (drawn) one, every scenario the issue names in turn, so the set
        # holds each of them whatever the seed.
        kind = COVER[task][(k - 1) % len(COVER[task])]
    usable = [i for i, m in enumerate(metas) if kind != "stop" or _moves(m) >= 2]
    question = _pick(rng, usable)
    other = None
    if kind == "other" and task == "maze_nav":
        other = _pick(rng, [i for i in range(len(metas)) if i != question])
    d = _base(rng)
    spec(rng, d)
    if "jitter" in d:
        d["extra"] = {"jitter_phases": tuple(float(v) for v in rng.uniform(0, 6.283, 5))}
    fpm = int(rng.integers(3, 7))
    holds = (int(rng.integers(2, 7)), int(rng.integers(3, 9)))
    look = Look(**d)
    if group == "inside" and (look.zoom != 1.0 or look.roll or look.pan != (0.0, 0.0)):
        look = _keep_inside(look, metas[question], task, kind, fpm, holds)
    return Draw(number, category, group, task, question, kind, fpm, holds, look, other, seed)


def _keep_inside(look: Look, meta, task, kind, fpm, holds) -> Look:
    """Shrink the camera's motion until the puzzle stays inside the picture, 3 px to spare
    (docs/datasets.md: a camera that pushes part of it past the edge is outside)."""
    scene = _scene(meta, task, kind, fpm, np.random.default_rng(0))
    n = len(scene.frames) + sum(holds)
    for _ in range(20):
        if margin_left(look, scene.box, n) >= 3:
            return look
        look = replace(look, pan=(look.pan[0] * 0.8, look.pan[1] * 0.8),
                       zoom=1 + (look.zoom - 1) * 0.8, roll=look.roll * 0.9)  # fmt: skip
    return look


def _scene(meta, task, kind, fpm, rng) -> Scene:
    make = puzzle_scene if task == "rotation_puzzle" else maze_scene
    return make(meta, kind, fpm, rng)


def plan(seed: int, quick: bool = False) -> list[tuple[int, str, str]]:
    """Every video's (number, category, task); ``quick`` keeps each category's first video per
    task (the same videos the full set holds)."""
    out, number = [], 0
    for category, (_, _, _, per_task) in CATEGORIES.items():
        for k in range(per_task):
            for task in TASKS:
                if not quick or k == 0:
                    out.append((number, category, task))
                number += 1
    return out


def scene_of(dr: Draw, metas: list[dict[str, Any]]) -> Scene:
    """The canvas frames of a draw (holds included)."""
    rng = np.random.default_rng([dr.seed, dr.number, 7])
    meta = metas[dr.question]
    if dr.kind == "blank":
        flat = np.full((512, 768, 3), dr.look.bar if dr.look.boxed else 128, np.uint8)
        scene = Scene([flat] * 20, [False] * 20, [True] * 20,
                      dict.fromkeys(("solved", "first_frame_matches", "squares_kept", "animated")),
                      (0, 0, 768, 512), "a blank video")  # fmt: skip
        scene.labels["first_solved"] = False
        return scene
    if dr.kind == "other":
        if dr.task == "rotation_puzzle":
            scene = other_puzzle_scene(rng, dr.fpm)
        else:
            scene = maze_scene(metas[dr.other], "solve", dr.fpm, rng)
            scene.what = f"the solve of question {dr.other}"
        scene.labels = {"solved": None, "first_frame_matches": False, "squares_kept": False,
                        "animated": None, "first_solved": False}  # fmt: skip
    else:
        scene = _scene(meta, dr.task, dr.kind, dr.fpm, rng)
    scene.hold(*dr.holds)
    return scene


def labels(dr: Draw, scene: Scene, delivered) -> dict[str, Any]:
    """What a careful person would say about the delivered video."""
    lab = {k: scene.labels.get(k) for k in ("solved", "first_frame_matches", "squares_kept")}
    animated = scene.labels.get("animated")
    if animated == "from frames":
        animated = any(w >= 0.5 for w in delivered.partway)
    lab["animated"] = animated
    if dr.kind == "swap" and not any(w >= 0.5 for w in delivered.moved):
        lab["squares_kept"] = None  # no frame shows the squares on their way: two turns?
    first = None
    if scene.labels.get("first_solved") and lab["solved"]:
        hits = [j for j, w in enumerate(delivered.solved) if w >= 0.5]
        first = delivered.head + hits[0] if hits else None
    lab["first_solved_frame"] = first
    lab["expect_unknown"] = dr.group == "outside"
    return lab


def describe(dr: Draw, scene: Scene) -> str:
    """The draw in one line: the question, the scenario and every part of the look not left
    at its default."""
    default = Look()
    parts = [f"{dr.task} q{dr.question}", scene.what, f"{dr.fpm} frames/move"]
    for k, v in asdict(dr.look).items():
        if k == "extra" or v == asdict(default)[k]:
            continue
        if isinstance(v, float):
            v = round(v, 3)
        elif isinstance(v, tuple | list):
            v = tuple(round(x, 3) if isinstance(x, float) else x for x in v)
        elif isinstance(v, dict):
            v = {a: round(b, 3) if isinstance(b, float) else b for a, b in v.items()}
        parts.append(f"{k}={v}")
    return "; ".join(str(p) for p in parts)


def build(dr: Draw, metas: list[dict[str, Any]], path: Path) -> tuple[Path, dict[str, Any]]:
    """Render and encode one video at ``path`` (suffix from its codec); its record."""
    scene = scene_of(dr, metas)
    rng = np.random.default_rng([dr.seed, dr.number, 11])
    delivered = deliver(scene, dr.look, rng)
    out = write_video(path, delivered.frames, dr.look.fps, dr.look.codec, dr.look.bitrate)
    record = {
        "number": dr.number,
        "category": dr.category,
        "group": dr.group,
        "task": dr.task,
        "question": dr.question,
        "frames": len(delivered.frames),
        "labels": labels(dr, scene, delivered),
        "draw": describe(dr, scene),
    }
    json.dumps(record)  # a record that does not serialise fails here, not in the report
    return out, record
