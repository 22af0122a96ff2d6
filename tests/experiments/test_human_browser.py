"""The human study in a real headless browser: Chromium and chromedriver from the
system packages, driven by Selenium; the real server (``python -m experiments human serve``,
through its ``main``) in a thread of the test's process on a free loopback port. Skipped, with the reason in pytest's summary, when no browser
is installed; on CI (``CI`` set) a missing browser fails instead, since ``.ci/run`` installs it.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from experiments.human import CONDITIONS, TOKEN_ENV
from experiments.testing.browser import (
    PNG_MAGIC,
    MazeLookup,
    Participant,
    chrome,
    find_browser,
    free_port,
    fresh_tab,
    http_get,
    shape_answer,
)
from tests.experiments.human_helpers import maze_folder

FOUND = find_browser()
if isinstance(FOUND, str) and os.environ.get("CI"):
    raise RuntimeError(f"CI must run the browser tests: {FOUND}")
pytestmark = [
    pytest.mark.skipif(isinstance(FOUND, str), reason=f"no browser tests: {FOUND}"),
    pytest.mark.slow,
]
TOKEN = "browser-test-token"
CODE = "C0DE-B10"


@contextlib.contextmanager
def serve_here(args: list[str], monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """``python -m experiments human serve ARGS --port P`` through the command's ``main`` in a
    thread of this process, until the block ends; yields the base URL once uvicorn listens.

    Not a subprocess: a fresh interpreter per server cost ~1.2 CPU s of imports (seven servers
    in this file); the command from a shell, as a separate process, is
    ``tests/test_readme.py``'s human-study test. Everything ``main`` does (the options' checks,
    the study's folder and database, the app) runs; only ``uvicorn.run`` is replaced, by the
    same server kept at hand so the block's end can stop it (uvicorn installs no signal
    handlers outside the main thread), without its console log."""
    import uvicorn

    from experiments.__main__ import main

    servers: list[uvicorn.Server] = []
    codes: list[int] = []

    def run(app: object, **kwargs: object) -> None:
        kwargs.pop("log_config", None)  # its handlers would outlive the test's captured stderr
        kwargs.pop("log_level", None)
        config = uvicorn.Config(
            app,  # type: ignore[arg-type]
            **kwargs,  # type: ignore[arg-type]
            log_config=None,
            log_level="warning",
            access_log=False,
        )
        servers.append(uvicorn.Server(config))
        servers[0].run()

    monkeypatch.setattr(uvicorn, "run", run)
    monkeypatch.setenv(TOKEN_ENV, TOKEN)  # the admin pages read it per request
    port = free_port()
    argv = ["human", "serve", *args, "--port", str(port)]
    thread = threading.Thread(target=lambda: codes.append(main(argv)), daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not (servers and servers[0].started):
        assert thread.is_alive(), f"serve ended (exit {codes}) before it listened: {argv}"
        assert time.monotonic() < deadline, f"serve did not listen within 60 s: {argv}"
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        servers[0].should_exit = True
        thread.join(timeout=30)
        assert not thread.is_alive(), "the server did not stop within 30 s"
    assert codes == [0]


@pytest.fixture
def server(tmp_path, request, monkeypatch):
    mazes = maze_folder(tmp_path / "source")
    out = tmp_path / "study"
    args = ["--mazes", str(mazes), "--out", str(out), "--seed", "1", "--completion-code", CODE]
    args += getattr(request, "param", [])
    with serve_here(args, monkeypatch) as base:
        lookup = MazeLookup(db=out / "human.sqlite3", mazes=out, seed=1)
        yield base, lookup, out


@pytest.fixture
def driver(shared_browser):
    return fresh_tab(shared_browser)


def _maze_file(lookup, pid, position):
    return lookup.maze_file(pid, position)


def _export(out):
    """``python -m experiments human export --out OUT``, through its ``main`` in this process:
    a fresh interpreter per export cost ~1 CPU s of imports; the command from a shell is
    ``tests/test_readme.py``'s human-study test."""
    from experiments.__main__ import main

    assert main(["human", "export", "--out", str(out)]) == 0
    return [json.loads(line) for line in (out / "trials.jsonl").open()]


def _transcript(out, record):
    size = f"{record['size']}x{record['size']}"
    base = out / f"{record['encoding']}_human_results" / size / record["shape"]
    path = base / record["maze_file"].split("/")[-1] / f"{record['trial']}.json"
    return json.loads(path.read_text())


def test_a_participant_plays_the_whole_study(server, driver, tmp_path):
    base, lookup, out = server
    p = Participant(driver, base, lookup, tmp_path / "shots")
    assert p.open("alice", STUDY_ID="s1")["stage"] == "consent"
    assert "at most 16 moves" in p.text("consent")  # the study's limit, filled in by the page
    state = p.consent()
    assert state["stage"] == "practice" and p.text("progress").startswith("Practice")
    practice = p.play("square")
    logs = {}
    for _ in range(3):
        t = p.trial()
        logs[t["position"]] = p.play(shape_answer(_maze_file(lookup, "alice", t["position"])))
    completion = p.finish()
    assert CODE in completion
    assert not [m for m in p.console() if "SEVERE" in m or "Uncaught" in m], p.console()

    # one screenshot per phase of every trial, each a PNG
    assert len(p.screenshots) == 2 + 3 * 4
    for shot in p.screenshots:
        assert shot.read_bytes().startswith(PNG_MAGIC) and shot.stat().st_size > 1000, shot
    assert {log.condition for log in logs.values()} == set(CONDITIONS)

    records = _export(out)
    assert len(records) == 3  # the practice maze is never exported
    assert practice.position == 0 and 0 not in logs
    by_condition = {r["encoding"]: r for r in records}
    assert set(by_condition) == set(CONDITIONS)
    for log in logs.values():
        record = by_condition[log.condition]
        assert record["model"] == "human" and record["trial"] == 0
        assert record["maze_file"] == _maze_file(lookup, "alice", log.position)
        # the verdicts: shortest path walked, right shape named, a novel maze of that shape drawn
        assert record["solve"]["success"] and record["solve"]["failure"] is None
        assert record["solve"]["moves"] == len(log.moves) == record["solve"]["optimal_moves"]
        assert record["recognize"]["success"], record["recognize"]
        assert record["generate"]["success"], record["generate"]
        events = _transcript(out, record)["events"]
        moves = [e["data"]["cell"] for e in events if e["kind"] == "move"]
        assert moves == log.moves
        assert [e["data"]["answer"] for e in events if e["kind"] == "recognize"] == [log.answer]
        assert [e["data"]["grid"] for e in events if e["kind"] == "generate"] == [log.grid]
        # every action carries the browser's clock beside the server's
        assert all(e["client_ts"] and e["server_ts"] for e in events if e["kind"] == "move")
        shown = {e["data"]["phase"] for e in events if e["kind"] == "shown"}
        assert shown == {"solve", "recognize", "generate"}

    # the admin page, with the token typed in, shows the same progress
    driver.get(base + "/admin")
    driver.find_element("id", "token").send_keys(TOKEN)
    driver.find_element("id", "load").click()
    p.wait(lambda: p.text("out").startswith("{"), "the admin progress")
    progress = json.loads(p.text("out"))
    assert progress["completed"] == 1 and progress["finished_trials"] == dict.fromkeys(
        CONDITIONS, 1
    )


def test_reload_resumes_and_fast_keys_and_clicks_count(server, driver, tmp_path):
    base, lookup, _ = server
    p = Participant(driver, base, lookup, tmp_path / "shots")
    p.open("bob")
    p.consent()
    path = p.path()
    assert len(path) >= 3
    p.walk(path[:2])
    before = p.trial()
    state = p.reload()  # mid-solve: same trial, same cell, same moves left
    t = state["trial"]
    assert t["position"] == before["position"] == 0 and t["phase"] == "solve"
    assert t["solve"]["position"] == list(path[1]) and t["moves_left"] == 14
    assert p.text("moves-left") == "Moves left: 14"
    p.walk(path[2:], wait_each=False)  # typed without waiting: no key is lost
    assert p.trial()["solve"]["success"]
    p.driver.find_element("id", "solve-next").click()
    p.recognize("square")
    # half a drawing survives a reload of the tab
    p.wait(lambda: p.visible("generate-panel"), "the generate phase")
    p.driver.find_element("id", "cell-0-0").click()
    p.driver.find_element("id", "cell-0-1").click()
    state = p.reload()
    assert state["trial"]["phase"] == "generate"
    p.wait(lambda: p.visible("generate-panel"), "the generate phase after the reload")
    assert (
        p.drawn()[0][:2] == [1, 1]
        and p.driver.find_element("id", "cell-0-1").get_attribute("class") == "c1"
    )
    maze = lookup.maze("bob", 0)
    p.generate(maze.codes().tolist())

    # the image trial is played by clicking the picture; an invalid click ends its solve phase
    while p.trial()["condition"] != "image":
        t = p.trial()
        p.play(shape_answer(_maze_file(lookup, "bob", t["position"])))
    t = p.trial()
    first = p.path()[0]
    p.click_cell(first)
    p.wait(lambda: p.idle() and p.trial()["solve"]["moves"] == 1, "the clicked move")
    assert p.trial()["solve"]["position"] == list(first)
    maze = lookup.maze("bob", t["position"])
    wall = next(
        (first[0] + dr, first[1] + dc)
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
        if 0 <= first[0] + dr < maze.size
        and 0 <= first[1] + dc < maze.size
        and not maze.corridors[first[0] + dr, first[1] + dc]
    )
    p.click_cell(wall)
    p.wait(lambda: p.visible("solve-next"), "the invalid move's outcome")
    assert "not allowed" in p.text("solve-outcome")
    assert p.trial()["solve"]["failure"] == "invalid_move"
    p.shot("invalid_click")

    # the same link in a browser without bob's cookie (nor this tab's start key) is refused,
    # with the reason on the page
    p.driver.delete_all_cookies()
    p.driver.execute_script("sessionStorage.clear()")
    p.driver.get(f"{base}/?participant=bob")
    p.wait(lambda: p.visible("error"), "the refusal")
    assert "another browser" in p.text("error")
    assert p.screenshots[-1].read_bytes().startswith(PNG_MAGIC)
    # the picture is served only to its owner
    with pytest.raises(Exception, match="403"):
        http_get(f"{base}/api/maze.png?position={t['position']}")


# one maze trial, no practice: the puzzle block is what this test plays
@pytest.mark.parametrize(
    "server", [["--puzzles", "2", "--trials", "1", "--no-practice"]], indirect=True
)
def test_the_puzzle_block_by_click_and_shift_click(server, driver, tmp_path):
    from envs.rotation_puzzle.logic import solve
    from experiments.human.cli import open_study

    base, lookup, out = server
    p = Participant(driver, base, lookup, tmp_path / "shots")
    p.open("cara")
    p.consent()
    while (p.state() or {}).get("stage") != "puzzle":
        t = p.trial()
        p.play(shape_answer(_maze_file(lookup, "cara", t["position"])) or "square")
    study = open_study(out, None, None)  # the test reads the puzzles as a person sees them
    clicks = {}
    for position in (0, 1):
        p.wait(lambda n=position: (p.state() or {}).get("puzzle", {}).get("position") == n,
               f"puzzle {position}")  # fmt: skip
        if position == 0:
            p.shot("puzzle")
        with study.store.transaction(write=False) as tx:
            row = tx.one(
                "SELECT puzzle_file FROM puzzle_trials WHERE participant_id = 'cara' "
                "AND position = ?",
                position,
            )
        entry = study.puzzles[row["puzzle_file"]]
        # a wasted shift-click and its undo, then the optimal turns
        turns = [(0, False), (0, True)] + [(a // 2, a % 2 == 0) for a in solve(entry.state)]
        for square, clockwise in turns:
            p.turn(square, clockwise)
        clicks[entry.relpath] = turns
    assert p.finish().endswith(CODE)
    records = [r for r in _export(out) if r["task"] == "rotation_puzzle"]
    assert len(records) == 2
    for record in records:
        assert record["solve"]["success"] and record["encoding"] == "image"
        assert record["solve"]["moves"] == len(clicks[record["maze_file"]])
        assert record["solve"]["optimal_moves"] == len(clicks[record["maze_file"]]) - 2
    assert p.screenshots[-2].read_bytes().startswith(PNG_MAGIC)


class _Platform:
    """A crowd-sourcing platform's completion endpoint on loopback: records what arrives."""

    def __init__(self) -> None:
        import http.server
        import threading

        self.paths: list[str] = []
        paths = self.paths

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                paths.append(self.path)
                body = b"<html><body><p id='thanks'>submission complete</p></body></html>"
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _short_study(tmp_path: Path, extra: list[str], monkeypatch: pytest.MonkeyPatch):
    mazes = maze_folder(tmp_path / "source")
    out = tmp_path / "study"
    args = ["--mazes", str(mazes), "--out", str(out), "--seed", "1", "--no-practice", *extra]
    return serve_here(args, monkeypatch)


def test_completion_redirect_and_admin_download(driver, tmp_path, monkeypatch):
    platform = _Platform()
    completion = f"{platform.url}/submissions/complete?cc=C0DE-URL"
    try:
        with _short_study(
            tmp_path, ["--trials", "1", "--completion-url", completion], monkeypatch
        ) as base:
            out = tmp_path / "study"
            p = Participant(driver, base, MazeLookup(out / "human.sqlite3", out, 1), tmp_path)
            p.open("dana", PROLIFIC_PID="dana", STUDY_ID="s9", SESSION_ID="x1")
            p.consent()
            p.play(shape_answer(_maze_file(p.lookup, "dana", 0)))
            p.finish()
            link = driver.find_element("id", "completion-link").get_attribute("href")
            assert link == completion
            # the page sends the participant on to the platform by itself
            p.wait(lambda: driver.current_url.startswith(platform.url), "the redirect")
            assert driver.current_url == completion
            arrived = [path for path in platform.paths if path != "/favicon.ico"]
            assert arrived == ["/submissions/complete?cc=C0DE-URL"]

            # the admin page's download button, with a wrong token and then the right one
            downloads = tmp_path / "downloads"
            downloads.mkdir()
            driver.get(base + "/admin")
            driver.execute_cdp_cmd(
                "Browser.setDownloadBehavior",
                {"behavior": "allow", "downloadPath": str(downloads)},
            )
            driver.find_element("id", "token").send_keys("wrong-token")
            driver.find_element("id", "download").click()
            p.wait(lambda: "token" in p.text("out").lower(), "the refusal")
            assert not list(downloads.iterdir())
            driver.find_element("id", "token").clear()
            driver.find_element("id", "token").send_keys(TOKEN)
            driver.find_element("id", "download").click()
            saved = downloads / "trials.jsonl"
            p.wait(lambda: saved.exists() and saved.stat().st_size > 0, "the download")
            served = http_get(
                base + "/admin/api/export", headers={"Authorization": f"Bearer {TOKEN}"}
            )
        assert saved.read_bytes() == served
        records = [json.loads(line) for line in saved.read_text().splitlines()]
        assert len(records) == 1 and records[0]["model"] == "human"
        assert records[0]["solve"]["success"] and records[0]["trial"] == 0
    finally:
        platform.close()


def test_two_participants_in_two_browsers_at_once(driver, tmp_path, monkeypatch):
    second = chrome()
    try:
        with _short_study(
            tmp_path, ["--trials", "2", "--completion-code", CODE], monkeypatch
        ) as base:
            out = tmp_path / "study"
            lookup = MazeLookup(out / "human.sqlite3", out, 1)
            people = {
                "erin": Participant(driver, base, lookup, tmp_path / "erin"),
                "finn": Participant(second, base, lookup, tmp_path / "finn"),
            }
            logs: dict[str, list] = {pid: [] for pid in people}
            errors: list[BaseException] = []
            barrier = threading.Barrier(2)

            def take_part(pid: str) -> None:
                p = people[pid]
                try:
                    p.open(pid)
                    barrier.wait(timeout=30)  # both pages open, then both play at once
                    p.consent()
                    for _ in range(2):
                        t = p.trial()
                        logs[pid].append(
                            p.play(shape_answer(_maze_file(lookup, pid, t["position"])))
                        )
                    assert p.finish().endswith(CODE)
                except BaseException as exc:  # reported below
                    errors.append(exc)

            threads = [threading.Thread(target=take_part, args=(pid,)) for pid in people]
            for t in threads:
                t.start()
            for t in threads:
                t.join(timeout=120)
            assert not errors, errors
        records = _export(out)
        assert len(records) == 4
        numbers = {"erin": None, "finn": None}
        for pid, trials in logs.items():
            for log in trials:
                file = _maze_file(lookup, pid, log.position)
                mine = [
                    r for r in records
                    if r["maze_file"] == file and r["encoding"] == log.condition
                    and _transcript(out, r)["participant"] == pid
                ]  # fmt: skip
                assert len(mine) == 1, (pid, log)
                events = _transcript(out, mine[0])["events"]
                assert [e["data"]["cell"] for e in events if e["kind"] == "move"] == log.moves
                assert mine[0]["solve"]["success"] and mine[0]["generate"]["success"]
                numbers[pid] = mine[0]["trial"]
        assert sorted(numbers.values()) == [0, 1]  # two people, two participant numbers
    finally:
        second.quit()


def test_a_move_whose_answer_is_lost_is_made_once(server, driver, tmp_path):
    """The page resends a move whose answer never came: the server sees the same move
    number twice and makes the move once; the person plays on as if nothing happened."""
    import sqlite3

    base, lookup, out = server
    p = Participant(driver, base, lookup, tmp_path / "shots")
    p.open("flaky")
    p.consent()
    driver.execute_script(
        """
        window.lostAnswers = 0;
        const realFetch = window.fetch;
        window.fetch = async (url, options) => {
          const response = await realFetch(url, options);
          if (String(url).endsWith("/api/move") && window.lostAnswers === 0) {
            window.lostAnswers += 1;
            throw new TypeError("the answer was lost on the way");
          }
          return response;
        };
        """
    )
    path = p.path()
    p.walk(path[:1])
    assert driver.execute_script("return window.lostAnswers;") == 1
    assert p.trial()["solve"]["moves"] == 1 and not p.visible("error")
    p.walk(path[1:])
    assert p.trial()["solve"]["success"] is True
    with sqlite3.connect(out / "human.sqlite3") as db:
        (moves,) = db.execute(
            "SELECT moves FROM trials WHERE participant_id = 'flaky' AND position = 0"
        ).fetchone()
        (events,) = db.execute(
            "SELECT COUNT(*) FROM events WHERE participant_id = 'flaky' AND kind = 'move'"
        ).fetchone()
    assert json.loads(moves) == [list(cell) for cell in path] and events == len(path)


def test_a_diagonal_key_in_a_4_directional_maze_fails_as_a_models_move(
    driver, tmp_path, monkeypatch
):
    """The page sends a diagonal key whatever the maze; in a 4-directional maze the server
    refuses it as the models' parser does (``not_allowed``), the solve phase ends, the page says
    why, and the exported record is the record a model's trial with the same reply gets."""
    from agents.llm.offline import ReplayClient
    from experiments.human.trial import move_reply
    from experiments.maze.trial import run_trial

    with _short_study(tmp_path, ["--trials", "3", "--completion-code", CODE], monkeypatch) as base:
        out = tmp_path / "study"
        lookup = MazeLookup(out / "human.sqlite3", out, 1)
        p = Participant(driver, base, lookup, tmp_path / "shots")
        p.open("gus")
        p.consent()
        played = {}
        for _ in range(3):
            t = p.trial()
            if t["connectivity"] != 4 or played:
                p.play(shape_answer(_maze_file(lookup, "gus", t["position"])))
                continue
            p.wait(lambda: p.visible("solve-panel"), "the solve phase")
            assert "no diagonal steps" in p.text("phase-help")
            start = t["solve"]["position"]
            p.press("e")  # up and right
            p.wait(lambda: p.visible("solve-next"), "the diagonal's outcome")
            solve = p.trial()["solve"]
            assert solve["failure"] == "invalid_move" and solve["invalid_reason"] == "not_allowed"
            assert solve["moves"] == 1 and solve["position"] == start
            assert "allows no diagonal steps" in p.text("solve-outcome")
            p.shot("diagonal")
            p.driver.find_element("id", "solve-next").click()
            p.recognize("square")
            maze = lookup.maze("gus", t["position"])
            p.generate(maze.codes().tolist())
            played[_maze_file(lookup, "gus", t["position"])] = (maze, [start[0] - 1, start[1] + 1])
        assert p.finish().endswith(CODE)
    assert played, "no 4-directional maze among the three"
    records = {r["maze_file"]: r for r in _export(out)}
    for maze_file, (maze, cell) in played.items():
        record = records[maze_file]["solve"]
        model = run_trial(
            ReplayClient([move_reply(cell), "square", "nothing"]), maze, "matrix"
        ).solve
        for key in ("success", "failure", "invalid_reason", "moves", "valid_moves"):
            assert record[key] == model[key], (key, record, model)
        assert model["invalid_reason"] == "not_allowed" and model["failure"] == "invalid_move"
