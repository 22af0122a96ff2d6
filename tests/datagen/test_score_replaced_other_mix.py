"""Issue 36, round 25: a board replaced by another whose colours are mixed otherwise (a maze
with far fewer open cells) never reads ``squares_kept`` True.

Set v20's v20_049 (inside the envelope: a portrait maze, wobble and grain at 2600 kbit/s,
replaced by another question's maze that is mostly walls): the other maze did not register,
and round 24's flat-pixel test asked each of the puzzle's content colours to cover a third of
its share on the first puzzle frame; the open floor covered 0.037 against 0.343, so the
replaced board was skipped as the video's trailing non-puzzle frames and ``squares_kept``
read True (labelled False). Here the same with small synthetic frames: question 2's 7x7 maze
(floor 0.22 of the canvas) replaced by question 1's (floor 0.04).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest


@pytest.fixture(scope="module")
def mazes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from datagen import maze_nav

    root = tmp_path_factory.mktemp("q")
    maze_nav.create_dataset(num_samples=4, seed=3, out_dir=root, size=7)
    return root / "maze_nav_task"


def _frame(mazes: Path, k: int, name: str) -> np.ndarray:
    from datagen.io import read_png

    return read_png(mazes / f"maze_nav_{k:04d}" / name)


def _score(mazes: Path, tmp_path: Path, clip: list[np.ndarray]) -> dict:
    from datagen.io import png_bytes
    from datagen.score import score

    folder = tmp_path / "videos" / "maze_nav_0002"
    folder.mkdir(parents=True)
    for i, frame in enumerate(clip):
        (folder / f"frame_{i:03d}.png").write_bytes(png_bytes(frame))
    report = score(mazes, tmp_path / "videos", tmp_path / "s.csv")
    return {r["task_id"]: r for r in report.rows}["maze_nav_0002"]


# Labelled before the change. A careful viewer: the maze was replaced by another, so the
# question's board was not kept and not solved; where the scorer cannot place the other
# board, kept is unknown, never True.
def test_a_maze_replaced_by_one_mostly_walls_is_never_read_kept(
    mazes: Path, tmp_path: Path
) -> None:
    first, other = _frame(mazes, 2, "first_frame.png"), _frame(mazes, 1, "first_frame.png")
    row = _score(mazes, tmp_path, [first] * 6 + [other] * 6)
    assert row["solved"] is False, row
    assert row["squares_kept"] is not True, row


# The other side, labelled before the change: the answer, then a card in one of the maze's
# own colours (the open floor's white, the walls' slate) or black. Nothing but the question's
# board is shown: kept, solved. A card has one colour, never each of a board's.
@pytest.mark.parametrize("card", [(255, 255, 255), (51, 65, 85), (0, 0, 0)])
def test_the_answer_before_a_card_in_one_maze_colour_stays_kept(
    mazes: Path, tmp_path: Path, card: tuple[int, int, int]
) -> None:
    first, final = _frame(mazes, 2, "first_frame.png"), _frame(mazes, 2, "final_frame.png")
    flat = np.full_like(first, card)
    row = _score(mazes, tmp_path, [first] * 4 + [final] * 4 + [flat] * 4)
    assert row["solved"] is True, row
    assert row["squares_kept"] is True, row
    assert row["ended_on_non_puzzle"] is True, row
