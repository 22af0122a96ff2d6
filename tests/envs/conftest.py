"""The env tests' shared fixture: a human window that shows its frames without pacing them."""

from __future__ import annotations

import pytest


@pytest.fixture
def unpaced_human_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """pygame clocks whose ``tick`` does not wait for the env's ``render_fps``.

    gymnasium's ``check_env`` renders every declared mode, ``"human"`` too, and the envs' window
    (``envs/viewer.py``) holds each frame to 4 a second: ~0.5 s asleep per check, 46 s of the
    whole suite's 134 s asleep at ``-n 2`` (``benchmarks/asleep_per_test.py``, 28 Nov 2026).
    Nothing the checks assert reads the pace: the window still opens, blits, flips and ticks
    (at 0, pygame's "no limit"); only the wait is gone."""
    pygame = pytest.importorskip("pygame")
    real_clock = pygame.time.Clock

    class UnpacedClock:
        def __init__(self) -> None:
            self._clock = real_clock()

        def tick(self, framerate: float = 0) -> int:
            return self._clock.tick(0)

    monkeypatch.setattr(pygame.time, "Clock", UnpacedClock)
