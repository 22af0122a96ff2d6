"""RotationPuzzle frames: the specification's visual specification, checked pixel by pixel."""

from __future__ import annotations

import functools
import itertools

import numpy as np
import pytest

from envs.rotation_puzzle import logic, render
from envs.rotation_puzzle.generator import generate_puzzle
from envs.rotation_puzzle.logic import LOOP_2X2, PuzzleState
from envs.rotation_puzzle.pieces import rotate_pattern

ALL_2X2 = list(itertools.product((0, 90, 180, 270), repeat=4))
BG = np.array(render.BACKGROUND, dtype=np.uint8)
FILL = np.array(render.SQUARE_FILL, dtype=np.uint8)
PIPE = np.array(render.PIPE, dtype=np.uint8)


@functools.lru_cache(maxsize=8)
def outside_boxes(grid: tuple[int, int]) -> np.ndarray:
    mask = np.ones((512, 768), dtype=bool)
    for x0, y0, x1, y1 in render.square_boxes(grid):
        mask[y0:y1, x0:x1] = False
    return mask


def test_spec_constants():
    assert render.CANVAS_SIZE == (768, 512)
    assert render.BACKGROUND == (0xF8, 0xFA, 0xFC)
    assert render.PIPE == (0x3B, 0x82, 0xF6)
    # The fill stands out from the background and is far from the pipe colour.
    assert np.abs(FILL.astype(int) - BG.astype(int)).sum() >= 30
    assert np.abs(FILL.astype(int) - PIPE.astype(int)).sum() >= 200


def test_2x2_layout_is_140px_squares_20px_apart_centred():
    boxes = render.square_boxes((2, 2))
    assert boxes == [(234, 106, 374, 246), (394, 106, 534, 246), (234, 266, 374, 406),
                     (394, 266, 534, 406)]  # fmt: skip
    assert all(x1 - x0 == 140 and y1 - y0 == 140 for x0, y0, x1, y1 in boxes)
    assert boxes[1][0] - boxes[0][2] == 20 and boxes[2][1] - boxes[0][3] == 20
    xs = [b[0] for b in boxes] + [b[2] for b in boxes]
    ys = [b[1] for b in boxes] + [b[3] for b in boxes]
    assert min(xs) + max(xs) == 768 and min(ys) + max(ys) == 512


@pytest.mark.parametrize("grid", [(1, 2), (2, 3), (3, 3), (4, 6), (6, 6), (8, 8)])
def test_larger_grids_fit_the_same_canvas(grid):
    boxes = render.square_boxes(grid)
    size, gap = render.layout(grid)
    assert len(boxes) == grid[0] * grid[1]
    assert size <= 140 and gap >= 2
    for x0, y0, x1, y1 in boxes:
        assert x1 - x0 == size and y1 - y0 == size
        assert x0 > 0 and x1 < 768 and y0 > 0 and y1 < 512
    xs = [b[0] for b in boxes] + [b[2] for b in boxes]
    ys = [b[1] for b in boxes] + [b[3] for b in boxes]
    assert abs(min(xs) + max(xs) - 768) <= 1 and abs(min(ys) + max(ys) - 512) <= 1
    if grid[1] > 1:
        assert boxes[1][0] - boxes[0][2] == gap


def test_every_2x2_frame_matches_the_spec():
    outside = outside_boxes((2, 2))
    for angles in ALL_2X2:
        state = PuzzleState((2, 2), LOOP_2X2, angles)
        frame = render.render_frame(state)
        assert frame.shape == (512, 768, 3) and frame.dtype == np.uint8
        # Nothing outside the squares: background everywhere else, exactly.
        assert (frame[outside] == BG).all(), angles
        opens = logic.openings(state)
        for (x0, y0, x1, y1), sides in zip(render.square_boxes((2, 2)), opens, strict=True):
            cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
            assert (frame[cy, cx] == PIPE).all(), angles  # the joint
            assert (frame[y0, x0] == FILL).all() and (frame[y1 - 1, x1 - 1] == FILL).all()
            # Side midpoints, in the order top, right, bottom, left.
            midpoints = [(cx, y0), (x1 - 1, cy), (cx, y1 - 1), (x0, cy)]
            for (x, y), on in zip(midpoints, sides, strict=True):
                assert (frame[y, x] == (PIPE if on else FILL)).all(), (angles, x, y)


def test_frame_holds_only_fill_pipe_and_their_blends():
    state = PuzzleState((2, 2), LOOP_2X2, (90, 0, 270, 180))
    frame = render.render_frame(state)
    inside = frame[~outside_boxes((2, 2))].astype(float)
    # Each inside pixel lies on the FILL-PIPE segment (no third colour: no labels or borders).
    d = PIPE.astype(float) - FILL.astype(float)
    t = ((inside - FILL) @ d) / (d @ d)
    off = np.linalg.norm(inside - (FILL + t[:, None] * d), axis=1)
    assert off.max() <= 1.5 and t.min() >= -0.01 and t.max() <= 1.01
    blends = ((t > 0.05) & (t < 0.95)).sum()
    assert blends > 50  # anti-aliased edges on the round joints


def test_render_is_deterministic_and_fresh():
    state = generate_puzzle(np.random.default_rng(5), (3, 4), "hard")
    a = render.render_frame(state)
    b = render.render_frame(state)
    assert a.tobytes() == b.tobytes()
    a[:] = 0  # the caller owns the array: the cache must not be touched
    assert render.render_frame(state).tobytes() == b.tobytes()
    c = render.render_frame(state, [17.5] * state.num_squares)
    assert c.tobytes() == render.render_frame(state, [17.5] * state.num_squares).tobytes()


def test_partial_angles_rotate_the_whole_square():
    state = PuzzleState((2, 2), LOOP_2X2, (0, 0, 0, 0))
    still = render.render_frame(state)
    turned = render.render_frame(state, [45.0, 0.0, 0.0, 0.0])
    x0, y0, x1, y1 = render.square_boxes((2, 2))[0]
    assert not np.array_equal(still, turned)
    # At 45° the square's box corner is bare background, while its own corner pokes out
    # beyond the box's left edge at mid-height.
    assert (turned[y0 + 2, x0 + 2] == BG).all()
    cy = (y0 + y1) // 2
    assert (turned[cy, x0 - 20] == FILL).all()
    # The other three squares are untouched.
    mask = np.zeros((512, 768), dtype=bool)
    for bx0, by0, bx1, by1 in render.square_boxes((2, 2))[1:]:
        mask[by0:by1, bx0:bx1] = True
    mask[y0 - 40 : y1 + 40, x0 - 40 : x1 + 40] = False
    assert (turned[mask] == still[mask]).all()


def test_turned_squares_are_cached_without_changing_a_byte():
    state = generate_puzzle(np.random.default_rng(2), (3, 3), "hard")
    angles = [float(a) * 37.3 - 150.0 for a in range(state.num_squares)]
    render._sprite.cache_clear()
    cold = render.render_frame(state, angles)
    assert render._sprite.cache_info().currsize > 0
    warm = render.render_frame(state, angles)
    assert cold.tobytes() == warm.tobytes()
    # A pattern at a + 90° is the pattern turned a quarter, at a.
    quarter = tuple(rotate_pattern(p, 1) for p in state.patterns)
    turned = render.render_frame(PuzzleState(state.grid, quarter, state.angles), angles)
    shifted = render.render_frame(state, [a + 90.0 for a in angles])
    assert np.abs(shifted.astype(int) - turned.astype(int)).max() <= 1
    assert not np.array_equal(shifted, cold)


def test_a_turned_square_may_reach_past_the_canvas_edge():
    # A 3x1 grid keeps 140 px squares 26 px from the top: at 45° a corner pokes 29 px up.
    state = PuzzleState((3, 1), (LOOP_2X2[0],) * 3, (0, 0, 0))
    x0, y0, x1, _ = render.square_boxes((3, 1))[0]
    assert y0 < 29
    frame = render.render_frame(state, [45.0, 0.0, 0.0])
    assert frame.shape == (512, 768, 3)
    assert (frame[0, (x0 + x1) // 2] == FILL).all()  # the corner runs off the top
    assert (frame[0, x0] == BG).all()


def test_quarter_angles_override_matches_state_angles():
    state = PuzzleState((2, 2), LOOP_2X2, (0, 0, 0, 0))
    target = PuzzleState((2, 2), LOOP_2X2, (90, 180, 270, 0))
    over = render.render_frame(state, [90.0, 180.0, -90.0, 360.0])
    assert over.tobytes() == render.render_frame(target).tobytes()
    with pytest.raises(ValueError, match="angles"):
        render.render_frame(state, [0.0, 0.0])
    with pytest.raises(ValueError, match="angles"):
        render.render_frame(state, [float("nan"), 0.0, 0.0, 0.0])


def test_larger_grid_frames_are_clean():
    state = generate_puzzle(np.random.default_rng(2), (6, 6), "medium")
    frame = render.render_frame(state)
    assert frame.shape == (512, 768, 3)
    assert (frame[outside_boxes((6, 6))] == BG).all()
    for (x0, y0, x1, y1), sides in zip(render.square_boxes((6, 6)), logic.openings(state),
                                       strict=True):  # fmt: skip
        cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
        assert (frame[cy, cx] == PIPE).all()
        assert (frame[y0, cx] == (PIPE if sides[0] else FILL)).all()
        assert (frame[cy, x0] == (PIPE if sides[3] else FILL)).all()


def test_rotation_frames_animate_a_solution():
    state = PuzzleState((2, 2), LOOP_2X2, (90, 0, 0, 270))
    plan = logic.solve(state)
    frames = render.rotation_frames(state, plan, frames_per_turn=4)
    assert len(frames) == 1 + 4 * len(plan)
    assert frames[0].tobytes() == render.render_frame(state).tobytes()
    solved = PuzzleState((2, 2), LOOP_2X2, (0, 0, 0, 0))
    assert frames[-1].tobytes() == render.render_frame(solved).tobytes()
    assert all(not np.array_equal(a, b) for a, b in itertools.pairwise(frames))
    with pytest.raises(ValueError, match="frames_per_turn"):
        render.rotation_frames(state, plan, frames_per_turn=0)


def test_iter_rotation_frames_streams_the_same_frames_and_checks_first():
    state = PuzzleState((2, 2), LOOP_2X2, (90, 0, 0, 270))
    plan = logic.solve(state)
    listed = render.rotation_frames(state, plan, frames_per_turn=3)
    stream = render.iter_rotation_frames(state, plan, frames_per_turn=3)
    assert not isinstance(stream, list)
    assert [f.tobytes() for f in stream] == [f.tobytes() for f in listed]
    # A bad action is refused before any frame is drawn, not part-way through the video.
    with pytest.raises(ValueError, match=r"action must be in 0\.\.7"):
        render.iter_rotation_frames(state, [*plan, 8], frames_per_turn=3)


def test_square_metadata_follows_the_specification_terms():
    state = PuzzleState((2, 2), LOOP_2X2, (90, 0, 180, 270))
    records = render.square_metadata(state)
    assert [r["initial_angle"] for r in records] == [90, 0, 180, 270]
    assert all(r["target_angle"] == 0 and r["size"] == 140 for r in records)
    assert [tuple(r["pipe_pattern"]) for r in records] == list(LOOP_2X2)
    assert records[3]["row"] == 1 and records[3]["col"] == 1
    assert records[0]["box"] == [234, 106, 374, 246] and records[0]["center"] == [304.0, 176.0]


@pytest.mark.parametrize("degrees", [3.4, 30.0, 45.0, 71.0])
def test_a_turned_square_matches_its_exact_coverage(degrees):
    """The warped square against the exact picture (coverage from each pixel centre's signed
    distance, as the still tiles are drawn): within a grey level on average, and only
    anti-aliased edge pixels differ by more than a few."""
    state = PuzzleState((2, 2), LOOP_2X2, (0, 0, 0, 0))
    frame = render.render_frame(state, [degrees, 0.0, 0.0, 0.0]).astype(np.float64)
    x0, y0, x1, _ = render.square_boxes((2, 2))[0]
    size, half = x1 - x0, (x1 - x0) / 2
    cx, cy = x0 + half, y0 + half
    ys, xs = np.mgrid[0:512, 0:768].astype(np.float64) + 0.5
    dx, dy = xs - cx, ys - cy
    t = np.radians(degrees)
    u, v = dx * np.cos(t) + dy * np.sin(t), dy * np.cos(t) - dx * np.sin(t)
    square, pipe = render._square_layers(u, v, size, LOOP_2X2[0])
    bg, fill, pipe_c = (np.array(c, np.float64) for c in (BG, FILL, PIPE))
    sq, pp = square[..., None], pipe[..., None]
    exact = (bg * (1 - sq) + fill * sq) * (1 - pp) + pipe_c * pp
    near = np.hypot(dx, dy) < 88  # the neighbours' squares start 90 px from this centre
    err = np.abs(frame - exact).max(axis=2)[near]
    assert err.mean() < 1.0 and np.percentile(err, 99) < 40, (err.mean(), err.max())
    assert (err > 6).mean() < 0.01
