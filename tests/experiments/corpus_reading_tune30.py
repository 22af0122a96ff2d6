"""Tuning cases for the classes v30 found misread (issue 35, twenty-ninth round).

v30 was measured once and is tuning data now. Three rounds of word lists were each beaten by the
next blind set; this round's cases are built from CLASSES a linguist would name, not from v30's
words. These are NEW replies, written and labelled *before* the readers were changed, each class
in several phrasings, languages and phases, with as many clear controls:

* ``unfinished``: the last sentence after the answer ends on a closed-class word (an article,
  determiner, preposition, auxiliary or copula, conjunction; "more of a", "such as") in any of
  the ten languages read, or on a colon or dash: unreadable. Controls: a reply ending on an
  answer, a list item, code, an emoji or interjection; a complete sentence without a period.
* ``undecided``: a clause keeping another option open ("or perhaps", "either ... or", "just as
  well", "can't decide", "torn between", "not sure which", "if ... turns out ..., ... instead"),
  or an epistemic hedge on the answer itself ("might be", "not fully convinced"): unreadable.
  Controls: a modal about the answer itself ("this would bring the player closer"); a
  counterfactual ruled out ("If diagonal moves were allowed ..., but they are not").
* ``withdrawn``: a negation of the answer's correctness ("that isn't right", "no es válido",
  "ist nicht richtig", "这不对") with no complete new answer after it: unreadable. Control: the
  negation is of another candidate.
* ``disagreeing_part``: a table row, list item or section naming another value of the phase's
  kind, before or after the answer line, with no pick: unreadable. Control: it agrees.
* ``half_turn``: "twice", "two times", "2x", "180" after a turn: unreadable. Controls: one turn.
* ``clear_misses``: the command's own clause before a colon wins; a consequence ruling the other
  way out ("would point it off the board, so clockwise it stays"); a numbered route said to be
  the moves, the first of them now.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open); the
generated ring of :mod:`corpus_reading_v28`; the puzzle is the 2 x 2 board, squares 0-3 row by
row from the top left.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_v28 import DOWN, RIGHT, RING_TL3

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_UNFINISHED = "the last sentence after the answer breaks off on a closed-class word; unknown end"
_OPEN = "another option is kept open after the answer; neither is picked"
_HEDGE = "the answer itself is hedged and nothing settles it"
_WITHDRAWN = "the answer is said not to be right and no complete new answer is given"
_PART = "a structured part names another value of the answer's kind; neither is said to win"
_HALF = "a turn done twice is a half turn, not the quarter turn one move makes"
_TIE = (
    "relabelled after the first measure (written unreadable): a tie of routes after a move keeps "
    "the move given, as v4o_claude_alternative_after, v5s_claude_doubt_after and "
    "v6s_claude35_aside_after rule; strict: a side word after the MOVE line"
)
_PROSE = "strict: prose after the answer line is a format miss, as in t21"
_MAZE = "MAZE:\n" + RING_TL3


UNFINISHED: list[Reply] = [
    _c("t30s_ends_on_article", "solve",
       "MOVE: (2, 0)\n\nFrom there the corridor bends toward the", U, None, "unfinished",
       why=_UNFINISHED),
    _c("t30s_ends_on_preposition", "solve",
       "MOVE: (1, 1)\n\nThis keeps the player clear of", U, None, "unfinished", why=_UNFINISHED),
    _c("t30r_more_of_a", "recognize",
       "SHAPE: spiral\n\nLooking at the inner cells again, it is really more of a", U, False,
       "unfinished", why=_UNFINISHED),
    _c("t30r_such_as", "recognize",
       "SHAPE: square\n\nIt could also be read as something else, such as", U, False,
       "unfinished", why=_UNFINISHED),
    _c("t30o_ends_on_auxiliary", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nThe last two steps along row 4 have", U, False,
       "unfinished", why=_UNFINISHED),
    _c("t30o_ends_on_conjunction", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nThe top row is open, but", U, False, "unfinished",
       why=_UNFINISHED),
    _c("t30p_ends_on_determiner", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nAfter this, I would also turn each", U, False,
       "unfinished", why=_UNFINISHED),
    _c("t30g_ends_on_because_of", "generate",
       _MAZE + "\n\nThe ring is closed because of", U, False, "unfinished", why=_UNFINISHED),
    _c("t30s_spanish_mas_bien_un", "solve",
       "MOVE: (2, 0)\n\nPensándolo otra vez, creo que es más bien un", U, None, "unfinished",
       why=_UNFINISHED),
    _c("t30r_french_plutot_une", "recognize",
       "SHAPE: C\n\nEn regardant la ligne 4, je dirais plutôt une", U, False, "unfinished",
       why=_UNFINISHED),
    _c("t30r_german_eher_ein", "recognize",
       "SHAPE: square\n\nBei genauerem Hinsehen ist es eher ein", U, False, "unfinished",
       why=_UNFINISHED),
    _c("t30p_italian_della", "puzzle",
       "ROTATE: (1, 0) counterclockwise\n\nCosì l'estremità aperta tocca il lato della", U,
       False, "unfinished", why=_UNFINISHED),
    _c("t30s_portuguese_para_o", "solve",
       "MOVE: (1, 1)\n\nDepois disso, o caminho segue para o", U, None, "unfinished",
       why=_UNFINISHED),
    _c("t30o_russian_v_storonu", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nПотом путь идёт в", U, False, "unfinished",
       why=_UNFINISHED),
    # Controls: ends on the answer, a list item, code, an emoji, an interjection; complete.
    _c("t30s_control_ends_on_answer", "solve",
       "MOVE: (2, 0)\n\nThe only open step that gets closer is (2, 0)", (2, 0), None,
       "unfinished"),
    _c("t30s_control_complete_no_period", "solve",
       "MOVE: (1, 1)\n\nThe top corridor leads straight to the goal column", (1, 1), None,
       "unfinished"),
    _c("t30s_control_list_item_last", "solve",
       "MOVE: (2, 0)\n\nWhy:\n- (1, 1) leads to a longer way round\n- (2, 0) is open", (2, 0),
       None, "unfinished"),
    _c("t30s_control_emoji_last", "solve",
       "MOVE: (2, 0)\n\nDown it is 🙂", (2, 0), None, "unfinished"),
    _c("t30r_control_interjection_last", "recognize",
       "SHAPE: square\n\nFour equal sides, a closed ring, voilà", "square", False, "unfinished",
       why=_PROSE),
    _c("t30g_control_code_last", "generate",
       _MAZE + "\n\nIn code: `maze[1][1] == 0`", S, False, "unfinished", why=_PROSE),
    _c("t30p_control_ends_on_direction", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nIts open end then faces the square below it, so clockwise",
       (1, CW), False, "unfinished", why=_PROSE),
    _c("t30o_control_german_complete", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nDer Weg über die obere Reihe ist frei", S, False,
       "unfinished", why=_PROSE),
]  # fmt: skip

UNDECIDED: list[Reply] = [
    _c("t30s_or_perhaps_right", "solve",
       "MOVE: (2, 0)\n\nOr perhaps (1, 1); both look open from here.", U, None, "undecided",
       why=_OPEN),
    _c("t30s_either_or", "solve",
       "MOVE: (1, 1)\n\nEither right or down reaches the goal in the same number of steps.",
       (1, 1), None, "undecided", why=_TIE),
    _c("t30s_just_as_well_side", "solve",
       "MOVE: (2, 0)\n\nThe top corridor would do just as well.", (2, 0), None,
       "undecided", why=_TIE),
    _c("t30s_torn_between", "solve",
       "MOVE: (1, 1)\n\nI'm torn between this and the left column.", U, None, "undecided",
       why=_OPEN),
    _c("t30r_cannot_decide", "recognize",
       "SHAPE: Z\n\nI cannot decide between a Z and a spiral here.", U, False, "undecided",
       why=_OPEN),
    _c("t30r_equally_c", "recognize",
       "SHAPE: square\n\nIt could equally be a C, given the gap in row 3.", U, False,
       "undecided", why=_OPEN),
    _c("t30o_not_sure_which", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nNot sure which side is shorter, though.", U, False,
       "undecided", why=_OPEN),
    _c("t30o_turns_out_take_instead", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nIf (3, 0) turns out to be closed, take the top row "
       "instead.", U, False, "undecided", why=_OPEN),
    _c("t30p_if_blocks_other_way_instead", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nShould that block the bottom edge, turn it the other way "
       "instead.", U, False, "undecided", why=_OPEN),
    _c("t30g_or_maybe_goal_elsewhere", "generate",
       _MAZE + "\n\nOr maybe the goal belongs at the far corner; hard to say.", U, False,
       "undecided", why=_OPEN),
    _c("t30r_might_be_hedge", "recognize",
       "SHAPE: triangle\n\nIt might be a triangle; the diagonal is hard to make out.", U, False,
       "undecided", why=_HEDGE),
    _c("t30s_not_entirely_convinced", "solve",
       "MOVE: (2, 0)\n\nI'm not entirely convinced this is the better start.", U, None,
       "undecided", why=_HEDGE),
    _c("t30r_honestly_reads_as", "recognize",
       "SHAPE: cross\n\nHonestly, the middle row reads as much like a Z.", U, False,
       "undecided", why=_OPEN),
    _c("t30s_spanish_o_quizas", "solve",
       "MOVE: (1, 1)\n\nO quizás hacia abajo, no lo tengo claro.", U, None, "undecided",
       why=_OPEN),
    _c("t30p_french_ou_peut_etre", "puzzle",
       "ROTATE: (0, 0) counterclockwise\n\nOu peut-être dans le sens horaire, je ne sais pas.",
       U, False, "undecided", why=_OPEN),
    _c("t30r_german_oder_vielleicht", "recognize",
       "SHAPE: C\n\nOder vielleicht doch ein Quadrat.", U, False, "undecided", why=_OPEN),
    # Controls: a modal about the answer itself; a counterfactual ruled out; settled.
    _c("t30s_control_would_bring_closer", "solve",
       "MOVE: (2, 0)\n\nThis would bring the player closer to the goal row.", (2, 0), None,
       "undecided"),
    _c("t30s_control_diagonal_not_allowed", "solve",
       "MOVE: (1, 1)\n\nIf diagonal moves were allowed, (2, 1) would be shorter, but they are "
       "not.", (1, 1), None, "undecided"),
    _c("t30s_control_might_about_other", "solve",
       "MOVE: (2, 0)\n\nGoing right might look shorter, but it ends in a dead end.", (2, 0),
       None, "undecided"),
    _c("t30s_control_either_way_this", "solve",
       "MOVE: (1, 1)\n\nBoth neighbours are open; I pick (1, 1).", (1, 1), None, "undecided"),
    _c("t30r_control_could_not_be_c", "recognize",
       "SHAPE: square\n\nIt could not be a C: no side has a gap.", "square", False, "undecided",
       why=_PROSE),
    _c("t30p_control_would_meet", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nThat would make its open end meet square 0.", (2, CW),
       False, "undecided", why=_PROSE),
    _c("t30o_control_sure_of_side", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nThe left column is the shorter side, I'm sure of it.",
       S, False, "undecided", why=_PROSE),
]  # fmt: skip

WITHDRAWN: list[Reply] = [
    _c("t30s_isnt_correct", "solve",
       "MOVE: (1, 1)\n\nHmm. That isn't correct.", U, None, "withdrawn", why=_WITHDRAWN),
    _c("t30o_not_valid", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nThis path is not valid, I think.", U, False,
       "withdrawn", why=_WITHDRAWN),
    _c("t30r_doesnt_look_right", "recognize",
       "SHAPE: square\n\nNo, that doesn't look right.", U, False, "withdrawn", why=_WITHDRAWN),
    _c("t30s_spanish_no_es_valido", "solve",
       "MOVE: (2, 0)\n\nNo, eso no es válido.", U, None, "withdrawn", why=_WITHDRAWN),
    _c("t30p_french_pas_bon", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nNon, ce n'est pas la bonne rotation.", U, False,
       "withdrawn", why=_WITHDRAWN),
    _c("t30g_german_nicht_richtig", "generate",
       _MAZE + "\n\nNein, das ist nicht richtig.", U, False, "withdrawn", why=_WITHDRAWN),
    _c("t30s_chinese_bu_zhengque", "solve",
       "MOVE: (1, 1)\n\n这不正确。", U, None, "withdrawn", why=_WITHDRAWN),
    _c("t30r_italian_non_giusto", "recognize",
       "SHAPE: C\n\nNo, non è giusto.", U, False, "withdrawn", why=_WITHDRAWN),
    # Controls: the negation is of another candidate; a new complete answer follows.
    _c("t30s_control_other_not_correct", "solve",
       "MOVE: (2, 0)\n\nGoing right is not correct here: (1, 1) leads to a dead end.", (2, 0),
       None, "withdrawn"),
    _c("t30s_control_not_wrong", "solve",
       "MOVE: (1, 1)\n\nNothing about this move is wrong: (1, 1) is open.", (1, 1), None,
       "withdrawn"),
]  # fmt: skip

PARTS: list[Reply] = [
    _c("t30r_table_before_other", "recognize",
       "| Feature | Value |\n|---|---|\n| Shape | C |\n| Closed | no |\n\nSHAPE: square", U,
       False, "disagreeing_part", why=_PART),
    _c("t30r_list_before_other", "recognize",
       "- rows: 5\n- shape: spiral\n\nSHAPE: Z", U, False, "disagreeing_part", why=_PART),
    _c("t30p_table_before_other_turn", "puzzle",
       "| Square | Turn |\n|---|---|\n| (0, 1) | counterclockwise |\n\nROTATE: (0, 1) clockwise",
       U, False, "disagreeing_part", why=_PART),
    _c("t30s_section_before_other", "solve",
       "## Next step\n(1, 1)\n\nMOVE: (2, 0)", U, None, "disagreeing_part", why=_PART),
    # Controls: the part agrees.
    _c("t30r_control_table_same", "recognize",
       "| Feature | Value |\n|---|---|\n| Shape | square |\n\nSHAPE: square", "square", True,
       "disagreeing_part"),
    _c("t30p_control_table_same_turn", "puzzle",
       "| Square | Turn |\n|---|---|\n| (0, 1) | clockwise |\n\nROTATE: (0, 1) clockwise",
       (1, CW), True, "disagreeing_part"),
]  # fmt: skip

HALF_TURN: list[Reply] = [
    _c("t30p_two_times", "puzzle", "ROTATE: (1, 1) clockwise two times", U, False,
       "half_turn", why=_HALF),
    _c("t30p_2x", "puzzle", "ROTATE: (0, 0) counterclockwise 2x", U, False, "half_turn",
       why=_HALF),
    _c("t30p_180_degrees", "puzzle", "ROTATE: (1, 0) clockwise 180°", U, False, "half_turn",
       why=_HALF),
    _c("t30p_twice_after_prose", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\nDo it twice so the open end faces down.", U, False,
       "half_turn", why=_HALF),
    # Controls: one quarter turn.
    _c("t30p_control_90", "puzzle", "ROTATE: (1, 1) clockwise 90°", (3, CW), False,
       "half_turn", why="strict: the degrees after the direction are a format miss"),
    _c("t30p_control_once", "puzzle",
       "ROTATE: (0, 0) counterclockwise\n\nOnce is enough.", (0, CCW), False, "half_turn",
       why=_PROSE),
]  # fmt: skip

MISSES: list[Reply] = [
    _c("t30p_command_before_colon", "puzzle",
       "Turn the fourth square counterclockwise: its open side then faces the second square.",
       (3, CCW), False, "clear_misses",
       why="hard: the command's own clause names the square; strict: no ROTATE line"),
    _c("t30p_command_so_that", "puzzle",
       "Rotate the third square clockwise so that it lines up with the first square.",
       (2, CW), False, "clear_misses",
       why="hard: the command's own clause names the square; strict: no ROTATE line"),
    _c("t30p_ruled_out_runs_into_wall", "puzzle",
       "ROTATE: (1, 1) counterclockwise\n\nClockwise would run it into the wall, so "
       "counterclockwise it stays.", (3, CCW), False, "clear_misses", why=_PROSE),
    _c("t30s_moves_first_now", "solve",
       "The moves I plan, the first of them now:\n1. (1, 1)\n2. (1, 2)\n3. (1, 3)", (1, 1),
       None, "clear_misses", why="hard: the reply says the first listed is the move now"),
]  # fmt: skip


_set = set_functions(
    "t30", WHY, MAZES, [UNFINISHED, UNDECIDED, WITHDRAWN, PARTS, HALF_TURN, MISSES]
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune30.py: counts, no reader
    print_counts(all_cases(), problems())
