"""Issue 35, forty-fourth round: a question inside a remark in brackets on the answer's own
line ("PATH: ... (I think? the bottom row may be blocked)") is read after the answer, so a doubt
there that nothing settles leaves it open; a remark whose question is answered keeps it.

New phrasings on small boards, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading import CONFLICTING
from agents.llm.reading.pipeline import read_answer


@pytest.mark.parametrize(
    ("text", "open_"),
    [
        ("PATH: (0, 0) (0, 1) (1, 1) (did I misread row 1? it might be closed)", True),
        ("MOVE: (0, 1) (right, I believe? not fully sure)", True),
        ("PATH: (0, 0) (0, 1) (1, 1) (is (1, 1) open? yes, row 1 is 0 0)", False),
        ("MOVE: (0, 1) (one step right)", False),
    ],
)
def test_a_doubt_in_brackets_on_the_answer_line_is_read(text: str, open_: bool) -> None:
    assert (read_answer(text).reason == CONFLICTING) is open_
