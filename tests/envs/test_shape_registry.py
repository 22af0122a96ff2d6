"""The shape registry: one entry per shape, read by the envs, both scorers and the docs.

A shape registered here, in the test, is drawn by the env, named in recognition replies (in
English and Chinese) and checked by the generation scorer with no other edit; orientations
count as each entry says (a triangle in any).
"""

from __future__ import annotations

import re
from pathlib import Path

import gymnasium as gym
import numpy as np
import pytest

import envs  # noqa: F401  (registers MazeNav-v0)
from agents.baselines import OracleAgent, play_episode
from envs.maze_nav import shapes
from envs.maze_nav.constants import (
    ALL_SHAPE_NAMES,
    EXTENDED_CONNECTIVITY,
    EXTENDED_SHAPE_NAMES,
    SHAPE_CONNECTIVITY,
    SHAPE_NAMES,
    active_shapes,
)
from envs.maze_nav.generator import generate_maze, shape_problems
from envs.maze_nav.logic import CORRIDOR, GOAL, PLAYER, WALL
from envs.maze_nav.shape_registry import (
    ANY_ORIENTATION,
    ORIENTATIONS,
    SHAPE_REGISTRY,
    ShapeEntry,
    orient,
    register_shape,
    registered_shape,
    shape_table,
    unregister_shape,
)
from envs.maze_nav.text import encode
from experiments.maze.scoring import score_generation, score_recognition

DOCS = Path(__file__).resolve().parents[2] / "docs" / "environments.md"


def _v_templates(size: int) -> list[np.ndarray]:
    """A V: two diagonals meeting at the bottom (the docs' example of a new shape)."""
    out = []
    for h in range(3, (size + 1) // 2 + 1):
        t = np.zeros((h, 2 * h - 1), dtype=bool)
        t[np.arange(h), np.arange(h)] = t[np.arange(h), 2 * h - 2 - np.arange(h)] = True
        out.append(t)
    return out


V = ShapeEntry(
    "V",
    _v_templates,
    8,
    names={"en": ("V", "V shape", "chevron"), "zh": ("V形", "V字形")},
    letters=("V",),
    answer_words=("v",),
    orientations=ANY_ORIENTATION,
    summary="two diagonals meeting at the bottom",
    why="a V turned is a chevron still",
)


def _maze_reply(corridors: np.ndarray, start: tuple[int, int], goal: tuple[int, int]) -> str:
    codes = np.where(corridors, CORRIDOR, WALL).astype(np.int8)
    assert corridors[start] and corridors[goal]
    codes[start], codes[goal] = PLAYER, GOAL
    return "MAZE:\n" + encode(codes, "matrix")


def _corridors(template: np.ndarray, size: int = 5, r0: int = 0, c0: int = 0) -> np.ndarray:
    return shapes.place(np.ascontiguousarray(template), size, r0, c0).copy()


def test_a_registered_shape_is_drawn_read_and_scored_with_no_other_edit() -> None:
    before = tuple(ALL_SHAPE_NAMES)
    with registered_shape(V):
        # The registry's views follow it.
        assert "V" in ALL_SHAPE_NAMES and "V" in EXTENDED_SHAPE_NAMES and "V" not in SHAPE_NAMES
        assert tuple(ALL_SHAPE_NAMES) == (*before, "V")
        assert SHAPE_CONNECTIVITY["V"] == EXTENDED_CONNECTIVITY["V"] == 8
        assert active_shapes("V") == tuple(ALL_SHAPE_NAMES)
        assert (
            shape_problems(_v_templates, 8, name="V", against=ALL_SHAPE_NAMES, sizes=(5, 7)) == []
        )
        # The env draws it, and the oracle solves it.
        env = gym.make("MazeNav-v0", shape="V", encoding="grid")
        obs, info = env.reset(seed=0)
        assert info["shape"] == "V" and shapes.classify_shape(obs != WALL) == "V"
        result = play_episode(env, OracleAgent(env), seed=0)
        assert result["success"], result
        env.close()
        # Recognition reads its names, English and Chinese, and its letter.
        for reply in ("It is a chevron.", "SHAPE: V", "The corridors form a V.", "这是一个V字形。"):
            score = score_recognition(reply, "V", shapes=("V",))
            assert score.success and score.predicted == "V", reply
        assert score_recognition("SHAPE: V", "square", shapes=("square", "V")).predicted == "V"
        # The generation scorer checks it: another V passes, turned it passes (ANY_ORIENTATION),
        # a square does not.
        original = generate_maze(np.random.default_rng(0), "V", 5)
        v = _v_templates(5)[0]
        other = _maze_reply(_corridors(v, r0=2), (2, 0), (2, 4))
        scored = score_generation(other, original, "matrix", "V")
        assert scored.success and scored.orientation == "as drawn", scored
        upside_down = _corridors(orient(v, "rotated 180"), r0=1)
        scored = score_generation(_maze_reply(upside_down, (3, 0), (3, 4)), original, "matrix", "V")
        assert scored.success and scored.orientation == "rotated 180", scored
        ring = np.zeros((5, 5), dtype=bool)
        ring[0, :] = ring[-1, :] = ring[:, 0] = ring[:, -1] = True
        scored = score_generation(_maze_reply(ring, (0, 0), (4, 4)), original, "matrix", "V")
        assert not scored.shape_preserved and scored.orientation is None
        assert scored.reason == "corridors match no V template (they form a square)"
    # Gone again, and nothing of it is left in the caches.
    assert tuple(ALL_SHAPE_NAMES) == before and "V" not in SHAPE_CONNECTIVITY
    assert "V" not in shapes.ALL_SHAPES
    with pytest.raises(ValueError, match="shape"):
        gym.make("MazeNav-v0", shape="V")
    with pytest.raises(ValueError, match="'V' is not a known shape"):
        score_recognition("SHAPE: V", "V")
    assert shapes.classify_shape(_corridors(_v_templates(5)[0])) is None


def test_register_shape_refuses_bad_entries_naming_the_field() -> None:
    with pytest.raises(TypeError, match="ShapeEntry"):
        register_shape("V")  # type: ignore[arg-type]
    bad = {
        "name": (dict(name="2V"), "name '2V'"),
        "connectivity": (dict(connectivity=6), "connectivity=6: allowed: 4 or 8"),
        "language": (dict(names={"en": ("V",), "fr": ("vé",)}), "allowed languages"),
        "english": (dict(names={"zh": ("V形",)}), "names\\['en'\\] is empty"),
        "orientations": (dict(orientations=("rotated 90",)), "'as drawn' among them"),
        "letters": (dict(letters=("vv",)), "single capital letters"),
    }
    for field, (change, message) in bad.items():
        fields = {**V.__dict__, **change}
        with pytest.raises(ValueError, match=message):
            register_shape(ShapeEntry(**fields))
        assert "V" not in SHAPE_REGISTRY, field
    with pytest.raises(ValueError, match="already registered"):
        register_shape(ShapeEntry(**{**V.__dict__, "name": "plus"}))
    with pytest.raises(ValueError, match="letter 'C' of shape 'V' already names C"):
        register_shape(ShapeEntry(**{**V.__dict__, "letters": ("C",)}))
    with pytest.raises(ValueError, match=r"start with or are \['spiral'\], which name spiral"):
        register_shape(ShapeEntry(**{**V.__dict__, "names": {"en": ("spiral arm",)}}))
    with pytest.raises(ValueError, match="which name square"):
        register_shape(ShapeEntry(**{**V.__dict__, "names": {"en": ("vee",), "zh": ("方框",)}}))
    with pytest.raises(ValueError, match="cannot be removed"):
        unregister_shape("square")
    assert "V" not in SHAPE_REGISTRY


@pytest.mark.parametrize("size", [5, 7])
def test_orientations_count_exactly_as_each_entry_says(size: int) -> None:
    """A template laid down in a counted orientation is its shape; in any other, unless that
    picture is a counted one too, it is not (and no picture has two shapes)."""
    for name, entry in SHAPE_REGISTRY.items():
        counted = {
            shapes.mask_picture(shapes.crop_mask(orient(t, o)))
            for o in entry.orientations
            for t in shapes.templates(name, size)
        }
        for orientation in ORIENTATIONS:
            for t in shapes.templates(name, size):
                picture = _corridors(orient(t, orientation), size)
                key = shapes.mask_picture(shapes.crop_mask(picture))
                found = shapes.classify_shape(picture)
                assert (found == name) == (key in counted), (name, orientation, found)
                assert shapes.orientation_of(picture, name) is not None


def test_a_triangle_counts_in_any_orientation() -> None:
    """The specification's "various orientations": the isosceles turned or flipped is a
    triangle now (before, only apex up was); the envs still draw apex up only."""
    triangle = generate_maze(np.random.default_rng(0), "triangle", 5)
    isosceles = shapes.templates("triangle", 5)[0]
    assert isosceles.shape == (3, 5) and isosceles[0, 2] and isosceles[2].all()  # apex up
    expected = {
        "rotated 90": ((0, 1), (4, 1)),  # apex right ...
        "rotated 180": ((1, 0), (1, 4)),  # apex down
        "rotated 270": ((0, 3), (4, 3)),
    }
    for orientation, (start, goal) in expected.items():
        t = orient(isosceles, orientation)
        corridors = _corridors(t, r0=1 if t.shape[0] == 3 else 0, c0=1 if t.shape[1] == 3 else 0)
        drawn = {shapes.mask_picture(shapes.crop_mask(p)) for p in shapes.placements("triangle", 5)}
        assert shapes.mask_picture(shapes.crop_mask(corridors)) not in drawn  # never drawn
        scored = score_generation(
            _maze_reply(corridors, start, goal), triangle, "matrix", "triangle"
        )
        assert scored.success and scored.orientation == orientation, (orientation, scored)
    # A right triangle the env draws in its four rotations reads "as drawn" in each.
    for t in shapes.templates("triangle", 5)[1:5]:
        assert shapes.orientation_of(_corridors(t), "triangle") == "as drawn"


def test_a_turned_or_mirrored_z_is_not_a_z_and_says_how_it_lies() -> None:
    z_maze = generate_maze(np.random.default_rng(0), "Z", 5)
    z = shapes.templates("Z", 5)[-1]  # side 5
    for orientation, found, (start, goal) in (
        ("rotated 90", "N", ((0, 0), (4, 4))),
        ("mirrored", None, ((0, 0), (4, 4))),
    ):
        reply = _maze_reply(_corridors(orient(z, orientation)), start, goal)
        six = score_generation(reply, z_maze, "matrix", "Z")
        assert not six.shape_preserved and six.orientation == orientation
        assert six.reason == "corridors match no Z template"  # the six's reasons, as before
        extended = score_generation(reply, z_maze, "matrix", "Z", shapes=ALL_SHAPE_NAMES)
        suffix = f" (they form a {found})" if found else ""
        assert extended.reason == "corridors match no Z template" + suffix
    same = _maze_reply(_corridors(orient(z, "rotated 180")), (0, 0), (4, 0))
    assert score_generation(same, z_maze, "matrix", "Z").orientation == "as drawn"  # itself


@pytest.mark.parametrize("shape", SHAPE_NAMES)
def test_every_drawn_maze_of_the_six_reads_as_drawn(shape: str) -> None:
    for seed in range(5):
        maze = generate_maze(np.random.default_rng(seed), shape, 5)
        assert shapes.orientation_of(maze.codes() != WALL, shape) == "as drawn"
        assert shapes.classify_shape(maze.codes() != WALL) == shape


def test_every_chinese_name_reads_as_its_shape() -> None:
    for name, entry in SHAPE_REGISTRY.items():
        active = active_shapes(name)
        for word in entry.keywords("zh"):
            for reply in (f"这个迷宫的形状是{word}。", f"SHAPE: {word}"):
                assert score_recognition(reply, name, shapes=active).predicted == name, reply
    # The grid's own shape is not the corridors' ("正方形网格": a square grid).
    assert score_recognition("在5×5的正方形网格中，通道是螺旋形。", "spiral").success
    assert score_recognition("这个正方形的迷宫里，通道是螺旋形。", "spiral").success
    assert score_recognition("这个迷宫是正方形。", "square").success
    # Chinese negation and questions name nothing, as "not a" and "?" do.
    assert score_recognition("这不是正方形，而是螺旋形。", "spiral").predicted == "spiral"
    assert score_recognition("它不是螺旋形。", "spiral").predicted == "none"
    assert score_recognition("是正方形吗？不，是螺旋形。", "spiral").predicted == "spiral"
    # In the extended set, the longer plus word wins over the cross inside it.
    assert score_recognition("希腊十字", "plus", shapes=ALL_SHAPE_NAMES).predicted == "plus"
    assert score_recognition("十字形", "cross").predicted == "cross"


def test_the_docs_shape_table_is_the_registry() -> None:
    text = DOCS.read_text(encoding="utf-8")
    m = re.search(r"<!-- shape table: [^\n]*-->\n(.*?)\n<!-- end of shape table -->", text, re.S)
    assert m is not None, "docs/environments.md has lost its shape-table markers"
    assert m.group(1).strip() == shape_table(), (
        "docs/environments.md's shape table differs from the registry: regenerate it with "
        "envs.maze_nav.shape_registry.shape_table()"
    )


def test_the_name_lists_are_built_once_per_registry_state() -> None:
    # Scorers read these lists on every call: the same tuple comes back until a registration
    # or removal, which the lists then show at once.
    names = ALL_SHAPE_NAMES._names()
    assert ALL_SHAPE_NAMES._names() is names and EXTENDED_SHAPE_NAMES._names() is (
        EXTENDED_SHAPE_NAMES._names()
    )
    with registered_shape(V):
        assert ALL_SHAPE_NAMES._names() == (*names, "V") and "V" in EXTENDED_SHAPE_NAMES
        assert "V" not in SHAPE_NAMES
    assert ALL_SHAPE_NAMES._names() == names and "V" not in EXTENDED_SHAPE_NAMES
