"""Shared pieces of the human-study tests: a maze folder, a study, a scripted participant."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from envs.maze_nav.logic import shortest_path
from experiments.human.app import create_app
from experiments.human.cli import open_study
from experiments.human.study import HumanStudySettings
from experiments.maze.mazes import build_maze_set


def maze_folder(root: Path) -> Path:
    """Three 5x5 mazes (square, cross, spiral) in the model study's layout."""
    build_maze_set(root, shapes=["square", "cross", "spiral"], sizes=[5], mazes_per_shape=1, seed=3)
    return root / "experiment_mazes"


def make_study(tmp: Path, db: str | None = None, **kwargs: Any) -> Any:
    out = tmp / "study"
    mazes = maze_folder(tmp / "source")
    return open_study(out, mazes, db, HumanStudySettings(seed=1, trials=0, max_moves=16), **kwargs)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[Any]:
    """One temporary PostgreSQL server for the session (system binaries, loopback, a password).

    Skipped with the reason in pytest's summary when none can be started; on CI (``CI`` set)
    that fails instead, since ``.ci/run`` installs the system package.
    """
    from experiments.testing.postgres import TemporaryPostgres, unavailable_reason

    reason = unavailable_reason()
    if reason is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the PostgreSQL tests: {reason}")
        print(f"\nPostgreSQL tests skipped: {reason}")
        pytest.skip(f"no PostgreSQL server: {reason}")
    with TemporaryPostgres() as server:
        yield server


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest) -> str | None:
    """The ``--db`` of a test run on both databases: None (SQLite in the study's folder) or a
    fresh database on the session's PostgreSQL server."""
    if request.param == "sqlite":
        return None
    return request.getfixturevalue("postgres_server").create_database()


def client(study: Any) -> Any:
    from starlette.testclient import TestClient

    return TestClient(create_app(study))


def start(c: Any, pid: str, **params: str) -> dict[str, Any]:
    r = c.post("/api/start", json={"params": {"participant": pid, **params}, "client_ts": 1.0})
    assert r.status_code == 200, r.text
    return r.json()


def solve_path(study: Any, trial: dict[str, Any]) -> list[tuple[int, int]]:
    maze = study.maze_of({"maze_file": _file_of(study, trial)})
    return shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)[1:]


def _file_of(study: Any, trial: dict[str, Any]) -> str:
    with study.store.transaction(write=False) as tx:
        row = tx.one(
            "SELECT maze_file FROM trials WHERE position = ? AND participant_id = ?",
            trial["position"], trial["pid"],
        )  # fmt: skip
    return row["maze_file"]


def play_trial(c: Any, study: Any, state: dict[str, Any], answer: str = "SHAPE: square") -> Any:
    """Solve by the shortest path, answer, draw the maze's own grid with P and G swapped."""
    trial = dict(state["trial"], pid=state["participant"])
    pos = trial["position"]
    for n, cell in enumerate(solve_path(study, trial), 1):
        state = c.post("/api/move", json={"position": pos, "move": n, "cell": list(cell)}).json()
    assert state["trial"]["phase"] == "recognize", state
    state = c.post("/api/recognize", json={"position": pos, "answer": answer}).json()
    maze = study.maze_of({"maze_file": _file_of(study, trial)})
    grid = maze.codes().tolist()
    (sr, sc), (gr, gc) = maze.start, maze.goal
    grid[sr][sc], grid[gr][gc] = 3, 2
    r = c.post("/api/generate", json={"position": pos, "grid": grid, "client_ts": 5.0})
    assert r.status_code == 200, r.text
    return r.json()
