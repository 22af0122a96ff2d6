"""Steps per second of the batch-native MazeNav vector env against SyncVectorEnv, same run.

Run: ``python -m benchmarks.bench_vector`` (or ``python benchmarks/bench_vector.py``). Both sides
step N = 1,024 MazeNav-v0 mazes (grid observations, default rules) with the same pre-drawn
random actions; the ratio is what counts, the absolute numbers depend on the machine. Two
workloads: uniformly random actions under the default rules (four steps in ten end an episode on an invalid
move, so resets dominate) and under ``invalid_move="stay"`` (episodes run to the goal or the
step limit, as in RL training with masks).

Both workloads reset often, so both measure the batched reset too: each sub-env draws its maze
from its own numpy generator exactly as the single env does, all generators at once.
"""

from __future__ import annotations

import time

import gymnasium as gym
import numpy as np

import envs  # noqa: F401  (registers MazeNav-v0)

NUM_ENVS = 1024
TARGET_RATIO = 30.0


def _actions(n_steps: int, num_envs: int, n_actions: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, n_actions, size=(n_steps, num_envs))


def steps_per_second(venv: gym.vector.VectorEnv, n_steps: int, seed: int = 0) -> float:
    """Vector steps × num_envs per second over ``n_steps`` batched steps after a seeded reset."""
    raw = _actions(n_steps, venv.num_envs, int(venv.single_action_space.n), seed)
    venv.reset(seed=seed)
    start = time.perf_counter()
    for t in range(n_steps):
        venv.step(raw[t])
    return n_steps * venv.num_envs / (time.perf_counter() - start)


def measure(
    num_envs: int = NUM_ENVS, stay: bool = False, seconds: float = 1.0, repeats: int = 3
) -> dict[str, float]:
    """Steps/s of both vector envs on one workload and their ratio.

    The two sides run in alternation ``repeats`` times and each keeps its best run, so a burst
    of load from other processes on the machine hits both alike.
    """
    kwargs = {"invalid_move": "stay"} if stay else {}
    fast = gym.make_vec(
        "MazeNav-v0", num_envs=num_envs, vectorization_mode="vector_entry_point", **kwargs
    )
    sync = gym.make_vec(
        "MazeNav-v0", num_envs=num_envs, vectorization_mode="sync", encoding="grid", **kwargs
    )
    # Sync is the slow side: size its runs to the time budget with a short probe.
    probe = steps_per_second(sync, 3)
    sync_steps = max(5, int(seconds * probe / num_envs))
    steps_per_second(fast, 300)  # fill the per-placement start/goal cache, as training would
    best_sync = best_fast = 0.0
    for r in range(repeats):
        best_sync = max(best_sync, steps_per_second(sync, sync_steps, seed=r))
        best_fast = max(best_fast, steps_per_second(fast, max(200, sync_steps * 30), seed=r))
    fast.close()
    sync.close()
    return {"vector": best_fast, "sync": best_sync, "ratio": best_fast / best_sync}


def main() -> None:
    """Print steps/s of MazeNavVectorEnv vs SyncVectorEnv at N = 1,024 and their ratio."""
    print(f"MazeNav-v0, N = {NUM_ENVS} sub-envs, grid observations")
    for stay, label in ((False, "random actions, default rules"), (True, "random actions, stay")):
        r = measure(stay=stay)
        verdict = "meets" if r["ratio"] >= TARGET_RATIO else "MISSES"
        print(
            f"  {label:32s} vector {r['vector']:>12,.0f} steps/s   sync {r['sync']:>10,.0f} "
            f"steps/s   ratio {r['ratio']:6.1f}x ({verdict} the {TARGET_RATIO:.0f}x target)"
        )


if __name__ == "__main__":
    main()
