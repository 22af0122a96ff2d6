"""MazeChatEnv: MazeNav-v0 as a conversation with a language model.

Observations are prompts (the text to send as the next user message) and actions are the
model's replies. ``reset`` returns the full instructions and the maze; ``step(reply_text)`` reads
the cell to move to (the first ``(row, col)`` after the reply's last ``MOVE:`` label, else its last
pair: :func:`agents.llm.parsing.parse_move`,
which leaves legality to the env's rule :func:`envs.maze_nav.logic.move_problem`), moves the
player, and returns "here is the maze after your move". A reply that names no cell, a diagonal in
a 4-directional maze, a cell off the grid, a cell that is not one step away or a wall is an
invalid move, recorded in ``info["parse"]``; by default it ends the episode (the specification's rule).

Example::

    import gymnasium as gym
    import envs
    from agents.llm.maze_chat import MazeChatEnv

    env = MazeChatEnv(gym.make("MazeNav-v0", shape="spiral", encoding="matrix"))
    prompt, info = env.reset(seed=0)
    prompt, reward, terminated, truncated, info = env.step("I go down. MOVE: (2, 1)")
    info["parse"]  # {"ok": ..., "target": [2, 1], "action": ..., "reason": ...}
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np

from agents.llm import prompts
from agents.llm.chat_env import (  # noqa: F401 - re-exported: they lived here before chat_env
    PROMPT_CHARSET,
    PROMPT_MAX_LENGTH,
    ChatEnv,
    png_bytes,
    step_limit,
)
from agents.llm.parsing import MoveParse, parse_move
from envs.maze_nav.constants import NO_COORDINATE, TEXT_ENCODINGS


class MazeChatEnv(ChatEnv):
    """A MazeNav-v0 env that speaks in prompts and replies.

    Args:
        env: A ``MazeNav-v0`` env (``gym.make`` result or the bare class).
        image: Send the rendered frame as an image instead of the maze text; observations are
            then message contents ``[{"type": "text", ...}, {"type": "image", "image": png}]``.
        invalid_ends_episode: The specification's rule (default): an invalid move ends the episode. With
            ``False`` the player stays, the move still counts, and the next prompt says why it was
            refused.
        encoding: Text encoding of the maze in the prompts (``"matrix"`` or ``"coord_list"``);
            default: the env's own encoding, or ``"matrix"`` for a ``"grid"`` env.

    Observation: the prompt (``str``, or a list of content parts in image mode). Action: the
    model's reply (any ``str``; anything else counts as a reply with no coordinate).

    ``info`` holds the env's keys (``moves_taken`` and ``valid_moves`` count every reply) plus
    ``parse`` (``None`` after reset, else :meth:`MoveParse.as_dict`), ``prompt_hash`` and
    ``encoding``. On an invalid move ``info["failure"] == "invalid_move"`` and
    ``info["invalid_reason"]`` is ``"no_coordinate"``, ``"not_allowed"``, ``"out_of_bounds"``,
    ``"not_adjacent"`` or ``"wall"`` (the vocabulary of ``envs/maze_nav/constants.py``, the same
    words the env uses). When the move limit runs out ``info["failure"] == "max_moves"``.
    """

    def __init__(
        self,
        env: gym.Env,
        *,
        image: bool = False,
        invalid_ends_episode: bool = True,
        encoding: str | None = None,
    ) -> None:
        base = env.unwrapped
        if not hasattr(base, "maze") or not hasattr(base, "encoding"):
            raise ValueError(f"env must be a MazeNav-v0 env, got {type(base).__name__}")
        if encoding is None:
            encoding = base.encoding if base.encoding in TEXT_ENCODINGS else "matrix"
        if encoding not in TEXT_ENCODINGS:
            raise ValueError(
                f"encoding={encoding!r} is not allowed; allowed: {list(TEXT_ENCODINGS)}"
            )
        super().__init__(env, image=image, invalid_ends_episode=invalid_ends_episode)
        self.text_encoding = encoding

    # -- what the experiment runner also needs ---------------------------------------------------

    def maze_text(self) -> str:
        """The current maze (player at its current cell) in the prompt encoding."""
        base = self.env.unwrapped
        return prompts.encode_maze(base.maze.codes(base.position), self.text_encoding)

    def recognize_prompt(self) -> str:
        """The recognition prompt for this episode's maze (shown with P on the start cell)."""
        return prompts.maze_recognize(self.env.unwrapped.maze, self.text_encoding)

    def generate_prompt(self) -> str:
        """The generation prompt for this episode's maze."""
        return prompts.maze_generate(self.env.unwrapped.maze, self.text_encoding)

    # -- the game ----------------------------------------------------------------------------------

    def _intro_prompt(self) -> str:
        maze = self.env.unwrapped.maze
        return prompts.maze_solve_intro(
            self.maze_text(),
            encoding="image" if self.image else self.text_encoding,
            connectivity=int(maze.connectivity),
            size=int(maze.size),
            max_moves=self.max_moves,
        )

    def _parse(self, reply: Any, finish_reason: object = None) -> MoveParse:
        base = self.env.unwrapped
        maze = base.maze
        return parse_move(reply, maze.corridors, base.position, maze.connectivity, finish_reason)

    def _next_prompt(self, parsed: MoveParse, moves_left: int) -> str:  # type: ignore[override]
        base = self.env.unwrapped
        shown = prompts.SEE_IMAGE if self.image else self.maze_text()
        if parsed.ok:
            return prompts.maze_solve_update(shown, position=base.position, moves_left=moves_left)
        return prompts.maze_solve_invalid(
            shown,
            reason=parsed.reason or NO_COORDINATE,
            position=base.position,
            moves_left=moves_left,
        )

    def _frame(self) -> np.ndarray:
        from envs.maze_nav.render import render_frame

        base = self.env.unwrapped
        return render_frame(base.maze.corridors, base.position, base.maze.goal)

    def _extra_info(self) -> dict[str, Any]:
        return {"encoding": "image" if self.image else self.text_encoding}
