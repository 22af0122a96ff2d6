"""How a generator delivers a frame: output size, bars or blurred fill, camera, artefacts."""

from __future__ import annotations

import cv2
import numpy as np

CANVAS = (768, 512)  # width, height of the package's frames


def ease(t: float, kind: str) -> float:
    """Easing of a camera move over the video's progress ``t`` in [0, 1]."""
    if kind == "linear":
        return t
    if kind == "smooth":
        return t * t * (3 - 2 * t)
    if kind == "late":
        return t**3
    if kind == "early":
        return 1 - (1 - t) ** 3
    raise ValueError(f"kind={kind!r}: not one of linear, smooth, late, early")


def wobble(frame: np.ndarray, amp: float, phase: float) -> np.ndarray:
    """Smooth non-rigid displacement of up to ``amp`` px."""
    h, w = frame.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    dx = amp * np.sin(2 * np.pi * ys / (h * 0.9) + phase)
    dy = amp * np.sin(2 * np.pi * xs / (w * 1.1) + 1.7 * phase)
    return cv2.remap(frame, xs + dx, ys + dy, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def place(frame: np.ndarray, draw: dict, t: float, i: int, rng: np.random.Generator) -> np.ndarray:
    """Place one canvas frame into the output frame with the draw's camera at progress ``t``."""
    out_w, out_h = draw["size"]
    cw, ch = CANVAS
    fit = draw["fit"] * min(out_w / cw, out_h / ch)
    e = ease(t, draw["ease"])
    zoom = 1 + (draw["zoom"] - 1) * e
    angle = draw["roll"] * e
    # The pan is a share of the picture's own width and height (the envelope's unit, which
    # the scorer measures in canvas px), not of the delivered frame: in portrait the board is
    # half the frame's width, so a share of the frame would be twice the envelope.
    cx = out_w / 2 + draw["off"][0] * out_w + draw["pan"][0] * cw * fit * e
    cy = out_h / 2 + draw["off"][1] * out_h + draw["pan"][1] * ch * fit * e
    if draw["shake"]:
        cx += float(rng.normal(0, draw["shake"]))
        cy += float(rng.normal(0, draw["shake"]))
    m = cv2.getRotationMatrix2D((cw / 2, ch / 2), -angle, fit * zoom)
    m[0, 2] += cx - cw / 2
    m[1, 2] += cy - ch / 2
    if draw["fill"] == "blur":
        small = cv2.resize(frame, (max(8, out_w // 16), max(8, out_h // 16)))
        back = cv2.GaussianBlur(cv2.resize(small, (out_w, out_h)), (0, 0), 6)
        back = (back * 0.6).astype(np.uint8)
        board = cv2.warpAffine(frame, m, (out_w, out_h), flags=cv2.INTER_LINEAR)
        mask = cv2.warpAffine(np.full((ch, cw), 255, np.uint8), m, (out_w, out_h))
        a = (mask.astype(np.float32) / 255)[..., None]
        return (board * a + back * (1 - a)).astype(np.uint8)
    colour = tuple(int(c) for c in draw["fill"])
    return cv2.warpAffine(frame, m, (out_w, out_h), flags=cv2.INTER_LINEAR, borderValue=colour)


def overlay(img: np.ndarray, draw: dict, t: float, i: int) -> np.ndarray:
    """Marks over the delivered frame: captions in the bars, badges, a watermark, a progress bar."""
    h, w = img.shape[:2]
    for mark in draw["marks"]:
        if mark == "caption":
            cv2.putText(
                img,
                "generated with AI",
                (int(w * 0.08), int(h * 0.96)),
                cv2.FONT_HERSHEY_SIMPLEX,
                max(0.4, w / 1600),
                (235, 235, 235),
                1,
                cv2.LINE_AA,
            )
        elif mark == "badge":
            s = max(10, int(min(w, h) * 0.06))
            cv2.rectangle(img, (w - s - 6, 6), (w - 6, 6 + s // 2), (250, 250, 250), -1)
        elif mark == "progress":
            cv2.rectangle(img, (0, h - 4), (int(w * t), h - 1), (255, 40, 40), -1)
        elif mark.startswith("watermark"):
            # A translucent box of the given share of the frame drifting along the bottom.
            share = float(mark.split(":")[1])
            bw = int(np.sqrt(share * w * h * 3))
            bh = max(4, int(share * w * h / max(bw, 1)))
            x0 = int((w - bw) * (0.1 + 0.8 * t))
            y0 = h - bh - 2 if share <= 0.04 else int(h * 0.5 - bh / 2)
            roi = img[y0 : y0 + bh, x0 : x0 + bw].astype(np.float32)
            img[y0 : y0 + bh, x0 : x0 + bw] = (roi * 0.55 + 255 * 0.45).astype(np.uint8)
        else:
            raise ValueError(f"mark={mark!r}: not a known mark")
    return img


def grade(
    img: np.ndarray,
    draw: dict,
    t: float,
    i: int,
    rng: np.random.Generator,
    scratch: dict | None = None,
) -> np.ndarray:
    """Colour and noise: teal-orange grade, exposure flicker, drift, grain, blur.

    In place where the result's type allows it, with numpy's promotions kept (the grade and
    the grain make float64 of float32): a 1080p frame's ~50 MB temporaries were each mapped
    and faulted in anew, most of a render's system CPU time. The values are the same. Given a
    ``scratch`` dict (one per video), the float frames are written into the same arrays for
    every frame, so they are faulted in once a video, not once a frame; the grain is drawn
    with ``standard_normal`` into its array and scaled, the same numbers ``normal(0, grain)``
    draws, in the same order."""

    def buffer(name: str, dtype: type) -> np.ndarray:
        if scratch is None:
            return np.empty(img.shape, dtype)
        key = (name, img.shape, dtype)
        if key not in scratch:
            scratch[key] = np.empty(img.shape, dtype)
        return scratch[key]

    if draw["grade"]:  # float64 straight from uint8: float32 held those values exactly
        f = np.multiply(img, np.array([1.06, 1.0, 0.92]), out=buffer("grade", np.float64))
        f += np.array([4, 0, 6])
    else:
        f = buffer("frame", np.float32)
        np.copyto(f, img)
    flick = 1 + draw["flicker"] * float(np.sin(i * 1.9))
    drift = 1 + draw["drift"] * t
    f *= flick
    f *= drift
    if draw["grain"]:
        noise = rng.standard_normal(out=buffer("grain", np.float64))
        noise *= draw["grain"]
        noise += f  # f + noise in f + noise's type: the sum is the same either way round
        f = noise
    f = np.clip(f, 0, 255, out=f).astype(np.uint8)
    if draw["blur"]:
        f = cv2.GaussianBlur(f, (0, 0), draw["blur"])
    return f


def card(size: tuple[int, int], colour: tuple[int, int, int], text: str) -> np.ndarray:
    """An end card: a flat colour with a title."""
    w, h = size
    img = np.full((h, w, 3), colour, np.uint8)
    cv2.putText(
        img,
        text,
        (w // 6, h // 2),
        cv2.FONT_HERSHEY_DUPLEX,
        max(0.6, w / 900),
        (255 - colour[0], 255 - colour[1], 255 - colour[2]),
        2,
        cv2.LINE_AA,
    )
    return img
