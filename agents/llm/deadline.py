"""One deadline per attempt of a remote call, covering connect, headers and body together.

The SDKs' own timeouts bound each socket operation: httpx's read timeout (the ``openai`` SDK)
and requests' (the ``dashscope`` SDK) start again with every byte that arrives, so a server
that sends one byte every half second holds an attempt without end. Inside
:func:`attempt_deadline` the transports built here see the attempt's deadline:

* httpx (:func:`bound_httpx_client`): every connect, TLS handshake, read and write waits at
  most until the deadline (its own timeout is cut to what is left), so an attempt past it ends
  in httpx's own timeout error, which the caller reports as a timeout wherever the SDK let it
  through (a body read outside the SDK's error mapping raises httpx's bare ReadTimeout);
* requests (:func:`bound_requests_session`): the sockets an attempt uses are shut down when its
  deadline passes, which wakes a read blocked on them; the caller sees
  :attr:`Deadline.expired` and reports a timeout, whatever error the SDK raised.

Outside an attempt the transports behave as the SDKs' own.
"""

from __future__ import annotations

import contextlib
import math
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_local = threading.local()


class Deadline:
    """The end of one attempt (``seconds`` from now) and the sockets it uses."""

    def __init__(self, seconds: float) -> None:
        self.seconds = float(seconds)
        self.at = time.monotonic() + self.seconds
        self.expired = False
        self._done = False
        self._lock = threading.Lock()
        self._sockets: list[socket.socket] = []
        self._timer = threading.Timer(self.seconds, self._expire)
        self._timer.daemon = True

    def remaining(self) -> float:
        """Seconds left, 0 once passed."""
        return max(0.0, self.at - time.monotonic())

    def watch(self, sock: socket.socket | None) -> None:
        """Shut ``sock`` down when the deadline passes (at once if it has)."""
        if sock is None:
            return
        with self._lock:
            if not self.expired:
                if sock not in self._sockets:
                    self._sockets.append(sock)
                return
        _cut(sock)

    def _expire(self) -> None:
        with self._lock:
            if self._done:
                return
            self.expired = True
            sockets = list(self._sockets)
        for sock in sockets:
            _cut(sock)

    def _finish(self) -> None:
        self._timer.cancel()
        with self._lock:
            self._done = True
            self._sockets.clear()


def _cut(sock: socket.socket) -> None:
    # socket.socket's own shutdown, also for an SSLSocket: it wakes a read blocked in another
    # thread without touching the TLS object that thread is using.
    with contextlib.suppress(OSError, TypeError):  # already closed
        socket.socket.shutdown(sock, socket.SHUT_RDWR)


@contextmanager
def attempt_deadline(seconds: float) -> Iterator[Deadline]:
    """The deadline of the attempt run inside the block on this thread."""
    deadline = Deadline(seconds)
    previous = getattr(_local, "deadline", None)
    _local.deadline = deadline
    deadline._timer.start()
    try:
        yield deadline
    finally:
        deadline._finish()
        _local.deadline = previous


def current() -> Deadline | None:
    """The deadline of the attempt running on this thread, if any."""
    return getattr(_local, "deadline", None)


def _cut_timeout(timeout: float | None, error: type[Exception]) -> float | None:
    """``timeout`` cut to the current attempt's time left; ``error`` once none is left."""
    deadline = current()
    if deadline is None:
        return timeout
    left = deadline.remaining()
    if left <= 0:
        raise error(f"the attempt's deadline of {deadline.seconds:g} s has passed")
    return min(timeout if timeout is not None else math.inf, left)


# -- httpx (the openai SDK) ------------------------------------------------------------------------


def _httpcore_classes() -> tuple[type, type]:
    import httpcore

    class BoundStream(httpcore.NetworkStream):
        def __init__(self, inner: Any) -> None:
            self._inner = inner

        def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
            return self._inner.read(max_bytes, _cut_timeout(timeout, httpcore.ReadTimeout))

        def write(self, buffer: bytes, timeout: float | None = None) -> None:
            self._inner.write(buffer, _cut_timeout(timeout, httpcore.WriteTimeout))

        def close(self) -> None:
            self._inner.close()

        def start_tls(self, ssl_context: Any, server_hostname: str | None = None,
                      timeout: float | None = None) -> Any:  # fmt: skip
            timeout = _cut_timeout(timeout, httpcore.ConnectTimeout)
            return BoundStream(self._inner.start_tls(ssl_context, server_hostname, timeout))

        def get_extra_info(self, info: str) -> Any:
            return self._inner.get_extra_info(info)

    class BoundBackend(httpcore.NetworkBackend):
        def __init__(self, inner: Any) -> None:
            self._inner = inner

        def connect_tcp(self, host: str, port: int, timeout: float | None = None,
                        local_address: str | None = None, socket_options: Any = None) -> Any:  # fmt: skip
            timeout = _cut_timeout(timeout, httpcore.ConnectTimeout)
            return BoundStream(
                self._inner.connect_tcp(host, port, timeout, local_address, socket_options)
            )

        def connect_unix_socket(self, path: str, timeout: float | None = None,
                                socket_options: Any = None) -> Any:  # fmt: skip
            timeout = _cut_timeout(timeout, httpcore.ConnectTimeout)
            return BoundStream(self._inner.connect_unix_socket(path, timeout, socket_options))

        def sleep(self, seconds: float) -> None:
            self._inner.sleep(seconds)

    return BoundStream, BoundBackend


def bound_httpx_client(client: Any) -> Any:
    """``client`` (an ``httpx.Client``) with every connection pool it sends through (its
    transport and the proxies' it mounted from the environment) bound by the attempt's
    deadline; returns ``client``.

    Raises:
        TypeError: when a pool is not the httpcore pool this was written for (an httpx
            upgrade): better to fail at start-up than to run without the deadline.
    """
    _, backend_class = _httpcore_classes()
    transports = [getattr(client, "_transport", None)]
    transports += list(getattr(client, "_mounts", {}).values())
    for transport in transports:
        if transport is None:
            continue
        pool = getattr(transport, "_pool", None)
        inner = getattr(pool, "_network_backend", None)
        if inner is None:
            raise TypeError(
                f"cannot bound the attempts of {type(transport).__name__}: no httpcore pool"
            )
        if not isinstance(inner, backend_class):
            pool._network_backend = backend_class(inner)
    return client


# -- requests (the dashscope SDK) ------------------------------------------------------------------


def bound_requests_session(session: Any) -> Any:
    """``session`` (a ``requests.Session``) with its http and https adapters replaced by ones
    whose connections are watched by the attempt's deadline; returns ``session``."""
    from requests.adapters import HTTPAdapter
    from urllib3.connection import HTTPConnection, HTTPSConnection
    from urllib3.connectionpool import HTTPConnectionPool, HTTPSConnectionPool

    def watched(base: type) -> type:
        class Watched(base):  # type: ignore[valid-type, misc]
            def connect(self) -> None:
                super().connect()
                deadline = current()
                if deadline is not None:
                    deadline.watch(self.sock)

            def request(self, *args: Any, **kwargs: Any) -> Any:
                deadline = current()
                if deadline is not None and self.sock is not None:  # a kept-alive connection
                    deadline.watch(self.sock)
                return super().request(*args, **kwargs)

        return Watched

    class WatchedPool(HTTPConnectionPool):
        ConnectionCls = watched(HTTPConnection)

    class WatchedTLSPool(HTTPSConnectionPool):
        ConnectionCls = watched(HTTPSConnection)

    pools = {"http": WatchedPool, "https": WatchedTLSPool}

    class BoundAdapter(HTTPAdapter):
        def init_poolmanager(self, *args: Any, **kwargs: Any) -> None:
            super().init_poolmanager(*args, **kwargs)
            self.poolmanager.pool_classes_by_scheme = pools

        def proxy_manager_for(self, proxy: str, **kwargs: Any) -> Any:
            manager = super().proxy_manager_for(proxy, **kwargs)
            if hasattr(manager, "pool_classes_by_scheme"):
                manager.pool_classes_by_scheme = pools
            return manager

    session.mount("http://", BoundAdapter())
    session.mount("https://", BoundAdapter())
    return session
