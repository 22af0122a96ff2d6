"""The pygame window behind every env's ``render_mode="human"``.

Only pygame's display is started: ``pygame.init()`` would also open the audio device, which
fails noisily on machines without sound.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium.error import DependencyNotInstalled


class FrameWindow:
    """Shows ``H×W×3`` uint8 frames in a window opened on the first frame."""

    def __init__(self, title: str, fps: int) -> None:
        self.title = title
        self.fps = fps
        self._window: Any = None
        self._clock: Any = None

    @property
    def is_open(self) -> bool:
        return self._window is not None

    def show(self, frame: np.ndarray) -> None:
        try:
            import pygame
        except ImportError as e:  # pragma: no cover - pygame is a core dependency
            raise DependencyNotInstalled(
                'pygame is not installed; run `pip install "pygame>=2.5"`'
            ) from e
        if self._window is None:
            pygame.display.init()
            pygame.display.set_caption(self.title)
            self._window = pygame.display.set_mode((frame.shape[1], frame.shape[0]))
            self._clock = pygame.time.Clock()
        surface = pygame.surfarray.make_surface(np.ascontiguousarray(frame.swapaxes(0, 1)))
        self._window.blit(surface, (0, 0))
        pygame.event.pump()
        pygame.display.flip()
        self._clock.tick(self.fps)

    def close(self) -> None:
        if self._window is not None:
            import pygame

            pygame.display.quit()
            self._window = None
            self._clock = None


def render_output(
    render_mode: str | None,
    *,
    ready: bool,
    ansi: Callable[[], str],
    frame: Callable[[], np.ndarray],
    window: FrameWindow,
) -> np.ndarray | str | None:
    """What an env's ``render()`` returns in ``render_mode`` (every env renders through here).

    ``ansi`` gives the text, ``frame`` the ``H×W×3`` image; ``"human"`` shows the frame in
    ``window`` and returns None. Without a render mode gymnasium's convention is a warning and
    None; before the first ``reset`` (``ready`` False) there is nothing to draw.
    """
    if render_mode is None:
        gym.logger.warn(
            "render() was called without a render_mode; pass render_mode='rgb_array', "
            "'human' or 'ansi' to gym.make"
        )
        return None
    if not ready:
        raise RuntimeError("call reset() before render()")
    if render_mode == "ansi":
        return ansi()
    image = frame()
    if render_mode == "rgb_array":
        return image
    window.show(image)
    return None
