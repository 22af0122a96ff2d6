"""Report section: where ``hf:`` models look in the maze (the runs' ``--attention``).

Reads each record's ``attention`` file (:mod:`experiments.maze.attention`): per solve reply, the
attention mass from the answer to every maze cell, per layer and head. A reply's *map* is that
mass averaged over every layer and head (or taken at one layer: ``analyze
--attention-layer``), a ``size x size`` grid summing to the reply's share of attention on the
maze text. The section shows:

- **Where the attention lands, by region** on each solve step: the player's cell, the goal, the
  walls next to the player (under the maze's connectivity) and the optimal next cells (one step
  closer to the goal). Each as a share of the maze's mass (region mass / map sum) with its
  *lift*: that share over the region's share of the cells (1: no more than an average cell);
  split by whether the trial's solve phase succeeded.
- **Heatmaps**: per model and encoding, one trial's mean map over its solve steps drawn over its
  maze (walls hatched, the start ``P`` and goal ``G`` marked; its first solved trial, else its
  first), the mean map (each divided by its sum first) over the solve steps of every trial of
  the most common size, and the mean map around the player (cells at offsets -2..2 from the
  player's cell; off-grid offsets left out of the mean).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from envs.maze_nav.logic import DELTAS, bfs_distances
from experiments.analysis.load import saved_arrays
from experiments.analysis.tables import md_table

REGIONS = ("player", "goal", "walls_next", "optimal_next")
"""The regions of a solve step, in table order."""
RADIUS = 2
"""Cells on each side of the player in the player-centred heatmap."""
OUTCOMES = ("solved", "failed")


def _layer_map(mass: np.ndarray, layer: int | None) -> np.ndarray | None:
    """``(replies, n, n)``: mean over heads of one layer, or over every layer and head."""
    mass = mass.astype(np.float32)
    if layer is None:
        return mass.mean(axis=(1, 2))
    layers = mass.shape[1]
    if not -layers <= layer < layers:
        return None
    return mass[:, layer].mean(axis=1)


def regions(
    corridors: np.ndarray, goal: tuple[int, int], connectivity: int, at: tuple[int, int]
) -> dict[str, list[tuple[int, int]]]:
    """The cells of each of :data:`REGIONS` for a player on ``at``."""
    size = corridors.shape[0]
    to_goal = bfs_distances(corridors, goal, connectivity)
    here = int(to_goal[at])
    walls, best = [], []
    for dr, dc in DELTAS[:connectivity]:
        r, c = at[0] + dr, at[1] + dc
        if not (0 <= r < size and 0 <= c < size):
            continue
        if not corridors[r, c]:
            walls.append((r, c))
        elif here > 0 and int(to_goal[r, c]) == here - 1:
            best.append((r, c))
    return {"player": [at], "goal": [goal], "walls_next": walls, "optimal_next": best}


def collect(
    results_dirs: Sequence[str | Path], layer: int | None = None
) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """Every solve reply of every saved trial: ``{"model", "encoding", "outcome", "size",
    "at", "map" (n x n, the reply's mass), "regions", "trial" (folder and file), "corridors",
    "goal"}``, and the models whose trials lack
    ``layer`` (with their layer counts). Missing or damaged files are skipped (never raises on
    content)."""
    from experiments.maze.attention import load

    rows: list[dict[str, Any]] = []
    lacking: dict[str, int] = {}
    for directory, relpath, record, arrays in saved_arrays(results_dirs, "attention", load):
        solve = record.get("solve")
        if not isinstance(solve, dict) or not arrays["mass"].shape[0]:
            continue
        maps = _layer_map(arrays["mass"], layer)
        if maps is None:
            lacking[str(record.get("model"))] = int(arrays["mass"].shape[1])
            continue
        corridors = arrays["corridors"].astype(bool)
        goal = (int(arrays["goal"][0]), int(arrays["goal"][1]))
        connectivity = int(arrays["connectivity"])
        for i in np.flatnonzero(arrays["phase"] == 0).tolist():
            at = (int(arrays["row"][i]), int(arrays["col"][i]))
            rows.append(
                {
                    "model": str(record.get("model")),
                    "encoding": str(record.get("encoding")),
                    "outcome": OUTCOMES[0] if solve.get("success") else OUTCOMES[1],
                    "size": corridors.shape[0],
                    "at": at,
                    "map": maps[i],
                    "regions": regions(corridors, goal, connectivity, at),
                    "trial": (str(directory), relpath),
                    "corridors": corridors,
                    "goal": goal,
                }
            )
    return rows, lacking


def region_shares(row: dict[str, Any]) -> dict[str, tuple[float, float]] | None:
    """Per region ``(share of the map's sum, lift)`` of one reply; None when the map is all
    zeros. A region with no cells (no wall next to the player) is left out."""
    grid = row["map"]
    total = float(grid.sum())
    if not total > 0:
        return None
    cells = grid.size
    out = {}
    for name, where in row["regions"].items():
        if not where:
            continue
        share = float(sum(grid[r, c] for r, c in where)) / total
        out[name] = (share, share / (len(where) / cells))
    return out


def _cell(values: list[tuple[float, float]]) -> str:
    if not values:
        return "–"
    share = sum(v[0] for v in values) / len(values)
    lift = sum(v[1] for v in values) / len(values)
    return f"{share:.2f} (×{lift:.1f}, n={len(values)})"


def attention_lines(
    results_dirs: Sequence[str | Path], figures_dir: Path | None, layer: int | None = None
) -> tuple[list[str], list[tuple[Path, str]]] | None:
    """The section's markdown and figures (path, caption), or None when no trial saved
    attention."""
    rows, lacking = collect(results_dirs, layer)
    if not rows and not lacking:
        return None
    which = "every layer and head" if layer is None else f"layer {layer}'s heads"
    missing = [
        f"*Layer {layer} is not among the {n} layers of {model}; its trials are left out.*"
        for model, n in sorted(lacking.items())
    ]
    if not rows:
        return [*missing, ""], []
    lines = [
        *missing,
        *([""] if missing else []),
        "Attention mass from each solve reply's answer tokens to the maze cells' tokens "
        f"(mean over {which}). A region's share is its mass over the maze's; ×lift compares it "
        "to the region's share of the cells (×1.0: an average cell). Means over solve steps; "
        "n counts steps.",
        "",
    ]
    table: dict[tuple[str, str, str], dict[str, list[tuple[float, float]]]] = defaultdict(
        lambda: defaultdict(list)
    )
    maze_share: dict[tuple[str, str, str], list[float]] = defaultdict(list)
    for row in rows:
        key = (row["model"], row["encoding"], row["outcome"])
        maze_share[key].append(float(row["map"].sum()))
        shares = region_shares(row)
        for name, value in (shares or {}).items():
            table[key][name].append(value)
    body = []
    for key in sorted(maze_share):
        mean = sum(maze_share[key]) / len(maze_share[key])
        body.append([*key, f"{mean:.3f}", *[_cell(table[key][r]) for r in REGIONS]])
    heads = ["model", "encoding", "solve", "on the maze", *REGIONS]
    lines += ["### Attention by region on solve steps, solved vs failed trials", ""]
    lines += [*md_table(heads, body), ""]
    figures = []
    if figures_dir is not None:
        figures = _figures(rows, figures_dir, which)
    return lines, figures


def _mean_maps(rows: list[dict[str, Any]]) -> dict[tuple[str, str], tuple[np.ndarray, int]]:
    """Per (model, encoding): the mean normalized map over solve steps of the most common
    size, and that size."""
    sizes = Counter(row["size"] for row in rows)
    size = sizes.most_common(1)[0][0]
    sums: dict[tuple[str, str], list[np.ndarray]] = defaultdict(list)
    for row in rows:
        total = float(row["map"].sum())
        if row["size"] == size and total > 0:
            sums[(row["model"], row["encoding"])].append(row["map"] / total)
    return {key: (np.mean(maps, axis=0), size) for key, maps in sorted(sums.items())}


def around_player(rows: list[dict[str, Any]]) -> dict[tuple[str, str], np.ndarray]:
    """Per (model, encoding): the mean normalized map at offsets -RADIUS..RADIUS from the
    player's cell (NaN where no step had a cell there)."""
    width = 2 * RADIUS + 1
    acc: dict[tuple[str, str], tuple[np.ndarray, np.ndarray]] = {}
    for row in rows:
        grid, (r0, c0) = row["map"], row["at"]
        total = float(grid.sum())
        if not total > 0:
            continue
        key = (row["model"], row["encoding"])
        sums, counts = acc.setdefault(key, (np.zeros((width, width)), np.zeros((width, width))))
        n = grid.shape[0]
        for dr in range(-RADIUS, RADIUS + 1):
            for dc in range(-RADIUS, RADIUS + 1):
                r, c = r0 + dr, c0 + dc
                if 0 <= r < n and 0 <= c < n:
                    sums[dr + RADIUS, dc + RADIUS] += grid[r, c] / total
                    counts[dr + RADIUS, dc + RADIUS] += 1
    with np.errstate(invalid="ignore", divide="ignore"):
        return {key: np.where(c > 0, s / c, np.nan) for key, (s, c) in sorted(acc.items())}


def examples(rows: list[dict[str, Any]]) -> dict[tuple[str, str], dict[str, Any]]:
    """Per (model, encoding): one trial (its first solved one, else its first) with its mean
    normalized map over its solve steps, its maze, start and outcome."""
    chosen: dict[tuple[str, str], tuple[Any, str]] = {}  # key -> (trial, its outcome)
    for row in rows:
        key = (row["model"], row["encoding"])
        if key not in chosen or (row["outcome"], chosen[key][1]) == OUTCOMES:
            chosen[key] = (row["trial"], row["outcome"])
    out = {}
    for key, (trial, _) in sorted(chosen.items()):
        steps = [r for r in rows if r["trial"] == trial and float(r["map"].sum()) > 0]
        if not steps:
            continue
        first = steps[0]
        out[key] = {
            "map": np.mean([r["map"] / float(r["map"].sum()) for r in steps], axis=0),
            "corridors": first["corridors"],
            "start": first["at"],
            "goal": first["goal"],
            "outcome": first["outcome"],
            "steps": len(steps),
        }
    return out


def _figures(rows: list[dict[str, Any]], figures_dir: Path, which: str) -> list[tuple[Path, str]]:
    maps = _mean_maps(rows)
    near = around_player(rows)
    drawn = []
    shown = examples(rows)
    if shown:
        path = _over_mazes(
            figures_dir / "16_attention_one_maze.png",
            shown,
            f"Attention over one maze per model and encoding ({which})",
        )
        drawn.append((path, "attention over one maze per model and encoding"))
    if maps:
        size = next(iter(maps.values()))[1]
        path = _heatmaps(
            figures_dir / "17_attention_heatmaps.png",
            {k: v for k, (v, _) in maps.items()},
            f"Attention to each cell on solve steps ({size}x{size}, {which})",
            ticks=None,
        )
        drawn.append((path, f"attention heatmaps over the {size}x{size} maze"))
    if near:
        offsets = list(range(-RADIUS, RADIUS + 1))
        path = _heatmaps(
            figures_dir / "18_attention_around_player.png",
            near,
            f"Attention around the player's cell on solve steps ({which})",
            ticks=offsets,
        )
        drawn.append((path, "attention around the player's cell"))
    return drawn


SHARE_LABEL = "share of the attention on the maze"
"""The colour scale of every attention map: each map is divided by its sum over the cells."""


def _heatmaps(
    path: Path, maps: dict[tuple[str, str], np.ndarray], title: str, ticks: list[int] | None
) -> Path:
    from experiments.analysis.plots import pyplot, save_figure

    plt = pyplot()
    n = len(maps)
    fig, axes = plt.subplots(1, n, figsize=(3.2 * n + 0.6, 3.4), squeeze=False)
    for ax, ((model, encoding), grid) in zip(axes[0], maps.items(), strict=True):
        image = ax.imshow(grid, cmap="viridis", vmin=0)
        ax.set_title(f"{model}\n{encoding}", fontsize=8)
        size = grid.shape[0]
        labels = ticks if ticks is not None else list(range(size))
        ax.set_xticks(range(size), labels, fontsize=7)
        ax.set_yticks(range(size), labels, fontsize=7)
        ax.set_xlabel("column" if ticks is None else "column offset", fontsize=8)
        ax.set_ylabel("row" if ticks is None else "row offset", fontsize=8)
        fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04).set_label(SHARE_LABEL, fontsize=7)
    fig.suptitle(title, fontsize=9, fontweight="bold")
    return save_figure(fig, path)


def _over_mazes(path: Path, shown: dict[tuple[str, str], dict[str, Any]], title: str) -> Path:
    from experiments.analysis.plots import pyplot, save_figure

    plt = pyplot()
    n = len(shown)
    fig, axes = plt.subplots(1, n, figsize=(3.2 * n + 0.6, 3.6), squeeze=False)
    for ax, ((model, encoding), item) in zip(axes[0], shown.items(), strict=True):
        grid, corridors = item["map"], item["corridors"]
        image = ax.imshow(grid, cmap="viridis", vmin=0)
        walls = np.ma.masked_where(corridors, np.ones_like(grid))
        ax.imshow(walls, cmap="Greys", alpha=0.35, vmin=0, vmax=1)
        for r, c in np.argwhere(~corridors).tolist():
            ax.add_patch(
                plt.Rectangle((c - 0.5, r - 0.5), 1, 1, fill=False, hatch="//", lw=0, ec="white")
            )
        for (r, c), mark in ((item["start"], "P"), (item["goal"], "G")):
            ax.text(c, r, mark, ha="center", va="center", color="white", fontweight="bold")
        ax.set_title(
            f"{model}\n{encoding}, {item['outcome']}, solve steps: {item['steps']}", fontsize=8
        )
        size = grid.shape[0]
        ax.set_xticks(range(size), range(size), fontsize=7)
        ax.set_yticks(range(size), range(size), fontsize=7)
        fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04).set_label(SHARE_LABEL, fontsize=7)
    fig.suptitle(title, fontsize=9, fontweight="bold")
    return save_figure(fig, path)


def attention_section(
    results_dirs: Sequence[str | Path], figures_dir: Path, layer: int | None = None
) -> Any:
    """The report's attention section, or None when no trial saved attention."""
    from experiments.analysis.context import Section

    found = attention_lines(results_dirs, figures_dir, layer)
    if found is None:
        return None
    section = Section("attention", "Attention to maze regions")
    section.add(*found[0])
    for path, caption in found[1]:
        section.figure(path, caption)
    return section
