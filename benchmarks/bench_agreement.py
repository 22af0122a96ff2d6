"""Agreement with a careful grader: our two readings and the reference's, per reply habit.

The labelled reply corpus (``tests/experiments/reply_corpus.py``: every reply with the verdict a
careful human grader gives it, the strict verdict and the habit it stands for) is scored three
ways, and the share of replies each gets right is printed per phase and habit:

* **flexible**: our default verdict (``success``) against the grader's label;
* **strict**: our strict verdict (``strict``) against the strict label;
* **reference**: the maze specification's reference checks against the grader's label,
  re-implemented from its description (our own code, the same rules): recognition is a
  case-insensitive word-boundary search for any keyword of the right shape, a one-shot path is
  walked back from the goal's last mention anywhere, and a generated maze passes when the text
  of any other placement of the shape (every start and goal) occurs in the reply.

Run: ``python benchmarks/bench_agreement.py`` (a few seconds). ``--habits`` prints every habit's
row; by default only the habits where some reading disagrees with a label, and the totals.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "experiments"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from reference_checks import (  # noqa: E402
    reference_encodings,
    reference_recognition,
    reference_solution,
)
from reply_corpus import MAZES, Case, cases  # noqa: E402

from envs.maze_nav.logic import maze_from_codes  # noqa: E402
from envs.maze_nav.text import parse  # noqa: E402
from experiments.maze.scoring import (  # noqa: E402
    ANSWER_LINE_SYNONYMS,
    SHAPE_SYNONYMS,
    check_solution,
    score_generation,
    score_recognition,
)

SCORED_PHASES = ("recognize", "one_shot", "generate")

# Sentence frames for recognition, each with the grader's verdict: {kw} names the true shape,
# {other} another one. Filled with every shape, every other shape and several keywords each.
FRAMES: list[tuple[str, bool]] = [
    ("The empty cells form a {kw}.", True),
    ("SHAPE: {kw}", True),
    ("Reasoning: the corridor is clear.\n\nSHAPE: {kw}", True),
    ("**SHAPE**: {kw}", True),
    ("It is not a {other}; it is a {kw}.", True),
    ("It is not a {kw}; it is a {other}.", False),
    ("Either a {kw} or a {other}.", False),
    ("It could be a {kw} or a {other}.", False),
    ("A {kw}, not a {other}.", True),
    ("The open cells make a {kw} rather than a {other}.", True),
    ("The open cells make a {other} rather than a {kw}.", False),
    ("At first I thought of a {other}, but it is a {kw}.\nSHAPE: {kw}", True),
    ("SHAPE: {kw} (not a {other})", True),
    ("SHAPE: {other} (not a {kw})", False),
    ("The open cells don't form a {other}. They form a {kw}.", True),
    ("The open cells do not form a {kw}.", False),
    ("It looks like a {other}. Actually, it is a {kw}.", True),
    ("My answer is a {kw}.", True),
    ("1. Look at the cells.\n2. They form a {kw}.\n\nSHAPE: {kw}", True),
    ("SHAPE: {kw}\n\nThe cells clearly form a {kw}.", True),
    ("I'd rule out a {other}. It's a {kw}.", True),
    ("Neither a {other} nor a {kw}.", False),
    ("I'm confident: {kw}.", True),
    ("{kw}.", True),
    ("The answer: {kw}", True),
    ("Definitely a {kw}!", True),
    ("Not a {other} - a {kw}.", True),
    ("It's a {kw}, although at first glance it might seem like a {other}.", True),
    ("Is it a {other}? No. It is a {kw}.", True),
    ("Is it a {kw}? No. It is a {other}.", False),
    ("The shape is a {kw}.", True),
    ("The shape is clearly a {kw}, and certainly not a {other}.", True),
]
FRAME_WORDS: dict[str, tuple[str, ...]] = {
    "square": ("square", "box", "rectangle", "hollow square"),
    "cross": ("cross", "X", "X shape", "multiplication sign"),
    "spiral": ("spiral", "helix", "coil", "vortex"),
    "triangle": ("triangle", "pyramid", "three-sided polygon", "triangular shape"),
    "C": ("C", "C shape", "horseshoe", "semicircle"),
    "Z": ("Z", "Z shape", "zigzag", "lightning bolt"),
}


def frame_replies() -> list[tuple[str, str, bool]]:
    """``(reply, true shape, grader's verdict)`` for every frame, shape pair and keyword."""
    out = []
    for template, verdict in FRAMES:
        for shape, words in FRAME_WORDS.items():
            for other, other_words in FRAME_WORDS.items():
                if other == shape:
                    continue
                for i, word in enumerate(words):
                    reply = template.format(kw=word, other=other_words[i % len(other_words)])
                    out.append((reply, shape, verdict))
    return out


def reference_words(shape: str) -> tuple[str, ...]:
    """The reference's keywords: the specification's lists, letters and answer words included."""
    return (*SHAPE_SYNONYMS[shape], *ANSWER_LINE_SYNONYMS.get(shape, ()))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--habits", action="store_true", help="print every habit's row")
    args = parser.parse_args(argv)

    originals = {e: parse(MAZES[e]["original"], e, 5).codes for e in ("matrix", "coord_list")}
    maze = maze_from_codes(originals["matrix"], 4)
    texts = {e: reference_encodings(originals[e], e, "square") for e in originals}  # once

    def verdicts(case: Case) -> tuple[bool, bool, bool, bool]:
        """(grader label, flexible agrees, strict agrees, reference agrees)."""
        if case.phase == "recognize":
            label = case.expected[0]
            score = score_recognition(case.reply, case.shape)
            flexible, strict = score.success, score.strict
            reference = reference_recognition(case.reply, reference_words(case.shape))
        elif case.phase == "one_shot":
            label = case.expected
            check = check_solution(case.reply, maze)
            flexible, strict = check.success, check.strict
            reference = reference_solution(case.reply, maze)
        else:
            label = case.expected
            score = score_generation(case.reply, originals[case.encoding], case.encoding, "square")
            flexible, strict = score.success, score.strict
            reference = any(t in case.reply for t in texts[case.encoding])
        return label, flexible == label, strict == case.strict, reference == label

    rows: dict[tuple[str, str], list[tuple[bool, bool, bool, bool]]] = defaultdict(list)
    for case in cases():
        if case.phase in SCORED_PHASES:
            phase = case.phase if case.phase != "generate" else f"generate/{case.encoding}"
            rows[(phase, case.habit or "-")].append(verdicts(case))

    def pct(values: list[bool]) -> str:
        return f"{100 * sum(values) / len(values):6.1f}%"

    header = f"{'phase':<20}{'habit':<28}{'n':>5}{'flexible':>10}{'strict':>10}{'reference':>11}"
    print(header)
    print("-" * len(header))
    totals: dict[str, list[tuple[bool, bool, bool, bool]]] = defaultdict(list)
    for (phase, habit), items in sorted(rows.items()):
        totals[phase] += items
        flexible, strict, reference = ([i[k] for i in items] for k in (1, 2, 3))
        if args.habits or not (all(flexible) and all(strict) and all(reference)):
            print(
                f"{phase:<20}{habit:<28}{len(items):>5}"
                f"{pct(flexible):>10}{pct(strict):>10}{pct(reference):>11}"
            )
    print("-" * len(header))
    everything = []
    for phase, items in sorted(totals.items()):
        everything += items
        flexible, strict, reference = ([i[k] for i in items] for k in (1, 2, 3))
        print(
            f"{phase:<20}{'(all habits)':<28}{len(items):>5}"
            f"{pct(flexible):>10}{pct(strict):>10}{pct(reference):>11}"
        )
    flexible, strict, reference = ([i[k] for i in everything] for k in (1, 2, 3))
    print(
        f"{'all phases':<20}{'':<28}{len(everything):>5}"
        f"{pct(flexible):>10}{pct(strict):>10}{pct(reference):>11}"
    )

    frames = frame_replies()
    ours = {"false pass": 0, "false fail": 0}
    ref = {"false pass": 0, "false fail": 0}
    wrong: list[str] = []
    for reply, shape, verdict in frames:
        for counts, got in (
            (ours, score_recognition(reply, shape).success),
            (ref, reference_recognition(reply, reference_words(shape))),
        ):
            if got != verdict:
                counts["false pass" if got else "false fail"] += 1
                if counts is ours and len(wrong) < 5:
                    wrong.append(f"  {shape}: {reply!r} -> {got}")
    n = len(frames)
    print(
        f"\nrecognition on {n} sentence-frame replies ({len(FRAMES)} frames x shapes x keywords):"
    )
    for name, counts in (("ours (flexible)", ours), ("reference", ref)):
        errors = counts["false pass"] + counts["false fail"]
        print(
            f"  {name:<16} wrong on {100 * errors / n:5.1f}% "
            f"({counts['false pass']} false passes, {counts['false fail']} false fails)"
        )
    if wrong:
        print("first disagreements of ours:", *wrong, sep="\n")


if __name__ == "__main__":
    main()
