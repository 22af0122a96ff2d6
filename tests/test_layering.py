"""The package's import structure: layers point one way, no cycles, every module imports alone.

Layers, bottom to top: ``envs`` < ``agents`` < ``datagen``, ``experiments``. A module may import
from its own layer (within its own package) and below, never above; imports inside functions
count too.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LAYERS = {"envs": 0, "agents": 1, "datagen": 2, "experiments": 2}


def _modules() -> dict[str, Path]:
    found = {}
    for package in LAYERS:
        for path in sorted((ROOT / package).rglob("*.py")):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            found[name.removesuffix(".__init__")] = path
    return found


MODULES = _modules()


def _owner(name: str) -> str | None:
    """The project module a dotted import name refers to (a module or a name inside one)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str, path: Path) -> set[str]:
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            names = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        for name in names:
            owner = _owner(name)
            # A package's own __init__ is loaded with any of its submodules: not an edge.
            if owner and owner != module and not module.startswith(owner + "."):
                targets.add(owner)
    return targets


GRAPH = {module: _imports(module, path) for module, path in MODULES.items()}


def test_the_graph_sees_the_packages():
    assert len(MODULES) > 40
    assert "envs.maze_nav.text" in GRAPH["agents.llm.parsing"]  # from-imports are edges
    assert "envs.maze_nav.logic" in GRAPH["envs.maze_nav.env"]


def test_imports_never_point_up_a_layer():
    upward = [
        f"{module} -> {target}"
        for module, targets in GRAPH.items()
        for target in targets
        if LAYERS[target.split(".")[0]] > LAYERS[module.split(".")[0]]
        or (
            LAYERS[target.split(".")[0]] == LAYERS[module.split(".")[0]]
            and target.split(".")[0] != module.split(".")[0]
        )
    ]
    assert not upward, upward


def test_no_import_cycles():
    try:
        tuple(TopologicalSorter(GRAPH).static_order())
    except CycleError as error:
        raise AssertionError(f"import cycle: {' -> '.join(error.args[1])}") from None


_IMPORT_EACH_FIRST = """
import importlib, json, sys, traceback
failures = {}
for name in json.loads(sys.argv[1]):
    for loaded in [m for m in sys.modules if m.split(".")[0] in ("envs", "agents", "datagen", "experiments")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception:
        failures[name] = traceback.format_exc(limit=3)
print(json.dumps(failures))
"""


def test_every_module_imports_on_its_own_in_a_fresh_interpreter():
    # Each module is imported first, with none of the project's modules loaded before it, so an
    # import that only works in some order (a hidden cycle) fails here.
    names = [m for m in MODULES if not m.endswith("__main__")]
    result = subprocess.run(
        [sys.executable, "-c", _IMPORT_EACH_FIRST, json.dumps(names)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    failures = json.loads(result.stdout.strip().splitlines()[-1])
    assert not failures, failures
