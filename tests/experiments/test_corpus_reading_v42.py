"""What is the forty-second reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, the everyday mix at
about three quarters with the chosen quarter split about evenly between unclear replies and
their clear look-alikes (two answers weighed with a pick in words or none, a correction naming
the new value or a withdrawal naming none, a reasoning model's draft in ``<think>`` followed by
an answer or a block never closed, a hedged final line that commits or one that stays open, a
check after the answer that confirms or prefers another, a Chinese pick or a question to the
user, a condition the prompt settles or one left open), strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import json

import blind_set_form
import blind_set_mazes
import corpus_reading_v42 as v42
from corpus_reading import FAIL, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring, _walk_ok

VALID = (v42.RING_MID3_PG, v42.RING_TL4_PG, v42.RING_TC3, v42.RING_BR4)
BROKEN = (v42.SOLID_CENTRE, v42.NO_GOAL, v42.S_AND_E, v42.SIX_WIDE)
NEW_ROUTES = (v42.BACK_TWICE, v42.TOP_BOUNCE, v42.PAST_UP_RIGHT)
BROKEN_ROUTES = (v42.THROUGH_22, v42.DIAG_33, v42.SHORT_41)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v42)


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    blind_set_form.cut_off_everywhere(v42)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v42)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v42)


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
    blind_set_form.families_in_several_phases(v42, FAMILIES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v42)
    blind_set_form.habit_pairs(v42)


def test_the_rounds_themes_come_both_ways() -> None:
    # Each everyday hard case of this round has a clear look-alike beside its unclear reply.
    for unclear_habit, clear_habit, phases in (
        ("two_options", "rejected_alternative", {"solve", "one_shot", "recognize", "generate"}),
        ("withdrawn", "correction", {"solve", "one_shot", "recognize"}),
        ("think_unclosed", "think_draft", {"one_shot", "recognize", "generate", "puzzle"}),
        ("second_thought", "verification_after", {"solve", "one_shot", "generate"}),
    ):
        unclear, clear = (
            blind_set_form.of_habit(v42, unclear_habit),
            blind_set_form.of_habit(v42, clear_habit),
        )
        assert unclear and all(c.label == UNREADABLE for c in unclear), unclear_habit
        assert clear and all(c.clear for c in clear), clear_habit
        for habit in (unclear_habit, clear_habit):
            assert {c.phase for c in blind_set_form.of_habit(v42, habit)} >= phases, habit
    hedged = blind_set_form.of_habit(v42, "hedged_final")
    assert sorted(c.clear for c in hedged) == [False, False, True, True]
    assert len(blind_set_form.of_habit(v42, "zh_pick")) == 3 and all(
        c.clear for c in blind_set_form.of_habit(v42, "zh_pick")
    )
    asked = [c for c in blind_set_form.of_habit(v42, "question_back") if c.id.startswith("v42c_")]
    assert [c.id for c in asked if c.clear] == ["v42c_s_phi4_question_end"]
    assert len([c for c in asked if not c.clear]) == 3


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v42,
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
            "label_case",
            "small_half_label",
            "numbered_list",
        ),
        (
            "bold_answer",
            "think_draft",
            "zh_pick",
            "rejected_alternative",
            "think_block",
        ),
        least_after=30,
        least_last=20,
    )


def test_words_and_names_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v42)
    assert by_id["v42s_qwen3_zh_direction"].label == (2, 0)
    assert by_id["v42s_sonnet4_direction"].label == (2, 0)
    assert by_id["v42p_qwen25_zh_value"].label == (3, "clockwise")
    assert by_id["v42p_phi4_ordinal"].label == (2, "clockwise")
    assert by_id["v42r_qwen25_zh"].label == "square"
    assert by_id["v42r_v3_prism"].label == "none"
    for case_id in ("v42r_gpt41_rect", "v42r_mistral_quad"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict, case_id


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v42, VALID, BROKEN, is_ring=_is_ring, least=10, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(written_before(v42), (*VALID, *BROKEN), NEW_ROUTES)


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v42.RIGHT_COL, v42.LEFT_COL, v42.BACK_TWICE, v42.TOP_BOUNCE),
        (v42.PAST_UP_RIGHT,),
        BROKEN_ROUTES,
    )
    blind_set_mazes.one_shot_endings_labelled(v42, NEW_ROUTES, BROKEN_ROUTES)


def test_the_json_and_coordinate_answers_are_what_they_claim() -> None:
    by_id = blind_set_form.by_id(v42)
    path = json.loads(by_id["v42o_mistral_json"].reply.strip("`json\n"))["path"]
    assert not _walk_ok(" ".join(f"{r},{c}" for r, c in path))
    assert by_id["v42o_mistral_json"].label == FAIL
    move = json.loads(by_id["v42p_v3_json"].reply)
    assert (2 * move["row"] + move["col"], move["direction"]) == by_id["v42p_v3_json"].label
    blind_set_form.coordinates_both_ways(v42, least=3)
