"""What ``--attention`` adds to a maze study of an ``hf:`` model: time and disk per trial.

One run, side by side, on a tiny random Qwen2 of :mod:`agents.testing.tiny_hf` (built offline
in a temporary folder; nothing is downloaded): the maze study (16 trials: 8 mazes of 2 shapes,
5x5, matrix, ``--concurrency 8``, candidate moves scored as always for ``hf:`` models) without
and with ``--attention``, in interleaved rounds (the order alternating), medians over rounds.
Then the files: bytes per trial on disk, replies per trial, and the largest mass over a
maze's cells in any reply, layer and head (at most 1 by definition; float16 rounding aside).

The extra cost is one forward pass per measured reply over the reply's tokens on the cached
prompt, with eager attention; the prompt is read again from the prefix cache. Target: at most
1.5x the time per trial (the study's replies and candidate scoring stay the larger part).

Run: ``python benchmarks/bench_attention.py`` (``--max-tokens``, ``--rounds``).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

from agents.llm.local import HFChatClient
from agents.testing.tiny_hf import build_tiny_model
from experiments.maze import attention as attention_files
from experiments.maze.config import RunConfig
from experiments.maze.study import run_experiments

CONCURRENCY = 8
TARGET = 1.5


def seconds_per_trial(model: Path, max_tokens: int, out: Path, attention: bool) -> float:
    client = HFChatClient(str(model), max_tokens=max_tokens, batch_size=CONCURRENCY)
    config = RunConfig(
        models=(client,),
        out_dir=out,
        encodings=("matrix",),
        sizes=(5,),
        shapes=("square", "cross"),
        mazes_per_shape=8,
        concurrency=CONCURRENCY,
        progress=False,
        attention=attention,
    )
    start = time.perf_counter()
    summary = run_experiments(config)
    client.close()
    return (time.perf_counter() - start) / summary.completed


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--max-tokens", type=int, default=64, help="reply cap (default 64)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (3)")
    args = parser.parse_args(argv)
    for name in ("max_tokens", "rounds"):
        if getattr(args, name) < 1:
            parser.error(
                f"--{name.replace('_', '-')}={getattr(args, name)} is not allowed; "
                "allowed: an integer >= 1"
            )
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        model = build_tiny_model(root / "tiny")
        without, with_, ratios = [], [], []
        for round_ in range(args.rounds):
            pair = [False, True] if round_ % 2 == 0 else [True, False]
            got = {
                flag: seconds_per_trial(model, args.max_tokens, root / f"{flag}-{round_}", flag)
                for flag in pair
            }
            without.append(got[False])
            with_.append(got[True])
            ratios.append(got[True] / got[False])
        files = sorted((root / "True-0").rglob(f"*{attention_files.SUFFIX}"))
        loaded = [attention_files.load(f) for f in files]
        replies = [a["mass"].shape[0] for a in loaded if a is not None]
        largest = max(
            float(a["mass"].astype(np.float32).sum(axis=(-1, -2)).max())
            for a in loaded
            if a is not None and a["mass"].shape[0]
        )
        size = sum(f.stat().st_size for f in files) / max(len(files), 1)
        ratio = statistics.median(ratios)
        print(
            f"maze study, 16 trials at --concurrency {CONCURRENCY}, max_tokens "
            f"{args.max_tokens}, tiny model 2 layers x 4 heads:\n"
            f"  without --attention: {statistics.median(without):.3f} s/trial\n"
            f"  with --attention:    {statistics.median(with_):.3f} s/trial\n"
            f"  ratio: {ratio:.2f}x (target <= {TARGET:g}x; median of {args.rounds} "
            "interleaved rounds)\n"
            f"  files: {len(files)}, {size / 1024:.1f} KiB per trial, "
            f"{statistics.mean(replies):.1f} replies per trial; largest mass over a maze's "
            f"cells {largest:.3f} (at most 1)"
        )


if __name__ == "__main__":
    main()
