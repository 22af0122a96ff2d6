"""RotationPuzzle-v0: squares carrying pipe pieces, turned 90° at a time until the pipes connect.

Modules: ``pieces`` (sides and patterns), ``logic`` (state, rules, solver), ``generator``,
``render`` (spec-exact frames), ``decode`` (frames back to states), ``text`` (the text
observation), ``env`` (the gymnasium shell) and ``play`` (the human game).
"""

from __future__ import annotations
