"""The report's adaptive section: each chain's threshold, interval and fitted curve.

Records of an adaptive run (``experiments run|puzzle --adaptive``) carry ``level`` and
``procedure``. They are read here only: their success rates are not rates of a fixed sample
(the procedure keeps the agent near 70.7%), so the rate sections leave them out. Per task,
procedure, model, encoding and solve mode, every ok trial is fitted
(:func:`experiments.adaptive.psychometric.fit_threshold`): the threshold (the level where the
fitted curve crosses 70.7%) with its 95% bootstrap CI (each data set a re-run of the chain's
procedure under the fitted curve, with bridging: 2 x 200 data sets, seed 0) and, beside it,
the 95% credible interval; then one figure per task with the fitted curves, the observed
success at each level tried and each threshold with its bootstrap CI.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from envs.maze_nav.ladder import MAZE_LEVELS
from envs.records import DEFAULT_SOLVE_MODE, MAZE_TASK, PUZZLE_TASK
from envs.rotation_puzzle.ladder import PUZZLE_LEVELS
from experiments.adaptive.chains import solve_outcome
from experiments.adaptive.psychometric import TARGET, fit_threshold
from experiments.adaptive.resample import RESAMPLERS, resampler
from experiments.analysis import plots
from experiments.analysis.tables import md_table

LADDERS: dict[str, tuple[str, ...]] = {
    MAZE_TASK: tuple(m.label for m in MAZE_LEVELS),
    PUZZLE_TASK: tuple(p.label for p in PUZZLE_LEVELS),
}
"""Each task's ladder, by level label (an explicit table: the analysis reads both ladders)."""
TASK_NAMES = {MAZE_TASK: "mazes", PUZZLE_TASK: "rotation puzzles"}
N_BOOT = 200


def is_adaptive(record: dict[str, Any]) -> bool:
    """Whether a record comes from an adaptive run (it carries a ladder level)."""
    level = record.get("level")
    return isinstance(level, int) and not isinstance(level, bool) and "procedure" in record


def _task(record: dict[str, Any]) -> str:
    task = record.get("task")
    return MAZE_TASK if task is None else str(task)


def chains(records: Sequence[dict[str, Any]]) -> dict[tuple[str, ...], list[tuple[int, bool]]]:
    """``(task, procedure, model, encoding, solve mode)`` -> ``(level, success)`` of each trial
    with an outcome, in trial order."""
    found: dict[tuple[str, ...], list[tuple[int, int, bool]]] = {}
    for r in records:
        task = _task(r)
        success = solve_outcome(r) if r.get("status", "ok") == "ok" else None
        if not is_adaptive(r) or task not in LADDERS or success is None:
            continue
        if not 0 <= r["level"] < len(LADDERS[task]):
            continue
        mode = str(r.get("solve_mode") or DEFAULT_SOLVE_MODE)
        key = (task, str(r["procedure"]), str(r.get("model")), str(r.get("encoding")), mode)
        trial = r.get("trial") if isinstance(r.get("trial"), int) else 0
        found.setdefault(key, []).append((trial, r["level"], success))
    return {k: [(lv, ok) for _, lv, ok in sorted(v)] for k, v in sorted(found.items())}


def _level_text(threshold: float, labels: Sequence[str]) -> str:
    """Where a threshold lies on the ladder, in words."""
    if math.isnan(threshold):
        return "—"
    if threshold < 0:
        return f"below {labels[0]}"
    if threshold > len(labels) - 1:
        return f"above {labels[-1]}"
    lo = math.floor(threshold)
    hi = min(lo + 1, len(labels) - 1)
    return labels[lo] if lo == hi or threshold - lo < 0.05 else f"{labels[lo]} – {labels[hi]}"


def adaptive_sections(records: Sequence[dict[str, Any]], figures_dir: Path) -> list[Any]:
    """The adaptive section, when the records hold adaptive trials (else none)."""
    from experiments.analysis.context import Section

    found = chains(records)
    if not found:
        return []
    sec = Section("adaptive", "Adaptive difficulty: thresholds on the ladder")
    sec.add(
        "Each model × encoding ran through an adaptive procedure on the difficulty ladder "
        "(docs/studies.md, 'Adaptive difficulty'). The threshold is the level at which the "
        f"maximum-likelihood psychometric curve (logistic in level, guess 0, lapse fitted 0–10%) "
        f"crosses {TARGET:.1%} success; higher is better (harder items solved). *95% bootstrap "
        "CI*: each bootstrap data set re-runs the chain's procedure (the staircase; QUEST+'s "
        "outcomes are redrawn at the levels run) under the fitted curve and under a shallower "
        f"one through the same threshold ({N_BOOT} data sets each, seed 0), refitted; see "
        "docs/studies.md for its measured coverage. *95% credible*: the credible interval "
        "under the fit's flat grid prior. A chain that never failed (or never succeeded) "
        "has no bootstrap CI (every re-run would be censored too); its figure bar is the "
        "credible interval. These trials are left out of the rate sections.",
        "",
    )
    for task in LADDERS:
        keys = [k for k in found if k[0] == task]
        if not keys:
            continue
        labels = LADDERS[task]
        rows, curves, observed, thresholds = [], {}, {}, {}
        grid = np.linspace(0, len(labels) - 1, 200)
        for key in keys:
            _, procedure, model, encoding, mode = key
            levels = [lv for lv, _ in found[key]]
            outcomes = [ok for _, ok in found[key]]
            draw = (
                resampler(procedure, len(levels), len(labels)) if procedure in RESAMPLERS else None
            )
            fit = fit_threshold(levels, outcomes, len(labels), n_boot=N_BOOT, seed=0, resample=draw)
            name = f"{model} · {encoding}" + ("" if mode == DEFAULT_SOLVE_MODE else f" · {mode}")
            name += f" ({procedure})"
            threshold, where = f"{fit.threshold:.2f}", _level_text(fit.threshold, labels)
            if fit.censored == "above":
                threshold = f"> {fit.tried[1]}"
                where = f"above {labels[fit.tried[1]]} (every trial solved)"
            elif fit.censored == "below":
                threshold = f"< {fit.tried[0]}"
                where = f"below {labels[fit.tried[0]]} (no trial solved)"
            boot = f"{fit.boot_low:.2f}–{fit.boot_high:.2f}"
            if fit.censored:  # no bootstrap CI: the figure draws the credible interval
                boot = "— (censored)"
            rows.append([
                model, encoding, mode, procedure, fit.trials, threshold,
                boot, f"{fit.low:.2f}–{fit.high:.2f}",
                where, f"{fit.slope:.2f}", f"{fit.lapse:.0%}",
            ])  # fmt: skip
            curves[name] = (grid.tolist(), fit.curve(grid).tolist())
            counts = np.bincount(levels, minlength=len(labels))
            wins = np.bincount(levels, weights=outcomes, minlength=len(labels))
            observed[name] = [
                (lv, int(wins[lv]), int(counts[lv])) for lv in range(len(labels)) if counts[lv]
            ]
            low, high = (fit.low, fit.high) if fit.censored else (fit.boot_low, fit.boot_high)
            thresholds[name] = (fit.threshold, low, high)
        sec.add(f"### {TASK_NAMES[task].capitalize()}", "")
        sec.add(
            *md_table(
                ["model", "encoding", "solve mode", "procedure", "trials", "threshold",
                 "95% bootstrap CI", "95% credible", "on the ladder", "slope", "lapse"],
                rows,
            ),
            "",
        )  # fmt: skip
        sec.add("Ladder: " + ", ".join(f"{i} = {label}" for i, label in enumerate(labels)), "")
        path = plots.psychometric_curves(
            figures_dir / f"19_thresholds_{task}.png", labels, curves, observed, thresholds,
            TARGET, f"Where it breaks: {TASK_NAMES[task]}",
        )  # fmt: skip
        sec.figure(path, f"fitted psychometric curves, {TASK_NAMES[task]}")
    return [sec]
