"""A tiny GGUF model file written offline, for tests of ``hf:path/model.gguf``.

:func:`build_tiny_gguf` takes the tiny random Llama of :mod:`agents.testing.tiny_hf` and writes
it the way llama.cpp's converter does, with the ``gguf`` package: llama.cpp's tensor names, the
query and key weights permuted as llama.cpp stores them (transformers undoes it when it reads
the file), float32 weights, and the byte-level BPE tokenizer as ``tokenizer.ggml.*`` metadata.
So a model read back from the file answers exactly what the folder's model answers.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from agents.testing.tiny_hf import CHAT_TEMPLATE, build_tiny_model

# transformers' names for one decoder layer's weights -> llama.cpp's.
_LAYER_NAMES = {
    "input_layernorm.weight": "attn_norm.weight",
    "self_attn.q_proj.weight": "attn_q.weight",
    "self_attn.k_proj.weight": "attn_k.weight",
    "self_attn.v_proj.weight": "attn_v.weight",
    "self_attn.o_proj.weight": "attn_output.weight",
    "post_attention_layernorm.weight": "ffn_norm.weight",
    "mlp.gate_proj.weight": "ffn_gate.weight",
    "mlp.up_proj.weight": "ffn_up.weight",
    "mlp.down_proj.weight": "ffn_down.weight",
}
_CONTROL, _NORMAL = 3, 1  # llama.cpp's token types


def _permute(weights: Any, heads: int) -> Any:
    """llama.cpp's order of a query or key projection's rows (rotary halves interleaved)."""
    return (
        weights.reshape(heads, 2, weights.shape[0] // heads // 2, *weights.shape[1:])
        .swapaxes(1, 2)
        .reshape(weights.shape)
    )


def build_tiny_gguf(
    file: str | Path, *, seed: int = 0, chat_template: str | None = CHAT_TEMPLATE
) -> Path:
    """Write a tiny random Llama chat model as one GGUF file at ``file``; return the path.

    Args:
        file: The ``.gguf`` file to write (its folder is created).
        seed: The torch seed of the random weights (:func:`~agents.testing.tiny_hf.build_tiny_model`).
        chat_template: Stored in the file (None: a base model with no chat template).
    """
    import gguf
    import torch
    from transformers import AutoModelForCausalLM

    file = Path(file)
    file.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        folder = build_tiny_model(Path(scratch) / "model", seed=seed, family="llama")
        model = AutoModelForCausalLM.from_pretrained(folder, dtype=torch.float32)
        vocab = json.loads((folder / "tokenizer.json").read_text())
    config = model.config
    spec = vocab["model"]
    tokens = [""] * len(spec["vocab"])
    for token, index in spec["vocab"].items():
        tokens[index] = token
    specials = {t["id"]: t["content"] for t in vocab["added_tokens"]}
    for index, token in specials.items():
        tokens[index] = token
    merges = [m if isinstance(m, str) else " ".join(m) for m in spec["merges"]]
    writer = gguf.GGUFWriter(str(file), "llama")
    writer.add_context_length(config.max_position_embeddings)
    writer.add_embedding_length(config.hidden_size)
    writer.add_block_count(config.num_hidden_layers)
    writer.add_feed_forward_length(config.intermediate_size)
    writer.add_head_count(config.num_attention_heads)
    writer.add_head_count_kv(config.num_key_value_heads)
    writer.add_rope_dimension_count(config.hidden_size // config.num_attention_heads)
    writer.add_rope_freq_base(float(config.rope_parameters["rope_theta"]))
    writer.add_layer_norm_rms_eps(config.rms_norm_eps)
    writer.add_vocab_size(len(tokens))
    writer.add_tokenizer_model("gpt2")
    writer.add_tokenizer_pre("default")
    writer.add_token_list(tokens)
    writer.add_token_types([_CONTROL if i in specials else _NORMAL for i in range(len(tokens))])
    writer.add_token_merges(merges)
    writer.add_eos_token_id(config.eos_token_id)
    writer.add_pad_token_id(config.pad_token_id)
    if chat_template is not None:
        writer.add_chat_template(chat_template)
    state = {k: v.detach().float().numpy() for k, v in model.state_dict().items()}
    writer.add_tensor("token_embd.weight", state["model.embed_tokens.weight"])
    for layer in range(config.num_hidden_layers):
        for ours, theirs in _LAYER_NAMES.items():
            weights = state[f"model.layers.{layer}.{ours}"]
            if theirs == "attn_q.weight":
                weights = _permute(weights, config.num_attention_heads)
            elif theirs == "attn_k.weight":
                weights = _permute(weights, config.num_key_value_heads)
            writer.add_tensor(f"blk.{layer}.{theirs}", weights)
    writer.add_tensor("output_norm.weight", state["model.norm.weight"])
    writer.add_tensor("output.weight", state["lm_head.weight"])
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return file
