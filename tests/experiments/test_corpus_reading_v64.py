"""What is the sixty-fourth reading corpus's own: written replies only (no model was run), the
everyday transcript with Qwen first (about half Qwen2.5, Qwen3 with and without thinking and
QwQ, many in Chinese or mixing Chinese and English, with 总结/答案/最终答案 headings; the rest
DeepSeek, GLM-4, Yi, InternLM, Baichuan, Llama and the small models), the chosen quarter pairing
unclear replies with clear look-alikes from everyday habits (a 总结 agreeing or not, a hedge
settled or not, a 如果…的话 condition settled or open, a 不对/改成 correction with or without a
new answer, a question answered or handed back, a cut-off and its finished twin), strict
verdicts that follow the final-line rule, and its new rings, broken mazes and routes. The checks
every blind set shares are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v64 as v64
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v64.RING_BR3, v64.RING_TR3, v64.RING_C3, v64.RING_TL4, v64.RING_OUTER_SIDES)
BROKEN = (
    v64.NO_PLAYER,
    v64.TWO_PLAYERS,
    v64.GAP_02,
    v64.FOUR_CELL_ROW,
    v64.PLUS_LANES,
    v64.RECT_3X4,
)
NEW_WALKS = (v64.DOWN_TWO_BACK, v64.COL3_WOBBLE)
NEW_PAST_GOAL = (v64.PAST_ROUND_CORNER, v64.PAST_AFTER_WOBBLE)
BROKEN_ROUTES = (v64.SKIP_23, v64.DIAG_41, v64.WALL_31, v64.SHORT_OF_G)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""

FAMILIES = (
    "qwenturbo",
    "qwenplus",
    "qwenmax",
    "qwen3",
    "qwq",
    "qwen25",
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


def _has_chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v64)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v64)
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES) - {"solve"}
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v64)
    blind_set_form.habits_in_every_phase(v64, ("small_echo", "small_repeat", "small_cut"))


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v64)


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v64, FAMILIES)


def test_qwen_is_about_half_with_chinese_thinking_and_headings_in_every_phase() -> None:
    cases = v64.all_cases()
    qwen = [c for c in cases if "qwen" in c.id or "qwq" in c.id]
    assert 0.45 <= len(qwen) / len(cases) <= 0.6
    chinese = [c for c in qwen if _has_chinese(c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    assert len(chinese) >= 0.5 * len(qwen)
    thinking = [c for c in qwen if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)
    assert {c.phase for c in blind_set_form.of_habit(v64, "heading_above")} == set(PHASES)
    assert all(c.clear for c in blind_set_form.of_habit(v64, "heading_above"))
    summaries = [c for c in cases if "总结" in c.reply]
    assert {c.phase for c in summaries} == set(PHASES)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v64.all_cases()
    natural = [c for c in cases if c.id not in v64.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in ("label_case", "spacing", "brackets", "fullwidth", "commas", "bare_side"):
        cases = blind_set_form.of_habit(v64, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    for habit in ("trailing_period", "markdown_label", "heading_above"):
        cases = blind_set_form.of_habit(v64, habit)
        assert len(cases) >= 3 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v64)
    blind_set_form.habit_pairs(v64)
    for clear_habit, unclear_habit in (
        ("hedge_settled", "second_thought"),
        ("finished_twin", "cut_in_answer"),
        ("summary_agrees", "repeat_conflict"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v64, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v64, unclear_habit))
    blind_set_form.habits_in_every_phase(v64, ("summary_agrees", "repeat_conflict"))
    # The everyday Chinese hedges and corrections are what the chosen quarter is made of.
    chosen = [c for c in v64.all_cases() if c.id in v64.chosen()]
    for word in ("总结", "也许", "不确定", "如果", "不对", "改成"):
        assert any(word in c.reply for c in chosen), word


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v64)
    assert by_id["v64c_s_qwenplus_summary_same"].label == (2, 0)
    assert by_id["v64c_s_qwenmax_hedge_settled"].label == (1, 1)
    assert by_id["v64c_s_qwenturbo_if_settled"].label == (2, 0)
    assert by_id["v64c_s_qwen3_corrected"].label == (2, 0)
    assert by_id["v64c_s_deepseekv3_question_answered"].label == (2, 0)
    assert by_id["v64c_o_qwenmax_pick_second"].label == SUCCESS
    assert by_id["v64c_o_qwen3_corrected"].label == SUCCESS
    assert by_id["v64c_r_qwen3_if_settled"].label == "square"
    assert by_id["v64c_g_qwenmax_pick_first"].label == SUCCESS
    assert by_id["v64c_g_qwen3_corrected"].label == SUCCESS
    assert by_id["v64c_p_qwen3_question_answered"].label == (3, CW)
    for case_id in (
        "v64c_s_qwenplus_summary_other",
        "v64c_s_qwenmax_hedge_open",
        "v64c_s_qwenturbo_if_open",
        "v64c_s_qwen3_withdrawn",
        "v64c_s_deepseekv3_question_back",
        "v64c_o_qwenmax_two_routes",
        "v64c_o_qwen3_withdrawn",
        "v64c_r_qwen3_if_open",
        "v64c_r_qwenmax_hedge_open",
        "v64c_g_qwenplus_described_other",
        "v64c_g_qwenmax_two_options",
        "v64c_p_qwen3_question_back",
        "v64c_p_qwenplus_summary_other",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v64,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "brackets",
            "commas",
            "arrows",
            "words_after",
            "bare_side",
            "direction_word",
            "small_half_label",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "trailing_period",
            "square_number",
            "heading_above",
            "small_echo",
            "small_repeat",
            "correction",
            "hedge_settled",
            "rejected_alternative",
            "finished_twin",
            "markdown_label",
        ),
        least_after=30,
        least_last=70,
        wrong_labels=(FAIL, "C", "cross", "spiral", "triangle"),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v64)
    assert by_id["v64s_qwenmax_period_right"].strict == (1, 1)
    assert by_id["v64s_qwen3_bold_line_right"].strict == (1, 1)
    assert by_id["v64s_deepseekv3_bold_label"].strict == (1, 1)
    assert by_id["v64s_qwenplus_zh_heading"].strict == (1, 1)
    assert by_id["v64s_yi_no_comma"].strict is None
    assert by_id["v64s_qwen25_zh_word_down"].label == (2, 0)
    assert by_id["v64r_qwenturbo_zh_value"].label == "square"
    assert by_id["v64r_qwenmax_zh_spiral"].label == "spiral"
    assert by_id["v64r_baichuan_zh_triangle"].label == "triangle"
    assert by_id["v64r_llama_words_after"].strict is False
    assert by_id["v64p_qwenmax_square_number"].label == (1, CCW)
    assert by_id["v64p_qwenmax_square_number"].strict is True
    assert by_id["v64p_qwenmax_zh_left_side"].label == (2, CCW)
    assert by_id["v64p_baichuan_right_side"].label == (0, CW)
    assert by_id["v64p_glm4_zh_chinese_dir"].label == (2, CW)
    assert by_id["v64g_qwenturbo_zh_br3"].label == SUCCESS
    assert by_id["v64g_glm4_rect"].label == FAIL


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v64, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v64), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v64.DOWN, v64.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v64, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v64, least=3)
