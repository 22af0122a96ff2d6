"""``--shard K/N``: N folders that each ran a fixed part of one plan add up to the whole run.

The shards partition the plan by trial key, each folder draws the whole item set, the records
are the unsharded run's, the analysis of the N folders gives the unsharded report, and each
shard resumes on its own.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from envs.io import read_jsonl
from experiments.__main__ import EXIT_BAD_ARGS, EXIT_OK, main
from experiments.engine.log import trial_key
from experiments.engine.options import in_shard, parse_shard, shard_of
from experiments.maze.config import RunConfig
from experiments.maze.study import run_experiments
from experiments.puzzle.config import PuzzleConfig

SHARDS = 3
PLAN: dict[str, Any] = {
    "encodings": ["matrix", "coord_list"],
    "shapes": ["square", "spiral"],
    "mazes_per_shape": 2,
    "progress": False,
}
MODELS = ["oracle", "random"]


def _records(out: Path) -> list[dict[str, Any]]:
    records, bad = read_jsonl(out / "trials.jsonl")
    assert bad == 0
    return records


def _by_key(out: Path) -> dict[Any, dict[str, Any]]:
    """Each record by trial key, without what is measured (``latency_s``)."""
    return {trial_key(r): {k: v for k, v in r.items() if k != "latency_s"} for r in _records(out)}


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


@pytest.fixture(scope="module")
def sweep(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """One unsharded run (``all``) and the same plan in three shard folders (``1``-``3``)."""
    root = tmp_path_factory.mktemp("sweep")
    folders = {"all": root / "all"}
    run_experiments(MODELS, out_dir=folders["all"], **PLAN)
    for k in range(1, SHARDS + 1):
        folders[str(k)] = root / f"shard{k}"
        summary = run_experiments(MODELS, out_dir=folders[str(k)], shard=f"{k}/{SHARDS}", **PLAN)
        assert summary.errors == 0 and summary.completed == summary.planned
    return folders


def test_shards_partition_the_plan_and_keep_the_unsharded_records(sweep) -> None:
    whole = _by_key(sweep["all"])
    parts = [_by_key(sweep[str(k)]) for k in range(1, SHARDS + 1)]
    assert len(whole) == 2 * 2 * 2 * 2
    assert all(parts), "every shard got trials"
    assert sum(len(p) for p in parts) == len(whole)  # disjoint ...
    merged = {key: record for part in parts for key, record in part.items()}
    assert merged == whole  # ... covering the plan, each record the unsharded run's
    for k, part in enumerate(parts, start=1):
        assert all(shard_of(key, SHARDS) == k for key in part)
        # The maze set depends on the seed only: every shard folder holds all of it.
        assert _tree(sweep[str(k)] / "experiment_mazes") == _tree(sweep["all"] / "experiment_mazes")


def test_the_manifest_names_the_shard_as_part_of_the_plan(sweep) -> None:
    whole = json.loads((sweep["all"] / "manifest.json").read_text())
    shard = json.loads((sweep["2"] / "manifest.json").read_text())
    assert "shards" not in whole["arguments"]
    assert "shard" not in whole["runs"][0]["plan"]
    assert shard["runs"][0]["plan"]["shard"] == "2/3"
    assert shard["arguments"]["shards"] == ["2/3"]
    # Not a setting: the shards share the unsharded run's settings and run id.
    assert shard["settings"] == whole["settings"]
    assert shard["run_id"] == whole["run_id"]


def test_analyzing_the_shard_folders_gives_the_unsharded_report(sweep, tmp_path, monkeypatch):
    from experiments.analysis import plots
    from experiments.analysis.report import analyze

    def stub_save(fig: Any, path: Path) -> Path:  # the figures' pixels are not compared
        plots.pyplot().close(fig)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"")
        return path

    monkeypatch.setattr(plots, "save_figure", stub_save)
    one = analyze([sweep["all"]], tmp_path / "one")
    many = analyze([sweep[str(k)] for k in range(1, SHARDS + 1)], tmp_path / "many")

    def tables(report: Any) -> str:
        # The "Runs included" table lists each folder with its path, times and manifest hash:
        # one row per folder. Everything else must match.
        text = report.path.read_text(encoding="utf-8")
        return re.sub(r"(?m)^\| `[^`]*` \|.*\n", "", text)

    assert tables(many) == tables(one)
    assert many.summary_csv.read_bytes() == one.summary_csv.read_bytes()
    assert sorted(p.name for p in many.figures) == sorted(p.name for p in one.figures)


def test_each_shard_resumes_on_its_own(sweep, tmp_path) -> None:
    import shutil

    out = tmp_path / "shard1"
    shutil.copytree(sweep["1"], out)
    again = run_experiments(MODELS, out_dir=out, shard="1/3", **PLAN)
    assert again.nothing_to_do and again.planned == len(_by_key(sweep["1"]))
    # A lost trial of this shard is redone, and only it.
    lost = _records(out)[0]
    kept = _records(out)[1:]
    (out / "trials.jsonl").write_text("".join(json.dumps(r) + "\n" for r in kept))
    redone = run_experiments(MODELS, out_dir=out, shard="1/3", **PLAN)
    assert (redone.skipped, redone.completed) == (len(kept), 1)
    assert trial_key(lost) in _by_key(out)
    # Another shard may join the folder: the plan grows by that shard's trials.
    grown = run_experiments(MODELS, out_dir=out, shard="2/3", **PLAN)
    assert grown.completed == len(_by_key(sweep["2"]))
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["arguments"]["shards"] == ["1/3", "2/3"]


def test_puzzle_shards_partition_its_plan(tmp_path) -> None:
    argv = ["puzzle", "--model", "oracle", "random", "--puzzles", "2", "--no-progress"]
    argv += ["--difficulty", "easy"]
    assert main([*argv, "--out", str(tmp_path / "all")]) == EXIT_OK
    parts = []
    for k in (1, 2):
        assert main([*argv, "--shard", f"{k}/2", "--out", str(tmp_path / f"s{k}")]) == EXIT_OK
        parts.append(_by_key(tmp_path / f"s{k}"))
    whole = _by_key(tmp_path / "all")
    assert sum(len(p) for p in parts) == len(whole) == 4
    assert {key: r for part in parts for key, r in part.items()} == whole


@pytest.mark.parametrize("text", ["0/3", "4/3", "3", "1/0", "a/b", "-1/2", "1/2/3", ""])
def test_a_bad_shard_names_the_option_value_and_form(text, tmp_path, capsys) -> None:
    with pytest.raises(ValueError, match=rf"shard={re.escape(repr(text))} .*allowed: K/N"):
        parse_shard(text)
    assert main(["run", "--model", "oracle", f"--shard={text}", "--out", str(tmp_path)]) == (
        EXIT_BAD_ARGS
    )
    assert "argument --shard: shard=" in capsys.readouterr().err
    with pytest.raises(ValueError, match="shard="):
        PuzzleConfig(models=("oracle",), shard=text)


def test_shard_spellings_and_the_whole_plan() -> None:
    assert parse_shard(" 02 / 4 ") == "2/4"
    assert parse_shard("1/1") is None and parse_shard(None) is None  # one shard: the whole plan
    assert RunConfig(models=("oracle",), shard="3/04").shard == "3/4"
    key = ("oracle", "matrix", "experiment_mazes/5x5/square/5x5_square_0.npy", 0, "interactive")
    assert [in_shard(key, f"{k}/5") for k in range(1, 6)].count(True) == 1
    assert in_shard(key, None)
