"""Video writing/reading and the command line's exit codes and one-line errors."""

from __future__ import annotations

import io
import subprocess
import sys
import zlib
from itertools import pairwise
from pathlib import Path

import numpy as np
import pytest

from datagen.__main__ import main
from datagen.base import Task
from datagen.io import DatasetError, adler32_combine, png_bytes, read_png
from datagen.maze_nav import TASK as MAZE_TASK
from datagen.rotation_puzzle import TASK as ROTATION_TASK
from datagen.video import (
    iter_with_holds,
    last_frame,
    read_video_frames,
    with_holds,
    write_mp4,
)
from envs.maze_nav.render import read_frame
from envs.rotation_puzzle.decode import decode_frame

ROOT = Path(__file__).resolve().parents[2]


def _spec(task: Task, seed: int = 0) -> dict:
    return task.plan(1, np.random.SeedSequence(seed), task.options())[0]


def test_rotation_video_turns_smoothly_from_first_to_final() -> None:
    spec = _spec(ROTATION_TASK, 4)
    meta = ROTATION_TASK.metadata(spec)
    frames = ROTATION_TASK.video_frames(spec, frames_per_move=5)
    first, final = ROTATION_TASK.frames(spec)
    assert len(frames) == 1 + 5 * meta["min_turns"]
    assert np.array_equal(frames[0], first) and np.array_equal(frames[-1], final)
    # Part-way frames are not clean pictures: the squares really turn between the two.
    assert not decode_frame(frames[2]).readable
    steps = [np.abs(a.astype(int) - b).mean() for a, b in pairwise(frames)]
    assert max(steps) < 10  # no jumps: each frame differs a little from the last


def test_maze_video_walks_the_optimal_path() -> None:
    spec = _spec(MAZE_TASK, 1)
    meta = MAZE_TASK.metadata(spec)
    frames = MAZE_TASK.video_frames(spec, frames_per_move=3)
    assert len(frames) == 1 + 3 * meta["min_moves"]
    size = meta["size"]
    for k, cell in enumerate(meta["optimal_path"]):
        r = read_frame(frames[3 * k], size)
        assert r.readable and tuple(np.argwhere(r.codes == 2)[0]) == tuple(cell)
    assert read_frame(frames[-1], size).player_on_goal


def test_write_read_roundtrip_and_determinism(tmp_path: Path) -> None:
    spec = _spec(ROTATION_TASK, 2)
    frames = with_holds(ROTATION_TASK.video_frames(spec, 2), hold=1)
    write_mp4(tmp_path / "a.mp4", frames, 8)
    write_mp4(tmp_path / "b.mp4", frames, 8)
    assert (tmp_path / "a.mp4").read_bytes() == (tmp_path / "b.mp4").read_bytes()
    back = read_video_frames(tmp_path / "a.mp4")
    assert len(back) == len(frames) and back[0].shape == (512, 768, 3)
    assert decode_frame(back[-1]).solved is True
    assert np.abs(back[-1].astype(int) - frames[-1]).mean() < 3  # H.264 is close, not exact


def test_streamed_video_frames_and_holds_match_the_lists() -> None:
    for task, spec in ((ROTATION_TASK, _spec(ROTATION_TASK, 2)), (MAZE_TASK, _spec(MAZE_TASK, 0))):
        listed = with_holds(task.video_frames(spec, 2), hold=2)
        stream = iter_with_holds(task.iter_video_frames(spec, 2), hold=2)
        assert [f.tobytes() for f in stream] == [f.tobytes() for f in listed]
        assert len(listed) == len(task.video_frames(spec, 2)) + 4
    assert list(iter_with_holds(iter([]))) == []


def test_video_errors(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="frames is empty"):
        write_mp4(tmp_path / "x.mp4", [], 8)
    with pytest.raises(DatasetError, match="video is missing"):
        read_video_frames(tmp_path / "none.mp4")
    (tmp_path / "frames").mkdir()
    with pytest.raises(DatasetError, match="frame folder holds no images"):
        last_frame(tmp_path / "frames")
    img = np.zeros((512, 768, 3), dtype=np.uint8)
    (tmp_path / "frames" / "002.png").write_bytes(png_bytes(img + 9))
    (tmp_path / "frames" / "001.png").write_bytes(png_bytes(img))
    assert int(last_frame(tmp_path / "frames")[0, 0, 0]) == 9


def test_png_bytes_are_deterministic_and_metadata_free() -> None:
    img = ROTATION_TASK.frames(_spec(ROTATION_TASK))[0]
    data = png_bytes(img)
    assert data == png_bytes(img.copy())
    for chunk in (b"tIME", b"tEXt", b"iTXt", b"zTXt"):
        assert chunk not in data


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--task", "tetris"], "task 'tetris' is not known"),
        (["--task", "rotation_puzzle", "--difficulties", "extreme"], "difficulty 'extreme'"),
        (
            ["--task", "rotation_puzzle", "--pairs-per-domain", "0"],
            "pairs_per_domain=0 is not allowed",
        ),
        (
            ["--task", "rotation_puzzle", "--pairs-per-domain", "x"],
            "'x' is not allowed; allowed: an integer",
        ),
        (["--task", "maze_nav", "--difficulties", "easy"], "--difficulties applies to"),
        (["--task", "maze_nav", "--shapes", "blob"], "shape 'blob' is not known"),
        (["--pairs-per-domain", "3"], "--task"),
    ],
)
def test_cli_bad_arguments_exit_2_one_line(
    argv: list[str], needle: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*argv, "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and needle in err[0]
    assert list(tmp_path.iterdir()) == []


def test_cli_export_refuses_a_different_dataset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["--task", "rotation_puzzle", "--out", str(tmp_path), "--no-progress", "--workers", "1"]
    assert main([*base, "--pairs-per-domain", "2"]) == 0
    assert main([*base, "--pairs-per-domain", "2"]) == 0
    assert "already holds this dataset" in capsys.readouterr().out
    assert main([*base, "--pairs-per-domain", "3", "--seed", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "rotation_puzzle_task: already holds a different dataset" in err[0]
    assert main([*base, "--pairs-per-domain", "3", "--seed", "1", "--overwrite"]) == 0
    assert len(list((tmp_path / "rotation_puzzle_task").glob("rotation_puzzle_*"))) == 3


def test_python_dash_m_datagen(tmp_path: Path) -> None:
    cmd = [sys.executable, "-m", "datagen", "--task", "maze_nav", "--pairs-per-domain", "2",
           "--out", str(tmp_path), "--seed", "0", "--shapes", "Z", "--no-progress"]  # fmt: skip
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "wrote 2 questions" in done.stdout
    img = read_png(tmp_path / "maze_nav_task" / "maze_nav_0001" / "first_frame.png")
    assert img.shape == (512, 768, 3)
    done = subprocess.run([sys.executable, "-m", "datagen", "validate", str(tmp_path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0 and done.stdout.strip().endswith("OK")


@pytest.mark.parametrize("shape", [(1, 1, 3), (7, 5, 3), (37, 53, 3), (300, 17, 3)])
def test_png_bytes_decode_exactly(shape: tuple[int, int, int]) -> None:
    from PIL import Image

    rng = np.random.default_rng(sum(shape))
    img = rng.integers(0, 256, shape, dtype=np.uint8)
    img[shape[0] // 2 :] = img[shape[0] // 2]  # repeated rows: the all-zero band path
    for _ in range(2):  # second pass is served from the band cache, same bytes
        data = png_bytes(img)
        assert np.array_equal(np.asarray(Image.open(io.BytesIO(data)).convert("RGB")), img)
    assert data == png_bytes(img)
    with pytest.raises(ValueError, match="H×W×3"):
        png_bytes(np.zeros((4, 4), dtype=np.uint8))


def test_adler32_combine_matches_zlib() -> None:
    rng = np.random.default_rng(0)
    for n1, n2 in [(0, 5), (10, 0), (1000, 70000), (123457, 99999)]:
        x, y = rng.bytes(n1), rng.bytes(n2)
        assert adler32_combine(zlib.adler32(x), zlib.adler32(y), n2) == zlib.adler32(x + y)
