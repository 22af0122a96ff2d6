"""Steps per second of MazeNav-v0 next to gymnasium's FrozenLake-v1, measured in one run.

Both envs are built with ``gym.make`` (same default wrappers: TimeLimit, OrderEnforcing,
PassiveEnvChecker) and driven by the same loop, resets included in the time. Absolute numbers on
a shared machine are noise; the ratio is the result. Targets: >= 1.0x FrozenLake with
``encoding="grid"``, >= 0.5x with the text encodings.

Two policies are measured, both seeded:

* ``valid``: a random action among those ``info["action_mask"]`` allows (FrozenLake: uniform,
  since all its actions are legal). Episodes then last until the goal or the step limit, as
  FrozenLake's random walks do. These are the rows the targets apply to.
* ``uniform``: uniform random actions. Under MazeNav's default rule an invalid move ends the
  episode, so most episodes last one or two steps and the row measures ``reset`` more than
  ``step``; it is printed for completeness, next to ``invalid_move="stay"``.

Run: ``python benchmarks/bench_envs.py`` (add ``--steps N`` for longer runs). When the
batch-native vector env is installed, its ratio against ``SyncVectorEnv`` is printed too
(``benchmarks/bench_vector.py``).
"""

from __future__ import annotations

import argparse
import time

import gymnasium as gym
import numpy as np

import envs  # noqa: F401  (registers MazeNav-v0)


def steps_per_second(env: gym.Env, steps: int, seed: int = 0, policy: str = "uniform") -> float:
    rng = np.random.default_rng(seed)
    n = int(env.action_space.n)
    draws = rng.random(steps)
    _, info = env.reset(seed=seed)
    masked = policy == "valid" and "action_mask" in info
    start = time.perf_counter()
    for u in draws:
        if masked:
            valid = np.flatnonzero(info["action_mask"])
            a = int(valid[int(u * len(valid))])
        else:
            a = int(u * n)
        _, _, terminated, truncated, info = env.step(a)
        if terminated or truncated:
            _, info = env.reset()
    return steps / (time.perf_counter() - start)


def best_of(make, steps: int, repeats: int, policy: str) -> float:
    env = make()
    steps_per_second(env, steps, policy=policy)  # warm the per-maze caches
    return max(steps_per_second(env, steps, seed=r, policy=policy) for r in range(repeats))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=30_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)

    targets = {"grid": 1.0, "matrix": 0.5, "coord_list": 0.5}
    rows = [("valid", "terminate"), ("uniform", "terminate"), ("uniform", "stay")]
    for policy, invalid_move in rows:
        baseline = best_of(lambda: gym.make("FrozenLake-v1"), args.steps, args.repeats, policy)
        print(f"policy={policy}, MazeNav invalid_move={invalid_move}")
        print(f"  {'FrozenLake-v1':<22} {baseline:>10,.0f} steps/s   1.00x (baseline)")
        for encoding, target in targets.items():
            rate = best_of(
                lambda e=encoding, i=invalid_move: gym.make(
                    "MazeNav-v0", encoding=e, invalid_move=i
                ),
                args.steps,
                args.repeats,
                policy,
            )
            ratio = rate / baseline
            note = f"(target {target}x) {'ok' if ratio >= target else 'BELOW TARGET'}"
            if policy != "valid":
                note = "(reset-dominated; informational)" if invalid_move == "terminate" else ""
            label = f"MazeNav-v0 {encoding}"
            print(f"  {label:<22} {rate:>10,.0f} steps/s  {ratio:5.2f}x {note}")
    try:
        from benchmarks_vector import main as vector_main  # type: ignore[import-not-found]
    except ImportError:
        vector_main = None
    if vector_main is None:
        import importlib.util
        from pathlib import Path

        path = Path(__file__).with_name("bench_vector.py")
        if path.exists():
            spec = importlib.util.spec_from_file_location("bench_vector", path)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            vector_main = module.main
    if vector_main is not None:
        print()
        vector_main()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
