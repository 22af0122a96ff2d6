"""Test tooling for the datagen scorer, kept apart from what an export or a score runs:
:mod:`.realstyle` and its ``realstyle_*`` siblings (one job each) render ground-truth videos the
way image-to-video models return them, with their own transforms and draws, so the scorer is
checked against videos it was not built from. Nothing in ``datagen`` outside this package
imports them."""
