"""What is the twenty-fourth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, a natural mix of
about two thirds with the chosen third all hard or unclear, strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import corpus_mazes
import corpus_reading_v24 as v24
from corpus_form import PHASES, coord_list, one_based
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _walk_ok


def _of_habit(habit: str) -> list[object]:
    return [c for c in v24.all_cases() if c.habit == habit]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v24.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v24.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v24.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    assert not {c.id for c in small} & v24.chosen()


def test_the_natural_mix_is_about_two_thirds_in_every_phase() -> None:
    cases = v24.all_cases()
    chosen = v24.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.6 <= 1 - len(chosen) / len(cases) <= 0.72
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.5 <= len(natural) / len(in_phase) <= 0.8, phase


def test_the_chosen_third_is_all_hard_or_unclear() -> None:
    hard = {key for key, why in v24.WHY.items() if why.startswith("hard:")}
    unclear = {c.id for c in v24.all_cases() if not c.clear}
    assert not hard & unclear
    assert v24.chosen() <= hard | unclear


def test_the_habits_are_spread_over_the_phases() -> None:
    for habit in ("think_block", "long_cut_off", "chinese_prose", "plain"):
        assert len({c.phase for c in _of_habit(habit)}) == len(PHASES), habit
    for habit in ("hedge", "refusal", "html", "answer_then_explanation"):
        assert len({c.phase for c in _of_habit(habit)}) >= 4, habit
    for habit in ("small_echo", "small_repeat", "small_template", "verification_after"):
        assert len({c.phase for c in _of_habit(habit)}) >= 3, habit
    for habit in ("tool_call_json", "yaml", "heading", "emoji", "one_based_said"):
        assert len({c.phase for c in _of_habit(habit)}) >= 2, habit


def test_strict_follows_the_final_line_rule() -> None:
    # An answer followed by an explanation or a check, or fenced, or wrapped in markup other
    # than inline bold/italic, is never strictly right.
    after = _of_habit("verification_after") + _of_habit("answer_then_explanation")
    after += _of_habit("fenced_answer") + _of_habit("heading") + _of_habit("tool_call_json")
    after += _of_habit("html") + _of_habit("yaml") + _of_habit("emoji") + _of_habit("json")
    assert len(after) >= 20 and all(c.strict in (None, False) for c in after)
    # A check that concludes on another answer without replacing it leaves it unclear.
    concludes = [c for c in after if "concludes on another" in v24.WHY.get(c.id, "")]
    assert len(concludes) == 3 and all(c.label == UNREADABLE for c in concludes)
    # The same answer line twice at the end is strictly right.
    twice = _of_habit("repeated_answer")
    assert twice and all(c.clear and c.strict not in (None, False) for c in twice)


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    valid = (v24.RING_TL3, v24.RING_TL4, v24.RING_MID3_C, v24.RING_BR3)
    assert all(_is_ring(maze) for maze in valid)
    broken = (v24.FILLED_TL3, v24.TWO_G, v24.FOUR_ROWS, v24.LOWER_P)
    assert not any(_is_ring(maze) for maze in broken)
    assert "p" in v24.LOWER_P and "P" not in v24.LOWER_P
    assert corpus_mazes.ORIGINAL_MATRIX not in valid
    gen = [c for c in v24.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
    read = 0
    for case in (c for c in gen if c.clear and "MAZE:\n" in c.reply):
        maze = case.reply.split("MAZE:\n")[-1].split("\n\n")[0].strip("`\n")
        if maze in valid:
            assert case.label == SUCCESS, case.id
            read += 1
        if maze in broken or maze == corpus_mazes.ORIGINAL_MATRIX:
            assert case.label == FAIL, case.id
            read += 1
    assert read >= 10


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v24.all_cases() if c.encoding == "coord_list"]
    exact = [c for c in coord if c.reply.split("MAZE:\n")[-1] == coord_list(v24.RING_TL4)]
    assert len(exact) == 1 and all(c.label == SUCCESS and c.strict for c in exact)
    no_goal = [c for c in coord if c.habit == "missing_line"]
    assert len(no_goal) == 1 and "Goal" not in no_goal[0].reply and no_goal[0].label == FAIL


def test_the_routes_are_what_their_labels_assume() -> None:
    for route in (v24.RIGHT, v24.DOWN):
        assert _walk_ok(route)
    assert not any(_walk_ok(r) for r in (v24.CUTS_CORNER, v24.OUTER_EDGE, v24.FROM_G))
    # Walked back from the last G, the route that goes on past G is valid.
    cells = v24.PAST_AND_BACK.split()
    assert not _walk_ok(v24.PAST_AND_BACK)
    assert _walk_ok(" ".join(cells[: len(cells) - 1 - cells[::-1].index("4,3") + 1]))
    said = [c for c in v24.all_cases() if c.id == "v24o_one_based_said"]
    assert [c.label for c in said] == [SUCCESS]
    assert said[0].reply.endswith("PATH: " + one_based(v24.DOWN))
