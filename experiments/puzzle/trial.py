"""One rotation-puzzle trial: a model plays RotationPuzzle-v0 move by move.

:func:`run_puzzle_trial`: :class:`agents.llm.puzzle_chat.PuzzleChatEnv` turns the puzzle into
prompts; each reply is read as a square and a direction
(:func:`agents.llm.parsing.parse_rotation`). The game ends when the puzzle is solved (success),
on a reply that names no valid move (``invalid_move``, with the parser's reason, as in the maze
study) or when the turn limit runs out (``max_moves``). A client that gives up makes the trial
an ``error`` record. The puzzle set is :mod:`experiments.puzzle.puzzles`.

The record's ``strict`` is the strict verdict, as the maze phases have one: the puzzle was solved
and every reply ended with the prompt's line ``ROTATE: (row, col) clockwise`` (or
``counterclockwise``), read there only (:func:`agents.llm.parsing.strict_rotation`: the same
pipeline with normalising and choosing off), naming the move that was played; ``strict_reason`` is
``"format"`` when a reply did not, else the game's failure. Records written before the field
existed have no ``strict`` (:func:`envs.records.phase_strict` reads them as None).
"""

from __future__ import annotations

import hashlib
import threading
from collections import Counter
from collections.abc import Sequence
from typing import Any

from agents.base import ChatClient
from agents.llm.parsing import strict_rotation
from agents.llm.puzzle_chat import PuzzleChatEnv
from agents.llm.retry import ClientError
from envs.maze_nav.constants import OUT_OF_MOVES
from envs.records import FORMAT_REASON, PUZZLE_TASK, solve_result, trial_record
from envs.rotation_puzzle.env import RotationPuzzleEnv
from envs.rotation_puzzle.logic import PuzzleState
from experiments.engine.trial import Conversation, TrialResult
from experiments.maze.scoring.judge import judged_game
from experiments.puzzle.config import INVALID_MOVE_RULE, OBSERVATIONS, grid_name
from experiments.puzzle.puzzles import PuzzleEntry

# -- one trial -------------------------------------------------------------------------------------


def run_puzzle_trial(
    client: ChatClient,
    state: PuzzleState,
    observation: str,
    *,
    max_moves: int,
    stop: threading.Event | None = None,
    judge: ChatClient | None = None,
) -> TrialResult:
    """Play ``state`` with ``client`` until solved, an invalid reply or ``max_moves`` turns.

    ``judge``: a model that re-reads the unreadable replies and one in four of the rest
    (:func:`experiments.maze.scoring.judge.judge_steps`): the solve part's ``judge`` field.

    Returns:
        A :class:`~experiments.engine.trial.TrialResult` whose ``solve`` is the record's solve part
        (plus ``max_moves``, the limit, and ``invalid_replies``, replies by invalid reason);
        ``recognize`` and ``generate`` stay None. A client that gives up makes ``status="error"``.
    """
    if observation not in OBSERVATIONS:
        raise ValueError(
            f"observation={observation!r} is not allowed; allowed: {list(OBSERVATIONS)}"
        )
    if isinstance(max_moves, bool) or not isinstance(max_moves, int) or max_moves < 1:
        raise ValueError(f"max_moves={max_moves!r} is not allowed; allowed: an integer >= 1")
    result = TrialResult()
    talk = Conversation(client, result, stop)
    base = RotationPuzzleEnv(grid=state.grid, observation="text", max_moves=max_moves)
    env = PuzzleChatEnv(base, image=observation == "image", invalid_ends_episode=True)
    assert INVALID_MOVE_RULE == "terminate"  # what invalid_ends_episode=True means
    try:
        prompt, info = env.reset(options={"state": state})
        optimal = int(info["min_turns"])
        invalid: Counter[str] = Counter()
        terminated = truncated = False
        reward = 0.0
        steps: list[dict[str, Any]] = []  # each reply and the program's reading, for the judge
        in_format = True  # every reply ended with the asked ROTATE: line (the strict reading)
        rows, cols = state.grid
        while not (terminated or truncated):
            reply = talk.ask(prompt)
            prompt, reward, terminated, truncated, info = env.step(talk.last or reply)
            parsed = info.get("parse") or {}
            line = strict_rotation(reply, rows, cols, talk.finish_reason)
            # The move played must be the line's: a reply ending in format after offering two
            # moves is read as neither by the flexible reading, and is no strict move either.
            in_format = in_format and line is not None and line.action == parsed.get("action")
            steps.append(
                {
                    "reply": reply,
                    "action": parsed.get("action"),
                    "unreadable": bool(parsed.get("unreadable")),
                }
            )
            if info.get("invalid_reason") and (info.get("parse") or {}).get("ok") is False:
                invalid[str(info["invalid_reason"])] += 1
        failure = info.get("failure")
        solved = bool(terminated and failure is None and reward > 0)
        solve = dict(
            solve_result(
                success=solved,
                failure=failure or OUT_OF_MOVES,
                invalid_reason=info.get("invalid_reason") if failure == "invalid_move" else None,
                moves=int(info["moves_taken"]),
                optimal_moves=optimal,
                valid_moves=int(info["valid_moves"]),
                strict=solved and in_format,
                strict_reason=(failure or OUT_OF_MOVES) if in_format else FORMAT_REASON,
            )
        )
        solve["max_moves"] = max_moves
        solve["invalid_replies"] = dict(sorted(invalid.items()))
        unreadable = (info.get("parse") or {}).get("unreadable")
        if failure == "invalid_move" and unreadable:
            solve["unreadable"] = unreadable  # cut off or hedged: never a move
        judged_game(solve, judge, "puzzle", steps, board=tuple(state.grid))
        result.solve = solve
    except ClientError as error:
        result.gave_up(error)
    finally:
        env.close()
    return result


# -- transcripts -----------------------------------------------------------------------------------


def stored_messages(messages: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The conversation as written to ``<k>.json``: each image as its sha256 and size, not its
    bytes (the frames are drawn again from the puzzle file and the moves)."""
    stored = []
    for message in messages:
        content = message.get("content")
        if isinstance(content, list):
            content = [_stored_part(part) for part in content]
        stored.append({**message, "content": content})
    return stored


def _stored_part(part: Any) -> Any:
    if isinstance(part, dict) and isinstance(part.get("image"), (bytes, bytearray)):
        data = bytes(part["image"])
        return {"type": "image", "sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
    return part


def transcript_text(
    messages: Sequence[dict[str, Any]], record: dict[str, Any], header: dict
) -> str:
    """The human-readable transcript: a header, every turn, images as their sha256, the verdict."""
    parts = ["\n".join(f"# {k}: {v}" for k, v in header.items())]
    for message in stored_messages(messages):
        content = message.get("content", "")
        if isinstance(content, list):
            content = "\n".join(
                f"[image sha256={p['sha256']}, {p['bytes']} bytes]"
                if isinstance(p, dict) and "sha256" in p
                else str(p.get("text", "") if isinstance(p, dict) else p)
                for p in content
            )
        parts.append(f"[{str(message.get('role', '')).upper()}]\n{content}")
    if record.get("status") != "ok":
        parts.append(f"ERROR: {record.get('error')}")
    solve = record.get("solve") or {}
    verdict = "SUCCESS" if solve.get("success") else "FAIL"
    detail = ""
    if solve:
        detail = f" ({solve.get('moves')} turns, optimal {solve.get('optimal_moves')}"
        detail += f", failure {solve['failure']})" if solve.get("failure") else ")"
    parts.append(f"SOLVE: {verdict}{detail}")
    return "\n\n".join(parts) + "\n"


def puzzle_record(
    entry: PuzzleEntry,
    *,
    run_id: str,
    model: str,
    encoding: str,
    trial: int,
    solve: Any,
    prompt_hash: str | None,
    **outcome: Any,
) -> dict[str, Any]:
    """The trial record of one game of puzzle ``entry`` (its task, grid, difficulty, index, id and
    file filled in from the entry); ``outcome``: status, error, tokens, latency, retries."""
    return dict(
        trial_record(
            task=PUZZLE_TASK,
            run_id=run_id,
            model=model,
            encoding=encoding,
            size=None,
            difficulty=entry.difficulty,
            grid=grid_name(entry.grid),
            maze_index=entry.index,
            maze_id=entry.puzzle_id,
            maze_file=entry.relpath,
            trial=trial,
            solve=solve,
            prompt_hash=prompt_hash,
            **outcome,
        )
    )
