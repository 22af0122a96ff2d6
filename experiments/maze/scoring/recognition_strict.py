"""Recognition's strict reading: the reply's own last line is the ``SHAPE: <name>`` the prompt asked for.

The label uppercase as the prompt prints it (not inside a code fence), one name in the prompt's
language and nothing after it; anything else is a format miss the flexible reading still reads
(the strict policy: :mod:`experiments.maze.scoring`).
"""

from __future__ import annotations

import re

from agents.llm.reading import read_answer
from envs.maze_nav.text import MAX_REPLY_CHARS
from experiments.maze.scoring.common import strict_answer
from experiments.maze.scoring.recognition_mentions import shape_mentions
from experiments.maze.scoring.recognition_vocabulary import Vocabulary

# The strict format: the reply's own last line is "SHAPE: <answer>", the label in uppercase as the
# prompt prints it (not inside a code fence), the answer in the prompt's language: a Chinese or
# full-width name there is a format miss the flexible reading still reads. At most one space
# after the label ("SHAPE:  square", two, or a tab is a format miss: the forty-fifth round's
# ruling for MOVE, ROTATE and PATH, extended to SHAPE in the forty-sixth, v55r_gemma_two_spaces).
_STRICT_LINE = re.compile(r"\A[ \t]*SHAPE: ?(?P<answer>\S.*)\Z")
# Markup around the name ("SHAPE: <square>", the prompt's placeholder brackets kept, or
# "SHAPE: $\boxed{\text{square}}$") is not the asked form: a strict format miss.
_MARKUP = re.compile(r"[<>$\\{}]")
# Any other character outside ASCII ("SHAPE: square ✅", "SHAPE: **Square** 🎉", "✓") is text the
# prompt's one-word answer line does not have (issue 35, eighth round): a strict format miss.
_OTHER_SCRIPT = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]")
# A note after the name ("SHAPE: square (a hollow 4x4 one)", "square - final", "square, a ring",
# "square // outline", "square # ring") is not the prompt's one-word answer line either (issue
# 35, ninth round): a right answer so written is a strict format miss (a line naming a wrong
# shape or several keeps that reason). A full stop after the name, a two-word name ("hollow
# square"), a hyphen inside a name ("semi-circle") and the name alone in brackets ("(C)") stay
# in format.
_NOTE = re.compile(r"[()\[\]]|[ \t]-+(?:[ \t]|\Z)|//|#|[,;:][ \t]*\S")
_WRAPPED = re.compile(r"\A[ \t*_]*[(\[]([^()\[\]]*)[)\]][ \t*_.]*\Z")


# What joins two names offered on one line: "square or rectangle", "box / cube", "box, square".
_NAME_JOIN = re.compile(r"[ \t]{1,3}(?:or|and)[ \t]{1,3}|[ \t]{0,3}[/,;|][ \t]{0,3}", re.IGNORECASE)


def several_names(line: str, vocab: Vocabulary) -> bool:
    """The strict answer line gives two names joined ("square or rectangle"), even of one
    shape: the prompt asks for a name (issue 35, tenth round)."""
    parts = _NAME_JOIN.split(line[:MAX_REPLY_CHARS], maxsplit=8)
    named = [p for p in parts if shape_mentions(p, p.lower(), vocab, answer_line=True)]
    return len(named) > 1


def noted(line: str) -> bool:
    """A note stands after the name on a strict answer line (:data:`_NOTE`)."""
    whole = _WRAPPED.match(line)
    return _NOTE.search(whole.group(1) if whole else line) is not None


# A generic noun closing the line after the name ("square shape", "circle figure", "square
# outline": v69, fifty-first round), markup and a full stop after it left out. Only these:
# "square ring" is a two-word name in v9/v14/v18.
_GENERIC_LAST = re.compile(
    r"(?<![\w-])(shape|figure|form|pattern|outline)[ \t*_`.!]*\Z", re.IGNORECASE
)


def words_after(line: str, vocab: Vocabulary) -> bool:
    """A generic noun stands after the name on a strict answer line ("SHAPE: square shape",
    as "square (box)" holds a note: :data:`_GENERIC_LAST`) and the words before it name a
    shape (issue 35, twenty-third round). "square ring", "hollow square", "C-shape" stay."""
    last = _GENERIC_LAST.search(line[:MAX_REPLY_CHARS])
    if last is None or last.start() == 0:
        return False
    before = line[: last.start()]
    return bool(shape_mentions(before, before.lower(), vocab, answer_line=True))


def strict_line(text: object, finish_reason: object = None) -> str | None:
    """The answer of the reply's last line if it is ``SHAPE: <answer>``, else None."""
    answer = read_answer(text, strict=True, finish_reason=finish_reason)
    if answer.reason is not None:
        return None
    line = strict_answer(answer.text, _STRICT_LINE, "answer")
    if line is None or _OTHER_SCRIPT.search(line) or _MARKUP.search(line) or not line.isascii():
        return None
    return line
