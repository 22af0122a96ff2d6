"""How often the shape test rejects when there is no shape effect, clustered vs independent.

Run: ``python benchmarks/bench_clustered_size.py [--reps 400] [--seed 0]``.

Each simulated study has six shapes of six mazes; every maze has its own difficulty (a logit
drawn with sd 2, the strong per-maze effect of real mazes) and no shape has any effect; each maze
is played four times (two encodings, twice each). The line shows the share of studies whose shape
test rejects at alpha 0.05: the report's clustered test (a logistic GEE clustered by maze, the
per-maze Kruskal–Wallis test where the GEE separates) against the Pearson chi-square test that
counts every trial as independent, and their ratio. A well-sized test rejects about 5%.

A second line does the same for the human study's design (``null_human_study``: 24 participants
of strong, sd 2, skill each playing 12 of the 36 mazes in the schedule's order): the report's
test clustered by participant and maze at once (two-way) against the one clustered by
participant alone. ``tests/experiments/test_analysis_clustered.py`` asserts both on 120 studies.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import numpy as np
import pandas as pd

from experiments.analysis.clustered import cluster_level_test, gee_term_test
from experiments.analysis.stats import NotComputable, chi_square_independence
from experiments.testing.null_studies import null_human_study, null_shape_study


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=400, help="simulated studies (default 400)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    rng = np.random.default_rng(args.seed)
    clustered = independent = fallback = 0
    for _ in range(args.reps):
        frame = null_shape_study(rng)
        table = pd.crosstab(frame["shape"], frame["y"]).to_numpy().tolist()
        independent += chi_square_independence(table).p_value < 0.05
        try:
            test = gee_term_test(frame, "y ~ C(shape) + C(encoding)", "C(shape)", "cluster")
        except NotComputable:
            test = cluster_level_test(frame, "y", "shape", "cluster")
            fallback += 1
        clustered += test.p_value < 0.05
    a, b = clustered / args.reps, independent / args.reps
    print(
        f"{args.reps} null studies: clustered test rejects {a:.3f} (fallback in {fallback}), "
        f"independent-trials test {b:.3f}; ratio independent/clustered "
        f"{b / a if a else float('inf'):.1f}"
    )
    crossed = alone = fallback = 0
    for _ in range(args.reps):
        frame = null_human_study(rng)
        formula = "y ~ C(shape) + C(encoding)"
        try:
            test = gee_term_test(
                frame, formula, "C(shape)", "cluster", "shape", "participants",
                crossed="maze_cluster",
            )  # fmt: skip
        except NotComputable:
            test = cluster_level_test(frame, "y", "shape", "maze_cluster", "mazes")
            fallback += 1
        crossed += test.p_value < 0.05
        one = gee_term_test(frame, formula, "C(shape)", "cluster", "shape", "participants")
        alone += one.p_value < 0.05
    a, b = crossed / args.reps, alone / args.reps
    print(
        f"{args.reps} null human studies: participant × maze test rejects {a:.3f} (fallback in "
        f"{fallback}), participant-only test {b:.3f}; ratio participant-only/crossed "
        f"{b / a if a else float('inf'):.1f}"
    )


if __name__ == "__main__":
    main()
