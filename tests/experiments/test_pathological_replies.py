"""Every parser and scorer that reads model output stays fast on a megabyte of hostile text.

Each pattern is what a stuck or adversarial model emits: long runs of whitespace or digits,
deeply nested brackets, repeated separators and repeated labels. A quadratic regular expression
turns one such reply into minutes; every call here takes well under a second of CPU time on a
quiet machine, and the bound is ten times that, so a loaded test machine does not fail it while a
quadratic reader still does.

Every reader reads every pattern, but not every pair at a megabyte: each reader reads a
rotating eighth of the patterns at a megabyte (every pattern is read at a megabyte by one
reader or two, every reader reads five or six at a megabyte) and the rest at 64 kB. The
readers cut a reply to :data:`MAX_REPLY_CHARS` (200 kB), so the megabyte is what proves the
cut; 64 kB, under the cut, is read whole, and a reader quadratic in what it reads would still
take a tenth of its 200 kB time there. How the time grows with the length of a reply is
``benchmarks/bench_scoring.py``'s measure, not this file's; that every compiled pattern is
linear is the last tests' (uncapped, by how its time grows: see :func:`_grows_too_fast`).
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Callable

import numpy as np
import pytest

from agents.llm.parsing import answer_coordinate, parse_move, parse_rotation
from envs.maze_nav.generator import generate_maze
from envs.maze_nav.text import MAX_REPLY_CHARS, find_coordinates, parse
from experiments.maze.scoring import check_solution, score_generation, score_recognition

MB = 1_000_000
SMALL = 64_000
"""The length of the patterns a reader reads that are not among its megabyte ones."""
MEGABYTE_EVERY = 8
"""A reader reads one pattern in this many (rotating with the reader) at a megabyte."""
LIMIT_S = 10.0


def _fill(unit: str, prefix: str = "", suffix: str = "", size: int = MB) -> str:
    body = unit * ((size - len(prefix) - len(suffix)) // len(unit))
    return prefix + body + suffix


def _patterns(size: int) -> dict[str, str]:
    """Every hostile pattern, each ``size`` characters long or up to 64 fewer."""
    return {
        name: _fill(*args, size=size) if isinstance(args, tuple) else args(size)
        for name, args in _SHAPES.items()
    }


_SHAPES: dict[str, tuple[str, ...] | Callable[[int], str]] = {
    "spaces": (" ",),
    "newlines": ("\n",),
    "tabs_and_spaces": (" \t",),
    "row_then_spaces": (" ", "row 1", "x"),
    "r_then_spaces": (" ", "r1", "c"),
    "bracket_then_spaces": (" ", "(1,", "x"),
    "label_then_spaces": (" ", "Walls:", "?"),
    "shape_then_spaces": (" ", "SHAPE:", "q"),
    "maze_then_spaces": (" ", "MAZE:", "q"),
    "move_then_spaces": (" ", "MOVE:", "q"),
    "square_then_spaces": (" ", "square", "#"),
    "digits": ("7",),
    "digits_in_brackets": ("9", "(", ", 1)"),
    "negative_digits": ("1", "[-", ",-2]"),
    "decimal_digits": ("1", "(1.", ")"),
    "nested_parens": lambda size: "(" * (size // 2) + ")" * (size // 2),
    "nested_mixed": lambda size: "([{" * (size // 6) + "}])" * (size // 6),
    "commas": (", ",),
    "semicolons": (";,",),
    "arrows": (" -> ",),
    "coordinates": ("(1,1), ",),
    "row_forms": ("row 1, column 2 ",),
    "repeated_walls_label": ("Walls: ",),
    "repeated_label_lines": ("Walls: (0,0)\n",),
    "repeated_empty_lines": ("Empty: (1,1)\n",),
    "repeated_maze_cue": ("MAZE:\n",),
    "repeated_shape_label": ("SHAPE: ",),
    # Issue 35, eleventh round: named fields, YAML lines, HTML cells, tool calls, hedges.
    "named_fields_then_spaces": (" ", "(row=1,", "col"),
    "yaml_fields": ("row: 1\n  ",),
    "html_cells": ("<td>1</td>",),
    "tool_calls": ('{"name": "move", "arguments": "',),
    "counted_from": ("counting rows and columns from ",),
    "repeated_move_label": ("MOVE: ",),
    "repeated_rotate_label": ("ROTATE: ",),
    "matrix_rows": ("1 0 1 0 P\n",),
    "short_matrix_rows": ("1 0\n",),
    "blank_separated_rows": ("1 0 1 0 P\n\n",),
    "one_line_json_rows": ("[1,0],",),
    "table_rows": ("| 0 | 1 | 0 | 1 | P |\n",),
    "heading_labels": ("### Walls\n",),
    "inline_labels": ("P: (0,0), G: (1,1), ",),
    "new_maze_cues": ("New maze:\n",),
    "corrections": ("oops\n1 0\n0 1\n",),
    "letters": ("x",),
    "capitals": ("C ",),
    "words": ("crossing times square spiral ",),
    "unicode": ("×✕é",),
    # The forty-fifth round's branches, lists and summaries.
    "branch_words": ("If (1, 1) is open, otherwise unless, in which case not sure might ",),
    "cjk_branches": ("如果（1，1）的话，否则；除非那样的话不确定也许。",),
    "either_rows": ("- MOVE: (1, 1)\nEither one; I'll take the second ",),
    "summary_lines": ("总结：向左边一列 (1, 1)\nIn short, ",),
    "ticks_and_dots": ("✅ ... ",),
}

PATTERNS: dict[str, str] = _patterns(MB)
"""Every hostile pattern at a megabyte (the linearity tests below read their first 7.5 kB)."""

LINEAR_CHARS = 30_000
"""The length the linearity tests' verdict is about: at 30 kB a quadratic pattern (``\\s+x`` on
spaces) takes 1.8 CPU s, the slowest linear one 0.08 s, and :data:`LINEAR_LIMIT_S` sits about
four times from either (``python benchmarks/bench_pathological.py`` prints both)."""
LINEAR_LIMIT_S = 0.4
SCREEN_CHARS = LINEAR_CHARS // 4
"""How much of each pattern the linearity tests read first. Reading 30 kB of every text with
every pattern cost 16 CPU s, all of it linear scanning; a quarter of the length costs a
quarter. A pattern whose time grows at most with the square of the length and passes
:data:`LINEAR_LIMIT_S` at 30 kB takes more than :data:`SCREEN_LIMIT_S` at 7.5 kB, so no pair
the 30 kB bound would fail is passed unseen; only the pairs over the screen are read again."""
SCREEN_LIMIT_S = LINEAR_LIMIT_S / 16
"""The screen's bound at :data:`SCREEN_CHARS` (a quadratic pattern's 30 kB bound, scaled by
(1/4)²). The slowest linear pair takes ~0.018 s there: too near to fail on time alone."""
GROWTH_LIMIT = 3.0
"""A pair over the screen fails when halving the text cuts its time by more than this: a
linear read halves (2), a quadratic one quarters (4), a cubic one eighths (8)."""
_SMALL_PATTERNS: dict[str, str] = _patterns(SMALL)

_MAZE = generate_maze(np.random.default_rng(0), "spiral", 5)
_CORRIDORS = _MAZE.corridors

SCORERS = {
    "find_coordinates": find_coordinates,
    "answer_coordinate": answer_coordinate,
    "parse_move": lambda t: parse_move(t, _CORRIDORS, _MAZE.start, 4),
    "parse_rotation": lambda t: parse_rotation(t, 3, 3),
    "parse_matrix": lambda t: parse(t, "matrix", 5),
    "parse_coord_list": lambda t: parse(t, "coord_list", 5),
    "score_recognition": lambda t: score_recognition(t, "spiral"),
    "score_generation_matrix": lambda t: score_generation(t, _MAZE, "matrix", "spiral"),
    "score_generation_coord_list": lambda t: score_generation(t, _MAZE, "coord_list", "spiral"),
    "check_solution": lambda t: check_solution(t, _MAZE),
}


def _read_at_a_megabyte(pattern: str) -> list[str]:
    """The readers that read ``pattern`` at a megabyte; the others read it at :data:`SMALL`."""
    index = sorted(PATTERNS).index(pattern)
    return [name for turn, name in enumerate(SCORERS) if (index + turn) % MEGABYTE_EVERY == 0]


def test_every_pattern_and_every_reader_meet_at_a_megabyte():
    at_a_megabyte = {pattern: _read_at_a_megabyte(pattern) for pattern in PATTERNS}
    assert all(at_a_megabyte.values()), [p for p, names in at_a_megabyte.items() if not names]
    per_reader = {name: sum(name in names for names in at_a_megabyte.values()) for name in SCORERS}
    assert min(per_reader.values()) >= 5, per_reader
    # The megabyte is over the readers' cut and the small size under it, as the docstring says.
    assert SMALL < MAX_REPLY_CHARS < MB - 64


@pytest.mark.parametrize("pattern", sorted(PATTERNS))
def test_every_reader_is_fast_on_a_megabyte_of(pattern):
    text, small = PATTERNS[pattern], _SMALL_PATTERNS[pattern]
    assert MB - 64 <= len(text) <= MB and SMALL - 64 <= len(small) <= SMALL
    at_a_megabyte = _read_at_a_megabyte(pattern)
    slow = {}
    for name, scorer in SCORERS.items():
        reply = text if name in at_a_megabyte else small
        start = time.process_time()
        scorer(reply)  # must not raise either
        elapsed = time.process_time() - start
        if elapsed > LIMIT_S:
            slow[f"{name} ({len(reply)} chars)"] = round(elapsed, 2)
    assert not slow, f"{pattern}: over {LIMIT_S}s: {slow}"


def _patterns_reading_model_output() -> dict[str, re.Pattern[str]]:
    """Every compiled pattern of the modules that read model output (found, not listed, so a new
    pattern is covered the day it is written)."""
    import agents.llm.parsing
    import agents.llm.reading.purpose
    import envs.maze_nav.coord_list
    import envs.maze_nav.grammar
    import envs.maze_nav.matrix
    import envs.maze_nav.text
    import experiments.maze.scoring.generation
    import experiments.maze.scoring.generation_answer
    import experiments.maze.scoring.generation_strict
    import experiments.maze.scoring.recognition
    import experiments.maze.scoring.recognition_answer
    import experiments.maze.scoring.recognition_mentions
    import experiments.maze.scoring.recognition_strict
    import experiments.maze.scoring.recognition_vocabulary
    import experiments.maze.scoring.solution

    found: dict[str, re.Pattern[str]] = {}
    modules = (
        envs.maze_nav.text,
        envs.maze_nav.grammar,
        envs.maze_nav.matrix,
        envs.maze_nav.coord_list,
        agents.llm.parsing,
        sys.modules["agents.llm.reading.purpose"],  # the package re-exports names over it
        experiments.maze.scoring.recognition,
        experiments.maze.scoring.recognition_vocabulary,
        experiments.maze.scoring.recognition_mentions,
        experiments.maze.scoring.recognition_answer,
        experiments.maze.scoring.recognition_strict,
        experiments.maze.scoring.generation,
        experiments.maze.scoring.generation_answer,
        experiments.maze.scoring.generation_strict,
        experiments.maze.scoring.solution,
    )
    for module in modules:
        for name, value in vars(module).items():
            values = value.items() if isinstance(value, dict) else [("", value)]
            for key, item in values:
                if isinstance(item, re.Pattern):
                    found[f"{module.__name__}.{name}{'[' + str(key) + ']' if key else ''}"] = item
    return found


def test_every_pattern_is_linear_on_hostile_text():
    # The readers above cap a reply at MAX_REPLY_CHARS; the patterns themselves must be linear
    # without that cap. _grows_too_fast screens each pair at SCREEN_CHARS and judges the few
    # over the screen by how their time grows.
    patterns = _patterns_reading_model_output()
    assert len(patterns) >= 20
    # A pattern one module imports from another is found under both names: timed once.
    names: dict[int, list[str]] = {}
    for pname, pattern in patterns.items():
        names.setdefault(id(pattern), []).append(pname)
    unique = {" = ".join(names[id(p)]): p for p in patterns.values()}
    slow = {}
    for pname, pattern in unique.items():

        def read(text: str, pattern: re.Pattern[str] = pattern) -> None:
            pattern.match(text)
            pattern.findall(text)  # a match attempt at every position, as search and sub make

        for tname, text in PATTERNS.items():
            growth = _grows_too_fast(read, text)
            if growth is not None:
                slow[f"{pname} on {tname}"] = growth
    assert not slow, slow


def test_the_reading_stages_new_patterns_are_linear_on_hostile_text():
    # The stages' patterns written since issue 35's eleventh round (named fields, hedges said
    # again, the words that cannot choose, 1-indexed notes, the thirty-fifth round's stances,
    # the thirty-sixth round's restatements):
    # the same bound as above.
    commitment = sys.modules["agents.llm.reading.commitment"]  # the package re-exports over it
    normalise = sys.modules["agents.llm.reading.normalise"]
    numbering = sys.modules["agents.llm.reading.numbering"]
    stances = sys.modules["agents.llm.reading.stances"]
    restatements = sys.modules["agents.llm.reading.restatements"]
    squares = sys.modules["agents.llm.rotation_squares"]
    lexicon = sys.modules["agents.llm.reading.afterthought_words"]

    patterns = {
        "normalise._NAMED_CELL": normalise._NAMED_CELL,
        "normalise._NAMED_SQUARE": normalise._NAMED_SQUARE,
        "commitment._HEDGE_AGAIN": commitment._HEDGE_AGAIN,
        "commitment._EQUAL": commitment._EQUAL,
        **{
            f"numbering.{name}": value
            for name, value in vars(numbering).items()
            if isinstance(value, re.Pattern)
        },
        # The thirty-fifth round's stances around the answer and plain enumerated headings.
        **{
            f"stances.{name}": value
            for name, value in vars(stances).items()
            if isinstance(value, re.Pattern)
        },
        "afterthought_words.HEADING_LINE": lexicon.HEADING_LINE,
        # The thirty-sixth round's restatements and alternatives after the answer, and the
        # puzzle's square glosses (the shape names come from the registry, built on first use).
        **{
            f"restatements.{name}": value
            for name, value in vars(restatements).items()
            if isinstance(value, re.Pattern)
        },
        "restatements.shape_words": restatements._shape_words()[0],
        "rotation_squares._ROTATE_LINE": squares._ROTATE_LINE,
        "rotation_squares._GLOSS": squares._GLOSS,
        # The forty-fifth round's branches, listed picks and summaries of a route or a maze.
        **{
            f"{module.split('.')[-1]}.{name}": value
            for module in (
                "agents.llm.reading.open_branches",
                "agents.llm.reading.list_picks",
                "agents.llm.reading.path_summaries",
                "agents.llm.reading.maze_summaries",
                # The forty-ninth round's route restatements (moved out of restatements).
                "agents.llm.reading.route_restatements",
                "agents.llm.reading.route_sides",
                "agents.llm.reading.maze_descriptions",
            )
            for name, value in vars(sys.modules[module]).items()
            if isinstance(value, re.Pattern)
        },
    }
    slow = {}
    for pname, pattern in patterns.items():
        for tname, text in PATTERNS.items():
            growth = _grows_too_fast(pattern.findall, text)
            if growth is not None:
                slow[f"{pname} on {tname}"] = growth
    assert not slow, slow


def test_the_growth_check_fails_a_planted_quadratic_pattern_and_passes_a_slow_linear_read():
    # A match attempt at every space scans every space after it: quadratic in the run's length.
    quadratic = re.compile(r"\s+x")
    growth = _grows_too_fast(quadratic.findall, " " * LINEAR_CHARS)
    assert growth is not None and growth > GROWTH_LIMIT, growth
    # A read that is slow but linear (over the screen's bound, its time halving with the text)
    # is not flagged: the growth, not the time, is the verdict.
    digits = re.compile(r"\d+")

    def slow_linear(text: str) -> None:
        for _ in range(2000):
            digits.findall(text)

    assert _cpu(slow_linear, "7" * SCREEN_CHARS) > SCREEN_LIMIT_S
    assert _grows_too_fast(slow_linear, "7" * LINEAR_CHARS) is None


def _cpu(read: Callable[[str], object], text: str, repeat: int = 1) -> float:
    """The least CPU seconds of ``repeat`` reads of ``text`` (this process only, so a busy
    machine does not count against a read)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        read(text)
        best = min(best, time.process_time() - start)
    return best


def _grows_too_fast(read: Callable[[str], object], text: str) -> float | None:
    """None when ``read`` is linear enough on ``text``; else how much halving the text cut its
    time (over :data:`GROWTH_LIMIT`).

    Why in two steps: the first :data:`SCREEN_CHARS` of the text are read once; under
    :data:`SCREEN_LIMIT_S` the pair passes (a quadratic one would stay under the 30 kB bound).
    Over it, the time alone cannot tell a quadratic pair from a slow linear one at this size, so
    the pair is timed again (the least of three) at that length and at half of it; the ratio
    does tell them apart (2 against 4), whatever the machine's speed.
    """
    screen = text[:SCREEN_CHARS]
    if _cpu(read, screen) <= SCREEN_LIMIT_S:
        return None
    full = _cpu(read, screen, 3)
    if full <= SCREEN_LIMIT_S:
        return None
    half = _cpu(read, screen[: len(screen) // 2], 3)
    growth = full / max(half, 1e-6)
    return round(growth, 1) if growth > GROWTH_LIMIT else None
