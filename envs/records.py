"""The trial record: one JSON line per trial in ``trials.jsonl``.

Every producer writes this shape (the three-phase LLM runner, the offline agents, the RL
evaluator) and the analysis reads only this shape, so RL, random, oracle and LLM results land in
one table. A phase that did not run for a producer (RL agents only solve) is ``None``.

Example (pretty-printed; on disk each record is one line)::

    {"schema": 1, "task": "maze_nav", "run_id": "2f6c…", "model": "qwen-turbo",
     "encoding": "matrix", "size": 5, "shape": "spiral", "difficulty": null,
     "maze_index": 3, "maze_id": "9d1e4a7b02c3", "maze_file": "experiment_mazes/5x5/spiral/5x5_spiral_3.npy",
     "trial": 0, "status": "ok", "error": null,
     "solve": {"success": false, "failure": "invalid_move", "invalid_reason": "wall",
               "moves": 4, "optimal_moves": 9, "valid_moves": 3, "validity_rate": 0.75},
     "recognize": {"success": true, "predicted": "spiral"},
     "generate": {"success": false, "valid_format": true, "shape_preserved": false,
                  "novel": true, "path_valid": true, "reason": "corridors match no spiral template"},
     "tokens_in": 5120, "tokens_out": 812, "latency_s": 14.2, "retries": 1,
     "prompt_hash": "c0ffee12", "package_version": "0.1.0"}

Field meanings:

* ``task``: ``"maze_nav"`` or ``"rotation_puzzle"``; ``shape`` is set for mazes, ``difficulty``
  for puzzles.
* ``status``: ``"ok"`` when every phase ran, ``"error"`` when the trial could not finish (the API
  gave up); ``error`` then says why and the phase fields may be ``None``.
* ``solve.failure``: ``None`` on success, ``"invalid_move"`` or ``"max_moves"`` (the move limit
  ran out; records written before the rename say ``"max_steps"``, which the analysis reads the
  same); ``solve.invalid_reason``: for an invalid move, one reason of the vocabulary in
  ``envs/maze_nav/constants.py`` shared by env and parser (``"no_coordinate"``,
  ``"not_allowed"``, ``"out_of_bounds"``, ``"not_adjacent"``, ``"wall"``, ``"invalid_action"``).
* ``solve.moves``: moves taken (valid and invalid); ``optimal_moves``: BFS length start→goal;
  ``validity_rate = valid_moves / moves`` (1.0 when no move was made).
* ``recognize.predicted``: one of the six shapes, ``"none"`` or ``"ambiguous"``.
* ``generate``: the specification's four verdicts; ``success`` is all four together.
  ``generate.orientation`` (LLM study records; optional, absent in records written before it
  existed): how the scored maze lies relative to the templates the envs draw of the maze's
  shape, ``"as drawn"``, ``"rotated 90"``/``"rotated 180"``/``"rotated 270"`` (clockwise),
  ``"mirrored"`` (left to right) or ``"mirrored, rotated 90"``/``180``/``270``; null when it is
  no template of that shape in any orientation. Which orientations count as the shape is the
  shape's registry entry (a triangle in any, a Z only as drawn or turned half round:
  ``docs/environments.md``, "Orientations"); one that does not count leaves
  ``shape_preserved`` false.
* ``strict`` and ``strict_reason`` in ``solve``, ``recognize`` and ``generate`` (LLM study
  records, the rotation-puzzle study's ``solve`` too; optional, absent in records written before they existed and for RL agents and
  people): ``success`` is the *flexible* verdict (what a careful grader accepts: the reply's
  final committed answer, wherever and however it is written); ``strict`` says the reply answered
  in exactly the format its prompt asked for and that answer, read only there, is right.
  ``strict_reason`` is ``"format"`` when the format was not followed, else the strict reading's
  reason (None when ``strict``). :mod:`experiments.maze.scoring` documents both readings.
* ``solve_mode`` (maze study records only; optional): ``"interactive"`` (move by move, the
  default; records written before the field existed are read as this) or ``"one-shot"`` (the
  whole path in one reply, scored by the specification's backward trace; ``solve.failure`` is
  then ``"invalid_path"`` with ``invalid_reason`` ``"no_goal"``, ``"illegal_move"`` or
  ``"start_not_reached"``, ``solve.moves`` the steps of the traced path and ``solve.path`` its
  cells).
* ``logits`` (optional; models that return log-probabilities): per reply ``[tokens, sum,
  min]`` of its token log-probabilities, and for ``hf:`` models every candidate next cell of
  each interactive solve step scored by the model (:mod:`experiments.maze.inspection`).
* ``activations`` (optional; ``--activations``): ``{"file", "rows", "layers", "bytes"}`` of the
  trial's hidden-state file beside its transcript (:mod:`experiments.maze.activations`).
* ``grid`` (rotation-puzzle study records only; optional): the board as ``"<rows>x<cols>"``
  (``size`` is then null). Those records' ``encoding`` is the observation (``"text"`` or
  ``"image"``), ``maze_file``/``maze_id``/``maze_index`` name the puzzle file, its id and index,
  and ``solve`` adds ``max_moves`` (the puzzle's turn limit) and ``invalid_replies`` (replies
  by invalid reason: ``"no_square"``, ``"no_direction"``, ``"out_of_bounds"``).
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

from envs import __version__

SCHEMA_VERSION = 1

Phase = Literal["solve", "recognize", "generate"]
PHASES: tuple[Phase, ...] = ("solve", "recognize", "generate")

SOLVE_MODES: tuple[str, ...] = ("interactive", "one-shot")
"""How the maze study's solve phase asks: move by move, or the whole path in one reply."""
DEFAULT_SOLVE_MODE = "interactive"

MAZE_TASK = "maze_nav"
PUZZLE_TASK = "rotation_puzzle"
TASKS: tuple[str, ...] = (MAZE_TASK, PUZZLE_TASK)
"""The values of a record's ``task``: which environment the trial played."""


class SolveResult(TypedDict):
    success: bool
    failure: str | None
    invalid_reason: str | None
    moves: int
    optimal_moves: int
    valid_moves: int
    validity_rate: float


class RecognizeResult(TypedDict):
    success: bool
    predicted: str


class GenerateResult(TypedDict):
    success: bool
    valid_format: bool
    shape_preserved: bool
    novel: bool
    path_valid: bool
    reason: str | None


class TrialRecord(TypedDict):
    schema: int
    task: str
    run_id: str
    model: str
    encoding: str
    size: int
    shape: str | None
    difficulty: str | None
    maze_index: int
    maze_id: str
    maze_file: str | None
    trial: int
    status: str
    error: str | None
    solve: SolveResult | None
    recognize: RecognizeResult | None
    generate: GenerateResult | None
    tokens_in: int
    tokens_out: int
    latency_s: float
    retries: int
    prompt_hash: str | None
    package_version: str


def trial_record(
    *,
    task: str,
    run_id: str,
    model: str,
    encoding: str,
    size: int | None,
    maze_index: int,
    maze_id: str,
    trial: int,
    solve: SolveResult | None,
    shape: str | None = None,
    difficulty: str | None = None,
    maze_file: str | None = None,
    status: str = "ok",
    error: str | None = None,
    recognize: RecognizeResult | None = None,
    generate: GenerateResult | None = None,
    tokens_in: int = 0,
    tokens_out: int = 0,
    latency_s: float = 0.0,
    retries: int = 0,
    prompt_hash: str | None = None,
    solve_mode: str | None = None,
    grid: str | None = None,
    logits: dict[str, Any] | None = None,
    activations: dict[str, Any] | None = None,
) -> TrialRecord:
    """One trial record, fields in schema order; every producer builds its records here.

    The defaults are those of a producer that only solves and calls no API (RL agents, people).
    ``solve_mode`` and ``grid`` are written (last) only when given.
    """
    record: TrialRecord = {
        "schema": SCHEMA_VERSION,
        "task": task,
        "run_id": run_id,
        "model": model,
        "encoding": encoding,
        "size": size,  # type: ignore[typeddict-item]
        "shape": shape,
        "difficulty": difficulty,
        "maze_index": int(maze_index),
        "maze_id": maze_id,
        "maze_file": maze_file,
        "trial": int(trial),
        "status": status,
        "error": error,
        "solve": solve,
        "recognize": recognize,
        "generate": generate,
        "tokens_in": int(tokens_in),
        "tokens_out": int(tokens_out),
        "latency_s": round(float(latency_s), 4),
        "retries": int(retries),
        "prompt_hash": prompt_hash,
        "package_version": __version__,
    }
    if solve_mode is not None:
        if solve_mode not in SOLVE_MODES:
            raise ValueError(
                f"solve_mode={solve_mode!r} is not allowed; allowed: {list(SOLVE_MODES)}"
            )
        # Not a TypedDict key: every producer's record has the same keys unless it chose a mode.
        record["solve_mode"] = solve_mode  # type: ignore[typeddict-unknown-key]
    if grid is not None:
        record["grid"] = grid  # type: ignore[typeddict-unknown-key]
    if logits is not None:
        record["logits"] = logits  # type: ignore[typeddict-unknown-key]
    if activations is not None:
        record["activations"] = activations  # type: ignore[typeddict-unknown-key]
    return record


def solve_result(
    *,
    success: bool,
    failure: str | None,
    invalid_reason: str | None,
    moves: int,
    optimal_moves: int,
    valid_moves: int,
    strict: bool | None = None,
    strict_reason: str | None = None,
) -> SolveResult:
    """The ``solve`` part of a record; every producer builds it here so the fields agree.

    ``strict``/``strict_reason`` are written only by producers that read replies (the LLM
    study): the strict verdict of :mod:`experiments.maze.scoring`.
    """
    moves, valid_moves = int(moves), int(valid_moves)
    result: SolveResult = {
        "success": bool(success),
        "failure": None if success else failure,
        "invalid_reason": invalid_reason,
        "moves": moves,
        "optimal_moves": int(optimal_moves),
        "valid_moves": valid_moves,
        "validity_rate": round(valid_moves / moves, 6) if moves else 1.0,
    }
    if strict is not None:
        # Optional keys (not in the TypedDict: absent in old records and for RL agents, people).
        result["strict"] = bool(strict)  # type: ignore[typeddict-unknown-key]
        result["strict_reason"] = None if strict else strict_reason  # type: ignore[typeddict-unknown-key]
    return result


def phase_success(record: TrialRecord | dict[str, Any], phase: Phase) -> bool | None:
    """``True``/``False`` for a phase that ran, ``None`` for one that did not."""
    result = record.get(phase)
    if not result:
        return None
    return bool(result["success"])


FORMAT_REASON = "format"
"""``strict_reason`` of a reply that did not answer in the format its prompt asked for."""


def phase_strict(record: TrialRecord | dict[str, Any], phase: Phase) -> bool | None:
    """The phase's strict verdict; ``None`` when it did not run or has none (old records, RL
    agents, people)."""
    result = record.get(phase)
    if not result or not isinstance(result, dict) or "strict" not in result:
        return None
    return bool(result["strict"])


def phase_format_ok(record: TrialRecord | dict[str, Any], phase: Phase) -> bool | None:
    """The reply followed the asked format (``strict_reason`` is not ``"format"``); ``None``
    where :func:`phase_strict` is."""
    if phase_strict(record, phase) is None:
        return None
    return record[phase].get("strict_reason") != FORMAT_REASON  # type: ignore[union-attr]
