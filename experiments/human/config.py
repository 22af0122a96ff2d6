"""The human study's configuration: :class:`ServeConfig` (``python -m experiments human serve``)
and :class:`HumanExportConfig` (``... human export``), each field one option."""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass
from pathlib import Path

from envs.config_checks import validate_fields
from envs.config_fields import option
from envs.maze_nav.constants import MAX_MOVES
from experiments.adaptive.options import adaptive_option, adaptive_trials_option
from experiments.engine.options import parse_out_dir
from experiments.human import MIN_TOKEN_CHARS, TOKEN_ENV
from experiments.human.storage import DB_FILE
from experiments.puzzle.config import MAX_PUZZLES


def parse_out(text: str) -> Path:
    """``--out``'s value; an empty one is refused rather than read as the current folder."""
    return parse_out_dir(text, "--out")


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
    adaptive: str | None = adaptive_option("each participant (in one condition)")
    adaptive_trials: int = adaptive_trials_option("participant", "")
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
class HumanExportConfig:
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
