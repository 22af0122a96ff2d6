"""What is the seventy-fifth reading corpus's own: written replies only (no model was run), the
everyday transcript with the western families first (GPT-4o/4.1/5, o3 and o4-mini terse,
Claude with a check after the answer, Gemini 2.5 with headings and bold answers, Llama,
Mistral/Mixtral, DeepSeek-V3/R1 thinking, Phi-4, Gemma 3) and about a seventh Qwen with Chinese
and thinking among them, plus the small models' habits; mostly plain compliant answers and the
asked formats slightly off, the chosen quarter pairing unclear replies with clear look-alikes
(a check or a summary after the answer that agrees or not, a correction or a withdrawal, an
invitation to ask more or a question handed back, a condition settled or open, a pick between
options or none, a cut-off and its finished twin), strict verdicts that follow the final-line
rule, and its new rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v75 as v75
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (
    v75.RING_CENTRE3_SIDE_CORNER,
    v75.RING_RIGHT3_BOTTOM_CORNER,
    v75.RING_BL4_BOTTOM_TOP,
    v75.RING_TL4_CORNER_SIDE,
    v75.RING_OUTER_RIGHT_TOP,
    v75.RING_BR3_MIDDLES,
)
BROKEN = (
    v75.BL4_TWO_PLAYERS,
    v75.CENTRE3_TWO_GOALS,
    v75.TL4_BOTTOM_GAP,
    v75.TL4_FOUR_ROWS,
    v75.RIGHT3_OPEN_CENTRE,
    v75.BR3_LETTER_O,
    v75.TL4_SIX_WIDE,
)
NEW_WALKS = (v75.DOWN_BOTTOM_DITHER, v75.DOWN_THREE_FALSE_STARTS)
NEW_PAST_GOAL = (v75.PAST_BOTTOM_INTO_EAST_WALLS, v75.PAST_TOP_WEST_INTO_WALLS)
BROKEN_ROUTES = (v75.WALL_STEP_BEFORE_LAST_G, v75.JUMP_BACK_BEFORE_LAST_G, v75.DIAGONAL_STAIRS)

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
    "gemini25",
    "llama33",
    "llama4",
    "mistral",
    "mixtral",
    "deepseekv3",
    "deepseekr1",
    "phi4",
    "gemma3",
    "qwen25",
    "qwen3",
    "qwenplus",
    "qwenmax",
    "small",
)
"""The model families of the set, by their ids' prefix."""

WESTERN_FIRST = ("gpt", "o3", "o4mini", "sonnet", "opus", "gemini25")
"""The API families this round puts first, by their ids' prefix."""


def _family(case) -> str:
    """The model family in ``case``'s id (``v75s_gpt4o_...``, ``v75c_s_sonnet_...``)."""
    parts = case.id.split("_")
    return parts[2] if parts[0].endswith("c") else parts[1]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v75)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v75)
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES)
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v75)
    blind_set_form.habits_in_every_phase(
        v75, ("small_echo", "small_repeat", "small_cut", "small_no_answer")
    )


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v75)


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v75, FAMILIES)
    assert all(_family(c) in FAMILIES for c in v75.all_cases())


def test_the_western_families_come_first_and_qwen_is_about_a_seventh() -> None:
    cases = v75.all_cases()
    qwen = [c for c in cases if _family(c).startswith("qwen")]
    assert 0.1 <= len(qwen) / len(cases) <= 0.2
    western = [c for c in cases if _family(c).startswith(WESTERN_FIRST)]
    assert len(western) > 2 * len(qwen)
    chinese = [c for c in cases if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    assert all(_family(c).startswith("qwen") for c in chinese)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)
    assert {_family(c) for c in thinking} == {"deepseekr1", "qwen3"}


def test_each_family_answers_in_its_usual_way() -> None:
    natural = [c for c in v75.all_cases() if c.id not in v75.chosen()]
    terse = [c for c in natural if _family(c) == "o3"]
    assert len(terse) >= 4 and all(c.reply.count("\n") <= 5 for c in terse)
    assert any(
        c.reply.split(":", 1)[0] in ("MOVE", "PATH", "SHAPE", "MAZE", "ROTATE") for c in terse
    )
    gemini = [c for c in natural if _family(c) == "gemini25"]
    assert all("**" in c.reply or "```" in c.reply for c in gemini)
    assert {c.phase for c in gemini if "###" in c.reply} == set(PHASES)
    claude_checks = [c for c in v75.all_cases() if _family(c) in ("sonnet", "opus")]
    assert len({c.phase for c in claude_checks if c.habit == "verification_after"}) >= 4


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v75.all_cases()
    natural = [c for c in cases if c.id not in v75.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v75, "direction_word"):
        if case.phase == "solve":
            assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in (
        "label_case",
        "spacing",
        "label_own_line",
        "brackets",
        "path_commas",
        "fullwidth",
    ):
        cases = blind_set_form.of_habit(v75, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    # The round's rulings: a full stop after the answer and bold around the answer line, its
    # label or its value (a heading above it too) stay in format for strict.
    for habit in ("trailing_period", "markdown_label"):
        cases = blind_set_form.of_habit(v75, habit)
        assert len(cases) >= 4 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert {c.phase for c in blind_set_form.of_habit(v75, "markdown_label")} == set(PHASES)
    assert {c.phase for c in blind_set_form.of_habit(v75, "trailing_period")} == {
        "solve",
        "one_shot",
        "recognize",
        "puzzle",
    }
    for habit in ("label_case", "label_own_line"):
        assert len({c.phase for c in blind_set_form.of_habit(v75, habit)}) >= 3, habit


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v75)
    blind_set_form.habit_pairs(v75)
    for clear_habit, unclear_habit in (
        ("finished_twin", "cut_in_answer"),
        ("summary_agrees", "repeat_conflict"),
        ("verification_after", "second_thought"),
        ("correction", "withdrawn"),
        ("rejected_alternative", "two_options"),
        ("invitation_after", "question_back"),
    ):
        clear_ones = blind_set_form.of_habit(v75, clear_habit)
        assert clear_ones and all(c.clear for c in clear_ones), clear_habit
        unclear_ones = [c for c in blind_set_form.of_habit(v75, unclear_habit) if not c.clear]
        assert unclear_ones, unclear_habit
    blind_set_form.habits_in_every_phase(v75, ("cut_in_answer", "finished_twin"))
    assert len({c.phase for c in blind_set_form.of_habit(v75, "verification_after")}) >= 4
    assert len({c.phase for c in blind_set_form.of_habit(v75, "second_thought")}) >= 4
    assert len({c.phase for c in blind_set_form.of_habit(v75, "correction")}) >= 4


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v75)
    assert by_id["v75c_s_sonnet_check_agrees"].label == (1, 1)
    assert by_id["v75c_s_qwenplus_summary_same"].label == (2, 0)
    assert by_id["v75c_s_llama33_correction"].label == (2, 0)
    assert by_id["v75c_s_gemini25_invite_more"].label == (1, 1)
    assert by_id["v75c_s_deepseekv3_finished_cell"].label == (2, 0)
    assert by_id["v75c_o_opus_check_agrees"].label == SUCCESS
    assert by_id["v75c_o_gpt41_start_settled"].label == SUCCESS
    assert by_id["v75c_o_mixtral_pick_first"].label == SUCCESS
    assert by_id["v75c_r_sonnet_check_agrees"].label == "square"
    assert by_id["v75c_r_gpt4o_summary_same"].label == "square"
    assert by_id["v75c_r_llama33_correction"].label == "square"
    assert by_id["v75c_g_opus_asks_itself"].label == SUCCESS
    assert by_id["v75c_g_gpt4o_pick_first"].label == SUCCESS
    assert by_id["v75c_g_mistral_correction"].label == SUCCESS
    assert by_id["v75c_p_sonnet_check_agrees"].label == (2, CW)
    assert by_id["v75c_p_qwen25_summary_same"].label == (1, CCW)
    assert by_id["v75c_p_llama4_correction"].label == (3, CCW)
    for case_id in (
        "v75c_s_sonnet_check_doubts",
        "v75c_s_qwenplus_summary_other",
        "v75c_s_llama33_withdrawn",
        "v75c_s_gemini25_asks_back",
        "v75c_s_deepseekv3_cut_cell",
        "v75c_o_opus_check_unsure",
        "v75c_o_gpt41_start_open",
        "v75c_o_mixtral_both",
        "v75c_o_qwenplus_cut_path",
        "v75c_r_sonnet_check_disagrees",
        "v75c_r_gpt4o_summary_other",
        "v75c_r_llama33_withdrawn",
        "v75c_r_qwenmax_cut_name",
        "v75c_g_opus_asks_user",
        "v75c_g_gpt4o_two_offered",
        "v75c_g_mistral_cut_maze",
        "v75c_p_sonnet_hedge_open",
        "v75c_p_qwen25_summary_other",
        "v75c_p_llama4_withdrawn",
        "v75c_p_gemma3_cut_direction",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_each_cut_off_has_a_finished_twin_with_the_same_opening() -> None:
    cut = blind_set_form.of_habit(v75, "cut_in_answer")
    finished = {c.phase: c for c in blind_set_form.of_habit(v75, "finished_twin")}
    for case in cut:
        twin = finished[case.phase]
        assert twin.reply.startswith(case.reply) and twin.reply != case.reply, case.id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v75,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "invitation_after",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "label_own_line",
            "brackets",
            "vocabulary",
            "words_after",
            "direction_word",
            "bare_side",
            "path_commas",
            "rejected_alternative",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "trailing_period",
            "square_number",
            "registry_synonym",
            "small_echo",
            "small_repeat",
            "correction",
            "finished_twin",
            "markdown_label",
            "question_back",
            "conditional",
        ),
        least_after=30,
        least_last=70,
        wrong_labels=(FAIL, "C", "spiral", "cross", "triangle", UNREADABLE),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v75)
    assert by_id["v75s_o4mini_period"].strict == (1, 1)
    assert by_id["v75o_o4mini_period"].strict is True
    assert by_id["v75s_gemini25_heading_bold"].strict == (1, 1)
    assert by_id["v75s_gemini25_bold_value"].strict == (2, 0)
    assert by_id["v75o_gemini25_heading_bold"].strict is True
    assert by_id["v75r_gemini25_heading_bold"].strict is True
    assert by_id["v75g_gemini25_bold_label"].strict is True
    assert by_id["v75p_gemini25_heading_bold"].strict is True
    assert by_id["v75s_mixtral_two_spaces"].strict is None
    assert by_id["v75r_mixtral_words_after"].strict is False
    assert by_id["v75o_mixtral_commas_between"].strict is False
    assert by_id["v75p_gpt5_square_two"].label == (2, CW)
    assert by_id["v75p_gpt5_square_two"].strict is True
    assert by_id["v75p_llama4_bare_left"].label == (1, CCW)
    assert by_id["v75p_llama4_bare_left"].strict is False
    # Every registry name of the square is the square, in flexible and strict.
    for case_id in ("v75r_gpt5_ring_words", "v75r_sonnet_hollow_square"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict is True, case_id
    assert by_id["v75r_qwen25_zh_value"].label == "square"
    assert by_id["v75r_qwen25_zh_value"].strict is False
    assert by_id["v75g_phi4_copy_original"].label == FAIL
    # Cells after the route's last G are not scored, but a bad step before it is.
    assert by_id["v75o_opus_past_east_walls"].label == SUCCESS
    assert by_id["v75o_mistral_past_west"].label == SUCCESS
    assert by_id["v75o_o4mini_jump_back"].label == FAIL
    assert by_id["v75o_gemini25_diagonal_stairs"].label == FAIL
    # A pick among options: strict reads the last answer line, the rejected one.
    assert by_id["v75c_o_mixtral_pick_first"].strict is False
    assert by_id["v75c_g_gpt4o_pick_first"].strict is False


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v75, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=14, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v75), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v75.DOWN, v75.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v75, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v75, least=3)
