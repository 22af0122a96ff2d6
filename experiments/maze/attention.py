"""Attention to maze cells saved during a trial (``--attention``): one ``.attn.npz`` per trial.

**Which tokens are a cell's.** Every solve prompt and the recognition prompt hold the maze text
(:mod:`envs.maze_nav.text`). :func:`cell_groups` finds each cell's characters in that text as it
appears in the message: in the matrix encoding the cell's symbol (``1``, ``0``, ``P``, ``G``),
in the coordinate list every ``(row,col)`` entry naming it (its ``Walls``/``Empty`` entry, the
``Player position`` or the ``Goal``). The client maps them to every prompt token overlapping
those characters through the tokenizer's offsets
(:func:`agents.llm.local.attention.tokens_in_spans`, on the chat-templated prompt).

**What is stored.** Per reply of the solve phase (interactive) and of recognition, the attention
mass from the reply's answer queries to each cell, per layer and head
(:mod:`agents.llm.local.attention` defines it: averaged over the answer queries, summed over
the cell's tokens, a token shared by ``k`` cells split ``1/k`` each). The mass over a maze's
cells therefore sums, per layer and head, to the share of the answer's attention that lands on
the maze text: at most 1. The generation reply is not stored (its prompt holds no maze).

Beside the transcript ``<k>.txt`` the runner writes ``<k>.attn.npz`` (compressed, fixed zip
stamps, atomic, before the record that names it), holding:

================  ===============================  =============================================
array             shape, dtype                     meaning
================  ===============================  =============================================
``mass``          ``(replies, L, H, n, n)`` f16    attention mass per layer, head and cell
``tokens``        ``(replies, n, n)`` int16        prompt tokens of each cell (0: not found)
``phase``         ``(replies,)`` int8              0 solve, 1 recognize
``step``          ``(replies,)`` int16             solve step (0-based); -1 for recognition
``row, col``      ``(replies,)`` int16             the player's cell when the prompt was sent
``queries``       ``(replies,)`` int32             answer queries averaged
``corridors``     ``(n, n)`` bool                  the maze (so the file reads on its own)
``goal``          ``(2,)`` int16                   the goal cell
``connectivity``  ``()`` int8                      4 or 8
``trial``         ``()`` str                       the trial's key as JSON
================  ===============================  =============================================

``L`` counts the model's blocks (no embeddings), ``H`` its query heads. A 7B Qwen2.5 (28 x 28)
on a 5x5 maze stores 39 KB per reply before compression. The record's ``attention`` field names
the file (from the results folder), its replies, layers, heads and bytes; resume redoes a trial
whose record names a file that is missing, damaged or another trial's, like the activations.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from envs.io import atomic_write_bytes, npz_bytes, read_npz
from envs.maze_nav.constants import TEXT_ENCODINGS
from envs.maze_nav.logic import Maze
from envs.maze_nav.text import encode
from experiments.maze.inspection import PHASE_CODES

SUFFIX = ".attn.npz"
INDEX_ARRAYS = ("phase", "step", "row", "col", "queries")

Cell = tuple[int, int]


def cell_groups(
    content: str, maze_text: str, encoding: str, size: int
) -> list[tuple[Cell, list[tuple[int, int]]]]:
    """Every cell of a ``size x size`` maze with its ``(start, end)`` character spans in
    ``content`` (a message holding ``maze_text``, the maze in ``encoding``; its last copy).

    Matrix: the cell's symbol; coordinate list: each ``(row,col)`` entry naming the cell (one,
    or two for a player standing on the goal). Cells in row-major order; a cell with no span
    (``maze_text`` not in ``content``) gets an empty list. Never raises on the texts.
    """
    base = content.rfind(maze_text) if maze_text else -1
    spans: dict[Cell, list[tuple[int, int]]] = {
        (r, c): [] for r in range(size) for c in range(size)
    }
    if base >= 0 and encoding == "matrix":
        lines = maze_text.split("\n")
        offset = 0
        for r, line in enumerate(lines[:size]):
            for c in range(size):
                at = 2 * c
                if at < len(line) and line[at] != " ":
                    spans[(r, c)].append((base + offset + at, base + offset + at + 1))
            offset += len(line) + 1
    elif base >= 0:
        for m in re.finditer(r"\((\d+),(\d+)\)", maze_text):
            cell = (int(m.group(1)), int(m.group(2)))
            if cell in spans:
                spans[cell].append((base + m.start(), base + m.end()))
    return list(spans.items())


@dataclass
class AttentionRows:
    """The attention of one trial's replies to its maze cells (one entry per reply)."""

    size: int
    mass: list[np.ndarray] = field(default_factory=list)  # each (L, H, size, size)
    tokens: list[np.ndarray] = field(default_factory=list)  # each (size, size)
    phase: list[int] = field(default_factory=list)
    step: list[int] = field(default_factory=list)
    row: list[int] = field(default_factory=list)
    col: list[int] = field(default_factory=list)
    queries: list[int] = field(default_factory=list)

    def add(
        self,
        phase: str,
        step: int,
        position: Cell,
        cells: list[Cell],
        seen: Any,
    ) -> None:
        """One reply: ``seen`` is the client's :class:`~agents.llm.local.attention.AttentionMass`
        for the groups of ``cells`` (in that order)."""
        mass = np.asarray(seen.mass, dtype=np.float32)
        grid = np.zeros((*mass.shape[:2], self.size, self.size), dtype=np.float32)
        tokens = np.zeros((self.size, self.size), dtype=np.int16)
        for g, (r, c) in enumerate(cells):
            grid[:, :, r, c] = mass[:, :, g]
            tokens[r, c] = len(seen.groups[g])
        self.mass.append(grid)
        self.tokens.append(tokens)
        self.phase.append(PHASE_CODES[phase])
        self.step.append(int(step))
        self.row.append(int(position[0]))
        self.col.append(int(position[1]))
        self.queries.append(int(seen.queries))

    def __len__(self) -> int:
        return len(self.mass)


class AttentionRecorder:
    """Measures, reply by reply, one trial's attention to its maze cells.

    Args:
        client: a client with ``attention`` (:meth:`agents.llm.local.HFChatClient.attention`).
        maze: the trial's maze.
        encoding: the prompts' text encoding.
    """

    def __init__(self, client: Any, maze: Maze, encoding: str) -> None:
        self.client = client
        self.maze = maze
        self.encoding = encoding
        self.rows = AttentionRows(int(maze.size))

    @staticmethod
    def supported(client: Any, encoding: str) -> bool:
        """Whether ``client`` can measure attention for prompts in ``encoding`` (a text one)."""
        return callable(getattr(client, "attention", None)) and encoding in TEXT_ENCODINGS

    def reply(self, messages: list[dict[str, Any]], phase: str, step: int, position: Cell) -> None:
        """Measure the last reply of ``messages`` (the assistant's, after the prompt that
        showed the maze with the player on ``position``); a prompt without the maze text is
        skipped."""
        if len(messages) < 2:
            return
        prompt, reply = messages[-2].get("content"), messages[-1].get("content")
        if not isinstance(prompt, str) or not isinstance(reply, str):
            return
        maze_text = encode(self.maze.codes(position), self.encoding)
        groups = cell_groups(prompt, maze_text, self.encoding, self.rows.size)
        if not any(spans for _, spans in groups):
            return
        seen = self.client.attention(messages[:-1], reply, [spans for _, spans in groups])
        self.rows.add(phase, step, position, [cell for cell, _ in groups], seen)


def save(path: Path, rows: AttentionRows, maze: Any, trial_key: Any, root: Path) -> dict[str, Any]:
    """Write ``rows`` (of ``maze``) to ``path`` atomically; return the record's ``attention``
    field (``file`` from ``root``, the results folder, with ``/``)."""
    n = rows.size
    mass = np.stack(rows.mass).astype(np.float16) if len(rows) else np.zeros((0, 0, 0, n, n), "f2")
    arrays = {
        "mass": mass,
        "tokens": np.stack(rows.tokens) if len(rows) else np.zeros((0, n, n), np.int16),
        "phase": np.asarray(rows.phase, dtype=np.int8),
        "step": np.asarray(rows.step, dtype=np.int16),
        "row": np.asarray(rows.row, dtype=np.int16),
        "col": np.asarray(rows.col, dtype=np.int16),
        "queries": np.asarray(rows.queries, dtype=np.int32),
        "corridors": np.asarray(maze.corridors, dtype=bool),
        "goal": np.asarray(maze.goal, dtype=np.int16),
        "connectivity": np.asarray(int(maze.connectivity), dtype=np.int8),
        "trial": np.asarray(json.dumps(list(trial_key))),
    }
    data = npz_bytes(arrays)  # the same trial gives the same bytes
    atomic_write_bytes(path, data)
    return {
        "file": path.relative_to(root).as_posix(),
        "replies": len(rows),
        "layers": int(mass.shape[1]),
        "heads": int(mass.shape[2]),
        "bytes": len(data),
    }


def load(path: Path) -> dict[str, np.ndarray] | None:
    """The arrays of one file, or None when it is missing, damaged or inconsistent (never
    raises on content)."""
    arrays = read_npz(path)
    if arrays is None:
        return None
    needed = ("mass", "tokens", "corridors", "goal", "connectivity", "trial", *INDEX_ARRAYS)
    if any(name not in arrays for name in needed):
        return None
    mass, corridors = arrays["mass"], arrays["corridors"]
    if mass.ndim != 5 or corridors.ndim != 2 or mass.shape[3:] != corridors.shape:
        return None
    replies = mass.shape[0]
    if any(arrays[name].shape != (replies,) for name in INDEX_ARRAYS):
        return None
    if arrays["tokens"].shape != (replies, *corridors.shape) or arrays["goal"].shape != (2,):
        return None
    return arrays


def matches(path: Path, field_: Any, trial_key: Any) -> bool:
    """Whether the file at ``path`` is the one the record's ``attention`` field describes."""
    if not isinstance(field_, dict):
        return False
    arrays = load(path)
    if arrays is None:
        return False
    try:
        same_trial = json.loads(str(arrays["trial"])) == list(trial_key)
    except ValueError:
        return False
    mass = arrays["mass"]
    return (
        same_trial
        and mass.shape[0] == field_.get("replies")
        and (mass.shape[0] == 0 or mass.shape[1:3] == (field_.get("layers"), field_.get("heads")))
    )


__all__ = ["SUFFIX", "AttentionRecorder", "AttentionRows", "cell_groups", "load", "matches", "save"]
