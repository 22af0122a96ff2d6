"""A wheel built from this checkout ships the files the package reads at run time (the human
study's pages, ``py.typed``), and building it warns about no missing package."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_a_built_wheel_ships_the_study_pages_without_a_setuptools_warning(tmp_path):
    pytest.importorskip("setuptools")
    src = tmp_path / "src"
    # the tracked files only, as a clean clone has them (no build/ or egg-info of a dev install)
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
    for name in filter(None, listed.stdout.decode().split("\0")):
        target = src / name
        if (ROOT / name).is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes((ROOT / name).read_bytes())
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-v",
         "--no-cache-dir", str(src), "-w", str(tmp_path / "dist")],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert built.returncode == 0, built.stderr[-2000:]
    assert "absent from the `packages` configuration" not in built.stdout + built.stderr
    (wheel,) = (tmp_path / "dist").glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    from experiments.human.app import STATIC_FILES

    assert {f"experiments/human/static/{name}" for name in STATIC_FILES} <= names
    assert {
        f"{package}/py.typed" for package in ("envs", "agents", "datagen", "experiments")
    } <= names
