"""The seventh reading corpus is well-formed: its cases fit the label conventions, cover every
phase with clear and unclear replies, are new against v1-v6, and split by the first corpus's
rule; its routes and mazes are what their labels assume. No reader runs here: the corpus is held
out and measured once (``reading_agreement.py v7``)."""

from __future__ import annotations

import dataclasses
import itertools

import corpus_mazes
import corpus_reading
import corpus_reading_tune5
import corpus_reading_tune6
import corpus_reading_v2
import corpus_reading_v3
import corpus_reading_v4
import corpus_reading_v5
import corpus_reading_v6
import corpus_reading_v7 as v7
from corpus_form import PHASES
from corpus_reading import UNREADABLE, half


def test_every_case_is_well_formed() -> None:
    assert v7.problems() == []


def test_every_phase_has_clear_and_unclear_replies_weighted_as_v6() -> None:
    cases = v7.all_cases()
    counts = {p: [c for c in cases if c.phase == p] for p in PHASES}
    assert all(any(c.clear for c in counts[p]) for p in PHASES)
    assert all(any(not c.clear for c in counts[p]) for p in PHASES)
    # the interactive solve is read once per move, so it has the most replies
    assert len(counts["solve"]) == max(len(v) for v in counts.values())
    assert 160 <= len(cases) <= 180


def test_every_unclear_case_and_hard_call_says_why() -> None:
    cases = {c.id: c for c in v7.all_cases()}
    assert set(v7.WHY) <= set(cases)
    assert all(c.id in v7.WHY for c in cases.values() if not c.clear)
    assert all(why.strip() for why in v7.WHY.values())


def test_the_replies_are_new_against_the_earlier_corpora() -> None:
    earlier = [
        *corpus_reading.all_cases(),
        *corpus_reading_v2.all_cases(),
        *corpus_reading_v3.all_cases(),
        *corpus_reading_v4.all_cases(),
        *corpus_reading_tune5.all_cases(),
        *corpus_reading_v5.all_cases(),
        *corpus_reading_tune6.all_cases(),
        *corpus_reading_v6.all_cases(),
    ]
    replies = {c.reply for c in earlier}
    ids = {c.id for c in earlier}
    assert [c.id for c in v7.all_cases() if c.reply in replies] == []
    assert [c.id for c in v7.all_cases() if c.id in ids] == []


def test_both_encodings_are_asked_in_generation_and_truncations_are_unreadable() -> None:
    cases = v7.all_cases()
    assert {c.encoding for c in cases if c.phase == "generate"} == {"matrix", "coord_list"}
    cut = [c for c in cases if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_helpers_write_the_encoder_and_prompt_forms() -> None:
    assert v7._coord(corpus_mazes.NEW_MATRIX) == corpus_mazes.NEW_COORD
    assert v7._coord(corpus_mazes.ORIGINAL_MATRIX) == corpus_mazes.ORIGINAL_COORD
    assert v7._path("1,0 2,0") == "(1, 0) (2, 0)"
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


def test_the_check_finds_malformed_cases() -> None:
    good = v7.all_cases()[0]
    bad = [
        dataclasses.replace(good, id="v7_bad_phase", phase="walk"),
        dataclasses.replace(good, id="v7_bad_cell", label=(2, "0")),
        dataclasses.replace(good, id="v7_cut_credited", finish_reason="length"),
        dataclasses.replace(good, id="v7_no_why", label=UNREADABLE, strict=None),
        dataclasses.replace(good, id="v6_wrong_prefix"),
    ]
    found = v7.problems(bad)
    assert [line.split(":")[0] for line in found] == [c.id for c in bad]


def test_the_split_is_the_first_corpus_rule() -> None:
    halves = v7.split()
    assert {c.id for c in halves["tune"]} == {c.id for c in v7.all_cases() if half(c.id) == "tune"}
    assert len(halves["tune"]) + len(halves["heldout"]) == len(v7.all_cases())
