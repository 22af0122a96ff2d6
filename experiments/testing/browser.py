"""Test tooling for the human study: the real server in a subprocess and a scripted participant
in a real headless browser (Selenium driving the system's Chromium and chromedriver).

Nothing here is downloaded at run time: :func:`find_browser` looks for the system packages
(Debian's ``chromium`` and ``chromium-driver``; ``SRG_CHROMIUM`` / ``SRG_CHROMEDRIVER`` point at
others) and says why when they are missing, so tests can skip with that reason. Used by
``tests/experiments/test_human_browser.py`` and the docs test (docs/human-study.md).

The participant only does what a person can: it reads the page, presses keys, clicks and types.
It is told the shortest path by the test (:class:`MazeLookup` reads the study's database and
maze folder, as a person reads the maze on the screen).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from envs.maze_nav.constants import MAX_MOVES
from envs.maze_nav.logic import Cell, Maze, shortest_path

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
DRIVER_NAMES = ("chromedriver",)
APT_HINT = "apt-get install -y chromium chromium-driver"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"

# Keys the page maps to moves (static/app.js, DIRS): [row delta, col delta] -> key.
KEYS = {
    (-1, 0): "ArrowUp", (1, 0): "ArrowDown", (0, -1): "ArrowLeft", (0, 1): "ArrowRight",
    (-1, -1): "q", (-1, 1): "e", (1, -1): "z", (1, 1): "c",
}  # fmt: skip


def _which(env_name: str, names: Sequence[str]) -> str | None:
    given = os.environ.get(env_name)
    if given:
        return given if Path(given).is_file() and os.access(given, os.X_OK) else None
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    return None


def find_browser() -> tuple[str, str] | str:
    """``(chromium, chromedriver)`` paths, or the reason the browser tests cannot run."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[dev]')"
    chromium = _which("SRG_CHROMIUM", CHROMIUM_NAMES)
    driver = _which("SRG_CHROMEDRIVER", DRIVER_NAMES)
    missing = [n for n, p in (("chromium", chromium), ("chromedriver", driver)) if p is None]
    if missing:
        return f"no {' and no '.join(missing)} found on PATH (install: {APT_HINT})"
    return chromium, driver  # type: ignore[return-value]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def http_get(url: str, timeout: float = 5.0, headers: dict[str, str] | None = None) -> bytes:
    """GET without any proxy (the server is on the loopback interface)."""
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    request = urllib.request.Request(url, headers=headers or {})
    with opener.open(request, timeout=timeout) as response:
        return response.read()


@contextlib.contextmanager
def serve(
    args: Sequence[str], cwd: Path, env: dict[str, str] | None = None, timeout: float = 60.0
) -> Iterator[str]:
    """Run ``python -m experiments human serve ARGS --port P`` until the block ends; yields the
    base URL once the page answers. The server's output is in ``cwd/serve.log``."""
    with serve_process(args, cwd, env, timeout) as (base, _):
        yield base


@contextlib.contextmanager
def serve_process(
    args: Sequence[str],
    cwd: Path,
    env: dict[str, str] | None = None,
    timeout: float = 60.0,
    command: Sequence[str] = ("human", "serve"),
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """:func:`serve`, yielding the base URL and the server's process (to read its memory).
    ``command`` is the ``python -m experiments`` sub-command that serves (``("audit",)`` for the
    verdict audit)."""
    port = free_port()
    argv = [sys.executable, "-m", "experiments", *command, *args, "--port", str(port)]
    log_path = Path(cwd) / "serve.log"
    with open(log_path, "wb") as log:
        process = subprocess.Popen(argv, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT)
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + timeout
            while True:
                if process.poll() is not None:
                    raise RuntimeError(
                        f"serve exited with {process.returncode}: {log_path.read_text()[-2000:]}"
                    )
                try:
                    http_get(base + "/", timeout=1.0)
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        raise RuntimeError(f"serve did not answer in {timeout}s") from None
                    time.sleep(0.1)
            yield base, process
        finally:
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def chrome(size: tuple[int, int] = (1200, 1300)) -> Any:
    """A headless Chromium driven by the system chromedriver (never Selenium Manager)."""
    found = find_browser()
    if isinstance(found, str):
        raise RuntimeError(found)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium, driver = found
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in (
        "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
        "--no-proxy-server", "--disable-extensions", f"--window-size={size[0]},{size[1]}",
    ):  # fmt: skip
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(executable_path=driver), options=options)


def fresh_tab(driver: Any) -> Any:
    """``driver`` as a new participant finds it: one new tab (no ``sessionStorage``), the other
    tabs closed, no cookies (so no session of an earlier participant). Lets one browser serve
    many tests; two participants at once still need two browsers (cookies are per browser)."""
    driver.switch_to.new_window("tab")
    keep = driver.current_window_handle
    for handle in list(driver.window_handles):
        if handle != keep:
            driver.switch_to.window(handle)
            driver.close()
    driver.switch_to.window(keep)
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
    return driver


@dataclass
class MazeLookup:
    """The maze of a participant's current trial, read from the study's database and mazes
    (the server keeps them; the test reads them as a person reads the screen)."""

    db: Path
    mazes: Path
    """The folder the maze files' paths are relative to (the study's ``--out``)."""
    seed: int = 0
    max_moves: int = MAX_MOVES

    def maze_file(self, participant: str, position: int) -> str:
        """The maze file of a participant's trial (``"practice"`` for the practice maze)."""
        with contextlib.closing(sqlite3.connect(self.db)) as conn:
            row = conn.execute(
                "SELECT maze_file FROM trials WHERE participant_id = ? AND position = ?",
                (participant, position),
            ).fetchone()
        if row is None:
            raise LookupError(f"participant {participant!r} has no trial {position}")
        return str(row[0])

    def maze(self, participant: str, position: int) -> Maze:
        from experiments.human.schedule import practice_maze
        from experiments.maze.mazes import load_maze_file

        maze_file = self.maze_file(participant, position)
        if maze_file == "practice":
            return practice_maze(self.seed, self.max_moves)
        return load_maze_file(self.mazes / maze_file, Path(maze_file).parent.name)


@dataclass
class TrialLog:
    """What the scripted participant did in one trial (compared with the export)."""

    position: int
    condition: str
    moves: list[list[int]]
    answer: str
    grid: list[list[int]]
    screenshots: list[Path] = field(default_factory=list)


class Participant:
    """A scripted person on the participant page.

    Args:
        driver: a Selenium WebDriver (:func:`chrome`).
        base: the server's base URL.
        lookup: where the test reads each trial's maze.
        shots: folder for one screenshot per phase.
        timeout: seconds to wait for the page to react to one action.
    """

    def __init__(
        self, driver: Any, base: str, lookup: MazeLookup, shots: Path, timeout: float = 15.0
    ) -> None:
        self.driver = driver
        self.base = base
        self.lookup = lookup
        self.shots = Path(shots)
        self.shots.mkdir(parents=True, exist_ok=True)
        self.timeout = timeout
        self.screenshots: list[Path] = []
        self.pid = ""

    # -- reading the page ------------------------------------------------------------------------

    def state(self) -> dict[str, Any] | None:
        """The page's own copy of the server's answer (``state`` in static/app.js)."""
        return self.driver.execute_script("return (typeof state === 'undefined') ? null : state;")

    def wait(self, predicate: Any, what: str) -> Any:
        deadline = time.monotonic() + self.timeout
        while True:
            value = predicate()
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"timed out waiting for {what}; page state: {json.dumps(self.state())[:800]}; "
                    f"error box: {self.text('error')!r}; console: {self.console()}"
                )
            time.sleep(0.03)

    def visible(self, element_id: str) -> bool:
        elements = self.driver.find_elements("id", element_id)
        return bool(elements) and elements[0].is_displayed()

    def text(self, element_id: str) -> str:
        elements = self.driver.find_elements("id", element_id)
        return elements[0].text if elements else ""

    def console(self) -> list[str]:
        """Browser console messages (errors the page's script raised)."""
        return [e["message"] for e in self.driver.get_log("browser")]

    def idle(self) -> bool:
        return bool(self.driver.execute_script("return !busy && queue.length === 0;"))

    def shot(self, name: str) -> Path:
        path = self.shots / f"{len(self.screenshots):02d}_{name}.png"
        assert self.driver.save_screenshot(str(path)), path
        self.screenshots.append(path)
        return path

    # -- acting ----------------------------------------------------------------------------------

    def open(self, participant: str, **params: str) -> dict[str, Any]:
        from urllib.parse import urlencode

        self.pid = participant
        self.driver.get(f"{self.base}/?{urlencode({'participant': participant, **params})}")
        return self.wait(lambda: self.state() and self.idle() and self.state(), "the first state")

    def reload(self) -> dict[str, Any]:
        self.driver.refresh()
        return self.wait(lambda: self.state() and self.idle() and self.state(), "the reload")

    def consent(self) -> dict[str, Any]:
        self.wait(lambda: self.visible("consent"), "the consent page")
        self.shot("consent")
        self.driver.find_element("id", "agree").click()
        return self.wait(lambda: self.visible("trial") and self.state(), "the first trial")

    def press(self, key: str) -> None:
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        special = {"ArrowUp": Keys.ARROW_UP, "ArrowDown": Keys.ARROW_DOWN,
                   "ArrowLeft": Keys.ARROW_LEFT, "ArrowRight": Keys.ARROW_RIGHT}  # fmt: skip
        ActionChains(self.driver).send_keys(special.get(key, key)).perform()

    def click_cell(self, cell: Cell) -> None:
        """Click a cell of the maze picture (the image condition's way to move by mouse)."""
        from selenium.webdriver.common.action_chains import ActionChains

        t = self.trial()
        lay = t["layout"]
        img = self.driver.find_element("id", "picture")
        self.wait(
            lambda: self.driver.execute_script(
                "const i = document.getElementById('picture'); return i.complete && i.clientWidth;"
            ),
            "the maze picture",
        )
        width = self.driver.execute_script("return document.getElementById('picture').clientWidth;")
        scale = width / lay["width"]
        x = (lay["x0"] + (cell[1] + 0.5) * lay["cell"]) * scale - width / 2
        y = (lay["y0"] + (cell[0] + 0.5) * lay["cell"]) * scale - img.size["height"] / 2
        ActionChains(self.driver).move_to_element_with_offset(img, int(x), int(y)).click().perform()

    def turn(self, square: int, clockwise: bool) -> dict[str, Any]:
        """Click a square of the puzzle picture (shift-click: counter-clockwise); waits for the
        server's answer."""
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        puzzle = self.wait(lambda: self.visible("puzzle") and (self.state() or {}).get("puzzle"),
                           "the puzzle")  # fmt: skip
        self.wait(
            lambda: self.driver.execute_script(
                "const i = document.getElementById('puzzle-picture');"
                "return i.complete && i.clientWidth;"
            ),
            "the puzzle picture",
        )
        img = self.driver.find_element("id", "puzzle-picture")
        width = self.driver.execute_script(
            "return document.getElementById('puzzle-picture').clientWidth;"
        )
        lay = puzzle["layout"]
        scale = width / lay["width"]
        x0, y0, x1, y1 = lay["boxes"][square]
        x = (x0 + x1) / 2 * scale - width / 2
        y = (y0 + y1) / 2 * scale - img.size["height"] / 2
        chain = ActionChains(self.driver)
        if not clockwise:
            chain = chain.key_down(Keys.SHIFT)
        chain = chain.move_to_element_with_offset(img, int(x), int(y)).click()
        if not clockwise:
            chain = chain.key_up(Keys.SHIFT)
        chain.perform()
        before = (puzzle["position"], puzzle["turns"])

        def answered() -> dict[str, Any] | None:
            s = self.state() or {}
            p = s.get("puzzle")
            if self.idle() and (p is None or (p["position"], p["turns"]) != before):
                return s
            return None

        return self.wait(answered, f"the turn of square {square}")

    def trial(self) -> dict[str, Any]:
        s = self.state()
        assert s and s.get("trial"), s
        return s["trial"]

    def path(self) -> list[Cell]:
        t = self.trial()
        maze = self.lookup.maze(self.pid, t["position"])
        start = tuple(t["solve"]["position"])
        return shortest_path(maze.corridors, start, maze.goal, maze.connectivity)[1:]  # type: ignore[arg-type]

    def walk(self, cells: Sequence[Cell], wait_each: bool = True) -> list[list[int]]:
        """Press the key of each step (waiting for each answer, or all at once as a fast typist
        does); returns the moves pressed once the page has sent them all."""
        t = self.trial()
        first = t["solve"]["moves"]
        r, c = t["solve"]["position"]
        for i, cell in enumerate(cells):
            self.press(KEYS[(cell[0] - r, cell[1] - c)])
            r, c = cell
            if wait_each:
                self.wait(
                    lambda n=first + i + 1: self.idle() and self.trial()["solve"]["moves"] >= n,
                    f"the move to {cell}",
                )
        self.wait(
            lambda: self.idle() and self.trial()["solve"]["moves"] >= first + len(cells),
            f"{len(cells)} moves",
        )
        return [list(cell) for cell in cells]

    def solve(self) -> tuple[dict[str, Any], list[list[int]]]:
        """Walk the shortest path by keyboard, see the outcome, continue."""
        t = self.wait(lambda: self.visible("solve-panel") and self.trial(), "the solve phase")
        moves = self.walk(self.path())
        self.wait(lambda: self.visible("solve-next"), "the solve outcome")
        self.shot(f"p{t['position']}_solve_{t['condition']}")
        self.driver.find_element("id", "solve-next").click()
        return self.trial(), moves

    def recognize(self, answer: str) -> dict[str, Any]:
        t = self.wait(
            lambda: self.visible("recognize-panel") and self.trial(), "the recognize phase"
        )
        box = self.driver.find_element("id", "answer")
        box.clear()
        box.send_keys(answer)
        self.shot(f"p{t['position']}_recognize_{t['condition']}")
        self.driver.find_element("id", "recognize-send").click()
        return self.wait(
            lambda: self.idle() and self.trial()["phase"] == "generate" and self.trial(),
            "the generate phase",
        )

    def draw(self, grid: Sequence[Sequence[int]]) -> None:
        """Click the cells that differ from ``grid`` with the wall or empty tool, then place P
        and G (the page's radio buttons choose the tool)."""
        current = self.drawn()
        for code in (0, 1, 2, 3):
            cells = [
                (r, c)
                for r, row in enumerate(grid)
                for c, v in enumerate(row)
                if v == code and (code >= 2 or current[r][c] != code)
            ]
            if not cells:
                continue
            self.driver.find_element("css selector", f"input[name=tool][value='{code}']").click()
            for r, c in cells:
                self.driver.find_element("id", f"cell-{r}-{c}").click()

    def drawn(self) -> list[list[int]]:
        return self.driver.execute_script("return drawn;")

    def generate(self, grid: Sequence[Sequence[int]]) -> dict[str, Any]:
        t = self.wait(lambda: self.visible("generate-panel") and self.trial(), "the generate phase")
        self.draw(grid)
        assert self.drawn() == [list(row) for row in grid], self.drawn()
        self.shot(f"p{t['position']}_generate_{t['condition']}")
        before = t["position"]
        self.driver.find_element("id", "generate-send").click()

        def moved_on() -> dict[str, Any] | None:
            s = self.state() or {}
            if not self.idle():
                return None
            if s.get("stage") == "done" or s.get("trial", {}).get("position") != before:
                return s
            return None

        return self.wait(moved_on, "the next trial")

    def play(self, answer: str) -> TrialLog:
        """One whole trial: solve by keyboard, answer, draw the maze with P and G swapped."""
        t = self.trial()
        maze = self.lookup.maze(self.pid, t["position"])
        _, moves = self.solve()
        self.recognize(answer)
        grid = maze.codes().tolist()
        (sr, sc), (gr, gc) = maze.start, maze.goal
        grid[sr][sc], grid[gr][gc] = 3, 2
        self.generate(grid)
        return TrialLog(t["position"], t["condition"], moves, answer, grid)

    def finish(self) -> str:
        self.wait(lambda: self.visible("done"), "the completion page")
        self.shot("done")
        return self.text("completion")


def shape_answer(maze_file: str) -> str:
    """The right recognition answer for a maze file of the model study's layout."""
    return Path(maze_file).parent.name
