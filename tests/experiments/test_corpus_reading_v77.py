"""What is the seventy-seventh reading corpus's own: written replies only (no model was run),
one study's natural mix as the package's runner would collect it (about a third Qwen with
Chinese and thinking mode among them, open-weight instruct models behind an OpenAI-compatible
server, a few API models and the small models), mostly plain compliant answers and the asked
formats slightly off (two spaces after the label, a cell without its comma, square brackets, a
1-indexed slip said and unsaid, lower case labels, a full stop, bold answer lines the strict
reading tolerates, the label on its own line, a fence, registry synonyms of the square), the
chosen quarter pairing unclear replies with clear look-alikes (a restatement naming the same
answer or another, a plan with this turn's move marked or several move lines, a maze with an
extra row or a stray character, an answer then an unrelated continuation or a withdrawal, a
check or a doubt after it, a condition settled or open, a question answered or handed back, a
pick between options or none, a cut-off and its finished twin), strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v77 as v77
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (
    v77.RING_LEFT4_P_TOP,
    v77.RING_OUTER_DIAG,
    v77.RING_TL4_RIGHT_BOTTOM,
    v77.RING_MID3_RIGHT_P,
    v77.RING_TR3_INNER,
)
BROKEN = (
    v77.TL4_NO_GOAL,
    v77.OUTER_TWO_PLAYERS,
    v77.LEFT4_STRAY_X,
    v77.MID3_EXTRA_ROW,
    v77.TR3_CORNER_WALLED,
    v77.TL4_FILLED,
    v77.LEFT4_FOUR_ROWS,
)
NEW_WALKS = (v77.DOWN_THREE_FALSE_STARTS, v77.TOP_SHUFFLE)
NEW_PAST_GOAL = (v77.PAST_BACK_INTO_WALL, v77.PAST_EAST_EDGE)
BROKEN_ROUTES = (v77.SKIP_THEN_BOUNCE, v77.WALL_POKE_WEST, v77.THROUGH_COL1)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v77)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    blind_set_form.cut_in_answer_and_small_cut_everywhere(v77)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v77)
    blind_set_form.habits_in_every_phase(
        v77, ("small_echo", "small_repeat", "small_cut", "small_no_answer")
    )


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v77)


FAMILIES = (
    "qwenturbo",
    "qwenplus",
    "qwenmax",
    "qwen3",
    "qwen25",
    "llama33",
    "llama31",
    "mistral",
    "gemma",
    "phi",
    "olmo",
    "falcon",
    "granite",
    "gpt4omini",
    "haiku",
    "flash",
    "small",
)
"""The model families of the set, by their ids' prefix."""


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v77, FAMILIES)


def test_qwen_is_about_a_third_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v77.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert 0.28 <= len(qwen) / len(cases) <= 0.4
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v77.all_cases()
    natural = [c for c in cases if c.id not in v77.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v77, "direction_word"):
        if case.phase == "solve":
            assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in (
        "label_case",
        "spacing",
        "label_own_line",
        "brackets",
        "fullwidth",
        "missing_comma",
    ):
        cases = blind_set_form.of_habit(v77, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    # The round's rulings: a full stop after the answer and bold around the answer line, its
    # label or its value stay in format for strict.
    for habit in ("trailing_period", "markdown_label"):
        cases = blind_set_form.of_habit(v77, habit)
        assert len(cases) >= 4 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert {c.phase for c in blind_set_form.of_habit(v77, "markdown_label")} == set(PHASES)
    for habit in ("label_case", "label_own_line"):
        assert len({c.phase for c in blind_set_form.of_habit(v77, habit)}) >= 3, habit


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v77)
    blind_set_form.habit_pairs(v77)
    blind_set_form.clear_and_unclear_habits(
        v77,
        (
            ("plan_of_moves", "plan_lines"),
            ("finished_twin", "cut_in_answer"),
            ("summary_agrees", "repeat_conflict"),
            ("unrelated_after", "withdrawn"),
            ("verification_after", "second_thought"),
        ),
    )
    blind_set_form.habits_in_every_phase(v77, ("cut_in_answer", "finished_twin"))
    # A maze with an extra row or a stray character is a clear failure, not unreadable.
    for habit in ("extra_row", "stray_char"):
        cases = blind_set_form.of_habit(v77, habit)
        assert cases and all(c.label == FAIL for c in cases), habit


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v77)
    assert by_id["v77c_s_qwenplus_restated_same"].label == (1, 1)
    assert by_id["v77c_s_mistral_plan_now_first"].label == (2, 0)
    assert by_id["v77c_s_small_smol360_then_weather"].label == (1, 1)
    assert by_id["v77c_s_phi_fix_to_down"].label == (2, 0)
    assert by_id["v77c_o_gemma_pick_first"].label == SUCCESS
    assert by_id["v77c_o_qwenturbo_summary_same"].label == SUCCESS
    assert by_id["v77c_o_haiku_goal_included"].label == SUCCESS
    assert by_id["v77c_r_llama31_restated_same"].label == "square"
    assert by_id["v77c_r_small_smol360_then_quiz"].label == "square"
    assert by_id["v77c_r_granite_sides_checked"].label == "square"
    assert by_id["v77c_g_qwenplus_asks_and_answers"].label == SUCCESS
    assert by_id["v77c_g_llama33_picked_first"].label == SUCCESS
    assert by_id["v77c_g_granite_extra_row"].label == FAIL
    assert by_id["v77c_p_flash_plan_this_turn"].label == (2, CW)
    assert by_id["v77c_p_qwenturbo_that_is_same"].label == (1, CW)
    assert by_id["v77c_p_small_gemma270_then_code"].label == (3, CW)
    for case_id in (
        "v77c_s_qwenplus_restated_other",
        "v77c_s_mistral_plan_three_lines",
        "v77c_s_gemma_take_back",
        "v77c_s_qwen3_unsure_right",
        "v77c_o_gemma_either_works",
        "v77c_o_qwenturbo_summary_other",
        "v77c_o_haiku_if_goal_excluded",
        "v77c_r_llama31_restated_other",
        "v77c_r_mistral_retract",
        "v77c_r_qwenmax_maybe_c",
        "v77c_g_qwenplus_asks_only",
        "v77c_g_llama33_both_ok",
        "v77c_p_flash_two_lines",
        "v77c_p_qwenturbo_that_is_other",
        "v77c_p_llama31_cancel",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v77,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "unrelated_after",
            "fenced_maze",
            "fenced_answer",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "label_own_line",
            "brackets",
            "vocabulary",
            "words_after",
            "direction_word",
            "bare_side",
            "path_commas",
            "one_based_said",
            "missing_comma",
            "rejected_alternative",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "trailing_period",
            "square_number",
            "registry_synonym",
            "small_echo",
            "small_repeat",
            "correction",
            "plan_of_moves",
            "finished_twin",
            "markdown_label",
            "question_back",
            "conditional",
        ),
        least_after=40,
        least_last=60,
        wrong_labels=(FAIL, "C", "Z", "spiral", "cross", "triangle", UNREADABLE),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v77)
    assert by_id["v77s_qwenmax_period_down"].strict == (2, 0)
    assert by_id["v77o_qwenmax_period_down"].strict is True
    assert by_id["v77s_qwenplus_bold_value_down"].strict == (2, 0)
    assert by_id["v77o_llama33_bold_label_top"].strict is True
    assert by_id["v77g_granite_bold_maze_label"].strict is True
    assert by_id["v77p_gemma_bold_label_only"].strict is True
    assert by_id["v77s_olmo_no_comma_down"].strict is None
    assert by_id["v77s_olmo_no_comma_down"].label == (2, 0)
    assert by_id["v77s_mistral_nemo_two_spaces_right"].strict is None
    assert by_id["v77r_phi_name_then_note"].strict is False
    assert by_id["v77o_mistral_nemo_commas_top"].strict is False
    assert by_id["v77p_qwenplus_square_two"].strict is True
    assert by_id["v77p_qwenplus_square_two"].label == (2, CW)
    assert by_id["v77p_flash_square_zero"].label == (0, CCW)
    assert by_id["v77p_mistral_small_bare_left"].label == (3, CCW)
    assert by_id["v77p_mistral_small_bare_left"].strict is False
    # Every registry name of the square is the square, in flexible and strict.
    for case_id in ("v77r_llama31_rectangle_outline", "v77r_falcon_box_outline"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict is True, case_id
    assert by_id["v77r_qwenplus_zh_name_fang"].label == "square"
    assert by_id["v77r_qwenmax_zh_shizi"].label == "cross"
    assert by_id["v77g_phi_same_as_before"].label == FAIL
    # Cells after the route's last G are not scored, but a wall step or a jump before it is.
    assert by_id["v77o_mistral_small_past_wall"].label == SUCCESS
    assert by_id["v77o_qwen3_think_past_east"].label == SUCCESS
    assert by_id["v77o_phi_wall_poke"].label == FAIL
    assert by_id["v77o_llama33_skip_bounce"].label == FAIL
    # A pick among options: strict reads the last answer line, the rejected one.
    assert by_id["v77c_o_gemma_pick_first"].strict is False
    assert by_id["v77c_g_llama33_picked_first"].strict is False


def test_a_one_based_slip_is_read_only_where_the_reply_says_so() -> None:
    by_id = blind_set_form.by_id(v77)
    unsaid = by_id["v77s_qwen25_one_based_unsaid_right"]
    assert unsaid.label == UNREADABLE and unsaid.strict == (2, 2)
    said = by_id["v77o_qwen25_one_based_said_down"]
    assert said.label == SUCCESS and said.strict is False
    assert said.reply.endswith("PATH: (2, 1) (3, 1) (4, 1) (5, 1) (5, 2) (5, 3) (5, 4)")


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v77, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=14, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v77), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v77.DOWN, v77.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v77, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v77, least=4)
