"""The first-character guard (issue 35 item 7): a guarded reading pattern finds exactly what the
pattern alone finds, on the reading corpora's replies and on case-folding edge characters."""

from __future__ import annotations

import importlib
import pkgutil
import re
import sys
from pathlib import Path

import pytest

import agents.llm.reading as reading
from agents.llm.reading.start_guard import compile_guarded, first_class

_EXPERIMENTS = Path(__file__).resolve().parents[2] / "experiments"
_EDGES = (
    "ſ K İ ı ß ẞ ﬁ Σ σ ς ǅ Ǆ ǆ Ω ω ÅÅ",  # characters IGNORECASE folds in unusual ways
    "UP, Down, LEFT; rIgHt. Clockwise COUNTERCLOCKWISE 向右 向 下 오른쪽으로 ВВЕРХ",
    "Wait, NO: scratch that. Actually, I'd PREFER (2, 0). Hmm, not sure. 等等，不对。",
    "MOVE: (1, 1)\nPATH: (1, 0) -> (2, 0)\nSHAPE: spiral\nAnswer: square\nROTATE: (0, 1) cw",
    "",
)


def _unguarded(pattern: str) -> str:
    """The pattern a module handed to :func:`compile_guarded` (its guard taken off)."""
    if pattern.startswith("(?=(?"):
        cut = pattern.find("]))(?:")
        if cut > 0 and pattern[cut - 1] != "\\":
            return pattern[cut + 6 : -1]
    return pattern


def _reading_patterns() -> list[tuple[str, re.Pattern[str]]]:
    found = []
    for info in pkgutil.iter_modules(reading.__path__):
        module = importlib.import_module(f"{reading.__name__}.{info.name}")
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                found.append((f"{info.name}.{name}", value))
    return found


_SAMPLE = 900
"""How many corpus replies the guard check scans (every eleventh when the corpora held 10,000)."""


def _texts() -> list[str]:
    """About :data:`_SAMPLE` replies evenly spaced over the reading corpora (a deterministic
    sample that stays that size as sets are added) and the edge texts."""
    sys.path.insert(0, str(_EXPERIMENTS))
    try:
        from corpus_reading import Reply

        replies: dict[int, str] = {}
        for path in sorted(_EXPERIMENTS.glob("corpus_reading*.py")):
            module = importlib.import_module(path.stem)
            for value in vars(module).values():
                if isinstance(value, list | tuple):
                    for case in value:
                        if isinstance(case, Reply):
                            replies.setdefault(id(case), case.reply)
    finally:
        sys.path.remove(str(_EXPERIMENTS))
    every = list(replies.values())
    return [*every[:: max(1, len(every) // _SAMPLE)], *_EDGES]


def _found(pattern: re.Pattern[str], texts: list[str]) -> list[object]:
    return [[(m.span(), m.groups()) for m in pattern.finditer(t)] for t in texts]


def test_first_class_reads_the_first_literals_under_their_flags() -> None:
    guard = first_class(r"(?<![a-z])(?:up|Down|(?-i:X)y)", re.IGNORECASE)
    assert guard is not None
    assert re.compile(guard, re.IGNORECASE).match("U") and re.compile(guard, re.I).match("d")
    assert not re.compile(guard, re.IGNORECASE).match("x")  # "X" is case-sensitive there
    assert not re.compile(guard, re.IGNORECASE).match("q")


@pytest.mark.parametrize("pattern", [r"\w+", r"a?", r"[^a]b", r".x", r"(a)?\1", r"(?:a|)b*"])
def test_no_guard_where_the_first_characters_cannot_be_told(pattern: str) -> None:
    assert first_class(pattern) is None
    assert compile_guarded(pattern).pattern == pattern


def test_guarded_reading_patterns_find_what_the_patterns_alone_find() -> None:
    texts = _texts()
    assert len(texts) > 700
    guarded = 0
    compared: set[tuple[tuple[str, int], ...]] = set()
    for name, pattern in _reading_patterns():
        source = _unguarded(pattern.pattern)
        again = compile_guarded(source, pattern.flags)
        guarded += again.pattern != source
        # A compiled regex is its text and flags: each distinct one is scanned once, and one
        # the same as the unguarded pattern (the module's own, or no guard to add) is not.
        plain = (source, pattern.flags)
        others = {(again.pattern, again.flags), (pattern.pattern, pattern.flags)} - {plain}
        # A pattern one module imports from another (40 of the 530 found) is found again under
        # its other names: the same texts and flags give the same matches, compared once.
        key = (plain, *sorted(others))
        if not others or key in compared:
            continue
        compared.add(key)
        expected = _found(re.compile(*plain), texts)  # the unguarded scan is the slow one
        for text, flags in sorted(others):
            assert _found(re.compile(text, flags), texts) == expected, name
    assert guarded > 100  # most reading patterns get a guard
