"""What is the thirty-third reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, a natural mix of
about two thirds with the chosen third split between unclear replies and their clear
look-alikes (struck-through and diff corrections, TL;DRs, invented multi-turn chats, passive
answers, ordinal steps, restatements in another encoding, answers to the neighbouring
question), strict verdicts that follow the final-line rule, and its new rings, broken mazes and
routes (new against every set written before it). The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import re

import corpus_mazes
import corpus_reading_v33 as v33
from corpus_form import PHASES, coord_list, one_based, path_text
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring, _walk_ok

VALID = (v33.RING_C3, v33.RING_TL3, v33.RING_TM3, v33.RING_BM3, v33.RING_TL4, v33.RING_BR4)
BROKEN = (v33.SPUR, v33.FILLED, v33.TWO_P, v33.FOUR_ROWS, v33.NO_G, v33.CORNER, v33.TWOS)
NEW_ROUTES = (v33.WALK_ON, v33.BOUNCE, v33.JUMP, v33.DIP)
BROKEN_ROUTES = (v33.JUMP, v33.DIP, v33.UNDER, v33.WALK_ON)


def _of_habit(habit: str) -> list[object]:
    return [c for c in v33.all_cases() if c.habit == habit]


def _earlier_text() -> str:
    return "\n".join(c.reply for m in written_before(v33) for c in m.all_cases())


def _last_g(route: str) -> str:
    """``route`` up to its last visit of G (the specification's check walks back from there)."""
    return route.rsplit("4,3", 1)[0] + "4,3"


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v33.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v33.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v33.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    assert not {c.id for c in small} & v33.chosen()


def test_the_natural_mix_is_about_two_thirds_in_every_phase() -> None:
    cases = v33.all_cases()
    chosen = v33.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.62 <= 1 - len(chosen) / len(cases) <= 0.72
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.55 <= len(natural) / len(in_phase) <= 0.8, phase


def test_the_chosen_third_pairs_unclear_replies_with_clear_look_alikes() -> None:
    hard = {key for key, why in v33.WHY.items() if why.startswith("hard:")}
    cases = v33.all_cases()
    unclear = {c.id for c in cases if not c.clear}
    assert not hard & unclear
    assert v33.chosen() <= hard | unclear
    for phase in PHASES:
        picked = [c for c in cases if c.id in v33.chosen() and c.phase == phase]
        assert any(c.clear for c in picked) and any(not c.clear for c in picked), phase
    picked = [c for c in cases if c.id in v33.chosen()]
    clear = sum(c.clear for c in picked)
    assert len(picked) / 3 <= clear <= 2 * len(picked) / 3


def test_this_rounds_kinds_come_unclear_and_clear() -> None:
    # Each new kind has a genuinely unclear reply and a clear look-alike somewhere.
    for habit in ("tldr", "multi_turn", "neighbouring_question", "restated_encoding"):
        cases = _of_habit(habit)
        assert any(c.clear for c in cases) and any(not c.clear for c in cases), habit
    for habit in ("struck_through", "diff", "passive", "ordinal_steps"):
        cases = _of_habit(habit)
        assert len(cases) >= 2 and any(c.clear for c in cases), habit
    for habit in ("second_thought", "two_options", "withdrawn", "other_language"):
        cases = _of_habit(habit)
        assert cases and all(c.label == UNREADABLE for c in cases), habit
    checks = _of_habit("verification_after")
    assert len(checks) >= 5 and all(c.clear for c in checks)
    assert all(c.strict in (None, False) for c in checks)
    assert {c.phase for c in checks} == set(PHASES)


def test_strict_follows_the_final_line_rule() -> None:
    after = []
    for habit in (
        "answer_then_explanation",
        "fenced_answer",
        "heading",
        "tool_call_json",
        "numbered_route",
        "one_based_said",
        "passive",
        "ordinal_steps",
        "diff",
        "restated_encoding",
    ):
        after += _of_habit(habit)
    assert len(after) >= 20
    assert all(c.strict in (None, False) for c in after)
    bold = _of_habit("bold_answer")
    assert len(bold) >= 4 and all(c.strict not in (None, False) for c in bold)
    repeated = [
        c for c in _of_habit("small_repeat") if c.phase in ("one_shot", "generate", "puzzle")
    ]
    assert len(repeated) == 3 and all(c.strict for c in repeated)
    struck = [c for c in _of_habit("struck_through") if "~~" in c.reply.splitlines()[0]]
    assert len(struck) == 4 and all(c.strict not in (None, False) for c in struck)


def test_words_and_names_are_read_only_in_the_languages_read() -> None:
    by_id = {c.id: c for c in v33.all_cases()}
    assert by_id["v33p_mistral_french"].label == (3, "clockwise")
    assert by_id["v33p_qwen25_chinese_direction"].label == (1, "counterclockwise")
    assert by_id["v33r_italian_name"].label == UNREADABLE
    assert by_id["v33r_qwen25_chinese_value"].label == "square"
    assert by_id["v33r_small_cube"].label == "square"


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    assert all(_is_ring(maze) for maze in VALID)
    assert not any(_is_ring(maze) for maze in BROKEN)
    assert corpus_mazes.ORIGINAL_MATRIX not in VALID
    gen = [c for c in v33.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
    read = 0
    edited = ("diff", "struck_through", "multi_turn", "restated_encoding")
    plain = [c for c in gen if c.clear and "MAZE:\n" in c.reply and c.habit not in edited]
    for case in plain:
        maze = case.reply.split("MAZE:\n")[-1].split("\n\n")[0].strip("`\n")
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
    coord = [c for c in v33.all_cases() if c.encoding == "coord_list"]
    assert len(coord) >= 4
    exact = [c for c in coord if c.reply == "MAZE:\n" + coord_list(v33.RING_C3)]
    assert len(exact) == 1 and exact[0].label == SUCCESS and exact[0].strict
    matrix = [c for c in coord if c.habit == "wrong_encoding"]
    assert len(matrix) == 1 and "Walls:" not in matrix[0].reply and matrix[0].label == FAIL
    corner = [c for c in coord if coord_list(v33.CORNER) in c.reply]
    assert len(corner) == 1 and corner[0].label == FAIL


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v33.RIGHT) and _walk_ok(v33.DOWN) and _walk_ok(v33.BOUNCE)
    assert not any(_walk_ok(r) for r in BROKEN_ROUTES)
    # WALK_ON walks on past G: its part up to the last G is a valid walk.
    assert _walk_ok(_last_g(v33.WALK_ON)) and _last_g(v33.WALK_ON) != v33.WALK_ON
    by_id = {c.id: c for c in v33.all_cases()}
    said = by_id["v33o_one_based_said"]
    assert said.label == SUCCESS and said.reply.endswith("PATH: " + one_based(v33.DOWN))
    assert by_id["v33o_gemma3_walks_on"].reply.endswith(path_text(v33.WALK_ON))
    assert by_id["v33o_gemma3_walks_on"].label == SUCCESS
    assert by_id["v33o_llama4_bounce"].label == SUCCESS
    for case_id in (
        "v33o_mistral_wall_dip",
        "v33o_phi4_jump_over_goal",
        "v33o_geminipro_one_short",
    ):
        assert by_id[case_id].label == FAIL, case_id


def test_the_edits_and_restatements_are_what_their_labels_assume() -> None:
    # The struck row and the diff are applied as a careful grader would apply them.
    by_id = {c.id: c for c in v33.all_cases()}
    struck = by_id["v33g_struck_row"].reply.split("MAZE:\n")[1].splitlines()
    assert "\n".join(r for r in struck if not r.startswith("~~")) == v33.RING_C3
    edited = v33.RING_C3.replace("1 0 1 0 1", "1 0 0 0 1")
    assert not _is_ring(edited) and by_id["v33g_diff_edit_fills"].label == FAIL
    same = by_id["v33g_restated_coord_same"]
    assert same.reply.endswith(coord_list(v33.RING_C3)) and same.label == SUCCESS
    differs = by_id["v33g_restated_coord_differs"]
    assert differs.reply.endswith(coord_list(v33.RING_TL3)) and differs.label == UNREADABLE
