"""Set v23's delivery looks that no earlier set drew, each as video-model clips passed around
social feeds show them. ``feed`` is the draw's dict (``draws``); a look left out (``NO_FEED``)
is not drawn. All act on the frame as every earlier set's look left it (``apply``, after set
v22's relay looks), in this order: the phone's rolling-shutter jello, the lens's colour
fringe, the swapped colour channels, the burned-in timecode and last the scrolling comments.
How each sits against the envelope and ``REAL_STYLE_LIMITS`` (the region ``draws`` gives it):

- ``jello``: a phone filming a screen by hand reads its sensor row by row, so while the hand
  moves, lower rows are caught later than upper ones and the picture shears sideways, swinging
  back and forth (``speed`` swings over the clip from ``phase``). The shear is scaled so that the
  largest board's top and bottom rows move at most ``px`` canvas px either way of its middle
  row: a non-rigid deformation measured as the ``wobble`` limit measures it (canvas px, before
  the frame is placed). 0.5-1.2 px, with the draw's own wobble kept so the two add up to 2 px
  or less, is ``inside``; 2.6-3.6 px on a still, unwobbled picture is ``beyond`` the ``wobble``
  limit (``beyond_jello``, ``near`` = ``wobble``).
- ``fringe``: a cheap lens's lateral chromatic aberration (or a phone's over-eager
  "enhance"): the red plane scaled up and the blue plane scaled down about the frame's centre,
  so edges grow a red and a blue rim of ``px`` output px at the frame's corners (0.5-1.5) and
  less towards its middle. A sub-pixel to pixel misregistration of colour, finer than the
  envelope's blur (r = 1.5) and the ``wobble`` limit: ``inside``.
- ``swap``: an export that wrote a pipeline's BGR frames as RGB: the red and blue channels
  swapped on every frame, from the first. Not a colour cast of any size the envelope covers
  (its casts scale channels, they never trade them), so ``outside`` (``outside_swapped``).
- ``timecode``: a reviewer's burned-in running timecode (hours:minutes:seconds:frames at the
  draw's frame rate) in a dark box at one corner of the frame (``corner``: 0 top-left, 1
  top-right, 2 bottom-left, 3 bottom-right), whose box is ``share`` of the frame (0.004-0.012).
  A static mark whose digits change every frame, counted with the other marks under the
  ``watermark`` limit: ``inside``.
- ``comments``: a video site's scrolling comments ("danmaku"): ``count`` lines of text, each
  on a translucent dark pill (its box darkened by ``COMMENT_BACKING``), that cross the frame
  from right to left along their lanes (a share of the frame's height) from their starts (a
  share of the clip) over ``COMMENT_LIFE`` of the clip. Each line's box is ``share / count`` of
  the frame (``COMMENT_ASPECT`` times as wide as high), so every line on screen at once covers
  ``share`` at most. 0.008-0.03 in lanes of the frame's top quarter or anywhere is a moving
  mark within the ``watermark`` limit (0.04), ``inside``; 0.05-0.07 in a burst over the
  picture's middle rows (every line starting within ``draws.BURST`` of the clip, so all are on
  screen together for a while) is ``beyond`` it (``beyond_comments``, ``near`` =
  ``watermark``).

None of them changes a label: each changes how a frame is delivered, not what the model drew,
and none adds, drops or reorders a frame.
"""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np

from benchmarks.realstyle_v15.look import BOARD

NO_FEED: dict[str, Any] = {"jello": None, "fringe": 0.0, "swap": False, "timecode": None,
                           "comments": None}  # fmt: skip
BOARD_HALF = (BOARD[3] - BOARD[1]) / 2
"""Half the largest board's height in canvas px: the jello's ``px`` is reached at its rows."""
COMMENT_LIFE = 0.35
"""A comment's life as a share of the clip: it crosses the frame from right to left in it."""
COMMENT_ASPECT = 7.0
"""A comment line's box is this many times as wide as it is high."""
COMMENT_BACKING = 0.45
"""How much a comment's pill darkens what is under it: the box it covers is its share."""
COMMENT_WORDS = ("lol it solved it", "wait what", "no way", "first!", "turn left", "so smooth",
                 "ai is wild", "it cheated", "again", "how")  # fmt: skip
"""The comments' texts, drawn in turn (whatever a line says, its box bounds its share)."""


def jello_shift(jello: dict[str, Any], t: float) -> float:
    """How far (canvas px) the largest board's top row sits from its middle row at ``t``."""
    swing = np.sin(2 * np.pi * (float(jello["phase"]) + float(jello["speed"]) * t))
    return float(jello["px"]) * float(swing)


def _jello(frame: np.ndarray, jello: dict[str, Any], t: float) -> np.ndarray:
    H, W = frame.shape[:2]
    # Rows shift sideways in proportion to their distance from the frame's middle row; at a
    # board half-height from it they shift by ``jello_shift`` canvas px.
    k = jello_shift(jello, t) / BOARD_HALF
    if k == 0.0:
        return frame
    m = np.float32([[1.0, -k, k * H / 2], [0.0, 1.0, 0.0]])
    return cv2.warpAffine(frame, m, (W, H), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _scaled(plane: np.ndarray, factor: float) -> np.ndarray:
    H, W = plane.shape
    m = cv2.getRotationMatrix2D(((W - 1) / 2, (H - 1) / 2), 0.0, factor)
    return cv2.warpAffine(plane, m, (W, H), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def fringe_factor(size: tuple[int, int], px: float) -> float:
    """The red plane's scale (the blue plane's is ``2 - this``) that moves the frame's corners
    by ``px`` output px."""
    W, H = size
    return 1.0 + float(px) / (0.5 * float(np.hypot(W - 1, H - 1)))


def _fringe(frame: np.ndarray, px: float) -> np.ndarray:
    H, W = frame.shape[:2]
    f = fringe_factor((W, H), px)
    out = frame.copy()
    out[..., 0] = _scaled(frame[..., 0], f)
    out[..., 2] = _scaled(frame[..., 2], 2.0 - f)
    return out


def timecode_text(s: int, fps: int) -> str:
    """Frame ``s`` at ``fps`` as hours:minutes:seconds:frames."""
    seconds, frames = divmod(int(s), int(fps))
    minutes, seconds = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours:02d}:{minutes:02d}:{seconds:02d}:{frames:02d}"


def timecode_box(size: tuple[int, int], timecode: dict[str, Any]) -> tuple[int, int, int, int]:
    """The timecode's box (left, top, width, height px), ``share`` of a frame of ``size``, five
    times as wide as high, 2% of the height in from its corner."""
    W, H = size
    h = max(6, round(float(np.sqrt(float(timecode["share"]) * W * H / 5.0))))
    w = 5 * h
    pad = round(0.02 * H)
    corner = int(timecode["corner"])
    x = pad if corner in (0, 2) else W - pad - w
    y = pad if corner in (0, 1) else H - pad - h
    return x, y, w, h


def _text(out: np.ndarray, text: str, x: int, y: int, w: int, h: int, ink, alpha: float) -> None:
    """``text`` fitted into the box (x, y, w, h), blended at ``alpha`` over ``out``; the parts
    of the box outside the frame are left out."""
    mask = np.zeros((h, w), np.uint8)
    scale = cv2.getFontScaleFromHeight(cv2.FONT_HERSHEY_SIMPLEX, max(1, int(h * 0.7)), 1)
    (tw, _), _ = cv2.getTextSize(text, cv2.FONT_HERSHEY_SIMPLEX, scale, 1)
    scale *= min(1.0, 0.95 * w / max(1, tw))
    thick = max(1, h // 12)
    org = (1, int(h * 0.8))
    cv2.putText(mask, text, org, cv2.FONT_HERSHEY_SIMPLEX, scale, 255, thick, cv2.LINE_AA)
    H, W = out.shape[:2]
    x0, y0, x1, y1 = max(0, x), max(0, y), min(W, x + w), min(H, y + h)
    if x1 <= x0 or y1 <= y0:
        return
    a = mask[y0 - y : y1 - y, x0 - x : x1 - x].astype(np.float32)[..., None] * (alpha / 255.0)
    roi = out[y0:y1, x0:x1].astype(np.float32)
    out[y0:y1, x0:x1] = np.rint(roi * (1 - a) + np.float32(ink) * a).astype(np.uint8)


def _timecode(frame: np.ndarray, timecode: dict[str, Any], s: int, fps: int) -> np.ndarray:
    H, W = frame.shape[:2]
    x, y, w, h = timecode_box((W, H), timecode)
    out = frame.copy()
    out[y : y + h, x : x + w] = (out[y : y + h, x : x + w].astype(np.float32) * 0.3).astype(
        np.uint8
    )
    _text(out, timecode_text(s, fps), x, y, w, h, (255, 255, 255), 1.0)
    return out


def comment_box(size: tuple[int, int], comments: dict[str, Any]) -> tuple[int, int]:
    """A comment line's box (width, height px): ``share / count`` of a frame of ``size``."""
    W, H = size
    area = float(comments["share"]) / int(comments["count"]) * W * H
    h = max(4, round(float(np.sqrt(area / COMMENT_ASPECT))))
    return round(COMMENT_ASPECT * h), h


def comment_spots(size: tuple[int, int], comments: dict[str, Any], t: float) -> list[tuple]:
    """Where each comment on screen at ``t`` sits: its box's left and top px and its text. Over
    ``COMMENT_LIFE`` of the clip a line moves from just right of the frame to just left of it."""
    W, H = size
    w, h = comment_box(size, comments)
    spots = []
    for j, (lane, start) in enumerate(comments["lines"]):
        u = (t - float(start)) / COMMENT_LIFE
        if not 0.0 <= u < 1.0:
            continue
        x = round(W - u * (W + w))
        y = round((H - h) * float(lane))
        spots.append((x, y, COMMENT_WORDS[j % len(COMMENT_WORDS)]))
    return spots


def _comments(frame: np.ndarray, comments: dict[str, Any], t: float) -> np.ndarray:
    H, W = frame.shape[:2]
    spots = comment_spots((W, H), comments, t)
    if not spots:
        return frame
    w, h = comment_box((W, H), comments)
    out = frame.copy()
    for x, y, text in spots:
        x0, x1 = max(0, x), min(W, x + w)
        if x1 > x0:  # a translucent dark pill behind the line, as feeds draw it
            roi = out[y : y + h, x0:x1].astype(np.float32)
            out[y : y + h, x0:x1] = np.rint(roi * (1 - COMMENT_BACKING)).astype(np.uint8)
        _text(out, text, x, y, w, h, (255, 255, 255), 0.95)
    return out


def apply(frame: np.ndarray, feed: dict[str, Any], t: float, s: int, fps: int) -> np.ndarray:
    """``frame`` (delivered frame ``s`` at progress ``t`` of a clip at ``fps``, as every earlier
    look left it) as a feed shows it: the jello, the fringe, the swapped channels, the
    timecode, then the comments."""
    out = frame
    if feed["jello"]:
        out = _jello(out, feed["jello"], t)
    if feed["fringe"]:
        out = _fringe(out, float(feed["fringe"]))
    if feed["swap"]:
        out = np.ascontiguousarray(out[..., ::-1])
    if feed["timecode"]:
        out = _timecode(out, feed["timecode"], s, fps)
    if feed["comments"]:
        out = _comments(out, feed["comments"], t)
    return out
