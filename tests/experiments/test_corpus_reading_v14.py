"""What is the fourteenth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the large reasoning models' long answers in every phase, its new
rings, broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import corpus_mazes
import corpus_reading_tune5
import corpus_reading_tune6
import corpus_reading_tune7
import corpus_reading_tune8
import corpus_reading_tune9
import corpus_reading_tune10
import corpus_reading_tune11
import corpus_reading_tune12
import corpus_reading_v4
import corpus_reading_v5
import corpus_reading_v6
import corpus_reading_v7
import corpus_reading_v8
import corpus_reading_v9
import corpus_reading_v10
import corpus_reading_v11
import corpus_reading_v12
import corpus_reading_v14 as v14
from corpus_form import PHASES
from corpus_reading import UNREADABLE
from test_corpus_reading_v8 import _is_ring, _mazes_of, _walk_ok

EARLIER = (
    corpus_reading_v4,
    corpus_reading_tune5,
    corpus_reading_v5,
    corpus_reading_tune6,
    corpus_reading_v6,
    corpus_reading_tune7,
    corpus_reading_v7,
    corpus_reading_tune8,
    corpus_reading_v8,
    corpus_reading_tune9,
    corpus_reading_v9,
    corpus_reading_tune10,
    corpus_reading_v10,
    corpus_reading_tune11,
    corpus_reading_v11,
    corpus_reading_tune12,
    corpus_reading_v12,
)


def _strings_of(module: object) -> set[str]:
    return {value for value in vars(module).values() if isinstance(value, str)}


def _open(maze: str) -> set[tuple[int, int]]:
    rows = [row.split() for row in maze.splitlines()]
    return {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "1"}


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v14.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = [c for c in v14.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_long_reasoning_answers_are_in_every_phase_clear_and_not() -> None:
    long = [c for c in v14.all_cases() if c.habit.startswith("long_")]
    assert {c.phase for c in long} == set(PHASES)
    assert len(long) >= 30
    assert any(c.clear for c in long) and any(not c.clear for c in long)


def test_the_small_models_habits_are_there_clear_and_not() -> None:
    small = [c for c in v14.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} >= {"solve", "recognize", "generate", "puzzle"}
    assert any(c.clear for c in small) and any(not c.clear for c in small)


def test_its_own_helpers_write_the_forms_it_names() -> None:
    assert v14.one_based("1,0 2,0") == "(2, 1) (3, 1)"
    assert v14._arrows("1,0 2,0") == "(1,0) → (2,0)"
    assert v14._commas("1 0\nP G") == "1,0\nP,G"
    spaced = v14._spaced_coords(corpus_mazes.NEW_MATRIX).splitlines()
    assert spaced[0].startswith("Walls: (0, 0), (0, 1), (1, 0)")
    assert spaced[2:] == ["Player position: (0, 3)", "Goal: (2, 4)"]


def test_the_new_mazes_are_rings_not_seen_before_and_the_broken_ones_are_not() -> None:
    earlier = {corpus_mazes.ORIGINAL_MATRIX, corpus_mazes.NEW_MATRIX, corpus_mazes.PLUS_MATRIX}
    for module in EARLIER:
        earlier |= _mazes_of(module)
    valid = (v14.TOP_MID3, v14.BOTTOM_MID3, v14.CENTRE3, v14.LOW_RIGHT4, v14.RIGHT_MID3)
    assert all(_is_ring(maze) for maze in valid)
    assert not set(valid) & earlier
    broken = (v14.CENTRE_OPEN_SIDE, v14.PLUS_CENTRE, v14.NO_GOAL, v14.SIX_WIDE)
    broken += (v14.TWO_GOALS, v14.RING_WITH_TAIL, v14.EMOJI_GRID)
    assert not any(_is_ring(maze) for maze in broken)
    assert not set(broken) & earlier
    assert _open(v14.CENTRE_OPEN_SIDE) == _open(v14.CENTRE3) - {(1, 2)}
    assert _open(v14.NO_GOAL) == _open(v14.BOTTOM_MID3)
    assert [row[:9] for row in v14.SIX_WIDE.splitlines()] == v14.TOP_MID3.splitlines()
    assert _open(v14.RING_WITH_TAIL) == _open(v14.RIGHT_MID3) | {(4, 3)}


def test_the_routes_are_what_their_labels_assume() -> None:
    valid = (v14.CORNER_BOUNCE, v14.TOP_WIGGLE, v14.COLUMN_WIGGLE)
    assert all(_walk_ok(route) for route in (*valid, v14.DOWN_ROUTE, v14.RIGHT_ROUTE))
    broken = (v14.CORNER_CUT, v14.PAST_THE_GOAL, v14.DOWN_THE_MIDDLE, v14.HALFWAY)
    assert not any(_walk_ok(route) for route in broken)
    # The two shortest routes are the only ones ORIGINAL has; every other route is new.
    earlier = set().union(*(_strings_of(m) for m in EARLIER))
    assert not {*valid, *broken} & earlier
