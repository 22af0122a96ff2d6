"""One draw to one video file and its labels, by the package's definitions of each column.

The labels come from what each drawn frame shows (``scenes``) carried through the frame-rate
conversion (``timing``) and the titles and end cards (``bookends``), never from a scorer.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.realstyle_v15 import bookends, timing
from benchmarks.realstyle_v15.encode import encode
from benchmarks.realstyle_v15.look import board_margin, deliver
from benchmarks.realstyle_v15.scenes import Scene, model_scene

LABELS = ("solved", "first_frame_matches", "squares_kept", "animated", "first_solved_frame",
          "stayed_solved")  # fmt: skip


def question_meta(questions: Path, task: str, k: int) -> dict[str, Any]:
    """The metadata of question ``k`` of ``task`` in the exported folder ``questions``."""
    folder = questions / f"{task}_task" / f"{task}_{k:04d}"
    return json.loads((folder / "question_metadata.json").read_text())


def labels_of(scenario: str, scene: Scene, steps: list[timing.Step], head: int) -> dict:
    """What a careful person labels; None where one could not tell.

    ``head``: the frames before the first puzzle frame (titles, black, a fade in). Per scenario:

    - ``slide`` (a square leaves its place after the answer is held): ``squares_kept`` False;
      ``solved`` and ``stayed_solved`` None (the board itself changed, so "solved" is moot);
      ``animated`` True (the turns were drawn); ``first_solved_frame`` the first frame of the
      answer at rest, before the slide.
    - ``walls`` (a maze wall opens half-way): ``squares_kept`` False (the board changed);
      ``solved``, ``stayed_solved`` and ``first_solved_frame`` None; ``animated`` True.
    - ``replaced`` (the board dissolves into another question's board, held to the end):
      ``squares_kept`` False, ``solved`` False (the last picture is not this question's answer),
      ``animated`` True when a move was drawn before, else None; ``first_solved_frame`` the
      first answer frame if the partial solve reached it, else None.
    - ``jump`` (the answer from one frame to the next): ``solved`` True, ``squares_kept`` True,
      ``animated`` False, unless a blend or combed frame from the rate conversion sits between
      the two (then None: nothing says whether it was a move); ``first_solved_frame`` the first
      output frame that shows only the answer.
    - ``dissolve`` (some moves drawn as cross-fades): ``squares_kept`` True (no square left its
      place), ``solved`` True, ``animated`` True when any move is drawn as a turn or step, else
      None; ``first_solved_frame`` the first frame whose every source is the answer.
    - ``reverse`` (the answer held, then turned back to the question): ``solved`` False,
      ``squares_kept`` True, ``animated`` True, ``first_solved_frame`` the first answer frame,
      ``stayed_solved`` False.
    - ``wrong_end`` on a maze (the player reaches G, then steps off): ``solved`` False,
      ``squares_kept`` True, ``animated`` True, ``first_solved_frame`` the first frame on G,
      ``stayed_solved`` False.
    - ``other`` (a video of another question of the task): ``solved``, ``first_frame_matches``
      and ``squares_kept`` False, the rest None; ``blank``: every label None.

    A frame counts as solved only when every source frame it takes from (after the frame-rate
    conversion) shows the answer at rest.
    """
    if scenario == "blank":
        return dict.fromkeys(LABELS)
    if scenario == "other":
        return {**dict.fromkeys(LABELS), "solved": False, "first_frame_matches": False,
                "squares_kept": False}  # fmt: skip
    solved = [all(scene.solved[s] for s in st.sources) for st in steps]
    moving = any(scene.moving[s] for st in steps for s in st.sources)
    between = any(
        len(st.sources) == 2
        and not np.array_equal(scene.frames[st.sources[0]], scene.frames[st.sources[1]])
        for st in steps
    )
    first = next((j for j, s in enumerate(solved) if s), None)
    labels = {
        "solved": solved[-1],
        "first_frame_matches": True,
        "squares_kept": scenario not in ("slide", "walls", "replaced"),
        "animated": True if moving else (False if scenario == "jump" and not between else None),
        "first_solved_frame": None if first is None else head + first,
        "stayed_solved": None if first is None else all(solved[first:]),
    }
    if scenario in ("slide", "walls"):  # the board itself changed: whether it is "solved" is moot
        labels.update(solved=None, stayed_solved=None)
    if scenario == "walls":
        labels["first_solved_frame"] = None
    return labels


def _board_box(frame: np.ndarray) -> tuple[int, int, int, int] | None:
    ink = np.argwhere(np.abs(frame.astype(np.int16) - frame[3, 3]).max(axis=2) > 30)
    if not len(ink):
        return None
    (y0, x0), (y1, x1) = ink.min(axis=0), ink.max(axis=0)
    return int(x0), int(y0), int(x1), int(y1)


Dress = Callable[[np.ndarray, dict, int], np.ndarray]
"""``(frame, draw, source index) -> frame``: a later set's own looks over a delivered frame."""


def as_drawn(scene: Scene, draw: dict) -> Scene:
    """Set v15 plays each scene once, as drawn."""
    return scene


def undressed(frame: np.ndarray, draw: dict, s: int) -> np.ndarray:
    """Set v15 adds no look after ``deliver``."""
    return frame


def look_size(draw: dict) -> tuple[int, int]:
    """Set v15's output size: the look's."""
    return tuple(draw["look"]["size"])


def _body(
    scene: Scene, steps: list[timing.Step], draw: dict, rng, dress: Dress = undressed
) -> Iterator[np.ndarray]:
    """The delivered frames, each source delivered once and in order (so the rng's draws are)."""
    look = draw["look"]
    n = len(scene.frames)
    cache: dict[int, np.ndarray] = {}
    for step in steps:
        for s in step.sources:
            if s not in cache:
                frame = deliver(scene.frames[s], look, s / max(1, n - 1), s, rng)
                cache[s] = dress(frame, draw, s)
        for old in [k for k in cache if k < step.sources[0]]:
            del cache[old]
        yield timing.compose(step, cache)


def _video(
    draw: dict,
    scene: Scene,
    steps: list[timing.Step],
    rng,
    dress: Dress = undressed,
    size_of: Callable[[dict], tuple[int, int]] = look_size,
) -> Iterator[np.ndarray]:
    size = size_of(draw)
    body = _body(scene, steps, draw, rng, dress)
    first = next(body)
    yield from bookends.head(draw["head"], first, size, draw["head_frames"])
    yield first
    last = first
    for frame in body:
        yield frame
        last = frame
    yield from bookends.tail(draw["tail"], last, size, draw["tail_frames"])


def render(
    draw: dict[str, Any],
    questions: Path,
    videos: Path,
    seed: int,
    name: str = "v15",
    *,
    play: Callable[[Scene, dict], Scene] = as_drawn,
    dress: Dress = undressed,
    size_of: Callable[[dict], tuple[int, int]] = look_size,
) -> dict[str, Any]:
    """Render ``draw`` into ``videos/<model>/<task>_task/<task_id>/video/video.mp4``; return its
    row: the draw, its region after the board check, the frame count and the labels.

    ``name`` is the set's name, the prefix of each model folder (``v15_000``); a later set
    passes how its scene is played (``play``: looped, a boomerang), its own looks over each
    delivered frame (``dress``) and its output size (``size_of``), and renders through this
    same code (sets v16, v17, v18)."""
    rng = np.random.default_rng([seed, draw["index"]])
    task = draw["task"]
    meta = question_meta(questions, task, draw["question"])
    other = question_meta(questions, task, (draw["question"] + 1 + int(rng.integers(5))) % 6)
    scene = play(model_scene(task, meta, other, draw["scenario"], rng), draw)
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
    model = f"{name}_{draw['index']:03d}"
    path = videos / model / f"{task}_task" / meta["task_id"] / "video" / "video.mp4"
    size = size_of(draw)
    video = _video(draw, scene, steps, rng, dress, size_of)
    frames = encode(path, video, size, draw["fps"], draw["codec"], draw["kbps"])
    return {**draw, "region": region, "task_id": meta["task_id"], "model": model,
            "frames": frames, "board_margin": margin, "labels": labels}  # fmt: skip
