"""The specification's hypothesis tests, one function per report section (H1-H5).

Like :mod:`experiments.analysis.sections`, each takes the :class:`~experiments.analysis.sections.Context`
and returns a :class:`~experiments.analysis.sections.Section`; these are the sections whose tests read
the verdict ``analyze(..., verdict=...)`` chooses (:data:`TEST_SECTIONS`). Sections never raise on
degenerate data: whatever a test cannot compute becomes a stated skip.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations, pairwise, product
from typing import Any

from envs.records import PHASES
from experiments.analysis import plots
from experiments.analysis.clustered import (
    POWER,
    cluster_level_test,
    clustered_rate,
    clusters_needed,
    contrast_effects,
    gee_term,
    gee_term_test,
)
from experiments.analysis.deps import require
from experiments.analysis.encodings import encoding_omnibus
from experiments.analysis.frame import (
    CLUSTERS,
    CROSSED,
    PHASE_NAMES,
    PREDICTED_SHAPE_ORDER,
    STRICT_VERDICT,
    encoding_order,
    shape_order,
)
from experiments.analysis.sections import (
    EVENTS_PER_PARAMETER,
    MIN_PAIRED_SHARE,
    TEST_HEADERS,
    Context,
    Section,
    plot_estimate,
    test_cells,
)
from experiments.analysis.stats import (
    NotComputable,
    TestResult,
    cochran_q,
    format_number,
    format_p,
    holm,
    mcnemar,
    p_text,
    phi_coefficient,
    two_proportion,
)
from experiments.analysis.tables import (
    ALPHA,
    contrast_reading,
    md_table,
    percent,
    rate_cell,
    significant,
)


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
    test on all trials. When a maze (a participant, for people) holds more than one trial of an
    encoding, the trials are repeated measures: a logistic GEE clustered by ``cluster``
    (:func:`~experiments.analysis.clustered.gee_term_test`) instead.

    Raises:
        NotComputable: a group is empty or the test is undefined on these data.
    """
    keys = ["model", "maze_id", "trial"]
    sub = frame[frame[phase].notna()]
    a = sub[sub["encoding"] == enc_a]
    b = sub[sub["encoding"] == enc_b]
    if a.empty or b.empty:
        raise NotComputable(f"{enc_a if a.empty else enc_b} has no {phase} trials")
    repeated = [
        int(g.dropna(subset=["cluster"]).groupby("cluster").size().max() or 0)
        for g in (a, b)
        if g["cluster"].notna().any()
    ]
    if repeated and max(repeated) > 1:
        # A maze played more than once per encoding: its pairs are not independent, so the
        # test is the clustered regression, not McNemar on trial pairs.
        both = sub[sub["encoding"].isin([enc_a, enc_b])]
        both = both.assign(y=both[phase].astype(int), first=(both["encoding"] == enc_a).astype(int))
        test = gee_term_test(
            both, "y ~ first", "first", "cluster", f"encoding ({enc_a} vs {enc_b})",
            _cluster_word(both), crossed=CROSSED,
        )  # fmt: skip
        return Contrast(float(a[phase].mean()), float(b[phase].mean()), test, True)
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


def _effect_cells(g: Any, phase: str, ea: str, eb: str) -> str:
    """``"+12.0 [+3.1, +20.9]; OR 1.70 [1.10, 2.62]"`` for encoding ``ea`` over ``eb``."""
    a = g[(g["encoding"] == ea) & g[phase].notna()]
    b = g[(g["encoding"] == eb) & g[phase].notna()]
    try:
        e = contrast_effects(a[phase], a["cluster"], b[phase], b["cluster"])
    except NotComputable:
        return "—"
    return (
        f"{100 * e.risk_difference:+.1f} [{100 * e.rd_low:+.1f}, {100 * e.rd_high:+.1f}]; "
        f"OR {e.odds_ratio:.2f} [{e.or_low:.2f}, {e.or_high:.2f}]"
    )


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
        "and phase (column 'p (Holm)'; with two encodings it equals p). When a maze holds more "
        "than one trial of an encoding (repeats), the pair's test is a logistic GEE clustered by "
        "maze instead. Effect sizes (risk difference in points, odds ratio) carry 95% intervals "
        "widened by the design effect of repeated mazes (Haldane-corrected counts).",
        "",
    )
    rows, readings, omnibus = [], [], []
    for phase, name, sub in ctx.each_phase_ran(sec, "H1 on {name}"):
        units: list[tuple[str, Any]] = []
        for m in ctx.models:
            g = sub[sub["model"] == m]
            if g.empty:
                continue
            encs = encoding_order(g["encoding"].unique())
            if len(encs) < 2:
                sec.skip(f"H1 for {m} on {name}", f"{m} ran one encoding only ({encs[0]})")
                continue
            units.append((m, g))
        for who, g in units:
            encs = encoding_order(g["encoding"].unique())
            if len(encs) > 2:
                try:
                    omni, _ = encoding_omnibus(g, phase, encs, MIN_PAIRED_SHARE)
                    omnibus.append([who, name, ", ".join(encs), *test_cells(omni)])
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
                     _effect_cells(g, phase, ea, eb), *test_cells(c.test)]
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
                ["model", "phase", "encodings (A vs B)", "rate A", "rate B",
                 "A − B (points); odds ratio A/B [95% CI]", *TEST_HEADERS, "p (Holm)"],
                rows,
            ),
            "",
        )  # fmt: skip
        sec.add(*readings, "")
    phases = [p for p in PHASES if not ctx.ran(p).empty]
    crossed = [
        m for m in ctx.models if ctx.maze.loc[ctx.maze["model"] == m, "encoding"].nunique() > 1
    ]
    if crossed and phases:
        series = {
            f"{m} · {e}": [
                plot_estimate(ctx.ran(p).loc[lambda f, m=m, e=e: (f["model"] == m)
                                             & (f["encoding"] == e), p])
                for p in phases
            ]
            for m in crossed
            for e in encoding_order(ctx.maze.loc[ctx.maze["model"] == m, "encoding"].unique())
        }  # fmt: skip
        sec.figure(
            plots.rate_bars(ctx.fig("05_h1_encoding"), [PHASE_NAMES[p] for p in phases], series,
                            "Success by encoding, per model", "phase"),
            "success by model and encoding",
        )  # fmt: skip
    return sec


# --- 6. H2 shape --------------------------------------------------------------------------------


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


def _cluster_word(frame: Any) -> str:
    """What the trials of ``frame`` cluster by, as printed."""
    people = frame["cluster"].astype(str).str.startswith("participant").any()
    mazes = frame["cluster"].astype(str).str.startswith("maze").any()
    if people and mazes:
        return "mazes or participants"
    return "participants" if people else "mazes"


def _present_models(ctx: Context, frame: Any) -> list[str]:
    return [m for m in ctx.models if (frame["model"] == m).any()]


def _power_line(g: Any, phase: str, hi: str, lo: str) -> str:
    """How many clusters per shape would detect ``hi`` vs ``lo``'s observed difference."""
    a = g[g["shape"] == hi]
    b = g[g["shape"] == lo]
    overall = clustered_rate(g[phase], g["cluster"])
    per_cluster = overall.n / max(1, overall.clusters)
    ra, rb = float(a[phase].mean()), float(b[phase].mean())
    have = min(a["cluster"].nunique(), b["cluster"].nunique())
    word = _cluster_word(g)
    try:
        need = clusters_needed(ra, rb, overall.design_effect, per_cluster)
    except NotComputable as exc:
        return f"  Power: not computed ({exc})."
    return (
        f"  Power: to detect {hi} vs {lo} ({percent(ra)} vs {percent(rb)}) with "
        f"{POWER:.0%} power at α = {ALPHA} (two-sided), about {need} {word} per shape are "
        f"needed at the observed design effect {overall.design_effect:.2f} and "
        f"{per_cluster:.1f} trials per {word.rstrip('s')}; the data have {have}."
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
        for m in _present_models(ctx, sub):
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
                    data, formula, "C(shape)", "cluster", "shape", _cluster_word(g),
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
                eff = contrast_effects(
                    g.loc[g["shape"] == hi, phase], g.loc[g["shape"] == hi, "cluster"],
                    g.loc[g["shape"] == lo, phase], g.loc[g["shape"] == lo, "cluster"],
                )  # fmt: skip
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
        _cells_present(data, ["model", "shape"])
        _no_constant_model(data, models)
        formula = "y ~ C(shape) + C(model)" + (" + C(encoding)" if len(encs) > 1 else "")
        test = gee_term_test(
            data, formula, "C(shape)", "cluster", "shape", _cluster_word(data), crossed=CROSSED
        )
    except NotComputable as exc:
        return [
            f"{head}: not fitted — {exc}; the per-model tests above are the reading "
            f"(no pooled test across {' × '.join(factors)})."
        ]
    verdict = "varies" if significant(test) else "does not vary significantly"
    return [f"{head}{' and encoding' if len(encs) > 1 else ''}: {test.describe()}. Reading: "
            f"{name} success {verdict} with shape, within models."]  # fmt: skip


def _no_constant_model(data: Any, models: Sequence[str]) -> None:
    """Raise NotComputable naming a model that always (or never) succeeded: its model term
    runs off to infinity (separation)."""
    for m in models:
        outcomes = data.loc[data["model"] == m, "y"]
        if outcomes.nunique() < 2:
            word = "succeeded" if int(outcomes.iloc[0]) == 1 else "failed"
            raise NotComputable(
                f"the cell model={m} {word} on every trial, so the model term is not "
                "estimable (separation)"
            )


def _cells_present(frame: Any, factors: Sequence[str]) -> None:
    """Raise NotComputable naming the first level combination of ``factors`` with no trials."""
    present = set(map(tuple, frame[list(factors)].drop_duplicates().to_numpy().tolist()))
    levels = [sorted(frame[f].unique()) for f in factors]
    for combo in product(*levels):
        if tuple(combo) not in present:
            cell = ", ".join(f"{f}={v}" for f, v in zip(factors, combo, strict=True))
            raise NotComputable(f"the cell {cell} has no trials")


# --- 7. H3 model --------------------------------------------------------------------------------


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
            _no_constant_model(data, present)
            fit = gee_term(
                data, " + ".join(["y ~ step", *covariates]), "step", "cluster",
                "the model's position in the order", _cluster_word(data), crossed=CROSSED,
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
                e = contrast_effects(g[pa], g["cluster"], g[pb], g["cluster"])
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


def _of_order(order: int) -> Callable[[str], bool]:
    """Chooses the coefficients of the interactions of ``order`` factors (``order - 1`` colons
    in patsy's name, e.g. ``C(model)[T.b]:C(encoding)[T.matrix]`` for order 2)."""
    return lambda name: name.count(":") == order - 1


def correlations_interactions(ctx: Context) -> Section:
    """Phi correlations between phases and model × encoding × shape logistic interactions."""
    sec = Section("correlations", "9. Correlations between phases and interaction effects")
    if ctx.maze.empty:
        sec.skip("correlations and interactions", "no maze trials")
        return sec
    sec.add("### Phase correlations (phi coefficients)", "")
    models = [m for m in ctx.models if (ctx.maze["model"] == m).any()]
    # Per model only: pooled, one agent that always succeeds and another that always fails
    # make any two phases look perfectly correlated.
    units = [(m, ctx.maze[ctx.maze["model"] == m]) for m in models]
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
            rows.append([who, f"{pa} – {pb}", f"{phi:+.3f}", *test_cells(test)])
    if rows:
        sec.add(*md_table(["model", "phases", "phi", *TEST_HEADERS], rows), "")
    elif not any_pair:
        what = "has strict verdicts in" if ctx.verdict == STRICT_VERDICT else "ran"
        sec.skip("phase correlations", f"no trial {what} two phases")
    sec.add("### Interaction effects (logistic regression)", "")
    sec.add(
        "Logistic models of success on model, encoding and shape (each factor that varies): "
        "main effects, then all two-way interactions, then the three-way interaction; each "
        "order's interaction coefficients get a joint Wald test in a GEE clustered by maze "
        "(exchangeable, bias-reduced sandwich; people by participant and maze, crossed), since "
        "a maze's trials in several encodings and by several models are not independent. A fit "
        "is reported only when every cell of its interactions has both outcomes, there are "
        f"{EVENTS_PER_PARAMETER}+ trials of the rarer outcome per parameter, and the fit "
        "converges with finite standard errors.",
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
        except NotComputable as exc:
            sec.skip(f"main-effects model on {name}", str(exc))
            continue
        for order in range(2, len(factors) + 1):
            label = "two-way interactions" if order == 2 else "the three-way interaction"
            try:
                for combo in combinations(factors, order):
                    _cells_supported(data, combo, "y")
                _min_events_check(data, "y", _n_params(data, factors, order))
                test = gee_term_test(
                    data, f"y ~ ({main}) ** {order}", _of_order(order), "cluster", label,
                    _cluster_word(data), crossed=CROSSED,
                )  # fmt: skip
            except NotComputable as exc:
                sec.skip(f"{label} on {name}", str(exc))
                break
            verdict = "significant" if significant(test) else "not significant"
            sec.add(f"- {name}, {label} among {', '.join(factors)}: {verdict} — {test.describe()}.")
    sec.add("")
    return sec


# --- rotation puzzles ---------------------------------------------------------------------------


TEST_SECTIONS: frozenset[Callable[[Context], Section]] = frozenset(
    {encoding_effect, shape_effect, model_trend, phase_progression, correlations_interactions}
)
"""The sections whose tests read the verdict ``analyze(..., verdict=...)`` chooses."""
