"""The server's log without participant ids: uvicorn's access log with query strings cut.

Participants arrive at ``/?participant=ID`` (or a platform's ``PROLIFIC_PID=...``), so
uvicorn's access log line ``"GET /?participant=ID HTTP/1.1" 200`` would write every id to the
console or a log file. :func:`log_config` keeps the access log (method, path, status: what
operators need) and replaces every query string by ``?...``.
"""

from __future__ import annotations

import copy
import logging
from typing import Any

REDACTED_QUERY = "?..."


class RedactQuery(logging.Filter):
    """Cuts the query string out of uvicorn's access records (``args[2]`` is the full path)."""

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        if isinstance(args, tuple) and len(args) == 5 and isinstance(args[2], str):
            path = args[2]
            if "?" in path:
                record.args = (args[0], args[1], path.split("?", 1)[0] + REDACTED_QUERY, *args[3:])
        return True


def log_config() -> dict[str, Any]:
    """uvicorn's own logging configuration with :class:`RedactQuery` on the access log."""
    from uvicorn.config import LOGGING_CONFIG

    config = copy.deepcopy(LOGGING_CONFIG)
    config.setdefault("filters", {})["redact_query"] = {"()": RedactQuery}
    config["handlers"]["access"]["filters"] = ["redact_query"]
    return config
