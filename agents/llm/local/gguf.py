"""GGUF files as ``hf:`` models: dequantised once into a model folder, which later runs load.

Open models ship for CPUs as GGUF files (llama.cpp's format, quantised). transformers reads one
with ``gguf_file=`` (the ``gguf`` package), dequantising every weight to float: slow (converting
a tokenizer alone can take minutes), so it is done once. The folder is written next to the file
(``model.gguf`` -> ``model.gguf.hf/``), or under a cache folder when the file's own folder is
not writable or one is given, with a stamp (``gguf_source.json``: the file's path, size and
modification time, and the transformers version) that says which file it came from; a changed
file or a missing stamp converts again. The folder is written beside its final name and renamed
into place, so a run stopped halfway leaves no half-written model behind.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path
from typing import Any

GGUF_SUFFIX = ".gguf"
STAMP_FILE = "gguf_source.json"
FOLDER_SUFFIX = ".hf"


def is_gguf(text: str) -> bool:
    """Whether an ``hf:`` path names a GGUF file (by its suffix)."""
    return text.strip().lower().endswith(GGUF_SUFFIX)


def default_cache_dir() -> Path:
    """Where folders go when a file's own folder is not writable: ``$XDG_CACHE_HOME`` (or
    ``~/.cache``) ``/spatial-reasoning-gym/gguf``."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "spatial-reasoning-gym" / "gguf"


def converted_folder(file: Path, cache_dir: Path | None = None) -> Path:
    """The model folder of GGUF ``file``: ``<file>.hf`` beside it, or, with ``cache_dir`` (or
    when the file's folder is not writable), ``<cache_dir>/<file name>-<8 hex of its path>.hf``."""
    if cache_dir is None and os.access(file.parent, os.W_OK):
        return file.with_name(file.name + FOLDER_SUFFIX)
    digest = hashlib.sha256(str(file).encode()).hexdigest()[:8]
    return Path(cache_dir or default_cache_dir()) / f"{file.name}-{digest}{FOLDER_SUFFIX}"


def stamp(file: Path, transformers: Any) -> dict[str, Any]:
    """What identifies a conversion: the file (path, size, modification time) and the
    transformers version that dequantised it."""
    status = file.stat()
    return {
        "file": str(file),
        "size": status.st_size,
        "mtime_ns": status.st_mtime_ns,
        "transformers": transformers.__version__,
    }


def up_to_date(folder: Path, expected: dict[str, Any]) -> bool:
    """Whether ``folder`` holds a finished conversion of the file ``expected`` describes."""
    try:
        return json.loads((folder / STAMP_FILE).read_text()) == expected
    except (OSError, ValueError):
        return False


def ensure_folder(
    torch: Any, transformers: Any, path: str | Path, *, cache_dir: str | Path | None = None
) -> tuple[Path, bool]:
    """The model folder of the GGUF file at ``path``, converted now if it is not yet;
    ``(folder, converted)`` (``converted``: this call wrote it).

    Raises:
        ValueError: no such file, the ``gguf`` package missing, or a file transformers cannot
            read as a causal language model (the message names the file and the cause).
    """
    file = Path(path).expanduser().resolve()
    if not file.is_file():
        raise ValueError(f"path={str(path)!r} is not a file; allowed: a .gguf model file")
    folder = converted_folder(file, None if cache_dir is None else Path(cache_dir))
    expected = stamp(file, transformers)
    if up_to_date(folder, expected):
        return folder, False
    try:
        import gguf  # noqa: F401  (transformers reads the file through it)
    except ImportError:
        from agents.llm.local.loading import INSTALL_HINT

        raise ValueError(
            f"path={str(path)!r}: reading a GGUF file needs the gguf package; install it with: "
            f"{INSTALL_HINT}"
        ) from None
    folder.parent.mkdir(parents=True, exist_ok=True)
    partial = folder.with_name(f"{folder.name}.partial-{os.getpid()}")
    shutil.rmtree(partial, ignore_errors=True)
    try:
        _convert(torch, transformers, file, partial)
        (partial / STAMP_FILE).write_text(json.dumps(expected, indent=2) + "\n")
        shutil.rmtree(folder, ignore_errors=True)
        os.replace(partial, folder)
    except Exception as exc:
        shutil.rmtree(partial, ignore_errors=True)
        if up_to_date(folder, expected):  # another process converted it meanwhile
            return folder, False
        raise ValueError(
            f"path={str(path)!r}: the GGUF file does not convert to a model folder "
            f"({type(exc).__name__}: {exc})"
        ) from None
    return folder, True


def _convert(torch: Any, transformers: Any, file: Path, folder: Path) -> None:
    """Dequantise ``file`` into ``folder`` (float32 weights, the tokenizer as the file has it)."""
    where, name = str(file.parent), file.name
    tokenizer = transformers.AutoTokenizer.from_pretrained(where, gguf_file=name)
    model = transformers.AutoModelForCausalLM.from_pretrained(
        where, gguf_file=name, dtype=torch.float32
    )
    # Loaded from GGUF the model counts as quantised, and save_pretrained refuses it ("not
    # serializable"); its weights are plain float tensors by now, so drop the marks.
    model.hf_quantizer = None
    model.is_quantized = False
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
