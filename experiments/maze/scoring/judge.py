"""The judge's verdict beside the program's, and how far the two agree (Cohen's kappa).

A judge model (:mod:`agents.llm.judge`) re-reads the replies the program should not decide
alone: those it found ``unreadable`` or ``ambiguous``, and, for the agreement number, a sample of
the rest. Its answer, written in the phase's own format, is scored by the same phase scorer as
any reply, so the judge decides *what the reply answered*, never *whether it is right*. The
program's verdict stays the primary number; the judge's is stored beside it:

=================  =============================================================
field              meaning
=================  =============================================================
``verdict``        the judge's reading scored: True/False, None when the judge
                   said the reply commits to no answer
``answer``         the judge's answer line(s), as it wrote them
``prompt_hash``    :data:`agents.llm.judge_prompt.JUDGE_PROMPT_HASH`
``steps``          games played move by move only (the interactive maze solve,
                   the rotation puzzle): one entry per judged reply, ``step``
                   (0-based), ``answer`` and ``agrees`` (the judge read the move
                   the program played)
``error``          the judge's API gave up (``verdict`` is then None)
=================  =============================================================

A game played move by move has one verdict and many replies. Its judged replies are the
unreadable ones and :data:`JUDGE_SAMPLE`'s share of the rest (:func:`sampled`); the judge's
verdict on the game is the program's when the judge read every judged reply as the move the
program played; ``False`` when, at the first reply it reads otherwise, it reads a move that is
not valid where the program's was (the game would have ended there); None when it read no
answer there, or another valid move (where the game would have gone is unknown).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from agents.base import ChatClient
from agents.llm.judge import Judgement, judge_reply
from agents.llm.judge_prompt import JUDGE_PROMPT_HASH
from agents.llm.parsing import parse_move, parse_rotation
from agents.llm.retry import ClientError
from envs.maze_nav.logic import Maze
from experiments.maze.scoring.generation import score_generation
from experiments.maze.scoring.recognition import AMBIGUOUS, UNREADABLE, score_recognition
from experiments.maze.scoring.solution import check_solution

JUDGE_SAMPLE = 4
"""One in this many replies the program decided alone is judged too (chosen by a hash of the
reply, so a rerun judges the same ones): the sample the report's kappa is measured on."""
STEP_PHASES = ("solve", "puzzle")
"""The phases played move by move: one verdict per game, one reply per move."""


def sampled(reply: str) -> bool:
    """Whether ``reply`` is in the judged sample of the replies the program decided alone."""
    return hashlib.sha256(reply.encode()).digest()[0] % JUDGE_SAMPLE == 0


def judge_client(judge: Any) -> ChatClient | None:
    """The ``--judge`` client, built once for a run (a ready client is used as it is)."""
    if judge is None or not isinstance(judge, str):
        return judge
    from agents.llm import make_client

    return make_client(judge.strip())


def needs_judge(phase_record: dict[str, Any]) -> bool:
    """A phase record the program did not decide alone: unreadable, or naming several shapes."""
    return bool(phase_record.get("unreadable")) or phase_record.get("predicted") in (
        UNREADABLE,
        AMBIGUOUS,
    )


def judged_verdict(
    judgement: Judgement,
    *,
    maze: Maze | None = None,
    shape: str | None = None,
    shapes: Sequence[str] | None = None,
    encoding: str = "matrix",
    position: tuple[int, int] | None = None,
    board: tuple[int, int] | None = None,
) -> bool | None:
    """The judge's answer scored by the phase's scorer (None: the judge read no answer).

    ``maze`` for the maze phases, ``shape``/``shapes`` for recognition and generation,
    ``position`` for a solve step, ``board`` (rows, cols) for a puzzle move.
    """
    if judgement.answer is None:
        return None
    text, phase = judgement.answer, judgement.phase
    if phase == "recognize" and shape is not None:
        return score_recognition(text, shape, shapes).success
    if phase == "generate" and maze is not None and shape is not None:
        return score_generation(text, maze, encoding, shape, shapes).success
    if phase == "one_shot" and maze is not None:
        return check_solution(text, maze).success
    if phase == "solve" and maze is not None and position is not None:
        return parse_move(text, maze.corridors, position, maze.connectivity).ok
    if phase == "puzzle" and board is not None:
        return parse_rotation(text, *board).ok
    raise ValueError(f"phase={phase!r} needs its context (maze, shape, position or board)")


def judge_record(client: ChatClient, phase: str, reply: str, **context: Any) -> dict[str, Any]:
    """Ask the judge about one reply and return the fields stored beside the program's verdict."""
    judgement = judge_reply(client, phase, reply)
    return {
        "verdict": judged_verdict(judgement, **context),
        "answer": judgement.answer,
        "prompt_hash": JUDGE_PROMPT_HASH,
    }


def judge_steps(
    client: ChatClient,
    phase: str,
    steps: Sequence[dict[str, Any]],
    success: bool,
    **context: Any,
) -> dict[str, Any] | None:
    """The judge fields of a game played move by move (module docs), or None when no reply
    was judged.

    Args:
        client: the judge.
        phase: ``"solve"`` (a maze, ``context``: ``maze``) or ``"puzzle"`` (``context``:
            ``board``, its rows and columns).
        steps: one dict per reply in order: ``reply`` (its text), ``action`` (the env action
            the program read, None when it read no valid move), ``unreadable`` (the program's
            reading abstained), and for a maze ``position`` (the player's cell before it).
        success: the program's verdict on the game.

    Raises:
        ValueError: ``phase`` is not one of :data:`STEP_PHASES`.
        agents.llm.retry.ClientError: the judge's API gave up (:func:`judged_game` records it).
    """
    if phase not in STEP_PHASES:
        raise ValueError(f"phase={phase!r} is not allowed; allowed: {list(STEP_PHASES)}")
    judged: list[dict[str, Any]] = []
    verdict: bool | None = success
    deciding: str | None = None
    for index, step in enumerate(steps):
        reply = step["reply"] if isinstance(step.get("reply"), str) else ""
        if not (step.get("unreadable") or sampled(reply)):
            continue
        judgement = judge_reply(client, phase, reply)
        action = _judged_action(judgement, phase, step.get("position"), **context)
        agrees = judgement.answer is not None and action == step.get("action")
        judged.append({"step": index, "answer": judgement.answer, "agrees": agrees})
        if not agrees and deciding is None:
            deciding = judgement.answer
            # A move the judge finds invalid where the program played one ends the game; no
            # answer, or another valid move, leaves the rest of the game unknown.
            ended = judgement.answer is not None and action is None
            verdict = False if ended and step.get("action") is not None else None
    if not judged:
        return None
    answer = deciding if deciding is not None else judged[-1]["answer"]
    return {
        "verdict": verdict,
        "answer": answer,
        "prompt_hash": JUDGE_PROMPT_HASH,
        "steps": judged,
    }


def judged_game(
    record: dict[str, Any],
    client: ChatClient | None,
    phase: str,
    steps: Sequence[dict[str, Any]],
    **context: Any,
) -> None:
    """Store :func:`judge_steps` as ``record["judge"]`` (``record``: the game's solve part);
    a judge whose API gives up costs the trial nothing (``error`` says so)."""
    if client is None:
        return
    try:
        fields = judge_steps(client, phase, steps, bool(record.get("success")), **context)
    except ClientError as error:
        fields = {"verdict": None, "answer": None, "error": error.code or "error"}
    if fields is not None:
        record["judge"] = fields


def _judged_action(
    judgement: Judgement,
    phase: str,
    position: tuple[int, int] | None,
    *,
    maze: Maze | None = None,
    board: tuple[int, int] | None = None,
) -> int | None:
    """The env action of the judge's answer (None: no answer, or not a valid move)."""
    if judgement.answer is None:
        return None
    if phase == "solve" and maze is not None and position is not None:
        return parse_move(judgement.answer, maze.corridors, position, maze.connectivity).action
    if phase == "puzzle" and board is not None:
        return parse_rotation(judgement.answer, *board).action
    raise ValueError(f"phase={phase!r} needs its context (maze and position, or board)")


def cohen_kappa(program: Sequence[bool], judge: Sequence[bool]) -> float | None:
    """Cohen's kappa of two binary readings of the same replies.

    None when it is undefined: no pairs, or both readers gave one and the same verdict to every
    reply (chance agreement is then 1).

    Raises:
        ValueError: the sequences differ in length.
    """
    if len(program) != len(judge):
        raise ValueError(
            f"program and judge have {len(program)} and {len(judge)} verdicts; allowed: the same"
        )
    n = len(program)
    if n == 0:
        return None
    observed = sum(bool(a) == bool(b) for a, b in zip(program, judge, strict=True)) / n
    p_yes = sum(map(bool, program)) / n
    j_yes = sum(map(bool, judge)) / n
    chance = p_yes * j_yes + (1 - p_yes) * (1 - j_yes)
    if chance == 1:
        return None
    return (observed - chance) / (1 - chance)
