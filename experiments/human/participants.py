"""Who is asking: the link's participant id, the page's start key and the session token.

The first visit gets a random session token (only its sha256 is stored, :func:`session_sha256`);
a start key sent by the page derives the token (:func:`session_of_key`), so a start sent again
gets the same session.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from typing import Any

from experiments.human.checks import HumanError, refused

ID_PARAMS = ("participant", "PROLIFIC_PID", "workerId")
"""Where the participant id is read from, first found wins."""
SOURCE_PARAMS = (
    "participant", "PROLIFIC_PID", "STUDY_ID", "SESSION_ID", "workerId", "assignmentId", "hitId",
)  # fmt: skip
"""Link parameters kept with the participant (crowd-sourcing platforms' names)."""
ID_TEXT = re.compile(r"[A-Za-z0-9_.:@-]{1,64}")
"""A participant id or a link parameter (and a browser event's id): 1 to 64 of these."""
_START_KEY = re.compile(r"[A-Za-z0-9_-]{16,128}")


def session_sha256(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def session_of_key(key: str, pid: str) -> str:
    """The session token of a page's start key (128 random bits or more, :func:`start_key`) for
    participant ``pid``: one tab (a lab computer) may start several participants in turn, each
    with its own session."""
    return hashlib.sha256(b"srg-human-session:" + key.encode() + b"\0" + pid.encode()).hexdigest()


def participant_id(params: Mapping[str, Any]) -> tuple[str, dict[str, str]]:
    """The participant id and the kept link parameters; HumanError when there is none."""
    source = {}
    for key in SOURCE_PARAMS:
        value = params.get(key)
        if value is None or value == "":
            continue
        if not isinstance(value, str) or not ID_TEXT.fullmatch(value):
            raise refused(key, value, "1 to 64 letters, digits or _ . : @ -")
        source[key] = value
    if source.get("assignmentId") == "ASSIGNMENT_ID_NOT_AVAILABLE":
        raise refused(
            "assignmentId", "ASSIGNMENT_ID_NOT_AVAILABLE", "an accepted HIT (not a preview)"
        )
    for key in ID_PARAMS:
        if key in source:
            return source[key], source
    raise HumanError(
        400,
        "the link has no participant id; allowed: ?participant=ID (or Prolific's PROLIFIC_PID, "
        "MTurk's workerId)",
    )


def start_key(body: Mapping[str, Any]) -> str | None:
    """The page's random start key (``"key"``), or None when not sent."""
    key = body.get("key")
    if key is not None and (not isinstance(key, str) or not _START_KEY.fullmatch(key)):
        raise refused("key", key, "null or 16 to 128 random letters, digits, _ or -")
    return key
