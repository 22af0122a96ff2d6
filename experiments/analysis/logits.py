"""Report section: what the models' own probabilities say about their moves (issue 18).

Reads the optional ``logits`` field of maze records (:mod:`experiments.inspection`): per
interactive solve step, every candidate next cell scored by the model (``hf:`` models), and per
reply the token log-probabilities (``hf:`` models; ``qwen*``/``openai:`` with ``--logprobs``).
A candidate's probability is its share among the step's candidates (softmax of their summed
log-probabilities), so it reads "of the moves it could name here, how much went to this one".
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from experiments.analysis.tables import md_table

STEP_COLUMNS = 8
"""Steps shown one by one in the by-step table; later steps share the last column."""


def _softmax(values: Sequence[float]) -> list[float]:
    top = max(values)
    weights = [math.exp(v - top) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def _steps(record: dict[str, Any]) -> list[dict[str, Any]]:
    logits = record.get("logits")
    steps = logits.get("steps") if isinstance(logits, dict) else None
    if not isinstance(steps, list):
        return []
    good = []
    for step in steps:
        if not isinstance(step, dict):
            continue
        logp, kind, best = step.get("logp"), step.get("kind"), step.get("best")
        if (
            isinstance(logp, list)
            and logp
            and isinstance(kind, list)
            and len(kind) == len(logp)
            and isinstance(best, list)
            and all(isinstance(v, (int, float)) and math.isfinite(v) for v in logp)
            and all(isinstance(i, int) and 0 <= i < len(logp) for i in best)
        ):
            good.append(step)
    return good


def _fmt(values: list[float]) -> str:
    return f"{sum(values) / len(values):.2f} (n={len(values)})" if values else "–"


def logits_lines(records: Sequence[dict[str, Any]]) -> list[str] | None:
    """The section's markdown, or None when no record holds candidate scores or token
    log-probabilities."""
    by_shape: dict[tuple[str, str], list[float]] = defaultdict(list)
    by_step: dict[tuple[str, int], list[float]] = defaultdict(list)
    own_best: dict[str, list[float]] = defaultdict(list)
    token_means: dict[str, list[float]] = defaultdict(list)
    for record in records:
        model = str(record.get("model"))
        for step_index, step in enumerate(_steps(record)):
            probs = _softmax(step["logp"])
            on_best = sum(probs[i] for i in step["best"])
            by_shape[(model, str(record.get("shape")))].append(on_best)
            by_step[(model, min(step_index, STEP_COLUMNS - 1))].append(on_best)
            legal = [i for i, k in enumerate(step["kind"]) if k == "legal"]
            chosen = step.get("chosen")
            if legal and isinstance(chosen, list) and chosen in step.get("cells", []):
                top = max(legal, key=lambda i: step["logp"][i])
                own_best[model].append(float(step["cells"][top] == chosen))
        logits = record.get("logits")
        replies = logits.get("replies") if isinstance(logits, dict) else None
        for reply in replies if isinstance(replies, list) else []:
            if (
                isinstance(reply, list)
                and len(reply) == 3
                and all(isinstance(v, (int, float)) for v in reply)
                and reply[0] > 0
            ):
                token_means[model].append(reply[1] / reply[0])
    if not by_shape and not token_means:
        return None
    lines = [
        "A candidate's probability is its share among every neighbour of the player's cell "
        "(legal, wall, off the grid), each scored by the model as the reply `MOVE: (row, col)`. "
        "Means over solve steps; n counts steps.",
        "",
    ]
    models = sorted({m for m, _ in by_shape} | set(token_means))
    if by_shape:
        shapes = sorted({s for _, s in by_shape})
        rows = [[m, *[_fmt(by_shape.get((m, s), [])) for s in shapes]] for m in models]
        lines += ["### Probability on an optimal move, by shape", ""]
        lines += [*md_table(["model", *shapes], rows), ""]
        heads = [str(i + 1) for i in range(STEP_COLUMNS - 1)] + [f"{STEP_COLUMNS}+"]
        rows = [[m, *[_fmt(by_step.get((m, i), [])) for i in range(STEP_COLUMNS)]] for m in models]
        lines += ["### Probability on an optimal move, by solve step", ""]
        lines += [*md_table(["model", *heads], rows), ""]
        rows = [[m, _fmt(own_best.get(m, []))] for m in models]
        lines += [
            "### Chosen move = the model's own most probable legal move",
            "",
            *md_table(["model", "share of steps (n: steps naming a neighbour)"], rows),
            "",
        ]
    if token_means:
        rows = [[m, _fmt(token_means.get(m, []))] for m in models]
        lines += [
            "### Mean token log-probability per reply",
            "",
            *md_table(["model", "mean over replies (n: replies)"], rows),
            "",
        ]
    return lines
