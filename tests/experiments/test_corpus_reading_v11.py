"""What is the eleventh reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, its new rings, broken mazes and routes, and the helpers that
write its HTML, tool-call and comma forms. The checks every blind set shares are in
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
import corpus_reading_v4
import corpus_reading_v5
import corpus_reading_v6
import corpus_reading_v7
import corpus_reading_v8
import corpus_reading_v9
import corpus_reading_v10
import corpus_reading_v11 as v11
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


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v11.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = [c for c in v11.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_its_own_helpers_write_the_forms_it_names() -> None:
    assert v11._commas("1 0\nP G") == "1,0\nP,G"
    assert v11._html_table("1 0\nP G") == (
        "<table>\n<tr><td>1</td><td>0</td></tr>\n<tr><td>P</td><td>G</td></tr>\n</table>"
    )
    call = json.loads(v11._tool_rows("1 0\nP G"))
    assert call == {"name": "submit_maze", "arguments": {"rows": ["1 0", "P G"]}}
    assert v11._labelled_rows("1 0\nP G") == "Row 0: 1 0\nRow 1: P G"


def test_the_new_mazes_are_rings_not_seen_before_and_the_broken_ones_are_not() -> None:
    earlier = {corpus_mazes.ORIGINAL_MATRIX, corpus_mazes.NEW_MATRIX, corpus_mazes.PLUS_MATRIX}
    for module in EARLIER:
        earlier |= _mazes_of(module)
    valid = (v11.BOTTOM_LEFT3, v11.BOTTOM_MID3, v11.TOP_RIGHT4, v11.MID_LEFT3, v11.MOVED_PG)
    assert all(_is_ring(maze) for maze in valid)
    assert not set(valid) & earlier
    broken = (v11.RING_GAP, v11.FOUR_ROWS, v11.P_OUTSIDE, v11.TRIANGLE_CELLS, v11.SE_LETTERS)
    assert not any(_is_ring(maze) for maze in broken)
    assert not set(broken) & earlier
    same_cells = v11.MOVED_PG.replace("P", "0").replace("G", "0")
    assert same_cells == corpus_mazes.ORIGINAL_MATRIX.replace("P", "0").replace("G", "0")
    assert v11.MOVED_PG != corpus_mazes.ORIGINAL_MATRIX
    # The broken mazes are one change away from a valid one, as their docstrings say.
    assert v11.BOTTOM_LEFT3.replace("P", "S").replace("G", "E") == v11.SE_LETTERS
    assert v11.FOUR_ROWS.splitlines() == v11.BOTTOM_MID3.splitlines()[1:]


def test_the_routes_are_what_their_labels_assume() -> None:
    valid = (v11.DOWN_LEFT, v11.ACROSS_TOP, v11.STUTTER, v11.BOTTOM_BOUNCE)
    assert all(_walk_ok(route) for route in valid)
    broken = (v11.SKIP_CELL, v11.MIDDLE_WALLS, v11.TOP_WALLS, v11.ENDS_LEFT_OF_G)
    assert not any(_walk_ok(route) for route in broken)
    one_based = " ".join(
        f"{int(r) + 1},{int(c) + 1}" for r, c in (cell.split(",") for cell in v11.DOWN_LEFT.split())
    )
    assert v11._path(one_based) == v11.ONE_BASED_DOWN_LEFT
    assert not _walk_ok(one_based)
    # Both shortest routes exist in earlier sets; the rest must be new.
    earlier = set().union(*(_strings_of(m) for m in EARLIER))
    assert not {v11.STUTTER, v11.BOTTOM_BOUNCE, *broken} & earlier
