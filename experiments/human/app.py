"""The study website: a Starlette app (served by uvicorn, :mod:`experiments.human.cli`).

Pages (``static/``): ``/`` the participant's page (consent, practice, trials, completion; the
link's parameters are read by its script), ``/admin`` the researcher's page.

Participant API (JSON; the session cookie says who is asking):

* ``POST /api/start`` ``{"params": {link parameters}, "key", "client_ts"}``: start or resume
  (``key``: the tab's random start key; a start sent again with it after its answer was lost
  gets a new session cookie instead of a refusal).
* ``GET /api/state``: where the participant is.
* ``POST /api/consent``, ``/api/move`` ``{"position", "move", "cell": [r, c]}`` (``move``: the
  move's number in the trial, 1 for the first), ``/api/recognize`` ``{"position", "answer"}``,
  ``/api/generate`` ``{"position", "grid"}``, ``/api/event`` ``{"kind", "phase", "position",
  "detail", "id"}``; each takes ``client_ts`` (``Date.now()``). Each may be sent again (a retry
  after a lost answer): a move number already made, a phase already answered or an event id
  already stored changes nothing and gets the current state.
* ``GET /api/maze.png?position=N``: the picture of the participant's own trial N.
* ``POST /api/rotate`` ``{"position", "turn", "square", "clockwise"}``: one click of the puzzle block;
  ``GET /api/puzzle.png?position=N``: the participant's puzzle N as it now stands.

Admin API (``Authorization: Bearer $SRG_HUMAN_TOKEN``): ``GET /admin/api/progress`` and
``GET /admin/api/export`` (the model-study records of every finished trial, as JSON lines).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import os
from importlib import resources
from typing import Any
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from experiments.human import MIN_TOKEN_CHARS, TOKEN_ENV
from experiments.human.checks import HumanError, client_ts
from experiments.human.participants import start_key
from experiments.human.storage import StorageError
from experiments.human.study import HumanStudy

COOKIE = "srg_human_session"
MAX_BODY = 64 * 1024
"""The largest request body read, however it is sent (Content-Length or chunked)."""
MAX_JSON_DEPTH = 16
"""The deepest nesting of arrays and objects a request body may have (the API needs 3)."""
LOG = logging.getLogger("experiments.human")
STATIC_FILES = {"index.html": "text/html", "admin.html": "text/html", "app.js": "text/javascript",
                "style.css": "text/css"}  # fmt: skip


def pages_hash() -> str:
    """sha256 (first 8 hex digits) of the pages people see: the human study's "prompt hash"."""
    h = hashlib.sha256()
    for name in sorted(STATIC_FILES):
        h.update(name.encode())
        h.update(resources.files("experiments.human").joinpath("static", name).read_bytes())
    return h.hexdigest()[:8]


def _error(exc: HumanError) -> JSONResponse:
    # A body cut at the limit is left unread: closing the connection stops its sender (uvicorn
    # would otherwise read and drop the rest of an endless upload).
    headers = {"Connection": "close"} if exc.status == 413 else None
    return JSONResponse({"error": exc.message}, status_code=exc.status, headers=headers)


def _too_big() -> HumanError:
    return HumanError(413, f"the request body is over {MAX_BODY} bytes; allowed: at most that")


async def _read_limited(request: Request) -> bytes:
    """The body, counted while it streams in: a chunked upload without Content-Length stops
    being read at :data:`MAX_BODY` bytes (Starlette's ``request.body()`` would read it all)."""
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
        raise _too_big()
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise _too_big()
        chunks.append(chunk)
    return b"".join(chunks)


def _depth(raw: bytes) -> int:
    """The deepest nesting of ``[`` and ``{`` outside strings (a linear scan, no recursion)."""
    depth = deepest = 0
    in_string = escaped = False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):
            depth += 1
            deepest = max(deepest, depth)
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return deepest


def _same_site(request: Request) -> None:
    """Refuse what another site's page can send: a cross-site form or ``fetch`` either carries
    a foreign ``Origin`` or, to skip the browser's preflight, a ``text/plain``/form body (so
    any page could otherwise create participants and shift the counterbalancing)."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise HumanError(
            415, f"Content-Type={kind or None!r} is not allowed; allowed: application/json"
        )
    site = request.headers.get("sec-fetch-site")
    if site == "same-origin":  # the browser's own word (pages cannot set it): behind a proxy
        return  # that rewrites Host too
    origin = request.headers.get("origin")
    if site is None and origin is None:  # not a browser's cross-site request (curl, a test)
        return
    if site in ("cross-site", "same-site"):
        raise HumanError(
            403, f"Sec-Fetch-Site={site!r} is not allowed; allowed: this study's own pages"
        )
    if origin is None:
        return
    hosts = {request.headers.get("host", ""), request.headers.get("x-forwarded-host", "")}
    if urlsplit(origin).netloc.lower() not in {h.lower() for h in hosts if h}:
        shown = origin if len(origin) <= 60 else origin[:57] + "..."
        raise HumanError(403, f"Origin={shown!r} is not allowed; allowed: this study's own pages")


async def _body(request: Request) -> dict[str, Any]:
    _same_site(request)
    raw = await _read_limited(request)
    opened = raw.count(b"[") + raw.count(b"{")
    if opened > MAX_JSON_DEPTH and _depth(raw) > MAX_JSON_DEPTH:
        raise HumanError(
            400,
            f"the request body nests deeper than {MAX_JSON_DEPTH} levels; allowed: at most that",
        )
    try:
        body = json.loads(raw or b"{}")
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise HumanError(400, "the request body is not JSON; allowed: a JSON object") from None
    if not isinstance(body, dict):
        raise HumanError(400, "the request body is not a JSON object; allowed: a JSON object")
    return body


def _gone(request: Request, exc: ClientDisconnect) -> Response:
    """The client hung up while sending its body (a dropped connection, a slow-loris client
    giving up): nobody reads the answer and nothing was done, so nothing is logged."""
    return Response(status_code=400)


def _unavailable(request: Request, exc: StorageError) -> JSONResponse:
    """503 with a one-line reason; one log line (no traceback) per refused request."""
    LOG.error("storage failed on %s %s: %s", request.method, request.url.path, exc)
    return JSONResponse(
        {"error": "the study's storage is failing, so nothing of this request was saved; "
                  "allowed: try again in a moment (reloading keeps your place)"},
        status_code=503, headers={"Retry-After": "5"},
    )  # fmt: skip


async def read_json_body(request: Request) -> dict[str, Any]:
    """The request's JSON object under the study's limits (64 KB, 16 levels), else a 400
    :class:`~experiments.human.checks.HumanError`; the verdict audit's app reads bodies so too."""
    return await _body(request)


def error_response(exc: HumanError) -> JSONResponse:
    """The JSON ``{"error": ...}`` answer to a refused request (the audit's app answers so too)."""
    return _error(exc)


def client_gone(request: Request, exc: ClientDisconnect) -> Response:
    """The answer to a client that hung up mid-body (nothing done, nothing logged)."""
    return _gone(request, exc)


def _admin(request: Request) -> None:
    expected = os.environ.get(TOKEN_ENV, "")
    if not expected:
        raise HumanError(403, f"the admin pages are off: set {TOKEN_ENV} before serving")
    if len(expected) < MIN_TOKEN_CHARS:  # serve refuses it; a server started another way too
        raise HumanError(403, f"the admin pages are off: {TOKEN_ENV} is shorter than "
                              f"{MIN_TOKEN_CHARS} characters")  # fmt: skip
    given = request.headers.get("authorization", "")
    scheme, _, token = given.partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(token.encode(), expected.encode()):
        raise HumanError(401, f"a valid token is needed: Authorization: Bearer ${TOKEN_ENV}")


def create_app(study: HumanStudy) -> Starlette:
    """The Starlette app of ``study``."""
    from starlette.concurrency import run_in_threadpool

    def static(name: str) -> Any:
        data = resources.files("experiments.human").joinpath("static", name).read_bytes()

        async def endpoint(request: Request) -> Response:
            return Response(data, media_type=STATIC_FILES[name],
                            headers={"Cache-Control": "no-store"})  # fmt: skip

        return endpoint

    def action(method: Any, with_body: bool = True) -> Any:
        async def endpoint(request: Request) -> Response:
            try:
                token = request.cookies.get(COOKIE)
                if with_body:
                    body = await _body(request)
                    state = await run_in_threadpool(method, token, body)
                else:
                    state = await run_in_threadpool(method, token)
            except HumanError as exc:
                return _error(exc)
            return JSONResponse(state if state is not None else {"ok": True})

        return endpoint

    async def start(request: Request) -> Response:
        try:
            body = await _body(request)
            params = body.get("params")
            if not isinstance(params, dict):
                raise HumanError(400, "params is missing; allowed: an object of link parameters")
            ts = client_ts(body)
            key = start_key(body)
            token = request.cookies.get(COOKIE)
            _, new_token = await run_in_threadpool(study.start, params, token, ts, key)
            state = await run_in_threadpool(study.state, new_token or token)
        except HumanError as exc:
            return _error(exc)
        response = JSONResponse(state)
        if new_token:
            response.set_cookie(
                COOKIE, new_token, max_age=60 * 60 * 24 * 30, httponly=True, samesite="lax",
                secure=request.url.scheme == "https",
            )  # fmt: skip
        return response

    async def consent(request: Request) -> Response:
        try:
            ts = client_ts(await _body(request))
            state = await run_in_threadpool(study.consent, request.cookies.get(COOKIE), ts)
        except HumanError as exc:
            return _error(exc)
        return JSONResponse(state)

    async def maze_png(request: Request) -> Response:
        text = request.query_params.get("position", "")
        try:
            if not text.isdigit() or len(text) > 6:
                raise HumanError(400, f"position={text!r} is not allowed; allowed: an integer")
            data = await run_in_threadpool(study.frame, request.cookies.get(COOKIE), int(text))
        except HumanError as exc:
            return _error(exc)
        return Response(data, media_type="image/png", headers={"Cache-Control": "no-store"})

    async def puzzle_png(request: Request) -> Response:
        text = request.query_params.get("position", "")
        try:
            if not text.isdigit() or len(text) > 6:
                raise HumanError(400, f"position={text!r} is not allowed; allowed: an integer")
            data = await run_in_threadpool(
                study.puzzle_frame, request.cookies.get(COOKIE), int(text)
            )
        except HumanError as exc:
            return _error(exc)
        return Response(data, media_type="image/png", headers={"Cache-Control": "no-store"})

    async def progress(request: Request) -> Response:
        try:
            _admin(request)
        except HumanError as exc:
            return _error(exc)
        from experiments.human.export import progress as read_progress

        return JSONResponse(await run_in_threadpool(read_progress, study))

    async def export(request: Request) -> Response:
        try:
            _admin(request)
        except HumanError as exc:
            return _error(exc)
        from experiments.human.export import study_records

        records = await run_in_threadpool(lambda: [r for r, _ in study_records(study)])
        text = "".join(json.dumps(r, sort_keys=False) + "\n" for r in records)
        return Response(text, media_type="application/x-ndjson")

    routes = [
        Route("/", static("index.html")),
        Route("/admin", static("admin.html")),
        Route("/static/app.js", static("app.js")),
        Route("/static/style.css", static("style.css")),
        Route("/api/start", start, methods=["POST"]),
        Route("/api/state", action(study.state, with_body=False)),
        Route("/api/consent", consent, methods=["POST"]),
        Route("/api/move", action(study.move), methods=["POST"]),
        Route("/api/recognize", action(study.recognize), methods=["POST"]),
        Route("/api/generate", action(study.generate), methods=["POST"]),
        Route("/api/event", action(study.event), methods=["POST"]),
        Route("/api/maze.png", maze_png),
        Route("/api/rotate", action(study.rotate), methods=["POST"]),
        Route("/api/puzzle.png", puzzle_png),
        Route("/admin/api/progress", progress),
        Route("/admin/api/export", export),
    ]
    return Starlette(
        routes=routes,
        exception_handlers={StorageError: _unavailable, ClientDisconnect: _gone},  # type: ignore[dict-item]
    )
