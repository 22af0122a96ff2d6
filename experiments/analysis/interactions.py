"""Section 9: phase correlations per model and the clustered model × encoding × shape
interaction tests."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from envs.records import PHASES
from experiments.analysis.clustered import gee_term_test
from experiments.analysis.context import (
    EVENTS_PER_PARAMETER,
    TEST_HEADERS,
    Context,
    Section,
    test_cells,
)
from experiments.analysis.frame import CROSSED, PHASE_NAMES, STRICT_VERDICT
from experiments.analysis.model_terms import cluster_word, min_events_check, n_params
from experiments.analysis.stats import NotComputable, phi_coefficient
from experiments.analysis.tables import md_table, significant


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
            min_events_check(data, "y", n_params(data, factors, 1))
        except NotComputable as exc:
            sec.skip(f"main-effects model on {name}", str(exc))
            continue
        for order in range(2, len(factors) + 1):
            label = "two-way interactions" if order == 2 else "the three-way interaction"
            try:
                for combo in combinations(factors, order):
                    _cells_supported(data, combo, "y")
                min_events_check(data, "y", n_params(data, factors, order))
                test = gee_term_test(
                    data, f"y ~ ({main}) ** {order}", _of_order(order), "cluster", label,
                    cluster_word(data), crossed=CROSSED,
                )  # fmt: skip
            except NotComputable as exc:
                sec.skip(f"{label} on {name}", str(exc))
                break
            verdict = "significant" if significant(test) else "not significant"
            sec.add(f"- {name}, {label} among {', '.join(factors)}: {verdict} — {test.describe()}.")
    sec.add("")
    return sec
