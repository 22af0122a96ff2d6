"""Set v12's look: how a generator's video departs from the canvas (camera, bars, overlays,
grading, timing), and the list of delivered frames it makes.

Everything here is written from docs/datasets.md's envelope paragraph and
``datagen.envelope_style.REAL_STYLE_LIMITS`` only. A delivered frame is a weighted blend of canvas
frames (``("p", [(index, weight), ...])``) or a frame that is not the puzzle (``("x", kind)``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import cv2
import numpy as np

from benchmarks.realstyle_v12.scenes import EASINGS, Scene

Entry = tuple[str, object]
CANVAS = (768, 512)


@dataclass
class Look:
    """One video's look (all of it drawn by :mod:`realstyle_v12.draws`)."""

    size: tuple[int, int] = (1280, 720)
    fit: str = "box"  # box | stretch | blur | cinema
    bar: tuple[int, int, int] = (0, 0, 0)
    fill: float = 1.0  # the picture's share of the box it could fill
    align: tuple[float, float] = (0.5, 0.5)
    pan: tuple[float, float] = (0.0, 0.0)  # fraction of the canvas by the last frame
    roll: float = 0.0  # degrees by the last frame
    zoom: float = 1.0  # by the last frame
    easing: str = "cosine"
    shake: float = 0.0  # canvas px
    wobble: float = 0.0  # canvas px, non-rigid
    wavelength: float = 1.0  # of the canvas width
    flicker: float = 0.0
    grade: str = ""  # "" | teal-orange | warm | cool | drift
    grain: float = 0.0
    sharpen: bool = False
    vignette: float = 0.0
    sweep: bool = False
    overlays: tuple[str, ...] = ()  # badge | corner badge | subtitles | progress | watermark | ui
    watermark: float = 0.0  # share of the frame
    watermark_cross: bool = False  # across the board, not along the bottom edge
    timing: str = ""  # "" | dup | freeze | pulldown | slowmo | blend | drop | motion blur | flash
    head: str = ""  # "" | black | card | other | fade-in
    tail: str = ""  # "" | black | card | white fade | hold fade card
    codec: str = "h264"
    rate: str = "crf 23"  # "crf N" or "NNNk"
    fps: float = 24.0
    pix_fmt: str = "yuv420p"
    crop: float = 0.0  # outside: a share of the picture cut off by the frame (left side)
    blank: bool = False
    extras: dict = field(default_factory=dict)

    def describe(self) -> str:
        default = Look()
        parts = [
            f"{k}={v!r}"
            for k, v in vars(self).items()
            if v != getattr(default, k) and k != "extras"
        ]
        return ", ".join(parts)


# -- time: which canvas frames each delivered frame shows --------------------------------------


def entries(scene: Scene, look: Look, rng: np.random.Generator) -> list[Entry]:
    """The delivered frames, before head and tail, then with them."""
    n = len(scene.frames)
    seq: list[Entry] = [("p", [(i, 1.0)]) for i in range(n)]
    moving = [i for i in range(n) if scene.moving[i]]
    if look.timing == "dup":  # every k-th frame doubled (a 20 fps model at 24)
        k = int(rng.integers(3, 6))
        seq = [e for i, e in enumerate(seq) for _ in range(2 if i % k == 0 else 1)]
    elif look.timing == "freeze" and moving:  # the picture stalls part-way for a few frames
        i = int(rng.choice(moving))
        seq = seq[: i + 1] + [seq[i]] * int(rng.integers(3, 7)) + seq[i + 1 :]
    elif look.timing == "pulldown":  # 24 -> 30: every fourth frame shown twice (3:2 cadence)
        seq = [e for i, e in enumerate(seq) for _ in range(2 if i % 4 == 3 else 1)]
    elif look.timing == "slowmo":  # the last move stretched to three times its frames
        last = max(moving) if moving else n - 1
        first = last
        while first - 1 in moving:
            first -= 1
        seq = seq[:first] + [s for s in seq[first : last + 1] for _ in range(3)] + seq[last + 1 :]
    elif look.timing == "blend":  # a frame-rate conversion mixing neighbours (3 -> 2)
        out = []
        for j in range(0, n - 1, 3):
            out.append(("p", [(j, 1.0)]))
            if j + 2 < n:
                out.append(("p", [(j + 1, 0.5), (j + 2, 0.5)]))
        out.append(("p", [(n - 1, 1.0)]))
        seq = out
    elif look.timing == "drop":  # every third frame dropped (8-12 fps)
        seq = [e for i, e in enumerate(seq) if i % 3 != 1 or i == n - 1]
    elif look.timing == "motion blur":  # a moving frame mixed with its neighbours
        seq = [
            ("p", [(i - 1, 0.25), (i, 0.5), (i + 1, 0.25)])
            if scene.moving[i] and 0 < i < n - 1
            else e
            for i, e in enumerate(seq)
        ]
    elif look.timing == "flash":  # a white flash between two moves
        rests = [i for i in range(1, n - 1) if not scene.moving[i] and scene.moving[i - 1]]
        if rests:
            i = int(rng.choice(rests[:-1] or rests))
            seq = seq[: i + 1] + [("x", "flash")] * 2 + seq[i + 1 :]
    elif look.timing not in ("",):
        raise ValueError(f"timing={look.timing!r} is not allowed")
    heads = {"": 0, "black": 6, "card": 10, "other": 8, "fade-in": 0}
    head = [("x", look.head)] * heads[look.head]
    if look.head == "fade-in":  # from black over the first frames of the puzzle
        k = 6
        seq = [("p", [(0, 1.0)]) for _ in range(k)] + seq
        look.extras["fade_in"] = k
    tails = {"": 0, "black": 8, "card": 12, "white fade": 8, "hold fade card": 24}
    tail = [("x", look.tail)] * tails[look.tail]
    if look.tail == "hold fade card":  # an extra second of the last frame, then the card
        seq = seq + [seq[-1]] * 24
        tail = tail[:12]
    return head + seq + tail


# -- space: one delivered frame ----------------------------------------------------------------


def _easing_t(look: Look, k: int, count: int) -> float:
    return EASINGS[look.easing](min(1.0, k / max(1, count - 1)))


def camera_matrix(look: Look, t: float, jitter: tuple[float, float]) -> np.ndarray:
    """The canvas -> canvas affine of the camera at time ``t`` (0..1)."""
    w, h = CANVAS
    zoom = 1 + (look.zoom - 1) * t
    m = cv2.getRotationMatrix2D((w / 2, h / 2), -look.roll * t, zoom)
    m[0, 2] += look.pan[0] * w * t + jitter[0]
    m[1, 2] += look.pan[1] * h * t + jitter[1]
    return m


def board_box(frame: np.ndarray) -> tuple[int, int, int, int]:
    ys, xs = np.nonzero((frame != frame[0, 0]).any(axis=2))
    return int(xs.min()), int(ys.min()), int(xs.max()), int(ys.max())


def board_inside(look: Look, box: tuple[int, int, int, int], margin: float = 3.0) -> bool:
    """Whether the board stays inside the canvas along the camera's whole path."""
    x0, y0, x1, y1 = box
    corners = np.array([[x0, y0, 1], [x1, y0, 1], [x0, y1, 1], [x1, y1, 1]], float)
    pad = look.shake + look.wobble
    for t in np.linspace(0, 1, 11):
        p = corners @ camera_matrix(look, float(t), (0, 0)).T
        if (p[:, 0] < margin + pad).any() or (p[:, 0] > CANVAS[0] - 1 - margin - pad).any():
            return False
        if (p[:, 1] < margin + pad).any() or (p[:, 1] > CANVAS[1] - 1 - margin - pad).any():
            return False
    return True


def _wobble(frame: np.ndarray, look: Look, phase: float) -> np.ndarray:
    w, h = CANVAS
    xs, ys = np.meshgrid(np.arange(w, dtype=np.float32), np.arange(h, dtype=np.float32))
    k = 2 * math.pi / (look.wavelength * w)
    dx = look.wobble * np.sin(ys * k + phase) * np.cos(xs * k * 0.7)
    dy = look.wobble * np.sin(xs * k + 1.3 * phase) * np.cos(ys * k * 0.6)
    return cv2.remap(frame, xs + dx, ys + dy, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _card(size: tuple[int, int], kind: str, rng: np.random.Generator) -> np.ndarray:
    w, h = size
    if kind in ("black", "flash"):
        return np.full((h, w, 3), 0 if kind == "black" else 255, np.uint8)
    img = np.zeros((h, w, 3), np.uint8)
    top, bottom = rng.integers(0, 256, 3), rng.integers(0, 256, 3)
    ramp = np.linspace(0, 1, h)[:, None, None]
    img[:] = (top * (1 - ramp) + bottom * ramp).astype(np.uint8)
    if kind == "other":  # another picture: blobs of colour
        for _ in range(6):
            c = tuple(int(v) for v in rng.integers(0, 256, 3))
            cv2.circle(
                img,
                (int(rng.integers(0, w)), int(rng.integers(0, h))),
                int(rng.integers(h // 10, h // 3)),
                c,
                -1,
            )
    else:  # an end card: a logo and a line of text
        cv2.circle(img, (w // 2, h // 2 - h // 10), h // 10, (255, 255, 255), -1)
        cv2.putText(
            img,
            "made with AI",
            (w // 2 - w // 6, h // 2 + h // 8),
            cv2.FONT_HERSHEY_SIMPLEX,
            h / 500,
            (255, 255, 255),
            2,
        )
    return img


def _place(canvas: np.ndarray, look: Look) -> tuple[np.ndarray, tuple[int, int, int, int]]:
    """The canvas in the output frame, and the picture's box there."""
    w, h = look.size
    if look.fit == "stretch":
        return cv2.resize(canvas, (w, h), interpolation=cv2.INTER_AREA), (0, 0, w, h)
    area = (0, 0, w, h)
    out = np.empty((h, w, 3), np.uint8)
    out[:] = look.bar
    if look.fit == "cinema":  # a 21:9 picture letterboxed, the 3:2 canvas pillarboxed in it
        ch = round(w / (21 / 9))
        cy = (h - ch) // 2
        area = (0, cy, w, cy + ch)
        out[cy : cy + ch] = look.extras.get("inner_bar", (0, 0, 0))
    ax0, ay0, ax1, ay1 = area
    aw, ah = ax1 - ax0, ay1 - ay0
    scale = min(aw / CANVAS[0], ah / CANVAS[1]) * look.fill
    pw, ph = round(CANVAS[0] * scale), round(CANVAS[1] * scale)
    px = ax0 + round((aw - pw) * look.align[0])
    py = ay0 + round((ah - ph) * look.align[1])
    if look.fit == "blur":
        big = cv2.resize(
            canvas,
            (w, round(w * CANVAS[1] / CANVAS[0]))
            if h / w < CANVAS[1] / CANVAS[0]
            else (round(h * CANVAS[0] / CANVAS[1]), h),
        )
        by, bx = (big.shape[0] - h) // 2, (big.shape[1] - w) // 2
        small = cv2.resize(
            big[by : by + h, bx : bx + w], (w // 8, h // 8), interpolation=cv2.INTER_AREA
        )
        small = (cv2.GaussianBlur(small, (0, 0), 2.5) * 0.7).astype(
            np.uint8
        )  # blurred at 1/8: cheap
        out[:] = cv2.resize(small, (w, h), interpolation=cv2.INTER_LINEAR)
    out[py : py + ph, px : px + pw] = cv2.resize(canvas, (pw, ph), interpolation=cv2.INTER_AREA)
    return out, (px, py, px + pw, py + ph)


def _overlays(out: np.ndarray, look: Look, box, k: int, count: int, rng_fixed: dict) -> None:
    h, w = out.shape[:2]
    px0, py0, px1, py1 = box
    t = k / max(1, count - 1)
    s = h / 720
    for kind in look.overlays:
        if kind == "badge":  # a logo in the bar (or the frame's corner when there is none)
            x = w - round(150 * s) if px1 < w - 120 * s else px0 + 12
            y = round(20 * s) if py0 > 60 * s else py0 + 8
            cv2.rectangle(out, (x, y), (x + round(110 * s), y + round(34 * s)), (230, 230, 230), -1)
            cv2.putText(
                out,
                "Veo",
                (x + 8, y + round(26 * s)),
                cv2.FONT_HERSHEY_SIMPLEX,
                0.8 * s,
                (30, 30, 30),
                2,
            )
        elif kind == "corner badge":  # over the picture's top-left corner, off the board
            cv2.circle(
                out, (px0 + round(30 * s), py0 + round(30 * s)), round(16 * s), (250, 250, 250), -1
            )
            cv2.circle(
                out, (px0 + round(30 * s), py0 + round(30 * s)), round(9 * s), (60, 120, 220), -1
            )
        elif (
            kind == "subtitles"
        ):  # in the bar below the picture (portrait, cinema) or the frame's foot
            y = (
                min(h - round(12 * s), py1 + round(50 * s))
                if h - py1 > 70 * s
                else h - round(10 * s)
            )
            text = rng_fixed.setdefault("subtitle", "the pipes join into one loop")
            cv2.putText(
                out,
                text,
                (round(w * 0.08), y),
                cv2.FONT_HERSHEY_SIMPLEX,
                0.7 * s * (w / h if h > w else 1),
                (255, 255, 255),
                2,
            )
        elif kind == "progress":  # a bar growing along the frame's bottom edge
            cv2.rectangle(
                out, (0, h - max(3, round(5 * s))), (round(w * t), h - 1), (240, 60, 60), -1
            )
        elif kind == "ui":  # an app's buttons and handle in the bars (portrait)
            for j in range(3):
                cy = py1 + round((h - py1) * (0.3 + 0.2 * j)) if h - py1 > 120 * s else None
                if cy is not None and cy < h - 10:
                    cv2.circle(out, (w - round(50 * s), cy), round(18 * s), (200, 200, 200), 2)
            if py0 > 80 * s:
                cv2.putText(
                    out,
                    "@puzzlebot",
                    (round(20 * s), py0 - round(30 * s)),
                    cv2.FONT_HERSHEY_SIMPLEX,
                    0.9 * s,
                    (255, 255, 255),
                    2,
                )
        elif kind == "watermark":
            _watermark(out, look, box, t)
        else:
            raise ValueError(f"overlay={kind!r} is not allowed")


def _watermark(out: np.ndarray, look: Look, box, t: float) -> None:
    """A translucent moving mark: its share of the frame is ``look.watermark``."""
    h, w = out.shape[:2]
    area = look.watermark * w * h
    mh = max(6, round(math.sqrt(area / 4)))
    mw = round(area / mh)
    px0, py0, px1, py1 = box
    if look.watermark_cross:  # across the middle of the picture, left to right
        x = round(px0 + (px1 - px0 - mw) * t)
        y = round((py0 + py1) / 2 - mh / 2 + (py1 - py0) * 0.1 * math.sin(3 * t))
    else:  # along the bottom edge of the frame
        x = round((w - mw) * (0.1 + 0.8 * t))
        y = h - mh - 2
    x0, y0, x1, y1 = max(0, x), max(0, y), min(w, x + mw), min(h, y + mh)
    region = out[y0:y1, x0:x1].astype(np.float32)
    out[y0:y1, x0:x1] = (region * 0.55 + 255 * 0.45).astype(np.uint8)


def _photometric(
    out: np.ndarray, look: Look, k: int, count: int, rng: np.random.Generator
) -> np.ndarray:
    img = out.astype(np.float32)
    t = k / max(1, count - 1)
    if look.flicker:
        img *= 1 + look.flicker * math.sin(k * 2.1) * (0.6 + 0.4 * math.sin(k * 0.37))
    if look.grade == "teal-orange":
        lum = img.mean(axis=2, keepdims=True) / 255
        img += (lum - 0.5) * np.array([18, 4, -14], np.float32) + (0.5 - lum) * np.array(
            [-10, 4, 12], np.float32
        )
    elif look.grade == "warm":
        img = img * np.array([1.05, 1.0, 0.9], np.float32) + np.array([6, 0, -4], np.float32)
    elif look.grade == "drift":  # a cast that drifts over the video
        img = img * np.array([1 + 0.06 * t, 1.0, 1 - 0.06 * t], np.float32)
    if look.vignette:
        h, w = out.shape[:2]
        yy, xx = np.ogrid[:h, :w]
        r2 = ((xx - w / 2) / (w / 2)) ** 2 + ((yy - h / 2) / (h / 2)) ** 2
        img *= (1 - look.vignette * np.clip(r2 - 0.35, 0, 1.6) / 1.6)[..., None].astype(np.float32)
    if look.sweep:  # a diagonal band of light crossing the frame
        h, w = out.shape[:2]
        yy, xx = np.ogrid[:h, :w]
        d = (xx + 0.5 * yy) / (w + 0.5 * h) - (t * 1.4 - 0.2)
        img *= (1 + 0.1 * np.exp(-(d**2) / 0.004))[..., None].astype(np.float32)
    if look.sharpen:
        img = img + 0.6 * (img - cv2.GaussianBlur(img, (0, 0), 1.5))
    if look.grain:
        img += rng.normal(0, look.grain, img.shape[:2])[..., None].astype(np.float32)
    return np.clip(img, 0, 255).astype(np.uint8)


def render(
    scene: Scene, look: Look, seq: list[Entry], rng: np.random.Generator
) -> list[np.ndarray]:
    """The delivered frames (``look.size``) of ``seq``."""
    w, h = look.size
    count = len(seq)
    puzzle_ks = [k for k, e in enumerate(seq) if e[0] == "p"]
    first_p, last_p = puzzle_ks[0], puzzle_ks[-1]
    fixed: dict = {}
    frames: list[np.ndarray] = []
    last_out = None
    fade_in = look.extras.get("fade_in", 0)
    jitter = np.cumsum(rng.normal(0, look.shake * 0.5, (count, 2)), axis=0) if look.shake else None
    if jitter is not None:
        jitter = np.clip(jitter - jitter.mean(axis=0), -look.shake, look.shake)
    for k, (kind, what) in enumerate(seq):
        if kind == "x":
            if what == "white fade" and last_out is not None:
                a = min(1.0, (k - last_p) / 6)
                frames.append((last_out * (1 - a) + 255 * a).astype(np.uint8))
            else:
                card = fixed.setdefault(what, _card((w, h), str(what), rng))
                frames.append(card)
            continue
        if look.blank:
            frames.append(np.full((h, w, 3), look.bar, np.uint8))
            continue
        canvas = sum(scene.frames[i].astype(np.float32) * wt for i, wt in what)  # type: ignore[union-attr]
        canvas = np.clip(canvas, 0, 255).astype(np.uint8)
        if look.wobble:
            canvas = _wobble(canvas, look, 0.35 * k)
        t = _easing_t(look, k - first_p, last_p - first_p + 1)
        jit = (0.0, 0.0) if jitter is None else (float(jitter[k, 0]), float(jitter[k, 1]))
        if look.roll or look.zoom != 1 or look.pan != (0.0, 0.0) or jitter is not None:
            m = camera_matrix(look, t, jit)
            canvas = cv2.warpAffine(
                canvas, m, CANVAS, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE
            )
        if look.crop:  # the picture pushed off the frame's left side
            shift = round(look.crop * CANVAS[0])
            canvas = np.concatenate(
                [
                    canvas[:, shift:],
                    np.repeat(canvas[:, :1] * 0 + np.array(look.bar, np.uint8), shift, axis=1),
                ],
                axis=1,
            )
        out, box = _place(canvas, look)
        _overlays(out, look, box, k, count, fixed)
        out = _photometric(out, look, k, count, rng)
        if fade_in and k - first_p < fade_in:
            out = (out.astype(np.float32) * ((k - first_p + 1) / (fade_in + 1))).astype(np.uint8)
        last_out = out
        frames.append(out)
    return frames
