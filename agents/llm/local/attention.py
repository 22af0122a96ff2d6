"""Attention from a reply to chosen parts of its prompt (``HFChatClient.attention``).

**What is measured.** A prompt (the chat template applied to the conversation) of ``P`` tokens
is followed by a reply of ``n`` tokens (the reply text tokenized as it follows the prompt). The
*answer queries* are the positions whose next-token prediction is a reply token: the last prompt
token (it predicts the first reply token) and every reply token but the last (``max(n, 1)``
queries; a reply of no tokens has the last prompt token alone). Each *group* is a set of prompt
tokens (a maze cell's tokens: :func:`tokens_in_spans`). For layer ``l`` and head ``h``::

    mass[l, h, g] = mean over queries q of  sum over tokens t of  w[l, h, q, t] * share[t, g]

where ``w`` is the softmax attention weight (a row sums to 1 over the tokens the query sees)
and ``share[t, g]`` is ``1 / k`` when token ``t`` belongs to ``k`` groups (a token that spans
two cells gives each half), 0 outside every group. So ``mass[l, h].sum()`` is the mean share
of attention the answer puts on the union of the groups' tokens: between 0 and 1.

**How.** The prompt without its last token is read on the fast path (the prefix cache
applies, so the next turn of a conversation reads only its new tokens); then the answer
queries run on its keys and values with the model switched to eager attention (the only
implementation that returns its weights), each layer's weights reduced by a forward hook to
``[heads, groups]`` as soon as they exist, and the model switched back. Nothing changes for
calls that do not ask for attention. Cost: one extra forward pass over the reply per call,
its attention ``batch x heads x n x (P + n)`` per layer at a time.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from agents.llm.local.batching import Request
from agents.llm.local.prefill import PromptReader

EAGER = "eager"


@dataclass
class AttentionMass:
    """What :meth:`~agents.llm.local.HFChatClient.attention` measured for one reply.

    Attributes:
        mass: ``float32 (layers, heads, groups)``: the attention mass from the answer queries
            to each group's tokens (module docstring); layers are the model's blocks in order.
        groups: per group, the prompt tokens in it (empty: none of its spans was found).
        queries: how many answer queries were averaged (``max(reply tokens, 1)``).
        prompt_tokens: tokens in the prompt (chat template applied).
    """

    mass: Any
    groups: list[list[int]]
    queries: int
    prompt_tokens: int


@dataclass(kw_only=True)
class AttentionRequest(Request):
    """A prompt (without its last token: ``input_ids``) waiting for its answer queries' mass."""

    kind: ClassVar[str] = "attention"
    queries: list[int]  # the last prompt token and the reply tokens but the last
    groups: list[list[int]]
    mass: Any = None


def tokens_in_spans(
    prompt: str,
    content: str,
    offsets: Sequence[Any],
    spans: Sequence[Sequence[tuple[int, int]]],
) -> list[list[int]]:
    """Per group of ``(start, end)`` character spans of ``content`` (the last message, found
    last in ``prompt``), every prompt token whose characters overlap one of them, ascending.

    ``offsets`` are the tokens' ``(start, end)`` character offsets in ``prompt`` (a fast
    tokenizer's offset mapping). A group is empty when ``content`` is not in ``prompt`` or its
    spans are out of ``content``'s range. Never raises on the spans' values.
    """
    base = prompt.rfind(content) if content else -1
    starts = np.asarray([int(s) for s, _ in offsets], dtype=np.int64)
    ends = np.asarray([int(e) for _, e in offsets], dtype=np.int64)
    found: list[list[int]] = []
    for group in spans:
        hits: set[int] = set()
        for start, end in group:
            if base < 0 or not (0 <= start < end <= len(content)):
                continue
            a, b = base + start, base + end
            hits.update(np.flatnonzero((starts < b) & (ends > a)).tolist())
        found.append(sorted(hits))
    return found


def share_matrix(groups: Sequence[Sequence[int]], width: int) -> np.ndarray:
    """``float32 (width, len(groups))``: ``1 / k`` where a token (row) is in ``k`` groups."""
    share = np.zeros((width, len(groups)), dtype=np.float32)
    for g, tokens in enumerate(groups):
        for t in tokens:
            if 0 <= t < width:
                share[t, g] = 1.0
    counts = share.sum(axis=1, keepdims=True)
    return np.divide(share, counts, out=np.zeros_like(share), where=counts > 0)


def attention_modules(model: Any) -> list[Any]:
    """The self-attention module of every decoder layer, in order (``...layers.<i>.self_attn``);
    a ValueError when the model has no such modules (the capture needs them)."""
    found = [m for name, m in model.named_modules() if name.endswith("self_attn")]
    layers = int(getattr(model.config, "num_hidden_layers", len(found)))
    if not found or len(found) != layers:
        raise ValueError(
            f"{type(model).__name__} has {len(found)} '...self_attn' modules for {layers} "
            "layers; attention capture needs one per decoder layer (Llama, Qwen, Mistral, "
            "Gemma and most causal language models)"
        )
    return found


@contextlib.contextmanager
def eager_attention(model: Any) -> Iterator[None]:
    """Run ``model`` with eager attention inside the block, its own implementation after."""
    before = getattr(model.config, "_attn_implementation", None)
    if before == EAGER or before is None:
        yield
        return
    model.set_attn_implementation(EAGER)
    try:
        yield
    finally:
        model.set_attn_implementation(before)


def attention_batch(
    batch: list[AttentionRequest], reader: PromptReader, lock: Any, count: Callable[..., None]
) -> None:
    """Every request of ``batch`` in one prompt read and one eager pass over the answer
    queries (module docstring); each request gets its ``mass`` ``(layers, heads, groups)``."""
    torch, model = reader.torch, reader.model
    modules = attention_modules(model)
    with lock, torch.inference_mode():
        cache, _, mask, _ = reader.prefill(batch)
        width = mask.shape[1]
        query_ids, _ = reader.right_pad([r.queries for r in batch])
        n = query_ids.shape[1]
        # Column j of the weights: prompt token j (j < width, padding after each prompt), then
        # the queries; every group token is a prompt token, the last one being a query.
        shares = []
        for request in batch:
            p = len(request.input_ids)
            moved = [[t if t < p else width + (t - p) for t in g] for g in request.groups]
            shares.append(torch.from_numpy(share_matrix(moved, width + n)))
        per_layer: list[Any] = []

        def reduce(_module: Any, _inputs: Any, output: Any) -> None:
            weights = output[1] if isinstance(output, tuple) and len(output) > 1 else None
            if weights is None:
                raise RuntimeError("the attention module returned no weights under eager")
            rows = []
            for row, request in enumerate(batch):
                q = len(request.queries)
                w = weights[row, :, :q, :].float().cpu()  # (heads, q, width + n)
                rows.append((w @ shares[row]).mean(dim=1))  # (heads, groups)
            per_layer.append(rows)

        hooks = [m.register_forward_hook(reduce) for m in modules]
        try:
            with eager_attention(model):
                starts = torch.tensor([len(r.input_ids) for r in batch])
                here = starts[:, None] + torch.arange(n)[None, :]
                keys = torch.cat([reader.prompt_positions(starts.tolist(), width), here], 1)
                reader.forward(query_ids, cache, mask=reader.gap_mask(keys, here), positions=here)
        finally:
            for hook in hooks:
                hook.remove()
        del cache
    for row, request in enumerate(batch):
        request.mass = torch.stack([layer[row] for layer in per_layer]).numpy()
    count(attention_batches=1)


__all__ = [
    "EAGER",
    "AttentionMass",
    "AttentionRequest",
    "attention_batch",
    "attention_modules",
    "eager_attention",
    "share_matrix",
    "tokens_in_spans",
]
