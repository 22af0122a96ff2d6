"""``python -m experiments analyze RESULTS_DIR [RESULTS_DIR ...] --out report/
[--format latex] [--figures pdf]``."""

from __future__ import annotations

import argparse
import sys

from gymnasium.error import DependencyNotInstalled

from envs.cli import report_error
from envs.io import check_output_dir
from experiments.analysis.frame import DEFAULT_TEST_VERDICT, TEST_VERDICTS
from experiments.analysis.load import ResultsError
from experiments.analysis.plots import FIGURE_CHOICES

LISTED = 20
"""Excluded records listed on stderr; the report lists more."""
EXIT_OK = 0
EXIT_MISSING_DEPENDENCY = 1
EXIT_BAD_INPUT = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``analyze`` sub-command's arguments to ``parser``."""
    parser.add_argument(
        "results_dirs", nargs="+", metavar="RESULTS_DIR",
        help="directories with trials.jsonl and manifest.json; several are merged",
    )  # fmt: skip
    parser.add_argument(
        "--out", default="report/", help="folder for report.md, summary.csv and figures/"
    )
    parser.add_argument(
        "--model-order", nargs="+", default=None, metavar="MODEL",
        help="models from weakest to strongest for the H3 trend test "
        "(space- or comma-separated; default: qwen-turbo qwen-plus qwen-max)",
    )  # fmt: skip
    parser.add_argument(
        "--verdict", choices=TEST_VERDICTS, default=DEFAULT_TEST_VERDICT,
        help="which reading of each phase the hypothesis tests run on: flexible (what a careful "
        "grader accepts) or strict (the asked format, read only there); the tables show both "
        f"(default: {DEFAULT_TEST_VERDICT})",
    )  # fmt: skip
    parser.add_argument(
        "--format", choices=("markdown", "latex"), default="markdown", dest="table_format",
        help="markdown: report.md alone; latex: also one booktabs .tex file per table under "
        "OUT/tables/ (captions name the agents and trials) and OUT/tables/figures.tex "
        "(default: markdown)",
    )  # fmt: skip
    parser.add_argument(
        "--figures", choices=FIGURE_CHOICES, default="png", dest="figure_format",
        help="file format of every figure: png, or vector pdf or svg; none draws no figure "
        "(the numbers alone, about twice as fast) (default: png)",
    )  # fmt: skip
    parser.add_argument(
        "--attention-layer", type=int, default=None, metavar="LAYER",
        help="the layer the attention heatmaps read (runs with --attention; 0 the first block, "
        "-1 the last; default: the mean over every layer)",
    )  # fmt: skip


def _split_order(values: list[str] | None) -> list[str] | None:
    if not values:
        return None
    names = [name.strip() for value in values for name in value.split(",")]
    return [name for name in names if name] or None


def run(args: argparse.Namespace) -> int:
    """Run the analysis; print where the report went. Returns the process exit code.

    Records that break the schema are listed on stderr by file and line (the first
    :data:`LISTED`) and excluded; the closing line says how many.
    """
    from experiments.analysis.report import analyze

    try:
        check_output_dir(args.out, "--out")
        report = analyze(
            args.results_dirs, args.out, _split_order(args.model_order),
            verdict=getattr(args, "verdict", DEFAULT_TEST_VERDICT),
            attention_layer=getattr(args, "attention_layer", None),
            table_format=getattr(args, "table_format", "markdown"),
            figure_format=getattr(args, "figure_format", "png"),
        )  # fmt: skip
    except (ResultsError, ValueError) as exc:  # bad directories, --out, --model-order, --verdict
        return report_error(exc, EXIT_BAD_INPUT)
    except DependencyNotInstalled as exc:
        return report_error(exc, EXIT_MISSING_DEPENDENCY)
    except OSError as exc:  # the disk filled up or went read-only while writing the report
        return report_error(f"writing the report to {args.out} failed: {exc}", EXIT_BAD_INPUT)
    for line in report.warnings:
        print(f"warning: {line}", file=sys.stderr)
    for line in report.excluded[:LISTED]:
        print(f"excluded: {line}", file=sys.stderr)
    if len(report.excluded) > LISTED:
        print(f"excluded: ... and {len(report.excluded) - LISTED} more", file=sys.stderr)
    print(report.headline)
    print(
        f"report: {report.path} · summary: {report.summary_csv} · "
        f"{len(report.figures)} figures · "
        + (f"{len(report.tables)} LaTeX files · " if report.tables else "")
        + f"{len(report.skipped)} skipped (reasons in the report)"
        f" · {len(report.excluded)} records excluded for breaking the schema"
    )
    return EXIT_OK
