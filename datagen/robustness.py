"""What video models do to a picture, as functions: the robustness table's transformations.

Each entry of :data:`TRANSFORMS` turns one 768×512 canvas frame into what a model might return
(another size or aspect, stretched, letterboxed, cropped, blurred, drifted, or only the last
frame blurred, or a camera drifting as the video goes); :data:`ENCODINGS` are the containers and
frame rates the videos are written with; :data:`CASES` are the table's rows.
``benchmarks/bench_score.py`` and ``tests/datagen/test_score_robustness.py`` apply every case to
ground-truth videos of both tasks: the scorer must read each one correctly or say "unreadable"
with the reason, never read it wrongly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

Frame = np.ndarray
Transform = Callable[[Frame, float], Frame]


def _resize(frame: Frame, size: tuple[int, int]) -> Frame:
    from PIL import Image

    return np.asarray(Image.fromarray(frame).resize(size, Image.Resampling.BILINEAR))


def stretched(size: tuple[int, int]) -> Callable[[Frame], Frame]:
    """The whole canvas resized to ``size`` (width, height), aspect ignored."""
    return lambda f: _resize(f, size)


def letterboxed(size: tuple[int, int], bar: int = 0) -> Callable[[Frame], Frame]:
    """The canvas fitted inside ``size`` with its aspect kept, bars of grey level ``bar``."""

    def apply(f: Frame) -> Frame:
        w, h = size
        scale = min(w / f.shape[1], h / f.shape[0])
        iw, ih = round(f.shape[1] * scale), round(f.shape[0] * scale)
        out = np.full((h, w, 3), bar, dtype=np.uint8)
        x, y = (w - iw) // 2, (h - ih) // 2
        out[y : y + ih, x : x + iw] = _resize(f, (iw, ih))
        return out

    return apply


def cropped(size: tuple[int, int], zoom: float = 1.0) -> Callable[[Frame], Frame]:
    """The canvas scaled to cover ``size`` (times ``zoom``) and centre-cropped to it."""

    def apply(f: Frame) -> Frame:
        w, h = size
        scale = max(w / f.shape[1], h / f.shape[0]) * zoom
        iw, ih = round(f.shape[1] * scale), round(f.shape[0] * scale)
        big = _resize(f, (iw, ih))
        x, y = (iw - w) // 2, (ih - h) // 2
        return np.ascontiguousarray(big[y : y + h, x : x + w])

    return apply


def blurred(radius: float) -> Callable[[Frame], Frame]:
    from PIL import Image, ImageFilter

    return lambda f: np.asarray(Image.fromarray(f).filter(ImageFilter.GaussianBlur(radius)))


def drifted(dx: int, dy: int) -> Callable[[Frame], Frame]:
    """The picture moved by (dx, dy) pixels, the uncovered edge filled with its edge colour."""

    def apply(f: Frame) -> Frame:
        out = np.roll(f, (dy, dx), axis=(0, 1))
        if dy > 0:
            out[:dy] = f[:1]
        elif dy < 0:
            out[dy:] = f[-1:]
        if dx > 0:
            out[:, :dx] = f[:, :1]
        elif dx < 0:
            out[:, dx:] = f[:, -1:]
        return out

    return apply


def last_frame(transform: Callable[[Frame], Frame]) -> Transform:
    """``transform`` applied to the video's last frame only (a model's final frame going soft)."""
    return lambda f, t: transform(f) if t >= 1.0 else f


def drifting(dx: int, dy: int) -> Transform:
    """The camera moving steadily from no shift at the first frame to (dx, dy) at the last."""
    return lambda f, t: drifted(round(dx * t), round(dy * t))(f)


def _each(transform: Callable[[Frame], Frame]) -> Transform:
    return lambda f, t: transform(f)


TRANSFORMS: dict[str, Transform] = {
    "original 768x512": lambda f, t: f,
    "832x480 stretched": _each(stretched((832, 480))),
    "1280x720 stretched": _each(stretched((1280, 720))),
    "1920x1080 stretched": _each(stretched((1920, 1080))),
    "512x512 stretched": _each(stretched((512, 512))),
    "1280x720 pillarboxed": _each(letterboxed((1280, 720))),
    "1920x1080 pillarboxed": _each(letterboxed((1920, 1080))),
    "720x720 letterboxed": _each(letterboxed((720, 720))),
    "832x480 cropped": _each(cropped((832, 480))),
    "1280x720 cropped 5%": _each(cropped((1280, 720), 1.05)),
    "blurred r=1.5": _each(blurred(1.5)),
    "drifted 12,-8 px": _each(drifted(12, -8)),
    "last frame blurred r=2": last_frame(blurred(2.0)),
    "drifting to 12,-8 px": drifting(12, -8),
}
"""Transformation name -> function of a canvas frame and its place ``t`` in the video (0 at the
first frame, 1 at the last): the robustness table's transformations."""

ENCODINGS: dict[str, tuple[str, str, int]] = {
    "mp4 h264 24fps": (".mp4", "libx264", 24),
    "mp4 h264 8fps": (".mp4", "libx264", 8),
    "webm vp9 30fps": (".webm", "libvpx-vp9", 30),
}
"""Encoding name -> (suffix, ffmpeg codec, fps)."""

CASES: tuple[tuple[str, str], ...] = (
    *((name, "mp4 h264 24fps") for name in TRANSFORMS),
    ("1280x720 pillarboxed", "mp4 h264 8fps"),
    ("1280x720 pillarboxed", "webm vp9 30fps"),
)
"""The robustness table's rows, ``(transformation, encoding)``: every transformation as H.264 at
24 fps, and one of them at 8 fps and as VP9 webm. The benchmark and the tests both run them."""


def transform_video(name: str, frames: Sequence[Frame]) -> list[Frame]:
    """``frames`` as a model might return them after transformation ``name``."""
    transform = TRANSFORMS[name]
    last = max(1, len(frames) - 1)
    return [transform(frame, i / last) for i, frame in enumerate(frames)]


def write_case(path_stem: str, frames: Sequence[Frame], name: str, encoding: str) -> str:
    """Transform ``frames`` by ``name``, encode them with ``encoding`` at ``path_stem`` + the
    encoding's suffix, and return the path. The first frame is held twice, as models do."""
    suffix, codec, fps = ENCODINGS[encoding]
    out = transform_video(name, frames)
    path = f"{path_stem}{suffix}"
    write_video(path, [out[0], *out], codec, fps)
    return path


def write_video(path: str, frames: list[Frame], codec: str, fps: int) -> None:
    """Encode ``frames`` with ``codec`` (yuv420p) as a model would hand them back."""
    import imageio_ffmpeg

    h, w = frames[0].shape[:2]
    params = ["-crf", "30", "-b:v", "0"] if codec == "libvpx-vp9" else ["-crf", "20"]
    writer = imageio_ffmpeg.write_frames(
        path,
        (w, h),
        fps=fps,
        codec=codec,
        pix_fmt_in="rgb24",
        pix_fmt_out="yuv420p",
        macro_block_size=1,
        ffmpeg_log_level="error",
        output_params=[*params, "-threads", "1"],
    )
    writer.send(None)
    try:
        for frame in frames:
            writer.send(np.ascontiguousarray(frame, dtype=np.uint8))
    finally:
        writer.close()


# -- the envelope: real-style videos with known truth ----------------------------------------
# What the scorer promises to read (docs/datasets.md, "Scoring videos"): any output size and aspect,
# portrait included, stretched or boxed in any flat colour (black included) on any side, zoom 0.9-1.1, offset ±5%, brightness and contrast
# ±15%, a colour cast, blur and noise, H.264 or VP9 down to 150 kbit/s, 8-60 fps, dropped and
# duplicated frames, ±2 px shake with ±5% flicker. Each entry maps one canvas frame (and its
# place t in the video, and a per-frame random generator) to what a model returns.


def _affine(frame: Frame, zoom: float, dx: float, dy: float, fill: Sequence[int]) -> Frame:
    """The frame zoomed about its centre and moved by (dx, dy) px, uncovered parts ``fill``."""
    import cv2

    h, w = frame.shape[:2]
    m = np.array([[zoom, 0, (1 - zoom) * w / 2 + dx], [0, zoom, (1 - zoom) * h / 2 + dy]])
    return cv2.warpAffine(frame, m, (w, h), flags=cv2.INTER_LINEAR,
                          borderMode=cv2.BORDER_CONSTANT, borderValue=tuple(int(v) for v in fill))  # fmt: skip


# The float work below runs in place on one whole-frame array, in the dtypes the one-line
# forms had (float32 here, float64 in _noisy): the same bytes, the temporaries' page faults gone.
def _photometric(frame: Frame, gain: Sequence[float], offset: Sequence[float] = (0, 0, 0)) -> Frame:
    out = frame.astype(np.float32)
    out *= np.asarray(gain, np.float32)
    out += np.asarray(offset, np.float32)
    return np.clip(np.rint(out, out=out), 0, 255, out=out).astype(np.uint8)


def _contrast(frame: Frame, k: float) -> Frame:
    out = frame.astype(np.float32)
    out -= 128.0
    out *= k
    out += 128.0
    return np.clip(np.rint(out, out=out), 0, 255, out=out).astype(np.uint8)


def _boxed(
    size: tuple[int, int], colour: Sequence[int], align: tuple[float, float] = (0.5, 0.5)
) -> Callable[[Frame], Frame]:
    def apply(f: Frame) -> Frame:
        w, h = size
        scale = min(w / f.shape[1], h / f.shape[0])
        iw, ih = round(f.shape[1] * scale), round(f.shape[0] * scale)
        out = np.empty((h, w, 3), dtype=np.uint8)
        out[...] = np.asarray(colour, np.uint8)
        x, y = round((w - iw) * align[0]), round((h - ih) * align[1])
        out[y : y + ih, x : x + iw] = _resize(f, (iw, ih))
        return out

    return apply


def _noisy(radius: float, sigma: float) -> Callable[[Frame, np.random.Generator], Frame]:
    def apply(f: Frame, rng: np.random.Generator) -> Frame:
        noise = rng.normal(0, sigma, f.shape)  # float64: float32 + float64 was float64
        noise += blurred(radius)(f).astype(np.float32)
        return np.clip(np.rint(noise, out=noise), 0, 255, out=noise).astype(np.uint8)

    return apply


def _shaky(px: float, flicker: float) -> Callable[[Frame, np.random.Generator], Frame]:
    def apply(f: Frame, rng: np.random.Generator) -> Frame:
        dx, dy = (int(v) for v in rng.integers(-int(px), int(px) + 1, 2))
        g = 1.0 + rng.uniform(-flicker, flicker)
        return _photometric(_affine(f, 1.0, dx, dy, f[0, 0]), (g, g, g))

    return apply


Envelope = Callable[[Frame, np.random.Generator], Frame]
ENVELOPE: dict[str, tuple[Envelope, str]] = {
    "1280x720 stretched": (lambda f, r: stretched((1280, 720))(f), "h264"),
    "512x512 stretched": (lambda f, r: stretched((512, 512))(f), "h264"),
    "854x480 stretched": (lambda f, r: stretched((854, 480))(f), "h264"),
    "1280x720 white pillarbox": (lambda f, r: _boxed((1280, 720), (255, 255, 255))(f), "h264"),
    "1280x720 grey pillarbox": (lambda f, r: _boxed((1280, 720), (128, 128, 128))(f), "h264"),
    "720x720 black letterbox": (lambda f, r: _boxed((720, 720), (0, 0, 0))(f), "h264"),
    "640x640 navy letterbox": (lambda f, r: _boxed((640, 640), (20, 30, 90))(f), "vp9"),
    "720x1280 black letterbox (portrait)": (
        lambda f, r: _boxed((720, 1280), (0, 0, 0))(f),
        "h264",
    ),
    "1280x720 black bar on the right": (
        lambda f, r: _boxed((1280, 720), (0, 0, 0), align=(0.0, 0.5))(f),
        "h264",
    ),
    "zoom 1.1, 5% right": (lambda f, r: _affine(f, 1.1, 38, 0, (0, 0, 0)), "h264"),
    "zoom 0.9, 5% up": (lambda f, r: _affine(f, 0.9, 0, -25, (0, 0, 0)), "h264"),
    "brightness +15%": (lambda f, r: _photometric(f, (1.15, 1.15, 1.15)), "h264"),
    "brightness -15%, contrast +15%": (
        lambda f, r: _contrast(_photometric(f, (0.85, 0.85, 0.85)), 1.15),
        "h264",
    ),
    "contrast -15%": (lambda f, r: _contrast(f, 0.85), "h264"),
    "warm colour cast": (lambda f, r: _photometric(f, (1.06, 1.0, 0.88), (8, 0, -6)), "h264"),
    "blur r=1.5, noise 4": (lambda f, r: _noisy(1.5, 4.0)(f, r), "h264"),
    "150 kbit/s h264": (lambda f, r: f, "h264 150k"),
    "150 kbit/s vp9, 8 fps, dropped frames": (lambda f, r: f, "vp9 150k drop"),
    "60 fps, duplicated frames": (lambda f, r: f, "h264 60fps dup"),
    "±2 px shake, ±5% flicker": (lambda f, r: _shaky(2, 0.05)(f, r), "h264"),
}
"""Transformation name -> (function of a canvas frame and a random generator, encoding)."""
DRAWS_PER_FRAME = frozenset({"blur r=1.5, noise 4", "±2 px shake, ±5% flicker"})
"""The :data:`ENVELOPE` entries that draw from the generator for every frame; the others give
the same frame for the same source frame (so :func:`envelope_video` makes it once)."""

ENVELOPE_CODECS: dict[str, tuple[str, str, int, list[str]]] = {
    "h264": (".mp4", "libx264", 24, ["-crf", "23"]),
    "h264 150k": (".mp4", "libx264", 24, ["-b:v", "150k"]),
    "h264 60fps dup": (".mp4", "libx264", 60, ["-crf", "23"]),
    "vp9": (".webm", "libvpx-vp9", 24, ["-crf", "32", "-b:v", "0"]),
    "vp9 150k drop": (".webm", "libvpx-vp9", 8, ["-b:v", "150k"]),
}
"""Encoding name -> (suffix, ffmpeg codec, fps, output parameters)."""


def envelope_video(
    frames: Sequence[Frame], name: str, seed: int = 0
) -> tuple[list[Frame], list[int], str]:
    """``frames`` as a model returns them under envelope entry ``name``: the frames, the source
    frame each one shows (frames dropped or duplicated), and the encoding name."""
    transform, encoding = ENVELOPE[name]
    rng = np.random.default_rng(seed)
    index = list(range(len(frames)))
    if "drop" in encoding:
        index = [i for i in index if i == 0 or i == len(frames) - 1 or rng.random() > 0.3]
    if "dup" in encoding:
        index = [i for i in index for _ in range(2 if rng.random() < 0.4 else 1)]
    if name in DRAWS_PER_FRAME:
        return [transform(frames[i], rng) for i in index], index, encoding
    # A video holds a frame by repeating it: each distinct source frame is transformed once
    # (the list may then repeat an output object, as the source list repeats its frames).
    made: dict[int, Frame] = {}
    for i in index:
        if id(frames[i]) not in made:
            made[id(frames[i])] = transform(frames[i], rng)
    return [made[id(frames[i])] for i in index], index, encoding


FAST_ENCODER: dict[str, list[str]] = {
    "libx264": ["-preset", "veryfast"],
    "libvpx-vp9": ["-deadline", "realtime", "-cpu-used", "8"],
}
"""Encoder -> options that spend less effort at the same rate control (``fast=True``)."""


def write_envelope_video(
    path_stem: str, frames: Sequence[Frame], encoding: str, fast: bool = False
) -> str:
    """Encode ``frames`` with envelope encoding ``encoding``; returns the path.

    Args:
        path_stem: the output path without its suffix.
        frames: the frames, ``uint8`` H×W×3.
        encoding: a key of :data:`ENVELOPE_CODECS`.
        fast: spend less encoder effort (:data:`FAST_ENCODER`: the same codec, quality or bit
            rate, and frame rate, so the same kind of artefacts, a few times cheaper); the
            tests use it, ``benchmarks/bench_score.py`` does not (it times decoding).
    """
    import imageio_ffmpeg

    suffix, codec, fps, params = ENVELOPE_CODECS[encoding]
    if fast:
        params = [*params, *FAST_ENCODER[codec]]
    path = f"{path_stem}{suffix}"
    h, w = frames[0].shape[:2]
    writer = imageio_ffmpeg.write_frames(
        path, (w + w % 2, h + h % 2), fps=fps, codec=codec, pix_fmt_in="rgb24",
        pix_fmt_out="yuv420p", macro_block_size=1, ffmpeg_log_level="error",
        output_params=[*params, "-threads", "1"],
    )  # fmt: skip
    writer.send(None)
    try:
        for frame in frames:
            if frame.shape[0] % 2 or frame.shape[1] % 2:
                frame = np.pad(
                    frame, ((0, frame.shape[0] % 2), (0, frame.shape[1] % 2), (0, 0)), "edge"
                )
            writer.send(np.ascontiguousarray(frame, dtype=np.uint8))
    finally:
        writer.close()
    return path


# -- the envelope's moving parts: drawn at random, inside or outside -------------------------
# What the per-frame entries above cannot say: a camera that moves during the video, bars on
# one side only, a frame that wobbles, a watermark that crosses the picture, a video that ends
# on something else. tests/datagen/test_score_property.py draws combinations of them.

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


def _wobbled(frame: Frame, t: float, px: float) -> Frame:
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
        return _resize(frame, (w, h))
    scale = min(w / frame.shape[1], h / frame.shape[0])
    iw, ih = round(frame.shape[1] * scale), round(frame.shape[0] * scale)
    out = np.empty((h, w, 3), np.uint8)
    out[...] = style.bar
    x, y = round((w - iw) * style.align[0]), round((h - ih) * style.align[1])
    out[y : y + ih, x : x + iw] = _resize(frame, (iw, ih))
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
            f = _wobbled(f, t, style.wobble)
        f = _placed(f, style)
        if style.watermark:
            f = _watermarked(f, t, style.watermark, style.watermark_row)
        out.append(f)
    head = _extra(style.head, out[0]) if style.head else []
    tail = _extra(style.tail, out[-1]) if style.tail else []
    return [*head, *out, *tail], len(head)
