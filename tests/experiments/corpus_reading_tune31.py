"""Tuning cases for the classes v31 found misread (issue 35, thirtieth round).

v31 was measured once and is tuning data now. As in the twenty-ninth round, the cases are built
from CLASSES a linguist would name, not from v31's words. These are NEW replies, written and
labelled *before* the readers were changed, each class in several phrasings and phases, with at
least as many clear controls:

* ``unfinished_correction``: a last sentence after the answer that starts a correction or an
  alternative (a discourse marker of reformulation: "or rather", "or maybe", "actually",
  "instead", "wait", "no,") with no terminal punctuation and no new answer: unreadable, whatever
  word it ends on. Controls: a finished sentence after the marker; a marker with a new complete
  answer; a reply ending on the answer.
* ``provisional``: the answer marked provisional ("for now", "tentatively", "for the moment",
  "pending", "until I check", "I haven't checked ... yet") with a fallback value or an unmade
  check: unreadable. Controls: "for now" about the plan after the move; a check said done.
* ``question_offers``: a question back offering two or more answers, or a draft "in case":
  unreadable. Controls: a question after a committed answer line; a question about a later turn.
* ``two_sections``: two headed sections with an answer line each, different values, no pick:
  unreadable (strict reads the final line). Control: one section picked; both sections agree.
* ``maze_doubt``: a doubt after a maze about its own validity, in either encoding: unreadable.
  Controls: the maze said checked; a remark on style.
* ``clear_misses``: a tool call whose argument keys spell row and column; a question after the
  answer answered "No" and the answer kept.

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

_BROKEN = "a correction or alternative starts after the answer and breaks off before naming one"
_PROVISIONAL = "the answer is only provisional: a fallback or a check the reply never makes"
_OFFERS = "a question back offers two answers (or a draft in case) and picks none"
_SECTIONS = "two headed sections give different answers and neither is picked"
_DOUBT = "the maze's own validity is doubted after it and nothing settles it"
_PROSE = "strict: prose after the answer line is a format miss, as in t21"
_MAZE = "MAZE:\n" + RING_TL3
_COORDS = "MAZE:\n" + coord_list(RING_TL3)


UNFINISHED: list[Reply] = [
    _c("t31s_actually_trails", "solve",
       "MOVE: (1, 1)\n\nActually, going by how the lower corridor opens up after", U, None,
       "unfinished_correction", why=_BROKEN),
    _c("t31s_wait_trails", "solve",
       "MOVE: (2, 0)\n\nWait, if I count the steps along the top row again", U, None,
       "unfinished_correction", why=_BROKEN),
    _c("t31o_or_maybe_trails", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nOr maybe the top row works out shorter when counting",
       U, False, "unfinished_correction", why=_BROKEN),
    _c("t31r_no_trails", "recognize",
       "SHAPE: square\n\nNo, looking at the corners once more they seem rounded off", U, False,
       "unfinished_correction", why=_BROKEN),
    _c("t31p_instead_trails", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nInstead, turning the square below it might connect things",
       U, False, "unfinished_correction", why=_BROKEN),
    _c("t31g_that_is_trails", "generate",
       _MAZE + "\n\nThat is to say, a version with the goal nearer the entrance", U, False,
       "unfinished_correction", why=_BROKEN),
    # Controls: the sentence after the marker is finished; a reply ending on the answer.
    _c("t31s_control_actually_finished", "solve",
       "MOVE: (1, 1)\n\nActually, this is the shorter way round.", (1, 1), None,
       "unfinished_correction", why="hard: 'actually' confirms the answer in a finished sentence"),
    _c("t31o_control_ends_on_path", "one_shot",
       "Going down the left column first.\n\nPATH: " + path_text(DOWN), S, True,
       "unfinished_correction"),
    _c("t31r_control_wait_finished", "recognize",
       "Wait, the corners are square.\n\nSHAPE: square", "square", True,
       "unfinished_correction"),
    _c("t31p_control_plain", "puzzle",
       "The bottom-left square turns.\n\nROTATE: (1, 0) counterclockwise", (2, CCW), True, "unfinished_correction"),
    _c("t31g_control_remark", "generate",
       _MAZE + "\n\nThe ring runs round the top-left corner", S, False,
       "unfinished_correction", why=_PROSE),
    _c("t31s_control_no_finished", "solve",
       "MOVE: (2, 0)\n\nNo other cell gets closer in one step", (2, 0), None,
       "unfinished_correction", why="hard: a complete clause without a period, no correction"),
]  # fmt: skip

PROVISIONAL: list[Reply] = [
    _c("t31s_tentatively_fallback", "solve",
       "Tentatively MOVE: (2, 0); I still need to check the bottom row, and if it is walled "
       "the move is (1, 1).", U, None, "provisional", why=_PROVISIONAL),
    _c("t31o_for_the_moment_pending", "one_shot",
       "For the moment: PATH: " + path_text(RIGHT) + " (pending a check of column 3).", U,
       False, "provisional", why=_PROVISIONAL),
    _c("t31p_until_i_check", "puzzle",
       "ROTATE: (1, 1) clockwise, at least until I check where the open edge of square 3 "
       "points; otherwise counterclockwise.", U, False, "provisional", why=_PROVISIONAL),
    _c("t31r_havent_checked_yet", "recognize",
       "SHAPE: triangle for now, though I haven't checked the lower rows yet.", U, False,
       "provisional", why=_PROVISIONAL),
    # Controls: "for now" about the plan after the move; a check said done.
    _c("t31s_control_for_now_plan", "solve",
       "MOVE: (1, 1)\n\nThat is all I need to decide for now; the rest follows next turn.",
       (1, 1), None, "provisional",
       why="hard: 'for now' bounds what is decided this turn, not the answer"),
    _c("t31o_control_checked", "one_shot",
       "I checked column 3 and it is open.\n\nPATH: " + path_text(RIGHT), S, True,
       "provisional"),
    _c("t31p_control_checked_edge", "puzzle",
       "I checked where the open edge of square 3 points.\n\nROTATE: (1, 1) clockwise",
       (3, CW), True, "provisional"),
    _c("t31r_control_checked_rows", "recognize",
       "I have checked every row.\n\nSHAPE: square", "square", True, "provisional"),
]  # fmt: skip

OFFERS: list[Reply] = [
    _c("t31s_which_of_two", "solve",
       "Which do you prefer: right to (1, 1), or down to (2, 0)?", U, None,
       "question_offers", why=_OFFERS),
    _c("t31p_two_offers_listed", "puzzle",
       "Should I start with the left column or the right one? Left: (0, 0) counterclockwise; "
       "right: (0, 1) clockwise.", U, False, "question_offers", why=_OFFERS),
    _c("t31g_draft_in_case", "generate",
       "Do you want the goal on the edge or inside? In case inside is fine, here is one:\n\n"
       + RING_TL3, U, False, "question_offers", why=_OFFERS),
    # Controls: a question after a committed answer line; a question about a later turn.
    _c("t31s_control_question_later", "solve",
       "MOVE: (2, 0)\n\nShall I keep going down next turn?", (2, 0), None, "question_offers",
       why="hard: the question is about a later turn, the move is committed"),
    _c("t31p_control_question_after", "puzzle",
       "ROTATE: (0, 0) counterclockwise\n\nWant me to explain why?", (0, CCW), False,
       "question_offers", why=_PROSE),
    _c("t31g_control_question_after_maze", "generate",
       _MAZE + "\n\nWould you like a bigger one next?", S, False, "question_offers",
       why=_PROSE),
]  # fmt: skip

SECTIONS: list[Reply] = [
    _c("t31o_two_headed_paths", "one_shot",
       "### Option 1\nPATH: " + path_text(DOWN) + "\n\n### Option 2\nPATH: " + path_text(RIGHT),
       U, False, "two_sections",
       why=_SECTIONS + "; strict reads the final line"),
    _c("t31s_two_headed_moves", "solve",
       "**Cautious**\nMOVE: (2, 0)\n\n**Direct**\nMOVE: (1, 1)", U, None, "two_sections",
       why=_SECTIONS),
    # Controls: a pick after the sections; the sections agree.
    _c("t31o_control_sections_picked", "one_shot",
       "### Option 1\nPATH: " + path_text(DOWN) + "\n\n### Option 2\nPATH: " + path_text(RIGHT)
       + "\n\nI pick option 2.", S, False, "two_sections",
       why="hard: the pick names the second section; strict: prose after the answer line"),
    _c("t31s_control_sections_agree", "solve",
       "## Check\nMOVE: (1, 1)\n\n## Answer\nMOVE: (1, 1)", (1, 1), (1, 1), "two_sections"),
]  # fmt: skip

MAZE_DOUBT: list[Reply] = [
    _c("t31g_coords_might_be_cut_off", "generate",
       _COORDS + "\n\nThe goal might be cut off from the player; I may have to open a wall.",
       U, False, "maze_doubt", why=_DOUBT, encoding="coord_list"),
    _c("t31g_coords_not_sure_valid", "generate",
       _COORDS + "\n\nI'm not sure this ring is closed; one wall may be missing.", U, False,
       "maze_doubt", why=_DOUBT, encoding="coord_list"),
    _c("t31g_matrix_may_need_moving", "generate",
       _MAZE + "\n\nThe player may not reach the goal; I might need to move it.", U, False,
       "maze_doubt", why=_DOUBT),
    # Controls: the maze said checked; a remark on style.
    _c("t31g_control_coords_checked", "generate",
       _COORDS + "\n\nI traced the ring: the goal is reachable.", S, False, "maze_doubt",
       why=_PROSE, encoding="coord_list"),
    _c("t31g_control_coords_plain", "generate", "A ring, as a list:\n\n" + _COORDS, S, True, "maze_doubt",
       encoding="coord_list"),
    _c("t31g_control_matrix_style", "generate",
       _MAZE + "\n\nI kept the ring in the top-left corner.", S, False, "maze_doubt",
       why=_PROSE),
]  # fmt: skip

MISSES: list[Reply] = [
    _c("t31s_tool_row_index", "solve",
       '{"name": "move_player", "arguments": {"row_index": 1, "column_index": 1}}', (1, 1),
       None, "clear_misses", why="hard: a tool call naming row 1 and column 1"),
    _c("t31s_tool_dest_row", "solve",
       '{"name": "make_move", "arguments": {"dest_row": 2, "dest_col": 0}}', (2, 0), None,
       "clear_misses", why="hard: a tool call naming row 2 and column 0"),
    _c("t31s_kept_after_no", "solve",
       "MOVE: (2, 0)\n\nWould (1, 1) be shorter? No, both are the same length, so I'll stick "
       "with my answer.", (2, 0), None, "clear_misses",
       why="hard: a question answered 'No' and the answer kept"),
    _c("t31r_kept_after_no", "recognize",
       "SHAPE: spiral\n\nCould it be a square? No; I'm keeping my answer.", "spiral", False,
       "clear_misses", why=_PROSE),
    # Control: the question is answered the other way.
    _c("t31s_control_question_yes", "solve",
       "MOVE: (2, 0)\n\nWould (1, 1) be shorter? Yes, so switch to (1, 1).", U, None,
       "clear_misses",
       why="the answer is switched by a 'Yes' with a bare 'switch to'; two cells, hard to read"),
]  # fmt: skip


_set = set_functions(
    "t31", WHY, MAZES, [UNFINISHED, PROVISIONAL, OFFERS, SECTIONS, MAZE_DOUBT, MISSES]
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune31.py: counts, no reader
    print_counts(all_cases(), problems())
