"""A frame's squares a few degrees off their quarter-turn: neither solved nor not on that frame.

A square's pipes a few degrees off at rest are as likely the fit's or the codec's as the
model's (a turn's last degrees, a wobble at a low bit rate): :func:`unsettled` (before the
first solved frame) and :func:`leaning_after` (after it) leave those squares unknown on that
frame, for :meth:`datagen.score._Reader.read`. Moved out of ``datagen/score.py`` unchanged.
"""

from __future__ import annotations

from datagen.base import Verdict


def unsettled(verdict: Verdict, correlation: float, settled: float) -> Verdict:
    """``verdict`` of a frame read solved before any other, registered under ``settled``
    (:data:`datagen.score.SETTLED_FIT`), with a square at rest only by the uneven warp's
    allowance (``leaning_squares``): neither solved nor not. The fit of a frame during a turn's last
    degrees is pulled by the turning square (set v9: a slow-motion end held 4° short of rest,
    fitted at 0.976 from a frame four back, read 2.9° off and solved two frames early; fitted
    at 0.998 from the frame before, 3.8° off, still turning). Those squares are unknown on
    that frame, so the first solved frame is one read firmly, or unknown -- never early."""
    leaning = set(verdict.get("leaning_squares", []))
    if correlation >= settled or not verdict["readable"] or not verdict["solved"]:
        return verdict
    if not leaning:
        return verdict
    parts = verdict.get("square_states")
    return Verdict(**{
        **verdict,
        "solved": False,
        "state": None,
        "unknown_squares": sorted(set(verdict.get("unknown_squares", [])) | leaning),
        "square_states": None if parts is None else [
            None if k in leaning else v for k, v in enumerate(parts)],
    })  # fmt: skip


def leaning_after(verdict: Verdict) -> Verdict:
    """``verdict`` of a frame read after the first solved one, with a square showing the solved
    pipes a few degrees off its quarter-turn (``slight_squares``: past the warp's allowance,
    not clearly part-way): neither solved nor not. A wobbling picture at a low bit rate turns a
    square at rest that far on a frame fitted well (set v11: 3.9 deg under a 2 px wobble at
    522 kbit/s, fit 0.9975, on the last frame of a solved puzzle, read "not solved"); a turn
    away from the answer shows that much on its first eased frame only, and clearly part-way
    on the next. Those squares are unknown on that frame, so a solved board read at rest
    before it still speaks for them (``score_question``) -- never a definite "not solved"."""
    leaning = set(verdict.get("slight_squares", [])) - set(verdict.get("wrong_squares", []))
    if not verdict["readable"] or not leaning or verdict["squares_moved"] or verdict["problems"]:
        return verdict
    if verdict.get("turning_squares"):
        return verdict  # a square clearly part-way: the board is moving, the lean may be too
    parts = verdict.get("square_states")
    return Verdict(**{
        **verdict,
        "state": None,
        "unknown_squares": sorted(set(verdict.get("unknown_squares", [])) | leaning),
        "square_states": None if parts is None else [
            None if k in leaning else v for k, v in enumerate(parts)],
    })  # fmt: skip
