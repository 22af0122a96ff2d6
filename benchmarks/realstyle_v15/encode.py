"""Web encoding with the ffmpeg imageio-ffmpeg ships: H.264, VP9 or H.265 (set v17) at a bitrate,
one thread and bit-exact flags, so the same frames give the same bytes."""

from __future__ import annotations

import subprocess
from collections.abc import Iterable
from pathlib import Path

import imageio_ffmpeg
import numpy as np

CODECS = ("h264", "vp9", "h265")


def encode(
    path: Path,
    frames: Iterable[np.ndarray],
    size: tuple[int, int],
    fps: float,
    codec: str,
    kbps: int,
) -> int:
    """Write RGB ``frames`` of ``size`` (width, height) to ``path`` as ``codec`` at ``kbps``
    kbit/s, yuv420p, streamed (a 1080p video held whole would take gigabytes); returns the
    number of frames written."""
    w, h = size
    args = [imageio_ffmpeg.get_ffmpeg_exe(), "-y", "-loglevel", "error", "-f", "rawvideo",
            "-pix_fmt", "rgb24", "-s", f"{w}x{h}", "-r", f"{fps}", "-i", "-", "-threads", "1",
            "-map_metadata", "-1", "-fflags", "+bitexact", "-flags", "+bitexact"]  # fmt: skip
    if codec == "h264":
        args += ["-c:v", "libx264", "-preset", "faster", "-b:v", f"{kbps}k",
                 "-maxrate", f"{2 * kbps}k", "-bufsize", f"{2 * kbps}k",
                 "-x264-params", "threads=1"]  # fmt: skip
    elif codec == "vp9":
        args += ["-c:v", "libvpx-vp9", "-b:v", f"{kbps}k", "-deadline", "realtime",
                 "-cpu-used", "8", "-row-mt", "0"]  # fmt: skip
    elif codec == "h265":  # one thread pool, one frame thread: x265 is then deterministic
        args += ["-c:v", "libx265", "-preset", "faster", "-b:v", f"{kbps}k", "-tag:v", "hvc1",
                 "-x265-params", "pools=1:frame-threads=1:log-level=error"]  # fmt: skip
    else:
        raise ValueError(f"codec={codec!r}: not one of {', '.join(CODECS)}")
    args += ["-pix_fmt", "yuv420p", str(path)]
    path.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with subprocess.Popen(args, stdin=subprocess.PIPE) as proc:
        assert proc.stdin is not None
        for frame in frames:
            if frame.shape != (h, w, 3):
                raise ValueError(f"frame shape={frame.shape}: not ({h}, {w}, 3)")
            proc.stdin.write(np.ascontiguousarray(frame).tobytes())
            count += 1
        proc.stdin.close()
        if proc.wait() != 0:
            raise RuntimeError(f"ffmpeg failed on {path} (exit {proc.returncode})")
    return count
