"""What is the twenty-seventh reading corpus's own: written replies only (no model was run), a
cut-off reply in every phase, the real small models' habits in every phase, a natural mix of
about two thirds with the chosen third all hard or unclear, strict verdicts that follow the
final-line rule, and its new rings, broken mazes and routes. The checks every blind set shares
are in ``test_blind_reading_sets.py``; no reader runs here."""

from __future__ import annotations

import corpus_mazes
import corpus_reading_v27 as v27
from corpus_form import PHASES, coord_list, one_based, path_text
from corpus_reading import FAIL, SUCCESS, UNREADABLE
from test_corpus_reading_v8 import _is_ring, _walk_ok


def _of_habit(habit: str) -> list[object]:
    return [c for c in v27.all_cases() if c.habit == habit]


def test_every_reply_is_written_none_is_a_model_run() -> None:
    assert {c.source for c in v27.all_cases()} == {"styles"}


def test_a_reply_is_cut_off_in_every_phase_and_is_unreadable() -> None:
    cut = [c for c in v27.all_cases() if c.finish_reason == "length"]
    assert {c.phase for c in cut} == set(PHASES)
    assert all(c.label == UNREADABLE for c in cut)


def test_the_small_models_habits_are_in_every_phase_clear_and_not() -> None:
    small = [c for c in v27.all_cases() if c.habit.startswith("small_")]
    assert {c.phase for c in small} == set(PHASES)
    assert len(small) >= 20
    assert any(c.clear for c in small) and any(not c.clear for c in small)
    assert not {c.id for c in small} & v27.chosen()


def test_the_natural_mix_is_about_two_thirds_in_every_phase() -> None:
    cases = v27.all_cases()
    chosen = v27.chosen()
    assert chosen <= {c.id for c in cases}
    assert 0.62 <= 1 - len(chosen) / len(cases) <= 0.72
    for phase in PHASES:
        in_phase = [c for c in cases if c.phase == phase]
        natural = [c for c in in_phase if c.id not in chosen]
        assert 0.55 <= len(natural) / len(in_phase) <= 0.8, phase


def test_the_chosen_third_is_all_hard_or_unclear() -> None:
    hard = {key for key, why in v27.WHY.items() if why.startswith("hard:")}
    unclear = {c.id for c in v27.all_cases() if not c.clear}
    assert not hard & unclear
    assert v27.chosen() <= hard | unclear


def test_the_habits_are_spread_over_the_phases() -> None:
    for habit in ("long_cut_off", "small_echo", "small_repeat", "verification_after"):
        assert len({c.phase for c in _of_habit(habit)}) == len(PHASES), habit
    for habit in ("think_block", "chinese_prose", "refusal", "hedge", "tool_call_json", "yaml"):
        assert len({c.phase for c in _of_habit(habit)}) >= 4, habit
    for habit in ("heading", "one_based_said", "prose_only", "foreign_direction", "emoji"):
        assert len({c.phase for c in _of_habit(habit)}) >= 2, habit
    assert len(_of_habit("variant_name")) >= 6


def test_strict_follows_the_final_line_rule() -> None:
    # An answer followed by an explanation, fenced, in a heading, a tool call, YAML or HTML, or
    # in prose only, is never strictly right.
    after = _of_habit("answer_then_explanation") + _of_habit("fenced_answer")
    after += _of_habit("heading") + _of_habit("tool_call_json") + _of_habit("html")
    after += _of_habit("yaml") + _of_habit("prose_only")
    assert len(after) >= 20 and all(c.strict in (None, False) for c in after)
    # A check that concludes on another answer without replacing it leaves it unclear; a
    # stated replacement ending on a new answer line is read, strictly too.
    checks = _of_habit("verification_after")
    assert sum(not c.clear for c in checks) == 4
    replaced = [c for c in checks if c.clear]
    assert len(replaced) == 4 and all(c.strict not in (None, False) for c in replaced)
    # Direction words in a language not read leave the answer unclear; in one read, not.
    foreign = _of_habit("foreign_direction")
    dutch = [c for c in foreign if "Dutch" in v27.WHY[c.id]]
    assert len(dutch) == 2 and all(c.label == UNREADABLE for c in dutch)
    assert all(c.clear for c in foreign if c not in dutch)


def test_the_new_mazes_are_rings_and_the_broken_ones_are_not() -> None:
    valid = (v27.RING_BR3, v27.RING_TM3, v27.RING_BR4, v27.RING_C3)
    assert all(_is_ring(maze) for maze in valid)
    broken = (
        v27.BLOCK_BR3,
        v27.SIX_ROWS,
        v27.S_AND_E,
        v27.LOWER_G,
        v27.NO_P,
        v27.ALL_WALLS,
        v27.G_IN_WALL,
        v27.HASH_DOTS,
    )
    assert not any(_is_ring(maze) for maze in broken)
    assert "g" in v27.LOWER_G and "G" not in v27.LOWER_G
    assert v27.G_IN_WALL.splitlines()[3].split()[0] == "G"
    assert corpus_mazes.ORIGINAL_MATRIX not in valid
    gen = [c for c in v27.all_cases() if c.phase == "generate" and c.encoding == "matrix"]
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
    coord = [c for c in v27.all_cases() if c.encoding == "coord_list"]
    exact = [
        c
        for c in coord
        if c.reply.split("MAZE:\n")[-1] in (coord_list(v27.RING_BR4), coord_list(v27.RING_C3))
    ]
    assert len(exact) == 2 and all(c.label == SUCCESS and c.strict for c in exact)
    matrix = [c for c in coord if c.habit == "wrong_encoding"]
    assert len(matrix) == 1 and "Walls:" not in matrix[0].reply and matrix[0].label == FAIL


def test_the_routes_are_what_their_labels_assume() -> None:
    assert _walk_ok(v27.RIGHT) and _walk_ok(v27.DOWN) and _walk_ok(v27.BACK_ON_P)
    broken = (v27.THROUGH_21, v27.STOPS_SHORT, v27.FROM_NEIGHBOUR)
    assert not any(_walk_ok(r) for r in broken)
    # Walked past G, the part up to its last G is the top-and-right route.
    assert v27.WALKS_ON.startswith(v27.RIGHT) and not _walk_ok(v27.WALKS_ON)
    said = [c for c in v27.all_cases() if c.id == "v27o_one_based_said"]
    assert [c.label for c in said] == [SUCCESS]
    assert said[0].reply.endswith("PATH: " + one_based(v27.DOWN))
    walks = [c for c in v27.all_cases() if c.id == "v27o_walks_past_goal"]
    assert walks[0].reply.endswith(path_text(v27.WALKS_ON)) and walks[0].label == SUCCESS
