"""Issue 36, round 22: the frame a video calibrates on is read, whatever frame before it turns
out to be the first puzzle frame.

Set v17's v17_028 (a title card, then a one-jump answer): the video calibrated on frame 8,
found its first puzzle frame among the frames kept before it (frame 5), and read those -- but
never frame 8 itself, the first frame showing the answer. ``first_solved_frame`` came out 9
(labelled 8) and ``animated`` unknown (labelled False: the frame before the answer showed the
question at rest).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest


@pytest.fixture(scope="module")
def question(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from datagen import rotation_puzzle

    root = tmp_path_factory.mktemp("q")
    rotation_puzzle.create_dataset(num_samples=1, seed=11, out_dir=root, workers=1)
    return root / "rotation_puzzle_task"


def _pictures(question: Path) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A title card (noise, not the puzzle), the question's first frame and its answer."""
    from datagen.io import read_png

    folder = question / "rotation_puzzle_0000"
    first, final = read_png(folder / "first_frame.png"), read_png(folder / "final_frame.png")
    card = np.random.default_rng(3).integers(0, 256, first.shape, dtype=np.uint8)
    return card, first, final


# Labelled before the change: a title card (frame 0), the question at rest (frames 1-3), then
# the answer from frame 4 on (the frame read every 4th calibrates): the first solved frame is
# 4, and the answer came in one jump (animated False).
def test_the_frame_that_calibrated_is_read(question: Path, tmp_path: Path) -> None:
    from datagen.io import png_bytes
    from datagen.score import score

    card, first, final = _pictures(question)
    clip = [card] + [first] * 3 + [final] * 8
    folder = tmp_path / "videos" / "rotation_puzzle_0000"
    folder.mkdir(parents=True)
    for i, frame in enumerate(clip):
        (folder / f"frame_{i:03d}.png").write_bytes(png_bytes(frame))
    report = score(question, tmp_path / "videos", tmp_path / "s.csv")
    row = {r["task_id"]: r for r in report.rows}["rotation_puzzle_0000"]
    assert row["frames_skipped_start"] == 1, row
    assert row["solved"] is True and row["first_frame_matches"] is True, row
    assert row["first_solved_frame"] == 4, row
    assert row["animated"] is False, row
