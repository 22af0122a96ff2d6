"""One question's files, rendered; many questions rendered in plan order over worker processes.

Both export formats (the VMEvalKit folder layout and WebDataset shards) get every question's
bytes from :func:`question_files` and :func:`write_video`, so the same seed gives the same PNGs,
prompt, metadata and video in either format.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from datagen.base import Task
from datagen.io import json_bytes, png_bytes
from datagen.video import iter_with_holds, write_mp4

FILES = ("first_frame.png", "final_frame.png", "prompt.txt", "question_metadata.json")
VIDEO_FILE = "ground_truth.mp4"


def question_files(task: Task, spec: dict[str, Any]) -> tuple[dict[str, bytes], dict[str, Any]]:
    """The bytes of one question's files (named as :data:`FILES`, in that order) and its metadata."""
    meta = task.metadata(spec)
    first, final = task.frames(spec)
    files = {
        "first_frame.png": png_bytes(first),
        "final_frame.png": png_bytes(final),
        "prompt.txt": (task.prompt(spec) + "\n").encode("utf-8"),
        "question_metadata.json": json_bytes(meta),
    }
    return files, meta


def write_video(
    task: Task, spec: dict[str, Any], path: Path, fps: int, frames_per_move: int
) -> None:
    """Write the question's ground-truth video (:data:`VIDEO_FILE`) to ``path``."""
    write_mp4(path, iter_with_holds(task.iter_video_frames(spec, frames_per_move)), fps)


def map_in_order(
    fn: Callable[..., Any],
    args: Sequence[tuple[Any, ...]],
    workers: int,
    in_process_below: int,
    desc: str,
    progress: bool,
) -> Iterator[Any]:
    """``fn(*a)`` for each ``a`` in ``args``, yielded in the order of ``args``.

    Runs in this process when ``workers`` is 1 or there are fewer than ``in_process_below``
    calls (starting processes would cost more); otherwise spread over ``workers`` processes.
    A tqdm bar counts the results when ``progress`` is set.
    """
    if not args:
        return
    if workers == 1 or len(args) < in_process_below:
        bar = progress_bar(len(args), desc, progress)
        try:
            for a in args:
                yield fn(*a)
                bar.update(1)
        finally:
            bar.close()
        return
    with ProcessPoolExecutor(max_workers=min(workers, len(args))) as pool:
        # Start the workers before tqdm starts its monitor thread: fork after threads.
        pool.submit(int).result()
        bar = progress_bar(len(args), desc, progress)
        try:
            chunk = max(1, len(args) // (workers * 8))
            for result in pool.map(fn, *zip(*args, strict=True), chunksize=chunk):
                yield result
                bar.update(1)
        finally:
            bar.close()


class _NoBar:
    def update(self, n: int) -> None:
        pass

    def close(self) -> None:
        pass


def progress_bar(total: int, desc: str, enabled: bool) -> Any:
    """A tqdm bar of ``total`` questions, or one that shows nothing."""
    if not enabled:
        return _NoBar()
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit="q")
