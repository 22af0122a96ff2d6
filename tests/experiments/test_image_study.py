"""Mazes as pictures: ``python -m experiments run --encoding image`` end to end.

The model sees the rendered 768x512 frame, answers moves as ``(row, col)`` cells as in the text
study, names the shape from the picture and writes its new maze in the matrix format. Remote
runs go through the real ``dashscope`` (multimodal endpoint) and ``openai`` (``image_url`` parts)
SDKs against the loopback server, whose "model" is the offline oracle looking at the picture.
"""

from __future__ import annotations

import base64
import hashlib
import json
import signal
import sqlite3
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from agents.base import Completion
from agents.llm import prompt_phases, prompts
from agents.llm.offline import OracleChatClient, RandomChatClient
from agents.testing import LoopbackServer, request_messages
from envs.io import read_jsonl
from envs.maze_nav.constants import DEFAULT_CONNECTIVITY, SHAPE_NAMES
from envs.maze_nav.generator import generate_maze
from experiments.__main__ import EXIT_BAD_ARGS, EXIT_OK, EXIT_TRIAL_ERRORS, main
from experiments.engine.log import trial_key
from experiments.maze.images import FRAMES_DIR, image_references
from experiments.maze.study import run_experiments
from experiments.maze.trial import run_trial
from tests.experiments.study_helpers import started_until, use_fake_keys

ROOT = Path(__file__).resolve().parents[2]
SECRET = "sk-image-DO-NOT-LEAK-77c2a0f1"
PNG_B64 = base64.b64encode(b"\x89PNG\r\n\x1a\n").decode()[:8]  # how every base64 PNG starts


@pytest.fixture(autouse=True)
def _environment(monkeypatch: pytest.MonkeyPatch) -> None:
    use_fake_keys(monkeypatch, SECRET)


def _oracle(request: dict) -> str:
    """The loopback "model": the oracle, looking at the decoded pictures."""
    return OracleChatClient().complete(request_messages(request, keep_images=True)).text


def _maze(shape: str, size: int = 5, seed: int = 1):
    return generate_maze(np.random.default_rng(seed), shape, size, DEFAULT_CONNECTIVITY[shape])


def _records(out: Path) -> list[dict]:
    records, bad = read_jsonl(out / "trials.jsonl")
    assert bad == 0
    return records


def _images(messages) -> list[bytes]:
    return [
        p["image"]
        for m in messages
        if isinstance(m["content"], list)
        for p in m["content"]
        if p.get("type") == "image"
    ]


def _no_image_bytes_or_secret(out: Path) -> None:
    for path in out.rglob("*"):
        if path.is_file() and path.suffix not in (".npy", ".png"):
            text = path.read_text(errors="replace")
            assert SECRET not in text, path
            assert PNG_B64 not in text and "data:image" not in text, path


# -- the trial -------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["interactive", "one-shot"])
@pytest.mark.parametrize("shape", SHAPE_NAMES)
def test_the_oracle_reads_the_picture_in_every_phase(shape, mode):
    maze = _maze(shape, 7)
    result = run_trial(OracleChatClient(), maze, "image", solve_mode=mode)
    assert result.status == "ok"
    assert result.solve["success"] and result.recognize["success"] and result.generate["success"]
    first = result.messages[0]["content"]
    assert [p["type"] for p in first] == ["text", "image"]
    # The coordinate convention is spelled out, since no coordinate can be read off a picture.
    assert "row 0 is the top row and column 0 the leftmost column" in first[0]["text"]
    assert "(6,6) the bottom-right cell of this 7x7 grid" in first[0]["text"]
    assert prompts.SEE_IMAGE in first[0]["text"]
    users = [m for m in result.messages if m["role"] == "user"]
    recognize, generate = users[-2]["content"], users[-1]["content"]
    assert prompt_phases.detect_phase(recognize[0]["text"]) == "recognize"
    assert _images([users[-2]]) == _images([users[0]])  # the maze at its start
    assert isinstance(generate, str) and "matrix format" in generate  # text only
    assert prompt_phases.detect_phase(generate) == "generate"
    assert result.messages[-1]["content"].startswith(prompts.MAZE_ANSWER)
    if mode == "interactive":  # one picture per prompt, the player moving
        solve_images = _images(users[:-2])
        # One prompt per move (none after the goal), each with the player elsewhere.
        assert len(solve_images) == len(users) - 2 == result.solve["moves"]
        assert len(set(solve_images)) == len(solve_images)


def test_a_broken_picture_shows_up_as_a_failure():
    """The oracle reads the frame with the package's frame reader: a damaged one is not read."""

    class Damaging:
        model = "damaging"

        def complete(self, messages):
            damaged = []
            for m in messages:
                content = m["content"]
                if isinstance(content, list):
                    content = [
                        {**p, "image": p["image"][: len(p["image"]) // 2]}
                        if p.get("type") == "image"
                        else p
                        for p in content
                    ]
                damaged.append({**m, "content": content})
            return OracleChatClient().complete(damaged)

    result = run_trial(Damaging(), _maze("spiral"), "image")
    assert result.status == "ok"
    assert result.solve["success"] is False
    assert result.solve["invalid_reason"] == "no_coordinate"
    assert result.recognize["success"] is False


@pytest.mark.parametrize("seed", range(4))
def test_the_random_model_plays_the_picture_without_raising(seed):
    maze = _maze("C", 9, seed)
    for mode in ("interactive", "one-shot"):
        a = run_trial(RandomChatClient(seed), maze, "image", solve_mode=mode)
        b = run_trial(RandomChatClient(seed), maze, "image", solve_mode=mode)
        assert a.status == "ok" and a.messages == b.messages
        # Its generated maze is a 9x9 matrix: the size came from the picture's instructions.
        grid = a.messages[-1]["content"].split("\n")[1:]
        assert len(grid) == 9 and all(len(row.split()) == 9 for row in grid)


def test_the_image_wording_has_its_own_hash():
    assert prompts.image_template_hash() == prompts.IMAGE_PROMPT_HASH
    before = prompts.template_hash(), prompts.one_shot_template_hash()
    original = dict(prompts.IMAGE_TEMPLATES)
    try:
        prompts.IMAGE_TEMPLATES["maze_generate_image"] += " Be brief."
        assert prompts.image_template_hash() != prompts.IMAGE_PROMPT_HASH
        assert (prompts.template_hash(), prompts.one_shot_template_hash()) == before
    finally:
        prompts.IMAGE_TEMPLATES.clear()
        prompts.IMAGE_TEMPLATES.update(original)


# -- the run, offline --------------------------------------------------------------------------------


def test_image_beside_the_text_encodings_with_frames_named_not_embedded(tmp_path, capsys):
    argv = ["run", "--model", "oracle", "random", "--encoding", "image", "matrix",
            "--solve-mode", "interactive", "one-shot", "--shapes", "spiral", "Z",
            "--mazes-per-shape", "1", "--out", str(tmp_path), "--no-progress"]  # fmt: skip
    # One maze a shape: the run is made three times (first, resumed, a picture lost), and two
    # mazes a shape doubled its CPU without another case to check.
    assert main(argv) == EXIT_OK
    records = _records(tmp_path)
    assert len(records) == 2 * 2 * 2 * 2
    assert Counter(r["encoding"] for r in records) == {"image": 8, "matrix": 8}
    assert all(r["solve"]["success"] for r in records if r["model"] == "oracle")
    base = tmp_path / "image_oracle_results/5x5/Z/5x5_Z_0.npy/0"
    assert (tmp_path / "one-shot/image_random_results/5x5/spiral/5x5_spiral_0.npy/0.txt").is_file()
    payload = json.loads(base.with_suffix(".json").read_text())
    refs = image_references(payload["messages"])
    assert refs and all(set(r) == {"type", "file", "sha256"} for r in refs)
    for ref in refs:
        data = (tmp_path / ref["file"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == ref["sha256"]
        assert ref["file"] == f"{FRAMES_DIR}/{ref['sha256'][:16]}.png"
    text = base.with_suffix(".txt").read_text()
    assert f"[image {refs[0]['file']} sha256={refs[0]['sha256']}]" in text
    assert "# encoding: image" in text and text.rstrip().endswith(
        "GENERATE: SUCCESS (strict: SUCCESS)"
    )
    _no_image_bytes_or_secret(tmp_path)
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert manifest["settings"]["image_prompt_hash"] == prompts.IMAGE_PROMPT_HASH
    # Frames are shared: the same maze and player cell is one file for every model and mode.
    frames = list((tmp_path / FRAMES_DIR).iterdir())
    every = {r["sha256"] for p in tmp_path.rglob("*.json") if p.name[0].isdigit()
             for r in image_references(json.loads(p.read_text())["messages"])}  # fmt: skip
    assert len(frames) == len(every)
    capsys.readouterr()
    assert main(argv) == EXIT_OK
    assert "all already done" in capsys.readouterr().out
    # A picture that went missing makes its trials incomplete: they are redone, nothing else.
    victim = tmp_path / refs[-1]["file"]
    users = [
        p for p in tmp_path.rglob("*.json")
        if p.name[0].isdigit() and any(r["file"] == refs[-1]["file"]
                                       for r in image_references(json.loads(p.read_text())["messages"]))
    ]  # fmt: skip
    victim.unlink()
    assert main(argv) == EXIT_OK
    out = capsys.readouterr().out
    assert f"{len(users)} redone" in out or f"{len(users)} run" in out, out
    assert victim.is_file()
    assert len(_records(tmp_path)) == 16


def test_the_image_run_is_deterministic(tmp_path):
    for out in ("a", "b"):
        run_experiments(["random", "oracle"], out_dir=tmp_path / out, encodings=["image"],
                        shapes=["triangle"], mazes_per_shape=2, progress=False,
                        concurrency=3)  # fmt: skip
    a, b = (
        {p.relative_to(tmp_path / o): p.read_bytes() for p in (tmp_path / o).rglob("*")
         if p.is_file() and p.suffix in (".txt", ".png")}
        for o in ("a", "b")
    )  # fmt: skip
    assert a == b and sum(1 for p in a if p.suffix == ".txt") == 4


def test_an_unknown_encoding_is_a_usage_error_listing_image(tmp_path, capsys):
    code = main(["run", "--model", "oracle", "--encoding", "picture", "--out", str(tmp_path)])
    assert code == EXIT_BAD_ARGS
    err = capsys.readouterr().err
    assert "picture" in err and "image" in err and "Traceback" not in err
    assert not any(tmp_path.iterdir())


# -- the analysis ------------------------------------------------------------------------------------


class _Uneven:
    """The oracle, except on some pictures and lists: the encodings then differ in success."""

    model = "uneven"

    def complete(self, messages):
        first = messages[0]["content"]
        text = first if isinstance(first, str) else first[0]["text"]
        key = hashlib.sha256(repr(messages[0]["content"]).encode()).digest()[0]
        image = not isinstance(first, str)
        coord = "Walls:" in text
        if (image and key % 3 != 0) or (coord and key % 4 == 0):
            return Completion(text="I am not sure.", model=self.model)
        return OracleChatClient().complete(messages)


def test_the_report_treats_image_as_a_third_encoding(tmp_path):
    pytest.importorskip("pandas")
    pytest.importorskip("matplotlib")
    pytest.importorskip("scipy")
    from experiments.analysis import analyze

    out = tmp_path / "run"
    # Two mazes a shape (twelve an encoding) already order the three rates as asserted below; the
    # report's tables and tests are read for their form, not for a significance.
    run_experiments(_Uneven(), out_dir=out, encodings=["matrix", "coord_list", "image"],
                    mazes_per_shape=2, progress=False)  # fmt: skip
    records = _records(out)
    rates = {
        e: np.mean([r["solve"]["success"] for r in records if r["encoding"] == e])
        for e in ("matrix", "coord_list", "image")
    }
    assert rates["matrix"] == 1.0 and rates["image"] < rates["coord_list"] < 1.0
    report = analyze([out], tmp_path / "report", figure_format="none")
    text = report.path.read_text()
    h1 = text.split("## 5. H1", 1)[1].split("\n## ", 1)[0]
    assert "Cochran's Q" in h1 and "Holm" in h1
    assert "| model | phase | encodings | test |" in h1
    assert "| uneven | solving | matrix, coord_list, image | Cochran's Q |" in h1
    assert "p (Holm)" in h1 and "matrix vs image" in h1 and "coord_list vs image" in h1
    summary = (tmp_path / "report" / "summary.csv").read_text()
    assert ",image," in summary
    # Section 1's table has a row per encoding, image last.
    rows = [line for line in text.splitlines() if line.startswith("| uneven | ")]
    assert [r.split(" | ")[1] for r in rows[:3]] == ["matrix", "coord_list", "image"]


def test_the_omnibus_test_falls_back_to_chi_square_when_trials_do_not_pair():
    pd = pytest.importorskip("pandas")
    pytest.importorskip("scipy")
    from experiments.analysis.encodings import encoding_omnibus

    rows = []
    for e, rate in (("matrix", 0.9), ("coord_list", 0.5), ("image", 0.1)):
        for i in range(20):
            rows.append({"model": "m", "encoding": e, "maze_id": f"{e}{i}", "trial": 0,
                         "solve": float(i < rate * 20)})  # fmt: skip
    test, paired = encoding_omnibus(
        pd.DataFrame(rows), "solve", ["matrix", "coord_list", "image"], 0.5
    )
    assert not paired and test.test == "Pearson chi-square test" and test.df == 2
    assert test.p_value < 0.001 and test.n == 60


# -- through the real SDKs ---------------------------------------------------------------------------

ROUTES = [("qwen-vl-plus", "dashscope"), ("openai:vision", "openai")]


def _sdk_argv(out: Path, model: str, url: str, *extra: str) -> list[str]:
    return ["run", "--model", model, "--base-url", url, "--encoding", "image",
            "--solve-mode", "interactive", "one-shot", "--shapes", "square", "Z",
            "--mazes-per-shape", "1", "--concurrency", "2", "--timeout", "5", "--out", str(out),
            "--no-progress", *extra]  # fmt: skip


@pytest.mark.parametrize(("model", "route"), ROUTES)
def test_image_through_the_real_sdks_with_error_records_redone(tmp_path, capsys, model, route):
    pytest.importorskip("dashscope" if route == "dashscope" else "openai")
    with LoopbackServer(_oracle, faults=[400, 400]) as server:
        code = main(
            _sdk_argv(tmp_path, model, server.sdk_base_url(route), "--max-consecutive-errors", "0")
        )
        requests = list(server.requests)
    assert code == EXIT_TRIAL_ERRORS, capsys.readouterr().err
    answered = [r for r in requests if r.fault is None]
    assert {r.route for r in requests} == {"dashscope_vl" if route == "dashscope" else "openai"}
    # The picture travelled as a PNG data URL on the route's own part type.
    raw = json.dumps(answered[0].json)
    part = (
        '"image": "data:image/png;base64,'
        if route == "dashscope"
        else '"image_url": {"url": "data:image/png;base64,'
    )
    assert part in raw
    records = _records(tmp_path)
    errors = [r for r in records if r["status"] == "error"]
    assert len(records) == 4 and 1 <= len(errors) <= 2
    with LoopbackServer(_oracle) as server:
        assert main(_sdk_argv(tmp_path, model, server.sdk_base_url(route))) == EXIT_OK
        assert len(server.requests) >= 3 * len(errors)
    out = capsys.readouterr().out
    assert f"4 trials planned, {4 - len(errors)} already done, {len(errors)} run" in out
    records = _records(tmp_path)
    assert len(records) == 4 and all(r["status"] == "ok" for r in records)
    assert all(
        r["solve"]["success"] and r["recognize"]["success"] and r["generate"]["success"]
        for r in records
    )
    assert all(r["tokens_in"] > 0 and r["encoding"] == "image" for r in records)
    _no_image_bytes_or_secret(tmp_path)


def test_the_cache_keys_pictures_by_hash_and_never_stores_them(tmp_path, capsys):
    pytest.importorskip("openai")
    cache = tmp_path / "cache.sqlite"
    with LoopbackServer(_oracle) as server:
        argv = _sdk_argv(tmp_path / "a", "openai:vision", server.base_url_openai,
                         "--cache", str(cache), "--temperature", "0")  # fmt: skip
        assert main(argv) == EXIT_OK
        first = len(server.requests)
        assert first > 0
        again = [tmp_path / "b" if a == str(tmp_path / "a") else a for a in argv]
        assert main([str(a) for a in again]) == EXIT_OK
        assert len(server.requests) == first  # every reply, pictures included, from the cache
    with sqlite3.connect(cache) as conn:
        rows = conn.execute("SELECT key, completion FROM responses").fetchall()
    assert len(rows) == first
    assert not any(PNG_B64 in c or "data:image" in c for _, c in rows)
    assert PNG_B64.encode() not in cache.read_bytes()
    a, b = (sorted(p.read_text() for p in (tmp_path / o).rglob("*.txt")) for o in ("a", "b"))
    assert a == b


def test_image_resumes_after_a_kill(tmp_path, capsys):
    pytest.importorskip("openai")
    out = tmp_path / "out"
    with LoopbackServer(_oracle, latency_s=0.05) as server:
        cmd = [sys.executable, "-m", "experiments", "run", "--model", "openai:slow-vl",
               "--base-url", server.base_url_openai, "--encoding", "image", "matrix",
               "--shapes", "square", "Z", "--mazes-per-shape", "2", "--concurrency", "2",
               "--timeout", "600", "--out", str(out), "--no-progress"]  # fmt: skip
        # --timeout 600: no fault is injected; a loaded machine's stall is not a timeout here.
        log = out / "trials.jsonl"
        proc = started_until(cmd, log, 3, SECRET)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        killed_at = len(read_jsonl(log)[0])
        assert 3 <= killed_at < 8
        code = main(cmd[3:])
        printed = capsys.readouterr().out
        failed = [f"{trial_key(r)}: {r.get('error')}" for r in read_jsonl(log)[0]
                  if r["status"] != "ok"]  # fmt: skip
        assert code == EXIT_OK, "\n".join([printed, *failed]).replace(SECRET, "<key>")
    assert f"{killed_at} already done" in printed
    records = _records(out)
    keys = Counter(trial_key(r) for r in records)
    assert len(records) == 8 and max(keys.values()) == 1
    assert Counter(r["encoding"] for r in records) == {"image": 4, "matrix": 4}
    assert all(r["status"] == "ok" and r["solve"]["success"] for r in records)
    _no_image_bytes_or_secret(out)
