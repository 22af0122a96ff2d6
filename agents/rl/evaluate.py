"""Evaluate a trained policy on held-out seeds (``python -m agents.rl evaluate MODEL ...``).

Episode ``k`` is the env reset with seed ``seed + k`` (training envs use ``train_seed + i`` for
small ``i``, so the default evaluation seed 12345 is far from them). The policy acts
deterministically; a masked policy (MaskablePPO) gets ``info["action_mask"]``. The env is made
with the model's saved ``env_kwargs`` (MazeNav's default ``invalid_move="terminate"`` applies:
an unmasked policy's invalid move ends the episode as it does for a language model).

Output, when ``out`` is given (both files written atomically, rerunning replaces them):

- ``trials.jsonl``: one :class:`envs.records.TrialRecord` per episode, ``model`` = the
  algorithm (``"ppo"``...), ``encoding`` = ``"grid"`` or ``"state"``, ``trial`` = ``maze_index``
  = the episode number, only ``solve`` filled. ``latency_s`` is 0.0 so reruns are byte-identical
  (the summary reports wall time).
- ``manifest.json``: package version, git commit, arguments, model metadata, created_at (kept
  by a rerun that changes nothing else, so the folder stays byte-identical).

The summary (returned and printed) gives the success rate with a 95% Wilson interval, mean
moves on successful solves and efficiency (optimal moves ÷ moves taken, over successful
episodes), as the analysis report states them, and the mean moves over every episode, labelled
so; overall and per shape (mazes) or per difficulty (puzzles).
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from agents.rl.config import ConfigError, EvaluateConfig
from agents.rl.io import LoadedModel, load_model
from envs import __version__
from envs.io import (
    OutputPathError,
    atomic_write_text,
    check_output_dir,
    dumps_line,
    git_commit,
    remove_stale_temps,
)
from envs.maze_nav.constants import OUT_OF_MOVES
from envs.records import solve_result, trial_record
from envs.stats import wilson_interval

TRIALS_FILE = "trials.jsonl"
MANIFEST_FILE = "manifest.json"


def run_episodes(
    loaded: LoadedModel, episodes: int, seed: int, progress: bool = False, batch: int = 256
) -> list[dict[str, Any]]:
    """Play ``episodes`` episodes (episode ``k`` resets with seed ``seed + k``).

    Up to ``batch`` single envs play side by side so that the policy runs once per step for all
    of them; each episode is still exactly the single env's episode for its seed.

    Returns:
        One outcome dict per episode, in episode order.
    """
    from agents.rl.wrappers import make_env

    config = loaded.config
    model, masked = loaded.model, config.masked
    maze = config.env_id == "MazeNav-v0"
    slots = [
        make_env(config.env_id, config.env_kwargs, config.uses_history)
        for _ in range(min(batch, episodes))
    ]
    outcomes: list[dict[str, Any] | None] = [None] * episodes
    bar: Any = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=episodes, unit="episode", desc="evaluate")
    # Per slot: [episode, obs, first info, moves, reward sum, puzzle id]; None when idle.
    state: list[list[Any] | None] = [None] * len(slots)
    next_episode = 0

    def start(i: int) -> None:
        nonlocal next_episode
        if next_episode >= episodes:
            state[i] = None
            return
        k = next_episode
        next_episode += 1
        obs, info = slots[i].reset(seed=seed + k)
        puzzle_id = None if maze else _puzzle_id(slots[i])
        state[i] = [k, obs, info, 0, 0.0, puzzle_id]

    for i in range(len(slots)):
        start(i)
    while True:
        active = [i for i, st in enumerate(state) if st is not None]
        if not active:
            break
        obs = np.stack([state[i][1] for i in active])  # type: ignore[index]
        if masked:
            masks = np.stack([slots[i].action_masks() for i in active])
            actions, _ = model.predict(obs, deterministic=True, action_masks=masks)
        else:
            actions, _ = model.predict(obs, deterministic=True)
        for i, action in zip(active, np.asarray(actions).reshape(-1), strict=True):
            st = state[i]
            assert st is not None
            obs_i, reward, terminated, truncated, info = slots[i].step(int(action))
            st[1], st[3], st[4] = obs_i, st[3] + 1, st[4] + float(reward)
            if terminated or truncated:
                outcomes[st[0]] = _outcome(maze, st, info, bool(terminated))
                if bar is not None:
                    bar.update(1)
                start(i)
    if bar is not None:
        bar.close()
    for env in slots:
        env.close()
    return [o for o in outcomes if o is not None]


def _outcome(maze: bool, st: list[Any], info: dict[str, Any], terminated: bool) -> dict[str, Any]:
    k, _, first, moves, reward_sum, puzzle_id = st
    if maze:
        success = bool(terminated and info.get("failure") is None and reward_sum > 0)
        failure = None if success else info.get("failure")
        outcome = {
            "shape": first["shape"],
            "difficulty": None,
            "maze_id": first["maze_id"],
            "optimal_moves": int(first["optimal_moves"]),
            "failure": failure,
            "invalid_reason": info.get("invalid_reason") if failure == "invalid_move" else None,
            "valid_moves": int(info["valid_moves"]),
        }
    else:
        success = bool(info.get("solved"))
        outcome = {
            "shape": None,
            "difficulty": first.get("difficulty"),
            "maze_id": puzzle_id,
            "optimal_moves": int(first["min_turns"]),
            "failure": None if success else OUT_OF_MOVES,
            "invalid_reason": None,
            "valid_moves": moves,
        }
    outcome.update(success=success, moves=moves, episode=k)
    return outcome


def to_records(
    outcomes: Sequence[dict[str, Any]], loaded: LoadedModel, run_id: str
) -> list[dict[str, Any]]:
    """The episodes as ``trials.jsonl`` records (:mod:`envs.records`)."""
    config = loaded.config
    kwargs = loaded.meta.get("env_kwargs", config.env_kwargs)
    if config.env_id == "MazeNav-v0":
        size = int(kwargs.get("size", 5))
    else:
        size = int(next(iter(kwargs.get("grid", (2, 2)))))  # rows of the grid
    records = []
    for o in outcomes:
        moves = int(o["moves"])
        records.append(
            trial_record(
                task=config.task,
                run_id=run_id,
                model=config.algo,
                encoding=config.encoding,
                size=size,
                shape=o["shape"],
                difficulty=o["difficulty"],
                maze_index=int(o["episode"]),
                maze_id=o["maze_id"],
                trial=int(o["episode"]),
                solve=solve_result(
                    success=o["success"],
                    failure=o["failure"],
                    invalid_reason=o["invalid_reason"],
                    moves=moves,
                    optimal_moves=o["optimal_moves"],
                    valid_moves=o["valid_moves"],
                ),
            )
        )
    return records


def summarize(outcomes: Sequence[dict[str, Any]], group_key: str) -> dict[str, Any]:
    """Success rate (95% Wilson interval), mean moves, efficiency; overall and per group."""

    def stats(items: Sequence[dict[str, Any]]) -> dict[str, Any]:
        n = len(items)
        wins = [o for o in items if o["success"]]
        low, high = wilson_interval(len(wins), n)
        return {
            "episodes": n,
            "successes": len(wins),
            "success_rate": len(wins) / n if n else 0.0,
            "ci95": [low, high],
            "mean_moves": float(np.mean([o["moves"] for o in items])) if n else 0.0,
            # The analysis report's "mean moves" counts successful solves only.
            "mean_moves_solved": float(np.mean([o["moves"] for o in wins])) if wins else None,
            "mean_optimal_moves": float(np.mean([o["optimal_moves"] for o in items])) if n else 0.0,
            "efficiency": (
                float(np.mean([o["optimal_moves"] / max(o["moves"], 1) for o in wins]))
                if wins
                else 0.0
            ),
        }

    groups: dict[str, list[dict[str, Any]]] = {}
    for o in outcomes:
        groups.setdefault(str(o[group_key]), []).append(o)
    return {
        "overall": stats(outcomes),
        "by": group_key,
        "groups": {k: stats(v) for k, v in sorted(groups.items())},
    }


def format_summary(summary: dict[str, Any], title: str) -> str:
    """The summary as a small text table, its columns named as the analysis report names them."""
    lines = [title]
    # The analysis report's words: trials, solved (95% Wilson interval), mean moves and
    # efficiency on successful solves; the mean over every episode is labelled as such.
    header = (
        f"  {'':16s} {'trials':>6s} {'solved':>8s} {'95% CI':>17s} {'mean moves (solves)':>19s} "
        f"{'efficiency':>10s} {'mean moves (all trials)':>23s}"
    )
    lines.append(header)
    rows = [("all", summary["overall"])] + [
        (f"{summary['by']}={k}", v) for k, v in summary["groups"].items()
    ]
    for name, s in rows:
        lo, hi = s["ci95"]
        solved_moves = s.get("mean_moves_solved")
        shown = "—" if solved_moves is None else f"{solved_moves:.2f}"
        lines.append(
            f"  {name:16s} {s['episodes']:6d} {s['success_rate']:8.1%} "
            f"[{lo:6.1%}, {hi:6.1%}] {shown:>19s} {s['efficiency']:10.2f} "
            f"{s['mean_moves']:23.2f}"
        )
    reached = summary.get("curriculum")
    if isinstance(reached, dict):
        lines.append(
            f"  curriculum: trained up to ladder level {reached.get('level_reached')} "
            f"({reached.get('label')}; levels per training env {reached.get('levels')})"
        )
    return "\n".join(lines)


def evaluate(config: EvaluateConfig | str | Path, **kwargs: Any) -> dict[str, Any]:
    """Evaluate a saved model; write records to ``config.out`` when given.

    Args:
        config: an :class:`~agents.rl.config.EvaluateConfig` (what ``python -m agents.rl
            evaluate`` builds), or, as a shorthand, the model folder with the other fields as
            keyword arguments: ``evaluate(folder, episodes=1000, seed=12345, out=None,
            allow_version_mismatch=False, progress=False, argv=None)``. The shorthand keeps
            its quiet default (no progress bar); the command line shows one.
        **kwargs: fields of :class:`~agents.rl.config.EvaluateConfig`; only with a folder.

    Returns:
        The summary (see :func:`summarize`) plus ``model``, ``env_id``, ``seconds`` and the
        ``out`` folder.

    Raises:
        ConfigError: ``out`` cannot be written (checked before the model is loaded).
        ModelMismatchError: the model path is missing, damaged or not a model folder.
    """
    if isinstance(config, EvaluateConfig):
        if kwargs:
            raise ValueError(
                f"keyword arguments {sorted(kwargs)} are not allowed with an EvaluateConfig; "
                "allowed: set them on the config (dataclasses.replace(config, ...))"
            )
    else:
        kwargs.setdefault("progress", False)
        config = EvaluateConfig(model_path=str(config), **kwargs)
    episodes, seed, out, argv = config.episodes, config.seed, config.out, config.argv
    progress, allow_version_mismatch = config.progress, config.allow_version_mismatch
    model_path = config.model_path
    if out is not None:
        check_results_folder(out)
        remove_stale_temps(out, recursive=False)
    loaded = load_model(model_path, allow_version_mismatch=allow_version_mismatch)
    train_config = loaded.config
    start = time.perf_counter()
    outcomes = run_episodes(loaded, episodes, seed, progress=progress)
    seconds = time.perf_counter() - start
    group_key = "shape" if train_config.env_id == "MazeNav-v0" else "difficulty"
    summary = summarize(outcomes, group_key)
    summary.update(
        model=train_config.algo,
        env_id=train_config.env_id,
        episodes=episodes,
        seed=seed,
        seconds=round(seconds, 3),
        out=None if out is None else str(out),
    )
    if loaded.meta.get("curriculum") is not None:  # trained through MazeCurriculum
        summary["curriculum"] = loaded.meta["curriculum"]
    if out is not None:
        run_id = _run_id(loaded, episodes, seed)
        records = to_records(outcomes, loaded, run_id)
        folder = Path(out)
        atomic_write_text(folder / TRIALS_FILE, "".join(dumps_line(r) for r in records))
        manifest = {
            "run_id": run_id,
            "package_version": __version__,
            "git_commit": git_commit(),
            "created_at": _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat(),
            "argv": list(argv) if argv is not None else None,
            "arguments": {
                "models": [train_config.algo],
                "encodings": [train_config.encoding],
                "task": train_config.task,
                "env_id": train_config.env_id,
                "env_kwargs": loaded.meta.get("env_kwargs", train_config.env_kwargs),
                "episodes": episodes,
                "seed": seed,
                "seed_rule": "episode k resets with seed + k",
                "model_path": str(loaded.path),
            },
            "models": [train_config.algo],
            "encodings": [train_config.encoding],
            "model_meta": {
                k: loaded.meta.get(k)
                for k in (
                    "package_version",
                    "algo",
                    "policy_class",
                    "masked",
                    "seeds",
                    "hyperparams",
                    "trained_timesteps",
                    "train_seconds",
                    "curriculum",
                    "versions",
                    "created_at",
                )
            },
            "summary": {k: summary[k] for k in ("overall", "by", "groups")},
            "python": sys.version.split()[0],
        }
        manifest = _keep_created_at(folder / MANIFEST_FILE, manifest)
        atomic_write_text(folder / MANIFEST_FILE, json.dumps(manifest, indent=2) + "\n")
    return summary


def _keep_created_at(path: Path, manifest: dict[str, Any]) -> dict[str, Any]:
    """``manifest`` with the previous manifest's ``created_at`` when nothing else changed.

    A rerun that changes nothing (the demo's resume) must leave the folder, and so the report
    that lists its manifest, byte-identical; a rerun that changes anything is a new run and
    keeps its own time. A previous manifest that cannot be read is simply replaced.
    """
    try:
        previous = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return manifest
    if not isinstance(previous, dict) or not isinstance(previous.get("created_at"), str):
        return manifest
    # Compared as JSON text: the new manifest holds tuples and paths the old one read as lists.
    same = json.loads(json.dumps({**manifest, "created_at": None}, default=str))
    if same == {**previous, "created_at": None}:
        return {**manifest, "created_at": previous["created_at"]}
    return manifest


def check_results_folder(out: str | Path) -> Path:
    """Check, before any work, that ``out`` can take ``trials.jsonl`` and ``manifest.json``.

    Raises:
        ConfigError: ``field == "out"``; the message names the path and what is wrong.
    """
    try:
        folder = check_output_dir(out, "out")
        for name in (TRIALS_FILE, MANIFEST_FILE):
            if (folder / name).is_dir():
                raise OutputPathError(
                    f"out={str(out)!r} holds a folder {name!r} where the {name} file goes; "
                    "allowed: a folder without it"
                )
    except OutputPathError as exc:
        raise ConfigError("out", str(exc)) from None
    return folder


def _run_id(loaded: LoadedModel, episodes: int, seed: int) -> str:
    """Deterministic: the same model evaluated the same way gets the same run id."""
    h = hashlib.sha256()
    h.update((loaded.path / "model.zip").read_bytes())
    h.update(f"{episodes}:{seed}".encode())
    return h.hexdigest()[:16]


def _puzzle_id(env: Any) -> str:
    state = env.unwrapped.state
    text = f"{state.grid}|{state.patterns}|{state.angles}"
    return hashlib.sha256(text.encode()).hexdigest()[:12]
