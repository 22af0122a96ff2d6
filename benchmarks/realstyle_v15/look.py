"""How one frame is delivered: wobble and camera inside the picture, grading, then the picture
placed in its output frame (bars of a colour, a blurred copy, or stretched) with marks over it.

The camera acts inside the generated picture (the model films the board), so bars stay still and
the picture's edge is filled with the board's own background; pans are shares of the picture's
width and height, the unit of ``REAL_STYLE_LIMITS``. ``look`` is the draw's dict (``draws``).
"""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np

CANVAS = (768, 512)
# The largest board the package draws (a 7x7 maze), in canvas px: x0, y0, x1, y1 inclusive.
BOARD = (161, 33, 606, 478)
# The smallest (a 2x2 rotation puzzle): a camera that cuts it cuts every board.
SMALLEST_BOARD = (234, 106, 533, 405)

EASINGS = {
    "linear": lambda t: t,
    "smooth": lambda t: t * t * (3 - 2 * t),
    "late": lambda t: t**2,
    "early": lambda t: 1 - (1 - t) ** 2,
}


def camera_matrix(cam: dict[str, Any], t: float, jitter=(0.0, 0.0)) -> np.ndarray:
    """The 2x3 canvas-to-canvas map of the camera at progress ``t`` in [0, 1]."""
    e = EASINGS[cam["ease"]](t)
    cw, ch = CANVAS
    m = cv2.getRotationMatrix2D((cw / 2, ch / 2), -cam["roll"] * e, 1 + (cam["zoom"] - 1) * e)
    m[0, 2] += cam["pan"][0] * cw * e + jitter[0]
    m[1, 2] += cam["pan"][1] * ch * e + jitter[1]
    return m


def board_margin(cam: dict[str, Any], box=BOARD) -> float:
    """The least distance (canvas px) between the board's corners and the picture's edge over
    the camera's whole move; negative when the camera pushes part of the board out."""
    corners = np.array([[box[0], box[1]], [box[2], box[1]], [box[0], box[3]], [box[2], box[3]]])
    least = np.inf
    for t in np.linspace(0, 1, 11):
        m = camera_matrix(cam, float(t))
        pts = corners @ m[:, :2].T + m[:, 2]
        least = min(least, pts[:, 0].min(), pts[:, 1].min())
        least = min(least, CANVAS[0] - 1 - pts[:, 0].max(), CANVAS[1] - 1 - pts[:, 1].max())
    return float(least)


def _wobble(img: np.ndarray, amp: float, phase: float) -> np.ndarray:
    """Smooth non-rigid displacement of at most ``amp`` canvas px."""
    h, w = img.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    dx = amp * np.sin(2 * np.pi * (ys / 300.0) + phase) * np.cos(2 * np.pi * xs / 520.0)
    dy = amp * np.sin(2 * np.pi * (xs / 340.0) + 1.3 * phase) * np.cos(2 * np.pi * ys / 280.0)
    return cv2.remap(img, xs + dx, ys + dy, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _grade(img: np.ndarray, look: dict[str, Any], t: float, k: int, rng) -> np.ndarray:
    """Colour grade, exposure flicker and drift, grain and softness, within the envelope's
    brightness (±15%), noise (4) and blur (1.5 px)."""
    f = img.astype(np.float32)
    gain = np.array(look["gain"], np.float32) * (1 + look["drift"] * t)
    f = f * gain * (1 + look["flicker"] * float(np.sin(1.7 * k + 0.5)))
    f += np.array(look["lift"], np.float32)
    if look["grain"]:
        f += rng.standard_normal(f.shape, dtype=np.float32) * look["grain"]
    out = np.clip(f, 0, 255).astype(np.uint8)
    if look["soft"]:
        out = cv2.GaussianBlur(out, (0, 0), look["soft"])
    return out


def picture_box(look: dict[str, Any]) -> tuple[int, int, int, int]:
    """Where the picture sits in the output frame: x0, y0, width, height."""
    W, H = look["size"]
    if look["fill"] == "stretch":
        return 0, 0, W, H
    s = min(W / CANVAS[0], H / CANVAS[1]) * look["fit"]
    bw, bh = round(CANVAS[0] * s), round(CANVAS[1] * s)
    ax, ay = look["align"]
    return round((W - bw) * ax), round((H - bh) * ay), bw, bh


def _place(img: np.ndarray, look: dict[str, Any]) -> np.ndarray:
    W, H = look["size"]
    x0, y0, bw, bh = picture_box(look)
    if look["fill"] == "blur":
        out = cv2.GaussianBlur(cv2.resize(img, (W // 8, H // 8)), (0, 0), 3)
        out = (cv2.resize(out, (W, H)) * 0.55).astype(np.uint8)
    else:
        out = np.empty((H, W, 3), np.uint8)
        out[:] = (0, 0, 0) if look["fill"] == "stretch" else look["fill"]
    shrink = bw < CANVAS[0]
    small = cv2.resize(img, (bw, bh), interpolation=cv2.INTER_AREA if shrink else cv2.INTER_LINEAR)
    out[y0 : y0 + bh, x0 : x0 + bw] = small
    return out


def _translucent(out: np.ndarray, x: int, y: int, w: int, h: int, alpha: float) -> None:
    H, W = out.shape[:2]
    x0, y0, x1, y1 = max(0, x), max(0, y), min(W, x + w), min(H, y + h)
    if x1 <= x0 or y1 <= y0:
        return
    roi = out[y0:y1, x0:x1].astype(np.float32)
    out[y0:y1, x0:x1] = np.rint(roi * (1 - alpha) + 255 * alpha).astype(np.uint8)


def _marks(out: np.ndarray, look: dict[str, Any], t: float) -> None:
    """Marks over the delivered frame, in place."""
    H, W = out.shape[:2]
    for mark in look["marks"]:
        kind, _, arg = mark.partition(":")
        if kind == "caption":  # a line of text low in the frame, in the bars when there are any
            cv2.putText(out, "AI generated", (int(W * 0.06), int(H * 0.975)),
                        cv2.FONT_HERSHEY_SIMPLEX, max(0.4, W / 1800), (240, 240, 240), 1,
                        cv2.LINE_AA)  # fmt: skip
        elif kind == "progress":
            cv2.rectangle(out, (0, H - 3), (int((W - 1) * t), H - 1), (230, 30, 30), -1)
        elif kind == "band":
            # A translucent band of the given share of the frame gliding along the bottom edge.
            share = float(arg)
            bh = max(6, round(H * 0.05))
            bw = min(W - 4, round(share * W * H / bh))
            x = round(2 + (W - 4 - bw) * t)
            _translucent(out, x, H - bh - 2, bw, bh, 0.4)
        elif kind == "logo":  # a small logo drifting along the bottom-right corner
            share = float(arg)
            s = max(6, round(np.sqrt(share * W * H)))
            x = round(W - 3 - s - 0.25 * W * t)
            _translucent(out, x, H - s - 3, s, s, 0.5)
        elif kind == "stamp":  # a static translucent stamp in the top-left corner, off the board
            share = float(arg)
            s = max(6, round(np.sqrt(share * W * H)))
            _translucent(out, 3, 3, 2 * s, s // 2 + 3, 0.45)
        elif kind == "cross":
            # Beyond the envelope: a translucent box across the picture, moving diagonally.
            share = float(arg)
            bw, bh = round(np.sqrt(share * W * H * 2)), round(np.sqrt(share * W * H / 2))
            x = round((W - bw) * (0.15 + 0.7 * t))
            y = round((H - bh) * (0.3 + 0.4 * t))
            _translucent(out, x, y, bw, bh, 0.45)
        else:
            raise ValueError(f"mark={mark!r}: not caption, progress, band, logo, stamp or cross")


def deliver(canvas: np.ndarray, look: dict[str, Any], t: float, k: int, rng) -> np.ndarray:
    """One canvas frame as the viewer receives it at progress ``t`` (frame ``k``)."""
    img = _wobble(canvas, look["wobble"], 0.45 * k) if look["wobble"] else canvas
    cam = look["camera"]
    jitter = (0.0, 0.0)
    if cam["shake"]:
        jitter = tuple(float(v) for v in rng.normal(0, cam["shake"] / 2, 2))
        jitter = tuple(float(np.clip(v, -cam["shake"], cam["shake"])) for v in jitter)
    m = camera_matrix(cam, t, jitter)
    bg = tuple(int(v) for v in canvas[3, 3])
    img = cv2.warpAffine(img, m, CANVAS, flags=cv2.INTER_LINEAR, borderValue=bg)
    img = _grade(img, look, t, k, rng)
    out = _place(img, look)
    _marks(out, look, t)
    return out
