"""How a generator delivers a scene: timing, wobble, camera, placement, overlays, grading, codec.

Every choice is in a :class:`Look` drawn by ``plan``; :func:`deliver` turns a scene into the
output frames and the tags of each delivered frame, :func:`encode` writes them.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from typing import Any

import cv2
import numpy as np

from benchmarks.realstyle_v9.scenes import Scene

cv2.setNumThreads(1)  # a shared machine; the same bytes either way

EASINGS = ("linear", "in_out", "out", "in", "hold_then")


def eased(t: float, easing: str) -> float:
    """Camera progress 0..1 at video time ``t`` 0..1."""
    if easing == "linear":
        return t
    if easing == "in_out":
        return 0.5 - 0.5 * math.cos(math.pi * t)
    if easing == "out":
        return 1 - (1 - t) ** 2
    if easing == "in":
        return t * t
    if easing == "hold_then":
        return 0.0 if t < 0.4 else (t - 0.4) / 0.6
    raise ValueError(f"easing={easing!r} is not known; allowed: {list(EASINGS)}")


@dataclass
class Look:
    """One video's delivery; every field drawn by ``plan`` from the video's own generator."""

    size: tuple[int, int] = (854, 480)  # output width, height
    fill: str = "flat"  # flat | blur
    bar: tuple[int, int, int] = (0, 0, 0)
    scale: float = 1.0  # of the largest fit of the canvas into the content box
    content: tuple[float, float, float, float] = (0.0, 0.0, 1.0, 1.0)  # x0,y0,x1,y1 of the frame
    align: tuple[float, float] = (0.5, 0.5)
    pan: tuple[float, float] = (0.0, 0.0)  # canvas fraction of the width, reached at the end
    roll: float = 0.0
    zoom: float = 1.0
    easing: str = "linear"
    shake: float = 0.0  # px of handheld shake (canvas)
    wobble: float = 0.0  # px of non-rigid wobble (canvas)
    overlays: list[dict[str, Any]] = field(default_factory=list)
    grade: dict[str, float] = field(default_factory=dict)
    timing: dict[str, Any] = field(default_factory=dict)
    head: str = ""  # "", black, white_fade_in, card, other_picture
    tail: str = ""  # "", black, fade_black, fade_white, card, hold_fade_card
    codec: str = "h264"
    rate: str = "crf 23"  # "crf N" or "<kbps>k"
    fps: int = 24
    pix_fmt: str = "yuv420p"
    cut: float = 0.0  # fraction of the board pushed past the frame edge (outside)
    blank: bool = False


# -- timing: which scene frames each delivered frame shows ----------------------------------------
def _timeline(
    scene: Scene, timing: dict[str, Any], rng: np.random.Generator
) -> list[tuple[int, int, float]]:
    """Delivered frames as (i, j, w): scene frame i blended with j at weight w."""
    n = len(scene.frames)
    idx = [(i, i, 0.0) for i in range(n)]
    if timing.get("hold_first"):
        idx = [(0, 0, 0.0)] * int(timing["hold_first"]) + idx
    if timing.get("freeze"):  # a few frames of frozen picture mid-move
        moving = [k for k, (i, _, _) in enumerate(idx) if scene.moving[i]]
        if moving:
            k = moving[int(rng.integers(len(moving)))]
            idx = idx[:k] + [idx[k]] * int(timing["freeze"]) + idx[k:]
    if timing.get("slowmo_end"):  # the last move played at half speed
        moving = [k for k, (i, _, _) in enumerate(idx) if scene.moving[i]]
        if moving:
            k0 = moving[-1] - 5
            tail = [e for e in idx[max(k0, 0) :] for _ in range(2)]
            idx = idx[: max(k0, 0)] + tail
    if timing.get("blend_fps"):  # frame-rate conversion by blending neighbours
        out = []
        for k in range(len(idx) - 1):
            out.append(idx[k])
            if rng.random() < timing["blend_fps"]:
                out.append((idx[k][0], idx[k + 1][0], 0.5))
        idx = [*out, idx[-1]]
    if timing.get("pulldown"):  # 3:2 pulldown, every fourth frame shown twice
        idx = [e for k, e in enumerate(idx) for _ in range(2 if k % 4 == 3 else 1)]
    if timing.get("dup"):
        idx = [e for e in idx for _ in range(2 if rng.random() < timing["dup"] else 1)]
    if timing.get("drop"):
        last = len(idx) - 1
        idx = [e for k, e in enumerate(idx) if k in (0, last) or rng.random() > timing["drop"]]
    if timing.get("motion_blur"):  # a trace of the frame before on every moving frame
        idx = [
            (i, idx[k - 1][0], float(timing["motion_blur"]))
            if k and scene.moving[i] and j == i
            else (i, j, w)
            for k, (i, j, w) in enumerate(idx)
        ]
    if timing.get("hold_last"):
        idx = idx + [idx[-1]] * int(timing["hold_last"])
    if timing.get("flash"):  # a brief flash to white between moves
        rest = [k for k in range(2, len(idx) - 3) if not scene.moving[idx[k][0]]]
        if rest:
            k = rest[int(rng.integers(len(rest)))]
            idx = [*idx[:k], (-2, -2, float(timing["flash"])), *idx[k:]]
    return idx


# -- per frame --------------------------------------------------------------------------------
def _wobble(
    frame: np.ndarray, amp: float, phase: float, seed: float, cache: dict[str, Any]
) -> np.ndarray:
    """Non-rigid wobble: a smooth displacement field of ``amp`` canvas px that drifts in time."""
    h, w = frame.shape[:2]
    if "grid" not in cache:
        cache["grid"] = np.mgrid[0:h, 0:w].astype(np.float32)
    ys, xs = cache["grid"]
    mx = xs + amp * np.sin(2 * np.pi * (ys / 173.0 + phase + seed)).astype(np.float32)
    my = ys + amp * np.sin(2 * np.pi * (xs / 211.0 + 0.7 * phase + 2 * seed)).astype(np.float32)
    return cv2.remap(frame, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _camera(frame: np.ndarray, look: Look, t: float, jitter: tuple[float, float]) -> np.ndarray:
    h, w = frame.shape[:2]
    p = eased(t, look.easing)
    zoom = 1 + (look.zoom - 1) * p
    m = cv2.getRotationMatrix2D((w / 2, h / 2), -look.roll * p, zoom)
    m[0, 2] += look.pan[0] * w * p + jitter[0]
    m[1, 2] += look.pan[1] * w * p + jitter[1]
    return cv2.warpAffine(frame, m, (w, h), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _place(picture: np.ndarray, look: Look) -> np.ndarray:
    """The picture in the content box of the output frame, bars or a blurred copy around it."""
    ow, oh = look.size
    x0, y0 = int(look.content[0] * ow), int(look.content[1] * oh)
    x1, y1 = int(look.content[2] * ow), int(look.content[3] * oh)
    bw, bh = x1 - x0, y1 - y0
    ph, pw = picture.shape[:2]
    s = min(bw / pw, bh / ph) * look.scale
    w, h = max(round(pw * s), 8), max(round(ph * s), 8)
    small = cv2.resize(picture, (w, h), interpolation=cv2.INTER_AREA if s < 1 else cv2.INTER_LINEAR)
    if look.fill == "blur":
        cover = max(ow / pw, oh / ph)
        bg = cv2.resize(picture, (max(ow // 8, 2), max(oh // 8, 2)), interpolation=cv2.INTER_AREA)
        bg = cv2.GaussianBlur(bg, (0, 0), 3)
        bg = cv2.resize(bg, (ow, oh), interpolation=cv2.INTER_LINEAR)
        out = (bg.astype(np.float32) * 0.55).astype(np.uint8)
        del cover
    else:
        out = np.empty((oh, ow, 3), np.uint8)
        out[:] = look.bar
    ox = x0 + round((bw - w) * look.align[0])
    oy = y0 + round((bh - h) * look.align[1])
    ox += round(look.cut * w)  # outside: part of the picture past the frame's edge
    xa, ya, xb, yb = max(ox, 0), max(oy, 0), min(ox + w, ow), min(oy + h, oh)
    out[ya:yb, xa:xb] = small[ya - oy : yb - oy, xa - ox : xb - ox]
    return out


def _blend_box(out: np.ndarray, x: int, y: int, w: int, h: int, colour, alpha: float) -> None:
    oh, ow = out.shape[:2]
    xa, ya, xb, yb = max(x, 0), max(y, 0), min(x + w, ow), min(y + h, oh)
    if xb <= xa or yb <= ya:
        return
    region = out[ya:yb, xa:xb].astype(np.float32)
    out[ya:yb, xa:xb] = (region * (1 - alpha) + np.asarray(colour, np.float32) * alpha).astype(
        np.uint8
    )


def _overlay(out: np.ndarray, ov: dict[str, Any], t: float) -> None:
    oh, ow = out.shape[:2]
    kind = ov["kind"]
    if kind == "mark":  # a translucent moving mark of area share ov["share"]
        area = ov["share"] * ow * oh
        w = int(math.sqrt(area * 3))
        h = max(int(area / max(w, 1)), 4)
        x = int(ov["x0"] * ow + (ov["x1"] - ov["x0"]) * ow * t) - w // 2
        y = int(ov["y"] * oh) - h // 2
        _blend_box(out, x, y, w, h, ov["colour"], ov["alpha"])
        # letters: darker strokes inside the mark
        for k in range(3):
            _blend_box(
                out,
                x + w * (2 * k + 1) // 7,
                y + h // 4,
                w // 9,
                h // 2,
                (40, 40, 40),
                ov["alpha"] * 0.6,
            )
    elif kind == "subtitle":
        w, h = int(ov["width"] * ow), max(int(0.06 * oh), 10)
        x, y = (ow - w) // 2, int(ov["y"] * oh)
        _blend_box(out, x, y, w, h, (0, 0, 0), 0.6)
        for k in range(int(ov["words"])):
            _blend_box(
                out,
                x + 6 + k * (w - 12) // int(ov["words"]),
                y + h // 3,
                (w - 12) // int(ov["words"]) - 6,
                h // 3,
                (240, 240, 240),
                1.0,
            )
    elif kind == "badge":  # an opaque corner logo
        s = max(int(ov["size"] * min(ow, oh)), 8)
        x = 8 if ov["corner"] in ("tl", "bl") else ow - s - 8
        y = 8 if ov["corner"] in ("tl", "tr") else oh - s - 8
        _blend_box(out, x, y, s, s, ov["colour"], 1.0)
        _blend_box(out, x + s // 4, y + s // 4, s // 2, s // 2, (255, 255, 255), 0.9)
    elif kind == "progress":
        h = max(int(0.008 * oh), 2)
        _blend_box(out, 0, oh - h - 2, int(ow * t), h, ov["colour"], 1.0)
    elif kind == "app_ui":  # portrait app buttons down the right side and a caption bottom left
        r = max(int(0.035 * ow), 6)
        for k in range(4):
            _blend_box(
                out,
                ow - 2 * r - 10,
                int(oh * 0.55) + k * 3 * r,
                2 * r,
                2 * r,
                (235, 235, 235),
                0.85,
            )
        _blend_box(
            out, 12, int(oh * 0.9), int(ow * 0.55), max(int(0.015 * oh), 4), (250, 250, 250), 0.9
        )
    elif kind == "sweep":  # a moving band of light
        x = int((ov["x0"] + 1.4 * t) * ow)
        band = max(int(0.12 * ow), 8)
        _blend_box(out, x - band // 2, 0, band, oh, (255, 250, 235), ov["alpha"])
    else:
        raise ValueError(f"overlay kind={kind!r} is not known")


def _grade(out: np.ndarray, g: dict[str, float], t: float, k: int, rng: np.random.Generator,
           cache: dict[str, Any]) -> np.ndarray:  # fmt: skip
    """Grading as generators deliver it, in uint8 through per-channel curves (cheap at 1080p)."""
    v = np.arange(256, dtype=np.float32) / 255.0
    curves = np.stack([v * 255.0] * 3, axis=1)  # 256 x 3 (R, G, B)
    if g.get("teal_orange"):  # orange highlights, teal shadows: per-channel curves
        a = g["teal_orange"]
        curves = curves + a * (v[:, None] * np.array([12, 4, -10], np.float32)
                               + (1 - v[:, None]) * np.array([-8, 4, 10], np.float32))  # fmt: skip
    gain = np.ones(3, np.float32)
    if g.get("flicker"):
        gain *= 1 + g["flicker"] * math.sin(k * 2.3 + g.get("phase", 0))
    if g.get("drift"):
        gain *= 1 + g["drift"] * t * np.array([1.0, 0.3, -0.8], np.float32)
    curves = np.clip(curves * gain + 0.5, 0, 255).astype(np.uint8)
    if not np.array_equal(curves, np.repeat(np.arange(256, dtype=np.uint8)[:, None], 3, 1)):
        out = cv2.LUT(out, curves.reshape(256, 1, 3))
    h, w = out.shape[:2]
    if g.get("vignette"):
        if "vignette" not in cache:
            yy, xx = np.ogrid[0:h, 0:w]
            r2 = ((xx - w / 2) / (w / 2)) ** 2 + ((yy - h / 2) / (h / 2)) ** 2
            mask = 1 - g["vignette"] * np.clip(r2 - 0.5, 0, None)
            cache["vignette"] = cv2.merge([mask.astype(np.float32)] * 3)
        out = cv2.multiply(out, cache["vignette"], dtype=cv2.CV_8U)
    if g.get("sharpen"):
        blur = cv2.GaussianBlur(out, (0, 0), 1.5)
        out = cv2.addWeighted(out, 1 + g["sharpen"], blur, -g["sharpen"], 0)
    if g.get("grain"):
        if "grain" not in cache:  # a bank of grain, drawn once per video from its generator
            cache["grain"] = [
                np.round(rng.normal(0, g["grain"], (h, w))).astype(np.int16) for _ in range(3)
            ]
        grain = np.roll(cache["grain"][k % 3], int(rng.integers(w)), axis=1)
        out16 = out.astype(np.int16)
        out16 += grain[..., None]
        np.clip(out16, 0, 255, out=out16)
        out = out16.astype(np.uint8)
    return out


def _card(size: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
    ow, oh = size
    top = rng.integers(10, 90, 3)
    bottom = rng.integers(0, 40, 3)
    ramp = np.linspace(0, 1, oh, dtype=np.float32)[:, None, None]
    out = (top * (1 - ramp) + bottom * ramp + np.zeros((oh, ow, 3), np.float32)).astype(np.uint8)
    _blend_box(out, ow // 4, oh // 2 - oh // 16, ow // 2, oh // 12, (245, 245, 245), 1.0)
    _blend_box(out, ow // 3, oh // 2 + oh // 12, ow // 3, oh // 30, (180, 180, 180), 1.0)
    return out


def _other_picture(size: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
    ow, oh = size
    small = rng.integers(0, 256, (6, 9, 3)).astype(np.uint8)
    return cv2.GaussianBlur(cv2.resize(small, (ow, oh), interpolation=cv2.INTER_CUBIC), (0, 0), 9)


def deliver(
    scene: Scene, look: Look, rng: np.random.Generator
) -> tuple[list[np.ndarray], list[dict[str, Any]]]:
    """The delivered frames and, per frame, what it shows: ``puzzle`` (a frame of the scene),
    ``solved`` and ``moving`` (None when a person could not say)."""
    idx = _timeline(scene, look.timing, rng)
    n = len(idx)
    seed = float(rng.random())
    shake = rng.normal(0, look.shake, (n + 4, 2)) if look.shake else np.zeros((n + 4, 2))
    shake = np.cumsum(shake, axis=0) * 0.5 if look.shake else shake  # handheld: a random walk
    shake = np.clip(shake, -2 * look.shake - 1e-9, 2 * look.shake + 1e-9)
    cache: dict[str, Any] = {}
    frames: list[np.ndarray] = []
    tags: list[dict[str, Any]] = []
    for k, (i, j, w) in enumerate(idx):
        t = k / max(n - 1, 1)
        if i == -2:  # a flash: the previous frame washed to white
            frames.append(((frames[-1].astype(np.float32) * (1 - w)) + 255 * w).astype(np.uint8))
            tags.append({"puzzle": False, "solved": None, "moving": False})
            continue
        canvas = scene.frames[i]
        if w:
            canvas = (
                canvas.astype(np.float32) * (1 - w) + scene.frames[j].astype(np.float32) * w + 0.5
            ).astype(np.uint8)
        if look.blank:
            out = np.empty((look.size[1], look.size[0], 3), np.uint8)
            out[:] = look.bar
            frames.append(_grade(out, {"grain": 2.0}, t, k, rng, cache))
            tags.append({"puzzle": False, "solved": None, "moving": False})
            continue
        if look.wobble:
            canvas = _wobble(canvas, look.wobble, k / 12.0, seed, cache)
        canvas = _camera(canvas, look, t, (float(shake[k, 0]), float(shake[k, 1])))
        out = _place(canvas, look)
        for ov in look.overlays:
            _overlay(out, ov, t)
        frames.append(_grade(out, look.grade, t, k, rng, cache))
        si, sj = scene.solved[i], scene.solved[j]
        solved = si if (w == 0 or si == sj) else None
        tags.append(
            {
                "puzzle": True,
                "solved": solved,
                "moving": bool(scene.moving[i] or (w and scene.moving[j])),
            }
        )
    size = look.size
    if look.head == "black":
        frames[:0] = [np.zeros((size[1], size[0], 3), np.uint8)] * int(rng.integers(2, 7))
    elif look.head == "card":
        frames[:0] = [_card(size, rng)] * int(rng.integers(6, 14))
    elif look.head == "other_picture":
        frames[:0] = [_other_picture(size, rng)] * int(rng.integers(3, 8))
    elif look.head == "white_fade_in":
        steps = int(rng.integers(3, 6))
        first = frames[0].astype(np.float32)
        frames[:0] = [np.full_like(frames[0], 255)] + [
            (255 * (1 - a) + first * a).astype(np.uint8) for a in np.linspace(0.15, 0.6, steps)
        ]
    added = len(frames) - len(tags)
    tags[:0] = [{"puzzle": False, "solved": None, "moving": False}] * added
    last = frames[-1]
    if look.tail in ("fade_black", "fade_white", "hold_fade_card"):
        if look.tail == "hold_fade_card":
            frames += [last] * max(look.fps // 2, 6)
            tags += [tags[-1]] * max(look.fps // 2, 6)
        target = 255.0 if look.tail == "fade_white" else 0.0
        steps = int(rng.integers(4, 9))
        for a in np.linspace(1 / steps, 1, steps):
            frames.append((last.astype(np.float32) * (1 - a) + target * a).astype(np.uint8))
            tags.append({"puzzle": False, "solved": None, "moving": False})
    if look.tail in ("black", "card", "hold_fade_card"):
        extra = (
            [np.zeros_like(last)] * int(rng.integers(3, 8))
            if look.tail == "black"
            else [_card(size, rng)] * int(rng.integers(8, 16))
        )
        frames += extra
        tags += [{"puzzle": False, "solved": None, "moving": False}] * len(extra)
    return frames, tags


def encode(path_stem: str, frames: list[np.ndarray], look: Look) -> str:
    """Write ``frames`` with the look's codec, rate, frame rate and pixel format."""
    import imageio_ffmpeg

    suffix, codec = (".webm", "libvpx-vp9") if look.codec == "vp9" else (".mp4", "libx264")
    if look.rate.startswith("crf"):
        rate = ["-crf", look.rate.split()[1]] + (["-b:v", "0"] if look.codec == "vp9" else [])
    else:
        rate = ["-b:v", look.rate]
    speed = (
        ["-deadline", "realtime", "-cpu-used", "8"]
        if look.codec == "vp9"
        else ["-preset", "veryfast"]
    )
    path = f"{path_stem}{suffix}"
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    h, w = frames[0].shape[:2]
    writer = imageio_ffmpeg.write_frames(
        path, (w, h), fps=look.fps, codec=codec, pix_fmt_in="rgb24", pix_fmt_out=look.pix_fmt,
        macro_block_size=1, ffmpeg_log_level="error", quality=None,
        output_params=[*rate, *speed, "-threads", "1", "-fflags", "+bitexact", "-flags:v", "+bitexact"],
    )  # fmt: skip
    writer.send(None)
    try:
        for f in frames:
            writer.send(np.ascontiguousarray(f))
    finally:
        writer.close()
    return path
