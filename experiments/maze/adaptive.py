"""The maze study run adaptively: ``python -m experiments run --adaptive staircase|quest``.

Each model × solve mode × encoding is a chain (:mod:`experiments.adaptive.chains`): trial ``k``
of a chain plays the maze of ladder level ``L`` (:mod:`envs.maze_nav.ladder`) drawn for
``(seed, L, shape, k)``, with ``shape`` the study's shapes in turn (``shapes[k % len(shapes)]``),
where ``L`` is the level the procedure proposes from the chain's trials ``0..k-1``. Chains at
the same trial number and level play the same maze file, so their results pair up.

The mazes are saved as ``ladder_mazes/<n>x<n>/<shape>/<n>x<n>_<shape>_L<level>_<k>.npy``; the
transcripts go where the fixed study's go (``<encoding>_<model>_results/<n>x<n>/<shape>/<file>/<k>``),
and each record is the maze study's record plus ``level`` and ``procedure``. The run is the
engine's :func:`~experiments.engine.rounds.run_rounds` over
:class:`~experiments.maze.study.MazeStudy`, which holds a :class:`LadderPlan`: rounds of one trial per chain, every
round resumable, so rerunning the command continues the chains (and a larger
``--adaptive-trials`` extends them).
"""

from __future__ import annotations

from typing import Any

from envs.io import atomic_write_bytes
from envs.maze_nav.ladder import MAZE_LEVELS, ladder_maze, maze_level
from experiments.adaptive.chains import LadderChains, Step
from experiments.maze.config import RunConfig
from experiments.maze.mazes import MazeEntry, load_maze_file, npy_bytes

LADDER_DIR = "ladder_mazes"


def ladder_relpath(level: int, shape: str, index: int) -> str:
    """``ladder_mazes/<n>x<n>/<shape>/<n>x<n>_<shape>_L<level>_<index>.npy``."""
    dims = f"{maze_level(level).size}x{maze_level(level).size}"
    return f"{LADDER_DIR}/{dims}/{shape}/{dims}_{shape}_L{level:02d}_{index}.npy"


class LadderPlan(LadderChains):
    """The adaptive run's part of :class:`~experiments.maze.study.MazeStudy`: its settings and
    its plan (each chain's recorded trials and its next one, with their mazes)."""

    def __init__(self, config: RunConfig, tasks: tuple[str | None, ...]) -> None:
        super().__init__(config, tasks, [m.label for m in MAZE_LEVELS])
        self._entries: dict[str, MazeEntry] = {}

    def steps(
        self, models: list[str], *, write: bool
    ) -> list[tuple[str, str, str, MazeEntry, Step]] | None:
        """``(model, solve_mode, encoding, maze, step)`` of every planned trial; ``None`` when
        not ``write`` and a maze file is still to be drawn."""
        config = self.config
        chains = self.recorded()
        out: list[tuple[str, str, str, MazeEntry, Step]] = []
        for model in models:
            for mode in config.solve_modes:
                for encoding in config.encodings:
                    records = chains.get((model, mode, encoding), {})
                    for step in self.planner.steps((model, mode, encoding), records):
                        entry = self._entry(step, records.get(step.trial), write=write)
                        if entry is None:
                            return None
                        out.append((model, mode, encoding, entry, step))
        return out

    def _entry(self, step: Step, record: dict[str, Any] | None, *, write: bool) -> MazeEntry | None:
        """The maze of a step: the recorded trial's shape, else the study's shapes in turn."""
        shapes = self.config.shapes
        shape = record.get("shape") if record is not None else None
        if not isinstance(shape, str) or shape not in shapes:
            shape = shapes[step.trial % len(shapes)]
        rel = ladder_relpath(step.level, shape, step.trial)
        if rel in self._entries:
            return self._entries[rel]
        path = self.config.out_dir / rel
        maze = ladder_maze(step.level, self.config.seed, shape, step.trial, self.config.max_moves)
        data = npy_bytes(maze.codes())
        if path.exists():
            if path.read_bytes() != data:
                raise ValueError(
                    f"maze file {str(path)!r} is not the maze seed {self.config.seed} draws for "
                    f"level {step.level}, trial {step.trial}; allowed: the file as the run drew "
                    "it (delete it to draw it again)"
                )
        elif not write:
            return None
        else:
            atomic_write_bytes(path, data)
        entry = MazeEntry(shape, maze.size, step.trial, rel, load_maze_file(path, shape))
        self._entries[rel] = entry
        return entry
