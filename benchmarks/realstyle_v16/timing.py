"""Frame-rate conversion as delivery pipelines do it: which source frames make each output frame.

The plan is pure index logic, so ``build`` can stream frames to the encoder and read the
labels off the sources: an output frame shows the answer only when every source it takes from
does, it catches a move when any source does, and it is an in-between picture (a blend, or a
combed frame of two different pictures) when its sources differ.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

KINDS = ("none", "repeat", "pulldown", "blend")


@dataclass(frozen=True)
class Step:
    """One output frame: ``sources`` (one or two source indices, in order), how they mix
    (``one``, ``blend`` with ``weight`` of the second, or ``comb``: even lines of the first and
    odd lines of the second), as 3:2 pulldown leaves it when shown progressive."""

    sources: tuple[int, ...]
    mode: str = "one"
    weight: float = 0.0


def plan(n: int, kind: str, rate: float) -> list[Step]:
    """The output frames of ``n`` source frames under ``kind`` (one of :data:`KINDS`).

    ``rate`` is output frames per source frame for ``repeat`` (nearest frame dropped or
    repeated) and ``blend`` (the two neighbours mixed by distance); ``pulldown`` turns every 4
    frames into 5, two of them combed.
    """
    if n < 1:
        raise ValueError(f"n={n!r}: needs at least one frame")
    if kind == "none":
        return [Step((i,)) for i in range(n)]
    if kind == "pulldown":
        steps = []
        for g in range(0, n, 4):
            a, b, c, d = (min(n - 1, g + k) for k in range(4))
            steps += [Step((a,)), Step((b,)), Step((b, c), "comb"), Step((c, d), "comb")]
            if g + 3 < n:
                steps.append(Step((d,)))
        return steps
    if rate <= 0:
        raise ValueError(f"rate={rate!r}: must be above 0")
    steps = []
    for k in range(max(2, round((n - 1) * rate) + 1)):
        s = min(n - 1.0, k / rate)
        lo = int(np.floor(s))
        w = s - lo
        if kind == "repeat":
            steps.append(Step((min(n - 1, round(s)),)))
        elif kind == "blend":
            steps.append(Step((lo,)) if w < 1e-6 or lo + 1 >= n else Step((lo, lo + 1), "blend", w))
        else:
            raise ValueError(f"kind={kind!r}: not one of {', '.join(KINDS)}")
    return steps


def compose(step: Step, frames: dict[int, np.ndarray]) -> np.ndarray:
    """The output frame of ``step`` from its delivered source ``frames``."""
    if step.mode == "one":
        return frames[step.sources[0]]
    a, b = frames[step.sources[0]], frames[step.sources[1]]
    if step.mode == "comb":
        out = a.copy()
        out[1::2] = b[1::2]
        return out
    if step.mode == "blend":
        fa, fb = a.astype(np.float32), b.astype(np.float32)
        return np.rint(fa + (fb - fa) * step.weight).astype(np.uint8)
    raise ValueError(f"mode={step.mode!r}: not one of one, comb, blend")
