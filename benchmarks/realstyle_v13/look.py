"""How a video was delivered: camera, wobble, placement in bars or a blurred fill, overlays,
grading and grain, heads and tails, retiming. Pure numpy/OpenCV on frames; ``look`` is the
draw's dict (see ``draws.py``) and ``rng`` its own Generator."""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np

EASINGS = {
    "linear": lambda t: t,
    "in_out": lambda t: 0.5 - 0.5 * np.cos(np.pi * t),
    "out": lambda t: 1 - (1 - t) ** 2,
    "in": lambda t: t**2,
}


def _wobble(img: np.ndarray, amp: float, phase: float) -> np.ndarray:
    """Non-rigid wobble: a smooth displacement field of at most ``amp`` canvas px."""
    h, w = img.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    dx = amp * np.sin(2 * np.pi * (ys / 230.0 + phase)) * np.cos(2 * np.pi * xs / 410.0)
    dy = amp * np.cos(2 * np.pi * (xs / 260.0 + 0.7 * phase)) * np.sin(2 * np.pi * ys / 370.0)
    return cv2.remap(img, xs + dx.astype(np.float32), ys + dy.astype(np.float32),
                     cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)  # fmt: skip


def _camera(
    img: np.ndarray, t: float, cam: dict[str, Any], jitter: tuple[float, float]
) -> np.ndarray:
    h, w = img.shape[:2]
    e = EASINGS[cam.get("ease", "linear")](t)
    zoom = 1 + (cam.get("zoom", 1.0) - 1) * e
    m = cv2.getRotationMatrix2D((w / 2, h / 2), -cam.get("roll", 0.0) * e, zoom)
    m[0, 2] += cam.get("pan", (0.0, 0.0))[0] * w * e + jitter[0]
    m[1, 2] += cam.get("pan", (0.0, 0.0))[1] * h * e + jitter[1]
    bg = tuple(int(v) for v in img[3, 3])
    return cv2.warpAffine(img, m, (w, h), flags=cv2.INTER_LINEAR, borderValue=bg)


def _place(img: np.ndarray, look: dict[str, Any], blurred: np.ndarray | None) -> np.ndarray:
    """The canvas fitted into the output frame, in bars or over a blurred copy; ``cut`` pushes
    that share of the picture past the right edge."""
    W, H = look["size"]
    h, w = img.shape[:2]
    s = min(W / w, H / h) * look.get("fit", 1.0)
    bw, bh = round(w * s), round(h * s)
    ax, ay = look.get("align", (0.5, 0.5))
    x0 = round((W - bw) * ax + look.get("cut", 0.0) * bw)
    y0 = round((H - bh) * ay)
    if blurred is not None:
        out = blurred.copy()
    else:
        out = np.empty((H, W, 3), np.uint8)
        out[:] = look.get("bar", (0, 0, 0))
    small = cv2.resize(img, (bw, bh), interpolation=cv2.INTER_AREA if s < 1 else cv2.INTER_LINEAR)
    xs0, ys0 = max(0, x0), max(0, y0)
    xs1, ys1 = min(W, x0 + bw), min(H, y0 + bh)
    out[ys0:ys1, xs0:xs1] = small[ys0 - y0 : ys1 - y0, xs0 - x0 : xs1 - x0]
    return out


def _blur_fill(img: np.ndarray, size: tuple[int, int]) -> np.ndarray:
    W, H = size
    big = cv2.resize(img, (W, H), interpolation=cv2.INTER_LINEAR)
    return (cv2.GaussianBlur(big, (0, 0), 25) * 0.7).astype(np.uint8)


def _overlays(out: np.ndarray, k: int, n: int, look: dict[str, Any]) -> np.ndarray:
    H, W = out.shape[:2]
    ui = look.get("ui", ())
    if "caption" in ui:  # in the bars above or below the picture
        cv2.putText(out, "AI generated", (int(W * 0.05), int(H * 0.06) + 10),
                    cv2.FONT_HERSHEY_SIMPLEX, max(0.4, W / 1400), (235, 235, 235), 2)  # fmt: skip
    if "badge" in ui:
        r = max(8, W // 40)
        cv2.circle(out, (W - 2 * r, 2 * r), r, (250, 250, 250), -1)
    if "progress" in ui:
        y = H - max(4, H // 120)
        out[y:, : int(W * (k + 1) / n)] = (240, 60, 60)
    mark = look.get("mark")
    if mark:
        area, alpha, where = mark["area"], mark["alpha"], mark["where"]
        mw = int(np.sqrt(area * W * H * 3))
        mh = max(4, int(area * W * H / max(mw, 1)))
        if where == "bottom":
            x = int((W - mw) * (0.2 + 0.6 * k / max(n - 1, 1)))
            y = H - mh
        else:  # crossing the middle of the picture
            x = int((W - mw) * k / max(n - 1, 1))
            y = (H - mh) // 2
        region = out[y : y + mh, x : x + mw].astype(np.float32)
        out[y : y + mh, x : x + mw] = np.rint(region * (1 - alpha) + 255 * alpha).astype(np.uint8)
    return out


def _grade(out: np.ndarray, k: int, look: dict[str, Any], rng: np.random.Generator) -> np.ndarray:
    g = look.get("grade", {})
    f = out.astype(np.float32)
    if g.get("teal_orange"):
        s = g["teal_orange"]
        lum = f.mean(axis=2, keepdims=True) / 255
        f = f + s * (lum - 0.5) * np.array([60.0, 10.0, -50.0]) * 2
    if g.get("flicker"):
        f = f * (1 + g["flicker"] * np.sin(k * 1.7 + g.get("phase", 0.0)))
    if g.get("vignette"):
        H, W = out.shape[:2]
        ys, xs = np.mgrid[0:H, 0:W]
        r = ((xs - W / 2) / (W / 2)) ** 2 + ((ys - H / 2) / (H / 2)) ** 2
        f = f * (1 - g["vignette"] * np.clip(r - 0.3, 0, None))[..., None]
    if g.get("sweep"):  # a soft band of light crossing the frame once
        W = out.shape[1]
        xs = np.arange(W)[None, :, None]
        c = W * (k / max(g.get("frames", 1) - 1, 1)) * 1.4 - 0.2 * W
        f = f + g["sweep"] * np.exp(-(((xs - c) / (W * 0.08)) ** 2))
    if g.get("halo"):
        blur = cv2.GaussianBlur(f, (0, 0), 2.0)
        f = f + g["halo"] * (f - blur)
    if g.get("grain"):
        f = f + rng.normal(0, g["grain"], f.shape).astype(np.float32)
    return np.clip(np.rint(f), 0, 255).astype(np.uint8)


def deliver(
    frames: list[np.ndarray], solved: list[bool], look: dict[str, Any], rng: np.random.Generator
) -> tuple[list[np.ndarray], list[bool]]:
    """The delivered frames and, per frame, whether it shows the question's puzzle solved."""
    frames, solved = _retime(frames, solved, look.get("retime", ""), rng)
    n = len(frames)
    cam = look.get("camera", {})
    shake = look.get("shake", 0.0)
    out, flags = [], []
    blurred = _blur_fill(frames[0], look["size"]) if look.get("fill") == "blur" else None
    for k, (img, s) in enumerate(zip(frames, solved, strict=False)):
        t = k / max(n - 1, 1)
        if look.get("wobble"):
            img = _wobble(img, look["wobble"], k / 9.0)
        jitter = tuple(float(v) for v in rng.uniform(-shake, shake, 2)) if shake else (0.0, 0.0)
        if cam or shake:
            img = _camera(img, t, cam, jitter)
        o = _place(img, look, blurred)
        o = _overlays(o, k, n, look)
        out.append(_grade(o, k, look, rng))
        flags.append(s)
    head, tail = look.get("head", ""), look.get("tail", "")
    hs = [_plate(head, out[0], i, 4) for i in range(4)] if head else []
    ts = [_plate(tail, out[-1], i, 6) for i in range(6)] if tail else []
    if tail == "hold fade":
        ts = [out[-1]] * 8 + ts
    return hs + out + ts, [False] * len(hs) + flags + [flags[-1] and tail == "hold fade"] * (
        8 if tail == "hold fade" else 0
    ) + [False] * (len(ts) - (8 if tail == "hold fade" else 0))


def _plate(kind: str, frame: np.ndarray, i: int, n: int) -> np.ndarray:
    H, W = frame.shape[:2]
    if kind == "black":
        return np.zeros_like(frame)
    if kind == "white fade":  # the last picture fades to white
        a = (i + 1) / n
        return np.rint(frame * (1 - a) + 255 * a).astype(np.uint8)
    card = np.empty_like(frame)  # an end card: dark plate with a title
    card[:] = (24, 20, 40)
    cv2.putText(card, "Made with AI", (W // 6, H // 2), cv2.FONT_HERSHEY_SIMPLEX,
                max(0.6, W / 700), (230, 200, 90), 2)  # fmt: skip
    if kind == "hold fade":  # fade from the last picture to the card
        a = (i + 1) / n
        return np.rint(frame * (1 - a) + card * a).astype(np.uint8)
    return card


def _retime(frames, solved, kind, rng):
    """Frame-rate habits: 3:2 pulldown (every 4th frame twice), a frozen stretch mid-video,
    frames blended by a rate conversion, a long first-frame hold, slow motion at the end."""
    if kind == "pulldown":
        idx = [i for i in range(len(frames)) for _ in range(2 if i % 4 == 3 else 1)]
    elif kind == "freeze":
        m = len(frames) // 2
        idx = list(range(m)) + [m] * 5 + list(range(m + 1, len(frames)))
    elif kind == "long_first":
        idx = [0] * 12 + list(range(len(frames)))
    elif kind == "slowmo":
        cut = len(frames) * 2 // 3
        idx = list(range(cut)) + [i for i in range(cut, len(frames)) for _ in range(2)]
    elif kind == "blend":  # 24 -> 30 style: every 4th output frame mixes two neighbours
        out, sv = [], []
        for i in range(len(frames)):
            out.append(frames[i])
            sv.append(solved[i])
            if i % 4 == 2 and i + 1 < len(frames):
                mix = (frames[i].astype(np.uint16) + frames[i + 1]) // 2
                out.append(mix.astype(np.uint8))
                sv.append(solved[i] and solved[i + 1])
        return out, sv
    else:
        return list(frames), list(solved)
    return [frames[i] for i in idx], [solved[i] for i in idx]
