"""What is the forty-third reading corpus's own: written replies only (no model was run), over a
third of them Qwen-style (the specification's model family, Chinese and mixed replies among
them), a cut-off reply in every phase, the real small models' habits in every phase, the
everyday mix at about three quarters with the chosen quarter split about evenly between unclear
replies and their clear look-alikes as Qwen and DeepSeek write them in Chinese (``等等，不对``
with a new value or none, a hedged last sentence keeping one answer or adding a second, two
answers with a pick or none, a question after the answer or instead of it, a check after the
answer that confirms or leaves a doubt, a ``<think>`` draft or a block never closed, a condition
settled or left open), strict verdicts that follow the final-line rule, and its new rings,
broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import json

import blind_set_form
import blind_set_mazes
import corpus_reading_v43 as v43
from corpus_form import PHASES
from corpus_reading import SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring, _walk_ok

VALID = (v43.RING_TR3, v43.RING_TR4, v43.RING_ML3, v43.RING_BC3)
BROKEN = (v43.TWO_GOALS, v43.LOWER_PG, v43.GAP_RING, v43.FULL_BORDER)
NEW_ROUTES = (v43.DITHER_TOP, v43.DITHER_LEFT, v43.PAST_LEFT)
BROKEN_ROUTES = (v43.THROUGH_21, v43.SKIP_30, v43.SHORT_33, v43.FROM_20)


def _has_chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" or "\uff01" <= ch <= "\uff5e" for ch in text)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v43)


def test_a_third_of_the_replies_are_qwen_style_and_most_of_the_chosen_are_chinese() -> None:
    cases = v43.all_cases()
    qwen = [c for c in cases if "qwen" in c.id]
    assert len(qwen) * 3 >= len(cases)
    assert {c.phase for c in qwen} == set(PHASES)
    picked = [c for c in cases if c.id in v43.chosen()]
    assert all(_has_chinese(c.reply) for c in picked)


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    blind_set_form.cut_off_everywhere(v43)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v43)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v43)


FAMILIES = (
    "gpt4o",
    "gpt41",
    "gpt5",
    "haiku4",
    "sonnet4",
    "opus4",
    "flash",
    "pro",
    "qwen25",
    "qwen3",
    "llama33",
    "llama4",
    "mistral",
    "phi4",
    "v3",
    "r1",
    "small",
)
"""The model families of the everyday mix, by their ids' prefix."""


def test_the_everyday_mix_covers_each_family_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v43, FAMILIES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v43)
    blind_set_form.habit_pairs(v43)


def test_the_rounds_themes_come_both_ways() -> None:
    # Each hard case of this round has a clear look-alike beside its unclear reply.
    for unclear_habit, clear_habit, phases in (
        ("two_options", "rejected_alternative", {"solve", "one_shot", "generate"}),
        ("withdrawn", "correction", {"solve", "one_shot", "puzzle"}),
        ("think_unclosed", "think_draft", {"recognize", "generate"}),
        ("second_thought", "verification_after", set(PHASES)),
    ):
        unclear, clear = (
            blind_set_form.of_habit(v43, unclear_habit),
            blind_set_form.of_habit(v43, clear_habit),
        )
        assert unclear and all(c.label == UNREADABLE for c in unclear), unclear_habit
        assert clear and all(c.clear for c in clear), clear_habit
        for habit in (unclear_habit, clear_habit):
            assert {c.phase for c in blind_set_form.of_habit(v43, habit)} >= phases, habit
    hedged = blind_set_form.of_habit(v43, "hedged_final")
    assert sorted(c.clear for c in hedged) == [False, False, True, True, True]
    assert all("吧" in c.reply for c in hedged)
    corrected = [
        *blind_set_form.of_habit(v43, "correction"),
        *blind_set_form.of_habit(v43, "withdrawn"),
    ]
    assert all("不对" in c.reply or "等等" in c.reply for c in corrected)
    asked = [c for c in blind_set_form.of_habit(v43, "question_back") if c.id.startswith("v43c_")]
    assert [c.id for c in asked if c.clear] == ["v43c_s_qwen25_offer"]
    assert len([c for c in asked if not c.clear]) == 5


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v43,
        (
            "answer_then_explanation",
            "verification_after",
            "fenced_answer",
            "json_answer",
            "direction_word",
            "arrows",
            "spacing",
            "abbreviation",
            "chinese_value",
            "fullwidth",
            "latex_boxed",
            "plain_sentence",
            "small_half_label",
            "numbered_list",
        ),
        (
            "bold_answer",
            "think_draft",
            "zh_pick",
            "rejected_alternative",
            "think_block",
            "correction",
        ),
        least_after=30,
        least_last=20,
    )


def test_words_and_names_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v43)
    assert by_id["v43s_qwen3_zh_direction"].label == (1, 1)
    assert by_id["v43s_opus4_direction"].label == (1, 1)
    assert by_id["v43p_qwen25_zh_value"].label == (3, "clockwise")
    assert by_id["v43p_qwen3_prose"].label == (0, "counterclockwise")
    assert by_id["v43p_flash_ordinal"].label == (1, "clockwise")
    assert by_id["v43r_qwen25_zh_value"].label == "square"
    assert by_id["v43r_v3_prism"].label == "none"
    for case_id in ("v43r_gpt41_quad", "v43r_flash_box", "v43r_llama4_rect"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict, case_id


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v43, VALID, BROKEN, is_ring=_is_ring, least=10, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(written_before(v43), (*VALID, *BROKEN), NEW_ROUTES)


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v43.RIGHT_COL, v43.LEFT_COL, v43.DITHER_TOP, v43.DITHER_LEFT),
        (v43.PAST_LEFT,),
        BROKEN_ROUTES,
    )
    blind_set_mazes.one_shot_endings_labelled(v43, NEW_ROUTES, BROKEN_ROUTES)


def test_the_json_and_coordinate_answers_are_what_they_claim() -> None:
    by_id = blind_set_form.by_id(v43)
    path = json.loads(by_id["v43o_v3_json"].reply)["path"]
    assert _walk_ok(" ".join(f"{r},{c}" for r, c in path))
    assert by_id["v43o_v3_json"].label == SUCCESS
    move = json.loads(by_id["v43p_phi4_json"].reply)
    assert (2 * move["row"] + move["col"], move["direction"]) == by_id["v43p_phi4_json"].label
    blind_set_form.coordinates_both_ways(v43, least=3)
