"""MazeNav frames: pure numpy, headless, deterministic to the byte.

A frame is a ``(height, width, 3)`` uint8 array (768×512 by default, the size video models are
shown): the maze board centred on a light background, walls dark, corridors white, the goal a
green square inset in its cell and the player a red disc with anti-aliased edges. The player may
stand between cells (fractional ``position``), which is how ground-truth videos show it walking.

:func:`read_frame` is the inverse: it samples each cell's colour and returns the code grid, so a
video model's last frame can be scored by a program.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from envs.frames import CANVAS_SIZE
from envs.maze_nav.logic import CORRIDOR, GOAL, PLAYER, WALL

MARGIN = 32
BACKGROUND = (0xF8, 0xFA, 0xFC)
WALL_COLOUR = (0x33, 0x41, 0x55)
CORRIDOR_COLOUR = (0xFF, 0xFF, 0xFF)
GOAL_COLOUR = (0x22, 0xC5, 0x5E)
PLAYER_COLOUR = (0xEF, 0x44, 0x44)
GAP = 2  # background lines between cells, so single cells can be told apart
GOAL_INSET = 0.18  # fraction of a cell left free around the goal square
PLAYER_RADIUS = 0.32  # fraction of a cell


@dataclass(frozen=True)
class Layout:
    """Where the board sits on the canvas."""

    width: int
    height: int
    size: int
    cell: int
    x0: int
    y0: int

    def cell_box(self, r: float, c: float) -> tuple[float, float]:
        """Top-left pixel (x, y) of cell (r, c); fractional cells allowed."""
        return self.x0 + c * self.cell, self.y0 + r * self.cell


@lru_cache(maxsize=32)
def layout(size: int, width: int = CANVAS_SIZE[0], height: int = CANVAS_SIZE[1]) -> Layout:
    cell = (min(width, height) - 2 * MARGIN) // size
    if cell < 4:
        raise ValueError(f"canvas {width}x{height} is too small for a {size}x{size} maze")
    board = cell * size
    return Layout(width, height, size, cell, (width - board) // 2, (height - board) // 2)


@lru_cache(maxsize=256)
def _board(key: bytes, size: int, goal: tuple[int, int], width: int, height: int) -> np.ndarray:
    corridors = np.unpackbits(np.frombuffer(key, dtype=np.uint8))[: size * size].reshape(size, size)
    lay = layout(size, width, height)
    img = np.empty((height, width, 3), dtype=np.uint8)
    img[:] = BACKGROUND
    for r in range(size):
        for c in range(size):
            x, y = lay.cell_box(r, c)
            x, y = int(x), int(y)
            colour = CORRIDOR_COLOUR if corridors[r, c] else WALL_COLOUR
            img[y + GAP // 2 : y + lay.cell - GAP // 2, x + GAP // 2 : x + lay.cell - GAP // 2] = (
                colour
            )
    x, y = (int(v) for v in lay.cell_box(*goal))
    inset = round(GOAL_INSET * lay.cell)
    img[y + inset : y + lay.cell - inset, x + inset : x + lay.cell - inset] = GOAL_COLOUR
    img.setflags(write=False)
    return img


def _blend_disc(
    img: np.ndarray, cx: float, cy: float, radius: float, colour: tuple[int, int, int]
) -> None:
    """Draw an anti-aliased disc (coverage from the exact distance to the edge)."""
    x0, x1 = int(np.floor(cx - radius - 1)), int(np.ceil(cx + radius + 1))
    y0, y1 = int(np.floor(cy - radius - 1)), int(np.ceil(cy + radius + 1))
    x0, y0 = max(x0, 0), max(y0, 0)
    x1, y1 = min(x1, img.shape[1]), min(y1, img.shape[0])
    ys = np.arange(y0, y1, dtype=np.float32)[:, None] + 0.5
    xs = np.arange(x0, x1, dtype=np.float32)[None, :] + 0.5
    cover = np.clip(radius + 0.5 - np.hypot(xs - cx, ys - cy), 0.0, 1.0)[..., None]
    patch = img[y0:y1, x0:x1].astype(np.float32)
    patch += (np.asarray(colour, dtype=np.float32) - patch) * cover
    img[y0:y1, x0:x1] = np.rint(patch).astype(np.uint8)


def render_frame(
    corridors: np.ndarray,
    position: tuple[float, float],
    goal: tuple[int, int],
    width: int = CANVAS_SIZE[0],
    height: int = CANVAS_SIZE[1],
) -> np.ndarray:
    """Draw one frame.

    Args:
        corridors: ``(size, size)`` bool array.
        position: the player's cell; fractional values draw it between cells.
        goal: the goal cell.
        width: canvas width in pixels.
        height: canvas height in pixels.

    Returns:
        A new ``(height, width, 3)`` uint8 array.
    """
    corridors = np.asarray(corridors, dtype=bool)
    size = corridors.shape[0]
    key = np.packbits(corridors).tobytes()
    img = _board(key, size, (int(goal[0]), int(goal[1])), width, height).copy()
    lay = layout(size, width, height)
    x, y = lay.cell_box(float(position[0]), float(position[1]))
    half = lay.cell / 2
    _blend_disc(img, x + half, y + half, PLAYER_RADIUS * lay.cell, PLAYER_COLOUR)
    return img


@dataclass(frozen=True)
class FrameReading:
    """What :func:`read_frame` saw: a code grid, or why the frame could not be read."""

    readable: bool
    codes: np.ndarray | None = None
    reason: str | None = None
    player_on_goal: bool = False
    background_ok: bool = True
    unread: tuple[tuple[int, int], ...] = ()


_PALETTE = np.array([WALL_COLOUR, CORRIDOR_COLOUR, PLAYER_COLOUR, GOAL_COLOUR], dtype=np.float32)
_PALETTE_CODES = (WALL, CORRIDOR, PLAYER, GOAL)
_MAX_COLOUR_DISTANCE = 80.0


def _sample(image: np.ndarray, x: float, y: float, lay: Layout, radius: int = 2) -> np.ndarray:
    """Median colour around canvas point (x, y), mapped onto an image of any size."""
    h, w = image.shape[:2]
    sx, sy = x * w / lay.width, y * h / lay.height
    xi, yi = int(sx), int(sy)
    patch = image[max(yi - radius, 0) : yi + radius + 1, max(xi - radius, 0) : xi + radius + 1, :3]
    return np.median(patch.reshape(-1, 3).astype(np.float32), axis=0)


def _samples(image: np.ndarray, lay: Layout, rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
    """:func:`_sample` (radius 2) at many cells' points at once: ``(n, 3)`` median colours."""
    h, w = image.shape[:2]
    xs = ((lay.x0 + cols * lay.cell) * w / lay.width).astype(int)
    ys = ((lay.y0 + rows * lay.cell) * h / lay.height).astype(int)
    d = np.arange(-2, 3)
    yy = np.clip(ys[:, None, None] + d[None, :, None], 0, h - 1)
    xx = np.clip(xs[:, None, None] + d[None, None, :], 0, w - 1)
    patches = image[yy, xx, :3].reshape(len(xs), -1, 3).astype(np.float32)
    return np.median(patches, axis=1)


def _nearest(colour: np.ndarray, palette: np.ndarray = _PALETTE) -> tuple[int, float]:
    d = np.linalg.norm(palette - colour, axis=1)
    i = int(np.argmin(d))
    return _PALETTE_CODES[i], float(d[i])


UNREAD = -1
"""The code :func:`read_frame` gives a cell with no maze colour when it reads around such cells."""


def read_frame(
    image: np.ndarray, size: int, palette: np.ndarray | None = None, tolerate: int = 0
) -> FrameReading:
    """Recover the code grid from a frame drawn by :func:`render_frame` (any resolution).

    A cell is read from the colour at its centre (player or not) and at a point inside the goal
    square but outside the player's disc (goal or not). ``palette``: the wall, corridor, player
    and goal colours as they appear in ``image`` (a calibrated video frame's), default the
    renderer's. ``tolerate``: how many cells with no maze colour (a mark over them, a frame's
    roll putting their centre on an edge) are coded :data:`UNREAD` and listed in
    :attr:`FrameReading.unread` while the others are read; one more and the frame is
    unreadable (by default, the first). Never raises on the image content.
    """
    pal = _PALETTE if palette is None else np.asarray(palette, np.float32).reshape(4, 3)
    arr = np.asarray(image)
    if arr.ndim != 3 or arr.shape[2] < 3 or arr.shape[0] < size or arr.shape[1] < size:
        return FrameReading(False, reason=f"not an RGB image (shape {arr.shape})")
    lay = layout(size)
    bg = _sample(arr, 4, 4, lay)
    background_ok = bool(np.linalg.norm(bg - np.asarray(BACKGROUND, dtype=np.float32)) < 40)
    codes = np.zeros((size, size), dtype=np.int8)
    on_goal = False
    unread: list[tuple[int, int]] = []
    corner = (0.5 - GOAL_INSET) * 0.8  # between the disc's edge and the goal square's corner
    centres = _samples(arr, lay, (np.arange(size * size) // size) + 0.5,
                       (np.arange(size * size) % size) + 0.5)  # fmt: skip
    dists = np.linalg.norm(centres[:, None, :] - pal[None, :, :], axis=2)
    nearest = dists.argmin(axis=1)
    for i in range(size * size):
        r, c = divmod(i, size)
        code, dist = _PALETTE_CODES[int(nearest[i])], float(dists[i, nearest[i]])
        if dist > _MAX_COLOUR_DISTANCE:
            if len(unread) >= tolerate:
                return FrameReading(
                    False, reason=f"cell ({r},{c}) has no maze colour", background_ok=background_ok
                )
            unread.append((r, c))
            codes[r, c] = UNREAD
            continue
        if code == PLAYER:
            x, y = lay.cell_box(r + 0.5, c + 0.5)
            off = corner * lay.cell
            under, d2 = _nearest(_sample(arr, x - off, y - off, lay, radius=1), pal)
            if under == GOAL and d2 <= _MAX_COLOUR_DISTANCE:
                on_goal = True
        codes[r, c] = code
    n_players = int(np.sum(codes == PLAYER))
    n_goals = int(np.sum(codes == GOAL)) + int(on_goal)
    if n_players != 1 or n_goals != 1:
        return FrameReading(
            False,
            codes=codes,  # the walls were read: a scorer can still say which ones changed
            reason=f"expected one player and one goal, saw {n_players} and {n_goals}",
            background_ok=background_ok,
            unread=tuple(unread),
        )
    return FrameReading(
        True, codes=codes, player_on_goal=on_goal, background_ok=background_ok, unread=tuple(unread)
    )


PLAYER_HUE_SHARE = 0.25
"""The least share of the player's colour away from grey (its own grey level taken out) a
disc's mean colour shows toward it. A translucent grey mark over the white corridor falls in
the player's box (every channel halfway to the nearest other colour) with none of its hue; a
player blurred half into the corridor keeps half."""


def _has_player_hue(pixels: np.ndarray, mask: np.ndarray, player: np.ndarray) -> bool:
    """Whether the mean colour of ``pixels`` under ``mask`` leans toward ``player``'s hue by
    at least :data:`PLAYER_HUE_SHARE` of the player's own lean."""
    mean = pixels[..., :3][mask > 0].astype(np.float64).mean(axis=0)
    hue = player[:3] - player[:3].mean()
    norm = float(hue @ hue)
    if norm <= 0.0:
        return True  # a player drawn in grey: no hue to check it by
    return float((mean - mean.mean()) @ hue) >= PLAYER_HUE_SHARE * norm


def player_discs(
    image: np.ndarray,
    size: int,
    player: tuple[float, float, float] = PLAYER_COLOUR,
    others: tuple[tuple[float, float, float], ...] = (CORRIDOR_COLOUR, GOAL_COLOUR, WALL_COLOUR),
) -> list[tuple[float, float, float]]:
    """Each red disc on a canvas-sized frame: ``(row, col, area)``, its centre in cells
    (fractional; ``(r, c)`` is cell (r, c)'s centre) and its area against the player's.

    A pixel counts when each channel is within half the largest channel gap between ``player``
    and the nearest colour of ``others`` (a box test, halfway to the nearest other colour, so an
    anti-aliased edge splits evenly); blobs under a fifth of the disc's area are noise, and so
    are blobs without the player's hue (:data:`PLAYER_HUE_SHARE`: a translucent grey mark). The
    colours are as they appear in ``image``. Needs OpenCV. Never raises on the image content.
    """
    import cv2

    arr = np.asarray(image)
    if arr.ndim != 3 or arr.shape[2] < 3 or (arr.shape[1], arr.shape[0]) != CANVAS_SIZE:
        return []
    p = np.asarray(player, np.float64)
    half = 0.5 * min(float(np.abs(p - np.asarray(o, np.float64)).max()) for o in others)
    lo, hi = np.floor(p - half), np.ceil(p + half)
    if arr.shape[2] == 4:  # a fourth channel (a calibrated frame's) is not looked at
        lo, hi = np.append(lo, 0), np.append(hi, 255)
    lay = layout(size)
    # Only the board (a disc's centre off the board is no player of this maze).
    bx0, by0 = lay.x0, lay.y0
    bx1, by1 = lay.x0 + lay.cell * size, lay.y0 + lay.cell * size
    # The board as a view: OpenCV reads rows at any stride (a copy cost as much as the test).
    board = arr[by0:by1, bx0:bx1]
    if board.strides[1:] != (arr.shape[2], 1):
        board = np.ascontiguousarray(board)
    mask = cv2.inRange(board, lo, hi)
    expected = np.pi * (PLAYER_RADIUS * lay.cell) ** 2
    # Outer contours find the blobs (far cheaper than labelling every pixel); each blob's pixels
    # in its bounding box give its area and centre.
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    out = []
    for contour in contours:
        x, y, w, h = cv2.boundingRect(contour)
        m = cv2.moments(mask[y : y + h, x : x + w], binaryImage=True)
        area = m["m00"]
        if area < 0.2 * expected:
            continue
        if not _has_player_hue(
            arr[by0 + y : by0 + y + h, bx0 + x : bx0 + x + w], mask[y : y + h, x : x + w], p
        ):
            continue
        cx, cy = bx0 + x + m["m10"] / area + 0.5, by0 + y + m["m01"] / area + 0.5
        out.append(
            ((cy - lay.y0) / lay.cell - 0.5, (cx - lay.x0) / lay.cell - 0.5, area / expected)
        )
    return out
