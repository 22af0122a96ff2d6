"""Issue 35, thirty-seventh round: a route stated mid-sentence ("The route is PATH: ... .
Checking it cell by cell: ...") ends with its sentence, as v38's clear reply was meant."""

from __future__ import annotations

from corpus_mazes import MAZES

from envs.maze_nav.logic import maze_from_codes
from envs.maze_nav.text import parse
from experiments.maze.scoring import check_solution


def test_a_route_stated_mid_sentence_is_read_to_its_sentence_end() -> None:
    # issue 35, thirty-seventh round (the one-shot reader): the check after the route's
    # sentence names cells that are no part of the route.
    maze = maze_from_codes(parse(MAZES["matrix"]["original"], "matrix", 5).codes, 4)
    route = "(1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3)"
    check = check_solution(f"It is PATH: {route}. Checking: (1, 1) is 0, (4, 3) is G.", maze)
    assert check.success
    assert check.path[-1] == (4, 3)
