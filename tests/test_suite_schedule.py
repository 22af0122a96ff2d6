"""How ``make test`` spreads the suite over workers: the modules kept on one worker
(``tests/conftest.py``'s ``ONE_WORKER_MODULES``) exist and each shares a costly fixture among
its tests, and the groups are honoured (``--dist loadgroup``, from pyproject.toml)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import ONE_WORKER_MODULES

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("module", sorted(ONE_WORKER_MODULES))
def test_each_one_worker_module_exists_and_shares_a_fixture(module: str) -> None:
    path = ROOT / module
    assert path.is_file(), f"{module} is listed in ONE_WORKER_MODULES but does not exist"
    text = path.read_text(encoding="utf-8")
    shared = re.search(r'scope="(module|session)"', text) or "shared_browser" in text
    assert shared, f"{module}: no module- or session-scoped fixture or browser to share"


def test_the_groups_are_honoured() -> None:
    # Read as text: tomllib is 3.11+, the package supports 3.10.
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    found = re.search(r'^addopts = "([^"]*)"$', text, re.MULTILINE)
    assert found is not None, "no addopts line in pyproject.toml"
    addopts = found.group(1).split()
    assert addopts[addopts.index("--dist") + 1] == "loadgroup", addopts


def test_a_one_worker_module_is_one_group(request: pytest.FixtureRequest) -> None:
    """The marks land on the tests (this file's own items are not grouped: the session's are
    looked at)."""
    items = request.session.items
    grouped = {
        item.path.resolve().relative_to(ROOT).as_posix()
        for item in items
        if item.get_closest_marker("xdist_group") is not None
    }
    here = {item.path.resolve().relative_to(ROOT).as_posix() for item in items}
    assert grouped == ONE_WORKER_MODULES & here
    for item in items:
        mark = item.get_closest_marker("xdist_group")
        if mark is not None:
            assert mark.args[0] == item.path.resolve().relative_to(ROOT).as_posix(), item.nodeid
