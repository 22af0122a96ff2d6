"""How ``make test`` spreads the suite over workers: the modules kept on one worker
(``tests/conftest.py``'s ``ONE_WORKER_MODULES``) exist and each shares a costly fixture among
its tests, and under ``-n 2`` such a module's tests all run on one worker."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ONE_WORKER_MODULES, one_worker_scope

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("module", sorted(ONE_WORKER_MODULES))
def test_each_one_worker_module_exists_and_shares_a_fixture(module: str) -> None:
    path = ROOT / module
    assert path.is_file(), f"{module} is listed in ONE_WORKER_MODULES but does not exist"
    text = path.read_text(encoding="utf-8")
    shared = re.search(r'scope="(module|session)"', text) or "shared_browser" in text
    assert shared, f"{module}: no module- or session-scoped fixture or browser to share"


def test_a_listed_module_is_one_unit_other_tests_their_own() -> None:
    kept = "tests/datagen/test_score_realstyle.py"
    assert one_worker_scope(f"{kept}::test_no_wrong_verdict[crossfade]") == kept
    assert one_worker_scope(f"{kept}::test_captions_near_or_over_the_puzzle") == kept
    other = "tests/envs/test_maze_nav.py::test_reset[square]"
    assert one_worker_scope(other) == other


CONFTEST = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
import tests.conftest as suite
suite.ONE_WORKER_MODULES = frozenset({{"test_kept.py"}})
pytest_xdist_make_scheduler = suite.pytest_xdist_make_scheduler
"""


def test_two_workers_run_a_kept_module_on_one(tmp_path: Path) -> None:
    """The suite's scheduler in a small project: six tests of a kept module and six others on
    two workers; the kept ones all report the same worker, the others are spread."""
    pytest.importorskip("xdist")
    (tmp_path / "conftest.py").write_text(CONFTEST)
    body = "import pytest\n\n@pytest.mark.parametrize('i', range(6))\ndef test_{}(i):\n    pass\n"
    (tmp_path / "test_kept.py").write_text(body.format("kept"))
    (tmp_path / "test_free.py").write_text(body.format("free"))
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "2", "-v", "-p", "no:cacheprovider",
         "-c", os.devnull, "--rootdir", str(tmp_path), str(tmp_path)],
        cwd=tmp_path, capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    ran = re.findall(r"\[(gw\d)\].*PASSED (test_\w+)\.py", done.stdout)
    kept = {worker for worker, module in ran if module == "test_kept"}
    assert len(ran) == 12 and len(kept) == 1, done.stdout[-2000:]
