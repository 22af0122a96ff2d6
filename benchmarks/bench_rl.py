"""RL baselines against their targets: time-to-target and final success rates.

Run: ``python -m benchmarks.bench_rl [--task maze|puzzle2|puzzle3|all] [--budget SECONDS]``.

For each task a policy trains in chunks of ``--chunk`` timesteps; after each chunk it plays
``--episodes`` held-out episodes (seeds 12345 + k, as ``python -m agents.rl evaluate``) and the
line shows wall-clock training time so far, timesteps and the success rate with its 95% Wilson
interval. Training stops when the success rate reaches the target (99%) or the time budget
runs out; the last line per task is the time-to-target (or "not reached") and the final rate.
Evaluation time is not counted as training time. Tasks:

- ``maze``: MazeNav-v0, six shapes mixed, 5×5, default rules, masked PPO (target: 99% within
  10 minutes on a 2-core CPU).
- ``puzzle2``: RotationPuzzle-v0 2×2 hard, PPO (target: 99% within the step limit).
- ``puzzle3``: RotationPuzzle-v0 3×3 hard, PPO (reported, no target).

Not a test: timings depend on the machine and on what else runs on it.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

TARGET = 0.99
TASKS: dict[str, dict[str, Any]] = {
    "maze": {"env_id": "MazeNav-v0", "env_kwargs": {}, "budget": 600.0, "chunk": 50_000},
    "puzzle2": {
        "env_id": "RotationPuzzle-v0",
        "env_kwargs": {"grid": (2, 2), "difficulty": "hard"},
        "budget": 300.0,
        "chunk": 20_000,
    },
    "puzzle3": {
        "env_id": "RotationPuzzle-v0",
        "env_kwargs": {"grid": (3, 3), "difficulty": "hard"},
        "budget": 300.0,
        "chunk": 50_000,
    },
}


def run_task(
    name: str,
    budget: float | None = None,
    chunk: int | None = None,
    episodes: int = 1000,
    seed: int = 0,
    threads: int = 1,
    save_dir: str | None = None,
    hyperparams: dict[str, Any] | None = None,
    extractor: str | None = None,
) -> dict[str, Any]:
    """Train one task's PPO policy until the target or the budget; print and return the curve."""
    import torch

    from agents.rl.config import TrainConfig
    from agents.rl.evaluate import run_episodes, summarize
    from agents.rl.io import LoadedModel, save_model
    from agents.rl.train import build_model, make_train_env
    from envs.stats import wilson_interval

    task = TASKS[name]
    budget = task["budget"] if budget is None else budget
    chunk = task["chunk"] if chunk is None else chunk
    torch.set_num_threads(threads)
    config = TrainConfig(
        env_id=task["env_id"],
        algo="ppo",
        timesteps=chunk,
        seed=seed,
        env_kwargs=dict(task["env_kwargs"]),
        hyperparams=dict(hyperparams or {}),
        extractor=extractor or "auto",
        threads=threads,
        progress=False,
    )
    env = make_train_env(config)
    model = build_model(config, env)
    trained = 0.0
    reached: float | None = None
    curve = []
    print(f"{name}: {task['env_id']} {task['env_kwargs']}, budget {budget:.0f} s")
    while True:
        start = time.perf_counter()
        model.learn(total_timesteps=chunk, reset_num_timesteps=False)
        trained += time.perf_counter() - start
        loaded = LoadedModel(model=model, config=config, meta={}, path=Path("."))
        outcomes = run_episodes(loaded, episodes, seed=12345)
        s = summarize(outcomes, "shape" if name == "maze" else "difficulty")["overall"]
        low, high = wilson_interval(s["successes"], s["episodes"])
        curve.append((trained, int(model.num_timesteps), s["success_rate"]))
        print(
            f"  {trained:7.1f} s  {model.num_timesteps:>9,d} steps  success "
            f"{s['success_rate']:7.2%} [{low:.3f}, {high:.3f}]  moves {s['mean_moves']:.2f} "
            f"(optimal {s['mean_optimal_moves']:.2f})",
            flush=True,
        )
        if s["success_rate"] >= TARGET and reached is None:
            reached = trained
            break
        if trained >= budget:
            break
    env.close()
    if save_dir is not None:
        config.timesteps = int(model.num_timesteps)
        save_model(model, config, save_dir, extra={"train_seconds": round(trained, 2)})
    final = curve[-1][2]
    if reached is not None:
        print(f"  -> {name}: {TARGET:.0%} reached after {reached:.1f} s ({curve[-1][1]:,d} steps)")
    else:
        print(f"  -> {name}: {TARGET:.0%} not reached in {trained:.1f} s; final {final:.2%}")
    return {"task": name, "time_to_target": reached, "final_success": final, "curve": curve}


def main(argv: Sequence[str] | None = None) -> None:
    """Print time-to-target and final success rates of the RL baselines."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--task", default="all", choices=[*TASKS, "all"])
    parser.add_argument("--budget", type=float, default=None, help="seconds of training")
    parser.add_argument("--chunk", type=int, default=None, help="timesteps between evaluations")
    parser.add_argument("--episodes", type=int, default=1000)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save", default=None, help="save the final models under this folder")
    parser.add_argument("--hp", nargs="*", default=[], metavar="KEY=VALUE")
    parser.add_argument("--extractor", default=None, choices=["auto", "mlp", "cnn"])
    args = parser.parse_args(argv)
    from agents.rl.config import parse_key_values

    hp = parse_key_values(args.hp, "--hp")
    names = list(TASKS) if args.task == "all" else [args.task]
    results = [
        run_task(
            n,
            args.budget,
            args.chunk,
            args.episodes,
            args.seed,
            args.threads,
            args.save,
            hp,
            args.extractor,
        )
        for n in names
    ]
    print("summary")
    for r in results:
        ttt = "not reached" if r["time_to_target"] is None else f"{r['time_to_target']:.1f} s"
        print(f"  {r['task']:8s} time to {TARGET:.0%}: {ttt:>12s}   final {r['final_success']:.2%}")


if __name__ == "__main__":
    main()
