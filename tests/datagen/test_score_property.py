"""The envelope's moving parts as a property: random combinations of bars (every colour, any
side, portrait and landscape), a camera that pans, rolls and zooms during the video, wobble,
a watermark crossing the picture, and non-puzzle frames before and after
(:func:`datagen.envelope_style.draw_style`), over scenarios with known truth.

Inside :data:`datagen.envelope_style.REAL_STYLE_LIMITS`: no wrong verdict, at most 2% unknown,
``first_solved_frame`` within ±1 frame, the non-puzzle frames found. Outside (the camera far
beyond them): never a wrong verdict. A fixed seeded sample of short low-resolution videos keeps
this in ``make test``; ``SRG_PROPERTY_VIDEOS`` asks for a larger sweep (marked slow)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from datagen import rotation_puzzle
from datagen.envelope import write_envelope_video
from datagen.envelope_style import draw_style, real_style_video
from datagen.score import score

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

F = 3  # frames per move: short videos
# The first draws of the same seeds: every axis the tests assert is drawn by the 11th inside
# draw (a stretch and a one-sided box, portrait, wobble, a watermark, black and card heads,
# black, white-fade and card tails) and the 5th outside one (a pan, a roll and a zoom beyond
# the limits); 16 and 6 drew the same axes again in other combinations.
INSIDE, OUTSIDE = 11, 5
SWEEP = int(os.environ.get("SRG_PROPERTY_VIDEOS", "0"))


def _scenarios(meta: dict[str, Any]) -> list[tuple[str, list[np.ndarray], dict[str, Any]]]:
    from envs.rotation_puzzle.render import BACKGROUND

    gt = rotation_puzzle.TASK.video_frames(meta, F)
    final, n = gt[-1], len(gt)
    moved = final.copy()
    x0, y0, x1, y1 = meta["squares"][2]["position"]["box"]
    moved[y0:y1, x0:x1] = BACKGROUND
    moved[y0:y1, x0 + 26 : x1 + 26] = final[y0:y1, x0:x1]
    return [
        ("solved", [gt[0], *gt, final, final, final], {"solved": True, "first": n, "kept": True}),
        ("unsolved", [gt[0], *gt[: F + 1], gt[F], gt[F]],
         {"solved": False, "first": None, "kept": True}),
        # Held four frames: a solved run one read frame always lands in (see score.SAMPLE_EVERY).
        ("square moved", [gt[0], *gt, final, final, final, moved, moved],
         {"solved": False, "first": n, "kept": False, "stayed": False}),
    ]  # fmt: skip


def _make(root: Path, count: int, inside: bool, seed: int) -> tuple[list[dict], dict[str, Any]]:
    questions, videos = root / "q", root / "v"
    videos.mkdir(parents=True)
    data = rotation_puzzle.create_dataset(num_samples=1, seed=5, out_dir=questions, workers=1,
                                          difficulties="hard")  # fmt: skip
    pair = data["pairs"][0]
    meta = pair[rotation_puzzle.TASK.data_key]
    folder = questions / "rotation_puzzle_task"
    source = folder / pair["id"]
    scenarios = _scenarios(meta)
    rng = np.random.default_rng(seed)
    truth: dict[str, Any] = {}
    for k in range(count):
        style = draw_style(rng, inside=inside)
        name, frames, want = scenarios[k % len(scenarios)]
        out, head = real_style_video(frames, style)
        task_id = f"{pair['id']}_{k:03d}"
        target = folder / task_id
        target.mkdir()
        for f in ("first_frame.png", "final_frame.png", "prompt.txt"):
            (target / f).write_bytes((source / f).read_bytes())
        (target / "question_metadata.json").write_text(json.dumps({**meta, "task_id": task_id}))
        write_envelope_video(str(videos / task_id), out, "h264", fast=True)
        first = None if want["first"] is None else want["first"] + head
        truth[task_id] = {**want, "first": first, "head": head, "frames": len(out),
                          "tail": len(out) - head - len(frames), "style": style,
                          "scenario": name}  # fmt: skip
    report = score(folder, videos, root / "scores.csv")
    return [r for r in report.rows if r["task_id"] in truth], truth


def _wrong(row: dict[str, Any], want: dict[str, Any]) -> list[str]:
    out = []
    if row["solved"] is not None and row["solved"] != want["solved"]:
        out.append(f"solved={row['solved']}")
    if row["squares_kept"] is not None and row["squares_kept"] != want["kept"]:
        out.append(f"squares_kept={row['squares_kept']}")
    stayed = want.get("stayed", want["solved"])
    if row["stayed_solved"] is not None and row["stayed_solved"] != stayed:
        out.append(f"stayed_solved={row['stayed_solved']}")
    if row["first_frame_matches"] is False:
        out.append("first_frame_matches=False")
    got, first = row["first_solved_frame"], want["first"]
    if row["readable"] and ((got is None) != (first is None) or
                            (got is not None and abs(got - first) > 1)):  # fmt: skip
        out.append(f"first_solved_frame={got} (truth {first})")
    return out


def _check_inside(rows: list[dict], truth: dict[str, Any]) -> None:
    assert len(rows) == len(truth)
    bad = [(truth[r["task_id"]]["style"], truth[r["task_id"]]["scenario"],
            _wrong(r, truth[r["task_id"]]), r["problems"]) for r in rows]  # fmt: skip
    assert [b for b in bad if b[2]] == []
    unknown = [(truth[r["task_id"]]["style"], r["reason"]) for r in rows
               if r["solved"] is None]  # fmt: skip
    assert len(unknown) <= 0.02 * len(rows), unknown
    for r in rows:
        want = truth[r["task_id"]]
        # The non-puzzle frames are found: all of the head, the tail to within a fade's frame.
        assert r["frames_skipped_start"] == want["head"], (want["style"], r)
        assert abs(r["frames_skipped_end"] - want["tail"]) <= 1, (want["style"], r)
        assert r["ended_on_non_puzzle"] == (want["tail"] > 0), (want["style"], r)


def test_inside_the_envelope_random_combinations(tmp_path) -> None:
    rows, truth = _make(tmp_path, INSIDE, inside=True, seed=36)
    _check_inside(rows, truth)
    # Every moving part was drawn: bars (boxed and stretched, on one side), portrait, wobble,
    # a watermark, non-puzzle frames first and last (of each kind), every scenario.
    styles = [t["style"] for t in truth.values()]
    assert {s.boxed for s in styles} == {True, False}
    assert any(s.boxed and s.align != (0.5, 0.5) for s in styles)
    assert any(s.size[1] > s.size[0] for s in styles)
    assert any(s.wobble for s in styles) and any(s.watermark for s in styles)
    assert {s.head for s in styles} >= {"black", "card"}
    assert {s.tail for s in styles} >= {"black", "white fade", "card"}
    assert {t["scenario"] for t in truth.values()} == {"solved", "unsolved", "square moved"}
    # The camera moved in most videos, and the scorer measured it.
    assert sum(r["camera_drift"] is True for r in rows) >= INSIDE // 2


def test_outside_the_envelope_unknown_never_wrong(tmp_path) -> None:
    rows, truth = _make(tmp_path, OUTSIDE, inside=False, seed=37)
    # Each way out drawn: a pan, a roll and a zoom beyond the limits.
    styles = [t["style"] for t in truth.values()]
    assert any(max(map(abs, s.pan)) > 0.1 for s in styles)
    assert any(abs(s.roll) > 5 for s in styles)
    assert any(s.zoom >= 1.4 for s in styles)
    bad = [(truth[r["task_id"]]["style"], _wrong(r, truth[r["task_id"]])) for r in rows]
    assert [b for b in bad if b[1]] == []
    # A camera that far off is unknown, never read: every verdict column empty.
    assert all(r["solved"] is None and r["reason"] for r in rows), [
        (truth[r["task_id"]]["style"], r["solved"]) for r in rows if r["solved"] is not None
    ]
    # A square seen "moved" through a camera that far off may be the fit's error: squares_kept
    # is unknown too, never False (the "square moved" scenario is among these).
    assert {truth[r["task_id"]]["scenario"] for r in rows} >= {"square moved"}
    assert all(r["squares_kept"] is None for r in rows), [
        (truth[r["task_id"]]["scenario"], r["squares_kept"]) for r in rows
    ]


@pytest.mark.slow
@pytest.mark.skipif(not SWEEP, reason="set SRG_PROPERTY_VIDEOS=N for a larger sweep")
def test_inside_the_envelope_larger_sweep(tmp_path) -> None:
    rows, truth = _make(tmp_path, SWEEP, inside=True, seed=3600)
    _check_inside(rows, truth)
