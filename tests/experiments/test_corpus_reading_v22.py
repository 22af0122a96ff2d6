"""What is the twenty-second reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, a natural mix of
about two thirds with the chosen third all hard or unclear, strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import corpus_mazes
import corpus_reading_v22 as v22
from corpus_form import PHASES, coord_list, one_based
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _walk_ok


def _of_habit(habit: str) -> list[object]:
    return [c for c in v22.all_cases() if c.habit == habit]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v22.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v22.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v22.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    # The small models' habits belong to the natural mix, not to the chosen third.
    assert not {c.id for c in small} & v22.chosen()


def test_the_natural_mix_is_about_two_thirds_in_every_phase() -> None:
    cases = v22.all_cases()
    chosen = v22.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.6 <= 1 - len(chosen) / len(cases) <= 0.72
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.5 <= len(natural) / len(in_phase) <= 0.8, phase


def test_the_chosen_third_is_all_hard_or_unclear() -> None:
    hard = {key for key, why in v22.WHY.items() if why.startswith("hard:")}
    unclear = {c.id for c in v22.all_cases() if not c.clear}
    assert not hard & unclear
    assert v22.chosen() <= hard | unclear
    assert 0.25 <= len(hard | unclear) / len(v22.all_cases()) <= 0.5


def test_the_habits_are_spread_over_the_phases() -> None:
    every = ("short_reasoned", "think_block", "small_echo", "long_cut_off")
    every += ("answer_then_explanation",)
    for habit in every:
        assert len({c.phase for c in _of_habit(habit)}) == len(PHASES), habit
    for habit in ("verification_after", "hedge", "refusal", "small_repeat", "markdown"):
        assert len({c.phase for c in _of_habit(habit)}) >= 4, habit
    for habit in ("other_language", "one_based_unsaid", "fullwidth", "numbered_steps"):
        assert len({c.phase for c in _of_habit(habit)}) >= 3, habit
    for habit in ("one_based_said", "rc_notation", "direction_only", "json", "small_template"):
        assert len({c.phase for c in _of_habit(habit)}) >= 2, habit


def test_strict_follows_the_final_line_rule() -> None:
    # An answer followed by an explanation or a check, or fenced, or wrapped, is never
    # strictly right.
    after = _of_habit("verification_after") + _of_habit("answer_then_explanation")
    after += _of_habit("fenced_answer") + _of_habit("heading") + _of_habit("tool_call_json")
    after += _of_habit("leaked_token") + _of_habit("blockquote") + _of_habit("json")
    assert after and all(c.strict in (None, False) for c in after)
    # A check that concludes on another answer without replacing it leaves it unclear.
    concludes = [c for c in after if "concludes on another" in v22.WHY.get(c.id, "")]
    assert len(concludes) == 2 and all(c.label == UNREADABLE for c in concludes)
    # A correction that says it replaces the first answer and ends the reply is read.
    corrected = _of_habit("corrected")
    assert corrected and all(c.clear and c.strict not in (None, False) for c in corrected)


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    valid = (
        v22.RING_TL4,
        v22.RING_MID3,
        v22.SWAPPED,
        v22.RING_BR3,
        v22.RING_TR4,
        v22.RING_TL3,
        v22.MIRRORED,
    )
    assert all(_is_ring(maze) for maze in valid)
    broken = (
        v22.GAP_TL4,
        v22.CENTRE_OPEN,
        v22.TWO_GOALS,
        v22.PLUS_WIDE,
        v22.SHORT_ROW,
        v22.LOWER_PG,
    )
    assert not any(_is_ring(maze) for maze in broken)
    assert "P" not in v22.LOWER_PG and "G" not in v22.LOWER_PG
    assert v22.TWO_GOALS.count("G") == 2
    # The swapped and the mirrored rings are new mazes, not copies of the one shown.
    assert corpus_mazes.ORIGINAL_MATRIX not in valid
    gen = [c for c in v22.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
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


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v22.all_cases() if c.encoding == "coord_list"]
    written = {coord_list(maze) for maze in (v22.RING_MID3, v22.RING_TR4)}
    ok = [c for c in coord if c.reply.split("MAZE:\n")[-1] in written]
    assert len(ok) == 2 and all(c.label == SUCCESS and c.strict for c in ok)
    assert "Goal:" not in v22._NO_GOAL_COORD


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v22.RIGHT) and _walk_ok(v22.DOWN) and _walk_ok(v22.BACK_AND_FORTH)
    broken = (
        v22.CORNER_CUT,
        v22.FROM_NEIGHBOUR,
        v22.INTO_14,
        v22.STOPS_AT_40,
        v22.THROUGH_22,
    )
    assert not any(_walk_ok(r) for r in broken)
    # The route said to count from 1 is the top-row route once converted.
    said = [c for c in v22.all_cases() if c.id == "v22o_one_based_said"]
    assert [c.label for c in said] == [SUCCESS]
    assert said[0].reply.endswith("PATH: " + one_based(v22.RIGHT))
