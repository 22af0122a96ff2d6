"""What is the fifty-sixth reading corpus's own: written replies only (no model was run), the
multi-turn solve conversation weighted (replies to the first solve prompt or to an invalid move,
so every move is read from P (1, 0): apologies with a new move, references to earlier turns, the
whole plan restated with the next move, direction words, repeats of a failed move, very short
replies), the puzzle as a conversation too, about a third Qwen (Chinese and thinking mode among
them) and each family in several phases, the chosen quarter pairing unclear replies with clear
look-alikes from those turns (a plan with the next move marked or not, an apology with a new move
or only the failed one, a move "or" another or a pick, a direction word that agrees with the cell
or clashes, a cut-off and its finished twin), strict verdicts that follow the final-line rule,
and its new rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v56 as v56
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v56.RING_TL4, v56.RING_TM3, v56.RING_TR3, v56.RING_5_TB, v56.RING_BM3)
BROKEN = (v56.GAP_C, v56.NO_GOAL, v56.SHORT_ROW, v56.TWO_GOALS, v56.FILLED_TL)
NEW_WALKS = (v56.TOP_BACKS,)
NEW_PAST_GOAL = (v56.TOP_BACK_PAST, v56.DOWN_BACK_PAST)
BROKEN_ROUTES = (v56.THROUGH_22_32, v56.DIAG_CORNER, v56.SKIP_30)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v56)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v56)
    assert {"cut_in_answer", "small_cut"} <= {c.habit for c in cut}
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v56)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v56)


FAMILIES = (
    "qwenturbo",
    "qwenplus",
    "qwenmax",
    "qwen3",
    "qwen25",
    "gpt4o",
    "gpt4omini",
    "sonnet",
    "haiku",
    "flash",
    "geminipro",
    "llama33",
    "llama31",
    "mistral",
    "deepseek",
    "gemma",
    "phi",
    "small",
)
"""The model families of the set, by their ids' prefix."""


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v56, FAMILIES)


def test_qwen_is_about_a_third_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v56.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert 0.25 <= len(qwen) / len(cases) <= 0.4
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)


def test_the_solve_conversation_is_weighted_and_mostly_clear() -> None:
    cases = v56.all_cases()
    solve = [c for c in cases if c.phase == "solve"]
    assert 65 <= len(solve) <= 75
    assert all(len(solve) >= 2.5 * len([c for c in cases if c.phase == p]) for p in PHASES[1:])
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85


def test_the_mid_conversation_habits_are_read_from_p_at_1_0() -> None:
    # Every solve reply answers a turn that still shows P at (1, 0): the first prompt or one
    # after an invalid move. Its clear label is then a neighbour of (1, 0) (a wall included,
    # the env judges it), never a cell further along a plan.
    solve = [c for c in v56.all_cases() if c.phase == "solve"]
    assert all(c.label in (*LEGAL, (0, 0)) for c in solve if c.clear)
    for habit, least in (
        ("apology_new", 8),
        ("reference_earlier", 4),
        ("plan_restated", 4),
        ("short_reply", 4),
        ("direction_word", 3),
        ("direction_prose", 2),
    ):
        cases = [c for c in blind_set_form.of_habit(v56, habit) if c.phase == "solve"]
        assert len(cases) >= least and all(c.clear for c in cases), habit
    repeated = blind_set_form.of_habit(v56, "repeat_invalid")
    assert [c.label for c in repeated] == [(0, 0)]
    for case in blind_set_form.of_habit(v56, "direction_word"):
        word = case.reply.rsplit("MOVE: ", 1)[1]
        assert {**LEGAL, (0, 0): "up"}[case.label] == word, case.id


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v56)
    blind_set_form.habit_pairs(v56)
    for clear_habit, unclear_habit in (
        ("plan_of_moves", "plan_lines"),
        ("direction_agrees", "direction_clash"),
        ("finished_twin", "cut_in_answer"),
        ("summary_agrees", "repeat_conflict"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v56, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v56, unclear_habit))
    solve_chosen = {c.habit for c in v56.all_cases() if c.id in v56.chosen() and c.phase == "solve"}
    assert {
        "plan_lines",
        "plan_of_moves",
        "correction",
        "withdrawn",
        "two_options",
        "rejected_alternative",
        "direction_agrees",
        "direction_clash",
        "cut_in_answer",
        "finished_twin",
    } <= solve_chosen


def test_the_rounds_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v56)
    assert by_id["v56c_s_deepseek_plan_marked"].label == (2, 0)
    assert by_id["v56c_s_qwenplus_plan_marked_zh"].label == (1, 1)
    assert by_id["v56c_s_gpt4o_apology_new"].label == (2, 0)
    assert by_id["v56c_s_llama33_apology_new_prose"].label == (1, 1)
    assert by_id["v56c_s_mistral_or_pick"].label == (2, 0)
    assert by_id["v56c_s_qwen3_dir_agree"].label == (1, 1)
    assert by_id["v56c_s_geminipro_finished"].label == (2, 0)
    assert by_id["v56c_o_flash_correction"].label == SUCCESS
    assert by_id["v56c_r_qwenplus_correction"].label == "square"
    assert by_id["v56c_g_llama33_correction"].label == SUCCESS
    assert by_id["v56c_p_gpt4o_apology_new"].label == (0, CW)
    assert by_id["v56c_p_sonnet_dir_agree"].label == (3, CW)
    for case_id in (
        "v56c_s_deepseek_plan_lines",
        "v56c_s_qwenplus_plan_lines_zh",
        "v56c_s_gpt4o_apology_only",
        "v56c_s_llama33_apology_only",
        "v56c_s_mistral_or",
        "v56c_s_qwen3_dir_clash",
        "v56c_s_geminipro_cut",
        "v56c_o_llama33_summary_other",
        "v56c_r_gpt4o_or",
        "v56c_p_gpt4o_apology_only",
        "v56c_p_llama33_or",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v56,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "fenced_answer",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "vocabulary",
            "label_case",
            "commas",
            "arrows",
            "direction_word",
            "direction_prose",
            "direction_agrees",
            "prose_move",
            "plan_marked_prose",
            "correction_prose",
            "position_words",
            "small_half_label",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "apology_new",
            "reference_earlier",
            "plan_restated",
            "short_reply",
            "repeat_invalid",
            "trailing_period",
            "square_number",
            "variant_name",
            "small_echo",
            "small_repeat",
            "correction",
            "rejected_alternative",
            "plan_of_moves",
            "finished_twin",
        ),
        least_after=38,
        least_last=80,
        wrong_labels=(FAIL, "C", "spiral", "cross"),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v56)
    # A full stop right after the answer stays in format; square N is the puzzle's own form.
    assert by_id["v56s_qwenturbo_period"].strict == (2, 0)
    assert by_id["v56o_phi_period"].strict is True
    assert by_id["v56p_flash_period"].strict is True
    assert by_id["v56p_qwenmax_square_n"].strict is True
    assert by_id["v56p_qwenmax_square_n"].label == (2, CCW)
    # Two spaces after the label, a label without its colon and words after the value are
    # format misses.
    for case_id in ("v56s_gpt4o_double_space", "v56s_small_half_label", "v56c_s_qwen3_dir_agree"):
        assert by_id[case_id].strict is None and by_id[case_id].clear, case_id
    assert by_id["v56s_qwenturbo_repeat_invalid"].label == (0, 0)
    assert by_id["v56s_llama31_up"].label == (0, 0)
    assert by_id["v56r_qwenturbo_zh_name"].label == "square"
    assert by_id["v56r_qwenmax_zh_cross"].label == "cross"
    assert by_id["v56p_haiku_ccw"].label == (1, CCW)


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v56, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v56), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v56.RIGHT_COL, v56.LEFT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v56, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v56, least=3)
