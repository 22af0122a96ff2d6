"""Command line: export question sets, validate them, score video-model outputs.

::

    python -m datagen --task rotation_puzzle --pairs-per-domain 50 --out data/questions --seed 0
    python -m datagen --task maze_nav --pairs-per-domain 30 --shapes square spiral --video
    python -m datagen validate data/questions
    python -m datagen score --questions data/questions --videos runs/model_x

Exit codes: 0 success, 1 a problem with data (invalid dataset, missing or corrupt video,
unreadable files), 2 bad arguments. Every error is one line naming what and where.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from datagen.io import ArgumentError, DatasetError

PROG = "python -m datagen"


class _Parser(argparse.ArgumentParser):
    """argparse whose errors become one-line :class:`ArgumentError` messages (exit code 2)."""

    def error(self, message: str) -> NoReturn:
        raise ArgumentError(f"{message} (see {self.prog} --help)")


def _export_parser() -> argparse.ArgumentParser:
    from datagen.tasks import TASKS
    from datagen.video import DEFAULT_FPS, DEFAULT_FRAMES_PER_MOVE

    p = _Parser(
        prog=PROG,
        description="Export a question set (first/final frame, prompt, metadata per question). "
        f"Other commands: '{PROG} validate DIR', '{PROG} score --questions DIR --videos DIR'.",
    )
    p.add_argument("--task", required=True, help=f"one of {', '.join(TASKS)}")
    p.add_argument("--pairs-per-domain", type=int, default=50, help="number of questions")
    p.add_argument("--out", default="data/questions", help="root folder (default data/questions)")
    p.add_argument("--seed", type=int, default=0, help="dataset seed (default 0)")
    p.add_argument("--difficulties", nargs="+", help="rotation_puzzle: easy medium hard")
    p.add_argument("--shapes", nargs="+", help="maze_nav: square cross spiral triangle C Z")
    p.add_argument("--size", type=int, help="maze_nav: grid side (default 5)")
    p.add_argument("--video", action="store_true", help="also write ground_truth.mp4")
    p.add_argument("--fps", type=int, default=DEFAULT_FPS, help="video frame rate")
    p.add_argument(
        "--frames-per-move", type=int, default=DEFAULT_FRAMES_PER_MOVE,
        help="video frames per quarter-turn / maze step",
    )  # fmt: skip
    p.add_argument("--overwrite", action="store_true", help="replace a different dataset")
    p.add_argument("--workers", type=int, help="worker processes (default: all cores)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    return p


def _export(argv: Sequence[str]) -> int:
    from datagen.export import export

    args = _export_parser().parse_args(argv)
    if args.task == "rotation_puzzle":
        if args.shapes or args.size is not None:
            raise ArgumentError("--shapes/--size apply to --task maze_nav only")
        options = {"difficulties": args.difficulties}
    elif args.task == "maze_nav":
        if args.difficulties:
            raise ArgumentError("--difficulties applies to --task rotation_puzzle only")
        options = {"shapes": args.shapes, "size": args.size}
    else:
        from datagen.tasks import get_task

        get_task(args.task)  # raises ArgumentError naming the known tasks
        options = {}
    result = export(
        args.task,
        args.pairs_per_domain,
        options,
        seed=args.seed,
        out=args.out,
        video=args.video,
        fps=args.fps,
        frames_per_move=args.frames_per_move,
        overwrite=args.overwrite,
        workers=args.workers,
        progress=not args.no_progress,
    )
    n = len(result.dataset["pairs"])
    if result.reused:
        print(f"{result.folder}: already holds this dataset ({n} questions); nothing written")
    else:
        print(f"wrote {n} questions to {result.folder}")
    return 0


def _validate(argv: Sequence[str]) -> int:
    from datagen.validate import validate

    p = _Parser(prog=f"{PROG} validate", description="Check a dataset folder; exit 1 on problems.")
    p.add_argument("dir", help="a dataset folder (<out>/<task>_task) or a root holding several")
    p.add_argument("--no-videos", action="store_true", help="skip decoding ground_truth.mp4")
    args = p.parse_args(argv)
    problems = validate(args.dir, check_videos=not args.no_videos)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s) in {args.dir}", file=sys.stderr)
        return 1
    print(f"{args.dir}: OK")
    return 0


def _score(argv: Sequence[str]) -> int:
    from datagen.score import score

    p = _Parser(prog=f"{PROG} score", description="Score model videos by their last frame.")
    p.add_argument("--questions", required=True, help="dataset folder or root")
    p.add_argument("--videos", required=True, help="folder with <task_id>.mp4 or <task_id>/ frames")
    p.add_argument("--out", help="CSV path (default <videos>/scores.csv); summary next to it")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = p.parse_args(argv)
    report = score(args.questions, args.videos, args.out, progress=not args.no_progress)
    for line in report.errors:
        print(line, file=sys.stderr)
    o = report.summary["overall"]
    print(
        f"solved {o['solved']}/{o['questions']} ({o['solve_rate']:.1%}); unreadable "
        f"{o['unreadable']}, squares moved {o['squares_moved']}, camera drift "
        f"{o['camera_drift']}, missing {o['missing']}, corrupt {o['corrupt']}; "
        f"CSV {report.summary['csv']}"
    )
    return 1 if report.errors else 0


COMMANDS = {"validate": _validate, "score": _score}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    command = COMMANDS.get(argv[0]) if argv else None
    try:
        if command is not None:
            return command(argv[1:])
        return _export(argv)
    except ArgumentError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    except DatasetError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 1
    except ImportError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
