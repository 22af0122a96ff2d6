"""Attention of hf: models to maze cells: prompt tokens mapped to cells through the tokenizer's
offsets (both text encodings, sizes 5 and 7), and the mass the client measures against a plain
eager forward pass with every attention weight."""

from __future__ import annotations

import threading
from importlib.util import find_spec
from pathlib import Path

import numpy as np
import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)

from agents.llm.local import HFChatClient
from agents.llm.local.attention import share_matrix, tokens_in_spans
from agents.llm.maze_chat import MazeChatEnv
from envs.maze_nav.env import MazeNavEnv
from envs.maze_nav.text import encode
from experiments.maze.attention import cell_groups


@pytest.fixture(scope="module")
def client(tiny: Path) -> HFChatClient:
    return HFChatClient(str(tiny), max_tokens=4, batch_wait_s=0.05, batch_size=2)


@pytest.mark.parametrize("size", [5, 7])
@pytest.mark.parametrize("encoding", ["matrix", "coord_list"])
def test_every_cell_maps_to_the_prompt_tokens_of_its_own_text(
    client: HFChatClient, encoding: str, size: int
) -> None:
    env = MazeChatEnv(MazeNavEnv(shape="square", size=size, encoding=encoding))
    content, _ = env.reset(seed=3)
    maze = env.unwrapped.maze
    maze_text = encode(maze.codes(env.unwrapped.position), encoding)
    assert maze_text in content
    groups = cell_groups(content, maze_text, encoding, size)
    assert [cell for cell, _ in groups] == [(r, c) for r in range(size) for c in range(size)]
    prompt = client._prompt([{"role": "user", "content": content}])
    ids, offsets = client._encode(prompt, offsets=True)
    found = tokens_in_spans(prompt, content, offsets, [spans for _, spans in groups])
    base = prompt.rindex(content)
    codes = maze.codes(env.unwrapped.position)
    symbols = {0: "1", 1: "0", 2: "P", 3: "G"}
    maze_start, maze_end = base + content.rindex(maze_text), 0
    maze_end = maze_start + len(maze_text)
    for ((r, c), spans), tokens in zip(groups, found, strict=True):
        assert spans and tokens, (r, c)
        covered = "".join(prompt[offsets[t][0] : offsets[t][1]] for t in tokens)
        # The cell's own characters are inside its tokens, and its tokens touch the maze text.
        own = symbols[int(codes[r, c])] if encoding == "matrix" else f"({r},{c})"
        assert own in covered
        for start, end in spans:
            assert prompt[base + start : base + end] == own
        assert all(offsets[t][1] > maze_start and offsets[t][0] < maze_end for t in tokens)
    # In the matrix every symbol's token belongs to a cell; none of the legend's does.
    union = sorted({t for tokens in found for t in tokens})
    assert all(offsets[t][0] < maze_end for t in union) and len(union) <= len(ids)
    assert tokens_in_spans(prompt, "not in the prompt", offsets, [[(0, 3)]]) == [[]]
    assert tokens_in_spans(prompt, content, offsets, [[(5, 2)], [(0, 10**6)]]) == [[], []]


def test_a_token_shared_by_two_groups_gives_each_half() -> None:
    share = share_matrix([[0, 1], [1, 2], [9]], width=4)
    assert share.shape == (4, 3)
    assert share[1].tolist() == [0.5, 0.5, 0.0]
    assert share.sum(axis=1).tolist() == [1.0, 1.0, 1.0, 0.0]


def _plain(client: HFChatClient, messages: list[dict], reply: str) -> tuple[list, int, int]:
    """Every layer's attention weights over prompt + reply, by an eager forward pass."""
    import torch

    ids = client._encode(client._prompt(messages))[0]
    reply_ids = client._encode(reply)[0]
    model = client.hf_model
    model.set_attn_implementation("eager")
    try:
        with torch.inference_mode():
            out = model(input_ids=torch.tensor([ids + reply_ids]), output_attentions=True)
    finally:
        model.set_attn_implementation("sdpa")
    return [a[0].float().numpy() for a in out.attentions], len(ids), len(reply_ids)


def test_mass_is_the_answer_queries_attention_summed_over_cells_and_at_most_one(
    client: HFChatClient,
) -> None:
    env = MazeChatEnv(MazeNavEnv(shape="spiral", size=5, encoding="matrix"))
    content, _ = env.reset(seed=1)
    maze_text = encode(env.unwrapped.maze.codes(env.unwrapped.position), "matrix")
    groups = cell_groups(content, maze_text, "matrix", 5)
    # Two overlapping groups beside the cells: a token in both counts half in each.
    start = content.rindex(maze_text)
    spans = [s for _, s in groups] + [[(start, start + 3)], [(start + 2, start + 5)]]
    # Prompts of two lengths and replies of two lengths: the batch pads both.
    conversations = [
        [{"role": "user", "content": content}],
        [{"role": "user", "content": content + "\nThink first, then answer."}],
    ]
    replies = ["MOVE: (1, 2)", "I think MOVE: (0, 0) because"]
    before = client.stats["attention_batches"]
    seen: dict[int, object] = {}

    def ask(i: int) -> None:
        seen[i] = client.attention(conversations[i], replies[i], spans)

    threads = [threading.Thread(target=ask, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert client.stats["attention_batches"] == before + 1  # both replies in one batch
    assert client.hf_model.config._attn_implementation == "sdpa"  # the fast path is back
    for i, reply in enumerate(replies):
        got = seen[i]
        weights, p, n = _plain(client, conversations[i], reply)
        queries = list(range(p - 1, p - 1 + max(n, 1)))
        assert got.queries == len(queries) and got.prompt_tokens == p
        assert got.mass.shape == (2, 4, len(spans))
        share = share_matrix(got.groups, p + n)
        expected = np.stack([w[:, queries, :] @ share for w in weights]).mean(axis=2)
        assert np.allclose(got.mass, expected, atol=1e-5)
        # Over the groups the mass sums to the share of the answer's attention on the union
        # of their tokens (shared tokens counted once): at most 1.
        union = sorted({t for g in got.groups for t in g})
        on_maze = np.stack([w[:, queries][:, :, union].sum(-1).mean(-1) for w in weights])
        assert np.allclose(got.mass.sum(-1), on_maze, atol=1e-5)
        assert (got.mass.sum(-1) <= 1 + 1e-6).all() and (got.mass >= 0).all()
    # A reply asked alone measures what it measured in the batch.
    alone = client.attention(conversations[1], replies[1], spans)
    assert np.allclose(alone.mass, seen[1].mass, atol=1e-5)


def test_a_model_without_attention_modules_stops_the_run(
    client: HFChatClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agents.llm.retry import ClientError

    model = client.hf_model
    monkeypatch.setattr(model, "named_modules", lambda: iter([("lm_head", model.lm_head)]))
    with pytest.raises(ClientError, match=r"0 '\.\.\.self_attn' modules for 2 layers") as caught:
        client.attention([{"role": "user", "content": "1 0"}], "MOVE", [[(0, 1)]])
    assert caught.value.fatal and "hf:" in caught.value.fatal
