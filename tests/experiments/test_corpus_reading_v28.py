"""What is the twenty-eighth reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, a natural mix of
about two thirds with the chosen third all hard or unclear and split between unclear replies and
their clear look-alikes, strict verdicts that follow the final-line rule, and its new rings,
broken mazes and routes. The checks every blind set shares are in
``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import corpus_mazes
import corpus_reading_v28 as v28
from corpus_form import PHASES, coord_list, one_based, path_text
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _walk_ok


def _of_habit(habit: str) -> list[object]:
    return [c for c in v28.all_cases() if c.habit == habit]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v28.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v28.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v28.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    assert not {c.id for c in small} & v28.chosen()


def test_the_natural_mix_is_about_two_thirds_in_every_phase() -> None:
    cases = v28.all_cases()
    chosen = v28.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.62 <= 1 - len(chosen) / len(cases) <= 0.72
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.55 <= len(natural) / len(in_phase) <= 0.8, phase


def test_the_chosen_third_pairs_unclear_replies_with_clear_look_alikes() -> None:
    hard = {key for key, why in v28.WHY.items() if why.startswith("hard:")}
    cases = v28.all_cases()
    unclear = {c.id for c in cases if not c.clear}
    assert not hard & unclear
    assert v28.chosen() <= hard | unclear
    # Abstaining on everything odd is not free: in every phase the chosen replies hold both
    # unclear ones and clear ones, and overall neither kind is under a third of them.
    for phase in PHASES:
        picked = [c for c in cases if c.id in v28.chosen() and c.phase == phase]
        assert any(c.clear for c in picked) and any(not c.clear for c in picked), phase
    picked = [c for c in cases if c.id in v28.chosen()]
    clear = sum(c.clear for c in picked)
    assert len(picked) / 3 <= clear <= 2 * len(picked) / 3


def test_the_habits_are_spread_over_the_phases() -> None:
    for habit in ("long_cut_off", "small_echo", "small_repeat", "second_thought", "two_sections"):
        assert len({c.phase for c in _of_habit(habit)}) == len(PHASES), habit
    for habit in ("think_block", "chinese_prose", "tool_call_json", "verification_after"):
        assert len({c.phase for c in _of_habit(habit)}) >= 4, habit
    for habit in ("conditional", "question_back", "foreign_direction", "one_based_said"):
        assert len({c.phase for c in _of_habit(habit)}) >= 2, habit
    assert len(_of_habit("variant_name")) >= 4


def test_second_thoughts_and_two_sections_are_unclear_unless_they_agree() -> None:
    # A second thought after the answer that leans elsewhere is never taken as definite.
    assert all(c.label == UNREADABLE for c in _of_habit("second_thought"))
    # Two sections: unclear when they name different answers, clear when they agree or the
    # earlier one is said to be superseded.
    sections = {c.id: c for c in _of_habit("two_sections")}
    assert sum(not c.clear for c in sections.values()) == 4
    assert sections["v28s_two_sections_agree"].label == (2, 0)
    assert sections["v28r_two_sections_same_shape"].label == "square"
    assert sections["v28r_initial_guess_superseded"].label == "square"


def test_strict_follows_the_final_line_rule() -> None:
    # An answer followed by an explanation, fenced, in a heading, a tool call, YAML or HTML, or
    # in prose only, is never strictly right.
    after = _of_habit("answer_then_explanation") + _of_habit("fenced_answer")
    after += _of_habit("heading") + _of_habit("tool_call_json") + _of_habit("html")
    after += _of_habit("yaml") + _of_habit("prose_only")
    assert len(after) >= 20 and all(c.strict in (None, False) for c in after)
    # A check confirming the answer in other words keeps it (strict: not the last line); a
    # check concluding elsewhere leaves it unclear; a stated replacement line is read.
    checks = {c.id: c for c in _of_habit("verification_after")}
    assert checks["v28s_verification_concludes_other"].label == UNREADABLE
    confirmed = [c for c in checks.values() if c.clear and c.id != "v28s_stated_replacement_line"]
    assert len(confirmed) >= 4 and all(c.strict in (None, False) for c in confirmed)
    replaced = checks["v28s_stated_replacement_line"]
    assert replaced.reply.endswith("MOVE: (2, 0)") and replaced.strict == (2, 0)


def test_direction_words_are_read_only_in_the_languages_read() -> None:
    foreign = _of_habit("foreign_direction")
    turkish = [c for c in foreign if "Turkish" in v28.WHY[c.id]]
    assert len(turkish) == 2 and all(c.label == UNREADABLE for c in turkish)
    assert all(c.clear for c in foreign if c not in turkish)


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    valid = (v28.RING_TL3, v28.RING_SAME_CELLS, v28.RING_TR4, v28.RING_MR3, v28.RING_BM3)
    assert all(_is_ring(maze) for maze in valid)
    broken = (v28.GAP_RING, v28.TWO_G, v28.FOUR_COLS, v28.X_WALLS, v28.SPLIT_RING)
    assert not any(_is_ring(maze) for maze in broken)
    # The same open cells as the original, with P and G elsewhere: not an identical copy.
    same = v28.RING_SAME_CELLS.replace("P", "0").replace("G", "0")
    assert same == corpus_mazes.ORIGINAL_MATRIX.replace("P", "0").replace("G", "0")
    assert v28.RING_SAME_CELLS != corpus_mazes.ORIGINAL_MATRIX
    assert corpus_mazes.ORIGINAL_MATRIX not in valid
    gen = [c for c in v28.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
    read = 0
    for case in (c for c in gen if c.clear and "MAZE:\n" in c.reply):
        maze = case.reply.split("MAZE:\n")[-1].split("\n\n")[0]
        if maze in valid:
            assert case.label == SUCCESS, case.id
            read += 1
        if maze in broken or maze == corpus_mazes.ORIGINAL_MATRIX:
            assert case.label == FAIL, case.id
            read += 1
    assert read >= 14


def test_the_coordinate_list_answers_are_the_encoders_form() -> None:
    coord = [c for c in v28.all_cases() if c.encoding == "coord_list"]
    exact = [
        c
        for c in coord
        if c.reply.split("MAZE:\n")[-1] in (coord_list(v28.RING_TR4), coord_list(v28.RING_BM3))
    ]
    assert len(exact) == 2 and all(c.label == SUCCESS and c.strict for c in exact)
    matrix = [c for c in coord if c.habit == "wrong_encoding"]
    assert len(matrix) == 1 and "Walls:" not in matrix[0].reply and matrix[0].label == FAIL


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v28.RIGHT) and _walk_ok(v28.DOWN) and _walk_ok(v28.SHUTTLE)
    broken = (v28.CUTS_CORNER, v28.OVER_EDGE, v28.SHORT_OF_G, v28.LEAP)
    assert not any(_walk_ok(r) for r in broken)
    by_id = {c.id: c for c in v28.all_cases()}
    said = by_id["v28o_one_based_said"]
    assert said.label == SUCCESS and said.reply.endswith("PATH: " + one_based(v28.RIGHT))
    shuttle = by_id["v28o_shuttle_detour"]
    assert shuttle.reply.endswith(path_text(v28.SHUTTLE)) and shuttle.label == SUCCESS
