"""The per-frame shortcuts of ``Calibration.canvas`` and ``Calibration.track``: a region's canvas
is the whole frame's warp there (only its sampled pixels converted) and the background elsewhere;
the quarter-size grey picture reduced block by block is the whole canvas's reduction."""

from __future__ import annotations

import numpy as np
import pytest

from datagen.calibrate import Calibration
from envs.frames import CANVAS_SIZE

cv2 = pytest.importorskip("cv2")

# (video size, scale, offset, region): inside the frame, hanging off each side, and cut by it.
CASES = [
    ((1280, 720), 1.4, (40.0, 3.0), (30.5, 40.2, 700.7, 480.0)),
    ((1280, 720), 1.1, (-90.0, -60.0), (-32.0, -32.0, 800.0, 544.0)),
    ((854, 480), 0.9, (500.0, 300.0), (3.0, 1.0, 767.9, 511.2)),
    ((720, 1280), 0.94, (0.0, 400.0), (100.0, 10.0, 402.0, 300.0)),
]


def _calibration(size: tuple[int, int], k: float, offset: tuple[float, float]) -> Calibration:
    warp = np.array([[k, 0.01, offset[0]], [-0.01, k * 1.01, offset[1]]], np.float64)
    return Calibration(
        warp=warp,
        gain=np.array([0.9, 1.0, 1.1]),
        offset=np.array([5.0, 0.0, -5.0]),
        size=size,
        correlation=1.0,
        reference=np.zeros((CANVAS_SIZE[1] // 4, CANVAS_SIZE[0] // 4), np.float32),
        background=(30, 120, 200),
    )


@pytest.mark.parametrize(("size", "k", "offset", "region"), CASES)
def test_region_canvas_is_the_whole_frames_warp_there_and_background_elsewhere(
    size, k, offset, region
) -> None:
    frame = np.random.default_rng(0).integers(0, 256, (size[1], size[0], 3), np.uint8)
    cal = _calibration(size, k, offset)
    whole = cal.canvas(frame, cal.warp)
    part = cal.canvas(frame, cal.warp, region)
    assert whole is not None and part is not None and part.shape == whole.shape
    x0, y0 = max(0, int(region[0])), max(0, int(region[1]))
    x1, y1 = (
        min(CANVAS_SIZE[0], int(np.ceil(region[2]))),
        min(CANVAS_SIZE[1], int(np.ceil(region[3]))),
    )
    inside = np.abs(part[y0:y1, x0:x1, :3].astype(int) - whole[y0:y1, x0:x1, :3].astype(int))
    # The map moved by whole pixels onto the crop rounds OpenCV's fixed-point coordinates
    # once in a while: at most one grey level, on under 1% of the pixels (of a noise frame).
    assert inside.max() <= 1 and np.count_nonzero(inside) <= 0.01 * inside.size
    outside = np.ones(part.shape[:2], bool)
    outside[y0:y1, x0:x1] = False
    assert np.all(part[outside][:, :3] == cal.seen(cal.background))


@pytest.mark.parametrize(("size", "k", "offset", "region"), CASES)
def test_quarter_size_grey_reduced_by_blocks_is_the_whole_reduction(
    size, k, offset, region
) -> None:
    frame = np.random.default_rng(1).integers(0, 256, (size[1], size[0], 3), np.uint8)
    cal = _calibration(size, k, offset)
    canvas = cal.canvas(frame, cal.warp, region)
    assert canvas is not None
    quarter = (CANVAS_SIZE[0] // 4, CANVAS_SIZE[1] // 4)
    whole = cv2.cvtColor(cv2.resize(canvas, quarter, interpolation=cv2.INTER_AREA),
                         cv2.COLOR_RGBA2GRAY)  # fmt: skip
    assert np.array_equal(cal._small(canvas, region), whole)
    assert np.array_equal(cal._small(canvas, None), whole)


@pytest.fixture(scope="module")
def puzzle_video(tmp_path_factory):
    """A calibrated 1280×720 stretched view of a rotation puzzle's first frame."""
    from datagen import rotation_puzzle as rp
    from datagen.calibrate import calibrate

    out = tmp_path_factory.mktemp("q")
    data = rp.create_dataset(num_samples=1, seed=3, out_dir=out, workers=1, difficulties="hard")
    meta = data["pairs"][0][rp.TASK.data_key]
    frames = rp.TASK.video_frames(meta, 3)
    first, final = frames[0], frames[-1]
    frame = cv2.resize(first, (1280, 720), interpolation=cv2.INTER_LINEAR)
    colours = (rp.TASK.background, *rp.TASK.content_colours)
    cal = calibrate(first, frame, colours, rp.TASK.content_box(meta), final)
    assert isinstance(cal, Calibration), cal
    return cal, frame


def test_a_repeated_frame_gets_the_previous_track_back(puzzle_video) -> None:
    import dataclasses

    cal, frame = puzzle_video
    cal = dataclasses.replace(cal)  # no track remembered from other tests
    first = cal.track(frame, None, (200, 80, 560, 430))
    assert first is not None and first.is_puzzle
    assert first.canvas is not None and not first.canvas.flags.writeable
    # The same bytes in another array, from the same map and region: the same Track.
    assert cal.track(frame.copy(), None, (200, 80, 560, 430)) is first
    # Another region, or other pixels: registered again.
    assert cal.track(frame.copy(), None, (200, 80, 560, 431)) is not first
    moved = np.roll(frame, 3, axis=1)
    again = cal.track(moved, None, (200, 80, 560, 430))
    assert again is not None and again is not first and not np.array_equal(again.warp, cal.warp)


def test_a_held_frame_reuses_the_fit_and_matches_a_fresh_one(puzzle_video, monkeypatch) -> None:
    import dataclasses

    import datagen.calibrate as calibrate_module

    cal, frame = puzzle_video
    cal = dataclasses.replace(cal)
    # The whole-frame shortcut (test below) off: this is the fit's own shortcut.
    monkeypatch.setattr(calibrate_module, "HELD_NOISE", -1)
    region = (200, 80, 560, 430)
    first = cal.track(frame, None, region)
    assert first is not None and first.is_puzzle
    # From its own map the frame needs no correction: it becomes the anchor.
    anchor = cal.track(frame.copy(), first.warp, region)
    assert anchor is not None and "_anchor" in cal.__dict__
    # Encoder noise of one grey level: a held frame, not the same bytes.
    noise = np.random.default_rng(2).integers(0, 2, frame.shape, np.uint8)
    held = cv2.add(frame, noise)
    calls = []
    real_fit = calibrate_module._fit
    monkeypatch.setattr(calibrate_module, "_fit", lambda *a: calls.append(1) or real_fit(*a))
    reused = cal.track(held, anchor.warp, region)
    assert calls == [] and reused is not None and reused is not anchor
    assert np.array_equal(reused.warp, anchor.warp)
    # A fresh calibration (nothing remembered) runs the fit and lands on the same reading.
    fresh = dataclasses.replace(cal).track(held, anchor.warp, region)
    assert calls and fresh is not None
    # Within ECC's own wander on noise (a fit from the same map moves under a canvas pixel).
    assert fresh.is_puzzle == reused.is_puzzle
    assert abs(fresh.correlation - reused.correlation) < 1e-3
    assert abs(fresh.contrast - reused.contrast) < 1e-2
    assert abs(fresh.motion.shift[0] - reused.motion.shift[0]) < 1.0
    assert abs(fresh.motion.shift[1] - reused.motion.shift[1]) < 1.0
    assert abs(fresh.motion.scale - reused.motion.scale) < 2e-3


def test_a_frame_within_noise_of_the_last_fitted_one_gets_its_track_back(puzzle_video) -> None:
    import dataclasses

    from datagen.calibrate import HELD_NOISE

    cal, frame = puzzle_video
    cal = dataclasses.replace(cal)
    region = (200, 80, 560, 430)
    first = cal.track(frame, None, region)
    assert first is not None and first.is_puzzle
    # Encoder noise up to HELD_NOISE levels: that frame's Track, canvas and all (the readers
    # see the same canvas, so give the same reading), from the same map or from another (the
    # camera's predicted motion, or the map a corrected fit ended on): the camera has not
    # moved since the frame fitted.
    rng = np.random.default_rng(5)
    noisy = cv2.add(frame, rng.integers(0, HELD_NOISE + 1, frame.shape, np.uint8))
    assert cal.track(noisy, None, region) is first
    assert cal.track(noisy, first.warp + 0.5, region) is first
    assert cal.track(frame.copy(), first.warp, region) is first
    # Asked for its own fit (the scorer's second look when the fit handed back read nothing):
    # from another map it is fitted again; through the same map it is still held.
    own = cal.track(noisy, first.warp + 0.5, region, any_map=False)
    assert own is not None and own is not first
    assert cal.track(noisy.copy(), first.warp + 0.5, region, any_map=False) is own
    # Another region, or one pixel further off than that: registered again.
    assert cal.track(noisy, first.warp, (200, 80, 560, 431)) is not first
    off = frame.copy()
    off[360, 640] = np.where(off[360, 640] > 127, off[360, 640] - HELD_NOISE - 1,
                             off[360, 640] + HELD_NOISE + 1)  # fmt: skip
    fitted = cal.track(off, first.warp, region)
    assert fitted is not None and fitted is not first
    assert cal.track(frame, first.warp, region) is not fitted  # (the last one is now `off`)
    # The same frame from another map is a refit, asked for on purpose: fitted again.
    last = cal.__dict__["_last_track"]
    again = cal.track(last[0], last[3].warp + 0.5, region)
    assert again is not None and again is not last[3]


def test_histogram_median_and_shared_pixels_match_numpy() -> None:
    from datagen.calibrate import _median_u8, _same_pixels

    rng = np.random.default_rng(4)
    for trial in range(40):
        image = rng.integers(0, 256, (30, 50, 4), np.uint8)
        if trial % 2:
            image = np.clip(rng.normal(120, 2, image.shape), 0, 255).astype(np.uint8)
        mask = (rng.random((30, 50)) < 0.5).astype(np.uint8) * 255
        count = cv2.countNonZero(mask)
        for c in range(3):
            assert _median_u8(image, c, mask, count) == np.median(image[..., c][mask > 0])
    a = rng.integers(0, 3, (40, 60, 3), np.uint8)
    b = rng.integers(0, 3, (40, 60, 3), np.uint8)
    assert np.array_equal(_same_pixels(a, b), np.all(a == b, axis=2).astype(np.uint8))
    assert _same_pixels(a, b[:, :-1]) is None


@pytest.mark.parametrize("side", ["left", "right"])
def test_a_bar_whose_edge_rings_still_bounds_a_picture(side: str) -> None:
    """An encoder's ringing line a few px before a bar's end (set v2's green pillarbox) ends
    the bar early; the lines just past it are still bar: the picture is found all the same,
    not taken for a flat frame."""
    from datagen.calibrate import content_area

    frame = np.full((360, 640, 3), 245, np.uint8)
    frame[100:260, 200:440] = (60, 120, 230)  # something drawn in the picture
    frame[170:190] = (60, 120, 230)  # and a line across it, so no side of it is flat
    bar = slice(0, 16) if side == "left" else slice(640 - 16, 640)
    frame[:, bar] = (20, 141, 57)
    ring = 13 if side == "left" else 640 - 14
    frame[:, ring] = (26, 147, 63)  # a line slightly off the bar's colour, inside the bar
    area = content_area(frame)
    assert area.found, area
    assert area.bars == (side == "left", False, side == "right", False), area


def test_the_blob_and_line_box_starts_are_worked_out_only_when_the_usual_ones_fall_short(
    monkeypatch, tmp_path
) -> None:
    """A stretched view fits from the first usual start: the blob and line boxes (half of a
    calibration's time) are never worked out. When every start is taken, they come in the
    order of the eager list: each box at zoom 1, then each again at every other zoom."""
    from datagen import calibrate as calmod
    from datagen import rotation_puzzle as rp

    meta = rp.create_dataset(num_samples=1, seed=3, out_dir=tmp_path, workers=1)
    meta = meta["pairs"][0][rp.TASK.data_key]
    first = rp.TASK.video_frames(meta, 3)[0]
    frame = cv2.resize(first, (1280, 720), interpolation=cv2.INTER_LINEAR)
    gray = cv2.cvtColor(frame, cv2.COLOR_RGB2GRAY)

    def never(_gray):
        raise AssertionError("worked out although a usual start fitted")

    with monkeypatch.context() as m:
        m.setattr(calmod, "_line_box", never)
        m.setattr(calmod, "_picture_blob", never)
        found = calmod._register(cv2.cvtColor(first, cv2.COLOR_RGB2GRAY), gray)
    assert found is not None and found[0] >= calmod.GOOD_START
    # Every start: the extra boxes at zoom 1 after the usual ones (the blob, the line box,
    # the bars' inside against each end), then all boxes per zoom.
    blob, lined = (100.0, 50.0, 600.0, 380.0), (10, 20, 490, 340)
    monkeypatch.setattr(calmod, "_picture_blob", lambda _g: blob)
    monkeypatch.setattr(calmod, "_line_box", lambda _g: lined)
    starts = list(calmod._starts(1280, 720, gray))
    per_zoom = len(starts) // len(calmod.ZOOMS)
    boxes = starts[:per_zoom]
    ends = calmod._bar_ends(calmod.content_area(gray))
    assert len(ends) == 2  # the board's flat margins read as bars, its inside wider than 3:2
    extra = [blob, lined, *ends]
    for k, box in enumerate(extra):
        assert np.allclose(starts[per_zoom - len(extra) + k], calmod._start(box, calmod.ZOOMS[0]))
    for z_i, z in enumerate(calmod.ZOOMS[1:], 1):
        for b_i, start in enumerate(boxes):
            centre = start[:, :2] @ np.array(CANVAS_SIZE) / 2 + start[:, 2]
            again = starts[z_i * per_zoom + b_i]
            assert np.allclose(again[:, :2], start[:, :2] * z)
            assert np.allclose(again[:, :2] @ np.array(CANVAS_SIZE) / 2 + again[:, 2], centre)
