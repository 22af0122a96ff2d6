"""The events the browser reports on its own (shown, blur, focus, key, resize): their checks,
their repeats and how many one participant may send.

Everything else (moves, answers, clicks) is logged by the server with the action itself.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from experiments.human.checks import HumanError, integer, refused
from experiments.human.participants import ID_TEXT
from experiments.human.storage import Tx

EVENT_KINDS = ("shown", "blur", "focus", "key", "resize")
"""Events the browser may report on its own (everything else is logged by the server)."""
EVENTS_PER_TRIAL = 50
"""Browser events kept per trial of a participant (maze or puzzle), plus :data:`EVENTS_BASE`:
the page sends about four per trial (shown per phase, a blur now and then), so only a script
reaches the limit, which stops one participant from filling the database."""
EVENTS_BASE = 200
SESSION_PHASES = ("solve", "recognize", "generate", "done", "puzzle")


def browser_event(body: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """The event's kind and the data stored with it (phase, detail and the event's id)."""
    kind = body.get("kind")
    if kind not in EVENT_KINDS:
        raise refused("kind", kind, f"one of {list(EVENT_KINDS)}")
    phase = body.get("phase")
    if phase is not None and phase not in SESSION_PHASES:
        raise refused("phase", phase, f"null or one of {list(SESSION_PHASES)}")
    detail = body.get("detail")
    if detail is not None and (not isinstance(detail, str) or len(detail) > 200):
        raise refused("detail", detail, "null or a text of at most 200 characters")
    event_id = body.get("id")
    if event_id is not None and (not isinstance(event_id, str) or not ID_TEXT.fullmatch(event_id)):
        raise refused("id", event_id, "null or 1 to 64 letters, digits or _ . : @ -")
    data = {"phase": phase, "detail": detail}
    if event_id is not None:
        data["id"] = event_id
    return kind, data


def store_event(
    tx: Tx,
    pid: str,
    body: Mapping[str, Any],
    kind: str,
    data: Mapping[str, Any],
    ts: float | None,
) -> None:
    """Store participant ``pid``'s event (:func:`browser_event`) unless it is a repeat."""
    position = body.get("position")
    if position is not None:
        position = integer(body, "position")
    # An event sent again with its id (a retry after a lost answer) is stored once.
    if "id" in data and tx.one(
        "SELECT id FROM events WHERE participant_id = ? AND kind = ? AND data = ?",
        pid, kind, json.dumps(data),
    ):  # fmt: skip
        return
    event_room(tx, pid)
    tx.event(pid, position, kind, data, ts)


def event_room(tx: Tx, pid: str) -> None:
    """429 when ``pid`` has sent as many browser events as a participant may."""
    marks = ", ".join("?" * len(EVENT_KINDS))
    sent = int(tx.one(
        f"SELECT COUNT(*) AS n FROM events WHERE participant_id = ? AND kind IN ({marks})",
        pid, *EVENT_KINDS,
    )["n"])  # fmt: skip
    trials = sum(
        int(tx.one(f"SELECT COUNT(*) AS n FROM {table} WHERE participant_id = ?", pid)["n"])
        for table in ("trials", "puzzle_trials")
    )
    limit = EVENTS_BASE + EVENTS_PER_TRIAL * trials
    if sent >= limit:
        raise HumanError(
            429,
            f"participant={pid!r} has sent {sent} events, the most kept for one participant "
            f"with {trials} trials; allowed: at most {limit} (moves and answers still count)",
        )
