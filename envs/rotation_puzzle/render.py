"""RotationPuzzle frames, drawn to the specification's specification with numpy.

- Canvas exactly 768×512 px (width × height), background ``#f8fafc``.
- The 2×2 grid of 140 px squares with 20 px spacing, centred; larger grids shrink the squares
  (spacing stays 1/7 of a square) to fit the same canvas.
- Squares filled ``#e2e8f0`` so they stand out from the background; pipes ``#3b82f6``, thick
  strokes from the square's centre to the middle of each connected side, with a round joint at
  the centre. No labels, text, borders, grid frame or connecting lines.

Anti-aliasing is analytic: each pixel's coverage comes from the signed distance of its centre to
the shape's edge. A square at a multiple of 90° has integer edges, so it is pixel-crisp and is
pasted from a cached tile (pure numpy: still frames need nothing else). A square part-way
through a turn is its tile turned as a whole by one affine warp (OpenCV's ``warpAffine``,
bilinear, on the tile premultiplied by an alpha channel, so its edges come out anti-aliased) and
laid over the axis-aligned squares; within a grey level of the exact coverage on average
(``tests/envs/test_rotation_puzzle_render.py``). A new angle costs one warp of the square's box;
the last 64 turned squares are kept, as a video's eased turns repeat their angles. Part-way
squares need the ``video`` extra (``opencv-python-headless``). Deterministic bytes.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from functools import lru_cache

import numpy as np

from envs.frames import CANVAS_SIZE
from envs.rotation_puzzle.logic import Grid, PuzzleState, check_grid
from envs.rotation_puzzle.pieces import Pattern, as_pattern, rotate_pattern

WIDTH, HEIGHT = CANVAS_SIZE

BACKGROUND = (0xF8, 0xFA, 0xFC)
PIPE = (0x3B, 0x82, 0xF6)
SQUARE_FILL = (0xE2, 0xE8, 0xF0)

SQUARE_SIZE = 140  # the specification's 2×2 layout
SPACING = 20
MARGIN = 24  # smallest gap to the canvas edge when a larger grid is shrunk
PIPE_WIDTH_FRACTION = 0.2  # 28 px on a 140 px square
JOINT_RADIUS_FRACTION = 0.13  # ~18 px: a round joint a little wider than the pipe

_BG = np.array(BACKGROUND, dtype=np.float32)
_FILL = np.array(SQUARE_FILL, dtype=np.float32)
_PIPE = np.array(PIPE, dtype=np.float32)


@lru_cache(maxsize=128)
def layout(grid: Grid) -> tuple[int, int]:
    """``(square size, spacing)`` in px for ``grid``: 140/20 on the 2×2, shrunk to fit beyond."""
    rows, cols = check_grid(grid)
    size = SQUARE_SIZE
    while size > 8:
        gap = SPACING if size == SQUARE_SIZE else max(2, round(size / 7))
        if (
            cols * size + (cols - 1) * gap <= WIDTH - 2 * MARGIN
            and rows * size + (rows - 1) * gap <= HEIGHT - 2 * MARGIN
        ):
            return size, gap
        size -= 2  # stay even so the pipe sits symmetric on pixel edges
    raise ValueError(f"grid {grid!r} does not fit on a {WIDTH}×{HEIGHT} canvas")


@lru_cache(maxsize=128)
def _boxes(grid: Grid) -> tuple[tuple[int, int, int, int], ...]:
    rows, cols = check_grid(grid)
    size, gap = layout((rows, cols))
    x_start = (WIDTH - (cols * size + (cols - 1) * gap)) // 2
    y_start = (HEIGHT - (rows * size + (rows - 1) * gap)) // 2
    out = []
    for r in range(rows):
        for c in range(cols):
            x0 = x_start + c * (size + gap)
            y0 = y_start + r * (size + gap)
            out.append((x0, y0, x0 + size, y0 + size))
    return tuple(out)


def square_boxes(grid: Sequence[int] = (2, 2)) -> list[tuple[int, int, int, int]]:
    """Pixel boxes ``(x0, y0, x1, y1)`` (x1, y1 exclusive) of the squares, row-major."""
    return list(_boxes(check_grid(grid)))


def _coverage(sdf: np.ndarray) -> np.ndarray:
    """Fraction of a pixel inside a shape, from the signed distance (px) of its centre."""
    return np.clip(0.5 - sdf, 0.0, 1.0)


def _square_layers(
    u: np.ndarray, v: np.ndarray, size: int, pattern: Pattern
) -> tuple[np.ndarray, np.ndarray]:
    """Coverage of the square and of its pipes at local coordinates (u right, v down).

    Each arm is a bar from the centre to a side; its coverage is the product of the coverage
    across the bar and along it (exact for axis-aligned squares, within a grey level or two
    part-way through a turn, and cheaper than a full box distance). The square clips the arms'
    outer ends; the round joint covers their inner ends.
    """
    half = size / 2.0
    au, av = np.abs(u), np.abs(v)
    square = _coverage(np.maximum(au, av) - half)
    w = size * PIPE_WIDTH_FRACTION / 2.0
    pipe = _coverage(np.sqrt(u * u + v * v) - size * JOINT_RADIUS_FRACTION)
    across_v = _coverage(au - w)  # the vertical arms (top, bottom) span |u| <= w
    across_h = _coverage(av - w)  # the horizontal arms (right, left) span |v| <= w
    arms = (
        (pattern[0], across_v, v),  # top: v <= 0
        (pattern[1], across_h, -u),  # right: u >= 0
        (pattern[2], across_v, -v),  # bottom: v >= 0
        (pattern[3], across_h, u),  # left: u <= 0
    )
    for on, across, toward_centre in arms:
        if on:
            pipe = np.maximum(pipe, across * _coverage(toward_centre))
    return square, np.minimum(pipe, square)


@lru_cache(maxsize=256)
def pipe_tile(size: int, pattern: Pattern) -> np.ndarray:
    """The uint8 ``size × size × 3`` picture of an axis-aligned square showing ``pattern``."""
    centres = np.arange(size, dtype=np.float64) + 0.5 - size / 2.0
    u, v = np.meshgrid(centres, centres)
    _, pipe = _square_layers(u, v, size, pattern)
    a = pipe[..., None].astype(np.float32)
    img = _FILL * (1.0 - a) + _PIPE * a
    tile = np.rint(img).astype(np.uint8)
    tile.setflags(write=False)
    return tile


def _turned(pattern: Pattern, degrees: float) -> tuple[Pattern, float]:
    """``pattern`` turned ``degrees`` clockwise, as whole quarter-turns and the rest in [0, 90).

    A square is symmetric under quarter-turns, so the picture depends only on these two.
    """
    quarters = math.floor(degrees / 90.0)
    return rotate_pattern(pattern, quarters), degrees - 90.0 * quarters


@lru_cache(maxsize=1024)
def _quarter_tile(size: int, pattern: Pattern, quarters: int) -> np.ndarray:
    """:func:`pipe_tile` of ``pattern`` turned ``quarters`` quarter-turns clockwise."""
    return pipe_tile(size, rotate_pattern(pattern, quarters))


@lru_cache(maxsize=256)
def _premultiplied(size: int, pattern: Pattern) -> np.ndarray:
    """The axis-aligned tile with an opaque alpha channel and a one-pixel transparent border
    (``(size + 2)²×4`` uint8, colour premultiplied by alpha): rotated by bilinear sampling, its
    edges come out anti-aliased and its colour stays right where alpha falls off."""
    out = np.zeros((size + 2, size + 2, 4), dtype=np.uint8)
    out[1:-1, 1:-1, :3] = pipe_tile(size, pattern)
    out[1:-1, 1:-1, 3] = 255
    out.setflags(write=False)
    return out


def _cv2():
    try:
        import cv2
    except ImportError:
        from gymnasium.error import DependencyNotInstalled

        raise DependencyNotInstalled(
            "squares part-way through a turn are drawn with OpenCV: "
            "pip install 'spatial-reasoning-gym[video]'"
        ) from None
    if not _ONE_THREAD:
        # Images this small are not worth splitting: OpenCV's thread pool cost more CPU than
        # the warps themselves (bench_render.py: 44x matplotlib with it, 72x without).
        cv2.setNumThreads(1)
        _ONE_THREAD.append(True)
    return cv2


_ONE_THREAD: list[bool] = []


@lru_cache(maxsize=64)
def _sprite(size: int, pattern: Pattern, degrees: float) -> tuple[int, np.ndarray]:
    """``(lo, sprite)``: a ``size`` px square showing ``pattern`` turned ``degrees`` (< 90)
    clockwise, premultiplied RGBA, its top-left pixel ``lo`` px from the box's top-left.

    One affine warp (OpenCV's ``warpAffine``, bilinear) of the premultiplied tile. Kept for the
    next frames that need the same angle (a video's eased turns repeat a few angles; 64 sprites
    are at most 10 MB); a new angle costs one warp.
    """
    cv2 = _cv2()
    theta = math.radians(degrees)
    c, s = math.cos(theta), math.sin(theta)
    half = size / 2.0
    reach = half * (abs(c) + abs(s)) + 1.0
    lo, hi = math.floor(half - reach), math.ceil(half + reach)
    n = hi - lo
    # Sprite pixel (j, i) has its centre d = (lo + j + 0.5 - half, ...) from the square's centre;
    # screen = R(theta) · local (y down), so local = R(-theta) · d, and the padded tile's pixel
    # centres sit at integer coordinates local + half + 0.5.
    d0 = lo + 0.5 - half
    warp = np.array(
        [[c, s, c * d0 + s * d0 + half + 0.5], [-s, c, -s * d0 + c * d0 + half + 0.5]],
        dtype=np.float64,
    )
    sprite = cv2.warpAffine(
        _premultiplied(size, pattern),
        warp,
        (n, n),
        flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
        borderMode=cv2.BORDER_CONSTANT,
        borderValue=0,
    )
    sprite.setflags(write=False)
    return lo, sprite


def _draw_rotated(
    canvas: np.ndarray, box: tuple[int, int, int, int], pattern: Pattern, degrees: float
) -> None:
    """Lay a square turned ``degrees`` clockwise (from its 0° pattern) over ``canvas``: its
    sprite (:func:`_sprite`), then ``canvas * (1 - alpha) + colour`` over the sprite's box."""
    cv2 = _cv2()
    x0, y0, x1, _ = box
    lo, sprite = _sprite(x1 - x0, *_turned(pattern, degrees))
    n = sprite.shape[0]
    top, left = y0 + lo, x0 + lo
    # Clip to the canvas (only a tall grid's outer squares reach past it, by a few pixels).
    r0, r1 = max(0, -top), min(n, HEIGHT - top)
    c0, c1 = max(0, -left), min(n, WIDTH - left)
    sprite = sprite[r0:r1, c0:c1]
    region = canvas[top + r0 : top + r1, left + c0 : left + c1]
    # OpenCV's channel functions: numpy's strided channel copies cost more than the warp.
    keep = cv2.cvtColor(cv2.bitwise_not(cv2.extractChannel(sprite, 3)), cv2.COLOR_GRAY2RGB)
    under = cv2.multiply(region, keep, scale=1.0 / 255.0)
    np.copyto(region, cv2.add(under, cv2.cvtColor(sprite, cv2.COLOR_RGBA2RGB)))


@lru_cache(maxsize=1)
def _blank() -> np.ndarray:
    canvas = np.empty((HEIGHT, WIDTH, 3), dtype=np.uint8)
    canvas[...] = BACKGROUND
    canvas.setflags(write=False)
    return canvas


def _is_quarter(degrees: float) -> bool:
    return abs(degrees / 90.0 - round(degrees / 90.0)) < 1e-9


def render_frame(state: PuzzleState, angles: Sequence[float] | None = None) -> np.ndarray:
    """The frame for ``state`` as a uint8 ``(512, 768, 3)`` array.

    Args:
        state: the puzzle; its patterns and (unless overridden) angles are drawn.
        angles: optional clockwise angles in degrees, one per square, overriding
            ``state.angles``; any float, so a turn can be shown part-way for smooth videos.

    Raises:
        ValueError: if ``angles`` has the wrong length or a non-finite value.
    """
    n = state.num_squares
    if angles is None:
        degs: list[float] = [float(a) for a in state.angles]
    else:
        degs = [float(a) for a in angles]
        if len(degs) != n or not all(math.isfinite(a) for a in degs):
            raise ValueError(f"angles must be {n} finite numbers (degrees), got {angles!r}")
    boxes = _boxes(state.grid)
    canvas = _blank().copy()
    turning = []
    for i, (box, pattern, deg) in enumerate(zip(boxes, state.patterns, degs, strict=True)):
        if _is_quarter(deg):
            x0, y0, x1, y1 = box
            canvas[y0:y1, x0:x1] = _quarter_tile(x1 - x0, pattern, round(deg / 90.0) % 4)
        else:
            turning.append(i)
    for i in turning:  # part-way squares go on top: mid-turn corners reach past the spacing
        _draw_rotated(canvas, boxes[i], state.patterns[i], degs[i])
    return canvas


def render_openings(
    opens: np.ndarray | Sequence[Sequence[int]], grid: Sequence[int] = (2, 2)
) -> np.ndarray:
    """A frame showing the given ``(n, 4)`` connections on axis-aligned squares."""
    g = check_grid(grid)
    pats = tuple(as_pattern(p) for p in np.asarray(opens, dtype=bool).reshape(-1, 4))
    return render_frame(PuzzleState(g, pats, (0,) * len(pats)))


def rotation_frames(
    state: PuzzleState, actions: Sequence[int], frames_per_turn: int = 8
) -> list[np.ndarray]:
    """Frames of ``state`` turning through ``actions`` smoothly (first and last frames included).

    Each quarter-turn is shown in ``frames_per_turn`` steps, eased so it starts and stops gently.
    :func:`iter_rotation_frames` gives the same frames one at a time.
    """
    return list(iter_rotation_frames(state, actions, frames_per_turn))


def iter_rotation_frames(
    state: PuzzleState, actions: Sequence[int], frames_per_turn: int = 8
) -> Iterator[np.ndarray]:
    """:func:`rotation_frames`, drawn one at a time: a video writer that drops each frame once
    written holds one frame, not the whole video (a hard 8x8 solution is ~1,000 frames, 1.2 GB),
    and reuses its memory. Arguments are checked before the first frame is drawn."""
    if frames_per_turn < 1:
        raise ValueError(f"frames_per_turn must be >= 1, got {frames_per_turn!r}")
    moves = [divmod(int(action), 2) for action in actions]
    for action, (index, _) in zip(actions, moves, strict=True):
        if not 0 <= index < state.num_squares:
            raise ValueError(f"action must be in 0..{2 * state.num_squares - 1}, got {action!r}")
    return _rotation_frames(state, moves, frames_per_turn)


def _rotation_frames(
    state: PuzzleState, moves: list[tuple[int, int]], frames_per_turn: int
) -> Iterator[np.ndarray]:
    angles = [float(a) for a in state.angles]
    yield render_frame(state)
    for index, ccw in moves:
        start = angles[index]
        delta = -90.0 if ccw else 90.0
        for f in range(1, frames_per_turn + 1):
            t = f / frames_per_turn
            eased = 0.5 - 0.5 * math.cos(math.pi * t)
            angles[index] = start + delta * eased
            yield render_frame(state, angles)
        angles[index] = float(round(start + delta) % 360)


def square_metadata(state: PuzzleState) -> list[dict[str, object]]:
    """Per-square records in the specification's metadata terms, with pixel positions on the canvas.

    Each record: ``index``, ``row``, ``col``, ``box`` (x0, y0, x1, y1), ``center`` (x, y),
    ``size`` (px), ``initial_angle`` (the state's angle), ``target_angle`` (0) and
    ``pipe_pattern`` (``[top, right, bottom, left]`` at 0°).
    """
    cols = state.grid[1]
    records: list[dict[str, object]] = []
    boxes = _boxes(state.grid)
    for i, (box, pattern, angle) in enumerate(
        zip(boxes, state.patterns, state.angles, strict=True)
    ):
        x0, y0, x1, y1 = box
        records.append(
            {
                "index": i,
                "row": i // cols,
                "col": i % cols,
                "box": [x0, y0, x1, y1],
                "center": [(x0 + x1) / 2, (y0 + y1) / 2],
                "size": x1 - x0,
                "initial_angle": angle,
                "target_angle": 0,
                "pipe_pattern": list(pattern),
            }
        )
    return records
