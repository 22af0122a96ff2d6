"""Every word the language models are shown, as one parameterized template per task and phase.

Read and change the prompts here and nowhere else. :data:`PROMPT_TEMPLATE_HASH` (also
:func:`template_hash`) is a short hash of all template text below; it goes into every trial
record, so results produced with different wording are never pooled by accident.

Phases (the specification's three-phase trial, plus the rotation puzzle):

* ``maze_solve_intro`` - the full instructions and the maze: the encoding's legend, coordinates
  with ``(0,0)`` top-left, the allowed moves for this connectivity, that the maze is shown again
  after each move, the answer format.
* ``maze_solve_update`` - "here is the maze after your move" (and ``maze_solve_invalid`` when an
  invalid move is allowed to continue).
* ``maze_recognize`` - which shape do the maze's empty cells form.
* ``maze_generate`` - draw a new maze of the same shape and size in the same encoding.
* ``puzzle_solve_intro`` / ``puzzle_solve_update`` - RotationPuzzle-v0.
* ``maze_solve_one_shot`` (in :data:`ONE_SHOT_TEMPLATES`) - the one-shot solve phase: the maze
  and a request for the whole path in one reply, scored by the specification's backward trace.
  It has its own hash, :data:`ONE_SHOT_PROMPT_HASH`, so adding it left
  :data:`PROMPT_TEMPLATE_HASH` (and every results folder made before) unchanged.

The marker sentences (``MARKER_*``) are defined next to the templates; the offline oracle reads
a prompt's phase back from them (:mod:`agents.llm.prompt_phases`), so the two cannot drift apart.
A judge model's wording is :mod:`agents.llm.judge_prompt`'s, with its own hash.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

import numpy as np

# -- fragments ------------------------------------------------------------------------------------

ENCODING_LEGENDS: dict[str, str] = {
    "matrix": (
        "The maze is written as a matrix: one line per row, cells separated by spaces. "
        "1 is a wall, 0 is an empty cell, P is you (the player) and G is the goal."
    ),
    "coord_list": (
        "The maze is written as lists of cells. 'Walls' lists the wall cells, 'Empty' the empty "
        "cells, 'Player position' is where you (the player, P) stand and 'Goal' is the goal (G). "
        "The player's and the goal's cells are empty too."
    ),
    "image": (
        "The maze is shown in the image as a grid of cells: dark cells are walls, white cells "
        "are empty, the red disc is you (the player, P) and the green square is the goal (G)."
    ),
}

MOVE_RULES: dict[int, str] = {
    4: (
        "Each move goes to one of the 4 neighbouring cells: up, down, left or right. "
        "Diagonal moves are not allowed."
    ),
    8: (
        "Each move goes to one of the 8 neighbouring cells: up, down, left, right or one of "
        "the 4 diagonals."
    ),
}

# Sentences that occur in exactly one template each (see detect_phase), and the lines right
# before a maze (see extract_maze_text). A test checks each one against TEMPLATES.
MARKER_SOLVE_INTRO = "You are solving a maze one move at a time."
MARKER_SOLVE_UPDATE = "Here is the maze after your move:"
MARKER_SOLVE_INVALID = "Your last move was not valid"
MARKER_SOLVE_ONE_SHOT = "You are solving a maze in a single reply."
MARKER_RECOGNIZE = "What geometric shape do the empty cells form together?"
MARKER_GENERATE = "Now create a new maze"
MARKER_PUZZLE = "You are solving a rotation puzzle."
MARKER_PUZZLE_UPDATE = "Here is the board after your move:"
MARKER_PUZZLE_INVALID = "The board is unchanged:"
MAZE_LEADIN = "The maze:"
MAZE_UNCHANGED = "The maze is unchanged:"
SEE_IMAGE = "(see the image)"
MAZE_ANSWER = "MAZE:"

MAZE_GRID_RULES = (
    "{legend}\n"
    "Cells are named (row, col): row 0 is the top row and column 0 the leftmost column, so "
    "(0,0) is the top-left cell and ({last},{last}) the bottom-right cell of this "
    "{size}x{size} grid.\n\n"
    "Rules:\n"
    "- {move_rule}\n"
)
"""The part both maze solve intros share (step by step and one-shot): the encoding's legend, how
cells are named, and the first rule, the allowed moves."""

# -- templates ------------------------------------------------------------------------------------

TEMPLATES: dict[str, str] = {
    "maze_solve_intro": (
        "You are solving a maze one move at a time. Your goal is to walk from the player P to "
        "the goal G.\n\n"
        + MAZE_GRID_RULES
        + "- You may only move onto empty cells (or the goal); walls and cells outside the grid "
        "are not allowed.\n"
        "- An invalid move ends the game. You have at most {max_moves} moves.\n"
        "- After each move I show you the maze again with P at its new position.\n\n"
        "Answer with the cell you move to next. End your reply with a line of the form "
        "MOVE: (row, col), for example MOVE: (2, 3).\n\n"
        "The maze:\n"
        "{maze}"
    ),
    "maze_solve_update": (
        "You moved to {position}. Here is the maze after your move:\n"
        "{maze}\n\n"
        "Moves left: {moves_left}. What is your next move? Finish with MOVE: (row, col)."
    ),
    "maze_solve_invalid": (
        "Your last move was not valid ({reason_text}); you are still at {position}. "
        "The maze is unchanged:\n"
        "{maze}\n\n"
        "Moves left: {moves_left}. What is your next move? Finish with MOVE: (row, col)."
    ),
    "maze_recognize": (
        "The navigation part is over. Look at the whole maze again, at all of its empty cells "
        "(the cells of P and G count as empty), not only at the path you took. The maze:\n"
        "{maze}\n\n"
        "What geometric shape do the empty cells form together? Name the shape and explain "
        "your reasoning briefly, then end your reply with a line of the form SHAPE: <name>."
    ),
    "maze_generate": (
        "Now create a new maze of the same size ({size}x{size}) whose empty cells form the same "
        "geometric shape as the maze above. Requirements:\n"
        "- use the same format as above ({encoding_name}); {legend_short};\n"
        "- exactly one player P and one goal G, both on empty cells;\n"
        "- the goal must be reachable from P through empty cells ({moves_short});\n"
        "- it must not be an identical copy of the original maze.\n\n"
        "Write the line MAZE: and then the maze, with nothing after it."
    ),
    "puzzle_solve_intro": (
        "You are solving a rotation puzzle. The board is a {rows}x{cols} grid of squares; each "
        "square holds a piece of pipe that reaches some of its four sides (top, right, bottom, "
        "left). The puzzle is solved when every pipe end meets a pipe end of the neighbouring "
        "square, no pipe points off the board, and all squares form one connected network.\n\n"
        "{legend}\n"
        "Squares are named (row, col): row 0 is the top row and column 0 the leftmost column, "
        "so (0,0) is the top-left square. You may also name a square by its number, 'square N', "
        "counting 0 to {last} row by row from the top left.\n\n"
        "Each move turns one square by 90 degrees, clockwise or counterclockwise; turning "
        "clockwise moves a top opening to the right side. After each move I show you the board "
        "again. You have at most {max_moves} moves.\n\n"
        "End your reply with a line of the form ROTATE: (row, col) clockwise "
        "(or counterclockwise).\n\n"
        "The board:\n"
        "{board}"
    ),
    "puzzle_solve_update": (
        "You turned {piece} {direction}. Here is the board after your move:\n"
        "{board}\n\n"
        "Moves left: {moves_left}. What is your next move? Finish with "
        "ROTATE: (row, col) clockwise (or counterclockwise)."
    ),
    "puzzle_invalid": (
        "Your last move was not understood ({reason_text}). The board is unchanged:\n"
        "{board}\n\n"
        "Moves left: {moves_left}. Finish with ROTATE: (row, col) clockwise (or "
        "counterclockwise)."
    ),
}

ONE_SHOT_TEMPLATES: dict[str, str] = {
    "maze_solve_one_shot": (
        "You are solving a maze in a single reply. Find a path from the player P to the goal "
        "G.\n\n"
        + MAZE_GRID_RULES
        + "- You may only step onto empty cells (or the goal); walls and cells outside the grid "
        "are not allowed.\n\n"
        "Answer with the whole path at once: every cell from P's cell to G's cell in order, "
        "each one step from the one before. End your reply with a line of the form "
        "PATH: (row, col) (row, col) ..., for example PATH: (0, 0) (0, 1) (1, 1).\n\n"
        "The maze:\n"
        "{maze}"
    ),
}
"""Templates of the one-shot solve mode; hashed apart (:data:`ONE_SHOT_PROMPT_HASH`)."""

IMAGE_TEMPLATES: dict[str, str] = {
    "maze_generate_image": (
        "Now create a new maze of the same size ({size}x{size}) whose empty cells form the same "
        "geometric shape as the maze in the picture. Requirements:\n"
        "- write it as text in the matrix format, not as a picture: one line per row from the "
        "top row down, {size} cells per line separated by spaces; 1 is a wall, 0 an empty cell, "
        "P the player and G the goal;\n"
        "- exactly one player P and one goal G, both on empty cells;\n"
        "- the goal must be reachable from P through empty cells ({moves_short});\n"
        "- it must not be an identical copy of the original maze.\n\n"
        "Write the line MAZE: and then the maze, with nothing after it."
    ),
}
"""Templates only the image encoding uses; hashed apart (:data:`IMAGE_PROMPT_HASH`).

The image study otherwise reuses the text study's templates with the ``image`` legend and
:data:`SEE_IMAGE` in place of the maze text: the solve instructions name cells ``(row, col)``,
0-based from the top-left cell, as the text encodings do, so moves are answered and scored
exactly as in the text study; recognition shows the picture of the maze at its start; generation
(this template) asks for the matrix format, which the text study's generation scorer reads.
"""

INVALID_REASON_TEXT: dict[str, str] = {
    "no_coordinate": "no (row, col) cell was found in your reply",
    "out_of_bounds": "that cell is outside the grid",
    "wall": "that cell is a wall",
    "not_adjacent": "that cell is not one allowed move away",
    "not_allowed": "that is a diagonal step, and this maze allows only up, down, left and right",
    "no_square": "no piece was named",
    "no_direction": "no direction (clockwise or counterclockwise) was given",
}

ENCODING_NAMES = {"matrix": "matrix", "coord_list": "coordinate lists", "image": "image"}
LEGEND_SHORT = {
    "matrix": "1 wall, 0 empty, P player, G goal, one row per line",
    "coord_list": "Walls, Empty, Player position and Goal lines with (row,col) cells",
}
MOVES_SHORT = {4: "up, down, left, right only", 8: "including diagonal steps"}

PUZZLE_LEGENDS: dict[str, str] = {
    "text": "Each square is listed with its number, position and the sides its pipe reaches now.",
    "image": "The board is shown in the image: blue lines are the pipes.",
}


# The picture's entries were keyed "vision" when the hashes were first taken; the hashes keep
# that key so a rename of the key alone (no word of a prompt changed) does not refuse a folder.
_HASHED_KEY = {"image": "vision"}


def hash_table(h: Any, table: Mapping[Any, Any]) -> None:
    """Feed ``table``'s entries to the hash ``h`` in a fixed order (keys renamed by
    :data:`_HASHED_KEY`), so a template hash depends on the words and not on dict order."""
    for key in sorted(table, key=lambda k: str(_HASHED_KEY.get(k, k))):
        h.update(f"{_HASHED_KEY.get(key, key)}\x00{table[key]}\x01".encode())


def template_hash() -> str:
    """An 8-hex-digit hash of every template and fragment above."""
    h = hashlib.sha256()
    for table in (
        TEMPLATES,
        ENCODING_LEGENDS,
        MOVE_RULES,
        INVALID_REASON_TEXT,
        ENCODING_NAMES,
        LEGEND_SHORT,
        MOVES_SHORT,
        PUZZLE_LEGENDS,
    ):
        hash_table(h, table)
    h.update(SEE_IMAGE.encode())
    return h.hexdigest()[:8]


PROMPT_TEMPLATE_HASH = template_hash()


def one_shot_template_hash() -> str:
    """An 8-hex-digit hash of the one-shot templates and the fragments they use."""
    h = hashlib.sha256()
    for table in (ONE_SHOT_TEMPLATES, ENCODING_LEGENDS, MOVE_RULES):
        hash_table(h, table)
    return h.hexdigest()[:8]


ONE_SHOT_PROMPT_HASH = one_shot_template_hash()


def image_template_hash() -> str:
    """An 8-hex-digit hash of what the image encoding shows beyond the text templates.

    It covers :data:`IMAGE_TEMPLATES`, the ``image`` legend, :data:`SEE_IMAGE` and how frames
    are drawn (canvas size and colours of :mod:`envs.maze_nav.render`), so a folder of image
    trials refuses a rerun whose pictures or wording differ.
    """
    from envs.maze_nav import render

    h = hashlib.sha256()
    for key in sorted(IMAGE_TEMPLATES):
        h.update(f"{key}\x00{IMAGE_TEMPLATES[key]}\x01".encode())
    h.update(ENCODING_LEGENDS["image"].encode())
    h.update(SEE_IMAGE.encode())
    frame = (
        render.CANVAS_SIZE, render.MARGIN, render.BACKGROUND, render.WALL_COLOUR,
        render.CORRIDOR_COLOUR, render.GOAL_COLOUR, render.PLAYER_COLOUR, render.GAP,
        render.GOAL_INSET, render.PLAYER_RADIUS,
    )  # fmt: skip
    h.update(repr(frame).encode())
    return h.hexdigest()[:8]


IMAGE_PROMPT_HASH = image_template_hash()


def _render(name: str, **fields: Any) -> str:
    return TEMPLATES[name].format(**fields)


def _check(name: str, value: Any, allowed: Mapping[Any, Any] | tuple[Any, ...]) -> None:
    if value not in allowed:
        raise ValueError(f"{name}={value!r} is not allowed; allowed: {list(allowed)}")


def _cell(cell: tuple[int, int]) -> str:
    return f"({int(cell[0])}, {int(cell[1])})"


# -- maze -----------------------------------------------------------------------------------------


def encode_maze(codes: np.ndarray, encoding: str) -> str:
    """The maze text for a code grid (``matrix`` or ``coord_list``, see envs.maze_nav.text)."""
    from envs.maze_nav.text import encode

    return encode(np.asarray(codes), encoding)


def maze_solve_intro(
    maze_text: str, *, encoding: str, connectivity: int, size: int, max_moves: int
) -> str:
    """The first solve prompt: instructions and the maze (``maze_text`` empty in image mode)."""
    _check("encoding", encoding, ENCODING_LEGENDS)
    _check("connectivity", connectivity, MOVE_RULES)
    text = _render(
        "maze_solve_intro",
        legend=ENCODING_LEGENDS[encoding],
        last=size - 1,
        size=size,
        move_rule=MOVE_RULES[connectivity],
        max_moves=max_moves,
        maze=maze_text if encoding != "image" else SEE_IMAGE,
    )
    return text


def maze_solve_one_shot(maze_text: str, *, encoding: str, connectivity: int, size: int) -> str:
    """The one-shot solve prompt: instructions, the maze, and a request for the whole path."""
    _check("encoding", encoding, LEGEND_SHORT)
    _check("connectivity", connectivity, MOVE_RULES)
    return ONE_SHOT_TEMPLATES["maze_solve_one_shot"].format(
        legend=ENCODING_LEGENDS[encoding],
        last=size - 1,
        size=size,
        move_rule=MOVE_RULES[connectivity],
        maze=maze_text,
    )


def maze_solve_one_shot_image(*, connectivity: int, size: int) -> str:
    """The one-shot solve prompt of the image encoding (the maze is the attached picture)."""
    _check("connectivity", connectivity, MOVE_RULES)
    return ONE_SHOT_TEMPLATES["maze_solve_one_shot"].format(
        legend=ENCODING_LEGENDS["image"],
        last=size - 1,
        size=size,
        move_rule=MOVE_RULES[connectivity],
        maze=SEE_IMAGE,
    )


def maze_recognize_image() -> str:
    """The recognition prompt of the image encoding (sent with the picture of the maze)."""
    return _render("maze_recognize", maze=SEE_IMAGE)


def maze_generate_image(*, size: int, connectivity: int) -> str:
    """The generation prompt of the image encoding: a new maze, written in the matrix format."""
    _check("connectivity", connectivity, MOVES_SHORT)
    return IMAGE_TEMPLATES["maze_generate_image"].format(
        size=size, moves_short=MOVES_SHORT[connectivity]
    )


def maze_solve_update(maze_text: str, *, position: tuple[int, int], moves_left: int) -> str:
    """The prompt after a valid move."""
    return _render(
        "maze_solve_update", position=_cell(position), maze=maze_text, moves_left=moves_left
    )


def maze_solve_invalid(
    maze_text: str, *, reason: str, position: tuple[int, int], moves_left: int
) -> str:
    """The prompt after an invalid move when the episode continues (``invalid_ends=False``)."""
    _check("reason", reason, INVALID_REASON_TEXT)
    return _render(
        "maze_solve_invalid",
        reason_text=INVALID_REASON_TEXT[reason],
        position=_cell(position),
        maze=maze_text,
        moves_left=moves_left,
    )


def maze_recognize(maze: Any, encoding: str) -> str:
    """The recognition prompt for ``maze`` (a ``Maze`` or a code grid) in ``encoding``.

    The maze is shown as it was at the start (P on the start cell).
    """
    return _render("maze_recognize", maze=encode_maze(_codes_of(maze), encoding))


def maze_generate(maze: Any, encoding: str) -> str:
    """The generation prompt for ``maze`` (a ``Maze`` or a code grid) in ``encoding``."""
    _check("encoding", encoding, LEGEND_SHORT)
    codes = _codes_of(maze)
    connectivity = _connectivity_of(maze, codes)
    _check("connectivity", connectivity, MOVES_SHORT)
    return _render(
        "maze_generate",
        size=codes.shape[0],
        encoding_name=ENCODING_NAMES[encoding],
        legend_short=LEGEND_SHORT[encoding],
        moves_short=MOVES_SHORT[connectivity],
    )


def _codes_of(maze: Any) -> np.ndarray:
    if hasattr(maze, "codes") and callable(maze.codes):
        return np.asarray(maze.codes())
    arr = np.asarray(maze)
    if arr.ndim != 2:
        raise ValueError(
            f"maze must be a Maze or a 2-D code grid, got an array of shape {arr.shape}"
        )
    return arr


def _connectivity_of(maze: Any, codes: np.ndarray) -> int:
    if hasattr(maze, "connectivity"):
        return int(maze.connectivity)
    from envs.maze_nav.constants import SHAPE_CONNECTIVITY
    from envs.maze_nav.shape_classify import classify_shape

    shape = classify_shape(codes != 0)
    return int(SHAPE_CONNECTIVITY[shape]) if shape is not None else 4


# Public names the experiment runner uses (the same functions under phase names).
recognize_prompt = maze_recognize
generate_prompt = maze_generate


# -- rotation puzzle ------------------------------------------------------------------------------


def puzzle_solve_intro(
    board_text: str, *, rows: int, cols: int, max_moves: int, image: bool = False
) -> str:
    """The first RotationPuzzle prompt: instructions and the board."""
    return _render(
        "puzzle_solve_intro",
        rows=rows,
        cols=cols,
        last=rows * cols - 1,
        legend=PUZZLE_LEGENDS["image" if image else "text"],
        max_moves=max_moves,
        board=board_text if not image else SEE_IMAGE,
    )


def puzzle_solve_update(
    board_text: str, *, piece: tuple[int, int], direction: str, moves_left: int
) -> str:
    """The RotationPuzzle prompt after a move."""
    return _render(
        "puzzle_solve_update",
        piece=_cell(piece),
        direction=direction,
        board=board_text,
        moves_left=moves_left,
    )


def puzzle_invalid(board_text: str, *, reason: str, moves_left: int) -> str:
    """The RotationPuzzle prompt after a reply that named no valid move."""
    reason_text = INVALID_REASON_TEXT.get(reason, "that piece is outside the board")
    return _render(
        "puzzle_invalid", reason_text=reason_text, board=board_text, moves_left=moves_left
    )
