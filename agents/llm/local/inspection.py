"""Looking inside: scoring candidate replies to a prompt and reading its hidden states.

A batch of inspections shares one read of its prompts and one pass over all their candidate
replies, the replies running on their prompts' cached keys and values.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

import numpy as np

from agents.llm.local.batching import Request
from agents.llm.local.prefill import PromptReader


@dataclass
class Inspection:
    """What :meth:`~agents.llm.local.HFChatClient.inspect` read from one forward pass over a
    conversation.

    Attributes:
        reply_logprobs: per given reply, the summed log-probability of its tokens as the
            assistant's answer (natural log; the model's own distribution, temperature 1).
        reply_tokens: per given reply, how many tokens it is.
        prompt_tokens: tokens in the prompt (chat template applied).
        layers: the hidden-state layers asked for, as given (0: embeddings, -1: the last).
        last: ``float32 (len(layers), hidden)`` at the last prompt token, or None (no layers).
        spans: ``float32 (len(spans), len(layers), hidden)``: at the last token of each span, or
            None (no layers or no spans).
        span_tokens: per span, the prompt token its row comes from (-1: the span was not
            found in the prompt; its row is then zeros).
    """

    reply_logprobs: list[float]
    reply_tokens: list[int]
    prompt_tokens: int
    layers: tuple[int, ...] = ()
    last: Any = None
    spans: Any = None
    span_tokens: list[int] = field(default_factory=list)


@dataclass(kw_only=True)
class InspectRequest(Request):
    """A prompt waiting for its replies' scores and its hidden states."""

    kind: ClassVar[str] = "inspect"
    reply_ids: list[list[int]]
    layers: list[int]
    span_tokens: list[int]
    scores: list[float] = field(default_factory=list)
    last: Any = None
    rows: Any = None


def span_tokens(
    prompt: str, content: str, offsets: list[Any], spans: Sequence[tuple[int, int]]
) -> list[int]:
    """Per ``(start, end)`` character span of ``content`` (the last message, found last in
    ``prompt``), the last prompt token overlapping it, by the tokens' character ``offsets`` in
    ``prompt``; -1 where the span is out of range or ``content`` is not in ``prompt``."""
    if not spans:
        return []
    base = prompt.rfind(content) if content else -1
    found = []
    for start, end in spans:
        index = -1
        if base >= 0 and 0 <= start < end <= len(content):
            a, b = base + start, base + end
            for i, (s0, s1) in enumerate(offsets):
                if s0 < b and s1 > a:
                    index = i
                elif s0 >= b:
                    break
        found.append(index)
    return found


def inspect_batch(
    batch: list[InspectRequest], reader: PromptReader, lock: Any, count: Callable[..., None]
) -> None:
    """Every inspect request of ``batch`` in two forward passes shared by all of them.

    Pass 1 (:meth:`PromptReader.prefill`): the prompts give the hidden states and each reply's
    first token. Pass 2: every reply longer than one token, one row each, on a copy of its
    prompt's cached keys and values, so no prompt is computed twice however many candidates it
    has (where the prompt dominates, as on a CPU, that beats one padded batch of prompt+reply
    rows by about the number of candidates). Each request gets its ``scores``, ``last`` and
    ``rows``; ``lock`` is held while the model runs and ``count`` adds ``inspect_batches``.
    """
    torch, device = reader.torch, reader.device
    second = [
        (row, k)
        for row, r in enumerate(batch)
        for k, reply in enumerate(r.reply_ids)
        if len(reply) > 1
    ]
    with lock, torch.inference_mode():
        # Hidden states are read from the last prompt token and the spans' tokens on: the
        # prefix cache may stand in for the tokens before them.
        needed = [min([len(r.input_ids) - 1, *(t for t in r.span_tokens if t >= 0)]) for r in batch]
        cache, first, mask, hidden = reader.prefill(
            batch, hidden=any(r.layers for r in batch), needed=needed
        )
        for row, request in enumerate(batch):
            request.scores = [float(first[row, r[0]]) if r else 0.0 for r in request.reply_ids]
            if not request.layers:
                continue
            stack = torch.stack([hidden[layer][row] for layer in request.layers])
            request.last = stack[:, len(request.input_ids) - 1, :].float().cpu().numpy()
            if request.span_tokens:
                picks = torch.tensor([max(t, 0) for t in request.span_tokens])
                chosen = stack[:, picks.to(stack.device), :].permute(1, 0, 2)
                rows = chosen.float().cpu().numpy()
                rows[np.asarray(request.span_tokens) < 0] = 0.0
                request.rows = rows
            del stack
        del hidden
        if second:
            replies = [batch[row].reply_ids[k] for row, k in second]
            index = torch.tensor([row for row, _ in second], dtype=torch.long)
            cache.reorder_cache(index.to(device))
            more_ids, _ = reader.right_pad(replies)
            starts = torch.tensor([len(batch[row].input_ids) for row, _ in second])
            steps = torch.arange(more_ids.shape[1])
            here = starts[:, None] + steps[None, :]
            keys = torch.cat([reader.prompt_positions(starts.tolist(), mask.shape[1]), here], 1)
            more, _ = reader.forward(
                more_ids, cache, mask=reader.gap_mask(keys, here), positions=here
            )
            logp = torch.log_softmax(more.logits.float(), dim=-1)
            picked = logp[:, :-1].gather(2, more_ids[:, 1:, None].to(logp.device))
            values = picked[..., 0].cpu().tolist()
            for i, (row, k) in enumerate(second):
                for step in range(len(replies[i]) - 1):
                    batch[row].scores[k] += values[i][step]
            del more, logp
        del cache
    count(inspect_batches=1)
