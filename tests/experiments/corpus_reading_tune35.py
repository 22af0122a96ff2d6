"""Tuning cases for the classes v35 found misread (issue 35, thirty-fourth round).

v35 was measured once and is tuning data now. Its misses were everyday habits in words no rule
listed, so the cases are built from MECHANISMS, not from v35's words. These are NEW replies,
written and labelled *before* the readers were changed, each class in several phrasings and
phases, with at least as many clear controls:

* ``unfinished_fix``: after the answer line, a correction begun and broken off ("Actually, I
  meant", "No wait, I mean", "Sorry, I meant") with no new value: unreadable in every phase.
  Controls: the correction finished with a value that replaces the answer; a finished sentence
  with the same opening words that keeps the answer.
* ``look_again``: after the answer, a re-examination announced with "look (once) more / again"
  or "checking X again:" whose result is left unfinished (a trailing ellipsis): unreadable.
  Controls: the same announcement followed by a result confirming the answer.
* ``form_question``: a committed maze followed by a question about its FORM only (the order,
  the spacing, the layout): the maze stands. Unclear: the maze followed by a stated wait for
  the user ("before I commit", "once you confirm").
* ``own_condition``: an answer line inside a sentence opened by a condition left open ("If the
  board is unchanged, ROTATE: ..."): unreadable. Controls: the condition closed by a
  conclusion ("..., so MOVE: ...") or standing on a line before the answer line.
* ``rates_other``: a check after the answer naming another value of the answer's kind with a
  favourable evaluative predicate of any strength ("seems the one to use", "looks like the
  better step", "is probably right", "would be the one"): unreadable. Controls: the predicate
  on the answer's own value, or an unfavourable one ("seems unlikely", "looks open too, but").

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open); the
generated ring of :mod:`corpus_reading_v28`; the puzzle is the 2 x 2 board, squares 0-3 row by
row from the top left.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, coord_list, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_v28 import DOWN, RIGHT, RING_TL3

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_BROKEN = "a correction after the answer begun and broken off; nothing replaces the answer"
_REPLACED = "hard: the correction names the value that replaces the answer; strict: not last"
_KEPT = "hard: the sentence after the answer keeps it; strict: not the final line"
_PENDING = "a re-examination after the answer left without a result (an ellipsis)"
_CONFIRMED = "hard: the re-examination ends on a result that confirms the answer; strict: not last"
_FORM = "hard: a question about the maze's form only after a committed maze; strict: not alone"
_WAITS = "after the maze, a stated wait for the user: the maze is not committed"
_DOWN = "PATH: " + path_text(DOWN)
_RIGHT = "PATH: " + path_text(RIGHT)

UNFINISHED_FIX: list[Reply] = [
    _c("t35p_actually_meant", "puzzle", "ROTATE: (0, 1) counterclockwise\n\nActually, I meant",
       U, False, "unfinished_fix", why=_BROKEN),
    _c("t35s_sorry_meant", "solve", "MOVE: (2, 0)\n\nSorry, I meant", U, None,
       "unfinished_fix", why=_BROKEN),
    _c("t35o_no_wait_mean", "one_shot", _DOWN + "\n\nNo wait, I mean", U, False,
       "unfinished_fix", why=_BROKEN),
    _c("t35r_oh_actually_meant", "recognize", "SHAPE: square\n\nOh, actually I meant", U,
       False, "unfinished_fix", why=_BROKEN),
    _c("t35p_hmm_meant_the", "puzzle", "ROTATE: (1, 0) clockwise\n\nHmm, I meant the", U,
       False, "unfinished_fix", why=_BROKEN),
    _c("t35p_control_meant_value", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\nActually, I meant ROTATE: (1, 0) clockwise", (2, CW),
       False, "unfinished_fix", why=_REPLACED),
    _c("t35s_control_meant_value", "solve", "MOVE: (1, 1)\n\nSorry, I meant MOVE: (2, 0)",
       (2, 0), None, "unfinished_fix", why=_REPLACED),
    _c("t35p_control_meant_finished", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\nActually, I meant that one all along.", (1, CCW),
       False, "unfinished_fix", why=_KEPT),
    _c("t35r_control_meant_finished", "recognize",
       "SHAPE: square\n\nI meant square, as the closed sides show.", "square", False,
       "unfinished_fix", why=_KEPT),
    _c("t35o_control_meant_finished", "one_shot",
       _DOWN + "\n\nActually, I meant to say the route is short.", S, False, "unfinished_fix",
       why=_KEPT),
]  # fmt: skip

LOOK_AGAIN: list[Reply] = [
    _c("t35o_look_once_more", "one_shot",
       _RIGHT + "\n\nHmm, let me look once more at which row is which.", U, False,
       "look_again", why=_PENDING),
    _c("t35s_checking_again_ellipsis", "solve",
       "MOVE: (1, 1)\n\nChecking (1, 1) again: row 1 reads 1 0 0 0 1, so column 1 is...", U,
       None, "look_again", why=_PENDING),
    _c("t35p_look_again_at", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nI should look again at where square 3's opening faces.", U,
       False, "look_again", why=_PENDING),
    _c("t35r_looking_more_ellipsis", "recognize",
       "SHAPE: square\n\nLooking at the left side again: the third row there is...", U, False,
       "look_again", why=_PENDING),
    _c("t35o_control_look_once_more_result", "one_shot",
       _DOWN + "\n\nLet me look once more at row 2: it is 0 0 1 1 1, so (2, 0) is open. Fine.",
       S, False, "look_again", why=_CONFIRMED),
    _c("t35s_control_checking_again_result", "solve",
       "MOVE: (2, 0)\n\nChecking (2, 0) again: row 2 starts with 0, so it is open.", (2, 0),
       None, "look_again", why=_CONFIRMED),
    _c("t35p_control_looked_again", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nI looked again at square 3: the opening faces up after "
       "the turn.", (3, CW), False, "look_again", why=_CONFIRMED),
    _c("t35r_control_look_more_result", "recognize",
       "SHAPE: square\n\nLooking once more at the sides: all four are closed.", "square",
       False, "look_again", why=_CONFIRMED),
]  # fmt: skip

FORM_QUESTION: list[Reply] = [
    _c("t35g_control_order_question", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nWould you prefer the rows in another layout, or is this "
       "fine?", S, False, "form_question", why=_FORM),
    _c("t35g_control_coord_spacing", "generate",
       "MAZE:\n" + coord_list(RING_TL3) + "\n\nShould I list the cells with spaces after the "
       "commas, or is this format okay?", S, False, "form_question", why=_FORM,
       encoding="coord_list"),
    _c("t35g_control_coord_sorted", "generate",
       "MAZE:\n" + coord_list(RING_TL3) + "\n\nDo you want them sorted by column instead?", S,
       False, "form_question", why=_FORM, encoding="coord_list"),
    _c("t35g_waits_before_commit", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nBefore I commit to this, should the walls be 1 or #?", U,
       False, "form_question", why=_WAITS),
    _c("t35g_waits_once_confirmed", "generate",
       "MAZE:\n" + coord_list(RING_TL3) + "\n\nIs this order fine? Once you confirm I'll "
       "give the final maze.", U, False, "form_question", why=_WAITS, encoding="coord_list"),
]  # fmt: skip


_OWN_CONDITION = "the answer line stands inside a sentence opened by a condition left open"
_CLOSED = "hard: the condition is closed (a conclusion or its own line) before the answer"
_CLOSED_LAST = "hard: the condition stands on a line before the answer line, which ends the reply"
OWN_CONDITION: list[Reply] = [
    _c("t35s_if_rows_read", "solve",
       "If row 2 is counted from the top as I think, MOVE: (2, 0). If not, I'd need the grid "
       "again.", U, None, "own_condition", why=_OWN_CONDITION),
    _c("t35p_unless_reset", "puzzle",
       "Unless the board was reset since, ROTATE: (1, 0) clockwise.", U, False,
       "own_condition", why=_OWN_CONDITION),
    _c("t35r_if_gap_artefact", "recognize",
       "If the gap on the right is only a drawing artefact, SHAPE: square.", U, False,
       "own_condition", why=_OWN_CONDITION),
    _c("t35o_provided_walls", "one_shot",
       "Provided the walls are as listed, " + _DOWN + ". Otherwise I will redo it.", U, False,
       "own_condition", why=_OWN_CONDITION),
    _c("t35s_control_if_so", "solve",
       "If I go down I reach row 2, which is open, so MOVE: (2, 0).", (2, 0), None,
       "own_condition", why=_CLOSED),
    _c("t35p_control_if_own_line", "puzzle",
       "If square 1 turns counterclockwise its opening meets square 0.\n\nROTATE: (0, 1) "
       "counterclockwise", (1, CCW), True, "own_condition", why=_CLOSED),
    _c("t35r_control_if_before", "recognize",
       "If any side had a gap it would be a C; none has.\n\nSHAPE: square", "square", True,
       "own_condition", why=_CLOSED),
    _c("t35o_control_if_so_down", "one_shot",
       "If the route went right it would meet a wall, so I go down.\n\n" + _DOWN, S, True,
       "own_condition", why=_CLOSED),
]  # fmt: skip


_OTHER_RATED = "a check after the answer rates another value well and never says it replaces it"
_RATED_OWN = "hard: the check rates the answer's own value, or rates the other badly"
RATES_OTHER: list[Reply] = [
    _c("t35p_counting_seems_one", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nCounting the openings again, counterclockwise seems the "
       "one to use.", U, False, "rates_other", why=_OTHER_RATED),
    _c("t35s_looks_better_step", "solve",
       "MOVE: (2, 0)\n\nLooking at the corridor, (1, 1) looks like the better step.", U, None,
       "rates_other", why=_OTHER_RATED),
    _c("t35r_c_probably_right", "recognize",
       "SHAPE: square\n\nGiven the gap on the right, C is probably right.", U, False,
       "rates_other", why=_OTHER_RATED),
    _c("t35s_would_be_the_one", "solve",
       "MOVE: (1, 1)\n\nAfter a recount, (2, 0) would be the one.", U, None, "rates_other",
       why=_OTHER_RATED),
    _c("t35p_control_own_seems_one", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nCounterclockwise would leave the opening off the board, "
       "so clockwise seems the one to use.", (2, CW), False, "rates_other", why=_RATED_OWN),
    _c("t35s_control_other_open_longer", "solve",
       "MOVE: (2, 0)\n\n(1, 1) looks open too, but down is shorter.", (2, 0), None,
       "rates_other", why=_RATED_OWN),
    _c("t35r_control_c_unlikely", "recognize",
       "SHAPE: square\n\nA C seems unlikely: no side has a gap.", "square", False,
       "rates_other", why=_RATED_OWN),
    _c("t35s_control_own_one", "solve",
       "MOVE: (2, 0)\n\nRechecked: (2, 0) seems the one to use.", (2, 0), None,
       "rates_other", why=_RATED_OWN),
    _c("t35p_control_own_probably_right", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\nRecounting, (0, 1) counterclockwise is probably "
       "right.", (1, CCW), False, "rates_other", why=_RATED_OWN),
]  # fmt: skip


_set = set_functions(
    "t35", WHY, MAZES, [UNFINISHED_FIX, LOOK_AGAIN, FORM_QUESTION, OWN_CONDITION, RATES_OTHER]
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune35.py: counts, no reader
    print_counts(all_cases(), problems())
