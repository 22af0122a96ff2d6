"""What is the sixty-seventh reading corpus's own: written replies only (no model was run), the
everyday transcript with Qwen first (about half Qwen2.5/Qwen3/QwQ, many in Chinese or mixed,
full-width punctuation, 总结/答案/最终答案 headings, thinking mode in every phase; the rest
DeepSeek-V3/R1, GLM-4, Yi, InternLM, Baichuan, Llama and the small models), mostly plain
answers, the chosen quarter pairing unclear replies with clear look-alikes (a 总结 that agrees or
names another answer, a hedge settled or open, a 如果…的话 condition settled or open, 不对/改成
with or without a new answer, two 方案 with a pick or none, a question answered or handed back,
a cut-off and its finished twin), strict verdicts that follow the final-line rule, and its new
rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v67 as v67
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (
    v67.RING_MID_LEFT3,
    v67.RING_TOP_MID3,
    v67.RING_BOTTOM_MID3,
    v67.RING_TL4,
    v67.RING_OUTER_N,
    v67.RING_RIGHT_MID3,
)
BROKEN = (
    v67.NO_PLAYER,
    v67.INNER_OPEN,
    v67.SIX_ROWS,
    v67.FOUR_COLS,
    v67.TWO_GOALS,
    v67.GAP_OUTER,
    v67.LETTER_O,
)
NEW_WALKS = (v67.SHUFFLE_DOWN, v67.WANDER_TOP)
NEW_PAST_GOAL = (v67.PAST_UP_THREE, v67.PAST_TOP_UP_TWO)
BROKEN_ROUTES = (v67.INTO_22, v67.BACK_THROUGH_COL2, v67.BACK_SKIP_30)

LEGAL = ((2, 0), (1, 1))
"""The two legal moves from P (1, 0) on ORIGINAL: down and right."""

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


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v67)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v67)
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES)
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v67)
    blind_set_form.habits_in_every_phase(v67, ("small_echo", "small_repeat", "small_cut"))


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v67)


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v67, FAMILIES)


def test_qwen_is_about_half_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v67.all_cases()
    qwen = [c for c in cases if "qwen" in c.id or "qwq" in c.id]
    assert 0.45 <= len(qwen) / len(cases) <= 0.6
    chinese = [c for c in qwen if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    assert len(chinese) >= 0.5 * len(qwen)
    thinking = [c for c in qwen if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v67.all_cases()
    natural = [c for c in cases if c.id not in v67.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    assert all(c.label in LEGAL for c in cases if c.phase == "solve" and c.clear)


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in ("label_case", "spacing", "label_own_line", "fullwidth", "words_after"):
        cases = blind_set_form.of_habit(v67, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    # The rulings: a full stop after the answer and bold around the answer line or its label,
    # under a 最终答案 heading or not, stay in format for strict.
    for habit in ("trailing_period", "markdown_label"):
        cases = blind_set_form.of_habit(v67, habit)
        assert len(cases) >= 4 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert {c.phase for c in blind_set_form.of_habit(v67, "markdown_label")} == set(PHASES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v67)
    blind_set_form.habit_pairs(v67)
    for clear_habit, unclear_habit in (
        ("finished_twin", "cut_in_answer"),
        ("summary_agrees", "repeat_conflict"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v67, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v67, unclear_habit))
    blind_set_form.habits_in_every_phase(v67, ("cut_in_answer", "finished_twin"))


def test_each_cut_off_has_its_finished_twin_with_the_same_opening() -> None:
    cases = v67.all_cases()
    twins = {c.phase: c for c in cases if c.habit == "finished_twin"}
    for cut in (c for c in cases if c.habit == "cut_in_answer"):
        finished = twins[cut.phase]
        assert finished.reply.startswith(cut.reply), cut.id
        assert len(finished.reply) > len(cut.reply)


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v67)
    assert by_id["v67c_s_qwenplus_zongjie_same"].label == (2, 0)
    assert by_id["v67c_s_qwenmax_hedge_settled"].label == (1, 1)
    assert by_id["v67c_s_qwen3_ruguo_settled"].label == (2, 0)
    assert by_id["v67c_s_glm4_budui_gaicheng"].label == (2, 0)
    assert by_id["v67c_o_qwenplus_asks_answers"].label == SUCCESS
    assert by_id["v67c_o_qwen3_fangan_pick"].label == SUCCESS
    assert by_id["v67c_r_qwenplus_zongjie_same"].label == "square"
    assert by_id["v67c_r_qwen3_ruguo_settled"].label == "square"
    assert by_id["v67c_g_qwenplus_fangan_pick"].label == SUCCESS
    assert by_id["v67c_g_qwen3_asks_answers"].label == SUCCESS
    assert by_id["v67c_p_qwenplus_gaicheng"].label == (0, CCW)
    assert by_id["v67c_p_qwen3_buqueding_settled"].label == (3, CW)
    for case_id in (
        "v67c_s_qwenplus_zongjie_other",
        "v67c_s_qwenmax_hedge_open",
        "v67c_s_qwen3_ruguo_open",
        "v67c_s_glm4_budui_no_new",
        "v67c_o_qwenplus_asks_only",
        "v67c_o_qwen3_fangan_none",
        "v67c_o_qwq_maybe_open",
        "v67c_r_qwenplus_zongjie_other",
        "v67c_r_qwen3_ruguo_open",
        "v67c_r_yi_withdrawn",
        "v67c_g_qwenplus_fangan_none",
        "v67c_g_qwen3_asks_only",
        "v67c_p_qwenplus_budui_only",
        "v67c_p_qwen3_buqueding_open",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v67,
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
            "commas",
            "arrows",
            "vocabulary",
            "direction_word",
            "direction_prose",
            "bare_side",
            "words_after",
            "small_half_label",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "trailing_period",
            "square_number",
            "small_echo",
            "small_repeat",
            "correction",
            "finished_twin",
            "markdown_label",
        ),
        least_after=25,
        least_last=60,
        wrong_labels=(FAIL, "C"),
    )
    # A pick among options: strict abstains where the pick itself closes the reply.
    by_id = blind_set_form.by_id(v67)
    assert by_id["v67c_o_qwen3_fangan_pick"].strict is False
    assert by_id["v67c_g_qwenplus_fangan_pick"].strict is False


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v67)
    assert by_id["v67s_qwen3_nothink_period"].strict == (2, 0)
    assert by_id["v67s_qwenplus_zuizhong_bold"].strict == (2, 0)
    assert by_id["v67s_deepseekv3_bold_line"].strict == (2, 0)
    assert by_id["v67r_qwenplus_zuizhong_bold"].strict is True
    assert by_id["v67s_glm4_zh_space_label"].strict is None
    assert by_id["v67s_qwenplus_fullwidth_colon"].strict is None
    assert by_id["v67p_qwenplus_zh_square_n"].strict is True
    assert by_id["v67p_qwenmax_left_side_word"].label == (1, CCW)
    assert by_id["v67p_qwenmax_left_side_word"].strict is False
    assert by_id["v67r_qwenturbo_zh_value"].label == "square"
    assert by_id["v67r_internlm_zh_spiral"].label == "spiral"
    assert by_id["v67s_qwen25_zh_direction_only"].label == (2, 0)
    assert by_id["v67s_qwen3_think_drafts_then_final"].label == (2, 0)
    assert by_id["v67g_qwen25_copy"].label == FAIL
    # Cells after the route's last G are not scored, but a wall stepped into before it is.
    assert by_id["v67o_qwenmax_past_goal"].label == SUCCESS
    assert by_id["v67o_deepseekv3_into_22"].label == FAIL


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v67, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v67), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v67.DOWN, v67.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v67, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v67, least=3)
