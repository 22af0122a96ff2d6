"""Set v19's delivery looks that no earlier set drew, each as video-model clips re-posted on the
web show them, applied last, to the frame as encoded (after set v18's and v17's looks), so they
stay still while the camera moves.

``fresh`` is the draw's dict (``draws``); a look left out is not drawn. How each sits against
the envelope and ``REAL_STYLE_LIMITS`` (the region ``draws`` gives it):

- ``chroma_sub``: strong chroma subsampling, as a clip passed through a low-quality transcoder
  shows: the two colour planes kept at a quarter of the resolution each way and blown back up
  blockwise, the brightness untouched. Drawn only on frames 720 px high or more, where the 4 px
  colour blocks are under 3 canvas px: a colour smear of the kind grading and blur give, not a
  change of shape, so ``inside``.
- ``ui``: a short-video platform's interface over a portrait or square frame: a column of icons
  with counts at the right side (like, comment, save, share), a spinning disc, a handle and a
  caption line under the picture. The icons overlap the picture's right edge, never the board:
  ``draws`` keeps the board's right edge (over the camera's whole move, wobble and shake
  included) 8 canvas px left of the icons (``ui_need``); the lines under the picture are drawn
  only in a bar tall enough for them. Marks off the board, so ``inside``.
- ``screen``: a screen recording of a player: the whole frame scaled to 78-85% into a window
  on a flat desktop, a title bar above it, the player's controls under it (a progress bar with
  its knob at the clip's progress, a play button, a time) and a mouse cursor gliding along the
  controls. Drawn on landscape frames 720 px high or more. The picture is nested in flat bars
  of two colours with marks in the bars, none over the picture, so ``inside``.
- ``gif``: a clip re-posted through an animated GIF: one 256-colour palette for the clip (a
  median cut of its first frame) with 4x4 ordered dithering of +-4 levels, drawn with the
  GIF's 10-15 fps (``draws``). A board's flat colours keep a palette entry each; the dither is
  noise within the envelope's, so ``inside``.
- ``keystone``: a phone filming a screen: the frame at 94% of the phone's, on a dark bezel, its
  top edge narrower than its bottom by ``keystone`` of the width (a slight tilt). A still
  perspective is not a camera move; what no similarity takes out is its bend, measured over the
  largest board by ``keystone_bend`` in canvas px. ``draws`` keeps it at 1.2 px or under for
  ``inside`` (under the 2 px ``wobble`` limit) and puts it at 2.6-5 px for ``beyond_keystone``
  (``beyond`` the ``wobble`` limit, ``near`` = ``wobble``).

- ``split``: a "before / after" side-by-side repost: the frame's left half shows the clip's
  first frame, still, under "BEFORE", the right half the clip as it plays under "AFTER", each
  scaled to fit its half over black. Two boards in one frame, one of them not the model's
  video: the envelope reads one puzzle per frame, so ``outside`` (``outside_split``); the
  labels are those of the "AFTER" half, the model's video.

A motion blur along each turn or step is drawn on the model's frames (``build``), not here.
"""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np

from benchmarks.realstyle_v15.look import BOARD, CANVAS, camera_matrix, picture_box

NO_FRESH: dict[str, Any] = {"chroma_sub": 0, "ui": False, "screen": None, "gif": False,
                            "keystone": 0.0, "motion_blur": 0.0, "split": False}  # fmt: skip
UI_ICON_X = 0.875
"""The icon column's left edge, as a share of the frame's width."""
KEYSTONE_FILL = 0.94
"""The screen's share of the phone's frame; the rest is the bezel."""
BEZEL = (16, 16, 18)
DESKTOPS = ((32, 36, 44), (222, 226, 232), (40, 70, 110), (90, 90, 96))
BAYER4 = (np.array([[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]]) - 8) // 2
"""A 4x4 ordered-dither threshold map, -4..3 grey levels."""


def ui_need(look: dict[str, Any]) -> float:
    """How far (canvas px) the interface's icons reach into the picture from its right edge."""
    W = look["size"][0]
    x0, _, bw, _ = picture_box(look)
    return max(0.0, (x0 + bw - UI_ICON_X * W) / (bw / CANVAS[0]))


def right_gap(cam: dict[str, Any], box=BOARD) -> float:
    """The least distance (canvas px) from the board's right edge to the picture's right edge
    over the camera's whole move."""
    corners = np.array([[box[0], box[1]], [box[2], box[1]], [box[0], box[3]], [box[2], box[3]]])
    least = np.inf
    for t in np.linspace(0, 1, 11):
        m = camera_matrix(cam, float(t))
        pts = corners @ m[:, :2].T + m[:, 2]
        least = min(least, CANVAS[0] - 1 - pts[:, 0].max())
    return float(least)


def _keystone_corners(W: int, H: int, k: float) -> np.ndarray:
    """Where the frame's corners land in the phone's frame: top-left, top-right, bottom-right,
    bottom-left; the top edge ``k`` of the width narrower than the bottom."""
    cx, cy = W / 2, H / 2
    hw, hh = KEYSTONE_FILL * W / 2, KEYSTONE_FILL * H / 2
    top = hw * (1 - k)
    return np.float32([[cx - top, cy - hh], [cx + top, cy - hh], [cx + hw, cy + hh],
                       [cx - hw, cy + hh]])  # fmt: skip


def _keystone_map(W: int, H: int, k: float) -> np.ndarray:
    src = np.float32([[0, 0], [W, 0], [W, H], [0, H]])
    return cv2.getPerspectiveTransform(src, _keystone_corners(W, H, k))


def keystone_bend(look: dict[str, Any], k: float) -> float:
    """The largest distance (canvas px) between where the keystone puts the largest board's
    points and where the best affine map (least squares) puts them: the bend no camera fit
    takes out."""
    W, H = look["size"]
    x0, y0, bw, bh = picture_box(look)
    xs, ys = np.meshgrid(np.linspace(BOARD[0], BOARD[2], 9), np.linspace(BOARD[1], BOARD[3], 9))
    canvas = np.stack([xs.ravel(), ys.ravel()], axis=1)
    out = canvas * [bw / CANVAS[0], bh / CANVAS[1]] + [x0, y0]
    warped = cv2.perspectiveTransform(out[None].astype(np.float64), _keystone_map(W, H, k))[0]
    design = np.hstack([canvas, np.ones((len(canvas), 1))])
    coef, *_ = np.linalg.lstsq(design, warped, rcond=None)
    miss = np.linalg.norm(design @ coef - warped, axis=1).max()
    return float(miss / (KEYSTONE_FILL * bw / CANVAS[0]))


def _keystone(frame: np.ndarray, k: float) -> np.ndarray:
    H, W = frame.shape[:2]
    return cv2.warpPerspective(frame, _keystone_map(W, H, k), (W, H), flags=cv2.INTER_LINEAR,
                               borderMode=cv2.BORDER_CONSTANT, borderValue=BEZEL)  # fmt: skip


def _chroma_sub(frame: np.ndarray, factor: int) -> np.ndarray:
    """The colour planes at 1/``factor`` of the resolution each way, blown back up blockwise."""
    H, W = frame.shape[:2]
    ycc = cv2.cvtColor(frame, cv2.COLOR_RGB2YCrCb)
    small = cv2.resize(ycc[..., 1:], (max(1, W // factor), max(1, H // factor)),
                       interpolation=cv2.INTER_AREA)  # fmt: skip
    ycc[..., 1:] = cv2.resize(small, (W, H), interpolation=cv2.INTER_NEAREST)
    return cv2.cvtColor(ycc, cv2.COLOR_YCrCb2RGB)


def _heart(frame: np.ndarray, cx: int, cy: int, r: int, colour) -> None:
    cv2.circle(frame, (cx - r // 2, cy - r // 4), r // 2, colour, -1, cv2.LINE_AA)
    cv2.circle(frame, (cx + r // 2, cy - r // 4), r // 2, colour, -1, cv2.LINE_AA)
    tri = np.int32([[cx - r, cy - r // 8], [cx + r, cy - r // 8], [cx, cy + r]])
    cv2.fillPoly(frame, [tri], colour, cv2.LINE_AA)


def _ui(frame: np.ndarray, look: dict[str, Any], t: float) -> None:
    """A short-video platform's interface, in place (see the module's docstring)."""
    H, W = frame.shape[:2]
    r = max(6, round(0.03 * W))
    cx = round((UI_ICON_X + 0.0625) * W)
    white, shade = (250, 250, 250), (30, 30, 30)
    font = cv2.FONT_HERSHEY_SIMPLEX
    scale = max(0.3, r / 30)
    for j, count in enumerate(("48.2K", "1,093", "5,310", "Share")):
        cy = round(H * 0.46) + j * round(3.6 * r)
        if j == 0:
            _heart(frame, cx, cy, r, (240, 40, 70))
        elif j == 1:
            cv2.ellipse(frame, (cx, cy), (r, round(0.8 * r)), 0, 0, 360, white, -1, cv2.LINE_AA)
        elif j == 2:
            pts = np.int32([[cx - r * 3 // 4, cy - r], [cx + r * 3 // 4, cy - r],
                            [cx + r * 3 // 4, cy + r], [cx, cy + r // 3], [cx - r * 3 // 4, cy + r]])  # fmt: skip
            cv2.fillPoly(frame, [pts], white, cv2.LINE_AA)
        else:
            pts = np.int32([[cx + r, cy], [cx, cy - r], [cx, cy - r // 3], [cx - r, cy + r // 2],
                            [cx, cy + r // 3]])  # fmt: skip
            cv2.fillPoly(frame, [pts], white, cv2.LINE_AA)
        (tw, _), _ = cv2.getTextSize(count, font, scale, 1)
        org = (cx - tw // 2, cy + r + round(1.2 * r))
        cv2.putText(frame, count, org, font, scale, shade, 3, cv2.LINE_AA)
        cv2.putText(frame, count, org, font, scale, white, 1, cv2.LINE_AA)
    _, y0, _, bh = picture_box(look)
    top = y0 + bh + round(0.02 * H)
    if top + round(0.1 * H) > H:  # no bar tall enough under the picture for the lines
        return
    for j, line in enumerate(("@puzzle.render.ai", "it solved it?? #ai #puzzle #fyp")):
        org = (round(0.04 * W), top + round((0.035 + 0.04 * j) * H))
        cv2.putText(frame, line, org, font, scale * (1.1 - 0.2 * j), white, 1, cv2.LINE_AA)
    disc = (cx, top + round(0.06 * H))
    cv2.circle(frame, disc, r, (40, 40, 40), -1, cv2.LINE_AA)
    angle = 2 * np.pi * 3 * t
    tip = (disc[0] + round(0.7 * r * np.cos(angle)), disc[1] + round(0.7 * r * np.sin(angle)))
    cv2.line(frame, disc, tip, (200, 200, 200), max(1, r // 6), cv2.LINE_AA)


def _cursor(frame: np.ndarray, x: int, y: int, size: int) -> None:
    pts = np.int32([[x, y], [x, y + size], [x + size * 3 // 10, y + size * 3 // 4],
                    [x + size // 2, y + size * 11 // 10], [x + size * 3 // 5, y + size],
                    [x + size * 2 // 5, y + size * 2 // 3], [x + size * 3 // 4, y + size * 2 // 3]])  # fmt: skip
    cv2.fillPoly(frame, [pts], (250, 250, 250), cv2.LINE_AA)
    cv2.polylines(frame, [pts], True, (10, 10, 10), 1, cv2.LINE_AA)


def _screen(frame: np.ndarray, screen: dict[str, Any], t: float) -> np.ndarray:
    """The frame inside a player's window on a desktop, recorded (see the module's docstring)."""
    H, W = frame.shape[:2]
    f = float(screen["scale"])
    fw, fh = round(W * f), round(H * f)
    tb, cb = round(0.04 * H), round(0.07 * H)
    x, y = (W - fw) // 2, (H - fh - tb - cb) // 2
    out = np.empty_like(frame)
    out[:] = screen["desktop"]
    out[y : y + tb, x : x + fw] = (236, 236, 238)
    for j, colour in enumerate(((236, 95, 87), (245, 190, 79), (98, 197, 84))):
        cv2.circle(
            out, (x + tb // 2 + j * tb * 3 // 4, y + tb // 2), tb // 5, colour, -1, cv2.LINE_AA
        )
    font = cv2.FONT_HERSHEY_SIMPLEX
    cv2.putText(out, "puzzle_solve_final.mp4 - Media Player", (x + 3 * tb, y + tb * 2 // 3),
                font, tb / 45, (60, 60, 60), 1, cv2.LINE_AA)  # fmt: skip
    out[y + tb : y + tb + fh, x : x + fw] = cv2.resize(
        frame, (fw, fh), interpolation=cv2.INTER_AREA
    )
    cy0 = y + tb + fh
    out[cy0 : cy0 + cb, x : x + fw] = (18, 18, 20)
    track_y = cy0 + cb // 4
    left, right = x + cb, x + fw - cb
    cv2.line(out, (left, track_y), (right, track_y), (110, 110, 110), max(2, cb // 14))
    knob = round(left + (right - left) * t)
    cv2.line(out, (left, track_y), (knob, track_y), (230, 30, 30), max(2, cb // 14))
    cv2.circle(out, (knob, track_y), max(3, cb // 8), (230, 30, 30), -1, cv2.LINE_AA)
    play = np.int32([[x + cb // 3, cy0 + cb // 2], [x + cb // 3, cy0 + cb - cb // 8],
                     [x + cb * 2 // 3, cy0 + cb * 11 // 16]])  # fmt: skip
    cv2.fillPoly(out, [play], (240, 240, 240), cv2.LINE_AA)
    secs = round(5 * t)
    cv2.putText(out, f"0:0{secs} / 0:05", (x + cb, cy0 + cb * 7 // 8), font, cb / 80,
                (220, 220, 220), 1, cv2.LINE_AA)  # fmt: skip
    size = max(8, round(0.026 * H))
    cursor_x = round(x + fw * (0.3 + 0.35 * t + 0.03 * np.sin(9 * t)))
    _cursor(out, cursor_x, cy0 + (cb - size) // 2, size)
    return out


def _span(box: np.ndarray) -> int:
    return int(np.ptp(box, axis=0).max()) if len(box) > 1 else -1


def gif_palette(frame: np.ndarray, colours: int = 256) -> tuple[np.ndarray, np.ndarray]:
    """A median-cut palette of ``frame`` (every 4th pixel each way) and its lookup table: the
    nearest palette entry of each cell of RGB cut to 5 bits, ``(32, 32, 32)`` indices."""
    boxes = [frame[::4, ::4].reshape(-1, 3).astype(np.int16)]
    spans = [_span(boxes[0])]
    while len(boxes) < colours:
        i = int(np.argmax(spans))
        if spans[i] <= 0:
            break
        box = boxes[i]
        box = box[np.argsort(box[:, int(np.argmax(np.ptp(box, axis=0)))], kind="stable")]
        half = len(box) // 2
        boxes[i : i + 1] = [box[:half], box[half:]]
        spans[i : i + 1] = [_span(box[:half]), _span(box[half:])]
    palette = np.array([np.rint(b.mean(axis=0)) for b in boxes], np.float32)
    grid = np.arange(32, dtype=np.float32) * 8 + 4
    cells = np.stack(np.meshgrid(grid, grid, grid, indexing="ij"), axis=-1).reshape(-1, 1, 3)
    nearest = np.empty(len(cells), np.intp)
    for start in range(0, len(cells), 4096):  # a block at a time: 4096 x 256 distances
        d = ((cells[start : start + 4096] - palette[None]) ** 2).sum(axis=2)
        nearest[start : start + 4096] = d.argmin(axis=1)
    return nearest.reshape(32, 32, 32), palette.astype(np.uint8)


def _gif(frame: np.ndarray, lut: np.ndarray, palette: np.ndarray) -> np.ndarray:
    """Each pixel, dithered by the 4x4 map, as its nearest palette colour."""
    H, W = frame.shape[:2]
    tile = np.tile(BAYER4, (H // 4 + 1, W // 4 + 1))[:H, :W, None]
    idx = np.clip(frame.astype(np.int16) + tile, 0, 255) >> 3
    return palette[lut[idx[..., 0], idx[..., 1], idx[..., 2]]]


def _half(frame: np.ndarray, w: int, h: int, title: str) -> np.ndarray:
    """``frame`` fitted into a black ``w`` x ``h`` half, its ``title`` above the picture."""
    H, W = frame.shape[:2]
    s = min(w / W, h / H)
    nw, nh = round(W * s), round(H * s)
    half = np.zeros((h, w, 3), np.uint8)
    x, y = (w - nw) // 2, (h - nh) // 2
    half[y : y + nh, x : x + nw] = cv2.resize(frame, (nw, nh), interpolation=cv2.INTER_AREA)
    size = max(0.4, h / 700)
    (tw, th), _ = cv2.getTextSize(title, cv2.FONT_HERSHEY_DUPLEX, size, 1)
    org = ((w - tw) // 2, max(th + 4, y - th))
    cv2.putText(half, title, org, cv2.FONT_HERSHEY_DUPLEX, size, (250, 250, 250), 1, cv2.LINE_AA)
    return half


def _split(frame: np.ndarray, first: np.ndarray) -> np.ndarray:
    """The clip's first frame, still, beside the frame as it plays."""
    H, W = frame.shape[:2]
    out = np.empty_like(frame)
    out[:, : W // 2] = _half(first, W // 2, H, "BEFORE")
    out[:, W // 2 :] = _half(frame, W - W // 2, H, "AFTER")
    return out


def apply(
    frame: np.ndarray, look: dict[str, Any], fresh: dict[str, Any], t: float, memo: dict
) -> np.ndarray:
    """``frame`` (as encoded, at progress ``t``) with the draw's fresh looks; ``memo`` is the
    video's own store (its GIF palette and split screen's still, from the first frame it
    sees)."""
    out = frame
    if fresh["chroma_sub"]:
        out = _chroma_sub(out, int(fresh["chroma_sub"]))
    if fresh["ui"]:
        out = out.copy() if out is frame else out
        _ui(out, look, t)
    if fresh["screen"]:
        out = _screen(out, fresh["screen"], t)
    if fresh["gif"]:
        if "gif" not in memo:
            memo["gif"] = gif_palette(out)
        out = _gif(out, *memo["gif"])
    if fresh["split"]:
        memo.setdefault("first", out)
        out = _split(out, memo["first"])
    if fresh["keystone"]:
        out = _keystone(out, float(fresh["keystone"]))
    return out
