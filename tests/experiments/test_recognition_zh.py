"""Chinese recognition replies (``corpus_recognition_zh.py``): agreement with a grader's labels.

The reader's Chinese rules were tuned on the corpus's tuning half only; the held-out half
measures them. Run with ``-s`` to see the held-out agreement printed.
"""

from __future__ import annotations

from corpus_recognition_zh import CASES, EXTENDED, HELD_OUT, TUNING, ZhCase

from envs.maze_nav.constants import ALL_SHAPE_NAMES, SHAPE_NAMES
from experiments.maze.scoring import score_recognition

KNOWN_HELD_OUT_MISSES = [("看起来像正方形，但其实是螺旋形。", "spiral", "ambiguous")]


def _read(case: ZhCase) -> str:
    shapes = ALL_SHAPE_NAMES if case.shape in EXTENDED else SHAPE_NAMES
    return score_recognition(case.reply, case.shape, shapes=tuple(shapes)).predicted


def _disagreements(cases: list[ZhCase]) -> list[tuple[str, str, str]]:
    return [(c.reply, c.expected, got) for c in cases if (got := _read(c)) != c.expected]


def test_the_corpus_is_split_in_two_halves_covering_every_shape_of_the_six() -> None:
    assert len(TUNING) + len(HELD_OUT) == len(CASES) >= 40
    assert {c.shape for c in HELD_OUT} >= set(SHAPE_NAMES)


def test_the_tuning_half_agrees_with_the_grader() -> None:
    assert _disagreements(TUNING) == []


def test_the_held_out_half_agrees_and_never_credits_a_wrong_answer() -> None:
    wrong = _disagreements(HELD_OUT)
    agreement = 1 - len(wrong) / len(HELD_OUT)
    print(f"held-out agreement: {agreement:.1%} of {len(HELD_OUT)} ({wrong})")
    # A disagreement may abstain (none/ambiguous where the grader reads a shape), never credit.
    assert not [w for w in wrong if w[2] != w[1] and w[2] not in ("none", "ambiguous")]
    # Measured once, not tuned on: 22 of 23 (95.7%). The miss abstains: a Chinese concession
    # ("looks like a square, but is really a spiral") is not read as one yet (the English
    # "might look like" is), so both shapes stand and the reply is ambiguous.
    assert wrong == KNOWN_HELD_OUT_MISSES, wrong
    assert agreement >= 22 / 23
