"""What is the sixtieth reading corpus's own: written replies only (no model was run), the
everyday transcript of a study run with the western families first (GPT-4o/4.1/5, o3/o4-mini,
Claude Sonnet and Opus with a check after the label, Gemini 2.5's headings, bullets and bold
answers, Llama 3.3/4, Mistral/Mixtral, DeepSeek-V3/R1, Phi-4, Gemma 3 and the small models,
about an eighth Qwen with Chinese among it), the chosen quarter pairing unclear replies with
clear look-alikes from what such transcripts hold most often (a check that confirms or a doubt
left open, a summary that agrees or names another answer, a correction or a withdrawal, a
condition settled or open, an invitation or a question back, a pick or none, a cut-off and its
finished twin), this round's rulings (bold and a heading tolerated by strict, a bare side on the
turn line read as a turn), strict verdicts that follow the final-line rule, and its new rings,
broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v60 as v60
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v60.RING_TL4, v60.RING_C3, v60.RING_5_BOTTOM, v60.RING_BL4, v60.RING_T3)
BROKEN = (v60.TL4_GAP, v60.NO_GOAL, v60.SHORT_ROW, v60.FULL_BL4, v60.TWO_GOALS)
NEW_WALKS = (v60.LEFT_TRY_RIGHT, v60.TOP_TRY_DOWN)
NEW_PAST_GOAL = (v60.TOP_PAST_TWO, v60.LEFT_PAST_WEST)
BROKEN_ROUTES = (v60.WALL_31, v60.WALL_03, v60.SKIP_41)

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
    "phi4",
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
    blind_set_form.all_written(v60)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v60)
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES)
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v60)
    blind_set_form.habits_in_every_phase(v60, ("small_echo", "small_repeat", "small_cut"))


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v60)


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v60, FAMILIES)


def test_the_western_families_come_first_and_qwen_is_about_an_eighth() -> None:
    cases = v60.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert 0.1 <= len(qwen) / len(cases) <= 0.2
    chinese = [c for c in qwen if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    western = [c for c in cases if "qwen" not in c.id and "small" not in c.id]
    assert len(western) >= 0.65 * len(cases)
    assert {c.phase for c in cases if c.reply.startswith("<think>")} == set(PHASES)
    gemini = [c for c in cases if "gemini" in c.id and c.id not in v60.chosen()]
    assert {c.habit for c in gemini} >= {"markdown_reasoning", "bold_answer"}


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v60.all_cases()
    natural = [c for c in cases if c.id not in v60.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in (*LEGAL, (0, 0)) for c in solve if c.clear)
    for case in blind_set_form.of_habit(v60, "direction_word"):
        if case.phase == "solve":
            assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v60)
    blind_set_form.habit_pairs(v60)
    for clear_habit, unclear_habit in (
        ("finished_twin", "cut_in_answer"),
        ("summary_agrees", "repeat_conflict"),
        ("direction_agrees", "direction_clash"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v60, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v60, unclear_habit))
    blind_set_form.habits_in_every_phase(v60, ("cut_in_answer", "finished_twin"))
    picked = {c.habit for c in v60.all_cases() if c.id in v60.chosen()}
    assert {
        "verification_after",
        "second_thought",
        "summary_agrees",
        "repeat_conflict",
        "correction",
        "withdrawn",
        "conditional",
        "question_back",
        "invitation",
        "rejected_alternative",
        "two_options",
        "finished_twin",
        "cut_in_answer",
    } <= picked
    assert all(c.clear for c in blind_set_form.of_habit(v60, "invitation"))


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v60)
    assert by_id["v60c_s_sonnet_check_agrees"].label == (2, 0)
    assert by_id["v60c_s_gpt4o_summary_agrees"].label == (1, 1)
    assert by_id["v60c_s_llama33_correction"].label == (2, 0)
    assert by_id["v60c_s_gemini_if_settled"].label == (1, 1)
    assert by_id["v60c_o_opus_asks_answered"].label == SUCCESS
    assert by_id["v60c_o_deepseek_picks_two"].label == SUCCESS
    assert by_id["v60c_r_gpt4o_corrected"].label == "square"
    assert by_id["v60c_r_llama4_invite"].label == "square"
    assert by_id["v60c_g_gpt4o_corrected"].label == SUCCESS
    assert by_id["v60c_p_gpt4o_corrected"].label == (0, CCW)
    assert by_id["v60c_p_sonnet_if_settled"].label == (1, CW)
    for case_id in (
        "v60c_s_sonnet_check_doubt",
        "v60c_s_gpt4o_summary_other",
        "v60c_s_llama33_withdrawn",
        "v60c_s_gemini_if_open",
        "v60c_o_opus_asks_open",
        "v60c_o_gpt41_summary_other",
        "v60c_o_deepseek_no_pick",
        "v60c_r_gpt4o_withdrawn",
        "v60c_r_llama4_asks",
        "v60c_g_gpt4o_withdrawn",
        "v60c_g_sonnet_described_other",
        "v60c_g_opus_if_open",
        "v60c_p_gpt4o_withdrawn",
        "v60c_p_gemini_words_clash",
        "v60c_p_llama4_two",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v60,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "repeat_conflict",
            "invitation",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "commas",
            "arrows",
            "variant_name",
            "vocabulary",
            "direction_word",
            "direction_prose",
            "direction_agrees",
            "small_half_label",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "short_reply",
            "trailing_period",
            "square_number",
            "markdown_reasoning",
            "bold_answer",
            "final_answer_heading",
            "small_echo",
            "small_repeat",
            "correction",
            "rejected_alternative",
            "finished_twin",
        ),
        least_after=35,
        least_last=60,
        wrong_labels=(FAIL, "C", "cross", "spiral", "triangle"),
        wrong_ids=("v60s_gemma_up_wall",),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v60)
    assert by_id["v60s_o4mini_period"].strict == (2, 0)
    assert by_id["v60r_o3_period"].strict is True
    assert by_id["v60p_o4mini_period"].strict is True
    for case_id in ("v60s_gemini_bold_line", "v60s_gpt4o_final_heading"):
        assert by_id[case_id].strict == by_id[case_id].label, case_id
    for case_id in (
        "v60o_gemini_bold_label",
        "v60r_gemini_bold_value",
        "v60g_gemini_bold_label",
        "v60p_gemini_bold_line",
    ):
        assert by_id[case_id].strict is True, case_id
    assert by_id["v60p_o3_square_two"].label == (2, CCW)
    assert by_id["v60p_o3_square_two"].strict is True
    assert by_id["v60p_llama33_bare_right"].label == (0, CW)
    assert by_id["v60p_gemma_bare_left"].label == (3, CCW)
    assert not by_id["v60p_llama33_bare_right"].strict
    assert not by_id["v60p_gemma_bare_left"].strict
    assert by_id["v60r_qwenturbo_zh_value"].label == "square"
    assert by_id["v60r_phi4_square_ring"].label == "square"
    assert by_id["v60r_phi4_square_ring"].strict is False
    assert by_id["v60s_o3_prose_down"].label == (2, 0)
    assert by_id["v60s_o3_prose_down"].strict is None
    assert by_id["v60g_gpt41_centre3"].label == SUCCESS


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v60, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v60), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v60.DOWN, v60.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v60, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v60, least=3)
