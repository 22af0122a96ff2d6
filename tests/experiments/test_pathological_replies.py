"""Every parser and scorer that reads model output stays fast on a megabyte of hostile text.

Each pattern is what a stuck or adversarial model emits: long runs of whitespace or digits,
deeply nested brackets, repeated separators and repeated labels. A quadratic regular expression
turns one such reply into minutes; every call here takes well under a second of CPU time on a
quiet machine, and the bound is ten times that, so a loaded test machine does not fail it while a
quadratic reader still does.
"""

from __future__ import annotations

import re
import sys
import time

import numpy as np
import pytest

from agents.llm.parsing import answer_coordinate, parse_move, parse_rotation
from envs.maze_nav.generator import generate_maze
from envs.maze_nav.text import find_coordinates, parse
from experiments.maze.scoring import check_solution, score_generation, score_recognition

MB = 1_000_000
LIMIT_S = 10.0


def _fill(unit: str, prefix: str = "", suffix: str = "") -> str:
    body = unit * ((MB - len(prefix) - len(suffix)) // len(unit))
    return prefix + body + suffix


PATTERNS: dict[str, str] = {
    "spaces": _fill(" "),
    "newlines": _fill("\n"),
    "tabs_and_spaces": _fill(" \t"),
    "row_then_spaces": _fill(" ", prefix="row 1", suffix="x"),
    "r_then_spaces": _fill(" ", prefix="r1", suffix="c"),
    "bracket_then_spaces": _fill(" ", prefix="(1,", suffix="x"),
    "label_then_spaces": _fill(" ", prefix="Walls:", suffix="?"),
    "shape_then_spaces": _fill(" ", prefix="SHAPE:", suffix="q"),
    "maze_then_spaces": _fill(" ", prefix="MAZE:", suffix="q"),
    "move_then_spaces": _fill(" ", prefix="MOVE:", suffix="q"),
    "square_then_spaces": _fill(" ", prefix="square", suffix="#"),
    "digits": _fill("7"),
    "digits_in_brackets": _fill("9", prefix="(", suffix=", 1)"),
    "negative_digits": _fill("1", prefix="[-", suffix=",-2]"),
    "decimal_digits": _fill("1", prefix="(1.", suffix=")"),
    "nested_parens": "(" * (MB // 2) + ")" * (MB // 2),
    "nested_mixed": "([{" * (MB // 6) + "}])" * (MB // 6),
    "commas": _fill(", "),
    "semicolons": _fill(";,"),
    "arrows": _fill(" -> "),
    "coordinates": _fill("(1,1), "),
    "row_forms": _fill("row 1, column 2 "),
    "repeated_walls_label": _fill("Walls: "),
    "repeated_label_lines": _fill("Walls: (0,0)\n"),
    "repeated_empty_lines": _fill("Empty: (1,1)\n"),
    "repeated_maze_cue": _fill("MAZE:\n"),
    "repeated_shape_label": _fill("SHAPE: "),
    # Issue 35, eleventh round: named fields, YAML lines, HTML cells, tool calls, hedges.
    "named_fields_then_spaces": _fill(" ", prefix="(row=1,", suffix="col"),
    "yaml_fields": _fill("row: 1\n  "),
    "html_cells": _fill("<td>1</td>"),
    "tool_calls": _fill('{"name": "move", "arguments": "'),
    "counted_from": _fill("counting rows and columns from "),
    "repeated_move_label": _fill("MOVE: "),
    "repeated_rotate_label": _fill("ROTATE: "),
    "matrix_rows": _fill("1 0 1 0 P\n"),
    "short_matrix_rows": _fill("1 0\n"),
    "blank_separated_rows": _fill("1 0 1 0 P\n\n"),
    "one_line_json_rows": _fill("[1,0],"),
    "table_rows": _fill("| 0 | 1 | 0 | 1 | P |\n"),
    "heading_labels": _fill("### Walls\n"),
    "inline_labels": _fill("P: (0,0), G: (1,1), "),
    "new_maze_cues": _fill("New maze:\n"),
    "corrections": _fill("oops\n1 0\n0 1\n"),
    "letters": _fill("x"),
    "capitals": _fill("C "),
    "words": _fill("crossing times square spiral "),
    "unicode": _fill("×✕é"),
}

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


@pytest.mark.parametrize("pattern", sorted(PATTERNS))
def test_every_reader_is_fast_on_a_megabyte_of(pattern):
    text = PATTERNS[pattern]
    assert MB - 64 <= len(text) <= MB
    slow = {}
    for name, scorer in SCORERS.items():
        start = time.process_time()
        scorer(text)  # must not raise either
        elapsed = time.process_time() - start
        if elapsed > LIMIT_S:
            slow[name] = round(elapsed, 2)
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
    # without that cap. At 50 kB a quadratic pattern takes seconds to minutes, a linear one
    # milliseconds, so one generous bound tells them apart. CPU time of this process, so a
    # busy machine does not count against a pattern.
    patterns = _patterns_reading_model_output()
    assert len(patterns) >= 20
    texts = {name: text[:50_000] for name, text in PATTERNS.items()}
    slow = {}
    for pname, pattern in patterns.items():
        for tname, text in texts.items():
            start = time.process_time()
            pattern.match(text)
            pattern.findall(text)  # a match attempt at every position, as search and sub make
            elapsed = time.process_time() - start
            if elapsed > 0.5:
                slow[f"{pname} on {tname}"] = round(elapsed, 2)
    assert not slow, slow


def test_the_reading_stages_new_patterns_are_linear_on_hostile_text():
    # The stages' patterns written since issue 35's eleventh round (named fields, hedges said
    # again, the words that cannot choose, 1-indexed notes): the same bound as above.
    commitment = sys.modules["agents.llm.reading.commitment"]  # the package re-exports over it
    normalise = sys.modules["agents.llm.reading.normalise"]
    numbering = sys.modules["agents.llm.reading.numbering"]

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
    }
    slow = {}
    for pname, pattern in patterns.items():
        for tname, text in PATTERNS.items():
            start = time.process_time()
            pattern.findall(text[:50_000])
            elapsed = time.process_time() - start
            if elapsed > 0.5:
                slow[f"{pname} on {tname}"] = round(elapsed, 2)
    assert not slow, slow
