"""The specification's analyses, one function per report section.

Each section function takes the :class:`Context` (the trial tables and where figures go) and
returns a :class:`Section`: markdown lines (table, test, statistic, p-value, n and a one-line
plain reading), the figures it drew, and what it had to skip and why. Sections never raise on
degenerate data: whatever a test cannot compute becomes a stated skip.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations, pairwise
from pathlib import Path
from typing import Any

from envs.maze_nav.constants import OUT_OF_MOVES
from envs.records import FORMAT_REASON, PHASES, Phase
from experiments.analysis import plots
from experiments.analysis.deps import require
from experiments.analysis.encodings import encoding_omnibus
from experiments.analysis.frame import (
    DEFAULT_TEST_VERDICT,
    PHASE_NAMES,
    PREDICTED_SHAPE_ORDER,
    SOLVE_MODE_ORDER,
    STRICT_VERDICT,
    VERDICTS,
    encoding_order,
    format_column,
    ordered,
    shape_order,
    strict_column,
)
from experiments.analysis.stats import (
    NotComputable,
    TestResult,
    chi_square_independence,
    cochran_q,
    fit_logit,
    format_number,
    format_p,
    holm,
    likelihood_ratio,
    mcnemar,
    p_text,
    phi_coefficient,
    trend_test,
    two_proportion,
)
from experiments.analysis.tables import (
    ALPHA,
    contrast_reading,
    estimate,
    format_rate_cell,
    md_table,
    mean_cell,
    percent,
    rate_cell,
    significant,
    strict_rate_cell,
)

#: McNemar is used when at least this share of the smaller group's trials pair up.
MIN_PAIRED_SHARE = 0.5
#: Logistic fits need this many trials of the rarer outcome per parameter.
EVENTS_PER_PARAMETER = 5
DIFFICULTY_ORDER = ("easy", "medium", "hard")
EXTRA_PREDICTIONS = ("none", "ambiguous")


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
        """Reference a drawn figure (paths in the report are relative to its folder)."""
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

    def fig(self, name: str) -> Path:
        """Path of a figure file."""
        return self.figures_dir / f"{name}.png"


def _groups(frame: Any, models: Sequence[str]) -> list[tuple[str, str]]:
    """(model, encoding) pairs present in ``frame``, models in display order."""
    pairs = set(zip(frame["model"], frame["encoding"], strict=True))
    return [
        (m, e)
        for m in models
        for e in encoding_order(e for mm, e in pairs if mm == m)
        if (m, e) in pairs
    ]


def _label(model: str, encoding: str) -> str:
    return f"{model} · {encoding}"


def _est(values: Any) -> plots.Estimate:
    _, _, rate, lo, hi = estimate(values)
    return (rate, lo, hi)


def _test_cells(test: TestResult) -> list[str]:
    stat = f"{test.statistic_name} = {format_number(test.statistic)}"
    if test.df is not None:
        stat += f" (df {test.df})"
    return [test.test, stat, format_p(test.p_value), f"{test.n} {test.unit}"]


TEST_HEADERS = ["test", "statistic", "p", "n"]


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
    if phases:
        overview = {
            _label(m, e): [
                _est(ctx.maze.loc[(ctx.maze["model"] == m) & (ctx.maze["encoding"] == e), p])
                for p in phases
            ]
            for m, e in _groups(ctx.maze, ctx.models)
        }
        path = plots.rate_bars(
            ctx.fig("01_overview"), [PHASE_NAMES[p] for p in phases], overview,
            "Success by phase, model and encoding", "phase",
        )  # fmt: skip
        sec.figure(path, "overview: success by phase")
    for phase in PHASES:
        sub = ctx.ran(phase)
        name = PHASE_NAMES[phase]
        if sub.empty:
            sec.skip(f"{name} rates", f"no trial ran the {phase} phase")
            continue
        shapes = shape_order(sub["shape"].unique())
        groups = _groups(sub, ctx.models)
        rows, strict_rows = [], []
        for m, e in groups:
            g = sub[(sub["model"] == m) & (sub["encoding"] == e)]
            cells = [rate_cell(g.loc[g["shape"] == s, phase]) for s in shapes]
            rows.append(
                [m, e, *cells, rate_cell(g[phase]), strict_rate_cell(g, phase, with_ci=True),
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
        series = {
            _label(m, e): [
                _est(
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
        shapes = shape_order(solved["shape"].unique())
        rows, means, sds, effs = [], [], [], []
        for s in shapes:
            g = solved[solved["shape"] == s]
            moves = g["moves"].dropna()
            sd = float(moves.std()) if len(moves) > 1 else math.nan
            means.append(float(moves.mean()) if len(moves) else math.nan)
            sds.append(sd)
            effs.append(
                float(g["efficiency"].dropna().mean())
                if g["efficiency"].notna().any()
                else math.nan
            )
            rows.append(
                [s, len(g), mean_cell(g["moves"]), format_number(sd), mean_cell(g["efficiency"])]
            )
        sec.add("### Moves per successful solve, by shape", "")
        sec.add(*md_table(["shape", "solves", "mean moves", "sd", "efficiency"], rows), "")
        sec.figure(
            plots.value_bars(
                ctx.fig("02_moves_by_shape"), shapes, means, sds,
                "Moves per successful solve (± sd)", "shape", "moves",
            ),
            "moves per successful solve by shape",
        )  # fmt: skip
        sec.figure(
            plots.value_bars(
                ctx.fig("02_efficiency_by_shape"), shapes, effs, [0.0] * len(effs),
                "Path efficiency of successful solves", "shape", "optimal ÷ taken",
            ),
            "efficiency by shape",
        )  # fmt: skip
    groups = _groups(sub, ctx.models)
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
    fail_groups = _groups(failed, ctx.models)
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
            ctx.fig("02_failure_types"), [_label(m, e) for m, e in fail_groups], stacks,
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
    predicted = sub["predicted"].fillna("(missing)").astype(str)
    truths = shape_order(sub["shape"].unique())
    known = [p for p in predicted.unique() if p not in EXTRA_PREDICTIONS]
    columns = [*shape_order(set(truths) | set(known)), *EXTRA_PREDICTIONS]
    counts = [
        [int(((sub["shape"] == t) & (predicted == p)).sum()) for p in columns] for t in truths
    ]
    sec.add("### Confusion matrix (rows: true shape, columns: predicted; counts)", "")
    sec.add(
        *md_table(
            ["true \\ predicted", *columns], [[t, *c] for t, c in zip(truths, counts, strict=True)]
        ),
        "",
    )
    sec.figure(
        plots.heatmap(
            ctx.fig("03_confusion"), counts, truths, columns,
            "Recognition: true vs predicted shape", "predicted", "true shape",
        ),
        "confusion matrix",
    )  # fmt: skip
    rows = [[e, "all models", rate_cell(sub.loc[sub["encoding"] == e, "recognize"])]
            for e in encoding_order(sub["encoding"].unique())]  # fmt: skip
    rows += [[e, m, rate_cell(sub.loc[(sub["model"] == m) & (sub["encoding"] == e), "recognize"])]
             for m, e in _groups(sub, ctx.models)]  # fmt: skip
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
    groups = _groups(sub, ctx.models)
    rows = [["all", "all", len(sub), *(rate_cell(sub[c], with_n=False) for c in columns)]]
    series = {}
    for m, e in groups:
        g = sub[(sub["model"] == m) & (sub["encoding"] == e)]
        rows.append([m, e, len(g), *(rate_cell(g[c], with_n=False) for c in columns)])
        series[_label(m, e)] = [_est(g[c]) for c in columns]
    sec.add(*md_table(["model", "encoding", "n", *names], rows), "")
    sec.figure(
        plots.rate_bars(ctx.fig("04_generation_verdicts"), names, series,
                        "Generation verdicts", "verdict", "pass rate"),
        "generation verdicts",
    )  # fmt: skip
    return sec


# --- 5. H1 encoding -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Contrast:
    """Two encodings compared on one phase."""

    rate_a: float
    rate_b: float
    test: TestResult
    paired: bool


def compare_encodings(frame: Any, phase: str, enc_a: str, enc_b: str) -> Contrast:
    """Encoding ``enc_a`` vs ``enc_b`` on ``phase``.

    Trials pair up on ``(model, maze_id, trial)`` (repeats of one key pair in order; trials
    without a maze id never pair). When at least :data:`MIN_PAIRED_SHARE` of the smaller group
    pairs, McNemar on the pairs (rates are then the pairs' rates); otherwise a two-proportion
    test on all trials.

    Raises:
        NotComputable: a group is empty or the test is undefined on these data.
    """
    keys = ["model", "maze_id", "trial"]
    sub = frame[frame[phase].notna()]
    a = sub[sub["encoding"] == enc_a]
    b = sub[sub["encoding"] == enc_b]
    if a.empty or b.empty:
        raise NotComputable(f"{enc_a if a.empty else enc_b} has no {phase} trials")
    a_known = a[a["maze_id"].notna()]
    b_known = b[b["maze_id"].notna()]
    a_known = a_known.assign(_k=a_known.groupby(keys).cumcount())
    b_known = b_known.assign(_k=b_known.groupby(keys).cumcount())
    pairs = a_known.merge(b_known, on=[*keys, "_k"], suffixes=("_a", "_b"))
    if len(pairs) and len(pairs) >= MIN_PAIRED_SHARE * min(len(a), len(b)):
        first = (pairs[f"{phase}_a"] == 1).tolist()
        second = (pairs[f"{phase}_b"] == 1).tolist()
        test = mcnemar(first, second)
        return Contrast(sum(first) / len(first), sum(second) / len(second), test, True)
    sa, na = int(a[phase].sum()), len(a)
    sb, nb = int(b[phase].sum()), len(b)
    return Contrast(sa / na, sb / nb, two_proportion(sa, na, sb, nb), False)


def encoding_effect(ctx: Context) -> Section:
    """H1: paired (McNemar) or unpaired (two-proportion) encoding comparisons."""
    sec = Section("h1_encoding", "5. H1 — encoding effect")
    sec.add(
        "Prediction: matrix beats coord_list. Comparisons are within a model; trials pair up on "
        f"(model, maze, trial) and McNemar's test is used when at least {MIN_PAIRED_SHARE:.0%} "
        "of the smaller group pairs, otherwise a two-proportion z-test (Fisher's exact test for "
        "small counts). With three or more encodings (the image encoding beside the two text "
        "ones) an omnibus test comes first for each model and phase: Cochran's Q on the trials "
        "that ran every encoding when enough pair, else a Pearson chi-square test of encoding x "
        "outcome; then every pair of encodings, with Holm-adjusted p-values within the model "
        "and phase (column 'p (Holm)'; with two encodings it equals p).",
        "",
    )
    rows, readings, omnibus = [], [], []
    for phase in PHASES:
        sub = ctx.ran(phase)
        name = PHASE_NAMES[phase]
        if sub.empty:
            sec.skip(f"H1 on {name}", ctx.none_ran(phase))
            continue
        units: list[tuple[str, Any]] = []
        both = 0
        for m in ctx.models:
            g = sub[sub["model"] == m]
            if g.empty:
                continue
            encs = encoding_order(g["encoding"].unique())
            if len(encs) < 2:
                sec.skip(f"H1 for {m} on {name}", f"{m} ran one encoding only ({encs[0]})")
                continue
            both += 1
            units.append((m, g))
        if both > 1:
            multi = [m for m, _ in units]
            units.append(("all models", sub[sub["model"].isin(multi)]))
        for who, g in units:
            encs = encoding_order(g["encoding"].unique())
            if len(encs) > 2:
                try:
                    omni, _ = encoding_omnibus(g, phase, encs, MIN_PAIRED_SHARE)
                    omnibus.append([who, name, ", ".join(encs), *_test_cells(omni)])
                except NotComputable as exc:
                    sec.skip(f"H1 omnibus test for {who} on {name}", str(exc))
            family: list[list[str]] = []
            p_values: list[float] = []
            for ea, eb in combinations(encs, 2):
                try:
                    c = compare_encodings(g, phase, ea, eb)
                except NotComputable as exc:
                    sec.skip(f"H1 {ea} vs {eb} for {who} on {name}", str(exc))
                    continue
                diff = c.rate_a - c.rate_b
                family.append(
                    [who, name, f"{ea} vs {eb}", percent(c.rate_a), percent(c.rate_b),
                     f"{100 * diff:+.1f}", *_test_cells(c.test)]
                )  # fmt: skip
                p_values.append(c.test.p_value)
                readings.append(f"- {who}: " + contrast_reading(ea, eb, diff, name, c.test))
            rows += [[*r, format_p(a)] for r, a in zip(family, holm(p_values), strict=True)]
    if omnibus:
        sec.add("Omnibus test across all encodings, per model and phase:", "")
        sec.add(*md_table(["model", "phase", "encodings", *TEST_HEADERS], omnibus), "")
    if rows:
        sec.add(
            *md_table(
                ["model", "phase", "encodings (A vs B)", "rate A", "rate B", "A − B (points)",
                 *TEST_HEADERS, "p (Holm)"],
                rows,
            ),
            "",
        )  # fmt: skip
        sec.add(*readings, "")
    encs = encoding_order(ctx.maze["encoding"].unique()) if not ctx.maze.empty else []
    if len(encs) >= 2:
        phases = [p for p in PHASES if not ctx.ran(p).empty]
        series = {e: [_est(ctx.ran(p).loc[lambda f, e=e: f["encoding"] == e, p]) for p in phases]
                  for e in encs}  # fmt: skip
        sec.figure(
            plots.rate_bars(ctx.fig("05_h1_encoding"), [PHASE_NAMES[p] for p in phases], series,
                            "Success by encoding (all models pooled)", "phase"),
            "success by encoding",
        )  # fmt: skip
    return sec


# --- 6. H2 shape --------------------------------------------------------------------------------


def _covariates(frame: Any, names: Sequence[str]) -> list[str]:
    return [f"C({n})" for n in names if frame[n].nunique() > 1]


def _min_events_check(frame: Any, outcome: str, parameters: int) -> None:
    s = int(frame[outcome].sum())
    rarer = min(s, len(frame) - s)
    if rarer == 0:
        outcome = "succeeded" if s else "failed"
        raise NotComputable(f"every trial {outcome}; there is no variation to model")
    if rarer < EVENTS_PER_PARAMETER * parameters:
        raise NotComputable(
            f"{rarer} trials of the rarer outcome for {parameters} parameters "
            f"(need {EVENTS_PER_PARAMETER} per parameter)"
        )


def _n_params(frame: Any, factors: Sequence[str], order: int) -> int:
    """Parameters of a full-factorial logistic model up to interactions of ``order``."""
    levels = [frame[f].nunique() - 1 for f in factors]
    total = 1
    for k in range(1, order + 1):
        for combo in combinations(levels, k):
            total += math.prod(combo)
    return total


def shape_effect(ctx: Context) -> Section:
    """H2: chi-square and logistic tests of success on shape, observed vs predicted ranking."""
    sec = Section("h2_shape", "6. H2 — shape effect")
    sec.add(
        "The specification asks for an ANOVA; outcomes are binary, so the tests are a Pearson chi-square "
        "test of success × shape and a logistic regression of success on shape (likelihood-ratio "
        "test against a model with the other factors only). Predicted easy→hard: "
        + ", ".join(PREDICTED_SHAPE_ORDER) + ".",
        "",
    )  # fmt: skip
    all_shapes = shape_order(ctx.maze["shape"].unique()) if not ctx.maze.empty else []
    missing = [s for s in PREDICTED_SHAPE_ORDER if s not in all_shapes]
    if missing and all_shapes:
        sec.add(f"Shapes with no trials: {', '.join(missing)}.", "")
    tested: list[str] = []
    for phase in PHASES:
        sub = ctx.ran(phase)
        name = PHASE_NAMES[phase]
        if sub.empty:
            sec.skip(f"H2 on {name}", ctx.none_ran(phase))
            continue
        shapes = shape_order(sub["shape"].unique())
        if len(shapes) < 2:
            sec.skip(f"H2 on {name}", f"only one shape ({shapes[0]}) has trials")
            continue
        sec.add(f"### {name.capitalize()}", "")
        rates = {s: estimate(sub.loc[sub["shape"] == s, phase]) for s in shapes}
        tested.append(phase)
        predicted_rank = {
            s: i + 1 for i, s in enumerate(s for s in PREDICTED_SHAPE_ORDER if s in rates)
        }
        observed = sorted(shapes, key=lambda s: (-rates[s][2], shapes.index(s)))
        rows = [
            [s, predicted_rank.get(s, "—"), observed.index(s) + 1,
             rate_cell(sub.loc[sub["shape"] == s, phase])]
            for s in shapes
        ]  # fmt: skip
        sec.add(*md_table(["shape", "predicted rank", "observed rank", "success rate"], rows), "")
        sec.add(f"Observed easy→hard: {', '.join(observed)}.", "")
        try:
            table = [[rates[s][0], rates[s][1] - rates[s][0]] for s in shapes]
            chi = chi_square_independence(table)
            verdict = "varies" if significant(chi) else "does not vary significantly"
            sec.add(f"- {chi.describe()}. Reading: {name} success {verdict} with shape.")
        except NotComputable as exc:
            sec.skip(f"chi-square test of shape on {name}", str(exc))
        try:
            data = sub.assign(y=sub[phase].astype(int))
            cov = _covariates(data, ["model", "encoding"])
            _min_events_check(data, "y", _n_params(data, ["shape", "model", "encoding"], 1))
            reduced = fit_logit("y ~ " + (" + ".join(cov) if cov else "1"), data)
            full = fit_logit("y ~ " + " + ".join(["C(shape)", *cov]), data)
            lr = likelihood_ratio(full, reduced, "shape")
            adj = f" (adjusted for {', '.join(c[2:-1] for c in cov)})" if cov else ""
            sec.add(f"- {lr.describe()}{adj}.")
        except NotComputable as exc:
            sec.skip(f"logistic regression of {name} on shape", str(exc))
        ranked = [s for s in PREDICTED_SHAPE_ORDER if s in rates]
        if len(ranked) >= 3 and len({rates[s][2] for s in ranked}) > 1:
            # Ease = success rate, so agreement is a positive correlation with -predicted rank.
            spearman = require("scipy.stats").spearmanr(
                [-predicted_rank[s] for s in ranked], [rates[s][2] for s in ranked]
            )
            rho, p = float(spearman.statistic), float(spearman.pvalue)
            if p < ALPHA:
                agree = "agrees with" if rho > 0 else "runs against"
            else:
                agree = "shows no significant agreement with"
            sec.add(
                f"- Spearman correlation of predicted ease and observed success rate: "
                f"rho = {rho:.2f}, {p_text(p)}, n = {len(ranked)} shapes. Reading: the observed "
                f"ranking {agree} the specification's prediction."
            )
        else:
            sec.skip(
                f"rank correlation on {name}",
                "needs at least three of the specification's shapes with differing rates",
            )
        sec.add("")
    if tested:
        shapes = shape_order(ctx.maze["shape"].unique())
        full_series = {
            PHASE_NAMES[p]: [
                _est(ctx.ran(p).loc[lambda f, s=s: f["shape"] == s, p]) for s in shapes
            ]
            for p in tested
        }
        sec.figure(
            plots.rate_lines(ctx.fig("06_h2_shape"), shapes, full_series,
                             "Success by shape (predicted easy → hard)", "shape"),
            "success by shape",
        )  # fmt: skip
    return sec


# --- 7. H3 model --------------------------------------------------------------------------------


def model_trend(ctx: Context) -> Section:
    """H3: rates by model and a Cochran–Armitage trend test across the given model order."""
    sec = Section("h3_model", "7. H3 — model capability")
    order = ctx.trend_models
    sec.add(
        f"Prediction: success rises along {' < '.join(order) if order else 'the model order'}"
        f" ({ctx.order_source}). Rates pool encodings and shapes.",
        "",
    )
    others = [m for m in ctx.models if m not in order]
    if others:
        sec.add(
            f"Not in the order, so listed but left out of the trend test: {', '.join(others)}.", ""
        )
    series = {}
    rows, readings = [], []
    for phase in PHASES:
        sub = ctx.ran(phase)
        name = PHASE_NAMES[phase]
        if sub.empty:
            sec.skip(f"H3 on {name}", ctx.none_ran(phase))
            continue
        series[name] = [_est(sub.loc[sub["model"] == m, phase]) for m in ctx.models]
        rows.append([name, *(rate_cell(sub.loc[sub["model"] == m, phase]) for m in ctx.models)])
        present = [m for m in order if (sub["model"] == m).any()]
        if len(present) < 2:
            sec.skip(
                f"trend test on {name}",
                f"fewer than two ordered models ran it ({', '.join(present) or 'none'})",
            )
            continue
        est = [estimate(sub.loc[sub["model"] == m, phase]) for m in present]
        try:
            test = trend_test([e[0] for e in est], [e[1] for e in est])
        except NotComputable as exc:
            sec.skip(f"trend test on {name}", str(exc))
            continue
        if significant(test):
            direction = "rises" if test.statistic > 0 else "falls"
            reading = f"{name} success {direction} along {' < '.join(present)}"
        else:
            reading = f"no significant trend in {name} success along {' < '.join(present)}"
        readings.append(f"- {reading} ({test.describe()}).")
    if rows:
        sec.add(*md_table(["phase", *ctx.models], rows), "")
        sec.add(*readings, "")
        sec.figure(
            plots.rate_lines(ctx.fig("07_h3_model"), ctx.models, series,
                             "Success by model", "model"),
            "success by model",
        )  # fmt: skip
    return sec


# --- 8. H4 phases -------------------------------------------------------------------------------


def phase_progression(ctx: Context) -> Section:
    """H4: solve vs recognize vs generate on the same trials (Cochran's Q, pairwise McNemar)."""
    sec = Section("h4_phases", "8. H4 — phase progression")
    sec.add(
        "Prediction: solving > recognition > generation. Only trials where all three phases ran "
        "enter; Cochran's Q tests for any difference, pairwise McNemar tests (Holm-adjusted) "
        "say which phases differ.",
        "",
    )
    if ctx.maze.empty:
        sec.skip("phase progression", "no maze trials")
        return sec
    complete = ctx.maze.dropna(subset=list(PHASES))
    if complete.empty:
        what = "has a strict verdict in" if ctx.verdict == STRICT_VERDICT else "ran"
        sec.skip(
            "phase progression",
            f"no trial {what} all three phases (RL and baseline agents only solve)",
        )
        return sec
    models = [m for m in ctx.models if (complete["model"] == m).any()]
    units = [("all models", complete)] if len(models) > 1 else []
    units += [(m, complete[complete["model"] == m]) for m in models]
    rows, pair_rows, readings = [], [], []
    for who, g in units:
        rates = [float(g[p].mean()) for p in PHASES]
        row = [who, len(g), *(percent(r) for r in rates)]
        try:
            q = cochran_q(g[list(PHASES)].to_numpy().tolist())
            row += [f"Q = {format_number(q.statistic)} (df {q.df})", format_p(q.p_value)]
        except NotComputable as exc:
            q = None
            row += ["—", "—"]
            sec.skip(f"Cochran's Q for {who}", str(exc))
        rows.append(row)
        order = sorted(PHASES, key=lambda p: -rates[PHASES.index(p)])
        matches = all(rates[i] > rates[i + 1] for i in range(len(PHASES) - 1))
        shown = f"{PHASE_NAMES[order[0]]} {percent(rates[PHASES.index(order[0])], 0)}"
        for before, after in pairwise(order):
            sign = ">" if rates[PHASES.index(before)] > rates[PHASES.index(after)] else "="
            shown += f" {sign} {PHASE_NAMES[after]} {percent(rates[PHASES.index(after)], 0)}"
        tail = f"; {q.describe()}" if q is not None else ""
        verdict = "matches" if matches else "does not match"
        readings.append(f"- {who}: {shown} — {verdict} the predicted order{tail}.")
        tests, labels = [], []
        for pa, pb in combinations(PHASES, 2):
            try:
                tests.append(mcnemar((g[pa] == 1).tolist(), (g[pb] == 1).tolist()))
                labels.append((pa, pb))
            except NotComputable as exc:
                sec.skip(f"McNemar {pa} vs {pb} for {who}", str(exc))
        for (pa, pb), t, adj in zip(labels, tests, holm([t.p_value for t in tests]), strict=True):
            pair_rows.append(
                [who, f"{pa} vs {pb}", f"{100 * (g[pa].mean() - g[pb].mean()):+.1f}",
                 f"chi2 = {format_number(t.statistic)}", format_p(t.p_value), format_p(adj), t.n]
            )  # fmt: skip
    sec.add(*md_table(["model", "trials", *PHASES, "Cochran's Q", "p"], rows), "")
    sec.add(*readings, "")
    if pair_rows:
        sec.add(
            *md_table(["model", "phases", "difference (points)", "McNemar", "p", "Holm p", "pairs"],
                      pair_rows),
            "",
        )  # fmt: skip
    series = {who: [_est(g[p]) for p in PHASES] for who, g in units}
    sec.figure(
        plots.rate_lines(ctx.fig("08_h4_phases"), [PHASE_NAMES[p] for p in PHASES], series,
                         "Success by phase, per model", "phase"),
        "success by phase",
    )  # fmt: skip
    return sec


# --- 9. correlations and interactions -----------------------------------------------------------


def _crossed_core(frame: Any) -> tuple[Any, list[str]]:
    """Rows of the models that ran every encoding of the model with the most encodings."""
    per_model = {m: set(g["encoding"]) for m, g in frame.groupby("model")}
    widest = max(per_model.values(), key=len)
    keep = sorted(m for m, encs in per_model.items() if widest <= encs)
    dropped = sorted(set(per_model) - set(keep))
    core = frame[frame["model"].isin(keep) & frame["encoding"].isin(widest)]
    return core, dropped


def _cells_supported(frame: Any, factors: Sequence[str], outcome: str) -> None:
    """Every level combination of ``factors`` must occur and show both outcomes."""
    levels = [sorted(frame[f].unique()) for f in factors]
    grouped = frame.groupby(list(factors))[outcome].agg(["sum", "count"])
    total = math.prod(len(lv) for lv in levels)
    if len(grouped) < total:
        raise NotComputable(
            f"{total - len(grouped)} of {total} {' × '.join(factors)} cells have no trials"
        )
    for key, row in grouped.iterrows():
        if row["sum"] in (0, row["count"]):
            cell = ", ".join(
                f"{f}={v}"
                for f, v in zip(factors, key if isinstance(key, tuple) else (key,), strict=True)
            )
            outcome_word = "failure" if row["sum"] == row["count"] else "success"
            raise NotComputable(f"cell {cell} has no {outcome_word} (separation)")


def correlations_interactions(ctx: Context) -> Section:
    """Phi correlations between phases and model × encoding × shape logistic interactions."""
    sec = Section("correlations", "9. Correlations between phases and interaction effects")
    if ctx.maze.empty:
        sec.skip("correlations and interactions", "no maze trials")
        return sec
    sec.add("### Phase correlations (phi coefficients)", "")
    models = [m for m in ctx.models if (ctx.maze["model"] == m).any()]
    units = [("all models", ctx.maze)] + (
        [(m, ctx.maze[ctx.maze["model"] == m]) for m in models] if len(models) > 1 else []
    )
    rows = []
    any_pair = False
    for who, g in units:
        for pa, pb in combinations(PHASES, 2):
            both = g.dropna(subset=[pa, pb])
            if both.empty:
                continue
            any_pair = True
            try:
                phi, test = phi_coefficient((both[pa] == 1).tolist(), (both[pb] == 1).tolist())
            except NotComputable as exc:
                sec.skip(f"phi {pa}–{pb} for {who}", str(exc))
                continue
            rows.append([who, f"{pa} – {pb}", f"{phi:+.3f}", *_test_cells(test)])
    if rows:
        sec.add(*md_table(["model", "phases", "phi", *TEST_HEADERS], rows), "")
    elif not any_pair:
        what = "has strict verdicts in" if ctx.verdict == STRICT_VERDICT else "ran"
        sec.skip("phase correlations", f"no trial {what} two phases")
    sec.add("### Interaction effects (logistic regression)", "")
    sec.add(
        "Nested logistic models of success on model, encoding and shape (each factor that varies): "
        "main effects, then all two-way interactions, then the three-way interaction, compared by "
        "likelihood-ratio tests. A fit is reported only when every cell of its interactions has "
        f"both outcomes, there are {EVENTS_PER_PARAMETER}+ trials of the rarer outcome per "
        "parameter, and the fit converges with finite standard errors.",
        "",
    )
    for phase in PHASES:
        sub = ctx.ran(phase)
        name = PHASE_NAMES[phase]
        if sub.empty:
            continue
        core, dropped = _crossed_core(sub)
        if dropped:
            sec.add(f"- {name}: left out {', '.join(dropped)} (did not run every encoding).")
        factors = [f for f in ("model", "encoding", "shape") if core[f].nunique() > 1]
        if len(factors) < 2:
            sec.skip(f"interactions on {name}", "fewer than two factors vary")
            continue
        data = core.assign(y=core[phase].astype(int))
        main = " + ".join(f"C({f})" for f in factors)
        try:
            _min_events_check(data, "y", _n_params(data, factors, 1))
            previous = fit_logit(f"y ~ {main}", data)
        except NotComputable as exc:
            sec.skip(f"main-effects model on {name}", str(exc))
            continue
        for order in range(2, len(factors) + 1):
            label = "two-way interactions" if order == 2 else "the three-way interaction"
            try:
                for combo in combinations(factors, order):
                    _cells_supported(data, combo, "y")
                _min_events_check(data, "y", _n_params(data, factors, order))
                formula = f"y ~ ({main}) ** {order}"
                fitted = fit_logit(formula, data)
                test = likelihood_ratio(fitted, previous, label)
            except NotComputable as exc:
                sec.skip(f"{label} on {name}", str(exc))
                break
            verdict = "significant" if significant(test) else "not significant"
            sec.add(f"- {name}, {label} among {', '.join(factors)}: {verdict} — {test.describe()}.")
            previous = fitted
    sec.add("")
    return sec


# --- rotation puzzles ---------------------------------------------------------------------------


def rotation_puzzles(ctx: Context) -> Section:
    """Solve rate by model × difficulty for rotation-puzzle evaluations."""
    sec = Section("rotation_puzzle", "10. Rotation puzzles: solve rate by model and difficulty")
    sub = ctx.puzzle[ctx.puzzle["solve"].notna()] if not ctx.puzzle.empty else ctx.puzzle
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
        series[m] = [_est(g.loc[g["difficulty"] == d, "solve"]) for d in levels]
    sec.figure(
        plots.rate_bars(ctx.fig("10_rotation_puzzles"), levels, series,
                        "Rotation puzzles solved", "difficulty", "solve rate"),
        "rotation puzzles",
    )  # fmt: skip
    return sec


#: The report's sections, in order (an explicit registry, not discovery by name).
# --- solve modes and sizes ---------------------------------------------------------------------


def solve_modes(ctx: Context) -> Section:
    """Solve rate by solve mode x shape x encoding (Wilson intervals), and the modes compared."""
    frame = ctx.all_modes if ctx.all_modes is not None else ctx.maze
    sec = Section("solve_modes", "Solve modes: interactive vs one-shot")
    sub = frame[frame["solve"].notna()]
    modes = ordered(sub["solve_mode"].unique(), SOLVE_MODE_ORDER)
    sec.add(
        "Interactive: one move per reply, the maze shown again after each (the specification's "
        "study, sections 1–9). One-shot: the whole path in one reply, traced back from the goal "
        "as the specification does (the flexible reading walks the committed `PATH:` line). "
        f"Solve rates ({ctx.verdict} verdict) with 95% Wilson intervals; the one-shot failures "
        "are listed by reason.",
        "",
    )
    shapes = shape_order(sub["shape"].unique())
    rows = []
    for m in ctx.models:
        for mode in modes:
            for e in encoding_order(sub["encoding"].unique()):
                g = sub[(sub["model"] == m) & (sub["solve_mode"] == mode) & (sub["encoding"] == e)]
                if g.empty:
                    continue
                cells = [rate_cell(g.loc[g["shape"] == s, "solve"]) for s in shapes]
                rows.append([m, mode, e, *cells, rate_cell(g["solve"])])
    sec.add(*md_table(["model", "solve mode", "encoding", *shapes, "all shapes"], rows), "")
    one_shot = sub[(sub["solve_mode"] == "one-shot") & (sub["solve"] == 0.0)]
    if not one_shot.empty:
        reasons = one_shot["invalid_reason"]
        if ctx.verdict == STRICT_VERDICT:  # a strict failure may be a right path in another format
            reasons = reasons.mask(one_shot[format_column("solve")] == 0.0, FORMAT_REASON)
        reasons = reasons.fillna("unspecified").value_counts()
        sec.add(
            "One-shot failures by reason: "
            + ", ".join(f"{reason} {count}" for reason, count in reasons.items())
            + ".",
            "",
        )
    if len(modes) < 2:
        sec.skip("solve-mode comparison", f"only {modes[0] if modes else 'no'} trials")
        return sec
    series = {
        mode: [
            _est(sub.loc[(sub["solve_mode"] == mode) & (sub["shape"] == s), "solve"])
            for s in shapes
        ]
        for mode in modes
    }
    path = plots.rate_bars(
        ctx.fig("11_solve_modes"), shapes, series, "Solve success by solve mode", "shape"
    )
    sec.figure(path, "solve success by solve mode and shape")
    a, b = modes[0], modes[1]
    test_rows = []
    for m in ctx.models:
        g = sub[sub["model"] == m]
        x = g.loc[g["solve_mode"] == a, "solve"].dropna()
        y = g.loc[g["solve_mode"] == b, "solve"].dropna()
        if x.empty or y.empty:
            continue
        try:
            test = two_proportion(int(x.sum()), len(x), int(y.sum()), len(y))
        except NotComputable as exc:
            test_rows.append(
                [m, percent(x.mean()), percent(y.mean()), f"not computed: {exc}", "", "", ""]
            )
            continue
        test_rows.append([m, percent(x.mean()), percent(y.mean()), *_test_cells(test)])
    if test_rows:
        sec.add(
            f"{a} vs {b} (unpaired two-proportion test per model, all shapes and encodings):",
            "",
            *md_table(["model", a, b, *TEST_HEADERS], test_rows),
            "",
        )
    return sec


def sizes(ctx: Context) -> Section:
    """Success per phase against maze size, by model and encoding (Wilson intervals)."""
    sec = Section("sizes", "Success against maze size")
    frame = ctx.maze if ctx.all_sizes is None else ctx.all_sizes
    known = sorted(int(v) for v in frame["size"].dropna().unique())
    labels = [f"{n}x{n}" for n in known]
    sec.add(
        "Rates with 95% Wilson intervals by maze size (the specification's size-scaling "
        "extension); the solve mode sections 1–9 read, at every size.",
        "",
    )
    for phase in PHASES:
        sub = frame[frame[phase].notna()]
        if sub.empty:
            continue
        rows = []
        series = {}
        for m, e in _groups(sub, ctx.models):
            g = sub[(sub["model"] == m) & (sub["encoding"] == e)]
            rows.append([m, e, *[rate_cell(g.loc[g["size"] == n, phase]) for n in known]])
            series[_label(m, e)] = [_est(g.loc[g["size"] == n, phase]) for n in known]
        sec.add(f"### {PHASE_NAMES[phase].capitalize()}", "")
        sec.add(*md_table(["model", "encoding", *labels], rows), "")
        if len(known) > 1:
            path = plots.rate_lines(
                ctx.fig(f"12_size_{phase}"), labels, series,
                f"{PHASE_NAMES[phase].capitalize()} success by maze size", "maze size",
            )  # fmt: skip
            sec.figure(path, f"{PHASE_NAMES[phase]} success by maze size")
    return sec


TEST_SECTIONS: frozenset[Callable[[Context], Section]] = frozenset(
    {encoding_effect, shape_effect, model_trend, phase_progression, correlations_interactions}
)
"""The sections whose tests read the verdict ``analyze(..., verdict=...)`` chooses."""

SECTIONS: tuple[Callable[[Context], Section], ...] = (
    success_rates,
    solving,
    recognition,
    generation,
    encoding_effect,
    shape_effect,
    model_trend,
    phase_progression,
    correlations_interactions,
)
