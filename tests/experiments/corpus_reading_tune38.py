"""Tuning cases for the classes v38 found misread (issue 35, thirty-seventh round).

v38 was measured once and is tuning data now. Four of its mechanisms are built here from the
MECHANISM, not from v38's words. These are NEW replies, written and labelled *before* the
readers were changed, each class in several phrasings and phases, with at least as many clear
controls as unclear cases:

* ``translation_disagrees``: the answer, then the same answer "translated" into another of the
  ten languages of :mod:`agents.llm.reading.vocabulary`, the translation's direction or turn
  word naming a DIFFERENT value, nothing saying which stands: unreadable. Controls: the
  translation agreeing, in the same languages and layouts.
* ``two_on_line``: two answer labels, or two values after one label, on one answer line with
  nothing between them saying which stands ("MOVE: (1, 1); MOVE: (2, 0)", "SHAPE: C square"):
  alternatives with no pick, unreadable. Controls: the same value twice, a value with a gloss
  or a rejected other value on its line.
* ``code_pick``: the answer only as code that leaves the pick to chance (``random.choice``,
  ``random.shuffle``) or ends with a list of candidates and no pick: unreadable. Controls: code
  that commits (one value printed or returned), a list of candidates followed by a labelled
  pick, "random" named in prose.
* ``closing_invitation``: after the answer, a polite invitation to correct it ("If this is
  wrong, please tell me", "Happy to revise if needed"): it sets no condition on the answer, the
  answer stands (controls, the larger half). Unclear: a closing that does set a condition and
  names the other value to take ("if (2, 0) is a wall, use (1, 1) instead").

* ``drawing_disagrees`` (written AFTER :mod:`agents.llm.reading.drawings`, before it was run
  on them: a check of that reader, not cases it was tuned on): a board drawn beside the answer
  whose marks trace another move or route, or a sketch of another maze: unreadable. Controls:
  the drawing agreeing, the maze drawn as given with no marks.

* ``answer_in_prose_or_print`` (labelled before the maze-in-code reader changed; the route's
  sentence end was written first, on v38's case): the answer stated mid-sentence with a check
  after it, or a maze given only as what code prints: clear. Unclear: another route offered
  after the mid-sentence one, two mazes printed.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G); the generated ring of :mod:`corpus_reading_v28` (3x3 top-left, P (0, 0)); the
puzzle is the 2 x 2 board, squares 0-3 row by row from the top left. The strict reading reads
the answer line only when it is the reply's last line and holds nothing after the answer
(docs/analysis.md, "Nothing after the answer on a strict line").
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_v28 import DOWN, RIGHT, RING_TL3
from corpus_reading_v37 import RING_TOP3

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_DOWN = "PATH: " + path_text(DOWN)
_RIGHT = "PATH: " + path_text(RIGHT)
_MAZE = "MAZE:\n" + RING_TL3

_TRANSLATED = "the answer and its translation name different values, nothing picks one"
_SAME = "hard: the translation names the same value (strict: not the last line)"
TRANSLATION_DISAGREES: list[Reply] = [
    _c("t38s_chinese_says_right", "solve", "MOVE: (2, 0)\n译文：向右移动。", U, None,
       "translation_disagrees", why=_TRANSLATED),
    _c("t38s_spanish_says_right", "solve", "MOVE: (2, 0)\n(En español: mover a la derecha)",
       U, None, "translation_disagrees", why=_TRANSLATED),
    _c("t38s_german_says_down", "solve", "MOVE: (1, 1)\nAuf Deutsch: nach unten.", U, None,
       "translation_disagrees", why=_TRANSLATED),
    _c("t38p_spanish_turn_other_way", "puzzle",
       "ROTATE: (1, 0) clockwise\n(En español: (1, 0) en sentido antihorario)", U, False,
       "translation_disagrees", why=_TRANSLATED),
    _c("t38p_russian_turn_other_way", "puzzle",
       "ROTATE: (0, 0) counterclockwise\nПо-русски: (0, 0) по часовой стрелке.", U, False,
       "translation_disagrees", why=_TRANSLATED),
    _c("t38s_control_chinese_agrees", "solve", "MOVE: (2, 0)\n（中文：向下移动一格）", (2, 0),
       None, "translation_disagrees", why=_SAME),
    _c("t38s_control_spanish_agrees", "solve",
       "MOVE: (1, 1)\n(En español: mover a la derecha)", (1, 1), None,
       "translation_disagrees", why=_SAME),
    _c("t38s_control_german_agrees", "solve", "MOVE: (1, 1)\nAuf Deutsch: nach rechts.",
       (1, 1), None, "translation_disagrees", why=_SAME),
    _c("t38p_control_french_agrees", "puzzle",
       "ROTATE: (0, 1) clockwise\n(en français : (0, 1) sens horaire)", (1, CW), False,
       "translation_disagrees", why=_SAME),
    _c("t38p_control_german_agrees", "puzzle",
       "ROTATE: (1, 0) counterclockwise\n(Deutsch: gegen den Uhrzeigersinn)", (2, CCW), False,
       "translation_disagrees", why=_SAME),
]  # fmt: skip

_TWO = "two answers on one answer line, nothing between them picks one"
_ONE = "hard: one value on the line, said twice or glossed or set against a rejected one"
TWO_ON_LINE: list[Reply] = [
    _c("t38s_two_labels_semicolon", "solve", "MOVE: (1, 1); MOVE: (2, 0)", U, None,
       "two_on_line", why=_TWO),
    _c("t38r_two_names_space", "recognize", "SHAPE: C square", U, False, "two_on_line",
       why=_TWO),
    _c("t38r_two_names_slash", "recognize", "SHAPE: circle / square", U, False,
       "two_on_line", why=_TWO),
    _c("t38p_two_rotate_labels", "puzzle",
       "ROTATE: (0, 0) clockwise ROTATE: (1, 1) clockwise", U, False, "two_on_line",
       why=_TWO),
    _c("t38o_two_path_labels", "one_shot", _RIGHT + " " + _DOWN, U, False, "two_on_line",
       why=_TWO),
    _c("t38s_control_same_twice", "solve", "MOVE: (2, 0) MOVE: (2, 0)", (2, 0), None,
       "two_on_line", why=_ONE),
    _c("t38s_control_not_other", "solve", "MOVE: (1, 1) - not (2, 0)", (1, 1), None,
       "two_on_line", why=_ONE),
    _c("t38r_control_not_circle", "recognize", "SHAPE: square, not a circle", "square", False,
       "two_on_line", why=_ONE),
    _c("t38p_control_quarter_turn", "puzzle", "ROTATE: (1, 1) clockwise (one quarter turn)",
       (3, CW), False, "two_on_line", why=_ONE),
    _c("t38o_control_route_gloss", "one_shot", _DOWN + " (the left-column route)", S, False,
       "two_on_line", why=_ONE),
]  # fmt: skip

_CHANCE = "code that leaves the pick to chance or ends with candidates and no pick"
_COMMITS = "hard: the code commits to one value, or a labelled pick follows the candidates"
CODE_PICK: list[Reply] = [
    _c("t38s_code_shuffle", "solve",
       "```python\nimport random\nmoves = [(2, 0), (1, 1)]\nrandom.shuffle(moves)\n"
       "print(moves[0])\n```", U, None, "code_pick", why=_CHANCE),
    _c("t38o_code_random_route", "one_shot",
       "```python\nimport random\nroutes = [\n    [" + path_text(RIGHT, ", ") + "],\n    ["
       + path_text(DOWN, ", ") + "],\n]\npath = random.choice(routes)\n```", U, False,
       "code_pick", why=_CHANCE),
    _c("t38p_code_random_square", "puzzle",
       "```python\nimport random\ncell = random.choice([(0, 0), (1, 1)])\n"
       "print('ROTATE:', cell, 'clockwise')\n```", U, False, "code_pick", why=_CHANCE),
    _c("t38r_code_random_shape", "recognize",
       "```python\nimport random\nshape = random.choice(['square', 'circle'])\n"
       "print('SHAPE:', shape)\n```", U, False, "code_pick", why=_CHANCE),
    _c("t38s_code_candidates_only", "solve",
       "Both neighbours are open:\n\n```python\nopen_moves = [(1, 1), (2, 0)]\n```", U, None,
       "code_pick", why=_CHANCE),
    _c("t38s_control_code_print", "solve", "```python\nmove = (2, 0)\nprint(move)\n```",
       (2, 0), None, "code_pick", why=_COMMITS),
    _c("t38s_control_candidates_then_pick", "solve",
       "```python\ncandidates = [(1, 1), (2, 0)]  # both open\n```\n\nI take the first one.\n\n"
       "MOVE: (1, 1)", (1, 1), (1, 1), "code_pick", why=_COMMITS),
    _c("t38s_control_random_unused", "solve",
       "```python\nimport random  # not needed\n\ndef next_move():\n    return (1, 1)\n```",
       (1, 1), None, "code_pick", why=_COMMITS),
    _c("t38s_control_random_in_prose", "solve",
       "A random choice would be a bad idea here; the cell below P is on a route to G.\n\n"
       "MOVE: (2, 0)", (2, 0), (2, 0), "code_pick", why=_COMMITS),
    _c("t38r_control_code_prints_shape", "recognize", "```python\nprint('SHAPE: square')\n```",
       "square", False, "code_pick", why=_COMMITS),
]  # fmt: skip

_INVITE = "hard: a polite invitation to correct sets no condition; the answer stands"
_CONDITION = "the closing sets a condition on the answer and names another value to take"
CLOSING_INVITATION: list[Reply] = [
    _c("t38s_control_if_wrong_say_so", "solve",
       "P is at (1, 0). The cell below is open.\n\nMOVE: (2, 0)\n\nIf I got this wrong, "
       "just say so.", (2, 0), None, "closing_invitation", why=_INVITE),
    _c("t38s_control_let_me_know_misread", "solve",
       "MOVE: (1, 1)\n\nLet me know if I misread anything.", (1, 1), None,
       "closing_invitation", why=_INVITE),
    _c("t38r_control_happy_to_revise", "recognize", "SHAPE: square\n\nHappy to revise if "
       "needed.", "square", False, "closing_invitation", why=_INVITE),
    _c("t38p_control_if_not_right_tell_me", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nIf that's not right, tell me and I'll look again.",
       (3, CW), False, "closing_invitation", why=_INVITE),
    _c("t38o_control_correct_me", "one_shot",
       _DOWN + "\n\nPlease correct me if I've made a mistake.", S, False,
       "closing_invitation", why=_INVITE),
    _c("t38g_control_point_out_errors", "generate",
       _MAZE + "\n\nFeel free to point out any errors.", S, False, "closing_invitation",
       why=_INVITE),
    _c("t38s_if_wall_use_other", "solve",
       "MOVE: (2, 0)\n\nIf (2, 0) is a wall, use (1, 1) instead.", U, None,
       "closing_invitation", why=_CONDITION),
    _c("t38r_if_gap_then_c", "recognize",
       "SHAPE: square\n\nIf the top edge has a gap, it is a C instead.", U, False,
       "closing_invitation", why=_CONDITION),
    _c("t38p_if_wrong_try_other_way", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nIf that's wrong, try counterclockwise.", U, False,
       "closing_invitation", why=_CONDITION),
]  # fmt: skip


_BOARD = "# # # # #\nP . . . #\n. # # . #\n. # # . #\n. . . G #"
_ARROW_RIGHT = "```\n# # # # #\nP > . . #\n. # # . #\n. # # . #\n. . . G #\n```"
_ARROW_DOWN = "```\n# # # # #\nP . . . #\nv # # . #\n. # # . #\n. . . G #\n```"
_STARS_TOP = "```\n# # # # #\nP * * * #\n. # # * #\n. # # * #\n. . . G #\n```"
_STARS_LEFT = "```\n# # # # #\nP . . . #\n* # # . #\n* # # . #\n* * * G #\n```"
_RING_TL3_SKETCH = "P . . # #\n. # . # #\n. . G # #\n# # # # #\n# # # # #"
_RING_BR3_SKETCH = "# # # # #\n# # # # #\n# # . . .\n# # . # .\n# # . . ."
_DRAWN_OTHER = "a drawing beside the answer traces another move, route or maze, no pick"
_DRAWN_SAME = "hard: the drawing traces the answer, or shows the maze as given with no marks"
DRAWING_DISAGREES: list[Reply] = [
    _c("t38s_arrow_right_move_down", "solve", _ARROW_RIGHT + "\nMy move, drawn.\n\nMOVE: (2, 0)",
       U, None, "drawing_disagrees", why=_DRAWN_OTHER),
    _c("t38s_stars_down_move_right", "solve", _STARS_LEFT + "\n\nMOVE: (1, 1)", U, None,
       "drawing_disagrees", why=_DRAWN_OTHER),
    _c("t38o_stars_top_path_down", "one_shot", "Route drawn:\n" + _STARS_TOP + "\n\n" + _DOWN,
       U, False, "drawing_disagrees", why=_DRAWN_OTHER),
    _c("t38g_sketch_other_ring", "generate",
       "Sketch of the new maze (# wall, . open):\n\n" + _RING_BR3_SKETCH + "\n\n" + _MAZE, U,
       False, "drawing_disagrees", why=_DRAWN_OTHER),
    _c("t38s_control_arrow_agrees", "solve", _ARROW_DOWN + "\n\nMOVE: (2, 0)", (2, 0), (2, 0),
       "drawing_disagrees", why=_DRAWN_SAME),
    _c("t38s_control_board_as_given", "solve",
       "The board:\n\n" + _BOARD + "\n\nThe top corridor is open.\n\nMOVE: (1, 1)", (1, 1),
       (1, 1), "drawing_disagrees", why=_DRAWN_SAME),
    _c("t38o_control_stars_agree", "one_shot", _STARS_LEFT + "\n\n" + _DOWN, S, True,
       "drawing_disagrees", why=_DRAWN_SAME),
    _c("t38o_control_board_as_given", "one_shot",
       "The maze as given:\n\n" + _BOARD + "\n\n" + _RIGHT, S, True, "drawing_disagrees",
       why=_DRAWN_SAME),
    _c("t38g_control_sketch_agrees", "generate",
       "Sketch (# wall, . open):\n\n" + _RING_TL3_SKETCH + "\n\n" + _MAZE, S, True,
       "drawing_disagrees", why=_DRAWN_SAME),
]  # fmt: skip


_Q = '"""'
_STATED = "hard: one answer, stated mid-sentence or printed by code (strict: not the last line)"
_TWO_GIVEN = "two answers given, no pick"
ANSWER_IN_PROSE_OR_PRINT: list[Reply] = [
    _c("t38o_mid_sentence_path", "one_shot",
       "I'd go with " + _DOWN + ". Every cell on it is 0 in the grid, and it ends on G.", S,
       False, "answer_in_prose_or_print", why=_STATED),
    _c("t38o_mid_sentence_then_also", "one_shot",
       "The route is " + _RIGHT + ". Alternatively, (2, 0), (3, 0), (4, 0), (4, 1), (4, 2) and "
       "(4, 3) also reach G.", U, False, "answer_in_prose_or_print", why=_TWO_GIVEN),
    _c("t38g_code_prints_maze", "generate",
       "Generated with:\n\n```python\nprint(" + _Q + RING_TL3 + _Q + ")\n```", S, False,
       "answer_in_prose_or_print", why=_STATED),
    _c("t38g_code_assigns_then_prints", "generate",
       "```python\nmaze = " + _Q + RING_TL3 + _Q + "\nprint(maze)\n```", S, False,
       "answer_in_prose_or_print", why=_STATED),
    _c("t38g_code_prints_two_mazes", "generate",
       "```python\nprint(" + _Q + RING_TL3 + _Q + ")\nprint(" + _Q + RING_TOP3 + _Q
       + ")\n```", U, False, "answer_in_prose_or_print", why=_TWO_GIVEN),
]  # fmt: skip


_set = set_functions(
    "t38",
    WHY,
    MAZES,
    [
        TRANSLATION_DISAGREES,
        TWO_ON_LINE,
        CODE_PICK,
        CLOSING_INVITATION,
        DRAWING_DISAGREES,
        ANSWER_IN_PROSE_OR_PRINT,
    ],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune38.py: counts, no reader
    print_counts(all_cases(), problems())
