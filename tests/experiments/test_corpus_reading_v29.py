"""What is the twenty-ninth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, a natural mix of
about two thirds with the chosen third all hard or unclear and split between unclear replies and
their clear look-alikes, strict verdicts that follow the final-line rule, and its new rings,
broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import corpus_mazes
import corpus_reading_v29 as v29
from corpus_form import PHASES, coord_list, one_based, path_text
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _walk_ok


def _of_habit(habit: str) -> list[object]:
    return [c for c in v29.all_cases() if c.habit == habit]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v29.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v29.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v29.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    assert not {c.id for c in small} & v29.chosen()


def test_the_natural_mix_is_about_two_thirds_in_every_phase() -> None:
    cases = v29.all_cases()
    chosen = v29.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.62 <= 1 - len(chosen) / len(cases) <= 0.72
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.55 <= len(natural) / len(in_phase) <= 0.8, phase


def test_the_chosen_third_pairs_unclear_replies_with_clear_look_alikes() -> None:
    hard = {key for key, why in v29.WHY.items() if why.startswith("hard:")}
    cases = v29.all_cases()
    unclear = {c.id for c in cases if not c.clear}
    assert not hard & unclear
    assert v29.chosen() <= hard | unclear
    # Abstaining on everything odd is not free: in every phase the chosen replies hold both
    # unclear ones and clear ones, and overall neither kind is under a third of them.
    for phase in PHASES:
        picked = [c for c in cases if c.id in v29.chosen() and c.phase == phase]
        assert any(c.clear for c in picked) and any(not c.clear for c in picked), phase
    picked = [c for c in cases if c.id in v29.chosen()]
    clear = sum(c.clear for c in picked)
    assert len(picked) / 3 <= clear <= 2 * len(picked) / 3


def test_the_habits_are_spread_over_the_phases() -> None:
    for habit in ("long_cut_off", "small_echo", "second_thought", "verification_after"):
        assert len({c.phase for c in _of_habit(habit)}) == len(PHASES), habit
    for habit in ("think_block", "question_back"):
        assert len({c.phase for c in _of_habit(habit)}) >= 4, habit
    for habit in ("conditional", "one_based_said", "stated_replacement", "tool_call_json"):
        assert len({c.phase for c in _of_habit(habit)}) >= 2, habit
    assert len(_of_habit("variant_name")) >= 3


def test_second_thoughts_are_unclear_and_checks_that_agree_are_not() -> None:
    # A second thought after the answer that leans elsewhere, or withdraws it, is never taken
    # as definite; a check that lands on the same answer keeps it (strict: not the last line).
    assert all(c.label == UNREADABLE for c in _of_habit("second_thought"))
    assert all(c.label == UNREADABLE for c in _of_habit("unfinished_correction"))
    checks = _of_habit("verification_after")
    assert len(checks) == 5 and all(c.clear for c in checks)
    assert all(c.strict in (None, False) for c in checks)
    # A replacement said as one takes the new answer, written last.
    replaced = _of_habit("stated_replacement")
    assert len(replaced) == 3 and all(c.clear and c.strict for c in replaced)
    assert all(c.label == UNREADABLE for c in _of_habit("two_sections"))


def test_strict_follows_the_final_line_rule() -> None:
    # An answer followed by an explanation, fenced, in a heading, a tool call, YAML or HTML, or
    # in prose only, is never strictly right.
    after = _of_habit("answer_then_explanation") + _of_habit("fenced_answer")
    after += _of_habit("heading") + _of_habit("tool_call_json") + _of_habit("html")
    after += _of_habit("yaml") + _of_habit("prose_only")
    assert len(after) >= 15 and all(c.strict in (None, False) for c in after)


def test_direction_words_are_read_only_in_the_languages_read() -> None:
    by_id = {c.id: c for c in v29.all_cases()}
    assert by_id["v29p_german_direction"].label == (1, "counterclockwise")
    assert by_id["v29p_dutch_direction"].label == UNREADABLE
    assert by_id["v29r_french_name"].label == UNREADABLE
    assert by_id["v29r_qwen25_chinese_name"].label == "square"


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    valid = (v29.RING_TL4, v29.RING_MID3, v29.RING_BR4, v29.RING_TM3, v29.RING_BL3)
    assert all(_is_ring(maze) for maze in valid)
    broken = (v29.P_OUTSIDE, v29.SIX_ROWS, v29.CORNER_WALLED, v29.LOWER_NAMES, v29.NO_GOAL)
    assert not any(_is_ring(maze) for maze in broken)
    assert corpus_mazes.ORIGINAL_MATRIX not in valid
    gen = [c for c in v29.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
    read = 0
    for case in (c for c in gen if c.clear and "MAZE:\n" in c.reply):
        maze = case.reply.split("MAZE:\n")[-1].split("\n\n")[0]
        if maze in valid:
            assert case.label == SUCCESS, case.id
            read += 1
        if maze in broken or maze == corpus_mazes.ORIGINAL_MATRIX:
            assert case.label == FAIL, case.id
            read += 1
    assert read >= 12


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v29.all_cases() if c.encoding == "coord_list"]
    exact = [
        c
        for c in coord
        if c.reply.split("MAZE:\n")[-1] in (coord_list(v29.RING_BR4), coord_list(v29.RING_TL4))
    ]
    assert len(exact) == 2 and all(c.label == SUCCESS and c.strict for c in exact)
    matrix = [c for c in coord if c.habit == "wrong_encoding"]
    assert len(matrix) == 1 and "Walls:" not in matrix[0].reply and matrix[0].label == FAIL
    spaced = [c for c in coord if c.habit == "spaced_coords"]
    assert len(spaced) == 1 and spaced[0].label == SUCCESS and not spaced[0].strict
    assert spaced[0].reply.split("MAZE:\n")[-1].replace(", ", ",").replace(
        ",(", ", ("
    ) == coord_list(v29.RING_MID3)


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v29.RIGHT) and _walk_ok(v29.DOWN) and _walk_ok(v29.PAST_AND_BACK)
    broken = (v29.THROUGH_MIDDLE, v29.SKIP_TWO, v29.ENDS_BESIDE_G, v29.BACKWARDS)
    assert not any(_walk_ok(r) for r in broken)
    by_id = {c.id: c for c in v29.all_cases()}
    said = by_id["v29o_one_based_said"]
    assert said.label == SUCCESS and said.reply.endswith("PATH: " + one_based(v29.RIGHT))
    back = by_id["v29o_past_goal_and_back"]
    assert back.reply.endswith(path_text(v29.PAST_AND_BACK)) and back.label == SUCCESS
    assert by_id["v29o_llama_backwards"].label == FAIL
