"""How each shape is drawn: one function per family returning its templates (small boolean
pictures, True = corridor) that fit a ``size × size`` grid, and the single-template drawers they
use. Pure numpy; what the families are and how a maze places them is documented in
:mod:`envs.maze_nav.shapes`, which registers these functions as the shapes' entries.
"""

from __future__ import annotations

import numpy as np


def rotations(t: np.ndarray) -> tuple[np.ndarray, ...]:
    """``np.rot90(t, q)`` for q = 0..3, as views (rot90's own checks cost more than the views)."""
    return t, t.T[::-1], t[::-1, ::-1], t[::-1].T


def ring(k: int) -> np.ndarray:
    t = np.zeros((k, k), dtype=bool)
    t[0, :] = t[-1, :] = t[:, 0] = t[:, -1] = True
    return t


def square_templates(size: int) -> list[np.ndarray]:
    return [ring(k) for k in range(3, size + 1)]


def cross_templates(size: int) -> list[np.ndarray]:
    out = []
    for k in range(3, size + 1, 2):
        t = np.eye(k, dtype=bool) | np.fliplr(np.eye(k, dtype=bool))
        out.append(t)
    return out


def spiral(k: int) -> np.ndarray:
    """Inward square spiral from the top-left corner, clockwise, one-cell walls between turns.

    Drawn arm by arm: right, down and left along the border (``k - 1`` moves each), then arms
    of ``k - 3``, ``k - 3``, ``k - 5``, ``k - 5``, ... moves, and a last single move when ``k``
    is even. That is the path that grows a cell at a time while each new cell touches only the
    cell it grows from (a test compares the two for k = 5..60).
    """
    t = np.zeros((k, k), dtype=bool)
    lengths = [k - 1] * 3
    arm = k - 3
    while arm >= 2:
        lengths += [arm, arm]
        arm -= 2
    if arm == 1:
        lengths.append(1)
    r = c = 0
    t[0, 0] = True
    for i, n in enumerate(lengths):
        dr, dc = ((0, 1), (1, 0), (0, -1), (-1, 0))[i % 4]
        nr, nc = r + dr * n, c + dc * n
        t[min(r, nr) : max(r, nr) + 1, min(c, nc) : max(c, nc) + 1] = True
        r, c = nr, nc
    return t


def spiral_templates(size: int) -> list[np.ndarray]:
    out = []
    for k in range(5, size + 1):
        base = spiral(k)
        for chiral in (base, base.T):
            out.extend(rotations(chiral))
    return out


def isosceles(h: int) -> np.ndarray:
    t = np.zeros((h, 2 * h - 1), dtype=bool)
    for i in range(h):
        t[i, h - 1 - i] = t[i, h - 1 + i] = True
    t[-1, :] = True
    return t


def right_triangle(k: int) -> np.ndarray:
    t = np.zeros((k, k), dtype=bool)
    t[0, :] = t[:, 0] = True
    t[np.arange(k), k - 1 - np.arange(k)] = True
    return t


def triangle_templates(size: int) -> list[np.ndarray]:
    out = [isosceles(h) for h in range(3, (size + 1) // 2 + 1)]
    for k in range(3, size + 1):
        out.extend(rotations(right_triangle(k)))
    return out


def c_shape(h: int, w: int) -> np.ndarray:
    t = np.zeros((h, w), dtype=bool)
    t[0, :] = t[-1, :] = t[:, 0] = True
    return t


def c_templates(size: int) -> list[np.ndarray]:
    out = []
    for h in range(3, size + 1):
        for w in range(3, size + 1):
            out.extend(rotations(c_shape(h, w)))
    return out


def z_shape(k: int) -> np.ndarray:
    t = np.zeros((k, k), dtype=bool)
    t[0, :] = t[-1, :] = True
    t[np.arange(k), k - 1 - np.arange(k)] = True
    return t


def z_templates(size: int) -> list[np.ndarray]:
    return [z_shape(k) for k in range(4, size + 1)]


# -- the extended shapes --------------------------------------------------------------------------


def n_shape(k: int) -> np.ndarray:
    """Both side columns and the diagonal from top-left to bottom-right: the Z turned 90°."""
    t = np.zeros((k, k), dtype=bool)
    t[:, 0] = t[:, -1] = True
    t[np.arange(k), np.arange(k)] = True
    return t


def n_templates(size: int) -> list[np.ndarray]:
    # At k = 3 the diagonal is one middle cell: the picture is the 3×3 H.
    return [n_shape(k) for k in range(4, size + 1)]


def l_shape(h: int, w: int) -> np.ndarray:
    t = np.zeros((h, w), dtype=bool)
    t[:, 0] = t[-1, :] = True
    return t


def l_templates(size: int) -> list[np.ndarray]:
    out = []
    for h in range(3, size + 1):
        for w in range(3, size + 1):
            out.extend(rotations(l_shape(h, w)))
    return out


def t_shape(h: int, w: int) -> np.ndarray:
    """A bar ``w`` wide (odd) and a stem down its middle, ``h`` rows in all."""
    t = np.zeros((h, w), dtype=bool)
    t[0, :] = t[:, w // 2] = True
    return t


def t_templates(size: int) -> list[np.ndarray]:
    out = []
    for h in range(3, size + 1):
        for w in range(3, size + 1, 2):
            out.extend(rotations(t_shape(h, w)))
    return out


def plus_shape(k: int) -> np.ndarray:
    t = np.zeros((k, k), dtype=bool)
    t[k // 2, :] = t[:, k // 2] = True
    return t


def plus_templates(size: int) -> list[np.ndarray]:
    return [plus_shape(k) for k in range(3, size + 1, 2)]


def h_shape(h: int, w: int) -> np.ndarray:
    t = np.zeros((h, w), dtype=bool)
    t[:, 0] = t[:, -1] = t[h // 2, :] = True
    return t


def h_templates(size: int) -> list[np.ndarray]:
    # Upright only: turned 90° it is a serif I, a letter of its own.
    return [h_shape(h, w) for h in range(3, size + 1, 2) for w in range(3, size + 1)]


def envelope_templates(size: int) -> list[np.ndarray]:
    # A square ring and the X of the same box; at k = 3 the two fill the whole box.
    return [ring(k) | cross_templates(k)[-1] for k in range(5, size + 1, 2)]


def house(w: int, body: int) -> np.ndarray:
    """The isosceles triangle of base ``w`` (odd) standing on a ``w``-wide ring ``body`` rows tall."""
    roof = (w + 1) // 2
    t = np.zeros((roof + body - 1, w), dtype=bool)
    t[:roof] = isosceles(roof)
    walls = t[roof - 1 :]  # the body's ring; its top row is the roof's base
    walls[0, :] = walls[-1, :] = walls[:, 0] = walls[:, -1] = True
    return t


def house_templates(size: int) -> list[np.ndarray]:
    out = []
    for w in range(5, size + 1, 2):
        for body in range(3, size - (w + 1) // 2 + 2):
            out.append(house(w, body))
    return out
