"""Questions per second: ``--format webdataset`` (tar shards) vs the folder export, same workers.

Both exports render the same planned rotation puzzles with the same per-question code
(:mod:`datagen.questions`) and the same number of worker processes, in the same run; the folder
export writes four files per question into a temporary folder renamed into place, the sharded
one streams the same bytes into tars of ``--shard-size`` questions. Each is timed ``--repeats``
times, alternating, and the best of each is kept. Prints questions/second for each and the
ratio (the sharded export should be at least as fast: >= 1.0x)::

    python benchmarks/bench_scale.py            # ~5-10 s
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

from datagen.export import ExportConfig, run_export


def timed(config: ExportConfig) -> float:
    t = time.perf_counter()
    result = run_export(config)
    elapsed = time.perf_counter() - t
    assert not getattr(result, "reused", True), "a timed export must write"
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer questions")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--shard-size", type=int, default=50)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    n = 60 if args.quick else 120  # the rotation puzzle has ~130 distinct easy puzzles
    common = {"task": "rotation_puzzle", "pairs_per_domain": n, "seed": 0}
    common |= {"workers": args.workers, "progress": False}
    best = {"folder": float("inf"), "webdataset": float("inf")}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        run_export(ExportConfig(**common | {"pairs_per_domain": 4}, out=str(root / "warm")))
        for i in range(args.repeats):
            folder = ExportConfig(**common, out=str(root / f"folder{i}"))
            shards = ExportConfig(
                **common, out=str(root / f"wds{i}"), format="webdataset", shard_size=args.shard_size
            )
            best["folder"] = min(best["folder"], timed(folder))
            best["webdataset"] = min(best["webdataset"], timed(shards))
    rates = {name: n / seconds for name, seconds in best.items()}
    print(f"folder export      : {rates['folder']:8.1f} questions/s ({n} questions, "
          f"{args.workers} workers)")  # fmt: skip
    print(f"webdataset export  : {rates['webdataset']:8.1f} questions/s (shards of "
          f"{args.shard_size})  ratio {rates['webdataset'] / rates['folder']:5.2f}x")  # fmt: skip


if __name__ == "__main__":
    main()
