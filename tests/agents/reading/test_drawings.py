"""Issue 35, thirty-seventh round: a drawing beside the answer whose marks trace another move or
route, or a sketch of another maze, leaves the reply without one answer, in both readings; a
drawing that agrees, or shows the board with no marks, keeps it.

New boards (3 x 3, P at (0, 0)), none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.reading import CONFLICTING, read_answer
from agents.llm.reading.drawings import drawing_disagrees

_RIGHT = "P > .\n. # .\n. . G"
_DOWN_ROUTE = "P . .\no # .\no o G"
_PLAIN = "P . .\n. # .\n. . G"


@pytest.mark.parametrize(
    ("text", "disagrees"),
    [
        (_RIGHT + "\n\nMOVE: (1, 0)", True),
        (_RIGHT + "\n\nMOVE: (0, 1)", False),
        (_DOWN_ROUTE + "\n\nMOVE: (0, 1)", True),
        (_DOWN_ROUTE + "\n\nMOVE: (1, 0)", False),
        (_PLAIN + "\n\nMOVE: (0, 1)", False),
        (_DOWN_ROUTE + "\n\nPATH: (0, 0) (0, 1) (0, 2) (1, 2) (2, 2)", True),
        (_DOWN_ROUTE + "\n\nPATH: (0, 0) (1, 0) (2, 0) (2, 1) (2, 2)", False),
        ("MOVE: (1, 0)\n\nDrawn:\n" + _RIGHT, True),
        ("Sketch:\n# . P\n# . #\n# . G\n\nMAZE:\nP 0 1\n0 1 1\n0 0 G", True),
        ("Sketch:\nP . #\n. # #\n. . G\n\nMAZE:\nP 0 1\n0 1 1\n0 0 G", False),
        ("Original maze (sketch):\n# . P\n# . #\n# . G\n\nMAZE:\nP 0 1\n0 1 1\n0 0 G", False),
        ("Draft:\n# . P\n# . #\n# . G\n\nMAZE:\nP 0 1\n0 1 1\n0 0 G", False),
        ("SHAPE: square\n\n* * *\n* . *\n* * *", False),
    ],
)
def test_a_drawing_that_traces_another_answer_leaves_none(text: str, disagrees: bool) -> None:
    assert drawing_disagrees(text) is disagrees
    for strict in (False, True):
        assert (read_answer(text, strict=strict).reason == CONFLICTING) is disagrees


@pytest.mark.parametrize("unit", [" ", ".", "* ", "v ", "# ", "(", "o\n", "* * *\n", "Sketch "])
def test_a_long_run_is_read_without_raising(unit: str) -> None:
    run = unit * 50_000
    for text in (run + "\nMOVE: (1, 0)", "MOVE: (1, 0)\n" + run, run):
        assert isinstance(drawing_disagrees(text), bool)
