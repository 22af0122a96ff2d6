"""Scenarios built from a question's ground-truth frames, labelled by the package's definitions."""

from __future__ import annotations

import json
from pathlib import Path

import cv2
import numpy as np

# A frame counts as showing the answer when almost no pixel differs strongly from final_frame.png
# (the ground truth is H.264 already, so a loose per-pixel threshold; a player half a cell off
# or a square part-way through a turn changes thousands of pixels).
_SOLVED_PIXELS = 0.0005
# The ground truth's frames per move (exported with --frames-per-move by the script).
FRAMES_PER_MOVE = 5


def read_frames(video: Path) -> list[np.ndarray]:
    """Decode a ground-truth video into RGB frames."""
    cap = cv2.VideoCapture(str(video))
    frames = []
    while True:
        ok, bgr = cap.read()
        if not ok:
            break
        frames.append(cv2.cvtColor(bgr, cv2.COLOR_BGR2RGB))
    cap.release()
    if not frames:
        raise ValueError(f"video={video!s}: no frame decoded")
    return frames


def read_image(path: Path) -> np.ndarray:
    """Read a PNG as RGB."""
    return cv2.cvtColor(cv2.imread(str(path)), cv2.COLOR_BGR2RGB)


def is_final(frame: np.ndarray, final: np.ndarray) -> bool:
    """True when ``frame`` shows the question's answer at rest."""
    diff = np.abs(frame.astype(np.int16) - final.astype(np.int16)).max(axis=2)
    return float((diff > 40).mean()) < _SOLVED_PIXELS


def first_final(frames: list[np.ndarray], final: np.ndarray) -> int | None:
    """Index of the first frame showing the answer, or None."""
    for i, frame in enumerate(frames):
        if is_final(frame, final):
            return i
    return None


def _rest_runs(frames: list[np.ndarray]) -> list[int]:
    """Indices of frames equal (within codec noise) to the frame before: the board at rest."""
    rest = [0]
    for i in range(1, len(frames)):
        if is_final(frames[i], frames[i - 1]):
            rest.append(i)
    return rest


def _slide(frame: np.ndarray, box: list[int], dx: int) -> np.ndarray:
    """Move the square in ``box`` (x0, y0, x1, y1) right by ``dx`` px, leaving background."""
    out = frame.copy()
    x0, y0, x1, y1 = box
    patch = frame[y0:y1, x0:x1].copy()
    out[y0:y1, x0:x1] = frame[y0, max(0, x0 - 4)]
    out[y0:y1, x0 + dx : x1 + dx] = patch
    return out


def make_scenario(
    name: str, folder: Path, other: Path | None, rng: np.random.Generator
) -> tuple[list[np.ndarray], dict]:
    """Frames and labels of one scenario on the question in ``folder``.

    Labels use None where a careful person could not tell.
    """
    meta = json.loads((folder / "question_metadata.json").read_text())
    gt = read_frames(folder / "ground_truth.mp4")
    final = read_image(folder / "final_frame.png")
    solved_at = first_final(gt, final)
    if solved_at is None:
        raise ValueError(f"folder={folder!s}: the ground truth never shows final_frame.png")
    labels = {
        "solved": True,
        "squares_kept": True,
        "first_frame_matches": True,
        "animated": True,
        "first_solved_frame": solved_at,
        "stayed_solved": True,
    }
    if name == "solved":
        frames = gt
    elif name == "long_hold_solved":
        # The first frame held for a long time, then the moves, then an extra second of answer.
        hold = int(rng.integers(12, 25))
        frames = [gt[0]] * hold + gt + [gt[-1]] * 12
        labels["first_solved_frame"] = solved_at + hold
    elif name == "stopped_early":
        rest = [i for i in _rest_runs(gt) if i < solved_at - 1 and not is_final(gt[i], final)]
        cut = rest[int(rng.integers(len(rest)))] if rest else 0
        frames = gt[: cut + 1] + [gt[cut]] * int(rng.integers(4, 12))
        labels.update(solved=False, first_solved_frame=None, stayed_solved=None)
        labels["animated"] = None  # the moves shown may or may not have been caught part-way
    elif name == "reverse":
        # The answer shown, then played back to the start: a model that undoes its work.
        frames = gt + gt[::-1][1:]
        labels.update(solved=False, stayed_solved=False)
    elif name == "jump":
        # First frame held, then the answer from one frame to the next (at a low bitrate often).
        frames = [gt[0]] * int(rng.integers(6, 14))
        labels["first_solved_frame"] = len(frames)
        frames = frames + [gt[-1]] * int(rng.integers(8, 16))
        labels["animated"] = False
    elif name == "wrong_move":
        # Puzzle: the last square turned a further quarter (or half) at the end; maze: the
        # player walks back one cell from the goal.
        if meta["domain"] == "rotation_puzzle":
            sq = meta["squares"][int(rng.integers(len(meta["squares"])))]["position"]["box"]
            x0, y0, x1, y1 = sq
            end = gt[-1].copy()
            # A quarter turn: a half turn leaves a straight pipe as it was.
            end[y0:y1, x0:x1] = np.rot90(end[y0:y1, x0:x1], k=-1)
            frames = gt + [end] * 10
            labels.update(stayed_solved=False)
            labels["animated"] = True
        else:
            back = gt[::-1][: len(gt) - solved_at + FRAMES_PER_MOVE + 1]
            frames = gt + back[1:] + [back[-1]] * 6
            labels.update(stayed_solved=False)
        labels["solved"] = False
    elif name == "slide":
        if meta["domain"] != "rotation_puzzle":
            raise ValueError(f"scenario={name!r} needs a rotation_puzzle question")
        box = meta["squares"][int(rng.integers(len(meta["squares"])))]["position"]["box"]
        dx = int(rng.integers(14, 30))
        steps = [_slide(gt[-1], box, round(dx * t / 4)) for t in range(1, 5)]
        frames = gt + steps + [steps[-1]] * 6
        labels.update(squares_kept=False, solved=None, stayed_solved=None)
    elif name == "other_puzzle":
        if other is None:
            raise ValueError(f"scenario={name!r} needs another question's folder")
        frames = read_frames(other / "ground_truth.mp4")
        labels.update(
            solved=False,
            squares_kept=False,
            first_frame_matches=False,
            animated=None,
            first_solved_frame=None,
            stayed_solved=None,
        )
    elif name == "blank":
        frames = [np.zeros_like(gt[0])] * 24
        labels = dict.fromkeys(labels)
    else:
        raise ValueError(f"scenario={name!r}: not one of {sorted(SCENARIOS)}")
    return frames, labels


SCENARIOS = (
    "solved",
    "long_hold_solved",
    "stopped_early",
    "reverse",
    "jump",
    "wrong_move",
    "slide",
    "other_puzzle",
    "blank",
)
