"""The readers' work grows with the reply's length, not its square (issue 35, item 7).

No wall time is asserted (``benchmarks/bench_scoring.py`` prints it): these count the checks a
reader makes around each mention, which were once made for every mention against every other.
"""

from __future__ import annotations

import pytest

from envs.maze_nav.constants import ALL_SHAPE_NAMES
from experiments.maze.scoring import (
    recognition,
    recognition_mentions,
    recognition_vocabulary,
    score_recognition,
)


@pytest.mark.parametrize(
    "reply",
    ["C " * 100_000, "L T H N square " * 20_000, "a C. " * 40_000, "boxed cross cross " * 20_000],
)
def test_checks_around_mentions_are_bounded(reply: str, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = {"letter": 0, "keyword": 0}
    letter = recognition_mentions._letter_stands_alone
    keyword = recognition_mentions._keyword_allowed

    def count_letter(*args: object) -> bool:
        calls["letter"] += 1
        return letter(*args)  # type: ignore[arg-type]

    def count_keyword(*args: object) -> bool:
        calls["keyword"] += 1
        return keyword(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(recognition_mentions, "_letter_stands_alone", count_letter)
    monkeypatch.setattr(recognition_mentions, "_keyword_allowed", count_keyword)
    score = score_recognition(reply, "spiral", tuple(ALL_SHAPE_NAMES))
    assert not score.success
    keywords = len(recognition_vocabulary.vocabulary_of("spiral", tuple(ALL_SHAPE_NAMES)).keywords)
    assert calls["letter"] <= recognition_mentions.MAX_MENTIONS
    assert calls["keyword"] <= recognition_mentions.MAX_MENTIONS * keywords


def test_a_letter_on_a_long_line_is_judged_from_a_window() -> None:
    # Alone on its line it names the shape; on a line longer than the window it does not, so
    # judging it never reads the whole line.
    assert score_recognition(" " * 100 + "C", "C").success
    assert score_recognition(" " * 10_000 + "C", "C").predicted == "none"


def test_nested_keywords_are_read_in_one_sweep() -> None:
    # "cross" inside "boxed cross" names only the longer keyword's shape, however many there are.
    named = recognition.committed_names("boxed cross " * 5_000, tuple(ALL_SHAPE_NAMES))
    assert "cross" not in named
