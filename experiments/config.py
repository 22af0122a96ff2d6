"""The study's configuration: one dataclass that is also ``python -m experiments run``.

Each field of :class:`RunConfig` is the single source of one option's name, type, default,
allowed values, help text and check; :mod:`envs.cli` builds the ``run`` sub-command from it,
and :func:`experiments.runner.run_experiments` takes the same object::

    from experiments.config import RunConfig
    from experiments.runner import run_experiments

    config = RunConfig(models=("oracle",), shapes=("spiral",), out_dir="results/")
    summary = run_experiments(config)

Nothing here imports the runner, the clients or the analysis code.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agents.base import ChatClient
from envs.cli import option, validate_fields
from envs.maze_nav.constants import MAX_MOVES, SHAPE_NAMES, TEXT_ENCODINGS

ClientLike = str | ChatClient
"""A model: a spec for :func:`agents.llm.make_client` (``"qwen-turbo"``, ``"openai:<model>"``,
``"oracle"``, ``"random"``, ``"replay:<path>"``) or a ready :class:`ChatClient`."""

DEFAULT_SHAPES: tuple[str, ...] = SHAPE_NAMES
DEFAULT_ENCODINGS: tuple[str, ...] = TEXT_ENCODINGS
DEFAULT_MAZES_PER_SHAPE = 30
DEFAULT_TRIALS_PER_MAZE = 1
DEFAULT_CONCURRENCY = 8

# Options that configure a remote client; an offline model has no use for them.
REMOTE_ONLY: tuple[str, ...] = ("temperature", "max_tokens", "requests_per_minute", "cache")


def parse_size(value: Any) -> int:
    """``5``, ``"5"``, ``"5x5"`` or ``(5, 5)`` -> 5; anything else raises ValueError."""
    text = (
        str(value).strip() if isinstance(value, (str, int)) and not isinstance(value, bool) else ""
    )
    if isinstance(value, (tuple, list)) and len(value) == 2:
        text = f"{value[0]}x{value[1]}"
    m = re.fullmatch(r"(\d{1,2})(?:\s*[xX×]\s*(\d{1,2}))?", text)
    if m is None:
        raise ValueError(f"sizes entry {value!r} is not a size; allowed: '5x5', (5, 5) or 5")
    rows, cols = int(m.group(1)), int(m.group(2) or m.group(1))
    if rows != cols or rows < 5:
        raise ValueError(
            f"sizes entry {value!r} is not allowed; allowed: square sizes of at least 5x5"
        )
    return rows


def is_offline(model: ClientLike) -> bool:
    """Whether ``model`` is one of the offline spec strings (``oracle``, ``random``, ``replay:``)."""
    return isinstance(model, str) and (
        model.strip().lower() in ("oracle", "random") or model.strip().startswith("replay:")
    )


@dataclass
class RunConfig:
    """Run (or resume) the three-phase maze study; results go to --out."""

    models: tuple[ClientLike, ...] = option(
        ("qwen-turbo",),
        flag="--model",
        parse=str,
        metavar="MODEL",
        help="one or more of: qwen-turbo, qwen-plus, qwen-max (any qwen* name), "
        "openai:<model>, oracle, random, replay:<transcript.json>",
    )
    encodings: tuple[str, ...] = option(
        DEFAULT_ENCODINGS, flag="--encoding", choices=DEFAULT_ENCODINGS, help="text encodings"
    )
    sizes: tuple[int, ...] = option(
        (5,), parse=parse_size, metavar="NxN", default_text="5x5", help="grid sizes"
    )
    shapes: tuple[str, ...] = option(DEFAULT_SHAPES, choices=SHAPE_NAMES, help="maze shapes")
    out_dir: Path = option(
        Path("results"), flag="--out", metavar="DIR", default_text="results/", help="output folder"
    )
    mazes_per_shape: int = option(
        DEFAULT_MAZES_PER_SHAPE,
        minimum=1,
        default_text="30, the specification's",
        help="mazes per shape and size",
    )
    trials_per_maze: int = option(
        DEFAULT_TRIALS_PER_MAZE, minimum=1, help="trials per maze, model and encoding"
    )
    seed: int = option(0, help="seed of the maze draw (and of the random model's answers)")
    mazes: Path | None = option(
        None,
        metavar="DIR",
        help="use the .npy mazes in DIR (<n>x<n>/<shape>/<n>x<n>_<shape>_<i>.npy) "
        "instead of drawing them",
    )
    concurrency: int = option(DEFAULT_CONCURRENCY, minimum=1, help="trials in flight at once")
    base_url: str | None = option(None, help="service URL for remote models")
    temperature: float | None = option(None, help="sampling temperature (remote models)")
    max_tokens: int | None = option(None, help="reply length limit (remote models)")
    requests_per_minute: float | None = option(None, help="client rate limit (remote models)")
    cache: str | None = option(
        None, metavar="PATH", help="response cache, an SQLite file (remote models)"
    )
    max_moves: int = option(
        MAX_MOVES,
        minimum=1,
        help="replies allowed in the solve phase; every maze drawn is solvable within them",
    )
    retry_errors: bool = option(
        True,
        flag="--keep-errors",
        help="redo trials recorded as errors by an earlier run",
    )
    progress: bool = option(True, help="show a progress bar on stderr")
    client_params: dict[str, Any] = option(
        default_factory=dict,
        cli=False,
        help="more keyword arguments for agents.llm.make_client (Python API only)",
    )
    argv: tuple[str, ...] | None = option(
        None, cli=False, help="the command line, recorded in the manifest"
    )

    def __post_init__(self) -> None:
        # The Python API takes one model or a list, strings or Paths; store one canonical form.
        if isinstance(self.models, str) or not isinstance(self.models, Sequence):
            self.models = (self.models,)  # type: ignore[assignment]
        for name in ("models", "encodings", "shapes"):
            value = getattr(self, name)
            if isinstance(value, Sequence) and not isinstance(value, str):
                setattr(self, name, tuple(value))
        if isinstance(self.sizes, Sequence) and not isinstance(self.sizes, str):
            self.sizes = tuple(dict.fromkeys(parse_size(s) for s in self.sizes))
        self.out_dir = Path(self.out_dir)
        if self.mazes is not None:
            self.mazes = Path(self.mazes)
        if self.argv is not None:
            self.argv = tuple(self.argv)
        self.client_params = dict(self.client_params or {})
        self.validate()

    def validate(self) -> None:
        """Check every option; raises ValueError naming the field, the value and what is allowed."""
        validate_fields(self)
        for model in self.models:
            if not isinstance(model, str) and not hasattr(model, "complete"):
                raise ValueError(
                    f"models entry {model!r} is not allowed; allowed: a client spec string or "
                    "a ChatClient"
                )
        offline = [m for m in self.models if is_offline(m)]
        for name in REMOTE_ONLY:
            value = getattr(self, name)
            if value is not None and offline:
                raise ValueError(
                    f"{name}={value!r} is not allowed with the offline models {offline}; "
                    "allowed: --temperature/--max-tokens/--requests-per-minute/--cache apply "
                    "to remote models only"
                )

    def client_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for :func:`agents.llm.make_client`: :attr:`client_params` plus the
        remote-client options that are set."""
        params = dict(self.client_params)
        for name in REMOTE_ONLY:
            value = getattr(self, name)
            if value is not None:
                params[name] = value
        return params
