"""Reading a batch of prompts into keys and values: whole, or on top of a cached prefix.

Prompts are right-padded and read with no attention mask (causal attention never sees the
padding after a token; a mask would push a CPU onto a far slower attention path). A prompt that
begins with a recently read prompt, or with a prompt and the reply decoded to it
(:mod:`agents.llm.local.prefix_cache`), starts from their cached keys and values and reads only
the rest, the rows of a batch together.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from agents.llm.local.batching import Request
from agents.llm.local.masks import (
    cache_keyword,
    gap_masks,
    layer_windows,
    new_cache,
    output_cache,
    prompt_positions,
)
from agents.llm.local.prefix_cache import PrefixCache, layer_kv


class PromptReader:
    """Reads prompts with one model, remembering them in a prefix cache.

    Args:
        torch: The ``torch`` module.
        model: The causal language model.
        tokenizer: Its tokenizer (for the padding token).
        device: Where the model runs.
        prefixes: The prefix cache read from and added to.
        count: Adds to the client's counters (here ``prompt_tokens_reused``, the cached tokens
            a read started from, and ``prompt_tokens_read``, the prompt tokens it computed).
    """

    def __init__(
        self,
        torch: Any,
        model: Any,
        tokenizer: Any,
        device: str,
        prefixes: PrefixCache,
        count: Callable[..., None],
    ) -> None:
        self.torch = torch
        self.model = model
        self.tokenizer = tokenizer
        self.device = device
        self.prefixes = prefixes
        self._count = count
        self.windows = layer_windows(model.config)
        # False reads hidden states whole, never on a cached prefix (the benchmark's baseline:
        # benchmarks/bench_local.py measures what reading on the cache saves).
        self.hidden_from_cache = True
        self._cache_keyword = cache_keyword(model)

    def forward(
        self,
        ids: Any,
        cache: Any,
        *,
        mask: Any = None,
        positions: Any = None,
        hidden: bool = False,
        keep: Any = None,
    ) -> tuple[Any, Any]:
        """One forward pass of ``ids`` on ``cache`` (which it extends); ``(out, cache)``.

        The one place that names transformers' keywords (the cache's changed name in 5.x:
        :func:`~agents.llm.local.masks.cache_keyword`); ``mask`` is None (the model builds
        its own: rows without gaps) or :func:`~agents.llm.local.masks.gap_masks`."""
        extra: dict[str, Any] = {} if keep is None else {"logits_to_keep": keep}
        if hidden:
            extra["output_hidden_states"] = True
        out = self.model(
            input_ids=ids.to(self.device),
            attention_mask=_to(mask, self.device),
            position_ids=None if positions is None else positions.to(self.device),
            use_cache=True,
            **{self._cache_keyword: cache},
            **extra,
        )
        return out, output_cache(out)

    def gap_mask(self, keys: Any, queries: Any) -> Any:
        """:func:`~agents.llm.local.masks.gap_masks` for this model (positions per column of
        the cache and per new token)."""
        return gap_masks(self.torch, self.windows, keys, queries, self.model.dtype)

    def prompt_positions(self, lengths: list[int], width: int) -> Any:
        """Right-padded prompts' column positions (-1 in the padding)."""
        return prompt_positions(self.torch, lengths, width)

    def check_cache(self) -> str | None:
        """Why the prefix cache cannot keep this model's keys and values, or None when it can:
        one forward pass of two tokens, its cache read the way the prefix cache reads it."""
        torch = self.torch
        ids = torch.full((1, 2), self.tokenizer.pad_token_id, dtype=torch.long)
        try:
            with torch.inference_mode():
                _, cache = self.forward(ids, new_cache())
            layer_kv(cache)
        except TypeError as exc:
            return str(exc)
        return None

    def prefill(
        self, batch: list[Request], *, hidden: bool = False, needed: list[int] | None = None
    ) -> tuple[Any, Any, Any, Any]:
        """Read the prompts of ``batch``; returns ``(cache, logp, mask, hidden_states)``.

        ``cache`` covers ``mask.shape[1]`` columns, each row's prompt in its first columns
        (``mask`` 1) and padding after; ``logp`` is the log-softmax at each prompt's last token
        ``(B, vocab)`` on the CPU; ``hidden_states`` per layer ``(B, columns, hidden)`` (None
        unless ``hidden``).

        Prompts that begin with a recently read prompt (the same conversation one turn later,
        or scoring the candidates of the step just answered) start from that prompt's cached
        keys and values and read only the rest, the rows together (:meth:`_extend`); the
        others are read whole, together (:meth:`_read`). A study trial's prompt starts only
        from the trial's own earlier calls (:mod:`~agents.llm.local.prefix_cache` says why).
        With ``hidden``, ``needed`` gives per
        row the first token whose hidden states are read (a cached prefix has none): a row
        reuses at most the tokens before it, and its hidden states before it are zeros.
        """
        torch = self.torch
        reuse = [(None, 0)] * len(batch)
        if self.prefixes:
            limits = needed if hidden and self.hidden_from_cache else None
            if not hidden or limits is not None:
                reuse = [
                    self.prefixes.best(
                        r.input_ids, limit=None if limits is None else limits[i], owner=r.order
                    )
                    for i, r in enumerate(batch)
                ]
        whole = [row for row, (entry, _) in enumerate(reuse) if entry is None]
        if len(whole) == len(batch):
            out, logp, mask = self._read(batch, hidden=hidden)
            cache = output_cache(out)
            self.prefixes.remember(
                [r.input_ids for r in batch], cache, owners=[r.order for r in batch]
            )
            return cache, logp, mask, out.hidden_states if hidden else None
        ids = [r.input_ids for r in batch]
        _, mask = self.right_pad(ids)
        width = mask.shape[1]
        states: list[Any] | None = None
        rows: list[Any] = [None] * len(batch)  # per row: (per-layer (keys, values), logp)
        if whole:
            part = [batch[row] for row in whole]
            out, logp, _ = self._read(part, hidden=hidden)
            layers = layer_kv(output_cache(out))
            for i, row in enumerate(whole):
                n = len(batch[row].input_ids)
                rows[row] = ([(k[i, :, :n], v[i, :, :n]) for k, v in layers], logp[i])
            if hidden:
                states = self._place_states(states, out.hidden_states, whole, 0, width, ids)
            del out
        extended = [row for row, (entry, _) in enumerate(reuse) if entry is not None]
        read, extended_states = self._extend(
            [(batch[row].input_ids, reuse[row][0]["cache"], reuse[row][1]) for row in extended],
            hidden=hidden,
        )
        for row, kv_logp in zip(extended, read, strict=True):
            rows[row] = kv_logp
        if hidden:
            starts = [reuse[row][1] for row in extended]
            states = self._place_states(states, extended_states, extended, starts, width, ids)
        cache = self._padded_cache([kv for kv, _ in rows], width)
        logp = torch.stack([lp for _, lp in rows])
        self.prefixes.remember([r.input_ids for r in batch], cache, owners=[r.order for r in batch])
        return cache, logp, mask, states

    def _place_states(
        self,
        states: list[Any] | None,
        read: Any,
        rows: list[int],
        starts: int | list[int],
        width: int,
        ids: list[list[int]],
    ) -> list[Any]:
        """Per layer ``(B, width, hidden)``: ``read``'s hidden states (one row per entry of
        ``rows``, from the row's token ``starts``) put in their rows' columns; zeros elsewhere."""
        begin = [starts] * len(rows) if isinstance(starts, int) else starts
        if states is None:
            states = [layer.new_zeros((len(ids), width, layer.shape[-1])) for layer in read]
        for layer, out in zip(states, read, strict=True):
            for i, row in enumerate(rows):
                n = len(ids[row]) - begin[i]
                layer[row, begin[i] : begin[i] + n] = out[i, :n]
        return states

    def right_pad(self, rows: list[list[int]]) -> tuple[Any, Any]:
        """``(ids, mask)``: ``rows`` right-padded to the longest."""
        torch = self.torch
        width = max(len(r) for r in rows)
        ids = torch.full((len(rows), width), self.tokenizer.pad_token_id, dtype=torch.long)
        mask = torch.zeros((len(rows), width), dtype=torch.long)
        for row, tokens in enumerate(rows):
            ids[row, : len(tokens)] = torch.tensor(tokens, dtype=torch.long)
            mask[row, : len(tokens)] = 1
        return ids, mask

    def _padded_cache(self, rows: list[list[tuple[Any, Any]]], width: int) -> Any:
        """A cache of ``width`` columns holding each row's per-layer ``(keys, values)`` in its
        first columns, zeros after (the padding every later pass masks or never sees)."""
        cache = new_cache()
        for layer in range(len(rows[0])):
            k0, v0 = rows[0][layer]
            shape = (len(rows), k0.shape[0], width, k0.shape[2])
            keys, values = k0.new_zeros(shape), v0.new_zeros(shape)
            for row, kv in enumerate(rows):
                k, v = kv[layer]
                keys[row, :, : k.shape[1]] = k
                values[row, :, : v.shape[1]] = v
            cache.update(keys, values, layer)
        return cache

    def _read(self, batch: list[Request], *, hidden: bool) -> tuple[Any, Any, Any]:
        """The prompts whole, right-padded and with no mask; ``(out, logp, mask)``.

        Causal attention never looks ahead, so a real token never sees the padding after it:
        every row computes what its prompt alone would, at its own positions, and the
        attention stays on the fast unmasked path (a padding mask makes a CPU materialize
        batch x tokens x tokens scores, ~10x slower than the prompts one by one).
        """
        torch = self.torch
        ids, mask = self.right_pad([r.input_ids for r in batch])
        ends = [len(r.input_ids) - 1 for r in batch]
        keep = sorted(set(ends))
        out, _ = self.forward(
            ids, new_cache(), hidden=hidden, keep=torch.tensor(keep, dtype=torch.long)
        )
        self._count(prompt_tokens_read=sum(e + 1 for e in ends))
        picks = torch.tensor([keep.index(e) for e in ends], device=out.logits.device)
        last = out.logits[torch.arange(len(batch), device=picks.device), picks]
        return out, torch.log_softmax(last.float(), dim=-1).cpu(), mask

    def _extend(
        self, rows: list[tuple[list[int], list[tuple[Any, Any]], int]], *, hidden: bool = False
    ) -> tuple[list[tuple[Any, Any]], Any]:
        """Prompts on the first ``kept`` tokens of stored prompts' keys and values, read in one
        forward pass; per row ``(per-layer (keys, values) of the whole prompt, logp at its last
        token)``, and (with ``hidden``, else None) the hidden states of the new tokens, per
        layer ``(rows, longest new, hidden)``. ``rows``: ``(ids, stored per-layer (keys,
        values), kept)``.

        The cache holds each row's kept tokens in its first columns (padding up to the longest
        kept), the new tokens go after it right-padded; an additive mask lets each new token see
        its row's kept tokens and its own new tokens up to itself (in a sliding layer, the last
        ``window`` of them). One row needs no mask.
        """
        torch = self.torch
        kept = [k for _, _, k in rows]
        new = [len(ids) - k for ids, _, k in rows]
        width, longest = max(kept), max(new)
        cache = self._padded_cache(
            [[(k[:, :n], v[:, :n]) for k, v in stored] for _, stored, n in rows], width
        )
        rest, _ = self.right_pad([ids[k:] for ids, _, k in rows])
        positions = torch.tensor(kept)[:, None] + torch.arange(longest)[None, :]
        bias = None
        if len(rows) > 1:
            keys = torch.cat([self.prompt_positions(kept, width), positions], dim=1)
            bias = self.gap_mask(keys, positions)
        ends = [n - 1 for n in new]
        keep = sorted(set(ends))
        out, cache = self.forward(
            rest,
            cache,
            mask=bias,
            positions=positions,
            hidden=hidden,
            keep=torch.tensor(keep, dtype=torch.long),
        )
        self._count(prompt_tokens_reused=sum(kept), prompt_tokens_read=sum(new))
        picks = torch.tensor([keep.index(e) for e in ends], device=out.logits.device)
        last = out.logits[torch.arange(len(rows), device=picks.device), picks]
        logp = torch.log_softmax(last.float(), dim=-1).cpu()
        layers = layer_kv(cache)
        read = []
        for row, (n, m) in enumerate(zip(kept, new, strict=True)):
            kv = [
                (
                    torch.cat([k[row, :, :n], k[row, :, width : width + m]], dim=1),
                    torch.cat([v[row, :, :n], v[row, :, width : width + m]], dim=1),
                )
                for k, v in layers
            ]
            read.append((kv, logp[row]))
        return read, out.hidden_states if hidden else None


def _to(mask: Any, device: str) -> Any:
    """``mask`` (None, a tensor, or a dict of them by layer type) on ``device``."""
    if isinstance(mask, dict):
        return {kind: m.to(device) for kind, m in mask.items()}
    return None if mask is None else mask.to(device)
