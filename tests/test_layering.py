"""The package's import structure: layers point one way, no cycles, every module imports alone.

Layers, bottom to top: ``envs`` < ``agents`` < ``datagen``, ``experiments``. A module may import
from its own layer (within its own package) and below, never above; imports inside functions
count too.
"""

from __future__ import annotations

import ast
import functools
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


@functools.cache
def graph() -> dict[str, set[str]]:
    """Each module's project imports. Built when a test first asks, not at collection: every
    test worker collects this file, and one may run none of its tests."""
    return {module: _imports(module, path) for module, path in MODULES.items()}


def test_the_graph_sees_the_packages():
    assert len(MODULES) > 40
    assert "envs.maze_nav.text" in graph()["agents.llm.parsing"]  # from-imports are edges
    assert "envs.maze_nav.logic" in graph()["envs.maze_nav.env"]


def test_imports_never_point_up_a_layer():
    upward = [
        f"{module} -> {target}"
        for module, targets in graph().items()
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
        tuple(TopologicalSorter(graph()).static_order())
    except CycleError as error:
        raise AssertionError(f"import cycle: {' -> '.join(error.args[1])}") from None


ROOMS = ("engine", "maze", "puzzle", "human", "analysis")


def test_experiments_has_five_rooms_and_the_engine_knows_no_study():
    rooms = {p.name for p in (ROOT / "experiments").iterdir() if (p / "__init__.py").is_file()}
    assert set(ROOMS) <= rooms, rooms
    # The top level holds only the package's front: the command line and the demo.
    loose = {p.name for p in (ROOT / "experiments").glob("*.py")}
    assert loose <= {"__init__.py", "__main__.py", "demo.py"}, loose
    engine = [m for m in graph() if m.startswith("experiments.engine")]
    reaches = [
        f"{module} -> {target}"
        for module in engine
        for target in graph()[module]
        if target.startswith("experiments.") and not target.startswith("experiments.engine")
    ]
    assert engine and not reaches, reaches
    # Test tooling (experiments.testing, agents.testing) serves the tests; no study runs on it.
    tooling = [
        f"{module} -> {target}"
        for module, targets in graph().items()
        for target in targets
        if ".testing" in f".{target}" and ".testing" not in f".{module}"
    ]
    assert not tooling, tooling


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _private_imports(path: Path, module: str) -> list[str]:
    """``from x import _name`` and ``x._name`` (``x`` another project module) in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    aliases: dict[str, str] = {}  # local name -> the project module it is bound to
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname and alias.name in MODULES:
                    aliases[alias.asname] = alias.name
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                if f"{node.module}.{alias.name}" in MODULES:
                    aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
                elif _private(alias.name) and _owner(node.module) not in (None, module):
                    found.append(f"{module} imports {node.module}.{alias.name}")
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and _private(node.attr)
            and isinstance(node.value, ast.Name)
            and aliases.get(node.value.id, module) != module
        ):
            found.append(f"{module} uses {aliases[node.value.id]}.{node.attr}")
    return found


def test_no_module_reaches_into_another_modules_private_names():
    found = [line for module, path in MODULES.items() for line in _private_imports(path, module)]
    assert not found, found


_IMPORT_EACH_FIRST = """
import importlib, json, re, sys, traceback
# re keeps its last 512 compiled patterns; the project holds more, so each fresh import compiled
# them all again (half of this test's CPU). A compiled pattern depends on its text and flags
# only, never on what was imported before, so keeping them all proves the same.
re._MAXCACHE = 1 << 20
# The reading modules' first-character guards parse each of their patterns again on every fresh
# import (re._parser.parse, which re's cache does not cover). A parse tree, too, depends on the
# text and flags only, and the guards only read it: one parse per pattern proves the same.
import functools, re._parser
re._parser.parse = functools.cache(re._parser.parse)
# Each fresh import read and unmarshalled every module's compiled file again. A module's code
# object depends on its file only (unchanged during the run) and running it does not change it:
# each is loaded once and run anew, in a new module, on every import.
import importlib.machinery
codes = {}
load_code = importlib.machinery.SourceFileLoader.get_code
def get_code_once(loader, fullname):
    if loader.path not in codes:
        codes[loader.path] = load_code(loader, fullname)
    return codes[loader.path]
importlib.machinery.SourceFileLoader.get_code = get_code_once
# Each dataclass compiles the source of its generated methods (__init__, __eq__, ...) with exec
# on every fresh import: the compiled text depends on the text only, and exec still builds new
# functions over the new module's globals each time.
import dataclasses
compiled = {}
def exec_compiled_once(text, globals=None, locals=None):
    if text not in compiled:
        compiled[text] = compile(text, "<string>", "exec")
    exec(compiled[text], globals, locals)
dataclasses.exec = exec_compiled_once
# The reading modules build each pattern's first-character guard (start_guard.first_class) on
# every fresh import: ~10,000 guards, 500 distinct, a fifth of this test's CPU. A guard depends
# on the pattern's text and flags only: each fresh start_guard module runs its own body and
# hands out the guards its first run built for the same text and flags.
guards = {}
exec_module = importlib.machinery.SourceFileLoader.exec_module
def exec_module_sharing_guards(loader, module):
    exec_module(loader, module)
    if module.__name__ == "agents.llm.reading.start_guard":
        build = module.first_class
        def first_class(pattern, flags=0):
            if (pattern, flags) not in guards:
                guards[pattern, flags] = build(pattern, flags)
            return guards[pattern, flags]
        module.first_class = first_class
importlib.machinery.SourceFileLoader.exec_module = exec_module_sharing_guards
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
    # import that only works in some order (a hidden cycle) fails here. Each of the ~230 fresh
    # imports runs its ~40 project modules again (~10,000 module runs in all: the test's CPU).
    # A package with a submodule in the list is not imported on its own: importing ``a.b`` with
    # nothing loaded first imports ``a`` with nothing loaded, exactly as ``import a`` would.
    names = [m for m in MODULES if not m.endswith("__main__")]
    names = [m for m in names if not any(other.startswith(f"{m}.") for other in names)]
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
