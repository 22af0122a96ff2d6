"""`python -m datagen validate`: every kind of damage is reported with its path."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from datagen import rotation_puzzle
from datagen.__main__ import main
from datagen.export import export
from datagen.io import png_bytes, read_png
from datagen.validate import validate
from envs.rotation_puzzle.logic import min_turns


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("valid")
    export("rotation_puzzle", 3, {}, seed=2, out=root, workers=1)
    export("maze_nav", 2, {"shapes": ["square"]}, seed=2, out=root, workers=1)
    return root


@pytest.fixture
def copy(pristine: Path, tmp_path: Path) -> Path:
    dst = tmp_path / "data"
    shutil.copytree(pristine, dst)
    return dst


def test_clean_dataset_has_no_problems(pristine: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert validate(pristine) == []
    assert validate(pristine / "maze_nav_task") == []
    assert main(["validate", str(pristine)]) == 0
    assert capsys.readouterr().out.strip().endswith(": OK")


def test_video_dataset_validates(tmp_path: Path) -> None:
    export("maze_nav", 1, {}, seed=4, out=tmp_path, workers=1, video=True, fps=8, frames_per_move=1)
    assert validate(tmp_path) == []
    (tmp_path / "maze_nav_task" / "maze_nav_0000" / "ground_truth.mp4").write_bytes(b"junk")
    messages = [str(p) for p in validate(tmp_path)]
    assert any("ground_truth.mp4: video could not be decoded" in m for m in messages)


def test_missing_file(copy: Path) -> None:
    target = copy / "rotation_puzzle_task" / "rotation_puzzle_0001" / "prompt.txt"
    target.unlink()
    problems = validate(copy)
    assert any(p.path == target and p.message == "missing" for p in problems)
    assert any(
        p.path == target and "listed in manifest.json but missing" in p.message for p in problems
    )


def test_edited_prompt(copy: Path) -> None:
    target = copy / "maze_nav_task" / "maze_nav_0001" / "prompt.txt"
    target.write_text("Draw a cat.\n")
    problems = [str(p) for p in validate(copy)]
    assert f"{target}: differs from the task's prompt" in problems


def test_wrong_image_size(copy: Path) -> None:
    target = copy / "maze_nav_task" / "maze_nav_0000" / "final_frame.png"
    target.write_bytes(png_bytes(np.zeros((100, 150, 3), dtype=np.uint8)))
    problems = validate(copy)
    assert any(p.path == target and "150×100, expected 768×512" in p.message for p in problems)


def test_corrupt_png_and_bad_json(copy: Path) -> None:
    png = copy / "rotation_puzzle_task" / "rotation_puzzle_0000" / "first_frame.png"
    png.write_bytes(b"not a png")
    meta = copy / "rotation_puzzle_task" / "rotation_puzzle_0002" / "question_metadata.json"
    meta.write_text("{broken")
    problems = validate(copy)
    assert any(p.path == png and "not a readable image" in p.message for p in problems)
    assert any(p.path == meta and "not valid JSON" in p.message for p in problems)


def test_first_frame_not_matching_metadata_or_solved(copy: Path) -> None:
    qdir = copy / "rotation_puzzle_task" / "rotation_puzzle_0000"
    meta = json.loads((qdir / "question_metadata.json").read_text())
    meta["squares"][0]["initial_angle"] = (meta["squares"][0]["initial_angle"] + 90) % 360
    meta["min_turns"] = min_turns(rotation_puzzle.state_of(meta))  # keep the schema consistent
    (qdir / "question_metadata.json").write_text(json.dumps(meta))
    qdir2 = copy / "rotation_puzzle_task" / "rotation_puzzle_0001"
    shutil.copy(qdir2 / "final_frame.png", qdir2 / "first_frame.png")
    problems = [str(p) for p in validate(copy)]
    assert f"{qdir / 'first_frame.png'}: does not show the metadata's initial angles" in problems
    assert any(
        m.startswith(str(qdir2 / "first_frame.png")) and "does not show the metadata" in m
        for m in problems
    )


def test_schema_problem_and_final_frame_unsolved(copy: Path) -> None:
    qdir = copy / "maze_nav_task" / "maze_nav_0001"
    meta = json.loads((qdir / "question_metadata.json").read_text())
    del meta["optimal_path"]
    (qdir / "question_metadata.json").write_text(json.dumps(meta))
    q0 = copy / "maze_nav_task" / "maze_nav_0000"
    shutil.copy(q0 / "first_frame.png", q0 / "final_frame.png")
    problems = [str(p) for p in validate(copy)]
    assert f"{qdir / 'question_metadata.json'}: key 'optimal_path' missing or not list" in problems
    assert any(
        m.startswith(str(q0 / "final_frame.png")) and "player on the goal" in m for m in problems
    )


def test_tampered_bytes_and_extra_question(copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    png = copy / "rotation_puzzle_task" / "rotation_puzzle_0002" / "final_frame.png"
    img = read_png(png).copy()
    img[0, 0] = (0, 0, 0)  # one pixel: still decodes, but the hash changes
    png.write_bytes(png_bytes(img))
    shutil.copytree(copy / "rotation_puzzle_task" / "rotation_puzzle_0000",
                    copy / "rotation_puzzle_task" / "rotation_puzzle_0009")  # fmt: skip
    problems = [str(p) for p in validate(copy)]
    assert f"{png}: sha256 differs from manifest.json" in problems
    assert f"{copy / 'rotation_puzzle_task'}: manifest lists 3 questions, found 4" in problems
    assert any("rotation_puzzle_0009/question_metadata.json: task_id" in m for m in problems)
    assert main(["validate", str(copy)]) == 1
    out = capsys.readouterr().out
    assert str(png) in out


def test_not_a_dataset(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert [str(p) for p in validate(tmp_path / "missing")] == [
        f"{tmp_path / 'missing'}: not a folder"
    ]
    assert "holds no dataset" in str(validate(tmp_path)[0])
    assert main(["validate", str(tmp_path)]) == 1
