"""``--engine ray --shards N`` without a cluster: the options are checked before any work, each
task gets shard K/N's config and folder, the driver adds up the shards' summaries, and a task
that fails says so on one line. The same sweep on a real three-node cluster is in
``tests/test_ray_cluster.py``."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import pytest

from agents.llm import make_client
from experiments.__main__ import EXIT_BAD_ARGS, EXIT_STOPPED, main
from experiments.engine import ray_sweep
from experiments.engine.summary import RunSummary
from experiments.maze.config import RunConfig
from experiments.puzzle.config import PuzzleConfig

SWEEP = ["run", "--model", "oracle", "random", "--shapes", "square", "--mazes-per-shape", "2"]
SWEEP += ["--encoding", "matrix", "--no-progress"]


@pytest.mark.parametrize(
    ("extra", "named"),
    [
        (["--engine", "ray"], "argument --shards: shards=None is not allowed with engine='ray'"),
        (["--shards", "2"], "argument --shards: shards=2 is not allowed with engine='local'"),
        (["--ray-address", "auto"], "argument --ray-address: ray_address='auto' is not allowed"),
        (["--engine", "ray", "--shards", "2", "--shard", "1/2"], "argument --shard: shard='1/2'"),
        (["--engine", "ray", "--shards", "0"], "argument --shards: shards=0 is not allowed"),
        (["--engine", "dask"], "--engine"),
    ],
)
def test_engine_options_are_checked_before_any_work(extra, named, tmp_path, capsys) -> None:
    out = tmp_path / "out"
    assert main([*SWEEP, *extra, "--out", str(out)]) == EXIT_BAD_ARGS
    assert named in capsys.readouterr().err
    assert not out.exists()


def test_a_ready_client_cannot_be_shipped_to_ray_workers() -> None:
    with pytest.raises(ValueError, match=r"models entry .* cannot be shipped .* spec string"):
        RunConfig(models=(make_client("oracle"),), engine="ray", shards=2)
    with pytest.raises(ValueError, match=r"shards=None is not allowed with engine='ray'"):
        PuzzleConfig(models=("oracle",), engine="ray")
    config = PuzzleConfig(models=("oracle",), engine="ray", shards=2, ray_address="auto")
    assert (config.engine, config.shards, config.ray_address) == ("ray", 2, "auto")


def test_each_task_runs_shard_k_of_n_into_its_own_folder(tmp_path) -> None:
    config = RunConfig(models=("oracle",), engine="ray", shards=3, out_dir=tmp_path, seed=4)
    configs = ray_sweep.shard_configs(config)
    assert [c.shard for c in configs] == ["1/3", "2/3", "3/3"]
    assert [c.out_dir for c in configs] == [tmp_path / f"shard-{k}-of-3" for k in (1, 2, 3)]
    assert all(c.engine == "local" and c.shards is None and c.ray_address is None for c in configs)
    assert all(c.seed == 4 and not c.progress for c in configs)
    one = ray_sweep.shard_configs(RunConfig(models=("oracle",), engine="ray", shards=1))
    assert one[0].shard is None and one[0].out_dir.name == "shard-1-of-1"  # the whole plan


def in_process(
    monkeypatch: pytest.MonkeyPatch, fail: BaseException | None = None, rerun: bool = False
) -> list[Any]:
    """Run the engine's tasks in this process, in order (no Ray); ``fail``: the error the
    second task raises; ``rerun``: the first task runs twice, as Ray reruns a task whose
    node died after it wrote its trials (the first attempt's summary is lost with the node)."""
    calls: list[Any] = []

    def run_tasks(fn: Any, args: Any, on_done: Any, *, address: Any, workers: Any) -> None:
        for i, task_args in enumerate(args):
            calls.append(task_args[-1])
            if fail is not None and i == 1:
                raise fail
            if rerun and i == 0:
                fn(*task_args)  # the attempt on the node that died
            on_done(i, fn(*task_args))

    monkeypatch.setattr(ray_sweep, "connected", lambda address, workers: contextlib.nullcontext())
    monkeypatch.setattr(ray_sweep, "run_tasks", run_tasks)
    return calls


def test_the_driver_adds_up_the_shards_and_resumes_each(tmp_path, monkeypatch, capsys) -> None:
    calls = in_process(monkeypatch)
    argv = [*SWEEP, "--engine", "ray", "--shards", "2", "--out", str(tmp_path)]
    assert main(argv) == 0
    said = capsys.readouterr().out
    assert "4 trials planned, 0 already done, 4 run, 0 errors" in said
    assert f"python -m experiments analyze {tmp_path}/shard-*-of-2/" in said
    assert [c.shard for c in calls] == ["1/2", "2/2"]
    assert all((tmp_path / f"shard-{k}-of-2" / "trials.jsonl").is_file() for k in (1, 2))
    assert main(argv) == 0
    assert "4 trials planned, all already done" in capsys.readouterr().out


def test_a_task_rerun_after_its_node_died_counts_its_trials_as_run(
    tmp_path, monkeypatch, capsys
) -> None:
    in_process(monkeypatch, rerun=True)
    argv = [*SWEEP, "--engine", "ray", "--shards", "2", "--out", str(tmp_path)]
    assert main(argv) == 0
    said = capsys.readouterr().out
    assert "4 trials planned, 0 already done, 4 run, 0 errors" in said  # the folder was empty
    in_process(monkeypatch, rerun=True)
    assert main(argv) == 0
    assert "4 trials planned, all already done" in capsys.readouterr().out


def test_a_failing_task_is_one_line_naming_the_shard(tmp_path, monkeypatch, capsys) -> None:
    in_process(monkeypatch, fail=RuntimeError("worker died\nsecond line"))
    argv = [*SWEEP, "--engine", "ray", "--shards", "3", "--out", str(tmp_path)]
    assert main(argv) == EXIT_STOPPED
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    assert "a Ray task failed (RuntimeError: worker died); shards not finished: 2/3, 3/3" in err[0]
    assert "rerun the same command to resume" in err[0]


def test_the_sweep_summary_names_each_stopped_shard(tmp_path) -> None:
    configs = ray_sweep.shard_configs(
        RunConfig(models=("oracle",), engine="ray", shards=2, out_dir=tmp_path)
    )
    parts = [
        RunSummary(Path("a"), planned=3, completed=2, errors=1, tokens=10, stopped="no quota"),
        RunSummary(Path("b"), planned=2, skipped=2, nothing_to_do=True, wall_time_s=5.0),
    ]
    summary = ray_sweep.total(tmp_path, parts, configs)
    assert (summary.planned, summary.skipped, summary.completed, summary.errors) == (5, 2, 2, 1)
    assert summary.tokens == 10 and summary.stopped == "shard 1/2: no quota"
    assert not summary.nothing_to_do and summary.out_dir == tmp_path


def test_the_puzzle_study_runs_on_the_same_engine(tmp_path, monkeypatch) -> None:
    calls = in_process(monkeypatch)
    argv = ["puzzle", "--model", "oracle", "--puzzles", "2", "--difficulty", "easy"]
    argv += ["--no-progress", "--engine", "ray", "--shards", "2", "--out", str(tmp_path)]
    assert main(argv) == 0
    assert [type(c).__name__ for c in calls] == ["PuzzleConfig", "PuzzleConfig"]
    records = [
        len((tmp_path / f"shard-{k}-of-2" / "trials.jsonl").read_text().splitlines())
        for k in (1, 2)
    ]
    assert sum(records) == 2  # two puzzles, one model, split over the shards


def test_no_cluster_at_the_address_names_the_option(tmp_path, monkeypatch, capsys) -> None:
    def nobody(address: Any, workers: Any) -> Any:
        raise ConnectionError("Could not find any running Ray instance.")

    monkeypatch.setattr(ray_sweep, "connected", nobody)
    argv = [*SWEEP, "--engine", "ray", "--shards", "2", "--ray-address", "auto"]
    assert main([*argv, "--out", str(tmp_path / "out")]) == EXIT_BAD_ARGS
    err = capsys.readouterr().err
    assert "argument --ray-address: ray_address='auto' is not allowed: no Ray cluster" in err
    assert not (tmp_path / "out").exists()


class FakeRay:
    """``ray`` as :func:`envs.ray_tasks.connected` uses it, with Ray 2's rule for an address
    left out: ``ray.init()`` joins the cluster already running on the machine (``RAY_ADDRESS``
    or the last one started) and refuses ``num_cpus`` there."""

    def __init__(self, fail: BaseException | None = None) -> None:
        self.inits: list[dict[str, Any]] = []
        self.fail = fail
        self.up = False

    def is_initialized(self) -> bool:
        return self.up

    def init(self, **kwargs: Any) -> None:
        self.inits.append(kwargs)
        if kwargs.get("address") in (None, "auto") and "num_cpus" in kwargs:
            raise ValueError(
                "When connecting to an existing cluster, num_cpus and num_gpus must not be "
                "provided."
            )
        if self.fail is not None:
            raise self.fail
        self.up = True

    def shutdown(self) -> None:
        self.up = False


def test_ray_starts_its_own_even_when_a_cluster_runs_on_the_machine(monkeypatch) -> None:
    from envs import ray_tasks

    ray = pytest.importorskip("ray")
    from ray._private.services import canonicalize_bootstrap_address

    monkeypatch.setenv("RAY_ADDRESS", "127.0.0.1:6379")  # a cluster this machine runs
    assert canonicalize_bootstrap_address("local") is None  # Ray's "start a new one"
    assert ray.__version__
    fake = FakeRay()
    monkeypatch.setattr(ray_tasks, "require_ray", lambda: fake)
    with ray_tasks.connected(None, 2):
        assert fake.up
    assert fake.inits[0]["address"] == "local" and fake.inits[0]["num_cpus"] == 2
    assert not fake.up  # shut down at the end


def test_a_ray_that_cannot_start_is_one_line_and_exit_2(tmp_path, monkeypatch, capsys) -> None:
    from envs import ray_tasks

    trace = "Failed to start the GCS server.\n" + "  File ...\n" * 40
    fake = FakeRay(fail=RuntimeError(trace))
    monkeypatch.setattr(ray_tasks, "require_ray", lambda: fake)
    argv = [*SWEEP, "--engine", "ray", "--shards", "2", "--out", str(tmp_path / "out")]
    assert main(argv) == EXIT_BAD_ARGS
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1, err
    assert "Ray could not start on this machine (RuntimeError: Failed to start the GCS" in err
    assert "--engine local" in err and "Traceback" not in err
