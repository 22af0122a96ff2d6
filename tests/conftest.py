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


ONE_WORKER_MODULES = frozenset({
    "tests/agents/test_hostile_rl_cli.py",
    "tests/agents/test_llm_endpoints.py",
    "tests/agents/test_llm_presets.py",
    "tests/agents/test_local_attention.py",
    "tests/agents/test_local_families.py",
    "tests/agents/test_local_gguf.py",
    "tests/agents/test_rl.py",
    "tests/datagen/test_calibrate_canvas.py",
    "tests/datagen/test_datagen_export.py",
    "tests/datagen/test_datagen_score.py",
    "tests/datagen/test_datagen_shards.py",
    "tests/datagen/test_datagen_validate.py",
    "tests/datagen/test_hostile_datagen_cli.py",
    "tests/datagen/test_realstyle_v3_form.py",
    "tests/datagen/test_realstyle_v4_form.py",
    "tests/datagen/test_score_maze_property.py",
    "tests/datagen/test_score_realstyle.py",
    "tests/datagen/test_score_robustness.py",
    "tests/datagen/test_score_sampling.py",
    "tests/datagen/test_score_vmevalkit_layouts.py",
    "tests/experiments/test_audit.py",
    "tests/experiments/test_human_browser.py",
    "tests/experiments/test_shards.py",
    "tests/test_readme.py",
})  # fmt: skip
"""Modules whose tests share a costly module-scoped fixture (rendered videos, a trained agent,
an exported set, a browser, the docs' warm interpreter): each runs on one worker
(:func:`pytest_xdist_make_scheduler`). Spread over two workers, each built the fixture: the
real-style videos were rendered and scored twice (31 and 34 CPU s on 28 Nov 2026), and the docs'
pages loaded the statistics stack in two warm interpreters (``tests/test_readme.py`` at ``-n 2``:
44.5 and 45.5 CPU s spread, 34.8 and 41.5 kept, 29 Nov 2026)."""


TINY_MODEL_MODULES = frozenset({
    "tests/agents/test_local_attention.py",
    "tests/agents/test_local_batching.py",
    "tests/agents/test_local_client.py",
    "tests/agents/test_local_deprecations.py",
    "tests/agents/test_local_families.py",
    "tests/agents/test_local_gguf.py",
    "tests/agents/test_local_lockstep.py",
    "tests/agents/test_local_study.py",
    "tests/experiments/test_local_attention_study.py",
    "tests/experiments/test_local_concurrency.py",
    "tests/experiments/test_local_inspection.py",
    "tests/experiments/test_local_kill.py",
    "tests/experiments/test_local_wiring.py",
    "tests/experiments/test_puzzle_local.py",
})  # fmt: skip
"""The modules that run a tiny hf model (:func:`tiny`, or one built by
``agents.testing.tiny_hf.build_tiny_model``): together one unit of work, handed out where the
longest of them stands, so one worker loads what the first model costs (transformers' model and
tokenizer code, torch's kernels; the first tiny model built costs 2.4 CPU s, the next ones
little) instead of both (``pytest -n 2`` over the fourteen: 40.3 and 40.1 CPU s spread, 32.9
and 34.6 as one unit, 29 Nov 2026). A module also in :data:`ONE_WORKER_MODULES` goes with the
unit."""
TINY_MODEL_UNIT = "the modules of the tiny hf model"


def one_worker_scope(nodeid: str) -> str:
    """The unit of work ``nodeid`` is handed out in: :data:`TINY_MODEL_UNIT` for
    :data:`TINY_MODEL_MODULES`, its module for :data:`ONE_WORKER_MODULES`, else the test
    alone."""
    module = nodeid.split("::", 1)[0]
    if module in TINY_MODEL_MODULES:
        return TINY_MODEL_UNIT
    return module if module in ONE_WORKER_MODULES else nodeid


PACKAGES = ("agents", "envs", "datagen", "experiments", "benchmarks")
"""The project's folders the tests import, compiled once before the workers start."""


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    """Under pytest-xdist, the controller compiles the suite before it starts the workers
    (:mod:`warm_caches`): on a fresh clone each worker compiled all of it, at the same time."""
    config = session.config
    if hasattr(config, "workerinput") or not config.pluginmanager.has_plugin("dsession"):
        return
    from warm_caches import warm

    root = Path(__file__).resolve().parent
    warm(config, root, [root.parent / name for name in PACKAGES])


@pytest.hookimpl(optionalhook=True)  # an xdist hook: pytest without xdist runs too
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """``-n N``'s default schedule (``load``) with :data:`ONE_WORKER_MODULES` kept whole: the
    work is handed out one unit at a time (a kept module, or a single test), in the order
    :func:`pytest_collection_modifyitems` leaves (the longest modules first). xdist's own
    ``loadgroup`` would keep modules whole with marks, but its group names no longer reach the
    test ids under pytest 9 (measured: a marked module still ran on both workers). Another
    ``--dist`` is left to xdist."""
    if config.getoption("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    # loadscope's own reordering puts the units with the most tests first; the collection
    # order (longest first) is the one wanted.
    config.option.loadscopereorder = False

    class OneWorkerModules(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return one_worker_scope(nodeid)

    return OneWorkerModules(config, log)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The longest test modules run first, each module's tests together
    (:mod:`suite_order`, from ``tests/durations.tsv``; a module missing there weighs its
    ``slow`` tests). Spread over workers (pytest-xdist), a module of half a minute that starts
    last keeps one worker busy while the others have nothing left to do; run first, it overlaps
    with the many short ones. The order is the same in every worker, as xdist requires."""
    from suite_order import longest_modules_first, read_durations

    items[:] = longest_modules_first(
        items,
        nodeid=lambda item: item.nodeid,
        is_slow=lambda item: item.get_closest_marker("slow") is not None,
        durations=read_durations(),
    )


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
