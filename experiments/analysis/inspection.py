"""Report sections of the inspection of ``hf:`` models: what their own probabilities and
hidden states say (the runs' ``--logprobs`` and ``--activations``; :mod:`experiments.maze.inspection`
records them, :mod:`experiments.maze.activations` stores the hidden states).

**Log-probabilities.** Reads the optional ``logits`` field of maze records: per interactive
solve step, every candidate next cell scored by the model (``hf:`` models), and per reply the
token log-probabilities (``hf:`` models; ``qwen*``/``openai:`` with ``--logprobs``). A
candidate's probability is its share among the step's candidates (softmax of their summed
log-probabilities), so it reads "of the moves it could name here, how much went to this one".

**Linear probes.** For every layer saved, a linear probe reads from the hidden state at the last
prompt token of each solve step: the maze's shape, the player's row and the player's column. The
probe is a ridge-regularized least-squares classifier (one-vs-rest on standardized features;
numpy only). Accuracy is cross-validated over folds that keep each maze's rows together (so a
probe cannot name a maze it memorized; plain folds when there are too few mazes, and the report
says so); the **control** trains the same probe on labels shuffled across mazes, so accuracy
above the control is what the layer encodes beyond chance and label frequencies. Each model is
probed on its own trials: pooled, two agents that played different shapes would let a probe
read the agent and score it as the shape.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from experiments.analysis.load import saved_arrays
from experiments.analysis.tables import md_table

# -- log-probabilities ----------------------------------------------------------------------------

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


# -- linear probes on hidden states ---------------------------------------------------------------

FOLDS = 5
RIDGE = 1.0
SEED = 0
TARGETS = ("shape", "row", "col")
MIN_ROWS = 10


def collect(results_dirs: Sequence[str | Path]) -> dict[str, dict[int, dict[str, list[Any]]]]:
    """Solve-step rows of every saved trial, per model, per layer:
    ``{model: {layer: {"x", "shape", "row", "col", "group"}}}``.

    Never pooled across models: their hidden states are different spaces (often of different
    widths), and two agents that played different shapes would let a probe read the agent and
    score it as the shape. A model's encodings share its space and, in the study, its mazes, so
    they are probed together. Missing or damaged files are skipped (never raises on content).
    """
    from experiments.maze.activations import load

    found: dict[str, dict[int, dict[str, list[Any]]]] = {}
    for directory, _, record, arrays in saved_arrays(results_dirs, "activations", load):
        solve = arrays["phase"] == 0
        group = json.dumps([str(directory), record.get("maze_id")])
        per_layer = found.setdefault(str(record.get("model")), {})
        for j, layer in enumerate(arrays["layers"].tolist()):
            bucket = per_layer.setdefault(
                int(layer), {"x": [], "shape": [], "row": [], "col": [], "group": []}
            )
            hidden = arrays["hidden"][solve, j, :].astype(np.float32)
            for k in range(hidden.shape[0]):
                bucket["x"].append(hidden[k])
                bucket["shape"].append(str(record.get("shape")))
                bucket["row"].append(int(arrays["row"][solve][k]))
                bucket["col"].append(int(arrays["col"][solve][k]))
                bucket["group"].append(group)
    return dict(sorted(found.items()))


def _fit_predict(x_train: np.ndarray, y_train: np.ndarray, x_test: np.ndarray, k: int) -> Any:
    mean, std = x_train.mean(0), x_train.std(0) + 1e-6
    a, b = (x_train - mean) / std, (x_test - mean) / std
    onehot = np.eye(k)[y_train]
    target = onehot - onehot.mean(0)
    n, d = a.shape
    if d > n:  # dual form: an n x n system
        w = a.T @ np.linalg.solve(a @ a.T + RIDGE * np.eye(n), target)
    else:
        w = np.linalg.solve(a.T @ a + RIDGE * np.eye(d), a.T @ target)
    return np.argmax(b @ w + onehot.mean(0), axis=1)


def _folds(groups: np.ndarray, rng: np.random.Generator) -> tuple[list[np.ndarray], bool]:
    unique = np.unique(groups)
    if len(unique) >= FOLDS:
        order = rng.permutation(unique)
        return [np.isin(groups, order[i::FOLDS]) for i in range(FOLDS)], True
    index = rng.permutation(len(groups))
    return [np.isin(np.arange(len(groups)), index[i::FOLDS]) for i in range(FOLDS)], False


def probe_accuracy(
    x: np.ndarray, labels: Sequence[Any], groups: Sequence[str], shuffle: bool = False
) -> tuple[float, bool]:
    """Cross-validated accuracy of the linear probe (and whether folds kept mazes together).

    ``shuffle`` permutes the labels across groups first (the control).
    """
    rng = np.random.default_rng(SEED)
    names, y = np.unique(np.asarray([str(v) for v in labels]), return_inverse=True)
    groups_arr = np.asarray(groups)
    if shuffle:
        unique = np.unique(groups_arr)
        mapping = dict(zip(unique, rng.permutation(unique), strict=True))
        first = {g: y[np.argmax(groups_arr == g)] for g in unique}
        # Whole mazes trade labels for the shape; single rows for row/column.
        if all((y[groups_arr == g] == first[g]).all() for g in unique):
            y = np.asarray([first[mapping[g]] for g in groups_arr])
        else:
            y = rng.permutation(y)
    masks, grouped = _folds(groups_arr, rng)
    correct = total = 0
    for test in masks:
        train = ~test
        if not test.any() or not train.any():
            continue
        predicted = _fit_predict(x[train], y[train], x[test], len(names))
        correct += int((predicted == y[test]).sum())
        total += int(test.sum())
    return (correct / total if total else float("nan")), grouped


def probing_lines(
    results_dirs: Sequence[str | Path], figure: Path | None
) -> tuple[list[str], list[tuple[Path, str]]] | None:
    """The section's markdown and figures (one per model, each with its caption), or None when
    no activations were saved.

    ``figure`` is the figure's path when one model was probed; with several, each gets its own
    file beside it (``<stem>_<model>.png``).
    """
    from experiments.analysis.context import figure_slug

    found = collect(results_dirs)
    if not found:
        return None
    lines = [
        "Linear probes (ridge least squares, numpy) on the hidden state at the last prompt "
        f"token of each solve step; {FOLDS}-fold cross-validated accuracy. Control: the same "
        "probe on labels shuffled across mazes. Chance: the most frequent label's share. "
        "Each model is probed on its own trials only.",
        "",
    ]
    drawn: list[tuple[Path, str]] = []
    grouped_all = True
    for model, per_layer in found.items():
        if len(found) > 1:
            lines += [f"**{model}**", ""]
        rows, curves, grouped = _probe_table(per_layer)
        grouped_all = grouped_all and grouped
        lines += [*md_table(["layer", "rows", *TARGETS], rows), ""]
        if figure is not None and any(curves.values()):
            path = figure
            if len(found) > 1:
                path = figure.with_name(f"{figure.stem}_{figure_slug(model)}{figure.suffix}")
            title = f"Linear probe accuracy by layer: {model}"
            drawn.append((_plot(path, curves, title), f"linear probes of {model}"))
    if not grouped_all:
        lines += [
            f"*Fewer than {FOLDS} mazes: folds split rows, not mazes, so a probe may recognize a "
            "maze it saw in training.*",
            "",
        ]
    return lines, drawn


def _probe_table(
    per_layer: dict[int, dict[str, list[Any]]],
) -> tuple[list[list[Any]], dict[str, list[tuple[int, float, float]]], bool]:
    """One model's rows (layer, rows, one cell per target), curves, and whether
    every fold kept mazes together."""
    rows = []
    curves: dict[str, list[tuple[int, float, float]]] = {t: [] for t in TARGETS}
    grouped_all = True
    for layer in sorted(per_layer, key=lambda v: (v < 0, v)):
        bucket = per_layer[layer]
        n = len(bucket["x"])
        if n < MIN_ROWS:
            rows.append([layer, n, *["too few rows"] * len(TARGETS)])
            continue
        x = np.stack(bucket["x"])
        cells = []
        for target in TARGETS:
            labels = bucket[target]
            _, counts = np.unique(np.asarray([str(v) for v in labels]), return_counts=True)
            chance = counts.max() / n
            if len(counts) < 2:
                cells.append(f"one label only (chance {chance:.2f})")
                continue
            acc, grouped = probe_accuracy(x, labels, bucket["group"])
            ctrl, _ = probe_accuracy(x, labels, bucket["group"], shuffle=True)
            grouped_all = grouped_all and grouped
            curves[target].append((layer, acc, ctrl))
            cells.append(f"{acc:.2f} (control {ctrl:.2f}, chance {chance:.2f})")
        rows.append([layer, n, *cells])
    return rows, curves, grouped_all


def _plot(path: Path, curves: dict[str, list[tuple[int, float, float]]], title: str) -> Path:
    from experiments.analysis.plots import PALETTE, new_figure, save_figure

    fig, ax = new_figure(6.5, 3.6)
    for colour, (target, points) in zip(PALETTE, curves.items(), strict=False):
        if not points:
            continue
        xs = [str(p[0]) for p in points]
        ax.plot(xs, [p[1] for p in points], marker="o", color=colour, label=f"{target}")
        ax.plot(xs, [p[2] for p in points], ls="--", color=colour, label=f"{target} control")
    ax.set_ylim(0, 1.05)
    ax.set_xlabel("layer (0: embeddings)")
    ax.set_ylabel("probe accuracy")
    ax.set_title(title, fontsize=9)
    ax.legend(fontsize=8, frameon=False, ncol=3)
    return save_figure(fig, path)


def inspection_sections(
    records: Sequence[dict[str, Any]], results_dirs: Sequence[str | Path], figures_dir: Path
) -> list[Any]:
    """The report's logit and probing sections, each only when its data exist."""
    from experiments.analysis.context import Section

    out = []
    lines = logits_lines(records)
    if lines is not None:
        section = Section("logits", "Model probabilities on candidate moves")
        section.add(*lines)
        out.append(section)
    probed = probing_lines(results_dirs, figures_dir / "15_probe_accuracy.png")
    if probed is not None:
        section = Section("probing", "Linear probes on hidden states")
        section.add(*probed[0])
        for path, caption in probed[1]:
            section.figure(path, caption)
        out.append(section)
    return out
