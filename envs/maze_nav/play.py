"""MazeNav-v0 for people: a pygame window driven by the keyboard (see ``envs/play.py``).

Under the maze the window shows the rule (4 or 8 directions and the keys that move), the moves
left and, once a maze is over, why it ended, in the browser study's words; the next maze comes
only when the player presses Enter or Space. The env's frames stay free of text: the status
lines are built here (:func:`status_lines`, pure, no pygame) and drawn by
:class:`envs.viewer.FrameWindow`.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import gymnasium as gym

from envs.maze_nav.constants import (
    DEFAULT_SIZE,
    INTO_WALL,
    INVALID_MOVE,
    NOT_ALLOWED,
    OUT_OF_BOUNDS,
    OUT_OF_MOVES,
)
from envs.maze_nav.logic import Action
from envs.records import solve_result, trial_record
from envs.viewer import FrameWindow

# Keys are pygame key names (pygame.key.name), so these tables need no pygame import.
KEY_ACTIONS: dict[str, Action] = {
    "up": Action.UP,
    "right": Action.RIGHT,
    "down": Action.DOWN,
    "left": Action.LEFT,
    "e": Action.UP_RIGHT,
    "c": Action.DOWN_RIGHT,
    "z": Action.DOWN_LEFT,
    "q": Action.UP_LEFT,
}
QUIT_KEYS = ("escape", "quit")  # "quit": the window was closed
NEW_MAZE_KEY = "r"
CONTINUE_KEYS = ("return", "enter", "space")  # "enter" is the keypad's Enter

# -- what the window says -------------------------------------------------------------------------
# The browser study's words (experiments/human/static/app.js, renderSolve and PHASE_HELP, and the
# "How it works" list in index.html), so a person reads the same verdicts in both. The page
# cannot import Python: change the two together.
MOVES_LEFT = "Moves left: {moves_left}"
GOAL_REACHED = "You reached the goal!"
NOT_ALLOWED_MOVE = "That move was not allowed ({reason}); this maze is over."
NO_MOVES_LEFT = "No moves left; this maze is over."
HELP = ("Walk the red disc (P) to the green square (G).", "An invalid move ends this maze.")

# Why a move was refused, in the page's words (app.js's REFUSALS), by the reason the env reports
# (info["invalid_reason"]); the sentence reads "That move was not allowed (<words>); ...".
REFUSALS: dict[str, str] = {
    INTO_WALL: "that cell is a wall",
    OUT_OF_BOUNDS: "that cell is off the grid",
    NOT_ALLOWED: "this maze allows no diagonal steps",
}
# What each reason means for the rest of the game.
REASON_WORDS: dict[str, str] = {
    INTO_WALL: "A move into a wall ends the maze.",
    OUT_OF_BOUNDS: "A move off the grid ends the maze.",
    NOT_ALLOWED: "This maze has 4 directions: no diagonal steps.",
}
RULES: dict[int, str] = {
    4: "4 directions: move with the arrow keys.",
    8: "8 directions: arrow keys, and Q E Z C for the diagonals.",
}
PLAYING_KEYS = "R: new maze    Esc: quit"
ENDED_KEYS = "Enter or Space: next maze    Esc: quit"
STATUS_LINES = 5


def action_for_key(key_name: str, n_actions: int) -> int | None:
    """The action a key press asks for, or None (unknown key, or a diagonal in Discrete(4))."""
    action = KEY_ACTIONS.get(key_name)
    if action is None or action >= n_actions:
        return None
    return int(action)


def end_message(info: Mapping[str, Any], max_moves: int) -> tuple[str, str]:
    """Why a finished maze ended: the browser study's sentence, then what it means.

    Raises:
        ValueError: ``info`` describes a maze that is not over (nor reached, nor failed).
    """
    failure = info["failure"]
    if failure is None and tuple(info["position"]) == tuple(info["goal"]):
        return GOAL_REACHED, f"In {info['moves_taken']} moves (fewest: {info['optimal_moves']})."
    if failure == INVALID_MOVE:
        reason = info["invalid_reason"]
        words = REFUSALS.get(reason, reason)
        return NOT_ALLOWED_MOVE.format(reason=words), REASON_WORDS.get(reason, "")
    if failure == OUT_OF_MOVES:
        return NO_MOVES_LEFT, f"A maze allows at most {max_moves} moves."
    raise ValueError(
        f"info with failure={failure!r} and the player off the goal is a maze still in play; "
        f"allowed: the goal reached, {INVALID_MOVE!r} or {OUT_OF_MOVES!r}"
    )


def status_lines(info: Mapping[str, Any], max_moves: int, *, over: bool) -> tuple[str, ...]:
    """The :data:`STATUS_LINES` lines under the maze: rule, moves left, help or verdict, keys."""
    moves_left = MOVES_LEFT.format(moves_left=max_moves - info["moves_taken"])
    if over:
        return (RULES[info["connectivity"]], moves_left, *end_message(info, max_moves), ENDED_KEYS)
    return (RULES[info["connectivity"]], moves_left, *HELP, PLAYING_KEYS)


def human_record(info: dict[str, Any], run_id: str, trial: int, success: bool) -> dict[str, Any]:
    """A solve-only trial record (``envs/records.py``) for one maze a person played."""
    return trial_record(
        task="maze_nav",
        run_id=run_id,
        model="human",
        encoding="visual",
        size=None,
        shape=info["shape"],
        maze_index=trial,
        maze_id=info["maze_id"],
        trial=trial,
        solve=solve_result(
            success=success,
            failure=info["failure"],
            invalid_reason=info["invalid_reason"],
            moves=info["moves_taken"],
            optimal_moves=info["optimal_moves"],
            valid_moves=info["valid_moves"],
        ),
    )


def play(
    shape: str | None = None,
    size: int = DEFAULT_SIZE,
    seed: int | None = None,
    record: str | os.PathLike[str] | None = None,
    events: Iterable[str] | None = None,
) -> list[dict[str, Any]]:
    """Open a window and play until Esc or the window closes.

    A finished maze stays on screen with the reason it ended until Enter or Space (or R) asks
    for the next one; other keys wait.

    Args:
        shape: maze shape (None: a random shape per maze).
        size: grid side.
        seed: seed of the first maze (later mazes continue the same generator).
        record: a JSON-lines file to append one trial record per finished maze.
        events: key names to replay instead of reading the keyboard (tests, demos); ``"quit"``
            closes the window, and so does the end of the sequence.

    Returns:
        The trial records of the finished mazes.
    """
    env = gym.make("MazeNav-v0", shape=shape, size=size, render_mode="rgb_array")
    max_moves = int(env.unwrapped.max_moves)
    window = FrameWindow("MazeNav-v0", fps=0, status_lines=STATUS_LINES)
    run_id = uuid.uuid4().hex[:8]
    records: list[dict[str, Any]] = []
    _, info = env.reset(seed=seed)
    over = False
    scripted = iter(events) if events is not None else None
    try:
        while True:
            window.show(env.render(), status_lines(info, max_moves, over=over))
            key = _next_key(scripted)
            if key in QUIT_KEYS:
                break
            if key == NEW_MAZE_KEY or (over and key in CONTINUE_KEYS):
                _, info = env.reset()
                over = False
                continue
            action = None if over else action_for_key(key, int(env.action_space.n))
            if action is None:
                continue
            _, reward, terminated, truncated, info = env.step(action)
            if terminated or truncated:
                over = True
                rec = human_record(info, run_id, len(records), bool(reward > 0))
                records.append(rec)
                if record is not None:
                    with Path(record).open("a", encoding="utf-8") as fh:
                        fh.write(json.dumps(rec) + "\n")
    finally:
        window.close()
        env.close()
    return records


def _next_key(scripted: Any) -> str:
    import pygame

    if scripted is not None:
        return next(scripted, "quit")
    while True:
        event = pygame.event.wait()
        if event.type == pygame.QUIT:
            return "quit"
        if event.type == pygame.KEYDOWN:
            return pygame.key.name(event.key)
