"""Issue 36, round 23: puzzle frames between two read frames that are not the puzzle are read.

Set v18's v18_000 (a wrong last move at 12 fps, a white fade last): one read frame in the
middle did not register as the puzzle (a flicker pushed its contrast past the limit), so the
trailing non-puzzle run was taken to start there; the next read frame was the fade's first,
and the three frames between them, the puzzle with its wrong last board, were never read. The
verdicts came from the answer shown before: ``solved`` and ``stayed_solved`` True, labelled
False.
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


def _turned(final: np.ndarray, box: list[int]) -> np.ndarray:
    """The answer with one square's picture turned a quarter: a wrong board."""
    x0, y0, x1, y1 = box
    out = final.copy()
    out[y0:y1, x0:x1] = np.rot90(final[y0:y1, x0:x1]).copy()
    return out


def _score(question: Path, tmp_path: Path, clip: list[np.ndarray]) -> dict:
    from datagen.io import png_bytes
    from datagen.score import score

    folder = tmp_path / "videos" / "rotation_puzzle_0000"
    folder.mkdir(parents=True)
    for i, frame in enumerate(clip):
        (folder / f"frame_{i:03d}.png").write_bytes(png_bytes(frame))
    report = score(question, tmp_path / "videos", tmp_path / "s.csv")
    return {r["task_id"]: r for r in report.rows}["rotation_puzzle_0000"]


# Labelled before the change. Frames 0-3 the question, 4-7 the answer, 8 a frame of another
# picture (noise), 9-11 the answer with square 0 turned away (a wrong board), 12-15 white.
# A careful viewer: the last puzzle frame is 11, not solved; it was solved at 4 and did not
# stay so; the white frames are skipped at the end.
def test_puzzle_frames_after_a_glitch_in_the_trail_are_read(question: Path, tmp_path: Path) -> None:
    from datagen.io import read_json, read_png

    folder = question / "rotation_puzzle_0000"
    first, final = read_png(folder / "first_frame.png"), read_png(folder / "final_frame.png")
    box = read_json(folder / "question_metadata.json")["squares"][0]["position"]["box"]
    wrong = _turned(final, box)
    glitch = np.random.default_rng(5).integers(0, 256, first.shape, dtype=np.uint8)
    white = np.full_like(first, 255)
    clip = [first] * 4 + [final] * 4 + [glitch] + [wrong] * 3 + [white] * 4
    row = _score(question, tmp_path, clip)
    assert row["solved"] is False, row
    assert row["stayed_solved"] is False, row
    assert row["first_solved_frame"] == 4, row
    assert row["frames_skipped_end"] == 4, row


# The other side, labelled before the change: the same clip without the wrong board (the
# answer again after the glitch) stays solved, and the end is still found at frame 12.
def test_answer_after_a_glitch_in_the_trail_stays_solved(question: Path, tmp_path: Path) -> None:
    from datagen.io import read_png

    folder = question / "rotation_puzzle_0000"
    first, final = read_png(folder / "first_frame.png"), read_png(folder / "final_frame.png")
    glitch = np.random.default_rng(5).integers(0, 256, first.shape, dtype=np.uint8)
    white = np.full_like(first, 255)
    clip = [first] * 4 + [final] * 4 + [glitch] + [final] * 3 + [white] * 4
    row = _score(question, tmp_path, clip)
    assert row["solved"] is True and row["stayed_solved"] is True, row
    assert row["first_solved_frame"] == 4, row
    assert row["frames_skipped_end"] == 4, row
