"""The report's preamble, the lines between its headline table and its sections.

How each phase was read (flexible and strict verdicts), program–judge agreement, and the "Runs
included" section (each run's provenance, what was analysed, which trials sections 1–9 read).
Each function returns markdown lines; none raises on a manifest's content.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from envs.maze_nav.constants import DEFAULT_SIZE
from envs.records import DEFAULT_SOLVE_MODE, MAZE_TASK, PHASES, PUZZLE_TASK, TASKS
from experiments.analysis.frame import (
    DEFAULT_TEST_VERDICT,
    encoding_order,
    judge_column,
    strict_column,
)
from experiments.analysis.load import Dataset, record_task
from experiments.analysis.tables import md_table


def _analysis_version() -> str:
    try:
        from envs import __version__
    except Exception:  # the analysis must still run if the env package cannot import
        return "unknown"
    return str(__version__)


def verdict_note(maze: Any, verdict: str) -> list[str]:
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


def judge_note(maze: Any, puzzle: Any) -> list[str]:
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


def runs_included(dataset: Dataset, maze: Any, puzzle: Any, models: Sequence[str]) -> list[str]:
    """The "Runs included" section: one table row per results directory (models, trials by
    task, records, package version, manifest hash), damaged manifests, missing server signals,
    then what was analysed and what was left out."""
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


def scope_note(all_modes: Any, maze: Any, every_size: Any, modes: Sequence[str]) -> list[str]:
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
