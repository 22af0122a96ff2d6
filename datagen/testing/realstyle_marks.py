"""The marks a real-style video carries besides the puzzle: a model's moving logo, a picture
that is not the puzzle, and the frames before and after the video (black, white, a card, the
other picture, fades). :mod:`.realstyle_render` calls them; each draws its random numbers from
the generator it is handed, in the order the render draws them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from datagen.testing.realstyle import HEADS, LOGOS, TAILS, Frame, Look, mix


class Logo:
    """A semi-transparent logo text that moves across the frame during the video."""

    def __init__(self, look: Look, rng: np.random.Generator) -> None:
        import cv2

        w, h = look.size
        self.text = str(rng.choice(LOGOS))
        self.font = cv2.FONT_HERSHEY_DUPLEX
        (tw, th), base = cv2.getTextSize(self.text, self.font, 1.0, 2)
        self.scale = math.sqrt(look.watermark * w * h / (tw * (th + base)))
        self.thickness = max(1, round(2 * self.scale))
        (tw, th), base = cv2.getTextSize(self.text, self.font, self.scale, self.thickness)
        self.box = (tw, th + base)
        self.base = base
        self.alpha = float(rng.uniform(0.3, 0.5))
        self.colour = (255, 255, 255) if rng.random() < 0.7 else (30, 30, 30)
        room_x, room_y = max(0, w - tw), max(0, h - th - base)
        if look.watermark_path == "bottom":
            y = room_y - rng.uniform(0, 0.04) * h
            ends = ((rng.uniform(0, 0.3) * room_x, y), (rng.uniform(0.7, 1.0) * room_x, y))
        else:
            ends = ((rng.uniform(0, 1) * room_x, rng.uniform(0, 1) * room_y),
                    (rng.uniform(0, 1) * room_x, rng.uniform(0, 1) * room_y))  # fmt: skip
        self.ends = ends if rng.random() < 0.5 else ends[::-1]

    def draw(self, frame: Frame, t: float) -> Frame:
        import cv2

        (x0, y0), (x1, y1) = self.ends
        x, y = round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t)
        mask = np.zeros(frame.shape[:2], dtype=np.uint8)
        cv2.putText(mask, self.text, (x, y + self.box[1] - self.base), self.font, self.scale,
                    255, self.thickness, cv2.LINE_AA)  # fmt: skip
        # Where the mask is 0 the blend gives the frame back exactly (v * 1 + 0 + 0.5, cut
        # to v), so only the box around the text is blended: the same bytes.
        out = frame.copy()
        bx, by, bw, bh = cv2.boundingRect(mask)
        if bw == 0 or bh == 0:
            return out
        box = (slice(by, by + bh), slice(bx, bx + bw))
        alpha = (mask[box].astype(np.float32) / 255.0 * self.alpha)[..., None]
        colour = np.array(self.colour, dtype=np.float32)
        out[box] = (frame[box] * (1 - alpha) + colour * alpha + 0.5).astype(np.uint8)
        return out


def draw_other_picture(w: int, h: int, rng: np.random.Generator) -> tuple[Any, ...]:
    """The random numbers of a picture that is not the puzzle (drawn for every render, so the
    draws after them do not move); :func:`paint_other_picture` paints it."""
    c0, c1 = rng.integers(30, 226, (2, 3))
    shapes = []
    for _ in range(6):
        colour = tuple(int(c) for c in rng.integers(0, 256, 3))
        centre = (int(rng.integers(0, w)), int(rng.integers(0, h)))
        if rng.random() < 0.5:
            shapes.append(("circle", colour, centre, int(rng.integers(20, h // 3))))
        else:
            size = rng.integers(30, h // 2, 2)
            corner = (centre[0] + int(size[0]), centre[1] + int(size[1]))
            shapes.append(("rectangle", colour, centre, corner))
    return w, h, c0, c1, shapes


def paint_other_picture(w: int, h: int, c0: Any, c1: Any, shapes: list[tuple]) -> Frame:
    """A picture that is not the puzzle: a gradient with a few solid shapes."""
    import cv2

    ys, xs = np.mgrid[0:h, 0:w]
    t = (xs / w * 0.6 + ys / h * 0.4)[..., None]
    picture = (c0 * (1 - t) + c1 * t).astype(np.uint8)
    for kind, colour, centre, extent in shapes:
        if kind == "circle":
            cv2.circle(picture, centre, extent, colour, -1)
        else:
            cv2.rectangle(picture, centre, extent, colour, -1)
    return picture


def _card(size: tuple[int, int], text: str, dark: bool) -> Frame:
    import cv2

    w, h = size
    card = np.full((h, w, 3), 20 if dark else 240, dtype=np.uint8)
    scale = w / 600
    (tw, th), _ = cv2.getTextSize(text, cv2.FONT_HERSHEY_SIMPLEX, scale, max(1, round(2 * scale)))
    cv2.putText(card, text, ((w - tw) // 2, (h + th) // 2), cv2.FONT_HERSHEY_SIMPLEX, scale,
                (240, 240, 240) if dark else (20, 20, 20), max(1, round(2 * scale)), cv2.LINE_AA)  # fmt: skip
    return card


def end_frames(
    kind: str, edge: Frame, other: Callable[[], Frame], size: tuple[int, int], head: bool
) -> list[Frame]:
    """The frames before (``head``) or after the video of end ``kind``; ``other`` makes the
    placed other picture (called only for ``"other"``: painting it costs a whole frame)."""
    w, h = size
    black = np.zeros((h, w, 3), dtype=np.uint8)
    white = np.full((h, w, 3), 255, dtype=np.uint8)
    if kind == "":
        return []
    if kind == "black":
        return [black] * 3
    if kind == "white":
        return [white] * 3
    if kind == "card":
        return [_card(size, "Made with AI" if head else "Generated video", head)] * 4
    if kind == "other":
        return [other()] * 3
    if kind == "fade in":
        return [mix(black, edge, a) for a in (0.0, 0.25, 0.5, 0.75)]
    if kind == "fade in slow":
        # Its last step just above the scorer's 80% floor, on a frame the scorer tries (every
        # 4th): the video calibrates on a faint frame.
        return [mix(black, edge, a) for a in (0.0, 0.2, 0.4, 0.6, 0.82)]
    if kind in ("fade black", "fade white"):
        target = black if kind == "fade black" else white
        return [mix(edge, target, a) for a in (0.2, 0.4, 0.6, 0.8, 1.0, 1.0)]
    raise ValueError(f"kind={kind!r} is not allowed; allowed: {HEADS + TAILS}")
