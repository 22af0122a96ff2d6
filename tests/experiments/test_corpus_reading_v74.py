"""What is the seventy-fourth reading corpus's own: written replies only (no model was run), one
study's natural mix as the package's runner would collect it (about a third Qwen with Chinese
and thinking mode among them, open-weight instruct models behind an OpenAI-compatible server, a
few API models and the small models), mostly plain compliant answers and the asked formats
slightly off (two spaces after the label, a cell without its comma, square brackets, a
1-indexed slip said and unsaid, lower case labels, a full stop, bold answer lines the strict
reading tolerates, the label on its own line, a fence, registry synonyms of the square), the
chosen quarter pairing unclear replies with clear look-alikes (a restatement naming the same
answer or another, a plan with this turn's move marked or several move lines, a maze with an
extra row or a stray character, an answer then an unrelated continuation or a withdrawal, a
check or a doubt after it, a condition settled or open, a question answered or handed back, a
pick between options or none, a cut-off and its finished twin), strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v74 as v74
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (
    v74.RING_BR3_CORNERS,
    v74.RING_LOW_MID3,
    v74.RING_TL4_SIDES,
    v74.RING_OUTER_LEFT,
    v74.RING_TOP_MID3,
)
BROKEN = (
    v74.BR3_NO_PLAYER,
    v74.TL4_LEFT_GAP,
    v74.LOW_MID3_STRAY_HASH,
    v74.TOP_MID3_FOUR_WIDE,
    v74.BR3_EXTRA_ROW,
    v74.OUTER_TWO_GOALS,
    v74.LOW_MID3_OPEN_CENTRE,
)
NEW_WALKS = (v74.LEFT_STUTTER_TWICE, v74.TOP_STUTTER_TWICE)
NEW_PAST_GOAL = (v74.PAST_ROUND_TO_TOP, v74.PAST_INTO_EAST_WALLS)
BROKEN_ROUTES = (v74.THROUGH_MIDDLE, v74.JUMP_BEFORE_LAST_G, v74.WALL_STEP_NORTH)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v74)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    blind_set_form.cut_in_answer_and_small_cut_everywhere(v74)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v74)
    blind_set_form.habits_in_every_phase(
        v74, ("small_echo", "small_repeat", "small_cut", "small_no_answer")
    )


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v74)


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
    blind_set_form.families_in_several_phases(v74, FAMILIES)


def test_qwen_is_about_a_third_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v74.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert 0.28 <= len(qwen) / len(cases) <= 0.4
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v74.all_cases()
    natural = [c for c in cases if c.id not in v74.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v74, "direction_word"):
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
        cases = blind_set_form.of_habit(v74, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    # The round's rulings: a full stop after the answer and bold around the answer line, its
    # label or its value stay in format for strict.
    for habit in ("trailing_period", "markdown_label"):
        cases = blind_set_form.of_habit(v74, habit)
        assert len(cases) >= 4 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert {c.phase for c in blind_set_form.of_habit(v74, "markdown_label")} == set(PHASES)
    for habit in ("label_case", "label_own_line"):
        assert len({c.phase for c in blind_set_form.of_habit(v74, habit)}) >= 3, habit


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v74)
    blind_set_form.habit_pairs(v74)
    blind_set_form.clear_and_unclear_habits(
        v74,
        (
            ("plan_of_moves", "plan_lines"),
            ("finished_twin", "cut_in_answer"),
            ("summary_agrees", "repeat_conflict"),
            ("unrelated_after", "withdrawn"),
            ("verification_after", "second_thought"),
        ),
    )
    blind_set_form.habits_in_every_phase(v74, ("cut_in_answer", "finished_twin"))
    # A maze with an extra row or a stray character is a clear failure, not unreadable.
    for habit in ("extra_row", "stray_char"):
        cases = blind_set_form.of_habit(v74, habit)
        assert cases and all(c.label == FAIL for c in cases), habit


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v74)
    assert by_id["v74c_s_qwenmax_again_same"].label == (2, 0)
    assert by_id["v74c_s_llama33_plan_first_marked"].label == (1, 1)
    assert by_id["v74c_s_small_gemma270_then_recipe"].label == (2, 0)
    assert by_id["v74c_s_mistral_correct_to_right"].label == (1, 1)
    assert by_id["v74c_o_llama31_pick_second"].label == SUCCESS
    assert by_id["v74c_o_qwenplus_recap_same"].label == SUCCESS
    assert by_id["v74c_o_gpt4omini_start_included"].label == SUCCESS
    assert by_id["v74c_r_qwenplus_said_twice_same"].label == "square"
    assert by_id["v74c_r_gemma_then_dialogue"].label == "square"
    assert by_id["v74c_r_flash_confirmed"].label == "square"
    assert by_id["v74c_g_qwenplus_assume_same_size"].label == SUCCESS
    assert by_id["v74c_g_mistral_picked_first"].label == SUCCESS
    assert by_id["v74c_g_llama33_extra_row"].label == FAIL
    assert by_id["v74c_p_llama33_next_turn_marked"].label == (0, CW)
    assert by_id["v74c_p_qwenmax_summary_same"].label == (2, CCW)
    assert by_id["v74c_p_small_smol360_then_story"].label == (1, CW)
    for case_id in (
        "v74c_s_qwenmax_again_other",
        "v74c_s_llama33_plan_move_lines",
        "v74c_s_phi_never_mind",
        "v74c_s_qwen3_might_be_down",
        "v74c_o_llama31_or_else",
        "v74c_o_qwenplus_recap_other",
        "v74c_o_gpt4omini_if_start_counts",
        "v74c_r_qwenplus_said_twice_other",
        "v74c_r_gemma_scrap_that",
        "v74c_r_flash_or_spiral",
        "v74c_g_qwenplus_which_size",
        "v74c_g_mistral_both_fine",
        "v74c_p_llama33_two_move_lines",
        "v74c_p_qwenmax_summary_other",
        "v74c_p_gemma_ignore_that",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v74,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "unrelated_after",
            "fenced_maze",
            "fenced_answer",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "label_own_line",
            "brackets",
            "vocabulary",
            "words_after",
            "direction_word",
            "bare_side",
            "path_commas",
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
            "registry_synonym",
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
        wrong_labels=(FAIL, "C", "spiral", "cross", "triangle", UNREADABLE),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v74)
    assert by_id["v74s_qwenmax_stop_after_right"].strict == (1, 1)
    assert by_id["v74o_qwenmax_period_right"].strict is True
    assert by_id["v74s_qwenplus_bold_whole_down"].strict == (2, 0)
    assert by_id["v74o_llama33_bold_path"].strict is True
    assert by_id["v74g_granite_bold_label"].strict is True
    assert by_id["v74p_gemma_bold_line"].strict is True
    assert by_id["v74s_olmo_no_comma_right"].strict is None
    assert by_id["v74s_olmo_no_comma_right"].label == (1, 1)
    assert by_id["v74s_mistral_nemo_two_spaces_down"].strict is None
    assert by_id["v74r_phi_words_after"].strict is False
    assert by_id["v74o_mistral_nemo_commas_between"].strict is False
    assert by_id["v74p_qwenplus_square_one"].strict is True
    assert by_id["v74p_qwenplus_square_one"].label == (1, CW)
    assert by_id["v74p_mistral_small_bare_right"].label == (0, CW)
    assert by_id["v74p_mistral_small_bare_right"].strict is False
    # Every registry name of the square is the square, in flexible and strict.
    for case_id in ("v74r_llama31_rectangle", "v74r_falcon_box"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict is True, case_id
    assert by_id["v74r_qwenplus_zh_fangkuang"].label == "square"
    assert by_id["v74r_qwenmax_zh_sanjiao"].label == "triangle"
    assert by_id["v74g_phi_copy_original"].label == FAIL
    # Cells after the route's last G are not scored, but a wall step before it is.
    assert by_id["v74o_mistral_small_past_walls"].label == SUCCESS
    assert by_id["v74o_qwen3_think_past_round"].label == SUCCESS
    assert by_id["v74o_phi_wall_step_north"].label == FAIL
    # A pick among options: strict reads the last answer line, the rejected one.
    assert by_id["v74c_o_llama31_pick_second"].strict is False
    assert by_id["v74c_g_mistral_picked_first"].strict is False


def test_a_one_based_slip_is_read_only_where_the_reply_says_so() -> None:
    by_id = blind_set_form.by_id(v74)
    unsaid = by_id["v74s_qwen25_one_based_unsaid_down"]
    assert unsaid.label == UNREADABLE and unsaid.strict == (3, 1)
    said = by_id["v74o_qwen25_one_based_said_top"]
    assert said.label == SUCCESS and said.strict is False
    assert said.reply.endswith("PATH: (2, 1) (2, 2) (2, 3) (2, 4) (3, 4) (4, 4) (5, 4)")


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v74, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=14, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v74), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v74.DOWN, v74.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v74, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v74, least=4)
