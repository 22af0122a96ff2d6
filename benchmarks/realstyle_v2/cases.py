"""The set's categories, each video's random draws, its labels, and its encoding.

A category draws, per video, a scene (:mod:`.scenes`) and a delivery (:mod:`.look`) from its
own ``numpy`` generator, seeded by ``(seed, task, category, index)``, and plays the question of
its place in the full set, so ``--quick`` (the first video of each category) renders the same
videos as the full set, and the same seed the same bytes.
Groups: ``inside`` (the envelope docs/datasets.md states), ``beyond`` (what issue 36 asks and
the page says is not yet inside: a mark over 4% crossing the squares, subtitles over the
picture, a fade-in) and ``outside`` (unknown expected, never wrong).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from . import look as lk
from . import scenes

BAR_COLOURS = (
    (0, 0, 0), (0, 0, 0), (255, 255, 255), (128, 128, 128), (16, 16, 16), (20, 30, 90),
    (200, 40, 40), (30, 140, 60), (240, 230, 200), (90, 60, 140), (250, 200, 0),
)  # fmt: skip
LANDSCAPE = ((1280, 720), (854, 480), (1920, 1080), (1024, 576), (960, 720))
PORTRAIT = ((720, 1280), (1080, 1920))
FPS = (8, 12, 16, 24, 25, 30, 60)
SOURCE_FPS = 24
WORDS = ("AI GENERATED", "Veo", "Sora", "KLING AI", "Wan 2.2", "Hunyuan", "LTX")
SUBTITLES = ("Turn the squares to close the loop", "Walk to the green square", "Done!")


@dataclass
class Case:
    """One video to render: the scene, the delivery and the frames around the puzzle."""

    task: str
    category: str
    group: str
    kind: str
    look: lk.Look
    per_move: int = 4
    fps: int = 24
    codec: str = "h264"
    bits_per_pixel: float = 0.05
    drop: float = 0.0
    dup: float = 0.0
    head: str = ""
    head_frames: int = 0
    tail: str = ""
    tail_frames: int = 0
    fade_in: int = 0
    watermark: lk.Watermark | None = None
    subtitles: tuple[float, float, float] | None = None  # band, opacity, share of the video
    source: str = "question"  # question, other (another question's puzzle), blank
    slot: int = 0  # the video's place in the full set: its question and its frames' generator
    index: int = 0  # the video's place in its category
    notes: list[str] = field(default_factory=list)


# -- draws ----------------------------------------------------------------------------------------


def _pick(rng: np.random.Generator, items: Any) -> Any:
    return items[int(rng.integers(0, len(items)))]


def _align(rng: np.random.Generator) -> tuple[float, float]:
    def one() -> float:
        return float(_pick(rng, (0.0, 0.5, 1.0, rng.uniform(0.0, 1.0))))

    return one(), one()


def _base(rng: np.random.Generator, task: str, category: str, group: str) -> Case:
    """A video with the artefacts that already work: a landscape size, maybe boxed, a codec, a
    frame rate, a little colour change now and then."""
    size = _pick(rng, LANDSCAPE)
    boxed = rng.random() < 0.7
    gain, bias, contrast, blur, noise = (1.0, 1.0, 1.0), (0.0, 0.0, 0.0), 1.0, 0.0, 0.0
    if rng.random() < 0.35:
        # Within the docs' ±15% brightness and contrast, with a mild colour cast.
        g = float(rng.uniform(0.9, 1.1))
        gain = tuple(float(g * rng.uniform(0.97, 1.03)) for _ in range(3))
        bias = tuple(float(rng.uniform(-5, 5)) for _ in range(3))
        contrast = float(rng.uniform(0.92, 1.08))
        blur = float(_pick(rng, (0.0, 0.0, 0.7, 1.2)))
        noise = float(_pick(rng, (0.0, 0.0, 2.0, 3.5)))
    look = lk.Look(
        size=size, boxed=boxed, align=_align(rng), bar=_pick(rng, BAR_COLOURS), gain=gain,
        bias=bias, contrast=contrast, blur=blur, noise=noise,
    )  # fmt: skip
    kinds = ("solve", "solve", "solve", "stop")
    return Case(
        task=task, category=category, group=group, kind=_pick(rng, kinds), look=look,
        per_move=int(_pick(rng, (3, 4, 4))), fps=int(_pick(rng, FPS)),
        codec=_pick(rng, ("h264", "h264", "h264", "vp9", "av1")),
        bits_per_pixel=float(_pick(rng, (0.03, 0.05, 0.1))),
    )  # fmt: skip


def _camera(rng: np.random.Generator, pan: float, roll: float, zoom: tuple[float, float]) -> dict:
    return {
        "pan": (float(rng.uniform(-pan, pan)), float(rng.uniform(-pan, pan))),
        "roll": float(rng.uniform(-roll, roll)),
        "zoom": float(rng.uniform(*zoom)),
        "ease": _pick(rng, ("linear", "in", "in", "inout")),
    }


def _bars(case: Case, rng: np.random.Generator) -> None:
    fill = 1.0 if rng.random() < 0.6 else float(rng.uniform(0.8, 0.97))
    case.look = replace(case.look, boxed=True, fill=fill, bar=_pick(rng, BAR_COLOURS))


def _portrait(case: Case, rng: np.random.Generator) -> None:
    _bars(case, rng)
    case.look = replace(case.look, size=_pick(rng, PORTRAIT))


def _square(case: Case, rng: np.random.Generator) -> None:
    _bars(case, rng)
    case.look = replace(case.look, size=(1024, 1024))


def _stretched(case: Case, rng: np.random.Generator) -> None:
    size = _pick(rng, ((1280, 720), (720, 720), (854, 480), (720, 1280), (1024, 1024)))
    case.look = replace(case.look, boxed=False, size=size)


def _cam(case: Case, rng: np.random.Generator) -> None:
    case.look = replace(case.look, **_camera(rng, 0.05, 3.0, (0.9, 1.1)))


def _ends(case: Case, rng: np.random.Generator) -> None:
    case.tail = _pick(rng, ("black", "white fade", "black fade", "card", "picture", ""))
    case.tail_frames = int(rng.integers(3, 13))
    case.head = _pick(rng, ("", "black", "card", "picture"))
    case.head_frames = int(rng.integers(2, 9))
    if not case.head and not case.tail:
        case.tail = "white fade"


def _wobble(case: Case, rng: np.random.Generator) -> None:
    case.look = replace(
        case.look, wobble=float(rng.uniform(1.0, 2.0)), wobble_wave=float(rng.uniform(250, 700))
    )


def _small_mark(case: Case, rng: np.random.Generator) -> None:
    area = float(rng.uniform(0.01, 0.04))
    text = _pick(rng, (*WORDS, "", ""))
    _w, h = lk.Watermark(text, area, (0, 0), (0, 0), 1.0).shape(case.look.size)
    y = 1.0 - h / 2 / case.look.size[1]  # along the bottom edge
    x0, x1 = float(rng.uniform(0.1, 0.4)), float(rng.uniform(0.6, 0.9))
    if rng.random() < 0.5:
        x0, x1 = x1, x0
    case.watermark = lk.Watermark(text, area, (x0, y), (x1, y), float(rng.uniform(0.3, 0.6)))


def _crossfade(case: Case, rng: np.random.Generator) -> None:
    case.kind = "crossfade"


def _jump(case: Case, rng: np.random.Generator) -> None:
    case.kind = "jump"


def _unsolved(case: Case, rng: np.random.Generator) -> None:
    # In turn, not drawn: every kind is in the set (and a wrong turn in --quick).
    kinds = ("wrong", "slide", "swap", "stop") if case.task == "rotation_puzzle" else (
        "wrong", "wall", "stop")  # fmt: skip
    case.kind = kinds[case.index % len(kinds)]


def _unsolved_drawn(case: Case, rng: np.random.Generator) -> None:
    kinds = ("stop", "wrong", "slide", "swap") if case.task == "rotation_puzzle" else (
        "stop", "wrong", "wall")  # fmt: skip
    case.kind = _pick(rng, kinds)


def _codec(case: Case, rng: np.random.Generator) -> None:
    case.fps = int(_pick(rng, (8, 8, 12, 60)))
    case.codec = _pick(rng, ("h264", "vp9", "av1"))
    case.bits_per_pixel = float(_pick(rng, (0.015, 0.02, 0.03)))
    case.drop, case.dup = float(rng.uniform(0, 0.15)), float(rng.uniform(0, 0.15))


def _mixed(case: Case, rng: np.random.Generator) -> None:
    for draw in (_bars, _cam, _wobble, _small_mark, _ends):
        if rng.random() < 0.7:
            draw(case, rng)
    if rng.random() < 0.5:
        case.look = replace(case.look, size=_pick(rng, (*PORTRAIT, (1024, 1024), *LANDSCAPE)))
    if rng.random() < 0.4:
        _unsolved_drawn(case, rng)


def _big_mark(case: Case, rng: np.random.Generator) -> None:
    area = float(rng.uniform(0.04, 0.10))
    text = _pick(rng, (*WORDS, ""))
    y0, y1 = float(rng.uniform(0.3, 0.7)), float(rng.uniform(0.3, 0.7))
    x0, x1 = float(rng.uniform(0.0, 0.3)), float(rng.uniform(0.7, 1.0))
    if rng.random() < 0.5:
        x0, x1 = x1, x0
    case.watermark = lk.Watermark(text, area, (x0, y0), (x1, y1), float(rng.uniform(0.25, 0.5)))


def _subtitles(case: Case, rng: np.random.Generator) -> None:
    case.look = replace(case.look, boxed=False)
    case.subtitles = (float(rng.uniform(0.08, 0.14)), float(rng.uniform(0.4, 0.7)),
                      float(rng.uniform(0.3, 1.0)))  # fmt: skip


def _fade_in(case: Case, rng: np.random.Generator) -> None:
    case.fade_in = int(rng.integers(3, 7))


def _beyond_camera(case: Case, rng: np.random.Generator) -> None:
    which = _pick(rng, ("pan", "roll", "zoom"))
    cam = _camera(rng, 0.03, 1.0, (0.97, 1.03))
    sign = 1.0 if rng.random() < 0.5 else -1.0
    if which == "pan":
        cam["pan"] = (sign * float(rng.uniform(0.09, 0.15)), cam["pan"][1])
    elif which == "roll":
        cam["roll"] = sign * float(rng.uniform(5.0, 10.0))
    else:
        cam["zoom"] = float(_pick(rng, (rng.uniform(0.7, 0.8), rng.uniform(1.2, 1.3))))
    case.look = replace(case.look, **cam)
    case.notes.append(f"camera beyond: {which}")


def _cut_off(case: Case, rng: np.random.Generator) -> None:
    align = _pick(rng, ((0.0, 0.5), (1.0, 0.5), (0.5, 0.0), (0.5, 1.0)))
    case.look = replace(case.look, boxed=True, fill=float(rng.uniform(1.6, 1.9)), align=align)


def _blank(case: Case, rng: np.random.Generator) -> None:
    case.source = "blank"


def _other(case: Case, rng: np.random.Generator) -> None:
    case.source = "other"
    case.kind = "solve"


Draw = Callable[[Case, np.random.Generator], None]
CATEGORIES: dict[str, tuple[str, int, Draw]] = {
    # name: (group, videos per task in the full set, draw)
    "bars": ("inside", 4, _bars),
    "portrait": ("inside", 4, _portrait),
    "square": ("inside", 2, _square),
    "stretched": ("inside", 2, _stretched),
    "camera": ("inside", 5, _cam),
    "ends": ("inside", 4, _ends),
    "wobble": ("inside", 3, _wobble),
    "watermark": ("inside", 3, _small_mark),
    "crossfade": ("inside", 2, _crossfade),
    "jump": ("inside", 2, _jump),
    "unsolved": ("inside", 4, _unsolved),
    "codec": ("inside", 3, _codec),
    "mixed": ("inside", 4, _mixed),
    "big watermark": ("beyond", 3, _big_mark),
    "subtitles": ("beyond", 2, _subtitles),
    "fade-in": ("beyond", 1, _fade_in),
    "camera beyond": ("outside", 2, _beyond_camera),
    "cut off": ("outside", 1, _cut_off),
    "blank": ("outside", 1, _blank),
    "other puzzle": ("outside", 1, _other),
}
"""Every category (explicit, in print order)."""
TASKS = ("rotation_puzzle", "maze_nav")


def content_box(frames: list[np.ndarray]) -> tuple[float, float, float, float]:
    """The canvas box holding everything that is not background in any of ``frames``."""
    mask = np.zeros(frames[0].shape[:2], dtype=bool)
    for f in [*frames[:: max(1, len(frames) // 12)], frames[-1]]:
        mask |= np.abs(f.astype(np.int16) - scenes.BACKGROUND).max(axis=2) > 8
    ys, xs = np.nonzero(mask)
    return float(xs.min()), float(ys.min()), float(xs.max() + 1), float(ys.max() + 1)


def in_view(look: lk.Look, box: tuple[float, float, float, float], margin: float = 3.0) -> bool:
    """The box stays inside the camera's view (the canvas) at every moment, wobble included."""
    x0, y0, x1, y1 = box
    corners = np.array([[x0, y0, 1], [x1, y0, 1], [x0, y1, 1], [x1, y1, 1]], dtype=float)
    m = margin + look.wobble
    for u in np.linspace(0.0, 1.0, 9):
        p = corners @ look.camera(float(u)).T
        if p[:, 0].min() < m or p[:, 1].min() < m:
            return False
        if p[:, 0].max() > lk.CANVAS[0] - m or p[:, 1].max() > lk.CANVAS[1] - m:
            return False
    fit = look.box()
    return not (fit[0] < 0 or fit[1] < 0 or fit[0] + fit[2] > look.size[0]
                or fit[1] + fit[3] > look.size[1])  # fmt: skip


def draw_case(seed: int, task: str, category: str, index: int) -> Case:
    """Video ``index`` of ``category`` for ``task``, drawn from its own generator."""
    group, count, draw = CATEGORIES[category]
    if not 0 <= index < count:
        raise ValueError(f"index={index} is not allowed; allowed: 0..{count - 1} for {category!r}")
    key = [seed, TASKS.index(task), list(CATEGORIES).index(category), index]
    rng = np.random.default_rng(key)
    case = _base(rng, task, category, group)
    case.index = index
    draw(case, rng)
    names = list(CATEGORIES)
    case.slot = sum(CATEGORIES[c][1] for c in names[: names.index(category)]) + index
    return case


def set_size() -> int:
    """Videos per task in the full set."""
    return sum(count for _, count, _ in CATEGORIES.values())


# -- labels and frames ----------------------------------------------------------------------------


@dataclass
class Video:
    """An output video's frames and what a careful person would say about it."""

    frames: list[np.ndarray]
    labels: dict[str, Any]
    notes: list[str]


def _timing(n: int, case: Case, rng: np.random.Generator) -> list[int]:
    """The source frame each output frame shows (source at 24 fps, the last one always shown)."""
    count = max(2, math.floor((n - 1) * case.fps / SOURCE_FPS) + 1)
    index = [min(n - 1, round(j * SOURCE_FPS / case.fps)) for j in range(count)]
    if index[-1] != n - 1:
        index.append(n - 1)
    out = []
    for k, i in enumerate(index):
        if 0 < k < len(index) - 1 and rng.random() < case.drop:
            continue
        out.extend([i] * (2 if rng.random() < case.dup else 1))
    return out


def build(
    case: Case, meta: dict[str, Any], other: dict[str, Any], rng: np.random.Generator
) -> Video:
    """Render ``case`` for the question ``meta`` (``other``: another question of the task)."""
    if case.source == "blank":
        scene = None
    elif case.task == "rotation_puzzle":
        grid = _pick(rng, ((3, 3), (2, 3), (3, 2))) if case.source == "other" else None
        scene = scenes.puzzle_scene(meta, case.kind, rng, case.per_move, other_grid=grid)
    else:
        scene = scenes.maze_scene(
            other if case.source == "other" else meta, case.kind, rng, case.per_move
        )
    if scene is not None and case.group != "outside":
        # Inside the envelope nothing of the puzzle leaves the picture: a camera draw that
        # would carry it out is eased toward a still camera until it stays in view.
        box = content_box(scene.frames)
        for _ in range(30):
            if in_view(case.look, box):
                break
            lo = case.look
            case.look = replace(
                lo, pan=(lo.pan[0] * 0.85, lo.pan[1] * 0.85), roll=lo.roll * 0.85,
                zoom=1.0 + (lo.zoom - 1.0) * 0.85,
            )  # fmt: skip
        else:
            raise ValueError(f"{case.category}: the picture does not fit its frame")
    size = case.look.size
    if scene is None:
        n = int(rng.integers(20, 40))
        value = _pick(rng, ((0, 0, 0), (128, 128, 128), (255, 255, 255)))
        frames = [lk.flat(size, value) for _ in range(n)]
        if rng.random() < 0.5:
            frames = [lk.colour(f, replace(case.look, noise=6.0), rng) for f in frames]
        labels = {"solved": False, "first_frame_matches": False, "squares_kept": None,
                  "first_solved_frame": None,
                  "first_solved_low": None, "animated": None}  # fmt: skip
        return Video(frames, labels, ["blank: a flat frame throughout"])
    order = _timing(len(scene.frames), case, rng)
    head = case.head_frames if case.head else 0
    tail = case.tail_frames if case.tail else 0
    total = head + len(order) + tail
    renderer = lk.Renderer(case.look, tuple(float(v) for v in rng.uniform(0, 2 * math.pi, 4)))
    mark_mask = case.watermark.mask(size) if case.watermark else None
    frames: list[np.ndarray] = []
    if case.head == "black":
        frames += [lk.flat(size, (0, 0, 0))] * head
    elif case.head == "card":
        frames += [lk.card(size, rng, "presents")] * head
    elif case.head == "picture":
        pic = lk.picture(size, rng)
        frames += [pic] * head
    sub_from, words = len(order), ""
    if case.subtitles:
        sub_from, words = int(len(order) * (1 - case.subtitles[2])), _pick(rng, SUBTITLES)
    lo = case.look
    still_camera = lo.pan == (0.0, 0.0) and lo.roll == 0.0 and lo.zoom == 1.0 and not lo.wobble
    warped: dict[int, np.ndarray] = {}
    for k, i in enumerate(order):
        u = (head + k) / max(1, total - 1)
        canvas = scene.frames[i]
        if still_camera:  # held frames are one array: warp it once
            if id(canvas) not in warped:
                warped[id(canvas)] = renderer.frame(canvas, u)
            placed = warped[id(canvas)]
        else:
            placed = renderer.frame(canvas, u)
        f = lk.colour(placed, case.look, rng)
        if k < case.fade_in:
            f = lk.blend(lk.flat(size, (0, 0, 0)), f, (k + 1) / (case.fade_in + 1))
        if case.subtitles and k >= sub_from:
            f = lk.subtitles(f, words, *case.subtitles[:2])
        frames.append(f)
    last = frames[-1]
    if case.tail in ("black", "card", "picture"):
        still = {"black": lambda: lk.flat(size, (0, 0, 0)), "card": lambda: lk.card(size, rng, "Made with AI"),
                 "picture": lambda: lk.picture(size, rng)}[case.tail]()  # fmt: skip
        frames += [still] * tail
    elif case.tail in ("white fade", "black fade"):
        to = lk.flat(size, (255, 255, 255) if case.tail == "white fade" else (0, 0, 0))
        steps = max(2, tail // 2)
        frames += [lk.blend(last, to, (s + 1) / steps) for s in range(steps)]
        frames += [to] * (tail - steps)
    if case.watermark is not None and mark_mask is not None:
        frames = [
            case.watermark.apply(f, j / max(1, len(frames) - 1), mark_mask)
            for j, f in enumerate(frames)
        ]
    solved_at = [head + k for k, i in enumerate(order) if scene.solved[i]]
    move = [scene.partway[i] for i in order]
    if scene.jump:
        animated = False
    elif not scene.animated_possible:
        animated = None
    elif max(move) >= scenes.PARTWAY_SEEN:
        animated = True
    elif max(move) < scenes.PARTWAY_NONE:
        animated = False
    else:
        animated = None
    kept = scene.kept
    if scene.off_place is not None:
        kept = False if any(scene.off_place[i] for i in order) else None
    first = solved_at[0] if solved_at else None
    low = first  # the first frame a careful person could already call solved
    if scene.answer_share is not None and first is not None:
        low = next(head + k for k, i in enumerate(order) if scene.answer_share[i] >= 0.5)
    labels = {
        "solved": scene.solved_end,
        "first_frame_matches": True,
        "squares_kept": kept,
        "first_solved_frame": first,
        "first_solved_low": low,
        "animated": animated,
    }
    if case.source == "other":
        labels = {"solved": False, "first_frame_matches": False, "squares_kept": False,
                  "first_solved_frame": None,
                  "first_solved_low": None, "animated": None}  # fmt: skip
    return Video(frames, labels, scene.notes)
