"""The video scorer, tested on videos the package makes itself."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from datagen import maze_nav, rotation_puzzle
from datagen.__main__ import main
from datagen.export import export
from datagen.io import ArgumentError, png_bytes, read_png
from datagen.registry import get_task
from datagen.score import estimate_shift, score
from datagen.video import write_mp4
from envs.rotation_puzzle.logic import solve
from envs.rotation_puzzle.render import BACKGROUND, rotation_frames

FPS = 8
FPM = 2


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("q")
    export("rotation_puzzle", 3, {}, seed=7, out=root, workers=1, video=True, fps=FPS,
           frames_per_move=FPM)  # fmt: skip
    export("maze_nav", 2, {"shapes": ["C"]}, seed=7, out=root, workers=1, video=True, fps=FPS,
           frames_per_move=FPM)  # fmt: skip
    return root


def _meta(questions: Path, task_id: str) -> dict:
    domain = task_id.rsplit("_", 1)[0]
    path = questions / f"{domain}_task" / task_id / "question_metadata.json"
    return json.loads(path.read_text())


def _rows(csv_path: Path) -> dict[str, dict[str, str]]:
    with open(csv_path, newline="") as fh:
        return {r["task_id"]: r for r in csv.DictReader(fh)}


def _single_turn_square(meta: dict) -> int:
    """A square needing exactly one quarter-turn (turning it the other way gives a new picture)."""
    for sq in meta["squares"]:
        if sq["initial_angle"] in (90, 270):
            return sq["index"]
    raise AssertionError("no single-turn square")


def test_ground_truth_videos_score_solved(questions: Path, tmp_path: Path) -> None:
    videos = tmp_path / "videos"
    videos.mkdir()
    for gt in questions.rglob("ground_truth.mp4"):
        shutil.copy(gt, videos / f"{gt.parent.name}.mp4")
    report = score(questions, videos)
    assert report.errors == []
    assert len(report.rows) == 5
    assert all(r["solved"] and r["readable"] and r["status"] == "ok" for r in report.rows)
    assert not any(r["camera_drift"] or r["squares_moved"] for r in report.rows)
    assert report.summary["overall"]["solve_rate"] == 1.0
    rows = _rows(videos / "scores.csv")
    assert rows["rotation_puzzle_0000"]["solved"] == "True"
    summary = json.loads((videos / "scores.summary.json").read_text())
    assert summary["overall"]["solved"] == 5


def test_bad_videos_do_not_score_solved(questions: Path, tmp_path: Path) -> None:
    videos = tmp_path / "videos"
    videos.mkdir()
    # rotation_puzzle_0000: stops early (before the last turn ends).
    spec0 = _meta(questions, "rotation_puzzle_0000")
    state0 = rotation_puzzle.state_of(spec0)
    frames = rotation_frames(state0, solve(state0), frames_per_turn=4)
    write_mp4(videos / "rotation_puzzle_0000.mp4", [frames[0], *frames[:-4]], FPS)
    # rotation_puzzle_0001: one square turned the wrong way.
    spec1 = _meta(questions, "rotation_puzzle_0001")
    state1 = rotation_puzzle.state_of(spec1)
    i = _single_turn_square(spec1)
    actions = [a ^ 1 if a // 2 == i else a for a in solve(state1)]
    write_mp4(videos / "rotation_puzzle_0001.mp4", rotation_frames(state1, actions, 2), FPS)
    # rotation_puzzle_0002: solved, then ends on a blank frame (a trailing non-puzzle frame:
    # skipped, the verdicts are the last puzzle frame's).
    spec2 = _meta(questions, "rotation_puzzle_0002")
    state2 = rotation_puzzle.state_of(spec2)
    blank = np.empty((512, 768, 3), dtype=np.uint8)
    blank[:] = BACKGROUND
    write_mp4(
        videos / "rotation_puzzle_0002.mp4",
        [*rotation_frames(state2, solve(state2), 2), blank],
        FPS,
    )
    # maze_nav_0000: the player stops one step short.
    mspec = _meta(questions, "maze_nav_0000")
    mframes = maze_nav.TASK.video_frames(mspec, FPM)
    write_mp4(videos / "maze_nav_0000.mp4", mframes[:-FPM], FPS)
    # maze_nav_0001: missing.
    report = score(questions, videos)
    rows = {r["task_id"]: r for r in report.rows}
    assert not any(r["solved"] for k, r in rows.items() if k != "rotation_puzzle_0002")
    assert rows["rotation_puzzle_0000"]["status"] == "ok"
    assert rows["rotation_puzzle_0001"]["readable"] and rows["rotation_puzzle_0001"][
        "wrong_squares"
    ] == str(i)
    blank_end = rows["rotation_puzzle_0002"]
    assert blank_end["readable"] and blank_end["solved"], blank_end
    assert blank_end["ended_on_non_puzzle"] and blank_end["frames_skipped_end"] == 1, blank_end
    assert rows["maze_nav_0000"]["readable"] and not rows["maze_nav_0000"]["solved"]
    assert rows["maze_nav_0001"]["status"] == "missing"
    assert report.errors == []  # a question without a video is a row, not an error
    assert report.summary["overall"]["missing"] == 1


def test_frame_folder_camera_drift_and_moved_square(questions: Path, tmp_path: Path) -> None:
    qdir = questions / "rotation_puzzle_task" / "rotation_puzzle_0000"
    final = read_png(qdir / "final_frame.png")
    meta = json.loads((qdir / "question_metadata.json").read_text())
    videos = tmp_path / "videos"
    # A frame folder whose last frame (by name) is the whole picture shifted: camera drift.
    drift = videos / "rotation_puzzle_0000"
    drift.mkdir(parents=True)
    (drift / "frame_000.png").write_bytes(png_bytes(final))
    (drift / "frame_001.png").write_bytes(png_bytes(np.roll(final, (6, -9), axis=(0, 1))))
    # One square slid 8 px right and down: moved, though its pipes still connect.
    moved = final.copy()
    x0, y0, x1, y1 = meta["squares"][3]["position"]["box"]
    moved[y0:y1, x0:x1] = BACKGROUND
    moved[y0 + 8 : y1 + 8, x0 + 8 : x1 + 8] = final[y0:y1, x0:x1]
    (videos / "rotation_puzzle_0001").mkdir()
    qdir1 = questions / "rotation_puzzle_task" / "rotation_puzzle_0001"
    final1 = read_png(qdir1 / "final_frame.png")
    moved1 = final1.copy()
    moved1[y0:y1, x0:x1] = BACKGROUND
    moved1[y0 + 8 : y1 + 8, x0 + 8 : x1 + 8] = final1[y0:y1, x0:x1]
    (videos / "rotation_puzzle_0001" / "last.png").write_bytes(png_bytes(moved1))
    report = score(questions / "rotation_puzzle_task", videos)
    rows = {r["task_id"]: r for r in report.rows}
    r0, r1 = rows["rotation_puzzle_0000"], rows["rotation_puzzle_0001"]
    # The state is still read (a person could); the drift is its own verdict.
    assert r0["camera_drift"] and r0["solved"]
    # Measured on the frame scanned at half resolution: within a pixel.
    assert abs(r0["shift_x"] + 9.0) <= 1 and abs(r0["shift_y"] - 6.0) <= 1
    assert r1["squares_moved"] == "3" and not r1["solved"] and not r1["camera_drift"]


def test_a_slid_square_says_how_far_and_how_many_stayed(questions: Path) -> None:
    # What the scorer needs to trust a frame read through a stale map: the distance a square
    # is off its place (a slide of 20 px, far beyond a stale map's few px) and how many squares
    # sit at theirs.
    qdir = questions / "rotation_puzzle_task" / "rotation_puzzle_0000"
    final = read_png(qdir / "final_frame.png")
    meta = json.loads((qdir / "question_metadata.json").read_text())
    x0, y0, x1, y1 = meta["squares"][3]["position"]["box"]
    slid = final.copy()
    slid[y0:y1, x0:x1] = BACKGROUND
    slid[y0:y1, x0 + 20 : x1 + 20] = final[y0:y1, x0:x1]
    task = get_task("rotation_puzzle")
    verdict = task.score_frame(meta, slid)
    assert verdict["squares_moved"] == [3], verdict
    assert verdict["moved_px"][0] == pytest.approx(20, abs=1.5), verdict
    assert verdict["squares_in_place"] == len(meta["squares"]) - 1, verdict
    clean = task.score_frame(meta, final)
    assert clean["moved_px"] == [] and clean["squares_in_place"] == len(meta["squares"])


def test_estimate_shift_recovers_a_known_shift(questions: Path) -> None:
    first = read_png(questions / "maze_nav_task" / "maze_nav_0000" / "first_frame.png")
    dx, dy, peak = estimate_shift(first, np.roll(first, (-4, 11), axis=(0, 1)))
    assert (dx, dy) == (11.0, -4.0) and peak > 0.1
    blank = np.full_like(first, 200)
    assert estimate_shift(first, blank)[2] < 0.05


def test_resized_frames_are_scored(questions: Path, tmp_path: Path) -> None:
    from PIL import Image

    qdir = questions / "rotation_puzzle_task" / "rotation_puzzle_0002"
    small = Image.open(qdir / "final_frame.png").resize((384, 256), Image.BILINEAR)
    (tmp_path / "rotation_puzzle_0002").mkdir()
    small.save(tmp_path / "rotation_puzzle_0002" / "f.png")
    report = score(questions / "rotation_puzzle_task", tmp_path)
    rows = {r["task_id"]: r for r in report.rows}
    assert rows["rotation_puzzle_0002"]["solved"]


def test_corrupt_video_cli_one_line_error_exit_2(
    questions: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "rotation_puzzle_0000.mp4").write_bytes(b"\x00\x00\x00\x18ftypmp42 not really")
    (tmp_path / "rotation_puzzle_0001.mp4").write_bytes(b"")
    code = main(["score", "--questions", str(questions / "rotation_puzzle_task"),
                 "--videos", str(tmp_path), "--no-progress"])  # fmt: skip
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert err[0].startswith(
        str(tmp_path / "rotation_puzzle_0000.mp4") + ": video could not be decoded"
    )
    assert err[1] == f"{tmp_path / 'rotation_puzzle_0001.mp4'}: video file is empty"
    assert not any("rotation_puzzle_0002" in line for line in err)  # missing: not an error
    rows = _rows(tmp_path / "scores.csv")
    assert rows["rotation_puzzle_0000"]["status"] == "corrupt"
    assert rows["rotation_puzzle_0002"]["status"] == "missing"


def test_score_missing_folders_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # A folder argument that does not exist is a bad argument (2), not bad data (1).
    assert main(["score", "--questions", str(tmp_path / "nope"), "--videos", str(tmp_path)]) == 2
    assert f"--questions={str(tmp_path / 'nope')!r} does not exist" in capsys.readouterr().err
    with pytest.raises(ArgumentError, match=r"videos='.*nope' does not exist; allowed: a folder"):
        score(tmp_path, tmp_path / "nope")
