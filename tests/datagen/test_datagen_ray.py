"""``--engine ray``: exports through a real Ray cluster on this machine (a head and two worker
nodes on 127.0.0.1, nothing leaves the machine) are byte for byte the local engine's, and
survive a worker node killed mid-export with every sample written exactly once."""

from __future__ import annotations

import hashlib
import os
import re
import signal
import subprocess
import sys
import tarfile
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from datagen.__main__ import main
from datagen.export import ExportConfig, create_dataset, run_export
from datagen.io import ArgumentError

ROOT = Path(__file__).resolve().parents[2]
COMMON = {"task": "rotation_puzzle", "seed": 5, "progress": False}
TEMP = re.compile(r"^\..+\.tmp-(\d+)-")
pytestmark = pytest.mark.slow  # scheduled first (tests/conftest.py)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """A head (no CPUs: tasks run on the workers) and two one-CPU worker nodes, all on
    127.0.0.1, no dashboard, no usage statistics; everything shut down at the end."""
    pytest.importorskip("ray")  # the scale extra: `make test` installs it
    os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
    os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    import ray
    from ray._private import ray_constants
    from ray.cluster_utils import Cluster

    # Ray swaps a loopback address for the machine's own IP; the nodes listen on loopback only.
    saved = ray_constants.ENABLE_RAY_CLUSTER
    ray_constants.ENABLE_RAY_CLUSTER = False
    node = {"node_ip_address": "127.0.0.1", "object_store_memory": 80 * 2**20}
    head = {"num_cpus": 0, "include_dashboard": False, "no_monitor": True, **node}
    head["include_log_monitor"] = False  # worker output is not needed here
    # A killed node is noticed within ~1 s instead of the default 15 s.
    head["_system_config"] = {"health_check_period_ms": 300, "health_check_failure_threshold": 3}
    c = Cluster(initialize_head=True, head_node_args=head)
    try:
        for _ in range(2):
            c.add_node(num_cpus=1, **node)
        c.node_args = node
        yield c
    finally:
        ray.shutdown()
        c.shutdown()
        ray_constants.ENABLE_RAY_CLUSTER = saved


def digests(folder: Path) -> dict[str, str]:
    """sha256 of every file under ``folder`` but the index/manifest (they hold a timestamp)."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name not in ("manifest.json", "shards.json")
    }


def export(out: Path, **kw: Any) -> Any:
    return run_export(ExportConfig(**COMMON, out=str(out), **kw))


def kill_a_node_mid_task(cluster: Any, folder: Path, stop: threading.Event) -> threading.Thread:
    """Start a thread that waits for a worker's temporary file or folder under ``folder`` (a
    task mid-write) and kills that worker and its node (SIGKILL, no goodbye)."""
    raylets = {n.all_processes["raylet"][0].process.pid: n for n in cluster.worker_nodes}

    def node_of(pid: int) -> Any:
        with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
            parent = int(handle.read().rsplit(")", 1)[1].split()[1])
        return raylets.get(parent)

    def watch() -> None:
        while not stop.is_set():
            for path in folder.rglob(".*.tmp-*"):
                match = TEMP.match(path.name)
                pid = int(match.group(1)) if match else os.getpid()
                if pid == os.getpid():
                    continue
                try:
                    victim = node_of(pid)
                except (OSError, ValueError):
                    continue
                if victim is not None:
                    # The worker first: a worker outlives its raylet long enough to finish the
                    # task and hand its result to the driver directly.
                    os.kill(pid, signal.SIGKILL)
                    cluster.remove_node(victim, allow_graceful=False)
                    stop.set()
                    return
            time.sleep(0.002)

    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    return thread


def test_a_worker_node_killed_mid_export(cluster, tmp_path) -> None:
    """An export through the cluster is the local engine's, byte for byte, even when a worker
    node is killed while one of its tasks is writing: Ray retries the task elsewhere. Both
    layouts in one test, so one worker of the suite starts the cluster once."""
    for layout in ("webdataset", "folder"):
        check_a_killed_node(cluster, tmp_path / layout, layout)


def check_a_killed_node(cluster: Any, tmp_path: Path, layout: str) -> None:
    import ray

    if len(cluster.worker_nodes) < 2:
        cluster.add_node(num_cpus=1, **cluster.node_args)  # the previous case killed one
    kw: dict[str, Any] = {"pairs_per_domain": 24}
    if layout == "webdataset":
        kw |= {"format": "webdataset", "shard_size": 6}
    export(tmp_path / "local", workers=1, **kw)
    stop = threading.Event()
    watcher = kill_a_node_mid_task(cluster, tmp_path / "ray", stop)
    try:
        result = export(tmp_path / "ray", engine="ray", ray_address=cluster.address, **kw)
    finally:
        stop.set()
        watcher.join()
    assert len(cluster.worker_nodes) == 1  # one node died during the export
    assert not ray.is_initialized()  # the export disconnected from the cluster
    expected_root = tmp_path / "local"
    if layout == "folder":
        expected_root = expected_root / "rotation_puzzle_task"
    found = digests(result.folder)
    assert found == digests(expected_root)  # nothing torn, nothing missing, no stray temps
    assert not [p for p in result.folder.rglob(".*")]
    if layout == "folder":
        # create_dataset, the entry point evaluation kits call, passes the engine through: the
        # same set on Ray is the one already there.
        data = create_dataset(
            "rotation_puzzle", 24, seed=5, out_dir=tmp_path / "ray", engine="ray",
            ray_address=cluster.address,
        )  # fmt: skip
        assert len(data["pairs"]) == 24 and digests(result.folder) == found
    if layout == "webdataset":
        keys = []
        for shard in sorted(result.folder.glob("*.tar")):
            with tarfile.open(shard) as tar:
                keys += [m.name.split(".")[0] for m in tar.getmembers()]
        assert sorted(set(keys)) == [f"rotation_puzzle_{k:04d}" for k in range(24)]
        assert len(keys) == 24 * 4  # every sample exactly once, four members each


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
        "import sys, envs, datagen, datagen.export, datagen.shards, datagen.ray_engine, "
        "datagen.__main__, experiments, experiments.__main__\n"
        "assert 'ray' not in sys.modules, 'ray imported'\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_without_ray_the_engine_names_the_install_command(tmp_path, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(ImportError, match=r"spatial-reasoning-gym\[scale\]"):
        export(tmp_path, engine="ray", pairs_per_domain=2)
