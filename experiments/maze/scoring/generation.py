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

Where each rule lives
=====================

==================================  ===========================================================
module                              job
==================================  ===========================================================
:mod:`.generation` (here)           the score: :func:`score_generation` and its record
:mod:`.generation_answer`           which maze is the committed answer (the flexible reading;
                                    :func:`~.generation_answer.generated_maze`)
:mod:`.generation_strict`           the strict ``MAZE:`` block
                                    (:func:`~.generation_strict.strict_maze`)
:mod:`.generation_verdicts`         the four verdicts on a parsed maze, and their reasons
==================================  ===========================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from agents.llm.reading import CONFLICTING, UNREADABLE, UNREADABLE_REASONS, read_answer
from envs.maze_nav.constants import ALL_SHAPE_NAMES, active_shapes
from envs.maze_nav.logic import WALL, Maze
from envs.maze_nav.shape_classify import orientation_of_key
from envs.maze_nav.text import ENCODERS
from experiments.maze.scoring.common import FORMAT
from experiments.maze.scoring.generation_answer import JSON_OBJECT, answer_maze
from experiments.maze.scoring.generation_strict import strict_maze
from experiments.maze.scoring.generation_verdicts import four_verdicts, not_found


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
    codes, error = answer_maze(reading, encoding, size, orig, JSON_OBJECT.search(text) is not None)
    orientation = None
    if error in UNREADABLE_REASONS:
        verdicts = (False, False, False, False, f"{UNREADABLE} ({error})")
    elif codes is None:
        verdicts = (False, False, False, False, not_found(size, encoding, error))
    else:
        verdicts = four_verdicts(codes, orig, shape, active)
        key = np.packbits(codes != WALL).tobytes()
        orientation = orientation_of_key(key, int(codes.shape[0]), shape)
    strict_codes, strict_reason = strict_maze(read_answer(text, strict=True).text, encoding, size)
    if strict_codes is not None and error == CONFLICTING:
        # The strict block is one of the answers offered with no choice: abstaining is no
        # choosing, so the strict reading abstains with the flexible one.
        strict_reason = verdicts[4]
    elif strict_codes is not None:
        same = codes is not None and np.array_equal(strict_codes, codes)
        strict_reason = verdicts[4] if same else four_verdicts(strict_codes, orig, shape, active)[4]
    return GenerationScore(*verdicts, codes, strict_reason is None, strict_reason, orientation)
