"""The task registry and the typed task interface: lookups, registration errors, a toy task
exported, validated and offered on the command line through the generic path."""

from __future__ import annotations

import json
from collections.abc import Hashable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import datagen.export as export_mod
from datagen.__main__ import main
from datagen.base import Task, TaskOptions, choices
from datagen.export import ExportConfig, create_dataset, export, run_export
from datagen.io import ArgumentError, read_png
from datagen.maze_nav import MazeNavOptions, MazeNavTask
from datagen.registry import TASKS, get_task, register_task, task_of_domain
from datagen.rotation_puzzle import RotationPuzzleTask
from datagen.validate import validate
from envs.cli import option

WIDTH = 8  # the toy board: one row of cells, the dot walks to the right end


@dataclass(frozen=True)
class DotOptions(TaskOptions):
    """Options of the toy task."""

    colors: tuple[str, ...] = option(("red", "blue"), help="toy_dot: dot colours, in turn")

    def validate(self) -> None:
        self._set("colors", choices(self.colors, ("red", "blue"), "color"))


class DotTask(Task[DotOptions]):
    """A dot on a strip of cells, to be moved to the right end."""

    name = "toy_dot"
    title = "Toy Dot"
    description = "Move the dot to the right end"
    task_category = "ToyDot"
    options_type = DotOptions
    round_robin = "colors"
    frame_size = (16 * WIDTH, 16)

    def draw(
        self, rng: np.random.Generator, variant: str, options: DotOptions
    ) -> tuple[Hashable, dict[str, Any]]:
        col = int(rng.integers(0, WIDTH - 1))
        return (variant, col), {"color": variant, "col": col}

    def metadata(self, spec: dict[str, Any]) -> dict[str, Any]:
        return {"task_id": spec["task_id"], "domain": self.name, **spec}

    def prompt(self, spec: dict[str, Any]) -> str:
        return f"Move the {spec['color']} dot to the right end."

    def frames(self, spec: dict[str, Any]) -> tuple[np.ndarray, np.ndarray]:
        return _board(spec["col"], spec["color"]), _board(WIDTH - 1, spec["color"])


def _board(col: int, color: str) -> np.ndarray:
    image = np.zeros((16, 16 * WIDTH, 3), dtype=np.uint8)
    image[:, 16 * col : 16 * (col + 1), 0 if color == "red" else 2] = 255
    return image


@pytest.fixture
def dot_task() -> Iterator[DotTask]:
    task = register_task(DotTask())
    try:
        yield task
    finally:
        TASKS.pop(task.name, None)


def test_builtin_tasks_are_registered_in_order() -> None:
    assert list(TASKS)[:2] == ["rotation_puzzle", "maze_nav"]
    assert isinstance(get_task("maze_nav"), MazeNavTask)
    assert isinstance(get_task("rotation_puzzle"), RotationPuzzleTask)
    assert task_of_domain("maze_nav") is TASKS["maze_nav"]
    assert task_of_domain("tetris") is None and task_of_domain(3) is None


def test_unknown_task_names_it_and_the_known_ones() -> None:
    with pytest.raises(ArgumentError) as info:
        get_task("tetris")
    message = str(info.value)
    assert "'tetris'" in message and "rotation_puzzle" in message and "maze_nav" in message


def test_duplicate_name_is_refused_and_keeps_the_first() -> None:
    first = TASKS["maze_nav"]
    with pytest.raises(ValueError, match=r"'maze_nav' is already registered.*MazeNavTask"):
        register_task(MazeNavTask())
    assert TASKS["maze_nav"] is first


@pytest.mark.parametrize("bad", ["Bad Name", "", "1st", "a/b"])
def test_bad_names_are_refused(bad: str) -> None:
    task = DotTask()
    task.name = bad  # type: ignore[misc]
    with pytest.raises(ValueError, match=r"task name .* is not allowed; allowed: a lower-case"):
        register_task(task)
    assert bad not in TASKS


def test_only_task_instances_register() -> None:
    with pytest.raises(TypeError, match=r"instance of datagen\.base\.Task"):
        register_task(DotTask)  # type: ignore[arg-type]  # the class, not an instance
    with pytest.raises(TypeError, match="allowed: an instance"):
        register_task("toy_dot")  # type: ignore[arg-type]


def test_a_task_must_implement_the_abstract_methods() -> None:
    class Half(Task[DotOptions]):
        name = "half"

        def draw(self, rng, variant, options):  # type: ignore[no-untyped-def]
            return 0, {}

    with pytest.raises(TypeError, match="abstract"):
        Half()  # type: ignore[abstract]


def test_options_validate_themselves() -> None:
    opts = MazeNavOptions(shapes="Z")  # type: ignore[arg-type]
    assert opts.shapes == ("Z",) and opts.size == 5
    assert MazeNavOptions(shapes=()).shapes == ("square", "cross", "spiral", "triangle", "C", "Z")
    assert opts.arguments() == {"shapes": ["Z"], "size": 5}
    with pytest.raises(ArgumentError, match=r"size=0 is not allowed; allowed: an integer 5\.\.11"):
        MazeNavOptions(size=0)
    with pytest.raises(ArgumentError, match=r"shape 'hexagon' is not known; allowed: .*'spiral'"):
        MazeNavOptions(shapes=("hexagon",))
    with pytest.raises(ArgumentError, match="shape 7 is not known"):
        MazeNavOptions(shapes=7)  # type: ignore[arg-type]
    with pytest.raises(ArgumentError, match=r"maze_nav takes no option\(s\) \['difficulties'\]"):
        get_task("maze_nav").options({"difficulties": ["easy"]})
    with pytest.raises(ArgumentError, match="allowed: RotationPuzzleOptions"):
        get_task("rotation_puzzle").options(opts)


def test_toy_task_exports_through_the_generic_path(dot_task: DotTask, tmp_path: Path) -> None:
    data = create_dataset("toy_dot", num_samples=3, seed=4, out_dir=tmp_path, workers=1)
    folder = tmp_path / "toy_dot_task"
    assert data["name"] == "toy_dot_tasks"
    assert data["description"] == "Toy Dot: Move the dot to the right end (3 questions)"
    ids = [p["id"] for p in data["pairs"]]
    assert ids == ["toy_dot_0000", "toy_dot_0001", "toy_dot_0002"]
    assert [p["toy_dot_data"]["color"] for p in data["pairs"]] == ["red", "blue", "red"]
    assert all(p["task_category"] == "ToyDot" for p in data["pairs"])
    qdir = folder / "toy_dot_0001"
    assert (qdir / "prompt.txt").read_text() == "Move the blue dot to the right end.\n"
    final = read_png(qdir / "final_frame.png")
    assert final.shape == (16, 16 * WIDTH, 3) and final[0, -1, 2] == 255
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["task"] == "toy_dot"
    assert manifest["arguments"] == {
        "pairs_per_domain": 3,
        "colors": ["red", "blue"],
        "video": False,
    }
    assert len(manifest["files"]) == 3 * 4
    # The same call again finds the finished set; the instance works as well as the name.
    again = export(dot_task, 3, DotOptions(), seed=4, out=tmp_path, workers=1)
    assert again.reused and len(again.dataset["pairs"]) == 3


def test_toy_task_in_worker_processes_and_with_a_video(
    dot_task: DotTask, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(export_mod, "IN_PROCESS_BELOW", 0)  # force the process pool
    kw: dict[str, Any] = {"video": True, "fps": 4, "frames_per_move": 1}
    a = export("toy_dot", 4, {"colors": "red"}, seed=1, out=tmp_path / "a", workers=2, **kw)
    b = export("toy_dot", 4, {"colors": "red"}, seed=1, out=tmp_path / "b", workers=1, **kw)
    assert a.manifest["files"] == b.manifest["files"]
    assert sum(name.endswith("ground_truth.mp4") for name in a.manifest["files"]) == 4
    # The default checks: schema and prompt; frames are not read back, the video is unreadable.
    problems = [p.message for p in validate(a.folder)]
    assert problems and all("has no frame reader" in m for m in problems)
    assert validate(a.folder, check_videos=False) == []


def test_too_many_toy_questions_names_the_variant(dot_task: DotTask, tmp_path: Path) -> None:
    with pytest.raises(ArgumentError, match=r"more distinct 'red' questions.*more colors"):
        export("toy_dot", 9, {"colors": ["red"]}, out=tmp_path, workers=1)
    assert list(tmp_path.iterdir()) == []


def test_unregistered_task_instance_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ArgumentError, match="is not registered"):
        export(DotTask(), 1, out=tmp_path)


def test_export_config_validates_and_runs(tmp_path: Path) -> None:
    with pytest.raises(ArgumentError, match="task 'tetris' is not known"):
        ExportConfig(task="tetris")
    with pytest.raises(
        ArgumentError, match="workers=0 is not allowed; allowed: a positive integer"
    ):
        ExportConfig(task="maze_nav", workers=0)
    config = ExportConfig(task="maze_nav", pairs_per_domain=2, out=str(tmp_path), workers=1)
    result = run_export(config, MazeNavOptions(shapes=("C",)))
    assert [p["maze_nav_data"]["shape"] for p in result.dataset["pairs"]] == ["C", "C"]


def test_cli_offers_a_registered_tasks_options(
    dot_task: DotTask, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--task", "toy_dot", "--pairs-per-domain", "2", "--colors", "blue"]
    assert main([*argv, "--out", str(tmp_path), "--no-progress", "--workers", "1"]) == 0
    assert "wrote 2 questions" in capsys.readouterr().out
    meta = json.loads(
        (tmp_path / "toy_dot_task" / "toy_dot_0001" / "question_metadata.json").read_text()
    )
    assert meta["color"] == "blue"
    assert main(["--task", "maze_nav", "--colors", "red", "--out", str(tmp_path)]) == 2
    assert "--colors applies to --task toy_dot only" in capsys.readouterr().err
