"""What is the fifty-fourth reading corpus's own: written replies only (no model was run), the
everyday transcript of today's reasoning models (DeepSeek-R1 and its distills, QwQ and Qwen3 in
thinking mode, o3/o4-mini and GPT-5, Claude's reasoning summaries, Gemini's headed sections,
Phi-4-reasoning, and the small distills' repeats, drafts and cut-offs), each family in several
phases, thinking blocks and Chinese in every phase; the chosen quarter pairing unclear replies
with clear look-alikes from those transcripts (a draft inside the thinking or an answer only in a
thinking block never closed, a "wait" that changes, checks or doubts the answer, two finals or
the same final twice, a summary that agrees or names another, a condition settled or open, a
choice made or not, a question back), strict verdicts that follow the final-line rule, and its
new rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v54 as v54
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (
    v54.RING_TL4,
    v54.RING_TL4_SIDES,
    v54.RING_OUTER_CORNERS,
    v54.RING_LEFT3,
    v54.RING_BR3_MID,
    v54.RING_TR3_MID,
)
BROKEN = (v54.RECT_3X4, v54.GAP_RING, v54.SPUR_RING, v54.NO_GOAL, v54.FOUR_WIDE)
WALKS = (v54.RIGHT_COL, v54.LEFT_COL, v54.DITHER_TWICE)
PAST_GOAL = (v54.DOWN_BACK_PAST, v54.LEFT_BOUNCE_PAST)
BROKEN_ROUTES = (v54.OFF_GRID, v54.BACK_SKIP, v54.ROW3_DETOUR)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v54)


def test_a_reply_is_cut_off_in_every_phase_inside_or_right_after_the_thinking() -> None:
    cut = blind_set_form.cut_off_everywhere(v54)
    assert {c.habit for c in cut} == {"small_cut"}
    assert any("</think>" not in c.reply for c in cut)
    assert any("</think>" in c.reply for c in cut)


def test_the_small_distills_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v54)
    blind_set_form.habits_in_every_phase(
        v54, ("small_think_repeat", "small_drafts", "small_drafts_diff", "small_cut")
    )


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v54)


FAMILIES = (
    "r1",
    "distill",
    "qwq",
    "qwen3",
    "o3",
    "o4mini",
    "gpt5",
    "claude",
    "gemini",
    "phi4r",
    "small",
)
"""The reasoning-model families of the run, by their ids' prefix."""


def test_the_reasoning_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v54, FAMILIES)


def test_thinking_blocks_and_chinese_are_in_every_phase_most_replies_reason_first() -> None:
    cases = v54.all_cases()
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)
    assert len(thinking) >= 0.4 * len(cases)
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    unclosed = blind_set_form.of_habit(v54, "think_unclosed")
    assert {c.phase for c in unclosed} == set(PHASES)
    assert all("</think>" not in c.reply and not c.clear for c in unclosed)


def test_the_runs_replies_are_mostly_clear() -> None:
    cases = v54.all_cases()
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v54)
    blind_set_form.habit_pairs(v54)
    blind_set_form.clear_and_unclear_habits(
        v54,
        (
            ("think_draft", "think_unclosed"),
            ("summary_agrees", "summary_conflict"),
            ("repeat_same", "two_finals"),
        ),
    )
    chosen_in = {
        habit: {c.phase for c in blind_set_form.of_habit(v54, habit) if c.id in v54.chosen()}
        for habit in ("think_draft", "think_unclosed")
    }
    assert chosen_in == {"think_draft": set(PHASES), "think_unclosed": set(PHASES)}


def test_the_rounds_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v54)
    assert by_id["v54c_s_r1_think_draft"].label == (2, 0)
    assert by_id["v54c_s_gpt5_wait_change"].label == (2, 0)
    assert by_id["v54c_s_o3_wait_check"].label == (1, 1)
    assert by_id["v54c_s_gemini_condition_met"].label == (2, 0)
    assert by_id["v54c_o_gemini_rejected"].label == SUCCESS
    assert by_id["v54c_r_o3_wait_change"].label == "square"
    assert by_id["v54c_r_gemini_repeat_same"].label == "square"
    assert by_id["v54c_g_qwq_wait_change"].label == SUCCESS
    assert by_id["v54c_g_claude_condition_met"].label == SUCCESS
    assert by_id["v54c_p_r1_think_draft"].label == (2, CW)
    assert by_id["v54c_p_gemini_summary_agrees"].label == (1, CCW)
    for case_id in (
        "v54c_s_r1_think_unclosed",
        "v54c_s_o3_wait_open",
        "v54c_s_qwq_two_finals",
        "v54c_s_claude_summary_other",
        "v54c_s_gemini_condition_open",
        "v54c_o_claude_summary_other",
        "v54c_r_gemini_two_finals",
        "v54c_g_claude_condition_open",
        "v54c_g_gpt5_summary_other",
        "v54c_p_qwq_two_finals",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v54,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "summary_conflict",
            "boxed",
            "chinese_value",
            "label_case",
            "label_own_line",
            "arrows",
            "question_back",
        ),
        (
            "asked_format",
            "think_block",
            "think_zh",
            "short_reasoning",
            "reasoning_summary",
            "headed_sections",
            "final_answer_heading",
            "small_think_repeat",
            "think_draft",
            "correction",
            "rejected_alternative",
            "trailing_period",
            "repeat_same",
        ),
        least_after=20,
        least_last=70,
        wrong_labels=(FAIL, "C", "spiral"),
    )


def test_the_formats_near_the_asked_one_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v54)
    assert by_id["v54s_distill_llama8b_boxed"].label == (2, 0)
    assert by_id["v54r_qwen3_zh_name"].label == "square"
    assert by_id["v54p_qwen3_zh_word"].label == (2, CW)
    for case_id in ("v54s_distill_llama8b_boxed", "v54r_distill_llama8b_boxed"):
        assert by_id[case_id].strict in (None, False) and by_id[case_id].clear, case_id
    # A full stop right after the answer stays in format (the round's ruling).
    assert by_id["v54s_o3_period"].strict == (1, 1)
    assert by_id["v54p_gpt5_period"].strict is True


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v54, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=14
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v54),
        (*VALID, *BROKEN),
        (v54.DITHER_TWICE, *PAST_GOAL, *BROKEN_ROUTES),
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(WALKS, PAST_GOAL, BROKEN_ROUTES)
    blind_set_mazes.one_shot_endings_labelled(v54, (v54.DITHER_TWICE, *PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v54, least=3)
