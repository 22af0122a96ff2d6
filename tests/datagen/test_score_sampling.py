"""score reads the first and last frame in full and every SAMPLE_EVERY-th frame in between:
the same rows as reading every frame for our own videos, the exact first solved frame, a puzzle
unsolved again caught, and ``every`` checked."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from datagen import maze_nav, rotation_puzzle
from datagen.io import ArgumentError, png_bytes, read_png
from datagen.score import SAMPLE_EVERY, score

pytest.importorskip("imageio_ffmpeg")


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("q")
    for module in (rotation_puzzle, maze_nav):
        module.create_dataset(num_samples=2, seed=11, out_dir=root, workers=1, video=True,
                              frames_per_move=3)  # fmt: skip
    return root


def test_own_videos_give_the_same_csv_as_reading_every_frame(questions, tmp_path) -> None:
    videos = tmp_path / "videos"
    videos.mkdir()
    for truth in questions.rglob("ground_truth.mp4"):
        shutil.copy(truth, videos / f"{truth.parent.name}.mp4")
    out, states = {}, {}
    # What the read frames show between the first and the last: sampling may miss a state
    # held for fewer than SAMPLE_EVERY frames, so only these two columns may differ.
    # The camera's largest motion is over the frames read: the same within measurement noise.
    seen_columns = ("puzzle_states", "animated", "shift_x", "shift_y", "camera_scale",
                    "camera_angle")  # fmt: skip
    camera = {}
    for every in (1, SAMPLE_EVERY):
        report = score(questions, videos, tmp_path / f"scores-{every}.csv", every=every)
        assert len(report.rows) == 4 and all(r["solved"] for r in report.rows)
        assert all(r["frames"] > 2 * SAMPLE_EVERY for r in report.rows)
        out[every] = [
            {k: v for k, v in r.items() if k not in seen_columns and k != "video"}
            for r in report.rows
        ]
        states[every] = [r["puzzle_states"] for r in report.rows]
        camera[every] = np.array([[r[c] for c in seen_columns[2:]] for r in report.rows])
    assert out[1] == out[SAMPLE_EVERY]
    assert np.all(np.abs(camera[1] - camera[SAMPLE_EVERY]) <= [0.5, 0.5, 0.005, 0.3])
    # Every frame read sees at least the states the sampled frames see; at least the question
    # and the answer.
    assert all(a >= b >= 2 for a, b in zip(states[1], states[SAMPLE_EVERY], strict=True))


@pytest.mark.parametrize("every", [1, SAMPLE_EVERY])
def test_first_solved_frame_is_exact_and_unsolving_is_caught(questions, tmp_path, every):
    assert SAMPLE_EVERY == 4  # the frame numbers below put frame 8 in the solved run
    qdir = questions / "rotation_puzzle_task" / "rotation_puzzle_0000"
    first, final = read_png(qdir / "first_frame.png"), read_png(qdir / "final_frame.png")
    # Solved from frame 6 (between read frames 4 and 8), unsolved at 10-13, solved again.
    clip = [first] * 6 + [final] * 4 + [first] * 4 + [final] * 4
    folder = tmp_path / "videos" / "rotation_puzzle_0000"
    folder.mkdir(parents=True)
    for i, frame in enumerate(clip):
        (folder / f"frame_{i:03d}.png").write_bytes(png_bytes(frame))
    report = score(questions / "rotation_puzzle_task", tmp_path / "videos", tmp_path / "s.csv",
                   every=every)  # fmt: skip
    row = {r["task_id"]: r for r in report.rows}["rotation_puzzle_0000"]
    assert row["frames"] == len(clip) and row["solved"] and row["first_frame_matches"]
    assert row["first_solved_frame"] == 6 and not row["stayed_solved"] and row["squares_kept"]


def _covered(frame: np.ndarray, box: list[int]) -> np.ndarray:
    """``frame`` with a translucent white box over ``box`` (a mark crossing one square)."""
    out = frame.copy()
    x0, y0, x1, y1 = box
    out[y0:y1, x0:x1] = (out[y0:y1, x0:x1] * 0.45 + 255 * 0.55).astype(np.uint8)
    return out


@pytest.mark.parametrize("before", ["final", "first"])
def test_a_square_covered_at_the_end_is_read_from_the_same_board_before(
    questions, tmp_path, before
) -> None:
    """A mark covers a square on the last frame: when an earlier frame read whole shows the
    same board at rest and nothing moved since, ``solved`` is read from it; when the board was
    another (the question), it stays unknown: the covered square could be either."""
    qdir = questions / "rotation_puzzle_task" / "rotation_puzzle_0000"
    first, final = read_png(qdir / "first_frame.png"), read_png(qdir / "final_frame.png")
    meta = json.loads((qdir / "question_metadata.json").read_text())
    box = meta["squares"][2]["position"]["box"]
    held = final if before == "final" else first
    clip = [first] * 4 + [held] * 5 + [_covered(final, box)]
    folder = tmp_path / "videos" / "rotation_puzzle_0000"
    folder.mkdir(parents=True)
    for i, frame in enumerate(clip):
        (folder / f"frame_{i:03d}.png").write_bytes(png_bytes(frame))
    report = score(questions / "rotation_puzzle_task", tmp_path / "videos", tmp_path / "s.csv")
    row = {r["task_id"]: r for r in report.rows}["rotation_puzzle_0000"]
    assert row["unknown_squares"] == "2", row
    if before == "final":
        assert row["solved"] is True and row["first_solved_frame"] == 4, row
    else:
        assert row["solved"] is None and "covered" in row["reason"], row


def test_every_is_checked(questions, tmp_path) -> None:
    (tmp_path / "v").mkdir()
    for bad in (0, -1, True, 2.0, "4"):
        with pytest.raises(ArgumentError, match="every="):
            score(questions, tmp_path / "v", tmp_path / "s.csv", every=bad)  # type: ignore[arg-type]
    assert not (tmp_path / "s.csv").exists()


@pytest.mark.parametrize(
    ("value", "needle"),
    [("0", "--every=0 is not allowed; allowed: an integer 1..1000"), ("x", "invalid int value")],
)
def test_cli_every_is_checked(questions, tmp_path, capsys, value, needle) -> None:
    from datagen.__main__ import main

    (tmp_path / "v").mkdir()
    argv = ["score", "--questions", str(questions), "--videos", str(tmp_path / "v")]
    code = main([*argv, "--every", value, "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2 and needle in err and "Traceback" not in err
    assert not (tmp_path / "v" / "scores.csv").exists()
    assert main([*argv, "--every", "1", "--no-progress"]) == 0
    assert (tmp_path / "v" / "scores.csv").read_text().count("missing") == 4
