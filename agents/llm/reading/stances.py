"""Whether the text around the committed answer leaves it open (issue 35, thirty-fifth round).

Every fresh set since v11 found unclear replies read definite in words no rule listed, and each
round added the words. v36's five misses share one structure, which this module reads instead
of phrasings: a stance the writer takes toward the answer after giving it (or toward its
premise, around it) that puts it in question, and nothing later settles. Four kinds of stance
open the answer, each found by a small word CLASS, not a phrase list:

* a **withdrawal**: a withdrawal verb in the present or the imperative aimed at what was said
  ("scratch that", "ignore this", "forget what I said", "I take that back", "never mind"), or an
  admission of error in the first person ("I misread", "I got the rows mixed up", "I made a
  mistake", "I was looking at the wrong ..."), not placed in the past by "at first" / "earlier";
* a **doubt**: a question the writer asks (not to the user, not "why"), or an epistemic hedge
  ("I may have ...", "I might be ...", "not certain", "unsure", "I wonder", "I'm assuming";
  forty-fourth round: "second-guessing", "having second thoughts", "have doubts");
* a **deferral**: a check announced and not done, a modal of obligation or intent in the first
  person followed by a check verb ("I'd still have to verify", "I will want to confirm", "I
  should validate", "still need to confirm"), a passive need ("needs a second look", "yet to
  be checked") or a check said not done ("I haven't checked whether ..."), unless it is of a
  later move ("for the move after this one", "next turn");
* a **condition**: a sentence opened by a condition and naming what to do otherwise ("If X,
  turn it; otherwise turn (1, 0).", "That is if ...; if it is straight, turn square 3
  instead."), the condition not counterfactual ("were", "would") and not the writer's own
  action ("if I go right ...", read as reasoning) nor the reader's ("if you prefer"); a second
  "if" after a semicolon names the other case too ("If so, ROTATE: ...; if (0, 0) is the
  bottom-left, I'd need to recount."), unless that case is counterfactual (thirty-eighth round).

A stance is settled by what comes after it: a clause after a colon, semicolon, "but" or "so" in
its own sentence, or a later sentence, that states a result ("yes", "it is", "confirms",
"holds", "still", "because", ...) and is neither a question nor a condition nor a stance of its
own. A withdrawal, or a repair announced ("Let me fix that."), is settled by a replacement too:
a later clause naming a value of any answer kind, or a maze's rows written out (the correction
stages then read which value stands). A new answer line after it makes that line the answer
(the last answer line is read).

The same four stances in the languages the English patterns cannot see (Chinese: "好像",
"你希望我走哪一条？", "如果 ... 的话", "算了") are rows of :mod:`.stance_words`' table, read by
:func:`_stance` and :func:`_settles` here for every phase; a reply in such a language with no
answer line is read from the sentence holding its last cell (fortieth round).

Forty-fourth round: a condition stated BEFORE the answer and governing it ("If (3, 3) is open,
then: PATH: ...", "假如 ... 的话：") is read by :mod:`.leading_conditions`, one table row per
language; :func:`conditional_plan` reports it open unless a later sentence, not an "Otherwise"
branch, settles it. "If we go down first, ..." (the writer's own move) opens nothing.

:func:`left_open` reads the stance after the last answer line and a condition before it;
:func:`conditional_plan` the condition alone (the strict reading abstains on it too: the answer
line hangs on a condition the reply states and leaves open). Each reads a bounded tail of the
reply with patterns of bounded repetition; nothing here raises.
"""

from __future__ import annotations

import re
from collections import deque

from agents.llm.reading.afterthoughts import (
    answer_labels,
    answer_tokens,
    asked_value_end,
    value_end,
)
from agents.llm.reading.kept_picks import says_pick
from agents.llm.reading.leading_conditions import (
    condition_text,
    governing_condition,
    is_branch,
    states_condition,
)
from agents.llm.reading.leading_conditions import (
    other_case as table_other_case,
)
from agents.llm.reading.stance_words import has_cjk, worded_cut, worded_settles, worded_stance
from agents.llm.reading.start_guard import compile_guarded

_REACH = 1500
"""How much of the reply around its last answer line is read (replies may run to megabytes)."""
_SENTENCE = re.compile(r"[^.!?\n\u3002\uff01\uff1f]+[.!?\u3002\uff01\uff1f]*")
_W = r"[ \t]{1,3}"
"""A gap between words, bounded (a run of spaces is never scanned twice)."""

# An adverb of degree or stance between a subject or modal and its verb ("I've probably
# misjudged", "can't quite tell", "I'll really have to"): one slot, bounded.
_ADV = (
    rf"(?:{_W}(?:quite|really|probably|possibly|maybe|perhaps|just|actually|clearly|totally|"
    rf"fully|entirely|completely|still|also|even|simply|honestly))?"
)

# -- the four stances ----------------------------------------------------------------------------
_WITHDRAW = compile_guarded(
    rf"(?<![a-z])(?:(?:scratch|scrap|ignore|disregard|forget|discard|drop|cancel|retract|"
    rf"withdraw|strike)(?:{_W}(?:all|everything|please))?{_W}(?:that|this|it|what|the{_W}above|my)|"
    rf"(?:please{_W})(?:scratch|scrap|ignore|disregard|forget|discard)|"
    rf"take{_W}(?:(?:that|this|it|(?:the|my){_W}[a-z]{{1,12}}){_W})?back|never[ \t]?mind)"
    r"(?![a-z])",
    re.IGNORECASE,
)
_ERROR = re.compile(
    rf"(?<![a-z])(?:i(?:'ve|’ve|{_W}have)?{_ADV}{_W}(?:mis-?read|mis-?counted|mis-?judged|mislabell?ed|"
    rf"mixed{_W}up|confused|swapped|(?:got|read|counted|had){_W}(?:[a-z0-9']{{1,12}}{_W}){{0,3}}"
    rf"(?:wrong|mixed{_W}up|"
    rf"backwards|switched))|i{_W}made{_W}(?:a|an){_W}(?:mistake|error)|"
    rf"i{_W}was{_W}(?:looking{_W}at|reading|using){_W}the{_W}wrong|my{_W}(?:mistake|bad))"
    r"(?![a-z])",
    re.IGNORECASE,
)
# The answer judged wrong by the writer ("That's not right.", "This path is not valid, I
# think.", "that doesn't look right"): a negative evaluative predicate on the answer itself.
_REJECTED = compile_guarded(
    rf"(?<![a-z])(?:that|this|it|(?:the|this|that|my){_W}(?:move|path|route|shape|answer|turn|"
    rf"rotation|maze|step))(?:'s|’s|{_W}(?:is|was|looks|seems|does))?(?:{_W}(?:wrong|incorrect|"
    rf"invalid|a{_W}mistake|broken)|(?:{_W}not|n't|n’t|{_W}no{_W}longer){_W}(?:right|correct|"
    rf"valid|work|fit|hold|look{_W}right|keep{_W}the{_W}shape))(?![a-z])",
    re.IGNORECASE,
)
_EARLIER = compile_guarded(
    rf"(?<![a-z])(?:at{_W}first|earlier|initially|originally|before{_W}that|(?:i|my){_W}first)"
    r"(?![a-z])",
    re.IGNORECASE,
)
"""An error or doubt placed before the answer ("I misread one cell at first", "I first thought
... but that's wrong"): not about the answer."""
# A question doubts the answer's premise when it asks about the writer's own reading ("did I
# misread row 1?") or the board's state ("is (1, 2) really open?", "did the rows start at 0?");
# one about the answer's identity or worth ("Is it really a circle?", "Is (2, 0) better?") is
# rhetorical by the rulings (twentieth, twenty-first rounds) and keeps it.
_ABOUT_PREMISE = re.compile(
    r"(?<![a-z])(?:i|open|free|blocked|clear|closed|walls?|connect(?:s|ed)?|reachable|gaps?|"
    r"straight|elbow|start|count(?:ed|s)?|enclosed|misread|upside)(?![a-z])",
    re.IGNORECASE,
)
_HEDGE = compile_guarded(
    rf"(?<![a-z])(?:i{_W}(?:may|might|could){_W}(?:have|be)|(?:not|no{_W}longer)"
    rf"(?:{_W}(?:entirely|fully|completely|quite|really|so|too|totally|\d{{1,3}}[ \t]?%))?{_W}"
    rf"(?:certain|sure|convinced|confident)|unsure|uncertain|unconvinced|hard{_W}to{_W}"
    rf"(?:say|tell)|can(?:'t|not|’t){_ADV}{_W}(?:tell|decide|say{_W}for{_W}sure)|torn{_W}between|"
    rf"i{_W}wonder(?:ed)?|wondering|i{_W}doubt|second[- ]guessing|second[- ]guess{_W}"
    rf"(?:this|it|that|myself|whether|if)|second{_W}thoughts|(?:have|having){_W}(?:my{_W}|some{_W})?"
    rf"doubts|doubtful)(?![a-z])",
    re.IGNORECASE,
)
# An assumption opens the answer only with its failure case named after it ("I'm assuming
# square 0 is an elbow; if it is straight, this turn does nothing"): "Assuming rows count from
# 0, as stated." states a premise.
# Thirty-sixth round: the assumption told in the past or as what the answer rests on ("I
# assumed (4, 1) is open; if row 4 has a wall there, this route fails.", "this relies on ...;
# if it is a wall, ...") is the same stance: its failure case is named and left open.
_ASSUMPTION = compile_guarded(
    rf"(?<![a-z])(?:i(?:'m|’m|{_W}am){_W}assuming|assuming(?:{_W}that)?|i{_W}assume|"
    rf"i(?:'ve|’ve|{_W}have)?{_W}assumed|(?:it|this|that|the{_W}[a-z]{{1,8}}){_W}"
    rf"(?:relies|depends|rests){_W}on)(?![a-z])",
    re.IGNORECASE,
)
_FAILURE_CASE = re.compile(r"(?<![a-z])(?:if|unless|otherwise)(?![a-z])", re.IGNORECASE)
# A hedge about what the user wants ("not sure if you want the whole route") doubts nothing
# about the answer.
_USER_WISH = re.compile(
    rf"(?<![a-z])(?:(?:if|whether){_W}you|you{_W}(?:want|need|prefer|'d{_W}like|"
    rf"would{_W}like))(?![a-z])",
    re.IGNORECASE,
)
_CHECK_VERB = (
    rf"(?:re-?)?(?:check|verify|confirm|validate|test|examine|count|trace)|make{_W}sure|ensure|"
    rf"double[- ]check|look(?:{_W}(?:again|more|closer))?|see{_W}(?:whether|if)|"
    rf"redo|fix|correct|rework|reconsider|rethink|revisit|re-?derive"
)
_REPAIR = re.compile(r"(?<![a-z])(?:redo|fix|correct|rework|re-?derive)(?![a-z])", re.I)
_DEFER = compile_guarded(
    rf"(?<![a-z])(?:(?:(?:i|we)(?:{_W}(?:still|also|really|first|then))?(?:'d|’d|{_W}would|'ll|"
    rf"’ll|{_W}will|{_W}should|{_W}must|{_W}need{_W}to|{_W}have{_W}to|(?:'m|’m|{_W}am)"
    rf"{_W}going{_W}to)|let{_W}me|(?:still|yet){_W}to)"
    rf"(?:{_W}(?:still|also|first|need{_W}to|have{_W}to|want{_W}to|like{_W}to)){{0,3}}{_W}"
    rf"(?:{_CHECK_VERB})|needs?{_W}(?:a{_W})?(?:second|another|closer|further|proper){_W}"
    rf"(?:look|check)|needs?{_W}(?:checking|verifying|verification|confirming|confirmation)|"
    rf"(?:to{_W}be|not{_W}yet){_W}(?:checked|verified|confirmed|validated)|unverified|unchecked|"
    rf"(?:^[ \t]{{0,3}}|still{_W})needs?{_W}to{_W}(?:{_CHECK_VERB})|"
    rf"(?:haven't|haven’t|have{_W}not|hasn't|has{_W}not){_W}(?:yet{_W})?"
    rf"(?:checked|verified|confirmed|traced|counted|looked))"
    r"(?![a-z])",
    re.IGNORECASE,
)
_LATER_MOVE = re.compile(
    rf"(?<![a-z])(?:(?:the|a){_W}(?:move|step|turn){_W}after|after{_W}(?:this|that)|"
    rf"comes{_W}next|next{_W}(?:move|turn|step|time|round)|later|afterwards)(?![a-z])",
    re.IGNORECASE,
)
"""A check of a later move ("for the move after this one, I'll check (3, 0)") is of another
matter: it opens nothing about this answer."""
_DONE_HERE = re.compile(r"[^.!?\n]{0,80}?[:\u2014]")
"""A check verb followed shortly by a colon or a dash: the check is written out right there."""

# A condition opening its sentence, and a branch for the other case after it.
# The other case may be the answer's own failure (thirty-sixth round): "if (2, 0) is a wall,
# this move is illegal", "if I left a gap, this is not a ring", "..., the route fails".
_FAILS = (
    rf"(?<![a-z])(?:this|it|that|the{_W}(?:route|path|move|turn|answer|maze|shape)|"
    rf"(?:this|my){_W}(?:route|path|move|turn|answer|maze|shape))(?:{_W}(?:would|will))?{_W}"
    rf"(?:fails?|breaks?|(?:is|be){_W}(?:illegal|wrong|invalid|incorrect|blocked|not{_W}"
    rf"(?:a|valid|legal|right|correct))|(?:does|do|will|would)(?:n't|’t|{_W}not){_W}"
    rf"(?:work|hold|reach))(?![a-z])"
)
# A caveat's heading ("Note:", "Caveat:", "Warning:") may stand before the condition.
_CONDITION = re.compile(
    rf"[ \t*_>-]{{0,8}}(?:(?:note|caveat|warning|careful|beware|n\.b\.)[ \t*_]{{0,3}}[:,\-]"
    rf"[ \t*_]{{0,3}})?"
    rf"(?:(?:hmm|but|and|so|or|rather|though|although|that{_W}is|only),?{_W})"
    rf"{{0,2}}(?:if|unless|when|whenever|provided|assuming|in{_W}case|depending{_W}on|should)"
    r"(?![a-z])",
    re.IGNORECASE,
)
_BRANCH = re.compile(
    rf"[,;][ \t]{{0,3}}(?:and{_W}|but{_W})?(?:otherwise|else|if{_W}not|if{_W}(?:it|they){_W}"
    rf"(?:is|are|isn't|aren't)|instead)|(?<![a-z])(?:otherwise|instead|or{_W}else|"
    rf"the{_W}other{_W}way)(?![a-z])|{_FAILS}",
    re.IGNORECASE,
)
# The other case stated as a second condition after a semicolon ("...; if (0, 0) is the
# bottom-left, I'd need to recount."): open unless that case is counterfactual (38th round).
_OTHER_CASE = re.compile(rf";[ \t]{{0,3}}(?:and{_W}|but{_W})?if(?![a-z])", re.IGNORECASE)
_NOT_OPEN_CONDITION = re.compile(
    rf"(?<![a-z])(?:were|had{_W}been|would|could{_W}have|if{_W}(?:i|we|you)(?:'d|’d)?|"
    rf"went|turned|had)(?![a-z])",
    re.IGNORECASE,
)
"""In the condition clause: a counterfactual, or the writer's or the reader's own action."""
_OWN_SUBJECT = re.compile(
    rf"[ \t]{{0,3}}(?:i|we|you)(?:'d|’d)?{_W}(?:first{_W}|then{_W})?(?:go|move|take|turn|"
    rf"rotate|head|step|try|pick|choose|follow|start|continue|trace|walk)(?![a-z])",
    re.IGNORECASE,
)
"""The clause after "if" opening on the writer or the reader ("If we go down first, ...; if
we go right first, ..."): reasoning over their own moves, no open premise (44th round)."""

# -- what settles a stance ----------------------------------------------------------------------
_RESULT = re.compile(
    rf"(?<![a-z])(?:yes|yep|indeed|confirm(?:s|ed)|verified|validated|checked|traced|holds|"
    rf"stands|stays|remains|correct|valid|fine|right|still|because|since|shows|works|fits|"
    rf"(?:it|they|this|that){_W}(?:is|are|does|do)|it's|is{_W}(?:only|open|free|closed|clear|"
    rf"unbroken|a|an|the|\d)|are{_W}(?:open|free|closed|clear|all)|no{_W}gap|"
    rf"(?:does|do){_W}not{_W}(?:change|affect)|(?:doesn't|don't){_W}(?:change|affect)|"
    rf"so(?![a-z])|no(?=[ \t]*[,;:.!]))(?![a-z])",
    re.IGNORECASE,
)
# The answer restated with a value ("but the move is down"); "The shape is actually" breaks off.
_RESTATED = re.compile(
    rf"(?<![a-z])(?:move|answer|path|route|shape|turn){_W}(?:is|stays)(?![a-z])", re.IGNORECASE
)
# A maze row written out ("1 0 0 G 1"): the replacement maze after a withdrawal or repair.
_GRID_ROW = re.compile(r"[ \t]{0,8}[01PG#.X](?:[ \t]{1,3}[01PG#.X]){2,40}[ \t]{0,8}")
_UNSETTLED_CLAUSE = re.compile(r"(?<![a-z])(?:if|whether|unless|or)(?![a-z])|\?", re.IGNORECASE)
_CLAUSE_CUT = re.compile(rf"[:;\u2014]|,?{_W}(?:but|so)(?![a-z])", re.IGNORECASE)
_TO_USER = re.compile(r"(?<![a-z])(?:you|your|you'd|you're|you’re)(?![a-z])", re.IGNORECASE)
# A question that explains ("Why down?") or proposes the writer's next action ("Shall I keep
# going?", "Want me to explain?") doubts nothing about the answer.
_NOT_DOUBT = re.compile(
    rf"[ \t*_(]{{0,8}}(?:why|how|(?:should|shall|can|could|may|would|will){_W}(?:i|we)|"
    rf"(?:do{_W}you{_W})?(?:want|need|like){_W}me)(?![a-z])",
    re.IGNORECASE,
)
# A doubt whether the answer is the best of equals ("not fully sure this is optimal; (1, 1)
# might be just as good"): the answer stands either way.
_QUALITY_TIE = re.compile(
    rf"(?<![a-z])(?:optimal|(?:just|equally){_W}(?:as{_W})?(?:good|short|valid|fine))(?![a-z])",
    re.IGNORECASE,
)
_HYPOTHETICAL = re.compile(
    r"(?<![a-z])(?:if|unless|would|could|in[ \t]{1,3}case)(?![a-z])", re.IGNORECASE
)


WITHDRAWN = "withdrawn"
OPEN = "open"
"""The kinds of stance :func:`_stance` reports: a withdrawal is settled by a replacement named
after it too (the correction stages read which value stands)."""


def _stance(sentence: str) -> tuple[int, str] | None:
    """Where in ``sentence`` a stance opening the answer ends and its kind (module docs)."""
    worded = worded_stance(sentence)
    if worded is not None:
        # A stance in a language of :mod:`.stance_words`' table (fortieth round).
        return worded
    earlier = _EARLIER.search(sentence) is not None
    for pattern in (_WITHDRAW, _ERROR, _REJECTED):
        m = pattern.search(sentence)
        # "If I've misread the board, ... would do the same": a caveat, not an admission.
        if m is not None and not earlier and not _HYPOTHETICAL.search(sentence, 0, m.start()):
            return m.end(), WITHDRAWN
    if (
        sentence.rstrip().endswith("?")
        and _ABOUT_PREMISE.search(sentence)
        and not (_TO_USER.search(sentence) or _NOT_DOUBT.match(sentence))
    ):
        return len(sentence), OPEN
    hedge = _HEDGE.search(sentence)
    if hedge is None:
        hedge = _ASSUMPTION.search(sentence)
        if hedge is not None and not _FAILURE_CASE.search(sentence, hedge.end()):
            hedge = None
    if hedge is not None and not (
        earlier
        or _LATER_MOVE.search(sentence)
        or _QUALITY_TIE.search(sentence)
        or _USER_WISH.search(sentence)
    ):
        return hedge.end(), OPEN
    defer = _DEFER.search(sentence)
    if (
        defer is not None
        and not _LATER_MOVE.search(sentence)
        and not _DONE_HERE.match(sentence, defer.end())
        # "Let me know if I should check anything else": a check only supposed.
        and not _HYPOTHETICAL.search(sentence, 0, defer.start())
    ):
        # A repair announced ("Let me fix that.") takes the answer back until the new one is
        # written: a replacement after it settles it, as after a withdrawal.
        kind = WITHDRAWN if _REPAIR.search(defer.group()) else OPEN
        return defer.end(), kind
    branch = _open_condition(sentence)
    return None if branch is None else (branch, OPEN)


def _open_condition(sentence: str) -> int | None:
    """Where the branch ends in a sentence opened by a condition that names what to do
    otherwise (module docs), or None."""
    m = _CONDITION.match(sentence)
    if m is None:  # the same in another language of the table (forty-eighth round)
        found = table_other_case(sentence)
        return None if found is None or sentence.rstrip().endswith(("?", "\uff1f")) else found
    if sentence.rstrip().endswith("?"):
        return None
    branch = _BRANCH.search(sentence, m.end())
    if branch is None:
        other = _OTHER_CASE.search(sentence, m.end())
        if other is None:
            return None
        case = _condition_clause(sentence, other.end(), len(sentence))
        if _NOT_OPEN_CONDITION.search(case) or _OWN_SUBJECT.match(case):
            return None
        branch = other
    clause = _condition_clause(sentence, m.end(), branch.start())
    if _NOT_OPEN_CONDITION.search(clause) or _TO_USER.search(clause):
        return None
    if _OWN_SUBJECT.match(clause):
        return None
    # Both cases giving one answer ("if straight, rotate (0, 1) clockwise; if an elbow,
    # rotate (0, 1) clockwise too") leave nothing open (forty-seventh round).
    given = answer_tokens(sentence[m.end() + len(clause) : branch.start()])
    other_case = _condition_clause(sentence, branch.end(), len(sentence))
    if given and given == answer_tokens(sentence[branch.end() + len(other_case) :]):
        return None
    return branch.end()


def _condition_clause(sentence: str, start: int, stop: int) -> str:
    """The condition itself: from ``start`` to the first comma or semicolon outside brackets
    (a cell's own comma is inside), at most to ``stop``."""
    depth = 0
    for i in range(start, stop):
        c = sentence[i]
        depth += (c == "(") - (c == ")")
        if c in ",;" and depth <= 0:
            return sentence[start:i]
    return sentence[start:stop]


def _settles(clause: str, kind: str | None, answer: str = "") -> bool:
    """A clause stating a result (or, after a withdrawal, naming a replacement), itself no
    question, condition or stance. After a withdrawal, the withdrawn ``answer``'s own cell
    named again ("算了，这个不对。我再看看 (1, 1) 的管道。") is no replacement (forty-third round)."""
    named = bool(answer_tokens(clause)) or _GRID_ROW.fullmatch(clause) is not None
    if kind == WITHDRAWN and named and _same_value_again(clause, answer):
        named = False
    said = (
        _RESULT.search(clause) is not None
        or worded_settles(clause)
        or ((kind == WITHDRAWN or _RESTATED.search(clause) is not None) and named)
        # The answer's own value picked again ("不过 ..., 就选 (1, 1)。"; forty-eighth round).
        or (kind == OPEN and named and _same_value_again(clause, answer) and says_pick(clause))
    )
    return said and _UNSETTLED_CLAUSE.search(clause) is None and _stance(clause) is None


def _same_value_again(clause: str, answer: str) -> bool:
    """``clause`` names cells, all of them the ``answer``'s, and no turn or shape it lacks."""
    said, given = answer_tokens(clause), answer_tokens(answer)
    cells = said.get("cell")
    return bool(cells) and all(
        said.get(kind, set()) <= given.get(kind, set()) for kind in ("cell", "turn", "shape")
    )


def _open_after(sentences: list[str], answer: str = "") -> bool:
    """The last stance among ``sentences`` has no settling clause after it (``answer``, the
    value the stance is about, is no replacement for itself)."""
    kind: str | None = None
    for sentence in sentences:
        found = _stance(sentence)
        if found is not None:
            at, kind = found
            # A settling clause later in the same sentence: "..., but it is only shading".
            cut = _CLAUSE_CUT.search(sentence, at)
            cut_at = cut.end() if cut is not None else worded_cut(sentence, at)
            if cut_at is not None and _settles(sentence[cut_at:], kind, answer):
                kind = None
        elif kind is not None and _settles(sentence, kind, answer):
            kind = None
    return kind is not None


def _sentences(text: str) -> list[str]:
    return [m.group() for m in _SENTENCE.finditer(text) if m.group().strip(" \t.!?")]


def stance_after(text: str) -> bool:
    """After the last answer line, a withdrawal, doubt, deferral or condition that nothing
    after it settles (module docs)."""
    tail = text[-2 * _REACH :]
    labels = answer_labels(tail)
    if not labels:
        return _unlabelled_open(tail[-_REACH:])
    value_at = asked_value_end(tail, labels[-1].end())
    after = tail[value_at:][:_REACH]
    value = tail[labels[-1].end() : value_at]
    return bool(after.strip()) and _open_after(_sentences(after), value)


_CELL = re.compile(r"\(\s*-?\d{1,8}\s*,\s*-?\d{1,8}\s*\)")


def _unlabelled_open(tail: str) -> bool:
    """With no answer line, in a table language only (:mod:`.stance_words`): the sentence
    holding the last cell named is itself a question or a condition ("要我选 (1, 1) 吗？",
    "如果 ... 的话，走 (2, 0)。"), or a stance after it is left open ("你希望我走哪一条？")."""
    if not has_cjk(tail):
        return False  # the cheap precondition: an English reply costs one scan of its tail
    last = deque(_CELL.finditer(tail), maxlen=1)
    if not last:
        return False
    cell = last[0]
    start = max(tail.rfind(c, 0, cell.start()) for c in ".!?\n\u3002\uff01\uff1f") + 1
    own = _SENTENCE.match(tail, cell.start())
    end = own.end() if own is not None else len(tail)
    if worded_stance(tail[start:end], own=True) is not None:
        return True
    after = tail[end:]
    return bool(after.strip()) and _open_after(_sentences(after))


def conditional_plan(text: str) -> bool:
    """A sentence before the last answer line opened by a condition and naming what to do
    otherwise, with no later sentence settling the condition (module docs)."""
    tail = text[-2 * _REACH :]
    labels = answer_labels(tail)
    if not labels:
        return False
    start = tail.rfind("\n", 0, labels[-1].start()) + 1
    before = _sentences(tail[max(0, start - _REACH) : start])
    value_at = value_end(tail, labels[-1].end())
    after = _sentences(tail[value_at:][:_REACH])
    # The answer inside its own conditional sentence ("If so, ROTATE: ...; if ..., I'd need
    # to recount."): that sentence, from its opening to its end, is read too (38th round).
    opening = _sentences(tail[start : labels[-1].start()])
    own = tail[labels[-1].start() : value_at]
    if after and _OTHER_CASE.match(after[0]):
        own += after.pop(0)
    if opening and _OTHER_CASE.search(own):
        before.append(opening[-1] + own)
    open_, premise = False, ""
    for sentence in before + after:
        if (branch := _open_condition(sentence)) is not None:
            premise = condition_text(sentence)
            # "...; otherwise rotate (0, 1) — but (1, 1) IS the T, so:" settles it (45th round).
            cut = _CLAUSE_CUT.search(sentence, branch)
            open_ = cut is None or not _settles(sentence[cut.end() :], None)
        elif open_ and (_settles(sentence, None) or _checked(sentence, premise)):
            open_ = False
    if open_:
        return True
    # A condition stated before the answer and governing it ("If (3, 3) is open, then:
    # PATH: ..."), settled by no later sentence but an "Otherwise" branch (44th round).
    return governing_condition(tail, labels) and not any(
        _settles(s, None) and not is_branch(s) for s in after
    )


def _checked(sentence: str, premise: str) -> bool:
    """A sentence saying, in a language of the condition table, that the condition ``premise``
    holds (forty-eighth round), itself no question and no stance."""
    return (
        states_condition(sentence, premise)
        and _stance(sentence) is None
        and not sentence.rstrip().endswith(("?", "\uff1f"))
    )


def left_open(text: str) -> bool:
    """Whether the reply leaves its committed answer open (module docs): unreadable."""
    return stance_after(text) or conditional_plan(text)
