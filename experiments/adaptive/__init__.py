"""Adaptive difficulty: procedures that choose the next ladder level, and threshold fits.

The ladders themselves belong to the envs (:mod:`envs.maze_nav.ladder`,
:mod:`envs.rotation_puzzle.ladder`); this package is about studies run on them.

==================  =============================================================================
``procedures.py``   the 1-up-2-down staircase and QUEST+ (``--adaptive staircase|quest``)
``psychometric.py`` the psychometric function, its maximum-likelihood fit, threshold and intervals
``resample.py``     bootstrap data sets for adaptive runs: each procedure re-run under a curve
``simulate.py``     a synthetic agent with a known curve, run through a procedure or a fixed plan
==================  =============================================================================
"""
