"""RotationPuzzle pure logic: pieces, rules, solver and generator."""

from __future__ import annotations

import itertools
from collections import Counter

import numpy as np
import pytest

from envs.rotation_puzzle import generator, logic, pieces
from envs.rotation_puzzle.logic import LOOP_2X2, PuzzleState

ALL_2X2 = list(itertools.product(pieces.ANGLES, repeat=4))
GRIDS = [(2, 2), (1, 2), (2, 3), (3, 3), (4, 4), (5, 5), (6, 6)]


def loop_state(angles: tuple[int, ...]) -> PuzzleState:
    return PuzzleState((2, 2), LOOP_2X2, angles)


def test_rotate_pattern_moves_each_connection_one_side_clockwise():
    assert pieces.rotate_pattern((1, 0, 0, 0), 1) == (0, 1, 0, 0)  # top -> right
    assert pieces.rotate_pattern((1, 1, 0, 0), 1) == (0, 1, 1, 0)  # top-right -> right-bottom
    assert pieces.rotate_pattern((1, 1, 0, 0), 3) == (1, 0, 0, 1)  # ccw: top-right -> left-top
    assert pieces.rotate_pattern((1, 1, 1, 0), 4) == (1, 1, 1, 0)
    assert pieces.rotate_pattern((1, 1, 1, 0), -1) == (1, 1, 0, 1)


def test_masks_round_trip_and_classify():
    for mask in range(16):
        assert pieces.to_mask(pieces.from_mask(mask)) == mask
    assert pieces.classify((0, 1, 0, 1)) == "straight"
    assert pieces.classify((0, 0, 1, 1)) == "L"
    assert pieces.classify((1, 0, 1, 1)) == "T"
    assert pieces.classify((0, 0, 0, 1)) == "end"
    assert pieces.classify((1, 1, 1, 1)) is None
    assert pieces.describe((1, 1, 0, 1)) == "top, right and left"


def test_loop_is_the_only_solved_2x2_and_forms_one_loop():
    solved = [a for a in ALL_2X2 if logic.is_solved(loop_state(a))]
    assert solved == [(0, 0, 0, 0)]
    sols = logic.solutions(LOOP_2X2, (2, 2))
    assert len(sols) == 1
    assert (sols[0] == logic.openings(loop_state((0, 0, 0, 0)))).all()
    # Every square is an L, each end meets a neighbour: four squares, four links, one cycle.
    assert sorted(pieces.classify(p) for p in LOOP_2X2) == ["L"] * 4


def test_min_turns_formula_and_solver_on_every_2x2_state():
    for angles in ALL_2X2:
        state = loop_state(angles)
        expected = sum(min(a // 90, 4 - a // 90) for a in angles)
        assert logic.min_turns(state) == expected, angles
        plan = logic.solve(state)
        assert len(plan) == expected, angles
        for action in plan:
            state = logic.apply_action(state, action)
        assert logic.is_solved(state), angles


def test_rotate_and_actions_follow_the_numbering():
    state = loop_state((0, 0, 0, 0))
    assert logic.rotate(state, 2, clockwise=True).angles == (0, 0, 90, 0)
    assert logic.rotate(state, 2, clockwise=False).angles == (0, 0, 270, 0)
    assert logic.apply_action(state, 6).angles == (0, 0, 0, 90)
    assert logic.apply_action(state, 7).angles == (0, 0, 0, 270)
    with pytest.raises(ValueError, match="index"):
        logic.rotate(state, 4, clockwise=True)
    with pytest.raises(ValueError, match="action"):
        logic.apply_action(state, 8)


def test_openings_are_patterns_rotated_by_the_angles():
    state = loop_state((90, 0, 180, 270))
    o = logic.openings(state)
    assert o.shape == (4, 4) and o.dtype == bool
    assert tuple(o[0]) == (False, False, True, True)  # right-bottom turned cw -> bottom-left
    assert tuple(o[2]) == (False, False, True, True)  # top-right turned 180 -> bottom-left
    assert tuple(o[3]) == (False, False, True, True)  # left-top turned 270 -> bottom-left


def test_bad_states_and_grids_raise_value_error():
    with pytest.raises(ValueError, match="grid"):
        logic.check_grid((1, 1))
    with pytest.raises(ValueError, match="grid"):
        logic.check_grid((9, 2))
    with pytest.raises(ValueError, match="angles"):
        PuzzleState((2, 2), LOOP_2X2, (45, 0, 0, 0))
    with pytest.raises(ValueError, match="patterns"):
        PuzzleState((2, 2), LOOP_2X2[:3], (0, 0, 0))
    unsolvable = PuzzleState((1, 2), ((1, 1, 1, 0), (1, 0, 0, 0)), (0, 0))  # T needs 3 links
    with pytest.raises(ValueError, match="no solution"):
        logic.min_turns(unsolvable)


def test_disconnected_closed_pieces_are_not_solved():
    # Two separate 1×2 dominoes in a 2×2: no open ends, yet not one network.
    pats = ((0, 1, 0, 0), (0, 0, 0, 1), (0, 1, 0, 0), (0, 0, 0, 1))
    state = PuzzleState((2, 2), pats, (0, 0, 0, 0))
    assert not logic.open_ends(logic.openings(state), (2, 2))
    assert not logic.is_solved(state)


def test_solver_handles_symmetric_pieces():
    # A 1×3 line: end, straight, end. The straight shows the same picture at 0° and 180°.
    pats = ((0, 1, 0, 0), (0, 1, 0, 1), (0, 0, 0, 1))
    assert len(logic.solutions(pats, (1, 3))) == 1
    state = PuzzleState((1, 3), pats, (180, 90, 90))
    assert logic.min_turns(state) == 2 + 1 + 1
    assert logic.is_solved(PuzzleState((1, 3), pats, (0, 180, 0)))


def test_scramble_range_matches_the_2x2_table():
    assert {d: generator.scramble_range(d, 4) for d in generator.DIFFICULTIES} == {
        "easy": (1, 2),
        "medium": (2, 3),
        "hard": (3, 4),
    }
    assert generator.scramble_range("hard", 36) == (27, 36)
    with pytest.raises(ValueError, match="difficulty"):
        generator.scramble_range("extreme", 4)


@pytest.mark.parametrize("difficulty", sorted(generator.DIFFICULTIES))
def test_2x2_difficulty_counts_follow_the_table(difficulty):
    rng = np.random.default_rng(7)
    low, high = generator.DIFFICULTIES[difficulty]
    counts = Counter()
    for _ in range(400):
        state = generator.generate_puzzle(rng, (2, 2), difficulty)
        assert state.patterns == LOOP_2X2
        n = sum(a != 0 for a in state.angles)
        counts[n] += 1
        assert not logic.is_solved(state)
        assert logic.min_turns(state) >= n
    assert set(counts) == set(range(low, high + 1))  # every allowed count occurs, nothing else


@pytest.mark.parametrize("grid", GRIDS)
@pytest.mark.parametrize("difficulty", sorted(generator.DIFFICULTIES))
def test_generated_puzzles_are_unique_solvable_and_unsolved(grid, difficulty):
    rng = np.random.default_rng(abs(hash((grid, difficulty))) % 2**32)
    low, high = generator.scramble_range(difficulty, grid[0] * grid[1])
    for _ in range(15):
        state = generator.generate_puzzle(rng, grid, difficulty)
        assert state.grid == grid
        assert not logic.is_solved(state)
        assert low <= generator.scrambled_count(state) <= high
        sols = logic.solutions(state.patterns, grid, limit=2)
        assert len(sols) == 1
        assert logic.is_solved(PuzzleState(grid, state.patterns, (0,) * len(state.angles)))
        kinds = {pieces.classify(p) for p in state.patterns}
        assert kinds <= {"end", "straight", "L", "T"}
        plan = logic.solve(state)
        assert len(plan) == logic.min_turns(state)
        for action in plan:
            state = logic.apply_action(state, action)
        assert logic.is_solved(state)


def test_generator_is_deterministic_for_a_seed():
    a = [generator.generate_puzzle(np.random.default_rng(3), (4, 5), "hard") for _ in range(2)]
    assert a[0] == a[1]
    b = generator.generate_puzzle(np.random.default_rng(4), (4, 5), "hard")
    assert b != a[0]


def test_min_turns_is_truly_minimal_on_small_grids():
    # Breadth-first search over all angle settings agrees with the solver.
    rng = np.random.default_rng(11)
    for grid in [(2, 2), (1, 3), (2, 3)]:
        state = generator.generate_puzzle(rng, grid, "hard")
        n = state.num_squares
        dist = {state.angles: 0}
        frontier = [state]
        while frontier:
            nxt = []
            for s in frontier:
                for action in range(2 * n):
                    t = logic.apply_action(s, action)
                    if t.angles not in dist:
                        dist[t.angles] = dist[s.angles] + 1
                        nxt.append(t)
            frontier = nxt
        best = min(
            d
            for angles, d in dist.items()
            if logic.is_solved(PuzzleState(grid, state.patterns, angles))
        )
        assert logic.min_turns(state) == best
