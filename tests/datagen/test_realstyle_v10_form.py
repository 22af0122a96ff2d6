"""Set v10 (``benchmarks/realstyle_videos_v10.py``): two tiny videos, same seed -> same bytes, the
labels' form, and the plan's mix. Scoring is the benchmark's job, not this test's."""

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

from benchmarks.realstyle_v10.looks import Look, encode, labels_after, render  # noqa: E402
from benchmarks.realstyle_v10.plan import CATEGORIES, plan  # noqa: E402
from benchmarks.realstyle_v10.scenes import MAZE_KINDS, ROTATION_KINDS, maze_scene, rotation_scene  # noqa: E402
from benchmarks.realstyle_videos_v10 import VERDICTS  # noqa: E402
from datagen.registry import TASKS  # noqa: E402

LABEL_KEYS = {"solved", "first_frame_matches", "squares_kept", "animated", "first_solved_frame",
              "stayed_solved"}  # fmt: skip


def _meta(task: str, options: dict) -> dict:
    t = TASKS[task]
    spec = t.plan(1, np.random.SeedSequence(5), t.options(options))[0]
    return t.metadata(spec)


ROTATION = _meta("rotation_puzzle", {"difficulties": ["medium"]})
MAZE = _meta("maze_nav", {"shapes": ["cross"], "size": 7})
TINY = {
    "rotation": Look(size=(480, 320), bar=(0, 0, 0), pan=(0.03, 0.0), roll=1.5, zoom=0.95,
                     easing="ease_in_out", grain=2.0, tail="fade card", tail_n=3, bitrate="600k"),
    "maze": Look(size=(270, 480), fill="blur", caption=True, codec="vp9", bitrate="300k",
                 head="card", head_n=2, timing="blend30", fps=30.0, wobble=1.5),
}  # fmt: skip


def _video(kind: str, seed: int, path: Path) -> tuple[bytes, dict]:
    rng = np.random.default_rng(seed)
    if kind == "rotation":
        scene = rotation_scene(ROTATION, "solved", rng, 3)
    else:
        scene = maze_scene(MAZE, "solved", rng, 3)
    frames, rec = render(scene, TINY[kind], rng)
    encode(str(path), frames, TINY[kind])
    labels = dict(scene.labels) | labels_after(scene, rec)
    assert len(frames) == len(rec)
    return hashlib.sha256(path.read_bytes()).digest(), labels | {"_frames": len(frames)}


@pytest.mark.parametrize("kind", ["rotation", "maze"])
def test_same_seed_same_bytes_and_label_form(tmp_path: Path, kind: str) -> None:
    a, labels = _video(kind, 3, tmp_path / "a.mp4")
    b, _ = _video(kind, 3, tmp_path / "b.mp4")
    c, _ = _video(kind, 4, tmp_path / "c.mp4")
    assert a == b, "the same seed must give the same bytes"
    assert a != c, "another seed must give another video (grain, holds)"
    n = labels.pop("_frames")
    assert set(labels) == LABEL_KEYS
    assert set(VERDICTS) <= LABEL_KEYS
    for key in LABEL_KEYS - {"first_solved_frame"}:
        assert labels[key] in (True, False, None), (key, labels[key])
    assert labels["solved"] is True and labels["squares_kept"] is True
    first = labels["first_solved_frame"]
    assert isinstance(first, int) and 0 < first < n
    if kind == "maze":  # two card frames come first: the numbering is the delivered video's
        assert first >= 2


def test_scenarios_label_by_the_definitions() -> None:
    rng = np.random.default_rng(0)
    stopped = rotation_scene(ROTATION, "stopped", rng, 3)
    assert stopped.labels["solved"] is False and not any(stopped.solved)
    jump = maze_scene(MAZE, "jump", rng, 3)
    assert jump.labels["animated"] is False and jump.labels["solved"] is True
    wall = maze_scene(MAZE, "wall_change", rng, 3)
    assert wall.labels["squares_kept"] is False and wall.labels["solved"] is False
    other = rotation_scene(ROTATION, "another", rng, 3)
    assert other.labels["first_frame_matches"] is False
    assert other.frames[0].shape == (512, 768, 3)
    with pytest.raises(ValueError, match="kind='nope' is not allowed"):
        rotation_scene(ROTATION, "nope", rng, 3)
    assert "glide2" in MAZE_KINDS and "half_turn" in ROTATION_KINDS


def test_plan_mix() -> None:
    full = plan(10)
    groups = Counter(d.group for d in full)
    assert 85 <= len(full) <= 95
    assert 0.55 <= groups["inside"] / len(full) <= 0.65
    assert groups["outside"] >= 10
    assert [d.video_id for d in full] == [d.video_id for d in plan(10)]
    quick = plan(10, quick=True)
    assert sorted(d.category for d in quick) == sorted(c.name for c in CATEGORIES)
    common = sum(d.scenario in ("solved", "stopped", "wrong") for d in full)
    assert common / len(full) >= 0.65
