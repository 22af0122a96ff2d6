"""Tuning cases for the classes v43 and v44 found misread (issue 35, forty-first round).

v43 and v44 were measured once and are tuning data now. These are NEW replies, written and
labelled *before* the readers were changed, each class in several phrasings, phases and
languages, with at least as many clear controls as unclear cases:

* ``direction_verb``: a solve reply with no answer line and no cell whose committing sentence
  names exactly one direction word, in any of the ten vocabulary languages ("I'd step down.",
  "Le joueur doit aller à droite.", "プレイヤーは下に進むべきです。"): the neighbouring cell.
  Unclear twins: two directions, a negated direction, a question, a direction under a
  condition, a direction followed by a doubt.
* ``marked_option``: candidates laid out in parallel (table rows, bullets) with one marked
  (✅, ✔, ✓, "(chosen)") and, where there is one, the sentence after naming it: the marked
  one. Unclear twins: no mark and no pick, two marks, a mark on one and a pick of another.
* ``caveat_pick``: after the answer, another value offered as equal or asked about, then a
  pick word naming (or pointing back to) the answer, in the past tense ("I picked", "I chose"),
  as "X it is", or in Chinese (那就 X 吧, 还是 X 吧, 就选 X): the answer stands. Unclear twins:
  the equality left open ("either works", "都可以"), a doubt after the question.
* ``label_conflict``: two labelled answers of the same kind that differ, the second a figure
  that is no registered shape ("SHAPE: square\\nSHAPE: oval"), neither picked: unreadable.
  Controls: the same shape twice, the figure ruled out between the lines, one label.
* ``unfinished_cell``: a cell cut off at the very end of the reply before its column
  ("MOVE: (1,"), or a rotation cut off before its direction: unreadable. Controls: the cell
  closed, a closed cell after an open one, and (the earlier sets' ruling, checked before
  relabelling: ``t17s_unclosed_right``, ``v17s_small_unclosed_bracket``,
  ``v19s_small_half_label``, ``v24s_small_open_paren``, ``v36s_small_half_label``,
  ``v39s_small_half_label``) a cell with both numbers whose ")" is missing, which is read.
  First labelled unreadable with v44's ``v44s_small_half``; relabelled before any reader
  changed, when the six earlier sets were found to rule the other way.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G, up (0, 0) is a wall); the puzzle is the 2 x 2 board, squares 0-3 row by row
from the top left; the recognized shape is a square.
"""

from __future__ import annotations

from corpus_form import CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down the left column, then along the bottom row to G."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then down the right column to G."""
RING_TL3 = """\
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (0,0), G at (2,2)."""

_ONE_WAY = "hard: one direction as the move in the committing sentence: the neighbouring cell"
_NOT_ONE_WAY = "two directions, a negated one, a question, a condition or a doubt: no move"
DIRECTION_VERB: list[Reply] = [
    _c("t42s_dir_en_step", "solve",
       "The wall is above us. I'd step down, toward the left column.", (2, 0), None,
       "direction_verb", why=_ONE_WAY),
    _c("t42s_dir_en_head", "solve",
       "Head right along the corridor.", (1, 1), None, "direction_verb", why=_ONE_WAY),
    _c("t42s_dir_fr_aller", "solve",
       "Le joueur doit aller à droite.", (1, 1), None, "direction_verb", why=_ONE_WAY),
    _c("t42s_dir_de_gehen", "solve",
       "Der Spieler sollte nach unten gehen.", (2, 0), None, "direction_verb", why=_ONE_WAY),
    _c("t42s_dir_it_muovere", "solve",
       "Il giocatore deve muoversi a destra.", (1, 1), None, "direction_verb", why=_ONE_WAY),
    _c("t42s_dir_ja_susumu", "solve",
       "上は壁なので、プレイヤーは下に進むべきです。", (2, 0), None, "direction_verb",
       why=_ONE_WAY),
    _c("t42s_dir_ru_dvigatsya", "solve",
       "Игрок должен двигаться вправо.", (1, 1), None, "direction_verb", why=_ONE_WAY),
    _c("t42s_dir_pt_ir", "solve",
       "O jogador deve ir para baixo.", (2, 0), None, "direction_verb", why=_ONE_WAY),
    _c("t42s_dir_ko_idong", "solve",
       "플레이어는 오른쪽으로 이동해야 합니다.", (1, 1), None, "direction_verb", why=_ONE_WAY),
    _c("t42s_dir_zh_yidong", "solve",
       "玩家应该向下移动。", (2, 0), None, "direction_verb", why=_ONE_WAY),
    _c("t42s_dir_en_two", "solve",
       "I'd go down, or maybe right; they tie.", U, None, "direction_verb", why=_NOT_ONE_WAY),
    _c("t42s_dir_en_negated", "solve",
       "Don't go right.", U, None, "direction_verb", why=_NOT_ONE_WAY),
    _c("t42s_dir_fr_question", "solve",
       "Faut-il aller à droite ou en bas ?", U, None, "direction_verb", why=_NOT_ONE_WAY),
    _c("t42s_dir_en_condition", "solve",
       "If the left column is open, move down.", U, None, "direction_verb", why=_NOT_ONE_WAY),
    _c("t42s_dir_de_doubt", "solve",
       "Der Spieler sollte nach unten gehen, aber ich bin mir nicht sicher.", U, None,
       "direction_verb", why=_NOT_ONE_WAY),
]  # fmt: skip

_MARKED = "hard: one of the parallel candidates is marked (and named after): the marked one"
_UNMARKED = "parallel candidates with no single mark or with a mark and a pick that disagree"
MARKED_OPTION: list[Reply] = [
    _c("t42s_marked_tick_column", "solve",
       "| Direction | Target | Free |\n|---|---|---|\n| Right | (1, 1) | ✓ |\n| Down | (2, 0) | ✓ ✔ |"
       "\n\nI'll take the step down.", (2, 0), None, "marked_option", why=_MARKED),
    _c("t42s_marked_chosen_row", "solve",
       "| Candidate | Notes |\n|---|---|\n| (1, 1) | top corridor (chosen) |\n| (2, 0) | left "
       "column |\n\nGoing right along the top corridor.", (1, 1), None, "marked_option",
       why=_MARKED),
    _c("t42o_marked_bullet", "one_shot",
       "- Route A: " + path_text(LEFT_COL) + " ✅\n- Route B: " + path_text(RIGHT_COL)
       + "\n\nI'm taking route A.", S, False, "marked_option", why=_MARKED),
    _c("t42p_marked_check", "puzzle",
       "| Square | Turn | Pick |\n|---|---|---|\n| (0, 0) | clockwise | ✔ |\n| (1, 1) | "
       "clockwise | |\n\nTurning (0, 0) connects the pipes.", (0, CW), False, "marked_option",
       why=_MARKED),
    _c("t42s_unmarked_rows", "solve",
       "| Direction | Target |\n|---|---|\n| Right | (1, 1) |\n| Down | (2, 0) |\n\nEach leads to "
       "the goal in six steps.", U, None, "marked_option", why=_UNMARKED),
    _c("t42o_two_marked_bullets", "one_shot",
       "- Route A: " + path_text(LEFT_COL) + " ✔\n- Route B: " + path_text(RIGHT_COL)
       + " ✔\n\nBoth are valid.", U, False, "marked_option", why=_UNMARKED),
    _c("t42s_mark_and_pick_disagree", "solve",
       "| Move | Cell | Pick |\n|---|---|---|\n| Right | (1, 1) | ✅ |\n| Down | (2, 0) | |\n\n"
       "On reflection I'm going with (2, 0).\nHmm, or the ticked one.", U, None,
       "marked_option", why=_UNMARKED),
]  # fmt: skip

_KEPT = "hard: another value offered as equal or asked about, then a pick of the answer"
_OPEN = "another value offered as equal or asked about, and nothing settles it"
CAVEAT_PICK: list[Reply] = [
    _c("t42s_caveat_chose", "solve",
       "MOVE: (1, 1)\n\nNote: (2, 0) is equally short; I chose the top row.", (1, 1), None,
       "caveat_pick", why=_KEPT),
    _c("t42s_caveat_it_is", "solve",
       "MOVE: (2, 0)\n\nCould (1, 1) work? Yes, just as well. Still, (2, 0) it is.", (2, 0), None,
       "caveat_pick", why=_KEPT),
    _c("t42s_caveat_zh_naju", "solve",
       "MOVE: (1, 1)\n\n向下到 (2, 0) 也一样短，那就 (1, 1) 吧。", (1, 1), None, "caveat_pick",
       why=_KEPT),
    _c("t42s_caveat_zh_haishi", "solve",
       "MOVE: (2, 0)\n\n(1, 1) 也能到终点，还是 (2, 0) 吧。", (2, 0), None, "caveat_pick",
       why=_KEPT),
    _c("t42p_caveat_zh_jiuxuan", "puzzle",
       "ROTATE: (0, 0) clockwise\n\n转 (1, 1) 也行，就选 (0, 0)。", (0, CW), False, "caveat_pick",
       why=_KEPT),
    _c("t42s_caveat_either", "solve",
       "MOVE: (1, 1)\n\nNote: (2, 0) is equally short; either works.", U, None, "caveat_pick",
       why=_OPEN),
    _c("t42s_caveat_zh_dou", "solve",
       "MOVE: (2, 0)\n\n(1, 1) 也一样短，两个都可以。", U, None, "caveat_pick", why=_OPEN),
    _c("t42o_caveat_picked", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nThe top route is just as short; I picked the left "
       "column.", S, False, "caveat_pick", why=_KEPT),
    _c("t42o_caveat_zh_haishi", "one_shot",
       "PATH: " + path_text(RIGHT_COL) + "\n\n走左边那条也一样短，还是走上面这条吧。", S, False,
       "caveat_pick", why=_KEPT),
    _c("t42g_caveat_chose", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nA ring in another corner would be just as valid; I chose "
       "the top-left one.", S, False, "caveat_pick", why=_KEPT),
    _c("t42g_caveat_zh_naju", "generate",
       "MAZE:\n" + RING_TL3 + "\n\n放在右下角也一样，那就左上角吧。", S, False, "caveat_pick",
       why=_KEPT),
    _c("t42o_caveat_both_fine", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nThe top route is equally short; both are fine.", U,
       False, "caveat_pick", why=_OPEN),
    _c("t42g_caveat_zh_dou", "generate",
       "MAZE:\n" + RING_TL3 + "\n\n放在右下角也一样，哪个都行。", U, False, "caveat_pick",
       why=_OPEN),
    _c("t42p_caveat_question_open", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nWhy not (1, 1)? Maybe that is the better turn.", U, False,
       "caveat_pick", why=_OPEN),
]  # fmt: skip

_TWO_LABELS = "two labelled shapes that differ, the second no registered shape, neither picked"
_ONE_SHAPE = "hard: one shape labelled, or the same shape twice, or the other figure ruled out"
LABEL_CONFLICT: list[Reply] = [
    _c("t42r_labels_square_oval", "recognize",
       "SHAPE: square\nSHAPE: oval", U, False, "label_conflict", why=_TWO_LABELS),
    _c("t42r_labels_square_pentagon", "recognize",
       "Answer:\nSHAPE: square\nSHAPE: pentagon", U, False, "label_conflict", why=_TWO_LABELS),
    _c("t42r_labels_same_twice", "recognize",
       "Final:\nSHAPE: square\nSHAPE: square", "square", True, "label_conflict", why=_ONE_SHAPE),
    _c("t42r_labels_oval_ruled_out", "recognize",
       "SHAPE: oval\nNo, the corners are sharp, so not an oval.\nSHAPE: square", "square", True,
       "label_conflict", why=_ONE_SHAPE),
    _c("t42r_labels_one", "recognize",
       "The open cells form a closed ring with four corners.\nSHAPE: square", "square", True,
       "label_conflict", why=_ONE_SHAPE),
]  # fmt: skip

_CUT = "the answer is cut off at the reply's end before its column or its direction"
_CLOSED = "hard: the cell is closed (or a closed cell follows the open one)"
_BOTH_NUMBERS = (
    "hard: both numbers given, only the ')' missing: read, as the earlier sets rule "
    "(t17s_unclosed_right, v17, v19, v24, v36, v39; v44s_small_half is labelled the other way)"
)
UNFINISHED_CELL: list[Reply] = [
    _c("t42s_unfinished_move", "solve",
       "Going right.\nMOVE: (1,", U, None, "unfinished_cell", why=_CUT),
    _c("t42p_unfinished_rotate", "puzzle",
       "ROTATE: (0, 0", U, False, "unfinished_cell", why=_CUT),
    _c("t42s_unfinished_after_draft", "solve",
       "Draft: (2, 0).\nMOVE: (1, 1", (1, 1), None, "unfinished_cell", why=_BOTH_NUMBERS),
    _c("t42s_closed_move", "solve",
       "Going right.\nMOVE: (1, 1)", (1, 1), (1, 1), "unfinished_cell", why=_CLOSED),
    _c("t42s_open_then_closed", "solve",
       "MOVE: (2, 0\nsorry, typo.\nMOVE: (2, 0)", (2, 0), (2, 0), "unfinished_cell",
       why=_CLOSED),
    _c("t42p_closed_rotate", "puzzle",
       "Turn the top-left piece.\nROTATE: (0, 0) clockwise", (0, CW), True, "unfinished_cell",
       why=_CLOSED),
]  # fmt: skip


_set = set_functions(
    "t42",
    WHY,
    MAZES,
    [DIRECTION_VERB, MARKED_OPTION, CAVEAT_PICK, LABEL_CONFLICT, UNFINISHED_CELL],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune42.py: counts, no reader
    print_counts(all_cases(), problems())
