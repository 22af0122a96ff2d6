"""``hf:path/model.gguf``: a GGUF file (a tiny one written offline with the ``gguf`` package) is
dequantised once into a folder beside it, answers what the original model answers, starts again
without converting, converts again when the file changes, and a base model takes its chat
template from ``--chat-template FILE``."""

from __future__ import annotations

import json
import os
from importlib.util import find_spec
from pathlib import Path

import numpy as np
import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)
pytest.importorskip("gguf")

from agents.llm.local import HFChatClient
from agents.llm.local.gguf import STAMP_FILE, converted_folder, ensure_folder
from agents.testing.tiny_gguf import build_tiny_gguf
from agents.testing.tiny_hf import CHAT_TEMPLATE, build_tiny_model
from experiments.__main__ import main

PROMPT = [{"role": "user", "content": "The maze:\n1 0 P\n0 G 1\nMOVE: (r, c)"}]


@pytest.fixture(scope="module")
def gguf_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_gguf(tmp_path_factory.mktemp("gguf") / "tiny.gguf")


def test_a_gguf_file_answers_what_its_original_model_answers(
    gguf_file: Path, tmp_path: Path
) -> None:
    client = HFChatClient(gguf_file, max_tokens=8)
    folder = converted_folder(gguf_file.resolve())
    assert folder == gguf_file.resolve().with_name("tiny.gguf.hf")
    assert client.path == str(folder) and (folder / "config.json").is_file()
    stamp = json.loads((folder / STAMP_FILE).read_text())
    assert stamp["file"] == str(gguf_file.resolve()) and stamp["size"] == gguf_file.stat().st_size
    assert client.capabilities()["gguf_file"] == str(gguf_file.resolve())
    assert not list(folder.parent.glob("*.partial-*"))  # written aside, renamed into place
    original = HFChatClient(build_tiny_model(tmp_path / "llama", family="llama"), max_tokens=8)
    got, want = client.complete(PROMPT), original.complete(PROMPT)
    assert got.text == want.text and got.input_tokens == want.input_tokens
    assert np.allclose(
        [t["logprob"] for t in got.logprobs], [t["logprob"] for t in want.logprobs], atol=1e-4
    )


def test_the_second_start_reads_the_folder_and_a_changed_file_converts_again(
    gguf_file: Path, tmp_path: Path
) -> None:
    import torch
    import transformers

    folder, _ = ensure_folder(torch, transformers, gguf_file)
    before = (folder / "model.safetensors").stat().st_mtime_ns
    again, converted = ensure_folder(torch, transformers, gguf_file)
    assert again == folder and not converted
    assert (folder / "model.safetensors").stat().st_mtime_ns == before
    later = gguf_file.stat().st_mtime_ns + 10**9
    os.utime(gguf_file, ns=(later, later))
    _, converted = ensure_folder(torch, transformers, gguf_file)
    assert converted
    elsewhere, converted = ensure_folder(torch, transformers, gguf_file, cache_dir=tmp_path / "c")
    assert converted and elsewhere.parent == tmp_path / "c" and elsewhere.name.endswith(".hf")


def test_a_base_model_needs_and_takes_a_chat_template_file(tmp_path: Path) -> None:
    base = build_tiny_gguf(tmp_path / "base.gguf", chat_template=None)
    with pytest.raises(ValueError, match=r"no chat template.*--chat-template FILE"):
        HFChatClient(base, max_tokens=4)
    template = tmp_path / "chatml.jinja"
    template.write_text(CHAT_TEMPLATE)
    client = HFChatClient(base, max_tokens=4, chat_template=template)
    assert client._prompt(PROMPT).startswith("<|im_start|>user\n")
    assert client.complete(PROMPT).output_tokens >= 1
    params = client.sampling_params()
    assert len(params["chat_template_sha256"]) == 64
    for bad, why in [(tmp_path / "missing.jinja", "cannot be read"), ("", "not allowed")]:
        with pytest.raises(ValueError, match=f"chat_template=.*{why}"):
            HFChatClient(base, chat_template=bad)


def test_a_file_that_is_no_gguf_model_is_refused_and_leaves_nothing(tmp_path: Path) -> None:
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF" + bytes(64))
    with pytest.raises(ValueError, match=r"broken\.gguf.*does not convert"):
        HFChatClient(bad)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.gguf"]
    with pytest.raises(ValueError, match="is not a file"):
        HFChatClient(tmp_path / "absent.gguf")


def test_the_maze_study_runs_a_gguf_base_model_with_a_chat_template(tmp_path: Path) -> None:
    base = build_tiny_gguf(tmp_path / "base.gguf", chat_template=None)
    template = tmp_path / "chatml.jinja"
    template.write_text(CHAT_TEMPLATE)
    out = tmp_path / "out"
    argv = ["run", "--model", f"hf:{base}", "--chat-template", str(template)]
    argv += ["--encoding", "matrix", "--sizes", "5x5", "--shapes", "square"]
    argv += ["--mazes-per-shape", "1", "--max-tokens", "4", "--out", str(out), "--no-progress"]
    assert main(argv) == 0
    records = [json.loads(line) for line in (out / "trials.jsonl").read_text().splitlines()]
    assert [r["status"] for r in records] == ["ok"]
    clients = json.loads((out / "manifest.json").read_text())["clients"][f"hf:{base}"]
    assert clients["capabilities"]["gguf_file"] == str(base.resolve())
    assert clients["capabilities"]["prefix_cache"] == "on"
    assert len(clients["chat_template_sha256"]) == 64
    # Without the template the study refuses the base model up front, saying how to fix it.
    assert main([a for a in argv if a not in ("--chat-template", str(template))]) != 0
