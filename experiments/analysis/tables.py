"""Small formatting helpers shared by the report sections: rate cells and markdown tables."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from envs.stats import wilson_interval
from experiments.analysis.cluster_rates import Rate, clustered_rate
from experiments.analysis.frame import format_column, strict_column, unreadable_column
from experiments.analysis.stats import TestResult, p_text

#: Significance level for the plain-language readings.
ALPHA = 0.05


def estimate(values: Any, clusters: Any = None) -> tuple[int, int, float, float, float]:
    """``(successes, n, rate, low, high)`` for a pandas Series of 1.0/0.0/NaN outcomes.

    The interval is Wilson's; with ``clusters`` (as :func:`rate_cell` takes them) the
    cluster-robust one, which is Wilson's when no cluster holds two of the trials.
    """
    valid = values.dropna()
    n = len(valid)
    s = int(valid.sum()) if n else 0
    if clusters is not None and n:
        result = _clustered(values, clusters)
        return s, n, s / n, result.low, result.high
    lo, hi = wilson_interval(s, n)
    return s, n, (s / n if n else math.nan), lo, hi


def _clustered(values: Any, clusters: Any) -> Rate:
    """:func:`clustered_rate` of the outcomes ``values`` holds, ``clusters`` a Series of keys
    or a frame of two key columns (crossed groupings) over the same index."""
    valid = values.dropna()
    keys = clusters.reindex(valid.index)
    if getattr(keys, "ndim", 1) == 2:
        return clustered_rate(valid, keys.iloc[:, 0], keys.iloc[:, 1])
    return clustered_rate(valid, keys)


def percent(value: float, digits: int = 1) -> str:
    """``0.625 -> "62.5%"``; NaN -> ``"—"``."""
    return "—" if math.isnan(value) else f"{100 * value:.{digits}f}%"


def rate_cell(values: Any, with_n: bool = True, clusters: Any = None) -> str:
    """``"62.5% [48.1–75.0] (n=40)"`` or ``"—"`` when the phase never ran.

    With ``clusters`` (a Series over the same index, e.g. the frame's ``cluster`` column, or a
    frame of two columns, :data:`~experiments.analysis.frame.CLUSTERS`, whose groupings may
    cross) and a cluster that holds more than one of the trials, the interval is the
    cluster-robust one (:func:`~experiments.analysis.cluster_rates.clustered_rate`) and the cell
    says how many clusters: ``"62.5% [44.0–78.0] (n=40 in 20 clusters)"``, or ``"in 12 × 36
    clusters"`` when participants cross mazes.
    """
    if clusters is None:
        _, n, rate, lo, hi = estimate(values)
        if n == 0:
            return "—"
        return f"{percent(rate)} [{100 * lo:.1f}–{100 * hi:.1f}]" + (f" (n={n})" if with_n else "")
    # One clustered estimate gives both the interval and the cluster count (estimate() would
    # compute the same one again).
    result = _clustered(values, clusters)
    n, rate, lo, hi = result.n, result.rate, result.low, result.high
    if n == 0:
        return "—"
    where = ""
    if result.crossed_clusters:
        where = f" in {result.clusters} × {result.crossed_clusters} clusters"
    elif result.clusters < result.n:
        where = f" in {result.clusters} clusters"
    text = f"{percent(rate)} [{100 * lo:.1f}–{100 * hi:.1f}]"
    if where and not with_n:
        return f"{text} ({where.removeprefix(' in ')})"
    return f"{text} (n={n}{where})" if with_n else text


def _coverage(n: int, ran: int) -> str:
    """`` (n=30)`` when only ``n`` of the ``ran`` trials have a strict verdict, else nothing."""
    return f" (n={n})" if n < ran else ""


def strict_rate_cell(frame: Any, phase: str, with_ci: bool = False) -> str:
    """The strict success rate of ``phase`` over the trials that have a strict verdict.

    ``"—"`` when none has (old records, RL agents, people); the cell names its ``n`` when only
    some of the trials that ran the phase have one.
    """
    _, n, rate, lo, hi = estimate(frame[strict_column(phase)])
    if n == 0:
        return "—"
    text = f"{percent(rate)} [{100 * lo:.1f}–{100 * hi:.1f}]" if with_ci else percent(rate)
    return text + _coverage(n, int(frame[phase].notna().sum()))


def format_rate_cell(frame: Any, phases: Sequence[str]) -> str:
    """Share of the replies of ``phases`` (one per trial and phase) that followed the asked
    format, over those with a strict verdict; ``"—"`` when none has one."""
    followed = sum(int(frame[format_column(p)].sum()) for p in phases)
    n = sum(int(frame[format_column(p)].notna().sum()) for p in phases)
    if n == 0:
        return "—"
    ran = sum(int(frame[p].notna().sum()) for p in phases)
    return percent(followed / n) + _coverage(n, ran)


def reads_replies(frame: Any, phases: Sequence[str]) -> bool:
    """Whether the producer of ``frame``'s trials writes replies that a reader reads: some
    phase carries a format verdict or an unreadable reason. An RL agent (or a person clicking
    moves) has neither."""
    return any(
        bool((frame[format_column(p)].notna() | (frame[unreadable_column(p)] == 1)).any())
        for p in phases
    )


def unreadable_rate_cell(frame: Any, phases: Sequence[str], replies: bool | None = None) -> str:
    """Share of the replies of ``phases`` the flexible reading abstained on (``unreadable``),
    over the phases that ran; ``"—"`` when none ran or the producer writes no replies.

    Args:
        frame: the trials of one producer (a model, or a model and encoding).
        phases: the phases counted.
        replies: whether the producer writes replies (:func:`reads_replies` of all its trials,
            so one encoding of a model is not told apart from another); default: read off
            ``frame``. Without replies the cell is ``"—"`` like *format followed*, never a 0%
            that claims every reply was read.
    """
    if not (reads_replies(frame, phases) if replies is None else replies):
        return "—"
    flagged = sum(int(frame[unreadable_column(p)].sum()) for p in phases)
    n = sum(int(frame[unreadable_column(p)].notna().sum()) for p in phases)
    return "—" if n == 0 else percent(flagged / n)


def mean_cell(values: Any, digits: int = 2) -> str:
    """Mean of the finite values, ``"—"`` when there are none."""
    valid = values.dropna()
    return "—" if valid.empty else f"{float(valid.mean()):.{digits}f}"


def md_table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> list[str]:
    """A GitHub-flavoured markdown table as lines (pipes in cells are escaped)."""

    def clean(value: Any) -> str:
        return str(value).replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(clean(h) for h in headers) + " |"]
    lines.append("|" + "|".join("---" for _ in headers) + "|")
    lines.extend("| " + " | ".join(clean(c) for c in row) + " |" for row in rows)
    return lines


def text_table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A plain-text table with aligned columns (for terminals and the report's opening)."""
    cells = [[str(h) for h in headers], *[[str(c) for c in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    lines = [
        "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in cells
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def significant(test: TestResult) -> bool:
    """Whether the test rejects at :data:`ALPHA`."""
    return test.p_value < ALPHA


def contrast_reading(name_a: str, name_b: str, diff: float, what: str, test: TestResult) -> str:
    """One plain sentence comparing two rates (``diff`` = rate A - rate B)."""
    points = abs(100 * diff)
    tail = f"{p_text(test.p_value)}, n = {test.n} {test.unit}"
    if significant(test):
        winner, loser = (name_a, name_b) if diff > 0 else (name_b, name_a)
        return f"{winner} beats {loser} on {what} by {points:.0f} points, {tail}."
    return (
        f"{name_a} and {name_b} do not differ significantly on {what} "
        f"({name_a} {100 * diff:+.0f} points, {tail})."
    )
