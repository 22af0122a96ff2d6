"""One draw of set v16 to one video file and its labels: set v15's renderer
(:mod:`benchmarks.realstyle_v15.build`) under set v16's name.

The two sets differ only in their draws (:mod:`benchmarks.realstyle_v16.draws`); the labels,
their per-scenario definitions (``labels_of``) and the rendering are v15's, so they cannot drift.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from benchmarks.realstyle_v15 import build as v15
from benchmarks.realstyle_v15.build import LABELS, _board_box, labels_of, question_meta

__all__ = ["LABELS", "_board_box", "labels_of", "question_meta", "render"]


def render(draw: dict[str, Any], questions: Path, videos: Path, seed: int) -> dict[str, Any]:
    """Render ``draw`` as v15 does, into model folders named ``v16_<index>``."""
    return v15.render(draw, questions, videos, seed, name="v16")
