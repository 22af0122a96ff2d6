"""Set v8's form: two tiny videos render, the same seed gives the same bytes, labels are well formed.

No scoring here (the set is a benchmark: ``python benchmarks/realstyle_videos_v8.py``).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

from benchmarks.realstyle_v8.build import export_questions, make_video, question_metas
from benchmarks.realstyle_v8.plan import CATEGORIES, draw, plan

LABEL_KEYS = {"solved", "squares_kept", "first_frame_matches", "animated", "first_solved_frame"}


def _tiny(seed: int, index: int, category: str):
    d = draw(seed, index, category, 0)
    # Small and short so the test takes seconds: the draw's own effects, a small frame.
    look = replace(d.look, size=(320, 180) if d.look.size[0] >= d.look.size[1] else (180, 320),
                   hold_first=1, hold_last=2)  # fmt: skip
    return replace(d, look=look)


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    out = tmp_path_factory.mktemp("v8")
    return out, export_questions(out, 8)


def test_plan_is_the_documented_mix() -> None:
    draws = plan(8)
    assert len(draws) == 90
    groups = [d.group for d in draws]
    assert (
        groups.count("inside") == 56
        and groups.count("beyond") == 22
        and groups.count("outside") == 12
    )
    assert {d.task for d in draws} == {"rotation_puzzle", "maze_nav"}
    assert len(plan(8, quick=True)) == len(CATEGORIES)
    main = sum(d.scenario in ("solved", "stopped", "wrong") for d in draws)
    assert main >= 0.55 * 90  # the scenarios a study meets most
    with pytest.raises(ValueError, match="category='nope' is not known"):
        draw(8, 0, "nope", 0)


def test_questions_are_three_per_task_with_maze_shapes(questions: tuple[Path, Path]) -> None:
    _, root = questions
    assert len(question_metas(root, "rotation_puzzle")) == 3
    assert {m["shape"] for m in question_metas(root, "maze_nav")} == {"square", "cross", "spiral"}


@pytest.mark.parametrize(("index", "category"), [(12, "portrait_bars"), (51, "wobble_mark")])
def test_same_seed_same_bytes_and_labels(
    questions: tuple[Path, Path], tmp_path: Path, index: int, category: str
) -> None:
    _out, root = questions
    d = _tiny(8, index, category)
    first = make_video(tmp_path / "a", root, d)
    second = make_video(tmp_path / "b", root, d)
    pa = (
        tmp_path
        / "a"
        / "videos"
        / d.name
        / f"{d.task}_task"
        / first["task_id"]
        / "video"
        / "video.mp4"
    )
    pb = (
        tmp_path
        / "b"
        / "videos"
        / d.name
        / f"{d.task}_task"
        / second["task_id"]
        / "video"
        / "video.mp4"
    )
    assert pa.stat().st_size > 1000
    assert hashlib.sha256(pa.read_bytes()).digest() == hashlib.sha256(pb.read_bytes()).digest()
    assert first == second
    labels = first["labels"]
    assert set(labels) == LABEL_KEYS
    for key in LABEL_KEYS - {"first_solved_frame"}:
        assert labels[key] in (True, False, None), (key, labels[key])
    fs = labels["first_solved_frame"]
    assert fs is None or (labels["solved"] is True and 0 <= fs < first["frames"])
    json.dumps(first)  # the record is what labels.json holds


def test_labels_follow_the_definitions(questions: tuple[Path, Path], tmp_path: Path) -> None:
    _, root = questions
    # Across the quick plan: outside videos of no puzzle have no labels; another puzzle is not
    # kept and does not match; a slide, swap or wall change is not kept and not solved.
    for d in plan(8):
        if d.category == "blank":
            d = replace(d, look=replace(d.look, size=(160, 90)))
            rec = make_video(tmp_path, root, d)
            assert all(v is None for v in rec["labels"].values())
            break
    for d in plan(8):
        if d.scenario in ("slide", "wall", "swap"):
            d = replace(d, look=replace(d.look, size=(192, 128), hold_first=0, hold_last=1))
            rec = make_video(tmp_path, root, d)
            assert rec["labels"]["squares_kept"] is False and rec["labels"]["solved"] is False
            break
    else:
        pytest.fail("the full plan has no slide, swap or wall change")
