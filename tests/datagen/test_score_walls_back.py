"""Issue 36, twenty-ninth round: maze cells read changed for a while, then as the question's.

Set v22's v22_079 (beyond: a burst of floating hearts, 5-7% of the frame, over a maze solved at
frame 35) read ``squares_kept`` False, labelled True: cells 44 and 45 read changed on frames 25
and 26 (cell 38 on 26 too) as the hearts rose over the bottom rows, frames 27 and 28 unread,
then every read frame from 32 on read the question's walls, the whole maze at rest from 35. A
wall that opens and closes again reads the same way: unknown, never False. The cases were
labelled before the change (:func:`datagen.walls_back.walls_back`).
"""

from __future__ import annotations

from datagen.walls_back import walls_back

AT_REST = {0, 4, 8, 12, 16, 20, 24, 35, 36, 40, 44, 48, 49}


def test_set_v22_079_cells_changed_then_back_is_unsure() -> None:
    assert walls_back({25: 0.0, 26: 0.0}, 49, AT_REST)
    assert walls_back({26: 0.0}, 49, AT_REST)


def test_a_wall_still_changed_on_the_last_frame_read_is_changed() -> None:
    assert not walls_back({25: 0.0, 49: 0.0}, 49, AT_REST)


def test_a_wall_changed_with_no_whole_maze_at_rest_after_it_is_changed() -> None:
    assert not walls_back({25: 0.0, 26: 0.0}, 49, {0, 4, 8, 24})


def test_a_distance_or_no_sighting_is_not_this_rule() -> None:
    """A rotation square seen off its place by so many px is :mod:`datagen.slid`'s."""
    assert not walls_back({25: 12.0}, 49, AT_REST)
    assert not walls_back({}, 49, AT_REST)
