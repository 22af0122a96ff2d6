"""H.264 videos in and out, through ``imageio-ffmpeg`` (the ``video`` extra).

Writing is deterministic: the same frames give the same MP4 bytes (bit-exact muxing, no
creation time or encoder metadata, single-threaded x264). Reading never trusts the file: a
missing, empty or corrupt video raises :class:`~datagen.io.DatasetError` naming the path.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from types import ModuleType

import numpy as np

from datagen.io import DatasetError, read_png

INSTALL_HINT = "pip install 'spatial-reasoning-gym[video]'"
DEFAULT_FPS = 24
DEFAULT_FRAMES_PER_MOVE = 8
HOLD_FRAMES = 6  # still frames at the start and end, so players show the start and the answer
X264_PRESET = "veryfast"
FRAME_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".webp")


def _ffmpeg() -> ModuleType:
    try:
        import imageio_ffmpeg
    except ImportError:
        raise ImportError(
            f"writing or reading videos needs imageio-ffmpeg: {INSTALL_HINT}"
        ) from None
    return imageio_ffmpeg


def require_video_support() -> None:
    """Raise the ImportError (with the pip command) now when imageio-ffmpeg is missing.

    Exports call it before rendering anything, so a missing extra fails in a second, not after
    the first question's frames.
    """
    _ffmpeg()


def check_video_options(fps: int, frames_per_move: int) -> None:
    """Raise ArgumentError naming the option when ``fps`` or ``frames_per_move`` is not positive."""
    from datagen.io import ArgumentError

    if isinstance(fps, bool) or not isinstance(fps, int) or not 1 <= fps <= 240:
        raise ArgumentError(f"fps must be an integer in 1..240, got {fps!r}")
    if (
        isinstance(frames_per_move, bool)
        or not isinstance(frames_per_move, int)
        or not 1 <= frames_per_move <= 120
    ):
        raise ArgumentError(
            f"frames_per_move must be an integer in 1..120, got {frames_per_move!r}"
        )


def with_holds(frames: Sequence[np.ndarray], hold: int = HOLD_FRAMES) -> list[np.ndarray]:
    """``frames`` with the first and last frame each repeated ``hold`` more times."""
    return list(iter_with_holds(frames, hold))


def iter_with_holds(frames: Iterable[np.ndarray], hold: int = HOLD_FRAMES) -> Iterator[np.ndarray]:
    """:func:`with_holds` one frame at a time, reading ``frames`` as it goes."""
    last = None
    for i, frame in enumerate(frames):
        for _ in range(1 + hold if i == 0 else 1):
            yield frame
        last = frame
    if last is not None:
        for _ in range(hold):
            yield last


def write_mp4(path: str | os.PathLike[str], frames: Iterable[np.ndarray], fps: int) -> None:
    """Encode ``H×W×3`` uint8 frames as an H.264 MP4 (yuv420p, CRF 18) at ``path``.

    Raises:
        ImportError: when imageio-ffmpeg is not installed (with the pip command).
        ValueError: when there are no frames or their sizes differ.
    """
    ffmpeg = _ffmpeg()
    it = iter(frames)
    try:
        first = np.ascontiguousarray(next(it), dtype=np.uint8)
    except StopIteration:
        raise ValueError("frames is empty; a video needs at least one frame") from None
    h, w = first.shape[:2]
    writer = ffmpeg.write_frames(
        str(path),
        (w, h),
        fps=fps,
        codec="libx264",
        pix_fmt_in="rgb24",
        pix_fmt_out="yuv420p",
        macro_block_size=1,
        ffmpeg_log_level="fatal",  # a failure is one line of ours, not its log
        output_params=[
            "-crf", "18",
            "-preset", X264_PRESET,
            "-threads", "1",
            "-x264-params", "threads=1",
            "-map_metadata", "-1",
            "-fflags", "+bitexact",
            "-flags", "+bitexact",
        ],
    )  # fmt: skip
    writer.send(None)
    try:
        writer.send(first)
        for frame in it:
            arr = np.ascontiguousarray(frame, dtype=np.uint8)
            if arr.shape != first.shape:
                raise ValueError(f"frame shape {arr.shape} differs from the first, {first.shape}")
            writer.send(arr)
    finally:
        writer.close()


def read_video_frames(
    path: str | os.PathLike[str], input_params: Sequence[str] = ()
) -> list[np.ndarray]:
    """All frames of a video file as ``H×W×3`` uint8 arrays.

    Args:
        path: the video file.
        input_params: extra ffmpeg input options (``["-sseof", "-0.5"]`` reads only the end).

    Raises:
        DatasetError: when the file is missing, empty, corrupt or has no frames.
    """
    p = Path(path)
    if not p.is_file():
        raise DatasetError(f"{p}: video is missing")
    if p.stat().st_size == 0:
        raise DatasetError(f"{p}: video file is empty")
    ffmpeg = _ffmpeg()
    frames: list[np.ndarray] = []
    try:
        gen = ffmpeg.read_frames(str(p), pix_fmt="rgb24", input_params=list(input_params))
        meta = gen.__next__()
        w, h = meta["size"]
        for raw in gen:
            frames.append(np.frombuffer(raw, dtype=np.uint8).reshape(h, w, 3))
    except (RuntimeError, OSError, ValueError, KeyError, StopIteration) as exc:
        first = str(exc).strip().splitlines()[:1] or [exc.__class__.__name__]
        raise DatasetError(f"{p}: video could not be decoded ({first[0][:160]})") from None
    if not frames:
        raise DatasetError(f"{p}: video has no frames")
    return frames


def last_frame(path: str | os.PathLike[str]) -> np.ndarray:
    """The last frame of a video file, or of a folder of frame images (last in name order).

    Only the video's final half second is decoded when ffmpeg can seek there; otherwise the
    whole video is.

    Raises:
        DatasetError: when the video or folder is missing, corrupt or holds no frames.
    """
    p = Path(path)
    if p.is_dir():
        images = sorted(f for f in p.iterdir() if f.suffix.lower() in FRAME_SUFFIXES)
        if not images:
            raise DatasetError(f"{p}: frame folder holds no images ({', '.join(FRAME_SUFFIXES)})")
        return read_png(images[-1])
    try:
        return read_video_frames(p, ["-sseof", "-0.5"])[-1]
    except DatasetError:
        return read_video_frames(p)[-1]


def iter_frames(path: str | os.PathLike[str]) -> Iterator[np.ndarray]:
    """The frames of a video file, or of a folder of frame images (in name order), one by one.

    Frames are decoded as they are asked for, so a long 1080p video never sits in memory.

    Raises:
        DatasetError: when the video or folder is missing, empty, corrupt or holds no frames
            (raised when the problem is met, possibly after some frames).
    """
    p = Path(path)
    if p.is_dir():
        images = sorted(f for f in p.iterdir() if f.suffix.lower() in FRAME_SUFFIXES)
        if not images:
            raise DatasetError(f"{p}: frame folder holds no images ({', '.join(FRAME_SUFFIXES)})")
        for image in images:
            yield read_png(image)
        return
    if not p.is_file():
        raise DatasetError(f"{p}: video is missing")
    if p.stat().st_size == 0:
        raise DatasetError(f"{p}: video file is empty")
    ffmpeg = _ffmpeg()
    count = 0
    try:
        gen = ffmpeg.read_frames(str(p), pix_fmt="rgb24")
        meta = gen.__next__()
        w, h = meta["size"]
        for raw in gen:
            count += 1
            yield np.frombuffer(raw, dtype=np.uint8).reshape(h, w, 3)
    except (RuntimeError, OSError, ValueError, KeyError, StopIteration, TypeError) as exc:
        first = str(exc).strip().splitlines()[:1] or [exc.__class__.__name__]
        raise DatasetError(f"{p}: video could not be decoded ({first[0][:160]})") from None
    if count == 0:
        raise DatasetError(f"{p}: video has no frames")
