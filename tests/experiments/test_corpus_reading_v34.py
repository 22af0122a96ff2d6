"""What is the thirty-fourth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, the everyday mix at
about three quarters with the chosen quarter split about evenly between unclear replies and
their clear look-alikes (doubts after the answer left open or settled, questions back answered
by the reply or left to the user, alternatives kept or rejected, unfinished corrections and
corrections of the explanation only, a draft maze replaced or two mazes kept, answers under
conditions), strict verdicts that follow the final-line rule, and its new rings, broken mazes
and routes (new against every set written before it). The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import json
import re

import blind_set_form
import corpus_mazes
import corpus_reading_v34 as v34
from corpus_form import PHASES, coord_list, one_based, path_text
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring, _walk_ok

VALID = (
    v34.RING_MID3,
    v34.RING_R3,
    v34.RING_BR3,
    v34.RING_L3,
    v34.RING_T3,
    v34.RING_TR4,
    v34.RING_TL4,
    v34.RING_BR4,
)
BROKEN = (
    v34.PLUS,
    v34.GAP,
    v34.SIX_COLS,
    v34.P_OUTSIDE,
    v34.OPENED,
    v34.LOWER,
    v34.S_AND_E,
    v34.ALL_WALLS,
)
NEW_ROUTES = (v34.SHUFFLE, v34.WALK_LONG, v34.PAST_WALL, v34.SKIP, v34.CUT_CORNER, v34.THROUGH)
BROKEN_ROUTES = (v34.SKIP, v34.CUT_CORNER, v34.THROUGH, v34.SHORT_BACK)
WALKED_ON = (v34.WALK_LONG, v34.PAST_WALL)


def _of_habit(habit: str) -> list[object]:
    return [c for c in v34.all_cases() if c.habit == habit]


def _earlier_text() -> str:
    return "\n".join(c.reply for m in written_before(v34) for c in m.all_cases())


def _last_g(route: str) -> str:
    """``route`` up to its last visit of G (the specification's check walks back from there)."""
    return route.rsplit("4,3", 1)[0] + "4,3"


def _by_id() -> dict[str, object]:
    return {c.id: c for c in v34.all_cases()}


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v34.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v34.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    blind_set_form.small_habits_everywhere(v34)


def test_the_everyday_mix_is_about_three_quarters_in_every_phase() -> None:
    blind_set_form.everyday_share(v34)


FAMILIES = (
    "gpt4o",
    "gpt41",
    "o3",
    "o4mini",
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
    "mixtral",
    "phi4",
    "gemma3",
    "v3",
    "r1",
)
"""The model families of the everyday mix, by their ids' prefix."""


def test_the_everyday_mix_covers_each_family_in_several_phases() -> None:
    blind_set_form.families_in_several_phases(v34, FAMILIES)


def test_the_chosen_quarter_pairs_unclear_replies_with_clear_look_alikes() -> None:
    blind_set_form.chosen_pairs(v34)


def test_this_rounds_kinds_come_unclear_and_clear() -> None:
    # Each kind has a genuinely unclear reply and a clear look-alike somewhere.
    for habit in ("question_back", "conditional", "two_options", "second_thought"):
        cases = _of_habit(habit)
        assert cases, habit
    for unclear, clear in (
        ("second_thought", "verification_after"),
        ("two_options", "rejected_alternative"),
        ("withdrawn", "verification_after"),
    ):
        assert all(c.label == UNREADABLE for c in _of_habit(unclear)), unclear
        assert all(c.clear for c in _of_habit(clear)), clear
    for habit in ("question_back", "conditional"):
        cases = _of_habit(habit)
        assert any(c.clear for c in cases) and any(not c.clear for c in cases), habit
    checks = _of_habit("verification_after")
    assert len(checks) >= 5 and {c.phase for c in checks} == set(PHASES)
    assert all(c.strict in (None, False) for c in checks)


def test_strict_follows_the_final_line_rule() -> None:
    after = []
    for habit in (
        "answer_then_explanation",
        "fenced_answer",
        "tool_call_json",
        "json_answer",
        "json_maze",
        "one_based_said",
        "direction_word",
        "emoji",
        "arrows",
        "commas",
        "spacing",
        "abbreviation",
        "synonym",
        "degrees",
        "named_place",
        "ordinal",
        "verification_after",
        "small_half_label",
    ):
        after += _of_habit(habit)
    assert len(after) >= 20
    assert all(c.strict in (None, False) for c in after)
    bold = _of_habit("bold_answer")
    assert len(bold) >= 5 and all(c.strict not in (None, False) for c in bold)
    repeated = _of_habit("small_repeat")
    assert all(c.strict not in (None, False) for c in repeated if c.clear)
    assert len([c for c in repeated if c.clear]) == 2


def test_words_and_names_are_read_only_in_the_languages_read() -> None:
    by_id = _by_id()
    assert by_id["v34p_mistral_french_prose"].label == (1, "counterclockwise")
    assert by_id["v34p_qwen25_chinese_direction"].label == (0, "clockwise")
    assert by_id["v34r_gemini_portuguese_name"].label == UNREADABLE
    assert by_id["v34r_qwen25_chinese_value"].label == "square"
    assert by_id["v34r_small_square_pyramid"].label == "triangle"
    assert by_id["v34r_flash_circle"].label == "none"


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    assert all(_is_ring(maze) for maze in VALID)
    assert not any(_is_ring(maze) for maze in BROKEN)
    assert corpus_mazes.ORIGINAL_MATRIX not in VALID
    gen = [c for c in v34.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
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
    assert read >= 14


def test_the_mazes_and_routes_are_new_against_the_earlier_sets() -> None:
    earlier = _earlier_text()
    assert [m for m in (*VALID, *BROKEN) if m in earlier] == []
    for route in NEW_ROUTES:
        assert path_text(route) not in earlier, route


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v34.all_cases() if c.encoding == "coord_list"]
    assert len(coord) >= 4
    exact = [c for c in coord if c.reply == "MAZE:\n" + coord_list(v34.RING_BR4)]
    assert len(exact) == 1 and exact[0].label == SUCCESS and exact[0].strict
    matrix = [c for c in coord if c.habit == "wrong_encoding"]
    assert len(matrix) == 1 and "Walls:" not in matrix[0].reply and matrix[0].label == FAIL
    replaced = _by_id()["v34g_o3_coord_replaced"]
    assert replaced.reply.endswith("MAZE:\n" + coord_list(v34.RING_MID3))
    assert coord_list(v34.GAP) in replaced.reply and replaced.label == SUCCESS


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v34.RIGHT) and _walk_ok(v34.DOWN) and _walk_ok(v34.SHUFFLE)
    assert not any(_walk_ok(r) for r in BROKEN_ROUTES)
    # The walked-on routes are not walks ending on G, but their part up to the last G is.
    for route in WALKED_ON:
        assert not _walk_ok(route) and _walk_ok(_last_g(route)), route
    by_id = _by_id()
    for case_id, route, label in (
        ("v34o_llama4_walks_on_past_goal", v34.WALK_LONG, SUCCESS),
        ("v34o_o3_onto_wall_after_goal", v34.PAST_WALL, SUCCESS),
        ("v34o_gemma3_back_and_forth", v34.SHUFFLE, SUCCESS),
        ("v34o_llama33_skips_cell", v34.SKIP, FAIL),
        ("v34o_mistral_cut_corner", v34.CUT_CORNER, FAIL),
        ("v34o_llama4_through_block", v34.THROUGH, FAIL),
        ("v34o_mixtral_one_short", v34.SHORT_BACK, FAIL),
    ):
        case = by_id[case_id]
        assert case.reply.endswith("PATH: " + path_text(route)) and case.label == label, case_id
    unsaid = by_id["v34o_llama33_one_based_unsaid"]
    assert unsaid.reply.endswith("PATH: " + one_based(v34.DOWN)) and unsaid.label == UNREADABLE


def test_the_edits_and_restatements_are_what_their_labels_assume() -> None:
    by_id = _by_id()
    # The rejected draft puts P next to G; the maze after the MAZE: line is a new ring.
    draft = by_id["v34g_opus4_draft_rejected"]
    shown = draft.reply.split("\n\nFinal:")[0].split(":\n", 1)[1]
    assert _is_ring(shown) and draft.reply.endswith("MAZE:\n" + v34.RING_TR4)
    flat = shown.split()
    (p_row, p_col), (g_row, g_col) = (divmod(flat.index(ch), 5) for ch in "PG")
    assert abs(p_row - g_row) + abs(p_col - g_col) == 1
    # The check after the maze walks it right: P (4,2) to G (3,4) on RING_BR3's open cells.
    rows = [r.split() for r in v34.RING_BR3.splitlines()]
    check = by_id["v34g_flash_reachability_check"].reply.split("Reachability: ")[1]
    cells = [tuple(map(int, m)) for m in re.findall(r"\((\d),(\d)\)", check)]
    assert rows[cells[0][0]][cells[0][1]] == "P" and rows[cells[-1][0]][cells[-1][1]] == "G"
    assert all(rows[r][c] != "1" for r, c in cells)
    rows_json = by_id["v34g_v3_json_rows"].reply.split("MAZE:\n")[1]
    assert "\n".join(" ".join(r) for r in json.loads(rows_json)) == v34.RING_R3
    # A solve reply said to be 1-based names (3, 1): (2, 0) counted from 0.
    assert by_id["v34s_qwen25_one_based_said"].label == (2, 0)
