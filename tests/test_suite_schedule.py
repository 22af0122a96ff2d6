"""How ``make test`` spreads the suite over workers: the modules kept on one worker
(``tests/conftest.py``'s ``ONE_WORKER_MODULES``) exist and each shares a costly fixture among
its tests, and under ``-n 2`` such a module's tests all run on one worker; the longest modules
are handed out first (``tests/suite_order.py``), every test once whatever the durations file
says; the controller writes the rewritten test modules the workers read
(``tests/warm_caches.py``)."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import (
    ONE_WORKER_MODULES,
    TINY_MODEL_MODULES,
    TINY_MODEL_UNIT,
    one_worker_scope,
)
from tests.suite_order import (
    DURATIONS,
    UNKNOWN_SLOW_S,
    durations_from_rows,
    longest_modules_first,
    read_durations,
    write_durations,
)
from tests.warm_caches import rewrite_ahead, rewritten_modules

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


def _runs_a_tiny_model(path: Path) -> bool:
    """Whether a test module asks for the session's ``tiny`` model or builds one."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and any(a.arg == "tiny" for a in node.args.args):
            return True
        if isinstance(node, ast.Name) and node.id == "build_tiny_model":
            return True
    return False


def test_every_module_running_a_tiny_model_is_in_the_one_unit_they_share() -> None:
    running = {
        path.relative_to(ROOT).as_posix()
        for path in sorted((ROOT / "tests").rglob("test_*.py"))
        if _runs_a_tiny_model(path)
    }
    assert running == TINY_MODEL_MODULES, running ^ TINY_MODEL_MODULES
    units = {one_worker_scope(f"{module}::test_x[1]") for module in TINY_MODEL_MODULES}
    assert units == {TINY_MODEL_UNIT}
    assert one_worker_scope("tests/agents/test_rl.py::test_x") == "tests/agents/test_rl.py"


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
    # Only xdist's plugin: the installed others (hypothesis', anyio's, timeout's) do not schedule,
    # and loading them in the three interpreters cost 1.7 CPU s against 0.7.
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "xdist.plugin", "-n", "2", "-v",
         "-p", "no:cacheprovider", "-c", os.devnull, "--rootdir", str(tmp_path), str(tmp_path)],
        cwd=tmp_path, capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    ran = re.findall(r"\[(gw\d)\].*PASSED (test_\w+)\.py", done.stdout)
    kept = {worker for worker, module in ran if module == "test_kept"}
    assert len(ran) == 12 and len(kept) == 1, done.stdout[-2000:]


# The order: tests/suite_order.py and tests/durations.tsv.


def _order(nodeids: list[str], durations: dict[str, float], slow: set[str] = frozenset()):
    return longest_modules_first(
        nodeids, nodeid=lambda n: n, is_slow=lambda n: n in slow, durations=durations
    )


COLLECTED = [
    "tests/a.py::one", "tests/a.py::two",
    "tests/b.py::one",
    "tests/c.py::one", "tests/c.py::two", "tests/c.py::three",
    "tests/d.py::one",
]  # fmt: skip


def test_the_longest_modules_go_first_each_module_whole_in_collection_order() -> None:
    order = _order(COLLECTED, {"tests/c.py": 30.0, "tests/b.py": 2.0, "tests/a.py": 0.5})
    assert order == [
        "tests/c.py::one", "tests/c.py::two", "tests/c.py::three",
        "tests/b.py::one",
        "tests/a.py::one", "tests/a.py::two",
        "tests/d.py::one",
    ]  # fmt: skip


def test_a_stale_file_still_runs_every_test_once() -> None:
    # A module gone since the file was written is ignored; a new one weighs its slow tests
    # (UNKNOWN_SLOW_S each), so a new slow module is not left to the end.
    stale = {"tests/gone.py": 99.0, "tests/a.py": 1.0}
    order = _order(COLLECTED, stale, slow={"tests/d.py::one"})
    assert sorted(order) == sorted(COLLECTED)
    assert order[0] == "tests/d.py::one" and UNKNOWN_SLOW_S > 1.0
    assert order[1:3] == ["tests/a.py::one", "tests/a.py::two"]
    # Without a file the order is the slow modules, then collection order.
    assert _order(COLLECTED, {}) == COLLECTED


def test_the_durations_file_reads_leniently_and_is_written_from_rows(tmp_path: Path) -> None:
    assert read_durations(tmp_path / "missing.tsv") == {}
    path = tmp_path / "durations.tsv"
    path.write_text("# comment\n3.5\ttests/a.py\nnot a number\ttests/b.py\n-1\ttests/c.py\n\n")
    assert read_durations(path) == {"tests/a.py": 3.5}
    rows = tmp_path / "rows.tsv"
    rows.write_text(
        "1.00\t0.9\t0.1\t2.50\tgw0\ttests/a.py::one\t0.00\n"
        "0.50\t0.5\t0.0\t1.25\tgw1\ttests/a.py::two[x]\t0.10\n"
        "0.10\t0.1\t0.0\t4.00\tgw1\ttests/b.py::one\t0.20\n"
    )
    write_durations(durations_from_rows(rows), path)
    assert read_durations(path) == {"tests/b.py": 4.0, "tests/a.py": 3.8}
    assert path.read_text().splitlines()[1:] == ["4.0\ttests/b.py", "3.8\ttests/a.py"]


def test_the_checked_in_durations_name_test_modules() -> None:
    durations = read_durations()
    lines = [x for x in DURATIONS.read_text().splitlines() if x and not x.startswith("#")]
    assert len(durations) == len(lines) > 50, "a line of tests/durations.tsv does not parse"
    assert all(m.startswith("tests/") and m.endswith(".py") for m in durations)
    # Most of them still exist (a few may be stale: the order copes, see above).
    assert sum((ROOT / m).is_file() for m in durations) >= 0.8 * len(durations)


# The warm-up: tests/warm_caches.py.


def test_the_controller_writes_the_rewritten_modules_pytest_reads(
    tmp_path: Path, pytestconfig: pytest.Config, monkeypatch: pytest.MonkeyPatch
) -> None:
    from _pytest.assertion.rewrite import PYC_TAIL, _read_pyc

    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # as PYTHONDONTWRITEBYTECODE sets it
    assert rewrite_ahead(pytestconfig, [tmp_path / "test_none.py"]) == 0
    monkeypatch.setattr(sys, "dont_write_bytecode", False)

    (tmp_path / "test_one.py").write_text("def test_it():\n    x = 1\n    assert x == 2\n")
    (tmp_path / "conftest.py").write_text("")
    (tmp_path / "helper.py").write_text("X = 1\n")
    modules = rewritten_modules(tmp_path, pytestconfig.getini("python_files"))
    assert [m.name for m in modules] == ["conftest.py", "test_one.py"]
    assert rewrite_ahead(pytestconfig, modules) == 2
    assert rewrite_ahead(pytestconfig, modules) == 0  # cached: nothing to write
    pyc = tmp_path / "__pycache__" / ("test_one" + PYC_TAIL)
    code = _read_pyc(tmp_path / "test_one.py", pyc)
    assert code is not None
    namespace: dict = {}
    exec(code, namespace)
    with pytest.raises(AssertionError) as failed:
        namespace["test_it"]()
    assert "assert 1 == 2" in str(failed.value)  # pytest's rewritten message, not a bare assert
