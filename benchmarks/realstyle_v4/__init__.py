"""Set v4 of real-style videos: an independent renderer for the video scorer's benchmark.

Written from the scorer's public contract only (docs/datasets.md's columns and envelope,
``python -m datagen`` and the tasks' public functions), never from the scorer's code or the
earlier sets': ``scenes.py`` makes the canvas frames of a scenario and its labels, ``look.py``
draws and applies how a video model renders them, ``encode.py`` writes the video file, and
``cases.py`` plans the set. One seeded ``numpy`` Generator per video: same seed, same bytes.
"""

from __future__ import annotations
