"""Issue 35, thirty-fifth round: a stance around the answer that nothing settles leaves it open.

The rule reads a structure, not phrasings: a withdrawal, a doubt, a check put off or a
condition with its other case, after (or before) the committed answer, and whether a later
clause settles it. New phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading import CONFLICTING, read_answer
from agents.llm.reading.afterthoughts import unpicked_sections
from agents.llm.reading.stances import conditional_plan, left_open, stance_after


@pytest.mark.parametrize(
    ("text", "open_"),
    [
        # withdrawals and admitted errors, with and without a replacement
        ("MOVE: (0, 1)\n\nDisregard this, I swapped rows and columns.", True),
        ("SHAPE: L\n\nHmm, this shape is wrong.", True),
        ("SHAPE: L\n\nDisregard this, I swapped two rows. It is a T.", False),
        (
            "MOVE: (0, 1)\n\nI swapped rows and columns earlier, which is why I first said (1, 0).",
            False,
        ),
        ("MOVE: (0, 1)\n\nIf I swapped rows and columns, (1, 0) would do as well.", False),
        # doubts about the premise, settled or not
        ("ROTATE: (2, 2) clockwise\n\nWas square 8 an elbow, or a tee?", True),
        ("ROTATE: (2, 2) clockwise\n\nWas square 8 an elbow? Yes, it bends to the left.", False),
        ("PATH: (0, 0) (0, 1)\n\nI'm not entirely confident the top row is open.", True),
        ("PATH: (0, 0) (0, 1)\n\nI wondered about the top row, but it is open.", False),
        ("MOVE: (0, 1)\n\nShall I continue with the move after it?", False),
        ("MOVE: (0, 1)\n\nNot sure this is optimal; (1, 0) seems just as good.", False),
        # checks put off, done, or of a later move
        ("MAZE:\n1 1 P\n1 0 G\n1 1 1\n\nWe must still make sure the goal is enclosed.", True),
        ("MOVE: (0, 1)\n\nI need to verify row 0: it reads 0 0 1, so it is open.", False),
        ("MOVE: (0, 1)\n\nLater I will check (0, 2) for the next step.", False),
        # a repair announced is open until the replacement is written (a maze's rows too)
        ("MAZE:\nP 0 1\n1 0 G\n1 1 1\n\nHmm, let me fix that.", True),
        ("MAZE:\nP 0 1\n1 0 G\n1 1 1\n\nHmm, let me fix that.\nP 0 1\n1 0 1\n1 G 1", False),
        ("MOVE: (0, 1)\n\nLet me know if I should check anything else.", False),
        ("MOVE: (0, 1)\n\nI haven't yet verified that (0, 2) is free.", True),
        ("MOVE: (0, 1)\n\nStill need to trace the top row.", True),
        ("SHAPE: T\n\nNot 100% sure about the stem.", True),
        ("SHAPE: T\n\nScrap that, I counted the rows wrong.", True),
        ("SHAPE: T\n\nI may have said too much, but the shape is T.", False),
        # an adverb between the subject or modal and the verb
        ("MOVE: (0, 1)\n\nI've clearly misread the second row.", True),
        ("SHAPE: T\n\nI can't really tell where the stem ends.", True),
        # an assumption opens the answer only with its failure case; a doubt of the user's wish
        ("MOVE: (0, 1)\n\nAssuming rows count from 0, as the prompt says.", False),
        ("MOVE: (0, 1)\n\nAssuming rows count from 0; if not, (1, 0) is meant.", True),
        ("MOVE: (0, 1)\n\nNot sure if you want the whole route, but here is the move.", False),
    ],
)
def test_a_stance_after_the_answer_is_settled_or_left_open(text: str, open_: bool) -> None:
    assert stance_after(text) is open_
    assert left_open(text) is open_


@pytest.mark.parametrize(
    ("text", "open_"),
    [
        (
            "Unless square 4 is straight, turn it; otherwise turn square 5.\n\nROTATE: (1, 1) clockwise",
            True,
        ),
        ("When (0, 1) is free, step there; else go to (1, 0).\n\nMOVE: (0, 1)", True),
        ("When (0, 1) is free, step there; else go to (1, 0). It is free.\n\nMOVE: (0, 1)", False),
        ("If I went to (1, 0) I would hit a wall, so the other cell.\n\nMOVE: (0, 1)", False),
        ("If you want a longer route, take (1, 0) instead.\n\nMOVE: (0, 1)", False),
        ("Should I take (1, 0) instead?\n\nMOVE: (0, 1)", False),
        ("Depending on whether (0, 1) is free, step there, or else (1, 0).\n\nMOVE: (0, 1)", True),
    ],
)
def test_a_condition_with_its_other_case_is_open_until_settled(text: str, open_: bool) -> None:
    assert conditional_plan(text) is open_


def test_the_pipeline_abstains_in_both_readings_on_an_open_condition() -> None:
    text = "When (0, 1) is free, step there; else go to (1, 0).\n\nMOVE: (0, 1)"
    assert read_answer(text).reason == CONFLICTING
    assert read_answer(text, strict=True).reason == CONFLICTING
    settled = "When (0, 1) is free, step there; else go to (1, 0). It is free.\n\nMOVE: (0, 1)"
    assert read_answer(settled).reason is None
    assert read_answer(settled, strict=True).reason is None


@pytest.mark.parametrize(
    ("text", "unpicked"),
    [
        ("Variant 1\nMOVE: (0, 1)\n\nVariant 2\nMOVE: (1, 0)", True),
        ("Third attempt:\nSHAPE: L\n\nFourth attempt:\nSHAPE: T", True),
        ("Quick take:\nSHAPE: L\n\nLonger take:\nSHAPE: T", False),  # no enumerator
        ("Option one:\nSHAPE: L\n\nOption two:\nSHAPE: T", True),
        ("Option one:\nSHAPE: L\n\nOption two (final):\nSHAPE: T", False),
        ("Option one:\nSHAPE: L\n\nOption two:\nSHAPE: L", False),
    ],
)
def test_plain_enumerated_headings_head_sections(text: str, unpicked: bool) -> None:
    assert unpicked_sections(text) is unpicked


@pytest.mark.parametrize("unit", [" ", ".", "(", ")", "?", ", ", "if ", "I may have "])
def test_a_long_run_is_read_without_raising(unit: str) -> None:
    # The stage reads a bounded tail: a long run before or after an answer line is no error.
    run = unit * 50_000
    assert left_open(run) is False
    assert isinstance(left_open("MOVE: (0, 1)\n\n" + run), bool)
    assert isinstance(left_open(run + "\n\nMOVE: (0, 1)"), bool)


@pytest.mark.parametrize(
    ("text", "open_"),
    [
        # Thirty-sixth round: a caveat naming the answer's own failure case, left open.
        ("MOVE: (0, 1)\n\nCaveat: I assumed (0, 2) is free; if not, this move fails.", True),
        ("MOVE: (0, 1)\n\nIt rests on row 0 being open; if it is blocked, pick (1, 0).", True),
        ("SHAPE: T\n\nNote: if the stem has a gap, this shape is wrong.", True),
        ("PATH: (0, 0) (0, 1)\n\nWarning: if (0, 1) is a wall, the route would fail.", True),
        # controls: the assumption confirmed, a counterfactual, the user's wish, a fact
        ("MOVE: (0, 1)\n\nI assumed (0, 2) is free, and row 0 shows it is.", False),
        ("MOVE: (0, 1)\n\nIf (0, 1) were a wall this move would fail, but it is open.", False),
        ("SHAPE: T\n\nNote: if you want the mirror image, flip the stem.", False),
        ("PATH: (0, 0) (0, 1)\n\nA route through (1, 1) fails; this one avoids it.", False),
    ],
)
def test_a_caveat_naming_the_answers_failure_case_leaves_it_open(text: str, open_: bool) -> None:
    assert left_open(text) is open_


@pytest.mark.parametrize(
    ("text", "open_"),
    [
        # Thirty-eighth round: the other case stated after a semicolon and left open ...
        ("If rows count from the top, MOVE: (0, 1); if from the bottom, I'd need to recount.", True),
        ("Top-left is (0, 0)? If so, ROTATE: (0, 0) clockwise; if it's the bottom-left, I'd redo it.", True),
        # ... not when that case is counterfactual, nor with no other case.
        ("If P is at (0, 0), as drawn, down is open; if (0, 1) were open too, it would not matter.\nMOVE: (1, 0)", False),
        ("If rows count from the top, as the prompt says, the move is down.\nMOVE: (1, 0)", False),
    ],
)  # fmt: skip
def test_the_other_case_after_a_semicolon_leaves_the_answer_open(text: str, open_: bool) -> None:
    assert conditional_plan(text) is open_


@pytest.mark.parametrize(
    "reply",
    [
        "MOVE: (2, 0)?  I'm not fully sure (1, 1) isn't better.",
        "MOVE: (2, 0)？不确定 (1, 1) 是不是更好。",
        "ROTATE: (0, 0) clockwise?  I'm not sure (1, 1) isn't the one to turn.",
    ],
)
def test_a_doubt_after_the_answers_question_mark_on_its_line_leaves_it_open(reply: str) -> None:
    # The rest of the line after "?" is read as the next line would be (forty-second round).
    assert stance_after(reply)
    assert read_answer(reply, cells=True).reason == CONFLICTING


def test_a_question_mark_with_no_other_value_doubted_keeps_the_answer() -> None:
    reply = "MOVE: (2, 0)?  I'm not fully sure, but that is my move."
    assert not stance_after(reply)
    assert read_answer(reply, cells=True).reason is None
