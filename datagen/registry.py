"""The registry of exportable tasks: task name -> :class:`~datagen.base.Task` instance.

Each task file ends with ``register_task(MyTask())``; importing :mod:`datagen` imports the
built-in task files (:mod:`datagen.rotation_puzzle`, :mod:`datagen.maze_nav`), so they are
always registered. ``python -m datagen --task NAME``, :func:`datagen.export.export`, the
validator and the scorer all look tasks up here.
"""

from __future__ import annotations

import re
from typing import TypeVar

from datagen.base import Task
from datagen.io import ArgumentError

TASKS: dict[str, Task] = {}
"""Registered tasks by name, in registration order (the order ``--help`` lists them)."""

TaskT = TypeVar("TaskT", bound=Task)

_NAME_RE = re.compile(r"[a-z][a-z0-9_]*\Z")  # it names folders and question ids


def register_task(task: TaskT) -> TaskT:
    """Add ``task`` under ``task.name`` and return it.

    Raises:
        TypeError: ``task`` is not a :class:`~datagen.base.Task` instance.
        ValueError: the name is not a lower-case identifier, or is taken (the message names the
            task already registered under it).
    """
    if not isinstance(task, Task):
        raise TypeError(f"task={task!r} is not allowed; allowed: an instance of datagen.base.Task")
    name = getattr(task, "name", None)
    if not isinstance(name, str) or not _NAME_RE.match(name):
        raise ValueError(
            f"task name {name!r} is not allowed; allowed: a lower-case identifier "
            "(letters, digits, underscores)"
        )
    if name in TASKS:
        raise ValueError(
            f"task name {name!r} is already registered (by {TASKS[name]!r}); "
            f"registered: {list(TASKS)}"
        )
    TASKS[name] = task
    return task


def get_task(name: str) -> Task:
    """The task registered as ``name``.

    Raises:
        ArgumentError: naming the unknown task and the known ones.
    """
    task = TASKS.get(name) if isinstance(name, str) else None
    if task is None:
        raise ArgumentError(f"task {name!r} is not known; allowed: {list(TASKS)}")
    return task


def task_of_domain(domain: object) -> Task | None:
    """The task whose questions carry ``domain`` in their metadata, or None."""
    return TASKS.get(domain) if isinstance(domain, str) else None
