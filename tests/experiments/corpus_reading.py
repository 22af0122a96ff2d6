"""A held-out corpus for the reading pipeline: replies written the way today's models write.

Labelled by a person's reading *before* the readers were changed (issue 35): each case says what
a careful grader reads in the reply, ``UNREADABLE`` where a grader would not decide (a reply cut
off by ``max_tokens``, answers that conflict with no choice between them, no answer at all).
Two sources:

* ``styles``: replies written here in the habits of current chat and reasoning models (think
  blocks closed and unclosed, "Final answer" headings, LaTeX, JSON, XML-style tags, markdown
  tables, several candidates with a choice in words, Chinese full-width forms, truncation);
* real replies of small instruct models to the package's own prompts
  (``data/real_replies.json``, written once by ``tests/agents/reading/make_real_replies.py``;
  their labels are in :data:`REAL_LABELS`).

:func:`split` puts each case in ``tune`` or ``heldout`` by a hash of its id, so the halves never
move when cases are added. The mazes are ``corpus_mazes``'s: ORIGINAL (a 4x4 ring, P (1,0),
G (4,3), 4-directional), NEW (a valid new maze), PLUS (no square). Puzzle replies are for a 2x2
board.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from corpus_mazes import NEW_COORD, NEW_MATRIX, ORIGINAL_MATRIX, PLUS_MATRIX

UNREADABLE = "unreadable"
SUCCESS = "success"
FAIL = "fail"
PATH_A = "(1,0) (2,0) (3,0) (4,0) (4,1) (4,2) (4,3)"
PATH_B = "(1,0) (1,1) (1,2) (1,3) (2,3) (3,3) (4,3)"
BAD_PATH = "(1,0) (1,1) (2,1) (3,1) (4,1) (4,2) (4,3)"


@dataclass(frozen=True)
class Reply:
    """One reply and a careful grader's reading of it.

    Attributes:
        id: unique in the corpus; decides the split.
        phase: ``solve`` (one move from (1,0)), ``one_shot``, ``recognize`` (true shape: square),
            ``generate`` (matrix asked unless ``encoding`` says so) or ``puzzle`` (2x2 board).
        reply: the text as the model wrote it.
        label: what the grader reads: ``solve`` a cell; ``puzzle`` ``(square, direction)``;
            ``recognize`` the shape named (``"none"`` when it names none); ``one_shot`` and
            ``generate`` :data:`SUCCESS` or :data:`FAIL`; any phase :data:`UNREADABLE`.
        strict: the strict verdict (the asked format, read only there, right); for ``solve``
            the cell the strict reading gives (None when the format is not followed).
        finish_reason: ``"length"`` when the reply was cut off by ``max_tokens``.
        habit: the reply habit the case stands for.
        source: ``styles`` or the real model's name.
        encoding: the encoding asked for (generation).
    """

    id: str
    phase: str
    reply: str
    label: Any
    strict: Any
    habit: str
    finish_reason: str = "stop"
    source: str = "styles"
    encoding: str = "matrix"

    @property
    def clear(self) -> bool:
        return self.label != UNREADABLE


def _c(*args: Any, **kw: Any) -> Reply:
    return Reply(*args, **kw)


THINK_LONG = "<think>\nThe player is at (1,0). Maybe MOVE: (1, 1)? Let me check... (1,1) is open.\n"

STYLES: list[Reply] = [
    # -- solve (player at (1,0); (2,0) and (1,1) are legal) ---------------------------------
    _c(
        "s_think_closed",
        "solve",
        THINK_LONG + "Going down is shorter.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_closed",
    ),
    _c(
        "s_think_draft_then_plain",
        "solve",
        "<think>MOVE: (1, 1) looks fine... no, down is shorter.</think>\nI go down to (2, 0).",
        (2, 0),
        None,
        "think_closed",
    ),
    _c(
        "s_think_unclosed",
        "solve",
        "<think>\nI could go right to (1,1) or down to (2,0). Down is",
        UNREADABLE,
        None,
        "think_unclosed",
    ),
    _c(
        "s_final_heading",
        "solve",
        "Let me look at the options: (1, 1) to the right, (2, 0) below.\n\n**Final answer:** (2, 0)",
        (2, 0),
        None,
        "final_heading",
    ),
    _c(
        "s_final_heading_md",
        "solve",
        "### Reasoning\nRight leads to (1, 3).\n\n### Final Answer\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "final_heading",
    ),
    _c("s_boxed", "solve", "The next cell is $\\boxed{(2, 0)}$.", (2, 0), None, "latex"),
    _c(
        "s_boxed_text",
        "solve",
        "Moving down.\n\n$$\\boxed{\\text{MOVE: } (2,0)}$$",
        (2, 0),
        None,
        "latex",
    ),
    _c("s_json_rowcol", "solve", '```json\n{"row": 2, "col": 0}\n```', (2, 0), None, "json"),
    _c("s_json_move_obj", "solve", 'Answer:\n{"move": {"row": 1, "col": 1}}', (1, 1), None, "json"),
    _c(
        "s_xml",
        "solve",
        "<reasoning>Down is open: (2,0).</reasoning>\n<answer>(1, 1)</answer>",
        (1, 1),
        None,
        "xml_tags",
    ),
    _c("s_xml_move", "solve", "<answer>\nMOVE: (2, 0)\n</answer>", (2, 0), None, "xml_tags"),
    _c("s_fullwidth", "solve", "我向下走。\nMOVE: （2，0）", (2, 0), None, "fullwidth"),
    _c("s_fullwidth_digits", "solve", "MOVE：（２，０）", (2, 0), None, "fullwidth"),
    _c(
        "s_two_candidates_choice",
        "solve",
        "Option 1: MOVE: (1, 1)\nOption 2: MOVE: (2, 0)\n\nI'll take option 1, it keeps the wall on my left.",
        (1, 1),
        None,
        "choice_in_words",
    ),
    _c(
        "s_choice_option_b",
        "solve",
        "Option A: (1, 1)\nOption B: (2, 0)\n\nMy answer is Option B.",
        (2, 0),
        None,
        "choice_in_words",
    ),
    _c(
        "s_conflict",
        "solve",
        "It could be (1, 1) or (2, 0); both look reachable.",
        UNREADABLE,
        None,
        "conflicting",
    ),
    _c(
        "s_truncated",
        "solve",
        "I will move down. MOVE: (2, 0) is reachable, but first let me check (1, 1) and MOVE: (1,",
        UNREADABLE,
        None,
        "truncated",
        finish_reason="length",
    ),
    _c(
        "s_truncated_late",
        "solve",
        "Thinking about the maze, the player at (1, 0) can go to (1, 1) or",
        UNREADABLE,
        None,
        "truncated",
        finish_reason="length",
    ),
    _c(
        "s_table",
        "solve",
        "| move | cell | open |\n|---|---|---|\n| right | (1, 1) | ✓ |\n| down | (2, 0) | ✓ |\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_table",
    ),
    _c("s_plain_format", "solve", "MOVE: (2, 0)", (2, 0), (2, 0), "asked_format"),
    _c(
        "s_no_answer",
        "solve",
        "I am not sure how to move in this maze.",
        UNREADABLE,
        None,
        "no_answer",
    ),
    _c(
        "s_text_after",
        "solve",
        "MOVE: (2, 0)\n\nNext I will continue to (3, 0) and (4, 0).",
        (2, 0),
        None,
        "text_after",
    ),
    # -- one-shot ---------------------------------------------------------------------------
    _c(
        "o_think_closed",
        "one_shot",
        f"<think>PATH: {BAD_PATH} -- no, (2,1) is a wall.</think>\nPATH: {PATH_A}",
        SUCCESS,
        True,
        "think_closed",
    ),
    _c(
        "o_think_draft_only",
        "one_shot",
        f"<think>Maybe PATH: {PATH_A}</think>\nI cannot solve it.",
        FAIL,
        False,
        "think_closed",
    ),
    _c(
        "o_think_unclosed",
        "one_shot",
        f"<think>Try PATH: {PATH_A}. Hmm, is (2,0) open? Let me",
        UNREADABLE,
        False,
        "think_unclosed",
        finish_reason="length",
    ),
    _c(
        "o_final_heading",
        "one_shot",
        f"Step by step: go down the left column, then right.\n\n**Final Answer:**\n{PATH_A}",
        SUCCESS,
        False,
        "final_heading",
    ),
    _c(
        "o_json_path",
        "one_shot",
        '{"path": [[1,0],[2,0],[3,0],[4,0],[4,1],[4,2],[4,3]]}',
        SUCCESS,
        False,
        "json",
    ),
    _c(
        "o_json_path_objs",
        "one_shot",
        '{"path": [{"row":1,"col":0},{"row":1,"col":1},{"row":1,"col":2},{"row":1,"col":3},'
        '{"row":2,"col":3},{"row":3,"col":3},{"row":4,"col":3}]}',
        SUCCESS,
        False,
        "json",
    ),
    _c("o_boxed", "one_shot", f"$$\\boxed{{{PATH_B}}}$$", SUCCESS, False, "latex"),
    _c("o_xml", "one_shot", f"<answer>PATH: {PATH_B}</answer>", SUCCESS, False, "xml_tags"),
    _c(
        "o_fullwidth",
        "one_shot",
        "路径：PATH：（1，0）（2，0）（3，0）（4，0）（4，1）（4，2）（4，3）",
        SUCCESS,
        False,
        "fullwidth",
    ),
    _c(
        "o_attempts_choice",
        "one_shot",
        f"Attempt 1: PATH: {PATH_A}\nAttempt 2: PATH: {BAD_PATH}\n\nAttempt 1 is the valid one; I go with attempt 1.",
        SUCCESS,
        False,
        "choice_in_words",
    ),
    _c(
        "o_attempt_better",
        "one_shot",
        f"Attempt 1: PATH: {BAD_PATH}\nAttempt 2 (better): PATH: {PATH_B}",
        SUCCESS,
        False,
        "choice_in_words",
    ),
    _c("o_bad_path", "one_shot", f"PATH: {BAD_PATH}", FAIL, False, "asked_format"),
    _c("o_format", "one_shot", f"PATH: {PATH_A}", SUCCESS, True, "asked_format"),
    _c(
        "o_truncated",
        "one_shot",
        "PATH: (1,0) (2,0) (3,0) (4,0) (4,1) (4,2) (4,",
        UNREADABLE,
        False,
        "truncated",
        finish_reason="length",
    ),
    _c(
        "o_truncated_after_goal",
        "one_shot",
        f"Reasoning: {PATH_A} reaches G. Let me double-check each step: (1,0) to (2,0) is down, (2,0) to",
        UNREADABLE,
        False,
        "truncated",
        finish_reason="length",
    ),
    _c(
        "o_table",
        "one_shot",
        "| step | cell |\n|---|---|\n| 0 | (1,0) |\n| 1 | (2,0) |\n| 2 | (3,0) |\n| 3 | (4,0) |\n"
        "| 4 | (4,1) |\n| 5 | (4,2) |\n| 6 | (4,3) |",
        SUCCESS,
        False,
        "markdown_table",
    ),
    _c("o_no_answer", "one_shot", "This maze has no solution.", FAIL, False, "no_answer"),
    # -- recognize (true shape: square) -----------------------------------------------------
    _c(
        "r_think_shapes",
        "recognize",
        "<think>Is it a C? A spiral? The corridor closes on itself, so a square.</think>\nThe empty cells form a square.",
        "square",
        False,
        "think_closed",
    ),
    _c(
        "r_think_label",
        "recognize",
        "<think>SHAPE: C?</think>\nSHAPE: square",
        "square",
        True,
        "think_closed",
    ),
    _c(
        "r_think_unclosed",
        "recognize",
        "<think>It might be a square or a C shape, let me count the",
        UNREADABLE,
        False,
        "think_unclosed",
        finish_reason="length",
    ),
    _c(
        "r_final_heading",
        "recognize",
        "The walls surround a ring.\n\n**Final answer:** Square",
        "square",
        False,
        "final_heading",
    ),
    _c("r_boxed", "recognize", "The shape is $\\boxed{\\text{square}}$.", "square", False, "latex"),
    _c("r_json", "recognize", '```json\n{"shape": "square"}\n```', "square", False, "json"),
    _c("r_xml", "recognize", "<answer>square</answer>", "square", False, "xml_tags"),
    _c("r_chinese", "recognize", "形状：正方形", "square", False, "chinese"),
    _c(
        "r_chinese_label",
        "recognize",
        "空格组成一个方形。\nSHAPE：正方形",
        "square",
        False,
        "chinese",
    ),
    _c("r_chinese_wrong", "recognize", "SHAPE：三角形", "triangle", False, "chinese"),
    _c("r_french", "recognize", "La forme est un carré.", UNREADABLE, False, "other_language"),
    _c(
        "r_choice",
        "recognize",
        "Candidate 1: C\nCandidate 2: square\n\nI choose candidate 2.",
        "square",
        False,
        "choice_in_words",
    ),
    _c(
        "r_conflict",
        "recognize",
        "It is either a square or a spiral.",
        UNREADABLE,
        False,
        "conflicting",
    ),
    _c(
        "r_truncated",
        "recognize",
        "The empty cells trace the border. SHAPE: squ",
        UNREADABLE,
        False,
        "truncated",
        finish_reason="length",
    ),
    _c(
        "r_table",
        "recognize",
        "| shape | fits |\n|---|---|\n| C | ✗ |\n| square | ✓ |\n\nSHAPE: square",
        "square",
        True,
        "markdown_table",
    ),
    _c("r_format", "recognize", "SHAPE: square", "square", True, "asked_format"),
    _c("r_wrong", "recognize", "SHAPE: spiral", "spiral", False, "asked_format"),
    # -- generate (matrix asked; NEW is valid, PLUS not a square) ---------------------------
    _c(
        "g_think_draft",
        "generate",
        f"<think>MAZE:\n{PLUS_MATRIX}\nno, that is a plus.</think>\nMAZE:\n{NEW_MATRIX}",
        SUCCESS,
        True,
        "think_closed",
    ),
    _c(
        "g_think_unclosed",
        "generate",
        f"<think>Draft:\n{NEW_MATRIX}\nNow check the path from",
        UNREADABLE,
        False,
        "think_unclosed",
        finish_reason="length",
    ),
    _c(
        "g_final_heading",
        "generate",
        f"Here is my design.\n\n**Final answer:**\n\n{NEW_MATRIX}",
        SUCCESS,
        False,
        "final_heading",
    ),
    _c(
        "g_json",
        "generate",
        '{"maze": [["1","1","0","P","0"],["1","1","0","1","0"],["1","1","0","0","G"],'
        '["1","1","1","1","1"],["1","1","1","1","1"]]}',
        SUCCESS,
        False,
        "json",
    ),
    _c(
        "g_json_ints",
        "generate",
        '```json\n{"maze": [[1,1,0,"P",0],[1,1,0,1,0],[1,1,0,0,"G"],[1,1,1,1,1],[1,1,1,1,1]]}\n```',
        SUCCESS,
        False,
        "json",
    ),
    _c(
        "g_bmatrix",
        "generate",
        "$$\\begin{bmatrix} 1 & 1 & 0 & P & 0 \\\\ 1 & 1 & 0 & 1 & 0 \\\\ 1 & 1 & 0 & 0 & G \\\\ "
        "1 & 1 & 1 & 1 & 1 \\\\ 1 & 1 & 1 & 1 & 1 \\end{bmatrix}$$",
        SUCCESS,
        False,
        "latex",
    ),
    _c(
        "g_array",
        "generate",
        "$$\\left[\\begin{array}{ccccc} 1 & 1 & 0 & \\text{P} & 0 \\\\ 1 & 1 & 0 & 1 & 0 \\\\ "
        "1 & 1 & 0 & 0 & \\text{G} \\\\ 1 & 1 & 1 & 1 & 1 \\\\ 1 & 1 & 1 & 1 & 1 \\end{array}\\right]$$",
        SUCCESS,
        False,
        "latex",
    ),
    _c("g_xml", "generate", f"<maze>\n{NEW_MATRIX}\n</maze>", SUCCESS, False, "xml_tags"),
    _c(
        "g_choice",
        "generate",
        f"Option 1:\n{NEW_MATRIX}\n\nOption 2:\n{PLUS_MATRIX}\n\nI'll go with option 1.",
        SUCCESS,
        False,
        "choice_in_words",
    ),
    _c(
        "g_choice_second",
        "generate",
        f"Maze 1:\n{PLUS_MATRIX}\n\nMaze 2:\n{NEW_MATRIX}\n\nMy final answer is Maze 2.",
        SUCCESS,
        False,
        "choice_in_words",
    ),
    _c(
        "g_truncated",
        "generate",
        "MAZE:\n1 1 0 P 0\n1 1 0 1 0\n1 1 0 0 G\n1 1 1",
        UNREADABLE,
        False,
        "truncated",
        finish_reason="length",
    ),
    _c(
        "g_fullwidth",
        "generate",
        "新的迷宫：\nMAZE：\n１ １ ０ Ｐ ０\n１ １ ０ １ ０\n１ １ ０ ０ Ｇ\n１ １ １ １ １\n１ １ １ １ １",
        SUCCESS,
        False,
        "fullwidth",
    ),
    _c(
        "g_coord_fullwidth",
        "generate",
        NEW_COORD.replace("(", "（").replace(")", "）"),
        SUCCESS,
        False,
        "fullwidth",
        encoding="coord_list",
    ),
    _c("g_copy", "generate", f"MAZE:\n{ORIGINAL_MATRIX}", FAIL, False, "asked_format"),
    _c("g_format", "generate", f"MAZE:\n{NEW_MATRIX}", SUCCESS, True, "asked_format"),
    _c(
        "g_conflict",
        "generate",
        f"Either this one:\n{NEW_MATRIX}\n\nor this one:\n{PLUS_MATRIX}",
        UNREADABLE,
        False,
        "conflicting",
    ),
    # -- puzzle (2x2) -----------------------------------------------------------------------
    _c("p_format", "puzzle", "ROTATE: (0, 1) clockwise", (1, "clockwise"), True, "asked_format"),
    _c(
        "p_think",
        "puzzle",
        "<think>ROTATE: (1, 1) counterclockwise? No.</think>\nROTATE: (0, 0) clockwise",
        (0, "clockwise"),
        True,
        "think_closed",
    ),
    _c(
        "p_think_plain",
        "puzzle",
        "<think>ROTATE: (1, 1) counterclockwise? No.</think>\nI turn square 2 clockwise.",
        (2, "clockwise"),
        False,
        "think_closed",
    ),
    _c(
        "p_think_unclosed",
        "puzzle",
        "<think>Square 3 should turn clockwise, or maybe square",
        UNREADABLE,
        False,
        "think_unclosed",
        finish_reason="length",
    ),
    _c(
        "p_json",
        "puzzle",
        '{"square": 3, "direction": "counterclockwise"}',
        (3, "counterclockwise"),
        False,
        "json",
    ),
    _c(
        "p_json_rowcol",
        "puzzle",
        '{"row": 1, "col": 0, "direction": "clockwise"}',
        (2, "clockwise"),
        False,
        "json",
    ),
    _c("p_fullwidth", "puzzle", "ROTATE：（1，1）clockwise", (3, "clockwise"), False, "fullwidth"),
    _c("p_chinese_dir", "puzzle", "ROTATE: (1, 0) 顺时针", (2, "clockwise"), False, "chinese"),
    _c(
        "p_chinese_ccw",
        "puzzle",
        "旋转第1个方块，逆时针。\nROTATE：（0，1）逆时针",
        (1, "counterclockwise"),
        False,
        "chinese",
    ),
    _c(
        "p_final_heading",
        "puzzle",
        "Square 0 points off the board.\n\n**Final answer:** ROTATE: (0, 0) counterclockwise",
        (0, "counterclockwise"),
        False,
        "final_heading",
    ),
    _c(
        "p_choice",
        "puzzle",
        "Option 1: ROTATE: (0, 0) clockwise\nOption 2: ROTATE: (1, 1) clockwise\n\nI'll take option 2.",
        (3, "clockwise"),
        False,
        "choice_in_words",
    ),
    _c(
        "p_truncated",
        "puzzle",
        "ROTATE: (1, 1) clock",
        UNREADABLE,
        False,
        "truncated",
        finish_reason="length",
    ),
    _c(
        "p_conflict",
        "puzzle",
        "Either square 0 or square 3 clockwise would work.",
        UNREADABLE,
        False,
        "conflicting",
    ),
    _c(
        "p_boxed",
        "puzzle",
        "$\\boxed{\\text{ROTATE: (1, 1) clockwise}}$",
        (3, "clockwise"),
        False,
        "latex",
    ),
    _c(
        "p_xml",
        "puzzle",
        "<answer>ROTATE: (0, 1) counterclockwise</answer>",
        (1, "counterclockwise"),
        False,
        "xml_tags",
    ),
]

REAL_FILE = Path(__file__).parent / "data" / "real_replies.json"

U = UNREADABLE
REAL_LABELS: dict[str, tuple[Any, Any]] = {
    # SmolLM2-135M-Instruct (Q4_1), max_new_tokens 160: read by a person from the saved replies.
    "smollm2/solve/matrix/0": (U, None),  # cut off, cells listed as options
    # WHY strict None (issue 35's strict policy, relabelled): the reply's own last line is
    # "Move: (2, 3)", not the label as the prompt prints it ("MOVE:"); flexible still reads it.
    "smollm2/solve/matrix/1": ((2, 3), None),  # "MOVE: (2, 3)\nMove: (2, 3)"
    "smollm2/solve/matrix/2": (U, None),  # the maze restated, no move
    "smollm2/solve/matrix/3": (U, None),  # "What's your first move?"
    "smollm2/solve/coord_list/0": (U, None),  # the coordinate lists restated, no move
    "smollm2/solve/coord_list/1": (U, None),  # cut off, a refusal
    "smollm2/solve/coord_list/2": (U, None),  # player and goal restated
    "smollm2/solve/coord_list/3": (U, None),  # "ends with a destination (4,3)": not a move
    "smollm2/one_shot/matrix/0": (FAIL, False),  # a grid, no path
    "smollm2/one_shot/matrix/1": (FAIL, False),
    "smollm2/one_shot/matrix/2": (FAIL, False),
    "smollm2/one_shot/matrix/3": (FAIL, False),  # digits
    "smollm2/one_shot/coord_list/0": (U, False),  # cut off
    "smollm2/one_shot/coord_list/1": (FAIL, False),  # prose, no path to the start
    "smollm2/one_shot/coord_list/2": (U, False),  # cut off digits
    "smollm2/one_shot/coord_list/3": (U, False),  # cut off
    # "a square pyramid": the pyramid, the triangle's variant (fifteenth round's ruling)
    "smollm2/recognize/matrix/0": ("triangle", False),
    "smollm2/recognize/matrix/1": ("square", False),
    "smollm2/recognize/matrix/2": ("triangle", False),  # "a triangle, also known as ..."
    "smollm2/recognize/matrix/3": ("triangle", False),  # "a triangular shape"
    "smollm2/recognize/coord_list/0": ("triangle", False),
    "smollm2/recognize/coord_list/1": ("square", False),  # "a rectangle": the square's keyword
    "smollm2/recognize/coord_list/2": ("none", False),  # "a polygon ... called a gridell"
    "smollm2/recognize/coord_list/3": ("none", False),  # solids: tetrahedron, icosahedron
    "smollm2/generate/matrix/0": (U, False),  # cut off
    "smollm2/generate/matrix/1": (U, False),  # cut off
    "smollm2/generate/matrix/2": (FAIL, False),  # an empty table
    "smollm2/generate/matrix/3": (U, False),  # cut off
    "smollm2/generate/coord_list/0": (U, False),  # cut off
    "smollm2/generate/coord_list/1": (FAIL, False),
    "smollm2/generate/coord_list/2": (FAIL, False),
    "smollm2/generate/coord_list/3": (FAIL, False),
    "smollm2/puzzle/-/0": (U, False),  # cut off, the prompt echoed
    "smollm2/puzzle/-/1": (U, False),  # "What do you want to know?"
    "smollm2/puzzle/-/2": (U, False),  # cut off
    "smollm2/puzzle/-/3": (U, False),  # cut off, the board echoed
    # Gemma 3 270M (base model, Q4_K_M; the prompt then "Answer:"), max_new_tokens 160.
    "gemma/solve/matrix/0": (U, None),  # cut off, the maze repeated
    "gemma/solve/matrix/1": (U, None),  # cut off
    "gemma/solve/coord_list/0": (U, None),  # cut off, a numbered list of cells
    "gemma/solve/coord_list/1": ((4, 3), None),  # "(4,3)": names a cell (not a legal move)
    "gemma/one_shot/matrix/0": (U, False),  # cut off
    "gemma/one_shot/matrix/1": (FAIL, False),  # grids, no path
    "gemma/one_shot/coord_list/0": (U, False),  # cut off
    "gemma/one_shot/coord_list/1": (U, False),  # cut off
    "gemma/recognize/matrix/0": (U, False),  # "... is a square." repeated, then cut off
    "gemma/recognize/matrix/1": (U, False),  # cut off
    "gemma/recognize/coord_list/0": (U, False),  # "The shape is a square." repeated, cut off
    "gemma/recognize/coord_list/1": (U, False),  # cut off, "Answer: A = <A >" ...
    "gemma/generate/matrix/0": (U, False),  # cut off
    "gemma/generate/matrix/1": (U, False),  # cut off
    "gemma/generate/coord_list/0": (U, False),  # cut off
    "gemma/generate/coord_list/1": (FAIL, False),  # "maze = 5*5"
    "gemma/puzzle/-/0": (U, False),  # cut off
    "gemma/puzzle/-/1": (U, False),  # cut off
}
"""``"<model>/<phase>/<encoding>/<sample>"`` -> ``(label, strict)``, a person's reading of each
saved real reply, written before the readers were run on them."""


def real_cases() -> list[Reply]:
    """The saved real replies that have a label."""
    if not REAL_FILE.exists():
        return []
    out = []
    for row in json.loads(REAL_FILE.read_text()):
        key = f"{row['model']}/{row['phase']}/{row.get('encoding', '-')}/{row['sample']}"
        if key not in REAL_LABELS:
            continue
        label, strict = REAL_LABELS[key]
        out.append(
            Reply(
                key,
                row["phase"],
                row["reply"],
                label,
                strict,
                "real",
                finish_reason=row["finish_reason"],
                source=row["model"],
                encoding=row.get("encoding", "matrix"),
            )
        )
    return out


def all_cases() -> list[Reply]:
    cases = STYLES + real_cases()
    ids = [c.id for c in cases]
    assert len(ids) == len(set(ids)), "corpus ids must be unique"
    return cases


def half(case_id: str) -> str:
    """``"tune"`` or ``"heldout"``: a stable hash of the id, so the halves never move."""
    return "tune" if hashlib.sha256(case_id.encode()).digest()[0] % 2 == 0 else "heldout"


def split() -> dict[str, list[Reply]]:
    out: dict[str, list[Reply]] = {"tune": [], "heldout": []}
    for case in all_cases():
        out[half(case.id)].append(case)
    return out
