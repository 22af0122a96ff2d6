"""Scorer cost per reply: ours against the reference implementation's checks, in one run.

The maze specification's reference code scores a generated maze by encoding every placement of
the shape's templates with every start and goal, dropping the original, and testing whether any
of those strings occurs in the reply (rebuilt on every call); it scores recognition with one
case-insensitive keyword regex and a one-shot path with a coordinate regex and a backward walk.
``reference_*`` below re-implement those checks (our own code, the same work), so the ratio is
measured on this machine, now. Replies are typical ones: reasoning, the committed answer line, a
trailing note.

Run: ``python benchmarks/bench_scoring.py`` (a few seconds; ``--quick`` for fewer repeats;
``--typical`` for the typical replies alone, with more batches).
Prints microseconds per call for every scorer (target <= 100 us per typical reply), the ratio
against the reference, and the slowest call on a megabyte of hostile text. Then, per reader with
the extended shapes on (issue 35): a 200 KB reasoning reply in a think block and the same
thinking untagged (target <= 50 ms each), each with the ratio of its time to a 20 KB one's (at
most about 10 when the reader is linear; less where a fixed cost or the set-apart thinking
dominates), and the slowest of the 1 MB adversarial texts (target <= 0.3 s). Each is printed as
wall/CPU milliseconds: the process CPU time is the reader's own work, which a loaded machine's
wall time hides; the targets are checked on CPU time, and the ratios are of CPU times.

Every case is timed as the best of ``REPEATS`` calls (``QUICK_REPEATS`` with ``--quick``; the
typical replies as the best of that many batches): a single call on a shared machine varies by
half again, and the best is the reader's own cost. ``gc.collect()`` runs before each timed call so
one case's garbage is not collected in the next one's time; the collector stays on during the
call, as a reader meets it in a run. The last lines name each reader's slowest case.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np
import reference_checks
from reference_checks import reference_generation, reference_solution

from agents.llm.parsing import parse_move, parse_rotation
from envs.maze_nav.constants import ALL_SHAPE_NAMES
from envs.maze_nav.generator import generate_maze
from envs.maze_nav.text import encode
from experiments.maze.scoring import check_solution, score_generation, score_recognition

SHAPE = "spiral"
SIZE = 5
REPEATS = 5
QUICK_REPEATS = 3
"""Timed calls per case (best of): ``--quick`` keeps the run under a minute."""


# The specification's spiral keywords, as its appendix lists them.
_REFERENCE_WORDS = ("spiral", "helix", "coil", "whorl", "swirl", "vortex")


def reference_recognition(reply: str) -> bool:
    return reference_checks.reference_recognition(reply, _REFERENCE_WORDS)


def per_call_us(fn: Callable[[], object], repeats: int, number: int) -> float:
    """The best of ``repeats`` CPU timings of ``number`` calls, in microseconds per call."""
    best = float("inf")
    for _ in range(repeats):
        gc.collect()
        start = time.process_time()
        for _ in range(number):
            fn()
        best = min(best, (time.process_time() - start) / number)
    return best * 1e6


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    parser.add_argument(
        "--typical",
        action="store_true",
        help="the typical replies' us per call alone, best of 7 batches of 300 (under a minute)",
    )
    args = parser.parse_args(argv)
    repeats, number = (QUICK_REPEATS, 200) if args.quick else (REPEATS, 1000)
    if args.typical:
        repeats, number = 7, 300

    rng = np.random.default_rng(0)
    maze = generate_maze(rng, SHAPE, SIZE)
    original = maze.codes()
    new = generate_maze(rng, SHAPE, SIZE)
    while np.array_equal(new.codes(), original):
        new = generate_maze(rng, SHAPE, SIZE)
    path = maze.shortest_path() if hasattr(maze, "shortest_path") else None
    if path is None:
        from envs.maze_nav.logic import shortest_path

        path = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    path_text = " -> ".join(f"({r}, {c})" for r, c in path)
    one_shot = f"Start at {maze.start}, goal at {maze.goal}.\nPath: {path_text}\nDone."
    recognition = (
        "1. The empty cells start at the outer edge.\n2. They turn inward at every corner.\n"
        "3. They end near the centre.\n\nSHAPE: spiral"
    )
    move = (
        f"P is at {maze.start}. The cell {path[1]} is open.\n\nMOVE: ({path[1][0]}, {path[1][1]})"
    )
    rotation = "The top-right pipe points up; turning it fixes the loop.\nROTATE: (0, 1) clockwise"

    rows = []
    for encoding in ("matrix", "coord_list"):
        reply = (
            "I keep the spiral but start it from another corner.\n\n"
            f"MAZE:\n{encode(new.codes(), encoding)}\n\nPath from P to G: {path_text}"
        )
        assert score_generation(reply, maze, encoding, SHAPE).success
        ours = per_call_us(
            lambda r=reply, e=encoding: score_generation(r, maze, e, SHAPE), repeats, number
        )
        ref = per_call_us(
            lambda r=reply, e=encoding: reference_generation(r, original, e, SHAPE),
            max(1, repeats // 3),
            3,
        )
        rows.append((f"generation ({encoding})", ours, ref))
    assert score_recognition(recognition, SHAPE).success and reference_recognition(recognition)
    rows.append(
        (
            "recognition",
            per_call_us(lambda: score_recognition(recognition, SHAPE), repeats, number),
            per_call_us(lambda: reference_recognition(recognition), repeats, number),
        )
    )
    # Answer lines are cached (a study repeats them): the row above is the steady state; this
    # one clears the cache before every call, as for an answer line never seen before.
    from experiments.maze.scoring import recognition_answer as _recognition_answer

    def cold() -> object:
        _recognition_answer._short_line_names.cache_clear()
        return score_recognition(recognition, SHAPE)

    prose = (
        "The corridor starts at the border and keeps turning inward: it is a spiral, not a square."
    )
    assert score_recognition(prose, SHAPE).success and reference_recognition(prose)
    rows.append(
        (
            "recognition (uncached)",
            per_call_us(cold, repeats, number),
            per_call_us(lambda: reference_recognition(recognition), repeats, number),
        )
    )
    rows.append(
        (
            "recognition (prose only)",
            per_call_us(lambda: score_recognition(prose, SHAPE), repeats, number),
            per_call_us(lambda: reference_recognition(prose), repeats, number),
        )
    )
    assert check_solution(one_shot, maze).success and reference_solution(one_shot, maze)
    rows.append(
        (
            "one-shot solution",
            per_call_us(lambda: check_solution(one_shot, maze), repeats, number),
            per_call_us(lambda: reference_solution(one_shot, maze), repeats, number),
        )
    )
    rows.append(
        (
            "solve move",
            per_call_us(
                lambda: parse_move(move, maze.corridors, maze.start, maze.connectivity),
                repeats,
                number,
            ),
            None,
        )
    )
    rows.append(
        (
            "rotation move",
            per_call_us(lambda: parse_rotation(rotation, 2, 2), repeats, number),
            None,
        )
    )

    print(f"{'scorer':<26}{'ours us/call':>14}{'reference us/call':>20}{'ratio':>10}")
    for name, ours, ref in rows:
        ref_text = f"{ref:>20.1f}" if ref is not None else f"{'-':>20}"
        ratio = f"{ref / ours:>9.1f}x" if ref is not None else f"{'-':>10}"
        flag = "" if ours <= 100 else "  (over the 100 us target)"
        print(f"{name:<26}{ours:>14.1f}{ref_text}{ratio}{flag}")
    if args.typical:
        return

    hostile = {
        "spaces after 'row 1'": "row 1" + " " * 1_000_000,
        "digits": "7" * 1_000_000,
        "nested brackets": "(" * 500_000 + ")" * 500_000,
        "repeated labels": "Walls: (0,0)\n" * 77_000,
        "repeated cues": "MAZE:\n" * 166_000,
    }
    readers: dict[str, Callable[[str], object]] = {
        "generation (coord_list)": lambda t: score_generation(t, maze, "coord_list", SHAPE),
        "generation (matrix)": lambda t: score_generation(t, maze, "matrix", SHAPE),
        "recognition": lambda t: score_recognition(t, SHAPE),
        "one-shot solution": lambda t: check_solution(t, maze),
        "solve move": lambda t: parse_move(t, maze.corridors, maze.start, maze.connectivity),
        "rotation move": lambda t: parse_rotation(t, 3, 3),
    }
    worst = (0.0, 0.0, "", "")
    for tname, text in hostile.items():
        for rname, reader in readers.items():
            wall, cpu = _best(lambda r=reader, t=text: r(t), repeats)
            worst = max(worst, (cpu, wall, rname, tname))
    print(
        f"\nslowest call on 1 MB of hostile text: {worst[1] * 1000:.0f} ms wall, "
        f"{worst[0] * 1000:.0f} ms CPU ({worst[2]}, {worst[3]})"
    )
    long_replies(maze, new, path_text, repeats)


def _reasoning_reply(
    chars: int, new_maze: str, path_text: str, answer: str, tags: bool = True
) -> str:
    """A reasoning model's long reply: thinking that weighs shapes, cells, drafts of mazes and
    paths (in a think block, or, ``tags=False``, as plain prose), then the answer."""
    unit = (
        "Is it a C, an L, a T or an H? Maybe a spiral, or a Z-shaped corridor, not a square. "
        f"From (1, 0) I could go to (2, 0) or (1, 1). Draft:\n{new_maze}\nPATH: {path_text}\n"
        'Option 1 looks fine; option 2 is **better**? $\\boxed{(2, 0)}$ {"row": 2} '
    )
    body = unit * (chars // len(unit) + 1)
    if not tags:
        return body[:chars] + "\n\n" + answer
    return "<think>\n" + body[:chars] + "\n</think>\n" + answer


def long_replies(maze: object, new: object, path_text: str, repeats: int = REPEATS) -> None:
    """Each reader on a 200 KB reasoning reply and on 1 MB adversarial texts, extended shapes on."""
    extended = tuple(ALL_SHAPE_NAMES)
    new_maze = encode(new.codes(), "matrix")
    answers = {
        "recognition": "SHAPE: spiral",
        "generation (matrix)": f"MAZE:\n{new_maze}",
        "one-shot solution": f"PATH: {path_text}",
        "solve move": "MOVE: (2, 0)",
        "rotation move": "ROTATE: (0, 1) clockwise",
    }
    readers: dict[str, Callable[[str], object]] = {
        "recognition": lambda t: score_recognition(t, SHAPE, extended),
        "generation (matrix)": lambda t: score_generation(t, maze, "matrix", SHAPE, extended),
        "one-shot solution": lambda t: check_solution(t, maze),
        "solve move": lambda t: parse_move(t, maze.corridors, maze.start, maze.connectivity),
        "rotation move": lambda t: parse_rotation(t, 3, 3),
    }
    adversarial = {
        "C-space": "C " * 500_000,
        "letters and shapes": "L T H N x z c square " * 50_000,
        "open think tags": "<think>" * 140_000,
        "JSON openings": '{"' * 500_000,
        "boxed": "\\boxed{" * 140_000,
        "option headings": "Option 1: (1, 1)\n" * 60_000,
        "final answer labels": "Final answer: " * 70_000,
        "or between cells": "(1, 1) or " * 100_000,
        "full-width": "（２，０）" * 200_000,
        # The habits the v4 round added: bare-headed options and a pick, row/col and yes/no tables.
        "bare options, a pick": "1. (1, 1)\n2. (2, 0)\n" * 50_000 + "I pick 1.",
        "row/col tables": "| Row | Col |\n| 1 | 2 |\n" * 45_000,
        "yes/no rows": "| square | Yes |\n| spiral | No |\n" * 30_000,
        # The habits the seventh round added: direction words, both turn directions, two
        # answer lines offered, LaTeX spacing, Chinese "or".
        "direction words": "MOVE: down or right\n" * 50_000,
        "both directions": "ROTATE: (0, 1) clockwise counterclockwise\n" * 25_000,
        "path lines or": "PATH: (1, 0) (2, 0)\nor\n" * 45_000,
        "LaTeX spacing": "\\left(2,\\ 0\\right)~" * 60_000,
        "Chinese or": "(1, 1) 或 " * 100_000,
        # The fiftieth round's: conditions with their other case after an answer line, two
        # cases each with a value in Chinese, alternatives offered between answer lines.
        "if / otherwise": "MOVE: (1, 1)\nThis is if (1, 1) is open; otherwise (2, 0). " * 18_000,
        "如果 / 否则": "如果想走上面的话就走 (1, 1)，否则 (2, 0)；" * 40_000,
        "either that or": "PATH: (1, 0) (2, 0)\nEither that or:\n" * 30_000,
    }
    print(
        "\nwall ms / process CPU ms (the machine may be shared: CPU is the reader's own work)"
        f"\n{'reader (extended shapes)':<26}{'200 KB':>14}{'200KB/20KB':>12}"
        f"{'untagged':>14}{'200KB/20KB':>12}{'1 MB worst':>14}"
    )
    slowest: dict[str, tuple[float, float]] = {}
    for name, reader in readers.items():
        big = _reasoning_reply(200_000, new_maze, path_text, answers[name])
        small = _reasoning_reply(20_000, new_maze, path_text, answers[name])
        t_big = _best(lambda r=reader, t=big: r(t), repeats)
        t_small = _best(lambda r=reader, t=small: r(t), repeats)
        # The same thinking without tags: every draft is read by the phase's own rules.
        prose = _reasoning_reply(200_000, new_maze, path_text, answers[name], tags=False)
        prose_small = _reasoning_reply(20_000, new_maze, path_text, answers[name], tags=False)
        p_big = _best(lambda r=reader, t=prose: r(t), repeats)
        p_small = _best(lambda r=reader, t=prose_small: r(t), repeats)
        # The worst text by CPU time (wall time swings with the machine's load).
        worst = max(
            (_best(lambda r=reader, t=t: r(t), repeats)[::-1], k) for k, t in adversarial.items()
        )
        worst_wall, worst_cpu = worst[0][1], worst[0][0]
        slowest[name] = (max(t_big[1], p_big[1]), worst_cpu)
        over = max(t_big[1], p_big[1]) > 0.05 or worst_cpu > 0.3
        flag = "  (over target, CPU)" if over else ""
        print(
            f"{name:<26}{_ms(t_big):>14}{t_big[1] / t_small[1]:>11.1f}x"
            f"{_ms(p_big):>14}{p_big[1] / p_small[1]:>11.1f}x"
            f"{_ms((worst_wall, worst_cpu)):>14}  ({worst[1]}){flag}"
        )
    reply_name = max(slowest, key=lambda k: slowest[k][0])
    text_name = max(slowest, key=lambda k: slowest[k][1])
    print(
        f"\nbest of {repeats} CPU times: slowest 200 KB reply {slowest[reply_name][0] * 1000:.1f} ms "
        f"({reply_name}; target <= 50), slowest 1 MB text {slowest[text_name][1] * 1000:.0f} ms "
        f"({text_name}; target <= 300)"
    )


def _ms(times: tuple[float, float]) -> str:
    """``wall/cpu`` in milliseconds."""
    return f"{times[0] * 1000:.1f}/{times[1] * 1000:.1f}"


def _best(fn: Callable[[], object], repeats: int = REPEATS) -> tuple[float, float]:
    """The best wall time and the best process CPU time of ``repeats`` calls, in seconds (the
    collector run before each, so earlier garbage is not charged to the call)."""
    wall = cpu = float("inf")
    for _ in range(repeats):
        gc.collect()
        start, start_cpu = time.perf_counter(), time.process_time()
        fn()
        cpu = min(cpu, time.process_time() - start_cpu)
        wall = min(wall, time.perf_counter() - start)
    return wall, cpu


if __name__ == "__main__":
    main()
