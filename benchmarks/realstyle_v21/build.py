"""One draw of set v21 to one video file and its labels, by the package's definitions of each
column, worked out from the drawn frames (never from a scorer).

The frames are set v15's (``scenes``, ``look``, ``timing``, ``bookends``, ``encode``), played
as set v18 plays a repost (looped or back and forth) or as set v20 replays it (twice, a slow
dissolve between), blurred along each move as set v19 draws it and, new in v21, re-timed as a
variable-frame-rate re-encode leaves it (``vfr_timed``). Each delivered frame then gets set
v21's source looks (``clip_looks.at_source``: the app's hopping watermark, the editor's zoom to
fill and cinematic bars), set v18's new looks, set v17's web looks, set v19's fresh looks, set
v20's repost looks and last set v21's player overlay (``clip_looks.on_player``). The labels are
set v16's rules (``labels_of``) applied to the scene as played: a frame counts as solved only
when every source frame it takes from (after the frame-rate conversion) shows the answer at
rest, and frame numbers count the title frames first.

How a careful person labels each rare scenario (None where one could not tell):

- ``slide`` (the answer held, then a square slides off its place): ``solved`` None, since the
  board itself changed and "solved" no longer applies; ``squares_kept`` False; ``animated``
  True (the turns are drawn); ``first_solved_frame`` the first frame showing the answer at
  rest, which comes before the slide.
- ``walls`` (a wall of the maze opens part-way): ``solved`` None, ``squares_kept`` False,
  ``animated`` True, ``first_solved_frame`` None (the maze the player ends in is not the
  question's).
- ``replaced`` (the board dissolves into another question's board and stays): ``solved``
  False, ``squares_kept`` False; ``animated`` True when a move was drawn before the swap, else
  None; ``first_solved_frame`` the first answer frame when the partial solve got there, else
  None.
- ``jump`` (question, then answer, from one frame to the next): ``solved`` True,
  ``squares_kept`` True, ``animated`` False -- None when the rate conversion put a blended or
  combed frame between the two pictures, since that frame cannot say whether anything moved;
  ``first_solved_frame`` the first frame showing the answer alone.
- ``dissolve`` (moves drawn as cross-fades): ``solved`` True, ``squares_kept`` True (no square
  leaves its place), ``animated`` True when at least one move is drawn as a turn or a step,
  else None; ``first_solved_frame`` the first frame all of whose sources show the answer.
- ``reverse`` (the answer held, then turned back to the question): ``solved`` False,
  ``squares_kept`` True, ``animated`` True, ``first_solved_frame`` the first answer frame.
- ``step_off`` (the player reaches G, then steps off) and ``leave`` (the puzzle solved and held,
  then one square turned a quarter away): both the package's ``wrong_end``; ``solved`` False,
  ``squares_kept`` True (the player and the square stay in their places), ``animated`` True,
  ``first_solved_frame`` the first answer frame, ``stayed_solved`` False.
- ``loop``, ``boomerang`` and ``dissolve_loop`` replay only everyday clips (``draws``): the
  labels are those of the frames in a row; a dissolve between plays mixes the end with the
  start (no square leaves its place), counted neither solved nor moving.
- ``other`` (a video of another question of the same task): ``solved``,
  ``first_frame_matches`` and ``squares_kept`` False, ``animated`` and ``first_solved_frame``
  None; ``blank`` (nothing drawn): every label None.

The variable frame rate holds some frames two or three times and drops now and then a frame
identical to both its neighbours (part of a hold), never the first or the last: what the model
drew and in which order is kept, so the labels are read off the re-timed frames like any others
(``first_solved_frame`` counts the held copies). Dropped and duplicated frames are in the
envelope, so ``inside``.

None of set v21's looks changes a label: a watermark, a zoom at a cut, bars and a player's
overlay change how a frame is delivered, not what the model drew (the zoom and the bars are
edits of the whole picture, the board's squares keep their places against each other). The
region each gives (``clip_looks``' docstring says why, by ``REAL_STYLE_LIMITS``): a hopping
mark of 0.6-2% of the frame, a zoom to fill of 1.03-1.08, cinematic bars stopping 6 canvas px
or more short of the largest board, the pause overlay and the variable frame rate: ``inside``;
a 4:3 frame zoomed to fill (1.124-1.125): ``beyond`` ``zoom_high``; a hopping mark of 5-7% of
the frame over the board: ``beyond`` ``watermark``; cinematic bars over every board's outer
rows: ``outside``.
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
from benchmarks.realstyle_v20.build import dissolve_looped
from benchmarks.realstyle_v21 import clip_looks

__all__ = ["LABELS", "render", "vfr_timed"]


def vfr_timed(scene: Scene, vfr: dict[str, Any] | None) -> Scene:
    """The scene as a variable-frame-rate re-encode delivers it at a constant rate. Frame ``i``
    takes code ``pattern[i % len(pattern)]``: 1, 2 or 3 copies, or 0, dropped when it is
    identical to both its neighbours (never two in a row, never the first or the last; else
    shown once). The pattern is drawn with the draw, so re-timing needs no randomness. None:
    the scene as it is."""
    if not vfr:
        return scene
    pattern = str(vfr["pattern"])
    frames, solved, moving = [], [], []
    n = len(scene.frames)
    dropped = False
    for i in range(n):
        code = int(pattern[i % len(pattern)])
        held = (
            0 < i < n - 1
            and np.array_equal(scene.frames[i], scene.frames[i - 1])
            and np.array_equal(scene.frames[i], scene.frames[i + 1])
        )
        if code == 0 and held and not dropped:
            dropped = True
            continue
        dropped = False
        copies = max(1, code)
        frames += [scene.frames[i]] * copies
        solved += [scene.solved[i]] * copies
        moving += [scene.moving[i]] * copies
    return Scene(frames, solved, moving)


def render(draw: dict[str, Any], questions: Path, videos: Path, seed: int) -> dict[str, Any]:
    """Render ``draw`` through set v15's renderer, played as reposted, blurred along its moves,
    re-timed, and in set v21's, v18's, v17's, v19's and v20's looks; return its row (the draw,
    its region, the frame count and the labels)."""
    memo: dict[str, Any] = {}  # this video's own: its length, GIF palette, lens maps

    def play(scene: Scene, d: dict) -> Scene:
        scene = dissolve_looped(played(scene, d["loop"], d["boomerang"]), d["own"]["dissolve_loop"])
        scene = vfr_timed(motion_blurred(scene, d["fresh"]["motion_blur"]), d["clip"]["vfr"])
        memo["n"] = len(scene.frames)
        return scene

    def dress(frame: np.ndarray, d: dict, s: int) -> np.ndarray:
        t = s / max(1, memo["n"] - 1)
        frame = clip_looks.at_source(frame, d["look"], d["clip"], t)
        frame = new_looks.apply(frame, d["look"], d["new"])
        frame = web_looks.apply(frame, d["look"], d["web"], s)
        frame = fresh_looks.apply(frame, d["look"], d["fresh"], t, memo)
        frame = repost_looks.apply(frame, d["look"], d["own"], t, memo)
        return clip_looks.on_player(frame, d["clip"], t)

    return v15.render(
        draw, questions, videos, seed, "v21", play=play, dress=dress, size_of=web_size
    )
