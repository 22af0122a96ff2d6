"""``python -m experiments run ...`` (the maze study), ``python -m experiments puzzle ...`` (the
rotation-puzzle study, :mod:`experiments.puzzle.config`) and ``python -m experiments analyze ...``.

Example (the specification's command line)::

    python -m experiments run --model qwen-turbo --encoding matrix coord_list --sizes 5x5 \\
        --shapes square cross spiral triangle C Z --out results/

The ``run`` options are the fields of :class:`experiments.maze.config.RunConfig` (names, defaults,
allowed values, help and checks live there). Exit codes:

* 0: done (or nothing left to do);
* 1: some trials ended in an error (rerun the same command to redo them);
* 2: bad input: an option, a path that cannot be written (``--out``, ``--cache``), a damaged
  maze file, a folder made with other settings, a model that cannot be built;
* 3: stopped early: an error no retry can fix (a refused key, an unknown model, nothing at
  the base URL, no quota) or ``--max-consecutive-errors`` failed trials in a row; the cause is
  printed, finished trials are kept, and rerunning after the fix resumes;
* 130: interrupted (Ctrl-C; rerun the same command to resume).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import Any

from envs.cli import add_config_arguments, config_from_args, flag_of
from experiments.maze.config import RunConfig

EXIT_OK = 0
EXIT_TRIAL_ERRORS = 1
EXIT_BAD_ARGS = 2
EXIT_STOPPED = 3
EXIT_INTERRUPTED = 130


def name_the_option(message: str, config_cls: type = RunConfig) -> str:
    """``"out_dir='x' is a file..."`` -> ``"argument --out: out_dir='x' is a file..."``.

    The run's checks speak in :class:`RunConfig` field names (the Python API's words); on the
    command line the user typed a flag, so the message names that too.
    """
    match = re.match(r"(\w+)=", message)
    if match:
        try:
            return f"argument {flag_of(config_cls, match.group(1))}: {message}"
        except ValueError:
            pass
    return message


def _run(config: Any) -> int:
    from agents.llm.retry import ClientError
    from experiments.engine import scrub_secrets
    from experiments.engine.ray_sweep import SweepError, shard_folder
    from experiments.maze.study import run_experiments

    # The puzzle study runs on the same machinery and reports the same way.
    puzzle = not isinstance(config, RunConfig)
    if puzzle:
        from experiments.puzzle.study import run_puzzle_study as run_study
    else:
        run_study = run_experiments
    try:
        summary = run_study(config)
    except (ValueError, ClientError) as exc:
        # Raised by the run, not the options: a path that cannot be written, a model spec no
        # client knows, a client that cannot be built (no API key in the env), a folder in use
        # or made with other settings, a damaged maze or puzzle file.
        message = name_the_option(scrub_secrets(str(exc)), type(config))
        print(f"error: {message}", file=sys.stderr)
        return EXIT_BAD_ARGS
    except OSError as exc:  # the disk filled up or went read-only mid-run
        print(
            f"error: writing to {config.out_dir} failed ({exc.strerror or exc}); finished "
            "trials are saved. Fix the cause and rerun the same command to resume.",
            file=sys.stderr,
        )
        return EXIT_STOPPED
    except SweepError as exc:  # --engine ray: a task lost beyond Ray's retries
        print(
            f"error: {scrub_secrets(str(exc))}. Finished trials are saved in "
            f"{config.out_dir}; rerun the same command to resume.",
            file=sys.stderr,
        )
        return EXIT_STOPPED
    except KeyboardInterrupt:
        print(
            f"\ninterrupted; finished trials are saved in {config.out_dir}. "
            "Rerun the same command to resume.",
            file=sys.stderr,
        )
        return EXIT_INTERRUPTED
    if summary.nothing_to_do:
        print(
            f"{summary.planned} trials planned, all already done; nothing to do → {summary.out_dir}"
        )
        return EXIT_OK
    print(_puzzle_line(summary) if puzzle else _maze_line(summary))
    if config.engine == "ray":
        folders = shard_folder(config.out_dir, "*", config.shards)
        print(f"shard folders: {folders} (python -m experiments analyze {folders}/)")
    if summary.stopped is not None:
        print(
            f"stopped early: {summary.stopped}. Finished trials are saved in "
            f"{summary.out_dir}; rerun the same command after the fix to resume.",
            file=sys.stderr,
        )
        return EXIT_STOPPED
    return EXIT_TRIAL_ERRORS if summary.errors else EXIT_OK


def _repaired(summary: Any) -> str:
    manifest = (
        " (the damaged manifest was rewritten; the plans it listed before are lost)"
        if getattr(summary, "manifest_rewritten", False)
        else ""
    )
    if not (summary.redone or summary.restored):
        return manifest
    return (
        f" ({summary.redone} redone: transcript or record lost or damaged; "
        f"{summary.restored} transcripts restored from their .json)" + manifest
    )


def _puzzle_line(summary: Any) -> str:
    ok = max(summary.completed, 1)
    return (
        f"{summary.planned} puzzle trials planned, {summary.skipped} already done, "
        f"{summary.completed} run{_repaired(summary)}, {summary.errors} errors · solved "
        f"{summary.solve_successes / ok:.1%} · {summary.tokens} tokens · "
        f"{summary.wall_time_s:.1f} s → {summary.out_dir}"
    )


def _maze_line(summary: Any) -> str:
    ok = max(summary.completed, 1)
    repaired = _repaired(summary)
    return (
        f"{summary.planned} trials planned, {summary.skipped} already done, "
        f"{summary.completed} run{repaired}, {summary.errors} errors · solve "
        f"{summary.solve_successes / ok:.1%} · recognize {summary.recognize_successes / ok:.1%} "
        f"· generate {summary.generate_successes / ok:.1%} · {summary.tokens} tokens · "
        f"{summary.wall_time_s:.1f} s → {summary.out_dir}"
    )


def build_parser(with_analysis: bool = True) -> argparse.ArgumentParser:
    """The ``python -m experiments`` parser (``run`` and ``analyze`` sub-commands).

    ``run``'s options are the fields of :class:`experiments.maze.config.RunConfig`.

    Args:
        with_analysis: add the ``analyze`` arguments (imports ``experiments.analysis``); when
            False the sub-command is only listed, so ``run`` never imports the analysis code.
    """
    parser = argparse.ArgumentParser(
        prog="python -m experiments",
        description="Run the three-phase maze study or the rotation-puzzle study, or analyse "
        "their results.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser(
        "run", help="run (or resume) trials; results go to --out", description=RunConfig.__doc__
    )
    add_config_arguments(run, RunConfig)
    # config_from_args reports a bad value through the sub-command's own usage line.
    run.set_defaults(run_parser=run)
    from experiments.puzzle.config import PuzzleConfig

    puzzle = sub.add_parser(
        "puzzle",
        help="run (or resume) the rotation-puzzle study; results go to --out",
        description=PuzzleConfig.__doc__,
    )
    add_config_arguments(puzzle, PuzzleConfig)
    puzzle.set_defaults(run_parser=puzzle, config_cls=PuzzleConfig)
    human = sub.add_parser(
        "human", help="the human baseline: serve the study website, export its results"
    )
    from experiments.human.cli import add_arguments as add_human_arguments

    add_human_arguments(human)
    audit = sub.add_parser(
        "audit", help="serve a sample of replies so a person can check the program's verdicts"
    )
    from experiments.audit.cli import add_arguments as add_audit_arguments

    add_audit_arguments(audit)
    analyze = sub.add_parser("analyze", help="statistics and figures from trials.jsonl")
    if with_analysis:
        from experiments.analysis import add_arguments

        add_arguments(analyze)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m experiments`` and ``srg-experiments``; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser(with_analysis=argv[:1] == ["analyze"]).parse_args(argv)
        if args.command in ("run", "puzzle"):
            config_cls = getattr(args, "config_cls", RunConfig)
            config = config_from_args(config_cls, args, args.run_parser, argv=tuple(argv))
    except SystemExit as exc:  # argparse's exit (2 for a bad option, 0 for --help), returned
        return exc.code if isinstance(exc.code, int) else EXIT_BAD_ARGS
    if args.command in ("run", "puzzle"):
        return _run(config)
    if args.command == "human":
        from experiments.human.cli import run as run_human

        return run_human(args, argv)
    if args.command == "audit":
        from experiments.audit.cli import run as run_audit

        return run_audit(args)
    from experiments.analysis import run as run_analysis

    return run_analysis(args)


if __name__ == "__main__":
    sys.exit(main())
