"""The README cannot rot: its code runs, its commands run, its tables match the envs.

* Every ```python block runs in a fresh interpreter.
* Every command of every ```bash block runs, in order, in one scratch folder, scaled down
  (fewer questions, timesteps, episodes, mazes) so the suite stays fast. Commands that need a
  remote model run against the loopback server of ``agents.testing``, answered by the
  offline oracle, with test keys in the environment. ``make`` targets are checked to exist
  (``make test`` is what CI runs; the demo's steps run in ``test_demo.py``).
* Every inline ``python -m module ...`` in the prose answers ``--help``.
* The environment argument tables list the same arguments and defaults as the envs.
"""

from __future__ import annotations

import inspect
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
BLOCK_RE = re.compile(r"^```(\w+)\n(.*?)^```", re.MULTILINE | re.DOTALL)

# Scaled-down stand-ins for the README's full-size arguments.
SMALLER = {
    "--pairs-per-domain": "2",
    "--timesteps": "256",
    "--episodes": "12",
    "--puzzles": "2",
}


def blocks(language: str) -> list[str]:
    return [body for lang, body in BLOCK_RE.findall(README) if lang == language]


def shell_commands() -> list[str]:
    out = []
    for body in blocks("bash"):
        for line in body.splitlines():
            line = line.split("  #")[0].strip()
            if line and not line.startswith("#"):
                out.append(line)
    return out


def scaled(argv: list[str]) -> list[str]:
    argv = list(argv)
    for i, arg in enumerate(argv[:-1]):
        if arg in SMALLER:
            argv[i + 1] = SMALLER[arg]
    return argv


def run_python(
    args: list[str], cwd: Path, env: dict[str, str], timeout: int = 300
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )


@pytest.mark.parametrize("index", range(len(blocks("python"))))
def test_python_blocks_run(index, tmp_path):
    code = blocks("python")[index]
    result = run_python(["-c", code], tmp_path, dict(os.environ))
    assert result.returncode == 0, result.stderr[-3000:]


def test_quickstart_prints_an_optimal_solve(tmp_path):
    quickstart = next(b for b in blocks("python") if "OracleAgent" in b)
    result = run_python(["-c", quickstart], tmp_path, dict(os.environ))
    reward, taken, optimal, shape = result.stdout.strip().splitlines()[-1].split(" ", 3)
    assert reward == "1.0" and taken == optimal and shape == "(512, 768, 3)"


def _fill_model_videos(work: Path) -> None:
    """Stand in for a video model: ground-truth videos, or a folder holding the final frame."""
    videos = work / "model_videos"
    videos.mkdir(exist_ok=True)
    for question in sorted((work / "data" / "questions").glob("*/*_[0-9]*")):
        truth = question / "ground_truth.mp4"
        if truth.exists():
            shutil.copyfile(truth, videos / f"{question.name}.mp4")
        else:
            (videos / question.name).mkdir(exist_ok=True)
            shutil.copyfile(question / "final_frame.png", videos / question.name / "0000.png")


@pytest.mark.slow
def test_shell_commands_run_in_order(tmp_path):
    from agents.llm.offline import OracleChatClient
    from agents.testing import LoopbackServer, request_messages

    oracle = OracleChatClient()

    def respond(request_json):
        # keep_images: with --encoding image the oracle looks at the picture.
        return oracle.complete(request_messages(request_json, keep_images=True)).text

    env = dict(os.environ)
    ran = []
    with LoopbackServer(respond) as server:
        for line in shell_commands():
            argv = shlex.split(line)
            if argv[0] == "make":
                makefile = (ROOT / "Makefile").read_text()
                assert re.search(rf"^{argv[1]}:", makefile, re.MULTILINE), line
                continue
            if argv[0] == "export":
                name, _, _ = argv[1].partition("=")
                env[name] = "sk-readme-test-key"  # the README's placeholder is not a key
                continue
            assert argv[0] == "python", f"README command the test does not know how to run: {line}"
            args = scaled(argv[1:])
            if args[:3] == ["-m", "experiments", "run"] and any(
                a.startswith(("qwen", "openai:")) for a in args
            ):
                args += [
                    "--mazes-per-shape",
                    "1",
                    "--shapes",
                    "square",
                    "Z",
                    "--encoding",
                    "matrix",
                ]
                env["DASHSCOPE_HTTP_BASE_URL"] = server.base_url_dashscope
                env.setdefault("OPENAI_API_KEY", "sk-readme-test-key")
                args = [
                    server.base_url_openai if a.startswith("http://localhost") else a for a in args
                ]
            if args[:3] == ["-m", "datagen", "score"]:
                _fill_model_videos(tmp_path)
            result = run_python(args, tmp_path, env)
            assert result.returncode == 0, (
                f"{line}\n{result.stdout[-2000:]}\n{result.stderr[-3000:]}"
            )
            ran.append(args[1])
    assert {"datagen", "experiments", "agents.rl"} <= set(ran)
    report = (tmp_path / "report" / "report.md").read_text(encoding="utf-8")
    assert "oracle" in report and "random" in report
    import json

    records = [json.loads(line) for line in (tmp_path / "results" / "trials.jsonl").open()]
    remote = [r for r in records if r["model"].startswith(("qwen", "openai:"))]
    assert {r["model"] for r in remote} == {
        "qwen-turbo",
        "qwen-plus",
        "qwen-max",
        "qwen-vl-plus",
        "openai:qwen2.5-7b-instruct",
    }
    # The loopback "model" is the oracle: through the real SDKs every phase must succeed.
    assert all(
        r["status"] == "ok" and r["solve"]["success"] and r["generate"]["success"] for r in remote
    )
    puzzles = [json.loads(line) for line in (tmp_path / "results_puzzle" / "trials.jsonl").open()]
    assert {r["model"] for r in puzzles} == {"oracle", "random", "qwen-vl-plus"}
    assert all(r["solve"]["success"] for r in puzzles if r["model"] != "random")
    assert "Rotation-puzzle study" in (tmp_path / "report_puzzle" / "report.md").read_text()
    assert "sk-readme-test-key" not in "".join(
        p.read_text(errors="ignore") for p in (tmp_path / "results").rglob("*") if p.is_file()
    )


def test_inline_commands_answer_help(tmp_path):
    modules = sorted(set(re.findall(r"`python -m ([\w.]+)[^`]*`", README)))
    assert "envs.play" in modules
    for module in modules:
        result = run_python(["-m", module, "--help"], tmp_path, dict(os.environ), timeout=120)
        assert result.returncode == 0 and "usage" in result.stdout.lower(), (module, result.stderr)


def _table(heading: str) -> dict[str, str]:
    section = README.split(heading, 1)[1].split("\n### ", 1)[0].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `(\w+)` \| ([^|]+) \|", section, re.MULTILINE)
    return {name: default.strip() for name, default in rows}


@pytest.mark.parametrize(
    ("heading", "target"),
    [
        ("### `MazeNav-v0`", "envs.maze_nav.env:MazeNavEnv"),
        ("### `RotationPuzzle-v0`", "envs.rotation_puzzle.env:RotationPuzzleEnv"),
    ],
)
def test_argument_tables_match_the_envs(heading, target):
    import importlib

    module, _, name = target.partition(":")
    cls = getattr(importlib.import_module(module), name)
    params = {
        p.name: p.default
        for p in inspect.signature(cls.__init__).parameters.values()
        if p.name != "self"
    }
    table = _table(heading)
    assert set(table) == set(params)
    for arg, default in params.items():
        assert table[arg].replace("`", "").replace('"', "'").startswith(repr(default)), arg
        assert f"{arg}" in cls.__doc__  # the docstring documents it too
