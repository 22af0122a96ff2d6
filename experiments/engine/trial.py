"""What one trial produces, whatever the study: :class:`TrialResult`, and the conversation
that keeps its books (:class:`Conversation`: messages, tokens, latency, retries per call).

A study's ``play`` returns a :class:`TrialResult`; the engine records it. A phase a study does
not have (the puzzle study's recognize and generate) stays ``None``.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from agents.base import ChatClient, Completion
from agents.llm.retry import ClientError

PHASE_LINES = ("SOLVE", "RECOGNIZE", "GENERATE")


class TrialInterrupted(Exception):
    """The run is stopping (Ctrl-C); the trial was abandoned and must not be recorded."""


@dataclass
class TrialResult:
    """Everything one trial produced.

    Attributes:
        messages: the whole conversation, ``[{"role", "content"}]`` in order.
        solve, recognize, generate: the phase results in the shape of
            :mod:`envs.records` (``None`` for a phase that did not finish).
        status: ``"ok"`` or ``"error"``.
        error: why the trial could not finish (``"<code>: <message>"``), else None.
        tokens_in, tokens_out, latency_s, retries: summed over every call, the failed one
            included (its retries and the time spent on them, backoff waits too).
        calls: model calls made.
        client_error: the :class:`~agents.llm.retry.ClientError` that ended the trial (its
            ``fatal`` says whether the whole run should stop), else None. Not part of the record.
    """

    messages: list[dict[str, Any]] = field(default_factory=list)
    solve: dict[str, Any] | None = None
    recognize: dict[str, Any] | None = None
    generate: dict[str, Any] | None = None
    status: str = "ok"
    error: str | None = None
    tokens_in: int = 0
    tokens_out: int = 0
    latency_s: float = 0.0
    retries: int = 0
    calls: int = 0
    reply_logprobs: list[list[dict[str, Any]] | None] = field(default_factory=list)
    logits: dict[str, Any] | None = None
    activations: Any = field(default=None, repr=False, compare=False)
    attention: Any = field(default=None, repr=False, compare=False)
    client_error: ClientError | None = field(default=None, repr=False, compare=False)

    def gave_up(self, error: ClientError) -> None:
        """Mark the trial as ended by a client that gave up (the phases that finished stay)."""
        self.status = "error"
        self.error = str(error)
        self.client_error = error

    def _verdicts(self) -> list[tuple[str, str]]:
        """``(PHASE, "SUCCESS (strict: FAIL, format)")`` per phase: flexible, then strict."""
        out = []
        for name, result in zip(
            PHASE_LINES, (self.solve, self.recognize, self.generate), strict=True
        ):
            verdict = "SUCCESS" if result and result["success"] else "FAIL"
            if result and "strict" in result:
                reason = result.get("strict_reason")
                verdict += f" (strict: {'SUCCESS' if result['strict'] else 'FAIL'}"
                verdict += f", {reason})" if not result["strict"] and reason else ")"
            out.append((name, verdict))
        return out

    def phase_lines(self) -> str:
        """The transcript's closing ``SOLVE:``/``RECOGNIZE:``/``GENERATE:`` lines.

        Each gives the flexible verdict, then the strict one when the phase has it:
        ``RECOGNIZE: SUCCESS (strict: FAIL, format)``.
        """
        return "\n".join(f"{name}: {verdict}" for name, verdict in self._verdicts())

    def verdicts_line(self) -> str:
        """Both readings of every phase on one line, for the transcript's header."""
        return "; ".join(f"{name.lower()} {verdict}" for name, verdict in self._verdicts())


class Conversation:
    """The message list plus the bookkeeping of every call."""

    def __init__(self, client: ChatClient, result: TrialResult, stop: threading.Event | None):
        self.client = client
        self.result = result
        self.stop = stop
        self.last: Completion | None = None
        """The last reply as the client gave it (its ``extra["finish_reason"]`` says whether it
        was cut off: the readers never credit a cut-off answer)."""

    def ask(self, prompt: str | list[dict[str, Any]]) -> str:
        if self.stop is not None and self.stop.is_set():
            raise TrialInterrupted
        self.result.messages.append({"role": "user", "content": prompt})
        try:
            completion: Completion = self.client.complete(list(self.result.messages))
        except ClientError as error:
            # The call's cost is real even though it failed: minutes of retries and backoff.
            self.result.calls += 1
            self.result.retries += int(getattr(error, "retries", 0) or 0)
            self.result.latency_s += float(getattr(error, "elapsed_s", 0.0) or 0.0)
            raise
        text = completion.text if isinstance(completion.text, str) else ""
        self.last = completion
        self.result.messages.append({"role": "assistant", "content": text})
        r = self.result
        r.calls += 1
        r.tokens_in += int(completion.input_tokens or 0)
        r.tokens_out += int(completion.output_tokens or 0)
        r.latency_s += float(completion.latency_s or 0.0)
        r.retries += int(completion.retries or 0)
        logprobs = getattr(completion, "logprobs", None)
        r.reply_logprobs.append(logprobs if isinstance(logprobs, list) else None)
        return text

    @property
    def finish_reason(self) -> str | None:
        """The last reply's finish reason (``"length"``: cut off by ``max_tokens``), or None."""
        extra = getattr(self.last, "extra", None)
        reason = extra.get("finish_reason") if isinstance(extra, dict) else None
        return reason if isinstance(reason, str) else None
