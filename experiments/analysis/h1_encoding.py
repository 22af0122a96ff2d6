"""Section 5, H1: the encoding effect, per model (paired McNemar, unpaired two-proportion, or the
clustered GEE when a maze holds repeats; an omnibus test first with three or more encodings)."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from envs.records import PHASES
from experiments.analysis import plots
from experiments.analysis.cluster_rates import contrast_effects
from experiments.analysis.clustered import gee_term_test
from experiments.analysis.context import (
    MIN_PAIRED_SHARE,
    TEST_HEADERS,
    Context,
    Section,
    plot_estimate,
    test_cells,
)
from experiments.analysis.encodings import encoding_omnibus
from experiments.analysis.frame import CROSSED, PHASE_NAMES, encoding_order
from experiments.analysis.model_terms import cluster_word
from experiments.analysis.stats import (
    NotComputable,
    TestResult,
    format_p,
    holm,
    mcnemar,
    two_proportion,
)
from experiments.analysis.tables import contrast_reading, md_table, percent


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
            cluster_word(both), crossed=CROSSED,
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
        e = contrast_effects(a[phase], a["cluster"], b[phase], b["cluster"], a[CROSSED], b[CROSSED])
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
