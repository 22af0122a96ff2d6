"""What is the fifty-second reading corpus's own: written replies only (no model was run), the
everyday transcript of a study with Qwen first (about half the replies Qwen2.5, Qwen3 in both
modes and QwQ, most in Chinese or mixed; the other families, DeepSeek, GLM-4, Yi, InternLM,
Baichuan and Llama, in several phases; SmolLM2's and Gemma 3 270M's habits clear and not), the
chosen quarter pairing unclear replies with clear look-alikes from everyday habits (a summary
that agrees or names another answer, a hedge settled or open, a 如果…的话 condition met or open,
不对/改成 with a new answer or a withdrawal, a question after the answer or instead of it, a
cut-off), strict verdicts that follow the final-line rule, and its new rings (one of side 5),
broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v52 as v52
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v52.RING_BR3, v52.RING_5S, v52.RING_BR4, v52.RING_BL3)
BROKEN = (v52.CORNER_CUT, v52.FILLED, v52.ISOLATED_P)
WALKS = (v52.RIGHT_COL, v52.LEFT_COL, v52.TOP_JIGGLE, v52.COL3_JIGGLE, v52.DOWN_BACK_ON_OFF)
PAST_GOAL = (v52.LOOP_HOME, v52.BOTTOM_STEP_PAST)
NEW_ROUTES = (v52.TOP_JIGGLE, v52.COL3_JIGGLE, v52.DOWN_BACK_ON_OFF, *PAST_GOAL)
BROKEN_ROUTES = (v52.DIAG_13_24, v52.DIAG_CUT, v52.WALL_22_BACK, v52.UP_WALL)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v52)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v52)
    assert {"cut_in_think", "cut_in_answer", "small_cut"} <= {c.habit for c in cut}


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v52)
    for model in ("small_smol", "small_gemma"):
        written = [c for c in v52.all_cases() if c.id.split("_", 1)[1].startswith(model)]
        assert {c.phase for c in written} == set(PHASES), model


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v52)


FAMILIES = (
    "qwenturbo",
    "qwenplus",
    "qwenmax",
    "qwen3",
    "qwq",
    "r1",
    "v3",
    "glm4",
    "yi",
    "internlm",
    "baichuan",
    "llama",
    "small",
)
"""The model families of the everyday mix, by their ids' prefix."""


def test_the_everyday_mix_covers_each_family_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v52, FAMILIES)


def test_qwen_comes_first_chinese_and_thinking_hold_their_share() -> None:
    cases = v52.all_cases()
    qwen = [c for c in cases if "qwen" in c.id or "qwq" in c.id]
    assert len(qwen) >= 0.45 * len(cases)
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        assert sum(c in qwen for c in in_phase) >= 0.4 * len(in_phase), phase
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert len(chinese) >= 0.45 * len(cases) and {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert len(thinking) >= 20 and {c.phase for c in thinking} == set(PHASES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v52)
    blind_set_form.habit_pairs(v52)
    # this round's everyday pairs: a hedge, a condition and a question back, each both ways
    for habit in ("hedged", "conditional", "question_back"):
        cases = blind_set_form.of_habit(v52, habit)
        assert any(c.clear for c in cases) and any(not c.clear for c in cases), habit
    agrees = blind_set_form.of_habit(v52, "summary_agrees")
    other = blind_set_form.of_habit(v52, "summary_other")
    assert all(c.clear for c in agrees) and all(c.label == UNREADABLE for c in other)
    assert {c.phase for c in other} <= {c.phase for c in agrees}
    # 不对 then 改成 with a new answer, or 不对 with none: in the same four phases
    corrected = {c.phase for c in blind_set_form.of_habit(v52, "correction")}
    withdrawn = {c.phase for c in blind_set_form.of_habit(v52, "withdrawn")}
    assert corrected == withdrawn and len(corrected) == 4


def test_the_rounds_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v52)
    assert by_id["v52c_s_qwen3_zh_summary_agrees"].label == (2, 0)
    assert by_id["v52c_s_qwenplus_zh_hedge_settled"].label == (2, 0)
    assert by_id["v52c_s_qwenmax_zh_conditional_met"].label == (1, 1)
    assert by_id["v52c_s_r1_zh_correction"].label == (2, 0)
    assert by_id["v52c_o_qwenmax_zh_correction"].label == SUCCESS
    assert by_id["v52c_r_qwenplus_zh_conditional_met"].label == "square"
    assert by_id["v52c_g_qwen3_zh_correction"].label == SUCCESS
    assert by_id["v52c_p_r1_zh_correction"].label == (2, CCW)
    assert by_id["v52c_p_qwen3_zh_hedge_settled"].label == (3, CW)
    for case_id in (
        "v52c_s_qwen3_zh_summary_other",
        "v52c_s_qwenplus_zh_hedge_open",
        "v52c_s_qwenmax_zh_conditional_open",
        "v52c_s_r1_zh_withdrawn",
        "v52c_o_qwen3_zh_summary_other",
        "v52c_r_qwenplus_zh_conditional_open",
        "v52c_g_qwenmax_zh_summary_other",
        "v52c_p_qwen3_zh_hedge_open",
        "v52c_p_r1_zh_withdrawn",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v52,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "question_back",
            "fenced_answer",
            "direction_word",
            "spacing",
            "fullwidth",
            "vocabulary",
            "chinese_value",
            "position_words",
            "square_number",
            "no_label",
            "arrows",
            "commas",
            "small_half_label",
        ),
        (
            "think_block",
            "final_heading",
            "markdown_heavy",
            "correction",
            "rejected_alternative",
            "variant_name",
            "small_echo",
        ),
        least_after=30,
        least_last=25,
        wrong_labels=(FAIL, "C", "cross", "spiral", "triangle", "none"),
    )


def test_words_and_names_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v52)
    assert by_id["v52s_qwen3_zh_word"].label == (2, 0)
    assert by_id["v52s_baichuan_zh_word"].label == (1, 1)
    assert by_id["v52s_qwenturbo_fullwidth"].label == (2, 0)
    assert by_id["v52p_qwenturbo_zh_position"].label == (2, CW)
    assert by_id["v52p_glm4_zh_position"].label == (1, CCW)
    assert by_id["v52p_qwenplus_square_n"].label == (2, CW)
    assert by_id["v52p_qwen3_zh_dir"].label == (1, CW)
    chinese_names = {
        "v52r_qwenturbo_zh_name": "square",
        "v52r_qwq_zh_cross": "cross",
        "v52r_qwenturbo_zh_spiral": "spiral",
        "v52r_internlm_zh_triangle": "triangle",
    }
    for case_id, shape in chinese_names.items():
        assert by_id[case_id].label == shape and not by_id[case_id].strict, case_id
    for case_id in ("v52r_qwenplus_square_ring", "v52r_llama_rectangle"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict, case_id


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v52,
        VALID,
        BROKEN,
        is_ring=blind_set_mazes.is_square_ring,
        least=12,
        original_fails=True,
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v52), (*VALID, *BROKEN), (*NEW_ROUTES, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(WALKS, PAST_GOAL, BROKEN_ROUTES)
    blind_set_mazes.one_shot_endings_labelled(v52, NEW_ROUTES, BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v52, least=3)
