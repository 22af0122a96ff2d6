"""What is the seventy-first reading corpus's own: written replies only (no model was run), one
study's natural mix as the package's runner would collect it (about a third Qwen with Chinese
and thinking mode among them, open-weight instruct models behind an OpenAI-compatible server, a
few API models and the small models), mostly plain compliant answers and the asked formats
slightly off (two spaces after the label, a cell without its comma, square brackets, a
1-indexed slip said and unsaid, lower or title case labels, a full stop, bold answer lines the
strict reading tolerates, the label on its own line, a fence), the chosen quarter pairing
unclear replies with clear look-alikes (a restatement naming the same answer or another, a plan
with this turn's move marked or several move lines, a maze with an extra row, an answer then an
unrelated continuation or a retraction, a check or a doubt after it, a condition settled or
open, a question answered or handed back, a pick between options or none, a bare side read as a
turn or as the facing side, a cut-off and its finished twin), strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v71 as v71
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (
    v71.RING_MID3_WEST,
    v71.RING_TR4_EAST,
    v71.RING_BL4_WEST,
    v71.RING_OUTER_TOP,
    v71.RING_RIGHT3_MID,
)
BROKEN = (
    v71.NO_GOAL,
    v71.TWO_PLAYERS,
    v71.RIGHT_SIDE_WALLED,
    v71.SIX_WIDE_MID,
    v71.STRAY_X,
    v71.TAIL_BELOW,
    v71.FOUR_ROWS_BL4,
    v71.EXTRA_ROW_RIGHT3,
)
NEW_WALKS = (v71.RIGHT_THEN_DOWN_BOUNCE, v71.DOWN_THEN_TOP_BOUNCE)
NEW_PAST_GOAL = (v71.PAST_UP_COLUMN, v71.PAST_BACK_WEST)
BROKEN_ROUTES = (v71.INTO_32, v71.BELOW_G_AND_BACK, v71.EAST_LOOP_ON_G)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v71)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    blind_set_form.cut_in_answer_and_small_cut_everywhere(v71)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v71)
    blind_set_form.habits_in_every_phase(
        v71, ("small_echo", "small_repeat", "small_cut", "small_no_answer")
    )


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v71)


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
    blind_set_form.families_in_several_phases(v71, FAMILIES)


def test_qwen_is_about_a_third_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v71.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert 0.28 <= len(qwen) / len(cases) <= 0.4
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v71.all_cases()
    natural = [c for c in cases if c.id not in v71.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v71, "direction_word"):
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
        cases = blind_set_form.of_habit(v71, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    # The round's rulings: a full stop after the answer and bold around the answer line, its
    # label or its value stay in format for strict.
    for habit in ("trailing_period", "markdown_label"):
        cases = blind_set_form.of_habit(v71, habit)
        assert len(cases) >= 4 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert {c.phase for c in blind_set_form.of_habit(v71, "markdown_label")} == set(PHASES)
    for habit in ("label_case", "label_own_line"):
        assert len({c.phase for c in blind_set_form.of_habit(v71, habit)}) >= 3, habit


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v71)
    blind_set_form.habit_pairs(v71)
    blind_set_form.clear_and_unclear_habits(
        v71,
        (
            ("plan_of_moves", "plan_lines"),
            ("direction_agrees", "direction_clash"),
            ("finished_twin", "cut_in_answer"),
            ("summary_agrees", "repeat_conflict"),
            ("unrelated_after", "withdrawn"),
            ("verification_after", "second_thought"),
        ),
    )
    blind_set_form.habits_in_every_phase(v71, ("cut_in_answer", "finished_twin"))


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v71)
    assert by_id["v71c_s_qwenplus_in_short_same"].label == (1, 1)
    assert by_id["v71c_s_llama33_route_first_step"].label == (2, 0)
    assert by_id["v71c_s_mistral_meant_one_one"].label == (1, 1)
    assert by_id["v71c_s_small_smol360_then_poem"].label == (2, 0)
    assert by_id["v71c_o_qwenmax_option_a"].label == SUCCESS
    assert by_id["v71c_o_llama31_so_down_first"].label == SUCCESS
    assert by_id["v71c_o_haiku_no_diagonals_settled"].label == SUCCESS
    assert by_id["v71c_r_haiku_check_corners"].label == "square"
    assert by_id["v71c_r_qwenturbo_assume_open_cells"].label == "square"
    assert by_id["v71c_r_small_smol360_user_turn"].label == "square"
    assert by_id["v71c_g_gpt4omini_mid3_described"].label == SUCCESS
    assert by_id["v71c_g_small_gemma270_quiz_after"].label == SUCCESS
    assert by_id["v71c_g_mistral_extra_row_right3"].label == FAIL
    assert by_id["v71c_p_llama33_this_turn"].label == (1, CCW)
    assert by_id["v71c_p_qwenmax_paren_left_same"].label == (2, CCW)
    assert by_id["v71c_p_gemma_left_side_turn"].label == (1, CCW)
    for case_id in (
        "v71c_s_qwenplus_in_short_other",
        "v71c_s_llama33_four_lines",
        "v71c_s_gemma_scratch_that",
        "v71c_s_qwen3_maybe_right",
        "v71c_o_qwenmax_alternatively",
        "v71c_o_llama31_so_top_first",
        "v71c_o_haiku_start_cell_open",
        "v71c_r_haiku_maybe_c",
        "v71c_r_qwenturbo_walls_or_cells",
        "v71c_r_qwenplus_zh_ji_shizi",
        "v71c_g_gemma_another_option",
        "v71c_g_gpt4omini_mid3_misdescribed",
        "v71c_g_qwenplus_not_right",
        "v71c_p_llama33_three_lines",
        "v71c_p_qwenmax_paren_right_other",
        "v71c_p_gemma_left_side_facing",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v71,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "unrelated_after",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "label_own_line",
            "brackets",
            "vocabulary",
            "words_after",
            "direction_word",
            "direction_agrees",
            "small_half_label",
            "small_continuation",
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
        wrong_labels=(FAIL, "C", "triangle", UNREADABLE),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v71)
    assert by_id["v71s_qwenmax_period_east"].strict == (1, 1)
    assert by_id["v71o_llama33_period_top"].strict is True
    assert by_id["v71s_qwenplus_bold_value_right"].strict == (1, 1)
    assert by_id["v71s_llama33_bold_label_down"].strict == (2, 0)
    assert by_id["v71o_gemma_bold_path_line"].strict is True
    assert by_id["v71p_gemma_bold_value_tl"].strict is True
    assert by_id["v71s_granite_cell_no_comma"].strict is None
    assert by_id["v71s_granite_cell_no_comma"].label == (2, 0)
    assert by_id["v71s_mistral_nemo_two_spaces"].strict is None
    assert by_id["v71o_olmo_two_spaces"].strict is False
    assert by_id["v71r_olmo_words_after_name"].strict is False
    assert by_id["v71p_qwenplus_square_two_ccw"].strict is True
    assert by_id["v71p_qwenplus_square_two_ccw"].label == (2, CCW)
    assert by_id["v71p_llama33_right_side_bl"].label == (2, CW)
    assert by_id["v71p_llama33_right_side_bl"].strict is False
    assert by_id["v71r_qwenplus_zh_zhengfangxing"].label == "square"
    assert by_id["v71r_qwenmax_zh_luoxuan"].label == "spiral"
    assert by_id["v71s_small_gemma270_then_weather"].label == (1, 1)
    assert by_id["v71g_qwenturbo_zh_zhongjian"].label == SUCCESS
    assert by_id["v71g_qwenplus_fenced_outer"].label == SUCCESS
    # Cells after the route's last G are not scored, but a step off the grid before it is.
    assert by_id["v71o_mistral_small_below_and_back"].label == FAIL
    assert by_id["v71o_qwenmax_past_up_column"].label == SUCCESS
    # A pick among options: strict reads the last path line, the rejected one.
    assert by_id["v71c_o_qwenmax_option_a"].strict is False


def test_a_one_based_slip_is_read_only_where_the_reply_says_so() -> None:
    by_id = blind_set_form.by_id(v71)
    unsaid = by_id["v71s_qwen25_one_based_unsaid_right"]
    assert unsaid.label == UNREADABLE and unsaid.strict == (2, 2)
    said = by_id["v71o_qwen25_one_based_said_down"]
    assert said.label == SUCCESS and said.strict is False
    assert said.reply.endswith("PATH: (2, 1) (3, 1) (4, 1) (5, 1) (5, 2) (5, 3) (5, 4)")


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v71, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=14, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v71), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v71.DOWN, v71.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v71, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v71, least=4)
