"""What a study supplies to the engine: the :class:`Study` protocol.

:func:`experiments.engine.run_study` is the one run body shared by every study: it checks the
output paths, resolves the models, surveys the folder (refusing one made with other settings,
keeping the latest record of each trial, restoring a lost ``.txt`` from its ``.json`` or redoing
the trial), takes the folder's lock, writes the manifest, runs the trials in a thread pool and
compacts the log. A study says only what differs, through an object with the members below.

The studies: :class:`experiments.maze.study.MazeStudy` (``python -m experiments run``) and
:class:`experiments.puzzle.study.PuzzleStudy` (``python -m experiments puzzle``).

A spec (one planned trial) is the study's own frozen dataclass with at least ``model``,
``encoding``, ``trial`` and ``key`` (the record's :func:`experiments.engine.log.trial_key`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from agents.base import ChatClient


class Study(Protocol):
    """One study: its plan, its trials, its transcripts and its manifest.

    The class is built from its config alone (``type(study)(config)``): the Ray engine builds
    one per shard on a worker (:mod:`experiments.engine.ray_sweep`).

    Attributes:
        config: the study's config; the run body reads ``out_dir``, ``models``, ``cache``,
            ``base_url``, ``seed``, ``shard``, ``concurrency``, ``progress``, ``retry_errors``
            and ``max_consecutive_errors``.
        tasks: the ``task`` values of this study's records in ``trials.jsonl`` (a folder may
            hold both studies; only these are checked against this study's settings).
        manifest_file: the study's manifest, in ``out_dir``.
    """

    config: Any
    tasks: tuple[str | None, ...]
    manifest_file: str

    def client_params(self, model: Any) -> dict[str, Any]:
        """Keyword arguments for :func:`agents.llm.make_client` for ``model`` (a spec string)."""
        ...

    def settings(self) -> tuple[dict[str, Any], str]:
        """The settings every trial of the folder shares (a rerun with others is refused) and
        the run id they give."""
        ...

    def plan(self, models: list[str], *, write: bool) -> list[Any] | None:
        """Every planned spec, in order, drawing the study's item set (mazes, puzzles) when
        ``write``; ``None`` when not ``write`` and the set is not complete on disk yet. The
        whole plan, whatever ``config.shard``: the engine keeps the shard's part."""
        ...

    def transcript_base(self, spec: Any) -> Path:
        """The transcript path without its suffix (``.txt``, ``.json``)."""
        ...

    def transcript_text(self, spec: Any, payload: dict[str, Any], record: dict[str, Any]) -> str:
        """The ``.txt`` transcript rebuilt from the ``.json`` one (``payload``)."""
        ...

    def intact(
        self, spec: Any, record: dict[str, Any], payload: dict[str, Any], verified: dict[str, bool]
    ) -> bool:
        """Whether what else the trial's files name (pictures, hidden states) is in place;
        ``verified`` memoises files already hashed in one survey."""
        ...

    def play(self, spec: Any, client: ChatClient, stop: Any) -> Any:
        """Run one trial; a :class:`experiments.engine.trial.TrialResult` (raises TrialInterrupted
        when ``stop`` is set mid-trial)."""
        ...

    def save(self, spec: Any, result: Any, ctx: Any) -> dict[str, Any]:
        """Write the trial's transcripts (and files they name) and return its record
        (``ctx``: the run's ``out``, ``run_id`` and ``prompt_hash``)."""
        ...

    def postfix(self, summary: Any) -> str:
        """The progress bar's running totals."""
        ...

    def write_manifest(self, survey: Any, models: list[Any]) -> None:
        """Write the study's manifest for this run's survey and resolved models."""
        ...
