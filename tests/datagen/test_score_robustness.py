"""Every row of the robustness table (datagen.robustness.CASES: sizes, aspect, letterbox,
crop, blur, drift, last frame blurred, a drifting camera, 8 to 30 fps, H.264 mp4 and VP9 webm)
applied to ground-truth videos of both tasks: never a wrong verdict, and read whenever a person
could read it."""

from __future__ import annotations

from pathlib import Path

import pytest

from datagen import maze_nav, rotation_puzzle
from datagen.robustness import CASES, ENCODINGS, TRANSFORMS, transform_video, write_case
from datagen.score import score

pytest.importorskip("imageio_ffmpeg")

MODULES = (rotation_puzzle, maze_nav)
# A maze fills the canvas's height: zoomed to fill a wider frame, its top and bottom rows are
# cut off and no one can tell whether the player stands on the goal.
UNREADABLE = {
    ("maze_nav", "832x480 cropped"): "cut off",
    ("maze_nav", "1280x720 cropped 5%"): "cut off",
}
# The camera moving during the video is drift; a picture shifted from the first frame on is
# calibrated away (the video's framing, not a camera that moved).
DRIFTING = {"drifting to 12,-8 px"}
REFRAMED: set[str] = set()


@pytest.fixture(scope="module")
def clips(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, list]]:
    """One question per task and its ground-truth frames (few frames per move: short videos)."""
    root = tmp_path_factory.mktemp("q")
    frames = {}
    for module in MODULES:
        data = module.create_dataset(num_samples=1, seed=3, out_dir=root, workers=1)
        task = module.TASK
        for pair in data["pairs"]:
            frames[pair["id"]] = task.video_frames(pair[task.data_key], 1)
    return root, frames


def test_the_table_covers_every_transformation_and_encoding() -> None:
    assert {name for name, _ in CASES} == set(TRANSFORMS)
    assert {encoding for _, encoding in CASES} == set(ENCODINGS)
    assert len(set(CASES)) == len(CASES) >= 16
    frames = [pytest.importorskip("numpy").zeros((512, 768, 3), "uint8")] * 3
    for name in TRANSFORMS:
        out = transform_video(name, frames)
        assert len(out) == 3 and all(f.dtype.name == "uint8" and f.ndim == 3 for f in out)


@pytest.mark.parametrize(("name", "encoding"), CASES)
def test_every_transformation_never_read_wrongly(clips, tmp_path, name, encoding) -> None:
    questions, frames = clips
    videos = tmp_path / "videos"
    videos.mkdir()
    for task_id, clip in frames.items():
        write_case(str(videos / task_id), clip, name, encoding)
    report = score(questions, videos, tmp_path / "scores.csv")
    assert len(report.rows) == len(MODULES) and report.errors == []
    for r in report.rows:
        # Every ground-truth video ends solved: a readable last frame read unsolved is wrong.
        assert r["status"] == "ok" and r["frames"] >= 3, r
        assert r["solved"] or not r["readable"], (name, encoding, r)
        expected = UNREADABLE.get((r["domain"], name))
        if expected is None:
            assert r["solved"], (name, encoding, r["reason"])
            assert r["first_solved_frame"] != "" and r["stayed_solved"], r
            if name not in DRIFTING | REFRAMED:
                assert not r["camera_drift"], r
        else:
            assert not r["readable"] and expected in r["reason"], r
    if name in DRIFTING:
        assert all(r["camera_drift"] for r in report.rows if r["readable"])
