"""The VMEvalKit round trip: its dataset builder calls our create_dataset, its runner's output
tree is scored.

``test_vmevalkit_builder_copies_every_file`` runs VMEvalKit's own ``generate_domain_to_folders``
(``vmevalkit/runner/dataset.py`` at the revision before its "trim down" commit, 74596cc^),
extracted from a local git copy of VMEvalKit (``$VMEVALKIT_GIT``, default the machine's mirror)
into a scratch folder with its ``TASK_CATALOG.py`` edited as ``docs/datasets.md`` says; its imports (the
catalog, PIL) need nothing else installed. Without the git copy it is skipped, and
``test_reenacted_builder_copies_every_file`` re-enacts the same steps line by line (pre-made
``data/questions/<domain>_task/``, ``create_dataset(num_samples=N)`` from another working folder,
relative paths resolved against the kit's root, files copied, metadata rewritten).
"""

from __future__ import annotations

import importlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from datagen import maze_nav, rotation_puzzle

VMEVALKIT_GIT = Path(os.environ.get("VMEVALKIT_GIT", "/work/.mirror/Video-Reason+VMEvalKit/repo"))
OLD_REVISION = "74596cc^"  # the last revision with TASK_REGISTRY and generate_domain_to_folders
# Its TASK_CATALOG.py does not parse (from b272455 on, the traffic_light entry lacks its "},"),
# so the catalog comes from the last revision where it does; generate_domain_to_folders is the
# same at both.
CATALOG_REVISION = "5907763"

# The entries docs/datasets.md tells a VMEvalKit user to put in TASK_REGISTRY.
OUR_ENTRIES = """    'rotation_puzzle': {
        'name': 'Rotation Puzzle',
        'description': 'Pipe puzzle with rotatable squares',
        'module': 'datagen.rotation_puzzle',
        'create_function': 'create_dataset',
        'process_dataset': lambda dataset, num_samples: dataset['pairs'],
    },
    'maze_nav': {
        'name': 'Maze Navigation',
        'description': 'Move the player along shaped corridors to the goal',
        'module': 'datagen.maze_nav',
        'create_function': 'create_dataset',
        'process_dataset': lambda dataset, num_samples: dataset['pairs'],
    },
"""


def _git_show(path: str, revision: str = OLD_REVISION) -> str | None:
    try:
        out = subprocess.run(
            ["git", "-C", str(VMEVALKIT_GIT), "show", f"{revision}:{path}"],
            capture_output=True,
            text=True,
            timeout=60,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout if out.returncode == 0 else None


def _check_copied(root: Path, domain: str, pairs: list[dict], n: int) -> None:
    """Every question VMEvalKit wrote has both images, the prompt and our metadata nested."""
    assert len(pairs) == n
    for pair in pairs:
        qdir = root / "data" / "questions" / f"{domain}_task" / pair["id"]
        for name in ("first_frame.png", "final_frame.png", "prompt.txt"):
            assert (qdir / name).is_file() and (qdir / name).stat().st_size > 0, qdir / name
        assert pair["first_image_path"] == f"{domain}_task/{pair['id']}/first_frame.png"
        meta = json.loads((qdir / "question_metadata.json").read_text())
        assert meta["domain"] == domain and meta[f"{domain}_data"]["task_id"] == pair["id"]
        if domain == "rotation_puzzle":
            assert meta["rotation_puzzle_data"]["angle_direction"] == "clockwise"


@pytest.fixture
def builder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """VMEvalKit's ``vmevalkit.runner.dataset`` module, from its own source, in a scratch root."""
    dataset_src = _git_show("vmevalkit/runner/dataset.py")
    catalog_src = _git_show("vmevalkit/runner/TASK_CATALOG.py", CATALOG_REVISION)
    if dataset_src is None or catalog_src is None:
        pytest.skip(f"no VMEvalKit git copy at {VMEVALKIT_GIT} (set VMEVALKIT_GIT)")
    # The docs' instruction (docs/datasets.md): replace the kit's rotation_puzzle entry, add maze_nav.
    entry = re.compile(r"    'rotation_puzzle': \{.*?\n    \},?\n", re.DOTALL)
    assert len(entry.findall(catalog_src)) == 1, "the kit's rotation_puzzle entry moved"
    catalog_src = entry.sub(lambda _: OUR_ENTRIES, catalog_src)
    root = tmp_path / "VMEvalKit"
    runner = root / "vmevalkit" / "runner"
    runner.mkdir(parents=True)
    (root / "vmevalkit" / "__init__.py").write_text("")
    (runner / "__init__.py").write_text("")
    (runner / "TASK_CATALOG.py").write_text(catalog_src)
    (runner / "dataset.py").write_text(dataset_src)
    monkeypatch.syspath_prepend(str(root))
    for name in [m for m in sys.modules if m == "vmevalkit" or m.startswith("vmevalkit.")]:
        monkeypatch.delitem(sys.modules, name)
    module = importlib.import_module("vmevalkit.runner.dataset")
    assert Path(module.__file__).resolve() == (runner / "dataset.py").resolve()
    yield root, module
    for name in [m for m in sys.modules if m == "vmevalkit" or m.startswith("vmevalkit.")]:
        sys.modules.pop(name, None)


def test_vmevalkit_builder_copies_every_file(builder, tmp_path, monkeypatch) -> None:
    root, module = builder
    output_base = root / "data" / "questions"
    # From the kit's root first: our old default out_dir collided with the folder it made.
    monkeypatch.chdir(root)
    pairs = module.generate_domain_to_folders("rotation_puzzle", 3, output_base, 42)
    _check_copied(root, "rotation_puzzle", pairs, 3)
    # Then from anywhere else: relative paths would have been resolved against the kit's root.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    pairs = module.generate_domain_to_folders("maze_nav", 2, output_base, None)
    _check_copied(root, "maze_nav", pairs, 2)
    assert list(elsewhere.iterdir()) == []  # nothing written into the caller's folder
    assert sorted(p.name for p in output_base.iterdir()) == [
        "maze_nav_task",
        "rotation_puzzle_task",
    ]


def _reenacted_builder(root: Path, domain: str, module, num_samples: int) -> list[dict]:
    """VMEvalKit's generate_domain_to_folders (74596cc^), step by step, without its prints."""
    domain_dir = root / "data" / "questions" / f"{domain}_task"
    domain_dir.mkdir(parents=True, exist_ok=True)
    dataset = module.create_dataset(num_samples=num_samples)
    out = []
    for idx, pair in enumerate(dataset["pairs"]):
        pair_id = pair.get("id") or f"{domain}_{idx:04d}"
        pair["id"], pair["domain"] = pair_id, domain
        q_dir = domain_dir / pair_id
        q_dir.mkdir(parents=True, exist_ok=True)
        for key, name in (
            ("first_image_path", "first_frame.png"),
            ("final_image_path", "final_frame.png"),
        ):
            src = Path(pair[key]) if Path(pair[key]).is_absolute() else root / pair[key]
            assert src.exists(), src  # the kit only warns; the image would be lost
            shutil.copyfile(src, q_dir / name)
            pair[key] = str(Path(domain + "_task") / pair_id / name)
        (q_dir / "prompt.txt").write_text(pair.get("prompt", ""))
        (q_dir / "question_metadata.json").write_text(json.dumps(pair, indent=2, default=str))
        out.append(pair)
    return out


def test_reenacted_builder_copies_every_file(tmp_path, monkeypatch) -> None:
    root = tmp_path / "VMEvalKit"
    root.mkdir()
    monkeypatch.chdir(root)
    pairs = _reenacted_builder(root, "rotation_puzzle", rotation_puzzle, 3)
    _check_copied(root, "rotation_puzzle", pairs, 3)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    pairs = _reenacted_builder(root, "maze_nav", maze_nav, 2)
    _check_copied(root, "maze_nav", pairs, 2)
    assert list(elsewhere.iterdir()) == []


def test_create_dataset_without_out_dir_returns_absolute_existing_paths(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    data = rotation_puzzle.create_dataset(num_samples=2, seed=1, workers=1)
    for pair in data["pairs"]:
        for key in ("first_image_path", "final_image_path"):
            assert Path(pair[key]).is_absolute() and Path(pair[key]).is_file()
    assert list(tmp_path.iterdir()) == []
    shutil.rmtree(Path(data["metadata"]["folder"]).parent)


def test_create_dataset_relative_out_dir_gives_absolute_paths(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    data = maze_nav.create_dataset(num_samples=1, seed=0, out_dir="qs", workers=1)
    path = Path(data["pairs"][0]["first_image_path"])
    assert path.is_absolute() and path.is_file() and path.is_relative_to(tmp_path)


def test_export_fills_an_empty_folder_the_caller_made(tmp_path):
    (tmp_path / "rotation_puzzle_task").mkdir()
    data = rotation_puzzle.create_dataset(num_samples=2, seed=0, out_dir=tmp_path, workers=1)
    assert len(data["pairs"]) == 2
    assert (tmp_path / "rotation_puzzle_task" / "manifest.json").is_file()


def test_refused_call_without_out_dir_leaves_no_folder(tmp_path, monkeypatch):
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    with pytest.raises(ValueError, match="difficulty 'impossible'"):
        rotation_puzzle.create_dataset(num_samples=2, difficulties=["impossible"])
    assert list(tmp_path.iterdir()) == []


def test_docs_give_the_entries_and_the_route_tested_here() -> None:
    page = (Path(__file__).resolve().parents[2] / "docs" / "datasets.md").read_text(
        encoding="utf-8"
    )
    section = page[page.index("## Using the datasets with VMEvalKit") :]
    assert OUR_ENTRIES in section  # the registry entries the builder test runs
    assert "TASK_REGISTRY" in section and "vmevalkit/runner/TASK_CATALOG.py" in section
    assert "--questions-dir" in section and "video/video.mp4" in section


def _current_discovery():
    """``discover_all_tasks_from_folders`` from current VMEvalKit's examples/generate_videos.py
    (the ``--questions-dir`` route), compiled alone: the script's imports need the whole kit."""
    import ast
    import typing

    source = _git_show("examples/generate_videos.py", "HEAD")
    if source is None:
        pytest.skip(f"no VMEvalKit git copy at {VMEVALKIT_GIT} (set VMEVALKIT_GIT)")
    tree = ast.parse(source)
    found = [
        n
        for n in tree.body
        if isinstance(n, ast.FunctionDef) and n.name == "discover_all_tasks_from_folders"
    ]
    assert len(found) == 1, "VMEvalKit's discover_all_tasks_from_folders moved"
    namespace = {"Path": Path, **{k: getattr(typing, k) for k in ("Dict", "List", "Any")}}
    exec(compile(ast.Module(body=found, type_ignores=[]), "generate_videos.py", "exec"), namespace)
    return namespace["discover_all_tasks_from_folders"]


def test_current_vmevalkit_finds_every_exported_question(tmp_path, capsys) -> None:
    discover = _current_discovery()
    questions = tmp_path / "data" / "questions"
    rotation_puzzle.create_dataset(num_samples=2, seed=2, out_dir=questions, workers=1)
    maze_nav.create_dataset(num_samples=2, seed=2, out_dir=questions, workers=1, video=True,
                            frames_per_move=1)  # fmt: skip
    tasks = discover(questions)
    capsys.readouterr()  # its progress prints
    assert sorted(tasks) == ["maze_nav", "rotation_puzzle"]
    for domain, found in tasks.items():
        assert [t["id"] for t in found] == [f"{domain}_0000", f"{domain}_0001"]
        for task in found:
            prompt = (questions / f"{domain}_task" / task["id"] / "prompt.txt").read_text()
            assert task["prompt"] == prompt.strip() and task["prompt"]
            for key in ("first_image_path", "final_image_path"):
                assert Path(task[key]).is_absolute() and Path(task[key]).is_file()
            assert (task["ground_truth_video"] is not None) == (domain == "maze_nav")


def test_vmevalkit_random_seed_gives_the_same_questions_twice(tmp_path, monkeypatch) -> None:
    """VMEvalKit seeds Python's random module and calls create_dataset(num_samples=N)."""
    import random

    monkeypatch.chdir(tmp_path)
    runs = []
    for i, kit_seed in enumerate((42, 42, 43)):
        random.seed(kit_seed + 1234)  # the kit's random.seed(random_seed + hash(domain))
        pairs = _reenacted_builder(tmp_path / f"kit{i}", "rotation_puzzle", rotation_puzzle, 3)
        runs.append([p["rotation_puzzle_data"] for p in pairs])
    assert runs[0] == runs[1]
    assert runs[0] != runs[2]
    # random_seed= is the same as seed=; both at once must agree.
    a = rotation_puzzle.create_dataset(num_samples=2, random_seed=5, out_dir=tmp_path / "a")
    b = rotation_puzzle.create_dataset(num_samples=2, seed=5, out_dir=tmp_path / "b")
    assert [p["rotation_puzzle_data"] for p in a["pairs"]] == [
        p["rotation_puzzle_data"] for p in b["pairs"]
    ]
    with pytest.raises(ValueError, match="seed=5 and random_seed=6 differ"):
        rotation_puzzle.create_dataset(num_samples=1, seed=5, random_seed=6, out_dir=tmp_path)


def test_create_dataset_without_out_dir_leaves_no_folder_after_the_process(tmp_path) -> None:
    code = (
        "from datagen import maze_nav\n"
        "data = maze_nav.create_dataset(num_samples=1, workers=1)\n"
        "import pathlib\n"
        "folder = pathlib.Path(data['metadata']['folder'])\n"
        "assert pathlib.Path(data['pairs'][0]['first_image_path']).is_file()\n"
        "print(folder.parent)\n"
    )
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         timeout=120, check=True)  # fmt: skip
    staging = Path(out.stdout.strip().splitlines()[-1])
    assert staging.name.startswith("spatial-reasoning-gym-questions-")
    assert staging.parent == tmp_path and not staging.exists()
    assert list(tmp_path.iterdir()) == []


def test_rotation_metadata_carries_vmevalkits_field_names_and_types(tmp_path) -> None:
    data = rotation_puzzle.create_dataset(num_samples=2, seed=3, out_dir=tmp_path, workers=1)
    for pair in data["pairs"]:
        meta = pair["rotation_puzzle_data"]
        kit = meta["vmevalkit"]
        assert kit["domain"] == "rotation_puzzle_task" and kit["output_type"] == "video"
        for ours, theirs in zip(meta["squares"], kit["squares"], strict=True):
            assert theirs["position"] == [ours["position"]["x"], ours["position"]["y"]]
            assert theirs["pipe_pattern"] == ours["connections"]
            assert all(type(v) is int and v in (0, 1) for v in theirs["pipe_pattern"])
            assert theirs["initial_angle"] == ours["initial_angle"]


def test_validate_checks_a_set_vmevalkit_built_and_names_what_it_cannot(tmp_path, monkeypatch,
                                                                         capsys) -> None:  # fmt: skip
    from datagen.__main__ import main
    from datagen.validate import validate

    root = tmp_path / "VMEvalKit"
    root.mkdir()
    monkeypatch.chdir(root)
    _reenacted_builder(root, "rotation_puzzle", rotation_puzzle, 2)
    _reenacted_builder(root, "maze_nav", maze_nav, 2)
    questions = root / "data" / "questions"
    found = validate(questions)
    assert len(found) == 2 and all(p.note and p.path.name == "manifest.json" for p in found)
    assert "sha256 hashes" in found[0].message and "not checked" in found[0].message
    assert main(["validate", str(questions)]) == 0
    assert "note: none: VMEvalKit built this set" in capsys.readouterr().out
    # A damaged question is still found.
    first = questions / "rotation_puzzle_task" / "rotation_puzzle_0001" / "first_frame.png"
    first.write_bytes(
        (questions / "maze_nav_task" / "maze_nav_0000" / "first_frame.png").read_bytes()
    )
    bad = [p for p in validate(questions) if not p.note]
    assert [p.path for p in bad] == [first] and main(["validate", str(questions)]) == 1
