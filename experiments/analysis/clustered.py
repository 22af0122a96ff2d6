"""Tests that respect repeated measures: trials of one maze (or one person) are not independent.

A maze is played by several encodings, several trials and several solve modes; a participant of
the human study plays many mazes. Counting those trials as independent draws makes tests too
eager (a hard maze failed four times looks like four pieces of evidence about its shape). This
module holds the report's tests that allow for it:

* :func:`gee_term_test`: a logistic GEE (generalized estimating equations, exchangeable working
  correlation, clusters given by a column) and a Wald test of one term, on the bias-reduced
  (Mancl–DeRouen) sandwich covariance, which keeps the test's size near its nominal level with a
  few dozen clusters where the plain sandwich is too eager;
* :func:`two_way_term`: the same Wald test when trials cluster along two crossed groupings at
  once (a human participant's trials by the person and by the maze), on Cameron–Gelbach–Miller
  two-way cluster-robust covariance with the bias-reduced meat and an F reference;
* :func:`cluster_level_test`: the fallback when a GEE separates, a test on each cluster's rate.

The closed-form estimates (:func:`clustered_rate`, :func:`contrast_effects`,
:func:`clusters_needed`) are :mod:`experiments.analysis.cluster_rates`'; they are importable from
here too, where the tests read them. Like :mod:`experiments.analysis.stats`, anything undefined
on the data raises :class:`~experiments.analysis.stats.NotComputable` with the reason in plain
words.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

# clustered_rate, clusters_needed and contrast_effects are re-exported: the tests import them here.
from experiments.analysis.cluster_rates import (  # noqa: F401
    Z95,
    clustered_rate,
    clusters_needed,
    contrast_effects,
)
from experiments.analysis.deps import require
from experiments.analysis.stats import NotComputable, TestResult

#: Working correlation and covariance of every GEE fit, as printed in the report.
GEE_NAME = "GEE logistic, exchangeable, bias-reduced sandwich"
#: The fit when trials cluster along two crossed groupings (participants and mazes).
TWO_WAY_NAME = "logistic, two-way cluster-robust (bias-reduced)"
#: A GEE needs at least this many clusters before its sandwich covariance means anything.
MIN_CLUSTERS = 8


@dataclass(frozen=True)
class GeeTerm:
    """A term of a fitted GEE: its Wald test and each coefficient as an odds ratio with a 95%
    interval (``(name, odds ratio, low, high)``)."""

    test: TestResult
    odds_ratios: list[tuple[str, float, float, float]]


def gee_term_test(*args: Any, **kwargs: Any) -> TestResult:
    """:func:`gee_term`'s Wald test alone (same arguments)."""
    return gee_term(*args, **kwargs).test


def gee_term(
    data: Any,
    formula: str,
    term: str | Callable[[str], bool],
    cluster: str,
    label: str | None = None,
    cluster_word: str = "clusters",
    crossed: str | None = None,
    crossed_word: str = "mazes",
) -> GeeTerm:
    """Wald test that every coefficient of ``term`` is zero in a logistic GEE, and the term's
    odds ratios with Wald 95% intervals on the same covariance.

    With ``crossed``, trials are correlated along two groupings at once (the human study: a
    participant's trials share the person's skill, a maze's trials share its difficulty, and
    neither is nested in the other). When one grouping is nested in the other, the coarser one
    clusters the GEE; when they cross, the fit is :func:`two_way_term`'s.

    Args:
        data: a pandas DataFrame holding the formula's columns and ``cluster``.
        formula: the patsy formula, e.g. ``"y ~ C(shape) + C(encoding)"``.
        term: the term tested, as it starts the coefficient names (``"C(shape)"``), or a
            predicate choosing the coefficient names tested (then ``label`` names them).
        cluster: the column whose values group correlated trials (``"maze_id"``).
        label: what the test is of, as printed (default: ``term``).
        cluster_word: what a cluster is, as printed (``"mazes"``).
        crossed: a second grouping column (``"maze_cluster"``), or None.
        crossed_word: what a cluster of ``crossed`` is, as printed.

    Raises:
        NotComputable: no variation in the outcome, too few clusters, the term has no
            coefficient on these data, or the fit does not converge to finite estimates.
    """
    numpy = require("numpy")
    sm = require("statsmodels.api")
    smf = require("statsmodels.formula.api")
    scipy_stats = require("scipy.stats")
    label = label or str(term)
    outcome = formula.split("~")[0].strip()
    data = data.dropna(subset=[outcome])
    y = data[outcome]
    if y.nunique() < 2:
        word = "succeeded" if len(y) and float(y.iloc[0]) == 1 else "failed"
        raise NotComputable(f"every trial {word}; there is no variation to model")
    keys = _keys(data[cluster])
    if crossed is not None:
        other = _keys(data[crossed])
        pairs = len(set(zip(keys, other, strict=True)))
        if pairs > len(set(keys)) and pairs > len(set(other)):
            return two_way_term(
                data, formula, term, (keys, other), label, (cluster_word, crossed_word)
            )
        if pairs == len(set(keys)) and len(set(other)) < len(set(keys)):
            keys, cluster_word = other, crossed_word  # ``cluster`` nests in ``crossed``
    n_clusters = len(set(keys))
    if n_clusters < MIN_CLUSTERS:
        raise NotComputable(
            f"{n_clusters} {cluster_word} (a clustered test needs at least {MIN_CLUSTERS})"
        )
    data = data.assign(_cluster=keys)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            model = smf.gee(
                formula, "_cluster", data, family=sm.families.Binomial(),
                cov_struct=sm.cov_struct.Exchangeable(),
            )  # fmt: skip
            result = model.fit(maxiter=100, cov_type="bias_reduced")
    except (numpy.linalg.LinAlgError, ValueError) as exc:
        raise NotComputable(f"the GEE fit failed ({type(exc).__name__}: {exc})") from exc
    names = list(result.params.index)
    rows = _selected(names, term)
    if not rows:
        raise NotComputable(f"{label} has one level on these data; nothing to test")
    beta = numpy.asarray(result.params)[rows]
    cov = numpy.asarray(result.cov_params())[numpy.ix_(rows, rows)]
    if not (numpy.all(numpy.isfinite(beta)) and numpy.all(numpy.isfinite(cov))):
        raise NotComputable("the GEE fit gave non-finite estimates (separation)")
    if float(numpy.max(numpy.abs(beta))) > 15:
        raise NotComputable(
            "a coefficient runs off to infinity: some level always or never succeeds (separation)"
        )
    wald = _wald(beta, cov)
    df = len(rows)
    p = float(scipy_stats.chi2.sf(wald, df))
    test = TestResult(
        f"{GEE_NAME}, Wald test of {label}", "chi2", wald, p, len(data),
        f"trials in {n_clusters} {cluster_word}", df=df,
    )  # fmt: skip
    return GeeTerm(test, _odds_ratios(names, rows, beta, cov))


def _wald(beta: Any, cov: Any) -> float:
    """The Wald statistic ``beta' cov^-1 beta`` of the tested coefficients.

    Raises:
        NotComputable: their covariance is singular.
    """
    numpy = require("numpy")
    try:
        return float(beta @ numpy.linalg.solve(cov, beta))
    except numpy.linalg.LinAlgError as exc:
        raise NotComputable("the covariance of the tested coefficients is singular") from exc


def _odds_ratios(
    names: Sequence[str], rows: Sequence[int], beta: Any, cov: Any
) -> list[tuple[str, float, float, float]]:
    """Each tested coefficient's odds ratio with its 95% Wald interval."""
    numpy = require("numpy")
    ses = numpy.sqrt(numpy.diag(cov))
    return [
        (names[i], math.exp(b), math.exp(b - Z95 * se), math.exp(b + Z95 * se))
        for i, b, se in zip(rows, beta.tolist(), ses.tolist(), strict=True)
    ]


def _selected(names: Sequence[str], term: str | Callable[[str], bool]) -> list[int]:
    """Positions of the coefficients ``term`` names: those whose name starts with it, or
    those a predicate accepts (an interaction order: names with that many ``:``)."""
    if callable(term):
        return [i for i, name in enumerate(names) if term(name)]
    return [i for i, name in enumerate(names) if name.startswith(term)]


def _keys(column: Any) -> list[Any]:
    """One cluster key per row; a missing key is a cluster of its own."""
    groups = column.astype(object).where(column.notna(), None)
    return [g if g is not None else f"(unkeyed {i})" for i, g in enumerate(groups)]


def _bias_reduced_meat(x: Any, residual: Any, weight: Any, bread: Any, keys: Sequence[Any]) -> Any:
    """Sum over clusters of ``s s'``, ``s = X_g' (I - H_gg)^-1 e_g``: the Mancl–DeRouen meat of
    a logistic fit's sandwich (``H_gg = W_g X_g B^-1 X_g'``, ``B^-1`` = ``bread``)."""
    numpy = require("numpy")
    index: dict[Any, list[int]] = {}
    for i, key in enumerate(keys):
        index.setdefault(key, []).append(i)
    meat = numpy.zeros((x.shape[1], x.shape[1]))
    for rows in index.values():
        xg = x[rows]
        leverage = (weight[rows][:, None] * xg) @ bread @ xg.T
        try:
            adjusted = numpy.linalg.solve(numpy.eye(len(rows)) - leverage, residual[rows])
        except numpy.linalg.LinAlgError:  # a cluster that alone fixes a coefficient
            adjusted = residual[rows]
        score = xg.T @ adjusted
        meat += numpy.outer(score, score)
    return meat


def two_way_term(
    data: Any,
    formula: str,
    term: str | Callable[[str], bool],
    keys: tuple[Sequence[Any], Sequence[Any]],
    label: str,
    words: tuple[str, str] = ("participants", "mazes"),
) -> GeeTerm:
    """Wald test of ``term`` in a logistic regression with two-way cluster-robust covariance.

    Cameron, Gelbach and Miller's estimator for crossed clusters: the sandwich clustered by the
    first grouping plus the one clustered by the second minus the one clustered by their
    intersection, each with the bias-reduced (Mancl–DeRouen) meat; negative eigenvalues of the
    sum are set to zero. With few clusters a chi-square reference rejects too often, so the
    Wald statistic is referred to an F distribution with ``G - df`` denominator degrees of
    freedom after the Hotelling scaling ``(G - df) / (G - 1)``, ``G`` the smaller number of
    clusters. ``benchmarks/bench_clustered_size.py`` measures the size this keeps.

    Args:
        data: a pandas DataFrame with the formula's columns (rows with no outcome dropped).
        formula: the patsy formula.
        term: the term tested, as it starts the coefficient names.
        keys: one cluster key per row for each grouping.
        label: what the test is of, as printed.
        words: what a cluster of each grouping is, as printed.

    Raises:
        NotComputable: too few clusters, the term has no coefficient, or separation.
    """
    numpy = require("numpy")
    sm = require("statsmodels.api")
    smf = require("statsmodels.formula.api")
    scipy_stats = require("scipy.stats")
    counts = [len(set(k)) for k in keys]
    smaller = min(counts)
    if smaller < MIN_CLUSTERS:
        word = words[counts.index(smaller)]
        raise NotComputable(f"{smaller} {word} (a clustered test needs at least {MIN_CLUSTERS})")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            model = smf.glm(formula, data, family=sm.families.Binomial())
            result = model.fit(maxiter=100)
    except (numpy.linalg.LinAlgError, ValueError) as exc:
        raise NotComputable(f"the logistic fit failed ({type(exc).__name__}: {exc})") from exc
    names = list(model.exog_names)
    rows = _selected(names, term)
    if not rows:
        raise NotComputable(f"{label} has one level on these data; nothing to test")
    x = numpy.asarray(model.exog, dtype=float)
    mu = numpy.asarray(result.fittedvalues, dtype=float)
    weight = mu * (1 - mu)
    residual = numpy.asarray(model.endog, dtype=float) - mu
    try:
        bread = numpy.linalg.inv(x.T @ (weight[:, None] * x))
    except numpy.linalg.LinAlgError as exc:
        raise NotComputable("the design matrix is singular on these data") from exc
    both = list(zip(*keys, strict=True))
    meat = (
        _bias_reduced_meat(x, residual, weight, bread, keys[0])
        + _bias_reduced_meat(x, residual, weight, bread, keys[1])
        - _bias_reduced_meat(x, residual, weight, bread, both)
    )
    cov = bread @ meat @ bread
    values, vectors = numpy.linalg.eigh((cov + cov.T) / 2)
    cov = vectors @ numpy.diag(numpy.clip(values, 0.0, None)) @ vectors.T
    beta = numpy.asarray(result.params, dtype=float)[rows]
    sub = cov[numpy.ix_(rows, rows)]
    if not (numpy.all(numpy.isfinite(beta)) and numpy.all(numpy.isfinite(sub))):
        raise NotComputable("the logistic fit gave non-finite estimates (separation)")
    if float(numpy.max(numpy.abs(beta))) > 15:
        raise NotComputable(
            "a coefficient runs off to infinity: some level always or never succeeds (separation)"
        )
    df = len(rows)
    if smaller - df < 1:
        raise NotComputable(f"{df} coefficients tested on {smaller} {words[counts.index(smaller)]}")
    wald = _wald(beta, sub)
    f_value = wald / df * (smaller - df) / (smaller - 1)
    p = float(scipy_stats.f.sf(f_value, df, smaller - df))
    test = TestResult(
        f"{TWO_WAY_NAME} ({words[0]} × {words[1]}; F reference, {smaller - df} denominator df), "
        f"Wald test of {label}", "F", f_value, p, len(data),
        f"trials in {counts[0]} {words[0]} × {counts[1]} {words[1]}", df=df,
    )  # fmt: skip
    return GeeTerm(test, _odds_ratios(names, rows, beta, sub))


def cluster_level_test(
    data: Any, outcome: str, factor: str, cluster: str, cluster_word: str = "clusters"
) -> TestResult:
    """Kruskal–Wallis test of ``factor`` on each cluster's success rate.

    The fallback when the GEE separates (a shape always or never succeeds): when every cluster
    holds one level of ``factor`` (a maze has one shape), the clusters are the independent units
    and their rates can be compared directly, with no model to run off to infinity.

    Raises:
        NotComputable: a cluster holds several levels, fewer than two levels have clusters, or
            every cluster has the same rate.
    """
    data = data.dropna(subset=[outcome, cluster])
    levels_per_cluster = data.groupby(cluster)[factor].nunique()
    if (levels_per_cluster > 1).any():
        raise NotComputable(f"{cluster_word} hold several {factor}s, so they cannot be compared")
    rates = data.groupby(cluster).agg(rate=(outcome, "mean"), level=(factor, "first"))
    groups = [g["rate"].to_numpy() for _, g in rates.groupby("level")]
    if len(groups) < 2:
        raise NotComputable(f"fewer than two {factor}s have {cluster_word}")
    if rates["rate"].nunique() < 2:
        raise NotComputable(f"every one of the {cluster_word} has the same success rate")
    h, p = require("scipy.stats").kruskal(*groups)
    return TestResult(
        f"Kruskal–Wallis test of {factor} on per-{cluster_word.rstrip('s')} success rates",
        "H", float(h), float(p), len(rates), cluster_word, df=len(groups) - 1,
    )  # fmt: skip
