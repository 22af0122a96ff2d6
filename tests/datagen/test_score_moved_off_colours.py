"""Issue 36, round 26: squares that slide after the answer, on a video whose grade has left the
first frame's colours, never leave ``squares_kept`` True.

Set v20's v20_023 (inside: a square that slides after the answer, a reaction-video layout, a
zoom punch-in and a vignette) had 0.82-0.85 of its pixels near the puzzle's colours on every
frame from the punch-in on, under the 0.9 the scorer asks of a frame that does not register.
Its slid frames did not register (the slide pulls the fit), so they were skipped as trailing
non-puzzle frames, and ``squares_kept`` read True from the answer before them (labelled False).
Here the same with small synthetic frames: the question, then the answer under a vignette,
then the answer with two squares slid 60 px (the fit refuses them) under the same vignette.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from datagen.moved_in_place import changed_in_own_colours


@pytest.fixture(scope="module")
def puzzles(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from datagen import rotation_puzzle

    root = tmp_path_factory.mktemp("q")
    rotation_puzzle.create_dataset(num_samples=1, seed=3, out_dir=root)
    return root / "rotation_puzzle_task"


def _frame(puzzles: Path, name: str) -> np.ndarray:
    from datagen.io import read_png

    return read_png(puzzles / "rotation_puzzle_0000" / name)[..., :3]


def _slid(puzzles: Path, frame: np.ndarray, squares: tuple[int, ...], dx: int) -> np.ndarray:
    """``frame`` with each of ``squares`` moved ``dx`` px sideways over the background."""
    meta = json.loads((puzzles / "rotation_puzzle_0000" / "question_metadata.json").read_text())
    out = frame.copy()
    for k in squares:
        x0, y0, x1, y1 = meta["squares"][k]["position"]["box"]
        out[y0:y1, x0:x1] = frame[2, 2]
        out[y0:y1, x0 + dx : x1 + dx] = frame[y0:y1, x0:x1]
    return out


def _vignette(frame: np.ndarray, strength: float = 0.15) -> np.ndarray:
    """``frame`` darkened toward its corners: its background there leaves the puzzle's colours."""
    h, w = frame.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w]
    r2 = ((xx - w / 2) / (w / 2)) ** 2 + ((yy - h / 2) / (h / 2)) ** 2
    gain = (1 - strength * r2)[..., None]
    return np.clip(frame.astype(np.float32) * gain, 0, 255).astype(np.uint8)


def _score(puzzles: Path, tmp_path: Path, clip: list[np.ndarray]) -> dict:
    from datagen.io import png_bytes
    from datagen.score import score

    folder = tmp_path / "videos" / "rotation_puzzle_0000"
    folder.mkdir(parents=True)
    for i, frame in enumerate(clip):
        (folder / f"frame_{i:03d}.png").write_bytes(png_bytes(frame))
    return score(puzzles, tmp_path / "videos", tmp_path / "s.csv").rows[0]


# Labelled before the change. A careful viewer: two squares left their places after the answer,
# so they were not kept; nothing placed them (the frames do not register): unknown, never True.
def test_squares_slid_off_the_fit_leave_kept_unknown(puzzles: Path, tmp_path: Path) -> None:
    first, final = _frame(puzzles, "first_frame.png"), _frame(puzzles, "final_frame.png")
    slid = _vignette(_slid(puzzles, final, (2, 3), -60))
    row = _score(puzzles, tmp_path, [first] * 3 + [_vignette(final)] * 3 + [slid] * 3)
    assert row["frames_skipped_end"] == 3, row  # the case: the slid frames do not register
    assert row["squares_kept"] is not True, row


# The other side, labelled before the change: the answer under the vignette, then a white card
# or a fade far darker: the video's own end. Every square was read at its place: kept, solved.
@pytest.mark.parametrize("end", ["white card", "dark fade"])
def test_an_end_card_after_the_answer_stays_kept(puzzles: Path, tmp_path: Path, end: str) -> None:
    first, final = _frame(puzzles, "first_frame.png"), _frame(puzzles, "final_frame.png")
    tail = np.full_like(first, 255) if end == "white card" else _vignette(final, 0.6)
    row = _score(puzzles, tmp_path, [first] * 3 + [_vignette(final)] * 3 + [tail] * 3)
    assert row["frames_skipped_end"] == 3, row
    assert row["solved"] is True, row
    assert row["squares_kept"] is True, row


def _shares(canvas: np.ndarray) -> tuple[float, np.ndarray]:
    """A stand-in for the scorer's colour shares: the canvas holds them (near, then per colour)."""
    return float(canvas[0]), canvas[1:]


@pytest.mark.parametrize(
    ("before", "after", "moved", "changed"),
    [
        # v20_023's last read frame and its first slid one (near; background, fill, pipes).
        ((0.820, 0.146, 0.638, 0.036), (0.821, 0.271, 0.514, 0.036), True, True),
        # Further off the colours than the slack: a fade or a card.
        ((0.820, 0.146, 0.638, 0.036), (0.780, 0.271, 0.514, 0.036), True, False),
        # As near, but the pipes' colour gone under half its share: a fade to white.
        ((0.820, 0.146, 0.638, 0.036), (0.900, 0.600, 0.300, 0.010), True, False),
        # The same colours and nothing moved: the same board.
        ((0.820, 0.146, 0.638, 0.036), (0.820, 0.146, 0.638, 0.036), False, False),
    ],
)
def test_changed_in_own_colours_asks_each(
    before: tuple[float, ...], after: tuple[float, ...], moved: bool, changed: bool
) -> None:
    last, canvas = np.array(before), np.array(after)
    assert changed_in_own_colours(last, canvas, _shares, lambda c: moved) is changed
