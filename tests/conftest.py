"""Test-wide settings: headless pygame, loopback-only HTTP, no real API keys."""

from __future__ import annotations

import os
import sys
from pathlib import Path

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
# requests, aiohttp and httpx honour proxy variables; the test servers live on loopback.
for _name in ("NO_PROXY", "no_proxy"):
    os.environ[_name] = "127.0.0.1,localhost"
