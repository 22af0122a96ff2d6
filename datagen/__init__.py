"""datagen: question datasets, ground-truth videos and a video scorer for video-model evaluation.

``python -m datagen --task rotation_puzzle --pairs-per-domain 50 --out data/questions --seed 0``
writes one folder per question (first/final frame, prompt, metadata); ``--video`` adds the
ground-truth solution video; ``--format webdataset --shard-size N`` writes the same files as tar
shards of N questions (:mod:`datagen.shards`); ``python -m datagen validate DIR`` checks a folder and
``python -m datagen score --questions DIR --videos VIDEO_DIR`` judges a model's videos.

A task is a :class:`datagen.base.Task` subclass with a typed options dataclass, registered in
:data:`datagen.registry.TASKS` (see "How to add a datagen task" in docs/datasets.md). The built-in task
modules (:mod:`datagen.rotation_puzzle`, :mod:`datagen.maze_nav`) are imported here so that every
entry point finds them registered; they expose ``create_dataset`` for evaluation kits.
"""

from __future__ import annotations

# Imported for their register_task(...) calls, as reasoning-gym's package imports its datasets;
# the order here is the order TASKS (and so --help and error messages) lists them.
# isort: off
from datagen import rotation_puzzle  # noqa: F401
from datagen import maze_nav  # noqa: F401
# isort: on
