"""The two agent interfaces every part of the package speaks.

* :class:`Agent` acts on a gymnasium environment step by step (RL policies, the BFS oracle, the
  random mover): ``act(observation, info) -> action``.
* :class:`ChatClient` answers a chat conversation (language models behind an API, and the offline
  text agents that stand in for them in tests and the demo):
  ``complete(messages) -> Completion``.

Messages follow the OpenAI chat shape: ``{"role": "system" | "user" | "assistant", "content": str}``;
a vision message's ``content`` is a list of parts ``{"type": "text", "text": ...}`` and
``{"type": "image", "image": <PNG bytes>}`` that each client translates to its own wire format.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

Message = Mapping[str, Any]


@dataclass
class Completion:
    """One model reply and what it cost."""

    text: str
    model: str
    input_tokens: int = 0
    output_tokens: int = 0
    latency_s: float = 0.0
    retries: int = 0
    request_id: str | None = None
    cached: bool = False
    logprobs: list[dict[str, Any]] | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@runtime_checkable
class ChatClient(Protocol):
    """Anything that answers a conversation: a remote model or an offline stand-in."""

    model: str

    def complete(self, messages: Sequence[Message]) -> Completion:
        """Return the assistant's reply to ``messages`` (the last one is the user's turn)."""
        ...


@runtime_checkable
class Agent(Protocol):
    """Anything that picks environment actions."""

    name: str

    def reset(self, seed: int | None = None) -> None:
        """Forget the previous episode; reseed any randomness."""
        ...

    def act(self, observation: Any, info: Mapping[str, Any]) -> int:
        """Return the action for ``observation`` (``info`` is the env's latest info dict)."""
        ...
