"""What is the fortieth reading corpus's own: written replies only (no model was run), a cut-off
reply in every phase, the real small models' habits in every phase, the everyday mix at about
three quarters with the chosen quarter split about evenly between unclear replies and their
clear look-alikes (a chain of thought that commits or leaves a tie, a thinking draft replaced
or a final line that hedges, a question to the user after the answer or instead of it, a hedge
that keeps its answer or prefers another, a reply that breaks off after its answer or is cut
off before it, Chinese that picks in words or leaves both), strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes (new against every set written
before it). The checks every blind set shares are in ``test_blind_reading_sets.py``; no reader
runs here."""

from __future__ import annotations

import json

import blind_set_form
import blind_set_mazes
import corpus_reading_v40 as v40
from corpus_form import coord_list, one_based, path_text
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring

VALID = (v40.RING_TL4, v40.RING_MID3, v40.RING_TR3, v40.RING_BR4)
BROKEN = (v40.FILLED_BOTTOM, v40.NO_GOAL, v40.SPUR, v40.S_E_LETTERS, v40.FOUR_COLS)
BROKEN_ROUTES = (v40.THROUGH_32, v40.BOTTOM_VIA_32)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v40)


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    blind_set_form.cut_off_everywhere(v40)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v40)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v40)


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
    blind_set_form.families_in_several_phases(v40, FAMILIES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v40)
    blind_set_form.habit_pairs(v40)


def test_the_rounds_themes_come_both_ways() -> None:
    # Each everyday hard case of this round has a clear look-alike beside its unclear reply.
    for unclear_habit, clear_habit in (
        ("cot_open", "cot_commit"),
        ("think_hedge", "think_draft"),
        ("zh_open", "zh_pick"),
        ("second_thought", "hedge_kept"),
        ("cut_off", "ends_abruptly"),
    ):
        unclear, clear = (
            blind_set_form.of_habit(v40, unclear_habit),
            blind_set_form.of_habit(v40, clear_habit),
        )
        assert unclear and all(c.label == UNREADABLE for c in unclear), unclear_habit
        assert clear and all(c.clear for c in clear), clear_habit
    blind_set_form.habits_in_every_phase(
        v40, ("cot_commit", "cot_open", "zh_pick", "zh_open", "question_back")
    )
    assert {c.phase for c in blind_set_form.of_habit(v40, "think_draft")} >= {
        "solve",
        "one_shot",
        "generate",
    }
    # a question after the answer keeps it; a question instead of the answer leaves none
    asked = [c for c in blind_set_form.of_habit(v40, "question_back") if c.id.startswith("v40c_")]
    assert [c.clear for c in asked if c.id.endswith("_question_end")] == [True] * 5
    assert [c.clear for c in asked if c.id.endswith("_question_pick")] == [False] * 5


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v40,
        (
            "answer_then_explanation",
            "fenced_answer",
            "json_answer",
            "xml_tag",
            "one_based_said",
            "direction_word",
            "other_language_name",
            "arrows",
            "spacing",
            "abbreviation",
            "degrees",
            "chinese_value",
            "fullwidth",
            "latex_boxed",
            "label_case",
            "ends_abruptly",
            "small_half_label",
        ),
        (
            "bold_answer",
            "correction",
            "verification_after",
            "cot_commit",
            "think_draft",
            "zh_pick",
            "hedge_kept",
        ),
        least_after=30,
        least_last=15,
        also_after=[c for c in blind_set_form.of_habit(v40, "question_back") if c.clear],
    )


def test_words_and_names_are_read_only_in_the_languages_read() -> None:
    by_id = blind_set_form.by_id(v40)
    assert by_id["v40s_flash_japanese"].label == (2, 0)
    assert by_id["v40s_llama4_italian"].label == (2, 0)
    assert by_id["v40s_v3_korean"].label == (1, 1)
    assert by_id["v40s_gemma3_indonesian"].label == UNREADABLE
    assert by_id["v40p_flash_french"].label == (3, "clockwise")
    assert by_id["v40p_qwen3_chinese_value"].label == (1, "counterclockwise")
    assert by_id["v40r_qwen25_chinese"].label == "square"
    assert by_id["v40r_mistral_french"].label == UNREADABLE
    for case_id in ("v40r_sonnet4_box", "v40r_gemma3_cube", "v40r_pro_quadrilateral"):
        assert by_id[case_id].label == "square" and by_id[case_id].strict, case_id


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v40, VALID, BROKEN, is_ring=_is_ring, least=10, original_fails=True, one_marker_only=True
    )


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(
        written_before(v40),
        (*VALID, *BROKEN),
        (v40.DOWN_THEN_TOP, v40.PAST_TO_CORNER, v40.BOTTOM_BACK_PAST, *BROKEN_ROUTES),
    )


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v40.all_cases() if c.encoding == "coord_list"]
    assert len(coord) >= 2
    exact = [c for c in coord if c.reply == "MAZE:\n" + coord_list(v40.RING_BR4)]
    assert len(exact) == 1 and exact[0].label == SUCCESS and exact[0].strict
    assert any(c.reply.endswith("MAZE:\n" + coord_list(v40.RING_MID3)) for c in coord)


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v40.RIGHT, v40.DOWN, v40.DOWN_THEN_TOP),
        (v40.PAST_TO_CORNER, v40.BOTTOM_BACK_PAST),
        BROKEN_ROUTES,
    )
    by_id = blind_set_form.by_id(v40)
    for case_id, route, label in (
        ("v40o_o3_down_then_top", v40.DOWN_THEN_TOP, SUCCESS),
        ("v40o_gpt5_past_corner", v40.PAST_TO_CORNER, SUCCESS),
        ("v40o_pro_bottom_back_past", v40.BOTTOM_BACK_PAST, SUCCESS),
        ("v40o_sonnet4_through_32", v40.THROUGH_32, FAIL),
        ("v40o_llama4_via_32", v40.BOTTOM_VIA_32, FAIL),
    ):
        case = by_id[case_id]
        assert case.reply.endswith("PATH: " + path_text(route)) and case.label == label, case_id
    said = by_id["v40o_phi4_one_based_said"]
    assert said.reply.endswith("PATH: " + one_based(v40.DOWN)) and said.label == SUCCESS


def test_the_json_answers_are_what_they_claim() -> None:
    # The clear look-alikes written as JSON must hold the valid ring or route they are read as.
    by_id = blind_set_form.by_id(v40)
    maze = json.loads(by_id["v40g_v3_json"].reply.strip("`json\n"))["maze"]
    assert "\n".join(maze) == v40.RING_TL4
    path = json.loads(by_id["v40o_v3_json"].reply.split("```json\n")[1].strip("`\n"))["path"]
    assert " ".join(f"{r},{c}" for r, c in path) == v40.DOWN
