"""The main job behind ``make demo``: the package's whole path on embedded defaults.

Today it plays MazeNav-v0 with the offline reference agents (the BFS oracle and a random mover)
over every shape and prints a per-shape table; see the README for what each step writes.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import gymnasium as gym
import numpy as np
from tqdm import tqdm

import envs  # noqa: F401  (registers the environments)
from agents.baselines import OracleAgent, RandomAgent, play_episode
from envs.maze_nav.shapes import SHAPES


def baseline_table(episodes: int = 200, seed: int = 0) -> list[dict[str, object]]:
    """Success rate and mean moves of the oracle and a random mover, per shape."""
    rows = []
    shapes = list(SHAPES)
    with tqdm(total=2 * len(shapes) * episodes, desc="baselines", unit="ep") as bar:
        for shape in shapes:
            env = gym.make("MazeNav-v0", shape=shape)
            for agent in (OracleAgent(env), RandomAgent(env.action_space, seed=seed)):
                results = []
                for i in range(episodes):
                    results.append(play_episode(env, agent, seed=seed + i))
                    bar.update()
                wins = [r for r in results if r["success"]]
                rows.append(
                    {
                        "shape": shape,
                        "agent": agent.name,
                        "episodes": episodes,
                        "success": len(wins) / episodes,
                        "mean_moves": float(np.mean([r["moves_taken"] for r in wins]))
                        if wins
                        else None,
                        "mean_optimal": float(np.mean([r["optimal_moves"] for r in results])),
                    }
                )
    return rows


def format_table(rows: Sequence[dict[str, object]]) -> str:
    lines = [f"{'shape':<10}{'agent':<8}{'episodes':>9}{'success':>9}{'moves*':>8}{'optimal':>9}"]
    for r in rows:
        moves = "-" if r["mean_moves"] is None else f"{r['mean_moves']:.2f}"
        lines.append(
            f"{r['shape']:<10}{r['agent']:<8}{r['episodes']:>9}{r['success']:>9.1%}"
            f"{moves:>8}{r['mean_optimal']:>9.2f}"
        )
    lines.append("* mean moves of the solved episodes")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m experiments.demo", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--episodes", type=int, default=200, help="episodes per shape and agent")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.episodes < 1:
        parser.error(f"--episodes={args.episodes} must be a positive integer")
    print(format_table(baseline_table(args.episodes, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
