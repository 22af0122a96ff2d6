"""The words that open an answer and the words that settle it, per language, for the languages
the English patterns of :mod:`.stances` cannot see (issue 35, fortieth round).

v40-v42 each found a Chinese reply whose stance toward its answer was one the English stages
read ("wait, is (3, 0) a wall? If so, ..."; "which one would you like?") read as the answer,
because every English class is a pattern of English words. Rather than a Chinese copy of each
stage, each class is one row of :data:`STANCE_WORDS` and :func:`worded_stance` reads a sentence
by the rows, for the same stage (:func:`.stances.stance_after`) in every phase:

* a **question** the writer asks after the answer (a "?" or a closing "吗"/"呢"), about the
  answer's premise or handed to the user ("你希望我走哪一条？"), unless it offers help ("还需
  要我解释吗？"): the answer is open;
* a **hedge** ("好像", "不确定", "可能不"): a doubt;
* a **condition** ("如果 ... 的话") on a premise, not on the writer's own move ("如果向右走，
  ..." is reasoning) nor the reader's ("如果你 ..."): the answer waits on it;
* a **withdrawal** ("不对", "算了") naming no value in its sentence: settled only by a value
  named later, as the English withdrawal.

A stance is settled, as in English, by a later clause (after a table "cut" word such as "但",
"所以", or a later sentence) that states a result ("不是", "没问题", "正确", "是空的"). A
language added to the table is read by every phase. Only sentences holding a CJK character are
read here (a cheap test first); nothing raises, and every search is a literal alternation.
"""

from __future__ import annotations

import re

from agents.llm.reading.vocabulary import CJK, alternation

QUESTION, HEDGE, HELP, TO_USER, CONDITION, OWN_MOVE, WITHDRAW, SETTLE, CUT = (
    "question", "hedge", "help", "to_user", "condition", "own_move", "withdraw", "settle", "cut",
)  # fmt: skip

STANCE_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "chinese": {
        # a question's closing particles (besides "?"): "是墙吗", "走哪一条呢"
        QUESTION: ("吗", "呢", "么"),
        # a doubt in words: seems, not sure, maybe not
        HEDGE: ("好像", "似乎", "不确定", "不太确定", "不知道", "也许", "或许", "不一定",
                "拿不准", "可能不", "可能有误", "可能错", "是不是", "是否"),
        # a question offering help or the writer's next action, not doubting the answer:
        # "还需要我解释吗？", "需要我继续给出下一步吗？" (English "Want me to ...?")
        # and a question that explains ("为什么选 (2, 0)？因为 ...", English "Why down?")
        HELP: ("解释", "说明", "详细", "帮你", "帮您", "帮忙", "其他问题", "还有什么", "需要我",
               "继续", "下一步", "为什么", "为何"),
        TO_USER: ("你", "您"),
        CONDITION: ("如果", "假如", "要是", "若是", "万一", "假设"),
        # the writer's own move inside a condition: "如果向右走" weighs the other move
        OWN_MOVE: ("走", "移动", "往", "向", "转", "旋转", "选"),
        # opening the sentence, aimed at what was just said: "不对，...", "算了，...", "我搞错了"
        WITHDRAW: ("不对", "算了", "错了", "搞错", "弄错", "我错了", "我搞错", "我弄错"),
        SETTLE: ("不是", "是的", "对的", "没错", "没问题", "确认", "正确", "无误", "可以",
                 "所以", "因此", "因为", "是空的", "通的", "仍然", "依然", "成立", "连着", "连上",
                 "确实", "的确"),
        CUT: ("但", "不过", "可是", "所以", "因此", "其实", "实际上"),
    },
}  # fmt: skip
"""Stance and settling words per language (English lives in :mod:`.stances`' patterns)."""


def _pattern(meaning: str) -> re.Pattern[str]:
    return re.compile(alternation(w for t in STANCE_WORDS.values() for w in t.get(meaning, ())))


_QUESTION, _HEDGE, _HELP, _TO_USER = (_pattern(m) for m in (QUESTION, HEDGE, HELP, TO_USER))
_CONDITION, _OWN_MOVE, _WITHDRAW = (_pattern(m) for m in (CONDITION, OWN_MOVE, WITHDRAW))
_SETTLE, _CUT = _pattern(SETTLE), _pattern(CUT)
_CLAUSE_END = re.compile(r"[,;:]")
_VALUE = re.compile(r"\(\s*-?\d{1,8}\s*,\s*-?\d{1,8}\s*\)")
_QUESTION_END = " \t.!\u3002\uff01*_"

WITHDRAWN, OPEN = "withdrawn", "open"
"""The kinds :func:`worded_stance` reports (the same as :mod:`.stances`')."""


def has_cjk(text: str) -> bool:
    """The cheap precondition: the table's words are read only in text holding a CJK character."""
    return CJK.search(text) is not None


def is_question(sentence: str) -> bool:
    """``sentence`` ends as a question: "?" or a closing particle ("吗", "呢")."""
    end = sentence.rstrip(_QUESTION_END)
    return end.endswith(("?", "\uff1f")) or (
        end[-1:] != "" and _QUESTION.fullmatch(end[-1:]) is not None
    )


def _condition(sentence: str) -> int | None:
    """Where a condition on a premise ends (its clause, up to a comma), or None."""
    m = _CONDITION.search(sentence)
    if m is None:
        return None
    cut = _CLAUSE_END.search(sentence, m.end())
    end = cut.start() if cut else len(sentence)
    clause = sentence[m.end() : end]
    if _OWN_MOVE.search(clause) or _TO_USER.search(clause):
        return None
    return end


def worded_stance(sentence: str, own: bool = False) -> tuple[int, str] | None:
    """Where in ``sentence`` a table stance opening the answer ends and its kind, or None
    (module docs). With ``own`` (the sentence holding the answer itself) only a question and a
    condition count: a hedge or a withdrawal there is read with the answer by other stages."""
    if not has_cjk(sentence):
        return None
    if is_question(sentence):
        # The answer inside the question is asked, not given, whatever the question offers.
        return None if _HELP.search(sentence) and not own else (len(sentence), OPEN)
    condition = _condition(sentence)
    if condition is not None:
        return condition, OPEN
    if own:
        return None
    hedge = _HEDGE.search(sentence)
    if hedge is not None:
        return hedge.end(), OPEN
    start = len(sentence) - len(sentence.lstrip(" \t*_"))
    withdraw = _WITHDRAW.match(sentence, start)
    if withdraw is not None and _VALUE.search(sentence) is None:
        return withdraw.end(), WITHDRAWN
    return None


def worded_settles(clause: str) -> bool:
    """``clause`` states a result in a table language ("不是，没问题"), no question itself."""
    return has_cjk(clause) and not is_question(clause) and _SETTLE.search(clause) is not None


def worded_cut(sentence: str, at: int) -> int | None:
    """Where the clause after a table cut word ("但", "所以") after ``at`` starts, or None."""
    m = _CUT.search(sentence, at)
    return None if m is None else m.end()
