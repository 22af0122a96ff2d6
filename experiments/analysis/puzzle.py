"""The report's rotation-puzzle study section (records of ``python -m experiments puzzle``).

Success by model × observation × grid × difficulty with 95% Wilson intervals, turns against the
optimal number of turns on solved puzzles, how the unsolved games ended (an invalid reply by its
reason, or the turn limit), and one figure. Reads the ``puzzle`` frame of
:mod:`experiments.analysis.frame`: only rows with a ``grid`` (the study's records; RL
evaluations of RotationPuzzle-v0 stay in the section before).
"""

from __future__ import annotations

from typing import Any

from experiments.analysis import plots
from experiments.analysis.context import DIFFICULTY_ORDER, Context, Section
from experiments.analysis.frame import encoding_order, ordered
from experiments.analysis.tables import estimate, md_table, mean_cell, rate_cell, strict_rate_cell

OBSERVATION_ORDER = ("text", "image")


def _grid_key(name: str) -> tuple[int, int, str]:
    rows, _, cols = name.partition("x")
    try:
        return int(rows) * int(cols), int(rows), name
    except ValueError:
        return 10**9, 0, name


def puzzle_study(ctx: Context) -> Section:
    """Success by model × observation × grid × difficulty, turns vs optimal, failures."""
    sec = Section(
        "puzzle_study",
        "Rotation-puzzle study: success by model × observation × grid × difficulty",
    )
    frame = ctx.puzzle
    sub = frame[frame["grid"].notna() & frame["solve"].notna()] if not frame.empty else frame
    if sub.empty:
        sec.skip("rotation-puzzle study", "no record of the puzzle study has a solve result")
        return sec
    sec.add(
        "Each model plays RotationPuzzle-v0 move by move (one square and a direction per "
        "reply; a reply naming no valid move ends the game). Solved rates with 95% Wilson "
        "intervals; strict: solved with every reply ending in the asked ROTATE: line (`—` for "
        "records without a strict verdict); turns and turns ÷ optimal over solved puzzles only "
        "(1.00 is optimal).",
        "",
    )
    models = ordered(sub["model"].unique(), ctx.models)
    observations = ordered(sub["encoding"].unique(), OBSERVATION_ORDER)
    grids = sorted(sub["grid"].unique(), key=_grid_key)
    levels = ordered(sub["difficulty"].unique(), DIFFICULTY_ORDER)
    rows = []
    for m in models:
        for o in observations:
            for g in grids:
                for d in levels:
                    cell = sub[(sub["model"] == m) & (sub["encoding"] == o) & (sub["grid"] == g)
                               & (sub["difficulty"] == d)]  # fmt: skip
                    if cell.empty:
                        continue
                    solved = cell[cell["solve"] == 1]
                    ratio = solved["moves"] / solved["optimal_moves"].where(
                        solved["optimal_moves"] > 0
                    )
                    rows.append([m, o, g, d, rate_cell(cell["solve"]),
                                 strict_rate_cell(cell, "solve"), mean_cell(solved["moves"], 1),
                                 mean_cell(cell["optimal_moves"], 1), mean_cell(ratio, 2)])  # fmt: skip
    sec.add(
        *md_table(["model", "observation", "grid", "difficulty", "solved", "strict",
                   "turns (solved)", "optimal turns", "turns ÷ optimal"], rows),
        "",
    )  # fmt: skip
    _failures(sec, sub, models, observations)
    series = {}
    categories = [f"{g} {d}" for g in grids for d in levels]
    for m in models:
        for o in observations:
            group = sub[(sub["model"] == m) & (sub["encoding"] == o)]
            series[f"{m} ({o})"] = [
                _estimate(group[(group["grid"] == g) & (group["difficulty"] == d)]["solve"])
                for g in grids
                for d in levels
            ]
    sec.figure(
        plots.rate_bars(ctx.fig("13_puzzle_study"), categories, series,
                        "Rotation puzzles solved", "grid and difficulty", "solved rate"),
        "rotation-puzzle study",
    )  # fmt: skip
    return sec


def _failures(sec: Section, sub: Any, models: list[str], observations: list[str]) -> None:
    failed = sub[sub["solve"] == 0]
    if failed.empty:
        sec.add("Every game was solved; no failures to break down.", "")
        return
    rows = []
    for m in models:
        for o in encoding_order(observations):
            group = failed[(failed["model"] == m) & (failed["encoding"] == o)]
            if group.empty:
                continue
            total = len(sub[(sub["model"] == m) & (sub["encoding"] == o)])
            reasons = group.apply(
                lambda r: (
                    f"invalid reply: {r['invalid_reason']}"
                    if r["failure"] == "invalid_move"
                    else "turn limit"
                    if r["failure"] == "max_moves"
                    else str(r["failure"])
                ),
                axis=1,
            )
            for reason, count in sorted(reasons.value_counts().items()):
                rows.append([m, o, reason, int(count), f"{100 * count / total:.1f}%"])
    sec.add("How unsolved games ended:", "")
    sec.add(*md_table(["model", "observation", "ended by", "games", "share of games"], rows), "")


def _estimate(values: Any) -> plots.Estimate:
    _, _, rate, lo, hi = estimate(values)
    return (rate, lo, hi)
