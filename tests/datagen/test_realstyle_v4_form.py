"""Set v4 of real-style videos (benchmarks/realstyle_videos_v4.py): its form, not its scores.

Two tiny videos, one per task: the same seed gives the same bytes, and the labels say only
what the columns define, in their types.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v4 import look as looks  # noqa: E402
from benchmarks.realstyle_v4.cases import TASKS, Case, load_metas, make_case, plan  # noqa: E402
from benchmarks.realstyle_videos_v4 import VERDICTS, compare, make_questions  # noqa: E402

LABEL_KEYS = {*VERDICTS, "first_solved_frame"}


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("v4") / "questions"
    make_questions(out, 4)
    return out


@pytest.fixture
def small_looks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each drawn look at a quarter of its size (up to 1280x720 drawn): the same camera, bars,
    frame rate and codec, every step of rendering and encoding, so the same bytes for the same
    seed prove as much in a sixteenth of the pixels."""
    drawn = looks.draw_look

    def small(rng: np.random.Generator, group: str, task: str) -> looks.Look:
        look = drawn(rng, group, task)
        width, height = look.size
        return replace(look, size=(width // 8 * 2, height // 8 * 2))

    monkeypatch.setattr(looks, "draw_look", small)


def _two(questions: Path) -> tuple[dict, list[Case]]:
    metas = load_metas(questions)
    ids = {t: sorted(k for k, m in metas.items() if m["domain"] == t) for t in TASKS}
    cases = plan(ids, quick=True)
    # A jump per task: the shortest videos of the set, one of each task.
    return metas, [c for c in cases if c.group == "inside" and c.scenario == "jump"]


def test_questions_are_three_per_task_with_the_mazes_of_other_shapes(questions: Path) -> None:
    metas = load_metas(questions)
    assert sorted(m["domain"] for m in metas.values()) == ["maze_nav"] * 3 + ["rotation_puzzle"] * 3
    assert {m["shape"] for m in metas.values() if m["domain"] == "maze_nav"} == {
        "square",
        "cross",
        "spiral",
    }


def test_same_seed_same_bytes_and_labels_in_the_columns_terms(
    questions: Path, tmp_path: Path, small_looks: None
) -> None:
    metas, cases = _two(questions)
    assert [c.task for c in cases] == list(TASKS)
    for case in cases:
        one = make_case(case, metas, tmp_path / "a", 4)
        two = make_case(case, metas, tmp_path / "b", 4)
        make_case(case, metas, tmp_path / "c", 5)
        rel = Path(case.name) / f"{case.task}_task" / case.task_id / "video" / "video.mp4"
        a, b, c = ((tmp_path / d / rel).read_bytes() for d in "abc")
        assert len(a) > 1000
        assert a == b, f"{case.name}: the same seed gave different bytes"
        assert a != c, f"{case.name}: another seed gave the same bytes"
        assert one == two
        labels = one["labels"]
        assert set(labels) <= LABEL_KEYS, set(labels) - LABEL_KEYS
        # A jump: the question, then the answer from one frame to the next.
        assert labels["solved"] is True and labels["animated"] is False
        assert labels["first_frame_matches"] is True and labels["squares_kept"] is True
        assert isinstance(labels["first_solved_frame"], int)
        assert 0 < labels["first_solved_frame"] < one["frames"]
        assert one["look"].startswith("size=")


def test_compare_counts_wrong_and_unknown_only_against_labels() -> None:
    record = {"labels": {"solved": True, "squares_kept": True, "first_solved_frame": 7}}
    res = compare(
        record, {"solved": False, "squares_kept": None, "animated": True, "first_solved_frame": 8}
    )
    assert res["wrong"] == ["solved=False (label True)"]
    assert res["unknown"] == ["squares_kept"]
    assert res["first"] is True
    never = compare({"labels": {"first_solved_frame": None}}, {"first_solved_frame": 3})
    assert never["wrong"] == ["first_solved_frame=3 (label never)"] and never["first"] is False
