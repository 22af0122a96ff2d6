"""What is the sixteenth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, replies in four
languages besides English and Chinese, answers in another phase's format, corrections, quoted
blocks, role tags, drawn grids and Windows line endings, its new rings, broken mazes and routes
(two paths past G among them). The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import importlib

import corpus_mazes
import corpus_reading_v16 as v16
from corpus_form import PHASES
from corpus_reading import SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _mazes_of, _walk_ok

EARLIER = (
    "corpus_reading",
    "corpus_reading_v2",
    "corpus_reading_v3",
    *(f"corpus_reading_v{i}" for i in range(4, 16)),
    *(f"corpus_reading_tune{i}" for i in range(5, 16)),
)


def _earlier_modules() -> list[object]:
    return [importlib.import_module(name) for name in EARLIER]


def _strings_of(module: object) -> set[str]:
    return {value for value in vars(module).values() if isinstance(value, str)}


def _open(maze: str) -> set[tuple[int, int]]:
    rows = [row.split() for row in maze.splitlines()]
    return {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "1"}


def _habit_phases(prefix: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for case in v16.all_cases():
        if case.habit.startswith(prefix):
            out.setdefault(case.habit, set()).add(case.phase)
    return out


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v16.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = [c for c in v16.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v16.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 18
    assert any(c.clear for c in small) and any(not c.clear for c in small)


def test_the_new_habits_are_in_several_phases() -> None:
    for habit in ("correction", "role_tag", "quoted_block", "question_after", "yaml"):
        phases = {c.phase for c in v16.all_cases() if c.habit == habit}
        assert len(phases) >= 3, (habit, phases)
    languages = {"spanish", "french", "german", "japanese"}
    assert {c.habit for c in v16.all_cases()} >= languages
    assert {c.phase for c in v16.all_cases() if c.habit in languages} == set(PHASES)


def test_a_shape_named_in_another_language_is_unreadable_a_cell_is_not() -> None:
    languages = {"spanish", "french", "german", "japanese"}
    foreign = [c for c in v16.all_cases() if c.habit in languages]
    named = [c for c in foreign if c.phase == "recognize" and "SHAPE: square" not in c.reply]
    assert named and all(c.label == UNREADABLE for c in named)
    assert all(c.clear for c in foreign if c.phase != "recognize")


def test_windows_line_endings_and_drawn_grids_are_in_the_replies() -> None:
    crlf = [c for c in v16.all_cases() if "\r\n" in c.reply]
    assert {c.phase for c in crlf} == {"solve", "recognize", "generate"}
    assert any("┌" in c.reply for c in v16.all_cases())
    emoji = [c for c in v16.all_cases() if "🟦" in c.reply]
    assert {c.phase for c in emoji} == {"solve", "recognize", "generate"}


def test_its_own_helpers_write_the_forms_it_names() -> None:
    assert v16._one_based("1,0 2,0") == "[2,1] [3,1]"
    assert v16._emoji("1 P\n0 G") == "⬛🟦\n⬜🟩"
    assert v16._boxed("1 P\n0 G") == "┌───┐\n│1 P│\n│0 G│\n└───┘"


def test_the_new_mazes_are_rings_not_seen_before_and_the_broken_ones_are_not() -> None:
    earlier = {corpus_mazes.ORIGINAL_MATRIX, corpus_mazes.NEW_MATRIX, corpus_mazes.PLUS_MATRIX}
    for module in _earlier_modules():
        earlier |= _mazes_of(module)
    valid = (v16.RING_LOW_MID3, v16.RING_LOW_MID3_SWAPPED, v16.RING_TR4, v16.RING_TR4_P02)
    valid += (v16.ORIGINAL_MOVED_PG, v16.RING_TL3_SIDE, v16.RING_MID_RIGHT3)
    assert all(_is_ring(maze) for maze in valid)
    broken = (v16.TWO_P, v16.CORNER_WALLED, v16.SIX_ROWS, v16.NO_GOAL, v16.RAGGED)
    broken += (v16.X_FOR_GOAL, v16.TWOS_GRID)
    assert not any(_is_ring(maze) for maze in broken)
    assert not {*valid, *broken} & earlier
    assert _open(v16.ORIGINAL_MOVED_PG) == _open(corpus_mazes.ORIGINAL_MATRIX)
    assert _open(v16.TWO_P) == _open(v16.RING_TR4)
    ring = {(r, c) for r in range(1, 5) for c in range(1, 5) if r in (1, 4) or c in (1, 4)}
    assert _open(v16.CORNER_WALLED) == ring - {(1, 4)}
    assert v16.SIX_ROWS.splitlines()[:5] == v16.RING_LOW_MID3.splitlines()
    assert v16.RING_LOW_MID3.replace("G", "X") == v16.X_FOR_GOAL
    assert _open(v16.NO_GOAL) == _open(v16.RING_MID_RIGHT3)


def test_the_routes_are_what_their_labels_assume() -> None:
    valid = (v16.RIGHT, v16.DOWN, v16.TOP_TWO_BACKSTEPS, v16.LEFT_UP_TO_P)
    assert all(_walk_ok(route) for route in valid)
    broken = (v16.DIAG_TO_33, v16.ROW2_THROUGH, v16.BACK_UP_END, v16.FROM_13)
    broken += (v16.TOP_WALL_DIP,)
    assert not any(_walk_ok(route) for route in broken)
    # Past G: the part up to its last G is a legal route, so the specification's check passes.
    for route in (v16.PAST_G_UP_TWO, v16.PAST_G_OFF_GRID):
        cells = route.split()
        last_g = len(cells) - 1 - cells[::-1].index("4,3")
        assert last_g < len(cells) - 1 and _walk_ok(" ".join(cells[: last_g + 1]))
    past = {"v16o_past_goal_up_two", "v16o_past_goal_off_grid"}
    assert {c.label for c in v16.ONE_SHOT if c.id in past} == {SUCCESS}
    earlier = set().union(*(_strings_of(m) for m in _earlier_modules()))
    new = (*valid[2:], *broken, v16.PAST_G_UP_TWO, v16.PAST_G_OFF_GRID)
    assert not set(new) & earlier
