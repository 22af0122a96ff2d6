"""One draw of set v18 to one video file and its labels, by the package's definitions of each
column, worked out from the drawn frames (never from a scorer).

The frames are set v15's (``scenes``, ``look``, ``timing``, ``bookends``, ``encode``), then set
v18's new looks (``new_looks``), then set v17's web looks (``web_looks``, whose second site's
frame comes last); the labels are set v16's rules (``labels_of``), applied to the scene as
delivered (looped or played back and forth first). A frame counts as solved only when every
source frame it takes from (after the frame-rate conversion) shows the answer at rest; frame
numbers count the title frames first. Per scenario, what a careful person labels (None where
one could not tell):

- ``slide`` (a square slides off its place after the answer is held): ``solved`` None (the
  board itself changed), ``squares_kept`` False, ``animated`` True, ``first_solved_frame`` the
  first frame of the answer at rest, before the slide.
- ``walls`` (a maze wall opens half-way): ``solved`` None, ``squares_kept`` False, ``animated``
  True, ``first_solved_frame`` None.
- ``replaced`` (the board dissolves into another question's board, held to the end):
  ``solved`` False, ``squares_kept`` False, ``animated`` True when a move was drawn before, else
  None; ``first_solved_frame`` the first answer frame if the partial solve reached it, else None.
- ``jump`` (the answer from one frame to the next): ``solved`` True, ``squares_kept`` True,
  ``animated`` False, or None when a blend or combed frame of the rate conversion sits between
  question and answer; ``first_solved_frame`` the first frame that shows only the answer.
- ``dissolve`` (some moves drawn as cross-fades): ``solved`` True, ``squares_kept`` True (no
  square left its place), ``animated`` True when any move is drawn as a turn or step, else None;
  ``first_solved_frame`` the first frame whose every source is the answer.
- ``reverse`` (the answer held, then turned back to the question): ``solved`` False,
  ``squares_kept`` True, ``animated`` True, ``first_solved_frame`` the first answer frame.
- ``step_off`` (a maze's player reaches G, then steps off) and ``leave`` (a rotation puzzle
  solved, held, then one square turned a quarter away mid-way; both the package's
  ``wrong_end``): ``solved`` False, ``squares_kept`` True (the square turned in its place),
  ``animated`` True, ``first_solved_frame`` the first answer frame, ``stayed_solved`` False.
- ``loop`` (set v17's: the clip played twice) and ``boomerang`` (new in v18: the clip played
  forwards, then backwards to its first frame, as a "boomerang" repost does): only everyday
  clips are repeated (``draws``). The labels are those of the frames in a row: no square leaves
  its place going back, so ``squares_kept`` True; ``solved`` is the last frame's (the question
  again after a boomerang, so False); ``first_solved_frame`` is in the first play; the answer
  is left, so ``stayed_solved`` False when it was reached; ``animated`` True (the moves are
  drawn both ways).
- ``other`` (a video of another question of the task): ``solved``, ``first_frame_matches`` and
  ``squares_kept`` False, ``animated`` and ``first_solved_frame`` None; ``blank``: every label
  None.

None of the looks changes a label: bars, rounded corners, a line along the picture's edge,
sharpening, colour fringes, a vignette, banding, an inset and a subtitle change how a frame is
delivered, not what the model drew.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.realstyle_v15 import build as v15
from benchmarks.realstyle_v15.scenes import Scene
from benchmarks.realstyle_v16.build import LABELS
from benchmarks.realstyle_v17 import web_looks
from benchmarks.realstyle_v17.build import web_size
from benchmarks.realstyle_v18 import new_looks

__all__ = ["LABELS", "played", "render"]


def played(scene: Scene, loop: int, boomerang: bool) -> Scene:
    """The scene as the repost plays it: ``loop`` times in a row, or forwards then backwards
    (the last frame of the forward play is not shown twice)."""
    if boomerang:
        back = slice(-2, None, -1)
        return Scene(scene.frames + scene.frames[back], scene.solved + scene.solved[back],
                     scene.moving + scene.moving[back])  # fmt: skip
    return Scene(scene.frames * loop, scene.solved * loop, scene.moving * loop)


def _reposted(scene: Scene, draw: dict) -> Scene:
    return played(scene, draw["loop"], draw["boomerang"])


def _dressed(frame: np.ndarray, draw: dict, s: int) -> np.ndarray:
    """Set v18's new looks, then set v17's web looks, over a delivered frame."""
    frame = new_looks.apply(frame, draw["look"], draw["new"])
    return web_looks.apply(frame, draw["look"], draw["web"], s)


def render(draw: dict[str, Any], questions: Path, videos: Path, seed: int) -> dict[str, Any]:
    """Render ``draw`` through set v15's renderer, played as reposted and in set v18's new and
    v17's web looks; return its row (the draw, its region, the frame count and the labels)."""
    return v15.render(
        draw, questions, videos, seed, "v18", play=_reposted, dress=_dressed, size_of=web_size
    )
