"""What a closing about the answer's being wrong does (issue 35, thirty-seventh round).

After its answer a reply often closes on the chance that it is wrong. A careful grader reads
two different things there:

* an **invitation to correct** ("If this is wrong, please tell me.", "Let me know if I misread
  anything.", "Happy to revise if needed.", "If that's not right, tell me and I'll look
  again."): politeness. It puts no condition on the answer and names no other value, so the
  answer stands. :func:`without_invitations` drops such closing sentences before the stages
  that read doubts, waits and conditions look at the reply (round 35's :mod:`.stances` read the
  lead's probe "If this is wrong, please tell me." as an open condition);
* an **alternative for that case** ("If that's wrong, try counterclockwise.", "If I misread
  row 4, go along the top instead"): the reply names another value of the answer's kind to
  take if it is wrong, and never settles which: two answers, no pick
  (:func:`other_if_wrong`).

A sentence names a value when :func:`.afterthoughts.answer_tokens` finds a cell, a direction,
a turn or a shape in it. A sentence that also doubts ("not sure", "maybe") is no invitation:
the doubt is read by the other stages.

One job: the closing conditioned on the answer's being wrong. It reads a bounded tail after
the last answer line with bounded patterns (linear); nothing here raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.afterthoughts import answer_labels, answer_tokens, value_end
from agents.llm.reading.start_guard import compile_guarded

_REACH = 1500
"""How much of the reply after its last answer line is read."""
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
_W = r"[ \t]{1,3}"
_IF_WRONG = compile_guarded(
    rf"(?<![a-z])(?:if|in{_W}case|should)(?![a-z])[^.!?\n]{{0,60}}?(?<![a-z])"
    rf"(?:wrong|not{_W}right|incorrect|mistaken|misread\w{{0,3}}|mistakes?|errors?|off|needed|"
    rf"necessary|not{_W}what{_W}you{_W}(?:wanted|expected|meant)|doesn't{_W}work|fails?)"
    r"(?![a-z])",
    re.IGNORECASE,
)
_INVITES = compile_guarded(
    rf"(?<![a-z])(?:tell{_W}me|let{_W}me{_W}know|correct{_W}me|say{_W}so|point(?:{_W}\w{{1,5}})?"
    rf"{_W}out|feel{_W}free|happy{_W}to|glad{_W}to|i{_W}can{_W}(?:revise|adjust|fix|correct|"
    rf"change|redo)|please{_W}(?:tell|let|correct|flag|say|point))(?![a-z])",
    re.IGNORECASE,
)
_DOUBT = re.compile(
    rf"(?<![a-z])(?:not{_W}(?:sure|certain|confident)|unsure|maybe|perhaps|probably|might|"
    rf"may{_W}be|guess|doubt\w{{0,3}}|suspect|worried)(?![a-z])",
    re.IGNORECASE,
)
_TAKE_OTHER = re.compile(
    r"(?<![a-z])(?:try|use|take|go|turn|pick|choose|switch|instead)(?![a-z])",
    re.IGNORECASE,
)


def _after_answer(text: str) -> tuple[str, int, dict[str, set[str]]] | None:
    """The reply's last answer value's tokens, and where the text after it starts."""
    tail_start = max(0, len(text) - 2 * _REACH)
    tail = text[tail_start:]
    labels = answer_labels(tail)
    if not labels:
        return None
    end = value_end(tail, labels[-1].end())
    return tail, end, answer_tokens(tail[labels[-1].end() : end])


# "not right", "all right": no direction (the invitation's own words).
_IDIOM = re.compile(rf"(?<![a-z])(?:not|n't|all){_W}right(?![a-z])", re.IGNORECASE)


def _invitation(sentence: str) -> bool:
    return (
        bool(_INVITES.search(sentence))
        and not _DOUBT.search(sentence)
        and not answer_tokens(_IDIOM.sub(" ", sentence))
    )


def without_invitations(text: str) -> str:
    """``text`` without the invitations to correct that close it after its answer line (module
    docs); ``text`` itself when it has none. Never raises."""
    found = _after_answer(text)
    if found is None:
        return text
    tail, end, _ = found
    after = tail[end:]
    if len(after) > _REACH:
        return text
    sentences = [m for m in _SENTENCE.finditer(after) if m.group().strip(" \t.!?")]
    cut = None
    for m in reversed(sentences):
        if not _invitation(m.group()):
            break
        cut = m.start()
    if cut is None:
        return text
    return text[: len(text) - len(after) + cut].rstrip()


def other_if_wrong(text: str) -> bool:
    """After the answer, a sentence for the case the answer is wrong that names another value
        of the answer's kind to take ("If that's wrong, try counterclockwise."). A value only named
    for that case ("if I've misread a row, (1, 1) would be the fallback") is no pick of it: v5's
    ruling keeps the answer line. Never raises."""
    found = _after_answer(text)
    if found is None:
        return False
    tail, end, answer = found
    for m in _SENTENCE.finditer(tail, end, min(len(tail), end + _REACH)):
        condition = _IF_WRONG.search(m.group())
        if condition is None:
            continue
        rest = m.group()[condition.end() :]
        if not _TAKE_OTHER.search(rest):
            continue
        named = answer_tokens(rest)
        if any(kind in answer and values - answer[kind] for kind, values in named.items()):
            return True
    return False
