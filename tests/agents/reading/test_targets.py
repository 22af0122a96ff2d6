"""Issue 35, thirty-ninth round: a cell the answer's explanation names as where the piece
points ("faces (0, 0)", "connects to (0, 0)") is no second answer; a cell named as a move
still is.

New replies, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.reading.targets import without_targets
from agents.llm.rotation_parsing import parse_rotation


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("so its opening faces (0, 0)", False),
        ("it points towards the cell (1, 0)", False),
        ("so it connects to (0, 0)", False),
        ("turn (0, 1) clockwise", True),
        ("the move (1, 0) counterclockwise", True),
    ],
)
def test_only_a_target_cell_is_blanked(text: str, kept: bool) -> None:
    out = without_targets(text)
    assert len(out) == len(text)
    assert ("(" in out) is kept


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("- Piece: (1, 0)\n- Turn: counterclockwise, so it faces (0, 0)\n\n"
         "ROTATE: (1, 0) counterclockwise", (2, "counterclockwise")),
        ("- Piece: (0, 0)\n- Turn: clockwise, so it faces (1, 0)\n\nROTATE: (1, 0) counterclockwise",
         (None, None)),
    ],
)  # fmt: skip
def test_a_faced_cell_leaves_the_answer_line_standing(text: str, read: tuple) -> None:
    parsed = parse_rotation(text, 2, 2)
    assert (parsed.square, parsed.direction) == read


@pytest.mark.parametrize("run", [" " * 300_000, "." * 300_000, "(" * 300_000])
def test_long_runs_are_read_once(run: str) -> None:
    assert without_targets("faces" + run) == "faces" + run
    assert without_targets(run + "faces (0, 0)") == run + "faces " + " " * 6
