"""Generation's committed maze: which of a reply's mazes is its answer (the flexible reading).

The candidates are the complete mazes of the asked size in the asked encoding
(:func:`envs.maze_nav.text.read_maze_blocks`); the answer cues, self-corrections, picks by
place, the restated original and mazes offered side by side with no choice decide which one is
scored, or that none is (``conflicting``). The rules and their reasons are tabled in
:mod:`experiments.maze.scoring.generation`.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import deque
from itertools import pairwise
from typing import Any

import numpy as np

from agents.llm.reading import CONFLICTING, Answer, hedged, offers_alternative, read_answer
from agents.llm.reading.corrections import maze_check_doubts
from agents.llm.reading.list_picks import LAST, picked_number
from agents.llm.reading.marked_options import AFTER_REACH
from agents.llm.reading.option_labels import head_before, is_option_head
from envs.maze_nav.text import ENCODERS, MAX_REPLY_CHARS, read_maze_blocks
from experiments.maze.scoring.common import FORMAT, MAX_LABELS


def _word_start(branches: str, before: str) -> str:
    """``(?<!before)(?:branches)`` written so that ``re`` skips to the branches' first letters.

    A pattern that opens with a lookbehind is tried at every position of the text; one whose
    branches each open with a letter is tried only where one of those letters stands. So the
    lookbehind moves after each branch's first letter (``"new"`` becomes
    ``"n(?<![a-z0-9]n)ew"``): the same matches, found several times faster. ``branches`` is
    split on ``|`` outside parentheses; each must open with a lowercase letter.
    """
    return "|".join(f"{p[0]}(?<!{before}{p[0]}){p[1:]}" for p in _top_branches(branches))


def _top_branches(branches: str) -> list[str]:
    """``branches`` split on ``|`` outside parentheses."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(branches):
        depth += (ch == "(") - (ch == ")")
        if ch == "|" and depth == 0:
            parts.append(branches[start:i])
            start = i + 1
    parts.append(branches[start:])
    return parts


def _leading_literal(branch: str) -> str:
    """The plain characters ``branch`` opens with (up to its first regex syntax)."""
    return re.split(r"[()\[\]?*+{}|\\.^$]", branch, maxsplit=1)[0]


# The answer cues (see the module docs). "MAZE" is case-sensitive: it is the prompt's own word;
# the others are read in the lowered text. Each pattern starts with a literal (a lookbehind comes
# after a word's first letter, see _word_start), so the engine skips ahead to where one stands.
_CUE_MAZE = re.compile(r"MAZE(?<![A-Za-z0-9]MAZE)(?![A-Za-z0-9])[*_ \t]*:")
_ANSWER_ADJECTIVES = (
    "new|generated|final|created|proposed|corrected|correct|fixed|updated|revised|amended"
    "|improved|better|my"
)
_ANSWER_NOUNS = (
    "maze|version|grid|answer|one|attempt|design|layout|output|result|matrix|list|solution"
)
# "New maze:", "Here is my new 5x5 maze:", "New maze (5x5):", "Corrected version:", "New:",
# "**Final Answer**:", "the fixed version of the maze:", "## Revised maze" (a heading needs no
# colon).
_CUE_LABEL = re.compile(
    rf"(?:{_word_start(_ANSWER_ADJECTIVES, '[a-z0-9]')})(?![a-z0-9])"
    rf"(?:[ \t]+(?:(?:{_ANSWER_ADJECTIVES}|{_ANSWER_NOUNS})(?![a-z0-9])|\d{{1,2}}[ \t]*[x\u00d7][ \t]*\d{{1,2}}))*"
    r"(?:[ \t]+of[ \t]+(?:the|my)[ \t]+maze)?"
    r"[*_ \t]*(?:\([^()\n]{0,40}\)[*_ \t]*)?(?::|$)",
    re.MULTILINE,
)
# "Answer:", "Correction:", "Use this one instead:", "Let me try again:" (a model's thinking is
# set apart by the reading pipeline before the cues are looked for).
_CUE_WORD = re.compile(
    rf"(?:{_word_start('answer|correction|instead|again', '[a-z0-9]')})[*_ \t]*:"
)
# Words of a self-correction in the text right before a maze: that maze supersedes the earlier
# ones ("Oops, G is walled in. Let me move it:").
_CORRECTION_BRANCHES = (
    r"oops|wait|actually|mistake|sorry|correct(?:ed|ion)|fix(?:ed)?(?![a-z])"
    r"|let me (?:correct|redo|try)|try again|revised|updated|amended|instead|scratch that"
    r"|on second thought"
)
_CORRECTION = re.compile(_word_start(_CORRECTION_BRANCHES, "[a-z]"))
_CORRECTION_WORDS = tuple(_leading_literal(b) for b in _top_branches(_CORRECTION_BRANCHES))
"""What every :data:`_CORRECTION` match starts with (each branch's opening literal)."""


class _Corrections:
    """:data:`_CORRECTION` searched in many windows of one lowered text: a window holding none
    of :data:`_CORRECTION_WORDS` is skipped without a search (the words' places are found once
    with ``str.find``), so a reply with hundreds of drafts costs one pass, not one regex scan
    per draft. The same answers as ``_CORRECTION.search(lowered, start, end)``."""

    def __init__(self, lowered: str) -> None:
        self.lowered = lowered
        starts: list[int] = []
        for word in _CORRECTION_WORDS:
            at = lowered.find(word)
            while at >= 0:
                starts.append(at)
                at = lowered.find(word, at + 1)
        self.starts = sorted(starts)

    def search(self, start: int, end: int) -> re.Match[str] | None:
        i = bisect_left(self.starts, start)
        if i == len(self.starts) or self.starts[i] >= end:
            return None  # no word starts in the window: no match can
        return _CORRECTION.search(self.lowered, start, end)


_LEAD_IN_CHARS = 300
MAX_CUES = MAX_LABELS


def _cues(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every answer cue in ``text``, in order."""
    found = [m.span() for m in _CUE_MAZE.finditer(text)] if "MAZE" in text else []
    lowered = text.lower()
    found += [m.span() for m in _CUE_LABEL.finditer(lowered)]
    found += [m.span() for m in _CUE_WORD.finditer(lowered)]
    return sorted(set(found))


def generated_maze(
    text: str, encoding: str, size: int, original: np.ndarray | None = None
) -> tuple[np.ndarray | None, str | None]:
    """The one maze a generation reply is scored on, and why none was found (module docs).

    The reply goes through the reading pipeline (:mod:`agents.llm.reading`) first; the error
    is one of its unreadable reasons when it left nothing to read.

    Args:
        text: the reply.
        encoding: the encoding asked for.
        size: the grid side asked for.
        original: the maze the model was shown; a block identical to it is skipped when the
            reply holds another.
    """
    if not isinstance(text, str):
        return None, "no_grid"
    return answer_maze(
        read_answer(text), encoding, size, original, JSON_OBJECT.search(text) is not None
    )


# A JSON object in the reply as written (before the normalising stage rewrites it).
JSON_OBJECT = re.compile(r"\{\s*\"")


def answer_maze(
    answer: Answer,
    encoding: str,
    size: int,
    original: np.ndarray | None,
    json_written: bool = False,
) -> tuple[np.ndarray | None, str | None]:
    """:func:`generated_maze` on what the reading pipeline left."""
    if answer.reason is not None:
        return None, answer.reason
    codes, error = _committed_maze(answer.text, encoding, size, original)
    if codes is None and error != CONFLICTING and answer.text is not answer.whole:
        codes, error = _committed_maze(answer.whole, encoding, size, original)
    if codes is None and error != CONFLICTING and json_written:
        # A JSON maze is neither encoding (the normalising stage writes it in the one its keys
        # fit: walls, player and goal as coordinate lists): read in the other one too when the
        # asked one finds none. A maze written in the other encoding itself stays a format miss
        # (v3's and v4's labels).
        other = next(e for e in ENCODERS if e != encoding)
        found, other_error = _committed_maze(answer.text, other, size, original)
        if found is None and other_error != CONFLICTING and answer.text is not answer.whole:
            found, other_error = _committed_maze(answer.whole, other, size, original)
        if found is not None or other_error == CONFLICTING:
            return found, other_error
    if codes is not None and error is None and _changes_preferred(answer.whole):
        # A check after the maze that prefers a change it never writes ("I'd rather open (1, 2)
        # as well"): which maze is meant is not said (issue 35, thirty-second round).
        return None, CONFLICTING
    if codes is not None and error is None:
        # The maze restated in the other encoding ("the same maze as coordinates: ..."): the
        # same maze keeps the answer, another maze leaves two answers and no choice (issue 35,
        # thirty-second round).
        other = next(e for e in ENCODERS if e != encoding)
        found, _ = _committed_maze(answer.whole[-_TAIL_REACH:], other, size, original)
        if found is not None and not np.array_equal(found, codes):
            return None, CONFLICTING
    return codes, error


# A wish to edit the maze ("I'd rather open (1, 2)", "I would prefer to wall the corner", "it
# would be better to close (0, 1)"): a preference for a changed maze.
_CHANGE_PREFERRED = re.compile(
    r"(?<![a-z])(?:i['\u2019]d|i[ \t]{1,3}would|we['\u2019]d|it[ \t]{1,3}would[ \t]{1,3}be)[ \t]{1,3}"
    r"(?:rather|prefer[ \t]{1,3}to|be[ \t]{1,3}better[ \t]{1,3}to|better[ \t]{1,3}to)[ \t]{1,3}"
    r"(?:also[ \t]{1,3})?(?:open|wall|close|block|fill|remove|add|move|swap|put|place|clear)"
    r"(?![a-z])",
    re.IGNORECASE,
)


_TAIL_REACH = 4000
"""How far back from the reply's end a restatement or a wish to edit the maze is looked for
(a 5x5 maze in either encoding and a check after it are well inside): the scans stay bounded."""

# A line of a written maze: a matrix row, or a coordinate list's key line.
_MAZE_LINE = re.compile(
    r"^[ \t>*_|`\[-]{0,8}(?:[01PGSE](?:[ \t,|\]\[\"']{0,4}[01PGSE]){3}"
    r"|(?:walls?|empty|open|player(?:[ \t]position)?|goal|start)[ \t]{0,3}:)[^\n]*",
    re.MULTILINE | re.IGNORECASE,
)


def _changes_preferred(text: str) -> bool:
    """A wish to edit the maze after its last row (:data:`_CHANGE_PREFERRED`)."""
    tail = text[-_TAIL_REACH:]
    if "rather" not in tail and "prefer" not in tail and "better" not in tail:
        return False
    rows = deque(_MAZE_LINE.finditer(tail), maxlen=1)
    return bool(rows) and _CHANGE_PREFERRED.search(tail, rows[0].end()) is not None


# A section heading a revision ("Attempt 2:", "**Draft 1**"): a sequence, where the last stands.
_REVISION_HEAD = re.compile(
    r"^[ \t>*_#-]{0,8}(?:attempt|draft|revision)[ \t]{0,3}(?:#[ \t]?)?\d{1,3}(?![\d])",
    re.IGNORECASE | re.MULTILINE,
)


# A pick of a maze by its place after the mazes: "my answer is the second.", "I'll go with the
# first one", "I choose the latter maze".
_PLACE_PICK = re.compile(
    r"(?<![a-z])(?:answer is|choose|chose|pick|go with|going with|take|prefer|select|"
    r"submit|choice is|pick is)[ \t]{1,3}the[ \t]{1,3}(first|second|third|former|latter|last)"
    r"(?:[ \t]{1,3}(?:one|maze|grid|try|attempt|option|version))?[ \t*_]*(?=[.!,;\n]|\Z)"
)
_PLACE = {"first": 1, "second": 2, "third": 3, "former": 1}
_HEAD_WINDOW = 80
"""How far before the first maze its option label (and the ``MAZE:`` after it) is read."""
_MAZE_HEAD_END = re.compile(r"[ \t>*_#]{0,8}MAZE:[ \t*_]*\s*\Z")


def _place_picked(lowered: str, after: int, count: int) -> int | None:
    """The place (1-based) of the maze picked by its place after ``after`` among ``count``
    mazes ("latter" and "last" are the last), or None when there is no such pick."""
    picks = deque(_PLACE_PICK.finditer(lowered, after), maxlen=1)
    if not picks:
        return None
    return _PLACE.get(picks[0].group(1), count)


def _picked(text: str, lowered: str, after: int, count: int) -> int | None:
    """:func:`_place_picked`, else a pick by number or option label in the pipeline's tables
    ("我选方案一。", "Je choisis la première."; :func:`.list_picks.picked_number`, fifty-second
    round)."""
    place = _place_picked(lowered, after, count)
    if place is not None:
        return place
    number = picked_number(text[after : after + AFTER_REACH])
    return count if number == LAST else number


# The prompt's answer label at a line's start (markdown around it), and a line that looks like
# a maze row or a coordinate: what a labelled answer block holds even when it does not parse.
_MAZE_LABEL = re.compile(r"^[ \t>*_#]{0,8}MAZE:[ \t*_]*", re.MULTILINE)
_ROW_LIKE = re.compile(
    r"^[ \t>*_|`\[-]{0,8}[01PGSE](?:[ \t,|\]\[\"']{0,4}[01PGSE]){3}|\([ \t]{0,3}\d{1,3}[ \t]{0,3},",
    re.MULTILINE,
)


def _committed_maze(
    text: str, encoding: str, size: int, original: np.ndarray | None
) -> tuple[np.ndarray | None, str | None]:
    """:func:`_chosen_maze`, then the broken candidates: a ``MAZE:`` block that does not parse
    (six columns, four rows) is an answer offered all the same, so beside the chosen maze with
    no correction between them the reply committed to neither (``conflicting``), and after it
    with a correction before it the broken block is the answer (issue 35, tenth round)."""
    text = text[:MAX_REPLY_CHARS]
    blocks, error = read_maze_blocks(text, encoding, size)
    if not blocks:
        return None, error
    codes, error = _chosen_maze(text, blocks, original)
    if codes is not None:
        # A check after the chosen maze saying it fails or offering another, with no
        # replacement stated after it: the reply commits to no maze (issue 35, twenty-fifth
        # round; a restatement of the same maze after the check stands).
        last = next(b for b in reversed(blocks) if np.array_equal(b.codes, codes))
        if maze_check_doubts(text, last.end):
            return None, CONFLICTING
    if codes is None or "MAZE:" not in text:
        return codes, error
    chosen = next((b for b in blocks if np.array_equal(b.codes, codes)), None)
    if chosen is None:
        return codes, error
    labels = [m.span() for m in deque(_MAZE_LABEL.finditer(text), maxlen=4 * MAX_CUES)]
    lowered = text.lower()
    cues: list[tuple[int, int]] | None = None
    # Whether a block starts in [start, stop): a binary search, not a pass over every block
    # per label (a reasoning reply holds hundreds of drafts and labels).
    block_starts = sorted(b.start for b in blocks)
    for i, (start, end) in enumerate(labels):
        stop = labels[i + 1][0] if i + 1 < len(labels) else len(text)
        first = bisect_left(block_starts, start)
        if (first < len(block_starts) and block_starts[first] < stop) or not _ROW_LIKE.search(
            text, end, stop
        ):
            continue  # a block that parsed, or a label with no maze-like line after it
        if start >= chosen.end:
            if _CORRECTION.search(lowered, chosen.end, start):
                return None, read_maze_blocks(text[start:stop], encoding, size)[1] or FORMAT
            return None, CONFLICTING
        cues = _cues(text) if cues is None else cues
        if not _CORRECTION.search(lowered, end, chosen.start) and not any(
            end <= a < chosen.start and not text.startswith("MAZE", a) for a, _ in cues
        ):
            return None, CONFLICTING
    return codes, error


def _chosen_maze(
    text: str, blocks: list[Any], original: np.ndarray | None
) -> tuple[np.ndarray | None, str | None]:
    """The block the reply commits to among ``blocks`` (the module docs' flexible rules)."""
    lowered = text.lower()
    corrections_in = _Corrections(lowered) if len(blocks) > 1 else None
    if original is not None and len(blocks) > 1:
        # A copy of the original is skipped (models restate the maze they were shown), unless a
        # self-correction leads into it: "actually, let me keep the original layout: MAZE: ...".
        blocks = [
            b
            for i, b in enumerate(blocks)
            if not np.array_equal(b.codes, original)
            or (
                i > 0
                and corrections_in.search(max(blocks[i - 1].end, b.start - _LEAD_IN_CHARS), b.start)
            )
        ] or blocks[:1]
    if len(blocks) == 1:
        return blocks[0].codes, None
    cues = _cues(text)
    if _offered_side_by_side(text, lowered, blocks, cues):
        # Offered side by side: only a pick by place after them ("my answer is the second")
        # chooses one.
        place = _picked(text, lowered, blocks[-1].end, len(blocks))
        if place is None or place > len(blocks):
            return None, CONFLICTING
        return blocks[place - 1].codes, None
    # Only the last MAX_CUES cues count, and the lead-ins only move forward: the last MAX_CUES
    # corrections found from the end are all the corrections that can count.
    corrections = 0
    for before, block in reversed(list(pairwise(blocks))):
        lead_in = max(before.end, block.start - _LEAD_IN_CHARS)
        if corrections_in.search(lead_in, block.start):
            cues.append((lead_in, lead_in))
            corrections += 1
            if corrections == MAX_CUES:
                break
    cues = sorted(cues)[-MAX_CUES:]
    stop = len(text) + 1
    for start, end in reversed(cues):  # the last cue followed by a block first
        for block in blocks:
            if end <= block.start < stop:
                return block.codes, None
        stop = start
    place = _place_picked(lowered, blocks[-1].end, len(blocks))
    if place is not None:
        return (blocks[place - 1].codes, None) if place <= len(blocks) else (None, CONFLICTING)
    last = [(b.start, b.end, b.codes.tobytes()) for b in blocks[-2:]]
    if hedged(text, last):
        return None, CONFLICTING
    # "Option 1: <maze> Option 2: <maze>" and no pick: the first is no more the answer than the
    # second (a grader does not choose for the reply).
    if len({b.codes.tobytes() for b in blocks}) > 1:
        # Revisions headed "Attempt 1:", "Attempt 2:": the last one stands.
        if len(deque(_REVISION_HEAD.finditer(text), maxlen=2)) == 2:
            return blocks[-1].codes, None
        # Two different mazes, no cue, no choice ("Here are two possibilities: ... Either one
        # works."): a grader does not choose for the reply (issue 35's fifth round; scoring the
        # first credited a reply whose other maze was broken).
        return None, CONFLICTING
    return blocks[0].codes, None


def _offered_side_by_side(
    text: str, lowered: str, blocks: list[Any], cues: list[tuple[int, int]]
) -> bool:
    """The last two mazes are different answers offered with no choice (:func:`hedged`:
    "Option 1: MAZE: ... Option 2: MAZE: ...", "... Pick whichever you like", "... or ..."),
    and nothing between them revises the first: the prompt's own ``MAZE:`` label heads each
    answer offered, so it is no cue here, but a self-correction or another answer cue ("Fixed
    version:") makes the second a revision, read by the cues as before."""
    first, second = blocks[-2], blocks[-1]
    if offers_alternative(text[first.end : second.start]):
        return True  # "Or this:", "Another valid answer:", "Alternatively:" before the second
    if _option_heads(text, first.start, text[first.end : second.start]):
        # "方案一：MAZE: ... 方案二：MAZE: ...": two mazes under option labels, with nothing
        # after them or a pick the tables read ("我选方案一。"); another closing ("所以选方案二")
        # is read by the cues as before.
        closing = text[second.end : second.end + AFTER_REACH]
        if not closing.strip() or picked_number(closing) is not None:
            return True
    if _CORRECTION.search(lowered, first.end, second.start):
        return False
    if any(first.end <= a < second.start and not text.startswith("MAZE", a) for a, _ in cues):
        return False
    last = [(b.start, b.end, b.codes.tobytes()) for b in (first, second)]
    if hedged(text, last):
        return True
    # "MAZE:\n<maze>\n\nMAZE:\n<maze>" and nothing said: two answers under the prompt's label
    # side by side (as two MOVE: lines are).
    return (
        first.codes.tobytes() != second.codes.tobytes()
        and text[first.end : second.start].strip(" \t\r\n*_") == "MAZE:"
        and _labelled_block(text, first.start)
    )


def _option_heads(text: str, first_start: int, between: str) -> bool:
    """The two mazes are headed by option labels naming different places (:mod:`agents.llm.
    reading.option_labels`), the prompt's ``MAZE:`` label after each label allowed."""
    second = is_option_head(_MAZE_HEAD_END.sub("", between))
    if second is None:
        return False
    before = _MAZE_HEAD_END.sub("", text[max(0, first_start - _HEAD_WINDOW) : first_start])
    first = head_before(before, len(before))
    return first is not None and first != second


def _labelled_block(text: str, start: int) -> bool:
    """The block starting at ``start`` follows a ``MAZE:`` line (blank lines aside)."""
    return text[max(0, start - 40) : start].rstrip(" \t\r\n*_").endswith("MAZE:")
