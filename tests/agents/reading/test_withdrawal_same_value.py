"""Issue 35, forty-third round: an answer withdrawn ("算了，这个不对。") and then only its own
cell looked at again has no new value: the reply is left open. A new value after the
withdrawal, or a check that keeps the answer, settles it.

New phrasings on small boards, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.stances import stance_after


@pytest.mark.parametrize(
    ("text", "open_"),
    [
        ("ROTATE: (2, 2) clockwise\n\n算了，不对。我先重新数一下 (2, 2) 的开口。", True),
        ("MOVE: (0, 1)\n\n不对。我要再看看 (0, 1) 周围的墙。", True),
        ("ROTATE: (2, 2) clockwise\n\n算了，不对。应该转 (0, 2)。", False),
        ("MOVE: (0, 1)\n\n不对。应该走 (1, 0)。", False),
        ("ROTATE: (2, 2) clockwise\n\n算了，不对。(2, 2) 应该逆时针转。", False),
        ("MOVE: (0, 1)\n\n我又看了一下 (0, 1)，没问题。", False),
    ],
)
def test_a_withdrawal_needs_a_new_value_to_be_settled(text: str, open_: bool) -> None:
    assert stance_after(text) is open_
