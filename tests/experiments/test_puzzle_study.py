"""The rotation-puzzle study (``python -m experiments puzzle``), end to end.

Offline agents (oracle, random) in both observations; the remote route through the real
``dashscope`` and ``openai`` SDKs against the loopback server, with error records redone on the
next run and a resume after SIGKILL; bad arguments as table rows (exit 2, nothing written).
"""

from __future__ import annotations

import io
import json
import signal
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from agents.base import Completion
from agents.llm import prompts
from agents.llm.offline import OracleChatClient, RandomChatClient
from agents.testing import LoopbackServer, request_messages
from envs.io import read_jsonl
from envs.rotation_puzzle.logic import min_turns
from experiments.__main__ import EXIT_BAD_ARGS, EXIT_OK, EXIT_TRIAL_ERRORS, main
from experiments.engine.log import record_problems, trial_key
from experiments.puzzle.config import PuzzleConfig, parse_grid, turn_limit
from experiments.puzzle.puzzles import draw_puzzles
from experiments.puzzle.study import run_puzzle_study
from experiments.puzzle.trial import run_puzzle_trial
from tests.experiments.study_helpers import started_until, use_fake_keys

ROOT = Path(__file__).resolve().parents[2]
SECRET = "sk-puzzle-DO-NOT-LEAK-77e1c0de"


@pytest.fixture(autouse=True)
def _environment(monkeypatch: pytest.MonkeyPatch) -> None:
    use_fake_keys(monkeypatch, SECRET)


def _records(out: Path) -> list[dict]:
    records, bad = read_jsonl(out / "trials.jsonl")
    assert bad == 0
    return records


class _Fixed:
    """A client that always gives the same reply."""

    model = "fixed"

    def __init__(self, reply: str) -> None:
        self.reply = reply

    def complete(self, messages):
        return Completion(text=self.reply, model=self.model)


# -- one trial -------------------------------------------------------------------------------------


@pytest.mark.parametrize("grid", [(2, 2), (3, 3), (2, 3)])
@pytest.mark.parametrize("observation", ["text", "image"])
def test_the_oracle_solves_every_puzzle_in_the_optimal_turns(grid, observation):
    for state in draw_puzzles(0, grid, "hard", 2):
        result = run_puzzle_trial(OracleChatClient(), state, observation, max_moves=30)
        assert result.status == "ok"
        solve = result.solve
        assert solve["success"] is True and solve["failure"] is None
        assert solve["moves"] == solve["optimal_moves"] == min_turns(state) >= 1
        assert solve["invalid_replies"] == {} and solve["max_moves"] == 30
        if observation == "image":
            first = result.messages[0]["content"]
            assert first[1]["type"] == "image" and first[1]["image"].startswith(b"\x89PNG")
            assert prompts.SEE_IMAGE in first[0]["text"]


def test_the_image_oracle_reads_the_frame_so_a_broken_picture_fails():
    from agents.llm.offline import latest_board_image

    state = draw_puzzles(0, (2, 2), "medium", 1)[0]
    result = run_puzzle_trial(OracleChatClient(), state, "image", max_moves=8)
    intro = result.messages[0]
    assert latest_board_image([intro]) is not None
    from PIL import Image

    buffer = io.BytesIO()
    Image.fromarray(np.zeros((512, 768, 3), np.uint8)).save(buffer, format="PNG")
    broken = {"role": "user", "content": [intro["content"][0],
                                         {"type": "image", "image": buffer.getvalue()}]}  # fmt: skip
    assert latest_board_image([broken]) is None
    reply = OracleChatClient().complete([broken]).text
    assert "ROTATE" not in reply  # no guess: the move is invalid


class _Reworded:
    """The oracle's replies passed through ``edit`` (another wording of the same move)."""

    model = "reworded"

    def __init__(self, edit) -> None:
        self.oracle, self.edit = OracleChatClient(), edit

    def complete(self, messages):
        return Completion(text=self.edit(self.oracle.complete(messages).text), model=self.model)


@pytest.mark.parametrize(
    ("edit", "strict"),
    [
        (lambda t: t, True),
        (lambda t: "I turn one square.\n\n" + t, True),
        (lambda t: t.replace("ROTATE:", "rotate:"), False),  # not the label as printed
        (lambda t: t.replace("counterclockwise", "anticlockwise"), False),  # not the prompt's
        (lambda t: f"```\n{t}\n```", False),  # a fence is a wrapper
        (lambda t: t + "\nThat should connect the pipes.", False),  # not the last line
    ],
)
def test_the_puzzle_record_has_a_strict_verdict_of_its_own(edit, strict):
    # Issue 35's strict policy: the flexible verdict reads every wording, the strict one only
    # the prompt's own line; a miss is "format".
    state = draw_puzzles(0, (2, 2), "hard", 1)[0]
    oracle = run_puzzle_trial(OracleChatClient(), state, "text", max_moves=30)
    result = run_puzzle_trial(_Reworded(edit), state, "text", max_moves=30)
    solve = result.solve
    assert solve["success"] is True and solve["moves"] == oracle.solve["moves"]
    assert oracle.solve["strict"] is True
    replies = [str(m["content"]) for m in oracle.messages if m["role"] == "assistant"]
    assert any("counterclockwise" in r for r in replies)  # so every edit changes a reply
    assert solve["strict"] is strict
    assert solve["strict_reason"] == (None if strict else "format")


def test_an_old_puzzle_record_without_strict_reads_as_none():
    pytest.importorskip("pandas")
    from envs.records import phase_format_ok, phase_strict
    from experiments.analysis.frame import puzzle_frame
    from experiments.analysis.tables import strict_rate_cell

    old = {"solve": {"success": True, "failure": None, "moves": 2, "optimal_moves": 2}}
    new = {"solve": {**old["solve"], "strict": False, "strict_reason": "format"}}
    assert phase_strict(old, "solve") is None and phase_format_ok(old, "solve") is None
    frame = puzzle_frame([old, new])
    assert frame["solve_strict"].isna().tolist() == [True, False]
    assert frame["solve_strict"].iloc[1] == 0.0
    assert strict_rate_cell(frame.iloc[:1], "solve") == "—"  # the old record: no strict verdict
    assert strict_rate_cell(frame, "solve").startswith("0.0%")  # 1 of the 2 has one: named


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        ("", "no_square"),
        ("I would turn something.", "no_square"),
        ("ROTATE: (0, 1)", "no_direction"),
        ("ROTATE: (7, 7) clockwise", "out_of_bounds"),
        ("\x00" * 50 + "}{", "no_square"),
    ],
)
def test_an_unreadable_reply_is_an_invalid_move_that_ends_the_game(reply, reason):
    state = draw_puzzles(1, (2, 2), "easy", 1)[0]
    result = run_puzzle_trial(_Fixed(reply), state, "text", max_moves=6)
    solve = result.solve
    assert result.status == "ok" and solve["success"] is False
    assert solve["failure"] == "invalid_move" and solve["invalid_reason"] == reason
    assert solve["moves"] == 1 and solve["valid_moves"] == 0
    assert solve["invalid_replies"] == {reason: 1}


def test_the_turn_limit_ends_a_game_that_never_solves():
    state = draw_puzzles(2, (2, 2), "hard", 1)[0]
    # Turning one square back and forth never solves a hard puzzle (3-4 squares are off).
    flip = iter(["ROTATE: (0, 0) clockwise", "ROTATE: (0, 0) counterclockwise"] * 20)

    class Flip:
        model = "flip"

        def complete(self, messages):
            return Completion(text=next(flip), model="flip")

    result = run_puzzle_trial(Flip(), state, "text", max_moves=5)
    assert result.solve["failure"] == "max_moves" and result.solve["moves"] == 5
    assert result.calls == 5


@pytest.mark.parametrize(
    ("spec", "optimal", "limit"), [("3x", 2, 6), ("1x", 5, 5), ("12", 2, 12), ("2X", 1, 2)]
)
def test_the_turn_limit_is_a_multiple_of_the_optimal_turns_or_fixed(spec, optimal, limit):
    assert turn_limit(spec, optimal) == limit


# -- the run, offline --------------------------------------------------------------------------------


def _argv(out: Path, *extra: str) -> list[str]:
    return ["puzzle", "--model", "oracle", "random", "--observation", "text", "image",
            "--grid", "2x2", "3x3", "--difficulty", "easy", "hard", "--puzzles", "1",
            "--out", str(out), "--no-progress", *extra]  # fmt: skip


def test_offline_run_records_resume_and_determinism(tmp_path, capsys):
    out = tmp_path / "a"
    assert main(_argv(out)) == EXIT_OK
    records = _records(out)
    # models x observations x grids x difficulties, one puzzle each (the run is made three times
    # over: two puzzles a cell doubled its CPU; a second puzzle's file name is
    # test_the_plan_grows_and_other_settings_are_refused's)
    assert len(records) == 2 * 2 * 2 * 2
    assert all(record_problems(r) == [] for r in records)
    assert {r["task"] for r in records} == {"rotation_puzzle"}
    assert {r["grid"] for r in records} == {"2x2", "3x3"} and {r["encoding"] for r in records} == {
        "text",
        "image",
    }
    oracle = [r for r in records if r["model"] == "oracle"]
    assert all(r["solve"]["success"] for r in oracle)
    assert all(r["solve"]["moves"] == r["solve"]["optimal_moves"] for r in oracle)
    rand = [r for r in records if r["model"] == "random"]
    assert all(r["solve"]["max_moves"] == 3 * r["solve"]["optimal_moves"] for r in rand)
    assert not all(r["solve"]["success"] for r in rand)
    assert len({r["maze_file"] for r in records}) == 4
    puzzle = json.loads((out / "experiment_puzzles/3x3/hard/3x3_hard_0.json").read_text())
    assert puzzle["grid"] == [3, 3] and puzzle["optimal_turns"] >= 1
    transcript = out / "puzzles/image_oracle_results/3x3/hard/3x3_hard_0/0.txt"
    text = transcript.read_text()
    assert "# observation: image" in text and "[image sha256=" in text and "SOLVE: SUCCESS" in text
    payload = json.loads(transcript.with_suffix(".json").read_text())
    assert "sha256" in payload["messages"][0]["content"][1]  # the bytes are not stored
    manifest = json.loads((out / "puzzle_manifest.json").read_text())
    assert manifest["settings"]["max_turns"] == "3x"
    assert manifest["arguments"]["grids"] == ["2x2", "3x3"]
    # Rerun: nothing to do. A lost .txt comes back from its .json; a lost .json is redone.
    capsys.readouterr()
    assert main(_argv(out)) == EXIT_OK
    assert "16 trials planned, all already done" in capsys.readouterr().out
    transcript.unlink()
    other = out / "puzzles/text_random_results/2x2/easy/2x2_easy_0/0.json"
    other.unlink()
    assert main(_argv(out)) == EXIT_OK
    assert "1 redone" in capsys.readouterr().out and transcript.read_text() == text
    assert len(_records(out)) == 16 and other.is_file()
    # Same seed, another folder: the same records (less timing) and transcripts.
    assert main(_argv(tmp_path / "b", "--concurrency", "3")) == EXIT_OK

    def same(folder: Path) -> dict:
        rows = {}
        for r in _records(folder):
            rows[trial_key(r)] = {k: v for k, v in r.items() if k not in ("latency_s",)}
        return rows

    assert same(out) == same(tmp_path / "b")
    texts = [sorted(p.read_text() for p in (tmp_path / d / "puzzles").rglob("*.txt"))
             for d in ("a", "b")]  # fmt: skip
    assert texts[0] == texts[1]


def test_the_plan_grows_and_other_settings_are_refused(tmp_path, capsys):
    out = tmp_path / "run"
    base = ["puzzle", "--model", "oracle", "--grid", "2x2", "--difficulty", "medium",
            "--out", str(out), "--no-progress"]  # fmt: skip
    assert main([*base, "--puzzles", "2"]) == EXIT_OK
    first = (out / "experiment_puzzles/2x2/medium/2x2_medium_1.json").read_bytes()
    assert main([*base, "--puzzles", "4"]) == EXIT_OK
    assert "8" not in capsys.readouterr().out.split("planned")[-1].split(",")[0]
    assert (out / "experiment_puzzles/2x2/medium/2x2_medium_1.json").read_bytes() == first
    assert len(_records(out)) == 4
    capsys.readouterr()
    assert main([*base, "--puzzles", "4", "--max-turns", "12"]) == EXIT_BAD_ARGS
    err = capsys.readouterr().err
    assert 'max_turns "3x" -> "12"' in err and "another --out" in err
    (out / "experiment_puzzles/2x2/medium/2x2_medium_0.json").write_text("{}")
    assert main([*base, "--puzzles", "4"]) == EXIT_BAD_ARGS
    assert "2x2_medium_0.json' is damaged" in capsys.readouterr().err


def test_the_maze_study_and_the_puzzle_study_share_a_folder(tmp_path, capsys):
    pytest.importorskip("pandas")
    pytest.importorskip("matplotlib")
    out = tmp_path / "both"
    maze = ["run", "--model", "oracle", "--encoding", "matrix", "--shapes", "Z",
            "--mazes-per-shape", "2", "--out", str(out), "--no-progress"]  # fmt: skip
    assert main(maze) == EXIT_OK
    assert main(["puzzle", "--model", "oracle", "random", "--puzzles", "3", "--out", str(out),
                 "--no-progress"]) == EXIT_OK  # fmt: skip
    assert main(maze) == EXIT_OK  # the puzzle records do not make the maze folder refuse
    assert "all already done" in capsys.readouterr().out
    tasks = Counter(r["task"] for r in _records(out))
    assert tasks == {"maze_nav": 2, "rotation_puzzle": 18}
    from experiments.analysis import analyze

    report = analyze([out], tmp_path / "report", figure_format="none")
    text = report.path.read_text()
    assert "Rotation-puzzle study" in text
    assert "| oracle | text | 2x2 | easy | 100.0%" in text
    oracle_row = next(line for line in text.splitlines() if "| oracle | text | 2x2 | easy" in line)
    assert oracle_row.split("|")[6].strip() == "100.0%"  # the strict column: the oracle's format
    assert "## Skipped analyses" in text
    # One section per set of trials, each skip stated once, each task in its own words.
    assert "10. Rotation puzzles" not in text  # the study's games are the study section's
    assert "maze 2 (encodings: matrix); rotation puzzle 18 (observations: text" in text
    for what, reason in report.skipped:
        assert text.count(f"{what}: {reason}") == 1, (what, reason)
    assert not [s for s in report.skipped if "internal error" in s[1]]


# -- through the real SDKs ---------------------------------------------------------------------------

ROUTES = [("qwen-vl-max", "dashscope"), ("openai:loop", "openai")]


def _oracle(request: dict) -> str:
    return OracleChatClient().complete(request_messages(request, keep_images=True)).text


def _sdk_argv(out: Path, model: str, url: str, *extra: str) -> list[str]:
    return ["puzzle", "--model", model, "--base-url", url, "--observation", "text", "image",
            "--grid", "2x2", "--difficulty", "easy", "medium", "--puzzles", "2",
            "--concurrency", "2", "--timeout", "5", "--out", str(out), "--no-progress",
            *extra]  # fmt: skip


@pytest.mark.parametrize(("model", "route"), ROUTES)
def test_through_the_real_sdks_with_error_records_redone(tmp_path, capsys, model, route):
    pytest.importorskip("dashscope" if route == "dashscope" else "openai")
    with LoopbackServer(_oracle, faults=[400, 400]) as server:
        code = main(
            _sdk_argv(tmp_path, model, server.sdk_base_url(route), "--max-consecutive-errors", "0")
        )
        sent = [r.json for r in server.requests]
    assert code == EXIT_TRIAL_ERRORS, capsys.readouterr().err
    images = [m for r in sent for m in request_messages(r, keep_images=True)
              if isinstance(m["content"], list)]  # fmt: skip
    assert images, "image trials send the frame"
    records = _records(tmp_path)
    errors = [r for r in records if r["status"] == "error"]
    assert len(records) == 8 and 1 <= len(errors) <= 2
    with LoopbackServer(_oracle) as server:
        assert main(_sdk_argv(tmp_path, model, server.sdk_base_url(route))) == EXIT_OK
        assert server.requests  # only the error trials are played again
    out = capsys.readouterr().out
    assert f"8 puzzle trials planned, {8 - len(errors)} already done, {len(errors)} run" in out
    records = _records(tmp_path)
    assert len(records) == 8 and all(r["status"] == "ok" for r in records)
    assert all(r["solve"]["success"] and r["tokens_in"] > 0 for r in records)
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert SECRET not in path.read_text(errors="replace"), path


def test_a_killed_run_resumes_to_exactly_the_plan(tmp_path, capsys):
    out = tmp_path / "out"
    with LoopbackServer(_oracle, latency_s=0.05) as server:
        cmd = [sys.executable, "-m", "experiments", "puzzle", "--model", "openai:slow",
               "--base-url", server.base_url_openai, "--grid", "2x2", "3x3",
               "--difficulty", "hard", "--puzzles", "3", "--concurrency", "2",
               "--out", str(out), "--no-progress"]  # fmt: skip
        log = out / "trials.jsonl"
        proc = started_until(cmd, log, 2, SECRET)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        killed_at = len(read_jsonl(log)[0])
        assert 2 <= killed_at < 6
        assert main(cmd[3:]) == EXIT_OK
    assert f"{killed_at} already done" in capsys.readouterr().out
    records = _records(out)
    assert len(records) == 6 and max(Counter(trial_key(r) for r in records).values()) == 1
    assert all(r["status"] == "ok" and r["solve"]["success"] for r in records)


# -- bad arguments -----------------------------------------------------------------------------------

BAD = [
    ("grid too big", ["--grid", "9x9"], "--grid", "9x9"),
    ("grid not a grid", ["--grid", "two"], "--grid", "two"),
    ("one square", ["--grid", "1x1"], "--grid", "1x1"),
    ("unknown observation", ["--observation", "video"], "--observation", "video"),
    ("unknown difficulty", ["--difficulty", "extreme"], "--difficulty", "extreme"),
    ("no puzzles", ["--puzzles", "0"], "--puzzles", "0"),
    ("too many puzzles", ["--difficulty", "easy", "--puzzles", "100"], "--puzzles", "66"),
    ("turn limit zero", ["--max-turns", "0"], "--max-turns", "'0'"),
    ("turn limit words", ["--max-turns", "lots"], "--max-turns", "lots"),
    ("remote option offline", ["--temperature", "0.3"], "--temperature", "offline"),
    ("negative seed", ["--seed", "-1"], "--seed", "-1"),
    ("empty out", ["--out", ""], "--out", "folder path"),
]


@pytest.mark.parametrize(("case", "extra", "flag", "words"), BAD, ids=[b[0] for b in BAD])
def test_bad_arguments_exit_2_naming_the_option(tmp_path, capsys, case, extra, flag, words):
    argv = ["puzzle", "--model", "oracle", "--out", str(tmp_path / "out"), "--no-progress", *extra]
    assert main(argv) == EXIT_BAD_ARGS
    err = capsys.readouterr().err
    assert flag in err and words in err and "Traceback" not in err
    assert not (tmp_path / "out").exists()


def test_out_is_a_file(tmp_path, capsys):
    target = tmp_path / "file"
    target.write_text("x")
    assert main(["puzzle", "--model", "oracle", "--out", str(target)]) == EXIT_BAD_ARGS
    assert "--out" in capsys.readouterr().err


def test_the_config_takes_grids_as_text_or_pairs():
    config = PuzzleConfig(models="oracle", grids=["2x2", (3, 3), "2x3"], out_dir="x")
    assert config.grids == ((2, 2), (3, 3), (2, 3))
    assert parse_grid("4") == (4, 4)
    assert run_puzzle_study.__doc__ and PuzzleConfig(models="random", out_dir="y").max_turns == "3x"
    with pytest.raises(ValueError, match="models"):
        PuzzleConfig(models=("oracle", "ORACLE"), out_dir="x")
    assert RandomChatClient  # the random model is built per trial by the runner
