"""How a generator delivers a scene: timing, camera, bars, overlays, grading and codec.

Pure numpy/OpenCV per frame; :func:`encode` is the only I/O (ffmpeg through imageio-ffmpeg,
one thread and bit-exact flags so the same draw gives the same bytes).
"""

from __future__ import annotations

import itertools
import math
import subprocess
from dataclasses import dataclass, field
from typing import Any

import cv2
import numpy as np

from .scenes import Scene

CANVAS = (768, 512)
BOARD_BOX: dict[str, tuple[int, int, int, int]] = {
    "rotation_puzzle": (234, 106, 534, 406),
    "maze_nav": (177, 49, 590, 462),
}
"""Where the board is drawn on the canvas (x0, y0, x1, y1), measured on the renderers' frames."""

EASINGS = {
    "linear": lambda t: t,
    "in_out": lambda t: 0.5 - 0.5 * math.cos(math.pi * t),
    "out": lambda t: 1 - (1 - t) ** 2,
    "in": lambda t: t**2,
    "late": lambda t: max(0.0, (t - 0.4) / 0.6),
    "const": lambda t: 1.0,
}
"""Camera easing over the video (``late``: still for 40%, then moving: a ken-burns start;
``const``: placed the same way for the whole video)."""


@dataclass
class Entry:
    """One delivered frame: a mix of scene frames, and how much of it something else covers."""

    mix: list[tuple[int, float]]
    cover: float = 0.0
    cover_kind: str = ""


@dataclass
class Look:
    """Everything drawn for one video (printed for each wrong or unknown one)."""

    size: tuple[int, int]
    fill: float = 1.0  # content scale against fitting the frame (< 1: bars on all sides)
    align: tuple[float, float] = (0.5, 0.5)
    bars: str = "flat"  # flat | blur | crop (content larger than the frame: a centre crop)
    bar_colour: tuple[int, int, int] = (0, 0, 0)
    zoom: float = 1.0
    roll: float = 0.0
    pan: tuple[float, float] = (0.0, 0.0)
    easing: str = "in_out"
    shake: float = 0.0
    wobble: float = 0.0
    grade: float = 0.0  # teal-orange strength
    flicker: float = 0.0
    drift: float = 0.0  # colour cast reached by the end
    grain: float = 0.0
    sharpen: float = 0.0
    blur: float = 0.0
    vignette: float = 0.0
    barrel: float = 0.0
    sweep: float = 0.0
    subtitle: bool = False
    badge: bool = False
    progress: bool = False
    mark: float = 0.0  # moving translucent mark, share of the frame
    mark_middle: bool = False  # crossing the board's middle (beyond) or along the bottom
    head: str = ""  # black | card | picture | hold
    tail: str = ""  # black | white | card | hold_card | flash
    hold_first: int = 0
    hold_last: int = 0
    freeze: int = 0
    slowmo: bool = False
    dissolve: int = 0  # frames per cross-fade replacing each move
    flash: bool = False
    resample: str = ""  # dup | blend | pulldown | vfr
    fps_in: float = 24.0
    fps: float = 24.0
    motion_blur: int = 0
    codec: str = "h264"
    bitrate: str = "1M"
    pix_fmt: str = "yuv420p"
    extra: dict[str, Any] = field(default_factory=dict)

    def describe(self) -> str:
        base = Look(self.size)
        parts = [f"{self.size[0]}x{self.size[1]}"]
        for k, v in vars(self).items():
            if k in ("size", "extra") or v == getattr(base, k):
                continue
            parts.append(f"{k}={_short(v)}")
        return " ".join(parts)


def _short(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:.3g}"
    if isinstance(v, tuple):
        return "(" + ",".join(_short(x) for x in v) + ")"
    return str(v)


# --- timing ----------------------------------------------------------------------------------


def timeline(scene: Scene, look: Look, rng: np.random.Generator) -> list[Entry]:
    """The delivered frames as mixes of scene frames (before the codec)."""
    n = len(scene.frames)
    idx = list(range(n))
    if look.dissolve:
        rest = [i for i in idx if not scene.moving[i]]
        idx_entries = [Entry([(rest[0], 1.0)])]
        for a, b in itertools.pairwise(rest):
            if b == a + 1 and not any(scene.moving[a:b]):
                idx_entries.append(Entry([(b, 1.0)]))
                continue
            for f in range(1, look.dissolve + 1):
                t = f / look.dissolve
                idx_entries.append(Entry([(a, 1 - t), (b, t)] if t < 1 else [(b, 1.0)]))
        entries = idx_entries
    else:
        entries = [Entry([(i, 1.0)]) for i in idx]
    if look.freeze:
        moving = [k for k, e in enumerate(entries) if scene.moving[e.mix[0][0]]]
        if moving:
            k = moving[int(rng.integers(len(moving)))]
            entries[k + 1 : k + 1] = [Entry(list(entries[k].mix)) for _ in range(look.freeze)]
    if look.slowmo:
        last_rest = [k for k, e in enumerate(entries[:-1]) if not scene.moving[e.mix[0][0]]]
        start = last_rest[-1] if last_rest else 0
        slow = []
        for e in entries[start:]:
            slow += [e, Entry(list(e.mix))]
        entries = entries[:start] + slow
    if look.flash:
        rests = [
            k for k in range(1, len(entries) - 1)
            if not scene.moving[entries[k].mix[0][0]] and scene.moving[entries[k + 1].mix[0][0]]
        ]  # fmt: skip
        for k in reversed(rests[:2]):
            entries.insert(k + 1, Entry(list(entries[k].mix), 0.85, "white"))
    entries = [Entry(list(entries[0].mix)) for _ in range(look.hold_first)] + entries
    entries += [Entry(list(entries[-1].mix)) for _ in range(look.hold_last)]
    if look.motion_blur:
        blurred = []
        for k, e in enumerate(entries):
            src = [entries[j] for j in range(max(0, k - look.motion_blur), k + 1)]
            if len({s.mix[0][0] for s in src}) > 1 and any(scene.moving[s.mix[0][0]] for s in src):
                mix: dict[int, float] = {}
                for s in src:
                    for i, w in s.mix:
                        mix[i] = mix.get(i, 0.0) + w / len(src)
                blurred.append(Entry(sorted(mix.items()), e.cover, e.cover_kind))
            else:
                blurred.append(e)
        entries = blurred
    entries = _resample(entries, look, rng)
    head = {"black": [Entry([], 1.0, "black")] * int(rng.integers(3, 9)),
            "card": [Entry([], 1.0, "card")] * int(rng.integers(4, 12)),
            "picture": [Entry([], 1.0, "picture")] * int(rng.integers(3, 8))}.get(look.head, [])  # fmt: skip
    if look.head == "fade_in":
        steps = int(rng.integers(3, 7))
        head = [Entry(list(entries[0].mix), 1 - f / steps, "black") for f in range(steps)]
    tail: list[Entry] = []
    last = entries[-1].mix
    if look.tail in ("black", "white"):
        steps = int(rng.integers(4, 10))
        tail = [Entry(list(last), f / steps, look.tail) for f in range(1, steps + 1)]
        tail += [Entry([], 1.0, look.tail)] * int(rng.integers(0, 5))
    elif look.tail in ("card", "hold_card"):
        if look.tail == "hold_card":
            tail = [Entry(list(last)) for _ in range(int(rng.integers(12, 25)))]
        steps = int(rng.integers(3, 7))
        tail += [Entry(list(last), f / steps, "card") for f in range(1, steps + 1)]
        tail += [Entry([], 1.0, "card")] * int(rng.integers(4, 12))
    return [Entry(list(e.mix), e.cover, e.cover_kind) for e in head] + entries + tail


def _resample(entries: list[Entry], look: Look, rng: np.random.Generator) -> list[Entry]:
    if not look.resample:
        return entries
    n = len(entries)
    if look.resample == "pulldown":  # 24 -> 30 by 3:2 field repeats, shown as frame repeats
        out = []
        for k, e in enumerate(entries):
            out.append(e)
            if k % 4 == 3:
                out.append(Entry(list(e.mix), e.cover, e.cover_kind))
        return out
    if look.resample == "vfr":  # variable frame rate flattened: random repeats and drops
        out = []
        for e in entries:
            r = rng.random()
            if r < 0.12 and out:
                continue
            out.append(e)
            if r > 0.85:
                out.append(Entry(list(e.mix), e.cover, e.cover_kind))
        return out
    ratio = look.fps / look.fps_in
    m = max(2, round(n * ratio))
    out = []
    for k in range(m):
        x = min(k / ratio, n - 1)
        a = math.floor(x)
        t = x - a
        if look.resample == "dup" or t < 1e-6 or a + 1 >= n:
            out.append(entries[min(n - 1, round(x))])
            continue
        mix: dict[int, float] = {}
        for e, w in ((entries[a], 1 - t), (entries[a + 1], t)):
            for i, wi in e.mix:
                mix[i] = mix.get(i, 0.0) + wi * w
        cover = entries[a].cover * (1 - t) + entries[a + 1].cover * t
        out.append(
            Entry(sorted(mix.items()), cover, entries[a].cover_kind or entries[a + 1].cover_kind)
        )
    return out


# --- labels ----------------------------------------------------------------------------------


def labels(scene: Scene, entries: list[Entry]) -> dict[str, Any]:
    """What a careful person reads from the delivered frames (None: a person could not tell)."""
    puzzle = [k for k, e in enumerate(entries) if e.mix and e.cover < 0.5]
    if not puzzle:
        return {"solved": None, "squares_kept": None, "first_frame_matches": None,
                "animated": None, "first_solved_frame": None}  # fmt: skip

    def dominant(e: Entry) -> int | None:
        i, w = max(e.mix, key=lambda m: m[1])
        return i if w >= 0.6 else None

    last = dominant(entries[puzzle[-1]])
    if scene.solved_final_override is not None:
        solved: bool | None = scene.solved_final_override
    else:
        solved = None if last is None else scene.solved[last]
    first_solved = None
    for k in puzzle:
        d = dominant(entries[k])
        if d is not None and scene.solved[d]:
            first_solved = k
            break
    moving = any(scene.moving[i] and w >= 0.5 for k in puzzle for i, w in entries[k].mix) or any(
        sum(w for i, w in entries[k].mix if scene.moving[i]) >= 0.5 for k in puzzle
    )
    dissolves = any(
        len(entries[k].mix) > 1 and min(w for _, w in entries[k].mix) >= 0.2 for k in puzzle
    )
    animated = True if moving else (None if dissolves else False)
    first = dominant(entries[puzzle[0]])
    matches = scene.first_frame_matches if first is not None else None
    return {
        "solved": solved,
        "squares_kept": scene.squares_kept,
        "first_frame_matches": matches,
        "animated": animated,
        "first_solved_frame": first_solved if solved else None,
    }


# --- pictures --------------------------------------------------------------------------------


def _camera(look: Look, u: float, shake: tuple[float, float]) -> np.ndarray:
    e = EASINGS[look.easing](u)
    w, h = CANVAS
    z = 1 + (look.zoom - 1) * e
    m = cv2.getRotationMatrix2D((w / 2, h / 2), -look.roll * e, z)
    m[0, 2] += look.pan[0] * w * e + shake[0]
    m[1, 2] += look.pan[1] * h * e + shake[1]
    return m


def board_margin(look: Look, task: str, frames: int) -> float:
    """The least distance (canvas px) from the board's corners to the canvas edge over the
    video (negative: part of the board leaves the picture)."""
    x0, y0, x1, y1 = BOARD_BOX[task]
    pts = np.array([[x0, y0, 1], [x1, y0, 1], [x0, y1, 1], [x1, y1, 1]], float).T
    least = 1e9
    for k in range(max(frames, 2)):
        m = _camera(look, k / (max(frames, 2) - 1), (look.shake, look.shake))
        p = m @ pts
        least = min(least, p[0].min(), p[1].min(), CANVAS[0] - p[0].max(), CANVAS[1] - p[1].max())
        least -= 0.0
    return float(least - look.wobble - look.barrel * 40)


def _wobble(img: np.ndarray, amp: float, t: float, phase: np.ndarray) -> np.ndarray:
    h, w = img.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    dx = (
        amp
        * np.sin(2 * np.pi * (xs / 260 + phase[0] + 0.6 * t))
        * np.cos(2 * np.pi * (ys / 210 + phase[1]))
    )
    dy = (
        amp
        * np.cos(2 * np.pi * (xs / 230 + phase[2]))
        * np.sin(2 * np.pi * (ys / 190 + phase[3] + 0.5 * t))
    )
    mx, my = (xs + dx).astype(np.float32), (ys + dy).astype(np.float32)
    return cv2.remap(img, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _barrel(img: np.ndarray, k: float) -> np.ndarray:
    h, w = img.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy, r0 = w / 2, h / 2, math.hypot(w / 2, h / 2)
    nx, ny = (xs - cx) / r0, (ys - cy) / r0
    f = 1 + k * (nx * nx + ny * ny)
    mx, my = (cx + nx * f * r0).astype(np.float32), (cy + ny * f * r0).astype(np.float32)
    return cv2.remap(img, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _card(size: tuple[int, int], kind: str, rng_val: float) -> np.ndarray:
    w, h = size
    img = np.zeros((h, w, 3), np.uint8)
    if kind == "white":
        img[:] = 255
    elif kind == "card":
        img[:] = (30, 34, 60)
        cv2.putText(
            img,
            "Made with AI",
            (w // 8, h // 2),
            cv2.FONT_HERSHEY_SIMPLEX,
            w / 600,
            (240, 240, 240),
            max(1, w // 400),
            cv2.LINE_AA,
        )
        cv2.circle(img, (w // 2, int(h * 0.7)), max(6, w // 30), (90, 170, 250), -1, cv2.LINE_AA)
    elif kind == "picture":
        ys, xs = np.mgrid[0:h, 0:w]
        img[..., 0] = (128 + 90 * np.sin(xs / (37 + 20 * rng_val))).astype(np.uint8)
        img[..., 1] = (120 + 80 * np.cos(ys / 29.0)).astype(np.uint8)
        img[..., 2] = (100 + 60 * np.sin((xs + ys) / 53.0)).astype(np.uint8)
    return img


def render(
    scene: Scene, entries: list[Entry], look: Look, task: str, seed: int
) -> list[np.ndarray]:
    """The delivered frames (uint8, ``look.size``)."""
    rng = np.random.default_rng(seed)
    w, h = look.size
    src = [f.astype(np.float32) for f in scene.frames]
    puzzle = [k for k, e in enumerate(entries) if e.mix]
    span = max(1, (puzzle[-1] - puzzle[0]) if puzzle else 1)
    phase = rng.uniform(0, 1, 4)
    shake = np.cumsum(rng.normal(0, 1, (len(entries) + 1, 2)), axis=0)
    shake = np.clip(shake - shake.mean(0), -1, 1) * look.shake
    flick = rng.uniform(-1, 1, len(entries)) * look.flicker
    scale = min(w / CANVAS[0], h / CANVAS[1]) * look.fill
    if look.bars == "crop":
        scale = max(w / CANVAS[0], h / CANVAS[1]) * look.fill
    cw, ch = max(2, round(CANVAS[0] * scale)), max(2, round(CANVAS[1] * scale))
    ox = round((w - cw) * look.align[0])
    oy = round((h - ch) * look.align[1])
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32) if (look.vignette or look.sweep) else (0, 0)
    vig = 1 - look.vignette * (((xs - w / 2) / (w / 2)) ** 2 + ((ys - h / 2) / (h / 2)) ** 2) / 2
    vig3 = np.repeat(np.asarray(vig, np.float32)[..., None], 3, axis=2) if look.vignette else None
    card_val = float(rng.random())
    mark_h = 0
    if look.mark:
        area = look.mark * w * h
        mark_h = max(4, int(math.sqrt(area / 3.2)))
        int(area / mark_h)
    out = []
    for k, e in enumerate(entries):
        u = 0.0 if not puzzle else min(1.0, max(0.0, (k - puzzle[0]) / span))
        if e.mix:
            canvas = sum(src[i] * wt for i, wt in e.mix)
            canvas = np.clip(canvas, 0, 255).astype(np.uint8)
            if look.wobble:
                canvas = _wobble(canvas, look.wobble, u, phase)
            m = _camera(look, u, tuple(shake[k]))
            canvas = cv2.warpAffine(
                canvas, m, CANVAS, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE
            )
            if look.barrel:
                canvas = _barrel(canvas, look.barrel)
            content = cv2.resize(
                canvas, (cw, ch), interpolation=cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR
            )
            if look.bars == "blur":
                # The picture scaled to cover the frame, blurred and dimmed (at a quarter of
                # the size: the blur hides the difference and costs a sixteenth).
                qw, qh = max(2, w // 4), max(2, h // 4)
                cover = max(qw / CANVAS[0], qh / CANVAS[1])
                big = cv2.resize(
                    canvas, (max(qw, round(CANVAS[0] * cover)), max(qh, round(CANVAS[1] * cover)))
                )
                x, y = (big.shape[1] - qw) // 2, (big.shape[0] - qh) // 2
                small = cv2.GaussianBlur(big[y : y + qh, x : x + qw], (0, 0), 4.5)
                frame = (cv2.resize(small, (w, h), interpolation=cv2.INTER_LINEAR) * 0.6).astype(
                    np.uint8
                )
            else:
                frame = np.empty((h, w, 3), np.uint8)
                frame[:] = look.bar_colour
            x0, y0 = max(ox, 0), max(oy, 0)
            x1, y1 = min(ox + cw, w), min(oy + ch, h)
            frame[y0:y1, x0:x1] = content[y0 - oy : y1 - oy, x0 - ox : x1 - ox]
        else:
            frame = _card(look.size, e.cover_kind, card_val)
        plain = not (e.cover or look.progress or look.badge or look.subtitle or look.mark or look.grade
                     or look.drift or look.sweep or look.flicker or look.vignette or look.blur
                     or look.sharpen or look.grain)  # fmt: skip
        if plain:
            out.append(frame)
            continue
        f = frame.astype(np.float32)
        if e.mix and e.cover > 0:
            f = (
                f * (1 - e.cover)
                + _card(look.size, e.cover_kind, card_val).astype(np.float32) * e.cover
            )
        f = _overlays(f, look, k, len(entries), (ox, oy, cw, ch), task, scale)
        if look.grade:
            lum = f.mean(axis=2, keepdims=True) / 255.0
            tint = np.array([1.0, 0.2, -0.8], np.float32) * (lum - 0.5) * 2
            f = f + np.float32(look.grade * 40) * tint
        if look.drift:
            f = f * (1 + look.drift * u * np.array([1.0, -0.3, -1.0], np.float32)).astype(
                np.float32
            )
        if look.sweep:
            band = np.exp(-((((xs + ys * 0.5) - (w * 1.5) * u) / (0.12 * w)) ** 2))
            f = f + (look.sweep * 255 * band[..., None]).astype(np.float32)
        if look.flicker:
            f *= np.float32(1 + flick[k])
        if look.vignette:
            f *= vig3
        if look.blur:
            f = cv2.GaussianBlur(f, (0, 0), look.blur)
        if look.sharpen:  # unsharp mask: the halos a generator's sharpening leaves
            f = cv2.addWeighted(
                f, 1 + look.sharpen, cv2.GaussianBlur(f, (0, 0), 1.6), -look.sharpen, 0
            )
        if look.grain:
            noise = rng.standard_normal(f.shape[:2], dtype=np.float32)
            noise *= np.float32(look.grain)
            f = cv2.add(f, cv2.merge([noise, noise, noise]))
        np.clip(f, 0, 255, out=f)
        out.append(f.astype(np.uint8))
    return out


def _overlays(
    f: np.ndarray,
    look: Look,
    k: int,
    n: int,
    box: tuple[int, int, int, int],
    task: str,
    scale: float,
) -> np.ndarray:
    w, h = look.size
    ox, oy, cw, ch = box
    img = f
    if look.progress:
        y = h - max(3, h // 120)
        img[y:, : int(w * (k + 1) / n)] = (250, 60, 60)
    if look.badge:  # a logo in the content's top-right corner, clear of the board
        bw, bh = max(24, w // 10), max(12, h // 22)
        x0, y0 = min(w, ox + cw) - bw - 6, max(0, oy) + 6
        img[y0 : y0 + bh, x0 : x0 + bw] = img[y0 : y0 + bh, x0 : x0 + bw] * 0.4 + np.float32(153)
    if look.subtitle:
        bar_space = h - (oy + ch)
        text = ["and now the last turn", "the goal is reached", "watch closely"][(k // 20) % 3]
        size = max(0.4, w / 1400)
        y = oy + ch + bar_space // 2 if bar_space > 30 else oy + ch - max(8, int(0.03 * ch))
        tmp = np.zeros((h, w), np.uint8)
        cv2.putText(
            tmp,
            text,
            (max(4, ox + cw // 6), y),
            cv2.FONT_HERSHEY_SIMPLEX,
            size,
            255,
            max(1, int(size * 2)),
            cv2.LINE_AA,
        )
        a = tmp.astype(np.float32)[..., None] / 255
        img = img * (1 - a) + np.float32(250) * a
    if look.mark:
        area = look.mark * w * h
        mh = max(4, int(math.sqrt(area / 3.2)))
        mw = int(area / mh)
        u = k / max(1, n - 1)
        x = int(-mw + (w + mw) * u)
        if look.mark_middle:
            _bx0, by0, _bx1, by1 = BOARD_BOX[task]
            y = int(oy + (by0 + by1) / 2 * scale - mh / 2)
        else:
            y = min(h, oy + ch) - mh - 2
        x0, x1 = max(0, x), min(w, x + mw)
        y0, y1 = max(0, y), min(h, y + mh)
        if x1 > x0 and y1 > y0:
            img[y0:y1, x0:x1] = img[y0:y1, x0:x1] * 0.55 + np.float32(235 * 0.45)
    return img


# --- codec -----------------------------------------------------------------------------------


def encode(path: str, frames: list[np.ndarray], look: Look) -> None:
    """Write ``frames`` with ``look``'s codec, bitrate and frame rate (same frames -> same bytes)."""
    import imageio_ffmpeg

    h, w = frames[0].shape[:2]
    fps = f"{look.fps:.3f}".rstrip("0").rstrip(".")
    if look.codec == "vp9":
        codec = ["-c:v", "libvpx-vp9", "-b:v", look.bitrate, "-deadline", "realtime", "-cpu-used", "8",
                 "-threads", "1", "-row-mt", "0", "-pix_fmt", look.pix_fmt]  # fmt: skip
    else:
        codec = ["-c:v", "libx264", "-preset", "veryfast", "-b:v", look.bitrate, "-maxrate", look.bitrate,
                 "-bufsize", look.bitrate, "-threads", "1", "-x264-params", "threads=1", "-pix_fmt", look.pix_fmt]  # fmt: skip
    cmd = [
        imageio_ffmpeg.get_ffmpeg_exe(), "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24",
        "-s", f"{w}x{h}", "-r", fps, "-i", "-", *codec, "-map_metadata", "-1", "-fflags", "+bitexact",
        "-flags", "+bitexact", path,
    ]  # fmt: skip
    data = b"".join(np.ascontiguousarray(f).tobytes() for f in frames)
    done = subprocess.run(cmd, input=data, capture_output=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(
            f"ffmpeg failed on {path}: {done.stderr.decode(errors='replace')[-400:]}"
        )
