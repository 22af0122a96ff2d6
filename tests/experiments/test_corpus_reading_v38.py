"""What is the thirty-eighth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, the everyday mix at
about three quarters with the chosen quarter split about evenly between unclear replies and
their clear look-alikes (answers as code, ASCII art beside the answer, earlier turns quoted or
only referred to, apologies, future moves, footers, answers stated mid-way, reasoning that
drifts after the answer, translations), strict verdicts that follow the final-line rule, and its
new rings, broken mazes and routes (new against every set written before it). The checks every
blind set shares are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import blind_set_form
import blind_set_mazes
import corpus_reading_v38 as v38
from corpus_form import coord_list, one_based, path_text
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring

VALID = (v38.RING_C3, v38.RING_BL3, v38.RING_TR4, v38.RING_TL4)
BROKEN = (v38.G_ISLAND, v38.RAGGED, v38.NO_PLAYER, v38.HASH_WALLS)
BROKEN_ROUTES = (v38.SKIP_ROW, v38.THROUGH_MIDDLE, v38.STOPS_AT_33, v38.WALL_START)


def test_every_reply_is_written_none_is_a_model_run() -> None:
    blind_set_form.all_written(v38)


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    blind_set_form.cut_off_everywhere(v38)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v38)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v38)


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
    blind_set_form.families_in_several_phases(v38, FAMILIES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v38)
    blind_set_form.habit_pairs(v38)


def test_the_rounds_themes_come_both_ways() -> None:
    # Each theme of this round's chosen part has a clear look-alike beside its unclear reply.
    for unclear_habit, clear_habit in (
        ("code_candidates", "code_answer"),
        ("art_disagrees", "art_agrees"),
        ("refers_earlier", "quoted_earlier"),
        ("refers_earlier", "apology_earlier"),
        ("drift_after", "mid_answer"),
        ("translated_disagrees", "translated_agrees"),
    ):
        unclear, clear = (
            blind_set_form.of_habit(v38, unclear_habit),
            blind_set_form.of_habit(v38, clear_habit),
        )
        assert unclear and all(c.label == UNREADABLE for c in unclear), unclear_habit
        assert clear and all(c.clear for c in clear), clear_habit
    footers = blind_set_form.of_habit(v38, "footer")
    assert {c.phase for c in footers} >= {"solve", "one_shot", "recognize", "generate"}
    assert all(c.clear and c.strict in (None, False) for c in footers)
    future = blind_set_form.of_habit(v38, "future_moves")
    assert any(c.clear for c in future) and any(not c.clear for c in future)
    blind_set_form.habits_in_every_phase(v38, ("code_answer",))
    assert {c.phase for c in blind_set_form.of_habit(v38, "drift_after")} >= {
        "solve",
        "recognize",
        "generate",
    }


def test_strict_follows_the_final_line_rule() -> None:
    blind_set_form.strict_follows_final_line(
        v38,
        (
            "answer_then_explanation",
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
            "ordinal",
            "chinese_value",
            "fullwidth",
            "latex_boxed",
            "label_case",
            "prose_only",
            "code_answer",
            "footer",
            "mid_answer",
            "translated_agrees",
        ),
        (
            "quoted_earlier",
            "apology_earlier",
            "art_agrees",
            "bold_answer",
        ),
        least_after=30,
        least_last=8,
    )
    repeated = [
        c for c in blind_set_form.of_habit(v38, "small_repeat") if c.clear and c.label != FAIL
    ]
    assert len(repeated) == 3 and all(c.strict not in (None, False) for c in repeated)


def test_words_and_names_are_read_only_in_the_languages_read() -> None:
    by_id = blind_set_form.by_id(v38)
    assert by_id["v38s_flash_spanish"].label == (2, 0)
    assert by_id["v38s_llama4_korean"].label == (1, 1)
    assert by_id["v38s_mistral_italian"].label == (1, 1)
    assert by_id["v38s_gemma3_polish"].label == UNREADABLE
    assert by_id["v38p_sonnet4_french"].label == (1, "clockwise")
    assert by_id["v38p_llama33_spanish"].label == (3, "counterclockwise")
    assert by_id["v38p_gemma3_hindi"].label == UNREADABLE
    assert by_id["v38r_qwen25_zhengfangxing"].label == "square"
    assert by_id["v38r_llama4_spanish"].label == UNREADABLE
    assert by_id["v38r_opus4_trilateral"].label == "triangle"
    assert by_id["v38r_phi4_pyramid"].label == "triangle"
    assert by_id["v38r_gpt41_quadrilateral"].label == "square"


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    blind_set_mazes.rings_read_as_labelled(
        v38, VALID, BROKEN, is_ring=_is_ring, least=12, original_fails=True, one_marker_only=True
    )


def test_the_mazes_are_new_against_the_earlier_sets() -> None:
    blind_set_mazes.new_against(written_before(v38), (*VALID, *BROKEN), ())


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v38.all_cases() if c.encoding == "coord_list"]
    assert len(coord) >= 4
    for ring in (v38.RING_TR4, v38.RING_C3):
        exact = [c for c in coord if c.reply == "MAZE:\n" + coord_list(ring)]
        assert len(exact) == 1 and exact[0].label == SUCCESS and exact[0].strict
    wrong = [c for c in v38.all_cases() if c.habit == "wrong_encoding"]
    assert len(wrong) == 1 and wrong[0].encoding == "matrix" and wrong[0].label == FAIL
    assert "Walls:" in wrong[0].reply


def test_the_routes_are_what_their_labels_assume() -> None:
    blind_set_mazes.routes_walk_as_assumed(
        (v38.RIGHT, v38.DOWN, v38.BACK_ONTO_P), (v38.PAST_TWO,), BROKEN_ROUTES
    )
    by_id = blind_set_form.by_id(v38)
    for case_id, route, label in (
        ("v38o_gpt41_back_onto_p", v38.BACK_ONTO_P, SUCCESS),
        ("v38o_gpt5_past_two", v38.PAST_TWO, SUCCESS),
        ("v38o_o3_skip_row", v38.SKIP_ROW, FAIL),
        ("v38o_haiku4_through_middle", v38.THROUGH_MIDDLE, FAIL),
        ("v38o_opus4_stops_at_33", v38.STOPS_AT_33, FAIL),
        ("v38o_pro_wall_start", v38.WALL_START, FAIL),
    ):
        case = by_id[case_id]
        assert case.reply.endswith("PATH: " + path_text(route)) and case.label == label, case_id
    said = by_id["v38o_phi4_one_based_said"]
    assert said.reply.endswith("PATH: " + one_based(v38.RIGHT)) and said.label == SUCCESS


def test_the_drawings_show_what_their_labels_assume() -> None:
    # An agreeing drawing marks the answer's own cells; a disagreeing one marks the other route.
    by_id = blind_set_form.by_id(v38)

    def marked(reply: str, mark: str) -> set[tuple[int, int]]:
        art = reply.split("```\n")[1].split("\n```")[0].splitlines()
        return {
            (r, c) for r, row in enumerate(art) for c, ch in enumerate(row.split()) if ch == mark
        }

    route = {tuple(int(v) for v in c.split(",")) for c in v38.RIGHT.split()[1:-1]}
    assert marked(by_id["v38c_o_art_agrees"].reply, "*") == route
    other = {tuple(int(v) for v in c.split(",")) for c in v38.DOWN.split()[1:-1]}
    assert marked(by_id["v38c_o_art_disagrees"].reply, "*") == other
    assert marked(by_id["v38c_s_art_disagrees"].reply, "v") == {(2, 0)}

    def sketch(reply: str) -> str:
        return reply.split("\n\n")[1].replace("#", "1").replace(".", "0")

    def cells_only(maze: str) -> str:
        return maze.replace("P", "0").replace("G", "0")

    assert sketch(by_id["v38c_g_art_agrees"].reply) == v38.RING_C3
    assert cells_only(sketch(by_id["v38c_g_art_disagrees"].reply)) == cells_only(v38.RING_BL3)
    assert cells_only(v38.RING_BL3) != cells_only(v38.RING_TR4)
