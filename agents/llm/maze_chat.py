"""MazeChatEnv: MazeNav-v0 as a conversation with a language model.

Observations are prompts (the text to send as the next user message) and actions are the
model's replies. ``reset`` returns the full instructions and the maze; ``step(reply_text)`` reads
the reply's last ``(row, col)`` pair as the cell to move to (:func:`agents.llm.parsing.parse_move`,
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

import io
import string
from typing import Any

import gymnasium as gym
from gymnasium import spaces
from gymnasium.error import DependencyNotInstalled

from agents.llm import prompts
from agents.llm.parsing import MoveParse, parse_move
from envs.maze_nav.constants import (
    INVALID_MOVE,
    MAX_MOVES,
    NO_COORDINATE,
    OUT_OF_MOVES,
    TEXT_ENCODINGS,
)

PROMPT_MAX_LENGTH = 100_000
PROMPT_CHARSET = frozenset(string.printable)


def png_bytes(frame: Any) -> bytes:
    """Encode an ``H×W×3`` uint8 frame as PNG (deterministic bytes for the same frame)."""
    try:
        from PIL import Image
    except ImportError as exc:  # pragma: no cover - pillow is in the dev and video extras
        raise DependencyNotInstalled(
            'vision prompts need pillow; run `pip install "pillow>=10"`'
        ) from exc
    buffer = io.BytesIO()
    Image.fromarray(frame).save(buffer, format="PNG", optimize=False)
    return buffer.getvalue()


class MazeChatEnv(gym.Wrapper):
    """A MazeNav-v0 env that speaks in prompts and replies.

    Args:
        env: A ``MazeNav-v0`` env (``gym.make`` result or the bare class).
        vision: Send the rendered frame as an image instead of the maze text; observations are
            then message contents ``[{"type": "text", ...}, {"type": "image", "image": png}]``.
        invalid_ends_episode: The specification's rule (default): an invalid move ends the episode. With
            ``False`` the player stays, the move still counts, and the next prompt says why it was
            refused.
        encoding: Text encoding of the maze in the prompts (``"matrix"`` or ``"coord_list"``);
            default: the env's own encoding, or ``"matrix"`` for a ``"grid"`` env.

    Observation: the prompt (``str``, or a list of content parts in vision mode). Action: the
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
        vision: bool = False,
        invalid_ends_episode: bool = True,
        encoding: str | None = None,
    ) -> None:
        super().__init__(env)
        base = env.unwrapped
        if not hasattr(base, "maze") or not hasattr(base, "encoding"):
            raise ValueError(f"env must be a MazeNav-v0 env, got {type(base).__name__}")
        if encoding is None:
            encoding = base.encoding if base.encoding in TEXT_ENCODINGS else "matrix"
        if encoding not in TEXT_ENCODINGS:
            raise ValueError(
                f"encoding={encoding!r} is not allowed; allowed: {list(TEXT_ENCODINGS)}"
            )
        self.vision = bool(vision)
        self.invalid_ends_episode = bool(invalid_ends_episode)
        self.text_encoding = encoding
        # Text prompts are printable ASCII; replies may be anything (the parser copes).
        self.observation_space = spaces.Text(max_length=PROMPT_MAX_LENGTH, charset=PROMPT_CHARSET)
        self.action_space = spaces.Text(max_length=PROMPT_MAX_LENGTH, charset=PROMPT_CHARSET)
        self._moves = 0
        self._valid = 0
        self._done = True
        self._info: dict[str, Any] = {}

    # -- gymnasium API ---------------------------------------------------------------------------

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        _, info = self.env.reset(seed=seed, options=options)
        self._moves = self._valid = 0
        self._done = False
        base = self.env.unwrapped
        text = prompts.maze_solve_intro(
            self.maze_text(),
            encoding="vision" if self.vision else self.text_encoding,
            connectivity=int(base.maze.connectivity),
            size=int(base.maze.size),
            max_moves=self.max_moves,
        )
        self._info = self._decorate(info, None)
        return self._content(text), dict(self._info)

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if self._done:
            raise RuntimeError("the episode is over; call reset() before step()")
        base = self.env.unwrapped
        maze = base.maze
        parsed = parse_move(action, maze.corridors, base.position, maze.connectivity)
        self._moves += 1
        if parsed.ok:
            _, reward, terminated, truncated, info = self.env.step(parsed.action)
            self._valid += 1
            info = self._decorate(info, parsed)
        else:
            reward, terminated = 0.0, self.invalid_ends_episode
            info = self._decorate(dict(self._info), parsed)
            info["invalid_reason"] = parsed.reason
            if terminated:
                info["failure"] = INVALID_MOVE
            truncated = False
        if terminated:
            truncated = False
        elif self._moves >= self.max_moves or truncated:
            truncated = True
            info["failure"] = OUT_OF_MOVES
        self._done = terminated or truncated
        self._info = info
        moves_left = max(self.max_moves - self._moves, 0)
        shown = prompts.SEE_IMAGE if self.vision else self.maze_text()
        if parsed.ok:
            text = prompts.maze_solve_update(shown, position=base.position, moves_left=moves_left)
        else:
            text = prompts.maze_solve_invalid(
                shown,
                reason=parsed.reason or NO_COORDINATE,
                position=base.position,
                moves_left=moves_left,
            )
        return self._content(text), float(reward), bool(terminated), bool(truncated), dict(info)

    # -- what the experiment runner also needs ---------------------------------------------------

    @property
    def max_moves(self) -> int:
        """The move limit (the env's ``max_moves``, else the registered limit, else 16)."""
        return step_limit(self.env, default=MAX_MOVES)

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

    # -- helpers ---------------------------------------------------------------------------------

    def _content(self, text: str) -> Any:
        if not self.vision:
            return text
        base = self.env.unwrapped
        from envs.maze_nav.render import render_frame

        frame = render_frame(base.maze.corridors, base.position, base.maze.goal)
        return [{"type": "text", "text": text}, {"type": "image", "image": png_bytes(frame)}]

    def _decorate(self, info: dict[str, Any], parsed: MoveParse | None) -> dict[str, Any]:
        info = dict(info)
        info["moves_taken"] = self._moves
        info["valid_moves"] = self._valid
        info["parse"] = None if parsed is None else parsed.as_dict()
        info["prompt_hash"] = prompts.PROMPT_TEMPLATE_HASH
        info["encoding"] = "vision" if self.vision else self.text_encoding
        return info


def step_limit(env: gym.Env, default: int) -> int:
    """An env's move limit: its own ``max_moves``, else the registered limit, else ``default``."""
    base = env.unwrapped
    if getattr(base, "max_moves", None):
        return int(base.max_moves)
    spec = getattr(env, "spec", None) or getattr(base, "spec", None)
    if spec is not None and spec.max_episode_steps:
        return int(spec.max_episode_steps)
    return default
