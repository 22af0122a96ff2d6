"""What is the ninth reading corpus's own: written replies only (no model was run), a cut-off
reply in every phase, its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import corpus_mazes
import corpus_reading_v4
import corpus_reading_v5
import corpus_reading_v6
import corpus_reading_v7
import corpus_reading_v8
import corpus_reading_v9 as v9
from corpus_form import PHASES
from corpus_reading import UNREADABLE
from test_corpus_reading_v8 import _is_ring, _mazes_of, _walk_ok


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v9.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = [c for c in v9.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_its_own_helpers_write_the_forms_it_names() -> None:
    assert v9._se("P 0\n1 G") == "S 0\n1 E"
    assert v9._table("1 0\nP G").splitlines() == [
        "| r\\c | 0 | 1 |",
        "|---|---|---|",
        "| 0 | 1 | 0 |",
        "| 1 | P | G |",
    ]
    assert v9._listed("1,0 2,0") == "[[1,0], [2,0]]"


def test_the_new_mazes_are_rings_not_seen_before_and_the_broken_ones_are_not() -> None:
    earlier = {corpus_mazes.ORIGINAL_MATRIX, corpus_mazes.NEW_MATRIX, corpus_mazes.PLUS_MATRIX}
    for module in (
        corpus_reading_v4,
        corpus_reading_v5,
        corpus_reading_v6,
        corpus_reading_v7,
        corpus_reading_v8,
    ):
        earlier |= _mazes_of(module)
    valid = (v9.RING_BL, v9.RING_TR, v9.RING_BR, v9.RING_LOW, v9.BIG_TR, v9.SHIFTED)
    assert all(_is_ring(maze) for maze in valid)
    assert not set(valid) & earlier
    broken = (v9.L_EDGE, v9.SMALL_PLUS, v9.NO_GOAL, v9.TWO_PLAYERS, v9.FAR_GOAL)
    assert not any(_is_ring(maze) for maze in broken)
    assert not set(broken) & earlier
    assert len(v9.FOUR_ROWS.splitlines()) == 4
    same_cells = v9.SHIFTED.replace("P", "0").replace("G", "0")
    assert same_cells == corpus_mazes.ORIGINAL_MATRIX.replace("P", "0").replace("G", "0")
    assert v9.SHIFTED != corpus_mazes.ORIGINAL_MATRIX


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v9.DOWN) and _walk_ok(v9.RIGHT) and _walk_ok(v9.WANDER)
    broken = (v9.HOP, v9.SHORT, v9.THROUGH, v9.SWAPPED_AXES)
    assert not any(_walk_ok(route) for route in broken)
    transposed = " ".join(",".join(reversed(c.split(","))) for c in v9.DOWN.split())
    assert transposed == v9.SWAPPED_AXES
