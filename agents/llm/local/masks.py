"""Attention masks for rows with gaps, per kind of layer, and the names transformers gives its
key-value cache.

The batched passes (:mod:`~agents.llm.local.prefill`, :mod:`~agents.llm.local.decoding`,
:mod:`~agents.llm.local.inspection`, :mod:`~agents.llm.local.attention`) hold rows whose cache
columns are not their token positions: a short prompt is followed by padding, then by the tokens
read after it. transformers builds its masks from column indices, which is right for one row but
wrong across such a gap once a layer attends through a sliding window (Gemma 2/3, Mistral, Phi-3:
the window would count the padding). So every pass with a gap gives each cache column the
position of its token (-1 for padding) and builds the masks here from positions: a token sees the
tokens at or before its own position, and in a sliding layer only the last ``window`` of them, as
transformers' ``sliding_window_overlay`` defines it (``query - key < window``).

The cache is always a plain :class:`transformers.DynamicCache` of full layers, which keeps every
token's keys and values (a sliding layer's own cache drops the oldest, and the columns of the
rows would no longer line up); the masks hide what a sliding layer must not see.
"""

from __future__ import annotations

import inspect
from typing import Any

FULL = "full_attention"
SLIDING = "sliding_attention"
LAYER_KINDS = (FULL, SLIDING)
"""The layer types (``config.layer_types``) whose masks this module builds."""


def layer_windows(config: Any) -> dict[str, int | None]:
    """Per layer type of the model, its window in tokens (None: full attention).

    A config with ``layer_types`` (Qwen2/3, Gemma 2/3) lists one type per layer; one without
    (Llama, Mistral, Phi-3) attends the same way in every layer, through ``sliding_window`` when
    it is set.

    Raises:
        ValueError: a layer type other than :data:`LAYER_KINDS` (chunked or linear attention),
            whose masks the batched passes cannot build.
    """
    window = getattr(config, "sliding_window", None)
    types = getattr(config, "layer_types", None)
    if not types:
        return {SLIDING if window else FULL: window or None}
    unknown = sorted(set(types) - set(LAYER_KINDS))
    if unknown:
        raise ValueError(
            f"layer types {unknown} are not supported; allowed: {', '.join(LAYER_KINDS)} "
            "(the batched passes build their attention masks for these only)"
        )
    return {kind: (window if kind == SLIDING else None) for kind in sorted(set(types))}


def gap_masks(
    torch: Any, windows: dict[str, int | None], keys: Any, queries: Any, dtype: Any
) -> Any:
    """The additive attention masks for rows with gaps: what to pass as ``attention_mask``.

    Args:
        torch: The ``torch`` module.
        windows: :func:`layer_windows` of the model.
        keys: ``long (batch, columns)``: the position of each cache column's token, the new
            tokens' columns included; -1 for padding no token sees.
        queries: ``long (batch, new)``: the position of each new token.
        dtype: The model's float dtype.

    Returns:
        ``(batch, 1, new, columns)`` of 0 (seen) and the dtype's minimum, one tensor when every
        layer attends alike (transformers uses a 4-d mask as given), else a dict by layer type
        (what hybrid models such as Gemma take).
    """
    k = keys[:, None, :]
    q = queries[:, :, None]
    causal = (k >= 0) & (k <= q)
    lowest = torch.finfo(dtype).min
    masks = {}
    for kind, window in windows.items():
        seen = causal if window is None else causal & (q - k < window)
        masks[kind] = torch.where(seen, 0.0, lowest).to(dtype)[:, None]
    if len(set(windows.values())) == 1:
        return next(iter(masks.values()))
    return masks


def prompt_positions(torch: Any, lengths: list[int], width: int) -> Any:
    """``long (batch, width)``: right-padded prompts' column positions, -1 in the padding."""
    columns = torch.arange(width)[None, :].expand(len(lengths), width)
    return torch.where(columns < torch.tensor(lengths)[:, None], columns, -1)


def cache_keyword(model: Any) -> str:
    """The forward keyword of the key-value cache: ``cache`` (transformers 5.x, which warns
    that ``past_key_values`` goes in 5.40), or ``past_key_values`` before it."""
    parameters = inspect.signature(model.forward).parameters
    return "cache" if "cache" in parameters else "past_key_values"


def output_cache(out: Any) -> Any:
    """The key-value cache a forward pass returned, read by the name it is stored under."""
    fields = getattr(type(out), "__dataclass_fields__", {})
    return out.cache if "cache" in fields else out.past_key_values


def new_cache() -> Any:
    """An empty cache of full layers (module docstring: why never a sliding layer's own)."""
    import transformers

    return transformers.DynamicCache()
