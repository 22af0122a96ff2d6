"""What is the forty-first reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, the everyday mix at
about three quarters with the chosen quarter split about evenly between unclear replies and
their clear look-alikes (an answer first with a check after it that keeps it or turns to
another, a self-correction naming the new value or a withdrawal naming none, a Qwen3 thinking
block closed with an answer after it or never closed, a table with one row chosen or two,
Chinese that commits in its last sentence or asks the user to choose), strict verdicts that
follow the final-line rule, and its new rings, broken mazes and routes (new against every set
written before it). The checks every blind set shares are in ``test_blind_reading_sets.py``; no
reader runs here."""

from __future__ import annotations

import json

import blind_set_form
import blind_set_mazes
import corpus_reading_v41 as v41
from corpus_form import PHASES
from corpus_reading import UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring

VALID = (v41.RING_TOP3, v41.RING_TR4, v41.RING_BL3, v41.RING_BL4)
BROKEN = (v41.TWO_PLAYERS, v41.U_SHAPE, v41.LOWER_LETTERS, v41.FOUR_ROWS)
NEW_ROUTES = (v41.DETOUR_LEFT, v41.DETOUR_RIGHT, v41.PAST_BACK_LEFT)
BROKEN_ROUTES = (v41.THROUGH_21, v41.JUMP_12, v41.SHORT_33)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v41)


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    blind_set_form.cut_off_everywhere(v41)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v41)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v41)


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
    blind_set_form.families_in_several_phases(v41, FAMILIES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v41)
    blind_set_form.habit_pairs(v41)


def test_the_rounds_themes_come_both_ways_in_every_phase() -> None:
    # Each everyday hard case of this round has a clear look-alike beside its unclear reply,
    # and every pair is written in every phase.
    for unclear_habit, clear_habit in (
        ("second_thought", "verification_after"),
        ("withdrawn", "correction"),
        ("think_unclosed", "think_draft"),
    ):
        unclear, clear = (
            blind_set_form.of_habit(v41, unclear_habit),
            blind_set_form.of_habit(v41, clear_habit),
        )
        assert unclear and all(c.label == UNREADABLE for c in unclear), unclear_habit
        assert clear and all(c.clear for c in clear), clear_habit
        for habit in (unclear_habit, clear_habit):
            assert {c.phase for c in blind_set_form.of_habit(v41, habit)} >= set(PHASES) - {
                "puzzle"
            }, habit
    assert [c.clear for c in blind_set_form.of_habit(v41, "table_pick")] == [True]
    assert [c.clear for c in blind_set_form.of_habit(v41, "table_tie")] == [False]
    zh_pick = blind_set_form.of_habit(v41, "zh_pick")
    assert len(zh_pick) == 4 and all(c.clear for c in zh_pick)
    # a question instead of the answer leaves none; a question after it keeps it
    asked = [c for c in blind_set_form.of_habit(v41, "question_back") if c.id.startswith("v41c_")]
    assert {c.phase for c in asked if not c.clear} == set(PHASES)
    assert [c.id for c in asked if c.clear] == ["v41c_p_question_end"]


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v41,
        (
            "answer_then_explanation",
            "verification_after",
            "fenced_answer",
            "json_answer",
            "direction_word",
            "arrows",
            "spacing",
            "abbreviation",
            "synonym",
            "degrees",
            "chinese_value",
            "fullwidth",
            "latex_boxed",
            "label_case",
            "small_half_label",
            "numbered_list",
            "answer_heading",
        ),
        (
            "bold_answer",
            "correction",
            "think_draft",
            "zh_pick",
            "table_pick",
            "think_block",
        ),
        least_after=30,
        least_last=20,
    )


def test_words_and_names_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v41)
    assert by_id["v41s_qwen3_direction_zh"].label == (2, 0)
    assert by_id["v41p_qwen25_zh_value"].label == (0, "counterclockwise")
    assert by_id["v41p_phi4_ordinal"].label == (1, "counterclockwise")
    assert by_id["v41r_qwen25_zh_name"].label == "square"
    assert by_id["v41r_qwen3_triangle_zh"].label == "triangle"
    for case_id in ("v41r_gpt5_rectangle", "v41r_phi4_quadrilateral"):
        assert by_id[case_id].label == "square" and not by_id[case_id].strict, case_id


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v41, VALID, BROKEN, is_ring=_is_ring, least=10, original_fails=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(written_before(v41), (*VALID, *BROKEN), NEW_ROUTES)


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v41.RIGHT_COL, v41.LEFT_COL, v41.DETOUR_LEFT, v41.DETOUR_RIGHT),
        (v41.PAST_BACK_LEFT,),
        BROKEN_ROUTES,
    )
    blind_set_mazes.one_shot_endings_labelled(
        v41, (v41.DETOUR_LEFT, v41.DETOUR_RIGHT, v41.PAST_BACK_LEFT), BROKEN_ROUTES
    )


def test_the_json_and_coordinate_answers_are_what_they_claim() -> None:
    by_id = blind_set_form.by_id(v41)
    path = json.loads(by_id["v41o_v3_json"].reply.strip("`json\n"))["path"]
    assert " ".join(f"{r},{c}" for r, c in path) == v41.THROUGH_21
    move = json.loads(by_id["v41p_v3_json"].reply)
    assert (2 * move["row"] + move["col"], move["direction"]) == by_id["v41p_v3_json"].label
    blind_set_form.coordinates_both_ways(v41, least=3)
