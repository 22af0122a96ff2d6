"""One draw of set v19 to one video file and its labels, by the package's definitions of each
column, worked out from the drawn frames (never from a scorer).

The frames are set v15's (``scenes``, ``look``, ``timing``, ``bookends``, ``encode``), played
as set v18 plays a repost (looped or back and forth), with a motion blur along each move when
drawn (``motion_blurred``), then dressed in set v18's new looks, set v17's web looks and set
v19's fresh looks (``fresh_looks``, last: a phone's keystone films everything before it). The
labels are set v16's rules (``labels_of``), applied to the scene as delivered. A frame counts
as solved only when every source frame it takes from (after the frame-rate conversion) shows
the answer at rest; frame numbers count the title frames first. Per scenario, what a careful
person labels (None where one could not tell):

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
  question and answer; ``first_solved_frame`` the first frame that shows only the answer. A
  jump has no frame part-way, so a motion blur leaves it as drawn.
- ``dissolve`` (some moves drawn as cross-fades): ``solved`` True, ``squares_kept`` True (no
  square left its place), ``animated`` True when any move is drawn as a turn or step, else None;
  ``first_solved_frame`` the first frame whose every source is the answer. The cross-fade's
  frames are not part-way through a move, so the motion blur leaves them as drawn.
- ``reverse`` (the answer held, then turned back to the question): ``solved`` False,
  ``squares_kept`` True, ``animated`` True, ``first_solved_frame`` the first answer frame.
- ``step_off`` (a maze's player reaches G, then steps off) and ``leave`` (a rotation puzzle
  solved, held, then one square turned a quarter away mid-way; both the package's
  ``wrong_end``): ``solved`` False, ``squares_kept`` True (the square turned in its place),
  ``animated`` True, ``first_solved_frame`` the first answer frame, ``stayed_solved`` False.
- ``loop`` and ``boomerang`` (sets v17's and v18's: the clip played twice, or forwards then
  backwards): only everyday clips are repeated (``draws``); the labels are those of the frames
  in a row: ``squares_kept`` True, ``solved`` the last frame's, ``first_solved_frame`` in the
  first play, ``stayed_solved`` False when the answer was reached, ``animated`` True.
- ``other`` (a video of another question of the task): ``solved``, ``first_frame_matches`` and
  ``squares_kept`` False, ``animated`` and ``first_solved_frame`` None; ``blank``: every label
  None.

A motion blur (``motion_blur``, new in v19: the frames a turn or a step catches part-way, each
blended with its two neighbours, as a renderer's shutter or an encoder's frame blending smears
a move) changes only frames that are part-way through a move: they were never the answer at
rest and they still show a move, so no label changes. None of the looks changes a label
either: chroma subsampling, a platform's interface, a player's window, a GIF's palette and a
phone's keystone change how a frame is delivered, not what the model drew. A split screen
shows the clip beside its own first frame; its labels are those of the clip (the "AFTER" half).

The region each new look gives (``fresh_looks``' docstring says why, by ``REAL_STYLE_LIMITS``):
chroma subsampling, the interface (kept off the board), the screen recording, the GIF, a
keystone bending the board 1.2 canvas px or less, and the motion blur: ``inside``; a keystone
bending it 2.6-5 px: ``beyond`` the ``wobble`` limit; the split screen: ``outside``.
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

__all__ = ["LABELS", "motion_blurred", "render"]


def motion_blurred(scene: Scene, strength: float) -> Scene:
    """The scene with each frame caught part-way through a move blended with its neighbours:
    ``1 - strength`` of itself and ``strength / 2`` of the frame before and after it."""
    if not strength:
        return scene
    frames = list(scene.frames)
    last = len(frames) - 1
    for s, moving in enumerate(scene.moving):
        if not moving:
            continue
        before, after = scene.frames[max(0, s - 1)], scene.frames[min(last, s + 1)]
        mix = (1 - strength) * scene.frames[s].astype(np.float32)
        mix += strength / 2 * (before.astype(np.float32) + after.astype(np.float32))
        frames[s] = np.rint(mix).astype(np.uint8)
    return Scene(frames, list(scene.solved), list(scene.moving))


def render(draw: dict[str, Any], questions: Path, videos: Path, seed: int) -> dict[str, Any]:
    """Render ``draw`` through set v15's renderer, played as reposted, blurred along its moves
    and in set v18's, v17's and v19's looks; return its row (the draw, its region, the frame
    count and the labels)."""
    memo: dict[str, Any] = {}  # this video's own: its length, its GIF palette

    def play(scene: Scene, d: dict) -> Scene:
        scene = motion_blurred(played(scene, d["loop"], d["boomerang"]), d["fresh"]["motion_blur"])
        memo["n"] = len(scene.frames)
        return scene

    def dress(frame: np.ndarray, d: dict, s: int) -> np.ndarray:
        frame = new_looks.apply(frame, d["look"], d["new"])
        frame = web_looks.apply(frame, d["look"], d["web"], s)
        t = s / max(1, memo["n"] - 1)
        return fresh_looks.apply(frame, d["look"], d["fresh"], t, memo)

    return v15.render(
        draw, questions, videos, seed, "v19", play=play, dress=dress, size_of=web_size
    )
