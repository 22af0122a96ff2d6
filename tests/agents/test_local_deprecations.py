"""A local run uses the API transformers asks for now: every call of the client (batched replies
with padding gaps, the next turn on the prefix cache, inspections, attention) runs with
transformers' deprecation warnings turned into errors, and its logger says nothing deprecated."""

from __future__ import annotations

import logging
import warnings
from importlib.util import find_spec
from typing import Any

import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)

from agents.llm.local import HFChatClient
from agents.testing.tiny_hf import build_tiny_model


class _Said(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@pytest.mark.parametrize("family", ["qwen2", "gemma3"])
def test_no_deprecated_transformers_call_in_a_local_run(tmp_path: Any, family: str) -> None:
    from transformers.utils import logging as hf_logging

    window = 24 if family == "gemma3" else None
    folder = build_tiny_model(tmp_path / family, family=family, sliding_window=window)
    # warning_once remembers what it said: forget it, so an earlier test cannot hide a warning.
    hf_logging.warning_once.cache_clear()
    said = _Said()
    logger = hf_logging.get_logger("transformers")
    logger.addHandler(said)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", FutureWarning)
            warnings.simplefilter("error", DeprecationWarning)
            client = HFChatClient(folder, max_tokens=6, batch_size=2, batch_wait_s=0.05)
            short = [{"role": "user", "content": "hi"}]
            long = [{"role": "user", "content": "MOVE: (0, 1) wall " * 8}]
            first = client.complete(long)
            client.complete(short)
            turn = [*long, {"role": "assistant", "content": first.text}, short[0]]
            client.complete(turn)
            client.inspect(long, replies=["MOVE: (0, 1)", "M"], layers=[0, -1], spans=[(0, 4)])
            client.attention(long, "MOVE: (0, 1)", [[(0, 4)]])
            client.close()
    finally:
        logger.removeHandler(said)
    assert client.stats["prompt_tokens_reused"] > 0  # the cached path ran too
    assert client.stats["attentions"] == 1 and client.stats["inspects"] == 1
    deprecated = [m for m in said.messages if "deprecat" in m.lower()]
    assert not deprecated, deprecated
