"""Test-wide settings: headless pygame, loopback-only HTTP, no real API keys, no model downloads;
the tiny offline chat model the hf: tests share."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

# The test folders mirror the packages (tests/envs, tests/agents, ...) and pytest puts tests/ on
# sys.path. The editable install's finder runs only after the path scan, so without the project
# root on the path `import envs` would find tests/envs as a namespace package and register
# nothing. A regular package anywhere on the path wins over namespace folders.
_ROOT = str(Path(__file__).resolve().parents[1])
if _ROOT not in sys.path:
    sys.path.append(_ROOT)

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("MPLBACKEND", "Agg")
# No test downloads a model: hf: models are built offline (agents.testing.tiny_hf).
os.environ["HF_HUB_OFFLINE"] = "1"
# requests, aiohttp and httpx honour proxy variables; the test servers live on loopback.
for _name in ("NO_PROXY", "no_proxy"):
    os.environ[_name] = "127.0.0.1,localhost"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked ``slow`` run first. Spread over workers (pytest-xdist), a test of half a
    minute that starts last keeps one worker busy while the others have nothing left to do; run
    first, it overlaps with the many short ones. The sort is stable and the same in every
    worker, as xdist requires."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(scope="module")
def shared_browser():
    """One headless Chromium per test module (on each worker), for its browser tests (each takes
    a fresh tab without cookies: :func:`experiments.testing.browser.fresh_tab`). The tests skip
    or fail on a missing browser before they ask for it.

    Not one per session: the browser tests are slow, so they run first, and a session-wide
    Chromium then idled through the rest of the suite (measured: 0.93 CPU s per 40 s idle, all
    of its CPU counted only when the session's last test reaped it); a start costs ~0.9 CPU s."""
    from experiments.testing.browser import chrome

    driver = chrome()
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny random Qwen2 chat model folder (:mod:`agents.testing.tiny_hf`), built once."""
    pytest.importorskip("transformers")
    from agents.testing.tiny_hf import build_tiny_model

    return build_tiny_model(tmp_path_factory.mktemp("tiny") / "model")
