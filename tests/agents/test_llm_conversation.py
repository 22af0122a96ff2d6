"""Conversation readers: shared by the offline clients and the chat wrappers, never raising."""

from __future__ import annotations

import ast
from pathlib import Path

import gymnasium as gym
import numpy as np
import pytest

import envs  # noqa: F401  (registers the environments)
from agents.llm import conversation, puzzle_chat
from agents.llm.maze_chat import MazeChatEnv
from agents.llm.puzzle_chat import PuzzleChatEnv
from envs.rotation_puzzle.logic import current_patterns

AGENTS_LLM = Path(conversation.__file__).resolve().parent


def _imports(module: str) -> set[str]:
    tree = ast.parse((AGENTS_LLM / f"{module}.py").read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_clients_and_wrappers_do_not_import_each_other() -> None:
    assert "agents.llm.puzzle_chat" not in _imports("offline")
    assert "agents.llm.offline" not in _imports("puzzle_chat")
    assert "agents.llm.conversation" in _imports("offline") & _imports("puzzle_chat")
    below = {m for m in _imports("conversation") if m.startswith("agents.llm")}
    assert below == {"agents.llm"}  # only ``from agents.llm import prompts``
    # The board readers keep their old import path.
    assert puzzle_chat.parse_board is conversation.parse_board
    assert puzzle_chat.latest_board is conversation.latest_board


def test_message_text_joins_the_text_parts() -> None:
    message = {"role": "user", "content": [{"type": "text", "text": "a"}, {"type": "image"}, "x"]}
    assert conversation.message_text(message) == "a"
    assert conversation.message_text({"role": "user", "content": 12}) == "12"
    assert conversation.last_user_text([{"role": "assistant", "content": "hi"}]) == ""


def test_readers_find_the_last_maze_and_board_shown() -> None:
    maze_env = MazeChatEnv(gym.make("MazeNav-v0", shape="spiral", encoding="coord_list"))
    prompt, _ = maze_env.reset(seed=3)
    found = conversation.latest_maze([{"role": "user", "content": prompt}])
    assert found is not None
    codes, encoding = found
    assert encoding == "coord_list"
    assert np.array_equal(codes, maze_env.unwrapped.maze.codes())
    puzzle_env = PuzzleChatEnv(gym.make("RotationPuzzle-v0", grid=(3, 3), observation="text"))
    prompt, _ = puzzle_env.reset(seed=3)
    board = conversation.latest_board(
        [{"role": "user", "content": prompt}, {"role": "assistant", "content": "Square 0: top"}]
    )
    shown = [tuple(p) for p in current_patterns(puzzle_env.unwrapped.state)]
    assert board == (3, 3, shown)


@pytest.mark.parametrize(
    "content",
    ["", "I like turtles.", "Rotation puzzle: 99 rows x 2 columns", "The maze:\n1 1 P\n0 G", None],
)
def test_readers_return_none_on_anything_unreadable(content: object) -> None:
    messages = [{"role": "user", "content": content}]
    assert conversation.latest_board(messages) is None
    assert conversation.latest_maze(messages) is None
    assert conversation.latest_maze_image(messages) is None
    assert conversation.parse_board(content) is None  # type: ignore[arg-type]
