"""Section 7, H3: model capability, a clustered trend along the model order."""

from __future__ import annotations

from experiments.analysis import plots
from experiments.analysis.clustered import gee_term
from experiments.analysis.context import Context, Section, plot_estimate
from experiments.analysis.frame import CLUSTERS, CROSSED
from experiments.analysis.model_terms import cluster_word, no_constant_model
from experiments.analysis.stats import NotComputable, format_p, holm
from experiments.analysis.tables import md_table, rate_cell, significant


def model_trend(ctx: Context) -> Section:
    """H3: rates by model (cluster-robust intervals) and a trend across the model order, tested
    as a model term in a clustered regression (GEE) adjusted for shape and encoding."""
    sec = Section("h3_model", "7. H3 — model capability")
    order = ctx.trend_models
    sec.add(
        f"Prediction: success rises along {' < '.join(order) if order else 'the model order'}"
        f" ({ctx.order_source}). Each model's rate spans its encodings and shapes, with a "
        "cluster-robust 95% interval where a maze was played more than once. The comparison is "
        "a model term, never a pooled count: a logistic GEE (exchangeable within each maze, "
        "bias-reduced sandwich) of success on the model's position in the order (0, 1, 2, …) "
        "adjusted for shape, and for encoding when every ordered model ran every encoding; its "
        "odds ratio is per step along the order. Holm-adjusted p-values run over the phases.",
        "",
    )
    others = [m for m in ctx.models if m not in order]
    if others:
        sec.add(
            f"Not in the order, so listed but left out of the trend test: {', '.join(others)}.", ""
        )
    series = {}
    rows, tests, readings = [], [], []
    for phase, name, sub in ctx.each_phase_ran(sec, "H3 on {name}"):
        series[name] = [plot_estimate(sub.loc[sub["model"] == m, phase]) for m in ctx.models]
        rows.append(
            [name, *(rate_cell(sub.loc[sub["model"] == m, phase], clusters=sub[CLUSTERS])
                     for m in ctx.models)]
        )  # fmt: skip
        present = [m for m in order if (sub["model"] == m).any()]
        if len(present) < 2:
            sec.skip(
                f"trend test on {name}",
                f"fewer than two ordered models ran it ({', '.join(present) or 'none'})",
            )
            continue
        data = sub[sub["model"].isin(present)]
        data = data.assign(y=data[phase].astype(int), step=data["model"].map(present.index))
        covariates = []
        if data["shape"].nunique() > 1:
            covariates.append("C(shape)")
        encs = set(data["encoding"])
        if len(encs) > 1 and all(set(data.loc[data["model"] == m, "encoding"]) == encs
                                 for m in present):  # fmt: skip
            covariates.append("C(encoding)")
        try:
            no_constant_model(data, present)
            fit = gee_term(
                data, " + ".join(["y ~ step", *covariates]), "step", "cluster",
                "the model's position in the order", cluster_word(data), crossed=CROSSED,
            )  # fmt: skip
        except NotComputable as exc:
            sec.skip(
                f"trend test on {name}",
                f"{exc}; the per-model rates above are the reading (no pooled test)",
            )
            continue
        test = fit.test
        _, ratio, low, high = fit.odds_ratios[0]
        adjusted = (
            ", adjusted for " + " and ".join(c[2:-1] for c in covariates) if covariates else ""
        )
        tests.append(test)
        if significant(test):
            direction = "rises" if ratio > 1 else "falls"
            reading = f"{name} success {direction} along {' < '.join(present)}"
        else:
            reading = f"no significant trend in {name} success along {' < '.join(present)}"
        readings.append(
            (f"- {reading} ({test.describe()}{adjusted}; odds ratio per step "
             f"{ratio:.2f} [{low:.2f}, {high:.2f}]", name)
        )  # fmt: skip
    if rows:
        sec.add(*md_table(["phase", *ctx.models], rows), "")
        adjusted_p = holm([t.p_value for t in tests])
        sec.add(
            *(f"{line}; Holm p over phases {format_p(a)})." for (line, _), a in
              zip(readings, adjusted_p, strict=True)),
            "",
        )  # fmt: skip
        sec.figure(
            plots.rate_lines(ctx.fig("07_h3_model"), ctx.models, series,
                             "Success by model", "model"),
            "success by model",
        )  # fmt: skip
    return sec
