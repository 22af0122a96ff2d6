"""Stage 3: the section a reply commits to, and alternatives offered with no choice."""

from __future__ import annotations

import pytest

from agents.llm.parsing import answer_coordinate
from agents.llm.reading import (
    KEEP,
    TAKE,
    UNSURE,
    choose,
    correction_after,
    described_pick,
    hedged,
    lettered_pick,
    listed_alternatives,
    offers_alternative,
    ordinal_pick,
    unchosen_alternatives,
)
from envs.maze_nav.text import COORDINATE_RE, coordinate_of


@pytest.mark.parametrize(
    ("reply", "section", "how"),
    [
        (
            "Option 1: (1, 1)\nOption 2: (2, 0)\n\nI'll take option 1.",
            "Option 1: (1, 1)\n",
            "choice",
        ),
        (
            "Option A: (1, 1)\nOption B: (2, 0)\nMy answer is Option B.",
            "Option B: (2, 0)\n",
            "choice",
        ),
        ("Attempt 1: x\nAttempt 2: y\nAttempt 1 is the valid one.", "Attempt 1: x\n", "choice"),
        ("Attempt 1: x\nAttempt 2 (better): y", "Attempt 2 (better): y", "choice"),
        # A sentence opening with a section's name is no heading: the section is the heading's,
        # up to the start of the sentence that picks it (forty-second round).
        (
            "Option A: x.\nOption B: y.\n\nOption B fixes the row, so I choose Option B.",
            "Option B: y.\n\n",
            "choice",
        ),
        ("- Maze 1 -\nx\n- Maze 2 -\ny\nMaze 2 is the valid one.", "Maze 2 -\ny\n", "choice"),
        ("Reasoning (1, 1).\nFinal answer: (2, 0)", " (2, 0)", "final_label"),
        ("Final answer is: (2, 0)", " (2, 0)", "final_label"),
        # A final-answer label (or "Answer:" heading a line) with the answer on its line: that
        # line; with nothing on it, a line going on below, or a correction later: all after it.
        ("**Answer:** (1, 1)\n\nRight leads to (1, 3).", " (1, 1)", "final_label"),
        ("Answer: (1, 1)\nExplanation: (0, 0) is a wall.", " (1, 1)", "final_label"),
        ("Final answer: (1, 1)\nNext (1, 2).", " (1, 1)", "final_label"),
        ("Final answer:\n(1, 1)\n", "\n(1, 1)\n", "final_label"),
        ("Answer: (1, 0) ->\n(2, 0)", " (1, 0) ->\n(2, 0)", "final_label"),
        (
            "Answer: (1, 1)\nActually, I meant (2, 0).",
            " (1, 1)\nActually, I meant (2, 0).",
            "final_label",
        ),
        (
            "Answer: (1, 1)\nNo, wall.\nMOVE: (2, 0)",
            " (1, 1)\nNo, wall.\nMOVE: (2, 0)",
            "final_label",
        ),
        # The one row of the table ending the reply marked as the pick.
        (
            "| Move | Ok |\n|---|---|\n| (1, 1) | ✅ |\n| (0, 0) | ❌ |",
            "| (1, 1) | ✅ |",
            "ticked_row",
        ),
        (
            "| Sq | Turn |\n|--|--|\n| (0, 0) | — |\n| (1, 0) | cw ✓ |\n| (1, 1) | — |\n",
            "| (1, 0) | cw ✓ |",
            "ticked_row",
        ),
        ("| Cell |\n|---|\n| (1, 1) ← chosen |\n| (2, 0) |", "| (1, 1) ← chosen |", "ticked_row"),
        (
            "| Shape | Pick |\n|---|---|\n| square | selected |\n| spiral | |",
            "| square | selected |",
            "ticked_row",
        ),
        ("Final answer:\n| Cell |\n|---|\n| (1, 1) |\n| (2, 0) ✔ |", "| (2, 0) ✔ |", "ticked_row"),
    ],
)
def test_committed_section(reply: str, section: str, how: str) -> None:
    committed = choose(reply)
    assert (committed.text, committed.how) == (section, how)
    assert committed.whole == reply


@pytest.mark.parametrize(
    "reply",
    [
        "Option 1: (1, 1)\nOption 2: (2, 0)",  # several, no choice: the phase's rule decides
        "Option 1: (1, 1)\nI'll take option 3.",  # a choice of a section that is not there
        "Final answer:   ",  # a label with nothing after it
        "MOVE: (2, 0)",
        "The answer: (2, 0)",  # "answer:" not heading its line is no label
        # Tables that pick no row: two ticks, a tick only in the header, text after the table,
        # a route's steps.
        "| Move | Ok |\n|---|---|\n| (1, 1) | ✅ |\n| (2, 0) | ✅ |",
        "| Move | ✅ |\n|---|---|\n| (1, 1) | |\n| (2, 0) | |",
        "| Move | Ok |\n|---|---|\n| (1, 1) | ✅ |\n| (0, 0) | ❌ |\n\nMOVE: (2, 0)",
        "| Step | Cell |\n|---|---|\n| 1 | (1, 1) |\n| 2 | (2, 1) ✅ goal |",
    ],
)
def test_no_section(reply: str) -> None:
    committed = choose(reply)
    assert committed.how is None and committed.text == reply


def _cells(text: str) -> list[tuple[int, int, object]]:
    return [(m.start(), m.end(), coordinate_of(m)) for m in COORDINATE_RE.finditer(text)]


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("It could be (1, 1) or (2, 0).", True),
        ("(1, 1) / (2, 0)", True),
        ("Either (1, 1), or (2, 0) works.", True),
        ("From (1, 0) I go to (2, 0).", False),  # a route, not alternatives
        ("(2, 0) or (2, 0)", False),  # the same answer twice
        ("Not (1, 1).\nMy move: (2, 0)", False),
        ("(2, 0)", False),
        # The hedge said again before the second answer (issue 35, eleventh round).
        ("Maybe (2, 0), maybe (1, 1).", True),
        ("Perhaps (2, 0); perhaps (1, 1)", True),
        ("Maybe (1, 1): from there (1, 2) is open.", False),  # one hedge, then a route
    ],
)
def test_hedged(reply: str, expected: bool) -> None:
    assert hedged(reply, _cells(reply)) is expected


def test_sections_are_found_from_the_end_as_a_whole_text_scan_finds_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The scan for "<kind> <id>" runs back from the reply's end in growing windows; tiny windows
    # put a boundary inside every kind of match, and the result is the whole-text scan's.
    import random
    import sys
    from collections import deque

    commitment = sys.modules["agents.llm.reading.choosing"]  # the scan's home since the split
    monkeypatch.setattr(commitment, "_SCAN_FROM_END", 7)
    rng = random.Random(2)
    pieces = ["option", "attempt 1", "option 2", "maze b", "answer", "#", "a", "1", "22", "333",
              " ", "\t", "\n", "x", "path 3", "solution #4", "choice c", "version", "9"]  # fmt: skip
    for _ in range(500):
        low = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 300)))
        for count in (1, 3, 256):
            whole = [m.span() for m in deque(commitment._KIND_ID.finditer(low), maxlen=count)]
            assert [m.span() for m in commitment._last_kind_ids(low, count)] == whole, low
    # Sections early in a long reply and the choice at its end: still the chosen section.
    reply = "Option 1:\nMOVE: (1, 1)\n\nOption 2:\nMOVE: (2, 0)\n" + "thinking. " * 5000
    reply += "\nI'll take option 2."
    assert "MOVE: (2, 0)" in choose(reply).text and "(1, 1)" not in choose(reply).text


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Candidate moves:\n- (1, 1)\n- (2, 0)", True),
        ("**Possible answers**\n* (1, 1)\n* (2, 0)\n", True),
        ("Options:\n1. (1, 1)\n2. (2, 0)", True),
        ("Steps:\n1. (1, 1)\n2. (2, 0)", False),  # a route, not alternatives
        ("Candidates:\n- (1, 1)\n\n- (2, 0)", False),  # not one list
        ("Candidates:\n- (1, 1)\n- (1, 1)", False),  # the same answer twice
        ("- (1, 1)\n- (2, 0)", False),  # no lead-in at all
        ("Options (1, 1) and (2, 0)", False),  # not list items
        # Table rows are parallel entries: no lead-in needed, unless the header names a route.
        ("| Dir | Cell | Open |\n|---|---|---|\n| R | (1, 1) | yes |\n| D | (2, 0) | yes |", True),
        ("| Cell |\n|---|\n| (1, 1) |\n| (2, 0) |", True),
        ("| Step | Cell |\n|---|---|\n| 1 | (1, 1) |\n| 2 | (2, 0) |", False),
        ("| # | Cell |\n|---|---|\n| 1 | (1, 1) |\n| 2 | (2, 0) |", False),
        ("| Cell |\n|---|\n| (1, 1) |\n\n| (2, 0) |", False),  # two tables
        # Lines headed by an alternative's name are items of a list of alternatives.
        ("Option 1: (1, 1)\nOption 2: (2, 0)", True),
        ("**Candidate A**: (1, 1)\n**Candidate B**: (2, 0)", True),
        ("Alternative 1) (1, 1)\nAlternative 2) (2, 0)", True),
        ("Attempt 1: (1, 1)\nAttempt 2: (2, 0)", False),  # attempts are revisions
        # Two lines each holding only the same answer label: two answers, no choice.
        ("MOVE: (1, 1)\nMOVE: (2, 0)", True),
        ("**MOVE:** (1, 1)\n**MOVE:** (2, 0).\n\nBoth are fine.", True),
        ("Answer: (1, 1)\nAnswer: (2, 0)", True),
        ("MOVE: (1, 1)\nPATH: (2, 0)", False),  # different labels
        ("MOVE: (1, 1) hits a wall, so:\nMOVE: (2, 0)", False),  # the first is commented on
        ("Steps:\nMOVE: (1, 1)\nMOVE: (2, 0)", False),  # a route's steps
        ("Steps:\n- MOVE: (1, 1)\n- MOVE: (2, 0)", False),  # list items: the lead-in decides
    ],
)
def test_listed_alternatives(reply: str, expected: bool) -> None:
    assert listed_alternatives(reply, _cells(reply)) is expected
    if expected:  # every phase's hedge check holds it
        assert hedged(reply, _cells(reply))


def test_listed_alternatives_is_linear_on_a_long_list() -> None:
    reply = "Options:\n" + "- x\n" * 200_000 + "- (1, 1)\n- (2, 0)"
    # The lead-in is further up than MAX_SECTIONS item lines: not looked for, not alternatives.
    assert listed_alternatives(reply, _cells(reply)) is False


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Option 1:\nx\n\nOption 2:\ny", True),
        ("Here are two versions.\n**Version A**\nx\n\n**Version B**\ny", True),
        ("- Alternative 1:\nx\n- Alternative 2:\ny", True),
        ("Option 1:\nx\n\nOption 2:\ny\n\nI'll go with option 2.", False),  # picked
        ("Option 1:\nx\n\nOption 2 (best):\ny", False),  # marked
        ("Attempt 1:\nx\n\nAttempt 2:\ny", False),  # revisions: the last stands
        ("Option 1:\nx", False),  # one section
        ("We have the option 1 or the option 2 in mind.", False),  # not headings
        # Bare names heading sections after a lead-in naming alternatives.
        ("Here are two possibilities:\n\nA)\nx\n\nB)\ny", True),
        ("Two options:\n**(a)**\nx\n(b)\ny", True),
        # A pick naming a bare heading chooses it (the first as well as the last).
        ("Possible mazes:\n1:\nx\n2:\ny\n\nI'll take option 2.", False),
        ("Possible mazes:\n1:\nx\n2:\ny\n\nI'll take option 1.", False),
        ("Possible mazes:\n1:\nx\n2:\ny\n\nI'll take option 3.", True),  # no such option
        ("A)\nx\n\nB)\ny", False),  # no lead-in: nothing says these are alternatives
        ("Here are two possibilities:\nA) x is open\nB) y", False),  # not bare headings
    ],
)
def test_unchosen_alternatives(reply: str, expected: bool) -> None:
    assert unchosen_alternatives(reply) is expected


def test_unchosen_alternatives_is_linear_on_many_headings() -> None:
    reply = "".join(f"Option {i % 999}:\nx\n" for i in range(100_000))
    assert unchosen_alternatives(reply) is True


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("MOVE: (1, 1)\nActually no, I meant (2, 0).", (TAKE, (2, 0))),
        # A preference after "on second thought" is a check that prefers (issue 35,
        # twenty-third round; was TAKE); a replacement stated after it is taken.
        ("MOVE: (1, 1). On second thought, (2, 0) is better.", (UNSURE, {(1, 1), (2, 0)})),
        (
            "MOVE: (1, 1). On second thought, (2, 0) is better. I'll go with (2, 0) instead.",
            (TAKE, (2, 0)),
        ),
        ("MOVE: (1, 1)\nCorrection: (2, 0)", (TAKE, (2, 0))),
        ("MOVE: (1, 1)\nActually, (1, 1) is right.", (KEEP, (1, 1))),  # the same answer
        ("MOVE: (1, 1)\nLet me double-check: (2, 0) is open too.", (KEEP, (1, 1))),  # no cue
        ("MOVE: (1, 1)\nActually, (2, 0) is a wall.", (UNSURE, {(1, 1), (2, 0)})),  # rejected
        ("MOVE: (1, 1)\nActually, would (2, 0) be better?", (UNSURE, {(1, 1), (2, 0)})),  # asked
        ("MOVE: (1, 1)\nActually, (2, 0) or (0, 1).", (UNSURE, {(1, 1), (2, 0), (0, 1)})),
        ("Actually (2, 0).\nMOVE: (1, 1)", (KEEP, (1, 1))),  # before the answer: not after it
        ("MOVE: (1, 1)\nSorry, I meant (2, 0).", (TAKE, (2, 0))),
        ("MOVE: (1, 1)\nEarlier in my reasoning I actually looked at (2, 0).", (KEEP, (1, 1))),
    ],
)
def test_correction_after(reply: str, expected: tuple[str, object]) -> None:
    label = reply.index("MOVE:")
    first = next(m for m in COORDINATE_RE.finditer(reply) if m.start() > label)

    def named(a: int, b: int) -> list[object]:
        return [coordinate_of(m) for m in COORDINATE_RE.finditer(reply, a, b)]

    assert correction_after(reply, first.end(), coordinate_of(first), named) == expected


def test_correction_after_is_linear_on_many_cues() -> None:
    reply = "MOVE: (1, 1)\n" + "Actually. " * 200_000 + "Sorry, I meant (2, 0)."
    named = lambda a, b: [coordinate_of(m) for m in COORDINATE_RE.finditer(reply, a, b)]  # noqa: E731
    assert correction_after(reply, 12, (1, 1), named) == (TAKE, (2, 0))


@pytest.mark.parametrize(
    ("reply", "section"),
    [
        ("Candidates:\n1. (1, 1) - right\n2. (2, 0) - down\n\nMy choice is candidate 1.",
         "1. (1, 1) - right\n"),
        ("A) (1, 1)\nB) (2, 0)\n\nI'll go with A.", "A) (1, 1)\n"),
        ("(a) x\n(b) y\n\nI choose (b).", "(b) y\n\nI "),
        ("Options:\n**1.** x\n**2.** y\n\nAnswer is 1!", "**1.** x\n"),
        # The last list counting up from 1 before the pick: numbered reasoning above is not it.
        ("1. P is at (1, 0).\n2. Two cells are open.\n3. Both lead on.\n\nOptions:\n1. (1, 1)\n"
         "2. (2, 0)\n\nI pick option 2.", "2. (2, 0)\n\nI "),
    ],
)  # fmt: skip
def test_a_pick_names_a_bare_headed_option(reply: str, section: str) -> None:
    committed = choose(reply)
    assert committed.how == "choice" and committed.text == section


@pytest.mark.parametrize(
    "reply",
    [
        "1. (1, 1)\n2. (2, 0)\n\nI pick option 3.",  # no such option
        "A) (1, 1)\nB) (2, 0)\n\nI'll take a look at both.",  # "a" is a word, not a pick
        "A) (1, 1)\nB) (2, 0)\n\nI'll go with 1.",  # letters listed, a number picked
        "1. (1, 1)\n\nI pick option 1.",  # one option is no choice among options
        "2. (1, 1)\n3. (2, 0)\n\nI pick 2.",  # not a list counting from 1
        # A numbered route and a count after it: no options, no pick.
        "Path:\n1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n\nThe answer is 3.",
        "1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n\nThe answer is 3.",  # a bare number, no lead-in
        "Steps:\nA) (1, 0)\nB) (2, 0)\n\nI choose A.",  # a route's lead-in
    ],
)
def test_no_bare_pick(reply: str) -> None:
    assert choose(reply).how != "choice"


def test_a_bare_pick_is_linear_on_many_items() -> None:
    reply = "".join(f"{1 + i % 9}. x\n" for i in range(200_000)) + "\nI pick option 1."
    assert choose(reply).text == "1. x\n"


@pytest.mark.parametrize(
    ("reply", "row"),
    [
        ("| Shape | Fits? |\n|---|---|\n| Cross | No |\n| Square | Yes |\n| Z | No |",
         "| Square | Yes |"),
        ("| Move | Pick |\n|---|---|\n| (2, 0) | **yes** |\n| (1, 1) | ❌ |", "| (2, 0) | **yes** |"),
        ("| Shape | Fits |\n|---|---|\n| C | false |\n| Square | TRUE |", "| Square | TRUE |"),
    ],
)  # fmt: skip
def test_one_yes_in_a_yes_no_column_is_the_pick(reply: str, row: str) -> None:
    assert choose(reply).text == row


@pytest.mark.parametrize(
    "reply",
    [
        "| Shape | Fits? |\n|---|---|\n| Square | Yes |\n| Spiral | Yes |\n| Z | No |",  # two
        "| Shape | Fits? |\n|---|---|\n| Square | No |\n| Spiral | No |",  # none
        "| Shape | Seen |\n|---|---|\n| Square | Yes |\n| Spiral | maybe |",  # no "no" column
        "| Step | Legal |\n|---|---|\n| (1, 1) | Yes |\n| (2, 1) | No |",  # a route's rows
        "| Shape | Fits? |\n|---|---|\n| Square | Yes |\n| Z | No |\n\nBoth are close.",  # after
    ],
)
def test_no_yes_no_pick(reply: str) -> None:
    assert choose(reply).how is None


def _cells_in(text: str):
    return lambda a, b: [coordinate_of(m) for m in COORDINATE_RE.finditer(text, a, b)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The candidates are (1, 1) and (2, 0). The first one is best, so that is my move.",
         (TAKE, (1, 1))),
        ("Both (1, 1) and (2, 0) are open. I prefer the former.", (TAKE, (1, 1))),
        ("Between (1, 1) and (2, 0), the latter is my choice.", (TAKE, (2, 0))),
        ("(a) (0, 1) clockwise, or (b) (1, 0) counterclockwise. I'll make move (b).",
         (TAKE, (1, 0))),
        # a place with no pick, a place no answer has, an id no option has: no choice
        ("Options (1, 1) and (2, 0). The first one is longer, the second one shorter.",
         (UNSURE, None)),
        ("Options (1, 1) and (2, 0). I'll go with the third one.", (UNSURE, None)),
        ("(a) (0, 1) or (b) (1, 0). I'll go with (c).", (UNSURE, None)),
        # one answer before the place, or no place at all: nothing to say
        ("I move to (2, 0). The first one of my moves.", (KEEP, None)),
        ("MOVE: (2, 0)", (KEEP, None)),
    ],
)  # fmt: skip
def test_a_pick_by_place_or_inline_id_among_listed_answers(text, expected):
    assert ordinal_pick(text, _cells_in(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Candidates: (a) square, (b) C, (c) spiral. All four sides close, so (a).",
         (TAKE, "square")),
        ("Options:\nA. spiral\nB. square\nC. Z\n\nThe answer is option B.", (TAKE, "square")),
        ("A) plus, B) square, C) L. Every side is closed: choice B.", (TAKE, "square")),
        ("选项：(A) Z, (B) square, (C) spiral。选 B。", (TAKE, "square")),
        # a letter no option has, another letter after the pick: no choice
        ("Candidates: (a) square, (b) C. So (d).", (UNSURE, None)),
        ("Candidates: (a) square, (b) C. So (a) or (b).", (UNSURE, None)),
        # no lettered list, or no pick by letter: nothing to say
        ("It is a square, so a square it is.", (KEEP, None)),
        ("Candidates: (a) square, (b) C. It is (a) or (b).", (KEEP, None)),
    ],
)  # fmt: skip
def test_a_pick_by_letter_among_lettered_options(text, expected):
    words = ("square", "spiral", "plus", "C", "Z", "L")

    def shapes_in(a: int, b: int) -> list[str]:
        return [w for w in text[a:b].replace(",", " ").split() if w.strip(".。") in words]

    verdict, value = lettered_pick(text, shapes_in)
    assert (verdict, value.strip(".。") if isinstance(value, str) else value) == expected


def _side(side: str, cell) -> bool:
    dr, dc = cell[0] - 1, cell[1] - 0  # the player stands at (1, 0)
    return {"up": dr < 0, "down": dr > 0, "left": dc < 0, "right": dc > 0}[side]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Down to (2, 0) or right to (1, 1). I'll commit to the right-hand one.", (TAKE, (1, 1))),
        ("(2, 0) is below and (1, 1) to the right. I'll go with the lower one.", (TAKE, (2, 0))),
        ("Open: (2, 0) and (1, 1). I'll take the right one.", (TAKE, (1, 1))),
        ("Down to (2, 0) or right to (1, 1). I'll take the one on the right.", (TAKE, (1, 1))),
        ("(1, 1) or (2, 0). I'll go with the one below.", (TAKE, (2, 0))),
        # a place that fits none, or two, of the listed cells: no choice
        ("Down to (2, 0) or right to (1, 1). I'll take the left-hand one.", (UNSURE, None)),
        ("Open: (2, 0), (1, 1), (3, 0). I'll take the lower one.", (UNSURE, None)),
        # a place that describes (no pick verb), one cell listed, no place: nothing to say
        ("The right neighbour (1, 1) is open, and so is (2, 0).", (KEEP, None)),
        ("Only (2, 0) is open. I'll take the lower one.", (KEEP, None)),
        ("MOVE: (2, 0)", (KEEP, None)),
    ],
)  # fmt: skip
def test_a_pick_by_where_the_answer_lies(text, expected):
    assert described_pick(text, _cells_in(text), _side) == expected


def test_a_pick_by_place_before_the_label_is_left_to_the_label():
    text = "Options (1, 1) and (2, 0); I'll take the first one.\nMOVE: (2, 0)"
    assert ordinal_pick(text, _cells_in(text), after=text.index("MOVE:") + 5) == (KEEP, None)


def test_a_ticked_row_beside_a_yes_no_column_is_the_pick():
    table = (
        "| Move | Cell | Open? | Chosen |\n|---|---|---|---|\n| Up | (0, 0) | No | |\n"
        "| Down | (2, 0) | Yes | |\n| Right | (1, 1) | Yes | ✓ |"
    )
    assert choose(table).text.startswith("| Right")


def _cell_spans(text: str) -> list[tuple[int, int, object]]:
    return [(m.start(), m.end(), coordinate_of(m)) for m in COORDINATE_RE.finditer(text)]


@pytest.mark.parametrize(
    ("text", "is_hedged"),
    [
        ("Down to (2, 0) works, and so does right to (1, 1). Either is fine.", True),
        ("(2, 0) is open. (1, 1) would also work.", True),
        ("Take (1, 1) or (2, 0):\n\nboth are open.", True),
        # Words saying the reply cannot choose (issue 35, eleventh round).
        ("(2, 0) is open. (1, 1) is open. I'm not sure which is better.", True),
        ("Down: (2, 0). Right: (1, 1). I can't decide.", True),
        ("(2, 0) is open, (1, 1) too; hard to say which.", True),
        ("(1, 1) was a thought. (2, 0) it is; I'm sure of it.", False),
        # A pick after the equal words decides; one answer called fine is no alternative.
        ("(2, 0) works, and so does (1, 1); both are fine, but I'll take the second.", False),
        ("(1, 1) was my first idea. (2, 0) is better, and both neighbours are open.", False),
    ],
)
def test_answers_called_equal_with_no_pick_are_hedged(text: str, is_hedged: bool) -> None:
    assert hedged(text, _cell_spans(text)) is is_hedged


@pytest.mark.parametrize(
    ("reply", "section"),
    [
        (
            "1. Turn (1, 1) clockwise.\n2. Turn (0, 1) ccw.\n\nI'll go with 2.",
            "2. Turn (0, 1) ccw.\n\nI'll ",
        ),
        ("a) (1, 1)\nb) (2, 0)\n\nMy pick is b.", "b) (2, 0)\n\nMy "),
        (
            "Option A: (2, 0).\nOption B: (1, 1).\n\nB is safer, so I'll go with B.",
            "Option B: (1, 1).\n\n",
        ),
    ],
)
def test_a_bare_id_after_a_choosing_verb_picks_the_item(reply: str, section: str) -> None:
    chosen = choose(reply)
    assert chosen.how == "choice"
    assert chosen.text == section


def test_a_bare_number_after_the_answer_is_picks_nothing_without_a_lead_in() -> None:
    assert choose("1. Count the rows.\n2. Count the columns.\n\nThe answer is 2.").how is None


@pytest.mark.parametrize(
    "between",
    [
        " or ",
        "\nor\n",
        " / ",
        " (or ",
        "\n\nAlternatively:\n",
        "\n\nAnother valid answer:\n",
        "\n\nAlso possible: ",
        " 或 ",
        " 或者 ",
        " 还是 ",
        " oder ",
        " ou ",
        " o ",
        " または ",
        " 또는 ",
    ],
)
def test_words_offering_an_alternative_in_the_languages_models_answer_in(between: str) -> None:
    assert offers_alternative(between)
    spans = [(0, 6, (2, 0)), (6 + len(between), 12 + len(between), (1, 1))]
    assert hedged("(2, 0)" + between + "(1, 1)", spans)


@pytest.mark.parametrize("between", [" then ", ", not ", " -> ", "\n\nWait, that is a wall.\n"])
def test_words_that_do_not_offer_an_alternative(between: str) -> None:
    assert not offers_alternative(between)


def test_answer_lines_apart_are_alternatives_unless_a_pick_follows() -> None:
    text = "MOVE: (1, 1)\n\nMOVE: (2, 0)"
    spans = [(6, 12, (1, 1)), (20, 26, (2, 0))]
    assert listed_alternatives(text, spans)
    assert not listed_alternatives(text + "\n\nI'll go with the second.", spans)


def test_look_behind_split_finds_what_the_whole_pattern_finds():
    """The kind-id and bare-pick scans without their look-behind (the fast path) give the
    same matches, spans and groups as the whole patterns, from any start and to any end."""
    import random

    from agents.llm.reading import choosing as commitment  # the scans' home since the split

    pieces = [
        "option 1", "xoption 2", "choice is 2.", "xchoice: b", " ", "\n", "take option 3.",
        "maze a", "amaze b", "path #2", "i'll go with b.", "pick is (c)", "answer is 6",
        "xanswer is 2.", "candidate 1", "stick with 2", "s", "e", ".", "12", "the ",
    ]  # fmt: skip
    rng = random.Random(35)
    pairs = [
        (commitment._KIND_ID, commitment._KIND_ID_BODY),
        (commitment._BARE_PICK, commitment._BARE_PICK_BODY),
    ]
    for _ in range(600):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(1, 14)))
        pos = rng.randrange(len(text) + 1)
        end = rng.randrange(pos, len(text) + 1)
        for whole, body in pairs:
            want = [(m.span(), m.groups()) for m in whole.finditer(text, pos, end)]
            got = [
                (m.span(), m.groups()) for m in commitment._after_non_letter(body, text, pos, end)
            ]
            assert got == want, (text, pos, end, whole.pattern[:20])
    assert commitment._KIND_ID_BODY.pattern != commitment._KIND_ID.pattern  # the split happened


@pytest.mark.parametrize(
    ("text", "cell"),
    [
        # Thirty-eighth round: numbered "answers" naming two moves are alternatives ...
        ("Answers:\n1. Quick: (0, 1)\n2. Careful: (1, 0)", None),
        ("Final answers:\n1) Short: (0, 1)\n2) Safe: (1, 0)", None),
        # ... items answering different questions are not, nor one move given twice.
        ("Final answers:\n1. Where am I? (0, 0)\n2. Next move? (0, 1)", (0, 1)),
        ("Answers:\n1. Quick: (0, 1)\n2. Careful: (0, 1)", (0, 1)),
    ],
)
def test_numbered_answers_naming_two_moves_pick_none(
    text: str, cell: tuple[int, int] | None
) -> None:
    assert answer_coordinate(text) == cell


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Paths go to (1, 1) and (2, 0). I am wondering which is better.", None),
        ("Paths go to (1, 1) and (2, 0). She wondered which the map meant.", None),
        ("Paths go to (1, 1) and (2, 0). I wondered which, and chose (2, 0).", (2, 0)),
        ("I wonder which: (1, 1) or (2, 0)? (2, 0) is shorter.\nMOVE: (2, 0)", (2, 0)),
    ],
)
def test_wondering_which_of_two_answers_picks_none(text: str, read: object) -> None:
    # Issue 35, thirty-ninth round: "wondering which" after two answers is no pick.
    assert answer_coordinate(text) == read


def test_a_picked_sections_reasons_in_the_pick_sentence_are_not_the_options() -> None:
    # "Option 1 leaves (0, 0) ... so I'll take Option 2": the section ends where the picking
    # sentence starts, so (0, 0) there is not Option 2's square (forty-second round).
    reply = (
        "Option 1: rotate (0, 0) clockwise.\nOption 2: rotate (1, 1) counterclockwise.\n\n"
        "Option 1 leaves (0, 0) facing the edge, so I'll take Option 2."
    )
    committed = choose(reply)
    assert committed.how == "choice"
    assert "(1, 1)" in committed.text and "(0, 0)" not in committed.text
