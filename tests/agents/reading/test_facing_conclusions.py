"""A check after a turn describing what the piece then faces concludes on no other square
(issue 35, forty-ninth round: v62c_p_llama33_checked)."""

from __future__ import annotations

import pytest

from agents.llm.rotation_parsing import parse_rotation


@pytest.mark.parametrize(
    ("reply", "read"),
    [
        (
            "ROTATE: (0, 1) clockwise\n\nAfter this turn its opening faces the top-left piece, "
            "which is what we need.",
            (1, "clockwise"),
        ),
        (
            "ROTATE: (1, 1) counterclockwise\n\nThen its opening points at (1, 0), which is what "
            "we need.",
            (3, "counterclockwise"),
        ),
        # A conclusion naming another square to turn still holds two answers.
        ("ROTATE: (0, 1) clockwise\n\nSo turning the top-left piece is what we need.", None),
    ],
)
def test_what_the_turned_piece_faces_is_no_second_answer(
    reply: str, read: tuple[int, str] | None
) -> None:
    parsed = parse_rotation(reply, 2, 2)
    if read is None:
        assert parsed.unreadable is not None
    else:
        assert (parsed.square, parsed.direction) == read
