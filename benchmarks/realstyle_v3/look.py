"""How a model delivers a scene: timing, ends, camera, wobble, grading, grain, marks and bars.

Pure numpy and OpenCV on arrays; nothing here reads or writes files. :func:`deliver` turns a
:class:`~realstyle_v3.scenes.Scene` and a :class:`Look` into the output frames and, per output
frame, what it shows (which canvas frames, with what weight), so labels follow the delivery.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import cv2
import numpy as np

from realstyle_v3.scenes import Scene

W, H = 768, 512  # the canvas every task draws on
MARK_WORDS = ("Veo", "Sora", "KLING AI", "Hailuo AI", "runway", "Wan 2.2", "AI generated", "LTX")
CARD_WORDS = ("Made with Veo 3", "Sora 2", "Kling 2.1", "Runway Gen-4", "Hailuo 02", "Wan 2.2")


@dataclass(frozen=True)
class Mark:
    """A translucent moving watermark: ``kind`` 'text' or 'logo', its bounding box's share of
    the picture, its opacity, and where it travels: 'bottom' (along the picture's bottom edge)
    or 'across' (through the middle, over the puzzle)."""

    kind: str
    word: str
    share: float
    alpha: float
    path: str
    colour: tuple[int, int, int]
    direction: int  # +1 left to right, -1 right to left


@dataclass(frozen=True)
class Look:
    """One video's delivery. Distances in canvas px unless said; fractions of the canvas."""

    size: tuple[int, int] = (1280, 720)
    boxed: bool = True
    bar: tuple[int, int, int] = (0, 0, 0)
    align: tuple[float, float] = (0.5, 0.5)
    pan: tuple[float, float] = (0.0, 0.0)
    roll: float = 0.0
    zoom: float = 1.0
    profile: str = "linear"
    jitter: float = 0.0
    wobble: float = 0.0
    wobble_short: float = 60.0
    wobble_long: float = 400.0
    blur: bool = False
    grain: float = 0.0
    gains: tuple[float, float, float] = (1.0, 1.0, 1.0)
    offsets: tuple[float, float, float] = (0.0, 0.0, 0.0)
    mark: Mark | None = None
    subtitles: bool = False
    head: str = ""
    head_n: int = 0
    tail: str = ""
    tail_n: int = 0
    fps_src: int = 24
    fps: int = 24
    retime: str = "hold"
    codec: str = "h264"
    bitrate: str = "crf"
    extra: dict[str, Any] = field(default_factory=dict)


PROFILES = {
    "linear": lambda p: p,
    "ease-in-out": lambda p: 0.5 - 0.5 * math.cos(math.pi * p),
    "ease-in": lambda p: p * p,
    "ease-out": lambda p: 1 - (1 - p) ** 2,
    "late": lambda p: max(0.0, (p - 0.4) / 0.6),
}


# -- time ---------------------------------------------------------------------------------------


def motion_blurred(scene: Scene) -> list[np.ndarray]:
    """Frames part-way through a move averaged with their neighbours (a shutter left open);
    frames at rest stay sharp, so the first solved frame is the same frame."""
    out = list(scene.frames)
    for i in range(1, len(out) - 1):
        if not scene.rest[i]:
            f = [scene.frames[k].astype(np.float32) for k in (i - 1, i, i + 1)]
            out[i] = np.rint(0.25 * f[0] + 0.5 * f[1] + 0.25 * f[2]).astype(np.uint8)
    return out


def retimed(n_src: int, fps_src: int, fps: int, mode: str) -> list[list[tuple[int, float]]]:
    """Per output frame, the source frames it shows and their weights: 'hold' picks the frame
    on show (drops or repeats frames), 'blend' mixes the two around (frame-rate conversion)."""
    r = fps_src / fps
    n_out = math.floor((n_src - 1) / r + 1e-9) + 1
    out = []
    for j in range(n_out):
        t = j * r
        i = math.floor(t + 1e-9)
        a = t - i
        if mode == "hold" or a < 1e-6 or i + 1 >= n_src:
            out.append([(min(i, n_src - 1), 1.0)])
        else:
            out.append([(i, 1.0 - a), (i + 1, a)])
    return out


# -- pictures that are not the puzzle -----------------------------------------------------------


def card(rng: np.random.Generator) -> np.ndarray:
    """An end card: a flat colour, a logo and a line of text."""
    bg = rng.integers(0, 256, 3) if rng.random() < 0.5 else rng.integers(0, 40, 3)
    img = np.empty((H, W, 3), np.uint8)
    img[:] = bg
    fg = tuple(int(v) for v in (255 - bg))
    cv2.circle(img, (W // 2, H // 2 - 60), 50, fg, -1, cv2.LINE_AA)
    word = CARD_WORDS[int(rng.integers(0, len(CARD_WORDS)))]
    cv2.putText(img, word, (W // 2 - 170, H // 2 + 60), cv2.FONT_HERSHEY_SIMPLEX, 1.4, fg, 3,
                cv2.LINE_AA)  # fmt: skip
    return img


def picture(rng: np.random.Generator) -> np.ndarray:
    """Another picture: a colour gradient with a few shapes on it."""
    c0, c1 = rng.integers(0, 256, 3).astype(np.float32), rng.integers(0, 256, 3).astype(np.float32)
    t = np.linspace(0, 1, W, dtype=np.float32)[None, :, None]
    img = np.repeat(c0 + (c1 - c0) * t, H, axis=0).astype(np.uint8).copy()
    for _ in range(int(rng.integers(4, 9))):
        colour = tuple(int(v) for v in rng.integers(0, 256, 3))
        x, y = int(rng.integers(0, W)), int(rng.integers(0, H))
        if rng.random() < 0.5:
            cv2.circle(img, (x, y), int(rng.integers(20, 120)), colour, -1, cv2.LINE_AA)
        else:
            cv2.rectangle(img, (x, y), (x + int(rng.integers(30, 200)), y + int(rng.integers(30, 200))),
                          colour, -1)  # fmt: skip
    return img


def _flat(v: int) -> np.ndarray:
    return np.full((H, W, 3), v, np.uint8)


def _mix(a: np.ndarray, b: np.ndarray, w: float) -> np.ndarray:
    return np.rint(a.astype(np.float32) * (1 - w) + b.astype(np.float32) * w).astype(np.uint8)


def ends(
    first: np.ndarray, last: np.ndarray, look: Look, rng: np.random.Generator
) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """The frames before the first puzzle frame and after the last one."""
    head: list[np.ndarray] = []
    n = look.head_n
    if look.head == "black":
        head = [_flat(0)] * n
    elif look.head == "white":
        head = [_flat(255)] * n
    elif look.head == "card":
        head = [card(rng)] * n
    elif look.head == "picture":
        head = [picture(rng)] * n
    elif look.head == "fadein":  # from black up to (not including) the question itself
        head = [_mix(_flat(0), first, k / n) for k in range(n)]
    tail: list[np.ndarray] = []
    n = look.tail_n
    if look.tail == "black":
        tail = [_flat(0)] * n
    elif look.tail == "white":
        tail = [_flat(255)] * n
    elif look.tail in ("fade black", "fade white"):
        to = _flat(0 if look.tail == "fade black" else 255)
        tail = [_mix(last, to, (k + 1) / n) for k in range(n)] + [to] * 2
    elif look.tail == "card":
        tail = [card(rng)] * n
    elif look.tail == "card fade":
        c = card(rng)
        tail = [_mix(last, c, (k + 1) / n) for k in range(n)] + [c] * 3
    elif look.tail == "picture":
        tail = [picture(rng)] * n
    return head, tail


# -- space --------------------------------------------------------------------------------------


def content_rect(look: Look) -> tuple[int, int, int, int]:
    """Where the picture sits in the output: (x, y, width, height)."""
    ow, oh = look.size
    if not look.boxed:
        return 0, 0, ow, oh
    s = min(ow / W, oh / H)
    cw, ch = round(W * s) // 2 * 2, round(H * s) // 2 * 2
    x = round((ow - cw) * look.align[0])
    y = round((oh - ch) * look.align[1])
    return x, y, cw, ch


def camera(look: Look, p: float, k: int) -> tuple[float, float, float, float]:
    """(zoom, roll in degrees, shift x, shift y) at progress ``p`` (0..1) and output frame
    ``k``: the drawn motion along its profile plus smooth handheld jitter."""
    q = PROFILES[look.profile](p)
    jx = jy = jr = 0.0
    if look.jitter:
        ph = look.extra["jitter_phases"]
        jx = look.jitter * 0.6 * (math.sin(0.37 * k + ph[0]) + math.sin(0.91 * k + ph[1])) / 1.2
        jy = look.jitter * 0.6 * (math.sin(0.29 * k + ph[2]) + math.sin(1.13 * k + ph[3])) / 1.2
        jr = 0.08 * math.sin(0.23 * k + ph[4]) * look.jitter
    s = 1.0 + (look.zoom - 1.0) * q
    return s, look.roll * q + jr, look.pan[0] * W * q + jx, look.pan[1] * H * q + jy


def forward(pts: np.ndarray, cam: tuple[float, float, float, float]) -> np.ndarray:
    """Canvas points as the camera shows them (canvas coordinates of the picture)."""
    s, deg, tx, ty = cam
    a = math.radians(deg)
    c, sn = math.cos(a), math.sin(a)
    d = pts - np.array([W / 2, H / 2])
    x = W / 2 + s * (c * d[:, 0] - sn * d[:, 1]) + tx
    y = H / 2 + s * (sn * d[:, 0] + c * d[:, 1]) + ty
    return np.stack([x, y], axis=1)


def margin_left(look: Look, box: tuple[float, float, float, float], n: int) -> float:
    """The smallest distance (canvas px) between the puzzle's region and the picture's edge over
    ``n`` frames of camera (negative: part of the puzzle is cut off), less the wobble."""
    x0, y0, x1, y1 = box
    corners = np.array([[x0, y0], [x1, y0], [x0, y1], [x1, y1]], float)
    worst = float("inf")
    for k in range(n):
        p = forward(corners, camera(look, k / max(n - 1, 1), k))
        worst = min(worst, p[:, 0].min(), p[:, 1].min(), W - p[:, 0].max(), H - p[:, 1].max())
    return worst - look.wobble


class Deliverer:
    """Renders output frames for one look (the sampling grid is built once)."""

    def __init__(self, look: Look, rng: np.random.Generator) -> None:
        self.look = look
        self.rng = rng
        self.rect = content_rect(look)
        _, _, cw, ch = self.rect
        u = (np.arange(cw, dtype=np.float32) + 0.5) * (W / cw) - 0.5
        v = (np.arange(ch, dtype=np.float32) + 0.5) * (H / ch) - 0.5
        self.u, self.v = np.meshgrid(u, v)
        self.wob = rng.uniform(0, 2 * math.pi, 8)

    def frame(self, canvas: np.ndarray, p: float, k: int, n: int) -> np.ndarray:
        look = self.look
        s, deg, tx, ty = camera(look, p, k)
        a = math.radians(deg)
        c, sn = math.cos(a), math.sin(a)
        dx, dy = self.u - W / 2 - tx, self.v - H / 2 - ty
        mx = W / 2 + (c * dx + sn * dy) / s
        my = H / 2 + (-sn * dx + c * dy) / s
        if look.wobble:
            # Two wavelengths, short and long, whose phase and strength drift with time; their
            # amplitudes add up to at most look.wobble canvas px.
            t, ph, amp = k / max(n - 1, 1), self.wob, look.wobble
            strength = 0.75 + 0.25 * math.sin(2 * math.pi * t + ph[6])
            ls, ll = look.wobble_short, look.wobble_long
            mx = mx - amp * strength * (
                0.45 * np.sin(2 * np.pi * (my / ls + 0.8 * t) + ph[0])
                + 0.55 * np.sin(2 * np.pi * (my / ll - 0.5 * t) + ph[1])
            )
            my = my - amp * strength * (
                0.45 * np.sin(2 * np.pi * (mx / ls - 0.6 * t) + ph[2])
                + 0.55 * np.sin(2 * np.pi * (mx / ll + 0.4 * t) + ph[3])
            )
        pic = cv2.remap(canvas, mx.astype(np.float32), my.astype(np.float32), cv2.INTER_LINEAR,
                        borderMode=cv2.BORDER_REPLICATE).astype(np.float32)  # fmt: skip
        q = PROFILES["linear"](p)
        gains = 1 + (np.array(look.gains, np.float32) - 1) * q
        pic = pic * gains + np.array(look.offsets, np.float32) * q
        if look.grain:
            pic += self.rng.normal(0.0, look.grain, pic.shape[:2])[..., None].astype(np.float32)
        pic = np.clip(pic, 0, 255)
        if look.mark is not None:
            pic = self._mark(pic, look.mark, k / max(n - 1, 1))
        if look.subtitles:
            pic = self._subtitle(pic, k)
        ow, oh = look.size
        out = np.empty((oh, ow, 3), np.uint8)
        out[:] = look.bar
        x, y, cw, ch = self.rect
        out[y : y + ch, x : x + cw] = np.rint(pic).astype(np.uint8)
        return out

    def _mark(self, pic: np.ndarray, mark: Mark, t: float) -> np.ndarray:
        ch, cw = pic.shape[:2]
        area = mark.share * cw * ch
        aspect = 4.0 if mark.kind == "text" else 1.0  # width / height of its box
        mh = int(math.sqrt(area / aspect))
        mw = int(mh * aspect)
        layer = np.zeros((mh, mw), np.uint8)  # coverage 0..255 (putText draws 8-bit only)
        if mark.kind == "text":
            (tw, th), _ = cv2.getTextSize(mark.word, cv2.FONT_HERSHEY_DUPLEX, 1.0, 2)
            scale = min(mw / tw, mh / (th * 1.4))
            cv2.putText(layer, mark.word, (0, int(mh * 0.75)), cv2.FONT_HERSHEY_DUPLEX, scale,
                        255, max(1, int(scale * 2)), cv2.LINE_AA)  # fmt: skip
            cv2.rectangle(layer, (0, 0), (mw - 1, mh - 1), 128, max(1, mh // 12))
        else:
            cv2.circle(layer, (mw // 2, mh // 2), mh // 2 - 1, 255, -1, cv2.LINE_AA)
            tri = np.array([[mw * 0.38, mh * 0.28], [mw * 0.38, mh * 0.72], [mw * 0.75, mh * 0.5]])
            cv2.fillPoly(layer, [tri.astype(np.int32)], 80)
        travel = t if mark.direction > 0 else 1 - t
        if mark.path == "bottom":
            x = int(-0.3 * mw + travel * (cw - 0.4 * mw))
            y = ch - mh - 4
        else:  # diagonally across the middle, over the puzzle
            x = int(0.15 * cw + travel * (0.7 * cw - mw))
            y = int(0.3 * ch + travel * (0.4 * ch - mh))
        x0, y0 = max(x, 0), max(y, 0)
        x1, y1 = min(x + mw, cw), min(y + mh, ch)
        if x1 <= x0 or y1 <= y0:
            return pic
        a = layer[y0 - y : y1 - y, x0 - x : x1 - x, None].astype(np.float32) * (mark.alpha / 255)
        region = pic[y0:y1, x0:x1]
        pic[y0:y1, x0:x1] = region * (1 - a) + np.array(mark.colour, np.float32) * a
        return pic

    def _subtitle(self, pic: np.ndarray, k: int) -> np.ndarray:
        ch, cw = pic.shape[:2]
        bh = int(0.09 * ch)
        y = int(0.7 * ch)  # over the lower squares / the maze's lower rows
        pic[y : y + bh] *= 0.45
        line = ("The square turns", "until the pipes meet", "and the path is done")[k // 12 % 3]
        scale = bh / 40
        text = np.zeros((bh, cw), np.uint8)
        cv2.putText(text, line, (int(0.2 * cw), int(0.72 * bh)), cv2.FONT_HERSHEY_SIMPLEX, scale,
                    255, max(1, int(2 * scale)), cv2.LINE_AA)  # fmt: skip
        a = text[..., None].astype(np.float32) / 255
        pic[y : y + bh] = pic[y : y + bh] * (1 - a) + 255 * a
        return pic


@dataclass
class Delivered:
    """Output frames and, per output frame, what it shows."""

    frames: list[np.ndarray]
    head: int  # output frames before the first puzzle frame
    solved: list[float]  # per puzzle output frame: weight of canvas frames showing the answer
    partway: list[float]  # per puzzle output frame: weight of frames part-way through a move
    moved: list[float]  # per puzzle output frame: weight of frames showing a tile move part-way
    sources: list[list[tuple[int, float]]]


def deliver(scene: Scene, look: Look, rng: np.random.Generator) -> Delivered:
    """The video ``look`` makes of ``scene``."""
    src = motion_blurred(scene) if look.blur else scene.frames
    timing = retimed(len(src), look.fps_src, look.fps, look.retime)
    puzzle = []
    for parts in timing:
        if len(parts) == 1:
            puzzle.append(src[parts[0][0]])
        else:
            (i, a), (j, b) = parts
            puzzle.append(np.rint(src[i] * a + src[j] * b).astype(np.uint8))
    head, tail = ends(puzzle[0], puzzle[-1], look, rng)
    canvases = head + puzzle + tail
    n = len(canvases)
    d = Deliverer(look, rng)
    frames = []
    for k, cnv in enumerate(canvases):
        p = min(max((k - len(head)) / max(len(puzzle) - 1, 1), 0.0), 1.0)
        frames.append(d.frame(cnv, p, k, n))
    moved_from = scene.extra.get("moved_from", len(scene.frames))

    def weight(flags: list[bool], parts: list[tuple[int, float]]) -> float:
        return sum(w for i, w in parts if flags[i])

    moving = [i >= moved_from and not scene.rest[i] for i in range(len(scene.frames))]
    return Delivered(
        frames,
        len(head),
        [weight(scene.solved, p) for p in timing],
        [weight([not r for r in scene.rest], p) for p in timing],
        [weight(moving, p) for p in timing],
        timing,
    )
