"""What is the seventh reading corpus's own: it has its new rings, broken mazes and routes, and a
cut-off reply in every phase. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import itertools

import corpus_mazes
import corpus_reading_v5
import corpus_reading_v6
import corpus_reading_v7 as v7
from corpus_form import PHASES
from corpus_reading import UNREADABLE


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cases = v7.all_cases()
    assert {c.encoding for c in cases if c.phase == "generate"} == {"matrix", "coord_list"}
    cut = [c for c in cases if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_its_own_helpers_write_the_forms_it_names() -> None:
    assert v7._rows("1 0\nP G", ",") == "1,0\nP,G"
    assert v7._wide("1 P") == "１ Ｐ"


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


def test_the_new_mazes_are_rings_not_seen_before_and_the_broken_ones_are_not() -> None:
    earlier = {corpus_reading_v5.R4_TR, corpus_reading_v5.R4_BR, corpus_reading_v5.R3_TL}
    earlier |= {corpus_reading_v5.R3_BL, corpus_reading_v5.R3_MR, corpus_mazes.NEW_MATRIX}
    earlier |= {corpus_reading_v6.C3_MID, corpus_reading_v6.C4_TL, corpus_reading_v6.C3_BR}
    earlier |= {corpus_reading_v6.C3_TOP, corpus_mazes.ORIGINAL_MATRIX}
    for maze in (v7.D3_LEFT, v7.D3_LOW, v7.D4_BR, v7.D4_TR, v7.SWAPPED):
        assert _is_ring(maze) and maze not in earlier
    broken = (v7.ELL, v7.NO_GOAL, v7.WIDE_ROW, v7.SPLIT_RING, v7.START_END)
    assert not any(_is_ring(maze) for maze in broken)
    assert v7.SWAPPED.replace("P", "?").replace("G", "P").replace("?", "G") == (
        corpus_mazes.ORIGINAL_MATRIX
    )


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
    assert _walk_ok(v7.DOWN) and _walk_ok(v7.RIGHT) and _walk_ok(v7.BACKTRACK)
    assert len(v7.BACKTRACK.split()) - 1 <= 16
    assert not any(_walk_ok(r) for r in (v7.JUMP, v7.SHORT, v7.THROUGH_MIDDLE))
    assert not _walk_ok(" ".join(reversed(v7.DOWN.split())))
