"""The report's comparison sections over what sections 1–9 hold fixed: solve modes
(interactive vs one-shot, compared per model) and maze sizes (success against size)."""

from __future__ import annotations

from typing import Any

from envs.records import FORMAT_REASON, PHASES
from experiments.analysis import plots
from experiments.analysis.clustered import gee_term_test
from experiments.analysis.context import (
    TEST_HEADERS,
    Context,
    Section,
    model_encodings,
    pair_label,
    plot_estimate,
    test_cells,
)
from experiments.analysis.frame import (
    CLUSTERS,
    PHASE_NAMES,
    SOLVE_MODE_ORDER,
    STRICT_VERDICT,
    encoding_order,
    format_column,
    ordered,
    shape_order,
)
from experiments.analysis.stats import NotComputable, TestResult, two_proportion
from experiments.analysis.tables import md_table, percent, rate_cell


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
        for m, e in model_encodings(sub, ctx.models):
            g = sub[(sub["model"] == m) & (sub["encoding"] == e)]
            rows.append(
                [m, e, *[rate_cell(g.loc[g["size"] == n, phase], clusters=g[CLUSTERS])
                         for n in known]]
            )  # fmt: skip
            series[pair_label(m, e)] = [plot_estimate(g.loc[g["size"] == n, phase]) for n in known]
        sec.add(f"### {PHASE_NAMES[phase].capitalize()}", "")
        sec.add(*md_table(["model", "encoding", *labels], rows), "")
        if len(known) > 1:
            path = plots.rate_lines(
                ctx.fig(f"12_size_{phase}"), labels, series,
                f"{PHASE_NAMES[phase].capitalize()} success by maze size", "maze size",
            )  # fmt: skip
            sec.figure(path, f"{PHASE_NAMES[phase]} success by maze size")
    return sec
