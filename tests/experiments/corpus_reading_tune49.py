"""Tuning cases for the classes v60, v61 and v62 found misread (issue 35, forty-eighth round).

v60-v62 were measured once and are tuning data now. These are NEW replies, written and labelled
*before* the readers were changed, in several phrasings, phases and languages, with at least as
many clear controls as unclear cases:

* ``otherwise_before``: an if/otherwise sentence before the answer line, each case naming what
  to do, and nothing settling which case holds: the answer line is the first case's answer,
  offered, not given. v61 held it in Chinese ("如果 ... 的话就向右，否则向下。\\n\\nMOVE: (1, 1)");
  here in Chinese (否则, 不然, 要不然), French (sinon), Spanish (de lo contrario, si no),
  German (sonst, andernfalls) and Italian (altrimenti), every phase. Controls: the same
  sentences followed by one that settles the condition (a check stating the result).
* ``caption_other``: a caption right after a maze, opening in words no opener list held
  ("The ring is 4x4 in the top-left ...", "It's a 4x4 ring", "Here the ring is ...", "Le
  cycle fait 4x4 ...", "这个环是 4x4 的"), stating another size or corner than the rows draw:
  read by what it states, not by its first words. Controls: the same forms stating the drawn
  size and corner, and a line about the original maze ("The original ring was 5x5.").
* ``read_unsure``: a hedge after the answer settled by picking the answer's own value again
  ("MOVE: (1, 1)\\n\\n也许向下也可以？不过 ..., 就选 (1, 1)。", v61). Written after the rule
  was first tried on v61, so no blind check of it. Unclear: the pick names another value, or a
  doubt follows the pick.
* ``doubt_after``: a doubt after the answer line that names another answer and is left open
  ("SHAPE: square\\n\\nBut it might be a spiral, depending on how you read it."), in every phase
  and in English and Chinese. Controls: the same doubt settled right after it ("— no, the
  corner at (4, 0) is open, so it's a square"), or a possibility dismissed.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G; the recognition maze is a square); the puzzle is the 2 x 2 board, squares 0-3
row by row from the top left, (0, 1) clockwise its solution.
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
"""Valid: along row 1, then down column 3 to G."""
RING_TL3 = """\
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (0,0), G at (2,2)."""

_OPEN = "an if/otherwise pair before the answer, each case naming what to do, none settled"
_SETTLED = "hard: the condition of the if/otherwise pair is settled by a later sentence"
OTHERWISE_BEFORE: list[Reply] = [
    _c("t49s_zh_fouze_right_down", "solve",
       "要是 (1, 1) 那边走得通的话就往右走，否则就往下走。\n\nMOVE: (1, 1)", U, None,
       "otherwise_before", why=_OPEN),
    _c("t49r_zh_buran_c", "recognize",
       "要是四条边都连在一起的话就是正方形，不然就是 C 形。\n\nSHAPE: square", U, False,
       "otherwise_before", why=_OPEN),
    _c("t49p_zh_yaoburan_other_square", "puzzle",
       "如果右上角的开口朝下的话，就把它顺时针转；要不然就转左下角那块。\n\n"
       "ROTATE: (0, 1) clockwise", U, False, "otherwise_before", why=_OPEN),
    _c("t49o_zh_fouze_right_route", "one_shot",
       "如果第 0 列一路都是 0，就走左边这条；否则走右边那条。\n\nPATH: " + path_text(LEFT_COL),
       U, False, "otherwise_before", why=_OPEN),
    _c("t49g_zh_fouze_size", "generate",
       "如果 3x3 的环也算正方形的话，就画下面这个；否则要画 4x4 的。\n\nMAZE:\n" + RING_TL3, U,
       False, "otherwise_before", why=_OPEN),
    _c("t49s_fr_sinon", "solve",
       "Si la case (1, 1) est libre, on va à droite ; sinon on descend en (2, 0).\n\n"
       "MOVE: (1, 1)", U, None, "otherwise_before", why=_OPEN),
    _c("t49r_es_de_lo_contrario", "recognize",
       "Si la esquina de abajo a la izquierda está conectada, es un cuadrado; de lo contrario, "
       "es una C.\n\nSHAPE: square", U, False, "otherwise_before", why=_OPEN),
    _c("t49s_de_sonst", "solve",
       "Wenn das Feld (1, 1) frei ist, geht es nach rechts, sonst nach unten.\n\nMOVE: (1, 1)",
       U, None, "otherwise_before", why=_OPEN),
    _c("t49p_it_altrimenti", "puzzle",
       "Se l'apertura del pezzo in alto a destra è rivolta verso il basso, ruotalo in senso "
       "orario; altrimenti ruota il pezzo (1, 0).\n\nROTATE: (0, 1) clockwise", U, False,
       "otherwise_before", why=_OPEN),
    # Controls: the same pairs, the condition then settled by a check stating the result.
    _c("t49s_control_zh_fouze_checked", "solve",
       "要是 (1, 1) 那边走得通的话就往右走，否则就往下走。看了一下，(1, 1) 是 0，走得通。\n\n"
       "MOVE: (1, 1)", (1, 1), (1, 1), "otherwise_before", why=_SETTLED),
    _c("t49r_control_zh_buran_checked", "recognize",
       "要是四条边都连在一起的话就是正方形，不然就是 C 形。检查了一遍，四条边确实都连在一起。\n\n"
       "SHAPE: square", "square", True, "otherwise_before", why=_SETTLED),
    _c("t49p_control_zh_yaoburan_checked", "puzzle",
       "如果右上角的开口朝下的话，就把它顺时针转；要不然就转左下角那块。看了一下，右上角的开口确实"
       "朝下。\n\nROTATE: (0, 1) clockwise", (1, CW), True, "otherwise_before", why=_SETTLED),
    _c("t49o_control_zh_fouze_checked", "one_shot",
       "如果第 0 列一路都是 0，就走左边这条；否则走右边那条。第 0 列确实全是 0。\n\nPATH: "
       + path_text(LEFT_COL), S, True, "otherwise_before", why=_SETTLED),
    _c("t49g_control_zh_fouze_checked", "generate",
       "如果 3x3 的环也算正方形的话，就画下面这个；否则要画 4x4 的。题目说任何大小的环都算，"
       "所以是 3x3。\n\nMAZE:\n" + RING_TL3, S, True, "otherwise_before", why=_SETTLED),
    _c("t49s_control_fr_sinon_checked", "solve",
       "Si la case (1, 1) est libre, on va à droite ; sinon on descend en (2, 0). Vérifié : "
       "(1, 1) est bien libre.\n\nMOVE: (1, 1)", (1, 1), (1, 1), "otherwise_before",
       why=_SETTLED),
    _c("t49r_control_es_checked", "recognize",
       "Si la esquina de abajo a la izquierda está conectada, es un cuadrado; de lo contrario, "
       "es una C. Lo comprobé: sí está conectada.\n\nSHAPE: square", "square", True,
       "otherwise_before", why=_SETTLED),
    _c("t49s_control_de_sonst_checked", "solve",
       "Wenn das Feld (1, 1) frei ist, geht es nach rechts, sonst nach unten. Geprüft: (1, 1) "
       "ist frei.\n\nMOVE: (1, 1)", (1, 1), (1, 1), "otherwise_before", why=_SETTLED),
    _c("t49p_control_it_checked", "puzzle",
       "Se l'apertura del pezzo in alto a destra è rivolta verso il basso, ruotalo in senso "
       "orario; altrimenti ruota il pezzo (1, 0). Ho controllato: è rivolta verso il basso.\n\n"
       "ROTATE: (0, 1) clockwise", (1, CW), True, "otherwise_before", why=_SETTLED),
    _c("t49s_control_zh_own_move_reasoning", "solve",
       "如果往右走就到 (1, 1)，否则往下就到 (2, 0)。往右更近。\n\nMOVE: (1, 1)", (1, 1), (1, 1),
       "otherwise_before", why="hard: the writer's own two moves weighed, then one chosen"),
]  # fmt: skip

_CAPTION = "the caption after the maze describes another maze (size or corner): conflicting"
_CAPTION_SAME = "hard: the caption after the maze states the size and corner the rows draw"
CAPTION_OTHER: list[Reply] = [
    _c("t49g_ring_is_other_size", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThe ring is 4x4 in the top-left, with G at its centre.",
       U, False, "caption_other", why=_CAPTION),
    _c("t49g_its_other_size", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nIt's a 4x4 ring tucked into the top-left.", U, False,
       "caption_other", why=_CAPTION),
    _c("t49g_here_ring_other_corner", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nHere the 3x3 ring sits in the bottom-right.", U, False,
       "caption_other", why=_CAPTION),
    _c("t49g_fr_other_size", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nLe carré fait 4x4, en haut à gauche.", U, False,
       "caption_other", why=_CAPTION),
    _c("t49g_zh_other_size", "generate",
       "MAZE:\n" + RING_TL3 + "\n\n这个环是 4x4 的，在左上角。", U, False, "caption_other",
       why=_CAPTION),
    _c("t49g_control_ring_is_same", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThe ring is 3x3 in the top-left, with P at its top-left "
       "corner.", S, False, "caption_other", why=_CAPTION_SAME),
    _c("t49g_control_its_same", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nIt's a 3x3 ring tucked into the top-left.", S, False,
       "caption_other", why=_CAPTION_SAME),
    _c("t49g_control_here_same", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nHere the 3x3 ring sits in the top-left.", S, False,
       "caption_other", why=_CAPTION_SAME),
    _c("t49g_control_fr_same", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nLe carré fait 3x3, en haut à gauche.", S, False,
       "caption_other", why=_CAPTION_SAME),
    _c("t49g_control_zh_same", "generate",
       "MAZE:\n" + RING_TL3 + "\n\n这个环是 3x3 的，在左上角。", S, False, "caption_other",
       why=_CAPTION_SAME),
    _c("t49g_control_original_was", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThe original ring was 5x5; this one is smaller.", S, False,
       "caption_other", why=_CAPTION_SAME),
]  # fmt: skip

_PICKED = (
    "hard: a hedge after the answer, then the answer's own value picked again (strict: not "
    "the last line)"
)
_NOT_PICKED = "the hedge after the answer ends in a pick of another value, or in a doubt"
READ_UNSURE: list[Reply] = [
    _c("t49s_zh_hedge_then_pick", "solve",
       "MOVE: (2, 0)\n\n向右会不会更好？想了想，两条路一样长，我选 (2, 0)。", (2, 0), None,
       "read_unsure", why=_PICKED),
    _c("t49s_hedge_then_went_with", "solve",
       "MOVE: (1, 1)\n\nMaybe down works too? Both routes are the same length, so I went with "
       "(1, 1).", (1, 1), None, "read_unsure", why=_PICKED),
    _c("t49p_zh_hedge_then_pick", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n也许逆时针也行？不过顺时针刚好接上，就选 (0, 1)。", (1, CW),
       False, "read_unsure", why=_PICKED),
    _c("t49s_zh_hedge_pick_other", "solve",
       "MOVE: (1, 1)\n\n也许向下也可以？两条路一样短，就选 (2, 0) 吧。", U, None, "read_unsure",
       why=_NOT_PICKED),
    _c("t49s_pick_then_doubt", "solve",
       "MOVE: (1, 1)\n\nMaybe down is better? I went with (1, 1), but I'm not sure.", U, None,
       "read_unsure", why=_NOT_PICKED),
]  # fmt: skip

_DOUBT = "a doubt after the answer naming another answer, left open"
_DOUBT_SETTLED = "hard: the doubt after the answer is settled right after it"
DOUBT_AFTER: list[Reply] = [
    _c("t49r_though_might_c", "recognize",
       "SHAPE: square\n\nThough on a second look the top edge might have a gap, which would "
       "make it a C. Hard to say.", U, False, "doubt_after", why=_DOUBT),
    _c("t49r_could_be_spiral", "recognize",
       "SHAPE: square\n\nBut it could also be a spiral, depending on how the corners join.", U,
       False, "doubt_after", why=_DOUBT),
    _c("t49r_zh_maybe_c", "recognize",
       "SHAPE: square\n\n不过再看一下，左下角可能没连上，那样就是 C 了。我说不准。", U, False,
       "doubt_after", why=_DOUBT),
    _c("t49s_might_be_wall", "solve",
       "MOVE: (1, 1)\n\nAlthough, looking again, (1, 1) might be a wall, which would make "
       "(2, 0) the move. I can't be sure.", U, None, "doubt_after", why=_DOUBT),
    _c("t49p_might_be_ccw", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nBut it might need to be counterclockwise, depending on how "
       "you count the turn.", U, False, "doubt_after", why=_DOUBT),
    # Controls: the doubt settled right after it.
    _c("t49r_control_might_c_settled", "recognize",
       "SHAPE: square\n\nAlthough, looking again, the left side might not connect at the "
       "bottom, which would make it a C — no, the corner at (4, 0) is open, so it's a square.",
       "square", False, "doubt_after", why=_DOUBT_SETTLED),
    _c("t49r_control_spiral_dismissed", "recognize",
       "SHAPE: square\n\nIt might look like a spiral at first, but every corner joins, so it "
       "is a square.", "square", False, "doubt_after", why=_DOUBT_SETTLED),
    _c("t49r_control_zh_checked", "recognize",
       "SHAPE: square\n\n左下角可能没连上？又看了一遍，是连上的，所以是正方形。", "square", False,
       "doubt_after", why=_DOUBT_SETTLED),
    _c("t49s_control_wall_checked", "solve",
       "MOVE: (1, 1)\n\nI wondered whether (1, 1) might be a wall, but it is 0 in the maze, so "
       "it is open.", (1, 1), None, "doubt_after", why=_DOUBT_SETTLED),
    _c("t49p_control_ccw_dismissed", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nCounterclockwise might look right at first, but it would "
       "leave the opening facing up, so clockwise it is.", (1, CW), False, "doubt_after",
       why=_DOUBT_SETTLED),
    _c("t49g_might_not_count", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThis might not count as a square, though, since a 4x4 "
       "ring could be what is wanted. I can't tell.", U, False, "doubt_after", why=_DOUBT),
    _c("t49g_control_might_look_small", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nIt might look too small at first, but a ring of any "
       "size is a square, so it counts.", S, False, "doubt_after", why=_DOUBT_SETTLED),
]  # fmt: skip


_set = set_functions("t49", WHY, MAZES, [OTHERWISE_BEFORE, DOUBT_AFTER, CAPTION_OTHER, READ_UNSURE])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_form.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune49.py: counts, no reader
    print_counts(all_cases(), problems())
