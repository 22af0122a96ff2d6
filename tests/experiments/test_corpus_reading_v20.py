"""What is the twentieth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, the natural mix
spread over the phases with about a third hard or unclear, strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import corpus_mazes
import corpus_reading_v20 as v20
from corpus_form import PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _walk_ok


def _of_habit(habit: str) -> list[object]:
    return [c for c in v20.all_cases() if c.habit == habit]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v20.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v20.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v20.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)


def test_the_habits_are_spread_over_the_phases() -> None:
    for habit in ("short_reasoned", "long_cut_off", "refusal", "small_echo"):
        assert len({c.phase for c in _of_habit(habit)}) == len(PHASES), habit
    for habit in ("think_block", "verification_after", "hedge", "other_language"):
        assert len({c.phase for c in _of_habit(habit)}) >= 4, habit
    for habit in ("yaml", "one_based_said", "restates_maze", "corrected", "markdown"):
        assert len({c.phase for c in _of_habit(habit)}) >= 3, habit
    for habit in ("tool_call_json", "said_twice", "html", "emoji", "fullwidth"):
        assert len({c.phase for c in _of_habit(habit)}) >= 2, habit


def test_about_a_third_is_hard_or_unclear() -> None:
    cases = v20.all_cases()
    hard = {key for key, why in v20.WHY.items() if why.startswith("hard:")}
    unclear = {c.id for c in cases if not c.clear}
    assert not hard & unclear
    assert 0.25 <= len(hard | unclear) / len(cases) <= 0.5


def test_strict_follows_the_final_line_rule() -> None:
    # An answer followed by an explanation or a check, or fenced, is never strictly right.
    after = _of_habit("verification_after") + _of_habit("answer_then_explanation")
    after += _of_habit("fenced_answer")
    assert after and all(c.strict in (None, False) for c in after)
    # A check that concludes on another answer without replacing it leaves it unclear.
    concludes = [c.label for c in after if "concludes on another" in v20.WHY.get(c.id, "")]
    assert concludes == [UNREADABLE] * 2
    # A correction that says it replaces the first answer and ends the reply is read.
    assert all(c.clear for c in _of_habit("corrected"))


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    valid = (v20.RING_TL3, v20.RING_BR3, v20.RING_TL4, v20.RING_MID3_P33, v20.RING_TR3)
    valid += (v20.RING_BR4_P11,)
    assert all(_is_ring(maze) for maze in valid)
    broken = (v20.TAIL_RING, v20.TWO_G, v20.NO_P, v20.SIX_COLS, v20.HASH_DOT, v20.LOWER_P)
    broken += (v20.PLUS_ONE,)
    assert not any(_is_ring(maze) for maze in broken)
    assert v20.TWO_G.count("G") == 2 and "P" not in v20.NO_P and "#" in v20.HASH_DOT
    assert corpus_mazes.ORIGINAL_MATRIX not in valid
    gen = [c for c in v20.GENERATE if c.encoding == "matrix" and c.clear]
    for case in gen:
        maze = case.reply.split("MAZE:")[-1].strip().strip("`").strip()
        if maze in valid:
            assert case.label == SUCCESS, case.id
        if maze in broken or maze == corpus_mazes.ORIGINAL_MATRIX:
            assert case.label == FAIL, case.id


def test_the_routes_are_what_their_labels_assume() -> None:
    assert all(_walk_ok(r) for r in (v20.RIGHT, v20.DOWN, v20.RIGHT_BACK_AT_12))
    broken = (v20.DOWN_STOPS_42, v20.DOWN_DIAGONAL, v20.RIGHT_THROUGH_14, v20.UP_THROUGH_22)
    assert not any(_walk_ok(r) for r in broken)
    # Past G and back: the part up to its last G is a legal route (the specification's check).
    cells = v20.RIGHT_G_TWICE.split()
    first_g = cells.index("4,3")
    assert first_g < len(cells) - 1 and _walk_ok(v20.RIGHT_G_TWICE)
    assert {c.label for c in v20.ONE_SHOT if c.id == "v20o_g_twice"} == {SUCCESS}
