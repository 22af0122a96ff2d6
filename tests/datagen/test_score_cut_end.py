"""Issue 36, round 27: a camera that cuts the puzzle at the frame's edge after the last frame
read leaves the puzzle's end unknown, never a definite verdict.

Set v21's v21_081 (outside: a late zoom to 1.35 cutting a maze from its twelfth frame, the
player reaching the goal at frame 14) skipped the cut frames as trailing non-puzzle frames and
read ``solved`` False from the last whole frame, the player mid-way (labelled True). Here the
same with small synthetic frames: a maze question, then a zoom about the canvas's centre that
pushes the maze's outer rows past the frame's edge (:mod:`datagen.cut_end`).
"""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

from datagen.cut_end import CUT_END_REASON, contradicts, cut_after_last_puzzle, unknown_end


@pytest.fixture(scope="module")
def mazes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from datagen import maze_nav

    root = tmp_path_factory.mktemp("q")
    maze_nav.create_dataset(num_samples=1, seed=3, out_dir=root)
    return root / "maze_nav_task"


def _frame(mazes: Path, name: str) -> np.ndarray:
    from datagen.io import read_png

    return read_png(mazes / "maze_nav_0000" / name)[..., :3]


def _zoomed(frame: np.ndarray, scale: float, down: float) -> np.ndarray:
    """``frame`` blown up ``scale`` times about its centre and moved ``down`` px (its bottom
    rows pushed past the frame's edge when far enough)."""
    h, w = frame.shape[:2]
    warp = cv2.getRotationMatrix2D(((w - 1) / 2, (h - 1) / 2), 0.0, scale)
    warp[1, 2] += down
    return cv2.warpAffine(frame, warp, (w, h), flags=cv2.INTER_LINEAR)


def _score(mazes: Path, tmp_path: Path, clip: list[np.ndarray]) -> dict:
    from datagen.io import png_bytes
    from datagen.score import score

    folder = tmp_path / "videos" / "maze_nav_0000"
    folder.mkdir(parents=True)
    for i, frame in enumerate(clip):
        (folder / f"frame_{i:03d}.png").write_bytes(png_bytes(frame))
    return score(mazes, tmp_path / "videos", tmp_path / "s.csv").rows[0]


def _soft(frame: np.ndarray) -> np.ndarray:
    """``frame`` softened as a low-bitrate upscale is: v21_081's cut frames were under
    :data:`datagen.score.PALETTE_SHARE` near the puzzle's colours, so not read as the puzzle
    changed in place; a sharp synthetic zoom stays in them and is read through the last map."""
    return cv2.GaussianBlur(frame, (0, 0), 3.0)


# A late camera move over sixteen frames to a zoom of 1.1 and 90 px down: the 768x512 canvas's
# maze (rows 33-478) is whole on the first ramp frames read, then its bottom rows pass the
# frame's edge; the player is on the goal from the thirteenth ramp frame on.
RAMP = [(1 + 0.1 * k / 16, 90.0 * k / 16) for k in range(1, 17)]


# Labelled before the change. A careful viewer: the question, the camera moves in until the
# maze's bottom rows are cut off, and the player is then seen on the goal: solved. The scorer
# cannot read a cut maze, so the most it may say is unknown; never "not solved" (it said so).
def test_a_camera_cutting_the_maze_before_the_answer_leaves_solved_unknown(
    mazes: Path, tmp_path: Path
) -> None:
    first, final = _frame(mazes, "first_frame.png"), _frame(mazes, "final_frame.png")
    moved = [_zoomed(first if k < 12 else final, *z) for k, z in enumerate(RAMP)]
    clip = [_soft(f) for f in [first] * 3 + moved + [_zoomed(final, *RAMP[-1])] * 3]
    row = _score(mazes, tmp_path, clip)
    shown = {k: v for k, v in row.items() if k != "video"}
    assert row["readable"] is True, shown
    assert row["solved"] is None, shown
    assert row["stayed_solved"] is None, shown
    assert row["frames_skipped_end"] is None and row["ended_on_non_puzzle"] is None, shown
    assert CUT_END_REASON in row["reason"], shown
    assert row["first_frame_matches"] is True, shown


# The other side, labelled before the change: the question, the answer whole, then a white
# card. Nothing is cut: the card is trailing and the answer decides.
def test_an_answer_before_a_card_still_reads_solved(mazes: Path, tmp_path: Path) -> None:
    first, final = _frame(mazes, "first_frame.png"), _frame(mazes, "final_frame.png")
    card = np.full_like(first, 255)
    row = _score(mazes, tmp_path, [first] * 3 + [final] * 4 + [card] * 3)
    assert row["solved"] is True, row
    assert row["frames_skipped_end"] == 3, row
    assert CUT_END_REASON not in (row["reason"] or ""), row


def test_a_cut_counts_only_among_the_trailing_frames() -> None:
    assert cut_after_last_puzzle(10, 12)
    assert cut_after_last_puzzle(10, 10)
    assert not cut_after_last_puzzle(10, 9)  # the puzzle was read again after the cut
    assert not cut_after_last_puzzle(None, 12)  # no trailing frames
    assert not cut_after_last_puzzle(10, None)  # no frame cut


def test_the_end_left_unknown_keeps_an_earlier_reason() -> None:
    out = unknown_end({"reason": "squares 1 covered", "solved": False})
    assert out["solved"] is None and out["stayed_solved"] is None
    assert out["frames_skipped_end"] is None and out["ended_on_non_puzzle"] is None
    assert out["reason"] == f"squares 1 covered; {CUT_END_REASON}"
    assert unknown_end({"reason": ""})["reason"] == CUT_END_REASON


# The other side, labelled before the change (set v18's v18_083 and v18_086, gated on the
# videos themselves: a zoom past the envelope cutting an unsolved maze, read unsolved on every
# cut frame): a cut frame that agrees with the last whole one, or reads nothing, doubts nothing.
def test_only_a_cut_frame_that_disagrees_doubts_the_end() -> None:
    solved, unsolved = {"readable": True, "solved": True}, {"readable": True, "solved": False}
    assert contradicts(solved, unsolved) and contradicts(unsolved, solved)
    assert not contradicts(unsolved, unsolved) and not contradicts(solved, solved)
    assert not contradicts({"readable": False, "solved": True}, unsolved)  # read nothing
    assert not contradicts(solved, {"readable": False, "solved": False})
