"""What the study tests share: fake API keys, and a study command started in a child process
that is stopped once it has written some records (the kill-and-resume tests)."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def use_fake_keys(monkeypatch: pytest.MonkeyPatch, secret: str) -> None:
    """Both services' API keys set to ``secret`` (so a test can look for it in every file
    written) and their base-URL variables cleared (tests pass ``--base-url``)."""
    monkeypatch.setenv("OPENAI_API_KEY", secret)
    monkeypatch.setenv("DASHSCOPE_API_KEY", secret)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("DASHSCOPE_HTTP_BASE_URL", raising=False)


def started_until(
    cmd: list[str], log: Path, records: int, secret: str, *, timeout_s: float = 60.0
) -> subprocess.Popen[bytes]:
    """``cmd`` running in a child process (the OpenAI key ``secret``, loopback unproxied),
    returned once ``log`` holds ``records`` lines; fails when the child ends first."""
    env = {**os.environ, "OPENAI_API_KEY": secret, "NO_PROXY": "127.0.0.1,localhost"}
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline and proc.poll() is None:
        if log.exists() and log.read_bytes().count(b"\n") >= records:
            break
        time.sleep(0.02)
    assert proc.poll() is None, proc.communicate()
    return proc
