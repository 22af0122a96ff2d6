"""Issue 35, forty-fourth round: headed attempts whose earlier answer is rejected right after it
("Attempt 1: ... No — (1, 1) is a wall. Attempt 2: ...") are no alternatives: the attempt left
standing is the answer. Two attempts with nothing rejecting either stay unpicked.

New phrasings on small boards, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.afterthoughts import unpicked_sections


@pytest.mark.parametrize(
    ("text", "unpicked"),
    [
        ("Try 1:\nPATH: (0, 0) (1, 0)\n\nNo - (1, 0) is a wall.\n\nTry 2:\nPATH: (0, 0) (0, 1)",
         False),
        ("Option A:\nMOVE: (1, 0)\n\nInvalid: that cell is blocked.\n\nOption B:\nMOVE: (0, 1)",
         False),
        ("方案一：\nMOVE: (1, 0)\n\n不对，(1, 0) 是墙。\n\n方案二：\nMOVE: (0, 1)", False),
        ("Option A:\nMOVE: (1, 0)\n\nOption B:\nMOVE: (0, 1)", True),
        ("Option A:\nMOVE: (1, 0)\n\nNow the other one.\n\nOption B:\nMOVE: (0, 1)", True),
    ],
)  # fmt: skip
def test_a_rejected_attempt_is_no_alternative(text: str, unpicked: bool) -> None:
    assert unpicked_sections(text) is unpicked
