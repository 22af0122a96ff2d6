"""What a conclusion after a turn answers (issue 35, forty-ninth round): a check describing what
the piece then faces concludes on no other square (v62c_p_llama33_checked); a conclusion
stating its answer as the replacement ("instead") is a correction whose new answer stands."""

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
        # ... unless it states it as the replacement: the correction's answer stands.
        (
            "ROTATE: (0, 1) clockwise\n\nBut then its opening faces (1, 1), so rotate (1, 0) "
            "clockwise instead.",
            (2, "clockwise"),
        ),
        ("ROTATE: (0, 1) clockwise\n\nSo rotate (1, 0) clockwise instead?", None),
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
