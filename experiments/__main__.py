"""``python -m experiments run ...`` (the study) and ``python -m experiments analyze ...``.

Example (the specification's command line)::

    python -m experiments run --model qwen-turbo --encoding matrix coord_list --sizes 5x5 \\
        --shapes square cross spiral triangle C Z --out results/

The ``run`` options are the fields of :class:`experiments.config.RunConfig` (names, defaults,
allowed values, help and checks live there). Exit codes: 0 done, 1 some trials ended in an
error, 2 bad arguments, 130 interrupted (Ctrl-C; rerun the same command to resume).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from envs.cli import add_config_arguments, config_from_args
from experiments.config import RunConfig

EXIT_OK = 0
EXIT_TRIAL_ERRORS = 1
EXIT_BAD_ARGS = 2
EXIT_INTERRUPTED = 130


def _run(config: RunConfig) -> int:
    from agents.llm.retry import ClientError
    from experiments.runner import run_experiments

    try:
        summary = run_experiments(config)
    except (ValueError, ClientError) as exc:
        # Raised by the run, not the options: a model spec no client knows, a client that
        # cannot be built (no API key in the env), a folder in use or made with other prompts.
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_BAD_ARGS
    except KeyboardInterrupt:
        print(
            f"\ninterrupted; finished trials are saved in {config.out_dir}. "
            "Rerun the same command to resume.",
            file=sys.stderr,
        )
        return EXIT_INTERRUPTED
    ok = max(summary.completed, 1)
    print(
        f"{summary.planned} trials planned, {summary.skipped} already done, "
        f"{summary.completed} run, {summary.errors} errors · solve "
        f"{summary.solve_successes / ok:.1%} · recognize {summary.recognize_successes / ok:.1%} "
        f"· generate {summary.generate_successes / ok:.1%} · {summary.tokens} tokens · "
        f"{summary.wall_time_s:.1f} s → {summary.out_dir}"
    )
    return EXIT_TRIAL_ERRORS if summary.errors else EXIT_OK


def build_parser(with_analysis: bool = True) -> argparse.ArgumentParser:
    """The ``python -m experiments`` parser (``run`` and ``analyze`` sub-commands).

    ``run``'s options are the fields of :class:`experiments.config.RunConfig`.

    Args:
        with_analysis: add the ``analyze`` arguments (imports ``experiments.analysis``); when
            False the sub-command is only listed, so ``run`` never imports the analysis code.
    """
    parser = argparse.ArgumentParser(
        prog="python -m experiments",
        description="Run the three-phase maze study, or analyse its results.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser(
        "run", help="run (or resume) trials; results go to --out", description=RunConfig.__doc__
    )
    add_config_arguments(run, RunConfig)
    # config_from_args reports a bad value through the sub-command's own usage line.
    run.set_defaults(run_parser=run)
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
        if args.command == "run":
            config = config_from_args(RunConfig, args, args.run_parser, argv=tuple(argv))
    except SystemExit as exc:  # argparse's exit (2 for a bad option, 0 for --help), returned
        return exc.code if isinstance(exc.code, int) else EXIT_BAD_ARGS
    if args.command == "run":
        return _run(config)
    from experiments.analysis import run as run_analysis

    return run_analysis(args)


if __name__ == "__main__":
    sys.exit(main())
