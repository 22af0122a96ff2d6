"""The pygame window behind every env's ``render_mode="human"`` and ``python -m envs.play``.

Only pygame's display (and, for status lines, its font module) is started: ``pygame.init()``
would also open the audio device, which fails noisily on machines without sound.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium.error import DependencyNotInstalled

STATUS_FONT_SIZE = 28  # pygame's default font at 28 is about 19 px tall
STATUS_MARGIN = 12
STATUS_BACKGROUND = (226, 232, 240)
STATUS_TEXT = (15, 23, 42)


class FrameWindow:
    """Shows ``H×W×3`` uint8 frames in a window opened on the first frame.

    With ``status_lines`` above 0 the window is that many text lines taller than the frame and
    :meth:`show` writes its ``status`` lines in the strip under the frame (the play tools' rule,
    moves left and end message): the frame itself, what ``render()`` returns, stays free of text.
    ``fps`` 0 shows each frame at once (a play tool that waits for keys sets its own pace).
    """

    def __init__(self, title: str, fps: int, status_lines: int = 0) -> None:
        self.title = title
        self.fps = fps
        self.status_lines = status_lines
        self._window: Any = None
        self._clock: Any = None
        self._font: Any = None

    @property
    def is_open(self) -> bool:
        return self._window is not None

    def show(self, frame: np.ndarray, status: Sequence[str] = ()) -> None:
        """Show ``frame``, and ``status`` (at most ``status_lines`` lines) under it."""
        if len(status) > self.status_lines:
            raise ValueError(
                f"status has {len(status)} lines; this window has room for {self.status_lines}"
            )
        try:
            import pygame
        except ImportError as e:  # pragma: no cover - pygame is a core dependency
            raise DependencyNotInstalled(
                'pygame is not installed; run `pip install "pygame>=2.5"`'
            ) from e
        if self._window is None:
            pygame.display.init()
            pygame.display.set_caption(self.title)
            strip = 0
            if self.status_lines:
                pygame.font.init()
                self._font = pygame.font.Font(None, STATUS_FONT_SIZE)
                strip = self.status_lines * self._font.get_linesize() + 2 * STATUS_MARGIN
            self._window = pygame.display.set_mode((frame.shape[1], frame.shape[0] + strip))
            self._clock = pygame.time.Clock()
        surface = pygame.surfarray.make_surface(np.ascontiguousarray(frame.swapaxes(0, 1)))
        self._window.blit(surface, (0, 0))
        if self._font is not None:
            self._draw_status(frame.shape[0], status)
        pygame.event.pump()
        pygame.display.flip()
        self._clock.tick(self.fps)

    def close(self) -> None:
        if self._window is not None:
            import pygame

            if self._font is not None:
                pygame.font.quit()
            pygame.display.quit()
            self._window = None
            self._clock = None
            self._font = None

    def _draw_status(self, top: int, status: Sequence[str]) -> None:
        width, height = self._window.get_size()
        self._window.fill(STATUS_BACKGROUND, (0, top, width, height - top))
        y = top + STATUS_MARGIN
        for line in status:
            text = self._font.render(line, True, STATUS_TEXT, STATUS_BACKGROUND)
            self._window.blit(text, (STATUS_MARGIN, y))
            y += self._font.get_linesize()


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
