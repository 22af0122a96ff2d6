"""What is the forty-fourth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, the everyday mix at
about three quarters with the non-Qwen families and one-shot, generation and the puzzle at least
60% of the set, about fifteen replies in the other vocabulary languages and a few outside them,
the chosen quarter pairing unclear replies with clear look-alikes (an answer in prose with or
without a pick, a table or list with one option marked or none, a "Final answer" heading with a
caveat that keeps it or reopens it, a cut-off inside the final answer, answers the model
reformatted), strict verdicts that follow the final-line rule, and its new rings, broken mazes
and routes. The checks every blind set shares are in ``test_blind_reading_sets.py``; no reader
runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v44 as v44
from corpus_form import LENGTH, PHASES
from corpus_reading import UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring

VALID = (v44.RING_TOP3, v44.RING_TR4, v44.RING_BL3, v44.RING_BC4)
BROKEN = (v44.U_SHAPE, v44.LOWER_PG, v44.FOUR_ROWS, v44.TWO_PLAYERS)
NEW_ROUTES = (v44.G_TWICE_TOP, v44.DOWN_UP_DOWN, v44.ON_TO_12)
BROKEN_ROUTES = (v44.SKIP_23, v44.THROUGH_21, v44.SHORT_33)
CHOSEN_PHASES = set(PHASES)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v44)


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    blind_set_form.cut_off_everywhere(v44)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v44)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v44)


def test_one_shot_generation_and_the_puzzle_are_at_least_sixty_percent() -> None:
    cases = v44.all_cases()
    leaned = [c for c in cases if c.phase in ("one_shot", "generate", "puzzle")]
    assert len(leaned) >= 0.6 * len(cases)


FAMILIES = (
    "gpt4o",
    "gpt41",
    "gpt5",
    "o3",
    "o4mini",
    "sonnet",
    "opus",
    "haiku",
    "flash",
    "pro",
    "qwen25",
    "qwen3",
    "llama3",
    "llama4",
    "mistral",
    "phi4",
    "v3",
    "r1",
    "small",
)
"""The model families of the everyday mix, by their ids' prefix."""


def test_the_everyday_mix_covers_each_family_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v44, FAMILIES)


def test_the_non_qwen_families_carry_the_everyday_mix() -> None:
    natural = [c for c in v44.all_cases() if c.id not in v44.chosen()]
    qwen = [c for c in natural if c.id.split("_", 1)[1].startswith("qwen")]
    assert 0 < len(qwen) <= 0.1 * len(natural)


def test_the_other_languages_are_read_and_the_outside_ones_abstain() -> None:
    languages = ("es", "fr", "de", "ja", "pt", "it", "ru", "ko")
    other = [c for c in v44.all_cases() if c.id.split("_")[1] in languages]
    assert len(other) >= 14 and {c.id.split("_")[1] for c in other} == set(languages)
    outside = blind_set_form.of_habit(v44, "foreign_language")
    assert len(outside) >= 3 and all(c.label == UNREADABLE for c in outside)
    by_id = blind_set_form.by_id(v44)
    assert by_id["v44s_es_direction"].label == (2, 0)
    assert by_id["v44s_ko_direction"].label == (1, 1)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v44)
    blind_set_form.habit_pairs(v44)


def test_the_rounds_themes_come_both_ways() -> None:
    # Each chosen theme of this round has a clear look-alike beside its unclear reply.
    for unclear_habit, clear_habit, phases in (
        ("two_options", "prose_answer", CHOSEN_PHASES),
        ("table_unmarked", "table_marked", {"solve", "recognize"}),
        ("second_thought", "final_heading_caveat", {"solve", "generate"}),
    ):
        unclear, clear = (
            blind_set_form.of_habit(v44, unclear_habit),
            blind_set_form.of_habit(v44, clear_habit),
        )
        assert unclear and all(c.label == UNREADABLE for c in unclear), unclear_habit
        assert clear and all(c.clear for c in clear), clear_habit
        for habit in (unclear_habit, clear_habit):
            assert {c.phase for c in blind_set_form.of_habit(v44, habit)} >= phases, habit
    assert {c.phase for c in blind_set_form.of_habit(v44, "table_marked")} == CHOSEN_PHASES
    cut = blind_set_form.of_habit(v44, "cut_in_answer")
    assert {c.phase for c in cut} == CHOSEN_PHASES
    assert all(c.finish_reason == LENGTH and c.label == UNREADABLE for c in cut)
    reformatted = [
        *blind_set_form.of_habit(v44, "numbered_list"),
        *blind_set_form.of_habit(v44, "fenced_answer"),
    ]
    assert len(reformatted) >= 5 and all(c.clear for c in reformatted)


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v44,
        (
            "answer_then_explanation",
            "verification_after",
            "fenced_answer",
            "direction_word",
            "arrows",
            "spacing",
            "abbreviation",
            "chinese_value",
            "label_case",
            "small_half_label",
            "numbered_list",
            "prose_answer",
            "final_heading_caveat",
            "ordinal",
        ),
        (
            "bold_answer",
            "think_block",
            "small_echo",
            "correction",
        ),
        least_after=30,
        least_last=12,
    )


def test_words_and_names_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v44)
    assert by_id["v44s_llama4_direction"].label == (2, 0)
    assert by_id["v44p_phi4_ordinal"].label == (1, "clockwise")
    assert by_id["v44p_v3_zh"].label == (2, "clockwise")
    assert by_id["v44p_o4mini_anti"].label == (1, "counterclockwise")
    assert by_id["v44r_qwen3_zh"].label == "square"
    assert by_id["v44r_gpt5_box"].label == "square" and by_id["v44r_gpt5_box"].strict


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(v44, VALID, BROKEN, is_ring=_is_ring, least=10)


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(written_before(v44), (*VALID, *BROKEN), NEW_ROUTES)


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v44.RIGHT_COL, v44.LEFT_COL, v44.G_TWICE_TOP, v44.DOWN_UP_DOWN),
        (v44.ON_TO_12,),
        BROKEN_ROUTES,
    )
    blind_set_mazes.one_shot_endings_labelled(v44, NEW_ROUTES, BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v44, least=3)
