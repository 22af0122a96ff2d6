"""Issue 35, forty-fourth round: a summary heading after the answer ("总结：", "In short:",
"En résumé :") says the answer again, as a restatement marker does, for every kind: a summary
naming another turn, leaving the turned square out, or naming another shape is conflicting; one
naming the answer's own value, with other squares as context, keeps it.

New phrasings on a 3 x 3 board (corners 0, 2, 6, 8), none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.restate_markers import opens_restatement
from agents.llm.reading.restatements import restated_otherwise
from agents.llm.rotation_restatements import rotation_restated_otherwise


@pytest.mark.parametrize(
    ("text", "otherwise"),
    [
        ("ROTATE: (0, 2) clockwise\n\n总结：把右上角逆时针转一下。", True),
        ("ROTATE: (0, 2) clockwise\n\n总结：把右上角顺时针转一下，就和左上角接上了。", False),
        ("ROTATE: (2, 0) counterclockwise\n\nIn short: the bottom-right piece turns once.", True),
        ("ROTATE: (2, 0) counterclockwise\n\nIn short: the bottom-left piece, once.", False),
        ("ROTATE: (2, 2) clockwise\n\nEn résumé : tourner vers la gauche.", True),
        ("ROTATE: (2, 2) clockwise\n\nEn résumé : tourner vers la droite.", False),
    ],
)
def test_a_rotation_summary_is_compared_as_a_restatement(text: str, otherwise: bool) -> None:
    assert rotation_restated_otherwise(text, 3, 3) is otherwise


@pytest.mark.parametrize(
    ("text", "otherwise"),
    [
        ("SHAPE: square\n\n总结：这几格连起来是一个三角形。", True),
        ("SHAPE: square\n\nIn short: the open cells make a cross.", True),
        ("SHAPE: square\n\n总结：这几格连起来是一个正方形。", False),
        ("SHAPE: square\n\nSummary: a square ring of open cells.", False),
    ],
)
def test_a_shape_summary_is_compared_as_a_restatement(text: str, otherwise: bool) -> None:
    assert restated_otherwise(text) is otherwise


def test_a_summary_heading_opens_a_restatement_in_every_language_of_the_table() -> None:
    for line in ("总结：", "**Summary:**", "En résumé :", "Resumen:", "i.e. the same"):
        assert opens_restatement(line) is not None
    assert opens_restatement("The summary of the board is long.") is None
