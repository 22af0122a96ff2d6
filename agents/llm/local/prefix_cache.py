"""The prefix cache: recent prompts' keys and values (with their replies, once decoded), so a
prompt that begins with one of them (the next turn of a conversation, or scoring the candidates
of the step just answered) reads only its new tokens (:mod:`agents.llm.local.prefill`).

Each entry remembers whose it is: the study trial (its place in the plan, from
:mod:`agents.llm.lockstep`) whose call read it, or None outside a study. A trial's call starts
only from the trial's own entries. Why: keys and values read on a cached prefix differ in the
last bits from the same tokens read whole, so if a trial could start from another trial's
prompt (they share the task's opening), what it computes would depend on which trials ran
before it, and a resumed run (which redoes a trial whole, after other trials than the unbroken
run did) would store other bits (log-probabilities, ``--activations`` hidden states). Kept to
its own turns, a trial makes the same forward passes in both runs."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import numpy as np

DEFAULT_PREFIX_CACHE = 16
MIN_PREFIX = 16
"""Fewest shared tokens worth starting from a stored prompt's keys and values."""


def layer_kv(cache: Any) -> list[tuple[Any, Any]]:
    """Per layer ``(keys, values)`` of a cache: a DynamicCache or a stored list."""
    if isinstance(cache, list):
        return cache
    layers = getattr(cache, "layers", None)
    if layers is None or any(type(x).__name__ != "DynamicLayer" for x in layers):
        raise TypeError("only a DynamicCache of plain layers can be reused")
    return [(x.keys, x.values) for x in layers]


class PrefixCache:
    """Up to ``capacity`` token sequences with their per-layer keys and values, least recently
    used dropped first; ``capacity`` 0 keeps none.

    Attributes:
        entries: ``tuple(ids) -> {"ids", "array" (the ids in numpy), "cache" (per-layer
            (keys, values), one column per token)}``, oldest first.
        off: Why the cache keeps nothing (``capacity`` 0, or the model's keys and values
            cannot be kept: :meth:`turn_off`), None while it works.
    """

    def __init__(self, torch: Any, capacity: int) -> None:
        self._torch = torch
        self.capacity = capacity
        self.entries: OrderedDict[tuple[int, ...], dict[str, Any]] = OrderedDict()
        self.off: str | None = "prefix_cache=0" if capacity < 1 else None

    def turn_off(self, reason: str) -> None:
        """Keep nothing from now on, and say why (the run's manifest records ``off``)."""
        self.capacity, self.off = 0, reason
        self.entries.clear()

    def __len__(self) -> int:
        return len(self.entries)

    def remember(
        self,
        prompts: list[list[int]],
        cache: Any,
        replies: list[list[int]] | None = None,
        owners: list[int | None] | None = None,
    ) -> None:
        """Keep each row's keys and values for the next turn: its prompt (in the first columns
        of ``cache``) and, after a reply was decoded, the reply tokens fed back (in the columns
        after the padded prompts, ``replies`` per row), so the conversation's next turn reads
        only its new message. A row's longer entry replaces its prompt's. ``owners``: per row
        the trial whose call it is (None, or no list: outside a study)."""
        if self.capacity < 1 or cache is None:
            return
        try:
            layers = layer_kv(cache)
        except TypeError as exc:  # the client checked the model's cache; say so if it changed
            self.turn_off(str(exc))
            return
        width = max(len(ids) for ids in prompts)
        for row, prompt in enumerate(prompts):
            n, fed = len(prompt), replies[row] if replies else []
            stored = [
                (
                    self._torch.cat([k[row, :, :n], k[row, :, width : width + len(fed)]], dim=1),
                    self._torch.cat([v[row, :, :n], v[row, :, width : width + len(fed)]], dim=1),
                )
                for k, v in layers
            ]
            ids = prompt + fed
            self.entries.pop(tuple(prompt), None)
            self.entries[tuple(ids)] = {
                "ids": ids,
                "array": np.asarray(ids),
                "cache": stored,
                "owner": owners[row] if owners else None,
            }
            while len(self.entries) > self.capacity:
                self.entries.popitem(last=False)

    def best(
        self, ids: list[int], *, limit: int | None = None, owner: int | None = None
    ) -> tuple[Any, int]:
        """The stored entry sharing the longest start with ``ids`` and how many tokens to
        reuse (at most all but the last token, which must be read for its logits, and at most
        ``limit``; None below :data:`MIN_PREFIX` tokens). A trial's call (``owner`` not None)
        takes only that trial's entries (see the module docstring)."""
        want = np.asarray(ids)
        best, length = None, 0
        most = len(want) - 1 if limit is None else min(len(want) - 1, limit)
        for entry in self.entries.values():
            if owner is not None and entry["owner"] != owner:
                continue
            stored = entry["array"]
            n = min(len(stored), most)
            if n <= length:
                continue
            differ = np.flatnonzero(stored[:n] != want[:n])
            same = int(differ[0]) if len(differ) else n
            if same > length:
                best, length = entry, same
        if length < MIN_PREFIX:
            return None, 0
        self.entries.move_to_end(tuple(best["ids"]))  # type: ignore[index]
        return best, length
