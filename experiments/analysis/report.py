"""Assemble the analysis: load RESULTS_DIRs, run every section, write report.md and summary.csv.

``report.md`` opens with the headline comparison table (each phase's flexible and strict rates
side by side, and the format-compliance rate), then which verdict the hypothesis tests read, the
runs included (models, encodings, trial counts, package versions, manifest hashes), then one
section per analysis and a list of everything skipped with its reason. Same inputs give the
same bytes (no timestamps; figures are deterministic PNG, PDF or SVG files).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gymnasium.error import DependencyNotInstalled

from envs.io import atomic_write_text, check_output_dir
from envs.maze_nav.constants import DEFAULT_SIZE
from envs.records import DEFAULT_SOLVE_MODE, MAZE_TASK, PHASES, PUZZLE_TASK, TASKS
from experiments.analysis import plots
from experiments.analysis.frame import (
    CLUSTERS,
    DEFAULT_MODEL_ORDER,
    DEFAULT_TEST_VERDICT,
    SOLVE_MODE_ORDER,
    check_test_verdict,
    encoding_order,
    format_column,
    judge_column,
    maze_frame,
    model_display_order,
    ordered,
    puzzle_frame,
    shape_order,
    strict_column,
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
from experiments.analysis.load import Dataset, load_results, record_task
from experiments.analysis.sections import (
    Context,
    Section,
    generation,
    recognition,
    rotation_puzzles,
    solve_modes,
    solving,
    success_rates,
)
from experiments.analysis.sections import sizes as section_sizes
from experiments.analysis.tables import (
    estimate,
    format_rate_cell,
    md_table,
    mean_cell,
    rate_cell,
    reads_replies,
    strict_rate_cell,
    text_table,
    unreadable_rate_cell,
)
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
SUMMARY_COLUMNS = (
    "model", "encoding", "shape", "phase", "n", "successes", "rate", "ci_low", "ci_high",
    "strict_n", "strict_successes", "strict_rate", "strict_ci_low", "strict_ci_high",
    "format_followed", "format_rate",
)  # fmt: skip
"""``n`` … ``ci_high`` read the flexible verdict; the ``strict_`` columns the strict one over the
``strict_n`` trials that have it (empty when none has: old records, RL agents, people);
``format_followed`` of those followed the asked format (``format_rate`` its share). The
intervals are cluster-robust (by maze; for people by participant and maze, crossed), Wilson's
when no maze holds two of the row's trials."""
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


def _analysis_version() -> str:
    try:
        from envs import __version__
    except Exception:  # the analysis must still run if the env package cannot import
        return "unknown"
    return str(__version__)


def headline_table(maze: Any, models: Sequence[str]) -> str:
    """One row per model × encoding: trials, each phase's flexible rate (Wilson CI) beside its
    strict rate, the format-compliance rate and the unreadable rate (replies the flexible reading
    abstained on) over every phase, moves and efficiency. A model that writes no replies (an RL
    agent) shows ``"—"`` as its unreadable rate, as it does for the format.

    Strict and format cells are ``"—"`` for a producer without strict verdicts, and name their
    ``n`` when only some of the trials have one (old records merged with new ones).
    """
    headers = ["model", "encoding", "trials",
               *(name for p in PHASES for name in (p, f"{p} strict")),
               "format followed", "unreadable", "mean moves", "efficiency"]  # fmt: skip
    if maze.empty:
        return text_table(headers, [["(no maze trials)", *[""] * (len(headers) - 1)]])
    rows = []
    for m in models:
        g_model = maze[maze["model"] == m]
        replies = reads_replies(g_model, PHASES)
        for e in encoding_order(g_model["encoding"].unique()):
            g = g_model[g_model["encoding"] == e]
            solved = g[g["solve"] == 1]
            efficiency = solved["optimal_moves"] / solved["moves"].where(solved["moves"] > 0)
            phase_cells = [
                cell
                for p in PHASES
                for cell in (rate_cell(g[p], False, g[CLUSTERS]), strict_rate_cell(g, p))
            ]
            rows.append(
                [m, e, len(g), *phase_cells, format_rate_cell(g, PHASES),
                 unreadable_rate_cell(g, PHASES, replies),
                 mean_cell(solved["moves"], 1), mean_cell(efficiency, 2)]
            )  # fmt: skip
    return text_table(headers, rows)


def summary_rows(maze: Any, models: Sequence[str]) -> list[list[Any]]:
    """Rows of ``summary.csv``: model × encoding × shape × phase with n, successes, rate and a
    cluster-robust 95% interval (:func:`~experiments.analysis.tables.estimate`)."""
    rows: list[list[Any]] = []
    if maze.empty:
        return rows
    for m in models:
        g_model = maze[maze["model"] == m]
        for e in encoding_order(g_model["encoding"].unique()):
            g_enc = g_model[g_model["encoding"] == e]
            for s in shape_order(g_enc["shape"].unique()):
                g = g_enc[g_enc["shape"] == s]
                clusters = g[CLUSTERS]  # once per row group: six estimates read it
                for p in PHASES:
                    successes, n, rate, lo, hi = estimate(g[p], clusters)
                    if n == 0:
                        continue
                    row = [m, e, s, p, n, successes, *(f"{v:.6f}" for v in (rate, lo, hi))]
                    strict_s, strict_n, *strict_rates = estimate(g[strict_column(p)], clusters)
                    followed, _, format_rate, _, _ = estimate(g[format_column(p)])
                    if strict_n:
                        row += [strict_n, strict_s, *(f"{v:.6f}" for v in strict_rates)]
                        row += [followed, f"{format_rate:.6f}"]
                    else:
                        row += [0, "", "", "", "", "", ""]
                    rows.append(row)
    return rows


def _csv_text(rows: list[list[Any]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(SUMMARY_COLUMNS)
    writer.writerows(rows)
    return buffer.getvalue()


def _verdict_note(maze: Any, verdict: str) -> list[str]:
    """What the headline's two readings mean and which one the hypothesis tests read."""
    if maze.empty:
        return []
    with_strict = int(maze[[strict_column(p) for p in PHASES]].notna().any(axis=1).sum())
    lines = [
        "Each phase is read two ways: the flexible verdict (the reply's final committed answer, "
        "what a careful grader accepts) and the strict one (the reply answered in exactly the "
        "asked format and that answer is right). *format followed* is the share of phase "
        "replies that used the asked format; `—` where the records carry no strict verdict "
        "(records written before it existed, RL agents, people).",
        "",
    ]
    if verdict == DEFAULT_TEST_VERDICT:
        test = "**Hypothesis tests (sections 5–9 and the solve-mode comparison) use the flexible "
        test += "verdict** (`--verdict strict` runs them on the strict one)."
    else:
        test = (
            "**Hypothesis tests (sections 5–9 and the solve-mode comparison) use the strict "
            f"verdict** (`--verdict strict`): {with_strict} of {len(maze)} maze trials have one; "
            "the others are left out of every test."
        )
    return [*lines, test, ""]


def _judge_note(maze: Any, puzzle: Any) -> list[str]:
    """Program–judge agreement per model (Cohen's kappa) when a ``--judge`` re-read replies:
    over every judged phase of both studies, then per phase (a game played move by move,
    the interactive solve and the rotation puzzle, counts once, by its verdict on the game)."""
    from experiments.maze.scoring.judge import cohen_kappa

    Pairs = tuple[list[bool], list[bool]]
    pairs: dict[str, dict[str, Pairs]] = {}  # model -> phase -> (program, judge)
    frames = [(maze, p, p) for p in PHASES] + [(puzzle, "solve", "puzzle")]
    for frame, column, phase in frames:
        if frame.empty or judge_column(column) not in frame:
            continue
        judged = frame[frame[judge_column(column)].notna() & frame[column].notna()]
        for m, g in judged.groupby("model"):
            program, judge = pairs.setdefault(str(m), {}).setdefault(phase, ([], []))
            program += [bool(v) for v in g[column]]
            judge += [bool(v) for v in g[judge_column(column)]]
    if not pairs:
        return []

    def agreement(program: list[bool], judge: list[bool]) -> str:
        kappa = cohen_kappa(program, judge)
        return "undefined (one verdict throughout)" if kappa is None else f"{kappa:.2f}"

    lines = ["Program and judge (`--judge`; the program's verdict is the one reported):", ""]
    for m, phases in sorted(pairs.items()):
        program = [v for p in phases.values() for v in p[0]]
        judge = [v for p in phases.values() for v in p[1]]
        agree = sum(a == b for a, b in zip(program, judge, strict=True))
        per_phase = "; ".join(
            f"{phase} {agreement(*p)} on {len(p[0])}" for phase, p in phases.items()
        )
        lines.append(
            f"- {m}: Cohen's kappa {agreement(program, judge)} on {len(program)} judged verdicts "
            f"({agree} agree); by phase: {per_phase}"
        )
    return [*lines, ""]


def signals_lacking(runs: Sequence[Any]) -> list[str]:
    """One line per run and model whose server's replies lacked a signal (log-probabilities,
    token counts, finish reasons), from the manifest's ``clients[<model>].capabilities.received``
    (:mod:`agents.llm.received`); never raises on the manifest's content."""
    lines = []
    for run in runs:
        clients = run.manifest.get("clients")
        for model, params in clients.items() if isinstance(clients, dict) else ():
            capabilities = params.get("capabilities") if isinstance(params, dict) else None
            received = capabilities.get("received") if isinstance(capabilities, dict) else None
            if not isinstance(received, dict) or not isinstance(received.get("replies"), int):
                continue
            replies = received["replies"]
            short = [
                f"{name} in {count} of {replies} replies"
                for name, count in received.items()
                if name != "replies" and isinstance(count, int) and count < replies
            ]
            if short:
                lines.append(f"- `{run.path}`, {model}: received {', '.join(short)}.")
    return lines


def _header(dataset: Dataset, maze: Any, puzzle: Any, models: Sequence[str]) -> list[str]:
    lines = ["## Runs included", ""]
    rows = []
    for run in dataset.runs:
        man = run.manifest
        rows.append(
            [
                f"`{run.path}`", ", ".join(run.models), _holds(run.by_task), run.n_records,
                run.n_errors, run.n_unreadable, man.get("package_version") or "—",
                str(man.get("git_commit") or "—")[:12], man.get("created_at") or "—",
                f"`{run.manifest_sha256}`" if run.manifest_sha256 else "no manifest.json",
            ]
        )  # fmt: skip
    lines += md_table(
        ["results dir", "models", "trials (by task)", "records", "errors", "unreadable lines",
         "package version", "git commit", "created", "manifest sha256"],
        rows,
    )  # fmt: skip
    damaged = [run for run in dataset.runs if run.manifest_problem]
    if damaged:
        lines.append("")
        lines += [f"- `{run.path}`: {run.manifest_problem}." for run in damaged]
    lacking = signals_lacking(dataset.runs)
    if lacking:
        lines += [
            "",
            "Runs whose server left out fields it was asked for (their records lack them):",
        ]
        lines += lacking
    record_versions = sorted(
        {str(r["package_version"]) for r in dataset.records if r.get("package_version")}
    )
    other = sorted({record_task(r) for r in dataset.records} - set(TASKS))
    n_other = sum(1 for r in dataset.records if record_task(r) not in TASKS)
    lines += [
        "",
        f"- Maze trials analysed: {len(maze)} ({len(models)} "
        f"model{'' if len(models) == 1 else 's'}: {', '.join(models) or '—'}; "
        f"encodings: {', '.join(encoding_order(maze['encoding'].unique())) or '—'}).",
        f"- Rotation-puzzle trials analysed: {len(puzzle)}"
        + (
            f" (observations: {', '.join(encoding_order(puzzle['encoding'].unique()))})."
            if len(puzzle)
            else "."
        ),
        f"- Error records excluded from every rate: {len(dataset.errors)}.",
        f"- Records excluded for breaking the trial-record schema: {len(dataset.invalid)}"
        + (" (listed under 'Records excluded')." if dataset.invalid else "."),
        f"- Duplicate records dropped: {dataset.duplicates}.",
        f"- Package versions in the records: {', '.join(record_versions) or '—'}; "
        f"report written by spatial-reasoning-gym {_analysis_version()}.",
    ]
    if len(maze):
        lines.append(_invalid_move_rule(dataset))
    lines += _curricula(dataset)
    if other:
        lines.append(f"- Records of unknown tasks ignored: {n_other} ({', '.join(other)}).")
    return [*lines, ""]


#: How the report names a task's trials and what varies the way they are shown to the player.
TASK_WORDS = {MAZE_TASK: ("maze", "encodings"), PUZZLE_TASK: ("rotation puzzle", "observations")}


def _holds(by_task: Sequence[tuple[str, int, tuple[str, ...]]]) -> str:
    """``"maze 120 (encodings: matrix, coord_list); rotation puzzle 30 (observations: text)"``."""
    parts = []
    for task, count, encodings in by_task:
        noun, varies = TASK_WORDS.get(task, (task, "encodings"))
        parts.append(f"{noun} {count} ({varies}: {', '.join(encoding_order(encodings))})")
    return "; ".join(parts) or "—"


def _curricula(dataset: Dataset) -> list[str]:
    """One line per RL run whose model was trained through the curriculum: the ladder level its
    training reached (``model_meta.curriculum`` of the run's manifest)."""
    lines = []
    for run in dataset.runs:
        meta = run.manifest.get("model_meta")
        reached = meta.get("curriculum") if isinstance(meta, dict) else None
        if isinstance(reached, dict):
            lines.append(
                f"- RL curriculum: {', '.join(run.models) or '—'} (`{run.path}`) was trained up "
                f"to ladder level {reached.get('level_reached')} ({reached.get('label')}); the "
                "rates above are on the ordinary env."
            )
    return lines


def _invalid_move_rule(dataset: Dataset) -> str:
    """One line: the invalid-move rule each run's producers played the solve phase under, as
    its manifest records it (``settings.rules.invalid_move``: models and people alike)."""
    producers: dict[str, set[str]] = {}
    for run in dataset.runs:
        settings = run.manifest.get("settings")
        rules = settings.get("rules") if isinstance(settings, dict) else None
        rule = rules.get("invalid_move") if isinstance(rules, dict) else None
        producers.setdefault(f"`{rule}`" if rule else "not recorded", set()).update(run.models)
    said = "; ".join(f"{rule} for {', '.join(sorted(p)) or '—'}" for rule, p in producers.items())
    return (
        "- Invalid-move rule of the maze solve phase (a move into a wall, off the grid, or "
        f"diagonal in a 4-directional maze; `terminate`: it ends the phase): {said}."
    )


def _modes_and_sizes(all_modes: Any, maze: Any, every_size: Any, modes: Sequence[str]) -> list[str]:
    """What sections 1-9 read when the results hold several solve modes or sizes."""
    lines = []
    if len(modes) > 1 or (modes and modes[0] != DEFAULT_SOLVE_MODE):
        counts = all_modes["solve_mode"].value_counts()
        lines.append(
            "- Solve modes: "
            + ", ".join(f"{mode} ({int(counts[mode])} trials)" for mode in modes)
            + f"; sections 1–9 read the {maze['solve_mode'].iloc[0] if len(maze) else '—'} "
            "trials, the solve-mode section compares the modes."
        )
    known = sorted(int(v) for v in every_size["size"].dropna().unique())
    if len(known) > 1:
        read = (
            f"sections 1–9 read the {DEFAULT_SIZE}x{DEFAULT_SIZE} trials (the specification's size)"
            if DEFAULT_SIZE in known
            else "sections 1–9 pool them"
        )
        lines.append(
            f"- Maze sizes: {', '.join(f'{n}x{n}' for n in known)}; {read}, "
            "the size section shows success against size."
        )
    return [*lines, ""] if lines else []


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
        *_verdict_note(maze, verdict),
        *_judge_note(maze, puzzle),
        *_header(dataset, maze, puzzle, models),
        *_modes_and_sizes(all_modes, maze, every_size, modes),
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
    atomic_write_text(summary_path, _csv_text(summary_rows(maze, models)))
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
