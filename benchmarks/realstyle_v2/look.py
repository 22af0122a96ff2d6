"""How a canvas frame is delivered: placed in an output frame (bars or stretched), filmed by a
moving camera, wobbled, recoloured, and overlaid (watermarks, subtitles); plus the frames that
are not the puzzle (cards, fades, other pictures, blank frames).

One ``cv2.remap`` per frame takes each output pixel back to the canvas: through the box the
picture sits in, the inverse of the camera at that moment, then a smooth wobble field. Outside
the canvas the camera sees the background continued (a model invents more of the same scene).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

CANVAS = (768, 512)  # width, height of both tasks' frames


@dataclass(frozen=True)
class Look:
    """One video's delivery; every number is drawn by :mod:`.cases`.

    Attributes:
        size: output ``(width, height)``.
        boxed: fitted inside bars (False: stretched to ``size``).
        fill: the picture's share of the largest box that fits (1: bars on two sides at most).
        align: where the picture sits in the free space, ``(x, y)`` in 0..1.
        bar: the bars' RGB colour.
        pan: canvas fractions ``(dx, dy)`` the camera has moved by the last frame.
        roll: degrees (clockwise) the camera has rolled by the last frame.
        zoom: the zoom reached by the last frame.
        ease: how the camera moves over the video: ``linear``, ``in`` (slow start) or
            ``inout``.
        wobble: amplitude of the non-rigid wobble, canvas px.
        wobble_wave: the wobble's wavelength, canvas px.
        gain: per-channel gain; ``bias`` per-channel offset; ``contrast`` about mid-grey.
        blur: Gaussian sigma in output px (0: none); ``noise`` its standard deviation in levels.
    """

    size: tuple[int, int]
    boxed: bool = True
    fill: float = 1.0
    align: tuple[float, float] = (0.5, 0.5)
    bar: tuple[int, int, int] = (0, 0, 0)
    pan: tuple[float, float] = (0.0, 0.0)
    roll: float = 0.0
    zoom: float = 1.0
    ease: str = "linear"
    wobble: float = 0.0
    wobble_wave: float = 400.0
    gain: tuple[float, float, float] = (1.0, 1.0, 1.0)
    bias: tuple[float, float, float] = (0.0, 0.0, 0.0)
    contrast: float = 1.0
    blur: float = 0.0
    noise: float = 0.0

    def box(self) -> tuple[int, int, int, int]:
        """``(x0, y0, w, h)`` of the picture in the output frame."""
        w, h = self.size
        if not self.boxed:
            return 0, 0, w, h
        s = min(w / CANVAS[0], h / CANVAS[1]) * self.fill
        bw, bh = round(CANVAS[0] * s), round(CANVAS[1] * s)
        return round((w - bw) * self.align[0]), round((h - bh) * self.align[1]), bw, bh

    def progress(self, u: float) -> float:
        """How far the camera has gone at time ``u`` in 0..1."""
        if self.ease == "in":
            return u * u
        if self.ease == "inout":
            return 0.5 - 0.5 * math.cos(math.pi * u)
        return u

    def camera(self, u: float) -> np.ndarray:
        """The 2×3 map canvas -> camera view at time ``u`` (pan, roll and zoom about the centre)."""
        p = self.progress(u)
        z = 1.0 + (self.zoom - 1.0) * p
        a = math.radians(self.roll * p)
        cx, cy = CANVAS[0] / 2, CANVAS[1] / 2
        c, s = z * math.cos(a), z * math.sin(a)
        tx = cx + self.pan[0] * p * CANVAS[0]
        ty = cy + self.pan[1] * p * CANVAS[1]
        return np.array([[c, -s, tx - c * cx + s * cy], [s, c, ty - s * cx - c * cy]])


class Renderer:
    """Renders canvas frames under one :class:`Look` (grids cached for the video)."""

    def __init__(self, look: Look, wobble_phase: tuple[float, float, float, float]) -> None:
        self.look = look
        x0, y0, bw, bh = look.box()
        w, h = look.size
        # Only the part of the picture's box inside the frame (a picture larger than the frame,
        # or pushed past its edge, is cut off).
        xa, ya, xb, yb = max(0, x0), max(0, y0), min(w, x0 + bw), min(h, y0 + bh)
        self.visible = (xa, ya, xb, yb)
        ox, oy = np.meshgrid(
            np.arange(xa - x0, xb - x0, dtype=np.float32),
            np.arange(ya - y0, yb - y0, dtype=np.float32),
        )
        # Output pixel centres -> camera-view canvas coordinates.
        self.vx = (ox + 0.5) * (CANVAS[0] / bw) - 0.5
        self.vy = (oy + 0.5) * (CANVAS[1] / bh) - 0.5
        self.phase = wobble_phase

    def frame(self, canvas: np.ndarray, u: float) -> np.ndarray:
        """``canvas`` as the output frame at time ``u`` (0: first frame, 1: last)."""
        look = self.look
        m = self.look.camera(u)
        inv = cv2.invertAffineTransform(m)
        sx = inv[0, 0] * self.vx + inv[0, 1] * self.vy + inv[0, 2]
        sy = inv[1, 0] * self.vx + inv[1, 1] * self.vy + inv[1, 2]
        if look.wobble > 0:
            k = 2 * math.pi / look.wobble_wave
            p1, p2, p3, p4 = self.phase
            t = 2 * math.pi * u
            sx = sx + look.wobble * np.sin(k * sy + p1 + t) * np.cos(0.7 * k * sx + p2)
            sy = sy + look.wobble * np.sin(k * sx + p3 - t) * np.cos(0.8 * k * sy + p4)
        pic = cv2.remap(
            canvas, sx.astype(np.float32), sy.astype(np.float32), cv2.INTER_LINEAR,
            borderMode=cv2.BORDER_REPLICATE,
        )  # fmt: skip
        w, h = look.size
        out = np.empty((h, w, 3), dtype=np.uint8)
        out[:] = look.bar
        xa, ya, xb, yb = self.visible
        out[ya:yb, xa:xb] = pic
        return out


def colour(frame: np.ndarray, look: Look, rng: np.random.Generator) -> np.ndarray:
    """Brightness, contrast, cast, blur and noise of ``look`` on a whole output frame."""
    if look.gain == (1.0, 1.0, 1.0) and look.bias == (0.0, 0.0, 0.0) and look.contrast == 1.0:
        out = frame
    else:
        f = frame.astype(np.float32) * np.float32(look.gain) + np.float32(look.bias)
        f = (f - 128.0) * look.contrast + 128.0
        out = np.clip(f + 0.5, 0, 255).astype(np.uint8)
    if look.blur > 0:
        out = cv2.GaussianBlur(out, (0, 0), look.blur)
    if look.noise > 0:
        n = rng.normal(0.0, look.noise, size=(*out.shape[:2], 1)).astype(np.float32)
        out = np.clip(out.astype(np.float32) + n, 0, 255).astype(np.uint8)
    return out


# -- overlays -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Watermark:
    """A translucent mark moving in a straight line over the video.

    Attributes:
        text: the mark's words ("" draws a logo: a ring and a bar).
        area: its box's share of the frame area.
        start: ``(x, y)`` of its centre at the first frame, fractions of the frame; ``end`` at
            the last.
        alpha: its opacity.
        colour: its RGB colour.
    """

    text: str
    area: float
    start: tuple[float, float]
    end: tuple[float, float]
    alpha: float
    colour: tuple[int, int, int] = (255, 255, 255)

    def shape(self, size: tuple[int, int]) -> tuple[int, int]:
        """The mark's box ``(w, h)`` in px: text is four times as wide as tall, a logo 2:1."""
        ratio = 4.0 if self.text else 2.0
        pixels = self.area * size[0] * size[1]
        h = max(8, int(math.sqrt(pixels / ratio)))
        return int(h * ratio), h

    def mask(self, size: tuple[int, int]) -> np.ndarray:
        w, h = self.shape(size)
        m = np.zeros((h, w), dtype=np.uint8)
        if self.text:
            scale = cv2.getTextSize(self.text, cv2.FONT_HERSHEY_DUPLEX, 1.0, 2)[0]
            fs = min(w * 0.95 / scale[0], h * 0.8 / scale[1])
            th = max(1, int(2 * fs))
            tw, tht = cv2.getTextSize(self.text, cv2.FONT_HERSHEY_DUPLEX, fs, th)[0]
            org = ((w - tw) // 2, (h + tht) // 2)
            cv2.putText(m, self.text, org, cv2.FONT_HERSHEY_DUPLEX, fs, 255, th, cv2.LINE_AA)
        else:
            r = h // 2 - 1
            cv2.circle(m, (r + 1, h // 2), r, 255, max(2, r // 3), cv2.LINE_AA)
            cv2.rectangle(m, (2 * r + 6, h // 3), (w - 2, 2 * h // 3), 255, -1)
        return m

    def apply(self, frame: np.ndarray, u: float, mask: np.ndarray) -> np.ndarray:
        H, W = frame.shape[:2]
        h, w = mask.shape
        cx = (self.start[0] + (self.end[0] - self.start[0]) * u) * W
        cy = (self.start[1] + (self.end[1] - self.start[1]) * u) * H
        x0, y0 = round(cx - w / 2), round(cy - h / 2)
        xa, ya, xb, yb = max(0, x0), max(0, y0), min(W, x0 + w), min(H, y0 + h)
        if xa >= xb or ya >= yb:
            return frame
        a = mask[ya - y0 : yb - y0, xa - x0 : xb - x0, None].astype(np.float32) * (
            self.alpha / 255.0
        )
        out = frame.copy()
        region = out[ya:yb, xa:xb].astype(np.float32)
        out[ya:yb, xa:xb] = (region * (1 - a) + np.float32(self.colour) * a + 0.5).astype(np.uint8)
        return out


def subtitles(frame: np.ndarray, text: str, band: float, opacity: float) -> np.ndarray:
    """A dark band over the bottom ``band`` of the frame with white words in it."""
    H, W = frame.shape[:2]
    bh = max(10, int(H * band))
    out = frame.copy()
    region = out[H - bh :].astype(np.float32) * (1 - opacity)
    out[H - bh :] = region.astype(np.uint8)
    fs = bh / 60.0
    tw = cv2.getTextSize(text, cv2.FONT_HERSHEY_SIMPLEX, fs, 2)[0][0]
    org = (max(2, (W - tw) // 2), H - bh // 3)
    cv2.putText(out, text, org, cv2.FONT_HERSHEY_SIMPLEX, fs, (255, 255, 255), 2, cv2.LINE_AA)
    return out


# -- frames that are not the puzzle ---------------------------------------------------------------


def card(size: tuple[int, int], rng: np.random.Generator, text: str) -> np.ndarray:
    """An end or title card: a flat or graded colour, a logo and a line of words."""
    w, h = size
    top = rng.integers(0, 256, 3).astype(np.float32)
    bottom = rng.integers(0, 256, 3).astype(np.float32)
    ramp = np.linspace(0.0, 1.0, h, dtype=np.float32)[:, None, None]
    out = np.broadcast_to(top * (1 - ramp) + bottom * ramp, (h, w, 3)).astype(np.uint8).copy()
    ink = tuple(int(v) for v in 255 - (top + bottom) / 2)
    cv2.circle(out, (w // 2, h // 3), h // 8, ink, -1, cv2.LINE_AA)
    fs = min(w, h) / 400
    tw = cv2.getTextSize(text, cv2.FONT_HERSHEY_DUPLEX, fs, 2)[0][0]
    cv2.putText(out, text, ((w - tw) // 2, 2 * h // 3), cv2.FONT_HERSHEY_DUPLEX, fs, ink, 2)
    return out


def picture(size: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
    """Another picture: a graded sky and a few coloured shapes (nothing of the puzzle)."""
    w, h = size
    out = card(size, rng, "")
    for _ in range(int(rng.integers(4, 9))):
        c = tuple(int(v) for v in rng.integers(0, 256, 3))
        x, y = int(rng.integers(0, w)), int(rng.integers(0, h))
        r = int(rng.integers(min(w, h) // 20, min(w, h) // 5))
        if rng.random() < 0.5:
            cv2.circle(out, (x, y), r, c, -1, cv2.LINE_AA)
        else:
            cv2.rectangle(out, (x - r, y - r // 2), (x + r, y + r // 2), c, -1)
    return out


def flat(size: tuple[int, int], value: tuple[int, int, int]) -> np.ndarray:
    out = np.empty((size[1], size[0], 3), dtype=np.uint8)
    out[:] = value
    return out


def blend(a: np.ndarray, b: np.ndarray, t: float) -> np.ndarray:
    """``a`` faded ``t`` of the way to ``b``."""
    return (a.astype(np.float32) * (1 - t) + b.astype(np.float32) * t + 0.5).astype(np.uint8)
