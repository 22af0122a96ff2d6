"""What comes before and after the puzzle in a delivered video: titles, fades, end cards.

None of these frames shows the puzzle as it is read (a title, black, a fade's dimmed steps, a
card), so they shift the frame numbers and never change a label.
"""

from __future__ import annotations

import cv2
import numpy as np

HEADS = ("none", "black", "title", "fade_in")
TAILS = ("none", "black", "white", "fade_card", "card", "dissolve_card")


def card(size: tuple[int, int], colour: tuple[int, int, int], text: str) -> np.ndarray:
    """A flat card with one line of text."""
    w, h = size
    img = np.full((h, w, 3), colour, np.uint8)
    ink = (30, 30, 30) if sum(colour) > 380 else (235, 235, 235)
    cv2.putText(img, text, (w // 8, h // 2), cv2.FONT_HERSHEY_DUPLEX, max(0.6, w / 1100), ink, 2,
                cv2.LINE_AA)  # fmt: skip
    return img


def _fade(frame: np.ndarray, level: float, steps: np.ndarray) -> list[np.ndarray]:
    f = frame.astype(np.float32)
    return [np.rint(f * (1 - a) + level * a).astype(np.uint8) for a in steps]


def head_length(kind: str, n: int) -> int:
    """How many frames :func:`head` puts before the video."""
    if kind not in HEADS:
        raise ValueError(f"head={kind!r}: not one of {', '.join(HEADS)}")
    return 0 if kind == "none" else n


def head(kind: str, first: np.ndarray, size: tuple[int, int], n: int) -> list[np.ndarray]:
    """``n`` frames before the video's first frame ``first`` (``kind`` in :data:`HEADS`)."""
    if kind == "none":
        return []
    if kind == "black":
        return [np.zeros_like(first)] * n
    if kind == "title":
        return [card(size, (16, 22, 60), "Generated video")] * n
    if kind == "fade_in":  # up from black, the last step still a fifth dark
        return _fade(first, 0.0, np.linspace(1.0, 0.2, n))
    raise ValueError(f"head={kind!r}: not one of {', '.join(HEADS)}")


def tail(kind: str, last: np.ndarray, size: tuple[int, int], n: int) -> list[np.ndarray]:
    """``n`` or more frames after the video's last frame ``last`` (``kind`` in :data:`TAILS`)."""
    if kind == "none":
        return []
    end = card(size, (245, 245, 240), "made with AI")
    if kind in ("black", "white"):
        return _fade(last, 0.0 if kind == "black" else 255.0, np.linspace(0.2, 1.0, n))
    if kind == "fade_card":  # down to black, then the end card
        return _fade(last, 0.0, np.linspace(0.2, 1.0, n)) + [end] * n
    if kind == "card":
        return [end] * n
    if kind == "dissolve_card":  # the answer dissolves into the card
        a, b = last.astype(np.float32), end.astype(np.float32)
        steps = [np.rint(a + (b - a) * w).astype(np.uint8) for w in np.linspace(0.2, 1.0, n)]
        return steps + [end] * 4
    raise ValueError(f"tail={kind!r}: not one of {', '.join(TAILS)}")
