"""Grammatical classes that leave a committed answer open (issue 35, twenty-ninth round).

Three rounds of word lists (retraction, doubt and preference lexicons) were each beaten by the
next blind set's new phrasings. These rules read classes a linguist would name instead, so that
a phrasing nobody here has written falls in one:

* unfinished: the last sentence after the answer ends on a closed-class word (article,
  determiner, preposition, auxiliary or copula, conjunction) of one of the ten languages read;
  words that also close a sentence as pronouns or particles ("that", "all", "in", "so") are
  left out, since a complete sentence may end on them;
* open alternatives: a clause keeping another option open ("or perhaps", "either ... or",
  "just as well", "equally", "can't decide", "torn between", "not sure which"), naming another
  value of the answer's kind or a place or side word;
* conditional swaps: an unsettled condition whose consequence swaps the answer ("if it turns
  out ..., take ... instead"), not an offer to the reader, not dismissed;
* hedges on the answer itself: "it might be a triangle", "reads just as well as a C";
* negated correctness: "that isn't right", "no es válido", "ist nicht richtig", "不正确";
* a disagreeing part: a table row, list item or headed section keyed by the answer's kind
  ("Shape | C", "- shape: spiral", "## Next step") naming only another value;
* a half turn: "twice", "two times", "2x", "180" with a turn.

Pure functions over text and the answer's tokens (by kind, as
:func:`agents.llm.reading.afterthoughts._tokens` gives them); the tokeniser is passed in, so this
module imports nothing of the reading package.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agents.llm.reading.kept_picks import kept_at_end
from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.targets import without_targets

Tokens = Callable[[str], dict[str, set[str]]]

# -- closed classes ---------------------------------------------------------------------------
# Complete lists from the grammars of the ten languages read, less the words that may close a
# complete sentence (pronoun "that/this/all/both", particles "in/on/up/off/out/over/through",
# "so", "yet", "though", "no", "too"): a reply may end "I'm sure of that" or "the top row is
# the way through". CJK closed classes are not read: those replies carry no spaces to tell a
# word from a suffix.
_CLOSED = {
    # English: articles, determiners, prepositions, auxiliaries and copulas, conjunctions
    "en": """a an the every each my your its our their whose
        of to for with from at into onto toward towards between among amongst via per upon
        within against beside besides beyond despite except during than as like unlike
        is are was were be been being am has have had will would shall should can could may
        might must and or nor but because although whereas while whether unless if since
        such more less rather""",
    "es": """el la los las un una unos unas del al lo de en con por para hacia desde hasta
        entre sin sobre según y o u ni pero sino que porque aunque si es son está están era
        fue ser más""",
    "pt": """o os um uma uns umas do da dos das ao aos na nas num numa de em com por para
        pelo pela pelos pelas até entre sem sobre e ou mas que porque embora se é são está
        estão era foi ser""",
    "it": """il lo gli le un uno una del dello della dei degli delle al allo alla ai agli
        alle nel nello nella nei negli nelle sul sulla di da con su per tra fra e o ma che
        perché se è sono era""",
    "fr": """le la les un une des du au aux de à dans sur vers pour avec par sans sous entre
        chez et ou mais que car donc si est sont était plutôt""",
    "de": """der die das den dem des ein eine einen einem einer eines zu zum zur im ins vom
        mit nach von auf bei für über unter zwischen gegen ohne durch und oder aber sondern
        dass weil ob wenn ist sind war wird werden eher""",
    "ru": """в во на к ко с со из от до по о об обо у за под над при для без через между и
        или но что чтобы потому если это""",
}
_CLOSED_WORDS = frozenset(w for words in _CLOSED.values() for w in words.split())
_LAST_WORD = re.compile(r"([^\W\d_]+(?:['’][^\W\d_]+)?)[ \t]*\Z")
_LIST_ITEM = re.compile(r"[ \t]*(?:[-*•+]|\d{1,3}[.)])[ \t]")
_WORDS = re.compile(r"[^\W\d_]{2,}[ \t]+[^\W\d_]")


def ends_on_closed_class(after: str) -> bool:
    """The text after the answer ends mid-sentence on a closed-class word ("more of a",
    "because of", "plutôt une", "eher ein"). Not a list item, code, or a line of one word."""
    tail = after.rstrip()
    line = tail[tail.rfind("\n") + 1 :]
    if not line or "`" in line or _LIST_ITEM.match(line) or not _WORDS.search(line):
        return False
    m = _LAST_WORD.search(line[-60:])
    # A capital letter alone is a name ("option A", "shape C"), not the article.
    if m is None or (len(m.group(1)) == 1 and m.group(1).isupper()):
        return False
    return m.group(1).lower() in _CLOSED_WORDS


# A discourse marker of reformulation or alternative opening the last sentence ("or rather",
# "actually", "wait", "no,", "that is to say"): a correction begun. Unfinished (no terminal
# punctuation, no value) it names nothing, whatever word it breaks off on (v31).
_REFORMULATION = re.compile(
    # Interjections may stand before the cue ("Oh, actually", "Sorry, I meant").
    r"(?:(?:oh|ah|uh|um+|sorry|oops|ok|okay)[,!]?[ \t]+)*"
    r"(?:or[ \t]+(?:rather|maybe|perhaps|else)|actually|instead|wait|no,|that[ \t]+is(?:[ \t]+to"
    r"[ \t]+say)?,|i[ \t]+meant?|in[ \t]+other[ \t]+words|on[ \t]+second[ \t]+thought|"
    r"scratch[ \t]+that|hmm+)(?![^\W\d_])",
    re.IGNORECASE,
)
_SENTENCE_START = re.compile(r"(?:^|[.!?;:][ \t]+)(?=\S)")
# Two words, a comma between allowed and the second of one letter ("Actually, I meant"): a
# correction cue is as much begun in short words as in long ones (v35), in every phase.
_TWO_WORDS = re.compile(r"[^\W\d_]{2,}[,;]?[ \t]+[^\W\d_]")
_FINISHED = re.compile(r"[.!?…)\]\"'`*»”]\s*\Z")


def breaks_off_correction(after: str) -> bool:
    """The last sentence after the answer opens a correction or an alternative ("or rather,
    thinking about which corridor has fewer") and breaks off: no terminal punctuation, no
    digit (no new value), not a list item or code. Whatever word it ends on."""
    tail = after.rstrip()
    line = tail[tail.rfind("\n") + 1 :]
    if not line or "`" in line or _LIST_ITEM.match(line) or _FINISHED.search(line):
        return False
    if any(ch.isdigit() for ch in line) or not _TWO_WORDS.search(line):
        return False
    starts = [m.end() for m in _SENTENCE_START.finditer(line[-300:])]
    last = line[-300:][starts[-1] :] if starts else line[-300:]
    return _REFORMULATION.match(last.lstrip(" \t*_")) is not None


# -- options kept open --------------------------------------------------------------------------
# A tie ("equally short", "just as good", "either ... or reaches it") keeps the answer given
# (v4-v6's rulings); of a classification ("reads just as well as a C") it leaves it open.
_TIE = compile_guarded(
    r"(?<![^\W\d_])(?:either\b[^.!?\n]{1,80}?\bor|just[ \t]as[ \t](?:well|good|likely|much)|"
    r"equally)(?![^\W\d_])",
    re.IGNORECASE,
)
_OPEN = compile_guarded(
    r"(?<![^\W\d_])(?:or[ \t](?:maybe|perhaps|possibly)|(?:can't|can’t|cannot|could[ \t]not|couldn't|"
    r"can[ \t]not)[ \t](?:decide|choose|tell[ \t]which)|torn[ \t]between|(?:not|unsure)[ \t]"
    r"(?:sure[ \t])?which|hard[ \t]to[ \t](?:say|tell)|"
    r"o[ \t](?:quiz[aá]s?|tal[ \t]vez|a[ \t]lo[ \t]mejor)|ou[ \t](?:peut-[êe]tre|talvez)|"
    r"oder[ \t](?:vielleicht|eher)|o[ \t](?:forse|magari)|или[ \t](?:может|возможно))(?![^\W\d_])|"
    r"或者|还是|もしくは|または|아니면",
    re.IGNORECASE,
)
_PLACE = compile_guarded(
    r"(?<![a-z])(?:other|another|instead|column|row|corridor|corner|side|way|route|path|"
    r"top|bottom|upper|lower)(?![a-z])",
    re.IGNORECASE,
)
_PICKED = compile_guarded(
    r"(?<![a-z])(?:pick|picked|choose|chose|choosing|chosen|go[ \t]with|take|taking|stick|keep|so[ \t]i|"
    r"i'll|i[ \t]will)(?![a-z])",
    re.IGNORECASE,
)
# "Should that block ..." opens a condition only at the sentence's start ("I should instead
# move to ..." is a correction).
_CONDITION = compile_guarded(
    r"(?<![a-z])(?:if|in[ \t]case|si|se|falls|wenn|если)(?![a-z])|\A[ \t(]*should(?![a-z])",
    re.IGNORECASE,
)
_BUT = re.compile(r"(?<![a-z])(?:but|yet|still)(?![a-z])", re.IGNORECASE)
_SWAP = re.compile(r"(?<![a-z])(?:instead|the[ \t]other[ \t]way|otherwise)(?![a-z])", re.IGNORECASE)
_RULED_OUT = re.compile(
    r"(?<![a-z])(?:but|however)(?![a-z])[^.!?\n]*(?:not|n't|never)|(?<![a-z])(?:you|you'd|"
    r"you’d)(?![a-z])",
    re.IGNORECASE,
)
_MIGHT_BE = compile_guarded(
    r"(?<![a-z])(?:it|this|that)[ \t](?:might|may|could)[ \t](?:well[ \t]|also[ \t])?be"
    r"(?![a-z])",
    re.IGNORECASE,
)
_READS_AS = re.compile(
    r"(?<![a-z])(?:reads?|looks?)[ \t](?:just[ \t]|every[ \t]bit[ \t]|as[ \t]much[ \t])?"
    r"(?:as[ \t]well[ \t]as|as[ \t]much[ \t]like|like|as)(?![a-z])",
    re.IGNORECASE,
)
_NEGATED = re.compile(r"(?<![a-z])(?:not|never|no)(?![a-z])|n't|n’t", re.IGNORECASE)


def _others(named: dict[str, set[str]], answer: dict[str, set[str]]) -> bool:
    """``named`` holds a value of one of the answer's kinds that is not the answer's, or two
    directions after a cell (two sides offered, one of them not the move's)."""
    for kind, values in named.items():
        if kind in answer and values - answer[kind]:
            return True
    return "cell" in answer and "dir" not in answer and len(named.get("dir", ())) >= 2


def keeps_open(
    sentence: str, answer: dict[str, set[str]], tokens: Tokens, one_move: bool = False
) -> bool:
    """``sentence`` (after the answer) keeps another option open, swaps the answer under an
    unsettled condition, or hedges the answer itself (module docs). ``one_move``: the answer
    is one move of a walk, which a later condition ("if the column is blocked further down,
    I'll come back") does not undo."""
    but = _BUT.search(sentence)
    if but is not None and any(
        kind in answer and values & answer[kind]
        for kind, values in tokens(sentence[but.end() :]).items()
    ):
        return False  # "..., but square is the closest name": settled on the answer
    named = tokens(sentence)
    other = _others(named, answer)
    side = bool(_PLACE.search(sentence)) or ("cell" in answer and "dir" in named)
    kept = kept_at_end(sentence)  # a closing pick naming nothing else (forty-first round)
    picked = kept is not None and not _others(tokens(sentence[kept[0] : kept[1]]), answer)
    if not (picked or _PICKED.search(sentence)) and (
        (_OPEN.search(sentence) and (other or side))
        or (_TIE.search(sentence) and named.get("shape", set()) - answer.get("shape", set()))
    ):
        return True
    if (
        not one_move
        and _CONDITION.search(sentence)
        and _SWAP.search(sentence)
        and not _RULED_OUT.search(sentence)
        and (other or side or _SWAP.search(sentence).group().lower() != "otherwise")
    ):
        return True
    m = _MIGHT_BE.search(sentence)
    if m is not None and not _NEGATED.match(sentence, m.end() + 1):
        # The answer's own value hedged ("it might be a triangle"); another value named is a
        # correction, left to the corrections step.
        rest = tokens(sentence[m.end() : m.end() + 40])
        shared = [kind for kind in rest if kind in answer]
        if shared and all(rest[k] <= answer[k] for k in shared) and not _RULED_OUT.search(sentence):
            return True
    r = _READS_AS.search(sentence)
    if r is not None and not _NEGATED.search(sentence) and not _RULED_OUT.search(sentence):
        return _others(tokens(sentence[r.end() :]), answer)
    return False


# -- the answer's correctness negated -----------------------------------------------------------
NEGATED_CORRECTNESS = (
    r"(?:that|this|it)(?:[ \t](?:answer|path|move|route|shape|maze|one|rotation|turn))?"
    r"(?:[ \t](?:is|was)[ \t]not|[ \t]isn't|[ \t]isn’t|[ \t]wasn't|[ \t]wasn’t|[ \t]does(?:n't|"
    r"n’t|[ \t]not)[ \t](?:look|seem|sound))[ \t](?:quite[ \t]|really[ \t]|entirely[ \t]|"
    r"fully[ \t])?(?:right|correct|valid|good|true|accurate|ok|okay)",
    r"no[ \t](?:es|está|era)[ \t](?:v[aá]lid[oa]|correct[oa]|ciert[oa]|buen[oa]|as[ií])",
    r"n[aã]o[ \t](?:[ée]|est[aá])[ \t](?:cert[oa]|corret[oa]|v[aá]lid[oa]|bom|boa)",
    r"non[ \t](?:[èe]|va)[ \t](?:giust[oa]|corrett[oa]|valid[oa]|ver[oa]|bene)",
    r"n'est[ \t]pas[ \t](?:la[ \t]|le[ \t]|l')?(?:bonne?|juste|correcte?|valide|vrai)",
    r"(?:ist|war)[ \t]nicht[ \t](?:richtig|korrekt|g[üu]ltig|gut|wahr)",
    r"(?:это[ \t])?не[ \t](?:верно|правильно|так)",
)
NEGATED_CORRECTNESS_CJK = r"不正确|不是正确|不成立|无效|正しくない|正しくありません|맞지[ \t]?않"


# -- disagreeing parts ----------------------------------------------------------------------------
# A list item or table row keyed by the kind ("- shape: spiral", "| Shape | C |"), or a
# heading alone on its line (its "##" dropped by normalising) with the value under it. Answer
# lines in the asked form ("1. ROTATE: ...") are candidates, left to the choosing step.
_KEY = (
    r"(?!(?-i:MOVE|SHAPE|ROTATE))(?:shape|move|next[ \t](?:move|step)|turn|rotation|rotate|"
    r"direction|answer|result|classification|verdict)"
)
_KEYED = re.compile(
    rf"^[ \t]*(?:(?:[-*•+][ \t]|\d{{1,3}}[.)][ \t]|\|[ \t]*|#{{1,6}}[ \t]*)[ \t]*{_KEY}"
    rf"[ \t]*[:|][^\n]*|(?:#{{1,6}}[ \t]*)?{_KEY}[ \t]*:?[ \t]*\n[ \t]*[^\n#|*-][^\n]{{0,60}})",
    re.IGNORECASE | re.MULTILINE,
)
_TABLE = re.compile(r"(?:^[ \t]*\|[^\n]*(?:\n|\Z)){3,}", re.MULTILINE)
_TABLE_KEY = re.compile(
    r"(?<![a-z])(?:shape|turn|rotation|direction|move|answer|result)(?![a-z])", re.IGNORECASE
)


def disagreeing_part(text: str, answer: dict[str, set[str]], tokens: Tokens) -> bool:
    """A table, list item or headed section in ``text`` keyed by the answer's kind that names
    another value of that kind and none of the answer's (the answer line itself excluded)."""
    parts = [m.group() for m in _KEYED.finditer(text)]
    for t in _TABLE.finditer(text):
        header = t.group().split("\n", 1)[0]
        if _TABLE_KEY.search(header):
            parts.append(t.group().split("\n", 1)[1])
    for part in parts:
        if _NEGATED.search(part):
            continue
        # A cell the part names as where the piece points is no other answer (39th round).
        named = tokens(without_targets(part))
        if any(kind in answer and not values & answer[kind] for kind, values in named.items()):
            return True
    return False


# -- a half turn ------------------------------------------------------------------------------------
_TWICE = re.compile(
    r"(?<![a-z\d])(?:twice|two[ \t]times|2[ \t]?(?:x|×|times)|x[ \t]?2|180[ \t]?°?|"
    r"half[ \t]turn|dos[ \t]veces|deux[ \t]fois|zweimal|due[ \t]volte|duas[ \t]vezes|дважды)"
    r"(?![a-z])|两次|二回|두[ \t]?번",
    re.IGNORECASE,
)


_PLACED = re.compile(r"[ \t]*(?:degrees[ \t]*)?(?:from|away|apart|of|off)(?![a-z])", re.IGNORECASE)


def half_turn(line: str, after: str) -> bool:
    """A turn done twice: on the ROTATE line, or asked in a sentence after it."""
    after = line[:600] + "\n" + after[:600]  # bounded: linear in the reply
    for m in _TWICE.finditer(after):
        start = max(after.rfind(c, 0, m.start()) + 1 for c in ".!?\n")
        if _PLACED.match(after, m.end()):
            continue  # "at 180° from the goal": where something is, not a turn
        if not _NEGATED.search(after, start, m.start()):
            return True
    return False
