"""``--engine ray`` without a cluster: its options are checked before any work, Ray is
imported only when it runs, and without Ray the error names the install command. The exports
through a real cluster (byte for byte the local engine's, a worker node killed mid-export)
are in ``tests/test_ray_cluster.py``, which starts the one cluster the suite needs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from datagen.__main__ import main
from datagen.export import ExportConfig, run_export
from datagen.io import ArgumentError

ROOT = Path(__file__).resolve().parents[2]


def test_ray_options_are_checked_before_any_work(tmp_path, capsys) -> None:
    with pytest.raises(
        ArgumentError, match="ray_address='auto' is not allowed with engine='local'"
    ):
        ExportConfig(task="maze_nav", ray_address="auto")
    with pytest.raises(ArgumentError, match="engine='spark' is not allowed"):
        ExportConfig(task="maze_nav", engine="spark")
    argv = ["--task", "maze_nav", "--out", str(tmp_path), "--engine", "dask"]
    assert main(argv) == 2
    assert "--engine" in capsys.readouterr().err


def test_importing_the_packages_never_imports_ray() -> None:
    code = (
        "import sys, envs, envs.ray_tasks, datagen, datagen.export, datagen.shards, "
        "datagen.ray_engine, datagen.__main__, experiments, experiments.__main__, "
        "experiments.engine.ray_sweep\n"
        "assert 'ray' not in sys.modules, 'ray imported'\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_without_ray_the_engine_names_the_install_command(tmp_path, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(ImportError, match=r"spatial-reasoning-gym\[scale\]"):
        run_export(ExportConfig(task="rotation_puzzle", out=str(tmp_path), engine="ray",
                                pairs_per_domain=2, progress=False))  # fmt: skip


def _dead_port() -> int:
    import socket

    with socket.socket() as s:  # a port just free: nothing listens there
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_dead_ray_address_is_refused_at_once_not_retried(tmp_path, capsys) -> None:
    """Ray would keep retrying a host:port where nothing listens; the address is tried first."""
    import socket

    from envs.ray_tasks import check_answers

    port = _dead_port()
    with pytest.raises(ConnectionError, match=f"nothing answers at 127.0.0.1:{port}"):
        check_answers(f"127.0.0.1:{port}", timeout_s=2.0)
    with pytest.raises(ConnectionError):
        check_answers(f"ray://127.0.0.1:{port}", timeout_s=2.0)
    check_answers("auto")  # left to Ray
    with socket.socket() as live:
        live.bind(("127.0.0.1", 0))
        live.listen()
        check_answers(f"127.0.0.1:{live.getsockname()[1]}", timeout_s=2.0)
    out = tmp_path / "out"
    argv = ["--task", "maze_nav", "--pairs-per-domain", "2", "--out", str(out), "--engine", "ray"]
    assert main([*argv, "--ray-address", f"127.0.0.1:{port}"]) == 2
    err = capsys.readouterr().err
    assert f"ray_address='127.0.0.1:{port}' is not allowed: no Ray cluster answers" in err
    assert not out.exists()


def test_a_ray_that_cannot_start_is_one_line_and_exit_2(tmp_path, monkeypatch, capsys) -> None:
    from envs import ray_tasks

    class NoStart:
        def is_initialized(self) -> bool:
            return False

        def init(self, **kwargs: object) -> None:
            raise RuntimeError("Failed to start the GCS server.\n" + "  File ...\n" * 40)

        def shutdown(self) -> None:
            pass

    monkeypatch.setattr(ray_tasks, "require_ray", NoStart)
    out = tmp_path / "out"
    argv = ["--task", "maze_nav", "--pairs-per-domain", "2", "--out", str(out), "--engine", "ray"]
    assert main([*argv, "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    assert "Ray could not start on this machine (RuntimeError: Failed to start" in err
