"""Calibrate a model's video against the question it answers, then read its frames through that.

A video model returns our 768×512 first frame resized, stretched, boxed in bars of any flat
colour, zoomed or shifted a little, with its brightness, contrast or colours changed, blurred,
noisy and re-encoded. The question's ``first_frame.png`` is known exactly, so instead of guessing
from thresholds the scorer *registers* the video's first frame against it:

- **geometry**: OpenCV's :func:`cv2.findTransformECC` (enhanced correlation coefficient
  maximisation) fits the affine map from canvas pixels to video pixels, coarse to fine on an
  image pyramid, started from each way a picture is usually fitted to another frame (stretched,
  boxed, cropped to cover, the bars' inside) at a few zooms; the best correlation wins. The map
  must be a scale per axis and an offset (rotation and shear within :data:`MAX_SHEAR`), keep the
  drawn content inside the frame, and correlate by at least :data:`MIN_CORRELATION`;
- **colour**: per channel, a gain and an offset fitted by least squares to the median video
  colour of each of the question's flat colours (background, squares, pipes, walls...), clipped
  values left out. The frames are not recoloured: the readers are handed the question's colours
as the video shows them (:meth:`Calibration.seen`), clipping included.

If the whole first frame does not register (a model that changed the picture from its first
frame on), it is registered again on the pixels the question's first and final frames share.
Every read frame is re-centred by phase correlation (:func:`cv2.phaseCorrelate`, at a quarter
of the canvas) against the question's first frame, for a camera that shakes or drifts, then
warped onto the canvas with one :func:`cv2.warpAffine` (only the part the readers look at).
When calibration fails the reason says why, and the scorer guesses nothing.

Needs ``opencv-python-headless`` (the ``video`` extra). Never raises on frame content.
"""

from __future__ import annotations

import dataclasses
import math
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np

from datagen.frame_contrast import contrast_is_puzzle
from datagen.io import DatasetError
from datagen.rigid_fit import rigid_fit
from envs.frames import CANVAS_SIZE

MIN_CORRELATION = 0.75
"""ECC correlation (zero-mean, normalised: 1 is identical) below which the video's first frame
is not taken for a picture of the question."""
MAX_SHEAR = 0.02
"""Largest rotation / shear term of the fitted map, against its scale (about 1.1°)."""
FINE_ITERATIONS = 12  # per finer level: the coarse fit leaves well under a pixel to go
ECC_EPS = 2e-4  # stop when the map moves less than this (level pixels)
GOOD_START = 0.9  # a coarse fit this good ends the search over starting maps
ZOOMS = (1.0, 0.92, 1.09)  # starting zooms about each start, covering 0.9-1.1 with the pyramid
LEVELS = (0.125, 0.25)  # pyramid levels (canvas scale) the fit is refined at
FOLLOW_SCALE = 4  # the per-frame shift is measured at a quarter of the canvas (to ~0.3 px)
MIN_FRAME_CORRELATION = 0.7
"""A read frame whose registration onto the question's first frame correlates less (over the
pixels no answer changes) is not a picture of the puzzle: a card, another picture, a blank."""
# A read frame's contrast against the calibrated first frame's: datagen.frame_contrast.
FRAME_LEVEL = (0.9, 1.1)
"""A read frame's median grey level over the puzzle region's light pixels (of those no answer
changes; :func:`_light`), against the calibrated first frame's, must lie within these:
outside, it is fading. The contrast alone cannot tell: a fade's first 20% step to black
measured contrast 0.914 on a VP9 maze, a camera zooming to 1.08 near the envelope's edge 0.905
(it brings bars into the fit's pixels); their levels are 0.80 and 0.97-1.0. Flicker of ±5%
stays inside."""
MIN_CONTRAST = 0.8  # below the envelope's -15% contrast: a first frame this faint is a fade-in
MIN_LEVEL = 0.05  # a first frame this dark on the question's light pixels shows no picture
TRACK_ITERATIONS = 10  # ECC iterations per read frame, starting from the previous frame's map
TRACK_EPS = 1e-3  # quarter-canvas pixels: a finer step changes no reading
CHANGED_LEVEL = 40.0  # grey levels off the question, in blobs: a part of the picture that changed
# A frame's fit over the pixels left once the parts that changed are out, even when those
# cover most of the picture's edges: kept only this close (set v7: a 2x2 board with a square
# turned half-way round fitted 0.74 and askew over every pixel).
CHANGED_FIT = 0.95
TRACK_ANISOTROPY = 0.04  # uneven scale or skew of a frame's correction: not a camera motion
HELD_LEVEL = 4.0
"""Grey levels (quarter-size canvas, on the pixels no answer changes): a read frame no further
than this from the last frame registered without a correction, through the same map, is that
frame held (:meth:`Calibration._held`). On the speed benchmark's videos, frames within 8 levels
all took ECC's correction under :data:`REWARP_PX` and its correlation to 4 decimals."""
HELD_NOISE = 8
"""Grey levels (any channel of any pixel of the whole frame): a frame no further than this
from the last frame fitted, which registered as the puzzle (with a correction or not, from
whatever map), is that frame held (:meth:`Calibration.track` gives its :class:`Track` back:
the camera has not moved since; on the speed benchmark's 40 videos 555 ECC fits where 667
needed this map to be the same and the fit uncorrected). Encoders repeat a held picture
to within 0-19 levels (the speed benchmark's H.264 and VP9 videos); a square's pipe or a
camera's shift of a tenth of a pixel moves edge pixels by tens of levels."""
REWARP_PX = 0.25  # canvas px: a smaller correction keeps the canvas warped through the start
EDGE_LEFT_OUT = 2  # template pixels at each pyramid level (see _register)
BAR_LIMIT = 0.75  # a bar covers at most this much of a side (3:2 at one end of 9:16: 62%)
EDGE_LINES = 6  # lines past a bar's end that say how clearly the picture starts there
BAR_STD = 3.0  # a flat bar's row / column varies less than this (grey levels)
INSTALL_HINT = "pip install 'spatial-reasoning-gym[video]'  (opencv-python-headless)"


def _cv2():
    try:
        import cv2
    except ImportError:
        raise DatasetError(f"reading model videos needs OpenCV: {INSTALL_HINT}") from None
    if not _ONE_THREAD:
        # Images this small are not worth splitting: OpenCV's thread pool cost more CPU than
        # the warps themselves (bench_render.py: 44x matplotlib with it, 72x without).
        cv2.setNumThreads(1)
        _ONE_THREAD.append(True)
    return cv2


_ONE_THREAD: list[bool] = []


def _gray(image: np.ndarray) -> np.ndarray:
    cv2 = _cv2()
    return cv2.cvtColor(np.ascontiguousarray(image[..., :3]), cv2.COLOR_RGB2GRAY)


def _scale_matrix(k: float) -> np.ndarray:
    """Pixel (centre-aligned) coordinates of an image resized by ``k``."""
    return np.array([[k, 0, 0.5 * (k - 1)], [0, k, 0.5 * (k - 1)], [0, 0, 1]], dtype=np.float64)


def _h(warp: np.ndarray) -> np.ndarray:
    return np.vstack([warp, [0.0, 0.0, 1.0]])


@dataclass(frozen=True)
class Motion:
    """How the camera moved against the video's first puzzle frame, in canvas terms.

    Attributes:
        shift: ``(dx, dy)`` canvas px the canvas's centre moved by.
        scale: zoom (above 1: the picture grew).
        angle: roll in degrees (positive: clockwise on screen).
    """

    shift: tuple[float, float] = (0.0, 0.0)
    scale: float = 1.0
    angle: float = 0.0

    @property
    def distance(self) -> float:
        return math.hypot(*self.shift)


@dataclass(frozen=True)
class Track:
    """One frame registered to the question's first frame (:meth:`Calibration.track`).

    Attributes:
        warp: the frame's own ``2×3`` canvas -> video map (the camera's motion included).
        correlation: ECC correlation over the pixels the question never changes (0..1).
        contrast: the frame's contrast on those pixels against the calibrated first frame's
            (1: the same; a fade to black or white goes towards 0).
        motion: the camera's motion against the calibrated first frame.
        canvas: the frame warped onto the canvas through ``warp`` (:meth:`Calibration.canvas`).
        level: the frame's mean grey level on those pixels against the calibrated first
            frame's (1: the same; a fade to black goes towards 0).
    """

    warp: np.ndarray
    correlation: float
    contrast: float
    motion: Motion
    canvas: np.ndarray | None = None
    level: float = 1.0

    @property
    def is_puzzle(self) -> bool:
        """The frame shows the question's picture: registered, and neither faded nor another
        picture (:data:`MIN_FRAME_CORRELATION`, :mod:`datagen.frame_contrast`, :data:`FRAME_LEVEL`)."""
        low, high = FRAME_LEVEL
        return (
            self.correlation >= MIN_FRAME_CORRELATION
            and contrast_is_puzzle(self.correlation, self.contrast)
            and low <= self.level <= high
        )


@dataclass(frozen=True)
class Calibration:
    """How one video shows the question's canvas.

    Attributes:
        warp: ``2×3`` affine map from canvas pixel ``(x, y)`` to video pixel (first frame).
        gain, offset: per channel (RGB), ``video = gain * canvas + offset``.
        size: the video's ``(width, height)``.
        correlation: the ECC correlation of the first frame with the question's (0..1).
        reference: the question's first frame in grey at 1/FOLLOW_SCALE size (tracking).
        background: the canvas background colour (RGB).
        static: at 1/FOLLOW_SCALE size, the canvas pixels the question's first and final
            frames share (uint8 0/1): what every frame of an answer still shows.
        contrast: the first frame's grey-level contrast against the question's on ``static``.
        level: the first frame's mean grey level against the question's on ``static``.
    """

    warp: np.ndarray
    gain: np.ndarray
    offset: np.ndarray
    size: tuple[int, int]
    correlation: float
    reference: np.ndarray
    background: tuple[int, int, int] = (0, 0, 0)
    static: np.ndarray | None = None
    contrast: float = 1.0
    level: float = 1.0

    @property
    def scale(self) -> tuple[float, float]:
        """Video pixels per canvas pixel, ``(x, y)``."""
        return float(self.warp[0, 0]), float(self.warp[1, 1])

    @property
    def offset_px(self) -> tuple[float, float]:
        """Where the canvas's top-left corner sits in the video, in video pixels."""
        return float(self.warp[0, 2]), float(self.warp[1, 2])

    def seen(self, colour: Sequence[int]) -> tuple[int, int, int]:
        """How canvas ``colour`` looks on this video's frames: the fitted gain and offset,
        clipped to 0..255 as the video clips it (a background and a fill both brightened to
        white are one colour). The readers compare pixels with these colours, so the frames
        themselves are never recoloured."""
        # The readers ask for the same few colours on every frame: each worked out once.
        looks = self.__dict__.get("_looks")
        if looks is None:
            looks = {}
            object.__setattr__(self, "_looks", looks)
        key = tuple(colour)
        found = looks.get(key)
        if found is None:
            c = np.asarray(colour, np.float64)[:3]
            video = np.clip(np.rint(self.gain * c + self.offset), 0, 255)
            found = looks[key] = (int(video[0]), int(video[1]), int(video[2]))
        return found

    def _background(self) -> tuple[int, int, int, int]:
        """The canvas background as the video shows it, with the unused fourth channel."""
        return (*self.seen(self.background), 255)

    def fits(self, frame: np.ndarray) -> bool:
        """``frame`` has the video's size and type (uint8 ``H×W×3`` or ``×4``)."""
        arr = np.asarray(frame)
        return arr.ndim == 3 and arr.dtype == np.uint8 and (arr.shape[1], arr.shape[0]) == self.size

    def motion(self, warp: np.ndarray) -> Motion:
        """The camera's motion of a frame whose map is ``warp``, against the first frame's."""
        # Canvas -> first frame's canvas: where each point of this frame's picture would sit
        # on the first frame's canvas (y down, so a positive angle turns clockwise on screen).
        inverse = self.__dict__.get("_inverse")
        if inverse is None:  # the first frame's map never changes: inverted once
            inverse = np.linalg.inv(_h(self.warp))
            object.__setattr__(self, "_inverse", inverse)
        m = inverse @ _h(warp)
        cx, cy = (CANVAS_SIZE[0] - 1) / 2, (CANVAS_SIZE[1] - 1) / 2
        px, py, _ = m @ np.array([cx, cy, 1.0])
        scale = math.sqrt(abs(float(np.linalg.det(m[:2, :2]))))
        angle = math.degrees(math.atan2(m[1, 0] - m[0, 1], m[0, 0] + m[1, 1]))
        return Motion((float(px - cx), float(py - cy)), scale, angle)

    def track(
        self,
        frame: np.ndarray,
        start: np.ndarray | None = None,
        region: Sequence[float] | None = None,
        any_map: bool = True,
        rigid: bool = False,
    ) -> Track | None:
        """``frame`` registered onto the question's first frame, starting from ``start`` (the
        previous frame's map; the first frame's when None), and warped onto the canvas through
        the map found (:attr:`Track.canvas`, only ``region`` as in :meth:`canvas`); None when
        the frame has another size or type.

        The frame is warped onto the canvas through ``start``, reduced to a quarter, and
        OpenCV's ECC fits the affine correction over :attr:`static` (pixels no answer changes),
        less the blobs that differ from the question (a turning square, a watermark: they would
        pull the fit). The canvas is warped again only when the correction moves it by
        :data:`REWARP_PX` or more. A correction with shear or uneven scale, or one ECC cannot
        fit, gives a :class:`Track` of correlation 0 (not the puzzle).

        A frame identical to the previous one tracked, from the same map and region (a held
        frame: encoders repeat the pixels), gets that frame's :class:`Track` back, the same
        object, its canvas included (read-only): the work would give the same bytes. So does
        another frame within :data:`HELD_NOISE` of it, from whatever map, when that frame
        registered as the puzzle: the camera has not moved since, so its fit stands (ECC would
        wander by a fraction of a pixel on encoder noise), and the readers see that frame's
        canvas again. The same frame from another map is a refit, asked for: fitted again;
        ``any_map=False`` asks for a frame's own fit from ``start`` unless it is held through
        that same map (the scorer's second look at a held frame whose fit read nothing).
        ``rigid=True`` asks, once a frame's affine fits failed, for a fit that falls back on
        the roll and shift alone where the affine correction is uneven
        (:mod:`datagen.rigid_fit`): fitted afresh, never from or into the held frame's cache.
        """
        if not self.fits(frame):
            return None
        start = self.warp if start is None else start
        if rigid:
            # The roll and shift alone where the affine fit is uneven: a fit of its own, asked
            # for after the frame's affine fits failed, so never one kept or handed on.
            found = self._track(frame, start.copy(), region, rigid=True)
            if found.canvas is not None:
                found.canvas.setflags(write=False)
            return found
        where = None if region is None else tuple(float(v) for v in region)
        last = self.__dict__.get("_last_track")
        if last is not None and last[2] == where:
            same_map = np.array_equal(last[1], start)
            # Another frame within the noise of the last one fitted, from whatever map: the
            # camera has not moved since, so that fit stands (the same frame from another map
            # is a refit, asked for on purpose).
            other = any_map and last[0] is not frame and last[3].is_puzzle
            if same_map or other:
                # One full-frame difference serves every test (it was worked out twice).
                diff = _largest_difference(last[0], frame)
                if (
                    (same_map and diff == 0)
                    or (
                        same_map
                        and last[3].warp is last[1]
                        and last[3].is_puzzle
                        and diff <= HELD_NOISE
                    )
                    or (other and diff <= HELD_NOISE)
                ):
                    return last[3]
        start = start.copy()
        found = self._track(frame, start, region)
        if found.canvas is not None:
            found.canvas.setflags(write=False)
        object.__setattr__(self, "_last_track", (frame, start, where, found))
        return found

    def _track(
        self,
        frame: np.ndarray,
        start: np.ndarray,
        region: Sequence[float] | None,
        changed: bool = True,
        rigid: bool = False,
    ) -> Track:
        """:meth:`track` of a frame that fits, from ``start``: the registration itself
        (``changed``: the fit without the parts that changed may be tried, see
        :data:`CHANGED_FIT`)."""
        cv2 = _cv2()
        canvas = self.canvas(frame, start, region)
        assert canvas is not None
        small_size = (CANVAS_SIZE[0] // FOLLOW_SCALE, CANVAS_SIZE[1] // FOLLOW_SCALE)
        small = self._small(canvas, region).astype(np.float32)
        mask = self._mask()

        start_canvas = canvas

        def failed() -> Track:  # built only when needed: its motion costs matrix products
            return Track(start, 0.0, 0.0, self.motion(start), start_canvas)

        _, std = cv2.meanStdDev(small, mask=mask)
        if float(std[0, 0]) < 1.0:
            return failed()  # one flat colour: a blank frame
        held = self._held(start, small, mask)
        if held is not None:
            return Track(start, held[0], held[1], self.motion(start), canvas, held[2])
        found = _fit(self.reference, small, self._unchanged(small, mask), TRACK_ITERATIONS, 3)
        if found is None or found[0] < MIN_FRAME_CORRELATION:
            # A far move since the previous frame read: again on every unchanging pixel,
            # smoothed more (a wider basin), for longer.
            again = _fit(self.reference, small, mask, 3 * TRACK_ITERATIONS, 7)
            if again is not None and (found is None or again[0] > found[0]):
                found = again
        loose = False
        if changed and (found is None or found[0] < MIN_FRAME_CORRELATION or _uneven(found[1])):
            # A large part changed on a small board (a square turned half-way round: its old
            # and new pipes are over half of a 2x2 board's edges) looks like a far camera
            # move, and the fit over every pixel is pulled askew: once more without them,
            # kept only when it fits closely (CHANGED_FIT).
            kept = self._unchanged(small, mask, far=False)
            third = None if kept is mask else _fit(self.reference, small, kept, TRACK_ITERATIONS, 3)
            if third is not None and third[0] >= CHANGED_FIT and not _uneven(third[1]):
                found, loose = third, True
        if found is None:
            return failed()
        cc, a = found
        if not math.isfinite(cc) or not np.all(np.isfinite(a)):
            return failed()
        if _uneven(a):
            if not rigid:
                return failed()
            # Asked for once the affine fits failed: the roll and shift alone (a wobble bending
            # a small board, set v14; see datagen.rigid_fit).
            found = rigid_fit(self.reference, small, self._unchanged(small, mask),
                              TRACK_ITERATIONS, 3, TRACK_EPS)  # fmt: skip
            if found is None or found[0] < MIN_FRAME_CORRELATION:
                return failed()
            cc, a = found
        s = _scale_matrix(1 / FOLLOW_SCALE)
        correction = np.linalg.inv(s) @ _h(a) @ s  # canvas -> canvas
        w, h = CANVAS_SIZE
        corners = np.array([[0, w, 0, w], [0, 0, h, h], [1, 1, 1, 1]], np.float64)
        if np.abs((correction @ corners - corners)[:2]).max() >= REWARP_PX:
            warp = (_h(start) @ correction)[:2]
            # Each step is checked above, but small uneven steps add up: against the first
            # frame, a camera's motion is a pan, zoom and roll, never a squash. A fit that
            # drifted into one (a picture cut by the frame's edge, its top edge faint) reads
            # cells a sixth of a cell off: not registered, so never a wrong reading.
            if _uneven((np.linalg.inv(_h(self.warp)) @ _h(warp))[:2]):
                return (
                    self._track(frame, start, region, changed=False, rigid=rigid)
                    if loose
                    else failed()
                )
            canvas = self.canvas(frame, warp, region)
            assert canvas is not None
        else:
            warp = start  # under a quarter pixel: the start's canvas is this frame's
        aligned = cv2.warpAffine(small, a, small_size,
                                 flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                                 borderMode=cv2.BORDER_REPLICATE)  # fmt: skip
        # Over the pixels that show what the question shows: a fade dims them all, while
        # squares that moved or traded places, or a mark over them, leave the others as they
        # were (a swap measured 0.88 over every pixel, at the fade limit).
        unchanged = self._unchanged(aligned, mask, far=not loose)
        contrast = (
            _contrast(self.reference, aligned, unchanged, self._reference_stats(unchanged))
            / self.contrast
        )
        level = self._level(aligned, mask, region) / self.level
        found_track = Track(warp, float(cc), contrast, self.motion(warp), canvas, level)
        if loose and not found_track.is_puzzle:
            # Not the puzzle even so (set v4: a fade-in's brighter frame, level 1.23): as
            # without that fit, so a fade is still found and the reading restarted.
            return self._track(frame, start, region, changed=False, rigid=rigid)
        if warp is start and float(cc) >= MIN_FRAME_CORRELATION:
            # A frame that needed no correction: the next one, if it shows the same pixels
            # through the same map, needs none either (see _held).
            object.__setattr__(self, "_anchor", (warp, small, float(cc), contrast, level))
        return found_track

    def _level(
        self, aligned: np.ndarray, mask: np.ndarray, region: Sequence[float] | None
    ) -> float:
        """The median grey level of ``aligned`` over the light pixels :func:`_light` picks in
        ``region``'s blocks, against the question's: worked out once per region (``mask`` is
        :meth:`_mask`, the same for every frame)."""
        key = None if region is None else tuple(region)
        cached = self.__dict__.get("_levels")
        if cached is None or cached[0] != key:
            inside = _blocks(region)
            cached = (key, inside, *_light(self.reference[inside], mask[inside]))
            object.__setattr__(self, "_levels", cached)
        _, inside, light, median = cached
        if light is None or median < 1e-6:
            return 1.0
        return float(np.median(aligned[inside][light])) / median

    def _held(
        self, start: np.ndarray, small: np.ndarray, mask: np.ndarray
    ) -> tuple[float, float, float] | None:
        """``(correlation, contrast, level)`` of the last frame registered without a correction
        (the anchor) when ``small``, warped through the same map ``start``, shows the same
        pixels on ``mask`` to within :data:`HELD_LEVEL`: a held frame (video models hold the
        first and the last picture for a second or more; H.264 repeats them nearly exactly).
        ECC would start from the same map on the same pixels and land under
        :data:`REWARP_PX` again, so its fit is not run. None otherwise. The anchor is the last
        frame ECC ran on, never a reused one, so a slow drift adds up until it is fitted."""
        anchor = self.__dict__.get("_anchor")
        if anchor is None or not np.array_equal(anchor[0], start):
            return None
        cv2 = _cv2()
        diff = cv2.absdiff(small, anchor[1])
        if cv2.minMaxLoc(diff, mask)[1] > HELD_LEVEL:
            return None
        return anchor[2], anchor[3], anchor[4]

    def _small(self, canvas: np.ndarray, region: Sequence[float] | None) -> np.ndarray:
        """``canvas`` reduced to 1/FOLLOW_SCALE by area averaging, in grey (uint8). Only the
        blocks that hold some of ``region`` are reduced; every other block is all background
        (:meth:`canvas`), so it is that colour's grey: the same pixels, for less work."""
        cv2 = _cv2()
        k = FOLLOW_SCALE
        w, h = CANVAS_SIZE
        if region is None:
            small = cv2.resize(canvas, (w // k, h // k), interpolation=cv2.INTER_AREA)
            return cv2.cvtColor(small, cv2.COLOR_RGBA2GRAY)
        # Blocks aligned on the reduction's own grid: each reduced pixel is one k×k block.
        bx0 = min(max(0, int(region[0])) // k, w // k - 1)
        by0 = min(max(0, int(region[1])) // k, h // k - 1)
        bx1 = max(min(w // k, -(-math.ceil(region[2]) // k)), bx0 + 1)
        by1 = max(min(h // k, -(-math.ceil(region[3]) // k)), by0 + 1)
        part = canvas[by0 * k : by1 * k, bx0 * k : bx1 * k]
        part = cv2.resize(part, (bx1 - bx0, by1 - by0), interpolation=cv2.INTER_AREA)
        grey = self.__dict__.get("_background_grey")
        if grey is None:
            pixel = np.array([[self._background()]], np.uint8)
            grey = int(cv2.cvtColor(pixel, cv2.COLOR_RGBA2GRAY)[0, 0])
            object.__setattr__(self, "_background_grey", grey)
        return cv2.copyMakeBorder(
            cv2.cvtColor(part, cv2.COLOR_RGBA2GRAY), by0, h // k - by1, bx0, w // k - bx1,
            cv2.BORDER_CONSTANT, value=grey,
        )  # fmt: skip

    def _unchanged(self, small: np.ndarray, mask: np.ndarray, far: bool = True) -> np.ndarray:
        """``mask`` less the blobs where ``small`` (warped by the previous frame's map) differs
        from the question: a square mid-turn, a watermark, a moved square. Left in, they pull
        the fit askew (a turning square reads as a 1.5° roll). Thin differences, the edges a
        camera moving since the previous frame shows, are kept: they are what the fit uses.
        ``far=False``: blobs over most of the picture's edges are left out too (see
        :data:`CHANGED_FIT`)."""
        cv2 = _cv2()
        ref = self.reference
        stats = self._reference_stats(mask)
        gain = _contrast(ref, small, mask, stats)
        if gain <= 0.1:
            return mask
        mr = cv2.mean(ref, mask=mask)[0] if stats is None else stats[2]
        mv = cv2.mean(small, mask=mask)[0]
        diff = cv2.absdiff((small - mv) / gain, ref - mr)
        changed = (diff > CHANGED_LEVEL).astype(np.uint8)
        blobs = cv2.morphologyEx(changed, cv2.MORPH_OPEN, _KERNEL3)
        if not cv2.countNonZero(blobs):
            return mask
        blobs = cv2.dilate(blobs, _KERNEL5)
        kept = mask & (1 - blobs)
        # Blobs over most of the picture's edges are the camera having moved far since the
        # previous frame read, not a part that changed: the fit needs those edges.
        edges = self._edges()
        if far and cv2.countNonZero(kept & edges) < 0.5 * cv2.countNonZero(mask & edges):
            return mask
        return kept

    def _reference_stats(self, mask: np.ndarray) -> tuple[float, float, float] | None:
        """The question's quarter picture over ``mask`` when it is :meth:`_mask` (most
        frames change nothing, so the mask the fits use is that one): ``(mean, std)`` as
        ``cv2.meanStdDev`` gives them and the mean as ``cv2.mean`` does, worked out once a
        video (the same numbers every frame); None for another mask."""
        if mask is not self._mask():
            return None
        stats = self.__dict__.get("_ref_stats")
        if stats is None:
            cv2 = _cv2()
            mr, sr = (float(v[0, 0]) for v in cv2.meanStdDev(self.reference, mask=mask))
            stats = (mr, sr, cv2.mean(self.reference, mask=mask)[0])
            object.__setattr__(self, "_ref_stats", stats)
        return stats

    def _edges(self) -> np.ndarray:
        """Where the question's quarter-size picture has edges (uint8 0/1)."""
        edges = self.__dict__.get("_edge_mask")
        if edges is None:
            cv2 = _cv2()
            grad = cv2.morphologyEx(self.reference, cv2.MORPH_GRADIENT, _KERNEL3)
            edges = (grad > 10.0).astype(np.uint8)
            object.__setattr__(self, "_edge_mask", edges)
        return edges

    def _mask(self) -> np.ndarray:
        mask = self.__dict__.get("_track_mask")
        if mask is None:
            h, w = self.reference.shape
            mask = np.ones((h, w), np.uint8) if self.static is None else self.static.copy()
            mask[:2], mask[-2:], mask[:, :2], mask[:, -2:] = 0, 0, 0, 0
            object.__setattr__(self, "_track_mask", mask)
        return mask

    def canvas(
        self,
        frame: np.ndarray,
        warp: np.ndarray | None = None,
        region: Sequence[float] | None = None,
    ) -> np.ndarray | None:
        """``frame`` warped onto the canvas (``512×768×4`` uint8, the fourth channel unused)
        through ``warp`` (a :class:`Track`'s; the first frame's when None); None when the frame
        has another size or type. Colours stay the video's (see :meth:`seen`).

        ``region``: ``(x0, y0, x1, y1)`` on the canvas; only it is warped (the readers look
        nowhere else), the rest is the background as the video shows it.
        """
        cv2 = _cv2()
        if not self.fits(frame):
            return None
        rgb = np.asarray(frame)[..., :3]
        warp = self.warp if warp is None else warp
        if region is None:
            first = self.__dict__.get("_first_canvas")
            if first is not None and first[0] is frame and np.array_equal(first[1], warp):
                # Warped already while calibrating (the same bytes): a copy, the caller's own.
                return first[2].copy()
            # Four channels take OpenCV's vectorised warp (2.5x faster); converted once per frame.
            return _warp(cv2.cvtColor(np.ascontiguousarray(rgb), cv2.COLOR_RGB2RGBA), warp)
        x0, y0 = max(0, int(region[0])), max(0, int(region[1]))
        x1, y1 = (
            min(CANVAS_SIZE[0], math.ceil(region[2])),
            min(CANVAS_SIZE[1], math.ceil(region[3])),
        )
        moved = warp.copy()
        moved[:, 2] += warp[:, :2] @ np.array([x0, y0], np.float64)
        # Only the frame pixels the region samples are converted to four channels: on a 720p
        # frame that conversion of the whole frame cost more than the warp.
        crop, moved = _sampled(rgb, moved, (x1 - x0, y1 - y0))
        inner = _warp(cv2.cvtColor(crop, cv2.COLOR_RGB2RGBA), moved, (x1 - x0, y1 - y0))
        # The rest of the canvas is the background as the video shows it, filled around the
        # warped region in one pass (no full-canvas copy per frame).
        return cv2.copyMakeBorder(
            inner, y0, CANVAS_SIZE[1] - y1, x0, CANVAS_SIZE[0] - x1,
            cv2.BORDER_CONSTANT, value=self._background(),
        )  # fmt: skip


def _sampled(
    rgb: np.ndarray, warp: np.ndarray, size: tuple[int, int]
) -> tuple[np.ndarray, np.ndarray]:
    """The part of ``rgb`` that :func:`_warp` samples for a ``size`` output through ``warp``
    (a view OpenCV reads in place), and the map onto that part. Two pixels are kept around the
    mapped corners (bilinear sampling reads one beyond), and a side is cut only inside the
    frame, so the replicated edge is the frame's own: the warp gives the same pixels as on the
    whole frame."""
    h, w = rgb.shape[:2]
    corners = np.array([[0, size[0] - 1, 0, size[0] - 1], [0, 0, size[1] - 1, size[1] - 1],
                        [1, 1, 1, 1]], np.float64)  # fmt: skip
    xs, ys = warp @ corners
    if not (np.all(np.isfinite(xs)) and np.all(np.isfinite(ys))):
        return np.ascontiguousarray(rgb), warp
    cx0 = min(max(math.floor(float(xs.min())) - 2, 0), w - 1)
    cy0 = min(max(math.floor(float(ys.min())) - 2, 0), h - 1)
    cx1 = max(min(math.ceil(float(xs.max())) + 3, w), cx0 + 1)
    cy1 = max(min(math.ceil(float(ys.max())) + 3, h), cy0 + 1)
    moved = warp.copy()
    moved[:, 2] -= (cx0, cy0)
    # A view, not a copy: OpenCV reads rows at any stride (pixels within a row contiguous),
    # so the colour conversion reads the frame in place (the same bytes, one copy fewer).
    crop = rgb[cy0:cy1, cx0:cx1]
    return (crop if crop.strides[1:] == (3, 1) else np.ascontiguousarray(crop)), moved


_KERNEL3 = np.ones((3, 3), np.uint8)
_KERNEL5 = np.ones((5, 5), np.uint8)


def _fit(
    reference: np.ndarray, small: np.ndarray, mask: np.ndarray, iterations: int, blur: int
) -> tuple[float, np.ndarray] | None:
    """ECC's affine correction of ``small`` onto ``reference`` over ``mask`` from the identity,
    ``(correlation, 2×3)``, or None when it does not converge."""
    cv2 = _cv2()
    criteria = (cv2.TERM_CRITERIA_EPS | cv2.TERM_CRITERIA_COUNT, iterations, TRACK_EPS)
    try:
        cc, a = cv2.findTransformECCWithMask(
            reference, small, mask, _ones(small.shape), np.eye(2, 3, dtype=np.float32),
            cv2.MOTION_AFFINE, criteria, blur,
        )  # fmt: skip
    except cv2.error:
        return None
    return float(cc), a.astype(np.float64)


def _blocks(region: Sequence[float] | None) -> tuple[slice, slice]:
    """The rows and columns of the 1/FOLLOW_SCALE canvas that hold some of ``region`` (all of
    it for None): the pixels :meth:`Calibration._small` reduces from the frame; the others
    are the calibrated background's grey, which no fade reaches."""
    k = FOLLOW_SCALE
    w, h = CANVAS_SIZE
    if region is None:
        return slice(0, h // k), slice(0, w // k)
    bx0 = min(max(0, int(region[0])) // k, w // k - 1)
    by0 = min(max(0, int(region[1])) // k, h // k - 1)
    bx1 = max(min(w // k, -(-math.ceil(region[2]) // k)), bx0 + 1)
    by1 = max(min(h // k, -(-math.ceil(region[3]) // k)), by0 + 1)
    return slice(by0, by1), slice(bx0, bx1)


def _light(reference: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray | None, float]:
    """The pixels of ``mask`` that are light in ``reference`` (float32 grey), and their median
    grey level (None, 0 when there are none). A fade scales the median of what a frame shows
    there (:data:`FRAME_LEVEL`); bars a moving camera brings into the fit, wobble at the edges
    of walls and a mark over part of the picture move a minority of those pixels and leave it
    (a mean over all pixels fell to 0.94 under such a camera; a 75th percentile sat at the edge
    of a maze's walls and moved with its wobble)."""
    pick = (mask > 0) & np.isfinite(reference)
    if not pick.any():
        return None, 0.0
    ref = reference[pick]
    lo, hi = float(ref.min()), float(ref.max())
    if hi - lo < 1e-6:
        return None, 0.0
    light = pick & (reference > (lo + hi) / 2)
    return light, float(np.median(reference[light]))


def _contrast(
    reference: np.ndarray,
    seen: np.ndarray,
    mask: np.ndarray,
    stats: tuple[float, float, float] | None = None,
) -> float:
    """Least-squares gain of ``seen`` against ``reference`` over ``mask`` (float32 grey);
    ``stats``: ``reference``'s over ``mask`` when known (:meth:`Calibration._reference_stats`)."""
    cv2 = _cv2()
    if stats is None:
        mr, sr = (float(v[0, 0]) for v in cv2.meanStdDev(reference, mask=mask))
    else:
        mr, sr = stats[0], stats[1]
    if sr * sr < 1e-6:
        return 1.0
    mv = cv2.mean(seen, mask=mask)[0]
    cross = cv2.mean(cv2.multiply(reference, seen), mask=mask)[0]
    return float((cross - mr * mv) / (sr * sr))


def _warp(arr: np.ndarray, warp: np.ndarray, size: tuple[int, int] = CANVAS_SIZE) -> np.ndarray:
    """The canvas whose pixel (x, y) is the frame's ``warp · (x, y, 1)``; edges replicated.

    A frame much larger than the canvas is first reduced by area averaging, so thin strokes are
    not skipped by bilinear sampling.
    """
    cv2 = _cv2()
    k = min(abs(warp[0, 0]), abs(warp[1, 1]))
    if k >= 1.6 and size == CANVAS_SIZE:
        f = 1.0 / math.floor(k)
        arr = cv2.resize(arr, None, fx=f, fy=f, interpolation=cv2.INTER_AREA)
        warp = (_scale_matrix(f) @ _h(warp))[:2]
    if arr.shape[2] == 3:
        # Four channels take OpenCV's vectorised path: the warp runs 2.5x faster.
        arr = cv2.cvtColor(arr, cv2.COLOR_RGB2RGBA)
    return cv2.warpAffine(
        arr,
        warp.astype(np.float64),
        size,
        flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
        borderMode=cv2.BORDER_REPLICATE,
    )


def _scale_matrix_xy(kx: float, ky: float) -> np.ndarray:
    return np.array([[kx, 0, 0.5 * (kx - 1)], [0, ky, 0.5 * (ky - 1)], [0, 0, 1]], np.float64)


@dataclass(frozen=True)
class ContentArea:
    """Where a frame's picture is, inside flat bars of any colour on any side.

    Attributes:
        box: ``(left, top, right, bottom)`` in frame pixels (the whole frame when no bars).
        bars: which sides carry a bar, ``(left, top, right, bottom)``.
        confidence: 0..1. 0 when no picture was found (one flat colour, or a "picture" too thin
            to be one); else how clearly the picture stands apart from its bars (1 with no bars
            or with bars far from the picture's edge colours).
    """

    box: tuple[int, int, int, int]
    bars: tuple[bool, bool, bool, bool]
    confidence: float

    @property
    def found(self) -> bool:
        return self.confidence > 0.0


def content_area(image: np.ndarray) -> ContentArea:
    """The picture inside bars of any flat colour (black included), on any side, in a frame of
    any aspect (portrait or landscape). Never raises on frame content.

    A bar is a run of rows (or columns) from the frame's edge, each of one flat colour (grey
    levels varying less than :data:`BAR_STD`) and all of the same colour, up to
    :data:`BAR_LIMIT` of the frame. A frame that is one flat colour has no content
    (confidence 0), nor has one whose content is under a quarter of either side.
    """
    arr = np.asarray(image)
    gray = arr if arr.ndim == 2 else _gray(arr)
    cv2 = _cv2()
    # Into this thread's scratch arrays: two fresh frame-sized float arrays a call cost more
    # in page faults than the arithmetic (the allocator hands their pages back between calls).
    g, sq = _scratch(gray.shape)
    np.copyto(g, gray)
    h, w = g.shape
    if float(cv2.meanStdDev(g)[1][0, 0]) < 2.0:
        return ContentArea((0, 0, w, h), (False,) * 4, 0.0)  # type: ignore[arg-type]
    # Row and column means and deviations by OpenCV's reductions (numpy's std over a 1080p
    # frame costs more than the rest of a calibration's set-up).
    cv2.multiply(g, g, dst=sq)
    rm = cv2.reduce(g, 1, cv2.REDUCE_AVG).ravel()
    cm = cv2.reduce(g, 0, cv2.REDUCE_AVG).ravel()
    rs = np.sqrt(np.maximum(cv2.reduce(sq, 1, cv2.REDUCE_AVG).ravel() - rm * rm, 0.0))
    cs = np.sqrt(np.maximum(cv2.reduce(sq, 0, cv2.REDUCE_AVG).ravel() - cm * cm, 0.0))

    def run(profile_std: np.ndarray, profile_mean: np.ndarray) -> tuple[int, float]:
        n = int(len(profile_std) * BAR_LIMIT)
        flat = (profile_std[:n] < BAR_STD) & (np.abs(profile_mean[:n] - profile_mean[0]) < 3)
        off = np.flatnonzero(~flat)
        k = int(off[0]) if off.size else n
        if k == 0:
            return 0, 1.0
        # How far the first lines past the bar lie from the bar's colour, against noise: a
        # few, since an encoder's ringing can end the bar a line or two early (set v2's green
        # bar measured nothing two lines past a ringing line, and its cross-fade was skipped
        # as a flat frame).
        past = slice(k, min(k + EDGE_LINES, len(profile_mean)))
        step = float(np.abs(profile_mean[past] - profile_mean[0]).max())
        return k, min(1.0, step / 8.0 + float(profile_std[past].max()) / 16.0)

    (top, ct), (bottom, cb) = run(rs, rm), run(rs[::-1], rm[::-1])
    (left, cl), (right, cr) = run(cs, cm), run(cs[::-1], cm[::-1])
    box = (left, top, w - right, h - bottom)
    bars = (left > 0, top > 0, right > 0, bottom > 0)
    if box[2] - box[0] < w / 4 or box[3] - box[1] < h / 4:
        return ContentArea(box, bars, 0.0)  # type: ignore[arg-type]
    return ContentArea(box, bars, min(ct, cb, cl, cr))  # type: ignore[arg-type]


_SCRATCH = threading.local()


def _scratch(shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    """Two float32 arrays of ``shape`` kept for this thread (their contents are overwritten)."""
    kept = getattr(_SCRATCH, "arrays", None)
    if kept is None or kept[0].shape != shape:
        kept = (np.empty(shape, np.float32), np.empty(shape, np.float32))
        _SCRATCH.arrays = kept
    return kept


def _starts(
    w: int, h: int, gray: np.ndarray, area: ContentArea | None = None
) -> Iterator[np.ndarray]:
    """Starting maps (canvas -> video): stretched, boxed, cropped, the bars' inside, each zoomed.
    ``area`` is ``content_area(gray)`` when the caller has it already (worked out otherwise).
    Yielded in order and worked out as they are reached: the picture's blob and line box (half
    of a calibration's time on bench_score's videos) only when every usual start before them
    fell short of :data:`GOOD_START` -- the same starts, in the same order, as a list."""
    cw, ch = CANVAS_SIZE
    boxes = [(0.0, 0.0, float(w), float(h))]
    s = min(w / cw, h / ch)
    boxes.append(((w - cw * s) / 2, (h - ch * s) / 2, (w + cw * s) / 2, (h + ch * s) / 2))
    # Boxed against either edge too: bars on one side only (a mark in the bar can hide it
    # from content_area).
    for ax, ay in ((0.0, 0.0), (1.0, 1.0)):
        x0, y0 = (w - cw * s) * ax, (h - ch * s) * ay
        if (x0, y0) != ((w - cw * s) / 2, (h - ch * s) / 2):
            boxes.append((x0, y0, x0 + cw * s, y0 + ch * s))
    s = max(w / cw, h / ch)
    boxes.append(((w - cw * s) / 2, (h - ch * s) / 2, (w + cw * s) / 2, (h + ch * s) / 2))
    area = content_area(gray) if area is None else area
    x0, y0, x1, y1 = area.box
    if area.found and (x1 - x0, y1 - y0) != (w, h):
        boxes.append((float(x0), float(y0), float(x1), float(y1)))
    yield from (_start(box, z) for z in ZOOMS[:1] for box in boxes)
    # Last, so the usual fits come first: the largest blob off the bars' colour. A logo, a
    # watermark or a caption in a bar ends content_area's flat run early, so its box takes the
    # overlay for the picture's edge, and a picture placed off-centre is far from the boxed
    # starts (set v6: portrait 576x1024 at 0.4 of the height, a logo in the top bar: the
    # boxed start 64 px off, correlation 0.06-0.43).
    blob = _picture_blob(gray)
    if blob is not None and blob not in boxes:
        boxes.append(blob)
        yield _start(blob, ZOOMS[0])
    # And the box of straight lines across the frame at the canvas's aspect: a picture over
    # a blurred, enlarged copy of itself (set v8's portrait fill) has no flat bars and no
    # blob, and placed low it lies far from every boxed start.
    lined = _line_box(gray)
    if lined is not None and lined not in boxes:
        boxes.append(lined)
        yield _start(lined, ZOOMS[0])
    # And the bars' inside boxed at the canvas's aspect against each of its ends: a caption
    # in one bar ends that bar early, so the inside is too tall (or wide), while the other
    # bar still ends at the picture's edge (set v13: a portrait picture placed low in white
    # bars, a caption high in the top bar; boxed at the frame's middle, 45 px off, the fit
    # squashed the canvas to 0.28 of its height and no frame registered).
    for end in _bar_ends(area):
        if end not in boxes:
            boxes.append(end)
            yield _start(end, ZOOMS[0])
    yield from (_start(box, z) for z in ZOOMS[1:] for box in boxes)


def _bar_ends(area: ContentArea) -> list[tuple[float, float, float, float]]:
    """Boxes of the canvas's aspect, as large as fits in ``area``'s inside, against each end
    of its longer side (the bottom then the top, or the right then the left); none when
    ``area`` found no picture or no bar, or its inside has the canvas's aspect already."""
    if not area.found or not any(area.bars):
        return []
    x0, y0, x1, y1 = (float(v) for v in area.box)
    cw, ch = CANVAS_SIZE
    s = min((x1 - x0) / cw, (y1 - y0) / ch)
    w, h = cw * s, ch * s
    if h < y1 - y0 - 1:
        return [(x0, y1 - h, x0 + w, y1), (x0, y0, x0 + w, y0 + h)]
    if w < x1 - x0 - 1:
        return [(x1 - w, y0, x1, y0 + h), (x0, y0, x0 + w, y0 + h)]
    return []


def _start(box: tuple[float, float, float, float], z: float) -> np.ndarray:
    """The starting map (canvas -> video) of a box (frame px), zoomed by ``z`` about its centre."""
    cw, ch = CANVAS_SIZE
    x0, y0, x1, y1 = box
    sx, sy = (x1 - x0) / cw, (y1 - y0) / ch
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    return np.array(
        [[sx * z, 0, mx - sx * z * cw / 2], [0, sy * z, my - sy * z * ch / 2]], dtype=np.float64
    )


BLOB_STEP = 4  # frame px per pixel of the bars' mask the picture's blob is found on
BLOB_LEVEL = 8.0  # grey levels off the bars' colour that are not bar


def _picture_blob(gray: np.ndarray) -> tuple[float, float, float, float] | None:
    """The bounding box (frame px) of the largest blob off the colour of the frame's border (the
    bars'), on a mask a :data:`BLOB_STEP`-th the size, opened so that letters and thin marks
    fall apart from it; None when there is no such blob a quarter of either side or more (no
    bars, or bars of the picture's own background colour). An overlay in a bar is a blob of
    its own, far smaller than the picture."""
    cv2 = _cv2()
    h, w = gray.shape
    border = np.concatenate([gray[0], gray[-1], gray[:, 0], gray[:, -1]])
    bar = float(np.median(border))
    small = cv2.resize(gray, (max(8, w // BLOB_STEP), max(8, h // BLOB_STEP)),
                       interpolation=cv2.INTER_AREA).astype(np.float32)  # fmt: skip
    mask = (np.abs(small - bar) > BLOB_LEVEL).astype(np.uint8)
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    n, _, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    if n < 2:
        return None
    k = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    x, y, bw, bh = (int(v) for v in stats[k, :4])
    sx, sy = w / small.shape[1], h / small.shape[0]
    box = (x * sx, y * sy, (x + bw) * sx, (y + bh) * sy)
    if (
        box[2] - box[0] < w / 4
        or box[3] - box[1] < h / 4
        or (box[2] - box[0], box[3] - box[1]) == (w, h)
    ):
        return None
    return box


LINE_LEVEL = 12.0  # grey levels the median pixel changes by across a picture's straight edge
LINE_ASPECT = 0.03  # how far a box of such edges may be off the canvas's aspect
LINES_KEPT = 16  # the strongest lines kept per axis (a 9x9 maze's full rows of walls are lines)


def _line_box(gray: np.ndarray) -> tuple[float, float, float, float] | None:
    """The box (frame px) of a picture whose edges are straight lines across the frame: rows
    (columns) where the median pixel changes by :data:`LINE_LEVEL` or more, from one to the
    next -- a picture's edge against a fill that is not flat (its own picture blurred), which
    a pipe or a wall, crossing part of the frame only, is not. Of the boxes at the canvas's
    aspect (within :data:`LINE_ASPECT`) inside the frame, a quarter of either side or more,
    whose sides are such lines or the frame's edges (one side may be where the aspect puts
    it: the fill may match the picture's edge there), the one with the most lines, then the
    largest; None when there is none."""
    h, w = gray.shape
    if h < 8 or w < 8:
        return None
    g = gray.astype(np.int16)
    rows = np.median(np.abs(np.diff(g, axis=0)), axis=1)
    cols = np.median(np.abs(np.diff(g, axis=1)), axis=0)
    ys = {int(i) + 1 for i in np.argsort(-rows)[:LINES_KEPT] if rows[i] >= LINE_LEVEL}
    xs = {int(i) + 1 for i in np.argsort(-cols)[:LINES_KEPT] if cols[i] >= LINE_LEVEL}
    if not ys and not xs:
        return None
    aspect = CANVAS_SIZE[0] / CANVAS_SIZE[1]
    boxes: set[tuple[float, float, float, float]] = set()
    for a0 in {0, *xs}:
        for a1 in {w, *xs}:
            for y in ys:  # the width between two columns, the height from it
                bh = round((a1 - a0) / aspect)
                boxes |= {(a0, y, a1, y + bh), (a0, y - bh, a1, y)}
    for b0 in {0, *ys}:
        for b1 in {h, *ys}:
            for x in xs:
                bw = round((b1 - b0) * aspect)
                boxes |= {(x, b0, x + bw, b1), (x - bw, b0, x, b1)}
    # Two lines a picture's height (width) apart, centred across: a picture over a blurred
    # copy of itself whose side edges no column's median sees (set v9: a portrait 9x9 maze,
    # its edge columns crossing the fill for two thirds of the frame's height, boxed one
    # line and the frame's sides only -- a maze's full row of walls took the other line).
    for b0 in ys:
        for b1 in ys:
            if b1 > b0:
                bw = round((b1 - b0) * aspect)
                boxes.add(((w - bw) / 2, b0, (w + bw) / 2, b1))
    for a0 in xs:
        for a1 in xs:
            if a1 > a0:
                bh = round((a1 - a0) / aspect)
                boxes.add((a0, (h - bh) / 2, a1, (h + bh) / 2))
    best: tuple[int, float, tuple[float, float, float, float]] | None = None
    for x0, y0, x1, y1 in boxes:
        bw, bh = x1 - x0, y1 - y0
        if x0 < 0 or y0 < 0 or x1 > w or y1 > h or bw < w / 4 or bh < h / 4:
            continue
        if (bw, bh) == (w, h) or abs(bw / bh / aspect - 1.0) > LINE_ASPECT:
            continue
        lines = (x0 in xs) + (x1 in xs) + (y0 in ys) + (y1 in ys)
        # First how much of the box's outline is an edge along the box itself: two rows of
        # walls or a caption's two edges are lines across the frame too, but their box's sides
        # cross the fill, where a picture's sides are its edges.
        key = (_outlined(g, (x0, y0, x1, y1)), lines, bw * bh,
               (float(x0), float(y0), float(x1), float(y1)))  # fmt: skip
        if best is None or key[:3] > best[:3]:
            best = key
    return None if best is None else best[3]


def _outlined(g: np.ndarray, box: tuple[float, float, float, float]) -> int:
    """In tenths, the share of a box's four sides (frame px; ``g`` the frame in grey, int16)
    along which the grey level steps by :data:`LINE_LEVEL` or more across the side (within a
    pixel of it); a side on the frame's edge counts half."""
    h, w = g.shape
    x0, y0, x1, y1 = (round(v) for v in box)
    total = 0.0
    for pos, lo, hi, size, horizontal in ((y0, x0, x1, h, True), (y1, x0, x1, h, True),
                                          (x0, y0, y1, w, False), (x1, y0, y1, w, False)):  # fmt: skip
        if pos <= 0 or pos >= size or hi - lo < 2:
            total += 0.5
            continue
        steps = np.zeros(hi - lo, bool)
        for p in range(max(1, pos - 1), min(size - 1, pos + 1) + 1):
            if horizontal:
                steps |= np.abs(g[p, lo:hi] - g[p - 1, lo:hi]) >= LINE_LEVEL
            else:
                steps |= np.abs(g[lo:hi, p] - g[lo:hi, p - 1]) >= LINE_LEVEL
        total += float(steps.mean())
    return round(total * 10 / 4)


_ONES: dict[tuple[int, ...], np.ndarray] = {}


def _ones(shape: tuple[int, ...]) -> np.ndarray:
    if shape not in _ONES:
        if len(_ONES) > 16:
            _ONES.clear()
        _ONES[shape] = np.ones(shape[:2], np.uint8)
    return _ONES[shape]


def _ecc(
    template: np.ndarray,
    image: np.ndarray,
    warp: np.ndarray,
    iterations: int,
    affine: bool = True,
    mask: np.ndarray | None = None,
) -> tuple[float, np.ndarray] | None:
    cv2 = _cv2()
    criteria = (cv2.TERM_CRITERIA_EPS | cv2.TERM_CRITERIA_COUNT, iterations, ECC_EPS)
    w = warp.astype(np.float32).copy()
    motion = cv2.MOTION_AFFINE if affine else cv2.MOTION_TRANSLATION
    try:
        if mask is None:
            cc, w = cv2.findTransformECC(template, image, w, motion, criteria, None, 3)
        else:
            # The mask is the template's (canvas pixels): findTransformECC's own mask is the
            # input image's, which is another size.
            cc, w = cv2.findTransformECCWithMask(
                template, image, mask, _ones(image.shape), w, motion, criteria, 3
            )
    except cv2.error:
        return None
    if not math.isfinite(cc) or not np.all(np.isfinite(w)):
        return None
    return float(cc), w.astype(np.float64)


def _register(
    reference: np.ndarray,
    frame: np.ndarray,
    static: np.ndarray | None = None,
    area: ContentArea | None = None,
) -> tuple[float, np.ndarray] | None:
    """The best ``(correlation, warp)`` of ``frame`` onto ``reference`` (both grey, full size),
    over the canvas pixels where ``static`` is true (all when None); ``area``: ``frame``'s
    :func:`content_area` when known."""
    cv2 = _cv2()
    h, w = frame.shape
    pyramids = {}
    masks: dict[float, np.ndarray | None] = dict.fromkeys(LEVELS)
    density = math.sqrt((w / CANVAS_SIZE[0]) * (h / CANVAS_SIZE[1]))
    for level in LEVELS:
        tw, th = round(CANVAS_SIZE[0] * level), round(CANVAS_SIZE[1] * level)
        kf = min(1.0, level / density)  # the frame at about the level's pixel density
        fw, fh = max(8, round(w * kf)), max(8, round(h * kf))
        kf_x, kf_y = fw / w, fh / h
        tmpl = cv2.resize(reference, (tw, th), interpolation=cv2.INTER_AREA).astype(np.float32)
        img = cv2.resize(frame, (fw, fh), interpolation=cv2.INTER_AREA).astype(np.float32)
        sr = _scale_matrix_xy(tw / CANVAS_SIZE[0], th / CANVAS_SIZE[1])
        sf = _scale_matrix_xy(kf_x, kf_y)
        pyramids[level] = (tmpl, img, sr, sf)
        mask = np.ones((th, tw), np.uint8)
        if static is not None:
            mask = cv2.resize(static.astype(np.uint8), (tw, th), interpolation=cv2.INTER_NEAREST)
        # The canvas's own edge is left out: against bars of a far colour (black bars round a
        # white canvas) its pixels straddle the bar at a coarse level, and that dark smear
        # pulls the fit inwards (a portrait 720x1280 video came out 3% short in height).
        e = EDGE_LEFT_OUT
        mask[:e], mask[-e:], mask[:, :e], mask[:, -e:] = 0, 0, 0, 0
        masks[level] = mask

    def to_level(warp: np.ndarray, level: float) -> np.ndarray:
        _, _, sr, sf = pyramids[level]
        return (sf @ _h(warp) @ np.linalg.inv(sr))[:2]

    def from_level(warp: np.ndarray, level: float) -> np.ndarray:
        _, _, sr, sf = pyramids[level]
        return (np.linalg.inv(sf) @ _h(warp) @ sr)[:2]

    coarse = LEVELS[0]
    tmpl, img, _, _ = pyramids[coarse]
    found = []
    for start in _starts(w, h, frame, area):
        r = _ecc(tmpl, img, to_level(start, coarse), 40, mask=masks[coarse])
        if r is not None:
            found.append((r[0], from_level(r[1], coarse)))
            if r[0] >= GOOD_START:
                break  # the usual fits come first; a near-perfect one needs no rival
    found.sort(key=lambda t: -t[0])
    best: tuple[float, np.ndarray] | None = None
    for cc, warp in found[: 1 if found and found[0][0] >= GOOD_START else 2]:
        for level in LEVELS[1:]:
            tmpl, img, _, _ = pyramids[level]
            r = _ecc(tmpl, img, to_level(warp, level), FINE_ITERATIONS, mask=masks[level])
            if r is None:
                break
            cc, warp = r[0], from_level(r[1], level)
        if _sheared(warp):
            # Part of the picture changed (a later frame, a moved square) and pulled the fit
            # askew: keep the scales, drop the shear, and fit the offset alone.
            warp = np.array([[warp[0, 0], 0, warp[0, 2]], [0, warp[1, 1], warp[1, 2]]])
            level = LEVELS[-1]
            tmpl, img, _, _ = pyramids[level]
            r = _ecc(tmpl, img, to_level(warp, level), 30, affine=False, mask=masks[level])
            if r is None:
                continue
            cc, warp = r[0], from_level(r[1], level)
        if best is None or cc > best[0]:
            best = (cc, warp)
    return best


def _uneven(a: np.ndarray) -> bool:
    """A ``2×3`` map with uneven scale or skew beyond :data:`TRACK_ANISOTROPY`: not a
    camera's pan, zoom and roll."""
    sx, sy = math.hypot(a[0, 0], a[1, 0]), math.hypot(a[0, 1], a[1, 1])
    skew = abs(a[0, 0] * a[0, 1] + a[1, 0] * a[1, 1]) / max(sx * sy, 1e-9)
    return bool(abs(sx - sy) > TRACK_ANISOTROPY * sx or skew > TRACK_ANISOTROPY)


def _sheared(warp: np.ndarray) -> bool:
    sx, sy = warp[0, 0], warp[1, 1]
    return sx <= 0 or sy <= 0 or max(abs(warp[0, 1]) / sx, abs(warp[1, 0]) / sy) > MAX_SHEAR


def calibrate(
    reference: np.ndarray,
    frame: np.ndarray,
    colours: Sequence[Sequence[int]],
    box: Sequence[float],
    final: np.ndarray | None = None,
    area: ContentArea | None = None,
) -> Calibration | str:
    """The calibration of a video whose first frame is ``frame``, or why there is none.

    Args:
        reference: the question's ``first_frame.png`` (768×512×3 uint8).
        frame: the video's first frame (``H×W×3`` uint8, any size).
        colours: the question's flat colours (background first); the colour fit uses them.
        box: ``(x0, y0, x1, y1)`` on the canvas: the drawn content, which must be in the frame.
        final: the question's ``final_frame.png``. When the first frame does not register as a
            whole (the model changed the picture from its first frame on), it is registered
            again on the pixels the question's first and final frames share (background,
            squares' places, walls), and the readers then say what changed.
        area: ``content_area(frame)`` when the caller has worked it out already (the scorer
            tests every frame for a picture before calibrating on it): not worked out again.
    """
    cv2 = _cv2()
    arr = np.asarray(frame)
    if arr.ndim != 3 or arr.shape[2] not in (3, 4) or arr.dtype != np.uint8:
        return f"not an H×W×3 uint8 image (shape {getattr(arr, 'shape', None)})"
    h, w = arr.shape[:2]
    if h < 32 or w < 48:
        return f"image too small to read ({w}×{h})"
    arr = np.ascontiguousarray(arr[..., :3])
    ref = np.ascontiguousarray(np.asarray(reference)[..., :3])
    gray = _gray(arr)
    if float(cv2.meanStdDev(gray)[1][0, 0]) < 2.0:
        return "the first frame is one flat colour (no picture)"
    # The frame's bars are found once: on a 720p frame that was a tenth of a calibration.
    area = content_area(gray) if area is None else area
    ref_gray = _gray(ref)  # used three times below: converted once
    shared = None  # the question's first and final frames' shared pixels, once worked out
    found = _register(ref_gray, gray, None, area)
    if (found is None or found[0] < MIN_CORRELATION) and final is not None:
        fin = np.asarray(final)[..., :3]
        shared = static = _same_pixels(fin, ref)
        static = None if static is None else cv2.erode(static, np.ones((9, 9), np.uint8))
        if static is not None and static.mean() > 0.3:
            again = _register(ref_gray, gray, static, area)
            if again is not None and (found is None or again[0] > found[0]):
                found = again
    if found is None:
        return "the first frame could not be registered against the question's first frame"
    cc, warp = found
    if _sheared(warp):
        return "the first frame is rotated or sheared against the question's first frame"
    if cc < MIN_CORRELATION:
        return (
            f"the first frame does not show the question's picture "
            f"(correlation {cc:.2f} < {MIN_CORRELATION})"
        )
    corners = _h(warp) @ np.array(
        [[box[0], box[2], box[0], box[2]], [box[1], box[1], box[3], box[3]], [1, 1, 1, 1]]
    )
    if (
        corners[0].min() < -1
        or corners[1].min() < -1
        or corners[0].max() > w + 1
        or corners[1].max() > h + 1
    ):
        return "the picture is cut off at the frame's edge (zoomed in too far or moved out)"
    seen = _warp(arr, warp)
    gain, offset = _colour_fit(ref, seen, colours)
    size = (CANVAS_SIZE[0] // FOLLOW_SCALE, CANVAS_SIZE[1] // FOLLOW_SCALE)
    small = cv2.resize(ref_gray, size, interpolation=cv2.INTER_AREA).astype(np.float32)
    bg = tuple(int(v) for v in colours[0])
    static_small = None
    same = None if final is None else shared
    if final is not None and same is None:
        same = _same_pixels(np.asarray(final)[..., :3], ref)
    if same is not None:
        shrunk = cv2.resize(same.astype(np.float32), size, interpolation=cv2.INTER_AREA)
        static_small = (shrunk > 0.999).astype(np.uint8)
        if static_small.mean() < 0.3:
            static_small = None  # too little is shared to register on: use it all
    found_cal = Calibration(
        warp,
        gain,
        offset,
        (w, h),
        cc,
        small,
        bg,
        static_small,  # type: ignore[arg-type]
    )
    first = found_cal.track(arr, warp, box)
    if first is None or first.correlation < MIN_FRAME_CORRELATION:
        return "the first frame does not register against the question's first frame"
    if first.contrast < MIN_CONTRAST:
        return f"the first frame is faded (contrast {first.contrast:.2f} of the question's)"
    if first.level < MIN_LEVEL:
        # A board blacked out where the question is light (set v14's blank video: a black
        # rectangle in white bars registered on the maze's dark walls); every later frame's
        # level is read against this one, so it must have some light to be read against.
        return f"the first frame is dark where the question's picture is light (level {first.level:.2f})"
    result = dataclasses.replace(found_cal, contrast=first.contrast, level=first.level)
    # The first frame's whole canvas, which the scorer asks for next (its palette): the same
    # warp of the same frame (see canvas).
    object.__setattr__(result, "_first_canvas", (frame, warp, seen))
    return result


def _largest_difference(a: np.ndarray, b: np.ndarray) -> float:
    """The largest difference between two frames anywhere, 0 for the same array, infinity
    when their sizes or types differ (OpenCV's largest difference: numpy's equality test
    builds a frame-sized array first). One pass serves both held-frame tests of
    :meth:`Calibration.track`: the same bytes, and within :data:`HELD_NOISE`."""
    if a is b:
        return 0.0
    if a.shape != b.shape or a.dtype != b.dtype:
        return math.inf
    cv2 = _cv2()
    return float(cv2.norm(np.ascontiguousarray(a), np.ascontiguousarray(b), cv2.NORM_INF))


def _same_pixels(a: np.ndarray, b: np.ndarray) -> np.ndarray | None:
    """1 where the two RGB images hold the same colour, else 0 (uint8); None when their sizes
    differ. OpenCV's range test on the difference: numpy's ``all`` over the colour axis cost
    eight times as much."""
    if a.shape != b.shape:
        return None
    cv2 = _cv2()
    diff = cv2.absdiff(np.ascontiguousarray(a), np.ascontiguousarray(b))
    return cv2.inRange(diff, (0, 0, 0), (0, 0, 0)) // 255


def _median_u8(image: np.ndarray, channel: int, mask: np.ndarray, count: int) -> float:
    """``np.median`` of ``image[..., channel][mask > 0]`` (uint8, ``count`` pixels), exactly,
    from the channel's histogram: the mean of the middle one or two values."""
    cv2 = _cv2()
    hist = cv2.calcHist([image], [channel], mask, [256], [0, 256]).ravel()
    cum = np.cumsum(hist)
    lo = int(np.searchsorted(cum, (count - 1) // 2 + 1))
    hi = int(np.searchsorted(cum, count // 2 + 1))
    return (lo + hi) / 2


_COLOUR_MASKS: dict[tuple[bytes, tuple[int, ...], tuple[tuple[int, ...], ...]], list] = {}


def _colour_masks(
    reference: np.ndarray, colours: Sequence[Sequence[int]]
) -> list[tuple[Sequence[int], np.ndarray, int]]:
    """Per colour, ``(colour, mask, count)``: where ``reference`` shows that colour away from
    its edges (eroded, uint8 0/255) and how many pixels. They depend on the question alone, so
    they are kept for the last few questions (keyed by the picture's bytes): each video of a
    question would work out the same masks again (a few ms of every calibration)."""
    key = (
        np.ascontiguousarray(reference).tobytes(),
        tuple(reference.shape),
        tuple(tuple(int(v) for v in c) for c in colours),
    )
    found = _COLOUR_MASKS.get(key)
    if found is None:
        cv2 = _cv2()
        kernel = np.ones((4, 4), np.uint8)
        found = []
        for colour in colours:
            lo = np.asarray(colour, np.uint8)
            mask = cv2.erode(cv2.inRange(reference, lo, lo), kernel)
            mask.setflags(write=False)
            found.append((colour, mask, cv2.countNonZero(mask)))
        if len(_COLOUR_MASKS) >= 8:
            _COLOUR_MASKS.clear()
        _COLOUR_MASKS[key] = found
    return found


def _colour_fit(
    reference: np.ndarray, seen: np.ndarray, colours: Sequence[Sequence[int]]
) -> tuple[np.ndarray, np.ndarray]:
    """Per-channel ``(gain, offset)`` with ``seen ≈ gain * reference + offset``.

    Each flat colour's pixels (away from its edges) give one median; clipped medians (0 or 255)
    are left out, and a channel whose colours span too little to fix a gain keeps gain 1 with a
    fitted offset.
    """
    pairs = []
    # Every other pixel: medians of tens of thousands of pixels are no better than of thousands.
    # (OpenCV's nearest-pixel halving picks exactly seen[::2, ::2], at a third of numpy's copy.)
    h, w = seen.shape[:2]
    if h % 2 or w % 2:  # an odd side: the slice keeps one more row or column
        half = np.ascontiguousarray(seen[::2, ::2])
    else:
        half = _cv2().resize(np.ascontiguousarray(seen), (w // 2, h // 2),
                             interpolation=_cv2().INTER_NEAREST)  # fmt: skip
    reference, seen = reference[::2, ::2], half
    for colour, mask, count in _colour_masks(reference, colours):
        if count < 30:
            continue
        # Medians by histogram: indexing the pixels out for numpy's median cost more than
        # the rest of the calibration's colour work.
        median = np.array([_median_u8(seen, c, mask, count) for c in range(3)])
        pairs.append((np.asarray(colour, np.float64), median))
    gain, offset = np.ones(3), np.zeros(3)
    for c in range(3):
        xs = np.array([p[0][c] for p in pairs if 0 < p[1][c] < 255])
        ys = np.array([p[1][c] for p in pairs if 0 < p[1][c] < 255])
        if len(xs) == 0:
            continue
        if len(xs) >= 2 and np.ptp(xs) >= 40:
            g, o = np.polyfit(xs, ys, 1)
            if 0.5 <= g <= 2.0:
                gain[c], offset[c] = g, o
                continue
        offset[c] = float(np.mean(ys - xs))
    return gain, offset
