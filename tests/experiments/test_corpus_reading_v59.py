"""What is the fifty-ninth reading corpus's own: written replies only (no model was run), one
study's natural mix as the package's runner would collect it (about a third Qwen with Chinese
and thinking mode among them, open-weight instruct models behind an OpenAI-compatible server, a
few API models and the small models), mostly plain compliant answers and the asked formats
slightly off (spaces, brackets, lower case, a full stop, the label on its own line, a fence),
the chosen quarter pairing unclear replies with clear look-alikes (an answer repeated the same
or differently, a plan with its first move marked or several move lines, a check or a doubt
after the answer, a condition settled or open, a maze described as it is or as another, a
cut-off and its finished twin), strict verdicts that follow the final-line rule, and its new
rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v59 as v59
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v59.RING_L3, v59.RING_BR4, v59.RING_BR3, v59.RING_5_SIDES, v59.RING_TR4)
BROKEN = (v59.TWO_PLAYERS, v59.SIX_ROWS, v59.STRAY_X, v59.FILLED_MID, v59.CORNER_GAP)
NEW_WALKS = (v59.RIGHT_BACK, v59.BOTTOM_BACK)
NEW_PAST_GOAL = (v59.PAST_UP, v59.PAST_ONE_UP)
BROKEN_ROUTES = (v59.WALL_21, v59.SKIP_33, v59.DIAG_12)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v59)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    blind_set_form.cut_in_answer_and_small_cut_everywhere(v59)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v59)
    blind_set_form.habits_in_every_phase(v59, ("small_echo", "small_repeat", "small_cut"))


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v59)


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
    blind_set_form.families_in_several_phases(v59, FAMILIES)


def test_qwen_is_about_a_third_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v59.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert 0.28 <= len(qwen) / len(cases) <= 0.4
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v59.all_cases()
    natural = [c for c in cases if c.id not in v59.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v59, "direction_word"):
        if case.phase == "solve":
            assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in ("label_case", "spacing", "label_own_line", "brackets", "markdown_label"):
        cases = blind_set_form.of_habit(v59, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    periods = blind_set_form.of_habit(v59, "trailing_period")
    assert len(periods) >= 4 and all(c.strict not in (None, False) for c in periods)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v59)
    blind_set_form.habit_pairs(v59)
    for clear_habit, unclear_habit in (
        ("plan_of_moves", "plan_lines"),
        ("direction_agrees", "direction_clash"),
        ("finished_twin", "cut_in_answer"),
        ("summary_agrees", "repeat_conflict"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v59, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v59, unclear_habit))
    blind_set_form.habits_in_every_phase(v59, ("cut_in_answer", "finished_twin"))


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v59)
    assert by_id["v59c_s_qwenplus_plan_first"].label == (2, 0)
    assert by_id["v59c_s_qwen3_repeat_same"].label == (1, 1)
    assert by_id["v59c_s_qwenturbo_corrected"].label == (1, 1)
    assert by_id["v59c_o_qwenplus_option_b"].label == SUCCESS
    assert by_id["v59c_r_qwenturbo_if_settled"].label == "square"
    assert by_id["v59c_g_llama33_described_same"].label == SUCCESS
    assert by_id["v59c_g_phi_extra_row"].label == FAIL
    assert by_id["v59c_p_flash_words_agree"].label == (2, CCW)
    for case_id in (
        "v59c_s_qwenplus_plan_lines",
        "v59c_s_qwen3_repeat_other",
        "v59c_s_qwenturbo_withdrawn",
        "v59c_o_qwenplus_or",
        "v59c_o_llama31_summary_other",
        "v59c_r_qwenturbo_if_open",
        "v59c_g_llama33_described_other",
        "v59c_p_qwen3_plan_lines",
        "v59c_p_flash_words_clash",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v59,
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
            "markdown_label",
            "commas",
            "arrows",
            "vocabulary",
            "direction_word",
            "direction_agrees",
            "small_half_label",
            "small_continuation",
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
            "rejected_alternative",
            "plan_of_moves",
            "finished_twin",
        ),
        least_after=40,
        least_last=50,
        wrong_labels=(FAIL, "C", "cross", "none", "triangle"),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v59)
    assert by_id["v59s_qwenturbo_period_down"].strict == (2, 0)
    assert by_id["v59r_mistral_period"].strict is True
    assert by_id["v59p_mistral_period"].strict is True
    assert by_id["v59p_qwenmax_square_one"].strict is True
    assert by_id["v59p_qwenmax_square_one"].label == (1, CW)
    assert by_id["v59p_llama31_right_turn"].label == (3, CW)
    assert by_id["v59p_llama31_right_turn"].strict is False
    assert by_id["v59r_qwenplus_zh_value"].label == "square"
    assert by_id["v59r_qwenmax_zh_triangle"].label == "triangle"
    assert by_id["v59s_small_gemma270_continues"].label == (2, 0)


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v59, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v59), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v59.DOWN, v59.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v59, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v59, least=3)
