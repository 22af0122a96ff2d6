"""CPU seconds of ``analyze()`` on fixed synthetic studies, with figures and without.

Run: ``python benchmarks/bench_analysis.py [--mazes 3 10] [--rounds 2]``.

Each study is seeded synthetic maze trials (three models, two encodings, the six shapes,
``--mazes`` mazes per shape, each phase a Bernoulli draw with planted encoding, model and shape
effects), written once to a scratch folder. Per size, one line: the CPU seconds of one
``analyze()`` writing PNG figures (the baseline, measured in the same run) and with
``figure_format="none"`` (the numbers alone), each the best of ``--rounds``, and their ratio;
the two ``summary.csv`` files must be byte-identical (the line says so if not). Then, without
figures, the frames' text columns as pandas' own Arrow-backed strings (the baseline: what
``maze_frame`` built before it kept them as Python objects) against the report's plain ones,
the ratio, and whether ``report.md`` and ``summary.csv`` are byte-identical between the two.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from experiments.analysis import analyze, frame

SHAPES = ("square", "cross", "C", "triangle", "Z", "spiral")
MODELS = ("qwen-turbo", "qwen-plus", "qwen-max")


def synthetic_records(mazes_per_shape: int, seed: int = 0) -> list[dict[str, Any]]:
    """Maze trial records (``envs/records.py``'s schema) with planted effects."""
    rng = np.random.default_rng(seed)
    records = []
    for m, model in enumerate(MODELS):
        for encoding in ("matrix", "coord_list"):
            for s, shape in enumerate(SHAPES):
                for index in range(mazes_per_shape):
                    p = {
                        "solve": 0.35 + 0.15 * m + (0.15 if encoding == "matrix" else 0.0),
                        "recognize": 0.9 - 0.12 * s,
                        "generate": 0.2,
                    }
                    ok = {phase: bool(rng.random() < q) for phase, q in p.items()}
                    optimal = int(rng.integers(3, 9))
                    moves = optimal + int(rng.integers(0, 4)) if ok["solve"] else 16
                    records.append({
                        "schema": 1, "task": "maze_nav", "run_id": "bench", "model": model,
                        "encoding": encoding, "size": 5, "shape": shape, "difficulty": None,
                        "maze_index": index, "maze_id": f"{shape}-{index}", "maze_file": None,
                        "trial": 0, "status": "ok", "error": None,
                        "solve": {
                            "success": ok["solve"], "failure": None if ok["solve"] else "max_steps",
                            "invalid_reason": None, "moves": moves, "optimal_moves": optimal,
                            "valid_moves": moves, "validity_rate": 1.0,
                        },
                        "recognize": {
                            "success": ok["recognize"],
                            "predicted": shape if ok["recognize"] else "none",
                        },
                        "generate": {
                            "success": ok["generate"], "valid_format": True,
                            "shape_preserved": ok["generate"], "novel": True, "path_valid": True,
                            "reason": None,
                        },
                        "tokens_in": 100, "tokens_out": 10, "latency_s": 0.1, "retries": 0,
                        "prompt_hash": "bench", "package_version": "0.1.0",
                    })  # fmt: skip
    return records


def _cpu() -> float:
    return time.process_time()


def timed(run_dir: Path, out: Path, figure_format: str, rounds: int) -> tuple[float, Any]:
    best, report = float("inf"), None
    for r in range(rounds):
        started = _cpu()
        report = analyze([run_dir], out / f"{figure_format}-{r}", figure_format=figure_format)
        best = min(best, _cpu() - started)
    return best, report


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mazes", type=int, nargs="+", default=[3, 10],
                        help="mazes per shape, one study per value (default: 3 10)")  # fmt: skip
    parser.add_argument("--rounds", type=int, default=2, help="best of this many (default 2)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        run_dir = root / "warm"  # imports and matplotlib's font cache, outside the timings
        _write(run_dir, synthetic_records(2))
        analyze([run_dir], root / "warm-report")
        print("mazes/shape  trials   png s  none s  none/png")
        rows = []
        for mazes in args.mazes:
            run_dir = root / f"run-{mazes}"
            _write(run_dir, synthetic_records(mazes))
            png, png_report = timed(run_dir, root / f"png-{mazes}", "png", args.rounds)
            none, none_report = timed(run_dir, root / f"none-{mazes}", "none", args.rounds)
            same = png_report.summary_csv.read_bytes() == none_report.summary_csv.read_bytes()
            print(
                f"{mazes:11d} {mazes * len(SHAPES) * 2 * len(MODELS):7d} {png:7.2f} {none:7.2f} "
                f"{none / png:9.2f}" + ("" if same else "  (summary.csv differs!)")
            )
            rows.append((mazes, run_dir, none, none_report))
        print("mazes/shape  arrow s  plain s  plain/arrow  same bytes")
        plain_strings = frame._plain_strings
        for mazes, run_dir, plain, plain_report in rows:
            frame._plain_strings = lambda pd, table: table  # pandas' default string columns
            try:
                arrow, arrow_report = timed(run_dir, root / f"arrow-{mazes}", "none", args.rounds)
            finally:
                frame._plain_strings = plain_strings
            same = all(
                getattr(arrow_report, name).read_bytes() == getattr(plain_report, name).read_bytes()
                for name in ("path", "summary_csv")
            )
            print(f"{mazes:11d} {arrow:8.2f} {plain:8.2f} {plain / arrow:12.2f}  {same}")


def _write(directory: Path, records: list[dict[str, Any]]) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    text = "".join(json.dumps(r) + "\n" for r in records)
    (directory / "trials.jsonl").write_text(text, encoding="utf-8")
    (directory / "manifest.json").write_text(json.dumps({"package_version": "0.1.0"}))


if __name__ == "__main__":
    main()
