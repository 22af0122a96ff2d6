"""What is the sixty-third reading corpus's own: written replies only (no model was run), the
everyday transcript with the western families first (GPT-4o/4.1/5, o3/o4-mini, Claude Sonnet
and Opus, Gemini 2.5, Llama, Mistral/Mixtral, DeepSeek, Phi-4, Gemma 3) and about a sixth Qwen
with Chinese and thinking mode among them, plus the small models' habits; mostly plain compliant
answers and the asked formats slightly off; the chosen quarter pairing unclear replies with
clear look-alikes (a check or summary after the answer that agrees or not, a doubt or a
condition settled or open, a correction or a withdrawal, a pick between options or none, a
question answered or handed back, a maze described as it is or as another, a bare side meant
as a turn or as the side to face); strict verdicts that follow the final-line rule; and its new
rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v63 as v63
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (v63.RING_L3, v63.RING_BC3, v63.RING_TR4, v63.RING_BL4, v63.RING_OUT5)
BROKEN = (v63.NO_GOAL, v63.GAP_RING, v63.WIDE_ROW, v63.CROSS_MAZE, v63.TWO_P)
NEW_WALKS = (v63.WOBBLE_ROW1, v63.WOBBLE_COL0)
NEW_PAST_GOAL = (v63.PAST_TOP_BACK, v63.PAST_ROW4_BACK)
BROKEN_ROUTES = (v63.WALL_32, v63.WALL_31, v63.EDGE_24)

LEGAL = {(2, 0): "down", (1, 1): "right"}
"""The two legal moves from P (1, 0) on ORIGINAL and their direction words."""

WESTERN = (
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
    "r1",
    "phi4",
    "gemma3",
)
"""The western families of the everyday mix, by their ids' prefix."""

FAMILIES = (*WESTERN, "qwen25", "qwen3", "qwenmax", "small")
"""Every model family of the set, by their ids' prefix."""


def _family(case_id: str) -> str:
    return case_id.removeprefix("v63c_").split("_", 1)[1].split("_", 1)[0]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v63)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v63)
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES)
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v63)
    blind_set_form.habits_in_every_phase(v63, ("small_echo", "small_repeat", "small_cut"))


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v63)
    blind_set_form.families_in_several_phases(
        v63, tuple(f for f in FAMILIES if f not in ("qwen3", "qwenmax", "qwen25"))
    )


def test_every_id_names_one_of_the_families() -> None:
    assert {_family(c.id) for c in v63.all_cases()} <= set(FAMILIES)


def test_western_families_come_first_and_qwen_is_about_a_sixth() -> None:
    cases = v63.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    western = [c for c in cases if _family(c.id) in WESTERN]
    assert 0.1 <= len(qwen) / len(cases) <= 0.2
    assert len(western) >= 0.6 * len(cases)
    chinese = [c for c in qwen if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v63.all_cases()
    natural = [c for c in cases if c.id not in v63.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v63, "direction_word"):
        assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in ("label_case", "spacing", "brackets", "fullwidth", "bare_side", "commas"):
        cases = blind_set_form.of_habit(v63, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    for habit in ("trailing_period", "markdown_label"):
        cases = blind_set_form.of_habit(v63, habit)
        assert len(cases) >= 3 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert {c.phase for c in blind_set_form.of_habit(v63, "markdown_label")} == set(PHASES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v63)
    blind_set_form.habit_pairs(v63)
    for clear_habit, unclear_habit in (
        ("summary_agrees", "repeat_conflict"),
        ("description_agrees", "description_clash"),
        ("bare_side", "side_word"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v63, clear_habit)), clear_habit
        unclear = blind_set_form.of_habit(v63, unclear_habit)
        assert unclear and all(not c.clear for c in unclear), unclear_habit
    blind_set_form.habits_in_every_phase(v63, ("cut_in_answer", "verification_after"))
    assert len(blind_set_form.of_habit(v63, "summary_agrees")) >= 4


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v63)
    assert by_id["v63c_s_sonnet_check_agrees"].label == (1, 1)
    assert by_id["v63c_s_gpt4o_summary_same"].label == (2, 0)
    assert by_id["v63c_s_llama33_correction"].label == (2, 0)
    assert by_id["v63c_s_gemini_if_settled"].label == (1, 1)
    assert by_id["v63c_o_gemini_pick"].label == SUCCESS
    assert by_id["v63c_o_opus_doubt_settled"].label == SUCCESS
    assert by_id["v63c_r_opus_if_settled"].label == "square"
    assert by_id["v63c_r_gemini_question_answered"].label == "square"
    assert by_id["v63c_g_sonnet_pick"].label == SUCCESS
    assert by_id["v63c_g_gpt4o_described_same"].label == SUCCESS
    assert by_id["v63c_p_llama33_turn_left"].label == (3, CCW)
    assert by_id["v63c_p_sonnet_check_agrees"].label == (3, CW)
    for case_id in (
        "v63c_s_sonnet_doubt_open",
        "v63c_s_gpt4o_summary_other",
        "v63c_s_llama33_withdrawn",
        "v63c_s_gemini_if_open",
        "v63c_o_gemini_two_options",
        "v63c_o_opus_doubt_open",
        "v63c_r_opus_if_open",
        "v63c_r_gemini_question_back",
        "v63c_g_sonnet_two_options",
        "v63c_g_gpt4o_described_other",
        "v63c_p_llama33_side_to_face",
        "v63c_p_sonnet_doubt_open",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v63,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "brackets",
            "commas",
            "arrows",
            "vocabulary",
            "direction_word",
            "bare_side",
            "option_pick",
            "small_half_label",
            "one_based_said",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "trailing_period",
            "square_number",
            "small_echo",
            "small_repeat",
            "correction",
            "rejected_alternative",
            "description_agrees",
            "markdown_label",
        ),
        least_after=35,
        least_last=60,
        wrong_labels=(FAIL, "C", "cross", "spiral", "triangle"),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v63)
    assert by_id["v63s_llama4_period"].strict == (1, 1)
    assert by_id["v63r_o4mini_period"].strict is True
    assert by_id["v63p_llama4_period"].strict is True
    assert by_id["v63s_gemini_bold_line"].strict == (1, 1)
    assert by_id["v63s_gemini_bold_label"].strict == (2, 0)
    assert by_id["v63r_gemini_final_heading"].strict is True
    assert by_id["v63p_o4mini_square_three"].label == (3, CCW)
    assert by_id["v63p_o4mini_square_three"].strict is True
    assert by_id["v63p_llama33_bare_left"].label == (2, CCW)
    assert by_id["v63p_gemma3_bare_right"].label == (1, CW)
    assert by_id["v63r_qwenmax_zh_value"].label == "square"
    assert by_id["v63s_dsv3_direction"].label == (1, 1)
    assert by_id["v63g_gpt4o_left3"].label == SUCCESS
    assert by_id["v63o_llama33_past_row4_back"].label == SUCCESS
    assert by_id["v63o_dsv3_past_top_back"].label == SUCCESS


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v63, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=12, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v63), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v63.DOWN, v63.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v63, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v63, least=3)
