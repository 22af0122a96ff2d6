"""``experiments run --adaptive``: chains on the ladder, records with levels, resume by replay."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from agents.base import Completion
from agents.llm import make_client
from envs.maze_nav.ladder import maze_level
from experiments.__main__ import main
from experiments.maze.config import RunConfig
from experiments.maze.study import run_experiments
from tests.experiments.study_helpers import draw_only, is_png

SMALL = {"encodings": ("matrix",), "shapes": ("spiral",), "progress": False, "concurrency": 2}


class SmallMazesOnly:
    """Solves 5x5 and 7x7 mazes as the oracle does; gives up on 9x9 and 11x11 ones."""

    model = "small-only"

    def __init__(self) -> None:
        self.oracle = make_client("oracle")

    def complete(self, messages: Sequence[dict]) -> Completion:
        first = str(messages[0]["content"]) if messages else ""
        if "9x9 grid" in first or "11x11 grid" in first:
            return Completion(text="I am not sure.", model=self.model)
        reply = self.oracle.complete(messages)
        return Completion(text=reply.text, model=self.model)


class KnownCurve:
    """Solves a ladder maze (as the oracle) with the synthetic agent's chance at its level.

    The level is looked up from the maze text of the first prompt; the draw is seeded by that
    text, so the same maze always gets the same outcome.
    """

    model = "known-curve"

    def __init__(self, agent, shapes: Sequence[str], trials: int) -> None:
        from agents.llm.prompts import encode_maze
        from envs.maze_nav.ladder import NUM_MAZE_LEVELS, ladder_maze

        self.agent = agent
        self.oracle = make_client("oracle")
        self.levels = {
            encode_maze(ladder_maze(level, 0, shape, k).codes(), "matrix"): level
            for level in range(NUM_MAZE_LEVELS)
            for k in range(trials)
            for shape in shapes
        }

    def complete(self, messages: Sequence[dict]) -> Completion:
        import hashlib

        import numpy as np

        first = str(messages[0]["content"])
        level, text = next((v, k) for k, v in self.levels.items() if k in first)
        seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
        if np.random.default_rng(seed).random() < float(self.agent.rate(level)):
            return Completion(text=self.oracle.complete(messages).text, model=self.model)
        return Completion(text="I am not sure.", model=self.model)


def _records(out: Path) -> list[dict]:
    lines = (out / "trials.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def _chains(out: Path) -> dict[str, list[tuple[int, int, str, bool]]]:
    chains: dict[str, list[tuple[int, int, str, bool]]] = {}
    for r in sorted(_records(out), key=lambda r: (r["model"], r["trial"])):
        row = (r["trial"], r["level"], r["maze_file"], r["solve"]["success"])
        chains.setdefault(r["model"], []).append(row)
    return chains


def test_oracle_climbs_the_ladder_random_stays_at_the_bottom(tmp_path):
    out = tmp_path / "run"
    summary = run_experiments(
        ("oracle", "random"), out_dir=out, adaptive="staircase", adaptive_trials=6, **SMALL
    )
    assert summary.planned == 12 and summary.completed == 12 and summary.errors == 0
    chains = _chains(out)
    assert [level for _, level, _, _ in chains["oracle"]] == [0, 1, 2, 3, 4, 5]
    assert [level for _, level, _, _ in chains["random"]] == [0] * 6
    record = _records(out)[0]
    assert record["procedure"] == "staircase" and record["task"] == "maze_nav"
    for _, level, maze_file, _ in chains["oracle"]:
        assert (out / maze_file).is_file() and maze_file.startswith("ladder_mazes/")
        assert f"{maze_level(level).size}x{maze_level(level).size}" in maze_file
    # both chains played the same maze at trial 0, level 0
    assert chains["oracle"][0][2] == chains["random"][0][2]
    again = run_experiments(
        ("oracle", "random"), out_dir=out, adaptive="staircase", adaptive_trials=6, **SMALL
    )
    assert again.nothing_to_do


def test_a_killed_and_extended_run_ends_as_one_uninterrupted_run(tmp_path):
    whole, resumed = tmp_path / "whole", tmp_path / "resumed"
    run_experiments(
        SmallMazesOnly(), out_dir=whole, adaptive="staircase", adaptive_trials=9, **SMALL
    )
    levels = [level for _, level, _, _ in _chains(whole)["small-only"]]
    assert levels == [0, 1, 2, 1, 1, 2, 1, 1, 2]  # up, fail at 9x9, two 7x7 wins, up again
    run_experiments(
        SmallMazesOnly(), out_dir=resumed, adaptive="staircase", adaptive_trials=5, **SMALL
    )
    log = resumed / "trials.jsonl"
    log.write_text("".join(log.read_text().splitlines(True)[:3]))  # killed after 3 records
    summary = run_experiments(
        SmallMazesOnly(), out_dir=resumed, adaptive="staircase", adaptive_trials=9, **SMALL
    )
    assert summary.completed == 6
    assert _chains(resumed) == _chains(whole)


def test_cli_run_and_a_switch_of_procedure_is_refused(tmp_path, capsys):
    out = str(tmp_path / "q")
    args = ["run", "--model", "oracle", "--encoding", "matrix", "--shapes", "C", "--out", out]
    args += ["--no-progress", "--adaptive-trials", "3"]
    assert main([*args, "--adaptive", "staircase"]) == 0
    records = _records(Path(out))
    assert {r["procedure"] for r in records} == {"staircase"} and len(records) == 3
    assert main([*args, "--adaptive", "quest"]) == 2
    assert 'adaptive.procedure "staircase" -> "quest"' in capsys.readouterr().err


@pytest.mark.parametrize(
    "extra, match",
    [
        ({"shard": "1/2"}, r"shard='1/2' is not allowed with adaptive='staircase'"),
        ({"mazes": "elsewhere"}, r"mazes=.* is not allowed with adaptive='staircase'"),
        ({"engine": "ray", "shards": 2}, r"shards=2 is not allowed with adaptive='staircase'"),
        ({"adaptive_trials": 1}, r"adaptive_trials=1"),
    ],
)
def test_adaptive_options_are_checked_up_front(tmp_path, extra, match):
    with pytest.raises(ValueError, match=match):
        RunConfig(models=("oracle",), out_dir=tmp_path, adaptive="staircase", **extra)


def test_unknown_procedure_is_refused_by_the_cli(tmp_path, capsys):
    assert main(["run", "--model", "oracle", "--adaptive", "bisect", "--out", str(tmp_path)]) == 2
    assert "bisect" in capsys.readouterr().err


def test_puzzle_study_runs_the_puzzle_ladder(tmp_path):
    from experiments.puzzle.study import run_puzzle_study

    out = tmp_path / "p"
    kwargs = {"models": ("oracle",), "out_dir": out, "progress": False}
    summary = run_puzzle_study(adaptive="staircase", adaptive_trials=5, **kwargs)
    assert summary.completed == 5
    records = sorted(_records(out), key=lambda r: r["trial"])
    assert [r["level"] for r in records] == [0, 1, 2, 3, 4]
    assert records[4]["grid"] == "3x3" and records[4]["difficulty"] == "level04"
    assert (out / "ladder_puzzles/3x3/level04/3x3_level04_4.json").is_file()
    assert run_puzzle_study(adaptive="staircase", adaptive_trials=5, **kwargs).nothing_to_do


def test_report_gives_thresholds_and_curves_and_keeps_rates_apart(tmp_path, monkeypatch):
    from experiments.analysis.report import analyze

    draw_only(monkeypatch, "19_thresholds_maze_nav.png")

    out = tmp_path / "run"
    run_experiments(
        SmallMazesOnly(), out_dir=out, adaptive="staircase", adaptive_trials=12, **SMALL
    )
    run_experiments("oracle", out_dir=out, **{**SMALL, "mazes_per_shape": 2})  # a fixed plan too
    report = analyze([out], tmp_path / "report")
    text = report.path.read_text(encoding="utf-8")
    section = text[text.index("## Adaptive difficulty") :]
    row = next(line for line in section.splitlines() if line.startswith("| small-only"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    threshold, (low, high) = float(cells[5]), map(float, cells[6].split("–"))
    # it solves 7x7 near (level 1) and never 9x9 near (level 2): the threshold lies between
    assert 1.0 <= threshold <= 2.0 and low <= threshold <= high and high - low < 2.5
    assert cells[4] == "12"
    assert cells[8] == "7x7 near – 9x9 near"
    assert is_png(tmp_path / "report" / "figures" / "19_thresholds_maze_nav.png")
    assert any(p.name == "19_thresholds_maze_nav.png" for p in report.figures)
    # the rate sections read the fixed plan's trials only
    headline = report.headline.splitlines()
    assert [line.split()[0] for line in headline[2:]] == ["oracle"]


def test_adaptive_run_finds_a_known_curves_threshold_within_its_interval(tmp_path):
    """End to end: the engine's chain, the records, the report's fit, against a known curve."""
    from experiments.adaptive.psychometric import fit_threshold
    from experiments.adaptive.simulate import SyntheticAgent

    agent = SyntheticAgent(midpoint=6.0, slope=1.2, lapse=0.0)
    client = KnownCurve(agent, ("spiral",), 40)
    out = tmp_path / "curve"
    run_experiments(client, out_dir=out, adaptive="staircase", adaptive_trials=40, **SMALL)
    (chain,) = _chains(out).values()
    levels = [level for _, level, _, _ in chain]
    fit = fit_threshold(levels, [ok for *_, ok in chain], 12)
    assert fit.covers(agent.threshold()), (fit, agent.threshold())
    assert max(levels) > 3 and len(set(levels[-10:])) > 1  # it climbed, then oscillated
