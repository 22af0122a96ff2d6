"""Section 8, H4: phase progression per model (Cochran's Q and pairwise McNemar)."""

from __future__ import annotations

from itertools import combinations, pairwise

from envs.records import PHASES
from experiments.analysis import plots
from experiments.analysis.cluster_rates import contrast_effects
from experiments.analysis.context import Context, Section, plot_estimate
from experiments.analysis.frame import CROSSED, PHASE_NAMES, STRICT_VERDICT
from experiments.analysis.stats import (
    NotComputable,
    cochran_q,
    format_number,
    format_p,
    holm,
    mcnemar,
)
from experiments.analysis.tables import md_table, percent


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
    units = [(m, complete[complete["model"] == m]) for m in models]
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
            try:
                e = contrast_effects(
                    g[pa], g["cluster"], g[pb], g["cluster"], g[CROSSED], g[CROSSED]
                )
                effect = (
                    f"{100 * e.risk_difference:+.1f} [{100 * e.rd_low:+.1f}, "
                    f"{100 * e.rd_high:+.1f}]; OR {e.odds_ratio:.2f} [{e.or_low:.2f}, "
                    f"{e.or_high:.2f}]"
                )
            except NotComputable:
                effect = f"{100 * (g[pa].mean() - g[pb].mean()):+.1f}"
            pair_rows.append(
                [who, f"{pa} vs {pb}", effect, f"chi2 = {format_number(t.statistic)}",
                 format_p(t.p_value), format_p(adj), t.n]
            )  # fmt: skip
    sec.add(*md_table(["model", "trials", *PHASES, "Cochran's Q", "p"], rows), "")
    sec.add(*readings, "")
    if pair_rows:
        sec.add(
            *md_table(["model", "phases", "difference (points); odds ratio [95% CI]", "McNemar",
                       "p", "Holm p", "pairs"],
                      pair_rows),
            "",
        )  # fmt: skip
    series = {who: [plot_estimate(g[p]) for p in PHASES] for who, g in units}
    sec.figure(
        plots.rate_lines(ctx.fig("08_h4_phases"), [PHASE_NAMES[p] for p in PHASES], series,
                         "Success by phase, per model", "phase"),
        "success by phase",
    )  # fmt: skip
    return sec
