"""Test doubles live in ``agents.testing``, outside the public API and the package's code paths."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import agents.llm
import agents.testing

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("envs", "agents", "datagen", "experiments")


def _imported_modules(path: Path) -> set[str]:
    """Every module an ``import`` statement in ``path`` names, function-level imports included."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_test_doubles_are_not_in_the_llm_api() -> None:
    assert "LoopbackServer" not in agents.llm.__all__
    assert not (ROOT / "agents" / "llm" / "loopback.py").exists()
    with pytest.raises(AttributeError, match=r"moved to agents\.testing\.LoopbackServer"):
        _ = agents.llm.LoopbackServer
    # The real offline baselines stay where users find them.
    assert {"OracleChatClient", "RandomChatClient", "ReplayClient"} <= set(agents.llm.__all__)
    assert agents.llm.OracleChatClient.__module__ == "agents.llm.offline"


def test_testing_package_exports_the_doubles() -> None:
    for name in agents.testing.__all__:
        assert getattr(agents.testing, name) is not None, name
    assert agents.testing.LoopbackServer.__module__ == "agents.testing.loopback"
    answer = agents.testing.scripted(["first"], default="later")
    assert [answer({}), answer({})] == ["first", "later"]


def test_no_package_module_imports_the_test_doubles() -> None:
    offenders = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if path.is_relative_to(ROOT / "agents" / "testing"):
                continue
            if any(n.split(".")[:2] == ["agents", "testing"] for n in _imported_modules(path)):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_sdk_base_url_names_each_sdks_route_and_refuses_others() -> None:
    with agents.testing.LoopbackServer(lambda request: "ok") as server:
        assert server.sdk_base_url("dashscope") == server.base_url_dashscope
        assert server.sdk_base_url("openai") == server.base_url_openai
        assert server.base_url_dashscope != server.base_url_openai
        with pytest.raises(ValueError, match="route='grpc'"):
            server.sdk_base_url("grpc")
