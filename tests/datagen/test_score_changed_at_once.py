"""Issue 36, twenty-first round: a board that changes in several squares at once, none seen
turning, into a board that is not the answer is never read ``squares_kept`` True.

Set v16's v16_020, v16_026 and v16_040 (inside the envelope) dissolve or cut a 2x2 rotation
puzzle into another question's board; every such question has the same four L pieces, so the
change looks like turns of the squares' own pieces, and the scorer read ``squares_kept`` True.
One square so changed is a move drawn as a cross-fade (kept); the answer reached in one jump
is kept too. Set v16's v16_092 (outside: another question's board from the start, two of its
four squares off the question's) was read ``solved`` True.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from datagen.changed_at_once import answer_pipes, apart, changed_at_once, unseen_changes
from datagen.start_board import shows_another_board

A = (False, True, True, False)
B = (False, False, True, True)
C = (True, True, False, False)
D = (True, False, False, True)
BOARD = (A, B, C, D)


def test_one_square_changed_unseen_is_a_dissolved_move() -> None:
    after = (D, B, C, D)
    assert unseen_changes(BOARD, after, set()) == {0}
    assert not changed_at_once(BOARD, after, set(), into_answer=False)


def test_two_squares_changed_unseen_not_into_the_answer_is_at_once() -> None:
    after = (A, A, B, D)  # v16_026: squares 1 and 2, neither seen turning
    assert unseen_changes(BOARD, after, set()) == {1, 2}
    assert changed_at_once(BOARD, after, set(), into_answer=False)


def test_squares_seen_turning_or_into_the_answer_are_not_at_once() -> None:
    after = (A, A, B, D)
    assert not changed_at_once(BOARD, after, {1}, into_answer=False)
    assert not changed_at_once(BOARD, after, set(), into_answer=True)


def test_squares_covered_at_different_times_changed_apart() -> None:
    """v8_062 (two moves each drawn as a cross-fade, the board at rest between them not read):
    square 0 covered while square 2 was read clear, then the other way round; v16_026's two
    squares were covered together, and a cut covers none."""
    assert apart({0, 2}, [{0}, {0}, {2}])
    assert not apart({1, 2}, [{1, 2}, {1, 2}])
    assert not apart({1, 2}, [])
    assert not apart({1, 2}, [{0}, {3}])  # other squares covered (a mark)


def test_squares_not_read_and_boards_without_squares_do_not_count() -> None:
    assert unseen_changes(BOARD, (None, A, None, D), set()) == {1}
    assert unseen_changes(None, BOARD, set()) == set()
    assert unseen_changes(BOARD, None, set()) == set()
    assert unseen_changes(((1, 2), 3), ((2, 1), 4), set()) == set()  # a maze's state
    assert unseen_changes(BOARD, BOARD[:3], set()) == set()


def _meta(turns: list[int]) -> dict:
    pieces = [[0, 1, 1, 0], [0, 0, 1, 1], [1, 1, 0, 0], [1, 0, 0, 1]]
    return {
        "domain": "rotation_puzzle",
        "grid": [2, 2],
        "squares": [
            {"index": k, "connections": c, "initial_angle": a, "target_angle": 0}
            for k, (c, a) in enumerate(zip(pieces, turns, strict=True))
        ],
    }


def test_the_answer_is_read_as_the_reader_gives_boards() -> None:
    assert answer_pipes(_meta([0, 90, 180, 270])) == [A, B, C, D]
    assert answer_pipes({"domain": "maze_nav"}) is None


def test_two_squares_off_the_question_at_the_start_may_be_another_board() -> None:
    """v16_092: two of four squares differ from the question on the first puzzle frame; one
    square off (sets v8 and v11's changed starts) is still the question."""
    meta = _meta([0, 0, 0, 0])  # the question shows the answer's pipes
    assert not shows_another_board(meta, [A, B, C, D])
    assert not shows_another_board(meta, [B, B, C, D])
    asked = _meta([90, 0, 0, 0])
    assert not shows_another_board(asked, [B, B, C, D])  # the question itself
    assert shows_another_board(asked, [C, B, D, D])


@pytest.fixture(scope="module")
def question(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from datagen import rotation_puzzle

    root = tmp_path_factory.mktemp("q")
    rotation_puzzle.create_dataset(num_samples=1, seed=11, out_dir=root, workers=1)
    return root / "rotation_puzzle_task"


def _score_clip(question: Path, tmp_path: Path, clip: list[np.ndarray]) -> dict:
    from datagen.io import png_bytes
    from datagen.score import score

    folder = tmp_path / "videos" / "rotation_puzzle_0000"
    folder.mkdir(parents=True)
    for i, frame in enumerate(clip):
        (folder / f"frame_{i:03d}.png").write_bytes(png_bytes(frame))
    report = score(question, tmp_path / "videos", tmp_path / "s.csv", every=1)
    return {r["task_id"]: r for r in report.rows}["rotation_puzzle_0000"]


def _boards(question: Path) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The question's first frame, its answer, and two other boards of the same pieces:
    one with square 0 turned from the question, one with squares 0 and 1 turned."""
    from datagen.rotation_puzzle import state_of
    from envs.rotation_puzzle.logic import PuzzleState
    from envs.rotation_puzzle.render import render_frame

    meta = json.loads((question / "rotation_puzzle_0000" / "question_metadata.json").read_text())
    state = state_of(meta)
    turned = [int(a) for a in state.angles]
    solved = [0] * len(turned)
    # Each turned square lands off the answer's angle (0), so neither board is the answer.
    one = [*turned]
    one[0] = (one[0] + 90) % 360 if (one[0] + 90) % 360 else 180
    two = [*one]
    two[1] = (two[1] + 90) % 360 if (two[1] + 90) % 360 else 180

    def frame(angles: list[int]) -> np.ndarray:
        return render_frame(PuzzleState(state.grid, state.patterns, tuple(angles)))

    return frame(turned), frame(solved), frame(one), frame(two)


def _blend(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """One frame halfway between ``a`` and ``b`` (a dissolve as a rate conversion leaves it:
    no square readable there)."""
    return np.rint((a.astype(np.float32) + b.astype(np.float32)) / 2).astype(np.uint8)


@pytest.mark.parametrize("between", [0, 1])
def test_a_board_cut_or_dissolved_into_another_in_two_squares_is_not_read_kept(
    question: Path, tmp_path: Path, between: int
) -> None:
    first, _, _, two = _boards(question)
    clip = [first] * 4 + [_blend(first, two)] * between + [two] * 4
    row = _score_clip(question, tmp_path, clip)
    assert row["first_frame_matches"] is True and row["solved"] is False, row
    assert row["squares_kept"] is None, row


@pytest.mark.parametrize("between", [0, 1])
def test_one_square_changed_and_a_jump_to_the_answer_stay_kept(
    question: Path, tmp_path: Path, between: int
) -> None:
    first, answer, one, _ = _boards(question)
    clip = [first] * 4 + [_blend(first, one)] * between + [one] * 4
    row = _score_clip(question, tmp_path, clip)
    assert row["solved"] is False and row["squares_kept"] is True, row
    jump = _score_clip(question, tmp_path / "jump", [first] * 4 + [answer] * 4)
    assert jump["solved"] is True and jump["squares_kept"] is True, jump


def test_changed_at_once_back_to_the_question_is_a_restart() -> None:
    """Set v17's v17_023 (a clip looped twice): from the answer straight back to the
    question's own board is the clip starting again, not another board put in place."""
    question = (D, A, B, C)  # the answer BOARD, every square turned once
    assert changed_at_once(BOARD, question, set(), into_answer=False)
    assert not changed_at_once(BOARD, question, set(), into_answer=False, into_question=True)


# Labelled before the change (issue 36, round 22), what a careful person says of each clip:
# the question's board, the answer in one jump, then the question's board again in one jump
# (a loop) keeps its squares (True); the same with a third board that is neither the question
# nor the answer after the answer leaves squares_kept unknown (another board may have been
# put in place); a loop that plays the question, then the two-square board held, stays unknown.
LOOPS = {
    "question, answer, question": ("qaq", True),
    "question, answer, two squares turned": ("qat", None),
    "question, answer, question, two squares turned": ("qaqt", None),
}


@pytest.mark.parametrize("name", sorted(LOOPS))
def test_a_loop_back_to_the_question_keeps_its_squares(
    question: Path, tmp_path: Path, name: str
) -> None:
    first, answer, _, two = _boards(question)
    parts = {"q": first, "a": answer, "t": two}
    plan, kept = LOOPS[name]
    clip = [first] * 4 + [parts[c] for c in plan[1:] for _ in range(4)]
    row = _score_clip(question, tmp_path, clip)
    assert row["first_frame_matches"] is True, row
    assert row["squares_kept"] is kept, row
