"""What is the sixty-ninth reading corpus's own: written replies only (no model was run), the
everyday transcript with the western families first (GPT-4o/4.1/5, o3/o4-mini, Claude Sonnet and
Opus with a check after the answer, Gemini 2.5 with headings, bullets and bold answers, Llama,
Mistral/Mixtral, DeepSeek-V3/R1 thinking, Phi-4, Gemma 3), about a seventh Qwen with Chinese
and thinking among them, and the small models' habits; the chosen quarter pairing unclear
replies with clear look-alikes (a check or summary after the answer that agrees or disagrees, a
hedge or condition settled or left open, a correction or a withdrawal, two options with a pick
or none, an invitation to ask more or a question handed back, a cut-off and its finished twin),
strict verdicts that follow the final-line rule, and its new rings, broken mazes and routes. The
checks every blind set shares are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v69 as v69
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (
    v69.RING_CENTRE3,
    v69.RING_OUTER_EAST,
    v69.RING_MID4_SE,
    v69.RING_TL3_TOP,
    v69.RING_TR4_LOW,
)
BROKEN = (
    v69.CENTRE_FILLED,
    v69.OUTER_NO_GOAL,
    v69.RECT_THREE_BY_FOUR,
    v69.GAP_MID4,
    v69.TWO_PLAYERS,
    v69.FOUR_COLS,
)
NEW_WALKS = (v69.BOTTOM_DITHER, v69.DOWN_TWICE_TOP)
NEW_PAST_GOAL = (v69.PAST_NORTH_THREE, v69.PAST_WEST_BACK, v69.PAST_INTO_31)
BROKEN_ROUTES = (v69.DIAG_BOTTOM, v69.WALL_EAST_24, v69.WALL_34)

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
    "gemini25",
    "llama33",
    "llama4",
    "llama31",
    "mistral",
    "mixtral",
    "deepseekr1",
    "deepseekv3",
    "phi4",
    "gemma3",
)
"""The western (and other non-Qwen) families of the set, by their ids' prefix."""

FAMILIES = (*WESTERN, "qwen25", "qwen3", "qwenplus", "qwenmax", "qwenturbo", "small")
"""Every model family of the set, by their ids' prefix."""


def _family(case_id: str) -> str:
    """The family part of an id: what follows the phase prefix (and ``c_<phase>_`` when chosen)."""
    rest = case_id.split("_", 1)[1]
    return rest.split("_", 1)[1] if case_id.startswith("v69c_") else rest


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v69)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    blind_set_form.cut_in_answer_and_small_cut_everywhere(v69)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v69)
    blind_set_form.habits_in_every_phase(
        v69, ("small_echo", "small_repeat", "small_cut", "small_no_answer")
    )


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v69)


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v69, FAMILIES)
    cases = v69.all_cases()
    assert all(_family(c.id).startswith(FAMILIES) for c in cases)


def test_western_families_come_first_and_qwen_is_about_a_seventh() -> None:
    cases = v69.all_cases()
    western = [c for c in cases if _family(c.id).startswith(WESTERN)]
    qwen = [c for c in cases if _family(c.id).startswith("qwen")]
    assert len(western) >= 0.6 * len(cases)
    assert 0.12 <= len(qwen) / len(cases) <= 0.18
    chinese = [c for c in qwen if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)
    deepseek_r1 = [c for c in cases if _family(c.id).startswith("deepseekr1")]
    assert {c.phase for c in deepseek_r1} == set(PHASES)
    assert all(c.reply.startswith("<think>") for c in deepseek_r1)


def test_the_families_write_their_everyday_habits() -> None:
    cases = v69.all_cases()
    gemini = [c for c in cases if _family(c.id).startswith("gemini25")]
    assert {c.phase for c in gemini} == set(PHASES)
    assert sum("###" in c.reply or "* " in c.reply for c in gemini) >= 0.6 * len(gemini)
    assert sum("**" in c.reply for c in gemini) >= 0.5 * len(gemini)
    claude = [c for c in cases if _family(c.id).startswith(("sonnet", "opus"))]
    checks = [c for c in claude if "\n\nCheck" in c.reply or "\n\nDouble-check" in c.reply]
    assert len(checks) >= 0.4 * len(claude)
    assert {c.phase for c in checks} == set(PHASES)
    terse = [c for c in cases if _family(c.id).startswith(("o3", "o4mini"))]
    assert all(len(c.reply) <= 80 for c in terse if c.phase in ("solve", "recognize", "puzzle"))


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v69.all_cases()
    natural = [c for c in cases if c.id not in v69.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v69, "direction_word"):
        if case.phase == "solve":
            assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in ("label_case", "spacing", "fullwidth", "brackets", "words_after", "no_label"):
        cases = blind_set_form.of_habit(v69, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    # The round's rulings: a full stop after the answer, bold around the answer line or its
    # label and a heading above it stay in format for strict.
    for habit in ("trailing_period", "markdown_label", "final_heading"):
        cases = blind_set_form.of_habit(v69, habit)
        assert len(cases) >= 2 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert {c.phase for c in blind_set_form.of_habit(v69, "markdown_label")} == set(PHASES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v69)
    blind_set_form.habit_pairs(v69)
    for clear_habit, unclear_habit in (
        ("finished_twin", "cut_in_answer"),
        ("summary_agrees", "repeat_conflict"),
        ("verification_after", "second_thought"),
        ("correction", "withdrawn"),
        ("invitation", "question_back"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v69, clear_habit)), clear_habit
        unclear = [c for c in blind_set_form.of_habit(v69, unclear_habit) if not c.clear]
        assert unclear, unclear_habit
    blind_set_form.habits_in_every_phase(v69, ("cut_in_answer", "finished_twin"))
    by_id = blind_set_form.by_id(v69)
    for clear_id, unclear_id in (
        ("v69c_s_mistral_finished_two", "v69c_s_mistral_cut_two"),
        ("v69c_r_llama4_finished_square", "v69c_r_llama4_cut_squ"),
        ("v69c_p_mistral_finished_clock", "v69c_p_mistral_cut_clock"),
    ):
        assert by_id[unclear_id].reply in by_id[clear_id].reply


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v69)
    assert by_id["v69c_s_sonnet_check_agrees"].label == (2, 0)
    assert by_id["v69c_s_gpt4o_wait_corrects"].label == (1, 1)
    assert by_id["v69c_s_gemini25_if_settled"].label == (2, 0)
    assert by_id["v69c_s_llama33_invites_more"].label == (1, 1)
    assert by_id["v69c_o_sonnet_in_short_same"].label == SUCCESS
    assert by_id["v69c_o_gpt4o_goes_with_one"].label == SUCCESS
    assert by_id["v69c_o_gemini25_note_settled"].label == SUCCESS
    assert by_id["v69c_r_opus_check_consistent"].label == "square"
    assert by_id["v69c_r_gpt41_correction_loop"].label == "square"
    assert by_id["v69c_r_qwenplus_zh_zongjie_same"].label == "square"
    assert by_id["v69c_g_opus_check_holds"].label == SUCCESS
    assert by_id["v69c_g_gpt4o_option_b"].label == SUCCESS
    assert by_id["v69c_g_llama33_asks_answers"].label == SUCCESS
    assert by_id["v69c_p_qwenmax_zongjie_same"].label == (1, CCW)
    assert by_id["v69c_p_sonnet_revised_turn"].label == (0, CCW)
    assert by_id["v69c_p_llama4_invites_sequence"].label == (2, CW)
    for case_id in (
        "v69c_s_sonnet_check_doubts",
        "v69c_s_gpt4o_wait_withdraws",
        "v69c_s_gemini25_if_left_open",
        "v69c_s_llama33_asks_which",
        "v69c_o_sonnet_in_short_other",
        "v69c_o_gpt4o_both_no_pick",
        "v69c_o_gemini25_note_open",
        "v69c_r_opus_check_wavers",
        "v69c_r_gpt41_correction_none",
        "v69c_r_qwenplus_zh_zongjie_other",
        "v69c_g_opus_check_unsure",
        "v69c_g_gpt4o_either_option",
        "v69c_g_llama33_asks_format",
        "v69c_p_qwenmax_zongjie_other",
        "v69c_p_sonnet_not_confident",
        "v69c_p_llama4_if_elbow",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v69,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "invitation",
            "rejected_alternative",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "brackets",
            "commas",
            "arrows",
            "vocabulary",
            "words_after",
            "direction_word",
            "no_label",
            "small_half_label",
            "small_continuation",
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
            "finished_twin",
            "markdown_label",
            "final_heading",
        ),
        least_after=40,
        least_last=60,
        wrong_labels=(FAIL, "none", "cross", "triangle", UNREADABLE),
    )
    # A settled condition or a question the reply answers before the answer line leaves it
    # last and in format; a settled note after it does not.
    by_id = blind_set_form.by_id(v69)
    assert by_id["v69c_s_gemini25_if_settled"].strict == (2, 0)
    assert by_id["v69c_g_llama33_asks_answers"].strict is True
    assert by_id["v69c_o_gemini25_note_settled"].strict is False


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v69)
    assert by_id["v69s_qwenmax_period_row_one"].strict == (1, 1)
    assert by_id["v69o_qwenplus_period_down"].strict is True
    assert by_id["v69s_gemini25_heading_bold_line"].strict == (2, 0)
    assert by_id["v69s_gemini25_bold_cell_right"].strict == (1, 1)
    assert by_id["v69r_deepseekv3_bold_name"].strict is True
    assert by_id["v69s_deepseekv3_answer_heading"].strict == (1, 1)
    assert by_id["v69r_gemini25_final_answer_heading"].strict is True
    assert by_id["v69r_phi4_square_outline_words"].strict is False
    assert by_id["v69p_o4mini_square_two"].label == (2, CCW)
    assert by_id["v69p_o4mini_square_two"].strict is True
    assert by_id["v69p_llama33_right_side_tr"].label == (1, CW)
    assert by_id["v69p_llama33_right_side_tr"].strict is False
    assert by_id["v69r_qwen25_zh_value_kuang"].label == "square"
    assert by_id["v69r_llama4_rectangle_name"].label == "none"
    assert by_id["v69s_phi4_down_word"].label == (2, 0)
    assert by_id["v69s_sonnet_prose_only_down"].label == (2, 0)
    assert by_id["v69g_o4mini_rectangle"].label == FAIL
    # Cells after the route's last G are not scored, even a wall; a wall before it is.
    assert by_id["v69o_llama31_past_into_wall"].label == SUCCESS
    assert by_id["v69o_gemini25_wall_east"].label == FAIL


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v69, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=14
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v69), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v69.DOWN, v69.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v69, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v69, least=4)
