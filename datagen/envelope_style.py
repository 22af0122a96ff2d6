"""The envelope's moving parts, drawn at random inside or outside its limits.

What the per-frame entries of :mod:`datagen.envelope` cannot say: a camera that moves during the
video, bars on one side only, a frame that wobbles, a watermark that crosses the picture, a
video that ends on something else. :data:`REAL_STYLE_LIMITS` states the numbers (the maze
scorer reads its wobble); :func:`draw_style` draws a :class:`RealStyle` and
:func:`real_style_video` renders canvas frames with it. ``tests/datagen/test_score_property.py``
draws combinations of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from datagen.robustness import Frame, resize

REAL_STYLE_LIMITS: dict[str, float] = {
    "pan": 0.05,  # fraction of the width (and height) the camera pans over the video
    "roll": 3.0,  # degrees the camera rolls over the video
    "zoom_low": 0.9,  # the zoom the camera reaches by the last frame
    "zoom_high": 1.1,
    "wobble": 2.0,  # px of non-rigid wobble (canvas px: drawn before the frame is placed)
    "watermark": 0.04,  # the watermark's share of the frame (along its bottom edge)
}
"""The envelope's numbers for what moves during a video (docs/datasets.md states them)."""

BAR_COLOURS: tuple[tuple[int, int, int], ...] = (
    (0, 0, 0), (255, 255, 255), (128, 128, 128), (20, 30, 90), (200, 40, 40), (16, 16, 16),
)  # fmt: skip
OUTPUT_SIZES: tuple[tuple[int, int], ...] = ((480, 320), (640, 360), (480, 854), (480, 480))
"""Small output sizes (landscape, portrait, square) that keep the property test fast."""
TAILS = ("", "black", "white fade", "card")
HEADS = ("", "black", "card")


@dataclass(frozen=True)
class RealStyle:
    """How one drawn video departs from the canvas (see :func:`draw_style`).

    Attributes:
        size: the output ``(width, height)``.
        boxed: fitted inside bars (True) or stretched to ``size``.
        bar: the bars' colour.
        align: where the picture sits between its bars, ``(x, y)`` in 0..1 (0.5: centred; 0:
            all bars on the right / bottom).
        pan: ``(dx, dy)`` the camera reaches by the last frame, fractions of the canvas.
        roll: degrees the camera reaches by the last frame.
        zoom: the zoom it reaches by the last frame.
        wobble: px of smooth non-rigid wobble.
        watermark: the watermark's share of the frame (0: none); it crosses the frame.
        watermark_row: where its top sits, 0..1 of the height left above it (None: along the
            bottom edge); 0.4-0.6 sends it across the squares.
        head, tail: non-puzzle frames before / after the video (one of :data:`HEADS`,
            :data:`TAILS`; ``""``: none).
    """

    size: tuple[int, int]
    boxed: bool
    bar: tuple[int, int, int]
    align: tuple[float, float]
    pan: tuple[float, float]
    roll: float
    zoom: float
    wobble: float
    watermark: float
    head: str
    tail: str
    watermark_row: float | None = None


def draw_style(rng: np.random.Generator, inside: bool = True) -> RealStyle:
    """A random :class:`RealStyle` within :data:`REAL_STYLE_LIMITS` (``inside``), or one whose
    camera goes well beyond them (pan 12-20%, or roll 7-12°, or zoom to 0.7 or 1.4)."""
    lim = REAL_STYLE_LIMITS
    size = OUTPUT_SIZES[int(rng.integers(len(OUTPUT_SIZES)))]
    pan = tuple(float(v) for v in rng.uniform(-lim["pan"], lim["pan"], 2))
    roll = float(rng.uniform(-lim["roll"], lim["roll"]))
    zoom = float(rng.uniform(lim["zoom_low"], lim["zoom_high"]))
    if not inside:
        kind = int(rng.integers(3))
        sign = float(rng.choice([-1.0, 1.0]))
        if kind == 0:
            pan = (sign * float(rng.uniform(0.12, 0.2)), pan[1])
        elif kind == 1:
            roll = sign * float(rng.uniform(7.0, 12.0))
        else:
            zoom = 0.7 if sign < 0 else 1.4
    align = (0.5, 0.5)
    if rng.random() < 0.4:  # bars on one side only
        align = (float(rng.choice([0.0, 1.0])), float(rng.choice([0.0, 1.0])))
    # Stretched only where the aspect stays near 3:2 (no model stretches a picture to 9:16).
    boxed = bool(rng.random() < 0.8) or not 1.2 <= size[0] / size[1] <= 1.9
    return RealStyle(
        size=size,
        boxed=boxed,
        bar=BAR_COLOURS[int(rng.integers(len(BAR_COLOURS)))],
        align=align,
        pan=pan,  # type: ignore[arg-type]
        roll=roll,
        zoom=zoom,
        wobble=float(rng.uniform(0, lim["wobble"])) if rng.random() < 0.5 else 0.0,
        watermark=float(rng.uniform(0.01, lim["watermark"])) if rng.random() < 0.5 else 0.0,
        head=HEADS[int(rng.integers(len(HEADS)))] if rng.random() < 0.3 else "",
        tail=TAILS[int(rng.integers(len(TAILS)))],
    )


def _camera(frame: Frame, t: float, style: RealStyle) -> Frame:
    import cv2

    h, w = frame.shape[:2]
    m = cv2.getRotationMatrix2D((w / 2, h / 2), -style.roll * t, 1 + (style.zoom - 1) * t)
    m[0, 2] += style.pan[0] * w * t
    m[1, 2] += style.pan[1] * h * t
    fill = tuple(int(v) for v in frame[0, 0])
    return cv2.warpAffine(frame, m, (w, h), flags=cv2.INTER_LINEAR,
                          borderMode=cv2.BORDER_CONSTANT, borderValue=fill)  # fmt: skip


def wobbled(frame: Frame, t: float, px: float) -> Frame:
    """A smooth displacement of up to ``px`` (canvas px: applied before placing), its phase drifting with ``t``."""
    import cv2

    h, w = frame.shape[:2]
    # The sine along x depends on the row only, the one along y on the column: computed on one
    # column and one row and broadcast, the same float32 values as on the whole grid.
    yy = np.arange(h, dtype=np.float32)[:, None]
    xx = np.arange(w, dtype=np.float32)[None, :]
    k = 2 * np.pi / max(w, h)
    mx = np.broadcast_to(xx, (h, w)) + px * np.sin(yy * k * 1.3 + 6.0 * t).astype(np.float32)
    my = np.broadcast_to(yy, (h, w)) + px * np.sin(xx * k * 1.1 + 4.0 * t + 1.0).astype(np.float32)
    return cv2.remap(frame, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _watermarked(frame: Frame, t: float, share: float, row: float | None = None) -> Frame:
    """A semi-transparent white box with a solid mark, ``share`` of the frame, crossing it
    (``t``: 0 at the left, 1 at the right) along its bottom edge (where video models put
    theirs), or with its top at ``row`` (0..1) of the height left above it: across the
    picture."""
    import cv2

    h, w = frame.shape[:2]
    bw, bh = round(np.sqrt(share * w * h * 3)), round(np.sqrt(share * w * h / 3))
    bw, bh = min(bw, w), min(bh, h // 4)
    x, y = round((w - bw) * t), h - bh - max(2, h // 50)
    if row is not None:
        y = round((h - bh) * row)
    out = frame.copy()
    patch = out[y : y + bh, x : x + bw].astype(np.float32)
    out[y : y + bh, x : x + bw] = np.clip(patch * 0.65 + 255 * 0.35, 0, 255).astype(np.uint8)
    cv2.putText(out, "AI", (x + bw // 3, y + 3 * bh // 4), cv2.FONT_HERSHEY_SIMPLEX,
                bh / 40, (250, 250, 250), max(1, bh // 12))  # fmt: skip
    return out


def _placed(frame: Frame, style: RealStyle) -> Frame:
    w, h = style.size
    if not style.boxed:
        return resize(frame, (w, h))
    scale = min(w / frame.shape[1], h / frame.shape[0])
    iw, ih = round(frame.shape[1] * scale), round(frame.shape[0] * scale)
    out = np.empty((h, w, 3), np.uint8)
    out[...] = style.bar
    x, y = round((w - iw) * style.align[0]), round((h - ih) * style.align[1])
    out[y : y + ih, x : x + iw] = resize(frame, (iw, ih))
    return out


def _extra(kind: str, last: Frame) -> list[Frame]:
    """Non-puzzle frames: black, a fade to white, an end card."""
    import cv2

    if kind == "black":
        return [np.zeros_like(last)] * 4
    if kind == "white fade":
        white = np.full_like(last, 255)
        fades = [np.clip(last * (1 - k / 4) + white * (k / 4), 0, 255).astype(np.uint8)
                 for k in (1, 2, 3)]  # fmt: skip
        return [*fades, white, white]
    card = np.full_like(last, 24)
    h, w = last.shape[:2]
    cv2.putText(card, "MODEL", (w // 6, h // 2), cv2.FONT_HERSHEY_SIMPLEX, w / 300,
                (235, 235, 235), max(1, w // 150))  # fmt: skip
    return [card] * 4


def real_style_video(frames: Sequence[Frame], style: RealStyle) -> tuple[list[Frame], int]:
    """``frames`` (canvas frames) as a model with ``style`` returns them, and how many
    non-puzzle frames lead (the first puzzle frame's index)."""
    last = max(1, len(frames) - 1)
    out = []
    for i, frame in enumerate(frames):
        t = i / last
        f = _camera(frame, t, style)
        if style.wobble:
            f = wobbled(f, t, style.wobble)
        f = _placed(f, style)
        if style.watermark:
            f = _watermarked(f, t, style.watermark, style.watermark_row)
        out.append(f)
    head = _extra(style.head, out[0]) if style.head else []
    tail = _extra(style.tail, out[-1]) if style.tail else []
    return [*head, *out, *tail], len(head)
