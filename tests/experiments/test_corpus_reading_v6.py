"""What is the sixth reading corpus's own: it holds real Gemma 3 270M replies and new mazes. The
checks every blind set shares are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import itertools

import corpus_mazes
import corpus_reading_v5
import corpus_reading_v6 as v6
from corpus_form import PHASES


def test_real_small_model_replies_are_included_and_named() -> None:
    real = [c for c in v6.all_cases() if c.source != "styles"]
    assert len(real) >= 20
    assert {c.source for c in real} == {v6.GEMMA3}
    assert {c.phase for c in real} == set(PHASES)


def test_the_new_mazes_are_five_by_five_rings_with_one_player_and_goal() -> None:
    earlier = {corpus_reading_v5.R4_TR, corpus_reading_v5.R4_BR, corpus_reading_v5.R3_TL}
    earlier |= {corpus_reading_v5.R3_BL, corpus_reading_v5.R3_MR, corpus_mazes.NEW_MATRIX}
    for maze in (v6.C3_MID, v6.C4_TL, v6.C3_BR, v6.C3_TOP):
        rows = [row.split() for row in maze.splitlines()]
        assert [len(r) for r in rows] == [5] * 5
        flat = [ch for r in rows for ch in r]
        assert flat.count("P") == 1 and flat.count("G") == 1
        assert maze != corpus_mazes.ORIGINAL_MATRIX and maze not in earlier
        open_cells = {(r, c) for r in range(5) for c in range(5) if rows[r][c] != "1"}
        top, left = min(r for r, _ in open_cells), min(c for _, c in open_cells)
        side = max(r for r, _ in open_cells) - top + 1
        border = {
            (top + i, left + j)
            for i in range(side)
            for j in range(side)
            if i in (0, side - 1) or j in (0, side - 1)
        }
        assert side in (3, 4) and open_cells == border


def _walk_ok(route: str) -> bool:
    """Whether ``route`` walks ORIGINAL from P to G in single steps on open cells."""
    rows = [row.split() for row in corpus_mazes.ORIGINAL_MATRIX.splitlines()]
    cells = [tuple(int(v) for v in c.split(",")) for c in route.split()]
    steps = itertools.pairwise(cells)
    return (
        cells[0] == (1, 0)
        and cells[-1] == (4, 3)
        and all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in steps)
        and all(0 <= r < 5 and 0 <= c < 5 and rows[r][c] != "1" for r, c in cells)
    )


def test_the_routes_and_broken_mazes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v6.DOWN) and _walk_ok(v6.RIGHT)
    assert not any(_walk_ok(r) for r in (v6.CUT_CORNER, v6.INTO_WALL, v6.OVERSHOOT))
    assert v6.GAP.count("0") == v6.C4_TL.count("0") - 1
    assert v6.TWO_P.count("P") == 2 and len(v6.SHORT_ROWS.splitlines()) == 4
    assert v6.TAIL.splitlines()[:4] == v6.C3_BR.splitlines()[:4] != v6.TAIL.splitlines()
