"""Recognition's committed answer: which text of a reply is its answer, and what it names.

The ``SHAPE:`` label's answer line, else an ``Answer:`` label's, else a pick among lettered or
ordered options, else the prose, where the last sentence naming one shape decides when it
concludes or corrects (the order and its reasons: :mod:`experiments.maze.scoring.recognition`,
"Which text is the committed answer").
"""

from __future__ import annotations

import re
from functools import lru_cache

from agents.llm.reading import TAKE, UNSURE, correction_after, ordinal_pick, read_answer
from agents.llm.reading.corrections import states_another_after
from envs.maze_nav.text import MAX_REPLY_CHARS
from experiments.maze.scoring.common import MAX_LABELS
from experiments.maze.scoring.recognition_figures import (
    figure_beside,
    figure_offered,
    settles_on_figure_after,
)
from experiments.maze.scoring.recognition_mentions import SENTENCE_BREAK, shape_mentions
from experiments.maze.scoring.recognition_vocabulary import SIX, Vocabulary, vocabulary_of

# The sentence that decides among several shapes named in prose concludes or corrects.
SETTLED_ON_FIGURE = "\x00settled on a figure"
""":func:`committed_answer`'s line when a check after a one-shape answer settles on a figure that
is none of the shapes ("SHAPE: square ... it is closer to a circle"): two answers, neither a
standing one, so :func:`~experiments.maze.scoring.recognition.score_recognition` reads it
``ambiguous`` (left to the judge, never a success)."""

_CONCLUSION = re.compile(
    r"(?<![a-z])(?:so|therefore|thus|hence|actually|overall|final(?:ly)?|conclu\w*|answer|"
    r"i'd say|i would say|on second thought|wait|correction|corrected|in fact|i think|best|"
    # A first-person pick commits as a conclusion does: "I choose square", "I'll go with C".
    r"i[ \t]{1,3}(?:choose|chose|pick|picked|select|selected)|"
    r"i(?:'ll|[ \t]{1,3}will|'m[ \t]{1,3}going[ \t]{1,3}to)[ \t]{1,3}(?:go[ \t]{1,3}with|take|pick|choose|say)|"
    r"(?:my|the)[ \t]{1,3}(?:choice|pick)|going[ \t]{1,3}with|"
    r"所以|因此|最终|最終|答案|我选|我選)"
    r"(?![a-z])"
)

# The committed answer's labels (lowered text). Markdown and JSON quotes around them count.
_SHAPE_LABEL = re.compile(r"shape(?![a-z0-9])[*_\"' \t]*[:=]")
_ANSWER_LABEL = re.compile(r"answer(?![a-z0-9])[*_\"' \t]*[:=]")

# A note in brackets on an answer line: read only when the rest of the line names nothing.
_PARENTHESES = re.compile(r"\([^()\n]*\)|\[[^\[\]\n]*\]")


def _in_order(shapes: set[str] | list[str], vocab: Vocabulary = SIX) -> tuple[str, ...]:
    return tuple(s for s in vocab.shapes if s in shapes)


def answer_line_names(line: str, vocab: Vocabulary = SIX) -> tuple[str, ...]:
    """The shapes an answer line names (parenthesised notes only when nothing else does).

    Answer lines repeat across a study ("spiral", "Square", "C"): short ones are cached.
    """
    return _short_line_names(line, vocab) if len(line) <= 120 else _line_names(line, vocab)


def _line_names(line: str, vocab: Vocabulary = SIX) -> tuple[str, ...]:
    bare = _PARENTHESES.sub(lambda m: " " * (m.end() - m.start()), line)
    for candidate in (bare, line) if bare != line else (line,):
        mentions = shape_mentions(candidate, candidate.lower(), vocab, answer_line=True)
        named = {shape for _, shape in mentions}
        m = vocab.answer_line.match(candidate.lstrip("( \t"))
        if m is not None:
            word = re.sub(r"[\s-]+", " ", m.group("word").lower())
            if word in vocab.answer_words:
                named.add(vocab.answer_words[word])
        if named:
            return _in_order(named, vocab)
    return ()


_short_line_names = lru_cache(maxsize=8192)(_line_names)


def _answer_line(text: str, end: int) -> str:
    """The rest of the label's line, or the next non-blank line if the label ends its line."""
    stop = text.find("\n", end)
    line = text[end : stop if stop >= 0 else len(text)]
    if line.strip(" \t*_`'\"") or stop < 0:
        return line
    for following in text[stop + 1 : stop + 1 + 400].split("\n"):
        if following.strip():
            return following
    return ""


def _labelled(
    text: str, lowered: str, label: re.Pattern[str], vocab: Vocabulary = SIX
) -> tuple[tuple[str, ...], str, int]:
    """The shapes named by the answer line of the last ``label`` whose line names one, it, and
    where it ends."""
    ends = [m.end() for m in label.finditer(lowered)]
    figure_later = False
    for end in reversed(ends[-MAX_LABELS:]):
        line = _answer_line(text, end)
        named = answer_line_names(line, vocab)
        if named and figure_later:
            # A later label naming a figure that is none of the shapes ("SHAPE: square\nSHAPE:
            # oval"): a second answer, none picked (forty-first round), as beside on one line.
            # A figure labelled alone is a wrong answer, read as before.
            return (), SETTLED_ON_FIGURE, 0
        if named:
            return named, line, text.find(line, end) + len(line)
        figure_later = figure_later or figure_beside(line, vocab)
    return (), "", 0


def _prose(text: str, lowered: str, vocab: Vocabulary = SIX) -> tuple[str, ...]:
    mentions = shape_mentions(text, lowered, vocab)
    shapes = {shape for _, shape in mentions}
    if len(shapes) <= 1:
        return _in_order(shapes, vocab)
    last = max(at for at, _ in mentions)
    begin = 0
    for m in SENTENCE_BREAK.finditer(lowered, max(0, last - 300), last):
        begin = m.end()
    found = SENTENCE_BREAK.search(lowered, last)
    end = found.start() if found else len(lowered)
    decisive = {shape for at, shape in mentions if begin <= at < end}
    if len(decisive) == 1 and _CONCLUSION.search(lowered, begin, end):
        return _in_order(decisive, vocab)
    return _in_order(shapes, vocab)


def committed_answer(text: str, vocab: Vocabulary = SIX) -> tuple[tuple[str, ...], str | None]:
    """The committed answer's shapes, and its answer line when a label gave it."""
    text = text[-MAX_REPLY_CHARS:]
    lowered = text.lower()
    for label, word in ((_SHAPE_LABEL, "shape"), (_ANSWER_LABEL, "answer")):
        if word in lowered:
            named, line, line_end = _labelled(text, lowered, label, vocab)
            if line == SETTLED_ON_FIGURE:
                return (), SETTLED_ON_FIGURE
            if len(named) == 1 and figure_beside(line, vocab):
                # A figure beside the shape on its answer line ("SHAPE: square circle"): two
                # answers, no pick (thirty-seventh round); recognition reads it ``ambiguous``.
                return (), SETTLED_ON_FIGURE
            if len(named) == 1:
                # A later sentence taking the labelled shape back ("SHAPE: C\nActually, it is
                # a square.") decides; one that only doubts it is ambiguous.
                def mentioned(a: int, b: int) -> list[str]:
                    return [s for _, s in shape_mentions(text[a:b], lowered[a:b], vocab)]

                verdict, shapes = correction_after(
                    text, line_end, named[0], mentioned, rejections=False
                )
                if verdict == TAKE:
                    return (shapes,), None
                if verdict == UNSURE:
                    return _in_order(set(shapes), vocab), None
                if states_another_after(text, line_end, named[0], mentioned):
                    # A later sentence stating another shape ("The outline is a C."): two
                    # answers, none marked as standing (issue 35, twentieth round).
                    others = {named[0], *mentioned(line_end, len(text))}
                    return _in_order(others, vocab), None
                if settles_on_figure_after(text, line_end, vocab):
                    # A later sentence settling on a figure that is none of the shapes ("it
                    # is closer to a circle"): the labelled shape is taken back and nothing
                    # replaces it (twenty-first round); recognition reads it ``ambiguous``.
                    return (), SETTLED_ON_FIGURE
            if named:
                return named, line
    # Shapes listed as lettered or ordered options and one picked ("(a) square, (b) C ... so
    # (a)", "option B", "the second one"): the picked one (issue 35, eighth round).
    verdict, picked = ordinal_pick(
        text, lambda a, b: [s for _, s in shape_mentions(text[a:b], lowered[a:b], vocab)]
    )
    if verdict == TAKE:
        return (picked,), None  # type: ignore[return-value]
    if verdict == UNSURE:
        # A pick of a letter no option has ("option (c)" of two), two picks, or an option
        # that names no shape or two: no answer (a grader does not choose for the reply).
        return (), None
    named = _prose(text, lowered, vocab)
    if len(named) == 1 and figure_offered(text, vocab):
        # One shape and a figure that is none of the shapes offered as equals ("or you could
        # say an oval; both work"): two answers, no pick (fortieth round); ``ambiguous``.
        return (), SETTLED_ON_FIGURE
    return named, None


def _read(text: str, vocab: Vocabulary) -> tuple[tuple[str, ...], str | None]:
    """The committed answer of the reading pipeline's answer: its section first, else the
    whole answer (reasoning set apart)."""
    answer = read_answer(text)
    named, line = committed_answer(answer.text, vocab)
    if not named and answer.text is not answer.whole:
        named, line = committed_answer(answer.whole, vocab)
    return named, line


def committed_names(text: object, shapes: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """The shapes the reply's committed answer names (module docs), in registry order.

    ``shapes`` is the active set (``envs.maze_nav.constants.active_shapes``; None: the six).
    """
    vocab = vocabulary_of(None, shapes)
    return _read(text, vocab)[0] if isinstance(text, str) else ()


def shapes_named(text: object, shapes: tuple[str, ...] | None = None) -> list[str]:
    """The shapes ``text`` names by the prose rules (no label is looked for). Never raises.

    ``shapes`` is the active set, as for :func:`committed_names`.
    """
    if not isinstance(text, str):
        return []
    vocab = vocabulary_of(None, shapes)
    text = text[-MAX_REPLY_CHARS:]
    return list(_in_order({shape for _, shape in shape_mentions(text, text.lower(), vocab)}, vocab))
