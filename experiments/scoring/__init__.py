"""Program scorers for the three phases: recognition, generation, and a one-shot solution.

Every verdict reuses MazeNav's own rules (``envs.maze_nav``): the text parsers, the shape
classifier, reachability under the shape's connectivity. Model output is untrusted: no scorer
raises on it, and every pattern that reads it runs in linear time (a megabyte of whitespace,
digits or brackets is read in milliseconds; ``benchmarks/bench_scoring.py`` prints the slowest
case). Each scorer returns a result saying what was found and, when it failed, why.


==================================  =========================================================
module                              job
==================================  =========================================================
:mod:`.recognition`                 which shape a recognition reply names
:mod:`.generation`                  which maze a generation reply is scored on; its verdicts
:mod:`.solution`                    a one-shot path, traced back from the goal
==================================  =========================================================
"""

from __future__ import annotations

from experiments.scoring.common import FORMAT
from experiments.scoring.generation import GenerationScore, generated_maze, score_generation
from experiments.scoring.recognition import (
    AMBIGUOUS,
    ANSWER_LINE_SYNONYMS,
    NONE,
    SHAPE_SYNONYMS,
    RecognitionScore,
    committed_names,
    score_recognition,
    shapes_named,
)
from experiments.scoring.solution import SolutionCheck, check_solution

__all__ = [
    "AMBIGUOUS",
    "ANSWER_LINE_SYNONYMS",
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
