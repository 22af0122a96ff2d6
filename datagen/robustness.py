"""What video models do to a picture, as functions: the robustness table's transformations.

Each entry of :data:`TRANSFORMS` turns one 768×512 canvas frame into what a model might return
(another size or aspect, stretched, letterboxed, cropped, blurred, drifted, or only the last
frame blurred, or a camera drifting as the video goes); :data:`ENCODINGS` are the containers and
frame rates the videos are written with; :data:`CASES` are the table's rows.
``benchmarks/bench_score.py`` and ``tests/datagen/test_score_robustness.py`` apply every case to
ground-truth videos of both tasks: the scorer must read each one correctly or say "unreadable"
with the reason, never read it wrongly. The envelope's real-style videos, built on these
transformations, are :mod:`datagen.envelope` (per-frame entries) and
:mod:`datagen.envelope_style` (what moves during a video).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

Frame = np.ndarray
Transform = Callable[[Frame, float], Frame]


def resize(frame: Frame, size: tuple[int, int]) -> Frame:
    """``frame`` resized to ``size`` (width, height), bilinear as PIL does it."""
    from PIL import Image

    return np.asarray(Image.fromarray(frame).resize(size, Image.Resampling.BILINEAR))


def stretched(size: tuple[int, int]) -> Callable[[Frame], Frame]:
    """The whole canvas resized to ``size`` (width, height), aspect ignored."""
    return lambda f: resize(f, size)


def letterboxed(size: tuple[int, int], bar: int = 0) -> Callable[[Frame], Frame]:
    """The canvas fitted inside ``size`` with its aspect kept, bars of grey level ``bar``."""

    def apply(f: Frame) -> Frame:
        w, h = size
        scale = min(w / f.shape[1], h / f.shape[0])
        iw, ih = round(f.shape[1] * scale), round(f.shape[0] * scale)
        out = np.full((h, w, 3), bar, dtype=np.uint8)
        x, y = (w - iw) // 2, (h - ih) // 2
        out[y : y + ih, x : x + iw] = resize(f, (iw, ih))
        return out

    return apply


def cropped(size: tuple[int, int], zoom: float = 1.0) -> Callable[[Frame], Frame]:
    """The canvas scaled to cover ``size`` (times ``zoom``) and centre-cropped to it."""

    def apply(f: Frame) -> Frame:
        w, h = size
        scale = max(w / f.shape[1], h / f.shape[0]) * zoom
        iw, ih = round(f.shape[1] * scale), round(f.shape[0] * scale)
        big = resize(f, (iw, ih))
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
