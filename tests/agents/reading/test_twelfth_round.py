"""The twelfth round's reading rules (issue 35), each with its controls: moves offered with no
pick, a closing pick by direction, cells by ordinals, a turn by a clock's hands, one move given
once per numbering."""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move, parse_rotation
from agents.llm.reading.commitment import open_items
from agents.llm.reading.directions import ONE_ANSWER, TWO_ANSWERS, closing_direction
from agents.llm.reading.normalise import normalise
from agents.llm.reading.numbering import same_cell_forms
from envs.maze_nav.logic import Action

# corpus_mazes' ORIGINAL: P at (1, 0), open moves (2, 0) and (1, 1), (0, 0) a wall.
CORRIDORS = np.array(
    [
        [0, 0, 0, 0, 0],
        [1, 1, 1, 1, 0],
        [1, 0, 0, 1, 0],
        [1, 0, 0, 1, 0],
        [1, 1, 1, 1, 0],
    ],
    dtype=bool,
)
TABLE = "| Move | Cell | Open |\n|---|---|---|\n| Down | (2, 0) | yes |\n| Right | (1, 1) | yes |\n"


def _move(reply: str) -> tuple[object, object]:
    parsed = parse_move(reply, CORRIDORS, (1, 0), 4)
    return parsed.target, parsed.unreadable


@pytest.mark.parametrize(
    "reply",
    [
        "1. Up: (0, 0) — wall ✗\n2. Down: (2, 0) — open ✓\n3. Right: (1, 1) — open ✓",
        "- (2, 0): free\n- (1, 1): free\n- (0, 0): wall",
        "You can move to the bottom cell (2, 0) and move to the right cell (1, 1).",
        "The player could step to (1, 1), (2, 0).",
        "From P I can go down to (2, 0) and I can go right to (1, 1).",
    ],
)
def test_moves_offered_with_no_pick_are_no_move(reply: str) -> None:
    assert _move(reply) == (None, "conflicting")


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("- Up (0, 0): wall\n- Down (2, 0): open", (2, 0)),  # one open item: the only offer
        ("Steps:\n1. (2, 0) free\n2. (3, 0) free", (3, 0)),  # a route's steps: not offered
        ("I can move to (1, 1) and then to (1, 2).", (1, 1)),  # a plan: its first move
        ("I can go to (2, 0) but not to (1, 1).", (1, 1)),  # no offer: read as before
    ],
)
def test_controls_of_the_offers_stay_as_they_were(reply: str, target: object) -> None:
    assert _move(reply)[0] == target


def test_open_items_counts_the_items_marked_open() -> None:
    text = "1. Up: wall ✗\n2. Down: (2, 0) open ✓\n3. Right: (1, 1) open ✓"
    assert open_items(text, len(text) - 1) == 2
    assert open_items("Plain prose (2, 0) open", 5) == 0


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        (TABLE + "\nI'll go right.", (1, 1)),
        (TABLE + "\nI choose down, toward the bottom row.", (2, 0)),
        ("1. Down (2, 0): open ✓\n2. Right (1, 1): open ✓\n\nI'm going right.", (1, 1)),
        ("You are on the 2nd row of the 1st column. You can move down.", (2, 0)),
    ],
)
def test_a_closing_pick_by_direction_is_that_move(reply: str, target: object) -> None:
    assert _move(reply) == (target, None)


@pytest.mark.parametrize(
    "reply",
    [
        TABLE + "\nI'll go right or down.",  # two directions: no pick
        TABLE + "\nBoth moves lead somewhere.",  # no direction picked
        TABLE + "\nI'll go up.",  # a direction to a cell the table does not offer
    ],
)
def test_a_closing_sentence_with_no_single_offered_direction_picks_none(reply: str) -> None:
    assert _move(reply) == (None, "conflicting")


def test_closing_direction_reads_the_last_sentence_only() -> None:
    assert closing_direction("Table above.\n\nI will move down.") == (Action.DOWN, ONE_ANSWER)
    assert closing_direction("I'll go down. The wall is above.") == (None, None)
    assert closing_direction("You can move down and right.") == (None, None)
    assert closing_direction("I move right.") == (None, None)  # a remark (eighth round)
    assert closing_direction("I'll go left or right.") == (None, TWO_ANSWERS)


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("the second cell of the second row", "the (1, 1)"),
        ("third row, first column", "(2, 0)"),
        ("the 2nd row of the 1st column", "the (1, 0)"),
        ("the first column of the third row", "the (2, 0)"),
        ("the second option is better", "the second option is better"),
        ("the first row is all walls", "the first row is all walls"),
    ],
)
def test_ordinal_cells_count_from_one(text: str, plain: str) -> None:
    assert normalise(text) == plain


@pytest.mark.parametrize(
    ("reply", "action"),
    [
        ("Rotate (1, 0) the way a clock's hands move.", 4),
        ("Turn (0, 1) like the hands of a clock.", 2),
        ("Rotate (1, 1) against the clock.", 7),
        ("Rotate (0, 0) opposite to a clock's hands.", 1),
    ],
)
def test_a_clocks_hands_name_the_turn(reply: str, action: int) -> None:
    assert parse_rotation(reply, 2, 2).action == action


def test_a_clock_named_with_no_turn_names_none() -> None:
    assert normalise("The clock is ticking; rotate (1, 0).") == (
        "The clock is ticking; rotate (1, 0)."
    )


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "If from 0: MOVE: (2, 0). If from 1: MOVE: (3, 1). Either way, the cell below P.",
            "If from 0: MOVE: (2, 0). If from 1: MOVE: (2, 0). Either way, the cell below P.",
        ),
        (
            "1-indexed: (2, 2); 0-indexed: (1, 1). The same cell.",
            "1-indexed: (1, 1); 0-indexed: (1, 1). The same cell.",
        ),
    ],
)
def test_one_move_given_per_numbering_is_the_prompts_form(text: str, read: str) -> None:
    assert same_cell_forms(text) == read


@pytest.mark.parametrize(
    "text",
    [
        "If from 0: MOVE: (1, 1). If from 1: MOVE: (2, 2).",  # not said to be one cell
        "If from 0: (2, 0). If from 1: (1, 1). Either way, it works.",  # two different cells
    ],
)
def test_forms_not_said_or_not_one_cell_stay_as_written(text: str) -> None:
    assert same_cell_forms(text) == text


def test_the_new_patterns_never_raise_on_long_near_misses() -> None:
    # Near matches over and over (the speed is measured in benchmarks/bench_scoring.py).
    assert normalise("second row of the " * 5_000).count("(") == 0
    assert normalise("against the clock's " * 5_000).count("counterclockwise") == 0
    offers = "You can move to (1, 1) and " * 3_000 + "(2, 0)."
    assert _move(offers) == (None, "conflicting")
    ticks = "- open ✓\n" * 10_000 + "- (2, 0) open\n- (1, 1) open"
    assert _move(ticks) == (None, "conflicting")
    forms = "from 0 from 1 either way (1, 1) " * 3_000
    assert same_cell_forms(forms) == forms  # too many numberings: one move given two ways is not
