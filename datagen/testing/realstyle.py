"""An independent real-style video set: the package's ground-truth videos re-rendered the way
today's image-to-video models return them (Veo, Sora, Kling, Wan, CogVideoX, Hunyuan), each
labelled with what a careful person would say about it.

Written from docs/datasets.md's promises only (the envelope, the columns), with its own
transforms (OpenCV, numpy, ffmpeg through imageio-ffmpeg) and its own random draws, never
:mod:`datagen.robustness`'s or :mod:`datagen.envelope`'s renderers: a scorer checked only
against the videos it was tuned on proves little. ``benchmarks/realstyle_videos.py`` renders
~120 of these and prints the table; ``tests/datagen/test_score_realstyle.py`` and
``test_score_maze_property.py`` keep small slices in ``make test``.

This module holds what a video is made of: a :class:`Look` is how the model renders (output
size, bars, camera, wobble, watermark, frames before and after, frame rate, codec); a
:class:`Scenario` is what happens in the puzzle (solved, stopped part-way, a square slid, a
jump, a cross-fade) and its truth, built by :func:`scenarios`. The jobs around them, one module
each: :mod:`.realstyle_render` turns both into frames plus, per output frame, the scenario
frame it shows (:mod:`.realstyle_marks` paints the logo, the other picture and the frames
before and after); :mod:`.realstyle_draws` draws random looks; :mod:`.realstyle_truth` turns
the truth into per-column expectations and judges a score row against them;
:mod:`.realstyle_stage` encodes the videos and writes the cases to disk.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

import numpy as np

Frame = np.ndarray

BASE_FPS = 24
FLAT_COLOURS: tuple[tuple[int, int, int], ...] = (
    (0, 0, 0), (255, 255, 255), (128, 128, 128), (24, 24, 24), (235, 235, 235),
    (18, 28, 84), (190, 30, 45), (20, 120, 60), (250, 200, 40),
)  # fmt: skip
"""Bar colours: black (the most common), white, greys, navy, red, green, yellow."""
LOGOS = ("Veo", "Sora", "KLING AI", "Wan", "CogVideoX", "Hunyuan")
HEADS = ("", "black", "white", "card", "other", "fade in", "fade in slow")
TAILS = ("", "black", "white", "card", "other", "fade black", "fade white")
CODECS: dict[str, tuple[str, str, list[str]]] = {
    "h264": (".mp4", "libx264", ["-crf", "23", "-preset", "veryfast"]),
    "vp9": (".webm", "libvpx-vp9", ["-crf", "32", "-b:v", "0", "-deadline", "good",
                                    "-cpu-used", "5"]),
}  # fmt: skip
"""Codec name -> (suffix, ffmpeg encoder, default quality parameters)."""


@dataclass(frozen=True)
class Look:
    """How a model renders one video. Camera numbers are reached by the last puzzle frame."""

    size: tuple[int, int] = (768, 512)  # output width, height
    fit: str = "stretch"  # "stretch" to the size, or "box": keep the aspect, bars around
    bar: tuple[int, int, int] = (0, 0, 0)
    align: tuple[float, float] = (0.5, 0.5)  # where the boxed picture sits (0 left/top)
    pan: tuple[float, float] = (0.0, 0.0)  # fraction of the width, height
    roll: float = 0.0  # degrees
    zoom: float = 1.0
    wobble: float = 0.0  # canvas px of smooth non-rigid displacement, per axis (as the docs)
    wobble_wave: float = 0.55  # its wavelength, a fraction of the canvas side
    watermark: float = 0.0  # share of the frame the logo's box covers
    watermark_path: str = "bottom"  # "bottom": along the bottom edge; "across": anywhere
    head: str = ""
    tail: str = ""
    fps_ratio: float = 1.0  # output fps / BASE_FPS: frames dropped (<1) or repeated (>1)
    fps_blend: bool = False  # a frame-rate conversion that blends the two nearest frames
    codec: str = "h264"  # or "png": a folder of frames, where the codec is not the point
    bitrate: str = ""  # "" keeps the codec's quality setting
    blur: float = 0.0
    blank: bool = False  # the whole video a flat frame
    other: bool = False  # the whole video another picture
    seed: int = 0

    def describe(self) -> str:
        """The fields that differ from the default, ``name=value`` joined by spaces."""
        out = []
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name != "seed" and value != f.default:
                if isinstance(value, float):
                    value = round(value, 3)
                elif isinstance(value, tuple):
                    value = tuple(round(v, 3) if isinstance(v, float) else v for v in value)
                out.append(f"{f.name}={value}")
        return " ".join(out) or "plain"


@dataclass(frozen=True)
class Scenario:
    """What happens to the puzzle, as canvas frames, and what a careful person says about it.

    ``first``: the range of scenario frames where one would say the puzzle is first solved
    (one frame, or the part of a cross-fade where the answer takes over); None if never.
    ``animated`` None: not checked.
    """

    name: str
    frames: list[Frame]
    solved: bool
    kept: bool
    first: tuple[int, int] | None
    stayed: bool | None
    animated: bool | None = None
    moving: frozenset[int] = frozenset()  # the frames caught part-way through a move
    extra: dict[str, Any] = field(default_factory=dict)


# -- scenarios --------------------------------------------------------------------------------


def scenarios(task: Any, meta: dict[str, Any], per_move: int) -> dict[str, Scenario]:
    """The scenarios for one question, built from its task's own ground-truth frames.

    Args:
        task: the registered :class:`datagen.base.Task` of ``meta``'s domain.
        meta: the question's metadata.
        per_move: frames per move of the ground-truth animation.
    """
    gt = [np.asarray(f) for f in task.video_frames(meta, per_move)]
    q, a = gt[0], gt[-1]
    n = len(gt)
    if n < 2 * per_move + 1:
        raise ValueError(
            f"meta={meta.get('task_id')!r} has one move; allowed: questions of two or more moves"
        )
    solved_at = next(i for i, f in enumerate(gt) if np.array_equal(f, a))
    hold = 4
    # Frames of the ground truth between two rest poses (+1: the leading question frame).
    moving = frozenset(1 + i for i in range(n) if i % per_move)
    out = {
        "solved": Scenario("solved", [q, *gt, *[a] * hold], True, True,
                           (solved_at + 1, solved_at + 1), True, True, moving),
        # Stopped at rest after the first move and held there: not solved, nothing moved.
        "stopped": Scenario("stopped", [q, *gt[: per_move + 1], *[gt[per_move]] * hold], False,
                            True, None, None),
        "jump": Scenario("jump", [*[q] * 4, *[a] * 6], True, True, (4, 4), True, False),
        # The answer dissolves in over four frames: one says solved once it has taken over.
        "crossfade": Scenario("crossfade", [*[q] * 3, *[mix(q, a, k / 5) for k in (1, 2, 3, 4)],
                                            *[a] * 5], True, True, (5, 7), True),
        # Over seven frames: its first and last steps shift the pipes' centroids a few px.
        "crossfade slow": Scenario("crossfade slow",
                                   [*[q] * 3, *[mix(q, a, k / 8) for k in range(1, 8)], *[a] * 5],
                                   True, True, (6, 10), True),
    }  # fmt: skip
    if meta.get("domain") == "rotation_puzzle":
        moved = a.copy()
        x0, y0, x1, y1 = meta["squares"][1]["position"]["box"]
        background = np.median(a[:8, :8].reshape(-1, 3), axis=0).astype(np.uint8)
        dx = (x1 - x0) // 5  # a fifth of a square: plainly slid, still on the canvas
        moved[y0:y1, x0:x1] = background
        moved[y0:y1, x0 + dx : x1 + dx] = a[y0:y1, x0:x1]
        out["slid"] = Scenario("slid", [q, *gt, *[a] * hold, *[moved] * hold], False, False,
                               (solved_at + 1, solved_at + 1), False, extra={"slide_px": dx})  # fmt: skip
        # Squares 0 and 1 trade places after the solve, caught part-way on two frames: two L
        # squares that trade places end as a picture two turns could give, so only those
        # frames show that the squares left their places.
        boxes = [sq["position"]["box"] for sq in meta["squares"][:2]]
        tiles = [a[y0:y1, x0:x1].copy() for x0, y0, x1, y1 in boxes]
        step = boxes[1][0] - boxes[0][0]
        swaps = []
        for k in (1, 2, 3):
            frame = a.copy()
            for x0, y0, x1, y1 in boxes:
                frame[y0:y1, x0:x1] = background
            for tile, (x0, y0, x1, y1), sign in zip(tiles, boxes, (1, -1), strict=True):
                x = x0 + sign * step * k // 3
                frame[y0:y1, x : x + (x1 - x0)] = tile
            swaps.append(frame)
        ends_solved = bool(np.array_equal(swaps[-1], a))
        out["swapped"] = Scenario("swapped", [q, *gt, *[a] * hold, *swaps, *[swaps[-1]] * hold],
                                  ends_solved, False, (solved_at + 1, solved_at + 1),
                                  None if ends_solved else False)  # fmt: skip
    return out


def mix(a: Frame, b: Frame, alpha: float) -> Frame:
    """``a`` and ``b`` blended, ``alpha`` of ``b``, rounded to ``uint8``: a cross-fade's frame."""
    # In place on one float64 frame, with numpy's promotions of the one-line form kept
    # (uint8 * float -> float64, float32 * float -> float32, float64 + float32 -> float64): the
    # same bytes, two whole-frame temporaries fewer.
    out = a * (1 - alpha)
    part = b.astype(np.float32)
    part *= alpha
    out += part
    out += 0.5
    return np.clip(out, 0, 255, out=out).astype(np.uint8)
