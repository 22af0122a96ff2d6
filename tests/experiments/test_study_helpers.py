"""The kill-and-resume tests' waiting helper says what it waited for when the wait fails."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.experiments.study_helpers import wait_for_lines


def test_a_wait_past_its_deadline_names_what_it_waited_for(tmp_path):
    log = tmp_path / "trials.jsonl"
    log.write_text("{}\n")
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    with pytest.raises(
        AssertionError, match=r"waited 0\.2 s for 3 lines in .*trials\.jsonl; it held 1"
    ):
        wait_for_lines(proc, log, 3, timeout_s=0.2)
    assert proc.poll() is not None  # the child was killed, not left running


def test_a_child_that_ends_first_is_named_with_its_exit_code(tmp_path):
    proc = subprocess.Popen(
        [sys.executable, "-c", "import sys; sys.stderr.write('boom'); sys.exit(3)"],
        stderr=subprocess.PIPE,
    )
    with pytest.raises(AssertionError, match=r"the child ended \(exit 3\) .*held 0.*boom"):
        wait_for_lines(proc, tmp_path / "none.jsonl", 1, timeout_s=60)
