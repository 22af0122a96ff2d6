"""What is the fifty-fifth reading corpus's own: written replies only (no model was run), the
everyday transcript of the rotation puzzle, recognition and generation as each family answers
them (about a third Qwen, much of it in Chinese and in thinking mode; GPT-4o, Claude, Gemini,
Llama, Mistral, DeepSeek, Gemma, Phi and the small models), puzzle squares by ``(row, col)``, by
``square N`` and by position words, turns in every wording the families use, shapes plainly, in
Chinese or described, mazes in both encodings and in fences; the chosen quarter pairing unclear
replies with clear look-alikes from those phases (a restatement that agrees or not, two squares
with or without a pick, a shape "or maybe" another, a corrected or an alternative maze, a
description after the maze that agrees or not), strict verdicts that follow the final-line rule,
and its new rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v55 as v55
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before

VALID = (
    v55.RING_BL4,
    v55.RING_OUTER_TB,
    v55.RING_TR3,
    v55.RING_BR4_G31,
    v55.RING_BL3,
    v55.RING_BR4_G42,
)
BROKEN = (v55.NO_GOAL, v55.RECT_4X5, v55.GAP_C, v55.FOUR_ROWS, v55.TAIL)
WALKS = (v55.RIGHT_COL, v55.LEFT_COL, v55.TOP_DOUBLE_BACK)
NEW_ROUTES = (
    v55.TOP_BOUNCE_PAST,
    v55.LEFT_BOUNCE_PAST,
    v55.LEFT_ROUND_PAST,
    v55.TOP_ROUND_PAST,
)
BROKEN_ROUTES = (v55.THROUGH_44, v55.BOTTOM_WALL_32)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v55)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v55)
    assert {"cut_in_answer", "small_cut"} <= {c.habit for c in cut}
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v55)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v55)


FAMILIES = (
    "qwenturbo",
    "qwenplus",
    "qwenmax",
    "qwen3",
    "qwen25",
    "gpt4o",
    "claude",
    "gemini",
    "llama",
    "mistral",
    "deepseek",
    "gemma",
    "phi",
    "small",
)
"""The model families of the set, by their ids' prefix."""


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v55, FAMILIES)


def test_qwen_is_about_a_third_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v55.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert 0.3 <= len(qwen) / len(cases) <= 0.4
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    assert all("qwen" in c.id for c in chinese)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)


def test_the_emphasis_phases_are_weighted() -> None:
    # The shared form check keeps solve the largest phase, so the puzzle ties it; recognition
    # and generation come next and one-shot is the smallest.
    count = {p: sum(c.phase == p for c in v55.all_cases()) for p in PHASES}
    assert count["puzzle"] == count["solve"] == max(count.values())
    assert min(count["recognize"], count["generate"]) > count["one_shot"]


def test_the_replies_are_mostly_clear() -> None:
    cases = v55.all_cases()
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v55)
    blind_set_form.habit_pairs(v55)
    for clear_habit, unclear_habit in (
        ("repeat_same", "repeat_conflict"),
        ("rejected_alternative", "two_options"),
        ("description_agrees", "description_conflict"),
        ("caveat", "or_maybe"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v55, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v55, unclear_habit))
    restated = [
        *blind_set_form.of_habit(v55, "repeat_conflict"),
        *blind_set_form.of_habit(v55, "description_conflict"),
    ]
    assert {c.phase for c in restated} == set(PHASES)


def test_the_rounds_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v55)
    assert by_id["v55c_s_qwenmax_restate_same"].label == (1, 1)
    assert by_id["v55c_s_gpt4o_pick"].label == (1, 1)
    assert by_id["v55c_r_llama_not_c"].label == "square"
    assert by_id["v55c_r_gemini_caveat"].label == "square"
    assert by_id["v55c_g_qwenmax_corrected"].label == SUCCESS
    assert by_id["v55c_g_gpt4o_describe_same"].label == SUCCESS
    assert by_id["v55c_g_claude_pick_second"].label == SUCCESS
    assert by_id["v55c_p_qwenplus_restate_same"].label == (2, CW)
    assert by_id["v55c_p_gpt4o_two_squares_pick"].label == (3, CW)
    assert by_id["v55c_p_llama_correction"].label == (1, CCW)
    for case_id in (
        "v55c_s_qwenmax_restate_other",
        "v55c_s_gpt4o_two_options",
        "v55c_r_llama_or_maybe",
        "v55c_r_qwenplus_restate_other",
        "v55c_g_qwenmax_alternative",
        "v55c_g_gpt4o_describe_other",
        "v55c_p_qwenplus_restate_other",
        "v55c_p_gpt4o_two_squares",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v55,
        (
            "answer_then_explanation",
            "verification_after",
            "fenced_answer",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "vocabulary",
            "left_right",
            "degrees",
            "position_words",
            "label_case",
            "label_own_line",
            "square_brackets",
            "missing_comma",
            "words_after_value",
            "arrows",
            "small_half_label",
            "repeat_same",
            "description_agrees",
            "caveat",
            "question_back",
        ),
        (
            "asked_format",
            "chinese_reasoning",
            "bold_answer",
            "markdown_heavy",
            "think_block",
            "trailing_period",
            "small_echo",
            "small_repeat",
            "correction",
            "rejected_alternative",
        ),
        least_after=45,
        least_last=55,
        wrong_labels=(FAIL, "C", "Z", "triangle", "none"),
    )


def test_the_puzzle_and_shape_wordings_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v55)
    assert by_id["v55p_qwenturbo_zh_square_n"].label == (2, CW)
    assert by_id["v55p_qwenturbo_zh_square_n"].strict is True
    assert by_id["v55p_qwen3_think_en_square_n"].strict is True
    assert by_id["v55p_qwenmax_zh_position_words"].label == (1, CCW)
    assert by_id["v55p_qwenplus_zh_cw_word"].label == (3, CW)
    assert by_id["v55p_qwenplus_zh_ccw_word"].label == (0, CCW)
    assert by_id["v55p_gemini_left"].label == (0, CCW)
    assert by_id["v55p_llama_right"].label == (2, CW)
    assert by_id["v55p_qwen25_degrees"].label == (1, CW)
    assert by_id["v55r_qwenplus_zh_square_name"].label == "square"
    assert by_id["v55r_qwenmax_zh_cross"].label == "cross"
    assert by_id["v55r_claude_ring"].label == "square"
    assert by_id["v55s_llama_direction_up"].label == (0, 0)
    for case_id in ("v55s_phi_period_down", "v55r_qwenplus_period", "v55p_gpt4o_period"):
        assert by_id[case_id].strict not in (None, False), case_id
    for case_id in ("v55s_mistral_no_space", "v55s_gemma_brackets_right", "v55r_gemma_two_spaces"):
        assert by_id[case_id].strict in (None, False) and by_id[case_id].clear, case_id


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v55, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=16
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        written_before(v55),
        (*VALID, *BROKEN),
        (v55.TOP_DOUBLE_BACK, *NEW_ROUTES, *BROKEN_ROUTES),
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(WALKS, NEW_ROUTES, BROKEN_ROUTES)
    blind_set_mazes.one_shot_endings_labelled(
        v55, (v55.TOP_DOUBLE_BACK, *NEW_ROUTES), BROKEN_ROUTES
    )


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v55, least=4)
