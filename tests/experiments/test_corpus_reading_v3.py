"""The third reading corpus is well-formed: its cases fit the label conventions, cover every
phase with clear and unclear replies, and split by the first corpus's rule. No reader runs
here: the corpus is held out and measured once (``reading_agreement.py v3``)."""

from __future__ import annotations

import dataclasses

import corpus_reading_v3 as v3
from corpus_form import PHASES
from corpus_reading import UNREADABLE, half


def test_every_case_is_well_formed() -> None:
    assert v3.problems() == []


def test_every_phase_has_clear_and_unclear_replies_in_proportion() -> None:
    cases = v3.all_cases()
    counts = {p: [c for c in cases if c.phase == p] for p in PHASES}
    assert all(any(c.clear for c in counts[p]) for p in PHASES)
    assert all(any(not c.clear for c in counts[p]) for p in PHASES)
    # the interactive solve is read once per move, so it has the most replies
    assert len(counts["solve"]) == max(len(v) for v in counts.values())
    assert 150 <= len(cases) <= 170


def test_both_encodings_are_asked_in_generation_and_truncations_are_unreadable() -> None:
    cases = v3.all_cases()
    assert {c.encoding for c in cases if c.phase == "generate"} == {"matrix", "coord_list"}
    cut = [c for c in cases if c.finish_reason == "length"]
    assert cut and all(c.label == UNREADABLE for c in cut)


def test_the_check_finds_malformed_cases() -> None:
    good = v3.all_cases()[0]
    bad = [
        dataclasses.replace(good, id="v3_bad_phase", phase="walk"),
        dataclasses.replace(good, id="v3_bad_cell", label=(2, "0")),
        dataclasses.replace(good, id="v3_cut_credited", finish_reason="length"),
        dataclasses.replace(good, id="v3_no_why", label=UNREADABLE, strict=None),
    ]
    found = v3.problems(bad)
    assert [line.split(":")[0] for line in found] == [c.id for c in bad]


def test_the_split_is_the_first_corpus_rule() -> None:
    halves = v3.split()
    assert {c.id for c in halves["tune"]} == {c.id for c in v3.all_cases() if half(c.id) == "tune"}
    assert len(halves["tune"]) + len(halves["heldout"]) == len(v3.all_cases())
