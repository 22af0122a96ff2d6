"""What is the seventy-second reading corpus's own: written replies only (no model was run), the
everyday transcript with the western families first (GPT-4o/4.1/5, o3 and o4-mini, Claude
Sonnet/Opus with a check after the answer, Gemini 2.5's headings and bold answers, Llama,
Mistral/Mixtral, DeepSeek-V3/R1 thinking, Phi-4, Gemma 3) and about a seventh Qwen with Chinese
and thinking, and the small models' echoes, repeats, cut-offs and no answers; the chosen quarter
pairing unclear replies with clear look-alikes (a check or summary after the answer agreeing or
not, a hedge or condition settled or open, a correction or a withdrawal, two options with a pick
or none, an invitation to ask more or a question handed back, a bare side as a turn or as the
facing side, a cut-off and its finished twin), strict verdicts that follow the final-line rule,
and its new rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v72 as v72
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import WRITTEN, read_before_writing

VALID = (
    v72.RING_MID3_EAST,
    v72.RING_TL4_LEFT_TOP,
    v72.RING_BR3_SIDES,
    v72.RING_OUTER_LEFT,
    v72.RING_TL3_CORNER_MID,
)
BROKEN = (
    v72.HOLE_OPEN_MID3,
    v72.GAP_TL4,
    v72.NO_PLAYER_BR3,
    v72.TWO_GOALS_OUTER,
    v72.FOUR_WIDE_TL3,
    v72.SPUR_MID3,
)
NEW_WALKS = (v72.BACK_TO_P_TWICE, v72.TOP_DOUBLE_BACK)
NEW_PAST_GOAL = (v72.PAST_UP_TO_13, v72.PAST_WEST_AND_BACK)
BROKEN_ROUTES = (v72.UP_INTO_01, v72.BACK_THEN_BELOW, v72.INTO_21)

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
    "r1",
    "phi4",
    "gemma3",
    "qwen",
    "small",
)
"""The model families of the set, by their ids' prefix."""

WESTERN = (*FAMILIES[:16], "llama")
"""The western families this set puts first (every family but Qwen and the small models)."""


def family(case_id: str) -> str:
    """The model part of an id: after ``v72x_`` in the mix, after ``v72c_x_`` in the chosen."""
    return case_id.split("_", 2)[2] if case_id.startswith("v72c_") else case_id.split("_", 1)[1]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v72)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v72)
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES) - {"solve"}
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v72, least=14)
    blind_set_form.habits_in_every_phase(v72, ("small_echo", "small_cut"))


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v72)


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v72, FAMILIES)


def test_the_western_families_come_first_and_qwen_is_about_a_seventh() -> None:
    cases = v72.all_cases()
    western = [c for c in cases if family(c.id).startswith(WESTERN)]
    qwen = [c for c in cases if "qwen" in c.id]
    assert len(western) >= 0.6 * len(cases)
    assert 0.1 <= len(qwen) / len(cases) <= 0.2
    chinese = [c for c in qwen if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    thinking = [c for c in cases if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)
    assert any("qwen" in c.id for c in thinking) and any("_r1_" in c.id for c in thinking)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v72.all_cases()
    natural = [c for c in cases if c.id not in v72.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.5 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    solve = [c for c in cases if c.phase == "solve"]
    assert all(c.label in LEGAL for c in solve if c.clear)
    for case in blind_set_form.of_habit(v72, "direction_word"):
        if case.phase == "solve":
            assert LEGAL[case.label] == case.reply.rsplit("MOVE: ", 1)[1], case.id


def test_the_families_habits_are_written() -> None:
    by_id = blind_set_form.by_id(v72)
    gemini = [c for c in v72.all_cases() if "_gemini_" in c.id]
    assert sum("###" in c.reply or "**" in c.reply for c in gemini) == len(gemini)
    sonnet_opus = [c for c in v72.all_cases() if "_sonnet_" in c.id or "_opus_" in c.id]
    assert len([c for c in sonnet_opus if c.habit == "verification_after"]) >= 4
    o3 = [c for c in v72.all_cases() if "_o3_" in c.id]
    assert {c.phase for c in o3} == set(PHASES) and all(
        len(c.reply.split("\n")[0]) <= 25 for c in o3
    )
    assert by_id["v72s_r1_think_down_draft"].label == (2, 0)
    assert "MOVE: (1, 1)" in by_id["v72s_r1_think_down_draft"].reply.split("</think>")[0]


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v72)
    blind_set_form.habit_pairs(v72)
    blind_set_form.clear_and_unclear_habits(
        v72,
        (
            ("verification_after", "second_thought"),
            ("summary_agrees", "repeat_conflict"),
            ("correction", "withdrawn"),
            ("rejected_alternative", "two_options"),
            ("finished_twin", "cut_in_answer"),
            ("direction_agrees", "side_facing"),
        ),
    )
    blind_set_form.habits_in_every_phase(v72, ("verification_after",))
    assert {c.phase for c in blind_set_form.of_habit(v72, "finished_twin")} == set(PHASES) - {
        "solve"
    }


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v72)
    assert by_id["v72c_s_sonnet_check_agrees"].label == (1, 1)
    assert by_id["v72c_s_gpt4o_summary_same"].label == (2, 0)
    assert by_id["v72c_s_llama33_correction_named"].label == (1, 1)
    assert by_id["v72c_s_gemini_pick_option"].label == (2, 0)
    assert by_id["v72c_s_mistral_if_settled"].label == (2, 0)
    assert by_id["v72c_o_gpt41_pick_second"].label == SUCCESS
    assert by_id["v72c_o_llama33_invite_more"].label == SUCCESS
    assert by_id["v72c_r_qwenplus_zh_correction"].label == "square"
    assert by_id["v72c_g_gpt4o_pick_second"].label == SUCCESS
    assert by_id["v72c_p_gpt4o_correction_named"].label == (0, CCW)
    assert by_id["v72c_p_qwenmax_left_as_turn"].label == (3, CCW)
    for case_id in (
        "v72c_s_sonnet_check_flips",
        "v72c_s_gpt4o_summary_other",
        "v72c_s_llama33_withdrawn",
        "v72c_s_gemini_two_options_open",
        "v72c_s_mistral_if_open",
        "v72c_o_opus_check_doubts",
        "v72c_o_gpt41_no_pick",
        "v72c_o_llama33_which_way",
        "v72c_r_sonnet_hedge_open",
        "v72c_r_gemini_summary_other",
        "v72c_r_qwenplus_zh_withdrawn",
        "v72c_g_sonnet_check_breaks",
        "v72c_g_gpt4o_two_no_pick",
        "v72c_p_sonnet_check_other_turn",
        "v72c_p_gpt4o_withdrawn",
        "v72c_p_qwenmax_left_as_facing",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v72,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "rejected_alternative",
            "fenced_maze",
            "fullwidth",
            "chinese_value",
            "vocabulary",
            "words_after",
            "direction_word",
            "direction_agrees",
            "question_back",
        ),
        (
            "asked_format",
            "think_block",
            "chinese_reasoning",
            "trailing_period",
            "square_number",
            "heading_answer",
            "markdown_label",
            "correction",
            "finished_twin",
        ),
        least_after=20,
        least_last=80,
        strict_may_hold=lambda case: (
            case.id
            in (
                "v72c_s_gemini_pick_option",
                "v72c_r_sonnet_hedge_settled",
                "v72r_gpt5_rectangle_name",
            )
        ),
        wrong_labels=(FAIL, "C", "cross", "spiral", "triangle", UNREADABLE),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v72)
    assert by_id["v72s_llama31_period_right"].strict == (1, 1)
    assert by_id["v72s_gemini_bold_line_down"].strict == (2, 0)
    assert by_id["v72s_gemma3_bold_value"].strict == (1, 1)
    assert by_id["v72s_gemini_headings_bullets"].strict == (1, 1)
    assert by_id["v72r_gemini_headings"].strict is True
    assert by_id["v72p_gemini_heading_bold"].strict is True
    assert by_id["v72r_gpt5_rectangle_name"].label == "square"
    assert by_id["v72r_gpt5_rectangle_name"].strict is True
    assert by_id["v72r_qwenmax_zh_zhengfangxing"].label == "square"
    assert by_id["v72r_qwenmax_zh_zhengfangxing"].strict is False
    assert by_id["v72r_llama4_square_words_after"].strict is False
    assert by_id["v72p_llama4_right_side"].label == (2, CW)
    assert by_id["v72p_llama4_right_side"].strict is False
    assert by_id["v72p_o4mini_square_one"].strict is True
    assert by_id["v72g_qwenmax_zh_tl3"].label == SUCCESS
    assert by_id["v72o_llama4_past_goal_up"].label == SUCCESS
    assert by_id["v72o_deepseek_v3_past_goal_row4"].label == SUCCESS
    # A pick among options: strict reads the last line, which is not the picked answer.
    assert by_id["v72c_o_gpt41_pick_second"].strict is False
    assert by_id["v72c_g_gpt4o_pick_second"].strict is False


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v72, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=14, original_fails=True
    )


def earlier_sets() -> list:
    """The sets this set's writer could read: every set in ``WRITTEN`` until this set is
    listed there, then :func:`read_before_writing`'s (so the check holds before and after the
    wiring commit)."""
    return read_before_writing(v72) if v72 in WRITTEN else list(WRITTEN)


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        earlier_sets(), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_replies_and_ids_are_new_against_the_earlier_sets() -> None:
    earlier = [c for m in earlier_sets() for c in m.all_cases()]
    replies, ids = {c.reply for c in earlier}, {c.id for c in earlier}
    assert [c.id for c in v72.all_cases() if c.reply in replies] == []
    assert [c.id for c in v72.all_cases() if c.id in ids] == []


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v72.DOWN, v72.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v72, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v72, least=4)
