"""Questions per second: ``--format webdataset`` vs the folder export, and ``--engine ray`` vs
the local engine, measured side by side in one run; then a projection to a large cluster.

Every export renders the same planned rotation puzzles with the same per-question code
(:mod:`datagen.questions`), in the same run:

* folder vs webdataset (local engine, same workers): the folder export writes four files per
  question into a temporary folder renamed into place, the sharded one streams the same bytes
  into tars of ``--shard-size`` questions (target >= 1.0x);
* Ray vs local (webdataset, same workers, shards of ``--ray-shard-size``: one Ray task per
  shard): Ray is started once in this process on 127.0.0.1 with ``--workers`` CPUs and warmed
  up, as a cluster would be (target >= 0.85x);
* Ray with 2 workers vs 1 (target >= 1.7x on a 2-core machine, if the machine is otherwise idle);
* a projection for 1,000,000 questions with video on 100 nodes of 16 cores, from the measured
  per-question cost with video, the driver's planning cost and Ray's measured per-task
  overhead; its assumptions are printed with it.

Each timing is the best of ``--repeats``, alternating. Needs the ``scale`` extra (Ray) and the
``video`` extra (the projection's video cost)::

    python benchmarks/bench_scale.py            # ~20-30 s
    python benchmarks/bench_scale.py --quick    # fewer questions
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np

from datagen.export import ExportConfig, run_export
from datagen.ray_engine import connected, require_ray, run_tasks
from datagen.registry import get_task


def timed(config: ExportConfig) -> float:
    t = time.perf_counter()
    result = run_export(config)
    elapsed = time.perf_counter() - t
    assert not getattr(result, "reused", True), "a timed export must write"
    return elapsed


def noop() -> None:
    return None


def ray_task_overhead(ray: object, tasks: int = 400) -> float:
    """Seconds of a worker slot per Ray task, measured on no-op tasks through the engine."""
    t = time.perf_counter()
    run_tasks(noop, [()] * tasks, [1] * tasks, lambda i, r: None, address=None, workers=2,
              desc="", progress=False)  # fmt: skip
    return (time.perf_counter() - t) * 2 / tasks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer questions")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--shard-size", type=int, default=50)
    parser.add_argument("--ray-shard-size", type=int, default=2, help="video questions per shard")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    n = 60 if args.quick else 120  # the rotation puzzle has ~130 distinct easy puzzles
    nv = 8 if args.quick else 16  # questions with video: ~0.2 s each on one core
    common = {"task": "rotation_puzzle", "pairs_per_domain": n, "seed": 0}
    common |= {"workers": args.workers, "progress": False}
    video = common | {"pairs_per_domain": nv, "video": True, "format": "webdataset"}
    video["shard_size"] = args.ray_shard_size
    ray = require_ray()
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    best: dict[str, float] = {}

    def keep(name: str, seconds: float) -> None:
        best[name] = min(best.get(name, float("inf")), seconds)

    with tempfile.TemporaryDirectory() as tmp, connected(None, args.workers):
        root = Path(tmp)
        run_export(ExportConfig(**common | {"pairs_per_domain": 4}, out=str(root / "warm")))
        warm = video | {"pairs_per_domain": 2 * args.workers, "engine": "ray"}
        run_export(ExportConfig(**warm, out=str(root / "warm_ray")))  # starts Ray's workers
        for i in range(args.repeats):
            folder = ExportConfig(**common, out=str(root / f"folder{i}"))
            shards = ExportConfig(
                **common, out=str(root / f"wds{i}"), format="webdataset", shard_size=args.shard_size
            )
            keep("folder", timed(folder))
            keep("webdataset", timed(shards))
        for i in range(2):
            keep("local", timed(ExportConfig(**video, out=str(root / f"l{i}"))))
            keep("ray", timed(ExportConfig(**video, engine="ray", out=str(root / f"r{i}"))))
        overhead = ray_task_overhead(ray)
        video_bytes = sum(p.stat().st_size for p in (root / "r0").glob("*.tar")) / nv
        task = get_task("rotation_puzzle")
        t = time.perf_counter()
        task.plan(n, np.random.SeedSequence(0), task.options({}))
        plan_per_q = (time.perf_counter() - t) / n
    if args.workers != 1:
        with tempfile.TemporaryDirectory() as tmp, connected(None, 1):  # Ray with one CPU
            root = Path(tmp)
            one = video | {"workers": 1, "engine": "ray"}
            run_export(ExportConfig(**one | {"pairs_per_domain": 2}, out=str(root / "warm")))
            for i in range(2):
                keep("ray1", timed(ExportConfig(**one, out=str(root / f"o{i}"))))
    rates = {name: n / seconds for name, seconds in best.items()}
    vrates = {name: nv / best[name] for name in ("local", "ray", "ray1") if name in best}
    print(f"folder export      : {rates['folder']:8.1f} questions/s ({n} questions, "
          f"{args.workers} workers)")  # fmt: skip
    print(f"webdataset export  : {rates['webdataset']:8.1f} questions/s (shards of "
          f"{args.shard_size})  ratio {rates['webdataset'] / rates['folder']:5.2f}x")  # fmt: skip
    print(f"local engine       : {vrates['local']:8.2f} questions/s ({nv} with video, shards "
          f"of {args.ray_shard_size}, {args.workers} workers)")  # fmt: skip
    print(f"ray engine         : {vrates['ray']:8.2f} questions/s (same, Ray with "
          f"{args.workers} CPUs, one task per shard)  ratio "
          f"{vrates['ray'] / vrates['local']:5.2f}x (target >= 0.85x)")  # fmt: skip
    if "ray1" in vrates:
        print(f"ray, 1 worker      : {vrates['ray1']:8.2f} questions/s (Ray with 1 CPU)  "
              f"{args.workers} vs 1: {vrates['ray'] / vrates['ray1']:5.2f}x (target >= 1.7x "
              f"with 2; load average now {os.getloadavg()[0]:.2f} on {os.cpu_count()} "
              "cores)")  # fmt: skip
    project(best.get("ray1", best["ray"]) / nv, video_bytes, overhead, plan_per_q)


def project(per_q: float, q_bytes: float, overhead: float, plan_per_q: float) -> None:
    """Print the projected time of 1,000,000 questions with video on 100 nodes x 16 cores."""
    questions, nodes, cores = 1_000_000, 100, 16
    slots = nodes * cores
    shard = 100  # 10,000 shards: ~6 per core, so the last wave is short
    tasks = -(-questions // shard)
    waves = -(-tasks // slots)
    render = waves * (shard * per_q + overhead)
    plan = questions * plan_per_q
    total = plan + render
    print(
        f"projection         : {questions:,} questions with video on {nodes} nodes x {cores} "
        f"cores: ~{total / 60:.1f} min (planning on the driver {plan / 60:.1f} min + "
        f"{waves} waves of {shard}-question shards {render / 60:.1f} min)"
    )
    print(
        f"  assumptions      : measured here: {per_q * 1000:.0f} ms per question with video "
        f"(Ray on one core, its overhead at 2-question shards included), Ray {overhead * 1000:.1f} ms per task, planning "
        f"{plan_per_q * 1e6:.0f} us per question (sequential, on the driver); each cluster "
        "core as fast as this machine's; tasks spread evenly; no node lost; the shared file "
        f"system takes {questions * q_bytes / 1e9:.0f} GB at "
        f"{questions * q_bytes / render / 1e6:.0f} MB/s; one set is at most 100,000 questions "
        "and a task needs enough distinct questions, so 1,000,000 means several sets (or tasks) "
        "exported side by side"
    )


if __name__ == "__main__":
    main()
