"""Assemble the analysis: load RESULTS_DIRs, run every section, write report.md and summary.csv.

``report.md`` opens with the headline comparison table (each phase's flexible and strict rates
side by side, and the format-compliance rate), then which verdict the hypothesis tests read, the
runs included (models, encodings, trial counts, package versions, manifest hashes), then one
section per analysis and a list of everything skipped with its reason. Same inputs give the
same bytes (no timestamps; figures are deterministic PNG, PDF or SVG files).

This module checks the arguments, picks the trials each section reads, runs the sections and
writes the files; the headline table and ``summary.csv``'s rows are
:mod:`experiments.analysis.summary`'s, the notes before the sections
:mod:`experiments.analysis.preamble`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gymnasium.error import DependencyNotInstalled

from envs.io import atomic_write_text, check_output_dir
from envs.maze_nav.constants import DEFAULT_SIZE
from envs.records import DEFAULT_SOLVE_MODE, MAZE_TASK, PUZZLE_TASK
from experiments.analysis import plots
from experiments.analysis.context import Context, Section
from experiments.analysis.frame import (
    DEFAULT_MODEL_ORDER,
    DEFAULT_TEST_VERDICT,
    SOLVE_MODE_ORDER,
    check_test_verdict,
    maze_frame,
    model_display_order,
    ordered,
    puzzle_frame,
    verdict_frame,
)
from experiments.analysis.hypotheses import (
    TEST_SECTIONS,
    correlations_interactions,
    encoding_effect,
    model_trend,
    phase_progression,
    shape_effect,
)
from experiments.analysis.latex import write_latex
from experiments.analysis.load import load_results
from experiments.analysis.modes_sizes import sizes as section_sizes
from experiments.analysis.modes_sizes import solve_modes
from experiments.analysis.preamble import judge_note, runs_included, scope_note, verdict_note
from experiments.analysis.sections import (
    generation,
    recognition,
    rotation_puzzles,
    solving,
    success_rates,
)
from experiments.analysis.summary import headline_table, summary_csv_text, summary_rows
from experiments.engine.log import describe_bad

REPORT_FILE = "report.md"
#: ``analyze(table_format=...)``: the report alone, or also one LaTeX file per table.
TABLE_FORMATS: tuple[str, ...] = ("markdown", "latex")

SECTIONS: tuple[Callable[[Context], Section], ...] = (
    success_rates,
    solving,
    recognition,
    generation,
    encoding_effect,
    shape_effect,
    model_trend,
    phase_progression,
    correlations_interactions,
)
"""The maze study's report sections, in report order."""
SUMMARY_FILE = "summary.csv"
FIGURES_DIR = "figures"
NO_FIGURES_NOTE = "*Figures were not drawn (`--figures none`); the tables hold every number.*"
"""What the report says when ``figure_format="none"``."""
EXCLUDED_LISTED = 50
"""Records excluded for breaking the schema listed in the report (the rest are counted)."""


@dataclass(frozen=True)
class Report:
    """What :func:`analyze` wrote.

    Attributes:
        path: the markdown report.
        summary_csv: per model × encoding × shape × phase rates with Wilson intervals.
        figures: every figure drawn (PNG, PDF or SVG), in report order.
        headline: the plain-text comparison table the report opens with.
        skipped: ``(analysis, reason)`` for everything that could not be computed.
        excluded: one line per record excluded for breaking the schema
            (``"results/trials.jsonl:17: solve=None is not allowed; ..."``).
        verdict: the reading the hypothesis tests ran on (``"flexible"`` or ``"strict"``).
        warnings: one line per results directory whose ``manifest.json`` could not be read
            (its records are analysed; the run's settings are not shown).
        tables: with ``table_format="latex"``, one ``tables/NN_*.tex`` per table of the report
            and ``tables/figures.tex`` (:mod:`experiments.analysis.latex`); else empty.
    """

    path: Path
    summary_csv: Path
    figures: list[Path] = field(default_factory=list)
    headline: str = ""
    skipped: list[tuple[str, str]] = field(default_factory=list)
    excluded: list[str] = field(default_factory=list)
    verdict: str = DEFAULT_TEST_VERDICT
    warnings: list[str] = field(default_factory=list)
    tables: list[Path] = field(default_factory=list)


def _skip_index(sections: Sequence[Section]) -> list[str]:
    """Where the skipped analyses are: each is stated once, with its reason, in its section;
    this closing list only counts them per section (``Report.skipped`` holds them all)."""
    counted = [(s.title, len(s.skipped)) for s in sections if s.skipped]
    if not counted:
        return []
    total = sum(n for _, n in counted)
    return [
        f"{total} skipped, each stated with its reason in its section:",
        "",
        *(f"- {title}: {n}" for title, n in counted),
    ]


def _collapse_blank_lines(lines: Sequence[str]) -> str:
    out: list[str] = []
    for line in "\n".join(lines).split("\n"):
        line = line.rstrip()
        if line or (out and out[-1]):
            out.append(line)
    return "\n".join(out).rstrip() + "\n"


def _trend_order(maze: Any, model_order: Sequence[str] | None) -> tuple[list[str], str]:
    present = set(maze["model"]) if not maze.empty else set()
    if model_order:
        absent = [m for m in model_order if m not in present]
        note = f"; not in the maze data: {', '.join(absent)}" if absent else ""
        return [m for m in model_order if m in present], f"order given with --model-order{note}"
    return [m for m in DEFAULT_MODEL_ORDER if m in present], "the specification's scale order"


def _run_section(build: Any, ctx: Context) -> Section:
    try:
        return build(ctx)
    except DependencyNotInstalled:
        raise
    except Exception as exc:  # a bug in one analysis must not cost the others
        section = Section(build.__name__, build.__name__.replace("_", " "))
        section.skip(build.__name__, f"internal error {type(exc).__name__}: {exc}")
        return section


def analyze(
    results_dirs: Sequence[str | Path],
    out_dir: str | Path,
    model_order: Sequence[str] | None = None,
    *,
    verdict: str = DEFAULT_TEST_VERDICT,
    attention_layer: int | None = None,
    table_format: str = "markdown",
    figure_format: str = "png",
) -> Report:
    """Turn one or more RESULTS_DIRs into ``report.md``, ``summary.csv`` and figures.

    Args:
        results_dirs: directories holding ``trials.jsonl`` (and ``manifest.json``); records are
            merged and de-duplicated on ``(run_id, model, encoding, maze_id, trial)``.
        out_dir: folder to write into (created if needed); figures go to ``out_dir/figures``.
        model_order: models from weakest to strongest for H3's trend test; defaults to the
            specification's ``qwen-turbo < qwen-plus < qwen-max`` for those present.
        verdict: which reading of each phase the hypothesis tests (sections 5–9 and the
            solve-mode comparison) run on: ``"flexible"`` (``success``, the default) or
            ``"strict"`` (trials without a strict verdict then leave the tests). The tables of
            sections 1–4 and the headline show both readings either way.
        attention_layer: the layer the attention section reads
            (:mod:`experiments.analysis.attention`; 0 the first block, -1 the last); None: the
            mean over every layer.
        table_format: ``"markdown"`` (``report.md`` only) or ``"latex"``: also one booktabs
            ``.tex`` file per table under ``out_dir/tables`` with a caption naming its agents
            and trials, and ``tables/figures.tex`` placing every figure.
        figure_format: ``"png"``, ``"pdf"`` or ``"svg"`` (vector) for every figure, or
            ``"none"``: no figure is drawn (the numbers alone, about twice as fast; the report
            says so and stale figures of an earlier run are removed).

    Returns:
        The :class:`Report` (paths, headline table, skipped analyses).

    Raises:
        ResultsError: a RESULTS_DIR is missing or holds no trials.
        ValueError: ``model_order`` is not a list of distinct model names, ``verdict`` is not
            one of :data:`~experiments.analysis.frame.TEST_VERDICTS`, ``table_format`` or
            ``figure_format`` is not one of the allowed names, or ``out_dir`` cannot be
            written (an existing file, a folder under a file, a read-only folder).
        DependencyNotInstalled: the ``analysis`` extra is not installed.
    """
    check_test_verdict(verdict)
    if attention_layer is not None and (
        isinstance(attention_layer, bool) or not isinstance(attention_layer, int)
    ):
        raise ValueError(
            f"attention_layer={attention_layer!r} is not allowed; allowed: a layer number "
            "(0 the first block, -1 the last) or None (the mean over every layer)"
        )
    if model_order is not None:
        if isinstance(model_order, str) or not all(isinstance(m, str) for m in model_order):
            raise ValueError(f"model_order must be a sequence of model names, got {model_order!r}")
        if len(set(model_order)) != len(model_order):
            raise ValueError(f"model_order must name each model once, got {list(model_order)!r}")
    if table_format not in TABLE_FORMATS:
        raise ValueError(
            f"table_format={table_format!r} is not allowed; allowed: {list(TABLE_FORMATS)}"
        )
    if figure_format not in plots.FIGURE_CHOICES:
        raise ValueError(
            f"figure_format={figure_format!r} is not allowed; allowed: {list(plots.FIGURE_CHOICES)}"
        )
    out = check_output_dir(out_dir, "out_dir")
    with plots.figure_format(figure_format):
        return _analyze(results_dirs, out, model_order, verdict, attention_layer, table_format)


def _analyze(
    results_dirs: Sequence[str | Path],
    out: Path,
    model_order: Sequence[str] | None,
    verdict: str,
    attention_layer: int | None,
    table_format: str,
) -> Report:
    """:func:`analyze` on checked arguments, inside the figure format's block."""
    dataset = load_results(results_dirs)
    from experiments.analysis.adaptive import adaptive_sections, is_adaptive

    # Adaptive trials are read by their own section only: their rates are the procedure's.
    all_modes = maze_frame(r for r in dataset.by_task(MAZE_TASK) if not is_adaptive(r))
    modes = ordered(all_modes["solve_mode"].unique(), SOLVE_MODE_ORDER)
    # Sections 1-9 are the specification's move-by-move study; one-shot trials join them only
    # when a folder holds nothing else, and the solve-mode section compares the two.
    every_size = (
        all_modes[all_modes["solve_mode"] == DEFAULT_SOLVE_MODE]
        if DEFAULT_SOLVE_MODE in modes
        else all_modes
    )
    # ... and its 5x5 mazes: larger sizes join them only when there is no 5x5 trial, and the
    # size section compares the sizes.
    maze = every_size
    if every_size["size"].dropna().nunique() > 1 and (every_size["size"] == DEFAULT_SIZE).any():
        maze = every_size[every_size["size"] == DEFAULT_SIZE]
    puzzle = puzzle_frame(r for r in dataset.by_task(PUZZLE_TASK) if not is_adaptive(r))
    figures_dir = out / FIGURES_DIR
    if plots.drawing():
        figures_dir.mkdir(parents=True, exist_ok=True)
    for ext in plots.FIGURE_FORMATS:  # a rerun in another format (or none) leaves no stale one
        for stale in sorted(figures_dir.glob(f"[0-9][0-9]_*.{ext}")):
            stale.unlink()
    models = model_display_order(maze["model"].unique(), model_order)
    trend_models, source = _trend_order(maze, model_order)
    ctx = Context(
        maze, puzzle, figures_dir, models, trend_models, source,
        all_modes=all_modes, all_sizes=every_size,
    )  # fmt: skip
    # The hypothesis tests read the chosen verdict; the descriptive tables keep both readings.
    tests_ctx = ctx.with_frames(
        verdict_frame(maze, verdict), verdict_frame(all_modes, verdict), verdict
    )
    if maze.empty:
        sections = [Section("maze", "Maze analyses")]
        sections[0].skip("maze analyses (sections 1–9)", "no maze trials in these results")
    else:
        sections = [
            _run_section(build, tests_ctx if build in TEST_SECTIONS else ctx) for build in SECTIONS
        ]
        tested = {
            s.key for s, build in zip(sections, SECTIONS, strict=True) if build in TEST_SECTIONS
        }
        if every_size["size"].dropna().nunique() > 1:
            sections.append(_run_section(section_sizes, ctx))
        if len(modes) > 1 or (modes and modes[0] != DEFAULT_SOLVE_MODE):
            sections.append(_run_section(solve_modes, tests_ctx))
            tested.add(sections[-1].key)
        if verdict != DEFAULT_TEST_VERDICT:  # readers jump to a section: say it there too
            for section in sections:
                if section.key in tested:
                    section.lines[:0] = [f"*Tests and rates here read the {verdict} verdict.*", ""]
    # The puzzle study's records (they name a grid) have their own section; this one holds the
    # other rotation-puzzle evaluations (RL agents), so no trial is reported twice.
    if not puzzle.empty and puzzle["grid"].isna().any():
        sections.append(_run_section(rotation_puzzles, ctx))
    if not puzzle.empty and puzzle["grid"].notna().any():  # the puzzle study's records
        from experiments.analysis.puzzle import puzzle_study

        sections.append(_run_section(puzzle_study, ctx))
    from experiments.analysis.inspection import inspection_sections

    sections += inspection_sections(dataset.records, results_dirs, figures_dir)
    from experiments.analysis.attention import attention_section

    looked = attention_section(results_dirs, figures_dir, attention_layer)
    sections += [looked] if looked is not None else []
    sections += adaptive_sections(dataset.records, figures_dir)
    from experiments.analysis.validity import audit_section

    audited = audit_section(results_dirs)
    sections += [audited] if audited is not None else []
    headline = headline_table(maze, models)
    skipped = [item for section in sections for item in section.skipped]
    lines = [
        "# Spatial reasoning gym — analysis report",
        "",
        "Success rates with 95% Wilson intervals (flexible verdict) beside the strict rates; "
        "mean moves and efficiency on successful solves.",
        "",
        "```",
        headline,
        "```",
        "",
        *verdict_note(maze, verdict),
        *judge_note(maze, puzzle),
        *runs_included(dataset, maze, puzzle, models),
        *scope_note(all_modes, maze, every_size, modes),
        *([] if plots.drawing() else [NO_FIGURES_NOTE, ""]),
    ]
    for section in sections:
        lines += [f"## {section.title}", "", *section.lines]
    if dataset.invalid:
        lines += ["## Records excluded", ""]
        lines += [f"- `{line}`" for line in describe_bad(dataset.invalid, EXCLUDED_LISTED)]
        lines += [""]
    lines += ["## Skipped analyses", ""]
    lines += _skip_index(sections) or ["None."]
    text = _collapse_blank_lines(lines)
    report_path = out / REPORT_FILE
    summary_path = out / SUMMARY_FILE
    atomic_write_text(summary_path, summary_csv_text(summary_rows(maze, models)))
    atomic_write_text(report_path, text)
    tables = write_latex(text, out, models) if table_format == "latex" else []
    figures = [f for section in sections for f in section.figures]
    excluded = [str(b) for b in dataset.invalid]
    warnings = [
        f"{run.path}: {run.manifest_problem}" for run in dataset.runs if run.manifest_problem
    ]
    return Report(
        report_path, summary_path, figures, headline, skipped, excluded, verdict, warnings, tables
    )
