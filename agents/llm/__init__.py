"""Language-model agents: prompt wrappers and chat clients.

Importing this package is cheap: ``dashscope`` and ``openai`` are imported only when a client
makes its first call, and the clients themselves only by :func:`make_client` or an explicit
import.

=====================================  ===========================================================
module                                 contents
=====================================  ===========================================================
``agents.llm.prompts``                 every prompt template, ``PROMPT_TEMPLATE_HASH``
``agents.llm.parsing``                 reply parsers (typed results, never raise)
``agents.llm.maze_chat``               ``MazeChatEnv``: MazeNav-v0 as prompts and replies
``agents.llm.puzzle_chat``             ``PuzzleChatEnv``: RotationPuzzle-v0 likewise
``agents.llm.qwen``                    ``QwenClient`` (dashscope SDK)
``agents.llm.openai_compat``           ``OpenAICompatibleClient`` (openai SDK)
``agents.llm.presets``                 ``PRESETS``: OpenAI, Anthropic, Gemini, vLLM, DashScope
                                       through the openai SDK (base URL, key variable, quirks)
``agents.llm.local``                   ``HFChatClient`` (a local transformers model, batched)
``agents.llm.offline``                 ``OracleChatClient``, ``RandomChatClient``, ``ReplayClient``
``agents.llm.retry``                   ``ClientError``, ``RetryPolicy``, error classification
``agents.llm.ratelimit``               ``RateLimiter``
``agents.llm.cache``                   ``ResponseCache`` (SQLite)
=====================================  ===========================================================

The loopback chat server that tests and benchmarks run these clients against is a test double:
it lives in :mod:`agents.testing`, outside this package's API.
"""

from __future__ import annotations

from typing import Any

from agents.base import ChatClient
from agents.llm.presets import PRESETS, split_preset_spec
from agents.llm.prompts import PROMPT_TEMPLATE_HASH, template_hash
from agents.llm.retry import ClientError, RetryPolicy
from envs.urls import redact_url

CLIENT_SPECS = (
    '"qwen-turbo", "qwen-plus", "qwen-max" or any "qwen*" model name (QwenClient)',
    *(preset.spec for preset in PRESETS.values()),
    '"hf:<model folder or cached model name>" (HFChatClient; needs the [local] extra)',
    '"oracle" (OracleChatClient)',
    '"random" (RandomChatClient; seed= optional)',
    '"replay:<path to a JSON transcript>" (ReplayClient)',
)


def make_client(spec: str, *, base_url: str | None = None, **params: Any) -> ChatClient:
    """Build a chat client from a short spec string.

    Args:
        spec: One of the forms in :data:`CLIENT_SPECS`.
        base_url: Service base URL for remote clients; for the OpenAI-compatible presets
            (``openai:``, ``anthropic:``, ``gemini:``, ``vllm:``, ``dashscope-compat:``; see
            :mod:`agents.llm.presets`) it replaces the preset's URL, and may name several
            servers of the model comma-separated (calls spread over them:
            ``OpenAICompatibleClient``).
        **params: Keyword arguments of the client's constructor (temperature, seed, cache, ...).

    Raises:
        ValueError: For an unknown spec, listing the accepted forms.
    """
    if not isinstance(spec, str) or not spec.strip():
        raise ValueError(f"spec={spec!r} is not a client spec; allowed: {', '.join(CLIENT_SPECS)}")
    spec = spec.strip()
    lowered = spec.lower()
    if lowered.startswith("qwen") or lowered.startswith("qvq"):
        from agents.llm.qwen import QwenClient

        return QwenClient(spec, base_url=base_url, **params)
    preset_model = split_preset_spec(spec)
    if preset_model is not None:
        from agents.llm.openai_compat import OpenAICompatibleClient

        preset, model = preset_model
        return OpenAICompatibleClient(model, base_url=base_url, preset=preset, **params)
    if lowered.startswith("hf:") and spec[len("hf:") :].strip():
        return _make_local(spec, base_url=base_url, **params)
    if lowered == "oracle":
        from agents.llm.offline import OracleChatClient

        return OracleChatClient(**params)
    if lowered == "random":
        from agents.llm.offline import RandomChatClient

        return RandomChatClient(**params)
    if lowered.startswith("replay:") and len(spec) > len("replay:"):
        from agents.llm.offline import ReplayClient

        return ReplayClient.from_transcript(spec[len("replay:") :], **params)
    raise ValueError(f"spec={spec!r} is not a client spec; allowed: {', '.join(CLIENT_SPECS)}")


def _make_local(spec: str, *, base_url: str | None, **params: Any) -> ChatClient:
    import inspect

    from agents.llm.local import HFChatClient

    if base_url is not None:
        raise ValueError(
            f"base_url={redact_url(base_url)!r} is not allowed with {spec!r}; allowed: no base URL (hf: "
            "models run on this machine)"
        )
    accepted = set(inspect.signature(HFChatClient).parameters) - {"path", "model_name"}
    unknown = sorted(set(params) - accepted)
    if unknown:
        raise ValueError(
            f"{unknown[0]}={params[unknown[0]]!r} is not allowed with {spec!r}; allowed for hf: "
            f"models: {', '.join(sorted(accepted))}"
        )
    return HFChatClient(spec[len("hf:") :].strip(), model_name=spec, **params)


# Classes importable from ``agents.llm`` directly, loaded on first access so that importing the
# package stays cheap (name -> module).
_LAZY: dict[str, str] = {
    "QwenClient": "agents.llm.qwen",
    "OpenAICompatibleClient": "agents.llm.openai_compat",
    "HFChatClient": "agents.llm.local",
    "OracleChatClient": "agents.llm.offline",
    "RandomChatClient": "agents.llm.offline",
    "ReplayClient": "agents.llm.offline",
    "MazeChatEnv": "agents.llm.maze_chat",
    "PuzzleChatEnv": "agents.llm.puzzle_chat",
    "ResponseCache": "agents.llm.cache",
    "RateLimiter": "agents.llm.ratelimit",
}

# Test doubles that used to be importable from here (name -> their module now).
_MOVED: dict[str, str] = {"LoopbackServer": "agents.testing"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    if name in _MOVED:
        raise AttributeError(f"agents.llm.{name} moved to {_MOVED[name]}.{name} (a test double)")
    raise AttributeError(f"module 'agents.llm' has no attribute {name!r}")


__all__ = [
    "CLIENT_SPECS",
    "PROMPT_TEMPLATE_HASH",
    "ClientError",
    "HFChatClient",
    "MazeChatEnv",
    "OpenAICompatibleClient",
    "OracleChatClient",
    "PuzzleChatEnv",
    "QwenClient",
    "RandomChatClient",
    "RateLimiter",
    "ReplayClient",
    "ResponseCache",
    "RetryPolicy",
    "make_client",
    "template_hash",
]
