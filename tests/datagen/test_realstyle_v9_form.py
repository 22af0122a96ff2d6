"""Set v9 (``benchmarks/realstyle_videos_v9.py``): two tiny videos, same seed -> same bytes, and
the form of the labels. Scoring is the benchmark's job, not this test's."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

pytest.importorskip("cv2")
pytest.importorskip("imageio_ffmpeg")

from benchmarks.realstyle_export import run_export  # noqa: E402
from benchmarks.realstyle_v9.looks import Look, deliver, encode  # noqa: E402
from benchmarks.realstyle_v9.plan import CATEGORIES, video_rng  # noqa: E402
from benchmarks.realstyle_v9.scenes import ROTATION_KINDS, maze_scene, rotation_scene  # noqa: E402
from benchmarks.realstyle_videos_v9 import VERDICTS  # noqa: E402

LABEL_KEYS = {*VERDICTS, "first_solved_frame"}


def _question(root: Path, task: str, *extra: str) -> dict:
    run_export(["--task", task, "--pairs-per-domain", "1", "--seed", "9", "--out", str(root),
                "--no-progress", *extra])  # fmt: skip
    folder = root / f"{task}_task" / f"{task}_0000"
    return json.loads((folder / "question_metadata.json").read_text())


def _tiny(seed: int, task: str, meta: dict, out: Path) -> tuple[bytes, dict, list[dict]]:
    rng = video_rng(seed, "form_test", 0)
    look = Look(
        size=(320, 180) if task == "rotation_puzzle" else (180, 320), fill="blur", rate="crf 30",
        fps=8, pan=(0.02, -0.01), roll=1.0, zoom=0.95, easing="in_out", wobble=1.0, shake=0.5,
        overlays=[{"kind": "badge", "size": 0.08, "corner": "tr", "colour": (200, 40, 40)},
                  {"kind": "progress", "colour": (230, 40, 40)}],
        grade={"teal_orange": 0.6, "flicker": 0.02, "grain": 2.0, "vignette": 0.2},
        timing={"hold_first": 2, "dup": 0.3, "motion_blur": 0.2}, head="black", tail="fade_white",
        codec="h264" if task == "rotation_puzzle" else "vp9",
    )  # fmt: skip
    if task == "rotation_puzzle":
        scene = rotation_scene(meta, "solved", rng, 3)
    else:
        scene = maze_scene(meta, "solved", rng, 3)
    frames, tags = deliver(scene, look, rng)
    path = encode(str(out / f"{task}_{seed}"), frames, look)
    return Path(path).read_bytes(), scene.labels, tags


@pytest.mark.parametrize("task", ["rotation_puzzle", "maze_nav"])
def test_same_seed_same_bytes_and_label_form(tmp_path: Path, task: str) -> None:
    extra = ("--difficulties", "easy") if task == "rotation_puzzle" else ("--size", "5")
    meta = _question(tmp_path / "q", task, *extra)
    first, labels, tags = _tiny(9, task, meta, tmp_path / "a")
    again, labels_again, _ = _tiny(9, task, meta, tmp_path / "b")
    assert first == again, "same seed must give the same video bytes"
    assert labels == labels_again
    other, _, _ = _tiny(10, task, meta, tmp_path / "c")
    assert other != first, "another seed draws another video"
    assert set(labels) <= LABEL_KEYS | {"solved"}
    assert labels["solved"] is True and labels["first_frame_matches"] is True
    assert labels["first_solved_frame"] == "auto" and labels["animated"] == "auto"
    # Leading black frames and the trailing fade are not the puzzle; the solved frame is.
    assert tags[0]["puzzle"] is False and tags[-1]["puzzle"] is False
    solved = [k for k, t in enumerate(tags) if t["puzzle"] and t["solved"]]
    assert solved and any(t["moving"] for t in tags[: solved[0]])


def test_plan_split_and_kinds() -> None:
    groups: dict[str, int] = {}
    for cat in CATEGORIES.values():
        groups[cat.group] = groups.get(cat.group, 0) + cat.count
    total = sum(groups.values())
    assert 85 <= total <= 95
    assert 0.55 <= groups["inside"] / total <= 0.68
    assert 0.1 <= groups["outside"] / total <= 0.2
    with pytest.raises(ValueError, match="kind='spin'"):
        rotation_scene({"squares": []}, "spin", np.random.default_rng(0), 3)
    assert "direct180" in ROTATION_KINDS
