"""A frame registered under :data:`WARP_FIT`: warped beyond the envelope, so a square a few px
off its place there is the warp's as much as the square's (:func:`beyond_warp`).

Moved out of :mod:`datagen.score` (same code) so that module does not grow.
"""

from __future__ import annotations

from datagen.base import Verdict

WARP_FIT = 0.975  # a frame registered under this is warped beyond the envelope (beyond_warp)


def beyond_warp(verdict: Verdict, correlation: float, slid: float) -> Verdict:
    """``verdict`` of a frame registered under :data:`WARP_FIT`: warped beyond the envelope (a
    wobble over 2 px with barrel distortion and a vignette: 0.935-0.964 on set v6, against
    0.988 and more inside it), where a square's few px off its place or few degrees off its
    quarter-turn are the warp's as much as the square's: those squares are unknown (covered),
    a square so moved leaves ``squares_kept`` unknown (``warp_unsure``), never False. A square
    slid ``slid`` px or more (:data:`datagen.score.SLID_PIXELS`; any distance on a frame
    fitted by roll and shift alone), missing, part-way through a turn or at another
    quarter-turn still counts."""
    if correlation >= WARP_FIT or not verdict["readable"]:
        return verdict
    far = verdict.get("moved_px", [])
    moved = verdict["squares_moved"]
    small = {k for n, k in enumerate(moved) if n < len(far) and 0.0 < far[n] < slid}
    doubtful = small | (set(verdict.get("slight_squares", [])) - set(verdict["wrong_squares"]))
    if not doubtful:
        return verdict
    kept = [n for n, k in enumerate(moved) if k not in small]
    parts = verdict.get("square_states")
    return Verdict(**{
        **verdict,
        "solved": False,
        "state": None,
        "squares_moved": [moved[n] for n in kept],
        "moved_px": [far[n] for n in kept if n < len(far)],
        "unknown_squares": sorted(set(verdict.get("unknown_squares", [])) | doubtful),
        "problems": [p for p in verdict["problems"]
                     if not any(p.startswith(f"square {k} moved") for k in small)],
        "square_states": None if parts is None else [
            None if k in doubtful else v for k, v in enumerate(parts)],
        "warp_unsure": bool(small),
        "warp_squares": sorted(small),
    })  # fmt: skip
