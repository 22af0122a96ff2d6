"""Issue 36, round 23: a mark over a maze cell beside a whole player disc leaves the frame
read; over part of the disc, not.

Set v18's v18_017 (inside the envelope: a maze held long, a small logo drifting into the
bottom-right wall cell beside the goal): on the last frame the logo covered that cell's
centre (no maze colour), and a cell with no maze colour next to the player made the frame
unreadable, though the player's disc sat whole on the goal. Every verdict came out unknown
(labelled solved, kept, stayed solved, first solved at frame 42).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

MARK = (160, 165, 175)  # a light grey logo: no maze colour


@pytest.fixture(scope="module")
def answer(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, np.ndarray]:
    from datagen import maze_nav
    from datagen.io import read_json, read_png

    root = tmp_path_factory.mktemp("q")
    maze_nav.create_dataset(num_samples=1, seed=3, out_dir=root, size=7)
    folder = Path(root) / "maze_nav_task" / "maze_nav_0000"
    return read_json(folder / "question_metadata.json"), read_png(folder / "final_frame.png")


def _marked(meta: dict, frame: np.ndarray, r0: float, c0: float, r1: float, c1: float):
    """``frame`` with the mark over cells ``r0..r1`` x ``c0..c1`` (cell units)."""
    from envs.maze_nav.render import layout

    lay = layout(meta["size"])
    x0, y0 = lay.cell_box(r0, c0)
    x1, y1 = lay.cell_box(r1, c1)
    out = frame.copy()
    out[int(y0) : int(y1), int(x0) : int(x1)] = MARK
    return out


def test_a_mark_beside_a_whole_player_leaves_the_frame_read(answer) -> None:
    """Labelled before the change: the player whole on the goal, a mark over the lower right
    of the wall cell beside it (its centre covered): solved, nothing changed."""
    from datagen.maze_nav import MazeNavTask

    meta, final = answer
    gr, gc = meta["goal"]
    assert meta["grid"][gr][gc + 1] == 0  # a wall beside the goal
    frame = _marked(meta, final, gr + 0.3, gc + 1.3, gr + 1.0, gc + 2.0)
    verdict = MazeNavTask().score_frame(meta, frame)
    assert verdict["readable"], verdict
    assert verdict["solved"] is True and verdict["squares_moved"] == [], verdict


def test_a_mark_over_part_of_the_player_leaves_the_frame_unread(answer) -> None:
    """The other side, labelled before the change: the same mark reaching over the right
    part of the disc (a player partly covered) and its cell's neighbour: not read."""
    from datagen.maze_nav import MazeNavTask

    meta, final = answer
    gr, gc = meta["goal"]
    frame = _marked(meta, final, gr + 0.2, gc + 0.6, gr + 1.0, gc + 2.0)
    verdict = MazeNavTask().score_frame(meta, frame)
    assert not verdict["readable"], verdict
