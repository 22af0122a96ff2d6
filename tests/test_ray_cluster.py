"""Both ``--engine ray`` commands on one real Ray cluster on this machine (a head and two worker
nodes on 127.0.0.1, nothing leaves the machine): a sharded study sweep is byte for byte the
local ``--shard K/N`` runs, and an export is the local
engine's even with a worker node killed mid-export. And ``--engine ray`` without
``--ray-address`` starts a Ray of its own beside that cluster, as docs/studies.md says, even
while ``RAY_ADDRESS`` names it: a plain ``ray.init()`` would join it and refuse ``num_cpus``
there (issue 39, case 5).

Starting a cluster costs ~10 s, so everything that needs one is one test: pytest-xdist may
send two tests of one module to two workers, each then starting its own cluster.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import signal
import tarfile
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from agents.llm.offline import OracleChatClient
from agents.testing.loopback import LoopbackServer, request_messages
from datagen.export import ExportConfig, create_dataset, run_export
from envs.io import read_jsonl
from experiments.__main__ import EXIT_BAD_ARGS, EXIT_OK, main
from experiments.engine.log import trial_key

ROOT = Path(__file__).resolve().parents[1]
SHARDS = 2  # one task per worker node: one round
MAZE_SWEEP = ["run", "--model", "oracle", "random", "--shapes", "square", "spiral"]
MAZE_SWEEP += ["--encoding", "matrix", "coord_list", "--mazes-per-shape", "2", "--no-progress"]
COMMON = {"task": "rotation_puzzle", "seed": 5, "progress": False}
TEMP = re.compile(r"^\..+\.tmp-(\d+)-")
MEASURED = "latency_s"
WORKER_KEY = "sk-ray-worker-test-key"  # the nodes' environment only; not a key
pytestmark = pytest.mark.slow  # scheduled first (tests/conftest.py)


@pytest.fixture(scope="module")
def cluster() -> Any:
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
    # The workers get the service key from the environment the nodes start in, as a cluster
    # does from `ray start`'s; the driver (this process) never needs it.
    with pytest.MonkeyPatch.context() as env:
        env.setenv("OPENAI_API_KEY", WORKER_KEY)
        c = Cluster(initialize_head=True, head_node_args=head)
    try:
        for _ in range(2):
            with pytest.MonkeyPatch.context() as env:
                env.setenv("OPENAI_API_KEY", WORKER_KEY)
                c.add_node(num_cpus=1, **node)
        c.node_args = node
        yield c
    finally:
        ray.shutdown()
        c.shutdown()
        ray_constants.ENABLE_RAY_CLUSTER = saved


def test_a_sweep_and_an_export_on_a_three_node_cluster(
    cluster, tmp_path, capsys, monkeypatch
) -> None:
    """The sweep first (both worker nodes alive), then the export with a node killed."""
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)  # only the workers have one
    check_its_own_ray_beside(cluster, tmp_path / "beside", capsys, monkeypatch)
    check_a_sweep(cluster, tmp_path / "sweep", capsys)
    for layout in ("webdataset", "folder"):
        check_a_killed_node(cluster, tmp_path / layout, layout)


# -- a Ray of its own beside the cluster ----------------------------------------------------------


def check_its_own_ray_beside(cluster: Any, out: Path, capsys: Any, monkeypatch: Any) -> None:
    """Without ``--ray-address`` the sweep starts (and shuts down) a Ray of its own, though
    ``RAY_ADDRESS`` names the running cluster, as ``ray start --head`` leaves it; the cluster is
    untouched."""
    import ray

    sweep = ["run", "--model", "oracle", "--shapes", "square", "--mazes-per-shape", "2"]
    sweep += ["--encoding", "matrix", "--no-progress", "--engine", "ray", "--shards", "2"]
    with monkeypatch.context() as env:
        env.setenv("RAY_ADDRESS", cluster.address)
        assert not ray.is_initialized()
        assert main([*sweep, "--out", str(out)]) == EXIT_OK, capsys.readouterr().err
        said = capsys.readouterr().out
        assert "0 already done" in said and "0 errors" in said, said
        assert not ray.is_initialized()  # its own Ray is shut down at the end
    assert sorted(p.name for p in out.iterdir()) == ["shard-1-of-2", "shard-2-of-2"]
    # The cluster still answers at its address, with its three nodes.
    ray.init(address=cluster.address, configure_logging=False)
    try:
        assert sum(node["Alive"] for node in ray.nodes()) == 3
    finally:
        ray.shutdown()


# -- the sweep -------------------------------------------------------------------------------------


def unmeasured(value: Any) -> Any:
    """``value`` with every ``latency_s`` (the one field two local runs of one command do not
    share) set to None."""
    if isinstance(value, dict):
        return {k: None if k == MEASURED else unmeasured(v) for k, v in value.items()}
    if isinstance(value, list):
        return [unmeasured(v) for v in value]
    return value


def comparable(folder: Path) -> dict[str, Any]:
    """Every file under ``folder`` but the manifests (they hold times and the command line),
    with what is measured left out: ``trials.jsonl`` as records by trial key, the ``.json``
    transcripts parsed."""
    found: dict[str, Any] = {}
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder))
        if not path.is_file() or path.name.endswith("manifest.json"):
            continue
        if path.name == "trials.jsonl":
            records, bad = read_jsonl(path)
            assert bad == 0
            found[name] = {trial_key(r): unmeasured(r) for r in records}
        elif path.suffix == ".json":
            found[name] = unmeasured(json.loads(path.read_text()))
        else:
            found[name] = path.read_bytes()
    return found


def oracle_replies(request: dict[str, Any]) -> str:
    """The loopback server's model: the offline oracle's reply."""
    return OracleChatClient().complete(request_messages(request)).text


def check_a_sweep(cluster: Any, root: Path, capsys: Any) -> None:
    """``run --engine ray --shards 2`` through the cluster writes, in each shard's folder, what
    ``run --shard K/2`` writes here (so ``analyze`` over the folders gives the unsharded
    tables: tests/experiments/test_shards.py), resumes, and reports a failing shard on one
    line."""
    import ray

    ray_out = root / "ray"
    on_ray = [*MAZE_SWEEP, "--engine", "ray", "--shards", str(SHARDS)]
    on_ray += ["--ray-address", cluster.address, "--out", str(ray_out)]
    assert main(on_ray) == EXIT_OK
    assert not ray.is_initialized()  # the sweep disconnected from the cluster
    said = capsys.readouterr().out
    assert "16 trials planned, 0 already done, 16 run, 0 errors" in said
    assert f"shard-*-of-{SHARDS}" in said
    folders = sorted(ray_out.iterdir())
    assert [f.name for f in folders] == [f"shard-{k}-of-{SHARDS}" for k in range(1, SHARDS + 1)]
    for k, folder in enumerate(folders, start=1):
        local = root / f"local{k}"
        assert main([*MAZE_SWEEP, "--shard", f"{k}/{SHARDS}", "--out", str(local)]) == EXIT_OK
        assert comparable(folder) == comparable(local), folder.name
        manifest = json.loads((folder / "manifest.json").read_text())
        assert manifest["runs"][0]["plan"]["shard"] == f"{k}/{SHARDS}"

    # The commands below prove what the tasks do (resume, a service model, a failing shard),
    # not how the command connects (the sweep above connected and disconnected by itself): they
    # run in one connection, one Ray job. Each job starts worker processes of its own on every
    # node (~1 CPU s each, never reaped by this process); a connected driver's commands use it.
    ray.init(address=cluster.address, configure_logging=False)
    try:
        check_the_sweeps_tasks(cluster, root, on_ray, folders, capsys)
        assert ray.is_initialized()  # the commands used the caller's connection and left it
    finally:
        ray.shutdown()


def check_the_sweeps_tasks(
    cluster: Any, root: Path, on_ray: list[str], folders: list[Path], capsys: Any
) -> None:
    """Through a connected driver: resume, a service model, a failing shard."""
    # Resume: the same command redoes a lost trial, and only it.
    log = folders[1] / "trials.jsonl"
    lines = log.read_text().splitlines(keepends=True)
    log.write_text("".join(lines[1:]))
    assert main(on_ray) == EXIT_OK
    assert "16 trials planned, 15 already done, 1 run" in capsys.readouterr().out
    assert comparable(folders[1]) == comparable(root / "local2")

    # A service model: each worker builds its own client and calls the server by its URL.
    with LoopbackServer(oracle_replies) as server:
        served = ["run", "--model", "openai:loop", "--shapes", "square", "spiral", "--encoding"]
        served += ["matrix", "--mazes-per-shape", "1", "--no-progress", "--base-url"]
        served += [server.base_url_openai, "--engine", "ray", "--shards", "2"]
        served += ["--ray-address", cluster.address, "--out", str(root / "served")]
        assert main(served) == EXIT_OK
        calls = len(server.requests)
    records = [
        r
        for k in (1, 2)
        for r in read_jsonl(root / "served" / f"shard-{k}-of-2" / "trials.jsonl")[0]
    ]
    assert len(records) == 2 and all(r["model"] == "openai:loop" for r in records)
    assert all(r["status"] == "ok" and r["solve"]["success"] for r in records)
    assert calls >= 2 * 3  # three phases per trial, each at least one call

    # A shard that fails says so on one line, naming the option and the shard.
    assert main([*on_ray, "--seed", "1"]) == EXIT_BAD_ARGS
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: argument --out: out_dir="), err
    assert "seed" in err[0]
    assert re.search(rf"\(shard \d/{SHARDS} in .*shard-\d-of-{SHARDS}\)$", err[0]), err


# -- the export with a node killed -----------------------------------------------------------------


def digests(folder: Path) -> dict[str, str]:
    """sha256 of every file under ``folder`` but the index/manifest (they hold a timestamp)."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name not in ("manifest.json", ".shards.json")
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


def check_a_killed_node(cluster: Any, tmp_path: Path, layout: str) -> None:
    """An export through the cluster is the local engine's, byte for byte, even when a worker
    node is killed while one of its tasks is writing: Ray retries the task elsewhere."""
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
    assert not [p for p in result.folder.rglob(".*") if p.name != ".shards.json"]  # no temps
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
