"""Encoding with the ffmpeg that imageio-ffmpeg ships: H.264 or VP9, one thread and bit-exact
flags, so the same frames give the same bytes."""

from __future__ import annotations

import subprocess
from pathlib import Path

import imageio_ffmpeg
import numpy as np


def encode(
    path: Path, frames: list[np.ndarray], fps: float, codec: str, kbps: int, pix: str
) -> None:
    """Write ``frames`` to ``path`` (``codec`` "h264" or "vp9", ``kbps`` its bitrate)."""
    h, w = frames[0].shape[:2]
    args = [imageio_ffmpeg.get_ffmpeg_exe(), "-y", "-loglevel", "error", "-f", "rawvideo",
            "-pix_fmt", "rgb24", "-s", f"{w}x{h}", "-r", f"{fps}", "-i", "-",
            "-threads", "1", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags", "+bitexact"]  # fmt: skip
    if codec == "vp9":
        args += ["-c:v", "libvpx-vp9", "-b:v", f"{kbps}k", "-deadline", "realtime",
                 "-cpu-used", "8", "-row-mt", "0"]  # fmt: skip
    else:
        args += ["-c:v", "libx264", "-preset", "veryfast", "-b:v", f"{kbps}k",
                 "-x264-params", "threads=1"]  # fmt: skip
    args += ["-pix_fmt", pix, str(path)]
    path.parent.mkdir(parents=True, exist_ok=True)
    data = b"".join(np.ascontiguousarray(f).tobytes() for f in frames)
    subprocess.run(args, input=data, check=True)
