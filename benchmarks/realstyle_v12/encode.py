"""Set v12's encoder: frames to an H.264 MP4 or a VP9 WebM through ffmpeg, byte-reproducible
(one thread, bit-exact flags, no metadata)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import imageio_ffmpeg
import numpy as np

CODECS = {"h264": ".mp4", "vp9": ".webm"}
"""Codec name -> file suffix."""


def encode(
    frames: list[np.ndarray], path: Path, codec: str, rate: str, fps: float, pix_fmt: str
) -> Path:
    """Write ``frames`` to ``path`` (its suffix set by ``codec``) and return the path.

    Args:
        frames: ``H x W x 3`` uint8 frames, all one size.
        path: where to write (the suffix is replaced).
        codec: ``h264`` or ``vp9``.
        rate: ``"crf N"`` or a bitrate such as ``"800k"``.
        fps: frames per second (23.976 is given as 24000/1001).
        pix_fmt: ``yuv420p`` or ``yuv444p``.
    """
    if codec not in CODECS:
        raise ValueError(f"codec={codec!r} is not allowed; allowed: {sorted(CODECS)}")
    h, w = frames[0].shape[:2]
    path = path.with_suffix(CODECS[codec])
    rate_args = ["-crf", rate.split()[1]] if rate.startswith("crf") else ["-b:v", rate]
    if codec == "h264":
        codec_args = ["-c:v", "libx264", "-preset", "veryfast", *rate_args, "-threads", "1"]
        if pix_fmt == "yuv444p":
            codec_args += ["-profile:v", "high444"]
    else:
        codec_args = [
            "-c:v",
            "libvpx-vp9",
            *rate_args,
            "-deadline",
            "realtime",
            "-cpu-used",
            "8",
            "-threads",
            "1",
            "-row-mt",
            "0",
        ]
        if rate.startswith("crf"):
            codec_args += ["-b:v", "0"]
    rate_text = "24000/1001" if abs(fps - 23.976) < 1e-3 else str(fps)
    cmd = [
        imageio_ffmpeg.get_ffmpeg_exe(), "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24",
        "-s", f"{w}x{h}", "-r", rate_text, "-i", "-", *codec_args, "-pix_fmt", pix_fmt,
        "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", str(path),
    ]  # fmt: skip
    data = b"".join(np.ascontiguousarray(f).tobytes() for f in frames)
    subprocess.run(cmd, input=data, check=True, capture_output=True)
    return path
