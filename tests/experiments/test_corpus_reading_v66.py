"""What is the sixty-sixth reading corpus's own: written replies only (no model was run), the
everyday transcript of a study run, western families first (GPT-4o/4.1/5, o3/o4-mini, Claude
Sonnet/Opus, Gemini 2.5, Llama 3.3/4, Mistral/Mixtral, DeepSeek V3/R1, Phi-4, Gemma 3), about
15% Qwen with Chinese and thinking among them, and the small models; the chosen quarter pairing
unclear replies with clear look-alikes (a check or summary after the answer that agrees or
disagrees, a condition settled or open, a question answered or handed back, an invitation to
ask more, a correction or a withdrawal, a pick or none, a cut-off and its finished twin),
strict verdicts that follow the final-line rule, and its new rings, broken mazes and routes.
The checks every blind set shares are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v66 as v66
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v66.RING_MID_LEFT3, v66.RING_TOP_MID3, v66.RING_OUTER_NE)
BROKEN = (v66.CORNER_CUT, v66.NO_PLAYER, v66.INNER_OPEN4, v66.TWO_GOALS)
NEW_WALKS = (v66.RIGHT_THEN_AROUND,)
NEW_PAST_GOAL = (v66.PAST_ROUND_FOUR,)
BROKEN_ROUTES = (v66.INTO_22_BACK, v66.INTO_31_BACK)

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
    "dsv3",
    "dsr1",
    "phi4",
    "gemma3",
    "qwen25",
    "qwen3",
    "qwenmax",
    "small",
)
"""The model families of the set, by their ids' prefix."""


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v66)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v66)
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES) - {"solve"}
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v66, least=18)
    blind_set_form.habits_in_every_phase(v66, ("small_echo", "small_cut"))


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v66)


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v66, FAMILIES)


def test_western_families_first_qwen_about_a_seventh_with_chinese_and_thinking() -> None:
    cases = v66.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert 0.1 <= len(qwen) / len(cases) <= 0.2
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)
    assert {c.id.split("_")[1] for c in thinking} >= {"dsr1", "qwen3"}


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v66.all_cases()
    natural = [c for c in cases if c.id not in v66.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v66, "direction_word"):
        assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in ("label_case", "brackets", "fullwidth", "label_own_line", "side_for_turn"):
        cases = blind_set_form.of_habit(v66, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    for habit in ("trailing_period", "markdown_label"):
        cases = blind_set_form.of_habit(v66, habit)
        assert len(cases) >= 4 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v66)
    blind_set_form.habit_pairs(v66)
    for clear_habit, unclear_habit in (
        ("finished_twin", "cut_in_answer"),
        ("summary_agrees", "repeat_conflict"),
        ("invitation", "question_back"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v66, clear_habit)), clear_habit
        assert any(not c.clear for c in blind_set_form.of_habit(v66, unclear_habit))
    finished = {c.phase for c in blind_set_form.of_habit(v66, "finished_twin")}
    assert finished == set(PHASES) - {"solve"}


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v66)
    assert by_id["v66c_s_sonnet_check_agrees"].label == (1, 1)
    assert by_id["v66c_s_gpt4o_summary_same"].label == (2, 0)
    assert by_id["v66c_s_llama33_wait_instead"].label == (2, 0)
    assert by_id["v66c_s_gemini_if_open"].label == (1, 1)
    assert by_id["v66c_s_mistral_two_choose"].label == (2, 0)
    assert by_id["v66c_o_sonnet_check_fixes"].label == SUCCESS
    assert by_id["v66c_o_gemini_asked_answered"].label == SUCCESS
    assert by_id["v66c_r_gemini_corrects"].label == "square"
    assert by_id["v66c_g_gemini_if_smaller"].label == SUCCESS
    assert by_id["v66c_p_sonnet_recheck_same"].label == (2, CW)
    assert by_id["v66c_p_gemini_ask_more"].label == (3, CW)
    for case_id in (
        "v66c_s_sonnet_doubt_open",
        "v66c_s_gpt4o_summary_other",
        "v66c_s_llama33_wait_none",
        "v66c_s_gemini_if_unsure",
        "v66c_s_mistral_two_open",
        "v66c_o_sonnet_check_leaves",
        "v66c_o_gpt4o_asks_back",
        "v66c_r_sonnet_summary_other",
        "v66c_r_gemini_withdraws",
        "v66c_g_sonnet_two_mazes",
        "v66c_g_gemini_if_open",
        "v66c_p_sonnet_recheck_open",
        "v66c_p_gpt4o_summary_other",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v66,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "invitation",
            "fenced_maze",
            "fullwidth",
            "chinese_value",
            "label_case",
            "label_own_line",
            "brackets",
            "commas",
            "arrows",
            "vocabulary",
            "direction_word",
            "side_for_turn",
            "words_after_value",
            "small_half_label",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "trailing_period",
            "square_number",
            "small_echo",
            "small_repeat",
            "finished_twin",
            "markdown_label",
        ),
        least_after=20,
        least_last=60,
        wrong_labels=(FAIL, "C", "cross", "spiral", "triangle"),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v66)
    assert by_id["v66s_llama4_period"].strict == (2, 0)
    assert by_id["v66r_o4mini_period"].strict is True
    assert by_id["v66p_o4mini_period"].strict is True
    assert by_id["v66s_gemini_heading_bullets"].strict == (2, 0)
    assert by_id["v66s_gemini_bold_value"].strict == (1, 1)
    assert by_id["v66r_gemini_heading"].strict is True
    assert by_id["v66p_gpt5_square_n"].strict is True
    assert by_id["v66p_llama4_left_side"].label == (2, CCW)
    assert by_id["v66p_llama4_left_side"].strict is False
    assert by_id["v66r_qwen25_zh_name"].label == "square"
    assert by_id["v66r_qwenmax_zh_spiral"].label == "spiral"
    assert by_id["v66s_dsv3_direction_word"].label == (2, 0)
    assert by_id["v66p_qwen3_think_zh"].label == (3, CCW)
    # Cells after the route's last G are not scored.
    assert by_id["v66o_o4mini_past_goal"].label == SUCCESS


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v66, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v66), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v66.DOWN, v66.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v66, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v66, least=3)
