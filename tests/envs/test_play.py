"""The human game: key mapping, scripted play (headless) and recorded trials."""

from __future__ import annotations

import itertools
import json

import pytest

from envs.maze_nav.logic import Action, shortest_path
from envs.maze_nav.play import KEY_ACTIONS, action_for_key, play
from envs.play import PLAYERS, main


def test_keys_map_to_actions_and_respect_the_action_space():
    assert action_for_key("up", 4) == Action.UP
    assert action_for_key("q", 8) == Action.UP_LEFT
    assert action_for_key("q", 4) is None
    assert action_for_key("x", 8) is None
    assert len(set(KEY_ACTIONS.values())) == 8


def test_scripted_game_solves_a_maze_and_records_it(tmp_path):
    import gymnasium as gym

    env = gym.make("MazeNav-v0", shape="spiral")
    _, info = env.reset(seed=4)
    maze = env.unwrapped.maze
    path = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    names = {
        tuple(v): k
        for k, v in {"up": (-1, 0), "right": (0, 1), "down": (1, 0), "left": (0, -1)}.items()
    }
    keys = [names[(b[0] - a[0], b[1] - a[1])] for a, b in itertools.pairwise(path)]
    log = tmp_path / "human.jsonl"
    records = play(shape="spiral", seed=4, record=log, events=[*keys, "quit"])
    assert len(records) == 1
    solve = records[0]["solve"]
    assert solve["success"] and solve["moves"] == solve["optimal_moves"] == info["optimal_moves"]
    assert json.loads(log.read_text().splitlines()[0])["model"] == "human"


def test_invalid_key_press_is_an_invalid_move_record():
    records = play(shape="square", seed=0, events=["left", "left", "left", "left", "left", "quit"])
    assert records and records[0]["solve"]["failure"] in {"invalid_move", "max_moves"}
    assert not records[0]["solve"]["success"]


def test_cli_registry_and_bad_arguments(capsys):
    assert set(PLAYERS) == {"MazeNav-v0", "RotationPuzzle-v0"}
    with pytest.raises(SystemExit) as exit_info:
        main(["MazeNav-v0", "--shape", "hexagon"])
    assert exit_info.value.code == 2
    assert "shape='hexagon'" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "culprit"),
    [
        (["MazeNav-v0", "--seed", "-1"], "argument --seed: '-1' is not allowed"),
        (["MazeNav-v0", "--seed", "x"], "allowed: an integer >= 0"),
        (["MazeNav-v0", "--size", "3"], "size=3 is not allowed"),
        (["MazeNav-v0", "--size", "99"], "size=99 is not allowed"),
        (["MazeNav-v0", "--record", "{tmp}"], "--record='{tmp}' is a folder"),
        (["MazeNav-v0", "--record", "{tmp}/f/x.jsonl"], "a file"),
        (["MazeNav-v0", "--record", ""], "--record='' is not allowed"),
        (["RotationPuzzle-v0", "--record", "{tmp}/x.jsonl"], "--record is for MazeNav-v0 only"),
        (["RotationPuzzle-v0", "--grid", "0x2"], "grid"),
        (["RotationPuzzle-v0", "--grid", "axb"], "--grid='axb' is not ROWSxCOLS"),
        (["RotationPuzzle-v0", "--difficulty", "extreme"], "difficulty"),
        # issue 27: another env's options were ignored
        (["RotationPuzzle-v0", "--shape", "spiral"], "--shape is for MazeNav-v0 only"),
        (["RotationPuzzle-v0", "--size", "7"], "--size is for MazeNav-v0 only"),
        (["MazeNav-v0", "--grid", "3x3"], "--grid is for RotationPuzzle-v0 only"),
        (["MazeNav-v0", "--difficulty", "easy"], "--difficulty is for RotationPuzzle-v0 only"),
    ],
)
def test_cli_refuses_bad_input_before_the_window_opens(tmp_path, capsys, argv, culprit):
    (tmp_path / "f").write_text("")
    argv = [a.replace("{tmp}", str(tmp_path)) for a in argv]
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    err = capsys.readouterr().err
    assert exit_info.value.code == 2
    assert culprit.replace("{tmp}", str(tmp_path)) in err
    assert "Traceback" not in err


def test_no_display_is_one_line_at_once(monkeypatch, capsys):
    """Without a display SDL tried for about 30 s; now the command says why at once (exit 1)."""
    import sys
    import time

    from envs.play import display_problem

    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(name, raising=False)
    if not sys.platform.startswith("linux"):
        assert display_problem() is None
        return
    began = time.monotonic()
    assert main(["MazeNav-v0", "--shape", "spiral"]) == 1
    err = capsys.readouterr().err
    assert time.monotonic() - began < 5
    assert "no display" in err and "DISPLAY" in err and "Traceback" not in err
    assert display_problem({"DISPLAY": ":0"}) is None
    assert display_problem({"SDL_VIDEODRIVER": "dummy"}) is None
