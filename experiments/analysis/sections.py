"""The specification's analyses, one function per report section.

Each section function takes the :class:`Context` (the trial tables and where figures go) and
returns a :class:`Section`: markdown lines (table, test, statistic, p-value, n and a one-line
plain reading), the figures it drew, and what it had to skip and why. Sections never raise on
degenerate data: whatever a test cannot compute becomes a stated skip.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from envs.maze_nav.constants import OUT_OF_MOVES
from envs.records import FORMAT_REASON, PHASES, Phase
from experiments.analysis import plots
from experiments.analysis.clustered import gee_term_test
from experiments.analysis.frame import (
    CLUSTERS,
    DEFAULT_TEST_VERDICT,
    PHASE_NAMES,
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
    format_number,
    format_p,
    two_proportion,
)
from experiments.analysis.tables import (
    estimate,
    format_rate_cell,
    md_table,
    mean_cell,
    percent,
    rate_cell,
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


def _groups(frame: Any, models: Sequence[str]) -> list[tuple[str, str]]:
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


def _label(model: str, encoding: str) -> str:
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
            _label(m, e): [
                plot_estimate(
                    ctx.maze.loc[(ctx.maze["model"] == m) & (ctx.maze["encoding"] == e), p]
                )
                for p in phases
            ]
            for m, e in _groups(ctx.maze, ctx.models)
        }
        path = plots.rate_bars(
            ctx.fig("01_overview"), [PHASE_NAMES[p] for p in phases], overview,
            "Success by phase, model and encoding", "phase",
        )  # fmt: skip
        sec.figure(path, "overview: success by phase")
    # Section 1 reads the flexible verdict, so none_ran says "no trial ran the ... phase".
    for phase, name, sub in ctx.each_phase_ran(sec, "{name} rates"):
        shapes = shape_order(sub["shape"].unique())
        groups = _groups(sub, ctx.models)
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
            _label(m, e): [
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
    rows = []  # per model and encoding only: no row pools the agents
    series = {}
    for m, e in groups:
        g = sub[(sub["model"] == m) & (sub["encoding"] == e)]
        rows.append([m, e, len(g), *(rate_cell(g[c], with_n=False) for c in columns)])
        series[_label(m, e)] = [plot_estimate(g[c]) for c in columns]
    sec.add(*md_table(["model", "encoding", "n", *names], rows), "")
    sec.figure(
        plots.rate_bars(ctx.fig("04_generation_verdicts"), names, series,
                        "Generation verdicts", "verdict", "pass rate"),
        "generation verdicts",
    )  # fmt: skip
    return sec


# --- 5. H1 encoding -----------------------------------------------------------------------------


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
                cells = [rate_cell(g.loc[g["shape"] == s, "solve"], clusters=g[CLUSTERS])
                         for s in shapes]  # fmt: skip
                rows.append([m, mode, e, *cells, rate_cell(g["solve"], clusters=g[CLUSTERS])])
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
        f"{m} · {mode}": [
            plot_estimate(
                sub.loc[
                    (sub["model"] == m) & (sub["solve_mode"] == mode) & (sub["shape"] == s),
                    "solve",
                ]
            )
            for s in shapes
        ]
        for m in ctx.models
        for mode in modes
        if ((sub["model"] == m) & (sub["solve_mode"] == mode)).any()
    }
    path = plots.rate_bars(
        ctx.fig("11_solve_modes"), shapes, series, "Solve success by model and solve mode",
        "shape",
    )  # fmt: skip
    sec.figure(path, "solve success by model, solve mode and shape")
    a, b = modes[0], modes[1]
    test_rows = []
    for m in ctx.models:
        g = sub[sub["model"] == m]
        x = g.loc[g["solve_mode"] == a, "solve"].dropna()
        y = g.loc[g["solve_mode"] == b, "solve"].dropna()
        if x.empty or y.empty:
            continue
        try:
            test = _modes_test(g, a, b, x, y)
        except NotComputable as exc:
            test_rows.append(
                [m, percent(x.mean()), percent(y.mean()), f"not computed: {exc}", "", "", ""]
            )
            continue
        test_rows.append([m, percent(x.mean()), percent(y.mean()), *test_cells(test)])
    if test_rows:
        sec.add(
            f"{a} vs {b} per model, all shapes and encodings (a logistic GEE clustered by maze "
            "when a maze was played in both modes, else an unpaired two-proportion test):",
            "",
            *md_table(["model", a, b, *TEST_HEADERS], test_rows),
            "",
        )
    return sec


def _modes_test(g: Any, a: str, b: str, x: Any, y: Any) -> TestResult:
    """Solve mode ``a`` vs ``b`` for one model: the same mazes played both ways are repeated
    measures, so a clustered GEE; the unpaired test when no maze was."""
    both = g[g["solve_mode"].isin([a, b]) & g["solve"].notna()]
    shared = both.groupby("cluster")["solve_mode"].nunique()
    if (shared > 1).any():
        data = both.assign(y=both["solve"].astype(int), first=(both["solve_mode"] == a).astype(int))
        try:
            return gee_term_test(data, "y ~ first", "first", "cluster", "solve mode", "mazes")
        except NotComputable:
            pass  # too few mazes or no variation: the unpaired test says which
    return two_proportion(int(x.sum()), len(x), int(y.sum()), len(y))


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
            rows.append(
                [m, e, *[rate_cell(g.loc[g["size"] == n, phase], clusters=g[CLUSTERS])
                         for n in known]]
            )  # fmt: skip
            series[_label(m, e)] = [plot_estimate(g.loc[g["size"] == n, phase]) for n in known]
        sec.add(f"### {PHASE_NAMES[phase].capitalize()}", "")
        sec.add(*md_table(["model", "encoding", *labels], rows), "")
        if len(known) > 1:
            path = plots.rate_lines(
                ctx.fig(f"12_size_{phase}"), labels, series,
                f"{PHASE_NAMES[phase].capitalize()} success by maze size", "maze size",
            )  # fmt: skip
            sec.figure(path, f"{PHASE_NAMES[phase]} success by maze size")
    return sec
