"""Steps per second of MazeNav-v0 next to gymnasium's FrozenLake-v1, measured in one run.

Both envs are built with ``gym.make`` (default wrappers OrderEnforcing and PassiveEnvChecker;
FrozenLake's registered TimeLimit too, while MazeNav-v0 registers none and truncates itself)
and driven by the same loop, resets included in the time. Times are this
process's CPU time (``time.process_time``), and the envs are measured in rounds, FrozenLake and
each MazeNav variant one after the other in every round; a row's ratio is the median over rounds
of that round's ratio, so a burst of load on a shared machine tilts one round, not the result.
Absolute numbers are still noise (the steps/s printed are medians too); the ratio is the result. Targets: >= 1.0x FrozenLake with
``encoding="grid"``, >= 0.5x with the text encodings.

Two policies are measured, both seeded:

* ``valid``: a random action among those ``info["action_mask"]`` allows (FrozenLake: uniform,
  since all its actions are legal). Episodes then last until the goal or the step limit, as
  FrozenLake's random walks do. These are the rows the targets apply to.
* ``uniform``: uniform random actions. Under MazeNav's default rule an invalid move ends the
  episode, so most episodes last one or two steps and the row measures ``reset`` more than
  ``step``: its target is the same as the ``valid`` row's (it was 0.71x for the grid).
  Next to it, ``invalid_move="stay"`` (informational).

Then "construct + reset by size": for sizes 5 to 32 and every shape (and ``shape=None``), the
time ``gym.make`` takes with every cache of ``envs.maze_nav`` cleared (targets: <= 50 ms), the
mean time of the next 1,000 resets (caches warming as they go; target: <= 1 ms), and the peak
memory of both (``tracemalloc``, measured in a second pass because it slows Python down); then
the worst case once more in a fresh process.

Run: ``python benchmarks/bench_envs.py`` (``--steps N`` for longer runs, ``--part steps`` or
``--part sizes`` for one half). When the batch-native vector env is installed, its ratio
against ``SyncVectorEnv`` is printed too (``benchmarks/bench_vector.py``).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
import tracemalloc

import gymnasium as gym
import numpy as np

import envs  # noqa: F401  (registers MazeNav-v0)
from envs.maze_nav import catalogue, coord_list, generator, logic, shapes, text, text_views, vector
from envs.maze_nav import env as maze_env
from envs.maze_nav.constants import SHAPE_NAMES

SIZES = (5, 8, 11, 16, 24, 32)
CONSTRUCT_TARGET_MS = 50.0
RESET_TARGET_US = 1000.0


def steps_per_second(env: gym.Env, steps: int, seed: int = 0, policy: str = "uniform") -> float:
    rng = np.random.default_rng(seed)
    n = int(env.action_space.n)
    draws = rng.random(steps)
    _, info = env.reset(seed=seed)
    masked = policy == "valid" and "action_mask" in info
    start = time.process_time()
    for u in draws:
        if masked:
            valid = np.flatnonzero(info["action_mask"])
            a = int(valid[int(u * len(valid))])
        else:
            a = int(u * n)
        _, _, terminated, truncated, info = env.step(a)
        if terminated or truncated:
            _, info = env.reset()
    return steps / (time.process_time() - start)


def warmed(make, steps: int, policy: str) -> gym.Env:
    env = make()
    steps_per_second(env, steps, policy=policy)  # warm the per-maze caches
    return env


def clear_caches() -> None:
    """Empty every ``lru_cache`` of the MazeNav modules: the next env starts cold."""
    # text.py's and vector.py's caches live in the modules they were split into (Nov 2026).
    modules = (shapes, generator, logic, text, text_views, coord_list, maze_env, vector, catalogue)
    for module in modules:
        for value in vars(module).values():
            if hasattr(value, "cache_clear"):
                value.cache_clear()


def construct_and_reset(size: int, shape: str | None, resets: int) -> tuple[float, float]:
    """Seconds ``gym.make`` takes with cold caches, and mean seconds per reset after it."""
    clear_caches()
    start = time.process_time()
    env = gym.make("MazeNav-v0", size=size, shape=shape)
    built = time.process_time() - start
    env.reset(seed=0)
    start = time.process_time()
    for _ in range(resets):
        env.reset()
    return built, (time.process_time() - start) / resets


def peak_memory(size: int, shape: str | None, resets: int) -> float:
    """Peak bytes allocated while constructing (cold caches) and resetting ``resets`` times."""
    clear_caches()
    tracemalloc.start()
    env = gym.make("MazeNav-v0", size=size, shape=shape)
    env.reset(seed=0)
    for _ in range(resets):
        env.reset()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


FRESH = """
import time, gymnasium as gym, envs
start = time.perf_counter()
import envs.maze_nav.env
imported = time.perf_counter()
gym.make("MazeNav-v0", size={size}, shape={shape!r})
print(imported - start, time.perf_counter() - imported)
"""


def print_sizes(resets: int) -> None:
    names = [None, *SHAPE_NAMES]
    print(
        f"construct + reset by size (gym.make with cold caches, ms / mean of {resets:,} "
        "resets, us / peak memory, MB)"
    )
    print(f"  {'size':>4}  " + "  ".join(f"{n!s:>18}" for n in names))
    worst_build = worst_reset = 0.0
    for size in SIZES:
        cells = []
        for shape in names:
            built, reset = construct_and_reset(size, shape, resets)
            peak = peak_memory(size, shape, resets)
            worst_build, worst_reset = max(worst_build, built), max(worst_reset, reset)
            cells.append(f"{built * 1e3:5.1f} {reset * 1e6:5.0f} {peak / 2**20:5.1f}")
        print(f"  {size:>4}  " + "  ".join(f"{c:>18}" for c in cells))
    ok = worst_build * 1e3 <= CONSTRUCT_TARGET_MS and worst_reset * 1e6 <= RESET_TARGET_US
    print(
        f"  worst: construct {worst_build * 1e3:.1f} ms (target {CONSTRUCT_TARGET_MS:.0f}), "
        f"reset {worst_reset * 1e6:.0f} us (target {RESET_TARGET_US:.0f}) "
        f"{'ok' if ok else 'BELOW TARGET'}"
    )
    for shape in (None, "C"):
        code = FRESH.format(size=max(SIZES), shape=shape)
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        imported, built = (float(v) for v in (out.stdout.split() or ["nan", "nan"]))
        print(
            f"  fresh process, size {max(SIZES)}, shape={shape}: gym.make {built * 1e3:.1f} ms "
            f"(after importing the env module once, {imported * 1e3:.1f} ms, at any size)"
        )


def print_steps(steps: int, repeats: int) -> None:
    targets = {"grid": 1.0, "matrix": 0.5, "coord_list": 0.5}
    rows = [("valid", "terminate"), ("uniform", "terminate"), ("uniform", "stay")]
    for policy, invalid_move in rows:
        contenders = {"FrozenLake-v1": warmed(lambda: gym.make("FrozenLake-v1"), steps, policy)}
        for encoding in targets:
            contenders[f"MazeNav-v0 {encoding}"] = warmed(
                lambda e=encoding, i=invalid_move: gym.make(
                    "MazeNav-v0", encoding=e, invalid_move=i
                ),
                steps,
                policy,
            )
        rates: dict[str, list[float]] = {name: [] for name in contenders}
        for r in range(repeats):
            for name, env in contenders.items():
                rates[name].append(steps_per_second(env, steps, seed=r, policy=policy))
        baseline = rates.pop("FrozenLake-v1")
        print(f"policy={policy}, MazeNav invalid_move={invalid_move} (median of {repeats} rounds)")
        print(f"  {'FrozenLake-v1':<22} {np.median(baseline):>10,.0f} steps/s   1.00x (baseline)")
        for (label, rate), target in zip(rates.items(), targets.values(), strict=True):
            ratio = float(np.median(np.divide(rate, baseline)))
            note = f"(target {target}x) {'ok' if ratio >= target else 'BELOW TARGET'}"
            if invalid_move == "stay":
                note = ""
            print(f"  {label:<22} {np.median(rate):>10,.0f} steps/s  {ratio:5.2f}x {note}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=20_000)
    parser.add_argument("--repeats", type=int, default=7, help="rounds per row")
    parser.add_argument("--resets", type=int, default=1_000)
    parser.add_argument("--part", choices=["all", "steps", "sizes"], default="all")
    args = parser.parse_args(argv)

    if args.part in ("all", "steps"):
        print_steps(args.steps, args.repeats)
    if args.part in ("all", "sizes"):
        print()
        print_sizes(args.resets)
    if args.part != "all":
        return 0
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
