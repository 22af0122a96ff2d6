"""The export command's options (:class:`ExportConfig`) and the checks of its arguments."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from datagen.io import ArgumentError
from datagen.registry import get_task
from datagen.shards import DEFAULT_SHARD_SIZE
from datagen.video import DEFAULT_FPS, DEFAULT_FRAMES_PER_MOVE, check_video_options
from envs.config_fields import option
from envs.ray_tasks import ENGINES
from envs.urls import redact_url

FORMATS = ("folder", "webdataset")
"""Export formats: ``folder`` (the VMEvalKit layout, one folder per question) and
``webdataset`` (tar shards of ``shard_size`` questions, :mod:`datagen.shards`)."""
# ENGINES: where the questions are rendered: ``local`` (worker processes on this machine) or
# ``ray`` (Ray tasks on a cluster, :mod:`datagen.ray_engine`); the bytes are the same.
SEED_LIMIT = 2**128
"""Export seeds are below this (exclusive): the 128 bits numpy's SeedSequence draws from entropy."""
MAX_PAIRS_PER_DOMAIN = 100_000
"""The largest question set: ~10 GB of PNGs, hours of rendering; a typo beyond it (an extra
digit or three) fails at once instead of filling the disk."""


@dataclass(frozen=True)
class ExportConfig:
    """Export a question set (first/final frame, prompt, metadata per question).

    The single source of the export command's options: ``python -m datagen`` builds its flags
    from these fields (:mod:`envs.cli`), and :func:`datagen.export.run_export` takes the same
    object. The task's own options (difficulties, shapes, ...) are the task's
    :class:`~datagen.base.TaskOptions`.
    """

    task: str = option(
        metavar="NAME", help="the task to export: a name registered in datagen.registry.TASKS"
    )
    pairs_per_domain: int = option(50, help=f"number of questions (1 to {MAX_PAIRS_PER_DOMAIN})")
    out: str = option(
        "data/questions",
        help="root folder; the set goes to <out>/<task>_task (webdataset: <out>/<task>-*.tar)",
    )
    format: str = option(
        "folder",
        choices=FORMATS,
        help="folder: one folder per question (VMEvalKit); webdataset: tar shards and .shards.json",
    )
    shard_size: int | None = option(
        None,
        help=f"questions per shard, 1 to {MAX_PAIRS_PER_DOMAIN} (--format webdataset only)",
        default_text=str(DEFAULT_SHARD_SIZE),
    )
    seed: int | None = option(0, help="dataset seed; None (Python only) draws one and records it")
    video: bool = option(False, help="also write ground_truth.mp4")
    fps: int = option(DEFAULT_FPS, help="video frame rate")
    frames_per_move: int = option(
        DEFAULT_FRAMES_PER_MOVE, help="video frames per quarter-turn / maze step"
    )
    overwrite: bool = option(False, help="replace a folder holding a different dataset")
    workers: int | None = option(
        None,
        help="worker processes; 1 renders in-process (--engine ray: the CPUs of a Ray started "
        "here; with --ray-address, tasks submitted at once, twice this)",
        default_text="one per 50 questions, at most one per core",
    )
    progress: bool = option(True, help="show a progress bar")
    engine: str = option(
        "local",
        choices=ENGINES,
        help="local: worker processes on this machine; ray: Ray tasks on a cluster (the "
        "scale extra), writing to --out, which every worker must see",
    )
    ray_address: str | None = option(
        None,
        metavar="ADDRESS",
        help="--engine ray only: 'auto' (the cluster this machine belongs to), host:port of a "
        "head node, or unset to start Ray in this process with --workers CPUs",
        default_text="Ray in this process",
    )

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        """Check every field.

        Raises:
            ArgumentError: naming the field, the bad value and what is allowed.
        """
        get_task(self.task)
        check_positive_int("pairs_per_domain", self.pairs_per_domain, MAX_PAIRS_PER_DOMAIN)
        if self.format not in FORMATS:
            raise ArgumentError(
                f"format={self.format!r} is not allowed; allowed: {', '.join(map(repr, FORMATS))}"
            )
        if self.shard_size is not None:
            if self.format != "webdataset":
                raise ArgumentError(
                    f"shard_size={self.shard_size!r} is not allowed with format={self.format!r}; "
                    "allowed: shard_size with format='webdataset' only"
                )
            check_positive_int("shard_size", self.shard_size, MAX_PAIRS_PER_DOMAIN)
        if self.video:
            check_video_options(self.fps, self.frames_per_move)
        if self.workers is not None:
            check_positive_int("workers", self.workers)
        if self.seed is not None:
            resolve_seed(self.seed)
        if self.engine not in ENGINES:
            raise ArgumentError(
                f"engine={self.engine!r} is not allowed; allowed: {', '.join(map(repr, ENGINES))}"
            )
        if self.ray_address is not None and (
            self.engine != "ray" or not isinstance(self.ray_address, str) or not self.ray_address
        ):
            raise ArgumentError(
                f"ray_address={redact_url(str(self.ray_address))!r} is not allowed with "
                f"engine={self.engine!r}; "
                "allowed: 'auto' or host:port, with engine='ray' only"
            )


def check_positive_int(name: str, value: object, maximum: int | None = None) -> int:
    """``value`` as an int when it is an integer from 1 to ``maximum`` (None: no maximum).

    Raises:
        ArgumentError: ``"<name>=<value> is not allowed; allowed: ..."``.
    """
    ok = not isinstance(value, bool) and isinstance(value, (int, np.integer))
    if ok and value >= 1 and (maximum is None or value <= maximum):  # type: ignore[operator]
        return int(value)  # type: ignore[arg-type]
    allowed = "a positive integer" if maximum is None else f"an integer from 1 to {maximum}"
    raise ArgumentError(f"{name}={value!r} is not allowed; allowed: {allowed}")


def resolve_seed(seed: int | None) -> int:
    """``seed`` checked, or fresh OS entropy when None (recorded so the set can be rebuilt)."""
    if seed is None:
        return int(np.random.SeedSequence().entropy) % SEED_LIMIT  # type: ignore[arg-type]
    if (
        isinstance(seed, bool)
        or not isinstance(seed, (int, np.integer))
        or not 0 <= seed < SEED_LIMIT
    ):
        raise ArgumentError(
            f"seed={seed!r} is not allowed; allowed: an integer from 0 to 2**128 - 1, or None "
            "(Python only: draws one)"
        )
    return int(seed)
