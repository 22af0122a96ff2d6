"""HFChatClient on a tiny random Qwen2 built offline (agents.testing.tiny_hf): no downloads."""

from __future__ import annotations

import hashlib
import sys
import threading
from importlib.util import find_spec
from pathlib import Path

import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)

from agents.base import ChatClient
from agents.llm import CLIENT_SPECS, make_client
from agents.llm.local import HFChatClient
from agents.llm.local.loading import pick_device
from agents.llm.retry import ClientError
from agents.testing.tiny_hf import build_tiny_model

PROMPTS = [
    [{"role": "user", "content": f"Maze {i}: MOVE: ({i}, {i + 1}) spiral " * (1 + 3 * i)}]
    for i in range(8)
]


def _parallel(client: HFChatClient, prompts: list) -> list[str]:
    texts: list[str | None] = [None] * len(prompts)
    barrier = threading.Barrier(len(prompts))

    def call(i: int) -> None:
        barrier.wait()
        texts[i] = client.complete(prompts[i]).text

    threads = [threading.Thread(target=call, args=(i,)) for i in range(len(prompts))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(t is not None for t in texts)
    return texts  # type: ignore[return-value]


def test_complete_reports_tokens_and_manifest_fields(tiny: Path) -> None:
    client = HFChatClient(tiny, max_tokens=12)
    assert isinstance(client, ChatClient)
    completion = client.complete(PROMPTS[0])
    assert isinstance(completion.text, str) and completion.text
    assert completion.model == f"hf:{tiny}"
    assert completion.input_tokens > 10
    assert 1 <= completion.output_tokens <= 12
    assert completion.extra["finish_reason"] in ("stop", "length")
    params = client.sampling_params()
    config = (client.path + "/config.json").encode()
    with open(config, "rb") as handle:
        assert params["config_sha256"] == hashlib.sha256(handle.read()).hexdigest()
    assert params["device"] == "cpu" and params["dtype"] == "float32"
    assert params["temperature"] == 0.0 and params["max_tokens"] == 12
    assert {"torch", "transformers", "model_path", "seed"} <= set(params)


def test_greedy_same_bytes_across_clients(tiny: Path) -> None:
    a = HFChatClient(tiny, max_tokens=16)
    b = HFChatClient(tiny, max_tokens=16)
    first = a.complete(PROMPTS[3]).text
    assert a.complete(PROMPTS[3]).text == first
    assert b.complete(PROMPTS[3]).text == first


def test_concurrent_calls_are_batched_and_padding_keeps_greedy_replies(tiny: Path) -> None:
    alone = HFChatClient(tiny, max_tokens=16, batch_size=1)
    expected = [alone.complete(p).text for p in PROMPTS]
    batched = HFChatClient(tiny, max_tokens=16, batch_size=8, batch_wait_s=0.2)
    got = _parallel(batched, PROMPTS)
    assert got == expected
    assert batched.stats["calls"] == 8
    assert batched.stats["batches"] < 8  # the prompts shared generate calls
    assert len(set(expected)) > 1  # the prompts really differ in what they produce


def test_sampling_is_seeded_per_request_not_per_batch(tiny: Path) -> None:
    alone = HFChatClient(tiny, temperature=1.0, seed=7, max_tokens=16, batch_size=1)
    expected = [alone.complete(p).text for p in PROMPTS]
    batched = HFChatClient(tiny, temperature=1.0, seed=7, max_tokens=16, batch_wait_s=0.2)
    assert _parallel(batched, PROMPTS) == expected
    other = HFChatClient(tiny, temperature=1.0, seed=8, max_tokens=16, batch_size=1)
    assert [other.complete(p).text for p in PROMPTS] != expected
    # Asked the same prompt again, the client draws a new sample (trials of one maze differ).
    assert alone.complete(PROMPTS[0]).text != expected[0]
    greedy = HFChatClient(tiny, max_tokens=16, batch_size=1).complete(PROMPTS[0]).text
    assert greedy not in expected[:1]


def test_top_p_small_is_greedy(tiny: Path) -> None:
    greedy = HFChatClient(tiny, max_tokens=10).complete(PROMPTS[1]).text
    nucleus = HFChatClient(tiny, temperature=1.0, top_p=1e-6, max_tokens=10)
    assert nucleus.complete(PROMPTS[1]).text == greedy


def test_images_are_refused_with_a_fatal_error(tiny: Path) -> None:
    client = HFChatClient(tiny, max_tokens=4)
    message = {
        "role": "user",
        "content": [{"type": "text", "text": "solve"}, {"type": "image", "image": b"\x89PNG"}],
    }
    with pytest.raises(ClientError) as info:
        client.complete([message])
    assert info.value.code == "images_unsupported"
    assert "text only" in info.value.fatal
    text_parts = {"role": "user", "content": [{"type": "text", "text": "solve"}]}
    assert client.complete([text_parts]).output_tokens >= 1


def test_cache_answers_greedy_calls(tiny: Path, tmp_path) -> None:
    client = HFChatClient(tiny, max_tokens=8, cache=tmp_path / "cache.sqlite")
    first = client.complete(PROMPTS[2])
    again = HFChatClient(tiny, max_tokens=8, cache=tmp_path / "cache.sqlite").complete(PROMPTS[2])
    assert again.text == first.text and again.cached


def test_make_client_builds_hf_models(tiny: Path) -> None:
    assert any(spec.startswith('"hf:') for spec in CLIENT_SPECS)
    client = make_client(f"hf:{tiny}", temperature=0, max_tokens=4)
    assert isinstance(client, HFChatClient) and client.model == f"hf:{tiny}"
    with pytest.raises(ValueError, match=r"requests_per_minute=60 is not allowed.*allowed"):
        make_client(f"hf:{tiny}", requests_per_minute=60)
    with pytest.raises(ValueError, match=r"base_url='http://x' is not allowed"):
        make_client(f"hf:{tiny}", base_url="http://x")
    with pytest.raises(ValueError, match="is not a client spec"):
        make_client("hf:")


@pytest.mark.parametrize(
    ("kwargs", "pattern"),
    [
        ({"dtype": "int8"}, r"dtype='int8' is not allowed; allowed: auto, float32"),
        ({"temperature": 3}, r"temperature=3 is not allowed; allowed: 0 to 2"),
        ({"top_p": 0}, r"top_p=0 is not allowed"),
        ({"max_tokens": 0}, r"max_tokens=0 is not allowed"),
        ({"seed": -1}, r"seed=-1 is not allowed"),
        ({"batch_size": 0}, r"batch_size=0 is not allowed"),
        ({"device": "tpu"}, r"device='tpu' is not allowed; allowed: auto, cpu"),
        ({"timeout_s": 0}, r"timeout_s=0 is not allowed"),
    ],
)
def test_bad_arguments_name_the_argument(tiny: Path, kwargs: dict, pattern: str) -> None:
    with pytest.raises(ValueError, match=pattern):
        HFChatClient(tiny, **kwargs)


def test_bad_paths_say_what_a_model_folder_is(tmp_path) -> None:
    with pytest.raises(ValueError, match=r"does not exist"):
        HFChatClient(str(tmp_path / "missing"))
    (tmp_path / "file.bin").write_bytes(b"x")
    with pytest.raises(ValueError, match=r"is a file; allowed: a model folder"):
        HFChatClient(str(tmp_path / "file.bin"))
    (tmp_path / "empty").mkdir()
    with pytest.raises(ValueError, match=r"no config.json"):
        HFChatClient(str(tmp_path / "empty"))
    with pytest.raises(ValueError, match=r"neither a model folder nor a model found in the local"):
        HFChatClient("nobody-has/this-model")


def test_no_chat_template_says_how_to_add_one(tmp_path) -> None:
    folder = build_tiny_model(tmp_path / "plain", chat_template=None)
    (folder / "chat_template.jinja").unlink(missing_ok=True)
    with pytest.raises(ValueError, match=r"no chat template; pass one with --chat-template FILE"):
        HFChatClient(str(folder))


def test_missing_transformers_names_the_extra(monkeypatch: pytest.MonkeyPatch, tiny: Path) -> None:
    monkeypatch.setitem(sys.modules, "transformers", None)
    with pytest.raises(ValueError, match=r'pip install "spatial-reasoning-gym\[local\]"'):
        HFChatClient(tiny)


def test_device_auto_picks_cuda_when_torch_sees_one_and_cuda_is_refused_without(
    tiny: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import torch

    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    assert pick_device(torch, "auto") == "cpu"
    with pytest.raises(ValueError, match=r"device='cuda:1' is not available: torch sees no CUDA"):
        HFChatClient(tiny, device="cuda:1")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    assert pick_device(torch, "auto") == "cuda"
    assert pick_device(torch, "cuda:1") == "cuda:1"


def test_the_lock_free_tokenizer_path_gives_the_tokenizers_own_ids_offsets_and_pieces(
    tiny: Path,
) -> None:
    client = HFChatClient(tiny, max_tokens=4)
    text = client._prompt([{"role": "user", "content": "The maze:\n1 0 P\n0 G 1\nMOVE: (0, 1)"}])
    want = client.tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
    ids, offsets = client._encode(text, offsets=True)
    assert ids == list(want["input_ids"]) and len(ids) > 10
    assert [tuple(o) for o in offsets] == [tuple(o) for o in want["offset_mapping"]]
    reply, pieces = client._decode(ids[-6:])
    assert reply == client.tokenizer.decode(ids[-6:], skip_special_tokens=True)
    assert pieces == [client.tokenizer.decode([t]) for t in ids[-6:]]
