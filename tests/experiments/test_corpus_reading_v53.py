"""What is the fifty-third reading corpus's own: written replies only (no model was run), one
study's natural mix as the package's runner would collect it (about a third Qwen, Chinese and
thinking mode among them; the open-weight instruct models behind an OpenAI-compatible server, a
few API models and the real small models, each family in several phases), the asked formats
slightly off (spacing, brackets, lower case, a period after the label, the label on its own
line, fences), the chosen quarter pairing unclear replies with clear look-alikes from the same
transcripts (an answer repeated the same or differently, a plan of several moves, a maze with an
extra row or a stray character, an unrelated continuation, a caveat that stands or is left open,
a cut-off), strict verdicts that follow the final-line rule, and its new rings, broken mazes and
routes. The checks every blind set shares are in ``test_blind_reading_sets.py``; no reader runs
here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v53 as v53
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v53.RING_BR4, v53.RING_BR3, v53.RING_5_LR, v53.RING_TR4, v53.RING_LM3)
BROKEN = (v53.EXTRA_ROW, v53.STRAY_X, v53.TWO_PLAYERS, v53.CORNER_WALLED, v53.FILLED_BLOCK)
NEW_ROUTES = (v53.TOP_RESTART_PAST, v53.DOWN_SHUFFLE_PAST, v53.TOP_SHUFFLE_UP_PAST)
BROKEN_ROUTES = (v53.BACK_WALL_21, v53.BACK_WALL_ROW3, v53.WALL_COL4)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v53)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v53)
    assert {"cut_in_answer", "small_cut"} <= {c.habit for c in cut}
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v53)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v53)


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
"""The model families of one study's run, by their ids' prefix."""


def test_the_runs_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v53, FAMILIES)


def test_qwen_is_about_a_third_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v53.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert 0.25 <= len(qwen) / len(cases) <= 0.4
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)


def test_the_runs_replies_are_mostly_clear() -> None:
    cases = v53.all_cases()
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v53)
    blind_set_form.habit_pairs(v53)
    for clear_habit, unclear_habit in (
        ("repeat_same", "repeat_conflict"),
        ("plan_of_moves", "plan_lines"),
        ("caveat", "second_thought"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v53, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v53, unclear_habit))
    repeated = blind_set_form.of_habit(v53, "repeat_same")
    assert {c.phase for c in repeated} >= {"solve", "one_shot", "recognize"}
    runon = blind_set_form.of_habit(v53, "runon_continuation")
    assert len(runon) >= 3 and all(c.clear for c in runon)


def test_the_rounds_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v53)
    assert by_id["v53c_s_llama33_repeat_same"].label == (2, 0)
    assert by_id["v53c_s_mistral_plan_prose"].label == (2, 0)
    assert by_id["v53c_s_gemma_continuation"].label == (1, 1)
    assert by_id["v53c_o_haiku_rejected"].label == SUCCESS
    assert by_id["v53c_r_gpt4omini_correction"].label == "square"
    assert by_id["v53c_r_mistral_caveat"].label == "square"
    assert by_id["v53c_g_qwenmax_extra_row"].label == FAIL
    assert by_id["v53c_g_gemma_note_after"].label == SUCCESS
    assert by_id["v53c_p_llama33_correction"].label == (2, CCW)
    assert by_id["v53c_p_qwenmax_plan_prose"].label == (1, CW)
    for case_id in (
        "v53c_s_llama33_repeat_other",
        "v53c_s_mistral_plan_lines",
        "v53c_s_gemma_continuation_move",
        "v53c_o_llama33_repeat_other",
        "v53c_r_mistral_caveat_open",
        "v53c_g_phi_conditional_open",
        "v53c_p_qwenmax_plan_lines",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v53,
        (
            "answer_then_explanation",
            "verification_after",
            "fenced_answer",
            "fenced_maze",
            "spacing",
            "chinese_value",
            "vocabulary",
            "label_case",
            "label_own_line",
            "trailing_period",
            "square_brackets",
            "commas",
            "arrows",
            "runon_continuation",
            "small_half_label",
        ),
        (
            "asked_format",
            "bold_answer",
            "think_block",
            "small_echo",
            "small_repeat",
            "correction",
            "rejected_alternative",
            "plan_of_moves",
        ),
        least_after=35,
        least_last=50,
        wrong_labels=(FAIL, "C", "spiral"),
    )


def test_the_slightly_off_formats_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v53)
    assert by_id["v53s_granite_direction_word"].label == (2, 0)
    assert by_id["v53s_mistral_own_line"].label == (1, 1)
    assert by_id["v53s_qwenmax_fullwidth"].label == (2, 0)
    assert by_id["v53s_qwen25_one_based_slip"].label == UNREADABLE
    assert by_id["v53o_falcon_one_based_said"].label == SUCCESS
    assert by_id["v53r_qwenplus_zh_name"].label == "square"
    assert by_id["v53p_qwenplus_zh_word"].label == (2, CW)
    assert by_id["v53p_phi_anticlockwise"].label == (0, CCW)
    for case_id in ("v53s_mistral_period", "v53s_gemma_brackets", "v53s_qwen25_double_space"):
        assert by_id[case_id].strict is None and by_id[case_id].clear, case_id


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v53, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=14
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v53), (*VALID, *BROKEN), (*NEW_ROUTES, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed((v53.RIGHT_COL, v53.LEFT_COL), NEW_ROUTES, BROKEN_ROUTES)
    blind_set_mazes.one_shot_endings_labelled(v53, NEW_ROUTES, BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v53, least=3)
