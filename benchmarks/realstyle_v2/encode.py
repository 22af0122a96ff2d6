"""Encoding a video the way services deliver it: H.264, VP9 or AV1 in an MP4 at a bitrate."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

CODECS: dict[str, tuple[str, list[str]]] = {
    "h264": ("libx264", ["-preset", "veryfast"]),
    "vp9": ("libvpx-vp9", ["-deadline", "realtime", "-cpu-used", "8"]),
    "av1": ("libsvtav1", ["-preset", "12", "-svtav1-params", "lp=1"]),  # lp=1: same bytes
}
"""Codec name -> (ffmpeg encoder, its speed options)."""


def bitrate(size: tuple[int, int], fps: int, bits_per_pixel: float) -> int:
    """kbit/s for ``bits_per_pixel`` at this size and rate (at least 150, as the docs test)."""
    return max(150, int(size[0] * size[1] * fps * bits_per_pixel / 1000))


def write(path: str, frames: Sequence[np.ndarray], fps: int, codec: str, kbits: int) -> None:
    """Encode ``frames`` (H×W×3 uint8, even sides) to ``path`` (an MP4 whatever the codec)."""
    import os

    import imageio_ffmpeg

    os.environ.setdefault("SVT_LOG", "1")  # SVT-AV1 prints its banner to stderr otherwise

    if codec not in CODECS:
        raise ValueError(f"codec={codec!r} is not allowed; allowed: {sorted(CODECS)}")
    encoder, speed = CODECS[codec]
    h, w = frames[0].shape[:2]
    writer = imageio_ffmpeg.write_frames(
        path, (w, h), fps=fps, codec=encoder, pix_fmt_in="rgb24", pix_fmt_out="yuv420p",
        macro_block_size=1, ffmpeg_log_level="error",
        output_params=[*speed, "-b:v", f"{kbits}k", "-threads", "1"],
    )  # fmt: skip
    writer.send(None)
    try:
        for frame in frames:
            writer.send(np.ascontiguousarray(frame))
    finally:
        writer.close()
