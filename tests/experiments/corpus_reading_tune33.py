"""Tuning cases for the classes v33 found misread (issue 35, thirty-second round).

v33 was measured once and is tuning data now. As in the last rounds, the cases are built from
CLASSES a linguist or a markup author would name, not from v33's words. These are NEW replies,
written and labelled *before* the readers were changed, each class in several phrasings and
phases, with at least as many clear controls:

* ``struck``: struck-through text (markdown ``~~x~~``, HTML ``<del>``/``<s>``, Unicode combining
  strokes) is withdrawn: not an answer, not a candidate. The unstruck value is the answer; a
  value struck with nothing unstruck of its kind is unreadable; a struck maze row or route cell
  is removed before parsing. Strict: a line that holds struck text is not the prompt's line; a
  struck line withdrawn above the final answer line leaves that line the reply's last.
  Controls: a tilde that strikes nothing ("~5 steps"), a struck word that is no value.
* ``diff``: a ``diff`` block (or "Edit:" with -/+ lines) editing the reply's own answer: applied
  when each removed line is a line of the answer (the edited answer is scored); not applying
  cleanly: unreadable. Strict: a format miss (the answer is not the reply's last line).
* ``turns``: invented dialogue turns ("User:/Assistant:", "Q:/A:", "Human:/AI:") inside a reply:
  the answering turns compared; all the same: that answer; different, or giving way to an
  invented push-back: unreadable. Controls: one answering turn; every turn the same.
* ``tldr_first``: a TL;DR or summary FIRST, then the long version: the long version ending on
  another answer without saying it replaces the TL;DR: unreadable; agreeing, or giving no other
  answer: the answer. Controls: agreeing long versions; a long version that says the TL;DR was
  wrong and replaces it.
* ``passive``: a rejection in the passive voice ("a C is ruled out", "the cross was excluded",
  "a C was considered and rejected") rejects that shape. Controls: an active rejection; a
  passive rejection of the answer itself, with another shape committed.
* ``neighbour``: an answer to the neighbouring question, the move after an assumed one ("After
  you turn (0, 0), I'd turn (1, 1) clockwise next"), with no answer line: unreadable; steps
  labelled by ordinals ("First move: ...", "Step 1: ...", "1st move: ..."): the first is the move
  asked. Controls: the move after committed on an answer line (read as written); a plan after
  the answer.
* ``after_answer``: after the committed answer, another answer of its kind named better or
  preferred ("works too, and it is the one I prefer", "a better route"), a check preferring a
  change, or the answer restated in the other encoding as a DIFFERENT maze: unreadable.
  Controls: the other answer named and the answer kept; the restatement the same maze; a check
  against the picture that agrees ("Same move.", "Same answer.").
* ``rotate_spacing``: the strict reader is literal for ``ROTATE:`` as for MOVE and PATH (the
  lead's ruling, 28 Nov): ``ROTATE:(0, 0)`` and ``ROTATE: (0,0)`` are format misses; the
  flexible reading still reads the move. Controls: the prompt's spacing.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open); the
generated ring of :mod:`corpus_reading_v28`; the puzzle is the 2 x 2 board, squares 0-3 row by
row from the top left.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import FAIL, SUCCESS, UNREADABLE, Reply
from corpus_reading_v28 import DOWN, RIGHT, RING_TL3

U = UNREADABLE
S = SUCCESS
F = FAIL

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_STRUCK = "hard: the struck text is withdrawn and the unstruck value stands"
_STRUCK_STRICT = _STRUCK + "; strict: the line holds struck text, not the prompt's line"
_ALL_STRUCK = "every value given is struck through and nothing unstruck takes its place"
_DIFF = "hard: the reply's own diff applies to its answer; the edited answer is read"
_DIFF_BAD = "the diff's removed line is no line of the answer: which answer is meant is not said"
_TURNS = "invented dialogue turns whose answers differ; which turn answers is not the reply's call"
_PUSHBACK = "the reply gives way to an invented push-back; which turn answers is not said"
_TURNS_SAME = "hard: every invented turn gives the same answer; strict: not the prompt's line"
_TLDR = "the long version ends on another answer without saying it replaces the TL;DR"
_TLDR_SAME = "hard: the long version agrees with the TL;DR first; strict: not the last line"
_PASSIVE = "hard: the other shape is rejected in the passive voice; strict: no SHAPE: line"
_TIGHT = "hard: the move without the prompt's spaces is the move; strict: a format miss"
_MAZE = "MAZE:\n" + RING_TL3
_FILLED = RING_TL3.replace("0 1 0 1 1", "0 0 0 1 1")


def _fence(text: str, lang: str = "") -> str:
    return f"```{lang}\n{text}\n```"


def _stroke(text: str) -> str:
    """``text`` with a combining long stroke overlay (U+0336) after every character."""
    return "".join(ch + "\u0336" for ch in text)


STRUCK: list[Reply] = [
    _c("t33s_tilde_struck_then_cell", "solve", "MOVE: ~~(2, 0)~~ (1, 1)", (1, 1), None,
       "struck", why=_STRUCK_STRICT),
    _c("t33s_del_line_then_line", "solve", "<del>MOVE: (1, 1)</del>\nMOVE: (2, 0)", (2, 0),
       (2, 0), "struck", why=_STRUCK),
    _c("t33s_strike_tag_inline", "solve",
       "The right cell <s>(1, 1)</s> is a dead end, so down: (2, 0).", (2, 0), None, "struck",
       why=_STRUCK + "; strict: no MOVE: line"),
    _c("t33s_combining_stroke", "solve", "MOVE: " + _stroke("(1, 1)") + "\nMOVE: (2, 0)", (2, 0),
       (2, 0), "struck", why=_STRUCK),
    _c("t33s_both_struck_tags", "solve",
       "<del>MOVE: (2, 0)</del>\n<del>MOVE: (1, 1)</del>\n\nI need another look first.", U, None,
       "struck", why=_ALL_STRUCK),
    _c("t33s_only_value_struck", "solve", "MOVE: ~~(1, 1)~~", U, None, "struck",
       why=_ALL_STRUCK),
    _c("t33r_struck_shape_inline", "recognize", "SHAPE: ~~cross~~ square", "square", False,
       "struck", why=_STRUCK_STRICT),
    _c("t33r_struck_shape_line", "recognize", "~~SHAPE: cross~~\nSHAPE: square", "square", True,
       "struck", why=_STRUCK),
    _c("t33r_both_shapes_struck", "recognize", "SHAPE: <s>square</s> <s>cross</s>", U, False,
       "struck", why=_ALL_STRUCK),
    _c("t33p_struck_rotation_line", "puzzle",
       "~~ROTATE: (0, 0) clockwise~~\nROTATE: (1, 1) counterclockwise", (3, CCW), True, "struck",
       why=_STRUCK),
    _c("t33p_struck_direction", "puzzle", "ROTATE: (0, 1) <del>clockwise</del> counterclockwise",
       (1, CCW), False, "struck", why=_STRUCK_STRICT),
    _c("t33o_struck_draft_route", "one_shot",
       "~~PATH: " + path_text("1,0 1,1 2,1") + "~~\nPATH: " + path_text(RIGHT), S, True,
       "struck", why=_STRUCK),
    _c("t33o_struck_cell_in_route", "one_shot",
       "PATH: (1, 0) ~~(1, 1)~~ " + path_text(DOWN.split(" ", 1)[1]), S, False, "struck",
       why="hard: the struck cell is removed and the route is the left column; strict: the "
       "line holds struck text"),
    _c("t33g_struck_row_in_maze", "generate",
       "MAZE:\n" + RING_TL3.replace("0 1 0 1 1\n", "0 1 0 1 1\n~~0 0 0 0 0~~\n"), S, False,
       "struck", why="hard: the struck row is removed and the ring is left; strict: not the "
       "encoder's text"),
    _c("t33g_struck_maze_then_maze", "generate",
       "MAZE:\n~~" + _FILLED.replace("\n", "~~\n~~") + "~~\n\nMAZE:\n" + RING_TL3, S, True,
       "struck", why="hard: the struck maze is withdrawn; the last block is the encoder's text"),
    # Controls: a tilde that strikes nothing; a struck word that is no value.
    _c("t33s_control_tilde_approx", "solve",
       "The goal is ~5 steps away down the left column.\n\nMOVE: (2, 0)", (2, 0), (2, 0),
       "struck"),
    _c("t33s_control_struck_word", "solve",
       "The ~~easy~~ only open way toward the goal is down.\n\nMOVE: (2, 0)", (2, 0), (2, 0),
       "struck"),
    _c("t33r_control_struck_adjective", "recognize",
       "The loop is <s>roughly</s> exactly four-sided.\n\nSHAPE: square", "square", True,
       "struck"),
    _c("t33p_control_no_strike", "puzzle", "No square needs striking.\n\nROTATE: (1, 0) clockwise", (2, CW), True,
       "struck"),
    _c("t33o_control_no_strike", "one_shot", "No cell to strike.\n\nPATH: " + path_text(DOWN), S, True, "struck"),
    _c("t33g_control_no_strike", "generate", "Nothing struck here.\n\n" + _MAZE, S, True,
       "struck"),
]  # fmt: skip

DIFF: list[Reply] = [
    _c("t33g_diff_opens_centre", "generate",
       _MAZE + "\n\n" + _fence("- 0 1 0 1 1\n+ 0 0 0 1 1", "diff"), F, False, "diff",
       why=_DIFF + " (a filled block, a fail); strict: not the last line"),
    _c("t33g_edit_fixes_maze", "generate",
       "MAZE:\n" + _FILLED + "\n\nEdit: wall the centre again:\n- 0 0 0 1 1\n+ 0 1 0 1 1", S,
       False, "diff", why=_DIFF + " (the ring); strict: not the last line"),
    _c("t33g_diff_not_applying", "generate",
       _MAZE + "\n\n" + _fence("- 1 0 1 0 1\n+ 1 0 0 0 1", "diff"), U, False, "diff",
       why=_DIFF_BAD),
    _c("t33o_diff_route", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\n" + _fence("- PATH: " + path_text(RIGHT) + "\n+ PATH: "
       + path_text(DOWN), "diff"), S, False, "diff", why=_DIFF + "; strict: not the last line"),
    _c("t33s_diff_move", "solve",
       "MOVE: (1, 1)\n\n" + _fence("-MOVE: (1, 1)\n+MOVE: (2, 0)", "diff"), (2, 0), None,
       "diff", why=_DIFF + "; strict: not the last line"),
    _c("t33s_diff_move_not_applying", "solve",
       "MOVE: (1, 1)\n\n" + _fence("-MOVE: (3, 0)\n+MOVE: (2, 0)", "diff"), U, None, "diff",
       why=_DIFF_BAD),
    # Controls: a diff-like list that edits nothing; a plain answer after the words "diff".
    _c("t33s_control_minus_list", "solve",
       "Options:\n- (1, 1): the top corridor\n- (2, 0): the left column\n\nI take the left "
       "column.\n\nMOVE: (2, 0)", (2, 0), (2, 0), "diff"),
    _c("t33g_control_diff_word", "generate",
       "The difference from the original is the ring's place.\n\n" + _MAZE, S, True, "diff"),
    _c("t33r_control_bullets", "recognize",
       "- four sides\n- one loop\n\nSHAPE: square", "square", True, "diff"),
    _c("t33p_control_bullets", "puzzle",
       "- (0, 0) is already right\n- (1, 0) opens the path\n\nROTATE: (1, 0) clockwise",
       (2, CW), True, "diff"),
    _c("t33o_control_bullets", "one_shot",
       "- the top corridor is open\n- the right column is open\n\nPATH: " + path_text(RIGHT), S,
       True, "diff"),
]  # fmt: skip

TURNS: list[Reply] = [
    _c("t33s_turns_differ", "solve",
       "User: Where next?\nAssistant: MOVE: (2, 0)\nUser: And the other way?\nAssistant: "
       "MOVE: (1, 1)", U, None, "turns", why=_TURNS),
    _c("t33s_qa_pushback", "solve",
       "Q: Which move?\nA: MOVE: (1, 1)\nQ: The top corridor is longer, isn't it?\nA: True, "
       "then (2, 0).", U, None, "turns", why=_PUSHBACK),
    _c("t33r_human_ai_differ", "recognize",
       "Human: Name the shape.\nAI: SHAPE: square\nHuman: Could it be a C?\nAI: Yes, SHAPE: C",
       U, False, "turns", why=_PUSHBACK),
    _c("t33p_turns_two_moves", "puzzle",
       "User: Your move?\nAssistant: ROTATE: (0, 0) clockwise\nUser: Hmm.\nAssistant: ROTATE: "
       "(0, 1) counterclockwise", U, False, "turns", why=_TURNS),
    _c("t33o_turns_two_routes", "one_shot",
       "User: Route?\nAssistant: PATH: " + path_text(DOWN) + "\nUser: Another?\nAssistant: "
       "PATH: " + path_text(RIGHT), U, False, "turns", why=_TURNS),
    # Controls: one answering turn; every turn the same.
    _c("t33s_control_one_turn", "solve",
       "User: What is your next move?\nAssistant: Down the left column. MOVE: (2, 0)", (2, 0),
       None, "turns", why=_TURNS_SAME),
    _c("t33s_control_turns_same", "solve",
       "Q: Which move?\nA: MOVE: (2, 0)\nQ: Sure?\nA: Yes, MOVE: (2, 0)", (2, 0), None, "turns",
       why=_TURNS_SAME),
    _c("t33r_control_turns_same", "recognize",
       "Human: Shape?\nAI: SHAPE: square\nHuman: Not a C?\nAI: No, it is closed. SHAPE: square",
       "square", False, "turns", why=_TURNS_SAME),
    _c("t33p_control_turns_same", "puzzle",
       "User: Move?\nAssistant: ROTATE: (1, 0) clockwise\nUser: Certain?\nAssistant: Yes. "
       "ROTATE: (1, 0) clockwise", (2, CW), False, "turns", why=_TURNS_SAME),
    _c("t33g_control_one_turn", "generate", "User: Make a maze.\nAssistant: " + _MAZE, S, False,
       "turns", why=_TURNS_SAME),
]  # fmt: skip

TLDR_FIRST: list[Reply] = [
    _c("t33s_tldr_long_other_cell", "solve",
       "TL;DR: MOVE: (2, 0)\n\nThe long version: the left column is open, but the top corridor "
       "is shorter to the goal, so (1, 1) it is.", U, None, "tldr_first", why=_TLDR),
    _c("t33o_summary_long_other_route", "one_shot",
       "Summary: PATH: " + path_text(RIGHT) + "\n\nIn detail: the left column then the bottom "
       "row is the path I'd walk: " + path_text(DOWN) + ".", U, False, "tldr_first", why=_TLDR),
    _c("t33r_tldr_long_other_shape", "recognize",
       "TL;DR: SHAPE: square\n\nLonger: the loop has a gap on its right side, so it is a C.",
       U, False, "tldr_first", why=_TLDR),
    _c("t33p_tldr_long_other_square", "puzzle",
       "TL;DR: ROTATE: (0, 0) clockwise\n\nFull reasoning: (0, 0) already connects; the square "
       "to turn is (1, 1) clockwise.", U, False, "tldr_first", why=_TLDR),
    # Controls: the long version agrees, gives no other answer, or says it replaces the TL;DR.
    _c("t33s_control_tldr_agrees", "solve",
       "TL;DR: MOVE: (2, 0)\n\nThe long version: the top corridor (1, 1) is open too, but the "
       "left column is shorter, so (2, 0).", (2, 0), None, "tldr_first", why=_TLDR_SAME),
    _c("t33s_control_tldr_long_no_cell", "solve",
       "TL;DR: MOVE: (2, 0)\n\nThe long version: the left column runs straight to the bottom "
       "row, which leads to the goal.", (2, 0), None, "tldr_first", why=_TLDR_SAME),
    _c("t33r_control_tldr_agrees", "recognize",
       "TL;DR: SHAPE: square\n\nLonger: four straight sides, no gap; a square.", "square",
       False, "tldr_first", why=_TLDR_SAME),
    _c("t33o_control_summary_agrees", "one_shot",
       "Summary: PATH: " + path_text(DOWN) + "\n\nIn detail: the left column and the bottom row "
       "are open all the way.", S, False, "tldr_first", why=_TLDR_SAME),
    _c("t33p_control_tldr_agrees", "puzzle",
       "TL;DR: ROTATE: (1, 0) clockwise\n\nFull reasoning: turning (1, 0) clockwise points its "
       "opening at (1, 1).", (2, CW), False, "tldr_first", why=_TLDR_SAME),
]  # fmt: skip

PASSIVE: list[Reply] = [
    _c("t33r_c_ruled_out", "recognize",
       "It is a square: a C is ruled out, since the loop has no gap.", "square", False,
       "passive", why=_PASSIVE),
    _c("t33r_cross_excluded", "recognize",
       "The cross is excluded because there is no centre cell. The shape is a square.",
       "square", False, "passive", why=_PASSIVE),
    _c("t33r_c_considered_rejected", "recognize",
       "A C was considered and rejected: every side is closed. The shape is a square.",
       "square", False, "passive", why=_PASSIVE),
    _c("t33r_cross_dismissed", "recognize",
       "Square. A cross was dismissed early, as no arm leaves the loop.", "square", False,
       "passive", why=_PASSIVE),
    # Controls: an active rejection; the passive voice rejecting the square, a cross committed.
    _c("t33r_control_active_rejection", "recognize",
       "I rule out a C because the loop has no gap.\n\nSHAPE: square", "square", True,
       "passive"),
    _c("t33r_control_square_ruled_out", "recognize",
       "A square is ruled out by the arms; the shape is a cross.", "cross", False, "passive",
       why="hard: the square is rejected in the passive voice and the cross named; strict: no "
       "SHAPE: line"),
    _c("t33r_control_plain", "recognize", "Nothing is ruled out here.\n\nSHAPE: square", "square",
       True, "passive"),
]  # fmt: skip

ROTATE_SPACING: list[Reply] = [
    _c("t33p_tight_label", "puzzle", "ROTATE:(1, 0) clockwise", (2, CW), False,
       "rotate_spacing", why=_TIGHT),
    _c("t33p_no_space_after_comma", "puzzle", "ROTATE: (1,0) clockwise", (2, CW), False,
       "rotate_spacing", why=_TIGHT),
    _c("t33p_all_tight", "puzzle", "ROTATE:(0,1) counterclockwise", (1, CCW), False,
       "rotate_spacing", why=_TIGHT),
    # Controls: the prompt's spacing.
    _c("t33p_control_spaced", "puzzle", "Turning the bottom-left square.\n\nROTATE: (1, 0) "
       "clockwise", (2, CW), True, "rotate_spacing"),
    _c("t33p_control_spaced_square_word", "puzzle", "Square 3 it is.\n\nROTATE: square 3 counterclockwise",
       (3, CCW), True, "rotate_spacing"),
    _c("t33p_control_spaced_bold", "puzzle", "ROTATE: **(0, 1)** clockwise", (1, CW), True,
       "rotate_spacing"),
]  # fmt: skip


_NEXT = "the reply answers the move after the asked one, which it assumes and does not give"
_FIRST = (
    "hard: the steps are labelled by ordinals; the first is the move asked; strict: no MOVE: line"
)

NEIGHBOUR: list[Reply] = [
    _c("t33p_once_you_rotate_next", "puzzle",
       "Once you rotate (1, 0), I would rotate (0, 1) counterclockwise next.", U, False,
       "neighbour", why=_NEXT),
    _c("t33s_after_step_next", "solve",
       "After you step right to (1, 1), the next move is (1, 2).", U, None, "neighbour",
       why=_NEXT),
    _c("t33s_step_labels", "solve", "Step 1: (2, 0)\nStep 2: (3, 0)\nStep 3: (4, 0)", (2, 0),
       None, "neighbour", why=_FIRST),
    _c("t33s_ordinal_numbers", "solve",
       "1st move: (1, 1)\n2nd move: (1, 2)\n3rd move: (1, 3)", (1, 1), None, "neighbour",
       why=_FIRST),
    _c("t33s_ordinal_words_inline", "solve", "First move: (1, 1). Second move: (1, 2).", (1, 1),
       None, "neighbour", why=_FIRST),
    # Controls: the move after committed on an answer line; a plan after the answer.
    _c("t33s_control_next_committed", "solve",
       "Once I'm on (2, 0), the move after would be (3, 0).\n\nMOVE: (3, 0)", (3, 0), (3, 0),
       "neighbour"),
    _c("t33p_control_plan_after_line", "puzzle",
       "Turn (1, 0) clockwise now; after you turn it, (1, 1) may need a turn next.\n\nROTATE: "
       "(1, 0) clockwise", (2, CW), True, "neighbour"),
    _c("t33s_control_first_then_line", "solve", "First move: (2, 0)\n\nMOVE: (2, 0)", (2, 0),
       (2, 0), "neighbour"),
    _c("t33s_control_down_then_plan", "solve",
       "I go down to (2, 0). After I move there, I'll continue to (3, 0) next.\n\nMOVE: (2, 0)",
       (2, 0), (2, 0), "neighbour"),
]  # fmt: skip


_ANOTHER = "another answer of the kind after the committed one, neither rejected nor replacing it"
_KEPT = "hard: the check pictures the answer and keeps it; strict: prose after the answer line"
_COORDS_SAME = """Walls: (0,3), (0,4), (1,1), (1,3), (1,4), (2,3), (2,4), (3,0), (3,1), (3,2), (3,3), \
(3,4), (4,0), (4,1), (4,2), (4,3), (4,4)
Empty: (0,1), (0,2), (1,0), (1,2), (2,0), (2,1)
Player position: (0,0)
Goal: (2,2)"""
_COORDS_OTHER = _COORDS_SAME.replace("(2,0), (2,1)", "(2,0), (2,2)").replace(
    "Goal: (2,2)", "Goal: (2,1)"
)

AFTER_ANSWER: list[Reply] = [
    _c("t33o_works_too_prefer", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nThis one works too, and it is the one I prefer: "
       + path_text(RIGHT), U, False, "after_answer", why=_ANOTHER),
    _c("t33o_better_route_after", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nA better route: " + path_text(DOWN), U, False,
       "after_answer", why=_ANOTHER),
    _c("t33g_restated_other_maze", "generate",
       _MAZE + "\n\nThe same maze as coordinates:\n" + _COORDS_OTHER, U, False, "after_answer",
       why="the maze restated in the other encoding is another maze; which is meant is not said"),
    _c("t33g_check_rather_change", "generate",
       _MAZE + "\n\nLooking it over, I'd rather wall (0, 1) as well so the ring is tighter.", U,
       False, "after_answer",
       why="the check after the maze prefers a changed maze without writing it"),
    _c("t33p_picture_prefers_other", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\nPicturing it, turning (1, 1) clockwise would be "
       "better.", U, False, "after_answer", why="the check names another move as better"),
    # Controls: the other route rejected; the restatement the same maze; a check keeping it.
    _c("t33o_control_other_longer_kept", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nThe top route " + path_text(RIGHT) + " works as well, "
       "but I keep the one above.", S, False, "after_answer",
       why="hard: the other route is named and the answer kept; strict: prose after the line"),
    _c("t33g_control_restated_same", "generate",
       _MAZE + "\n\nThe same maze as coordinates:\n" + _COORDS_SAME, S, False, "after_answer",
       why="hard: the restatement is the same maze; strict: not the last line"),
    _c("t33p_control_picture_same_move", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\nImagine it turning: the right opening swings up, "
       "towards (0, 0), as needed. Same move.", (1, CCW), False, "after_answer", why=_KEPT),
    _c("t33s_control_check_same_answer", "solve",
       "MOVE: (2, 0)\n\nChecked against the grid: (3, 0) below is open, and (1, 1) only leads "
       "to a dead end. Same answer.", (2, 0), None, "after_answer", why=_KEPT),
    _c("t33r_control_check_same_shape", "recognize",
       "SHAPE: square\n\nTracing it again: four sides, closed. Same answer.", "square", False,
       "after_answer", why=_KEPT),
]  # fmt: skip


_set = set_functions(
    "t33",
    WHY,
    MAZES,
    [STRUCK, DIFF, TURNS, TLDR_FIRST, PASSIVE, ROTATE_SPACING, NEIGHBOUR, AFTER_ANSWER],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune33.py: counts, no reader
    print_counts(all_cases(), problems())
