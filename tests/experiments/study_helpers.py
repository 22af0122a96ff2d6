"""What the study tests share: fake API keys, a study command started in a child process
that is stopped once it has written some records (the kill-and-resume tests), and an analysis
that rasterises only the figures a test reads."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path
from typing import Any

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
    cmd: list[str], log: Path, records: int, secret: str, *, timeout_s: float = 180.0
) -> subprocess.Popen[bytes]:
    """``cmd`` running in a child process (the OpenAI key ``secret``, loopback unproxied),
    returned once ``log`` holds ``records`` lines (:func:`wait_for_lines`)."""
    env = {**os.environ, "OPENAI_API_KEY": secret, "NO_PROXY": "127.0.0.1,localhost"}
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wait_for_lines(proc, log, records, timeout_s)
    return proc


def wait_for_lines(
    proc: subprocess.Popen[Any], log: Path, records: int, timeout_s: float = 180.0
) -> None:
    """Return once ``log`` holds ``records`` lines while ``proc`` runs.

    Raises:
        AssertionError: when the child ends first, or when ``timeout_s`` passes before the
            lines are there (the child is killed; the message says what was awaited and what
            the log held), so a slow child fails here, not as a confusing count later.
    """
    deadline = time.monotonic() + timeout_s
    lines = 0
    while proc.poll() is None:
        lines = log.read_bytes().count(b"\n") if log.exists() else 0
        if lines >= records:
            return
        if time.monotonic() >= deadline:
            proc.kill()
            _, err = proc.communicate()
            raise AssertionError(
                f"waited {timeout_s:g} s for {records} lines in {log}; it held {lines} "
                f"(the child was killed; its stderr: {_tail(err)!r})"
            )
        time.sleep(0.02)
    _, err = proc.communicate()
    raise AssertionError(
        f"the child ended (exit {proc.returncode}) before {log} held {records} lines "
        f"(it held {lines}): {_tail(err)!r}"
    )


def _tail(err: bytes | str | None) -> str:
    text = err.decode(errors="replace") if isinstance(err, bytes) else (err or "")
    return text[-500:]


def draw_only(monkeypatch: pytest.MonkeyPatch, *names: str) -> None:
    """``analyze`` draws only the figures ``names`` (file names, ``"12_size_solve.png"``);
    every other figure is still built and listed, and a stub file stands in for its pixels.
    Rasterising is most of an analysis' CPU, and a test that reads one figure need not pay for
    twenty (the analysis tests draw them all: ``test_same_inputs_give_same_bytes``)."""
    from experiments.analysis import plots

    save = plots.save_figure

    def save_named(fig: Any, path: Path) -> Path:
        if path.name in names:
            return save(fig, path)
        plots.pyplot().close(fig)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"not drawn (draw_only)")
        return path

    monkeypatch.setattr(plots, "save_figure", save_named)


def is_png(path: Path) -> bool:
    """``path`` holds a real PNG (not :func:`draw_only`'s stand-in)."""
    return path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
