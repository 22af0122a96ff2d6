"""Question sets that several test modules of this folder read: each exported once per worker.

Sets v14's and v15's question folders were exported by five modules (v14's by its form test and
``test_score_follow.py``, v15's by its form test, two tests of ``test_score_slid.py`` and one of
``test_score_another_board.py``), the same folders every time, 1.2-1.5 CPU s each. The tests
only read them: the scorer writes beside the videos, the renderers under their own folders.
The puzzles are exported first and the mazes added beside them only for a test that asks for
both (a task's folder is the same exported alone or with the other): a test reading the puzzles
may find the mazes there too, as questions without videos.
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def set_v14_puzzles(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Set v14's rotation puzzles (its seed and options), as its script exports them."""
    from benchmarks.realstyle_videos_v14 import export_questions

    root = tmp_path_factory.mktemp("v14q")
    export_questions(root, 14, ("rotation_puzzle",))
    return root


@pytest.fixture(scope="session")
def set_v14_questions(set_v14_puzzles: Path) -> Path:
    """Set v14's question folders, both tasks (the mazes added beside the puzzles)."""
    from benchmarks.realstyle_videos_v14 import export_questions

    export_questions(set_v14_puzzles, 14, ("maze_nav",))
    return set_v14_puzzles


@pytest.fixture(scope="session")
def set_v15_puzzles(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Set v15's rotation puzzles (its seed and options), as its script exports them."""
    from benchmarks.realstyle_videos_v15 import export_questions

    root = tmp_path_factory.mktemp("v15q")
    export_questions(root, 15, tasks=("rotation_puzzle",))
    return root


@pytest.fixture(scope="session")
def set_v15_questions(set_v15_puzzles: Path) -> Path:
    """Set v15's question folders, both tasks (the mazes added beside the puzzles)."""
    from benchmarks.realstyle_videos_v15 import export_questions

    export_questions(set_v15_puzzles, 15, tasks=("maze_nav",))
    return set_v15_puzzles
