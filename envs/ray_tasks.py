"""Ray, for the commands that fan work out over a cluster: connecting, and running tasks.

``python -m datagen --engine ray`` (:mod:`datagen.ray_engine`) and ``python -m experiments
run|puzzle --engine ray`` (:mod:`experiments.engine.ray_sweep`) both connect with
:func:`connected` and run their tasks with :func:`run_tasks`; each says only what a task does.
It lives at the bottom layer because the two commands are siblings that may not import each
other.

Ray is imported only inside these functions, and only when an engine runs: ``import envs``,
``import datagen`` and ``import experiments`` never import it. It comes with the ``scale``
extra (``pip install 'spatial-reasoning-gym[scale]'``).
"""

from __future__ import annotations

import contextlib
import os
import socket
from collections.abc import Callable, Iterator, Sequence
from typing import Any

ENGINES: tuple[str, ...] = ("local", "ray")
"""Where work runs: ``local`` (this machine's processes or threads) or ``ray`` (Ray tasks on a
cluster); the bytes written are the same."""
INSTALL_HINT = "pip install 'spatial-reasoning-gym[scale]'"
MAX_RETRIES = 3
"""Attempts Ray makes again when a task's worker or node dies (not when our code raises)."""
OBJECT_STORE_BYTES = 100 * 2**20
"""The object store of a Ray started in-process: tasks return small results, not pictures."""
LOCAL_HOST = "127.0.0.1"
CONNECT_TIMEOUT_S = 5.0
"""How long :func:`connected` waits for a TCP answer at a ``host:port`` address before it gives
up (``ray.init`` itself would keep retrying a dead address for minutes)."""


class RayStartError(RuntimeError):
    """Ray could not start inside the command (no ``--ray-address``): one line saying why."""


def check_answers(address: str, timeout_s: float = CONNECT_TIMEOUT_S) -> None:
    """Raise ConnectionError, naming ``address``, when nothing accepts a TCP connection at its
    ``host:port`` (``ray://host:port`` too) within ``timeout_s``; ``"auto"`` and other forms
    are left to Ray."""
    text = address.strip().removeprefix("ray://")
    host, sep, port = text.rpartition(":")
    if not sep or not port.isdigit() or not host:
        return
    host = host.strip("[]")
    try:
        socket.create_connection((host, int(port)), timeout=timeout_s).close()
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise ConnectionError(f"nothing answers at {host}:{port} ({reason})") from None


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
    127.0.0.1, without dashboard or usage statistics, and shut down at the end (its own, even
    when another Ray runs on the machine). A Ray this process already started (``ray.init`` by
    the caller) is used as it is and left running.

    Raises:
        ConnectionError: nothing answers at ``address``.
        RayStartError: Ray could not start here (``address`` None), in one line.
    """
    ray = require_ray()
    if address is not None and not ray.is_initialized():
        check_answers(address)
    if ray.is_initialized():
        yield ray
        return
    if address is None:
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        try:
            ray.init(
                # "local": a Ray of its own even when a cluster already runs on this machine
                # (``ray.init()`` would join that one, and refuse num_cpus there).
                address="local",
                num_cpus=workers or os.cpu_count() or 1,
                include_dashboard=False,
                object_store_memory=OBJECT_STORE_BYTES,
                _node_ip_address=LOCAL_HOST,
                configure_logging=False,
            )
        except Exception as exc:  # Ray's own start-up: a full /tmp, no shared memory, ...
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
            with contextlib.suppress(Exception):
                ray.shutdown()
            raise RayStartError(
                f"Ray could not start on this machine ({type(exc).__name__}: {first})"
            ) from None
    else:
        ray.init(address=address, configure_logging=False)
    try:
        yield ray
    finally:
        ray.shutdown()  # stops an in-process Ray; only disconnects from a cluster


def run_tasks(
    fn: Callable[..., Any],
    args: Sequence[tuple[Any, ...]],
    on_done: Callable[[int, Any], None],
    *,
    address: str | None,
    workers: int | None,
) -> None:
    """Run ``fn(*args[i])`` as Ray tasks and call ``on_done(i, result)`` on the driver as each
    finishes (in the order they finish).

    At most twice ``workers`` tasks are submitted at once (default: the cluster's CPUs), one
    running and one queued per worker; Ray runs as many at a time as the cluster has CPUs (a
    Ray started here has ``workers``). An exception raised by ``fn`` is raised here as itself
    (not retried: our code is deterministic); the tasks not yet finished are cancelled.
    """
    if not args:
        return
    with connected(address, workers) as ray:
        remote = _remote(ray, fn)
        limit = workers or max(1, int(ray.cluster_resources().get("CPU", 1)))
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
                for j in todo:
                    pending[remote.remote(*args[j])] = j
                    break
        finally:
            for ref in pending:
                with contextlib.suppress(Exception):
                    ray.cancel(ref, force=True)


_REMOTES: dict[Callable[..., Any], Any] = {}


def _remote(ray: Any, fn: Callable[..., Any]) -> Any:
    """``fn`` as a Ray remote function, made once per process: Ray ships a function to the
    cluster once per session, not once per run."""
    if fn not in _REMOTES:
        _REMOTES[fn] = ray.remote(max_retries=MAX_RETRIES, retry_exceptions=False)(fn)
    return _REMOTES[fn]
