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

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.realstyle_v15 import bookends, timing
from benchmarks.realstyle_v15.encode import encode
from benchmarks.realstyle_v15.look import board_margin, deliver
from benchmarks.realstyle_v15.scenes import Scene, model_scene
from benchmarks.realstyle_v16.build import LABELS, _board_box, labels_of, question_meta
from benchmarks.realstyle_v17 import web_looks
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


def _body(scene: Scene, steps: list[timing.Step], draw: dict, rng) -> Iterator[np.ndarray]:
    """The delivered frames, each source delivered once and in order (so the rng's draws are)."""
    look = draw["look"]
    n = len(scene.frames)
    cache: dict[int, np.ndarray] = {}
    for step in steps:
        for s in step.sources:
            if s not in cache:
                frame = deliver(scene.frames[s], look, s / max(1, n - 1), s, rng)
                frame = new_looks.apply(frame, look, draw["new"])
                cache[s] = web_looks.apply(frame, look, draw["web"], s)
        for old in [k for k in cache if k < step.sources[0]]:
            del cache[old]
        yield timing.compose(step, cache)


def _video(draw: dict, scene: Scene, steps: list[timing.Step], rng) -> Iterator[np.ndarray]:
    size = web_looks.output_size(draw["look"], draw["web"])
    body = _body(scene, steps, draw, rng)
    first = next(body)
    yield from bookends.head(draw["head"], first, size, draw["head_frames"])
    yield first
    last = first
    for frame in body:
        yield frame
        last = frame
    yield from bookends.tail(draw["tail"], last, size, draw["tail_frames"])


def render(draw: dict[str, Any], questions: Path, videos: Path, seed: int) -> dict[str, Any]:
    """Render ``draw`` into ``videos/<model>/<task>_task/<task_id>/video/video.mp4``; return its
    row: the draw, its region after the board check, the frame count and the labels."""
    rng = np.random.default_rng([seed, draw["index"]])
    task = draw["task"]
    meta = question_meta(questions, task, draw["question"])
    other = question_meta(questions, task, (draw["question"] + 1 + int(rng.integers(5))) % 6)
    scene = model_scene(task, meta, other, draw["scenario"], rng)
    scene = played(scene, draw["loop"], draw["boomerang"])
    steps = timing.plan(len(scene.frames), draw["timing"]["kind"], draw["timing"]["rate"])
    head = bookends.head_length(draw["head"], draw["head_frames"])
    labels = labels_of(draw["scenario"], scene, steps, head)
    region = draw["region"]
    box = _board_box(scene.frames[0])
    look = draw["look"]
    margin = None
    if box is not None:
        margin = board_margin(look["camera"], box) - look["wobble"] - look["camera"]["shake"]
        if region != "outside" and margin < 1:  # the board leaves the picture: not in the set
            region = "outside"
    model = f"v18_{draw['index']:03d}"
    path = videos / model / f"{task}_task" / meta["task_id"] / "video" / "video.mp4"
    size = web_looks.output_size(look, draw["web"])
    frames = encode(path, _video(draw, scene, steps, rng), size, draw["fps"], draw["codec"],
                    draw["kbps"])  # fmt: skip
    return {**draw, "region": region, "task_id": meta["task_id"], "model": model,
            "frames": frames, "board_margin": margin, "labels": labels}  # fmt: skip
