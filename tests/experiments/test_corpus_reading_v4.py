"""The fourth reading corpus is well-formed: its cases fit the label conventions, cover every
phase with clear and unclear replies, are new against v1-v3, and split by the first corpus's
rule. No reader runs here: the corpus is held out and measured once
(``reading_agreement.py v4``)."""

from __future__ import annotations

import dataclasses

import corpus_mazes
import corpus_reading
import corpus_reading_v2
import corpus_reading_v3
import corpus_reading_v4 as v4
from corpus_form import PHASES
from corpus_reading import UNREADABLE, half


def test_every_case_is_well_formed() -> None:
    assert v4.problems() == []


def test_every_phase_has_clear_and_unclear_replies_in_v3_proportion() -> None:
    cases = v4.all_cases()
    counts = {p: [c for c in cases if c.phase == p] for p in PHASES}
    assert all(any(c.clear for c in counts[p]) for p in PHASES)
    assert all(any(not c.clear for c in counts[p]) for p in PHASES)
    # the interactive solve is read once per move, so it has the most replies
    assert len(counts["solve"]) == max(len(v) for v in counts.values())
    assert 150 <= len(cases) <= 170


def test_every_unclear_case_and_hard_call_says_why() -> None:
    cases = {c.id: c for c in v4.all_cases()}
    assert set(v4.WHY) <= set(cases)
    assert all(c.id in v4.WHY for c in cases.values() if not c.clear)
    assert all(why.strip() for why in v4.WHY.values())


def test_the_replies_are_new_against_the_earlier_corpora() -> None:
    earlier = [
        *corpus_reading.all_cases(),
        *corpus_reading_v2.all_cases(),
        *corpus_reading_v3.all_cases(),
    ]
    replies = {c.reply for c in earlier}
    ids = {c.id for c in earlier}
    assert [c.id for c in v4.all_cases() if c.reply in replies] == []
    assert [c.id for c in v4.all_cases() if c.id in ids] == []


def test_both_encodings_are_asked_in_generation_and_truncations_are_unreadable() -> None:
    cases = v4.all_cases()
    assert {c.encoding for c in cases if c.phase == "generate"} == {"matrix", "coord_list"}
    cut = [c for c in cases if c.finish_reason == "length"]
    assert cut and all(c.label == UNREADABLE for c in cut)


def test_the_coordinate_list_helper_writes_the_encoder_form() -> None:
    assert v4._coord(corpus_mazes.NEW_MATRIX) == corpus_mazes.NEW_COORD
    assert v4._coord(corpus_mazes.ORIGINAL_MATRIX) == corpus_mazes.ORIGINAL_COORD


def test_the_check_finds_malformed_cases() -> None:
    good = v4.all_cases()[0]
    bad = [
        dataclasses.replace(good, id="v4_bad_phase", phase="walk"),
        dataclasses.replace(good, id="v4_bad_cell", label=(2, "0")),
        dataclasses.replace(good, id="v4_cut_credited", finish_reason="length"),
        dataclasses.replace(good, id="v4_no_why", label=UNREADABLE, strict=None),
        dataclasses.replace(good, id="v3_wrong_prefix"),
    ]
    found = v4.problems(bad)
    assert [line.split(":")[0] for line in found] == [c.id for c in bad]


def test_the_split_is_the_first_corpus_rule() -> None:
    halves = v4.split()
    assert {c.id for c in halves["tune"]} == {c.id for c in v4.all_cases() if half(c.id) == "tune"}
    assert len(halves["tune"]) + len(halves["heldout"]) == len(v4.all_cases())
