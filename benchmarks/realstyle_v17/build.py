"""One draw of set v17 to one video file and its labels, by the package's definitions of each
column, worked out from the drawn frames (never from a scorer).

The frames are set v15's (``scenes``, ``look``, ``timing``, ``bookends``, ``encode``), then set
v17's web looks (``web_looks``); the labels are set v16's rules (``labels_of``), applied to the
scene as delivered. A frame counts as solved only when every source frame it takes from (after
the frame-rate conversion) shows the answer at rest; frame numbers count the title frames first.
Per scenario, what a careful person labels (None where one could not tell):

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
- ``loop`` (new in v17: the clip played twice, as a GIF repost loops it): the labels of the two
  plays in a row; the cut back to the question moves no square, so ``squares_kept`` is the
  clip's, ``solved`` is the second play's last frame, ``first_solved_frame`` is in the first
  play and ``stayed_solved`` is False.
- ``other`` (a video of another question of the task): ``solved``, ``first_frame_matches`` and
  ``squares_kept`` False, ``animated`` and ``first_solved_frame`` None; ``blank``: every label
  None.

None of the web looks changes a label: bars, a vignette, banding, an inset and a subtitle change
how a frame is delivered, not what the model drew.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.realstyle_v15 import build as v15
from benchmarks.realstyle_v15.scenes import Scene
from benchmarks.realstyle_v16.build import LABELS
from benchmarks.realstyle_v17 import web_looks

__all__ = ["LABELS", "render"]


def _looped(scene: Scene, draw: dict) -> Scene:
    """The scene played ``draw["loop"]`` times in a row."""
    times = draw["loop"]
    return Scene(scene.frames * times, scene.solved * times, scene.moving * times)


def _web(frame: np.ndarray, draw: dict, s: int) -> np.ndarray:
    """Set v17's web looks over a delivered frame."""
    return web_looks.apply(frame, draw["look"], draw["web"], s)


def web_size(draw: dict) -> tuple[int, int]:
    """The output size once the web looks (a second site's frame) are applied."""
    return web_looks.output_size(draw["look"], draw["web"])


def render(draw: dict[str, Any], questions: Path, videos: Path, seed: int) -> dict[str, Any]:
    """Render ``draw`` through set v15's renderer, looped and in set v17's web looks; return its
    row (the draw, its region after the board check, the frame count and the labels)."""
    return v15.render(
        draw, questions, videos, seed, "v17", play=_looped, dress=_web, size_of=web_size
    )
