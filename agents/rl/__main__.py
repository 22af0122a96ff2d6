"""``python -m agents.rl train|evaluate ...`` (also installed as ``srg-rl``).

Examples::

    python -m agents.rl train --env MazeNav-v0 --algo ppo --timesteps 300000 --seed 0 --out models/
    python -m agents.rl train --env MazeNav-v0 --algo dqn --env-kwargs shape=spiral invalid_move=stay
    python -m agents.rl train --env RotationPuzzle-v0 --algo ppo --env-kwargs difficulty=hard
    python -m agents.rl evaluate models/ppo-MazeNav-v0-seed0 --episodes 1000 --seed 12345 \\
        --out results/rl-ppo

The options are the fields of :class:`~agents.rl.config.TrainConfig` and
:class:`~agents.rl.config.EvaluateConfig` (names, defaults, allowed values, help and checks
live there). ``train`` prints the model folder it wrote; ``evaluate`` prints the summary table
and, with ``--out``, writes ``trials.jsonl`` and ``manifest.json`` there. Exit codes: 0 done,
1 the results could not be written (the message names the path), 2 bad arguments, among them
what is checked before any work starts: ``--out`` (writable, no file in the way), ``--env-kwargs``
(the env is built once), ``--hp`` (names and types from the algorithm's constructor) and the
model path (a model folder, or the ``model.zip`` inside one).

Budgets measured on a 2-core CPU (``benchmarks/bench_rl.py``): MazeNav-v0 mixed shapes, masked
PPO with the CNN, reaches 99% of 1,000 held-out episodes after about 300k steps (~3-4 min);
150k steps (~1.5 min) give about 97%. RotationPuzzle-v0 2×2 hard: 100% after 20k steps;
3×3 hard: 99.7% after 256k steps.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from agents.rl.config import ConfigError, EvaluateConfig, TrainConfig
from envs.cli import add_config_arguments, config_from_args, flag_of, report_error

COMMANDS = {"train": TrainConfig, "evaluate": EvaluateConfig}


def build_parser() -> argparse.ArgumentParser:
    """The ``python -m agents.rl`` parser: each sub-command's options are its config's fields."""
    parser = argparse.ArgumentParser(
        prog="python -m agents.rl", description="RL baselines (stable-baselines3) for the envs."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    helps = {
        "train": "train a policy and save it with its config",
        "evaluate": "evaluate a saved model on held-out seeds",
    }
    for name, config_cls in COMMANDS.items():
        description = (config_cls.__doc__ or "").strip().splitlines()[0]
        command = sub.add_parser(name, help=helps[name], description=description)
        add_config_arguments(command, config_cls)
        # config_from_args reports a bad value through the sub-command's own usage line.
        command.set_defaults(command_parser=command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m agents.rl`` and ``srg-rl``; returns the exit code."""
    argv_list = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(argv_list)
        extra = {"argv": tuple(argv_list)} if args.command == "evaluate" else {}
        config = config_from_args(COMMANDS[args.command], args, args.command_parser, **extra)
    except SystemExit as exc:  # argparse's exit (2 for a bad option, 0 for --help), returned
        return exc.code if isinstance(exc.code, int) else 2
    try:
        if isinstance(config, TrainConfig):
            from agents.rl.train import train

            print(train(config))
            return 0
        from agents.rl.evaluate import evaluate, format_summary

        summary = evaluate(config)
        if config.json:
            print(json.dumps(summary, indent=2))
        else:
            title = (
                f"{summary['model']} on {summary['env_id']}: {summary['episodes']} episodes, "
                f"seeds {summary['seed']}..{summary['seed'] + summary['episodes'] - 1} "
                f"({summary['seconds']:.1f} s)"
            )
            print(format_summary(summary, title))
            if config.out:
                print(f"records: {config.out}/trials.jsonl")
        return 0
    except ConfigError as e:
        return report_error(f"argument {flag_of(type(config), e.field)}: {e}", 2)
    except ValueError as e:
        return report_error(e, 2)
    except OSError as e:  # the disk failed after the checks (full, gone read-only)
        where = f" {e.filename}" if e.filename else ""
        return report_error(f"could not write{where}: {e.strerror or e}", 1)


if __name__ == "__main__":
    sys.exit(main())
