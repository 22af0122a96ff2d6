"""The words the afterthought rules read: markers of retraction, doubt, preference and the like.

Issue 35's twenty-seventh to thirtieth rounds. Lexicons and patterns only, in the ten languages
whose direction words are read; :mod:`agents.llm.reading.afterthoughts` holds what the text
after an answer does with them.
"""

from __future__ import annotations

import re

from agents.llm.reading.open_clauses import NEGATED_CORRECTNESS, NEGATED_CORRECTNESS_CJK
from agents.llm.reading.start_guard import compile_guarded

# Retraction and self-doubt markers in the ten languages whose direction words are read, from
# a general lexicon of such discourse markers, not from any set's replies (issue 35,
# twenty-eighth round). A retraction withdraws the answer; a doubt leaves it open unless
# settled after it ("Hold on, let me check: yes, it stands").
RETRACT = (
    # English
    r"(?:that|this|it)(?:'s|’s|[ \t]is|[ \t]was)[ \t](?:not[ \t](?:right|correct)|wrong|incorrect)",
    r"(?:scratch|strike|scrap|ignore|disregard|forget)[ \t](?:that|this|it)(?![a-z])",
    r"wait,?[ \t]no(?![a-z])|no,?[ \t]wait|actually,?[ \t]no(?![a-z])|correction[ \t]*:",
    r"should[ \t]instead|on[ \t]second[ \t]thoughts?|i[ \t]was[ \t]wrong|i[ \t]take[ \t]"
    r"(?:that|it)[ \t]back|(?:do[ \t]not|don't|don’t)[ \t]use[ \t](?:this|that|it)"
    r"(?:[ \t](?:answer|path|move|maze|one|shape|route))?(?:[ \t]yet|[ \t]*[.,;!])",
    r"i[ \t](?:should|need[ \t]to|must|have[ \t]to|'ll|’ll|will)[ \t](?:correct|fix|redo|"
    r"recount|recheck|re-check|revise|reconsider|rethink|look[ \t]again|re-?examine|start[ \t]over)",
    r"let[ \t]me[ \t](?:correct|fix|redo|recount|recheck|re-check|revise|reconsider|rethink|"
    r"start[ \t]over|try[ \t]again)",
    r"i[ \t](?:may|might|could)[ \t]have[ \t][^.!?\n]{0,40}?(?:wrong|mistake|miscount|misread)",
    r"(?:i[ \t]made|my)[ \t](?:a[ \t])?mistake|oops|never[ \t]mind",
    # Spanish, Portuguese, Italian
    r"pens[aá]ndolo[ \t](?:mejor|bien)|en[ \t]realidad[ \t]no|me[ \t]equivoqu[eé]|"
    r"no[ \t]es[ \t]correcto|olvida[ \t]eso|corrijo|(?:tengo[ \t]que|debo|d[eé]jame)[ \t]"
    r"(?:revisar|corregir|recontar|volver[ \t]a)",
    r"pensando[ \t]bem|na[ \t]verdade[ \t]n[aã]o|me[ \t]enganei|est[aá][ \t]errado|"
    r"preciso[ \t](?:rever|recontar|corrigir|verificar)",
    r"anzi[ \t]no|pensandoci[ \t]bene|a[ \t]ripensarci|mi[ \t]sono[ \t]sbagliat[oa]|"
    r"[eè][ \t]sbagliato|devo[ \t](?:ricontare|ricontrollare|correggere|rifare)",
    # French, German
    r"en[ \t]fait[ \t,]{1,3}non|finalement[ \t,]{1,3}non|je[ \t]me[ \t]suis[ \t]tromp[ée]|"
    r"c'est[ \t]faux|ce[ \t]n'est[ \t]pas[ \t](?:juste|correct|bon)|oubliez?[ \t]ça|"
    r"(?:je[ \t]dois|il[ \t]faut[ \t]que[ \t]je)[ \t](?:rev[ée]rifi|recompt|corrig|v[ée]rifi)|"
    r"[àa][ \t]la[ \t]r[ée]flexion|r[ée]flexion[ \t]faite",
    r"stimmt[ \t](?:so[ \t])?nicht|ich[ \t]habe[ \t]mich[ \t]geirrt|vergiss[ \t]das|"
    r"doch[ \t]nicht|korrektur[ \t]*:|ich[ \t]muss[ \t][^.!?\n]{0,30}?(?:pr[üu]fen|z[äa]hlen|"
    r"korrigieren|nachsehen)",
    # Russian
    r"хотя[ \t]нет|это[ \t]неверно|неправильно|я[ \t]ошиб|надо[ \t](?:пересчитать|"
    r"перепроверить|проверить|исправить)|на[ \t]самом[ \t]деле[ \t]нет",
    # The answer's correctness negated, by construction (issue 35, twenty-ninth round)
    *NEGATED_CORRECTNESS,
)
RETRACT_CJK = (
    r"不对|其实不|我错了|错了|重新检查|重新数|再检查|更正|やっぱり違|違う[。、!,.]|違います|間違|やり直|"
    r"数え直|確認し直|틀렸|틀린|다시[ \t]?(?:확인|세|계산)|정정|" + NEGATED_CORRECTNESS_CJK
)
DOUBT = (
    r"hold[ \t]on|wait(?=[,.!…]|[ \t](?:a|one)[ \t](?:second|sec|moment|minute))|"
    r"hmm+,?[ \t](?:actually|wait)|(?:not|no[ \t]longer)[ \t](?:so[ \t]|entirely[ \t]|"
    r"completely[ \t]|totally[ \t]|quite[ \t]|fully[ \t]|really[ \t]|that[ \t])?"
    r"(?:sure|certain|confident|convinced|positive)|unsure",
    r"(?:espera|un[ \t]momento|espere|aspetta|un[ \t]attimo)(?=[,.!…])|no[ \t]estoy[ \t]segur[oa]|"
    r"n[aã]o[ \t]tenho[ \t]certeza|"
    r"n[aã]o[ \t]estou[ \t]segur[oa]|non[ \t]sono[ \t]sicur[oa]|tengo[ \t]dudas|"
    r"tenho[ \t]d[uú]vidas|ho[ \t]dei[ \t]dubbi|non[ \t]ne[ \t]sono[ \t]sicur[oa]",
    r"(?:attends|attendez|un[ \t]instant|warte)(?=[,.!…])|(?:je[ \t]ne[ \t]suis[ \t])?pas[ \t](?:tr[eè]s[ \t])?"
    r"s[ûu]r|moment[ \t]mal|einen[ \t]moment|nicht[ \t](?:ganz[ \t])?sicher|j'h[ée]site|"
    r"je[ \t]doute|ich[ \t]zweifle|(?:bin[ \t]mir[ \t])?unsicher",
    r"подожди(?:те)?|стоп|не[ \t]уверен",
)
DOUBT_CJK = r"等等|等一下|不确定|不太确定|拿不准|吃不准|没把握|没有把握|不敢肯定|待って|ちょっと待|確信がない|自信がない|잠깐|잠시만|확실하지[ \t]?않|잘[ \t]?모르겠"
WITHDRAWN = compile_guarded(rf"(?<![^\W\d_])(?:{'|'.join(RETRACT)})|{RETRACT_CJK}", re.IGNORECASE)
DOUBTED = compile_guarded(rf"(?<![^\W\d_])(?:{'|'.join(DOUBT)})|{DOUBT_CJK}", re.IGNORECASE)
ANY_MARKER = compile_guarded(f"{WITHDRAWN.pattern}|{DOUBTED.pattern}", re.IGNORECASE)
SETTLED = compile_guarded(
    r"(?<![a-z])(?:yes|yep|confirmed|stands|holds|correct|indeed|fine|good|ok|okay|but|still|s[ií]|"
    r"oui|ja|da|да|верно)(?![a-z])|没错|是对的|没问题|无误|正しい|맞",
    re.IGNORECASE,
)
# "is right", "all right": the adjective, not the direction.
NOT_A_DIRECTION = compile_guarded(
    r"(?:is|be|was|are|'s|’s|seems?|looks?|all)[ \t]right(?![a-z])|一下|以下", re.IGNORECASE
)
UNFINISHED = compile_guarded(
    r"(?:(?<![a-z])(?:to|is|are|was|be|the|an|into|towards?|should|would|will|than|"
    r"and|or|as)|[:—–-])[ \t]*\Z",
    re.IGNORECASE,
)
MODAL = compile_guarded(
    r"(?<![a-z])(?:would|could|might|may|probably|likely|perhaps|maybe)(?![a-z])", re.IGNORECASE
)
FAVOUR = compile_guarded(
    r"(?<![a-z])(?:better|safer|wiser|stronger|sounder|smarter|cleaner|simpler|easier|nicer|"
    r"preferable|preferred|more[ \t][a-z]{3,20}|less[ \t](?:risk|risky|error-prone))(?![a-z])",
    re.IGNORECASE,
)
POINTER = compile_guarded(
    r"(?<![a-z])(?:other|another|instead|alternative|route|path|side|column|row|corridor|"
    r"turn|turning|heading|going|described|read|top|bottom|upper|lower)(?![a-z])",
    re.IGNORECASE,
)
DISMISSAL = compile_guarded(
    r"(?<![a-z])(?:not|no|never|wall|walls|blocked|but|anyway|stands|keep|stick|than|"
    r"dead[ \t]end|off[ \t]the[ \t](?:board|grid))(?![a-z])|n't",
    re.IGNORECASE,
)
# A doubt about what the user wants ("not sure whether you also want the count") is no doubt
# about the answer (forty-fourth round).
USER_WISH = compile_guarded(
    r"(?<![a-z])(?:(?:if|whether)[ \t](?:you|the[ \t]user)|you[ \t](?:also[ \t])?(?:want|need|"
    r"prefer|'d[ \t]like|would[ \t]like)|si[ \t](?:vous|tu)[ \t]|si[ \t](?:quieres|desea|"
    r"prefieres)|ob[ \t](?:du|sie)[ \t])(?![a-z])|你(?:想|要|需要|希望)|您(?:想|要|需要|希望)",
    re.IGNORECASE,
)
CONDITION = compile_guarded(
    r"(?<![a-z])(?:if|otherwise|else|unless|alternatively)(?![a-z])", re.IGNORECASE
)
CONCLUSION = compile_guarded(
    r"(?<![a-z])(?:(?:summary|conclusion|in[ \t]short|to[ \t]sum[ \t]up|overall)[ \t]*[:,]|"
    r"(?:final(?:[ \t](?!answer)[a-z]{3,20})?|result|classification|verdict)[ \t]*:|"
    r"(?:is|are)[ \t]really)",
    re.IGNORECASE,
)
# A heading alone on its line ("### Conclusion", bold dropped by normalising) reads with the
# line under it, as "Conclusion: ..." (issue 35, twenty-eighth round).
HEADING_ALONE = compile_guarded(
    r"^([ \t]*(?:summary|conclusion|result|classification|verdict|final[ \t](?!answer)"
    r"[a-z]{3,20}))[ \t]*:?[ \t]*\n[ \t]*(?=\S)",
    re.IGNORECASE | re.MULTILINE,
)
# Preference in the ten languages read, and what makes it point away from the answer: a
# contrast before it ("Aunque prefiero", "Cela dit, je préfère") or another named.
PREFER = compile_guarded(
    r"(?<![^\W\d_])(?:prefer|prefers|preferred|i'd[ \t]rather|i[ \t]would[ \t]rather|"
    r"prefiero|preferir[ií]a|pr[ée]f[èée]re|pr[ée]f[ée]rerais|lieber|bevorzuge|prefiro|"
    r"preferiria|preferisco|preferirei|предпочёл|предпочел|предпочитаю|предпочла)(?![^\W\d_])|"
    r"更好|宁愿|宁可|更喜欢|方がいい|ほうがいい|方が良い|선호|더[ \t]?좋|낫",
    re.IGNORECASE,
)
CONTRAST = compile_guarded(
    r"(?<![^\W\d_])(?:but|though|although|however|that[ \t]said|aunque|pero|sin[ \t]"
    r"embargo|cela[ \t]dit|pourtant|cependant|aber|doch|jedoch|allerdings|embora|mas|"
    r"por[ée]m|contudo|per[òo]|ma|comunque|tuttavia|но|однако|хотя)(?![^\W\d_])|"
    r"不过|但是|可是|ただ|でも|しかし|하지만|그래도|그런데",
    re.IGNORECASE,
)
OTHER = compile_guarded(
    r"(?<![^\W\d_])(?:different|another|other|instead|otro|otra|distinto|autre|anderen?|"
    r"andere|outro|outra|altro|altra|другой|другую)(?![^\W\d_])|另|別の|다른",
    re.IGNORECASE,
)
PREFER_NEGATED = compile_guarded(
    r"(?<![^\W\d_])(?:not|nicht|no|pas|non|não|не|kein)(?![^\W\d_])|不(?!过)|ない|않", re.IGNORECASE
)
YOU = compile_guarded(r"(?<![a-z])you(?![a-z])", re.IGNORECASE)
# An answer under one reading of the task, another described under the other: a condition or
# reading, a counterfactual, and "instead" ("If it means a filled square, I'd fill it instead").
READING = compile_guarded(
    r"(?<![a-z])(?:if|should|under|reading|interpret\w*|means?|meant)(?![a-z])", re.IGNORECASE
)
COUNTERFACTUAL = compile_guarded(r"(?<![a-z])(?:would|i'd|i’d|it'd)(?![a-z])", re.IGNORECASE)
INSTEAD = compile_guarded(r"(?<![a-z])(?:instead|rather|differently)(?![a-z])", re.IGNORECASE)
# A plan after a MOVE: a list or table under a plan-like heading, its cells in order.
PLAN_HEAD = compile_guarded(
    r"(?<![a-z])(?:plan|route|path|steps?|moves|sequence|#)(?![a-z])", re.IGNORECASE
)
HEADING_TEXT = compile_guarded(r"[^\W_]|#")
LIST_LINE = compile_guarded(r"[ \t]*(?:\d{1,3}[.)]|[-*•]|\|)[^\n]*")
MOVE_LABEL = compile_guarded(r"move[ \t]{0,3}:", re.IGNORECASE)
SEPARATOR = compile_guarded(r"[ \t,;/&+-]*(?:and|then|y|et|und|e|и)?[ \t,;/&+-]*\Z", re.IGNORECASE)
QUESTION_BACK = compile_guarded(
    r"(?<![a-z])(?:which|or)(?![a-z])[^?]*(?<![a-z])(?:you|i)(?![a-z])|"
    r"(?<![a-z])(?:you|i)(?![a-z])[^?]*(?<![a-z])(?:which|or)(?![a-z])",
    re.IGNORECASE,
)
CHANGE_ASKED = compile_guarded(
    r"(?<![a-z])you[ \t](?:may|might|could|should)[ \t](?:want|wish|need)[ \t]to[ \t]"
    r"(?:move|change|fix|adjust|edit|alter|shift|swap|tweak)(?![a-z])",
    re.IGNORECASE,
)


# A yes/no question rejected by the reply's own next sentence ("No:", "Nope,", "Not really"):
# the candidate it raised is ruled out, not leaned to (v31s_keeps_after_doubt).
ANSWERED_NO = compile_guarded(r"[ \t*_]*(?:no|nope|not[ \t]+really)(?![^\W\d_])", re.IGNORECASE)
MAZE_LABEL = compile_guarded(r"MAZE", re.IGNORECASE)
# The reply doubting its own maze's validity after it (an epistemic modal on reachability,
# closure or connection, or a repair it may need), whatever the encoding: v31g_coord_doubt.
MAZE_DOUBT = compile_guarded(
    r"(?<![^\W\d_])(?:(?:might|may|could)(?:[ \t]+not)?[ \t]+(?:be[ \t]+)?(?:un)?"
    r"(?:reachable|reach|closed|valid|connected|cut[ \t]+off|blocked|broken|missing)|"
    r"(?:i|we)[ \t]+(?:may|might|will|'ll|’ll)[ \t]+(?:need|have)[ \t]+to[ \t]+"
    r"(?:move|change|fix|open|close|adjust|shift|redo|add|remove)|"
    r"not[ \t]+sure[ \t]+(?:this|it|that|the)[^.!?\n]{0,40}?(?:closed|valid|reachable|"
    r"connected|works))(?![^\W\d_])",
    re.IGNORECASE,
)


# An answer marked provisional (issue 35, thirtieth round): a marker that it holds only for
# now or until a check, with a fallback of the answer's kind or a check the reply never makes.
PROVISIONAL_BEFORE = 120
PROVISIONAL_MARK = compile_guarded(
    r"(?<![^\W\d_])(?:for[ \t]+now|for[ \t]+the[ \t]+(?:moment|time[ \t]+being)|"
    r"tentative(?:ly)?|provisional(?:ly)?|pending|until[ \t]+I[ \t]+(?:check|verify|trace|confirm))"
    r"(?![^\W\d_])",
    re.IGNORECASE,
)
UNMADE_CHECK = compile_guarded(
    r"(?<![^\W\d_])(?:(?:haven't|have[ \t]+not|haven’t|not[ \t]+yet)[ \t]+"
    r"(?:traced|checked|verified|confirmed|looked)|still[ \t]+(?:need|have)[ \t]+to[ \t]+"
    r"(?:check|verify|trace|confirm)|until[ \t]+I[ \t]+(?:check|verify|trace|confirm)|"
    r"pending[ \t]+(?:a|the|my)?[ \t]*(?:check|verification))(?![^\W\d_])",
    re.IGNORECASE,
)
# A doubt about a later turn, not the answer (issue 35, thirty-first round): "after this turn
# I'm not sure which square comes next".
LATER_TURN = compile_guarded(
    r"(?<![a-z])(?:after[ \t]this[ \t](?:turn|move|step|one)|(?:turn|move|step)[ \t]after[ \t]"
    r"this|comes?[ \t]next|next[ \t]turn)(?![a-z])",
    re.IGNORECASE,
)
# A doubt whose object is the answer itself ("not sure my answer holds", "... the move is right").
ANSWER_DOUBTED = compile_guarded(
    r"[ \t]{0,3}(?:that[ \t]{1,3})?(?:my|the|this)[ \t]{1,3}(?:answer|move|shape|path|turn|choice|"
    r"maze|rotation)(?![a-z])",
    re.IGNORECASE,
)
# A heading alone on the line just above an answer line: markdown "## Route A", "**Direct**",
# or a plain line naming an alternative by an enumerator (a letter, a digit, a number word or
# an ordinal: "Route A:", "Plan 1", "Option two", "Second reading:", "Candidate 2 (shorter):";
# issue 35, thirty-fifth round). Read on one line by a full match; the indent is bounded, so a
# search over a run of spaces does not rescan it from every start.
HEADING_LINE = compile_guarded(
    r"[ \t]{0,8}(?:#{1,6}[ \t]+[^\n]*\S|\*\*[^*\n]+\*\*:?|__[^_\n]+__:?|"
    r"(?:(?:first|second|third|fourth|fifth|last|other|alternative|another)[ \t]{1,3}[a-z]{2,15}|"
    r"[a-z]{2,15}[ \t]{1,3}(?:[a-d1-9]|one|two|three))"
    r"(?:[ \t]{1,3}\([^()\n]{1,30}\))?[ \t]*[:.]?)[ \t]*",
    re.IGNORECASE,
)


# A restatement marker opening the answer said again in another form (issue 35, forty-second
# round: "ROTATE: (1, 0) counterclockwise\n\ni.e. ... a quarter turn to the right (clockwise)."),
# per language; what follows it up to the sentence's end is read as the answer once more.
RESTATEMENT_MARKERS: dict[str, tuple[str, ...]] = {
    "english": ("i.e.", "ie,", "that is,", "that is:", "in other words", "meaning", "namely"),
    "chinese": ("即", "也就是说", "也就是", "换句话说", "换言之"),
    "spanish": ("es decir", "o sea"),
    "french": ("c'est-à-dire", "c.-à-d.", "autrement dit"),
    "german": ("d.h.", "d. h.", "das heißt", "mit anderen worten"),
    "italian": ("cioè", "ossia", "in altre parole"),
    "portuguese": ("ou seja", "isto é", "em outras palavras"),
    "russian": ("то есть", "т.е.", "иными словами"),
    "japanese": ("つまり", "すなわち"),
    "korean": ("즉", "다시 말해"),
}
"""Restatement markers per language (:func:`.afterthoughts.afterthought`)."""


def _restatement_pattern() -> re.Pattern[str]:
    words = sorted({w for ws in RESTATEMENT_MARKERS.values() for w in ws}, key=len, reverse=True)
    spelled = [re.escape(w).replace(r"\ ", r"[ \t]{1,3}").replace("'", "['\u2019]") for w in words]
    return compile_guarded(rf"(?<![^\W\d_])(?:{'|'.join(spelled)})", re.IGNORECASE)


RESTATEMENT = _restatement_pattern()
# The restatement runs to its sentence's end: "!", "?", a line break, or a full stop that
# ends a word of more than one letter ("i.e." and "d.h." do not end it).
RESTATEMENT_END = re.compile(r"[!?\n\u3002\uff01\uff1f]|(?<=[^\W\d_]{2})\.|(?<=\))\.")
