"""What is the seventieth reading corpus's own: written replies only (no model was run), the
everyday transcript with Qwen first (about half Qwen2.5/Qwen3/QwQ, many in Chinese or mixed,
full-width punctuation, 答案/最终答案 headings, Chinese shape and turn words, thinking mode in
every phase; the rest DeepSeek-V3/R1, GLM-4, Yi, InternLM, Baichuan, Llama and the small
models), mostly plain answers, the chosen quarter pairing unclear replies with clear look-alikes
(a 总结 that agrees or names another answer, a hedge settled or open, a 如果…的话 condition
settled or open, 不对/改成 with or without a new answer, two 方案 with a pick or none, a
question answered or handed back, a cut-off and its finished twin), strict verdicts that follow
the final-line rule, and its new rings, broken mazes and routes. The checks every blind set
shares are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v70 as v70
from corpus_form import CCW, CW, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import read_before_writing

VALID = (
    v70.RING_LEFT4_LOW,
    v70.RING_OUTER_EAST,
    v70.RING_RIGHT4_LOW,
    v70.RING_TR3_WEST,
    v70.RING_MID_RIGHT3,
    v70.RING_BOTTOM3,
    v70.RING_OUTER_TOP,
)
BROKEN = (
    v70.NO_GOAL,
    v70.INNER_OPEN,
    v70.GAP_RING,
    v70.FOUR_COLS,
    v70.LETTER_X,
    v70.TWO_PLAYERS,
)
NEW_WALKS = (v70.STUTTER_DOWN, v70.PEEK_RIGHT_DOWN)
NEW_PAST_GOAL = (v70.PAST_WEST_TWO, v70.PAST_UP_AND_BACK)
BROKEN_ROUTES = (v70.INTO_22_EARLY, v70.INTO_14_EARLY, v70.UP_THROUGH_COL1)

LEGAL = ((2, 0), (1, 1))
"""The two legal moves from P (1, 0) on ORIGINAL: down and right."""

FAMILIES = (
    "qwenturbo",
    "qwenplus",
    "qwenmax",
    "qwen3",
    "qwq",
    "qwen25",
    "deepseekv3",
    "deepseekr1",
    "glm4",
    "yi",
    "internlm",
    "baichuan",
    "llama",
    "small",
)
"""The model families of the set, by their ids' prefix."""


def _has_chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v70)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = blind_set_form.cut_off_everywhere(v70)
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES)
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v70)
    blind_set_form.habits_in_every_phase(
        v70, ("small_echo", "small_repeat", "small_cut", "small_no_answer")
    )


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v70)


def test_the_families_each_answer_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v70, FAMILIES)


def test_qwen_is_about_half_with_chinese_and_thinking_in_every_phase() -> None:
    cases = v70.all_cases()
    qwen = [c for c in cases if "qwen" in c.id or "qwq" in c.id]
    assert 0.45 <= len(qwen) / len(cases) <= 0.6
    chinese = [c for c in qwen if _has_chinese(c.reply)]
    assert {c.phase for c in chinese} == set(PHASES)
    assert len(chinese) >= 0.5 * len(qwen)
    thinking = [c for c in qwen if c.reply.startswith("<think>")]
    assert {c.phase for c in thinking} == set(PHASES)
    # The other families answer in Chinese too, as a study of Chinese models would collect.
    others = [c for c in cases if c not in qwen and not c.habit.startswith("small_")]
    assert {c.phase for c in others if _has_chinese(c.reply)} == set(PHASES)


def test_the_mix_is_mostly_plain_and_about_four_fifths_clear() -> None:
    cases = v70.all_cases()
    natural = [c for c in cases if c.id not in v70.chosen()]
    plain = [c for c in natural if c.habit in ("asked_format", "chinese_reasoning", "think_block")]
    assert len(plain) >= 0.4 * len(natural)
    assert 0.75 <= sum(c.clear for c in cases) / len(cases) <= 0.85
    assert all(c.label in LEGAL for c in cases if c.phase == "solve" and c.clear)


def test_the_slightly_off_formats_are_read_and_strict_misses_them() -> None:
    for habit in (
        "label_case",
        "spacing",
        "label_own_line",
        "fullwidth",
        "words_after",
        "chinese_value",
        "bare_side",
    ):
        cases = blind_set_form.of_habit(v70, habit)
        assert cases and all(c.clear for c in cases), habit
        assert all(c.strict in (None, False) for c in cases), habit
    # The rulings: a full stop after the answer and bold around the answer line or its label,
    # under a 最终答案 heading or not, stay in format for strict.
    for habit in ("trailing_period", "markdown_label"):
        cases = blind_set_form.of_habit(v70, habit)
        assert len(cases) >= 4 and all(c.clear for c in cases), habit
        assert all(c.strict not in (None, False) for c in cases), habit
    assert {c.phase for c in blind_set_form.of_habit(v70, "markdown_label")} == set(PHASES)
    assert {c.phase for c in blind_set_form.of_habit(v70, "fullwidth")} == {
        "solve",
        "one_shot",
        "recognize",
        "puzzle",
    }


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v70)
    blind_set_form.habit_pairs(v70)
    for clear_habit, unclear_habit in (
        ("finished_twin", "cut_in_answer"),
        ("summary_agrees", "repeat_conflict"),
        ("option_picked", "two_options"),
    ):
        assert all(c.clear for c in blind_set_form.of_habit(v70, clear_habit)), clear_habit
        assert all(not c.clear for c in blind_set_form.of_habit(v70, unclear_habit))
    blind_set_form.habits_in_every_phase(
        v70, ("cut_in_answer", "finished_twin", "summary_agrees", "repeat_conflict")
    )


def test_each_cut_off_has_its_finished_twin_with_the_same_opening() -> None:
    cases = v70.all_cases()
    twins = {c.phase: c for c in cases if c.habit == "finished_twin"}
    for cut in (c for c in cases if c.habit == "cut_in_answer"):
        finished = twins[cut.phase]
        assert finished.reply.startswith(cut.reply), cut.id
        assert len(finished.reply) > len(cut.reply)


def test_each_summary_pair_differs_only_in_its_summary() -> None:
    # The 总结 look-alikes share the answer and differ after it: agreeing keeps the answer,
    # naming another makes the reply conflicting.
    by_id = blind_set_form.by_id(v70)
    for phase in ("s", "o", "r", "p"):
        same = next(
            c
            for i, c in by_id.items()
            if i.startswith(f"v70c_{phase}_") and i.endswith("zongjie_same")
        )
        other = next(
            c
            for i, c in by_id.items()
            if i.startswith(f"v70c_{phase}_") and i.endswith("zongjie_other")
        )
        head_same, _, tail_same = same.reply.partition("总结：")
        head_other, _, tail_other = other.reply.partition("总结：")
        assert head_same == head_other and tail_same != tail_other, phase
        assert same.clear and not other.clear, phase


def test_the_pairs_come_both_ways() -> None:
    by_id = blind_set_form.by_id(v70)
    assert by_id["v70c_s_qwenplus_zongjie_same"].label == (2, 0)
    assert by_id["v70c_s_qwenmax_buqueding_settled"].label == (1, 1)
    assert by_id["v70c_s_qwen3_ruguo_settled"].label == (1, 1)
    assert by_id["v70c_s_glm4_budui_gaicheng"].label == (2, 0)
    assert by_id["v70c_s_deepseekv3_asks_answers"].label == (2, 0)
    assert by_id["v70c_o_qwen3_fangan_pick"].label == SUCCESS
    assert by_id["v70c_o_qwq_keneng_settled"].label == SUCCESS
    assert by_id["v70c_r_qwen3_ruguo_settled"].label == "square"
    assert by_id["v70c_r_yi_gaicheng"].label == "square"
    assert by_id["v70c_g_qwenplus_fangan_pick"].label == SUCCESS
    assert by_id["v70c_g_qwen3_asks_gives"].label == SUCCESS
    assert by_id["v70c_g_glm4_zongjie_same"].label == SUCCESS
    assert by_id["v70c_p_qwen3_yexu_settled"].label == (2, CCW)
    assert by_id["v70c_p_qwenmax_ruguo_settled"].label == (2, CW)
    for case_id in (
        "v70c_s_qwenplus_zongjie_other",
        "v70c_s_qwenmax_buqueding_open",
        "v70c_s_qwen3_ruguo_open",
        "v70c_s_glm4_budui_only",
        "v70c_s_deepseekv3_asks_only",
        "v70c_o_qwen3_fangan_none",
        "v70c_o_qwenplus_zongjie_other",
        "v70c_o_qwq_keneng_open",
        "v70c_r_qwenplus_zongjie_other",
        "v70c_r_qwen3_ruguo_open",
        "v70c_r_yi_withdrawn",
        "v70c_g_qwenplus_fangan_none",
        "v70c_g_qwen3_asks_only",
        "v70c_g_glm4_zongjie_other",
        "v70c_p_qwenplus_zongjie_other",
        "v70c_p_qwen3_yexu_open",
        "v70c_p_qwenmax_ruguo_open",
    ):
        assert by_id[case_id].label == UNREADABLE, case_id


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v70,
        (
            "answer_then_explanation",
            "verification_after",
            "summary_agrees",
            "fenced_maze",
            "spacing",
            "fullwidth",
            "chinese_value",
            "label_case",
            "label_own_line",
            "commas",
            "arrows",
            "direction_word",
            "bare_side",
            "words_after",
            "small_half_label",
            "option_picked",
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
        ),
        least_after=30,
        least_last=70,
        wrong_labels=(FAIL, "C", "cross"),
    )


def test_the_rulings_of_this_round_are_applied() -> None:
    by_id = blind_set_form.by_id(v70)
    assert by_id["v70s_qwenmax_period"].strict == (2, 0)
    assert by_id["v70s_qwenmax_zuizhong_bold"].strict == (1, 1)
    assert by_id["v70s_deepseekv3_bold_value"].strict == (2, 0)
    assert by_id["v70r_deepseekv3_bold_label"].strict is True
    assert by_id["v70g_qwenmax_zuizhong_bold"].strict is True
    assert by_id["v70s_glm4_two_spaces"].strict is None
    assert by_id["v70s_qwenplus_fullwidth_xia"].strict is None
    assert by_id["v70s_yi_words_after"].strict is None
    assert by_id["v70p_qwenplus_zh_square_n"].strict is True
    assert by_id["v70p_qwen25_bare_side"].label == (2, CW)
    assert by_id["v70p_qwen25_bare_side"].strict is False
    assert by_id["v70r_qwenturbo_zh_value"].label == "square"
    assert by_id["v70r_glm4_zh_shizi"].label == "cross"
    assert by_id["v70s_qwen25_zh_word"].label == (2, 0)
    assert by_id["v70s_qwen3_think_draft"].label == (2, 0)
    assert by_id["v70g_qwen25_copy"].label == FAIL
    assert by_id["v70g_qwenplus_zh_tr3"].label == SUCCESS
    # Cells after the route's last G are not scored, but a wall stepped into before it is.
    assert by_id["v70o_qwenmax_zh_past_west"].label == SUCCESS
    assert by_id["v70o_deepseekv3_into_14"].label == FAIL


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v70, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=14, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        read_before_writing(v70), (*VALID, *BROKEN), (*NEW_WALKS, *NEW_PAST_GOAL, *BROKEN_ROUTES)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v70.DOWN, v70.RIGHT_COL, *NEW_WALKS), NEW_PAST_GOAL, BROKEN_ROUTES
    )
    blind_set_mazes.one_shot_endings_labelled(v70, (*NEW_WALKS, *NEW_PAST_GOAL), BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v70, least=3)
