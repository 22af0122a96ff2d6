"""Figures for the report (matplotlib on the Agg backend; PNG files, or PDF/SVG ones).

Each function draws one figure from plain numbers and writes it to ``path``; none computes a
statistic. Output is byte-for-byte deterministic: fixed size, dpi, colours and no
``Software`` metadata stamp in the PNG.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from experiments.analysis.deps import pyplot

#: A rate with its Wilson interval: ``(rate, low, high)``, NaN when there were no trials.
Estimate = tuple[float, float, float]

# Colour-blind-safe palette (Okabe–Ito), cycled for more groups.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000")
DPI = 100


def new_figure(width: float, height: float) -> tuple[Any, Any]:
    plt = pyplot()
    plt.rcParams.update({"font.size": 10, "axes.titleweight": "bold"})
    fig, ax = plt.subplots(figsize=(width, height))
    ax.spines["top"].set_visible(False)
    ax.spines["right"].set_visible(False)
    ax.set_axisbelow(True)
    ax.grid(axis="y", color="#dddddd", linewidth=0.8)
    return fig, ax


#: The figure file formats ``analyze(figure_format=...)`` writes: raster PNG or vector PDF/SVG.
FIGURE_FORMATS: tuple[str, ...] = ("png", "pdf", "svg")
#: ``figure_format`` that draws no figure at all (the numbers alone, about twice as fast).
NO_FIGURES = "none"
#: Every ``analyze(figure_format=...)`` / ``--figures`` choice: a file format, or none.
FIGURE_CHOICES: tuple[str, ...] = (*FIGURE_FORMATS, NO_FIGURES)
_FORMAT: ContextVar[str] = ContextVar("figure_format", default="png")
#: Metadata that would stamp the date or the library into the file, so the same data give
#: the same bytes (per format: matplotlib refuses keys a format does not know).
_NO_STAMPS = {
    "png": {"Software": None},
    "pdf": {"Creator": None, "Producer": None, "CreationDate": None},
    "svg": {"Creator": None, "Date": None},
}


@contextmanager
def figure_format(name: str) -> Iterator[None]:
    """Within the block, :func:`save_figure` writes ``name`` files (the path's suffix changes);
    with :data:`NO_FIGURES` nothing is drawn (:func:`drawing` is False).

    Raises:
        ValueError: ``name`` is not one of :data:`FIGURE_CHOICES`.
    """
    if name not in FIGURE_CHOICES:
        raise ValueError(f"figure_format={name!r} is not allowed; allowed: {list(FIGURE_CHOICES)}")
    token = _FORMAT.set(name)
    try:
        yield
    finally:
        _FORMAT.reset(token)


def drawing() -> bool:
    """Whether figures are drawn in the current :func:`figure_format` (not ``"none"``)."""
    return _FORMAT.get() != NO_FIGURES


def _drawn(draw: Callable[..., Path]) -> Callable[..., Path]:
    """A figure function that, when :func:`drawing` is False, builds nothing and returns its
    ``path`` unwritten (callers hand it to ``Section.figure``, which then references nothing)."""

    @functools.wraps(draw)
    def maybe(path: Path, *args: Any, **kwargs: Any) -> Path:
        return draw(path, *args, **kwargs) if drawing() else path

    return maybe


def save_figure(fig: Any, path: Path) -> Path:
    """Write ``fig`` in the current :func:`figure_format` (``path``'s suffix replaced by it);
    with ``"none"`` only close it."""
    fmt = _FORMAT.get()
    if fmt == NO_FIGURES:
        pyplot().close(fig)
        return path
    path = path.with_suffix(f".{fmt}")
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    plt = pyplot()
    # SVG element ids are random unless salted; a fixed salt keeps reruns byte-identical.
    with plt.rc_context({"svg.hashsalt": "spatial-reasoning-gym", "svg.fonttype": "none"}):
        fig.savefig(path, dpi=DPI, format=fmt, metadata=_NO_STAMPS[fmt])
    plt.close(fig)
    return path


def _percent_axis(ax: Any) -> None:
    ax.set_ylim(0, 1.05)
    ax.set_yticks([0, 0.25, 0.5, 0.75, 1.0])
    ax.set_yticklabels(["0%", "25%", "50%", "75%", "100%"])


def _rate_axes(
    ax: Any,
    labels: Sequence[str],
    xlim: tuple[float, float],
    title: str,
    xlabel: str,
    ylabel: str,
    *,
    legend: bool,
) -> None:
    """The axes of a figure of rates: one x tick per label, 0-100% up the side, the y label
    saying the whiskers or bands are 95% Wilson intervals, and the legend beside the plot."""
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels)
    ax.set_xlim(*xlim)
    _percent_axis(ax)
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel + " (95% Wilson CI)")
    if legend:
        ax.legend(frameon=False, fontsize=8, loc="center left", bbox_to_anchor=(1.0, 0.5))


def _clean(value: float) -> float:
    return 0.0 if math.isnan(value) else value


@_drawn
def rate_bars(
    path: Path,
    categories: Sequence[str],
    groups: Mapping[str, Sequence[Estimate]],
    title: str,
    xlabel: str,
    ylabel: str = "success rate",
) -> Path:
    """Grouped bars of rates with Wilson error bars: one cluster per category, one bar per group.

    Args:
        path: PNG file to write.
        categories: x-axis clusters (e.g. shapes).
        groups: legend label -> one estimate per category (NaN estimates draw no bar).
        title: figure title.
        xlabel: x-axis label.
        ylabel: y-axis label.

    Returns:
        ``path``.
    """
    width_in = max(6.0, 0.22 * len(categories) * max(1, len(groups)) + 4.0)
    fig, ax = new_figure(min(width_in, 13.0), 4.2)
    n_groups = max(1, len(groups))
    bar = 0.8 / n_groups
    for g, (label, estimates) in enumerate(groups.items()):
        xs, heights, low, high = [], [], [], []
        for i, (rate, lo, hi) in enumerate(estimates):
            if math.isnan(rate):
                continue
            xs.append(i - 0.4 + bar * (g + 0.5))
            heights.append(rate)
            low.append(max(0.0, rate - _clean(lo)))
            high.append(max(0.0, _clean(hi) - rate))
        ax.bar(xs, heights, width=bar * 0.92, color=PALETTE[g % len(PALETTE)], label=label)
        if xs:
            ax.errorbar(xs, heights, yerr=[low, high], fmt="none", ecolor="#333333", capsize=2)
    xlim = (-0.6, len(categories) - 0.4)
    _rate_axes(ax, categories, xlim, title, xlabel, ylabel, legend=len(groups) > 1)
    return save_figure(fig, path)


@_drawn
def stacked_bars(
    path: Path,
    categories: Sequence[str],
    stacks: Mapping[str, Sequence[float]],
    title: str,
    ylabel: str,
) -> Path:
    """Stacked bars: one bar per category, one coloured segment per stack label."""
    fig, ax = new_figure(max(6.0, 0.9 * len(categories) + 3.0), 4.2)
    bottom = [0.0] * len(categories)
    for s, (label, values) in enumerate(stacks.items()):
        ax.bar(
            range(len(categories)), values, bottom=bottom, color=PALETTE[s % len(PALETTE)],
            label=label, width=0.6,
        )  # fmt: skip
        bottom = [b + v for b, v in zip(bottom, values, strict=True)]
    ax.set_xticks(range(len(categories)))
    ax.set_xticklabels(categories, rotation=20, ha="right")
    ax.set_title(title)
    ax.set_ylabel(ylabel)
    ax.legend(frameon=False, fontsize=8, loc="center left", bbox_to_anchor=(1.0, 0.5))
    return save_figure(fig, path)


@_drawn
def rate_lines(
    path: Path,
    x_labels: Sequence[str],
    series: Mapping[str, Sequence[Estimate]],
    title: str,
    xlabel: str,
) -> Path:
    """One line per series across ordered x positions, with a shaded Wilson band."""
    fig, ax = new_figure(max(5.5, 0.9 * len(x_labels) + 3.0), 4.0)
    for s, (label, estimates) in enumerate(series.items()):
        colour = PALETTE[s % len(PALETTE)]
        points = [(i, e) for i, e in enumerate(estimates) if not math.isnan(e[0])]
        if not points:
            continue
        xs = [i for i, _ in points]
        ax.plot(xs, [e[0] for _, e in points], marker="o", color=colour, label=label)
        ax.fill_between(
            xs, [_clean(e[1]) for _, e in points], [_clean(e[2]) for _, e in points],
            color=colour, alpha=0.12, linewidth=0,
        )  # fmt: skip
    xlim = (-0.3, len(x_labels) - 0.7)
    _rate_axes(ax, x_labels, xlim, title, xlabel, "success rate", legend=bool(series))
    return save_figure(fig, path)


@_drawn
def value_lines(
    path: Path,
    x_labels: Sequence[str],
    series: Mapping[str, Sequence[float]],
    title: str,
    xlabel: str,
    ylabel: str,
) -> Path:
    """One line per series of plain values (NaN: no point) across ordered x positions."""
    fig, ax = new_figure(max(5.5, 0.9 * len(x_labels) + 3.0), 4.0)
    for s, (label, values) in enumerate(series.items()):
        points = [(i, v) for i, v in enumerate(values) if not math.isnan(v)]
        if points:
            ax.plot([i for i, _ in points], [v for _, v in points], marker="o",
                    color=PALETTE[s % len(PALETTE)], label=label)  # fmt: skip
    ax.set_xticks(range(len(x_labels)))
    ax.set_xticklabels(x_labels, rotation=20, ha="right")
    ax.set_xlim(-0.3, len(x_labels) - 0.7)
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if series:
        ax.legend(frameon=False, fontsize=8, loc="center left", bbox_to_anchor=(1.0, 0.5))
    return save_figure(fig, path)


@_drawn
def heatmap(
    path: Path,
    counts: Sequence[Sequence[int]],
    row_labels: Sequence[str],
    col_labels: Sequence[str],
    title: str,
    xlabel: str,
    ylabel: str,
) -> Path:
    """Count heatmap coloured by row share (each true class sums to 100%), counts written in."""
    fig, ax = new_figure(
        max(5.5, 0.75 * len(col_labels) + 2.5), max(3.5, 0.55 * len(row_labels) + 1.8)
    )
    ax.grid(False)
    shares = []
    for row in counts:
        total = sum(row)
        shares.append([c / total if total else 0.0 for c in row])
    image = ax.imshow(shares, cmap="Blues", vmin=0.0, vmax=1.0, aspect="auto")
    for i, row in enumerate(counts):
        for j, count in enumerate(row):
            colour = "white" if shares[i][j] > 0.6 else "#222222"
            ax.text(j, i, str(count), ha="center", va="center", color=colour, fontsize=9)
    ax.set_xticks(range(len(col_labels)))
    ax.set_xticklabels(col_labels, rotation=30, ha="right")
    ax.set_yticks(range(len(row_labels)))
    ax.set_yticklabels(row_labels)
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    fig.colorbar(image, ax=ax, label="share of the true shape's trials")
    return save_figure(fig, path)


@_drawn
def psychometric_curves(
    path: Path,
    level_labels: Sequence[str],
    curves: Mapping[str, tuple[Sequence[float], Sequence[float]]],
    observed: Mapping[str, Sequence[tuple[int, int, int]]],
    thresholds: Mapping[str, tuple[float, float, float]],
    target: float,
    title: str,
) -> Path:
    """Fitted success curves over a difficulty ladder, one colour per series.

    Args:
        level_labels: the ladder's levels, easiest first (the x ticks).
        curves: per series, ``(levels, success rates)`` of the fitted curve (a line).
        observed: per series, ``(level, successes, trials)`` at each level tried (dots, their
            area growing with the trials).
        thresholds: per series, ``(threshold, low, high)`` in level units (a marker on the
            target line and its interval as a bar).
        target: the success rate the thresholds are read at (a dashed line).
    """
    fig, ax = new_figure(max(7.0, 0.6 * len(level_labels) + 3.5), 4.3)
    for s, label in enumerate(curves):
        colour = PALETTE[s % len(PALETTE)]
        xs, ys = curves[label]
        ax.plot(xs, ys, color=colour, label=label)
        for level, k, n in observed.get(label, ()):
            ax.scatter(level, k / n, s=12 + 10 * n, color=colour, alpha=0.45, linewidths=0)
        if label in thresholds:
            t, lo, hi = thresholds[label]
            ax.errorbar(t, target, xerr=[[max(t - lo, 0)], [max(hi - t, 0)]], color=colour,
                        marker="D", markersize=5, capsize=3)  # fmt: skip
    ax.axhline(target, color="#888888", linestyle="--", linewidth=0.8)
    ax.set_xticks(range(len(level_labels)))
    ax.set_xticklabels(level_labels, rotation=35, ha="right", fontsize=8)
    ax.set_xlim(-0.5, len(level_labels) - 0.5)
    _percent_axis(ax)
    ax.set_title(title)
    ax.set_xlabel("difficulty level")
    ax.set_ylabel("success rate (dots: observed)")
    if curves:
        ax.legend(frameon=False, fontsize=8, loc="center left", bbox_to_anchor=(1.0, 0.5))
    return save_figure(fig, path)
