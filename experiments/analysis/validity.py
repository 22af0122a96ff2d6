"""The report's "Verdict audit" section: program–person agreement per model and phase, from the marks
``python -m experiments audit RESULTS`` stored (:mod:`experiments.audit`)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from envs.records import PHASES
from experiments.analysis.context import Section
from experiments.analysis.tables import md_table, percent
from experiments.audit.marks import agreement, marks_path


def audit_section(results_dirs: Sequence[str | Path]) -> Section | None:
    """Agreement per results folder, model and phase with a Wilson 95% interval (never pooled
    over models); None without marks."""
    rows = []
    for folder in results_dirs:
        for model, phase, agreed, marked, low, high in agreement(folder, PHASES):
            rows.append(
                [f"`{folder}`", model, phase, marked, agreed,
                 f"{percent(agreed / marked)} [{100 * low:.1f}–{100 * high:.1f}]"]
            )  # fmt: skip
    if not rows:
        return None
    sec = Section("verdict_audit", "Verdict audit: program–person agreement")
    sec.add(
        "A person re-read a stratified sample of replies (every phase, model and verdict, the "
        "replies the reading found unreadable first; `python -m experiments audit RESULTS`) and "
        "marked each verdict of the program right or wrong. Agreement is the share marked "
        "right, per model and phase, with a 95% Wilson interval; it is the measured validity of "
        "this study's "
        f"verdicts (marks in `{Path(marks_path('RESULTS')).relative_to('RESULTS')}`).",
        "",
        *md_table(
            ["results dir", "model", "phase", "replies marked", "verdict right", "agreement"], rows
        ),
        "",
    )
    return sec
