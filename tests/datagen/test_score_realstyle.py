"""A slice of the independent real-style set (``benchmarks/realstyle_videos.py`` renders and
scores ~120): a few fixed videos per category, rendered by :mod:`datagen.testing.realstyle`
(its own transforms, not :mod:`datagen.robustness`'s) from a puzzle's and a maze's
ground-truth frames, scored in one ``score`` call. Inside the envelope docs/datasets.md states:
no wrong definite verdict, no unknown, ``first_solved_frame`` within ±1 frame. Outside: never a
wrong verdict. Cases the scorer gets wrong today are strict xfails naming the failure."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest

from datagen.registry import get_task
from datagen.testing.realstyle import Look, scenarios
from datagen.testing.realstyle_stage import stage, two_move_questions
from datagen.testing.realstyle_truth import judge

pytest.importorskip("imageio_ffmpeg")
pytest.importorskip("cv2")

# The module fixture renders, encodes and scores every case at once (about 30 CPU s); on a
# machine loaded twenty deep that ran past the suite's 300 s per-test timeout in setup, which
# catches hangs, not this. A hang still fails, later.
pytestmark = pytest.mark.timeout(1200)

PER_MOVE = 3
NAVY, RED, GREY = (18, 28, 84), (190, 30, 45), (128, 128, 128)
# Frame folders hold what the scorer reads, pixel for pixel: the least zlib effort writes the
# same pixels in ~half the CPU (PNG is lossless at every level).
FRAME_PNG = {"compress_level": 1}

CASES: dict[str, tuple[str, str, Look, str]] = {
    # id: (domain, scenario, look, envelope)
    "bars black pillarbox": ("rotation_puzzle", "solved", Look((640, 360), "box"), "docs"),
    "bars white top": ("maze_nav", "solved",
                       Look((480, 480), "box", (255, 255, 255), (0.5, 0.0)), "docs"),
    "bars red left": ("rotation_puzzle", "stopped",
                      Look((640, 360), "box", RED, (0.0, 0.5)), "docs"),
    "bars navy bottom-right": ("maze_nav", "stopped",
                               Look((480, 480), "box", NAVY, (1.0, 1.0)), "docs"),
    # 720x1280 itself: test_score_envelope.py (both tasks); here the size is not the point.
    "portrait 480x854 black": ("rotation_puzzle", "slid", Look((480, 854), "box"), "docs"),
    "portrait 480x854 grey top": ("maze_nav", "solved",
                                  Look((480, 854), "box", GREY, (0.5, 0.0)), "docs"),
    "camera pan roll zoom in": ("rotation_puzzle", "solved",
                                Look((640, 360), pan=(0.04, -0.02), roll=2.0, zoom=1.06), "docs"),
    "camera pan roll zoom out": ("rotation_puzzle", "stopped",
                                 Look((480, 480), "box", pan=(-0.03, 0.03), roll=-2.5, zoom=0.94),
                                 "docs"),
    "camera maze": ("maze_nav", "solved",
                    Look((640, 360), "box", pan=(0.03, 0.04), roll=2.5, zoom=0.93), "docs"),
    "card first, black last": ("rotation_puzzle", "solved",
                               Look((640, 360), head="card", tail="black"), "docs"),
    "other picture first, white fade last": ("maze_nav", "solved",
                                             Look((640, 360), head="other", tail="fade white"),
                                             "docs"),
    "end card after a slide": ("rotation_puzzle", "slid", Look((640, 360), tail="card"), "docs"),
    "wobble 2 px": ("rotation_puzzle", "solved", Look((640, 360), wobble=2.0), "docs"),
    "wobble 2 px, long wave": ("rotation_puzzle", "solved",
                               Look((640, 360), wobble=2.0, wobble_wave=1.0), "docs"),
    "wobble 2 px maze": ("maze_nav", "stopped", Look((640, 360), wobble=2.0), "docs"),
    # Set v2's wrong verdicts inside the envelope (issue 36, sixth round), generically: a
    # wobble whose wave turns the squares' lines by 2.5 deg (read as still turning), two
    # squares trading places caught part-way between two read frames (read as kept).
    "wobble 2 px, short wave": ("rotation_puzzle", "solved",
                                Look((640, 360), "box", wobble=2.0, wobble_wave=0.5), "docs"),
    "swap caught part-way": ("rotation_puzzle", "swapped", Look((640, 360)), "docs"),
    "swap caught part-way, bars": ("rotation_puzzle", "swapped",
                                   Look((480, 480), "box", NAVY, (0.5, 1.0)), "docs"),
    # A mark over a wobble after a card (set v2's 3.4% mark: its first frame "did not
    # match"); before the round, this one read unsolved and "does not match".
    "mark 3.6% over a 2 px wobble, card first": (
        "rotation_puzzle", "solved",
        Look((480, 480), "box", wobble=2.0, watermark=0.036, head="card", seed=2), "docs",
    ),
    # A fade-in whose last step (82%) calibrates: every frame after it brighter than that,
    # once read as a fade (set v2's fade-ins, issue 36 item 5).
    "fade in, last step 82%": ("rotation_puzzle", "solved",
                               Look((640, 360), head="fade in slow"), "docs"),
    # Set v3's wrong and unknown verdicts inside the envelope (issue 36, seventh round),
    # generically: a dissolve over 7 frames (its first step read a square 6 px off: "not
    # kept"), 6 frames per move (the player 0.067 of a cell off: neither at rest nor part-way),
    # a turn blurred by a blending frame-rate conversion (the turning square covered by
    # half-way pixels: no part-way frame, and a refused fit: `squares_kept` unknown), blur
    # over 3 frames per move, a camera zooming out (a refused fit: `squares_kept` unknown).
    # Frame folders: the codec is not the point.
    "crossfade over 7 frames, red bars": (
        "rotation_puzzle", "crossfade slow",
        Look((480, 360), "box", RED, (0.7, 0.0), codec="png"), "docs",
    ),
    "maze, 6 frames per move, card first, white last": (
        "maze_nav 6", "solved", Look((480, 360), head="card", tail="white", codec="png"), "docs",
    ),
    "maze, 3 frames per move, blur, portrait": (
        "maze_nav", "solved", Look((360, 640), "box", NAVY, blur=1.5, codec="png"), "docs",
    ),
    "6 frames per move blended to 16/13, short wobble, blur, card last": (
        "rotation_puzzle 6", "solved",
        Look((512, 512), "box", (232, 232, 232), (0.5, 0.0), wobble=1.5, wobble_wave=0.2,
             blur=1.5, fps_ratio=16 / 13, fps_blend=True, tail="card"), "docs",
    ),
    "camera maze zooming out, 4 frames per move": (
        "maze_nav 4", "solved",
        Look((854, 480), "box", (0, 110, 120), (0.3, 0.0), pan=(-0.045, -0.03), roll=1.66,
             zoom=0.914, codec="png"), "docs",
    ),
    "watermark 3% bottom": ("rotation_puzzle", "solved",
                            Look((640, 360), watermark=0.03, seed=3), "docs"),
    "crossfade": ("rotation_puzzle", "crossfade", Look((640, 360)), "docs"),
    "crossfade maze": ("maze_nav", "crossfade", Look((480, 480), "box"), "docs"),
    "two-frame jump": ("rotation_puzzle", "jump", Look((640, 360)), "docs"),
    "two-frame jump maze": ("maze_nav", "jump", Look((640, 360)), "docs"),
    "vp9 150k": ("rotation_puzzle", "solved",
                 Look((854, 480), codec="vp9", bitrate="150k"), "docs"),
    "h264 150k maze": ("maze_nav", "solved", Look((854, 480), bitrate="150k"), "docs"),
    "8 fps": ("rotation_puzzle", "solved", Look((640, 360), fps_ratio=1 / 3), "docs"),
    "60 fps maze": ("maze_nav", "stopped", Look((640, 360), fps_ratio=2.5), "docs"),
    # A two-by-two puzzle (seed 36's first of two moves or more) and a maze animated over four
    # frames per move: the set's failures inside the envelope once (issue 36), at a small size.
    "2x2 puzzle, square slid at the end": ("rotation_puzzle 2x2", "slid", Look((640, 360)),
                                           "docs"),
    "maze, 4 frames per move": ("maze_nav 4", "solved", Look((640, 360)), "docs"),
    "2x2 puzzle stopped, camera, 960x960": (
        "rotation_puzzle 2x2 4", "stopped",
        Look((960, 960), "box", align=(0.0, 0.0), pan=(0.025, 0.015), roll=1.762, zoom=0.957),
        "docs",
    ),
    # The full set's maze read unsolved once (seed 36's maze, its bottom rows all wall, boxed at
    # the bottom, the camera zooming it past the frame's edge): its fit drifted into a squash.
    # Outside: by the last frame the maze's bottom edge is 2-16 canvas px past the frame's
    # (the camera's map of its content box's corners), so part of the puzzle is not shown; the
    # envelope's camera keeps the puzzle in the frame. Unknown ("did not register") is right.
    "outside: maze zoomed past the frame's edge": (
        "maze_nav 36 4", "solved",
        Look((640, 360), "box", align=(0.5, 1.0), pan=(-0.016, 0.042), roll=-1.65, zoom=1.097,
             watermark=0.033, fps_ratio=0.5, codec="vp9"),
        "outside",
    ),
    "outside: pan 15%": ("rotation_puzzle", "solved", Look((640, 360), pan=(0.15, 0.0)),
                         "outside"),
    "outside: zoom 1.6 maze": ("maze_nav", "solved", Look((640, 360), zoom=1.6), "outside"),
    "outside: blank": ("rotation_puzzle", "solved", Look((640, 360), blank=True), "outside"),
    "outside: another picture": ("maze_nav", "solved", Look((640, 360), other=True), "outside"),
}  # fmt: skip

QUESTIONS: dict[str, tuple[str, int, int]] = {
    "rotation_puzzle": ("rotation_puzzle", 7, PER_MOVE),
    "maze_nav": ("maze_nav", 7, PER_MOVE),
    "rotation_puzzle 2x2": ("rotation_puzzle", 36, PER_MOVE),
    "maze_nav 4": ("maze_nav", 7, 4),
    "rotation_puzzle 2x2 4": ("rotation_puzzle", 36, 4),
    "maze_nav 36 4": ("maze_nav", 36, 4),
    "maze_nav 6": ("maze_nav", 7, 6),
    "rotation_puzzle 6": ("rotation_puzzle", 7, 6),
}
"""Question key of CASES -> (domain, export seed, frames per move)."""

FAILING: dict[str, str] = {}
"""Case -> the failure it shows today (strict xfail: fixing it makes the test say so)."""


@pytest.fixture(scope="module")
def scored(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[dict, dict]]:
    from datagen.score import score

    root = tmp_path_factory.mktemp("realstyle")
    questions, scenes = {}, {}
    for key, (domain, seed, per_move) in QUESTIONS.items():
        folder, meta = two_move_questions(root / "source" / key, domain, 1, seed=seed)[0]
        questions[key] = (folder, meta)
        scenes[key] = scenarios(get_task(domain), meta, per_move)
    wants: dict[str, dict[str, Any]] = {}
    for k, (case, (domain, scene, look, envelope)) in enumerate(CASES.items()):
        folder, meta = questions[domain]
        task_id = f"{meta['task_id']}_case{k:02d}"
        wants[task_id] = {"case": case,
                          "want": stage(root, folder, meta, task_id, scenes[domain][scene], look,
                                        envelope)}  # fmt: skip
    report = score(root / "q", root / "videos", root / "scores.csv")
    rows = {r["task_id"]: r for r in report.rows}
    return {w["case"]: (rows[task_id], w["want"]) for task_id, w in wants.items()}


def _params() -> list[Any]:
    return [
        pytest.param(case, marks=pytest.mark.xfail(strict=True, reason=FAILING[case]))
        if case in FAILING
        else case
        for case in CASES
    ]


@pytest.mark.parametrize("case", _params())
def test_no_wrong_verdict(scored: dict[str, tuple[dict, dict]], case: str) -> None:
    row, want = scored[case]
    verdict = judge(row, want)
    assert row["status"] == "ok", row
    assert not verdict["wrong"], (case, verdict, row)
    if want["envelope"] == "docs":
        assert not verdict["unknown"], (case, verdict, row)
        assert verdict["first_ok"] is not False, (case, want["first_solved_frame"], row)
    else:
        assert row["solved"] is None, (case, row)


def test_known_failures_are_cases_and_unknown_not_wrong(request: pytest.FixtureRequest) -> None:
    """A failure listed in FAILING names a case, and its reading is unknown, never wrong (one
    test over the list, which may be empty: no case fails today; the scored videos are asked
    for only when it is not, so another test worker does not score them again)."""
    assert set(FAILING) <= set(CASES), sorted(set(FAILING) - set(CASES))
    if not FAILING:
        return
    scored = request.getfixturevalue("scored")
    for case in sorted(FAILING):
        row, want = scored[case]
        verdict = judge(row, want)
        assert not verdict["wrong"], (case, verdict, row)


def _shifted(frame: Any, box: list[int], dx: int) -> Any:
    """``frame`` with the square in ``box`` moved ``dx`` canvas px to the right."""
    out = frame.copy()
    x0, y0, x1, y1 = box
    out[y0:y1, x0:x1] = np.median(frame[:8, :8].reshape(-1, 3), axis=0).astype(np.uint8)
    out[y0:y1, x0 + dx : x1 + dx] = frame[y0:y1, x0:x1]
    return out


def test_a_square_a_few_px_off_on_one_frame_is_kept_one_that_stays_is_not(tmp_path) -> None:
    """Set v3's dissolve (issue 36, seventh round): a dissolve's first step shifted a square's
    pipe 6 px for one frame, read as "not kept". A square that far off its place on one read
    frame only, not the last, is kept; one that stays off its place is not (frame folders:
    the codec is not the point)."""
    from PIL import Image

    from datagen.score import score

    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    frames = [np.asarray(f) for f in get_task("rotation_puzzle").video_frames(meta, PER_MOVE)]
    box = meta["squares"][0]["position"]["box"]
    answer = frames[-1]
    held = [*frames, *[answer] * (12 - len(frames) % 4)]  # the answer held, frame 4k read
    k = len(held) - 8  # a read frame (a multiple of 4) well before the last
    videos = {
        "blip": [*held[:k], _shifted(answer, box, 6), *held[k + 1 :]],
        "stays": [*held[:k], *[_shifted(answer, box, 6)] * (len(held) - k)],
    }
    for name, video in videos.items():
        task_id = f"{meta['task_id']}_{name}"
        target = tmp_path / "q" / "rotation_puzzle_task" / task_id
        target.mkdir(parents=True)
        for file in ("first_frame.png", "final_frame.png", "prompt.txt"):
            (target / file).write_bytes((folder / file).read_bytes())
        (target / "question_metadata.json").write_text(json.dumps({**meta, "task_id": task_id}))
        out = tmp_path / "videos" / task_id
        out.mkdir(parents=True)
        for j, frame in enumerate(video):
            Image.fromarray(frame).save(out / f"{j:04d}.png", **FRAME_PNG)
    rows = {r["task_id"]: r for r in score(tmp_path / "q", tmp_path / "videos").rows}
    assert rows[f"{meta['task_id']}_blip"]["squares_kept"] is True, rows
    assert rows[f"{meta['task_id']}_stays"]["squares_kept"] is False, rows


def _captioned(frame: Any, where: str) -> Any:
    """``frame`` shown at 480x320 with a subtitle (black outline, white letters) drawn just
    below the squares or across them, as set v4's captions are drawn."""
    import cv2

    out = cv2.resize(np.ascontiguousarray(frame), (480, 320), interpolation=cv2.INTER_AREA)
    y = 284 if where == "below" else 170  # the squares span y 66-254 at this size
    for colour, thickness in (((0, 0, 0), 4), ((255, 255, 255), 1)):
        cv2.putText(out, "Almost there", (150, y), cv2.FONT_HERSHEY_SIMPLEX, 0.8, colour,
                    thickness, cv2.LINE_AA)  # fmt: skip
    return out


def test_captions_near_or_over_the_puzzle_are_not_another_puzzle(tmp_path) -> None:
    """Set v4's captions (issue 36, eighth round): a subtitle's dark outline reads as pipe
    colour, and its letters were counted as pipe pieces: "a different puzzle: 6-8 pipe pieces
    where the question has 4", so ``solved`` and ``first_frame_matches`` False on a solved
    video. Letters are thinner than a pipe: below the squares the video reads solved and
    matching; across them no verdict is wrong (what the letters hide may be unknown)."""
    from PIL import Image

    from datagen.score import score

    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    frames = [np.asarray(f) for f in get_task("rotation_puzzle").video_frames(meta, PER_MOVE)]
    held = [*frames, *[frames[-1]] * 4]
    for where in ("below", "over"):
        task_id = f"{meta['task_id']}_{where}"
        target = tmp_path / "q" / "rotation_puzzle_task" / task_id
        target.mkdir(parents=True)
        for file in ("first_frame.png", "final_frame.png", "prompt.txt"):
            (target / file).write_bytes((folder / file).read_bytes())
        (target / "question_metadata.json").write_text(json.dumps({**meta, "task_id": task_id}))
        out = tmp_path / "videos" / task_id
        out.mkdir(parents=True)
        for j, frame in enumerate(held):
            Image.fromarray(_captioned(frame, where)).save(out / f"{j:04d}.png", **FRAME_PNG)
    rows = {r["task_id"]: r for r in score(tmp_path / "q", tmp_path / "videos").rows}
    below, over = rows[f"{meta['task_id']}_below"], rows[f"{meta['task_id']}_over"]
    for row in (below, over):
        assert row["status"] == "ok", row
        assert "different puzzle" not in row["problems"], row
        assert row["solved"] is not False and row["first_frame_matches"] is not False, row
    assert below["solved"] is True and below["first_frame_matches"] is True, below


# -- issue 36, ninth round: set v4's maze verdicts inside the envelope ----------------------------


def _maze_rows(
    tmp_path: Any, question: tuple[Any, dict], videos: dict[str, list[Any]], canvas: bool = True
) -> dict:
    """Each of ``videos`` (canvas frames of the maze ``question``, its folder and metadata)
    shown at 480x320 (``canvas``; as they are otherwise) as a PNG frame folder (the codec is
    not the point), scored in one call: the rows by video name."""
    import cv2
    from PIL import Image

    from datagen.score import score

    folder, meta = question
    for name, frames in videos.items():
        task_id = f"{meta['task_id']}_{name}"
        target = tmp_path / "q" / "maze_nav_task" / task_id
        target.mkdir(parents=True)
        for file in ("first_frame.png", "final_frame.png", "prompt.txt"):
            (target / file).write_bytes((folder / file).read_bytes())
        (target / "question_metadata.json").write_text(json.dumps({**meta, "task_id": task_id}))
        out = tmp_path / "videos" / task_id
        out.mkdir(parents=True)
        for j, frame in enumerate(frames):
            small = (
                cv2.resize(np.ascontiguousarray(frame), (480, 320), interpolation=cv2.INTER_AREA)
                if canvas
                else np.ascontiguousarray(frame)
            )
            Image.fromarray(small).save(out / f"{j:04d}.png", **FRAME_PNG)
    rows = {
        r["task_id"][len(meta["task_id"]) + 1 :]: r
        for r in score(tmp_path / "q", tmp_path / "videos").rows
    }
    return rows


def _cell_wobbled(frame: Any, size: int, cell: Any, dx: int, dy: int) -> Any:
    """``frame`` with one maze cell's content (its goal square, the player on it) pushed
    ``dx``, ``dy`` canvas px inside its box: a local wobble the camera's fit does not follow."""
    from envs.maze_nav.render import layout

    lay = layout(size)
    x, y = (int(v) for v in lay.cell_box(*cell))
    out = np.array(frame)
    box = out[y : y + lay.cell, x : x + lay.cell]
    out[y : y + lay.cell, x : x + lay.cell] = np.roll(box, (dy, dx), axis=(0, 1))
    return out


def test_maze_player_read_against_its_goal_square_and_start_under_a_local_wobble(tmp_path) -> None:
    """Set v4's mazes under wobble and a moving camera (issue 36, ninth round): the player
    at rest on the goal read 0.02-0.05 of a cell off its centre (the camera's fit leaves that
    much locally), so the solve was found 6 frames late; a first frame whose player read 0.02
    off the start was "does not match". The player is now measured against the goal square as
    drawn in the frame, and a first frame with the player a little off the start is decided by
    the next read frame (the question held: matches; the player gone on: unknown, never no;
    frames 0, 4, 8... are read)."""
    task = get_task("maze_nav")
    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=3)[0]
    size, start, goal = int(meta["size"]), tuple(meta["start"]), tuple(meta["goal"])
    walk = [np.asarray(f) for f in task.video_frames(meta, PER_MOVE)]
    question = walk[0]
    answer = [_cell_wobbled(f, size, goal, 3, 3) for f in [*walk[-1:]] * 6]
    solved_at = len(walk) + 2  # the wobbled answer's first frame below
    videos = {
        "goal": [*[question] * 4, *walk[1:-1], *answer],
        "start held": [_cell_wobbled(question, size, start, 0, 3), *[question] * 5, *walk[1:]],
        "start left": [_cell_wobbled(question, size, start, 0, 3), *walk[1:], *[walk[-1]] * 3],
    }
    rows = _maze_rows(tmp_path, (folder, meta), videos)
    goal_row = rows["goal"]
    assert goal_row["solved"] is True, goal_row
    assert goal_row["first_solved_frame"] == solved_at, goal_row
    assert rows["start held"]["first_frame_matches"] is True, rows["start held"]
    assert rows["start left"]["first_frame_matches"] is not False, rows["start left"]
    for row in rows.values():
        assert row["status"] == "ok" and row["solved"] is True, row


def test_maze_fading_in_on_its_first_move_is_never_does_not_match(tmp_path) -> None:
    """Set v4's maze fading in (issue 36, ninth round): a first puzzle frame that is part-way
    through the first move (the picture came up as the player left the start) read "does not
    match"; and a faint first puzzle frame that read as the question, the reading restarted
    once the picture had come up on such a frame, read so too. A player caught leaving the
    start says neither; the faint frame's match stands."""
    task = get_task("maze_nav")
    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=3)[0]
    walk = [np.asarray(f) for f in task.video_frames(meta, PER_MOVE)]
    fade = [(walk[0] * (i + 1) / 6).astype(np.uint8) for i in range(5)]  # as set v4 fades in
    faint = [(walk[0] * a).astype(np.uint8) for a in (0.82, 0.86, 0.9)]  # calibrates, faint
    videos = {
        "leaving": [*fade, *walk[1:], *[walk[-1]] * 4],
        "restarted": [*faint, *walk[1:], *[walk[-1]] * 4],
    }
    rows = _maze_rows(tmp_path, (folder, meta), videos)
    for row in rows.values():
        assert row["status"] == "ok" and row["solved"] is True, row
    assert rows["leaving"]["first_frame_matches"] is not False, rows["leaving"]
    assert rows["restarted"]["first_frame_matches"] is True, rows["restarted"]


# -- issue 36, tenth round: set v5's verdicts inside the envelope -------------------------------


def test_maze_first_frame_within_the_envelopes_wobble_of_the_start_matches(tmp_path) -> None:
    """Set v5's mazes under 1.6-1.7 px wobble (issue 36, tenth round): the first frame's
    player read 0.023-0.036 of a cell off the start, the player then left at once, so the
    first frame was unknown (after the ninth round; "does not match" before it). A wobble
    inside the envelope (``REAL_STYLE_LIMITS["wobble"]``, 2 canvas px) moves the player that
    far against walls too far away to move alike: within it, the player is on the start. A
    first frame part-way through the first move (a third of a cell) is never "matches"."""
    task = get_task("maze_nav")
    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=3)[0]
    size, start = int(meta["size"]), tuple(meta["start"])
    walk = [np.asarray(f) for f in task.video_frames(meta, PER_MOVE)]
    videos = {
        "pushed": [_cell_wobbled(walk[0], size, start, 2, 1), *walk[1:], *[walk[-1]] * 3],
        "part-way": [*walk[1:], *[walk[-1]] * 3],
    }
    rows = _maze_rows(tmp_path, (folder, meta), videos)
    for row in rows.values():
        assert row["status"] == "ok" and row["solved"] is True, row
    assert rows["pushed"]["first_frame_matches"] is True, rows["pushed"]
    assert rows["part-way"]["first_frame_matches"] is not True, rows["part-way"]


def test_maze_translucent_grey_mark_over_the_corridor_is_no_second_player(tmp_path) -> None:
    """Set v5's maze under a moving 7% grey mark (issue 36, tenth round): the mark at 45%
    opacity over the white corridor is a mid grey, inside the player's colour box (every
    channel halfway to the nearest other colour), so it read as a second player and the
    solved maze "not solved". A disc without the player's hue is no player."""
    from envs.maze_nav.render import layout

    task = get_task("maze_nav")
    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=3)[0]
    lay = layout(int(meta["size"]))
    path = {tuple(c) for c in meta["optimal_path"]}
    spare = [(r, c) for r, row in enumerate(meta["grid"]) for c, v in enumerate(row)
             if v == 1 and (r, c) not in path]  # fmt: skip
    assert spare, "the question has a corridor cell off the path for the mark to cover"
    r, c = spare[0]
    walk = [np.asarray(f) for f in task.video_frames(meta, PER_MOVE)]
    frames = []
    for j, f in enumerate([*walk, *[walk[-1]] * 4]):
        x0, y0 = (int(v) for v in lay.cell_box(r + 0.6, c - 0.5 + 0.05 * j))
        out = f.astype(np.float32)
        box = out[y0 : y0 + int(0.25 * lay.cell), x0 : x0 + 2 * lay.cell, :3]
        box[:] = 0.55 * box + 0.45 * 30.0  # a grey mark at 45% opacity
        frames.append(out.astype(np.uint8))
    row = _maze_rows(tmp_path, (folder, meta), {"marked": frames})["marked"]
    assert row["status"] == "ok" and row["solved"] is True, row
    assert row["first_solved_frame"] == len(walk) - 1, row


# -- issue 36, eleventh round: set v6's verdicts --------------------------------------------------


def _rota_rows(tmp_path: Any, question: tuple[Any, dict], videos: dict[str, list[Any]]) -> dict:
    """Each of ``videos`` (frames of the rotation puzzle ``question``, its folder and
    metadata) as a PNG frame folder (the codec is not the point), scored in one call: the rows
    by video name."""
    from PIL import Image

    from datagen.score import score

    folder, meta = question
    for name, frames in videos.items():
        task_id = f"{meta['task_id']}_{name}"
        target = tmp_path / "q" / "rotation_puzzle_task" / task_id
        target.mkdir(parents=True)
        for file in ("first_frame.png", "final_frame.png", "prompt.txt"):
            (target / file).write_bytes((folder / file).read_bytes())
        (target / "question_metadata.json").write_text(json.dumps({**meta, "task_id": task_id}))
        out = tmp_path / "videos" / task_id
        out.mkdir(parents=True)
        for j, frame in enumerate(frames):
            Image.fromarray(np.ascontiguousarray(frame)).save(out / f"{j:04d}.png", **FRAME_PNG)
    return {
        r["task_id"][len(meta["task_id"]) + 1 :]: r
        for r in score(tmp_path / "q", tmp_path / "videos").rows
    }


def _rgb(path: Any) -> Any:
    from PIL import Image

    return np.asarray(Image.open(path).convert("RGB"), np.float32)


def _small(frame: Any, size: tuple[int, int] = (480, 320)) -> Any:
    import cv2

    return cv2.resize(np.ascontiguousarray(frame), size, interpolation=cv2.INTER_AREA)


def test_a_cross_fade_keeps_its_squares_whatever_its_steps_weigh(tmp_path) -> None:
    """Set v6's cross-fade (issue 36, eleventh round): a 6-frame dissolve from the question to
    the answer read ``squares_kept`` False. A step with one picture at about 0.7, the other at
    0.3, lies past the half-way band, so the square showed an L's area and no blend, yet the
    moments of the two L's together put the joint 30 px off its place: "moved". Neither the
    long held first frame, the slow-motion end nor the bars drove it (a bare dissolve in frame
    folders reads so; the size and bars only move which step lands there). A pipe read off its place is fitted against its own pose: a blend fits
    none and is unknown there, a square that slid fits and is moved."""
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    first, last = _rgb(folder / "first_frame.png"), _rgb(folder / "final_frame.png")
    fade = [(1 - t) * first + t * last for t in (0.33, 0.5, 0.67)]
    frames = [_small(np.clip(f + 0.5, 0, 255).astype(np.uint8)) for f in [first, first, *fade]]
    box = meta["squares"][0]["position"]["box"]
    answer = last.astype(np.uint8)
    videos = {
        "dissolve": [*frames, *[_small(answer)] * 16],
        "slid": [*frames, *[_small(_shifted(answer, box, 25))] * 16],
    }
    rows = _rota_rows(tmp_path, (folder, meta), videos)
    assert rows["dissolve"]["solved"] is True, rows["dissolve"]
    assert rows["dissolve"]["squares_kept"] is True, rows["dissolve"]
    assert rows["slid"]["squares_kept"] is False, rows["slid"]


def _placed_portrait(frame: Any, logo: bool) -> Any:
    """``frame`` at 360x640 in black bars, placed at 0.4 of the height (off-centre), with a
    badge in the top bar (``logo``) or a boxed mark in the bottom one, as set v6 draws them."""
    out = np.zeros((640, 360, 3), np.uint8)
    small = _small(frame, (360, 240))
    top = round(0.4 * (640 - 240))
    out[top : top + 240] = small
    if logo:
        out[6:30, 6:30] = (250, 250, 250)
        out[12:24, 12:24] = (70, 60, 200)
    else:
        out[600:630, 4:110] = (60, 60, 60)
        out[606:624, 10:104] = (230, 230, 230)
    return out


def test_a_picture_off_centre_with_a_mark_in_a_bar_is_found(tmp_path) -> None:
    """Set v6's portrait overlays (issue 36, eleventh round): the puzzle placed at 0.4 of a
    576x1024 frame's height, a logo in the top bar or a watermark in the bottom one: the bar's
    flat run ended at the mark, so the content box took the mark for the picture's edge, and
    the boxed starts sat 64 px off: "no puzzle frame" (correlation 0.06-0.43). The largest blob
    off the bars' colour is the picture, wherever it sits."""
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    walk = [np.asarray(f) for f in get_task("rotation_puzzle").video_frames(meta, PER_MOVE)]
    walk = [*walk, *[walk[-1]] * 3]
    videos = {
        "logo": [_placed_portrait(f, True) for f in walk],
        "mark": [_placed_portrait(f, False) for f in walk],
    }
    rows = _rota_rows(tmp_path, (folder, meta), videos)
    for row in rows.values():
        assert row["status"] == "ok" and row["readable"] is True, row
        assert row["solved"] is True and row["first_frame_matches"] is True, row
        assert row["squares_kept"] is True, row


def _warped(frame: Any, t: float, waves: Any) -> Any:
    """``frame`` under a 2.7 px wobble, barrel distortion 0.05 and a vignette 0.3, at
    480x320: set v6's warp beyond the envelope (2 px of wobble)."""
    import cv2

    from datagen.testing.realstyle_render import wobble

    out = wobble(np.ascontiguousarray(frame), t, 2.7, 0.55, waves).astype(np.float32)
    h, w = out.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = w / 2, h / 2
    r2 = ((xs - cx) / cx) ** 2 + ((ys - cy) / cy) ** 2
    mx, my = cx + (xs - cx) * (1 + 0.05 * r2), cy + (ys - cy) * (1 + 0.05 * r2)
    out = cv2.remap(out, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    out *= (1 - 0.3 * r2 / 2)[..., None]
    return _small(np.clip(out, 0, 255).astype(np.uint8))


def test_a_warp_beyond_the_envelope_leaves_small_turns_and_shifts_unknown(tmp_path) -> None:
    """Set v6's warps beyond the envelope (issue 36, eleventh round): wobble 2.7 px with barrel
    distortion and a vignette read a solved puzzle "not solved" (a square 3.7 deg off its
    quarter-turn) and an unmoved square "moved" 4.5-4.8 px. Such a frame registers under
    ``WARP_FIT`` (0.935-0.964 there, 0.988 and more inside the envelope): a square a few px or
    degrees off is unknown there, never a definite verdict against the label."""
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    walk = [np.asarray(f) for f in get_task("rotation_puzzle").video_frames(meta, PER_MOVE)]
    walk = [*walk, *[walk[-1]] * 9]
    waves = np.random.default_rng(1).uniform(0, 2 * np.pi, 4)
    frames = [_warped(f, j / 25, waves) for j, f in enumerate(walk)]
    row = _rota_rows(tmp_path, (folder, meta), {"warped": frames})["warped"]
    assert row["status"] == "ok", row
    assert row["solved"] is not False, row
    assert row["squares_kept"] is not False, row


def test_a_turn_under_motion_blur_is_caught_part_way(tmp_path) -> None:
    """Set v6's 60 fps VP9 turn under motion blur (issue 36, eleventh round): each frame caught
    mid-turn showed a trace of the one before (0.6 and 0.4, 18-25 deg apart), which misfits the
    sharp L by 0.2-0.28 at 16-40 deg off a quarter-turn, its joint under 1 px off its place:
    over the 0.1 allowed, so no frame read part-way and ``animated`` was unknown where a person
    sees the turns. A smeared pipe near its place may misfit up to ``BLUR_MISFIT``; a dissolve
    (joint 22-39 px off, misfit 0.5-0.7) still fits no pose."""
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    walk = [np.asarray(f, np.float32) for f in get_task("rotation_puzzle").video_frames(meta, 5)]
    ghosted = [walk[0], *[0.6 * walk[j] + 0.4 * walk[j - 1] for j in range(1, len(walk))]]
    frames = [_small(np.clip(f + 0.5, 0, 255).astype(np.uint8)) for f in [*ghosted, walk[-1]]]
    row = _rota_rows(tmp_path, (folder, meta), {"ghosted": [*frames, *[frames[-1]] * 3]})
    row = row["ghosted"]
    assert row["status"] == "ok" and row["solved"] is True, row
    assert row["animated"] is True, row


# -- issue 36, twelfth round: set v7's verdicts ---------------------------------------------------


def _camera(frame: Any, t: float) -> Any:
    """``frame`` (a canvas) through a camera eased to a pan of 24 canvas px down (3% of the
    width), a zoom to 1.05 and a roll of 1° at ``t`` = 1: inside the envelope, yet the board's
    lower corner lands a few px past the canvas's edge."""
    import cv2

    h, w = frame.shape[:2]
    m = cv2.getRotationMatrix2D((w / 2, h / 2), -1.0 * t, 1 + 0.05 * t)
    m[1, 2] += 24 * t
    return cv2.warpAffine(np.ascontiguousarray(frame), m, (w, h), borderMode=cv2.BORDER_REPLICATE)


def test_a_board_whose_corner_a_camera_moves_a_sliver_past_the_edge_is_read(tmp_path) -> None:
    """Set v7's maze under pan, roll and zoom inside the envelope (issue 36, twelfth round):
    the board's corner ended 2-6 px of 485 past the frame's lower edge, and every frame from
    there "did not register", leaving ``solved`` unknown. A sliver under ``EDGE_CUT`` of the
    board's side is read (the frame's edge row replicated over it); a board zoomed past the
    frame is not."""
    task = get_task("maze_nav")
    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=3)[0]
    walk = [np.asarray(f) for f in task.video_frames(meta, PER_MOVE)]
    frames = [*[walk[0]] * 3, *walk, *[walk[-1]] * 4]
    n = len(frames) - 1
    moved = [_camera(f, min(1.0, 1.5 * j / n)) for j, f in enumerate(frames)]
    row = _maze_rows(tmp_path, (folder, meta), {"sliver": moved})["sliver"]
    assert row["status"] == "ok" and row["solved"] is True, row
    assert row["first_frame_matches"] is True and row["squares_kept"] is True, row


def _half_turned(frame: Any, box: Any, degrees: float) -> Any:
    """``frame`` (a canvas) with the square in ``box`` turned ``degrees`` clockwise, tile and
    pipe together (the gap around it shows the background)."""
    import cv2

    x0, y0, x1, y1 = (int(v) for v in box)
    out = np.ascontiguousarray(frame).copy()
    tile = out[y0:y1, x0:x1].copy()
    m = cv2.getRotationMatrix2D(((x1 - x0 - 1) / 2, (y1 - y0 - 1) / 2), -degrees, 1.0)
    corner = tuple(int(v) for v in out[2, 2])
    turned = cv2.warpAffine(tile, m, (x1 - x0, y1 - y0), borderValue=corner)
    out[y0:y1, x0:x1] = turned
    return out


def test_a_square_turned_half_way_round_on_a_small_board_still_registers(tmp_path) -> None:
    """Set v7's portrait 720x1280 video of a 2x2 board turning a square 180° (issue 36, twelfth
    round): once turned, the square's old and new pipes covered over half of the small board's
    edges, so the tracker took the change for a far camera move, fitted every pixel (0.74,
    askew) and no later frame registered: ``solved`` unknown. The fit without the parts that
    changed is kept when it fits closely (``CHANGED_FIT``)."""
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    first = np.asarray(_rgb(folder / "first_frame.png"), np.uint8)
    frames, board = [first] * 4, first
    for k, turn in ((0, 180), (1, 180), (2, 180), (3, 180)):  # every pipe moved
        box = meta["squares"][k]["position"]["box"]
        frames += [_half_turned(board, box, a) for a in range(30, turn + 1, 30)]
        board = frames[-1]
    frames += [board] * 9
    row = _rota_rows(
        tmp_path, (folder, meta), {"half": [_placed_portrait(f, True) for f in frames]}
    )
    row = row["half"]
    assert row["status"] == "ok" and row["readable"] is True, row
    assert row["solved"] is not None and row["squares_kept"] is True, row
    assert row["first_frame_matches"] is True, row


def _ui_dot(frame: Any, size: int, cell: Any) -> Any:
    """``frame`` (a maze canvas) with an app's UI button over ``cell``: a light grey ring
    around a pink dot a quarter of the player's area, as set v7's app UI over the board."""
    import cv2

    from envs.maze_nav.render import PLAYER_RADIUS, layout

    lay = layout(size)
    out = np.ascontiguousarray(frame).copy()
    centre = (int(lay.x0 + (cell[1] + 0.5) * lay.cell), int(lay.y0 + (cell[0] + 0.5) * lay.cell))
    cv2.circle(out, centre, int(0.7 * PLAYER_RADIUS * lay.cell), (225, 225, 225), -1)
    cv2.circle(out, centre, int(0.5 * PLAYER_RADIUS * lay.cell), (230, 50, 90), -1)
    return out


def test_a_ui_dot_in_the_players_colour_over_the_maze_is_no_second_player(tmp_path) -> None:
    """Set v7's app UI over a maze (issue 36, twelfth round): a pink dot in a grey ring, 0.21
    of the player's area, read as "player shown 2 times": ``first_frame_matches`` and
    ``solved`` False. A blob under ``PARTIAL_DISC`` of the player beside a whole one is a
    mark's or a covered player: the frame is not read (unknown), never a second player."""
    task = get_task("maze_nav")
    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=3)[0]
    size = int(meta["size"])
    walk = [np.asarray(f) for f in task.video_frames(meta, PER_MOVE)]
    path = {tuple(meta["start"]), tuple(meta["goal"])}
    cell = next((r, c) for r in range(size) for c in range(size) if (r, c) not in path)
    frames = [_ui_dot(f, size, cell) for f in [*walk, *[walk[-1]] * 3]]
    row = _maze_rows(tmp_path, (folder, meta), {"ui": frames})["ui"]
    assert row["status"] == "ok", row
    assert row["first_frame_matches"] is not False and row["solved"] is not False, row


def _lettered(frame: Any, box: Any) -> Any:
    """``frame`` (a canvas) with white subtitle letters (outlined thin strokes) across the
    middle of the square in ``box``: they cut its pipe into pieces."""
    import cv2

    x0, y0, _, y1 = (int(v) for v in box)
    out = np.ascontiguousarray(frame).copy()
    cy = (y0 + y1) // 2 + 12
    cv2.putText(out, "Solve it", (x0 - 10, cy), cv2.FONT_HERSHEY_SIMPLEX, 1.0, (255, 255, 255), 2)
    return out


def test_letters_across_a_pipe_are_no_other_puzzle(tmp_path) -> None:
    """Set v7's subtitles over the board (issue 36, twelfth round): letters across a pipe cut
    it in pieces, read "a different puzzle: 5 pipe pieces" (``first_frame_matches`` False).
    Every square fitting its pose at its place makes the extra pieces a cut pipe
    (``PIECE_FIT``). (``MARK_BLEND``, a watermark's box pulling a pipe 11 px off, is checked by
    set v7's rescore: a drawn box here left the pipe covered either way.)"""
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    walk = [np.asarray(f) for f in get_task("rotation_puzzle").video_frames(meta, PER_MOVE)]
    walk = [*walk, *[walk[-1]] * 3]
    boxes = [s["position"]["box"] for s in meta["squares"]]
    videos = {"letters": [_small(_lettered(f, boxes[2])) for f in walk]}
    row = _rota_rows(tmp_path, (folder, meta), videos)["letters"]
    assert row["status"] == "ok", row
    assert row["first_frame_matches"] is not False and row["squares_kept"] is not False, row
    assert row["solved"] is not False, row


def _blur_filled(frame: Any) -> Any:
    """``frame`` at 360x240 in a 360x640 portrait frame, placed low (at 0.68 of the free
    height), over its own picture enlarged to cover the frame and blurred: set v8's portrait
    blur fill."""
    import cv2

    small = _small(frame, (360, 240))
    fill = cv2.resize(np.ascontiguousarray(frame), (960, 640), interpolation=cv2.INTER_AREA)
    fill = cv2.GaussianBlur(fill[:, 300:660], (0, 0), 12)
    top = round(0.68 * (640 - 240))
    fill[top : top + 240] = small
    return fill


def test_a_picture_placed_low_over_its_own_blurred_fill_is_found(tmp_path) -> None:
    """Set v8's portrait blur fill (issue 36, thirteenth round): the picture over a blurred,
    enlarged copy of itself, placed low (align 0.63-0.685), was "no puzzle frame" (correlation
    0.20, or "rotated or sheared"): no flat bar, no blob off a bar's colour, and every boxed
    start far from it. The box of straight lines across the frame at the canvas's aspect (the
    picture's edges against the fill) is a start too."""
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    walk = [np.asarray(f) for f in get_task("rotation_puzzle").video_frames(meta, PER_MOVE)]
    frames = [_blur_filled(f) for f in [*walk, *[walk[-1]] * 3]]
    row = _rota_rows(tmp_path, (folder, meta), {"blur": frames})["blur"]
    assert row["status"] == "ok" and row["readable"] is True, row
    assert row["solved"] is True and row["first_frame_matches"] is True, row
    assert row["squares_kept"] is True, row


def _big_mark(frame: Any, u: float) -> Any:
    """``frame`` (a canvas) with a light translucent band, 8% of the frame, across the
    board's middle at ``u`` (0..1) of its way from the left edge to past the right one: set
    v8's big mark."""
    out = np.asarray(frame, np.float32).copy()
    mh, mw = 56, 56 * 10 // 2  # 56 x 280 px: 4% of a 768x512 canvas per band, two bands
    x = int(-mw + (768 + mw) * u)
    x0, x1 = max(0, x), min(768, x + mw)
    for y in (200, 256):
        if x1 > x0:
            out[y : y + mh, x0:x1] = out[y : y + mh, x0:x1] * 0.55 + 235 * 0.45
    return _small(np.clip(out, 0, 255).astype(np.uint8))


def test_a_solve_under_a_big_mark_is_never_a_late_first_solved_frame(tmp_path) -> None:
    """Set v8's big mark (issue 36, thirteenth round): a band 7-8% of the frame crossing the
    board's middle as the question jumps to the answer; the frames it covered said neither
    solved nor not, and the first frame read solved once it had passed came 4-7 frames after
    the solve. Covered frames between the last one read unsolved and the first read solved
    leave ``first_solved_frame`` unknown (beyond two frames), never a definite late frame."""
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    first = np.asarray(_rgb(folder / "first_frame.png"), np.uint8)
    last = np.asarray(_rgb(folder / "final_frame.png"), np.uint8)
    plain = [first] * 4 + [last] * 10
    frames = [_big_mark(f, k / (len(plain) - 1)) for k, f in enumerate(plain)]
    row = _rota_rows(tmp_path, (folder, meta), {"mark": frames})["mark"]
    assert row["status"] == "ok" and row["solved"] is True, row
    fs = row["first_solved_frame"]
    assert fs is None or abs(fs - 4) <= 1, row


def test_a_trade_of_places_dissolved_in_is_never_kept(tmp_path) -> None:
    """Set v8's dissolve (issue 36, thirteenth round): after the solve two squares trade
    places by a cross-fade over five frames: no square slides, no frame registers off, and
    ``squares_kept`` read True. Decided on geometry: two squares at rest each showing the
    other's pipes, neither seen turning, are not kept (or unknown when each is also a turn of
    its own piece), never kept."""
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    last = _rgb(folder / "final_frame.png")
    boxes = [[int(v) for v in s["position"]["box"]] for s in meta["squares"]]
    (a0, b0, a1, b1), (c0, d0, c1, d1) = boxes[2], boxes[3]
    traded = last.copy()
    traded[b0:b1, a0:a1], traded[d0:d1, c0:c1] = last[d0:d1, c0:c1], last[b0:b1, a0:a1]
    walk = [np.asarray(f) for f in get_task("rotation_puzzle").video_frames(meta, PER_MOVE)]
    fade = [(1 - t) * last + t * traded for t in (0.2, 0.4, 0.6, 0.8)]
    tail = [np.clip(f + 0.5, 0, 255).astype(np.uint8) for f in [*fade, *[traded] * 8]]
    frames = [_small(f) for f in [*walk, walk[-1], walk[-1], *tail]]
    row = _rota_rows(tmp_path, (folder, meta), {"trade": frames})["trade"]
    assert row["status"] == "ok", row
    assert row["squares_kept"] is not True, row


# -- issue 36, fourteenth round: set v9's habits inside the envelope ------------------------------


def _portrait_over_fill(frame: Any, top: float) -> Any:
    """``frame`` (a canvas) at 352x235 in a 360x640 portrait frame at ``top`` of the free
    height, over its own picture enlarged and blurred, a dark caption band below it: set v9's
    portrait blur fill, the picture's sides 4 px in from the frame's."""
    import cv2

    small = cv2.resize(np.ascontiguousarray(frame), (352, 235), interpolation=cv2.INTER_AREA)
    fill = cv2.resize(np.ascontiguousarray(frame), (960, 640), interpolation=cv2.INTER_AREA)
    fill = cv2.GaussianBlur(fill[:, 300:660], (0, 0), 12) * 0.55 + 128 * 0.45
    fill = fill.astype(np.uint8)
    y = round(top * (640 - 235))
    fill[y : y + 235, 4:356] = small
    fill[500:530, 50:310] = (14, 14, 16)
    fill[508:522, 56:304] = (235, 235, 235)
    return fill


def test_a_nine_by_nine_maze_placed_high_over_its_blurred_fill_registers_whole(tmp_path) -> None:
    """Set v9's portrait 9x9 mazes over a blurred fill (issue 36, fourteenth round): the box
    of lines across the frame took a full row of walls or a caption's edge for the picture's
    edge, the fit landed one cell off (correlation 0.99 on the maze's repeating rows) and
    the first frame read "walls changed at 14 cells; player missing": a definite "does not
    match" and "squares not kept". Two lines a picture's height apart, centred across, are a
    box too, and the box whose sides are edges along their length wins."""
    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=3, size=9)[0]
    walk = [np.asarray(f) for f in get_task("maze_nav").video_frames(meta, PER_MOVE)]
    frames = [_portrait_over_fill(f, 0.25) for f in [*walk, *[walk[-1]] * 3]]
    row = _maze_rows(tmp_path, (folder, meta), {"high": frames}, canvas=False)["high"]
    assert row["status"] == "ok" and row["readable"] is True, row
    assert row["first_frame_matches"] is True and row["squares_kept"] is True, row
    assert row["solved"] is True, row


def test_a_first_frame_its_own_fit_refuses_never_says_does_not_match(tmp_path) -> None:
    """Set v9's big step and board change (issue 36, fourteenth round): after frames that did
    not calibrate, the video calibrated on a frame whose square was part-way through a turn,
    and that frame's own fit was refused (uneven scale: correlation 0); read through it, a
    square "moved 9-14 px" made ``first_frame_matches`` and ``squares_kept`` a definite
    False. A first puzzle frame that does not register says neither."""
    from datagen.calibrate import Track, calibrate
    from datagen.score import _Reader

    task = get_task("rotation_puzzle")
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    first = np.asarray(_rgb(folder / "first_frame.png"), np.uint8)
    final = np.asarray(_rgb(folder / "final_frame.png"), np.uint8)
    moved = _shifted(first, meta["squares"][0]["position"]["box"], 12)
    colours = (task.background, *task.content_colours)
    cal = calibrate(first, first, colours, task.content_box(meta), final)
    assert not isinstance(cal, str), cal
    for correlation, want in ((0.0, None), (0.999, False)):
        reader = _Reader(task, meta, (first, final), 1)
        reader.calibration, reader.first_puzzle, reader.warp = cal, 0, cal.warp
        track = Track(cal.warp, correlation, 1.0, cal.motion(cal.warp), moved, 1.0)
        reader._read_first(0, moved, track)
        assert reader.first_frame_matches is want, (correlation, reader.first_frame_matches)
        assert bool(reader.kept_moved()) is (want is False), (correlation, reader.moved)


def _disc_nudged(frame: Any, dx: float) -> Any:
    """``frame`` (a maze canvas) with the player's disc moved ``dx`` canvas px right (the goal
    colour where it was, when it sat on the goal), shown at 336x224: a 9x9 maze's goal square
    too small there for its edges to be found round the disc."""
    import cv2

    from envs.maze_nav.render import GOAL_COLOUR, PLAYER_COLOUR

    out = np.asarray(frame)[..., :3].copy()
    disc = np.all(np.abs(out.astype(int) - PLAYER_COLOUR) <= 8, axis=2).astype(np.float32)
    out[disc > 0] = GOAL_COLOUR
    moved = cv2.warpAffine(disc, np.float32([[1, 0, dx], [0, 1, 0]]), disc.shape[::-1])[..., None]
    out = (out * (1 - moved) + np.asarray(PLAYER_COLOUR, np.float32) * moved).astype(np.uint8)
    return cv2.resize(out, (336, 224), interpolation=cv2.INTER_AREA)


def test_a_maze_player_near_a_goal_square_not_found_is_never_unsolved(tmp_path) -> None:
    """Set v9's portrait maze jumping to its answer under a 2 degree roll (issue 36,
    fourteenth round): at rest on the goal, the player read 0.027 of a cell off the goal
    cell, the goal square's edges not found round the disc on a small picture, so it was
    measured against the layout, and the answer read a definite "not solved". Within the
    envelope's wobble of the layout, with no goal square to measure against, whether it
    arrived is unknown, never False; on it, solved."""
    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=3, size=9)[0]
    walk = [np.asarray(f) for f in get_task("maze_nav").video_frames(meta, PER_MOVE)]
    videos = {
        name: [_disc_nudged(f, dx) for f in [walk[0]] * 4 + [walk[-1]] * 3]
        for name, dx in (("on", 0.0), ("near", -1.4))
    }
    rows = _maze_rows(tmp_path, (folder, meta), videos, canvas=False)
    assert rows["on"]["solved"] is True and rows["on"]["first_solved_frame"] == 4, rows["on"]
    assert rows["near"]["status"] == "ok" and rows["near"]["solved"] is not False, rows["near"]


# -- issue 36, fifteenth round: set v9's leftovers -----------------------------------------------


def _leaning(frame: Any, box: Any, degrees: float, dx: float) -> Any:
    """``frame`` (a canvas) with the square in ``box`` turned ``degrees`` clockwise and moved
    ``dx`` px right, tile and pipe together: a square a few degrees off its quarter-turn on a
    frame whose squares sit unevenly (as a wobble leaves them)."""
    import cv2

    x0, y0, x1, y1 = (int(v) for v in box)
    out = np.ascontiguousarray(frame).copy()
    m = cv2.getRotationMatrix2D(((x1 - x0 - 1) / 2, (y1 - y0 - 1) / 2), -degrees, 1.0)
    m[0, 2] += dx
    corner = tuple(int(v) for v in out[2, 2])
    out[y0:y1, x0:x1] = cv2.warpAffine(out[y0:y1, x0:x1].copy(), m, (x1 - x0, y1 - y0),
                                       borderValue=corner)  # fmt: skip
    return out


def test_a_first_solved_frame_fitted_poorly_with_a_square_leaning_is_never_early(
    tmp_path,
) -> None:
    """Set v9's slow-motion end (issue 36, fifteenth round): a square held 4° short of rest,
    on a frame fitted at 0.976 from a read frame four back (the turn pulled the fit), read 2.9°
    off, within what the joints' uneven spread allows a wobble, and the puzzle was first
    solved two frames early. Fitted poorly, a frame's squares at rest only by that allowance
    are unknown on it: the first solved frame is the next one read firmly."""
    from datagen.calibrate import Track, calibrate
    from datagen.score import _Reader

    task = get_task("rotation_puzzle")
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    first = np.asarray(_rgb(folder / "first_frame.png"), np.uint8)
    final = np.asarray(_rgb(folder / "final_frame.png"), np.uint8)
    boxes = [s["position"]["box"] for s in meta["squares"]]
    leaning = _leaning(_leaning(final, boxes[0], 5.0, 3.0), boxes[3], 0.0, -3.0)
    colours = (task.background, *task.content_colours)
    cal = calibrate(first, first, colours, task.content_box(meta), final)
    assert not isinstance(cal, str), cal
    for correlation, want in ((0.976, 2), (0.99, 1)):
        reader = _Reader(task, meta, (first, final), 1)
        reader.calibration, reader.first_puzzle, reader.warp = cal, 0, cal.warp
        for i, (frame, fit) in enumerate(((first, 0.999), (leaning, correlation), (final, 0.999))):
            track = Track(cal.warp, fit, 1.0, cal.motion(cal.warp), frame, 1.0)
            reader.note(i, reader.read(frame, track)[0], track)
        assert reader.first_solved == want, (correlation, reader.first_solved)


def _row_marked(frame: Any, row: int, size: int) -> Any:
    """``frame`` (a maze canvas) under a light translucent band over maze row ``row``, from
    the board's left edge to past its middle: a mark along a 9x9 maze's bottom (set v9)."""
    from envs.maze_nav.render import layout

    lay = layout(size)
    out = np.asarray(frame, np.float32)[..., :3].copy()
    x0, y0 = (int(v) for v in lay.cell_box(row, 0))
    x1, y1 = x0 + int(lay.cell * size * 0.7), y0 + int(lay.cell)
    out[y0:y1, x0:x1] = out[y0:y1, x0:x1] * 0.55 + 235 * 0.45
    return np.clip(out, 0, 255).astype(np.uint8)


def test_maze_cells_under_a_mark_are_unknown_for_those_cells_only(tmp_path) -> None:
    """Set v9's 9x9 mazes under a bottom mark of 3-4% (issue 36, fifteenth round): a wall cell
    under the mark shows no maze colour, and the whole frame was unreadable ("cell (8,6) has
    no maze colour"): every verdict unknown. Those cells are unknown on their own (their walls
    not compared), the rest is read; the player and the goal are read where they are seen."""
    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=3, size=9)[0]
    walk = [np.asarray(f) for f in get_task("maze_nav").video_frames(meta, PER_MOVE)]
    path_rows = {int(p[0]) for p in meta["optimal_path"]}
    row = max(range(9), key=lambda r: min(abs(r - p) for p in path_rows))
    assert min(abs(row - p) for p in path_rows) >= 2, (row, path_rows)
    frames = [_row_marked(f, row, 9) for f in [walk[0]] * 3 + walk + [walk[-1]] * 3]
    got = _maze_rows(tmp_path, (folder, meta), {"marked": frames})["marked"]
    assert got["status"] == "ok" and got["readable"] is True, got
    assert got["solved"] is True and got["first_frame_matches"] is True, got
    assert got["squares_kept"] is True, got
    assert got["first_solved_frame"] == 3 + len(walk) - 1, got


def test_a_square_a_few_px_off_on_one_poorly_fitted_frame_is_kept(tmp_path) -> None:
    """Set v10's 1080p puzzle at a variable frame rate (issue 36, fifteenth round): a square
    starting its turn pulled one frame's fit to 0.9745 (under ``WARP_FIT``) and its own joint
    a few px off, and ``squares_kept`` was unknown though every other frame showed the square
    at its place. Seen so on one read frame, not the last, it is kept (as such a sighting on
    a good fit is); on two, or on the last, whether it was kept stays unknown."""
    from datagen.calibrate import Track, calibrate
    from datagen.score import _Reader

    task = get_task("rotation_puzzle")
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    first = np.asarray(_rgb(folder / "first_frame.png"), np.uint8)
    final = np.asarray(_rgb(folder / "final_frame.png"), np.uint8)
    off = _shifted(first, meta["squares"][0]["position"]["box"], 6)
    colours = (task.background, *task.content_colours)
    cal = calibrate(first, first, colours, task.content_box(meta), final)
    assert not isinstance(cal, str), cal
    runs = {"once": ([first, off, first, first], True), "twice": ([first, off, off, first], None),
            "last": ([first, first, first, off], None)}  # fmt: skip
    for name, (frames, want) in runs.items():
        reader = _Reader(task, meta, (first, final), 1)
        reader.calibration, reader.first_puzzle, reader.warp = cal, 0, cal.warp
        for i, frame in enumerate(frames):
            fit = 0.97 if frame is off else 0.999
            track = Track(cal.warp, fit, 1.0, cal.motion(cal.warp), frame, 1.0)
            reader.note(i, reader.read(frame, track)[0], track)
        assert reader.squares_kept() is want, (name, reader.squares_kept())


def test_a_first_frame_whose_square_a_wobble_turns_a_few_degrees_matches(tmp_path) -> None:
    """Set v9's portrait puzzles under a wobble near 2 px (issue 36, fifteenth round): on the
    first puzzle frame a square sat a few degrees off its quarter-turn, past what is at rest,
    so ``first_frame_matches`` was unknown (and stayed so, the next read frame mid-turn).
    Every square read and none part-way, each nearest its question pose is the question's
    picture; a square nearest another pose never says yes."""
    from datagen.calibrate import Track, calibrate
    from datagen.score import _Reader

    task = get_task("rotation_puzzle")
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    first = np.asarray(_rgb(folder / "first_frame.png"), np.uint8)
    final = np.asarray(_rgb(folder / "final_frame.png"), np.uint8)
    box = meta["squares"][0]["position"]["box"]
    colours = (task.background, *task.content_colours)
    cal = calibrate(first, first, colours, task.content_box(meta), final)
    assert not isinstance(cal, str), cal
    for degrees, want in ((4.0, True), (94.0, None)):
        frame = _leaning(first, box, degrees, 0.0)
        verdict = task.score_frame(meta, frame, cal.seen)
        assert verdict["slight_squares"] == [0], verdict
        reader = _Reader(task, meta, (first, final), 1)
        reader.calibration, reader.first_puzzle, reader.warp = cal, 0, cal.warp
        reader._read_first(0, frame, Track(cal.warp, 0.999, 1.0, cal.motion(cal.warp), frame, 1.0))
        assert reader.first_frame_matches is want, (degrees, reader.first_frame_matches)


def _goal_marked(frame: Any, goal: Any, size: int) -> Any:
    """``frame`` (a maze canvas) under a light translucent box over the 3x3 cells round
    ``goal``: a mark crossing the board that hides the goal on that frame."""
    from envs.maze_nav.render import layout

    lay = layout(size)
    out = np.asarray(frame, np.float32)[..., :3].copy()
    x0, y0 = (max(0, int(v)) for v in lay.cell_box(goal[0] - 1, goal[1] - 1))
    x1, y1 = (int(v) for v in lay.cell_box(goal[0] + 2, goal[1] + 2))
    out[y0:y1, x0:x1] = out[y0:y1, x0:x1] * 0.4 + 235 * 0.6
    return np.clip(out, 0, 255).astype(np.uint8)


def test_frames_waiting_before_an_unread_frame_are_read_for_the_first_solve(tmp_path) -> None:
    """Set v9's mark crossing a 9x9 maze (issue 36, fifteenth round): the read frame after the
    solve was not read (the mark over the goal), the frames waiting before it were dropped,
    and the first frame read solved came 4 frames late. Before the first solve, frames
    waiting before a frame that is not read wait on for the next read frame."""
    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=3, size=9)[0]
    walk = [np.asarray(f) for f in get_task("maze_nav").video_frames(meta, PER_MOVE)]
    # Solved just after a read frame (every 4th is read), the next read frame covered.
    solve = len(walk) - 1 + (1 - (len(walk) - 1)) % 4
    plain = [walk[0]] * (solve + 1 - len(walk)) + walk + [walk[-1]] * 8
    covered = solve + 3
    frames = [_goal_marked(f, meta["goal"], 9) if j == covered else f for j, f in enumerate(plain)]
    got = _maze_rows(tmp_path, (folder, meta), {"crossed": frames})["crossed"]
    assert got["status"] == "ok" and got["solved"] is True, got
    assert got["first_solved_frame"] == solve, got


def test_a_solved_square_leaning_a_few_degrees_on_the_last_frame_is_never_unsolved(
    tmp_path,
) -> None:
    """Set v11's camera move under a 2 px wobble at 522 kbit/s (issue 36, sixteenth round): the
    last frame, fitted at 0.9975, showed a square of the solved board 3.9° off its quarter-turn
    (past the warp's allowance, not clearly part-way), and the puzzle read not solved, not
    stayed solved. After the first solved frame such a square showing the solved pipes is
    unknown on its frame: the solved board read at rest before it speaks for it. A square
    nearest another pose is still wrong."""
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    walk = [np.asarray(f) for f in get_task("rotation_puzzle").video_frames(meta, PER_MOVE)]
    box = meta["squares"][0]["position"]["box"]
    held = [walk[0]] * 2 + walk + [walk[-1]] * 3
    videos = {
        "lean": [_small(f) for f in [*held, _leaning(walk[-1], box, 4.0, 0.0)]],
        "away": [_small(f) for f in [*held, _leaning(walk[-1], box, 94.0, 0.0)]],
    }
    got = _rota_rows(tmp_path, (folder, meta), videos)
    lean, away = got["lean"], got["away"]
    assert lean["status"] == "ok" and lean["readable"] is True, lean
    assert lean["solved"] is True and lean["stayed_solved"] is True, lean
    assert lean["first_solved_frame"] == away["first_solved_frame"] == 1 + len(walk), lean
    assert away["solved"] is False and away["stayed_solved"] is False, away


def _whitened(frame: Any, amount: float) -> Any:
    """``frame`` blended ``amount`` of the way to white: a step of a fade to white."""
    out = np.asarray(frame, np.float32)[..., :3] * (1.0 - amount) + 255.0 * amount
    return np.clip(out, 0, 255).astype(np.uint8)


def test_a_board_read_whole_through_the_last_map_as_a_fade_begins_keeps_its_verdict(
    tmp_path,
) -> None:
    """Set v11's tail fading to white (issue 36, sixteenth round): the last frame in the
    puzzle's colours, the fade's first step, was refused by the fit and read through the last
    map -- every square at its place, the pipes of the board read at rest before it -- yet
    ``solved`` was unknown ("did not register"). Such a frame showing the same board whole
    keeps that board's verdict, solved or not."""
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    walk = [np.asarray(f) for f in get_task("rotation_puzzle").video_frames(meta, PER_MOVE)]
    half = walk[: 1 + 3 * PER_MOVE]  # three quarter-turns of five, at rest: not solved
    fade = (0.14, 0.35, 0.7, 1.0)  # the first step refused (contrast 0.86), in the colours
    videos = {
        name: [
            _small(f) for f in [w[0]] * 2 + w + [w[-1]] * 4 + [_whitened(w[-1], a) for a in fade]
        ]
        for name, w in (("solved", walk), ("half", half))
    }
    got = _rota_rows(tmp_path, (folder, meta), videos)
    for name, want in (("solved", True), ("half", False)):
        row = got[name]
        assert row["status"] == "ok" and row["readable"] is True, row
        assert row["ended_on_non_puzzle"] is True, row
        assert row["solved"] is want, (name, row)


def _poses_offset(monkeypatch: Any, offsets: dict[int, tuple[float, float, float, float]]) -> None:
    """The rotation puzzle's pose reader, with square ``k`` read ``offsets[k]`` = (dx, dy,
    blend, misfit) off its place: what a mark's blend or a wobble leaves, exactly."""
    import dataclasses

    import datagen.rotation_puzzle as rotation

    real = rotation.square_poses

    def poses(*args: Any, **kwargs: Any) -> Any:
        out = list(real(*args, **kwargs))
        for k, (dx, dy, blend, misfit) in offsets.items():
            out[k] = dataclasses.replace(out[k], dx=dx, dy=dy, blend=blend, misfit=misfit)
        return out

    monkeypatch.setattr(rotation, "square_poses", poses)


def test_a_square_a_few_px_off_under_a_mark_or_a_wobble_is_unknown_never_moved(
    tmp_path, monkeypatch
) -> None:
    """Set v12's 5.8% mark crossing a puzzle and its 3.5 px wobble (issue 36, seventeenth
    round): a square 5-6 px off its place under the mark's blend (0.10-0.15, its pipe still
    fitting), or two neighbours 4-6 px off opposite ways under the wobble, read "square moved",
    ``squares_kept`` and ``first_frame_matches`` False. Both are unknown on that frame; a
    square a few px off, clean, the others at their places, still moved."""
    task = get_task("rotation_puzzle")
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    first = np.asarray(_rgb(folder / "first_frame.png"), np.uint8)
    cases = {
        "mark": ({0: (-2.3, -4.1, 0.13, 0.15)}, [], [0]),
        "wobble": ({0: (3.4, 3.9, 0.05, 0.0), 1: (-2.6, -2.9, 0.05, 0.0)}, [], [0]),
        "slid": ({0: (3.4, 3.9, 0.05, 0.0)}, [0], []),
    }
    for name, (offsets, moved, unknown) in cases.items():
        with monkeypatch.context() as patch:
            _poses_offset(patch, offsets)
            verdict = task.score_frame(meta, first)
        assert verdict["squares_moved"] == moved, (name, verdict)
        assert sorted(verdict["unknown_squares"]) == unknown, (name, verdict)


def test_an_answer_leaning_a_few_degrees_on_the_last_frame_before_any_solve_is_unknown(
    tmp_path,
) -> None:
    """Set v12's one-jump answer at 80 kbit/s in 1080p (issue 36, seventeenth round): the last
    frame showed the answer with a square 2-3° off its quarter-turn (the codec's), the frames
    before it covered where the pipes changed, and it read not solved from the question's
    board read whole before. Never solved before, a last frame whose only flaw is a square
    showing the solved pipes a few degrees off is unknown; one nearest another pose is not
    solved."""
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    walk = [np.asarray(f) for f in get_task("rotation_puzzle").video_frames(meta, PER_MOVE)]
    box = meta["squares"][0]["position"]["box"]
    held = [walk[0]] * 4
    videos = {
        "lean": [_small(f) for f in [*held, _leaning(walk[-1], box, 4.0, 0.0)]],
        "away": [_small(f) for f in [*held, _leaning(walk[-1], box, 94.0, 0.0)]],
    }
    got = _rota_rows(tmp_path, (folder, meta), videos)
    assert got["lean"]["status"] == "ok" and got["lean"]["readable"] is True, got["lean"]
    assert got["lean"]["solved"] is None, got["lean"]
    assert got["away"]["solved"] is False, got["away"]


def test_a_square_covered_far_off_its_place_ends_the_board_read_whole(tmp_path) -> None:
    """Set v12's one-jump answer at 80 kbit/s (issue 36, seventeenth round): the codec smeared
    the squares that changed, their pipes read 30-40 px off their places (covered), and the
    question's board read whole before spoke for the last frame: "not solved". Other pipes
    far off a covered square's place end what that board says."""
    from datagen.calibrate import Track, calibrate
    from datagen.score import _Reader

    task = get_task("rotation_puzzle")
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    first = np.asarray(_rgb(folder / "first_frame.png"), np.uint8)
    final = np.asarray(_rgb(folder / "final_frame.png"), np.uint8)
    colours = (task.background, *task.content_colours)
    cal = calibrate(first, first, colours, task.content_box(meta), final)
    assert not isinstance(cal, str), cal
    reader = _Reader(task, meta, (first, final), 1)
    reader.calibration, reader.first_puzzle, reader.warp = cal, 0, cal.warp
    track = Track(cal.warp, 0.999, 1.0, cal.motion(cal.warp), first, 1.0)
    whole = reader.read(first, track)[0]
    reader.note(0, whole, track)
    parts = list(whole["square_states"])
    covered = dict(whole, state=None, square_states=[None, *parts[1:]], unknown_squares=[0])
    reader.note(1, dict(covered, covered_far=[]), track)
    assert reader.since_whole is False  # a mark over a square: the board still speaks
    reader.note(2, dict(covered, covered_far=[0]), track)
    assert reader.since_whole is True


def test_a_player_on_the_goal_as_walls_change_reads_the_frames_before_for_the_solve(
    tmp_path,
) -> None:
    """Set v12's mazes whose wall opens after the player reached the goal (issue 36,
    seventeenth round): the first read frame on the goal already showed the wall changed (not
    solved), the frames before it were never read, and ``first_solved_frame`` was unknown
    where the player arrived on the question's maze. A read frame with the player on the goal
    reads the frames waiting before it, as a frame read solved does."""
    from envs.maze_nav.render import layout

    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=3, size=7)[0]
    walk = [np.asarray(f)[..., :3] for f in get_task("maze_nav").video_frames(meta, PER_MOVE)]
    grid = np.asarray(meta["grid"])
    walls = [(r, c) for r in range(7) for c in range(7) if grid[r][c] == 0]  # 0: wall
    path = {tuple(p) for p in meta["optimal_path"]}
    far = max(walls, key=lambda rc: min(abs(rc[0] - p[0]) + abs(rc[1] - p[1]) for p in path))
    lay = layout(7)
    mid = next(p for p in meta["optimal_path"] if list(p) not in (meta["start"], meta["goal"]))
    mx, my = (int(v + lay.cell // 2) for v in lay.cell_box(*mid))
    x0, y0 = (int(v) for v in lay.cell_box(*far))
    opened = walk[-1].copy()
    opened[y0 + 2 : y0 + lay.cell - 2, x0 + 2 : x0 + lay.cell - 2] = walk[-1][my, mx]
    hold = 1 + (2 - (len(walk) - 1) - 1) % 4  # the solve two frames before a read frame
    solve = hold + len(walk) - 1
    assert solve % 4 == 2, solve
    frames = [walk[0]] * hold + walk + [walk[-1]] + [opened] * 6
    got = _maze_rows(tmp_path, (folder, meta), {"opened": frames})["opened"]
    assert got["status"] == "ok" and got["readable"] is True, got
    assert "walls changed" in got["problems"] and got["solved"] is False, got
    assert got["first_solved_frame"] == solve, got


def test_a_held_frame_handed_a_fit_that_read_nothing_is_fitted_afresh(tmp_path) -> None:
    """A frame within the encoder's noise of the last frame fitted keeps that fit from another
    starting map (the camera has not moved); but when that fit's reading read nothing, the
    frame is fitted afresh from its own start (set v12's ``v12_083``: a maze's held last frame,
    a cell without a maze colour on one fit and read on ECC's landing a fraction of a px away)."""
    import cv2

    from datagen.calibrate import calibrate
    from datagen.score import _Reader, _unread

    task = get_task("rotation_puzzle")
    folder, meta = two_move_questions(tmp_path / "source", "rotation_puzzle", 1, seed=7)[0]
    first = np.asarray(_rgb(folder / "first_frame.png"), np.uint8)
    final = np.asarray(_rgb(folder / "final_frame.png"), np.uint8)
    colours = (task.background, *task.content_colours)
    cal = calibrate(first, first, colours, task.content_box(meta), final)
    assert not isinstance(cal, str), cal
    reader = _Reader(task, meta, (first, final), 1)
    reader.calibration, reader.first_puzzle, reader.warp = cal, 0, cal.warp
    fitted = reader.follow(1, first)
    assert fitted is not None and fitted.is_puzzle and fitted.canvas is not None
    held = cv2.add(first, np.ones(first.shape, np.uint8))  # encoder noise: one grey level
    reader.warp = fitted.warp + np.array([[0.0, 0.0, 0.4], [0.0, 0.0, -0.4]])  # another map
    reader.last_read = (fitted.canvas, {"readable": True})
    kept = reader.follow(2, held)
    assert kept is not None and kept.canvas is fitted.canvas
    reader.last_read = (fitted.canvas, _unread("cell (6,1) has no maze colour"))
    again = reader.follow(3, held)
    assert again is not None and again.is_puzzle and again.canvas is not fitted.canvas


def test_a_low_bitrate_maze_jump_under_a_pan_is_read_from_the_nearest_map(tmp_path) -> None:
    """Set v13's maze answered in one jump at 115 kbit/s under a pan (issue 36, eighteenth
    round): a read frame registered from the map four frames back settled a few px short of
    the pan, its player read part-way on a frame at rest, and the video read ``solved`` and
    ``stayed_solved`` False and ``animated`` True. A read frame showing a part-way move is
    registered again from the nearest read frame's map once the frames between are read."""
    from datagen.score import score

    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=3, size=7)[0]
    scene = scenarios(get_task("maze_nav"), meta, PER_MOVE)["jump"]
    looks = {
        "a": Look((480, 320), pan=(0.04, 0.0), bitrate="40k", seed=5),
        "b": Look((640, 360), pan=(0.05, 0.02), bitrate="50k", seed=3),
    }
    wants = {
        f"{meta['task_id']}_{k}": stage(
            tmp_path, folder, meta, f"{meta['task_id']}_{k}", scene, look, "beyond"
        )
        for k, look in looks.items()
    }
    rows = {r["task_id"]: r for r in score(tmp_path / "q", tmp_path / "videos").rows}
    for task_id, want in wants.items():
        got = judge(rows[task_id], want)
        assert not got["wrong"] and got["first_ok"], (task_id, got, rows[task_id])
        assert rows[task_id]["solved"] is True and rows[task_id]["animated"] is False, rows[task_id]


def test_a_board_blacked_out_in_white_bars_is_unknown_not_a_crash(tmp_path) -> None:
    """Set v14's blank video (issue 36, measured once): a black rectangle where the maze would
    be, in white bars, registered on the maze's dark walls with a first-frame level of 0 on its
    light pixels, and every later frame's level divided by it (ZeroDivisionError: the whole
    `datagen score` run stopped). Such a first frame shows no picture: unknown, with the reason."""
    folder, meta = two_move_questions(tmp_path / "source", "maze_nav", 1, seed=2, size=7)[0]
    board = np.zeros((240, 360, 3), np.uint8)
    frame = np.full((270, 480, 3), 255, np.uint8)
    frame[15:255, 60:420] = board
    got = _maze_rows(tmp_path, (folder, meta), {"blank": [frame] * 6}, canvas=False)["blank"]
    assert got["status"] == "ok" and got["readable"] is False, got
    assert got["solved"] is None and got["first_frame_matches"] is None, got
    assert "dark where the question's picture is light" in got["reason"], got
