"""The truth of a real-style video and the judging of a score row: :func:`expect` says per
column what a careful person says about a rendered video (from its scenario, its look and which
scenario frame each output frame shows); :func:`judge` compares a ``datagen score`` row with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from datagen.testing.realstyle import Look, Scenario

VERDICTS = ("solved", "first_frame_matches", "squares_kept", "stayed_solved", "animated",
            "ended_on_non_puzzle")  # fmt: skip
"""The definite columns :func:`judge` checks (``first_solved_frame`` is checked apart)."""
MAIN = ("solved", "first_frame_matches", "squares_kept")
"""A video with one of these unknown counts as unknown."""


def expect(scene: Scenario, look: Look, source: Sequence[int | None], envelope: str) -> dict:
    """Per column what a careful person says about this video (None: no definite answer is
    right), plus ``first_solved_frame`` as an inclusive range of output frames."""
    nothing = look.blank or look.other
    first: tuple[int, int] | None = None
    if scene.first is not None and not nothing:
        lo, hi = scene.first
        first = (
            next(j for j, s in enumerate(source) if s is not None and s >= lo),
            next(j for j, s in enumerate(source) if s is not None and s >= hi),
        )
    return {
        "envelope": envelope,
        "solved": None if nothing else scene.solved,
        "first_frame_matches": None if look.blank else not look.other,
        "squares_kept": None if look.blank else (False if look.other else scene.kept),
        "stayed_solved": None if nothing else scene.stayed,
        # A video that drops every part-way frame shows no animation, whatever the scenario.
        "animated": None
        if nothing or scene.animated is None
        else scene.animated and any(s in scene.moving for s in source if s is not None),
        "ended_on_non_puzzle": None if nothing else bool(look.tail),
        "first_solved_frame": first,
    }


def value(cell: Any) -> Any:
    """A score cell as Python: None for unknown (None or empty), bools and ints from CSV text."""
    if cell is None or cell == "":
        return None
    if isinstance(cell, str):
        if cell in ("True", "False"):
            return cell == "True"
        try:
            return int(float(cell))
        except ValueError:
            return cell
    return cell


def judge(row: dict[str, Any], want: dict[str, Any]) -> dict[str, Any]:
    """Compare a score row with :func:`expect`'s answer.

    Returns ``wrong`` (definite verdicts that differ from the truth, or definite where no
    definite answer is right), ``unknown`` (main verdicts left unknown where one was expected),
    ``first_ok`` (``first_solved_frame`` within ±1 frame of the truth; None if not checked)
    and ``read_outside`` (definite and right outside the envelope: not wrong, noted).
    """
    wrong, unknown, read_outside = [], [], []
    for column in VERDICTS:
        got, truth = value(row.get(column)), want[column]
        if got is None:
            if column in MAIN and truth is not None and want["envelope"] != "outside":
                unknown.append(column)
            continue
        if truth is None:
            if column in MAIN or column == "ended_on_non_puzzle":
                wrong.append(f"{column}={got} (no definite answer is right)")
            continue
        if got != truth:
            wrong.append(f"{column}={got} (truth {truth})")
        elif want["envelope"] == "outside" and column in MAIN:
            read_outside.append(column)
    first_ok = None
    got = value(row.get("first_solved_frame"))
    span = want["first_solved_frame"]
    if span is None:
        if got is not None and want["envelope"] != "outside":
            wrong.append(f"first_solved_frame={got} (never solved)")
    elif got is not None:
        first_ok = span[0] - 1 <= got <= span[1] + 1
    elif value(row.get("solved")) is True:
        first_ok = False
    return {"wrong": wrong, "unknown": unknown, "first_ok": first_ok,
            "read_outside": read_outside}  # fmt: skip
