"""A tiny Hugging Face chat model built offline, for tests and benchmarks of ``hf:`` models.

:func:`build_tiny_model` writes a folder that ``transformers`` loads like any downloaded model:
a two-layer Qwen2 with random weights (fixed torch seed), a byte-level BPE tokenizer trained on
a few strings with the ``tokenizers`` library, and a ChatML chat template. Nothing is downloaded.
It answers garbage, which is what exercises the parsers.
"""

from __future__ import annotations

from pathlib import Path

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


def build_tiny_model(
    folder: str | Path,
    *,
    seed: int = 0,
    hidden_size: int = 32,
    layers: int = 2,
    chat_template: str | None = CHAT_TEMPLATE,
) -> Path:
    """Write a tiny random Qwen2 chat model and its tokenizer into ``folder``; return the path."""
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen2Config, Qwen2ForCausalLM

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
    config = Qwen2Config(
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
    )
    torch.manual_seed(seed)
    model = Qwen2ForCausalLM(config)
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    model.save_pretrained(folder)
    return folder
