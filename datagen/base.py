"""What a datagen task is: a :class:`Task` subclass with a typed :class:`TaskOptions` dataclass.

A task turns a seed into questions for video models. Each question is a plan entry (a small
JSON-able dict, drawn sequentially from the dataset seed) from which the task renders two frames,
writes a prompt and describes itself in ``question_metadata.json``; the generic exporter
(:mod:`datagen.export`) does everything else (seeding, duplicates, files, manifest, videos,
worker processes), the same way for every task. The validator and the scorer ask the task to
check its metadata and to read frames back.

One task = one file: an options dataclass (validated on construction), a :class:`Task` subclass
and :func:`datagen.registry.register_task` at the bottom, as reasoning-gym registers its
datasets; :mod:`datagen.rotation_puzzle` and :mod:`datagen.maze_nav` are the two built in.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Hashable, Iterable, Iterator, Mapping, Sequence
from typing import Any, ClassVar, Generic, NamedTuple, TypedDict, TypeVar

import numpy as np

from datagen.io import ArgumentError
from envs.frames import CANVAS_SIZE

CAMERA = {"view": "top_down", "movement": "static"}
"""Every built-in question asks for a fixed top-down camera; its metadata says so."""

MAX_DRAWS_PER_QUESTION = 2000
"""Draws per question before a set is declared too large for its distinct questions."""


class _VerdictExtras(TypedDict, total=False):
    """What a task may add to a frame's verdict (Python 3.10 has no ``NotRequired``)."""

    state: Hashable | None
    """The board at rest, comparable between frames (the squares' pipes, the player's cell);
    None while something is moving or when it cannot be told. Counts the distinct puzzle
    states a video shows (the scorer's ``puzzle_states``)."""
    unknown_squares: list[int]
    """Squares (cells) that cannot be read (covered by a watermark, a dissolve, too deformed):
    a verdict that depends on them is unknown; the others are still read."""
    squares_in_place: int
    """Squares (cells) read at their own place, neither moved nor unknown: when a frame that
    did not register is read through the previous frame's map, two or more of them, more than
    the squares moved, say that map still holds (the camera did not move; the others did)."""
    moved_px: list[float]
    """Per square of ``squares_moved``, how far (canvas px) it sits from its place (0.0 when
    it is missing or changed rather than displaced)."""
    moving: bool
    """Something is part-way through a move (a square mid-turn, the player between cells):
    the video animates its answer rather than jumping to it."""
    square_states: list[Hashable | None]
    """Per square, its part of ``state`` when it is read at rest (None: covered, moved or
    turning): a frame that covers a square can borrow it from one showing the same board."""
    turning_squares: list[int]
    """Squares seen part-way through a turn: a board that changed between two frames at rest
    with no such frame showing the squares that changed may hide a slide or a swap."""
    slight_squares: list[int]
    """Squares off their quarter-turn by more than at rest yet not clearly part-way through a
    turn: on a frame warped beyond the envelope the warp may turn them that far."""
    warp_unsure: bool
    """Squares read a few px off their place on a frame warped beyond the envelope were left
    unknown: whether the squares were kept is not known from it."""
    warp_squares: list[int]
    """Those squares (``warp_unsure``): one seen so on a single read frame, not the last, and
    at its place on the others, was pulled by the fit (a square turning), not slid."""
    leaning_squares: list[int]
    """Squares at rest only by the allowance an uneven warp gets (off their quarter-turn by
    more than at rest): on a poorly fitted frame they may be a turn's last degrees."""
    unplaced_state: Hashable | None
    """Set by the scorer on a frame read through an earlier frame's map (it did not register):
    the board at rest it showed whole, every square at its place and nothing covered (None
    otherwise). Where its squares sit is not known, but a board read whole before that shows
    the same still speaks for it."""


class Verdict(_VerdictExtras):
    """How a frame from a model's video was judged (one row of the scorer's CSV, in part)."""

    readable: bool
    """The frame is a clean picture of the task's board."""
    solved: bool
    """It shows this question solved, with nothing else changed."""
    reason: str
    """Why it is not readable (empty when it is)."""
    squares_moved: list[int]
    """Squares / cells changed that the prompt said to leave alone."""
    wrong_squares: list[int]
    """Readable squares that differ from the solution."""
    background_ok: bool
    """The background still matches (False hints at camera drift)."""
    problems: list[str]
    """What is visibly wrong, in words (``"square 2 moved 26 px"``, ``"player missing"``)."""


class FrameCheck(NamedTuple):
    """A question frame read back against its metadata (what :meth:`Task.read_back` returns)."""

    readable: bool
    """The frame decodes as a picture of the task's board."""
    reason: str
    """Why it does not decode (empty when it does)."""
    shows_question: bool = False
    """It shows the metadata's starting picture."""
    solved: bool = False
    """It shows the board solved (whichever board it is)."""
    shows_answer: bool = False
    """It shows the metadata's own question solved."""


Seen = Callable[[Sequence[int]], tuple[int, int, int]]
"""How a colour of the canvas looks on a calibrated frame (:meth:`datagen.calibrate.Calibration.seen`)."""


def as_drawn(colour: Sequence[int]) -> tuple[int, int, int]:
    """The identity :data:`Seen`: frames drawn by our own renderer."""
    return (int(colour[0]), int(colour[1]), int(colour[2]))


def choices(
    value: str | Sequence[str] | None, allowed: Collection[str], what: str
) -> tuple[str, ...]:
    """``value`` as a tuple of allowed names; None or empty means all of ``allowed``.

    Args:
        value: one name, several, or None.
        allowed: the allowed names, in their default order.
        what: the singular noun the message uses (``"shape"``, ``"difficulty"``).

    Raises:
        ArgumentError: naming the bad value and the allowed ones.
    """
    if not value:
        return tuple(allowed)
    items = (value,) if isinstance(value, str) else value
    if not isinstance(items, Iterable):
        items = (items,)  # a lone non-string value: reported below as not allowed
    items = tuple(items)
    for item in items:
        if item not in allowed:
            raise ArgumentError(f"{what} {item!r} is not known; allowed: {list(allowed)}")
    return items


@dataclasses.dataclass(frozen=True)
class TaskOptions:
    """Base of a task's options: a frozen dataclass that normalizes and validates itself.

    Subclasses declare their fields with :func:`envs.cli.option` (so ``python -m datagen``
    offers them as flags, with their help) and override :meth:`validate`, which runs on
    construction: an options object that exists is a valid one. ``validate`` may normalize
    (``"easy"`` -> ``("easy",)``) through :meth:`_set`.
    """

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        """Check (and normalize) the fields. Raises ArgumentError naming the bad one."""

    def _set(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)  # frozen: only validate() normalizes

    @classmethod
    def from_mapping(cls, task: str, options: Mapping[str, Any] | None) -> TaskOptions:
        """Build the options from a dict; None values take the defaults.

        Raises:
            ArgumentError: for a key that is not an option of ``task`` (named, with the allowed
                keys), or a bad value.
        """
        options = dict(options or {})
        allowed = [f.name for f in dataclasses.fields(cls)]
        unknown = sorted(set(options) - set(allowed))
        if unknown:
            raise ArgumentError(f"{task} takes no option(s) {unknown}; allowed: {allowed}")
        return cls(**{k: v for k, v in options.items() if v is not None})

    def arguments(self) -> dict[str, Any]:
        """The options as JSON values (tuples become lists), as the manifest records them."""
        return {
            f.name: list(v) if isinstance(v := getattr(self, f.name), tuple) else v
            for f in dataclasses.fields(self)
        }


OptionsT = TypeVar("OptionsT", bound=TaskOptions)


class Task(ABC, Generic[OptionsT]):
    """A kind of question for video models.

    Subclasses set the class attributes and implement :meth:`draw`, :meth:`metadata`,
    :meth:`prompt` and :meth:`frames`; that is enough to export. To animate the ground-truth
    video, check frames in the validator and score model videos, they override
    :meth:`video_frames`, :meth:`content_problems`, :meth:`frame_problems` and
    :meth:`score_frame`. A task holds no state (the options are passed in), so one instance
    serves every export and pickles to worker processes as a reference to its class.

    Attributes:
        name: the registry key; also the metadata's ``domain``, the folder ``<name>_task`` and
            the question ids ``<name>_0000``.
        title: the human name (``"Rotation Puzzle"``).
        description: one line for the dataset dict.
        task_category: the pairs' ``task_category`` (``"RotationPuzzle"``).
        options_type: the task's :class:`TaskOptions` subclass.
        round_robin: the options field whose values the questions take in turn (difficulties,
            shapes).
        required_keys: ``question_metadata.json`` keys and their types, checked by
            :meth:`metadata_problems`.
        allowed_values: metadata keys whose value must be one of a set.
        frame_size: ``(width, height)`` of the frames, checked by the validator.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    description: ClassVar[str]
    task_category: ClassVar[str]
    options_type: ClassVar[type[TaskOptions]]
    round_robin: ClassVar[str]
    required_keys: ClassVar[Mapping[str, type]] = {"task_id": str, "domain": str}
    allowed_values: ClassVar[Mapping[str, Collection[Any]]] = {}
    frame_size: ClassVar[tuple[int, int]] = CANVAS_SIZE
    background: ClassVar[tuple[int, int, int]] = (0xF8, 0xFA, 0xFC)
    content_colours: ClassVar[tuple[tuple[int, int, int], ...]] = ()
    """The drawn content's colours (after the background, they are the flat colours the scorer's
    calibration fits the video's colours to; see :mod:`datagen.calibrate`)."""

    question_picture: ClassVar[str] = "the question"
    """What a first frame must show, in the validator's words (:meth:`frame_problems`)."""
    solved_picture: ClassVar[str] = "a solved board"
    """What a first frame must not show."""
    answer_picture: ClassVar[str] = "the answer"
    """What a final frame must show."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}(name={self.name!r})"

    @property
    def data_key(self) -> str:
        """The pairs' key holding the question metadata (``"<name>_data"``)."""
        return f"{self.name}_data"

    def options(self, options: TaskOptions | Mapping[str, Any] | None = None) -> OptionsT:
        """``options`` checked: an options object of this task, or a dict (None: defaults).

        Raises:
            ArgumentError: unknown keys, bad values, or another task's options object.
        """
        if isinstance(options, TaskOptions):
            if not isinstance(options, self.options_type):
                raise ArgumentError(
                    f"options={options!r} is not allowed; allowed: "
                    f"{self.options_type.__name__} (the options of task {self.name!r})"
                )
            return options  # type: ignore[return-value]
        return self.options_type.from_mapping(self.name, options)  # type: ignore[return-value]

    def task_id(self, index: int) -> str:
        return f"{self.name}_{index:04d}"

    # -- planning ------------------------------------------------------------------------------

    @abstractmethod
    def draw(
        self, rng: np.random.Generator, variant: Any, options: OptionsT
    ) -> tuple[Hashable, dict[str, Any]]:
        """One candidate question of ``variant`` (a value of the round-robin option).

        Returns:
            ``(key, fields)``: a key that is equal for equal questions (a repeat is redrawn)
            and the plan entry's fields (JSON values; ``task_id`` is added by :meth:`plan`).
        """

    def describe(self, variant: Any, options: OptionsT) -> str:
        """What runs out when a set is too large, for the message (``"'easy' puzzles"``)."""
        return f"{variant!r} questions"

    def plan(
        self, count: int, seed_seq: np.random.SeedSequence, options: OptionsT
    ) -> list[dict[str, Any]]:
        """Draw ``count`` distinct questions, the round-robin option in turn.

        One child of ``seed_seq`` per question; a draw that repeats an earlier question is
        redrawn from the same question's generator. Planning is sequential and cheap, so the
        set does not depend on how rendering is spread over worker processes.

        Raises:
            ArgumentError: when some variant runs out of distinct questions.
        """
        variants = getattr(options, self.round_robin)
        seen: set[Hashable] = set()
        specs = []
        for i in range(count):
            # One child at a time: the same children as spawn(count), without holding them all.
            rng = np.random.default_rng(seed_seq.spawn(1)[0])
            variant = variants[i % len(variants)]
            for _ in range(MAX_DRAWS_PER_QUESTION):
                key, fields = self.draw(rng, variant, options)
                if key not in seen:
                    break
            else:
                raise ArgumentError(
                    f"pairs_per_domain={count} asks for more distinct "
                    f"{self.describe(variant, options)} than could be found (question {i}); "
                    f"use a smaller count or more {self.round_robin}"
                )
            seen.add(key)
            specs.append({"task_id": self.task_id(i), **fields})
        return specs

    # -- one question --------------------------------------------------------------------------

    @abstractmethod
    def metadata(self, spec: dict[str, Any]) -> dict[str, Any]:
        """The ``question_metadata.json`` content of a plan entry (with ``task_id`` and
        ``domain``; ``difficulty`` when the task has one)."""

    @abstractmethod
    def prompt(self, spec: dict[str, Any]) -> str:
        """The prompt of a plan entry (or of its metadata: the validator compares the two)."""

    @abstractmethod
    def frames(self, spec: dict[str, Any]) -> tuple[np.ndarray, np.ndarray]:
        """``(first, final)`` ``H×W×3`` uint8 frames: the question and its answer."""

    def video_frames(self, spec: dict[str, Any], frames_per_move: int) -> list[np.ndarray]:
        """The ground-truth solution video's frames (without the holds at the ends): the frames
        of :meth:`iter_video_frames` in a list."""
        return list(self.iter_video_frames(spec, frames_per_move))

    def iter_video_frames(self, spec: dict[str, Any], frames_per_move: int) -> Iterator[np.ndarray]:
        """The ground-truth solution video's frames, one at a time (the export streams them into
        the video writer, so a long solution never sits in memory whole).

        The default cuts from the first frame to the final one; tasks with moves animate them.
        """
        yield from self.frames(spec)

    # -- checking and scoring ------------------------------------------------------------------

    def metadata_problems(self, meta: dict[str, Any]) -> list[str]:
        """Schema problems of ``question_metadata.json`` (empty when it is well formed).

        Checks :attr:`required_keys`, ``domain``, :attr:`allowed_values` and the camera, then
        the task's own :meth:`content_problems`.
        """
        problems = []
        for key, kind in self.required_keys.items():
            if not isinstance(meta.get(key), kind) or isinstance(meta.get(key), bool):
                problems.append(f"key {key!r} missing or not {kind.__name__}")
        if problems:
            return problems
        if meta["domain"] != self.name:
            problems.append(f"domain is {meta['domain']!r}, expected {self.name!r}")
        for key, allowed in self.allowed_values.items():
            if meta[key] not in allowed:
                problems.append(f"{key} {meta[key]!r} not in {list(allowed)}")
        if "camera" in self.required_keys and meta["camera"] != CAMERA:
            problems.append(f"camera is {meta['camera']!r}, expected top_down/static")
        return problems + self.content_problems(meta, problems)

    def content_problems(self, meta: dict[str, Any], problems: list[str]) -> list[str]:
        """Further problems of well-typed metadata (``problems``: those found so far)."""
        return []

    def read_back(self, meta: dict[str, Any], frame: np.ndarray) -> FrameCheck | None:
        """What a question frame of ours shows against ``meta``; None: the task reads no frames
        back (the default), and :meth:`frame_problems` finds nothing."""
        return None

    def frame_problems(
        self, meta: dict[str, Any], first: np.ndarray, final: np.ndarray
    ) -> list[str]:
        """Problems found by reading the two frames back with :meth:`read_back` (each message
        starts with the file name, ``"first_frame.png ..."``): the first frame must decode and
        show the question, not solved; the final frame must decode and show its answer. The
        messages name what was expected with :attr:`question_picture`, :attr:`solved_picture`
        and :attr:`answer_picture`."""
        start, end = self.read_back(meta, first), self.read_back(meta, final)
        if start is None or end is None:
            return []
        problems = []
        if not start.readable:
            problems.append(f"first_frame.png does not decode: {start.reason}")
        elif not start.shows_question:
            problems.append(f"first_frame.png does not show {self.question_picture}")
        elif start.solved:
            problems.append(f"first_frame.png shows {self.solved_picture}")
        if not end.readable:
            problems.append(f"final_frame.png does not decode: {end.reason}")
        elif not end.shows_answer:
            problems.append(f"final_frame.png does not show {self.answer_picture}")
        return problems

    def content_box(self, meta: dict[str, Any]) -> tuple[float, float, float, float] | None:
        """Where the drawn content sits on the canvas, ``(x0, y0, x1, y1)``; None: frames are
        the whole canvas, which must then lie inside the video's frame (see :mod:`datagen.calibrate`)."""
        return None

    def shows_question(
        self, meta: dict[str, Any], frame: np.ndarray, seen: Seen = as_drawn
    ) -> bool | None:
        """Whether a canvas frame shows the question's starting picture; None when it cannot be
        told. ``seen``: how the canvas colours look on ``frame``. Never raises."""
        return None

    def score_frame(
        self, meta: dict[str, Any], frame: np.ndarray, seen: Seen = as_drawn
    ) -> Verdict:
        """Judge a canvas frame of a model's video (``seen``: how the canvas colours look on it,
        for a calibrated video frame). Never raises on the frame.

        The default cannot read frames: every video is unreadable, with the reason.
        """
        return Verdict(
            readable=False,
            solved=False,
            reason=f"task {self.name!r} has no frame reader",
            squares_moved=[],
            wrong_squares=[],
            background_ok=True,
            problems=[],
        )
