"""What a run did: :class:`RunSummary`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

RUN_COUNTS: tuple[str, ...] = (
    "completed",
    "errors",
    "redone",
    "restored",
    "solve_successes",
    "recognize_successes",
    "generate_successes",
    "tokens",
)
"""The counts of what a run did that add up over several runs (rounds, shards)."""


@dataclass
class RunSummary:
    """What a run did.

    Attributes:
        out_dir: the output folder.
        planned: trials in the plan.
        skipped: trials already finished before this run (resumed).
        completed: trials finished in this run with ``status="ok"``.
        errors: trials recorded with ``status="error"`` in this run.
        redone: trials finished earlier that this run had to redo (their transcripts were lost
            or damaged beyond repair, or their record broke the schema).
        restored: finished trials whose transcript was rewritten from their ``.json``.
        manifest_rewritten: the folder's manifest was damaged (not a JSON object) and was
            written anew from this run (the history of earlier plans in it is lost).
        interrupted: True when Ctrl-C stopped the run early.
        stopped: why the run stopped early (a fatal API error, too many errors in a row),
            else None. Finished trials are kept; rerunning resumes.
        nothing_to_do: the folder already held every planned trial; nothing was written.
        solve_successes, recognize_successes, generate_successes: among this run's ok trials.
        tokens: input + output tokens used in this run.
    """

    out_dir: Path
    planned: int = 0
    skipped: int = 0
    completed: int = 0
    errors: int = 0
    redone: int = 0
    restored: int = 0
    manifest_rewritten: bool = False
    interrupted: bool = False
    stopped: str | None = None
    nothing_to_do: bool = False
    solve_successes: int = 0
    recognize_successes: int = 0
    generate_successes: int = 0
    tokens: int = 0
    wall_time_s: float = 0.0

    def add_counts(self, other: RunSummary) -> None:
        """Add ``other``'s :data:`RUN_COUNTS` to this summary's."""
        for name in RUN_COUNTS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
