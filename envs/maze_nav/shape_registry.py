"""The shape registry: every corridor shape declared once, as one :class:`ShapeEntry`.

An entry holds everything the package knows about a shape: its templates (what the envs draw),
its connectivity (the moves it is played with), which turned and mirrored pictures of it still
count as it (:data:`ORIENTATIONS`), and the words that name it in every language the package
reads (keywords, letters, answer-line words, verb forms). The envs, the recognition scorer's
vocabulary, the generation scorer and the docs' shape table all read the registry, so a shape
added with :func:`register_shape` needs no edit anywhere else (``tests/envs/test_shape_registry.py``
adds one), as :mod:`datagen.registry` does for tasks.

The built-in entries (:mod:`envs.maze_nav.builtin_shapes`) are registered by
:mod:`envs.maze_nav.shapes`. The specification's six (:data:`SPECIFICATION_SHAPES`) are the default set; every
other entry joins the *extended* set, drawn only when named.

This module is the bottom of the maze rules: it imports nothing of the package, and
:mod:`envs.maze_nav.constants` re-exports its live views (:data:`EXTENDED_SHAPE_NAMES`,
:data:`ALL_SHAPE_NAMES`, :data:`SHAPE_CONNECTIVITY`, ...), which follow every registration.
Modules that cache anything built from the registry ask to be told of a change
(:func:`on_registry_change`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import numpy as np

SPECIFICATION_SHAPES: tuple[str, ...] = ("square", "cross", "spiral", "triangle", "C", "Z")
"""The specification's six shapes, in the order every listing uses (the default set)."""

LANGUAGES: tuple[str, ...] = ("en", "zh")
"""The languages whose shape names the package reads: English and Chinese (simplified and
traditional characters side by side; the specification's model family, Qwen, answers in it)."""

ORIENTATIONS: tuple[str, ...] = (
    "as drawn",
    "rotated 90",
    "rotated 180",
    "rotated 270",
    "mirrored",
    "mirrored, rotated 90",
    "mirrored, rotated 180",
    "mirrored, rotated 270",
)
"""The eight ways to lay a template down (the square's symmetries), in the order a picture's
orientation is named: rotations are clockwise; "mirrored" flips left to right first."""

ANY_ORIENTATION: tuple[str, ...] = ORIENTATIONS
"""Every orientation counts (shapes with no up, or whose turns have no other name)."""

POINT_SYMMETRIC: tuple[str, ...] = ("as drawn", "rotated 180")
"""Turned half round only (a Z or N turned 180° is itself; turned 90° it is the other letter;
mirrored it is a letter written backwards)."""

_NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")  # it names files, record values and CLI choices


def orient(template: np.ndarray, orientation: str) -> np.ndarray:
    """``template`` laid down in ``orientation`` (one of :data:`ORIENTATIONS`)."""
    turns = ORIENTATIONS.index(orientation)
    t = np.fliplr(template) if turns >= 4 else template
    return np.rot90(t, -(turns % 4))


@dataclass(frozen=True)
class ShapeEntry:
    """One shape, declared once.

    Attributes:
        name: the canonical name (records, ``shape=``, ``--shapes``): a letter, then letters,
            digits or underscores.
        templates: ``templates(size)`` gives the boolean templates (True = corridor, each
            cut to its own bounding box) that fit a ``size × size`` grid: what the envs draw.
        connectivity: 4 or 8, the moves the shape is played with.
        names: language (:data:`LANGUAGES`) -> keywords that name the shape anywhere in a
            reply. English keywords match on word boundaries ("-shaped"/"-like" endings count);
            other languages' keywords match where they stand (Chinese has no spaces).
        letters: capital letters that name the shape when they stand alone ("a Z", "the letter
            C", "SHAPE: Z").
        answer_words: words that name it only as the first word of the committed answer line
            ("SHAPE: times"): in prose they are everyday words.
        verb_forms: verb forms that name it anywhere ("the corridor spirals inward").
        orientations: the orientations of its templates that count as the shape
            (:data:`ORIENTATIONS`; "as drawn" always does). The generation scorer accepts a
            maze that is a template laid down in one of them.
        summary: the templates in words, for the docs' shape table.
        why: why the connectivity and the orientations are what they are, for the docs.
    """

    name: str
    templates: Callable[[int], list[np.ndarray]]
    connectivity: int
    names: Mapping[str, tuple[str, ...]]
    letters: tuple[str, ...] = ()
    answer_words: tuple[str, ...] = ()
    verb_forms: tuple[str, ...] = ()
    orientations: tuple[str, ...] = ("as drawn",)
    summary: str = ""
    why: str = ""

    @property
    def extended(self) -> bool:
        """Whether it is outside the specification's six (drawn only when named)."""
        return self.name not in SPECIFICATION_SHAPES

    def keywords(self, language: str) -> tuple[str, ...]:
        """Its keywords in ``language`` (none when the entry gives that language none)."""
        return tuple(self.names.get(language, ()))


SHAPE_REGISTRY: dict[str, ShapeEntry] = {}
"""Registered shapes by name: the six first (in :data:`SPECIFICATION_SHAPES` order), then the
extended ones in registration order."""

_LISTENERS: list[Callable[[], None]] = []
_VERSION = [0]


def registry_version() -> int:
    """A number that changes with every registration (a key for caches built from the registry)."""
    return _VERSION[0]


def on_registry_change(callback: Callable[[], None]) -> Callable[[], None]:
    """Call ``callback()`` after every registration or removal (to clear a cache); returns it."""
    _LISTENERS.append(callback)
    return callback


def _problems(entry: ShapeEntry) -> list[str]:
    problems = []
    if not isinstance(entry.name, str) or not _NAME_RE.match(entry.name):
        problems.append(f"name {entry.name!r}: allowed: a letter, then letters, digits or _")
    if not callable(entry.templates):
        problems.append(f"templates={entry.templates!r}: allowed: a function of the grid size")
    if entry.connectivity not in (4, 8):
        problems.append(f"connectivity={entry.connectivity!r}: allowed: 4 or 8")
    unknown = set(entry.names) - set(LANGUAGES)
    if unknown:
        problems.append(f"names in {sorted(unknown)}: allowed languages: {list(LANGUAGES)}")
    if not entry.keywords("en"):
        problems.append("names['en'] is empty: allowed: at least one English keyword")
    bad = [o for o in entry.orientations if o not in ORIENTATIONS]
    if bad or "as drawn" not in entry.orientations:
        problems.append(
            f"orientations={entry.orientations!r}: allowed: some of {list(ORIENTATIONS)}, "
            "'as drawn' among them"
        )
    bad_letters = [x for x in entry.letters if not (len(x) == 1 and "A" <= x <= "Z")]
    if bad_letters:
        problems.append(f"letters {bad_letters!r}: allowed: single capital letters A-Z")
    return problems


def _first_words(entry: ShapeEntry) -> set[str]:
    """The first words of its English keywords (letters and one-character symbols aside)."""
    firsts = set()
    for phrase in (*entry.keywords("en"), *entry.verb_forms):
        first = re.split(r"[\s-]+", phrase.lower().strip())[0]
        if len(phrase) > 1 and len(first) > 1:
            firsts.add(first)
    return firsts


def _foreign_words(entry: ShapeEntry) -> set[str]:
    return {w.lower() for language in LANGUAGES[1:] for w in entry.keywords(language)}


def register_shape(entry: ShapeEntry) -> ShapeEntry:
    """Add ``entry`` under ``entry.name`` and return it.

    The six must come first, in :data:`SPECIFICATION_SHAPES` order (the built-in entries do);
    after them every entry is an extended shape.

    Raises:
        TypeError: ``entry`` is not a :class:`ShapeEntry`.
        ValueError: a field is not allowed, the name is taken, or a letter names another shape
            (the message names the field, the bad value and what is allowed).
    """
    if not isinstance(entry, ShapeEntry):
        raise TypeError(f"entry={entry!r} is not allowed; allowed: a ShapeEntry")
    problems = _problems(entry)
    if problems:
        raise ValueError(f"shape entry {entry.name!r} is not allowed: " + "; ".join(problems))
    if entry.name in SHAPE_REGISTRY:
        raise ValueError(
            f"shape name {entry.name!r} is already registered; registered: {list(SHAPE_REGISTRY)}"
        )
    six_so_far = [n for n in SHAPE_REGISTRY if n in SPECIFICATION_SHAPES]
    if not entry.extended and entry.name != SPECIFICATION_SHAPES[len(six_so_far)]:
        raise ValueError(
            f"shape {entry.name!r} is registered out of order; allowed: the six in the order "
            f"{list(SPECIFICATION_SHAPES)}"
        )
    if entry.extended and len(six_so_far) < len(SPECIFICATION_SHAPES):
        raise ValueError(
            f"shape {entry.name!r} is registered before the six; allowed: after "
            f"{list(SPECIFICATION_SHAPES)}"
        )
    for letter in entry.letters:
        owner = next((e.name for e in SHAPE_REGISTRY.values() if letter in e.letters), None)
        if owner is not None:
            raise ValueError(f"letter {letter!r} of shape {entry.name!r} already names {owner}")
    # The recognition scorer finds English keywords by their first word, and reads every other
    # keyword as it stands: a shared one would name two shapes.
    for other in SHAPE_REGISTRY.values():
        shared = sorted(_first_words(entry) & _first_words(other))
        shared += sorted(_foreign_words(entry) & _foreign_words(other))
        if shared:
            raise ValueError(
                f"keywords of shape {entry.name!r} start with or are {shared}, which name "
                f"{other.name}; allowed: words no other shape's keywords start with"
            )
    SHAPE_REGISTRY[entry.name] = entry
    _changed()
    return entry


def unregister_shape(name: str) -> ShapeEntry:
    """Remove the extended shape ``name`` and return its entry (the six stay).

    Raises:
        ValueError: ``name`` is one of the six or not registered.
    """
    if name in SPECIFICATION_SHAPES or name not in SHAPE_REGISTRY:
        raise ValueError(
            f"shape {name!r} cannot be removed; allowed: one of "
            f"{[n for n in SHAPE_REGISTRY if n not in SPECIFICATION_SHAPES]}"
        )
    entry = SHAPE_REGISTRY.pop(name)
    _changed()
    return entry


@contextmanager
def registered_shape(entry: ShapeEntry) -> Iterator[ShapeEntry]:
    """Register ``entry`` for the ``with`` block, then remove it (tests, experiments)."""
    register_shape(entry)
    try:
        yield entry
    finally:
        unregister_shape(entry.name)


def get_shape(name: str) -> ShapeEntry:
    """The entry registered as ``name``.

    Raises:
        ValueError: naming the unknown shape and the known ones.
    """
    entry = SHAPE_REGISTRY.get(name) if isinstance(name, str) else None
    if entry is None:
        raise ValueError(f"shape={name!r} is not a known shape; allowed: {list(SHAPE_REGISTRY)}")
    return entry


_NAMES_CACHE: dict[bool | None, tuple[str, ...]] = {}
"""The name lists of :class:`ShapeNames` by its ``extended`` filter (for the registry's state)."""

on_registry_change(_NAMES_CACHE.clear)


class ShapeNames(Sequence[str]):
    """A live, read-only view of registered names with a tuple's manners.

    It lists the names registered *now* (so a shape registered later is in it), compares equal
    to the tuple of those names, hashes like it and prints like it.
    """

    def __init__(self, extended: bool | None) -> None:
        self._extended = extended  # None: every shape

    def _names(self) -> tuple[str, ...]:
        # Scorers read these lists on every call: build them once per registry state (the
        # change hook below empties the cache on every registration or removal).
        names = _NAMES_CACHE.get(self._extended)
        if names is None:
            if self._extended is None:
                names = tuple(SHAPE_REGISTRY)
            else:
                names = tuple(n for n, e in SHAPE_REGISTRY.items() if e.extended == self._extended)
            _NAMES_CACHE[self._extended] = names
        return names

    def __getitem__(self, index: Any) -> Any:
        return self._names()[index]

    def __len__(self) -> int:
        return len(self._names())

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __contains__(self, value: object) -> bool:
        return isinstance(value, str) and value in self._names()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (tuple, ShapeNames)):
            return self._names() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._names())

    def __add__(self, other: tuple[str, ...]) -> tuple[str, ...]:
        return self._names() + tuple(other)

    def __radd__(self, other: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(other) + self._names()

    def __repr__(self) -> str:
        return repr(self._names())


EXTENDED_SHAPE_NAMES = ShapeNames(extended=True)
"""The registered shapes beside the six (live)."""

ALL_SHAPE_NAMES = ShapeNames(extended=None)
"""Every registered shape: the six, then the extended ones (live)."""

DEFAULT_CONNECTIVITY: dict[str, int] = {}
"""The specification's movement rule per shape of the six (filled as they register)."""

EXTENDED_CONNECTIVITY: dict[str, int] = {}
"""The movement rule per extended shape (kept in step with the registry)."""

SHAPE_CONNECTIVITY: dict[str, int] = {}
"""The movement rule of every registered shape (kept in step with the registry)."""


def _changed() -> None:
    _VERSION[0] += 1
    for table, keep in (
        (DEFAULT_CONNECTIVITY, lambda e: not e.extended),
        (EXTENDED_CONNECTIVITY, lambda e: e.extended),
        (SHAPE_CONNECTIVITY, lambda e: True),
    ):
        table.clear()  # in place: modules hold these dicts by reference
        table.update({n: e.connectivity for n, e in SHAPE_REGISTRY.items() if keep(e)})
    for callback in _LISTENERS:
        callback()


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def shape_table() -> str:
    """The shape table of ``docs/environments.md`` ("Shapes"), one row per registered shape.

    The docs hold this text between two markers, and a test checks it is what the registry
    says now; regenerate it with ``python -c "from envs.maze_nav.shape_registry import
    shape_table; print(shape_table())"`` after registering a shape.
    """
    rows = [
        "| shape | set | moves | templates | orientations that count: why "
        "| English names | Chinese names |",
        "|---|---|---|---|---|---|---|",
    ]
    for entry in SHAPE_REGISTRY.values():
        counted = (
            "any"
            if set(entry.orientations) == set(ORIENTATIONS)
            else "; ".join(o for o in ORIENTATIONS if o in entry.orientations)
        )
        english = ", ".join(f"`{w}`" for w in (*entry.keywords("en"), *entry.verb_forms))
        if entry.answer_words:
            english += "; answer line only: " + ", ".join(f"`{w}`" for w in entry.answer_words)
        chinese = ", ".join(entry.keywords("zh")) or "-"
        cells = (
            f"`{entry.name}`",
            "extended" if entry.extended else "the six",
            str(entry.connectivity),
            entry.summary,
            f"{counted}: {entry.why}",
            english,
            chinese,
        )
        rows.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return "\n".join(rows)
