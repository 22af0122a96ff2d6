"""What is the sixty-first reading corpus's own: written replies only (no model was run), the
everyday transcript with Qwen first (about half Qwen2.5, Qwen3 with and without thinking, and
QwQ, many in Chinese or mixing Chinese and English, with full-width punctuation and 总结/最终答案
headings; the rest DeepSeek-V3/R1, GLM-4, Yi, InternLM, Baichuan, Llama and the small models),
the chosen quarter pairing unclear replies with clear look-alikes from everyday habits (a 总结
that agrees or names another answer, a hedge settled or open, a 如果…的话 condition settled or
open, 不对/改成 with or without a new answer, a question back, a pick between 方案 or none, a
cut-off and its finished twin), strict verdicts that follow the final-line rule and this round's
rulings (bold and headings tolerated, a bare side on the turn line a format miss), and its new
rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v61 as v61
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (
    v61.RING_TL3,
    v61.RING_MID3,
    v61.RING_BL4_MOVED,
    v61.RING_BR4,
    v61.RING_5_OFFSET,
    v61.RING_MR3,
)
BROKEN = (v61.RECT_3X4, v61.MR3_NO_GOAL, v61.PLUS_MID_P, v61.TL3_FOUR_COLS, v61.BL4_TOP_GAP)
NEW_WALKS = (v61.TOP_TWO_BACKS, v61.LEFT_BACK_TWICE)
NEW_PAST_GOAL = (v61.PAST_TWO_UP, v61.PAST_AFTER_BACK)
BROKEN_ROUTES = (v61.JUMP_BACK_40, v61.WALL_32, v61.DIAG_31)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""

FAMILIES = (
    "qwenturbo",
    "qwenplus",
    "qwenmax",
    "qwen3",
    "qwen25",
    "qwq",
    "deepseekv3",
    "deepseekr1",
    "glm4",
    "yi",
    "internlm",
    "baichuan",
    "llama",
    "small",
)
"""The model families of the set, by their ids' prefix."""


def _chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v61)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v61)
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES)
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v61)
    blind_set_form.habits_in_every_phase(
        v61, ("small_echo", "small_repeat", "small_cut", "small_no_answer")
    )


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v61)


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v61, FAMILIES)


def test_qwen_is_about_half_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v61.all_cases()
    qwen = [c for c in cases if "qwen" in c.id or "qwq" in c.id]
    assert 0.45 <= len(qwen) / len(cases) <= 0.6
    chinese = [c for c in qwen if _chinese(c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    assert len(chinese) >= 0.5 * len(qwen)
    thinking = [c for c in qwen if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)
    assert any("最终答案" in c.reply for c in qwen) and any("总结" in c.reply for c in qwen)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v61.all_cases()
    natural = [c for c in cases if c.id not in v61.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v61, "direction_word"):
        if case.phase == "solve":
            assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in ("label_case", "spacing", "fullwidth", "chinese_value", "commas", "arrows"):
        cases = blind_set_form.of_habit(v61, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    fullwidth = blind_set_form.of_habit(v61, "fullwidth")
    assert all("：" in c.reply for c in fullwidth)
    assert {c.phase for c in fullwidth} >= {"solve", "one_shot", "recognize", "puzzle"}


def test_a_full_stop_bold_and_a_heading_stay_in_format() -> None:
    periods = blind_set_form.of_habit(v61, "trailing_period")
    assert len(periods) >= 4 and all(c.strict not in (None, False) for c in periods)
    for habit in ("markdown_bold", "heading_answer"):
        cases = blind_set_form.of_habit(v61, habit)
        assert len(cases) >= 3 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert all("最终答案" in c.reply for c in blind_set_form.of_habit(v61, "heading_answer"))


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v61)
    blind_set_form.habit_pairs(v61)
    for clear_habit, unclear_habit in (
        ("summary_agrees", "repeat_conflict"),
        ("finished_twin", "cut_in_answer"),
        ("verification_after", "second_thought"),
        ("correction", "withdrawn"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v61, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v61, unclear_habit))
    blind_set_form.habits_in_every_phase(v61, ("cut_in_answer", "finished_twin", "summary_agrees"))
    picked = [c for c in v61.all_cases() if c.id in v61.chosen()]
    assert sum(_chinese(c.reply) for c in picked) >= 0.75 * len(picked)


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v61)
    assert by_id["v61c_s_qwenplus_summary_same"].label == (2, 0)
    assert by_id["v61c_s_qwen3_hedge_settled"].label == (1, 1)
    assert by_id["v61c_s_qwenturbo_if_settled"].label == (2, 0)
    assert by_id["v61c_s_glm4_corrected"].label == (2, 0)
    assert by_id["v61c_o_qwen3_pick_two"].label == SUCCESS
    assert by_id["v61c_o_qwenturbo_asks_answers"].label == SUCCESS
    assert by_id["v61c_r_qwenplus_if_settled"].label == "square"
    assert by_id["v61c_r_yi_corrected"].label == "square"
    assert by_id["v61c_g_qwen3_pick_second"].label == SUCCESS
    assert by_id["v61c_p_qwen3_corrected"].label == (2, CCW)
    assert by_id["v61c_p_qwenplus_summary_same"].label == (1, CW)
    for case_id in (
        "v61c_s_qwenplus_summary_other",
        "v61c_s_qwen3_hedge_open",
        "v61c_s_qwenturbo_if_open",
        "v61c_s_glm4_withdrawn",
        "v61c_s_qwenmax_asks",
        "v61c_o_qwenplus_summary_other",
        "v61c_o_qwen3_two_no_pick",
        "v61c_o_qwenturbo_withdrawn",
        "v61c_r_qwen3_hedge_open",
        "v61c_r_qwenplus_if_open",
        "v61c_r_yi_withdrawn",
        "v61c_g_qwenplus_summary_other",
        "v61c_g_qwen3_two_no_pick",
        "v61c_g_qwenturbo_asks",
        "v61c_p_qwenplus_summary_other",
        "v61c_p_qwen3_withdrawn",
        "v61c_p_qwenturbo_if_open",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v61,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "fenced_answer",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "commas",
            "arrows",
            "vocabulary",
            "direction_word",
            "direction_word_zh",
            "small_half_label",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "trailing_period",
            "markdown_bold",
            "heading_answer",
            "square_number",
            "small_echo",
            "small_repeat",
            "correction",
            "rejected_alternative",
            "finished_twin",
        ),
        least_after=35,
        least_last=55,
        wrong_labels=(FAIL, "C", "cross", "none", "triangle", "spiral"),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v61)
    assert by_id["v61s_qwenplus_bold_line"].strict == (2, 0)
    assert by_id["v61s_qwen3_bold_value"].strict == (1, 1)
    assert by_id["v61r_qwenmax_bold_label"].strict is True
    assert by_id["v61s_qwenmax_heading_down"].strict == (2, 0)
    assert by_id["v61p_qwenmax_square_two"].label == (2, CW)
    assert by_id["v61p_qwenmax_square_two"].strict is True
    assert by_id["v61p_qwen3_nothink_left"].label == (0, CCW)
    assert by_id["v61p_llama_right_side"].label == (3, CW)
    assert by_id["v61p_qwen3_nothink_left"].strict is False
    assert by_id["v61p_llama_right_side"].strict is False
    assert by_id["v61r_qwenturbo_zh_value"].label == "square"
    assert by_id["v61r_qwen25_zh_cross"].label == "cross"
    assert by_id["v61r_qwenplus_zh_spiral"].label == "spiral"
    assert by_id["v61p_glm4_zh_ccw"].label == (3, CCW)
    assert by_id["v61s_qwenmax_zh_direction"].label == (1, 1)
    assert by_id["v61g_qwen25_rect"].label == FAIL


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v61, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=14, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v61), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v61.DOWN, v61.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v61, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v61, least=3)
