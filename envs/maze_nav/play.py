"""MazeNav-v0 for people: a pygame window driven by the keyboard (see ``envs/play.py``)."""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import gymnasium as gym

from envs.maze_nav.constants import DEFAULT_SIZE
from envs.maze_nav.logic import Action
from envs.records import solve_result, trial_record

# Keys are pygame key names (pygame.key.name), so this table needs no pygame import.
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


def action_for_key(key_name: str, n_actions: int) -> int | None:
    """The action a key press asks for, or None (unknown key, or a diagonal in Discrete(4))."""
    action = KEY_ACTIONS.get(key_name)
    if action is None or action >= n_actions:
        return None
    return int(action)


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

    Args:
        shape: maze shape (None: a random shape per maze).
        size: grid side.
        seed: seed of the first maze (later mazes continue the same generator).
        record: a JSON-lines file to append one trial record per finished maze.
        events: key names to replay instead of reading the keyboard (tests, demos); ``"quit"``
            closes the window.

    Returns:
        The trial records of the finished mazes.
    """
    env = gym.make("MazeNav-v0", shape=shape, size=size, render_mode="human")
    import pygame

    run_id = uuid.uuid4().hex[:8]
    records: list[dict[str, Any]] = []
    _, info = env.reset(seed=seed)
    scripted = iter(events) if events is not None else None
    try:
        while True:
            key = _next_key(scripted)
            if key in ("quit", "escape"):
                break
            if key == "r":
                _, info = env.reset()
                continue
            action = action_for_key(key, int(env.action_space.n)) if key else None
            if action is None:
                continue
            _, reward, terminated, truncated, info = env.step(action)
            if terminated or truncated:
                rec = human_record(info, run_id, len(records), bool(reward > 0))
                records.append(rec)
                if record is not None:
                    with Path(record).open("a", encoding="utf-8") as fh:
                        fh.write(json.dumps(rec) + "\n")
                pygame.time.wait(300 if scripted is None else 0)
                _, info = env.reset()
    finally:
        env.close()
    return records


def _next_key(scripted: Any) -> str | None:
    import pygame

    if scripted is not None:
        return next(scripted, "quit")
    while True:
        event = pygame.event.wait()
        if event.type == pygame.QUIT:
            return "quit"
        if event.type == pygame.KEYDOWN:
            return pygame.key.name(event.key)
