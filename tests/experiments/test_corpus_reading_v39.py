"""What is the thirty-ninth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, the everyday mix at
about three quarters with the chosen quarter split about evenly between unclear replies and
their clear look-alikes (answers in marked or unmarked tables, a slightly different question
answered, numbered lists of final answers, long preambles, HTML wrappers, ticks and emoji, the
coordinate list's own words, clarifying questions, personas and stories), strict verdicts that
follow the final-line rule, and its new rings, broken mazes and routes (new against every set
written before it). The checks every blind set shares are in ``test_blind_reading_sets.py``;
no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v39 as v39
from corpus_form import PHASES, coord_list, one_based, path_text
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring

VALID = (v39.RING_TOP3, v39.RING_RIGHT3, v39.RING_BOTTOM3, v39.RING_BR4)
BROKEN = (v39.TWO_GOALS, v39.CORNER_MISSING, v39.LOWER_LETTERS, v39.RING_6X6)
BROKEN_ROUTES = (v39.DIAGONAL_STEP, v39.THROUGH_31, v39.THROUGH_RIGHT_WALL)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v39)


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    blind_set_form.cut_off_everywhere(v39)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v39)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v39)


FAMILIES = (
    "gpt4o",
    "gpt41",
    "o3",
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
    "gemma3",
    "v3",
    "r1",
    "small",
)
"""The model families of the everyday mix, by their ids' prefix."""


def test_the_everyday_mix_covers_each_family_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v39, FAMILIES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v39)
    blind_set_form.habit_pairs(v39)


def test_the_rounds_themes_come_both_ways() -> None:
    # Each theme of this round's chosen part has a clear look-alike beside its unclear reply.
    for unclear_habit, clear_habit in (
        ("table_unmarked", "table_marked"),
        ("emoji_two", "emoji_marked"),
        ("numbered_two", "numbered_finals"),
        ("persona_story_open", "persona_story"),
    ):
        unclear, clear = (
            blind_set_form.of_habit(v39, unclear_habit),
            blind_set_form.of_habit(v39, clear_habit),
        )
        assert unclear and all(c.label == UNREADABLE for c in unclear), unclear_habit
        assert clear and all(c.clear for c in clear), clear_habit
    blind_set_form.habits_in_every_phase(v39, ("table_marked", "html_wrapped"))
    assert all(
        c.clear and c.strict in (None, False) for c in blind_set_form.of_habit(v39, "html_wrapped")
    )
    other = blind_set_form.of_habit(v39, "other_question")
    assert {c.phase for c in other} == set(PHASES)
    # a maze of another size is a committed (wrong) maze; elsewhere no answer to the question
    assert [c.label for c in other if c.phase == "generate"] == [FAIL]
    assert all(c.label == UNREADABLE for c in other if c.phase != "generate")
    asked = blind_set_form.of_habit(v39, "question_back")
    assert any(c.clear for c in asked) and any(not c.clear for c in asked)


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v39,
        (
            "answer_then_explanation",
            "answer_then_rules",
            "fenced_answer",
            "json_answer",
            "xml_tag",
            "one_based_said",
            "direction_word",
            "other_language_direction",
            "arrows",
            "spacing",
            "abbreviation",
            "degrees",
            "chinese_value",
            "fullwidth",
            "latex_boxed",
            "label_case",
            "table_marked",
            "html_wrapped",
            "emoji_marked",
            "numbered_finals",
            "coord_words",
        ),
        (
            "bold_answer",
            "correction",
            "verification_after",
            "persona_story",
            "long_preamble",
        ),
        least_after=30,
        least_last=8,
        # a marked table's label line may follow the table (the generate case): then strict holds
        strict_may_hold=lambda c: c.reply.endswith(v39.RING_RIGHT3),
    )


def test_words_and_names_are_read_only_in_the_languages_read() -> None:
    by_id = blind_set_form.by_id(v39)
    assert by_id["v39s_flash_spanish"].label == (2, 0)
    assert by_id["v39s_mistral_german"].label == (1, 1)
    assert by_id["v39s_llama33_direction_en"].label == (1, 1)
    assert by_id["v39s_gemma3_turkish"].label == UNREADABLE
    assert by_id["v39p_llama33_portuguese"].label == (3, "counterclockwise")
    assert by_id["v39p_phi4_swedish"].label == UNREADABLE
    assert by_id["v39r_qwen25_chinese_name"].label == "square"
    assert by_id["v39r_gemma3_french"].label == UNREADABLE
    assert by_id["v39r_opus4_pyramid"].label == "triangle"
    assert by_id["v39r_pro_prism"].label == "none"
    assert by_id["v39r_gpt41_rectangle"].label == "square"


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v39, VALID, BROKEN, is_ring=_is_ring, least=10, original_fails=True, one_marker_only=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        written_before(v39),
        (*VALID, *BROKEN),
        (v39.TOP_WIGGLE, v39.DOWN_AND_BACK, v39.PAST_ALONG_BOTTOM, *BROKEN_ROUTES),
    )


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v39.all_cases() if c.encoding == "coord_list"]
    assert len(coord) >= 3
    exact = [c for c in coord if c.reply == "MAZE:\n" + coord_list(v39.RING_BR4)]
    assert len(exact) == 1 and exact[0].label == SUCCESS and exact[0].strict
    assert any(c.reply.endswith("MAZE:\n" + coord_list(v39.RING_TOP3)) for c in coord)


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v39.RIGHT, v39.DOWN, v39.TOP_WIGGLE, v39.DOWN_AND_BACK),
        (v39.PAST_ALONG_BOTTOM,),
        BROKEN_ROUTES,
    )
    by_id = blind_set_form.by_id(v39)
    for case_id, route, label in (
        ("v39o_gpt41_wiggle", v39.TOP_WIGGLE, SUCCESS),
        ("v39o_sonnet4_down_back", v39.DOWN_AND_BACK, SUCCESS),
        ("v39o_gpt5_past_bottom", v39.PAST_ALONG_BOTTOM, SUCCESS),
        ("v39o_o3_diagonal", v39.DIAGONAL_STEP, FAIL),
        ("v39o_haiku4_stops", v39.THROUGH_31, FAIL),
        ("v39o_opus4_through_wall", v39.THROUGH_RIGHT_WALL, FAIL),
    ):
        case = by_id[case_id]
        assert case.reply.endswith("PATH: " + path_text(route)) and case.label == label, case_id
    said = by_id["v39o_phi4_one_based_said"]
    assert said.reply.endswith("PATH: " + one_based(v39.DOWN)) and said.label == SUCCESS


def test_the_json_and_coordinate_word_mazes_are_the_rings_they_claim() -> None:
    # The clear look-alikes written in other notations must draw a valid ring to be a success.
    by_id = blind_set_form.by_id(v39)
    rows = by_id["v39g_mistral_json"].reply.split('["')[1].split('"]')[0].split('", "')
    assert "\n".join(rows) == v39.RING_BOTTOM3
    words = by_id["v39c_g_coord_open_cells"].reply
    open_cells = words.split("Open cells: ")[1].split("\n")[0]
    top = {
        (r, c)
        for r, row in enumerate(v39.RING_TOP3.splitlines())
        for c, ch in enumerate(row.split())
        if ch != "1"
    }
    assert {(int(x[1]), int(x[3])) for x in open_cells.split(", ")} == top
