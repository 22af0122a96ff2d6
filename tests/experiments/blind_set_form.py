"""Form checks the blind reply sets share (each set's test file calls them with its module and its
own habits and thresholds): every reply written, a cut-off reply unreadable in every phase, the
coordinate answers labelled both ways, the real small models' habits, the everyday mix's share
and its model families, the chosen part pairing unclear replies with clear look-alikes, habits
in every phase, and strict verdicts that follow the final-line rule. The maze and route checks
are in ``blind_set_mazes.py``. No reader runs here."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import ModuleType

from corpus_form import LENGTH, PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE


def of_habit(module: ModuleType, habit: str) -> list:
    """The set's cases written in ``habit``."""
    return [c for c in module.all_cases() if c.habit == habit]


def by_id(module: ModuleType) -> dict:
    """The set's cases by their ids."""
    return {c.id: c for c in module.all_cases()}


def habits_in_every_phase(module: ModuleType, habits: Iterable[str]) -> None:
    """Each of ``habits`` is written in every phase of the set."""
    for habit in habits:
        assert {c.phase for c in of_habit(module, habit)} == set(PHASES), habit


def all_written(module: ModuleType) -> None:
    """Every reply was written in a model's style; none comes from a model run."""
    assert {c.source for c in module.all_cases()} == {"styles"}


def cut_off_everywhere(module: ModuleType) -> list:
    """A reply cut off at the length limit is in every phase, and every one is unreadable;
    returns the cut-off cases for a set's own further checks."""
    cut = [c for c in module.all_cases() if c.finish_reason == LENGTH]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)
    return cut


def cut_in_answer_and_small_cut_everywhere(module: ModuleType) -> None:
    """The cut-off replies (:func:`cut_off_everywhere`) include a reply cut inside its answer
    (``cut_in_answer``) and a small model's cut-off (``small_cut``), each in every phase."""
    cut = cut_off_everywhere(module)
    assert {"cut_in_answer", "small_cut"} <= {c.habit for c in cut}
    assert {c.phase for c in cut if c.habit == "cut_in_answer"} == set(PHASES)
    assert {c.phase for c in cut if c.habit == "small_cut"} == set(PHASES)


def clear_and_unclear_habits(module: ModuleType, pairs: Iterable[tuple[str, str]]) -> None:
    """For each ``(clear habit, unclear habit)`` look-alike pair, both habits are written in the
    set, every reply of the first is clear and every reply of the second unclear."""
    for clear_habit, unclear_habit in pairs:
        clear_ones = of_habit(module, clear_habit)
        assert clear_ones and all(c.clear for c in clear_ones), clear_habit
        unclear_ones = of_habit(module, unclear_habit)
        assert unclear_ones and all(not c.clear for c in unclear_ones), unclear_habit


def coordinates_both_ways(module: ModuleType, least: int) -> None:
    """At least ``least`` generation replies use the coordinate list, labelled both ways."""
    coord = [c for c in module.all_cases() if c.encoding == "coord_list"]
    assert len(coord) >= least and {c.label for c in coord} == {SUCCESS, FAIL}


def small_habits_everywhere(module: ModuleType, least: int = 20) -> None:
    """The small models' habits in every phase, clear and unclear, none in the chosen part."""
    small = [c for c in module.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= least
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    assert not {c.id for c in small} & module.chosen()


def everyday_share(module: ModuleType) -> None:
    """The everyday mix is about three quarters of the set, and of every phase."""
    cases = module.all_cases()
    chosen = module.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.7 <= 1 - len(chosen) / len(cases) <= 0.8
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.65 <= len(natural) / len(in_phase) <= 0.85, phase


def families_in_several_phases(module: ModuleType, families: Iterable[str]) -> None:
    """Each model family of the everyday mix (the id's part after the phase) in two phases."""
    natural = [c for c in module.all_cases() if c.id not in module.chosen()]
    for family in families:
        phases = {c.phase for c in natural if c.id.split("_", 1)[1].startswith(family)}
        assert len(phases) >= 2, family


def chosen_pairs(module: ModuleType) -> None:
    """The chosen part: hard-but-clear or unclear, both in every phase, about half each."""
    hard = {key for key, why in module.WHY.items() if why.startswith("hard:")}
    cases = module.all_cases()
    unclear = {c.id for c in cases if not c.clear}
    assert not hard & unclear
    assert module.chosen() <= hard | unclear
    for phase in PHASES:
        picked = [c for c in cases if c.id in module.chosen() and c.phase == phase]
        assert any(c.clear for c in picked) and any(not c.clear for c in picked), phase
    picked = [c for c in cases if c.id in module.chosen()]
    clear = sum(c.clear for c in picked)
    assert 0.4 * len(picked) <= clear <= 0.6 * len(picked)


def habit_pairs(module: ModuleType) -> None:
    """Each unclear habit's clear look-alike is in the set and clear; the two-sided habits
    (a question back, a condition) come both ways."""
    for unclear_habit, clear_habit in (
        ("second_thought", "verification_after"),
        ("two_options", "rejected_alternative"),
        ("withdrawn", "correction"),
    ):
        assert all(c.label == UNREADABLE for c in of_habit(module, unclear_habit)), unclear_habit
        clear_ones = of_habit(module, clear_habit)
        assert clear_ones and all(c.clear for c in clear_ones)
    for habit in ("question_back", "conditional"):
        cases_of = of_habit(module, habit)
        assert any(c.clear for c in cases_of) and any(not c.clear for c in cases_of), habit


def strict_follows_final_line(
    module: ModuleType,
    after_habits: Iterable[str],
    last_line_habits: Iterable[str],
    *,
    least_after: int,
    least_last: int,
    also_after: Iterable = (),
    strict_may_hold: Callable[[object], bool] = lambda case: False,
    wrong_labels: Iterable = (),
    wrong_ids: Iterable[str] = (),
) -> None:
    """Strict reads the final line only: a reply of ``after_habits`` (answer not last) is never
    strict-right, a reply of ``last_line_habits`` (answer last) always is, at least
    ``least_after`` and ``least_last`` of each.

    ``also_after`` adds the set's own cases to the first group, ``strict_may_hold`` exempts
    those of them whose answer line legitimately comes last; ``wrong_labels`` and ``wrong_ids``
    leave out of the second group the replies whose final answer is wrong (not strict-right on
    any line)."""
    after = [c for habit in after_habits for c in of_habit(module, habit)] + list(also_after)
    assert len(after) >= least_after
    assert all(c.strict in (None, False) for c in after if not strict_may_hold(c))
    wrong_labels, wrong_ids = tuple(wrong_labels), set(wrong_ids)
    last_line = [
        c
        for habit in last_line_habits
        for c in of_habit(module, habit)
        if c.label not in wrong_labels and c.id not in wrong_ids
    ]
    assert len(last_line) >= least_last
    assert all(c.strict not in (None, False) for c in last_line)
