"""Simulated null studies for the clustered tests: every maze has its own difficulty, shape has
no effect (the case where counting each trial as independent finds effects that are not there)."""

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
