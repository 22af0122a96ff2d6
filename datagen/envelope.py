"""The envelope: real-style videos with known truth, one transformation per entry.

:data:`ENVELOPE` maps each entry of what the scorer promises to read to a function of a canvas
frame (and a random generator) and an encoding; :func:`envelope_video` applies one to a video
and :func:`write_envelope_video` encodes it. ``tests/datagen/test_score_envelope.py`` and
``benchmarks/bench_score.py`` read them. Built on :mod:`datagen.robustness`'s transformations;
what moves during a video is :mod:`datagen.envelope_style`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from datagen.robustness import Frame, blurred, resize, stretched

# What the scorer promises to read (docs/datasets.md, "Scoring videos"): any output size and aspect,
# portrait included, stretched or boxed in any flat colour (black included) on any side, zoom 0.9-1.1, offset ±5%, brightness and contrast
# ±15%, a colour cast, blur and noise, H.264 or VP9 down to 150 kbit/s, 8-60 fps, dropped and
# duplicated frames, ±2 px shake with ±5% flicker. Each entry maps one canvas frame (and its
# place t in the video, and a per-frame random generator) to what a model returns.


def affine(frame: Frame, zoom: float, dx: float, dy: float, fill: Sequence[int]) -> Frame:
    """The frame zoomed about its centre and moved by (dx, dy) px, uncovered parts ``fill``."""
    import cv2

    h, w = frame.shape[:2]
    m = np.array([[zoom, 0, (1 - zoom) * w / 2 + dx], [0, zoom, (1 - zoom) * h / 2 + dy]])
    return cv2.warpAffine(frame, m, (w, h), flags=cv2.INTER_LINEAR,
                          borderMode=cv2.BORDER_CONSTANT, borderValue=tuple(int(v) for v in fill))  # fmt: skip


# The float work below runs in place on one whole-frame array, in the dtypes the one-line
# forms had (float32 here, float64 in noisy): the same bytes, the temporaries' page faults gone.
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
        out[y : y + ih, x : x + iw] = resize(f, (iw, ih))
        return out

    return apply


def noisy(radius: float, sigma: float) -> Callable[[Frame, np.random.Generator], Frame]:
    def apply(f: Frame, rng: np.random.Generator) -> Frame:
        noise = rng.normal(0, sigma, f.shape)  # float64: float32 + float64 was float64
        noise += blurred(radius)(f).astype(np.float32)
        return np.clip(np.rint(noise, out=noise), 0, 255, out=noise).astype(np.uint8)

    return apply


def _shaky(px: float, flicker: float) -> Callable[[Frame, np.random.Generator], Frame]:
    def apply(f: Frame, rng: np.random.Generator) -> Frame:
        dx, dy = (int(v) for v in rng.integers(-int(px), int(px) + 1, 2))
        g = 1.0 + rng.uniform(-flicker, flicker)
        return _photometric(affine(f, 1.0, dx, dy, f[0, 0]), (g, g, g))

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
    "zoom 1.1, 5% right": (lambda f, r: affine(f, 1.1, 38, 0, (0, 0, 0)), "h264"),
    "zoom 0.9, 5% up": (lambda f, r: affine(f, 0.9, 0, -25, (0, 0, 0)), "h264"),
    "brightness +15%": (lambda f, r: _photometric(f, (1.15, 1.15, 1.15)), "h264"),
    "brightness -15%, contrast +15%": (
        lambda f, r: _contrast(_photometric(f, (0.85, 0.85, 0.85)), 1.15),
        "h264",
    ),
    "contrast -15%": (lambda f, r: _contrast(f, 0.85), "h264"),
    "warm colour cast": (lambda f, r: _photometric(f, (1.06, 1.0, 0.88), (8, 0, -6)), "h264"),
    "blur r=1.5, noise 4": (lambda f, r: noisy(1.5, 4.0)(f, r), "h264"),
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
