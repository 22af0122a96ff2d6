"""The form every blind reading set shares (``corpus_reading_v3``, ``_v4``, ...): its phases and
labels, the split by :func:`corpus_reading.half`, a check of each case's fields against the
label conventions, and the counts a set prints. Runs no reader: a set is measured once, by
``reading_agreement.py``, and nothing here may look at what the readers say."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from corpus_reading import FAIL, SUCCESS, UNREADABLE, Reply, half

PHASES = ("solve", "one_shot", "recognize", "generate", "puzzle")
SHAPES = ("square", "cross", "spiral", "triangle", "C", "Z", "none")
CW, CCW = "clockwise", "counterclockwise"
LENGTH = "length"


def case_maker(reasons: dict[str, str]) -> Callable[..., Reply]:
    """A set's case constructor: ``_c(id, phase, reply, label, strict, habit, why="", **kw)``
    builds the :class:`Reply` and records ``why`` (the reason a grader would not decide, or a
    hard call's) in the set's ``reasons``."""

    def case(
        case_id: str,
        phase: str,
        reply: str,
        label: Any,
        strict: Any,
        habit: str,
        why: str = "",
        **kw: Any,
    ) -> Reply:
        if why:
            reasons[case_id] = why
        return Reply(case_id, phase, reply, label, strict, habit, **kw)

    return case


def phase_makers(reasons: dict[str, str]) -> tuple[Callable[..., Reply], ...]:
    """A set's per-phase constructors ``(solve, one_shot, recognize, generate, puzzle)``, each
    ``make(id, reply, label, strict, habit, why="", **kw)``: :func:`case_maker`'s with the
    phase filled in (positional or keyword arguments alike)."""
    case = case_maker(reasons)

    def for_phase(phase: str) -> Callable[..., Reply]:
        def make(
            case_id: str,
            reply: str,
            label: Any,
            strict: Any,
            habit: str,
            why: str = "",
            **kw: Any,
        ) -> Reply:
            return case(case_id, phase, reply, label, strict, habit, why, **kw)

        return make

    return tuple(for_phase(phase) for phase in PHASES)


class SetFunctions(NamedTuple):
    """The functions a reading set exposes (see :func:`set_functions`)."""

    all_cases: Callable[[], list[Reply]]
    chosen: Callable[[], set[str]]
    split: Callable[[], dict[str, list[Reply]]]
    problems: Callable[..., list[str]]


def set_functions(
    prefix: str,
    reasons: Collection[str],
    mazes: Mapping[str, Any],
    parts: Sequence[list[Reply]],
    chosen_parts: Sequence[list[Reply]] = (),
) -> SetFunctions:
    """A set's ``all_cases`` (``parts`` in order, ids checked unique), ``chosen`` (the ids in
    ``chosen_parts``), ``split`` (by :func:`halves`) and ``problems`` (by
    :func:`form_problems`). The lists are read at each call, so cases appended to them after
    this call (``PUZZLE += [...]``) count."""

    def all_cases() -> list[Reply]:
        return unique_cases([case for part in parts for case in part])

    def chosen() -> set[str]:
        return {case.id for part in chosen_parts for case in part}

    def split() -> dict[str, list[Reply]]:
        return halves(all_cases())

    def problems(cases: list[Reply] | None = None) -> list[str]:
        return form_problems(all_cases() if cases is None else cases, prefix, reasons, mazes)

    return SetFunctions(all_cases, chosen, split, problems)


def coord_list(matrix: str) -> str:
    """``matrix`` in the coordinate-list encoding (the encoder's line order and spelling); a
    maze without a player or goal leaves its line empty, one with two names the last."""
    cells: dict[str, list[str]] = {"1": [], "0": [], "P": [], "G": []}
    for r, row in enumerate(matrix.splitlines()):
        for c, ch in enumerate(row.split()):
            cells[ch].append(f"({r},{c})")
    player, goal = (cells[k][-1] if cells[k] else "" for k in ("P", "G"))
    return (
        f"Walls: {', '.join(cells['1'])}\nEmpty: {', '.join(cells['0'])}\n"
        f"Player position: {player}\nGoal: {goal}"
    )


def path_text(cells: str, sep: str = " ") -> str:
    """``"1,0 2,0"`` as ``(1, 0) (2, 0)`` joined by ``sep``."""
    return sep.join(f"({c.replace(',', ', ')})" for c in cells.split())


def unique_cases(cases: Iterable[Reply]) -> list[Reply]:
    """``cases`` as a list, checked to have unique ids."""
    out = list(cases)
    ids = [c.id for c in out]
    assert len(ids) == len(set(ids)), "corpus ids must be unique"
    return out


def halves(cases: list[Reply]) -> dict[str, list[Reply]]:
    """``cases`` by :func:`corpus_reading.half` (the first corpus's rule)."""
    out: dict[str, list[Reply]] = {"tune": [], "heldout": []}
    for case in cases:
        out[half(case.id)].append(case)
    return out


def _cell(value: Any) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and all(type(v) is int for v in value)


def _fits(case: Reply) -> bool:
    """Whether the case's label and strict verdict fit its phase's conventions."""
    label, strict = case.label, case.strict
    if case.phase == "solve":
        ok = (label == UNREADABLE or _cell(label)) and (strict is None or _cell(strict))
        # The ruling reads an unsaid 1-indexed move as written in the strict reading while
        # the flexible label abstains (it matters which count was meant), so for that habit
        # the strict cell may stand beside an unclear label; elsewhere the two agree.
        as_written = case.habit == "one_based_unsaid" and label == UNREADABLE
        return ok and (strict is None or strict == label or as_written)
    if case.phase == "puzzle":
        ok = label == UNREADABLE or (
            isinstance(label, tuple)
            and len(label) == 2
            and label[0] in range(4)
            and label[1] in (CW, CCW)
        )
        return ok and isinstance(strict, bool) and not (strict and label == UNREADABLE)
    if case.phase == "recognize":
        ok = (label == UNREADABLE or label in SHAPES) and isinstance(strict, bool)
        return ok and not (strict and label != "square")
    ok = label in (SUCCESS, FAIL, UNREADABLE) and isinstance(strict, bool)
    return ok and not (strict and label != SUCCESS)


def form_problems(
    cases: list[Reply], prefix: str, why: Collection[str], mazes: Mapping[str, Any]
) -> list[str]:
    """What is malformed in ``cases`` (ids start with ``prefix``, every unclear case has a
    reason in ``why``, encodings are keys of ``mazes``); empty when all is well."""
    out: list[str] = []
    for case in cases:
        bad = f"{case.id}: "
        if case.phase not in PHASES:
            out.append(bad + f"phase {case.phase!r}")
            continue
        if not case.id.startswith(prefix) or not isinstance(case.reply, str) or not case.reply:
            out.append(bad + f"id must start with {prefix} and the reply be a non-empty string")
        if case.finish_reason not in ("stop", LENGTH):
            out.append(bad + f"finish_reason {case.finish_reason!r}")
        if case.finish_reason == LENGTH and case.label != UNREADABLE:
            out.append(bad + "a reply cut off by max_tokens is labelled unreadable")
        if case.encoding not in mazes or (case.phase != "generate" and case.encoding != "matrix"):
            out.append(bad + f"encoding {case.encoding!r}")
        if case.label == UNREADABLE and case.id not in why:
            out.append(bad + "an unclear case needs a why")
        if not _fits(case):
            out.append(
                bad + f"label {case.label!r} / strict {case.strict!r} do not fit {case.phase}"
            )
    return out


def print_counts(cases: list[Reply], problems: list[str]) -> None:
    """The set's size, its problems and its counts per phase, half and habit (no reader)."""
    print(f"{len(cases)} replies; problems: {problems or 'none'}")
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        clear = sum(c.clear for c in in_phase)
        print(f"  {phase}: {len(in_phase)} ({clear} clear, {len(in_phase) - clear} unreadable)")
    print("  halves:", dict(Counter(half(c.id) for c in cases)))
    print("  habits:", len({c.habit for c in cases}))


def one_based(cells: str, sep: str = " ") -> str:
    """``"1,0 2,0"`` counted from 1, as ``(2, 1) (3, 1)`` joined by ``sep``."""
    out = []
    for cell in cells.split():
        r, c = (int(v) + 1 for v in cell.split(","))
        out.append(f"({r}, {c})")
    return sep.join(out)


def spaced_cells(path: str, sep: str = " ") -> str:
    """``PATH_A``'s ``(1,0) (2,0)`` as ``(1, 0) (2, 0)`` joined by ``sep``."""
    return sep.join(c.replace(",", ", ") for c in path.split(" "))


def json_maze(matrix: str) -> str:
    """``matrix`` as a JSON object of walls, player and goal (no list of the empty cells)."""
    walls, player, goal = [], None, None
    for r, row in enumerate(matrix.splitlines()):
        for c, ch in enumerate(row.split()):
            if ch == "1":
                walls.append([r, c])
            elif ch == "P":
                player = [r, c]
            elif ch == "G":
                goal = [r, c]
    return json.dumps({"walls": walls, "player": player, "goal": goal})
