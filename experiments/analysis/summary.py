"""The report's per-model rate tables: the headline comparison it opens with and ``summary.csv``.

Both read the maze frame, one row group per model × encoding (× shape × phase for the CSV), the
flexible verdict beside the strict one and the format-compliance rate.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from typing import Any

from envs.records import PHASES
from experiments.analysis.frame import (
    CLUSTERS,
    encoding_order,
    format_column,
    shape_order,
    strict_column,
)
from experiments.analysis.tables import (
    estimate,
    format_rate_cell,
    mean_cell,
    rate_cell,
    reads_replies,
    strict_rate_cell,
    text_table,
    unreadable_rate_cell,
)

SUMMARY_COLUMNS = (
    "model", "encoding", "shape", "phase", "n", "successes", "rate", "ci_low", "ci_high",
    "strict_n", "strict_successes", "strict_rate", "strict_ci_low", "strict_ci_high",
    "format_followed", "format_rate",
)  # fmt: skip
"""``n`` … ``ci_high`` read the flexible verdict; the ``strict_`` columns the strict one over the
``strict_n`` trials that have it (empty when none has: old records, RL agents, people);
``format_followed`` of those followed the asked format (``format_rate`` its share). The
intervals are cluster-robust (by maze; for people by participant and maze, crossed), Wilson's
when no maze holds two of the row's trials."""


def headline_table(maze: Any, models: Sequence[str]) -> str:
    """One row per model × encoding: trials, each phase's flexible rate (Wilson CI) beside its
    strict rate, the format-compliance rate and the unreadable rate (replies the flexible reading
    abstained on) over every phase, moves and efficiency. A model that writes no replies (an RL
    agent) shows ``"—"`` as its unreadable rate, as it does for the format.

    Strict and format cells are ``"—"`` for a producer without strict verdicts, and name their
    ``n`` when only some of the trials have one (old records merged with new ones).
    """
    headers = ["model", "encoding", "trials",
               *(name for p in PHASES for name in (p, f"{p} strict")),
               "format followed", "unreadable", "mean moves", "efficiency"]  # fmt: skip
    if maze.empty:
        return text_table(headers, [["(no maze trials)", *[""] * (len(headers) - 1)]])
    rows = []
    for m in models:
        g_model = maze[maze["model"] == m]
        replies = reads_replies(g_model, PHASES)
        for e in encoding_order(g_model["encoding"].unique()):
            g = g_model[g_model["encoding"] == e]
            solved = g[g["solve"] == 1]
            efficiency = solved["optimal_moves"] / solved["moves"].where(solved["moves"] > 0)
            phase_cells = [
                cell
                for p in PHASES
                for cell in (rate_cell(g[p], False, g[CLUSTERS]), strict_rate_cell(g, p))
            ]
            rows.append(
                [m, e, len(g), *phase_cells, format_rate_cell(g, PHASES),
                 unreadable_rate_cell(g, PHASES, replies),
                 mean_cell(solved["moves"], 1), mean_cell(efficiency, 2)]
            )  # fmt: skip
    return text_table(headers, rows)


def summary_rows(maze: Any, models: Sequence[str]) -> list[list[Any]]:
    """Rows of ``summary.csv``: model × encoding × shape × phase with n, successes, rate and a
    cluster-robust 95% interval (:func:`~experiments.analysis.tables.estimate`)."""
    rows: list[list[Any]] = []
    if maze.empty:
        return rows
    for m in models:
        g_model = maze[maze["model"] == m]
        for e in encoding_order(g_model["encoding"].unique()):
            g_enc = g_model[g_model["encoding"] == e]
            for s in shape_order(g_enc["shape"].unique()):
                g = g_enc[g_enc["shape"] == s]
                clusters = g[CLUSTERS]  # once per row group: six estimates read it
                for p in PHASES:
                    successes, n, rate, lo, hi = estimate(g[p], clusters)
                    if n == 0:
                        continue
                    row = [m, e, s, p, n, successes, *(f"{v:.6f}" for v in (rate, lo, hi))]
                    strict_s, strict_n, *strict_rates = estimate(g[strict_column(p)], clusters)
                    followed, _, format_rate, _, _ = estimate(g[format_column(p)])
                    if strict_n:
                        row += [strict_n, strict_s, *(f"{v:.6f}" for v in strict_rates)]
                        row += [followed, f"{format_rate:.6f}"]
                    else:
                        row += [0, "", "", "", "", "", ""]
                    rows.append(row)
    return rows


def summary_csv_text(rows: list[list[Any]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(SUMMARY_COLUMNS)
    writer.writerows(rows)
    return buffer.getvalue()
