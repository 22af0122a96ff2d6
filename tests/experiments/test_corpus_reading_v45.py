"""What is the forty-fifth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, the everyday mix at
about three quarters in a natural study mix (about a quarter to a third Qwen-style, Chinese and
thinking mode among them; the rest the other families), ten replies in the other vocabulary
languages and one outside them, the chosen quarter pairing unclear replies with clear
look-alikes from long transcripts (candidates walked then committed in words or not, answers
restated in another form that agrees or conflicts, answers first with a justification, tables
marked or not, corrections and withdrawals, caveats that keep or reopen the answer, questions
after an answer or instead of one), strict verdicts that follow the final-line rule, and its new
rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v45 as v45
from corpus_form import PHASES
from corpus_reading import UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring

VALID = (v45.RING_R3, v45.RING_BR3, v45.RING_TL4, v45.RING_BR4, v45.RING_MID3)
BROKEN = (v45.GAP_RING, v45.NO_GOAL, v45.SIX_COLS, v45.S_AND_E, v45.LOWER_RING)
NEW_ROUTES = (v45.TOP_BACK, v45.LEFT_WIGGLE, v45.PAST_G_UP)
BROKEN_ROUTES = (v45.CORNER_CUT, v45.THROUGH_22, v45.SHORT_42)
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
LANGUAGES = ("es", "fr", "de", "ja", "pt", "it", "ru", "ko")


def _family(case_id: str) -> str:
    """The id's part after the phase (``v45s_qwen3_x`` -> ``qwen3_x``; a chosen id skips its phase letter too)."""
    parts = case_id.split("_")
    return "_".join(parts[2:] if parts[0] == "v45c" else parts[1:])


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v45)


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    blind_set_form.cut_off_everywhere(v45)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v45)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v45)


def test_the_everyday_mix_covers_each_family_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v45, FAMILIES)


def test_qwen_style_replies_are_a_quarter_to_a_third_and_chinese_among_them() -> None:
    cases = v45.all_cases()
    qwen = [c for c in cases if _family(c.id).startswith("qwen")]
    assert 0.2 * len(cases) <= len(qwen) <= 0.35 * len(cases)
    assert {c.phase for c in qwen} == set(PHASES)
    chinese = [c for c in qwen if any("\u4e00" <= ch <= "\u9fff" for ch in c.reply)]
    assert len(chinese) >= 0.5 * len(qwen)
    assert any(c.id in v45.chosen() for c in chinese)


def test_the_other_languages_are_read_and_the_outside_one_abstains() -> None:
    other = [c for c in v45.all_cases() if c.id.split("_")[1] in LANGUAGES]
    assert len(other) >= 10 and {c.id.split("_")[1] for c in other} == set(LANGUAGES)
    assert all(c.clear for c in other)
    outside = blind_set_form.of_habit(v45, "foreign_language")
    assert outside and all(c.label == UNREADABLE for c in outside)
    by_id = blind_set_form.by_id(v45)
    assert by_id["v45s_es_direction"].label == (2, 0)
    assert by_id["v45p_de_words"].label == (3, "counterclockwise")


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v45)
    blind_set_form.habit_pairs(v45)


def test_the_rounds_themes_come_both_ways() -> None:
    # Each chosen theme of this round has a clear look-alike beside its unclear reply.
    for unclear_habit, clear_habit in (
        ("two_options", "weighed_commit"),
        ("restated_conflict", "restated"),
        ("table_unmarked", "table_marked"),
        ("withdrawn", "correction"),
        ("second_thought", "verification_after"),
    ):
        unclear, clear = (
            blind_set_form.of_habit(v45, unclear_habit),
            blind_set_form.of_habit(v45, clear_habit),
        )
        assert unclear and all(c.label == UNREADABLE for c in unclear), unclear_habit
        assert clear and all(c.clear for c in clear), clear_habit
    chosen = [c for c in v45.all_cases() if c.id in v45.chosen()]
    weighed = [c for c in chosen if c.habit in ("two_options", "weighed_commit")]
    assert {c.phase for c in weighed} == set(PHASES)
    caveats = [c for c in chosen if c.habit in ("caveat_after", "conditional")]
    assert any(c.clear for c in caveats) and any(not c.clear for c in caveats)


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v45,
        (
            "answer_then_explanation",
            "verification_after",
            "fenced_answer",
            "direction_word",
            "arrows",
            "spacing",
            "abbreviation",
            "chinese_value",
            "small_half_label",
            "numbered_list",
            "json_answer",
            "prose_answer",
            "weighed_commit",
            "restated",
            "caveat_after",
            "ordinal",
        ),
        (
            "bold_answer",
            "think_block",
            "think_draft",
            "small_echo",
            "correction",
            "table_marked",
        ),
        least_after=40,
        least_last=20,
    )


def test_names_and_words_are_read_as_the_rulings_say() -> None:
    by_id = blind_set_form.by_id(v45)
    assert by_id["v45s_qwen25_zh_direction"].label == (1, 1)
    assert by_id["v45s_llama4_direction"].label == (1, 1)
    assert by_id["v45p_llama4_ordinal"].label == (1, "counterclockwise")
    assert by_id["v45p_o3_anti"].label == (0, "counterclockwise")
    assert by_id["v45r_qwen3_zh_cross"].label == "cross"
    for case_id in ("v45r_gpt41_rect", "v45r_o4mini_box", "v45r_phi4_quad"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict, case_id


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    # a 5x5 ring is a square of another side: the generation ruling counts it
    rows = [r.split() for r in v45.RING_FULL5.splitlines()]
    border = {(r, c) for r in range(5) for c in range(5) if r in (0, 4) or c in (0, 4)}
    assert {(r, c) for r in range(5) for c in range(5) if rows[r][c] != "1"} == border
    blind_set_mazes.rings_read_as_labelled(
        v45, VALID, BROKEN, is_ring=_is_ring, least=12, also_valid=(v45.RING_FULL5,)
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(written_before(v45), (*VALID, *BROKEN, v45.RING_FULL5), NEW_ROUTES)


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v45.RIGHT_COL, v45.LEFT_COL, v45.TOP_BACK, v45.LEFT_WIGGLE),
        (v45.PAST_G_UP,),
        BROKEN_ROUTES,
    )
    blind_set_mazes.one_shot_endings_labelled(v45, NEW_ROUTES, BROKEN_ROUTES)


def test_the_coordinate_answers_are_asked_and_labelled_both_ways() -> None:
    blind_set_form.coordinates_both_ways(v45, least=3)
