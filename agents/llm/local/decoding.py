"""Decoding replies for a batch of prompts: one prefill, then one forward per new token for every
row, greedy at :data:`GREEDY_TEMPERATURE`, else sampled with one seeded generator per row (so a
reply does not depend on which other prompts shared its batch)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from agents.llm.local.batching import Request
from agents.llm.local.prefill import PromptReader
from agents.llm.reading.pipeline import LENGTH

GREEDY_TEMPERATURE = 0.0
"""Temperature 0: decode greedily (the local client's default); above it, sample."""
LOCAL_TOP_P = 1.0
LOCAL_MAX_TOKENS = 1024


@dataclass(kw_only=True)
class GenerateRequest(Request):
    """A prompt waiting for its reply."""

    kind: ClassVar[str] = "generate"
    seed: int
    tokens: list[int] | None = None
    token_logprobs: list[float] | None = None
    finish_reason: str = ""


def generate(
    batch: list[GenerateRequest],
    reader: PromptReader,
    lock: Any,
    *,
    max_tokens: int,
    temperature: float,
    top_p: float,
    count: Callable[..., None],
) -> None:
    """Decode ``batch`` together: one prefill, then one forward per new token for all rows.

    A plain loop rather than ``generate()``: prompts are right-padded (see
    :meth:`PromptReader.prefill`), each row's new tokens continue at its own positions with the
    padding gap masked out (:mod:`~agents.llm.local.masks`), and the loop stops as soon as every row has ended its reply. Each
    request gets its ``tokens``, ``token_logprobs`` and ``finish_reason``; the prompts with the
    tokens fed back go to the prefix cache.

    Args:
        batch: The requests, one row each.
        reader: Reads the prompts and holds the model, tokenizer and prefix cache.
        lock: Held while the model runs.
        max_tokens: Longest reply in tokens.
        temperature: :data:`GREEDY_TEMPERATURE` decodes greedily; above it samples.
        top_p: Nucleus sampling mass when sampling.
        count: Adds to the client's counters (here ``batches``).
    """
    torch, model = reader.torch, reader.model
    eos = eos_ids(model, reader.tokenizer)
    pad = reader.tokenizer.pad_token_id
    pick = sampler(torch, [r.seed for r in batch], temperature, top_p) if temperature > 0 else None
    n = len(batch)
    tokens: list[list[int]] = [[] for _ in batch]
    logprobs: list[list[float]] = [[] for _ in batch]
    stopped = [False] * n
    with lock, torch.inference_mode():
        cache, logp, prompt_mask, _ = reader.prefill(batch)
        width = prompt_mask.shape[1]
        positions = torch.tensor([len(r.input_ids) for r in batch], dtype=torch.long)
        # Rows of different lengths leave a padding gap before their reply: then every step
        # gets its own mask from positions (a sliding window moves with each token); rows
        # without a gap let the model build its own.
        keys = None
        if not bool(prompt_mask.all()):
            replies = positions[:, None] + torch.arange(max_tokens)[None, :]
            keys = torch.cat([reader.prompt_positions(positions.tolist(), width), replies], 1)
        fed = 0  # tokens fed back so far (each row's first ``fed`` reply tokens are cached)
        for step in range(max_tokens):
            scores = logp if pick is None else pick(None, logp)
            chosen = scores.argmax(dim=-1)
            picked = logp.gather(1, chosen[:, None])[:, 0].tolist()
            for row, token in enumerate(chosen.tolist()):
                if stopped[row]:
                    continue
                if token in eos:
                    stopped[row] = True
                else:
                    tokens[row].append(token)
                    logprobs[row].append(picked[row])
            if all(stopped) or step == max_tokens - 1:
                break
            feed = torch.where(torch.tensor(stopped), pad, chosen)
            here = (positions + step)[:, None]
            mask = None if keys is None else reader.gap_mask(keys[:, : width + step + 1], here)
            out, cache = reader.forward(feed[:, None], cache, mask=mask, positions=here)
            fed += 1
            logp = torch.log_softmax(out.logits[:, -1].float(), dim=-1).cpu()
        reader.prefixes.remember(
            [r.input_ids for r in batch],
            cache,
            [t[:fed] for t in tokens],
            owners=[r.order for r in batch],
        )
        del cache
    for row, request in enumerate(batch):
        request.tokens, request.token_logprobs = tokens[row], logprobs[row]
        request.finish_reason = "stop" if stopped[row] else LENGTH
    count(batches=1)


def eos_ids(model: Any, tokenizer: Any) -> set[int]:
    """The tokens that end a reply: the model's generation config's and the tokenizer's."""
    eos = model.generation_config.eos_token_id
    ids = set(eos if isinstance(eos, list) else [eos] if eos is not None else [])
    if tokenizer.eos_token_id is not None:
        ids.add(tokenizer.eos_token_id)
    return ids


def sampler(torch: Any, seeds: list[int], temperature: float, top_p: float) -> Any:
    """A logits processor that samples each row with its own generator, then forces the
    pick: greedy decoding over the result is sampling whose draws do not depend on the batch."""
    import transformers

    generators = [torch.Generator().manual_seed(s) for s in seeds]

    class _Sample(transformers.LogitsProcessor):
        def __call__(self, input_ids: Any, scores: Any) -> Any:
            logits = scores.float().cpu() / temperature
            probs = torch.softmax(logits, dim=-1)
            if top_p < 1:
                ordered, order = probs.sort(dim=-1, descending=True)
                outside = ordered.cumsum(dim=-1) - ordered > top_p
                ordered[outside] = 0
                probs = torch.zeros_like(probs).scatter(-1, order, ordered)
            forced = torch.full_like(scores, float("-inf"))
            for row, generator in enumerate(generators):
                pick = torch.multinomial(probs[row], 1, generator=generator)
                forced[row, pick.to(scores.device)] = 0
            return forced

    return _Sample()
