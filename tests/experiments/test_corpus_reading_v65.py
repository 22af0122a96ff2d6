"""What is the sixty-fifth reading corpus's own: written replies only (no model was run), one
study's natural mix as the package's runner would collect it (about a third Qwen with Chinese
and thinking mode among them, open-weight instruct models behind an OpenAI-compatible server, a
few API models and the small models), mostly plain compliant answers and the asked formats
slightly off (a cell without its comma, a space before the colon, brackets, a 1-indexed slip,
lower case, a full stop, bold answer lines the strict reading tolerates, the label on its own
line, a fence), the chosen quarter pairing unclear replies with clear look-alikes (a summary
naming the same answer or another, a plan with this turn's move marked or several move lines,
a check or a doubt after the answer, a condition settled or open, a question answered or handed
back, a correction or a withdrawal, a maze described as it is or as another, an extra row, a
cut-off and its finished twin), strict verdicts that follow the final-line rule, and its new
rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v65 as v65
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v65.RING_CENTRE3, v65.RING_BL3, v65.RING_TR3, v65.RING_BR4, v65.RING_OUTER_SW)
BROKEN = (
    v65.NO_GOAL,
    v65.CENTRE_OPEN,
    v65.EXTRA_COL,
    v65.STRAY_X,
    v65.SIDE_GAP,
    v65.TWO_PLAYERS,
    v65.EXTRA_ROW,
)
NEW_WALKS = (v65.TOP_ROW_BACK, v65.LEFT_COL_BACK)
NEW_PAST_GOAL = (v65.PAST_WEST_THREE, v65.PAST_BACK_TWO)
BROKEN_ROUTES = (v65.DIAGONAL, v65.INTO_44, v65.INTO_14)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v65)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    blind_set_form.cut_in_answer_and_small_cut_everywhere(v65)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v65)
    blind_set_form.habits_in_every_phase(v65, ("small_echo", "small_repeat", "small_cut"))


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v65)


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
    blind_set_form.families_in_several_phases(v65, FAMILIES)


def test_qwen_is_about_a_third_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v65.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert 0.28 <= len(qwen) / len(cases) <= 0.4
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v65.all_cases()
    natural = [c for c in cases if c.id not in v65.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v65, "direction_word"):
        if case.phase == "solve":
            assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in ("label_case", "spacing", "label_own_line", "brackets", "fullwidth"):
        cases = blind_set_form.of_habit(v65, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    # The round's rulings: a full stop after the answer and bold around the answer line or its
    # label stay in format for strict.
    for habit in ("trailing_period", "markdown_label"):
        cases = blind_set_form.of_habit(v65, habit)
        assert len(cases) >= 4 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert {c.phase for c in blind_set_form.of_habit(v65, "markdown_label")} == set(PHASES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v65)
    blind_set_form.habit_pairs(v65)
    for clear_habit, unclear_habit in (
        ("plan_of_moves", "plan_lines"),
        ("direction_agrees", "direction_clash"),
        ("finished_twin", "cut_in_answer"),
        ("summary_agrees", "repeat_conflict"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v65, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v65, unclear_habit))
    blind_set_form.habits_in_every_phase(v65, ("cut_in_answer", "finished_twin"))


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v65)
    assert by_id["v65c_s_llama31_plan_first_step"].label == (2, 0)
    assert by_id["v65c_s_qwenplus_zongjie_same"].label == (2, 0)
    assert by_id["v65c_s_mistral_wall_corrected"].label == (1, 1)
    assert by_id["v65c_o_qwenturbo_option_a"].label == SUCCESS
    assert by_id["v65c_o_llama33_asks_answers"].label == SUCCESS
    assert by_id["v65c_r_llama33_if_closes"].label == "square"
    assert by_id["v65c_r_gemma_sum_up_same"].label == "square"
    assert by_id["v65c_g_qwenplus_zh_fangan_two"].label == SUCCESS
    assert by_id["v65c_g_llama33_bl3_described"].label == SUCCESS
    assert by_id["v65c_g_gemma_extra_row"].label == FAIL
    assert by_id["v65c_p_haiku_quarter_left"].label == (2, CCW)
    for case_id in (
        "v65c_s_llama31_four_lines",
        "v65c_s_qwenplus_zongjie_other",
        "v65c_s_mistral_scratch_that",
        "v65c_o_qwenturbo_another",
        "v65c_o_llama33_asks_origin",
        "v65c_o_phi_in_short_other",
        "v65c_r_llama33_if_23",
        "v65c_r_gemma_sum_up_other",
        "v65c_g_qwenplus_or_this_one",
        "v65c_g_llama33_bl3_misdescribed",
        "v65c_g_gemma_reconsider",
        "v65c_p_llama33_two_lines",
        "v65c_p_haiku_quarter_right",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v65,
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
            "label_own_line",
            "brackets",
            "commas",
            "arrows",
            "vocabulary",
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
            "apology_new",
            "small_echo",
            "small_repeat",
            "correction",
            "plan_of_moves",
            "finished_twin",
            "markdown_label",
        ),
        least_after=35,
        least_last=50,
        wrong_labels=(FAIL, "C", "cross", "spiral", "triangle", "Z"),
    )
    # A pick among options: strict holds where the picked answer is the last line, not where
    # the pick itself closes the reply.
    by_id = blind_set_form.by_id(v65)
    assert by_id["v65c_o_qwenturbo_option_a"].strict is True
    assert by_id["v65c_g_qwenplus_zh_fangan_two"].strict is False


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v65)
    assert by_id["v65s_falcon_period_left_side"].strict == (2, 0)
    assert by_id["v65r_qwen25_period_ring"].strict is True
    assert by_id["v65p_mistral_small_period_tl"].strict is True
    assert by_id["v65s_gemma_bold_head_down"].strict == (2, 0)
    assert by_id["v65s_llama33_bold_label_down"].strict == (2, 0)
    assert by_id["v65r_gemma_bold_label"].strict is True
    assert by_id["v65s_llama31_no_comma"].strict is None
    assert by_id["v65s_llama31_no_comma"].label == (2, 0)
    assert by_id["v65r_olmo_space_before_colon"].strict is False
    assert by_id["v65p_qwenmax_square_one"].strict is True
    assert by_id["v65p_qwenmax_square_one"].label == (1, CCW)
    assert by_id["v65p_llama31_right_side"].label == (3, CW)
    assert by_id["v65p_llama31_right_side"].strict is False
    assert by_id["v65r_qwenplus_zh_value_ring"].label == "square"
    assert by_id["v65r_qwenmax_zh_value_spiral"].label == "spiral"
    assert by_id["v65s_small_gemma270_train"].label == (2, 0)
    assert by_id["v65g_qwenturbo_zh_centre3"].label == SUCCESS
    assert by_id["v65g_qwen3_think_outer_sw"].label == SUCCESS
    # Cells after the route's last G are not scored, but a wall stepped into before it is.
    assert by_id["v65o_llama31_into_44"].label == FAIL


def test_a_one_based_slip_is_read_only_where_the_reply_says_so() -> None:
    by_id = blind_set_form.by_id(v65)
    unsaid = by_id["v65s_qwen25_one_based_unsaid"]
    assert unsaid.label == UNREADABLE and unsaid.strict == (2, 2)
    said = by_id["v65o_qwen25_one_based_said"]
    assert said.label == SUCCESS and said.strict is False
    assert said.reply.endswith("PATH: (2, 1) (3, 1) (4, 1) (5, 1) (5, 2) (5, 3) (5, 4)")


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v65, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v65), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v65.DOWN, v65.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v65, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v65, least=3)
