"""Retry policy, error classification, rate limiter and response cache, without any server."""

from __future__ import annotations

import itertools
import pickle
import random
import threading
import time

import pytest

from agents.base import Completion
from agents.llm.cache import ResponseCache, cache_key
from agents.llm.ratelimit import RateLimiter
from agents.llm.retry import (
    ClientError,
    RetryPolicy,
    call_with_retry,
    is_retryable,
    parse_retry_after,
    redact,
)


class FakeTime:
    """A clock that only moves when someone sleeps."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


def failing(errors: list[ClientError], result: str = "ok"):
    calls = {"n": 0}

    def fn() -> str:
        calls["n"] += 1
        if errors:
            raise errors.pop(0)
        return result

    return fn, calls


def transient(status: int = 500, retry_after: float | None = None) -> ClientError:
    return ClientError(
        "x", code="InternalError", status=status, retryable=True, retry_after=retry_after
    )


@pytest.mark.parametrize(
    ("status", "code", "expected"),
    [
        (429, "Throttling.RateQuota", True),
        (500, "InternalError", True),
        (503, "ServiceUnavailable", True),
        (408, None, True),
        (None, "timeout", True),
        (400, "InvalidParameter", False),
        (401, "InvalidApiKey", False),
        (403, "AccessDenied", False),
        (429, "insufficient_quota", False),
        (400, "Arrearage", False),
    ],
)
def test_error_classification(status: int | None, code: str | None, expected: bool) -> None:
    assert is_retryable(status, code) is expected


def test_parse_retry_after() -> None:
    assert parse_retry_after("2") == 2.0
    assert parse_retry_after(" 0.5 ") == 0.5
    for bad in (None, "", "soon", "-1", "nan", "Wed, 21 Oct 2015 07:28:00 GMT"):
        assert parse_retry_after(bad) is None


def test_backoff_grows_exponentially_with_bounded_jitter() -> None:
    policy = RetryPolicy(base_delay_s=1.0, multiplier=2.0, max_delay_s=10.0, jitter=0.5, seed=1)
    delays = [policy.backoff(i) for i in range(6)]
    for i, d in enumerate(delays):
        cap = min(2.0**i, 10.0)
        assert cap * 0.5 <= d <= cap
    assert delays[5] <= 10.0


def test_backoff_is_reproducible_from_the_seed() -> None:
    a = [RetryPolicy(seed=7).backoff(i) for i in range(5)]
    b = [RetryPolicy(seed=7).backoff(i) for i in range(5)]
    c = [RetryPolicy(rng=random.Random(8)).backoff(i) for i in range(5)]
    assert a == b
    assert a != c


def test_retry_after_sets_a_floor_on_the_wait() -> None:
    policy = RetryPolicy(base_delay_s=0.01, seed=0)
    assert policy.backoff(0, retry_after=3.0) == 3.0


def test_call_with_retry_recovers_from_transient_errors() -> None:
    t = FakeTime()
    policy = RetryPolicy(base_delay_s=0.1, seed=0, sleep=t.sleep, clock=t.clock)
    fn, calls = failing([transient(429, retry_after=2.0), transient(500)])
    result, retries = call_with_retry(fn, policy)
    assert result == "ok"
    assert retries == 2 and calls["n"] == 3
    assert t.sleeps[0] >= 2.0  # Retry-After honoured
    assert 0.05 <= t.sleeps[1] <= 0.2  # second backoff: base * 2, jittered


def test_non_retryable_error_fails_at_once() -> None:
    t = FakeTime()
    policy = RetryPolicy(sleep=t.sleep, clock=t.clock)
    fatal = ClientError("bad key", code="InvalidApiKey", status=401, retryable=False)
    fn, calls = failing([fatal])
    with pytest.raises(ClientError) as info:
        call_with_retry(fn, policy)
    assert info.value.code == "InvalidApiKey"
    assert calls["n"] == 1 and t.sleeps == []


def test_retries_stop_at_max_retries() -> None:
    t = FakeTime()
    policy = RetryPolicy(max_retries=3, base_delay_s=0.01, sleep=t.sleep, clock=t.clock)
    fn, calls = failing([transient() for _ in range(10)])
    with pytest.raises(ClientError) as info:
        call_with_retry(fn, policy)
    assert calls["n"] == 4
    assert info.value.retries == 3


def test_retry_budget_limits_total_time() -> None:
    t = FakeTime()
    policy = RetryPolicy(
        max_retries=50,
        base_delay_s=1.0,
        jitter=0.0,
        max_elapsed_s=5.0,
        sleep=t.sleep,
        clock=t.clock,
    )
    fn, _ = failing([transient() for _ in range(50)])
    with pytest.raises(ClientError) as info:
        call_with_retry(fn, policy)
    assert info.value.code == "retry_budget_exhausted"
    assert sum(t.sleeps) <= 5.0


def test_too_long_retry_after_gives_up() -> None:
    t = FakeTime()
    policy = RetryPolicy(max_retry_after_s=10.0, sleep=t.sleep, clock=t.clock)
    fn, calls = failing([transient(429, retry_after=3600.0)])
    with pytest.raises(ClientError):
        call_with_retry(fn, policy)
    assert calls["n"] == 1 and t.sleeps == []


def test_bad_policy_arguments_raise_value_error() -> None:
    with pytest.raises(ValueError, match="max_retries"):
        RetryPolicy(max_retries=-1)
    with pytest.raises(ValueError, match="jitter"):
        RetryPolicy(jitter=2.0)


def test_client_error_pickles_and_redacts() -> None:
    error = ClientError(
        "key sk-abcdef123 rejected", code="InvalidApiKey", status=401, request_id="r1"
    )
    error.redact_secrets(["sk-abcdef123"])
    assert "sk-abcdef123" not in str(error)
    assert "sk-abcdef123" not in repr(error)
    assert "InvalidApiKey" in str(error) and "401" in str(error)
    clone = pickle.loads(pickle.dumps(error))
    assert (clone.code, clone.status, clone.request_id, clone.retryable) == (
        "InvalidApiKey",
        401,
        "r1",
        False,
    )
    assert redact("a secret-key b", ["secret-key", None, ""]) == "a *** b"


# -- rate limiter -------------------------------------------------------------------------------


def test_rate_limiter_spaces_requests() -> None:
    t = FakeTime()
    limiter = RateLimiter(requests_per_minute=60, clock=t.clock, sleep=t.sleep)
    starts = []
    for _ in range(5):
        with limiter.slot():
            starts.append(t.now)
    gaps = [b - a for a, b in itertools.pairwise(starts)]
    assert starts[0] == 0.0
    assert all(g == pytest.approx(1.0) for g in gaps)


def test_rate_limiter_burst_then_rate() -> None:
    t = FakeTime()
    limiter = RateLimiter(requests_per_minute=120, burst=3, clock=t.clock, sleep=t.sleep)
    starts = []
    for _ in range(5):
        with limiter.slot():
            starts.append(t.now)
    assert starts[:3] == [0.0, 0.0, 0.0]
    assert starts[3] == pytest.approx(0.5) and starts[4] == pytest.approx(1.0)


def test_rate_limiter_caps_concurrency_across_threads() -> None:
    limiter = RateLimiter(max_concurrent=2)
    lock = threading.Lock()
    state = {"now": 0, "max": 0}

    def work() -> None:
        with limiter.slot():
            with lock:
                state["now"] += 1
                state["max"] = max(state["max"], state["now"])
            time.sleep(0.02)
            with lock:
                state["now"] -= 1

    threads = [threading.Thread(target=work) for _ in range(8)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert state["max"] == 2


def test_rate_limiter_rejects_bad_arguments() -> None:
    with pytest.raises(ValueError, match="requests_per_minute"):
        RateLimiter(requests_per_minute=0)
    with pytest.raises(ValueError, match="max_concurrent"):
        RateLimiter(max_concurrent=0)


# -- cache --------------------------------------------------------------------------------------


MESSAGES = [{"role": "user", "content": "hello"}]


def test_cache_key_depends_on_model_messages_and_params() -> None:
    base = cache_key("m", MESSAGES, {"temperature": 0})
    assert base == cache_key("m", [dict(MESSAGES[0])], {"temperature": 0})
    assert base != cache_key("n", MESSAGES, {"temperature": 0})
    assert base != cache_key("m", [{"role": "user", "content": "hello!"}], {"temperature": 0})
    assert base != cache_key("m", MESSAGES, {"temperature": 0.1})
    img = [{"role": "user", "content": [{"type": "image", "image": b"\x89PNG1"}]}]
    img2 = [{"role": "user", "content": [{"type": "image", "image": b"\x89PNG2"}]}]
    assert cache_key("m", img, {}) != cache_key("m", img2, {})


def test_cache_round_trip_and_persistence(tmp_path) -> None:
    path = tmp_path / "cache" / "responses.sqlite"
    completion = Completion(
        text="MOVE: (1, 2)",
        model="qwen-turbo",
        input_tokens=10,
        output_tokens=4,
        request_id="r1",
        logprobs=[{"token": "MOVE", "logprob": -0.1}],
        extra={"finish_reason": "stop"},
    )
    key = cache_key("qwen-turbo", MESSAGES, {"temperature": 0})
    with ResponseCache(path) as cache:
        assert cache.get(key) is None
        cache.put(key, completion)
        assert len(cache) == 1
    with ResponseCache(path) as again:
        hit = again.get(key)
    assert hit is not None and hit.cached
    assert (hit.text, hit.input_tokens, hit.request_id, hit.logprobs) == (
        "MOVE: (1, 2)",
        10,
        "r1",
        [{"token": "MOVE", "logprob": -0.1}],
    )


def test_cache_is_thread_safe(tmp_path) -> None:
    cache = ResponseCache(tmp_path / "c.sqlite")

    def work(i: int) -> None:
        for j in range(20):
            key = f"{i}-{j}"
            cache.put(key, Completion(text=key, model="m"))
            got = cache.get(key)
            assert got is not None and got.text == key

    threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert len(cache) == 160
    cache.close()
