"""The set's plan (categories per task and group) and one video made from its case."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.realstyle_v4 import look as looks
from benchmarks.realstyle_v4 import scenes
from benchmarks.realstyle_v4.encode import write_video

INSIDE_COUNTS = {
    "rotation_puzzle": {
        "solved": 7,
        "stopped": 4,
        "wrong": 4,
        "slide": 3,
        "swap": 3,
        "jump": 3,
        "crossfade": 3,
    },
    "maze_nav": {
        "solved": 7,
        "stopped": 4,
        "wrong": 4,
        "wall": 3,
        "teleport": 3,
        "jump": 3,
        "crossfade": 3,
    },
}
BEYOND_SCENARIOS = ("solved", "stopped", "wrong")
BEYOND_COUNT = 9
OUTSIDE_COUNTS = {"camera beyond": 3, "cut off": 2, "blank": 2, "another puzzle": 2}
TASKS = ("rotation_puzzle", "maze_nav")


@dataclass(frozen=True)
class Case:
    """One video to make: its name, task, question, group (inside/beyond/outside), scenario."""

    name: str
    task: str
    task_id: str
    group: str
    scenario: str
    index: int


def plan(questions: dict[str, list[str]], quick: bool = False) -> list[Case]:
    """Every case, questions taken in turn per task; ``quick``: the first of each category."""
    cases: list[Case] = []
    for task in TASKS:
        ids = questions[task]
        rows: list[tuple[str, str]] = []
        for scenario, n in INSIDE_COUNTS[task].items():
            rows += [("inside", scenario)] * (1 if quick else n)
        for k in range(len(BEYOND_SCENARIOS) if quick else BEYOND_COUNT):
            rows.append(("beyond", BEYOND_SCENARIOS[k % len(BEYOND_SCENARIOS)]))
        for scenario, n in OUTSIDE_COUNTS.items():
            rows += [("outside", scenario)] * (1 if quick else n)
        for k, (group, scenario) in enumerate(rows):
            index = len(cases)
            name = f"v4_{index:03d}_{task}_{group}_{scenario.replace(' ', '_')}"
            cases.append(Case(name, task, ids[k % len(ids)], group, scenario, index))
    return cases


def _scene(case: Case, meta: dict[str, Any], rng: np.random.Generator, fpm: int, ease: str):
    scene = scenes.puzzle_scene if case.task == "rotation_puzzle" else scenes.maze_scene
    return scene(meta, case.scenario, rng, fpm, ease)


def make_case(
    case: Case, metas: dict[str, dict[str, Any]], videos: Path, seed: int
) -> dict[str, Any]:
    """Render ``case`` into ``videos/<name>/<task>_task/<task_id>/video/video.mp4``; its record."""
    rng = np.random.default_rng([seed, case.index])
    meta = metas[case.task_id]
    fpm = int(rng.integers(3, 7))
    ease = str(rng.choice(list(scenes.EASINGS)))
    box = scenes.content_box(case.task, meta)
    look = looks.draw_look(rng, "beyond" if case.group == "beyond" else "inside", case.task)
    note = ""
    if case.group == "outside":
        base = "solved" if rng.random() < 0.5 else "stopped"
        frames, labels, note = _scene(replace(case, scenario=base), meta, rng, fpm, ease)
        look.there_and_back = False
        if case.scenario == "camera beyond":
            look = _camera_beyond(look, rng, box)
        elif case.scenario == "cut off":
            look = _cut_off(look, rng, box)
        elif case.scenario == "blank":
            colour = np.array(looks.BACKGROUND if rng.random() < 0.5 else (0, 0, 0), np.uint8)
            frames = [
                (np.broadcast_to(colour, (512, 768, 3)).copy(), scenes.Shot(puzzle=False))
            ] * len(frames)
            labels = {}
        elif case.scenario == "another puzzle":
            other = (
                scenes.other_puzzle_frames(rng, fpm)
                if case.task == "rotation_puzzle"
                else scenes.other_maze_frames(metas[_other_id(metas, case)], fpm)
            )
            frames = frames[:4] + [(f, scenes.Shot(puzzle=False)) for f in other]
            frames += [frames[-1]] * 4
            labels = {
                "first_frame_matches": True,
                "solved": False,
                "squares_kept": False,
                "first_solved_frame": None,
            }
        else:
            raise ValueError(
                f"outside scenario {case.scenario!r}; allowed: {scenes.OUTSIDE_SCENARIOS}"
            )
    else:
        frames, labels, note = _scene(case, meta, rng, fpm, ease)
        for _ in range(40):  # inside means the puzzle stays in the frame: ease the camera off
            if looks.keeps_inside(look, box):
                break
            look.pan = (look.pan[0] * 0.8, look.pan[1] * 0.8)
            look.zoom = 1 + (look.zoom - 1) * 0.8
            look.roll *= 0.8
    delivered, shots = _deliver(frames, look, rng, box)
    labels = _labels(labels, shots, case)
    path = videos / case.name / f"{case.task}_task" / case.task_id / "video" / "video.mp4"
    write_video(path, delivered, look.size, look.fps, look.codec, look.quality)
    return {
        **asdict(case),
        "labels": labels,
        "frames": len(shots),
        "frames_per_move": fpm,
        "ease": ease,
        "note": note,
        "look": look.brief(),
    }


def _other_id(metas: dict[str, dict[str, Any]], case: Case) -> str:
    others = [k for k, m in metas.items() if m["domain"] == case.task and k != case.task_id]
    return sorted(others)[case.index % len(others)]


def _camera_beyond(look: looks.Look, rng: np.random.Generator, box) -> looks.Look:
    look.pan, look.roll, look.zoom = (0.0, 0.0), 0.0, 1.0
    for _ in range(20):
        what = rng.choice(["pan", "roll", "zoom"])
        if what == "pan":
            look.pan = (float(rng.choice([-1, 1]) * rng.uniform(0.08, 0.12)), 0.0)
        elif what == "roll":
            look.roll = float(rng.choice([-1, 1]) * rng.uniform(5, 8))
        else:
            look.zoom = float(rng.uniform(0.78, 0.84))
        if looks.keeps_inside(look, box):
            break
        look.pan, look.roll, look.zoom = (0.0, 0.0), 0.0, 1.0
    if (look.pan, look.roll, look.zoom) == ((0.0, 0.0), 0.0, 1.0):  # a sideways pan always fits
        look.pan = (0.1, 0.0)
    look.extra["outside"] = "camera beyond"
    return look


def _cut_off(look: looks.Look, rng: np.random.Generator, box) -> looks.Look:
    look.roll = 0.0
    look.zoom = float(rng.uniform(1.25, 1.4))
    look.pan = (0.0, float(rng.choice([-1, 1]) * rng.uniform(0.15, 0.25)))
    look.extra["outside"] = "content cut off"
    return look


def _deliver(frames, look: looks.Look, rng: np.random.Generator, box):
    """The delivered frames (heads, the scene at the output rate less drops, tails) and shots."""
    n_src = len(frames)
    n_out = max(2, round(n_src * look.fps / looks.SOURCE_FPS))
    picks = [min(n_src - 1, round(j * looks.SOURCE_FPS / look.fps)) for j in range(n_out)]
    picks[-1] = n_src - 1
    picks = [p for j, p in enumerate(picks) if j not in look.drops or j in (0, n_out - 1)]
    state: dict[str, Any] = {"wobble_seed": rng.uniform([0.5, 0.5, 0, 0], [2.0, 2.0, 6.3, 6.3])}
    _, y, _, h = looks.picture_rect(look)
    sy = h / looks.CANVAS[1]
    # The content's lowest point over the video, so a caption never covers the puzzle.
    lows = []
    for t in np.linspace(0, 1, 11):
        m = looks.camera_matrix(look, float(t))
        for cx, cy in ((box[0], box[3]), (box[2], box[3]), (box[0], box[1]), (box[2], box[1])):
            lows.append(m[1, 0] * cx + m[1, 1] * cy + m[1, 2])
    state["content_out"] = (0, 0, 0, y + sy * max(lows) + look.wobble + 2)
    out: list[np.ndarray] = []
    shots: list[scenes.Shot] = []
    rendered = []
    for k, p in enumerate(picks):
        t = k / max(1, len(picks) - 1)
        state["moving"] = k > 0 and (
            picks[k - 1] != p and not np.array_equal(frames[picks[k - 1]][0], frames[p][0])
        )
        rendered.append(looks.render_frame(frames[p][0], look, t, k, rng, state))
        shots.append(frames[p][1])
    head = (
        [
            looks.card(
                look,
                rng,
                "black" if look.head == "fade in" else look.head,
                int(rng.integers(1 << 30)),
            )
            for _ in range(look.head_n)
        ]
        if look.head
        else []
    )
    if look.head == "fade in":  # from black into the first frame: part picture, part black
        head = [
            (rendered[0] * ((i + 1) / (look.head_n + 1))).astype(np.uint8)
            for i in range(look.head_n)
        ]
    tail: list[np.ndarray] = []
    if look.tail in ("fade white", "fade black"):
        to = 255.0 if look.tail == "fade white" else 0.0
        last = rendered[-1].astype(np.float32)
        tail = [
            np.clip(last + (to - last) * ((i + 1) / look.tail_n), 0, 255).astype(np.uint8)
            for i in range(look.tail_n)
        ]
    elif look.tail:
        seed = int(rng.integers(1 << 30))
        tail = [looks.card(look, rng, look.tail, seed) for _ in range(look.tail_n)]
    out = head + rendered + tail
    all_shots = (
        [scenes.Shot(puzzle=False)] * len(head) + shots + [scenes.Shot(puzzle=False)] * len(tail)
    )
    return out, all_shots


def _labels(labels: dict[str, Any], shots: list[scenes.Shot], case: Case) -> dict[str, Any]:
    """The scenario's labels, with the frame numbers and `animated` read from what was delivered."""
    labels = dict(labels)
    if not labels:
        return labels
    if case.scenario == "crossfade":
        labels.pop("first_solved_frame", None)  # which blend a person calls solved: no one can say
    elif "first_solved_frame" not in labels:
        solved = [k for k, s in enumerate(shots) if s.solved]
        labels["first_solved_frame"] = solved[0] if solved else None
    if "animated" in labels:
        labels["animated"] = any(s.part_way for s in shots)
    return labels


def load_metas(questions: Path) -> dict[str, dict[str, Any]]:
    """Every question's metadata by task id."""
    out = {}
    for path in sorted(questions.glob("*_task/*/question_metadata.json")):
        meta = json.loads(path.read_text())
        out[meta["task_id"]] = meta
    return out
