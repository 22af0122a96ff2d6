"""A reply's own ``diff`` editing its answer (issue 35, thirty-second round).

A writer may correct the answer already written with a patch: a fenced ``diff`` (or ``patch``)
block, or a line "Edit: ..." followed by ``-``/``+`` lines. Each run of removed lines is paired
with the run of added lines after it; the removed lines must be consecutive lines of the text
above the patch (blanks and spacing aside). When every run applies, the edited text is the
answer and the patch is gone; when one does not apply, which answer is meant is not said
(:func:`apply_diffs` returns None: unreadable). A patch with no answer above it corrects an
earlier turn's answer: its added lines are the answer. A list of ``-`` bullets alone edits nothing.
"""

from __future__ import annotations

import re

_FENCED = re.compile(r"^[ \t]*```[ \t]*(?:diff|patch)[ \t]*\n((?:(?!```).*\n){1,400}?)[ \t]*```[ \t]*$",
                     re.IGNORECASE | re.MULTILINE)  # fmt: skip
_EDIT = re.compile(
    r"^[ \t*_]*edit(?:ed)?\b[^\n]{0,120}\n((?:[ \t]*[-+][^\n]*(?:\n|\Z)){2,400})",
    re.IGNORECASE | re.MULTILINE,
)


# An answer above the patch: a phase label, a cell or a row of maze cells.
_ANSWERED = re.compile(
    r"(?:move|path|shape|maze|rotate)[ \t*_`]*:|\(\s*\d+\s*,\s*\d+\s*\)|^[ \t]*[01PG](?:[ \t]+[01PG]){3,}",
    re.IGNORECASE | re.MULTILINE,
)


def _norm(line: str) -> str:
    return " ".join(line.split())


def _runs(body: str) -> list[tuple[list[str], list[str]]] | None:
    runs: list[tuple[list[str], list[str]]] = []
    for raw in body.splitlines():
        line = raw.strip()
        if not line or line.startswith(("---", "+++", "@@")):
            continue
        sign, content = line[0], _norm(line[1:])
        if sign == "-":
            if not runs or runs[-1][1]:
                runs.append(([], []))
            runs[-1][0].append(content)
        elif sign == "+":
            if not runs:
                return None  # an addition with nothing said where: not applied
            runs[-1][1].append(content)
    return runs if runs and all(removed and added for removed, added in runs) else None


def _apply(text: str, runs: list[tuple[list[str], list[str]]]) -> str | None:
    lines = text.split("\n")
    for removed, added in runs:
        norms = [_norm(line) for line in lines]
        at = next(
            (
                i
                for i in range(len(lines) - len(removed) + 1)
                if norms[i : i + len(removed)] == removed
            ),
            None,
        )
        if at is None:
            return None
        lines[at : at + len(removed)] = added
    return "\n".join(lines)


def apply_diffs(text: str) -> str | None:
    """``text`` with its own patch applied and removed, unchanged when it holds none, None when
    a patch does not apply cleanly (module docs). Never raises."""
    if "-" not in text or "+" not in text:
        return text
    m = _FENCED.search(text) or _EDIT.search(text)
    if m is None:
        return text
    runs = _runs(m.group(1))
    if runs is None:
        return text if m.re is _EDIT else None
    before = text[: m.start()]
    # The line announcing the patch ("Edit: open the centre too:") goes with it.
    head = before.rstrip().rsplit("\n", 1)
    if len(head) == 2 and re.match(r"[ \t*_]*edit", head[1], re.IGNORECASE):
        before = head[0]
    if not _ANSWERED.search(before):
        # Nothing above to edit: the patch corrects an earlier turn's answer, and its added
        # lines are this reply's answer ("Correction to my previous answer:" and a diff).
        return "\n".join(line for _, added in runs for line in added) + "\n" + text[m.end() :]
    edited = _apply(before, runs)
    return None if edited is None else edited + "\n" + text[m.end() :]
