"""The RotationPuzzle-v0 gymnasium environment: a thin stateful shell around the pure logic."""

from __future__ import annotations

from typing import Any, ClassVar

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from envs.checks import (
    MaxStepsAlias,
    check_action,
    check_choice,
    check_int,
    check_seed,
    renamed_keyword,
)
from envs.rotation_puzzle import text
from envs.rotation_puzzle.generator import DIFFICULTIES, check_difficulty, generate_puzzle
from envs.rotation_puzzle.logic import (
    PuzzleState,
    apply_action,
    check_grid,
    is_solved,
    min_turns,
    openings,
)
from envs.rotation_puzzle.render import CANVAS_SIZE, render_frame
from envs.viewer import FrameWindow, render_output

OBSERVATIONS = ("rgb", "state", "text")
# Each step is one quarter-turn; the 2×2 needs at most 8 and a hard 8×8 at most 128.
MAX_MOVES = 200
WINDOW_TITLE = "RotationPuzzle-v0"


class RotationPuzzleEnv(MaxStepsAlias, gym.Env):
    """
    ## Description
    A grid of squares, each carrying a pipe piece, that are turned 90° at a time until every
    pipe end meets a pipe end of the neighbouring square, none points off the grid and all
    squares form one connected network.

    The default is the specification's puzzle (`grid=(2, 2)`): four L-shaped pipes (top-right,
    right-bottom, bottom-left, left-top) that close one loop when every square is at its target
    angle 0°. Other grids are Net-style puzzles built from a random spanning tree over the cells
    (pieces: end, straight, L, T), with exactly one solved picture.

    Frames follow the specification's visual specification to the pixel: a 768×512 canvas, background
    `#f8fafc`, 140 px squares with 20 px spacing centred on the canvas (larger grids shrink the
    squares to fit), blue `#3b82f6` pipes from each square's centre to the middle of its
    connected sides, no labels, borders or connecting lines.

    ## Action Space
    `Discrete(2 × squares)`; squares are numbered row-major from the top left.

    | Action    | Effect                                         |
    |-----------|------------------------------------------------|
    | `2 i`     | turn square `i` 90° clockwise                  |
    | `2 i + 1` | turn square `i` 90° counter-clockwise          |

    For the 2×2 puzzle that is `Discrete(8)`. An action is a Python or numpy integer (or a 0-d
    integer array) in that range; anything else — out of range, a bool, a float, a string, a
    list, None — raises `ValueError` naming the action and the allowed range, as MazeNav-v0
    does.

    ## Observation Space
    Chosen with `observation=`:

    - `"rgb"` (default): the rendered frame, `Box(0, 255, (512, 768, 3), uint8)`.
    - `"state"`: `Dict` of integer arrays (for RL):
      `"angles"` `MultiDiscrete([4] * n)` (each square's clockwise angle in quarter-turns),
      `"patterns"` `MultiBinary((n, 4))` (connections `[top, right, bottom, left]` at 0°),
      `"openings"` `MultiBinary((n, 4))` (connections at the current angles).
    - `"text"`: one line per square giving its row, column and current pipe openings in words
      (`gymnasium.spaces.Text`), for language models.

    ## Starting State
    A generated puzzle that is never solved: `difficulty` sets how many squares start turned
    away from 0° (by 90°, 180° or 270°, always to a visibly different picture):

    | Difficulty | Squares turned (2×2) | Larger grids (n squares) |
    |------------|----------------------|--------------------------|
    | easy       | 1–2                  | n/4 – n/2                |
    | medium     | 2–3                  | n/2 – 3n/4               |
    | hard       | 3–4                  | 3n/4 – n                 |

    `reset(options={"state": PuzzleState(...)})` replays a given puzzle instead (one with the
    env's grid and a solution, else `ValueError`). `options` is None or a dict with no key but
    `"state"`; `seed` is None or an integer >= 0.

    ## Rewards
    1 on the step that solves the puzzle, 0 otherwise.

    ## Episode End
    - Termination: the puzzle is solved.
    - Truncation: `max_moves` turns (200 by default) without solving it. The env owns this
      limit: RotationPuzzle-v0 is registered without `max_episode_steps`, so `gym.make` adds no
      `TimeLimit` of its own and `gym.make("RotationPuzzle-v0", max_moves=300)` plays 300 turns.

    ## Information
    `info` after `reset` and every `step`:

    - `"angles"`: tuple of each square's clockwise angle in degrees.
    - `"patterns"`: tuple of each square's `(top, right, bottom, left)` connections at 0°.
    - `"solved"`: whether the puzzle is solved.
    - `"min_turns"`: fewest quarter-turns still needed (0 when solved).
    - `"difficulty"`: the difficulty the puzzle was drawn at (None for a replayed puzzle).
    - `"action_mask"`: int8 array of ones (every turn is always allowed).

    ## Arguments
    ```python
    import gymnasium as gym
    import envs  # registers the environments

    env = gym.make("RotationPuzzle-v0", grid=(2, 2), difficulty="medium", observation="rgb")
    ```

    - `grid`: `(rows, cols)`, 1–8 each with at least 2 squares; default `(2, 2)`.
    - `difficulty`: `"easy"`, `"medium"` (default) or `"hard"`.
    - `observation`: `"rgb"` (default), `"state"` or `"text"`.
    - `render_mode`: `None`, `"rgb_array"` (the frame), `"human"` (a pygame window) or
      `"ansi"` (the text observation).
    - `max_moves`: the turn limit, enforced by the env itself (None: 200,
      `envs.rotation_puzzle.env.MAX_MOVES`); `env.unwrapped.max_moves` is the limit in force.
      `gym.make("RotationPuzzle-v0", max_episode_steps=N)` is gymnasium's own keyword: a
      `TimeLimit(N)` on top of `max_moves`, so the episode ends at whichever comes first; give
      `max_moves` to change the limit.
    - `max_steps`: deprecated alias of `max_moves` (keyword only; a `DeprecationWarning`; giving
      both is a `ValueError`).

    Integer arguments take Python or numpy integers, never bools, floats or strings (`grid`
    too: `("2", "2")`, `"22"`, `(2.5, 2)` and `(True, 2)` are refused). A bad argument raises
    `ValueError` at construction naming it, its value and what is allowed.

    Play it yourself with `python -m envs.play RotationPuzzle-v0` (click a square to turn it
    clockwise, right-click to turn it back).

    ## Version History
    - v0: initial release. The turn limit is now `max_moves`, the name the maze and the chat
      wrappers use (`max_steps` still works, deprecated). Later: arguments and actions are
      checked as MazeNav-v0 checks them (a bool action or `grid=("2", "2")` was accepted).
      Then: registered without `max_episode_steps` (it was 200): the env's `max_moves` (default
      200) is the only limit, so `max_moves` above 200 is no longer cut at 200 by a
      `TimeLimit`, `env.spec.max_episode_steps` is None, and `env.unwrapped.max_moves` is 200,
      not None, when none is given. Default episodes play as before, except that a turn
      solving the puzzle on the 200th turn is now only terminated (the `TimeLimit` also
      flagged it truncated).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["human", "rgb_array", "ansi"],
        "render_fps": 4,
    }

    def __init__(
        self,
        grid: tuple[int, int] = (2, 2),
        difficulty: str = "medium",
        observation: str = "rgb",
        render_mode: str | None = None,
        max_moves: int | None = None,
        *,
        max_steps: int | None = None,
    ) -> None:
        max_moves = renamed_keyword("max_steps", max_steps, "max_moves", max_moves)
        self.grid = check_grid(grid)
        self.difficulty = check_difficulty(difficulty)
        check_choice("observation", observation, OBSERVATIONS)
        check_choice("render_mode", render_mode, [*self.metadata["render_modes"], None])
        check_int("max_moves" if max_steps is None else "max_steps", max_moves, optional=True)
        self.observation = observation
        self.render_mode = render_mode
        self.max_moves: int = MAX_MOVES if max_moves is None else int(max_moves)
        n = self.grid[0] * self.grid[1]
        self.num_squares = n
        self.action_space = spaces.Discrete(2 * n)
        if observation == "rgb":
            width, height = CANVAS_SIZE
            self.observation_space = spaces.Box(0, 255, (height, width, 3), dtype=np.uint8)
        elif observation == "state":
            self.observation_space = spaces.Dict(
                {
                    "angles": spaces.MultiDiscrete(np.full(n, 4, dtype=np.int64)),
                    "patterns": spaces.MultiBinary([n, 4]),
                    "openings": spaces.MultiBinary([n, 4]),
                }
            )
        else:
            self.observation_space = spaces.Text(
                max_length=text.max_length(n), charset=text.CHARSET
            )
        self.state: PuzzleState | None = None
        self._episode_difficulty: str | None = None
        self._steps = 0
        self._viewer = FrameWindow(WINDOW_TITLE, self.metadata["render_fps"])

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        super().reset(seed=check_seed(seed))
        if options is not None and not isinstance(options, dict):
            raise ValueError(
                f"options={options!r} is not allowed; allowed: None or a dict such as "
                "{'state': PuzzleState(...)}"
            )
        unknown = sorted(map(repr, set(options or {}) - {"state"}))
        if unknown:
            raise ValueError(
                f"options has unknown keys {', '.join(unknown)}; allowed: 'state' "
                "(a puzzle to replay)"
            )
        given = (options or {}).get("state")
        if given is not None:
            if not isinstance(given, PuzzleState) or given.grid != self.grid:
                raise ValueError(
                    f"options['state'] must be a PuzzleState with grid {self.grid}, got {given!r}"
                )
            min_turns(given)  # raises ValueError for a puzzle without a solution
            self.state = given
            self._episode_difficulty = None
        else:
            self.state = generate_puzzle(self.np_random, self.grid, self.difficulty)
            self._episode_difficulty = self.difficulty
        self._steps = 0
        if self.render_mode == "human":
            self.render()
        return self._observe(), self._info()

    def step(self, action: int) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if self.state is None:
            raise RuntimeError("call reset() before step()")
        action = check_action(action, 2 * self.num_squares)
        self.state = apply_action(self.state, action)
        self._steps += 1
        solved = is_solved(self.state)
        truncated = not solved and self._steps >= self.max_moves
        if self.render_mode == "human":
            self.render()
        return self._observe(), 1.0 if solved else 0.0, solved, truncated, self._info()

    def render(self) -> np.ndarray | str | None:
        return render_output(
            self.render_mode,
            ready=self.state is not None,
            ansi=lambda: text.encode_text(self.state),
            frame=lambda: render_frame(self.state),
            window=self._viewer,
        )

    def close(self) -> None:
        self._viewer.close()

    def _observe(self) -> Any:
        assert self.state is not None
        if self.observation == "rgb":
            return render_frame(self.state)
        if self.observation == "state":
            return {
                "angles": np.array(self.state.quarter_turns, dtype=np.int64),
                "patterns": np.array(self.state.patterns, dtype=np.int8),
                "openings": openings(self.state).astype(np.int8),
            }
        return text.encode_text(self.state)

    def _info(self) -> dict[str, Any]:
        assert self.state is not None
        return {
            "angles": self.state.angles,
            "patterns": self.state.patterns,
            "solved": is_solved(self.state),
            "min_turns": min_turns(self.state),
            "difficulty": self._episode_difficulty,
            "action_mask": np.ones(2 * self.num_squares, dtype=np.int8),
        }


__all__ = ["DIFFICULTIES", "OBSERVATIONS", "RotationPuzzleEnv"]
