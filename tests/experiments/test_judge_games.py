"""``--judge`` on the games played move by move: the maze study's interactive solve and the
rotation-puzzle study. The rules that turn judged moves into a verdict on the game, then both
studies end to end with a judge answering from a loopback server through the openai SDK."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from corpus_mazes import MAZES

from agents.base import Completion
from agents.llm import RetryPolicy
from agents.llm.judge_prompt import JUDGE_PROMPT_HASH
from agents.llm.openai_compat import OpenAICompatibleClient
from agents.llm.retry import ClientError
from agents.testing import LoopbackServer, request_messages
from envs.maze_nav.logic import maze_from_codes
from envs.maze_nav.text import parse
from experiments.analysis.report import analyze
from experiments.maze.scoring.judge import cohen_kappa, judge_steps, judged_game, sampled
from experiments.maze.study import run_experiments
from experiments.maze.trial import run_trial
from experiments.puzzle.study import run_puzzle_study

# A 4x4 ring: P at (1, 0), G at (4, 3); from (1, 0), (2, 0) and (1, 1) are open, (0, 0) a wall.
MAZE = maze_from_codes(parse(MAZES["matrix"]["original"], "matrix", 5).codes, 4)
DOWN, RIGHT = 2, 1  # the env's actions for (2, 0) and (1, 1) from (1, 0)


class _Judge:
    """A judge answering from a list, in order (the rules need no network; the loopback tests
    below go through the real SDK)."""

    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.asked: list[str] = []

    def complete(self, messages):
        self.asked.append(messages[-1]["content"])
        return Completion(text=self.answers.pop(0), model="judge")


def _unsampled(text: str) -> str:
    """``text`` with trailing spaces until it is outside the judged sample."""
    while sampled(text):
        text += " "
    return text


def _step(reply: str, action: int | None, unreadable: bool = True) -> dict:
    return {"reply": reply, "action": action, "unreadable": unreadable, "position": (1, 0)}


@pytest.mark.parametrize(
    ("answer", "program_action", "success", "verdict", "agrees"),
    [
        ("MOVE: (2, 0)", DOWN, True, True, True),  # the judge reads the program's move
        ("MOVE: (2, 0)", DOWN, False, False, True),  # ... and keeps the program's verdict
        ("MOVE: (0, 0)", DOWN, True, False, False),  # a wall where the program moved: ended
        ("UNREADABLE", DOWN, True, None, False),  # the judge reads no answer
        ("MOVE: (1, 1)", DOWN, True, None, False),  # another valid move: the rest unknown
        ("MOVE: (1, 1)", None, False, None, False),  # a move where the program read none
        ("MOVE: (0, 0)", None, False, False, True),  # both read no valid move: game over
    ],
)
def test_the_verdict_on_a_game_from_its_judged_moves(
    answer: str, program_action: int | None, success: bool, verdict: bool | None, agrees: bool
) -> None:
    judge = _Judge(answer)
    fields = judge_steps(
        judge, "solve", [_step("(2, 0) or (1, 1)", program_action)], success, maze=MAZE
    )
    assert fields is not None
    assert fields["verdict"] is verdict
    assert fields["answer"] == (None if answer == "UNREADABLE" else answer)
    assert fields["prompt_hash"] == JUDGE_PROMPT_HASH
    assert fields["steps"] == [{"step": 0, "answer": fields["answer"], "agrees": agrees}]
    assert "(2, 0) or (1, 1)" in judge.asked[0]


def test_only_unreadable_and_sampled_moves_are_judged_and_the_first_disagreement_decides() -> None:
    plain = _unsampled("MOVE: (2, 0)")
    steps = [
        _step(plain, DOWN, unreadable=False),  # decided alone, outside the sample: not asked
        _step("(1, 1) or (2, 0)", RIGHT),  # the judge reads another valid move here ...
        _step("MOVE: (0, 0) maybe", DOWN),  # ... so this wall no longer decides the game
    ]
    judge = _Judge("MOVE: (2, 0)", "MOVE: (0, 0)")
    fields = judge_steps(judge, "solve", steps, True, maze=MAZE)
    assert len(judge.asked) == 2 and plain not in judge.asked[0]
    assert [s["step"] for s in fields["steps"]] == [1, 2]
    assert fields["verdict"] is None and fields["answer"] == "MOVE: (2, 0)"
    # Nothing unreadable and nothing sampled: no judge field at all.
    record: dict = {"success": True}
    judged_game(record, _Judge(), "solve", [_step(plain, DOWN, unreadable=False)], maze=MAZE)
    assert "judge" not in record


def test_a_puzzle_move_is_judged_on_its_board_and_bad_arguments_are_named() -> None:
    steps = [{"reply": "square 3 or square 0", "action": None, "unreadable": True}]
    fields = judge_steps(_Judge("ROTATE: (1, 1) clockwise"), "puzzle", steps, False, board=(2, 2))
    assert fields["verdict"] is None and fields["steps"][0]["agrees"] is False
    fields = judge_steps(_Judge("ROTATE: (5, 5) clockwise"), "puzzle", steps, False, board=(2, 2))
    assert fields["verdict"] is False and fields["steps"][0]["agrees"] is True  # off the board
    with pytest.raises(ValueError, match="phase='recognize' is not allowed"):
        judge_steps(_Judge(), "recognize", steps, False)
    with pytest.raises(ValueError, match="needs its context"):
        judge_steps(_Judge("MOVE: (2, 0)"), "solve", [_step("x", None)], False)


def test_a_judge_that_gives_up_costs_the_game_nothing() -> None:
    class _Down:
        def complete(self, messages):
            raise ClientError("server gone", code="http_503")

    record: dict = {"success": False}
    judged_game(record, _Down(), "solve", [_step("(2, 0) or (1, 1)", None)], maze=MAZE)
    assert record == {
        "success": False,
        "judge": {"verdict": None, "answer": None, "error": "http_503"},
    }


def _echo_judge(request: dict) -> str:
    """A loopback judge that reads a reply's last line as its answer (UNREADABLE when empty)."""
    prompt = request_messages(request)[-1]["content"]
    reply = prompt.split("-----\n", 1)[1].rsplit("\n-----", 1)[0]
    if "MAZE:" in reply:
        return reply[reply.rindex("MAZE:") :]
    return reply.strip().splitlines()[-1] if reply.strip() else "UNREADABLE"


def _loopback_judge(server: LoopbackServer) -> OpenAICompatibleClient:
    return OpenAICompatibleClient(
        "judge-model",
        base_url=server.base_url_openai,
        retry=RetryPolicy(base_delay_s=0.01, max_delay_s=0.05, seed=0),
        timeout_s=5.0,
    )


def test_an_interactive_hedge_is_judged_through_the_sdk(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-loopback-test")

    class _Hedger:
        model = "hedger"

        def complete(self, messages):
            return Completion(text="I could go to (2, 0) or (1, 1).", model=self.model)

    with LoopbackServer(lambda request: "MOVE: (2, 0)") as server:
        result = run_trial(_Hedger(), MAZE, "matrix", judge=_loopback_judge(server))
        prompts = [request_messages(r.json)[-1]["content"] for r in server.requests]
    solve = result.solve
    assert solve["success"] is False and solve["unreadable"] == "conflicting"
    # The hedge ended the game; the judge read a valid move there: the rest is unknown.
    assert solve["judge"]["verdict"] is None
    assert solve["judge"]["steps"][0] == {"step": 0, "answer": "MOVE: (2, 0)", "agrees": False}
    assert any("the next move in a maze" in p and "(2, 0) or (1, 1)" in p for p in prompts)


def test_judged_games_in_both_studies_and_kappa_by_phase(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-loopback-test")
    with LoopbackServer(_echo_judge) as server:
        judge = _loopback_judge(server)
        run_experiments(
            "random",
            out_dir=tmp_path / "maze",
            solve_modes=["interactive"],
            encodings=["matrix"],
            shapes=["C", "square"],
            mazes_per_shape=3,
            progress=False,
            concurrency=1,
            judge=judge,
        )
        run_puzzle_study(
            models=("random",), out_dir=tmp_path / "puzzle", puzzles=4, progress=False, judge=judge
        )
        asked = len(server.requests)
    maze = [json.loads(line) for line in (tmp_path / "maze" / "trials.jsonl").open()]
    puzzle = [json.loads(line) for line in (tmp_path / "puzzle" / "trials.jsonl").open()]
    games = [r["solve"]["judge"] for r in maze + puzzle if "judge" in r["solve"]]
    others = [r[p]["judge"] for r in maze for p in ("recognize", "generate") if "judge" in r[p]]
    assert any("judge" in r["solve"] for r in maze) and any("judge" in r["solve"] for r in puzzle)
    # One judge request per judged move, and per judged recognition or generation reply.
    assert asked == sum(len(g["steps"]) for g in games) + len(others)
    assert all(set(g) == {"verdict", "answer", "prompt_hash", "steps"} for g in games)
    # The random players write their move on the last line: the echoing judge agrees with
    # every move, so the verdict on each game is the program's.
    for r in maze + puzzle:
        if "judge" in r["solve"]:
            assert all(s["agrees"] for s in r["solve"]["judge"]["steps"])
            assert r["solve"]["judge"]["verdict"] is r["solve"]["success"]
    analyze([tmp_path / "maze", tmp_path / "puzzle"], tmp_path / "report", figure_format="none")
    text = (tmp_path / "report" / "report.md").read_text()
    pairs = [
        (r[p]["success"], r[p]["judge"]["verdict"])
        for r in maze + puzzle
        for p in ("solve", "recognize", "generate")
        if isinstance((r.get(p) or {}).get("judge", {}).get("verdict"), bool)
    ]
    kappa = cohen_kappa(*map(list, zip(*pairs, strict=True)))
    line = next(x for x in text.splitlines() if "Cohen's kappa" in x)
    shown = "undefined (one verdict throughout)" if kappa is None else f"{kappa:.2f}"
    assert line.startswith(f"- random: Cohen's kappa {shown} on {len(pairs)} judged"), line
    assert "solve " in line and "puzzle " in line, line
    assert "## Records excluded" not in text


def test_the_puzzle_study_checks_its_judge_option() -> None:
    from experiments.puzzle.config import PuzzleConfig

    with pytest.raises(ValueError, match="judge="):
        PuzzleConfig(models=("oracle",), out_dir="x", judge=3)  # type: ignore[arg-type]
