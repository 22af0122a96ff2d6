"""Issue 36, round 23: a maze cell whose pixels show two of the maze's colours at once is
unknown, not a wall changed.

Set v18's v18_081 (beyond the envelope: a 7% subtitle box over a maze's bottom row): a white
letter crossed a wall cell's centre under the dark box, the cell was read from its centre
alone as a corridor, and the solved maze read "walls changed at 1 cells" (``solved``,
``squares_kept`` and ``stayed_solved`` False, labelled True).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest


@pytest.fixture(scope="module")
def answer(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, np.ndarray]:
    from datagen import maze_nav
    from datagen.io import read_json, read_png

    root = tmp_path_factory.mktemp("q")
    maze_nav.create_dataset(num_samples=1, seed=3, out_dir=root, size=7)
    folder = Path(root) / "maze_nav_task" / "maze_nav_0000"
    return read_json(folder / "question_metadata.json"), read_png(folder / "final_frame.png")


def _cell(meta: dict, r: float, c: float) -> tuple[float, float, float]:
    """Canvas (x, y) of a point in cell units, and the cell's size in px."""
    from envs.maze_nav.render import layout

    lay = layout(meta["size"])
    x, y = lay.cell_box(r, c)
    return x, y, float(lay.cell)


def _boxed(meta: dict, frame: np.ndarray) -> tuple[np.ndarray, float, float, float]:
    """A dark translucent box over the bottom row (a subtitle's), as the frame shows it."""
    size = meta["size"]
    x, y, cell = _cell(meta, size - 1, 0)
    out = frame.astype(np.float32)
    top = int(y)
    out[top : int(y + cell)] *= 0.45
    return out, x, y, cell


def test_a_letter_over_a_wall_cell_under_a_box_is_unknown(answer) -> None:
    """Labelled before the change: the bottom row is all wall; a white letter stroke across
    the middle of one of its cells, under the box, is not the wall opened. The maze reads
    solved (the player on the goal, every wall seen as drawn), no wall changed."""
    from datagen.maze_nav import MazeNavTask

    meta, final = answer
    size = meta["size"]
    assert all(v == 0 for v in meta["grid"][size - 1])  # the border row: walls
    out, _, y, cell = _boxed(meta, final)
    x0, _, _ = _cell(meta, size - 1, 3)
    # A stroke a sixth of a cell high through the cell's centre, across most of its width.
    mid = int(y + cell / 2)
    band = max(2, int(cell / 12))
    out[mid - band : mid + band, int(x0 + 0.1 * cell) : int(x0 + 0.9 * cell)] = 250.0
    verdict = MazeNavTask().score_frame(meta, np.clip(out, 0, 255).astype(np.uint8))
    assert verdict["readable"], verdict
    assert verdict["squares_moved"] == [], verdict
    assert verdict["solved"] is True, verdict


def test_a_wall_opened_whole_still_reads_changed(answer) -> None:
    """The other side, labelled before the change: the same cell painted corridor whole (a
    wall opened; under the box it would show no maze colour at all) is a wall changed, and
    nothing else reads changed."""
    from datagen.maze_nav import MazeNavTask
    from envs.maze_nav.render import CORRIDOR_COLOUR

    meta, final = answer
    size = meta["size"]
    opened = final.copy()
    x0, y0, cell = _cell(meta, size - 1, 3)
    opened[int(y0) + 1 : int(y0 + cell) - 1, int(x0) + 1 : int(x0 + cell) - 1] = CORRIDOR_COLOUR
    verdict = MazeNavTask().score_frame(meta, opened)
    assert verdict["readable"], verdict
    assert verdict["squares_moved"] == [(size - 1) * size + 3], verdict
