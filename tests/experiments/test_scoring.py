"""The three scorers: recognition keywords, the four generation verdicts, the one-shot trace."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from agents.llm.reading.pipeline import UNREADABLE_REASONS
from envs.maze_nav.generator import generate_maze
from envs.maze_nav.logic import CORRIDOR, GOAL, PLAYER, WALL, Maze, maze_from_codes, shortest_path
from envs.maze_nav.shapes import DEFAULT_CONNECTIVITY, SHAPES
from envs.maze_nav.text import encode
from experiments.maze.scoring import (
    AMBIGUOUS,
    FORMAT,
    NONE,
    SHAPE_SYNONYMS,
    check_solution,
    generated_maze,
    score_generation,
    score_recognition,
    shapes_named,
)
from experiments.maze.scoring.generation import bare_unreadable_reason
from experiments.maze.scoring.recognition import UNREADABLE, WRONG_SHAPE

ENCODINGS = ("matrix", "coord_list")


def _maze(shape: str, seed: int = 0) -> Maze:
    return generate_maze(np.random.default_rng(seed), shape, 5)


def _other_maze(maze: Maze) -> Maze:
    """A different maze of the same shape (another draw or another start/goal)."""
    for seed in range(1, 50):
        other = _maze(maze.shape, seed)
        if not np.array_equal(other.codes(), maze.codes()):
            return other
    raise AssertionError("no second maze found")


# -- recognition ----------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", list(SHAPES))
def test_every_synonym_names_its_shape(shape):
    for synonym in SHAPE_SYNONYMS[shape]:
        text = f"The empty cells form a {synonym}."
        score = score_recognition(text, shape)
        assert score.success, (synonym, score)
        assert score.predicted == shape, (synonym, score)


@pytest.mark.parametrize(
    ("text", "shape"),
    [
        ("SHAPE: square", "square"),
        ("It looks like a BOX to me", "square"),
        ("The corridors draw an X-shape.", "cross"),
        ("two crossed lines meeting in the middle", "cross"),
        ("a times sign ×", "cross"),
        ("It coils inward like a helix", "spiral"),
        ("A whorl. SHAPE: Spiral", "spiral"),
        ("an isosceles outline", "triangle"),
        ("a pyramid", "triangle"),
        ("It is a C-shape opening to the right", "C"),
        ("looks like a semi-circle", "C"),
        ("a half circle", "C"),
        ("the c shape", "C"),
        ("The letter C.", "C"),
        ("SHAPE: **C**", "C"),
        ("It's a zig-zag", "Z"),
        ("like a lightning bolt", "Z"),
        ("Z shaped corridors", "Z"),
        ("SHAPE: Z", "Z"),
    ],
)
def test_recognition_hand_cases(text, shape):
    score = score_recognition(text, shape)
    assert score.success
    assert score.predicted == shape


@pytest.mark.parametrize(
    "text",
    [
        "cell (2, 3) is empty",
        "cells are named (r, c) and (row, col)",
        "I move to r2 c3, then row 2, col 3",
        "a 5 x 5 grid",
        "the 5x5 grid",
        "x = 3 and z=4 and c > 2",
        "I tried three times",
        "crossing the corridor",
        "Xavier and Zoe met Carl",
        "The answer is unclear.",
    ],
)
def test_tricky_words_name_no_shape(text):
    assert shapes_named(text) == []
    score = score_recognition(text, "C")
    assert score.predicted == NONE
    assert not score.success


def test_lowercase_single_letters_do_not_count_alone():
    assert shapes_named("a c and an x and a z") == []
    assert shapes_named("the x-shape") == ["cross"]


def test_shape_answer_line_decides_over_the_reasoning():
    text = "At first it looks like a square, but the turns go inward.\nSHAPE: spiral"
    score = score_recognition(text, "spiral")
    assert score.predicted == "spiral" and score.success
    wrong = score_recognition(text, "square")
    assert not wrong.success and wrong.predicted == "spiral"


@pytest.mark.parametrize(
    "text",
    [
        "Two readings are possible: a C or a square. Since the right side is closed, I choose square.",
        "It could be a C or a square. I'll go with square.",
        "A C or a square? I pick square.",
        "Either a C or a square.\nMy choice: square",
        "可能是C形或正方形。所以是正方形。",
    ],
)
def test_a_first_person_pick_after_a_hedge_commits(text):
    score = score_recognition(text, "square")
    assert score.predicted == "square" and score.success


@pytest.mark.parametrize(
    ("text", "predicted"),
    [
        ("SHAPE: C\nActually, looking again, it's a square.", "square"),
        ("SHAPE: C\nOn second thought: square.", "square"),
        ("SHAPE: square\nActually, it is not a C.", "square"),  # the negated C names nothing
        ("SHAPE: square\n\nI actually considered a C first.", "square"),  # no correction
        ("SHAPE: C\nActually, it could be a square or a spiral.", AMBIGUOUS),
    ],
)
def test_a_correction_after_the_shape_line_decides(text, predicted):
    assert score_recognition(text, "square").predicted == predicted


@pytest.mark.parametrize(
    "text",
    ["a square pyramid", "It is a pentagonal pyramid.", "like a triangular pyramid"],
)
def test_a_solid_named_for_a_shape_is_the_pyramid_the_triangles_variant(text):
    # Issue 35, fifteenth round's ruling: "a square pyramid" is the pyramid, and the pyramid is
    # the triangle's variant; the shape word before it ("square") names nothing.
    assert score_recognition(text, "triangle").predicted == "triangle"


@pytest.mark.parametrize("text", ["a square prism", "triangular faces", "a square-based solid"])
def test_a_solid_or_its_part_that_is_no_variant_names_no_shape(text):
    assert score_recognition(text, "triangle").predicted == NONE


def test_a_hedge_between_shapes_is_ambiguous_and_fails():
    score = score_recognition("It could be a square or a cross.", "cross")
    assert score.predicted == AMBIGUOUS
    assert not score.success
    assert set(score.named) == {"square", "cross"}


def test_recognition_of_non_text_is_none():
    score = score_recognition(None, "Z")
    assert (score.success, score.predicted) == (False, NONE)


def test_recognition_rejects_unknown_shape():
    with pytest.raises(ValueError, match="shape='hexagon'"):
        score_recognition("hexagon", "hexagon")


def test_recognition_record_shape():
    assert score_recognition("SHAPE: C", "C").as_record() == {
        "success": True,
        "predicted": "C",
        "strict": True,
        "strict_reason": None,
    }
    assert score_recognition("It is a C.", "C").as_record() == {
        "success": True,
        "predicted": "C",
        "strict": False,
        "strict_reason": FORMAT,
    }


# -- generation -----------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("encoding", ENCODINGS)
def test_a_different_maze_of_the_same_shape_passes_all_four(shape, encoding):
    maze = _maze(shape)
    other = _other_maze(maze)
    text = "Here is my maze.\nMAZE:\n" + encode(other.codes(), encoding)
    score = score_generation(text, maze, encoding, shape)
    assert (score.valid_format, score.shape_preserved, score.novel, score.path_valid) == (
        True,
        True,
        True,
        True,
    )
    assert score.success and score.reason is None
    assert np.array_equal(score.codes, other.codes())


@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("encoding", ENCODINGS)
def test_a_copy_is_not_novel(shape, encoding):
    maze = _maze(shape)
    score = score_generation("MAZE:\n" + encode(maze.codes(), encoding), maze, encoding, shape)
    assert score.valid_format and score.shape_preserved and score.path_valid
    assert not score.novel and not score.success
    assert "identical" in score.reason


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_another_shape_is_not_preserved(encoding):
    maze = _maze("square")
    spiral = _maze("spiral")
    score = score_generation(encode(spiral.codes(), encoding), maze, encoding, "square")
    assert score.valid_format and score.novel
    assert not score.shape_preserved and not score.success
    assert "spiral" in score.reason


def test_two_goals_is_bad_format():
    maze = _maze("square")
    codes = _other_maze(maze).codes()
    free = np.argwhere(codes == CORRIDOR)[0]
    codes[tuple(free)] = GOAL
    score = score_generation(encode(codes, "matrix"), maze, "matrix", "square")
    assert not score.valid_format and not score.path_valid and not score.success
    assert "goal" in score.reason


def test_unreachable_goal_fails_path_validity():
    maze = _maze("square")
    codes = np.zeros((5, 5), dtype=np.int8)
    codes[0, 0] = PLAYER
    codes[0, 1] = CORRIDOR
    codes[4, 4] = GOAL
    codes[4, 3] = CORRIDOR
    score = score_generation(encode(codes, "coord_list"), maze, "coord_list", "square")
    assert score.valid_format and score.novel
    assert not score.path_valid and not score.shape_preserved and not score.success


def test_path_is_judged_with_the_shapes_connectivity():
    # Two corridor cells touching only at a corner: reachable for a cross (8 moves), not for a
    # square (4 moves).
    codes = np.zeros((5, 5), dtype=np.int8)
    codes[1, 1] = PLAYER
    codes[2, 2] = GOAL
    text = encode(codes, "matrix")
    assert score_generation(text, _maze("cross"), "matrix", "cross").path_valid
    assert not score_generation(text, _maze("square"), "matrix", "square").path_valid
    assert DEFAULT_CONNECTIVITY["cross"] == 8 and DEFAULT_CONNECTIVITY["square"] == 4


def test_no_maze_in_reply():
    maze = _maze("Z")
    score = score_generation("I cannot draw that.", maze, "matrix", "Z")
    assert not any((score.valid_format, score.shape_preserved, score.novel, score.path_valid))
    assert "no 5x5 matrix maze" in score.reason


def test_wrong_size_is_not_read():
    maze = _maze("Z")
    small = "1 0 P\n0 0 0\nG 1 1"
    assert not score_generation(small, maze, "matrix", "Z").valid_format


def test_restated_original_then_new_maze_scores_the_new_one():
    maze = _maze("triangle")
    other = _other_maze(maze)
    text = (
        "The original was:\n"
        + encode(maze.codes(), "matrix")
        + "\n\nMAZE:\n"
        + encode(other.codes(), "matrix")
    )
    assert score_generation(text, maze, "matrix", "triangle").success


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("shape", list(SHAPES))
def test_the_restated_original_is_never_the_answer_when_there_is_another(shape, encoding):
    maze = _maze(shape)
    original, new = encode(maze.codes(), encoding), encode(_other_maze(maze).codes(), encoding)
    for reply in (
        f"Original maze:\n{original}\n\nNew maze (5x5):\n{new}",
        f"Here is my new 5x5 maze:\n{new}\n\nOriginal:\n{original}",
        f"New:\n{original}\n\n{new}",
        f"{original}\n\n{new}",
    ):
        score = score_generation(reply, maze, encoding, shape)
        assert score.success, reply
        assert np.array_equal(score.codes, _other_maze(maze).codes())
    alone = score_generation(f"New maze:\n{original}", maze, encoding, shape)
    assert not alone.success and alone.reason == "identical to the original maze"


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("shape", list(SHAPES))
def test_a_correction_supersedes_what_it_corrects(shape, encoding):
    maze = _maze(shape)
    good = _other_maze(maze).codes()
    bad = good.copy()  # G walled in: moved onto a wall, so the corridors change shape
    bad[bad == GOAL] = CORRIDOR
    bad[tuple(np.argwhere(bad == WALL)[0])] = GOAL
    assert not score_generation(encode(bad, encoding), maze, encoding, shape).shape_preserved
    good_text, bad_text = encode(good, encoding), encode(bad, encoding)
    for label in (
        "Oops, G is walled in. Corrected version:",
        "Fixed maze:",
        "Updated maze:",
        "Revised maze:",
        "Wait, G is walled in. Let me fix that.",
    ):
        fixed = score_generation(
            f"MAZE:\n{bad_text}\n\n{label}\n{good_text}", maze, encoding, shape
        )
        assert fixed.success, label
        assert not fixed.strict and fixed.strict_reason == FORMAT
        broken = score_generation(
            f"MAZE:\n{good_text}\n\n{label}\n{bad_text}", maze, encoding, shape
        )
        assert not broken.success, label


def test_two_different_mazes_with_no_choice_are_conflicting_unless_one_is_the_original():
    # Two different mazes and no cue or choice: a grader does not choose for the reply (issue
    # 35's fifth round); a restated original is skipped, so the other one is the answer.
    maze = _maze("square")
    other = _other_maze(maze).codes()
    text = f"{encode(maze.codes(), 'matrix')}\n\n{encode(other, 'matrix')}"
    assert generated_maze(text, "matrix", 5) == (None, "conflicting")
    codes, error = generated_maze(text, "matrix", 5, maze.codes())
    assert error is None and np.array_equal(codes, other)
    assert generated_maze(None, "matrix", 5) == (None, "no_grid")


def test_generation_record_has_the_four_verdicts():
    maze = _maze("square")
    record = score_generation("nothing", maze.codes(), "coord_list", "square").as_record()
    assert set(record) == {
        "success",
        "valid_format",
        "shape_preserved",
        "novel",
        "path_valid",
        "reason",
        "strict",
        "strict_reason",
        "orientation",
    }
    assert record["strict"] is False and record["strict_reason"] == FORMAT


@pytest.mark.parametrize(
    ("reply", "finish_reason", "bare"),
    [
        ("MAZE:\n1 1 0 P 0", "length", "truncated"),
        ("<think>Let me draft a maze", None, "unfinished_reasoning"),
    ],
)
def test_generation_records_the_bare_unreadable_reason_like_the_other_phases(
    reply, finish_reason, bare
):
    maze = _maze("square")
    score = score_generation(reply, maze.codes(), "matrix", "square", finish_reason=finish_reason)
    record = score.as_record()
    # The record's field is bare, as solve and recognition store it; the reason stays worded.
    assert record["unreadable"] == bare == score.unreadable_reason
    assert record["reason"] == f"unreadable ({bare})"
    assert score_generation("nothing", maze.codes(), "matrix", "square").unreadable_reason is None


@pytest.mark.parametrize(
    ("stored", "bare"),
    [
        ("unreadable (truncated)", "truncated"),  # a generation record of an old folder
        ("truncated", "truncated"),
        ("conflicting", "conflicting"),
        ("", None),
        (None, None),
        (True, None),
    ],
)
def test_old_worded_generation_reasons_read_as_the_bare_ones(stored, bare):
    assert bare_unreadable_reason(stored) == bare


def _reply(codes: np.ndarray, encoding: str, before: str = "", after: str = "") -> str:
    return f"{before}MAZE:\n{encode(codes, encoding)}{after}"


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_strict_passes_the_prompts_format_and_a_fence_is_a_format_miss(encoding):
    maze = _maze("spiral")
    new = _other_maze(maze).codes()
    for reply in (
        _reply(new, encoding),
        _reply(new, encoding, before="I start the spiral elsewhere.\n\n", after="\n"),
        "MAZE:\n" + "\n".join("  " + line + "  " for line in encode(new, encoding).splitlines()),
    ):
        score = score_generation(reply, maze, encoding, "spiral")
        assert score.success and score.strict and score.strict_reason is None, reply
    # Issue 35's strict policy: a fence is a wrapper, which only the flexible reading takes off.
    for reply in (
        f"MAZE:\n```text\n{encode(new, encoding)}\n```",
        f"```\nMAZE:\n{encode(new, encoding)}\n```\n",
    ):
        score = score_generation(reply, maze, encoding, "spiral")
        assert score.success and not score.strict and score.strict_reason == FORMAT, reply


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_strict_fails_as_format_when_the_answer_is_right_elsewhere(encoding):
    maze = _maze("spiral")
    new = _other_maze(maze).codes()
    text = encode(new, encoding)
    for reply in (
        text,  # no MAZE: line
        f"MAZE: {text}",  # the maze is not after the line
        _reply(new, encoding, after="\n\nP starts at the top."),  # something after it
        f"MAZE:\n```\n{text}",  # an unclosed fence
        f"Maze:\n{text}",  # the label in other words
        f"**MAZE**:\n{text}",  # the colon outside the bold
        f"**MAZE:*\n{text}",  # emphasis not closed
    ):
        score = score_generation(reply, maze, encoding, "spiral")
        assert score.success, reply
        assert not score.strict and score.strict_reason == FORMAT, reply


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_strict_tolerates_inline_emphasis_around_the_label(encoding):
    # Issue 35's strict policy: bold or italic around a label is inline markdown (v10's label).
    maze = _maze("spiral")
    text = encode(_other_maze(maze).codes(), encoding)
    for reply in (f"**MAZE:**\n{text}", f"*MAZE:*\n{text}", f"__MAZE:__\n{text}"):
        score = score_generation(reply, maze, encoding, "spiral")
        assert score.strict and score.strict_reason is None, reply


def test_strict_reads_the_matrix_symbols_the_prompt_names_only():
    maze = _maze("square")
    text = encode(_other_maze(maze).codes(), "matrix")
    compact = "MAZE:\n" + "\n".join(row.replace(" ", "") for row in text.splitlines())
    score = score_generation(compact, maze, "matrix", "square")
    assert score.success and score.strict_reason == FORMAT


@pytest.mark.parametrize(("player", "goal"), [("S", "E"), ("S", "G"), ("P", "E"), ("A", "B")])
def test_other_letters_for_player_and_goal_are_no_maze(player, goal):
    # The requirements ask for P and G by name (the lead's v7 ruling): S/E is no such maze,
    # in either reading (it was read as P/G before).
    maze = _maze("square")
    text = encode(_other_maze(maze).codes(), "matrix")
    reply = "MAZE:\n" + text.replace("P", player).replace("G", goal)
    score = score_generation(reply, maze, "matrix", "square")
    assert not score.success and not score.strict


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_strict_reason_is_the_verdicts_when_the_format_was_followed(encoding):
    maze = _maze("square")
    score = score_generation(_reply(maze.codes(), encoding), maze, encoding, "square")
    assert (
        not score.strict and score.strict_reason == score.reason == "identical to the original maze"
    )
    new = _other_maze(maze).codes()
    # Corrected in prose after the MAZE: block: the flexible reading takes the correction, the
    # strict reading the block after the last MAZE: line, then sees text after it.
    new = _other_maze(maze).codes()
    reply = _reply(
        maze.codes(),
        encoding,
        after=f"\n\nOops, that is the original. Fixed maze:\n{encode(new, encoding)}",
    )
    score = score_generation(reply, maze, encoding, "square")
    assert score.success and score.strict_reason == FORMAT
    # The last MAZE: line is the committed one.
    reply = _reply(maze.codes(), encoding) + "\n\nWait, that is a copy.\n\n" + _reply(new, encoding)
    score = score_generation(reply, maze, encoding, "square")
    assert score.success and score.strict


def test_strict_reason_for_a_wrong_size_block_after_the_line():
    maze = _maze("square")
    score = score_generation("MAZE:\n1 0 P\n0 0 0\nG 1 1", maze, "matrix", "square")
    assert not score.strict and score.strict_reason == "no 5x5 matrix maze found (wrong_size)"


@pytest.mark.parametrize("verbose", [False, True])
@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("shape", list(SHAPES))
def test_the_oracles_generation_reply_passes_both_readings(shape, encoding, verbose):
    from agents.llm import prompts
    from agents.llm.offline import OracleChatClient

    oracle = OracleChatClient(verbose=verbose)
    for seed in range(3):
        maze = _maze(shape, seed)
        messages = [
            {"role": "user", "content": prompts.maze_recognize(maze, encoding)},
            {"role": "assistant", "content": f"SHAPE: {shape}"},
            {"role": "user", "content": prompts.maze_generate(maze, encoding)},
        ]
        reply = oracle.complete(messages).text
        score = score_generation(reply, maze, encoding, shape)
        assert score.success and score.strict and score.strict_reason is None, reply


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_the_random_agents_generation_reply_follows_the_format(encoding):
    # Its grids are random, so the verdicts vary, but the format is the asked one: both
    # readings score the same grid and agree.
    from agents.llm import prompts
    from agents.llm.offline import RandomChatClient

    client = RandomChatClient(seed=3)
    for seed in range(10):
        maze = _maze("square", seed)
        messages = [
            {"role": "user", "content": prompts.maze_recognize(maze, encoding)},
            {"role": "assistant", "content": "SHAPE: square"},
            {"role": "user", "content": prompts.maze_generate(maze, encoding)},
        ]
        score = score_generation(client.complete(messages).text, maze, encoding, "square")
        assert score.codes is not None
        assert score.strict_reason != FORMAT and score.strict_reason == score.reason
        assert score.strict == score.success


def test_generation_rejects_bad_arguments():
    maze = _maze("square")
    with pytest.raises(ValueError, match="encoding='grid'"):
        score_generation("", maze, "grid", "square")
    with pytest.raises(ValueError, match="shape='U'"):
        score_generation("", maze, "matrix", "U")


# -- one-shot solution ----------------------------------------------------------------------------


@pytest.mark.parametrize("shape", list(SHAPES))
def test_shortest_path_written_out_is_accepted(shape):
    maze = _maze(shape)
    path = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    text = "My path: " + " -> ".join(f"({r}, {c})" for r, c in path)
    check = check_solution(text, maze)
    assert check.success and check.reason is None
    assert list(check.path) == path


def test_trace_starts_from_the_last_goal_mention_and_ignores_repeats():
    maze = _maze("square")
    path = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    g = maze.goal
    noisy = f"The goal is at ({g[0]}, {g[1]}). " + " ".join(f"({r},{c}) ({r},{c})" for r, c in path)
    assert check_solution(noisy, maze).success


@pytest.mark.parametrize(
    ("tail", "success", "unreadable"),
    [
        ("", False, "conflicting"),  # two paths offered, none picked
        ("\n\nI'll go with option 1.", True, None),  # the pick decides
        ("\n\nFinal answer: {path}", True, None),  # a final answer after the options
    ],
)
def test_offered_paths_with_no_pick_are_conflicting(tail, success, unreadable):
    maze = _maze("square")
    path = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    good = " ".join(f"({r}, {c})" for r, c in path)
    jump = f"({maze.start[0]}, {maze.start[1]}) ({maze.goal[0]}, {maze.goal[1]})"
    text = f"Option 1:\n{good}\n\nOption 2:\n{jump}" + tail.format(path=good)
    check = check_solution(text, maze)
    assert (check.success, check.unreadable) == (success, unreadable)
    # The same path offered twice is one answer, not a conflict.
    assert check_solution(f"Option 1:\n{good}\n\nOption 2:\n{good}", maze).success


def test_a_correction_after_the_path_line_decides():
    maze = _maze("square")
    path = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    good = " ".join(f"({r}, {c})" for r, c in path)
    jump = f"({maze.start[0]}, {maze.start[1]}) ({maze.goal[0]}, {maze.goal[1]})"
    taken = check_solution(f"PATH: {jump}\nActually, I meant: {good}", maze)
    assert taken.success and taken.unreadable is None
    # Taking back a right path for a wrong one is read as the wrong one (never credited).
    assert not check_solution(f"PATH: {good}\nOn second thought: {jump}", maze).success
    rejected = check_solution(f"PATH: {good}\nActually, {jump} is not valid.", maze)
    assert (rejected.success, rejected.unreadable) == (False, "conflicting")
    kept = check_solution(f"PATH: {good}\nLet me double-check: {jump} would jump.", maze)
    assert kept.success


def test_a_jump_is_an_illegal_move():
    maze = _maze("spiral")
    text = f"({maze.start[0]}, {maze.start[1]}) then ({maze.goal[0]}, {maze.goal[1]})"
    check = check_solution(text, maze)
    assert not check.success and check.reason == "illegal_move"


def test_no_goal_mentioned():
    maze = _maze("C")
    assert check_solution("I go right.", maze).reason == "no_goal"
    assert check_solution(None, maze).reason == "no_goal"


def test_path_that_stops_short_of_the_start():
    maze = _maze("square")
    path = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    text = " ".join(f"({r},{c})" for r, c in path[1:])
    check = check_solution(text, maze)
    if len(path) > 2:
        assert check.reason == "start_not_reached" and not check.success


def test_diagonal_in_a_four_connected_maze_is_illegal():
    codes = np.zeros((5, 5), dtype=np.int8)
    codes[0, :] = CORRIDOR
    codes[:, 0] = CORRIDOR
    codes[4, :] = CORRIDOR
    codes[0, 0] = PLAYER
    codes[1, 0] = CORRIDOR
    codes[4, 0] = CORRIDOR
    codes[0, 1] = GOAL
    maze = maze_from_codes(codes, 4)
    assert maze.shape == "C"
    assert check_solution("(0,0) (0,1)", maze).success
    assert check_solution("(1,0) (0,1)", maze).reason == "illegal_move"
    assert WALL == 0


# -- fuzzing: scorers never raise on model output -------------------------------------------------

_TOKENS = [*"01PGSE XxCcZz(),[]:;-_*#`'\"", "\n", "MAZE:", "SHAPE:", "Empty:", "Walls:"]
_TOKENS += ["Player position:", "Goal:", "(1,2)", "(4, 4)", "square", "-3", "99999999", "×"]
_TEXT = st.lists(st.sampled_from(_TOKENS), max_size=120).map("".join)


@settings(max_examples=200, deadline=None)
@given(text=_TEXT | st.text(max_size=200), shape=st.sampled_from(list(SHAPES)))
@example(text="MAZE:\nPlayer position:", shape="square")  # abstains: a label left unfinished
def test_recognition_never_raises(text, shape):
    score = score_recognition(text, shape)
    assert score.predicted in (*SHAPES, NONE, AMBIGUOUS, UNREADABLE)
    # An abstention says why, and only an abstention does (issue 35 item 2).
    assert (score.unreadable in UNREADABLE_REASONS) == (score.predicted == UNREADABLE)
    assert score.success == (score.named == (shape,))
    assert score.strict_reason in (None, FORMAT, NONE, AMBIGUOUS, WRONG_SHAPE)
    assert score.strict == (score.strict_reason is None)


@settings(max_examples=150, deadline=None)
@given(text=_TEXT, encoding=st.sampled_from(ENCODINGS), shape=st.sampled_from(list(SHAPES)))
def test_generation_never_raises(text, encoding, shape):
    maze = _maze(shape)
    score = score_generation(text, maze, encoding, shape)
    assert score.success == all(
        (score.valid_format, score.shape_preserved, score.novel, score.path_valid)
    )
    if score.path_valid:
        assert score.valid_format
    assert score.strict == (score.strict_reason is None)
    if score.strict:
        assert score.success


@settings(max_examples=150, deadline=None)
@given(text=_TEXT | st.text(max_size=200))
def test_solution_check_never_raises(text):
    maze = _maze("cross")
    check = check_solution(text, maze)
    assert check.success == (check.reason is None)
    if check.success:
        assert check.path[0] == maze.start and check.path[-1] == maze.goal


@pytest.mark.parametrize(
    ("lead", "tail", "error"),
    [
        ("Option 1:", "Option 2:", "conflicting"),  # offered, none picked
        ("**Version A**", "**Version B**", "conflicting"),
        ("Option 1:", "Option 2:", None),  # picked in words below (tail gets the pick)
        ("Attempt 1:", "Attempt 2:", None),  # revisions: not alternatives, the last stands
    ],
)
def test_generation_offered_options_with_no_pick_are_conflicting(lead, tail, error):
    maze = _maze("square")
    other = _other_maze(maze).codes()
    text = f"{lead}\n{encode(maze.codes(), 'matrix')}\n\n{tail}\n{encode(other, 'matrix')}"
    if error is None and lead.startswith("Option"):
        text += "\n\nI'll submit option 2."
    codes, found = generated_maze(text, "matrix", 5)
    assert found == error
    if error is None:
        assert np.array_equal(codes, other)  # option 2 picked; attempt 2 the last revision
    else:
        assert codes is None


@pytest.mark.parametrize(
    ("between", "kept"),
    [
        ("Hmm, actually let me keep the original layout:", "original"),  # a correction: taken
        ("Oops, scratch that, the first was right:", "original"),
        ("For reference, the maze I was shown:", "new"),  # a restated original is skipped
    ],
)
def test_generation_a_correction_back_to_the_original_is_the_answer(between, kept):
    maze = _maze("square")
    other = _other_maze(maze).codes()
    text = (
        f"MAZE:\n{encode(other, 'matrix')}\n\n{between}\n\nMAZE:\n{encode(maze.codes(), 'matrix')}"
    )
    codes, _ = generated_maze(text, "matrix", 5, maze.codes())
    assert np.array_equal(codes, maze.codes() if kept == "original" else other)


def test_a_written_path_stepping_onto_the_start_from_a_wall_fails():
    maze = _maze("square")
    path = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    good = " ".join(f"({r}, {c})" for r, c in path)
    (r, c), n = maze.start, maze.size
    walls = [
        (r + dr, c + dc)
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
        if not (0 <= r + dr < n and 0 <= c + dc < n) or not maze.corridors[r + dr, c + dc]
    ]
    assert walls  # a shaped maze's start has a wall or the board's edge beside it
    before = f"({walls[0][0]}, {walls[0][1]})"
    check = check_solution(f"PATH: {before} {good}", maze)
    assert not check.success and check.reason == "illegal_move"
    assert not check.strict
    # A cell named in a note before the path is no move of it.
    assert check_solution(f"The start is next to {before}.\n\nPATH: {good}", maze).success


def test_two_whole_paths_side_by_side_commit_to_neither_unless_one_is_named():
    maze = _maze("square")
    path = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    good = " ".join(f"({r}, {c})" for r, c in path)
    detour = " ".join(f"({r}, {c})" for r, c in [path[0], path[1], path[0], *path[1:]])
    both = f"Route 1: {good}\nRoute 2: {detour}"
    assert check_solution(both + "\n\nBoth reach the goal.", maze).unreadable == "conflicting"
    assert check_solution(both + "\n\nRoute 1 is shorter.", maze).success


_PATH_A = "(1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)"
_PATH_B = "(1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3)"
_RING = np.array(
    [[0, 0, 0, 0, 0], [1, 1, 1, 1, 0], [1, 0, 0, 1, 0], [1, 0, 0, 1, 0], [1, 1, 1, 1, 0]],
    dtype=bool,
)


@pytest.mark.parametrize(
    "reply",
    [
        f"PATH: {_PATH_A}\n\nPATH: {_PATH_B}\n\nBoth take six moves.",
        f"PATH: {_PATH_A}\nor\nPATH: {_PATH_B}",
        f"PATH: {_PATH_A}\n\nAlternatively:\nPATH: {_PATH_B}",
    ],
)
def test_two_path_lines_offered_with_no_pick_are_unreadable_in_both_readings(reply):
    maze = Maze(_RING, (1, 0), (4, 3), 4)
    check = check_solution(reply, maze)
    assert not check.success and check.unreadable == "conflicting"
    # Ending with a PATH: line in the asked form, the strict reading abstains too.
    ends_with_path = reply.endswith(_PATH_B)
    assert not check.strict and check.strict_reason == ("conflicting" if ends_with_path else FORMAT)


def test_a_second_path_line_after_a_correction_is_the_answer():
    maze = Maze(_RING, (1, 0), (4, 3), 4)
    bad = "(1, 0) (1, 1) (2, 1) (3, 1) (4, 1) (4, 2) (4, 3)"
    check = check_solution(
        f"PATH: {bad}\n\nWait, (2, 1) is a wall. Fixed:\n\nPATH: {_PATH_A}", maze
    )
    assert check.success and check.strict


@pytest.mark.parametrize(
    "tail", ["Either one keeps the shape.", "Pick whichever you like.", "Each is a square."]
)
def test_two_mazes_under_maze_labels_with_no_pick_are_unreadable(tail):
    maze = _maze("square")
    one = encode(_other_maze(maze).codes(), "matrix")
    two = next(
        text
        for seed in range(2, 50)
        if (text := encode(_maze("square", seed).codes(), "matrix"))
        not in (one, encode(maze.codes(), "matrix"))
    )
    reply = f"Option 1:\nMAZE:\n{one}\n\nOption 2:\nMAZE:\n{two}\n\n{tail}"
    score = score_generation(reply, maze, "matrix", "square")
    assert not score.success and score.reason.startswith("unreadable"), score.reason


@pytest.mark.parametrize("between", ["\n\nMAZE:\n", "\n\nAnother valid answer:\nMAZE:\n"])
def test_two_mazes_offered_side_by_side_are_unreadable_in_both_readings(between):
    maze = _maze("square")
    one = encode(_other_maze(maze).codes(), "matrix")
    two = next(
        text
        for seed in range(2, 50)
        if (text := encode(_maze("square", seed).codes(), "matrix"))
        not in (one, encode(maze.codes(), "matrix"))
    )
    reply = f"MAZE:\n{one}{between}{two}"
    score = score_generation(reply, maze, "matrix", "square")
    assert not score.success and score.reason.startswith("unreadable"), score.reason
    assert not score.strict
    picked = score_generation(reply + "\n\nMy answer is the second.", maze, "matrix", "square")
    assert picked.success


def test_two_path_lines_apart_and_a_pick_by_place_is_the_picked_path():
    maze = Maze(_RING, (1, 0), (4, 3), 4)
    bad = "(1, 0) (1, 1) (2, 1) (3, 1) (4, 1) (4, 2) (4, 3)"
    alone = check_solution(f"PATH: {bad}\n\nPATH: {_PATH_A}", maze)
    assert not alone.success and alone.unreadable == "conflicting" and not alone.strict
    picked = check_solution(f"PATH: {bad}\n\nPATH: {_PATH_A}\n\nThe second is my answer.", maze)
    assert picked.success


def _ring() -> np.ndarray:
    """A valid square answer: the 3x3 ring in the top-right corner, P (0,3), G (2,4)."""
    rows = ["1 1 0 P 0", "1 1 0 1 0", "1 1 0 0 G", "1 1 1 1 1", "1 1 1 1 1"]
    return np.array([[{"1": WALL, "0": CORRIDOR, "P": PLAYER, "G": GOAL}[t] for t in r.split()]
                     for r in rows], dtype=np.int8)  # fmt: skip


def _original() -> np.ndarray:
    return generate_maze(np.random.default_rng(0), "square", 5).codes()


@pytest.mark.parametrize(
    ("edit", "strict"),
    [
        (lambda text: text, True),
        (lambda text: "\n".join(line + "  " for line in text.splitlines()), True),
        (lambda text: text.replace(", ", ","), False),  # no space between cells
        (lambda text: text.replace(",", ", ").replace(",  ", ", "), False),  # "(0, 2)"
        (lambda text: text.replace("Empty: ", "Empty: (0,3), "), False),  # P's cell listed empty
    ],
)
def test_strict_coordinate_list_is_the_encoders_text(edit, strict) -> None:
    text = "MAZE:\n" + edit(encode(_ring(), "coord_list"))
    score = score_generation(text, _original(), "coord_list", "square")
    assert score.success
    assert score.strict is strict, score.strict_reason
    assert score.strict_reason == (None if strict else FORMAT)


def test_strict_matrix_with_two_spaces_is_a_format_miss() -> None:
    text = "MAZE:\n" + encode(_ring(), "matrix").replace(" ", "  ")
    score = score_generation(text, _original(), "matrix", "square")
    assert (score.success, score.strict, score.strict_reason) == (True, False, FORMAT)


@pytest.mark.parametrize(
    ("reply", "strict"),
    [
        ("SHAPE: square ✅", False),
        ("SHAPE: **Square** 🎉", False),
        ("SHAPE: square ✓", False),
        ("SHAPE: **Square**", True),
    ],
)
def test_a_symbol_after_the_strict_shape_is_a_format_miss(reply: str, strict: bool) -> None:
    score = score_recognition(reply, "square")
    assert score.predicted == "square"
    assert score.strict is strict


@pytest.mark.parametrize(
    ("reply", "predicted"),
    [
        ("Candidates: (a) square, (b) C, (c) spiral. All sides close, so (a).", "square"),
        ("(a) square (b) C (c) Z -- choice (b)", "C"),
        ("Options:\nA. spiral\nB. square\n\nThe answer is option B.", "square"),
        # a letter no option has, two letters, an option whose text is unclear: no answer
        ("Candidates: (a) square, (b) C. So (d).", NONE),
        ("Options: (a) square, (b) C. The answer is option (c).", NONE),
        ("Candidates: (a) square, (b) C. So (a) or (b).", NONE),
        ("A. square B. C. So B.", NONE),
    ],
)
def test_a_shape_picked_by_its_letter(reply: str, predicted: str) -> None:
    assert score_recognition(reply, "square").predicted == predicted


_GOOD_RING = "1 1 1 1 1\n1 0 0 P 1\n1 0 1 0 1\n1 G 0 0 1\n1 1 1 1 1"
_SIX_WIDE_RING = "\n".join(f"{row} 1" for row in _GOOD_RING.splitlines())
CONFLICTING = "conflicting"


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        (f"MAZE:\n{_GOOD_RING}\n\nMAZE:\n{_SIX_WIDE_RING}", CONFLICTING),
        (f"MAZE:\n{_SIX_WIDE_RING}\n\nMAZE:\n{_GOOD_RING}", CONFLICTING),
        (f"Here is my maze:\n{_GOOD_RING}\n\nMAZE:\n{_SIX_WIDE_RING}", CONFLICTING),
        (f"MAZE:\n{_SIX_WIDE_RING}\n\nOops, six columns. Corrected:\n\nMAZE:\n{_GOOD_RING}", None),
        (f"MAZE:\n{_GOOD_RING}\n\nMAZE: the one above", None),
    ],
)
def test_a_broken_maze_block_is_still_an_answer_offered(reply, expected):
    # Issue 35, tenth round: a MAZE: block that does not parse beside a good one, no pick.
    codes, error = generated_maze(reply, "matrix", 5)
    assert error == expected, reply
    assert (codes is None) == (expected is not None), reply


def test_correction_windows_skip_only_windows_without_a_correction_word():
    # _chosen_maze searches a correction cue in the lead-in of every block; _Corrections skips
    # the windows holding none of the pattern's opening words. Same answers as the search.
    import importlib
    import random

    answer = importlib.import_module("experiments.maze.scoring.generation_answer")
    assert answer._CORRECTION_WORDS[:2] == ("oops", "wait")
    assert "let me " in answer._CORRECTION_WORDS and "fix" in answer._CORRECTION_WORDS
    words = ["oops", "wait", "fixed", "fix", "fixes", "let me try", "instead", "correction",
             "corrected", "correct", "x", " ", "\n", "a", ".", "on second thought"]  # fmt: skip
    rng = random.Random(35)
    for _ in range(300):
        low = "".join(rng.choice(words) for _ in range(rng.randrange(1, 30)))
        windows = answer._Corrections(low)
        for _ in range(20):
            start = rng.randrange(len(low) + 1)
            end = rng.randrange(start, len(low) + 1)
            expected = answer._CORRECTION.search(low, start, end)
            found = windows.search(start, end)
            assert (found and found.span()) == (expected and expected.span()), (low, start, end)
