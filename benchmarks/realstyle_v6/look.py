"""How a video model's output departs from the canvas: the camera, the picture's place in the
output frame, overlays, timing and the codec. Pure numpy/OpenCV on frames; one
``numpy.random.Generator`` per video drives every random choice.
"""

from __future__ import annotations

import itertools
import math
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import cv2
import numpy as np

CANVAS = (768, 512)

EASINGS = ("linear", "smooth", "ease_out", "late", "there_and_back")


def ease(name: str, u: float) -> float:
    """Camera progress (0..1) at video fraction ``u`` for an easing named in :data:`EASINGS`."""
    if name == "linear":
        return u
    if name == "smooth":
        return 0.5 - 0.5 * math.cos(math.pi * u)
    if name == "ease_out":
        return 1.0 - (1.0 - u) ** 2
    if name == "late":  # still for the first 40%, then moves
        return 0.0 if u < 0.4 else (u - 0.4) / 0.6
    if name == "there_and_back":
        return math.sin(math.pi * u)
    raise ValueError(f"easing={name!r} is not known; allowed: {list(EASINGS)}")


@dataclass
class Look:
    """One video's look. Every field has a neutral default.

    Camera fields are what the camera reaches at full progress: ``pan`` (dx, dy) in fractions
    of the canvas width and height, ``roll`` degrees, ``zoom`` the scale.
    """

    size: tuple[int, int] = (854, 480)
    fit: str = "boxed"  # boxed | stretched | both_bars
    inner: float = 1.0  # both_bars: the picture's size against the largest that fits
    bar: tuple[int, int, int] = (0, 0, 0)
    align: tuple[float, float] = (0.5, 0.5)
    pan: tuple[float, float] = (0.0, 0.0)
    roll: float = 0.0
    zoom: float = 1.0
    easing: str = "linear"
    shake: float = 0.0  # canvas px, smoothed handheld shake
    wobble: float = 0.0  # canvas px, non-rigid
    barrel: float = 0.0  # radial distortion coefficient
    vignette: float = 0.0  # corner darkening
    flicker: float = 0.0
    drift: tuple[float, float, float] = (0.0, 0.0, 0.0)  # per-channel gain reached at the end
    blur: float = 0.0  # gaussian sigma, output px
    grain: float = 0.0  # noise sigma, grey levels
    motion_blur: bool = False
    overlays: list[str] = field(default_factory=list)  # logo, watermark, subtitles, progress
    watermark: float = 0.0  # the moving mark's share of the frame
    watermark_path: str = "bottom"  # bottom | across (through the board)
    subtitles_in_bar: bool = True
    fps: int = 24
    resample: str = "none"  # none | blend | nearest (frame-rate conversion from 24 fps)
    dup_drop: float = 0.0  # chance per frame of a duplicate or a drop
    interlace: bool = False
    first_hold: int = 0  # extra copies of the first frame
    slowmo_end: bool = False
    head: str = ""  # "", black, card, picture, fade_in
    tail: str = ""  # "", black, white_fade, black_fade, card, picture
    codec: str = "h264"  # h264 | vp9
    rate: str = "crf 23"  # "crf N" or "<N>k"
    pix_fmt: str = "yuv420p"
    blank: bool = False  # outside: nothing but a flat, noisy picture


def describe(look: Look) -> str:
    """The non-default fields, for the report."""
    base = Look()
    parts = []
    for name in look.__dataclass_fields__:
        v = getattr(look, name)
        if v != getattr(base, name):
            if isinstance(v, float):
                v = round(v, 3)
            elif isinstance(v, tuple):
                v = tuple(round(x, 3) if isinstance(x, float) else x for x in v)
            parts.append(f"{name}={v}")
    return " ".join(parts)


# -- timing -----------------------------------------------------------------------------------


def timeline(
    n: int, look: Look, rng: np.random.Generator, rest: list
) -> list[list[tuple[int, float]]]:
    """Per delivered frame, the scene frames it shows with their weights."""
    idx = [0] * look.first_hold + list(range(n))
    if look.slowmo_end:  # the last third played at half speed
        cut = len(idx) - n // 3
        idx = idx[:cut] + [i for i in idx[cut:] for _ in (0, 1)]
    if look.resample == "none":
        out = [[(i, 1.0)] for i in idx]
    else:
        m = max(2, round(len(idx) * look.fps / 24))
        out = []
        for k in range(m):
            p = k * (len(idx) - 1) / (m - 1)
            lo = math.floor(p)
            hi = min(lo + 1, len(idx) - 1)
            w = p - lo
            if look.resample == "nearest" or w < 1e-6 or idx[lo] == idx[hi]:
                out.append([(idx[lo if w < 0.5 or look.resample != "nearest" else hi], 1.0)])
            else:
                out.append([(idx[lo], 1.0 - w), (idx[hi], w)])
    if look.motion_blur:  # a frame caught mid-move also shows a trace of the frame before
        out = [
            [(i, w * 0.6), (max(0, i - 1), w * 0.4)] if len(f) == 1 and rest[i] is False else f
            for f in out
            for i, w in [f[0]]
        ]
    if look.dup_drop > 0:
        kept = [out[0]]
        for f in out[1:]:
            r = rng.random()
            if r < look.dup_drop / 2:
                continue
            kept.append(f)
            if r > 1 - look.dup_drop / 2:
                kept.append(f)
        out = kept
    return out


# -- the picture ------------------------------------------------------------------------------


def camera_matrix(look: Look, p: float, jitter: tuple[float, float] = (0.0, 0.0)) -> np.ndarray:
    """2x3 canvas-to-canvas map of the camera at progress ``p``."""
    w, h = CANVAS
    zoom = 1.0 + (look.zoom - 1.0) * p
    m = cv2.getRotationMatrix2D((w / 2, h / 2), -look.roll * p, zoom)
    m[0, 2] += look.pan[0] * w * p + jitter[0]
    m[1, 2] += look.pan[1] * h * p + jitter[1]
    return m


def board_inside(look: Look, box: tuple[int, int, int, int], margin: float = 6.0) -> bool:
    """Whether the board stays inside the canvas at every camera progress (wobble and shake
    included in ``margin``)."""
    corners = np.array([[box[0], box[1]], [box[2], box[1]], [box[0], box[3]], [box[2], box[3]]])
    for u in np.linspace(0, 1, 21):
        m = camera_matrix(look, ease(look.easing, float(u)))
        pts = corners @ m[:, :2].T + m[:, 2]
        if (pts < margin).any() or (pts[:, 0] > CANVAS[0] - margin).any():
            return False
        if (pts[:, 1] > CANVAS[1] - margin).any():
            return False
    return True


class Painter:
    """Turns canvas frames into output frames for one look (state: shake, wobble phases)."""

    def __init__(self, look: Look, rng: np.random.Generator, count: int) -> None:
        self.look = look
        self.rng = rng
        self.count = max(2, count)
        w, h = CANVAS
        steps = rng.normal(0, 1, (self.count, 2))
        walk = np.cumsum(steps, axis=0)
        walk = (
            cv2.GaussianBlur(walk.astype(np.float32), (1, 7), 2.0)[:, :] if self.count > 7 else walk
        )
        walk = walk - walk.mean(axis=0)
        peak = np.abs(walk).max() or 1.0
        self.jitter = walk / peak * look.shake
        self.phase = rng.uniform(0, 2 * math.pi, 4)
        self.waves = rng.uniform(90, 220, 2)
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        self.xx, self.yy = xx, yy
        _ow, _oh = look.size
        self.rect = _content_rect(look)
        self.mark = _mark(rng, look)
        self.logo_corner = int(rng.integers(4))
        self.subtitle = str(
            rng.choice(["the pipes connect", "step by step", "watch closely", "made with AI"])
        )

    def canvas(self, img: np.ndarray, k: int) -> np.ndarray:
        look = self.look
        u = k / (self.count - 1)
        p = ease(look.easing, u)
        out = img
        if look.pan != (0.0, 0.0) or look.roll or look.zoom != 1.0 or look.shake:
            m = camera_matrix(look, p, tuple(self.jitter[min(k, self.count - 1)]))
            out = cv2.warpAffine(
                out, m, CANVAS, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE
            )
        if look.wobble or look.barrel:
            mx, my = self.xx.copy(), self.yy.copy()
            if look.wobble:
                t = 2 * math.pi * u
                mx += look.wobble * np.sin(
                    2 * math.pi * self.yy / self.waves[0] + self.phase[0] + t
                )
                my += look.wobble * np.sin(
                    2 * math.pi * self.xx / self.waves[1] + self.phase[1] + 1.3 * t
                )
            if look.barrel:
                cx, cy = CANVAS[0] / 2, CANVAS[1] / 2
                nx, ny = (self.xx - cx) / cx, (self.yy - cy) / cx
                r2 = nx * nx + ny * ny
                mx = cx + (mx - cx) * (1 + look.barrel * r2)
                my = cy + (my - cy) * (1 + look.barrel * r2)
            out = cv2.remap(out, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
        gain = np.ones(3) + np.asarray(look.drift) * u
        if look.flicker:
            gain = gain * (1 + look.flicker * math.sin(2.7 * k + self.phase[2]))
        if look.vignette or (gain != 1).any():
            f = out.astype(np.float32) * gain[None, None, :].astype(np.float32)
            if look.vignette:
                cx, cy = CANVAS[0] / 2, CANVAS[1] / 2
                r2 = ((self.xx - cx) / cx) ** 2 + ((self.yy - cy) / cy) ** 2
                f *= (1 - look.vignette * r2 / 2)[..., None]
            out = np.clip(f + 0.5, 0, 255).astype(np.uint8)
        return out

    def place(self, img: np.ndarray) -> np.ndarray:
        look = self.look
        ow, oh = look.size
        x, y, w, h = self.rect
        frame = np.empty((oh, ow, 3), np.uint8)
        frame[:] = look.bar
        interp = cv2.INTER_AREA if w < CANVAS[0] else cv2.INTER_LINEAR
        frame[y : y + h, x : x + w] = cv2.resize(img, (w, h), interpolation=interp)
        if look.blur:
            frame = cv2.GaussianBlur(frame, (0, 0), look.blur)
        return frame

    def overlay(self, frame: np.ndarray, k: int) -> np.ndarray:
        look = self.look
        oh, ow = frame.shape[:2]
        u = k / (self.count - 1)
        _x, y, _w, h = self.rect
        if "logo" in look.overlays:
            s = max(12, int(0.06 * min(ow, oh)))
            cx = 8 if self.logo_corner % 2 == 0 else ow - s - 8
            cy = 8 if self.logo_corner < 2 else oh - s - 8
            cv2.rectangle(frame, (cx, cy), (cx + s, cy + s), (235, 235, 235), -1)
            cv2.circle(frame, (cx + s // 2, cy + s // 2), s // 3, (60, 60, 200), -1)
        if "progress" in look.overlays:
            bar_h = max(3, oh // 120)
            cv2.rectangle(frame, (0, oh - bar_h), (int(ow * u), oh), (40, 160, 250), -1)
        if "subtitles" in look.overlays:
            scale = max(0.4, ow / 1100)
            thick = max(1, int(scale * 2))
            (tw, _th), _ = cv2.getTextSize(self.subtitle, cv2.FONT_HERSHEY_SIMPLEX, scale, thick)
            ty = oh - int(0.04 * oh) - 6 if look.subtitles_in_bar else y + int(h * 0.72)
            tx = (ow - tw) // 2
            cv2.putText(
                frame,
                self.subtitle,
                (tx, ty),
                cv2.FONT_HERSHEY_SIMPLEX,
                scale,
                (0, 0, 0),
                thick + 2,
                cv2.LINE_AA,
            )
            cv2.putText(
                frame,
                self.subtitle,
                (tx, ty),
                cv2.FONT_HERSHEY_SIMPLEX,
                scale,
                (255, 255, 255),
                thick,
                cv2.LINE_AA,
            )
        if "watermark" in look.overlays and self.mark is not None:
            mark, alpha = self.mark
            mh, mw = mark.shape[:2]
            if look.watermark_path == "bottom":
                mx = int((ow - mw) * u)
                my = oh - mh - max(2, oh // 60)
            else:  # across the board's middle band
                mx = int((ow - mw) * (1 - u))
                my = y + int((h - mh) * (0.35 + 0.3 * u))
            mx, my = max(0, min(ow - mw, mx)), max(0, min(oh - mh, my))
            region = frame[my : my + mh, mx : mx + mw].astype(np.float32)
            frame[my : my + mh, mx : mx + mw] = np.clip(
                region * (1 - alpha) + mark * alpha + 0.5, 0, 255
            ).astype(np.uint8)
        return frame

    def finish(self, frame: np.ndarray) -> np.ndarray:
        if self.look.grain:
            noise = self.rng.normal(0, self.look.grain, (*frame.shape[:2], 1))
            frame = np.clip(frame + noise, 0, 255).astype(np.uint8)
        return frame


def _content_rect(look: Look) -> tuple[int, int, int, int]:
    ow, oh = look.size
    if look.fit == "stretched":
        return 0, 0, ow, oh
    s = min(ow / CANVAS[0], oh / CANVAS[1])
    if look.fit == "both_bars":
        s *= look.inner
    w, h = round(CANVAS[0] * s), round(CANVAS[1] * s)
    x = round((ow - w) * look.align[0])
    y = round((oh - h) * look.align[1])
    return x, y, w, h


def _mark(rng: np.random.Generator, look: Look) -> tuple[np.ndarray, np.ndarray] | None:
    """A translucent mark of ``look.watermark`` of the frame's area: a pale plate with a
    solid glyph, as a generator's watermark."""
    if look.watermark <= 0:
        return None
    ow, oh = look.size
    area = look.watermark * ow * oh
    aspect = float(rng.uniform(2.5, 4.0))
    mh = max(8, int(math.sqrt(area / aspect)))
    mw = min(ow - 2, int(mh * aspect))
    mark = np.empty((mh, mw, 3), np.float32)
    mark[:] = rng.choice([230.0, 250.0, 40.0])
    alpha = np.full((mh, mw, 1), float(rng.uniform(0.3, 0.5)), np.float32)
    glyph = np.zeros((mh, mw), np.uint8)
    cv2.putText(
        glyph,
        str(rng.choice(["AI", "Gen", "VID"])),
        (mh // 4, int(mh * 0.8)),
        cv2.FONT_HERSHEY_DUPLEX,
        mh / 34,
        255,
        max(1, mh // 12),
    )
    alpha[glyph > 0] = 0.85
    mark[glyph > 0] = 255.0 - mark[glyph > 0]
    return mark, alpha


# -- head and tail ----------------------------------------------------------------------------


def extra_frames(
    kind: str, edge: np.ndarray, rng: np.random.Generator, at_end: bool
) -> list[np.ndarray]:
    """The frames a ``head`` or ``tail`` adds; ``edge`` is the puzzle frame they meet."""
    oh, ow = edge.shape[:2]
    n = int(rng.integers(4, 10))
    if kind == "black":
        return [np.zeros_like(edge)] * n
    if kind in ("white_fade", "black_fade", "fade_in"):
        target = 255.0 if kind == "white_fade" else 0.0
        steps = [(f + 1) / n for f in range(n)]
        if kind == "fade_in":
            steps = [1 - s for s in steps]
        frames = [
            np.clip(edge * (1 - s) + target * s + 0.5, 0, 255).astype(np.uint8) for s in steps
        ]
        if at_end:
            frames += [frames[-1]] * 3
        return frames
    if kind == "card":
        card = np.empty_like(edge)
        card[:] = rng.integers(20, 236, 3)
        text = str(rng.choice(["THE END", "Generated with AI", "Subscribe", "Made in Studio"]))
        scale = max(0.6, ow / 700)
        cv2.putText(
            card,
            text,
            (ow // 8, oh // 2),
            cv2.FONT_HERSHEY_SIMPLEX,
            scale,
            (255, 255, 255),
            max(1, int(scale * 2)),
            cv2.LINE_AA,
        )
        return [card] * n
    if kind == "picture":
        small = rng.integers(0, 256, (6, 9, 3)).astype(np.uint8)
        pic = cv2.resize(small, (ow, oh), interpolation=cv2.INTER_CUBIC)
        return [pic] * n
    raise ValueError(
        f"kind={kind!r} is not known; allowed: black, white_fade, black_fade, fade_in, card, picture"
    )


def interlaced(frames: list[np.ndarray]) -> list[np.ndarray]:
    """Each frame's odd lines from the frame before (a field order mix-up)."""
    out = [frames[0]]
    for a, b in itertools.pairwise(frames):
        f = b.copy()
        f[1::2] = a[1::2]
        out.append(f)
    return out


# -- codec ------------------------------------------------------------------------------------


def encode(frames: list[np.ndarray], path: Path, look: Look) -> None:
    """Write ``frames`` with ffmpeg (one thread, bit-exact flags: same frames, same bytes)."""
    import imageio_ffmpeg

    h, w = frames[0].shape[:2]
    cmd = [
        imageio_ffmpeg.get_ffmpeg_exe(), "-hide_banner", "-loglevel", "error", "-y",
        "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{w}x{h}", "-r", str(look.fps), "-i", "-",
        "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-threads", "1",
    ]  # fmt: skip
    kind, _, value = look.rate.partition(" ")
    if look.codec == "h264":
        cmd += ["-c:v", "libx264", "-preset", "medium", "-x264-params", "threads=1"]
    else:
        cmd += ["-c:v", "libvpx-vp9", "-row-mt", "0", "-deadline", "good", "-cpu-used", "4"]
    if kind == "crf":
        cmd += ["-crf", value] + (["-b:v", "0"] if look.codec == "vp9" else [])
    else:
        cmd += ["-b:v", look.rate]
    cmd += ["-pix_fmt", look.pix_fmt, str(path)]
    data = b"".join(np.ascontiguousarray(f).tobytes() for f in frames)
    subprocess.run(cmd, input=data, check=True)
