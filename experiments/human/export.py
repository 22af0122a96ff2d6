"""The study's results in the model study's layout, so ``experiments analyze`` reads them.

Written to the export folder (any earlier export there is brought up to date):

* ``trials.jsonl``: one :func:`envs.records.trial_record` per finished trial (the practice maze
  is left out): ``model`` ``"human"``, ``encoding`` the condition, ``trial`` the participant's
  number (so each person's trial of a maze is its own trial), ``latency_s`` the seconds from
  the trial first shown to its last answer, ``prompt_hash`` the hash of the study's pages.
* ``<condition>_human_results/<n>x<n>/<shape>/<file>.npy/<k>.txt`` and ``.json``: the
  transcript of the replayed trial (the prompts a model would have been sent and the person's
  answers as its replies), the ``.json`` adding the participant id and the trial's events;
  pictures under ``frames/`` as the image study stores them.
* the puzzle block's finished puzzles (``serve --puzzles N``) as puzzle-study records in the same
  ``trials.jsonl`` (task ``rotation_puzzle``, observation ``image``) and transcripts under
  ``puzzles/image_human_results/2x2/<difficulty>/<puzzle>/<k>.txt|.json``.
* ``participants.jsonl`` (id, number, link parameters, times), ``events.jsonl`` (every event with
  both timestamps), ``manifest.json`` (the study's settings) and ``experiment_mazes/``.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from envs import __version__
from envs.io import atomic_write_bytes, atomic_write_text, git_commit
from envs.records import PUZZLE_TASK, trial_record
from experiments.human import HUMAN_MODEL
from experiments.human.study import HumanStudy
from experiments.human.trial import replay
from experiments.maze.images import store_images
from experiments.maze.mazes import npy_bytes
from experiments.maze.trial import INVALID_MOVE_RULE, transcript_text

TRIALS_FILE = "trials.jsonl"


def run_id(study: HumanStudy) -> str:
    settings = json.dumps(study.store.settings(), sort_keys=True)
    return hashlib.sha256(f"human:{settings}".encode()).hexdigest()[:12]


def _trials(study: HumanStudy) -> tuple[list[dict[str, Any]], dict[tuple[str, int], list[dict]]]:
    with study.store.transaction(write=False) as tx:
        rows = tx.all(
            "SELECT t.*, p.number FROM trials t JOIN participants p ON p.id = t.participant_id "
            "WHERE t.phase = 'done' AND t.practice = 0 ORDER BY p.number, t.position"
        )
        events: dict[tuple[str, int], list[dict]] = {}
        for e in tx.all("SELECT * FROM events WHERE position IS NOT NULL ORDER BY id"):
            events.setdefault((e["participant_id"], e["position"]), []).append(e)
    return rows, events


def study_records(study: HumanStudy) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """``(record, transcript payload)`` of every finished, non-practice trial."""
    rows, events = _trials(study)
    rid = run_id(study)
    pages = study.settings.pages_hash or None
    for row in rows:
        entry = study.mazes[row["maze_file"]]
        phases = json.loads(row["result"])
        trial_events = events.get((row["participant_id"], row["position"]), [])
        first = min([e["server_ts"] for e in trial_events] + [row["finished_at"]])
        record = dict(
            trial_record(
                task="maze_nav",
                run_id=rid,
                model=HUMAN_MODEL,
                encoding=row["condition"],
                size=entry.size,
                shape=entry.shape,
                maze_index=entry.index,
                maze_id=entry.maze_id,
                maze_file=entry.relpath,
                trial=int(row["number"]),
                solve=phases["solve"],
                recognize=phases["recognize"],
                generate=phases["generate"],
                latency_s=max(float(row["finished_at"]) - float(first), 0.0),
                prompt_hash=pages,
                solve_mode="interactive",
            )
        )
        if study.ladder is not None and row["maze_file"] in study.ladder.levels:
            record["level"] = study.ladder.levels[row["maze_file"]]
            record["procedure"] = study.ladder.procedure
        header = {
            "model": HUMAN_MODEL,
            "encoding": row["condition"],
            "maze": entry.relpath,
            "shape": entry.shape,
            "trial": int(row["number"]),
        }
        payload = {
            "header": header,
            "row": row,
            "participant": row["participant_id"],
            "events": [_event(e) for e in trial_events],
        }
        yield record, payload


def puzzle_records(study: HumanStudy) -> Iterator[tuple[dict[str, Any], Any, dict[str, Any]]]:
    """``(record, trial result, header)`` of every finished puzzle of the block: puzzle-study
    records (task ``rotation_puzzle``, observation ``image``) replayed by its trial runner."""
    from experiments.human.puzzles import OBSERVATION, replay_puzzle, turn_limit_of
    from experiments.puzzle.trial import puzzle_record

    with study.store.transaction(write=False) as tx:
        rows = tx.all(
            "SELECT t.*, p.number FROM puzzle_trials t JOIN participants p "
            "ON p.id = t.participant_id WHERE t.phase = 'done' ORDER BY p.number, t.position"
        )
    rid = run_id(study)
    for row in rows:
        entry = study.puzzles[row["puzzle_file"]]
        limit = turn_limit_of(entry, study.settings.max_turns)
        result = replay_puzzle(entry, json.loads(row["turns"]), limit)
        started = row["started_at"] or row["finished_at"]
        record = puzzle_record(
            entry,
            run_id=rid,
            model=HUMAN_MODEL,
            encoding=OBSERVATION,
            trial=int(row["number"]),
            solve=result.solve,
            prompt_hash=study.settings.pages_hash or None,
            latency_s=max(float(row["finished_at"]) - float(started), 0.0),
        )
        header = {
            "model": HUMAN_MODEL,
            "observation": OBSERVATION,
            "puzzle": entry.relpath,
            "difficulty": entry.difficulty,
            "trial": int(row["number"]),
            "participant": row["participant_id"],
        }
        yield record, result, header


def _export_puzzles(study: HumanStudy, out: Path) -> list[dict[str, Any]]:
    from experiments.puzzle.config import grid_name
    from experiments.puzzle.trial import stored_messages
    from experiments.puzzle.trial import transcript_text as puzzle_transcript

    records = []
    for record, result, header in puzzle_records(study):
        entry = study.puzzles[record["maze_file"]]
        base = (
            out / "puzzles" / f"{record['encoding']}_{HUMAN_MODEL}_results" / grid_name(entry.grid)
            / entry.difficulty / entry.name / str(record["trial"])
        )  # fmt: skip
        atomic_write_text(
            base.with_suffix(".txt"), puzzle_transcript(result.messages, record, header)
        )
        data = {**header, "messages": stored_messages(result.messages), "record": record}
        atomic_write_text(
            base.with_suffix(".json"), json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        )
        records.append(record)
    return records


def _event(e: dict[str, Any]) -> dict[str, Any]:
    return {**e, "data": json.loads(e["data"])}


def export(study: HumanStudy, out: str | Path) -> int:
    """Write the export into ``out`` (module docs); returns the number of trial records."""
    from experiments.maze.study import results_dir

    out = Path(out)
    records = []
    for record, payload in study_records(study):
        row, header = payload["row"], payload["header"]
        entry = study.mazes[row["maze_file"]]
        result = replay(
            entry.maze,
            row["condition"],
            json.loads(row["moves"]),
            row["answer"] or "",
            np.array(json.loads(row["grid"]), dtype=np.int8),
            study.settings.max_moves,
        )
        base = (
            results_dir(out, row["condition"], HUMAN_MODEL)
            / f"{entry.size}x{entry.size}"
            / entry.shape
            / entry.name
            / str(record["trial"])
        )
        atomic_write_text(base.with_suffix(".txt"), transcript_text(result, header))
        messages = store_images(out, result.messages)
        data = {
            **header,
            "participant": payload["participant"],
            "messages": messages,
            "record": record,
            "events": payload["events"],
        }
        atomic_write_text(
            base.with_suffix(".json"), json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        )
        records.append(record)
    for entry in study.entries:
        target = out / entry.relpath
        if not target.exists():
            atomic_write_bytes(target, npy_bytes(entry.codes))
    records += _export_puzzles(study, out)
    atomic_write_text(out / TRIALS_FILE, "".join(json.dumps(r) + "\n" for r in records))
    with study.store.transaction(write=False) as tx:
        participants = tx.all("SELECT * FROM participants ORDER BY number")
        all_events = tx.all("SELECT * FROM events ORDER BY id")
    kept = [
        {k: ({**p, "source": json.loads(p["source"])}[k]) for k in p if k != "session_sha256"}
        for p in participants
    ]
    atomic_write_text(out / "participants.jsonl", "".join(json.dumps(p) + "\n" for p in kept))
    atomic_write_text(
        out / "events.jsonl", "".join(json.dumps(_event(e)) + "\n" for e in all_events)
    )
    manifest = {
        "study": "human",
        "run_id": run_id(study),
        # The model study's manifests name the rules too: the report says both played by them.
        "settings": {**study.store.settings(), "rules": {"invalid_move": INVALID_MOVE_RULE}},
        "participants": len(kept),
        "completed": sum(1 for p in kept if p["completed_at"] is not None),
        "trials": len(records),
        "puzzle_trials": sum(1 for r in records if r["task"] == PUZZLE_TASK),
        "package_version": __version__,
        "git_commit": git_commit(),
        "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    atomic_write_text(out / "manifest.json", json.dumps(manifest, indent=2) + "\n")
    return len(records)


def progress(study: HumanStudy) -> dict[str, Any]:
    """Counts for the admin page: participants started and finished, trials per condition."""
    with study.store.transaction(write=False) as tx:
        people = tx.one(
            "SELECT COUNT(*) AS started, COUNT(completed_at) AS completed FROM participants"
        )
        done = tx.all(
            "SELECT condition, COUNT(*) AS n FROM trials WHERE phase = 'done' AND practice = 0 "
            "GROUP BY condition"
        )
    return {**people, "finished_trials": {r["condition"]: r["n"] for r in done}}
