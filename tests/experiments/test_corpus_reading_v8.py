"""What is the eighth reading corpus's own: real replies of two real models, its new rings,
broken mazes and routes, and a cut-off reply in every phase. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import itertools
import json
from types import ModuleType

import corpus_mazes
import corpus_reading_v4
import corpus_reading_v5
import corpus_reading_v6
import corpus_reading_v7
import corpus_reading_v8 as v8
from corpus_form import PHASES
from corpus_reading import UNREADABLE


def test_real_replies_of_both_models_are_included_in_every_phase() -> None:
    real = [c for c in v8.all_cases() if c.source != "styles"]
    assert len(real) >= 25
    assert {c.source for c in real} == {v8.SMOLLM2, v8.GEMMA3}
    for model in (v8.SMOLLM2, v8.GEMMA3):
        assert {c.phase for c in real if c.source == model} == set(PHASES)
    assert all(c.habit == "real_small_model" for c in real)


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = [c for c in v8.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_its_own_helpers_write_the_forms_it_names() -> None:
    assert v8._commas("1 0\nP G") == "1, 0\nP, G"
    assert json.loads(v8._json_rows("1 0\nP G")) == [["1", "0"], ["P", "G"]]


def _grid(maze: str) -> list[list[str]]:
    return [row.split() for row in maze.splitlines()]


def _is_ring(maze: str) -> bool:
    """Whether ``maze`` is 5x5 with one P and one G and its open cells are a 3x3 or 4x4 ring."""
    rows = _grid(maze)
    if [len(r) for r in rows] != [5] * 5:
        return False
    flat = [ch for r in rows for ch in r]
    if flat.count("P") != 1 or flat.count("G") != 1 or set(flat) - {"0", "1", "P", "G"}:
        return False
    open_cells = {(r, c) for r in range(5) for c in range(5) if rows[r][c] != "1"}
    top, left = min(r for r, _ in open_cells), min(c for _, c in open_cells)
    side = max(r for r, _ in open_cells) - top + 1
    border = {
        (top + i, left + j)
        for i in range(side)
        for j in range(side)
        if i in (0, side - 1) or j in (0, side - 1)
    }
    return side in (3, 4) and open_cells == border


def _mazes_of(module: ModuleType) -> set[str]:
    """Every module-level string of ``module`` that is laid out as a 5-row grid."""
    return {
        value
        for value in vars(module).values()
        if isinstance(value, str) and len(value.splitlines()) == 5 and "\n" in value
    }


def test_the_new_mazes_are_rings_not_seen_before_and_the_broken_ones_are_not() -> None:
    earlier = {corpus_mazes.ORIGINAL_MATRIX, corpus_mazes.NEW_MATRIX, corpus_mazes.PLUS_MATRIX}
    for module in (corpus_reading_v4, corpus_reading_v5, corpus_reading_v6, corpus_reading_v7):
        earlier |= _mazes_of(module)
    valid = (v8.E3_TL, v8.E3_MID, v8.E4_TL, v8.E3_RIGHT, v8.E4_BR, v8.MOVED)
    assert all(_is_ring(maze) for maze in valid)
    assert not set(valid) & earlier
    broken = (v8.PLUS_LOW, v8.GAP, v8.TWO_GOALS, v8.OUTSIDE_P)
    assert not any(_is_ring(maze) for maze in broken)
    assert not set(broken) & earlier
    same_cells = v8.MOVED.replace("P", "0").replace("G", "0")
    assert same_cells == corpus_mazes.ORIGINAL_MATRIX.replace("P", "0").replace("G", "0")
    assert v8.MOVED != corpus_mazes.ORIGINAL_MATRIX


def _walk_ok(route: str) -> bool:
    """Whether ``route`` walks ORIGINAL from P to G in single steps on open cells."""
    rows = _grid(corpus_mazes.ORIGINAL_MATRIX)
    cells = [tuple(int(v) for v in c.split(",")) for c in route.split()]
    steps = itertools.pairwise(cells)
    return (
        cells[0] == (1, 0)
        and cells[-1] == (4, 3)
        and all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in steps)
        and all(0 <= r < 5 and 0 <= c < 5 and rows[r][c] != "1" for r, c in cells)
    )


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v8.DOWN) and _walk_ok(v8.RIGHT) and _walk_ok(v8.DETOUR)
    broken = (v8.DIAGONAL, v8.INTO_WALL, v8.NO_START, v8.PAST_GOAL)
    assert not any(_walk_ok(route) for route in broken)
    assert not _walk_ok(" ".join(reversed(v8.RIGHT.split())))
