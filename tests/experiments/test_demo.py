"""``make demo``'s main job: model choice, the whole pipeline at a tiny scale, and resume."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from experiments.demo import default_models

ROOT = Path(__file__).resolve().parents[2]


def test_models_default_to_offline_agents_and_add_qwen_with_a_key():
    assert default_models({}) == ["oracle", "random"]
    assert default_models({"DASHSCOPE_API_KEY": "k"}) == ["oracle", "random", "qwen-turbo"]
    assert default_models({"DEMO_MODELS": "oracle, qwen-plus", "DASHSCOPE_API_KEY": "k"}) == [
        "oracle",
        "qwen-plus",
    ]


def test_make_demo_runs_this_module():
    makefile = (ROOT / "Makefile").read_text()
    assert re.search(r"^demo: .*\n\t\$\(PY\) -m experiments\.demo$", makefile, re.MULTILINE)


@pytest.mark.slow
def test_tiny_demo_runs_every_step_then_reuses_its_work(tmp_path, capsys, monkeypatch):
    """Both demo runs go through ``main`` in this process, as ``python -m experiments.demo``
    would (its steps run in-process anyway), so the second run reuses the first's imports
    (torch, the statistics and plotting stacks): about a third less CPU than two interpreters.

    The printed analyze command is not run a third time: the shell splits it into the very
    arguments the step ran with (checked), and the resume's analyze, the same arguments again,
    writes the same bytes (checked); that ``python -m experiments analyze`` runs from a shell is
    proven by the docs' pages (``tests/test_readme.py``). That third run cost ~15 CPU s."""
    import experiments.demo
    from experiments.demo import main as demo

    for name in ("DASHSCOPE_API_KEY", "DEMO_MODELS"):
        monkeypatch.delenv(name, raising=False)
    steps: list[list[str]] = []

    def recorded(args, **kwargs):
        steps.append(list(args))
        return step(args, **kwargs)

    step = experiments.demo.run
    monkeypatch.setattr(experiments.demo, "run", recorded)
    argv = ["--out", str(tmp_path), "--pairs", "1", "--mazes-per-shape", "1"]
    # No figures: drawing is half of the report step and is tested with analyze itself.
    argv += ["--timesteps", "256", "--episodes", "10", "--figures", "none"]
    code = demo(argv)
    first = capsys.readouterr()
    assert code == 0, first.err[-3000:]
    assert "all 2 ground-truth videos score solved" in first.out
    assert re.search(r"^oracle\s+matrix\s+6\s+100\.0%", first.out, re.MULTILINE)
    assert re.search(r"^oracle\s+image\s+6\s+100\.0%", first.out, re.MULTILINE)
    assert re.search(r"^ppo\s+grid\s+10\s", first.out, re.MULTILINE)
    # The RL agent writes no replies: neither its format nor its unreadable rate is a number.
    lines = first.out.splitlines()
    at = next(
        i for i, line in enumerate(lines) if "format followed" in line and "unreadable" in line
    )
    headers = re.split(r"\s{2,}", lines[at].strip())
    ppo = dict(
        zip(
            headers,
            re.split(r"\s{2,}", next(x for x in lines[at:] if x.startswith("ppo ")).strip()),
            strict=True,
        )
    )
    assert ppo["format followed"] == ppo["unreadable"] == "—", ppo
    report = tmp_path / "report" / "report.md"
    assert report.read_text(encoding="utf-8").startswith("# ")
    assert "Rotation-puzzle study" in report.read_text(encoding="utf-8")  # the puzzle slice
    assert "## Success against maze size" in report.read_text(encoding="utf-8")  # 7x7, 9x9
    # The printed analyze command, pasted into a shell, is the very command that wrote the
    # report: the shell splits it into the arguments the step ran with.
    printed = re.findall(r"^\$ python (-m experiments analyze .*)$", first.out, re.MULTILINE)
    assert len(printed) == 1, first.out[-3000:]
    ran = [args for args in steps if args[:3] == ["-m", "experiments", "analyze"]]
    assert ran == [shlex.split(printed[0])], (ran, printed)
    assert all(Path(a).is_dir() for a in ran[0][3:] if a.startswith(str(tmp_path)))
    demo_report = report.read_bytes()
    report.unlink()  # the resume must write it again, not find it
    steps.clear()
    code = demo(argv)
    second = capsys.readouterr()
    assert code == 0, second.err[-3000:]
    assert "reusing the trained model" in second.out
    assert "all already done; nothing to do" in second.out  # every trial was done
    # A resume that changes nothing (the RL evaluation rewrites its files with the same
    # bytes, its manifest keeping its time) runs the printed command again and gives the very
    # same report.
    assert [args for args in steps if args[:3] == ["-m", "experiments", "analyze"]] == ran
    assert report.read_bytes() == demo_report


def test_a_step_runs_in_process_and_a_failing_one_names_its_command(capsys):
    from experiments.demo import DemoError, run

    assert run(["-m", "datagen", "--help"]) == 0
    assert "$ python -m datagen --help" in capsys.readouterr().out
    with pytest.raises(DemoError, match=r"exit code 2: python -m datagen --task nope"):
        run(["-m", "datagen", "--task", "nope"])
    with pytest.raises(ValueError, match="allowed: -m one of"):
        run(["-m", "os"])
