"""The shared blind-set checks (``blind_set_form``, ``blind_set_mazes``) can fail: each passes on
the fiftieth set as its own test file calls it, then fails on that set's data broken in one way.
Without this a moved check that stopped asserting would leave every set's test green. No reader
runs here."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import blind_set_form
import blind_set_mazes
import corpus_reading_v50 as v50
import pytest
from corpus_form import LENGTH
from corpus_reading import FAIL, SUCCESS
from test_corpus_reading_v50 import BROKEN, BROKEN_ROUTES, NEW_ROUTES, VALID


def _changed(change) -> SimpleNamespace:
    """The fiftieth set with ``change`` applied to every case (it returns a case or None to drop
    it), as a stand-in module with the same ``all_cases``, ``chosen`` and ``WHY``."""
    cases = [new for c in v50.all_cases() if (new := change(c)) is not None]
    return SimpleNamespace(all_cases=lambda: cases, chosen=v50.chosen, WHY=v50.WHY)


def test_every_reply_written_fails_on_a_model_run() -> None:
    blind_set_form.all_written(v50)
    first = v50.all_cases()[0].id
    ran = _changed(lambda c: dataclasses.replace(c, source="run") if c.id == first else c)
    with pytest.raises(AssertionError):
        blind_set_form.all_written(ran)


def test_cut_off_fails_when_a_cut_reply_is_credited() -> None:
    blind_set_form.cut_off_everywhere(v50)
    credited = _changed(
        lambda c: dataclasses.replace(c, label=SUCCESS) if c.finish_reason == LENGTH else c
    )
    with pytest.raises(AssertionError):
        blind_set_form.cut_off_everywhere(credited)


def test_coordinates_fail_below_the_sets_least() -> None:
    count = sum(c.encoding == "coord_list" for c in v50.all_cases())
    blind_set_form.coordinates_both_ways(v50, least=count)
    with pytest.raises(AssertionError):
        blind_set_form.coordinates_both_ways(v50, least=count + 1)


def test_a_habit_missing_from_a_phase_fails() -> None:
    blind_set_form.habits_in_every_phase(v50, ("correction",))
    phase = next(c.phase for c in v50.all_cases() if c.habit == "correction")
    dropped = _changed(lambda c: None if c.habit == "correction" and c.phase == phase else c)
    with pytest.raises(AssertionError, match="correction"):
        blind_set_form.habits_in_every_phase(dropped, ("correction",))


def test_strict_fails_when_a_last_line_habit_is_called_not_last() -> None:
    wrong = (FAIL, "triangle", "none")
    blind_set_form.strict_follows_final_line(
        v50, ("spacing",), ("bold_answer",), least_after=1, least_last=1, wrong_labels=wrong
    )
    with pytest.raises(AssertionError):
        blind_set_form.strict_follows_final_line(
            v50, ("bold_answer",), ("bold_answer",), least_after=1, least_last=1
        )


def test_a_broken_maze_called_a_ring_fails() -> None:
    ring = blind_set_mazes.is_square_ring
    blind_set_mazes.rings_read_as_labelled(v50, VALID, BROKEN, is_ring=ring, least=10)
    with pytest.raises(AssertionError):
        blind_set_mazes.rings_read_as_labelled(
            v50, (*VALID, BROKEN[0]), BROKEN[1:], is_ring=ring, least=10
        )


def test_a_ring_labelled_a_failure_fails() -> None:
    swapped = _changed(lambda c: dataclasses.replace(c, label=FAIL) if c.label == SUCCESS else c)
    with pytest.raises(AssertionError):
        blind_set_mazes.rings_read_as_labelled(
            swapped, VALID, BROKEN, is_ring=blind_set_mazes.is_square_ring, least=10
        )


def test_is_square_ring_knows_a_gap() -> None:
    full = "P 0 0 0 0\n0 1 1 1 0\n0 1 1 1 0\n0 1 1 1 0\n0 0 0 0 G"
    assert blind_set_mazes.is_square_ring(full)
    assert not blind_set_mazes.is_square_ring(full.replace("0 1 1 1 0\n0 1", "1 1 1 1 0\n0 1", 1))


def test_routes_fail_when_a_broken_one_is_called_a_walk() -> None:
    blind_set_mazes.routes_walk_as_assumed((v50.RIGHT_COL,), (v50.PAST_G_WEST,), BROKEN_ROUTES)
    with pytest.raises(AssertionError):
        blind_set_mazes.routes_walk_as_assumed(BROKEN_ROUTES[:1], (), ())
    with pytest.raises(AssertionError):
        blind_set_mazes.routes_walk_as_assumed((), (v50.RIGHT_COL,), ())


def test_one_shot_endings_fail_with_their_labels_swapped() -> None:
    blind_set_mazes.one_shot_endings_labelled(v50, NEW_ROUTES, BROKEN_ROUTES)
    with pytest.raises(AssertionError):
        blind_set_mazes.one_shot_endings_labelled(v50, BROKEN_ROUTES, NEW_ROUTES)


def test_novelty_fails_against_the_set_itself() -> None:
    blind_set_mazes.new_against([], (*VALID, *BROKEN), NEW_ROUTES)
    with pytest.raises(AssertionError):
        blind_set_mazes.new_against([v50], (*VALID, *BROKEN), ())
    with pytest.raises(AssertionError):
        blind_set_mazes.new_against([v50], (), NEW_ROUTES)
