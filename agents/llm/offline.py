"""Chat clients that need no network: for tests, the demo, baselines and offline replays.

All three implement :class:`agents.base.ChatClient` and read nothing but the conversation:

* :class:`OracleChatClient` answers every phase correctly: the next move of a shortest path
  (mazes; the whole path when a one-shot prompt asks for it) or a rotation that fixes a piece (puzzles), the true shape, and a different valid maze
  of the same shape and size in the same encoding.
* :class:`RandomChatClient` answers a random neighbouring cell (a random walk from the player
  when a one-shot prompt asks for the whole path), a random shape name, a random grid.
* :class:`ReplayClient` answers from a list of replies or a recorded transcript.

They are safe to call from several threads at once. What they read from the conversation (the
last maze, the last board, the stated connectivity) comes from :mod:`agents.llm.conversation`.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from agents.base import Completion, Message
from agents.llm import prompt_phases, prompts
from agents.llm.conversation import (
    conversation_connectivity,
    last_user_text,
    latest_board,
    latest_maze,
    latest_maze_image,
    message_text,
    user_images,
    user_texts,
)
from agents.llm.retry import ClientError


def _latest_maze_any(messages: Sequence[Message]) -> tuple[np.ndarray, str] | None:
    """The last maze shown as text, else the last maze picture read back with the package's
    frame reader (``--encoding image``: a picture it cannot read leaves the maze unknown, so a
    broken frame shows up as a failed trial). A picture's maze is answered in the matrix format,
    which the image encoding's generation prompt asks for."""
    found = latest_maze(messages)
    return found if found is not None else latest_maze_image(messages)


def _seed_from(*parts: Any) -> int:
    h = hashlib.sha256(repr(parts).encode()).digest()
    return int.from_bytes(h[:8], "little")


class _OfflineClient:
    model = "offline"

    def complete(self, messages: Sequence[Message]) -> Completion:
        start = time.perf_counter()
        text = self._answer(messages)
        return Completion(
            text=text,
            model=self.model,
            input_tokens=sum(len(message_text(m).split()) for m in messages),
            output_tokens=len(text.split()),
            latency_s=time.perf_counter() - start,
            extra={"provider": "offline"},
        )

    def _answer(self, messages: Sequence[Message]) -> str:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}(model={self.model!r})"


# -- oracle ---------------------------------------------------------------------------------------


class OracleChatClient(_OfflineClient):
    """Answers every phase correctly from the conversation text alone.

    Args:
        verbose: Prefix answers with a one-line explanation (the answer line stays last).
    """

    model = "oracle"

    def __init__(self, verbose: bool = False) -> None:
        self.verbose = verbose

    def _answer(self, messages: Sequence[Message]) -> str:
        last = last_user_text(messages)
        phase = prompt_phases.detect_phase(last)
        if phase == "puzzle":
            return _puzzle_answer(messages, oracle=True, rng=None)
        found = _latest_maze_any(messages)
        if found is None:
            return "I cannot find a maze in the conversation."
        codes, encoding = found
        if phase == "recognize":
            return self._recognize(codes)
        if phase == "generate":
            return self._generate(codes, encoding)
        connectivity = conversation_connectivity(messages, codes)
        return self._solve(codes, connectivity, whole=phase == "one_shot")

    def _solve(self, codes: np.ndarray, connectivity: int, whole: bool = False) -> str:
        from envs.maze_nav.logic import GOAL, PLAYER, WALL, shortest_path

        players, goals = np.argwhere(codes == PLAYER), np.argwhere(codes == GOAL)
        if len(players) != 1 or len(goals) != 1:
            return "The maze has no single player and goal."
        start = (int(players[0][0]), int(players[0][1]))
        goal = (int(goals[0][0]), int(goals[0][1]))
        path = shortest_path(codes != WALL, start, goal, connectivity)
        if path is None or len(path) < 2:
            return "There is no path to the goal."
        if whole:
            cells = " ".join(f"({r}, {c})" for r, c in path)
            why = f"A shortest path takes {len(path) - 1} moves.\n" if self.verbose else ""
            return f"{why}PATH: {cells}"
        r, c = path[1]
        why = f"A shortest path takes {len(path) - 1} more moves.\n" if self.verbose else ""
        return f"{why}MOVE: ({r}, {c})"

    def _recognize(self, codes: np.ndarray) -> str:
        from envs.maze_nav.shape_classify import classify_shape

        shape = classify_shape(codes != 0)
        if shape is None:
            return "The corridors match none of the shapes. SHAPE: none"
        why = "The empty cells trace the outline exactly.\n" if self.verbose else ""
        return f"{why}SHAPE: {shape}"

    def _generate(self, codes: np.ndarray, encoding: str) -> str:
        new = different_maze(codes)
        if new is None:
            return "I cannot tell the shape of this maze."
        return f"{prompts.MAZE_ANSWER}\n{prompts.encode_maze(new, encoding)}"


def different_maze(codes: np.ndarray) -> np.ndarray | None:
    """A valid maze of the same shape and size as ``codes`` but not equal to it (or None)."""
    from envs.maze_nav.constants import SHAPE_CONNECTIVITY
    from envs.maze_nav.generator import generate_maze
    from envs.maze_nav.shape_classify import classify_shape

    shape = classify_shape(codes != 0)
    if shape is None:
        return None
    rng = np.random.default_rng(_seed_from(codes.tobytes(), codes.shape))
    for _ in range(64):
        maze = generate_maze(rng, shape, int(codes.shape[0]), SHAPE_CONNECTIVITY[shape])
        candidate = maze.codes()
        if not np.array_equal(candidate, codes):
            return candidate
    return None


# -- random ---------------------------------------------------------------------------------------


class RandomChatClient(_OfflineClient):
    """Random answers: a neighbouring cell (any of the 8, walls and edges included), a shape
    name, a grid with one P and one G.

    Args:
        seed: Seed of the private generator; the same seed and the same calls give the same
            answers.
    """

    model = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._rng = np.random.default_rng(seed)
        self._lock = threading.Lock()

    def _answer(self, messages: Sequence[Message]) -> str:
        from envs.maze_nav.shape_placements import SHAPES

        last = last_user_text(messages)
        phase = prompt_phases.detect_phase(last)
        with self._lock:
            if phase == "puzzle":
                return _puzzle_answer(messages, oracle=False, rng=self._rng)
            if phase == "recognize":
                names = list(SHAPES)
                return f"SHAPE: {names[int(self._rng.integers(len(names)))]}"
            found = _latest_maze_any(messages)
            size = int(found[0].shape[0]) if found is not None else 5
            if phase == "generate":
                encoding = found[1] if found is not None else "matrix"
                return f"{prompts.MAZE_ANSWER}\n{prompts.encode_maze(self._grid(size), encoding)}"
            if found is None:
                r, c = (int(v) for v in self._rng.integers(0, size, 2))
                return f"MOVE: ({r}, {c})"
            from envs.maze_nav.logic import DELTAS, PLAYER

            players = np.argwhere(found[0] == PLAYER)
            pr, pc = (int(v) for v in players[0]) if len(players) else (0, 0)
            if phase == "one_shot":  # a random walk of up to 2*size steps, walls and edges too
                cells = [(pr, pc)]
                for _ in range(int(self._rng.integers(1, 2 * size + 1))):
                    dr, dc = DELTAS[int(self._rng.integers(len(DELTAS)))]
                    cells.append((cells[-1][0] + dr, cells[-1][1] + dc))
                return "PATH: " + " ".join(f"({r}, {c})" for r, c in cells)
            dr, dc = DELTAS[int(self._rng.integers(len(DELTAS)))]
            return f"MOVE: ({pr + dr}, {pc + dc})"

    def _grid(self, size: int) -> np.ndarray:
        from envs.maze_nav.logic import CORRIDOR, GOAL, PLAYER, WALL

        grid = np.where(self._rng.random((size, size)) < 0.5, CORRIDOR, WALL).astype(np.int8)
        cells = self._rng.choice(size * size, size=2, replace=False)
        grid[divmod(int(cells[0]), size)] = PLAYER
        grid[divmod(int(cells[1]), size)] = GOAL
        return grid


# -- replay ---------------------------------------------------------------------------------------


class ReplayClient:
    """Answers with recorded replies, in order.

    Args:
        replies: The assistant replies to give, one per call.
        model: Name reported in completions.
        prompts: With ``strict``: the user message each reply answered (same length as
            ``replies``).
        strict: Check that each call's last user message equals the recorded prompt, so a
            replay against changed prompts or a changed maze fails loudly instead of silently
            answering the wrong question.

    Raises (from :meth:`complete`):
        ClientError: ``code="replay_exhausted"`` once every reply has been given;
            ``code="replay_mismatch"`` when ``strict`` and the prompt differs.
    """

    def __init__(
        self,
        replies: Sequence[str],
        *,
        model: str = "replay",
        prompts: Sequence[str] | None = None,
        strict: bool = False,
    ) -> None:
        if isinstance(replies, (str, bytes)):
            raise ValueError("replies must be a list of strings, not a single string")
        self.replies = [str(r) for r in replies]
        if strict and (prompts is None or len(prompts) != len(self.replies)):
            raise ValueError("strict=True needs one recorded prompt per reply (prompts=...)")
        self.prompts = [str(p) for p in prompts] if prompts is not None else None
        self.strict = strict
        self.model = model
        self._next = 0
        self._lock = threading.Lock()

    @classmethod
    def from_transcript(
        cls, path: str | Path, *, model: str | None = None, strict: bool = False
    ) -> ReplayClient:
        """Replay the assistant turns of a JSON transcript.

        The file holds ``{"messages": [{"role": ..., "content": ...}, ...]}`` (optionally a
        ``"model"`` name), as the experiment runner writes next to each text transcript.
        ``strict`` checks each prompt against the user message recorded before each reply.
        """
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise ValueError(f"transcript {str(path)!r} is not readable JSON: {exc}") from exc
        messages = data.get("messages") if isinstance(data, dict) else None
        if not isinstance(messages, list):
            raise ValueError(f"transcript {str(path)!r} has no 'messages' list")
        replies: list[str] = []
        asked: list[str] = []
        last_prompt = ""
        for m in messages:
            if not isinstance(m, dict):
                continue
            if m.get("role") == "user":
                last_prompt = message_text(m)
            elif m.get("role") == "assistant":
                replies.append(message_text(m))
                asked.append(last_prompt)
        name = model or (data.get("model") if isinstance(data.get("model"), str) else None)
        return cls(replies, model=name or f"replay:{path.name}", prompts=asked, strict=strict)

    @property
    def remaining(self) -> int:
        with self._lock:
            return len(self.replies) - self._next

    def complete(self, messages: Sequence[Message]) -> Completion:
        with self._lock:
            if self._next >= len(self.replies):
                raise ClientError(
                    f"all {len(self.replies)} recorded replies were used",
                    code="replay_exhausted",
                    retryable=False,
                )
            index = self._next
            recorded = self.prompts[index] if self.strict and self.prompts is not None else None
            if recorded is not None and last_user_text(messages) != recorded:
                raise ClientError(
                    f"prompt {index} differs from the recorded one",
                    code="replay_mismatch",
                    retryable=False,
                )
            self._next += 1
        return Completion(text=self.replies[index], model=self.model, extra={"provider": "replay"})

    def __repr__(self) -> str:
        return f"ReplayClient(model={self.model!r}, replies={len(self.replies)})"


# -- rotation puzzle ------------------------------------------------------------------------------


_PUZZLE_GRID_RE = re.compile(r"\b(\d{1,2})x(\d{1,2}) grid of squares\b")


def latest_board_image(
    messages: Sequence[Message],
) -> tuple[int, int, list[tuple[int, int, int, int]]] | None:
    """The board read back from the last puzzle frame a user message carried (image mode).

    The grid comes from the instructions ("a 2x2 grid of squares"), the pipes from the frame
    through :func:`envs.rotation_puzzle.decode.decode_frame`: a frame it cannot read (a broken
    picture) gives None, so the oracle fails instead of guessing.
    """
    grid = None
    for text in reversed(user_texts(messages)):
        m = _PUZZLE_GRID_RE.search(text)
        if m:
            grid = (int(m.group(1)), int(m.group(2)))
            break
    if grid is None:
        return None
    png = next(user_images(messages), None)
    return None if png is None else _read_board_png(png, grid)


def _read_board_png(
    png: Any, grid: tuple[int, int]
) -> tuple[int, int, list[tuple[int, int, int, int]]] | None:
    from PIL import Image

    from envs.rotation_puzzle.decode import decode_frame

    try:
        with Image.open(io.BytesIO(bytes(png))) as image:
            frame = np.asarray(image.convert("RGB"))
        reading = decode_frame(frame, grid)
    except (OSError, ValueError, TypeError):
        return None
    if not reading.readable or reading.openings is None:
        return None
    rows, cols = grid
    patterns = [(int(a), int(b), int(c), int(d)) for a, b, c, d in reading.openings]
    return rows, cols, patterns


def _puzzle_answer(messages: Sequence[Message], *, oracle: bool, rng: Any) -> str:
    board = latest_board(messages)
    if board is None and oracle:  # a random move needs only the grid's size, not the picture
        board = latest_board_image(messages)
    if board is None and not oracle:
        m = next(filter(None, map(_PUZZLE_GRID_RE.search, reversed(user_texts(messages)))), None)
        if m is not None:
            rows, cols = int(m.group(1)), int(m.group(2))
            board = (rows, cols, [(0, 0, 0, 0)] * (rows * cols))
    if board is None:
        return "I cannot find the board in the conversation."
    rows, cols, patterns = board
    if oracle:
        from envs.rotation_puzzle.logic import PuzzleState, solve

        # The text shows the current openings: solve from them as if every square were at 0°.
        try:
            plan = solve(PuzzleState((rows, cols), tuple(patterns), (0,) * (rows * cols)))
        except ValueError:
            return "This board has no solution."
        if not plan:
            return "The puzzle is already solved."
        r, c = divmod(plan[0] // 2, cols)
        direction = "clockwise" if plan[0] % 2 == 0 else "counterclockwise"
        return f"ROTATE: ({r}, {c}) {direction}"
    index = int(rng.integers(rows * cols))
    direction = "clockwise" if rng.random() < 0.5 else "counterclockwise"
    r, c = divmod(index, cols)
    return f"ROTATE: ({r}, {c}) {direction}"
