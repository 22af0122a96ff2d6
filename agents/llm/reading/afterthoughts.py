"""What the text after (or around) a committed answer does: keeps it, or leaves it undecided.

Issue 35, twenty-seventh round. Every fresh set since v11 found one to four doubts after an
answer in a phrasing no rule had seen; each round added the phrasing. These rules read what the
text *does*, whatever its words, and are phase-agnostic: an answer's content is read as tokens
of four kinds (cells, directions, turns, shape names), compared by kind.

* withdrawn: after the last answer line, a retraction ("that's not right", "scratch that",
  "should instead", "Correction:") with no answer token after it (the replacement never given);
* leaning elsewhere: after it, a sentence with a modal or comparative judgement ("would probably
  serve better", "may be the safer", "less risk") that points to another candidate, with no
  dismissal ("not", "but", "anyway", "stands") and without the answer's own value;
* conditions: two answer lines with different values, each governed by "if / otherwise";
* another conclusion: a summary or "is really" sentence whose tokens of a kind the answer has
  include none of the answer's;
* a question back offering readings (two of a kind named), or a request to change the answer
  before using it.

Twenty-eighth round (v29 found the rules above held on none of its new phrasings, being built
from v28's words): the markers come from a general lexicon of retraction and self-doubt
discourse markers (:mod:`agents.llm.reading.afterthought_words`) in the ten languages whose
direction words are read ("hold on", "disregard that", "I take that back", "pensándolo mejor", "en fait non", "Moment mal", "等等/不对");
a doubt is settled by a "yes / stands / but" after it, or answered by a token of the answer's
kind (another value named after the answer was doubted is conflicting). Also conflicting: a
last sentence after the answer left unfinished ("... should be", "is:", a dash); a preference
verb in any of the ten languages ("prefiero", "je préfère", "lieber", "更好") for another side,
or after a contrast or a marker, unless it is the reader's ("If you'd prefer"); a plan list or
table after a one-cell MOVE whose first two cells leave the move out; a headed Result /
Classification / Verdict / Final (not "Final answer") naming another value; another answer
under another reading of the task ("If it means a filled square, I'd fill it instead"); a
direction word repeated on the MOVE line. The last "Answer:" line counts as an answer line.

Twenty-ninth round: classes rather than word lists, in
:mod:`agents.llm.reading.open_clauses` (a closed-class word last, an option kept open, a swap
under a condition, a hedge on the answer, its correctness negated, a keyed part before or after
the answer naming another value, a turn said twice).

Any of these makes the reply conflicting (:func:`afterthought`). A retraction followed by a
complete answer is left to :func:`agents.llm.reading.corrections.correction_after`.
"""

from __future__ import annotations

import re
from itertools import pairwise

from agents.llm.reading import afterthought_words as lexicon
from agents.llm.reading.answer_content import ANSWER_WORD as _WORD
from agents.llm.reading.answer_content import CELL as _CELL
from agents.llm.reading.answer_content import SHAPE_NAME as _SHAPE
from agents.llm.reading.answer_content import WORD_MEANING as _WORD_MEANING
from agents.llm.reading.answer_content import answer_tokens
from agents.llm.reading.answer_lines import GRID_LINE as _GRID_LINE
from agents.llm.reading.answer_lines import LABEL as _LABEL
from agents.llm.reading.answer_lines import answer_labels, value_end
from agents.llm.reading.answer_lines import last_answer_line as _last_answer_line
from agents.llm.reading.condition_remarks import settled_condition
from agents.llm.reading.open_clauses import (
    breaks_off_correction,
    disagreeing_part,
    ends_on_closed_class,
    half_turn,
    keeps_open,
)
from agents.llm.reading.vocabulary import word_key

_REACH = 1500
"""How much text after the last answer line is read (replies may run to megabytes)."""
_SENTENCES = 6
_CONDITION_REACH = 300
"""How far before an answer line its condition ("If you prefer the top route, ...") is read."""

# -- the rules ------------------------------------------------------------------------------------
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]?")


def _provisional(head: str, after: str, answer: dict[str, set[str]]) -> bool:
    """The answer (its line and the text just before it in ``head``, what follows in ``after``)
    is marked provisional and backed by a fallback of its kind or a check never made."""
    text = head + " " + after
    mark = lexicon.PROVISIONAL_MARK.search(text)
    unmade = lexicon.UNMADE_CHECK.search(text)
    if mark is None and unmade is None:
        return False
    later = answer_tokens(lexicon.NOT_A_DIRECTION.sub(" ", after))
    # The fallback is after the answer line, or on it ("MOVE: (1, 1); if ..., (2, 0) instead").
    fallback = any(len(values) >= 2 for values in answer.values()) or any(
        values - answer[kind] for kind, values in later.items() if kind in answer
    )
    return (mark is not None and (unmade is not None or fallback)) or (
        unmade is not None and fallback
    )


# A heading alone on the line just above an answer line (:data:`lexicon.HEADING_LINE`).
_HEADING_LINE = lexicon.HEADING_LINE
_PICK = re.compile(
    r"(?<![a-z])(?:pick|picks|picked|choose|chose|chosen|go(?:ing)?[ \t]+with|recommend\w*|"
    r"prefer\w*|final|best|answer)(?![a-z])",
    re.IGNORECASE,
)


def unpicked_sections(text: str) -> bool:
    """Two or more headed sections, each with an answer line of one label and different values,
    and no word of a pick outside them: alternatives offered, none chosen (v31o_two_sections).
    Read on the reply before normalising (which drops the headings). Linear; never raises."""
    # The sections end the reply: its last few thousand characters (bounded, so constant time).
    text = text[-2 * _REACH :]
    labels = answer_labels(text)
    if len(labels) < 2:
        return False
    headed: list[tuple[str, str]] = []
    for i, label in enumerate(labels):
        line = text.rfind("\n", 0, label.start())
        if line < 0 or text[line + 1 : label.start()].strip():
            continue  # not at a line start
        above = text.rfind("\n", 0, max(0, line))
        while above > 0 and not text[above + 1 : line].strip():
            # A blank line between heading and answer line ("**Route A**", blank, "PATH: ...",
            # v34): the heading is the nearest line with text above.
            line, above = above, text.rfind("\n", 0, above)
        heading = text[above + 1 : line]
        if not _HEADING_LINE.fullmatch(heading) or _PICK.search(heading):
            continue
        end = value_end(text, label.end())
        if i + 1 < len(labels) and _ruled_out(text[end : labels[i + 1].start()]):
            continue  # "Attempt 1: ... No — (2, 2) is a wall." is no alternative (44th round)
        value = " ".join(text[label.end() : end].split())
        headed.append((label.group().split(":")[0].strip().upper(), value))
    if len(headed) < 2 or len({name for name, _ in headed}) != 1:
        return False
    if len({value for _, value in headed}) < 2:
        return False
    last = labels[-1]
    outside = text[: labels[0].start()] + text[value_end(text, last.end()) :]
    return _PICK.search(outside) is None


# A section's answer rejected right after it: "No — (2, 2) is a wall.", "Invalid: ...".
_REJECTED_OPENING = re.compile(
    r"\s{0,8}[*_>]{0,3}(?:no|nope|wrong|invalid|incorrect|fails?|dead[ \t]end)[*_]{0,3}"
    r"(?:[ \t]*[\u2014\u2013:,.!-])",
    re.IGNORECASE,
)


def _ruled_out(between: str) -> bool:
    """The text after a section's answer and before the next answer line rejects it: it opens
    with a rejection or holds a retraction (the ten languages' lexicon)."""
    between = between[:_REACH]
    return bool(_REJECTED_OPENING.match(between) or lexicon.WITHDRAWN.search(between))


def _conditioned(text: str, labels: list[re.Match[str]]) -> bool:
    """Two answer lines with different values, each under an unsettled condition."""
    values: set[str] = set()
    conditioned = 0
    for i, label in enumerate(labels):
        # A bounded look back: a reply of many labels stays linear.
        floor = max(labels[i - 1].end() if i else 0, label.start() - _CONDITION_REACH)
        before = max(floor, *(text.rfind(c, floor, label.start()) + 1 for c in ".!?\n"))
        if not lexicon.CONDITION.search(text, before, label.start()):
            continue
        stop = _SENTENCE.match(text, label.end())
        conditioned += 1
        values.add(" ".join((stop.group() if stop else "").split()).strip(" .").lower())
    return conditioned >= 2 and len(values) >= 2


def _withdrawn(after: str, answer: dict[str, set[str]]) -> bool:
    """A retraction of the answer, or a doubt about it left unsettled, with no answer token
    after it; or a doubt about the answer followed by another candidate of its kind."""
    m = None
    for found in lexicon.ANY_MARKER.finditer(after):  # the last: "Wait, no ... should instead be"
        m = found
    if m is None:
        return False
    # The clause: "the left column might be safer; I'm not fully convinced ..." doubts the answer.
    sentence = max(after.rfind(c, 0, m.start()) + 1 for c in ".!?\n;")
    if answer_tokens(lexicon.ANY_MARKER.sub(" ", after[sentence : m.start()])):
        return False  # it retracts an alternative named just before it
    rest = after[m.end() :]
    if lexicon.LATER_TURN.search(after, sentence, m.end() + 60):
        return False  # a doubt about a later turn ("after this turn, not sure which comes next")
    if _LABEL.search(rest) or _GRID_BLOCK.search(rest):
        return False  # a new answer (a label, a maze's rows): left to the corrections step
    doubt = not lexicon.WITHDRAWN.fullmatch(m.group())
    if doubt and lexicon.USER_WISH.search(after, m.end(), m.end() + 60):
        return False  # "not sure whether you also want the count": the user's wish doubted
    later = answer_tokens(lexicon.NOT_A_DIRECTION.sub(" ", rest))
    if doubt:
        # A doubt is answered only by a token of the answer's own kind.
        later = {kind: values for kind, values in later.items() if kind in answer}
    if not later:
        return not (doubt and lexicon.SETTLED.search(rest))
    if not doubt:
        return False
    # "not so sure it is a square; it could be a C": the answer doubted, another named after.
    first = _first_token(rest)
    if first is not None and lexicon.ANSWER_DOUBTED.match(rest) and first[0] in answer:
        return first[1] not in answer[first[0]]  # "not sure my answer holds; it could be a C"
    if first is None or first[1] not in answer.get(first[0], ()):
        return False  # the doubt is about another candidate
    return bool(later.get(first[0], set()) - answer[first[0]])


def _first_token(text: str) -> tuple[str, str] | None:
    """The first answer token in ``text`` as ``(kind, value)``."""
    best: tuple[int, str, str] | None = None
    for m in (
        _CELL.search(text),
        _WORD.search(lexicon.NOT_A_DIRECTION.sub(" ", text)),
        _SHAPE.search(text),
    ):
        if m is None or (best is not None and m.start() >= best[0]):
            continue
        found = answer_tokens(m.group())
        if found:
            kind, values = next(iter(found.items()))
            best = (m.start(), kind, next(iter(values)))
    return (best[1], best[2]) if best else None


def _unfinished(after: str) -> bool:
    """The text after the answer ends on a sentence left unfinished ("... should be", "is:")."""
    tail = after.rstrip()
    if not tail or tail[-1] in ".!?)]}|`\"'*":
        return False
    line = tail[tail.rfind("\n") + 1 :]
    if _GRID_LINE.fullmatch(line) or not _SENTENCE_WORD.search(line):
        return False
    return bool(lexicon.UNFINISHED.search(line[-40:]))


_GRID_BLOCK = re.compile(
    r"^[ \t]*[01PG#.X](?:[ \t]*[01PG#.X]){2,}[ \t]*\n[ \t]*[01PG#.X](?:[ \t]*[01PG#.X]){2,}",
    re.MULTILINE,
)
_SENTENCE_WORD = re.compile(r"[^\W\d_]{2,}[ \t]+[^\W\d_]{2,}")


def _leans(sentence: str, answer: dict[str, set[str]], value: str) -> bool:
    """A judgement in favour of another candidate, not dismissed, not naming the answer."""
    if not (lexicon.MODAL.search(sentence) and lexicon.FAVOUR.search(sentence)):
        return False
    if lexicon.DISMISSAL.search(sentence) or (value and value in " ".join(sentence.split())):
        return False
    named = answer_tokens(sentence)
    if any(kind in answer and named[kind] & answer[kind] for kind in named):
        return False
    return bool(named) or bool(lexicon.POINTER.search(sentence))


def _concludes_other(sentence: str, answer: dict[str, set[str]]) -> bool:
    """A summary or "is really" sentence naming, for some kind the answer has, none of its own
    (the square to turn differs, the turn the same: another answer)."""
    m = lexicon.CONCLUSION.search(sentence)
    if m is None:
        return False
    named = answer_tokens(sentence[m.end() :] if m.group().lower().endswith("really") else sentence)
    shared = [kind for kind in named if kind in answer]
    return any(not named[k] & answer[k] for k in shared)


def _restated_other(after: str, answer: dict[str, set[str]]) -> bool:
    """The answer said again after a restatement marker ("i.e.", "that is", "即", "es decir",
    ...) in another form naming, for a kind the answer has, none of its values: the reply
    states two answers (forty-second round). An agreeing restatement keeps the answer."""
    for count, m in enumerate(lexicon.RESTATEMENT.finditer(after)):
        if count >= _SENTENCES:
            break
        stop = lexicon.RESTATEMENT_END.search(after, m.end(), m.end() + _CONDITION_REACH)
        named = answer_tokens(after[m.end() : stop.start() if stop else m.end() + _CONDITION_REACH])
        if any(not named[k] & answer[k] for k in named if k in answer):
            return True
    return False


def _question_back(text: str) -> bool:
    """The reply ends on a question offering two readings of one kind."""
    tail = text.rstrip()[-_REACH:]
    if not tail.endswith("?"):
        return _offers_after_question(tail)
    start = max(tail.rfind(c, 0, len(tail) - 1) + 1 for c in ".!\n")
    if not lexicon.QUESTION_BACK.search(tail, start):
        return False
    labels = answer_labels(tail[:start])
    if len(labels) == 1 and not answer_tokens(tail[start:]):
        return False  # of one committed answer, a question naming no value asks about its form
    return any(len(v) >= 2 for v in answer_tokens(tail).values())


_CONCLUDES = re.compile(
    r"(?<![a-z])(?:so|therefore|thus|hence|I'll|I’ll|I[ \t]+will|let's|pick|choose|go[ \t]+with|"
    r"best|answer)(?![a-z])",
    re.IGNORECASE,
)
_ALTERNATIVE_QUESTION = re.compile(r"(?<![a-z])(?:which|or|whether)(?![a-z])", re.IGNORECASE)


def _offers_after_question(tail: str) -> bool:
    """An alternative question ("which", "or", "whether"; to the user) followed by no answer line
    but by two or more answers of one kind ("Top: (0, 0) clockwise; bottom: (1, 0) clockwise")
    or by a grid (a draft "in case"): offers under an open question, none picked (v31)."""
    mark = tail.rfind("?")
    if mark < 0:
        return False
    start = max(tail.rfind(c, 0, mark) + 1 for c in ".!?\n")
    if not _ALTERNATIVE_QUESTION.search(tail, start, mark):
        return False
    rest = tail[mark + 1 :]
    if _LABEL.search(rest) or _last_answer_line(rest) is not None or _CONCLUDES.search(rest):
        return False  # an answer line or a conclusion after the question: the reply picked
    if _GRID_BLOCK.search(rest):
        return True
    return any(len(v) >= 2 for v in answer_tokens(lexicon.NOT_A_DIRECTION.sub(" ", rest)).values())


def _prefers_other(sentence: str, answer: dict[str, set[str]]) -> bool:
    """A preference, in any language read, for another side than the answer's."""
    p = lexicon.PREFER.search(sentence)
    if p is None or lexicon.PREFER_NEGATED.search(sentence, max(0, p.start() - 12), p.end() + 16):
        return False
    before = sentence[: p.start()]
    if lexicon.YOU.search(before):
        return False  # the reader's preference, an offer ("If you'd prefer ..."), not the reply's
    named = answer_tokens(lexicon.NOT_A_DIRECTION.sub(" ", sentence))
    shared = [kind for kind in named if kind in answer]
    if shared:
        if lexicon.ANY_MARKER.search(before):
            return False  # "On second thought, I'd rather ..., so my move is X": a correction
        return not any(named[k] & answer[k] for k in shared)
    return bool(
        lexicon.CONTRAST.search(before)
        or lexicon.ANY_MARKER.search(before)
        or lexicon.OTHER.search(sentence)
    )


def _other_reading(sentence: str) -> bool:
    """Another answer described under another reading of the task, not dismissed and not an
    offer to the reader ("If you count from 1 instead, that would be (3, 1)")."""
    return bool(
        lexicon.READING.search(sentence)
        and lexicon.COUNTERFACTUAL.search(sentence)
        and lexicon.INSTEAD.search(sentence)
        and not lexicon.DISMISSAL.search(sentence)
        and not lexicon.YOU.search(sentence)
    )


def _plan_disagrees(after: str, answer: dict[str, set[str]]) -> bool:
    """A plan (a list or table of at least two cells, under a plan-like heading or table
    header) after a one-cell MOVE whose first two cells do not include it."""
    cells: list[str] = []
    heading = ""
    for m in lexicon.LIST_LINE.finditer(after):
        if m.start() and after[m.start() - 1] != "\n":
            continue
        line = m.group()
        found = answer_tokens(line).get("cell")
        if not found:
            if not cells and lexicon.HEADING_TEXT.search(line):  # not a table's "|---|---|" row
                heading = line
            continue
        if not cells and not heading:
            # The heading is the line just above the list ("Plan:").
            above = after[: m.start()].rstrip("\n")
            heading = above[above.rfind("\n") + 1 :]
        if len(found) == 1:
            cells.extend(found)
        if len(cells) >= 2:
            break
    if len(cells) < 2 or not lexicon.PLAN_HEAD.search(heading):
        return False
    return not set(cells[:2]) & answer["cell"]


def _repeated_move(text: str, label: re.Match[str]) -> bool:
    """A direction word repeated on a MOVE line ("MOVE: right right"): several moves."""
    if not lexicon.MOVE_LABEL.match(label.group()):
        return False
    end = text.find("\n", label.end())
    line = text[label.end() : end if end >= 0 else len(text)][:200]
    words = list(_WORD.finditer(line))
    return any(
        _WORD_MEANING.get(word_key(a.group())) == _WORD_MEANING.get(word_key(b.group()))
        and lexicon.SEPARATOR.match(line, a.end(), b.start())
        for a, b in pairwise(words)
    )


_QUESTION_MARK = re.compile(r"[?\uff1f]")
_CELL_OPENING = re.compile(r"\([ \t]{0,3}-?\d")


def asked_value_end(text: str, start: int) -> int:
    """Where the answer line's value starting at ``start`` ends (:func:`value_end`), or the
    question mark right after the value on its own line ("MOVE: (2, 0)?  I'm not sure (1, 1)
    isn't better."): the rest of that line is then read as text after the answer, as it would
    be on the next line (forty-second round), so a doubt there naming another value leaves the
    answer open."""
    end = value_end(text, start)
    mark = _QUESTION_MARK.search(text, start, end)
    if mark is None or "\n" in text[start : mark.start()].strip("\n"):
        return end
    if not answer_tokens(text[start : mark.start()]):
        return end  # "ANSWER: which one? (2, 0)": the mark asks before any value
    remark = text.rfind("(", max(start, mark.start() - 80), mark.start())
    if remark >= 0 and not _CELL_OPENING.match(text, remark):
        # The question inside a remark in brackets ("PATH: ... (I think? the bottom row may
        # be blocked)"): the whole remark is read after the answer (forty-fourth round).
        return remark
    return mark.end()


def afterthought(text: str) -> bool:
    """Whether what follows (or surrounds) the committed answer leaves it undecided (module
    docs). Linear time; never raises."""
    if _question_back(text):
        return True
    labels = answer_labels(text)
    if not labels:
        return False
    if len(labels) >= 2 and _conditioned(text, labels):
        return True
    last = labels[-1]
    if _repeated_move(text, last):
        return True
    end = asked_value_end(text, last.end())
    value_text = text[last.end() : end]
    after = text[end : end + _REACH]
    answer = answer_tokens(value_text)
    if "turn" in answer and half_turn(value_text, after):
        return True
    before = text[max(0, last.start() - _REACH) : last.start()]
    if answer and disagreeing_part(before + "\n" + after, answer, answer_tokens):
        return True
    if answer and _restated_other(after, answer):
        return True
    if answer and _provisional(
        before[-lexicon.PROVISIONAL_BEFORE :] + " " + value_text, after, answer
    ):
        return True
    if not after.strip():
        return False
    if lexicon.CHANGE_ASKED.search(after) or _withdrawn(after, answer) or _unfinished(after):
        return True
    if ends_on_closed_class(after) or breaks_off_correction(after):
        return True
    one_move = len(answer.get("cell", ())) == 1 and lexicon.MOVE_LABEL.match(last.group())
    if one_move and _plan_disagrees(after, answer):
        return True
    value = " ".join(value_text.split()).strip(" .*_`")
    if "\n" in after:
        after = lexicon.HEADING_ALONE.sub(r"\1: ", after)
    if lexicon.MAZE_LABEL.match(last.group()) and lexicon.MAZE_DOUBT.search(after):
        return True
    sentences = []
    for i, m in enumerate(_SENTENCE.finditer(after)):
        if i >= _SENTENCES * 4:
            break
        sentences.append(m.group())
    for i, sentence in enumerate(sentences):
        nxt = sentences[i + 1] if i + 1 < len(sentences) else ""
        if sentence.rstrip().endswith("?") and lexicon.ANSWERED_NO.match(nxt):
            continue  # a question the reply answers "No" ("Could (2, 0) be better? No: ...")
        if settled_condition(sentence, sentences[i + 1 :]):
            continue  # "...; otherwise go right to (1, 1). And it is: ..." (fiftieth round)
        if _leans(sentence, answer, value) or (answer and _concludes_other(sentence, answer)):
            return True
        if _prefers_other(sentence, answer) or _other_reading(sentence):
            return True
        if keeps_open(sentence, answer, answer_tokens, bool(one_move)):
            return True
    return False
