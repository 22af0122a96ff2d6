"""Load on the real server (uvicorn on loopback): 40 participants play a whole study
while requests are duplicated and answers dropped, beside a slow-loris client and a
chunked-flood client. Every acknowledged action is stored once, every participant finishes,
and the server's memory stays bounded."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import random
import socket
import sqlite3
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from envs.maze_nav.logic import shortest_path
from experiments.human.app import MAX_BODY
from experiments.testing.browser import MazeLookup, serve_process, shape_answer
from tests.experiments.human_helpers import maze_folder

# 40 participants, 16 at a time: every race (a start, a move, an answer sent twice or its
# answer lost, beside the hostile clients) still happens dozens of times; 100 at 24 cost
# 2.5x the CPU and proved nothing more.
PARTICIPANTS = 40
WORKERS = 16
TRIALS = 1  # per participant (no practice): the whole study is one trial's three phases
P_DROP, P_DUP = 0.08, 0.15
LORIS_SOCKETS = 40
FLOOD_CLIENTS = 2
FLOOD_PER_CONNECTION = 256 * 2**20
MAX_SERVER_MB = 300
ENV = {**os.environ, "NO_PROXY": "127.0.0.1", "no_proxy": "127.0.0.1"}
COOKIE = "srg_human_session"


class Participant:
    """One person's browser, as a loop of HTTP requests on one keep-alive connection."""

    def __init__(self, port: int, seed: int, stats: dict[str, int]) -> None:
        self.port = port
        self.rng = random.Random(seed)
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.cookie: str | None = None
        self.stats = stats
        self.events: list[str] = []

    def _raw(self, method: str, path: str, data: bytes | None) -> bytes:
        head = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", "Connection: close"]
        if data is not None:
            head += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
        if self.cookie:
            head.append(f"Cookie: {COOKIE}={self.cookie}")
        return ("\r\n".join(head) + "\r\n\r\n").encode() + (data or b"")

    def _send(self, method: str, path: str, data: bytes | None) -> tuple[int, Any]:
        headers = {"Content-Type": "application/json"} if data is not None else {}
        if self.cookie:
            headers["Cookie"] = f"{COOKIE}={self.cookie}"
        for attempt in range(3):
            try:
                self.conn.request(method, path, body=data, headers=headers)
                response = self.conn.getresponse()
                payload = response.read()
                break
            except (OSError, http.client.HTTPException):
                self.conn.close()  # the server closed an idle connection: send it again
                if attempt == 2:
                    raise
        cookie = response.getheader("set-cookie")
        if cookie and cookie.startswith(COOKIE + "="):
            self.cookie = cookie.split(";", 1)[0].split("=", 1)[1]
        return response.status, json.loads(payload)

    def call(self, method: str, path: str, body: dict[str, Any] | None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        roll = self.rng.random()
        if roll < P_DROP:
            # The request reaches the server, the answer never reaches the page: hang up at once.
            with socket.create_connection(("127.0.0.1", self.port), timeout=10) as s:
                s.sendall(self._raw(method, path, data))
            self.stats["dropped"] += 1
        status, answer = self._send(method, path, data)
        assert status == 200, (path, body, status, answer)
        if roll > 1 - P_DUP:  # the same request again (a retry, a double click)
            again = self._send(method, path, data)
            assert again == (200, answer), (path, body, again, answer)
            self.stats["duplicated"] += 1
        self.stats["requests"] += 1
        return answer

    def event(self, phase: str, position: int) -> None:
        event_id = f"{self.rng.getrandbits(64):016x}"
        self.call("POST", "/api/event", {"kind": "shown", "phase": phase, "position": position,
                                         "id": event_id})  # fmt: skip
        self.events.append(event_id)


def _play(port: int, lookup: MazeLookup, number: int, stats: dict[str, int]) -> dict[str, Any]:
    pid = f"load-{number}"
    p = Participant(port, number, stats)
    # The page's start key: a start whose answer (and cookie) was lost is sent again with it.
    key = f"{p.rng.getrandbits(128):032x}"
    state = p.call("POST", "/api/start", {"params": {"participant": pid}, "key": key})
    state = p.call("POST", "/api/consent", {})
    played: dict[int, list[list[int]]] = {}
    while state["stage"] == "trial":
        trial = state["trial"]
        pos = trial["position"]
        maze = lookup.maze(pid, pos)
        p.event("solve", pos)
        path = [list(c) for c in shortest_path(maze.corridors, maze.start, maze.goal,
                                               maze.connectivity)[1:]]  # fmt: skip
        for n, cell in enumerate(path, 1):
            state = p.call("POST", "/api/move", {"position": pos, "move": n, "cell": cell})
        assert state["trial"]["phase"] == "recognize" and state["trial"]["solve"]["success"]
        p.event("recognize", pos)
        answer = shape_answer(lookup.maze_file(pid, pos))
        p.call("POST", "/api/recognize", {"position": pos, "answer": answer})
        grid = maze.codes().tolist()
        (sr, sc), (gr, gc) = maze.start, maze.goal
        grid[sr][sc], grid[gr][gc] = 3, 2
        state = p.call("POST", "/api/generate", {"position": pos, "grid": grid})
        played[pos] = path
    assert state["stage"] == "done", state
    p.conn.close()
    return {"pid": pid, "played": played, "events": p.events}


def _slow_loris(port: int, stop: threading.Event, stats: dict[str, int]) -> None:
    """Connections that send a request's head one byte at a time and never finish it."""
    socks = []
    for i in range(LORIS_SOCKETS):
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        s.sendall(b"POST /api/start HTTP/1.1\r\nHost: x\r\n")
        if i % 2:  # half send a whole head and then a body that never arrives
            s.sendall(b"Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{")
        socks.append(s)
    while not stop.wait(0.5):
        for s in socks:
            with contextlib.suppress(OSError):
                s.sendall(b"X")
                stats["loris_bytes"] += 1
    for s in socks:
        s.close()


def _chunked_flood(port: int, stop: threading.Event, stats: dict[str, int]) -> None:
    """Chunked uploads without Content-Length, as fast as loopback allows, over and over."""
    chunk = b" " * 65536
    frame = f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n"
    while not stop.is_set():
        sent, refused = 0, False
        with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
            s.sendall(
                b"POST /api/event HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b"Transfer-Encoding: chunked\r\n\r\n"
            )
            try:
                while sent < FLOOD_PER_CONNECTION and not stop.is_set():
                    s.sendall(frame)
                    sent += len(chunk)
            except OSError:
                stats["flood_closed"] += 1  # the server hung up on the flood
                refused = True
            with contextlib.suppress(OSError):
                s.settimeout(2)
                head = s.recv(200)
                if head.startswith(b"HTTP/1.1 413"):
                    stats["flood_413"] += 1
                    refused = True
        if not refused and stop.is_set():
            break  # the test ended while this upload was under way
        stats["flood_refused"] += refused
        stats["flood_bytes"] += sent
        stats["flood_connections"] += 1


def _memory_mb(pid: int, field: str) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    raise AssertionError(f"no {field} for process {pid}")


@pytest.mark.slow
def test_participants_beside_hostile_clients(tmp_path):
    mazes = maze_folder(tmp_path / "source")
    args = ["--mazes", str(mazes), "--out", "study", "--trials", str(TRIALS), "--no-practice"]
    stats: dict[str, int] = {k: 0 for k in ("requests", "dropped", "duplicated", "loris_bytes",
                                            "flood_bytes", "flood_connections", "flood_closed",
                                            "flood_413", "flood_refused")}  # fmt: skip
    began = time.monotonic()
    with serve_process(args, cwd=tmp_path, env=ENV) as (base, process):
        port = int(base.rsplit(":", 1)[1])
        idle_mb = _memory_mb(process.pid, "VmRSS")
        lookup = MazeLookup(tmp_path / "study" / "human.sqlite3", tmp_path / "study")
        stop = threading.Event()
        hostile = [threading.Thread(target=_slow_loris, args=(port, stop, stats))]
        hostile += [threading.Thread(target=_chunked_flood, args=(port, stop, stats))
                    for _ in range(FLOOD_CLIENTS)]  # fmt: skip
        for t in hostile:
            t.start()
        try:
            with ThreadPoolExecutor(WORKERS) as pool:
                runs = list(pool.map(lambda n: _play(port, lookup, n, stats), range(PARTICIPANTS)))
        finally:
            stop.set()
            for t in hostile:
                t.join(timeout=30)
        peak_mb = _memory_mb(process.pid, "VmHWM")
        assert process.poll() is None  # still serving
    elapsed = time.monotonic() - began
    # How long it took is printed, not asserted: a busy machine would fail a correct server.
    print(f"\nload: {stats}, server {idle_mb:.0f} MB idle, {peak_mb:.0f} MB peak, {elapsed:.1f} s")
    # the faults really happened, many times (~1 request in 12 dropped, ~1 in 7 sent twice)
    assert stats["dropped"] >= PARTICIPANTS // 4 and stats["duplicated"] >= PARTICIPANTS // 2
    assert stats["flood_connections"] >= 2 and stats["flood_bytes"] > 8 * MAX_BODY
    assert stats["flood_refused"] == stats["flood_connections"]  # a 413 or a hang-up, each
    # the server hangs up on a flood: no connection got near its 256 MB
    assert stats["flood_bytes"] / stats["flood_connections"] < FLOOD_PER_CONNECTION / 8
    assert peak_mb < MAX_SERVER_MB, (idle_mb, peak_mb)
    log = (tmp_path / "serve.log").read_text()
    assert "Traceback" not in log
    # every acknowledged action stored once
    with contextlib.closing(sqlite3.connect(tmp_path / "study" / "human.sqlite3")) as db:
        db.row_factory = sqlite3.Row
        for run in runs:
            pid = run["pid"]
            trials = db.execute("SELECT * FROM trials WHERE participant_id = ?", (pid,)).fetchall()
            assert len(trials) == TRIALS and all(t["phase"] == "done" for t in trials)
            for t in trials:
                assert json.loads(t["moves"]) == run["played"][t["position"]]
                assert json.loads(t["result"])["solve"]["success"] is True
            kinds = [r["kind"] for r in db.execute(
                "SELECT kind FROM events WHERE participant_id = ?", (pid,))]  # fmt: skip
            assert kinds.count("start") == 1 and kinds.count("consent") == 1
            assert kinds.count("move") == sum(len(p) for p in run["played"].values())
            assert kinds.count("recognize") == kinds.count("generate") == TRIALS
            assert kinds.count("complete") == 1
            shown = [json.loads(r["data"])["id"] for r in db.execute(
                "SELECT data FROM events WHERE participant_id = ? AND kind = 'shown'", (pid,))]  # fmt: skip
            assert sorted(shown) == sorted(run["events"])
        done = db.execute("SELECT COUNT(*) FROM participants WHERE completed_at IS NOT NULL")
        assert done.fetchone()[0] == PARTICIPANTS
