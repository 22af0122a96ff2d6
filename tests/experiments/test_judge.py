"""The judge's verdict scored by the phase scorers, stored beside the program's; Cohen's kappa."""

from __future__ import annotations

import numpy as np
import pytest
from corpus_mazes import MAZES, NEW_MATRIX, PLUS_MATRIX

from agents.llm import RetryPolicy
from agents.llm.judge import Judgement
from agents.llm.judge_prompt import JUDGE_PROMPT_HASH
from agents.llm.openai_compat import OpenAICompatibleClient
from agents.testing import LoopbackServer, scripted
from envs.maze_nav.logic import maze_from_codes
from envs.maze_nav.text import parse
from experiments.maze.scoring import score_recognition
from experiments.maze.scoring.judge import cohen_kappa, judge_record, judged_verdict, needs_judge

MAZE = maze_from_codes(parse(MAZES["matrix"]["original"], "matrix", 5).codes, 4)


@pytest.mark.parametrize(
    ("phase", "answer", "context", "verdict"),
    [
        ("recognize", "SHAPE: square", {"shape": "square"}, True),
        ("recognize", "SHAPE: 正方形", {"shape": "square"}, True),
        ("recognize", "SHAPE: spiral", {"shape": "square"}, False),
        ("generate", f"MAZE:\n{NEW_MATRIX}", {"maze": MAZE, "shape": "square"}, True),
        ("generate", f"MAZE:\n{PLUS_MATRIX}", {"maze": MAZE, "shape": "square"}, False),
        ("one_shot", "PATH: (1,0) (2,0) (3,0) (4,0) (4,1) (4,2) (4,3)", {"maze": MAZE}, True),
        ("solve", "MOVE: (2, 0)", {"maze": MAZE, "position": (1, 0)}, True),
        ("solve", "MOVE: (2, 1)", {"maze": MAZE, "position": (1, 0)}, False),
        ("puzzle", "ROTATE: (1, 1) clockwise", {"board": (2, 2)}, True),
        ("recognize", None, {"shape": "square"}, None),
    ],
)
def test_judged_verdict(
    phase: str, answer: str | None, context: dict, verdict: bool | None
) -> None:
    judgement = Judgement(phase, answer, answer is None, answer or "UNREADABLE")
    assert judged_verdict(judgement, **context) is verdict


def test_a_verdict_needs_its_context() -> None:
    with pytest.raises(ValueError, match="needs its context"):
        judged_verdict(Judgement("solve", "MOVE: (2, 0)", False, ""), maze=MAZE)


def test_which_records_need_the_judge() -> None:
    assert needs_judge(score_recognition("It is a square or a spiral.", "square").as_record())
    assert needs_judge(score_recognition("SHAPE: squ", "square", None, "length").as_record())
    assert not needs_judge(score_recognition("SHAPE: square", "square").as_record())


def test_judge_end_to_end_on_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-loopback-test")
    # The program abstains on a hedge; the judge, asked through the openai SDK, reads it.
    reply = "It is either a square or a spiral; the closed loop says square."
    program = score_recognition(reply, "square")
    with LoopbackServer(scripted(["SHAPE: square", "UNREADABLE"])) as server:
        client = OpenAICompatibleClient(
            "judge-model",
            base_url=server.base_url_openai,
            retry=RetryPolicy(base_delay_s=0.01, max_delay_s=0.05, seed=0),
            timeout_s=5.0,
        )
        first = judge_record(client, "recognize", reply, shape="square")
        second = judge_record(client, "recognize", reply, shape="square")
    assert first == {"verdict": True, "answer": "SHAPE: square", "prompt_hash": JUDGE_PROMPT_HASH}
    assert second["verdict"] is None and second["answer"] is None
    assert program.success in (True, False)  # the program's verdict is kept, not replaced


@pytest.mark.parametrize(
    ("program", "judge", "kappa"),
    [
        ([True, True, False, False], [True, True, False, False], 1.0),
        ([True, False, True, False], [False, True, False, True], -1.0),
        # 20 pairs: 8 both yes, 2 program only, 2 judge only, 8 both no: po 0.8, pe 0.5.
        ([True] * 10 + [False] * 10, [True] * 8 + [False] * 2 + [True] * 2 + [False] * 8, 0.6),
    ],
)
def test_cohen_kappa(program: list[bool], judge: list[bool], kappa: float) -> None:
    assert cohen_kappa(program, judge) == pytest.approx(kappa)


def test_kappa_undefined_and_bad_input() -> None:
    assert cohen_kappa([], []) is None
    assert cohen_kappa([True, True], [True, True]) is None
    with pytest.raises(ValueError, match="the same"):
        cohen_kappa([True], [True, False])
    assert np.isfinite(cohen_kappa([True, False], [True, True]) or 0.0)
