"""The specification's hypothesis tests, one function per report section (H1-H5).

Like :mod:`experiments.analysis.sections`, each takes the :class:`~experiments.analysis.context.Context`
and returns a :class:`~experiments.analysis.context.Section`; these are the sections whose tests read
the verdict ``analyze(..., verdict=...)`` chooses (:data:`TEST_SECTIONS`). Sections never raise on
degenerate data: whatever a test cannot compute becomes a stated skip.
"""

from __future__ import annotations

from collections.abc import Callable

from experiments.analysis.context import Context, Section
from experiments.analysis.h1_encoding import Contrast, compare_encodings, encoding_effect
from experiments.analysis.h2_shape import shape_effect
from experiments.analysis.h3_model import model_trend
from experiments.analysis.h4_phases import phase_progression
from experiments.analysis.interactions import correlations_interactions

__all__ = [
    "TEST_SECTIONS",
    "Contrast",
    "compare_encodings",
    "correlations_interactions",
    "encoding_effect",
    "model_trend",
    "phase_progression",
    "shape_effect",
]

TEST_SECTIONS: frozenset[Callable[[Context], Section]] = frozenset(
    {encoding_effect, shape_effect, model_trend, phase_progression, correlations_interactions}
)
"""The sections whose tests read the verdict ``analyze(..., verdict=...)`` chooses."""
