"""What is the forty-eighth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase (inside the thinking, between the thinking and the answer, inside
the answer), the real small models' habits in every phase, the everyday mix at about three
quarters with the long reasoning families and Qwen in several phases, about a third of the
replies Chinese or mixed, the chosen quarter pairing unclear replies with clear look-alikes (a
revision that stands or a withdrawal, a summary that agrees or names another answer, a "but
actually" with or without a value), strict verdicts that follow the final-line rule, and its new
rings (one of side 5), broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v48 as v48
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v48.RING_TR4, v48.RING_BL3, v48.RING_C3, v48.RING_5)
BROKEN = (v48.SIDE_WALLED, v48.LOWER_PG, v48.FOUR_ROWS, v48.CROSS_LOW)
NEW_ROUTES = (v48.PAST_G_UP, v48.LEFT_BOUNCE_PAST, v48.TOP_BOUNCE_TWICE)
BROKEN_ROUTES = (v48.WALL_14, v48.DIAG_30_41, v48.SHORT_33)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v48)


def test_a_reply_is_cut_off_in_every_phase_and_at_every_point() -> None:
    cut = blind_set_form.cut_off_everywhere(v48)
    assert {"cut_in_think", "cut_between", "cut_in_answer", "small_cut"} <= {c.habit for c in cut}


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v48)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v48)


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
    blind_set_form.families_in_several_phases(v48, FAMILIES)


def test_the_long_reasoning_layouts_and_chinese_hold_their_share() -> None:
    cases = v48.all_cases()
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert len(chinese) >= 0.3 * len(cases) and {c.phase for c in chinese} == set(PHASES)
    qwen = [c for c in cases if "qwen" in c.id or "qwq" in c.id]
    assert len(qwen) >= 0.2 * len(cases)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert len(thinking) >= 20 and {c.phase for c in thinking} == set(PHASES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v48)
    blind_set_form.habit_pairs(v48)
    # this round's pairs, in every phase: a summary that agrees or names another answer
    agrees, other = (
        blind_set_form.of_habit(v48, "summary_agrees"),
        blind_set_form.of_habit(v48, "summary_other"),
    )
    assert all(c.clear for c in agrees) and all(c.label == UNREADABLE for c in other)
    assert {c.phase for c in agrees} == {c.phase for c in other} == set(PHASES)
    blind_set_form.habits_in_every_phase(v48, ("correction", "withdrawn", "second_thought"))


def test_the_rounds_themes_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v48)
    # a last revision that stands vs one withdrawn
    assert by_id["v48c_s_r1_revision_stands"].label == (2, 0)
    assert by_id["v48c_o_r1_attempt2_stands"].label == SUCCESS
    assert by_id["v48c_r_r1_revision_stands"].label == "square"
    assert by_id["v48c_g_r1_revision_stands"].label == SUCCESS
    assert by_id["v48c_p_r1_revision_stands"].label == (0, CCW)
    for case_id in ("v48c_s_qwq_withdrawn", "v48c_o_qwq_withdrawn", "v48c_p_qwq_withdrawn"):
        assert by_id[case_id].label == UNREADABLE, case_id
    # a "but actually" with a value vs without one
    assert by_id["v48c_s_gemini_but_value"].label == (1, 1)
    assert by_id["v48c_p_qwen3_zh_but_value"].label == (1, CCW)
    assert by_id["v48c_r_qwen3_zh_but_value"].label == "square"
    for case_id in ("v48c_s_claude_but_open", "v48c_r_claude_but_open", "v48c_p_claude_but_open"):
        assert by_id[case_id].label == UNREADABLE, case_id
    # a question back or a condition, both ways
    assert by_id["v48c_s_gpt5_conditional_met"].label == (2, 0)
    assert by_id["v48c_o_gpt4o_conditional_open"].label == UNREADABLE
    assert by_id["v48c_g_qwenmax_question_after"].label == SUCCESS
    assert by_id["v48c_r_qwenmax_question"].label == UNREADABLE


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v48,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "question_back",
            "fenced_answer",
            "direction_word",
            "spacing",
            "fullwidth",
            "abbreviation",
            "vocabulary",
            "chinese_value",
            "label_case",
            "small_half_label",
            "position_words",
            "arrows",
            "commas",
        ),
        (
            "bold_answer",
            "think_block",
            "final_heading",
            "small_repeat",
            "small_echo",
            "correction",
            "variant_name",
        ),
        least_after=30,
        least_last=20,
        wrong_labels=(FAIL, "triangle"),
    )


def test_words_and_names_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v48)
    assert by_id["v48s_qwen3_zh_word"].label == (2, 0)
    assert by_id["v48s_llama4_word"].label == (2, 0)
    assert by_id["v48p_qwen3_zh_dir"].label == (0, CW)
    assert by_id["v48p_v3_anti"].label == (2, CCW)
    assert by_id["v48p_llama4_position"].label == (2, CW)
    assert by_id["v48r_qwen25_zh_name"].label == "square"
    assert by_id["v48r_phi4_pyramid"].label == "triangle"
    for case_id in ("v48r_qwq_rectangle", "v48r_gpt41_quad", "v48r_o4mini_box"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict, case_id


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v48, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(read_before_writing(v48), (*VALID, *BROKEN), NEW_ROUTES)


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v48.RIGHT_COL, v48.LEFT_COL, v48.TOP_BOUNCE_TWICE),
        (v48.PAST_G_UP, v48.LEFT_BOUNCE_PAST),
        BROKEN_ROUTES,
    )
    blind_set_mazes.one_shot_endings_labelled(v48, NEW_ROUTES, BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v48, least=2)
