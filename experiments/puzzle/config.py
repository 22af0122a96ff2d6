"""The rotation-puzzle study's configuration: one dataclass that is also ``python -m experiments puzzle``.

Each field of :class:`PuzzleConfig` is the single source of one option; :mod:`envs.cli` builds
the ``puzzle`` sub-command from it and :func:`experiments.puzzle.study.run_puzzle_study` takes
the same object::

    from experiments.puzzle.config import PuzzleConfig
    from experiments.puzzle.study import run_puzzle_study

    summary = run_puzzle_study(PuzzleConfig(models=("oracle",), out_dir="results/puzzles"))

The options shared with the maze study (models, the remote-client options, concurrency,
``--keep-errors``, ``--max-consecutive-errors``...) are the fields of
:class:`experiments.maze.config.RunConfig`, taken from it (:func:`_shared`) and checked by it
(:meth:`PuzzleConfig.run_config`), so the two commands cannot drift apart.

**Turn limit.** ``--max-turns`` is either a multiple of each puzzle's optimal number of turns
(``3x``, the default: a puzzle solvable in 2 turns gets 6) or a fixed number for every puzzle
(``12``). Each record says the limit its puzzle had (``solve.max_moves``).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from envs.config_checks import validate_fields
from envs.config_fields import option
from envs.rotation_puzzle.generator import DIFFICULTIES
from envs.rotation_puzzle.logic import MAX_GRID_SIDE
from experiments.engine.options import ClientLike, check_models_see, normalize_shared
from experiments.maze.config import RunConfig

OBSERVATIONS: tuple[str, ...] = ("text", "image")
"""How the board is shown: the env's text description, or its rendered 768x512 frame."""
DEFAULT_PUZZLES = 30
MAX_PUZZLES = 1_000
"""Puzzles per grid and difficulty, checked before any is drawn."""
MAX_TRIALS_PER_PUZZLE = 1_000
DEFAULT_MAX_TURNS = "3x"
DEFAULT_GRID = (2, 2)
INVALID_MOVE_RULE = "terminate"
"""What a reply naming no valid move does: end the game (the maze study's rule)."""


def parse_grid(value: Any) -> tuple[int, int]:
    """``"2x2"``, ``"2x3"``, ``"3"`` or ``(2, 3)`` -> ``(rows, cols)``; else ValueError."""
    allowed = f"ROWSxCOLS with 1 to {MAX_GRID_SIDE} each and at least 2 squares, e.g. 2x2 or 3x3"
    if isinstance(value, (tuple, list)) and len(value) == 2:
        value = f"{value[0]}x{value[1]}"
    text = str(value).strip() if isinstance(value, (str, int)) and value is not True else ""
    m = re.fullmatch(r"(\d{1,3})(?:\s*[xX×]\s*(\d{1,3}))?", text)
    if m is None:
        raise ValueError(f"grids entry {value!r} is not a grid; allowed: {allowed}")
    rows, cols = int(m.group(1)), int(m.group(2) or m.group(1))
    if not (1 <= rows <= MAX_GRID_SIDE and 1 <= cols <= MAX_GRID_SIDE) or rows * cols < 2:
        raise ValueError(f"grids entry {value!r} is not allowed; allowed: {allowed}")
    return rows, cols


def grid_name(grid: tuple[int, int]) -> str:
    """``(2, 3)`` -> ``"2x3"`` (folder names and the records' ``grid`` field)."""
    return f"{grid[0]}x{grid[1]}"


def parse_max_turns(value: Any) -> str:
    """``"3x"``/``"3"`` kept in canonical form (``"3x"``, ``"12"``); else ValueError."""
    allowed = "Nx (N times each puzzle's optimal turns, N >= 1) or a number of turns >= 1"
    text = str(value).strip().lower() if not isinstance(value, bool) else ""
    m = re.fullmatch(r"(\d{1,6})(x?)", text)
    if m is None or int(m.group(1)) < 1:
        raise ValueError(f"max_turns={value!r} is not allowed; allowed: {allowed}")
    return f"{int(m.group(1))}{m.group(2)}"


def turn_limit(max_turns: str, optimal: int) -> int:
    """The turns a puzzle gets: ``"3x"`` -> ``3 * optimal``, ``"12"`` -> 12."""
    spec = parse_max_turns(max_turns)
    if spec.endswith("x"):
        return int(spec[:-1]) * max(int(optimal), 1)
    return int(spec)


_RUN_FIELDS = {f.name: f for f in dataclasses.fields(RunConfig)}


def _shared(name: str) -> Any:
    """A field of :class:`RunConfig`, reused as it is (same flag, default, help and checks)."""
    f = _RUN_FIELDS[name]
    return dataclasses.field(
        default=f.default, default_factory=f.default_factory, metadata=f.metadata
    )


@dataclass
class PuzzleConfig:
    """Run (or resume) the rotation-puzzle study: models play RotationPuzzle-v0 move by move."""

    models: tuple[ClientLike, ...] = _shared("models")
    observations: tuple[str, ...] = option(
        ("text",),
        flag="--observation",
        choices=OBSERVATIONS,
        help="how the board is shown: text (each square's pipe openings in words) and/or "
        "image (the rendered frame, for vision models)",
    )
    grids: tuple[tuple[int, int], ...] = option(
        (DEFAULT_GRID,),
        flag="--grid",
        parse=parse_grid,
        metavar="RxC",
        default_text="2x2, the specification's",
        help="board sizes (2x2 is the specification's four-L loop; larger boards are "
        "Net-style puzzles with one solution)",
    )
    difficulties: tuple[str, ...] = option(
        tuple(DIFFICULTIES),
        flag="--difficulty",
        choices=tuple(DIFFICULTIES),
        help="how many squares start turned (easy 1-2, medium 2-3, hard 3-4 of 4; scaled "
        "to larger boards)",
    )
    puzzles: int = option(
        DEFAULT_PUZZLES,
        minimum=1,
        maximum=MAX_PUZZLES,
        help=f"puzzles per grid and difficulty (at most {MAX_PUZZLES})",
    )
    trials_per_puzzle: int = option(
        1,
        minimum=1,
        maximum=MAX_TRIALS_PER_PUZZLE,
        help=f"trials per puzzle, model and observation (at most {MAX_TRIALS_PER_PUZZLE})",
    )
    max_turns: str = option(
        DEFAULT_MAX_TURNS,
        parse=parse_max_turns,
        metavar="Nx|N",
        help="turn limit: Nx gives each puzzle N times its optimal number of turns, a plain "
        "number the same limit to every puzzle",
    )
    seed: int = option(0, minimum=0, help="seed of the puzzle draw (and of the random model)")
    shard: str | None = _shared("shard")
    adaptive: str | None = _shared("adaptive")
    adaptive_trials: int = _shared("adaptive_trials")
    engine: str = _shared("engine")
    ray_address: str | None = _shared("ray_address")
    shards: int | None = _shared("shards")
    out_dir: Path = _shared("out_dir")  # noqa: RUF009 - a field(), as option() is
    concurrency: int = _shared("concurrency")
    base_url: str | None = _shared("base_url")
    temperature: float | None = _shared("temperature")
    max_tokens: int | None = _shared("max_tokens")
    requests_per_minute: float | None = _shared("requests_per_minute")
    cache: str | None = _shared("cache")
    timeout_s: float | None = _shared("timeout_s")
    dtype: str | None = _shared("dtype")
    device: str | None = _shared("device")
    chat_template: str | None = _shared("chat_template")
    max_consecutive_errors: int = _shared("max_consecutive_errors")
    retry_errors: bool = _shared("retry_errors")
    progress: bool = _shared("progress")
    judge: ClientLike | None = _shared("judge")  # noqa: RUF009 - a field()
    client_params: dict[str, Any] = _shared("client_params")  # noqa: RUF009 - a field()
    argv: tuple[str, ...] | None = _shared("argv")

    def __post_init__(self) -> None:
        if isinstance(self.models, str) or not isinstance(self.models, (tuple, list)):
            self.models = (self.models,)  # type: ignore[assignment]
        for name in ("models", "observations", "difficulties"):
            value = getattr(self, name)
            if isinstance(value, (tuple, list)):
                setattr(self, name, tuple(dict.fromkeys(value)))
        if isinstance(self.grids, (tuple, list)) and not _is_grid(self.grids):
            self.grids = tuple(dict.fromkeys(parse_grid(g) for g in self.grids))
        elif _is_grid(self.grids):
            self.grids = (parse_grid(self.grids),)
        self.max_turns = parse_max_turns(self.max_turns)
        normalize_shared(self)
        self.validate()

    def validate(self) -> None:
        """Check every option; ValueError naming the field, the value and what is allowed."""
        validate_fields(self)
        self.run_config()  # the options shared with the maze study, checked by its rules
        if "image" in self.observations:
            check_models_see(self.models, "observations", self.observations)

    def run_config(self) -> RunConfig:
        """The maze study's config with this study's shared options (models, clients...)."""
        shared = {
            name: getattr(self, name)
            for name in _RUN_FIELDS
            if name in {f.name for f in dataclasses.fields(self)} and name != "seed"
        }
        return RunConfig(**shared, seed=self.seed)


def _is_grid(value: Any) -> bool:
    return (
        isinstance(value, (tuple, list))
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )
