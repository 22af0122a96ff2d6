"""Issue 36, round 24: a board replaced by another, soft enough that its boundaries are near
none of the puzzle's colours, never reads ``squares_kept`` True.

Set v19's v19_032 (inside the envelope: a maze dissolving into another question's maze, a
roll and a 1.1 px blur at 1580 kbit/s H.265): the other maze did not register and only 0.897
of its pixels were near one of the question's colours (0.9 asked), so its frames were
skipped as the video's trailing non-puzzle frames and ``squares_kept`` read True from the
board shown before them (labelled False). Here the same with small synthetic frames: two
7×7 mazes of one seed, every frame blurred (sigma 3 px), the second one's frames last.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

cv2 = pytest.importorskip("cv2")


@pytest.fixture(scope="module")
def mazes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from datagen import maze_nav

    root = tmp_path_factory.mktemp("q")
    maze_nav.create_dataset(num_samples=4, seed=3, out_dir=root, size=7)
    return root / "maze_nav_task"


def _soft(frame: np.ndarray) -> np.ndarray:
    return cv2.GaussianBlur(frame, (0, 0), 3.0)


def _score(mazes: Path, tmp_path: Path, clip: list[np.ndarray]) -> dict:
    from datagen.io import png_bytes
    from datagen.score import score

    folder = tmp_path / "videos" / "maze_nav_0000"
    folder.mkdir(parents=True)
    for i, frame in enumerate(clip):
        (folder / f"frame_{i:03d}.png").write_bytes(png_bytes(frame))
    report = score(mazes, tmp_path / "videos", tmp_path / "s.csv")
    return {r["task_id"]: r for r in report.rows}["maze_nav_0000"]


def _frame(mazes: Path, k: int, name: str) -> np.ndarray:
    from datagen.io import read_png

    return read_png(mazes / f"maze_nav_{k:04d}" / name)


# Labelled before the change. Frames 0-5 question 0's maze, 6-11 question 3's maze (its
# other walls, its own player and goal), all soft. A careful viewer: the board was replaced,
# not solved, so not kept; where the scorer cannot place the other board, kept is unknown,
# never True.
def test_a_soft_replaced_maze_is_never_read_kept(mazes: Path, tmp_path: Path) -> None:
    first, other = _frame(mazes, 0, "first_frame.png"), _frame(mazes, 3, "first_frame.png")
    row = _score(mazes, tmp_path, [_soft(first)] * 6 + [_soft(other)] * 6)
    assert row["readable"] is True, row
    assert row["solved"] is False, row
    assert row["squares_kept"] is not True, row


# The other side, labelled before the change: the same soft maze solved (the answer's frame),
# then a white card. Nothing but the question's own board is shown: kept, solved.
def test_a_soft_answer_before_a_white_card_stays_kept(mazes: Path, tmp_path: Path) -> None:
    first, final = _frame(mazes, 0, "first_frame.png"), _frame(mazes, 0, "final_frame.png")
    white = np.full_like(first, 255)
    row = _score(mazes, tmp_path, [_soft(first)] * 4 + [_soft(final)] * 4 + [white] * 4)
    assert row["solved"] is True, row
    assert row["squares_kept"] is True, row
    assert row["ended_on_non_puzzle"] is True, row


def _zoomed(frame: np.ndarray, zoom: float) -> np.ndarray:
    """``frame`` zoomed about its centre, its edges cut off (a camera past the envelope)."""
    h, w = frame.shape[:2]
    turn = cv2.getRotationMatrix2D((w / 2, h / 2), 0.0, zoom)
    return cv2.warpAffine(frame, turn, (w, h), flags=cv2.INTER_LINEAR)


# Labelled before the change (set v18's v18_083 and v18_086, outside the envelope, labelled
# kept): the question's own soft maze zoomed in past the frame's edges, then a white card.
# No other board is shown: kept is True, the zoom does not make it unknown.
def test_a_soft_maze_zoomed_past_the_edges_stays_kept(mazes: Path, tmp_path: Path) -> None:
    first = _frame(mazes, 0, "first_frame.png")
    zooms = [_zoomed(first, z) for z in (1.3, 1.35, 1.4)]
    clip = [_soft(first)] * 4 + [_soft(z) for z in zooms] + [np.full_like(first, 255)] * 2
    row = _score(mazes, tmp_path, clip)
    assert row["squares_kept"] is True, row


def test_flat_near_share_leaves_out_boundaries() -> None:
    """Two flat colours side by side, their boundary blurred: every flat pixel is near one
    of them, while a fifth of all pixels (the boundary) is near neither; a flat colour far
    from both is near none."""
    from datagen.palette_flat import flat_near_share

    picture = np.zeros((64, 64, 3), np.uint8)
    picture[:, 32:] = 250
    soft = _soft(picture)
    seen = np.array([[0, 0, 0], [250, 250, 250]])
    near, flat = flat_near_share(soft, seen, 40.0)
    assert near == 1.0 and 0.5 < flat < 1.0, (near, flat)
    grey = np.full((64, 64, 3), 128, np.uint8)
    assert flat_near_share(grey, seen, 40.0) == (0.0, 1.0)
    assert flat_near_share(grey[:3], seen, 40.0) == (0.0, 0.0)
