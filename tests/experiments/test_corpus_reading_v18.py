"""What is the eighteenth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, the common habits
of today's models spread over the phases (a sentence of reasoning and the line, think blocks,
markdown, wrong answers in the asked format, answers followed by explanations or checks,
fenced answers, hedges), about a fifth of the set hard or unclear, and its new rings, broken
mazes and routes. The checks every blind set shares are in ``test_blind_reading_sets.py``; no
reader runs here."""

from __future__ import annotations

import importlib

import corpus_mazes
import corpus_reading_v18 as v18
from corpus_form import PHASES
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _mazes_of, _walk_ok

EARLIER = (
    "corpus_reading",
    "corpus_reading_v2",
    "corpus_reading_v3",
    *(f"corpus_reading_v{i}" for i in range(4, 18)),
    *(f"corpus_reading_tune{i}" for i in range(5, 16)),
)


def _earlier_modules() -> list[object]:
    return [importlib.import_module(name) for name in EARLIER]


def _strings_of(module: object) -> set[str]:
    return {value for value in vars(module).values() if isinstance(value, str)}


def _open(maze: str) -> set[tuple[int, int]]:
    rows = [row.split() for row in maze.splitlines()]
    return {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "1"}


def _of_habit(habit: str) -> list[object]:
    return [c for c in v18.all_cases() if c.habit == habit]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v18.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase() -> None:
    cut = [c for c in v18.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v18.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 18
    assert any(c.clear for c in small) and any(not c.clear for c in small)


def test_the_common_habits_are_in_several_phases() -> None:
    for habit in ("short_reasoned", "think_block", "markdown", "wrong_in_format"):
        assert len({c.phase for c in _of_habit(habit)}) == len(PHASES), habit
    for habit in ("hedge", "long_cut_off"):
        assert len({c.phase for c in _of_habit(habit)}) == len(PHASES), habit
    for habit in ("fenced_answer", "verification_after", "answer_then_explanation"):
        assert len({c.phase for c in _of_habit(habit)}) >= 3, habit
    for habit in ("numbered_steps",):
        assert len({c.phase for c in _of_habit(habit)}) >= 3, habit
    assert len(_of_habit("square_by_square")) >= 2
    assert len(_of_habit("several_considered")) >= 2


def test_the_common_cases_dominate_and_about_a_fifth_is_hard_or_unclear() -> None:
    cases = v18.all_cases()
    hard = {key for key, why in v18.WHY.items() if why.startswith("hard:")}
    unclear = {c.id for c in cases if not c.clear}
    assert not hard & unclear
    share = len(hard | unclear) / len(cases)
    assert 0.15 <= share <= 0.5, share


def test_strict_follows_the_final_line_rule() -> None:
    # An answer followed by an explanation, a check or a fence is never strictly right.
    after = _of_habit("verification_after") + _of_habit("answer_then_explanation")
    after += _of_habit("fenced_answer")
    assert after and all(c.strict in (None, False) for c in after)
    assert all(c.clear for c in after)


def test_the_new_mazes_are_rings_not_seen_before_and_the_broken_ones_are_not() -> None:
    earlier = {corpus_mazes.ORIGINAL_MATRIX, corpus_mazes.NEW_MATRIX, corpus_mazes.PLUS_MATRIX}
    for module in _earlier_modules():
        earlier |= _mazes_of(module)
    valid = (v18.RING_B3_MID, v18.RING_BR4_P14, v18.RING_TR3_G02, v18.RING_TL4_P33)
    valid += (v18.RING_BR3_P23, v18.SAME_RING_MOVED)
    assert all(_is_ring(maze) for maze in valid)
    broken = (v18.CROSS_NEW, v18.RING_SPUR, v18.OPEN_SIDE_C, v18.NO_GOAL_RING)
    broken += (v18.SIX_ROWS, v18.WALL_ON_RING)
    assert not any(_is_ring(maze) for maze in broken)
    assert not {*valid, *broken} & earlier
    assert _open(v18.SAME_RING_MOVED) == _open(corpus_mazes.ORIGINAL_MATRIX)
    assert v18.SAME_RING_MOVED != corpus_mazes.ORIGINAL_MATRIX
    assert _open(v18.OPEN_SIDE_C) == _open(v18.RING_BR3_P23) - {(2, 3)}
    assert v18.RING_B3_MID.replace("G", "0") == v18.NO_GOAL_RING
    # Each maze is labelled by what it is: the valid ones succeed, the broken ones fail.
    gen = [c for c in v18.GENERATE if c.encoding == "matrix" and c.clear]
    for case in gen:
        last = case.reply.rstrip().split("MAZE:\n")[-1].strip("`\n").removeprefix("text\n")
        if last in valid:
            assert case.label == SUCCESS, case.id
        if last in broken or last == corpus_mazes.ORIGINAL_MATRIX:
            assert case.label == FAIL, case.id


def test_the_routes_are_what_their_labels_assume() -> None:
    valid = (v18.RIGHT, v18.DOWN, v18.TOP_TWO_BACKSTEPS)
    assert all(_walk_ok(route) for route in valid)
    broken = (v18.DIAG_INTO_COL1, v18.CUTS_32, v18.ENDS_IN_32, v18.FROM_12, v18.SKIPS_42)
    assert not any(_walk_ok(route) for route in broken)
    # Counted from 1, or written (x, y): the plain routes once converted, broken as written.
    one_based = [tuple(int(v) - 1 for v in c.split(",")) for c in v18.ONE_BASED_DOWN.split()]
    assert " ".join(f"{r},{c}" for r, c in one_based) == v18.DOWN
    swapped = [c.split(",") for c in v18.XY_RIGHT.split()]
    assert " ".join(f"{y},{x}" for x, y in swapped) == v18.RIGHT
    assert not _walk_ok(v18.ONE_BASED_DOWN) and not _walk_ok(v18.XY_RIGHT)
    # Past G: the part up to its last G is a legal route, so the specification's check passes.
    cells = v18.PAST_G_TWO_LEFT.split()
    last_g = len(cells) - 1 - cells[::-1].index("4,3")
    assert last_g < len(cells) - 1 and _walk_ok(" ".join(cells[: last_g + 1]))
    assert {c.label for c in v18.ONE_SHOT if c.id == "v18o_past_g"} == {SUCCESS}
    earlier = set().union(*(_strings_of(m) for m in _earlier_modules()))
    new = (v18.TOP_TWO_BACKSTEPS, *broken[:4], v18.PAST_G_TWO_LEFT)
    assert not set(new) & earlier


def test_its_own_helper_writes_a_code_fence() -> None:
    assert v18._fence("a", "text") == "```text\na\n```"
