"""The main job behind ``make demo``: the whole study on embedded defaults, no API key needed.

Each step runs one of the package's documented commands (printed before it runs, so you can
re-run any step by hand) and writes under ``--out`` (default ``demo_output/``):

1. ``data/questions/``: a small rotation-puzzle and maze dataset with ground-truth videos,
   validated, and the ground-truth videos scored by the video scorer (all must score solved);
2. ``results/``: the specification's three-phase maze experiment (30 mazes per shape, six shapes, both
   encodings) with the offline agents ``oracle`` and ``random`` — plus ``qwen-turbo`` when
   ``DASHSCOPE_API_KEY`` is set; ``DEMO_MODELS="oracle random qwen-plus"`` overrides the list;
   then, in the same folder, a one-shot slice (``--solve-mode one-shot``, the matrix encoding),
   a sizes slice (``--sizes 7x7 9x9``, three mazes per shape), an image slice (``--encoding
   image``, five mazes per shape) and a rotation-puzzle slice (``python -m experiments
   puzzle``: 2x2, every difficulty, text and image, five puzzles each);
3. ``models/`` and ``rl_results/``: a short PPO baseline on MazeNav-v0, trained and evaluated on
   held-out seeds;
4. ``report/``: the analysis report comparing every model, whose headline table is printed here.

Re-running reuses what is done: datasets already exported are kept, finished trials are skipped,
a trained model is not trained again.
"""

from __future__ import annotations

import argparse
import importlib
import os
import shlex
import shutil
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from envs.maze_nav.constants import SHAPE_NAMES as SHAPES
from envs.maze_nav.constants import TEXT_ENCODINGS as ENCODINGS
from experiments.analysis.plots import FIGURE_CHOICES
from experiments.maze.config import DEFAULT_MAZES_PER_SHAPE

OFFLINE_MODELS = ("oracle", "random")
IMAGE_MAZES_PER_SHAPE = 5
"""Mazes per shape of the demo's image slice (pictures cost more to draw and read)."""
PUZZLES = 5
"""Puzzles per difficulty of the demo's rotation-puzzle slice."""
SIZES_MAZES_PER_SHAPE = 3
"""Mazes per shape and size of the demo's sizes slice (7x7 and 9x9)."""


class DemoError(RuntimeError):
    """A step failed; the message says which command to look at."""


def default_models(environ: dict[str, str] | os._Environ[str] = os.environ) -> list[str]:
    """``DEMO_MODELS`` if set, else the offline agents plus qwen-turbo when a key is present."""
    if environ.get("DEMO_MODELS", "").strip():
        return environ["DEMO_MODELS"].replace(",", " ").split()
    models = list(OFFLINE_MODELS)
    if environ.get("DASHSCOPE_API_KEY"):
        models.append("qwen-turbo")
    return models


STEP_MODULES = {
    "datagen": "datagen.__main__",
    "experiments": "experiments.__main__",
    "agents.rl": "agents.rl.__main__",
}
"""The command-line modules the steps call, by the name ``python -m`` is given."""


def run(args: Sequence[str], *, allow: Sequence[int] = (0,)) -> int:
    """Run ``python -m <module> ...`` (``args``), echoing the command; raise on failure.

    The step runs in this process, through the module's ``main(argv)``: the same code as the
    printed command, without a new interpreter importing the package again for every step."""
    if len(args) < 2 or args[0] != "-m" or args[1] not in STEP_MODULES:
        raise ValueError(f"args={list(args)!r}: allowed: -m one of {sorted(STEP_MODULES)}, ...")
    shown = " ".join(shlex.quote(a) for a in ["python", *args])
    print(f"\n$ {shown}", flush=True)
    main = importlib.import_module(STEP_MODULES[args[1]]).main
    try:
        code = main(list(args[2:]))
    except SystemExit as exit_:  # argparse and the CLIs' exits
        code = exit_.code if isinstance(exit_.code, int) else (0 if exit_.code is None else 1)
    sys.stdout.flush()
    if code not in allow:
        raise DemoError(f"step failed with exit code {code}: {shown}")
    return code


def datasets(out: Path, pairs: int) -> Path:
    """Step 1: export, validate, and score the ground-truth videos."""
    questions = out / "data" / "questions"
    for task in ("rotation_puzzle", "maze_nav"):
        run(
            [
                "-m", "datagen", "--task", task, "--pairs-per-domain", str(pairs),
                "--out", str(questions), "--seed", "0", "--video",
            ]
        )  # fmt: skip
    run(["-m", "datagen", "validate", str(questions)])
    videos = out / "data" / "ground_truth_videos"
    videos.mkdir(parents=True, exist_ok=True)
    for mp4 in sorted(questions.glob("*/*/ground_truth.mp4")):
        target = videos / f"{mp4.parent.name}.mp4"
        if not target.exists():
            shutil.copyfile(mp4, target)
    scores = out / "data" / "ground_truth_scores.csv"
    run(
        [
            "-m",
            "datagen",
            "score",
            "--questions",
            str(questions),
            "--videos",
            str(videos),
            "--out",
            str(scores),
        ]
    )
    check_all_solved(scores)
    return questions


def check_all_solved(scores_csv: Path) -> None:
    import csv

    with scores_csv.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    unsolved = [r["task_id"] for r in rows if r.get("solved") != "True"]
    if not rows or unsolved:
        raise DemoError(f"ground-truth videos that do not score solved: {unsolved or 'no rows'}")
    print(f"all {len(rows)} ground-truth videos score solved ({scores_csv})")


def experiments(out: Path, models: Sequence[str], mazes_per_shape: int) -> Path:
    """Step 2: the three-phase maze study, then slices of its other modes and the puzzle study."""
    results = out / "results"
    run(
        [
            "-m", "experiments", "run", "--model", *models, "--encoding", *ENCODINGS,
            "--sizes", "5x5", "--shapes", *SHAPES, "--mazes-per-shape", str(mazes_per_shape),
            "--out", str(results),
        ],
        allow=(0, 1),  # 1: some trials ended in error (recorded; a re-run retries them)
    )  # fmt: skip
    # A small slice of one-shot solving (the whole path in one reply) in the same folder:
    # one encoding, the same mazes; the report compares the two solve modes.
    run(
        [
            "-m", "experiments", "run", "--model", *models, "--solve-mode", "one-shot",
            "--encoding", ENCODINGS[0], "--sizes", "5x5", "--shapes", *SHAPES,
            "--mazes-per-shape", str(mazes_per_shape), "--out", str(results),
        ],
        allow=(0, 1),
    )  # fmt: skip
    # A small slice of the size-scaling extension in the same folder: larger grids, one
    # encoding; the report plots success against size.
    run(
        [
            "-m", "experiments", "run", "--model", *models, "--encoding", ENCODINGS[0],
            "--sizes", "7x7", "9x9", "--shapes", *SHAPES,
            "--mazes-per-shape", str(min(mazes_per_shape, SIZES_MAZES_PER_SHAPE)),
            "--out", str(results),
        ],
        allow=(0, 1),
    )  # fmt: skip
    # A small slice of the image encoding (the rendered frame; the oracle reads it back with the
    # package's frame reader) in the same folder: every shape, a few of the same mazes.
    run(
        [
            "-m", "experiments", "run", "--model", *models, "--encoding", "image",
            "--sizes", "5x5", "--shapes", *SHAPES,
            "--mazes-per-shape", str(min(mazes_per_shape, IMAGE_MAZES_PER_SHAPE)),
            "--out", str(results),
        ],
        allow=(0, 1),
    )  # fmt: skip
    # A small slice of the rotation-puzzle study (2x2, every difficulty, text and image) in the
    # same folder; the report adds its section.
    run(
        [
            "-m", "experiments", "puzzle", "--model", *models, "--observation", "text", "image",
            "--grid", "2x2", "--puzzles", str(min(mazes_per_shape, PUZZLES)),
            "--out", str(results),
        ],
        allow=(0, 1),
    )  # fmt: skip
    return results


def rl_baseline(out: Path, timesteps: int, episodes: int) -> Path:
    """Step 3: train (once) and evaluate a PPO agent on MazeNav-v0."""
    models = out / "models"
    model_dir = models / "ppo-MazeNav-v0-seed0"
    if not (model_dir / "model.zip").exists():
        run(
            [
                "-m", "agents.rl", "train", "--env", "MazeNav-v0", "--algo", "ppo",
                "--timesteps", str(timesteps), "--seed", "0", "--out", str(models),
            ]
        )  # fmt: skip
    else:
        print(f"\nreusing the trained model in {model_dir}")
    rl_results = out / "rl_results"
    run(
        [
            "-m", "agents.rl", "evaluate", str(model_dir), "--episodes", str(episodes),
            "--seed", "12345", "--out", str(rl_results),
        ]
    )  # fmt: skip
    return rl_results


def report(
    out: Path, results_dirs: Sequence[Path], models: Sequence[str], figures: str = "png"
) -> Path:
    """Step 4: the analysis report, through the printed command (which prints its headline);
    ``figures`` is its ``--figures`` (``none`` draws none: about half of the step's time)."""
    order = [m for m in ("random", "ppo", "qwen-turbo", "qwen-plus", "qwen-max", "oracle")]
    order += [m for m in models if m not in order]
    report_dir = out / "report"
    run(
        [
            "-m", "experiments", "analyze", *map(str, results_dirs), "--out", str(report_dir),
            "--model-order", *order, *(["--figures", figures] if figures != "png" else []),
        ]
    )  # fmt: skip
    return report_dir / "report.md"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m experiments.demo", description=__doc__.splitlines()[0]
    )
    parser.add_argument(
        "--out", default="demo_output", help="where everything goes (default: demo_output/)"
    )
    parser.add_argument(
        "--pairs", type=int, default=12, help="questions per dataset task (default 12)"
    )
    parser.add_argument(
        "--mazes-per-shape",
        type=int,
        default=DEFAULT_MAZES_PER_SHAPE,
        help="the specification's 30 by default",
    )
    parser.add_argument("--timesteps", type=int, default=150_000, help="PPO training steps")
    parser.add_argument("--episodes", type=int, default=1000, help="PPO evaluation episodes")
    parser.add_argument("--skip", nargs="*", default=[], choices=["datasets", "experiments", "rl"])
    parser.add_argument(
        "--figures",
        default="png",
        choices=FIGURE_CHOICES,
        help="the report's figures, as analyze's --figures (default png; none draws none)",
    )
    args = parser.parse_args(argv)
    for name in ("pairs", "mazes_per_shape", "timesteps", "episodes"):
        if getattr(args, name) < 1:
            parser.error(
                f"--{name.replace('_', '-')}={getattr(args, name)} must be a positive integer"
            )

    out = Path(args.out)
    models = default_models()
    started = time.monotonic()
    print(f"spatial-reasoning-gym demo -> {out}/   models: {' '.join(models)}")
    try:
        questions = datasets(out, args.pairs) if "datasets" not in args.skip else None
        results = (
            [experiments(out, models, args.mazes_per_shape)]
            if "experiments" not in args.skip
            else []
        )
        if "rl" not in args.skip:
            results.append(rl_baseline(out, args.timesteps, args.episodes))
        path = report(out, results, models, args.figures) if results else None
    except DemoError as e:
        print(f"\ndemo stopped: {e}", file=sys.stderr)
        return 1
    print(f"\ndone in {time.monotonic() - started:.0f} s. Where everything went:")
    if questions is not None:
        print(f"  datasets (questions, videos, manifests) {questions}/")
        print(
            f"  ground-truth video scores               {out / 'data' / 'ground_truth_scores.csv'}"
        )
    if results:
        print(f"  experiment records and transcripts      {results[0]}/")
    if "rl" not in args.skip:
        print(f"  PPO model / its evaluation              {out / 'models'}/  {out / 'rl_results'}/")
    if path is not None:
        print(f"  analysis report (open this)             {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
