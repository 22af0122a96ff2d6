"""The server's log without participant ids or addresses: uvicorn's access log, cut.

Participants arrive at ``/?participant=ID`` (or a platform's ``PROLIFIC_PID=...``), so
uvicorn's access log line ``127.0.0.1:5123 - "GET /?participant=ID HTTP/1.1" 200`` would write
every id, and every participant's IP address and port, to the console or a log file.
:func:`log_config` keeps the access log (method, path, status: what operators need), replaces
every query string by ``?...`` and the client's address by ``-``.
"""

from __future__ import annotations

import copy
import logging
from typing import Any

REDACTED_QUERY = "?..."
REDACTED_CLIENT = "-"


class RedactQuery(logging.Filter):
    """Cuts the client's address and the query string out of uvicorn's access records
    (``args``: client address, method, full path, HTTP version, status)."""

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        if isinstance(args, tuple) and len(args) == 5 and isinstance(args[2], str):
            path = args[2].split("?", 1)[0] + REDACTED_QUERY if "?" in args[2] else args[2]
            record.args = (REDACTED_CLIENT, args[1], path, *args[3:])
        return True


def log_config() -> dict[str, Any]:
    """uvicorn's own logging configuration with :class:`RedactQuery` on the access log."""
    from uvicorn.config import LOGGING_CONFIG

    config = copy.deepcopy(LOGGING_CONFIG)
    config.setdefault("filters", {})["redact_query"] = {"()": RedactQuery}
    config["handlers"]["access"]["filters"] = ["redact_query"]
    return config
