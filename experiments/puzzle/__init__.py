"""The rotation-puzzle study: models play RotationPuzzle-v0 turn by turn.

``config.py`` (:class:`PuzzleConfig`, the ``puzzle`` command line) · ``study.py`` (the plan,
each trial's record, transcripts and manifest; :func:`run_puzzle_study`) · ``trial.py`` (one
trial) · ``puzzles.py`` (the puzzle set). The engine that runs it is :mod:`experiments.engine`.
"""
