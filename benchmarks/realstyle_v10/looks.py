"""How a generator delivers a scene: timing (holds, freezes, frame-rate conversion, pulldown),
non-puzzle frames first or last, the camera (pan, roll, zoom with an easing, shake), wobble, the
frame (bars of a flat colour or a blurred copy, placed off-centre), the picture's look (grading,
flicker, vignette, grain, sharpen halos, a light sweep, lens barrel) and overlays (watermarks,
captions, badges, a progress bar), then the codec.

Everything random comes from the one generator the plan gives a video, so the same seed gives the
same bytes (the encoders run single-threaded with bit-exact flags).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import cv2
import numpy as np

from .scenes import Scene

CANVAS = (768, 512)
EASINGS = ("linear", "ease_in_out", "ease_out", "ease_in", "hold_then_move")


@dataclass
class Look:
    """One video's delivery. Zero/empty fields leave that part out."""

    size: tuple[int, int] = (1280, 720)
    fill: str = "bars"  # "bars" (flat colour), "blur" (a blurred, enlarged copy), "stretch"
    bar: tuple[int, int, int] = (0, 0, 0)
    fit: float = 1.0  # the picture's scale against fitting the frame
    offset: tuple[float, float] = (
        0.0,
        0.0,
    )  # the picture's centre off the frame's, as a fraction of the slack
    inner_bars: tuple[int, int] = (0, 0)  # cinema bars (x, y px) drawn inside the picture's box
    pan: tuple[float, float] = (0.0, 0.0)  # over the video, fractions of the canvas width, height
    roll: float = 0.0  # degrees over the video
    zoom: float = 1.0  # the zoom reached by the end
    easing: str = "linear"
    shake: float = 0.0  # canvas px
    wobble: float = 0.0  # canvas px of non-rigid wobble
    barrel: float = 0.0  # lens distortion coefficient
    gain: float = 1.0
    grade: float = 0.0  # teal-orange strength
    flicker: float = 0.0  # exposure flicker amplitude
    vignette: float = 0.0
    grain: float = 0.0
    sharpen: float = 0.0
    blur: float = 0.0
    sweep: float = 0.0  # a moving light band's brightness
    watermark: float = 0.0  # share of the frame
    watermark_where: str = "bottom"  # "bottom" (along the bottom edge) or "cross" (over the board)
    caption: bool = False
    badge: bool = False
    app_ui: bool = False
    progress: bool = False
    hold_start: int = 0
    hold_end: int = 0
    freeze: int = 0  # frames of a picture frozen mid-video
    slowmo_end: bool = False
    timing: str = ""  # "", "dup", "drop", "blend30", "pulldown", "vfr"
    head: str = ""  # "", "black", "card", "other"
    head_n: int = 0
    tail: str = ""  # "", "black", "white fade", "card", "fade card"
    tail_n: int = 0
    cut: float = 0.0  # outside: the picture pushed this fraction past the frame's right edge
    blank: str = ""  # outside: "black", "grey", "noise" (no puzzle at all)
    codec: str = "h264"
    bitrate: str = "2M"
    fps: float = 24.0
    pix_fmt: str = "yuv420p"
    extra: dict[str, Any] = field(default_factory=dict)


def ease(name: str, t: float) -> float:
    """The camera's progress at ``t`` in [0, 1] along easing ``name``."""
    if name == "linear":
        return t
    if name == "ease_in_out":
        return 0.5 - 0.5 * math.cos(math.pi * t)
    if name == "ease_out":
        return 1 - (1 - t) ** 2
    if name == "ease_in":
        return t * t
    if name == "hold_then_move":
        return 0.0 if t < 0.3 else (t - 0.3) / 0.7
    raise ValueError(f"easing={name!r} is not allowed; allowed: {', '.join(EASINGS)}")


# -- timing ----------------------------------------------------------------------------------------

Recipe = tuple[str, list[tuple[int, float]], float]
"""(kind, [(canvas frame, weight)], time 0..1): kind "puzzle", "interlace", or a card's name."""


def _timeline(scene: Scene, look: Look) -> list[list[tuple[int, float]]]:
    n = len(scene.frames)
    idx: list[list[tuple[int, float]]] = [[(i, 1.0)] for i in range(n)]
    if look.hold_start:
        idx = [idx[0]] * look.hold_start + idx
    if look.freeze:
        mid = len(idx) // 2
        idx = idx[:mid] + [idx[mid]] * look.freeze + idx[mid:]
    if look.slowmo_end:
        cut = int(len(idx) * 0.6)
        idx = idx[:cut] + [f for f in idx[cut:] for _ in (0, 1)]
    if look.hold_end:
        idx = idx + [idx[-1]] * look.hold_end
    if look.timing == "dup":
        idx = [f for j, f in enumerate(idx) for _ in range(2 if j % 4 == 1 else 1)]
    elif look.timing == "drop":
        idx = [f for j, f in enumerate(idx) if j % 5 != 3 or j == len(idx) - 1]
    elif look.timing in ("blend30", "vfr"):
        # 24 -> 30 fps by blending neighbours; "vfr" stretches the steps unevenly
        out = []
        m = int(len(idx) * 1.25)
        for j in range(m):
            if look.timing == "vfr":
                x = (len(idx) - 1) * (j / (m - 1)) ** 1.15
            else:
                x = j * (len(idx) - 1) / (m - 1)
            a = math.floor(x)
            f = x - a
            if f < 0.08 or a + 1 >= len(idx):
                out.append(idx[a])
            elif f > 0.92:
                out.append(idx[a + 1])
            else:
                out.append(
                    [(i, w * (1 - f)) for i, w in idx[a]] + [(i, w * f) for i, w in idx[a + 1]]
                )
        idx = out
    elif look.timing == "pulldown":  # 3:2 telecine: of every 5 frames, 2 mix fields of two
        out = []
        for g in range(0, len(idx), 4):
            grp = idx[g : g + 4]
            out.extend(grp[:2])
            if len(grp) >= 3:
                out.append([(grp[1][0][0], -1.0), (grp[2][0][0], -2.0)])
                out.append(
                    [(grp[2][0][0], -1.0), (grp[3][0][0] if len(grp) > 3 else grp[2][0][0], -2.0)]
                )
            if len(grp) == 4:
                out.append(grp[3])
        idx = out
    return idx


def recipes(scene: Scene, look: Look) -> list[Recipe]:
    """The delivered frames, in order, as recipes (see :data:`Recipe`)."""
    body = _timeline(scene, look)
    m = len(body)
    out: list[Recipe] = [(look.head, [], 0.0)] * look.head_n if look.head else []
    for j, comps in enumerate(body):
        kind = "interlace" if any(w < 0 for _, w in comps) else "puzzle"
        out.append((kind, comps, j / max(1, m - 1)))
    if look.tail in ("white fade", "fade card"):
        last = body[-1]
        for f in range(1, look.tail_n + 1):
            out.append((f"{look.tail}:{f / look.tail_n:.4f}", last, 1.0))
        if look.tail == "fade card":
            out.extend([("card", [], 1.0)] * 4)
    elif look.tail:
        out.extend([(look.tail, [], 1.0)] * look.tail_n)
    return out


def labels_after(scene: Scene, rec: list[Recipe]) -> dict[str, Any]:
    """``first_solved_frame`` and ``stayed_solved`` in the delivered numbering (None if never)."""
    first = None
    shows = []
    for j, (kind, comps, _) in enumerate(rec):
        if kind not in ("puzzle", "interlace") or not comps:
            continue
        ok = all(scene.solved[i] for i, _ in comps) and all(scene.puzzle[i] for i, _ in comps)
        puzzle = all(scene.puzzle[i] for i, _ in comps)
        if puzzle:
            shows.append(ok)
        if ok and first is None:
            first = j
    stayed = None
    if first is not None:
        k = shows.index(True)
        stayed = all(shows[k:])
    return {"first_solved_frame": first if scene.first_solved_known else None,
            "stayed_solved": stayed if scene.first_solved_known else None}  # fmt: skip


# -- pictures --------------------------------------------------------------------------------------


def _card(kind: str, size: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
    w, h = size
    if kind == "black":
        return np.zeros((h, w, 3), np.uint8)
    if kind == "white":
        return np.full((h, w, 3), 255, np.uint8)
    if kind == "other":  # another picture: a smooth colour field with shapes
        small = rng.integers(0, 255, (6, 9, 3)).astype(np.uint8)
        img = cv2.resize(small, (w, h), interpolation=cv2.INTER_CUBIC)
        cv2.circle(img, (w // 3, h // 2), h // 5, (240, 200, 60), -1)
        return img
    # an end card: a dark gradient with a title
    y = np.linspace(0, 1, h)[:, None, None]
    img = (np.array([30, 24, 60]) * (1 - y) + np.array([10, 10, 18]) * y) * np.ones((1, w, 1))
    img = img.astype(np.uint8)
    cv2.putText(img, "Made with AI", (w // 8, h // 2), cv2.FONT_HERSHEY_SIMPLEX, min(w, h) / 500,
                (235, 235, 245), max(1, h // 200), cv2.LINE_AA)  # fmt: skip
    return img


def _board_box(canvas: np.ndarray) -> tuple[int, int, int, int]:
    diff = np.any(np.abs(canvas.astype(int) - canvas[0, 0].astype(int)) > 10, axis=2)
    ys, xs = np.nonzero(diff)
    return int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1


class Camera:
    """The canvas -> frame affine of each delivered frame (base fit, pan, roll, zoom, shake)."""

    def __init__(self, look: Look, rng: np.random.Generator, n: int) -> None:
        w, h = look.size
        self.look = look
        self.base = min(w / CANVAS[0], h / CANVAS[1]) * look.fit
        slack = (w - CANVAS[0] * self.base, h - CANVAS[1] * self.base)
        self.centre = (w / 2 + look.offset[0] * slack[0] / 2, h / 2 + look.offset[1] * slack[1] / 2)
        self.centre = (self.centre[0] + look.cut * w, self.centre[1])
        self.shakes = rng.normal(0, look.shake / 2, (n, 3)) if look.shake else np.zeros((n, 3))

    def matrix(self, t: float, j: int) -> np.ndarray:
        lk = self.look
        e = ease(lk.easing, t)
        z = self.base * (1 + (lk.zoom - 1) * e)
        ang = math.radians(lk.roll * e + self.shakes[j, 2] * 0.05)
        dx = lk.pan[0] * e * CANVAS[0] + self.shakes[j, 0]
        dy = lk.pan[1] * e * CANVAS[1] + self.shakes[j, 1]
        c, s = math.cos(ang) * z, math.sin(ang) * z
        cx, cy = CANVAS[0] / 2, CANVAS[1] / 2
        tx = self.centre[0] + dx * self.base - (c * cx - s * cy)
        ty = self.centre[1] + dy * self.base - (s * cx + c * cy)
        return np.array([[c, -s, tx], [s, c, ty]], np.float64)


def board_inside(look: Look, box: tuple[int, int, int, int], n: int) -> bool:
    """Whether the board's box stays whole inside the frame for the whole (shake-free) camera path."""
    cam = Camera(look, np.random.default_rng(0), n)
    cam.shakes[:] = 0
    w, h = look.size
    pts = np.array(
        [[box[0], box[1], 1], [box[2], box[1], 1], [box[0], box[3], 1], [box[2], box[3], 1]], float
    )
    for t in np.linspace(0, 1, 21):
        p = pts @ cam.matrix(float(t), 0).T
        if p[:, 0].min() < 3 or p[:, 1].min() < 3 or p[:, 0].max() > w - 3 or p[:, 1].max() > h - 3:
            return False
    return True


def _wobble(img: np.ndarray, amp: float, t: float, phase: np.ndarray) -> np.ndarray:
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    mx = xx + amp * np.sin(2 * np.pi * (yy / 260.0 + t * 1.3 + phase[0])).astype(np.float32)
    my = yy + amp * np.sin(2 * np.pi * (xx / 310.0 + t * 0.9 + phase[1])).astype(np.float32)
    return cv2.remap(img, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _barrel(img: np.ndarray, k: float) -> np.ndarray:
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    nx, ny = (xx - w / 2) / (w / 2), (yy - h / 2) / (h / 2)
    r2 = nx * nx + ny * ny
    f = 1 + k * r2
    return cv2.remap(img, (nx * f * w / 2 + w / 2).astype(np.float32),
                     (ny * f * h / 2 + h / 2).astype(np.float32), cv2.INTER_LINEAR,
                     borderMode=cv2.BORDER_REPLICATE)  # fmt: skip


def _grade(img: np.ndarray, look: Look, j: int, t: float, rng_flicker: np.ndarray) -> np.ndarray:
    x = img.astype(np.float32)
    gain = look.gain * (1 + look.flicker * rng_flicker[j])
    x = x * gain
    if look.grade:
        lum = x.mean(axis=2, keepdims=True) / 255.0
        tint = (lum - 0.5) * look.grade * np.array([1.0, 0.15, -1.0], np.float32) * 40  # RGB
        x = x + tint
    if look.vignette:
        h, w = img.shape[:2]
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        r2 = ((xx - w / 2) / (w / 2)) ** 2 + ((yy - h / 2) / (h / 2)) ** 2
        x = x * (1 - look.vignette * np.clip(r2 / 2, 0, 1))[..., None]
    if look.sweep:
        h, w = img.shape[:2]
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        centre = -0.3 * w + t * 1.6 * w
        band = np.exp(-((((xx + 0.5 * yy) - centre) / (0.08 * w)) ** 2))
        x = x + look.sweep * band[..., None]
    return np.clip(x, 0, 255)


def _text_box(img: np.ndarray, text: str, x: int, y: int, hgt: int, alpha: float,
              colour: tuple[int, int, int] = (255, 255, 255)) -> None:  # fmt: skip
    scale = hgt / 30.0
    cv2.putText(img, text, (x, y + hgt), cv2.FONT_HERSHEY_SIMPLEX, scale, (0, 0, 0),
                max(2, int(3 * scale)), cv2.LINE_AA)  # fmt: skip
    cv2.putText(img, text, (x, y + hgt), cv2.FONT_HERSHEY_SIMPLEX, scale, colour,
                max(1, int(1.5 * scale)), cv2.LINE_AA)  # fmt: skip


def _overlays(
    img: np.ndarray, look: Look, t: float, board: tuple[float, float, float, float]
) -> np.ndarray:
    h, w = img.shape[:2]
    if look.watermark:
        area = look.watermark * w * h
        ww = int(math.sqrt(area * 4.0))
        wh = max(6, int(area / ww))
        if look.watermark_where == "cross":  # over the board's middle, drifting sideways
            x = int(board[0] + (board[2] - board[0] - ww) * (0.2 + 0.6 * t))
            y = int((board[1] + board[3]) / 2 - wh / 2)
        else:  # along the bottom edge, drifting
            x = int((w - ww) * (0.15 + 0.7 * t))
            y = h - wh - 2
        x = max(0, min(w - ww, x))
        roi = img[y : y + wh, x : x + ww].astype(np.float32)
        mark = np.full(roi.shape, 255, np.uint8)
        cv2.putText(mark, "AI", (ww // 3, int(wh * 0.8)), cv2.FONT_HERSHEY_SIMPLEX, wh / 35,
                    (90, 90, 90), max(1, wh // 12), cv2.LINE_AA)  # fmt: skip
        img[y : y + wh, x : x + ww] = np.clip(roi * 0.6 + mark * 0.4, 0, 255).astype(np.uint8)
    if look.caption:  # a subtitle band: in the bottom bar, or along the bottom edge
        bot = int(board[3])
        hgt = max(10, int(0.028 * h))
        y = bot + (h - bot - hgt) // 2 if h - bot > 3 * hgt else h - hgt - 8
        _text_box(img, "the puzzle turns", w // 4, y - hgt // 2, hgt, 1.0)
    if look.badge:  # a logo badge in the top-right corner
        bw, bh = int(0.09 * w), int(0.035 * h)
        cv2.rectangle(img, (w - bw - 8, 8), (w - 8, 8 + bh), (230, 60, 90), -1)
        _text_box(img, "Gen", w - bw, 8, int(bh * 0.7), 1.0)
    if look.app_ui:  # app buttons on the right of a portrait frame, in the lower bar
        for k in range(3):
            cy = int(h * (0.80 + 0.055 * k))
            if cy > h - 10:
                break
            cv2.circle(img, (w - 32, cy), 14, (235, 235, 235), 2, cv2.LINE_AA)
    if look.progress:
        cv2.rectangle(img, (0, h - 4), (int(w * t), h - 1), (250, 40, 40), -1)
    return img


def render(
    scene: Scene, look: Look, rng: np.random.Generator
) -> tuple[list[np.ndarray], list[Recipe]]:
    """The delivered frames (``H×W×3`` uint8) and their recipes."""
    rec = recipes(scene, look)
    w, h = look.size
    n = len(rec)
    cam = Camera(look, rng, n)
    flick = rng.uniform(-1, 1, n)
    phase = rng.uniform(0, 1, 2)
    grain_seeds = rng.integers(0, 2**31, n)
    box = _board_box(scene.frames[0])
    frames = []
    for j, (kind, comps, t) in enumerate(rec):
        if look.blank:
            img = (
                _card("black", look.size, rng)
                if look.blank == "black"
                else np.full((h, w, 3), 96, np.uint8)
            )
            if look.blank == "noise":
                img = np.clip(rng.normal(110, 25, (h // 8, w // 8, 3)), 0, 255).astype(np.uint8)
                img = cv2.resize(img, (w, h), interpolation=cv2.INTER_LINEAR)
            frames.append(img)
            continue
        if kind in ("puzzle", "interlace") or kind.startswith(("white fade:", "fade card:")):
            if kind == "interlace":
                a, b = scene.frames[comps[0][0]], scene.frames[comps[1][0]]
                canvas = a.copy()
                canvas[1::2] = b[1::2]
            elif len(comps) == 1:
                canvas = scene.frames[comps[0][0]]
            else:
                acc = sum(scene.frames[i].astype(np.float32) * wt for i, wt in comps)
                canvas = np.clip(np.rint(acc), 0, 255).astype(np.uint8)
            if look.wobble:
                canvas = _wobble(canvas, look.wobble, t, phase)
            if any(look.inner_bars):
                canvas = canvas.copy()
                bx, by = look.inner_bars
                if by:
                    canvas[:by], canvas[-by:] = 0, 0
                if bx:
                    canvas[:, :bx], canvas[:, -bx:] = 0, 0
            m = cam.matrix(t, j)
            if look.fill == "stretch":
                sx, sy = w / CANVAS[0], h / CANVAS[1]
                m = np.array([[sx, 0, 0], [0, sy, 0]], np.float64)
            if look.fill == "blur":
                small = cv2.resize(canvas, (w // 8 + 1, h // 8 + 1), interpolation=cv2.INTER_AREA)
                bg = cv2.GaussianBlur(cv2.resize(small, (w, h)), (0, 0), 9) * 0.7
                bg = bg.astype(np.uint8)
            else:
                bg = np.empty((h, w, 3), np.uint8)
                bg[:] = look.bar
            warped = cv2.warpAffine(canvas, m, (w, h), flags=cv2.INTER_LINEAR,
                                    borderMode=cv2.BORDER_CONSTANT)  # fmt: skip
            mask = cv2.warpAffine(np.ones(canvas.shape[:2], np.float32), m, (w, h),
                                  flags=cv2.INTER_LINEAR)[..., None]  # fmt: skip
            img = (warped * mask + bg * (1 - mask)).astype(np.float32)
            img = _grade(img, look, j, t, flick)
            if look.barrel:
                img = _barrel(img, look.barrel)
            band = int(look.extra.get("letterbox", 0))
            if band:  # cinema bands of a 21:9 picture in a 16:9 frame
                img[:band], img[-band:] = 0, 0
            if kind.startswith("white fade:"):
                a = float(kind.split(":")[1])
                img = img * (1 - a) + 255 * a
            elif kind.startswith("fade card:"):
                a = float(kind.split(":")[1])
                img = img * (1 - a) + _card("card", look.size, rng).astype(np.float32) * a
            bpts = np.array([[box[0], box[1], 1], [box[2], box[3], 1]], float) @ m.T
            board = (bpts[:, 0].min(), bpts[:, 1].min(), bpts[:, 0].max(), bpts[:, 1].max())
            img = np.clip(img, 0, 255).astype(np.uint8)
            if look.blur:
                img = cv2.GaussianBlur(img, (0, 0), look.blur)
            if look.sharpen:
                soft = cv2.GaussianBlur(img, (0, 0), 1.6)
                img = cv2.addWeighted(img, 1 + look.sharpen, soft, -look.sharpen, 0)
            img = _overlays(img, look, t, board)
            if look.grain:
                g = np.random.default_rng(int(grain_seeds[j])).normal(0, look.grain, (h, w, 1))
                img = np.clip(img.astype(np.float32) + g, 0, 255).astype(np.uint8)
        else:
            img = _card("white" if kind == "white" else kind, look.size, rng)
        frames.append(np.ascontiguousarray(img))
    return frames, rec


def encode(path: str, frames: list[np.ndarray], look: Look) -> None:
    """Write ``frames`` at ``path`` with the look's codec, bitrate, rate and pixel format."""
    import imageio_ffmpeg

    h, w = frames[0].shape[:2]
    common = ["-threads", "1", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags", "+bitexact"]
    if look.codec == "h264":
        codec = "libx264"
        params = ["-b:v", look.bitrate, "-maxrate", look.bitrate, "-bufsize", look.bitrate,
                  "-preset", "veryfast", "-x264-params", "threads=1", *common]  # fmt: skip
    elif look.codec == "vp9":
        codec = "libvpx-vp9"
        params = ["-b:v", look.bitrate, "-deadline", "realtime", "-cpu-used", "8",
                  "-row-mt", "0", *common]  # fmt: skip
    else:
        raise ValueError(f"codec={look.codec!r} is not allowed; allowed: h264, vp9")
    writer = imageio_ffmpeg.write_frames(path, (w, h), fps=look.fps, codec=codec,
                                         pix_fmt_in="rgb24", pix_fmt_out=look.pix_fmt,
                                         macro_block_size=1, ffmpeg_log_level="error",
                                         output_params=params)  # fmt: skip
    writer.send(None)
    try:
        for f in frames:
            writer.send(f)
    finally:
        writer.close()
