"""``python -m experiments run ...`` (the study) and ``python -m experiments analyze ...``.

Example (the specification's command line)::

    python -m experiments run --model qwen-turbo --encoding matrix coord_list --sizes 5x5 \\
        --shapes square cross spiral triangle C Z --out results/

The ``run`` options are the fields of :class:`experiments.config.RunConfig` (names, defaults,
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

from envs.cli import add_config_arguments, config_from_args, flag_of
from experiments.config import RunConfig

EXIT_OK = 0
EXIT_TRIAL_ERRORS = 1
EXIT_BAD_ARGS = 2
EXIT_STOPPED = 3
EXIT_INTERRUPTED = 130


def name_the_option(message: str) -> str:
    """``"out_dir='x' is a file..."`` -> ``"argument --out: out_dir='x' is a file..."``.

    The run's checks speak in :class:`RunConfig` field names (the Python API's words); on the
    command line the user typed a flag, so the message names that too.
    """
    match = re.match(r"(\w+)=", message)
    if match:
        try:
            return f"argument {flag_of(RunConfig, match.group(1))}: {message}"
        except ValueError:
            pass
    return message


def _run(config: RunConfig) -> int:
    from agents.llm.retry import ClientError
    from experiments.runner import run_experiments, scrub_secrets

    try:
        summary = run_experiments(config)
    except (ValueError, ClientError) as exc:
        # Raised by the run, not the options: a path that cannot be written, a model spec no
        # client knows, a client that cannot be built (no API key in the env), a folder in use
        # or made with other settings, a damaged maze file.
        print(f"error: {name_the_option(scrub_secrets(str(exc)))}", file=sys.stderr)
        return EXIT_BAD_ARGS
    except OSError as exc:  # the disk filled up or went read-only mid-run
        print(
            f"error: writing to {config.out_dir} failed ({exc.strerror or exc}); finished "
            "trials are saved. Fix the cause and rerun the same command to resume.",
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
    ok = max(summary.completed, 1)
    repaired = ""
    if summary.redone or summary.restored:
        repaired = (
            f" ({summary.redone} redone: transcript or record lost or damaged; "
            f"{summary.restored} transcripts restored from their .json)"
        )
    print(
        f"{summary.planned} trials planned, {summary.skipped} already done, "
        f"{summary.completed} run{repaired}, {summary.errors} errors · solve "
        f"{summary.solve_successes / ok:.1%} · recognize {summary.recognize_successes / ok:.1%} "
        f"· generate {summary.generate_successes / ok:.1%} · {summary.tokens} tokens · "
        f"{summary.wall_time_s:.1f} s → {summary.out_dir}"
    )
    if summary.stopped is not None:
        print(
            f"stopped early: {summary.stopped}. Finished trials are saved in "
            f"{summary.out_dir}; rerun the same command after the fix to resume.",
            file=sys.stderr,
        )
        return EXIT_STOPPED
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
