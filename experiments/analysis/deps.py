"""Lazy imports of the ``analysis`` extra (matplotlib, scipy, statsmodels, pandas).

``import experiments`` must stay light, so the heavy libraries are imported inside the
functions that use them, through :func:`require`, which turns a missing library into
gymnasium's ``DependencyNotInstalled`` with the pip command that fixes it.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from gymnasium.error import DependencyNotInstalled

INSTALL_HINT = "pip install 'spatial-reasoning-gym[analysis]'"


def require(module: str) -> ModuleType:
    """Import ``module`` or raise ``DependencyNotInstalled`` naming the extra to install.

    Args:
        module: dotted module name, e.g. ``"statsmodels.api"``.

    Returns:
        The imported module.

    Raises:
        DependencyNotInstalled: the module (or its top-level package) is not installed.
    """
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        top = module.split(".")[0]
        raise DependencyNotInstalled(
            f"{top} is not installed; the analysis needs it: run `{INSTALL_HINT}`"
        ) from exc


def pyplot() -> ModuleType:
    """matplotlib's pyplot on the headless Agg backend (figures are files, never windows)."""
    matplotlib = require("matplotlib")
    matplotlib.use("Agg", force=True)
    return require("matplotlib.pyplot")
