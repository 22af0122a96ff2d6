"""The scorers against the reply-style corpus (``reply_corpus.py``): every label must hold."""

from __future__ import annotations

import numpy as np
import pytest
from reply_corpus import MAZES, Case, cases

from agents.llm.parsing import answer_coordinate, parse_rotation, strict_move
from envs.maze_nav.logic import maze_from_codes
from envs.maze_nav.text import parse
from experiments.maze.scoring import check_solution, score_generation, score_recognition

CASES = cases()


def _original(encoding: str) -> np.ndarray:
    parsed = parse(MAZES[encoding]["original"], encoding, 5)
    assert parsed.ok
    return parsed.codes


def verdict(case: Case) -> object:
    """What the package's scorer says of ``case.reply``."""
    if case.phase == "generate":
        return score_generation(
            case.reply, _original(case.encoding), case.encoding, "square"
        ).success
    if case.phase == "recognize":
        score = score_recognition(case.reply, case.shape)
        return (score.success, score.predicted)
    if case.phase == "solve":
        return answer_coordinate(case.reply)
    if case.phase == "one_shot":
        maze = maze_from_codes(_original("matrix"), 4)
        return check_solution(case.reply, maze).success
    if case.phase == "rotate":
        parsed = parse_rotation(case.reply, 2, 2)
        return (parsed.square, parsed.direction)
    raise AssertionError(f"unknown phase {case.phase!r}")


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_corpus_label_holds(case: Case):
    assert verdict(case) == case.expected, f"{case.id}: expected {case.expected!r} ({case.why})"


STRICT_PHASES = ("recognize", "one_shot", "solve")


def strict_verdict(case: Case) -> tuple[bool, str | None]:
    """The strict verdict and its reason the package gives ``case.reply``."""
    if case.phase == "recognize":
        score = score_recognition(case.reply, case.shape)
        return score.strict, score.strict_reason
    if case.phase == "one_shot":
        check = check_solution(case.reply, maze_from_codes(_original("matrix"), 4))
        return check.strict, check.strict_reason
    if case.phase == "solve":
        cell = strict_move(case.reply)
        assert cell is None or cell == case.expected, case.id
        return cell is not None, None
    raise AssertionError(f"no strict reading for {case.phase!r}")


STRICT_CASES = [c for c in CASES if c.phase in STRICT_PHASES]


@pytest.mark.parametrize("case", STRICT_CASES, ids=[c.id for c in STRICT_CASES])
def test_corpus_strict_label_holds(case: Case):
    assert case.strict is not None, f"{case.id}: no strict label"
    strict, reason = strict_verdict(case)
    assert strict == case.strict, f"{case.id}: strict should be {case.strict} ({case.why})"
    if case.phase != "solve":
        assert reason == case.strict_reason, f"{case.id}: strict_reason {reason!r}"


def test_strict_fails_exactly_the_format_deviations():
    # A right answer that is a strict failure fails for the format, and only then.
    for case in STRICT_CASES:
        if case.phase == "solve":
            continue
        flexible = case.expected[0] if case.phase == "recognize" else case.expected
        if flexible and not case.strict:
            assert case.strict_reason == "format", case.id
        if case.strict:
            assert flexible, f"{case.id}: strict passes but flexible fails"


def test_corpus_covers_every_phase_encoding_and_both_verdicts():
    ids = [c.id for c in CASES]
    assert len(ids) == len(set(ids)), "case ids must be unique"
    for phase in ("solve", "one_shot", "recognize", "generate", "rotate"):
        assert any(c.phase == phase for c in CASES), phase
    for encoding in ("matrix", "coord_list"):
        labels = {c.expected for c in CASES if c.phase == "generate" and c.encoding == encoding}
        assert labels == {True, False}, encoding
    assert all(c.why for c in CASES)


def test_the_three_mazes_are_what_the_corpus_says():
    from envs.maze_nav.shapes import classify_shape

    for encoding, mazes in MAZES.items():
        codes = {name: parse(text, encoding, 5).codes for name, text in mazes.items()}
        assert classify_shape(codes["original"] != 0) == "square", encoding
        assert classify_shape(codes["new"] != 0) == "square", encoding
        assert classify_shape(codes["plus"] != 0) != "square", encoding
        assert not np.array_equal(codes["original"], codes["new"])
    for name in ("original", "new", "plus"):
        assert np.array_equal(
            parse(MAZES["matrix"][name], "matrix", 5).codes,
            parse(MAZES["coord_list"][name], "coord_list", 5).codes,
        ), name


GENERATE = [c for c in CASES if c.phase == "generate"]


def test_every_generation_case_is_labelled_for_both_readings():
    assert len(GENERATE) >= 150
    for case in GENERATE:
        assert case.strict is not None and case.habit, case.id
        assert case.strict == (case.strict_reason is None), case.id
        assert not (case.strict and not case.expected), f"{case.id}: strict passes imply success"
    for encoding in ("matrix", "coord_list"):
        labels = {(c.expected, c.strict) for c in GENERATE if c.encoding == encoding}
        assert labels == {(True, True), (True, False), (False, False)}, encoding
    # Every class of reply the readings name has cases.
    named = {"restated_original", "correction", "bare_path_after_coords", "table_row_index"}
    named |= {"column_header", "row_comment", "blank_lines_between_rows", "row_labels"}
    named |= {"blockquote", "p_g_labels", "player_goal_one_line", "markdown_headings"}
    named |= {"bullets", "json_one_line"}
    assert named <= {c.habit for c in GENERATE}


@pytest.mark.parametrize("case", GENERATE, ids=[c.id for c in GENERATE])
def test_generation_strict_label_holds(case: Case):
    score = score_generation(case.reply, _original(case.encoding), case.encoding, "square")
    assert (score.strict, score.strict_reason) == (case.strict, case.strict_reason), case.id
