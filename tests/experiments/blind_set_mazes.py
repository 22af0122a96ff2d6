"""Maze and route checks the blind reply sets since v38 share (each set's test file calls them
with its own rings, broken mazes, routes and thresholds): its rings are rings and its broken mazes
are not, the generation replies that give one are labelled by it, its routes walk (or fail) as
their labels assume, and its mazes and routes are new against the sets written before it. No
reader runs here."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import ModuleType

import corpus_mazes
from corpus_form import path_text
from corpus_reading import FAIL, SUCCESS
from test_corpus_reading_v8 import _walk_ok


def is_square_ring(maze: str) -> bool:
    """Whether ``maze`` is 5x5 with one P and one G and its open cells are the border of a
    k x k square, any k >= 3 that fits (the generation ruling: a ring of another size is a
    square too)."""
    rows = [line.split() for line in maze.splitlines()]
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
    return side >= 3 and open_cells == border


def rings_read_as_labelled(
    module: ModuleType,
    valid: Iterable[str],
    broken: Iterable[str],
    *,
    is_ring: Callable[[str], bool],
    least: int,
    also_valid: Iterable[str] = (),
    original_fails: bool = False,
    one_marker_only: bool = False,
) -> None:
    """The set's rings are rings and its broken mazes are not, and every clear generation reply
    with one maze after its single ``MAZE:`` line is labelled by it; at least ``least`` are.

    ``also_valid`` are rings ``is_ring`` does not know but the ruling accepts (checked by the
    set itself); ``original_fails`` also labels a reply giving the original maze a failure;
    ``one_marker_only`` counts a reply only when no other ``MAZE:`` appears in it at all (the
    older sets' stricter choice of plain replies)."""
    valid, broken, also_valid = tuple(valid), tuple(broken), tuple(also_valid)
    assert all(is_ring(maze) for maze in valid)
    assert not any(is_ring(maze) for maze in broken)
    successes = (*valid, *also_valid)
    assert corpus_mazes.ORIGINAL_MATRIX not in successes
    failures = (*broken, corpus_mazes.ORIGINAL_MATRIX) if original_fails else broken
    gen = [c for c in module.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
    if one_marker_only:
        plain = [c for c in gen if c.clear and "MAZE:\n" in c.reply and c.reply.count("MAZE:") == 1]
    else:
        plain = [c for c in gen if c.clear and c.reply.count("MAZE:\n") == 1]
    read = 0
    for case in plain:
        maze = case.reply.split("MAZE:\n")[-1].split("\n\n")[0].strip("`\n")
        if maze in successes:
            assert case.label == SUCCESS, case.id
            read += 1
        if maze in failures:
            assert case.label == FAIL, case.id
            read += 1
    assert read >= least


def routes_walk_as_assumed(
    walks: Iterable[str], past_goal: Iterable[str], broken: Iterable[str]
) -> None:
    """``walks`` go from P to G; each of ``past_goal`` runs on past G, so it fails the walk
    check but its part up to the last G passes (the specification's check walks the last G back
    to P; what follows G is not scored); no ``broken`` route walks."""
    for route in walks:
        assert _walk_ok(route), route
    for route in past_goal:
        cells = route.split()
        assert not _walk_ok(route)
        assert _walk_ok(" ".join(cells[: len(cells) - cells[::-1].index("4,3")])), route
    assert not any(_walk_ok(r) for r in broken)


def one_shot_endings_labelled(
    module: ModuleType, successes: Iterable[str], failures: Iterable[str]
) -> None:
    """Every clear one-shot reply that ends with one of these routes exists and carries its
    label: a success for ``successes``, a failure for ``failures``."""
    one_shot = [c for c in module.all_cases() if c.phase == "one_shot" and c.clear]
    for route, label in (*((r, SUCCESS) for r in successes), *((r, FAIL) for r in failures)):
        ending = [c for c in one_shot if c.reply.endswith("PATH: " + path_text(route))]
        assert ending and all(c.label == label for c in ending), route


def new_against(earlier: Iterable[ModuleType], mazes: Iterable[str], routes: Iterable[str]) -> None:
    """None of ``mazes`` appears in a reply of the ``earlier`` sets, and none of ``routes`` is
    given whole by one (a prefix of a longer earlier route is still new)."""
    replies = [c.reply for m in earlier for c in m.all_cases()]
    text_before = "\n".join(replies)
    assert [m for m in mazes if m in text_before] == []

    def used(route: str) -> bool:
        text = path_text(route)
        return any(r.endswith(text) or f"{text}\n" in r or f"{text} " in r for r in replies)

    assert [r for r in routes if used(r)] == []
