"""``python -m agents.rl train|evaluate ...`` (also installed as ``srg-rl``).

Examples::

    python -m agents.rl train --env MazeNav-v0 --algo ppo --timesteps 300000 --seed 0 --out models/
    python -m agents.rl train --env MazeNav-v0 --algo dqn --env-kwargs shape=spiral invalid_move=stay
    python -m agents.rl train --env RotationPuzzle-v0 --algo ppo --env-kwargs difficulty=hard
    python -m agents.rl evaluate models/ppo-MazeNav-v0-seed0 --episodes 1000 --seed 12345 \\
        --out results/rl-ppo

``train`` prints the model folder it wrote; ``evaluate`` prints the summary table and, with
``--out``, writes ``trials.jsonl`` and ``manifest.json`` there.

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

from agents.rl.config import ALGOS, ENV_IDS, TrainConfig, parse_key_values


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m agents.rl", description="RL baselines (stable-baselines3) for the envs."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    t = sub.add_parser("train", help="train a policy and save it with its config")
    t.add_argument("--env", default="MazeNav-v0", choices=ENV_IDS)
    t.add_argument("--algo", default="ppo", choices=ALGOS)
    t.add_argument("--timesteps", type=int, default=TrainConfig.timesteps)
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--out", default="models", help="parent folder of the model folder")
    t.add_argument(
        "--env-kwargs", nargs="*", default=[], metavar="KEY=VALUE", help="gym.make arguments"
    )
    t.add_argument(
        "--hp", nargs="*", default=[], metavar="KEY=VALUE", help="algorithm hyperparameters"
    )
    t.add_argument("--n-envs", type=int, default=None, help="parallel training envs")
    t.add_argument(
        "--no-mask", action="store_true", help="PPO without action masking (plain SB3 PPO)"
    )
    t.add_argument(
        "--no-vector",
        action="store_true",
        help="MazeNav: one gym.make env per slot instead of the batch-native vector env",
    )
    t.add_argument(
        "--extractor",
        default="auto",
        choices=["auto", "mlp", "cnn"],
        help="auto: cnn for MazeNav (reads the grid as an image), mlp for the puzzle",
    )
    t.add_argument("--threads", type=int, default=1, help="torch CPU threads")
    t.add_argument("--no-progress", action="store_true", help="no progress bar")

    e = sub.add_parser("evaluate", help="evaluate a saved model on held-out seeds")
    e.add_argument("model", help="model folder written by `train`")
    e.add_argument("--episodes", type=int, default=1000)
    e.add_argument("--seed", type=int, default=12345, help="episode k resets with seed + k")
    e.add_argument("--out", default=None, help="folder for trials.jsonl and manifest.json")
    e.add_argument("--allow-version-mismatch", action="store_true")
    e.add_argument("--json", action="store_true", help="print the summary as JSON")
    e.add_argument("--no-progress", action="store_true", help="no progress bar")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    argv_list = list(sys.argv[1:] if argv is None else argv)
    try:
        if args.command == "train":
            from agents.rl.train import train

            config = TrainConfig(
                env_id=args.env,
                algo=args.algo,
                timesteps=args.timesteps,
                seed=args.seed,
                env_kwargs=parse_key_values(args.env_kwargs, "--env-kwargs"),
                n_envs=args.n_envs,
                mask=not args.no_mask,
                vector=not args.no_vector,
                hyperparams=parse_key_values(args.hp, "--hp"),
                extractor=args.extractor,
                threads=args.threads,
                progress=not args.no_progress,
            )
            folder = train(config, args.out)
            print(folder)
            return 0
        from agents.rl.evaluate import evaluate, format_summary

        summary = evaluate(
            args.model,
            episodes=args.episodes,
            seed=args.seed,
            out=args.out,
            allow_version_mismatch=args.allow_version_mismatch,
            progress=not args.no_progress,
            argv=argv_list,
        )
        if args.json:
            print(json.dumps(summary, indent=2))
        else:
            title = (
                f"{summary['model']} on {summary['env_id']}: {summary['episodes']} episodes, "
                f"seeds {summary['seed']}..{summary['seed'] + summary['episodes'] - 1} "
                f"({summary['seconds']:.1f} s)"
            )
            print(format_summary(summary, title))
            if args.out:
                print(f"records: {args.out}/trials.jsonl")
        return 0
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
