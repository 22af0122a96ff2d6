"""Answer lines laid out in parallel with different values and nothing saying which stands.

Issue 35, forty-sixth round. A small model repeating "ROTATE: (1, 1) clockwise" and "ROTATE:
(1, 1) counterclockwise", two "**Final Answer**" sections naming different moves, options
headed 方案一/方案二 with no pick: the reader took the last line, while it abstained on the same
lines with words between them. A careful grader reads the last line only when the reply says
it replaces the others (a correction word, "final" on one only, a pick); identical repeats are
one answer. So the one rule, in every phase and both readings: two or more answer lines of one
label end the reply, their values differ, and what stands between them is no word at all, the
same line before each (a filler such as "The player moves.", or one "Final Answer" heading
each: "final" over every line picks none, over the last only it is a pick), or an option heading naming an alternative by an enumerator, in any of the languages
the tables hold. Text after the last line (a pick, a verdict) leaves the reply to the stages
that read it.

Linear: the labels are :func:`.answer_lines.answer_labels`' cached ones, each gap is read once.
"""

from __future__ import annotations

import re

from agents.llm.reading.answer_lines import answer_labels, value_end
from agents.llm.reading.start_guard import compile_guarded

OPTION_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("option", "route", "plan", "choice", "candidate", "alternative", "path"),
    "chinese": ("方案", "选项", "选择", "路线", "路径", "答案"),
    "spanish": ("opción", "ruta", "plan"),
    "french": ("option", "route", "plan", "choix"),
    "german": ("option", "route", "plan", "variante"),
    "italian": ("opzione", "percorso", "piano"),
    "portuguese": ("opção", "rota", "plano"),
    "russian": ("вариант", "маршрут", "план"),
    "japanese": ("案", "選択肢", "ルート"),
    "korean": ("옵션", "방안", "경로"),
}
"""A word heading one alternative when an enumerator follows it ("Option 2", "方案一")."""

_ENUMERATOR = r"(?:[A-Da-d1-9]|一|二|三|四|甲|乙|one|two|three)"


def _option_heading() -> re.Pattern[str]:
    words = sorted({w for ws in OPTION_WORDS.values() for w in ws}, key=len, reverse=True)
    spelled = "|".join(re.escape(w) for w in words)
    return compile_guarded(rf"(?:{spelled})[ \t]{{0,3}}{_ENUMERATOR}", re.IGNORECASE)


OPTION_HEADING = _option_heading()
_DECORATION = " \t*#_>:：.-"
_REACH = 3000
_KINDS = ("MOVE", "PATH", "SHAPE", "MAZE", "ROTATE")


def _bare(line: str) -> str:
    """A line without markdown emphasis, heading marks and its closing colon, lower-cased."""
    return " ".join(line.strip(_DECORATION).replace("*", "").replace("_", "").split()).lower()


def _wordless(gap: str, lead: str) -> bool:
    """Whether the text between two answer lines says nothing about which stands: blank, the
    same line that stands before the first answer (a "Final Answer" heading over every
    section, in any language), or an option heading."""
    for line in gap.splitlines():
        bare = _bare(line)
        if not bare or bare == lead:
            continue
        if (m := OPTION_HEADING.match(bare)) is not None and m.end() == len(bare):
            continue
        return False
    return True


def _value(kind: str, value: str) -> str:
    """An answer line's value in a form where the same answer written twice is one string:
    the numbers of a cell or route, the numbers and words of a turn, a shape's first word, a
    maze's grid characters; "" for a placeholder echoed from the prompt ("(row, col)")."""
    if kind in ("MOVE", "PATH"):
        return "".join(ch for ch in value if ch.isdigit())
    if kind == "ROTATE":
        kept = "".join(ch for ch in value.lower() if ch.isalnum())
        return kept if any(ch.isdigit() for ch in kept) else ""
    if kind == "SHAPE":
        words = value.lower().replace("*", " ").split()
        word = words[0].strip(".,;:!") if words else ""
        return "" if "<" in word or ">" in word else word
    grid = "".join(ch for ch in value if ch in "01PG#X")
    return grid if "P" in grid and "G" in grid else ""


_WORD = re.compile(r"[^\W\d_]+")
_MAX_WORDS = 3
"""An answer line holding more words than a turn or a shape's name is prose (a correction
inside it, "— no wait, ..."), no parallel answer line."""


def _answer_line(text: str, kind: str, label: re.Match[str], end: int) -> bool:
    """Whether the label opens its line and its value is the answer alone."""
    start = text.rfind("\n", 0, label.start()) + 1
    if text[start : label.start()].strip(_DECORATION):
        return False  # "Last turn I sent ROTATE: ...", "If from 0: MOVE: ...": prose
    return kind == "MAZE" or len(_WORD.findall(text, label.end(), end)) <= _MAX_WORDS


def parallel_answers(text: str) -> bool:
    """Two or more answer lines of one label close ``text`` with different values, nothing
    between them saying which stands (module docs). Never raises; linear."""
    # The lines close the reply: its last few thousand characters are read (bounded, so
    # constant time; labels further back would stand before the first as more than one line).
    text = text[-_REACH:]
    labels = answer_labels(text)
    if len(labels) < 2:
        return False
    names = {label.group().split(":")[0].strip() for label in labels}
    # The prompt's labels are upper-case; "Move:" or "Here is the path:" is prose.
    if len(names) != 1 or next(iter(names)) not in _KINDS:
        return False
    kind = next(iter(names))
    ends = [value_end(text, label.end()) for label in labels]
    if not all(
        _answer_line(text, kind, label, end) for label, end in zip(labels, ends, strict=True)
    ):
        return False
    if text[ends[-1] :].strip():
        return False  # a pick or a verdict after the lines: the other stages read it
    before = text[: labels[0].start()]
    lead_lines = [_bare(line) for line in before.splitlines() if _bare(line)]
    if len(lead_lines) > 1:
        return False  # reasoning before the lines: no parallel layout
    lead = lead_lines[0] if lead_lines else ""
    for end, label in zip(ends, labels[1:], strict=False):
        if not _wordless(text[end : label.start()], lead):
            return False
    starts = [label.start() for label in labels[1:]] + [len(text)]
    values = {
        _value(kind, text[label.end() : min(end, nxt)])
        for label, end, nxt in zip(labels, ends, starts, strict=True)
    }
    values.discard("")
    return len(values) > 1
