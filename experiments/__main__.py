"""``python -m experiments run ...`` (the study) and ``python -m experiments analyze ...``.

Example (the seed's command line)::

    python -m experiments run --model qwen-turbo --encoding matrix coord_list --sizes 5x5 \\
        --shapes square cross spiral triangle C Z --out results/

Exit codes: 0 done, 1 some trials ended in an error, 2 bad arguments, 130 interrupted (Ctrl-C;
rerun the same command to resume).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

EXIT_OK = 0
EXIT_TRIAL_ERRORS = 1
EXIT_BAD_ARGS = 2
EXIT_INTERRUPTED = 130


def _add_run_arguments(parser: argparse.ArgumentParser) -> None:
    from envs.maze_nav.shapes import SHAPES
    from experiments import runner

    parser.add_argument(
        "--model", nargs="+", default=["qwen-turbo"], metavar="MODEL",
        help="one or more of: qwen-turbo, qwen-plus, qwen-max (any qwen* name), "
        "openai:<model>, oracle, random, replay:<transcript.json> (default: qwen-turbo)",
    )  # fmt: skip
    parser.add_argument(
        "--encoding", nargs="+", default=list(runner.DEFAULT_ENCODINGS),
        choices=list(runner.DEFAULT_ENCODINGS), help="text encodings (default: both)",
    )  # fmt: skip
    parser.add_argument("--sizes", nargs="+", default=["5x5"], help="grid sizes (default: 5x5)")
    parser.add_argument(
        "--shapes", nargs="+", default=list(SHAPES), choices=list(SHAPES),
        help="maze shapes (default: all six)",
    )  # fmt: skip
    parser.add_argument("--out", default="results/", help="output folder (default: results/)")
    parser.add_argument(
        "--mazes-per-shape", type=int, default=runner.DEFAULT_MAZES_PER_SHAPE,
        help="mazes per shape and size (default: 30, the seed's)",
    )  # fmt: skip
    parser.add_argument(
        "--trials-per-maze", type=int, default=runner.DEFAULT_TRIALS_PER_MAZE,
        help="trials per maze, model and encoding (default: 1)",
    )  # fmt: skip
    parser.add_argument("--seed", type=int, default=0, help="seed of the maze draw (default: 0)")
    parser.add_argument(
        "--mazes", default=None, metavar="DIR",
        help="use the .npy mazes in DIR (<n>x<n>/<shape>/<n>x<n>_<shape>_<i>.npy) "
        "instead of drawing them",
    )  # fmt: skip
    parser.add_argument(
        "--concurrency", type=int, default=runner.DEFAULT_CONCURRENCY,
        help="trials in flight at once (default: 8)",
    )  # fmt: skip
    parser.add_argument("--base-url", default=None, help="service URL for remote models")
    parser.add_argument("--temperature", type=float, default=None, help="sampling temperature")
    parser.add_argument("--max-tokens", type=int, default=None, help="reply length limit")
    parser.add_argument("--requests-per-minute", type=float, default=None, help="client rate limit")
    parser.add_argument(
        "--cache", default=None, metavar="PATH", help="response cache (SQLite file)"
    )
    parser.add_argument(
        "--max-moves", type=int, default=16, help="replies allowed in the solve phase"
    )
    parser.add_argument(
        "--keep-errors", action="store_true",
        help="do not redo trials recorded as errors by an earlier run",
    )  # fmt: skip
    parser.add_argument("--no-progress", action="store_true", help="hide the progress bar")


def _client_params(args: argparse.Namespace) -> dict:
    params = {}
    for name in ("temperature", "max_tokens", "requests_per_minute", "cache"):
        value = getattr(args, name)
        if value is not None:
            params[name] = value
    return params


def _run(args: argparse.Namespace, argv: Sequence[str]) -> int:
    from agents.llm.retry import ClientError
    from experiments.runner import run_experiments

    remote_only = _client_params(args)
    offline = [
        m for m in args.model if m.lower() in ("oracle", "random") or m.startswith("replay:")
    ]
    if remote_only and offline:
        print(
            f"error: --temperature/--max-tokens/--requests-per-minute/--cache apply to remote "
            f"models only, not {offline}",
            file=sys.stderr,
        )
        return EXIT_BAD_ARGS
    try:
        summary = run_experiments(
            args.model,
            out_dir=args.out,
            encodings=args.encoding,
            sizes=args.sizes,
            shapes=args.shapes,
            mazes_per_shape=args.mazes_per_shape,
            trials_per_maze=args.trials_per_maze,
            seed=args.seed,
            concurrency=args.concurrency,
            mazes=args.mazes,
            base_url=args.base_url,
            client_params=remote_only,
            max_moves=args.max_moves,
            retry_errors=not args.keep_errors,
            progress=not args.no_progress,
            argv=list(argv),
        )
    except (ValueError, ClientError) as exc:
        # ClientError here: a client could not even be built (say, no API key in the env).
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_BAD_ARGS
    except KeyboardInterrupt:
        print(
            f"\ninterrupted; finished trials are saved in {args.out}. "
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

    Args:
        with_analysis: add the ``analyze`` arguments (imports ``experiments.analysis``); when
            False the sub-command is only listed, so ``run`` never imports the analysis code.
    """
    parser = argparse.ArgumentParser(
        prog="python -m experiments",
        description="Run the three-phase maze study, or analyse its results.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="run (or resume) trials; results go to --out")
    _add_run_arguments(run)
    analyze = sub.add_parser("analyze", help="statistics and figures from trials.jsonl")
    if with_analysis:
        from experiments.analysis import add_arguments

        add_arguments(analyze)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m experiments`` and ``srg-experiments``."""
    argv = list(sys.argv[1:] if argv is None else argv)
    args = build_parser(with_analysis=argv[:1] == ["analyze"]).parse_args(argv)
    if args.command == "run":
        return _run(args, argv)
    from experiments.analysis import run as run_analysis

    return run_analysis(args)


if __name__ == "__main__":
    sys.exit(main())
