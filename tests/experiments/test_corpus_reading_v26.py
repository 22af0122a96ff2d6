"""What is the twenty-sixth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, a natural mix of
about two thirds with the chosen third all hard or unclear, strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import corpus_mazes
import corpus_reading_v26 as v26
from corpus_form import PHASES, coord_list, one_based
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _walk_ok


def _of_habit(habit: str) -> list[object]:
    return [c for c in v26.all_cases() if c.habit == habit]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v26.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v26.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v26.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    assert not {c.id for c in small} & v26.chosen()


def test_the_natural_mix_is_about_two_thirds_in_every_phase() -> None:
    cases = v26.all_cases()
    chosen = v26.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.62 <= 1 - len(chosen) / len(cases) <= 0.72
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.5 <= len(natural) / len(in_phase) <= 0.8, phase


def test_the_chosen_third_is_all_hard_or_unclear() -> None:
    hard = {key for key, why in v26.WHY.items() if why.startswith("hard:")}
    unclear = {c.id for c in v26.all_cases() if not c.clear}
    assert not hard & unclear
    assert v26.chosen() <= hard | unclear


def test_the_habits_are_spread_over_the_phases() -> None:
    for habit in ("think_block", "long_cut_off", "chinese_prose", "small_echo"):
        assert len({c.phase for c in _of_habit(habit)}) == len(PHASES), habit
    for habit in ("verification_after", "hedge", "small_repeat", "refusal"):
        assert len({c.phase for c in _of_habit(habit)}) >= 4, habit
    for habit in ("think_changes_mind", "answer_then_explanation", "small_template"):
        assert len({c.phase for c in _of_habit(habit)}) >= 4, habit
    for habit in ("tool_call_json", "html", "yaml", "heading", "one_based_said", "emoji"):
        assert len({c.phase for c in _of_habit(habit)}) >= 2, habit
    assert len({c.phase for c in _of_habit("foreign_direction")}) == 2


def test_strict_follows_the_final_line_rule() -> None:
    # An answer followed by an explanation or a check, or fenced, or wrapped in markup other
    # than inline bold/italic, is never strictly right.
    after = _of_habit("verification_after") + _of_habit("answer_then_explanation")
    after += _of_habit("fenced_answer") + _of_habit("heading") + _of_habit("tool_call_json")
    after += _of_habit("html") + _of_habit("yaml") + _of_habit("prose_only")
    assert len(after) >= 20 and all(c.strict in (None, False) for c in after)
    # A check that concludes on another answer without replacing it leaves it unclear.
    concludes = [c for c in _of_habit("verification_after") if not c.clear]
    assert len(concludes) == 5
    # The same answer line repeated at the end is strictly right.
    twice = [c for c in v26.all_cases() if "repeated at the end" in v26.WHY.get(c.id, "")]
    assert len(twice) == 3 and all(c.clear and c.strict not in (None, False) for c in twice)
    # Direction and turn words in a language not read leave the answer unclear.
    unread = [c for c in _of_habit("foreign_direction") if "not one of" in v26.WHY[c.id]]
    assert len(unread) == 2 and all(c.label == UNREADABLE for c in unread)


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    valid = (v26.RING_TL3, v26.RING_TL4, v26.RING_R3, v26.RING_B3)
    assert all(_is_ring(maze) for maze in valid)
    broken = (v26.FILLED_TL3, v26.NO_G, v26.TWO_P, v26.FOUR_ROWS, v26.GAP_TL4, v26.LOWER_P)
    assert not any(_is_ring(maze) for maze in broken)
    assert "p" in v26.LOWER_P and "P" not in v26.LOWER_P
    assert corpus_mazes.ORIGINAL_MATRIX not in valid
    gen = [c for c in v26.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
    read = 0
    for case in (c for c in gen if c.clear and "MAZE:\n" in c.reply):
        maze = case.reply.split("MAZE:\n")[-1].split("\n\n")[0].strip("`\n")
        maze = maze.removesuffix("\n</pre>")
        if maze in valid:
            assert case.label == SUCCESS, case.id
            read += 1
        if maze in broken:
            assert case.label == FAIL, case.id
            read += 1
    assert read >= 14


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v26.all_cases() if c.encoding == "coord_list"]
    exact = [
        c
        for c in coord
        if c.reply.split("MAZE:\n")[-1] in (coord_list(v26.RING_TL4), coord_list(v26.RING_R3))
    ]
    assert len(exact) == 2 and all(c.label == SUCCESS and c.strict for c in exact)
    matrix = [c for c in coord if c.habit == "wrong_encoding"]
    assert len(matrix) == 1 and "Walls:" not in matrix[0].reply and matrix[0].label == FAIL
    spaced = [c for c in coord if c.habit == "coord_spacing"]
    assert len(spaced) == 1 and "(0, 0), (0, 1)" in spaced[0].reply
    assert spaced[0].label == SUCCESS and not spaced[0].strict


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v26.RIGHT) and _walk_ok(v26.DOWN)
    broken = (v26.DIAGONAL_CORNER, v26.THROUGH_COL2, v26.SKIPS_23, v26.BACKWARDS)
    assert not any(_walk_ok(r) for r in broken)
    # Written backwards, the broken route is the valid one.
    assert " ".join(reversed(v26.BACKWARDS.split())) == v26.RIGHT
    said = [c for c in v26.all_cases() if c.id == "v26o_one_based_said"]
    assert [c.label for c in said] == [SUCCESS]
    assert said[0].reply.endswith("PATH: " + one_based(v26.RIGHT))
