"""Unit tests of ``experiments.analysis.stats`` against reference implementations."""

from __future__ import annotations

import math

import numpy as np
import pytest

pytest.importorskip("scipy")
pytest.importorskip("statsmodels")
pytest.importorskip("pandas")

import pandas as pd
from scipy import stats as sps
from statsmodels.stats.contingency_tables import cochrans_q as sm_cochrans_q
from statsmodels.stats.contingency_tables import mcnemar as sm_mcnemar
from statsmodels.stats.proportion import proportion_confint

from envs.stats import wilson_interval
from experiments.analysis.stats import (
    NotComputable,
    chi_square_independence,
    cochran_q,
    fit_logit,
    format_p,
    holm,
    mcnemar,
    p_text,
    phi_coefficient,
    trend_test,
    two_proportion,
)


@pytest.mark.parametrize(("s", "n"), [(0, 10), (10, 10), (5, 10), (1, 3), (37, 180), (179, 180)])
def test_wilson_matches_statsmodels(s: int, n: int) -> None:
    lo, hi = wilson_interval(s, n)
    ref_lo, ref_hi = proportion_confint(s, n, alpha=0.05, method="wilson")
    assert lo == pytest.approx(ref_lo, abs=1e-9)
    assert hi == pytest.approx(ref_hi, abs=1e-9)
    assert 0.0 <= lo <= s / n <= hi <= 1.0


def test_wilson_empty_and_bad_arguments() -> None:
    assert all(math.isnan(v) for v in wilson_interval(0, 0))
    with pytest.raises(ValueError, match="successes"):
        wilson_interval(5, 3)
    with pytest.raises(ValueError, match="confidence"):
        wilson_interval(1, 3, confidence=1.5)


def _pairs(both: int, only_a: int, only_b: int, neither: int) -> tuple[list[bool], list[bool]]:
    a = [True] * both + [True] * only_a + [False] * only_b + [False] * neither
    b = [True] * both + [False] * only_a + [True] * only_b + [False] * neither
    return a, b


def test_mcnemar_exact_for_few_discordant_pairs() -> None:
    a, b = _pairs(20, 10, 2, 8)
    result = mcnemar(a, b)
    ref = sm_mcnemar([[20, 10], [2, 8]], exact=True)
    assert result.p_value == pytest.approx(ref.pvalue)
    assert "exact" in result.test
    assert result.n == 40 and result.unit == "pairs"


def test_mcnemar_chi_square_for_many_discordant_pairs() -> None:
    a, b = _pairs(50, 40, 15, 30)
    result = mcnemar(a, b)
    ref = sm_mcnemar([[50, 40], [15, 30]], exact=False, correction=True)
    assert result.statistic == pytest.approx(ref.statistic)
    assert result.p_value == pytest.approx(ref.pvalue)


def test_mcnemar_degenerate() -> None:
    with pytest.raises(NotComputable, match="discordant"):
        mcnemar([True, False, True], [True, False, True])
    with pytest.raises(NotComputable):
        mcnemar([], [])
    with pytest.raises(ValueError, match="lengths"):
        mcnemar([True], [True, False])


def test_two_proportion_z_test_matches_formula() -> None:
    result = two_proportion(80, 100, 40, 100)
    pooled = 0.6
    z = (0.8 - 0.4) / math.sqrt(pooled * (1 - pooled) * 2 / 100)
    assert result.statistic_name == "z"
    assert result.statistic == pytest.approx(z)
    assert result.p_value == pytest.approx(2 * sps.norm.sf(z))
    assert result.n == 200


def test_two_proportion_small_counts_use_fisher_and_degenerate_skips() -> None:
    small = two_proportion(3, 4, 0, 4)
    assert small.test == "Fisher's exact test"
    assert small.p_value == pytest.approx(sps.fisher_exact([[3, 1], [0, 4]])[1])
    with pytest.raises(NotComputable, match="succeeded"):
        two_proportion(10, 10, 20, 20)
    with pytest.raises(NotComputable, match="no trials"):
        two_proportion(0, 0, 3, 5)


def test_cochran_q_matches_statsmodels() -> None:
    rng = np.random.default_rng(3)
    data = (rng.random((60, 3)) < [0.8, 0.5, 0.3]).astype(int)
    result = cochran_q(data.tolist())
    ref = sm_cochrans_q(data)
    assert result.statistic == pytest.approx(ref.statistic)
    assert result.p_value == pytest.approx(ref.pvalue)
    assert result.df == 2 and result.n == 60


def test_cochran_q_degenerate() -> None:
    with pytest.raises(NotComputable, match="same outcome"):
        cochran_q([[1, 1, 1], [0, 0, 0]])
    with pytest.raises(NotComputable):
        cochran_q([])


def test_trend_test_sign_and_two_group_equivalence() -> None:
    rising = trend_test([10, 20, 30], [40, 40, 40])
    assert rising.statistic > 0 and rising.p_value < 0.001
    falling = trend_test([30, 20, 10], [40, 40, 40])
    assert falling.statistic == pytest.approx(-rising.statistic)
    # With two groups the Cochran–Armitage z is the two-proportion z with the sign flipped.
    two = trend_test([30, 45], [60, 60])
    z = two_proportion(30, 60, 45, 60)
    assert two.statistic == pytest.approx(-z.statistic)
    assert two.p_value == pytest.approx(z.p_value)


def test_trend_test_degenerate() -> None:
    with pytest.raises(NotComputable, match="two groups"):
        trend_test([3, 0], [5, 0])
    with pytest.raises(NotComputable, match="same outcome"):
        trend_test([5, 5], [5, 5])


def test_phi_matches_pearson_correlation() -> None:
    rng = np.random.default_rng(4)
    a = rng.random(200) < 0.5
    b = np.where(rng.random(200) < 0.7, a, ~a)
    phi, test = phi_coefficient(a.tolist(), b.tolist())
    assert phi == pytest.approx(np.corrcoef(a, b)[0, 1])
    assert phi > 0.2 and test.p_value < 0.01
    assert test.statistic == pytest.approx(200 * phi * phi)
    with pytest.raises(NotComputable, match="never varies"):
        phi_coefficient([True, True], [True, False])


def test_chi_square_matches_scipy_and_drops_empty_rows() -> None:
    table = [[30, 10], [20, 20], [0, 0], [5, 35]]
    result = chi_square_independence(table)
    chi2, p, dof, _ = sps.chi2_contingency([[30, 10], [20, 20], [5, 35]], correction=False)
    assert result.statistic == pytest.approx(chi2)
    assert result.p_value == pytest.approx(p)
    assert result.df == dof == 2
    with pytest.raises(NotComputable):
        chi_square_independence([[5, 0], [7, 0]])


def test_holm() -> None:
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
    assert holm([]) == []


def test_fit_logit_reports_separation_instead_of_a_fit() -> None:
    data = pd.DataFrame({"y": [0] * 10 + [1] * 10, "g": ["a"] * 10 + ["b"] * 10})
    with pytest.raises(NotComputable):
        fit_logit("y ~ C(g)", data)
    rng = np.random.default_rng(5)
    ok = pd.DataFrame({"y": (rng.random(200) < 0.5).astype(int), "g": ["a", "b"] * 100})
    assert fit_logit("y ~ C(g)", ok).nobs == 200


def test_p_formatting() -> None:
    assert format_p(0.0004) == "< 0.001"
    assert p_text(0.0004) == "p < 0.001"
    assert p_text(0.0312) == "p = 0.031"
