"""Issue 36, round 25: a video on which no square was ever read never reads ``squares_kept``
True.

Set v20's v20_090 (outside the envelope: another question's board under a caption and a
vignette, then a card): its one puzzle frame read every square covered, no later frame was
the puzzle, and ``squares_kept`` read True beside the reason "squares 0, 1, 2, 3 covered on
the last puzzle frame". Here the same with small synthetic frames: the question's board
blended half-way with another question's board, held, then a white card.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest


@pytest.fixture(scope="module")
def puzzles(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from datagen import rotation_puzzle

    root = tmp_path_factory.mktemp("q")
    rotation_puzzle.create_dataset(num_samples=2, seed=3, out_dir=root)
    return root / "rotation_puzzle_task"


def _frame(puzzles: Path, k: int, name: str) -> np.ndarray:
    from datagen.io import read_png

    return read_png(puzzles / f"rotation_puzzle_{k:04d}" / name)


def _score(puzzles: Path, tmp_path: Path, clip: list[np.ndarray]) -> dict:
    from datagen.io import png_bytes
    from datagen.score import score

    folder = tmp_path / "videos" / "rotation_puzzle_0000"
    folder.mkdir(parents=True)
    for i, frame in enumerate(clip):
        (folder / f"frame_{i:03d}.png").write_bytes(png_bytes(frame))
    report = score(puzzles, tmp_path / "videos", tmp_path / "s.csv")
    return {r["task_id"]: r for r in report.rows}["rotation_puzzle_0000"]


def _half_way(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return ((a.astype(np.float32) + b.astype(np.float32)) / 2).astype(np.uint8)


# Labelled before the change. A careful viewer: every square is a double exposure on every
# frame, so whether any square stayed at its place cannot be said: unknown, never True.
def test_no_square_read_on_any_frame_leaves_kept_unknown(puzzles: Path, tmp_path: Path) -> None:
    first, other = _frame(puzzles, 0, "first_frame.png"), _frame(puzzles, 1, "first_frame.png")
    white = np.full_like(first, 255)
    row = _score(puzzles, tmp_path, [_half_way(first, other)] * 3 + [white] * 4)
    assert row["unknown_squares"] == "0;1;2;3", row  # the case: nothing read
    assert row["squares_kept"] is None, row


# The other side, labelled before the change: the question's board read whole, then the
# answer, then a white card. Every square was read at its place: kept, solved.
def test_squares_read_at_their_place_stay_kept(puzzles: Path, tmp_path: Path) -> None:
    first, final = _frame(puzzles, 0, "first_frame.png"), _frame(puzzles, 0, "final_frame.png")
    white = np.full_like(first, 255)
    row = _score(puzzles, tmp_path, [first] * 3 + [final] * 3 + [white] * 3)
    assert row["solved"] is True, row
    assert row["squares_kept"] is True, row
