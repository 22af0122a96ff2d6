"""Tuning cases for the habits v19 found misread (issue 35, eighteenth round).

v19 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v19's wording. Each habit has its near variants and controls that must stay as they are:

* ``check_prefers_other``: an answer, then a check after it that prefers another answer of the
  same kind by an evaluative word of choice ("moving down to (2, 0) is shorter", "turning (1, 1)
  counterclockwise is better", "would be faster/safer/the best/optimal/preferable", "makes more
  sense", "I should have ..."): two answers, none marked as standing, so conflicting.
  Controls: the evaluative word about the SAME answer; the other answer "worse" or "not better".
  "Actually" correcting a fact ("actually the maze row 1 is ...") takes no answer back: the
  clause after it that prefers another answer conflicts; "Actually, (2, 0) is better." still
  takes it.
* ``foreign_label_direction``: a label in one of the ten languages ("Ход:", "MOVIMIENTO:", "Zug:",
  "Mouvement :", "Movimento:", "Mossa:") then a direction word: that direction's neighbour of P,
  never P's own cell named before in the prose. Control: two directions after the label.
* ``half_label_after_is``: "... the next move is MOVE (2, 0" closing the reply: the sixteenth
  round's unclosed pair, after "move is"/"answer is" too. Control: the same cut off.
* ``numbered_first_of_these``: a numbered route from P's neighbour, then "my next move is the
  first of these": its first cell. Control: two moves listed, none picked.
(Strictly, every case here is a format miss: none ends on the prompt's answer line alone.)

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1); its open
cells are a square); the puzzle is the 2 x 2 board, squares 0-3 row by row from the top left.
"""

from __future__ import annotations

from corpus_form import (
    CCW,
    CW,
    LENGTH,
    case_maker,
    form_problems,
    halves,
    print_counts,
    unique_cases,
)
from corpus_mazes import MAZES
from corpus_reading import UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_TWO = "a check after the answer prefers another answer without saying it replaces it"

STYLES: list[Reply] = [
    # -- a check after the answer prefers another answer ---------------------------------------
    _c("t19s_prefers_faster", "solve",
       "MOVE: (1, 1)\n\nCheck: going down to (2, 0) would be faster since the goal is below.",
       U, None, "check_prefers_other", why=_TWO),
    _c("t19s_prefers_safer", "solve",
       "MOVE: (2, 0)\n\nChecking the walls: stepping right to (1, 1) would be safer here.", U,
       None, "check_prefers_other", why=_TWO),
    _c("t19s_prefers_optimal", "solve",
       "MOVE: (1, 1)\n\nVerification: (2, 0) is optimal, it lies on the shortest route.", U,
       None, "check_prefers_other", why=_TWO),
    _c("t19s_prefers_makes_more_sense", "solve",
       "MOVE: (2, 0)\n\nLooking again at the grid, moving to (1, 1) makes more sense.", U,
       None, "check_prefers_other", why=_TWO),
    _c("t19s_should_have", "solve",
       "MOVE: (1, 1)\n\nHmm, looking at the maze, I should have picked (2, 0).", U, None,
       "check_prefers_other", why=_TWO),
    _c("t19p_prefers_preferable", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nCheck: rotating (1, 0) counterclockwise is preferable, it "
       "fixes two pipes at once.", U, False, "check_prefers_other", why=_TWO),
    _c("t19p_prefers_best", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nChecking: turning (0, 0) counterclockwise would be the best "
       "choice here.", U, False, "check_prefers_other", why=_TWO),
    _c("t19p_prefers_a_better_choice", "puzzle",
       "ROTATE: (1, 1) counterclockwise\n\nVerification: turning (0, 1) clockwise is a better "
       "choice because it opens the right edge.", U, False, "check_prefers_other", why=_TWO),
    # Controls: the evaluative word about the same answer; the other answer worse / not better.
    _c("t19s_control_same_shorter", "solve",
       "MOVE: (1, 1)\n\nCheck: moving right to (1, 1) is shorter than going down.", (1, 1),
       None, "check_prefers_other"),
    _c("t19s_control_other_worse", "solve",
       "MOVE: (1, 1)\n\nCheck: going down to (2, 0) would be worse, it is a dead end.", (1, 1),
       None, "check_prefers_other"),
    _c("t19s_control_other_not_better", "solve",
       "MOVE: (2, 0)\n\nCheck: (1, 1) is not better, it leads away from the goal.", (2, 0),
       None, "check_prefers_other"),
    _c("t19p_control_same_optimal", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nCheck: turning (0, 0) clockwise is optimal, it closes the "
       "loop.", (0, CW), False, "check_prefers_other"),
    _c("t19p_control_other_not_preferable", "puzzle",
       "ROTATE: (1, 1) counterclockwise\n\nCheck: turning (0, 1) clockwise is not preferable.",
       (3, CCW), False, "check_prefers_other"),
    # "actually" correcting a fact about the maze, then a clause preferring another answer:
    # the fact is corrected, not the answer (a correction's "I meant (2, 0)" takes it).
    _c("t19s_actually_fact_then_faster", "solve",
       "MOVE: (2, 0)\n\nCheck: (2, 0) is below P... actually the grid row 2 is `0 1 1 1 1`, and "
       "going right to (1, 1) is faster because the top row is open.", U, None,
       "check_prefers_other", why=_TWO),
    _c("t19s_actually_fact_then_better", "solve",
       "MOVE: (1, 1)\n\nActually the maze column 0 is open all the way down, so (2, 0) is "
       "better.", U, None, "check_prefers_other", why=_TWO),
    # Relabelled in the twenty-third round (issue 35's ruling: a correction cue followed by a
    # preference is a check that prefers, not a stated replacement): was (2, 0).
    _c("t19s_control_actually_takes", "solve", "MOVE: (1, 1)\n\nActually, (2, 0) is better.",
       U, None, "check_prefers_other",
       why="'actually' then a preference for another move, no replacement stated"),
    _c("t19s_control_actually_fact_same", "solve",
       "MOVE: (1, 1)\n\nActually the maze row 1 is `P 0 0 0 1`, so (1, 1) is the better move.",
       (1, 1), None, "check_prefers_other"),
    # -- a label in another language, then a direction word ------------------------------------
    _c("t19s_label_russian_down", "solve",
       "Игрок находится в (1, 0). Справа тупик.\n\nХод: вниз", (2, 0), None,
       "foreign_label_direction", why="hard: a Russian label and direction word: P's neighbour"),
    _c("t19s_label_spanish_right", "solve",
       "El jugador está en (1, 0). Conviene ir a la derecha.\n\nMOVIMIENTO: derecha", (1, 1),
       None, "foreign_label_direction",
       why="hard: a Spanish label and direction word: P's neighbour"),
    _c("t19s_label_german_down", "solve",
       "Der Spieler steht auf (1, 0). Unten ist frei.\n\nZug: nach unten", (2, 0), None,
       "foreign_label_direction", why="hard: a German label and direction word: P's neighbour"),
    _c("t19s_label_french_right", "solve",
       "Le joueur est en (1, 0). La case de droite est libre.\n\nMouvement : à droite", (1, 1),
       None, "foreign_label_direction",
       why="hard: a French label and direction word: P's neighbour"),
    _c("t19s_label_portuguese_down", "solve",
       "O jogador está em (1, 0).\n\nMovimento: para baixo", (2, 0), None,
       "foreign_label_direction",
       why="hard: a Portuguese label and direction word: P's neighbour"),
    _c("t19s_label_italian_right", "solve",
       "Il giocatore è in (1, 0).\n\nMossa: destra", (1, 1), None, "foreign_label_direction",
       why="hard: an Italian label and direction word: P's neighbour"),
    _c("t19s_control_label_russian_two", "solve",
       "Игрок находится в (1, 0).\n\nХод: вниз или вправо", U, None,
       "foreign_label_direction", why="two directions on the answer line, none picked"),
    # -- a half-formed label after "the next move is", unclosed at the reply's end --------------
    _c("t19s_half_label_move_is", "solve", "Right is open, so the next move is MOVE (1, 1", (1, 1),
       None, "half_label_after_is",
       why="hard: a half-formed label closing the reply, its pair unclosed (sixteenth round)"),
    _c("t19s_half_label_answer_is", "solve", "Going down works. My answer is MOVE (2, 0", (2, 0),
       None, "half_label_after_is",
       why="hard: a half-formed label closing the reply, its pair unclosed (sixteenth round)"),
    _c("t19s_control_half_label_cut_off", "solve", "So the next move is MOVE (2, 0", U, None,
       "half_label_after_is", finish_reason=LENGTH,
       why="cut off by max_tokens: the pair may have gone on"),
    # -- a numbered route from P's neighbour, "my next move is the first of these" ----------------
    _c("t19s_numbered_first_of_these_right", "solve",
       "Route:\n1. (1, 1)\n2. (1, 2)\n3. (1, 3)\n\nSo my next move is the first of these.",
       (1, 1), None, "numbered_first_of_these",
       why="hard: a numbered route from P's neighbour; the reply picks its first cell"),
    _c("t19s_numbered_first_one_down", "solve",
       "Path to G:\n1) (2, 0)\n2) (3, 0)\n3) (4, 0)\n\nMy next move is the first one.",
       (2, 0), None, "numbered_first_of_these",
       why="hard: a numbered route from P's neighbour; the reply picks its first cell"),
    _c("t19s_control_numbered_no_pick", "solve",
       "Options:\n1. (1, 1)\n2. (2, 0)\n\nBoth look fine.", U, None,
       "numbered_first_of_these", why="two moves listed, none picked"),
]  # fmt: skip


def all_cases() -> list[Reply]:
    """Every tuning case (written styles only)."""
    return unique_cases(STYLES)


def split() -> dict[str, list[Reply]]:
    """The cases by :func:`corpus_reading.half` (all tuning data, split as the other sets)."""
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: all); empty when all is well (no reader runs)."""
    return form_problems(all_cases() if cases is None else cases, "t19", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune19.py: counts, no reader
    print_counts(all_cases(), problems())
