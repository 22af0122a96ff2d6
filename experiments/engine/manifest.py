"""What every study's manifest shares: the plans run in a folder, and where the run ran.

A study's manifest records the folder's settings, the union of every plan run in it
(``arguments``), each plan as run (``runs``, with its command line and when it first and last
ran), every model's client parameters, and the package version, git commit, Python and platform.

A shard (``--shard K/N``) is part of the plan, not a setting: a sharded run's plan in ``runs``
holds ``"shard": "K/N"`` (an unsharded one has no ``shard`` key, as before shards existed), and
``arguments.shards`` lists the shards the folder's runs ran, ``"1/1"`` standing for a run of a
whole plan; without any sharded run ``arguments`` has no ``shards``. Shards of one sweep share
the settings and ``run_id``, so their folders merge in the analysis like one folder.
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
from envs.urls import redact_data


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


def shards_run(runs: Sequence[dict[str, Any]]) -> list[str] | None:
    """The shards ``runs`` ran (``["2/3"]``; ``"1/1"`` for a run of a whole plan), ``None``
    when none was sharded."""
    plans = [r.get("plan") if isinstance(r.get("plan"), dict) else {} for r in runs]
    if not any("shard" in plan for plan in plans):
        return None
    return list(dict.fromkeys(str(plan.get("shard") or "1/1") for plan in plans))


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
    ones ``previous`` recorded). ``arguments`` gains ``shards`` when a run was sharded."""
    shards = shards_run(runs)
    if shards is not None:
        arguments = {**arguments, "shards": shards}
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
    # The command line and arguments may name a URL with a password or key (--base-url):
    # recorded through the package's one redaction rule, as every URL it shows.
    manifest = redact_data(json.loads(json.dumps(manifest, default=str)))
    atomic_write_text(path, json.dumps(manifest, indent=2) + "\n")
