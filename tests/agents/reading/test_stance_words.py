"""Issue 35, fortieth round: the stances the English stages read after an answer (a doubt, a
question back to the user, a condition left open, a withdrawal naming no value) are read in
Chinese through one table (:mod:`agents.llm.reading.stance_words`), by the same stage; a later
clause that settles ("不是，没问题") leaves the answer standing.

New replies, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.reading.pipeline import read_answer
from agents.llm.reading.stance_words import OPEN, WITHDRAWN, is_question, worded_stance
from agents.llm.reading.stances import left_open


@pytest.mark.parametrize(
    ("text", "open_"),
    [
        # a doubt after the answer line, left open / answered
        ("MOVE: (0, 1)\n等一下，(0, 1) 是不是死路？", True),
        ("MOVE: (0, 1)\n(0, 1) 是死路吗？不是，它通到终点。", False),
        ("SHAPE: square\n我不太确定这个形状。", True),
        ("SHAPE: square\n确认一下：四个角都在，没问题。", False),
        # a question back to the user / an offer of help
        ("(0, 1) 和 (1, 0) 都能到。您想走哪个？", True),
        ("MOVE: (1, 0)\n要不要我解释一下？", False),
        ("MOVE: (1, 0)\n为什么走 (1, 0)？因为上面是墙。", False),
        ("要我走 (1, 0) 吗？", True),
        # a condition on a premise / on the writer's own move (reasoning)
        ("MOVE: (1, 0)\n要是 (2, 0) 被堵住了，就换一条路。", True),
        ("MOVE: (1, 0)\n如果往右走，会绕远路。", False),
        ("MOVE: (1, 0)\n如果 (2, 0) 是墙就不行，但它是空的，所以没问题。", False),
        # a withdrawal with no value / replaced
        ("ROTATE: (1, 1) clockwise\n错了，这样不对。", True),
        ("ROTATE: (1, 1) clockwise\n不对，应该转 (0, 1)。", False),
        # English replies are not read by the table
        ("MOVE: (1, 0)\nThat's the move.", False),
    ],
)
def test_a_chinese_stance_after_the_answer_leaves_it_open(text: str, open_: bool) -> None:
    assert left_open(text) is open_


def test_the_table_kinds_and_the_question_ends() -> None:
    assert worded_stance("算了，重新来。") == (2, WITHDRAWN)
    assert worded_stance("好像不对。") == (2, OPEN)
    assert worded_stance("It seems wrong?") is None  # no CJK: the English stages read it
    assert worded_stance("我不确定 (1, 1)", own=True) is None  # a hedge in the answer's sentence
    assert is_question("是墙吗。") and is_question("走哪条?") and not is_question("是墙。")


@pytest.mark.parametrize("run", ["。" * 200_000, "？" * 200_000, "如果" * 100_000, "( " * 100_000])
def test_long_runs_are_read_without_error(run: str) -> None:
    assert left_open("MOVE: (1, 0)\n" + run) in (True, False)
    assert left_open(run + "(1, 0)") in (True, False)


def test_actually_turns_a_chinese_hedge_to_its_settling() -> None:
    # "乍一看好像是螺旋形，其实四个角都连着": 其实 ("actually") cuts to a result (forty-ninth
    # round); the hedge alone stays open.
    settled = "SHAPE: square\n\n乍一看好像是螺旋形，其实四个角都连着，是正方形。"
    assert read_answer(settled).reason is None
    assert read_answer("SHAPE: square\n\n好像是螺旋形。").reason is not None
