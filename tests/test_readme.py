"""The README and the docs cannot rot: their code runs, their commands run, their tables match
the envs, their links and the files they name exist.

The pages are ``README.md`` and every ``docs/*.md``.

* Every ```python block runs in a fresh interpreter.
* Every command of every ```bash block runs, in order, in one scratch folder per page, scaled
  down (fewer questions, timesteps, episodes, mazes, puzzles) so the suite stays fast; the
  pages run on one test worker (``ONE_WORKER_MODULES``), in its one warm interpreter. Commands that need a remote model run against
  the loopback server of ``agents.testing``, answered by the offline oracle, with test keys in
  the environment. ``make`` targets are checked to exist (``make test`` is what CI runs; the
  demo's steps run in ``test_demo.py``). What each page's commands must leave behind is
  checked after them (``PAGE_CHECKS``).
* The human-study block (```text, with a browser step) runs with a scripted headless browser.
* Every inline ``python -m module ...`` in the prose answers ``--help``.
* The environment argument tables list the same arguments and defaults as the envs.
* Every relative link resolves (its anchor too), and every file path in backquotes exists.
"""

from __future__ import annotations

import contextlib
import inspect
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES: dict[str, str] = {
    path.relative_to(ROOT).as_posix(): path.read_text(encoding="utf-8")
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
}
BLOCK_RE = re.compile(r"^```(\w+)\n(.*?)^```", re.MULTILINE | re.DOTALL)

# Scaled-down stand-ins for the pages' full-size arguments.
SMALLER = {
    # One question a domain: the datasets page's sharded exports (--shard-size 2, in one process
    # and on Ray) write one shard at 1 as at 2, and the score command still scores both tasks.
    "--pairs-per-domain": "1",
    "--timesteps": "256",
    "--episodes": "12",
    "--puzzles": "1",
    "--mazes-per-shape": "1",
}
# A remote model's run: one maze of two shapes, the matrix text unless the page names encodings.
REMOTE_RUN = ["--mazes-per-shape", "1", "--shapes", "square", "Z"]
TEST_KEY = "sk-readme-test-key"  # the pages' placeholder is not a key


def blocks(page: str, language: str) -> list[str]:
    return [body for lang, body in BLOCK_RE.findall(PAGES[page]) if lang == language]


def shell_commands(page: str) -> list[str]:
    out = []
    for body in blocks(page, "bash"):
        for line in body.splitlines():
            line = line.split("  #")[0].strip()
            if line and not line.startswith("#"):
                out.append(line)
    return out


# Longest first, so that the test workers start on the long pages together.
SHELL_PAGES = sorted(
    (page for page in PAGES if shell_commands(page)), key=lambda p: -len(shell_commands(p))
)
# A long page runs as several tests, each in its own scratch folder and interpreter, so that
# none takes long and the workers share the page: a part holds the commands that name its
# folders (by their first path component), the last part every other command. A chain of
# commands (a run, then the analyze of its folder) stays in one part: a command naming folders
# of two parts fails the test (``test_page_parts_keep_each_chain_whole``).
PAGE_PARTS: dict[str, list[set[str]]] = {
    # the first study with its remote models (and the puzzle study they add to) | the slices
    "docs/studies.md": [
        {"results", "report", "results_puzzle", "report_puzzle", "results_fleet"},
        set(),
    ],
}
SHELL_PARTS = [
    f"{page}#{i + 1}" if page in PAGE_PARTS else page
    for page in SHELL_PAGES
    for i in range(len(PAGE_PARTS.get(page, [set()])))
]


def folders(line: str) -> set[str]:
    """The first path component of every path a command names (``results/``, ``data/x``)."""
    return {
        word.split("/")[0]
        for word in shlex.split(line)
        if "/" in word and not word.startswith(("-", "http")) and not word[0].isdigit()
    }


def part_commands(part: str) -> list[str]:
    """A page's commands (``docs/x.md``) or one part's (``docs/x.md#2``), in order; every
    ``export`` and ``make`` line belongs to every part."""
    page, _, number = part.partition("#")
    lines = shell_commands(page)
    if not number:
        return lines
    parts = PAGE_PARTS[page]
    claimed = set().union(*parts[:-1])
    index = int(number) - 1
    mine = parts[index] if index < len(parts) - 1 else None

    def belongs(line: str) -> bool:
        named = folders(line)
        if not named:
            return True
        return named <= mine if mine is not None else not (named & claimed)

    return [line for line in lines if belongs(line)]


PYTHON_BLOCKS = [(page, i) for page in PAGES for i in range(len(blocks(page, "python")))]


def is_remote(model: str) -> bool:
    return model.startswith(("qwen", "openai:"))


def scaled(argv: list[str]) -> list[str]:
    """The command's arguments, scaled down; every option it gives is kept."""
    argv = list(argv)
    for i, arg in enumerate(argv[:-1]):
        if arg in SMALLER:
            argv[i + 1] = SMALLER[arg]
    if argv[:3] == ["-m", "experiments", "run"]:
        if any(is_remote(a) for a in argv):
            argv += REMOTE_RUN + ([] if "--encoding" in argv else ["--encoding", "matrix"])
        elif "--mazes-per-shape" not in argv:
            argv += ["--mazes-per-shape", SMALLER["--mazes-per-shape"]]
    if argv[:3] == ["-m", "experiments", "puzzle"] and "--puzzles" not in argv:
        argv += ["--puzzles", SMALLER["--puzzles"]]
    # Drawing is half of an analysis; the pages' reports are checked for their numbers, and the
    # figures are drawn where a page asks for a format (--figures pdf) and in the analysis tests.
    if argv[:3] == ["-m", "experiments", "analyze"] and "--figures" not in argv:
        argv += ["--figures", "none"]
    return argv


RUNNER = r"""
import contextlib, io, json, os, runpy, sys, traceback
results = os.fdopen(int(sys.argv[1]), "w")
for line in sys.stdin:
    job = json.loads(line)
    os.chdir(job["cwd"])
    os.environ.clear()
    os.environ.update(job["env"])
    out, err, code = io.StringIO(), io.StringIO(), 0
    sys.argv = [job["module"], *job["args"]]
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            runpy.run_module(job["module"], run_name="__main__", alter_sys=True)
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else int(exit_.code is not None)
        except BaseException:
            traceback.print_exc()
            code = 1
    results.write(json.dumps({"code": code, "out": out.getvalue(), "err": err.getvalue()}) + "\n")
    results.flush()
"""


class WarmPython:
    """One interpreter that runs ``python -m MODULE ...`` commands one after another (each as
    ``python -m`` would: ``__main__`` run anew, in its own folder, with its own ``argv`` and
    environment), so the package and its heavy imports (scipy, matplotlib, torch) load once per
    test worker instead of once per command: the pages' commands then cost their work, not ~40
    interpreter starts (:func:`warm_python`)."""

    def __init__(self, cwd: Path) -> None:
        self._read, write = os.pipe()
        self.proc = subprocess.Popen(
            [sys.executable, "-c", RUNNER, str(write)], cwd=cwd, stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write,), text=True,
        )  # fmt: skip
        os.close(write)
        self._results = os.fdopen(self._read)

    @property
    def alive(self) -> bool:
        """Whether it can take another command (it is closed after one that did not answer)."""
        return self.proc.poll() is None and not self._results.closed

    def run(
        self, args: list[str], env: dict[str, str], cwd: Path, timeout: int = 300
    ) -> subprocess.CompletedProcess:
        """``python ARGS`` (``-m MODULE ...``) run in ``cwd`` by the warm interpreter; its exit
        code and output."""
        import select

        assert args[0] == "-m", args
        job = {"module": args[1], "args": args[2:], "env": env, "cwd": str(cwd)}
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(job) + "\n")
        self.proc.stdin.flush()
        ready, _, _ = select.select([self._results], [], [], timeout)
        if not ready:
            self.close()
            raise AssertionError(f"python {' '.join(args)} gave no answer within {timeout} s")
        line = self._results.readline()
        if not line:
            raise AssertionError(f"python {' '.join(args)} ended the interpreter (exit "
                                 f"{self.proc.wait()})")  # fmt: skip
        answer = json.loads(line)
        return subprocess.CompletedProcess(args, answer["code"], answer["out"], answer["err"])

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self._results.close()


def run_python(
    args: list[str], cwd: Path, env: dict[str, str], timeout: int = 300
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )


# --- bash blocks ------------------------------------------------------------------------------


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


def _records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.open(encoding="utf-8")]


def _check_quickstart(work: Path) -> None:
    assert {r["model"] for r in _records(work / "results" / "trials.jsonl")} == {"oracle", "random"}


def _check_studies(work: Path) -> None:
    """The first study, its remote models and the puzzle study (the page's first part)."""
    report = (work / "report" / "report.md").read_text(encoding="utf-8")
    assert "oracle" in report and "random" in report
    records = _records(work / "results" / "trials.jsonl")
    remote = [r for r in records if is_remote(r["model"])]
    assert {r["model"] for r in remote} == {
        "qwen-turbo",
        "qwen-plus",
        "qwen-max",
        "qwen-vl-plus",
        "openai:qwen2.5-7b-instruct",
    }
    assert {r["encoding"] for r in remote if r["model"] == "qwen-vl-plus"} == {"image"}
    # The loopback "model" is the oracle: through the real SDKs every phase must succeed.
    assert all(
        r["status"] == "ok" and r["solve"]["success"] and r["generate"]["success"] for r in remote
    )
    puzzles = _records(work / "results_puzzle" / "trials.jsonl")
    assert {r["model"] for r in puzzles} == {"oracle", "random", "qwen-vl-plus"}
    assert all(r["solve"]["success"] for r in puzzles if r["model"] != "random")
    assert "Rotation-puzzle study" in (work / "report_puzzle" / "report.md").read_text()
    fleet = _records(work / "results_fleet" / "trials.jsonl")
    assert fleet and all(r["status"] == "ok" and r["solve"]["success"] for r in fleet)
    clients = json.loads((work / "results_fleet" / "manifest.json").read_text())["clients"]
    assert "," in clients["openai:qwen2.5-7b-instruct"]["base_url"]  # both servers
    assert TEST_KEY not in "".join(
        p.read_text(errors="ignore") for p in (work / "results").rglob("*") if p.is_file()
    )


def _check_study_slices(work: Path) -> None:
    """The sizes, image, adaptive and sharded slices (the page's second part)."""
    for folder in ("report_sizes", "report_image", "report_shards"):
        assert (work / folder / "report.md").is_file(), folder
    adaptive = (work / "report_adaptive" / "report.md").read_text(encoding="utf-8")
    assert "## Adaptive difficulty" in adaptive and "(every trial solved)" in adaptive


def _check_datasets(work: Path) -> None:
    for task in ("rotation_puzzle", "maze_nav"):
        assert (work / "data" / "questions" / f"{task}_task" / "manifest.json").is_file(), task
    scores = (work / "model_videos" / "scores.csv").read_text(encoding="utf-8")
    assert "missing" not in scores and "corrupt" not in scores


def _check_rl(work: Path) -> None:
    assert (work / "models" / "ppo-MazeNav-v0-seed0" / "model.zip").is_file()
    records = _records(work / "rl_results" / "trials.jsonl")
    assert len(records) == int(SMALLER["--episodes"])


def _check_analysis(work: Path) -> None:
    strict = (work / "report_strict" / "report.md").read_text(encoding="utf-8")
    assert "use the strict verdict" in strict and "oracle" in strict
    tex = work / "report_tex"
    assert (tex / "tables" / "01_headline.tex").read_text(encoding="utf-8").count(r"\toprule") == 1
    assert list((tex / "figures").glob("*.pdf")) and not list((tex / "figures").glob("*.png"))


PAGE_CHECKS: dict[str, Callable[[Path], None]] = {
    "README.md": _check_quickstart,
    "docs/studies.md#1": _check_studies,
    "docs/studies.md#2": _check_study_slices,
    "docs/datasets.md": _check_datasets,
    "docs/rl.md": _check_rl,
    "docs/analysis.md": _check_analysis,
}
"""What each page's (or part's) commands must leave in its scratch folder."""


@pytest.fixture(scope="module")
def loopback():
    """The chat server remote models talk to, answered by the offline oracle; one per worker."""
    from agents.llm.offline import OracleChatClient
    from agents.testing import LoopbackServer, request_messages

    oracle = OracleChatClient()

    def respond(request_json):
        # keep_images: with --encoding image the oracle looks at the picture.
        return oracle.complete(request_messages(request_json, keep_images=True)).text

    with LoopbackServer(respond) as server:
        yield server


def _to_loopback(urls: str, loopback) -> str:
    """The pages' local server URLs (``--base-url``, one or several comma-separated) as the
    loopback server's, spelled by address and by name so that two stay two."""
    spellings = [loopback.base_url_openai]
    spellings.append(spellings[0].replace("127.0.0.1", "localhost"))
    items = urls.split(",")
    assert len(items) <= len(spellings), urls
    return ",".join(spellings[: len(items)])


@pytest.fixture(scope="module")
def warm_python(tmp_path_factory):
    """The module's :class:`WarmPython` (its tests run on one worker), shared by the pages, the human study's commands and the
    ``--help`` checks: each interpreter start and heavy import (the analysis' scipy and
    statsmodels, torch) cost ~1-3 CPU s a page. Each test asks for it anew: after a command
    that did not answer, the next test gets a fresh one."""
    current: list[WarmPython] = []

    def get() -> WarmPython:
        if not current or not current[-1].alive:
            current.append(WarmPython(tmp_path_factory.mktemp("warm")))
        return current[-1]

    yield get
    for warm in current:
        if warm.alive:
            warm.close()


@pytest.mark.slow
@pytest.mark.parametrize("page", SHELL_PARTS)
def test_shell_commands_run_in_order(page, tmp_path, loopback, warm_python):
    env = dict(os.environ)
    makefile = (ROOT / "Makefile").read_text()
    _run_page(page, tmp_path, loopback, env, makefile, warm_python())
    if page in PAGE_CHECKS:
        PAGE_CHECKS[page](tmp_path)


def test_page_parts_keep_each_chain_whole():
    for page, parts in PAGE_PARTS.items():
        claimed = set().union(*parts[:-1])
        split = [f"{page}#{i + 1}" for i in range(len(parts))]
        assert set(split) <= set(SHELL_PARTS) and page not in SHELL_PARTS
        ran = [line for part in split for line in part_commands(part) if folders(line)]
        # every command that names a folder runs once, in exactly one part
        assert sorted(ran) == sorted(line for line in shell_commands(page) if folders(line))
        for line in shell_commands(page):
            named = folders(line)
            assert not named & claimed or any(named <= p for p in parts[:-1]), line
        assert all(part_commands(part) for part in split)
    assert folders("python -m datagen score --questions data/q --videos v/ --shard 1/2") == {
        "data",
        "v",
    }
    assert "python -m experiments analyze results/ --out report/" in part_commands(
        "docs/studies.md#1"
    )


def _run_page(
    page: str, tmp_path: Path, loopback: Any, env: dict[str, str], makefile: str, warm: WarmPython
) -> None:
    for line in part_commands(page):
        argv = shlex.split(line)
        if argv[0] == "make":
            assert re.search(rf"^{argv[1]}:", makefile, re.MULTILINE), line
            continue
        if argv[0] == "export":
            name, _, _ = argv[1].partition("=")
            env[name] = TEST_KEY
            continue
        assert argv[0] == "python", f"{page}: a command the test does not know how to run: {line}"
        args = scaled(argv[1:])
        if args[:2] == ["-m", "experiments"] and any(is_remote(a) for a in args):
            env["DASHSCOPE_HTTP_BASE_URL"] = loopback.base_url_dashscope
            env.setdefault("OPENAI_API_KEY", TEST_KEY)
            args = [
                _to_loopback(a, loopback) if a.startswith("http://localhost") else a for a in args
            ]
        if args[:3] == ["-m", "datagen", "score"]:
            _fill_model_videos(tmp_path)
        result = (
            warm.run(args, env, tmp_path) if args[0] == "-m" else run_python(args, tmp_path, env)
        )
        assert result.returncode == 0, f"{line}\n{result.stdout[-2000:]}\n{result.stderr[-3000:]}"


def test_scaling_keeps_every_option():
    def words(line: str) -> list[str]:
        return shlex.split(line)

    full = "-m experiments run --model oracle random --sizes 5x5 7x7 --mazes-per-shape 5 --out r/"
    assert scaled(words(full)) == words(
        full.replace("5 --out", SMALLER["--mazes-per-shape"] + " --out")
    )
    bare = scaled(words("-m experiments run --model oracle --out r/"))
    assert bare[-2:] == ["--mazes-per-shape", SMALLER["--mazes-per-shape"]]
    remote = scaled(words("-m experiments run --model qwen-vl-plus --encoding image"))
    assert remote[-5:] == REMOTE_RUN and remote.count("--encoding") == 1
    puzzle = scaled(words("-m experiments puzzle --model qwen-vl-plus --grid 2x2"))
    assert puzzle[-2:] == ["--puzzles", SMALLER["--puzzles"]]
    report = scaled(words("-m experiments analyze results/ --out report/"))
    assert report[-2:] == ["--figures", "none"]
    pdf = words("-m experiments analyze r/ --figures pdf --out t/")
    assert scaled(pdf) == pdf


# --- the human study --------------------------------------------------------------------------


def human_commands() -> list[str]:
    """The lines of the human-study block (continuations joined, end-of-line comments cut)."""
    (body,) = [
        body
        for text in PAGES.values()
        for lang, body in BLOCK_RE.findall(text)
        if lang == "text" and "experiments human serve" in body
    ]
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
def test_human_study_commands_with_a_browser(tmp_path, request, warm_python):
    """serve (in the background), take part (a scripted headless browser), export, analyze
    (the commands but serve in the worker's warm interpreter)."""
    from experiments.testing.browser import (
        MazeLookup,
        Participant,
        find_browser,
        fresh_tab,
        serve,
        shape_answer,
    )

    found = find_browser()
    if isinstance(found, str):
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the browser tests: {found}")
        pytest.skip(f"no browser tests: {found}")
    # The model run whose mazes the study plays (the maze study's run commands, scaled down).
    model_run = [
        "-m", "experiments", "run", "--model", "oracle", "random", "--encoding", "matrix",
        "coord_list", "image", "--shapes", "square", "cross", "spiral", "--mazes-per-shape", "1",
        "--out", "results/", "--no-progress",
    ]  # fmt: skip
    env = {**os.environ, "NO_PROXY": "127.0.0.1", "no_proxy": "127.0.0.1"}
    assert warm_python().run(model_run, env, tmp_path).returncode == 0
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
                # take part: the page's link, on the port the test's server got
                query = url.group(1).split("?", 1)[1]
                pid = query.split("participant=", 1)[1]
                driver = fresh_tab(request.getfixturevalue("shared_browser"))
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
            assert argv[0] == "python", f"a human-study command the test cannot run: {line}"
            if argv[1:5] == ["-m", "experiments", "human", "serve"]:
                served["out"] = argv[argv.index("--out") + 1]
                served["code"] = argv[argv.index("--completion-code") + 1]
                served["base"] = stack.enter_context(serve(argv[5:], cwd=tmp_path, env=env))
                steps.append("serve")
                continue
            # scaled: the analyze draws no figures (the report's words are what is checked)
            result = warm_python().run(scaled(argv[1:]), env, tmp_path)
            assert result.returncode == 0, (
                f"{line}\n{result.stdout[-2000:]}\n{result.stderr[-3000:]}"
            )
            steps.append(" ".join(argv[3:5]) if argv[3] == "human" else argv[3])
    assert steps == ["serve", "take part", "human export", "analyze"]

    records = _records(tmp_path / served["out"] / "trials.jsonl")
    assert len(records) == 3 and {r["model"] for r in records} == {"human"}
    assert all(r["solve"]["success"] and r["recognize"]["success"] for r in records)
    report = (tmp_path / "report" / "report.md").read_text(encoding="utf-8")
    assert "human" in report and "oracle" in report


# --- python blocks ----------------------------------------------------------------------------


def _quickstart_prints_an_optimal_solve(stdout: str) -> None:
    reward, taken, optimal, shape = stdout.strip().splitlines()[-1].split(" ", 3)
    assert reward == "1.0" and taken == optimal and shape == "(512, 768, 3)"


@pytest.mark.parametrize(("page", "index"), PYTHON_BLOCKS)
def test_python_blocks_run(page, index, tmp_path):
    code = blocks(page, "python")[index]
    result = run_python(["-c", code], tmp_path, dict(os.environ))
    assert result.returncode == 0, result.stderr[-3000:]
    if page == "README.md" and "OracleAgent" in code:
        _quickstart_prints_an_optimal_solve(result.stdout)


def test_the_quickstart_is_checked():
    assert any("OracleAgent" in b for b in blocks("README.md", "python"))


# --- prose, tables, links ---------------------------------------------------------------------


def test_the_pages_are_there():
    assert set(PAGES) >= {
        "README.md",
        "docs/environments.md",
        "docs/studies.md",
        "docs/datasets.md",
        "docs/local-models.md",
        "docs/human-study.md",
        "docs/rl.md",
        "docs/analysis.md",
    }
    assert set(PAGE_CHECKS) <= set(SHELL_PARTS), "a checked page lost its commands"


def test_the_readme_links_every_page():
    linked = set(re.findall(r"\]\((docs/[\w-]+\.md)\)", PAGES["README.md"]))
    assert linked == {page for page in PAGES if page.startswith("docs/")}


def test_inline_commands_answer_help(tmp_path, warm_python):
    modules = sorted(
        {m for text in PAGES.values() for m in re.findall(r"`python -m ([\w.]+)[^`]*`", text)}
    )
    assert "envs.play" in modules
    for module in modules:
        result = warm_python().run(["-m", module, "--help"], dict(os.environ), tmp_path, 120)
        assert result.returncode == 0 and "usage" in result.stdout.lower(), (module, result.stderr)


def _table(heading: str) -> dict[str, str]:
    """The argument table under a heading (``## `MazeNav-v0```, any level) of whichever page."""
    pattern = re.compile(rf"^#+ {re.escape(heading)}\n(.*?)(?=^#+ |\Z)", re.MULTILINE | re.DOTALL)
    sections = [m.group(1) for text in PAGES.values() for m in pattern.finditer(text)]
    assert len(sections) == 1, f"{heading}: {len(sections)} sections"
    rows = re.findall(r"^\| `(\w+)` \| ([^|]+) \|", sections[0], re.MULTILINE)
    return {name: default.strip() for name, default in rows}


@pytest.mark.parametrize(
    ("heading", "target"),
    [
        ("`MazeNav-v0`", "envs.maze_nav.env:MazeNavEnv"),
        ("`RotationPuzzle-v0`", "envs.rotation_puzzle.env:RotationPuzzleEnv"),
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


def _anchors(text: str) -> set[str]:
    """GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens."""
    text = BLOCK_RE.sub("", text)
    return {
        re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        for heading in re.findall(r"^#+ (.+)$", text, re.MULTILINE)
    }


@pytest.mark.parametrize("page", list(PAGES))
def test_links_and_named_files_exist(page):
    prose = BLOCK_RE.sub("", PAGES[page])
    here = (ROOT / page).parent
    broken = []
    for target in re.findall(r"\]\(([^)\s]+)\)", prose):
        if target.startswith(("http://", "https://", "mailto:")):
            continue
        path, _, anchor = target.partition("#")
        file = (here / path).resolve() if path else ROOT / page
        if not file.exists() or (
            anchor and anchor not in _anchors(file.read_text(encoding="utf-8"))
        ):
            broken.append(target)
    named_files = r"`((?:\.ci|agents|benchmarks|datagen|envs|experiments|tests)/[\w./-]+)`"
    for named in re.findall(named_files, prose):
        if not (ROOT / named).exists():
            broken.append(named)
    assert broken == []


def test_make_bench_runs_every_script_the_benchmarks_page_lists():
    """``docs/benchmarks.md`` says ``make bench`` runs the scripts of its table: the Makefile's
    ``bench`` target runs exactly those, and each exists."""
    page = (ROOT / "docs" / "benchmarks.md").read_text()
    table = re.findall(r"^\| `(benchmarks/bench_\w+\.py)` \|", page, re.MULTILINE)
    makefile = (ROOT / "Makefile").read_text()
    target = re.search(r"^bench:.*\n((?:\t.*\n)+)", makefile, re.MULTILINE)
    assert target is not None, "no bench target in the Makefile"
    run = re.findall(r"\$\(PY\) (benchmarks/\S+\.py)", target.group(1))
    assert table and sorted(run) == sorted(table), (sorted(set(table) - set(run)), run)
    assert all((ROOT / script).is_file() for script in run)
    assert "benchmarks/bench_vector.py" not in run  # the page: "not part of `make bench`"
