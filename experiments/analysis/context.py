"""What every report section is built from: the :class:`Context` it reads, the :class:`Section`
it returns, and the cells, labels and thresholds several sections share.

Section functions (:mod:`experiments.analysis.sections`, :mod:`experiments.analysis.hypotheses`
and the others) take a :class:`Context` and return a :class:`Section`; sections never raise on
degenerate data: whatever a test cannot compute becomes a stated skip.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from envs.records import PHASES
from experiments.analysis import plots
from experiments.analysis.frame import (
    DEFAULT_TEST_VERDICT,
    PHASE_NAMES,
    STRICT_VERDICT,
    encoding_order,
)
from experiments.analysis.stats import TestResult, format_number, format_p
from experiments.analysis.tables import estimate

#: McNemar is used when at least this share of the smaller group's trials pair up.
MIN_PAIRED_SHARE = 0.5
#: Logistic fits need this many trials of the rarer outcome per parameter.
EVENTS_PER_PARAMETER = 5
DIFFICULTY_ORDER = ("easy", "medium", "hard")


@dataclass
class Section:
    """One report section: markdown body, figures drawn, analyses skipped with reasons."""

    key: str
    title: str
    lines: list[str] = field(default_factory=list)
    figures: list[Path] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)

    def add(self, *lines: str) -> None:
        """Append markdown lines."""
        self.lines.extend(lines)

    def skip(self, what: str, reason: str) -> None:
        """Record a skipped analysis and say so in the body."""
        self.skipped.append((what, reason))
        self.lines.extend(["", f"*Skipped — {what}: {reason}.*", ""])

    def figure(self, path: Path, caption: str) -> None:
        """Reference a drawn figure (paths in the report are relative to its folder); nothing
        when figures are not drawn (``figure_format="none"``: the report says so once)."""
        if not plots.drawing():
            return
        self.figures.append(path)
        self.lines.extend([f"![{caption}]({path.parent.name}/{path.name})", ""])


@dataclass
class Context:
    """Inputs every section reads.

    Attributes:
        maze: one row per usable maze trial (:func:`experiments.analysis.frame.maze_frame`) of
            the solve mode sections 1-9 read (interactive when there are such trials).
        puzzle: one row per rotation-puzzle evaluation.
        figures_dir: folder the PNGs go to.
        models: every model, in display order.
        trend_models: the ordered models H3's trend test runs over.
        order_source: where ``trend_models``' order came from, for the report.
    """

    maze: Any
    puzzle: Any
    figures_dir: Path
    models: list[str]
    trend_models: list[str]
    order_source: str
    all_modes: Any = None
    """Every maze trial, of every solve mode (sections 1-9 read :attr:`maze` only)."""
    all_sizes: Any = None
    """The trials of :attr:`maze`'s solve mode at every size (:attr:`maze` holds the 5x5 ones
    when there are such and other sizes too)."""
    verdict: str = DEFAULT_TEST_VERDICT
    """The reading the phase columns of :attr:`maze` and :attr:`all_modes` hold."""

    def with_frames(self, maze: Any, all_modes: Any, verdict: str) -> Context:
        """The same context over trial tables whose phase columns hold ``verdict``."""
        return dataclasses.replace(self, maze=maze, all_modes=all_modes, verdict=verdict)

    def none_ran(self, phase: str) -> str:
        """Why :meth:`ran` is empty, in the words of the verdict read."""
        if self.verdict == STRICT_VERDICT:
            return f"no trial has a strict {phase} verdict (old records, RL agents, people)"
        return f"no trial ran the {phase} phase"

    def ran(self, phase: str) -> Any:
        """Maze trials where ``phase`` ran."""
        return self.maze[self.maze[phase].notna()]

    def each_phase_ran(self, sec: Section, skipped: str) -> Iterator[tuple[str, str, Any]]:
        """``(phase, name, trials)`` for each phase in order that some maze trial ran (its
        :meth:`ran` trials); a phase none ran is a stated skip in ``sec``: ``skipped`` with the
        phase's name for ``{name}`` (``"H1 on {name}"``), and :meth:`none_ran`'s reason."""
        for phase in PHASES:
            sub = self.ran(phase)
            name = PHASE_NAMES[phase]
            if sub.empty:
                sec.skip(skipped.format(name=name), self.none_ran(phase))
                continue
            yield phase, name, sub

    def fig(self, name: str) -> Path:
        """Path of a figure file."""
        return self.figures_dir / f"{name}.png"


def model_encodings(frame: Any, models: Sequence[str]) -> list[tuple[str, str]]:
    """(model, encoding) pairs present in ``frame``, models in display order."""
    pairs = set(zip(frame["model"], frame["encoding"], strict=True))
    return [
        (m, e)
        for m in models
        for e in encoding_order(e for mm, e in pairs if mm == m)
        if (m, e) in pairs
    ]


def figure_slug(name: str) -> str:
    """A model name as a file-name part (``"qwen/qwen-2.5"`` -> ``"qwen_qwen-2.5"``)."""
    return "".join(c if c.isalnum() or c in "-." else "_" for c in name)


def pair_label(model: str, encoding: str) -> str:
    """A model × encoding pair as a figure legend names it."""
    return f"{model} · {encoding}"


def plot_estimate(values: Any) -> plots.Estimate:
    _, _, rate, lo, hi = estimate(values)
    return (rate, lo, hi)


def test_cells(test: TestResult) -> list[str]:
    stat = f"{test.statistic_name} = {format_number(test.statistic)}"
    if test.df is not None:
        stat += f" (df {test.df})"
    return [test.test, stat, format_p(test.p_value), f"{test.n} {test.unit}"]


TEST_HEADERS = ["test", "statistic", "p", "n"]
