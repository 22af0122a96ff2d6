"""Set v21's delivery looks that no earlier set drew, each as video-model clips passed around
the web show them. ``clip`` is the draw's dict (``draws``); a look left out (``NO_CLIP``) is not
drawn. Two act on the clip as its maker's app and editor leave it (``at_source``, right after
set v15's ``deliver``, before sets v18's, v17's, v19's and v20's looks), one on the frame as a
viewer's player shows it (``on_player``, after all of them). How each sits against the envelope
and ``REAL_STYLE_LIMITS`` (the region ``draws`` gives it):

- ``hop``: the maker's app's watermark, a translucent white cloud glyph and a word, that hops
  from spot to spot every part of the clip (as some video apps' marks jump between corners and
  the middle), often over the board. The mark's box is ``share`` of the frame:
  0.006-0.02 is a translucent mark within the ``watermark`` limit (0.04, which the property test
  also sends across the squares), so ``inside``; 0.05-0.07 with every spot over the picture's
  middle is ``beyond`` it (``beyond_hop``, ``near`` = ``watermark``).
- ``fill``: a letterboxed or pillarboxed clip that an editor zooms to fill the frame at a cut
  part-way (``at``, a share of the clip): the whole frame, bars included, blown up by ``zoom``
  about its centre in one frame, so the bars shrink or vanish mid-video while the camera is
  otherwise still. A zoom of 1.03-1.08 (part of the bars cropped; the largest board 6 canvas px
  or more, plus the wobble and shake, inside the picture) stays under the ``zoom_high`` limit
  (1.1): ``inside``. A 4:3 frame zoomed to fill exactly (1.124-1.125, the largest board still 3
  canvas px or more inside) is ``beyond`` it (``beyond_fill``, ``near`` = ``zoom_high``).
- ``bars``: "cinematic bars" an editor slides in over the picture's top and bottom part-way
  (from ``at``, over ``slide`` of the clip) and keeps to the end: black over the frame's whole
  width, reaching ``depth`` canvas px into the picture from its top and bottom edges. A depth
  that stops 6 canvas px or more (plus wobble and shake) short of the largest board (its top
  at 33 px, its bottom 33 px from the edge) hides only the picture's background: the content
  area changes mid-video, the board stays whole, so ``inside``. A depth of 115-130 px covers
  every board's outer rows (the smallest board's reach 106 px from either edge): the board is
  cut, so ``outside`` (``outside_bars``).
- ``pause``: a screen recording of a web player that a viewer paused and resumed: a dark
  translucent disc with a pause or play glyph over the frame's centre and the player's progress
  bar along the frame's bottom edge, both fading in and out around each moment (``events``). The
  disc is under 1% of the frame and translucent, the bar 4 px along the bottom edge: marks
  within the ``watermark`` limit, ``inside``.

A clip re-encoded with a variable frame rate (frames held twice or thrice, now and then one
held frame dropped) is drawn on the model's frames (``build``), not here.
"""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np

from benchmarks.realstyle_v15.look import CANVAS, picture_box

NO_CLIP: dict[str, Any] = {"hop": None, "fill": None, "bars": None, "pause": None, "vfr": None}
HOP_ASPECT = 2.6
"""The watermark's box, width over height: a glyph and a short word."""
HOP_WORD = "genclip"
PAUSE_DISC = 0.11
"""The pause disc's diameter as a share of the frame's shorter side."""
PROGRESS_PX = 4


def fill_zoom(look: dict[str, Any]) -> float:
    """The zoom about the frame's centre that makes a centred picture cover the whole frame."""
    W, H = look["size"]
    _, _, bw, bh = picture_box(look)
    return max(W / bw, H / bh)


def hop_box(size: tuple[int, int], share: float) -> tuple[int, int]:
    """The watermark's box (width, height) in px for a frame of ``size`` and its ``share``."""
    W, H = size
    bh = max(6, round(float(np.sqrt(share * W * H / HOP_ASPECT))))
    return min(W - 2, round(HOP_ASPECT * bh)), min(H - 2, bh)


def _hop(frame: np.ndarray, hop: dict[str, Any], t: float) -> np.ndarray:
    """The watermark at the spot of the clip's part ``t`` falls in (each spot an equal part)."""
    H, W = frame.shape[:2]
    bw, bh = hop_box((W, H), float(hop["share"]))
    spots = hop["spots"]
    fx, fy = spots[min(len(spots) - 1, int(t * len(spots)))]
    x, y = round((W - bw) * fx), round((H - bh) * fy)
    ink = np.zeros((bh, bw), np.uint8)
    r = max(2, bh // 4)
    cx, cy = r + 1, bh // 2
    for dx, dy, rr in ((0, 0.3, 1.0), (1.1, -0.2, 1.25), (2.2, 0.3, 1.0)):  # a cloud of discs
        cv2.circle(ink, (round(cx + dx * r), round(cy + dy * r)), round(rr * r), 255, -1)
    text_x = round(cx + 3.6 * r)
    font = cv2.FONT_HERSHEY_SIMPLEX
    (tw, th), _ = cv2.getTextSize(HOP_WORD, font, 1.0, 2)
    scale = max(0.2, min((bw - text_x - 2) / tw, 0.55 * bh / th))
    thick = max(1, round(2 * scale))
    cv2.putText(ink, HOP_WORD, (text_x, round(cy + 0.5 * th * scale)), font, scale, 255, thick,
                cv2.LINE_AA)  # fmt: skip
    alpha = (ink.astype(np.float32) / 255.0 * float(hop["alpha"]))[..., None]
    out = frame.copy()
    roi = out[y : y + bh, x : x + bw].astype(np.float32)
    out[y : y + bh, x : x + bw] = np.rint(roi * (1 - alpha) + 255 * alpha).astype(np.uint8)
    return out


def _fill(frame: np.ndarray, zoom: float) -> np.ndarray:
    """The whole frame blown up by ``zoom`` about its centre (bars and all)."""
    H, W = frame.shape[:2]
    m = np.float32([[zoom, 0, (1 - zoom) * W / 2], [0, zoom, (1 - zoom) * H / 2]])
    return cv2.warpAffine(frame, m, (W, H), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def bars_depth(bars: dict[str, Any], t: float) -> float:
    """How far (canvas px) the cinematic bars reach into the picture at progress ``t``."""
    if t < float(bars["at"]):
        return 0.0
    return float(bars["depth"]) * min(1.0, (t - float(bars["at"])) / float(bars["slide"]))


def _bars(frame: np.ndarray, look: dict[str, Any], bars: dict[str, Any], t: float) -> np.ndarray:
    depth = bars_depth(bars, t)
    if depth <= 0:
        return frame
    _, y0, _, bh = picture_box(look)
    reach = round(depth * bh / CANVAS[1])
    out = frame.copy()
    out[: y0 + reach] = 0
    out[max(y0 + bh - reach, 0) :] = 0
    return out


def pause_strength(pause: dict[str, Any], t: float) -> float:
    """The overlay's opacity at progress ``t``: the strongest of its events, each fading in over
    a quarter of its span, full for half and fading out over the last quarter."""
    best = 0.0
    for event in pause["events"]:
        half = float(event["span"]) / 2
        best = max(best, min(1.0, max(0.0, (half - abs(t - float(event["at"]))) / (half / 2))))
    return best


def _glyph(pause: dict[str, Any], t: float) -> str:
    nearest = min(pause["events"], key=lambda e: abs(t - float(e["at"])))
    return str(nearest["glyph"])


def _pause(frame: np.ndarray, pause: dict[str, Any], t: float) -> np.ndarray:
    a = pause_strength(pause, t)
    if a <= 0:
        return frame
    H, W = frame.shape[:2]
    d = max(8, round(PAUSE_DISC * min(W, H)))
    x0, y0 = (W - d) // 2, (H - d) // 2
    out = frame.copy()
    disc = np.zeros((d, d), np.uint8)
    cv2.circle(disc, (d // 2, d // 2), d // 2, 255, -1, cv2.LINE_AA)
    glyph = np.zeros((d, d), np.uint8)
    u = d / 10
    if _glyph(pause, t) == "pause":
        for gx in (3.2, 5.6):
            cv2.rectangle(glyph, (round(gx * u), round(3 * u)), (round((gx + 1.2) * u), round(7 * u)),
                          255, -1)  # fmt: skip
    else:
        tri = np.int32([[round(3.8 * u), round(3 * u)], [round(3.8 * u), round(7 * u)],
                        [round(7.2 * u), round(5 * u)]])  # fmt: skip
        cv2.fillPoly(glyph, [tri], 255, cv2.LINE_AA)
    roi = out[y0 : y0 + d, x0 : x0 + d].astype(np.float32)
    dark = (disc.astype(np.float32) / 255 * 0.5 * a)[..., None]
    roi = roi * (1 - dark)
    white = (glyph.astype(np.float32) / 255 * 0.85 * a)[..., None]
    out[y0 : y0 + d, x0 : x0 + d] = np.rint(roi * (1 - white) + 255 * white).astype(np.uint8)
    bar = out[H - PROGRESS_PX :].astype(np.float32)
    played = round((W - 1) * t)
    colour = np.zeros_like(bar)
    colour[:, :played] = (230, 30, 40)
    colour[:, played:] = (150, 150, 150)
    out[H - PROGRESS_PX :] = np.rint(bar * (1 - 0.9 * a) + colour * 0.9 * a).astype(np.uint8)
    return out


def at_source(
    frame: np.ndarray, look: dict[str, Any], clip: dict[str, Any], t: float
) -> np.ndarray:
    """``frame`` (delivered, at progress ``t``) as the maker's app and editor leave it: the
    app's watermark, then the editor's zoom to fill and cinematic bars."""
    out = frame
    if clip["hop"]:
        out = _hop(out, clip["hop"], t)
    if clip["fill"] and t >= float(clip["fill"]["at"]):
        out = _fill(out, float(clip["fill"]["zoom"]))
    if clip["bars"]:
        out = _bars(out, look, clip["bars"], t)
    return out


def on_player(frame: np.ndarray, clip: dict[str, Any], t: float) -> np.ndarray:
    """``frame`` (as every earlier look left it) as a recorded web player shows it at ``t``."""
    return _pause(frame, clip["pause"], t) if clip["pause"] else frame
