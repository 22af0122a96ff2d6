"""Issue 35, fifty-second round: answers offered under option labels ("方案一：" / "方案二：",
"Option 1:" / "Option 2:") or with an offer phrase between them ("This one works too:"), none
picked or one picked by label; and a restatement headed "Again:" (:mod:`agents.llm.reading.
option_labels`, :mod:`.offered_picks`, :mod:`.between_answers`, :mod:`.restate_markers`). New
phrasings, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.reading.between_answers import offers_alternative
from agents.llm.reading.list_picks import picked_number
from agents.llm.reading.offered_picks import offered_pick
from agents.llm.reading.option_labels import head_before, is_option_head, labelled_place
from agents.llm.reading.pipeline import CONFLICTING, read_answer
from agents.llm.reading.restate_markers import SUMMARY_HEAD


@pytest.mark.parametrize(
    ("head", "place"),
    [("\n方案二：", 2), ("Option 1: ", 1), ("\n**Version B:** ", 2), ("\nVariante 3 : ", 3),
     ("\n选项 Ａ：", 1), ("\nopción 2:", 2)],
)  # fmt: skip
def test_an_option_label_alone_names_its_place(head: str, place: int) -> None:
    assert is_option_head(head) == place


@pytest.mark.parametrize(
    "text", ["\nThe second option:", "\nversion b:", "\nWait, option 2 is wrong:", "", "方案"]
)
def test_text_that_is_not_only_an_option_label_names_none(text: str) -> None:
    # A small letter names no option ("an alternative a grader ..."), nor does prose.
    assert is_option_head(text) is None


def test_a_label_heads_the_line_it_opens_or_the_line_before() -> None:
    text = "Here:\n方案一：PATH: (1, 0)"
    assert head_before(text, text.index("PATH")) == 1
    text = "Option 2:\nMOVE: (2, 0)"
    assert head_before(text, text.index("MOVE")) == 2
    text = "I like option 2: MOVE: (2, 0)"
    assert head_before(text, text.index("MOVE")) is None
    assert labelled_place("b") is None and labelled_place("B") == 2


@pytest.mark.parametrize(
    ("closing", "place"),
    [("我选方案二。", 2), ("I'll take option B.", 2), ("Je choisis la variante 1.", 1),
     ("I'll go with the second.", 2), ("Nothing picked here.", None)],
)  # fmt: skip
def test_a_pick_names_its_answer_by_label_or_ordinal(closing: str, place: int | None) -> None:
    assert picked_number(closing) == place


@pytest.mark.parametrize(
    "reply",
    [
        "方案一：MOVE: (1, 1)\n方案二：MOVE: (2, 0)",
        "Option A: SHAPE: cross\nOption B: SHAPE: square",
        "Version 1:\nROTATE: (0, 0) clockwise\nVersion 2:\nROTATE: (1, 1) clockwise",
        "MOVE: (1, 1)\n\nThis one works too:\n\nMOVE: (2, 0)",
        "SHAPE: cross\n\n也可以这样：\nSHAPE: square",
        "MOVE: (1, 1)\n\nDas geht auch:\nMOVE: (2, 0)",
    ],
)
def test_labelled_or_offered_answers_with_no_pick_are_conflicting(reply: str) -> None:
    assert offered_pick(reply).alternatives
    assert read_answer(reply).reason == CONFLICTING


@pytest.mark.parametrize(
    ("reply", "picked"),
    [
        ("方案一：MOVE: (1, 1)\n方案二：MOVE: (2, 0)\n\n我选方案二。", "(2, 0)"),
        ("Option A: SHAPE: cross\nOption B: SHAPE: square\n\nI'll take option A.", "cross"),
        ("MOVE: (1, 1)\n\nThis one works too:\n\nMOVE: (2, 0)\n\nI'd go with the first.",
         "(1, 1)"),
    ],
)  # fmt: skip
def test_a_pick_after_offered_answers_gives_that_answer(reply: str, picked: str) -> None:
    answer = read_answer(reply)
    assert answer.reason is None and picked in answer.text


@pytest.mark.parametrize(
    "reply",
    [
        # the same label twice, or one line only labelled: not options offered side by side
        "方案一：MOVE: (1, 1)\n方案一：MOVE: (2, 0)",
        "MOVE: (1, 1)\n方案二：MOVE: (2, 0)",
        # labelled options closed by text the pick tables do not read: older readers decide
        "方案一：MOVE: (1, 1)\n方案二：MOVE: (2, 0)\n\n方案一是墙，所以选方案二。",
    ],
)
def test_lines_not_offered_by_labels_or_closed_otherwise_are_left_to_older_readers(
    reply: str,
) -> None:
    assert offered_pick(reply) == offered_pick(reply)._replace(line="", alternatives=False)


@pytest.mark.parametrize(
    "line", ["Again: the player steps right.", "Once more: (2, 0)", "再说一遍：向右。", "重复：C"]
)
def test_a_repetition_head_with_a_colon_opens_a_restatement(line: str) -> None:
    assert SUMMARY_HEAD.match(line) is not None


@pytest.mark.parametrize(
    ("reply", "cell"),
    [("MOVE: (2, 0)\n\nAgain: the player steps right to (1, 1).", None),
     ("MOVE: (2, 0)\n\nAgain: down one, to (2, 0).", "(2, 0)"),
     ("MOVE: (2, 0)\n\nAgain, the cell below is open.", "(2, 0)")],
)  # fmt: skip
def test_a_repetition_naming_another_value_is_conflicting(reply: str, cell: str | None) -> None:
    answer = read_answer(reply)
    if cell is None:
        assert answer.reason == CONFLICTING
    else:
        assert answer.reason is None and cell in answer.text


def test_long_runs_of_option_labels_and_offer_words_read_in_bounded_time() -> None:
    for run in (
        "方案一：MOVE: (1, 1)\n方案二：" * 40_000 + "MOVE: (2, 0)",
        "Option 1: " * 100_000,
        "This one works too:\n" * 50_000,
        "Again: " * 100_000,
        "选方案" * 200_000,
    ):
        offered_pick(run)  # never raises; eight lines back and a bounded head are read
        read_answer(run[:200_000])


@pytest.mark.parametrize(
    ("between", "offers"),
    [("\n\nThis one works too:\n\n", True), ("\nAnother one that works:\n", True),
     ("\n也可以这样：\n", True), ("\nEsto también funciona:\n", True),
     ("\nÇa marche aussi :\n", True), ("\nThis one is wrong:\n", False),
     ("\nWait, that is a wall.\n", False)],
)  # fmt: skip
def test_an_offer_phrase_between_two_answers_offers_the_second(between: str, offers: bool) -> None:
    assert offers_alternative(between) is offers
