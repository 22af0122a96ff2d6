"""What a judge model is told when it re-reads a reply (issue 35's optional second reading).

Kept apart from :mod:`agents.llm.prompts`, whose hashes name what the models under study were
asked: the judge's wording has its own hash, :data:`JUDGE_PROMPT_HASH`, stored beside each judged
verdict, so changing it never changes the study's template hashes.
"""

from __future__ import annotations

import hashlib

from agents.llm.prompts import hash_table

JUDGE_TASKS: dict[str, tuple[str, str]] = {
    "solve": ("the next move in a maze", "MOVE: (row, col)"),
    "one_shot": ("a whole path through a maze", "PATH: (row, col) (row, col) ..."),
    "recognize": ("which shape the empty cells of a maze form", "SHAPE: <name in English>"),
    "generate": ("a new maze", "MAZE: on one line, then the maze's rows on the lines after it"),
    "puzzle": ("a move in a rotation puzzle", "ROTATE: (row, col) clockwise (or counterclockwise)"),
}
JUDGE_UNREADABLE = "UNREADABLE"
JUDGE_TEMPLATE = (
    "You are grading another model's reply. It was asked for {task}. Read the whole reply the "
    "way a careful human grader would and say which final answer it commits to. If it commits "
    "to none (it offers alternatives without choosing one, it is cut off before its answer, or "
    "it gives no answer), say {unreadable}.\n\n"
    "End your reply with the answer in exactly this form: {form}; or the single word "
    "{unreadable}.\n\nThe reply, between the lines of dashes:\n-----\n{reply}\n-----"
)


def judge_prompt(phase: str, reply: str) -> str:
    """The judge's prompt for one reply of ``phase`` (one of :data:`JUDGE_TASKS`)."""
    if phase not in JUDGE_TASKS:
        raise ValueError(f"phase={phase!r} is not allowed; allowed: {list(JUDGE_TASKS)}")
    task, form = JUDGE_TASKS[phase]
    return JUDGE_TEMPLATE.format(task=task, form=form, unreadable=JUDGE_UNREADABLE, reply=reply)


def judge_template_hash() -> str:
    """An 8-hex-digit hash of the judge's wording (stored beside each judged verdict)."""
    h = hashlib.sha256(JUDGE_TEMPLATE.encode())
    hash_table(h, {k: "\x00".join(v) for k, v in JUDGE_TASKS.items()})
    return h.hexdigest()[:8]


JUDGE_PROMPT_HASH = judge_template_hash()
