"""What is the sixty-eighth reading corpus's own: written replies only (no model was run), one
study's natural mix as the package's runner would collect it (about a third Qwen with Chinese
and thinking mode among them, open-weight instruct models behind an OpenAI-compatible server, a
few API models and the small models), mostly plain compliant answers and the asked formats
slightly off (two spaces after the label, a cell without its comma, curly or square brackets,
a 1-indexed slip said and unsaid, lower case, a full stop, bold answer lines the strict reading
tolerates, the label on its own line, a fence), the chosen quarter pairing unclear replies with
clear look-alikes (a summary naming the same answer or another, a plan with this turn's move
marked or several move lines, a maze with an extra row, an answer then an unrelated
continuation or a retraction, a condition settled or open, a question answered or handed back,
a pick between options or none, a bare side read as a turn or as the facing side, a cut-off and
its finished twin), strict verdicts that follow the final-line rule, and its new rings, broken
mazes and routes. The checks every blind set shares are in ``test_blind_reading_sets.py``; no
reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v68 as v68
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (
    v68.RING_TR3_LOW,
    v68.RING_MID4_EAST,
    v68.RING_OUTER_NW,
    v68.RING_WEST4,
    v68.RING_BL3_RIGHT,
)
BROKEN = (
    v68.NO_PLAYER,
    v68.TWO_GOALS,
    v68.INNER_OPEN,
    v68.SIX_WIDE,
    v68.STRAY_DOT,
    v68.WALLED_SIDE,
    v68.FOUR_ROWS,
    v68.EXTRA_ROW,
)
NEW_WALKS = (v68.ZIGZAG_TOP, v68.LEFT_BOUNCE)
NEW_PAST_GOAL = (v68.PAST_NORTH_TWO, v68.PAST_LEFT_NORTH)
BROKEN_ROUTES = (v68.INTO_44_ON, v68.OUT_BELOW, v68.SKIP_ONE)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v68)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    blind_set_form.cut_in_answer_and_small_cut_everywhere(v68)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v68)
    blind_set_form.habits_in_every_phase(
        v68, ("small_echo", "small_repeat", "small_cut", "small_no_answer")
    )


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v68)


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
    blind_set_form.families_in_several_phases(v68, FAMILIES)


def test_qwen_is_about_a_third_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v68.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert 0.28 <= len(qwen) / len(cases) <= 0.4
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v68.all_cases()
    natural = [c for c in cases if c.id not in v68.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v68, "direction_word"):
        if case.phase == "solve":
            assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in ("label_case", "spacing", "label_own_line", "brackets", "fullwidth"):
        cases = blind_set_form.of_habit(v68, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    # The round's rulings: a full stop after the answer and bold around the answer line or its
    # label stay in format for strict.
    for habit in ("trailing_period", "markdown_label"):
        cases = blind_set_form.of_habit(v68, habit)
        assert len(cases) >= 4 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert {c.phase for c in blind_set_form.of_habit(v68, "markdown_label")} == set(PHASES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v68)
    blind_set_form.habit_pairs(v68)
    for clear_habit, unclear_habit in (
        ("plan_of_moves", "plan_lines"),
        ("direction_agrees", "direction_clash"),
        ("finished_twin", "cut_in_answer"),
        ("summary_agrees", "repeat_conflict"),
        ("unrelated_after", "withdrawn"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v68, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v68, unclear_habit))
    blind_set_form.habits_in_every_phase(v68, ("cut_in_answer", "finished_twin"))


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v68)
    assert by_id["v68c_s_qwenturbo_so_down_same"].label == (2, 0)
    assert by_id["v68c_s_llama33_plan_now"].label == (1, 1)
    assert by_id["v68c_s_granite_oops_down"].label == (2, 0)
    assert by_id["v68c_o_qwenplus_choose_second"].label == SUCCESS
    assert by_id["v68c_o_llama33_asks_then_gives"].label == SUCCESS
    assert by_id["v68c_r_qwenmax_if_corner_open"].label == "square"
    assert by_id["v68c_r_qwenturbo_zh_zongzhi_same"].label == "square"
    assert by_id["v68c_r_llama31_then_quiz"].label == "square"
    assert by_id["v68c_g_llama33_tr3_described"].label == SUCCESS
    assert by_id["v68c_g_small_gemma270_story_after"].label == SUCCESS
    assert by_id["v68c_g_gemma_extra_row_west4"].label == FAIL
    assert by_id["v68c_p_qwenplus_ie_same"].label == (1, CW)
    assert by_id["v68c_p_mistral_small_side_turn"].label == (3, CW)
    for case_id in (
        "v68c_s_qwenturbo_so_right_other",
        "v68c_s_llama33_three_lines",
        "v68c_s_granite_ignore_that",
        "v68c_o_qwenplus_either_route",
        "v68c_o_llama33_asks_diagonal",
        "v68c_o_gpt4omini_recap_other",
        "v68c_r_qwenmax_if_corner_unknown",
        "v68c_r_qwenturbo_zh_zongzhi_other",
        "v68c_r_llama31_then_retract",
        "v68c_g_gemma_or_smaller",
        "v68c_g_llama33_tr3_misdescribed",
        "v68c_g_qwenmax_redo",
        "v68c_p_gpt4omini_two_lines",
        "v68c_p_qwenplus_ie_other",
        "v68c_p_mistral_small_side_facing",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v68,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "unrelated_after",
            "fenced_answer",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "label_own_line",
            "brackets",
            "commas",
            "arrows",
            "vocabulary",
            "words_after",
            "direction_word",
            "direction_agrees",
            "small_half_label",
            "small_continuation",
            "one_based_said",
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
            "plan_of_moves",
            "finished_twin",
            "markdown_label",
            "question_back",
        ),
        least_after=40,
        least_last=60,
        wrong_labels=(FAIL, "C", "cross", "triangle", UNREADABLE),
    )
    # A pick among options: strict holds only where the picked answer is the last line.
    by_id = blind_set_form.by_id(v68)
    assert by_id["v68c_o_qwenplus_choose_second"].strict is False


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v68)
    assert by_id["v68s_qwenmax_period_south"].strict == (2, 0)
    assert by_id["v68o_falcon_period_down"].strict is True
    assert by_id["v68s_gemma_bold_value_down"].strict == (2, 0)
    assert by_id["v68o_haiku_bold_label"].strict is True
    assert by_id["v68s_granite_no_comma_right"].strict is None
    assert by_id["v68s_granite_no_comma_right"].label == (1, 1)
    assert by_id["v68s_qwen25_double_space"].strict is None
    assert by_id["v68r_olmo_double_space"].strict is False
    assert by_id["v68r_flash_words_after"].strict is False
    assert by_id["v68p_qwenplus_square_three"].strict is True
    assert by_id["v68p_qwenplus_square_three"].label == (3, CW)
    assert by_id["v68p_llama33_left_side"].label == (0, CCW)
    assert by_id["v68p_llama33_left_side"].strict is False
    assert by_id["v68r_qwenplus_zh_value_square"].label == "square"
    assert by_id["v68r_qwenmax_zh_value_cross"].label == "cross"
    assert by_id["v68s_small_gemma270_recipe"].label == (1, 1)
    assert by_id["v68g_qwenplus_outer_nw"].label == SUCCESS
    # Cells after the route's last G are not scored, but a wall stepped into before it is.
    assert by_id["v68o_llama31_into_44_on"].label == FAIL
    assert by_id["v68o_qwenmax_past_north_two"].label == SUCCESS


def test_a_one_based_slip_is_read_only_where_the_reply_says_so() -> None:
    by_id = blind_set_form.by_id(v68)
    unsaid = by_id["v68s_qwen25_one_based_unsaid_down"]
    assert unsaid.label == UNREADABLE and unsaid.strict == (3, 1)
    said = by_id["v68o_qwen25_one_based_said_top"]
    assert said.label == SUCCESS and said.strict is False
    assert said.reply.endswith("PATH: (2, 1) (2, 2) (2, 3) (2, 4) (3, 4) (4, 4) (5, 4)")


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v68, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=14, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v68), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v68.DOWN, v68.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v68, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v68, least=4)
