"""H1 with more than two encodings: one omnibus test across them before the pairwise contrasts.

With ``matrix``, ``coord_list`` and ``image`` in one study, H1 asks two things: do the encodings
differ at all on a phase, and which pairs differ. The first is :func:`encoding_omnibus`:
Cochran's Q on the trials that pair up across *every* encoding (same model, maze and trial
number) when enough of them pair, else a Pearson chi-square test of independence (encoding x
outcome) on all trials. The pairwise contrasts (McNemar or two-proportion, in
:func:`experiments.analysis.h1_encoding.compare_encodings`) then get Holm-adjusted p-values within
each model and phase (:func:`experiments.analysis.stats.holm`), so running three comparisons
instead of one does not inflate the chance of a false "differs".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from experiments.analysis.stats import (
    NotComputable,
    TestResult,
    chi_square_independence,
    cochran_q,
)

PAIR_KEYS = ("model", "maze_id", "trial")


def encoding_omnibus(
    frame: Any, phase: str, encodings: Sequence[str], min_paired_share: float
) -> tuple[TestResult, bool]:
    """One test of "success on ``phase`` does not depend on the encoding" across ``encodings``.

    Returns the test and whether it was paired (Cochran's Q on trials that ran every encoding,
    used when they are at least ``min_paired_share`` of the smallest encoding's trials).

    Raises:
        NotComputable: fewer than two encodings have trials, or the test is undefined.
    """
    sub = frame[frame[phase].notna() & frame["encoding"].isin(list(encodings))]
    groups = {e: sub[sub["encoding"] == e] for e in encodings}
    groups = {e: g for e, g in groups.items() if not g.empty}
    if len(groups) < 2:
        raise NotComputable(f"fewer than two encodings have {phase} trials")
    keys = list(PAIR_KEYS)
    merged = None
    for e, g in groups.items():
        known = g[g["maze_id"].notna()]
        known = known.assign(_k=known.groupby(keys).cumcount())[[*keys, "_k", phase]]
        known = known.rename(columns={phase: e})
        merged = known if merged is None else merged.merge(known, on=[*keys, "_k"])
    smallest = min(len(g) for g in groups.values())
    if merged is not None and len(merged) and len(merged) >= min_paired_share * smallest:
        rows = [[row[e] == 1 for e in groups] for _, row in merged.iterrows()]
        try:
            return cochran_q(rows), True
        except NotComputable:
            raise NotComputable(
                "every paired trial had the same outcome in all encodings, so they cannot differ"
            ) from None
    table = [[int((g[phase] == 1).sum()), int((g[phase] != 1).sum())] for g in groups.values()]
    return chi_square_independence(table), False
