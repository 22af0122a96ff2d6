"""Test doubles: stand-ins for a chat-model service, for tests, benchmarks and examples.

Nothing in the package's own code paths imports this package: it exists so that the real
``dashscope`` and ``openai`` clients can be exercised end to end without the network, as
Jumanji keeps its fakes in ``jumanji/testing/`` and stable-baselines3 its toy envs in
``common/envs/``. The offline chat clients users run as baselines (``oracle``, ``random``,
``replay``) are real agents and stay in :mod:`agents.llm.offline`.

=====================================  ===========================================================
name                                   what it is
=====================================  ===========================================================
:class:`LoopbackServer`                a scriptable chat server on 127.0.0.1 speaking the
                                       DashScope and OpenAI wire protocols, with injected faults
:data:`REPLY_SHAPES`                   the OpenAI-compatible services whose reply shapes it
                                       imitates (``base_url_shaped(shape)``)
:class:`FaultMix`                      a seeded random fault plan (429, 5xx, timeouts, drops, ...)
:func:`scripted`                       a responder answering from a list of replies
:func:`request_messages`               a request body's chat messages, in ``agents.base`` shape
:class:`RecordedRequest`               one request as the server received it (headers included)
:func:`converse`                       one chat-wrapper episode played by a client, messages kept
:func:`.threads.together`              calls started at once on threads (batching clients' tests)
=====================================  ===========================================================

Example::

    from agents.llm.qwen import QwenClient
    from agents.testing import LoopbackServer

    with LoopbackServer(lambda request: "MOVE: (0, 1)", faults=[429, None]) as server:
        client = QwenClient("qwen-turbo", base_url=server.base_url_dashscope)
        client.complete([{"role": "user", "content": "hi"}]).text  # "MOVE: (0, 1)"
"""

from __future__ import annotations

from agents.testing.episodes import converse
from agents.testing.faults import FAULT_KINDS, Fault, FaultMix, FaultSpec
from agents.testing.loopback import LoopbackServer, RecordedRequest, Responder, scripted
from agents.testing.messages import request_messages
from agents.testing.replies import REPLY_SHAPES

__all__ = [
    "FAULT_KINDS",
    "REPLY_SHAPES",
    "Fault",
    "FaultMix",
    "FaultSpec",
    "LoopbackServer",
    "RecordedRequest",
    "Responder",
    "converse",
    "request_messages",
    "scripted",
]
