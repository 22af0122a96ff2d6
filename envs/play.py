"""Play an environment yourself: ``python -m envs.play MazeNav-v0 --shape spiral``.

MazeNav-v0: arrow keys move; Q/E/Z/C move diagonally (up-left, up-right, down-left,
down-right) in 8-directional mazes; R starts a new maze; Esc quits. ``--record FILE`` appends one
trial record per finished maze (the ``envs/records.py`` schema, model ``human``), so
people can be compared with models in the same analysis.

RotationPuzzle-v0: click a square to turn it clockwise, right-click to turn it back; N starts a
new puzzle; Esc or Q quits.

Under the picture the window shows the rule (4 or 8 directions and the keys, or the clicks), the
moves or turns left, and, when a maze or puzzle is over, why, in the browser study's words
("You reached the goal!", "That move was not allowed (wall); this maze is over.", "No moves
left; this maze is over."). The next one comes when Enter or Space is pressed.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable

from envs.io import OutputPathError, check_output_file

# Explicit registry: env id -> "module:function" that runs the human game.
PLAYERS: dict[str, str] = {
    "MazeNav-v0": "envs.maze_nav.play:play",
    "RotationPuzzle-v0": "envs.rotation_puzzle.play:play",
}


def _load(target: str) -> Callable[..., object]:
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


# Each env's own options: given to the other env they are refused, not ignored.
ENV_OPTIONS: dict[str, tuple[str, ...]] = {
    "MazeNav-v0": ("shape", "size", "record"),
    "RotationPuzzle-v0": ("difficulty", "grid"),
}
HEADLESS_DRIVERS = ("dummy", "offscreen")
CONSOLE_DRIVERS = ("kmsdrm", "fbcon", "directfb", "evdev")


def display_problem(environ: os._Environ[str] | dict[str, str] = os.environ) -> str | None:
    """Why no window anyone can see opens here, or None: a headless ``SDL_VIDEODRIVER``
    (``dummy``, ``offscreen``: the game would run on, drawing nowhere, until killed; the
    Makefile and the tests set ``dummy``), or Linux without ``DISPLAY`` or ``WAYLAND_DISPLAY``
    (SDL would try for about 30 s before failing with its own message).
    """
    driver = environ.get("SDL_VIDEODRIVER", "").lower()
    if driver in HEADLESS_DRIVERS:
        return (
            f"SDL_VIDEODRIVER={driver!r} opens no window anyone can see; allowed: unset it "
            "(or a display driver such as x11 or wayland) in a desktop session, or let people "
            "play in a browser with python -m experiments human serve"
        )
    if not sys.platform.startswith("linux"):
        return None
    if driver in CONSOLE_DRIVERS:
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset); run it in a "
        "desktop session (or with ssh -X), or let people play in a browser with "
        "python -m experiments human serve"
    )


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not allowed; allowed: an integer >= 0")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m envs.play", description=__doc__.splitlines()[0]
    )
    parser.add_argument("env_id", choices=sorted(PLAYERS), help="which environment to play")
    parser.add_argument(
        "--shape",
        default=None,
        help="MazeNav-v0: square, cross, spiral, triangle, C or Z, or an extended shape "
        "(N, L, T, plus, H, envelope, house)",
    )
    parser.add_argument("--size", type=int, default=None, help="MazeNav-v0: grid side (default 5)")
    parser.add_argument("--encoding", default=None, help=argparse.SUPPRESS)
    parser.add_argument(
        "--difficulty", default=None, help="RotationPuzzle-v0: easy, medium or hard"
    )
    parser.add_argument("--grid", default=None, help="RotationPuzzle-v0: ROWSxCOLS, e.g. 3x3")
    parser.add_argument(
        "--seed", type=_seed, default=None, help="seed of the first episode (an integer >= 0)"
    )
    parser.add_argument("--record", default=None, help="append trial records (JSON lines) here")
    args = parser.parse_args(argv)

    kwargs: dict[str, object] = {}
    for env_id, names in ENV_OPTIONS.items():
        for name in names:
            if env_id != args.env_id and getattr(args, name) is not None:
                parser.error(f"--{name} is for {env_id} only, not {args.env_id}")
    if args.record is not None:
        try:  # before the window opens, so a bad path costs nothing
            check_output_file(args.record, argument="--record")
        except OutputPathError as e:
            parser.error(str(e))
    if args.env_id == "MazeNav-v0":
        for name in ("shape", "size"):
            if getattr(args, name) is not None:
                kwargs[name] = getattr(args, name)
        kwargs["record"] = args.record
    else:
        if args.difficulty is not None:
            kwargs["difficulty"] = args.difficulty
        if args.grid is not None:
            try:
                rows, cols = (int(v) for v in args.grid.lower().split("x"))
            except ValueError:
                parser.error(f"--grid={args.grid!r} is not ROWSxCOLS, e.g. 3x3")
            kwargs["grid"] = (rows, cols)
    if args.seed is not None:
        kwargs["seed"] = args.seed
    env_kwargs = {k: v for k, v in kwargs.items() if k not in ("seed", "record")}
    try:  # bad options are named before the display is looked at
        import gymnasium as gym

        import envs  # noqa: F401  (registers the env ids)

        gym.make(args.env_id, **env_kwargs).close()
    except ValueError as e:
        parser.error(str(e))
    problem = display_problem()
    if problem is not None:
        print(f"{parser.prog}: error: {problem}", file=sys.stderr)
        return 1
    try:
        _load(PLAYERS[args.env_id])(**kwargs)
    except ValueError as e:
        parser.error(str(e))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
