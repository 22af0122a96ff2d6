"""score reads VMEvalKit's output tree and VMEvalKit's rewritten metadata, scores transformed
model videos from two models at once, and writes the per-video verdicts; bad input exits 2 with
one line. Every transformation of the robustness table: test_score_robustness.py."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest

from datagen import rotation_puzzle
from datagen.__main__ import main
from datagen.robustness import transform_video, write_video
from datagen.score import score

pytest.importorskip("imageio_ffmpeg")


@pytest.fixture(scope="module")
def questions(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("q")
    rotation_puzzle.create_dataset(num_samples=2, seed=5, out_dir=out, video=True, workers=1,
                                   frames_per_move=3)  # fmt: skip
    return out / "rotation_puzzle_task"


def _truth_frames(questions: Path, task_id: str):
    meta = json.loads((questions / task_id / "question_metadata.json").read_text())
    return rotation_puzzle.TASK.video_frames(meta, 3)


def _vmevalkit_tree(questions: Path, root: Path, models: dict[str, str]) -> None:
    """VMEvalKit's output: <root>/<model>/rotation_puzzle_task/<task_id>/{video,question}/."""
    for model, transform in models.items():
        for qdir in sorted(p for p in questions.iterdir() if p.is_dir()):
            task = root / model / "rotation_puzzle_task" / qdir.name
            (task / "video").mkdir(parents=True)
            (task / "question").mkdir()
            frames = transform_video(transform, _truth_frames(questions, qdir.name))
            frames = [frames[0]] * 3 + frames + [frames[-1]] * 3
            write_video(str(task / "video" / "video.mp4"), frames, "libx264", 12)
            # The copied answer must never be taken for the model's video: make it unsolved.
            write_video(str(task / "question" / "ground_truth.mp4"), frames[:2], "libx264", 12)


def _rows(path: Path) -> list[dict[str, str]]:
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


@pytest.fixture(scope="module")
def kit_outputs(questions, tmp_path_factory) -> Path:
    """One VMEvalKit output tree of two models, read at each level below (scoring reads it and
    writes its table elsewhere, so the levels share it instead of encoding it three times)."""
    root = tmp_path_factory.mktemp("kit") / "outputs"
    _vmevalkit_tree(
        questions, root, {"model-a": "1280x720 pillarboxed", "model-b": "832x480 stretched"}
    )
    return root


@pytest.mark.parametrize("level", ["root", "model", "domain"])
def test_vmevalkit_tree_at_every_level(questions, kit_outputs, tmp_path, level):
    root = kit_outputs
    videos = {"root": root, "model": root / "model-a",
              "domain": root / "model-a" / "rotation_puzzle_task"}[level]  # fmt: skip
    report = score(questions, videos, tmp_path / "s.csv")
    models = {"root": {"model-a", "model-b"}, "model": {"model-a"}, "domain": {"model-a"}}[level]
    assert {r["model"] for r in report.rows} == models
    assert len(report.rows) == 2 * len(models)
    for r in report.rows:
        assert r["video"].endswith("video/video.mp4") and r["solved"], r
        assert r["first_frame_matches"] and r["squares_kept"] and r["stayed_solved"]
        assert isinstance(r["first_solved_frame"], int) and r["first_solved_frame"] > 3
    assert set(report.summary["by_model"]) == models


def test_old_vmevalkit_runs_and_rewritten_metadata(questions, tmp_path):
    # VMEvalKit's builder rewrites question_metadata.json: ours nested under rotation_puzzle_data.
    kit_questions = tmp_path / "data" / "questions" / "rotation_puzzle_task"
    shutil.copytree(questions, kit_questions)
    (kit_questions / "manifest.json").unlink()
    for qdir in (p for p in kit_questions.iterdir() if p.is_dir()):
        meta = json.loads((qdir / "question_metadata.json").read_text())
        pair = {"id": qdir.name, "domain": "rotation_puzzle", "rotation_puzzle_data": meta}
        (qdir / "question_metadata.json").write_text(json.dumps(pair))
    # Older VMEvalKit: one <run_id>/video/<name>.mp4 per run; the newest counts.
    model = tmp_path / "out" / "m1" / "rotation_puzzle_task"
    ids = sorted(p.name for p in kit_questions.iterdir() if p.is_dir())
    frames = _truth_frames(questions, ids[0])
    for run, fr in (("m1_x_20250101_000000", frames[:2]), ("m1_x_20250102_000000", frames)):
        (model / ids[0] / run / "video").mkdir(parents=True)
        write_video(str(model / ids[0] / run / "video" / "gen.mp4"), [fr[0], *fr], "libx264", 8)
    (model / ids[1]).mkdir(parents=True)  # the kit mirrors folders before any video exists
    report = score(tmp_path / "data" / "questions", tmp_path / "out", tmp_path / "s.csv")
    rows = {r["task_id"]: r for r in report.rows}
    assert rows[ids[0]]["solved"] and "20250102" in rows[ids[0]]["video"]
    assert rows[ids[1]]["status"] == "missing" and report.errors == []


@pytest.mark.parametrize(
    ("name", "content", "needle"),
    [
        ("empty", b"", "video file is empty"),
        ("not-a-video", b"this is text, not a video", "video could not be decoded"),
        ("one-frame", None, "video has 1 frame"),
    ],
)
def test_bad_videos_exit_2_one_line(questions, tmp_path, capsys, name, content, needle):
    videos = tmp_path / "v"
    videos.mkdir()
    target = videos / "rotation_puzzle_0000.mp4"
    if content is None:
        write_video(
            str(target), _truth_frames(questions, "rotation_puzzle_0000")[-1:], "libx264", 8
        )
    else:
        target.write_bytes(content)
    code = main(["score", "--questions", str(questions), "--videos", str(videos), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and needle in err
    rows = {r["task_id"]: r for r in _rows(videos / "scores.csv")}
    assert rows["rotation_puzzle_0000"]["status"] == "corrupt"
    assert rows["rotation_puzzle_0001"]["status"] == "missing"


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("", "not valid JSON"),
        ("[1, 2]", "unknown domain"),
        ('{"domain": "rotation_puzzle"', "not valid JSON"),
    ],
)
def test_unreadable_metadata_exit_2(questions, tmp_path, capsys, text, needle):
    copy = tmp_path / "rotation_puzzle_task"
    shutil.copytree(questions, copy)
    (copy / "rotation_puzzle_0001" / "question_metadata.json").write_text(text)
    (tmp_path / "v").mkdir()
    code = main(
        ["score", "--questions", str(copy), "--videos", str(tmp_path / "v"), "--no-progress"]
    )
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and needle in err and "rotation_puzzle_0001" in err
