"""What is the twelfth reading corpus's own: written replies only (no model was run), a cut-off
reply in every phase, the small models' habits among them, its new rings, broken mazes and
routes. The checks every blind set shares are in ``test_blind_reading_sets.py``; no reader runs
here."""

from __future__ import annotations

import json

import corpus_mazes
import corpus_reading_tune5
import corpus_reading_tune6
import corpus_reading_tune7
import corpus_reading_tune8
import corpus_reading_tune9
import corpus_reading_tune10
import corpus_reading_tune11
import corpus_reading_v4
import corpus_reading_v5
import corpus_reading_v6
import corpus_reading_v7
import corpus_reading_v8
import corpus_reading_v9
import corpus_reading_v10
import corpus_reading_v12 as v12
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
)


def _strings_of(module: object) -> set[str]:
    return {value for value in vars(module).values() if isinstance(value, str)}


def _open(maze: str) -> set[tuple[int, int]]:
    rows = [row.split() for row in maze.splitlines()]
    return {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "1"}


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v12.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = [c for c in v12.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v12.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert any(c.clear for c in small) and any(not c.clear for c in small)


def test_its_own_helpers_write_the_forms_it_names() -> None:
    assert v12.one_based("1,0 2,0") == "(2, 1) (3, 1)"
    assert json.loads(v12._rows_json("1 0\nP G")) == [["1", "0"], ["P", "G"]]
    reversed_walls = v12._walls_reversed(corpus_mazes.ORIGINAL_MATRIX).splitlines()
    assert reversed_walls[0].startswith("Walls: (4,4), (3,4)")
    assert reversed_walls[1:] == corpus_mazes.ORIGINAL_COORD.splitlines()[1:]
    assert v12._html_table("1 P\nG 0").count("<tr>") == 2


def test_the_new_mazes_are_rings_not_seen_before_and_the_broken_ones_are_not() -> None:
    earlier = {corpus_mazes.ORIGINAL_MATRIX, corpus_mazes.NEW_MATRIX, corpus_mazes.PLUS_MATRIX}
    for module in EARLIER:
        earlier |= _mazes_of(module)
    valid = (v12.LOW_LEFT3, v12.LOW_RIGHT3, v12.HIGH_RIGHT4, v12.MID_LEFT3)
    valid += (v12.RING_MOVED, v12.RING_SHIFTED)
    assert all(_is_ring(maze) for maze in valid)
    assert not set(valid) & earlier
    broken = (v12.SOLID3, v12.HOLE_PLAYER, v12.CORNER_SHUT, v12.FOUR_ROWS, v12.TWOS)
    broken += (v12.START_END, v12.TWO_PLAYERS, v12.HASH_ART)
    assert not any(_is_ring(maze) for maze in broken)
    assert not set(broken) & earlier
    for moved in (v12.RING_MOVED, v12.RING_SHIFTED):
        assert _open(moved) == _open(corpus_mazes.ORIGINAL_MATRIX)
        assert moved != corpus_mazes.ORIGINAL_MATRIX
    assert _open(v12.HOLE_PLAYER) == _open(v12.LOW_LEFT3) | {(3, 1)}
    assert _open(v12.CORNER_SHUT) == _open(v12.LOW_LEFT3) - {(4, 0)}
    assert v12.FOUR_ROWS.splitlines() == v12.HIGH_RIGHT4.splitlines()[:4]


def test_the_routes_are_what_their_labels_assume() -> None:
    valid = (v12.SHORT_DOWN, v12.SHORT_TOP, v12.UP_AND_OVER, v12.BOTTOM_SHUFFLE)
    assert all(_walk_ok(route) for route in valid)
    broken = (v12.HOP, v12.MIDDLE, v12.TOP_EDGE, v12.SHORT_OF_G)
    assert not any(_walk_ok(route) for route in broken)
    # The two shortest routes are the only ones ORIGINAL has; every other route is new.
    earlier = set().union(*(_strings_of(m) for m in EARLIER))
    assert not {v12.UP_AND_OVER, v12.BOTTOM_SHUFFLE, *broken} & earlier
