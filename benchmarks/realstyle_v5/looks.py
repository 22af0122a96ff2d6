"""How a model delivers a scene: frame-rate change, camera, bars, overlays, codec.

A *look* is a plain dict drawn by ``cases.py``; :func:`deliver` turns a
:class:`~benchmarks.realstyle_v5.scenes.Scene` into output frames and, for each, the solved
weight of what it shows (None: not the puzzle: a card, black, a fade's dark end), and
:func:`encode` writes them. Every random choice comes from the ``rng`` handed in.
"""

from __future__ import annotations

import math
from typing import Any

import cv2
import numpy as np

from benchmarks.realstyle_v5.scenes import Scene

CANVAS_W, CANVAS_H = 768, 512

EASINGS = {
    "linear": lambda t: t,
    "ease_in_out": lambda t: 0.5 - 0.5 * math.cos(math.pi * t),
    "ease_out": lambda t: 1 - (1 - t) ** 2,
    "late": lambda t: max(0.0, (t - 0.4) / 0.6),
}
"""Easing name -> progress of the camera at video time t in [0, 1]."""


def _retime(scene: Scene, look: dict[str, Any]) -> tuple[list[np.ndarray], list[float | None]]:
    """Frame-rate conversion (nearest or blended), a held first frame and a slow-motion end."""
    frames, weights = list(scene.frames), [float(w) for w in scene.weights]
    hold = int(look.get("hold_first", 0))
    frames, weights = [frames[0]] * hold + frames, [weights[0]] * hold + weights
    ratio = float(look.get("fps_ratio", 1.0))
    if ratio != 1.0:
        n = max(2, round(len(frames) * ratio))
        out_f, out_w = [], []
        for j in range(n):
            s = j * (len(frames) - 1) / (n - 1)
            a, frac = math.floor(s), s - math.floor(s)
            b = min(a + 1, len(frames) - 1)
            if (
                look.get("fps_blend")
                and 0.2 < frac < 0.8
                and not np.array_equal(frames[a], frames[b])
            ):
                img = cv2.addWeighted(frames[a], 1 - frac, frames[b], frac, 0)
                out_f.append(img)
                out_w.append(weights[a] * (1 - frac) + weights[b] * frac)
            else:
                pick = a if frac < 0.5 else b
                out_f.append(frames[pick])
                out_w.append(weights[pick])
        frames, weights = out_f, out_w
    slow = int(look.get("slow_end", 0))
    if slow:
        frames += [frames[-1]] * slow
        weights += [weights[-1]] * slow
    return frames, list(weights)


def _motion_blur(frames: list[np.ndarray]) -> list[np.ndarray]:
    out = []
    for i, f in enumerate(frames):
        prev = frames[i - 1] if i else f
        if np.array_equal(prev, f):
            out.append(f)
        else:
            out.append(cv2.addWeighted(f, 0.65, prev, 0.35, 0))
    return out


def _wobble(img: np.ndarray, amp: float, phase: float) -> np.ndarray:
    """Non-rigid wobble: a smooth displacement field of at most ``amp`` canvas px."""
    h, w = img.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    dx = amp * np.sin(2 * np.pi * (ys / 211.0) + phase)
    dy = amp * np.sin(2 * np.pi * (xs / 263.0) + 1.7 * phase)
    return cv2.remap(img, xs + dx, ys + dy, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _barrel(img: np.ndarray, k: float) -> np.ndarray:
    h, w = img.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    nx, ny = (xs - w / 2) / (w / 2), (ys - h / 2) / (w / 2)
    r2 = nx * nx + ny * ny
    f = 1 + k * r2
    return cv2.remap(img, nx * f * (w / 2) + w / 2, ny * f * (w / 2) + h / 2, cv2.INTER_LINEAR,
                     borderMode=cv2.BORDER_REPLICATE)  # fmt: skip


def _card(size: tuple[int, int], colour: tuple[int, int, int], text: str) -> np.ndarray:
    w, h = size
    img = np.full((h, w, 3), colour, np.uint8)
    cv2.putText(img, text, (w // 8, h // 2), cv2.FONT_HERSHEY_SIMPLEX, max(0.6, w / 700), (235, 235, 235) if sum(colour) < 380 else (30, 30, 30), 2, cv2.LINE_AA)  # fmt: skip
    cv2.rectangle(img, (w // 8, h // 2 + 20), (w // 8 + w // 3, h // 2 + 34), (200, 80, 40), -1)
    return img


def _place(
    canvas: np.ndarray, look: dict[str, Any], t: float, shake: tuple[float, float]
) -> np.ndarray:
    """The canvas inside the output frame: bars, placement rect, camera at progress t."""
    W, H = look["size"]
    x, y, w, h = look["rect"]
    ease = EASINGS[look.get("easing", "linear")](t)
    cam = look.get("camera", {})
    zoom = 1 + (cam.get("zoom", 1.0) - 1) * ease
    ang = cam.get("roll", 0.0) * ease
    px = cam.get("pan_x", 0.0) * ease * w + shake[0]
    py = cam.get("pan_y", 0.0) * ease * h + shake[1]
    sx, sy = w / CANVAS_W, h / CANVAS_H
    # canvas -> rect (stretch), then zoom/roll about the rect centre, then pan
    cx, cy = x + w / 2, y + h / 2
    rot = cv2.getRotationMatrix2D((cx, cy), -ang, zoom)
    base = np.array([[sx, 0, x], [0, sy, y], [0, 0, 1]], np.float64)
    m = (np.vstack([rot, [0, 0, 1]]) @ base)[:2]
    m[0, 2] += px
    m[1, 2] += py
    bar = tuple(int(v) for v in look["bar"])
    out = np.empty((H, W, 3), np.uint8)
    out[:] = bar
    warped = cv2.warpAffine(canvas, m, (W, H), flags=cv2.INTER_AREA if sx < 1 else cv2.INTER_LINEAR,
                            borderMode=cv2.BORDER_CONSTANT, borderValue=bar)  # fmt: skip
    mask = cv2.warpAffine(
        np.full(canvas.shape[:2], 255, np.uint8), m, (W, H), flags=cv2.INTER_LINEAR
    )
    a = (mask.astype(np.float32) / 255.0)[..., None]
    return (warped * a + out * (1 - a) + 0.5).astype(np.uint8)


def _overlay(
    img: np.ndarray, look: dict[str, Any], t: float, j: int, rng: np.random.Generator
) -> np.ndarray:
    H, W = img.shape[:2]
    out = img.astype(np.float32)
    mark = look.get("mark")
    if mark:
        # translucent moving mark of share `area` of the frame; `lane` the height it travels at
        mw = int(math.sqrt(mark["area"] * W * H * mark["aspect"]))
        mh = int(mark["area"] * W * H / max(mw, 1))
        mx = int((W + mw) * (mark["x0"] + (mark["x1"] - mark["x0"]) * t)) - mw
        my = int(mark["lane"] * (H - mh))
        xa, ya, xb, yb = max(mx, 0), max(my, 0), min(mx + mw, W), min(my + mh, H)
        if xb > xa and yb > ya:
            col = np.array(mark["colour"], np.float32)
            out[ya:yb, xa:xb] = out[ya:yb, xa:xb] * (1 - mark["alpha"]) + col * mark["alpha"]
    badge = look.get("badge")
    if badge:
        s = badge["size"]
        bx = 8 if badge["corner"][0] == 0 else W - s - 8
        by = 8 if badge["corner"][1] == 0 else H - s - 8
        out[by : by + s, bx : bx + s] = (
            out[by : by + s, bx : bx + s] * 0.4 + np.array(badge["colour"]) * 0.6
        )
    img = np.clip(out + 0.5, 0, 255).astype(np.uint8)
    if look.get("subtitle"):
        words = look["subtitle"][(j // 6) % len(look["subtitle"])]
        cv2.putText(img, words, (W // 10, H - max(12, H // 30)), cv2.FONT_HERSHEY_SIMPLEX,
                    max(0.45, W / 1500), (255, 255, 255), 2, cv2.LINE_AA)  # fmt: skip
    if look.get("progress"):
        cv2.rectangle(img, (0, H - 5), (int(W * t), H - 1), (230, 40, 40), -1)
    return img


def deliver(
    scene: Scene, look: dict[str, Any], rng: np.random.Generator
) -> tuple[list[np.ndarray], list[float | None]]:
    """Output frames of ``scene`` under ``look``, and each one's solved weight (None: not the puzzle)."""
    frames, weights = _retime(scene, look)
    if look.get("motion_blur"):
        frames = _motion_blur(frames)
    n = len(frames)
    shake_amp = float(look.get("shake", 0.0))
    walk = np.zeros(2)
    out: list[np.ndarray] = []
    for j, canvas in enumerate(frames):
        t = j / max(n - 1, 1)
        walk = 0.6 * walk + rng.normal(0, shake_amp, 2) if shake_amp else walk
        if look.get("wobble"):
            canvas = _wobble(canvas, look["wobble"], 2 * np.pi * t * 1.3)
        if look.get("barrel"):
            canvas = _barrel(canvas, look["barrel"])
        img = _place(
            canvas, look, t, (float(np.clip(walk[0], -2, 2)), float(np.clip(walk[1], -2, 2)))
        )
        img = img.astype(np.float32)
        drift = look.get("colour_drift")
        if drift:
            img *= 1 + np.array(drift, np.float32) * t
        if look.get("vignette"):
            H, W = img.shape[:2]
            ys, xs = np.mgrid[0:H, 0:W].astype(np.float32)
            r = ((xs - W / 2) / (W / 2)) ** 2 + ((ys - H / 2) / (H / 2)) ** 2
            img *= (1 - look["vignette"] * r / 2)[..., None]
        if look.get("grain"):
            img += rng.normal(0, look["grain"], img.shape[:2])[..., None]
        img = np.clip(img + 0.5, 0, 255).astype(np.uint8)
        if look.get("blur"):
            img = cv2.GaussianBlur(img, (0, 0), look["blur"])
        out.append(_overlay(img, look, t, j, rng))
    if look.get("interlace"):
        for j in range(len(out) - 1, 0, -1):
            if not np.array_equal(frames[j], frames[j - 1]):
                mixed = out[j].copy()
                mixed[1::2] = out[j - 1][1::2]
                out[j] = mixed
    wts: list[float | None] = list(weights)
    out, wts = _ends(out, wts, look, rng)
    return out, wts


def _ends(out, wts, look, rng):
    W, H = look["size"]
    lead = look.get("lead")
    if lead == "black":
        pre = [np.zeros((H, W, 3), np.uint8)] * int(rng.integers(2, 5))
        out, wts = pre + out, [None] * len(pre) + wts
    elif lead == "card":
        pre = [_card((W, H), (24, 28, 60), "a film by nobody")] * int(rng.integers(3, 7))
        out, wts = pre + out, [None] * len(pre) + wts
    elif lead == "fade_in":
        # from black: the first steps are too dark to be the puzzle; the later ones are it
        steps = 4
        pre = [
            (out[0].astype(np.float32) * (s / (steps + 1))).astype(np.uint8)
            for s in range(1, steps + 1)
        ]
        out, wts = pre + out, [None] * steps + wts
    tail = look.get("tail")
    last = out[-1]
    if tail in ("fade_black", "fade_white"):
        target = np.zeros_like(last) if tail == "fade_black" else np.full_like(last, 255)
        steps = int(rng.integers(4, 8))
        for s in range(1, steps + 1):
            a = s / steps
            out.append(cv2.addWeighted(last, 1 - a, target, a, 0))
            wts.append(None)
        out += [target] * 2
        wts += [None, None]
    elif tail == "card":
        n = int(rng.integers(4, 9))
        out += [_card((W, H), (250, 250, 250), "made with a model")] * n
        wts += [None] * n
    elif tail == "black":
        out += [np.zeros_like(last)] * 5
        wts += [None] * 5
    return out, wts


CODECS = {
    "h264": ("libx264", ".mp4", "yuv420p"),
    "h264_444": ("libx264", ".mp4", "yuv444p"),
    "h264_10bit": ("libx264", ".mp4", "yuv420p10le"),
    "vp9": ("libvpx-vp9", ".webm", "yuv420p"),
}
"""Codec name -> (ffmpeg encoder, suffix, pixel format)."""


def encode(path_stem: str, frames: list[np.ndarray], look: dict[str, Any]) -> str:
    """Write ``frames`` with the look's codec, rate and fps; returns the path."""
    import imageio_ffmpeg

    codec, suffix, pix = CODECS[look["codec"]]
    params = (
        ["-b:v", f"{look['kbps']}k"] if look.get("kbps") else ["-crf", str(look.get("crf", 23))]
    )
    if codec == "libvpx-vp9":
        params = [*params, "-deadline", "realtime", "-cpu-used", "8"]
        if not look.get("kbps"):
            params += ["-b:v", "0"]
    else:
        params = [*params, "-preset", "veryfast"]
    h, w = frames[0].shape[:2]
    if pix.startswith("yuv420") and (w % 2 or h % 2):
        frames = [f[: h - h % 2, : w - w % 2] for f in frames]
        h, w = frames[0].shape[:2]
    path = f"{path_stem}{suffix}"
    writer = imageio_ffmpeg.write_frames(
        path, (w, h), fps=look["fps"], codec=codec, pix_fmt_in="rgb24", pix_fmt_out=pix,
        macro_block_size=1, ffmpeg_log_level="error", quality=None,
        output_params=[*params, "-threads", "1", "-fflags", "+bitexact", "-flags:v", "+bitexact"],
    )  # fmt: skip
    writer.send(None)
    for f in frames:
        writer.send(np.ascontiguousarray(f))
    writer.close()
    return path
