"""The participant's path, server side: start or resume, consent, the trials' three phases.

Each method is one database transaction that checks the request against the stored state
(whose turn it is, which phase), applies it, stores an event with the server's and the
browser's timestamps, and commits before the answer goes back. Errors are
:class:`HumanError` with the HTTP status the app sends and a message that names the field,
the value and what is allowed.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping, Sequence
from typing import Any

from envs.maze_nav.logic import Maze
from experiments.human import CONDITIONS
from experiments.human.checks import (
    HumanError,
    answer_text,
    client_ts,
    drawn_grid,
    integer,
    move_cell,
    refused,
)
from experiments.human.events import browser_event, store_event
from experiments.human.participants import participant_id, session_of_key, session_sha256
from experiments.human.schedule import assign, practice_maze
from experiments.human.settings import HumanStudySettings
from experiments.human.storage import Store, Tx
from experiments.human.trial import frame_png, replay, solve_state
from experiments.human.views import puzzle_view, trial_view
from experiments.maze.mazes import MazeEntry

PRACTICE_FILE = "practice"


class HumanStudy:
    """One running study: its store, mazes and settings.

    Args:
        store: the database.
        mazes: the study's mazes (:func:`experiments.human.schedule.load_study_mazes`).
        settings: seed, trials per participant (0: every maze), move limit, practice maze.
        completion_code: shown on the last page.
        completion_url: where the last page sends the participant (a platform's link).
    """

    def __init__(
        self,
        store: Store,
        mazes: Sequence[MazeEntry],
        settings: HumanStudySettings,
        completion_code: str | None = None,
        completion_url: str | None = None,
        puzzles: Sequence[Any] = (),
    ) -> None:
        from experiments.human.puzzles import default_max_turns

        self.store = store
        self.puzzle_entries = list(puzzles)
        self.puzzles = {e.relpath: e for e in self.puzzle_entries}
        settings.puzzles = len(self.puzzle_entries)
        settings.max_turns = settings.max_turns or default_max_turns()
        self.mazes = {e.relpath: e for e in mazes}
        self.entries = list(mazes)
        if settings.trials == 0:
            settings.trials = len(self.entries)
        self.settings = settings
        self.practice = practice_maze(settings.seed, settings.max_moves)
        self.completion_code = completion_code
        self.completion_url = completion_url
        assign(0, self.entries, settings.seed, settings.trials)  # checks --trials up front
        self.ladder = None
        if settings.adaptive is not None:  # the ladder in place of the schedule
            from experiments.human.adaptive import HumanLadder

            shapes = list(dict.fromkeys(e.shape for e in self.entries))
            self.ladder = HumanLadder(
                settings.adaptive, settings.adaptive_trials, settings.seed, shapes,
                settings.max_moves,
            )  # fmt: skip
            self.mazes.update(self.ladder.entries)
        store.claim_settings(settings.as_dict(self.entries))

    # -- participants ------------------------------------------------------------------------

    def start(
        self,
        params: Mapping[str, Any],
        token: str | None,
        ts: float | None,
        key: str | None = None,
    ) -> tuple[str, str | None]:
        """Start (or resume) the link's participant; returns its id and a new session token
        (None when resuming with the right one).

        ``key`` is the page's random start key (kept in the tab's ``sessionStorage``); the session
        token is derived from it, so a start whose answer (and cookie) was lost, sent again with
        the same key, gets the same session instead of "already started in another browser".
        """
        pid, source = participant_id(params)
        with self.store.transaction() as tx:
            tx.lock_starts()  # the new participant's number counts the rows already there
            row = tx.one("SELECT * FROM participants WHERE id = ?", pid)
            if row is not None:
                tokens = [t for t in (token, key and session_of_key(key, pid)) if t]
                matched = next((t for t in tokens if secrets.compare_digest(
                    row["session_sha256"], session_sha256(t))), None)  # fmt: skip
                if matched is not None:
                    tx.event(pid, None, "resume", {}, ts)
                    # The cookie again when it was the key that matched (its answer was lost).
                    return pid, (None if matched == token else matched)
                raise HumanError(
                    409,
                    f"participant={pid!r} has already started in another browser; allowed: "
                    "continue in that browser (ask the researcher if you cannot)",
                )
            number = int(tx.one("SELECT COUNT(*) AS n FROM participants")["n"])
            new_token = session_of_key(key, pid) if key is not None else secrets.token_urlsafe(32)
            tx.run(
                "INSERT INTO participants (id, number, session_sha256, source, created_at) "
                "VALUES (?, ?, ?, ?, ?)",
                pid, number, session_sha256(new_token), json.dumps(source), tx.now,
            )  # fmt: skip
            if self.ladder is not None:  # one trial now, the next when it is done
                first = self.ladder.next_file([])
                rows = [(first, CONDITIONS[number % len(CONDITIONS)], 0)]
            else:
                plan = assign(number, self.entries, self.settings.seed, self.settings.trials)
                rows = [(a.entry.relpath, a.condition, 0) for a in plan]
            if self.settings.practice:
                rows.insert(0, (PRACTICE_FILE, rows[0][1], 1))
            for position, (maze_file, condition, practice) in enumerate(rows):
                tx.run(
                    "INSERT INTO trials (participant_id, position, practice, maze_file, "
                    "condition, phase) VALUES (?, ?, ?, ?, ?, 'solve')",
                    pid, position, practice, maze_file, condition,
                )  # fmt: skip
            # The puzzle block: every puzzle, the order turned by one per participant.
            n = len(self.puzzle_entries)
            for position in range(n):
                entry = self.puzzle_entries[(position + number) % n]
                tx.run(
                    "INSERT INTO puzzle_trials (participant_id, position, puzzle_file, phase) "
                    "VALUES (?, ?, ?, 'solve')",
                    pid, position, entry.relpath,
                )  # fmt: skip
            tx.event(pid, None, "start", {"number": number, "source": source}, ts)
            return pid, new_token

    def _participant(self, tx: Tx, token: str | None) -> dict[str, Any]:
        if token:
            # A writer locks the participant's row: one person's requests take turns.
            row = tx.one(
                "SELECT * FROM participants WHERE session_sha256 = ?" + tx.for_update,
                session_sha256(token),
            )
            if row is not None:
                return row
        raise HumanError(403, "no study session in this browser; open the study link again")

    def maze_of(self, trial: Mapping[str, Any]) -> Maze:
        if trial["maze_file"] == PRACTICE_FILE:
            return self.practice
        return self.mazes[trial["maze_file"]].maze

    def _current(self, tx: Tx, pid: str) -> dict[str, Any] | None:
        return tx.one(
            "SELECT * FROM trials WHERE participant_id = ? AND phase != 'done' "
            "ORDER BY position LIMIT 1",
            pid,
        )

    def _consented(self, participant: Mapping[str, Any]) -> None:
        if participant["consent_at"] is None:
            raise HumanError(409, "consent first; allowed: POST /api/consent")

    def _checked_trial(
        self, tx: Tx, participant: Mapping[str, Any], body: Mapping[str, Any], phase: str
    ) -> dict[str, Any]:
        self._consented(participant)
        position = integer(body, "position")
        trial = self._current(tx, participant["id"])
        if trial is None or trial["position"] != position:
            current = "none (the study is finished)" if trial is None else trial["position"]
            raise refused("position", position, f"the current trial, {current}", 409)
        if trial["phase"] != phase:
            raise HumanError(409, f"trial {position} is in its {trial['phase']} phase, not {phase}")
        return trial

    def _row_at(self, tx: Tx, pid: str, table: str, position: Any) -> dict[str, Any] | None:
        """The participant's row of ``table`` at ``position`` (None when there is none)."""
        assert table in ("trials", "puzzle_trials")
        if isinstance(position, bool) or not isinstance(position, int):
            return None  # the ordinary checks name the bad value
        return tx.one(
            f"SELECT * FROM {table} WHERE participant_id = ? AND position = ?", pid, position
        )

    # -- actions -------------------------------------------------------------------------------

    def state(self, token: str | None) -> dict[str, Any]:
        with self.store.transaction(write=False) as tx:
            participant = self._participant(tx, token)
            return self._state(tx, participant)

    def consent(self, token: str | None, ts: float | None) -> dict[str, Any]:
        with self.store.transaction() as tx:
            participant = self._participant(tx, token)
            if participant["consent_at"] is None:
                tx.run(
                    "UPDATE participants SET consent_at = ? WHERE id = ?", tx.now, participant["id"]
                )
                tx.event(participant["id"], None, "consent", {}, ts)
                participant["consent_at"] = tx.now
            return self._state(tx, participant)

    def move(self, token: str | None, body: Mapping[str, Any]) -> dict[str, Any]:
        """One move: ``{"position", "move", "cell"}``, ``move`` the move's number in the trial
        (1 for the first). A number already made is a repeat (a retry after a lost answer, a
        second click): it changes nothing and gets the current state."""
        ts = client_ts(body)
        cell = move_cell(body)
        number = integer(body, "move", 1, 10**6)
        with self.store.transaction() as tx:
            participant = self._participant(tx, token)
            self._consented(participant)
            row = self._row_at(tx, participant["id"], "trials", body.get("position"))
            if row is not None and number <= len(json.loads(row["moves"])):
                return self._state(tx, participant)
            trial = self._checked_trial(tx, participant, body, "solve")
            moves = [*json.loads(trial["moves"]), cell]
            if number != len(moves):
                raise refused("move", number, f"the next move's number, {len(moves)}", 409)
            maze = self.maze_of(trial)
            state = solve_state(maze, moves, self.settings.max_moves)
            phase = "recognize" if state.done else "solve"
            started = trial["started_at"] or tx.now
            tx.run(
                "UPDATE trials SET moves = ?, phase = ?, started_at = ? "
                "WHERE participant_id = ? AND position = ?",
                json.dumps(moves), phase, started, participant["id"], trial["position"],
            )  # fmt: skip
            tx.event(
                participant["id"], trial["position"], "move",
                {"cell": cell, "invalid_reason": state.invalid_reason, "done": state.done}, ts,
            )  # fmt: skip
            return self._state(tx, participant)

    def recognize(self, token: str | None, body: Mapping[str, Any]) -> dict[str, Any]:
        ts = client_ts(body)
        answer = answer_text(body)
        with self.store.transaction() as tx:
            participant = self._participant(tx, token)
            self._consented(participant)
            row = self._row_at(tx, participant["id"], "trials", body.get("position"))
            if row is not None and row["answer"] is not None:  # answered: a repeat
                return self._state(tx, participant)
            trial = self._checked_trial(tx, participant, body, "recognize")
            tx.run(
                "UPDATE trials SET answer = ?, phase = 'generate' "
                "WHERE participant_id = ? AND position = ?",
                answer, participant["id"], trial["position"],
            )  # fmt: skip
            tx.event(participant["id"], trial["position"], "recognize", {"answer": answer}, ts)
            return self._state(tx, participant)

    def generate(self, token: str | None, body: Mapping[str, Any]) -> dict[str, Any]:
        ts = client_ts(body)
        with self.store.transaction() as tx:
            participant = self._participant(tx, token)
            self._consented(participant)
            row = self._row_at(tx, participant["id"], "trials", body.get("position"))
            if row is not None and row["phase"] == "done":  # sent already: a repeat
                return self._state(tx, participant)
            trial = self._checked_trial(tx, participant, body, "generate")
            maze = self.maze_of(trial)
            grid = drawn_grid(body.get("grid"), maze.size)
            result = replay(
                maze,
                trial["condition"],
                json.loads(trial["moves"]),
                trial["answer"] or "",
                grid,
                self.settings.max_moves,
            )
            phases = {"solve": result.solve, "recognize": result.recognize,
                      "generate": result.generate}  # fmt: skip
            pid, position = participant["id"], trial["position"]
            tx.run(
                "UPDATE trials SET grid = ?, result = ?, phase = 'done', finished_at = ? "
                "WHERE participant_id = ? AND position = ?",
                json.dumps(grid.tolist()), json.dumps(phases), tx.now, pid, position,
            )  # fmt: skip
            tx.event(pid, position, "generate", {"grid": grid.tolist()}, ts)
            if self.ladder is not None and not trial["practice"]:
                self._add_ladder_trial(tx, pid, trial)
            self._maybe_complete(tx, participant, ts)
            return self._state(tx, participant)

    def _add_ladder_trial(self, tx: Tx, pid: str, trial: Mapping[str, Any]) -> None:
        """After a ladder trial: the next one, at the level the procedure proposes."""
        assert self.ladder is not None
        done = tx.all(
            "SELECT maze_file, result FROM trials WHERE participant_id = ? AND practice = 0 "
            "AND phase = 'done' ORDER BY position",
            pid,
        )
        outcomes = [
            (self.ladder.levels[r["maze_file"]], bool(json.loads(r["result"])["solve"]["success"]))
            for r in done
        ]
        file = self.ladder.next_file(outcomes)
        if file is not None:
            tx.run(
                "INSERT INTO trials (participant_id, position, practice, maze_file, "
                "condition, phase) VALUES (?, ?, 0, ?, ?, 'solve')",
                pid, trial["position"] + 1, file, trial["condition"],
            )  # fmt: skip

    def _maybe_complete(self, tx: Tx, participant: dict[str, Any], ts: float | None) -> None:
        pid = participant["id"]
        if self._current(tx, pid) is None and self._current_puzzle(tx, pid) is None:
            tx.run("UPDATE participants SET completed_at = ? WHERE id = ?", tx.now, pid)
            tx.event(pid, None, "complete", {}, ts)
            participant["completed_at"] = tx.now

    def _current_puzzle(self, tx: Tx, pid: str) -> dict[str, Any] | None:
        return tx.one(
            "SELECT * FROM puzzle_trials WHERE participant_id = ? AND phase != 'done' "
            "ORDER BY position LIMIT 1",
            pid,
        )

    def rotate(self, token: str | None, body: Mapping[str, Any]) -> dict[str, Any]:
        """One click of the puzzle block: ``{"position", "turn", "square", "clockwise"}``,
        ``turn`` the click's number in the puzzle (1 for the first; a number already made is a
        repeat and gets the current state)."""
        from experiments.human.puzzles import puzzle_state, turn_limit_of

        ts = client_ts(body)
        clockwise = body.get("clockwise")
        if not isinstance(clockwise, bool):
            raise refused("clockwise", clockwise, "true (a click) or false (a shift-click)")
        number = integer(body, "turn", 1, 10**6)
        with self.store.transaction() as tx:
            participant = self._participant(tx, token)
            self._consented(participant)
            pid = participant["id"]
            done = self._row_at(tx, pid, "puzzle_trials", body.get("position"))
            if done is not None and number <= len(json.loads(done["turns"])):
                return self._state(tx, participant)
            position = integer(body, "position")
            if self._current(tx, pid) is not None:
                raise HumanError(409, "the maze trials come first; allowed: the current maze")
            row = self._current_puzzle(tx, pid)
            if row is None or row["position"] != position:
                current = "none (the block is finished)" if row is None else row["position"]
                raise refused("position", position, f"the current puzzle, {current}", 409)
            entry = self.puzzles[row["puzzle_file"]]
            square = integer(body, "square", 0, entry.state.num_squares - 1)
            limit = turn_limit_of(entry, self.settings.max_turns)
            turns = [*json.loads(row["turns"]), [square, int(clockwise)]]
            if number != len(turns):
                raise refused("turn", number, f"the next turn's number, {len(turns)}", 409)
            play = puzzle_state(entry.state, turns, limit)
            result = None
            if play.done:
                from experiments.human.puzzles import replay_puzzle

                result = json.dumps(replay_puzzle(entry, turns, limit).solve)
            tx.run(
                "UPDATE puzzle_trials SET turns = ?, phase = ?, result = ?, started_at = ?, "
                "finished_at = ? WHERE participant_id = ? AND position = ?",
                json.dumps(turns), "done" if play.done else "solve", result,
                row["started_at"] or tx.now, tx.now if play.done else None, pid, position,
            )  # fmt: skip
            tx.event(
                pid, None, "rotate",
                {"puzzle": position, "square": square, "clockwise": clockwise,
                 "done": play.done, "success": play.success}, ts,
            )  # fmt: skip
            if play.done:
                self._maybe_complete(tx, participant, ts)
            return self._state(tx, participant)

    def _shown_row(self, token: str | None, table: str, position: int) -> dict[str, Any] | None:
        """The participant's row at ``position`` of ``table`` (``trials`` or
        ``puzzle_trials``) once it has been shown: consent given and the participant at or past
        it (a later trial's picture is not served before its turn). None otherwise."""
        with self.store.transaction(write=False) as tx:
            participant = self._participant(tx, token)
            if participant["consent_at"] is None:
                return None
            pid = participant["id"]
            current = self._current(tx, pid)
            if table == "puzzle_trials":
                if current is not None:  # the maze trials come first
                    return None
                current = self._current_puzzle(tx, pid)
            if current is not None and position > current["position"]:
                return None
            return self._row_at(tx, pid, table, position)

    def puzzle_frame(self, token: str | None, position: int) -> bytes:
        """The picture of the participant's puzzle ``position`` as it now stands."""
        from experiments.human.puzzles import puzzle_png, puzzle_state, turn_limit_of

        row = self._shown_row(token, "puzzle_trials", position)
        if row is None:
            raise refused("position", position, "one of your puzzles shown so far", 404)
        entry = self.puzzles[row["puzzle_file"]]
        limit = turn_limit_of(entry, self.settings.max_turns)
        return puzzle_png(puzzle_state(entry.state, json.loads(row["turns"]), limit).state)

    def event(self, token: str | None, body: Mapping[str, Any]) -> None:
        ts = client_ts(body)
        kind, data = browser_event(body)
        with self.store.transaction() as tx:
            participant = self._participant(tx, token)
            store_event(tx, participant["id"], body, kind, data, ts)

    def frame(self, token: str | None, position: int) -> bytes:
        """The picture of the participant's trial ``position`` (the image condition only)."""
        trial = self._shown_row(token, "trials", position)
        if trial is None or trial["condition"] != "image":
            raise refused("position", position, "one of your trials shown so far as a picture", 404)
        maze = self.maze_of(trial)
        # The recognition and generation phases show the maze at its start, as for the models.
        moves = json.loads(trial["moves"]) if trial["phase"] == "solve" else []
        state = solve_state(maze, moves, self.settings.max_moves)
        return frame_png(maze, state.position)

    # -- the state the page shows ----------------------------------------------------------------

    def _state(self, tx: Tx, participant: Mapping[str, Any]) -> dict[str, Any]:
        pid = participant["id"]
        total = int(
            tx.one(
                "SELECT COUNT(*) AS n FROM trials WHERE participant_id = ? AND practice = 0", pid
            )["n"]
        )
        if self.ladder is not None:
            total = self.ladder.budget
        out: dict[str, Any] = {
            "participant": pid,
            "total": total,
            "max_moves": self.settings.max_moves,
        }
        if participant["consent_at"] is None:
            out["stage"] = "consent"
            return out
        trial = self._current(tx, pid)
        puzzle = self._current_puzzle(tx, pid) if trial is None else None
        if puzzle is not None:
            out["stage"] = "puzzle"
            entry = self.puzzles[puzzle["puzzle_file"]]
            out["puzzle"] = puzzle_view(
                tx, puzzle, entry, len(self.puzzle_entries), self.settings.max_turns
            )
            return out
        if trial is None:
            out["stage"] = "done"
            out["completion"] = {"code": self.completion_code, "url": self.completion_url}
            return out
        out["stage"] = "practice" if trial["practice"] else "trial"
        out["trial"] = trial_view(
            trial, self.maze_of(trial), self.settings.max_moves, self.settings.practice
        )
        return out
