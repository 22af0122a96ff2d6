"""What is the twenty-fifth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, a natural mix of
about two thirds with the chosen third all hard or unclear, strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import corpus_mazes
import corpus_reading_v25 as v25
from corpus_form import PHASES, coord_list, one_based
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _walk_ok


def _of_habit(habit: str) -> list[object]:
    return [c for c in v25.all_cases() if c.habit == habit]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v25.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v25.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v25.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    assert not {c.id for c in small} & v25.chosen()


def test_the_natural_mix_is_about_two_thirds_in_every_phase() -> None:
    cases = v25.all_cases()
    chosen = v25.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.62 <= 1 - len(chosen) / len(cases) <= 0.72
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.5 <= len(natural) / len(in_phase) <= 0.8, phase


def test_the_chosen_third_is_all_hard_or_unclear() -> None:
    hard = {key for key, why in v25.WHY.items() if why.startswith("hard:")}
    unclear = {c.id for c in v25.all_cases() if not c.clear}
    assert not hard & unclear
    assert v25.chosen() <= hard | unclear


def test_the_habits_are_spread_over_the_phases() -> None:
    for habit in ("think_block", "long_cut_off", "chinese_prose", "small_echo"):
        assert len({c.phase for c in _of_habit(habit)}) == len(PHASES), habit
    for habit in ("think_changes_mind", "hedge", "refusal", "verification_after"):
        assert len({c.phase for c in _of_habit(habit)}) >= 4, habit
    for habit in ("answer_then_explanation", "small_template", "small_repeat", "prose_only"):
        assert len({c.phase for c in _of_habit(habit)}) >= 3, habit
    for habit in ("tool_call_json", "html", "one_based_said", "foreign_direction", "emoji"):
        assert len({c.phase for c in _of_habit(habit)}) >= 2, habit


def test_strict_follows_the_final_line_rule() -> None:
    # An answer followed by an explanation or a check, or fenced, or wrapped in markup other
    # than inline bold/italic, is never strictly right.
    after = _of_habit("verification_after") + _of_habit("answer_then_explanation")
    after += _of_habit("fenced_answer") + _of_habit("heading") + _of_habit("tool_call_json")
    after += _of_habit("html") + _of_habit("yaml") + _of_habit("prose_only")
    assert len(after) >= 20 and all(c.strict in (None, False) for c in after)
    # A check that concludes on another answer without replacing it leaves it unclear.
    concludes = [c for c in after if "concludes on" in v25.WHY.get(c.id, "")]
    assert len(concludes) == 4 and all(c.label == UNREADABLE for c in concludes)
    # The same answer line repeated at the end is strictly right.
    twice = [c for c in v25.all_cases() if "repeated at the end" in v25.WHY.get(c.id, "")]
    twice += _of_habit("repeated_answer")
    assert len(twice) >= 3 and all(c.clear and c.strict not in (None, False) for c in twice)
    # Direction and turn words in a language not read leave the answer unclear.
    dutch = [c for c in _of_habit("foreign_direction") if "Dutch" in v25.WHY[c.id]]
    assert len(dutch) == 2 and all(c.label == UNREADABLE for c in dutch)


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    valid = (v25.RING_TR3, v25.RING_BR4, v25.RING_BL3, v25.RING_MID3, v25.RING_TR4)
    valid += (v25.SHIFTED_UP, v25.SWAPPED)
    assert all(_is_ring(maze) for maze in valid)
    broken = (v25.GAP_TR3, v25.TAIL_BR4, v25.S_E, v25.LOWER_G, v25.SIX_ROWS, v25.FILLED_MID3)
    broken += (v25.TWOS,)
    assert not any(_is_ring(maze) for maze in broken)
    assert "g" in v25.LOWER_G and "G" not in v25.LOWER_G
    assert corpus_mazes.ORIGINAL_MATRIX not in valid
    # P and G swapped: the same open cells as the original, a different maze.
    assert v25.SWAPPED.index("G") == corpus_mazes.ORIGINAL_MATRIX.index("P")
    gen = [c for c in v25.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
    read = 0
    for case in (c for c in gen if c.clear and "MAZE:\n" in c.reply):
        maze = case.reply.split("MAZE:\n")[-1].split("\n\n")[0].strip("`\n")
        maze = maze.removeprefix("<pre>\n").removesuffix("\n</pre>")
        if maze in valid:
            assert case.label == SUCCESS, case.id
            read += 1
        if maze in broken or maze == corpus_mazes.ORIGINAL_MATRIX:
            assert case.label == FAIL, case.id
            read += 1
    assert read >= 15


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v25.all_cases() if c.encoding == "coord_list"]
    exact = [
        c
        for c in coord
        if c.reply.split("MAZE:\n")[-1] in (coord_list(v25.RING_BR4), coord_list(v25.RING_TR4))
    ]
    assert len(exact) == 2 and all(c.label == SUCCESS and c.strict for c in exact)
    matrix = [c for c in coord if c.habit == "wrong_encoding"]
    assert len(matrix) == 1 and "Walls:" not in matrix[0].reply and matrix[0].label == FAIL


def test_the_routes_are_what_their_labels_assume() -> None:
    for route in (v25.RIGHT, v25.DOWN, v25.BACK_THROUGH_P):
        assert _walk_ok(route)
    broken = (v25.THROUGH_MIDDLE, v25.JUMP, v25.SHORT)
    assert not any(_walk_ok(r) for r in broken)
    # Walked back from the last G, the route that goes on past G is valid.
    cells = v25.PAST_G.split()
    assert not _walk_ok(v25.PAST_G)
    assert _walk_ok(" ".join(cells[: len(cells) - 1 - cells[::-1].index("4,3") + 1]))
    said = [c for c in v25.all_cases() if c.id == "v25o_one_based_said"]
    assert [c.label for c in said] == [SUCCESS]
    assert said[0].reply.endswith("PATH: " + one_based(v25.RIGHT))
    unsaid = [c for c in v25.all_cases() if c.id == "v25o_one_based_unsaid"]
    assert [c.label for c in unsaid] == [UNREADABLE]
    # Read as written, the unsaid 1-indexed route leaves the 5x5 grid: the base matters.
    assert "(5, 4)" in unsaid[0].reply
