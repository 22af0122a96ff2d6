"""What every study's manifest shares: the plans run in a folder, and where the run ran.

A study's manifest records the folder's settings, the union of every plan run in it
(``arguments``), each plan as run (``runs``, with its command line and when it first and last
ran), every model's client parameters, and the package version, git commit, Python and platform.
The study supplies its plan and settings; :func:`write_manifest` writes the rest the same way
for every study.
"""

from __future__ import annotations

import datetime as _dt
import json
import platform
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from envs import __version__
from envs.io import atomic_write_text, git_commit


def union(old: Any, new: Sequence[Any]) -> list[Any]:
    """``old`` (when a list) followed by the items of ``new`` it lacks, in order."""
    items = list(old) if isinstance(old, list) else []
    return items + [item for item in new if item not in items]


def at_least(old: Any, new: int) -> int:
    """The larger of ``new`` and ``old`` (an ``old`` that is not an int counts as 0)."""
    return max(new, old if isinstance(old, int) and not isinstance(old, bool) else 0)


def now_utc() -> str:
    """The time now, UTC, to the second, ISO 8601."""
    return _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()


def plan_runs(
    previous: dict[str, Any],
    plan: dict[str, Any],
    argv: list[str] | None,
    now: str,
    old_plan: dict[str, Any] | None = None,
) -> list[dict[str, Any]]:
    """The manifest's ``runs``: each plan run in the folder, this one added or brought up to date.

    ``old_plan``: the one plan of a manifest written before plans were listed, if known.
    """
    runs = [r for r in previous.get("runs", []) if isinstance(r, dict)]
    if not runs and old_plan:
        runs = [{"plan": old_plan, "argv": previous.get("argv")}]
    entry = next((r for r in runs if r.get("plan") == plan), None)
    if entry is None:
        runs.append({"plan": plan, "argv": argv, "first_at": now, "last_at": now})
    else:
        entry.update(argv=argv, last_at=now)
    return runs


def write_manifest(
    path: Path,
    previous: dict[str, Any],
    *,
    head: dict[str, Any],
    argv: list[str] | None,
    settings: dict[str, Any],
    arguments: dict[str, Any],
    runs: list[dict[str, Any]],
    seeds: dict[str, Any],
    models: Sequence[Any],
    now: str,
) -> None:
    """Write a study's manifest at ``path`` atomically (``head``: keys that come first, such as
    ``task`` and ``run_id``; ``models``: the run's resolved models, whose parameters join the
    ones ``previous`` recorded)."""
    old_clients = previous.get("clients") if isinstance(previous.get("clients"), dict) else {}
    manifest = {
        **head,
        "package_version": __version__,
        "git_commit": git_commit(),
        "created_at": previous.get("created_at", now),
        "updated_at": now,
        "argv": argv,
        "settings": settings,
        "arguments": arguments,
        "runs": runs,
        "seeds": seeds,
        "clients": {**old_clients, **{m.name: m.params for m in models}},
        "python": sys.version.split()[0],
        "platform": platform.platform(),
    }
    atomic_write_text(path, json.dumps(manifest, indent=2, default=str) + "\n")
