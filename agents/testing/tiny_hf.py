"""A tiny Hugging Face chat model built offline, for tests and benchmarks of ``hf:`` models.

:func:`build_tiny_model` writes a folder that ``transformers`` loads like any downloaded model:
a two-layer Qwen2 (or another architecture family of :data:`FAMILIES`) with random weights
(fixed torch seed), a byte-level BPE tokenizer trained on a few strings with the ``tokenizers``
library, and a ChatML chat template. Nothing is downloaded. It answers garbage, which is what
exercises the parsers.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

CHAT_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n"
    "{{ message['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)

_CORPUS = [
    "You are navigating a maze. MOVE: (0, 1) SHAPE: spiral square cross triangle C Z",
    "0 1 2 3 4 5 6 7 8 9 # . P G wall empty player goal row column (r, c)",
    "Recognize the shape of the maze. Generate a new maze of the same shape and size.",
]


# Per family: the config and model class names in ``transformers`` and the settings that make
# the family what it is (a sliding window, Gemma's scaled embeddings and soft-capping...).
# ``sliding_window`` (when given) is set on the families that have one.
FAMILIES: dict[str, tuple[str, str, dict[str, Any]]] = {
    "llama": ("LlamaConfig", "LlamaForCausalLM", {}),
    "qwen2": ("Qwen2Config", "Qwen2ForCausalLM", {}),
    "qwen3": ("Qwen3Config", "Qwen3ForCausalLM", {"head_dim": 8}),
    "gemma2": (
        "Gemma2Config",
        "Gemma2ForCausalLM",
        {"head_dim": 8, "query_pre_attn_scalar": 8, "layer_types": None},
    ),
    "gemma3": (
        "Gemma3TextConfig",
        "Gemma3ForCausalLM",
        {"head_dim": 8, "query_pre_attn_scalar": 8, "layer_types": None},
    ),
    "mistral": ("MistralConfig", "MistralForCausalLM", {}),
    "phi3": ("Phi3Config", "Phi3ForCausalLM", {}),
}
SLIDING = ("gemma2", "gemma3", "mistral", "phi3")
"""The families whose attention can be a sliding window (every layer, or some of them)."""


def build_tiny_model(
    folder: str | Path,
    *,
    seed: int = 0,
    hidden_size: int = 32,
    layers: int = 2,
    chat_template: str | None = CHAT_TEMPLATE,
    family: str = "qwen2",
    sliding_window: int | None = None,
) -> Path:
    """Write a tiny random chat model and its tokenizer into ``folder``; return the path.

    Args:
        folder: Where to write it (created).
        seed: The torch seed of the random weights.
        hidden_size: Width of the model.
        layers: Decoder layers.
        chat_template: The tokenizer's chat template (None: a base model without one).
        family: One of :data:`FAMILIES` (the architecture).
        sliding_window: The attention window in tokens of the :data:`SLIDING` families (Gemma
            alternates sliding and full layers); None keeps the family's default.

    Raises:
        ValueError: an unknown ``family``, or a ``sliding_window`` for a family without one.
    """
    import torch
    import transformers
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    if family not in FAMILIES:
        raise ValueError(f"family={family!r} is not allowed; allowed: {', '.join(FAMILIES)}")
    if sliding_window is not None and family not in SLIDING:
        raise ValueError(
            f"sliding_window={sliding_window!r} is not allowed for family={family!r}; "
            f"allowed with: {', '.join(SLIDING)}"
        )

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    specials = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
    raw = Tokenizer(models.BPE())
    raw.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    raw.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=400,
        special_tokens=specials,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    raw.train_from_iterator(_CORPUS, trainer=trainer)
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=raw,
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        bos_token=None,
    )
    if chat_template is not None:
        tokenizer.chat_template = chat_template
    tokenizer.save_pretrained(folder)
    config_name, model_name, extra = FAMILIES[family]
    settings = dict(extra)
    if sliding_window is not None:
        settings["sliding_window"] = sliding_window
        if "layer_types" in settings:  # Gemma: sliding and full layers take turns
            settings["layer_types"] = [
                "sliding_attention" if i % 2 == 0 else "full_attention" for i in range(layers)
            ]
    if settings.get("layer_types", 0) is None:
        del settings["layer_types"]
    config = getattr(transformers, config_name)(
        vocab_size=len(tokenizer),
        hidden_size=hidden_size,
        intermediate_size=hidden_size * 2,
        num_hidden_layers=layers,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=32768,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
        bos_token_id=None,
        tie_word_embeddings=False,
        initializer_range=0.5,
        **settings,
    )
    torch.manual_seed(seed)
    model = getattr(transformers, model_name)(config)
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    model.save_pretrained(folder)
    return folder
