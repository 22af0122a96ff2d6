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

import contextlib
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


def human_commands() -> list[str]:
    """The lines of the human-study block (continuations joined, end-of-line comments cut)."""
    section = README.split("### Human baseline", 1)[1].split("\n### ", 1)[0]
    body = BLOCK_RE.search(section).group(2)  # type: ignore[union-attr]
    lines, pending = [], ""
    for raw in body.splitlines():
        line = raw.split("  #")[0].rstrip() if not raw.lstrip().startswith("#") else raw.strip()
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        lines.append((pending + line).strip())
        pending = ""
    return [line for line in lines if line]


@pytest.mark.slow
def test_human_study_commands_with_a_browser(tmp_path):
    """serve (in the background), take part (a scripted headless browser), export, analyze."""
    from experiments.testing.browser import (
        MazeLookup,
        Participant,
        chrome,
        find_browser,
        serve,
        shape_answer,
    )

    found = find_browser()
    if isinstance(found, str):
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the browser tests: {found}")
        pytest.skip(f"no browser tests: {found}")
    # The model run whose mazes the study plays (the README's run commands, scaled down).
    model_run = [
        "-m", "experiments", "run", "--model", "oracle", "random", "--encoding", "matrix",
        "coord_list", "image", "--shapes", "square", "cross", "spiral", "--mazes-per-shape", "1",
        "--out", "results/", "--no-progress",
    ]  # fmt: skip
    env = {**os.environ, "NO_PROXY": "127.0.0.1", "no_proxy": "127.0.0.1"}
    assert run_python(model_run, tmp_path, env).returncode == 0
    lines = human_commands()
    steps: list[str] = []
    served: dict[str, str] = {}  # base URL, --out and --completion-code of the running serve
    with contextlib.ExitStack() as stack:
        for line in lines:
            if line.startswith("export "):
                name, _, _ = line.split()[1].partition("=")
                env[name] = "readme-test-token"
                continue
            if line.startswith("#"):
                url = re.search(r"open (http://\S+)", line)
                if url is None:
                    continue
                # take part: the README's link, on the port the test's server got
                query = url.group(1).split("?", 1)[1]
                pid = query.split("participant=", 1)[1]
                driver = chrome()
                stack.callback(driver.quit)
                out = tmp_path / served["out"]
                lookup = MazeLookup(db=out / "human.sqlite3", mazes=out)
                p = Participant(driver, served["base"], lookup, tmp_path / "shots")
                assert p.open(pid)["stage"] == "consent"
                p.consent()
                while (p.state() or {}).get("stage") != "done":
                    t = p.trial()
                    p.play(shape_answer(lookup.maze_file(pid, t["position"])) or "square")
                assert served["code"] in p.finish()
                steps.append("take part")
                continue
            argv = shlex.split(line)
            assert argv[0] == "python", f"README command the test cannot run: {line}"
            if argv[1:5] == ["-m", "experiments", "human", "serve"]:
                served["out"] = argv[argv.index("--out") + 1]
                served["code"] = argv[argv.index("--completion-code") + 1]
                served["base"] = stack.enter_context(serve(argv[5:], cwd=tmp_path, env=env))
                steps.append("serve")
                continue
            result = run_python(argv[1:], tmp_path, env)
            assert result.returncode == 0, (
                f"{line}\n{result.stdout[-2000:]}\n{result.stderr[-3000:]}"
            )
            steps.append(" ".join(argv[3:5]) if argv[3] == "human" else argv[3])
    assert steps == ["serve", "take part", "human export", "analyze"]
    import json

    records = [json.loads(x) for x in (tmp_path / served["out"] / "trials.jsonl").open()]
    assert len(records) == 3 and {r["model"] for r in records} == {"human"}
    assert all(r["solve"]["success"] and r["recognize"]["success"] for r in records)
    report = (tmp_path / "report" / "report.md").read_text(encoding="utf-8")
    assert "human" in report and "oracle" in report
