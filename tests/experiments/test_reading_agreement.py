"""The readers against the reading corpora (``corpus_reading``, ``corpus_reading_v2``,
``corpus_reading_v3``, ``corpus_reading_v4``, ``corpus_reading_tune5``, ``corpus_reading_v5``,
``corpus_reading_tune6``, ``corpus_reading_v6``, ``corpus_reading_tune7``, ``corpus_reading_v7``,
``corpus_reading_tune8``, ``corpus_reading_v8``, ``corpus_reading_tune9``, ``corpus_reading_v9``,
``corpus_reading_tune10``, ``corpus_reading_v10``, ``corpus_reading_tune11``, ``corpus_reading_v11``,
``corpus_reading_tune12``, ``corpus_reading_v12``, ``corpus_reading_tune13``,
``corpus_reading_v13``, ``corpus_reading_v14``, ``corpus_reading_tune14``): a grader's labels,
written before the readers changed. Each ``tune`` half
was looked into while building the pipeline; each ``heldout`` half was measured once, then
looked into as tuning data too (v1 and v2 in issue 35's second round, v3 in its third, v4 in
its fourth, with tune5's cases for the habits v4 found unread; v5, measured once by the lead, in
its fifth, with tune6's cases for the habits v5 found misread; v6 and v7, each measured once by
the lead, in the sixth and seventh, with tune7's and tune8's cases; v8, measured once, in the
eighth with tune9's; v9, measured once, in the ninth with tune10's;
v10, measured once, in the tenth with tune11's; v11, measured once, in the eleventh with
tune12's; v12, measured once, in the twelfth with tune13's; v13 and v14, measured once, in the
thirteenth with tune14's), since a fresh set is held out
instead (``python
tests/experiments/reading_agreement.py -v`` prints all four and every disagreement)."""

from __future__ import annotations

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
import pytest
from corpus_reading import STYLES, UNREADABLE, half
from reading_agreement import agreement, readings

PHASES = ("solve", "one_shot", "recognize", "generate", "puzzle")
CORPORA = {
    "v1": corpus_reading,
    "v2": corpus_reading_v2,
    "v3": corpus_reading_v3,
    "v4": corpus_reading_v4,
}
MEASURED = {
    **CORPORA,
    "t5": corpus_reading_tune5,  # t5 has no generation case
    "v5": corpus_reading_v5,  # measured once by the lead, tuning data since the fifth round
    "t6": corpus_reading_tune6,
    "v6": corpus_reading_v6,  # measured once by the lead, tuning data since the sixth round
    "t7": corpus_reading_tune7,
    "v7": corpus_reading_v7,  # measured once by the lead, tuning data since the seventh round
    "t8": corpus_reading_tune8,
    "v8": corpus_reading_v8,  # measured once, tuning data since the eighth round
    "t9": corpus_reading_tune9,  # t9 has no one-shot case
    "v9": corpus_reading_v9,  # measured once, tuning data since the ninth round
    "t10": corpus_reading_tune10,  # t10 has no one-shot or generation case
    "v10": corpus_reading_v10,  # measured once, tuning data since the tenth round
    "t11": corpus_reading_tune11,
    "v11": corpus_reading_v11,  # measured once, tuning data since the eleventh round
    "t12": corpus_reading_tune12,
    "v12": corpus_reading_v12,  # measured once, tuning data since the twelfth round
    "t13": corpus_reading_tune13,  # t13 has no one-shot, recognition or generation case
    "v13": corpus_reading_v13,  # measured once, tuning data since the thirteenth round
    "v14": corpus_reading_v14,  # measured once, tuning data since the thirteenth round
    "t14": corpus_reading_tune14,  # t14 has no recognition case
    "v15": corpus_reading_v15,  # measured once, tuning data since the fourteenth round
    "t15": corpus_reading_tune15,  # t15 has solve cases only
    "v16": corpus_reading_v16,  # measured once, tuning data since the fifteenth round
    "t16": corpus_reading_tune16,
    "v17": corpus_reading_v17,  # measured once, tuning data since the sixteenth round
    "t17": corpus_reading_tune17,
    "t18": corpus_reading_tune18,
    "v18": corpus_reading_v18,  # measured once, tuning data since the seventeenth round
    "v19": corpus_reading_v19,  # measured once, tuning data since the eighteenth round
    "t19": corpus_reading_tune19,
    "v20": corpus_reading_v20,  # measured once, tuning data since the nineteenth round
    "t20": corpus_reading_tune20,
    "v21": corpus_reading_v21,  # measured once, tuning data since the twentieth round
    "t21": corpus_reading_tune21,
    "v22": corpus_reading_v22,  # measured once, tuning data since the twenty-first round
    "t22": corpus_reading_tune22,
    "v23": corpus_reading_v23,  # measured once, tuning data since the twenty-second round
    "t23": corpus_reading_tune23,
    "v24": corpus_reading_v24,  # measured once, tuning data since the twenty-third round
    "t24": corpus_reading_tune24,
    "v25": corpus_reading_v25,  # measured once, tuning data since the twenty-fourth round
    "v26": corpus_reading_v26,  # measured once, tuning data since the twenty-fifth round
    "t25": corpus_reading_tune25,
    "t26": corpus_reading_tune26,
    "v27": corpus_reading_v27,  # measured once, tuning data since the twenty-sixth round
    "t27": corpus_reading_tune27,
    "v28": corpus_reading_v28,  # measured once, tuning data since the twenty-seventh round
    "t28": corpus_reading_tune28,
    "v29": corpus_reading_v29,  # measured once, tuning data since the twenty-eighth round
    "t29": corpus_reading_tune29,
    "v30": corpus_reading_v30,  # measured once, tuning data since the twenty-ninth round
    "t30": corpus_reading_tune30,
    "v31": corpus_reading_v31,  # measured once, tuning data since the thirtieth round
    "t31": corpus_reading_tune31,
    "v32": corpus_reading_v32,  # measured once, tuning data since the thirty-first round
    "t32": corpus_reading_tune32,
    "v33": corpus_reading_v33,  # measured once, tuning data since the thirty-second round
    "t33": corpus_reading_tune33,
    "v34": corpus_reading_v34,  # measured once, tuning data since the thirty-third round
    "t34": corpus_reading_tune34,
    "v35": corpus_reading_v35,  # measured once, tuning data since the thirty-fourth round
    "t35": corpus_reading_tune35,
    "v36": corpus_reading_v36,  # measured once, tuning data since the thirty-fifth round
    "t36": corpus_reading_tune36,
    "v37": corpus_reading_v37,  # measured once, tuning data since the thirty-sixth round
    "t37": corpus_reading_tune37,
    "v38": corpus_reading_v38,  # measured once, tuning data since the thirty-seventh round
    "t38": corpus_reading_tune38,  # tuning cases for v38's classes (thirty-seventh round)
    "v39": corpus_reading_v39,  # measured once, tuning data since the thirty-eighth round
    "t39": corpus_reading_tune39,  # tuning cases for v39's classes (thirty-eighth round)
    "v40": corpus_reading_v40,  # measured once, tuning data since the thirty-ninth round
    "t40": corpus_reading_tune40,  # tuning cases for v40's classes (thirty-ninth round)
    "v41": corpus_reading_v41,  # measured once after the thirty-ninth round
    "v42": corpus_reading_v42,  # measured once, tuning data since the fortieth round
    "v43": corpus_reading_v43,  # measured once, tuning data since the forty-first round
    "v44": corpus_reading_v44,  # measured once, tuning data since the forty-first round
    "v45": corpus_reading_v45,  # measured once, tuning data since the forty-second round
    "v46": corpus_reading_v46,  # measured once, tuning data since the forty-second round
    "v47": corpus_reading_v47,  # measured once, tuning data since the forty-third round
    "v48": corpus_reading_v48,  # measured once, tuning data since the forty-third round
    "v49": corpus_reading_v49,  # measured once, tuning data since the forty-fourth round
    "v50": corpus_reading_v50,  # measured once, tuning data since the forty-fourth round
    "v51": corpus_reading_v51,  # measured once, tuning data since the forty-fifth round
    "v52": corpus_reading_v52,  # measured once, tuning data since the forty-fifth round
    "v53": corpus_reading_v53,  # measured once, tuning data since the forty-fifth round
    "v54": corpus_reading_v54,  # measured once, tuning data since the forty-sixth round
    "v55": corpus_reading_v55,  # measured once, tuning data since the forty-sixth round
    "v56": corpus_reading_v56,  # measured once, tuning data since the forty-sixth round
    "v57": corpus_reading_v57,  # measured once, tuning data since the forty-seventh round
    "v58": corpus_reading_v58,  # measured once, tuning data since the forty-seventh round
    "v59": corpus_reading_v59,  # measured once, tuning data since the forty-seventh round
    "v60": corpus_reading_v60,  # measured once, tuning data since the forty-eighth round
    "v61": corpus_reading_v61,  # measured once, tuning data since the forty-eighth round
    "v62": corpus_reading_v62,  # measured once, tuning data since the forty-eighth round
    "v63": corpus_reading_v63,  # measured once, tuning data since the forty-ninth round
    "v64": corpus_reading_v64,  # measured once, tuning data since the forty-ninth round
    "v65": corpus_reading_v65,  # measured once, tuning data since the forty-ninth round
    "v66": corpus_reading_v66,  # measured once, tuning data since the fiftieth round
    "v67": corpus_reading_v67,  # measured once, tuning data since the fiftieth round
    "v68": corpus_reading_v68,  # measured once, tuning data since the fiftieth round
    "v69": corpus_reading_v69,  # measured once, tuning data since the fifty-first round
    "v70": corpus_reading_v70,  # measured once, tuning data since the fifty-first round
    "v71": corpus_reading_v71,  # measured once, tuning data since the fifty-first round
    "v72": corpus_reading_v72,  # measured once, tuning data since the fifty-second round
    "v73": corpus_reading_v73,  # measured once, tuning data since the fifty-second round
    "v74": corpus_reading_v74,  # measured once, tuning data since the fifty-second round
    "t41": corpus_reading_tune41,  # tuning cases for v42's classes (fortieth round)
    "t42": corpus_reading_tune42,  # tuning cases for v43's and v44's classes (41st round)
    "t43": corpus_reading_tune43,  # tuning cases for v45's and v46's classes (42nd round)
    "t44": corpus_reading_tune44,  # tuning cases for v47's and v48's classes (43rd round)
    "t45": corpus_reading_tune45,  # tuning cases for v49's and v50's classes (44th round)
    "t46": corpus_reading_tune46,  # tuning cases for v51-v53's classes (45th round)
    "t47": corpus_reading_tune47,  # tuning cases for v54-v56's largest class (46th round)
    "t48": corpus_reading_tune48,  # tuning cases for v54-v59's open conditions (47th round)
    "t49": corpus_reading_tune49,  # tuning cases for v60-v62's classes (48th round)
    "t50": corpus_reading_tune50,  # tuning cases for v63-v65's classes (49th round)
    "t51": corpus_reading_tune51,  # tuning cases for v66-v68's classes (50th round)
    "t52": corpus_reading_tune52,  # tuning cases for v69-v71's classes (51st round)
    "t53": corpus_reading_tune53,  # tuning cases for v72-v74's classes (52nd round)
}

# The measured floors (docs/analysis.md): a reader change that reads one more clear reply wrong,
# or credits one more reply the grader does not, fails here. (clear agreed, false successes)
FLOORS = {
    ("v1", "tune"): (45, 0),
    ("v1", "heldout"): (45, 0),
    ("v2", "tune"): (72, 0),
    ("v2", "heldout"): (63, 0),
    ("v3", "tune"): (75, 0),
    ("v3", "heldout"): (57, 0),  # v3p_spanish relabelled (fifteenth round)
    ("v4", "tune"): (67, 0),  # v4s/v4p other-language relabelled (fifteenth round)
    ("v4", "heldout"): (63, 0),
    ("t5", "tune"): (15, 0),
    ("t5", "heldout"): (10, 0),
    ("v5", "tune"): (68, 0),
    ("v5", "heldout"): (61, 0),  # v5p_spanish_direction (15th), v5s_spanish_word (18th),
    # v5p_clockwise_twice (29th: a turn said twice is a half turn) relabelled
    ("t6", "tune"): (16, 0),
    ("t6", "heldout"): (15, 0),
    ("v6", "tune"): (66, 0),  # v6s_route_without_move relabelled in the eleventh round
    ("v6", "heldout"): (57, 0),
    ("t7", "tune"): (13, 0),
    ("t7", "heldout"): (11, 0),
    # v7p_spanish_direction relabelled (fifteenth round). v7s_spanish_direction ("Me muevo hacia
    # abajo.", labelled unreadable as a language not read) is read since the forty-second round,
    # as v45s_es_direction labels the same sentence (UNCLEAR_DISPUTED below).
    ("v7", "tune"): (76, 1),
    ("v7", "heldout"): (65, 0),
    ("t8", "tune"): (18, 0),
    ("t8", "heldout"): (18, 0),
    ("v8", "tune"): (69, 0),
    ("v8", "heldout"): (53, 0),  # v8s_route_no_move_line relabelled in the eleventh round
    ("t9", "tune"): (14, 0),
    ("t9", "heldout"): (13, 0),
    ("v9", "tune"): (65, 0),
    # v9s_german_no_line (15th), v9p_twice (29th) relabelled; v9p_left_right_words ("ROTATE:
    # (0, 1) left" alone, labelled unreadable) is read as a turn by the lead's ruling of 29 Nov
    # 2026 (UNCLEAR_DISPUTED below)
    ("v9", "heldout"): (62, 1),
    ("t10", "tune"): (12, 0),
    ("t10", "heldout"): (14, 0),
    ("v10", "tune"): (77, 0),  # v10p_german (15th), v10s_german_only (18th) relabelled
    # v10p_right_as_direction ("ROTATE: (1, 1) right" alone): as v9p_left_right_words
    ("v10", "heldout"): (62, 1),
    ("t11", "tune"): (14, 0),
    ("t11", "heldout"): (10, 0),
    ("v11", "tune"): (62, 0),
    ("v11", "heldout"): (74, 0),
    ("t12", "tune"): (18, 0),
    ("t12", "heldout"): (20, 0),
    ("v12", "tune"): (63, 0),
    ("v12", "heldout"): (70, 0),
    ("t13", "tune"): (6, 0),
    ("t13", "heldout"): (10, 0),
    ("v13", "tune"): (61, 0),  # v13o_past_goal relabelled in the thirteenth round
    ("v13", "heldout"): (61, 0),
    ("v14", "tune"): (63, 0),
    ("v14", "heldout"): (58, 0),  # v14o_past_goal relabelled in the thirteenth round
    ("t14", "tune"): (13, 0),
    ("t14", "heldout"): (14, 0),
    ("v15", "tune"): (56, 0),
    ("v15", "heldout"): (50, 0),
    ("t15", "tune"): (6, 0),
    ("t15", "heldout"): (5, 0),
    ("v16", "tune"): (57, 0),
    ("v16", "heldout"): (61, 0),
    ("t16", "tune"): (21, 0),
    ("t16", "heldout"): (18, 0),
    ("v17", "tune"): (68, 0),
    ("v17", "heldout"): (55, 0),
    ("t17", "tune"): (13, 0),
    ("t17", "heldout"): (14, 0),
    ("t18", "tune"): (13, 0),
    ("t18", "heldout"): (13, 0),
    ("v18", "tune"): (70, 0),
    ("v18", "heldout"): (61, 0),
    ("v19", "tune"): (80, 0),
    ("v19", "heldout"): (51, 0),
    ("t19", "tune"): (8, 0),  # t19s_control_actually_takes relabelled (twenty-third round)
    ("t19", "heldout"): (8, 0),
    ("v20", "tune"): (76, 0),
    ("v20", "heldout"): (63, 0),
    ("t20", "tune"): (10, 0),
    ("t20", "heldout"): (9, 0),
    ("v21", "tune"): (69, 0),
    ("v21", "heldout"): (69, 0),
    ("t21", "tune"): (4, 0),
    ("t21", "heldout"): (12, 0),
    ("v22", "tune"): (63, 0),  # measured once: 62/63, 0; heldout 79/80, 1 false success
    ("v22", "heldout"): (80, 0),
    ("t22", "tune"): (6, 0),
    ("t22", "heldout"): (10, 0),
    ("v23", "tune"): (69, 0),  # measured once: 68/69, 0; heldout 65/65, 1 false success
    ("v23", "heldout"): (65, 0),
    ("t23", "tune"): (5, 0),
    ("t23", "heldout"): (4, 0),
    ("v24", "tune"): (61, 0),  # measured once: 61/61, 0; heldout 51/51, 2 false successes
    ("v24", "heldout"): (51, 0),
    ("t24", "tune"): (2, 0),
    ("t24", "heldout"): (6, 0),
    ("v25", "tune"): (68, 0),  # measured once: 68/68, 2 false successes; heldout 72/72, 1
    ("v25", "heldout"): (72, 0),
    ("t25", "tune"): (5, 0),
    ("t25", "heldout"): (3, 0),
    ("v26", "tune"): (67, 0),  # measured once: 67/67, 1 false success; heldout 51/52, 0
    ("v26", "heldout"): (52, 0),
    ("t26", "tune"): (6, 0),
    ("t26", "heldout"): (7, 0),
    ("v27", "tune"): (73, 0),  # measured once: 73/74, 2 false successes; heldout 62/62, 0
    ("v27", "heldout"): (62, 0),
    ("t27", "tune"): (4, 0),
    ("t27", "heldout"): (1, 0),
    ("v28", "tune"): (68, 0),  # measured once: 68/68, 2 false successes; heldout 65/67, 10
    ("v28", "heldout"): (67, 0),
    ("t28", "tune"): (3, 0),
    ("t28", "heldout"): (11, 0),  # t28s_control_withdrawn_replaced read since the 50th round
    ("v29", "tune"): (58, 0),  # measured once: 57/58, 4 false successes; heldout 63/63, 6
    ("v29", "heldout"): (63, 0),
    ("t29", "tune"): (8, 0),
    ("t29", "heldout"): (10, 0),
    ("v30", "tune"): (74, 0),  # measured once: 73/74, 5 false successes; heldout 65/67, 5
    ("v30", "heldout"): (67, 0),
    ("t30", "tune"): (17, 0),
    ("t30", "heldout"): (10, 0),
    ("v31", "tune"): (64, 0),  # measured once: 63/64, 2 false successes; heldout 65/66, 4
    ("v31", "heldout"): (66, 0),
    ("t31", "tune"): (15, 0),
    ("t31", "heldout"): (7, 0),
    ("v32", "tune"): (67, 0),  # measured once: 66/67, 1 false success; heldout 57/57, 4
    ("v32", "heldout"): (57, 0),
    ("t32", "tune"): (20, 0),
    ("t32", "heldout"): (16, 0),
    ("v33", "tune"): (74, 0),  # measured once: 70/74, 6 false successes; heldout 53/56, 7
    ("v33", "heldout"): (56, 0),
    ("t33", "tune"): (33, 0),
    ("t33", "heldout"): (29, 0),
    ("v34", "tune"): (69, 0),  # measured once: 68/69, 3 false successes; heldout 62/63, 4
    ("v34", "heldout"): (63, 0),
    ("t34", "tune"): (14, 0),
    ("t34", "heldout"): (9, 0),  # t34s_control_rechecked: "Rechecked ...: (3, 0) is 0, so ..."
    ("v35", "tune"): (73, 0),  # measured once: 72/73, 2 false successes; heldout 51/51, 2
    ("v35", "heldout"): (51, 0),
    ("t35", "tune"): (10, 0),
    ("t35", "heldout"): (11, 0),
    ("v36", "tune"): (61, 0),
    ("v36", "heldout"): (65, 0),
    ("t36", "tune"): (13, 0),
    ("t36", "heldout"): (13, 0),
    ("v37", "tune"): (69, 0),  # measured once: 69/69, 5 false successes; heldout 55/55, 4
    ("v37", "heldout"): (55, 0),
    ("t37", "tune"): (11, 0),
    ("t37", "heldout"): (12, 0),
    ("v38", "tune"): (49, 0),  # measured once: 8 false successes (thirty-seventh round)
    ("v38", "heldout"): (65, 0),
    ("t38", "tune"): (17, 0),
    ("t38", "heldout"): (12, 0),
    # v39 tune (4 false successes: two stories, a clarifying question's condition, two numbered
    # mazes) and t39 tune (2) are not yet at zero: no floor until they are (thirty-eighth round).
    ("v39", "heldout"): (57, 0),  # measured once: 57/57, 3 false successes; tune 57/59, 7
    ("t39", "heldout"): (7, 0),
    # v40 measured once: tune 56/57, 2 false successes (Chinese offers), heldout 63/63, 0; after
    # the thirty-ninth round tune 57/57, 0. t40 tune (a Chinese shape offer) not yet at zero.
    ("v40", "tune"): (57, 0),
    ("v40", "heldout"): (63, 0),
    ("t40", "heldout"): (9, 0),
    # t40 tune's Chinese shape offer beside a non-registry figure: 0 since the fortieth round.
    ("t40", "tune"): (5, 0),
    # v41 measured once after the thirty-ninth round: tune 64/64, heldout 65/65, no false
    # success, every unclear reply abstained; strict 164/166 (two labels against the ruling below).
    ("v41", "tune"): (64, 0),
    ("v41", "heldout"): (65, 0),
    # v42 measured once after v41: tune 50/51, 1 false success (a Chinese doubt after the
    # path), heldout 75/76, 1 (a Chinese question back); after the fortieth round 51/51 and
    # 76/76, 0. t41: the round's tuning cases (43), both halves at zero.
    ("v42", "tune"): (51, 0),
    ("v42", "heldout"): (76, 0),
    ("t41", "tune"): (14, 0),
    ("t41", "heldout"): (10, 0),
    # v43 measured once after the fortieth round: tune 74/76, 1 false success; heldout 57/57, 0.
    # The one left is v43g_llama33_five, a label against the specification (a 5x5 border ring
    # IS a square; the lead's ruling): it stays, and so does its false success. After the
    # forty-first round tune 75/76.
    ("v43", "tune"): (75, 1),
    ("v43", "heldout"): (57, 0),
    # v44 measured once: tune 65/69, 1 false success; heldout 49/51, 1. After the forty-first
    # round tune 69/69, 0. v44 heldout (51/51) has no floor yet: its one false success,
    # v44s_small_half ("MOVE (2, 0" closing the reply, labelled unreadable), is a label six
    # earlier sets rule the other way (t17s_unclosed_right, v17, v19, v24, v36, v39: a cell
    # with both numbers whose ")" is missing is read), reported to the lead.
    ("v44", "tune"): (69, 0),
    # v44 heldout: the lead's ruling keeps the earlier sets' reading (UNCLEAR_DISPUTED below).
    ("v44", "heldout"): (51, 1),
    # t42: the forty-first round's tuning cases (47), both halves at zero.
    ("t42", "tune"): (22, 0),
    ("t42", "heldout"): (8, 0),
    # v45 measured once: tune 68/68, 1 false success; heldout 67/68, 1. After the forty-second
    # round both halves 68/68, 0 (a restatement in another form that disagrees is conflicting).
    ("v45", "tune"): (68, 0),
    ("v45", "heldout"): (68, 0),
    # v46 after the forty-second round: tune 54/54, 0; heldout 63/64, 0 (v46p_small_digits,
    # "ROTATE: 1 1 clockwise", was not read); 64/64 since the forty-fourth round (two bare
    # digits after a label are its cell).
    ("v46", "tune"): (54, 0),
    ("v46", "heldout"): (64, 0),
    # t43: the forty-second round's tuning cases (28). Heldout 8/8, 0. The tune half has no
    # floor: t43s_it_condition ("Se mi muovo a destra, arrivo a (1, 1).", a lone cell under
    # the writer's own condition, labelled unreadable) is read as (1, 1), as its English
    # twin is; the stances read "if I go right ..." as reasoning, not a condition.
    ("t43", "heldout"): (8, 0),
    # v47 and v48 measured once (v47: tune 66/68, 6 false successes, heldout 52/52, 0; v48:
    # tune 60/61, 1, heldout 60/60, 2). After the forty-third round the heldout halves are at
    # zero; the tune halves have no floor yet: v47 tune keeps 2 false successes (a doubt in
    # brackets on a path's line, a maze offered on a condition left open) and 2 clear misses
    # (a turn picked in words among options, Portuguese prose), v48 tune 1 (a maze summary
    # naming a 5x5 ring) and 1 clear miss (a Chinese "but actually" correction of a maze).
    ("v47", "heldout"): (52, 0),
    ("v48", "heldout"): (60, 0),
    # v47 tune at zero since the forty-fourth round (the conditional maze is read by the
    # leading-condition rule, the doubt in brackets on the path's line as text after it, the
    # Portuguese prose by the position words of every language); "rotate left" picked among
    # options stays a clear miss (67/68).
    ("v47", "tune"): (67, 0),
    # v48 tune: 0 false successes since the forty-fourth round (a maze summary naming another
    # ring size is conflicting), but no floor yet: its Chinese "but actually" maze
    # (v48c_g_qwen3_zh_but_value) stays a clear miss in both readings (60/61, strict 77/78).
    # t44: the forty-third round's tuning cases (27). Heldout 8/8, 0. The tune half since the
    # forty-fourth round too: t44s_fr_before_clash ("Je monte : MOVE: (1, 1)") is read by the
    # table of verbs carrying their direction, beside a label only.
    ("t44", "heldout"): (8, 0),
    ("t44", "tune"): (7, 0),
    # v49 and v50 measured once after the forty-third round (v49: tune 65/65, 1 false success,
    # heldout 66/66, 0; v50: tune 64/66, 4, heldout 62/64, 1). After the forty-fourth round
    # every half reads every clear answer and credits nothing the grader does not.
    ("v49", "tune"): (65, 0),
    ("v49", "heldout"): (66, 0),
    ("v50", "tune"): (66, 0),
    ("v50", "heldout"): (64, 0),
    # t45: the forty-fourth round's tuning cases (50), both halves at zero false successes
    # and every clear answer read.
    ("t45", "tune"): (17, 0),
    ("t45", "heldout"): (13, 0),
    # v51, v52 and v53 measured once after the forty-fourth round (v51: tune 68/69, 0 false
    # successes, heldout 66/66, 2; v52: tune 64/65, 0, heldout 66/66, 3; v53: tune 74/74, 0,
    # heldout 56/57, 3). Strict labels against the lead's rulings are in STRICT_DISPUTED.
    # Since the forty-fifth round every half reads every clear answer and credits nothing the
    # grader does not (a cell written "(2 0)", a route picked by its number, an if/otherwise
    # pair, "unless ..., in which case", a hedge leaning to another value, "Either one ...",
    # and summaries of another route or maze).
    ("v51", "tune"): (69, 0),
    ("v51", "heldout"): (66, 0),
    ("v52", "tune"): (65, 0),
    ("v52", "heldout"): (66, 0),
    ("v53", "tune"): (74, 0),
    ("v53", "heldout"): (57, 0),
    # t46: the forty-fifth round's tuning cases (46), both halves at zero.
    ("t46", "tune"): (13, 0),
    ("t46", "heldout"): (12, 0),
    # v56's tune half reaches zero in the forty-sixth round (its other half and v54's, v55's
    # halves still hold false successes of the classes this round left).
    ("v56", "tune"): (64, 0),
    # t47: the forty-sixth round's tuning cases (several answer lines with no pick, a side on
    # the ROTATE line), both halves at zero, every clear answer read.
    ("t47", "tune"): (7, 0),
    ("t47", "heldout"): (7, 0),
    # v57, v58 and v59 measured once after the forty-sixth round (v57: tune 65/65, 0 false
    # successes, heldout 66/66, 0; v58: tune 57/58, 0, heldout 71/71, 1; v59: tune 54/55, 1,
    # heldout 73/74, 1). Since the forty-seventh round's open conditions (a Chinese condition
    # on whether a cell can be walked, an if/if pair, a condition the writer doubts) v54's
    # tune half, v55's and v58's held-out halves reach zero too; strict labels against the
    # rulings are in STRICT_DISPUTED.
    ("v54", "tune"): (69, 0),
    ("v55", "heldout"): (66, 0),
    ("v57", "tune"): (65, 0),
    ("v57", "heldout"): (66, 0),
    # v58 tune reads v58p_yi_left and v59 tune v59p_llama31_right_turn ("ROTATE: (1, 1)
    # right") by the lead's ruling on a bare side; v59c_p_flash_words_clash (a turn glossed in
    # brackets as the other turn) is conflicting.
    ("v58", "tune"): (58, 0),
    ("v59", "tune"): (55, 0),
    ("v58", "heldout"): (71, 0),
    # t48: the forty-seventh round's tuning cases (open conditions, a bare side on the line).
    # Descriptions after the answer naming another answer in words (a caption naming another
    # ring size, "So:" or "Route:" over the other route's moves, "down column 0" a move):
    # v54's, v56's and v59's held-out halves reach zero.
    ("v54", "heldout"): (56, 0),
    ("v56", "heldout"): (71, 0),
    ("v59", "heldout"): (74, 0),  # a numbered new question echoed after the move is cut
    # v55 tune: the Chinese position words read since "，这样 ..." is a purpose clause (the
    # turned square is the one 把 governs, not the corner it meets); v55s_claude_explain_after
    # stays a clear miss (59/60).
    ("v55", "tune"): (59, 0),
    ("t48", "tune"): (19, 0),
    ("t48", "heldout"): (11, 0),
    # v60, v61 and v62 measured once after the forty-seventh round (v60: tune 59/59, 1 false
    # success, heldout 70/70, 1; v61: tune 64/64, 1, heldout 61/62, 2; v62: tune 63/63, 1,
    # heldout 64/65, 0). Since the forty-eighth round's if/otherwise pairs in every language
    # of the condition table (否则, sinon, sonst, altrimenti, ...) v61's halves reach zero;
    # a hedge settled by the answer's own value picked again reads v61c_s_qwen3_hedge_settled.
    ("v61", "tune"): (64, 0),
    ("v61", "heldout"): (62, 0),
    ("t49", "heldout"): (10, 0),  # t49p_zh_hedge_then_pick: a turn word in the hedge (left)
    # v62's held-out half had none; since a doubt may close the possibility in the sentence
    # before it ("..., which would make it a C. I can't be sure.") and "depending on how you
    # read it" is a doubt, v60's and v62's tune halves reach zero (v62 held-out keeps one clear
    # miss, v62c_p_llama33_checked, read since the forty-ninth round: what the turned piece
    # then faces is described, not concluded on).
    ("v62", "heldout"): (65, 0),
    ("v60", "tune"): (59, 0),
    ("v62", "tune"): (63, 0),
    ("t49", "tune"): (14, 0),
    # A caption after a maze read by what it states (a ring's size after its word, "The ring
    # is 4x4 in the top-left"), not by its opener: v60's held-out half reaches zero.
    ("v60", "heldout"): (70, 0),
    # v63, v64 and v65 measured once after the forty-eighth round (v63: tune 59/59, 2 false
    # successes, heldout 74/75, 2; v64: tune 61/61, 0, heldout 67/67, 1; v65: tune 71/71, 0,
    # heldout 66/66, 1). v64's and v65's tune halves had none (v64r_llama_words_after's strict
    # label is disputed below); since the forty-ninth round reads a route by its sides, "So:"
    # as a summary's head and the shape a line introducing or summing up a maze names, v63's
    # and v64's held-out halves reach zero (v63s_dsv3_direction stays a clear miss, 74/75).
    ("v64", "tune"): (61, 0),
    ("v65", "tune"): (71, 0),
    ("v63", "heldout"): (74, 0),
    ("v64", "heldout"): (67, 0),
    # A premise on the answer with its other case naming another value ("assuming (1, 1) is
    # not a wall — if it is, then (2, 0)") read as the "unless ..., in which case" exception:
    # v63's tune half reaches zero.
    ("v63", "tune"): (59, 0),
    # A resemblance offers another shape as a "might" does (有点像, 像是, 好像, "looks a bit
    # like"), and the registry's Chinese shape names are read as the shape: v65's held-out half
    # reaches zero.
    ("v65", "heldout"): (66, 0),
    # v66, v67 and v68 measured once after the forty-ninth round (v66: tune 59/60, 1 false
    # success, heldout 77/77, 1; v67: tune 65/65, 0, heldout 61/61, 1; v68: tune 78/78, 2,
    # heldout 59/60, 0 with one strict miss). v67's tune half had none; since the fiftieth
    # round reads a remark after the answer putting a condition on it with another case
    # ("This is if ...; otherwise (2, 0).") and two values each under its own condition with
    # no answer line, v66's halves and v67's held-out half reach zero (v66c_s_llama33_wait_
    # instead, a clear miss then, reads since the fiftieth round's sentence corrections).
    ("v66", "tune"): (60, 0),
    ("v66", "heldout"): (77, 0),
    ("v67", "tune"): (65, 0),
    ("v67", "heldout"): (61, 0),
    # Answer lines offered as alternatives ("Either that or:") with no pick are conflicting in
    # every phase, and "Recap:" heads a summary: v68's tune half reaches zero.
    ("v68", "tune"): (78, 0),
    # A correction naming its new answer in the reply's last sentence ("Wait, (0, 0) is a
    # wall. Let me move down instead: (2, 0).", "所以改成把 (1, 0) 顺时针转。") is the answer:
    # v66's tune half reads 60/60, t50's last two false successes are read (t50 joins).
    ("t50", "tune"): (14, 0),
    ("t50", "heldout"): (12, 0),
    # The prompt's format line echoed with its example ("MOVE: (row, col), for example MOVE:
    # (2, 3).") is dropped in both readings: v68's held-out half reads 60/60, strict 76/76.
    # t51 (the fiftieth round's tuning cases) reaches zero; its two settled controls ("... is
    # really open; otherwise ... And it is: ...") read since the older per-sentence readers
    # skip a condition a later sentence settles (14/14).
    ("v68", "heldout"): (60, 0),
    ("t51", "tune"): (19, 0),
    ("t51", "heldout"): (14, 0),
    # Fifty-first round: a remark after the answer reads as a condition with its other case in
    # three forms, one table each ("otherwise"; a premise, "This assumes ...; if it is a wall,
    # move right instead."; a doubt, "... may not be open, in which case it would be a C"), a
    # direction naming the neighbouring cell; a Chinese other case may be a negated predicate
    # with 的话 ("不通的话就是 C"), before the answer too: v70's halves and t52 reach zero.
    ("v70", "tune"): (75, 0),
    ("v70", "heldout"): (60, 0),
    # A line after the path summarising the route by its travel with no heading ("So the route
    # goes east along the top first, then down.") is compared with the path as a headed summary
    # is: v71's halves and t52 (with its route_travel cases) reach zero.
    ("v71", "heldout"): (69, 0),
    # A PATH: line's cells without their commas ("PATH: (1 0) (2 0) ...") are those cells,
    # flexible (v71o_granite_cells_no_commas; t52's cells_no_commas): v71 tune 54/56 -> 55/56.
    # t52's unrelated_cutoff class (labelled, not read: docs/analysis.md) adds 3 clear misses.
    ("t52", "tune"): (14, 0),
    ("t52", "heldout"): (18, 0),
    ("v71", "tune"): (55, 0),
    # "SHAPE: square outline" is a generic noun after the name, a strict format miss as "square
    # shape" is (v69r_phi4_square_outline_words): v69's tune half reads 69/69, strict 85/85.
    ("v69", "tune"): (69, 0),
    # v69r_llama4_rectangle_name ("SHAPE: rectangle", labelled none) is read a square by the
    # lead's ruling (the shape registry lists "rectangle" as the square's name: a name the
    # registry lists is that shape); the label stays as written, its false success counted.
    ("v69", "heldout"): (69, 1),
    # v72, v73 and v74 measured once after the fifty-first round (v72 129/129 clear, 0 false
    # successes; v73 127/129, 1; v74 140/142, 3). Fifty-second round: answers offered under
    # option labels ("方案一：" / "方案二：", "Option 1:" / "Option 2:") or with an offer phrase
    # between them ("This one works too:", "也可以这样：") and no pick are conflicting in every
    # phase, a pick by label ("我选方案二。") picks (v70c_g_qwenplus_fangan_pick reads: v70 tune
    # 74/75 -> 75/75); "Again:", "Once more:", "再说一遍：" head a restatement compared with the
    # answer. v72's halves, v73's halves, v74's tune half and t53 reach zero (v73's tune half
    # joins once its strict miss v73o_small_smol135_echo_example is read).
    ("v72", "tune"): (62, 0),
    ("v72", "heldout"): (67, 0),
    ("v73", "heldout"): (64, 0),
    ("v74", "tune"): (85, 0),
    # An edit of the answer under an open condition before it ("If the start cell is not part
    # of the path, drop the first cell.") is conflicting in both readings: v74's held-out half
    # (strict 75/76 -> 76/76) and t53 (with its format_condition class) reach zero.
    ("v74", "heldout"): (55, 0),
    # The prompt's example answer echoed alone on a line before the model's own line ("PATH:
    # (0, 0) (0, 1) (1, 1)") is dropped in both readings: v73's tune half reads 64/65, strict
    # 82/83 (the disputed rectangle), and joins; t53's tune half (with that class) reaches zero.
    ("v73", "tune"): (64, 0),
    ("t53", "tune"): (16, 0),
    ("t53", "heldout"): (7, 0),
}

# Strict labels the readers do not follow, each with the reason (reported to the lead, not
# bent to): a reply that never says it is 1-indexed is read strictly as written, so its line
# "MOVE: (3, 1)" is the cell (3, 1) (a wall), as "MOVE: (0, 0)" is (0, 0) in every set.
STRICT_DISPUTED = {
    # v43's writer labelled a 5x5 border ring a fail; the specification's square includes it
    # (the lead's ruling, forty-first round's brief): the label stays, strict reads it a square.
    "v43g_llama33_five": "strict: a 5x5 border ring is a square by the specification (label "
    "left as written)",
    # v41's writer labelled a SHAPE: line naming one of the square's registered variants a
    # strict miss; the lead's ruling (docs/analysis.md) is that a SHAPE: line may carry any
    # English name, the prompt asking for "SHAPE: <name>" and listing none.
    "v41r_gpt5_rectangle": "strict: SHAPE: rectangle is the prompt's format (any English name; "
    "rectangle is a registered variant of the square)",
    "v41r_phi4_quadrilateral": "strict: SHAPE: quadrilateral is the prompt's format (any English "
    "name; quadrilateral is a registered variant of the square)",
    # Labelled strict-right before the lead's spacing ruling (28 Nov 2026, issue 35's
    # thirty-first round): strict is literal, the prompt prints "(row, col)" with a space.
    "v3s_mistral_terse": "strict: MOVE: (r,c) without the space after the comma is a format miss "
    "(spacing ruling, 28 Nov 2026)",
    "v4s_gpt_double_space": "strict: MOVE: (r,c) without the space after the comma is a format miss "
    "(spacing ruling, 28 Nov 2026)",
    "v6s_gemini25_next_move_nospace": "strict: MOVE: (r,c) without the space after the comma is a format miss "
    "(spacing ruling, 28 Nov 2026)",
    "v7s_no_space_after_comma": "strict: MOVE: (r,c) without the space after the comma is a format miss "
    "(spacing ruling, 28 Nov 2026)",
    "v18s_llama_no_space": "strict: MOVE: (r,c) without the space after the comma is a format miss "
    "(spacing ruling, 28 Nov 2026)",
    "o_format": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "o_think_closed": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "v2o_self_correct": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "v2o_think_only_closing": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "v2o_gpt_headings": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "v2o_restate": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "v2o_think_closed": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "v2o_qwen_mixed": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "v3o_correction": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "v3o_r1_think_bad_draft": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "v3o_gpt_asked": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "v3o_qwen_think": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "v18o_llama_compact_cells": "strict: a PATH: with (r,c) cells lacking the space after the comma is a "
    "format miss (spacing ruling, 28 Nov 2026)",
    "v6p_nospace_cell": "strict: ROTATE: (r,c) without the space after the comma is a format "
    "miss (spacing ruling for ROTATE:, 28 Nov 2026, thirty-second round)",
    "v7p_no_space_cell": "strict: ROTATE: (r,c) without the space after the comma is a format "
    "miss (spacing ruling for ROTATE:, 28 Nov 2026, thirty-second round)",
    "v18p_llama_no_space": "strict: ROTATE: (r,c) without the space after the comma is a format "
    "miss (spacing ruling for ROTATE:, 28 Nov 2026, thirty-second round)",
    "v11s_one_indexed_unsaid": "strict reads the cells as written when the reply does not say "
    "it is 1-indexed (the strict policy: the prompt's format literally)",
    "v12s_one_based_unsaid": "strict reads the cells as written when the reply does not say "
    "it is 1-indexed (the strict policy: the prompt's format literally)",
    "v13s_one_based_unsaid_matters": "strict reads the cells as written when the reply does not "
    "say it is 1-indexed (the strict policy: the prompt's format literally)",
    "v14s_one_based_unsaid_matters": "strict reads the cells as written when the reply does not "
    "say it is 1-indexed (the strict policy: the prompt's format literally)",
    "v15s_one_based_unsaid": "strict reads the cells as written when the reply does not say it "
    "is 1-indexed (the strict policy: the prompt's format literally)",
    "v16s_one_based_unsaid_matters": "strict reads the cells as written when the reply does not "
    "say it is 1-indexed (the strict policy: the prompt's format literally)",
    "v18s_one_based_unsaid": "strict reads the cells as written when the reply does not say it "
    "is 1-indexed (the strict policy: the prompt's format literally)",
    "v19s_one_based_unsaid": "strict reads the cells as written when the reply does not say it "
    "is 1-indexed (the strict policy: the prompt's format literally)",
    "v23s_one_based_unsaid": "strict reads the cells as written when the reply does not say it "
    "is 1-indexed (the strict policy: the prompt's format literally)",
    "v24s_one_based_unsaid": "strict reads the cells as written when the reply does not say it "
    "is 1-indexed (the strict policy: the prompt's format literally)",
    "v26s_one_based_unsaid": "strict reads the cells as written when the reply does not say it "
    "is 1-indexed (the strict policy: the prompt's format literally)",
    "v23s_xy_said": "strict reads the answer line's pair as (row, col), the prompt's format, "
    "whatever convention the prose before it states",
    "v26s_xy_said": "strict reads the answer line's pair as (row, col), the prompt's format, "
    "whatever convention the prose before it states",
    "v27s_one_based_unsaid": "strict reads the cells as written when the reply does not say it "
    "is 1-indexed (the strict policy: the prompt's format literally)",
    "v27s_xy_said": "strict reads the answer line's pair as (row, col), the prompt's format, "
    "whatever convention the prose before it states",
    # Refusing "loop" after the name (the twenty-third round's words_after) would cost v14's
    # "SHAPE: rectangle-like loop", labelled in format (issue 35, twenty-sixth round).
    "v27r_square_loop": "strict accepts a word after the name unless it is a generic noun "
    "(shape, figure, form, pattern); 'loop' is not one, as v14 labels 'rectangle-like loop'",
    "v28s_one_based_unsaid_conflict": "strict reads the cells as written when the reply does not "
    "say it is 1-indexed (the strict policy: the prompt's format literally)",
    "v28r_hollow_square": "strict accepts a describing word held with the name ('hollow "
    "square' names the square), as v27's 'square loop'",
    "v29s_one_based_unsaid_conflict": "strict reads the cells as written when the reply does not "
    "say it is 1-indexed (the strict policy: the prompt's format literally)",
    "v30s_one_based_unsaid": "strict reads the cells as written when the reply does not say it "
    "is 1-indexed (the strict policy: the prompt's format literally)",
    "v30r_table_disagrees": "strict reads the final line; a table above it naming another "
    "shape is the flexible reading's concern (the writer held the two answers a strict miss)",
    "t30s_section_before_other": "strict reads the final line; a headed section above it naming "
    "another cell is the flexible reading's concern, as v30r_table_disagrees",
    "v29r_gemma3_square_ring": "strict accepts a describing word held with the name ('square "
    "ring' names the square), as v27's 'square loop' and v28's 'hollow square'",
    # v52's and v53's writers labelled these strict misses; the lead's rulings of the forty-
    # fifth round say otherwise (labels left as written).
    "v53s_mistral_period": "strict: a full stop right after the answer on a MOVE: line stays in "
    "format (the lead's ruling, forty-fifth round, as the earlier one for SHAPE:)",
    "v53p_mistral_period": "strict: a full stop right after the answer on a ROTATE: line stays "
    "in format (the lead's ruling, forty-fifth round, as the earlier one for SHAPE:)",
    "v53r_qwen25_period": "strict: a full stop right after the name on a SHAPE: line stays in "
    "format (the earlier ruling, 'Nothing after the answer on a strict line')",
    "v52p_qwenplus_square_n": "strict: 'ROTATE: square 2 clockwise' is in format, the prompt "
    "itself allowing 'square N' (agents/llm/prompts.py; the lead's ruling, forty-fifth round)",
    "v53c_s_gemma_continuation_move": "strict: the strict reading takes the reply's last line "
    "in the asked form (the precedent of v49-v52; the lead's ruling, forty-fifth round)",
    # v57-v59's writers labelled these against standing rulings (labels left as written).
    **dict.fromkeys(
        (
            "v57s_gpt4o_bold_right",
            "v57r_gpt41_bold",
            "v58s_deepseek_zh_bold",
            "v58r_glm4_zh_bold",
            "v59s_gemma_bold",
            "v59r_gemma_bold",
        ),
        "strict: inline bold around the answer line is tolerated (older sets label it so, "
        "30+ replies: '**MOVE: (1, 1)**', '**SHAPE:** square')",
    ),
    **dict.fromkeys(
        ("v57r_o3_ring", "v60r_phi4_square_ring", "v64r_llama_words_after"),
        "strict: a SHAPE: line may carry any English name ('SHAPE: square ring'; the lead's "
        "ruling, as v41r_gpt5_rectangle)",
    ),
    "v57c_s_llama33_correction": "strict: the reply's last line ('Wait — (0, 0) is a wall. I'll "
    "go down instead: MOVE: (2, 0)') is not of the asked form",
    # v73's writer labelled two SHAPE: lines naming a registry name of the square ("rectangle",
    # "box") a strict miss; the lead's ruling is that a registry name is that shape in both
    # readings: the labels stay as written (fifty-second round's brief).
    "v73r_qwenmax_rectangle": "strict: SHAPE: rectangle names the square (a registry name is "
    "that shape in both readings, the lead's ruling; label left as written)",
    "v73r_internlm_zh_box": "strict: SHAPE: box names the square (a registry name is that "
    "shape in both readings, the lead's ruling; label left as written)",
    "v69r_llama4_rectangle_name": "strict: SHAPE: rectangle names the square (the registry lists "
    "'rectangle' as the square's name; the lead's ruling: a name the registry lists is that "
    "shape; label left as written)",
}


@pytest.mark.parametrize("corpus", CORPORA)
def test_the_halves_are_stable_and_both_cover_every_phase(corpus: str) -> None:
    module = CORPORA[corpus]
    halves = module.split()
    assert sum(map(len, halves.values())) == len(module.all_cases())
    assert half("s_think_closed") == half("s_think_closed")
    for name, cases in halves.items():
        assert {c.phase for c in cases} == set(PHASES), name


def test_the_second_corpus_is_new_and_holds_real_replies_of_both_models() -> None:
    first = {c.id for c in corpus_reading.all_cases()}
    second = corpus_reading_v2.all_cases()
    assert not first & {c.id for c in second}
    # One reply is the first corpus's too (a copy of the original in the asked format, as
    # both corpora needed one); the rest are new.
    seen = {(c.reply, c.finish_reason) for c in corpus_reading.all_cases()}
    assert len(seen & {(c.reply, c.finish_reason) for c in second}) <= 1
    sources = {c.source for c in second}
    assert {"styles", "smollm2", "gemma"} <= sources, sources


@pytest.mark.parametrize(("corpus", "name"), list(FLOORS))
def test_strict_agrees_and_no_more_false_successes_than_measured(corpus: str, name: str) -> None:
    a = agreement(MEASURED[corpus].split()[name])
    agreed, false_successes = FLOORS[corpus, name]
    detail = a.disagreements  # every half is tuning data now: the messages name the replies
    strict_misses = {line.split(":")[0] for line in detail if ": strict " in line}
    assert strict_misses <= set(STRICT_DISPUTED), detail
    assert a.strict_agree + len(strict_misses) == a.total, detail
    assert a.false_successes <= false_successes, detail
    assert a.flexible_agree >= agreed, f"{a.flexible_agree}/{a.clear}"


# Unclear labels the readers do not follow, each with the reason (the lead's ruling): the reply
# is read as the earlier sets label the same habit.
UNCLEAR_DISPUTED = {
    "v7s_spanish_direction": "'Me muevo hacia abajo.' as the whole answer: labelled unreadable "
    "(a language the study did not read then); the readers read ten languages since the "
    "fortieth round, and v45s_es_direction labels the same sentence the cell below",
    "v44s_small_half": "'MOVE (2, 0' closing the reply: a cell with both numbers whose ')' is "
    "missing is read, as six earlier sets label it (t17s_unclosed_right, v17s_small_unclosed_"
    "bracket, v19s_small_half_label, v24s_small_open_paren, v36s_small_half_label, "
    "v39s_small_half_label)",
    **dict.fromkeys(
        ("v9p_left_right_words", "v10p_right_as_direction"),
        "read as a turn by the lead's ruling of 29 Nov 2026 (rotate left/right = "
        "counterclockwise/clockwise)",
    ),
}


@pytest.mark.parametrize(("corpus", "name"), list(FLOORS))
def test_every_half_abstains_on_every_unclear_reply(corpus: str, name: str) -> None:
    cases = MEASURED[corpus].split()[name]
    a = agreement(cases)
    unclear = {c.id for c in cases if not c.clear}
    read = {line.split(":")[0] for line in a.disagreements if ": strict " not in line}
    disputed = (read & unclear) & set(UNCLEAR_DISPUTED)
    assert a.unclear_abstained + len(disputed) == a.unclear, a.disagreements


@pytest.mark.parametrize("phase", PHASES)
def test_every_phase_reads_through_the_pipeline(phase: str) -> None:
    # A draft inside a closed think block never decides; a cut-off reply is never credited.
    looked_into = [c for c in corpus_reading_v2.STYLES if half(c.id) == "tune"]
    for case in (c for c in STYLES + looked_into if c.phase == phase):
        if case.habit in ("think_closed", "truncated", "think_unclosed", "think_closing_only"):
            flex, _ = readings(case)
            assert flex == case.label or (case.label == UNREADABLE and flex != "square"), case.id
