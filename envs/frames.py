"""The canvas every frame in the package is drawn on and read back at.

The specification fixes it at 768×512 pixels (width × height), the size video models are
evaluated at; both environments render to it, datagen exports it, and the video scorer reads
every returned frame back onto it.
"""

from __future__ import annotations

CANVAS_SIZE: tuple[int, int] = (768, 512)
"""``(width, height)`` in pixels; an ``rgb_array`` frame's shape is ``(height, width, 3)``."""
