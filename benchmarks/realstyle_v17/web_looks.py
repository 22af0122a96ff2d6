"""Delivery looks no earlier set drew, applied to a frame set v15's ``look.deliver`` made.

Each is something video-model clips re-posted on the web show. They act on the delivered frame
(after the camera, grading and the first bars), so a bar, an inset and a subtitle stay still
while the camera moves. ``web`` is the draw's dict (``draws``); a look left out is not drawn.
How each sits against the envelope and ``REAL_STYLE_LIMITS`` (the region ``draws`` gives it):

- ``nest``: the whole frame, bars and all, fitted into a second site's frame with bars of its
  own colour, so a picture has letterbox and pillarbox bars at once, of two flat colours: bars
  of flat colours on every side are in the envelope, so ``inside``.
- ``vignette``: the frame darkened towards its corners, by 12-25% at the frame's corners and so
  at most 14% at the largest board's corners: within the envelope's brightness (±15%),
  ``inside``.
- ``banding``: a soft top-to-bottom light gradient (±5%) cut to levels 6-10 apart, as a clip
  re-encoded from an 8-bit gradient shows: a colour change of a few levels, ``inside``.
- ``subtitle``: a dark translucent box with a white line of words in it, centred on the
  picture's bottom band (its middle 7.5% of the picture's height above the bottom edge), so it
  crosses the largest boards' lower edge. Drawn at 2-3.8% of the frame, it is a mark along the
  bottom edge within the ``watermark`` limit (``inside``); 5-8% is ``beyond`` it. A box that
  would be wider than the frame (a portrait frame) grows taller instead, so it always covers
  its drawn share.
- ``pip``: a presenter inset (16% of the frame's width) in a top corner. ``draws`` keeps the
  picture centred (spanning the width, or narrower between bars) and the camera from panning
  or zooming, so the inset covers no board: ``inside``.

A clip's frame rate of 8-12 fps (frames dropped), H.265, a Ken-Burns zoom and a looped clip
are drawn by ``draws`` and ``build``, not here. 8 fps with dropped frames is in the envelope;
H.265 is a codec the envelope does not name, counted ``inside`` as its artefacts at web
bitrates are of H.264's kind (a decoder without it would make the video ``corrupt``, which the
set would show); the zoom is a camera kept within its limits; a loop is what the model's clip
shows twice (labelled in ``build``).
"""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np

from benchmarks.realstyle_v15.look import picture_box

PIP_WIDTH = 0.16
"""The inset's width as a share of the frame's: it starts 645 canvas px in, past the largest
board's right edge (606) with a still camera, when the picture spans the frame's width."""

SUBTITLES = ("and now the last piece turns", "there it is, all connected", "watch it closely")

NO_WEB: dict[str, Any] = {"nest": None, "vignette": 0.0, "banding": 0, "subtitle": 0.0,
                          "pip": None}  # fmt: skip


def output_size(look: dict[str, Any], web: dict[str, Any]) -> tuple[int, int]:
    """The encoded frame's width and height: the second site's frame when ``nest`` is drawn."""
    return tuple(web["nest"]["size"]) if web["nest"] else tuple(look["size"])


def _vignette(frame: np.ndarray, strength: float) -> np.ndarray:
    """Darken towards the corners: ``strength`` is the loss at the frame's corners."""
    h, w = frame.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    r2 = ((xs - w / 2) / (w / 2)) ** 2 + ((ys - h / 2) / (h / 2)) ** 2
    gain = 1 - strength * r2 / 2
    return np.clip(frame.astype(np.float32) * gain[..., None], 0, 255).astype(np.uint8)


def _banding(frame: np.ndarray, step: int) -> np.ndarray:
    """A soft top-to-bottom light gradient (+-5%) cut to levels ``step`` apart: visible bands."""
    h = frame.shape[0]
    light = np.linspace(1.05, 0.95, h, dtype=np.float32)[:, None, None]
    f = frame.astype(np.float32) * light
    return np.clip(np.floor(f / step + 0.5) * step, 0, 255).astype(np.uint8)


def _subtitle(frame: np.ndarray, look: dict[str, Any], share: float, k: int) -> None:
    """A dark translucent box of ``share`` of the frame with a white line in it, centred across
    the picture's lower edge band (its middle 7.5% of the picture's height above the bottom),
    the words, shrunk to fit inside it, changing every 12 frames."""
    H, W = frame.shape[:2]
    _, y0, _, bh = picture_box(look)
    line_h = max(10, round(bh * 0.07))
    box_w = min(W - 4, round(share * W * H / line_h))
    line_h = max(line_h, round(share * W * H / box_w))  # wider than the frame: taller instead
    bx = (W - box_w) // 2
    by = round(y0 + bh * (1 - 0.075) - line_h / 2)
    roi = frame[by : by + line_h, bx : bx + box_w].astype(np.float32)
    frame[by : by + line_h, bx : bx + box_w] = np.rint(roi * 0.35).astype(np.uint8)
    text = SUBTITLES[(k // 12) % len(SUBTITLES)]
    font = cv2.FONT_HERSHEY_SIMPLEX
    pad = line_h // 3
    (w1, _), _ = cv2.getTextSize(text, font, 1.0, 1)
    scale = min(line_h / 30, (box_w - 2 * pad) / w1)  # the words fit inside the box
    cv2.putText(frame, text, (bx + pad, by + round(line_h * 0.75)), font, scale, (250, 250, 250),
                max(1, round(scale * 1.5)), cv2.LINE_AA)  # fmt: skip


def _pip(frame: np.ndarray, corner: str, k: int) -> None:
    """A presenter inset in a top corner: a flat backdrop, a head and shoulders that sway."""
    W = frame.shape[1]
    w = round(W * PIP_WIDTH)
    h = round(w * 9 / 16)
    x = W - w - 4 if corner == "right" else 4
    y = 4
    inset = np.empty((h, w, 3), np.uint8)
    inset[:] = (58, 72, 96)
    cx = w // 2 + round(w * 0.06 * np.sin(0.3 * k))
    cv2.ellipse(inset, (cx, h), (w // 3, h // 3), 0, 180, 360, (200, 90, 60), -1)
    cv2.circle(inset, (cx, round(h * 0.45)), max(3, h // 6), (225, 180, 150), -1)
    cv2.rectangle(inset, (0, 0), (w - 1, h - 1), (245, 245, 245), 1)
    frame[y : y + h, x : x + w] = inset


def _nest(frame: np.ndarray, nest: dict[str, Any]) -> np.ndarray:
    """The whole frame, bars and all, fitted centred into the second site's frame."""
    W, H = nest["size"]
    h, w = frame.shape[:2]
    s = min(W / w, H / h)
    nw, nh = round(w * s), round(h * s)
    out = np.empty((H, W, 3), np.uint8)
    out[:] = nest["fill"]
    small = cv2.resize(frame, (nw, nh), interpolation=cv2.INTER_AREA)
    x, y = (W - nw) // 2, (H - nh) // 2
    out[y : y + nh, x : x + nw] = small
    return out


def apply(frame: np.ndarray, look: dict[str, Any], web: dict[str, Any], k: int) -> np.ndarray:
    """``frame`` (delivered at ``look["size"]``, frame ``k``) with the draw's web looks."""
    out = frame
    if web["vignette"]:
        out = _vignette(out, web["vignette"])
    if web["banding"]:
        out = _banding(out, web["banding"])
    if web["subtitle"] or web["pip"]:
        out = out.copy()
    if web["subtitle"]:
        _subtitle(out, look, web["subtitle"], k)
    if web["pip"]:
        _pip(out, web["pip"], k)
    if web["nest"]:
        out = _nest(out, web["nest"])
    return out
