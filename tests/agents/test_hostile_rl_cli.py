"""``python -m agents.rl`` on hostile input: fail fast, fail clear, lose nothing.

Each row is one bad input. Every row asserts the exit code, that stderr names the culprit (the
option, the key or the path) and that no traceback is printed; rows that would have to train
first assert that no model folder was made, and the subprocess rows give a training budget of a
billion steps, so a check that ran after training would time out instead of passing.
"""

from __future__ import annotations

import errno
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import zipfile
from importlib.util import find_spec
from pathlib import Path

import pytest

# find_spec, not importorskip: importing stable-baselines3 imports torch (~1.5 CPU s), which
# every test worker would pay at collection whether or not it runs an RL test.
if find_spec("stable_baselines3") is None or find_spec("sb3_contrib") is None:
    pytest.skip(
        "needs stable-baselines3 and sb3-contrib: pip install -e '.[rl]'", allow_module_level=True
    )

from agents.rl.__main__ import main
from agents.rl.config import ConfigError, TrainConfig
from agents.rl.io import META_FILE, MODEL_FILE, load_model, model_dirname, save_model

ROOT = Path(__file__).resolve().parents[2]
PUZZLE = ["--env", "RotationPuzzle-v0", "--n-envs", "2", "--no-progress"]
TINY_HP = ["--hp", "n_steps=32", "batch_size=32", "net_arch=[8]"]
MODEL = "ppo-RotationPuzzle-v0-seed0"
HAS_PROC = Path("/proc/self").is_dir()


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


@pytest.fixture(scope="module")
def model_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny trained RotationPuzzle model (64 steps), shared by the evaluate rows."""
    from agents.rl.train import train

    config = TrainConfig(
        env_id="RotationPuzzle-v0",
        timesteps=64,
        n_envs=2,
        hyperparams={"n_steps": 32, "batch_size": 32, "net_arch": [8]},
        progress=False,
    )
    return train(config, tmp_path_factory.mktemp("rl-hostile") / "models")


# -- train: every row fails before training ------------------------------------------------------


def _file(tmp: Path) -> Path:
    (tmp / "afile").write_text("not a folder")
    return tmp / "afile"


def _model_folder_is_a_file(tmp: Path) -> Path:
    (tmp / "out").mkdir()
    (tmp / "out" / MODEL).write_text("in the way")
    return tmp / "out"


def _model_zip_is_a_folder(tmp: Path) -> Path:
    (tmp / "out" / MODEL / MODEL_FILE).mkdir(parents=True)
    return tmp / "out"


TRAIN_ROWS = [
    # (id, how to make --out, extra argv, texts stderr must hold)
    ("out-is-a-file", _file, [], ["--out", "afile", "is a file", "allowed: a folder"]),
    ("out-inside-a-file", lambda t: _file(t) / "sub", [], ["--out", "afile", "a file"]),
    ("out-empty", lambda t: "", [], ["--out", "''", "not allowed"]),
    ("model-folder-is-a-file", _model_folder_is_a_file, [], ["--out", MODEL, "holds a file"]),
    ("model-zip-is-a-folder", _model_zip_is_a_folder, [], ["--out", MODEL_FILE, "is a folder"]),
    (
        "env-kwargs-unknown-key",
        None,
        ["--env-kwargs", "bogus=1"],
        ["--env-kwargs", "bogus", "'difficulty'", "'grid'", "allowed"],
    ),
    ("env-kwargs-bad-value", None, ["--env-kwargs", "grid=abc"], ["--env-kwargs", "grid", "abc"]),
    (
        "env-kwargs-bad-difficulty",
        None,
        ["--env-kwargs", "difficulty=bogus"],
        ["--env-kwargs", "difficulty", "bogus", "'easy'", "'hard'"],  # the allowed values
    ),
    (
        "env-kwargs-non-rl-observation",
        None,
        ["--env-kwargs", "observation=rgb"],
        ["--env-kwargs", "observation", "'state'"],
    ),
    (
        "maze-env-kwargs-bad-size",
        None,
        ["--env", "MazeNav-v0", "--env-kwargs", "size=abc"],
        ["--env-kwargs", "size='abc'", "MazeNav-v0", "allowed"],
    ),
    (
        "maze-env-kwargs-puzzle-key",
        None,
        ["--env", "MazeNav-v0", "--env-kwargs", "grid=(3, 3)"],
        ["--env-kwargs", "grid", "'shape'", "'size'", "allowed"],
    ),
    (
        "maze-env-kwargs-bad-shape",
        None,
        ["--env", "MazeNav-v0", "--env-kwargs", "shape=blob"],
        ["--env-kwargs", "shape='blob'", "allowed"],
    ),
    (
        "maze-env-kwargs-non-rl-encoding",
        None,
        ["--env", "MazeNav-v0", "--env-kwargs", "encoding=matrix"],
        ["--env-kwargs", "encoding", "'grid'"],
    ),
    (
        "hp-unknown-key",
        None,
        ["--hp", "bogus=1"],
        ["--hp", "bogus", "MaskablePPO", "'learning_rate'", "'n_steps'", "allowed"],
    ),
    (
        "hp-bad-type",
        None,
        ["--hp", "learning_rate=abc"],
        ["--hp", "learning_rate='abc'", "allowed: a number"],
    ),
    ("hp-zero-steps", None, ["--hp", "n_steps=0"], ["--hp", "n_steps=0", "an integer >= 1"]),
    ("hp-float-steps", None, ["--hp", "n_steps=3.5"], ["--hp", "n_steps=3.5", "an integer"]),
    ("hp-gamma-out-of-range", None, ["--hp", "gamma=1.5"], ["--hp", "gamma=1.5", "0 to 1"]),
    ("hp-net-arch", None, ["--hp", "net_arch=abc"], ["--hp", "net_arch='abc'", "positive"]),
    # a negative clipping range trained without a word
    ("hp-clip-range-negative", None, ["--hp", "clip_range=-1"], ["--hp", "clip_range=-1", "> 0"]),
    ("hp-clip-range-zero", None, ["--hp", "clip_range=0"], ["--hp", "clip_range=0", "> 0"]),
    (
        "hp-of-another-algorithm",
        None,
        ["--algo", "dqn", "--hp", "n_epochs=3"],
        ["--hp", "n_epochs", "DQN", "allowed"],
    ),
    ("hp-not-key-value", None, ["--hp", "learning_rate"], ["--hp", "KEY=VALUE"]),
    (
        "env-kwargs-negative-limit",
        None,
        ["--env-kwargs", "max_moves=-1"],
        ["--env-kwargs", "max_moves=-1", "not accepted by RotationPuzzle-v0", "allowed"],
    ),
    (
        "env-kwargs-gym-make-keyword",
        None,
        ["--env-kwargs", "max_episode_steps=abc"],
        ["--env-kwargs", "max_episode_steps='abc'", "integer"],
    ),
    (
        "hp-one-step-rollouts",  # MaskablePPO would fail with NaN logits once training started
        None,
        ["--n-envs", "1", "--hp", "n_steps=1"],
        ["--hp", "n_steps=1", "n_envs=1", "n_steps * n_envs >= 2"],
    ),
    (
        "hp-refused-by-sb3-itself",  # passes the signature check; SB3's own assert refuses it
        None,
        ["--algo", "dqn", "--hp", "train_freq=(4, 'fortnight')"],
        ["--hp", "train_freq=(4, 'fortnight')", "not accepted by DQN"],
    ),
    ("negative-seed", None, ["--seed", "-1"], ["--seed", "seed=-1", "4294967295"]),
    ("seed-beyond-numpy", None, ["--seed", str(2**32)], ["--seed", "4294967296", "4294967295"]),
    ("a-million-threads", None, ["--threads", "1000000"], ["--threads", "1 to 1024"]),
    ("a-million-envs", None, ["--n-envs", "1000000"], ["--n-envs", "1 to 4096"]),
]


@pytest.mark.parametrize(
    ("make_out", "extra", "needles"),
    [pytest.param(*row[1:], id=row[0]) for row in TRAIN_ROWS],
)
def test_train_refuses_before_any_work(tmp_path, capsys, make_out, extra, needles):
    out = tmp_path / "models" if make_out is None else make_out(tmp_path)
    argv = ["train", *PUZZLE, "--timesteps", "64", "--out", str(out), *TINY_HP, *extra]
    if any(a == "--hp" for a in extra):  # one --hp option: the row's keys replace TINY_HP's
        argv = ["train", *PUZZLE, "--timesteps", "64", "--out", str(out), *extra]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    for needle in needles:
        assert needle in err, (needle, err)
    if make_out is None:
        assert not (tmp_path / "models").exists()  # nothing was trained or written


@pytest.mark.skipif(not HAS_PROC, reason="needs /proc (Linux)")
def test_train_refuses_an_unwritable_out(capsys):
    assert main(["train", *PUZZLE, "--out", "/proc/srg-no-such/models"]) == 2
    err = capsys.readouterr().err
    assert "argument --out" in err and "/proc/srg-no-such/models" in err
    assert "cannot be written" in err and "Traceback" not in err


SUBPROCESS_ROWS = [
    ("train-out-is-a-file", ["train", *PUZZLE, "--out", "{file}"], ["--out", "is a file"]),
    ("train-env-kwargs", ["train", *PUZZLE, "--env-kwargs", "bogus=1"], ["--env-kwargs", "bogus"]),
    ("train-hp-type", ["train", *PUZZLE, "--hp", "learning_rate=abc"], ["--hp", "'abc'"]),
    ("evaluate-missing", ["evaluate", "{tmp}/nope"], ["nope", "does not exist"]),
    ("evaluate-out-file", ["evaluate", "{tmp}/nope", "--out", "{file}"], ["--out", "is a file"]),
]


@pytest.mark.parametrize(
    ("argv", "needles"), [pytest.param(*row[1:], id=row[0]) for row in SUBPROCESS_ROWS]
)
def test_python_dash_m_agents_rl_refuses_at_once(tmp_path, argv, needles):
    (tmp_path / "afile").write_text("x")
    argv = [a.format(file=tmp_path / "afile", tmp=tmp_path) for a in argv]
    if argv[0] == "train":
        # A billion steps: a check made after training would never be reached in time.
        argv += ["--timesteps", "1000000000"] + ([] if "--out" in argv else ["--out", "m"])
    done = subprocess.run(
        [sys.executable, "-m", "agents.rl", *argv],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    for needle in needles:
        assert needle in done.stderr, (needle, done.stderr)
    assert not (tmp_path / "m").exists()


# -- writes never lose finished work -----------------------------------------------------------


def test_a_failed_save_keeps_the_older_model(model_folder, monkeypatch):
    before = {name: (model_folder / name).read_bytes() for name in (MODEL_FILE, META_FILE)}
    loaded = load_model(model_folder)
    calls = []

    def full_disk(fd: int) -> None:
        calls.append(fd)
        if len(calls) == 2:  # model.zip's temporary written, config.json's fails
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError, match="No space left"):
        save_model(loaded.model, loaded.config, model_folder.parent, extra={"note": "new"})
    monkeypatch.undo()
    after = {name: (model_folder / name).read_bytes() for name in (MODEL_FILE, META_FILE)}
    assert after == before
    assert sorted(p.name for p in model_folder.iterdir()) == [META_FILE, MODEL_FILE]
    assert load_model(model_folder).config == loaded.config


def test_a_save_failure_after_training_exits_1_naming_the_path(tmp_path, capsys, monkeypatch):
    import agents.rl.train as train_module

    def failing_save(model, config, out_dir, extra=None):
        raise OSError(errno.EROFS, "Read-only file system", str(Path(out_dir) / MODEL))

    monkeypatch.setattr(train_module, "save_model", failing_save)
    argv = ["train", *PUZZLE, "--timesteps", "64", "--out", str(tmp_path / "m"), *TINY_HP]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert f"could not write {tmp_path / 'm' / MODEL}: Read-only file system" in err
    assert "Traceback" not in err


def test_models_are_written_with_the_umask(tmp_path, model_folder):
    loaded = load_model(model_folder)
    old = os.umask(0o027)
    try:
        folder = save_model(loaded.model, loaded.config, tmp_path)
    finally:
        os.umask(old)
    for name in (MODEL_FILE, META_FILE):
        assert (folder / name).stat().st_mode & 0o777 == 0o640


def test_stale_temporaries_are_removed_by_the_next_train(tmp_path, capsys):
    folder = tmp_path / "m" / MODEL
    folder.mkdir(parents=True)
    dead, live = _dead_pid(), os.getpid()
    (folder / f".{MODEL_FILE}.tmp-{dead}-abcd1234").write_bytes(b"half a model")
    (folder / f".{META_FILE}.tmp-{live}-live0000").write_text("{}")  # a live writer's: kept
    argv = ["train", *PUZZLE, "--timesteps", "64", "--out", str(tmp_path / "m"), *TINY_HP]
    assert main(argv) == 0
    names = sorted(p.name for p in folder.iterdir())
    assert names == [f".{META_FILE}.tmp-{live}-live0000", META_FILE, MODEL_FILE]
    assert capsys.readouterr().out.strip().endswith(MODEL)


def test_stale_temporaries_are_removed_by_the_next_evaluate(tmp_path, model_folder):
    from agents.rl.evaluate import evaluate

    out = tmp_path / "results"
    out.mkdir()
    stale = out / f".trials.jsonl.tmp-{_dead_pid()}-deadbeef"
    stale.write_text("torn")
    evaluate(model_folder, episodes=2, out=out)
    assert not stale.exists()
    assert sorted(p.name for p in out.iterdir()) == ["manifest.json", "trials.jsonl"]


# -- evaluate: what SB3 users pass, and damaged models -------------------------------------------


def test_evaluate_takes_the_model_zip_inside_a_model_folder(model_folder, tmp_path, capsys):
    out = tmp_path / "r"
    argv = ["evaluate", str(model_folder / MODEL_FILE), "--episodes", "3", "--no-progress"]
    assert main([*argv, "--out", str(out)]) == 0
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["arguments"]["model_path"] == str(model_folder)
    assert len((out / "trials.jsonl").read_text().splitlines()) == 3
    assert load_model(model_folder / MODEL_FILE).path == model_folder


def _copy(model_folder: Path, tmp: Path) -> Path:
    return Path(shutil.copytree(model_folder, tmp / "copy"))


def _meta(folder: Path, change) -> Path:
    meta = json.loads((folder / META_FILE).read_text())
    change(meta)
    (folder / META_FILE).write_text(json.dumps(meta))
    return folder


def _zip_bytes(**members: bytes) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def _without_sha(meta: dict) -> None:
    del meta["model_sha256"]


def _replaced_zip(model_folder: Path, tmp: Path) -> Path:
    """The model.zip replaced by another zip, with config.json saying that zip's sha256."""
    data = _zip_bytes(x=b"y")
    folder = _write(_copy(model_folder, tmp) / MODEL_FILE, data).parent
    return _meta(folder, lambda meta: meta.update(model_sha256=hashlib.sha256(data).hexdigest()))


def _other_format(meta: dict) -> None:
    meta["format"] = "someone-else"


def _bad_env_kwargs(meta: dict) -> None:
    meta["config"]["env_kwargs"] = {"grid": "abc"}


def _no_config(meta: dict) -> None:
    del meta["config"]


EVALUATE_ROWS = [
    # (id, how to make the model path from (trained folder, tmp), texts stderr must hold)
    ("missing-path", lambda m, t: t / "nope", ["model_path=", "nope", "does not exist"]),
    ("empty-path", lambda m, t: "", ["model_path=''", "not allowed"]),
    ("a-text-file", lambda m, t: _write(t / "notes.txt", b"hi"), ["notes.txt", "is a file"]),
    ("an-empty-folder", lambda m, t: t, ["is not a saved RL model", "config.json and model.zip"]),
    (
        "folder-without-config",
        lambda m, t: (_copy(m, t) / META_FILE).unlink() or t / "copy",
        ["copy", "config.json missing"],
    ),
    (
        "bare-sb3-zip",
        lambda m, t: Path(shutil.copy(m / MODEL_FILE, t / "ppo.zip")),
        ["ppo.zip", "zip without the config.json", "python -m agents.rl train"],
    ),
    (
        "model-zip-without-config",
        lambda m, t: (_copy(m, t) / META_FILE).unlink() or t / "copy" / MODEL_FILE,
        ["model.zip", "zip without the config.json"],
    ),
    (
        "empty-model-zip",
        lambda m, t: _write(_copy(m, t) / MODEL_FILE, b"").parent,
        [f"copy/{MODEL_FILE} is empty"],
    ),
    (
        "truncated-model-zip",
        lambda m, t: _write(_copy(m, t) / MODEL_FILE, (m / MODEL_FILE).read_bytes()[:500]).parent,
        [f"copy/{MODEL_FILE} is not a zip archive"],
    ),
    (
        "model-zip-replaced",
        lambda m, t: _write(_copy(m, t) / MODEL_FILE, _zip_bytes(x=b"y")).parent,
        [f"copy/{MODEL_FILE} does not match the sha256"],
    ),
    ("not-an-sb3-zip", _replaced_zip, [f"copy/{MODEL_FILE} cannot be loaded"]),
    # null turned the integrity check off; a string env_kwargs was a traceback
    (
        "config-sha-null",
        lambda m, t: _meta(_copy(m, t), lambda meta: meta.update(model_sha256=None)),
        [f"copy/{META_FILE} holds model_sha256=None", "64 hex digits"],
    ),
    (
        "config-sha-missing",
        lambda m, t: _meta(_copy(m, t), _without_sha),
        [f"copy/{META_FILE} holds model_sha256=None"],
    ),
    (
        "config-env-kwargs-a-string",
        lambda m, t: _meta(_copy(m, t), lambda meta: meta.update(env_kwargs="shape=spiral")),
        [f"copy/{META_FILE} holds env_kwargs='shape=spiral'", "a JSON object"],
    ),
    (
        "config-train-env-kwargs-a-string",
        lambda m, t: _meta(_copy(m, t), lambda meta: meta["config"].update(env_kwargs="x")),
        [f"copy/{META_FILE} holds no usable config", "env_kwargs='x'"],
    ),
    (
        "config-not-json",
        lambda m, t: _write(_copy(m, t) / META_FILE, b"{broken").parent,
        [f"copy/{META_FILE} is unreadable"],
    ),
    (
        "config-of-another-tool",
        lambda m, t: _meta(_copy(m, t), _other_format),
        [f"copy/{META_FILE} is not a"],
    ),
    (
        "config-bad-env-kwargs",
        lambda m, t: _meta(_copy(m, t), _bad_env_kwargs),
        [f"copy/{META_FILE} holds no usable config", "grid"],
    ),
    (
        "config-without-config",
        lambda m, t: _meta(_copy(m, t), _no_config),
        [f"copy/{META_FILE} holds no usable config"],
    ),
]


@pytest.mark.parametrize(
    ("make_path", "needles"), [pytest.param(*row[1:], id=row[0]) for row in EVALUATE_ROWS]
)
def test_evaluate_refuses_damaged_or_wrong_models(
    model_folder, tmp_path, capsys, make_path, needles
):
    path = make_path(model_folder, tmp_path)
    out = tmp_path / "results"
    argv = ["evaluate", str(path), "--episodes", "2", "--no-progress", "--out", str(out)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    for needle in needles:
        assert needle in err, (needle, err)
    assert not (out / "trials.jsonl").exists()


OUT_ROWS = [
    ("out-is-a-file", _file, ["--out", "out=", "is a file"]),
    ("out-empty", lambda t: "", ["--out", "out=''", "not allowed"]),
    (
        "out-holds-a-trials-folder",
        lambda t: (t / "r" / "trials.jsonl").mkdir(parents=True) or t / "r",
        ["--out", "'trials.jsonl'", "a folder"],
    ),
]


@pytest.mark.parametrize(
    ("make_out", "needles"), [pytest.param(*row[1:], id=row[0]) for row in OUT_ROWS]
)
def test_evaluate_checks_out_before_loading(tmp_path, capsys, monkeypatch, make_out, needles):
    import agents.rl.evaluate as evaluate_module

    def never(*args, **kwargs):
        raise AssertionError("the model was loaded before --out was checked")

    monkeypatch.setattr(evaluate_module, "load_model", never)
    argv = ["evaluate", str(tmp_path / "any"), "--out", str(make_out(tmp_path))]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    for needle in needles:
        assert needle in err, (needle, err)


@pytest.mark.parametrize(
    ("argv", "needles"),
    [
        (["--episodes", str(10**12)], ["--episodes", "1 to 1000000"]),
        (["--episodes", "0"], ["--episodes", "episodes=0"]),
        (["--seed", "-5"], ["--seed", "seed=-5"]),
    ],
)
def test_evaluate_refuses_bad_counts_before_loading(tmp_path, capsys, argv, needles):
    assert main(["evaluate", str(tmp_path / "nope"), *argv]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "nope" not in err  # refused before the path is read
    for needle in needles:
        assert needle in err, (needle, err)


def test_the_python_api_raises_config_errors_naming_the_field(tmp_path):
    from agents.rl.checks import check_env_kwargs, check_hyperparams
    from agents.rl.train import train

    (tmp_path / "afile").write_text("x")
    config = TrainConfig(env_id="RotationPuzzle-v0", out_dir=str(tmp_path / "afile"))
    with pytest.raises(ConfigError, match=r"out_dir=.*is a file") as info:
        train(config)
    assert info.value.field == "out_dir"
    with pytest.raises(ConfigError, match="takes no keyword 'bogus'") as info:
        check_env_kwargs("RotationPuzzle-v0", {"bogus": 1})
    assert info.value.field == "env_kwargs"
    with pytest.raises(ConfigError, match="takes no hyperparameter 'bogus'") as info:
        check_hyperparams("a2c", False, {"bogus": 1})
    assert info.value.field == "hyperparams"
    check_hyperparams("ppo", True, {"learning_rate": lambda progress: 1e-3 * progress})
    check_hyperparams("dqn", False, {"train_freq": (4, "step"), "net_arch": [8, 8]})
    assert model_dirname(config) == MODEL
