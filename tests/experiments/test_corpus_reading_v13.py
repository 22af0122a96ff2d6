"""What is the thirteenth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the small models' habits among them, its new rings, broken mazes
and routes, and its helpers' forms. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

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
import corpus_reading_v13 as v13
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
    assert {c.source for c in v13.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = [c for c in v13.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v13.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    assert 25 <= len(small) <= 35


def test_its_own_helpers_write_the_forms_it_names() -> None:
    assert v13.one_based("1,0 2,0") == "(2, 1) (3, 1)"
    assert v13.one_based("1,0 2,0", " → ") == "(2, 1) → (3, 1)"
    assert v13._xy("1,0 2,3") == "(0, 1) (3, 2)"
    assert v13._steps("1,0 2,0") == "1. (1, 0)\n2. (2, 0)"
    assert v13._yaml_rows("1 P\nG 0") == '  - "1 P"\n  - "G 0"'


def test_the_tool_call_replies_are_json() -> None:
    calls = [c for c in v13.all_cases() if c.habit == "tool_call"]
    assert {c.phase for c in calls} == set(PHASES)
    for case in calls:
        start = case.reply.index("{")
        assert isinstance(json.loads(case.reply[start:]), dict), case.id


def test_the_new_mazes_are_rings_not_seen_before_and_the_broken_ones_are_not() -> None:
    earlier = {corpus_mazes.ORIGINAL_MATRIX, corpus_mazes.NEW_MATRIX, corpus_mazes.PLUS_MATRIX}
    for module in EARLIER:
        earlier |= _mazes_of(module)
    valid = (v13.MID_RIGHT3, v13.LOW_RIGHT4, v13.TOP_MID3, v13.LOW_MID3)
    assert all(_is_ring(maze) for maze in valid)
    assert not set(valid) & earlier
    broken = (v13.GAP_RING, v13.NO_GOAL, v13.SIX_WIDE, v13.LOWER_PG, v13.FILLED_CENTRE)
    broken += (v13.ONES_TWOS, v13.TWO_GOALS)
    assert not any(_is_ring(maze) for maze in broken)
    assert not set(broken) & earlier
    assert _open(v13.GAP_RING) == _open(v13.MID_RIGHT3) - {(2, 2)}
    assert _open(v13.FILLED_CENTRE) == _open(v13.MID_RIGHT3) | {(2, 3)}
    assert _open(v13.NO_GOAL) == _open(v13.LOW_RIGHT4)
    assert v13.LOWER_PG.upper() == v13.LOW_MID3
    assert [row[: len(row) - 2] for row in v13.SIX_WIDE.splitlines()] == v13.TOP_MID3.splitlines()


def test_the_routes_are_what_their_labels_assume() -> None:
    valid = (v13.LEFT_COLUMN_BOTTOM, v13.TOP_RIGHT_COLUMN, v13.DOWN_BACK_TOP)
    valid += (v13.RIGHT_BACK_DOWN,)
    assert all(_walk_ok(route) for route in valid)
    broken = (v13.DIAGONAL_CORNER, v13.THROUGH_WALL, v13.PAST_GOAL, v13.STOPS_AT_41)
    assert not any(_walk_ok(route) for route in broken)
    # The two shortest routes are the only ones ORIGINAL has; every other route is new.
    earlier = set().union(*(_strings_of(m) for m in EARLIER))
    assert not {v13.DOWN_BACK_TOP, v13.RIGHT_BACK_DOWN, *broken} & earlier
