"""Whether a read frame read any square of a board with squares.

``squares_kept`` True says no square was seen off its place; on a video none of whose read
frames read a single square (set v20's v20_090, outside: another question's board under a
caption, every square covered on its one puzzle frame, then a card) it says nothing, so it is
unknown (:meth:`datagen.score._Reader.squares_kept`). A square is read when the frame's
``state`` (the whole board at rest) or one entry of its ``square_states`` is not None.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def reads_a_square(verdict: Mapping[str, Any]) -> bool:
    """Whether ``verdict`` (a readable frame's) read at least one square's pipes."""
    if verdict.get("state") is not None:
        return True
    parts = verdict.get("square_states")
    return isinstance(parts, (list, tuple)) and any(p is not None for p in parts)
