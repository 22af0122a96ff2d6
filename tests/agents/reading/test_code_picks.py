"""Issue 35, thirty-seventh round: an answer given only as code that picks at random, or that
ends with a list of candidates and no pick, commits to nothing; code that returns, prints or
assigns one value, and candidates followed by a labelled pick, keep their answer."""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move
from agents.llm.reading.code_picks import code_leaves_pick, unwrap_strings

_OPEN = np.ones((3, 3), dtype=bool)


@pytest.mark.parametrize(
    ("text", "leaves"),
    [
        ("```python\nfrom random import choice\nmove = choice([(0, 1), (1, 0)])\n```", True),
        ("```py\nimport numpy as np\nrng = np.random.default_rng()\n"
         "i = rng.integers(2)\n```", True),
        ("```python\nneighbours = [(0, 1), (1, 0)]\n```", True),
        ("```python\nnext_options = [\n    (0, 1),\n    (1, 0),\n]\n```", True),
        ("```python\nneighbours = [(0, 1), (1, 0)]\nprint(neighbours[1])\n```", False),
        ("```python\npath = [(0, 0), (0, 1), (0, 2)]\n```", False),
        ("```python\nmoves = [(0, 1), (1, 0)]\n```\nI take (1, 0).\n\nMOVE: (1, 0)", False),
        ("```python\ndef move():\n    return (1, 0)\n```", False),
        ("No code here: random.choice would be silly.\n\nMOVE: (1, 0)", False),
    ],
)  # fmt: skip
def test_code_that_leaves_the_pick_is_no_answer(text: str, leaves: bool) -> None:
    assert code_leaves_pick(text) is leaves
    if leaves:
        assert parse_move(text, _OPEN, (0, 0), 4).target is None


@pytest.mark.parametrize("unit", ["```", "```\n", "moves = [", "(0, 1), ", "random.choice(", " "])
def test_a_long_run_is_read_without_raising(unit: str) -> None:
    assert isinstance(code_leaves_pick(unit * 50_000), bool)
    assert isinstance(code_leaves_pick("```python\n" + unit * 50_000 + "\n```"), bool)


_RING = "P 0 0 1\n0 1 0 1\n0 0 G 1\n1 1 1 1"


@pytest.mark.parametrize(
    "code",
    [
        'print("""' + _RING + '""")',
        "maze = '''" + _RING + "'''\nprint(maze)",
        'print( """\n' + _RING + '\n""" )',
    ],
)
def test_a_maze_printed_or_assigned_by_code_is_its_rows(code: str) -> None:
    rows = [line for line in unwrap_strings(code).split("\n") if line.strip()]
    assert _RING.split("\n")[0] in rows
    assert _RING.split("\n")[-1] in rows


def test_unwrapping_leaves_text_without_triple_quotes_alone() -> None:
    text = 'MOVE: (1, 0)\nprint("done")'
    assert unwrap_strings(text) is text


def test_a_long_run_of_quotes_is_read_without_raising() -> None:
    for unit in ('"""', "print(", "x = '''", ")"):
        assert isinstance(unwrap_strings(unit * 50_000), str)
