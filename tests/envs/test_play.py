"""The human game: key mapping, scripted play (headless), recorded trials and what the window
says (the rule, moves left, why an episode ended, and the wait for a key before the next one)."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest

from envs.maze_nav.logic import Action, shortest_path
from envs.maze_nav.play import (
    ENDED_KEYS,
    GOAL_REACHED,
    HELP,
    KEY_ACTIONS,
    NO_MOVES_LEFT,
    NOT_ALLOWED_MOVE,
    PLAYING_KEYS,
    REASON_WORDS,
    REFUSALS,
    RULES,
    STATUS_LINES,
    action_for_key,
    end_message,
    play,
    status_lines,
)
from envs.play import PLAYERS, main
from envs.rotation_puzzle import play as puzzle_play
from envs.rotation_puzzle.logic import solve


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
        # another env's options were ignored
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


def _no_window_opened(monkeypatch):
    """Fail the test if the game starts (it would open SDL's window and wait for keys)."""
    import envs.play

    def started(target):
        raise AssertionError(f"the game {target} was started")

    monkeypatch.setattr(envs.play, "_load", started)


def test_no_display_is_one_line_at_once(monkeypatch, capsys):
    """Without a display SDL tried for about 30 s; now the command says why at once (exit 1)."""
    import sys

    from envs.play import display_problem

    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(name, raising=False)
    if not sys.platform.startswith("linux"):
        assert display_problem() is None
        return
    _no_window_opened(monkeypatch)
    assert main(["MazeNav-v0", "--shape", "spiral"]) == 1
    err = capsys.readouterr().err
    assert "no display" in err and "DISPLAY" in err and "Traceback" not in err
    assert display_problem({"DISPLAY": ":0"}) is None


@pytest.mark.parametrize("driver", ["dummy", "offscreen"])
def test_a_headless_video_driver_is_one_line_not_an_invisible_game(monkeypatch, capsys, driver):
    """The Makefile exports SDL_VIDEODRIVER=dummy: the game would run on, drawing nowhere,
    until killed; it says so and exits 1, even with a display."""
    monkeypatch.setenv("SDL_VIDEODRIVER", driver)
    monkeypatch.setenv("DISPLAY", ":0")
    _no_window_opened(monkeypatch)
    assert main(["RotationPuzzle-v0"]) == 1
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert f"SDL_VIDEODRIVER={driver!r} opens no window anyone can see" in line


# -- what the window says -------------------------------------------------------------------------


def _maze_env(**kwargs):
    import gymnasium as gym

    return gym.make("MazeNav-v0", **kwargs)


# A replayed 5×5 maze: P in the top-left corner, a wall to its right, G two cells down.
CORNER_MAZE = [[2, 0, 0, 0, 0], [1, 0, 0, 0, 0], [3, 0, 0, 0, 0], [0] * 5, [0] * 5]


@pytest.mark.parametrize(("shape", "connectivity"), [("square", 4), ("cross", 8)])
def test_status_says_the_rule_moves_left_and_the_keys(shape, connectivity):
    env = _maze_env(shape=shape)
    _, info = env.reset(seed=0)
    assert info["connectivity"] == connectivity
    lines = status_lines(info, env.unwrapped.max_moves, over=False)
    assert len(lines) == STATUS_LINES
    assert lines[0].startswith(f"{connectivity} directions") and "arrow keys" in lines[0]
    assert ("Q E Z C" in lines[0]) == (connectivity == 8)
    assert lines[1] == "Moves left: 16"
    assert "Esc: quit" in lines[-1] and "R: new maze" in lines[-1]


@pytest.mark.parametrize("max_moves", [None, 30])
def test_moves_left_counts_down_with_each_move(max_moves):
    env = _maze_env(shape="spiral", max_moves=max_moves)
    _, info = env.reset(seed=4)
    limit = env.unwrapped.max_moves
    maze = env.unwrapped.maze
    path = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    deltas = {(-1, 0): 0, (0, 1): 1, (1, 0): 2, (0, -1): 3}
    seen = [status_lines(info, limit, over=False)[1]]
    for a, b in itertools.pairwise(path[:-1]):
        _, _, terminated, truncated, info = env.step(deltas[(b[0] - a[0], b[1] - a[1])])
        assert not (terminated or truncated)
        seen.append(status_lines(info, limit, over=False)[1])
    assert seen == [f"Moves left: {limit - k}" for k in range(len(path) - 1)]


@pytest.mark.parametrize(
    ("actions", "max_moves", "sentence", "meaning"),
    [
        (
            [1],
            None,
            "That move was not allowed (that cell is a wall); this maze is over.",
            "into a wall",
        ),
        (
            [0],
            None,
            "That move was not allowed (that cell is off the grid); this maze is over.",
            "off the grid",
        ),
        ([2, 0], 2, "No moves left; this maze is over.", "at most 2 moves"),  # down, back up
        ([2, 2], None, "You reached the goal!", "In 2 moves (fewest: 2)"),
    ],
)
def test_each_way_a_maze_ends_has_the_browser_study_sentence(actions, max_moves, sentence, meaning):
    env = _maze_env(max_moves=max_moves)
    _, info = env.reset(seed=0, options={"maze": np.array(CORNER_MAZE)})
    for a in actions:
        _, _, terminated, truncated, info = env.step(a)
    assert terminated or truncated
    lines = status_lines(info, env.unwrapped.max_moves, over=True)
    assert lines[2] == sentence and meaning in lines[3]
    assert lines[-1] == ENDED_KEYS and "Esc: quit" in lines[-1]
    assert end_message(info, env.unwrapped.max_moves) == lines[2:4]


def test_a_maze_in_play_has_no_end_message():
    env = _maze_env(shape="square")
    _, info = env.reset(seed=0)
    with pytest.raises(ValueError, match="still in play"):
        end_message(info, 16)


def test_every_reason_the_env_reports_has_words():
    from envs.maze_nav.constants import INTO_WALL, NOT_ALLOWED, OUT_OF_BOUNDS

    assert set(REASON_WORDS) == set(REFUSALS) == {INTO_WALL, NOT_ALLOWED, OUT_OF_BOUNDS}


def test_the_browser_study_says_the_same_words():
    """The page cannot import the Python table: the sentences are checked against its source."""
    from pathlib import Path

    import envs

    static = Path(envs.__file__).parent.parent / "experiments" / "human" / "static"
    app = (static / "app.js").read_text(encoding="utf-8")
    for sentence in (GOAL_REACHED, NO_MOVES_LEFT, "Moves left: "):
        assert sentence in app
    before, _, after = NOT_ALLOWED_MOVE.partition("({reason})")
    assert f'"{before}(" + (REFUSALS[s.invalid_reason] || s.invalid_reason) +' in app
    assert f'"){after}"' in app
    for reason, words in REFUSALS.items():
        assert f'{reason}: "{words}"' in app, reason
    assert "Turns left: " in app and "The last puzzle is solved!" in app
    assert "No turns were left for the last puzzle." in app
    assert puzzle_play.SOLVED.replace("The puzzle", "The last puzzle") in app
    assert puzzle_play.NO_TURNS_LEFT.replace("this puzzle", "the last puzzle") in app


def _shown(monkeypatch):
    """Every status the window shows, in order (the real window still draws, headless)."""
    from envs.viewer import FrameWindow

    shown: list[tuple[str, ...]] = []
    original = FrameWindow.show

    def show(self, frame, status=()):
        shown.append(tuple(status))
        original(self, frame, status)

    monkeypatch.setattr(FrameWindow, "show", show)
    return shown


def test_a_diagonal_in_a_4_direction_maze_says_why_and_waits(monkeypatch):
    """With random shapes the keys move 8 ways; Q in a 4-direction maze ends it, with words."""
    shown = _shown(monkeypatch)
    env = _maze_env()
    _, info = env.reset(seed=1)
    assert info["connectivity"] == 4 and env.action_space.n == 8
    stray = ["left", "up", "q", "x"] * 5
    records = play(seed=1, events=["q", *stray, "quit"])
    assert len(records) == 1  # the stray keys played no next maze
    assert records[0]["solve"]["invalid_reason"] == "not_allowed"
    end = "That move was not allowed (this maze allows no diagonal steps); this maze is over."
    assert shown[0][2] == HELP[0]
    assert all(s[2] == end and s[1] == "Moves left: 15" for s in shown[1:])
    assert len(shown) == 1 + 1 + len(stray)


@pytest.mark.parametrize("key", ["return", "space", "enter"])
def test_enter_or_space_brings_the_next_maze(monkeypatch, key):
    shown = _shown(monkeypatch)
    records = play(seed=1, events=["q", "left", key, "quit"])
    assert len(records) == 1
    assert [s[2] == HELP[0] for s in shown] == [True, False, False, True]
    assert shown[-1][1] == "Moves left: 16" and shown[-1][-1] == PLAYING_KEYS


def test_the_loop_waits_for_a_real_key_press_after_a_maze_ends(monkeypatch):
    """Driven through pygame's own event queue, as a person's keys arrive."""
    pygame = pytest.importorskip("pygame")
    shown = _shown(monkeypatch)
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    for key in (pygame.K_q, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RETURN, pygame.K_ESCAPE):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key))
    records = play(seed=1)
    assert len(records) == 1 and records[0]["solve"]["invalid_reason"] == "not_allowed"
    assert [s[2] == HELP[0] for s in shown] == [True, False, False, False, True]
    assert not pygame.display.get_init()


def test_status_lines_fit_under_the_frame():
    pygame = pytest.importorskip("pygame")
    from envs.viewer import STATUS_FONT_SIZE, STATUS_MARGIN

    lines = [
        *RULES.values(),
        *HELP,
        *REASON_WORDS.values(),
        PLAYING_KEYS,
        ENDED_KEYS,
        GOAL_REACHED,
        NO_MOVES_LEFT,
        NOT_ALLOWED_MOVE.format(reason=REFUSALS["out_of_bounds"]),
        puzzle_play.RULE,
        puzzle_play.HELP,
        puzzle_play.PLAYING_KEYS,
        puzzle_play.ENDED_KEYS,
        puzzle_play.TURNS_LEFT.format(turns_left=200, min_turns=128),
        puzzle_play.SOLVED,
        puzzle_play.NO_TURNS_LEFT,
    ]
    pygame.font.init()
    try:
        font = pygame.font.Font(None, STATUS_FONT_SIZE)
        widest = max(font.size(line)[0] for line in lines)
    finally:
        pygame.font.quit()
    assert widest <= 768 - 2 * STATUS_MARGIN


def test_the_window_draws_the_status_under_an_unchanged_frame():
    pygame = pytest.importorskip("pygame")
    from envs.viewer import FrameWindow

    env = _maze_env(shape="spiral", render_mode="rgb_array")
    env.reset(seed=4)
    frame = env.render()
    window = FrameWindow("test", fps=0, status_lines=2)
    with pytest.raises(ValueError, match="room for 2"):
        window.show(frame, ("a", "b", "c"))
    window.show(frame, ("Moves left: 16", "x"))
    try:
        shown = pygame.surfarray.array3d(pygame.display.get_surface()).swapaxes(0, 1)
    finally:
        window.close()
    assert shown.shape[0] > frame.shape[0]
    assert np.array_equal(shown[: frame.shape[0]], frame)
    assert not np.all(shown[frame.shape[0] :] == shown[-1, -1])  # some text was drawn
    assert not pygame.display.get_init()


# -- RotationPuzzle-v0 ----------------------------------------------------------------------------


def _click(pygame, square, button=1):
    from envs.rotation_puzzle.render import square_boxes

    x0, y0, _, _ = square_boxes((2, 2))[square]
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x0 + 3, y0 + 3), button=button)


def test_puzzle_status_counts_turns_and_says_why_it_ended():
    from envs.rotation_puzzle.env import RotationPuzzleEnv

    env = RotationPuzzleEnv(observation="state")
    _, info = env.reset(seed=3)
    lines = puzzle_play.status_lines(info, 0, env.max_moves, over=False)
    assert len(lines) == puzzle_play.STATUS_LINES
    assert "clockwise" in lines[0] and "right-click" in lines[0]
    assert lines[1].startswith("Turns left: 200") and str(info["min_turns"]) in lines[1]
    assert "N: new puzzle" in lines[-1] and "Esc" in lines[-1]
    assert puzzle_play.status_lines(info, 5, env.max_moves, over=False)[1].startswith(
        "Turns left: 195"
    )
    assert puzzle_play.status_lines(info, 200, 200, over=True)[2] == puzzle_play.NO_TURNS_LEFT
    for action in solve(env.state):
        _, _, terminated, _, info = env.step(action)
    assert terminated
    lines = puzzle_play.status_lines(info, 4, env.max_moves, over=True)
    assert lines[2] == "The puzzle is solved!" and lines[-1] == puzzle_play.ENDED_KEYS


def test_puzzle_out_of_turns_waits_for_a_key(monkeypatch):
    """Out of turns, a click turns nothing and the message stays until Enter."""
    pygame = pytest.importorskip("pygame")
    from envs.rotation_puzzle.env import RotationPuzzleEnv

    env = RotationPuzzleEnv(observation="state")
    _, info = env.reset(seed=3)
    square = next(i for i, a in enumerate(info["angles"]) if a == 0)  # turning it unsolves
    shown = _shown(monkeypatch)
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    events = [
        _click(pygame, square, 1),
        _click(pygame, square, 3),  # back: not solved, and no turns left
        _click(pygame, square, 1),  # ignored
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT),  # ignored
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN),
        pygame.event.Event(pygame.QUIT),
    ]
    for event in events:
        pygame.event.post(event)
    finished = puzzle_play.play(seed=3, max_moves=2)
    assert finished == [{"solved": False, "turns": 2}]
    ended = [i for i, s in enumerate(shown) if s[2] == puzzle_play.NO_TURNS_LEFT]
    assert len(ended) == 1 and shown[ended[0]][1].startswith("Turns left: 0")
    assert shown[-1][1].startswith("Turns left: 2") and shown[-1][2] == puzzle_play.HELP
    assert len(shown) == ended[0] + 2  # nothing drawn between the end and the next puzzle
    assert not pygame.display.get_init()


def test_puzzle_solved_says_so(monkeypatch):
    pygame = pytest.importorskip("pygame")
    from envs.rotation_puzzle.env import RotationPuzzleEnv

    env = RotationPuzzleEnv(observation="state")
    env.reset(seed=3)
    shown = _shown(monkeypatch)
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    for action in solve(env.state):
        pygame.event.post(_click(pygame, action // 2, 1 if action % 2 == 0 else 3))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    finished = puzzle_play.play(seed=3)
    assert finished == [{"solved": True, "turns": len(solve(env.state))}]
    assert shown[-1][2] == "The puzzle is solved!"
