"""JSON objects in a reply read as the answer lines they hold: cells, labelled answers, tool
calls, mazes as rows or as walls, player and goal. A step of :mod:`.normalise`.
"""

from __future__ import annotations

import json
import re
from collections import deque
from typing import Any

_JSON_OPEN = re.compile(r"\{\s*\"")
MAX_JSON_CHARS = 100_000
"""A JSON object longer than this is left as text (no answer is that long)."""


def json_answers(text: str) -> str:
    """``text`` with its last JSON objects as their plain answers (module docs). Never raises."""
    return _json_objects(text)


# -- JSON -----------------------------------------------------------------------------------------


MAX_JSON_OBJECTS = 64
"""JSON openings (``{"``) tried, the last ones: answers come at the end, and a reply of a
hundred thousand openings is read in linear time."""
_DECODER = json.JSONDecoder()


def _json_objects(text: str) -> str:
    """The last ``{"...`` objects that parse as JSON, each replaced by its plain answer.

    Each opening is decoded where it stands (``raw_decode`` stops at the object's end or at the
    first error), and an opening inside an object already read is skipped.
    """
    if "}" not in text:
        return text
    openings = deque((m.start() for m in _JSON_OPEN.finditer(text)), maxlen=MAX_JSON_OBJECTS)
    out: list[str] = []
    at = 0
    for start in openings:
        if start < at:
            continue
        try:
            value, end = _DECODER.raw_decode(text[start : start + MAX_JSON_CHARS])
        except (ValueError, RecursionError):
            continue
        plain = _plain(value)
        if plain is None:
            continue
        out.append(text[at:start])
        out.append("\n" + plain + "\n")
        at = start + end
    out.append(text[at:])
    return "".join(out)


_ROW_KEYS = ("row", "r", "y")
_COL_KEYS = ("col", "column", "c", "x")
_KEY_LABELS = {
    "move": "MOVE:", "next_move": "MOVE:", "cell": "MOVE:", "target": "MOVE:",
    "path": "PATH:", "solution": "PATH:", "shape": "SHAPE:",
    "maze": "MAZE:", "grid": "MAZE:", "matrix": "MAZE:",
    "rotate": "ROTATE:", "rotation": "ROTATE:", "action": "ROTATE:",
    "answer": "Final answer:", "final_answer": "Final answer:", "final answer": "Final answer:",
}  # fmt: skip
TURN_KEYS = ("direction", "rotation", "rotate", "turn", "dir", "way")
"""The JSON keys a puzzle move's turn is written under (``"turn": "counterclockwise"``), one
table for the plain answer and the tool call's arguments alike (issue 35, twenty-fifth round)."""
_ROTATION_KEYS = ("square", "index", "piece", "tile", "position")


def _plain(value: Any, depth: int = 0) -> str | None:
    """A JSON value as the text a reply would write for it, or None when it holds no answer."""
    if depth > 8:
        return None
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float, str)):
        return str(value)
    if isinstance(value, list):
        return _plain_list(value, depth)
    if isinstance(value, dict):
        return _plain_dict(value, depth)
    return None


def _plain_dict(value: dict[Any, Any], depth: int) -> str | None:
    keys = {str(k).lower().strip(): v for k, v in value.items()}
    call = _tool_call(keys, depth)
    if call is not None:
        return call
    cell = _cell_of(keys)
    # The turn is written under several keys ("direction", "rotation": "clockwise", "turn").
    direction = next(
        (keys[k] for k in TURN_KEYS if isinstance(keys.get(k), str)), keys.get("direction")
    )
    if cell is not None:
        return f"{cell} {direction}" if isinstance(direction, str) else cell
    listed = _walls_maze(keys)
    if listed is not None:
        return listed
    if isinstance(direction, str):
        for key in _ROTATION_KEYS:
            if isinstance(keys.get(key), (int, str)) and not isinstance(keys.get(key), bool):
                return f"ROTATE: square {keys[key]} {direction}"
            # "square": [0, 1], the square as its (row, col) (issue 35, sixteenth round), or
            # {"row": 0, "col": 1} (twenty-fifth round).
            pair = _pair(keys.get(key)) or _row_col(keys.get(key))
            if pair is not None:
                return f"ROTATE: ({pair[0]}, {pair[1]}) {direction}"
    lines = []
    for key, label in _KEY_LABELS.items():
        if key in keys:
            inner = _plain(keys[key], depth + 1)
            if inner is not None:
                sep = "\n" if label == "MAZE:" or "\n" in inner else " "
                lines.append(f"{label}{sep}{inner}")
    return "\n".join(lines) if lines else None


_ARGUMENT_KEYS = ("arguments", "args", "parameters", "input")
_NAME_WORD = re.compile(r"[a-z]+")
_LABEL_PREFIXES = tuple(set(_KEY_LABELS.values()))


def _tool_call(keys: dict[str, Any], depth: int) -> str | None:
    """A tool call (``{"name": "move", "arguments": {...}}``; OpenAI sends the arguments as a
    JSON string) as the answer line its name labels: the arguments' answer after the label a
    word of the name gives (``move``, ``rotate``, ``submit_maze``); a direction alone is the
    direction word (a solve move's neighbouring cell, the kept ruling); a single list argument
    is its rows (a maze). None when ``keys`` is no tool call or its arguments hold no answer.
    """
    name = keys.get("name")
    args = next((keys[k] for k in _ARGUMENT_KEYS if k in keys), None)
    if not isinstance(name, str) or args is None:
        return None
    if isinstance(args, str):
        if len(args) > MAX_JSON_CHARS:
            return None
        try:
            args = json.loads(args)
        except (ValueError, RecursionError):
            return None
    if not isinstance(args, dict):
        return None
    fields = {str(k).lower().strip(): v for k, v in args.items()}
    inner = _plain_dict(fields, depth + 1)
    if inner is None:
        direction = next((fields[k] for k in TURN_KEYS if isinstance(fields.get(k), str)), None)
        lists = [v for v in fields.values() if isinstance(v, list)]
        inner = (
            direction
            if direction is not None
            else (_plain_list(lists[0], depth + 1) if len(lists) == 1 else None)
        )
    if inner is None:
        return None
    label = next(
        (_KEY_LABELS[w] for w in _NAME_WORD.findall(name.lower()) if w in _KEY_LABELS), None
    )
    if label is None or label == _KEY_LABELS["answer"] or inner.startswith(_LABEL_PREFIXES):
        return inner
    return f"{label}{chr(10) if label == 'MAZE:' or chr(10) in inner else ' '}{inner}"


_PLAYER_KEYS = ("player", "player_position", "start", "p")
_GOAL_KEYS = ("goal", "end", "exit", "g")


def _pair(value: Any) -> tuple[int, int] | None:
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 64 for v in value)
    ):
        return value[0], value[1]
    return None


def _walls_maze(keys: dict[str, Any]) -> str | None:
    """A maze given as its walls, player and goal (``{"walls": [[0, 0], ...], "player": [1, 0],
    "goal": [4, 3]}``, every other cell empty, as in the coordinate-list encoding) in that
    encoding's lines, on the square board the cells span; else None."""
    walls = keys.get("walls")
    player = next((_pair(keys[k]) for k in _PLAYER_KEYS if k in keys), None)
    goal = next((_pair(keys[k]) for k in _GOAL_KEYS if k in keys), None)
    if not isinstance(walls, list) or player is None or goal is None or len(walls) > 4096:
        return None
    wall_cells = [_pair(w) for w in walls]
    if not wall_cells or None in wall_cells:
        return None
    cells = {c for c in wall_cells if c is not None}
    size = 1 + max(max(c) for c in (*cells, player, goal))
    empty = [
        (r, c)
        for r in range(size)
        for c in range(size)
        if (r, c) not in cells and (r, c) != player and (r, c) != goal
    ]

    def listed(found: Any) -> str:
        return ", ".join(f"({r},{c})" for r, c in sorted(found))

    return (
        f"Walls: {listed(cells)}\nEmpty: {listed(empty)}\n"
        f"Player position: ({player[0]},{player[1]})\nGoal: ({goal[0]},{goal[1]})"
    )


def _row_col(value: Any) -> tuple[int, int] | None:
    """``{"row": r, "col": c}`` (any of :data:`_ROW_KEYS` / :data:`_COL_KEYS`) as ``(r, c)``."""
    if not isinstance(value, dict):
        return None
    keys = {str(k).lower().strip(): v for k, v in value.items()}
    return _pair([next((keys[k] for k in _ROW_KEYS if k in keys), None),
                  next((keys[k] for k in _COL_KEYS if k in keys), None)])  # fmt: skip


_KEY_WORD = re.compile(r"[a-z]+")
# The other words a move's row or column key is spelled with ("target_row", "row_index"); not
# "count", "size", "goal" or "player": {"row_count": 5} is no cell.
_KEY_QUALIFIERS = frozenset(
    ("target", "dest", "destination", "to", "new", "next", "move", "index", "idx", "num", "cell")
)


def _spelled(keys: dict[str, Any], exact: tuple[str, ...], word: tuple[str, ...]) -> Any:
    """The value under one of the ``exact`` keys, else under the only key spelled with one word
    of ``word`` and otherwise :data:`_KEY_QUALIFIERS` ("target_row", "row_index", "dest-col";
    v31's tool call); None otherwise."""
    found = next((keys[k] for k in exact if k in keys), None)
    if found is not None:
        return found
    spelled = []
    for key, value in keys.items():
        words = _KEY_WORD.findall(key)
        axis = [w for w in words if w in word]
        if len(axis) == 1 and all(w in word or w in _KEY_QUALIFIERS for w in words):
            spelled.append(value)
    return spelled[0] if len(spelled) == 1 else None


def _cell_of(keys: dict[str, Any]) -> str | None:
    row = _spelled(keys, _ROW_KEYS, ("row",))
    col = _spelled(keys, _COL_KEYS, ("col", "column"))
    if isinstance(row, int) and isinstance(col, int) and not isinstance(row, bool):
        return f"({row}, {col})"
    return None


def _plain_list(value: list[Any], depth: int) -> str | None:
    if len(value) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return f"({value[0]}, {value[1]})"
    if value and all(isinstance(v, list) for v in value):
        if all(len(v) == 2 and all(isinstance(x, int) for x in v) for v in value):
            return " ".join(f"({a}, {b})" for a, b in value)
        # A grid: one line per row, cells separated by spaces.
        return "\n".join(" ".join(str(x) for x in row) for row in value)
    if value and all(isinstance(v, dict) for v in value):
        cells = [_cell_of({str(k).lower(): x for k, x in v.items()}) for v in value]
        if all(cells):
            return " ".join(c for c in cells if c)
    if value and all(isinstance(v, str) for v in value):
        return "\n".join(value)
    return None
