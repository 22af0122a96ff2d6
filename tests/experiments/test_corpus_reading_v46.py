"""What is the forty-sixth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, the everyday mix at
about three quarters with Qwen and the open-weight families in several phases, the puzzle about
as large as each maze phase (solve the largest), the chosen quarter pairing unclear replies with
clear look-alikes (puzzle squares by position words and turns in words, several rotations with
one committed or none, one-shot detours then a corrected path, generated mazes as a draft and a
final or with commentary rows, a shape with its variant or a letter), strict verdicts that follow
the final-line rule, and its new rings, broken mazes and routes. The checks every blind set
shares are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v46 as v46
from corpus_form import CCW, CW, LENGTH, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring

VALID = (v46.RING_MID3_PLOW, v46.RING_BR4_PCORNER, v46.RING_TL3_GCORNER, v46.RING_BR3_SIDE)
BROKEN = (v46.WALL_IN_RING, v46.S_AND_E, v46.NO_GOAL, v46.SIX_COLS, v46.PLUS_SIGN)
NEW_ROUTES = (v46.TOP_BACKSTEP, v46.LEFT_BACKSTEP, v46.PAST_G_BACK)
BROKEN_ROUTES = (v46.DIAG_33_42, v46.THROUGH_22, v46.SHORT_42)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v46)


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    blind_set_form.cut_off_everywhere(v46)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v46)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v46)


def test_the_puzzle_weighs_about_as_much_as_each_maze_phase() -> None:
    counts = {p: sum(c.phase == p for c in v46.all_cases()) for p in PHASES}
    assert counts["solve"] == max(counts.values())
    maze_phases = [counts[p] for p in ("one_shot", "recognize", "generate")]
    assert counts["puzzle"] >= max(maze_phases)


FAMILIES = (
    "qwenplus",
    "qwenmax",
    "qwenturbo",
    "qwen25",
    "qwen3",
    "llama3",
    "llama4",
    "mistral",
    "mixtral",
    "gemma3",
    "phi4",
    "r1",
    "v3",
    "olmo",
    "falcon",
    "gpt4o",
    "small",
)
"""The model families of the everyday mix, by their ids' prefix."""


def test_the_everyday_mix_covers_each_family_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v46, FAMILIES)


def test_qwen_and_chinese_replies_hold_a_good_share() -> None:
    cases = v46.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert len(qwen) >= 0.2 * len(cases)
    assert len(chinese) >= 12 and {c.phase for c in chinese} == set(PHASES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v46)
    blind_set_form.habit_pairs(v46)


def test_the_rounds_themes_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v46)
    # puzzle squares by position words and turns in words; several rotations, one committed
    assert by_id["v46c_p_qwenmax_position_words"].label == (1, CW)
    assert by_id["v46c_p_qwen3_zh_corner_deg"].label == (1, CW)
    assert by_id["v46c_p_llama4_ordinal_right"].label == (1, CW)
    assert by_id["v46c_p_mistral_rotate_left"].label == (3, CCW)
    assert by_id["v46c_p_qwen3_zh_corner_open"].label == UNREADABLE
    assert by_id["v46c_p_gemma3_several_open"].label == UNREADABLE
    # one-shot detours corrected (or left as two paths); mazes drafted then final (or two)
    assert by_id["v46c_o_qwenmax_detour_fixed"].label == SUCCESS
    assert by_id["v46c_o_qwen3_zh_detour"].label == SUCCESS
    assert by_id["v46c_o_qwenmax_two_paths"].label == UNREADABLE
    assert by_id["v46c_g_qwenmax_draft_final"].label == SUCCESS
    assert by_id["v46c_g_llama4_commentary_rows"].label == SUCCESS
    assert by_id["v46c_g_qwenmax_two_finals"].label == UNREADABLE
    assert by_id["v46c_g_mistral_commentary_open"].label == UNREADABLE
    # a shape with its variant or a letter
    assert by_id["v46c_r_qwenmax_variant"].label == "square"
    assert by_id["v46c_r_llama4_letter_pick"].label == "square"
    assert by_id["v46c_r_gemma3_pyramid"].label == "triangle"
    assert by_id["v46c_r_mistral_letter_open"].label == UNREADABLE
    cut = blind_set_form.of_habit(v46, "cut_in_answer")
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.finish_reason == LENGTH and c.label == UNREADABLE for c in cut)


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v46,
        (
            "answer_then_explanation",
            "verification_after",
            "fenced_answer",
            "direction_word",
            "spacing",
            "fullwidth",
            "abbreviation",
            "chinese_value",
            "label_case",
            "small_half_label",
            "small_trailing_junk",
            "position_words",
            "ordinal",
            "commentary_rows",
            "arrows",
            "commas",
        ),
        (
            "bold_answer",
            "think_block",
            "small_repeat",
            "correction",
            "variant_name",
        ),
        least_after=30,
        least_last=15,
        wrong_labels=(FAIL, "spiral"),
    )


def test_words_and_names_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v46)
    assert by_id["v46s_qwen3_zh_word"].label == (1, 1)
    assert by_id["v46p_qwenturbo_zh_dir"].label == (3, CCW)
    assert by_id["v46p_falcon_anti"].label == (0, CCW)
    assert by_id["v46r_qwenturbo_zh_name"].label == "square"
    for case_id in ("v46r_qwen25_rect", "v46r_phi4_quad", "v46r_falcon_box"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict, case_id


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(v46, VALID, BROKEN, is_ring=_is_ring, least=12)


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(written_before(v46), (*VALID, *BROKEN), NEW_ROUTES)


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v46.RIGHT_COL, v46.LEFT_COL, v46.TOP_BACKSTEP, v46.LEFT_BACKSTEP),
        (v46.PAST_G_BACK,),
        BROKEN_ROUTES,
    )
    blind_set_mazes.one_shot_endings_labelled(v46, NEW_ROUTES, BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v46, least=2)
