"""One three-phase trial against offline clients and small scripted fakes."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence

import numpy as np
import pytest

from agents.base import Completion
from agents.llm.offline import OracleChatClient, RandomChatClient
from agents.llm.prompt_phases import detect_phase
from agents.llm.prompts import MARKER_GENERATE, MARKER_RECOGNIZE
from agents.llm.retry import ClientError
from envs.maze_nav.generator import generate_maze
from envs.maze_nav.shapes import SHAPES
from experiments.engine.trial import TrialInterrupted
from experiments.maze.trial import run_trial, transcript_text


def _maze(shape: str, seed: int = 0):
    return generate_maze(np.random.default_rng(seed), shape, 5)


class Scripted:
    """A fake client answering each phase with a function of the last user message."""

    model = "scripted"

    def __init__(self, answer: Callable[[str, int], str]) -> None:
        self.answer = answer
        self.calls = 0
        self.seen: list[list[dict]] = []

    def complete(self, messages: Sequence[dict]) -> Completion:
        self.seen.append([dict(m) for m in messages])
        self.calls += 1
        text = self.answer(messages[-1]["content"], self.calls)
        return Completion(text=text, model=self.model, input_tokens=10, output_tokens=2,
                          latency_s=0.5, retries=1)  # fmt: skip


@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("encoding", ["matrix", "coord_list"])
def test_oracle_succeeds_in_every_phase_in_optimal_moves(shape, encoding):
    result = run_trial(OracleChatClient(), _maze(shape), encoding)
    assert result.status == "ok" and result.error is None
    assert result.solve["success"] and result.solve["failure"] is None
    assert result.solve["moves"] == result.solve["optimal_moves"] > 0
    assert result.solve["validity_rate"] == 1.0
    assert result.recognize == {
        "success": True,
        "predicted": shape,
        "strict": True,
        "strict_reason": None,
    }
    assert result.generate["success"]
    # the oracle answers in the asked format: both readings agree in every phase
    for phase in (result.solve, result.recognize, result.generate):
        assert phase["strict"] is True and phase["strict_reason"] is None
    # every move, then recognition, then generation: one user + one assistant message each
    assert len(result.messages) == 2 * (result.solve["moves"] + 2)
    assert [m["role"] for m in result.messages[:2]] == ["user", "assistant"]


def test_nonsense_fails_solve_with_no_coordinate_and_still_runs_phases_2_and_3():
    client = Scripted(lambda prompt, n: "I like turtles.")
    result = run_trial(client, _maze("spiral"), "matrix")
    assert result.solve["success"] is False
    assert result.solve["failure"] == "invalid_move"
    assert result.solve["invalid_reason"] == "no_coordinate"
    assert result.solve["moves"] == 1 and result.solve["valid_moves"] == 0
    assert result.solve["validity_rate"] == 0.0
    assert result.recognize == {
        "success": False,
        "predicted": "none",
        "strict": False,
        "strict_reason": "format",
    }
    assert result.generate["success"] is False and result.generate["valid_format"] is False
    assert result.solve["strict"] is False and result.solve["strict_reason"] == "format"
    assert client.calls == 3
    assert MARKER_RECOGNIZE in result.messages[2]["content"]
    assert MARKER_GENERATE in result.messages[4]["content"]


def test_same_conversation_carries_over_between_phases():
    client = Scripted(lambda prompt, n: "MOVE: (9, 9)")
    run_trial(client, _maze("C"), "coord_list")
    first, _, last = client.seen[0], client.seen[1], client.seen[2]
    assert len(last) == 5 and last[0] == first[0]
    assert detect_phase(last[-1]["content"]) == "generate"


def test_wall_move_is_typed():
    maze = _maze("square")
    wall = tuple(int(v) for v in np.argwhere(~maze.corridors)[0])
    r, c = wall
    # the first wall cell: next to the start (wall), diagonal to it (not_allowed: a square maze
    # is 4-directional) or further away (not_adjacent)
    result = run_trial(Scripted(lambda p, n: f"MOVE: ({r}, {c})"), maze, "matrix")
    assert result.solve["failure"] == "invalid_move"
    assert result.solve["invalid_reason"] in ("wall", "not_allowed", "not_adjacent")


def test_going_back_and_forth_hits_max_moves():
    maze = _maze("square")
    start = maze.start
    nbr = next(
        (start[0] + dr, start[1] + dc)
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
        if 0 <= start[0] + dr < 5 and 0 <= start[1] + dc < 5
        and maze.corridors[start[0] + dr, start[1] + dc]
        and (start[0] + dr, start[1] + dc) != maze.goal
    )  # fmt: skip

    def answer(prompt: str, n: int) -> str:
        cell = nbr if n % 2 == 1 else start
        return f"MOVE: ({cell[0]}, {cell[1]})"

    result = run_trial(Scripted(answer), maze, "matrix", max_moves=6)
    assert result.solve["failure"] == "max_moves"
    assert result.solve["moves"] == 6 and result.solve["valid_moves"] == 6
    assert result.solve["validity_rate"] == 1.0
    assert result.recognize is not None and result.generate is not None


def test_costs_are_summed_over_calls():
    result = run_trial(Scripted(lambda p, n: "no"), _maze("Z"), "matrix")
    assert (result.calls, result.tokens_in, result.tokens_out, result.retries) == (3, 30, 6, 3)
    assert result.latency_s == pytest.approx(1.5)


def test_client_error_makes_an_error_trial_with_the_reason():
    def answer(prompt: str, n: int) -> str:
        if n == 2:
            raise ClientError("rate limited", code="retry_budget_exhausted", status=429)
        return "nothing"

    result = run_trial(Scripted(answer), _maze("cross"), "matrix")
    assert result.status == "error"
    assert "retry_budget_exhausted" in result.error and "429" in result.error
    assert result.solve is not None and result.solve["invalid_reason"] == "no_coordinate"
    assert result.recognize is None and result.generate is None
    text = transcript_text(result)
    assert "ERROR: " in text
    assert text.rstrip().endswith(
        "SOLVE: FAIL (strict: FAIL, format)\nRECOGNIZE: FAIL\nGENERATE: FAIL"
    )


def test_stop_event_abandons_the_trial():
    stop = threading.Event()
    stop.set()
    with pytest.raises(TrialInterrupted):
        run_trial(OracleChatClient(), _maze("C"), "matrix", stop=stop)


def test_transcript_holds_every_turn_in_order_and_ends_with_the_verdicts():
    result = run_trial(OracleChatClient(), _maze("triangle"), "coord_list")
    text = transcript_text(result, {"model": "oracle"})
    assert text.startswith(
        "# model: oracle\n# verdicts: solve SUCCESS (strict: SUCCESS); "
        "recognize SUCCESS (strict: SUCCESS); generate SUCCESS (strict: SUCCESS)\n"
    )
    positions = [text.index(m["content"]) for m in result.messages]
    assert positions == sorted(positions)
    assert text.rstrip().splitlines()[-3:] == [
        "SOLVE: SUCCESS (strict: SUCCESS)",
        "RECOGNIZE: SUCCESS (strict: SUCCESS)",
        "GENERATE: SUCCESS (strict: SUCCESS)",
    ]


def test_random_client_is_scored_without_crashing():
    for seed in range(5):
        result = run_trial(RandomChatClient(seed), _maze("Z", seed), "coord_list")
        assert result.status == "ok"
        assert 1 <= result.solve["moves"] <= 16
        assert result.recognize["predicted"] in SHAPES


def test_bad_arguments():
    maze = _maze("C")
    with pytest.raises(ValueError, match="encoding='grid'"):
        run_trial(OracleChatClient(), maze, "grid")
    with pytest.raises(ValueError, match="max_moves=0"):
        run_trial(OracleChatClient(), maze, "matrix", max_moves=0)
