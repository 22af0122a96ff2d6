"""Encoding: H.264, VP9 and AV1 at a given bitrate (or quality), single-threaded and bit-exact
so the same frames give the same bytes."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import numpy as np

CODECS: dict[str, tuple[str, str, list[str]]] = {
    "h264": (".mp4", "libx264", ["-preset", "veryfast", "-threads", "1", "-x264-params",
                                 "threads=1"]),
    "vp9": (".webm", "libvpx-vp9", ["-deadline", "realtime", "-cpu-used", "8", "-threads", "1",
                                    "-row-mt", "0"]),
    "av1": (".webm", "libaom-av1", ["-cpu-used", "8", "-threads", "1", "-row-mt", "0",
                                    "-usage", "realtime"]),
}  # fmt: skip
"""Codec name -> (suffix, ffmpeg encoder, its speed and threading options)."""


def write_video(
    path: Path, frames: Sequence[np.ndarray], fps: int, codec: str, bitrate: str
) -> Path:
    """Encode ``frames`` to ``path`` (its suffix set by the codec); ``bitrate`` is like '300k'
    or 'crf' (the encoder's usual quality). Written to a temporary name, then renamed."""
    import imageio_ffmpeg

    if codec not in CODECS:
        raise ValueError(f"codec={codec!r} is not known; allowed: {sorted(CODECS)}")
    suffix, encoder, speed = CODECS[codec]
    path = path.with_suffix(suffix)
    rate = ["-crf", "23"] if bitrate == "crf" else ["-b:v", bitrate]
    if codec != "h264" and bitrate == "crf":
        rate = ["-crf", "32", "-b:v", "0"]
    h, w = frames[0].shape[:2]
    tmp = path.with_name(f".{path.stem}.tmp-{os.getpid()}{suffix}")
    writer = imageio_ffmpeg.write_frames(
        str(tmp), (w, h), fps=fps, codec=encoder, pix_fmt_in="rgb24", pix_fmt_out="yuv420p",
        macro_block_size=1, ffmpeg_log_level="error",
        output_params=[*rate, *speed, "-map_metadata", "-1", "-fflags", "+bitexact",
                       "-flags", "+bitexact"],
    )  # fmt: skip
    writer.send(None)
    try:
        for f in frames:
            writer.send(np.ascontiguousarray(f))
    finally:
        writer.close()
    tmp.replace(path)
    return path
