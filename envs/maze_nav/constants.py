"""The MazeNav rules in one place: every module that needs one of these numbers imports it here.

Pure data; its only import of the package is the shape registry's live views
(``envs.maze_nav.shape_registry``, the bottom of the maze rules). The generator, the env, the
vector env, the text encoders, the LLM wrappers and parsers, the dataset exporter and the experiment runner all read
the same values (as Jumanji keeps its maze moves in ``routing/maze/constants.py``).

Invalid-move reasons, one vocabulary for env ``info["invalid_reason"]``, the LLM move parser,
trial records and the report. :func:`envs.maze_nav.logic.move_problem` decides them, checking in
the order of the table (the first that applies is the reason):

=====================  ==========================================================  ===============
reason                 meaning                                                     who reports it
=====================  ==========================================================  ===============
``no_coordinate``      the reply names no ``(row, col)`` cell                      parser
``invalid_action``     an action number outside 0-7 (the envs raise ValueError     move_problem
                       for any action outside their space before asking; older
                       records may hold it)
``not_allowed``        a diagonal step in a 4-directional maze                     env, parser
``out_of_bounds``      the target cell is off the grid                             env, parser
``not_adjacent``       the target cell is not one step away (the same cell, or     parser
                       two or more cells away)
``wall``               the target cell is a wall                                   env, parser
=====================  ==========================================================  ===============

Before the rules moved here the parser called a refused diagonal ``not_adjacent``; records
written then keep that value (:data:`LEGACY_INVALID_REASONS` says what it meant).

Failures (``info["failure"]`` and ``solve.failure`` in records): ``None``, ``"invalid_move"`` or
``"max_moves"`` (the move limit ran out). Records written before the rename say ``"max_steps"``;
:func:`canonical_failure` reads both.
"""

from __future__ import annotations

# The registry's views are re-exported: every maze rule is imported from here.
from envs.maze_nav.shape_registry import ALL_SHAPE_NAMES as ALL_SHAPE_NAMES
from envs.maze_nav.shape_registry import DEFAULT_CONNECTIVITY as DEFAULT_CONNECTIVITY
from envs.maze_nav.shape_registry import EXTENDED_CONNECTIVITY as EXTENDED_CONNECTIVITY
from envs.maze_nav.shape_registry import EXTENDED_SHAPE_NAMES as EXTENDED_SHAPE_NAMES
from envs.maze_nav.shape_registry import SHAPE_CONNECTIVITY as SHAPE_CONNECTIVITY
from envs.maze_nav.shape_registry import SPECIFICATION_SHAPES

# -- the move limit ------------------------------------------------------------------------------

MAX_MOVES = 16
"""The specification's move limit per maze: every move counts, invalid ones included."""

# -- shapes and moves ----------------------------------------------------------------------------

SHAPE_NAMES: tuple[str, ...] = SPECIFICATION_SHAPES
"""The six corridor shapes, in the order every listing uses (``shapes.SHAPES`` follows it)."""

# The shapes themselves (templates, moves, names) are declared once, in the shape registry
# (``envs.maze_nav.shape_registry``; the built-in entries are in ``builtin_shapes.py``). These are
# its live views: ``EXTENDED_SHAPE_NAMES`` and ``ALL_SHAPE_NAMES`` list what is registered now,
# and the connectivity dicts are kept in step with it.
# DEFAULT_CONNECTIVITY: the specification's movement rule per shape of the six (4 or 8).
# EXTENDED_SHAPE_NAMES: the shapes beside the six (the specification's future work: more letters
#   and composites), never drawn unless named (``shape="N"``, ``--shapes N``); ``shape=None``
#   and every default stay the six. U is not among them: it is the C opening upward, one of C's
#   four orientations, and a picture has one name (``envs.maze_nav.shapes`` module docs).
# EXTENDED_CONNECTIVITY: the rule per extended shape (8 where it has a diagonal stroke).
# ALL_SHAPE_NAMES: every registered shape, the six then the extended ones.
# SHAPE_CONNECTIVITY: the rule of every registered shape.


def active_shapes(shapes: tuple[str, ...] | list[str] | str) -> tuple[str, ...]:
    """The active set of a study or a maze: the shapes a picture or a reply may be named as.

    The six alone while only the six are used (so a default study reads and scores exactly as
    before the extended shapes existed); the six and the extended shapes once one of
    ``shapes`` is extended. No picture belongs to two registered shapes, so the set only
    decides which names are *available*, never which name a picture gets.
    """
    names = (shapes,) if isinstance(shapes, str) else tuple(shapes)
    # A tuple, not the live view: callers key caches on it.
    return tuple(ALL_SHAPE_NAMES) if any(s in EXTENDED_SHAPE_NAMES for s in names) else SHAPE_NAMES


CONNECTIVITIES: tuple[int, ...] = (4, 8)
CONNECTIVITY_OPTIONS: tuple[str | int, ...] = ("auto", *CONNECTIVITIES)
"""What the envs' ``connectivity`` accepts; ``"auto"`` means :data:`DEFAULT_CONNECTIVITY`."""

DEFAULT_SIZE = 5
"""The specification's grid side (5×5 mazes): the envs' default and the size the analysis
report's main sections read when results hold several sizes."""

# Grid sides the envs accept: the smallest that holds every shape, the largest kept fast.
MIN_SIZE = 5
MAX_SIZE = 32
MAX_NUM_ENVS = 65_536
"""The most mazes one ``MazeNavVectorEnv`` steps (under 1 GB at size 32)."""

MIN_START_GOAL_DISTANCE = 2
"""Start and goal are at Euclidean distance >= this (never neighbours, never the same cell)."""

INVALID_MOVE_RULES: tuple[str, ...] = ("terminate", "stay")
"""What an invalid move does: end the episode (the specification) or leave the player (RL)."""

# -- encodings -----------------------------------------------------------------------------------

TEXT_ENCODINGS: tuple[str, ...] = ("matrix", "coord_list")
"""The specification's two text encodings (what language models read and write)."""

ENCODINGS: tuple[str, ...] = (*TEXT_ENCODINGS, "grid")
"""Every observation encoding of MazeNav-v0: the two texts and the integer grid (RL)."""

# -- invalid-move reasons (the table above) ------------------------------------------------------

NO_COORDINATE = "no_coordinate"
INVALID_ACTION = "invalid_action"
NOT_ALLOWED = "not_allowed"
OUT_OF_BOUNDS = "out_of_bounds"
NOT_ADJACENT = "not_adjacent"
INTO_WALL = "wall"  # not WALL: that name is the wall cell code (0) in logic.py

INVALID_REASONS: tuple[str, ...] = (
    NO_COORDINATE,
    INVALID_ACTION,
    NOT_ALLOWED,
    OUT_OF_BOUNDS,
    NOT_ADJACENT,
    INTO_WALL,
)
"""Every invalid-move reason, in the order :func:`~envs.maze_nav.logic.move_problem` checks."""

LEGACY_INVALID_REASONS: dict[str, str] = {
    NOT_ADJACENT: "in older records also a diagonal step in a 4-directional maze (now not_allowed)",
}
"""Reason values that meant more in older records than they mean now."""

# -- failures ------------------------------------------------------------------------------------

INVALID_MOVE = "invalid_move"
OUT_OF_MOVES = "max_moves"
FAILURES: tuple[str, ...] = (INVALID_MOVE, OUT_OF_MOVES)

LEGACY_FAILURES: dict[str, str] = {"max_steps": OUT_OF_MOVES}
"""Older names of a failure -> today's name (old ``trials.jsonl`` files stay readable)."""


def canonical_failure(value: object) -> object:
    """A record's ``failure`` in today's vocabulary (``"max_steps"`` -> ``"max_moves"``).

    Anything else comes back unchanged: the analysis reads untrusted files and labels unknown
    values as they are.
    """
    if isinstance(value, str):
        return LEGACY_FAILURES.get(value, value)
    return value
