"""Loading a local model: the optional libraries, the device, the model folder, the tokenizer
and the weights, each refusal a ``ValueError`` that says what is allowed or how to fix it."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

DTYPES = ("auto", "float32", "bfloat16", "float16")
INSTALL_HINT = 'pip install "spatial-reasoning-gym[local]"'
CHAT_TEMPLATE_HINT = (
    "pass one with --chat-template FILE (chat_template= in Python: a Jinja template file), or "
    "give the tokenizer one: tokenizer.chat_template = '<a Jinja template>' then "
    "tokenizer.save_pretrained(folder), or put a chat_template.jinja file in the folder"
)


def offline() -> bool:
    """Whether ``HF_HUB_OFFLINE`` forbids downloads."""
    return os.environ.get("HF_HUB_OFFLINE", "").strip().lower() in ("1", "true", "yes", "on")


def import_transformers() -> tuple[Any, Any]:
    """``(torch, transformers)``, or a ValueError naming the extra that installs them."""
    try:
        import torch
        import transformers
    except ImportError as exc:
        raise ValueError(
            f"hf: models need torch and transformers ({exc}); install them with: {INSTALL_HINT}"
        ) from None
    return torch, transformers


def pick_device(torch: Any, device: Any) -> str:
    """The torch device to load on: ``"auto"`` is cuda if available, else cpu."""
    allowed = "auto, cpu, cuda, cuda:<index>, mps"
    if device in (None, "auto"):
        return "cuda" if torch.cuda.is_available() else "cpu"
    try:
        parsed = torch.device(str(device))
    except (RuntimeError, ValueError):
        raise ValueError(f"device={device!r} is not allowed; allowed: {allowed}") from None
    if parsed.type == "cuda" and not torch.cuda.is_available():
        raise ValueError(f"device={device!r} is not available: torch sees no CUDA device")
    if parsed.type == "mps" and not torch.backends.mps.is_available():
        raise ValueError(f"device={device!r} is not available: torch sees no MPS device")
    if parsed.type not in ("cpu", "cuda", "mps"):
        raise ValueError(f"device={device!r} is not allowed; allowed: {allowed}")
    return str(parsed)


def locate(transformers: Any, text: str) -> tuple[str, str]:
    """(model folder, its config.json) for a folder or a cached model name."""
    folder = Path(text).expanduser()
    if folder.exists():
        if not folder.is_dir():
            raise ValueError(
                f"path={text!r} is a file; allowed: a model folder (config.json, weights, "
                "tokenizer files)"
            )
        if not (folder / "config.json").is_file():
            raise ValueError(
                f"path={text!r} is not a model folder: it has no config.json; allowed: a "
                "folder written by save_pretrained (config.json, weights, tokenizer files)"
            )
        return str(folder.resolve()), str(folder / "config.json")
    if text.startswith(("/", ".", "~")) or os.sep + os.sep in text or text.count("/") > 1:
        raise ValueError(f"path={text!r} does not exist; allowed: a model folder or name")
    try:
        from transformers.utils import cached_file

        config = cached_file(text, "config.json", local_files_only=offline())
    except Exception as exc:  # OSError, EnvironmentError, hub errors: say what was tried
        where = (
            "the local Hugging Face cache (HF_HUB_OFFLINE is set)"
            if offline()
            else ("the Hugging Face hub")
        )
        raise ValueError(
            f"path={text!r} is neither a model folder nor a model found in {where} "
            f"({type(exc).__name__})"
        ) from None
    if config is None:
        raise ValueError(f"path={text!r} has no config.json; allowed: a model folder or name")
    return str(Path(config).parent), str(config)


def read_chat_template(chat_template: Any) -> str | None:
    """The text of a chat template file (None: none given); a ValueError naming the argument
    when it is no readable, non-empty text file."""
    if chat_template is None:
        return None
    allowed = "allowed: the path of a Jinja chat template file, or None"
    if not isinstance(chat_template, (str, Path)) or not str(chat_template).strip():
        raise ValueError(f"chat_template={chat_template!r} is not allowed; {allowed}")
    try:
        text = Path(chat_template).expanduser().read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(
            f"chat_template={str(chat_template)!r} cannot be read ({type(exc).__name__}); {allowed}"
        ) from None
    if not text.strip():
        raise ValueError(f"chat_template={str(chat_template)!r} is an empty file; {allowed}")
    return text


def load_tokenizer(transformers: Any, path: str, chat_template: str | None = None) -> Any:
    """The folder's tokenizer, which must have a chat template (padding with its end token);
    ``chat_template`` (a template's text) replaces the folder's own."""
    try:
        tokenizer = transformers.AutoTokenizer.from_pretrained(path, local_files_only=True)
    except Exception as exc:
        raise ValueError(
            f"path={path!r}: the tokenizer does not load ({type(exc).__name__}: {exc})"
        ) from None
    if chat_template is not None:
        tokenizer.chat_template = chat_template
    if not getattr(tokenizer, "chat_template", None):
        raise ValueError(f"path={path!r}: the tokenizer has no chat template; {CHAT_TEMPLATE_HINT}")
    if tokenizer.pad_token_id is None:
        tokenizer.pad_token = tokenizer.eos_token
    tokenizer.padding_side = "left"
    return tokenizer


def load_model(torch: Any, transformers: Any, path: str, dtype: str, device: str) -> Any:
    """The folder's causal language model on ``device`` in ``dtype`` (one of :data:`DTYPES`;
    ``"auto"``: float32 on cpu, the checkpoint's own dtype elsewhere), in eval mode."""
    if dtype == "auto":
        chosen: Any = torch.float32 if device == "cpu" else "auto"
    else:
        chosen = getattr(torch, dtype)
    major_minor = tuple(int(x) for x in transformers.__version__.split(".")[:2])
    key = "dtype" if major_minor >= (4, 56) else "torch_dtype"
    try:
        model = transformers.AutoModelForCausalLM.from_pretrained(
            path, local_files_only=True, **{key: chosen}
        )
    except Exception as exc:
        raise ValueError(
            f"path={path!r}: the model does not load as a causal language model "
            f"({type(exc).__name__}: {exc})"
        ) from None
    model.to(device)
    model.eval()
    return model
