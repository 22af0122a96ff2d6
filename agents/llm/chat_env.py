"""The shell both chat wrappers share: prompts in, replies out, one parse per reply.

:class:`ChatEnv` owns what a conversation with a model needs whatever the game: the text spaces,
the move counters, the move limit, ending the episode on an invalid reply (the specification's
rule) or letting the model try again, the ``info`` keys every record reads, and image mode (the
rendered frame sent as a PNG beside the text). A game's wrapper supplies its prompts, its parser
and its frame (:mod:`agents.llm.maze_chat`, :mod:`agents.llm.puzzle_chat`).
"""

from __future__ import annotations

import io
import string
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces
from gymnasium.error import DependencyNotInstalled

from agents.base import Completion
from agents.llm import prompts
from agents.llm.parsing import MoveParse, RotationParse
from envs.maze_nav.constants import INVALID_MOVE, MAX_MOVES, OUT_OF_MOVES

PROMPT_MAX_LENGTH = 100_000
PROMPT_CHARSET = frozenset(string.printable)

Reading = MoveParse | RotationParse


def png_bytes(frame: Any) -> bytes:
    """Encode an ``H×W×3`` uint8 frame as PNG (deterministic bytes for the same frame)."""
    try:
        from PIL import Image
    except ImportError as exc:  # pragma: no cover - pillow is a core dependency
        raise DependencyNotInstalled(
            'image prompts need pillow; run `pip install "pillow>=10"`'
        ) from exc
    buffer = io.BytesIO()
    Image.fromarray(frame).save(buffer, format="PNG", optimize=False)
    return buffer.getvalue()


def step_limit(env: gym.Env, default: int) -> int:
    """The move limit that applies to ``env``: its own ``max_moves`` (``default`` for an env
    without one), or a ``TimeLimit`` wrapped around it when that comes first
    (``gym.make(id, max_episode_steps=N)``; the envs here register none)."""
    limit = getattr(env.unwrapped, "max_moves", None) or default
    spec = getattr(env, "spec", None)  # a TimeLimit wrapper reports its N here
    if spec is not None and spec.max_episode_steps and spec.max_episode_steps > 0:
        limit = min(limit, int(spec.max_episode_steps))
    return int(limit)


class ChatEnv(gym.Wrapper):
    """A game played as a conversation (subclasses supply the game's prompts, parser and frame).

    Args:
        env: the game's env.
        image: send the rendered frame as an image instead of the text.
        invalid_ends_episode: an invalid reply ends the episode (default, the specification's
            rule); with ``False`` the game stays as it was, the reply still counts as a move, and
            the next prompt says why it was refused.
    """

    #: the move limit of an env without ``max_moves``
    default_limit: int = MAX_MOVES

    def __init__(
        self, env: gym.Env, *, image: bool = False, invalid_ends_episode: bool = True
    ) -> None:
        super().__init__(env)
        self.image = bool(image)
        self.invalid_ends_episode = bool(invalid_ends_episode)
        # Text prompts are printable ASCII; replies may be anything (the parser copes).
        self.observation_space = spaces.Text(max_length=PROMPT_MAX_LENGTH, charset=PROMPT_CHARSET)
        self.action_space = spaces.Text(max_length=PROMPT_MAX_LENGTH, charset=PROMPT_CHARSET)
        self._moves = 0
        self._valid = 0
        self._done = True
        self._info: dict[str, Any] = {}

    @property
    def max_moves(self) -> int:
        """The move limit (the env's ``max_moves``, or a smaller ``TimeLimit`` around it)."""
        return step_limit(self.env, default=self.default_limit)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        _, info = self.env.reset(seed=seed, options=options)
        self._moves = self._valid = 0
        self._done = False
        self._info = self._decorate(info, None)
        return self._content(self._intro_prompt()), dict(self._info)

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if self._done:
            raise RuntimeError("the episode is over; call reset() before step()")
        if isinstance(action, Completion):
            # The client's reply itself: its finish reason says whether it was cut off.
            extra = action.extra if isinstance(action.extra, dict) else {}
            parsed = self._parse(action.text, extra.get("finish_reason"))
        else:
            parsed = self._parse(action)
        self._moves += 1
        if parsed.ok:
            _, reward, terminated, truncated, info = self.env.step(parsed.action)
            self._valid += 1
            info = self._decorate(info, parsed)
        else:
            reward, terminated, truncated = 0.0, self.invalid_ends_episode, False
            info = self._decorate(self._info, parsed)
            info["invalid_reason"] = parsed.reason
            info["failure"] = INVALID_MOVE if terminated else None
        if terminated:
            truncated = False
        elif truncated or self._moves >= self.max_moves:
            truncated = True
            info["failure"] = OUT_OF_MOVES
        self._done = bool(terminated or truncated)
        self._info = info
        moves_left = max(self.max_moves - self._moves, 0)
        text = self._next_prompt(parsed, moves_left)
        return self._content(text), float(reward), bool(terminated), bool(truncated), dict(info)

    # -- what a game supplies ----------------------------------------------------------------------

    def _intro_prompt(self) -> str:
        raise NotImplementedError

    def _parse(self, reply: Any, finish_reason: object = None) -> Reading:
        raise NotImplementedError

    def _next_prompt(self, parsed: Reading, moves_left: int) -> str:
        raise NotImplementedError

    def _frame(self) -> np.ndarray:
        raise NotImplementedError

    def _extra_info(self) -> dict[str, Any]:
        return {}

    # -- shared helpers ----------------------------------------------------------------------------

    def _content(self, text: str) -> Any:
        if not self.image:
            return text
        return [
            {"type": "text", "text": text},
            {"type": "image", "image": png_bytes(self._frame())},
        ]

    def _decorate(self, info: dict[str, Any], parsed: Reading | None) -> dict[str, Any]:
        info = dict(info)
        info.setdefault("failure", None)
        info.setdefault("invalid_reason", None)
        info["moves_taken"] = self._moves
        info["valid_moves"] = self._valid
        info["parse"] = None if parsed is None else parsed.as_dict()
        info["prompt_hash"] = prompts.PROMPT_TEMPLATE_HASH
        info.update(self._extra_info())
        return info
