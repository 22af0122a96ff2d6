"""Score video-model outputs against a question set: the last frame's verdict, and how the
video got there.

For every question, the model's video is found in ``VIDEO_DIR`` (``<task_id>.mp4`` or another
video suffix, a ``<task_id>/`` folder of frame images in name order, or VMEvalKit's output tree;
see :mod:`datagen.sources`). The video's first frame calibrates it against the question's
``first_frame.png`` (:mod:`datagen.calibrate`: scale per axis, offset, bars, colour gain and
offset); every frame read is warped onto the 768×512 canvas through that calibration and judged
with the task's own reader (the rotation puzzle's pipe poses, the maze's cells and player disc),
given the question's colours as the video shows them. The last frame gives the verdict:

- ``readable``: the frame could be read (calibrated, and the task's reader could tell);
- ``solved``: it shows the solved puzzle / the player on the goal of the same maze, in the pose
  the ground-truth frames hold (see ``SOLVED_TURN``, ``GOAL_TOLERANCE`` in the task modules);
- ``squares_moved``: squares off their place (rotation) or maze cells whose wall/corridor status
  changed (maze) -- things the prompt said to leave where they are;
- ``problems``: what is visibly wrong, in words (which square moved and how far, another
  puzzle, walls changed, the player missing or shown twice);
- ``camera_drift``: the last frame's picture moved against the first frame's
  (:data:`DRIFT_PIXELS` or more canvas px; ``shift_x``/``shift_y`` say how far).

The first frame says whether the model kept the question; the frames between (every
:data:`SAMPLE_EVERY`-th, see :class:`_Reader`) when it was first solved and whether it stayed
so. Verdict columns are True, False or None (unknown: empty in the CSV, ``null`` in JSON)
-- never a yes or no from a frame that was not read. Results go to a CSV (one row per question
and model) and a JSON summary, both written atomically (:func:`envs.io.atomic_write_text`).
"""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from datagen.base import Verdict
from datagen.beyond_warp import WARP_FIT, beyond_warp
from datagen.calibrate import (
    MIN_FRAME_CORRELATION,
    Calibration,
    Motion,
    Track,
    calibrate,
    content_area,
)
from datagen.camera_limits import camera_outside
from datagen.changed_at_once import (
    answer_pipes,
    apart,
    changed_at_once,
    question_pipes,
    unseen_changes,
)
from datagen.cut_end import contradicts, cut_after_last_puzzle, unknown_end
from datagen.first_frame_slight import only_slightly_moved
from datagen.follow import fit_rigid, fit_whole
from datagen.frame_lean import leaning_after, unsettled
from datagen.io import ArgumentError, DatasetError, check_input_dir, read_json, read_png
from datagen.moved_in_place import changed_in_own_colours
from datagen.palette_flat import in_colours_where_flat
from datagen.registry import task_of_domain
from datagen.replaced_at_end import kept_at_end
from datagen.score_summary import summarize
from datagen.slid import blended, doubtful, forgiven
from datagen.sources import locate, video_sources
from datagen.squares_read import reads_a_square
from datagen.start_board import another_board, may_show_another_board
from datagen.traded import traded, turned_from
from datagen.trail import puzzle_frames_back
from datagen.validate import find_dataset_folders, question_metadata
from datagen.video import iter_frames
from datagen.walls_back import walls_back
from envs.frames import CANVAS_SIZE
from envs.io import OutputPathError, atomic_write_text, check_output_file, remove_stale_temps

DRIFT_PIXELS = 5.0
"""A frame shifted this far (canvas px) from the first puzzle frame counts as camera drift:
above a ±2 px shake of a 512-wide video (3 canvas px)."""
DRIFT_SCALE = 0.01  # a zoom this far from 1 is camera drift (1% of the canvas: 4 px at its edge)
DRIFT_DEGREES = 0.5  # a roll this large is camera drift (2 px at the canvas's corners)
PALETTE_DISTANCE = 40.0  # RGB distance from a question colour (as seen) that counts as it
PALETTE_SHARE = 0.9  # pixels near a question colour in a frame drawn in the puzzle's colours
ALL_SQUARES = -1  # in unknown_squares: every square (the frame did not register)
MAX_CALIBRATIONS = 16
"""Frames tried for calibration before a video is declared to show no puzzle (a flat frame is
not tried: it costs nothing to skip)."""
PRE_FRAMES = 12
"""Frames before the first one that calibrates, kept to be registered once it has (the first
puzzle frame may be among them): set v2's 3.4% mark over a wobbling picture failed to
calibrate on two of its tries, though the frames between them register."""
MAX_SHIFT = 48  # largest drift searched for (canvas px), below half the puzzle's 160 px period
MIN_PEAK = 0.05  # weaker phase-correlation peaks say nothing about a shift
REGION_MARGIN = 32  # canvas px around the drawn content that each read frame warps
SLID_PIXELS = 9.0
"""A square this far (canvas px) off its place, on a frame read through the last registered
frame's map, has moved: twice what counts on a registered frame, as that map is a few frames
old."""
FADE_IN = (0.95, 1.05, 12)
"""A first puzzle frame under this contrast (against the question's), then a frame within the
given number of frames after it with this much more contrast again: the video was fading in
(set v2's fade-ins calibrated on a faint frame and read every later frame as a fade), so the
reading starts again there. A video dimmed throughout (the envelope's -15%) keeps its contrast
and is not restarted."""
REFITS = 3  # fits of a frame that shows squares moved, from its own map, while they improve
CAMERA_FIT = 0.95
BENT_FIT = 0.97
"""The correlation a frame registered by roll and shift alone counts as (at most): under
:data:`WARP_FIT`, so its squares a few px off are unknown, never moved (set v13: a wobble of
2.7 px beyond the envelope, such a fit 1.2° off its neighbours' roll, two squares 5-6 px off)."""
SMALL_BOARD = 0.4  # share of the canvas under which a board's fit may fall back on roll and shift
SETTLED_FIT = 0.98  # a first solved frame fitted under this, a square leaning: unsure (unsettled)
"""The least correlation of a frame's fit that may measure the camera beyond its limits (a
fit through the codec, blur and wobble measures 0.99 and more)."""
# Of the puzzle box's side (on the frame), the depth of a sliver past the frame's edge that is
# still read: the readers look at each cell's or square's middle, and the frame's edge row,
# replicated over the sliver, shows what it cut (set v7: a maze rolled 1.1° by a camera within
# the envelope, its corner 2-6 px of 485 past the bottom edge, "did not register").
EDGE_CUT = 0.02
SAMPLE_EVERY = 4  # frames between two read ones (first and last always read); 1 reads all
QUESTIONS_ALLOWED = "a dataset folder (<out>/<task>_task) or a root holding several"
VIDEOS_ALLOWED = (
    "a folder of <task_id>.mp4 videos or <task_id>/ folders of frames, or VMEvalKit's output "
    "(its root, a model's folder or a <domain>_task folder)"
)

COLUMNS = (
    "model",
    "task_id",
    "domain",
    "difficulty",
    "video",
    "status",
    "readable",
    "solved",
    "squares_moved",
    "wrong_squares",
    "unknown_squares",
    "camera_drift",
    "shift_x",
    "shift_y",
    "camera_scale",
    "camera_angle",
    "problems",
    "reason",
    "frames",
    "first_frame_matches",
    "squares_kept",
    "first_solved_frame",
    "stayed_solved",
    "frames_skipped_start",
    "frames_skipped_end",
    "ended_on_non_puzzle",
    "puzzle_states",
    "animated",
)


@dataclass
class ScoreReport:
    """The rows written to the CSV, the summary, and one-line errors for unusable videos."""

    rows: list[dict[str, Any]] = field(default_factory=list)
    summary: dict[str, Any] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


def _gray(image: np.ndarray) -> np.ndarray:
    """Luma at canvas resolution (resized with Pillow when the frame has another size)."""
    arr = np.asarray(image)[..., :3]
    if (arr.shape[1], arr.shape[0]) != CANVAS_SIZE:
        from PIL import Image

        arr = np.asarray(Image.fromarray(arr.astype(np.uint8)).resize(CANVAS_SIZE, Image.BILINEAR))
    return arr.astype(np.float32) @ np.array([0.299, 0.587, 0.114], dtype=np.float32)


def estimate_shift(reference: np.ndarray, image: np.ndarray) -> tuple[float, float, float]:
    """``(dx, dy, peak)``: how far ``image``'s content sits from ``reference``'s, in canvas px.

    Phase correlation on luma; ``peak`` (0..1) is the correlation peak's height, small when the
    two pictures share no structure (a blank frame), in which case the shift means nothing.
    """
    a = _gray(reference)
    b = _gray(image)
    a -= a.mean()
    b -= b.mean()
    fa, fb = np.fft.rfft2(a), np.fft.rfft2(b)
    cross = fb * np.conj(fa)
    mag = np.abs(cross)
    if float(mag.max(initial=0.0)) < 1e-6:
        return 0.0, 0.0, 0.0
    corr = np.fft.irfft2(cross / np.maximum(mag, 1e-9 * mag.max()), s=a.shape)
    # Only small shifts: the puzzle's squares repeat every 160 px, so far peaks are aliases.
    m = MAX_SHIFT
    near = np.roll(np.roll(corr, m, axis=0), m, axis=1)[: 2 * m + 1, : 2 * m + 1]
    y, x = np.unravel_index(int(np.argmax(near)), near.shape)
    return float(x - m), float(y - m), float(near[y, x])


def _questions(root: Path) -> list[tuple[Path, dict[str, Any]]]:
    out = []
    for folder in find_dataset_folders(root):
        for qdir in sorted(
            p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")
        ):
            meta_path = qdir / "question_metadata.json"
            try:
                meta = read_json(meta_path)
            except FileNotFoundError:
                raise DatasetError(f"{meta_path}: missing") from None
            except (OSError, ValueError) as exc:
                raise DatasetError(
                    f"{meta_path}: not valid JSON ({exc.__class__.__name__})"
                ) from None
            meta = question_metadata(meta)
            task = task_of_domain(meta.get("domain")) if meta is not None else None
            if meta is None or task is None:
                raise DatasetError(
                    f"{meta_path}: unknown domain: not question metadata of a known task "
                    "(neither at the top nor under <task>_data)"
                )
            # Scoring reads the metadata's fields; damaged ones are named here, not met later.
            problems = task.metadata_problems(meta)
            if problems:
                raise DatasetError(
                    f"{meta_path}: {problems[0]} (python -m datagen validate lists every problem)"
                )
            out.append((qdir, meta))
    return out


_NONE = object()  # no frame read yet


class _Reader:
    """What a video's frames say so far, fed one frame at a time in order.

    **Finding the puzzle.** Frames before the first one that calibrates
    (:func:`datagen.calibrate.calibrate`) are leading non-puzzle frames: a flat frame (no
    content inside its bars, :func:`datagen.calibrate.content_area`) is skipped at once; other
    frames are tried, every ``every``-th, at most :data:`MAX_CALIBRATIONS` times. When one
    calibrates, the frames since the last try are registered too, so the first puzzle frame is
    exact. No frame calibrating: nothing else is read.

    **Following the camera.** Every read frame is registered to the question's first frame
    (:meth:`datagen.calibrate.Calibration.track`, from the previous read frame's map) and warped
    onto the canvas through its own map: pans, zooms and rolls are taken out before the task
    reads it, and their largest extent is the camera's motion. A read frame that does not
    register, or is faded, is not a puzzle frame; the run of them at the end of the video
    (found to the frame: the frames between the last puzzle frame read and the first
    non-puzzle one are registered too) is skipped, and the verdicts are the last puzzle frame's.

    **Sampling.** The first and the last frame are always read; between them every ``every``-th
    (frame index a multiple of ``every``). When a read frame is the first found solved, the
    waiting ones are read in order, so ``first_solved`` is the exact first solved frame unless
    the puzzle was solved and unsolved again between two read frames. When the board a read
    frame shows (its ``state``, None included) differs from the previous read frame's and no
    part-way frame has been seen, the waiting ones are read too, until one is part-way, so
    ``animated`` is never False when an unread frame could show the move. ``every=1`` reads all.

    **Squares kept.** A frame showing squares moved is fitted again (:meth:`refit`). A frame
    in the puzzle's colours that does not register is read through the last frame's map; its
    moved squares count when most squares sit at their place there (``squares_in_place``),
    otherwise ``squares_kept`` is unknown unless another frame showed a square moved. So is
    it when a frame that does not register is in those colours only where it is flat (a soft
    picture's boundaries are in none) and, through the last map, shows another board
    (:meth:`other_board_where_flat`): such a frame is still not read.
    """

    def __init__(
        self,
        task: Any,
        meta: dict[str, Any],
        reference: tuple[np.ndarray, np.ndarray | None],
        every: int,
    ) -> None:
        self.task, self.meta, self.every = task, meta, every
        self.maze = meta.get("domain") == "maze_nav"
        self.reference, self.final = reference
        self.calibration: Calibration | None = None
        self.failed = ""
        self.tries = 0
        self.first_puzzle: int | None = None  # index of the first puzzle frame
        self.pre: list[tuple[int, np.ndarray]] = []  # frames since the last flat one (bounded)
        self.warp: np.ndarray | None = None  # the last puzzle frame's map (tracking starts)
        self.moved: set[int] = set()
        self.sightings: dict[int, dict[int, float]] = {}  # square -> read frame -> px moved
        self.fits: dict[int, float] = {}  # read frame -> its fit (NaN: none of its own)
        self.changed_unseen: set[int] = set()  # frames at rest, a square changed unseen turning
        self.last_change: tuple[int, set[int], Any] = (-1, set(), None)  # (datagen.replaced_at_end)
        self.warp_sightings: dict[int, set[int]] = {}  # square -> frames fitted poorly, off
        self.first_solved: int | None = None
        self.unsolved_after = False
        # Before the first solved frame: the last read frame that said "not solved", whether a
        # read frame after it could say neither (squares covered), and so whether the first
        # solved frame is known to within a frame (see ``note``).
        self.last_unsolved: int | None = None
        self.undecided_since = False
        self.first_solved_unsure = False
        self.wrong_before: set[int] = set()  # the squares read wrong on frames read unsolved
        self.first_frame_matches: bool | None = None
        self.first_states: Any = None  # the first puzzle frame's squares read at rest
        # The first puzzle frame was read, yet could not say (a player a little off its start,
        # a square mid-turn): the next read frame decides when it shows the question.
        self.first_unsure = False
        self.last: tuple[Verdict, Motion] | None = None  # the last puzzle frame read
        self.last_index = -1
        self.trail_start: int | None = None  # first non-puzzle frame after the last puzzle one
        self.waiting: list[tuple[int, np.ndarray]] = []
        self.region: tuple[float, float, float, float] | None = None
        self.motion = {"shift": (0.0, 0.0), "scale": 1.0, "angle": 0.0}
        self.states: set[Any] = set()
        self.at_rest: set[int] = set()  # read frames showing a whole board at rest
        self.moving = False
        self.kept_unsure = False  # a frame in the puzzle's colours that could not be read whole
        self.left_since_read = False  # a frame since the last read one cut or faded
        self.at, self.last_cut = 0, None  # the frame added; the last one a cut frame doubted at
        self.rest: Any = _NONE  # the last read frame's ``state`` (None: not at rest)
        self.board: Any = None  # the last board at rest read
        self.whole: tuple[int, Verdict] | None = None  # the last frame at rest read whole
        self.since_whole = False  # a frame read since it moved, turned or showed other pipes
        self.turned: set[int] = set()  # squares seen turning since it
        self.turning_since: set[int] = set()  # squares seen turning since the last board
        self.read_before_solved: list[int] = []  # read frame indices, until first solved
        self.palette: np.ndarray | None = None  # share of each colour, first puzzle frame
        self.history: list[tuple[int, np.ndarray]] = []  # the last two registered frames
        self.last_read: tuple[np.ndarray, Verdict] | None = None  # the last canvas read
        self.bent: dict[int, Track] = {}  # the last few tracks fitted by roll and shift alone
        self.answer = answer_pipes(meta)  # the answer's pipes per square (None: no squares)
        self.question = question_pipes(meta)  # the question's own pipes per square
        # A board read whole that changed in several squares at once (its frame, its squares):
        # it counts when a later read frame shows it again (``datagen.changed_at_once``).
        self.sudden: tuple[int, tuple[Any, ...]] | None = None
        self.covered_since: list[set[int]] = []  # per frame read since the last board: covered
        self.square_read = False  # some read frame read a square's pipes (``reads_a_square``)

    # -- finding the puzzle --------------------------------------------------------------------
    def _calibrate(self, i: int, frame: np.ndarray, last: bool) -> bool:
        """Try frame ``i``; True when it calibrated (and the video's reading has begun)."""
        # No picture found inside the bars, yet not one flat colour: the picture may fill the
        # frame, or sit in a bar of its own background's colour (set v5: bars of (250, 250,
        # 250) around a puzzle on (248, 250, 252) read to the pipes, under a quarter of the
        # frame), so it is registered in the whole frame as any other.
        area = content_area(frame)
        if not area.found and float(_gray(frame)[::2, ::2].std()) < 2.0:
            self.failed = self.failed or "no picture inside the bars (a flat frame)"
            self.pre = []
            return False
        if self.tries and not (last or self.every == 1 or i % self.every == 0):
            self.pre = [*self.pre, (i, frame)][-PRE_FRAMES:]
            return False
        if self.tries >= MAX_CALIBRATIONS:
            return False
        self.tries += 1
        colours = (self.task.background, *self.task.content_colours)
        box = self.task.content_box(self.meta) or (0, 0, *CANVAS_SIZE)
        found = calibrate(self.reference, frame, colours, box, self.final, area)
        if isinstance(found, str):
            self.failed = found
            # Kept: a frame that does not calibrate from scratch (a mark over a wobbling
            # picture) may still register once a later frame has calibrated the video.
            self.pre = [*self.pre, (i, frame)][-PRE_FRAMES:]
            return False
        self.calibration = found
        self.failed = ""
        x0, y0, x1, y1 = box
        self.region = (x0 - REGION_MARGIN, y0 - REGION_MARGIN,
                       x1 + REGION_MARGIN, y1 + REGION_MARGIN)  # fmt: skip
        # The frames since the last try: the first puzzle frame may be among them.
        earlier, self.pre = self.pre, []
        for j, f in earlier:
            track = found.track(f, None, self.region)
            if track is not None and track.is_puzzle:
                self.first_puzzle = j
                self.warp = track.warp
                self._read_first(j, f, track)
                break
        for j, f in earlier:
            if self.first_puzzle is not None and j > self.first_puzzle:
                self.waiting.append((j, f))
        if self.first_puzzle is None:
            self.first_puzzle = i
            self.warp = found.warp
            track = found.track(frame, found.warp, self.region)
            self._read_first(i, frame, track)
            return True
        # The first puzzle frame lay among the earlier ones: this frame joins the frames
        # after it that wait to be read (the last frame is read now), where it was dropped
        # (set v17: v17_028, a one-jump answer whose first solved frame was the one that
        # calibrated, and was never read).
        if last:
            self.add(i, frame, last)
        else:
            self.waiting.append((i, frame))
        return True

    def _read_first(self, i: int, frame: np.ndarray, track: Track | None) -> None:
        verdict, canvas = self.read(frame, track)
        if track is not None:
            whole = self.calibration.canvas(frame, track.warp) if self.calibration else None
            self.palette = None if whole is None else self.shares(whole)[1]
        registered = track is not None and track.is_puzzle
        if canvas is not None:
            assert self.calibration is not None
            shows = self.task.shows_question(self.meta, canvas, self.calibration.seen)
            if shows is False and only_slightly_moved(verdict, SLID_PIXELS):
                shows = None  # a bend as likely as a move (datagen.first_frame_slight)
            # Through a map its own frame does not register on (set v9: calibrated on a
            # square part-way through a turn, the fit then refused), what differs from the
            # question may be the map's: never "does not match".
            self.first_frame_matches = shows if registered or shows else None
            self.first_states = verdict.get("square_states")
            self.first_unsure = shows is None and bool(verdict["readable"])
        if not registered and verdict["readable"]:
            # Likewise where its squares sit, and so whether they were kept; a count of pieces
            # (another puzzle) still says what it says.
            verdict = self.unplaced(verdict)
            track = None
        self.note(i, verdict, track)

    # -- every frame ----------------------------------------------------------------------------
    def add(self, i: int, frame: np.ndarray, last: bool) -> None:
        if self.calibration is None:
            self._calibrate(i, frame, last)
            return
        if i <= self.last_index:
            return  # read while calibrating
        if not (last or self.every == 1 or i % self.every == 0):
            self.waiting.append((i, frame))
            return
        self.at = i
        track = self.follow(i, frame)
        if self.fading_in(i, frame, track) and self.restart(i, frame, last):
            return
        fallback = False
        if track is not None and not track.is_puzzle and self.in_palette(frame):
            # Not the question's picture, but drawn in the puzzle's colours: the model changed
            # the puzzle (another puzzle, squares rearranged). Read, never skipped; but
            # through the last frame's map, so only what needs no geometry counts (below).
            track = Track(
                self.warp,
                1.0,
                1.0,
                self.calibration.motion(self.warp),
                self.calibration.canvas(frame, self.warp, self.region),
            )
            fallback = True
        if track is None or not track.is_puzzle:
            if track is not None and (
                self.other_board_where_flat(frame, track) or self.moved_in_place(frame, track)
            ):
                # Another board may have replaced the question's (set v19: v19_032, read kept
                # from the board before it), or a square slid off the fit (v20_023): whether
                # the squares were kept is not known; the frame is not read (nothing placed it).
                self.kept_unsure = True
            if self.trail_start is None:
                # Where the puzzle ended: the waiting frames are registered in order.
                self.trail_start = i
                for j, f in self.waiting:
                    t = self.calibration.track(f, self.warp, self.region)
                    if t is None or not t.is_puzzle:
                        self.trail_start = j
                        break
                    self._read(j, f, t)
            else:
                # A run already begun: the frames since the last read one may show the puzzle
                # again (the run began at a glitch), read in order, the run now starting here.
                back = puzzle_frames_back(
                    self.calibration, self.waiting, self.warp, self.region, self.shown_whole
                )
                if back and not self.read(back[-1][1], back[-1][2])[0]["readable"]:
                    # Registered yet not read (set v18: v18_083, a zoom past the envelope
                    # cutting a maze's bottom row): no puzzle frame to end on, the run stands.
                    back = []
                for j, f, t in back:
                    self._read(j, f, t)
                if back:
                    self.trail_start = i
            self.waiting = []
            return
        verdict, _ = self.read(frame, track)
        if not fallback and verdict["readable"] and verdict["squares_moved"]:
            track, verdict = self.refit(frame, track, verdict)
        if not fallback and verdict["readable"] and verdict.get("warp_squares"):
            track, verdict = self.refit_whole(frame, track, verdict)
        if fallback:
            verdict = self.through_last_map(verdict)
            track = None
        # (The player on the goal with walls changed: it may have arrived before they did.)
        first = (
            self.first_solved is None
            and verdict["readable"]
            and bool(verdict["solved"] or verdict.get("on_goal"))
        )
        state = verdict.get("state") if verdict["readable"] else None
        # (Not at rest counts: a player eased near a cell is neither at rest nor clearly moving.)
        changed = self.rest is not _NONE and state != self.rest
        unexplained = self.unexplained(state)
        if first or (changed and not self.moving) or unexplained:
            # The frames between: the exact first solved frame, (the board changed between
            # two read frames, and no part-way frame seen yet) whether the change was animated,
            # or (squares changed that no read frame showed turning) whether they slid.
            seen: set[int] = set()
            for j, f in self.waiting:
                # Registered and read as a read frame is (the camera's motion followed, a
                # square seen moved fitted again): these frames decide columns too.
                t = self.follow(j, f)
                if t is not None and t.is_puzzle:
                    v = self.read(f, t)[0]
                    if v["readable"] and v["squares_moved"]:
                        t, v = self.refit(f, t, v)
                    if v["readable"] and v.get("warp_squares"):
                        t, v = self.refit_whole(f, t, v)
                    self.note(j, v, t)
                    seen.update(v.get("turning_squares", []) if v["readable"] else [])
                elif unexplained and t is not None and self.in_palette(f):
                    # Squares sliding past each other pull the fit off: read through the last
                    # map, as a read frame that does not register is.
                    fall = self.calibration.canvas(f, self.warp, self.region)
                    v = self.read(f, Track(self.warp, 1.0, 1.0, t.motion, fall))[0]
                    self.note(j, self.through_last_map(v), None)
                done_unexplained = not unexplained or bool(self.moved) or unexplained <= seen
                if self.moving and not first and done_unexplained:
                    break
            if self.waiting and not fallback and verdict["readable"] and verdict.get("moving"):
                # Registered from a map some frames old, a fit can settle a few px off (set
                # v13: a maze panned 12 px in four frames at 115 kbit/s, fitted 9 px short,
                # its player read part-way on a frame at rest): fitted better from the nearest
                # read frame's map and read at rest there, that reading counts.
                again = self.shown_whole(
                    frame, self.calibration.track(frame, self.warp, self.region)
                )
                if again is not None and again.is_puzzle and again.correlation > track.correlation:
                    better = self.read(frame, again)[0]
                    if better["readable"] and better.get("state") is not None:
                        track, verdict = again, better
            self.waiting = []
        if verdict["readable"] or self.first_solved is not None:
            self.waiting = []
        else:
            # Not read (cells covered by a mark crossing the board, set v9): the frames
            # waiting before it may hold the solve, so they wait on (the last PRE_FRAMES) for
            # the next read frame, and are read if it is the first found solved.
            self.waiting = self.waiting[-PRE_FRAMES:]
        self.trail_start = None  # the puzzle is back: the frames between were a glitch
        self.left_since_read = False
        self.note(i, verdict, track)

    def fading_in(self, i: int, frame: np.ndarray, track: Track | None) -> bool:
        """Frame ``i`` registers with clearly more contrast than a faint first puzzle frame a
        few frames before it: the video was fading in when it calibrated (its colours are not
        the video's), and the picture has come up since."""
        assert self.calibration is not None and self.first_puzzle is not None
        if track is None or self.calibration.contrast >= FADE_IN[0]:
            return False
        if i - self.first_puzzle > FADE_IN[2]:
            return False
        if track.correlation < MIN_FRAME_CORRELATION:
            # Registered over the whole canvas: around the read region it is filled with the
            # faint calibrated background, which the brighter picture no longer matches.
            track = self.calibration.track(frame, self.warp, None)
            if track is None:
                return False
        return track.correlation >= MIN_FRAME_CORRELATION and track.contrast >= FADE_IN[1]

    def restart(self, i: int, frame: np.ndarray, last: bool) -> bool:
        """Start the video's reading again from the first frame since the first puzzle frame
        that calibrates (the frames waiting to be read, then frame ``i``), the frames before it
        skipped; False (nothing changed) when none does."""
        todo = [*self.waiting, (i, frame)]
        for k, (j, f) in enumerate(todo):
            fresh = _Reader(self.task, self.meta, (self.reference, self.final), self.every)
            if not fresh._calibrate(j, f, last and j == i) or fresh.calibration is None:
                continue
            if fresh.calibration.contrast < FADE_IN[0]:
                continue  # still fading in
            fresh.tries = self.tries + k + 1
            for j2, f2 in todo[k + 1 :]:
                fresh.add(j2, f2, last and j2 == i)
            faint = self.first_frame_matches
            self.__dict__.update(fresh.__dict__)
            if faint is True:
                # The faint first puzzle frame already read as the question: the frame read
                # once the picture came up may be part-way through the first move.
                self.first_frame_matches, self.first_unsure = True, False
            return True
        return False

    def through_last_map(self, verdict: Verdict) -> Verdict:
        """A frame in the puzzle's colours that did not register, read through the last
        puzzle frame's map: its squares moved count only when most squares sit at their place
        there; otherwise only what needs no geometry does, and ``squares_kept`` is unknown."""
        if not verdict["readable"]:
            return verdict
        moved, in_place = verdict["squares_moved"], verdict.get("squares_in_place", 0)
        far = verdict.get("moved_px", [])
        # (0.0: a square missing or changed, not displaced.)
        shifts = [d for d in far if d > 0.0]
        if (
            moved
            and in_place >= 2
            and not verdict.get("nudged_squares")  # others a few px off: the map is off too
            and len(far) == len(moved)
            and (
                (in_place > len(moved) and len(shifts) == len(far) and min(far) >= SLID_PIXELS)
                or (in_place == len(moved) and shifts and min(shifts) >= 2 * SLID_PIXELS)
            )
        ):
            # Most squares sit at their place through the last frame's map, and the others
            # far from theirs: the camera did not move, those squares did (a square that
            # slid is not kept; it pulls the fit, so such a frame fails to register). A few
            # px off through a map some frames old says nothing. Half in place and the others
            # far off or gone from their places: two squares trading places (no camera motion
            # keeps two squares' places and moves two others twice that far).
            return verdict
        # Where squares sit says nothing (the camera may have moved); a count of pieces still
        # does (another puzzle). Nothing else is decided, and whether the squares were kept
        # is not known -- unless the whole board was read, nothing covered, moved or changed
        # (every square at its place against their common offset, every maze cell as the
        # question's): a frame the fit refuses (blended by a frame-rate conversion, or the
        # camera moving fast) still shows that much.
        all_in_place = not moved and not verdict.get("unknown_squares") and not verdict["problems"]
        return self.unplaced(verdict, all_in_place)

    def unplaced(self, verdict: Verdict, all_in_place: bool = False) -> Verdict:
        """``verdict`` (readable) with where its squares sit unknown: nothing moved, wrong or
        solved, every square unknown, only "a different puzzle" kept of its problems; and
        ``squares_kept`` unknown unless ``all_in_place`` (the whole board read at its place)."""
        self.kept_unsure = self.kept_unsure or not all_in_place
        return Verdict(**{**verdict, "squares_moved": [], "wrong_squares": [],
                          "solved": False, "unknown_squares": [ALL_SQUARES], "state": None,
                          "unplaced_state": verdict.get("state") if all_in_place else None,
                          "problems": [p for p in verdict["problems"]
                                       if p.startswith("a different puzzle")]})  # fmt: skip

    def unexplained(self, state: Any) -> set[int]:
        """Squares whose pipes differ between the last board at rest read and ``state`` (a
        board at rest) that no frame read since showed turning: they may have slid or traded
        places (two L squares that trade places look turned at either end). Empty once a
        square was seen moved, or for boards that are not per-square tuples (the maze)."""
        board = self.board
        if state is None or board is None or self.moved:
            return set()
        if not isinstance(state, tuple) or len(state) != len(board):
            return set()
        if not all(isinstance(v, tuple) for v in state):
            return set()
        return {k for k in range(len(state)) if state[k] != board[k]} - self.turned

    def refit(self, frame: np.ndarray, track: Track, verdict: Verdict) -> tuple[Track, Verdict]:
        """A frame that shows squares moved, fitted again from its own map (at most
        :data:`REFITS` times, while the fit's correlation grows): ECC started from a far map
        (the camera moved between two read frames) stops a few px short, and a zoom then leaves
        the corner squares off their place. A square moved is one the best fit still shows
        moved."""
        assert self.calibration is not None
        for _ in range(REFITS):
            again = self.calibration.track(frame, track.warp, self.region)
            if again is None or not again.is_puzzle or again.correlation <= track.correlation:
                break
            track, verdict = again, self.read(frame, again)[0]
            if not verdict["readable"] or not verdict["squares_moved"]:
                break
        return track, verdict

    def refit_whole(
        self, frame: np.ndarray, track: Track, verdict: Verdict
    ) -> tuple[Track, Verdict]:
        """A frame fitted under :data:`WARP_FIT` with a square a few px off its place
        (``warp_squares``: unknown, and ``squares_kept`` with it) and none moved, fitted again
        over the whole canvas from its own map (:func:`datagen.follow.fit_whole`): read there
        when that fit is the puzzle, correlates better and reads the board whole at rest,
        every square at its place."""
        assert self.calibration is not None
        if verdict["squares_moved"]:
            return track, verdict
        again = fit_whole(self.calibration, frame, track, self.region)
        if again is None:
            return track, verdict
        better = self.read(frame, again)[0]
        # Only a board read whole at rest, every square at its place, settles the doubt: a
        # whole-canvas fit that shows a square off its place may be the one that is off (set
        # v9: a pan of 5.6% beyond the envelope, the picture's edge near the frame's, fitted
        # 0.9935 over the whole canvas with a square 6 px off; 0.953 over the region).
        settled = (
            better["readable"]
            and better.get("state") is not None
            and not better["squares_moved"]
            and not better.get("warp_squares")
            and not better.get("unknown_squares")
        )
        return (again, better) if settled else (track, verdict)

    def follow(self, i: int, frame: np.ndarray) -> Track | None:
        """Frame ``i`` registered, starting where the camera's motion so far predicts (steady
        motion carried on from the last two frames registered), else from the last frame's
        map: a camera panning fast moves far between two read frames."""
        assert self.calibration is not None
        track = self._follow(i, frame, True)
        if (
            track is not None
            and self.last_read is not None
            and self.last_read[0] is track.canvas
            and not self.last_read[1]["readable"]
        ):
            # A held frame handed the last fit, which read nothing: fitted afresh from its own
            # start, as before held frames shared fits across maps (set v12: a maze's held end,
            # a cell without a maze colour on one fit and read on ECC's landing 0.1 px away).
            track = self._follow(i, frame, False)
        return track

    def _follow(self, i: int, frame: np.ndarray, any_map: bool) -> Track | None:
        assert self.calibration is not None
        predicted = None
        if len(self.history) == 2:
            (i0, w0), (i1, w1) = self.history
            if i1 > i0 and i > i1:
                predicted = w1 + (w1 - w0) * ((i - i1) / (i1 - i0))
        if predicted is not None:
            track = self.calibration.track(frame, predicted, self.region, any_map)
            if track is not None and track.is_puzzle:
                return self.shown_whole(frame, track)
        track = self.calibration.track(frame, self.warp, self.region, any_map)
        if (
            track is not None
            and not track.is_puzzle
            and track.correlation == 0.0
            and self.small_board()
        ):
            rigid = fit_rigid(self.calibration, frame, self.warp, self.region)
            if rigid is not None:
                # Fitted by roll and shift where the affine fit saw a bend: as a frame warped
                # beyond the envelope is (beyond_warp), a square off its place is unknown there,
                # however far (set v10: a picture cut at the frame's edge, such a fit 1.1° off,
                # a square 9.9 px off its place).
                track = dataclasses.replace(rigid, correlation=min(rigid.correlation, BENT_FIT))
                if track.canvas is not None:
                    self.bent = {**dict(list(self.bent.items())[-7:]), id(track.canvas): track}
        return self.shown_whole(frame, track)

    def small_board(self) -> bool:
        """Whether the puzzle's drawn content covers under :data:`SMALL_BOARD` of the canvas:
        where a wobble's bend passes for a skew (a 2×2 board), so a roll-and-shift fit is
        tried once the affine ones fail. A maze's walls fill the canvas: there a frame the
        affine fits refuse stays unregistered (set v4: a maze whose walls changed, such a fit
        on its last frames left ``squares_kept`` unknown where it was False)."""
        x0, y0, x1, y1 = self.task.content_box(self.meta) or (0, 0, *CANVAS_SIZE)
        return (x1 - x0) * (y1 - y0) < SMALL_BOARD * CANVAS_SIZE[0] * CANVAS_SIZE[1]

    def shown_whole(self, frame: np.ndarray, track: Track | None) -> Track | None:
        """``track``, unregistered (correlation 0) when its map puts part of the puzzle's box
        past the frame's edge (more than a pixel, or :data:`EDGE_CUT` of its side): a camera
        that zoomed or panned the puzzle out of the frame has left the envelope, as a first
        frame cut off does (:func:`calibrate`). Followed better, such a frame read the rest of a maze; what is
        cut off is not read, and the frame in the puzzle's colours is read as one that does
        not register is (through the last map, its squares' places unknown)."""
        if track is None or not track.is_puzzle:
            return track
        if self.past_edge(frame, track.warp):
            self.last_cut = self.at if self.cut_contradicts(track) else self.last_cut
            return Track(track.warp, 0.0, track.contrast, track.motion, track.canvas, track.level)
        return track

    def cut_contradicts(self, track: Track) -> bool:
        """Whether a frame cut at the frame's edge reads, through its own fit, the puzzle
        solved where the last puzzle frame read it not (or the other way) (:mod:`datagen.cut_end`)."""
        if track.canvas is None or self.calibration is None or self.last is None:
            return False
        cut = self.task.score_frame(self.meta, track.canvas, self.calibration.seen)
        return contradicts(cut, self.last[0])

    def past_edge(self, frame: np.ndarray, warp: np.ndarray) -> bool:
        """Whether ``warp`` puts part of the puzzle's box past ``frame``'s edge (more than a
        pixel, or :data:`EDGE_CUT` of its side)."""
        x0, y0, x1, y1 = self.task.content_box(self.meta) or (0, 0, *CANVAS_SIZE)
        xs, ys = np.asarray(warp, np.float64) @ np.array(
            [[x0, x1, x0, x1], [y0, y0, y1, y1], [1, 1, 1, 1]], np.float64
        )
        h, w = np.asarray(frame).shape[:2]
        side = min(
            math.hypot(xs[1] - xs[0], ys[1] - ys[0]), math.hypot(xs[2] - xs[0], ys[2] - ys[0])
        )
        cut = max(1.0, EDGE_CUT * side)
        return bool(xs.min() < -cut or ys.min() < -cut or xs.max() > w + cut or ys.max() > h + cut)

    def shares(self, canvas: np.ndarray) -> tuple[float, np.ndarray]:
        """Of a canvas's pixels: the share near one of the question's colours as the video
        shows them, and the share nearest each."""
        assert self.calibration is not None
        colours = (self.task.background, *self.task.content_colours)
        seen = np.array([self.calibration.seen(c) for c in colours], np.int32)
        pixels = canvas[::4, ::4, :3].reshape(-1, 3).astype(np.int32)
        # Squared distances in integers, one colour at a time: whole numbers under 2**24, so
        # exactly what the float32 norm summed (in any order), at a tenth of the cost (9 ms a
        # call on its pixels-by-colours-by-channels arrays); the root is the same float32 one.
        squared = np.empty((len(pixels), len(colours)), np.int32)
        for k in range(len(colours)):
            d = pixels - seen[k]
            squared[:, k] = np.einsum("ij,ij->i", d, d)
        dist = np.sqrt(squared.astype(np.float32))
        near = dist.min(axis=1) <= PALETTE_DISTANCE
        share = np.bincount(dist.argmin(axis=1)[near], minlength=len(colours)) / len(pixels)
        return float(near.mean()), share

    def in_palette(self, frame: np.ndarray) -> bool:
        """``frame`` (through the last puzzle frame's map) is drawn in the question's colours
        as the video shows them: nearly every pixel near one of them, and each content colour
        that covers at least 2% of the first puzzle frame covering a third of that or more (a
        white or black frame, a fade or an end card are not; another puzzle is). The shares
        are the video's own, so a colour it clips into another (fill brightened to white) is
        held to what the first frame shows of it."""
        assert self.calibration is not None and self.warp is not None
        canvas = self.calibration.canvas(frame, self.warp)
        if canvas is None or self.palette is None:
            return False
        near, share = self.shares(canvas)
        if near < PALETTE_SHARE:
            return False
        return all(
            share[k] >= self.palette[k] / 3 for k in range(1, len(share)) if self.palette[k] >= 0.02
        )

    def other_board_where_flat(self, frame: np.ndarray, track: Track) -> bool:
        """Whether a frame that does not register shows a board other than the question's:
        drawn in the puzzle's colours away from its edges (:meth:`in_palette_where_flat`; a
        soft picture's boundaries are near none of them), and read through the last puzzle
        frame's map as a board with cells or squares changed. A frame whose own fit puts the
        puzzle past the frame's edge, or that reads as the question's board or not at all
        through that map, is the question's picture under a camera that left it (set v18:
        v18_083, v18_086, a zoom beyond the envelope cutting a maze, kept)."""
        assert self.calibration is not None and self.warp is not None
        if self.past_edge(frame, track.warp) or not self.in_palette_where_flat(frame):
            return False
        canvas = self.calibration.canvas(frame, self.warp, self.region)
        if canvas is None:
            return False
        verdict = self.task.score_frame(self.meta, canvas, self.calibration.seen)
        return bool(verdict["readable"] and verdict["squares_moved"])

    def moved_in_place(self, frame: np.ndarray, track: Track) -> bool:
        """Whether a frame that does not register shows the puzzle with squares moved, in the
        colours of the last frame read (:mod:`datagen.moved_in_place`)."""
        assert self.calibration is not None and self.warp is not None
        # A frame since the last one read cut at the frame's edge, or registered faded: the
        # video left the puzzle, and a later failed fit is that (v18_083 a zoom, v7_071 a fade).
        left = self.past_edge(frame, track.warp) or track.correlation >= MIN_FRAME_CORRELATION
        self.left_since_read = self.left_since_read or left
        last, canvas = self.last_read, self.calibration.canvas(frame, self.warp, self.region)
        if self.left_since_read or last is None or not last[1]["readable"] or canvas is None:
            return False
        seen = self.calibration.seen

        def moved(c: np.ndarray) -> bool:
            verdict = self.task.score_frame(self.meta, c, seen)
            return bool(verdict["readable"] and verdict["squares_moved"])

        return changed_in_own_colours(last[0], canvas, self.shares, moved)

    def in_palette_where_flat(self, frame: np.ndarray) -> bool:
        """As :meth:`in_palette`, judged where the picture is flat
        (:func:`datagen.palette_flat.in_colours_where_flat`)."""
        assert self.calibration is not None and self.warp is not None
        canvas = self.calibration.canvas(frame, self.warp)
        if canvas is None or self.palette is None:
            return False
        colours = (self.task.background, *self.task.content_colours)
        seen = np.array([self.calibration.seen(c) for c in colours], np.int32)
        return in_colours_where_flat(
            canvas, seen, (PALETTE_DISTANCE, PALETTE_SHARE), self.palette,
            lambda: self.shares(canvas)[1],
        )  # fmt: skip

    def _read(self, i: int, frame: np.ndarray, track: Track) -> None:
        self.note(i, self.read(frame, track)[0], track)

    def read(self, frame: np.ndarray, track: Track | None) -> tuple[Verdict, np.ndarray | None]:
        assert self.calibration is not None
        if track is None:
            return _unread("the frame's size or type differs from the video's first frame"), None
        canvas = track.canvas
        if canvas is None:
            return _unread("the frame's size or type differs from the video's first frame"), None
        if self.last_read is not None and self.last_read[0] is canvas:
            # A held frame's track is the previous one's, canvas and all: the same reading.
            return self.last_read[1], canvas
        bent = self.bent.get(id(canvas)) is track
        verdict = beyond_warp(self.task.score_frame(self.meta, canvas, self.calibration.seen),
                              track.correlation, math.inf if bent else SLID_PIXELS)  # fmt: skip
        if self.first_solved is None:
            verdict = unsettled(verdict, track.correlation, SETTLED_FIT)
        else:
            verdict = leaning_after(verdict)
        self.last_read = (canvas, verdict)
        return verdict, canvas

    def note(self, i: int, verdict: Verdict, track: Track | None) -> None:
        if self.first_unsure and verdict["readable"] and i > (self.first_puzzle or 0):
            # The next read frame after an unsure first one: if it shows the question, the
            # first showed it too (nothing can come back to the question's exact picture in one
            # frame after leaving it); otherwise the first frame stays unknown.
            self.first_unsure = False
            if track is not None and track.canvas is not None and self.calibration is not None:
                shows = self.task.shows_question(self.meta, track.canvas, self.calibration.seen)
                self.first_frame_matches = True if shows else None
        if (
            track is not None
            and track.correlation < CAMERA_FIT
            and camera_outside(track.motion.distance, track.motion.scale, track.motion.angle)
        ):
            # A poor fit that measures the camera beyond: squares trading places or a mark
            # pulled it askew (set v5: a swap read as a 3.6° roll between two fits of 0.5°,
            # 0.89 against 0.9999). It measures no camera, and what it reads is unsure.
            verdict, track = _unread("the frame's fit is poor and off its neighbours"), None
        if track is not None:
            self.warp = track.warp
            if track.is_puzzle and (not self.history or i > self.history[-1][0]):
                self.history = [*self.history[-1:], (i, track.warp)]
            m = track.motion
            if m.distance > math.hypot(*self.motion["shift"]):
                self.motion["shift"] = m.shift
            if abs(m.scale - 1.0) > abs(self.motion["scale"] - 1.0):
                self.motion["scale"] = m.scale
            if abs(m.angle) > abs(self.motion["angle"]):
                self.motion["angle"] = m.angle
        if i > self.last_index:
            self.last_index = i
            self.last = (verdict, track.motion if track is not None else Motion())
        if not verdict["readable"]:
            return
        if self.first_solved is None:
            self.read_before_solved.append(i)
        self.fits[i] = math.nan if track is None else track.correlation
        self.moved.update(verdict["squares_moved"])
        self.square_read = self.square_read or reads_a_square(verdict)
        for k in verdict.get("warp_squares", []):
            self.warp_sightings.setdefault(k, set()).add(i)
        far = verdict.get("moved_px", [])
        for n, k in enumerate(verdict["squares_moved"]):
            self.sightings.setdefault(k, {})[i] = far[n] if n < len(far) else 0.0
        if verdict.get("state") is not None:
            self.states.add(verdict["state"])
            self.at_rest.add(i)
        if i >= self.last_index:
            self.rest = verdict.get("state")
        self.turning_since |= set(verdict.get("turning_squares", []))
        covered = verdict.get("square_states")
        if verdict.get("state") is None and isinstance(covered, list):
            self.covered_since.append({k for k, p in enumerate(covered) if p is None})
        parts = verdict.get("state") or verdict.get("square_states")
        if isinstance(parts, (tuple, list)) and all(p is not None for p in parts):
            whole = tuple(parts)
            if self.sudden is not None and whole == self.sudden[1] and i != self.sudden[0]:
                # Several squares changed together, none seen turning, not into the answer,
                # and held on another read frame (not a blend read once): turns at once or
                # another board put in place; the frames cannot tell (set v16).
                self.kept_unsure = True
            elif changed_at_once(
                self.board,
                whole,
                self.turning_since,
                self.into_answer(verdict),
                into_question=self.question is not None and list(whole) == self.question,
            ) and not apart(unseen_changes(self.board, whole, set()), self.covered_since):
                self.sudden = (i, whole)
            elif self.sudden is not None and whole != self.sudden[1]:
                self.sudden = None
        if verdict.get("state") is not None:
            unseen = unseen_changes(self.board, verdict["state"], self.turning_since)
            self.last_change = (i, unseen, verdict["state"])
            if unseen:
                self.changed_unseen.add(i)
            swapped = traded(self.board, verdict["state"]) - self.turning_since
            if verdict["solved"]:
                # Into the answer: a cross-fade from the question (the envelope's, kept) reads
                # so whenever two squares' answers are each other's question poses.
                swapped = set()
            self.turning_since, self.covered_since = set(), []
            if any(not turned_from(self.board[k], verdict["state"][k]) for k in swapped):
                # Two squares showing each other's pipes, one of them no turn of its own
                # piece: they traded places (however the frames between showed it).
                self.moved.update(swapped)
            elif swapped:
                # The same, each a turn of its own piece too: a trade of places dissolved in
                # (set v8) or two turns landing there -- the pixels cannot tell, so whether
                # the squares were kept is not known (never True).
                self.kept_unsure = True
            self.board, self.turned = verdict.get("state"), set()
            if i >= self.last_index:
                self.whole, self.since_whole = (i, verdict), False
        elif self.whole is not None and i > self.whole[0]:
            board = self.whole[1].get("state")
            parts = verdict.get("square_states")
            self.since_whole = (
                self.since_whole
                or bool(verdict["squares_moved"] or verdict.get("moving"))
                or bool(verdict.get("covered_far"))  # other pipes under the cover
                or bool(verdict.get("turning_squares"))
                or not isinstance(parts, list)
                or not isinstance(board, tuple)
                or len(parts) != len(board)
                or any(p is not None and p != b for p, b in zip(parts, board, strict=False))
            )
        else:
            self.turned.update(verdict.get("turning_squares", []))
        self.moving = self.moving or bool(verdict.get("moving"))
        if not decided(verdict):
            # Solved or not hangs on a covered square: this frame says neither. Squares read
            # wrong before, now blended (a cross-fade to the answer), keep the first solved
            # frame exact; a square never read wrong, or the whole board, covered hides when
            # the solve came.
            covered = set(verdict.get("unknown_squares", []))
            self.undecided_since = self.undecided_since or (
                self.first_solved is None
                and (ALL_SQUARES in covered or not covered <= self.wrong_before)
            )
            return
        if verdict["solved"] and self.first_solved is None:
            self.first_solved = i
            # Frames between the last one read unsolved and this one were covered (a big mark
            # crossing the board's middle as it was solved, set v8): the solve lies somewhere
            # between them, so this frame is only the first known solved, not the first
            # solved -- unknown unless that stretch is two frames at most (within one).
            self.first_solved_unsure = self.undecided_since and (
                self.last_unsolved is None or i - self.last_unsolved > 2
            )
        elif not verdict["solved"] and self.first_solved is None:
            if self.last_unsolved is None or i > self.last_unsolved:
                self.last_unsolved, self.undecided_since = i, False
            self.wrong_before |= set(verdict["wrong_squares"]) | set(verdict["squares_moved"])
        elif not verdict["solved"] and self.first_solved is not None:
            self.unsolved_after = True

    def into_answer(self, verdict: Verdict) -> bool:
        """Whether a read frame shows the answer: read solved, or every square's pipes the
        answer's (a frame read through the last map may say neither)."""
        parts = verdict.get("state") or verdict.get("square_states")
        return bool(verdict["solved"]) or (self.answer is not None and list(parts) == self.answer)

    def animated(self) -> bool | None:
        """Whether the answer was animated: True when a read frame showed something part-way
        through a move; False when the video went from unsolved to solved between two
        consecutive frames both read, with no such frame seen; None otherwise."""
        if self.moving:
            return True
        if self.first_solved is None:
            return None
        before = [j for j in self.read_before_solved if j < self.first_solved]
        if before and before[-1] == self.first_solved - 1 and before[-1] in self.at_rest:
            # Only a board read whole at rest says the answer came at once: a frame whose
            # squares were covered (frames blended by a frame-rate conversion) may be part-way.
            return False
        return None

    def squares_kept(self) -> bool | None:
        """``squares_kept``: False when a square was seen moved (:meth:`kept_moved`), None when
        a frame could not say (:attr:`kept_unsure`, :meth:`warp_unsure`, or a square seen a few
        px off on frames that cannot say it slid: :func:`datagen.slid.doubtful`, or a board
        with squares none of which a read frame read: :mod:`datagen.squares_read`), True
        otherwise."""
        if self.kept_moved():
            return False
        small = [self.sightings.get(k, {}) for k in self.moved]
        unsure = any(
            not forgiven(seen, self.last_index, self.at_rest, SLID_PIXELS)
            and doubtful(seen, self.last_index, SLID_PIXELS)
            for seen in small
        )
        unsure = unsure or self.kept_unsure or self.warp_unsure()
        unsure = unsure or any(
            self.maze and walls_back(s, self.last_index, self.at_rest) for s in small
        )
        # A board with squares none of which any read frame read says nothing kept (v20_090).
        unsure = unsure or (self.answer is not None and not self.square_read)
        return None if unsure else True

    def warp_unsure(self) -> bool:
        """Whether a square read a few px off its place on a frame fitted under
        :data:`WARP_FIT` leaves ``squares_kept`` unknown: not when it was so on one read frame
        only, not the last one read. A turning square pulls its frame's fit under it and its
        own joint a few px off for a frame (set v10: a turn at a variable frame rate, 0.9745);
        a warp beyond the envelope does so on frame after frame, and a square that slid stays
        off its place (as :meth:`kept_moved` forgives one such sighting on a good fit)."""
        return any(
            len(frames) > 1 or max(frames) >= self.last_index
            for frames in self.warp_sightings.values()
        )

    def kept_moved(self) -> set[int]:
        """The squares seen moved, less those seen so only a few px off (under
        :data:`SLID_PIXELS`) on frames that are not the last one read, once, or more often
        when a later frame read the board whole at rest with every square at its place: a
        picture dissolving into another, or a fit pulled by blur and wobble during a turn,
        shifts a pipe's centroid that much for a frame (set v15: a wobbling 21:9 wrong move,
        a square 4.7 px off as its turn began and 5.3 px the other way as the next square
        turned, then read at its place); a square that slid stays off its place. Those seen so
        more than once with no board at rest after them are not moved either, but leave
        ``squares_kept`` unknown (:func:`datagen.slid.doubtful`). Nor is a square seen moved
        on one poorly fitted read frame only, under twice :data:`SLID_PIXELS`, the next read
        frame reading the board whole at rest, every square changed since the last board at
        rest seen turning (:func:`datagen.slid.blended`: set v21, a dissolve between two
        plays; set v6, two squares trading places, end at rest in each other's places)."""
        last, rest = self.last_index, self.at_rest
        kept_rest = rest - self.changed_unseen  # (squares that trade places end at rest too)
        return {
            k
            for k in self.moved
            if not forgiven(seen := self.sightings.get(k, {}), last, rest, SLID_PIXELS)
            and not doubtful(seen, last, SLID_PIXELS)
            and not blended(seen, self.fits, kept_rest, last, SLID_PIXELS, WARP_FIT)
            and not (self.maze and walls_back(seen, last, rest))  # (datagen.walls_back)
        }


def decided(verdict: Verdict) -> bool:
    """Whether a readable frame's ``solved`` is a yes or no: not when it is False only because
    some squares could not be read (``unknown_squares``) and every square read is right."""
    if not verdict.get("unknown_squares") or verdict["solved"]:
        return True
    return bool(verdict["wrong_squares"] or verdict["squares_moved"] or verdict["problems"])


def _unread(reason: str) -> Verdict:
    return Verdict(readable=False, solved=False, reason=reason, squares_moved=[],
                   wrong_squares=[], background_ok=True, problems=[])  # fmt: skip


_FRAMES: dict[tuple[str, int, int], np.ndarray] = {}


def _question_frame(path: Path) -> np.ndarray:
    """``read_png``, kept for the next model's video of the same question (a few questions'
    frames at a time: keyed by path, size and time, so a rewritten file is read again)."""
    try:
        st = path.stat()
    except OSError:
        return read_png(path)  # raises DatasetError naming the file
    key = (str(path), st.st_size, st.st_mtime_ns)
    if key not in _FRAMES:
        if len(_FRAMES) >= 8:
            _FRAMES.pop(next(iter(_FRAMES)))
        _FRAMES[key] = read_png(path)
        _FRAMES[key].setflags(write=False)
    return _FRAMES[key]


UNKNOWN_COLUMNS = (
    "solved",
    "camera_drift",
    "shift_x",
    "shift_y",
    "first_frame_matches",
    "squares_kept",
    "first_solved_frame",
    "stayed_solved",
    "camera_scale",
    "camera_angle",
    "puzzle_states",
    "animated",
)
"""Columns that are unknown (empty in the CSV, ``null`` in JSON) when the frames that decide
them were not read; never a yes or no from a frame that was not read."""

FRAMING_COLUMNS = ("frames_skipped_start", "frames_skipped_end", "ended_on_non_puzzle")
"""Known once some frame of the video is found to be the puzzle (unknown, None, before):
the non-puzzle frames before the first puzzle frame and after the last one."""


def score_question(
    qdir: Path,
    meta: dict[str, Any],
    video: Path | None,
    model: str = "",
    every: int = SAMPLE_EVERY,
) -> dict[str, Any]:
    """One CSV row for one question. Never raises on the video; ``status`` says what happened.

    Frames are streamed, never all in memory. The first frame calibrates the video against
    the question's ``first_frame.png`` (:mod:`datagen.calibrate`); if it cannot, the row is
    unreadable with the reason and every verdict column is unknown (None). Otherwise the last
    frame gives the verdict (``readable``, ``solved``, ``wrong_squares``, ``problems``...), the
    first whether the model kept the question (``first_frame_matches``); between them every
    ``every``-th frame is read (see :class:`_Reader`), and those say whether squares stayed in
    place (``squares_kept``: False when any read frame showed one moved), when the puzzle was
    first solved (``first_solved_frame``, 0-based, exact: the frames before a read solved frame
    are read too) and whether every read frame after that still shows it solved
    (``stayed_solved``); ``squares_kept`` is unknown when a frame in the puzzle's colours could
    not be read whole and no frame showed a square moved. A column that an unread last frame
    would decide is None.
    """
    task = task_of_domain(meta["domain"])
    assert task is not None
    row: dict[str, Any] = {
        "model": model,
        "task_id": meta.get("task_id", qdir.name),
        "domain": meta["domain"],
        "difficulty": meta.get("difficulty", ""),
        "video": "" if video is None else str(video),
        "status": "ok",
        "readable": False,
        "squares_moved": "",
        "wrong_squares": "",
        "unknown_squares": "",
        "problems": "",
        "reason": "",
        "frames": 0,
    } | dict.fromkeys(UNKNOWN_COLUMNS + FRAMING_COLUMNS)
    if video is None:
        row |= {"status": "missing", "reason": "no video or frame folder for this question"}
        return row
    try:
        reference = _question_frame(qdir / "first_frame.png")
    except DatasetError as exc:
        row |= {"reason": f"cannot calibrate: {exc}"}
        return row
    try:
        final: np.ndarray | None = _question_frame(qdir / "final_frame.png")
    except DatasetError:
        final = None
    reader = _Reader(task, meta, (reference, final), every)
    count = 0
    previous: np.ndarray | None = None
    try:
        # Each frame is read once the next one has arrived, so the last is known to be last.
        for i, frame in enumerate(iter_frames(video)):
            count = i + 1
            if previous is not None:
                reader.add(i - 1, previous, last=False)
            previous = frame
    except DatasetError as exc:
        row |= {"status": "corrupt", "reason": str(exc), "frames": count}
        return row
    if count < 2 and not video.is_dir():
        row |= {
            "status": "corrupt",
            "frames": count,
            "reason": f"{video}: video has {count} frame; a solution video needs at least two",
        }
        return row
    assert previous is not None
    reader.add(count - 1, previous, last=True)
    row["frames"] = count
    if reader.calibration is None:
        why = reader.failed or "no frame could be read"
        row["reason"] = f"no puzzle frame: {why}"
        return row
    first = reader.first_puzzle or 0
    end = 0 if reader.trail_start is None else count - reader.trail_start
    row |= {
        "frames_skipped_start": first,
        "frames_skipped_end": end,
        "ended_on_non_puzzle": end > 0,
        "first_frame_matches": reader.first_frame_matches,
    }
    moved = reader.kept_moved()
    kept = reader.squares_kept()
    (dx, dy), scale, angle = (reader.motion[k] for k in ("shift", "scale", "angle"))
    outside = camera_outside(math.hypot(dx, dy), scale, angle)
    # A square seen moved is a fact even when the last frame is unread, but not when the camera
    # left what is read: there a square "moved" may be the fit's error, so it is unknown.
    if moved and not outside:
        row["squares_kept"] = False
    if outside and end:
        # Through such a camera a frame that does not register may still show the puzzle
        # (zoomed past the frame's edge): where the puzzle ended is not known.
        row |= {"frames_skipped_end": None, "ended_on_non_puzzle": None}
    assert reader.last is not None
    verdict, _ = reader.last
    if reader.first_solved is None:
        # A last frame never read solved before, its only flaw a square showing the solved
        # pipes a few degrees off: as likely the codec's (set v12: a one-jump answer at 80
        # kbit/s, 1080p, its last frame read "not solved" for a 2-3 degree lean).
        verdict = leaning_after(verdict)
    if not verdict["readable"]:
        row["reason"] = verdict["reason"]
        return row
    camera = {
        "camera_drift": bool(
            math.hypot(dx, dy) >= DRIFT_PIXELS
            or abs(scale - 1.0) >= DRIFT_SCALE
            or abs(angle) >= DRIFT_DEGREES
        ),
        "shift_x": round(float(dx), 2),
        "shift_y": round(float(dy), 2),
        "camera_scale": round(float(scale), 4),
        "camera_angle": round(float(angle), 2),
    }
    if outside:
        row["reason"] = f"the camera moved beyond what is read: {outside}"
        return row
    solved: bool | None = bool(verdict["solved"]) if decided(verdict) else None
    unknown = verdict.get("unknown_squares", [])
    if solved is None and ALL_SQUARES not in unknown and reader.whole and not reader.since_whole:
        # The squares covered here were read at rest on an earlier frame that showed the
        # same board, and no frame read since showed anything move (a mark crossing them).
        solved = bool(reader.whole[1]["solved"])
    seen = verdict.get("unplaced_state")
    if (
        solved is None
        and seen is not None
        and reader.whole
        and not reader.since_whole
        and seen == reader.whole[1].get("state")
    ):
        # Read through an earlier frame's map (the fit refused it: a fade beginning, the
        # camera moving fast), the whole board at its place and the same pipes as the last
        # board read at rest, nothing read moving since (set v11: a white fade's first frame,
        # "did not register"): that board's verdict.
        solved = bool(reader.whole[1]["solved"])
    if solved is None:
        unknown = verdict.get("unknown_squares", [])
        row["reason"] = (
            "the last puzzle frame did not register (the camera moved too far or too fast)"
            if ALL_SQUARES in unknown
            else f"squares {', '.join(map(str, unknown))} covered on the last puzzle frame"
        )
    row |= camera | {
        "readable": True,
        "solved": solved,
        "squares_moved": ";".join(str(i) for i in verdict["squares_moved"]),
        "wrong_squares": ";".join(str(i) for i in verdict["wrong_squares"]),
        "problems": "; ".join(verdict["problems"]),
        "squares_kept": kept,
        "first_solved_frame": None if reader.first_solved_unsure else reader.first_solved,
        "stayed_solved": None
        if solved is None
        else reader.first_solved is not None and solved and not reader.unsolved_after,
        "unknown_squares": ";".join(str(i) for i in verdict.get("unknown_squares", [])),
        "puzzle_states": len(reader.states),
        "animated": reader.animated(),
    }
    if may_show_another_board(meta, reader.first_frame_matches, reader.first_states):
        row |= another_board(row)
    if cut_after_last_puzzle(reader.trail_start, reader.last_cut):
        row |= unknown_end(row)  # (datagen.cut_end)
    row |= kept_at_end(row, reader.last_change, reader.last_index, reader.trail_start, meta)
    return row


def check_score_output(videos: Path, out_csv: str | os.PathLike[str] | None) -> Path:
    """The CSV path (default ``<videos>/scores.csv``), checked writable with its summary.

    Raises:
        ArgumentError: the CSV or its ``.summary.json`` cannot be written.
    """
    argument = "out" if out_csv is not None else "out (default: <videos>/scores.csv)"
    try:
        csv_path = check_output_file(
            videos / "scores.csv" if out_csv is None else out_csv, argument
        )
        check_output_file(csv_path.with_suffix(".summary.json"), f"the summary next to {argument}")
    except OutputPathError as exc:
        raise ArgumentError(str(exc)) from None
    return csv_path


def score(
    questions: str | os.PathLike[str],
    videos: str | os.PathLike[str],
    out_csv: str | os.PathLike[str] | None = None,
    progress: bool = False,
    every: int = SAMPLE_EVERY,
) -> ScoreReport:
    """Score every question under ``questions`` against the videos in ``videos``.

    Writes ``out_csv`` (default ``<videos>/scores.csv``) and a ``.summary.json`` next to it.

    The paths are checked before any video is read: ``questions`` and ``videos`` must be
    folders, and the CSV and summary must be writable; temporaries that a killed run left next
    to the CSV are removed.

    ``videos`` may be a flat folder (``<task_id>.mp4`` or ``<task_id>/`` frames) or VMEvalKit's
    output (its root, one model's folder or one ``<domain>_task`` folder): every model found is
    scored and named in the ``model`` column. A question without a video is a row with status
    ``missing`` (not an error); a video that cannot be read (empty, not a video, one frame) is
    ``corrupt`` and listed in :attr:`ScoreReport.errors`.

    ``every``: frames between two read ones (the first and the last are always read; see
    :func:`score_question`); 1 reads every frame, slower, for the exact per-frame columns.

    Raises:
        ArgumentError: ``questions`` or ``videos`` is not a folder, ``out_csv`` cannot be
            written (the message names the argument and the path), or ``every`` is not a
            positive integer.
        DatasetError: a question's metadata cannot be read.
    """
    if isinstance(every, bool) or not isinstance(every, int) or not 1 <= every <= 1000:
        raise ArgumentError(f"every={every!r} is not allowed; allowed: an integer 1..1000")
    qroot = check_input_dir(questions, "questions", QUESTIONS_ALLOWED)
    vroot = check_input_dir(videos, "videos", VIDEOS_ALLOWED)
    csv_path = check_score_output(vroot, out_csv)
    remove_stale_temps(csv_path.parent, recursive=False)
    items = _questions(qroot)
    if not items:
        raise DatasetError(f"{qroot}: holds no questions")
    # Files written by this scorer are not videos; leave them out of the layout.
    report = ScoreReport()
    iterator: Any = items
    if progress:
        from tqdm import tqdm

        iterator = tqdm(items, desc="scoring", unit="video")
    sources = video_sources(vroot)
    for qdir, meta in iterator:
        for source in sources:
            video = locate(source, qdir, meta)
            if video is False:
                continue  # a <domain>_task folder of another task
            row = score_question(qdir, meta, video or None, model=source[0], every=every)
            report.rows.append(row)
            if row["status"] == "corrupt":
                report.errors.append(row["reason"])
    report.summary = summarize(report.rows)
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(report.rows)
    atomic_write_text(csv_path, buf.getvalue())
    summary_path = csv_path.with_suffix(".summary.json")
    atomic_write_text(summary_path, json.dumps(report.summary, indent=2, sort_keys=True) + "\n")
    report.summary["csv"] = str(csv_path)
    report.summary["summary_json"] = str(summary_path)
    return report
