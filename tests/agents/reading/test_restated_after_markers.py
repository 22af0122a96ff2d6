"""Issue 35, forty-third round: an answer said again after it, on the next line opened by a
restatement marker or on a line headed as a summary, in any language, naming another value
of its kind is conflicting; naming the same value, or with no marker, it stands.

New phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.restate_markers import opens_restatement
from agents.llm.reading.restatements import restated_otherwise


@pytest.mark.parametrize(
    ("text", "otherwise"),
    [
        ("SHAPE: triangle\n也就是说，这些空格围成一个正方形。", True),
        ("SHAPE: triangle\n也就是说，这些空格围成一个三角形。", False),
        ("SHAPE: square\nIn other words, the open cells make a triangle.", True),
        ("SHAPE: square\nIn other words, the open cells make a square.", False),
        ("SHAPE: square\nThe triangle I first thought of was wrong.", False),
    ],
)
def test_a_shape_said_again_after_a_marker_is_compared(text: str, otherwise: bool) -> None:
    assert restated_otherwise(text) is otherwise


@pytest.mark.parametrize(
    ("text", "otherwise"),
    [
        ("MOVE: (0, 1)\n\n**总结：** 应该向下走到 (1, 0)，然后一直向右。", True),
        ("MOVE: (0, 1)\n\n**总结：** 应该向右走到 (0, 1)，然后一直向下。", False),
        ("MOVE: (1, 0)\n\nSummary: step right to (0, 1), then down the column.", True),
        ("MOVE: (1, 0)\n\nSummary: P is at (0, 0); step down to (1, 0).", False),
        ("MOVE: (1, 0)\n\nEn résumé : je descends en (1, 0).", False),
        ("MOVE: (1, 0)\n\nEn résumé : je vais en (0, 1).", True),
        ("MOVE: (1, 0)\n\nThe goal is at (2, 2).", False),
    ],
)
def test_a_move_summarised_after_it_is_compared(text: str, otherwise: bool) -> None:
    assert restated_otherwise(text) is otherwise


@pytest.mark.parametrize(
    "line",
    ["Recap: down, then right.", "To sum up: down.", "简而言之：往下走。", "概括一下：往下。",
     "En somme : descendre.", "Kurzum: nach unten.", "In a nutshell: down."],
)  # fmt: skip
def test_the_fiftieth_rounds_summary_headings_open_a_restatement(line: str) -> None:
    # "Recap:", "To sum up:", "简而言之：" head a summary as "In short:" does (fiftieth round).
    assert opens_restatement(line)
