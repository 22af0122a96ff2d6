"""Issue 35, forty-fifth round: another answer offered for another case or as a possibility
and left open (:mod:`agents.llm.reading.open_branches`). New phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading import open_branches
from agents.llm.reading.open_branches import open_branch
from agents.llm.reading.pipeline import CONFLICTING, read_answer


@pytest.mark.parametrize(
    "reply",
    [
        "If (3, 1) is open, MOVE: (2, 0); otherwise MOVE: (1, 1).",
        "假如 (2, 0) 可以走，就走：MOVE: (2, 0)；不然就向右：MOVE: (1, 1)。",
        "Si la case (0, 0) est un coude, tourne-la dans le sens horaire ; sinon tourne (1, 0).",
        "SHAPE: cross\n\nUnless row 2 is shorter than I think, in which case it is a triangle.",
        "ROTATE: (1, 0) clockwise\n\nA menos que (1, 1) ya mire arriba, en cuyo caso sería "
        "counterclockwise.",
        "MOVE: (1, 1)\n\nI'm not sure about this one; (2, 0) could be the better step.",
        "ROTATE: (0, 0) counterclockwise\n\n我不太确定，可能顺时针才对。",
        # an if/if pair: a second condition after a semicolon is the other case (47th round)
        "If the top-left tile is a corner, turn (0, 0) clockwise; if it is straight, turn "
        "(1, 0) clockwise.",
        "Wenn das Feld oben links ein Bogen ist, drehe (0, 0) clockwise; wenn es gerade ist, "
        "drehe (1, 0) clockwise.",
    ],
)
def test_another_answer_left_open_is_a_branch(reply: str) -> None:
    assert open_branch(reply)
    assert read_answer(reply).reason == CONFLICTING


@pytest.mark.parametrize(
    "reply",
    [
        # the pair settled by a cut, or by an answer line after it
        "If (3, 1) is open, go down; otherwise go right. But (3, 1) is a wall, so right.",
        "If (3, 1) is open, go down; otherwise go right.\n\n(3, 1) is a wall.\n\nMOVE: (1, 1)",
        # the exception names no other answer, or is dismissed
        "SHAPE: cross\n\nUnless you need the cells listed, in which case just ask.",
        "SHAPE: cross\n\nUnless row 2 is short, in which case a triangle — but it is not, so a "
        "cross.",
        # the doubt names the answer's own value, or turns to settle it
        "MOVE: (1, 1)\n\nI'm not sure it is the shortest, but (1, 1) might still be fine.",
        "ROTATE: (0, 0) counterclockwise\n\n我不太确定，可能顺时针才对，但是检查之后还是逆时针。",
        # an if/if pair giving one answer, or settled by a line after it
        "If the tile is a corner, turn (0, 0) clockwise; if it is straight, turn (0, 0) "
        "clockwise too.",
        "If (0, 1) is open, go to (0, 1); if it is a wall, go to (1, 0).\n\nIt is open.\n\n"
        "MOVE: (0, 1)",
        # no branch, exception or doubt word at all
        "MOVE: (2, 0)\n\nDown is open.",
        "",
    ],
)
def test_a_settled_or_harmless_branch_is_none(reply: str) -> None:
    assert not open_branch(reply)


def test_a_long_run_of_branch_words_reads_in_bounded_time() -> None:
    # Only the reply's last 1,200 characters are read: the answer line is out of reach.
    reply = "MOVE: (1, 1)\n" + "unless otherwise not sure might " * 40_000
    assert not open_branch(reply)
    assert not open_branch("if otherwise; " * 50_000)
    # runs of semicolons and second conditions (the if/if pair's marks) in every script
    for run in ("; if" * 100_000, "；如果" * 100_000, ";" * 400_000, "; si (1, 1)" * 40_000):
        assert not open_branch(run)  # no case names another answer


def test_a_pair_settled_in_its_own_sentence_leaves_the_answer_line() -> None:
    reply = (
        "If the elbow is at (0, 0), turn it clockwise; otherwise turn (1, 0) clockwise — but "
        "the elbow is at (0, 0), so:\n\nROTATE: (0, 0) clockwise"
    )
    assert read_answer(reply).reason is None
    assert read_answer(reply, strict=True).reason is None


def test_every_table_word_holds_a_stem_of_the_cheap_precondition() -> None:
    words = {
        *open_branches.CONDITION_WORDS["english"]["otherwise"],
        *(w for row in open_branches.CONDITION_WORDS.values() for w in row["otherwise"]),
        *(w for row in open_branches.UNLESS_WORDS.values() for w in row["unless"]),
        *(w for row in open_branches.DOUBT_WORDS.values() for w in row),
    }
    assert [w for w in words if not any(s in w.lower() for s in open_branches.STEMS)] == []


@pytest.mark.parametrize(
    ("reply", "open_"),
    [
        # A premise on the answer (forty-ninth round), its other case naming another value.
        ("MOVE: (1, 1), assuming (1, 1) is open — if not, then (2, 0).", True),
        ("MOVE: (1, 1)\n\nThis is provided (1, 1) isn't a wall; otherwise go to (2, 0).", True),
        ("MOVE: (1, 1)\n\n前提是 (1, 1) 不是墙；如果是墙，就走 (2, 0)。", True),
        (
            "ROTATE: (0, 1) clockwise, en supposant que l'ouverture est en haut — sinon (1, 0) "
            "clockwise.",
            True,
        ),
        # The premise settled, or its other case naming no other value.
        ("MOVE: (1, 1), assuming (1, 1) is open — and it is: row 1 reads P 0 0 0 1.", False),
        ("MOVE: (1, 1), assuming (1, 1) is open — if not, the reply is wrong.", False),
        ("MOVE: (1, 1)\n\n前提是 (1, 1) 不是墙——确实不是，第 1 行是 P 0 0 0 1。", False),
        ("MOVE: (1, 1), assuming (1, 1) is open — if so, (1, 1) is the move.", False),
    ],
)
def test_a_premise_with_its_other_case_naming_another_value_is_open(
    reply: str, open_: bool
) -> None:
    assert open_branch(reply) is open_


@pytest.mark.parametrize(
    ("reply", "open_"),
    [
        # A resemblance offers another shape as a "might" does (forty-ninth round), in the
        # registry's Chinese names too ("螺旋形" is the spiral).
        ("SHAPE: square\n\n但它也有点像螺旋形，说不好。", True),
        ("SHAPE: square\n\n不过看起来也像是 C 形，我不确定。", True),
        ("SHAPE: square\n\nThough it looks a bit like a C too. Hard to say.", True),
        ("SHAPE: square\n\nIt could pass for a spiral as well; I can't tell which.", True),
        # The resemblance denied, or no doubt left.
        ("SHAPE: square\n\n有点像 C 形，但左下角是通的，所以是正方形。", False),
        (
            "SHAPE: square\n\nIt looks a bit like a C at first, but the corner is open: a square.",
            False,
        ),
        ("SHAPE: square\n\n它看起来像正方形，说不好哪里有问题。", False),
    ],
)
def test_a_resemblance_to_another_shape_left_in_doubt_is_open(reply: str, open_: bool) -> None:
    assert open_branch(reply) is open_
