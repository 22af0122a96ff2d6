"""The shape of a maze from its corridors alone, and how they lie.

No corridor picture belongs to two registered shapes (:mod:`envs.maze_nav.shapes`), so
:func:`classify_shape` names the shape of any maze from its corridors; :func:`orientation_of`
says how they lie relative to the templates the envs draw. Both know each shape's templates
(:mod:`envs.maze_nav.shape_placements`) in the orientations its registry entry counts, and
their caches follow the registry.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from envs.maze_nav.constants import (
    MIN_SIZE,
)
from envs.maze_nav.shape_placements import ALL_SHAPES, templates
from envs.maze_nav.shape_registry import (
    ORIENTATIONS,
    SHAPE_REGISTRY,
    on_registry_change,
    orient,
)


def crop_mask(mask: np.ndarray) -> np.ndarray | None:
    """``mask`` cut to the bounding box of its True cells (None when it has none)."""
    rows = np.flatnonzero(mask.any(axis=1))
    if rows.size == 0:
        return None
    cols = np.flatnonzero(mask.any(axis=0))
    return mask[rows[0] : rows[-1] + 1, cols[0] : cols[-1] + 1]


def mask_picture(mask: np.ndarray) -> tuple[tuple[int, ...], bytes]:
    return mask.shape, np.packbits(mask).tobytes()


@lru_cache(maxsize=16)
def _pictures(size: int) -> dict[tuple[tuple[int, ...], bytes], str]:
    """Every shape's templates at ``size``, in every orientation that counts as the shape
    (``ShapeEntry.orientations``), cropped to their own box -> the shape's name."""
    index: dict[tuple[tuple[int, ...], bytes], str] = {}
    for name in ALL_SHAPES:
        for orientation in SHAPE_REGISTRY[name].orientations:
            for t in templates(name, size):
                crop = crop_mask(orient(t, orientation))
                if crop is not None:
                    index[mask_picture(crop)] = name
    return index


@lru_cache(maxsize=64)
def _orientations(shape: str, size: int) -> dict[tuple[tuple[int, ...], bytes], str]:
    """Every template of ``shape`` at ``size`` in each of the eight orientations -> the first
    orientation (in :data:`ORIENTATIONS` order) that gives the picture."""
    index: dict[tuple[tuple[int, ...], bytes], str] = {}
    for orientation in ORIENTATIONS:
        for t in templates(shape, size):
            index.setdefault(
                mask_picture(np.ascontiguousarray(orient(t, orientation))), orientation
            )
    return index


@lru_cache(maxsize=4096)
def orientation_of_key(key: bytes, size: int, shape: str) -> str | None:
    """:func:`orientation_of` for corridors already packed (``np.packbits(corridors).tobytes()``;
    cached: the generation scorer asks for the same mazes again and again)."""
    if size < MIN_SIZE or len(key) != (size * size + 7) // 8:
        return None
    bits = np.unpackbits(np.frombuffer(key, dtype=np.uint8))[: size * size]
    return orientation_of(bits.reshape(size, size).astype(bool), shape)


def orientation_of(corridors: np.ndarray, shape: str) -> str | None:
    """How ``corridors`` lie relative to the templates of ``shape`` the envs draw, or None.

    ``"as drawn"`` when they are a placement of one of its templates; otherwise the first of
    :data:`~envs.maze_nav.shape_registry.ORIENTATIONS` in which a template, laid down that
    way, is their picture (``"rotated 90"``: turned a quarter clockwise; ``"mirrored"``:
    flipped left to right). None when no orientation of any template gives them. Whether that
    orientation still counts as ``shape`` is ``ShapeEntry.orientations`` (what
    :func:`classify_shape` follows).
    """
    corridors = np.asarray(corridors, dtype=bool)
    if shape not in ALL_SHAPES or corridors.ndim != 2 or corridors.shape[0] < MIN_SIZE:
        return None
    if corridors.shape[0] != corridors.shape[1]:
        return None
    crop = crop_mask(corridors)
    if crop is None:
        return None
    return _orientations(shape, corridors.shape[0]).get(mask_picture(crop))


@lru_cache(maxsize=4096)
def shape_of_key(key: bytes, size: int) -> str | None:
    """:func:`classify_shape` for corridors already packed (``np.packbits(corridors).tobytes()``)."""
    if size < MIN_SIZE or len(key) != (size * size + 7) // 8:
        return None
    bits = np.unpackbits(np.frombuffer(key, dtype=np.uint8))[: size * size]
    return classify_shape(bits.reshape(size, size).astype(bool))


def classify_shape(corridors: np.ndarray) -> str | None:
    """The shape one of whose placements equals ``corridors`` exactly, or None.

    Args:
        corridors: a square boolean array (True = corridor). Player and goal cells count as
            corridors; pass ``codes != 0`` for a code grid.
    """
    corridors = np.asarray(corridors, dtype=bool)
    if corridors.ndim != 2 or corridors.shape[0] != corridors.shape[1]:
        return None
    if corridors.shape[0] < MIN_SIZE:
        return None
    crop = crop_mask(corridors)
    if crop is None:
        return None
    return _pictures(corridors.shape[0]).get(mask_picture(crop))


def _clear_caches() -> None:
    """The pictures follow the templates: cleared on every registry change."""
    for cached in (_pictures, _orientations, shape_of_key, orientation_of_key):
        cached.cache_clear()


on_registry_change(_clear_caches)
