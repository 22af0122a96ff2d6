"""The scorer's stated envelope (datagen.envelope.ENVELOPE), tested on a real-style video set
made here (never committed): every transformation a video model applies -- sizes, aspect,
stretch, bars of any colour, zoom and offset, brightness, contrast, colour cast, blur and noise,
150 kbit/s H.264 and VP9, 8 and 60 fps, dropped and duplicated frames, shake with flicker --
over scenarios with known truth (solved, unsolved, solved then undone, a square moved, another
puzzle, a regenerated first frame, maze walls changed, the player missing or doubled).

Inside the envelope: no wrong verdict, at most 2% unreadable, ``first_solved_frame`` within ±1
frame; a column never says yes or no when its frames were not read. Outside: unreadable with a
reason, every verdict column unknown.

Kept cheap for ``make test``: every entry is read, on one task (alternately) or on both
(``BOTH_TASKS``: a size class of each kind, portrait, one-sided bars, the dropping codec,
shake), the videos encoded with less encoder effort (``write_envelope_video(fast=True)``).
``SRG_ENVELOPE_ALL=1`` reads every entry on both tasks."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from datagen import maze_nav, rotation_puzzle
from datagen.envelope import ENVELOPE, envelope_video, write_envelope_video
from datagen.io import png_bytes
from datagen.score import UNKNOWN_COLUMNS, score

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

F = 3  # frames per move: short videos; the rest of each turn / step is still eased


def _regenerated(frame: np.ndarray) -> np.ndarray:
    """A model redrawing the first frame: blur r=1, 4% brighter, 2 px to the right."""
    from PIL import Image, ImageFilter

    soft = np.asarray(Image.fromarray(frame).filter(ImageFilter.GaussianBlur(1)))
    out = np.clip(soft.astype(np.float32) * 1.04, 0, 255).astype(np.uint8)
    out = np.roll(out, 2, axis=1)
    out[:, :2] = out[:, 2:3]
    return out


def _rotation_scenarios(meta: dict[str, Any]) -> dict[str, tuple[list[np.ndarray], dict]]:
    from envs.rotation_puzzle.logic import PuzzleState
    from envs.rotation_puzzle.render import BACKGROUND, render_frame

    gt = rotation_puzzle.TASK.video_frames(meta, F)
    final, n = gt[-1], len(gt)
    moved = final.copy()
    x0, y0, x1, y1 = meta["squares"][2]["position"]["box"]
    moved[y0:y1, x0:x1] = BACKGROUND
    moved[y0:y1, x0 + 26 : x1 + 26] = final[y0:y1, x0:x1]
    swapped = final.copy()  # squares 0 and 3 trade places
    (a0, b0, a1, b1), (c0, d0, c1, d1) = (meta["squares"][i]["position"]["box"] for i in (0, 3))
    swapped[b0:b1, a0:a1], swapped[d0:d1, c0:c1] = final[d0:d1, c0:c1], final[b0:b1, a0:a1]
    pats = ((0, 1, 1, 0), (0, 0, 1, 1), (1, 1, 0, 0), (1, 0, 0, 1)) * 2 + ((0, 1, 1, 0),)
    other = render_frame(PuzzleState((3, 3), pats, (0,) * 9))
    solved = {"solved": True, "first_solved": n, "kept": True, "matches": True}
    unsolved = {"solved": False, "first_solved": None, "kept": True, "matches": True}
    return {
        "solved": ([gt[0], *gt, final, final, final, final], solved),
        "unsolved": ([gt[0], *gt[: F + 1], gt[F], gt[F]], unsolved),
        "solved then undone": (
            [gt[0], *gt, final, final, final, *gt[-2 : -F - 2 : -1], gt[-F - 1]],
            {**solved, "solved": False, "stayed": False},
        ),
        "square moved": (
            [gt[0], *gt, final, final, final, moved, moved],
            {**solved, "solved": False, "kept": False, "problem": "square 2 moved"},
        ),
        "different puzzle": (
            [gt[0], *gt, final, final, final, other, other],
            {**solved, "solved": False, "kept": None, "problem": "different puzzle"},
        ),
        "first frame regenerated": ([_regenerated(gt[0]), *gt, final, final, final, final], solved),
        # Each square in the other's place: read as wrong pipes (the reader cannot tell squares
        # apart by more than their pipes), never as solved.
        "squares swapped": (
            [gt[0], *gt, final, final, final, swapped, swapped],
            {**solved, "solved": False, "kept": None, "stayed": False},
        ),
    }


def _maze_scenarios(meta: dict[str, Any]) -> dict[str, tuple[list[np.ndarray], dict]]:
    from envs.maze_nav.render import PLAYER_COLOUR, PLAYER_RADIUS, _blend_disc, layout, render_frame

    maze = maze_nav.maze_of(meta)
    gt = maze_nav.TASK.video_frames(meta, F)
    final, n = gt[-1], len(gt)
    walls = maze.corridors.copy()
    r, c = map(int, np.argwhere(~walls)[0])
    walls[r, c] = True
    changed = render_frame(walls, maze.goal, maze.goal)
    lay = layout(maze.size)
    missing = final.copy()  # the goal cell as the first frame shows it: no player anywhere
    gx, gy = (int(v) for v in lay.cell_box(*maze.goal))
    missing[gy : gy + lay.cell, gx : gx + lay.cell] = gt[0][gy : gy + lay.cell, gx : gx + lay.cell]
    doubled = final.copy()
    x, y = lay.cell_box(*maze.start)
    _blend_disc(
        doubled, x + lay.cell / 2, y + lay.cell / 2, PLAYER_RADIUS * lay.cell, PLAYER_COLOUR
    )
    solved = {"solved": True, "first_solved": n, "kept": True, "matches": True}
    return {
        "solved": ([gt[0], *gt, final, final, final, final], solved),
        "unsolved": (
            [gt[0], *gt[: F + 1], gt[F], gt[F]],
            {**solved, "solved": False, "first_solved": None},
        ),
        "solved then undone": (
            [gt[0], *gt, final, final, final, *gt[-2 : -F - 2 : -1], gt[-F - 1]],
            {**solved, "solved": False, "stayed": False},
        ),
        "walls changed": (
            [gt[0], *gt, final, final, final, changed, changed],
            {**solved, "solved": False, "kept": False, "problem": "walls changed"},
        ),
        "player missing": (
            [gt[0], *gt, final, final, final, missing, missing],
            {**solved, "solved": False, "problem": "player missing"},
        ),
        "player doubled": (
            [gt[0], *gt, final, final, final, doubled, doubled],
            {**solved, "solved": False, "problem": "player shown 2 times"},
        ),
    }


SCENARIOS = {"rotation_puzzle": _rotation_scenarios, "maze_nav": _maze_scenarios}
BOTH_TASKS = (
    "1280x720 stretched",
    "512x512 stretched",
    "720x1280 black letterbox (portrait)",
    "1280x720 black bar on the right",
    "150 kbit/s vp9, 8 fps, dropped frames",
    "±2 px shake, ±5% flicker",
)
"""Entries read on both tasks; the others on one, alternately (every entry read at least once,
every scenario of each task at least twice). ``SRG_ENVELOPE_ALL=1`` reads every entry on both."""
ALL = bool(os.environ.get("SRG_ENVELOPE_ALL"))


def _plan() -> dict[str, list[str]]:
    """Task name -> the ENVELOPE entries its videos take, in order."""
    plan: dict[str, list[str]] = {"rotation_puzzle": [], "maze_nav": []}
    for t, name in enumerate(ENVELOPE):
        for task in plan:
            if ALL or name in BOTH_TASKS or (t % 2 == 0) == (task == "rotation_puzzle"):
                plan[task].append(name)
    return plan


@pytest.fixture(scope="module")
def envelope_set(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[dict], dict, Path]:
    """Each transformation with one scenario, on the tasks :func:`_plan` gives it (every
    scenario of a task two or three times), scored once; returns the rows, the truth per task
    id and the questions folder."""
    root = tmp_path_factory.mktemp("envelope")
    questions, videos = root / "q", root / "v"
    videos.mkdir()
    truth: dict[str, dict] = {}
    for module in (rotation_puzzle, maze_nav):
        kwargs = {"difficulties": "hard"} if module is rotation_puzzle else {}
        data = module.create_dataset(num_samples=1, seed=5, out_dir=questions, workers=1, **kwargs)
        pair = data["pairs"][0]
        meta = pair[module.TASK.data_key]
        scenarios = SCENARIOS[module.TASK.name](meta)
        names = list(scenarios)
        folder = questions / f"{module.TASK.name}_task"
        source = folder / pair["id"]
        for j, transform in enumerate(_plan()[module.TASK.name]):
            t = list(ENVELOPE).index(transform)
            for k in (j % len(names),):
                frames, expected = scenarios[names[k]]
                out, index, encoding = envelope_video(frames, transform, seed=t * 10 + k)
                task_id = f"{pair['id']}_{t:02d}_{k}"
                target = folder / task_id
                target.mkdir()
                for f in ("first_frame.png", "final_frame.png", "prompt.txt"):
                    (target / f).write_bytes((source / f).read_bytes())
                (target / "question_metadata.json").write_text(
                    json.dumps({**meta, "task_id": task_id})
                )
                write_envelope_video(str(videos / task_id), out, encoding, fast=True)
                first = expected["first_solved"]
                truth[task_id] = {**expected, "transform": transform, "scenario": names[k],
                                  "domain": module.TASK.name, "names": names,
                                  "first_solved": None if first is None else
                                  next(i for i, s in enumerate(index) if s >= first)}  # fmt: skip
    report = score(questions, videos, root / "scores.csv")
    return [r for r in report.rows if r["task_id"] in truth], truth, root


def _wrong(row: dict, want: dict) -> list[str]:
    out = []
    if row["solved"] is not None and row["solved"] != want["solved"]:
        out.append(f"solved={row['solved']}")
    if row["first_frame_matches"] is not None and row["first_frame_matches"] != want["matches"]:
        out.append(f"first_frame_matches={row['first_frame_matches']}")
    kept = want["kept"]
    if row["squares_kept"] is not None and kept is not None and row["squares_kept"] != kept:
        out.append(f"squares_kept={row['squares_kept']}")
    stayed = want.get("stayed", want["solved"])
    if row["stayed_solved"] is not None and row["stayed_solved"] != stayed:
        out.append(f"stayed_solved={row['stayed_solved']}")
    first = want["first_solved"]
    got = row["first_solved_frame"]
    missed = row["readable"] and (got is None) != (first is None)
    if missed or (got is not None and first is not None and abs(got - first) > 1):
        out.append(f"first_solved_frame={got} (truth {first})")
    if row["readable"] and "problem" in want and want["problem"] not in row["problems"]:
        out.append(f"problems={row['problems']!r} (wanted {want['problem']!r})")
    return out


@pytest.mark.slow
def test_inside_the_envelope_no_wrong_verdict_few_unreadable_unread_unknown(envelope_set) -> None:
    rows, truth, root = envelope_set
    assert len(rows) == len(truth) == sum(map(len, _plan().values()))
    # Every entry was read, every scenario of each task at least twice.
    assert {t["transform"] for t in truth.values()} == set(ENVELOPE)
    for task in SCENARIOS:
        names = next(t["names"] for t in truth.values() if t["domain"] == task)
        seen = [t["scenario"] for t in truth.values() if t["domain"] == task]
        assert min(seen.count(name) for name in names) >= 2, (task, seen)
    wrong = {r["task_id"]: (truth[r["task_id"]]["transform"], truth[r["task_id"]]["scenario"],
                            _wrong(r, truth[r["task_id"]])) for r in rows}  # fmt: skip
    bad = [w for w in wrong.values() if w[2]]
    assert bad == []
    unreadable = [
        (truth[r["task_id"]]["transform"], r["reason"]) for r in rows if not r["readable"]
    ]
    assert len(unreadable) <= 0.02 * len(rows), unreadable
    # Every scenario was seen, solved and unsolved alike, and the problems were named.
    assert {t["scenario"] for t in truth.values()} >= {"square moved", "different puzzle",
                                                       "walls changed", "player doubled"}  # fmt: skip
    # A column whose frames were not read is unknown, never yes or no. (One test: the set is
    # costly, and tests sharing it on two workers would make it twice.)
    for r in rows:
        if not r["readable"]:
            assert all(r[c] is None for c in UNKNOWN_COLUMNS if c != "first_frame_matches"), r
    text = (root / "scores.csv").read_text().splitlines()
    assert text[0].count(",") == text[1].count(",")
    summary = json.loads((root / "scores.summary.json").read_text())
    assert set(summary["overall"]["unknown"]) >= {"solved", "squares_kept", "stayed_solved"}


@pytest.mark.parametrize(
    ("what", "make"),
    [
        (
            "zoomed 1.5x",
            lambda f: __import__("datagen.envelope").envelope.affine(f, 1.5, 0, 0, (0, 0, 0)),
        ),
        ("noise", lambda f: np.random.default_rng(0).integers(0, 256, f.shape, dtype=np.uint8)),
        ("blank", lambda f: np.full_like(f, 40)),
    ],
)
def test_outside_the_envelope_unreadable_with_a_reason(tmp_path, what, make) -> None:
    maze_nav.create_dataset(num_samples=1, seed=5, out_dir=tmp_path / "q", workers=1)
    folder = tmp_path / "q" / "maze_nav_task"
    qdir = next(p for p in sorted(folder.iterdir()) if p.is_dir())
    first = (qdir / "first_frame.png").read_bytes()
    from datagen.io import read_png

    frame = make(read_png(qdir / "first_frame.png"))
    clip = tmp_path / "v" / qdir.name
    clip.mkdir(parents=True)
    for i in range(3):
        (clip / f"f{i}.png").write_bytes(png_bytes(frame))
    assert first  # the question is intact
    report = score(folder, tmp_path / "v", tmp_path / "s.csv")
    row = next(r for r in report.rows if r["task_id"] == qdir.name)
    assert row["status"] == "ok" and not row["readable"] and row["reason"], row
    assert all(row[c] is None for c in UNKNOWN_COLUMNS), row


def test_own_videos_first_solved_frame_is_exact(tmp_path) -> None:
    """Our ground-truth videos at the default 8 frames per move: the frame before the last of
    a turn is 3.4° (a step 0.04 of a cell) short, and must not count as solved."""
    from datagen.video import DEFAULT_FRAMES_PER_MOVE, HOLD_FRAMES

    questions, videos = tmp_path / "q", tmp_path / "v"
    videos.mkdir()
    expected = {}
    for module in (rotation_puzzle, maze_nav):
        data = module.create_dataset(num_samples=1, seed=2, out_dir=questions, workers=1,
                                     video=True)  # fmt: skip
        pair = data["pairs"][0]
        frames = module.TASK.video_frames(pair[module.TASK.data_key], DEFAULT_FRAMES_PER_MOVE)
        expected[pair["id"]] = HOLD_FRAMES + len(frames) - 1
        truth = Path(pair["first_image_path"]).parent / "ground_truth.mp4"
        (videos / f"{pair['id']}.mp4").write_bytes(truth.read_bytes())
    report = score(questions, videos, tmp_path / "s.csv", every=1)
    got = {r["task_id"]: r["first_solved_frame"] for r in report.rows}
    assert got == expected
    assert all(r["solved"] and r["stayed_solved"] and r["squares_kept"] for r in report.rows)


def test_summary_names_the_missing_videos(tmp_path) -> None:
    questions, videos = tmp_path / "q", tmp_path / "runs" / "model-a"
    data = maze_nav.create_dataset(num_samples=2, seed=4, out_dir=questions, workers=1)
    for pair in data["pairs"]:  # VMEvalKit's tree: the question copied beside the video
        (videos / "maze_nav_task" / pair["id"] / "question").mkdir(parents=True)
    report = score(questions, tmp_path / "runs", tmp_path / "s.csv")
    assert report.summary["overall"]["missing_videos"] == [
        f"model-a/{p['id']}" for p in data["pairs"]
    ]
