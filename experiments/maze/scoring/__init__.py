"""Program scorers for the three phases: recognition, generation, and a one-shot solution.

Every verdict reuses MazeNav's own rules (``envs.maze_nav``): the text parsers, the shape
classifier, reachability under the shape's connectivity. Model output is untrusted: no scorer
raises on it, and every pattern that reads it runs in linear time (a megabyte of whitespace,
digits or brackets is read in milliseconds; ``benchmarks/bench_scoring.py`` prints the slowest
case). Each scorer returns a result saying what was found and, when it failed, why.

Two readings of every reply
===========================

Evaluation harnesses that researchers trust report two readings side by side
(lm-evaluation-harness: ``strict-match`` and ``flexible-extract``); so does every score here:

* **flexible** (``success``, the default verdict): what a careful human grader accepts, the
  reply's *final committed* answer wherever and however it is written;
* **strict** (``strict``): the reply answered in exactly the format its prompt asked for, and
  that answer, read only there, is right. ``strict_reason`` is :data:`FORMAT` (``"format"``)
  when the format was not followed, else the strict reading's reason (None when ``strict``).

=========  =================================================  ===================================
phase      strict format (the prompt's words)                 rules of both readings
=========  =================================================  ===================================
solve      every reply ends with ``MOVE: (row, col)``         :func:`agents.llm.parsing.strict_move`
                                                              and :mod:`agents.llm.parsing`
one-shot   the reply ends with ``PATH: (row, col) ...``       :mod:`.solution`
recognize  the reply ends with ``SHAPE: <name>``              :mod:`.recognition`
generate   the last ``MAZE:`` line, then the maze in the      :mod:`.generation`
           asked encoding and nothing after it
puzzle     every reply ends with ``ROTATE: (row, col)``       :func:`agents.llm.parsing.strict_rotation`
           ``clockwise`` (or ``counterclockwise``)            (``experiments.puzzle.trial``)
=========  =================================================  ===================================

The strict policy, decided once (issue 35) and held by every phase: the literal reading, what a
reviewer would sign as "exactly the format the prompt asked for". The strict reading is the one
pipeline with the normalising and choosing stages off, so anything those stages would undo is a
format miss (``strict_reason == "format"``) that the flexible reading still reads:

==========================  ==================================================================
the strict reading asks     a format miss (flexible still reads it)
==========================  ==================================================================
the label exactly as the    ``move:``, ``Move:``, ``Path:``, ``shape:``, ``rotate:``,
prompt prints it            ``MOVE：`` (full width), ``Maze:``
the answer as the reply's   a line inside a code fence (the fence is a wrapper); text after
own last line (``MAZE:``:   the answer line; the maze block fenced
the block ends the reply)
the prompt's vocabulary     a Chinese or full-width shape name after ``SHAPE:``; a turn said
                            ``anticlockwise``, ``CCW`` or ``cw`` (the prompt says
                            ``clockwise`` / ``counterclockwise``); a square named in words
the prompt's cell form      ``(row, col)`` only, in ASCII digits (``square N`` too on a
                            ``ROTATE:`` line, which the puzzle prompt allows); full-width
                            digits; JSON, LaTeX, tables, tags; a ``PATH:`` line's cells
                            separated by commas or arrows (the prompt's form separates them
                            by spaces); numbers in words (``(two, zero)``); on ``MOVE:``
                            and ``PATH:`` lines the prompt's spacing, a space after the label
                            and after each comma (``MOVE:(2,0)``, ``MOVE: (2,0)``, ``PATH:
                            (1,0) (2,0)``; the lead's ruling of 28 Nov 2026), one space
                            after the label (``MOVE:  (2, 0)``; also on ``ROTATE:``;
                            forty-fifth round; on ``SHAPE:``, forty-sixth)
nothing after the answer    a note on the answer line: in parentheses, after a dash or a
                            comma, a ``//`` comment, a symbol or emoji (``SHAPE: square
                            (hollow)``, ``MOVE: (2, 0) (down)``); a full stop is no note
one answer                  the last line is one of two answers offered with no choice
                            ("MOVE: (2, 0)\\nor\\nMOVE: (1, 1)"): the flexible reading abstains
                            (``conflicting``) and so does the strict one (abstaining is no
                            choosing)
==========================  ==================================================================

Thinking set apart (``<think>…</think>``) is the same in both readings; inline markdown emphasis
around the answer line, its label or its value (``**MOVE:** (2, 0)``, ``MOVE: **(2, 0)**``,
``**SHAPE: square**``) is tolerated, since rendered it is the same line (the lead's ruling in
issue 35's fifth round; :func:`agents.llm.parsing.plain_emphasis`); bold and italic only:
backticks around the label or its value (``SHAPE: `square` ``, ``MOVE: `(2, 0)` ``) are inline
code, a wrapper as a fence is, so a format miss (issue 35, sixteenth round). A game played move by move (solve, puzzle) is
strict when it succeeded and every reply was in format with the move played being that line's.

Every reader runs the one reading pipeline first (:mod:`agents.llm.reading`: thinking set apart,
then, for the flexible reading, wrapped answers normalised and a choice in words followed) and
parses the phase's grammar in what it leaves; a reply cut off by ``max_tokens``
(``finish_reason="length"``), still thinking, or offering alternatives with no choice is
``unreadable`` (each score's ``unreadable`` field says why), never a success.

Each module's docstring has the table of its rules and of every place where the flexible reading
departs from the specification's literal rule, with the reason. ``benchmarks/bench_agreement.py``
prints how often each reading, and the reference implementation's checks, agree with a careful
grader's labels (the reply corpus in ``tests/experiments/``), per reply habit.

==================================  =========================================================
module                              job
==================================  =========================================================
:mod:`.recognition`                 which shape a recognition reply names (its verdict; the
                                    words, mentions, committed answer and strict line in
                                    ``recognition_vocabulary``, ``_mentions``, ``_answer``,
                                    ``_strict``)
:mod:`.generation`                  which maze a generation reply is scored on; its verdicts
                                    (the committed maze, the strict block and the four verdicts
                                    in ``generation_answer``, ``_strict``, ``_verdicts``)
:mod:`.solution`                    a one-shot path, traced back from the goal
:mod:`.common`                      what every phase's score shares (:data:`FORMAT`)
==================================  =========================================================
"""

from __future__ import annotations

from experiments.maze.scoring.common import FORMAT
from experiments.maze.scoring.generation import GenerationScore, score_generation
from experiments.maze.scoring.generation_answer import generated_maze
from experiments.maze.scoring.recognition import (
    AMBIGUOUS,
    NONE,
    RecognitionScore,
    score_recognition,
)
from experiments.maze.scoring.recognition_answer import committed_names, shapes_named
from experiments.maze.scoring.recognition_vocabulary import (
    ANSWER_LINE_SYNONYMS,
    EXTENDED_SYNONYMS,
    SHAPE_SYNONYMS,
)
from experiments.maze.scoring.solution import SolutionCheck, check_solution

__all__ = [
    "AMBIGUOUS",
    "ANSWER_LINE_SYNONYMS",
    "EXTENDED_SYNONYMS",
    "FORMAT",
    "NONE",
    "SHAPE_SYNONYMS",
    "GenerationScore",
    "RecognitionScore",
    "SolutionCheck",
    "check_solution",
    "committed_names",
    "generated_maze",
    "score_generation",
    "score_recognition",
    "shapes_named",
]
