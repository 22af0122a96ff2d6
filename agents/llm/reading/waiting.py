"""Answers that wait on something not yet done (issue 35, thirty-third round).

v34 found unclear replies read definite whose answer the reply itself holds back, in everyday
words no rule listed. Two mechanisms, read by what the text does, in every phase:

* a **question to the user the answer waits on**: with no answer line, a question addressed to
  the user (second person, or "tell me / let me know / confirm"), or a stated wait for the user
  ("before I commit", "once you ...", "I want to be sure", "depends on it"), and no answer named
  after it outside such sentences; after an answer line only a stated wait counts, so a
  question about another matter or an offer of further help leaves the answer standing
  (:func:`waits_on_user`);
* a **re-examination announced and not done**: after the answer line, a verb of re-examination
  (a small lexicon of stems: recount, recheck, reconsider, revisit, re-verify, double-check, look
  again, ...) in its base form, announced ("I'll", "let me", "I should") or in the imperative,
  followed by a conditional change ("if X, this changes everything") or by no result at all,
  or a check in any form ("checking X again: ... is...") whose line ends on an ellipsis;
  a result after it (a verdict, "so", the answer restated) keeps the answer, and a past-tense
  check is no announcement (:func:`reexamination_pending`).

An answer line inside a sentence opened by a condition ("If the board is unchanged, ROTATE:
...") that no conclusion closes waits on that condition (:func:`under_own_condition`).

Every scan reads a bounded tail of the reply; nothing here raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.afterthoughts import answer_labels, answer_tokens, value_end
from agents.llm.reading.start_guard import compile_guarded

_REACH = 1500
"""How much of the reply's close the rules read (replies may run to megabytes)."""
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]?")

# -- a question to the user ---------------------------------------------------------------------
_TO_USER = re.compile(
    r"(?<![a-z])(?:you|your|you'd|you're|you’re|tell[ \t]+me|let[ \t]+me[ \t]+know|confirm)"
    r"(?![a-z])",
    re.IGNORECASE,
)
# An offer of further help is no question the answer waits on ("Want me to explain?").
_OFFER_OF_HELP = re.compile(
    r"(?<![a-z])(?:(?:want|like|need)[ \t]+me[ \t]+to|shall[ \t]+i|should[ \t]+i[ \t]+also|"
    r"anything[ \t]+else|do[ \t]+you[ \t]+want[ \t]+(?:a|an|me|more|another))(?![a-z])",
    re.IGNORECASE,
)
_WAIT = compile_guarded(
    r"(?<![a-z])(?:before[ \t]+i[ \t]+(?:commit|answer|decide|finali[sz]e|move|choose|pick)|"
    r"(?:once|until|after|when)[ \t]+you(?:'ve|’ve)?[ \t]+(?:tell|confirm|let|say|answer|"
    r"clarify|check)|i[ \t]+(?:want|need|would[ \t]+like|'d[ \t]+like)[ \t]+to[ \t]+be[ \t]+sure|"
    r"(?:rather|want)[ \t]+not[ \t]+(?:to[ \t]+)?commit|depends[ \t]+on[ \t]+(?:it|that|this|"
    r"your|the[ \t]+answer)|(?:give|send|write|post)[ \t]+(?:you[ \t]+)?the[ \t]+"
    r"(?:final|definitive))(?![a-z])",
    re.IGNORECASE,
)


def _waiting_sentence(sentence: str) -> bool:
    if _WAIT.search(sentence):
        return True
    return (
        sentence.rstrip().endswith("?")
        and _TO_USER.search(sentence) is not None
        and not _OFFER_OF_HELP.search(sentence)
    )


def waits_on_user(text: str) -> bool:
    """The reply's answer waits on the user (module docs): unreadable."""
    tail = text[-_REACH:]
    labels = answer_labels(tail)
    # From the last answer line's start: a label in prose ("Before I move: are rows ...?", v34)
    # runs its line on into the question, which is read with the rest.
    start = tail.rfind("\n", 0, labels[-1].start()) + 1 if labels else 0
    waiting = False
    for m in _SENTENCE.finditer(tail, start):
        sentence = m.group()
        if labels and not _WAIT.search(sentence):
            continue  # after an answer line only a stated wait holds it back
        if _waiting_sentence(sentence):
            waiting = True
        elif waiting and answer_tokens(sentence):
            waiting = False  # an answer named after the question: the reply went on
    return waiting


# -- a re-examination announced ------------------------------------------------------------------
_REEXAMINE = (
    r"re-?count|re-?check|re-?examine|re-?consider|re-?visit|re-?verify|re-?think|re-?trace|"
    r"double[- \t]check|look(?:[ \t]+once)?[ \t]+(?:more|again)|check[ \t]+again|"
    r"take[ \t]+another[ \t]+look"
)
"""The stems of re-examination verbs (base forms only: "rechecked" is a check done)."""
_ANNOUNCED = re.compile(
    r"(?:(?<![a-z])(?:i(?:'ll|’ll|[ \t]+will|[ \t]+should|[ \t]+need[ \t]+to|[ \t]+must|"
    r"(?:'m|’m|[ \t]+am)[ \t]+going[ \t]+to|[ \t]+want[ \t]+to|[ \t]+have[ \t]+to)|let[ \t]+me|"
    r"worth[ \t]+a|we[ \t]+should)[ \t]+|^[ \t]*(?:(?:wait|hmm|but|still|though|ok|okay),?[ \t]+)*)"
    r"(?:" + _REEXAMINE + r")(?![a-z-])",
    re.IGNORECASE | re.MULTILINE,
)
_DONE_HERE = re.compile(r"[ \t]*[:\u2014]")
"""The verb followed by a colon or dash: the check is done right there ("Double-check: ...")."""
_DECISION = re.compile(r"re-?consider|re-?think|re-?visit", re.IGNORECASE)
_LATER = re.compile(
    r"(?<![a-z])(?:next[ \t]+(?:turn|move|step|time)|later|as[ \t]+i[ \t]+go)(?![a-z])",
    re.IGNORECASE,
)
"""A check put off to a later move is of a later matter ("double-check next turn whether the
route is open", t32); a decision put off ("I'll reconsider next turn", v34) is this one's."""
_CHANGE_IF = re.compile(
    r"(?<![a-z])if(?![a-z])[^.!?\n]*(?:changes|the[ \t]+other|instead|would[ \t]+be|"
    r"is[ \t]+the[ \t]+one|different|wrong)",
    re.IGNORECASE,
)
_RESULT = re.compile(
    r"(?<![a-z])(?:so|fine|correct|valid|confirmed|confirms|stands|holds|checks[ \t]+out|"
    r"right|good|ok|okay|yes|no|all|same|match(?:es)?|gives|\u2714|\u2713|is[ \t]+(?:\d|open|a|an|closed|clear))(?![a-z])",
    re.IGNORECASE,
)


# A check under way in any form ("checking (2, 3) again:", "looking at the left side again"):
# ending the reply on a trailing ellipsis, it is left without a result (v35).
_CHECKING = re.compile(
    r"(?<![a-z])(?:(?:re-?)?(?:check|count|examin|verif|look)[a-z]*|again)(?![a-z])",
    re.IGNORECASE,
)
_TRAILING = re.compile(r"(?:\.\.\.|…)[ \t]*\Z")


def _check_trails_off(after: str) -> bool:
    """The text after the answer ends its last line, a check, on an ellipsis."""
    tail = after.rstrip()
    line = tail[tail.rfind("\n") + 1 :]
    return _TRAILING.search(line) is not None and _CHECKING.search(line) is not None


def reexamination_pending(text: str) -> bool:
    """After the answer line, a re-examination announced and not done (module docs)."""
    tail = text[-_REACH:]
    labels = answer_labels(tail)
    if not labels:
        return False
    after = tail[value_end(tail, labels[-1].end()) :]
    if _check_trails_off(after):
        return True
    for m in _SENTENCE.finditer(after):
        verb = _ANNOUNCED.search(m.group())
        if verb is None:
            continue
        rest = after[m.start() + verb.end() :]
        if _CHANGE_IF.search(rest):
            return True
        if _DONE_HERE.match(rest):
            return False
        if _LATER.search(rest) and not _DECISION.search(verb.group()):
            return False
        return _RESULT.search(rest) is None
    return False


# -- an answer inside its own condition -----------------------------------------------------------
_OPENS_CONDITION = re.compile(
    r"[ \t*_>]*(?:if|unless|provided|assuming|in[ \t]+case)(?![a-z])", re.IGNORECASE
)
_CLOSES = re.compile(r"(?<![a-z])(?:so|therefore|thus|hence)(?![a-z])", re.IGNORECASE)
# The sentence settles its own condition: "If the top-left is (0, 0), as the prompt says,
# ROTATE: ..." states the case as the prompt's or the drawing's (issue 35, thirty-ninth round).
_AFFIRMED = re.compile(
    r"(?<![a-z])as[ \t]{1,3}(?:(?:the|your)[ \t]{1,3}(?:prompt|task|question|instructions?|"
    r"grid|board|maze|picture|drawing|diagram|image)[ \t]{1,3}(?:says|states|shows|gives|puts[ \t]"
    r"{1,3}it)|(?:stated|given|shown|drawn|specified|described)(?:[ \t]{1,3}(?:in|by)[ \t]{1,3}"
    r"the[ \t]{1,3}(?:prompt|task|question))?)(?![a-z])",
    re.IGNORECASE,
)


def under_own_condition(text: str) -> bool:
    """The last answer line stands inside a sentence that a condition opens and no conclusion
    ("so", "therefore") closes before the label: "If the board is the one from the last turn,
    ROTATE: (0, 0) clockwise." holds the answer on a condition the reply leaves open (v35).
    One the sentence affirms ("as the prompt says", "as given") is settled (39th round)."""
    tail = text[-_REACH:]
    labels = answer_labels(tail)
    if len(labels) != 1:
        return False  # answers under several conditions are read together (``_conditioned``)
    at = labels[-1].start()
    start = max(tail.rfind(c, 0, at) + 1 for c in ".!?\n")
    if _OPENS_CONDITION.match(tail, start) is None:
        return False
    return _CLOSES.search(tail, start, at) is None and _AFFIRMED.search(tail, start, at) is None


def waiting(text: str) -> bool:
    """Whether the reply's answer waits on the user, on a re-examination or on a condition of
    its own sentence (module docs)."""
    return waits_on_user(text) or reexamination_pending(text) or under_own_condition(text)
