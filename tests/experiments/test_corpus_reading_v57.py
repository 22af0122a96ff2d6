"""What is the fifty-seventh reading corpus's own: written replies only (no model was run), the
everyday transcript of a study run with the western families first (GPT-4o/4.1/5, o3/o4-mini,
Claude Sonnet and Opus, Gemini 2.5, Llama 3.x/4, Mistral/Mixtral, DeepSeek, Phi-4, Gemma 3 and
the small models, about 15% Qwen with Chinese among it), the chosen quarter pairing unclear
replies with clear look-alikes from what such transcripts hold most often (a check or summary
that agrees or names another answer, a correction or a withdrawal, a condition settled or open,
an invitation or a question back, a cut-off and its finished twin), strict verdicts that follow
the final-line rule, and its new rings, broken mazes and routes. The checks every blind set
shares are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v57 as v57
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v57.RING_BR4, v57.RING_ML3, v57.RING_C3, v57.RING_5_CORNERS, v57.RING_BL3)
BROKEN = (v57.FILLED_C3, v57.NO_PLAYER_BR, v57.SIX_WIDE, v57.OPEN_CORNER, v57.TWO_PLAYERS)
NEW_WALKS = (v57.BOTTOM_BACK, v57.COLUMN_BACK)
NEW_PAST_GOAL = (v57.TOP_PAST_WEST, v57.LEFT_PAST_ONE)
BROKEN_ROUTES = (v57.THROUGH_21, v57.SKIP_23, v57.SHORT_OF_G, v57.DIAG_33_42)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""

FAMILIES = (
    "gpt4o",
    "gpt41",
    "gpt5",
    "o3",
    "o4mini",
    "sonnet",
    "opus",
    "gemini",
    "llama33",
    "llama4",
    "mistral",
    "mixtral",
    "deepseek",
    "phi",
    "gemma",
    "qwenplus",
    "qwenmax",
    "qwenturbo",
    "qwen3",
    "qwen25",
    "small",
)
"""The model families of the everyday mix, by their ids' prefix."""


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v57)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v57)
    assert {"cut_in_answer", "small_cut"} <= {c.habit for c in cut}
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v57, least=18)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v57)


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v57, FAMILIES)


def test_the_western_families_come_first_and_qwen_is_about_a_seventh() -> None:
    cases = v57.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert 0.1 <= len(qwen) / len(cases) <= 0.2
    chinese = [c for c in qwen if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    western = [c for c in cases if "qwen" not in c.id and "small" not in c.id]
    assert len(western) >= 0.65 * len(cases)
    assert {c.phase for c in cases if c.reply.startswith("<think>")} == set(PHASES)


def test_the_clear_share_and_the_solve_moves() -> None:
    cases = v57.all_cases()
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in (*LEGAL, (0, 0)) for c in solve if c.clear)
    for case in blind_set_form.of_habit(v57, "direction_word"):
        if case.phase == "solve":
            assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v57)
    blind_set_form.habit_pairs(v57)
    for clear_habit, unclear_habit in (
        ("finished_twin", "cut_in_answer"),
        ("summary_agrees", "repeat_conflict"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v57, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v57, unclear_habit))
    picked = {c.habit for c in v57.all_cases() if c.id in v57.chosen()}
    assert {
        "verification_after",
        "second_thought",
        "summary_agrees",
        "repeat_conflict",
        "correction",
        "withdrawn",
        "conditional",
        "question_back",
        "rejected_alternative",
        "two_options",
        "finished_twin",
        "cut_in_answer",
    } <= picked


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v57)
    assert by_id["v57c_s_sonnet_check_agrees"].label == (2, 0)
    assert by_id["v57c_s_gpt4o_summary_agrees"].label == (1, 1)
    assert by_id["v57c_s_llama33_correction"].label == (2, 0)
    assert by_id["v57c_s_geminipro_conditional_settled"].label == (1, 1)
    assert by_id["v57c_o_opus_question_clear"].label == SUCCESS
    assert by_id["v57c_r_geminipro_finished"].label == "square"
    assert by_id["v57c_g_gpt4o_correction"].label == SUCCESS
    assert by_id["v57c_p_gpt4o_correction"].label == (2, CCW)
    for case_id in (
        "v57c_s_sonnet_check_doubt",
        "v57c_s_gpt4o_summary_other",
        "v57c_s_llama33_withdrawn",
        "v57c_s_geminipro_conditional_open",
        "v57c_o_opus_question_open",
        "v57c_o_gpt41_summary_other",
        "v57c_r_geminipro_cut",
        "v57c_g_gpt4o_withdrawn",
        "v57c_p_gpt4o_withdrawn",
        "v57c_p_geminipro_summary_other",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v57,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "repeat_conflict",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "commas",
            "arrows",
            "bold_answer",
            "final_answer_heading",
            "variant_name",
            "vocabulary",
            "direction_word",
            "direction_prose",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "apology_new",
            "short_reply",
            "trailing_period",
            "square_number",
            "markdown_reasoning",
            "small_echo",
            "small_repeat",
            "correction",
            "rejected_alternative",
            "finished_twin",
        ),
        least_after=30,
        least_last=60,
        wrong_labels=(FAIL, "C", "spiral", "triangle"),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v57)
    assert by_id["v57s_gpt41_period"].strict == (2, 0)
    assert by_id["v57o_llama4_left"].strict is True
    assert by_id["v57p_o4mini_period"].strict is True
    assert by_id["v57p_o3_square_n"].strict is True
    assert by_id["v57p_o3_square_n"].label == (2, CW)
    assert by_id["v57p_llama4_left"].label == (0, CCW)
    assert by_id["v57p_llama4_left"].strict is False
    for case_id in ("v57s_phi_spacing", "v57s_small_half_label", "v57s_gemma_dir_word"):
        assert by_id[case_id].strict is None and by_id[case_id].clear, case_id
    assert by_id["v57s_llama31_up"].label == (0, 0)
    assert by_id["v57r_qwenplus_zh_name"].label == "square"
    assert by_id["v57r_qwenturbo_zh_spiral"].label == "spiral"
    assert by_id["v57r_o3_ring"].label == "square"


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v57, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v57), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v57.RIGHT_COL, v57.LEFT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v57, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v57, least=3)
