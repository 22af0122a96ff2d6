"""Local ``hf:`` models: the maze study's trials per minute, batched vs one prompt at a time.

One run, side by side, on a tiny random Qwen2 of :mod:`agents.testing.tiny_hf` (built offline
in a temporary folder; nothing is downloaded):

1. Trials per minute of the maze study at ``--concurrency 8`` (16 trials: 8 mazes of 2 shapes,
   candidate-move scoring on, as always for ``hf:`` models): the client batching up to 8
   concurrent calls (replies and candidate scoring alike, in lockstep as the study runs it) vs
   the same client with ``batch_size=1`` (the 8 threads then take turns on the model, served as
   they arrive: ``lockstep=False``, since with one row per batch lockstep would only make the
   model wait for each trial's next call). Target: >= 3x. Sixteen trials are two waves of
   eight, so the run reaches a study's steady state (one wave would charge the start and the
   tail of a run, the same for both clients, to every trial).
2. Completions per minute for 32 separate prompts from 8 threads, same two clients.
3. What activation logging adds (``--activations 0,1,-1``): time per trial and disk per trial
   (the ``.npz`` files), batched client, against the same study without it.
4. What reading hidden states on the prefix cache saves (``--activations 0,1,-1``): prompt
   tokens computed and CPU seconds per trial when each turn's hidden states are read on the
   trial's own cached turns (from the first token they are read at) against reading every
   prompt whole for them (as before), and whether the two runs' records agree.

Both sides of a ratio run in the same round, one after the other (the order alternating between
rounds); a ratio is the median over rounds of that round's ratio, so a burst of load on a shared
machine tilts one round, not the result. The rates printed are medians too. The study's ratio
is also given by this process's CPU time, which other processes on the machine disturb less
(a batched run lasts a second or two, so one burst of load can halve its clock rate).

**Why ``--max-tokens 64`` by default.** On a CPU, work that grows with the number of tokens
(reading the prompt: 700 to 1,400 tokens per call in this study) costs the same batched or
not; what batching saves is the fixed cost of each forward pass, paid once per new token. The
study's replies are long (real models reason before ``MOVE:``; ``--max-tokens`` defaults to
1024), so replies are where the time goes; capping them at a handful of tokens would measure
prompt reading, which no batching speeds up on two cores. 64 keeps the run short while replies
stay the larger part. ``--max-tokens 24`` (the earlier setting) shows the prompt-bound case.
On a GPU, prompt reading is parallel too and batching gains more.

Absolute times depend on the machine; the ratios are the result.

Run: ``python benchmarks/bench_local.py`` (``--max-tokens``, ``--hidden-size``, ``--rounds``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from agents.llm.local import HFChatClient
from agents.testing.tiny_hf import build_tiny_model
from experiments.maze.study import run_experiments

CONCURRENCY = 8
TRIALS = 16
TARGET = 3.0


def study(
    model: Path, batch_size: int, max_tokens: int, out: Path
) -> tuple[float, float, HFChatClient]:
    """Trials per minute of TRIALS trials at ``--concurrency 8`` (by the clock, and by this
    process's CPU time), and the client (for its stats)."""
    client = HFChatClient(
        str(model), max_tokens=max_tokens, batch_size=batch_size, lockstep=batch_size > 1
    )
    client.complete([{"role": "user", "content": "warm up"}])
    cpu = time.process_time()
    start = time.perf_counter()
    summary = run_experiments(
        client,
        out_dir=out,
        encodings=["matrix"],
        sizes=["5x5"],
        shapes=["square", "cross"],
        mazes_per_shape=TRIALS // 2,
        concurrency=CONCURRENCY,
        progress=False,
    )
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    client.close()
    assert summary.completed == TRIALS, summary
    return summary.completed / elapsed * 60, summary.completed / cpu * 60, client


def completions(model: Path, batch_size: int, max_tokens: int, n: int = 32) -> float:
    """Completions per minute for ``n`` prompts from 8 threads."""
    client = HFChatClient(str(model), max_tokens=max_tokens, batch_size=batch_size)
    prompts = [
        [{"role": "user", "content": f"Maze {i}: where do you move? MOVE: (r, c) " * (1 + i % 5)}]
        for i in range(n)
    ]
    client.complete(prompts[0])  # warm-up
    start = time.perf_counter()
    with ThreadPoolExecutor(CONCURRENCY) as pool:
        list(pool.map(client.complete, prompts))
    elapsed = time.perf_counter() - start
    client.close()
    return n / elapsed * 60


def activation_cost(
    model: Path, max_tokens: int, out: Path, rounds: int
) -> tuple[float, float, float, int]:
    """(median seconds per trial without, with activations, mean bytes per trial, trials);
    the two runs alternate in ``rounds`` rounds, like the ratios."""
    from experiments.maze.config import RunConfig

    def seconds(layers: str | None, round_: int) -> float:
        client = HFChatClient(str(model), max_tokens=max_tokens, batch_size=CONCURRENCY)
        config = RunConfig(
            models=(client,),
            out_dir=out / f"{layers}-{round_}",
            encodings=("matrix",),
            sizes=(5,),
            shapes=("square", "cross"),
            mazes_per_shape=4,
            concurrency=CONCURRENCY,
            progress=False,
            activations=layers,
        )
        start = time.perf_counter()
        summary = run_experiments(config)
        client.close()
        return (time.perf_counter() - start) / summary.completed

    without, with_, _ = interleaved(
        rounds, lambda r: seconds(None, r), lambda r: seconds("0,1,-1", r)
    )
    files = list((out / "0,1,-1-0").rglob("*.npz"))
    size = sum(f.stat().st_size for f in files) / max(len(files), 1)
    return without, with_, size, len(files)


def activation_reads(
    model: Path, max_tokens: int, out: Path, rounds: int, concurrency: int
) -> dict[str, float]:
    """Prompt tokens read and CPU seconds per trial of the study with ``--activations 0,1,-1``,
    hidden states read whole (``whole_*``) and on the trial's cached turns (``cached_*``); the
    median per-round ratios; ``same``: 1.0 when both runs' verdicts and replies agree in
    every round. The two runs alternate in ``rounds`` rounds."""
    from experiments.maze.config import RunConfig

    found: dict[str, list[float]] = {}
    replies: dict[str, list[str]] = {}

    def run(from_cache: bool, round_: int) -> float:
        name = "cached" if from_cache else "whole"
        client = HFChatClient(str(model), max_tokens=max_tokens, batch_size=concurrency)
        client._reader.hidden_from_cache = from_cache
        folder = out / f"{name}-{round_}"
        config = RunConfig(
            models=(client,),
            out_dir=folder,
            encodings=("matrix",),
            sizes=(5,),
            shapes=("square", "cross"),
            mazes_per_shape=4,
            concurrency=concurrency,
            progress=False,
            activations="0,1,-1",
        )
        cpu = time.process_time()
        summary = run_experiments(config)
        cpu = time.process_time() - cpu
        client.close()
        n = summary.completed
        found.setdefault(f"{name}_tokens", []).append(client.stats["prompt_tokens_read"] / n)
        found.setdefault(f"{name}_cpu", []).append(cpu / n)
        replies[f"{name}-{round_}"] = sorted(
            json.dumps({k: r[k] for k in ("trial", "maze_file", "solve", "recognize")})
            for r in map(json.loads, (folder / "trials.jsonl").read_text().splitlines())
        )
        return cpu / n

    interleaved(rounds, lambda r: run(False, r), lambda r: run(True, r))
    result = {key: statistics.median(values) for key, values in found.items()}
    for what in ("tokens", "cpu"):
        result[f"{what}_ratio"] = statistics.median(
            w / c for w, c in zip(found[f"whole_{what}"], found[f"cached_{what}"], strict=True)
        )
    result["same"] = float(
        all(replies[f"whole-{r}"] == replies[f"cached-{r}"] for r in range(rounds))
    )
    return result


def interleaved(rounds: int, one, many) -> tuple[float, float, float]:
    """(median one-at-a-time rate, median batched rate, median per-round ratio)."""
    ones, manys, ratios = [], [], []
    for round_ in range(rounds):
        if round_ % 2:
            b, a = many(round_), one(round_)
        else:
            a, b = one(round_), many(round_)
        ones.append(a)
        manys.append(b)
        ratios.append(b / a)
    return statistics.median(ones), statistics.median(manys), statistics.median(ratios)


def _mean(values: list[int]) -> float:
    return sum(values) / len(values) if values else 0.0


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--max-tokens", type=int, default=64, help="reply cap (default 64)")
    parser.add_argument("--hidden-size", type=int, default=32, help="tiny model width (32)")
    parser.add_argument("--layers", type=int, default=2, help="tiny model depth (2)")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds (5)")
    parser.add_argument(
        "--only-reads",
        action="store_true",
        help="only part 4, what reading hidden states on the prefix cache saves",
    )
    parser.add_argument(
        "--concurrency", type=int, default=CONCURRENCY, help="part 4's --concurrency (8)"
    )
    args = parser.parse_args(argv)
    for name in ("max_tokens", "hidden_size", "layers", "rounds", "concurrency"):
        if getattr(args, name) < 1:
            parser.error(
                f"--{name.replace('_', '-')}={getattr(args, name)} is not allowed; "
                "allowed: an integer >= 1"
            )
    if args.hidden_size % 4:
        parser.error(f"--hidden-size={args.hidden_size} is not allowed; allowed: a multiple of 4")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        model = build_tiny_model(root / "tiny", hidden_size=args.hidden_size, layers=args.layers)
        if args.only_reads:
            print_reads(model, args, root / "reads")
            return
        clients: dict[str, HFChatClient] = {}

        cpu_rates: dict[int, list[float]] = {1: [], CONCURRENCY: []}

        def run(batch_size: int, round_: int) -> float:
            rate, cpu_rate, client = study(
                model, batch_size, args.max_tokens, root / f"{batch_size}-{round_}"
            )
            clients[str(batch_size)] = client
            cpu_rates[batch_size].append(cpu_rate)
            return rate

        one, many, ratio = interleaved(
            args.rounds, lambda r: run(1, r), lambda r: run(CONCURRENCY, r)
        )
        cpu_ratio = statistics.median(
            b / a for a, b in zip(cpu_rates[1], cpu_rates[CONCURRENCY], strict=True)
        )
        batched = clients[str(CONCURRENCY)]
        sizes = batched.batch_sizes
        print(
            f"maze study, {TRIALS} trials at --concurrency {CONCURRENCY}, max_tokens "
            f"{args.max_tokens}, "
            f"tiny model {args.layers} layers x {args.hidden_size}:\n"
            f"  one call at a time: {one:8.1f} trials/min\n"
            f"  batched (up to {CONCURRENCY}): {many:8.1f} trials/min; batch sizes: generate "
            f"{sizes['generate']} (mean {_mean(sizes['generate']):.1f}), inspect "
            f"{sizes['inspect']} (mean {_mean(sizes['inspect']):.1f})\n"
            f"  ratio batched/one: {ratio:.2f}x (target >= {TARGET:g}x; median of "
            f"{args.rounds} interleaved rounds)\n"
            f"  by CPU time (steadier when other processes share the cores): "
            f"{cpu_ratio:.2f}x"
        )
        c_one, c_many, c_ratio = interleaved(
            args.rounds,
            lambda r: completions(model, 1, args.max_tokens),
            lambda r: completions(model, CONCURRENCY, args.max_tokens),
        )
        print(
            f"32 completions from {CONCURRENCY} threads: {c_one:.0f}/min one at a time, "
            f"{c_many:.0f}/min batched; ratio {c_ratio:.2f}x (median of {args.rounds} rounds)"
        )
        without, with_, size, n = activation_cost(model, args.max_tokens, root / "act", args.rounds)
        print(
            f"activation logging (layers 0,1,-1, hidden {args.hidden_size}): "
            f"{without:.3f} s/trial without, {with_:.3f} s/trial with "
            f"({with_ / without:.2f}x, medians of {args.rounds} rounds); {size / 1024:.1f} KiB per "
            f"trial on disk ({n} files)"
        )

        print_reads(model, args, root / "reads")


def print_reads(model: Path, args: argparse.Namespace, out: Path) -> None:
    """Part 4 (:func:`activation_reads`), printed."""
    got = activation_reads(model, args.max_tokens, out, args.rounds, args.concurrency)
    print(
        f"hidden states on the prefix cache (--activations 0,1,-1, 8 trials at --concurrency "
        f"{args.concurrency}): prompt tokens read per trial {got['whole_tokens']:.0f} whole vs "
        f"{got['cached_tokens']:.0f} cached = {got['tokens_ratio']:.2f}x fewer; CPU per trial "
        f"{got['whole_cpu']:.2f} s vs {got['cached_cpu']:.2f} s = {got['cpu_ratio']:.2f}x "
        f"(medians of {args.rounds} interleaved rounds); same verdicts and replies: "
        f"{bool(got['same'])}"
    )


if __name__ == "__main__":
    main()
