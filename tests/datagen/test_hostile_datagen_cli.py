"""``python -m datagen`` on hostile input: fail fast, fail clear, lose nothing.

Each row is one bad input. Every row asserts the exit code (2 for arguments, paths included;
1 for problems found in the data, as the command documents), that stderr names the culprit and
that no traceback is printed; rows that would write assert that nothing was written.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from datagen.__main__ import main
from datagen.export import MAX_PAIRS_PER_DOMAIN, export
from datagen.io import ArgumentError, DatasetError
from datagen.score import _questions, score
from datagen.validate import _validate_question, validate

ROOT = Path(__file__).resolve().parents[2]
PUZZLE = ["--task", "rotation_puzzle", "--pairs-per-domain", "2", "--no-progress", "--workers", "1"]
HAS_PROC = Path("/proc/self").is_dir()


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture(scope="module")
def dataset(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A pristine two-question rotation-puzzle set (copied by the rows that damage it)."""
    root = tmp_path_factory.mktemp("hostile-datagen")
    return export("rotation_puzzle", 2, out=root, workers=1).folder


# -- export ----------------------------------------------------------------------------------------


def _file(tmp: Path) -> Path:
    (tmp / "afile").write_text("not a folder")
    return tmp / "afile"


def _dataset_folder_is_a_file(tmp: Path) -> Path:
    (tmp / "out").mkdir()
    (tmp / "out" / "rotation_puzzle_task").write_text("in the way")
    return tmp / "out"


EXPORT_ROWS = [
    # (id, argv after the command, how to make --out (None: a fresh folder), stderr texts)
    ("out-is-a-file", PUZZLE, _file, ["out=", "afile", "is a file", "allowed: a folder"]),
    ("out-inside-a-file", PUZZLE, lambda t: _file(t) / "sub", ["out=", "afile", "a file"]),
    ("out-empty", PUZZLE, lambda t: "", ["out=''", "not allowed", "'.'"]),
    (
        "out-path-past-the-system-limit",
        [*PUZZLE, "--format", "webdataset"],
        lambda t: t.joinpath(*["d" * 200] * 25),
        ["out: the path is", "bytes long", "the system's limit"],
    ),
    (
        "out-path-past-the-system-limit-folder",
        PUZZLE,
        lambda t: t.joinpath(*["d" * 200] * 25),
        ["out: the path is", "bytes long", "the system's limit"],
    ),
    (
        "dataset-folder-is-a-file",
        PUZZLE,
        _dataset_folder_is_a_file,
        ["out=", "holds a file 'rotation_puzzle_task'"],
    ),
    (
        "negative-count",
        [*PUZZLE, "--pairs-per-domain", "-1"],
        None,
        ["--pairs-per-domain", "pairs_per_domain=-1", f"1 to {MAX_PAIRS_PER_DOMAIN}"],
    ),
    (
        "huge-count",
        [*PUZZLE, "--pairs-per-domain", "99999999999"],
        None,
        ["--pairs-per-domain", "99999999999", f"1 to {MAX_PAIRS_PER_DOMAIN}"],
    ),
    ("count-not-a-number", [*PUZZLE, "--pairs-per-domain", "many"], None, ["'many'", "integer"]),
    ("negative-seed", [*PUZZLE, "--seed", "-1"], None, ["--seed", "seed=-1", "allowed"]),
    ("seed-not-a-number", [*PUZZLE, "--seed", "abc"], None, ["--seed", "'abc'", "an integer"]),
    ("seed-too-large", [*PUZZLE, "--seed", str(2**130)], None, ["--seed", "2**128"]),
    (
        "unknown-difficulty",
        [*PUZZLE, "--difficulties", "bogus"],
        None,
        ["difficulty 'bogus'", "'easy'"],
    ),
    (
        "misspelt-option",
        [*PUZZLE, "--difficulty", "hard"],
        None,
        ["--difficulty", "did you mean --difficulties?"],
    ),
    ("unknown-task", ["--task", "bogus"], None, ["task 'bogus' is not known", "rotation_puzzle"]),
    ("no-task", ["--pairs-per-domain", "2"], None, ["--task"]),
    ("other-task-option", [*PUZZLE, "--shapes", "Z"], None, ["--shapes", "maze_nav"]),
    (
        "maze-size",
        ["--task", "maze_nav", "--size", "99", "--no-progress"],
        None,
        ["size", "99", "allowed"],
    ),
    ("zero-workers", [*PUZZLE, "--workers", "0"], None, ["--workers", "workers=0"]),
    ("zero-fps", [*PUZZLE, "--video", "--fps", "0"], None, ["fps", "1..240"]),
    ("typo-of-validate", ["validat", "x"], None, ["unknown command 'validat'", "'validate'?"]),
    ("typo-of-score", ["scroe"], None, ["unknown command 'scroe'", "did you mean 'score'?"]),
    ("typo-of-export", ["exprot", *PUZZLE], None, ["did you mean 'export'?"]),
    (
        "unknown-command",
        ["frobnicate"],
        None,
        ["unknown command 'frobnicate'", "export, validate, score"],
    ),
]


@pytest.mark.parametrize(
    ("argv", "make_out", "needles"), [pytest.param(*row[1:], id=row[0]) for row in EXPORT_ROWS]
)
def test_export_refuses_before_any_work(tmp_path, capsys, argv, make_out, needles):
    out = tmp_path / "fresh" if make_out is None else make_out(tmp_path)
    before = sorted(p.name for p in tmp_path.rglob("*"))
    code, _, err = _run([*argv, "--out", str(out)], capsys)
    assert code == 2
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    for needle in needles:
        assert needle in err, (needle, err)
    assert sorted(p.name for p in tmp_path.rglob("*")) == before  # nothing written


@pytest.mark.skipif(not HAS_PROC, reason="needs /proc (Linux)")
def test_export_refuses_an_unwritable_out(capsys):
    code, _, err = _run([*PUZZLE, "--out", "/proc/srg-no-such/questions"], capsys)
    assert code == 2
    assert "out='/proc/srg-no-such/questions' cannot be written" in err
    assert "Traceback" not in err


def test_a_missing_video_extra_fails_before_rendering(tmp_path, capsys, monkeypatch):
    import datagen.export as export_module
    import datagen.video as video_module

    def missing():
        raise ImportError("writing or reading videos needs imageio-ffmpeg: pip install ...")

    def never(*args):
        raise AssertionError("a question was rendered before the video extra was checked")

    monkeypatch.setattr(video_module, "_ffmpeg", missing)
    monkeypatch.setattr(export_module, "write_question", never)
    code, _, err = _run([*PUZZLE, "--video", "--out", str(tmp_path)], capsys)
    assert code == 1 and "needs imageio-ffmpeg" in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_export_is_an_explicit_command_too(tmp_path, capsys):
    code, out, _ = _run(["export", *PUZZLE, "--out", str(tmp_path)], capsys)
    assert code == 0 and "wrote 2 questions" in out
    assert validate(tmp_path) == []


def test_an_identical_set_is_reused_without_a_write_check(tmp_path, capsys, monkeypatch):
    import datagen.export as export_module
    from envs.io import OutputPathError

    assert _run([*PUZZLE, "--out", str(tmp_path)], capsys)[0] == 0

    def read_only(path, argument="--out"):
        raise OutputPathError(f"{argument}={str(path)!r} cannot be written: Read-only file system")

    # A finished set on a read-only disk: re-running the same command has nothing to write.
    monkeypatch.setattr(export_module, "check_output_dir", read_only)
    code, out, _ = _run([*PUZZLE, "--out", str(tmp_path)], capsys)
    assert code == 0 and "already holds this dataset" in out
    code, _, err = _run([*PUZZLE, "--out", str(tmp_path), "--overwrite"], capsys)
    assert code == 2 and "Read-only file system" in err


def test_export_temporaries_are_named_for_remove_stale_temps(tmp_path, monkeypatch):
    import datagen.export as export_module

    seen: list[str] = []
    real = export_module.write_question

    def spy(task, spec, folder, *args):
        seen.append(Path(folder).name)
        return real(task, spec, folder, *args)

    monkeypatch.setattr(export_module, "write_question", spy)
    export("rotation_puzzle", 2, out=tmp_path, workers=1)
    pattern = re.compile(rf"^\.rotation_puzzle_task\.tmp-{os.getpid()}-\S+$")
    assert seen and all(pattern.match(name) for name in seen), seen
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rotation_puzzle_task"]


def test_the_next_export_removes_what_a_killed_one_left(tmp_path):
    dead, live = _dead_pid(), os.getpid()
    stale_dir = tmp_path / f".rotation_puzzle_task.tmp-{dead}-0a1b2c3d"
    (stale_dir / "rotation_puzzle_0000").mkdir(parents=True)
    (stale_dir / "rotation_puzzle_0000" / "prompt.txt").write_text("half a question")
    stale_old = tmp_path / f".maze_nav_task.tmp-{dead}-old-ffff"
    stale_old.mkdir()
    kept = tmp_path / f".maze_nav_task.tmp-{live}-busy"  # a live export's: left alone
    kept.mkdir()
    export("rotation_puzzle", 2, out=tmp_path, workers=1)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [kept.name, "rotation_puzzle_task"]


def test_output_files_respect_the_umask(tmp_path):
    old = os.umask(0o027)
    try:
        folder = export("rotation_puzzle", 2, out=tmp_path / "q", workers=1).folder
    finally:
        os.umask(old)
    files = [p for p in folder.rglob("*") if p.is_file()]
    folders = [folder, *(p for p in folder.rglob("*") if p.is_dir())]
    assert len(files) == 1 + 2 * 4  # the manifest and four files per question
    assert {p.stat().st_mode & 0o777 for p in files} == {0o640}
    assert {p.stat().st_mode & 0o777 for p in folders} == {0o750}


def test_python_api_counts_are_checked(tmp_path):
    from datagen.rotation_puzzle import create_dataset

    for bad in (-1, 0, MAX_PAIRS_PER_DOMAIN + 1, 2.5, True, "3"):
        with pytest.raises(ArgumentError, match=r"pairs_per_domain=.* is not allowed"):
            create_dataset(num_samples=bad, out_dir=tmp_path)
    with pytest.raises(ArgumentError, match="out='' is not allowed"):
        create_dataset(num_samples=1, out_dir="")
    assert list(tmp_path.iterdir()) == []


# -- validate --------------------------------------------------------------------------------------


def _copy(dataset: Path, tmp: Path) -> Path:
    return Path(shutil.copytree(dataset, tmp / "copy" / dataset.name))


def _damage(name: str, data: bytes | None):
    """A row maker: copy the set, then overwrite (or, with None, make a folder of) one file."""

    def make(dataset: Path, tmp: Path) -> tuple[Path, Path]:
        folder = _copy(dataset, tmp)
        target = folder / name
        target.unlink()
        if data is None:
            target.mkdir()
        else:
            target.write_bytes(data)
        return folder, target

    return make


Q0 = "rotation_puzzle_0000"
DEEP = b'{"domain": "rotation_puzzle", "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
"""Valid JSON nested deeper than Python's parser follows (a RecursionError inside json)."""
VALIDATE_DATA_ROWS = [
    # (id, damage, stderr/stdout texts)
    ("metadata-not-json", _damage(f"{Q0}/question_metadata.json", b"{broken"), ["not valid JSON"]),
    ("metadata-empty", _damage(f"{Q0}/question_metadata.json", b""), ["not valid JSON"]),
    ("metadata-a-list", _damage(f"{Q0}/question_metadata.json", b"[1, 2]"), ["unknown domain"]),
    (
        "metadata-wrong-types",
        _damage(f"{Q0}/question_metadata.json", b'{"domain": "rotation_puzzle", "task_id": 5}'),
        ["key 'task_id' missing or not str"],
    ),
    ("metadata-a-folder", _damage(f"{Q0}/question_metadata.json", None), ["missing"]),
    ("first-frame-empty", _damage(f"{Q0}/first_frame.png", b""), ["not a readable image"]),
    ("first-frame-a-folder", _damage(f"{Q0}/first_frame.png", None), ["missing"]),
    ("prompt-not-utf8", _damage(f"{Q0}/prompt.txt", b"\xff\xfe\x00"), ["differs"]),
    ("manifest-not-json", _damage("manifest.json", b"{"), ["not valid JSON"]),
    ("manifest-a-list", _damage("manifest.json", b"[]"), ["not valid JSON"]),
    ("metadata-nested-deep", _damage(f"{Q0}/question_metadata.json", DEEP), ["not valid JSON"]),
    ("manifest-nested-deep", _damage("manifest.json", DEEP), ["not valid JSON"]),
]


@pytest.mark.parametrize(
    ("damage", "needles"), [pytest.param(*row[1:], id=row[0]) for row in VALIDATE_DATA_ROWS]
)
def test_validate_names_each_damaged_file(dataset, tmp_path, capsys, damage, needles):
    folder, target = damage(dataset, tmp_path)
    code, out, err = _run(["validate", str(folder)], capsys)
    assert code == 1  # problems in the data: the command's documented exit code
    assert "Traceback" not in out + err
    lines = [line for line in out.splitlines() if line.startswith(str(target))]
    assert lines, out
    for needle in needles:
        assert any(needle in line for line in lines), (needle, out)


VALIDATE_ARGUMENT_ROWS = [
    ("a-file", lambda t: _file(t), ["DIR=", "afile", "is a file"]),
    ("missing", lambda t: t / "nope", ["DIR=", "nope", "does not exist"]),
    ("empty", lambda t: "", ["DIR=''", "not allowed"]),
]


@pytest.mark.parametrize(
    ("make_dir", "needles"), [pytest.param(*row[1:], id=row[0]) for row in VALIDATE_ARGUMENT_ROWS]
)
def test_validate_refuses_a_path_that_is_not_a_folder(tmp_path, capsys, make_dir, needles):
    code, _, err = _run(["validate", str(make_dir(tmp_path))], capsys)
    assert code == 2 and "Traceback" not in err
    for needle in needles:
        assert needle in err, (needle, err)


# -- score -----------------------------------------------------------------------------------------


def _score_argv(dataset: Path, tmp: Path, **change: str) -> list[str]:
    videos = tmp / "videos"
    videos.mkdir(exist_ok=True)
    args = {"--questions": str(dataset), "--videos": str(videos), **change}
    return ["score", *(x for kv in args.items() for x in kv), "--no-progress"]


SCORE_ARGUMENT_ROWS = [
    # (id, option -> value maker, stderr texts)
    ("videos-a-file", {"--videos": _file}, ["--videos=", "afile", "is a file", "<task_id>.mp4"]),
    ("videos-missing", {"--videos": lambda t: t / "nope"}, ["--videos=", "does not exist"]),
    ("questions-a-file", {"--questions": _file}, ["--questions=", "is a file", "dataset folder"]),
    ("questions-missing", {"--questions": lambda t: t / "nope"}, ["--questions=", "nope"]),
    ("out-inside-a-file", {"--out": lambda t: _file(t) / "s.csv"}, ["out=", "afile", "a file"]),
    ("out-a-folder", {"--out": lambda t: t}, ["out=", "is a folder", "a file path"]),
    ("out-empty", {"--out": lambda t: ""}, ["out=''", "not allowed"]),
    (
        "summary-a-folder",
        {"--out": lambda t: (t / "s.summary.json").mkdir() or t / "s.csv"},
        ["s.summary.json", "is a folder"],
    ),
]


@pytest.mark.parametrize(
    ("change", "needles"), [pytest.param(*row[1:], id=row[0]) for row in SCORE_ARGUMENT_ROWS]
)
def test_score_checks_its_paths_before_reading_a_video(
    dataset, tmp_path, capsys, monkeypatch, change, needles
):
    import datagen.score as score_module

    def never(*args, **kwargs):
        raise AssertionError("a video was read before the paths were checked")

    monkeypatch.setattr(score_module, "score_question", never)
    argv = _score_argv(dataset, tmp_path, **{k: str(f(tmp_path)) for k, f in change.items()})
    code, _, err = _run(argv, capsys)
    assert code == 2 and "Traceback" not in err
    for needle in needles:
        assert needle in err, (needle, err)
    assert not (tmp_path / "videos" / "scores.csv").exists()


@pytest.mark.skipif(not HAS_PROC, reason="needs /proc (Linux)")
def test_score_refuses_an_unwritable_default_csv(dataset, capsys):
    code, _, err = _run(["score", "--questions", str(dataset), "--videos", "/proc/self"], capsys)
    assert code == 2 and "Traceback" not in err
    assert "/proc/self/scores.csv" in err and "cannot be written" in err


SCORE_DATA_ROWS = [
    ("metadata-not-json", _damage(f"{Q0}/question_metadata.json", b"{"), ["not valid JSON"]),
    ("metadata-empty", _damage(f"{Q0}/question_metadata.json", b""), ["not valid JSON"]),
    ("metadata-no-domain", _damage(f"{Q0}/question_metadata.json", b"{}"), ["unknown domain"]),
    (
        "metadata-bad-squares",
        _damage(
            f"{Q0}/question_metadata.json",
            b'{"domain": "rotation_puzzle", "task_id": "rotation_puzzle_0000", "squares": 3}',
        ),
        ["missing or not", "validate lists every problem"],
    ),
    ("metadata-a-folder", _damage(f"{Q0}/question_metadata.json", None), ["not valid JSON"]),
    ("metadata-nested-deep", _damage(f"{Q0}/question_metadata.json", DEEP), ["JSONTooDeepError"]),
]


@pytest.mark.parametrize(
    ("damage", "needles"), [pytest.param(*row[1:], id=row[0]) for row in SCORE_DATA_ROWS]
)
def test_score_names_a_damaged_question(dataset, tmp_path, capsys, damage, needles):
    folder, target = damage(dataset, tmp_path)
    code, _, err = _run(_score_argv(folder, tmp_path), capsys)
    assert code == 2 and "Traceback" not in err  # bad input to score
    assert err.startswith(f"python -m datagen: error: {target}: "), err
    for needle in needles:
        assert needle in err, (needle, err)
    assert not (tmp_path / "videos" / "scores.csv").exists()


def test_score_removes_stale_temporaries_next_to_the_csv(dataset, tmp_path):
    videos = tmp_path / "videos"
    videos.mkdir()
    stale = videos / f".scores.csv.tmp-{_dead_pid()}-abcdef"
    stale.write_text("torn")
    score(dataset, videos)
    assert not stale.exists()
    assert sorted(p.name for p in videos.iterdir()) == ["scores.csv", "scores.summary.json"]


# -- every metadata field, hostile values ------------------------------------------------------


HOSTILE_VALUES = [None, "x", [], {}, -1, 10**30, 1.5, True, float("inf"), [None], {"a": 1}]


def _leaf_paths(obj, prefix=()):
    if prefix:
        yield prefix
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from _leaf_paths(value, (*prefix, key))
    elif isinstance(obj, list):
        for i, value in enumerate(obj[:2]):
            yield from _leaf_paths(value, (*prefix, i))


@pytest.mark.slow
@pytest.mark.parametrize(
    ("task", "options"), [("rotation_puzzle", {}), ("maze_nav", {"shapes": ["Z"]})]
)
def test_no_metadata_value_makes_validate_or_score_raise(tmp_path, task, options, monkeypatch):
    folder = export(task, 1, options, out=tmp_path, workers=1).folder
    # Only the metadata changes from case to case: each picture is decoded once, not ~800 times.
    import datagen.validate as validate_module

    read_png, decoded = validate_module.read_png, {}

    def read_once(path, *args, **kwargs):
        if path not in decoded:
            decoded[path] = read_png(path, *args, **kwargs)
        return decoded[path].copy()

    monkeypatch.setattr(validate_module, "read_png", read_once)
    meta_path = folder / f"{task}_0000" / "question_metadata.json"
    pristine = json.loads(meta_path.read_text())
    cases = 0
    for path in _leaf_paths(pristine):
        for value in HOSTILE_VALUES:
            meta = json.loads(json.dumps(pristine))
            holder = meta
            for key in path[:-1]:
                holder = holder[key]
            holder[path[-1]] = value
            meta_path.write_text(json.dumps(meta))
            problems = _validate_question(meta_path.parent, video=False)  # never raises
            assert all(str(p.path).startswith(str(meta_path.parent)) for p in problems)
            try:
                _questions(folder)  # score's reader: a clean DatasetError naming the file
            except DatasetError as exc:
                assert str(exc).startswith(f"{meta_path}: ")
            cases += 1
    assert cases > 100


# -- through a real subprocess -------------------------------------------------------------------


SUBPROCESS_ROWS = [
    (
        "typo-of-validate",
        ["validat", "{tmp}"],
        ["unknown command 'validat'; did you mean 'validate'?"],
    ),
    ("export-out-a-file", [*PUZZLE, "--out", "{file}"], ["out=", "is a file"]),
    ("score-videos-a-file", ["score", "--questions", "{tmp}", "--videos", "{file}"], ["--videos="]),
    ("validate-a-file", ["validate", "{file}"], ["DIR=", "is a file"]),
    (
        "huge-count",
        [*PUZZLE, "--pairs-per-domain", "99999999999", "--out", "{tmp}"],
        ["99999999999"],
    ),
]


@pytest.mark.parametrize(
    ("argv", "needles"), [pytest.param(*row[1:], id=row[0]) for row in SUBPROCESS_ROWS]
)
def test_python_dash_m_datagen_refuses_at_once(tmp_path, argv, needles):
    (tmp_path / "afile").write_text("x")
    argv = [a.format(file=tmp_path / "afile", tmp=tmp_path) for a in argv]
    done = subprocess.run(
        [sys.executable, "-m", "datagen", *argv],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
    for needle in needles:
        assert needle in done.stderr, (needle, done.stderr)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile"]


# -- decompression bombs ------------------------------------------------------------


def png_bomb(side: int = 12_000) -> bytes:
    """A 1-bit grey PNG of ``side``² pixels (144 Mpx by default) in a few tens of KB."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    row = b"\x00" * (1 + (side + 7) // 8)
    packer = zlib.compressobj(9)
    stream = b"".join(packer.compress(row) for _ in range(side)) + packer.flush()
    header = struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", stream) + chunk(b"IEND", b"")
    )


@pytest.fixture(scope="module")
def bomb() -> bytes:
    return png_bomb()


def test_validate_refuses_a_png_bomb_by_its_size(dataset, tmp_path, capsys, bomb):
    assert len(bomb) < 100_000
    folder, target = _damage(f"{Q0}/first_frame.png", bomb)(dataset, tmp_path)
    code, out, err = _run(["validate", str(folder)], capsys)
    assert code == 1 and "Traceback" not in out + err
    lines = [line for line in out.splitlines() if line.startswith(f"{target}: the image")]
    assert len(lines) == 1, out
    assert "12000x12000 (144000000 pixels)" in lines[0] and "at most 33177600 pixels" in lines[0]


def test_score_refuses_a_png_bomb_in_a_frame_folder(dataset, tmp_path, capsys, bomb):
    """The frame folder's video is corrupt, named in one line; the other questions are scored."""
    videos = tmp_path / "videos"
    (videos / Q0).mkdir(parents=True)
    (videos / Q0 / "0000.png").write_bytes(bomb)
    code, out, err = _run(_score_argv(dataset, tmp_path), capsys)
    assert code == 2 and "Traceback" not in out + err  # a corrupt video: score's exit code
    named = [line for line in err.splitlines() if "0000.png: the image is 12000x12000" in line]
    assert len(named) == 1, err
    assert "corrupt 1" in out


@pytest.mark.skipif(not HAS_PROC, reason="needs /proc (Linux)")
def test_a_png_bomb_costs_no_memory(tmp_path, bomb):
    path = tmp_path / "bomb.png"
    path.write_bytes(bomb)
    # VmHWM, not ru_maxrss: a forked child's ru_maxrss starts at its parent's size (pytest's)
    script = (
        "import sys\n"
        "from datagen.io import DatasetError, read_png\n"
        "try:\n    read_png(sys.argv[1])\nexcept DatasetError as e:\n    print(e)\n"
        "status = open('/proc/self/status').read().split('VmHWM:')[1]\n"
        "print(int(status.split()[0]) // 1024)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(
        [sys.executable, "-c", script, str(path)], capture_output=True, text=True, env=env,
        timeout=60,
    )  # fmt: skip
    message, peak_mb = proc.stdout.strip().splitlines()
    assert "at most 33177600 pixels" in message and int(peak_mb) < 200, proc.stdout


def test_a_full_disk_during_a_video_export_is_one_line(tmp_path, capsys, monkeypatch):
    """ENOSPC while writing a video: exit 1, one line naming the errno, nothing kept (
    a real full disk, a 300 KB tmpfs, gave the same line by hand)."""
    import errno

    import datagen.questions as questions_module

    def full(path, frames, fps):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(questions_module, "write_mp4", full)
    out = tmp_path / "q"
    code, out_text, err = _run([*PUZZLE, "--video", "--out", str(out)], capsys)
    assert code == 1 and "Traceback" not in out_text + err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "No space left on device (errno 28)" in lines[0] and "ground_truth.mp4" in lines[0]
    assert not any(p.is_file() for p in tmp_path.rglob("*"))  # the half-written set is gone


def test_a_full_disk_during_a_sharded_export_names_the_file_and_what_was_kept(
    tmp_path, capsys, monkeypatch
):
    """ENOSPC while the third shard is written (a write names no file): the line names that
    shard, says the finished shards are kept with .shards.json marking the set unfinished, and
    the same export run again resumes from them."""
    import errno
    import json

    import datagen.shards as shards_module

    real_add = shards_module._ShardWriter.add
    writers: list[object] = []

    def add(self, name, data):
        if self not in writers:
            writers.append(self)
        if len(writers) == 3:  # the third shard: the disk is full
            raise OSError(errno.ENOSPC, "No space left on device")
        real_add(self, name, data)

    monkeypatch.setattr(shards_module._ShardWriter, "add", add)
    out = tmp_path / "shards"
    argv = [*PUZZLE[:2], "--pairs-per-domain", "4", "--no-progress", "--workers", "1"]
    argv += ["--format", "webdataset", "--shard-size", "1", "--out", str(out)]
    code, _, err = _run(argv, capsys)
    assert code == 1 and "Traceback" not in err
    (line,) = err.strip().splitlines()
    assert f"writing {out / 'rotation_puzzle-000002.tar'} failed" in line, line
    assert "No space left on device (errno 28)" in line
    assert "the shards finished before it are kept" in line and ".shards.json" in line
    assert "nothing of this export was kept" not in line
    index = json.loads((out / ".shards.json").read_text())
    assert index["complete"] is False and len(index["shards"]) == 2
    monkeypatch.setattr(shards_module._ShardWriter, "add", real_add)
    code, said, _ = _run(argv, capsys)
    assert code == 0 and "kept 2 finished" in said, said
