"""Stage 2: wrapped answers turned into the plain forms the phase parsers read."""

from __future__ import annotations

import pytest

from agents.llm.reading import normalise
from agents.llm.reading.normalise import MAX_JSON_CHARS


@pytest.mark.parametrize(
    ("reply", "plain"),
    [
        ("MOVE：（２，０）", "MOVE:(2,0)"),
        ("路径、（1，0）。", "路径,(1,0)."),
        ("**MOVE:** (2, 0)", "MOVE: (2, 0)"),
        ("### Final Answer\n(2, 0)", "Final Answer\n(2, 0)"),
        ("```json\nMOVE: (2, 0)\n```", "MOVE: (2, 0)\n"),
        ("$\\boxed{(2, 0)}$", " (2, 0) "),
        ("\\boxed{\\text{MOVE: } (2,0)}", "MOVE:  (2,0)"),
        ("\\(a \\to b\\)", " a -> b "),
        ('{"row": 2, "col": 0}', "\n(2, 0)\n"),
        ('{"move": [2, 0]}', "\nMOVE: (2, 0)\n"),
        ('{"path": [[1, 0], [2, 0]]}', "\nPATH: (1, 0) (2, 0)\n"),
        ('{"path": [{"row": 1, "col": 0}, {"row": 2, "col": 0}]}', "\nPATH: (1, 0) (2, 0)\n"),
        ('{"shape": "square"}', "\nSHAPE: square\n"),
        ('{"maze": [[1, "P"], ["G", 0]]}', "\nMAZE:\n1 P\nG 0\n"),
        ('{"square": 3, "direction": "clockwise"}', "\nROTATE: square 3 clockwise\n"),
        ('{"row": 1, "col": 0, "direction": "ccw"}', "\n(1, 0) ccw\n"),
        ('{"answer": {"row": 1, "col": 1}}', "\nFinal answer: (1, 1)\n"),
        ("<answer>(1, 1)</answer>", "\nFinal answer: (1, 1)\n"),
        ("<move>(1, 1)</move>", "\nMOVE: (1, 1)\n"),
        ("<maze>\n1 0\n</maze>", "\nMAZE:\n\n1 0\n\n"),
        ('```json\n{"row": 0, "col": 1, "rotation": "clockwise"}\n```', "\n(0, 1) clockwise\n\n"),
        ('{"square": 1, "turn": "ccw"}', "\nROTATE: square 1 ccw\n"),
        # A whole reply that is a bare pair is a cell; a pair inside text is left alone.
        ("2, 0", "(2, 0)"),
        (" 2,0.\n", "(2, 0)"),
        ("2, 0 or 1, 1", "2, 0 or 1, 1"),
        ("I see 2, 0", "I see 2, 0"),
        # Not JSON, not an answer: left as it was.
        ('{"note": true} {not json}', '{"note": true} {not json}'),
    ],
)
def test_plain_forms(reply: str, plain: str) -> None:
    assert normalise(reply) == plain


def test_matrix_environment_is_rows() -> None:
    reply = "$$\\begin{bmatrix} 1 & 0 \\\\ P & G \\end{bmatrix}$$"
    lines = [line.split() for line in normalise(reply).splitlines() if line.strip()]
    assert lines == [["1", "0"], ["P", "G"]]


def test_array_with_text_cells_is_rows() -> None:
    reply = "\\left[\\begin{array}{cc} 1 & \\text{P} \\\\ \\text{G} & 0 \\end{array}\\right]"
    lines = [line.split() for line in normalise(reply).splitlines() if line.strip()]
    assert lines == [["1", "P"], ["G", "0"]]


def test_nested_and_unbalanced_braces_never_raise() -> None:
    assert normalise("\\boxed{\\boxed{x}}") == "x"
    assert "}" in normalise("}\\boxed{a}}")  # a stray brace is kept
    assert normalise("\\boxed{never closed") == "never closed"


def test_huge_json_is_left_as_text() -> None:
    big = '{"move": [2, 0], "pad": "' + "x" * MAX_JSON_CHARS + '"}'
    assert normalise(big) == big


def _unwrap_reference(text: str) -> str:
    """The one-pass stack over every brace that ``_unwrap`` was first written as."""
    import re
    import sys

    wrapper = sys.modules["agents.llm.reading.markup"]._LATEX_WRAPPER
    out, stack, at = [], [], 0
    for m in re.finditer(r"[{}]|" + wrapper.pattern, text):
        out.append(text[at : m.start()])
        if m.group(0) == "{":
            stack.append(False)
            out.append("{")
        elif m.group(0) == "}":
            if not (stack and stack.pop()):
                out.append("}")
        else:
            stack.append(True)
        at = m.end()
    return "".join([*out, text[at:]])


def test_latex_wrappers_are_unwrapped_as_a_stack_over_every_brace_would() -> None:
    # _unwrap follows braces only inside a wrapper (outside one a brace changes nothing).
    import random
    import sys

    unwrap = sys.modules["agents.llm.reading.markup"]._unwrap
    rng = random.Random(3)
    pieces = ["{", "}", "\\boxed{", "\\text {", "\\textbf{", "a", "MOVE: ", "(2,0)", " ",
              "\\boxed", "\\", "\\fbox{", "x}"]  # fmt: skip
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 40)))
        assert unwrap(text) == _unwrap_reference(text), text
    assert normalise("{ } \\boxed{\\text{MOVE: } (2,0)} }") == "{ } MOVE:  (2,0) }"


@pytest.mark.parametrize(
    ("reply", "plain"),
    [
        ("| Row | Col |\n|---|---|\n| 1 | 0 |\n| 2 | 0 |",
         "| Cell |\n|---|---|\n| (1, 0) |\n| (2, 0) |"),
        ("| # | **Column** | **Row** |\n| 0 | 3 | 1 |", "| # | Cell |\n| 0 | (1, 3) |"),
        ("Path:\n| step | r | c | note |\n|:--|--|--|--|\n| 1 | 2 | 0 | down |\n\nDone.",
         "Path:\n| step | Cell | note |\n|:--|--|--|--|\n| 1 | (2, 0) | down |\n\nDone."),
        # Rows whose two cells are not numbers are kept; other tables are left alone.
        ("| Row | Col |\n|---|---|\n| top | left |", "| Cell |\n|---|---|\n| top | left |"),
        ("| Shape | Row |\n|---|---|\n| square | 1 |", "| Shape | Row |\n|---|---|\n| square | 1 |"),
        ("| Row | Row | Col |\n| 1 | 2 | 3 |", "| Row | Row | Col |\n| 1 | 2 | 3 |"),
    ],
)  # fmt: skip
def test_a_table_of_row_and_column_columns_reads_as_cells(reply: str, plain: str) -> None:
    assert normalise(reply) == plain


def test_row_and_column_tables_are_linear() -> None:
    from agents.llm.reading.normalise import MAX_TABLE_ROWS, MAX_TABLES

    reply = "| Row | Col |\n" + "| 1 | 2 |\n" * 100_000
    out = normalise(reply)
    # The first rows are rewritten, the rest kept as written: no path is that long.
    assert out.count("(1, 2)") == MAX_TABLE_ROWS and out.endswith("| 1 | 2 |\n")
    reply = "| Row | Col |\n| 1 | 2 |\n\n" * 100_000  # a hundred thousand tables
    out = normalise(reply)
    assert out.count("| Cell |") == MAX_TABLES and out.endswith("| Cell |\n| (1, 2) |\n\n")


@pytest.mark.parametrize(
    ("reply", "cell"),
    [
        ("With (x, y) = (column, row), I go to (x, y) = (0, 2).", "(2, 0)"),
        ("Taking x as the column and y as the row: x = 1, y = 3.", "(3, 1)"),
        ("Here x is the row and y the column: x = 1, y = 3.", "(1, 3)"),
    ],
)
def test_x_y_with_a_stated_convention_become_row_col_cells(reply, cell):
    assert cell in normalise(reply)


def test_x_y_without_a_convention_stay_as_written():
    assert normalise("I move to x = 0, y = 2.") == "I move to x = 0, y = 2."


def test_a_json_maze_of_walls_player_and_goal_is_a_coordinate_list():
    plain = normalise('{"walls": [[0, 0], [1, 1]], "player": [0, 1], "goal": [1, 0]}')
    assert plain.strip().splitlines() == [
        "Walls: (0,0), (1,1)",
        "Empty: ",
        "Player position: (0,1)",
        "Goal: (1,0)",
    ]


@pytest.mark.parametrize(
    "reply",
    [
        "\\[\\boxed{(2,\\ 0)}\\]",
        "$\\boxed{(2,\\,0)}$",
        "$\\boxed{(2,~0)}$",
        "\\boxed{(2,\\quad 0)}",
        "\\[\\boxed{\\left(2, 0\\right)}\\]",
        "$(2,\\;0)$",
    ],
)
def test_latex_spacing_and_sized_parentheses_leave_the_cell(reply: str) -> None:
    assert normalise(reply).replace(" ", "") == "(2,0)", normalise(reply)


def test_sized_square_brackets_around_a_matrix_are_dropped() -> None:
    reply = "\\left[\\begin{matrix} 1 & 0 \\\\ P & G \\end{matrix}\\right]"
    lines = [line.split() for line in normalise(reply).splitlines() if line.strip()]
    assert lines == [["1", "0"], ["P", "G"]]


@pytest.mark.parametrize(
    ("reply", "plain"),
    [
        ("MOVE: (two, zero)", "MOVE: (2, 0)"),
        ("MOVE: [One, One]", "MOVE: [1, 1]"),
        ("I move to row two, column zero.", "I move to row 2, column 0."),
        ("Row one and col nine", "Row 1 and col 9"),
        ("MOVE: (二, 零)", "MOVE: (2, 0)"),
        ("ROTATE: (one, zero) clockwise", "ROTATE: (1, 0) clockwise"),
    ],
)
def test_a_cell_with_its_numbers_in_words_is_the_cell_in_digits(reply: str, plain: str) -> None:
    assert normalise(reply) == plain


@pytest.mark.parametrize(
    "reply",
    ["MOVE: (two or one, zero)", "(two, ten)", "(none, two)", "row two, then column zero", "(二)"],
)
def test_words_that_are_not_two_numbers_0_to_9_stay_as_they_are(reply: str) -> None:
    assert normalise(reply) == reply


@pytest.mark.parametrize(
    ("reply", "plain"),
    [
        # Named fields and YAML (issue 35, eleventh round).
        ("MOVE: row: 2, col: 0", "MOVE: (2, 0)"),
        ("MOVE: (row=2, col=0)", "MOVE: (2, 0)"),
        ("MOVE: (r=1, c=1)", "MOVE: (1, 1)"),
        ("move:\n  row: 1\n  col: 1", "move:\n  (1, 1)"),
        ("next_move:\n  row: 1\n  column: 1", "next_move:\n  (1, 1)"),
        ("square: 3\ndirection: clockwise", "square 3\ndirection: clockwise"),
        # Tool calls, the arguments an object or a JSON string.
        ('{"name": "move", "arguments": {"row": 2, "col": 0}}', "\nMOVE: (2, 0)\n"),
        ('{"name": "move", "arguments": {"direction": "down"}}', "\nMOVE: down\n"),
        ('{"name": "move", "arguments": "{\\"row\\": 1, \\"col\\": 1}"}', "\nMOVE: (1, 1)\n"),
        (
            '{"name": "rotate", "arguments": {"square": 1, "direction": "cw"}}',
            "\nROTATE: square 1 cw\n",
        ),
        ('{"name": "submit_maze", "arguments": {"rows": ["1 P", "G 0"]}}', "\nMAZE:\n1 P\nG 0\n"),
        # An HTML table's cells stay on their row's line.
        ("<tr><td>1</td><td>P</td></tr>", "  1  P \n"),
        # Controls: no named pair, no answer in the call, a row alone.
        ("row: 2 is all walls", "row: 2 is all walls"),
        (
            '{"name": "move", "arguments": {"speed": 3}}',
            '{"name": "move", "arguments": {"speed": 3}}',
        ),
        ('{"name": "move", "arguments": "not json"}', '{"name": "move", "arguments": "not json"}'),
    ],
)
def test_named_fields_tool_calls_and_html_tables(reply: str, plain: str) -> None:
    assert normalise(reply) == plain


def test_latex_drop_in_passes_is_the_one_regex():
    # _latex drops the backslash commands, then "$$", "$" and "~" with str.replace (faster on a
    # long reply); on random LaTeX-ish text that must be exactly the one alternation's sub.
    import importlib
    import random

    module = importlib.import_module("agents.llm.reading.markup")
    pieces = ["\\", "$", "$$", "~", "left", "right", "quad", "qquad", "hline", "[", "]", "(",
              ")", "|", ".", ",", ";", "!", ":", " ", "a", "x", "{", "}"]  # fmt: skip
    rng = random.Random(35)
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(1, 24)))
        passes = module._LATEX_DROP_COMMANDS.sub(" ", text).replace("$$", " ").replace("$", " ")
        assert passes.replace("~", " ") == module._LATEX_DROP.sub(" ", text), repr(text)
