"""Set v12's labels: what a careful person says of a delivered video, by the package's definitions.

A label is ``None`` where a person could not tell from the delivered frames.
"""

from __future__ import annotations

from benchmarks.realstyle_v12.look import Entry
from benchmarks.realstyle_v12.scenes import Scene

VERDICTS = ("solved", "squares_kept", "first_frame_matches", "animated", "first_solved_frame")
"""The scored columns each video is labelled on (``stayed_solved`` is printed beside them)."""


def _solved(scene: Scene, entry: Entry) -> bool | None:
    flags = {scene.solved[i] for i, _ in entry[1]}  # type: ignore[union-attr]
    return flags.pop() if len(flags) == 1 else None


def labels(scene: Scene, seq: list[Entry], blank: bool = False, jump: bool = False) -> dict:
    """The expected verdicts of the delivered frames ``seq`` of ``scene``.

    Args:
        scene: the canvas video.
        seq: the delivered frames (:func:`realstyle_v12.look.entries`).
        blank: nothing of the puzzle is shown: no label at all.
        jump: the answer appears from one frame to the next (``animated`` False when no frame
            catches a move part-way).
    """
    if blank:
        return {k: None for k in (*VERDICTS, "stayed_solved")} | {"readable": False}
    puzzle = [k for k, e in enumerate(seq) if e[0] == "p"]
    first_solved = next((k for k in puzzle if _solved(scene, seq[k]) is True), None)
    stayed = None
    if first_solved is not None:
        stayed = all(_solved(scene, seq[k]) is True for k in puzzle if k > first_solved)
    part_way = any(
        all(scene.moving[i] for i, _ in seq[k][1])
        for k in puzzle  # type: ignore[union-attr]
    )
    mixed = any(
        len({id(scene.frames[i]) for i, _ in seq[k][1]}) > 1
        for k in puzzle  # type: ignore[union-attr]
    )
    if part_way:
        animated = True
    elif jump and not mixed:
        animated = False
    else:
        animated = None
    solved = _solved(scene, seq[puzzle[-1]])
    return {
        "readable": True,
        "solved": solved,
        "squares_kept": scene.squares_kept,
        "first_frame_matches": scene.first_frame_matches,
        "animated": animated,
        "first_solved_frame": first_solved,
        "stayed_solved": stayed,
    }
