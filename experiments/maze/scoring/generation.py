"""Generation: which maze a reply is scored on, the four verdicts, and the strict reading.

Two readings of every reply, side by side (lm-evaluation-harness reports ``strict-match`` and
``flexible-extract`` the same way):

* **flexible** (``success``): the maze a careful grader takes as the reply's final committed
  answer, wherever and however it is written;
* **strict** (``strict``): the prompt's own format, read only there.

Both are then judged by the specification's four verdicts (valid format, shape preserved,
novel, path valid). A block is bounded by the lines that belong to it
(:func:`envs.maze_nav.text.maze_blocks`): whatever follows it (a path "from P to G", notes,
"Start: top row.", a second maze) cannot change it, and exactly one maze is scored.

=================================  ===========================================================
rule                               reading
=================================  ===========================================================
**flexible**
candidates                         every complete maze of the asked size in the asked encoding
the original restated              a block identical to the maze the model was shown is
                                   skipped when the reply holds another ("Original maze: ...
                                   New maze (5x5): ..."); alone, it is scored (and not novel)
answer cues                        ``MAZE:`` (the prompt's word, case-sensitive); labels built
                                   from new / generated / final / created / proposed /
                                   corrected / fixed / updated / revised / amended / improved /
                                   better / my, then maze / version / grid / answer / one /
                                   ..., a size ("5x5") or "(5x5)", and a colon or the line's
                                   end ("Here is my new 5x5 maze:", "New:", "## Corrected
                                   maze"); "answer:", "correction:", "instead:", "again:";
                                   "</think>" (drafts in a model's thinking come before it)
corrections                        a maze whose lead-in (the text since the previous maze)
                                   has words of a self-correction ("oops", "wait", "actually",
                                   "fixed", "sorry", "let me try", ...; not "correctly") is a
                                   cue too
which block                        the first candidate after the last cue that has one before
                                   the next cue; with no such cue, the first candidate; only
                                   the last :data:`MAX_CUES` cues count
several uncommitted candidates     two or more different mazes with no cue and no choice
                                   are ``unreadable (conflicting)``: a grader does not
                                   choose for the reply (copies of one maze are one answer);
                                   so are the last two when offered side by side with no
                                   choice ("Option 1: MAZE: ... Option 2: MAZE: ...",
                                   "pick whichever you like"), the prompt's ``MAZE:`` label
                                   heading each (a correction or another cue between them
                                   makes the second a revision)
matrix decoration                  read through: code fences, table pipes, a column-header
                                   line, a first column numbering the rows 0.. or 1..,
                                   "R0:"/"Row 1:"/"Line 1:"/"1."/"MAZE:" labels, "> " quotes,
                                   bullets, brackets/commas/quotes (JSON, one line or many),
                                   "# row 0"/"<- note"/"// note" after a row, a blank line after
                                   every row, rows without spaces (P and G only: S/E for
                                   P/G is no maze the prompt asked for, the lead's v7 ruling)
coordinate-list decoration         read through: bullets, bold, headings instead of colons
                                   ("### Walls" then the list), "P:"/"G:"/"Start"/"End"
                                   labels, several labels on one line ("Player: (0,3), Goal:
                                   (2,4)", one-line JSON), a two-column markdown table,
                                   [r,c] and "row r, column c" cells, wrapped lists
a path after a coordinate list     never part of the maze: a line of cells continues only a
                                   wall or empty list (not after a blank line), or a label
                                   that has no cell yet
**strict**
the answer line                    the reply's last line that reads exactly ``MAZE:``
                                   (surrounding whitespace aside; bold or italic around it,
                                   ``**MAZE:**``, is inline markdown and tolerated; "Maze:",
                                   "**MAZE**:" or text on the line are format failures)
the block                          right after it (blank lines allowed): the maze exactly as
                                   the encoder writes it, leading and trailing whitespace
                                   aside: matrix rows of the symbols 1/0/P/G separated by one
                                   space; the four lines ``Walls:``, ``Empty:``, ``Player
                                   position:``, ``Goal:`` in that order, cells as ``(r,c)``
                                   joined by ", " in row-major order, P's and G's cells on
                                   their own lines only (the block must equal the encoder's
                                   text of the maze it reads: issue 35, eighth round)
code fences                        a format failure (issue 35's strict policy,
                                   :mod:`experiments.maze.scoring`): a fence is a wrapper,
                                   and taking wrappers off is the normalising stage's job,
                                   which the strict reading leaves out; the flexible reading
                                   reads a fenced maze
nothing after it                   any text after the block is a format failure: the prompt
                                   says "with nothing after it"
verdicts                           the strict block must pass all four; a wrong size is the
                                   verdict "no 5x5 ... maze found (wrong_size)", not format
strict_reason                      :data:`~experiments.maze.scoring.common.FORMAT` when the format
                                   was not followed (even if the flexible answer is right),
                                   else the first failing verdict's reason; None on a pass
=================================  ===========================================================

Where the flexible reading departs from the specification's literal rule (the reference
implementation passes a reply when any valid placement's exact encoding occurs in it as a
substring), and why:

* **Any decoration, not the exact string.** The literal rule fails every maze written with a
  table, labels, commas or other spacing; a grader reads those as the same maze, and the
  specification's verdict 3 ("contains proper encoding") names the content, not the spacing.
* **One committed maze, not any substring.** The literal rule passes a reply that lists many
  mazes if one of them fits, and one that corrects a right maze into a wrong one. Scoring
  exactly the committed block makes writing several gain nothing and makes corrections count.
* **The restated original is skipped.** The specification excludes the original from the
  accepted encodings; a reply quoting it before or after its answer did not answer with it.
* **Shape in the orientations that count.** "Shape preserved" means the corridors are a
  template of the shape laid down in one of the orientations its registry entry counts
  (``envs.maze_nav.shape_registry``): a triangle in any (the specification's "various
  orientations"; an isosceles apex down was refused before), a Z only as drawn (turned 90° it is
  an N). Every maze the envs draw is "as drawn", so no other verdict changed. The record's
  ``orientation`` says how the maze lies (``"as drawn"``, ``"rotated 90"``, ``"mirrored"``, ...).
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from typing import Any

import numpy as np

from agents.llm.prompts import MAZE_ANSWER
from agents.llm.reading import (
    CONFLICTING,
    UNREADABLE,
    UNREADABLE_REASONS,
    Answer,
    hedged,
    offers_alternative,
    read_answer,
)
from envs.maze_nav.constants import ALL_SHAPE_NAMES, SHAPE_CONNECTIVITY, active_shapes
from envs.maze_nav.logic import GOAL, PLAYER, WALL, Maze, bfs_distances
from envs.maze_nav.shapes import orientation_of_key, shape_of_key
from envs.maze_nav.text import (
    ENCODERS,
    MATRIX_SYMBOLS,
    MAX_REPLY_CHARS,
    coord_list_grid,
    read_maze_blocks,
)
from experiments.maze.scoring.common import FORMAT, MAX_LABELS


def _word_start(branches: str, before: str) -> str:
    """``(?<!before)(?:branches)`` written so that ``re`` skips to the branches' first letters.

    A pattern that opens with a lookbehind is tried at every position of the text; one whose
    branches each open with a letter is tried only where one of those letters stands. So the
    lookbehind moves after each branch's first letter (``"new"`` becomes
    ``"n(?<![a-z0-9]n)ew"``): the same matches, found several times faster. ``branches`` is
    split on ``|`` outside parentheses; each must open with a lowercase letter.
    """
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(branches):
        depth += (ch == "(") - (ch == ")")
        if ch == "|" and depth == 0:
            parts.append(branches[start:i])
            start = i + 1
    parts.append(branches[start:])
    return "|".join(f"{p[0]}(?<!{before}{p[0]}){p[1:]}" for p in parts)


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
_CORRECTION = re.compile(
    _word_start(
        r"oops|wait|actually|mistake|sorry|correct(?:ed|ion)|fix(?:ed)?(?![a-z])"
        r"|let me (?:correct|redo|try)|try again|revised|updated|amended|instead|scratch that"
        r"|on second thought",
        "[a-z]",
    )
)
_LEAD_IN_CHARS = 300
MAX_CUES = MAX_LABELS
ANSWER_LINE = MAZE_ANSWER
"""The line the generation prompt asks the maze to follow (the prompts' own constant)."""


def _cues(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every answer cue in ``text``, in order."""
    found = [m.span() for m in _CUE_MAZE.finditer(text)] if "MAZE" in text else []
    lowered = text.lower()
    found += [m.span() for m in _CUE_LABEL.finditer(lowered)]
    found += [m.span() for m in _CUE_WORD.finditer(lowered)]
    return sorted(set(found))


@dataclass(frozen=True)
class GenerationScore:
    """The specification's four generation verdicts; ``success`` is all four.

    Attributes:
        valid_format: a grid of the right size parsed, with only the four codes, exactly one
            player and one goal.
        shape_preserved: its corridor cells (player and goal included) are a placement of the
            original's shape at that size, laid down in an orientation that counts as the shape
            (``envs.maze_nav.shape_registry.ShapeEntry.orientations``: a triangle in any).
        novel: it differs from the original maze (start and goal included).
        path_valid: the goal is reachable from the player under the shape's connectivity.
        reason: why it failed (the first failing verdict), or None.
        codes: the parsed code grid, or None.
        strict: the strict reading passed: the reply ends with the ``MAZE:`` line and the maze
            in the asked encoding right after it (see the module docs), and that maze passes
            all four verdicts.
        strict_reason: why the strict reading failed: :data:`~experiments.maze.scoring.common.FORMAT`
            when the asked format was not followed, else the failing verdict's reason (None
            when ``strict`` holds).
        orientation: how the scored maze's corridors lie relative to the templates the envs
            draw of the original's shape (``envs.maze_nav.shapes.orientation_of``): ``"as
            drawn"``, ``"rotated 90"`` (a quarter turn clockwise), ..., ``"mirrored"``,
            ``"mirrored, rotated 90"``, ...; None when they are no template of it in any
            orientation. A turned template that does not count as the shape (a Z turned 90°
            is an N) has an orientation and ``shape_preserved`` False.
    """

    valid_format: bool
    shape_preserved: bool
    novel: bool
    path_valid: bool
    reason: str | None
    codes: np.ndarray | None = None
    strict: bool = False
    strict_reason: str | None = FORMAT
    orientation: str | None = None

    @property
    def success(self) -> bool:
        return self.valid_format and self.shape_preserved and self.novel and self.path_valid

    def as_record(self) -> dict[str, Any]:
        return {
            "success": self.success,
            "valid_format": self.valid_format,
            "shape_preserved": self.shape_preserved,
            "novel": self.novel,
            "path_valid": self.path_valid,
            "reason": self.reason,
            "strict": self.strict,
            "strict_reason": self.strict_reason,
            "orientation": self.orientation,
            # The bare reason ("truncated"), as solve and recognition store it; ``reason``
            # keeps the worded form ("unreadable (truncated)") that the tables print.
            **({"unreadable": self.unreadable_reason} if self.unreadable else {}),
        }

    @property
    def unreadable(self) -> bool:
        """The reply was not read (cut off, still thinking, alternatives with no choice)."""
        return bool(self.reason and self.reason.startswith(UNREADABLE))

    @property
    def unreadable_reason(self) -> str | None:
        """Why the reply was not read, bare (``"truncated"``), or None when it was read."""
        return bare_unreadable_reason(self.reason) if self.unreadable else None


def bare_unreadable_reason(reason: object) -> str | None:
    """``"truncated"`` from ``"unreadable (truncated)"`` (how generation worded the record's
    ``unreadable`` field before issue 35); a bare reason as it is; None for anything else.

    Readers of old result folders call it so both forms read the same.
    """
    if not isinstance(reason, str) or not reason:
        return None
    prefix = f"{UNREADABLE} ("
    if reason.startswith(prefix) and reason.endswith(")"):
        return reason[len(prefix) : -1]
    return reason


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
    return _answer_maze(
        read_answer(text), encoding, size, original, _JSON_OBJECT.search(text) is not None
    )


# A JSON object in the reply as written (before the normalising stage rewrites it).
_JSON_OBJECT = re.compile(r"\{\s*\"")


def _answer_maze(
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
    return codes, error


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


def _place_picked(lowered: str, after: int, count: int) -> int | None:
    """The place (1-based) of the maze picked by its place after ``after`` among ``count``
    mazes ("latter" and "last" are the last), or None when there is no such pick."""
    picks = deque(_PLACE_PICK.finditer(lowered, after), maxlen=1)
    if not picks:
        return None
    return _PLACE.get(picks[0].group(1), count)


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
    if codes is None or "MAZE:" not in text:
        return codes, error
    chosen = next((b for b in blocks if np.array_equal(b.codes, codes)), None)
    if chosen is None:
        return codes, error
    labels = [m.span() for m in deque(_MAZE_LABEL.finditer(text), maxlen=4 * MAX_CUES)]
    lowered = text.lower()
    cues: list[tuple[int, int]] | None = None
    for i, (start, end) in enumerate(labels):
        stop = labels[i + 1][0] if i + 1 < len(labels) else len(text)
        if any(start <= b.start < stop for b in blocks) or not _ROW_LIKE.search(text, end, stop):
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
    if original is not None and len(blocks) > 1:
        # A copy of the original is skipped (models restate the maze they were shown), unless a
        # self-correction leads into it: "actually, let me keep the original layout: MAZE: ...".
        lowered = text.lower()
        blocks = [
            b
            for i, b in enumerate(blocks)
            if not np.array_equal(b.codes, original)
            or (
                i > 0
                and _CORRECTION.search(
                    lowered, max(blocks[i - 1].end, b.start - _LEAD_IN_CHARS), b.start
                )
            )
        ] or blocks[:1]
    if len(blocks) == 1:
        return blocks[0].codes, None
    cues = _cues(text)
    lowered = text.lower()
    if _offered_side_by_side(text, lowered, blocks, cues):
        # Offered side by side: only a pick by place after them ("my answer is the second")
        # chooses one.
        place = _place_picked(lowered, blocks[-1].end, len(blocks))
        if place is None or place > len(blocks):
            return None, CONFLICTING
        return blocks[place - 1].codes, None
    # Only the last MAX_CUES cues count, and the lead-ins only move forward: the last MAX_CUES
    # corrections found from the end are all the corrections that can count.
    corrections = 0
    for before, block in reversed(list(pairwise(blocks))):
        lead_in = max(before.end, block.start - _LEAD_IN_CHARS)
        if _CORRECTION.search(lowered, lead_in, block.start):
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


def _labelled_block(text: str, start: int) -> bool:
    """The block starting at ``start`` follows a ``MAZE:`` line (blank lines aside)."""
    return text[max(0, start - 40) : start].rstrip(" \t\r\n*_").endswith("MAZE:")


def score_generation(
    text: object,
    original: Maze | np.ndarray,
    encoding: str,
    shape: str,
    shapes: tuple[str, ...] | list[str] | None = None,
    finish_reason: object = None,
) -> GenerationScore:
    """Score a generated maze against the ``original`` (a Maze or its code grid).

    Args:
        text: the model's reply.
        original: the maze the model was shown.
        encoding: ``"matrix"`` or ``"coord_list"``, the encoding asked for.
        shape: the original's shape; its connectivity (``SHAPE_CONNECTIVITY``) judges the path.
        shapes: the study's shapes; a reason names the shape a wrong maze forms only within
            their active set (``envs.maze_nav.constants.active_shapes``; None: ``shape``'s
            own), so a default study's reasons read as before the extended shapes existed.
            The verdicts do not depend on it.
        finish_reason: the API's finish reason: ``"length"`` (cut off) is
            ``"unreadable (truncated)"``, never a success.
    """
    if encoding not in ENCODERS:
        raise ValueError(f"encoding={encoding!r} is not a text encoding; allowed: {list(ENCODERS)}")
    if shape not in ALL_SHAPE_NAMES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(ALL_SHAPE_NAMES)}")
    if shapes is not None and not set(shapes) <= set(ALL_SHAPE_NAMES):
        raise ValueError(
            f"shapes={shapes!r} has an unknown shape; allowed: {list(ALL_SHAPE_NAMES)}"
        )
    active = active_shapes((shape, *(shapes or ())))
    orig = original.codes() if isinstance(original, Maze) else np.asarray(original)
    size = int(orig.shape[0])
    if not isinstance(text, str):
        return GenerationScore(False, False, False, False, "no reply")
    reading = read_answer(text, finish_reason=finish_reason)
    if reading.reason is not None:
        return GenerationScore(False, False, False, False, f"{UNREADABLE} ({reading.reason})")
    codes, error = _answer_maze(
        reading, encoding, size, orig, _JSON_OBJECT.search(text) is not None
    )
    orientation = None
    if error in UNREADABLE_REASONS:
        verdicts = (False, False, False, False, f"{UNREADABLE} ({error})")
    elif codes is None:
        verdicts = (False, False, False, False, _not_found(size, encoding, error))
    else:
        verdicts = _verdict(codes, orig, shape, active)
        key = np.packbits(codes != WALL).tobytes()
        orientation = orientation_of_key(key, int(codes.shape[0]), shape)
    strict_codes, strict_reason = strict_maze(read_answer(text, strict=True).text, encoding, size)
    if strict_codes is not None and error == CONFLICTING:
        # The strict block is one of the answers offered with no choice: abstaining is no
        # choosing, so the strict reading abstains with the flexible one.
        strict_reason = verdicts[4]
    elif strict_codes is not None:
        same = codes is not None and np.array_equal(strict_codes, codes)
        strict_reason = verdicts[4] if same else _verdict(strict_codes, orig, shape, active)[4]
    return GenerationScore(*verdicts, codes, strict_reason is None, strict_reason, orientation)


def _not_found(size: int, encoding: str, error: str | None) -> str:
    return f"no {size}x{size} {encoding} maze found ({error})"


# -- the strict reading ---------------------------------------------------------------------------
# The lines the encoders write, matched on stripped lines (no leading or trailing whitespace
# pattern, which would make findall quadratic on a run of spaces).
_STRICT_FENCE = re.compile(r"(?:```|~~~)[A-Za-z0-9_+\-]*")
_STRICT_MATRIX_ROW = re.compile(r"[01PG](?:[ \t]+[01PG])*")
_STRICT_CELLS = (
    r"(?:\([ \t]*\d+[ \t]*,[ \t]*\d+[ \t]*\)(?:[ \t]*,[ \t]*\([ \t]*\d+[ \t]*,[ \t]*\d+[ \t]*\))*)?"
)
_STRICT_PAIR = re.compile(r"\([ \t]*(\d+)[ \t]*,[ \t]*(\d+)[ \t]*\)")
_STRICT_SYMBOLS = {MATRIX_SYMBOLS[code]: code for code in MATRIX_SYMBOLS}
_STRICT_COORD_LINES = (
    re.compile(rf"Walls:[ \t]*{_STRICT_CELLS}"),
    re.compile(rf"Empty:[ \t]*{_STRICT_CELLS}"),
    re.compile(rf"Player position:[ \t]*{_STRICT_CELLS}"),
    re.compile(rf"Goal:[ \t]*{_STRICT_CELLS}"),
)


_EMPHASIS_LABEL = re.compile(r"(\*\*|__|\*|_|)MAZE:\1")


def _strict_answer_lines(text: str) -> list[str] | None:
    """The stripped lines after the reply's last ``MAZE:`` line, or None when it has none."""
    end = len(text)
    for _ in range(MAX_CUES):
        at = text.rfind(ANSWER_LINE, 0, end)
        if at < 0:
            return None
        line_start = text.rfind("\n", 0, at) + 1
        line_end = text.find("\n", at)
        line_end = len(text) if line_end < 0 else line_end
        # Inline bold or italic around the label ("**MAZE:**") is tolerated, as around the other
        # phases' labels (issue 35's strict policy).
        if _EMPHASIS_LABEL.fullmatch(text[line_start:line_end].strip()):
            return [line.strip() for line in text[line_end:].splitlines()]
        end = at
    return None


def strict_maze(text: str, encoding: str, size: int) -> tuple[np.ndarray | None, str | None]:
    """The maze the strict reading scores, or None and why (module docs, "strict").

    The reply's last line reading ``MAZE:``, then the maze exactly as the encoder writes it
    (leading and trailing whitespace aside), not fenced, and nothing after it. Returns
    ``(None, FORMAT)`` when the format was not followed, ``(None, reason)`` when it was but the
    block is not a ``size`` x ``size`` maze.
    """
    if not isinstance(text, str) or encoding not in ENCODERS:
        return None, FORMAT
    lines = _strict_answer_lines(text[-MAX_REPLY_CHARS:])
    if lines is None:
        return None, FORMAT
    i, n = 0, len(lines)
    while i < n and not lines[i]:
        i += 1
    if i < n and _STRICT_FENCE.fullmatch(lines[i]) is not None:
        return None, FORMAT  # a fence is a wrapper: the normalising stage's job, off in strict
    block: list[str] = []
    if encoding == "matrix":
        while i < n and _STRICT_MATRIX_ROW.fullmatch(lines[i]):
            block.append(lines[i])
            i += 1
    else:
        for pattern in _STRICT_COORD_LINES:
            if i < n and pattern.fullmatch(lines[i]):
                block.append(lines[i])
                i += 1
        if len(block) != len(_STRICT_COORD_LINES):
            return None, FORMAT
    if not block:
        return None, FORMAT
    if any(lines[i:]):
        return None, FORMAT  # the prompt asks for nothing after the maze
    if encoding == "matrix":
        rows = [row.split() for row in block]
        if len(rows) != size or any(len(row) != size for row in rows):
            return None, _not_found(size, encoding, "wrong_size")
        codes = np.array([[_STRICT_SYMBOLS[t] for t in row] for row in rows], np.int8)
        return (codes, None) if _encoder_text(codes, encoding, block) else (None, FORMAT)
    cells = {
        name: [(int(r), int(c)) for r, c in _STRICT_PAIR.findall(line)]
        for name, line in zip(("walls", "empty", "player", "goal"), block, strict=True)
    }
    if not (cells["player"] and cells["goal"]):
        return None, _not_found(size, encoding, "missing_player_or_goal")
    parsed = coord_list_grid(cells, size)
    if not parsed.ok:
        return None, _not_found(size, encoding, parsed.error)
    if not _encoder_text(parsed.codes, encoding, block):
        return None, FORMAT
    return parsed.codes, None


def _encoder_text(codes: np.ndarray, encoding: str, block: list[str]) -> bool:
    """``block`` (stripped lines) is the encoder's own text of ``codes``.

    The strict reading is the prompt's format literally (issue 35, eighth round): a block the
    patterns above accept can still differ from what the encoder writes (spaces inside or
    missing between cells, P's and G's cells also listed as empty, the cells out of order, two
    spaces between matrix symbols), and a reviewer would not sign those as the asked format.
    Comparing with the encoder's text is one rule for every such variant, present and future.
    """
    return [line.strip() for line in ENCODERS[encoding](codes).splitlines()] == block


def _verdict(
    codes: np.ndarray, orig: np.ndarray, shape: str, active: tuple[str, ...]
) -> tuple[bool, bool, bool, bool, str | None]:
    """The four verdicts on a parsed grid, and the first failing one's reason (which names
    the shape the corridors form only when it is in the ``active`` set)."""
    size = codes.shape[0]
    flat = codes.ravel().tolist()
    n_players, n_goals = flat.count(PLAYER), flat.count(GOAL)
    valid_format = n_players == 1 and n_goals == 1
    key = np.packbits(codes != WALL).tobytes()
    found = shape_of_key(key, size)
    shape_preserved = found == shape
    if found not in active:
        found = None
    novel = codes.shape != orig.shape or codes.tobytes() != orig.astype(codes.dtype).tobytes()
    connectivity = SHAPE_CONNECTIVITY[shape]
    path_valid = False
    if valid_format:
        start, goal = divmod(flat.index(PLAYER), size), divmod(flat.index(GOAL), size)
        path_valid = _component(key, size, start, connectivity) == _component(
            key, size, goal, connectivity
        )
    reason = None
    if not valid_format:
        reason = (
            f"malformed maze: expected exactly one player (code {PLAYER}), found {n_players}"
            if n_players != 1
            else f"malformed maze: expected exactly one goal (code {GOAL}), found {n_goals}"
        )
    elif not shape_preserved:
        reason = f"corridors match no {shape} template" + (
            f" (they form a {found})" if found else ""
        )
    elif not novel:
        reason = "identical to the original maze"
    elif not path_valid:
        reason = f"goal unreachable from the player with {connectivity}-directional moves"
    return valid_format, shape_preserved, novel, path_valid, reason


@lru_cache(maxsize=65536)
def _components(key: bytes, size: int, connectivity: int) -> tuple[int, ...]:
    """A connected-component label per cell (row-major; -1 on walls) for a packed corridor grid.

    Cached: generated mazes that match a template share one entry, so most verdicts cost a lookup.
    """
    corridors = (
        np.unpackbits(np.frombuffer(key, dtype=np.uint8), count=size * size)
        .reshape(size, size)
        .astype(bool)
    )
    labels = np.full(size * size, -1, dtype=np.int64)
    for cell in zip(*np.nonzero(corridors), strict=True):
        r, c = int(cell[0]), int(cell[1])
        if labels[r * size + c] >= 0:
            continue
        reached = bfs_distances(corridors, (r, c), connectivity) >= 0
        labels[reached.ravel()] = r * size + c
    return tuple(int(v) for v in labels)


def _component(key: bytes, size: int, cell: tuple[int, int], connectivity: int) -> int:
    return _components(key, size, connectivity)[cell[0] * size + cell[1]]
