"""An answer's content as tokens: the registry's Chinese shape names too (forty-ninth round)."""

from __future__ import annotations

import pytest

from agents.llm.reading.answer_content import answer_tokens


@pytest.mark.parametrize(
    ("text", "shapes"),
    [
        ("有点像螺旋形", {"spiral"}),
        ("所以是正方形", {"square"}),
        ("也有点像 C 形", {"c"}),
        ("a spiral, not a square", {"spiral", "square"}),
        ("四个角都连着", set()),
    ],
)
def test_shape_names_in_english_and_chinese_are_read_as_the_shape(
    text: str, shapes: set[str]
) -> None:
    assert answer_tokens(text).get("shape", set()) == shapes


def test_a_long_run_of_cjk_text_is_read_without_error() -> None:
    assert answer_tokens("，。螺" * 100_000).get("shape", set()) == set()
