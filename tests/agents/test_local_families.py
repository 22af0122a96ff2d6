"""Every architecture family researchers run through ``hf:`` (Llama, Qwen2, Qwen3, Gemma 2,
Gemma 3, Mistral, Phi-3): batched answers are the one-at-a-time answers token for token, the
one-at-a-time answer is transformers' own ``generate()``, the prefix cache reads fewer tokens for
the same answer, and inspections and attention have the prompt's shapes. Tiny random-weight
models built offline; the sliding window (Gemma 2/3 alternate sliding and full layers, Mistral
and Phi-3 slide in every layer) is small, so prompts and replies fall on both sides of it."""

from __future__ import annotations

from importlib.util import find_spec
from typing import Any

import numpy as np
import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)

from agents.llm.local import HFChatClient
from agents.testing.threads import together
from agents.testing.tiny_hf import FAMILIES, SLIDING, build_tiny_model

WINDOW = 24
MAX_TOKENS = 10
PROMPTS = [
    [{"role": "user", "content": "hi"}],  # under the window
    [{"role": "user", "content": "MOVE: (0, 1) " * 3}],
    [{"role": "user", "content": "The maze:\n1 0 P\n0 G 1\n" + "MOVE: (r, c) " * 8}],
    [{"role": "user", "content": "wall " * 30}],
]


@pytest.fixture(scope="module", params=list(FAMILIES))
def family(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Any:
    name = request.param
    window = WINDOW if name in SLIDING else None
    folder = build_tiny_model(
        tmp_path_factory.mktemp(name) / "model", family=name, sliding_window=window
    )
    alone = HFChatClient(folder, max_tokens=MAX_TOKENS, batch_size=1, prefix_cache=0)
    return name, folder, alone


def test_batched_greedy_is_one_at_a_time_and_transformers_generate(family: Any) -> None:
    name, folder, alone = family
    want = [alone.complete(p) for p in PROMPTS]
    lengths = [c.input_tokens for c in want]
    if name in SLIDING:  # prompts on both sides of the window
        assert min(lengths) < WINDOW < max(lengths), lengths
    batched = HFChatClient(folder, max_tokens=MAX_TOKENS, batch_size=4, batch_wait_s=0.5)
    got = together([lambda p=p: batched.complete(p) for p in PROMPTS])
    assert max(batched.batch_sizes["generate"]) > 1, batched.batch_sizes
    for seen, expected in zip(got, want, strict=True):
        assert [t["token"] for t in seen.logprobs] == [t["token"] for t in expected.logprobs]
        assert seen.text == expected.text
        assert np.allclose(
            [t["logprob"] for t in seen.logprobs],
            [t["logprob"] for t in expected.logprobs],
            atol=1e-3,
        )
    # One at a time is what transformers' own greedy generate() answers (its own caches and
    # masks), past the window for the sliding families.
    import torch

    longest = PROMPTS[-1]
    prompt = alone._prompt(longest)
    ids = torch.tensor([alone._encode(prompt)[0]])
    with torch.inference_mode():
        out = alone.hf_model.generate(
            ids,
            max_new_tokens=MAX_TOKENS,
            do_sample=False,
            pad_token_id=alone.tokenizer.pad_token_id,
        )
    reply = [t for t in out[0, ids.shape[1] :].tolist() if t not in (alone.tokenizer.eos_token_id,)]
    assert alone.tokenizer.decode(reply, skip_special_tokens=True) == want[-1].text


def test_the_prefix_cache_reads_fewer_tokens_for_the_same_reply(family: Any) -> None:
    _, folder, alone = family
    cached = HFChatClient(folder, max_tokens=MAX_TOKENS, batch_size=2, batch_wait_s=0.2)
    assert cached.capabilities() == {"prefix_cache": "on"}
    assert alone.capabilities() == {"prefix_cache": "off: prefix_cache=0"}
    first = together([lambda p=p: cached.complete(p) for p in PROMPTS[2:]])
    turns = [
        [*p, {"role": "assistant", "content": f.text}, {"role": "user", "content": "again " * 9}]
        for p, f in zip(PROMPTS[2:], first, strict=True)
    ]
    before = cached.stats["prompt_tokens_reused"]
    again = together([lambda t=t: cached.complete(t) for t in turns])
    assert cached.stats["prompt_tokens_reused"] - before >= sum(f.input_tokens for f in first)
    assert [a.text for a in again] == [alone.complete(t).text for t in turns]
    # Hidden states (--activations) of the next turn read only its new tokens too: the spans
    # and the last token are in the new message, so the cached prefix stands in for the rest.
    nexts = [
        [*t, {"role": "assistant", "content": a.text}, PROMPTS[2][0]]
        for t, a in zip(turns, again, strict=True)
    ]
    before = cached.stats["prompt_tokens_reused"]
    spans = [(0, 3), (10, 12)]

    def inspect(client: HFChatClient, messages: list) -> Any:
        return client.inspect(messages, replies=["MOVE: (0, 1)"], layers=[0, -1], spans=spans)

    seen = together([lambda n=n: inspect(cached, n) for n in nexts])
    assert cached.stats["prompt_tokens_reused"] > before
    for got, messages in zip(seen, nexts, strict=True):
        want = inspect(alone, messages)
        assert got.span_tokens == want.span_tokens
        assert np.allclose(got.last, want.last, atol=1e-3)
        assert np.allclose(got.spans, want.spans, atol=1e-3)
        assert np.allclose(got.reply_logprobs, want.reply_logprobs, atol=1e-3)


def test_inspection_and_attention_have_the_prompts_shapes(family: Any) -> None:
    _, folder, alone = family
    config = alone.hf_model.config
    layers = int(config.num_hidden_layers)
    batched = HFChatClient(folder, max_tokens=MAX_TOKENS, batch_size=4, batch_wait_s=0.5)

    def spans(messages: list) -> list[tuple[int, int]]:
        text = messages[-1]["content"]
        return [(0, 1), (len(text) - 2, len(text) - 1)]

    def inspect(client: HFChatClient, messages: list) -> Any:
        return client.inspect(
            messages, replies=["MOVE: (0, 1)", "M"], layers=[0, -1], spans=spans(messages)
        )

    def attend(client: HFChatClient, messages: list) -> Any:
        return client.attention(messages, "MOVE: (0, 1)", [[s] for s in spans(messages)])

    want = [inspect(alone, p) for p in PROMPTS]
    got = together([lambda p=p: inspect(batched, p) for p in PROMPTS])
    for seen, expected in zip(got, want, strict=True):
        assert seen.last.shape == (2, config.hidden_size)
        assert seen.spans.shape == (2, 2, config.hidden_size)
        assert all(0 <= t < seen.prompt_tokens for t in seen.span_tokens)
        assert np.allclose(seen.reply_logprobs, expected.reply_logprobs, atol=1e-3)
        assert np.allclose(seen.last, expected.last, atol=1e-3)
    want_mass = [attend(alone, p) for p in PROMPTS]
    got_mass = together([lambda p=p: attend(batched, p) for p in PROMPTS])
    assert max(batched.batch_sizes["attention"]) > 1, batched.batch_sizes
    for seen, expected in zip(got_mass, want_mass, strict=True):
        assert seen.mass.shape == (layers, config.num_attention_heads, 2)
        assert all(g and max(g) < seen.prompt_tokens for g in seen.groups)
        assert ((seen.mass >= 0) & (seen.mass <= 1 + 1e-5)).all()
        assert np.allclose(seen.mass, expected.mass, atol=1e-4)
