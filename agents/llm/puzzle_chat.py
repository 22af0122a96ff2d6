"""PuzzleChatEnv: RotationPuzzle-v0 as a conversation with a language model.

The same contract as :class:`agents.llm.maze_chat.MazeChatEnv`: observations are prompts,
actions are replies. A reply names a square (``(row, col)`` or ``square N``) and a direction
(``clockwise`` / ``counterclockwise``), read by :func:`agents.llm.parsing.parse_rotation`; a reply
missing either is an invalid move (``no_square``, ``no_direction``, ``out_of_bounds``) that ends
the episode by default, as in the maze.

Example::

    env = PuzzleChatEnv(gym.make("RotationPuzzle-v0", grid=(2, 2), observation="text"))
    prompt, info = env.reset(seed=0)
    prompt, reward, terminated, truncated, info = env.step("ROTATE: (0, 1) clockwise")
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np

from agents.llm import prompts
from agents.llm.chat_env import ChatEnv

# The board readers moved below both this wrapper and the offline clients; still importable here.
from agents.llm.conversation import latest_board, parse_board  # noqa: F401
from agents.llm.parsing import RotationParse, parse_rotation
from envs.rotation_puzzle.env import MAX_MOVES as PUZZLE_MAX_MOVES


class PuzzleChatEnv(ChatEnv):
    """A RotationPuzzle-v0 env that speaks in prompts and replies.

    Args:
        env: A ``RotationPuzzle-v0`` env (any ``observation``; prompts use its text encoding).
        image: Send the rendered frame as an image instead of the text description.
        invalid_ends_episode: An unreadable reply ends the episode (default, as in the maze).

    ``info`` holds the env's keys plus ``parse`` (:meth:`RotationParse.as_dict` or ``None``),
    ``moves_taken``, ``valid_moves``, ``failure`` (``None``, ``"invalid_move"`` or
    ``"max_moves"``), ``invalid_reason`` and ``prompt_hash``.
    """

    default_limit = PUZZLE_MAX_MOVES  # RotationPuzzle-v0's default max_moves

    def __init__(
        self, env: gym.Env, *, image: bool = False, invalid_ends_episode: bool = True
    ) -> None:
        base = env.unwrapped
        if not hasattr(base, "grid") or not hasattr(base, "num_squares"):
            raise ValueError(f"env must be a RotationPuzzle-v0 env, got {type(base).__name__}")
        super().__init__(env, image=image, invalid_ends_episode=invalid_ends_episode)

    def board_text(self) -> str:
        from envs.rotation_puzzle.text import encode_text

        return encode_text(self.env.unwrapped.state)

    # -- the game ----------------------------------------------------------------------------------

    def _intro_prompt(self) -> str:
        rows, cols = self.env.unwrapped.grid
        return prompts.puzzle_solve_intro(
            self.board_text(), rows=rows, cols=cols, max_moves=self.max_moves, image=self.image
        )

    def _parse(self, reply: Any, finish_reason: object = None) -> RotationParse:
        rows, cols = self.env.unwrapped.grid
        return parse_rotation(reply, rows, cols, finish_reason)

    def _next_prompt(self, parsed: RotationParse, moves_left: int) -> str:  # type: ignore[override]
        shown = prompts.SEE_IMAGE if self.image else self.board_text()
        if parsed.ok:
            _, cols = self.env.unwrapped.grid
            return prompts.puzzle_solve_update(
                shown,
                piece=divmod(parsed.square or 0, cols),
                direction=parsed.direction or "",
                moves_left=moves_left,
            )
        return prompts.puzzle_invalid(
            shown, reason=parsed.reason or "no_square", moves_left=moves_left
        )

    def _frame(self) -> np.ndarray:
        from envs.rotation_puzzle.render import render_frame

        return render_frame(self.env.unwrapped.state)
