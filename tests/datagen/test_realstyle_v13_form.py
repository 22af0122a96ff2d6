"""Set v13's form (benchmarks/realstyle_videos_v13.py): two tiny videos, same seed -> same bytes,
the labels' form and the draws' split. No scoring: the benchmark scores the set."""

from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path

import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v13.build import LABELS, render
from benchmarks.realstyle_v13.draws import CATEGORIES, make_draws
from benchmarks.realstyle_videos_v13 import export_questions


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("v13q")
    export_questions(root, 13)
    return root


def _tiny(name: str) -> dict:
    draw = copy.deepcopy(next(d for d in make_draws(13, quick=True) if d["category"] == name))
    draw["look"]["size"] = (
        (320, 192) if draw["look"]["size"][0] >= draw["look"]["size"][1] else (192, 320)
    )
    draw["fpm"] = 3
    return draw


@pytest.mark.parametrize("name", ["hard_scenario", "lowrate_jump"])
def test_same_seed_same_bytes_and_label_form(questions: Path, tmp_path: Path, name: str) -> None:
    draw = _tiny(name)
    a = render(draw, questions, tmp_path / "a", 13)
    b = render(draw, questions, tmp_path / "b", 13)
    files = [sorted((tmp_path / side).rglob("video.mp4")) for side in ("a", "b")]
    assert len(files[0]) == len(files[1]) == 1
    assert files[0][0].read_bytes() == files[1][0].read_bytes()
    assert a["labels"] == b["labels"]
    assert set(a["labels"]) == set(LABELS)
    labels = a["labels"]
    for key in ("solved", "first_frame_matches", "squares_kept", "animated", "stayed_solved"):
        assert labels[key] is None or isinstance(labels[key], bool), key
    fsf = labels["first_solved_frame"]
    assert fsf is None or 0 <= fsf < a["frames"]
    assert (fsf is not None) == bool(labels["solved"]) or draw["scenario"] in (
        "reverse",
        "slide",
        "swap",
    )
    assert a["region"] in ("inside", "beyond", "outside")
    rel = files[0][0].relative_to(tmp_path / "a")
    assert rel.parts[0] == a["model"] and rel.parts[2] == a["task_id"]


def test_draws_split_and_seed() -> None:
    full = make_draws(13)
    assert len(full) == sum(n for n, _ in CATEGORIES.values())
    assert 85 <= len(full) <= 100
    share = Counter(d["region"] for d in full)
    assert 0.5 <= share["inside"] / len(full) <= 0.75
    assert share["beyond"] and share["outside"]
    assert {d["task"] for d in full} == {"rotation_puzzle", "maze_nav"}
    main = sum(d["scenario"] in ("solved", "early", "wrong") for d in full)
    assert main / len(full) >= 0.6
    assert make_draws(13) == full
    assert make_draws(14) != full
    assert len(make_draws(13, quick=True)) == len(CATEGORIES)
