"""Chat-client overheads against the loopback server, measured side by side in one run.

Three ratios (absolute times depend on the machine; the ratios are the result):

1. QwenClient.complete (retry loop, rate limiter, bookkeeping) vs a bare
   ``dashscope.Generation.call`` to the same loopback server: target <= 1.2x (noisy on a
   loaded machine; the bookkeeping alone is also measured against a stub request).
2. 64 calls at 50 ms simulated model latency: 16 threads sharing one client vs one thread:
   target >= 8x (the runner's thread pool really overlaps requests).
3. A response-cache hit vs a network call: target <= 0.2x.

Run: ``NO_PROXY=127.0.0.1,localhost python benchmarks/bench_llm_clients.py``
"""

from __future__ import annotations

import os
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

os.environ.setdefault("NO_PROXY", "127.0.0.1,localhost")
os.environ.setdefault("DASHSCOPE_API_KEY", "sk-benchmark-not-a-real-key")

from agents.llm.qwen import QwenClient
from agents.llm.remote import (
    DEFAULT_TIMEOUT_S,
    REMOTE_MAX_TOKENS,
    REMOTE_TEMPERATURE,
    REMOTE_TOP_P,
)
from agents.testing import LoopbackServer

MESSAGES = [{"role": "user", "content": "Where do you move? MOVE: (row, col)"}]
N = 100


def timed(fn, n: int) -> float:
    fn()  # warm-up: imports, connection pool
    start = time.perf_counter()
    for _ in range(n):
        fn()
    return time.perf_counter() - start


def interleaved(a, b, n: int, rounds: int = 5) -> tuple[float, float]:
    """Best-of-``rounds`` times of ``a`` and ``b``, alternating so drift hits both alike."""
    ta, tb = [], []
    for _ in range(rounds):
        ta.append(timed(a, n))
        tb.append(timed(b, n))
    return min(ta), min(tb)


def bookkeeping_overhead() -> tuple[float, float]:
    """Seconds per call of RemoteChatClient.complete around a stub request vs the stub alone."""
    from agents.base import Completion
    from agents.llm.remote import RemoteChatClient

    class Stub(RemoteChatClient):
        def _attempt(self, messages, params):
            return Completion(text="MOVE: (1, 2)", model=self.model)

    client = Stub("stub", api_key="sk-stub-key")
    n = 5000
    wrapped, bare = interleaved(
        lambda: client.complete(MESSAGES),
        lambda: client._attempt(MESSAGES, client.sampling_params()),
        n,
    )
    return wrapped / n, bare / n


def main() -> None:
    import dashscope

    wrapped, stub = bookkeeping_overhead()
    print(
        f"bookkeeping (validation, limiter, retry loop, stats) adds "
        f"{(wrapped - stub) * 1e6:.1f} us per call (a loopback round trip is ~1000 us)"
    )

    with LoopbackServer(lambda req: "MOVE: (1, 2)") as server:
        client = QwenClient("qwen-turbo", base_url=server.base_url_dashscope)
        key = os.environ["DASHSCOPE_API_KEY"]
        ours, bare = interleaved(
            lambda: client.complete(MESSAGES),
            lambda: dashscope.Generation.call(
                model="qwen-turbo",
                messages=MESSAGES,
                api_key=key,
                result_format="message",
                base_address=server.base_url_dashscope,
                temperature=REMOTE_TEMPERATURE,  # what our client sends by default
                top_p=REMOTE_TOP_P,
                max_tokens=REMOTE_MAX_TOKENS,
                request_timeout=DEFAULT_TIMEOUT_S,
            ),
            N,
        )
        with tempfile.TemporaryDirectory() as tmp:
            cached = QwenClient(
                "qwen-turbo",
                base_url=server.base_url_dashscope,
                temperature=0.0,
                cache=os.path.join(tmp, "c.sqlite"),
            )
            hit = timed(lambda: cached.complete(MESSAGES), N)
    print(
        f"client overhead: {ours / N * 1e3:.2f} ms vs bare SDK {bare / N * 1e3:.2f} ms "
        f"per call -> ratio {ours / bare:.2f}x (target <= 1.2x)"
    )
    print(
        f"cache hit: {hit / N * 1e3:.3f} ms vs network {ours / N * 1e3:.2f} ms "
        f"-> ratio {hit / ours:.3f}x (target <= 0.2x)"
    )

    with LoopbackServer(lambda req: "MOVE: (1, 2)", latency_s=0.05) as server:
        client = QwenClient("qwen-turbo", base_url=server.base_url_dashscope, max_concurrent=16)
        client.complete(MESSAGES)
        start = time.perf_counter()
        for _ in range(64):
            client.complete(MESSAGES)
        serial = time.perf_counter() - start
        start = time.perf_counter()
        with ThreadPoolExecutor(16) as pool:
            list(pool.map(lambda _: client.complete(MESSAGES), range(64)))
        parallel = time.perf_counter() - start
    print(
        f"64 calls at 50 ms latency: 1 thread {serial:.2f} s, 16 threads {parallel:.2f} s "
        f"-> speed-up {serial / parallel:.1f}x (target >= 8x)"
    )


if __name__ == "__main__":
    main()
