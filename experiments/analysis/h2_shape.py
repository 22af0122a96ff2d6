"""Section 6, H2: the shape effect per model (a clustered GEE), its effect size and power line,
and across models only as a regression with a model term."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from experiments.analysis import plots
from experiments.analysis.cluster_rates import (
    POWER,
    clustered_rate,
    clusters_needed,
    contrast_effects,
)
from experiments.analysis.clustered import cluster_level_test, gee_term_test
from experiments.analysis.context import TEST_HEADERS, Context, Section, plot_estimate, test_cells
from experiments.analysis.deps import require
from experiments.analysis.frame import (
    CLUSTERS,
    CROSSED,
    PREDICTED_SHAPE_ORDER,
    encoding_order,
    shape_order,
)
from experiments.analysis.model_terms import (
    cells_present,
    cluster_word,
    no_constant_model,
    present_models,
)
from experiments.analysis.stats import NotComputable, TestResult, format_p, holm, p_text
from experiments.analysis.tables import ALPHA, md_table, percent, rate_cell, significant


def _power_line(g: Any, phase: str, hi: str, lo: str) -> str:
    """How many mazes per shape would detect ``hi`` vs ``lo``'s observed difference.

    The unit is the maze for models and people alike: shape is a property of the maze, so more
    mazes is what a study of shape adds (for people, at the two-way design effect: their
    participants cross the mazes)."""
    a = g[g["shape"] == hi]
    b = g[g["shape"] == lo]
    overall = clustered_rate(g[phase], g["cluster"], g[CROSSED])
    answered = g[g[phase].notna()]
    per_maze = len(answered) / max(1, answered[CROSSED].nunique())
    ra, rb = float(a[phase].mean()), float(b[phase].mean())
    have = min(
        a.loc[a[phase].notna(), CROSSED].nunique(), b.loc[b[phase].notna(), CROSSED].nunique()
    )
    try:
        need = clusters_needed(ra, rb, overall.design_effect, per_maze)
    except NotComputable as exc:
        return f"  Power: not computed ({exc})."
    return (
        f"  Power: to detect {hi} vs {lo} ({percent(ra)} vs {percent(rb)}) with "
        f"{POWER:.0%} power at α = {ALPHA} (two-sided), about {need} mazes per shape are "
        f"needed at the observed design effect {overall.design_effect:.2f} and "
        f"{per_maze:.1f} trials per maze; the data have {have}."
    )


def shape_effect(ctx: Context) -> Section:
    """H2 per model: a clustered (GEE) test of success on shape, effect sizes and power;
    across models only as a regression with a model term."""
    sec = Section("h2_shape", "6. H2 — shape effect")
    sec.add(
        "The specification asks for an ANOVA; outcomes are binary and a maze's trials (its "
        "encodings, repeats and solve modes) are not independent, so the test is a logistic "
        "GEE of success on shape (adjusted for encoding when a model ran several) with an "
        "exchangeable correlation within each maze (each participant in the human study) and "
        "a Wald test on the bias-reduced sandwich covariance. Every model is tested on its own: "
        "models drew different mixes of shapes, so pooling them would confound shape with "
        "model. Rates carry cluster-robust 95% intervals; the effect size compares the easiest "
        "and hardest observed shape. Holm-adjusted p-values run over every model and phase. "
        "Predicted easy→hard: " + ", ".join(PREDICTED_SHAPE_ORDER) + ".",
        "",
    )  # fmt: skip
    all_shapes = shape_order(ctx.maze["shape"].unique()) if not ctx.maze.empty else []
    missing = [s for s in PREDICTED_SHAPE_ORDER if s not in all_shapes]
    if missing and all_shapes:
        sec.add(f"Shapes with no trials: {', '.join(missing)}.", "")
    family: list[tuple[str, str, TestResult]] = []
    series: dict[str, list[plots.Estimate]] = {}
    for phase, name, sub in ctx.each_phase_ran(sec, "H2 on {name}"):
        sec.add(f"### {name.capitalize()}", "")
        tested_models = []
        for m in present_models(ctx, sub):
            g = sub[sub["model"] == m]
            shapes = shape_order(g["shape"].unique())
            if len(shapes) < 2:
                sec.skip(f"H2 for {m} on {name}", f"{m} played one shape only ({shapes[0]})")
                continue
            tested_models.append(m)
            sec.add(f"**{m}**", "")
            encs = encoding_order(g["encoding"].unique())
            rates = {s: float(g.loc[g["shape"] == s, phase].mean()) for s in shapes}
            predicted_rank = {
                s: i + 1 for i, s in enumerate(s for s in PREDICTED_SHAPE_ORDER if s in rates)
            }
            observed = sorted(shapes, key=lambda s: (-rates[s], shapes.index(s)))
            rows = []
            for s in shapes:
                gs = g[g["shape"] == s]
                by_enc = (
                    [rate_cell(gs.loc[gs["encoding"] == e, phase], clusters=gs[CLUSTERS])
                     for e in encs] if len(encs) > 1 else []
                )  # fmt: skip
                rows.append(
                    [s, predicted_rank.get(s, "—"), observed.index(s) + 1, *by_enc,
                     rate_cell(gs[phase], clusters=gs[CLUSTERS])]
                )  # fmt: skip
            enc_headers = [f"{e}" for e in encs] if len(encs) > 1 else []
            all_header = "all encodings" if len(encs) > 1 else f"success rate ({encs[0]})"
            sec.add(
                *md_table(["shape", "predicted rank", "observed rank", *enc_headers, all_header],
                          rows),
                "",
            )  # fmt: skip
            series[f"{m} · {name}"] = [
                plot_estimate(g.loc[g["shape"] == s, phase]) for s in all_shapes
            ]
            sec.add(f"- Observed easy→hard: {', '.join(observed)}.")
            data = g.assign(y=g[phase].astype(int))
            formula = "y ~ C(shape)" + (" + C(encoding)" if len(encs) > 1 else "")
            try:
                test = gee_term_test(
                    data, formula, "C(shape)", "cluster", "shape", cluster_word(g),
                    crossed=CROSSED,
                )  # fmt: skip
                family.append((m, name, test))
                verdict = "varies" if significant(test) else "does not vary significantly"
                adj = " (adjusted for encoding)" if len(encs) > 1 else ""
                sec.add(f"- {test.describe()}{adj}. Reading: {m}'s {name} success {verdict} "
                        "with shape.")  # fmt: skip
            except NotComputable as exc:
                test = _separated_fallback(data, g, m, name, sec, str(exc))
                if test is not None:
                    family.append((m, name, test))
            hi, lo = observed[0], observed[-1]
            try:
                a, b = g[g["shape"] == hi], g[g["shape"] == lo]
                eff = contrast_effects(
                    a[phase], a["cluster"], b[phase], b["cluster"], a[CROSSED], b[CROSSED]
                )
                sec.add(f"- Effect, easiest vs hardest observed shape ({hi} vs {lo}): "
                        f"{eff.describe()} (cluster-robust 95% intervals).")  # fmt: skip
            except NotComputable as exc:
                sec.skip(f"effect size of shape for {m} on {name}", str(exc))
            if rates[hi] != rates[lo]:
                sec.add(_power_line(g, phase, hi, lo))
            ranked = [s for s in PREDICTED_SHAPE_ORDER if s in rates]
            if len(ranked) >= 3 and len({rates[s] for s in ranked}) > 1:
                # Ease = success rate, so agreement is a positive correlation with -predicted rank.
                spearman = require("scipy.stats").spearmanr(
                    [-predicted_rank[s] for s in ranked], [rates[s] for s in ranked]
                )
                rho, p = float(spearman.statistic), float(spearman.pvalue)
                if p < ALPHA:
                    agree = "agrees with" if rho > 0 else "runs against"
                else:
                    agree = "shows no significant agreement with"
                sec.add(
                    f"- Spearman correlation of predicted ease and observed success rate: "
                    f"rho = {rho:.2f}, {p_text(p)}, n = {len(ranked)} shapes. Reading: {m}'s "
                    f"observed ranking {agree} the specification's prediction."
                )
            else:
                sec.skip(
                    f"rank correlation for {m} on {name}",
                    "needs at least three of the specification's shapes with differing rates",
                )
            sec.add("")
        if len(tested_models) > 1:
            sec.add(*_across_models(sub, phase, name, tested_models), "")
    if family:
        adjusted = holm([t.p_value for _, _, t in family])
        sec.add("Every shape test, raw and Holm-adjusted over models and phases:", "")
        sec.add(
            *md_table(
                ["model", "phase", *TEST_HEADERS, "p (Holm)"],
                [[m, n, *test_cells(t), format_p(a)]
                 for (m, n, t), a in zip(family, adjusted, strict=True)],
            ),
            "",
        )  # fmt: skip
    if series:
        sec.figure(
            plots.rate_lines(ctx.fig("06_h2_shape"), all_shapes, series,
                             "Success by shape, per model (predicted easy → hard)", "shape"),
            "success by shape, one line per model and phase",
        )  # fmt: skip
    return sec


def _separated_fallback(
    data: Any, g: Any, model: str, name: str, sec: Section, why: str
) -> TestResult | None:
    """The per-maze Kruskal–Wallis test when the GEE cannot be fitted; a stated skip if that
    cannot run either."""
    if data["y"].nunique() < 2:  # nothing any test could find
        sec.skip(f"clustered shape test for {model} on {name}", why)
        return None
    try:
        # A maze has one shape for every producer (a participant plays several), so the
        # per-maze rates are the independent units.
        test = cluster_level_test(data, "y", "shape", CROSSED, "mazes")
    except NotComputable as exc:
        sec.skip(f"clustered shape test for {model} on {name}", f"{why}; {exc}")
        return None
    verdict = "varies" if significant(test) else "does not vary significantly"
    sec.add(
        f"- The GEE could not be fitted ({why}); instead {test.describe()}. Reading: "
        f"{model}'s {name} success {verdict} with shape."
    )
    return test


def _across_models(sub: Any, phase: str, name: str, models: Sequence[str]) -> list[str]:
    """The shape test across models: a GEE with a model term, never a pooled count.

    A model × shape (or model × encoding) cell with no trials, or a model that always or
    never succeeds, makes the model term inestimable: the line names the cell and leaves the
    reading to the per-model tests above.
    """
    data = sub[sub["model"].isin(models)]
    data = data.assign(y=data[phase].astype(int))
    encs = encoding_order(data["encoding"].unique())
    factors = ["model", "shape"]
    head = f"- Across models ({', '.join(models)}), shape with a model term"
    try:
        cells_present(data, ["model", "shape"])
        no_constant_model(data, models)
        formula = "y ~ C(shape) + C(model)" + (" + C(encoding)" if len(encs) > 1 else "")
        test = gee_term_test(
            data, formula, "C(shape)", "cluster", "shape", cluster_word(data), crossed=CROSSED
        )
    except NotComputable as exc:
        return [
            f"{head}: not fitted — {exc}; the per-model tests above are the reading "
            f"(no pooled test across {' × '.join(factors)})."
        ]
    verdict = "varies" if significant(test) else "does not vary significantly"
    return [f"{head}{' and encoding' if len(encs) > 1 else ''}: {test.describe()}. Reading: "
            f"{name} success {verdict} with shape, within models."]  # fmt: skip
