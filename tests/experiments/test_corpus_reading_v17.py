"""What is the seventeenth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, replies in the four
languages the rulings added (Portuguese, Italian, Russian, Korean) and in languages outside the
ten, mixed English and Chinese, answers in table rows, after "TL;DR", in backticks, with labels
in another case or with extra words, options marked chosen, answers re-derived after they are
given, second mazes labelled fixed, and its new rings, broken mazes and routes (two paths past
G among them). The checks every blind set shares are in ``test_blind_reading_sets.py``; no
reader runs here."""

from __future__ import annotations

import importlib

import corpus_mazes
import corpus_reading_v17 as v17
from corpus_form import PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _mazes_of, _walk_ok

EARLIER = (
    "corpus_reading",
    "corpus_reading_v2",
    "corpus_reading_v3",
    *(f"corpus_reading_v{i}" for i in range(4, 17)),
    *(f"corpus_reading_tune{i}" for i in range(5, 16)),
)
ADDED_LANGUAGES = {"portuguese", "italian", "russian", "korean"}


def _earlier_modules() -> list[object]:
    return [importlib.import_module(name) for name in EARLIER]


def _strings_of(module: object) -> set[str]:
    return {value for value in vars(module).values() if isinstance(value, str)}


def _open(maze: str) -> set[tuple[int, int]]:
    rows = [row.split() for row in maze.splitlines()]
    return {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "1"}


def _of_habit(habit: str) -> list[object]:
    return [c for c in v17.all_cases() if c.habit == habit]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v17.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = [c for c in v17.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v17.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 18
    assert any(c.clear for c in small) and any(not c.clear for c in small)


def test_the_new_habits_are_in_several_phases() -> None:
    for habit in ("tldr", "backticks", "label_case", "label_extra_words", "table_row"):
        assert len({c.phase for c in _of_habit(habit)}) >= 3, habit
    for habit in ("options_chosen", "answer_first_rederived", "wait_hmm", "mixed_en_zh"):
        assert len({c.phase for c in _of_habit(habit)}) >= 3, habit
    assert {c.phase for c in v17.all_cases() if c.habit in ADDED_LANGUAGES} == set(PHASES)
    assert {c.habit for c in v17.all_cases()} >= ADDED_LANGUAGES
    assert len(_of_habit("pipe_description")) >= 2


def test_languages_shape_names_and_words_follow_the_rulings() -> None:
    # The four added languages: a shape named in them is unclear, a move or turn is read.
    added = [c for c in v17.all_cases() if c.habit in ADDED_LANGUAGES]
    named = [c for c in added if c.phase == "recognize"]
    assert named and all(c.label == UNREADABLE for c in named)
    assert all(c.clear for c in added if c.phase != "recognize")
    # Outside the ten: unclear when the answer is a word, read when it is the prompt's form.
    outside = _of_habit("outside_languages")
    assert {c.clear for c in outside} == {True, False}
    for case in outside:
        in_form = any(k in case.reply for k in ("MOVE: (", "PATH: (", "SHAPE: square"))
        in_form = in_form or "clockwise" in case.reply
        assert case.clear == in_form, case.id


def test_an_answer_re_derived_differently_is_unclear_and_the_same_is_not() -> None:
    rederived = _of_habit("answer_first_rederived") + _of_habit("tldr")
    other = {c.id for c in rederived if "other" in c.id}
    assert len(other) >= 4
    assert all((c.label == UNREADABLE) == (c.id in other) for c in rederived)


def test_a_second_maze_labelled_fixed_is_the_one_scored() -> None:
    fixed = {c.id: c for c in _of_habit("fixed_second_maze")}
    assert fixed["v17g_fixed_second_valid"].label == SUCCESS
    assert fixed["v17g_fixed_second_broken"].label == FAIL
    assert fixed["v17g_fixed_cut_off"].label == UNREADABLE
    assert "fixed" in fixed["v17g_fixed_second_broken"].reply.lower()
    assert fixed["v17g_fixed_second_broken"].reply.endswith(v17.GAP_RING)
    assert {c.encoding for c in fixed.values()} == {"matrix", "coord_list"}


def test_its_own_helper_writes_a_markdown_table() -> None:
    assert v17._table(("a", "b"), [("1", "2")]) == "| a | b |\n|---|---|\n| 1 | 2 |"


def test_the_new_mazes_are_rings_not_seen_before_and_the_broken_ones_are_not() -> None:
    earlier = {corpus_mazes.ORIGINAL_MATRIX, corpus_mazes.NEW_MATRIX, corpus_mazes.PLUS_MATRIX}
    for module in _earlier_modules():
        earlier |= _mazes_of(module)
    valid = (v17.RING_BR4, v17.RING_TR3_GP, v17.RING_BL3, v17.RING_TL4_G00)
    valid += (v17.RING_MID3_G12, v17.MIRRORED, v17.RING_TOPMID3)
    assert all(_is_ring(maze) for maze in valid)
    broken = (v17.LOWER_PG, v17.S_AND_E, v17.GAP_RING, v17.P_OUTSIDE, v17.FOUR_COLS)
    broken += (v17.TWO_GOALS_RING, v17.ZEROS)
    assert not any(_is_ring(maze) for maze in broken)
    assert not {*valid, *broken} & earlier
    mirror = "\n".join(" ".join(reversed(r.split())) for r in v17.MIRRORED.splitlines())
    assert _open(mirror) == _open(corpus_mazes.ORIGINAL_MATRIX)
    assert v17.RING_BL3.replace("P", "p").replace("G", "g") == v17.LOWER_PG
    assert v17.RING_TOPMID3.replace("P", "S").replace("G", "E") == v17.S_AND_E
    assert _open(v17.GAP_RING) == _open(v17.RING_BR4) - {(4, 3)}
    assert [r.rsplit(" ", 1)[0] for r in v17.RING_BL3.splitlines()] == v17.FOUR_COLS.splitlines()
    assert _open(v17.TWO_GOALS_RING) == _open(v17.RING_TL4_G00)


def test_the_routes_are_what_their_labels_assume() -> None:
    valid = (v17.RIGHT, v17.DOWN, v17.TOP_BACKSTEPS, v17.LEFT_BACKSTEPS)
    assert all(_walk_ok(route) for route in valid)
    broken = (v17.SKIP_20, v17.WALL_22_32, v17.REVERSED, v17.STOPS_42, v17.DIAG_11_20)
    broken += (v17.SMALL_TWO,)
    assert not any(_walk_ok(route) for route in broken)
    assert _walk_ok(" ".join(reversed(v17.REVERSED.split())))
    # Past G: the part up to its last G is a legal route, so the specification's check passes.
    for route in (v17.PAST_G_BACK_ONE, v17.PAST_G_ROUND):
        cells = route.split()
        last_g = len(cells) - 1 - cells[::-1].index("4,3")
        assert last_g < len(cells) - 1 and _walk_ok(" ".join(cells[: last_g + 1]))
    past = {"v17o_past_g_back_one", "v17o_past_g_round"}
    assert {c.label for c in v17.ONE_SHOT if c.id in past} == {SUCCESS}
    earlier = set().union(*(_strings_of(m) for m in _earlier_modules()))
    new = (*valid[2:], *broken, v17.PAST_G_BACK_ONE, v17.PAST_G_ROUND)
    assert not set(new) & earlier
