"""Reading RotationPuzzle frames back: exact on our frames, robust to video pipelines."""

from __future__ import annotations

import functools
import io
import itertools

import numpy as np
import pytest

from envs.rotation_puzzle import logic, render
from envs.rotation_puzzle.decode import FrameReading, decode_frame
from envs.rotation_puzzle.generator import generate_puzzle
from envs.rotation_puzzle.logic import LOOP_2X2, PuzzleState

Image = pytest.importorskip("PIL.Image")

ALL_STATES = [
    PuzzleState((2, 2), LOOP_2X2, a) for a in itertools.product((0, 90, 180, 270), repeat=4)
]


@functools.cache
def frame_of(angles: tuple[int, ...]) -> np.ndarray:
    """The rendered frame of the 2x2 loop at ``angles``, drawn once per module (read-only)."""
    frame = render.render_frame(PuzzleState((2, 2), LOOP_2X2, angles))
    frame.setflags(write=False)
    return frame


def assert_reads(reading: FrameReading, state: PuzzleState) -> None:
    assert reading.readable, reading.reason
    assert reading.reason is None
    assert reading.openings is not None
    assert np.array_equal(reading.openings, logic.openings(state))
    assert reading.solved == logic.is_solved(state)
    assert reading.background_ok is True
    assert reading.squares_ok == (True,) * state.num_squares


def resize(frame: np.ndarray, size: tuple[int, int]) -> np.ndarray:
    return np.asarray(Image.fromarray(frame).resize(size, Image.BILINEAR))


def jpeg(frame: np.ndarray, quality: int = 75) -> np.ndarray:
    buf = io.BytesIO()
    Image.fromarray(frame).save(buf, format="JPEG", quality=quality)
    return np.asarray(Image.open(io.BytesIO(buf.getvalue())).convert("RGB"))


_NOISE: dict[tuple[int, ...], list[np.ndarray]] = {}


def noisy(frame: np.ndarray, seed: int, sigma: float = 8.0) -> np.ndarray:
    """Gaussian noise (sigma 8 grey levels) from a small seeded bank, to keep the test fast."""
    if frame.shape not in _NOISE:
        rng = np.random.default_rng(0)
        _NOISE[frame.shape] = [
            np.rint(rng.normal(0.0, sigma, frame.shape)).astype(np.int16) for _ in range(4)
        ]
    noise = _NOISE[frame.shape][seed % 4]
    return np.clip(frame.astype(np.int16) + noise, 0, 255).astype(np.uint8)


DISTORTIONS = {
    "identity": lambda f, i: f,
    "resize_1280x853": lambda f, i: resize(f, (1280, 853)),
    "resize_512x341": lambda f, i: resize(f, (512, 341)),
    "jpeg_q75": lambda f, i: jpeg(f),
    "noise": lambda f, i: noisy(f, i),
    "small_jpeg_noise": lambda f, i: jpeg(noisy(resize(f, (512, 341)), i)),
}


SLOW_DISTORTIONS = {"resize_1280x853"}
# Every state is read undistorted; each distortion reads a quarter of them, the quarters of the
# four single distortions (and so every state under one of them) at different offsets.
STRIDE_OFFSET = {"resize_1280x853": 0, "resize_512x341": 1, "jpeg_q75": 2, "noise": 3}
STRIDE_OFFSET["small_jpeg_noise"] = 0


@pytest.mark.parametrize(
    "distortion",
    [
        pytest.param(d, marks=pytest.mark.slow) if d in SLOW_DISTORTIONS else d
        for d in sorted(DISTORTIONS)
    ],
)
def test_decode_every_2x2_state(distortion):
    distort = DISTORTIONS[distortion]
    offset = STRIDE_OFFSET.get(distortion)
    states = ALL_STATES if offset is None else ALL_STATES[offset::4]
    for i, state in enumerate(states):
        assert_reads(decode_frame(distort(frame_of(state.angles), i)), state)


def test_the_single_distortions_together_read_every_state():
    single = [d for d in DISTORTIONS if d not in ("identity", "small_jpeg_noise")]
    covered = {i for d in single for i in range(STRIDE_OFFSET[d], len(ALL_STATES), 4)}
    assert covered == set(range(len(ALL_STATES)))


def test_solved_flag_only_for_the_loop():
    readings = [decode_frame(frame_of(s.angles)) for s in ALL_STATES]
    assert sum(r.solved for r in readings) == 1
    assert readings[0].solved is True  # all angles 0°


def test_rgba_and_angles_for():
    state = PuzzleState((2, 2), LOOP_2X2, (90, 180, 0, 270))
    frame = render.render_frame(state)
    rgba = np.concatenate([frame, np.full((512, 768, 1), 255, np.uint8)], axis=2)
    reading = decode_frame(rgba)
    assert_reads(reading, state)
    assert reading.angles_for(LOOP_2X2) == (90, 180, 0, 270)
    assert reading.angles_for(LOOP_2X2[:3]) is None


@pytest.mark.parametrize("grid", [(2, 3), (4, 4), (6, 6)])
def test_decode_larger_grids(grid):
    rng = np.random.default_rng(sum(grid))
    for _ in range(3):
        state = generate_puzzle(rng, grid, "hard")
        frame = render.render_frame(state)
        assert_reads(decode_frame(frame, grid), state)
        assert_reads(decode_frame(jpeg(resize(frame, (1280, 853))), grid), state)
        assert_reads(decode_frame(jpeg(resize(frame, (512, 341))), grid), state)


@pytest.mark.slow
def test_decode_after_h264_round_trip(tmp_path):
    imageio_ffmpeg = pytest.importorskip(
        "imageio_ffmpeg"
    )  # the `video` extra; installed by make test
    path = str(tmp_path / "frames.mp4")
    # quality=7 (imageio's scale) is lossier than the datasets' CRF 18: a harsh round trip.
    writer = imageio_ffmpeg.write_frames(
        path, (768, 512), fps=8, codec="libx264", quality=7, macro_block_size=16
    )
    writer.send(None)
    for state in ALL_STATES:
        writer.send(np.ascontiguousarray(render.render_frame(state)))
    writer.close()
    reader = imageio_ffmpeg.read_frames(path)
    meta = next(reader)
    width, height = meta["size"]
    frames = [np.frombuffer(buf, np.uint8).reshape(height, width, 3) for buf in reader]
    assert len(frames) == len(ALL_STATES)
    for frame, state in zip(frames, ALL_STATES, strict=True):
        assert frame.shape == (512, 768, 3)
        assert_reads(decode_frame(frame), state)


@pytest.mark.parametrize(
    "image",
    [
        np.zeros((512, 768, 3), np.uint8),
        np.full((512, 768, 3), 255, np.uint8),
        np.full((512, 768, 3), render.BACKGROUND, np.uint8),
        np.random.default_rng(0).integers(0, 256, (512, 768, 3), dtype=np.uint8),
        np.random.default_rng(1).integers(0, 256, (341, 512, 3), dtype=np.uint8),
    ],
    ids=["black", "white", "background_only", "noise", "small_noise"],
)
def test_unrelated_frames_are_unreadable(image):
    reading = decode_frame(image)
    assert not reading.readable
    assert reading.reason
    assert reading.openings is None and reading.solved is None


def test_other_pictures_are_unreadable():
    state = PuzzleState((2, 2), LOOP_2X2, (0, 0, 0, 0))
    frame = render.render_frame(state)
    # Wrong grid for the picture.
    assert not decode_frame(frame, (3, 3)).readable
    # A camera that drifted: the picture shifted by 25 px.
    shifted = np.full_like(frame, render.BACKGROUND)
    shifted[:, 25:] = frame[:, :-25]
    reading = decode_frame(shifted)
    assert not reading.readable and reading.squares_ok is not None
    assert not all(reading.squares_ok)
    # A square caught part-way through a turn.
    for angle in (10.0, 30.0, 45.0, 80.0):
        reading = decode_frame(render.render_frame(state, [0.0, angle, 0.0, 0.0]))
        assert not reading.readable, angle
        assert reading.squares_ok is not None and reading.squares_ok[1] is False
    # A square painted over with background (missing).
    missing = frame.copy()
    x0, y0, x1, y1 = render.square_boxes((2, 2))[3]
    missing[y0:y1, x0:x1] = render.BACKGROUND
    assert not decode_frame(missing).readable
    # A different background colour.
    dark = frame.copy()
    dark[(frame == render.BACKGROUND).all(axis=2)] = (30, 30, 30)
    reading = decode_frame(dark)
    assert not reading.readable and reading.background_ok is False


@pytest.mark.parametrize(
    "image",
    [None, "frame", np.zeros((512, 768), np.uint8), np.zeros((512, 768, 3), np.float32),
     np.zeros((10, 15, 3), np.uint8), np.zeros((512, 512, 3), np.uint8), [[1, 2], [3]]],
)  # fmt: skip
def test_bad_inputs_never_raise(image):
    reading = decode_frame(image)
    assert not reading.readable and isinstance(reading.reason, str)


def test_bad_grid_argument_raises():
    with pytest.raises(ValueError, match="grid"):
        decode_frame(np.zeros((512, 768, 3), np.uint8), grid=(0, 3))


def test_a_corner_watermark_is_tolerated_but_not_a_tinted_margin():
    state = PuzzleState((2, 2), LOOP_2X2, (0, 90, 0, 0))
    frame = render.render_frame(state)
    marked = frame.copy()
    marked[-40:, -140:] = (20, 20, 20)  # a logo over the bottom-right corner
    assert_reads(decode_frame(marked), state)
    marked[:40, :140] = (20, 20, 20)
    marked[:40, -140:] = (20, 20, 20)
    assert decode_frame(marked).background_ok is False  # three corners covered: too much
