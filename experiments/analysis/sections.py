"""The report's descriptive sections: success rates (1), solving (2), recognition (3),
generation (4), and rotation puzzles outside the puzzle study (10).

Each section function takes the :class:`~experiments.analysis.context.Context` (the trial tables
and where figures go) and returns a :class:`~experiments.analysis.context.Section`: markdown
lines (table, test, statistic, p-value, n and a one-line plain reading), the figures it drew,
and what it had to skip and why. Sections never raise on degenerate data: whatever a test
cannot compute becomes a stated skip. The hypothesis tests are
:mod:`experiments.analysis.hypotheses`', the solve-mode and size comparisons
:mod:`experiments.analysis.modes_sizes`'.
"""

from __future__ import annotations

import math
from typing import Any

from envs.maze_nav.constants import OUT_OF_MOVES
from envs.records import PHASES, Phase
from experiments.analysis import plots
from experiments.analysis.context import (
    DIFFICULTY_ORDER,
    Context,
    Section,
    figure_slug,
    model_encodings,
    pair_label,
    plot_estimate,
)
from experiments.analysis.frame import (
    CLUSTERS,
    PHASE_NAMES,
    VERDICTS,
    ordered,
    shape_order,
    strict_column,
)
from experiments.analysis.stats import format_number
from experiments.analysis.tables import (
    format_rate_cell,
    md_table,
    mean_cell,
    rate_cell,
    strict_rate_cell,
)

EXTRA_PREDICTIONS = ("none", "ambiguous")


# --- 1. success rates -------------------------------------------------------------------------


def success_rates(ctx: Context) -> Section:
    """Success rate per phase by model, encoding and shape, with Wilson 95% intervals."""
    sec = Section("success_rates", "1. Success rate per phase by model, encoding and shape")
    sec.add(
        "Rates with 95% Wilson score intervals; `n` counts trials that ran the phase "
        "(error records excluded). Shape columns and *all shapes* read the flexible verdict; "
        "*all shapes, strict* the strict one and *format followed* the share of replies in the "
        "asked format, both over the trials that have a strict verdict (`—`: none has; "
        "an `n` is named when only some have).",
        "",
    )
    phases = [p for p in PHASES if not ctx.ran(p).empty]
    if phases and plots.drawing():  # the figure's numbers only when it is drawn
        overview = {
            pair_label(m, e): [
                plot_estimate(
                    ctx.maze.loc[(ctx.maze["model"] == m) & (ctx.maze["encoding"] == e), p]
                )
                for p in phases
            ]
            for m, e in model_encodings(ctx.maze, ctx.models)
        }
        path = plots.rate_bars(
            ctx.fig("01_overview"), [PHASE_NAMES[p] for p in phases], overview,
            "Success by phase, model and encoding", "phase",
        )  # fmt: skip
        sec.figure(path, "overview: success by phase")
    # Section 1 reads the flexible verdict, so none_ran says "no trial ran the ... phase".
    for phase, name, sub in ctx.each_phase_ran(sec, "{name} rates"):
        shapes = shape_order(sub["shape"].unique())
        groups = model_encodings(sub, ctx.models)
        rows, strict_rows = [], []
        for m, e in groups:
            g = sub[(sub["model"] == m) & (sub["encoding"] == e)]
            # A maze played more than once (repeats) gets a cluster-robust interval.
            clusters = g[CLUSTERS]
            cells = [rate_cell(g.loc[g["shape"] == s, phase], clusters=clusters) for s in shapes]
            rows.append(
                [m, e, *cells, rate_cell(g[phase], clusters=clusters),
                 strict_rate_cell(g, phase, with_ci=True),
                 format_rate_cell(g, [phase])]
            )  # fmt: skip
            if g[strict_column(phase)].notna().any():
                strict_rows.append(
                    [m, e, *(strict_rate_cell(g[g["shape"] == s], phase, True) for s in shapes)]
                )
        sec.add(f"### {name.capitalize()}", "")
        sec.add(
            *md_table(
                ["model", "encoding", *shapes, "all shapes", "all shapes, strict",
                 "format followed"],
                rows,
            ),
            "",
        )  # fmt: skip
        if strict_rows:
            sec.add(f"Strict reading by shape ({name}):", "")
            sec.add(*md_table(["model", "encoding", *shapes], strict_rows), "")
        if not plots.drawing():
            continue
        series = {
            pair_label(m, e): [
                plot_estimate(
                    sub.loc[
                        (sub["model"] == m) & (sub["encoding"] == e) & (sub["shape"] == s), phase
                    ]
                )
                for s in shapes
            ]
            for m, e in groups
        }
        path = plots.rate_bars(
            ctx.fig(f"01_success_{phase}"), shapes, series,
            f"{name.capitalize()} success by shape", "shape",
        )  # fmt: skip
        sec.figure(path, f"{name} success by shape")
    return sec


# --- 2. solving ---------------------------------------------------------------------------------


def _failure_label(failure: Any, reason: Any) -> str:
    if failure == "invalid_move":
        return f"invalid move: {reason}" if reason else "invalid move"
    if failure == OUT_OF_MOVES:  # the frame already reads old "max_steps" records as this
        return "max moves"
    return str(failure) if failure else "unspecified"


def _phase_section(ctx: Context, key: str, title: str, phase: Phase) -> tuple[Section, Any]:
    """A phase's section and the trials that ran the phase (the section says so when none did)."""
    sec = Section(key, title)
    sub = ctx.ran(phase)
    if sub.empty:
        sec.skip(f"{PHASE_NAMES[phase]} analysis", f"no trial ran the {phase} phase")
    return sec, sub


def solving(ctx: Context) -> Section:
    """Moves and efficiency per successful solve by shape, failure types, move validity."""
    sec, sub = _phase_section(
        ctx, "solving", "2. Solving: moves, efficiency, failure types, move validity", "solve"
    )
    if sub.empty:
        return sec
    solved = sub[sub["solve"] == 1].copy()
    solved["efficiency"] = solved["optimal_moves"] / solved["moves"].where(solved["moves"] > 0)
    sec.add(
        "Efficiency is optimal moves ÷ moves taken on successful solves (1.0 = a shortest path).",
        "",
    )
    if solved.empty:
        sec.skip("moves per successful solve", "no maze was solved")
    else:
        # Per model: agents solve different mixes of shapes, so a pooled mean per shape would
        # mostly say which agent solved it.
        shapes = shape_order(solved["shape"].unique())
        models = [m for m in ctx.models if (solved["model"] == m).any()]
        rows = []
        means: dict[str, list[float]] = {}
        effs: dict[str, list[float]] = {}
        for m in models:
            means[m], effs[m] = [], []
            for s in shapes:
                g = solved[(solved["model"] == m) & (solved["shape"] == s)]
                moves = g["moves"].dropna()
                sd = float(moves.std()) if len(moves) > 1 else math.nan
                means[m].append(float(moves.mean()) if len(moves) else math.nan)
                effs[m].append(
                    float(g["efficiency"].dropna().mean())
                    if g["efficiency"].notna().any()
                    else math.nan
                )
                if len(g):
                    rows.append([m, s, len(g), mean_cell(g["moves"]), format_number(sd),
                                 mean_cell(g["efficiency"])])  # fmt: skip
        sec.add("### Moves per successful solve, by model and shape", "")
        sec.add(*md_table(["model", "shape", "solves", "mean moves", "sd", "efficiency"], rows), "")
        sec.figure(
            plots.value_lines(
                ctx.fig("02_moves_by_shape"), shapes, means,
                "Moves per successful solve, per model", "shape", "moves",
            ),
            "moves per successful solve by model and shape",
        )  # fmt: skip
        sec.figure(
            plots.value_lines(
                ctx.fig("02_efficiency_by_shape"), shapes, effs,
                "Path efficiency of successful solves, per model", "shape", "optimal ÷ taken",
            ),
            "efficiency by model and shape",
        )  # fmt: skip
    groups = model_encodings(sub, ctx.models)
    rows = []
    for m, e in groups:
        g = sub[(sub["model"] == m) & (sub["encoding"] == e)]
        gs = solved[(solved["model"] == m) & (solved["encoding"] == e)]
        total_moves = g["moves"].dropna().sum()
        pooled = g["valid_moves"].dropna().sum() / total_moves if total_moves > 0 else math.nan
        rows.append(
            [
                m, e, len(g), rate_cell(g["solve"], with_n=False), mean_cell(gs["moves"]),
                mean_cell(gs["efficiency"]), mean_cell(g["validity_rate"], 3),
                format_number(pooled),
            ]
        )  # fmt: skip
    sec.add("### By model and encoding", "")
    sec.add(
        *md_table(
            ["model", "encoding", "n", "solved", "mean moves (solves)", "efficiency",
             "mean move validity", "valid ÷ all moves"],
            rows,
        ),
        "",
    )  # fmt: skip
    failed = sub[sub["solve"] == 0]
    if failed.empty:
        sec.skip("failure types", "every solve attempt succeeded")
        return sec
    labels = [
        _failure_label(f, r)
        for f, r in zip(failed["failure"], failed["invalid_reason"], strict=True)
    ]
    failed = failed.assign(label=labels)
    kinds = ordered(labels, ["max moves"])
    fail_groups = model_encodings(failed, ctx.models)
    rows, stacks = [], {k: [] for k in kinds}
    for m, e in fail_groups:
        g = failed[(failed["model"] == m) & (failed["encoding"] == e)]
        counts = [int((g["label"] == k).sum()) for k in kinds]
        rows.append([m, e, len(g), *counts])
        for k, c in zip(kinds, counts, strict=True):
            stacks[k].append(c / len(g))
    sec.add("### Failure types (counts of failed solves)", "")
    sec.add(*md_table(["model", "encoding", "failures", *kinds], rows), "")
    sec.figure(
        plots.stacked_bars(
            ctx.fig("02_failure_types"), [pair_label(m, e) for m, e in fail_groups], stacks,
            "Why solves failed", "share of failed solves",
        ),
        "failure types",
    )  # fmt: skip
    return sec


# --- 3. recognition -----------------------------------------------------------------------------


def recognition(ctx: Context) -> Section:
    """Confusion matrix of true vs predicted shape, and recognition by encoding."""
    sec, sub = _phase_section(
        ctx,
        "recognition",
        "3. Recognition: confusion matrix and recognition by encoding",
        "recognize",
    )
    if sub.empty:
        return sec
    # One matrix per model: agents see different mixes of shapes and confuse them differently.
    for m in [m for m in ctx.models if (sub["model"] == m).any()]:
        g = sub[sub["model"] == m]
        predicted = g["predicted"].fillna("(missing)").astype(str)
        truths = shape_order(g["shape"].unique())
        known = [p for p in predicted.unique() if p not in EXTRA_PREDICTIONS]
        columns = [*shape_order(set(truths) | set(known)), *EXTRA_PREDICTIONS]
        counts = [
            [int(((g["shape"] == t) & (predicted == p)).sum()) for p in columns] for t in truths
        ]
        sec.add(f"### Confusion matrix of {m} (rows: true shape, columns: predicted; counts)", "")
        sec.add(
            *md_table(
                ["true \\ predicted", *columns],
                [[t, *c] for t, c in zip(truths, counts, strict=True)],
            ),
            "",
        )
        sec.figure(
            plots.heatmap(
                ctx.fig(f"03_confusion_{figure_slug(m)}"), counts, truths, columns,
                f"Recognition by {m}: true vs predicted shape", "predicted", "true shape",
            ),
            f"confusion matrix of {m}",
        )  # fmt: skip
    rows = [[e, m, rate_cell(sub.loc[(sub["model"] == m) & (sub["encoding"] == e), "recognize"])]
             for m, e in model_encodings(sub, ctx.models)]  # fmt: skip
    sec.add("### Recognition by encoding", "")
    sec.add(*md_table(["encoding", "model", "recognition rate"], rows), "")
    sec.add("The encoding test for recognition is in section 5 (H1).", "")
    return sec


# --- 4. generation ------------------------------------------------------------------------------


def generation(ctx: Context) -> Section:
    """The four generation verdicts separately and together."""
    sec, sub = _phase_section(
        ctx, "generation", "4. Generation: format, shape, novelty and path verdicts", "generate"
    )
    if sub.empty:
        return sec
    columns = [*(f"gen_{v}" for v in VERDICTS), "generate"]
    names = [*VERDICTS, "all four"]
    groups = model_encodings(sub, ctx.models)
    rows = []  # per model and encoding only: no row pools the agents
    series = {}
    for m, e in groups:
        g = sub[(sub["model"] == m) & (sub["encoding"] == e)]
        rows.append([m, e, len(g), *(rate_cell(g[c], with_n=False) for c in columns)])
        series[pair_label(m, e)] = [plot_estimate(g[c]) for c in columns]
    sec.add(*md_table(["model", "encoding", "n", *names], rows), "")
    sec.figure(
        plots.rate_bars(ctx.fig("04_generation_verdicts"), names, series,
                        "Generation verdicts", "verdict", "pass rate"),
        "generation verdicts",
    )  # fmt: skip
    return sec


# --- 10. rotation puzzles outside the puzzle study ---------------------------------------------


def rotation_puzzles(ctx: Context) -> Section:
    """Solve rate by model × difficulty for rotation-puzzle evaluations outside the puzzle study
    (RL agents on RotationPuzzle-v0)."""
    sec = Section("rotation_puzzle", "10. Rotation puzzles: solve rate by model and difficulty")
    # The puzzle study's records (with a grid) are the puzzle study's section's.
    frame = ctx.puzzle[ctx.puzzle["grid"].isna()] if not ctx.puzzle.empty else ctx.puzzle
    sub = frame[frame["solve"].notna()]
    if sub.empty:
        sec.skip("rotation puzzles", "no rotation-puzzle record has a solve result")
        return sec
    levels = ordered(sub["difficulty"].unique(), DIFFICULTY_ORDER)
    models = ordered(sub["model"].unique(), ctx.models)
    rows = []
    for m in models:
        g = sub[sub["model"] == m]
        cells = [rate_cell(g.loc[g["difficulty"] == d, "solve"]) for d in levels]
        rows.append([m, *cells, rate_cell(g["solve"])])
    sec.add(*md_table(["model", *levels, "all"], rows), "")
    series = {}
    for m in models:
        g = sub[sub["model"] == m]
        series[m] = [plot_estimate(g.loc[g["difficulty"] == d, "solve"]) for d in levels]
    sec.figure(
        plots.rate_bars(ctx.fig("10_rotation_puzzles"), levels, series,
                        "Rotation puzzles solved", "difficulty", "solve rate"),
        "rotation puzzles",
    )  # fmt: skip
    return sec
