"""How a set-v7 video is delivered: the way image-to-video models and their exports render.

:func:`deliver` turns a :class:`~benchmarks.realstyle_v7.scenes.Scene` into the delivered frames
under a :class:`Look` (frame size and bars or a blurred copy of the video behind it, camera,
wobble, overlays, grain, colour drift, frames before and after, frame-rate conversion) and
says, per delivered frame, which source frames it shows and with what weight, so the labels
follow the delivered numbering. :func:`encode` writes them with ffmpeg. One
``numpy.random.Generator`` drives everything random.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import cv2
import numpy as np

from benchmarks.realstyle_v7.scenes import Scene

CANVAS = (768, 512)
SOURCE_FPS = 24
EASINGS = ("linear", "ease_in_out", "ease_in", "ease_out", "late_start")
"""How the camera's motion is spread over the video (a model's camera often starts late)."""


def ease(name: str, t: float) -> float:
    """The fraction of the camera's motion done at time ``t`` in [0, 1]."""
    t = min(1.0, max(0.0, t))
    if name == "linear":
        return t
    if name == "ease_in_out":
        return 0.5 - 0.5 * math.cos(math.pi * t)
    if name == "ease_in":
        return t * t
    if name == "ease_out":
        return 1.0 - (1.0 - t) ** 2
    if name == "late_start":
        return max(0.0, (t - 0.4) / 0.6)
    raise ValueError(f"easing={name!r} is not allowed; allowed: {EASINGS}")


@dataclass
class Look:
    """One delivery: every number drawn for one video (printed beside a failure).

    ``fit`` is ``bars`` (flat ``bar_colour``) or ``blurfill`` (a blurred, darkened copy of the
    video behind it); ``content`` the picture's share of the largest fit (< 1: bars on all four
    sides); ``align`` where the picture sits between the bars (0.5 centred). Camera numbers are
    reached by the last frame: ``pan`` as fractions of the canvas width and height, ``roll`` in
    degrees, ``zoom`` the scale. ``lead`` / ``tail``: ``(kind, frames)``.
    """

    size: tuple[int, int] = (1280, 720)
    fit: str = "bars"
    bar_colour: tuple[int, int, int] = (0, 0, 0)
    content: float = 1.0
    align: tuple[float, float] = (0.5, 0.5)
    pan: tuple[float, float] = (0.0, 0.0)
    roll: float = 0.0
    zoom: float = 1.0
    easing: str = "linear"
    shake: float = 0.0
    wobble: float = 0.0
    barrel: float = 0.0
    vignette: float = 0.0
    overlays: tuple[str, ...] = ()
    overlay_over_picture: bool = False
    watermark_share: float = 0.02
    grain: float = 0.0
    colour_drift: float = 0.0
    motion_blur: float = 0.0
    lead: tuple[str, int] | None = None
    tail: tuple[str, int] | None = None
    slowmo_end: int = 1
    fps: int = 24
    conversion: str = "nearest"
    codec: str = "h264"
    rate: str = "crf 23"
    pix_fmt: str = "yuv420p"
    blank: bool = False
    extra: dict = field(default_factory=dict)


@dataclass
class Delivered:
    """The delivered frames and, per frame, ``kind`` (``puzzle``, ``lead``, ``tail``) and the
    scene frames shown with their weights."""

    frames: list[np.ndarray]
    kinds: list[str]
    sources: list[list[tuple[int, float]]]


def _timeline(scene: Scene, look: Look) -> list[tuple[str, int]]:
    """Source-rate frames: ``(kind, scene index)``; lead and tail frames carry their step."""
    items: list[tuple[str, int]] = []
    if look.lead is not None:
        kind, n = look.lead
        if kind == "hold":
            items += [("puzzle", 0)] * n
        else:
            items += [("lead", i) for i in range(n)]
    n = len(scene.frames)
    # slow motion: the last move (the frames since the last rest before the end hold) repeated
    last_moving = max((i for i in range(n) if scene.partway[i] or scene.dissolve[i]), default=-1)
    for i in range(n):
        reps = (
            look.slowmo_end if last_moving >= 0 and last_moving - 8 <= i <= last_moving + 1 else 1
        )
        items += [("puzzle", i)] * reps
    if look.tail is not None:
        items += [("tail", i) for i in range(look.tail[1])]
    return items


def _convert(items: list[tuple[str, int]], look: Look) -> list[list[tuple[tuple[str, int], float]]]:
    """Frame-rate conversion of the timeline: each delivered frame's items and weights."""
    count = max(2, round(len(items) * look.fps / SOURCE_FPS))
    out = []
    for d in range(count):
        x = d * (len(items) - 1) / (count - 1)
        lo = math.floor(x)
        hi = min(lo + 1, len(items) - 1)
        w = x - lo
        if look.conversion == "blend" and w > 0.05 and hi != lo:
            out.append([(items[lo], 1.0 - w), (items[hi], w)])
        else:
            out.append([(items[lo if w < 0.5 else hi], 1.0)])
    return out


def _wobble_maps(rng_phase: np.ndarray, amp: float, t: float) -> tuple[np.ndarray, np.ndarray]:
    w, h = CANVAS
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    p = rng_phase
    dx = (
        amp
        * np.sin(2 * np.pi * (ys / 310.0 + p[0] + 0.8 * t))
        * np.cos(2 * np.pi * (xs / 420.0 + p[1]))
    )
    dy = (
        amp
        * np.sin(2 * np.pi * (xs / 360.0 + p[2] + 0.6 * t))
        * np.cos(2 * np.pi * (ys / 270.0 + p[3]))
    )
    return (xs + dx).astype(np.float32), (ys + dy).astype(np.float32)


def _barrel_maps(k: float) -> tuple[np.ndarray, np.ndarray]:
    w, h = CANVAS
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy, r = w / 2, h / 2, math.hypot(w / 2, h / 2)
    nx, ny = (xs - cx) / r, (ys - cy) / r
    f = 1 + k * (nx * nx + ny * ny)
    return (cx + nx * f * r).astype(np.float32), (cy + ny * f * r).astype(np.float32)


def _placement(look: Look) -> tuple[int, int, int, int]:
    """Where the picture goes in the frame: x, y, width, height."""
    W, H = look.size
    s = min(W / CANVAS[0], H / CANVAS[1]) * look.content
    cw, ch = round(CANVAS[0] * s), round(CANVAS[1] * s)
    x = round((W - cw) * look.align[0])
    y = round((H - ch) * look.align[1])
    return x, y, cw, ch


def _card(size: tuple[int, int], colour: tuple[int, int, int], text: str) -> np.ndarray:
    W, H = size
    img = np.zeros((H, W, 3), np.uint8)
    img[:] = colour
    scale = W / 700
    cv2.putText(img, text, (int(W * 0.12), H // 2), cv2.FONT_HERSHEY_DUPLEX, scale,
                (255 - colour[0], 255 - colour[1], 255 - colour[2]), max(1, int(2 * scale)),
                cv2.LINE_AA)  # fmt: skip
    return img


def _other_picture(size: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
    """A photo-like picture that is not the puzzle: smooth gradients and blobs."""
    W, H = size
    small = rng.integers(0, 256, (6, 9, 3)).astype(np.uint8)
    img = cv2.resize(small, (W, H), interpolation=cv2.INTER_CUBIC)
    return img


def _overlay(img: np.ndarray, look: Look, t: float, place: tuple[int, int, int, int],
             texts: dict) -> None:  # fmt: skip
    H, W = img.shape[:2]
    x, y, cw, ch = place
    for name in look.overlays:
        layer = img.copy()
        alpha = 1.0
        if name == "watermark":
            area = look.watermark_share * W * H
            mh = int(math.sqrt(area / 3.5))
            mw = int(3.5 * mh)
            if look.overlay_over_picture:
                my = int(y + ch * (0.45 + 0.15 * math.sin(2 * math.pi * t)))
            else:
                my = H - mh - max(4, H // 60)
            mx = int((W - mw) * (0.1 + 0.8 * t))
            cv2.rectangle(layer, (mx, my), (mx + mw, my + mh), (255, 255, 255), -1)
            cv2.putText(layer, texts["mark"], (mx + mh // 4, my + int(mh * 0.72)),
                        cv2.FONT_HERSHEY_SIMPLEX, mh / 40, (40, 40, 40), max(1, mh // 14),
                        cv2.LINE_AA)  # fmt: skip
            alpha = texts["mark_alpha"]
        elif name == "subtitles":
            line = texts["sub"][0 if t < 0.5 else 1]
            scale = W / 900
            ty = (
                int(y + ch * 0.62)
                if look.overlay_over_picture
                else int(y + ch + (H - y - ch) * 0.35)
            )
            (tw, _), _ = cv2.getTextSize(line, cv2.FONT_HERSHEY_SIMPLEX, scale, 2)
            org = ((W - tw) // 2, ty)
            cv2.putText(layer, line, org, cv2.FONT_HERSHEY_SIMPLEX, scale, (0, 0, 0),
                        max(3, int(6 * scale)), cv2.LINE_AA)  # fmt: skip
            cv2.putText(layer, line, org, cv2.FONT_HERSHEY_SIMPLEX, scale, (255, 255, 255),
                        max(1, int(2 * scale)), cv2.LINE_AA)  # fmt: skip
        elif name == "tiktok_ui":
            r = max(8, int(W * 0.035))
            cx = W - int(W * 0.07) if not look.overlay_over_picture else int(x + cw * 0.55)
            for i in range(4):
                cy = int(H * 0.58 + i * 2.8 * r)
                cv2.circle(layer, (cx, cy), r, (245, 245, 245), -1, cv2.LINE_AA)
                cv2.circle(layer, (cx, cy), r // 2, (230, 40, 80) if i == 1 else (60, 60, 60), -1,
                           cv2.LINE_AA)  # fmt: skip
            scale = W / 1100
            cv2.putText(layer, texts["user"], (int(W * 0.04), int(H * 0.93)),
                        cv2.FONT_HERSHEY_SIMPLEX, scale, (255, 255, 255), max(1, int(2 * scale)),
                        cv2.LINE_AA)  # fmt: skip
            cv2.rectangle(layer, (0, H - 4), (int(W * t), H - 1), (255, 255, 255), -1)
            alpha = 0.9
        elif name == "logo":
            s = max(10, int(min(W, H) * 0.06))
            lx = int(W * 0.03) if texts["logo_left"] else W - int(W * 0.03) - 2 * s
            ly = int(H * 0.03)
            cv2.rectangle(layer, (lx, ly), (lx + 2 * s, ly + s), texts["logo_colour"], -1)
            cv2.putText(layer, texts["logo"], (lx + s // 5, ly + int(s * 0.7)),
                        cv2.FONT_HERSHEY_SIMPLEX, s / 45, (255, 255, 255), max(1, s // 15),
                        cv2.LINE_AA)  # fmt: skip
            alpha = 0.85
        elif name == "progress":
            cv2.rectangle(layer, (0, H - max(3, H // 180)), (int(W * t), H - 1), (230, 60, 60), -1)
        else:
            raise ValueError(f"overlay {name!r} is not known")
        img[:] = cv2.addWeighted(layer, alpha, img, 1.0 - alpha, 0.0)


def deliver(scene: Scene, look: Look, rng: np.random.Generator) -> Delivered:
    """The delivered frames of ``scene`` under ``look``."""
    W, H = look.size
    items = _timeline(scene, look)
    steps = _convert(items, look)
    place = _placement(look)
    x, y, cw, ch = place
    phase = rng.uniform(0, 1, 4)
    barrel = _barrel_maps(look.barrel) if look.barrel else None
    texts = {
        "mark": str(rng.choice(["AI", "Veo", "Sora", "Kling", "Hailuo", "Pika"])),
        "mark_alpha": float(rng.uniform(0.3, 0.55)),
        "sub": [str(rng.choice(["Turn the pipes to close the loop", "Solve the puzzle"])),
                str(rng.choice(["Watch the last move", "Done!", "Almost there..."]))],
        "user": "@" + str(rng.choice(["puzzlebot", "vidgen_ai", "mazemaker"])),
        "logo": str(rng.choice(["AI", "GEN", "HD"])),
        "logo_left": bool(rng.random() < 0.5),
        "logo_colour": tuple(int(v) for v in rng.integers(20, 200, 3)),
    }  # fmt: skip
    gains = 1.0 + rng.uniform(-1, 1, 3) * look.colour_drift
    lead_card = _card(look.size, tuple(int(v) for v in rng.integers(0, 256, 3)), "MODEL v2")
    other = _other_picture(look.size, rng)
    tail_colour = {"fade_black": (0, 0, 0), "fade_white": (255, 255, 255)}
    shake_walk = np.zeros(2)
    vignette = None
    if look.vignette:
        yy, xx = np.ogrid[0:H, 0:W]
        r2 = ((xx - W / 2) / (W / 2)) ** 2 + ((yy - H / 2) / (H / 2)) ** 2
        vignette = (1.0 - look.vignette * np.clip(r2 / 2, 0, 1))[..., None].astype(np.float32)
    frames, kinds, sources = [], [], []
    n = len(steps)
    for d, parts in enumerate(steps):
        t = d / max(1, n - 1)
        shake_walk = 0.6 * shake_walk + rng.normal(0, 1, 2) * look.shake * 0.6
        shake_walk = np.clip(shake_walk, -look.shake, look.shake)
        kind = "puzzle" if all(k == "puzzle" for (k, _), _ in parts) else parts[-1][0][0]
        src: list[tuple[int, float]] = []
        last_scene = len(scene.frames) - 1
        for (k, i), w in parts:
            src.append((i if k == "puzzle" else (0 if k == "lead" else last_scene), w))
        if look.motion_blur and src[0][0] > 0:
            src = [(j, w * (1 - look.motion_blur)) for j, w in src]
            src.append((src[0][0] - 1, look.motion_blur))
        if len(src) == 1:
            pic = scene.frames[src[0][0]]
        else:
            canvas = np.zeros((CANVAS[1], CANVAS[0], 3), np.float32)
            for j, w in src:
                canvas += scene.frames[j].astype(np.float32) * w
            pic = np.clip(canvas + 0.5, 0, 255).astype(np.uint8)
        if look.wobble:
            mx, my = _wobble_maps(phase, look.wobble, t)
            pic = cv2.remap(pic, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
        if barrel is not None:
            pic = cv2.remap(
                pic, barrel[0], barrel[1], cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE
            )
        e = ease(look.easing, t)
        z = 1.0 + (look.zoom - 1.0) * e
        M = cv2.getRotationMatrix2D((CANVAS[0] / 2, CANVAS[1] / 2), -look.roll * e, z)
        M[0, 2] += look.pan[0] * CANVAS[0] * e + shake_walk[0]
        M[1, 2] += look.pan[1] * CANVAS[1] * e + shake_walk[1]
        if z != 1.0 or look.roll or any(look.pan) or look.shake:
            pic = cv2.warpAffine(pic, M, CANVAS, flags=cv2.INTER_LINEAR,
                                 borderMode=cv2.BORDER_REPLICATE)  # fmt: skip
        content = cv2.resize(
            pic, (cw, ch), interpolation=cv2.INTER_AREA if cw < CANVAS[0] else cv2.INTER_LINEAR
        )
        if look.fit == "blurfill":
            s = max(W / cw, H / ch)
            big = cv2.resize(content, (max(W, int(cw * s)) // 16 + 1, max(H, int(ch * s)) // 16 + 1),
                             interpolation=cv2.INTER_AREA)  # fmt: skip
            big = cv2.GaussianBlur(big, (0, 0), 2.0)
            out = (cv2.resize(big, (W, H), interpolation=cv2.INTER_LINEAR) * 0.6).astype(np.uint8)
        else:
            out = np.empty((H, W, 3), np.uint8)
            out[:] = look.bar_colour
        out[y : y + ch, x : x + cw] = content
        if look.blank:
            out[:] = 8
        if kind == "lead":
            step = parts[-1][0][1]
            out = {"black": np.zeros_like(out), "card": lead_card, "other": other}[
                look.lead[0]
            ].copy()
            src = []
        elif kind == "tail":
            step = parts[-1][0][1] + 1
            tk, tn = look.tail
            if tk in tail_colour:
                f = min(1.0, step / tn)
                out = np.clip(out * (1 - f) + np.array(tail_colour[tk]) * f, 0, 255).astype(
                    np.uint8
                )
            else:
                out = {"black": np.zeros_like(out), "card": lead_card, "other": other}[tk].copy()
            src = []
        if look.colour_drift:
            g = 1.0 + (gains - 1.0) * t
            out = cv2.multiply(out, (float(g[0]), float(g[1]), float(g[2]), 0.0))
        if look.vignette:
            out = (out * vignette).astype(np.uint8)
        if look.grain:
            # grain at half resolution, scaled up: film and sensor grain is a few px wide
            noise = rng.standard_normal((H // 2, W // 2), dtype=np.float32) * look.grain
            noise = cv2.resize(noise, (W, H), interpolation=cv2.INTER_LINEAR)
            out = cv2.add(out, cv2.merge([noise, noise, noise]), dtype=cv2.CV_8U)
        if kind == "puzzle":
            _overlay(out, look, t, place, texts)
        frames.append(out)
        kinds.append(kind)
        sources.append(src)
    return Delivered(frames, kinds, sources)


def encode(path_stem: str, frames: list[np.ndarray], look: Look) -> str:
    """Write ``frames`` as ``look.codec`` at ``look.rate`` and ``look.fps``; returns the path."""
    import imageio_ffmpeg

    if look.codec == "h264":
        suffix, codec, extra = ".mp4", "libx264", ["-preset", "veryfast"]
    elif look.codec == "vp9":
        suffix, codec, extra = ".webm", "libvpx-vp9", ["-deadline", "realtime", "-cpu-used", "8"]
    else:
        raise ValueError(f"codec={look.codec!r} is not allowed; allowed: h264, vp9")
    kind, value = look.rate.split()
    if kind == "crf":
        params = ["-crf", value] + (["-b:v", "0"] if look.codec == "vp9" else [])
    else:
        params = ["-b:v", value]
    h, w = frames[0].shape[:2]
    path = f"{path_stem}{suffix}"
    writer = imageio_ffmpeg.write_frames(
        path, (w, h), fps=look.fps, codec=codec, pix_fmt_in="rgb24", pix_fmt_out=look.pix_fmt,
        macro_block_size=1, ffmpeg_log_level="error",
        output_params=[*params, *extra, "-threads", "1", "-bitexact", "-map_metadata", "-1"],
    )  # fmt: skip
    writer.send(None)
    try:
        for frame in frames:
            writer.send(np.ascontiguousarray(frame))
    finally:
        writer.close()
    return path
