"""Issue 35, forty-fourth round: a doubt after the answer in words the earlier tables lacked
("second-guessing", "having second thoughts", "拿不准", "没把握", "tengo dudas", "j'hésite")
leaves the answer open; settled after it, in the past, or about what the user wants, it does
not.

New phrasings on small boards, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading import CONFLICTING
from agents.llm.reading.pipeline import read_answer


@pytest.mark.parametrize(
    "text",
    [
        "ROTATE: (2, 1) clockwise\n\nI'm second-guessing the direction for (2, 1).",
        "MOVE: (0, 1)\n\nHaving second thoughts about (0, 2) being open.",
        "MOVE: (0, 1)\n\nI have some doubts about this step.",
        "ROTATE: (0, 0) counterclockwise\n\n这一步我没把握。",
        "ROTATE: (0, 0) counterclockwise\n\n方向我有点吃不准。",
        "MOVE: (0, 1)\n\nTengo dudas sobre este paso.",
        "MOVE: (0, 1)\n\nJ'hésite encore sur ce coup.",
    ],
)
def test_a_doubt_in_new_words_leaves_the_answer_open(text: str) -> None:
    assert read_answer(text).reason == CONFLICTING


@pytest.mark.parametrize(
    "text",
    [
        "ROTATE: (2, 1) clockwise\n\nI was second-guessing it, but checking the openings confirms it.",
        "MOVE: (0, 1)\n\n一开始没把握，但第 0 行是 P 0 0，所以没问题。",
        "MOVE: (0, 1)\n\nNot sure whether you also want the full route: it is 4 moves.",
        "MOVE: (0, 1)\n\nNo estoy seguro de si quieres la ruta completa.",
    ],
)
def test_a_settled_doubt_or_one_about_the_user_keeps_it(text: str) -> None:
    assert read_answer(text).reason is None
