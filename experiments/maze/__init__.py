"""The specification's three-phase maze study: solve a maze, name its shape, draw a new one.

``config.py`` (:class:`RunConfig`, the ``run`` command line) · ``study.py`` (the plan, each
trial's record, transcripts and manifest; :func:`run_experiments`) · ``trial.py`` (one trial) ·
``mazes.py`` (the maze set) · ``scoring/`` (how replies are read) · ``images.py`` (pictures sent
to vision models) · ``inspection.py``, ``activations.py`` and ``attention.py`` (what ``hf:`` models'
probabilities, hidden states and attention say). The engine that runs it is :mod:`experiments.engine`.
"""
