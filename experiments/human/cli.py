"""``python -m experiments human serve ...`` and ``python -m experiments human export ...``.

The options are the fields of :class:`ServeConfig` and :class:`ExportConfig`. Exit codes: 0 done,
2 bad input (an option, a maze folder, an ``--out`` that cannot hold the study, a database
started with other settings), 1 a missing dependency.
"""

from __future__ import annotations

import argparse
import os
import socket
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from envs.cli import add_config_arguments, config_from_args, option, validate_fields
from envs.io import check_output_dir
from envs.maze_nav.constants import MAX_MOVES
from experiments.human import MIN_TOKEN_CHARS, TOKEN_ENV
from experiments.human.storage import DB_FILE, MissingDriverError
from experiments.puzzle.config import MAX_PUZZLES

EXIT_OK, EXIT_MISSING_DEPENDENCY, EXIT_BAD_ARGS = 0, 1, 2


def _db_url(out_dir: Path, db: str | None) -> str:
    return db or f"sqlite:///{out_dir / DB_FILE}"


def parse_out(text: str) -> Path:
    """``--out``'s value; an empty one is refused rather than read as the current folder."""
    if not str(text).strip():
        raise ValueError(
            f"--out={str(text)!r} is not allowed; allowed: a folder path (pass '.' to mean the "
            "current folder)"
        )
    return Path(text)


def check_host(host: str, port: int) -> None:
    """Refuse, before anything is written, a ``--host`` this machine cannot resolve."""
    try:
        socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        raise ValueError(
            f"--host={host!r} cannot be resolved ({reason}); allowed: an address of this "
            "machine (127.0.0.1, 0.0.0.0 for every interface) or a name that resolves to one"
        ) from None


@dataclass
class ServeConfig:
    """Run the human study's website (consent, a practice maze, the assigned trials)."""

    mazes: Path = option(
        help="folder of maze files (<n>x<n>/<shape>/<n>x<n>_<shape>_<i>.npy, e.g. a model "
        "run's experiment_mazes)",
        metavar="DIR",
    )
    out_dir: Path = option(
        help="the study's folder (database, maze copies; export writes here too)",
        flag="--out",
        metavar="DIR",
        parse=parse_out,
    )
    host: str = option("127.0.0.1", help="address to listen on (0.0.0.0: every interface)")
    port: int = option(8000, help="port to listen on", minimum=1)
    db: str | None = option(
        None, help="database URL (sqlite:///PATH or postgresql://USER:PASSWORD@HOST:PORT/DB)",
        default_text=f"sqlite:///OUT/{DB_FILE}",
    )  # fmt: skip
    seed: int = option(0, help="random seed of the schedule", minimum=0)
    trials: int = option(0, help="trials per participant (0: every maze)", minimum=0)
    max_moves: int = option(MAX_MOVES, help="moves allowed per maze", minimum=1)
    practice: bool = option(True, help="start with a practice maze (not exported)")
    puzzles: int = option(
        0, help="rotation puzzles after the mazes (2x2, the puzzle study's; 0: no puzzle block)",
        minimum=0, maximum=MAX_PUZZLES,
    )  # fmt: skip
    puzzle_difficulty: str = option(
        "easy", help="difficulty of the puzzles", choices=("easy", "medium", "hard")
    )
    completion_code: str | None = option(None, help="code shown on the last page")
    completion_url: str | None = option(
        None, help="link the last page sends the participant to (a platform's completion URL)"
    )

    def validate(self) -> None:
        validate_fields(self)
        if self.port > 65535:
            raise ValueError(f"port={self.port!r} is not allowed; allowed: 1 to 65535")
        if self.completion_url is not None and not self.completion_url.startswith(
            ("https://", "http://")
        ):
            raise ValueError(
                f"completion_url={self.completion_url!r} is not allowed; allowed: an http(s) URL"
            )
        check_host(self.host, self.port)
        token = os.environ.get(TOKEN_ENV)
        if token is not None and token != "" and len(token) < MIN_TOKEN_CHARS:
            # The token's value is never shown, only its length.
            raise ValueError(
                f"{TOKEN_ENV} is {len(token)} characters long; allowed: at least "
                f"{MIN_TOKEN_CHARS} random characters (python -c 'import secrets; "
                "print(secrets.token_urlsafe(32))'), or unset to turn the admin pages off"
            )


@dataclass
class ExportConfig:
    """Write trials.jsonl, manifest.json and transcripts of a human study (model-study layout)."""

    out_dir: Path = option(
        help="the study's folder (serve's --out); the export is written there",
        flag="--out",
        metavar="DIR",
        parse=parse_out,
    )
    mazes: Path | None = option(
        None, help="maze folder (default: the copies in --out)", metavar="DIR",
        default_text="OUT/experiment_mazes",
    )  # fmt: skip
    db: str | None = option(
        None, help="database URL (sqlite:///PATH or postgresql://USER:PASSWORD@HOST:PORT/DB)",
        default_text=f"sqlite:///OUT/{DB_FILE}",
    )  # fmt: skip

    def validate(self) -> None:
        validate_fields(self)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``human`` sub-command's own sub-commands."""
    sub = parser.add_subparsers(dest="human_command", required=True)
    serve = sub.add_parser("serve", help="run the study website", description=ServeConfig.__doc__)
    add_config_arguments(serve, ServeConfig)
    serve.set_defaults(human_parser=serve, human_config=ServeConfig)
    export = sub.add_parser(
        "export", help="write the results for experiments analyze", description=ExportConfig.__doc__
    )
    add_config_arguments(export, ExportConfig)
    export.set_defaults(human_parser=export, human_config=ExportConfig)


def open_study(
    out_dir: Path, mazes: Path | None, db: str | None, settings: object = None, **kwargs: object
) -> object:
    """The :class:`~experiments.human.study.Study` of a folder (maze copies written there)."""
    from envs.io import atomic_write_bytes
    from experiments.human.app import pages_hash
    from experiments.human.schedule import load_study_mazes
    from experiments.human.storage import Store, dialect_of, sqlite_path
    from experiments.human.study import Study, StudySettings
    from experiments.maze.mazes import npy_bytes

    url = _db_url(out_dir, db)
    if settings is None and dialect_of(url) == "sqlite" and not sqlite_path(url).is_file():
        # export: nothing (no folder, no empty database) is created before this refusal
        where = f"--out={str(out_dir)!r}" if db is None else f"--db={db!r}"
        raise ValueError(f"{where} holds no human study (no database file); allowed: serve's --out")
    store = Store(url)
    if settings is None:  # export: the settings the study was started with
        stored = store.settings()
        if not stored:
            raise ValueError(f"--out={str(out_dir)!r} holds no human study; allowed: serve's --out")
        settings = StudySettings(
            seed=stored["seed"], trials=stored["trials"], max_moves=stored["max_moves"],
            practice=stored["practice"], pages_hash=stored["pages_hash"],
            puzzles=stored.get("puzzles", 0),
            puzzle_difficulty=stored.get("puzzle_difficulty", "easy"),
            max_turns=stored.get("max_turns", ""),
        )  # fmt: skip
    else:
        settings.pages_hash = pages_hash()  # type: ignore[attr-defined]
    entries = load_study_mazes(mazes or out_dir, settings.max_moves)  # type: ignore[attr-defined]
    from experiments.human.puzzles import load_puzzles

    puzzles = load_puzzles(
        out_dir,
        settings.puzzles,
        settings.puzzle_difficulty,
        settings.seed,  # type: ignore[attr-defined]
    )
    study = Study(store, entries, settings, puzzles=puzzles, **kwargs)  # type: ignore[arg-type]
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
            from experiments.human.study import StudySettings

            settings = StudySettings(
                config.seed, config.trials, config.max_moves, config.practice,
                puzzles=config.puzzles, puzzle_difficulty=config.puzzle_difficulty,
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
    if isinstance(config, ExportConfig):
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
