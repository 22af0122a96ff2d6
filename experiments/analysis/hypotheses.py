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
from itertools import combinations, pairwise
from typing import Any

from envs.records import PHASES
from experiments.analysis import plots
from experiments.analysis.deps import require
from experiments.analysis.encodings import encoding_omnibus
from experiments.analysis.frame import (
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
    for phase, name, sub in ctx.each_phase_ran(sec, "H1 on {name}"):
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
                     f"{100 * diff:+.1f}", *test_cells(c.test)]
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
        series = {e: [plot_estimate(ctx.ran(p).loc[lambda f, e=e: f["encoding"] == e, p]) for p in phases]
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
    for phase, name, sub in ctx.each_phase_ran(sec, "H2 on {name}"):
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
                plot_estimate(ctx.ran(p).loc[lambda f, s=s: f["shape"] == s, p]) for s in shapes
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
    for phase, name, sub in ctx.each_phase_ran(sec, "H3 on {name}"):
        series[name] = [plot_estimate(sub.loc[sub["model"] == m, phase]) for m in ctx.models]
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
            rows.append([who, f"{pa} – {pb}", f"{phi:+.3f}", *test_cells(test)])
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


TEST_SECTIONS: frozenset[Callable[[Context], Section]] = frozenset(
    {encoding_effect, shape_effect, model_trend, phase_progression, correlations_interactions}
)
"""The sections whose tests read the verdict ``analyze(..., verdict=...)`` chooses."""
