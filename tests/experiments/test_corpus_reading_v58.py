"""What is the fifty-eighth reading corpus's own: written replies only (no model was run), the
everyday transcript with Qwen first (about half the replies Qwen's: Chinese and mixed replies,
full-width punctuation, 最终答案 and Final Answer headings, thinking mode in every phase), the
other families and the small models in several phases, the chosen quarter pairing clear and
unclear look-alikes from everyday habits (a summary that agrees or names another answer, a hedge
settled or open, a condition settled or open, a 不对/改成 correction with or without a new
answer, a question back, two options with a pick or without, a cut-off and its finished twin),
strict verdicts that follow the final-line rule, and its new rings, broken mazes and routes. The
checks every blind set shares are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v58 as v58
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v58.RING_ML3, v58.RING_BR4, v58.RING_TL3, v58.RING_MR3, v58.RING_5_SIDES)
BROKEN = (v58.MISSING_CORNER, v58.NO_PLAYER, v58.CROSS_OPEN, v58.SIX_CELL_ROW, v58.INNER_OPEN)
NEW_WALKS = (v58.DOWN_BACKS_TOP, v58.TOP_SHUFFLE)
NEW_PAST_GOAL = (v58.TOP_BACK_PAST, v58.LEFT_G_TWICE_PAST)
BROKEN_ROUTES = (v58.THROUGH_22_32, v58.COLUMN_4, v58.DIAG_TO_33, v58.SHORT_OF_G)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""


def _chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v58)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v58)
    assert {"cut_in_answer", "small_cut"} <= {c.habit for c in cut}


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v58)
    blind_set_form.habits_in_every_phase(
        v58, ("small_echo", "small_cut", "small_half_label", "small_repeat_diff")
    )


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v58)


FAMILIES = (
    "qwenturbo",
    "qwenplus",
    "qwenmax",
    "qwen3",
    "qwen25",
    "qwq",
    "deepseek",
    "glm4",
    "yi",
    "internlm",
    "baichuan",
    "llama31",
    "llama33",
    "small",
)
"""The model families of the set, by their ids' prefix."""


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v58, FAMILIES)


def test_qwen_is_about_half_with_chinese_thinking_and_headings_in_every_phase() -> None:
    cases = v58.all_cases()
    qwen = [c for c in cases if "_qwen" in c.id or "_qwq" in c.id]
    assert 0.45 <= len(qwen) / len(cases) <= 0.6
    for phase in PHASES:
        in_phase = [c for c in qwen if c.phase == phase]
        assert any(_chinese(c.reply) for c in in_phase), phase
        assert any(c.reply.startswith("<think>") for c in in_phase), phase
        assert any(c.habit == "final_heading" for c in in_phase), phase
    assert sum(_chinese(c.reply) for c in cases) >= len(cases) / 2
    assert {c.phase for c in blind_set_form.of_habit(v58, "fullwidth")} == set(PHASES) - {
        "generate"
    }


def test_the_set_is_mostly_clear_and_solve_the_largest() -> None:
    cases = v58.all_cases()
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in (*LEGAL, (0, 0)) for c in solve if c.clear)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v58)
    blind_set_form.habit_pairs(v58)
    for clear_habit, unclear_habit in (
        ("summary_agrees", "repeat_conflict"),
        ("finished_twin", "cut_in_answer"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v58, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v58, unclear_habit))
    chosen_habits = {c.habit for c in v58.all_cases() if c.id in v58.chosen()}
    assert {
        "summary_agrees",
        "repeat_conflict",
        "second_thought",
        "verification_after",
        "conditional",
        "correction",
        "withdrawn",
        "question_back",
        "two_options",
        "rejected_alternative",
        "cut_in_answer",
        "finished_twin",
    } <= chosen_habits


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v58)
    assert by_id["v58c_s_qwenplus_summary_agrees"].label == (1, 1)
    assert by_id["v58c_s_qwenmax_hedge_settled"].label == (2, 0)
    assert by_id["v58c_s_qwen3_condition_settled"].label == (1, 1)
    assert by_id["v58c_s_glm4_correction"].label == (2, 0)
    assert by_id["v58c_s_deepseek_finished"].label == (2, 0)
    assert by_id["v58c_o_qwenplus_picked"].label == SUCCESS
    assert by_id["v58c_r_qwen3_correction"].label == "square"
    assert by_id["v58c_g_qwenplus_picked"].label == SUCCESS
    assert by_id["v58c_p_deepseek_correction"].label == (1, CCW)
    for case_id in (
        "v58c_s_qwenplus_summary_other",
        "v58c_s_qwenmax_hedge_open",
        "v58c_s_qwen3_condition_open",
        "v58c_s_glm4_withdrawn",
        "v58c_s_deepseek_cut",
        "v58c_o_qwenplus_two_paths",
        "v58c_o_glm4_summary_other",
        "v58c_r_qwenmax_condition_open",
        "v58c_r_qwen3_withdrawn",
        "v58c_g_qwenmax_two_mazes",
        "v58c_p_qwenplus_summary_other",
        "v58c_p_glm4_condition_open",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v58,
        (
            "answer_then_explanation",
            "summary_agrees",
            "fullwidth",
            "chinese_value",
            "direction_prose",
            "direction_word",
            "markdown_bold",
            "boxed",
            "arrows",
            "position_words",
            "fenced_maze",
            "small_half_label",
            "turn_word",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "final_heading",
            "trailing_period",
            "square_number",
            "variant_name",
            "small_echo",
            "small_repeat",
            "short_reply",
            "apology_new",
            "correction",
            "rejected_alternative",
            "finished_twin",
        ),
        least_after=30,
        least_last=55,
        wrong_labels=(FAIL, "C"),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v58)
    # A full stop right after the answer stays in format; square N is the puzzle's own form.
    for case_id in ("v58r_qwen25_period", "v58p_internlm_period", "v58p_qwenmax_square_n"):
        assert by_id[case_id].strict is True, case_id
    assert by_id["v58s_glm4_period"].strict == (2, 0)
    # left/right on the ROTATE line is read as a turn and is a format miss.
    assert by_id["v58p_yi_left"].label == (0, CCW) and by_id["v58p_yi_left"].strict is False
    # Chinese registry names are read, right or wrong; strict wants the English name.
    names = {
        "v58r_qwenturbo_zh_name": "square",
        "v58r_qwenmax_zh_spiral": "spiral",
        "v58r_internlm_zh_triangle": "triangle",
        "v58r_qwen25_fullwidth": "square",
    }
    for case_id, name in names.items():
        assert by_id[case_id].label == name and by_id[case_id].strict is False, case_id
    # Chinese direction and turn words are read as the neighbouring cell and the turn.
    assert by_id["v58s_qwenplus_zh_direction"].label == (1, 1)
    assert by_id["v58p_qwenturbo_zh_word"].label == (0, CW)
    assert by_id["v58p_qwen25_zh_position"].label == (1, CW)
    # A draft inside the thinking is set aside.
    assert by_id["v58s_qwen3_think_draft"].label == (2, 0)


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v58, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v58), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v58.RIGHT_COL, v58.LEFT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v58, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v58, least=3)
