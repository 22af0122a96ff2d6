"""Command line: export question sets, validate them, score video-model outputs.

::

    python -m datagen --task rotation_puzzle --pairs-per-domain 50 --out data/questions --seed 0
    python -m datagen export --task maze_nav --pairs-per-domain 30 --shapes square spiral --video
    python -m datagen --task maze_nav --pairs-per-domain 5000 --format webdataset --shard-size 1000
    python -m datagen --task maze_nav --pairs-per-domain 5000 --format webdataset --engine ray --ray-address auto
    python -m datagen validate data/questions
    python -m datagen score --questions data/questions --videos runs/model_x

Export is the default command (``export`` may be written or left out). The export command's
options are :class:`datagen.export_config.ExportConfig` plus each registered task's options dataclass
(built with :mod:`envs.cli`). Exit codes: 0 success, 1 a problem with data (an invalid dataset
found by validate, unreadable files of an export), 2 bad arguments and bad input to score (a
video that is empty, not a video or one frame; damaged question metadata), including paths of the wrong kind
(a missing folder, a file where a folder is needed, an output that cannot be written: checked
before any work) and an unknown command (``validat`` -> "did you mean 'validate'?"). Every error
is one line naming what and where.
"""

from __future__ import annotations

import argparse
import dataclasses
import difflib
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from datagen.io import ArgumentError, DatasetError, check_input_dir
from envs.cli import add_config_arguments, config_from_args, flag_of, report_error

PROG = "python -m datagen"


class _Parser(argparse.ArgumentParser):
    """argparse whose errors become one-line :class:`ArgumentError` messages (exit code 2)."""

    def error(self, message: str) -> NoReturn:
        raise ArgumentError(f"{message}{self._suggestion(message)} (see {self.prog} --help)")

    def _suggestion(self, message: str) -> str:
        """``"; did you mean --difficulties?"`` for a mistyped option, else ``""``."""
        if not message.startswith("unrecognized arguments:"):
            return ""
        options = [o for o in self._option_string_actions if o.startswith("--")]
        for word in message.split(":", 1)[1].split():
            if word.startswith("--"):
                close = difflib.get_close_matches(word.split("=", 1)[0], options, n=1)
                if close:
                    return f"; did you mean {close[0]}?"
        return ""


def _export_parser() -> argparse.ArgumentParser:
    """The export command's parser: :class:`ExportConfig`'s fields, then every registered task's
    options (one argument group per task; an option two tasks share is listed once)."""
    from datagen.export_config import ExportConfig
    from datagen.registry import TASKS

    summary = (ExportConfig.__doc__ or "").strip().split("\n")[0]
    p = _Parser(
        prog=PROG,
        description=f"{summary} Tasks: {', '.join(TASKS)}. "
        f"Other commands: '{PROG} validate DIR', '{PROG} score --questions DIR --videos DIR'.",
        conflict_handler="resolve",
    )
    add_config_arguments(p, ExportConfig)
    for task in TASKS.values():
        add_config_arguments(p.add_argument_group(f"{task.name} options"), task.options_type)
    # None marks "not given", so an option of another task can be refused by name.
    p.set_defaults(**{name: None for name in _task_options()})
    return p


def _task_options() -> dict[str, list[str]]:
    """Each task option's name -> the tasks that declare it."""
    from datagen.registry import TASKS

    owners: dict[str, list[str]] = {}
    for task in TASKS.values():
        for f in dataclasses.fields(task.options_type):
            owners.setdefault(f.name, []).append(task.name)
    return owners


FEW_SHARDS = 8
"""Below this many shards the export says how many loader workers they feed (8: a common
``num_workers``)."""


def few_shards_note(shards: int, questions: int) -> str:
    """The note for a set of few shards: readers split a set by shard, one or more per worker,
    so ``webdataset.WebLoader(num_workers=N)`` refuses a set of fewer than N shards."""
    size = max(1, -(-questions // FEW_SHARDS))
    return (
        f"note: {shards} shard{'s' * (shards != 1)}: a loader reads at most one worker per "
        f"shard (webdataset's WebLoader with more workers refuses the set); --shard-size "
        f"{size} makes {-(-questions // size)} shards of these {questions} questions"
    )


def write_failure(exc: OSError, out: object, sharded: bool = False) -> str:
    """One line for a write that failed during an export (no traceback, no ffmpeg log).

    ``sharded``: a WebDataset export, which keeps the shards finished before the failure
    (its index marks the set unfinished) and resumes from them; a folder export keeps
    nothing."""
    from datagen.shards import INDEX

    text = str(exc).strip()
    reason = exc.strerror or (text.splitlines()[0] if text else type(exc).__name__)
    code = f" (errno {exc.errno})" if exc.errno else ""
    where = exc.filename or out
    if sharded:
        return (
            f"writing {where} failed: {reason}{code}; the shards finished before it are kept "
            f"in --out={str(out)!r}, {INDEX} marking the set unfinished (free some space or "
            "fix the folder, then run the same export again to resume)"
        )
    return (
        f"writing {where} failed: {reason}{code}; nothing of this export was kept in "
        f"--out={str(out)!r} (free some space or fix the folder, then export again)"
    )


def _export(argv: Sequence[str]) -> int:
    from datagen.export import run_export
    from datagen.export_config import ExportConfig
    from datagen.registry import TASKS, get_task
    from datagen.shards import INDEX, ShardExportResult

    parser = _export_parser()
    args = parser.parse_args(argv)
    task = get_task(args.task)  # before the config: names the known tasks, no usage hint
    config = config_from_args(ExportConfig, args, parser)
    given = {k: getattr(args, k) for k in _task_options() if getattr(args, k) is not None}
    for name, owners in _task_options().items():
        if name in given and config.task not in owners:
            # Name every option of the task it belongs to: "--shapes/--size apply to ...".
            owner = TASKS[owners[0]].options_type
            flags = [flag_of(owner, f.name) for f in dataclasses.fields(owner)]
            verb = "applies" if len(flags) == 1 else "apply"
            raise ArgumentError(f"{'/'.join(flags)} {verb} to --task {' or '.join(owners)} only")
    try:
        result = run_export(config, task.options(given))
    except OSError as exc:  # a full disk (errno 28), a folder made read-only mid-way...
        sharded = config.format == "webdataset"
        raise DatasetError(write_failure(exc, config.out, sharded)) from None
    if isinstance(result, ShardExportResult):
        shards = len(result.index["shards"])
        if result.reused:
            print(
                f"{result.folder}: already holds this sharded dataset ({result.questions} "
                f"questions, {shards} shards); nothing written"
            )
        else:
            kept = f", kept {len(result.kept)} finished" if result.kept else ""
            print(
                f"wrote {result.questions} questions as {shards} shard{'s' * (shards != 1)} to "
                f"{result.folder} "
                f"(wrote {len(result.written)}{kept}; index {result.folder / INDEX})"
            )
        if shards < FEW_SHARDS and result.questions > shards:  # a smaller size gives more
            print(few_shards_note(shards, result.questions))
        return 0
    n = len(result.dataset["pairs"])
    if result.reused:
        print(f"{result.folder}: already holds this dataset ({n} questions); nothing written")
    else:
        print(f"wrote {n} questions to {result.folder}")
    return 0


def _validate(argv: Sequence[str]) -> int:
    from datagen.validate import validate

    p = _Parser(prog=f"{PROG} validate", description="Check a dataset folder; exit 1 on problems.")
    p.add_argument(
        "dir",
        help="a dataset folder (<out>/<task>_task), a root holding several, or a folder of "
        "WebDataset shards (.shards.json)",
    )
    p.add_argument("--no-videos", action="store_true", help="skip decoding ground_truth.mp4")
    args = p.parse_args(argv)
    check_input_dir(
        args.dir,
        "DIR",
        "a dataset folder (<out>/<task>_task), a root holding several, or a folder of shards",
    )
    found = validate(args.dir, check_videos=not args.no_videos)
    for problem in found:
        print(problem)
    problems = [p for p in found if not p.note]  # notes: what it cannot vouch for
    if problems:
        print(f"{len(problems)} problem(s) in {args.dir}", file=sys.stderr)
        return 1
    print(f"{args.dir}: OK")
    return 0


def _score(argv: Sequence[str]) -> int:
    from datagen.score import SAMPLE_EVERY, score

    p = _Parser(
        prog=f"{PROG} score",
        description="Score model videos: the last frame's verdict, and how the video got there.",
    )
    p.add_argument("--questions", required=True, help="dataset folder or root")
    p.add_argument(
        "--videos",
        required=True,
        help="folder with <task_id>.mp4 or <task_id>/ frames, or VMEvalKit's output (its root, "
        "a model's folder or a <domain>_task folder)",
    )
    p.add_argument("--out", help="CSV path (default <videos>/scores.csv); summary next to it")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.add_argument(
        "--every",
        type=int,
        default=SAMPLE_EVERY,
        help=f"read every N-th frame between the first and the last (default {SAMPLE_EVERY}; "
        "1 reads all, slower)",
    )
    args = p.parse_args(argv)
    from datagen.score import QUESTIONS_ALLOWED, VIDEOS_ALLOWED

    if not 1 <= args.every <= 1000:
        raise ArgumentError(f"--every={args.every} is not allowed; allowed: an integer 1..1000")

    check_input_dir(args.questions, "--questions", QUESTIONS_ALLOWED)
    check_input_dir(args.videos, "--videos", VIDEOS_ALLOWED)
    try:
        report = score(
            args.questions,
            args.videos,
            args.out,
            progress=not args.no_progress,
            every=args.every,
        )
    except DatasetError as exc:  # damaged metadata: bad input, named
        return report_error(exc, 2, PROG)
    for line in report.errors:
        print(line, file=sys.stderr)
    for model, o in report.summary["by_model"].items():
        print(
            f"{model}: solved {o['solved']}/{o['questions']} ({o['solve_rate']:.1%}); unreadable "
            f"{o['unreadable']}, squares moved {o['squares_moved']}, camera drift "
            f"{o['camera_drift']}, missing {o['missing']}, corrupt {o['corrupt']}; solved "
            f"unknown (frames not read) {o['unknown']['solved']}"
        )
    print(f"CSV {report.summary['csv']}")
    return 2 if report.errors else 0


COMMANDS = {"export": _export, "validate": _validate, "score": _score}


def _command(argv: list[str]) -> tuple[Callable[[Sequence[str]], int], list[str]]:
    """The command ``argv`` names and its arguments; export when it starts with an option."""
    if not argv or argv[0].startswith("-"):
        return _export, argv
    name = argv[0]
    if name in COMMANDS:
        return COMMANDS[name], argv[1:]
    close = difflib.get_close_matches(name, COMMANDS, n=1, cutoff=0.6)
    hint = f"did you mean {close[0]!r}?" if close else f"allowed: {', '.join(COMMANDS)}"
    raise ArgumentError(f"unknown command {name!r}; {hint} (see {PROG} --help)")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        command, rest = _command(argv)
        return command(rest)
    except ArgumentError as exc:
        return report_error(exc, 2, PROG)
    except (DatasetError, ImportError) as exc:
        return report_error(exc, 1, PROG)


if __name__ == "__main__":
    sys.exit(main())
