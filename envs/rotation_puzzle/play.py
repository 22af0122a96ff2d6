"""Play RotationPuzzle-v0 yourself in a pygame window.

Left-click a square to turn it 90° clockwise, right-click to turn it counter-clockwise; turns are
animated. Under the puzzle the window shows the rule, the turns left (and the fewest still
needed) and, once the puzzle is over, why, in the browser study's words; the next puzzle comes
only when the player presses Enter, Space or ``N`` (``N`` also skips an unfinished one). ``Esc``
or ``Q`` quits. The frame itself stays free of text, as the specification asks: the status lines
are built here (:func:`status_lines`, pure) and drawn under it by
:class:`envs.viewer.FrameWindow`. Run with ``python -m envs.play RotationPuzzle-v0``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from envs.rotation_puzzle.env import RotationPuzzleEnv
from envs.rotation_puzzle.logic import PuzzleState
from envs.rotation_puzzle.render import render_frame, square_boxes
from envs.viewer import FrameWindow

LEFT_BUTTON, RIGHT_BUTTON = 1, 3
ANIMATION_FRAMES = 8
FPS = 60

# -- what the window says -------------------------------------------------------------------------
# The browser study's words (experiments/human/static/app.js, renderPuzzle, and the puzzle section
# of index.html), said of this puzzle rather than "the last puzzle". The page cannot import
# Python: change the two together.
TURNS_LEFT = "Turns left: {turns_left}    (fewest still needed: {min_turns})"
SOLVED = "The puzzle is solved!"
NO_TURNS_LEFT = "No turns were left for this puzzle."
RULE = "Click a square to turn it 90° clockwise, right-click to turn it back."
HELP = "Solved when all the pipes form one network and none points off the board."
PLAYING_KEYS = "N: new puzzle    Esc or Q: quit"
ENDED_KEYS = "Enter or Space: next puzzle    Esc or Q: quit"
STATUS_LINES = 4


def status_lines(
    info: Mapping[str, Any], turns: int, max_moves: int, *, over: bool
) -> tuple[str, ...]:
    """The :data:`STATUS_LINES` lines under the puzzle: rule, turns left, help or verdict, keys."""
    turns_left = TURNS_LEFT.format(turns_left=max_moves - turns, min_turns=info["min_turns"])
    if not over:
        return (RULE, turns_left, HELP, PLAYING_KEYS)
    return (RULE, turns_left, SOLVED if info["solved"] else NO_TURNS_LEFT, ENDED_KEYS)


def click_action(state: PuzzleState, pos: tuple[int, int], button: int) -> int | None:
    """The env action for a mouse click at window pixel ``pos``, or None (missed, other button)."""
    if button not in (LEFT_BUTTON, RIGHT_BUTTON):
        return None
    x, y = pos
    for i, (x0, y0, x1, y1) in enumerate(square_boxes(state.grid)):
        if x0 <= x < x1 and y0 <= y < y1:
            return 2 * i + (0 if button == LEFT_BUTTON else 1)
    return None


def turn_angles(
    state: PuzzleState, action: int, frames: int = ANIMATION_FRAMES
) -> list[list[float]]:
    """Per-frame angles that animate ``action`` from ``state`` (the final quarter excluded)."""
    index, ccw = divmod(action, 2)
    out = []
    for f in range(1, frames):
        angles = [float(a) for a in state.angles]
        eased = 0.5 - 0.5 * np.cos(np.pi * f / frames)
        angles[index] += (-90.0 if ccw else 90.0) * float(eased)
        out.append(angles)
    return out


def play(seed: int | None = None, **env_kwargs: Any) -> list[dict[str, Any]]:
    """Open a window and play until it is closed (or Esc or Q).

    Args:
        seed: seeds the first puzzle (later ones follow from it); None for a fresh one.
        **env_kwargs: passed to :class:`RotationPuzzleEnv` (``grid``, ``difficulty``,
            ``max_moves``); the window is drawn here, so ``render_mode`` and ``observation``
            are ignored.

    Returns:
        One ``{"solved": bool, "turns": int}`` per finished puzzle (solved or out of turns).
    """
    import pygame

    env_kwargs = {k: v for k, v in env_kwargs.items() if k not in ("render_mode", "observation")}
    env = RotationPuzzleEnv(observation="state", **env_kwargs)
    window = FrameWindow("RotationPuzzle-v0", fps=0, status_lines=STATUS_LINES)
    clock = pygame.time.Clock()
    finished: list[dict[str, Any]] = []
    turns = 0
    over = False

    def show(angles: list[float] | None = None) -> None:
        status = status_lines(info, turns, env.max_moves, over=over)
        window.show(render_frame(env.state, angles), status)

    _, info = env.reset(seed=seed)
    show()
    running = True
    try:
        while running:
            for event in pygame.event.get():
                key = pygame.key.name(event.key) if event.type == pygame.KEYDOWN else None
                if event.type == pygame.QUIT or key in ("escape", "q"):
                    running = False
                    break
                if key == "n" or (over and key in ("return", "enter", "space")):
                    _, info = env.reset()
                    turns, over = 0, False
                    show()
                elif event.type == pygame.MOUSEBUTTONDOWN and not over:
                    action = click_action(env.state, event.pos, event.button)
                    if action is None:
                        continue
                    for angles in turn_angles(env.state, action):
                        show(angles)
                        clock.tick(FPS)
                    _, _, terminated, truncated, info = env.step(action)
                    turns += 1
                    over = terminated or truncated
                    if over:
                        finished.append({"solved": bool(info["solved"]), "turns": turns})
                    show()
            clock.tick(FPS)
    finally:
        window.close()
        env.close()
    return finished
