"""Statistics for binary outcomes: intervals, paired and unpaired tests, trend, correlation.

Every test returns a :class:`TestResult` (test name, statistic, p-value, sample size) so the
report can state all four; a test that cannot be computed on the data given (no discordant
pairs, a group that is empty, no variance, a logistic fit that separates) raises
:class:`NotComputable` whose message is the reason printed in the report. scipy and
statsmodels are imported lazily (the ``analysis`` extra); the Wilson interval (:func:`envs.stats.wilson_interval`) needs neither.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from experiments.analysis.deps import require

#: McNemar uses the exact binomial test below this many discordant pairs.
EXACT_MCNEMAR_BELOW = 25
#: The two-proportion z-test gives way to Fisher's exact test below this expected cell count.
MIN_EXPECTED_COUNT = 5.0


class NotComputable(Exception):
    """A statistic is undefined on the data given; the message says why, in plain words."""


@dataclass(frozen=True)
class TestResult:
    """One hypothesis test, with everything the report must state.

    Attributes:
        test: the test's name as printed (e.g. ``"McNemar, exact binomial"``).
        statistic_name: the statistic's symbol (``"z"``, ``"chi2"``, ``"Q"``, ``"OR"``).
        statistic: its value.
        p_value: two-sided p-value.
        n: sample size in ``unit``.
        unit: what ``n`` counts (``"pairs"``, ``"trials"``).
        df: degrees of freedom for chi-square statistics, else ``None``.
    """

    __test__ = False  # not a pytest class, despite the name

    test: str
    statistic_name: str
    statistic: float
    p_value: float
    n: int
    unit: str = "trials"
    df: int | None = None

    def describe(self) -> str:
        """``"McNemar, exact binomial: chi2 = 4.26 (df 1), p = 0.012, n = 180 pairs"``."""
        df = f" (df {self.df})" if self.df is not None else ""
        return (
            f"{self.test}: {self.statistic_name} = {format_number(self.statistic)}{df}, "
            f"{p_text(self.p_value)}, n = {self.n} {self.unit}"
        )


def format_number(value: float) -> str:
    """Three significant decimals, ``"—"`` for NaN."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return f"{value:.3g}" if abs(value) >= 1000 else f"{value:.3f}".rstrip("0").rstrip(".")


def format_p(p: float) -> str:
    """p-values the way papers print them: ``"< 0.001"`` under a thousandth."""
    if math.isnan(p):
        return "—"
    return "< 0.001" if p < 0.001 else f"{p:.3f}"


def p_text(p: float) -> str:
    """``"p = 0.012"`` or ``"p < 0.001"``."""
    shown = format_p(p)
    return f"p {shown}" if shown.startswith("<") else f"p = {shown}"


def mcnemar(first: Sequence[bool], second: Sequence[bool]) -> TestResult:
    """McNemar's test on paired binary outcomes.

    Exact binomial p-value when there are fewer than :data:`EXACT_MCNEMAR_BELOW` discordant
    pairs, continuity-corrected chi-square otherwise; the statistic is always the corrected
    chi-square so results are comparable.

    Raises:
        ValueError: the sequences differ in length.
        NotComputable: no pairs, or no discordant pair (the two agree everywhere).
    """
    if len(first) != len(second):
        raise ValueError(
            f"first and second must pair up, got lengths {len(first)} and {len(second)}"
        )
    if not first:
        raise NotComputable("no paired trials")
    only_first = sum(1 for a, b in zip(first, second, strict=True) if a and not b)
    only_second = sum(1 for a, b in zip(first, second, strict=True) if b and not a)
    discordant = only_first + only_second
    if discordant == 0:
        raise NotComputable(
            f"no discordant pairs among {len(first)}: both conditions gave the same outcome on "
            "every pair, so there is nothing to test"
        )
    chi2 = (abs(only_first - only_second) - 1) ** 2 / discordant
    scipy_stats = require("scipy.stats")
    if discordant < EXACT_MCNEMAR_BELOW:
        p = float(scipy_stats.binomtest(only_first, discordant, 0.5).pvalue)
        name = "McNemar, exact binomial"
    else:
        p = float(scipy_stats.chi2.sf(chi2, 1))
        name = "McNemar, chi-square with continuity correction"
    return TestResult(name, "chi2", chi2, min(1.0, p), len(first), "pairs", df=1)


def two_proportion(s1: int, n1: int, s2: int, n2: int) -> TestResult:
    """Compare two independent proportions.

    A pooled two-sided z-test; Fisher's exact test instead when an expected cell count is
    below :data:`MIN_EXPECTED_COUNT` (the z-test's normal approximation is poor there).

    Raises:
        NotComputable: a group is empty, or every trial in both groups had the same outcome.
    """
    if n1 == 0 or n2 == 0:
        raise NotComputable("one of the two groups has no trials")
    pooled = (s1 + s2) / (n1 + n2)
    if pooled in (0.0, 1.0):
        outcome = "succeeded" if pooled == 1.0 else "failed"
        raise NotComputable(f"every trial in both groups {outcome}; no variance to test")
    scipy_stats = require("scipy.stats")
    expected = min(n * q for n in (n1, n2) for q in (pooled, 1 - pooled))
    if expected < MIN_EXPECTED_COUNT:
        odds, p = scipy_stats.fisher_exact([[s1, n1 - s1], [s2, n2 - s2]])
        return TestResult("Fisher's exact test", "OR", float(odds), float(p), n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    z = (s1 / n1 - s2 / n2) / se
    p = 2 * float(scipy_stats.norm.sf(abs(z)))
    return TestResult("two-proportion z-test", "z", z, min(1.0, p), n1 + n2)


def cochran_q(outcomes: Sequence[Sequence[bool]]) -> TestResult:
    """Cochran's Q for k >= 2 related binary outcomes (rows are subjects, columns conditions).

    Raises:
        ValueError: rows of different lengths or fewer than two columns.
        NotComputable: no rows, or every row all-success or all-failure.
    """
    rows = [[int(bool(v)) for v in row] for row in outcomes]
    if not rows:
        raise NotComputable("no trials with every phase recorded")
    k = len(rows[0])
    if k < 2 or any(len(row) != k for row in rows):
        raise ValueError("outcomes must be rows of equal length >= 2")
    col = [sum(row[j] for row in rows) for j in range(k)]
    row_tot = [sum(row) for row in rows]
    total = sum(row_tot)
    denom = k * total - sum(r * r for r in row_tot)
    if denom == 0:
        raise NotComputable(
            "every trial had the same outcome in all phases (all succeed or all fail), "
            "so the phases cannot differ"
        )
    q = (k - 1) * (k * sum(c * c for c in col) - total * total) / denom
    p = float(require("scipy.stats").chi2.sf(q, k - 1))
    return TestResult("Cochran's Q", "Q", q, p, len(rows), "trials", df=k - 1)


def trend_test(
    successes: Sequence[int], totals: Sequence[int], scores: Sequence[float] | None = None
) -> TestResult:
    """Cochran–Armitage test for a linear trend in proportions across ordered groups.

    Args:
        successes: successes per group, in order.
        totals: trials per group, same order.
        scores: the groups' scores; ``0, 1, 2, ...`` by default. A positive statistic means
            the rate rises along the order.

    Raises:
        ValueError: lengths differ.
        NotComputable: fewer than two non-empty groups, or no variance.
    """
    if len(successes) != len(totals):
        raise ValueError("successes and totals must have the same length")
    scores = list(range(len(totals))) if scores is None else list(scores)
    if len(scores) != len(totals):
        raise ValueError("scores must have one entry per group")
    groups = [(s, n, x) for s, n, x in zip(successes, totals, scores, strict=True) if n > 0]
    if len(groups) < 2:
        raise NotComputable("a trend needs at least two groups with trials")
    big_n = sum(n for _, n, _ in groups)
    p_bar = sum(s for s, _, _ in groups) / big_n
    if p_bar in (0.0, 1.0):
        raise NotComputable("every trial in every group had the same outcome; no trend to test")
    t_stat = sum(x * (s - n * p_bar) for s, n, x in groups)
    var = (
        p_bar
        * (1 - p_bar)
        * (sum(n * x * x for _, n, x in groups) - sum(n * x for _, n, x in groups) ** 2 / big_n)
    )
    if var <= 0:
        raise NotComputable("all groups share one score; no order to test")
    z = t_stat / math.sqrt(var)
    p = 2 * float(require("scipy.stats").norm.sf(abs(z)))
    return TestResult("Cochran–Armitage trend test", "z", z, min(1.0, p), big_n)


def phi_coefficient(first: Sequence[bool], second: Sequence[bool]) -> tuple[float, TestResult]:
    """Phi (Pearson correlation of two binary variables) with its chi-square test.

    Returns:
        ``(phi, test)`` where ``test`` is the 2x2 chi-square test (no continuity correction,
        so that ``chi2 = n * phi**2``).

    Raises:
        ValueError: lengths differ.
        NotComputable: a variable is constant (phi is 0/0).
    """
    if len(first) != len(second):
        raise ValueError("first and second must have the same length")
    n = len(first)
    a = sum(1 for x, y in zip(first, second, strict=True) if x and y)
    b = sum(1 for x, y in zip(first, second, strict=True) if x and not y)
    c = sum(1 for x, y in zip(first, second, strict=True) if y and not x)
    d = n - a - b - c
    margins = (a + b) * (c + d) * (a + c) * (b + d)
    if margins == 0:
        raise NotComputable("one of the two outcomes never varies, so phi is undefined")
    phi = (a * d - b * c) / math.sqrt(margins)
    chi2 = n * phi * phi
    p = float(require("scipy.stats").chi2.sf(chi2, 1))
    return phi, TestResult("chi-square test of independence", "chi2", chi2, p, n, df=1)


def chi_square_independence(table: Sequence[Sequence[int]]) -> TestResult:
    """Pearson chi-square test of independence on a contingency table.

    Rows or columns that are all zero are dropped first (a shape with no trials says nothing).

    Raises:
        NotComputable: fewer than two non-empty rows or columns remain.
    """
    rows = [list(r) for r in table if sum(r) > 0]
    if len(rows) < 2:
        raise NotComputable("fewer than two groups have trials")
    cols = [j for j in range(len(rows[0])) if sum(r[j] for r in rows) > 0]
    if len(cols) < 2:
        raise NotComputable("every trial had the same outcome; no variance to test")
    kept = [[r[j] for j in cols] for r in rows]
    chi2, p, dof, _ = require("scipy.stats").chi2_contingency(kept, correction=False)
    n = sum(sum(r) for r in kept)
    return TestResult("Pearson chi-square test", "chi2", float(chi2), float(p), n, df=int(dof))


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm–Bonferroni adjusted p-values (same order as given)."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    adjusted = [0.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted


def fit_logit(formula: str, data: Any) -> Any:
    """Fit a logistic regression, turning every sign of an unsupported fit into NotComputable.

    Separation, non-convergence, a singular Hessian or non-finite standard errors mean the
    maximum-likelihood estimate does not exist or cannot be trusted on these data.
    """
    smf = require("statsmodels.formula.api")
    numpy = require("numpy")
    sm_exc = require("statsmodels.tools.sm_exceptions")
    bad = tuple(
        getattr(sm_exc, name)
        for name in ("PerfectSeparationWarning", "ConvergenceWarning", "HessianInversionWarning")
        if hasattr(sm_exc, name)
    )
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for category in (*bad, RuntimeWarning):
                warnings.simplefilter("error", category)
            result = smf.logit(formula, data).fit(disp=0, maxiter=200)
    except (*bad, RuntimeWarning) as exc:
        raise NotComputable(f"the fit is not supported by the data ({type(exc).__name__})") from exc
    except numpy.linalg.LinAlgError as exc:
        raise NotComputable(
            "the design matrix is singular (some combinations never occur)"
        ) from exc
    except Exception as exc:  # statsmodels raises assorted errors on degenerate designs
        if type(exc).__name__ == "PerfectSeparationError":
            raise NotComputable("perfect separation: some group always or never succeeds") from exc
        raise
    if not result.mle_retvals.get("converged", True):
        raise NotComputable("the maximum-likelihood fit did not converge")
    if not numpy.all(numpy.isfinite(result.bse)) or float(numpy.max(numpy.abs(result.bse))) > 1e3:
        raise NotComputable("standard errors blow up: quasi-separation in the data")
    return result


def likelihood_ratio(full: Any, reduced: Any, label: str) -> TestResult:
    """Likelihood-ratio test of two nested logistic fits (``full`` adds terms to ``reduced``)."""
    lr = max(0.0, 2 * (float(full.llf) - float(reduced.llf)))
    df = round(float(full.df_model) - float(reduced.df_model))
    if df <= 0:
        raise NotComputable(f"the {label} terms add no free parameter on these data")
    p = float(require("scipy.stats").chi2.sf(lr, df))
    return TestResult(
        f"logistic regression, likelihood-ratio test of {label}",
        "chi2",
        lr,
        p,
        int(full.nobs),
        df=df,
    )
