"""The one rule for showing a URL or database DSN: its secrets replaced by ``***``.

Every URL the package prints, logs, raises or records (``--base-url``, ``--db``, a manifest's
``argv`` and arguments, a client's stop line) goes through :func:`redact_url`,
:func:`redact_text` or :func:`redact_data`. A secret is the password of the user-info
(``http://user:PASS@host``, the user name is kept) and the value of every query parameter whose
name says it holds one (``?api-key=``, ``?password=``, ``?token=``, ``?sig=``, ...;
:func:`secret_name`). :func:`url_secrets` lists them, for scrubbing a message a library wrote.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any
from urllib.parse import unquote

REDACTED = "***"
SECRET_WORDS = ("password", "passwd", "pwd", "secret", "token", "key", "sig", "auth",
                "credential", "session", "cookie")  # fmt: skip
"""A query parameter whose name (lower case, letters and digits only) holds one of these words
is a secret: ``api-key``, ``apikey``, ``access_token``, ``sslpassword``, ``X-Amz-Signature``."""
_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^\s'\"<>]+")
_NEXT_URL = re.compile(r",(?=[A-Za-z][A-Za-z0-9+.-]*://)")


def secret_name(name: str) -> bool:
    """Whether a query parameter named ``name`` holds a secret."""
    letters = re.sub(r"[^a-z0-9]", "", unquote(name).lower())
    return any(word in letters for word in SECRET_WORDS)


def _parts(text: str) -> tuple[str, str | None, str, str, str | None, str]:
    """``scheme://[userinfo@]host path[?query][#fragment]`` split as written (no decoding)."""
    scheme, rest = text.split("://", 1)
    end = min((i for i in (rest.find(c) for c in "/?#") if i >= 0), default=len(rest))
    netloc, tail = rest[:end], rest[end:]
    userinfo, host = netloc.rsplit("@", 1) if "@" in netloc else (None, netloc)
    tail, _, fragment = tail.partition("#")
    path, sep, query = tail.partition("?")
    return scheme, userinfo, host, path, (query if sep else None), fragment


def url_secrets(url: str | Path | None) -> list[str]:
    """The secrets in ``url`` (each as written and decoded), longest first; ``[]`` for none."""
    found: set[str] = set()
    for one in _NEXT_URL.split(str(url or "")):
        if "://" not in one:
            continue
        _, userinfo, _, _, query, _ = _parts(one)
        if userinfo is not None and ":" in userinfo:
            found.add(userinfo.split(":", 1)[1])
        for pair in (query or "").split("&"):
            name, sep, value = pair.partition("=")
            if sep and secret_name(name):
                found.add(value)
    found |= {unquote(s) for s in found}
    return sorted((s for s in found if s), key=len, reverse=True)


def redact_url(url: str | Path) -> str:
    """``url`` with its password and secret query values replaced by ``***`` (other text,
    a plain path included, as given). Several URLs joined by commas are each redacted."""
    text = str(url)
    if "://" not in text:
        return text
    return ",".join(_redact_one(part) for part in _NEXT_URL.split(text))


def _redact_one(text: str) -> str:
    if "://" not in text:
        return text
    scheme, userinfo, host, path, query, fragment = _parts(text)
    netloc = host
    if userinfo is not None:
        user, colon, _ = userinfo.partition(":")
        netloc = f"{user}:{REDACTED}@{host}" if colon else f"{userinfo}@{host}"
    shown = f"{scheme}://{netloc}{path}"
    if query is not None:
        pairs = []
        for pair in query.split("&"):
            name, sep, _ = pair.partition("=")
            pairs.append(f"{name}={REDACTED}" if sep and secret_name(name) else pair)
        shown += "?" + "&".join(pairs)
    return shown + (f"#{fragment}" if fragment else "")


def redact_text(text: str) -> str:
    """``text`` with every URL in it shown by :func:`redact_url`."""
    if "://" not in text:
        return text
    return _URL.sub(lambda m: redact_url(m.group(0)), text)


def redact_data(value: Any) -> Any:
    """``value`` (JSON-like: dicts, lists, strings) with every string's URLs redacted."""
    if isinstance(value, str):
        return redact_text(value)
    if isinstance(value, dict):
        return {k: redact_data(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [redact_data(v) for v in value]
    return value


def scrub(text: str, secrets: Iterable[str]) -> str:
    """``text`` with each of ``secrets`` replaced by ``***``, and every URL in it redacted."""
    for secret in secrets:
        if secret:
            text = text.replace(secret, REDACTED)
    return redact_text(text)
