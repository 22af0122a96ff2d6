"""What is the twenty-first reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, a natural mix of
about two thirds with the chosen third all hard or unclear, strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import corpus_mazes
import corpus_reading_v21 as v21
from corpus_form import PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _walk_ok


def _of_habit(habit: str) -> list[object]:
    return [c for c in v21.all_cases() if c.habit == habit]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v21.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v21.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v21.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    # The small models' habits belong to the natural mix, not to the chosen third.
    assert not {c.id for c in small} & v21.chosen()


def test_the_natural_mix_is_about_two_thirds_in_every_phase() -> None:
    cases = v21.all_cases()
    chosen = v21.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.6 <= 1 - len(chosen) / len(cases) <= 0.72
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.5 <= len(natural) / len(in_phase) <= 0.8, phase


def test_the_chosen_third_is_all_hard_or_unclear() -> None:
    hard = {key for key, why in v21.WHY.items() if why.startswith("hard:")}
    unclear = {c.id for c in v21.all_cases() if not c.clear}
    assert not hard & unclear
    assert v21.chosen() <= hard | unclear
    assert 0.25 <= len(hard | unclear) / len(v21.all_cases()) <= 0.5


def test_the_habits_are_spread_over_the_phases() -> None:
    for habit in ("short_reasoned", "long_cut_off", "small_echo", "think_block"):
        assert len({c.phase for c in _of_habit(habit)}) == len(PHASES), habit
    for habit in ("verification_after", "hedge", "refusal"):
        assert len({c.phase for c in _of_habit(habit)}) >= 4, habit
    for habit in ("other_language", "one_based_said", "restates_maze", "markdown", "emoji"):
        assert len({c.phase for c in _of_habit(habit)}) >= 3, habit
    for habit in ("tool_call_json", "heading", "fullwidth", "corrected", "one_based_unsaid"):
        assert len({c.phase for c in _of_habit(habit)}) >= 2, habit


def test_strict_follows_the_final_line_rule() -> None:
    # An answer followed by an explanation or a check, or fenced, is never strictly right.
    after = _of_habit("verification_after") + _of_habit("answer_then_explanation")
    after += _of_habit("fenced_answer") + _of_habit("heading") + _of_habit("tool_call_json")
    assert after and all(c.strict in (None, False) for c in after)
    # A check that concludes on another answer without replacing it leaves it unclear.
    concludes = [c for c in after if "concludes on another" in v21.WHY.get(c.id, "")]
    assert len(concludes) == 4 and all(c.label == UNREADABLE for c in concludes)
    # A correction that says it replaces the first answer and ends the reply is read.
    assert all(c.clear and c.strict not in (None, False) for c in _of_habit("corrected"))


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    valid = (v21.RING_TR4_P34, v21.RING_BL3, v21.RING_TOP3, v21.RING_BR4_P12, v21.RING_RIGHT3)
    assert all(_is_ring(maze) for maze in valid)
    broken = (v21.GAP_TR4, v21.FILLED_BL3, v21.G_CUT_OFF, v21.FOUR_ROWS, v21.S_AND_E)
    assert not any(_is_ring(maze) for maze in broken)
    assert "P" not in v21.S_AND_E and len(v21.FOUR_ROWS.splitlines()) == 4
    assert corpus_mazes.ORIGINAL_MATRIX not in valid
    gen = [c for c in v21.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
    read = 0
    for case in gen:
        maze = case.reply.split("MAZE:")[-1].strip().strip("`").strip()
        if maze in valid:
            assert case.label == SUCCESS, case.id
            read += 1
        if maze in broken or maze == corpus_mazes.ORIGINAL_MATRIX:
            assert case.label == FAIL, case.id
            read += 1
    assert read >= 12


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v21.RIGHT) and _walk_ok(v21.DOWN)
    broken = (v21.THROUGH_21, v21.SKIP_23, v21.SHORT_OF_G, v21.PROMPT_EXAMPLE)
    assert not any(_walk_ok(r) for r in broken)
    # Round the ring and back to P: G occurs once and the part up to it is a legal route.
    cells = v21.ROUND_TRIP.split()
    assert cells.count("4,3") == 1 and cells[-1] == "1,0"
    assert _walk_ok(" ".join(cells[: cells.index("4,3") + 1]))
    assert {c.label for c in v21.all_cases() if c.id == "v21o_round_trip"} == {SUCCESS}
