"""The Ray engine of the exports: the same questions rendered as Ray tasks on a cluster's workers.

``python -m datagen ... --engine ray`` plans the questions on the driver as the local engine
does, then hands the rendering and the writing to Ray tasks: one task per WebDataset shard, or
per batch of questions for the folder layout. Each task writes its files straight into the
output path, so every worker must see that path (one machine, or a shared file system such as
NFS or a mounted bucket; ``s3://`` URLs are not paths and do not work). Tasks call the same
per-question code as the local engine (:mod:`datagen.questions`), so the same seed gives the
same bytes whatever the engine and the number of workers.

A task can run twice: Ray retries a task whose node died (``max_retries``). Every write is
therefore atomic and idempotent: a shard is written to a temporary file and renamed into
place, a question folder is written to a temporary folder and renamed into place (a second
attempt finding it there drops its own copy: the bytes are the same). What a killed attempt
left (temporary files of dead workers) is removed when the export ends.

Connecting and running tasks is :mod:`envs.ray_tasks`, shared with the sweeps of
``python -m experiments --engine ray``; Ray is imported only when an engine runs: ``import
datagen`` never imports it. It comes with the ``scale`` extra
(``pip install 'spatial-reasoning-gym[scale]'``).
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from datagen.io import ArgumentError
from datagen.questions import progress_bar
from envs import ray_tasks
from envs.ray_tasks import MAX_RETRIES, require_ray

__all__ = ["MAX_RETRIES", "connected", "remove_temps", "require_ray", "run_tasks"]


def _refused(exc: ray_tasks.RayStartError) -> ArgumentError:
    return ArgumentError(
        f"engine='ray' is not allowed here: {exc}; allowed: --ray-address of a running "
        "cluster, or --engine local"
    )


@contextlib.contextmanager
def connected(address: str | None, workers: int | None) -> Iterator[Any]:
    """:func:`envs.ray_tasks.connected`; a Ray that cannot start here is a refused
    ``--engine`` (one line, exit 2), not a traceback."""
    with contextlib.ExitStack() as stack:
        try:
            ray = stack.enter_context(ray_tasks.connected(address, workers))
        except ray_tasks.RayStartError as exc:
            raise _refused(exc) from None
        yield ray


def run_tasks(
    fn: Callable[..., Any],
    args: Sequence[tuple[Any, ...]],
    sizes: Sequence[int],
    on_done: Callable[[int, Any], None],
    *,
    address: str | None,
    workers: int | None,
    desc: str,
    progress: bool,
) -> None:
    """:func:`envs.ray_tasks.run_tasks` with a bar on the driver that counts ``sizes[i]``
    questions as task ``i`` finishes."""
    if not args:
        return
    bar = progress_bar(sum(sizes), desc, progress)

    def done(i: int, result: Any) -> None:
        on_done(i, result)
        bar.update(sizes[i])

    try:
        ray_tasks.run_tasks(fn, args, done, address=address, workers=workers)
    except ray_tasks.RayStartError as exc:
        raise _refused(exc) from None
    finally:
        bar.close()


def remove_temps(folder: Path, names: re.Pattern[str]) -> None:
    """Remove the temporary entries in ``folder`` (``.<name>.tmp-<pid>-*``) of the final
    entries ``names`` matches: what attempts on a node that died left. Call it once every task
    has finished: then no live task owns one, whatever machine its pid was on."""
    temp = re.compile(r"^\.(.+)\.tmp-\d+-[^/]*$")
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            match = temp.match(entry.name)
            if match is None or not names.match(match.group(1)):
                continue
            path = Path(entry.path)
            with contextlib.suppress(OSError):
                if entry.is_dir(follow_symlinks=False):
                    shutil.rmtree(path)
                else:
                    path.unlink()
