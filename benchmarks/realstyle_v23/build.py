"""One draw of set v23 to one video file and its labels, by the package's definitions of each
column, worked out from the drawn frames (never from a scorer).

The model's frames are set v15's (``scenes``, ``look``, ``timing``, ``bookends``, ``encode``),
played as set v22 plays them: looped or back and forth (v18), replayed across a dissolve (v20),
blurred along each move (v19) and re-timed by a variable frame rate (v21). Each delivered frame
is dressed and relayed as set v22 does it (v21's source looks, v18's, v17's, v19's and v20's
looks, v21's player overlay, v22's relay looks) and then, new in v23, shown as a feed shows it
(``feed_looks.apply``: a rolling-shutter jello, a colour fringe, swapped red and blue, a
burned-in timecode, scrolling comments). The labels are set v16's rules (``labels_of``) on the
scene as played; frame numbers count the title frames first, and a frame is solved only when
every source frame it is made of (after the rate conversion) shows the answer at rest.

How each rare scenario is labelled (None: a careful person could not say):

- ``slide`` (the answer reached and held, then one square slides off its place): ``solved``
  None (the board is no longer the question's, so neither yes nor no); ``squares_kept`` False;
  ``animated`` True; ``first_solved_frame`` the first frame of the answer at rest, before the
  slide.
- ``walls`` (a maze wall opens part-way): ``solved`` None, ``squares_kept`` False, ``animated``
  True, ``first_solved_frame`` None (the player ends in a maze that is not the question's).
- ``replaced`` (the board dissolves into another question's board, which stays): ``solved``
  False, ``squares_kept`` False, ``animated`` True if a move was drawn before the swap (else
  None), ``first_solved_frame`` the first answer frame if the partial solve reached it (else
  None).
- ``jump`` (the question, then the answer on the next frame): ``solved`` True,
  ``squares_kept`` True, ``animated`` False -- None when a rate conversion put a blended or
  combed frame between the two pictures, which cannot show whether anything moved --
  ``first_solved_frame`` the first frame of the answer alone.
- ``dissolve`` (each move drawn as a cross-fade): ``solved`` True, ``squares_kept`` True (no
  square leaves its place), ``animated`` True when at least one move is drawn as a turn or a
  step (else None), ``first_solved_frame`` the first frame whose sources all show the answer.
- ``reverse`` (the answer held, then turned back to the question): ``solved`` False,
  ``squares_kept`` True, ``animated`` True, ``first_solved_frame`` the first answer frame.
- ``step_off`` (the player reaches G and steps off) and ``leave`` (the answer held, then one
  square turned a quarter away): the package's ``wrong_end``: ``solved`` False,
  ``squares_kept`` True, ``animated`` True, ``first_solved_frame`` the first answer frame,
  ``stayed_solved`` False.
- Replays (``loop``, ``boomerang``, ``dissolve_loop``) only of everyday clips: the labels of
  the frames in a row; a dissolve between two plays is neither solved nor moving.
- ``other`` (a video of another question of the same task): ``solved``,
  ``first_frame_matches`` and ``squares_kept`` False, ``animated`` and ``first_solved_frame``
  None; ``blank`` (nothing drawn): every label None.

Set v23's feed looks change no label: a jello, a colour fringe, swapped channels, a timecode
and scrolling comments change how the frames are delivered, not what the model drew, and none
adds, drops or reorders a frame. Their regions (``feed_looks``' docstring says why, by
``REAL_STYLE_LIMITS``): a jello of 0.5-1.2 canvas px (with the drawn wobble, 2 px or less), a
colour fringe of 0.5-1.5 px at the corners, a timecode box of 0.4-1.2% of the frame and
comments of 0.8-3% of it, all counted with the other marks under the ``watermark`` share:
``inside``; a jello of 2.6-3.6 canvas px on a still picture: ``beyond`` ``wobble``; comments
of 5-7% of the frame over the picture's middle: ``beyond`` ``watermark``; red and blue
swapped from the first frame: ``outside``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.realstyle_v15 import build as v15
from benchmarks.realstyle_v15.scenes import Scene
from benchmarks.realstyle_v16.build import LABELS
from benchmarks.realstyle_v17 import web_looks
from benchmarks.realstyle_v18 import new_looks
from benchmarks.realstyle_v18.build import played
from benchmarks.realstyle_v19 import fresh_looks
from benchmarks.realstyle_v19.build import motion_blurred
from benchmarks.realstyle_v20 import repost_looks
from benchmarks.realstyle_v20.build import dissolve_looped
from benchmarks.realstyle_v21 import clip_looks
from benchmarks.realstyle_v21.build import vfr_timed
from benchmarks.realstyle_v22 import relay_looks
from benchmarks.realstyle_v22.build import relay_size
from benchmarks.realstyle_v23 import feed_looks

__all__ = ["LABELS", "render"]


def render(draw: dict[str, Any], questions: Path, videos: Path, seed: int) -> dict[str, Any]:
    """Render ``draw`` through set v15's renderer, played, dressed and relayed as set v22 does
    it, then shown in set v23's feed looks; return its row (the draw, its region, the frame
    count and the labels)."""
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
        frame = clip_looks.on_player(frame, d["clip"], t)
        frame = relay_looks.apply(frame, d["relay"], t)
        return feed_looks.apply(frame, d["feed"], t, s, int(d["fps"]))

    return v15.render(
        draw, questions, videos, seed, "v23", play=play, dress=dress, size_of=relay_size
    )
