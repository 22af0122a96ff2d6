"""What is the fifth reading corpus's own: it holds real SmolLM2-135M replies and new five-by-five
square rings. The checks every blind set shares are in ``test_blind_reading_sets.py``; no reader
runs here."""

from __future__ import annotations

import corpus_mazes
import corpus_reading_v5 as v5
from corpus_form import PHASES


def test_real_small_model_replies_are_included_and_named() -> None:
    real = [c for c in v5.all_cases() if c.source != "styles"]
    assert len(real) >= 18
    assert {c.source for c in real} == {v5.SMOLLM2}
    assert {c.phase for c in real} == set(PHASES)


def test_the_new_mazes_are_five_by_five_rings_with_one_player_and_goal() -> None:
    for maze in (v5.R4_TR, v5.R4_BR, v5.R3_TL, v5.R3_BL, v5.R3_MR):
        rows = [row.split() for row in maze.splitlines()]
        assert [len(r) for r in rows] == [5] * 5
        flat = [ch for r in rows for ch in r]
        assert flat.count("P") == 1 and flat.count("G") == 1
        assert maze != corpus_mazes.ORIGINAL_MATRIX
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
