"""What is the tenth reading corpus's own: written replies only (no model was run), a cut-off
reply in every phase, its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import json

import corpus_mazes
import corpus_reading_tune5
import corpus_reading_tune6
import corpus_reading_tune7
import corpus_reading_tune8
import corpus_reading_tune9
import corpus_reading_v4
import corpus_reading_v5
import corpus_reading_v6
import corpus_reading_v7
import corpus_reading_v8
import corpus_reading_v9
import corpus_reading_v10 as v10
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
)


def _strings_of(module: object) -> set[str]:
    return {value for value in vars(module).values() if isinstance(value, str)}


def _open(maze: str) -> set[tuple[int, int]]:
    rows = [row.split() for row in maze.splitlines()]
    return {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "1"}


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v10.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = [c for c in v10.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_its_own_helpers_write_the_forms_it_names() -> None:
    assert v10._fullwidth("MOVE: (1, 0)") == "ＭＯＶＥ： （１， ０）"
    assert json.loads(v10._json_rows("1 0\nP G")) == {"maze": [["1", "0"], ["P", "G"]]}
    assert v10._arrowed("1,0 2,0") == "(1,0) → (2,0)"


def test_the_new_mazes_are_rings_not_seen_before_and_the_broken_ones_are_not() -> None:
    earlier = {corpus_mazes.ORIGINAL_MATRIX, corpus_mazes.NEW_MATRIX, corpus_mazes.PLUS_MATRIX}
    for module in EARLIER:
        earlier |= _mazes_of(module)
    valid = (v10.TOP_MID3, v10.CENTRE3, v10.RIGHT_MID3, v10.TOP_LEFT4, v10.LOWER_RIGHT4)
    valid += (v10.SAME_RING,)
    assert all(_is_ring(maze) for maze in valid)
    assert not set(valid) & earlier
    broken = (v10.DIAGONALS, v10.ZIG, v10.GOAL_IN_HOLE, v10.SIX_WIDE, v10.NO_PLAYER)
    broken += (v10.TWO_GOALS,)
    assert not any(_is_ring(maze) for maze in broken)
    assert not set(broken) & earlier
    same_cells = v10.SAME_RING.replace("P", "0").replace("G", "0")
    assert same_cells == corpus_mazes.ORIGINAL_MATRIX.replace("P", "0").replace("G", "0")
    assert v10.SAME_RING != corpus_mazes.ORIGINAL_MATRIX
    assert _open(v10.GOAL_IN_HOLE) == _open(v10.LOWER_RIGHT4) | {(2, 2)}


def test_the_routes_are_what_their_labels_assume() -> None:
    valid = (v10.LEFT_BOTTOM, v10.TOP_RIGHT, v10.BACK_AND_FORTH, v10.DOUBLE_BACK)
    assert all(_walk_ok(route) for route in valid)
    broken = (v10.CORNER_CUT, v10.WALL_ROW, v10.STOPS_SHORT, v10.STANDS_STILL)
    assert not any(_walk_ok(route) for route in broken)
    # The two shortest routes are the only ones ORIGINAL has; every other route is new.
    earlier = set().union(*(_strings_of(m) for m in EARLIER))
    assert not {v10.BACK_AND_FORTH, v10.DOUBLE_BACK, *broken} & earlier
