"""``--engine ray`` without ``--ray-address`` starts a Ray of its own, as docs/studies.md says,
even while a real Ray cluster runs on this machine and ``RAY_ADDRESS`` names it: a plain
``ray.init()`` would join that cluster and refuse ``num_cpus`` there (issue 39, case 5).

The cluster is a real one (``ray.cluster_utils.Cluster``, one head node on 127.0.0.1); its own
module, so pytest-xdist can run it beside the three-node cluster test rather than after it.
"""

from __future__ import annotations

import os

import pytest

from experiments.__main__ import EXIT_OK, main

pytestmark = pytest.mark.slow  # scheduled first (tests/conftest.py)
SWEEP = ["run", "--model", "oracle", "--shapes", "square", "--mazes-per-shape", "2"]
SWEEP += ["--encoding", "matrix", "--no-progress"]


@pytest.fixture(scope="module")
def running_cluster() -> str:
    """The address of a one-node Ray cluster on 127.0.0.1 that this process is not connected
    to, as `ray start --head` leaves one; shut down at the end."""
    pytest.importorskip("ray")  # the scale extra: `make test` installs it
    os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
    from ray._private import ray_constants
    from ray.cluster_utils import Cluster

    saved = ray_constants.ENABLE_RAY_CLUSTER
    ray_constants.ENABLE_RAY_CLUSTER = False  # keep the node on loopback
    head = {"num_cpus": 1, "include_dashboard": False, "no_monitor": True}
    head |= {"include_log_monitor": False, "node_ip_address": "127.0.0.1"}
    head["object_store_memory"] = 80 * 2**20
    c = Cluster(initialize_head=True, connect=False, head_node_args=head)
    try:
        yield c.address
    finally:
        c.shutdown()
        ray_constants.ENABLE_RAY_CLUSTER = saved


def test_a_sweep_starts_its_own_ray_beside_a_running_cluster(
    running_cluster, tmp_path, capsys, monkeypatch
) -> None:
    import ray

    monkeypatch.setenv("RAY_ADDRESS", running_cluster)  # what `ray start --head` leaves
    assert not ray.is_initialized()
    argv = [*SWEEP, "--engine", "ray", "--shards", "2", "--out", str(tmp_path / "out")]
    assert main(argv) == EXIT_OK, capsys.readouterr().err
    out = capsys.readouterr().out
    assert "0 already done" in out and "0 errors" in out, out
    assert not ray.is_initialized()  # its own Ray is shut down at the end
    folders = sorted(p.name for p in (tmp_path / "out").iterdir())
    assert folders == ["shard-1-of-2", "shard-2-of-2"]
    # The cluster is untouched and still answers at its address.
    ray.init(address=running_cluster, configure_logging=False)
    try:
        assert len(ray.nodes()) == 1
    finally:
        ray.shutdown()
