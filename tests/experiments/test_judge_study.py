"""``--judge`` end to end: a maze study whose judge answers from a loopback server through the
openai SDK; its verdicts stored beside the program's and the kappa in the report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agents.llm import RetryPolicy
from agents.llm.openai_compat import OpenAICompatibleClient
from agents.testing import LoopbackServer, request_messages
from experiments.analysis.report import analyze
from experiments.maze.config import RunConfig
from experiments.maze.scoring.judge import cohen_kappa
from experiments.maze.study import run_experiments


def _judge(request: dict) -> str:
    """A judge that reads every recognition reply as "C" (right on the C mazes, wrong on the
    squares) and any other reply's last line as its answer."""
    prompt = request_messages(request)[-1]["content"]
    if "which shape the empty cells" in prompt:
        return "SHAPE: C"
    reply = prompt.split("-----\n", 1)[1].rsplit("\n-----", 1)[0]
    if "MAZE:" in reply:
        return reply[reply.rindex("MAZE:") :]
    return reply.strip().splitlines()[-1] if reply.strip() else "UNREADABLE"


def test_judged_study_and_kappa(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-loopback-test")
    with LoopbackServer(_judge) as server:
        judge = OpenAICompatibleClient(
            "judge-model",
            base_url=server.base_url_openai,
            retry=RetryPolicy(base_delay_s=0.01, max_delay_s=0.05, seed=0),
            timeout_s=5.0,
        )
        run_experiments(
            "random",
            out_dir=tmp_path / "run",
            solve_modes=["one-shot"],
            encodings=["matrix"],
            shapes=["C", "square"],
            mazes_per_shape=6,
            progress=False,
            concurrency=2,
            judge=judge,
        )
        asked = len(server.requests)
    records = [json.loads(line) for line in (tmp_path / "run" / "trials.jsonl").open()]
    judged = [
        r[p]["judge"]
        for r in records
        for p in ("solve", "recognize", "generate")
        if "judge" in r[p]
    ]
    assert asked == len(judged) > 0
    assert all(set(j) >= {"verdict", "answer", "prompt_hash"} for j in judged)
    # The program's verdict is untouched: the judge's sits beside it.
    assert all(isinstance(r["recognize"]["success"], bool) for r in records)
    analyze([tmp_path / "run"], tmp_path / "report", figure_format="none")
    text = (tmp_path / "report" / "report.md").read_text()
    pairs = [
        (r[p]["success"], r[p]["judge"]["verdict"])
        for r in records
        for p in ("solve", "recognize", "generate")
        if isinstance(r[p].get("judge", {}).get("verdict"), bool)
    ]
    program, judged_verdicts = zip(*pairs, strict=True)
    kappa = cohen_kappa(list(program), list(judged_verdicts))
    assert kappa is not None
    line = next(x for x in text.splitlines() if "Cohen's kappa" in x)
    assert line.startswith(f"- random: Cohen's kappa {kappa:.2f} on {len(pairs)} judged"), line
    assert "## Records excluded" not in text  # the judge's field keeps records in the schema


def test_judge_option_is_checked() -> None:
    with pytest.raises(ValueError, match="judge="):
        RunConfig(models=("oracle",), judge=3)  # type: ignore[arg-type]
