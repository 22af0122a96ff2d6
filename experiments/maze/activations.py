"""Hidden states saved during a trial (``--activations LAYERS``): one ``.npz`` per trial.

Beside a trial's transcript ``<k>.txt``/``<k>.json`` the runner writes ``<k>.npz`` (compressed,
atomic: a temporary file then :func:`os.replace`, written before the trial's record is
appended), holding:

=============  ==========================  ====================================================
array          shape, dtype                meaning
=============  ==========================  ====================================================
``hidden``     ``(rows, layers, H)`` f16   the hidden state of each row's token at each layer
``layers``     ``(layers,)`` int16         the layers as asked (0: embeddings, -1: the last)
``phase``      ``(rows,)`` int8            0 solve, 1 recognize (:data:`PHASE_CODES`)
``step``       ``(rows,)`` int16           solve step (0-based); -1 for recognition rows
``row, col``   ``(rows,)`` int16           solve: the player's cell; recognize: the maze cell
``token``      ``(rows,)`` int32           the prompt token the row was read at
``trial``      ``()`` str                  the trial's key as JSON (model, encoding, maze, k,
                                           solve mode), so a file moved on its own still says
                                           what it is
=============  ==========================  ====================================================

Rows: one per interactive solve step (the last prompt token, the model's state when it picks its
move) and one per maze cell of the recognition prompt (the token of the cell's symbol in the
matrix encoding, the last token of its ``(row,col)`` in the coordinate list). So a trial holds at
most ``max_moves + size**2`` rows and its file at most ``(max_moves + size**2) x len(layers) x H
x 2`` bytes before compression: 41 x 3 x 3584 x 2 = 0.9 MB for a 5x5 maze, 3 layers of a 7B
Qwen2.5 (H = 3584) and 16 moves. The record's ``activations`` field says the file (from the
results folder), its rows, layers and size on disk.

Resume: a record that names a file whose rows do not match (missing, damaged, another trial's)
is redone; a file without a record (the run was killed between the two) is overwritten when its
trial runs again.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np

from envs.io import atomic_write_bytes, npz_bytes, read_npz
from experiments.maze.inspection import PHASE_CODES, ActivationRows

SUFFIX = ".npz"
INDEX_ARRAYS = ("phase", "step", "row", "col", "token")


def save(path: Path, rows: ActivationRows, trial_key: Any, root: Path) -> dict[str, Any]:
    """Write ``rows`` to ``path`` (atomically); return the record's ``activations`` field
    (``file`` is the path from ``root``, the results folder, with ``/``)."""
    hidden = (
        np.stack(rows.hidden).astype(np.float16)
        if len(rows)
        else np.zeros((0, len(rows.layers), 0), np.float16)
    )
    arrays = {
        "hidden": hidden,
        "layers": np.asarray(rows.layers, dtype=np.int16),
        "phase": np.asarray(rows.phase, dtype=np.int8),
        "step": np.asarray(rows.step, dtype=np.int16),
        "row": np.asarray(rows.row, dtype=np.int16),
        "col": np.asarray(rows.col, dtype=np.int16),
        "token": np.asarray(rows.token, dtype=np.int32),
        "trial": np.asarray(json.dumps(list(trial_key))),
    }
    data = npz_bytes(arrays)  # the same trial gives the same bytes
    atomic_write_bytes(path, data)
    return {
        "file": path.relative_to(root).as_posix(),
        "rows": len(rows),
        "layers": list(rows.layers),
        "bytes": len(data),
    }


def load(path: Path) -> dict[str, np.ndarray] | None:
    """The arrays of one file, or None when it is missing or damaged (never raises on content)."""
    arrays = read_npz(path)
    if arrays is None:
        return None
    needed = ("hidden", "layers", *INDEX_ARRAYS)
    if any(name not in arrays for name in needed):
        return None
    n = arrays["hidden"].shape[0] if arrays["hidden"].ndim == 3 else -1
    if n < 0 or any(arrays[name].shape != (n,) for name in INDEX_ARRAYS):
        return None
    if arrays["hidden"].shape[1] != arrays["layers"].shape[0]:
        return None
    return arrays


def matches(path: Path, field: Any, trial_key: Any) -> bool:
    """Whether the file at ``path`` is the one the record's ``activations`` field describes."""
    if not isinstance(field, dict):
        return False
    arrays = load(path)
    if arrays is None:
        return False
    try:
        same_trial = json.loads(str(arrays["trial"])) == list(trial_key)
    except (KeyError, ValueError):
        return False
    return (
        same_trial
        and arrays["hidden"].shape[0] == field.get("rows")
        and arrays["layers"].tolist() == field.get("layers")
    )


__all__ = ["INDEX_ARRAYS", "PHASE_CODES", "SUFFIX", "load", "matches", "save"]
