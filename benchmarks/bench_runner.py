"""Trials per minute: the parallel runner vs the usual sequential loop, against one server.

Both sides talk to the same loopback chat server (127.0.0.1, the OpenAI protocol, every call
answered by the offline oracle after ``--latency`` seconds, 200 ms by default), through the same
HTTP client and the same mazes:

* **sequential** - one call at a time with a 1 s pause after each call, how such studies are
  usually run (a fixed ``time.sleep`` to stay under the rate limit);
* **runner** - ``experiments.run_experiments`` with ``--concurrency`` trials in flight (16).

Run: ``python benchmarks/bench_runner.py`` (about half a minute; ``--quick`` for less). Prints
trials per minute for each and their ratio (target >= 20x).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agents.llm import make_client
from agents.llm.offline import OracleChatClient
from agents.testing import LoopbackServer, request_messages
from envs.maze_nav.constants import SHAPE_NAMES
from experiments.maze.mazes import build_maze_set
from experiments.maze.study import run_experiments
from experiments.maze.trial import run_trial

SHAPES = list(SHAPE_NAMES)


class PausedClient:
    """Wraps a client; sleeps ``pause_s`` after every call (the sequential baseline)."""

    def __init__(self, client, pause_s: float) -> None:
        self.client = client
        self.model = client.model
        self.pause_s = pause_s
        self.calls = 0

    def complete(self, messages):
        completion = self.client.complete(messages)
        self.calls += 1
        time.sleep(self.pause_s)
        return completion


def _responder(request):
    return OracleChatClient().complete(request_messages(request)).text


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=float, default=0.2, help="simulated seconds per call")
    parser.add_argument("--pause", type=float, default=1.0, help="baseline pause per call")
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--mazes-per-shape", type=int, default=8, help="runner: 6 x N x 2 trials")
    parser.add_argument("--baseline-trials", type=int, default=2)
    parser.add_argument("--quick", action="store_true", help="4 mazes per shape, 1 baseline trial")
    args = parser.parse_args(argv)
    if args.quick:
        args.mazes_per_shape, args.baseline_trials = 4, 1
    os.environ.setdefault("OPENAI_API_KEY", "loopback-needs-no-key")
    params = {"timeout_s": 30.0, "max_concurrent": args.concurrency}

    with (
        tempfile.TemporaryDirectory() as tmp,
        LoopbackServer(_responder, latency_s=args.latency) as server,
    ):
        out = Path(tmp)
        entries = build_maze_set(
            out, shapes=SHAPES, sizes=[5], mazes_per_shape=args.mazes_per_shape
        )
        client = make_client("openai:bench", base_url=server.base_url_openai, **params)
        client.complete([{"role": "user", "content": "warm-up"}])  # SDK import, connection

        # Baseline: the first trials of the same plan, one call at a time, 1 s pause per call.
        paused = PausedClient(client, args.pause)
        start = time.perf_counter()
        for i in range(args.baseline_trials):
            entry = entries[(i * args.mazes_per_shape) % len(entries)]
            run_trial(paused, entry.maze, "matrix")
        seq_s = time.perf_counter() - start
        seq_rate = args.baseline_trials / seq_s * 60

        start = time.perf_counter()
        summary = run_experiments(
            "openai:bench", out_dir=out, shapes=SHAPES, mazes_per_shape=args.mazes_per_shape,
            base_url=server.base_url_openai, client_params=params,
            concurrency=args.concurrency, progress=False,
        )  # fmt: skip
        par_s = time.perf_counter() - start
        par_rate = summary.completed / par_s * 60
        calls = len(server.requests)

    assert summary.errors == 0 and summary.completed == summary.planned
    print(f"latency per call {args.latency * 1000:.0f} ms; baseline pause {args.pause:.1f} s/call")
    print(
        f"sequential loop : {args.baseline_trials:4d} trials in {seq_s:6.1f} s "
        f"({paused.calls} calls) -> {seq_rate:7.1f} trials/min"
    )
    print(
        f"runner (x{args.concurrency:<2d})    : {summary.completed:4d} trials in {par_s:6.1f} s "
        f"-> {par_rate:7.1f} trials/min  (solve {summary.solve_successes}/{summary.completed})"
    )
    print(f"server calls total: {calls}")
    print(f"ratio runner / sequential: {par_rate / seq_rate:.1f}x (target >= 20x)")


if __name__ == "__main__":
    main()
