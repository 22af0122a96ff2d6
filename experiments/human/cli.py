"""``python -m experiments human serve ...`` and ``python -m experiments human export ...``.

The options are the fields of :class:`ServeConfig` and :class:`HumanExportConfig`. Exit codes: 0 done,
2 bad input (an option, a maze folder, an ``--out`` that cannot hold the study, a database
started with other settings), 1 a missing dependency.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from envs.cli import add_config_arguments, config_from_args
from envs.io import check_output_dir
from experiments.human import TOKEN_ENV
from experiments.human.config import HumanExportConfig, ServeConfig
from experiments.human.storage import DB_FILE, MissingDriverError

EXIT_OK, EXIT_MISSING_DEPENDENCY, EXIT_BAD_ARGS = 0, 1, 2


def _db_url(out_dir: Path, db: str | None) -> str:
    return db or f"sqlite:///{out_dir / DB_FILE}"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``human`` sub-command's own sub-commands."""
    sub = parser.add_subparsers(dest="human_command", required=True)
    serve = sub.add_parser("serve", help="run the study website", description=ServeConfig.__doc__)
    add_config_arguments(serve, ServeConfig)
    serve.set_defaults(human_parser=serve, human_config=ServeConfig)
    export = sub.add_parser(
        "export",
        help="write the results for experiments analyze",
        description=HumanExportConfig.__doc__,
    )
    add_config_arguments(export, HumanExportConfig)
    export.set_defaults(human_parser=export, human_config=HumanExportConfig)


def open_study(
    out_dir: Path, mazes: Path | None, db: str | None, settings: object = None, **kwargs: object
) -> object:
    """The :class:`~experiments.human.study.Study` of a folder (maze copies written there)."""
    from envs.io import atomic_write_bytes
    from experiments.human.app import pages_hash
    from experiments.human.schedule import load_study_mazes
    from experiments.human.settings import HumanStudySettings
    from experiments.human.storage import Store, dialect_of, sqlite_path
    from experiments.human.study import HumanStudy
    from experiments.maze.mazes import npy_bytes

    url = _db_url(out_dir, db)
    if settings is None and dialect_of(url) == "sqlite" and not sqlite_path(url).is_file():
        # export: nothing (no folder, no empty database) is created before this refusal
        where = f"--out={str(out_dir)!r}" if db is None else f"--db={db!r}"
        raise ValueError(f"{where} holds no human study (no database file); allowed: serve's --out")
    entries = None
    if settings is not None:  # serve: a bad maze folder is refused before the database is made
        entries = load_study_mazes(mazes or out_dir, settings.max_moves)  # type: ignore[attr-defined]
    store = Store(url)
    if settings is None:  # export: the settings the study was started with
        stored = store.settings()
        if not stored:
            raise ValueError(f"--out={str(out_dir)!r} holds no human study; allowed: serve's --out")
        settings = HumanStudySettings(
            seed=stored["seed"], trials=stored["trials"], max_moves=stored["max_moves"],
            practice=stored["practice"], pages_hash=stored["pages_hash"],
            puzzles=stored.get("puzzles", 0),
            puzzle_difficulty=stored.get("puzzle_difficulty", "easy"),
            max_turns=stored.get("max_turns", ""),
            adaptive=stored.get("adaptive"), adaptive_trials=stored.get("adaptive_trials", 0),
        )  # fmt: skip
    else:
        settings.pages_hash = pages_hash()  # type: ignore[attr-defined]
    if entries is None:
        entries = load_study_mazes(mazes or out_dir, settings.max_moves)  # type: ignore[attr-defined]
    from experiments.human.puzzles import load_puzzles

    puzzles = load_puzzles(
        out_dir,
        settings.puzzles,
        settings.puzzle_difficulty,
        settings.seed,  # type: ignore[attr-defined]
    )
    study = HumanStudy(store, entries, settings, puzzles=puzzles, **kwargs)  # type: ignore[arg-type]
    for entry in entries:
        target = out_dir / entry.relpath
        if not target.exists():
            atomic_write_bytes(target, npy_bytes(entry.codes))
    return study


def run(args: argparse.Namespace, argv: Sequence[str]) -> int:
    """Run ``human serve`` or ``human export``; returns the exit code."""
    try:
        config = config_from_args(args.human_config, args, args.human_parser)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else EXIT_BAD_ARGS
    try:
        out = check_output_dir(config.out_dir, "--out")
        if isinstance(config, ServeConfig):
            from experiments.human.settings import HumanStudySettings

            settings = HumanStudySettings(
                config.seed, config.trials, config.max_moves, config.practice,
                puzzles=config.puzzles, puzzle_difficulty=config.puzzle_difficulty,
                adaptive=config.adaptive, adaptive_trials=config.adaptive_trials,
            )  # fmt: skip
            study = open_study(
                out, config.mazes, config.db, settings,
                completion_code=config.completion_code, completion_url=config.completion_url,
            )  # fmt: skip
        else:
            study = open_study(out, config.mazes, config.db)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_BAD_ARGS
    except MissingDriverError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_MISSING_DEPENDENCY
    if isinstance(config, HumanExportConfig):
        from experiments.human.export import export

        n = export(study, out)  # type: ignore[arg-type]
        print(
            f"{n} human trials exported → {out} (analyze with: python -m experiments analyze {out})"
        )
        return EXIT_OK
    try:
        import uvicorn
    except ImportError:
        print(
            "error: uvicorn is missing; pip install 'spatial-reasoning-gym[human]'", file=sys.stderr
        )
        return EXIT_MISSING_DEPENDENCY
    from experiments.human.app import create_app

    admin = "on" if os.environ.get(TOKEN_ENV) else f"off (set {TOKEN_ENV} to turn it on)"
    print(
        f"human study: http://{config.host}:{config.port}/?participant=YOUR_ID · admin page "
        f"/admin {admin} · data in {out} · database {study.store.shown}",  # type: ignore[attr-defined]
        flush=True,
    )
    from experiments.human.logs import log_config

    uvicorn.run(
        create_app(study),  # type: ignore[arg-type]
        host=config.host, port=config.port, log_level="info", log_config=log_config(),
    )  # fmt: skip
    return EXIT_OK
