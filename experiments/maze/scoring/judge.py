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
``prompt_hash``    :data:`agents.llm.prompts.JUDGE_PROMPT_HASH`
=================  =============================================================
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agents.base import ChatClient
from agents.llm.judge import Judgement, judge_reply
from agents.llm.parsing import parse_move, parse_rotation
from agents.llm.prompts import JUDGE_PROMPT_HASH
from envs.maze_nav.logic import Maze
from experiments.maze.scoring.generation import score_generation
from experiments.maze.scoring.recognition import AMBIGUOUS, UNREADABLE, score_recognition
from experiments.maze.scoring.solution import check_solution


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
