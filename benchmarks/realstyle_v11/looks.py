"""How a set-v11 video is delivered: timing, frame size, bars, camera, marks, grading, codec.

:func:`deliver` turns a scene's shots into the delivered frames (the frame-rate conversion,
holds, cards and fades change which shot each delivered frame shows; the labels are read off
the delivered shots, so ``first_solved_frame`` is in the delivered video's numbering);
:func:`render` draws each delivered frame as the output picture; :func:`encode` writes it.
Every random choice comes from the one ``numpy`` Generator handed in.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace

import cv2
import numpy as np

from benchmarks.realstyle_v11.scenes import EASINGS, Shot

CANVAS_W, CANVAS_H = 768, 512


@dataclass(frozen=True)
class Look:
    """One video's delivery. Distances of the camera are fractions of the canvas.

    Attributes:
        size: output ``(width, height)``.
        fit: the picture's scale inside its box (1: it touches the box).
        align: where the picture sits between the bars, ``(x, y)`` in 0..1.
        shift: output px added to the picture's place (a board pushed past the frame's edge).
        box: the content area ``(x, y, w, h)`` as fractions of the frame the picture is fitted
            into (cinema 21:9 inside 16:9: bars top and bottom, then the 3:2 picture's own
            bars at the sides); ``(0, 0, 1, 1)`` for the whole frame.
        fill: ``"flat"`` bars of ``bar``, ``"blur"`` a blurred enlarged copy, ``"stretch"`` the
            picture stretched over the whole frame.
        pan: ``(dx, dy)`` the camera reaches by the end; roll in degrees; zoom at the end.
        easing: the camera's curve over the video (a key of ``EASINGS``).
        shake: px of handheld jitter per frame (output px).
        wobble: canvas px of non-rigid wobble; wavelength in canvas px.
        gains, offsets: the colour grade per channel; flicker: the exposure's swing per frame;
        vignette: how dark the corners get; grain: noise sigma; blur: Gaussian sigma;
        sharpen: unsharp amount (halos).
        marks: overlays: ``watermark``, ``subtitle``, ``badge``, ``progress``, ``ui``.
        mark_share: the moving watermark's share of the frame; ``mark_cross``: it crosses the
            board (beyond the envelope) instead of running along the bottom edge.
        sweep: a bright band sweeping over the picture (beyond).
        flash: white frames between two moves (beyond).
        head, tail: what comes before / after the puzzle (cards, blanks, fades, holds).
        timing: the frame-rate conversion.
        fps, codec (``h264``/``vp9``), rate (``"900k"`` or ``"crf23"``), pix_fmt.
    """

    size: tuple[int, int] = (1280, 720)
    fit: float = 1.0
    align: tuple[float, float] = (0.5, 0.5)
    box: tuple[float, float, float, float] = (0.0, 0.0, 1.0, 1.0)
    shift: tuple[float, float] = (0.0, 0.0)
    fill: str = "flat"
    bar: tuple[int, int, int] = (0, 0, 0)
    pan: tuple[float, float] = (0.0, 0.0)
    roll: float = 0.0
    zoom: float = 1.0
    easing: str = "linear"
    shake: float = 0.0
    wobble: float = 0.0
    wavelength: float = 300.0
    gains: tuple[float, float, float] = (1.0, 1.0, 1.0)
    offsets: tuple[float, float, float] = (0.0, 0.0, 0.0)
    flicker: float = 0.0
    vignette: float = 0.0
    grain: float = 0.0
    blur: float = 0.0
    sharpen: float = 0.0
    marks: tuple[str, ...] = ()
    mark_share: float = 0.0
    mark_cross: bool = False
    sweep: bool = False
    flash: bool = False
    head: str = ""
    tail: str = ""
    timing: str = "plain"
    fps: int = 24
    codec: str = "h264"
    rate: str = "crf23"
    pix_fmt: str = "yuv420p"
    extra: dict[str, float] = field(default_factory=dict)

    def brief(self) -> str:
        """The draw in one line, for the failure list."""
        w, h = self.size
        cam = f"pan {self.pan[0]:+.3f},{self.pan[1]:+.3f} roll {self.roll:+.1f} zoom {self.zoom:.3f} {self.easing}"
        parts = [
            f"{w}x{h} {self.fill}{self.bar if self.fill == 'flat' else ''} fit {self.fit:.2f}",
            cam,
        ]
        if self.shake or self.wobble:
            parts.append(f"shake {self.shake:.1f} wobble {self.wobble:.1f}")
        if self.marks:
            parts.append(
                "marks "
                + "+".join(self.marks)
                + (f" {self.mark_share:.3f}" if self.mark_share else "")
            )
        look = [n for n, v in (("flicker", self.flicker), ("vignette", self.vignette), ("grain", self.grain),
                               ("blur", self.blur), ("sharpen", self.sharpen)) if v]  # fmt: skip
        if look or self.gains != (1.0, 1.0, 1.0):
            parts.append("grade " + " ".join(look))
        if self.sweep or self.flash:
            parts.append("sweep" if self.sweep else "flash")
        parts.append(f"head {self.head or '-'} tail {self.tail or '-'} {self.timing}")
        parts.append(f"{self.codec} {self.rate} {self.pix_fmt} {self.fps}fps")
        return "; ".join(parts)


def _mix(a: Shot, b: Shot, w: float) -> Shot:
    """A blended frame (a frame-rate conversion's in-between): the truth of the heavier side;
    a blend of two different boards is ``mixed``."""
    canvas = np.clip(a.canvas * (1.0 - w) + b.canvas * w + 0.5, 0, 255).astype(np.uint8)
    main = b if w >= 0.5 else a
    differ = a.state != b.state or a.moving or b.moving
    if a.canvas is b.canvas or not differ:
        return a
    return replace(main, canvas=canvas, moving=a.moving or b.moving, mixed=a.state != b.state,
                   displaced=a.displaced or b.displaced)  # fmt: skip


def _card(rng: np.random.Generator, text: str) -> Shot:
    colour = rng.integers(0, 256, 3)
    img = np.empty((CANVAS_H, CANVAS_W, 3), np.uint8)
    img[:] = colour
    ink = (255, 255, 255) if colour.mean() < 128 else (20, 20, 20)
    cv2.putText(img, text, (140, 270), cv2.FONT_HERSHEY_DUPLEX, 1.6, ink, 3, cv2.LINE_AA)
    return Shot(img, None, puzzle=False, state=("card", text))


def _picture(rng: np.random.Generator) -> Shot:
    """Another picture: a smooth random landscape of colours, nothing like the puzzle."""
    small = rng.integers(0, 256, (6, 9, 3)).astype(np.uint8)
    img = cv2.resize(small, (CANVAS_W, CANVAS_H), interpolation=cv2.INTER_CUBIC)
    return Shot(img, None, puzzle=False, state=("picture",))


def _flat(value: int) -> Shot:
    img = np.full((CANVAS_H, CANVAS_W, 3), value, np.uint8)
    return Shot(img, None, puzzle=False, state=("flat", value))


def _fade(a: Shot, to: Shot, n: int) -> list[Shot]:
    out = []
    for f in range(1, n + 1):
        w = f / (n + 1)
        canvas = np.clip(a.canvas * (1 - w) + to.canvas * w + 0.5, 0, 255).astype(np.uint8)
        # A person still sees the puzzle through the first half of a fade.
        out.append(
            replace(a, canvas=canvas, puzzle=a.puzzle and w < 0.5)
            if w < 0.5
            else replace(to, canvas=canvas)
        )
    return out


def deliver(shots: list[Shot], look: Look, rng: np.random.Generator) -> list[Shot]:
    """The delivered frames' shots: flash, timing conversion, head and tail."""
    out = list(shots)
    if look.flash:  # two white frames where the first move ends
        at = next(
            (i for i in range(1, len(out)) if out[i - 1].moving and not out[i].moving),
            len(out) // 2,
        )
        out[at + 1 : at + 1] = [_flat(255)] * 2
    t = look.timing
    if t == "drop":
        out = [s for i, s in enumerate(out) if i in (0, len(out) - 1) or rng.random() > 0.25]
    elif t == "dup":
        out = [s for s in out for _ in range(2 if rng.random() < 0.5 else 3)]
    elif t == "pulldown":  # 24 -> 30: every fourth frame shown twice
        out = [s for i, s in enumerate(out) for _ in range(2 if i % 4 == 3 else 1)]
    elif t == "vfr":
        out = [s for s in out for _ in range(int(rng.integers(1, 4)))]
    elif t == "blend":  # an interpolated frame between each pair
        res = [out[0]]
        for a, b in itertools.pairwise(out):
            res += [_mix(a, b, 0.5), b]
        out = res
    elif t == "freeze":  # a part-way frame held
        moving = [i for i, s in enumerate(out) if s.moving]
        if moving:
            i = moving[int(rng.integers(len(moving)))]
            out[i:i] = [out[i]] * int(rng.integers(3, 6))
    elif t == "slowmo_end":  # the last move at a third of the speed, blended
        last = max((i for i, s in enumerate(out) if s.moving), default=None)
        if last is not None:
            first = last
            while first > 0 and out[first - 1].moving:
                first -= 1
            seg = out[first - 1 : last + 2]
            slow = [seg[0]]
            for a, b in itertools.pairwise(seg):
                slow += [_mix(a, b, 1 / 3), _mix(a, b, 2 / 3), b]
            out = out[: first - 1] + slow + out[last + 2 :]
    elif t != "plain":
        raise ValueError(f"timing={t!r} is not allowed")
    head = look.head
    if head == "black":
        out = [_flat(0)] * int(rng.integers(2, 6)) + out
    elif head == "card":
        out = [_card(rng, "AI VIDEO")] * int(rng.integers(3, 7)) + out
    elif head == "picture":
        out = [_picture(rng)] * int(rng.integers(3, 6)) + out
    elif head == "hold":
        out = [out[0]] * int(rng.integers(10, 18)) + out
    tail = look.tail
    last = out[-1]
    if tail == "black":
        out += [_flat(0)] * int(rng.integers(2, 6))
    elif tail == "white_fade":
        white = _flat(255)
        out += _fade(last, white, int(rng.integers(3, 6))) + [white] * 2
    elif tail == "card":
        out += [_card(rng, "THE END")] * int(rng.integers(3, 7))
    elif tail == "hold_fade_card":
        black = _flat(0)
        out += (
            [last] * int(rng.integers(12, 24))
            + _fade(last, black, 4)
            + [black, _card(rng, "made with AI")]
            + [_card(rng, "made with AI")] * 3
        )
    return out


_YS = np.arange(CANVAS_H, dtype=np.float32)
_XS = np.arange(CANVAS_W, dtype=np.float32)


def _wobble_maps(look: Look, t: float, phase: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Smooth non-rigid wobble: each displacement a product of two waves (outer products, so a
    frame costs two small vectors, not full-frame trigonometry)."""
    k = 2 * np.pi / look.wavelength
    a = np.float32(look.wobble)
    dx = np.outer(
        np.sin(k * _YS + phase[0] + 2 * np.pi * t), np.cos(k * 0.7 * _XS + phase[1])
    ).astype(np.float32)
    dy = np.outer(
        np.cos(k * 0.7 * _YS + phase[3]), np.sin(k * _XS + phase[2] + 2 * np.pi * t)
    ).astype(np.float32)
    return _XS[None, :] + a * dx, _YS[:, None] + a * dy


def picture_box(look: Look) -> tuple[float, float, float, float]:
    """Where the 3:2 picture sits in the output frame: ``(x, y, w, h)`` in output px."""
    w, h = look.size
    if look.fill == "stretch":
        return 0.0, 0.0, float(w), float(h)
    bx, by, bw, bh = look.box
    bx, by, bw, bh = bx * w, by * h, bw * w, bh * h
    s = min(bw / CANVAS_W, bh / CANVAS_H) * look.fit
    pw, ph = CANVAS_W * s, CANVAS_H * s
    x = bx + (bw - pw) * look.align[0] + look.shift[0]
    return x, by + (bh - ph) * look.align[1] + look.shift[1], pw, ph


def camera(look: Look, t: float) -> np.ndarray:
    """The camera at time ``t`` (0..1) as a 2×3 map from canvas px to canvas px."""
    e = EASINGS[look.easing](t)
    z = 1.0 + (look.zoom - 1.0) * e
    a = np.deg2rad(look.roll * e)
    c, s = np.cos(a) * z, np.sin(a) * z
    cx, cy = CANVAS_W / 2, CANVAS_H / 2
    tx = cx + look.pan[0] * CANVAS_W * e - (c * cx - s * cy)
    ty = cy + look.pan[1] * CANVAS_H * e - (s * cx + c * cy)
    return np.array([[c, -s, tx], [s, c, ty]], dtype=np.float64)


def board_inside(look: Look, board: tuple[float, float, float, float], steps: int = 9) -> bool:
    """The board's corners stay inside the picture and the frame at every time."""
    x, y, pw, ph = picture_box(look)
    sx, sy = pw / CANVAS_W, ph / CANVAS_H
    w, h = look.size
    x0, y0, x1, y1 = board
    corners = np.array([[x0, y0, 1], [x1, y0, 1], [x0, y1, 1], [x1, y1, 1]], float)
    for t in np.linspace(0, 1, steps):
        p = corners @ camera(look, float(t)).T
        px, py = x + p[:, 0] * sx, y + p[:, 1] * sy
        m = look.shake + 1
        if (
            px.min() < max(0, x) + m
            or py.min() < max(0, y) + m
            or px.max() > min(w, x + pw) - m
            or py.max() > min(h, y + ph) - m
        ):
            return False
    return True


def _text(
    img: np.ndarray, text: str, org: tuple[int, int], scale: float, colour: tuple[int, int, int]
) -> None:
    th = max(1, round(scale * 2))
    cv2.putText(img, text, org, cv2.FONT_HERSHEY_SIMPLEX, scale, (0, 0, 0), th + 2, cv2.LINE_AA)
    cv2.putText(img, text, org, cv2.FONT_HERSHEY_SIMPLEX, scale, colour, th, cv2.LINE_AA)


class Renderer:
    """Draws one video's delivered frames; holds the draws that stay over the video."""

    def __init__(self, look: Look, rng: np.random.Generator, count: int) -> None:
        self.look = look
        self.rng = rng
        self.count = count
        self.phase = rng.uniform(0, 2 * np.pi, 4)
        self.flicker = 1.0 + look.flicker * np.sin(
            np.arange(count) * rng.uniform(0.8, 2.5) + rng.uniform(0, 6)
        )
        self.shakes = (
            rng.uniform(-look.shake, look.shake, (count, 2)) if look.shake else np.zeros((count, 2))
        )
        w, h = look.size
        ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
        r = np.hypot((xs - w / 2) / (w / 2), (ys - h / 2) / (h / 2)) / np.sqrt(2)
        self.vig = (1.0 - look.vignette * r**2)[..., None].astype(np.float32)
        self.mark_start = rng.uniform(0, 1)
        self.mark_dir = float(rng.choice([-1.0, 1.0]))
        self.captions = [
            str(
                rng.choice(
                    ["watch this", "solving it", "wait for it", "so satisfying", "step by step"]
                )
            )
            for _ in range(3)
        ]
        self.badge_corner = int(rng.integers(4))

    def frame(self, i: int, shot: Shot) -> np.ndarray:
        look, rng = self.look, self.rng
        t = i / max(1, self.count - 1)
        canvas = shot.canvas
        if look.wobble:
            mx, my = _wobble_maps(look, t, self.phase)
            canvas = cv2.remap(canvas, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
        # The grade and the exposure's flicker are per-channel affine maps: one table each.
        levels = np.arange(256, dtype=np.float32)[:, None]
        table = (
            levels * np.array(look.gains, np.float32) + np.array(look.offsets, np.float32)
        ) * self.flicker[i]
        lut = np.clip(table + 0.5, 0, 255).astype(np.uint8).reshape(256, 1, 3)
        pic = cv2.LUT(canvas, lut)
        if look.sweep:
            xs = np.arange(CANVAS_W, dtype=np.float32)
            centre = -200 + (CANVAS_W + 400) * t
            band = 70 * np.exp(-(((xs - centre) / 60) ** 2))
            pic = np.clip(pic + band[None, :, None], 0, 255).astype(np.uint8)
        w, h = look.size
        x, y, pw, ph = picture_box(look)
        cam = camera(look, t)
        x0, y0 = max(0, int(np.floor(x))), max(0, int(np.floor(y)))
        x1, y1 = min(w, int(np.ceil(x + pw))), min(h, int(np.ceil(y + ph)))
        place = np.array(
            [[pw / CANVAS_W, 0, x + self.shakes[i, 0]], [0, ph / CANVAS_H, y + self.shakes[i, 1]]]
        )
        full = place @ np.vstack([cam, [0, 0, 1]])
        if look.fill in ("flat", "blur") and x1 > x0 and y1 > y0:
            if look.fill == "flat":
                out = np.empty((h, w, 3), np.uint8)
                out[:] = look.bar
            else:  # a blurred, darkened, enlarged copy of the picture behind it
                # Blurred at an eighth of the size (the same look, a fraction of the cost).
                s = max(w / CANVAS_W, h / CANVAS_H) / 8
                back = cv2.resize(
                    pic,
                    (int(CANVAS_W * s) + 2, int(CANVAS_H * s) + 2),
                    interpolation=cv2.INTER_AREA,
                )
                oy, ox = (back.shape[0] - h // 8) // 2, (back.shape[1] - w // 8) // 2
                back = cv2.GaussianBlur(back[oy : oy + h // 8, ox : ox + w // 8], (0, 0), 2.2)
                out = (cv2.resize(back, (w, h), interpolation=cv2.INTER_LINEAR) * 0.7).astype(
                    np.uint8
                )
            # The camera moves inside the content area; the platform adds the bars after.
            shifted = full.copy()
            shifted[:, 2] -= (x0, y0)
            out[y0:y1, x0:x1] = cv2.warpAffine(pic, shifted, (x1 - x0, y1 - y0), flags=cv2.INTER_LINEAR,
                                               borderMode=cv2.BORDER_REPLICATE)  # fmt: skip
        else:
            out = cv2.warpAffine(
                pic, full, (w, h), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE
            )
        self._marks(out, t, (x, y, pw, ph))
        if not (look.vignette or look.blur or look.sharpen or look.grain):
            return out
        f = out.astype(np.float32)
        if look.vignette:
            f *= self.vig
        if look.blur:
            f = cv2.GaussianBlur(f, (0, 0), look.blur)
        if look.sharpen:
            f = f + look.sharpen * (f - cv2.GaussianBlur(f, (0, 0), 1.5))
        if look.grain:
            f += rng.standard_normal(f.shape, dtype=np.float32) * np.float32(look.grain)
        return np.clip(f + 0.5, 0, 255).astype(np.uint8)

    def _marks(self, out: np.ndarray, t: float, pic: tuple[float, float, float, float]) -> None:
        look = self.look
        h, w = out.shape[:2]
        x, y, pw, ph = pic
        if "watermark" in look.marks and look.mark_share:
            area = look.mark_share * w * h
            mw = int(np.sqrt(area * 4))
            mh = max(4, int(area / mw))
            if look.mark_cross:  # across the board's middle
                cx = int((self.mark_start + self.mark_dir * 0.6 * t) % 1.0 * (pw - mw) + x)
                cy = int(y + ph / 2 - mh / 2 + ph * 0.12 * np.sin(2 * np.pi * t))
            else:  # along the bottom edge
                mw = min(mw, w - 4)
                mh = max(4, int(area / mw))
                cx = int((self.mark_start + self.mark_dir * 0.5 * t) % 1.0 * (w - mw))
                cy = h - mh
            cx, cy = max(0, min(w - mw, cx)), max(0, min(h - mh, cy))
            roi = out[cy : cy + mh, cx : cx + mw].astype(np.float32)
            logo = np.full(roi.shape, 235, np.uint8)
            cv2.putText(logo, "AI", (2, mh - 3), cv2.FONT_HERSHEY_SIMPLEX, mh / 30, (90, 90, 90), 2)
            blend = roi * 0.55 + logo.astype(np.float32) * 0.45
            out[cy : cy + mh, cx : cx + mw] = np.clip(blend, 0, 255).astype(np.uint8)
        if "subtitle" in look.marks:
            text = self.captions[min(2, int(t * 3))]
            scale = max(0.5, w / 1400)
            size = cv2.getTextSize(text, cv2.FONT_HERSHEY_SIMPLEX, scale, 2)[0]
            below = h - (y + ph)
            ty = int(y + ph + below / 2 + size[1] / 2) if below > size[1] * 2 else h - 6
            _text(out, text, ((w - size[0]) // 2, ty), scale, (255, 255, 255))
        if "badge" in look.marks:
            bw, bh = max(30, w // 12), max(14, h // 30)
            corner = self.badge_corner
            bx = 6 if corner % 2 == 0 else w - bw - 6
            by = 6 if corner < 2 else h - bh - 6
            cv2.rectangle(out, (bx, by), (bx + bw, by + bh), (250, 250, 250), -1)
            cv2.putText(
                out,
                "gen",
                (bx + 3, by + bh - 3),
                cv2.FONT_HERSHEY_SIMPLEX,
                bh / 28,
                (30, 30, 30),
                1,
            )
        if "progress" in look.marks:
            ph_ = max(3, h // 160)
            cv2.rectangle(out, (0, h - ph_), (int(w * t), h), (240, 60, 60), -1)
        if (
            "ui" in look.marks
        ):  # app buttons down the right edge, in the lower bar when there is one
            r = max(10, w // 36)
            top = int(y + ph) + r + 4 if h - (y + ph) > 5 * r else int(h * 0.72)
            for k in range(3):
                cy = top + k * (2 * r + 6)
                if cy + r < h:
                    cv2.circle(out, (w - r - 8, cy), r, (240, 240, 240), -1)


def render(shots: list[Shot], look: Look, rng: np.random.Generator) -> list[np.ndarray]:
    """The output pictures of the delivered ``shots``."""
    r = Renderer(look, rng, len(shots))
    return [r.frame(i, s) for i, s in enumerate(shots)]


def encode(path_stem: str, frames: list[np.ndarray], look: Look) -> str:
    """Write ``frames`` with the look's codec; returns the file's path (single-threaded, so the
    same frames give the same bytes)."""
    import imageio_ffmpeg

    suffix, codec = {"h264": (".mp4", "libx264"), "vp9": (".webm", "libvpx-vp9")}[look.codec]
    params = ["-threads", "1"]
    if look.rate.startswith("crf"):
        params += ["-crf", look.rate[3:]] + (["-b:v", "0"] if look.codec == "vp9" else [])
    else:
        params += ["-b:v", look.rate]
    params += (
        ["-preset", "veryfast"]
        if look.codec == "h264"
        else ["-deadline", "realtime", "-cpu-used", "8"]
    )
    h, w = frames[0].shape[:2]
    if look.pix_fmt == "yuv420p" and (w % 2 or h % 2):
        raise ValueError(f"size={w}x{h} is not allowed with yuv420p; allowed: even sizes")
    path = f"{path_stem}{suffix}"
    writer = imageio_ffmpeg.write_frames(
        path, (w, h), fps=look.fps, codec=codec, pix_fmt_in="rgb24", pix_fmt_out=look.pix_fmt,
        macro_block_size=1, ffmpeg_log_level="error", output_params=params,
    )  # fmt: skip
    writer.send(None)
    try:
        for f in frames:
            writer.send(np.ascontiguousarray(f))
    finally:
        writer.close()
    return path
