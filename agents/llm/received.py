"""What a server actually sent back: the signals a run asked for, counted reply by reply.

A service may drop a field it was asked for (``transformers serve`` logs "Ignoring unsupported
fields: logprobs"; a llama.cpp server returns no log-probabilities) or never send one (token
counts, finish reasons). :class:`ReceivedSignals` counts, per signal, the replies that carried
it, warns once per signal the first time one is missing (naming the server and the field), and
gives the counts for the run's manifest, so records without the field are explained there and
in the report rather than passing for what was asked.
"""

from __future__ import annotations

import threading
import warnings
from typing import Any

from agents.base import Completion

SIGNALS = ("logprobs", "token_counts", "finish_reason")
"""The signals checked in every reply (``logprobs`` only when asked for)."""


class MissingSignalWarning(UserWarning):
    """A server's reply lacks a field the run asked for or relies on."""


def has_signal(completion: Completion, signal: str) -> bool:
    """Whether ``completion`` carries ``signal`` (one of :data:`SIGNALS`)."""
    if signal == "logprobs":
        return bool(completion.logprobs) or not completion.text
    if signal == "token_counts":
        return completion.input_tokens > 0  # every prompt is at least one token
    if signal == "finish_reason":
        return completion.extra.get("finish_reason") not in (None, "")
    raise ValueError(f"signal={signal!r} is not allowed; allowed: {', '.join(SIGNALS)}")


class ReceivedSignals:
    """Per signal, how many replies were checked and how many carried it.

    Args:
        server: Names the server in warnings (its base URL, or the provider).
        logprobs: Whether log-probabilities were asked for (otherwise not checked).
    """

    def __init__(self, server: str, *, logprobs: bool) -> None:
        self.server = server
        self.asked = tuple(s for s in SIGNALS if s != "logprobs" or logprobs)
        self._lock = threading.Lock()
        self.replies = 0
        self.carried = dict.fromkeys(self.asked, 0)

    def note(self, completion: Completion) -> None:
        """Count one fresh reply (not a cached one); warn the first time a signal is missing."""
        newly_missing = []
        with self._lock:
            self.replies += 1
            for signal in self.asked:
                if has_signal(completion, signal):
                    self.carried[signal] += 1
                elif self.replies - self.carried[signal] == 1:
                    newly_missing.append(signal)
        for signal in newly_missing:
            warnings.warn(
                f"{self.server} sent a reply without {signal} (model {completion.model}); "
                f"records from it lack {signal}, and the manifest counts them",
                MissingSignalWarning,
                stacklevel=3,
            )

    def summary(self) -> dict[str, Any]:
        """``{"replies": n, "<signal>": replies carrying it, ...}`` for the manifest."""
        with self._lock:
            return {"replies": self.replies, **self.carried}

    def lacking(self) -> list[str]:
        """The signals some reply came without."""
        with self._lock:
            return [s for s in self.asked if self.carried[s] < self.replies]
