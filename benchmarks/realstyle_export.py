"""The question export the real-style sets' scripts and form tests run: ``python -m datagen``'s
own ``main``, in this process.

A second interpreter gave the same folders (the same code) for 0.3-0.5 CPU s more an export (its
start-up and imports); a form test's module fixture ran two.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Sequence


def run_export(argv: Sequence[str]) -> None:
    """Run ``python -m datagen`` with ``argv`` here; its output (the summary, a progress bar) is
    kept back, as the scripts' ``capture_output`` kept it.

    Raises:
        RuntimeError: the command exited non-zero; the message holds its error line.
    """
    from datagen.__main__ import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    if code != 0:
        raise RuntimeError(
            f"argv={list(argv)!r}: python -m datagen exited with {code}: {err.getvalue().strip()}"
        )
