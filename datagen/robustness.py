"""What video models do to a picture, as functions: the robustness table's transformations.

Each entry of :data:`TRANSFORMS` turns one 768×512 canvas frame into what a model might return
(another size or aspect, stretched, letterboxed, cropped, blurred, drifted); :data:`ENCODINGS`
are the containers and frame rates the videos are written with. ``benchmarks/bench_score.py``
and the scorer's tests apply them to ground-truth videos: the scorer must read each one
correctly or say "unreadable", never read it wrongly.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

Frame = np.ndarray


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


TRANSFORMS: dict[str, Callable[[Frame], Frame]] = {
    "original 768x512": lambda f: f,
    "832x480 stretched": stretched((832, 480)),
    "1280x720 stretched": stretched((1280, 720)),
    "1920x1080 stretched": stretched((1920, 1080)),
    "512x512 stretched": stretched((512, 512)),
    "1280x720 pillarboxed": letterboxed((1280, 720)),
    "1920x1080 pillarboxed": letterboxed((1920, 1080)),
    "720x720 letterboxed": letterboxed((720, 720)),
    "832x480 cropped": cropped((832, 480)),
    "1280x720 cropped 5%": cropped((1280, 720), 1.05),
    "blurred r=1.5": blurred(1.5),
    "drifted 12,-8 px": drifted(12, -8),
}
"""Transformation name -> function of a canvas frame (the robustness table's rows)."""

ENCODINGS: dict[str, tuple[str, str, int]] = {
    "mp4 h264 24fps": (".mp4", "libx264", 24),
    "mp4 h264 8fps": (".mp4", "libx264", 8),
    "webm vp9 30fps": (".webm", "libvpx-vp9", 30),
}
"""Encoding name -> (suffix, ffmpeg codec, fps)."""


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
