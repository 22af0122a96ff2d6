"""What is the fifteenth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, tool-call, YAML and
HTML answers, its new rings, broken mazes and routes (a path past G among them). The checks
every blind set shares are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import importlib

import corpus_mazes
import corpus_reading_v15 as v15
from corpus_form import PHASES
from corpus_reading import SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _mazes_of, _walk_ok

EARLIER = (
    "corpus_reading",
    "corpus_reading_v2",
    "corpus_reading_v3",
    *(f"corpus_reading_v{i}" for i in range(4, 15)),
    *(f"corpus_reading_tune{i}" for i in range(5, 14)),
)


def _earlier_modules() -> list[object]:
    return [importlib.import_module(name) for name in EARLIER]


def _strings_of(module: object) -> set[str]:
    return {value for value in vars(module).values() if isinstance(value, str)}


def _open(maze: str) -> set[tuple[int, int]]:
    rows = [row.split() for row in maze.splitlines()]
    return {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "1"}


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v15.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = [c for c in v15.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v15.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)


def test_structured_answers_are_in_several_phases() -> None:
    for habit in ("tool_call", "yaml"):
        phases = {c.phase for c in v15.all_cases() if c.habit == habit}
        assert len(phases) >= 4, (habit, phases)


def test_its_own_helpers_write_the_forms_it_names() -> None:
    assert v15.one_based("1,0 2,0") == "(2, 1) (3, 1)"
    assert v15._col_row("1,0 2,0") == "(0, 1) (0, 2)"
    assert v15._numbered("1,0 2,0") == "1. (1, 0)\n2. (2, 0)"
    assert v15._yaml_cells("1,0 2,0") == "path:\n  - [1, 0]\n  - [2, 0]"


def test_the_new_mazes_are_rings_not_seen_before_and_the_broken_ones_are_not() -> None:
    earlier = {corpus_mazes.ORIGINAL_MATRIX, corpus_mazes.NEW_MATRIX, corpus_mazes.PLUS_MATRIX}
    for module in _earlier_modules():
        earlier |= _mazes_of(module)
    valid = (v15.RING_TL4, v15.RING_MID3_DIAG, v15.RING_BL3, v15.RING_BR4, v15.RING_TR3)
    assert all(_is_ring(maze) for maze in valid)
    broken = (v15.LOWER_PG, v15.S_E, v15.SOLID_BLOCK, v15.FOUR_ROWS, v15.G_CUT_OFF)
    broken += (v15.WIDE_RING, v15.GAP_RING)
    assert not any(_is_ring(maze) for maze in broken)
    assert not {*valid, *broken} & earlier
    assert v15.LOWER_PG.upper() == v15.RING_MID3_DIAG.upper() != v15.LOWER_PG
    assert _open(v15.S_E) == _open(v15.RING_TL4)
    assert _open(v15.GAP_RING) == _open(v15.RING_BR4) - {(3, 4)}
    assert _open(v15.G_CUT_OFF) == _open(v15.RING_BR4) | {(3, 3)}
    assert v15.FOUR_ROWS.splitlines() == v15.RING_TR3.splitlines()[:4]


def test_the_routes_are_what_their_labels_assume() -> None:
    valid = (v15.BACKSTEP_START, v15.BOTTOM_WIGGLE, v15.RIGHT_WIGGLE, v15.LOOP_ROUND)
    assert all(_walk_ok(route) for route in valid)
    broken = (v15.WALL_COLUMN1, v15.SKIP_ONE, v15.ONE_SHORT, v15.FROM_BELOW_P)
    broken += (v15.TOP_THEN_JUMP,)
    assert not any(_walk_ok(route) for route in broken)
    # Past G: the part up to its last G is a legal route, so the specification's check passes.
    cells = v15.PAST_G_UP.split()
    last_g = len(cells) - 1 - cells[::-1].index("4,3")
    assert last_g < len(cells) - 1 and _walk_ok(" ".join(cells[: last_g + 1]))
    assert {c.label for c in v15.ONE_SHOT if c.id == "v15o_past_goal_up"} == {SUCCESS}
    earlier = set().union(*(_strings_of(m) for m in _earlier_modules()))
    assert not {*valid, *broken, v15.PAST_G_UP} & earlier
