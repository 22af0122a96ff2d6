"""Tuning cases for the classes v57, v58 and v59 found misread (issue 35, forty-seventh round).

v54-v59 were measured once and are tuning data now. These are NEW replies, written and labelled
*before* the readers were changed (but ``read_unsure``'s, written after its purpose rule was
first tried on v55), in several phrasings, phases and languages, with at least as
many clear controls as unclear cases:

* ``open_condition``: an answer offered under a condition the reply leaves open, in the forms
  v54-v58 held that the condition stages missed: a Chinese condition on whether a cell can be
  walked ("要是 (2, 0) 能走的话，MOVE: (2, 0)": the cell's state, not the writer's own move);
  an if/if pair in one sentence, each case naming another answer ("If ..., rotate (1, 1); if
  ..., rotate (1, 0) instead"); and a condition the writer then doubts or says is unchecked
  ("This works provided ... — I'm not sure it does.", "if (2, 3) were a wall this would be a
  C. I haven't checked that cell."). Controls: the same conditions settled by a later sentence
  (a check, "which it does", a cut word and an answer line), an if/if pair giving one answer.
* ``described_other``: a description right after the answer that names another answer in
  words: a caption of the maze naming another ring size or corner ("A 4x4 ring in the
  top-left ..." after a 3x3 ring; "一个位于右下角的 3x3 方形环。"), a route said in moves or
  sides under a short heading ("So: down four times, then ...", "Route: down column 0 ...")
  whose first move is not the path's. Controls: the same descriptions naming the answer given.
* ``read_unsure``: clear replies the readers abstained on: a Chinese purpose clause after a
  comma ("，这样它就能接上右下角": what the turned square meets, not the square the verb 把
  governs), and a base model's numbered new question echoed after one clear answer ("Question
  2: You are in a maze with": another exchange, not a second answer). Unclear: a purpose
  clause naming the only square, and an unnumbered question doubting the answer.
* ``side_on_line``: the lead's ruling of 29 Nov 2026: a bare side on the ROTATE line ("ROTATE:
  (0, 1) right") is the turn, left counterclockwise and right clockwise, the convention of
  image editors; the reply's words making the side a place the opening should face keep it
  unreadable, and words on the line naming the other turn ("counterclockwise (a quarter turn to
  the right)") make it conflicting. Strict: a side is not the prompt's word, and words after
  the turn leave the asked form.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G, up (0, 0) is a wall, (2, 1) and (2, 2) are walls; the recognition maze is a
square); the puzzle is the 2 x 2 board, squares 0-3 row by row from the top left, (0, 1)
clockwise its solution.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, path_text, print_counts, set_functions
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

_OPEN = "an answer offered under a condition the reply leaves open (or doubts), never settled"
_SETTLED = "hard: the condition is settled by a later sentence, or every case gives one answer"
OPEN_CONDITION: list[Reply] = [
    # A Chinese condition on whether a cell can be walked: the cell's state, not the writer's move.
    _c("t48s_zh_yaoshi_can_walk", "solve",
       "要是 (2, 0) 能走的话，MOVE: (2, 0)", U, None, "open_condition", why=_OPEN),
    _c("t48o_zh_jiaru_col_open", "one_shot",
       "假如第 0 列可以一直走到底的话，PATH: " + path_text(LEFT_COL), U, False,
       "open_condition", why=_OPEN),
    _c("t48s_control_zh_can_walk_checked", "solve",
       "要是 (2, 0) 能走的话就向下。查了一下，(2, 0) 是 0，能走。\n\nMOVE: (2, 0)", (2, 0),
       (2, 0), "open_condition", why=_SETTLED),
    _c("t48o_control_zh_col_checked", "one_shot",
       "如果第 0 列可以走的话就走左边——第 0 列全是 0，可以走。\n\nPATH: " + path_text(LEFT_COL),
       S, True, "open_condition", why=_SETTLED),
    # An if/if pair in one sentence, each case naming another answer.
    _c("t48s_if_if_pair", "solve",
       "If (1, 1) is open, go right to (1, 1); if it is blocked, go down to (2, 0).", U, None,
       "open_condition", why=_OPEN),
    _c("t48r_if_if_pair", "recognize",
       "If (2, 3) is a wall, it's a C; if it's open, it's a square.", U, False,
       "open_condition", why=_OPEN),
    _c("t48s_zh_if_if_pair", "solve",
       "如果 (1, 1) 是通的，就走 (1, 1)；如果 (1, 1) 是墙，就走 (2, 0)。", U, None,
       "open_condition", why=_OPEN),
    _c("t48p_es_si_si_pair", "puzzle",
       "Si la pieza de arriba a la derecha es recta, rota (0, 1) clockwise; si es un codo, rota "
       "(0, 0) clockwise.", U, False, "open_condition", why=_OPEN),
    _c("t48s_control_if_if_then_checked", "solve",
       "If (1, 1) is open, go right; if it is blocked, go down. (1, 1) is open, so:\n\n"
       "MOVE: (1, 1)", (1, 1), (1, 1), "open_condition", why=_SETTLED),
    _c("t48p_control_if_if_same_turn", "puzzle",
       "If the top-right piece is a straight pipe, rotate (0, 1) clockwise; if it's an elbow, "
       "rotate (0, 1) clockwise too.\n\nROTATE: (0, 1) clockwise", (1, CW), True,
       "open_condition", why=_SETTLED),
    _c("t48r_control_if_if_then_checked", "recognize",
       "If (2, 3) is a wall, it's a C; if it's open, it's a square. Row 2 reads 1 0 0 0 1, so "
       "(2, 3) is open.\n\nSHAPE: square", "square", True, "open_condition", why=_SETTLED),
    _c("t48s_control_zh_if_if_then_checked", "solve",
       "如果 (1, 1) 是通的，就走 (1, 1)；如果是墙，就走 (2, 0)。看了一下，(1, 1) 是 0，是通的。\n\n"
       "MOVE: (1, 1)", (1, 1), (1, 1), "open_condition", why=_SETTLED),
    # A condition the writer then doubts or says is unchecked.
    _c("t48g_as_long_as_not_sure", "generate",
       "This is valid as long as a ring smaller than the original still counts as a square — "
       "I'm not sure it does.\n\nMAZE:\n" + RING_TL3, U, False, "open_condition", why=_OPEN),
    _c("t48r_were_unchecked", "recognize",
       "SHAPE: square\n\nIf (3, 2) were open this would be a C; I haven't checked that cell.",
       U, False, "open_condition", why=_OPEN),
    _c("t48o_provided_unchecked", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nThis holds provided (3, 0) is really open — I "
       "haven't verified it.", U, False, "open_condition", why=_OPEN),
    _c("t48r_zh_condition_unchecked", "recognize",
       "SHAPE: square\n\n如果 (2, 3) 是墙，那就是 C 形。这个格子我还没核对。", U, False,
       "open_condition", why=_OPEN),
    _c("t48s_fr_condition_unsure", "solve",
       "MOVE: (1, 1)\n\nÀ condition que (1, 2) soit libre — je ne suis pas sûr qu'il le soit.",
       U, None, "open_condition", why=_OPEN),
    _c("t48g_control_as_long_as_it_does", "generate",
       "This is valid as long as a ring smaller than the original still counts as a square, "
       "which it does.\n\nMAZE:\n" + RING_TL3, S, True, "open_condition", why=_SETTLED),
    _c("t48r_control_were_checked", "recognize",
       "If (3, 2) were open this would be a C, but I checked: (3, 2) is a wall.\n\n"
       "SHAPE: square", "square", True, "open_condition", why=_SETTLED),
    _c("t48o_control_provided_checked", "one_shot",
       "This holds provided (3, 0) is open, and it is: row 3 starts with 0.\n\nPATH: "
       + path_text(LEFT_COL), S, True, "open_condition", why=_SETTLED),
    _c("t48r_control_zh_condition_checked", "recognize",
       "如果 (2, 3) 是墙，那就是 C 形。但我核对过了，(2, 3) 是 0。\n\nSHAPE: square", "square",
       True, "open_condition", why=_SETTLED),
    _c("t48s_control_fr_condition_sure", "solve",
       "À condition que (1, 2) soit libre, et il l'est : la ligne 1 est 0 0 0 0.\n\nMOVE: (1, 1)",
       (1, 1), (1, 1), "open_condition", why=_SETTLED),
    _c("t48g_control_description_agrees", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nA 3x3 ring in the top-left, the player at its top-left "
       "corner.", S, False, "open_condition", why=_SETTLED),
]  # fmt: skip

_DESCRIBED = "a description right after the answer names another answer, nothing picks"
_DESCRIBED_SAME = "hard: the description after the answer names the answer given"
DESCRIBED_OTHER: list[Reply] = [
    _c("t48g_caption_other_size", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nA 4x4 ring in the top-left, the player at its top-left "
       "corner.", U, False, "described_other", why=_DESCRIBED),
    _c("t48g_caption_other_corner", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThis is a 3x3 ring in the bottom-right corner.", U, False,
       "described_other", why=_DESCRIBED),
    _c("t48g_zh_caption_other_corner", "generate",
       "MAZE:\n" + RING_TL3 + "\n\n一个位于右下角的 3x3 方形环。", U, False, "described_other",
       why=_DESCRIBED),
    _c("t48o_so_other_first_move", "one_shot",
       "PATH: " + path_text(RIGHT_COL) + "\n\nSo: down four times, then right three times.", U,
       False, "described_other", why=_DESCRIBED),
    _c("t48o_route_down_column", "one_shot",
       "PATH: " + path_text(RIGHT_COL) + "\n\nRoute: down column 0 to the bottom row, then "
       "right along row 4.", U, False, "described_other", why=_DESCRIBED),
    _c("t48o_in_short_right_along_row", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nIn short: right along row 1, then down column 3 to "
       "the goal.", U, False, "described_other", why=_DESCRIBED),
    _c("t48g_control_zh_caption_same", "generate",
       "MAZE:\n" + RING_TL3 + "\n\n一个位于左上角的 3x3 方形环。", S, False, "described_other",
       why=_DESCRIBED_SAME),
    _c("t48g_control_caption_same_corner", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThis is a 3x3 ring in the top-left corner.", S, False,
       "described_other", why=_DESCRIBED_SAME),
    _c("t48g_control_original_named", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThe original is a 5x5 ring; this one is smaller.", S, False,
       "described_other", why=_DESCRIBED_SAME),
    _c("t48o_control_so_same_first_move", "one_shot",
       "PATH: " + path_text(RIGHT_COL) + "\n\nSo: right three times, then down three times.",
       S, False, "described_other", why=_DESCRIBED_SAME),
    _c("t48o_control_route_down_column", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nRoute: down column 0 to the bottom row, then "
       "right along row 4.", S, False, "described_other", why=_DESCRIBED_SAME),
    _c("t48o_control_zh_summary_same", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\n总结：先向下走到底行，再向右到终点。", S, False,
       "described_other", why=_DESCRIBED_SAME),
    _c("t48o_control_note_other_route", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nNote: going right first works too, but this is "
       "the route I give.", S, False, "described_other", why=_DESCRIBED_SAME),
]  # fmt: skip

_READ = "hard: a purpose clause or a new question's echo after one clear answer"
_NOT_READ = "no square but the purpose's, or the writer doubts the answer"
READ_UNSURE: list[Reply] = [
    _c("t48p_zh_ba_purpose_meets", "puzzle",
       "把左下角的方块顺时针转一下，这样它就能接上右下角。", (2, CW), False, "read_unsure",
       why=_READ),
    _c("t48p_zh_ba_purpose_faces", "puzzle",
       "应该把左上角的方块逆时针旋转，这样开口朝右，正好对着右上角。", (0, CCW), False,
       "read_unsure", why=_READ),
    _c("t48p_zh_purpose_only", "puzzle", "顺时针转一下，这样它就能接上右下角。", U, False,
       "read_unsure", why=_NOT_READ),
    _c("t48s_next_question_echo", "solve", "MOVE: (1, 1)\n\nQuestion 3: In the maze below, where",
       (1, 1), None, "read_unsure", why=_READ),
    _c("t48s_zh_next_question_echo", "solve", "MOVE: (2, 0)\n\n问题 2：下面的迷宫中", (2, 0), None,
       "read_unsure", why=_READ),
    _c("t48r_next_question_echo", "recognize", "SHAPE: square\n\nQ2. What shape do the open cells",
       "square", False, "read_unsure", why=_READ),
    _c("t48s_question_doubt", "solve",
       "MOVE: (1, 1)\n\nQuestion: is (1, 1) really open? I'm not sure.", U, None, "read_unsure",
       why=_NOT_READ),
]  # fmt: skip

_SIDE_TURN = "hard: a bare side on the turn line is the turn (lead's ruling, 29 Nov 2026)"
_SIDE_PLACE = "the reply's words make the side a place to face, or name the other turn"
SIDE_ON_LINE: list[Reply] = [
    _c("t48p_bare_right", "puzzle", "ROTATE: (0, 1) right", (1, CW), False, "side_on_line",
       why=_SIDE_TURN),
    _c("t48p_bare_left_after_reason", "puzzle",
       "The bottom-left piece is the one out of place.\n\nROTATE: (1, 0) left", (2, CCW), False,
       "side_on_line", why=_SIDE_TURN),
    _c("t48p_zh_bare_right", "puzzle", "右上角那块需要转一下。\nROTATE: (0, 1) right", (1, CW),
       False, "side_on_line", why=_SIDE_TURN),
    _c("t48p_es_bare_left", "puzzle", "Hay que girar la pieza.\nROTATE: (1, 1) left",
       (3, CCW), False, "side_on_line", why=_SIDE_TURN),
    _c("t48p_words_agree_left", "puzzle",
       "ROTATE: (1, 0) counterclockwise (a quarter turn to the left)", (2, CCW), False,
       "side_on_line", why=_SIDE_TURN),
    _c("t48p_words_agree_ie", "puzzle", "ROTATE: (1, 1) counterclockwise (i.e. anticlockwise)",
       (3, CCW), False, "side_on_line", why=_SIDE_TURN),
    _c("t48p_face_right", "puzzle", "Its opening should face right.\n\nROTATE: (0, 1) right", U,
       False, "side_on_line", why=_SIDE_PLACE),
    _c("t48p_zh_opening_left", "puzzle", "开口应该朝左。\nROTATE: (1, 0) left", U, False,
       "side_on_line", why=_SIDE_PLACE),
    _c("t48p_es_point_left", "puzzle",
       "La abertura debe apuntar a la izquierda.\nROTATE: (1, 0) left", U, False,
       "side_on_line", why=_SIDE_PLACE),
    _c("t48p_words_clash_right", "puzzle",
       "ROTATE: (0, 0) counterclockwise (a quarter turn to the right)", U, False,
       "side_on_line", why=_SIDE_PLACE),
    _c("t48p_words_clash_left", "puzzle",
       "ROTATE: (0, 1) clockwise (i.e. a quarter turn to the left)", U, False, "side_on_line",
       why=_SIDE_PLACE),
]  # fmt: skip


_set = set_functions(
    "t48", WHY, MAZES, [OPEN_CONDITION, SIDE_ON_LINE, DESCRIBED_OTHER, READ_UNSURE]
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_form.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune48.py: counts, no reader
    print_counts(all_cases(), problems())
