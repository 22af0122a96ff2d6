"""One three-phase trial: solve a maze move by move, name its shape, draw a new one.

All three phases happen in one conversation with one chat client:

1. **Solve** - :class:`agents.llm.maze_chat.MazeChatEnv` turns MazeNav-v0 into prompts; each reply
   is read as the next cell. The phase ends on the goal (success), on an invalid move (failure
   ``invalid_move`` with the parse reason) or after ``max_moves`` replies (``max_moves``).
2. **Recognize** - the recognition prompt; the reply is scored by
   :func:`experiments.maze.scoring.score_recognition`.
3. **Generate** - the generation prompt; the reply is scored by
   :func:`experiments.maze.scoring.score_generation`.

With ``solve_mode="one-shot"`` phase 1 is one prompt asking for the whole path in one reply,
scored by :func:`experiments.maze.scoring.check_solution` (the specification's backward trace from the
last mention of the goal, on the committed ``PATH:`` line when there is one); phases 2 and 3 are
the same in both modes.

With ``encoding="image"`` (:data:`experiments.maze.config.IMAGE_ENCODING`) every maze the model is
shown is the rendered 768x512 frame instead of text (:class:`MazeChatEnv` with ``image=True``):
the solve prompts carry the frame after each move and name cells ``(row, col)`` from the top-left
as the text encodings do, so moves are read and scored as in the text study; recognition carries
the frame of the maze at its start; generation asks for the matrix format and is scored by the
same :func:`experiments.maze.scoring.score_generation` on ``"matrix"``.

Every phase is read two ways (:mod:`experiments.maze.scoring`): ``success`` is the flexible verdict
(the reply's final committed answer, as a careful grader reads it) and ``strict`` says the reply
answered in exactly the asked format (every solve reply ending with ``MOVE: (row, col)``, the
``PATH:``, ``SHAPE:`` or ``MAZE:`` line) and that answer is right.

Phases 2 and 3 run whatever phase 1's outcome (the specification's design). If the client gives up
(:class:`agents.llm.ClientError`), the trial stops there with ``status="error"``; the phases that
finished keep their results.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from agents.base import ChatClient
from agents.llm import prompts
from agents.llm.maze_chat import MazeChatEnv
from agents.llm.parsing import strict_move
from agents.llm.retry import ClientError
from envs.maze_nav.constants import MAX_MOVES, OUT_OF_MOVES
from envs.maze_nav.env import MazeNavEnv
from envs.maze_nav.logic import Maze
from envs.records import DEFAULT_SOLVE_MODE, SOLVE_MODES, solve_result
from experiments.engine.trial import Conversation, TrialResult
from experiments.maze.attention import AttentionRecorder
from experiments.maze.config import IMAGE_ENCODING, STUDY_ENCODINGS
from experiments.maze.images import describe_part
from experiments.maze.inspection import TrialInspector, reply_summary
from experiments.maze.scoring import FORMAT, check_solution, score_generation, score_recognition
from experiments.maze.scoring.judge import (
    judge_record,
    judged_game,
    needs_judge,
    sampled,
)

INVALID_MOVE_RULE = "terminate"
"""What an invalid move does in the solve phase: end it (the specification's rule)."""

INVALID_PATH = "invalid_path"
"""``solve.failure`` of a one-shot answer whose backward trace does not reach the start."""


def run_trial(
    client: ChatClient,
    maze: Maze,
    encoding: str,
    *,
    max_moves: int = MAX_MOVES,
    stop: threading.Event | None = None,
    solve_mode: str = DEFAULT_SOLVE_MODE,
    layers: Sequence[int] = (),
    shapes: Sequence[str] | None = None,
    attention: bool = False,
    judge: ChatClient | None = None,
) -> TrialResult:
    """Play the three phases of one trial of ``maze`` in ``encoding`` with ``client``.

    Args:
        client: any :class:`agents.base.ChatClient` (thread-safe if trials run in parallel).
        maze: the maze (its ``shape`` must be set: recognition and generation are scored
            against it).
        encoding: ``"matrix"``, ``"coord_list"`` or ``"image"`` (the rendered frame; user
            messages then hold ``[{"type": "text"}, {"type": "image", "image": <png>}]``).
        max_moves: replies allowed in the solve phase (the specification: 16).
        stop: when set, the trial is abandoned before its next call (:class:`TrialInterrupted`).
        solve_mode: ``"interactive"`` (move by move, at most ``max_moves`` replies) or
            ``"one-shot"`` (the whole path in one reply; ``max_moves`` only drew the maze).
        layers: hidden-state layers to keep when the client can read them (``hf:`` models;
            :mod:`experiments.maze.inspection`): ``result.activations``.
        shapes: the study's shapes: their active set
            (:func:`envs.maze_nav.constants.active_shapes`) decides which shape names a reply
            can give. None: the maze's own set (the six for one of the six).
        attention: measure each solve and recognition reply's attention to the maze cells
            when the client can (``hf:`` models; :mod:`experiments.maze.attention`):
            ``result.attention``.
        judge: a model that re-reads the replies of every phase (each interactive solve
            step's too) the program did not decide alone, and one in four of the rest
            (:mod:`experiments.maze.scoring.judge`): the phase's ``judge`` field.

    A client that returns token log-probabilities fills ``result.logits`` (the record's optional
    ``logits`` field); one that can score replies (``inspect``) adds every candidate move of
    every interactive solve step to it.

    Returns:
        The trial's :class:`TrialResult`; a client that gives up makes ``status == "error"``.
    """
    if encoding not in STUDY_ENCODINGS:
        raise ValueError(f"encoding={encoding!r} is not allowed; allowed: {list(STUDY_ENCODINGS)}")
    if maze.shape is None:
        raise ValueError("maze has no shape (its corridors match no template); cannot score it")
    if max_moves < 1:
        raise ValueError(f"max_moves={max_moves!r} is not allowed; allowed: an integer >= 1")
    if solve_mode not in SOLVE_MODES:
        raise ValueError(f"solve_mode={solve_mode!r} is not allowed; allowed: {list(SOLVE_MODES)}")
    image = encoding == IMAGE_ENCODING
    # The picture study writes its generated maze in the matrix format (its prompt says so).
    text_encoding = "matrix" if image else encoding
    result = TrialResult()
    talk = Conversation(client, result, stop)
    inspector = None
    if TrialInspector.supported(client, encoding):
        inspector = TrialInspector(client, maze, encoding, layers)
    recorder = None
    if attention and AttentionRecorder.supported(client, encoding):
        recorder = AttentionRecorder(client, maze, encoding)
    env = MazeChatEnv(
        MazeNavEnv(
            shape=maze.shape,
            size=maze.size,
            encoding=text_encoding,
            invalid_move=INVALID_MOVE_RULE,
            max_moves=max_moves,
        ),
        image=image,
    )
    asks: tuple[Any, Any]
    if image:
        asks = (
            image_content(prompts.maze_recognize_image(), maze),
            prompts.maze_generate_image(size=int(maze.size), connectivity=int(maze.connectivity)),
        )
    else:
        asks = (prompts.maze_recognize(maze, encoding), prompts.maze_generate(maze, encoding))
    try:
        if solve_mode == "one-shot":
            result.solve = _solve_one_shot(maze, encoding, talk, recorder, judge)
        else:
            result.solve = _solve(env, maze, talk, inspector, recorder, judge)
        reply = talk.ask(asks[0])
        if inspector is not None:
            inspector.recognize(result.messages[:-1])
        if recorder is not None:
            recorder.reply(result.messages, "recognize", -1, maze.start)
        result.recognize = score_recognition(
            reply, maze.shape, shapes, talk.finish_reason
        ).as_record()
        _judged(result.recognize, judge, "recognize", reply, shape=maze.shape, shapes=shapes)
        reply = talk.ask(asks[1])
        result.generate = score_generation(
            reply, maze, text_encoding, maze.shape, shapes, talk.finish_reason
        ).as_record()
        _judged(
            result.generate,
            judge,
            "generate",
            reply,
            maze=maze,
            shape=maze.shape,
            shapes=shapes,
            encoding=text_encoding,
        )
    except ClientError as error:
        result.gave_up(error)
    finally:
        env.close()
    summaries = [reply_summary(lp) for lp in result.reply_logprobs]
    if inspector is not None:
        result.logits = inspector.record_field(summaries)
        result.activations = inspector.activations
    elif any(summaries):
        result.logits = {"replies": summaries, "steps": []}
    if recorder is not None:
        result.attention = recorder.rows
    return result


def _solve(
    env: MazeChatEnv,
    maze: Maze,
    talk: Conversation,
    inspector: TrialInspector | None = None,
    recorder: AttentionRecorder | None = None,
    judge: ChatClient | None = None,
) -> dict[str, Any]:
    prompt, info = env.reset(options={"maze": maze.codes()})
    steps: list[dict[str, Any]] = []  # each reply and the program's reading, for the judge
    reward, terminated, truncated = 0.0, False, False
    in_format = True  # every reply ended with "MOVE: (row, col)" (the strict reading)
    step = 0
    while not (terminated or truncated):
        position = env.unwrapped.position
        reply = talk.ask(prompt)
        in_format = in_format and strict_move(reply, talk.finish_reason) is not None
        if inspector is not None:
            inspector.solve_step(talk.result.messages[:-1], position)
        if recorder is not None:
            recorder.reply(talk.result.messages, "solve", step, position)
        step += 1
        prompt, reward, terminated, truncated, info = env.step(talk.last or reply)
        if inspector is not None:
            inspector.chosen(info.get("parse"))
        parsed = info.get("parse") or {}
        steps.append(
            {
                "reply": reply,
                "action": parsed.get("action"),
                "unreadable": bool(parsed.get("unreadable")),
                "position": position,
            }
        )
    failure = info.get("failure")
    success = bool(terminated and failure is None and reward > 0)
    moves = int(info["moves_taken"])
    valid = int(info["valid_moves"])
    # In the asked format, the strict reading of every reply is the flexible one (the cell
    # after the last MOVE: label), so the strict verdict differs only by the format.
    unreadable = (info.get("parse") or {}).get("unreadable") if failure == "invalid_move" else None
    result = solve_result(
        success=success,
        failure=failure or OUT_OF_MOVES,
        invalid_reason=info.get("invalid_reason") if failure == "invalid_move" else None,
        moves=moves,
        optimal_moves=int(info["optimal_moves"]),
        valid_moves=valid,
        strict=success and in_format,
        strict_reason=(failure or OUT_OF_MOVES) if in_format else FORMAT,
    )
    if unreadable:
        result["unreadable"] = unreadable  # type: ignore[typeddict-unknown-key]
    judged_game(result, judge, "solve", steps, maze=maze)  # type: ignore[arg-type]
    return result


def _solve_one_shot(
    maze: Maze,
    encoding: str,
    talk: Conversation,
    recorder: AttentionRecorder | None = None,
    judge: ChatClient | None = None,
) -> dict[str, Any]:
    from envs.maze_nav.logic import shortest_path

    prompt: str | list[dict[str, Any]]
    if encoding == IMAGE_ENCODING:
        text = prompts.maze_solve_one_shot_image(
            connectivity=int(maze.connectivity), size=int(maze.size)
        )
        prompt = image_content(text, maze)
    else:
        prompt = prompts.maze_solve_one_shot(
            prompts.encode_maze(maze.codes(), encoding),
            encoding=encoding,
            connectivity=int(maze.connectivity),
            size=int(maze.size),
        )
    reply = talk.ask(prompt)
    check = check_solution(reply, maze, talk.finish_reason)
    if recorder is not None:
        recorder.reply(talk.result.messages, "solve", 0, maze.start)
    path = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    steps = max(len(check.path) - 1, 0)
    # An illegal step is one move more than the legal part of the trace; it is the invalid one.
    moves = steps + (check.reason == "illegal_move")
    result = dict(
        solve_result(
            success=check.success,
            failure=INVALID_PATH,
            invalid_reason=check.reason,
            moves=moves,
            optimal_moves=len(path) - 1 if path else 0,
            valid_moves=steps,
            strict=check.strict,
            strict_reason=check.strict_reason,
        )
    )
    result["path"] = [list(cell) for cell in check.path]
    if check.unreadable is not None:
        result["unreadable"] = check.unreadable
    _judged(result, judge, "one_shot", reply, maze=maze)
    return result


def _judged(
    record: dict[str, Any], judge: ChatClient | None, phase: str, reply: str, **context: Any
) -> None:
    """Store the judge's reading beside the program's verdict (module docs of
    :mod:`experiments.maze.scoring.judge`); a judge whose API gives up costs the trial nothing."""
    if judge is None:
        return
    if not (needs_judge(record) or sampled(reply)):
        return
    try:
        record["judge"] = judge_record(judge, phase, reply, **context)
    except ClientError as error:
        record["judge"] = {"verdict": None, "answer": None, "error": error.code or "error"}


def image_content(text: str, maze: Maze) -> list[dict[str, Any]]:
    """A user message's content: ``text`` and the frame of ``maze`` with the player on its start
    (the picture :class:`MazeChatEnv` sends in image mode, drawn by the same renderer)."""
    from agents.llm.chat_env import png_bytes
    from envs.maze_nav.render import render_frame

    frame = render_frame(maze.corridors, maze.start, maze.goal)
    return [{"type": "text", "text": text}, {"type": "image", "image": png_bytes(frame)}]


def transcript_text(result: TrialResult, header: dict[str, Any] | None = None) -> str:
    """The human-readable transcript: a header (with both readings of every phase when a
    ``header`` is given), every turn in order, the three verdict lines."""
    parts = []
    if header:
        lines = [f"# {k}: {v}" for k, v in header.items()]
        lines.append(f"# verdicts: {result.verdicts_line()}")
        parts.append("\n".join(lines))
    for message in result.messages:
        role = str(message.get("role", "")).upper()
        content = message.get("content", "")
        if isinstance(content, list):  # the image encoding: text parts, then the picture's name
            content = "\n".join(describe_part(part) for part in content)
        parts.append(f"[{role}]\n{content}")
    if result.status != "ok":
        parts.append(f"ERROR: {result.error}")
    parts.append(result.phase_lines())
    return "\n\n".join(parts) + "\n"
