"""Set v12's draws: the categories, how many videos each, and one video's scenario and look.

Every video has its own ``numpy`` Generator (seeded from the set's seed and the video's number),
so the same seed gives the same draws, frames and bytes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from benchmarks.realstyle_v12.look import Look, board_inside
from datagen.envelope_style import REAL_STYLE_LIMITS

LIM = REAL_STYLE_LIMITS
TASKS = ("rotation_puzzle", "maze_nav")
ODD = {
    "rotation_puzzle": ("long sweep", "reverse", "one jump"),
    "maze_nav": ("teleport", "two cells a move", "reverse"),
}
BARS = (
    (0, 0, 0),
    (255, 255, 255),
    (24, 24, 28),
    (128, 128, 128),
    (12, 40, 80),
    (230, 200, 60),
    (90, 20, 60),
)
LANDSCAPE = ((854, 480), (1280, 720), (1280, 720), (1920, 1080))  # 720p the most common
PORTRAIT = ((480, 854), (720, 1280))
WEB_RATES = ("600k", "1000k", "1500k", "2500k", "crf 23", "crf 26")


@dataclass(frozen=True)
class Draw:
    """One video: where it sits, what the model did and how it was delivered."""

    number: int
    category: str
    region: str  # inside | beyond | outside
    task: str
    question: int
    scenario: str
    fpm: int
    easing: str
    look: Look
    jump: bool = False


def natural(rng: np.random.Generator, task: str) -> str:
    """A scenario as a study meets them: mostly solved, stopped early or a wrong move."""
    r = rng.random()
    if r < 0.45:
        return "solved"
    if r < 0.72:
        return "stopped early"
    if r < 0.92:
        return "wrong move"
    return str(rng.choice(ODD[task]))


def _pick(rng: np.random.Generator, options):
    return options[int(rng.integers(0, len(options)))]


def _camera(rng: np.random.Generator, scale: float = 1.0) -> dict:
    """A camera within the envelope (times ``scale``), with its easing."""
    zl, zh = LIM["zoom_low"], LIM["zoom_high"]
    zoom = 1 + (rng.uniform(zl, zh) - 1) * scale
    return {
        "pan": (
            float(rng.uniform(-1, 1) * LIM["pan"] * 0.95 * scale),
            float(rng.uniform(-1, 1) * LIM["pan"] * 0.95 * scale),
        ),
        "roll": float(rng.uniform(-1, 1) * LIM["roll"] * 0.95 * scale),
        "zoom": float(zoom),
        "easing": _pick(rng, ("cosine", "linear", "ease-out", "ease-in")),
    }


def _web(rng: np.random.Generator, sizes=LANDSCAPE, **kw) -> Look:
    size = _pick(rng, sizes)
    fit = _pick(rng, ("box", "box", "stretch"))
    return Look(
        size=size,
        fit="box" if size[1] > size[0] else fit,  # no generator stretches 3:2 to 9:16
        bar=_pick(rng, BARS),
        codec="h264",
        rate=_pick(rng, WEB_RATES),
        fps=float(_pick(rng, (24, 25, 30, 23.976))),
        grain=float(_pick(rng, (0, 0, 2, 3))),
        **kw,
    )


def _s(rng, task):
    return natural(rng, task)


# -- the categories: name -> (region, count, function of (rng, task) -> (scenario, look)) -------

Maker = Callable[[np.random.Generator, str], tuple[str, Look]]


def c_web(rng, task):
    return _s(rng, task), replace(_web(rng), **_camera(rng, float(rng.choice([0, 0.3, 0.6]))))


def c_web_cards(rng, task):
    tail = _pick(rng, ("card", "black", "white fade"))
    look = _web(rng, overlays=("badge", "subtitles", "watermark"), tail=tail)
    look = replace(look, watermark=float(rng.uniform(0.02, LIM["watermark"])))  # the bottom edge
    return _s(rng, task), replace(look, head=_pick(rng, ("", "", "black", "card")))


def c_portrait_bars(rng, task):
    look = _web(rng, sizes=PORTRAIT, overlays=("subtitles", "progress", "badge"))
    return _s(rng, task), replace(look, fit="box", align=(0.5, float(rng.uniform(0.3, 0.6))))


def c_portrait_blur(rng, task):
    look = _web(rng, sizes=PORTRAIT, overlays=("ui", "subtitles"))
    return _s(rng, task), replace(look, fit="blur", **_camera(rng, 0.4))


def c_square_43(rng, task):
    size = _pick(rng, ((720, 720), (1080, 1080), (960, 720), (640, 480)))
    look = _web(rng, sizes=(size,), overlays=("corner badge",))
    return _s(rng, task), replace(
        look,
        fit="box",
        fill=float(rng.uniform(0.85, 1.0)),
        align=(float(rng.uniform(0.2, 0.8)), float(rng.uniform(0.2, 0.8))),
    )


def c_cinema(rng, task):
    look = _web(rng, sizes=((1280, 720), (1920, 1080)))
    inner = _pick(rng, ((0, 0, 0), (20, 20, 20), (40, 30, 30)))
    look = replace(look, fit="cinema", bar=_pick(rng, BARS), extras={"inner_bar": inner})
    return _s(rng, task), look


def c_dolly_roll(rng, task):
    look = replace(
        _web(rng), **(_camera(rng, 1.0) | {"easing": _pick(rng, ("cosine", "ease-out"))})
    )
    return _s(rng, task), look


def c_handheld(rng, task):
    look = replace(
        _web(rng, sizes=LANDSCAPE + PORTRAIT),
        shake=float(rng.uniform(1, 2)),
        wobble=float(rng.uniform(1, LIM["wobble"])),
        wavelength=float(rng.uniform(0.5, 1.5)),
        flicker=float(rng.uniform(0.02, 0.05)),
        **_camera(rng, 0.5),
    )
    return _s(rng, task), look


def c_generator_look(rng, task):
    look = replace(
        _web(rng),
        grade=_pick(rng, ("teal-orange", "warm", "drift")),
        grain=float(rng.uniform(3, 6)),
        sharpen=bool(rng.random() < 0.6),
        vignette=float(rng.uniform(0.1, 0.25)),
        sweep=bool(rng.random() < 0.5),
    )
    return _s(rng, task), look


def c_timing(rng, task):
    timing = _pick(rng, ("pulldown", "dup", "freeze", "slowmo", "drop"))
    look = replace(_web(rng), timing=timing, fps=30.0 if timing == "pulldown" else 24.0)
    if timing == "drop":
        look = replace(look, fps=float(_pick(rng, (8, 10, 12))))
    return _s(rng, task), look


def c_held_end(rng, task):
    return "solved", replace(_web(rng), tail="hold fade card")


def c_odd(rng, task):
    return str(rng.choice(ODD[task])), replace(
        _web(rng, sizes=LANDSCAPE + PORTRAIT), **_camera(rng, 0.3)
    )


def c_moved(rng, task):
    scenario = _pick(
        rng, ("square slides", "squares swap") if task == "rotation_puzzle" else ("wall changes",)
    )
    return scenario, _web(rng, sizes=LANDSCAPE + PORTRAIT)


def c_vp9(rng, task):
    look = replace(
        _web(rng, sizes=((854, 480), (1280, 720), (480, 854))),
        codec="vp9",
        rate=_pick(rng, ("400k", "800k", "crf 33")),
        fps=float(_pick(rng, (12, 24, 60))),
    )
    return _s(rng, task), look


def c_yuv444(rng, task):
    return _s(rng, task), replace(_web(rng), pix_fmt="yuv444p", rate="crf 20")


# beyond the envelope (the wider numbers, or past them)


def b_watermark(rng, task):
    look = replace(
        _web(rng),
        overlays=("watermark",),
        watermark=float(rng.uniform(0.05, 0.09)),
        watermark_cross=True,
    )
    return _s(rng, task), look


def b_camera(rng, task):
    return _s(rng, task), replace(_web(rng), **_camera(rng, float(rng.uniform(1.25, 1.6))))


def b_wobble(rng, task):
    return _s(rng, task), replace(
        _web(rng), wobble=float(rng.uniform(2.6, 3.5)), wavelength=float(rng.uniform(0.4, 1.0))
    )


def b_low_rate(rng, task):
    return _s(rng, task), replace(
        _web(rng, sizes=((1280, 720), (1920, 1080))),
        rate=_pick(rng, ("60k", "80k", "100k")),
        grain=0.0,
    )


def b_flash(rng, task):
    return _pick(rng, ("solved", "solved", "wrong move")), replace(_web(rng), timing="flash")


def b_fade_in(rng, task):
    return _s(rng, task), replace(_web(rng), head="fade-in")


def b_blend(rng, task):
    return _s(rng, task), replace(_web(rng), timing=_pick(rng, ("blend", "motion blur")))


# outside: unknown expected, never wrong


def o_far_camera(rng, task):
    cam = {
        "pan": (float(rng.choice([-1, 1]) * 0.12), 0.0),
        "roll": float(rng.choice([-1, 1]) * 9.0),
        "zoom": 0.75,
        "easing": "linear",
    }
    return _s(rng, task), replace(_web(rng), **cam)


def o_cut_off(rng, task):
    crop = rng.uniform(0.36, 0.45) if task == "rotation_puzzle" else rng.uniform(0.26, 0.34)
    return _s(rng, task), replace(_web(rng), crop=float(crop))


def o_blank(rng, task):
    return "solved", replace(
        _web(rng), blank=True, bar=_pick(rng, ((0, 0, 0), (128, 128, 128), (250, 250, 250)))
    )


def o_other(rng, task):
    return "another puzzle", _web(rng)


CATEGORIES: dict[str, tuple[str, int, Maker]] = {
    "web 16:9 H.264": ("inside", 10, c_web),
    "web 16:9 badge, subtitles, cards": ("inside", 5, c_web_cards),
    "portrait 9:16 in bars, captions, progress bar": ("inside", 5, c_portrait_bars),
    "portrait 9:16 over a blurred copy, app UI": ("inside", 5, c_portrait_blur),
    "square 1:1 and 4:3 off-centre": ("inside", 3, c_square_43),
    "21:9 in 16:9, bars on all four sides": ("inside", 3, c_cinema),
    "dolly, pan and roll together": ("inside", 4, c_dolly_roll),
    "handheld shake, wobble, flicker": ("inside", 3, c_handheld),
    "grading, grain and halos, vignette, light sweep": ("inside", 3, c_generator_look),
    "pulldown, doubled, frozen, slow-motion, dropped frames": ("inside", 4, c_timing),
    "a held solved second, fade to card": ("inside", 2, c_held_end),
    "odd answers (long sweep, jump, reverse, teleport, two cells)": ("inside", 4, c_odd),
    "a square or wall moved": ("inside", 4, c_moved),
    "VP9 WebM": ("inside", 2, c_vp9),
    "yuv444": ("inside", 1, c_yuv444),
    "beyond: a 5-9% mark across the board": ("beyond", 5, b_watermark),
    "beyond: camera 1.25-1.6x the limits": ("beyond", 4, b_camera),
    "beyond: wobble 2.6-3.5 px": ("beyond", 3, b_wobble),
    "beyond: 60-100 kbit/s at 720p-1080p": ("beyond", 3, b_low_rate),
    "beyond: a white flash between moves": ("beyond", 3, b_flash),
    "beyond: a fade-in from black": ("beyond", 2, b_fade_in),
    "beyond: blended or motion-blurred frames": ("beyond", 2, b_blend),
    "outside: camera far beyond": ("outside", 3, o_far_camera),
    "outside: board cut off": ("outside", 4, o_cut_off),
    "outside: blank": ("outside", 3, o_blank),
    "outside: another puzzle": ("outside", 4, o_other),
}
"""Category -> (region, videos, maker). 58 inside, 22 beyond, 14 outside."""


def draws(seed: int, quick: bool, questions: dict[str, int], boxes: dict[str, tuple]) -> list[Draw]:
    """Every video's draw, in order (``quick``: the first video of each category).

    Args:
        seed: the set's seed.
        quick: one video per category.
        questions: task -> how many questions it has.
        boxes: task -> the board's box on the canvas (an inside camera is kept off the edges).
    """
    out: list[Draw] = []
    number = 0
    for c, (name, (region, count, maker)) in enumerate(CATEGORIES.items()):
        for j in range(1 if quick else count):
            rng = np.random.default_rng([seed, c, j])
            task = TASKS[(c + j) % 2]
            scenario, look = maker(rng, task)
            if region == "beyond":  # past the limits, yet the board stays inside the frame
                for _ in range(20):
                    if board_inside(look, boxes[task]):
                        break
                    look = replace(look, pan=(look.pan[0] * 0.8, look.pan[1] * 0.8))
            if region == "inside":
                for _ in range(20):  # the camera keeps the whole board inside the frame
                    if board_inside(look, boxes[task]):
                        break
                    look = replace(
                        look,
                        pan=(look.pan[0] * 0.8, look.pan[1] * 0.8),
                        roll=look.roll * 0.8,
                        zoom=1 + (look.zoom - 1) * 0.8,
                    )
            out.append(
                Draw(
                    number,
                    name,
                    region,
                    task,
                    int(rng.integers(0, questions[task])),
                    scenario,
                    int(rng.integers(3, 7)),
                    str(rng.choice(["cosine", "linear", "ease-out", "ease-in"])),
                    look,
                    jump=scenario == "one jump",
                )
            )
            number += 1
    return out
