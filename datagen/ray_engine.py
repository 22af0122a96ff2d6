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

Ray is imported only here, and only when this engine runs: ``import datagen`` never imports
it. It comes with the ``scale`` extra (``pip install 'spatial-reasoning-gym[scale]'``).
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from datagen.questions import progress_bar

INSTALL_HINT = "pip install 'spatial-reasoning-gym[scale]'"
MAX_RETRIES = 3
"""Attempts Ray makes again when a task's worker or node dies (not when our code raises)."""
OBJECT_STORE_BYTES = 100 * 2**20
"""The object store of a Ray started in-process: tasks return hashes, not pictures."""
LOCAL_HOST = "127.0.0.1"


def require_ray() -> Any:
    """The ``ray`` module.

    Raises:
        ImportError: naming the pip command that installs it.
    """
    try:
        import ray
    except ImportError:
        raise ImportError(f"--engine ray needs Ray: {INSTALL_HINT}") from None
    return ray


@contextlib.contextmanager
def connected(address: str | None, workers: int | None) -> Iterator[Any]:
    """Yield ``ray`` connected to a cluster: ``address`` (``"auto"`` or ``host:port``), or
    None for a Ray started in this process with ``workers`` CPUs (default all cores) on
    127.0.0.1, without dashboard or usage statistics, and shut down at the end. A Ray this
    process already started (``ray.init`` by the caller) is used as it is and left running."""
    ray = require_ray()
    if ray.is_initialized():
        yield ray
        return
    if address is None:
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        ray.init(
            num_cpus=workers or os.cpu_count() or 1,
            include_dashboard=False,
            object_store_memory=OBJECT_STORE_BYTES,
            _node_ip_address=LOCAL_HOST,
            configure_logging=False,
        )
    else:
        ray.init(address=address, configure_logging=False)
    try:
        yield ray
    finally:
        ray.shutdown()  # stops an in-process Ray; only disconnects from a cluster


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
    """Run ``fn(*args[i])`` as Ray tasks and call ``on_done(i, result)`` on the driver as each
    finishes (in the order they finish); a bar counts ``sizes[i]`` questions per task.

    At most twice ``workers`` tasks are submitted at once (default: the cluster's CPUs), one
    running and one queued per worker; Ray runs as many at a time as the cluster has CPUs (a
    Ray started here has ``workers``). An exception raised
    by ``fn`` is raised here as itself (not retried: our code is deterministic); the tasks not
    yet finished are cancelled.
    """
    if not args:
        return
    with connected(address, workers) as ray:
        remote = _remote(ray, fn)
        limit = workers or max(1, int(ray.cluster_resources().get("CPU", 1)))
        bar = progress_bar(sum(sizes), desc, progress)
        pending: dict[Any, int] = {}
        todo = iter(range(len(args)))
        try:
            for i in todo:
                pending[remote.remote(*args[i])] = i
                if len(pending) >= 2 * limit:  # one queued per worker: no idle gap
                    break
            while pending:
                (ref,), _ = ray.wait(list(pending), num_returns=1)
                i = pending.pop(ref)
                try:
                    result = ray.get(ref)
                except ray.exceptions.RayTaskError as exc:
                    cause = getattr(exc, "cause", None)
                    raise (cause if isinstance(cause, Exception) else exc) from None
                on_done(i, result)
                bar.update(sizes[i])
                for j in todo:
                    pending[remote.remote(*args[j])] = j
                    break
        finally:
            bar.close()
            for ref in pending:
                with contextlib.suppress(Exception):
                    ray.cancel(ref, force=True)


_REMOTES: dict[Callable[..., Any], Any] = {}


def _remote(ray: Any, fn: Callable[..., Any]) -> Any:
    """``fn`` as a Ray remote function, made once per process: Ray ships a function to the
    cluster once per session, not once per export."""
    if fn not in _REMOTES:
        _REMOTES[fn] = ray.remote(max_retries=MAX_RETRIES, retry_exceptions=False)(fn)
    return _REMOTES[fn]


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
