"""A stratified sample of phase replies for the verdict audit (pure reading, no web).

A stratum is ``(phase, model, verdict)`` with the program's own verdict: ``unreadable`` (the
reading abstained: the phase record's ``unreadable`` field names why, see ``agents.llm.reading``),
``success`` or ``failure``. Each stratum gives up to ``per_stratum`` items, drawn by a seeded
shuffle, so the same folder and seed give the same sample. Unreadable strata come first: they
are where the reader declined to decide, so a person's look there is worth the most.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from envs.records import DEFAULT_SOLVE_MODE, PHASES
from experiments.analysis.load import load_results, record_task
from experiments.maze.scoring.generation import bare_unreadable_reason
from experiments.maze.study import results_dir

VERDICT_ORDER = ("unreadable", "failure", "success")


@dataclass(frozen=True)
class AuditItem:
    """One phase reply to audit.

    Attributes:
        key: ``model|encoding|maze_id|trial|solve_mode|phase``, unique in a folder.
        phase: ``solve``, ``recognize`` or ``generate``.
        model: who replied.
        encoding: how the maze was shown.
        shape: the maze's shape.
        verdict: ``unreadable``, ``success`` or ``failure`` (the stratum).
        read: what the program read from the reply, in words.
        reply: the reply text (every move reply for the solve phase).
        maze: the maze as the phase's prompt showed it (from the transcript).
    """

    key: str
    phase: str
    model: str
    encoding: str
    shape: str
    verdict: str
    read: str
    reply: str
    maze: str

    def as_json(self) -> dict[str, Any]:
        """The item as the audit page receives it."""
        return asdict(self)


def _verdict(result: dict[str, Any]) -> str:
    # The reader's abstention, not a strict-format failure: a right answer in another format
    # is a verdict the program did decide (flexible success), so it is audited as one.
    if result.get("unreadable"):
        return "unreadable"
    return "success" if result.get("success") else "failure"


def _read(phase: str, result: dict[str, Any]) -> str:
    why = result.get("unreadable")
    said = _read_answer(phase, result)
    if not why:
        return said
    # Every phase stores the bare reason; generation records of old folders stored it worded
    # ("unreadable (truncated)"), read the same.
    return f"unreadable ({bare_unreadable_reason(str(why))}); {said}"


def _read_answer(phase: str, result: dict[str, Any]) -> str:
    if phase == "solve":
        moves = result.get("moves")
        end = result.get("failure") or "reached the goal"
        reason = f" ({result['invalid_reason']})" if result.get("invalid_reason") else ""
        return f"{moves} moves; ended: {end}{reason}"
    if phase == "recognize":
        return f"predicted shape: {result.get('predicted')}"
    flags = ("valid_format", "shape_preserved", "novel", "path_valid")
    return ", ".join(f"{f} {result.get(f)}" for f in flags)


def _maze_shown(prompt: str) -> str:
    """The maze a prompt showed: what follows its last "The maze:" (the whole prompt if none)."""
    _, found, tail = prompt.rpartition("The maze:")
    return tail.strip().split("\n\n")[0] if found else prompt


def _replies(payload: dict[str, Any], phases: Sequence[str]) -> dict[str, tuple[str, str]]:
    """Each phase's ``(reply, maze shown)``: the generation reply is the last assistant message,
    the recognition one the one before, the solve phase every reply before those (its maze the
    first prompt's); each phase's maze is the one its prompt showed."""
    messages = [m for m in payload.get("messages", []) if isinstance(m, dict)]
    turns: list[tuple[str, str]] = []  # (prompt, reply)
    prompt = ""
    for message in messages:
        if message.get("role") == "user":
            prompt = str(message.get("content", ""))
        elif message.get("role") == "assistant":
            turns.append((prompt, str(message.get("content", ""))))
    out: dict[str, tuple[str, str]] = {}
    for phase in reversed([p for p in PHASES if p in phases and p != "solve"]):
        asked, said = turns.pop() if turns else ("", "")
        out[phase] = (said, _maze_shown(asked))
    if "solve" in phases and turns:
        out["solve"] = ("\n---\n".join(r for _, r in turns), _maze_shown(turns[0][0]))
    return out


def _transcript(folder: Path, record: dict[str, Any]) -> dict[str, Any] | None:
    size = record.get("size")
    maze_file = record.get("maze_file") or ""
    base = (
        results_dir(folder, str(record.get("encoding")), str(record.get("model")),
                    str(record.get("solve_mode") or DEFAULT_SOLVE_MODE))
        / f"{size}x{size}" / str(record.get("shape")) / Path(str(maze_file)).name
        / str(record.get("trial"))
    )  # fmt: skip
    try:
        payload = json.loads(base.with_suffix(".json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return payload if isinstance(payload, dict) else None


def audit_items(folder: str | Path, per_stratum: int = 3, seed: int = 0) -> list[AuditItem]:
    """The stratified sample of ``folder``'s maze replies, unreadable strata first.

    Raises:
        ValueError: ``per_stratum`` is not a positive integer.
        ResultsError: ``folder`` holds no trials.
    """
    if isinstance(per_stratum, bool) or not isinstance(per_stratum, int) or per_stratum < 1:
        raise ValueError(f"per_stratum={per_stratum!r} is not allowed; allowed: an integer >= 1")
    folder = Path(folder)
    strata: dict[tuple[str, str, str], list[AuditItem]] = {}
    for record in load_results([folder]).records:
        if record_task(record) != "maze_nav":
            continue
        ran = [p for p in PHASES if isinstance(record.get(p), dict)]
        payload = _transcript(folder, record) if ran else None
        if payload is None:
            continue  # no transcript (RL agents, people): nothing a person could re-read
        replies = _replies(payload, ran)
        for phase in ran:
            result = record[phase]
            verdict = _verdict(result)
            key = "|".join(str(record.get(k)) for k in ("model", "encoding", "maze_id", "trial",
                                                        "solve_mode")) + f"|{phase}"  # fmt: skip
            item = AuditItem(
                key, phase, str(record.get("model")), str(record.get("encoding")),
                str(record.get("shape")), verdict, _read(phase, result),
                *replies.get(phase, ("", "")),
            )  # fmt: skip
            strata.setdefault((phase, item.model, verdict), []).append(item)
    rng = random.Random(seed)
    chosen: list[AuditItem] = []
    order = sorted(strata, key=lambda k: (VERDICT_ORDER.index(k[2]), PHASES.index(k[0]), k[1]))
    for stratum in order:
        items = sorted(strata[stratum], key=lambda i: i.key)
        rng.shuffle(items)
        chosen += items[:per_stratum]
    return chosen
