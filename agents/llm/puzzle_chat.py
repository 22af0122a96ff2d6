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
from gymnasium import spaces

from agents.llm import prompts

# The board readers moved below both this wrapper and the offline clients; still importable here.
from agents.llm.conversation import latest_board, parse_board  # noqa: F401
from agents.llm.maze_chat import PROMPT_CHARSET, PROMPT_MAX_LENGTH, png_bytes, step_limit
from agents.llm.parsing import RotationParse, parse_rotation
from envs.maze_nav.constants import OUT_OF_MOVES


class PuzzleChatEnv(gym.Wrapper):
    """A RotationPuzzle-v0 env that speaks in prompts and replies.

    Args:
        env: A ``RotationPuzzle-v0`` env (any ``observation``; prompts use its text encoding).
        vision: Send the rendered frame as an image instead of the text description.
        invalid_ends_episode: An unreadable reply ends the episode (default, as in the maze).

    ``info`` holds the env's keys plus ``parse`` (:meth:`RotationParse.as_dict` or ``None``),
    ``moves_taken``, ``valid_moves``, ``failure`` (``None``, ``"invalid_move"`` or
    ``"max_moves"``), ``invalid_reason`` and ``prompt_hash``.
    """

    def __init__(
        self, env: gym.Env, *, vision: bool = False, invalid_ends_episode: bool = True
    ) -> None:
        super().__init__(env)
        base = env.unwrapped
        if not hasattr(base, "grid") or not hasattr(base, "num_squares"):
            raise ValueError(f"env must be a RotationPuzzle-v0 env, got {type(base).__name__}")
        self.vision = bool(vision)
        self.invalid_ends_episode = bool(invalid_ends_episode)
        self.observation_space = spaces.Text(max_length=PROMPT_MAX_LENGTH, charset=PROMPT_CHARSET)
        self.action_space = spaces.Text(max_length=PROMPT_MAX_LENGTH, charset=PROMPT_CHARSET)
        self._moves = 0
        self._valid = 0
        self._done = True
        self._info: dict[str, Any] = {}

    @property
    def max_moves(self) -> int:
        return step_limit(self.env, default=200)

    def board_text(self) -> str:
        from envs.rotation_puzzle.text import encode_text

        return encode_text(self.env.unwrapped.state)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        _, info = self.env.reset(seed=seed, options=options)
        self._moves = self._valid = 0
        self._done = False
        rows, cols = self.env.unwrapped.grid
        text = prompts.puzzle_solve_intro(
            self.board_text(), rows=rows, cols=cols, max_moves=self.max_moves, vision=self.vision
        )
        self._info = self._decorate(info, None)
        self._info.update(failure=None, invalid_reason=None)
        return self._content(text), dict(self._info)

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if self._done:
            raise RuntimeError("the episode is over; call reset() before step()")
        rows, cols = self.env.unwrapped.grid
        parsed = parse_rotation(action, rows, cols)
        self._moves += 1
        if parsed.ok:
            _, reward, terminated, truncated, info = self.env.step(parsed.action)
            self._valid += 1
            info = self._decorate(info, parsed)
            info.update(failure=None, invalid_reason=None)
        else:
            reward, terminated, truncated = 0.0, self.invalid_ends_episode, False
            info = self._decorate(dict(self._info), parsed)
            info.update(failure="invalid_move" if terminated else None)
            info["invalid_reason"] = parsed.reason
        if not terminated and self._moves >= self.max_moves:
            truncated = True
        if truncated and not terminated:
            info["failure"] = OUT_OF_MOVES
        self._done = bool(terminated or truncated)
        self._info = info
        moves_left = max(self.max_moves - self._moves, 0)
        shown = prompts.SEE_IMAGE if self.vision else self.board_text()
        if parsed.ok:
            square = parsed.square or 0
            text = prompts.puzzle_solve_update(
                shown,
                piece=divmod(square, cols),
                direction=parsed.direction or "",
                moves_left=moves_left,
            )
        else:
            text = prompts.puzzle_invalid(
                shown, reason=parsed.reason or "no_square", moves_left=moves_left
            )
        return self._content(text), float(reward), bool(terminated), bool(truncated), dict(info)

    def _content(self, text: str) -> Any:
        if not self.vision:
            return text
        from envs.rotation_puzzle.render import render_frame

        frame = render_frame(self.env.unwrapped.state)
        return [{"type": "text", "text": text}, {"type": "image", "image": png_bytes(frame)}]

    def _decorate(self, info: dict[str, Any], parsed: RotationParse | None) -> dict[str, Any]:
        info = dict(info)
        info["moves_taken"] = self._moves
        info["valid_moves"] = self._valid
        info["parse"] = None if parsed is None else parsed.as_dict()
        info["prompt_hash"] = prompts.PROMPT_TEMPLATE_HASH
        return info
