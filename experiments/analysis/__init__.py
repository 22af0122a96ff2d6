"""Statistical analysis of ``trials.jsonl`` results: the specification's metrics, tests and plots.

Public API::

    from experiments.analysis import analyze
    report = analyze(["results/run1"], "report/", model_order=["qwen-turbo", "qwen-plus"])
    print(report.headline)

The command line is ``python -m experiments analyze RESULTS_DIR ... --out report/`` (wired by
``experiments/__main__.py`` through :func:`add_arguments` and :func:`run`). The statistics
libraries (matplotlib, scipy, statsmodels, pandas) are the ``analysis`` extra and are imported
only when an analysis runs, so importing this package stays light.
"""

from __future__ import annotations

from experiments.analysis.cli import add_arguments, run
from experiments.analysis.load import Dataset, ResultsError, RunInfo, load_results
from experiments.analysis.report import Report, analyze

__all__ = [
    "Dataset",
    "Report",
    "ResultsError",
    "RunInfo",
    "add_arguments",
    "analyze",
    "load_results",
    "run",
]
