"""How the package's readers agree with the grader's labels of ``corpus_reading``,
``corpus_reading_v2`` to ``corpus_reading_v7`` and the tuning sets ``corpus_reading_tune5`` to
``corpus_reading_tune14`` (one place, so the test and ``docs/analysis.md``'s numbers come from the
same code). The puzzle's strict reading is the study's own
(:func:`agents.llm.parsing.strict_rotation`)."""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from corpus_mazes import MAZES
from corpus_reading import FAIL, SUCCESS, UNREADABLE, Reply

from agents.llm.parsing import parse_move, parse_rotation, strict_move, strict_rotation
from envs.maze_nav.logic import maze_from_codes
from envs.maze_nav.text import parse
from experiments.maze.scoring import check_solution, score_generation, score_recognition


def _original(encoding: str) -> np.ndarray:
    parsed = parse(MAZES[encoding]["original"], encoding, 5)
    assert parsed.ok
    return parsed.codes


def _finish(fn: Any, case: Reply) -> dict[str, Any]:
    """``finish_reason=`` for readers that take it (none did before issue 35)."""
    return (
        {"finish_reason": case.finish_reason}
        if "finish_reason" in inspect.signature(fn).parameters
        else {}
    )


def readings(case: Reply) -> tuple[Any, Any]:
    """``(flexible, strict)`` readings of ``case`` in the labels' terms."""
    original = _original("matrix")
    maze = maze_from_codes(original, 4)
    if case.phase == "solve":
        parsed = parse_move(case.reply, maze.corridors, (1, 0), 4, **_finish(parse_move, case))
        strict = strict_move(case.reply, case.finish_reason)  # as the study reads it
        return (parsed.target if parsed.target is not None else UNREADABLE), strict
    if case.phase == "one_shot":
        check = check_solution(case.reply, maze, **_finish(check_solution, case))
        flex = SUCCESS if check.success else UNREADABLE if check.reason == UNREADABLE else FAIL
        return flex, check.strict
    if case.phase == "recognize":
        score = score_recognition(case.reply, "square", **_finish(score_recognition, case))
        return score.predicted, score.strict
    if case.phase == "generate":
        score = score_generation(
            case.reply,
            _original(case.encoding),
            case.encoding,
            "square",
            **_finish(score_generation, case),
        )
        reason = score.reason or ""
        flex = SUCCESS if score.success else UNREADABLE if reason.startswith(UNREADABLE) else FAIL
        return flex, score.strict
    if case.phase == "puzzle":
        parsed = parse_rotation(case.reply, 2, 2, **_finish(parse_rotation, case))
        flex = (parsed.square, parsed.direction) if parsed.ok else UNREADABLE
        # As the puzzle study records it: the reply's own last line in the asked form, and the
        # move played (the flexible reading) is that line's.
        line = strict_rotation(case.reply, 2, 2, case.finish_reason)
        return flex, line is not None and line.ok and flex == (line.square, line.direction)
    raise AssertionError(f"unknown phase {case.phase!r}")


LEGAL_MOVES = ((2, 0), (1, 1))
"""The moves from the player's cell (1,0) of ORIGINAL: a solve reply reading one is credited."""


def _success(phase: str, value: Any) -> bool:
    """A reading that credits the reply: a success verdict, the true shape, a legal move."""
    if phase in ("one_shot", "generate"):
        return value == SUCCESS
    if phase == "recognize":
        return value == "square"
    if phase == "solve":
        return value in LEGAL_MOVES
    return value != UNREADABLE


@dataclass
class Agreement:
    """Counts over a set of cases."""

    clear: int = 0
    flexible_agree: int = 0
    strict_agree: int = 0
    total: int = 0
    false_successes: int = 0
    unclear_abstained: int = 0
    unclear: int = 0
    disagreements: list[str] = field(default_factory=list)

    @property
    def flexible_rate(self) -> float:
        return self.flexible_agree / self.clear if self.clear else 1.0

    @property
    def strict_rate(self) -> float:
        return self.strict_agree / self.total if self.total else 1.0


def agreement(cases: list[Reply]) -> Agreement:
    """Flexible agreement on clear replies, strict agreement on all, and false successes.

    A false success is a flexible reading that credits an answer the grader does not: a
    success where the grader reads a failure or nothing, or another cell/move than the
    grader's.
    """
    out = Agreement()
    for case in cases:
        flex, strict = readings(case)
        out.total += 1
        out.strict_agree += strict == case.strict
        if case.clear:
            out.clear += 1
            ok = flex == case.label or (
                case.phase in ("one_shot", "generate") and case.label == FAIL and flex == UNREADABLE
            )
            out.flexible_agree += ok
            if not ok:
                out.disagreements.append(f"{case.id}: read {flex!r}, grader {case.label!r}")
        else:
            out.unclear += 1
            out.unclear_abstained += not _success(case.phase, flex)
        if _success(case.phase, flex) and flex != case.label:
            out.false_successes += 1
            if case.clear is False or flex != case.label:
                out.disagreements.append(
                    f"{case.id}: FALSE SUCCESS {flex!r}, grader {case.label!r}"
                )
        if strict != case.strict:
            out.disagreements.append(f"{case.id}: strict {strict!r}, grader {case.strict!r}")
    return out


def summary(name: str, cases: list[Reply]) -> str:
    a = agreement(cases)
    return (
        f"{name}: {len(cases)} replies; flexible {a.flexible_agree}/{a.clear} clear "
        f"({100 * a.flexible_rate:.1f}%), strict {a.strict_agree}/{a.total} "
        f"({100 * a.strict_rate:.1f}%), false successes {a.false_successes}, "
        f"unclear abstained {a.unclear_abstained}/{a.unclear}"
    )


if (
    __name__ == "__main__"
):  # python tests/experiments/reading_agreement.py [-v] [v1|...|v15|t5|...|t13 ...]
    import sys

    import corpus_reading
    import corpus_reading_tune5
    import corpus_reading_tune6
    import corpus_reading_tune7
    import corpus_reading_tune8
    import corpus_reading_tune9
    import corpus_reading_tune10
    import corpus_reading_tune11
    import corpus_reading_tune12
    import corpus_reading_tune13
    import corpus_reading_tune14
    import corpus_reading_tune15
    import corpus_reading_tune16
    import corpus_reading_tune17
    import corpus_reading_tune18
    import corpus_reading_tune19
    import corpus_reading_tune20
    import corpus_reading_tune21
    import corpus_reading_tune22
    import corpus_reading_tune23
    import corpus_reading_tune24
    import corpus_reading_tune25
    import corpus_reading_tune26
    import corpus_reading_tune27
    import corpus_reading_tune28
    import corpus_reading_tune29
    import corpus_reading_tune30
    import corpus_reading_tune31
    import corpus_reading_tune32
    import corpus_reading_tune33
    import corpus_reading_tune34
    import corpus_reading_tune35
    import corpus_reading_tune36
    import corpus_reading_tune37
    import corpus_reading_tune38
    import corpus_reading_tune39
    import corpus_reading_tune40
    import corpus_reading_tune41
    import corpus_reading_tune42
    import corpus_reading_tune43
    import corpus_reading_tune44
    import corpus_reading_tune45
    import corpus_reading_tune46
    import corpus_reading_tune47
    import corpus_reading_tune48
    import corpus_reading_tune49
    import corpus_reading_tune50
    import corpus_reading_tune51
    import corpus_reading_tune52
    import corpus_reading_tune53
    import corpus_reading_v2
    import corpus_reading_v3
    import corpus_reading_v4
    import corpus_reading_v5
    import corpus_reading_v6
    import corpus_reading_v7
    import corpus_reading_v8
    import corpus_reading_v9
    import corpus_reading_v10
    import corpus_reading_v11
    import corpus_reading_v12
    import corpus_reading_v13
    import corpus_reading_v14
    import corpus_reading_v15
    import corpus_reading_v16
    import corpus_reading_v17
    import corpus_reading_v18
    import corpus_reading_v19
    import corpus_reading_v20
    import corpus_reading_v21
    import corpus_reading_v22
    import corpus_reading_v23
    import corpus_reading_v24
    import corpus_reading_v25
    import corpus_reading_v26
    import corpus_reading_v27
    import corpus_reading_v28
    import corpus_reading_v29
    import corpus_reading_v30
    import corpus_reading_v31
    import corpus_reading_v32
    import corpus_reading_v33
    import corpus_reading_v34
    import corpus_reading_v35
    import corpus_reading_v36
    import corpus_reading_v37
    import corpus_reading_v38
    import corpus_reading_v39
    import corpus_reading_v40
    import corpus_reading_v41
    import corpus_reading_v42
    import corpus_reading_v43
    import corpus_reading_v44
    import corpus_reading_v45
    import corpus_reading_v46
    import corpus_reading_v47
    import corpus_reading_v48
    import corpus_reading_v49
    import corpus_reading_v50
    import corpus_reading_v51
    import corpus_reading_v52
    import corpus_reading_v53
    import corpus_reading_v54
    import corpus_reading_v55
    import corpus_reading_v56
    import corpus_reading_v57
    import corpus_reading_v58
    import corpus_reading_v59
    import corpus_reading_v60
    import corpus_reading_v61
    import corpus_reading_v62
    import corpus_reading_v63
    import corpus_reading_v64
    import corpus_reading_v65
    import corpus_reading_v66
    import corpus_reading_v67
    import corpus_reading_v68
    import corpus_reading_v69
    import corpus_reading_v70
    import corpus_reading_v71
    import corpus_reading_v72
    import corpus_reading_v73
    import corpus_reading_v74
    import corpus_reading_v75
    import corpus_reading_v76
    import corpus_reading_v77

    corpora = {
        "v1": corpus_reading.split,
        "v2": corpus_reading_v2.split,
        # v3: written for the done-when check and wholly held out: -v lists its misses, so
        # read those only once the set is spent (its two halves together are the measure).
        "v3": corpus_reading_v3.split,
        # v4: issue 35's fresh held-out set, written after v1-v3 were spent on tuning and
        # labelled without running any reader: measure it once, then it is tuning data too.
        "v4": corpus_reading_v4.split,
        # t5: tuning cases for the three habits v4 found unread, in several variants each,
        # labelled before the readers changed.
        "t5": corpus_reading_tune5.split,
        # v5: the third round's fresh held-out set (real SmolLM2-135M replies among them),
        # labelled without running any reader, measured once by the lead: tuning data now.
        "v5": corpus_reading_v5.split,
        # t6: tuning cases for the habits v5 found misread, in several variants each,
        # labelled before the readers changed.
        "t6": corpus_reading_tune6.split,
        # v6: the fourth round's fresh held-out set (real Gemma 3 270M base-model replies among
        # them), labelled without running any reader: measure it once; until then leave -v off.
        "v6": corpus_reading_v6.split,
        # t7: tuning cases for the habits v6 found misread, in several variants each,
        # labelled before the readers changed.
        "t7": corpus_reading_tune7.split,
        # v7: the fifth round's fresh held-out set (175 replies in today's styles, no real
        # model), labelled without running any reader: measured once by the lead, tuning data now.
        "v7": corpus_reading_v7.split,
        # t8: tuning cases for the habits v7 found misread, in several variants each (near
        # variants in other languages and wrappers too), labelled before the readers changed.
        "t8": corpus_reading_tune8.split,
        # v8: the sixth round's fresh held-out set (real SmolLM2-135M and Gemma 3 270M replies
        # among today's styles), labelled without running any reader: measured once by the
        # lead, tuning data now.
        "v8": corpus_reading_v8.split,
        # t9: tuning cases for the habits v8 found misread, in several variants each (with
        # controls that must abstain), labelled before the readers changed.
        "t9": corpus_reading_tune9.split,
        # v9: issue 35's ninth fresh held-out set (168 written replies in today's styles, no
        # model run), labelled without running any reader: measured once by the lead, tuning
        # data now.
        "v9": corpus_reading_v9.split,
        # t10: tuning cases for the habits v9 found misread (purpose clauses, numbers in
        # words, notes on a strict answer line), with controls, labelled before the readers
        # changed.
        "t10": corpus_reading_tune10.split,
        # v10: issue 35's tenth fresh held-out set (169 written replies in today's styles, no
        # model run), labelled without running any reader or reading the readers' code: measure
        # it once; measured once by the lead, tuning data now.
        "v10": corpus_reading_v10.split,
        # t11: tuning cases for the false successes v10 found (zero-length steps in a written
        # path, a broken maze block offered beside a good one, several moves on one answer
        # line), with controls, labelled before the readers changed.
        "t11": corpus_reading_tune11.split,
        # v11: issue 35's eleventh fresh held-out set (162 written replies, no model run),
        # labelled without running any reader or reading the readers' code: measure it once;
        # until then leave -v off.
        "v11": corpus_reading_v11.split,
        # t12: tuning cases for the habits v11 found misread (hedges with no pick, 1-indexed
        # cells said as such, YAML/named fields/tool calls/HTML tables, a whole route where one
        # move was asked), with controls, labelled before the readers changed.
        "t12": corpus_reading_tune12.split,
        # v12: issue 35's twelfth fresh held-out set (180 written replies, 34 in the
        # real small models' habits, no model run), labelled without running any reader or
        # reading the readers' code: measure it once; until then leave -v off.
        "v12": corpus_reading_v12.split,
        # t13: tuning cases for the habits v12 found misread (two moves offered with no pick,
        # a direction picked after a table of options, ordinal cells, a clock's hands, two
        # conventions naming one cell), with controls, labelled before the readers changed.
        "t13": corpus_reading_tune13.split,
        # v13: issue 35's thirteenth fresh held-out set (164 written replies, 30 in the real
        # small models' habits, no model run), labelled without running any reader or reading
        # the readers' code: measure it once; until then leave -v off.
        "v13": corpus_reading_v13.split,
        # v14: issue 35's fourteenth fresh held-out set (157 written replies, 30 in the large
        # reasoning models' long habits, no model run), labelled without running any reader or
        # reading the readers' code: measure it once; until then leave -v off.
        "v14": corpus_reading_v14.split,
        # t14: tuning cases for the habits v13 and v14 found misread (two puzzle squares offered
        # with no pick, a route past G, p/g in lower case, turns in degrees to a side,
        # half-formed labels), with controls, labelled before the readers changed.
        "t14": corpus_reading_tune14.split,
        # v15: issue 35's fifteenth fresh held-out set (142 written replies, 21 in the real
        # small models' habits, no model run), labelled without running any reader or reading
        # the readers' code: measure it once; until then leave -v off.
        "v15": corpus_reading_v15.split,
        # t15: tuning cases for the habits v15 found misread (the answer line's cell and its own
        # direction word naming different neighbours, pairs said to be (column, row)), with
        # controls, labelled before the readers changed.
        "t15": corpus_reading_tune15.split,
        # v16: issue 35's sixteenth fresh held-out set (152 written replies, 19 in the real
        # small models' habits, no model run), labelled without running any reader or reading
        # the readers' code: measure it once; until then leave -v off.
        "v16": corpus_reading_v16.split,
        # v17: issue 35's seventeenth fresh held-out set (157 written replies, 23 in the real
        # small models' habits, no model run), labelled without running any reader or reading
        # the readers' code: measure it once; until then leave -v off.
        "v17": corpus_reading_v17.split,
        # v18: issue 35's eighteenth fresh held-out set (165 written replies, 24 in the real
        # small models' habits, the common replies today's models write; no model run),
        # labelled without running any reader or reading the readers' code: measure it once;
        # until then leave -v off.
        "v18": corpus_reading_v18.split,
        # v19: issue 35's nineteenth fresh held-out set (173 written replies, 23 in the real
        # small models' habits, a natural mix with about a third hard or unclear; no model
        # run), labelled without running any reader or reading the readers' code: measure it
        # once; until then leave -v off.
        "v19": corpus_reading_v19.split,
        # v20: issue 35's twentieth fresh held-out set (184 written replies, 21 in the real
        # small models' habits, a natural mix with about a third hard or unclear; no model
        # run), labelled without running any reader or reading the readers' code: measure it
        # once; until then leave -v off.
        "v20": corpus_reading_v20.split,
        # v21: issue 35's twenty-first fresh held-out set (178 written replies, 25 in the real
        # small models' habits, a natural mix of about two thirds, the rest chosen hard or
        # unclear; no model run), labelled without running any reader or reading the readers'
        # code: measure it once; until then leave -v off.
        "v21": corpus_reading_v21.split,
        # v22: issue 35's twenty-second fresh held-out set (181 written replies, 23 in the real
        # small models' habits, a natural mix of about two thirds, the rest chosen hard or
        # unclear; no model run), labelled without running any reader or reading the readers'
        # code: measure it once; until then leave -v off.
        "v22": corpus_reading_v22.split,
        # v23: issue 35's twenty-third fresh held-out set (171 written replies, 21 in the real
        # small models' habits, a natural mix of about two thirds, the rest chosen hard or
        # unclear; no model run), labelled without running any reader or reading the readers'
        # code: measure it once; until then leave -v off.
        "v23": corpus_reading_v23.split,
        # v24: issue 35's twenty-fourth fresh held-out set (146 written replies, 23 in the real
        # small models' habits, a natural mix of about two thirds, the rest chosen hard or
        # unclear; no model run), labelled without running any reader or reading the readers'
        # code: measure it once; until then leave -v off.
        "v24": corpus_reading_v24.split,
        # v25: issue 35's twenty-fifth fresh held-out set (181 written replies, 26 in the real
        # small models' habits, a natural mix of about two thirds, the rest chosen hard or
        # unclear; no model run), labelled without running any reader or reading the readers'
        # code: measure it once; until then leave -v off.
        "v25": corpus_reading_v25.split,
        # v26: issue 35's twenty-sixth fresh held-out set (155 written replies, 20 in the real
        # small models' habits, a natural mix of about two thirds, the rest chosen hard or
        # unclear; no model run), labelled without running any reader or reading the readers'
        # code: measure it once; until then leave -v off.
        "v26": corpus_reading_v26.split,
        # v27: issue 35's twenty-seventh fresh held-out set (178 written replies, 20 in the real
        # small models' habits, a natural mix of about two thirds, the rest chosen hard or
        # unclear; no model run), labelled without running any reader or reading the readers'
        # code: measure it once; until then leave -v off.
        "v27": corpus_reading_v27.split,
        # v28: issue 35's twenty-eighth fresh held-out set (180 written replies, 22 in the real
        # small models' habits, a natural mix of about two thirds, the rest unclear replies a
        # program may take as definite and their clear look-alikes; no model run), labelled
        # without running any reader or reading the readers' code: measure it once; until
        # then leave -v off.
        "v28": corpus_reading_v28.split,
        # v29: issue 35's twenty-ninth fresh held-out set (165 written replies, 22 in the real
        # small models' habits, a natural mix of about two thirds, the rest unclear replies a
        # program may take as definite and their clear look-alikes; no model run), labelled
        # without running any reader or reading the readers' code: measure it once; until
        # then leave -v off.
        "v29": corpus_reading_v29.split,
        # v30: issue 35's thirtieth fresh held-out set (189 written replies, 22 in the real
        # small models' habits, a natural mix of about two thirds, the rest unclear replies a
        # program may take as definite and their clear look-alikes; no model run), labelled
        # without running any reader or reading the readers' code: measure it once; until
        # then leave -v off.
        "v30": corpus_reading_v30.split,
        # v31: issue 35's thirty-first fresh held-out set (168 written replies, 23 in the real
        # small models' habits, a natural mix of about two thirds, the rest unclear replies a
        # program may take as definite and their clear look-alikes; no model run), labelled
        # without running any reader or reading the readers' code: measure it once; until
        # then leave -v off.
        "v31": corpus_reading_v31.split,
        # v32: issue 35's thirty-second fresh held-out set (162 written replies, 20 in the real
        # small models' habits, a natural mix of about two thirds, the rest unclear replies a
        # program may take as definite and their clear look-alikes; no model run), labelled
        # without running any reader or reading the readers' code: measure it once; until
        # then leave -v off.
        "v32": corpus_reading_v32.split,
        # v33: issue 35's thirty-third fresh held-out set (171 written replies, 23 in the real
        # small models' habits, a natural mix of about two thirds, the rest unclear replies a
        # program may take as definite and their clear look-alikes; no model run), labelled
        # without running any reader or reading the readers' code: measure it once; until
        # then leave -v off.
        "v33": corpus_reading_v33.split,
        # v34: issue 35's thirty-fourth fresh held-out set (174 written replies, 26 in the real
        # small models' habits, the everyday mix about three quarters, the rest unclear replies
        # a program may take as definite and their clear look-alikes, about even; no model
        # run), labelled without running any reader or reading the readers' code: measure it
        # once; until then leave -v off.
        "v34": corpus_reading_v34.split,
        # v35: issue 35's thirty-fifth fresh held-out set (157 written replies, 23 in the real
        # small models' habits, the everyday mix about three quarters, the rest unclear replies
        # a program may take as definite and their clear look-alikes, about even; no model
        # run), labelled without running any reader or reading the readers' code: measure it
        # once; until then leave -v off.
        "v35": corpus_reading_v35.split,
        # v36: issue 35's thirty-sixth fresh held-out set (156 written replies, 20 in the real
        # small models' habits, the everyday mix about three quarters, the rest unclear replies
        # and their clear look-alikes, about even; no model run), labelled without running any
        # reader or reading the readers' code: measure it once; until then leave -v off.
        "v36": corpus_reading_v36.split,
        # v37: issue 35's thirty-seventh fresh held-out set (158 written replies, 21 in the real
        # small models' habits, the everyday mix about three quarters, the rest unclear replies
        # and their clear look-alikes, about even: summaries, notes and caveats, "would also
        # work", echoed templates, assumptions, confidence ratings, two notations, a re-read
        # prompt; no model run), labelled without running any reader or reading the readers'
        # code: measure it once; until then leave -v off.
        "v37": corpus_reading_v37.split,
        # v38: issue 35's thirty-eighth fresh held-out set (158 written replies, 21 in the real
        # small models' habits, the everyday mix about three quarters, the rest unclear replies
        # and their clear look-alikes, about even: answers as code, ASCII art beside the answer,
        # earlier turns quoted or only referred to, apologies, future moves, footers, answers
        # stated mid-way, reasoning that drifts after the answer, translations; no model run),
        # labelled without running any reader or reading the readers' code: measure it once;
        # until then leave -v off.
        "v38": corpus_reading_v38.split,
        # v39: issue 35's thirty-ninth fresh held-out set (169 written replies, 22 in the real
        # small models' habits, the everyday mix about three quarters, the rest unclear replies
        # and their clear look-alikes, about even: answers in marked or unmarked tables, a
        # slightly different question answered, numbered lists of final answers, long
        # preambles, HTML wrappers, ticks and emoji, the coordinate list's own words, clarifying
        # questions, personas and stories; no model run), labelled without running any reader
        # or reading the readers' code: measure it once; until then leave -v off.
        "v39": corpus_reading_v39.split,
        # v40: issue 35's fortieth fresh held-out set (170 written replies, 22 in the real
        # small models' habits, the everyday mix about three quarters, the rest the hard cases of
        # everyday replies in unclear and clear look-alike pairs, about even: chains of thought
        # that commit or leave a tie, <think> drafts replaced or final lines that hedge, a
        # question to the user after or instead of the answer, hedges kept or preferring
        # another, replies breaking off after the answer or cut off before it, Chinese picking
        # in words or leaving both; no model run), labelled without running any reader or
        # reading the readers' code: measure it once; until then leave -v off.
        "v40": corpus_reading_v40.split,
        # v41: written for the done-when check and wholly held out (166 replies written in
        # today's families' house styles, the real small models' habits, the everyday mix about
        # three quarters, the rest the hard cases of everyday replies in unclear and clear
        # look-alike pairs, about even: an answer first with a check after it that keeps it or
        # turns to another, a self-correction naming the new value or a withdrawal naming none,
        # a Qwen3 thinking block closed with an answer after it or never closed, a table with
        # one row chosen or two tied, Chinese committing in words or asking the user to choose;
        # no model run), labelled without running any reader or reading the readers' code:
        # measure it once; until then leave -v off.
        "v41": corpus_reading_v41.split,
        # v42: written for the done-when check and wholly held out (162 replies written in
        # today's families' house styles, the real small models' habits, the everyday mix about
        # three quarters, the rest the hard cases of everyday replies in unclear and clear
        # look-alike pairs, about even: two answers weighed with a pick in words or none, a
        # correction naming the new value or a withdrawal naming none, a <think> draft followed
        # by an answer or a block never closed, a hedged final line that commits or stays open,
        # a check after the answer that confirms or prefers another, a Chinese pick or a
        # question to the user, a condition the prompt settles or one left open; no model run),
        # labelled without running any reader or reading the readers' code: measure it once;
        # until then leave -v off.
        "v42": corpus_reading_v42.split,
        # v43: written for the done-when check and wholly held out (169 replies, over a third
        # Qwen-style: Chinese, mixed Chinese/English, full-width, thinking mode; the everyday mix
        # about three quarters with the real small models' habits, the rest the hard cases of
        # Qwen's and DeepSeek's Chinese replies in unclear and clear look-alike pairs, about even:
        # '等等，不对' with a new value or none, a hedged last sentence keeping one answer or adding
        # a second, two answers with a pick or none, a question after the answer or instead of
        # it, a check after the answer that confirms or leaves a doubt, a <think> draft or a
        # block never closed, a condition settled or left open; no model run), labelled without
        # running any reader or reading the readers' code: measure it once; until then leave -v
        # off.
        "v43": corpus_reading_v43.split,
        # v44: a forty-fourth blind set (written replies leaning on the non-Qwen families and on
        # one-shot, generation and the puzzle; answers in prose with or without a pick,
        # tables or lists with one option marked or none, "Final answer" headings with a
        # caveat that keeps or reopens them, cut-offs inside the final answer, reformatted
        # paths and mazes, replies in the other vocabulary languages and a few outside them;
        # no model run), labelled without running any reader or reading the readers' code:
        # measure it once; until then leave -v off.
        "v44": corpus_reading_v44.split,
        # v45: a forty-fifth blind set (written replies in a natural study mix, about a quarter
        # Qwen-style with Chinese and thinking mode; candidates walked then committed in words
        # or not, answers restated in another form that agrees or conflicts, answers first with
        # a justification, tables marked or not, corrections and withdrawals, caveats that keep
        # or reopen the answer, questions after an answer or instead of one; no model run),
        # labelled without running any reader or reading the readers' code: measure it once;
        # until then leave -v off.
        "v45": corpus_reading_v45.split,
        # v46: a forty-sixth blind set (written replies from Qwen, in Chinese and English, and
        # the open-weight families, the puzzle weighed like each maze phase; puzzle squares by
        # position words and turns in words, several rotations with one committed or none,
        # one-shot detours then a corrected path, mazes drafted then final or with commentary
        # rows, a shape with its variant or a letter; no model run), labelled without running
        # any reader or reading the readers' code: measure it once; until then leave -v off.
        "v46": corpus_reading_v46.split,
        # v47: a forty-seventh blind set (written replies, a natural study mix with Qwen at
        # about a third, in Chinese, English and thinking mode; answers restated in another form
        # that agree or clash, doubts and questions on the answer line, picks among options in
        # words, prose answers in the vocabulary languages; no model run), labelled without
        # running any reader or reading the readers' code: measure it once; until then leave -v off.
        "v47": corpus_reading_v47.split,
        # v48: a forty-eighth blind set (written replies in the long reasoning models' layouts:
        # thinking blocks, answers revised several times, final sections under headings,
        # summaries after the answer, cut-offs inside the thinking, between it and the answer and
        # inside the answer; about a third Chinese or mixed; a revision that stands or is
        # withdrawn, a summary that agrees or names another answer, a "but actually" with a
        # value or without; no model run), labelled without running any reader or reading the
        # readers' code: measure it once; until then leave -v off.
        "v48": corpus_reading_v48.split,
        # v49: a forty-ninth blind set (written replies as each family answers most of the time:
        # about a third Qwen incl. Chinese and thinking mode; the chosen quarter from what a
        # study's transcripts hold most often: two answers with or without a pick, a check after
        # the answer that confirms or is left open, a correction or a withdrawal, a hedge that
        # commits or leans away, a question back or a condition both ways, cut-offs; no model
        # run), labelled without running any reader or reading the readers' code: measure it
        # once; until then leave -v off.
        "v49": corpus_reading_v49.split,
        # v50: a fiftieth blind set (written replies; the rotation puzzle and recognition as
        # Qwen and the open-weight families answer them: squares by coordinates, ordinals or
        # position words, turns by words, degrees, left/right or Chinese, shapes by name,
        # variant, letter or Chinese name; summaries that agree or name another answer,
        # withdrawals and corrections, picks among options; no model run), labelled without
        # running any reader or reading the readers' code: measure it once; until then leave -v off.
        "v50": corpus_reading_v50.split,
        # v51: a fifty-first blind set, unmeasured (written replies, the everyday transcript with
        # the western families first: about 15% Qwen with some Chinese, then GPT, o-series,
        # Claude, Gemini, Llama, Mistral/Mixtral, DeepSeek, Phi, Gemma and the small models'
        # habits; the chosen quarter: two answers with or without a pick, a check or summary
        # after the answer that agrees or names another, a hedge or condition settled or open,
        # a correction or a withdrawal, an offer or a question back, cut-offs; no model run),
        # labelled without running any reader or reading the readers' code: measure it once;
        # until then leave -v off.
        "v51": corpus_reading_v51.split,
        # v52: a fifty-second blind set (written replies, the everyday transcript with Qwen
        # first: about half Qwen2.5/Qwen3/QwQ, most in Chinese or mixed, thinking mode among
        # them; then DeepSeek, GLM-4, Yi, InternLM, Baichuan, Llama and SmolLM2/Gemma 3 habits;
        # a summary that agrees or names another answer, a hedge or a 如果…的话 condition
        # settled or open, 不对/改成 with a new answer or none, a question back, cut-offs; no model
        # run), labelled without running any reader or reading the readers' code: unmeasured,
        # measure it once; until then leave -v off.
        "v52": corpus_reading_v52.split,
        # v53: a fifty-third blind set, unmeasured (written replies; one study's natural mix as the
        # runner would collect it: Qwen with Chinese and thinking, open-weight instruct models,
        # API models and the small models' echoes, repeats and cut-offs, the formats slightly off;
        # look-alike pairs: repeats that agree or conflict, plans of several moves, extra rows and
        # stray characters, unrelated continuations, caveats, cut-offs; no model run), labelled
        # without running any reader or reading the readers' code: measure it once; until then
        # leave -v off.
        "v53": corpus_reading_v53.split,
        # v54: a fifty-fourth blind set, unmeasured (written replies; the everyday transcript of
        # reasoning models: DeepSeek-R1 and its distills, QwQ and Qwen3 thinking, often in
        # Chinese, o3/o4-mini and GPT-5, Claude's reasoning summaries, Gemini's headed sections,
        # Phi-4-reasoning, the small distills' repeats, drafts and cut-offs; look-alike pairs: a
        # draft in the thinking or an answer only in a thinking block never closed, a "wait"
        # that changes, checks or doubts the answer, two finals or the same one twice, a summary
        # that agrees or names another, a condition settled or open; no model run), labelled
        # without running any reader or reading the readers' code: measure it once; until then
        # leave -v off.
        "v54": corpus_reading_v54.split,
        # v55: a fifty-fifth blind set, unmeasured (written replies; the everyday transcript of
        # the rotation puzzle, recognition and generation, about a third Qwen with Chinese:
        # squares by (row, col), square N or position words, turns by words, degrees,
        # left/right or 顺时针/逆时针, shapes plain, Chinese or described, mazes in both
        # encodings and fences; look-alike pairs: a restatement that agrees or not, two squares
        # with or without a pick, a shape "or maybe" another, a corrected or an alternative
        # maze, a description after the maze that agrees or not, cut-offs; no model run),
        # labelled without running any reader or reading the readers' code: measure it once;
        # until then leave -v off.
        "v55": corpus_reading_v55.split,
        # v56: a fifty-sixth blind set, unmeasured (written replies; the multi-turn solve
        # conversation weighted: replies to the first turn or after an invalid move, apologies
        # with a new move, references to earlier turns, the plan restated with the next move,
        # direction words, repeats of a failed move, very short replies; the puzzle as a
        # conversation too; about a third Qwen with Chinese and thinking; look-alike pairs: a
        # plan with the next move marked or not, an apology with a new move or only the failed
        # one, a move "or" another, a direction word that agrees or clashes, cut-offs; no model
        # run), labelled without running any reader or reading the readers' code: measure it
        # once; until then leave -v off.
        "v56": corpus_reading_v56.split,
        # v57: a fifty-seventh blind set, unmeasured (written replies; the everyday transcript
        # of the five prompts, western families first: GPT-4o/4.1/5, o3/o4-mini, Claude with a
        # check after the label, Gemini 2.5's headings and bold answers, Llama, Mistral,
        # DeepSeek, Phi-4, Gemma 3, the small models' echoes, repeats and cut-offs, about 15%
        # Qwen with Chinese; look-alike pairs: a check or summary that agrees or names another
        # answer, a correction or a withdrawal, a condition settled or open, an invitation or a
        # question back, a cut-off and its finished twin; no model run), labelled without
        # running any reader or reading the readers' code: measure it once; until then leave
        # -v off.
        "v57": corpus_reading_v57.split,
        # v58: a fifty-eighth blind set, unmeasured (written replies; the everyday transcript
        # with Qwen first: about half Qwen2.5/Qwen3/QwQ, many in Chinese or mixed, full-width
        # punctuation, 最终答案 and Final Answer headings, thinking mode in every phase; the rest
        # DeepSeek, GLM-4, Yi, InternLM, Baichuan, Llama and the small models; look-alike pairs:
        # a summary that agrees or names another answer, a hedge settled or open, a condition
        # settled or open, 不对/改成 with or without a new answer, a question back, cut-offs; no
        # model run), labelled without running any reader or reading the readers' code: measure
        # it once; until then leave -v off.
        "v58": corpus_reading_v58.split,
        # v59: a fifty-ninth blind set, unmeasured (written replies; one study's natural mix as
        # the package's runner would collect it: about a third Qwen with Chinese and thinking,
        # open-weight instruct models, a few API models and the small models; mostly plain
        # answers and the asked formats slightly off (spaces, brackets, lower case, a full stop,
        # the label on its own line, a fence); look-alike pairs: an answer repeated the same or
        # differently, a plan with its first move marked or several move lines, a check or a
        # doubt after the answer, a condition settled or open, a maze described as it is or as
        # another, cut-offs; no model run), labelled without running any reader or reading the
        # readers' code: measure it once; until then leave -v off.
        "v59": corpus_reading_v59.split,
        # v60: a sixtieth blind set, unmeasured (written replies; the everyday transcript of the
        # five prompts, western families first: GPT-4o/4.1/5, o3/o4-mini, Claude with a check
        # after the label, Gemini 2.5's headings and bold answers, Llama 3.3/4, Mistral/Mixtral,
        # DeepSeek-V3/R1, Phi-4, Gemma 3, the small models' echoes, repeats, half labels and
        # cut-offs, about an eighth Qwen with Chinese; this round's rulings: bold and a heading
        # tolerated by strict, a bare side on the turn line read as a turn; look-alike pairs: a
        # check that confirms or a doubt left open, a summary that agrees or names another
        # answer, a correction or a withdrawal, a condition settled or open, an invitation or a
        # question back, a pick or none, cut-offs; no model run), labelled without running any
        # reader or reading the readers' code: measure it once; until then leave -v off.
        "v60": corpus_reading_v60.split,
        # v61: a sixty-first blind set, unmeasured (written replies; the everyday transcript
        # with Qwen first: about half Qwen2.5/Qwen3/QwQ, many in Chinese or mixed, full-width
        # punctuation, 总结 and 最终答案 headings, bold answer lines, thinking mode in every
        # phase; the rest DeepSeek-V3/R1, GLM-4, Yi, InternLM, Baichuan, Llama and the small
        # models; look-alike pairs: a 总结 that agrees or names another answer, a hedge settled
        # or open, a 如果…的话 condition settled or open, 不对/改成 with or without a new answer,
        # a question back, a pick between 方案 or none, cut-offs; no model run), labelled
        # without running any reader or reading the readers' code: measure it once; until then
        # leave -v off.
        "v61": corpus_reading_v61.split,
        # v62: a sixty-second blind set, unmeasured (written replies; one study's natural mix as
        # the package's runner would collect it: about a third Qwen with Chinese and thinking,
        # open-weight instruct models, a few API models and the small models; mostly plain
        # answers and the asked formats slightly off (spaces, brackets, a 1-indexed slip, lower
        # case, a full stop, bold answer lines, the label on its own line, a fence); look-alike
        # pairs: an answer repeated the same or differently, a plan with this turn's move marked
        # or several move lines, a check or a doubt after the answer, a condition settled or
        # open, a pick or none, a maze described as it is or as another, an extra row, cut-offs;
        # no model run), labelled without running any reader or reading the readers' code:
        # measure it once; until then leave -v off.
        "v62": corpus_reading_v62.split,
        # v63: a sixty-third blind set, unmeasured (written replies; the everyday transcript of
        # the five prompts, western families first: GPT-4o/4.1/5, o3/o4-mini, Claude Sonnet and
        # Opus with a check after the label, Gemini 2.5's headings and bold answers, Llama
        # 3.3/4, Mistral/Mixtral, DeepSeek-V3/R1, Phi-4, Gemma 3, about a sixth Qwen with
        # Chinese and thinking, the small models' echoes, repeats, half labels and cut-offs;
        # look-alike pairs: a check or summary that agrees or names another answer, a doubt or
        # a condition settled or open, a correction or a withdrawal, two options with a pick or
        # none, a question answered or handed back, a maze described as it is or as another, a
        # bare side meant as a turn or as the side to face, cut-offs; no model run), labelled
        # without running any reader or reading the readers' code: measure it once; until then
        # leave -v off.
        "v63": corpus_reading_v63.split,
        # v64: a sixty-fourth blind set, unmeasured (written replies; the everyday transcript
        # with Qwen first: about half Qwen2.5/Qwen3/QwQ, many in Chinese or mixed, full-width
        # punctuation, 总结/答案/最终答案 headings, thinking mode in every phase; the rest
        # DeepSeek-V3/R1, GLM-4, Yi, InternLM, Baichuan, Llama and the small models; look-alike
        # pairs: a 总结 that agrees or names another answer, a hedge settled or open, a 如果…的话
        # condition settled or open, 不对/改成 with or without a new answer, a question answered
        # or handed back, a pick or none, cut-offs; no model run), labelled without running any
        # reader or reading the readers' code: measure it once; until then leave -v off.
        "v64": corpus_reading_v64.split,
        # v65: a sixty-fifth blind set, unmeasured (written replies; one study's natural mix as
        # the package's runner would collect it: about a third Qwen with Chinese and thinking,
        # open-weight instruct models, a few API models and the small models; mostly plain
        # answers and the asked formats slightly off (a cell without its comma, a space before
        # the colon, brackets, a 1-indexed slip, lower case, a full stop, bold answer lines, the
        # label on its own line, a fence); look-alike pairs: a summary naming the same answer or
        # another, a plan with this turn's move marked or several move lines, a check or a
        # doubt after the answer, a condition settled or open, a question answered or handed
        # back, a correction or a withdrawal, a pick or none, a maze described as it is or as
        # another, an extra row, cut-offs; no model run), labelled without running any reader or
        # reading the readers' code: measure it once; until then leave -v off.
        "v65": corpus_reading_v65.split,
        # v66: a sixty-sixth blind set, unmeasured (written replies; the everyday transcript,
        # western families first: GPT-4o/4.1/5, o3/o4-mini, Claude Sonnet and Opus with a check
        # after the label, Gemini 2.5's headings and bold answers, Llama 3.3/4,
        # Mistral/Mixtral, DeepSeek-V3/R1, Phi-4, Gemma 3, about a seventh Qwen with Chinese and
        # thinking, the small models' echoes, repeats, half labels and cut-offs; look-alike
        # pairs: a check or summary that agrees or names another answer, a condition settled or
        # open, a correction or a withdrawal, two options with a pick or none, a question
        # answered or handed back, an invitation to ask more, cut-offs and finished twins; no
        # model run), labelled without running any reader or reading the readers' code:
        # measure it once; until then leave -v off.
        "v66": corpus_reading_v66.split,
        # v67: a sixty-seventh blind set, unmeasured (written replies; the everyday transcript
        # with Qwen first: about half Qwen2.5/Qwen3/QwQ, many in Chinese or mixed, full-width
        # punctuation, 总结/答案/最终答案 headings, thinking mode in every phase; the rest
        # DeepSeek-V3/R1, GLM-4, Yi, InternLM, Baichuan, Llama and the small models' echoes,
        # repeats, half labels, cut-offs and no answers; look-alike pairs: a 总结 that agrees or
        # names another answer, a hedge settled or open, a 如果…的话 condition settled or open,
        # 不对/改成 with or without a new answer, two 方案 with a pick or none, a question
        # answered or handed back, cut-offs; no model run), labelled without running any reader
        # or reading the readers' code: measure it once; until then leave -v off.
        "v67": corpus_reading_v67.split,
        # v68: a sixty-eighth blind set, unmeasured (written replies; one study's natural mix as
        # the package's runner would collect it: about a third Qwen with Chinese and thinking,
        # open-weight instruct models, a few API models and the small models; mostly plain
        # answers and the asked formats slightly off (two spaces after the label, a cell without
        # its comma, brackets, a 1-indexed slip, lower case, a full stop, bold answer lines, the
        # label on its own line, a fence); look-alike pairs: a summary naming the same answer or
        # another, a plan with this turn's move marked or several move lines, an extra row, an
        # answer then an unrelated continuation or a retraction, a condition settled or open, a
        # question answered or handed back, a pick or none, a bare side as a turn or as the
        # facing side, cut-offs; no model run), labelled without running any reader or reading
        # the readers' code: measure it once; until then leave -v off.
        "v68": corpus_reading_v68.split,
        # v69: a sixty-ninth blind set, unmeasured (written replies; the everyday transcript
        # with the western families first: GPT-4o/4.1/5, o3/o4-mini, Claude Sonnet/Opus with a
        # check after the answer, Gemini 2.5 headings, bullets and bold answers, Llama,
        # Mistral/Mixtral, DeepSeek-V3/R1 thinking, Phi-4, Gemma 3, about a seventh Qwen with
        # Chinese and thinking, and the small models' echoes, repeats, half labels, cut-offs and
        # no answers; look-alike pairs: a check or summary after the answer that agrees or
        # disagrees, a hedge or condition settled or open, a correction or a withdrawal, two
        # options with a pick or none, an invitation to ask more or a question handed back,
        # cut-offs and their finished twins; no model run), labelled without running any reader
        # or reading the readers' code: measure it once; until then leave -v off.
        "v69": corpus_reading_v69.split,
        # v70: a seventieth blind set, unmeasured (written replies; the everyday transcript with
        # Qwen first: about half Qwen2.5/Qwen3/QwQ, many in Chinese or mixed, full-width
        # punctuation, 答案/最终答案 headings, Chinese shape and turn words, thinking mode in
        # every phase; the rest DeepSeek-V3/R1, GLM-4, Yi, InternLM, Baichuan, Llama and the small
        # models' echoes, repeats, a half label, cut-offs and no answers; look-alike pairs: a 总结
        # that agrees or names another answer, a hedge settled or open, a 如果…的话 condition
        # settled or open, 不对/改成 with or without a new answer, two 方案 with a pick or none, a
        # question answered or handed back, cut-offs and finished twins; no model run), labelled
        # without running any reader or reading the readers' code: measure it once; until then
        # leave -v off.
        "v70": corpus_reading_v70.split,
        # v71: a seventy-first blind set, unmeasured (written replies; one study's natural mix
        # as the package's runner would collect it: about a third Qwen with Chinese and
        # thinking, open-weight instruct models, a few API models and the small models; mostly
        # plain answers and the asked formats slightly off (two spaces after the label, a cell
        # without its comma, square brackets, a 1-indexed slip, lower or title case labels, a
        # full stop, bold answer lines, values or labels, the label on its own line, a fence);
        # look-alike pairs: a restatement naming the same answer or another, a plan with this
        # turn's move marked or several move lines, an extra row, an answer then a chat-turn or
        # quiz continuation or a retraction, a check or a doubt after it, a condition settled or
        # open, a question answered or handed back, a pick or none, a bare side as a turn or as
        # the facing side, cut-offs; no model run), labelled without running any reader or
        # reading the readers' code: measure it once; until then leave -v off.
        "v71": corpus_reading_v71.split,
        # v72: a seventy-second blind set, unmeasured (written replies; the everyday transcript
        # with the western families first: GPT-4o/4.1/5, o3 and o4-mini, Claude with a check
        # after the answer, Gemini's headings and bold answers, Llama, Mistral/Mixtral,
        # DeepSeek-V3/R1 thinking, Phi-4, Gemma 3, about a seventh Qwen with Chinese and
        # thinking, and the small models' echoes, repeats, cut-offs and no answers; look-alike
        # pairs: a check or summary after the answer agreeing or not, a hedge or condition
        # settled or open, a correction or a withdrawal, two options with a pick or none, an
        # invitation to ask more or a question handed back, a bare side as a turn or as the
        # facing side, cut-offs and finished twins; no model run), labelled without running any
        # reader or reading the readers' code: measure it once; until then leave -v off.
        "v72": corpus_reading_v72.split,
        # v73: a seventy-third blind set, unmeasured (written replies; the everyday transcript,
        # Qwen first: about half Qwen2.5, Qwen3 and QwQ, many in Chinese or mixing Chinese and
        # English with full-width punctuation, Chinese direction words and 总结/答案/最终答案
        # headings, thinking mode among them; the rest DeepSeek-V3/R1, GLM-4, Yi, InternLM,
        # Baichuan, Llama and the small models; look-alike pairs: a 总结 agreeing or not, a hedge
        # settled or not, a 如果…的话 condition settled or open, a 不对 correction with or without
        # a new answer, a pick or none, a question back, a bare side as a turn or as the facing
        # side, cut-offs and finished twins; no model run), labelled without running any reader
        # or reading the readers' code: measure it once; until then leave -v off.
        "v73": corpus_reading_v73.split,
        # v74: a seventy-fourth blind set, unmeasured (written replies; one study's natural mix
        # as the package's runner would collect it: about a third Qwen with Chinese and
        # thinking, open-weight instruct models, a few API models and the small models; mostly
        # plain answers and the asked formats slightly off (two spaces after the label, a cell
        # without its comma, commas between path cells, square brackets, a 1-indexed slip, lower
        # case labels, a full stop, bold answer lines, the label on its own line, a fence,
        # "rectangle" and "box" for the square); look-alike pairs: a restatement naming the same
        # answer or another, a plan with this turn's move marked or several move lines, an extra
        # row or a stray character, an answer then an unrelated continuation or a withdrawal, a
        # check or a doubt after it, a condition settled or open, a question answered or handed
        # back, a pick or none, cut-offs; no model run), labelled without running any reader or
        # reading the readers' code: measure it once; until then leave -v off.
        "v74": corpus_reading_v74.split,
        # v75: a seventy-fifth blind set, unmeasured (written replies; the everyday transcript,
        # western families first: GPT-4o/4.1/5, o3 and o4-mini terse, Claude with a check after
        # the answer, Gemini 2.5 with headings and bold answers, Llama 3.3/4, Mistral/Mixtral,
        # DeepSeek-V3/R1 thinking, Phi-4, Gemma 3, about a seventh Qwen (some Chinese) and the
        # small models; look-alike pairs: a check or a summary after the answer agreeing or
        # not, a correction or a withdrawal, an invitation to ask more or a question handed
        # back, a condition settled or open, a pick or none, cut-offs and finished twins; no
        # model run), labelled without running any reader or reading the readers' code:
        # measure it once; until then leave -v off.
        "v75": corpus_reading_v75.split,
        # v76: a seventy-sixth blind set, unmeasured (written replies; the everyday transcript,
        # Qwen first: Qwen2.5, Qwen3 thinking and not, and QwQ, many in Chinese or mixing
        # Chinese and English (full-width punctuation, Chinese direction, position and shape
        # words, 总结/答案/最终答案 headings), then DeepSeek-V3/R1, GLM-4, Yi, InternLM, Baichuan,
        # Llama and the small models; look-alike pairs: a 总结 agreeing or not, a hedge settled
        # or open, a 如果 condition settled or open, 不对/改成 with or without a new answer, a
        # question answered or handed back, cut-offs and their finished twins; no model run),
        # labelled without running any reader or reading the readers' code: measure it once;
        # until then leave -v off.
        "v76": corpus_reading_v76.split,
        # v77: a seventy-seventh blind set, unmeasured (written replies; one study's natural
        # mix as the package's runner would collect it: about a third Qwen with Chinese and
        # thinking, open-weight instruct models, a few API models and the small models; mostly
        # plain answers and the asked formats slightly off (two spaces after the label, a cell
        # without its comma, commas between path cells, square brackets, a 1-indexed slip said
        # and unsaid, lower case labels, a full stop, bold answer lines, the label on its own
        # line, a fence, "rectangle" and "box" for the square, "square N" and a bare side in
        # the puzzle); look-alike pairs: a restatement naming the same answer or another, a
        # plan with this turn's move marked or several move lines, an extra row or a stray
        # character, an answer then an unrelated continuation or a withdrawal, a check or a
        # doubt after it, a condition settled or open, a question answered or handed back, a
        # pick or none, cut-offs; no model run), labelled without running any reader or
        # reading the readers' code: measure it once; until then leave -v off.
        "v77": corpus_reading_v77.split,
        # t16: tuning cases for the habits v16 found misread (direction and rotation words in
        # ten languages, solids named for a shape, numbered routes, squares by ordinal,
        # half-formed labels), with controls, labelled before the readers changed.
        "t16": corpus_reading_tune16.split,
        # t17: tuning cases for the habits v17 found misread (answers re-derived to another,
        # cells offered, both turn directions, digit ordinals, unclosed pairs, backticks), with
        # controls, labelled before the readers changed.
        "t17": corpus_reading_tune17.split,
        # t18: tuning cases for the habits v18 found misread (negated directions, several moves
        # for one, numbered arrow routes, route tables), with controls, labelled before the
        # readers changed.
        "t18": corpus_reading_tune18.split,
        # t19: tuning cases for the habits v19 found misread (a check after the answer that
        # prefers another answer), with controls, labelled before the readers changed.
        "t19": corpus_reading_tune19.split,
        # t20: tuning cases for the habits v20 found misread (a check concluding on another
        # shape by its letter, numbered plans of cell pairs, CJK turn words with or without a
        # space), with controls, labelled before the readers changed.
        "t20": corpus_reading_tune20.split,
        # t21: tuning cases for the habits v21 found misread (a later sentence settling on
        # another answer, both turns offered before a bare square, circling ordinals, a
        # direction after its verb), with controls, labelled before the readers changed.
        "t21": corpus_reading_tune21.split,
        # t22: tuning cases for the habits v22 found misread (a later sentence settling on a
        # figure that is none of the shapes, a refused cell before a direction answer line, a
        # turn given by where an opening should face), with controls, labelled before the
        # readers changed.
        "t22": corpus_reading_tune22.split,
        # t23: tuning cases for the habits v23 found misread (two cells offered as
        # possibilities with no pick, a reply whose only move content is one direction), with
        # controls, labelled before the readers changed.
        "t23": corpus_reading_tune23.split,
        # t24: tuning cases for the habits v24 found misread (the other turn named after a
        # one-square answer, a check preferring another cell, a check naming another answer
        # without a verdict), with controls, labelled before the readers changed.
        "t24": corpus_reading_tune24.split,
        # t25: tuning cases for the habits v25 found misread (two moves offered with no pick,
        # a check doubting the answer, a turn by an angle other than a quarter), with controls,
        # labelled before the readers changed.
        "t25": corpus_reading_tune25.split,
        # t26: tuning cases for the habits v26 found misread (a check after the generated maze
        # doubting it, JSON turn keys with the square as {"row", "col"}), with controls,
        # labelled before the readers changed.
        "t26": corpus_reading_tune26.split,
        # t27: tuning cases for the habits v27 found misread (two cells offered with "the cell"
        # and a place phrase, another route preferred after the one-shot path), with controls,
        # labelled before the readers changed.
        "t27": corpus_reading_tune27.split,
        # t28: tuning cases for what text after a committed answer does (withdrawn and never
        # replaced, leaning to another candidate, answers under unsettled conditions, a
        # conclusion naming another, a question back or a maze to be changed), with controls,
        # labelled before the readers changed.
        "t28": corpus_reading_tune28.split,
        # t29: tuning cases for the habits v29 found misread, built from general sources (a
        # retraction and self-doubt lexicon in the ten languages read, preference verbs, an
        # unfinished last sentence, another answer-shaped part, two readings of the task, a
        # repeated move word, an HTML list of cells), with controls, labelled before the
        # readers changed.
        "t29": corpus_reading_tune29.split,
        # t30: tuning cases for the classes v30 found misread, built from classes a linguist
        # would name rather than word lists (a last sentence ending on a closed-class word, an
        # option kept open or the answer hedged, the answer's correctness negated, a
        # disagreeing table or list before the answer, a turn done twice, a command's own
        # clause), with controls, labelled before the readers changed.
        "t30": corpus_reading_tune30.split,
        # t31: tuning cases for the classes v31 found misread (a correction or alternative
        # that breaks off, an answer marked provisional, a question back offering answers,
        # two headed sections with no pick, a doubt after a maze in either encoding, tool-call
        # keys spelling row and column), with controls, labelled before the readers changed.
        "t31": corpus_reading_tune31.split,
        # t32: tuning cases for the classes v32 found misread (cells offered with "can/could
        # ... or", a doubt with the decision put off, a counterfactual with a doubt about the
        # reading, answers under conditions as headings, a turn after an undecided one, a check
        # confirming the answer, the strict reader's spacing), with controls, labelled before
        # the readers changed.
        "t32": corpus_reading_tune32.split,
        # t33: tuning cases for the classes v33 found misread (struck-through text, a diff
        # editing one's own answer, invented dialogue turns, a TL;DR before the long version,
        # a rejection in the passive voice, the strict reader's ROTATE: spacing), with
        # controls, labelled before the readers changed.
        "t33": corpus_reading_tune33.split,
        # t34: tuning cases for the classes v34 found misread (a question to the user the
        # answer waits on, offers joined by "and", a re-examination announced and not done,
        # bold-only headings, a check ending on a one-word verdict), with controls, labelled
        # before the readers changed.
        "t34": corpus_reading_tune34.split,
        # t35: tuning cases for the classes v35 found misread (a correction begun after the
        # answer and broken off in short words, a re-examination "look once more" or a check
        # trailing off on an ellipsis, a question about the maze's form only), with controls,
        # labelled before the readers changed.
        "t35": corpus_reading_tune35.split,
        # t36: tuning cases for the classes v36 found misread, by mechanism (answers under
        # headings with no pick, a withdrawal naming no new value, a doubt about the answer's
        # premise, a check announced and not done, two values under an open condition), with
        # controls, labelled before the readers changed.
        "t36": corpus_reading_tune36.split,
        # t37: tuning cases for the classes v37 found misread, by mechanism (the answer named
        # twice in two forms that disagree, another value offered as an alternative, a caveat
        # naming the answer's failure case), with controls, labelled before the readers changed.
        "t37": corpus_reading_tune37.split,
        # t38: tuning cases for the classes v38 found misread, by mechanism (a translation that
        # disagrees, two answers on one line, code that leaves the pick to chance, a polite
        # invitation to correct), with controls, labelled before the readers changed.
        "t38": corpus_reading_tune38.split,
        # t39: tuning cases for the classes v39 found misread, by mechanism (parallel table
        # rows, ticked lines and numbered answers with no pick), labelled before the readers changed.
        "t39": corpus_reading_tune39.split,
        # t40: tuning cases for the classes v40 found misread (Chinese offers with no pick, a
        # cell the piece is turned to face), labelled before the readers changed.
        "t40": corpus_reading_tune40.split,
        # t41: tuning cases for the classes v42 found misread (Chinese doubts, questions back,
        # conditions and withdrawals after the answer; a move as a prose direction), labelled
        # before the readers changed.
        "t41": corpus_reading_tune41.split,
        # t42: tuning cases for the classes v43 and v44 found misread (a direction with a move
        # verb in any vocabulary language, a marked option among parallel ones, a caveat that
        # keeps the pick, two labelled shapes, a cell left open at the end), labelled before
        # the readers changed.
        "t42": corpus_reading_tune42.split,
        # t43: tuning cases for the classes v45 and v46 found misread (an inflected move verb,
        # a doubt on the answer line naming another value, a turn word after "rotate"),
        # labelled before the readers changed.
        "t43": corpus_reading_tune43.split,
        # t44: tuning cases for the classes v47 and v48 found misread (a turn, a square or a
        # direction said again on or beside the answer's line, a withdrawal with no new
        # value), labelled before the readers changed.
        "t44": corpus_reading_tune44.split,
        # t45: tuning cases for the classes v49 and v50 found misread (a condition before the
        # answer, a summary naming another result, a doubt in new words, an ordinal and a
        # place word beside the move), labelled before the readers changed.
        "t45": corpus_reading_tune45.split,
        # t46: tuning cases for the classes v51, v52 and v53 found misread (two answers under
        # an if/otherwise pair or "unless ..., in which case", equal alternatives in a list, a
        # hedge leaning to another value, a summary in new forms, a pick by number, a cell
        # with no comma), labelled before the readers changed.
        "t46": corpus_reading_tune46.split,
        # t47: tuning cases for the largest class v54, v55 and v56 found misread (answer lines
        # of one label naming different values, nothing saying which stands), labelled before
        # the readers changed.
        "t47": corpus_reading_tune47.split,
        # t48: tuning cases for v54-v59's open conditions in new forms and the lead's ruling on
        # a bare side on the turn line, labelled before the readers changed.
        "t48": corpus_reading_tune48.split,
        # t49: tuning cases for v60-v62's if/otherwise pairs before the answer in every
        # language and doubts after the answer left open, labelled before the readers changed.
        "t49": corpus_reading_tune49.split,
        # t50: tuning cases for v63-v65's classes (words about another answer: a route by its
        # sides, a square by its place, a maze by place, size and shape before or after it; a
        # condition after the answer with the other case; a doubt of resemblance; a correction
        # or a check after the answer), labelled before the readers changed.
        "t50": corpus_reading_tune50.split,
        # t51: tuning cases for v66-v68's classes (a condition remark after the answer with its
        # other case; two answers each under its own condition; alternatives offered; a recap
        # naming another route; a correction naming its new answer in a sentence; an echoed
        # format example), labelled before the readers changed.
        "t51": corpus_reading_tune51.split,
        # t52: tuning cases for v69-v71's classes (a premise remark after the answer with its
        # other case; a check's doubt with a consequence naming another value; a Chinese
        # condition pair before the answer whose second case is a negated predicate), labelled
        # before the readers changed.
        "t52": corpus_reading_tune52.split,
        # t53: tuning cases for v72-v74's classes (answers under option labels or offered
        # with "This one works too:", none picked; a restatement headed "Again:" naming
        # another value), labelled before the readers changed.
        "t53": corpus_reading_tune53.split,
    }
    chosen = [a for a in sys.argv[1:] if a in corpora] or list(corpora)
    for corpus in chosen:
        halves = corpora[corpus]()
        for name in ("tune", "heldout"):
            print(summary(f"{corpus} {name}", halves[name]))
            # Both halves were measured once and are tuning data since issue 35's
            # second round (a fresh set is held out instead), so -v shows both.
            if "-v" in sys.argv:
                for line in agreement(halves[name]).disagreements:
                    print("   ", line)
