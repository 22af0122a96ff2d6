"""``python -m experiments audit RESULTS [--per-stratum N] [--port P]``: serve the verdict audit."""

from __future__ import annotations

import argparse
import sys

from envs.cli import report_error
from experiments.analysis.load import ResultsError

EXIT_OK = 0
EXIT_MISSING_DEPENDENCY = 1
EXIT_BAD_INPUT = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``audit`` sub-command's arguments to ``parser``."""
    parser.add_argument("results", metavar="RESULTS", help="a maze study's results folder")
    parser.add_argument(
        "--per-stratum", type=int, default=3, metavar="N",
        help="replies per phase × model × verdict (default: 3)",
    )  # fmt: skip
    parser.add_argument("--seed", type=int, default=0, help="the sample's seed (default: 0)")
    parser.add_argument("--host", default="127.0.0.1", help="address to serve on")
    parser.add_argument("--port", type=int, default=8766, help="port to serve on")


def run(args: argparse.Namespace) -> int:
    """Draw the sample and serve it until interrupted; returns the exit code."""
    from experiments.audit.marks import marks_path
    from experiments.audit.sample import audit_items

    try:
        items = audit_items(args.results, args.per_stratum, args.seed)
    except (ResultsError, ValueError) as exc:
        return report_error(exc, EXIT_BAD_INPUT)
    if not items:
        return report_error(
            f"{args.results} holds no maze reply with a transcript to audit", EXIT_BAD_INPUT
        )
    try:
        import uvicorn
    except ImportError:
        print("error: uvicorn is missing; pip install 'spatial-reasoning-gym[human]'",
              file=sys.stderr)  # fmt: skip
        return EXIT_MISSING_DEPENDENCY
    from experiments.audit.app import create_app
    from experiments.human.logs import log_config

    print(
        f"verdict audit: http://{args.host}:{args.port}/ · {len(items)} replies · marks go to "
        f"{marks_path(args.results)} (analyze {args.results} prints the agreement)",
        flush=True,
    )
    uvicorn.run(
        create_app(args.results, items), host=args.host, port=args.port, log_level="info",
        log_config=log_config(),
    )  # fmt: skip
    return EXIT_OK
