"""What the page shows of the current trial or puzzle: the views the state answer carries."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from agents.llm import prompts
from envs.maze_nav.logic import Maze
from experiments.human import CONDITIONS
from experiments.human.storage import Tx
from experiments.human.trial import maze_text, solve_state


def trial_view(
    trial: Mapping[str, Any], maze: Maze, max_moves: int, practice: bool
) -> dict[str, Any]:
    """The maze trial ``trial`` (its row) as the page shows it; ``practice``: whether the study
    starts with a practice maze (the trials' numbers count from it)."""
    condition = trial["condition"]
    assert condition in CONDITIONS
    moves = json.loads(trial["moves"])
    state = solve_state(maze, moves, max_moves)
    shown_at = state.position if trial["phase"] == "solve" else maze.start
    view: dict[str, Any] = {
        "position": trial["position"],
        "practice": bool(trial["practice"]),
        "number": trial["position"] + (0 if practice else 1),
        "condition": condition,
        "phase": trial["phase"],
        "size": maze.size,
        "connectivity": maze.connectivity,
        "max_moves": max_moves,
        "moves_left": max_moves - state.moves,
        "solve": state.as_dict(),
        "legend": prompts.ENCODING_LEGENDS[condition],
        "maze_text": maze_text(maze, shown_at, condition),
        "image_url": None,
    }
    if condition == "image":
        from envs.maze_nav.render import layout

        lay = layout(maze.size)
        view["image_url"] = f"/api/maze.png?position={trial['position']}&moves={len(moves)}"
        view["layout"] = {"width": lay.width, "height": lay.height, "cell": lay.cell,
                          "x0": lay.x0, "y0": lay.y0}  # fmt: skip
    return view


def puzzle_view(
    tx: Tx, row: Mapping[str, Any], entry: Any, total: int, max_turns: str
) -> dict[str, Any]:
    """The puzzle ``row`` (of ``puzzle_trials``, puzzle ``entry``) as the page shows it, with the
    verdict of the participant's last finished puzzle; ``total``: the puzzles in the block."""
    from experiments.human.puzzles import puzzle_layout, puzzle_state, turn_limit_of

    limit = turn_limit_of(entry, max_turns)
    turns = json.loads(row["turns"])
    play = puzzle_state(entry.state, turns, limit)
    last = tx.one(
        "SELECT result FROM puzzle_trials WHERE participant_id = ? AND phase = 'done' "
        "ORDER BY position DESC LIMIT 1",
        row["participant_id"],
    )  # fmt: skip
    return {
        "position": row["position"],
        "number": row["position"] + 1,
        "total": total,
        "grid": list(entry.grid),
        **play.as_dict(limit),
        "image_url": f"/api/puzzle.png?position={row['position']}&turns={len(turns)}",
        "layout": puzzle_layout(entry.grid),
        "previous": json.loads(last["result"]) if last else None,
    }
