"""PuzzleChatEnv: RotationPuzzle-v0 as prompts and replies; the offline clients on it."""

from __future__ import annotations

import gymnasium as gym
import pytest

import envs  # noqa: F401  (registers RotationPuzzle-v0)
from agents.llm import prompt_phases, prompts
from agents.llm.offline import OracleChatClient, RandomChatClient
from agents.llm.puzzle_chat import PuzzleChatEnv, parse_board
from agents.testing import LoopbackServer, request_messages


def make_env(grid=(2, 2), difficulty="medium", **kw) -> PuzzleChatEnv:
    return PuzzleChatEnv(
        gym.make("RotationPuzzle-v0", grid=grid, difficulty=difficulty, observation="text"), **kw
    )


def play(env: PuzzleChatEnv, client, seed: int):
    prompt, info = env.reset(seed=seed)
    messages = [{"role": "user", "content": prompt}]
    done, reward, steps = False, 0.0, 0
    while not done:
        reply = client.complete(messages).text
        messages.append({"role": "assistant", "content": reply})
        prompt, reward, terminated, truncated, info = env.step(reply)
        messages.append({"role": "user", "content": prompt})
        done, steps = terminated or truncated, steps + 1
    return reward, info, steps


@pytest.mark.parametrize("grid", [(2, 2), (3, 3), (2, 4)])
@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_oracle_solves_in_the_fewest_turns(grid, difficulty) -> None:
    env = make_env(grid, difficulty)
    for seed in range(2):
        _, first = env.reset(seed=seed)
        reward, info, steps = play(env, OracleChatClient(), seed)
        assert reward == 1.0 and info["solved"] and info["failure"] is None
        assert steps == first["min_turns"]


def test_prompt_names_squares_and_answer_format() -> None:
    env = make_env()
    prompt, info = env.reset(seed=0)
    assert prompt_phases.detect_phase(prompt) == "puzzle"
    assert env.observation_space.contains(prompt)
    assert "(0,0) is the top-left square" in prompt and "ROTATE: (row, col) clockwise" in prompt
    assert prompt.endswith(env.board_text())
    rows, cols, patterns = parse_board(prompt)
    assert (rows, cols) == (2, 2) and len(patterns) == 4
    assert info["prompt_hash"] == prompts.PROMPT_TEMPLATE_HASH


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        ("", "no_square"),
        ("clockwise", "no_square"),
        ("(0, 1)", "no_direction"),
        ("(5, 5) cw", "out_of_bounds"),
    ],
)
def test_unreadable_reply_is_an_invalid_move(reply: str, reason: str) -> None:
    env = make_env()
    env.reset(seed=0)
    prompt, reward, terminated, truncated, info = env.step(reply)
    assert terminated and reward == 0.0 and not truncated
    assert info["failure"] == "invalid_move" and info["invalid_reason"] == reason
    assert prompts.MARKER_PUZZLE_INVALID in prompt


def test_valid_reply_turns_the_square() -> None:
    env = make_env()
    _, info = env.reset(seed=0)
    before = info["angles"]
    prompt, _, _, _, info = env.step("ROTATE: (1, 0) clockwise")
    assert info["angles"][2] == (before[2] + 90) % 360
    assert info["parse"]["action"] == 4 and info["moves_taken"] == 1
    assert "You turned (1, 0) clockwise" in prompt


def test_random_client_plays_without_errors() -> None:
    env = PuzzleChatEnv(gym.make("RotationPuzzle-v0", observation="text", max_episode_steps=12))
    _reward, info, steps = play(env, RandomChatClient(seed=0), seed=1)
    assert steps <= 12
    assert info["failure"] in (None, "max_moves")


def test_vision_mode_and_loopback_round_trip(monkeypatch: pytest.MonkeyPatch) -> None:
    env = make_env(image=True)
    content, _ = env.reset(seed=3)
    assert content[1]["image"].startswith(b"\x89PNG")
    assert "Square 0" not in content[0]["text"]
    content, *_ = env.step("ROTATE: (0, 0) clockwise")
    assert "Square 0" not in content[0]["text"] and prompts.SEE_IMAGE in content[0]["text"]
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("DASHSCOPE_API_KEY", "sk-test-puzzle-1234")
    from agents.llm.qwen import QwenClient

    text_env = make_env()
    oracle = OracleChatClient()
    with LoopbackServer(lambda req: oracle.complete(request_messages(req)).text) as server:
        client = QwenClient("qwen-plus", base_url=server.base_url_dashscope)
        reward, _info, steps = play(text_env, client, seed=5)
    assert reward == 1.0 and steps == len(server.requests)
