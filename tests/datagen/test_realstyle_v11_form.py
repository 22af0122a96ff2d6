"""The form of set v11 (``benchmarks/realstyle_videos_v11.py``): two tiny videos render the same
bytes from the same seed, the labels say what the scenes show, and the plan keeps its mix.
Nothing is scored here (the lead runs the set)."""

from __future__ import annotations

import hashlib
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

pytest.importorskip("cv2")
pytest.importorskip("imageio_ffmpeg")

from benchmarks.realstyle_v11.labels import VERDICTS, labels_of  # noqa: E402
from benchmarks.realstyle_v11.looks import Look, board_inside, deliver, encode, render  # noqa: E402
from benchmarks.realstyle_v11.plan import CATEGORIES, plan  # noqa: E402
from benchmarks.realstyle_v11.scenes import maze_scene, rotation_scene  # noqa: E402
from datagen.registry import TASKS  # noqa: E402


def _meta(task: str, **options: object) -> dict:
    t = TASKS[task]
    spec = t.plan(1, np.random.SeedSequence(11), t.options(options or None))[0]
    return t.metadata(spec)


@pytest.fixture(scope="module")
def metas() -> dict[str, dict]:
    return {
        "rotation_puzzle": _meta("rotation_puzzle"),
        "maze_nav": _meta("maze_nav", shapes=["Z"], size=5),
    }


def _video(tmp: Path, meta: dict, task: str, kind: str, seed: int) -> tuple[bytes, dict]:
    rng = np.random.default_rng(seed)
    look = Look(size=(320, 240), fit=0.9, bar=(0, 0, 0), pan=(0.02, -0.01), roll=1.0, zoom=1.04,
                easing="cosine", wobble=1.0, grain=2.0, marks=("badge", "progress"), tail="card",
                timing="drop", fps=12, rate="300k")  # fmt: skip
    scene = (
        rotation_scene(meta, kind, rng)
        if task == "rotation_puzzle"
        else maze_scene(meta, kind, rng)
    )
    shots = deliver(scene, look, rng)
    path = encode(str(tmp / f"{task}_{seed}"), render(shots, look, rng), look)
    return Path(path).read_bytes(), labels_of(shots)


@pytest.mark.parametrize(("task", "kind"), [("rotation_puzzle", "solved"), ("maze_nav", "wrong")])
def test_same_seed_same_bytes_and_labels(tmp_path: Path, metas: dict, task: str, kind: str) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    a, la = _video(tmp_path / "a", metas[task], task, kind, 3)
    b, lb = _video(tmp_path / "b", metas[task], task, kind, 3)
    assert hashlib.sha256(a).hexdigest() == hashlib.sha256(b).hexdigest()
    assert la == lb
    assert set(la) == set(VERDICTS)
    assert la["solved"] is (kind == "solved")
    assert (
        la["first_frame_matches"] is True and la["squares_kept"] is True and la["animated"] is True
    )
    if kind == "solved":
        assert la["first_solved_frame"] > 0 and la["stayed_solved"] is True
    else:
        assert la["first_solved_frame"] == -1 and la["stayed_solved"] is None
    if task == "rotation_puzzle":
        c, _ = _video(tmp_path / "a", metas[task], task, kind, 4)
        assert c != a  # another seed, another video


def test_scenario_labels(metas: dict) -> None:
    rot, maze = metas["rotation_puzzle"], metas["maze_nav"]
    rng = np.random.default_rng(0)
    assert labels_of(rotation_scene(rot, "slide", rng))["squares_kept"] is False
    swap = labels_of(rotation_scene(rot, "swap", rng))
    assert swap["squares_kept"] is False and swap["solved"] is not True
    jump = labels_of(rotation_scene(rot, "jump", rng))
    assert jump["animated"] is False and jump["solved"] is True
    back = labels_of(rotation_scene(rot, "reverse", rng))
    assert (
        back["solved"] is False
        and back["stayed_solved"] is False
        and back["first_solved_frame"] > 0
    )
    assert labels_of(rotation_scene(rot, "wrong_start", rng))["first_frame_matches"] is False
    assert labels_of(rotation_scene(rot, "dissolve", rng))["first_solved_frame"] is None
    assert all(v is None for v in labels_of(rotation_scene(rot, "other_board", rng)).values())
    wall = labels_of(maze_scene(maze, "wall_change", rng))
    assert wall["squares_kept"] is False and wall["solved"] is False
    tele = labels_of(maze_scene(maze, "teleport", rng))
    assert tele["squares_kept"] is True and tele["solved"] is True


def test_plan_mix_and_boards_inside() -> None:
    boards = {("rotation_puzzle", q): (234.0, 106.0, 534.0, 406.0) for q in range(3)}
    boards |= {("maze_nav", q): (161.0, 33.0, 606.0, 478.0) for q in range(6)}
    draws = plan(11, boards)
    groups = Counter(d.group for d in draws)
    assert 85 <= len(draws) <= 100
    assert groups["inside"] / len(draws) == pytest.approx(0.6, abs=0.06)
    assert groups["outside"] >= 10 and groups["beyond"] >= 18
    common = sum(d.kind in ("solved", "stopped", "wrong") for d in draws)
    assert common / len(draws) >= 0.65
    assert len({d.name for d in draws}) == len(draws)
    for d in draws:  # the rulings: inside and beyond keep the whole board in the frame
        if d.group != "outside":
            assert board_inside(d.look, boards[(d.task, d.question)]), d.name
        if d.category == "board_cut_off":
            assert not board_inside(d.look, boards[(d.task, d.question)]), d.name
    quick = plan(11, boards, quick=True)
    assert {d.name for d in quick} <= {d.name for d in draws}
    assert {d.category for d in quick} == set(CATEGORIES)
    assert plan(11, boards) == draws
