"""``experiments run --attention`` on the tiny offline model: one .attn.npz per trial holding
each reply's attention to the maze cells, the sums as documented, same bytes, resume, refusal
for models that cannot give attention, and the report's section read at one layer."""

from __future__ import annotations

import json
from importlib.util import find_spec
from pathlib import Path

import numpy as np
import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)

from experiments.__main__ import main
from experiments.analysis.attention import (
    attention_lines,
    collect,
    examples,
    region_shares,
    regions,
)
from experiments.maze import attention
from experiments.maze.config import RunConfig


def _argv(model: Path, out: Path) -> list[str]:
    return [
        "run",
        *("--model", f"hf:{model}", "--encoding", "matrix", "coord_list"),
        *("--shapes", "square", "cross", "--mazes-per-shape", "1", "--max-tokens", "6"),
        *("--max-moves", "3", "--concurrency", "2", "--out", str(out), "--no-progress"),
        "--attention",
    ]


def _records(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "trials.jsonl").read_text().splitlines()]


def _files(out: Path) -> list[Path]:
    return sorted(out.rglob(f"*{attention.SUFFIX}"))


def test_attention_files_sums_same_bytes_and_resume(
    tiny: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    assert main(_argv(tiny, a)) == 0
    records = _records(a)
    assert len(records) == 4 and len(_files(a)) == 4
    assert not list(a.rglob("*[0-9].npz"))  # no hidden states without --activations
    for record in records:
        field = record["attention"]
        path = a / field["file"]
        arrays = attention.load(path)
        assert arrays is not None and path.name == "0.attn.npz"
        assert field["bytes"] == path.stat().st_size
        assert json.loads(str(arrays["trial"]))[:2] == [record["model"], record["encoding"]]
        moves = record["solve"]["moves"]
        # One row per solve reply and one for recognition; generation shows no maze.
        assert arrays["phase"].tolist() == [0] * moves + [1]
        assert arrays["step"].tolist() == [*range(moves), -1]
        assert arrays["mass"].shape == (moves + 1, 2, 4, 5, 5) == (field["replies"], 2, 4, 5, 5)
        assert arrays["mass"].dtype == np.float16 and (arrays["tokens"] > 0).all()
        at = [[int(r), int(c)] for r, c in zip(arrays["row"], arrays["col"], strict=True)]
        assert at[:moves] == [step["at"] for step in record["logits"]["steps"]]
        assert at[-1] == at[0]  # recognition shows the maze as it started
        # Per layer and head, the mass over the cells is the share of attention on the maze.
        sums = arrays["mass"].astype(np.float32).sum(axis=(-1, -2))
        assert (sums > 0).all() and (sums <= 1 + 5e-3).all()
        assert arrays["corridors"].shape == (5, 5) and int(arrays["connectivity"]) in (4, 8)
    assert main(_argv(tiny, b)) == 0
    for left, right in zip(_files(a), _files(b), strict=True):
        assert left.read_bytes() == right.read_bytes()
    # A damaged file and a missing one: their records name them, so the trials are redone.
    files = _files(a)
    files[0].write_bytes(b"PK\x03\x04 torn")
    files[1].unlink()
    capsys.readouterr()
    assert main(_argv(tiny, a)) == 0
    assert "2 run" in capsys.readouterr().out
    for record in _records(a)[-2:]:
        assert attention.matches(
            a / record["attention"]["file"],
            record["attention"],
            json.loads(str(attention.load(a / record["attention"]["file"])["trial"])),
        )
    assert [p.read_bytes() for p in _files(a)] == [p.read_bytes() for p in _files(b)]
    # The report's section at a layer the model has, and at one it lacks.
    lines, figures = attention_lines([a], None, layer=-1)
    assert figures == [] and any("| hf:" in line and "failed" in line for line in lines)
    lines, _ = attention_lines([a], None, layer=7)
    assert "Layer 7 is not among the 2 layers" in lines[0]
    # An error record (a trial that crashed after saving its file) is left out, as from rates.
    rows, _ = collect([a])
    log = a / "trials.jsonl"
    kept = _records(a)
    crashed = {**kept[0], "status": "error", "error": "RuntimeError: crashed"}
    log.write_text("".join(json.dumps(r) + "\n" for r in [crashed, *kept[1:]]))
    fewer, _ = collect([a])
    assert len(fewer) == len(rows) - kept[0]["solve"]["moves"] and fewer
    assert all(row["trial"][1] != kept[0]["attention"]["file"] for row in fewer)


def test_regions_of_a_solve_step() -> None:
    corridors = np.zeros((5, 5), dtype=bool)
    corridors[1, 1:4] = corridors[1:4, 3] = True  # an L: (1,1) -> (1,3) -> (3,3)
    cells = regions(corridors, (3, 3), 4, (1, 2))
    assert cells == {
        "player": [(1, 2)],
        "goal": [(3, 3)],
        "walls_next": [(0, 2), (2, 2)],
        "optimal_next": [(1, 3)],
    }


def test_region_shares_and_the_trial_drawn_over_its_maze() -> None:
    corridors = np.ones((2, 2), dtype=bool)
    grid = np.asarray([[0.2, 0.1], [0.1, 0.0]])
    cells = {"player": [(0, 0)], "goal": [(1, 1)], "walls_next": [], "optimal_next": [(0, 1)]}

    def row(trial: str, outcome: str, scale: float) -> dict:
        return {
            "model": "m", "encoding": "matrix", "outcome": outcome, "trial": trial,
            "map": grid * scale, "regions": cells, "corridors": corridors, "at": (0, 0),
            "goal": (1, 1),
        }  # fmt: skip

    shares = region_shares(row("a", "failed", 1.0))
    assert shares is not None and "walls_next" not in shares
    assert np.allclose(shares["player"], (0.5, 2.0)) and np.allclose(shares["goal"], (0.0, 0.0))
    assert region_shares(row("a", "failed", 0.0)) is None
    # The first solved trial is drawn, its steps' maps normalized before the mean.
    rows = [row("a", "failed", 1.0), row("b", "solved", 1.0), row("b", "solved", 3.0)]
    shown = examples(rows)[("m", "matrix")]
    assert shown["outcome"] == "solved" and shown["steps"] == 2
    assert np.allclose(shown["map"], grid / 0.4)


def test_attention_is_refused_for_models_that_cannot_give_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with pytest.raises(ValueError, match=r"attention=True is not allowed .*'oracle'.*hf: model"):
        RunConfig(models=("oracle",), attention=True, out_dir=tmp_path)
    assert main(["run", "--model", "random", "--attention", "--out", str(tmp_path)]) != 0
    assert "attention=True is not allowed" in capsys.readouterr().err
