"""What is the thirtieth reading corpus's own: written replies only (no model was run), a cut-off
reply in every phase, the real small models' habits in every phase, a natural mix of about two
thirds with the chosen third split between unclear replies and their clear look-alikes, strict
verdicts that follow the final-line rule, and its new rings, broken mazes and routes (new against
every set written before it). The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import re

import corpus_mazes
import corpus_reading_v30 as v30
from corpus_form import PHASES, coord_list, one_based, path_text
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_blind_reading_sets import written_before
from test_corpus_reading_v8 import _is_ring, _walk_ok

VALID = (v30.RING_TR4, v30.RING_TL3, v30.RING_MR3, v30.RING_BR3, v30.RING_ML3)
BROKEN = (
    v30.GAP_RING,
    v30.TWO_GOALS,
    v30.FOUR_ROWS,
    v30.GOAL_CUT_OFF,
    v30.S_AND_E,
    v30.TWOS,
    v30.SIX_BY_SIX,
)
NEW_ROUTES = (v30.WALKS_ON, v30.ZIGZAG, v30.THROUGH_WALLS, v30.NO_START, v30.STOPS_SHORT)


def _of_habit(habit: str) -> list[object]:
    return [c for c in v30.all_cases() if c.habit == habit]


def _earlier_text() -> str:
    return "\n".join(c.reply for m in written_before(v30) for c in m.all_cases())


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v30.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v30.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v30.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    assert not {c.id for c in small} & v30.chosen()


def test_the_natural_mix_is_about_two_thirds_in_every_phase() -> None:
    cases = v30.all_cases()
    chosen = v30.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.62 <= 1 - len(chosen) / len(cases) <= 0.72
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.55 <= len(natural) / len(in_phase) <= 0.8, phase


def test_the_chosen_third_pairs_unclear_replies_with_clear_look_alikes() -> None:
    hard = {key for key, why in v30.WHY.items() if why.startswith("hard:")}
    cases = v30.all_cases()
    unclear = {c.id for c in cases if not c.clear}
    assert not hard & unclear
    assert v30.chosen() <= hard | unclear
    for phase in PHASES:
        picked = [c for c in cases if c.id in v30.chosen() and c.phase == phase]
        assert any(c.clear for c in picked) and any(not c.clear for c in picked), phase
    picked = [c for c in cases if c.id in v30.chosen()]
    clear = sum(c.clear for c in picked)
    assert len(picked) / 3 <= clear <= 2 * len(picked) / 3


def test_doubts_and_open_alternatives_are_unclear_and_confirming_checks_are_not() -> None:
    for habit in ("second_thought", "unfinished_correction", "two_sections", "question_back"):
        cases = _of_habit(habit)
        assert cases and all(c.label == UNREADABLE for c in cases), habit
    checks = _of_habit("verification_after")
    assert len(checks) >= 5 and all(c.clear for c in checks)
    assert all(c.strict in (None, False) for c in checks)
    assert len({c.phase for c in checks}) == len(PHASES)
    rejected = _of_habit("rejected_alternative")
    assert len(rejected) >= 3 and all(c.clear and c.strict for c in rejected)


def test_strict_follows_the_final_line_rule() -> None:
    after = []
    for habit in (
        "answer_then_explanation",
        "fenced_answer",
        "heading",
        "tool_call_json",
        "html",
        "yaml",
        "prose_only",
        "chinese",
    ):
        after += [c for c in _of_habit(habit) if c.encoding == "matrix"]
    off = [c for c in after if c.strict not in (None, False)]
    # Chinese prose around an answer line in the format is strict-right; the rest never are.
    assert all(c.habit == "chinese" and c.reply.split("\n")[-1].isascii() for c in off)
    assert len(after) - len(off) >= 15


def test_direction_and_shape_words_are_read_only_in_the_languages_read() -> None:
    by_id = {c.id: c for c in v30.all_cases()}
    assert by_id["v30s_russian_down"].label == (2, 0)
    assert by_id["v30s_polish_down"].label == UNREADABLE
    assert by_id["v30p_french_direction"].label == (1, "counterclockwise")
    assert by_id["v30p_turkish_direction"].label == UNREADABLE
    assert by_id["v30r_spanish_name"].label == UNREADABLE
    assert by_id["v30r_chinese_quadrilateral"].label == "square"


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    assert all(_is_ring(maze) for maze in VALID)
    assert not any(_is_ring(maze) for maze in BROKEN)
    assert corpus_mazes.ORIGINAL_MATRIX not in VALID
    gen = [c for c in v30.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
    read = 0
    for case in (c for c in gen if c.clear and "MAZE:\n" in c.reply):
        maze = case.reply.split("MAZE:\n")[-1].split("\n\n")[0]
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
    line_end = r"\s*(?:\n|\*|$)"
    for route in (*NEW_ROUTES, v30.DETOUR):
        pattern = "PATH: " + re.escape(path_text(route)) + line_end
        assert not re.search(pattern, earlier, re.MULTILINE), route


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v30.all_cases() if c.encoding == "coord_list"]
    exact = [
        c
        for c in coord
        if c.reply.split("MAZE:\n")[-1] in (coord_list(v30.RING_BR3), coord_list(v30.RING_TR4))
    ]
    assert len(exact) == 2 and all(c.label == SUCCESS and c.strict for c in exact)
    matrix = [c for c in coord if c.habit == "wrong_encoding"]
    assert len(matrix) == 1 and "Walls:" not in matrix[0].reply and matrix[0].label == FAIL
    spaced = [c for c in coord if c.habit == "spaced_coords"]
    assert len(spaced) == 1 and spaced[0].label == SUCCESS and not spaced[0].strict
    assert spaced[0].reply.split("MAZE:\n")[-1].replace(", ", ",").replace(
        ",(", ", ("
    ) == coord_list(v30.RING_MR3)


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v30.RIGHT) and _walk_ok(v30.DOWN) and _walk_ok(v30.DETOUR)
    assert not any(_walk_ok(r) for r in NEW_ROUTES)
    # WALKS_ON passes G and walks on: its part up to the last G is a valid walk.
    last_g = v30.WALKS_ON.rsplit("4,3", 1)[0] + "4,3"
    assert _walk_ok(last_g) and last_g != v30.WALKS_ON
    by_id = {c.id: c for c in v30.all_cases()}
    said = by_id["v30o_one_based_said"]
    assert said.label == SUCCESS and said.reply.endswith("PATH: " + one_based(v30.DOWN))
    on = by_id["v30o_walks_past_goal"]
    assert on.reply.endswith(path_text(v30.WALKS_ON)) and on.label == SUCCESS
    assert by_id["v30o_v3_skips_p"].label == FAIL
    assert by_id["v30o_detour_back_through_p"].label == SUCCESS
