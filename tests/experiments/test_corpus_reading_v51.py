"""What is the fifty-first reading corpus's own: written replies only (no model was run), the
everyday transcript of a study with the western families first (about 15% Qwen, some of it
Chinese; GPT, o-series, Claude, Gemini, Llama, Mistral and Mixtral, DeepSeek, Phi and Gemma each
in several phases; the small models' habits clear and not), the chosen quarter pairing unclear
replies with clear look-alikes (two answers with or without a pick, a check or summary after the
answer that agrees or names another, a hedge or condition settled or open, a correction or a
withdrawal, an offer or a question back, cut-offs), strict verdicts that follow the final-line
rule, and its new rings (one of side 5), broken mazes and routes. The checks every blind set
shares are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v51 as v51
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before

VALID = (v51.RING_TR4, v51.RING_BM3, v51.RING_5_SOUTH)
BROKEN = (v51.GAP_BR4, v51.G_OUTSIDE, v51.FOUR_COLS, v51.NO_GOAL)
WALKS = (v51.RIGHT_COL, v51.LEFT_COL, v51.TOP_DOUBLE_BACK)
PAST_GOAL = (v51.TOP_AROUND_PAST, v51.TOP_OFF_ON_PAST)
BROKEN_ROUTES = (v51.WALL_ROW3, v51.BACK_DIAG, v51.BACK_SKIP, v51.BOUNCE_SKIP_41)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v51)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v51)
    assert {"cut_in_think", "cut_in_answer", "small_cut"} <= {c.habit for c in cut}


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v51)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v51)


FAMILIES = (
    "qwen25",
    "qwen3",
    "qwenmax",
    "gpt4o",
    "gpt41",
    "gpt5",
    "o3",
    "o4mini",
    "claude",
    "gemini",
    "llama3",
    "llama4",
    "mistral",
    "mixtral",
    "r1",
    "v3",
    "phi4",
    "gemma3",
    "small",
)
"""The model families of the everyday mix, by their ids' prefix."""


def test_the_everyday_mix_covers_each_family_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v51, FAMILIES)


def test_the_western_families_come_first_and_qwen_keeps_its_share() -> None:
    cases = v51.all_cases()
    qwen = [c for c in cases if c.id.split("_", 1)[1].startswith("qwen")]
    assert 0.12 * len(cases) <= len(qwen) <= 0.2 * len(cases)
    assert {c.phase for c in qwen} == set(PHASES)
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES) and len(chinese) <= 0.2 * len(cases)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)
    assert sum(c.clear for c in cases) >= 0.75 * len(cases)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v51)
    blind_set_form.habit_pairs(v51)
    # this round's everyday pairs, in every phase: two answers with or without a pick
    blind_set_form.habits_in_every_phase(v51, ("two_options", "rejected_alternative"))
    for habit in ("summary_agrees", "summary_other"):
        assert {c.phase for c in blind_set_form.of_habit(v51, habit)} == set(PHASES), habit
    assert all(c.clear for c in blind_set_form.of_habit(v51, "summary_agrees"))
    assert not any(c.clear for c in blind_set_form.of_habit(v51, "summary_other"))
    hedged = blind_set_form.of_habit(v51, "hedged")
    assert any(c.clear for c in hedged) and any(not c.clear for c in hedged)


def test_the_rounds_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v51)
    assert by_id["v51c_s_claude_pick"].label == (2, 0)
    assert by_id["v51c_s_mistral_correction"].label == (2, 0)
    assert by_id["v51c_s_phi4_hedge_settled"].label == (2, 0)
    assert by_id["v51c_s_gemini_offer_after"].label == (2, 0)
    assert by_id["v51c_o_claude_pick"].label == SUCCESS
    assert by_id["v51c_o_gpt41_conditional_met"].label == SUCCESS
    assert by_id["v51c_o_gemini_correction"].label == SUCCESS
    assert by_id["v51c_r_mistral_correction"].label == "square"
    assert by_id["v51c_g_llama4_correction"].label == SUCCESS
    assert by_id["v51c_g_claude_pick"].label == SUCCESS
    assert by_id["v51c_p_r1_correction"].label == (3, CCW)
    assert by_id["v51c_p_mistral_hedge_settled"].label == (0, CW)
    for case_id in (
        "v51c_s_gpt4o_two",
        "v51c_s_llama3_withdrawn",
        "v51c_s_gpt4o_question",
        "v51c_o_llama4_conditional",
        "v51c_r_gemini_summary_other",
        "v51c_g_mistral_withdrawn",
        "v51c_p_llama3_conditional",
        "v51c_p_phi4_hedge_open",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v51,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "question_back",
            "fenced_answer",
            "spacing",
            "chinese_value",
            "vocabulary",
            "abbreviation",
            "label_case",
            "position_words",
            "direction_word",
            "no_label",
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
        least_after=25,
        least_last=25,
        wrong_labels=(FAIL,),
    )


def test_words_and_names_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v51)
    assert by_id["v51s_gemma3_direction"].label == (1, 1)
    assert by_id["v51s_mixtral_prose"].label == (2, 0)
    assert by_id["v51p_qwenmax_zh_word"].label == (3, CW)
    assert by_id["v51p_mistral_anti"].label == (3, CCW)
    assert by_id["v51p_llama4_position"].label == (2, CCW)
    assert by_id["v51r_qwen25_zh_name"].label == "square"
    for case_id in ("v51r_gpt5_ring", "v51r_o4mini_hollow"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict, case_id
    assert by_id["v51s_small_two_cells"].label == UNREADABLE
    assert by_id["v51p_small_no_dir"].label == UNREADABLE


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v51, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    new_routes = (WALKS[2], *PAST_GOAL, *BROKEN_ROUTES)
    blind_set_mazes.new_against(written_before(v51), (*VALID, *BROKEN), new_routes)


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(WALKS, PAST_GOAL, BROKEN_ROUTES)
    blind_set_mazes.one_shot_endings_labelled(v51, (WALKS[2], *PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v51, least=4)
