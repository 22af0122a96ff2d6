"""HFChatClient's batching worker: inspect requests share forward passes, and a batched answer
is the answer the request gets alone (tiny offline Qwen2, no downloads)."""

from __future__ import annotations

from collections.abc import Callable
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import numpy as np
import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)

from agents.llm.local import HFChatClient
from agents.testing.threads import together

# Prompts of different lengths, so a batch is padded.
PROMPTS = [
    [{"role": "user", "content": f"The maze {i}:\n1 0 P\n0 G 1\n" + "MOVE: (r, c) " * (1 + 5 * i)}]
    for i in range(8)
]
REPLIES = ["MOVE: (0, 1)", "MOVE: (1, 2)", "MOVE: (10, -1)", "M"]


def _inspect(client: HFChatClient, messages: list) -> Any:
    text = messages[-1]["content"]
    start = text.index("1 0 P")
    return client.inspect(
        messages,
        replies=REPLIES,
        layers=[0, -1],
        spans=[(start, start + 1), (start + 4, start + 5), (9999, 10000)],
    )


def test_concurrent_inspects_share_batches_and_match_each_alone(tiny: Path) -> None:
    alone = HFChatClient(tiny, max_tokens=4, batch_size=1)
    expected = [_inspect(alone, m) for m in PROMPTS]
    assert alone.batch_sizes["inspect"] == [1] * len(PROMPTS)
    batched = HFChatClient(tiny, max_tokens=4, batch_size=8, batch_wait_s=0.2)
    got = together([lambda m=m: _inspect(batched, m) for m in PROMPTS])
    assert max(batched.batch_sizes["inspect"]) > 1  # requests shared forward passes
    assert sum(batched.batch_sizes["inspect"]) == len(PROMPTS)
    for seen, want in zip(got, expected, strict=True):
        assert np.allclose(seen.reply_logprobs, want.reply_logprobs, atol=1e-4)
        assert seen.reply_tokens == want.reply_tokens
        assert seen.prompt_tokens == want.prompt_tokens
        assert seen.span_tokens == want.span_tokens and seen.span_tokens[-1] == -1
        assert np.allclose(seen.last, want.last, atol=1e-4)
        assert np.allclose(seen.spans, want.spans, atol=1e-4)
        assert not seen.spans[-1].any()
    # Longer prompts score differently: the rows were not mixed up.
    assert len({round(s.reply_logprobs[0], 3) for s in got}) > 1


def test_generate_and_inspect_calls_mixed_are_each_batched_by_kind(tiny: Path) -> None:
    alone = HFChatClient(tiny, max_tokens=8, batch_size=1)
    texts = [alone.complete(m).text for m in PROMPTS[:4]]
    scores = [alone.inspect(m, replies=REPLIES).reply_logprobs for m in PROMPTS[4:]]
    batched = HFChatClient(tiny, max_tokens=8, batch_size=8, batch_wait_s=0.2)
    calls: list[Callable[[], Any]] = [lambda m=m: batched.complete(m) for m in PROMPTS[:4]]
    calls += [lambda m=m: batched.inspect(m, replies=REPLIES) for m in PROMPTS[4:]]
    got = together(calls)
    assert [c.text for c in got[:4]] == texts
    for seen, want in zip(got[4:], scores, strict=True):
        assert np.allclose(seen.reply_logprobs, want, atol=1e-4)
    sizes = batched.batch_sizes
    assert sum(sizes["generate"]) == 4 and sum(sizes["inspect"]) == 4
    assert len(sizes["generate"]) + len(sizes["inspect"]) < 8


def test_replies_stop_at_the_end_token_or_the_cap(tiny: Path) -> None:
    client = HFChatClient(tiny, max_tokens=3, batch_size=8, batch_wait_s=0.2)
    got = together([lambda m=m: client.complete(m) for m in PROMPTS])
    for completion in got:
        reason = completion.extra["finish_reason"]
        assert reason in ("stop", "length")
        assert completion.output_tokens == len(completion.logprobs)
        assert completion.output_tokens == 3 if reason == "length" else completion.output_tokens < 3
    one = HFChatClient(tiny, max_tokens=1, batch_size=1).complete(PROMPTS[0])
    assert one.output_tokens <= 1


def test_a_failed_batch_reaches_every_caller_and_the_worker_lives_on(
    tiny: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agents.llm.retry import ClientError

    client = HFChatClient(tiny, max_tokens=2, batch_size=8, batch_wait_s=0.2)

    def boom(batch: list) -> None:
        raise RuntimeError("CUDA out of memory")

    monkeypatch.setattr(client, "_inspect_batch", boom)
    errors = together(
        [lambda m=m: _error(lambda: client.inspect(m, replies=REPLIES)) for m in PROMPTS[:3]]
    )
    assert all(isinstance(e, ClientError) and e.code == "out_of_memory" for e in errors)
    assert client.complete(PROMPTS[0]).output_tokens >= 1


def _error(call: Callable[[], Any]) -> BaseException | str:
    try:
        call()
    except BaseException as exc:  # the test looks at it
        return exc
    return "no error"


def _next_turn(messages: list, reply: str) -> list:
    return [*messages, {"role": "assistant", "content": reply}, {"role": "user", "content": "And?"}]


def test_next_turns_start_from_cached_keys_and_values_batched_or_alone(tiny: Path) -> None:
    plain = HFChatClient(tiny, max_tokens=6, batch_size=1, prefix_cache=0)
    cached = HFChatClient(tiny, max_tokens=6, batch_size=8, batch_wait_s=0.2)
    firsts = together([lambda m=m: cached.complete(m) for m in PROMPTS])
    assert cached.stats["prompt_tokens_reused"] == 0
    seconds = [_next_turn(m, c.text) for m, c in zip(PROMPTS, firsts, strict=True)]
    # Eight second turns at once: one batch, each row reading only what follows its first turn
    # (its prompt, at least), from a different number of cached tokens.
    got = together([lambda m=m: cached.complete(m) for m in seconds])
    assert cached.batch_sizes["generate"][-1] == 8
    assert cached.stats["prompt_tokens_reused"] >= sum(c.input_tokens for c in firsts)
    for seen, messages in zip(got, seconds, strict=True):
        want = plain.complete(messages)
        assert seen.text == want.text
        assert seen.input_tokens == want.input_tokens
        got_lp = [t["logprob"] for t in seen.logprobs]
        assert np.allclose(got_lp, [t["logprob"] for t in want.logprobs], atol=1e-4)


def test_a_decoded_reply_is_cached_with_its_prompt(tiny: Path) -> None:
    from agents.llm.local.decoding import GenerateRequest

    cached = HFChatClient(tiny, max_tokens=6, batch_size=1)
    plain = HFChatClient(tiny, max_tokens=6, batch_size=1, prefix_cache=0)
    cached.complete(PROMPTS[2])
    (entry,) = (
        cached._prefixes.entries.values()
    )  # the prompt's entry was replaced by prompt + reply
    prompt = cached.tokenizer(cached._prompt(PROMPTS[2]), add_special_tokens=False)["input_ids"]
    assert entry["ids"][: len(prompt)] == list(prompt) and len(entry["ids"]) > len(prompt)
    assert entry["cache"][0][0].shape[1] == len(entry["ids"])
    # A prompt that goes on from the reply's tokens reads only its own: the reply's keys and
    # values (computed while decoding) serve as well as a whole read.
    ids = [*entry["ids"], *prompt[:5]]
    answers = []
    for client in (cached, plain):
        request = GenerateRequest(input_ids=list(ids), seed=0)
        client._submit(request)
        answers.append(request)
    assert cached.stats["prompt_tokens_reused"] == len(entry["ids"])
    assert answers[0].tokens == answers[1].tokens
    assert np.allclose(answers[0].token_logprobs, answers[1].token_logprobs, atol=1e-4)


# Two conversations sharing a long opening (as a study's trials share the task's wording).
OPENING = "You are solving a maze one move at a time. " * 6


def _conversation(i: int) -> list:
    return [{"role": "user", "content": f"{OPENING}\nThe maze {i}:\n1 0 P\n0 G 1\nMOVE: (r, c)"}]


def _trial(client: HFChatClient, order: int, i: int) -> tuple[list[float], Any]:
    """Trial ``order`` of a study: conversation ``i``'s first turn, then its second turn's
    hidden states (read as ``--activations`` reads them); both as it computed them."""
    assert client.lockstep is not None
    with client.lockstep.acting_for(order):
        first = client.complete(_conversation(i))
        second = [*_next_turn(_conversation(i), first.text)[:-1], _conversation(i)[0]]
        seen = _inspect(client, second)
    return [t["logprob"] for t in first.logprobs], seen


def test_a_trial_starts_only_from_its_own_cached_turns(tiny: Path) -> None:
    # Trial 1 alone (a resumed run that redoes only it) and after trial 0 (the unbroken run).
    alone = HFChatClient(tiny, max_tokens=6, batch_size=1)
    after = HFChatClient(tiny, max_tokens=6, batch_size=1)
    _trial(after, 0, 0)
    before = after.stats["prompt_tokens_reused"]
    assert before > 0  # trial 0's hidden-state read started from its own first turn
    logprobs, seen = _trial(after, 1, 1)
    want_logprobs, want = _trial(alone, 1, 1)
    # Trial 1 never started from trial 0's opening, only from its own first turn: the same
    # tokens reused, the same forward passes, the same bits.
    assert after.stats["prompt_tokens_reused"] - before == alone.stats["prompt_tokens_reused"] > 0
    assert logprobs == want_logprobs
    assert np.array_equal(seen.last, want.last) and np.array_equal(seen.spans, want.spans)
    assert seen.reply_logprobs == want.reply_logprobs
    # Outside a study (no trial) the shared opening is reused: the rule is what kept it out.
    free = HFChatClient(tiny, max_tokens=6, batch_size=1)
    free.complete(_conversation(0))
    free.complete(_conversation(1))
    assert free.stats["prompt_tokens_reused"] >= 16
