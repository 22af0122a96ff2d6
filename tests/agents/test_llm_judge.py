"""The judge's prompt and the reading of its reply (model output: never raises)."""

from __future__ import annotations

import pytest

from agents.llm import RetryPolicy
from agents.llm.judge import judge_reply, read_judgement
from agents.llm.judge_prompt import JUDGE_PROMPT_HASH, JUDGE_TASKS, judge_prompt
from agents.llm.openai_compat import OpenAICompatibleClient
from agents.testing import LoopbackServer, request_messages


@pytest.mark.parametrize(
    ("phase", "reply", "answer", "unreadable"),
    [
        ("solve", "It picks option 1.\nMOVE: (1, 1)", "MOVE: (1, 1)", False),
        ("solve", "MOVE: (1, 1)?? no, the reply never chooses. UNREADABLE", None, True),
        ("recognize", "<think>SHAPE: C</think>SHAPE: square", "SHAPE: square", False),
        ("recognize", "**SHAPE:** 正方形", "SHAPE: 正方形", False),
        ("generate", "MAZE:\n1 0\nP G", "MAZE:\n1 0\nP G", False),
        ("puzzle", "I cannot tell.", None, False),
        ("one_shot", None, None, False),
    ],
)
def test_reading_the_judge(phase: str, reply: object, answer: str | None, unreadable: bool) -> None:
    judgement = read_judgement(phase, reply)
    assert (judgement.answer, judgement.unreadable) == (answer, unreadable)


def test_prompt_names_the_form_and_holds_the_reply() -> None:
    for phase, (_, form) in JUDGE_TASKS.items():
        prompt = judge_prompt(phase, "the reply text")
        assert form in prompt and "the reply text" in prompt and "UNREADABLE" in prompt
    with pytest.raises(ValueError, match="phase='walk'"):
        judge_prompt("walk", "x")
    with pytest.raises(ValueError, match="phase='walk'"):
        read_judgement("walk", "x")
    assert len(JUDGE_PROMPT_HASH) == 8


def test_judge_through_the_openai_sdk_on_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-loopback-test")
    with LoopbackServer(lambda req: "The reply commits to option 2.\nMOVE: (2, 0)") as server:
        client = OpenAICompatibleClient(
            "judge-model",
            base_url=server.base_url_openai,
            retry=RetryPolicy(base_delay_s=0.01, max_delay_s=0.05, seed=0),
            timeout_s=5.0,
        )
        judgement = judge_reply(client, "solve", "Option 1: (1, 1)\nOption 2: (2, 0)\nI pick 2")
        asked = request_messages(server.requests[0].json)
    assert judgement.answer == "MOVE: (2, 0)"
    assert "Option 2: (2, 0)" in asked[-1]["content"]
