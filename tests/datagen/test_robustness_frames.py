"""The envelope's frames made once per distinct source frame are the frames made one by one.

:func:`datagen.envelope.envelope_video` transforms each distinct source frame once unless its
entry is in :data:`~datagen.envelope.DRAWS_PER_FRAME` (those draw from the generator for every
frame, so skipping a call would move every draw after it). These tests hold the list to what the
entries do, and the shortcut to the same bytes as the plain loop.
"""

from __future__ import annotations

import numpy as np
import pytest

from datagen.envelope import DRAWS_PER_FRAME, ENVELOPE, envelope_video

pytest.importorskip("cv2")


def _frame(seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 256, (64, 96, 3), dtype=np.uint8)


@pytest.mark.parametrize("name", sorted(ENVELOPE))
def test_draws_per_frame_lists_exactly_the_entries_that_draw(name: str) -> None:
    transform, _ = ENVELOPE[name]
    rng = np.random.default_rng(0)
    before = rng.bit_generator.state
    transform(_frame(1), rng)
    assert (rng.bit_generator.state != before) == (name in DRAWS_PER_FRAME), name


@pytest.mark.parametrize("name", sorted(ENVELOPE))
def test_a_held_frame_gives_the_bytes_of_the_plain_loop(name: str) -> None:
    a, b = _frame(2), _frame(3)
    frames = [a, a, b, b, b, a]  # held frames repeat the object, as the scenarios do
    out, index, encoding = envelope_video(frames, name, seed=7)
    # The plain loop: one call per output frame, the generator drawn as envelope_video draws it.
    transform, want_encoding = ENVELOPE[name]
    rng = np.random.default_rng(7)
    want_index = list(range(len(frames)))
    if "drop" in want_encoding:
        last = len(frames) - 1
        want_index = [i for i in want_index if i in (0, last) or rng.random() > 0.3]
    if "dup" in want_encoding:
        want_index = [i for i in want_index for _ in range(2 if rng.random() < 0.4 else 1)]
    want = [transform(frames[i], rng) for i in want_index]
    assert (index, encoding) == (want_index, want_encoding)
    assert [f.tobytes() for f in out] == [f.tobytes() for f in want], name
