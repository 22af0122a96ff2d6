"""Sharded WebDataset export: the folder export's bytes in deterministic tars, read back unchanged
by webdataset and Hugging Face datasets, resumed shard by shard after a kill."""

from __future__ import annotations

import hashlib
import io
import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path
from typing import Any

import pytest

import datagen.export as export_mod
import datagen.shards as shards_mod
from datagen.__main__ import main
from datagen.export import ExportConfig, export, run_export
from datagen.io import ArgumentError, DatasetError
from datagen.shards import INDEX, ShardExportResult, open_webdataset, shard_paths
from datagen.validate import validate

VIDEO = {"video": True, "fps": 8, "frames_per_move": 2}
ROOT = Path(__file__).resolve().parents[2]


def shard_export(out: Path, count: int = 5, shard_size: int = 2, **kw: Any) -> ShardExportResult:
    kw.setdefault("workers", 1)
    kw.setdefault("progress", False)
    config = ExportConfig(
        task="rotation_puzzle",
        pairs_per_domain=count,
        out=str(out),
        format="webdataset",
        shard_size=shard_size,
        **kw,
    )
    result = run_export(config)
    assert isinstance(result, ShardExportResult)
    return result


def folder_files(folder: Path) -> dict[str, dict[str, bytes]]:
    """question id -> file name -> bytes, for every question folder."""
    return {
        q.name: {f.name: f.read_bytes() for f in q.iterdir()}
        for q in sorted(folder.iterdir())
        if q.is_dir()
    }


@pytest.fixture(scope="module")
def both(tmp_path_factory: pytest.TempPathFactory) -> tuple[ShardExportResult, dict]:
    """The same three questions (seed 7, with videos) as a folder export and as two shards."""
    root = tmp_path_factory.mktemp("shards")
    folder = export("rotation_puzzle", 3, {}, seed=7, out=root / "folder", workers=1, **VIDEO)
    shards = shard_export(root / "wds", count=3, seed=7, **VIDEO)
    return shards, folder_files(folder.folder)


def test_shards_hold_the_folder_export_bytes_in_fixed_tar_members(both) -> None:
    result, expected = both
    names = ["rotation_puzzle-000000.tar", "rotation_puzzle-000001.tar"]
    assert sorted(p.name for p in result.folder.iterdir()) == sorted([*names, INDEX])
    index = json.loads((result.folder / INDEX).read_text())
    assert index == result.index and index["complete"] is True and index["samples"] == 3
    assert index["seed"] == 7 and index["task"] == "rotation_puzzle"
    assert index["arguments"] == {
        "pairs_per_domain": 3,
        "difficulties": ["easy", "medium", "hard"],
        "video": True,
        "fps": 8,
        "frames_per_move": 2,
        "format": "webdataset",
        "shard_size": 2,
    }
    assert [e["file"] for e in index["shards"]] == names
    assert [e["samples"] for e in index["shards"]] == [2, 1]
    found: dict[str, dict[str, bytes]] = {}
    for entry in index["shards"]:
        path = result.folder / entry["file"]
        assert hashlib.sha256(path.read_bytes()).hexdigest() == entry["sha256"]
        with tarfile.open(path) as tar:
            members = tar.getmembers()
            for m in members:
                assert (m.mtime, m.uid, m.gid, m.uname, m.gname, m.mode) == (0, 0, 0, "", "", 0o444)
                key, _, name = m.name.partition(".")
                found.setdefault(key, {})[name] = tar.extractfile(m).read()
        keys = [m.name.partition(".")[0] for m in members]
        assert keys == sorted(keys)  # one sample's members together, in name order
        assert [m.name for m in members] == sorted(m.name for m in members)
    assert found == expected  # five files per question, videos included, byte for byte
    assert all(len(files) == 5 for files in found.values())


def test_webdataset_reads_every_sample_back_unchanged(both) -> None:
    import webdataset  # the scale and dev extras: `make test` installs it, no skip

    result, expected = both
    urls = [str(p) for p in shard_paths(result.folder)]
    for dataset in (
        webdataset.WebDataset(urls, shardshuffle=False),
        open_webdataset(result.folder),
    ):
        samples = {s["__key__"]: s for s in dataset}
        assert sorted(samples) == sorted(expected)
        for key, files in expected.items():
            assert {name: samples[key][name] for name in files} == files


def test_hugging_face_datasets_reads_every_sample_back_unchanged(both, tmp_path) -> None:
    import datasets  # the dev extra: `make test` installs it, no skip

    result, expected = both
    files = [str(p) for p in shard_paths(result.folder)]
    ds = datasets.load_dataset(
        "webdataset", data_files={"train": files}, split="train", cache_dir=str(tmp_path)
    )
    features = ds.features.copy()
    for name in ("first_frame.png", "final_frame.png", "ground_truth.mp4"):
        features[name].decode = False  # the stored bytes, not decoded pictures
    ds = ds.cast(features)
    assert len(ds) == 3
    for row in ds:
        want = expected[row["__key__"]]
        for name in ("first_frame.png", "final_frame.png", "ground_truth.mp4"):
            assert row[name]["bytes"] == want[name], name
        assert row["prompt.txt"] == want["prompt.txt"].decode("utf-8")
        assert row["question_metadata.json"] == json.loads(want["question_metadata.json"])
    # the folder itself, as users point folder loaders at it: the index is not read as data
    for args, kwargs in (
        ((str(result.folder),), {}),
        (("webdataset",), {"data_dir": str(result.folder)}),
    ):
        whole = datasets.load_dataset(*args, split="train", cache_dir=str(tmp_path / "c"), **kwargs)
        assert len(whole) == 3 and sorted(whole["__key__"]) == sorted(expected)


def test_a_set_with_the_old_visible_index_is_read_and_moved_on_resume(tmp_path) -> None:
    from datagen.shards import LEGACY_INDEX

    done = shard_export(tmp_path, count=2, seed=1)
    (tmp_path / INDEX).rename(tmp_path / LEGACY_INDEX)  # a set exported before the rename
    assert [p.name for p in shard_paths(tmp_path)] == ["rotation_puzzle-000000.tar"]
    assert shard_export(tmp_path, count=2, seed=1).reused  # the same set: nothing written
    again = shard_export(tmp_path, count=2, seed=1, overwrite=True)
    assert again.index["shards"] == done.index["shards"]
    assert not (tmp_path / LEGACY_INDEX).exists() and (tmp_path / INDEX).is_file()


def test_same_seed_same_shards_whatever_the_workers(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(export_mod, "IN_PROCESS_BELOW", 0)  # force the process pool
    one = shard_export(tmp_path / "one", count=4, seed=3)
    two = shard_export(tmp_path / "two", count=4, seed=3, workers=2)
    other = shard_export(tmp_path / "other", count=4, seed=4)
    assert one.index["shards"] == two.index["shards"] != other.index["shards"]
    for entry in one.index["shards"]:
        name = entry["file"]
        assert (one.folder / name).read_bytes() == (two.folder / name).read_bytes()


def test_a_killed_export_resumes_shard_by_shard(tmp_path, monkeypatch) -> None:
    clean = shard_export(tmp_path / "clean", seed=5)
    out = tmp_path / "killed"
    rendered: list[str] = []
    real = shards_mod.render_sample

    def killed_at_the_fourth(task, spec, *args):
        if len(rendered) == 3:
            raise KeyboardInterrupt  # the kill, in the middle of the second shard
        rendered.append(spec["task_id"])
        return real(task, spec, *args)

    monkeypatch.setattr(shards_mod, "render_sample", killed_at_the_fourth)
    with pytest.raises(KeyboardInterrupt):
        shard_export(out, seed=5)
    index = json.loads((out / INDEX).read_text())
    assert index["complete"] is False and [e["file"] for e in index["shards"]] == [
        "rotation_puzzle-000000.tar"
    ]
    assert sorted(p.name for p in out.iterdir()) == [INDEX, "rotation_puzzle-000000.tar"]
    with pytest.raises(DatasetError, match="did not finish"):
        shard_paths(out)

    def spy(task, spec, *args):
        rendered.append(spec["task_id"])
        return real(task, spec, *args)

    monkeypatch.setattr(shards_mod, "render_sample", spy)
    # What a SIGKILL mid-shard leaves: the shard's temporary file, named for a dead process.
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    torn = out / f".rotation_puzzle-000001.tar.tmp-{dead.pid}-0a1b2c3d"
    torn.write_bytes(b"half a shard")
    rendered.clear()
    resumed = shard_export(out, seed=5)
    assert not torn.exists()
    assert rendered == ["rotation_puzzle_0002", "rotation_puzzle_0003", "rotation_puzzle_0004"]
    assert resumed.kept == ("rotation_puzzle-000000.tar",) and not resumed.reused
    assert resumed.index["shards"] == clean.index["shards"]

    # A finished shard whose bytes changed is redone; the others are checked and kept.
    damaged = out / "rotation_puzzle-000001.tar"
    damaged.write_bytes(damaged.read_bytes()[:-1] + b"x")
    index = resumed.index | {"complete": False}
    (out / INDEX).write_text(json.dumps(index))
    rendered.clear()
    again = shard_export(out, seed=5)
    assert rendered == ["rotation_puzzle_0002", "rotation_puzzle_0003"]
    assert again.written == ("rotation_puzzle-000001.tar",)
    assert again.index["shards"] == clean.index["shards"]

    # An identical finished set: nothing rendered, nothing written.
    stamps = {p.name: p.stat().st_mtime_ns for p in out.iterdir()}
    rendered.clear()
    noop = shard_export(out, seed=5)
    assert noop.reused and rendered == [] and noop.written == ()
    assert {p.name: p.stat().st_mtime_ns for p in out.iterdir()} == stamps


def test_another_set_is_refused_unless_overwrite(tmp_path) -> None:
    shard_export(tmp_path, count=5, seed=1)
    with pytest.raises(ArgumentError, match=r"different sharded dataset.*--overwrite"):
        shard_export(tmp_path, count=2, seed=1)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    with pytest.raises(ArgumentError, match="more distinct"):  # refused by the plan
        shard_export(tmp_path, count=1000, seed=1, overwrite=True)
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before  # the old set stays
    replaced = shard_export(tmp_path, count=2, seed=1, overwrite=True)
    assert not replaced.reused and replaced.questions == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == [INDEX, "rotation_puzzle-000000.tar"]
    (tmp_path / INDEX).unlink()  # shards nobody vouches for are not written over
    with pytest.raises(ArgumentError, match=f"shards without {INDEX}"):
        shard_export(tmp_path, count=2, seed=1)


@pytest.mark.parametrize(
    ("kw", "match"),
    [
        ({"shard_size": 2}, "shard_size=2 is not allowed with format='folder'"),
        ({"format": "webdataset", "shard_size": 0}, "shard_size=0 is not allowed; allowed"),
        ({"format": "zip"}, "format='zip' is not allowed; allowed: 'folder', 'webdataset'"),
    ],
)
def test_bad_shard_arguments_are_named(kw: dict, match: str) -> None:
    with pytest.raises(ArgumentError, match=match):
        ExportConfig(task="rotation_puzzle", **kw)


def test_the_command_line_writes_shards_and_reports_a_no_op(tmp_path, capsys) -> None:
    argv = ["--task", "maze_nav", "--pairs-per-domain", "3", "--format", "webdataset"]
    argv += ["--shard-size", "2", "--out", str(tmp_path), "--workers", "1", "--no-progress"]
    assert main(argv) == 0
    assert "wrote 3 questions as 2 shards" in capsys.readouterr().out
    assert main(argv) == 0
    assert "already holds this sharded dataset" in capsys.readouterr().out
    folder = ["--task", "maze_nav", "--shard-size", "2", "--out", str(tmp_path / "f")]
    assert main(folder) == 2
    assert "shard_size=2 is not allowed with format='folder'" in capsys.readouterr().err


def test_a_set_of_few_shards_says_how_many_loader_workers_it_feeds(tmp_path, capsys) -> None:
    """The default --shard-size (1000) puts a small set in one shard, which a WebLoader with
    two workers refuses; the export says so and names a size that gives enough shards."""
    import webdataset

    argv = ["--task", "rotation_puzzle", "--pairs-per-domain", "4", "--format", "webdataset"]
    argv += ["--workers", "1", "--no-progress"]
    assert main([*argv, "--out", str(tmp_path / "one")]) == 0
    note = capsys.readouterr().out.splitlines()[-1]
    assert note.startswith("note: 1 shard: a loader reads at most one worker per shard"), note
    assert "--shard-size 1 makes 4 shards" in note
    assert main([*argv, "--shard-size", "1", "--out", str(tmp_path / "four")]) == 0
    assert "note:" not in capsys.readouterr().out  # one question a shard: nothing to gain
    urls = [str(p) for p in shard_paths(tmp_path / "four")]
    loader = webdataset.WebLoader(
        webdataset.WebDataset(urls, shardshuffle=False), batch_size=None, num_workers=2
    )
    assert sorted(s["__key__"] for s in loader) == [f"rotation_puzzle_{i:04d}" for i in range(4)]


def test_importing_datagen_never_imports_webdataset() -> None:
    code = (
        "import sys, datagen, datagen.export, datagen.shards, datagen.__main__\n"
        "assert 'webdataset' not in sys.modules and 'datasets' not in sys.modules\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_reading_without_the_extra_names_the_install_command(both, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "webdataset", None)
    with pytest.raises(ImportError, match=r"spatial-reasoning-gym\[scale\]"):
        open_webdataset(both[0].folder)


def test_validate_checks_every_sample_of_a_sharded_set(both, tmp_path) -> None:
    assert validate(both[0].folder) == []  # videos included: each ends solved
    result = shard_export(tmp_path, count=3, seed=2)
    assert validate(tmp_path) == []
    shard = tmp_path / "rotation_puzzle-000001.tar"
    with tarfile.open(shard) as tar:
        members = [(m, tar.extractfile(m).read()) for m in tar.getmembers()]
    with tarfile.open(shard, "w") as tar:
        for member, data in members:
            if member.name.endswith(".prompt.txt"):
                data = b"Rotate nothing.\n"
                member.size = len(data)
            tar.addfile(member, io.BytesIO(data))
    (tmp_path / INDEX).write_text(json.dumps(result.index | {"complete": False}))
    found = sorted(str(p) for p in validate(tmp_path))
    assert found == sorted(
        [
            f"{tmp_path / INDEX}: the export did not finish; run it again to resume it",
            f"{shard}: sha256 differs from {INDEX}",
            f"{shard / 'rotation_puzzle_0002.prompt.txt'}: differs from the task's prompt",
        ]
    )
