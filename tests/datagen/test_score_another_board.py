"""Issue 36, twentieth round: a video of another question's board is never read solved.

Set v15's v15_095 shows another 2x2 rotation puzzle with the same four pipe pieces, solved from
its own start; its last frame is the solved picture every such board shares. Its first puzzle
frame has three of four squares turned otherwise than the question's, and the scorer read
``solved`` and ``squares_kept`` True there. A question changed in one square before the video
starts (set v8's ``changed_start``) is still this question, solved.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from datagen.start_board import another_board, shows_another_board, squares_off_question

META = {
    "domain": "rotation_puzzle",
    "grid": [2, 2],
    "squares": [
        {"index": 0, "connections": [0, 1, 1, 0], "initial_angle": 0, "target_angle": 0},
        {"index": 1, "connections": [0, 0, 1, 1], "initial_angle": 180, "target_angle": 0},
        {"index": 2, "connections": [1, 1, 0, 0], "initial_angle": 180, "target_angle": 0},
        {"index": 3, "connections": [1, 0, 0, 1], "initial_angle": 0, "target_angle": 0},
    ],
}
# The question's pipes per square, as the reader gives them at rest (set v15's question 4).
ASKED = [
    (False, True, True, False),
    (True, True, False, False),
    (False, False, True, True),
    (True, False, False, True),
]
# v15_095's first puzzle frame as read: squares 0, 2 and 3 turned otherwise.
OTHER = [
    (True, False, False, True),
    (True, True, False, False),
    (True, True, False, False),
    (False, False, True, True),
]


def test_the_question_itself_is_not_another_board() -> None:
    from datagen.rotation_puzzle import state_of
    from envs.rotation_puzzle.logic import openings

    assert [tuple(o) for o in openings(state_of(META)).tolist()] == ASKED
    assert squares_off_question(META, ASKED) == 0
    assert not shows_another_board(META, ASKED)


def test_one_square_turned_before_the_start_is_still_the_question() -> None:
    changed = [OTHER[0], *ASKED[1:]]
    assert squares_off_question(META, changed) == 1
    assert not shows_another_board(META, changed)


def test_two_squares_turned_may_be_another_board() -> None:
    """Round 21 (set v16's v16_092: another question's board, two of four squares off the
    question's): past the one square the labelled changed starts turn, it may be either."""
    assert shows_another_board(META, [OTHER[0], ASKED[1], OTHER[2], ASKED[3]])


def test_most_squares_turned_otherwise_is_another_board() -> None:
    assert squares_off_question(META, OTHER) == 3
    assert shows_another_board(META, OTHER)


def test_a_first_frame_showing_the_answer_is_this_question_answered() -> None:
    from datagen.rotation_puzzle import solved_state, state_of
    from envs.rotation_puzzle.logic import openings

    # Set v15's question 1: three of its four squares start turned off the answer.
    turned = [180, 90, 0, 180]
    meta = META | {
        "squares": [s | {"initial_angle": a} for s, a in zip(META["squares"], turned, strict=True)]
    }
    answer = [tuple(o) for o in openings(solved_state(state_of(meta))).tolist()]
    assert squares_off_question(meta, answer) == 3
    assert not shows_another_board(meta, answer)


def test_squares_not_read_do_not_count_as_turned() -> None:
    assert not shows_another_board(META, [OTHER[0], None, None, ASKED[3]])
    assert not shows_another_board(META, [OTHER[0], None, None, None])
    assert not shows_another_board(META, None)
    assert not shows_another_board({"domain": "maze_nav"}, OTHER)


def test_another_board_leaves_a_false_and_makes_a_true_unknown() -> None:
    solved = {"solved": True, "squares_kept": True, "first_solved_frame": 20}
    assert another_board(solved) == {
        "solved": None,
        "squares_kept": None,
        "first_solved_frame": None,
        "stayed_solved": None,
        "reason": "the first puzzle frame may show another board: squares differ from the question",
    }
    unsolved = {"solved": False, "squares_kept": False, "first_solved_frame": None}
    assert another_board(unsolved) == {"first_solved_frame": None, "stayed_solved": None}


def test_set_v15_video_of_another_board_is_never_read_solved(
    set_v15_puzzles: Path, tmp_path: Path
) -> None:
    """v15_095 (outside the envelope: another board), rendered by set v15's own renderer from
    its draw: ``first_frame_matches`` False, and ``solved`` / ``squares_kept`` not True."""
    pytest.importorskip("cv2")
    pytest.importorskip("imageio_ffmpeg")
    from benchmarks.realstyle_v15 import build, draws
    from datagen.score import score

    questions = set_v15_puzzles  # conftest.py: set v15's folders, exported once
    draw = {d["index"]: d for d in draws.make_draws(15, False)}[95]
    assert draw["scenario"] == "other", draw
    made = build.render(draw, questions, tmp_path / "videos", 15)
    rows = [r for r in score(questions, tmp_path / "videos").rows if r["status"] != "missing"]
    assert len(rows) == 1 and rows[0]["task_id"] == made["task_id"], rows
    row = rows[0]
    assert row["first_frame_matches"] is False, row
    assert row["solved"] is not True and row["squares_kept"] is not True, row
    assert made["labels"]["solved"] is False and made["labels"]["squares_kept"] is False
