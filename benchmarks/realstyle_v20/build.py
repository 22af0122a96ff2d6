"""One draw of set v20 to one video file and its labels, by the package's definitions of each
column, worked out from the drawn frames (never from a scorer).

The frames are set v15's (``scenes``, ``look``, ``timing``, ``bookends``, ``encode``), played
as set v18 plays a repost (looped or back and forth) or, new in v20, twice with a slow
dissolve between the plays (``dissolve_looped``), blurred along each move as set v19 draws it,
then dressed in set v18's new looks, set v17's web looks, set v19's fresh looks and set v20's
repost looks (``repost_looks``, last). The labels are set v16's rules (``labels_of``) applied
to the scene as delivered. A frame counts as solved only when every source frame it takes from
(after the frame-rate conversion) shows the answer at rest; frame numbers count the title
frames first. Per scenario, what a careful person labels (None where one could not tell):

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
  square left its place), ``animated`` True when any move is drawn as a turn or step, else
  None; ``first_solved_frame`` the first frame whose every source is the answer.
- ``reverse`` (the answer held, then turned back to the question): ``solved`` False,
  ``squares_kept`` True, ``animated`` True, ``first_solved_frame`` the first answer frame.
- ``step_off`` (a maze's player reaches G, then steps off) and ``leave`` (a rotation puzzle
  solved, held, then one square turned a quarter away mid-way; both the package's
  ``wrong_end``): ``solved`` False, ``squares_kept`` True (the square turned in its place),
  ``animated`` True, ``first_solved_frame`` the first answer frame, ``stayed_solved`` False.
- ``loop``, ``boomerang`` and, new in v20, ``dissolve_loop`` (the clip played twice with a
  slow cross-dissolve of 8-14 frames from its last frame back to its first, as a slideshow
  repost plays it): only everyday clips are repeated (``draws``); the labels are those of the
  frames in a row. The dissolve's frames mix the end with the start: no square leaves its
  place, so ``squares_kept`` True; they are neither the answer at rest nor part-way through a
  move, so they count unsolved and not moving. ``solved`` is the last frame's (the second
  play's end), ``first_solved_frame`` in the first play, ``stayed_solved`` False when the
  answer was reached (the dissolve leaves it), ``animated`` True.
- ``other`` (a video of another question of the task): ``solved``, ``first_frame_matches`` and
  ``squares_kept`` False, ``animated`` and ``first_solved_frame`` None; ``blank``: every label
  None.

None of the repost looks changes a label: a washout, a punch-in, a caption bar, a reaction
layout, a circle crop, a lens and JPEG blocking change how a frame is delivered, not what the
model drew. The region each gives (``repost_looks``' docstring says why, by
``REAL_STYLE_LIMITS``): the washout, the caption bar, the reaction layout, JPEG blocking, a
punch-in to 1.08 or less, a lens bending the board 1.2 canvas px or less and the dissolve
between plays: ``inside``; a punch-in to 1.115-1.13: ``beyond`` the ``zoom_high`` limit; a lens
bending the board 2.6-5 px: ``beyond`` the ``wobble`` limit; the circle crop: ``outside``.
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
from benchmarks.realstyle_v18.build import played
from benchmarks.realstyle_v19 import fresh_looks
from benchmarks.realstyle_v19.build import motion_blurred
from benchmarks.realstyle_v20 import repost_looks

__all__ = ["LABELS", "dissolve_looped", "render"]


def dissolve_looped(scene: Scene, frames: int) -> Scene:
    """The scene played twice, ``frames`` cross-dissolved frames from its last frame to its
    first between the plays (none: the scene as it is)."""
    if frames <= 0:
        return scene
    end, start = (scene.frames[i].astype(np.float32) for i in (-1, 0))
    mixes = [
        np.rint((1 - a) * end + a * start).astype(np.uint8)
        for a in np.arange(1, frames + 1) / (frames + 1)
    ]
    both = scene.solved[-1] and scene.solved[0]
    return Scene(
        [*scene.frames, *mixes, *scene.frames],
        [*scene.solved, *[both] * frames, *scene.solved],
        [*scene.moving, *[False] * frames, *scene.moving],
    )


def render(draw: dict[str, Any], questions: Path, videos: Path, seed: int) -> dict[str, Any]:
    """Render ``draw`` through set v15's renderer, played as reposted, blurred along its moves
    and in set v18's, v17's, v19's and v20's looks; return its row (the draw, its region, the
    frame count and the labels)."""
    memo: dict[str, Any] = {}  # this video's own: its length, GIF palette, lens maps

    def play(scene: Scene, d: dict) -> Scene:
        scene = dissolve_looped(played(scene, d["loop"], d["boomerang"]), d["own"]["dissolve_loop"])
        scene = motion_blurred(scene, d["fresh"]["motion_blur"])
        memo["n"] = len(scene.frames)
        return scene

    def dress(frame: np.ndarray, d: dict, s: int) -> np.ndarray:
        frame = new_looks.apply(frame, d["look"], d["new"])
        frame = web_looks.apply(frame, d["look"], d["web"], s)
        t = s / max(1, memo["n"] - 1)
        frame = fresh_looks.apply(frame, d["look"], d["fresh"], t, memo)
        return repost_looks.apply(frame, d["look"], d["own"], t, memo)

    return v15.render(
        draw, questions, videos, seed, "v20", play=play, dress=dress, size_of=web_size
    )
