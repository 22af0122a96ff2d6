"""What is the seventy-third reading corpus's own: written replies only (no model was run), the
everyday transcript with Qwen first (about half Qwen2.5, Qwen3 and QwQ, many in Chinese or mixing
Chinese and English, thinking mode among them; the rest DeepSeek, GLM-4, Yi, InternLM, Baichuan,
Llama and the small models), about four fifths clear, the chosen quarter pairing unclear replies
with clear look-alikes from everyday habits (a 总结 agreeing or not, a hedge settled or not, a
如果…的话 condition settled or open, a 不对 correction with or without a new answer, a question
back, a cut-off and its finished twin), strict verdicts that follow the final-line rule, and its
new rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v73 as v73
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (
    v73.RING3_BOTTOM_LEFT,
    v73.RING4_TOP_LEFT,
    v73.RING3_BOTTOM_MID,
    v73.RING5_SIDES,
    v73.RING4_BOTTOM_RIGHT,
)
BROKEN = (
    v73.GAP_TOP_BR4,
    v73.TWO_GOALS_MID3,
    v73.NO_PLAYER_SIDES,
    v73.FOUR_WIDE_BL3,
    v73.OPEN_CENTRE_TL4,
    v73.DIGIT_TWO_SIDES,
    v73.SIX_ROWS_BR4,
)
NEW_WALKS = (v73.LEFT_TRIPLE_BOUNCE, v73.RIGHT_BACK_DOUBLE_BOTTOM)
NEW_PAST_GOAL = (v73.PAST_WEST_TWICE, v73.PAST_UP_AND_DOWN)
BROKEN_ROUTES = (v73.THROUGH_MIDDLE, v73.UP_INTO_31, v73.BACK_UP_WALL)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""

QWEN = ("qwenturbo", "qwenplus", "qwenmax", "qwen3", "qwq", "qwen25")
"""The Qwen families of the set, by their ids' prefix after the phase."""

FAMILIES = (*QWEN, "dsv3", "dsr1", "glm4", "yi", "internlm", "baichuan", "llama", "small")
"""The model families of the set, by their ids' prefix after the phase."""


def _family(case_id: str) -> str:
    """The part of an id after its phase letter (``v73c_s_`` or ``v73s_``)."""
    rest = case_id.split("_", 1)[1]
    return rest.split("_", 1)[1] if case_id.startswith("v73c_") else rest


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v73)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v73)
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES)
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v73, least=15)
    blind_set_form.habits_in_every_phase(v73, ("small_echo", "small_cut", "small_no_answer"))


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v73)


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v73, FAMILIES)
    cases = v73.all_cases()
    assert all(_family(c.id).startswith(FAMILIES) for c in cases)


def test_qwen_is_about_half_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v73.all_cases()
    qwen = [c for c in cases if _family(c.id).startswith(QWEN)]
    assert 0.45 <= len(qwen) / len(cases) <= 0.6
    chinese = [c for c in qwen if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    assert len(chinese) >= 0.5 * len(qwen)
    thinking = [c for c in qwen if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)
    assert {c.phase for c in cases if "qwq" in c.id} >= {"solve", "one_shot", "recognize"}


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v73.all_cases()
    natural = [c for c in cases if c.id not in v73.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in ("label_case", "fullwidth", "missing_comma", "chinese_value", "vocabulary"):
        cases = blind_set_form.of_habit(v73, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    for habit in ("trailing_period", "markdown_label"):
        cases = blind_set_form.of_habit(v73, habit)
        assert len(cases) >= 4 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert len({c.phase for c in blind_set_form.of_habit(v73, "fullwidth")}) >= 4


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v73)
    blind_set_form.clear_and_unclear_habits(
        v73,
        (
            ("summary_agrees", "repeat_conflict"),
            ("hedge_settled", "second_thought"),
            ("correction", "withdrawn"),
            ("finished_twin", "cut_in_answer"),
            ("option_pick", "options_no_pick"),
        ),
    )
    for habit in ("question_back", "conditional"):
        cases = blind_set_form.of_habit(v73, habit)
        assert any(c.clear for c in cases) and any(not c.clear for c in cases), habit
    blind_set_form.habits_in_every_phase(
        v73, ("summary_agrees", "repeat_conflict", "cut_in_answer", "finished_twin")
    )


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v73)
    assert by_id["v73c_s_qwenplus_zongjie_same"].label == (2, 0)
    assert by_id["v73c_s_qwenmax_keneng_settled"].label == (1, 1)
    assert by_id["v73c_s_qwen3_ruguo_settled"].label == (1, 1)
    assert by_id["v73c_s_dsv3_budui_new"].label == (2, 0)
    assert by_id["v73c_o_qwenmax_option_two"].label == SUCCESS
    assert by_id["v73c_o_dsr1_gaicheng_new"].label == SUCCESS
    assert by_id["v73c_r_glm4_ruguo_settled"].label == "square"
    assert by_id["v73c_g_dsv3_gaicheng_new"].label == SUCCESS
    assert by_id["v73c_p_glm4_bare_left_turn"].label == (3, CCW)
    for case_id in (
        "v73c_s_qwenplus_zongjie_other",
        "v73c_s_qwenmax_keneng_open",
        "v73c_s_qwen3_ruguo_open",
        "v73c_s_dsv3_budui_none",
        "v73c_s_glm4_which_way_back",
        "v73c_o_qwenplus_zongjie_other",
        "v73c_o_qwenmax_options_no_pick",
        "v73c_o_dsr1_budui_none",
        "v73c_r_qwenplus_zongjie_other",
        "v73c_r_qwenmax_buqueding_open",
        "v73c_r_glm4_ruguo_open",
        "v73c_g_qwenplus_zongjie_other",
        "v73c_g_dsv3_budui_none",
        "v73c_p_qwenplus_zongjie_other",
        "v73c_p_qwenmax_buqueding_open",
        "v73c_p_glm4_bare_left_facing",
        "v73c_p_qwen3_which_square_back",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v73,
        (
            "answer_then_explanation",
            "summary_agrees",
            "option_pick",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "label_own_line",
            "vocabulary",
            "words_after",
            "direction_word",
            "separator",
            "small_half_label",
            "missing_comma",
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
            "hedge_settled",
            "question_back",
            "conditional",
        ),
        least_after=30,
        least_last=60,
        wrong_labels=(FAIL, "C", "triangle", "cross", "spiral", UNREADABLE),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v73)
    assert by_id["v73r_qwenturbo_zh_value"].label == "square"
    assert by_id["v73r_qwenplus_zh_shizi_value"].label == "cross"
    assert by_id["v73r_baichuan_zh_luoxuan"].label == "spiral"
    assert by_id["v73r_qwenmax_rectangle"].label == "square"
    assert by_id["v73r_internlm_zh_box"].label == "square"
    assert by_id["v73r_glm4_words_after"].strict is False
    assert by_id["v73s_qwenmax_zh_xiangxia_word"].label == (2, 0)
    assert by_id["v73s_qwen3_think_draft_other"].label == (2, 0)
    assert by_id["v73p_qwen25_bare_right"].label == (0, CW)
    assert by_id["v73p_qwen25_bare_right"].strict is False
    assert by_id["v73p_qwenplus_square_three"].strict is True
    assert by_id["v73o_qwenplus_past_west_twice"].label == SUCCESS
    assert by_id["v73o_dsv3_up_first"].label == FAIL


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v73, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=14, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v73), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v73.DOWN, v73.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v73, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v73, least=3)
