"""Issue 35, sixteenth round: the readers' rules for the habits v17 found misread.

An answer followed by a check that concludes on another answer is two answers with none chosen,
in every phase (:func:`agents.llm.reading.commitment.correction_after`); cells offered as
possible moves and both turn directions for one square commit to none; "the 4th square" is
"the fourth square"; backticks on the strict answer line are a format miss.
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move, parse_rotation, strict_move, strict_rotation
from agents.llm.reading import KEEP, UNSURE, correction_after
from agents.llm.reading.directions import VOCABULARY
from envs.maze_nav.logic import Maze
from experiments.maze.scoring.recognition_answer import committed_answer
from experiments.maze.scoring.recognition_strict import strict_line
from experiments.maze.scoring.solution import check_solution

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
ORIGINAL = Maze(CORRIDORS, (1, 0), (4, 3), 4, "square")
RIGHT = "(1, 0), (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3)"
DOWN = "(1, 0), (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3)"


def _move(reply: str) -> tuple[tuple[int, int] | None, str | None]:
    parsed = parse_move(reply, CORRIDORS, (1, 0), 4)
    return parsed.target, parsed.unreadable


@pytest.mark.parametrize(
    "reply",
    [
        "MOVE: (2, 0)\n\nChecking: (1, 1) is open too, so (1, 1) is the better first step.",
        "MOVE: (1, 1)\n\nThis route reaches G via (2, 0), (3, 0) and (4, 0).",
        "MOVE: (1, 1)\n\nThe column below is open, therefore (2, 0) is a good first move.",
    ],
)
def test_a_move_then_a_check_concluding_on_another_cell_is_conflicting(reply: str) -> None:
    assert _move(reply) == (None, "conflicting")


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("MOVE: (2, 0)\n\nChecking: the column is open, so (2, 0) is a good first step.", (2, 0)),
        ("MOVE: (1, 1)\n\nNote that (0, 0) is a wall.", (1, 1)),
        ("MOVE: (1, 1)\n\nSo (2, 0) is a wall and not an option.", (1, 1)),
        ("MOVE: (1, 1)\n\nSo next I go on to (1, 2).", (1, 1)),
        ("MOVE: (2, 0)\n\nSo the route reaches G via (2, 0), (3, 0) and (4, 0).", (2, 0)),
        ("MOVE: (1, 1)\n\nActually, my answer is (2, 0).", (2, 0)),
    ],
)
def test_a_check_on_the_same_cell_a_mention_or_a_correction_is_read_as_before(
    reply: str, target: tuple[int, int]
) -> None:
    assert _move(reply)[0] == target


def test_a_path_then_a_conclusion_on_another_route_is_unreadable() -> None:
    other = check_solution(f"PATH: {RIGHT}\n\nSo the route that reaches G is {DOWN}.", ORIGINAL)
    same = check_solution(f"PATH: {DOWN}\n\nSo the route that reaches G is {DOWN}.", ORIGINAL)
    assert (other.success, other.unreadable) == (False, "conflicting")
    assert same.success and same.unreadable is None


def test_a_shape_then_a_conclusion_on_another_shape_names_both() -> None:
    doubted = "SHAPE: square\n\nThe left side has a gap, therefore the shape looks more like a C."
    kept = "SHAPE: square\n\nAll four sides are closed, so the shape is a square."
    assert len(committed_answer(doubted)[0]) == 2
    assert committed_answer(kept)[0] == ("square",)
    assert committed_answer("SHAPE: square\n\nA C would have a gap on one side.")[0] == ("square",)


@pytest.mark.parametrize(
    ("reply", "action"),
    [
        ("ROTATE: (0, 0) clockwise\n\nLooking again, so (0, 1) should be turned.", None),
        ("ROTATE: (0, 0) clockwise\n\nCounterclockwise on (0, 1) is what closes the gap.", None),
        ("ROTATE: (0, 0) clockwise\n\nSo (0, 0) should be turned clockwise.", 0),
        ("ROTATE: (0, 0) clockwise\n\n(1, 1) is already right.", 0),
    ],
)
def test_a_rotation_then_a_conclusion_on_another_square(reply: str, action: int | None) -> None:
    assert parse_rotation(reply, 2, 2).action == action


def test_the_rule_compares_the_concluded_answer_with_the_answer() -> None:
    def named(a: int, b: int) -> list[object]:
        return [w for w in ("A", "B") if w in text[a:b]]

    text = "A. So B is better."
    assert correction_after(text, 1, "A", named) == (UNSURE, frozenset({"A", "B"}))
    text = "A. So A is better."
    assert correction_after(text, 1, "A", named) == (KEEP, "A")
    text = "A. B is also there."
    assert correction_after(text, 1, "A", named) == (KEEP, "A")


@pytest.mark.parametrize(
    "reply",
    [
        "You can move to the right cell (1, 1) and you can move to the bottom cell (2, 0).",
        "Possible moves: (1, 1), (2, 0).",
        "The valid moves are (1, 1) and (2, 0).",
    ],
)
def test_cells_offered_as_possible_with_no_choice_are_conflicting(reply: str) -> None:
    assert _move(reply) == (None, "conflicting")


@pytest.mark.parametrize(
    "reply",
    [
        "You can move to (1, 1) or (2, 0); I'll take (2, 0).",
        "The valid moves are (1, 1) and (2, 0), so I take (2, 0).",
        "Possible moves: (1, 1), (2, 0). I'll go down.",
        "You can move down to (2, 0).",
    ],
)
def test_cells_offered_then_one_picked_is_the_pick(reply: str) -> None:
    assert _move(reply) == ((2, 0), None)


def test_squares_offered_as_possible_with_no_choice_are_conflicting() -> None:
    parsed = parse_rotation("Possible rotations: square 0 clockwise, square 3 clockwise.", 2, 2)
    assert (parsed.action, parsed.unreadable) == (None, "conflicting")


@pytest.mark.parametrize(
    "reply",
    [
        "ROTATE: (1, 1) clockwise and counterclockwise",
        "Rotate square 2 counterclockwise and clockwise.",
        "You turn the first square clockwise and counterclockwise.",
    ],
)
def test_both_turn_directions_for_one_square_are_conflicting(reply: str) -> None:
    parsed = parse_rotation(reply, 2, 2)
    assert (parsed.action, parsed.unreadable) == (None, "conflicting")


def test_one_direction_or_a_later_turn_of_another_square_is_read_as_before() -> None:
    assert parse_rotation("ROTATE: (1, 1) clockwise", 2, 2).square == 3
    plan = parse_rotation("ROTATE: (1, 1) clockwise\nand then (0, 0) counterclockwise", 2, 2)
    assert (plan.square, plan.direction) == (3, "clockwise")


@pytest.mark.parametrize(
    ("reply", "square"),
    [
        ("The 4th square is turned clockwise.", 3),
        ("Turn the 2nd square clockwise.", 1),
        ("ROTATE: the 3rd tile counterclockwise", 2),
        ("Turn the 1st piece clockwise.", 0),
    ],
)
def test_a_digit_ordinal_is_the_ordinal_word(reply: str, square: int) -> None:
    assert parse_rotation(reply, 2, 2).square == square


def test_a_digit_ordinal_past_the_four_or_before_a_place_names_no_square() -> None:
    assert parse_rotation("Turn the 5th square clockwise.", 2, 2).square is None
    assert parse_rotation("Turn the 2nd square in the bottom row clockwise.", 2, 2).square is None


def test_backticks_around_a_label_or_its_value_are_a_strict_format_miss() -> None:
    assert strict_move("MOVE: `(2, 0)`") is None
    assert strict_move("`MOVE: (2, 0)`") is None
    assert strict_rotation("ROTATE: `(0, 0) clockwise`", 2, 2) is None
    assert strict_line("SHAPE: `square`") is None
    # Bold and italic stay tolerated; flexibly the backticked value is read.
    assert strict_move("MOVE: **(2, 0)**") == (2, 0)
    assert strict_line("SHAPE: *square*") == "square"
    assert _move("MOVE: `(2, 0)`") == ((2, 0), None)
    assert committed_answer("SHAPE: `square`")[0] == ("square",)


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("Right is open.\nMOVE: (1, 1", (1, 1)),
        ("The player goes down.\nMOVE: (2, 0\n", (2, 0)),
        (
            "Here is my move:\n\n| step | from | to |\n|---|---|---|\n| 1 | (1, 0) | (2, 0) |",
            (2, 0),
        ),
        ("| from | next |\n|---|---|\n| (1, 0) | (1, 1) |\n\nDone.", (1, 1)),
    ],
)
def test_an_unclosed_pair_at_the_end_or_a_one_row_move_table(
    reply: str, target: tuple[int, int]
) -> None:
    assert _move(reply) == (target, None)


def test_an_unclosed_pair_cut_off_or_followed_by_words_is_no_move() -> None:
    cut = parse_move("MOVE: (1, 1", CORRIDORS, (1, 0), 4, finish_reason="length")
    assert (cut.target, cut.unreadable) == (None, "truncated")
    assert _move("MOVE: (1, 1\nThat's it.")[0] is None
    assert strict_move("MOVE: (1, 1") is None


# One closing pick by direction per language of the ten (down is (2, 0), right (1, 1)).
CLOSING_PICKS = {
    "english": ("The wall is above. I'm going down one cell.", (2, 0)),
    "chinese": ("上面是墙。我决定向下走一步。", (2, 0)),
    "spanish": ("Arriba hay una pared. Voy una casilla a la derecha.", (1, 1)),
    "french": ("Il y a un mur en haut. Je vais d'une case vers le bas.", (2, 0)),
    "german": ("Oben ist eine Wand. Ich gehe einen Schritt nach unten.", (2, 0)),
    "japanese": ("上は壁です。右に一マス進みます。", (1, 1)),
    "portuguese": ("Em cima há uma parede, então vou uma casa para a direita.", (1, 1)),
    "italian": ("Sopra c'è un muro, quindi mi sposto di una casella a destra.", (1, 1)),
    "russian": ("Сверху стена, слева край поля. Иду вниз на одну клетку.", (2, 0)),
    "korean": ("위쪽은 벽이므로 오른쪽으로 한 칸 이동합니다.", (1, 1)),
}


def test_the_closing_table_covers_the_ten_languages() -> None:
    assert set(CLOSING_PICKS) == set(VOCABULARY)


@pytest.mark.parametrize("language", list(CLOSING_PICKS))
def test_a_closing_pick_by_direction_in_each_language(language: str) -> None:
    reply, target = CLOSING_PICKS[language]
    assert _move(reply) == (target, None)


@pytest.mark.parametrize(
    "reply",
    [
        "아래로 이동하거나 오른쪽으로 이동합니다.",  # down or right: no pick
        "Non mi sposto a destra.",  # ruled out
        "Boven is een muur, dus ik ga naar rechts.",  # Dutch: not read
        "I considered right, but down is the wall.",
    ],
)
def test_no_closing_pick_is_read_where_none_is_made(reply: str) -> None:
    assert _move(reply)[0] is None


def test_a_puzzle_tool_call_with_the_square_as_its_row_and_column() -> None:
    call = '{"name": "turn_square", "arguments": {"square": [0, 1], "direction": "clockwise"}}'
    parsed = parse_rotation(call, 2, 2)
    assert (parsed.square, parsed.direction) == (1, "clockwise")


@pytest.mark.parametrize(
    ("reply", "square"),
    [
        ("The top-left elbow points off the board; turn the top-left elbow counterclockwise.", 0),
        ("Rotate the bottom-right bend clockwise.", 3),
        ("The elbow points up-left; rotate it clockwise.", None),
    ],
)
def test_a_square_named_by_its_pipe_and_place(reply: str, square: int | None) -> None:
    assert parse_rotation(reply, 2, 2).square == square
