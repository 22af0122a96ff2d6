"""The summary a scoring run writes next to its CSV (``<csv>.summary.json``): counts and rates
over every row, per model and per domain/difficulty. Apart from :mod:`datagen.score` because it
reads finished rows only, never a video: one job, testable on plain dicts.
"""

from __future__ import annotations

from typing import Any


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Counts and rates overall and per domain/difficulty."""

    def block(rs: list[dict[str, Any]]) -> dict[str, Any]:
        n = len(rs)
        scored = [r for r in rs if r["status"] == "ok"]
        solved = sum(r["solved"] is True for r in rs)
        return {
            "questions": n,
            "videos_scored": len(scored),
            "missing": sum(r["status"] == "missing" for r in rs),
            "missing_videos": [
                f"{r['model']}/{r['task_id']}" if r.get("model") else r["task_id"]
                for r in rs
                if r["status"] == "missing"
            ],
            "corrupt": sum(r["status"] == "corrupt" for r in rs),
            "unreadable": sum(not r["readable"] for r in scored),
            "solved": solved,
            "solve_rate": solved / n if n else 0.0,
            "squares_moved": sum(bool(r["squares_moved"]) for r in scored),
            "camera_drift": sum(r["camera_drift"] is True for r in scored),
            "first_frame_matches": sum(r["first_frame_matches"] is True for r in scored),
            "stayed_solved": sum(r["stayed_solved"] is True for r in scored),
            # Counted apart: a video whose deciding frames were not read is neither yes nor no.
            "unknown": {
                c: sum(r[c] is None for r in scored)
                for c in (
                    "solved",
                    "camera_drift",
                    "first_frame_matches",
                    "squares_kept",
                    "stayed_solved",
                )
            },
        }

    groups: dict[str, list[dict[str, Any]]] = {}
    models: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        groups.setdefault(f"{r['domain']}/{r['difficulty']}", []).append(r)
        models.setdefault(str(r.get("model", "")), []).append(r)
    return {
        "overall": block(rows),
        "by_model": {k: block(v) for k, v in sorted(models.items())},
        "by_group": {k: block(v) for k, v in sorted(groups.items())},
    }
