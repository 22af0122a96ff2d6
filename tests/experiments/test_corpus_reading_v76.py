"""What is the seventy-sixth reading corpus's own: written replies only (no model was run), the
everyday transcript with Qwen first (Qwen2.5, Qwen3 thinking and not, QwQ; many in Chinese or
mixing Chinese and English, with full-width punctuation and 总结/答案/最终答案 headings), then
DeepSeek-V3/R1, GLM-4, Yi, InternLM, Baichuan, Llama and the small models; mostly plain answers
and the asked formats slightly off, the chosen quarter pairing unclear replies with clear
look-alikes from everyday habits (a 总结 agreeing or not, a hedge settled or open, a 如果
condition settled or open, a 不对/改成 correction with or without a new answer, a question
answered or handed back, a cut-off and its finished twin), strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v76 as v76
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (
    v76.RING_CENTRE3_SIDE_P,
    v76.RING_BR4_TOP_P,
    v76.RING_TL3_CORNER_P,
    v76.RING_OUTER_CORNER_P,
    v76.RING_BL3_RIGHT_SIDE,
)
BROKEN = (
    v76.CENTRE3_NO_PLAYER,
    v76.BR4_OPEN_INSIDE,
    v76.TL3_TWO_PLAYERS,
    v76.OUTER_WALLED_SIDE,
    v76.BL3_SHORT_ROW,
    v76.CENTRE3_EXTRA_ROW,
    v76.OUTER_STRAY_X,
)
NEW_WALKS = (v76.DOWN_BACK_RIGHT_BACK, v76.LEFT_WITH_TWO_RETURNS)
NEW_PAST_GOAL = (v76.PAST_WEST_NORTH_WALLS, v76.PAST_EAST_WALL_COLUMN)
BROKEN_ROUTES = (v76.THROUGH_CENTRE_WALLS, v76.DIAGONAL_ZIGZAG, v76.JUMP_ALONG_TOP)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""

FAMILIES = (
    "qwenturbo",
    "qwenplus",
    "qwenmax",
    "qwen3",
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


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v76)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v76)
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES)
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v76)
    blind_set_form.habits_in_every_phase(
        v76, ("small_echo", "small_repeat", "small_cut", "small_no_answer")
    )


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v76)


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v76, FAMILIES)


def test_qwen_comes_first_with_chinese_thinking_and_headings_in_every_phase() -> None:
    cases = v76.all_cases()
    qwen = [c for c in cases if "qwen" in c.id or "qwq" in c.id]
    assert 0.4 <= len(qwen) / len(cases) <= 0.55
    assert {c.phase for c in qwen} == set(PHASES)
    chinese = [c for c in qwen if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)
    headed = blind_set_form.of_habit(v76, "answer_heading")
    assert len({c.phase for c in headed}) >= 4 and all(c.clear for c in headed)
    assert all(c.strict not in (None, False) for c in headed)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v76.all_cases()
    natural = [c for c in cases if c.id not in v76.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.35 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v76, "direction_word"):
        assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in (
        "label_case",
        "spacing",
        "label_own_line",
        "brackets",
        "fullwidth",
        "missing_comma",
        "words_after",
        "bare_side",
    ):
        cases = blind_set_form.of_habit(v76, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    for habit in ("trailing_period", "markdown_label", "registry_synonym"):
        cases = blind_set_form.of_habit(v76, habit)
        assert len(cases) >= 2 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert len({c.phase for c in blind_set_form.of_habit(v76, "fullwidth")}) >= 4


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v76)
    blind_set_form.habit_pairs(v76)
    blind_set_form.clear_and_unclear_habits(
        v76,
        (
            ("summary_agrees", "repeat_conflict"),
            ("finished_twin", "cut_in_answer"),
            ("verification_after", "second_thought"),
            ("correction", "withdrawn"),
        ),
    )
    blind_set_form.habits_in_every_phase(v76, ("cut_in_answer", "finished_twin"))
    for habit in ("extra_row", "stray_char"):
        cases = blind_set_form.of_habit(v76, habit)
        assert cases and all(c.label == FAIL for c in cases), habit


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v76)
    assert by_id["v76c_s_qwenplus_zongjie_same"].label == (2, 0)
    assert by_id["v76c_s_qwen3_hedge_settled"].label == (1, 1)
    assert by_id["v76c_s_glm4_ruguo_settled"].label == (2, 0)
    assert by_id["v76c_s_deepseekv3_budui_gaicheng"].label == (2, 0)
    assert by_id["v76c_o_qwenplus_zongjie_same"].label == SUCCESS
    assert by_id["v76c_o_qwenmax_budui_gaicheng"].label == SUCCESS
    assert by_id["v76c_o_deepseekr1_asks_and_answers"].label == SUCCESS
    assert by_id["v76c_r_qwenplus_yexu_settled"].label == "square"
    assert by_id["v76c_r_glm4_rules_out_c"].label == "square"
    assert by_id["v76c_g_qwenplus_ruguo_settled"].label == SUCCESS
    assert by_id["v76c_g_deepseekv3_budui_gaicheng"].label == SUCCESS
    assert by_id["v76c_p_qwenplus_zongjie_same"].label == (2, CW)
    assert by_id["v76c_p_qwenmax_keneng_settled"].label == (0, CCW)
    assert by_id["v76c_p_deepseekr1_offers_more"].label == (3, CW)
    for case_id in (
        "v76c_s_qwenplus_zongjie_other",
        "v76c_s_qwen3_hedge_open",
        "v76c_s_glm4_ruguo_open",
        "v76c_s_deepseekv3_budui_no_new",
        "v76c_o_qwenplus_zongjie_other",
        "v76c_o_qwenmax_budui_no_new",
        "v76c_o_deepseekr1_hands_back",
        "v76c_r_qwenplus_yexu_open",
        "v76c_r_glm4_square_or_c",
        "v76c_g_qwenplus_ruguo_open",
        "v76c_g_deepseekv3_budui_no_new",
        "v76c_g_glm4_hands_back",
        "v76c_p_qwenplus_zongjie_other",
        "v76c_p_qwenmax_keneng_open",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v76,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "label_own_line",
            "brackets",
            "words_after",
            "direction_word",
            "bare_side",
            "path_commas",
            "missing_comma",
            "small_half_label",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "trailing_period",
            "markdown_label",
            "answer_heading",
            "registry_synonym",
            "square_number",
            "small_echo",
            "small_repeat",
            "correction",
            "finished_twin",
            "rejected_alternative",
        ),
        least_after=35,
        least_last=60,
        wrong_labels=(FAIL, "cross", "spiral", "triangle", UNREADABLE),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v76)
    assert by_id["v76s_qwenmax_zh_zuizhong_bold"].strict == (2, 0)
    assert by_id["v76s_qwenplus_zh_daan_heading"].strict == (1, 1)
    assert by_id["v76s_qwenplus_zh_xiangyou_value"].label == (1, 1)
    assert by_id["v76s_glm4_two_spaces_right"].strict is None
    assert by_id["v76s_internlm_no_comma_down"].strict is None
    assert by_id["v76p_qwenplus_square_two"].strict is True
    assert by_id["v76p_qwenplus_square_two"].label == (2, CW)
    assert by_id["v76p_deepseekv3_bare_left"].label == (0, CCW)
    assert by_id["v76p_baichuan_zh_bare_right"].label == (1, CW)
    for case_id in ("v76r_deepseekv3_rectangle", "v76r_glm4_zh_box"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict is True, case_id
    assert by_id["v76r_qwenturbo_zh_zhengfangxing"].label == "square"
    assert by_id["v76r_qwenplus_zh_shizi"].label == "cross"
    assert by_id["v76r_baichuan_zh_sanjiaoxing"].label == "triangle"
    assert by_id["v76g_yi_copy_original"].label == FAIL
    assert by_id["v76o_qwenmax_past_west"].label == SUCCESS
    assert by_id["v76o_qwq_think_past_up"].label == SUCCESS
    assert by_id["v76o_deepseekv3_jump_top"].label == FAIL


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v76, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v76), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v76.DOWN, v76.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v76, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v76, least=4)
