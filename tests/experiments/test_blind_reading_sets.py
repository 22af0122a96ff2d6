"""What every blind reading set (v4 onward) must be, checked alike: well-formed, every phase with
clear and unclear replies (the solve step, read once per move, the largest), a reason for every
unclear case and hard call, new against the sets written before it, both generation encodings
asked, cut-off replies unreadable, a form check that finds malformed cases, and the first
corpus's split. No reader runs here: each set is measured once (``reading_agreement.py``).
What is a set's own (its real replies, its mazes, its routes) stays in its own test file."""

from __future__ import annotations

import dataclasses
from types import ModuleType

import corpus_mazes
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
import pytest
from corpus_form import (
    PHASES,
    coord_list,
    json_maze,
    one_based,
    path_text,
    phase_makers,
    set_functions,
    spaced_cells,
)
from corpus_reading import UNREADABLE, half

# Every reading set in the order it was written: a set must be new against every set written
# before it (a blind set's tuning set came after it; sets written side by side, v11 and v12, v13
# and v14, were checked against each other once both existed).
WRITTEN = [
    corpus_reading,
    corpus_reading_v2,
    corpus_reading_v3,
    corpus_reading_v4,
    corpus_reading_v5,
    corpus_reading_v6,
    corpus_reading_tune5,
    corpus_reading_tune6,
    corpus_reading_v7,
    corpus_reading_tune7,
    corpus_reading_v8,
    corpus_reading_tune8,
    corpus_reading_v9,
    corpus_reading_tune9,
    corpus_reading_v10,
    corpus_reading_tune10,
    corpus_reading_tune11,
    corpus_reading_v11,
    corpus_reading_tune12,
    corpus_reading_v12,
    corpus_reading_v13,
    corpus_reading_v14,
    corpus_reading_tune13,
    corpus_reading_v15,
    corpus_reading_tune14,
    corpus_reading_tune15,
    corpus_reading_v16,
    corpus_reading_v17,
    corpus_reading_v18,
    corpus_reading_tune16,
    corpus_reading_tune17,
    corpus_reading_v19,
    corpus_reading_tune18,
    corpus_reading_tune19,
    corpus_reading_v20,
    corpus_reading_tune20,
    corpus_reading_v21,
    corpus_reading_tune21,
    corpus_reading_v22,
    corpus_reading_tune22,
    corpus_reading_v23,
    corpus_reading_tune23,
    corpus_reading_v24,
    corpus_reading_tune24,
    corpus_reading_v25,
    corpus_reading_tune25,
    corpus_reading_v26,
    corpus_reading_tune26,
    corpus_reading_v27,
    corpus_reading_tune27,
    corpus_reading_v28,
    corpus_reading_tune28,
    corpus_reading_v29,
    corpus_reading_tune29,
    corpus_reading_v30,
    corpus_reading_tune30,
    corpus_reading_v31,
    corpus_reading_tune31,
    corpus_reading_v32,
    corpus_reading_tune32,
    corpus_reading_v33,
    corpus_reading_tune33,
    corpus_reading_v34,
    corpus_reading_tune34,
    corpus_reading_v35,
    corpus_reading_tune35,
    corpus_reading_v36,
    corpus_reading_tune36,
    corpus_reading_v37,
    corpus_reading_tune37,
    corpus_reading_v38,
    corpus_reading_tune38,
    corpus_reading_v39,
    corpus_reading_tune39,
    corpus_reading_v40,
    corpus_reading_tune40,
    corpus_reading_v41,
    corpus_reading_v42,
    corpus_reading_tune41,
    corpus_reading_tune42,
    corpus_reading_tune43,
    corpus_reading_tune44,
    corpus_reading_tune45,
    corpus_reading_tune46,
    corpus_reading_tune47,
    corpus_reading_tune48,
    corpus_reading_tune49,
    corpus_reading_tune50,
    corpus_reading_tune51,
    corpus_reading_tune52,
    corpus_reading_tune53,
    corpus_reading_v43,
    corpus_reading_v44,
    corpus_reading_v45,
    corpus_reading_v46,
    corpus_reading_v47,
    corpus_reading_v48,
    corpus_reading_v49,
    corpus_reading_v50,
    corpus_reading_v51,
    corpus_reading_v52,
    corpus_reading_v53,
    corpus_reading_v54,
    corpus_reading_v55,
    corpus_reading_v56,
    corpus_reading_v57,
    corpus_reading_v58,
    corpus_reading_v59,
    corpus_reading_v60,
    corpus_reading_v61,
    corpus_reading_v62,
    corpus_reading_v63,
    corpus_reading_v64,
    corpus_reading_v65,
    corpus_reading_v66,
    corpus_reading_v67,
    corpus_reading_v68,
    corpus_reading_v69,
    corpus_reading_v70,
    corpus_reading_v71,
    corpus_reading_v72,
    corpus_reading_v73,
    corpus_reading_v74,
    corpus_reading_v75,
    corpus_reading_v76,
    corpus_reading_v77,
]


def written_before(module: ModuleType) -> list[ModuleType]:
    """The sets written before ``module`` (:data:`WRITTEN`)."""
    return WRITTEN[: WRITTEN.index(module)]


WRITTEN_BESIDE: dict[str, tuple[str, ...]] = {
    "v48": ("v47",),
    "v52": ("v51",),
    "v53": ("v51", "v52"),
    "v56": ("v54", "v55"),
    "v58": ("v57",),
    "v59": ("v57", "v58"),
    "v61": ("v60",),
    "v62": ("v60", "v61"),
    "v64": ("v63",),
    "v65": ("v63", "v64"),
    "v67": ("v66",),
    "v68": ("v66", "v67"),
    "v70": ("v69",),
    "v71": ("v69", "v70"),
    "v73": ("v72",),
    "v74": ("v72", "v73"),
    "v76": ("v75",),
    "v77": ("v75", "v76"),
}
"""The sets written at the same time as a set and listed before it in :data:`WRITTEN`: blind to
it and it to them (all measured as written), so a maze or route they share is no repeat."""


def read_before_writing(module: ModuleType) -> list[ModuleType]:
    """The sets ``module``'s writer could read: :func:`written_before` less the sets written
    beside it (:data:`WRITTEN_BESIDE`)."""
    name = module.__name__.removeprefix("corpus_reading_")
    beside = {f"corpus_reading_{n}" for n in WRITTEN_BESIDE.get(name, ())}
    return [m for m in written_before(module) if m.__name__ not in beside]


SETS: dict[str, tuple[ModuleType, tuple[int, int]]] = {
    # name: (module, bounds on its size)
    "v4": (corpus_reading_v4, (150, 170)),
    "v5": (corpus_reading_v5, (160, 180)),
    "v6": (corpus_reading_v6, (160, 180)),
    "v7": (corpus_reading_v7, (160, 180)),
    "v8": (corpus_reading_v8, (160, 185)),
    "v9": (corpus_reading_v9, (145, 170)),
    "v10": (corpus_reading_v10, (150, 180)),
    "v11": (corpus_reading_v11, (140, 170)),
    "v12": (corpus_reading_v12, (165, 190)),
    "v13": (corpus_reading_v13, (150, 180)),
    "v14": (corpus_reading_v14, (145, 170)),
    "v15": (corpus_reading_v15, (130, 155)),
    "v16": (corpus_reading_v16, (140, 165)),
    "v17": (corpus_reading_v17, (145, 170)),
    "v18": (corpus_reading_v18, (150, 175)),
    "v19": (corpus_reading_v19, (160, 185)),
    "v20": (corpus_reading_v20, (170, 195)),
    "v21": (corpus_reading_v21, (165, 190)),
    "v22": (corpus_reading_v22, (170, 195)),
    "v23": (corpus_reading_v23, (160, 185)),
    "v24": (corpus_reading_v24, (135, 155)),
    "v25": (corpus_reading_v25, (170, 195)),
    "v26": (corpus_reading_v26, (145, 170)),
    "v27": (corpus_reading_v27, (165, 190)),
    "v28": (corpus_reading_v28, (165, 190)),
    "v29": (corpus_reading_v29, (150, 180)),
    "v30": (corpus_reading_v30, (175, 200)),
    "v31": (corpus_reading_v31, (155, 175)),
    "v32": (corpus_reading_v32, (150, 175)),
    "v33": (corpus_reading_v33, (160, 185)),
    "v34": (corpus_reading_v34, (160, 185)),
    "v35": (corpus_reading_v35, (140, 170)),
    "v36": (corpus_reading_v36, (130, 165)),
    "v37": (corpus_reading_v37, (145, 170)),
    "v38": (corpus_reading_v38, (145, 170)),
    "v39": (corpus_reading_v39, (150, 170)),
    "v40": (corpus_reading_v40, (150, 170)),
    "v41": (corpus_reading_v41, (150, 170)),
    "v42": (corpus_reading_v42, (150, 170)),
    "v43": (corpus_reading_v43, (150, 170)),
    "v44": (corpus_reading_v44, (150, 170)),
    "v45": (corpus_reading_v45, (150, 170)),
    "v46": (corpus_reading_v46, (150, 170)),
    "v47": (corpus_reading_v47, (150, 170)),
    "v48": (corpus_reading_v48, (150, 170)),
    "v49": (corpus_reading_v49, (150, 170)),
    "v50": (corpus_reading_v50, (150, 170)),
    "v51": (corpus_reading_v51, (155, 175)),
    "v52": (corpus_reading_v52, (150, 170)),
    "v53": (corpus_reading_v53, (155, 170)),
    "v54": (corpus_reading_v54, (155, 170)),
    "v55": (corpus_reading_v55, (155, 170)),
    "v56": (corpus_reading_v56, (160, 175)),
    "v57": (corpus_reading_v57, (155, 170)),
    "v58": (corpus_reading_v58, (150, 170)),
    "v59": (corpus_reading_v59, (150, 170)),
    "v60": (corpus_reading_v60, (150, 170)),
    "v61": (corpus_reading_v61, (150, 170)),
    "v62": (corpus_reading_v62, (150, 170)),
    "v63": (corpus_reading_v63, (150, 170)),
    "v64": (corpus_reading_v64, (150, 170)),
    "v65": (corpus_reading_v65, (155, 175)),
    "v66": (corpus_reading_v66, (155, 175)),
    "v67": (corpus_reading_v67, (145, 165)),
    "v68": (corpus_reading_v68, (160, 180)),
    "v69": (corpus_reading_v69, (160, 175)),
    "v70": (corpus_reading_v70, (155, 175)),
    "v71": (corpus_reading_v71, (150, 170)),
    "v72": (corpus_reading_v72, (150, 170)),
    "v73": (corpus_reading_v73, (150, 170)),
    "v74": (corpus_reading_v74, (160, 180)),
    "v75": (corpus_reading_v75, (155, 175)),
    "v76": (corpus_reading_v76, (150, 170)),
    "v77": (corpus_reading_v77, (160, 180)),
}
per_set = pytest.mark.parametrize("name", list(SETS))


@per_set
def test_every_case_is_well_formed(name: str) -> None:
    assert SETS[name][0].problems() == []


@per_set
def test_every_phase_has_clear_and_unclear_replies_solve_the_most(name: str) -> None:
    module, (low, high) = SETS[name]
    cases = module.all_cases()
    counts = {p: [c for c in cases if c.phase == p] for p in PHASES}
    assert all(any(c.clear for c in counts[p]) for p in PHASES)
    assert all(any(not c.clear for c in counts[p]) for p in PHASES)
    assert len(counts["solve"]) == max(len(v) for v in counts.values())
    assert low <= len(cases) <= high


@per_set
def test_every_unclear_case_and_hard_call_says_why(name: str) -> None:
    module = SETS[name][0]
    cases = {c.id: c for c in module.all_cases()}
    assert set(module.WHY) <= set(cases)
    assert all(c.id in module.WHY for c in cases.values() if not c.clear)
    assert all(why.strip() for why in module.WHY.values())


# Sets written at the same time by writers blind to each other can coincide on a short reply;
# each was measured as written, so the coincidences are listed rather than reworded.
WRITTEN_TOGETHER_SAME_REPLY = {
    "v44o_small_echo",  # v43o_small_echo: a small model's echoed format line, then the path
    "v44p_phi4_ordinal",  # v43p_flash_ordinal: "Rotate the second square clockwise."
    "v46p_qwen25_fullwidth",  # v45p_qwen25_fullwidth: "ROTATE：（0，0）clockwise"
    "v48s_small_half_label",  # v47s_small_half_paren: "the player go down\nMOVE (2, 0"
    "v48o_small_repeat_short",  # v47o_small_repeat_short: one short PATH: line three times
    "v48r_small_echo",  # v47r_small_echo: "SHAPE: <name>\nSHAPE: square"
    "v52p_small_smol_echo",  # v51p_small_echo: the format line echoed, then the move
    "v53s_small_half_label",  # v52s_small_smol_half: "the player go down\nMOVE: (2 0)"
    "v56r_qwenmax_zh_cross",  # v55r_qwenmax_zh_cross: a cross described, then "SHAPE: 十字"
    "v59r_mistral_period",  # v57r_o4mini_period: "SHAPE: square."
    "v59g_olmo_coord",  # v58g_baichuan_coord_ring: the same ring's coordinate lists
    "v62o_small_smol135_echo",  # v60o_small_smol135_echo: the PATH format line echoed, then a short path
    "v65p_qwen25_fullwidth_tr",  # v64p_qwenplus_fullwidth: "右上角逆时针。" then a full-width ROTATE line
    "v68r_flash_words_after",  # v66r_llama4_words_after: "SHAPE: square (a hollow one)"
    "v71r_small_smol360_half_no_colon",  # v69r_small_smol360_it_is_square: "it is square\nSHAPE square"
    "v77r_granite_spiral",  # v75r_mistral_spiral_wrong: "... like a spiral.\n\nSHAPE: spiral"
    "v77r_small_smol360_repeat_cross",  # v75r_small_smol360_repeat_cross: "cross\nSHAPE: cross" twice
}


@per_set
def test_the_replies_are_new_against_the_earlier_sets(name: str) -> None:
    module = SETS[name][0]
    earlier = [c for m in written_before(module) for c in m.all_cases()]
    replies, ids = {c.reply for c in earlier}, {c.id for c in earlier}
    repeated = [c.id for c in module.all_cases() if c.reply in replies]
    assert [i for i in repeated if i not in WRITTEN_TOGETHER_SAME_REPLY] == []
    assert [c.id for c in module.all_cases() if c.id in ids] == []


@per_set
def test_both_encodings_are_asked_in_generation_and_truncations_are_unreadable(name: str) -> None:
    cases = SETS[name][0].all_cases()
    assert {c.encoding for c in cases if c.phase == "generate"} == {"matrix", "coord_list"}
    cut = [c for c in cases if c.finish_reason == "length"]
    assert cut and all(c.label == UNREADABLE for c in cut)


@per_set
def test_the_check_finds_malformed_cases(name: str) -> None:
    module = SETS[name][0]
    good = module.all_cases()[0]
    bad = [
        dataclasses.replace(good, id=f"{name}_bad_phase", phase="walk"),
        dataclasses.replace(good, id=f"{name}_bad_cell", label=(2, "0")),
        dataclasses.replace(good, id=f"{name}_cut_credited", finish_reason="length"),
        dataclasses.replace(good, id=f"{name}_no_why", label=UNREADABLE, strict=None),
        dataclasses.replace(good, id="v0_wrong_prefix"),
    ]
    found = module.problems(bad)
    assert [line.split(":")[0] for line in found] == [c.id for c in bad]


@per_set
def test_the_split_is_the_first_corpus_rule(name: str) -> None:
    module = SETS[name][0]
    halves = module.split()
    tune = {c.id for c in module.all_cases() if half(c.id) == "tune"}
    assert {c.id for c in halves["tune"]} == tune
    assert len(halves["tune"]) + len(halves["heldout"]) == len(module.all_cases())


@pytest.mark.parametrize("name", ["v5", "v6", "v7"])
def test_the_left_and_bottom_route_is_the_first_corpus_path(name: str) -> None:
    route = SETS[name][0].DOWN
    assert " ".join(f"({c})" for c in route.split()) == corpus_reading.PATH_A


def test_the_helpers_write_the_encoder_and_prompt_forms() -> None:
    assert coord_list(corpus_mazes.NEW_MATRIX) == corpus_mazes.NEW_COORD
    assert coord_list(corpus_mazes.ORIGINAL_MATRIX) == corpus_mazes.ORIGINAL_COORD
    assert path_text("1,0 2,0") == "(1, 0) (2, 0)"
    assert path_text("1,0 2,0", " -> ") == "(1, 0) -> (2, 0)"


def test_the_shared_helpers_write_one_based_spaced_and_json_forms() -> None:
    # The helpers several sets shared before they moved here; a change would change replies.
    assert one_based("1,0 2,0") == "(2, 1) (3, 1)"
    assert one_based("1,0 2,0", " → ") == "(2, 1) → (3, 1)"
    assert spaced_cells("(1,0) (2,0)") == "(1, 0) (2, 0)"
    assert spaced_cells("(1,0) (2,0)", " -> ") == "(1, 0) -> (2, 0)"
    assert json_maze("1 P\nG 0") == '{"walls": [[0, 0]], "player": [0, 1], "goal": [1, 0]}'
    assert json_maze("1 0") == '{"walls": [[0, 0]], "player": null, "goal": null}'


def test_the_phase_makers_and_set_functions_build_a_set_as_the_sets_did() -> None:
    # The boilerplate v20..v27 and tune20..tune27 share: positional and keyword calls alike,
    # a why recorded, lists read at each call (a set appends with ``PUZZLE += [...]``).
    why: dict[str, str] = {}
    solve, one_shot, recognize, generate, puzzle = phase_makers(why)
    first = solve("x1", "MOVE: (2, 0)", (2, 0), (2, 0), "plain")
    second = puzzle("x2", reply="no move", label=UNREADABLE, strict=False, habit="h", why="none")
    assert (first.phase, first.reply, first.label, first.strict) == (
        "solve",
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
    )
    assert second.phase == "puzzle" and why == {"x2": "none"}
    assert [m("i", "r", "l", False, "h").phase for m in (one_shot, recognize, generate)] == list(
        PHASES[1:4]
    )
    natural, picked = [first], [second]
    funcs = set_functions("x", why, corpus_mazes.MAZES, [natural, picked], [picked])
    assert [c.id for c in funcs.all_cases()] == ["x1", "x2"]
    natural.append(solve("y3", "MOVE: (2, 0)", (2, 0), (2, 0), "plain"))
    assert funcs.chosen() == {"x2"} and len(funcs.all_cases()) == 3
    assert funcs.problems() == ["y3: id must start with x and the reply be a non-empty string"]
    assert funcs.problems([first]) == []
    assert sum(map(len, funcs.split().values())) == 3
    natural.append(first)
    with pytest.raises(AssertionError, match="unique"):
        funcs.all_cases()


@pytest.mark.parametrize(
    "module",
    [
        corpus_reading_tune12,
        corpus_reading_tune13,
        corpus_reading_tune14,
        corpus_reading_tune15,
        corpus_reading_tune16,
        corpus_reading_tune17,
        corpus_reading_tune18,
        corpus_reading_tune19,
        corpus_reading_tune20,
        corpus_reading_tune21,
        corpus_reading_tune22,
        corpus_reading_tune23,
        corpus_reading_tune24,
        corpus_reading_tune25,
        corpus_reading_tune26,
        corpus_reading_tune27,
        corpus_reading_tune28,
        corpus_reading_tune29,
        corpus_reading_tune30,
        corpus_reading_tune31,
        corpus_reading_tune32,
        corpus_reading_tune33,
        corpus_reading_tune34,
        corpus_reading_tune35,
        corpus_reading_tune36,
        corpus_reading_tune37,
        corpus_reading_tune38,
        corpus_reading_tune39,
        corpus_reading_tune40,
        corpus_reading_tune41,
        corpus_reading_tune42,
        corpus_reading_tune43,
        corpus_reading_tune44,
        corpus_reading_tune45,
        corpus_reading_tune46,
        corpus_reading_tune47,
        corpus_reading_tune48,
        corpus_reading_tune49,
        corpus_reading_tune50,
        corpus_reading_tune51,
        corpus_reading_tune52,
        corpus_reading_tune53,
    ],
    ids=lambda m: m.__name__,
)
def test_the_rounds_tuning_sets_are_well_formed_and_new(module: ModuleType) -> None:
    # A round's tuning set (the habits a measured blind set found misread) was written after
    # that set was measured: well-formed, and new against every set written before it (the
    # next blind sets, written at the same time, are not looked at).
    assert module.problems() == []
    earlier = [c for m in written_before(module) for c in m.all_cases()]
    replies, ids = {c.reply for c in earlier}, {c.id for c in earlier}
    cases = module.all_cases()
    assert [c.id for c in cases if c.reply in replies] == []
    assert [c.id for c in cases if c.id in ids] == []
