"""Tuning cases for the habits v16 found misread (issue 35, fifteenth round).

v16 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v16's wording. Each habit has its near variants and controls that must stay as they are:

* ``ten_languages``: direction and rotation words in the ten languages the lead's ruling names
  (English, Chinese, Spanish, French, German, Japanese, Portuguese, Italian, Russian, Korean)
  are read as the English words are. Controls: an English word inside a foreign sentence is
  still read; a negated direction ("nicht nach unten") is no answer; a word in another language
  (Dutch "naar beneden") stays unreadable.
* ``solid_for_shape``: a solid named for a shape ("a square pyramid", "a pentagonal pyramid",
  "a triangular pyramid") is the pyramid, the specification's triangle variant. Controls: a
  solid that is no listed variant ("a square prism") names no shape; a bare "square" stays the
  square.
* ``numbered_route``: a whole route from P written as a numbered list, one cell an item, where
  one move was asked, is read as its first step, as a route on one line is. Controls: a
  numbered route that does not start at P names no move; a ``MOVE:`` line after the list
  decides.
* ``square_ordinal``: "the first/second/third/fourth square" is square 0/1/2/3 (row by row from
  the top left, the prompt's numbering); squares the reply says it numbers from 1 ("Numbering
  the squares 1 to 4 ... square 4") are converted, as cells said to be 1-indexed are. Controls:
  "First, rotate square 2" (an ordinal not before a square); "square 1" with no numbering said
  stays square 1.
* ``half_label``: "MOVE (2 0)", a label without its colon and a pair without its comma, on the
  answer line, read flexibly where nothing else conflicts (strict: a format miss). Controls: a
  direction after the label naming another neighbour (the fourteenth round's conflict: a
  sentence before the label is reasoning); two such labels offered.

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1)); the puzzle
is the 2 x 2 board, squares 0-3 row by row from the top left.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, form_problems, halves, print_counts, unique_cases
from corpus_mazes import MAZES
from corpus_reading import UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

STYLES: list[Reply] = [
    # -- direction and rotation words in ten languages ----------------------------------------
    _c("t16s_french_label", "solve", "Le chemin continue en bas.\nMOVE: vers le bas", (2, 0),
       None, "ten_languages"),
    _c("t16s_spanish_label", "solve", "MOVE: hacia la derecha", (1, 1), None, "ten_languages"),
    _c("t16s_portuguese_label", "solve", "Resposta final:\nMOVE: para baixo", (2, 0), None,
       "ten_languages"),
    _c("t16s_italian_label", "solve", "MOVE: a destra", (1, 1), None, "ten_languages"),
    _c("t16s_russian_label", "solve", "Сверху стена.\nMOVE: вниз", (2, 0), None,
       "ten_languages"),
    _c("t16s_korean_label", "solve", "MOVE: 오른쪽", (1, 1), None, "ten_languages"),
    _c("t16s_german_closing", "solve", "Rechts ist frei. Ich gehe einen Schritt nach rechts.",
       (1, 1), None, "ten_languages",
       why="hard: a closing pick by direction (ich gehe: I go), as \"I'm going right.\""),
    _c("t16s_spanish_closing", "solve", "Arriba hay una pared. Voy hacia abajo.", (2, 0), None,
       "ten_languages", why="hard: a closing pick by direction (voy: I go)"),
    _c("t16s_control_english_in_german", "solve", "Die Wand ist oben.\nMOVE: down", (2, 0),
       None, "ten_languages"),
    _c("t16s_control_negated_german", "solve", "Ich gehe nicht nach unten.", U, None,
       "ten_languages", why="a direction ruled out, no move picked"),
    _c("t16s_control_negated_label", "solve", "MOVE: nicht nach rechts", U, None,
       "ten_languages", why="a direction ruled out, no move picked"),
    _c("t16s_control_dutch", "solve", "MOVE: naar beneden", U, None, "ten_languages",
       why="Dutch is not among the ten languages read"),
    _c("t16p_italian", "puzzle", "Ruoto la casella (0, 0) in senso orario.", (0, CW), False,
       "ten_languages"),
    _c("t16p_portuguese", "puzzle", "ROTATE: (1, 0) no sentido anti-horário", (2, CCW), False,
       "ten_languages"),
    _c("t16p_russian", "puzzle", "ROTATE: (0, 1) против часовой стрелки", (1, CCW), False,
       "ten_languages"),
    _c("t16p_russian_cw", "puzzle", "Поворачиваю (1, 1) по часовой стрелке.", (3, CW), False,
       "ten_languages"),
    _c("t16p_korean", "puzzle", "ROTATE: (1, 1) 반시계 방향", (3, CCW), False,
       "ten_languages"),
    _c("t16p_korean_cw", "puzzle", "ROTATE: (0, 0) 시계 방향", (0, CW), False,
       "ten_languages"),
    _c("t16p_french_ccw", "puzzle",
       "ROTATE: (0, 1) dans le sens inverse des aiguilles d'une montre", (1, CCW), False,
       "ten_languages"),
    _c("t16p_german_cw", "puzzle", "Ich drehe (1, 0) im Uhrzeigersinn.", (2, CW), False,
       "ten_languages"),
    _c("t16p_spanish_horario", "puzzle", "ROTATE: (0, 0) en sentido horario", (0, CW), False,
       "ten_languages"),
    _c("t16p_japanese_ccw", "puzzle", "ROTATE: (0, 1) 反時計回り", (1, CCW), False,
       "ten_languages"),
    _c("t16p_control_english_in_french", "puzzle", "Je tourne la case (1, 1) clockwise.",
       (3, CW), False, "ten_languages"),
    _c("t16p_control_dutch", "puzzle", "ROTATE: (1, 0) tegen de klok in", U, False,
       "ten_languages", why="Dutch is not among the ten languages read: no direction"),
    # -- a solid named for a shape is the pyramid ----------------------------------------------
    _c("t16r_square_pyramid_line", "recognize", "SHAPE: square pyramid", "triangle", False,
       "solid_for_shape", why="hard: a square pyramid is a pyramid, the triangle's variant"),
    _c("t16r_pentagonal_pyramid", "recognize", "It looks like a pentagonal pyramid from above.",
       "triangle", False, "solid_for_shape",
       why="hard: a pentagonal pyramid is a pyramid, the triangle's variant"),
    _c("t16r_triangular_pyramid", "recognize", "The open cells outline a triangular pyramid.",
       "triangle", False, "solid_for_shape"),
    _c("t16r_control_square_prism", "recognize", "The empty cells make a square prism.", "none",
       False, "solid_for_shape", why="a prism is no shape the specification lists"),
    _c("t16r_control_square", "recognize", "The empty cells make a square.", "square", False,
       "solid_for_shape"),
    # -- a numbered list that is a whole route from P -----------------------------------------
    _c("t16s_numbered_route_parens", "solve",
       "Route:\n1) (1, 0)\n2) (2, 0)\n3) (3, 0)\n4) (3, 1)", (2, 0), None, "numbered_route",
       why="hard: a whole route from P's cell as a numbered list: its first step"),
    _c("t16s_numbered_route_steps", "solve",
       "Step 1: (1, 0)\nStep 2: (1, 1)\nStep 3: (1, 2)\nStep 4: (1, 3)", (1, 1), None,
       "numbered_route", why="hard: a whole route from P's cell as numbered steps: its first step"),
    _c("t16s_numbered_route_notes", "solve",
       "Here is the way to G.\n1. (1, 0) - start\n2. (1, 1) - right\n3. (1, 2) - right\n"
       "4. (1, 3) - right", (1, 1), None, "numbered_route",
       why="hard: a whole route from P's cell as a numbered list with notes: its first step"),
    _c("t16s_control_numbered_not_from_p", "solve",
       "1. (1, 1)\n2. (1, 2)\n3. (1, 3)\n4. (2, 3)", U, None, "numbered_route",
       why="a route that does not start at P names several moves, none as this one"),
    _c("t16s_control_numbered_then_move", "solve",
       "1. (1, 0)\n2. (2, 0)\n3. (3, 0)\nMOVE: (2, 0)", (2, 0), (2, 0), "numbered_route"),
    # -- squares by ordinal, squares said to be numbered from 1 --------------------------------
    _c("t16p_second_square", "puzzle", "Now turn the second square counterclockwise.", (1, CCW),
       False, "square_ordinal", why="hard: the second square row by row from the top left"),
    _c("t16p_fourth_tile_label", "puzzle", "ROTATE: the fourth tile clockwise", (3, CW), False,
       "square_ordinal", why="hard: the fourth tile row by row from the top left"),
    _c("t16p_third_square_then_turn", "puzzle",
       "The third square points the wrong way, so I rotate the third square counterclockwise.",
       (2, CCW), False, "square_ordinal"),
    _c("t16p_counted_from_one", "puzzle",
       "Counting the squares from 1, I turn square 2 clockwise.", (1, CW), False,
       "square_ordinal", why="hard: said to count squares from 1: square 2 is the prompt's 1"),
    _c("t16p_numbered_one_to_four", "puzzle",
       "Squares numbered 1-4 row by row.\nROTATE: square 1 counterclockwise", (0, CCW), False,
       "square_ordinal", why="hard: said to number squares from 1: square 1 is the prompt's 0"),
    _c("t16p_control_first_comma", "puzzle", "First, rotate square 2 clockwise.", (2, CW),
       False, "square_ordinal"),
    _c("t16p_control_square_one_unsaid", "puzzle",
       "Square 1 is the one to fix.\nROTATE: square 1 counterclockwise", (1, CCW),
       True, "square_ordinal"),
    # -- a label without its colon, a pair without its comma ----------------------------------
    _c("t16s_half_label_right", "solve", "Right is open. MOVE (1 1)", (1, 1), None, "half_label",
       why="hard: label without its colon, pair without its comma; nothing conflicts"),
    _c("t16s_half_label_own_line", "solve", "The cell below is free.\nMOVE (2 0)", (2, 0), None,
       "half_label", why="hard: label without its colon, pair without its comma"),
    _c("t16s_half_label_lower_case", "solve", "move (1 1)", (1, 1), None, "half_label",
       why="hard: label without its colon, pair without its comma"),
    _c("t16s_control_half_label_conflict", "solve", "The path is open. MOVE (2 0) to the right", U,
       None, "half_label", why="the answer line calls the move right, (2 0) is below P"),
    _c("t16s_control_half_label_two", "solve", "MOVE (2 0) or MOVE (1 1)", U, None, "half_label",
       why="two moves offered, neither picked"),
]  # fmt: skip


def all_cases() -> list[Reply]:
    """Every tuning case (written styles only)."""
    return unique_cases(STYLES)


def split() -> dict[str, list[Reply]]:
    """The cases by :func:`corpus_reading.half` (all tuning data, split as the other sets)."""
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: all); empty when all is well (no reader runs)."""
    return form_problems(all_cases() if cases is None else cases, "t16", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune16.py: counts, no reader
    print_counts(all_cases(), problems())
