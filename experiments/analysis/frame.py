"""Flatten trial records into pandas tables and fix the display order of every factor.

One row per usable trial. Phase outcomes are floats (1.0 success, 0.0 failure, NaN when the
phase did not run for that producer, e.g. RL agents only solve), so ``mean`` gives a rate and
``count`` gives the number of trials that ran the phase.

Each phase is read two ways (:mod:`experiments.maze.scoring`): the column named after the phase is
the *flexible* verdict (``success``: what a careful grader accepts), ``<phase>_strict`` the
*strict* one (the reply answered in exactly the asked format and that answer is right) and
``<phase>_format_ok`` whether the reply followed the asked format at all. The last two are NaN
where the record carries no strict verdict: records written before it existed, and producers
that do not read replies (RL agents, people).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from envs.maze_nav.constants import TEXT_ENCODINGS, canonical_failure
from envs.records import (
    DEFAULT_SOLVE_MODE,
    PHASES,
    SOLVE_MODES,
    Phase,
    phase_format_ok,
    phase_strict,
)
from experiments.analysis.deps import require

#: The specification's predicted difficulty ranking, easy to hard (H2); also the display order.
PREDICTED_SHAPE_ORDER: tuple[str, ...] = ("square", "cross", "C", "triangle", "Z", "spiral")
#: The specification's model-scale order (H3), used when no ``--model-order`` is given.
DEFAULT_MODEL_ORDER: tuple[str, ...] = ("qwen-turbo", "qwen-plus", "qwen-max")
#: The specification's two encodings first (H1 compares them in this direction), then the
#: picture (``--encoding image``), a third level in every table and in H1.
ENCODING_ORDER: tuple[str, ...] = (*TEXT_ENCODINGS, "image")
PHASE_NAMES = {"solve": "solving", "recognize": "recognition", "generate": "generation"}
VERDICTS: tuple[str, ...] = ("valid_format", "shape_preserved", "novel", "path_valid")
#: How the hypothesis tests read a phase's outcome: ``flexible`` (``success``, the default) or
#: ``strict`` (the asked format, read only there).
DEFAULT_TEST_VERDICT = "flexible"
STRICT_VERDICT = "strict"
TEST_VERDICTS: tuple[str, ...] = (DEFAULT_TEST_VERDICT, STRICT_VERDICT)


def strict_column(phase: str) -> str:
    """The frame column holding ``phase``'s strict verdict."""
    return f"{phase}_strict"


def format_column(phase: str) -> str:
    """The frame column saying whether ``phase``'s reply followed the asked format."""
    return f"{phase}_format_ok"


STRICT_COLUMNS: tuple[str, ...] = tuple(
    column for p in PHASES for column in (strict_column(p), format_column(p))
)


def unreadable_column(phase: str) -> str:
    """The frame column saying whether ``phase``'s reply was unreadable (the flexible reading
    abstained: cut off, still thinking, alternatives with no choice; never a success)."""
    return f"{phase}_unreadable"


UNREADABLE_COLUMNS: tuple[str, ...] = tuple(unreadable_column(p) for p in PHASES)


def judge_column(phase: str) -> str:
    """The frame column holding the ``--judge`` model's verdict on ``phase`` (NaN: not judged,
    or the judge read no answer)."""
    return f"{phase}_judge"


JUDGE_COLUMNS: tuple[str, ...] = tuple(judge_column(p) for p in PHASES)


def _judge_flag(record: dict[str, Any], phase: Phase) -> float:
    judged = _phase(record, phase).get("judge")
    verdict = judged.get("verdict") if isinstance(judged, dict) else None
    return float(verdict) if isinstance(verdict, bool) else math.nan


MAZE_COLUMNS: tuple[str, ...] = (
    "run_id", "model", "encoding", "shape", "maze_id", "trial", *PHASES,
    "moves", "optimal_moves", "valid_moves", "validity_rate", "failure", "invalid_reason",
    "predicted", *(f"gen_{v}" for v in VERDICTS), "size", "solve_mode", *STRICT_COLUMNS,
    "cluster", "maze_cluster",
    *UNREADABLE_COLUMNS, *JUDGE_COLUMNS,
)  # fmt: skip
"""``cluster`` groups the trials that are not independent draws (:func:`cluster_key`);
``maze_cluster`` is every trial's maze (``"maze <id>"``), the second grouping a human
participant's trials are crossed with (:func:`~experiments.analysis.clustered.gee_term`'s
``crossed``)."""
#: The second grouping column, crossed with ``cluster`` for people (equal to it for models).
CROSSED = "maze_cluster"
#: Both grouping columns, as rate cells take them (``frame[CLUSTERS]``).
CLUSTERS = ["cluster", CROSSED]
#: The model name the human study's records carry (:mod:`experiments.human`).
HUMAN_MODEL = "human"
#: Solve modes in display order: the specification's move-by-move study first.
SOLVE_MODE_ORDER: tuple[str, ...] = SOLVE_MODES
PUZZLE_COLUMNS: tuple[str, ...] = (
    "run_id", "model", "difficulty", "trial", "solve", "moves",
    "encoding", "grid", "optimal_moves", "failure", "invalid_reason", judge_column("solve"),
    strict_column("solve"),
)  # fmt: skip
"""``encoding`` to ``invalid_reason`` feed the puzzle study's section (``grid`` is None for other
producers); ``solve_judge`` is the ``--judge`` model's verdict on the game (NaN: not judged);
``solve_strict`` the game's strict verdict (NaN: records written before it, people)."""


def _flag(value: Any) -> float:
    if value is None:
        return math.nan
    return 1.0 if bool(value) else 0.0


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return math.nan
    return float(value)


def _phase(record: dict[str, Any], phase: str) -> dict[str, Any]:
    value = record.get(phase)
    return value if isinstance(value, dict) else {}


def _outcome(record: dict[str, Any], phase: str) -> float:
    result = _phase(record, phase)
    return _flag(result.get("success")) if result else math.nan


def _strict_flags(record: dict[str, Any], phase: Phase) -> tuple[float, float]:
    """``(strict, format followed)`` as 1.0/0.0, NaN for both without a strict verdict.

    A ``strict`` that is not a JSON boolean is read as no verdict rather than guessed at.
    """
    if not isinstance(_phase(record, phase).get("strict"), bool):
        return math.nan, math.nan
    return _flag(phase_strict(record, phase)), _flag(phase_format_ok(record, phase))


def shape_key(shape: str) -> str:
    """Shapes compare case-insensitively (``"c"`` and ``"C"`` are the same template family)."""
    return shape.lower()


def canonical_shape(shape: Any) -> str:
    """The specification's spelling of a shape name when it is one of the six, else the name as given."""
    text = str(shape)
    for known in PREDICTED_SHAPE_ORDER:
        if shape_key(known) == shape_key(text):
            return known
    return text


def cluster_key(record: dict[str, Any]) -> str | None:
    """What a trial's outcome is correlated with: its participant for people, else its maze.

    A person's trials share the person's skill more than a maze's plays share the maze's
    difficulty (each participant sees a maze once, in a Latin square), so the human study's
    trials cluster by participant (``trial`` holds the participant's number); every other
    producer's by maze. ``None`` when the record names neither (the trial stands alone).
    """
    if str(record.get("model")) == HUMAN_MODEL:
        who = record.get("trial")
        return None if who in (None, "") else f"participant {who}"
    maze = record.get("maze_id")
    return None if maze in (None, "") else f"maze {maze}"


def maze_key(record: dict[str, Any]) -> str | None:
    """The trial's maze as a cluster key (``"maze <id>"``), for every producer; ``None``
    without a maze id. For people it crosses :func:`cluster_key`'s participant."""
    maze = record.get("maze_id")
    return None if maze in (None, "") else f"maze {maze}"


def maze_frame(records: Iterable[dict[str, Any]]) -> Any:
    """One row per maze trial (``pandas.DataFrame`` with :data:`MAZE_COLUMNS`)."""
    pd = require("pandas")
    rows = []
    for r in records:
        solve, recognize, generate = (_phase(r, p) for p in PHASES)
        strict = {p: _strict_flags(r, p) for p in PHASES}
        predicted = recognize.get("predicted")
        rows.append(
            {
                "run_id": str(r.get("run_id")),
                "model": str(r.get("model")),
                "encoding": str(r.get("encoding")),
                "shape": canonical_shape(r.get("shape")),
                # None stays None: trials without a maze id must never pair with each other.
                "maze_id": None if r.get("maze_id") in (None, "") else str(r.get("maze_id")),
                "trial": str(r.get("trial")),
                **{p: _outcome(r, p) for p in PHASES},
                "moves": _number(solve.get("moves")),
                "optimal_moves": _number(solve.get("optimal_moves")),
                "valid_moves": _number(solve.get("valid_moves")),
                "validity_rate": _number(solve.get("validity_rate")),
                # Older records say "max_steps" for running out of moves; read both as today's.
                "failure": canonical_failure(solve.get("failure")) if solve else None,
                "invalid_reason": solve.get("invalid_reason") if solve else None,
                "predicted": canonical_shape(predicted) if recognize else None,
                **{f"gen_{v}": _flag(generate.get(v)) if generate else math.nan for v in VERDICTS},
                "size": _number(r.get("size")),
                # Records from before one-shot solving existed were all played move by move.
                "solve_mode": str(r.get("solve_mode") or DEFAULT_SOLVE_MODE),
                **{strict_column(p): strict[p][0] for p in PHASES},
                **{format_column(p): strict[p][1] for p in PHASES},
                "cluster": cluster_key(r),
                "maze_cluster": maze_key(r),
                # The readers write "unreadable" (why) on a phase they abstained on.
                **{
                    unreadable_column(p): (float(bool(_phase(r, p).get("unreadable"))))
                    if _phase(r, p)
                    else math.nan
                    for p in PHASES
                },
                **{judge_column(p): _judge_flag(r, p) for p in PHASES},
            }
        )
    return _plain_strings(pd, pd.DataFrame(rows, columns=list(MAZE_COLUMNS)))


def check_test_verdict(verdict: Any, name: str = "verdict") -> str:
    """``verdict`` if it is one of :data:`TEST_VERDICTS`, else a ValueError naming ``name``."""
    if not isinstance(verdict, str) or verdict not in TEST_VERDICTS:
        raise ValueError(f"{name}={verdict!r} is not allowed; allowed: {list(TEST_VERDICTS)}")
    return verdict


def verdict_frame(maze: Any, verdict: str) -> Any:
    """``maze`` with each phase column holding the ``verdict`` reading the tests run on.

    ``"flexible"`` returns ``maze`` itself; ``"strict"`` a copy whose ``solve``, ``recognize``
    and ``generate`` columns are the strict verdicts, so trials without one (old records, RL
    agents, people) count as not having run the phase and leave every test.
    """
    check_test_verdict(verdict)
    if verdict == DEFAULT_TEST_VERDICT or maze is None:
        return maze
    return maze.assign(**{p: maze[strict_column(p)] for p in PHASES})


def puzzle_frame(records: Iterable[dict[str, Any]]) -> Any:
    """One row per rotation-puzzle evaluation (``pandas.DataFrame`` with :data:`PUZZLE_COLUMNS`)."""
    pd = require("pandas")
    rows = [
        {
            "run_id": str(r.get("run_id")),
            "model": str(r.get("model")),
            "difficulty": str(r.get("difficulty")),
            "trial": str(r.get("trial")),
            "solve": _outcome(r, "solve"),
            "moves": _number(_phase(r, "solve").get("moves")),
            "encoding": str(r.get("encoding")),
            "grid": r.get("grid") if isinstance(r.get("grid"), str) else None,
            "optimal_moves": _number(_phase(r, "solve").get("optimal_moves")),
            "failure": canonical_failure(_phase(r, "solve").get("failure")),
            "invalid_reason": _phase(r, "solve").get("invalid_reason"),
            judge_column("solve"): _judge_flag(r, "solve"),
            strict_column("solve"): _flag(phase_strict(r, "solve")),
        }
        for r in records
    ]
    return _plain_strings(pd, pd.DataFrame(rows, columns=list(PUZZLE_COLUMNS)))


def _plain_strings(pd: Any, frame: Any) -> Any:
    """``frame`` with its text columns as Python objects, not pandas' Arrow-backed strings.

    The report filters these frames a few thousand times on small tables (a model, an
    encoding, a shape); there each Arrow comparison and take costs more than on Python
    objects (measured: ``benchmarks/bench_analysis.py``). The values are the same.
    """
    text = [c for c in frame.columns if isinstance(frame[c].dtype, pd.StringDtype)]
    return frame.astype({c: object for c in text}) if text else frame


def ordered(values: Iterable[str], preferred: Sequence[str] = ()) -> list[str]:
    """Distinct ``values``: those in ``preferred`` first in its order, the rest sorted."""
    present = {str(v) for v in values}
    head = [p for p in preferred if p in present]
    return head + sorted(present - set(head))


def model_display_order(models: Iterable[str], model_order: Sequence[str] | None) -> list[str]:
    """Models in the given order (or the specification's qwen scale order), unknown ones after, sorted."""
    return ordered(models, model_order if model_order else DEFAULT_MODEL_ORDER)


def shape_order(shapes: Iterable[str]) -> list[str]:
    """Shapes in the specification's predicted easy-to-hard order, any others after, sorted."""
    return ordered(shapes, PREDICTED_SHAPE_ORDER)


def encoding_order(encodings: Iterable[str]) -> list[str]:
    """Encodings in the order matrix, coord_list, image; any others after, sorted."""
    return ordered(encodings, ENCODING_ORDER)
