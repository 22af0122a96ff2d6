"""A study and a question set of the extended shapes: ``--shapes`` names them, the oracle passes.

Naming an extended shape activates the extended set for the whole study (its replies are read
with the extended shapes' words too); the default stays the six.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from datagen import maze_nav
from envs.maze_nav.constants import ALL_SHAPE_NAMES, SHAPE_CONNECTIVITY, SHAPE_NAMES
from experiments.__main__ import build_parser
from experiments.maze.config import RunConfig
from experiments.maze.study import run_experiments

SHAPES = ["square", "N", "plus", "house"]


def test_shapes_option_takes_the_extended_shapes() -> None:
    args = build_parser(with_analysis=False).parse_args(["run", "--shapes", "N", "H", "envelope"])
    assert tuple(args.shapes) == ("N", "H", "envelope")
    assert RunConfig(models=("oracle",)).shapes == SHAPE_NAMES  # the default stays the six
    with pytest.raises(SystemExit):
        build_parser(with_analysis=False).parse_args(["run", "--shapes", "U"])


def test_the_oracle_passes_every_phase_on_extended_mazes(tmp_path: Path) -> None:
    run_experiments(
        "oracle",
        out_dir=tmp_path,
        encodings=["matrix"],
        shapes=SHAPES,
        mazes_per_shape=1,
        progress=False,
    )
    records = [json.loads(line) for line in (tmp_path / "trials.jsonl").read_text().splitlines()]
    assert sorted(r["shape"] for r in records) == sorted(SHAPES)
    for r in records:
        assert r["solve"]["success"], r["shape"]
        assert r["recognize"]["success"] and r["recognize"]["predicted"] == r["shape"]
        assert r["generate"]["success"], (r["shape"], r["generate"])
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert manifest["settings"]["shape_set"] == list(ALL_SHAPE_NAMES)


def test_a_folder_keeps_the_shape_set_its_replies_were_read_with(tmp_path: Path) -> None:
    """A folder read with the six shapes' words is not grown with an extended shape (its replies
    would be read with other words), and the other way round."""
    run_experiments("oracle", out_dir=tmp_path, encodings=["matrix"], shapes=["square"],
                    mazes_per_shape=1, progress=False)  # fmt: skip
    settings = json.loads((tmp_path / "manifest.json").read_text())["settings"]
    assert settings["shape_set"] == list(SHAPE_NAMES)
    with pytest.raises(ValueError, match="shape_set") as info:
        run_experiments("oracle", out_dir=tmp_path, encodings=["matrix"],
                        shapes=["square", "plus"], mazes_per_shape=1, progress=False)  # fmt: skip
    assert "another --out" in str(info.value)


def test_the_question_set_draws_named_extended_shapes(tmp_path: Path) -> None:
    data = maze_nav.create_dataset(
        num_samples=2, shapes=["N", "plus"], seed=3, out_dir=tmp_path, workers=1
    )
    metas = [pair["maze_nav_data"] for pair in data["pairs"]]
    assert [m["shape"] for m in metas] == ["N", "plus"]
    assert [m["connectivity"] for m in metas] == [SHAPE_CONNECTIVITY["N"], 4]
    assert "diagonal steps between corridor cells are allowed" in data["pairs"][0]["prompt"]
    assert maze_nav.MazeNavOptions(shapes=()).shapes == SHAPE_NAMES  # empty: the six


def test_the_human_study_loads_a_maze_folder_of_extended_shapes(tmp_path: Path) -> None:
    from experiments.human.schedule import load_study_mazes
    from experiments.maze.mazes import build_maze_set

    build_maze_set(tmp_path, shapes=["square", "H", "envelope"], sizes=[5], mazes_per_shape=1)
    entries = load_study_mazes(tmp_path)
    assert [(e.shape, e.maze.shape) for e in entries] == [
        ("square", "square"),
        ("H", "H"),
        ("envelope", "envelope"),
    ]
