"""Compile the suite once, before pytest-xdist starts its workers, instead of once in each.

On a fresh clone every worker rewrites the asserts of every test module (pytest's assertion
rewriting, cached in ``__pycache__/*-pytest-*.pyc``) and compiles every module it imports, at
the same moment, so each does all of it: collecting the suite took 16.1 CPU s in one process on
a fresh clone and 8.7 s once the caches existed (28 Nov 2026). The controller writes those
caches first (the same files pytest and Python would write, atomically, so a worker that
compiles a module itself is still right); the workers then read them.

It uses pytest's private rewriting functions; if they move in a later pytest, the warm-up does
nothing and the workers compile as before (:func:`warm`)."""

from __future__ import annotations

import compileall
import fnmatch
import sys
from collections.abc import Iterable
from pathlib import Path

import pytest


def rewritten_modules(root: Path, patterns: Iterable[str]) -> list[Path]:
    """The files under ``root`` pytest rewrites: those matching ``python_files``, and
    ``conftest.py``."""
    patterns = [*patterns, "conftest.py"]
    return sorted(
        path
        for path in root.rglob("*.py")
        if "__pycache__" not in path.parts
        and any(fnmatch.fnmatch(path.name, pattern) for pattern in patterns)
    )


def rewrite_ahead(config: pytest.Config, modules: Iterable[Path]) -> int:
    """Write pytest's rewritten-module cache for each of ``modules`` that has none; the number
    written. Nothing (0) if asserts are not rewritten or pytest's internals moved."""
    if config.getoption("assertmode") != "rewrite" or sys.dont_write_bytecode:
        return 0
    try:
        from _pytest.assertion.rewrite import (
            PYC_TAIL,
            _read_pyc,
            _rewrite_test,
            _write_pyc,
            assertstate_key,
            get_cache_dir,
            try_makedirs,
        )

        state = config.stash[assertstate_key]
    except (ImportError, KeyError):
        return 0
    written = 0
    for module in modules:
        cache_dir = get_cache_dir(module)
        pyc = cache_dir / (module.name[:-3] + PYC_TAIL)
        if _read_pyc(module, pyc) is not None or not try_makedirs(cache_dir):
            continue
        try:
            source_hash, code = _rewrite_test(module, config)
        except SyntaxError:
            continue  # the worker's collection reports it
        written += _write_pyc(state, code, source_hash, pyc)
    return written


def warm(config: pytest.Config, root: Path, packages: Iterable[Path]) -> None:
    """Rewrite the test modules under ``root`` and compile ``packages`` and ``root`` (the
    helpers the tests import), skipping what is cached already."""
    if sys.dont_write_bytecode:
        return
    rewrite_ahead(config, rewritten_modules(root, config.getini("python_files")))
    for folder in [*packages, root]:
        compileall.compile_dir(folder, quiet=1)
