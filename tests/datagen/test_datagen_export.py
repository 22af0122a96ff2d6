"""Question-set export: layout, metadata, create_dataset dicts, determinism, atomic writes."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import datagen.export as export_mod
from datagen import maze_nav, rotation_puzzle
from datagen.export import export
from datagen.io import ArgumentError, read_png
from envs.maze_nav.render import read_frame
from envs.rotation_puzzle.decode import decode_frame

# The specification's "Prompt Template", word for word.
SEED_PROMPT = (
    "Solve this rotation puzzle by rotating the four squares to connect the pipe paths. Each "
    "square can be rotated 90 degrees clockwise or counterclockwise. Rotate the squares so that "
    "all pipe paths connect to form a continuous path. Keep the camera view fixed in the top-down "
    "perspective and maintain all square positions unchanged. Stop the video when all pipes are "
    "connected and the puzzle is solved."
)
QUESTION_FILES = {"first_frame.png", "final_frame.png", "prompt.txt", "question_metadata.json"}


@pytest.fixture(scope="module")
def rotation_set(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    out = tmp_path_factory.mktemp("rot")
    data = rotation_puzzle.create_dataset(num_samples=6, seed=3, out_dir=out, workers=1)
    return out / "rotation_puzzle_task", data


def test_rotation_layout_and_files(rotation_set: tuple[Path, dict]) -> None:
    folder, _ = rotation_set
    qdirs = sorted(p.name for p in folder.iterdir() if p.is_dir())
    assert qdirs == [f"rotation_puzzle_{i:04d}" for i in range(6)]
    assert (folder / "manifest.json").is_file()
    for name in qdirs:
        assert {p.name for p in (folder / name).iterdir()} == QUESTION_FILES
        for img in ("first_frame.png", "final_frame.png"):
            assert read_png(folder / name / img).shape == (512, 768, 3)


def test_rotation_prompt_is_the_specification_prompt_word_for_word(
    rotation_set: tuple[Path, dict],
) -> None:
    folder, data = rotation_set
    assert rotation_puzzle.PROMPT == SEED_PROMPT
    text = (folder / "rotation_puzzle_0000" / "prompt.txt").read_text(encoding="utf-8")
    assert text == SEED_PROMPT + "\n"
    assert all(pair["prompt"] == SEED_PROMPT for pair in data["pairs"])


def test_rotation_metadata_schema_and_frames(rotation_set: tuple[Path, dict]) -> None:
    folder, _ = rotation_set
    difficulties = []
    for i in range(6):
        qdir = folder / f"rotation_puzzle_{i:04d}"
        meta = json.loads((qdir / "question_metadata.json").read_text())
        assert meta["task_id"] == qdir.name and meta["domain"] == "rotation_puzzle"
        assert meta["num_squares"] == 4 and len(meta["squares"]) == 4
        assert meta["camera"] == {"view": "top_down", "movement": "static"}
        assert meta["canvas_size"] == {"width": 768, "height": 512}
        assert meta["angle_direction"] == "clockwise" and meta["angle_unit"] == "degrees"
        for j, sq in enumerate(meta["squares"]):
            assert sq["index"] == j and sq["target_angle"] == 0
            assert sq["initial_angle"] in (0, 90, 180, 270)
            assert sq["pipe_pattern"] in ("top_right", "right_bottom", "bottom_left", "left_top")
            assert set(sq["position"]) == {"row", "col", "x", "y", "box"}
            assert [sq["position"]["x"], sq["position"]["y"]] == sq["position"]["box"][:2]
        turned = sum(sq["initial_angle"] != 0 for sq in meta["squares"])
        lo, hi = {"easy": (1, 2), "medium": (2, 3), "hard": (3, 4)}[meta["difficulty"]]
        assert lo <= turned <= hi
        assert meta["min_turns"] == sum(
            min(a // 90, 4 - a // 90) for a in (sq["initial_angle"] for sq in meta["squares"])
        )
        first = decode_frame(read_png(qdir / "first_frame.png"))
        final = decode_frame(read_png(qdir / "final_frame.png"))
        assert first.readable and first.solved is False
        assert final.readable and final.solved is True
        difficulties.append(meta["difficulty"])
    assert difficulties == ["easy", "medium", "hard"] * 2  # round-robin


def test_create_dataset_dict(rotation_set: tuple[Path, dict]) -> None:
    folder, data = rotation_set
    assert set(data) == {"name", "description", "pairs", "metadata"}
    assert len(data["pairs"]) == 6
    pair = data["pairs"][2]
    assert set(pair) == {
        "id", "prompt", "first_image_path", "final_image_path", "task_category", "difficulty",
        "rotation_puzzle_data", "created_at",
    }  # fmt: skip
    assert pair["id"] == "rotation_puzzle_0002" and pair["difficulty"] == "hard"
    assert Path(pair["first_image_path"]).is_file() and Path(pair["final_image_path"]).is_file()
    on_disk = json.loads((folder / pair["id"] / "question_metadata.json").read_text())
    assert pair["rotation_puzzle_data"] == on_disk
    assert data["metadata"]["seed"] == 3 and data["metadata"]["task"] == "rotation_puzzle"


def test_manifest_hashes_every_file_and_records_arguments(rotation_set: tuple[Path, dict]) -> None:
    folder, _ = rotation_set
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["package"] == "spatial-reasoning-gym" and manifest["version"]
    assert manifest["seed"] == 3
    assert manifest["arguments"]["pairs_per_domain"] == 6
    assert manifest["arguments"]["difficulties"] == ["easy", "medium", "hard"]
    assert len(manifest["files"]) == 6 * 4
    assert all(len(h) == 64 for h in manifest["files"].values())
    assert "created_at" in manifest


def test_questions_are_distinct_puzzles() -> None:
    task = rotation_puzzle.TASK
    specs = task.plan(90, np.random.SeedSequence(0), task.options())
    assert len({tuple(s["angles"]) for s in specs}) == 90


def test_too_many_questions_for_one_difficulty_is_refused() -> None:
    task = rotation_puzzle.TASK
    opts = task.options({"difficulties": ["easy"]})
    # Only 66 distinct 2x2 states have 1-2 squares turned.
    with pytest.raises(ArgumentError, match=r"pairs_per_domain=80.*'easy' puzzles.*difficulties"):
        task.plan(80, np.random.SeedSequence(0), opts)


def _hashes(folder: Path) -> dict[str, str]:
    return json.loads((folder / "manifest.json").read_text())["files"]


@pytest.mark.slow
def test_same_seed_same_bytes_regardless_of_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(export_mod, "IN_PROCESS_BELOW", 0)  # force the process pool
    kw = {"video": True, "fps": 8, "frames_per_move": 2}
    a = export("rotation_puzzle", 3, {}, seed=11, out=tmp_path / "a", workers=1, **kw)
    b = export("rotation_puzzle", 3, {}, seed=11, out=tmp_path / "b", workers=2, **kw)
    c = export("rotation_puzzle", 3, {}, seed=12, out=tmp_path / "c", workers=1, **kw)
    ha, hb, hc = _hashes(a.folder), _hashes(b.folder), _hashes(c.folder)
    assert ha == hb
    assert len([k for k in ha if k.endswith("ground_truth.mp4")]) == 3
    assert ha != hc
    for rel in ha:  # the hashes describe the bytes on disk
        assert (a.folder / rel).read_bytes() == (b.folder / rel).read_bytes()


def test_maze_export(tmp_path: Path) -> None:
    data = maze_nav.create_dataset(
        num_samples=4, shapes=["spiral", "cross"], seed=5, out_dir=tmp_path, workers=1
    )
    folder = tmp_path / "maze_nav_task"
    shapes = []
    for pair in data["pairs"]:
        meta = pair["maze_nav_data"]
        qdir = folder / pair["id"]
        assert {p.name for p in qdir.iterdir()} == QUESTION_FILES
        assert pair["task_category"] == "MazeNav"
        codes = np.array(meta["grid"])
        assert codes[tuple(meta["start"])] == 2 and codes[tuple(meta["goal"])] == 3
        path = meta["optimal_path"]
        assert path[0] == meta["start"] and path[-1] == meta["goal"]
        assert meta["min_moves"] == len(path) - 1 >= 1
        assert meta["connectivity"] == {"spiral": 4, "cross": 8}[meta["shape"]]
        first = read_frame(read_png(qdir / "first_frame.png"), meta["size"])
        final = read_frame(read_png(qdir / "final_frame.png"), meta["size"])
        assert first.readable and np.array_equal(first.codes, codes) and not first.player_on_goal
        assert final.readable and final.player_on_goal
        assert "red disc" in pair["prompt"] and "goal" in pair["prompt"]
        shapes.append(meta["shape"])
    assert shapes == ["spiral", "cross", "spiral", "cross"]
    assert len({p["maze_nav_data"]["maze_id"] for p in data["pairs"]}) == 4


def test_rerun_reuses_refuses_or_overwrites(tmp_path: Path) -> None:
    first = export("rotation_puzzle", 3, {}, seed=1, out=tmp_path, workers=1)
    stamp = (first.folder / "manifest.json").read_bytes()
    again = export("rotation_puzzle", 3, {}, seed=1, out=tmp_path, workers=1)
    assert again.reused and (first.folder / "manifest.json").read_bytes() == stamp
    assert len(again.dataset["pairs"]) == 3
    with pytest.raises(ArgumentError, match="different dataset"):
        export("rotation_puzzle", 4, {}, seed=1, out=tmp_path, workers=1)
    replaced = export("rotation_puzzle", 4, {}, seed=1, out=tmp_path, workers=1, overwrite=True)
    assert not replaced.reused
    assert len([p for p in replaced.folder.iterdir() if p.is_dir()]) == 4
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rotation_puzzle_task"]  # no leftovers


def test_failure_leaves_nothing_behind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def broken(self: rotation_puzzle.RotationPuzzleTask, spec: dict) -> tuple[np.ndarray, ...]:
        calls.append(spec["task_id"])
        if len(calls) == 2:
            raise RuntimeError("renderer crashed")
        return real(self, spec)

    real = rotation_puzzle.RotationPuzzleTask.frames
    monkeypatch.setattr(rotation_puzzle.RotationPuzzleTask, "frames", broken)
    with pytest.raises(RuntimeError, match="renderer crashed"):
        export("rotation_puzzle", 3, {}, seed=0, out=tmp_path, workers=1)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("task", "count", "options", "extra", "match"),
    [
        (
            "rotation_puzzle",
            0,
            {},
            {},
            "pairs_per_domain=0 is not allowed; allowed: an integer from 1 to 100000",
        ),
        ("rotation_puzzle", -3, {}, {}, "pairs_per_domain"),
        ("rotation_puzzle", 2, {"difficulties": ["extreme"]}, {}, "'extreme'.*easy"),
        ("maze_nav", 2, {"shapes": ["hexagon"]}, {}, "'hexagon'.*spiral"),
        ("maze_nav", 2, {"size": 3}, {}, "size=3"),
        ("tetris", 2, {}, {}, "'tetris'.*rotation_puzzle"),
        ("rotation_puzzle", 2, {}, {"video": True, "fps": 0}, "fps"),
        ("rotation_puzzle", 2, {}, {"video": True, "frames_per_move": -1}, "frames_per_move"),
        ("rotation_puzzle", 2, {}, {"workers": 0}, "workers"),
        ("rotation_puzzle", 2, {}, {"seed": -1}, "seed"),
    ],
)
def test_bad_arguments(
    tmp_path: Path, task: str, count: int, options: dict, extra: dict, match: str
) -> None:
    with pytest.raises(ArgumentError, match=match):
        export(task, count, options, out=tmp_path, **extra)
    assert list(tmp_path.iterdir()) == []


def test_seed_none_draws_and_records_a_seed(tmp_path: Path) -> None:
    data = rotation_puzzle.create_dataset(num_samples=2, seed=None, out_dir=tmp_path, workers=1)
    seed = data["metadata"]["seed"]
    assert isinstance(seed, int) and seed >= 0
    again = rotation_puzzle.create_dataset(
        num_samples=2, seed=seed, out_dir=tmp_path / "again", workers=1
    )
    assert len(again["pairs"]) == 2
    assert _hashes(tmp_path / "rotation_puzzle_task") == _hashes(
        tmp_path / "again" / "rotation_puzzle_task"
    )


def test_the_default_worker_count_follows_the_set_size(tmp_path: Path, monkeypatch) -> None:
    """A small set renders in-process by default (a pool's start-up would cost more than it
    shares); a big one gets a worker per 50 questions, at most one per core."""
    assert export_mod.default_workers(30, cpus=8) == 1
    assert export_mod.default_workers(0, cpus=8) == 1
    assert export_mod.default_workers(120, cpus=8) == 2
    assert export_mod.default_workers(100_000, cpus=8) == 8
    assert export_mod.default_workers(100_000, cpus=1) == 1
    import datagen.questions as questions

    def no_pool(*args, **kwargs):
        raise AssertionError("a worker pool was started for a small set")

    monkeypatch.setattr(questions, "ProcessPoolExecutor", no_pool)
    result = export("rotation_puzzle", 12, {}, seed=0, out=tmp_path / "q")
    assert len(result.dataset["pairs"]) == 12
