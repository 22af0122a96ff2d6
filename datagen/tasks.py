"""The registry of exportable tasks: task name -> the module that builds its questions.

Every task module provides the same names: ``DOMAIN``, ``TASK_CATEGORY``, ``DATA_KEY``, ``NAME``,
``DESCRIPTION``, ``normalize_options``, ``plan``, ``metadata``, ``prompt``, ``frames``,
``video_frames``, ``metadata_problems``, ``frame_problems``, ``score_frame`` and
``create_dataset``. To add a task, write such a module and add it here.
"""

from __future__ import annotations

from types import ModuleType

from datagen import maze_nav, rotation_puzzle
from datagen.io import ArgumentError

TASKS: dict[str, ModuleType] = {
    "rotation_puzzle": rotation_puzzle,
    "maze_nav": maze_nav,
}


def get_task(name: str) -> ModuleType:
    """The task module called ``name``.

    Raises:
        ArgumentError: naming the unknown task and the known ones.
    """
    if name not in TASKS:
        raise ArgumentError(f"task {name!r} is not known; allowed: {list(TASKS)}")
    return TASKS[name]


def task_of_domain(domain: object) -> ModuleType | None:
    """The task module whose ``DOMAIN`` is ``domain``, or None."""
    for module in TASKS.values():
        if domain == module.DOMAIN:
            return module
    return None
