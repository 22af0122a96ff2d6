"""What is the forty-ninth reading corpus's own: written replies only (no model was run), the
everyday transcript of a study in every phase (about a third Qwen, Chinese and thinking mode
among them; the other families in several phases; the real small models' habits clear and not),
the chosen quarter pairing unclear replies with clear look-alikes from what transcripts hold most
often (two answers with or without a pick, a check after the answer that confirms or is left
open, a correction or a withdrawal, a hedge that commits or leans away, a question back or a
condition both ways, cut-offs), strict verdicts that follow the final-line rule, and its new
rings (one of side 5), broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v49 as v49
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before

VALID = (v49.RING_TL4, v49.RING_ML3, v49.RING_5_EAST)
BROKEN = (v49.TWO_GOALS, v49.START_END, v49.C_OPEN, v49.NO_PLAYER)
NEW_ROUTES = (v49.DOWN_BACK_TOP_PAST, v49.TOP_SHUFFLE_PAST, v49.BOTTOM_SHUFFLE_PAST)
BROKEN_ROUTES = (v49.WALL_34, v49.WALL_31)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v49)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v49)
    assert {"cut_in_think", "cut_in_answer", "small_cut"} <= {c.habit for c in cut}


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v49)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v49)


FAMILIES = (
    "qwenplus",
    "qwenmax",
    "qwen25",
    "qwen3",
    "qwq",
    "r1",
    "v3",
    "gpt4o",
    "gpt41",
    "gpt5",
    "o4mini",
    "claude",
    "gemini",
    "llama3",
    "llama4",
    "mistral",
    "phi4",
    "small",
)
"""The model families of the everyday mix, by their ids' prefix."""


def test_the_everyday_mix_covers_each_family_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v49, FAMILIES)


def test_qwen_chinese_and_thinking_hold_their_share() -> None:
    cases = v49.all_cases()
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert len(chinese) >= 0.3 * len(cases) and {c.phase for c in chinese} == set(PHASES)
    qwen = [c for c in cases if "qwen" in c.id or "qwq" in c.id]
    assert len(qwen) >= 0.25 * len(cases)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert len(thinking) >= 20 and {c.phase for c in thinking} == set(PHASES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v49)
    blind_set_form.habit_pairs(v49)
    # this round's everyday pairs, in every phase: two answers with or without a pick
    blind_set_form.habits_in_every_phase(v49, ("two_options", "rejected_alternative"))
    hedged = blind_set_form.of_habit(v49, "hedged")
    assert any(c.clear for c in hedged) and any(not c.clear for c in hedged)


def test_the_rounds_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v49)
    assert by_id["v49c_s_gpt4o_rejected"].label == (1, 1)
    assert by_id["v49c_s_qwenmax_correction"].label == (2, 0)
    assert by_id["v49c_s_phi4_hedge_settled"].label == (2, 0)
    assert by_id["v49c_o_claude_pick_second"].label == SUCCESS
    assert by_id["v49c_o_gpt4o_conditional_met"].label == SUCCESS
    assert by_id["v49c_r_gemini_correction"].label == "square"
    assert by_id["v49c_g_r1_correction"].label == SUCCESS
    assert by_id["v49c_g_gpt4o_pick"].label == SUCCESS
    assert by_id["v49c_p_r1_correction"].label == (2, CCW)
    assert by_id["v49c_p_mistral_conditional_met"].label == (0, CW)
    for case_id in (
        "v49c_s_qwen3_zh_two_options",
        "v49c_s_gemini_hedge_open",
        "v49c_s_gpt4o_question_open",
        "v49c_o_mistral_conditional",
        "v49c_r_r1_withdrawn",
        "v49c_g_llama4_withdrawn",
        "v49c_p_qwenmax_hedge_other",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v49,
        (
            "answer_then_explanation",
            "verification_after",
            "fenced_answer",
            "spacing",
            "chinese_value",
            "vocabulary",
            "abbreviation",
            "label_case",
            "position_words",
            "arrows",
            "commas",
            "small_half_label",
        ),
        (
            "bold_answer",
            "think_block",
            "final_heading",
            "small_echo",
            "correction",
            "variant_name",
        ),
        least_after=20,
        least_last=20,
        wrong_labels=(FAIL, "triangle"),
    )


def test_words_and_names_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v49)
    assert by_id["v49s_small_word_label"].label == (2, 0)
    assert by_id["v49s_small_half_paren"].label == (1, 1)
    assert by_id["v49p_qwen25_zh_word"].label == (3, CCW)
    assert by_id["v49p_v3_anticlockwise"].label == (1, CCW)
    assert by_id["v49p_llama4_position"].label == (3, CW)
    assert by_id["v49r_qwen25_zh_name"].label == "square"
    assert by_id["v49r_llama4_pyramid"].label == "triangle"
    for case_id in ("v49r_v3_zh_quad", "v49r_o4mini_box"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict, case_id


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v49, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        written_before(v49), (*VALID, *BROKEN), (*NEW_ROUTES, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed((v49.RIGHT_COL, v49.LEFT_COL), NEW_ROUTES, BROKEN_ROUTES)
    blind_set_mazes.one_shot_endings_labelled(v49, NEW_ROUTES, BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v49, least=2)
