"""Simulated null studies for the clustered tests: every maze has its own difficulty, shape has
no effect (the case where counting each trial as independent finds effects that are not there);
in the human study each participant also has their own skill, crossed with the mazes."""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def null_shape_study(
    rng: np.random.Generator, shapes: int = 6, mazes: int = 6, plays: int = 4
) -> Any:
    """One null study as a frame (``shape``, ``cluster``, ``y``, ``encoding``): each maze's
    success logit drawn with sd 2, no shape effect; each maze played ``plays`` times,
    alternating two encodings."""
    import pandas as pd

    rows = []
    for s in range(shapes):
        for m in range(mazes):
            p = 1 / (1 + math.exp(-rng.normal(0.0, 2.0)))
            for k in range(plays):
                rows.append((f"s{s}", f"maze s{s}-{m}", int(rng.random() < p), "ab"[k % 2]))
    return pd.DataFrame(rows, columns=["shape", "cluster", "y", "encoding"])


def null_human_study(
    rng: np.random.Generator,
    shapes: int = 6,
    mazes: int = 6,
    participants: int = 24,
    trials: int = 12,
) -> Any:
    """One null human study as a frame (``shape``, ``cluster``, ``maze_cluster``, ``y``,
    ``encoding``): the human study's schedule (``experiments.human.schedule``: participant
    ``n`` plays the ``trials`` mazes after position ``n * trials`` of a seeded permutation, in
    the Latin-square condition ``(q + n) % 3``), each maze's logit and each participant's
    skill drawn with sd 2, no shape effect. ``cluster`` is the participant, ``maze_cluster``
    the maze, as :func:`experiments.analysis.frame.maze_frame` names them."""
    import pandas as pd

    ids = [(s, m) for s in range(shapes) for m in range(mazes)]
    order = rng.permutation(len(ids))
    difficulty = rng.normal(0.0, 2.0, len(ids))
    rows = []
    for n in range(participants):
        skill = rng.normal(0.0, 2.0)
        for k in range(trials):
            q = (n * trials + k) % len(ids)
            s, m = ids[order[q]]
            p = 1 / (1 + math.exp(-(difficulty[order[q]] + skill)))
            rows.append(
                (
                    f"s{s}",
                    f"participant {n}",
                    f"maze s{s}-{m}",
                    int(rng.random() < p),
                    "abc"[(q + n) % 3],
                )
            )
    return pd.DataFrame(rows, columns=["shape", "cluster", "maze_cluster", "y", "encoding"])
