"""Rendering a real-style video: a :class:`~datagen.testing.realstyle.Scenario` as a
:class:`~datagen.testing.realstyle.Look` shows it -- its timing (frames dropped, repeated or
blended), its camera, its wobble, its bars or stretch, then the marks of
:mod:`.realstyle_marks` -- with, per output frame, the scenario frame it shows.
"""

from __future__ import annotations

import math

import numpy as np

from datagen.testing.realstyle import Frame, Look, Scenario, mix
from datagen.testing.realstyle_marks import (
    Logo,
    draw_other_picture,
    end_frames,
    paint_other_picture,
)


def render(scene: Scenario, look: Look) -> tuple[list[Frame], list[int | None]]:
    """``scene`` as ``look`` renders it: the output frames and, per frame, the scenario frame
    it shows (None for frames that do not show the puzzle: heads, tails, fades)."""
    import cv2

    rng = np.random.default_rng(look.seed)
    n = len(scene.frames)
    m = max(2, round(n * look.fps_ratio))
    index = [min(n - 1, round(j * (n - 1) / (m - 1))) for j in range(m)]
    w, h = look.size
    ch, cw = scene.frames[0].shape[:2]
    # The other picture's numbers are drawn here whether or not it is shown (the draws after
    # them stay where they were); it is painted only for a look that shows it.
    other_plan = draw_other_picture(cw, ch, rng)
    other = paint_other_picture(*other_plan) if look.other else None
    logo = Logo(look, rng) if look.watermark else None
    waves = rng.uniform(0, 2 * math.pi, 4)
    # A still camera without wobble places a scenario frame the same way at every t: placed
    # once per frame object (a scenario holds a frame by repeating the object).
    still = (look.pan, look.roll, look.zoom, look.wobble) == ((0.0, 0.0), 0.0, 1.0, 0.0)
    placed: dict[int, tuple[Frame, Frame]] = {}
    out: list[Frame] = []
    for k, i in enumerate(index):
        t = k / (m - 1)
        frame = scene.frames[i]
        pos = k * (n - 1) / (m - 1)
        if look.fps_blend and pos % 1:
            # A conversion that blends the two source frames around the output's time.
            lo = int(pos)
            frame = mix(scene.frames[lo], scene.frames[min(lo + 1, n - 1)], pos - lo)
        if other is not None:
            frame = other
        if still and id(frame) in placed:
            frame = placed[id(frame)][1]
        else:
            source_frame = frame
            frame = _camera(frame, t, look)
            if look.wobble:
                frame = wobble(frame, t, look.wobble, look.wobble_wave, waves)
            frame = _place(frame, look)
            if still:  # the source is kept with its placing, so its id is not reused
                placed[id(source_frame)] = (source_frame, frame)
        if logo is not None:
            frame = logo.draw(frame, t)
        if look.blur:
            frame = cv2.GaussianBlur(frame, (0, 0), look.blur)
        if look.blank:
            frame = np.zeros_like(frame)
        out.append(frame)
    source: list[int | None] = list(index)

    def other_at(t: float) -> Frame:
        picture = other if other is not None else paint_other_picture(*other_plan)
        return _place(_camera(picture, t, look), look)

    head = end_frames(look.head, out[0], lambda: other_at(0.0), (w, h), True)
    tail = end_frames(look.tail, out[-1], lambda: other_at(1.0), (w, h), False)
    if look.blank or look.other:
        source = [None] * len(source)
    return [*head, *out, *tail], [*[None] * len(head), *source, *[None] * len(tail)]


def _camera(frame: Frame, t: float, look: Look) -> Frame:
    import cv2

    if look.pan == (0.0, 0.0) and look.roll == 0.0 and look.zoom == 1.0:
        return frame
    h, w = frame.shape[:2]
    zoom = 1.0 + (look.zoom - 1.0) * t
    matrix = cv2.getRotationMatrix2D((w / 2, h / 2), -look.roll * t, zoom)
    matrix[0, 2] += look.pan[0] * w * t
    matrix[1, 2] += look.pan[1] * h * t
    # The scene goes on past the canvas: its flat background, as a wider shot would show it.
    return cv2.warpAffine(frame, matrix, (w, h), flags=cv2.INTER_LINEAR,
                          borderMode=cv2.BORDER_REPLICATE)  # fmt: skip


def _place(frame: Frame, look: Look) -> Frame:
    import cv2

    w, h = look.size
    fh, fw = frame.shape[:2]
    if look.fit == "stretch":
        if (fw, fh) == (w, h):
            return frame
        return cv2.resize(frame, (w, h), interpolation=cv2.INTER_AREA)
    scale = min(w / fw, h / fh)
    pw, ph = max(1, round(fw * scale)), max(1, round(fh * scale))
    picture = cv2.resize(frame, (pw, ph), interpolation=cv2.INTER_AREA)
    out = np.empty((h, w, 3), dtype=np.uint8)
    out[:] = look.bar
    x = round((w - pw) * look.align[0])
    y = round((h - ph) * look.align[1])
    out[y : y + ph, x : x + pw] = picture
    return out


def wobble(frame: Frame, t: float, px: float, wave: float, waves: np.ndarray) -> Frame:
    """``frame`` displaced by up to ``px`` canvas px, smooth in space (a wave of ``wave`` of the
    side, phases ``waves``) and in time (``t``): a picture that breathes as generated frames do."""
    import cv2

    h, w = frame.shape[:2]
    # Each factor varies along one axis only: computed on a row and a column and broadcast,
    # the same float32 values as on the whole grid (the same bytes) at a fifth of the CPU.
    ys = np.arange(h, dtype=np.float32)[:, None]
    xs = np.arange(w, dtype=np.float32)[None, :]
    # Smooth in space (a wave of ``wave`` of the side) and in time: a grid that breathes. The
    # shear it leaves turns a square's lines by up to atan(2 pi px / (wave * side)): 2.6 deg
    # for 2 px at 0.55 of 512 px, 1.4 deg at 1.0.
    phase = 2 * math.pi * 1.5 * t
    dx = (
        px
        * np.sin(2 * math.pi * ys / (wave * h) + phase + waves[0])
        * np.cos(2 * math.pi * xs / (1.5 * wave * w) + waves[1])
    )
    dy = (
        px
        * np.sin(2 * math.pi * xs / (wave * w) + phase + waves[2])
        * np.cos(2 * math.pi * ys / (1.5 * wave * h) + waves[3])
    )
    map_x = np.broadcast_to(xs, (h, w)) + dx.astype(np.float32)
    map_y = np.broadcast_to(ys, (h, w)) + dy.astype(np.float32)
    return cv2.remap(frame, map_x, map_y, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
