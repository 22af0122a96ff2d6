"""Play RotationPuzzle-v0 yourself in a pygame window.

Left-click a square to turn it 90° clockwise, right-click to turn it counter-clockwise; turns are
animated. ``N`` draws a new puzzle, ``Esc`` or ``Q`` quits. The window title shows the turns made,
the fewest still needed, and "solved" when the pipes connect (the frame itself stays free of text,
as the specification asks). Run with ``python -m envs.play RotationPuzzle-v0``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from envs.rotation_puzzle.env import RotationPuzzleEnv
from envs.rotation_puzzle.logic import PuzzleState
from envs.rotation_puzzle.render import CANVAS_SIZE, render_frame, square_boxes

LEFT_BUTTON, RIGHT_BUTTON = 1, 3
ANIMATION_FRAMES = 8
FPS = 60


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


def play(seed: int | None = None, **env_kwargs: Any) -> None:
    """Open a window and play until it is closed.

    Args:
        seed: seeds the first puzzle (later ones follow from it); None for a fresh one.
        **env_kwargs: passed to :class:`RotationPuzzleEnv` (``grid``, ``difficulty``); the
            window is drawn here, so ``render_mode`` and ``observation`` are ignored.
    """
    import pygame

    env_kwargs = {k: v for k, v in env_kwargs.items() if k not in ("render_mode", "observation")}
    env = RotationPuzzleEnv(observation="state", **env_kwargs)
    pygame.init()
    screen = pygame.display.set_mode(CANVAS_SIZE)
    clock = pygame.time.Clock()
    turns = 0

    def show(frame: np.ndarray) -> None:
        surface = pygame.surfarray.make_surface(np.ascontiguousarray(frame.swapaxes(0, 1)))
        screen.blit(surface, (0, 0))
        pygame.display.flip()

    def title(info: dict[str, Any]) -> None:
        status = (
            "solved! press N for a new puzzle"
            if info["solved"]
            else (f"fewest turns left: {info['min_turns']}")
        )
        pygame.display.set_caption(f"RotationPuzzle-v0 - turns: {turns} - {status}")

    _, info = env.reset(seed=seed)
    title(info)
    show(render_frame(env.state))
    running = True
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_q)
            ):
                running = False
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_n:
                _, info = env.reset()
                turns = 0
                title(info)
                show(render_frame(env.state))
            elif event.type == pygame.MOUSEBUTTONDOWN and not info["solved"]:
                action = click_action(env.state, event.pos, event.button)
                if action is None:
                    continue
                for angles in turn_angles(env.state, action):
                    show(render_frame(env.state, angles))
                    clock.tick(FPS)
                _, _, _, _, info = env.step(action)
                turns += 1
                title(info)
                show(render_frame(env.state))
        clock.tick(FPS)
    env.close()
    pygame.quit()
