"""Set v22's delivery looks that no earlier set drew, each as video-model clips relayed around
the web show them. ``relay`` is the draw's dict (``draws``); a look left out (``NO_RELAY``) is
not drawn. All act on the frame as every earlier set's look left it (``apply``, after set v21's
player overlay), in this order: the editor's light leak, the stream's quality switch, the
live-stream reactions, the filmed monitor's rolling band, and last the lost rotation. How each
sits against the envelope and ``REAL_STYLE_LIMITS`` (the region ``draws`` gives it):

- ``leak``: an editor's "light leak" overlay: a warm, soft disc of light (a Gaussian of
  ``radius`` of the frame's width) that sweeps across the frame from left to right during part
  of the clip (from ``at`` over ``span``), screen-blended at up to ``strength`` 0.06-0.12 at its
  centre, rising and falling with the sweep. Screen blending lifts a level ``v`` by at most
  ``strength * (255 - v)``: a mid grey by 12% or less, black by 31 levels or less, white not at
  all -- a local brightening and warm cast of the size of the envelope's brightness (+-15%),
  colour cast and set v20's lifted blacks, so ``inside``.
- ``abr``: a screen-recorded or downloaded stream whose adaptive bitrate starts on a lower rung
  and switches up at ``until`` (a share of the clip): before it, the whole frame is scaled down
  to ``rung`` px high (480 or 540) and back up, soft, as a player upscales a lower rendition.
  Drawn only on frames 720 px high or more, so the picture keeps 480 lines or more: a
  resolution and blur the envelope covers (480p to 1080p, blur r = 1.5), so ``inside``.
- ``hearts``: a live stream's floating reactions: ``count`` small hearts that rise from the
  frame's lower edge along lanes (``sprites``: each a lane, a start and a sway), swaying, and
  fade out near their top. Each heart's box is ``share / count`` of the frame, so every heart
  on screen at once covers ``share`` at most. 0.006-0.03 in lanes anywhere across the frame is
  a moving mark within the ``watermark`` limit (0.04), ``inside``; 0.05-0.07 in a burst over the
  picture's middle (every heart starting within 8% of the clip, so all are on screen together
  for a while) is ``beyond`` it (``beyond_hearts``, ``near`` = ``watermark``).
- ``scan``: a phone filming a monitor, whose refresh beats against the phone's shutter: a
  darker horizontal band (``height`` 12-25% of the frame, darkened by ``depth`` 4-9% at its
  middle, a raised-cosine profile) that rolls down the frame ``speed`` times over the clip. A
  local, moving dimming under the envelope's brightness (-15%) and flicker (+-5% over the whole
  frame; here at most 9% over part of it), so ``inside``.
- ``sideways``: an upload whose rotation tag was lost: the whole frame stored turned a quarter
  (90 or 270 degrees), so a portrait clip plays lying on its side. A roll of 90 degrees is far
  past the ``roll`` limit (3 degrees) from the first frame on: ``outside`` (``outside_sideways``).

None of them changes a label: each changes how a frame is delivered, not what the model drew.
"""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np

NO_RELAY: dict[str, Any] = {"leak": None, "abr": None, "hearts": None, "scan": None,
                            "sideways": 0}  # fmt: skip
HEART_COLOURS = ((235, 60, 110), (250, 90, 70), (240, 200, 60), (120, 170, 250))
"""Reaction colours (RGB): pink, red-orange, yellow, blue."""
HEART_LIFE = 0.3
"""A heart's life as a share of the clip: it rises from the lower edge to its top in it."""


def output_size(size: tuple[int, int], relay: dict[str, Any]) -> tuple[int, int]:
    """The stored frame's width and height: swapped when the frame is stored sideways."""
    w, h = size
    return (h, w) if relay["sideways"] else (w, h)


def leak_strength(leak: dict[str, Any], t: float) -> float:
    """The light leak's strength at its centre at progress ``t`` (a sine over its sweep)."""
    u = (t - float(leak["at"])) / float(leak["span"])
    if not 0.0 < u < 1.0:
        return 0.0
    return float(leak["strength"]) * float(np.sin(np.pi * u))


def _leak(frame: np.ndarray, leak: dict[str, Any], t: float) -> np.ndarray:
    a = leak_strength(leak, t)
    if a <= 0:
        return frame
    H, W = frame.shape[:2]
    u = (t - float(leak["at"])) / float(leak["span"])
    cx, cy = (-0.2 + 1.4 * u) * W, float(leak["y"]) * H
    r = float(leak["radius"]) * W
    xs = ((np.arange(W, dtype=np.float32) - cx) / r) ** 2
    ys = ((np.arange(H, dtype=np.float32) - cy) / r) ** 2
    glow = a * np.exp(-0.5 * (ys[:, None] + xs[None, :]))
    light = np.asarray(leak["colour"], np.float32) / 255.0
    f = frame.astype(np.float32)
    # Screen blend of the coloured glow: 255 - (255 - f) * (1 - glow * light).
    out = 255.0 - (255.0 - f) * (1.0 - glow[..., None] * light)
    return np.clip(np.rint(out), 0, 255).astype(np.uint8)


def _abr(frame: np.ndarray, abr: dict[str, Any], t: float) -> np.ndarray:
    if t >= float(abr["until"]):
        return frame
    H, W = frame.shape[:2]
    rung = int(abr["rung"])
    if rung >= H:
        return frame
    small = cv2.resize(frame, (max(2, round(W * rung / H)), rung), interpolation=cv2.INTER_AREA)
    return cv2.resize(small, (W, H), interpolation=cv2.INTER_LINEAR)


def heart_side(size: tuple[int, int], hearts: dict[str, Any]) -> int:
    """A heart's box side in px: its square is ``share / count`` of a frame of ``size``."""
    W, H = size
    return max(4, round(float(np.sqrt(float(hearts["share"]) / int(hearts["count"]) * W * H))))


def heart_spots(
    size: tuple[int, int], hearts: dict[str, Any], t: float
) -> list[tuple[int, int, float, int]]:
    """Where each heart alive at ``t`` sits: its box's left and top px, its opacity and its
    colour's index. Over ``HEART_LIFE`` of the clip a heart rises from the frame's lower edge to
    a fifth of the height from its top, swaying about its lane, and fades in its last third."""
    W, H = size
    side = heart_side(size, hearts)
    spots = []
    for j, (lane, start, sway) in enumerate(hearts["sprites"]):
        u = (t - float(start)) / HEART_LIFE
        if not 0.0 <= u < 1.0:
            continue
        y = round(H - u * 0.8 * H)
        x = round((W - side) * float(lane) + float(sway) * side * np.sin(2 * np.pi * 1.5 * u))
        x = min(max(0, x), W - side)
        opacity = 0.85 * min(1.0, 3.0 * (1.0 - u))
        spots.append((x, y, opacity, j % len(HEART_COLOURS)))
    return spots


def _heart_mask(side: int) -> np.ndarray:
    """A filled heart in a ``side`` px square: two discs over a downward triangle."""
    mask = np.zeros((side, side), np.uint8)
    r = max(1, side // 4)
    cv2.circle(mask, (r, r), r, 255, -1, cv2.LINE_AA)
    cv2.circle(mask, (side - 1 - r, r), r, 255, -1, cv2.LINE_AA)
    tri = np.array([[0, r], [side - 1, r], [side // 2, side - 1]], np.int32)
    cv2.fillConvexPoly(mask, tri, 255, cv2.LINE_AA)
    return mask


def _hearts(frame: np.ndarray, hearts: dict[str, Any], t: float) -> np.ndarray:
    H, W = frame.shape[:2]
    spots = heart_spots((W, H), hearts, t)
    if not spots:
        return frame
    side = heart_side((W, H), hearts)
    mask = _heart_mask(side).astype(np.float32) / 255.0
    out = frame.copy()
    for x, y, opacity, c in spots:
        rows = min(side, H - y)  # a heart just risen from the lower edge shows its top only
        if rows <= 0:
            continue
        alpha = (mask[:rows] * opacity)[..., None]
        roi = out[y : y + rows, x : x + side].astype(np.float32)
        ink = np.asarray(HEART_COLOURS[c], np.float32)
        out[y : y + rows, x : x + side] = np.rint(roi * (1 - alpha) + ink * alpha).astype(np.uint8)
    return out


def scan_gain(scan: dict[str, Any], height: int, t: float) -> np.ndarray:
    """Each row's gain (1 - the band's darkening) at progress ``t``, for a frame ``height`` high."""
    band = float(scan["height"]) * height
    # The band's middle runs from a band above the frame to a band below it, ``speed`` times.
    travel = height + 2 * band
    mid = ((float(scan["phase"]) + float(scan["speed"]) * t) % 1.0) * travel - band
    d = np.abs(np.arange(height, dtype=np.float32) - mid) / (band / 2)
    dip = np.where(d < 1.0, 0.5 * (1 + np.cos(np.pi * np.minimum(d, 1.0))), 0.0)
    return (1.0 - float(scan["depth"]) * dip).astype(np.float32)


def _scan(frame: np.ndarray, scan: dict[str, Any], t: float) -> np.ndarray:
    gain = scan_gain(scan, frame.shape[0], t)
    if gain.min() >= 1.0:
        return frame
    out = frame.astype(np.float32) * gain[:, None, None]
    return np.clip(np.rint(out), 0, 255).astype(np.uint8)


def _sideways(frame: np.ndarray, quarter: int) -> np.ndarray:
    # np.rot90 turns counter-clockwise; 1 is a quarter turn, 3 three quarters.
    return np.ascontiguousarray(np.rot90(frame, quarter))


def apply(frame: np.ndarray, relay: dict[str, Any], t: float) -> np.ndarray:
    """``frame`` (at progress ``t``, as every earlier look left it) as it is relayed: the light
    leak, the quality switch, the reactions, the rolling band, then the lost rotation."""
    out = frame
    if relay["leak"]:
        out = _leak(out, relay["leak"], t)
    if relay["abr"]:
        out = _abr(out, relay["abr"], t)
    if relay["hearts"]:
        out = _hearts(out, relay["hearts"], t)
    if relay["scan"]:
        out = _scan(out, relay["scan"], t)
    if relay["sideways"]:
        out = _sideways(out, int(relay["sideways"]))
    return out
