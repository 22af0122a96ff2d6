"""How a video model renders the canvas: its draw (:class:`Look`) and the per-frame transforms.

Sizes are output pixels unless said; the camera works on the canvas (768×512) before the
picture is fitted into the output, as a model's camera moves in its scene and its bars do not.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Any

import cv2
import numpy as np

from benchmarks.realstyle_v4.scenes import EASINGS
from envs.rotation_puzzle.render import BACKGROUND

CANVAS = (768, 512)
LANDSCAPE = ((1280, 720), (854, 480), (640, 360), (960, 540))
PORTRAIT = ((720, 1280), (480, 854), (540, 960))
SQUARE = ((512, 512), (720, 720), (640, 640))
FPS = (8, 12, 15, 24, 25, 30, 50, 60)
SOURCE_FPS = 24
CODECS = ("h264 crf", "h264 kbit", "vp9 crf", "vp9 kbit")
HEADS = ("", "black", "card", "fade in", "picture")
TAILS = ("", "black", "card", "fade white", "fade black", "picture")
# Inside stays a little short of the envelope's pan 5%, roll 3°, zoom 0.9-1.1, wobble 2 px and
# marks of 4%: a draw at the limit itself is the envelope's own property test's job.
INSIDE = {"pan": 0.045, "roll": 2.8, "zoom": 0.09, "wobble": 1.9, "mark": 0.038}


@dataclass
class Look:
    """One video's draw: every choice that shapes its pixels, printed beside a failure."""

    size: tuple[int, int]
    boxed: bool
    bar: tuple[int, int, int]
    align: tuple[float, float]
    pan: tuple[float, float] = (0.0, 0.0)
    roll: float = 0.0
    zoom: float = 1.0
    camera_ease: str = "linear"
    there_and_back: bool = False
    shake: float = 0.0
    wobble: float = 0.0
    mark: float = 0.0
    mark_alpha: float = 0.0
    mark_across: bool = False
    subtitles: bool = False
    motion_blur: int = 0
    grain: float = 0.0
    gain: tuple[float, float, float] = (1.0, 1.0, 1.0)
    drift: tuple[float, float, float] = (0.0, 0.0, 0.0)
    contrast: float = 1.0
    head: str = ""
    head_n: int = 0
    tail: str = ""
    tail_n: int = 0
    fps: int = 24
    drops: tuple[int, ...] = ()
    codec: str = "h264 crf"
    quality: int = 23
    extra: dict[str, Any] = field(default_factory=dict)

    def brief(self) -> str:
        """One line of what departs from a plain video."""
        d = asdict(self)
        plain = asdict(Look(self.size, self.boxed, self.bar, self.align))
        keep = ("size", "boxed", "bar", "align", "codec", "quality", "fps")
        return " ".join(f"{k}={_short(v)}" for k, v in d.items() if k in keep or v != plain[k])


def _short(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3g}"
    if isinstance(value, (tuple, list)):
        return "(" + ",".join(_short(v) for v in value) + ")"
    return str(value)


def draw_look(rng: np.random.Generator, group: str, task: str) -> Look:
    """A random look for ``group`` (``inside``, ``beyond``, ``outside``) of ``task``."""
    kind = rng.choice(["landscape", "portrait", "square"], p=[0.5, 0.3, 0.2])
    sizes = {"landscape": LANDSCAPE, "portrait": PORTRAIT, "square": SQUARE}[str(kind)]
    size = tuple(int(v) for v in sizes[int(rng.integers(0, len(sizes)))])
    boxed = kind == "portrait" or bool(rng.random() < 0.7)
    r = rng.random()
    if r < 0.4:
        bar = (0, 0, 0)
    elif r < 0.55:
        bar = tuple(int(v) for v in [rng.integers(235, 256)] * 3)
    else:
        bar = tuple(int(v) for v in rng.integers(0, 256, size=3))
    align = (
        (0.5, 0.5) if rng.random() < 0.6 else (float(rng.uniform(0, 1)), float(rng.uniform(0, 1)))
    )
    look = Look(size, boxed, bar, align)  # type: ignore[arg-type]
    if rng.random() < 0.65:
        look.pan = (
            float(rng.uniform(-1, 1) * INSIDE["pan"]),
            float(rng.uniform(-1, 1) * INSIDE["pan"]),
        )
        look.roll = float(rng.uniform(-1, 1) * INSIDE["roll"]) if rng.random() < 0.6 else 0.0
        look.zoom = float(1 + rng.uniform(-1, 1) * INSIDE["zoom"]) if rng.random() < 0.6 else 1.0
        look.camera_ease = str(rng.choice(list(EASINGS)))
        look.there_and_back = bool(rng.random() < 0.2)
    if rng.random() < 0.3:
        look.shake = float(rng.uniform(0.5, 1.5))
    if rng.random() < 0.3:
        look.wobble = float(rng.uniform(0.5, INSIDE["wobble"]))
    if rng.random() < 0.3:
        look.mark = float(rng.uniform(0.01, INSIDE["mark"]))
        look.mark_alpha = float(rng.uniform(0.3, 0.6))
    look.subtitles = bool(rng.random() < 0.25)
    if rng.random() < 0.25:
        look.motion_blur = int(rng.integers(3, 6))
    if rng.random() < 0.5:
        look.grain = float(rng.uniform(1.5, 5))
    if rng.random() < 0.4:
        look.gain = tuple(float(v) for v in rng.uniform(0.92, 1.08, size=3))  # type: ignore[assignment]
        look.drift = tuple(float(v) for v in rng.uniform(-0.06, 0.06, size=3))  # type: ignore[assignment]
    if rng.random() < 0.3:
        look.contrast = float(rng.uniform(0.9, 1.1))
    if rng.random() < 0.4:
        look.head = str(rng.choice(HEADS[1:]))
        look.head_n = int(rng.integers(2, 6))
    if rng.random() < 0.45:
        look.tail = str(rng.choice(TAILS[1:]))
        look.tail_n = int(rng.integers(3, 8))
    look.fps = int(rng.choice(FPS))
    if rng.random() < 0.2:
        look.drops = tuple(
            sorted(int(v) for v in rng.choice(np.arange(4, 40), size=2, replace=False))
        )
    look.codec = str(rng.choice(CODECS))
    look.quality = {
        "h264 crf": int(rng.integers(18, 29)),
        "h264 kbit": int(rng.choice([150, 300, 600, 1500])),
        "vp9 crf": int(rng.integers(28, 41)),
        "vp9 kbit": int(rng.choice([150, 400, 1000])),
    }[look.codec]
    if group == "beyond":
        look.mark = float(rng.uniform(0.04, 0.10))
        look.mark_alpha = float(rng.uniform(0.4, 0.7))
        look.mark_across = True
    return look


def _fit(size: tuple[int, int]) -> tuple[int, int]:
    w, h = size
    s = min(w / CANVAS[0], h / CANVAS[1])
    return max(2, round(CANVAS[0] * s)), max(2, round(CANVAS[1] * s))


def picture_rect(look: Look) -> tuple[int, int, int, int]:
    """Where the canvas lands in the output: ``(x, y, w, h)``."""
    W, H = look.size
    if not look.boxed:
        return 0, 0, W, H
    w, h = _fit(look.size)
    return round((W - w) * look.align[0]), round((H - h) * look.align[1]), w, h


def camera_matrix(look: Look, t: float) -> np.ndarray:
    """The canvas→canvas affine of the camera at time ``t`` in 0..1 of the video."""
    e = EASINGS[look.camera_ease](t)
    if look.there_and_back:
        e = math.sin(math.pi * e)
    s = 1 + (look.zoom - 1) * e
    m = cv2.getRotationMatrix2D((CANVAS[0] / 2, CANVAS[1] / 2), -look.roll * e, s)
    m[0, 2] += look.pan[0] * CANVAS[0] * e
    m[1, 2] += look.pan[1] * CANVAS[1] * e
    return m


def keeps_inside(look: Look, box: tuple[float, float, float, float], margin: float = 3.0) -> bool:
    """The content box stays inside the canvas at every time the camera passes through."""
    corners = np.array(
        [[box[0], box[1], 1], [box[2], box[1], 1], [box[0], box[3], 1], [box[2], box[3], 1]]
    )
    for t in np.linspace(0, 1, 21):
        p = corners @ camera_matrix(look, float(t)).T
        if p[:, 0].min() < margin or p[:, 1].min() < margin:
            return False
        if p[:, 0].max() > CANVAS[0] - margin or p[:, 1].max() > CANVAS[1] - margin:
            return False
    return True


def _wobble_maps(shape: tuple[int, int], amp: float, phase: float, seed: np.ndarray):
    h, w = shape
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    kx, ky, px, py = seed
    dx = amp * np.sin(2 * np.pi * (ys / h * kx + phase) + px)
    dy = amp * np.sin(2 * np.pi * (xs / w * ky + phase * 0.8) + py)
    return xs + dx.astype(np.float32), ys + dy.astype(np.float32)


def render_frame(
    canvas: np.ndarray,
    look: Look,
    t: float,
    k: int,
    rng: np.random.Generator,
    state: dict[str, Any],
) -> np.ndarray:
    """One delivered frame of ``canvas`` at time ``t`` (0..1), frame number ``k``."""
    W, H = look.size
    m = camera_matrix(look, t)
    if look.shake:
        walk = state.setdefault("shake", np.zeros(2))
        walk[:] = np.clip(walk * 0.7 + rng.normal(0, look.shake * 0.6, 2), -look.shake, look.shake)
        m = m.copy()
        m[:, 2] += walk * (CANVAS[0] / max(W, 1))
    moved = cv2.warpAffine(
        canvas,
        m,
        CANVAS,
        flags=cv2.INTER_LINEAR,
        borderMode=cv2.BORDER_CONSTANT,
        borderValue=BACKGROUND,
    )
    x, y, w, h = picture_rect(look)
    pic = cv2.resize(
        moved, (w, h), interpolation=cv2.INTER_AREA if w < CANVAS[0] else cv2.INTER_LINEAR
    )
    if look.wobble:
        mx, my = _wobble_maps((h, w), look.wobble, t * 1.5, state["wobble_seed"])
        pic = cv2.remap(pic, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT)
    out = np.empty((H, W, 3), np.uint8)
    out[:] = look.bar
    out[y : y + h, x : x + w] = pic
    if look.motion_blur and state.get("moving"):
        kernel = np.zeros((look.motion_blur, look.motion_blur), np.float32)
        kernel[look.motion_blur // 2, :] = 1.0 / look.motion_blur
        out = cv2.filter2D(out, -1, kernel)
    if look.mark:
        out = _mark(out, look, t, (x, y, w, h))
    if look.subtitles:
        out = _subtitle(out, look, k, (x, y, w, h), state)
    f = out.astype(np.float32)
    gain = np.array(look.gain, np.float32) * (1 + np.array(look.drift, np.float32) * t)
    f = (f - 128) * look.contrast + 128
    f = f * gain
    if look.grain:
        f += rng.normal(0, look.grain, f.shape).astype(np.float32)
    return np.clip(f + 0.5, 0, 255).astype(np.uint8)


def _mark(out: np.ndarray, look: Look, t: float, rect: tuple[int, int, int, int]) -> np.ndarray:
    """A translucent logo with a solid core, moving across the frame."""
    H, W = out.shape[:2]
    area = look.mark * W * H
    mw = int(math.sqrt(area * 3))
    mh = max(6, int(area / max(mw, 1)))
    x = int((W + mw) * t) - mw
    if look.mark_across:  # across the puzzle's middle
        _, py, _, ph = rect
        y = int(py + ph * 0.5 - mh / 2)
    else:  # along the bottom edge
        y = H - mh - 4
    x0, x1, y0, y1 = max(0, x), min(W, x + mw), max(0, y), min(H, y + mh)
    if x1 <= x0 or y1 <= y0:
        return out
    out = out.copy()
    region = out[y0:y1, x0:x1].astype(np.float32)
    region = region * (1 - look.mark_alpha) + 255 * look.mark_alpha
    out[y0:y1, x0:x1] = region.astype(np.uint8)
    cx0 = x0 + (x1 - x0) // 3
    cw = max(2, (x1 - x0) // 6)
    out[y0 + 2 : y1 - 2, cx0 : cx0 + cw] = (40, 40, 40)
    return out


SUBTITLES = ("Turning the squares...", "Almost there", "The path is complete", "Done!")


def _subtitle(out, look, k, rect, state) -> np.ndarray:
    """A caption, only where it covers no puzzle: in a bar or below the content."""
    box = state.get("content_out")
    H, W = out.shape[:2]
    top = int(box[3]) + 6 if box is not None else H
    if H - top < 24:
        return out
    text = SUBTITLES[(k // 12) % len(SUBTITLES)]
    scale = min(1.0, (H - top) / 40)
    y = min(H - 6, top + int(26 * scale))
    out = out.copy()
    cv2.putText(out, text, (W // 10, y), cv2.FONT_HERSHEY_SIMPLEX, scale, (0, 0, 0), 4, cv2.LINE_AA)
    cv2.putText(
        out, text, (W // 10, y), cv2.FONT_HERSHEY_SIMPLEX, scale, (255, 255, 255), 1, cv2.LINE_AA
    )
    return out


def card(look: Look, rng: np.random.Generator, kind: str, seed: int) -> np.ndarray:
    """A non-puzzle frame of the output's size: ``black``, ``card`` or ``picture``."""
    W, H = look.size
    if kind == "black":
        return np.zeros((H, W, 3), np.uint8)
    g = np.random.default_rng(seed)
    if kind == "card":
        out = np.empty((H, W, 3), np.uint8)
        out[:] = g.integers(0, 256, size=3)
        cv2.putText(
            out,
            "MADE WITH AI",
            (W // 8, H // 2),
            cv2.FONT_HERSHEY_DUPLEX,
            W / 700,
            (255, 255, 255),
            2,
        )
        return out
    small = g.integers(0, 256, size=(6, 9, 3)).astype(np.uint8)  # another picture: a smooth scene
    return cv2.resize(small, (W, H), interpolation=cv2.INTER_CUBIC)
