"""What is the thirty-second reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, a natural mix of
about two thirds with the chosen third split between unclear replies and their clear
look-alikes, strict verdicts that follow the final-line rule, and its new rings, broken mazes
and routes (new against every set written before it). The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import re

import corpus_mazes
import corpus_reading_v32 as v32
from corpus_form import PHASES, coord_list, one_based, path_text
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring, _walk_ok

VALID = (v32.RING_TR4, v32.RING_BR3, v32.RING_ML3, v32.RING_MR3)
BROKEN = (v32.GAP, v32.CUT_CORNER, v32.G_CENTRE, v32.LOWER, v32.S_E)
NEW_ROUTES = (v32.OFF_AND_BACK, v32.ENDS_OFF, v32.THROUGH, v32.INTO_32)
BROKEN_ROUTES = (v32.DIAG, v32.SHORT, v32.THROUGH, v32.INTO_32, v32.ENDS_OFF)


def _of_habit(habit: str) -> list[object]:
    return [c for c in v32.all_cases() if c.habit == habit]


def _earlier_text() -> str:
    return "\n".join(c.reply for m in written_before(v32) for c in m.all_cases())


def _last_g(route: str) -> str:
    """``route`` up to its last visit of G (the specification's check walks back from there)."""
    return route.rsplit("4,3", 1)[0] + "4,3"


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v32.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v32.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v32.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    assert not {c.id for c in small} & v32.chosen()


def test_the_natural_mix_is_about_two_thirds_in_every_phase() -> None:
    cases = v32.all_cases()
    chosen = v32.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.62 <= 1 - len(chosen) / len(cases) <= 0.72
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.55 <= len(natural) / len(in_phase) <= 0.8, phase


def test_the_chosen_third_pairs_unclear_replies_with_clear_look_alikes() -> None:
    hard = {key for key, why in v32.WHY.items() if why.startswith("hard:")}
    cases = v32.all_cases()
    unclear = {c.id for c in cases if not c.clear}
    assert not hard & unclear
    assert v32.chosen() <= hard | unclear
    for phase in PHASES:
        picked = [c for c in cases if c.id in v32.chosen() and c.phase == phase]
        assert any(c.clear for c in picked) and any(not c.clear for c in picked), phase
    picked = [c for c in cases if c.id in v32.chosen()]
    clear = sum(c.clear for c in picked)
    assert len(picked) / 3 <= clear <= 2 * len(picked) / 3


def test_doubts_and_open_alternatives_are_unclear_and_confirming_checks_are_not() -> None:
    for habit in (
        "second_thought",
        "unfinished_correction",
        "two_sections",
        "two_options",
        "question_back",
        "conditional",
        "withdrawn",
        "other_position",
        "other_language",
    ):
        cases = _of_habit(habit)
        assert cases and all(c.label == UNREADABLE for c in cases), habit
    checks = _of_habit("verification_after")
    assert len(checks) >= 5 and all(c.clear for c in checks)
    assert all(c.strict in (None, False) for c in checks)
    assert {c.phase for c in checks} == set(PHASES)
    rejected = _of_habit("rejected_alternative")
    assert len(rejected) >= 4 and all(c.clear and c.strict for c in rejected)
    assert {c.phase for c in rejected} == set(PHASES)
    replaced = _of_habit("replaced")
    assert len(replaced) >= 3 and all(c.clear and c.strict for c in replaced)


def test_strict_follows_the_final_line_rule() -> None:
    after = []
    for habit in (
        "answer_then_explanation",
        "fenced_answer",
        "heading",
        "tool_call_json",
        "html",
        "yaml",
        "json_answer",
        "numbered_route",
        "one_based_said",
    ):
        after += _of_habit(habit)
    assert len(after) >= 12
    assert all(c.strict in (None, False) for c in after)
    # A bold or italic answer line is the format; a heading is not.
    bold = _of_habit("bold_answer")
    assert len(bold) >= 4 and all(c.strict not in (None, False) for c in bold)
    repeated = _of_habit("small_repeat")
    assert len(repeated) == 2 and all(c.strict not in (None, False) for c in repeated)


def test_words_and_names_are_read_only_in_the_languages_read() -> None:
    by_id = {c.id: c for c in v32.all_cases()}
    assert by_id["v32p_mistral_spanish"].label == (3, "clockwise")
    assert by_id["v32p_qwen25_chinese_words"].label == (1, "counterclockwise")
    assert by_id["v32r_german_name"].label == UNREADABLE
    assert by_id["v32r_qwen25_chinese"].label == "square"
    assert by_id["v32s_tool_call_direction_only"].label == (2, 0)


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    assert all(_is_ring(maze) for maze in VALID)
    assert not any(_is_ring(maze) for maze in BROKEN)
    assert corpus_mazes.ORIGINAL_MATRIX not in VALID
    gen = [c for c in v32.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
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
    coord = [c for c in v32.all_cases() if c.encoding == "coord_list"]
    assert len(coord) >= 4
    exact = [c for c in coord if c.reply == "MAZE:\n" + coord_list(v32.RING_BR3)]
    assert len(exact) == 1 and exact[0].label == SUCCESS and exact[0].strict
    matrix = [c for c in coord if c.habit == "wrong_encoding"]
    assert len(matrix) == 1 and "Walls:" not in matrix[0].reply and matrix[0].label == FAIL
    gap = [c for c in coord if coord_list(v32.GAP) in c.reply]
    assert len(gap) == 1 and gap[0].label == FAIL


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v32.RIGHT) and _walk_ok(v32.DOWN) and _walk_ok(v32.DETOUR)
    assert _walk_ok(v32.OFF_AND_BACK)
    assert not any(_walk_ok(r) for r in BROKEN_ROUTES)
    # ENDS_OFF steps off G at its end: its part up to the last G is a valid walk.
    assert _walk_ok(_last_g(v32.ENDS_OFF)) and _last_g(v32.ENDS_OFF) != v32.ENDS_OFF
    by_id = {c.id: c for c in v32.all_cases()}
    said = by_id["v32o_one_based_said"]
    assert said.label == SUCCESS and said.reply.endswith("PATH: " + one_based(v32.DOWN))
    assert by_id["v32o_gpt41_ends_off"].reply.endswith(path_text(v32.ENDS_OFF))
    assert by_id["v32o_gpt41_ends_off"].label == SUCCESS
    assert by_id["v32o_phi4_off_and_back"].label == SUCCESS
    for case_id in ("v32o_qwen3_think_diag", "v32o_r1_through_walls", "v32o_v3_short"):
        assert by_id[case_id].label == FAIL, case_id
