"""What is the thirty-seventh reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, the everyday mix at
about three quarters with the chosen quarter split about evenly between unclear replies and
their clear look-alikes (summaries, notes and caveats, "would also work", echoed templates,
assumptions, confidence ratings, two notations, a re-read prompt), strict verdicts that follow
the final-line rule, and its new rings, broken mazes and routes (new against every set written
before it). The checks every blind set shares are in ``test_blind_reading_sets.py``; no reader
runs here."""

from __future__ import annotations

import blind_set_form
import corpus_mazes
import corpus_reading_v37 as v37
from corpus_form import PHASES, coord_list, one_based, path_text
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring, _walk_ok

VALID = (v37.RING_TOP3, v37.RING_TL3, v37.RING_LOW4, v37.RING_BR4)
BROKEN = (v37.CORNER_WALLED, v37.TWO_P, v37.FOUR_ROWS, v37.SPUR)
BROKEN_ROUTES = (v37.DIAG_CUT, v37.SHORT, v37.REVERSED, v37.INTO_WALL)


def _of_habit(habit: str) -> list[object]:
    return [c for c in v37.all_cases() if c.habit == habit]


def _by_id() -> dict[str, object]:
    return {c.id: c for c in v37.all_cases()}


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v37.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v37.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v37)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v37)


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
    blind_set_form.families_in_several_phases(v37, FAMILIES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v37)
    blind_set_form.habit_pairs(v37)


def test_the_rounds_themes_come_both_ways() -> None:
    # Each theme of this round's chosen part has a clear look-alike beside its unclear reply.
    for unclear_habit, clear_habit in (
        ("summary_disagrees", "summary_agrees"),
        ("two_notations_disagree", "two_notations_agree"),
        ("reread_doubt", "reread_prompt"),
        ("confidence_open", "confidence_rating"),
        ("second_thought", "note_after"),
    ):
        unclear, clear = _of_habit(unclear_habit), _of_habit(clear_habit)
        assert unclear and all(c.label == UNREADABLE for c in unclear), unclear_habit
        assert clear and all(c.clear for c in clear), clear_habit
    echoed = _of_habit("template_echo")
    assert len(echoed) >= 3 and all(c.clear for c in echoed)
    assert {c.phase for c in _of_habit("summary_disagrees")} >= {"solve", "recognize"}


def test_strict_follows_the_final_line_rule() -> None:
    after = []
    for habit in (
        "answer_then_explanation",
        "fenced_answer",
        "json_answer",
        "json_path",
        "xml_tag",
        "one_based_said",
        "direction_word",
        "other_language_direction",
        "arrows",
        "spacing",
        "abbreviation",
        "degrees",
        "ordinal",
        "verification_after",
        "note_after",
        "summary_agrees",
        "two_notations_agree",
        "chinese_value",
        "fullwidth",
        "latex_boxed",
        "label_case",
        "prose_only",
    ):
        after += _of_habit(habit)
    assert len(after) >= 30
    assert all(c.strict in (None, False) for c in after)
    bold = _of_habit("bold_answer")
    assert len(bold) >= 4 and all(c.strict not in (None, False) for c in bold)
    repeated = [c for c in _of_habit("small_repeat") if c.clear and c.label != FAIL]
    assert len(repeated) == 4 and all(c.strict not in (None, False) for c in repeated)


def test_words_and_names_are_read_only_in_the_languages_read() -> None:
    by_id = _by_id()
    assert by_id["v37s_gemma3_german"].label == (2, 0)
    assert by_id["v37s_gpt4o_japanese"].label == (2, 0)
    assert by_id["v37s_flash_russian"].label == (2, 0)
    assert by_id["v37s_qwen25_chinese_direction"].label == (1, 1)
    assert by_id["v37s_llama4_dutch"].label == UNREADABLE
    assert by_id["v37p_llama33_german"].label == (0, "clockwise")
    assert by_id["v37p_gemma3_japanese"].label == (3, "counterclockwise")
    assert by_id["v37r_qwen25_chinese_fang"].label == "square"
    assert by_id["v37r_pro_square_pyramid"].label == "triangle"
    assert by_id["v37r_llama4_square_prism"].label == "none"


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    assert all(_is_ring(maze) for maze in VALID)
    assert not any(_is_ring(maze) for maze in BROKEN)
    assert corpus_mazes.ORIGINAL_MATRIX not in VALID
    gen = [c for c in v37.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
    read = 0
    plain = [c for c in gen if c.clear and "MAZE:\n" in c.reply and c.reply.count("MAZE:") == 1]
    for case in plain:
        maze = case.reply.split("MAZE:\n")[-1].split("\n\n")[0].strip("`\n")
        if maze in VALID:
            assert case.label == SUCCESS, case.id
            read += 1
        if maze in BROKEN or maze == corpus_mazes.ORIGINAL_MATRIX:
            assert case.label == FAIL, case.id
            read += 1
    assert read >= 12


def test_the_mazes_are_new_against_the_earlier_sets() -> None:
    earlier = "\n".join(c.reply for m in written_before(v37) for c in m.all_cases())
    assert [m for m in (*VALID, *BROKEN) if m in earlier] == []


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v37.all_cases() if c.encoding == "coord_list"]
    assert len(coord) >= 4
    for ring in (v37.RING_BR4, v37.RING_TL3):
        exact = [c for c in coord if c.reply == "MAZE:\n" + coord_list(ring)]
        assert len(exact) == 1 and exact[0].label == SUCCESS and exact[0].strict
    matrix = [c for c in coord if c.habit == "wrong_encoding"]
    assert len(matrix) == 1 and "Walls:" not in matrix[0].reply and matrix[0].label == FAIL


def test_the_routes_are_what_their_labels_assume() -> None:
    for route in (v37.RIGHT, v37.DOWN, v37.RIGHT_DETOUR, v37.DOWN_DETOUR):
        assert _walk_ok(route), route
    # the specification's check: the last G walked back to P; what follows G is not scored
    cells = v37.LOOP_BACK.split()
    assert not _walk_ok(v37.LOOP_BACK)
    assert _walk_ok(" ".join(cells[: len(cells) - cells[::-1].index("4,3")]))
    assert not any(_walk_ok(r) for r in BROKEN_ROUTES)
    by_id = _by_id()
    for case_id, route, label in (
        ("v37o_o3_loop_back", v37.LOOP_BACK, SUCCESS),
        ("v37o_gpt5_right_detour", v37.RIGHT_DETOUR, SUCCESS),
        ("v37o_qwen3_think_detour", v37.DOWN_DETOUR, SUCCESS),
        ("v37o_haiku4_diagonal", v37.DIAG_CUT, FAIL),
        ("v37o_opus4_stops_short", v37.SHORT, FAIL),
        ("v37o_pro_reversed", v37.REVERSED, FAIL),
        ("v37o_llama33_into_wall", v37.INTO_WALL, FAIL),
    ):
        case = by_id[case_id]
        assert case.reply.endswith("PATH: " + path_text(route)) and case.label == label, case_id
    said = by_id["v37o_gemma3_one_based_said"]
    assert said.reply.endswith("PATH: " + one_based(v37.DOWN)) and said.label == SUCCESS
    assert by_id["v37s_sonnet4_one_based_said"].label == (2, 0)
