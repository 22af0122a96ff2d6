"""The sixth reading corpus is well-formed: its cases fit the label conventions, cover every
phase with clear and unclear replies, hold real Gemma 3 270M replies, are new against v1-v5, and
split by the first corpus's rule. No reader runs here: the corpus is held out and measured once
(``reading_agreement.py v6``)."""

from __future__ import annotations

import dataclasses
import itertools

import corpus_mazes
import corpus_reading
import corpus_reading_v2
import corpus_reading_v3
import corpus_reading_v4
import corpus_reading_v5
import corpus_reading_v6 as v6
from corpus_form import PHASES
from corpus_reading import UNREADABLE, half


def test_every_case_is_well_formed() -> None:
    assert v6.problems() == []


def test_every_phase_has_clear_and_unclear_replies_weighted_as_v5() -> None:
    cases = v6.all_cases()
    counts = {p: [c for c in cases if c.phase == p] for p in PHASES}
    assert all(any(c.clear for c in counts[p]) for p in PHASES)
    assert all(any(not c.clear for c in counts[p]) for p in PHASES)
    # the interactive solve is read once per move, so it has the most replies
    assert len(counts["solve"]) == max(len(v) for v in counts.values())
    assert 160 <= len(cases) <= 180


def test_every_unclear_case_and_hard_call_says_why() -> None:
    cases = {c.id: c for c in v6.all_cases()}
    assert set(v6.WHY) <= set(cases)
    assert all(c.id in v6.WHY for c in cases.values() if not c.clear)
    assert all(why.strip() for why in v6.WHY.values())


def test_real_small_model_replies_are_included_and_named() -> None:
    real = [c for c in v6.all_cases() if c.source != "styles"]
    assert len(real) >= 20
    assert {c.source for c in real} == {v6.GEMMA3}
    assert {c.phase for c in real} == set(PHASES)


def test_the_replies_are_new_against_the_earlier_corpora() -> None:
    earlier = [
        *corpus_reading.all_cases(),
        *corpus_reading_v2.all_cases(),
        *corpus_reading_v3.all_cases(),
        *corpus_reading_v4.all_cases(),
        *corpus_reading_v5.all_cases(),
    ]
    replies = {c.reply for c in earlier}
    ids = {c.id for c in earlier}
    assert [c.id for c in v6.all_cases() if c.reply in replies] == []
    assert [c.id for c in v6.all_cases() if c.id in ids] == []


def test_both_encodings_are_asked_in_generation_and_truncations_are_unreadable() -> None:
    cases = v6.all_cases()
    assert {c.encoding for c in cases if c.phase == "generate"} == {"matrix", "coord_list"}
    cut = [c for c in cases if c.finish_reason == "length"]
    assert cut and all(c.label == UNREADABLE for c in cut)


def test_the_helpers_write_the_encoder_and_prompt_forms() -> None:
    assert v6._coord(corpus_mazes.NEW_MATRIX) == corpus_mazes.NEW_COORD
    assert v6._coord(corpus_mazes.ORIGINAL_MATRIX) == corpus_mazes.ORIGINAL_COORD
    assert v6._path("1,0 2,0") == "(1, 0) (2, 0)"
    assert " ".join(f"({c})" for c in v6.DOWN.split()) == corpus_reading.PATH_A


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


def test_the_check_finds_malformed_cases() -> None:
    good = v6.all_cases()[0]
    bad = [
        dataclasses.replace(good, id="v6_bad_phase", phase="walk"),
        dataclasses.replace(good, id="v6_bad_cell", label=(2, "0")),
        dataclasses.replace(good, id="v6_cut_credited", finish_reason="length"),
        dataclasses.replace(good, id="v6_no_why", label=UNREADABLE, strict=None),
        dataclasses.replace(good, id="v5_wrong_prefix"),
    ]
    found = v6.problems(bad)
    assert [line.split(":")[0] for line in found] == [c.id for c in bad]


def test_the_split_is_the_first_corpus_rule() -> None:
    halves = v6.split()
    assert {c.id for c in halves["tune"]} == {c.id for c in v6.all_cases() if half(c.id) == "tune"}
    assert len(halves["tune"]) + len(halves["heldout"]) == len(v6.all_cases())


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
