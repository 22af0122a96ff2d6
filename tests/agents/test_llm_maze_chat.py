"""MazeChatEnv and the offline chat clients, with no server at all."""

from __future__ import annotations

import json
import subprocess
import sys

import gymnasium as gym
import numpy as np
import pytest

import envs  # noqa: F401  (registers MazeNav-v0)
from agents.llm import CLIENT_SPECS, ClientError, make_client, prompts
from agents.llm.maze_chat import MazeChatEnv
from agents.llm.offline import OracleChatClient, RandomChatClient, ReplayClient
from agents.testing import converse
from envs.maze_nav.constants import DEFAULT_CONNECTIVITY
from envs.maze_nav.env import MazeNavEnv
from envs.maze_nav.logic import WALL, maze_problem
from envs.maze_nav.shapes import SHAPES, classify_shape
from envs.maze_nav.text import parse

ENCODINGS = ("matrix", "coord_list")


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("shape", list(SHAPES))
def test_oracle_answers_every_phase_correctly(shape: str, encoding: str) -> None:
    env = MazeChatEnv(gym.make("MazeNav-v0", shape=shape, encoding=encoding))
    oracle = OracleChatClient()
    for seed in range(3):
        reward, info, messages = converse(env, oracle, seed)
        assert reward == 1.0 and info["failure"] is None
        assert info["moves_taken"] == info["valid_moves"] == info["optimal_moves"]
        # Recognition and generation in the same conversation, as the experiment runner does.
        messages[-1] = {"role": "user", "content": env.recognize_prompt()}
        answer = oracle.complete(messages).text
        assert answer.strip().endswith(f"SHAPE: {shape}")
        messages += [
            {"role": "assistant", "content": answer},
            {"role": "user", "content": env.generate_prompt()},
        ]
        generated = oracle.complete(messages).text
        grid = parse(generated, encoding, 5)
        original = env.unwrapped.maze.codes()
        assert grid.ok
        assert classify_shape(grid.codes != WALL) == shape
        assert maze_problem(grid.codes, DEFAULT_CONNECTIVITY[shape]) is None
        assert not np.array_equal(grid.codes, original)


def test_reset_prompt_and_info() -> None:
    env = MazeChatEnv(gym.make("MazeNav-v0", shape="cross", encoding="coord_list"))
    prompt, info = env.reset(seed=1)
    assert isinstance(prompt, str)
    assert env.observation_space.contains(prompt)
    assert prompts.ENCODING_LEGENDS["coord_list"] in prompt
    assert prompts.MOVE_RULES[8] in prompt  # cross mazes are 8-directional
    assert prompt.endswith(env.maze_text())
    assert info["parse"] is None and info["moves_taken"] == 0
    assert info["prompt_hash"] == prompts.PROMPT_TEMPLATE_HASH
    assert env.maze_text().startswith("Walls: ")


def test_same_seed_same_prompts() -> None:
    a = MazeChatEnv(gym.make("MazeNav-v0"))
    b = MazeChatEnv(gym.make("MazeNav-v0"))
    assert a.reset(seed=11)[0] == b.reset(seed=11)[0]
    assert a.step("MOVE: (0, 0)")[0] == b.step("MOVE: (0, 0)")[0]


def _env_at(codes: np.ndarray, **kw) -> MazeChatEnv:
    env = MazeChatEnv(MazeNavEnv(shape="square", encoding="matrix"), **kw)
    env.reset(options={"maze": codes})
    return env


# A 5x5 square ring, player at (0, 0), goal at (4, 4).
RING = np.zeros((5, 5), dtype=np.int8)
RING[0, :] = RING[4, :] = RING[:, 0] = RING[:, 4] = 1
RING[0, 0], RING[4, 4] = 2, 3


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        ("I moved right last turn.", "no_coordinate"),  # a remark, not a move
        ("MOVE: (0, 5)", "out_of_bounds"),
        ("MOVE: (-1, 0)", "out_of_bounds"),
        ("MOVE: (1, 1)", "not_allowed"),  # a diagonal in a 4-directional maze, as the env says
        ("MOVE: (0, 2)", "not_adjacent"),
    ],
)
def test_invalid_move_ends_episode_by_default(reply: str, reason: str) -> None:
    env = _env_at(RING)
    _prompt, reward, terminated, truncated, info = env.step(reply)
    assert terminated and not truncated and reward == 0.0
    assert info["failure"] == "invalid_move"
    assert info["invalid_reason"] == reason
    assert info["parse"] == {
        "ok": False,
        "target": info["parse"]["target"],
        "action": None,
        "reason": reason,
    }
    assert info["moves_taken"] == 1 and info["valid_moves"] == 0
    with pytest.raises(RuntimeError, match="reset"):
        env.step("MOVE: (0, 1)")


def test_wall_reason() -> None:
    codes = RING.copy()
    codes[0, 1] = 0  # wall right of the player
    env = _env_at(codes)
    _, _, terminated, _, info = env.step("MOVE: (0, 1)")
    assert terminated and info["invalid_reason"] == "wall"


def test_invalid_moves_can_continue_when_asked() -> None:
    env = _env_at(RING, invalid_ends_episode=False)
    prompt, _, terminated, _, info = env.step("nowhere")
    assert not terminated and info["failure"] is None
    assert info["invalid_reason"] == "no_coordinate"
    assert prompts.MARKER_SOLVE_INVALID in prompt and "still at (0, 0)" in prompt
    prompt, _, terminated, _, info = env.step("MOVE: (0, 1)")
    assert not terminated and info["parse"]["ok"] and info["position"] == (0, 1)
    assert info["moves_taken"] == 2 and info["valid_moves"] == 1
    assert prompts.MARKER_SOLVE_UPDATE in prompt and "You moved to (0, 1)" in prompt


def test_step_limit_truncates() -> None:
    env = MazeChatEnv(MazeNavEnv(shape="square", max_moves=3), invalid_ends_episode=False)
    env.reset(options={"maze": RING})
    results = [env.step("no idea") for _ in range(3)]
    assert [r[3] for r in results] == [False, False, True]
    assert results[-1][4]["failure"] == "max_moves"


@pytest.mark.parametrize(
    ("kwargs", "limit"),
    [({}, 16), ({"max_moves": 30}, 30), ({"max_moves": 30, "max_episode_steps": 20}, 20)],
)
def test_gym_make_limit_is_the_chat_limit(kwargs, limit) -> None:
    # The env owns its limit (no registered TimeLimit); an explicit TimeLimit can only cut it.
    env = MazeChatEnv(gym.make("MazeNav-v0", shape="square", **kwargs), invalid_ends_episode=False)
    assert env.max_moves == limit
    prompt, _ = env.reset(options={"maze": RING})
    assert f"{limit} moves" in prompt
    results = [env.step("no idea") for _ in range(limit)]
    assert [r[3] for r in results] == [False] * (limit - 1) + [True]
    assert results[-1][4]["moves_taken"] == limit


def test_vision_mode_sends_the_rendered_frame() -> None:
    env = MazeChatEnv(gym.make("MazeNav-v0", shape="spiral"), image=True)
    content, _ = env.reset(seed=2)
    assert [p["type"] for p in content] == ["text", "image"]
    assert prompts.ENCODING_LEGENDS["image"] in content[0]["text"]
    png = content[1]["image"]
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
    assert (width, height) == (768, 512)
    again, _ = MazeChatEnv(gym.make("MazeNav-v0", shape="spiral"), image=True).reset(seed=2)
    assert again[1]["image"] == png  # same seed, same bytes
    assert env.maze_text() not in content[0]["text"]  # the picture only, no text maze
    content, *_ = env.step("MOVE: (9, 9)")
    assert content[1]["image"].startswith(b"\x89PNG")
    assert prompts.SEE_IMAGE in content[0]["text"] and "1 1" not in content[0]["text"]


def test_wrapper_rejects_other_envs() -> None:
    with pytest.raises(ValueError, match="MazeNav-v0"):
        MazeChatEnv(gym.make("CartPole-v1"))
    with pytest.raises(ValueError, match="encoding"):
        MazeChatEnv(gym.make("MazeNav-v0"), encoding="grid")


def test_random_client_is_reproducible_and_answers_each_phase() -> None:
    env = MazeChatEnv(gym.make("MazeNav-v0", shape="Z"))
    prompt, _ = env.reset(seed=0)
    messages = [{"role": "user", "content": prompt}]
    a = [RandomChatClient(seed=5).complete(messages).text for _ in range(2)]
    assert a[0] == a[1] and a[0].startswith("MOVE: (")
    client = RandomChatClient(seed=5)
    moves = {client.complete(messages).text for _ in range(40)}
    assert len(moves) > 2  # several different neighbours
    recog = client.complete([{"role": "user", "content": env.recognize_prompt()}]).text
    assert recog.startswith("SHAPE: ") and recog[7:] in SHAPES
    gen = client.complete(
        [
            {"role": "user", "content": env.recognize_prompt()},
            {"role": "user", "content": env.generate_prompt()},
        ]
    ).text
    grid = parse(gen, "matrix", 5)
    assert grid.ok and int((grid.codes == 2).sum()) == 1 and int((grid.codes == 3).sum()) == 1


def test_replay_client_and_transcripts(tmp_path) -> None:
    replay = ReplayClient(["MOVE: (0, 1)", "SHAPE: square"])
    assert replay.complete([{"role": "user", "content": "x"}]).text == "MOVE: (0, 1)"
    assert replay.remaining == 1
    replay.complete([{"role": "user", "content": "y"}])
    with pytest.raises(ClientError) as info:
        replay.complete([{"role": "user", "content": "z"}])
    assert info.value.code == "replay_exhausted"

    path = tmp_path / "0.json"
    messages = [
        {"role": "user", "content": "prompt"},
        {"role": "assistant", "content": "MOVE: (1, 0)"},
        {"role": "user", "content": "next"},
        {"role": "assistant", "content": "MOVE: (2, 0)"},
    ]
    path.write_text(json.dumps({"messages": messages}), encoding="utf-8")
    client = make_client(f"replay:{path}")
    assert isinstance(client, ReplayClient)
    assert [client.complete(messages[:1]).text for _ in range(2)] == [
        "MOVE: (1, 0)",
        "MOVE: (2, 0)",
    ]
    strict = ReplayClient.from_transcript(path, strict=True)
    assert strict.complete(messages[:1]).text == "MOVE: (1, 0)"
    with pytest.raises(ClientError) as info:
        strict.complete([{"role": "user", "content": "a different prompt"}])
    assert info.value.code == "replay_mismatch"
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad\.json"):
        ReplayClient.from_transcript(bad)


def test_make_client_forms(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DASHSCOPE_API_KEY", "sk-test-123456")
    monkeypatch.setenv("OTHER_KEY", "sk-other-123456")
    from agents.llm.openai_compat import OpenAICompatibleClient
    from agents.llm.qwen import QwenClient

    for name in ("qwen-turbo", "qwen-plus", "qwen-max", "qwen2.5-72b-instruct"):
        client = make_client(name, temperature=0.0, seed=3)
        assert isinstance(client, QwenClient) and client.model == name
        assert client.sampling_params()["seed"] == 3
    client = make_client("openai:llama3", base_url="http://127.0.0.1:1/v1", api_key_env="OTHER_KEY")
    assert isinstance(client, OpenAICompatibleClient) and client.model == "llama3"
    assert isinstance(make_client("oracle"), OracleChatClient)
    assert isinstance(make_client("random", seed=1), RandomChatClient)
    for bad in ("gpt-4", "", "openai:", "replay:"):
        with pytest.raises(ValueError, match="allowed") as info:
            make_client(bad)
        assert "openai:<model>" in str(info.value)
    assert len(CLIENT_SPECS) == 10  # qwen*, five presets, hf:, oracle, random, replay:


def test_package_exports_resolve() -> None:
    import agents.llm as llm

    for name in llm.__all__:
        assert getattr(llm, name) is not None
    assert llm.MazeChatEnv is MazeChatEnv
    with pytest.raises(AttributeError):
        _ = llm.NoSuchThing


def test_importing_agents_llm_stays_light() -> None:
    code = (
        "import sys, agents.llm, agents.llm.maze_chat, agents.llm.offline, agents.llm.qwen, "
        "agents.llm.openai_compat, envs; "
        "print(sorted(m for m in ('dashscope', 'openai') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
