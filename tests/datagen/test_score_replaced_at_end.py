"""Issue 36, twenty-ninth round: a board changed at once on the last puzzle frame read.

Set v22's v22_041 (inside: question 3's board dissolving into question 5's, held to the end)
read ``squares_kept`` True, labelled False: the frames after the dissolve neither register nor
pass the palette test (trailing non-puzzle frames), the last puzzle frame read
(18) shows question 5's pipes at rest, squares 1, 2 and 3 changed with none seen turning, and
nothing after it shows that board held. The frames cannot tell turns at once from another
board: unknown, never True. The cases were labelled before the change; the pipes are set v22's
question 3 (its question and answer) and question 5 (the board put in place).
"""

from __future__ import annotations

from datagen.replaced_at_end import changed_at_end, unknown_kept

QUESTION = [
    (True, True, False, False),
    (False, False, True, True),
    (True, True, False, False),
    (True, False, False, True),
]
ANSWER = [(False, True, True, False), *QUESTION[1:]]
OTHER = (
    (True, True, False, False),
    (True, False, False, True),
    (False, True, True, False),
    (False, False, True, True),
)
PIPES = (ANSWER, QUESTION)


def test_set_v22_041_another_board_at_the_end_then_no_puzzle_is_unsure() -> None:
    assert changed_at_end((18, {1, 2, 3}, OTHER), 18, 19, *PIPES)


def test_the_board_held_to_a_last_puzzle_frame_is_left_to_the_held_rule() -> None:
    """No trailing frames: a later read frame shows the board held or not (``sudden``)."""
    assert not changed_at_end((18, {1, 2, 3}, OTHER), 18, None, *PIPES)


def test_a_change_read_before_the_last_frame_read_is_not_this_rule() -> None:
    assert not changed_at_end((14, {1, 2, 3}, OTHER), 18, 19, *PIPES)


def test_one_square_changed_unseen_is_a_dissolved_move_kept() -> None:
    one = (QUESTION[0], OTHER[1], *QUESTION[2:])
    assert not changed_at_end((18, {1}, one), 18, 19, *PIPES)


def test_a_one_jump_answer_or_a_restart_then_an_end_card_stays_kept() -> None:
    assert not changed_at_end((18, {0, 1}, tuple(ANSWER)), 18, 19, *PIPES)
    assert not changed_at_end((18, {0, 1}, tuple(QUESTION)), 18, 19, *PIPES)


def test_a_maze_or_nothing_read_at_rest_is_never_this_rule() -> None:
    assert not changed_at_end((18, set(), (3, 4)), 18, 19, None, None)
    assert not changed_at_end((-1, set(), None), 18, 19, *PIPES)


def test_unknown_kept_makes_a_true_unknown_and_leaves_the_rest() -> None:
    changed = unknown_kept({"squares_kept": True, "reason": ""})
    assert changed["squares_kept"] is None and "changed at once" in changed["reason"]
    assert unknown_kept({"squares_kept": True, "reason": "x"})["reason"] == "x"
    assert unknown_kept({"squares_kept": False, "reason": ""}) == {}
    assert unknown_kept({"squares_kept": None, "reason": ""}) == {}
