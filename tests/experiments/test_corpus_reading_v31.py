"""What is the thirty-first reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, a natural mix of
about two thirds with the chosen third split between unclear replies and their clear
look-alikes, strict verdicts that follow the final-line rule, and its new rings, broken mazes
and routes (new against every set written before it). The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import re

import corpus_mazes
import corpus_reading_v31 as v31
from corpus_form import PHASES, coord_list, one_based, path_text
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring, _walk_ok

VALID = (v31.RING_TL4, v31.RING_C3, v31.RING_TM3, v31.RING_BR4, v31.RING_BM3)
BROKEN = (
    v31.FILLED,
    v31.PLUS,
    v31.NO_PLAYER,
    v31.SHORT_ROW,
    v31.HASH_DOT,
    v31.P_IN_MIDDLE,
    v31.TWO_PLAYERS,
)
NEW_ROUTES = (v31.WOBBLE, v31.JUMP, v31.INTO_31, v31.END_32, v31.PAST_UP)
BROKEN_ROUTES = (v31.JUMP, v31.INTO_31, v31.END_32, v31.PAST_UP, v31.XY_DOWN)


def _of_habit(habit: str) -> list[object]:
    return [c for c in v31.all_cases() if c.habit == habit]


def _earlier_text() -> str:
    return "\n".join(c.reply for m in written_before(v31) for c in m.all_cases())


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v31.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v31.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v31.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    assert not {c.id for c in small} & v31.chosen()


def test_the_natural_mix_is_about_two_thirds_in_every_phase() -> None:
    cases = v31.all_cases()
    chosen = v31.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.62 <= 1 - len(chosen) / len(cases) <= 0.72
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.55 <= len(natural) / len(in_phase) <= 0.8, phase


def test_the_chosen_third_pairs_unclear_replies_with_clear_look_alikes() -> None:
    hard = {key for key, why in v31.WHY.items() if why.startswith("hard:")}
    cases = v31.all_cases()
    unclear = {c.id for c in cases if not c.clear}
    assert not hard & unclear
    assert v31.chosen() <= hard | unclear
    for phase in PHASES:
        picked = [c for c in cases if c.id in v31.chosen() and c.phase == phase]
        assert any(c.clear for c in picked) and any(not c.clear for c in picked), phase
    picked = [c for c in cases if c.id in v31.chosen()]
    clear = sum(c.clear for c in picked)
    assert len(picked) / 3 <= clear <= 2 * len(picked) / 3


def test_doubts_and_open_alternatives_are_unclear_and_confirming_checks_are_not() -> None:
    for habit in (
        "second_thought",
        "unfinished_correction",
        "two_sections",
        "two_drafts",
        "question_back",
        "conditional",
        "withdrawn",
        "other_language",
    ):
        cases = _of_habit(habit)
        assert cases and all(c.label == UNREADABLE for c in cases), habit
    checks = _of_habit("verification_after")
    assert len(checks) >= 5 and all(c.clear for c in checks)
    assert all(c.strict in (None, False) for c in checks)
    assert len({c.phase for c in checks}) == len(PHASES)
    rejected = _of_habit("rejected_alternative")
    assert len(rejected) >= 4 and all(c.clear and c.strict for c in rejected)
    assert {c.phase for c in rejected} == set(PHASES)


def test_strict_follows_the_final_line_rule() -> None:
    after = []
    for habit in (
        "answer_then_explanation",
        "fenced_answer",
        "heading",
        "tool_call_json",
        "html",
        "json_rows",
        "latex_boxed",
        "numbered_route",
    ):
        after += _of_habit(habit)
    assert len(after) >= 12
    assert all(c.strict in (None, False) for c in after)
    # A bold or italic answer line is the format; a heading is not.
    bold = _of_habit("bold_answer")
    assert len(bold) >= 4 and all(c.strict not in (None, False) for c in bold)


def test_direction_and_shape_words_are_read_only_in_the_languages_read() -> None:
    by_id = {c.id: c for c in v31.all_cases()}
    assert by_id["v31s_german_down"].label == (2, 0)
    assert by_id["v31s_dutch_direction"].label == UNREADABLE
    assert by_id["v31p_dutch_direction"].label == UNREADABLE
    assert by_id["v31r_italian_name"].label == UNREADABLE
    assert by_id["v31r_chinese_quadrilateral"].label == "square"
    assert by_id["v31r_qwen25_chinese_name"].label == "square"


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    assert all(_is_ring(maze) for maze in VALID)
    assert not any(_is_ring(maze) for maze in BROKEN)
    assert corpus_mazes.ORIGINAL_MATRIX not in VALID
    gen = [c for c in v31.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
    read = 0
    for case in (c for c in gen if c.clear and "MAZE:\n" in c.reply):
        maze = case.reply.split("MAZE:\n")[-1].split("\n\n")[0]
        if maze in VALID:
            assert case.label == SUCCESS, case.id
            read += 1
        if maze in BROKEN or maze == corpus_mazes.ORIGINAL_MATRIX:
            assert case.label == FAIL, case.id
            read += 1
    assert read >= 12


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    earlier = _earlier_text()
    assert [m for m in (*VALID, *BROKEN) if m in earlier] == []
    line_end = r"\s*(?:\n|\*|$)"
    for route in NEW_ROUTES:
        pattern = "PATH: " + re.escape(path_text(route)) + line_end
        assert not re.search(pattern, earlier, re.MULTILINE), route


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v31.all_cases() if c.encoding == "coord_list"]
    exact = [c for c in coord if c.reply == "MAZE:\n" + coord_list(v31.RING_TL4)]
    assert len(exact) == 1 and exact[0].label == SUCCESS and exact[0].strict
    matrix = [c for c in coord if c.habit == "wrong_encoding"]
    assert len(matrix) == 1 and "Walls:" not in matrix[0].reply and matrix[0].label == FAIL
    spaced = [c for c in coord if c.habit == "spaced_coords"]
    assert len(spaced) == 1 and spaced[0].label == SUCCESS and not spaced[0].strict
    assert spaced[0].reply.split("MAZE:\n")[-1].replace(", ", ",").replace(
        ",(", ", ("
    ) == coord_list(v31.RING_TM3)
    doubted = [c for c in coord if c.habit == "second_thought"]
    assert len(doubted) == 1 and coord_list(v31.RING_BR4) in doubted[0].reply
    assert doubted[0].label == UNREADABLE


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v31.RIGHT) and _walk_ok(v31.DOWN) and _walk_ok(v31.WOBBLE)
    assert not any(_walk_ok(r) for r in BROKEN_ROUTES)
    # PAST_UP passes G and walks on: its part up to the last G is a valid walk.
    last_g = v31.PAST_UP.rsplit("4,3", 1)[0] + "4,3"
    assert _walk_ok(last_g) and last_g != v31.PAST_UP
    # XY_DOWN, each pair swapped, is the left-and-bottom route.
    swapped = " ".join(",".join(reversed(c.split(","))) for c in v31.XY_DOWN.split())
    assert swapped == v31.DOWN
    by_id = {c.id: c for c in v31.all_cases()}
    said = by_id["v31o_one_based_said"]
    assert said.label == SUCCESS and said.reply.endswith("PATH: " + one_based(v31.RIGHT))
    assert by_id["v31o_walks_past_up"].reply.endswith(path_text(v31.PAST_UP))
    assert by_id["v31o_walks_past_up"].label == SUCCESS
    assert by_id["v31o_xy_said"].label == SUCCESS and not by_id["v31o_xy_said"].strict
    for case_id in ("v31o_llama4_jump", "v31o_mistral_into_wall", "v31o_phi4_ends_on_wall"):
        assert by_id[case_id].label == FAIL, case_id
