"""What a model's log-probabilities and hidden states say during one trial.

:class:`TrialInspector` rides along a trial of :func:`experiments.maze.trial.run_trial` when the client
can look inside its model (a method ``inspect`` such as
:meth:`agents.llm.local.HFChatClient.inspect`; the ``hf:`` models). At every interactive solve
step it scores each candidate next cell: every neighbour of the player's cell under the maze's
connectivity, legal, wall or off the grid, each as the reply the prompt asks for
(``MOVE: (row, col)``, :data:`MOVE_REPLY`), by the summed log-probability the model gives that
reply right after the prompt. Beside the scores it keeps which candidates are optimal (one step
closer to the goal) and which one the model chose. With activation layers it also keeps the
hidden states at the last prompt token of each solve step and at the token of every maze cell
in the recognition prompt (:mod:`experiments.maze.activations` stores them).

Token log-probabilities of every reply (any client that returns ``Completion.logprobs``: ``hf:``
models always, ``qwen*``/``openai:`` models with ``--logprobs``) are summarized per reply by
:func:`reply_summary`. Chat APIs score no given continuation, so candidate moves are scored for
``hf:`` models only.

The record field (``record["logits"]``, optional; compact, rounded to 4 decimals)::

    {"replies": [[tokens, sum_logprob, min_logprob] or null, ...],   # per reply, in order
     "steps": [{"at": [r, c], "cells": [[r, c], ...], "kind": ["legal", "wall", "off_grid"...],
                "logp": [...], "best": [i, ...], "chosen": [r, c] or null}, ...]}
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from envs.maze_nav.constants import TEXT_ENCODINGS
from envs.maze_nav.logic import DELTAS, Maze, bfs_distances

MOVE_REPLY = "MOVE: ({row}, {col})"
"""A candidate move as a reply, in the answer format the solve prompts ask for
("End your reply with a line of the form MOVE: (row, col), for example MOVE: (2, 3).")."""

LEGAL, WALL, OFF_GRID = "legal", "wall", "off_grid"
PHASE_CODES = {"solve": 0, "recognize": 1}
"""Phase numbers in an activation index."""


def reply_summary(logprobs: Any) -> list[float] | None:
    """``[tokens, sum, min]`` of a reply's token log-probabilities (None when there are none).

    Reads the OpenAI shape ``[{"token", "logprob", ...}]``; entries without a finite number
    are skipped (a service's reply is untrusted input).
    """
    if not isinstance(logprobs, list) or not logprobs:
        return None
    values = []
    for entry in logprobs:
        value = entry.get("logprob") if isinstance(entry, dict) else None
        if isinstance(value, (int, float)) and not isinstance(value, bool) and np.isfinite(value):
            values.append(float(value))
    if not values:
        return None
    return [len(values), round(sum(values), 4), round(min(values), 4)]


def candidates(maze: Maze, position: tuple[int, int]) -> list[tuple[tuple[int, int], str]]:
    """Every neighbour of ``position`` under the maze's connectivity and what it is."""
    size = maze.size
    out = []
    for dr, dc in DELTAS[: int(maze.connectivity)]:
        r, c = position[0] + dr, position[1] + dc
        if not (0 <= r < size and 0 <= c < size):
            kind = OFF_GRID
        elif maze.corridors[r, c]:
            kind = LEGAL
        else:
            kind = WALL
        out.append(((r, c), kind))
    return out


def cell_spans(maze_text: str, encoding: str, size: int) -> list[tuple[tuple[int, int], int, int]]:
    """``((row, col), start, end)`` of every cell's characters in a maze text.

    Matrix: the cell's symbol; coordinate list: its ``(row,col)`` entry.
    """
    spans = []
    if encoding == "matrix":
        for r in range(size):
            for c in range(size):
                start = r * 2 * size + 2 * c
                spans.append(((r, c), start, start + 1))
        return spans
    for m in re.finditer(r"\((\d+),(\d+)\)", maze_text):
        spans.append(((int(m.group(1)), int(m.group(2))), m.start(), m.end()))
    return spans


@dataclass
class ActivationRows:
    """Hidden-state rows of one trial and their index (one entry per row)."""

    layers: tuple[int, ...]
    hidden: list[np.ndarray] = field(default_factory=list)  # each (len(layers), H)
    phase: list[int] = field(default_factory=list)
    step: list[int] = field(default_factory=list)
    row: list[int] = field(default_factory=list)
    col: list[int] = field(default_factory=list)
    token: list[int] = field(default_factory=list)

    def add(self, phase: str, step: int, cell: tuple[int, int], token: int, hidden: Any) -> None:
        self.hidden.append(np.asarray(hidden, dtype=np.float32))
        self.phase.append(PHASE_CODES[phase])
        self.step.append(int(step))
        self.row.append(int(cell[0]))
        self.col.append(int(cell[1]))
        self.token.append(int(token))

    def __len__(self) -> int:
        return len(self.hidden)


class TrialInspector:
    """Collects candidate scores and activations for one trial (see the module docstring).

    Args:
        client: a client with ``inspect`` (:meth:`agents.llm.local.HFChatClient.inspect`).
        maze: the trial's maze.
        encoding: the prompts' text encoding.
        layers: hidden-state layers to keep (empty: none).
    """

    def __init__(self, client: Any, maze: Maze, encoding: str, layers: Sequence[int] = ()):
        self.client = client
        self.maze = maze
        self.encoding = encoding
        self.layers = tuple(int(x) for x in layers)
        self.steps: list[dict[str, Any]] = []
        self.activations = ActivationRows(self.layers) if self.layers else None
        self._to_goal = bfs_distances(maze.corridors, maze.goal, int(maze.connectivity))

    @staticmethod
    def supported(client: Any, encoding: str) -> bool:
        """Whether ``client`` can score replies and read hidden states for prompts in
        ``encoding`` (the text encodings: a picture has no cell tokens)."""
        return callable(getattr(client, "inspect", None)) and encoding in TEXT_ENCODINGS

    def solve_step(self, messages: Sequence[dict[str, Any]], position: tuple[int, int]) -> None:
        """Score every candidate move from ``position`` after ``messages`` (the step's prompt
        last); the chosen move is filled in by :meth:`chosen`."""
        cands = candidates(self.maze, position)
        replies = [MOVE_REPLY.format(row=r, col=c) for (r, c), _ in cands]
        seen = self.client.inspect(messages, replies=replies, layers=self.layers)
        here = self._to_goal[position] if self._to_goal[position] >= 0 else None
        best = [
            i
            for i, ((r, c), kind) in enumerate(cands)
            if kind == LEGAL and here is not None and self._to_goal[r, c] == here - 1
        ]
        self.steps.append(
            {
                "at": [int(position[0]), int(position[1])],
                "cells": [[int(r), int(c)] for (r, c), _ in cands],
                "kind": [kind for _, kind in cands],
                "logp": [round(float(x), 4) for x in seen.reply_logprobs],
                "best": best,
                "chosen": None,
            }
        )
        if self.activations is not None and seen.last is not None:
            step = len(self.steps) - 1
            self.activations.add("solve", step, position, seen.prompt_tokens - 1, seen.last)

    def chosen(self, parse: dict[str, Any] | None) -> None:
        """Record the cell the last reply named (None when it named none)."""
        if not self.steps:
            return
        target = parse.get("target") if isinstance(parse, dict) else None
        if isinstance(target, (list, tuple)) and len(target) == 2:
            self.steps[-1]["chosen"] = [int(target[0]), int(target[1])]

    def recognize(self, messages: Sequence[dict[str, Any]]) -> None:
        """Read the hidden state at every maze cell of the recognition prompt (last message)."""
        if self.activations is None:
            return
        from agents.llm.prompts import encode_maze

        text = messages[-1].get("content", "")
        maze_text = encode_maze(self.maze.codes(), self.encoding)
        base = text.find(maze_text) if isinstance(text, str) else -1
        if base < 0:
            return
        spans = cell_spans(maze_text, self.encoding, self.maze.size)
        seen = self.client.inspect(
            messages, layers=self.layers, spans=[(base + a, base + b) for _, a, b in spans]
        )
        if seen.spans is None:
            return
        for (cell, _, _), token, hidden in zip(spans, seen.span_tokens, seen.spans, strict=True):
            if token >= 0:
                self.activations.add("recognize", -1, cell, token, hidden)

    def record_field(self, replies: list[list[float] | None]) -> dict[str, Any]:
        """The record's ``logits`` field."""
        return {"replies": replies, "steps": self.steps}
