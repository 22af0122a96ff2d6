"""Tuning cases for the classes v45 and v46 found misread (issue 35, forty-second round).

v45 and v46 were measured once and are tuning data now. These are NEW replies, written and
labelled *before* the readers were changed, each class in several phrasings, phases and
languages, with at least as many clear controls as unclear cases:

* ``inflected_verb``: a solve reply with no answer line whose committing sentence moves with
  an inflected move verb ("Me muevo hacia abajo.", "mi muovo a destra", "je me déplace vers
  le bas", "ich bewege mich nach unten", "я иду вниз"), the only cell named being the
  player's own: the neighbouring cell. Unclear twins: two directions, a negation, a
  question, a condition naming another cell, a doubt.
* ``answer_line_doubt``: a question mark right after the answer and, on the same line or
  the next, a doubt naming another value of the kind ("MOVE: (1, 1)?  Not sure (2, 0) isn't
  better.", "不确定 (1, 1) 是不是更好"): unreadable. Controls: the question mark followed by
  a doubt naming no other value and a commitment, a certainty about the other value, the
  answer repeated after its question mark.
* ``rotate_turn_word``: a rotation said in prose as "rotate (r, c) left/right" (left is
  counterclockwise, right clockwise, as the puzzle turns a square), one of several options
  picked in words: the picked one. Unclear twins: the options with no pick, both turn words
  for one square.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G, up (0, 0) is a wall); the puzzle is the 2 x 2 board, squares 0-3 row by row
from the top left; the recognized shape is a square.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_INFLECTED = "hard: an inflected move verb and one direction, the only cell the player's own"
_NOT_INFLECTED = "two directions, a negation, a question, a condition or a doubt: no move"
INFLECTED_VERB: list[Reply] = [
    _c("t43s_es_muevo", "solve",
       "Estoy en (1, 0). Arriba hay un muro, así que me muevo hacia abajo.", (2, 0), None,
       "inflected_verb", why=_INFLECTED),
    _c("t43s_es_avanzo", "solve",
       "Desde (1, 0) avanzo a la derecha.", (1, 1), None, "inflected_verb", why=_INFLECTED),
    _c("t43s_it_muovo", "solve",
       "Dalla casella (1, 0) mi muovo a destra.", (1, 1), None, "inflected_verb",
       why=_INFLECTED),
    _c("t43s_pt_movo", "solve",
       "Estando em (1, 0), eu me movo para baixo.", (2, 0), None, "inflected_verb",
       why=_INFLECTED),
    _c("t43s_fr_deplace", "solve",
       "Depuis (1, 0), je me déplace vers le bas.", (2, 0), None, "inflected_verb",
       why=_INFLECTED),
    _c("t43s_de_bewege", "solve",
       "Ich stehe auf (1, 0). Ich bewege mich nach unten.", (2, 0), None, "inflected_verb",
       why=_INFLECTED),
    _c("t43s_ru_idu", "solve",
       "Из клетки (1, 0) я иду вниз.", (2, 0), None, "inflected_verb", why=_INFLECTED),
    _c("t43s_es_two_ways", "solve",
       "Desde (1, 0) puedo ir a la derecha o hacia abajo.", U, None, "inflected_verb",
       why=_NOT_INFLECTED),
    _c("t43s_es_negated", "solve",
       "Estoy en (1, 0). No me muevo hacia abajo.", U, None, "inflected_verb",
       why=_NOT_INFLECTED),
    _c("t43s_es_question", "solve",
       "Estoy en (1, 0). ¿Me muevo hacia abajo?", U, None, "inflected_verb",
       why=_NOT_INFLECTED),
    _c("t43s_it_condition", "solve",
       "Se mi muovo a destra, arrivo a (1, 1).", U, None, "inflected_verb", why=_NOT_INFLECTED),
    _c("t43s_fr_doubt", "solve",
       "Depuis (1, 0), je me déplace peut-être vers le bas.", U, None, "inflected_verb",
       why=_NOT_INFLECTED),
    _c("t43s_de_or", "solve",
       "Ich stehe auf (1, 0). Ich bewege mich nach unten oder nach rechts.", U, None,
       "inflected_verb", why=_NOT_INFLECTED),
]  # fmt: skip

_OPEN_DOUBT = "a question mark on the answer and a doubt naming another value: left open"
_SETTLED = "hard: the question mark is settled (no other value doubted, or the answer restated)"
ANSWER_LINE_DOUBT: list[Reply] = [
    _c("t43s_doubt_other_cell", "solve",
       "Right looks shorter.\n\nMOVE: (1, 1)?  Not sure (2, 0) wouldn't be better.", U, None,
       "answer_line_doubt", why=_OPEN_DOUBT),
    _c("t43s_doubt_next_line", "solve",
       "MOVE: (2, 0)?\nI'm not certain (1, 1) isn't the better step.", U, None,
       "answer_line_doubt", why=_OPEN_DOUBT),
    _c("t43s_doubt_zh", "solve",
       "向下走。\n\nMOVE: (2, 0)？不确定 (1, 1) 是不是更好。", U, None, "answer_line_doubt",
       why=_OPEN_DOUBT),
    _c("t43p_doubt_other_square", "puzzle",
       "ROTATE: (0, 0) clockwise?  I'm not sure (1, 1) isn't the one to turn.", U, False,
       "answer_line_doubt", why=_OPEN_DOUBT),
    _c("t43s_question_no_other", "solve",
       "MOVE: (2, 0)?  I'm not fully sure, but that is my move.", (2, 0), None,
       "answer_line_doubt", why=_SETTLED),
    _c("t43s_sure_of_other", "solve",
       "MOVE: (2, 0)\nI'm sure (1, 1) is the longer way.", (2, 0), None, "answer_line_doubt",
       why=_SETTLED),
    _c("t43s_question_restated", "solve",
       "MOVE: (1, 1)?\nYes.\nMOVE: (1, 1)", (1, 1), (1, 1), "answer_line_doubt", why=_SETTLED),
    _c("t43s_zh_sure_of_other", "solve",
       "MOVE: (2, 0)\n我确定 (1, 1) 更远。", (2, 0), None, "answer_line_doubt", why=_SETTLED),
    _c("t43p_sure_of_other_square", "puzzle",
       "ROTATE: (1, 1) counterclockwise\nI'm sure (0, 0) needs no turn.", (3, CCW), False,
       "answer_line_doubt", why=_SETTLED),
]  # fmt: skip

_PICKED_TURN = "hard: a turn word after rotate ('left' counterclockwise), the picked option"
_NO_TURN_PICK = "several rotations and no pick, or both turn words for one square"
ROTATE_TURN_WORD: list[Reply] = [
    _c("t43p_pick_first_right", "puzzle",
       "Option 1: rotate (0, 0) right.\nOption 2: rotate (1, 1) left.\n\nOption 2 breaks the "
       "loop, so I'll take Option 1: rotate (0, 0) right.", (0, CW), False, "rotate_turn_word",
       why=_PICKED_TURN),
    _c("t43p_pick_second_left", "puzzle",
       "Option A: rotate (1, 0) right.\nOption B: rotate (0, 1) left.\n\nI choose Option B: "
       "rotate (0, 1) left.", (1, CCW), False, "rotate_turn_word", why=_PICKED_TURN),
    _c("t43p_pick_left_then_named", "puzzle",
       "Option 1: rotate (0, 0) left.\nOption 2: rotate (1, 1) right.\n\nOption 1 is better, "
       "so I'll go with Option 1: rotate (0, 0) left.", (0, CCW), False, "rotate_turn_word",
       why=_PICKED_TURN),
    _c("t43p_turn_no_pick", "puzzle",
       "Option 1: rotate (0, 0) right.\nOption 2: rotate (1, 1) left.", U, False,
       "rotate_turn_word", why=_NO_TURN_PICK),
    _c("t43p_turn_both_words", "puzzle",
       "Option 1: rotate (1, 0) left.\nOption 2: rotate (1, 0) right.\n\nEither would do.", U,
       False, "rotate_turn_word", why=_NO_TURN_PICK),
    _c("t43p_turn_asked_form", "puzzle",
       "Option 1: rotate (0, 0) right.\nOption 2: rotate (1, 1) left.\n\nROTATE: (1, 1) "
       "counterclockwise", (3, CCW), True, "rotate_turn_word", why=_PICKED_TURN),
]  # fmt: skip


_set = set_functions(
    "t43",
    WHY,
    MAZES,
    [INFLECTED_VERB, ANSWER_LINE_DOUBT, ROTATE_TURN_WORD],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune43.py: counts, no reader
    print_counts(all_cases(), problems())
