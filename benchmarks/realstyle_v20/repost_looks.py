"""Set v20's delivery looks that no earlier set drew, each as video-model clips re-posted on the
web show them, applied last, to the frame as encoded (after sets v18's, v17's and v19's looks).

``own`` is the draw's dict (``draws``); a look left out (``NO_OWN``) is not drawn. How each sits
against the envelope and ``REAL_STYLE_LIMITS`` (the region ``draws`` gives it):

- ``washout``: an HDR clip tone-mapped to SDR without care: the blacks lifted by 12-18 levels,
  the contrast cut to 85-90% and the colours 20-30% nearer grey. A grade, within the
  envelope's brightness and colour shifts, so ``inside``.
- ``punch``: a "zoom punch-in" edit: from a cut part-way (``at``, a share of the clip) to the
  end, the picture's centre blown up by ``zoom``, in one frame. The camera is otherwise still.
  A zoom of 1.04-1.08 stays under the ``zoom_high`` limit (1.1): ``inside``; 1.115-1.13 (the
  largest board still 3 canvas px or more inside the picture) is ``beyond`` it (``near`` =
  ``zoom_high``).
- ``meme``: a meme caption bar: a white bar of 14-22% of the height across the top with a
  line of black text, the whole frame shrunk under it, white at its sides. Drawn on frames
  720 px high or more. Flat bars and text off the picture: ``inside``.
- ``reaction``: a reaction-video layout on a landscape frame 720 px high or more (so the clip
  keeps 475 px or more, as a 480p picture): the clip shrunk to 66% on the left of a page, a face-cam rectangle on the right (a head that bobs, shoulders, a name
  strip). The one picture of a board sits in bars; what moves is beside it, never over it:
  ``inside``.
- ``circle``: the clip cropped to a circle on a coloured page, the circle's radius 170 canvas
  px from the picture's centre: it cuts the corners of every board (the smallest board's
  reach 211 px), so ``outside`` (``outside_circle``).
- ``barrel``: a phone filming the clip through a slightly barrel-distorting lens: each point
  pulled towards the frame's centre by ``barrel`` times its squared distance (over the
  half-diagonal's). What no affine camera fit takes out is the bend, measured over the
  largest board by ``barrel_bend`` in canvas px: 1.2 px or under is ``inside`` (under the 2 px
  ``wobble`` limit); 2.6-5 px is ``beyond`` it (``beyond_barrel``, ``near`` = ``wobble``).
- ``jpeg``: each frame passed through a JPEG at quality 18-30 (8x8 blocking, as a very low
  bitrate leaves it), on frames 720 px high or more, where a block is 5 canvas px or under:
  ``inside``, as the codecs and bitrates the envelope covers.

A slow dissolve between two plays of the clip is drawn on the model's frames (``build``), not
here.
"""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np

from benchmarks.realstyle_v15.look import BOARD, CANVAS, picture_box

NO_OWN: dict[str, Any] = {"washout": 0.0, "punch": None, "meme": None, "reaction": None,
                          "circle": None, "barrel": 0.0, "jpeg": 0, "dissolve_loop": 0}  # fmt: skip
CIRCLE_RADIUS = 170
"""The circle's radius in canvas px: under the smallest board's corner reach (211 px)."""
MEME_LINES = ("when the AI actually solves it", "nobody: / the video model:",
              "POV: you asked for the answer", "wait for it...")  # fmt: skip
PAGES = ((24, 24, 28), (238, 232, 220), (40, 70, 110), (220, 90, 120), (30, 90, 60))


def _washout(frame: np.ndarray, s: float) -> np.ndarray:
    """Lifted blacks, less contrast and colour, as a careless HDR-to-SDR tone map leaves them."""
    f = frame.astype(np.float32)
    grey = f @ np.float32([0.299, 0.587, 0.114])
    f = grey[..., None] + (1 - 0.5 * s) * (f - grey[..., None])
    f = 30 * s + f * (1 - 0.25 * s)
    return np.clip(np.rint(f), 0, 255).astype(np.uint8)


def _punch(frame: np.ndarray, look: dict[str, Any], zoom: float) -> np.ndarray:
    """The picture's centre blown up by ``zoom`` inside its own box (the bars untouched)."""
    x0, y0, bw, bh = picture_box(look)
    cw, ch = bw / zoom, bh / zoom
    m = np.float32([[zoom, 0, -(x0 + (bw - cw) / 2) * zoom + x0],
                    [0, zoom, -(y0 + (bh - ch) / 2) * zoom + y0]])  # fmt: skip
    out = frame.copy()
    blown = cv2.warpAffine(frame, m, (frame.shape[1], frame.shape[0]), flags=cv2.INTER_LINEAR)
    out[y0 : y0 + bh, x0 : x0 + bw] = blown[y0 : y0 + bh, x0 : x0 + bw]
    return out


def _meme(frame: np.ndarray, meme: dict[str, Any]) -> np.ndarray:
    """A white caption bar above the whole frame, shrunk to fit under it."""
    H, W = frame.shape[:2]
    bar = round(float(meme["bar"]) * H)
    nh, nw = H - bar, round(W * (H - bar) / H)
    out = np.full_like(frame, 255)
    x = (W - nw) // 2
    out[bar:, x : x + nw] = cv2.resize(frame, (nw, nh), interpolation=cv2.INTER_AREA)
    text = MEME_LINES[int(meme["line"]) % len(MEME_LINES)]
    font = cv2.FONT_HERSHEY_DUPLEX
    scale = 1.0
    (tw, th), _ = cv2.getTextSize(text, font, scale, 2)
    scale = min(0.9 * W / tw, 0.45 * bar / th)
    (tw, th), _ = cv2.getTextSize(text, font, scale, 2)
    org = ((W - tw) // 2, (bar + th) // 2)
    cv2.putText(out, text, org, font, scale, (0, 0, 0), max(1, round(2 * scale)), cv2.LINE_AA)
    return out


def _reaction(frame: np.ndarray, reaction: dict[str, Any], t: float) -> np.ndarray:
    """The clip at 66% on the left of a dark page, a face-cam beside it on the right."""
    H, W = frame.shape[:2]
    out = np.empty_like(frame)
    out[:] = reaction["page"]
    nw, nh = round(0.66 * W), round(0.66 * H)
    x, y = round(0.03 * W), (H - nh) // 2
    out[y : y + nh, x : x + nw] = cv2.resize(frame, (nw, nh), interpolation=cv2.INTER_AREA)
    fw = round(0.25 * W)
    fh = min(round(fw * 4 / 3), round(0.8 * H))
    fx, fy = round(0.72 * W), (H - fh) // 2
    out[fy : fy + fh, fx : fx + fw] = reaction["backdrop"]
    bob = 0.04 * fw * np.sin(2 * np.pi * 1.3 * t)
    head = (round(fx + fw / 2 + bob), round(fy + 0.42 * fh))
    cv2.ellipse(out, (head[0], fy + fh), (round(0.42 * fw), round(0.28 * fh)), 0, 180, 360,
                (40, 60, 120), -1, cv2.LINE_AA)  # fmt: skip
    cv2.ellipse(out, head, (round(0.2 * fw), round(0.19 * fh)), 0, 0, 360, (200, 160, 130), -1,
                cv2.LINE_AA)  # fmt: skip
    strip = round(0.09 * fh)
    out[fy + fh - strip : fy + fh, fx : fx + fw] = (230, 30, 60)
    scale = strip / 40
    cv2.putText(out, "LIVE reacting", (fx + strip // 3, fy + fh - strip // 4),
                cv2.FONT_HERSHEY_SIMPLEX, scale, (255, 255, 255), 1, cv2.LINE_AA)  # fmt: skip
    return out


def _circle(frame: np.ndarray, look: dict[str, Any], circle: dict[str, Any]) -> np.ndarray:
    """Everything outside a circle around the picture's centre painted the page's colour."""
    x0, y0, bw, bh = picture_box(look)
    r = CIRCLE_RADIUS * bw / CANVAS[0]
    H, W = frame.shape[:2]
    ys, xs = np.ogrid[0:H, 0:W]
    outside = (xs - (x0 + bw / 2)) ** 2 + (ys - (y0 + bh / 2)) ** 2 > r * r
    out = frame.copy()
    out[outside] = circle["page"]
    return out


def _barrel_forward(pts: np.ndarray, W: int, H: int, k: float) -> np.ndarray:
    """Where the lens puts points ``pts`` (N x 2, output px)."""
    c = np.array([W / 2, H / 2])
    d = pts - c
    r2 = (d**2).sum(axis=1, keepdims=True) / (c**2).sum()
    return c + d * (1 - k * r2)


def barrel_bend(look: dict[str, Any], k: float) -> float:
    """The largest distance (canvas px) between where the lens puts the largest board's points
    and where the best affine map (least squares) puts them: the bend no camera fit takes
    out."""
    W, H = look["size"]
    x0, y0, bw, bh = picture_box(look)
    xs, ys = np.meshgrid(np.linspace(BOARD[0], BOARD[2], 9), np.linspace(BOARD[1], BOARD[3], 9))
    canvas = np.stack([xs.ravel(), ys.ravel()], axis=1)
    out = canvas * [bw / CANVAS[0], bh / CANVAS[1]] + [x0, y0]
    bent = _barrel_forward(out, W, H, k)
    design = np.hstack([canvas, np.ones((len(canvas), 1))])
    coef, *_ = np.linalg.lstsq(design, bent, rcond=None)
    miss = np.linalg.norm(design @ coef - bent, axis=1).max()
    return float(miss / (bw / CANVAS[0]))


def _barrel_maps(W: int, H: int, k: float) -> tuple[np.ndarray, np.ndarray]:
    """For each output pixel, the source pixel the lens brought there (three fixed-point
    steps of the forward map's inverse)."""
    ys, xs = np.mgrid[0:H, 0:W].astype(np.float64)
    cx, cy = W / 2, H / 2
    qx, qy = xs - cx, ys - cy
    px, py = qx.copy(), qy.copy()
    norm = cx * cx + cy * cy
    for _ in range(3):
        scale = 1 - k * (px * px + py * py) / norm
        px, py = qx / scale, qy / scale
    return (px + cx).astype(np.float32), (py + cy).astype(np.float32)


def _jpeg(frame: np.ndarray, quality: int) -> np.ndarray:
    ok, buf = cv2.imencode(".jpg", frame[..., ::-1], [cv2.IMWRITE_JPEG_QUALITY, int(quality)])
    if not ok:
        raise RuntimeError(f"quality={quality!r}: cv2 could not encode the frame as JPEG")
    return np.ascontiguousarray(cv2.imdecode(buf, cv2.IMREAD_COLOR)[..., ::-1])


def apply(
    frame: np.ndarray, look: dict[str, Any], own: dict[str, Any], t: float, memo: dict
) -> np.ndarray:
    """``frame`` (as encoded, at progress ``t``) with the draw's own looks, in the order a
    repost makes them: the tone map, the edit, the layout, the phone's lens, the JPEG; ``memo``
    is the video's own store (its lens maps)."""
    out = frame
    if own["washout"]:
        out = _washout(out, float(own["washout"]))
    if own["punch"] and t >= float(own["punch"]["at"]):
        out = _punch(out, look, float(own["punch"]["zoom"]))
    if own["circle"]:
        out = _circle(out, look, own["circle"])
    if own["meme"]:
        out = _meme(out, own["meme"])
    if own["reaction"]:
        out = _reaction(out, own["reaction"], t)
    if own["barrel"]:
        H, W = out.shape[:2]
        if "barrel" not in memo:
            memo["barrel"] = _barrel_maps(W, H, float(own["barrel"]))
        out = cv2.remap(out, *memo["barrel"], cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT)
    if own["jpeg"]:
        out = _jpeg(out, int(own["jpeg"]))
    return out
