"""Write delivered frames as H.264 or VP9 (in MP4), deterministically (one thread, bit-exact)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import numpy as np


def codec_params(codec: str, quality: int) -> tuple[str, list[str]]:
    """ffmpeg codec name and output parameters for ``codec`` at ``quality`` (CRF or kbit/s)."""
    same = ["-threads", "1", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags", "+bitexact"]
    if codec == "h264 crf":
        return "libx264", [
            "-crf",
            str(quality),
            "-preset",
            "veryfast",
            "-x264-params",
            "threads=1",
            *same,
        ]
    if codec == "h264 kbit":
        return "libx264", [
            "-b:v",
            f"{quality}k",
            "-preset",
            "veryfast",
            "-x264-params",
            "threads=1",
            *same,
        ]
    vp9 = ["-deadline", "good", "-cpu-used", "5", "-row-mt", "0", *same]
    if codec == "vp9 crf":
        return "libvpx-vp9", ["-crf", str(quality), "-b:v", "0", *vp9]
    if codec == "vp9 kbit":
        return "libvpx-vp9", ["-b:v", f"{quality}k", *vp9]
    raise ValueError(
        f"codec={codec!r} is not known; allowed: h264 crf, h264 kbit, vp9 crf, vp9 kbit"
    )


def write_video(
    path: Path,
    frames: Iterable[np.ndarray],
    size: tuple[int, int],
    fps: int,
    codec: str,
    quality: int,
) -> None:
    """Encode ``frames`` (H×W×3 uint8 of ``size`` = (W, H)) at ``path``."""
    import imageio_ffmpeg

    name, params = codec_params(codec, quality)
    path.parent.mkdir(parents=True, exist_ok=True)
    writer = imageio_ffmpeg.write_frames(
        str(path),
        size,
        fps=fps,
        codec=name,
        pix_fmt_in="rgb24",
        pix_fmt_out="yuv420p",
        macro_block_size=1,
        ffmpeg_log_level="error",
        output_params=params,
    )
    writer.send(None)
    try:
        for frame in frames:
            writer.send(np.ascontiguousarray(frame, dtype=np.uint8))
    finally:
        writer.close()
