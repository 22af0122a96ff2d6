"""How a remote client reaches its service: its API key read from the environment, its base
URLs checked, and a failed connection told apart (worth retrying or not).

The key is never part of a message here: errors name the variable, and URLs are shown redacted.
"""

from __future__ import annotations

import ipaddress
import os
import socket
from collections.abc import Iterator, Sequence
from typing import Any
from urllib.parse import urlsplit

from agents.llm.retry import ClientError
from envs.urls import redact_text, redact_url


def read_api_key(env_var: str, *, required: bool = True) -> str:
    """The API key from environment variable ``env_var``, or a ClientError naming the variable.

    With ``required=False`` a missing key gives ``""`` (for cache-only replays).
    """
    value = os.environ.get(env_var, "").strip()
    if not value and required:
        raise ClientError(
            f"no API key: set the environment variable {env_var}",
            code="missing_api_key",
            retryable=False,
        )
    return value


def check_base_url(url: str | None, argument: str = "base_url") -> str | None:
    """``url`` stripped, or ValueError naming ``argument`` unless it is an http(s) URL with a host.

    A malformed URL (``notaurl``) would otherwise fail every call as a "connection error" and be
    retried as if the network had blinked.
    """
    if url is None:
        return None
    text = str(url).strip()
    allowed = "an http:// or https:// URL with a host, such as http://localhost:8000/v1"
    shown = redact_text(repr(url))
    try:
        parts = urlsplit(text)
        parts.port  # noqa: B018  (raises ValueError for a port that is not a number)
    except ValueError:
        raise ValueError(f"{argument}={shown} is not allowed; allowed: {allowed}") from None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        raise ValueError(f"{argument}={shown} is not allowed; allowed: {allowed}")
    return text


def split_base_urls(
    value: str | Sequence[str] | None, argument: str = "base_url"
) -> tuple[str, ...]:
    """The endpoints ``value`` names: one URL, a comma-separated list of URLs, or a sequence of
    them; each checked by :func:`check_base_url` (``()`` for ``None``).

    Raises:
        ValueError: naming ``argument``, for a URL that is not http(s), an empty item or a URL
            given twice.
    """
    if value is None:
        return ()
    items = value.split(",") if isinstance(value, str) else list(value)
    allowed = "one http(s) URL, or several separated by commas, each once"
    urls: list[str] = []
    for item in items:
        if not isinstance(item, str) or not item.strip():
            raise ValueError(
                f"{argument}={redact_text(repr(value))} is not allowed; allowed: {allowed}"
            )
        url = check_base_url(item, argument)
        assert url is not None
        if url in urls:
            shown = redact_text(repr(value))
            raise ValueError(
                f"{argument}={shown} names {redact_url(url)!r} twice; allowed: {allowed}"
            )
        urls.append(url)
    return tuple(urls)


def _is_loopback(url: str | None) -> bool:
    host = urlsplit(url).hostname if url else None
    if not host:
        return False
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _causes(exc: BaseException) -> Iterator[BaseException]:
    """``exc`` and everything it wraps (causes, contexts, urllib3's ``reason``, exception args)."""
    seen: set[int] = set()
    stack: list[Any] = [exc]
    while stack:
        item = stack.pop()
        if not isinstance(item, BaseException) or id(item) in seen:
            continue
        seen.add(id(item))
        yield item
        stack += [item.__cause__, item.__context__, getattr(item, "reason", None)]
        stack += [a for a in getattr(item, "args", ()) if isinstance(a, BaseException)]


def connection_error(exc: BaseException, base_url: str | None) -> ClientError:
    """A ClientError for a failed connection; retryable unless waiting cannot help.

    A host name that does not resolve (a typo in the base URL) and a refused connection on this
    machine (no server started) fail the same way on every retry; a refused connection to a
    remote host, a reset or a DNS server that is briefly away may pass on the next try.
    """
    name = type(exc).__name__
    base_url = redact_url(base_url) if base_url else None
    for cause in _causes(exc):
        if isinstance(cause, socket.gaierror) and cause.errno not in (
            getattr(socket, "EAI_AGAIN", -3),
        ):
            return ClientError(
                f"the host of {base_url or 'the default URL'} cannot be resolved ({name})",
                code="unresolvable_host",
                retryable=False,
            )
        if isinstance(cause, ConnectionRefusedError) and _is_loopback(base_url):
            return ClientError(
                f"connection refused: nothing listens at {base_url} ({name})",
                code="connection_refused",
                retryable=False,
            )
    return ClientError(f"connection failed ({name})", code="connection_error", retryable=True)
