"""Chains: which trials an adaptive run plans next, replayed from the trials already recorded.

A chain is one model × encoding (× solve mode) of an adaptive run. Its trials are numbered
``0, 1, 2, ...`` (the records' ``trial`` field) and each record holds the ladder ``level`` it ran
at and the ``procedure``. To plan, :class:`ChainPlanner` replays a chain's recorded outcomes, in
trial order, into a fresh procedure (the same outcomes give the same state) and asks it for the
level of the next trial. So a run stopped at any point resumes where it was: the records are
the procedure's state.

A trial recorded as an error has no outcome. When errors are retried (the default) the chain
waits on it: it is planned again at its recorded level (the procedure, fed the same trials
before it, proposes that level again) and nothing after it is planned until it has an outcome.
With ``--keep-errors`` it keeps its place and the chain goes on without its outcome.

Replaying QUEST+ costs a few milliseconds a trial, so the planner keeps each chain's procedure
between rounds and feeds it only the outcomes it has not seen, rebuilding it when the records
no longer start with what it was fed (a record redone, a folder edited).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from experiments.adaptive.procedures import Procedure, make_procedure
from experiments.engine.log import TRIALS_FILE, latest_per_trial, read_log


@dataclass(frozen=True)
class Step:
    """One planned trial of a chain: its number and its ladder level."""

    trial: int
    level: int


@dataclass
class ChainPlanner:
    """Plans every chain's recorded trials plus its next one (see the module docs).

    Attributes:
        procedure: a key of :data:`~experiments.adaptive.procedures.PROCEDURES`.
        num_levels: the ladder's length.
        budget: trials per chain.
        retry_errors: whether an error record is retried before the chain goes on.
        outcome: a record's success (True/False), or None when it has none (an error).
    """

    procedure: str
    num_levels: int
    budget: int
    retry_errors: bool
    outcome: Callable[[dict[str, Any]], bool | None]
    _cache: dict[Hashable, tuple[list[tuple[int, bool]], Procedure]] = field(
        default_factory=dict, repr=False
    )

    def steps(self, chain: Hashable, records: Mapping[int, dict[str, Any]]) -> list[Step]:
        """The chain's steps: each recorded trial (at its level) in order, then the next one.

        Args:
            chain: the chain's identity (the key of the planner's cache).
            records: the chain's latest record per trial number.
        """
        fed: list[tuple[int, bool]] = []
        out: list[Step] = []
        trial = 0
        while trial < self.budget and trial in records:
            record = records[trial]
            level = int(record["level"])
            success = self.outcome(record) if record.get("status") == "ok" else None
            if success is None and self.retry_errors:
                break  # planned again below, at the level the procedure proposes (the same)
            out.append(Step(trial, level))
            if success is not None:
                fed.append((level, success))
            trial += 1
        if trial < self.budget:
            out.append(Step(trial, self._procedure(chain, fed).next_level()))
        return out

    def _procedure(self, chain: Hashable, fed: list[tuple[int, bool]]) -> Procedure:
        seen, proc = self._cache.get(chain, ([], None))
        if proc is None or fed[: len(seen)] != seen:
            seen, proc = [], make_procedure(self.procedure, self.num_levels)
        for level, success in fed[len(seen) :]:
            proc.update(level, success)
        self._cache[chain] = (list(fed), proc)
        return proc


def solve_outcome(record: dict[str, Any]) -> bool | None:
    """A trial's outcome for the procedure: its ``solve.success`` (mazes and puzzles alike)."""
    solve = record.get("solve")
    success = solve.get("success") if isinstance(solve, dict) else None
    return success if isinstance(success, bool) else None


def chain_records(
    records: list[dict[str, Any]], tasks: tuple[str | None, ...], procedure: str
) -> dict[tuple[str, str, str], dict[int, dict[str, Any]]]:
    """The latest records of an adaptive run, by chain ``(model, solve_mode, encoding)`` and
    trial number: records of ``tasks`` that carry an integer ``level`` and this ``procedure``."""
    chains: dict[tuple[str, str, str], dict[int, dict[str, Any]]] = {}
    for record in records:
        level, trial = record.get("level"), record.get("trial")
        if (
            record.get("task") not in tasks
            or record.get("procedure") != procedure
            or isinstance(level, bool)
            or not isinstance(level, int)
            or isinstance(trial, bool)
            or not isinstance(trial, int)
        ):
            continue
        mode = str(record.get("solve_mode") or "interactive")
        key = (str(record.get("model")), mode, str(record.get("encoding")))
        chains.setdefault(key, {})[trial] = record
    return chains


class LadderChains:
    """What every study's adaptive plan shares: the procedure, its planner over the study's
    ladder (``labels``: one per level, easiest first), the folder setting, what a chain's record
    adds, and the chains recorded so far. A study's plan (``experiments.maze.adaptive``,
    ``experiments.puzzle.adaptive``) adds its own items and steps.

    ``config`` is the study's config (``adaptive``, ``adaptive_trials``, ``retry_errors``,
    ``out_dir``); ``tasks`` the ``task`` values of its records.
    """

    def __init__(self, config: Any, tasks: tuple[str | None, ...], labels: Sequence[str]) -> None:
        if config.adaptive is None:
            raise ValueError("adaptive=None is not allowed here; allowed: staircase or quest")
        self.config = config
        self.tasks = tasks
        self.procedure = config.adaptive
        self.labels = tuple(labels)
        self.planner = ChainPlanner(
            procedure=config.adaptive,
            num_levels=len(self.labels),
            budget=config.adaptive_trials,
            retry_errors=config.retry_errors,
            outcome=solve_outcome,
        )

    def settings(self) -> dict[str, Any]:
        """The folder setting ``adaptive``: the procedure and the ladder's levels."""
        return {"procedure": self.procedure, "ladder": list(self.labels)}

    def extras(self, level: int) -> dict[str, Any]:
        """What a chain's record adds to the study's record."""
        return {"level": level, "procedure": self.procedure}

    def recorded(self) -> dict[tuple[str, str, str], dict[int, dict[str, Any]]]:
        """The chains in the folder's log so far (:func:`chain_records` of the latest record of
        each trial)."""
        kept, _ = latest_per_trial(read_log(self.config.out_dir / TRIALS_FILE).lines)
        return chain_records([i.record for i in kept], self.tasks, self.procedure)
