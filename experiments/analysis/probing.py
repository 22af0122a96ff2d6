"""Report section: linear probes on saved hidden states (``--activations``; issue 18).

For every layer saved, a linear probe reads from the hidden state at the last prompt token of
each solve step (:mod:`experiments.activations`): the maze's shape, the player's row and the
player's column. The probe is a ridge-regularized least-squares classifier (one-vs-rest on
standardized features; numpy only). Accuracy is cross-validated over folds that keep each
maze's rows together (so a probe cannot name a maze it memorized; plain folds when there are
too few mazes, and the report says so); the **control** trains the same probe on labels
shuffled across mazes, so accuracy above the control is what the layer encodes beyond chance
and label frequencies.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from experiments.analysis.tables import md_table
from experiments.log import latest_per_trial, read_log, record_problems

FOLDS = 5
RIDGE = 1.0
SEED = 0
TARGETS = ("shape", "row", "col")
MIN_ROWS = 10


def collect(results_dirs: Sequence[str | Path]) -> dict[int, dict[str, list[Any]]]:
    """Solve-step rows of every saved trial, per layer: ``{layer: {"x", "shape", "row", "col",
    "group"}}``. Missing or damaged files are skipped (never raises on content)."""
    from experiments.activations import load

    per_layer: dict[int, dict[str, list[Any]]] = {}
    for directory in results_dirs:
        directory = Path(directory)
        try:
            log = read_log(directory / "trials.jsonl")
        except OSError:
            continue
        kept, _ = latest_per_trial(log.lines)
        for item in kept:
            record = item.record
            field = record.get("activations")
            if record_problems(record) or not isinstance(field, dict):
                continue
            relpath = field.get("file")
            if not isinstance(relpath, str) or ".." in Path(relpath).parts:
                continue
            arrays = load(directory / relpath)
            if arrays is None:
                continue
            solve = arrays["phase"] == 0
            group = json.dumps([str(directory), record.get("maze_id")])
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
    return per_layer


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
) -> tuple[list[str], Path | None] | None:
    """The section's markdown and figure, or None when no activations were saved."""
    per_layer = collect(results_dirs)
    if not per_layer:
        return None
    lines = [
        "Linear probes (ridge least squares, numpy) on the hidden state at the last prompt "
        f"token of each solve step; {FOLDS}-fold cross-validated accuracy. Control: the same "
        "probe on labels shuffled across mazes. Chance: the most frequent label's share.",
        "",
    ]
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
    lines += [*md_table(["layer", "rows", *TARGETS], rows), ""]
    if not grouped_all:
        lines += [
            f"*Fewer than {FOLDS} mazes: folds split rows, not mazes, so a probe may recognize a "
            "maze it saw in training.*",
            "",
        ]
    drawn = None
    if figure is not None and any(curves.values()):
        drawn = _plot(figure, curves)
    return lines, drawn


def _plot(path: Path, curves: dict[str, list[tuple[int, float, float]]]) -> Path:
    from experiments.analysis.plots import PALETTE, _figure, _save

    fig, ax = _figure(6.5, 3.6)
    for colour, (target, points) in zip(PALETTE, curves.items(), strict=False):
        if not points:
            continue
        xs = [str(p[0]) for p in points]
        ax.plot(xs, [p[1] for p in points], marker="o", color=colour, label=f"{target}")
        ax.plot(xs, [p[2] for p in points], ls="--", color=colour, label=f"{target} control")
    ax.set_ylim(0, 1.05)
    ax.set_xlabel("layer (0: embeddings)")
    ax.set_ylabel("probe accuracy")
    ax.set_title("Linear probe accuracy by layer")
    ax.legend(fontsize=8, frameon=False, ncol=3)
    return _save(fig, path)


def inspection_sections(
    records: Sequence[dict[str, Any]], results_dirs: Sequence[str | Path], figures_dir: Path
) -> list[Any]:
    """The report's logit and probing sections, each only when its data exist."""
    from experiments.analysis.logits import logits_lines
    from experiments.analysis.sections import Section

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
        if probed[1] is not None:
            section.figure(probed[1], "linear probe accuracy by layer")
        out.append(section)
    return out
