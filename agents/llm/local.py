"""A local Hugging Face causal language model as a chat client (``--model hf:<path or name>``).

:class:`HFChatClient` loads a model and its tokenizer with ``transformers`` from a local folder
(or a model name already in the Hugging Face cache), applies the tokenizer's chat template and
decodes greedily at ``temperature=0`` (the default), else samples. It needs the optional extra::

    pip install "spatial-reasoning-gym[local]"

**Batching.** The client is safe to call from many threads, and calls that arrive together are
answered by one ``generate`` call: each :meth:`HFChatClient.complete` puts its prompt on a
queue, one worker thread collects up to ``batch_size`` prompts (waiting at most
``batch_wait_s`` for more after the first), left-pads them into one batch and routes each row's
reply back to its caller. ``--concurrency 8`` thus keeps a GPU busy with batches of 8.

**Reproducibility.** Greedy decoding gives the same bytes for the same prompt and model; a
padded row attends to no padding, and the tests check that a batched reply equals the reply to
the prompt alone on the tiny test model (on a GPU, batched matrix products may still round
differently in low precision; ``batch_size=1`` rules that out). Sampling uses one seeded
``torch.Generator`` per request, seeded from ``seed``, the prompt and how many times this client
has been asked the same prompt, so a reply does not depend on which other prompts shared its
batch. :meth:`HFChatClient.sampling_params` reports the model folder, the SHA-256 of its
``config.json``, dtype, device and library versions for the run's manifest.

**Looking inside.** Every reply carries its tokens' log-probabilities in
``Completion.logprobs`` (``[{"token", "logprob"}]``, the model's own distribution at
temperature 1, before any sampling filter), as the OpenAI-compatible clients return them.
:meth:`HFChatClient.inspect` scores given replies to a conversation (the summed log-probability
the model gives to each reply text: how the study scores every candidate move) and returns the
hidden states at chosen layers for the last prompt token and for chosen character spans of the
last user message (the maze cells). It runs the prompt once and the replies on its cached keys
and values, under the same lock as ``generate``, so it never races the batching worker.
"""

from __future__ import annotations

import hashlib
import os
import queue
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agents.base import Completion, Message
from agents.llm.cache import ResponseCache, cache_key
from agents.llm.retry import ClientError

DTYPES = ("auto", "float32", "bfloat16", "float16")
DEFAULT_TEMPERATURE = 0.0
DEFAULT_TOP_P = 1.0
DEFAULT_MAX_TOKENS = 1024
DEFAULT_BATCH_SIZE = 8
DEFAULT_BATCH_WAIT_S = 0.005
INSTALL_HINT = 'pip install "spatial-reasoning-gym[local]"'
CHAT_TEMPLATE_HINT = (
    "give the tokenizer one: tokenizer.chat_template = '<a Jinja template>' then "
    "tokenizer.save_pretrained(folder), or put a chat_template.jinja file in the folder"
)


def _offline() -> bool:
    return os.environ.get("HF_HUB_OFFLINE", "").strip().lower() in ("1", "true", "yes", "on")


def _import_transformers() -> tuple[Any, Any]:
    try:
        import torch
        import transformers
    except ImportError as exc:
        raise ValueError(
            f"hf: models need torch and transformers ({exc}); install them with: {INSTALL_HINT}"
        ) from None
    return torch, transformers


def _message_text(message: Mapping[str, Any], index: int, model: str) -> str:
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = []
        for part in content:
            kind = part.get("type") if isinstance(part, Mapping) else None
            if kind == "text":
                texts.append(str(part.get("text", "")))
            elif kind in ("image", "image_url"):
                raise ClientError(
                    f"messages[{index}] holds an image, and {model} is a text-only model",
                    code="images_unsupported",
                    fatal=f"{model} reads text only; use a text encoding, not images",
                )
            else:
                raise ValueError(f"messages[{index}] has a content part {part!r:.80}")
        return "\n".join(texts)
    raise ValueError(f"messages[{index}]['content'] must be a string or a list of parts")


@dataclass
class Inspection:
    """What :meth:`HFChatClient.inspect` read from one forward pass over a conversation.

    Attributes:
        reply_logprobs: per given reply, the summed log-probability of its tokens as the
            assistant's answer (natural log; the model's own distribution, temperature 1).
        reply_tokens: per given reply, how many tokens it is.
        prompt_tokens: tokens in the prompt (chat template applied).
        layers: the hidden-state layers asked for, as given (0: embeddings, -1: the last).
        last: ``float32 (len(layers), hidden)`` at the last prompt token, or None (no layers).
        spans: ``float32 (len(spans), len(layers), hidden)``: at the last token of each span, or
            None (no layers or no spans).
        span_tokens: per span, the prompt token its row comes from (-1: the span was not
            found in the prompt; its row is then zeros).
    """

    reply_logprobs: list[float]
    reply_tokens: list[int]
    prompt_tokens: int
    layers: tuple[int, ...] = ()
    last: Any = None
    spans: Any = None
    span_tokens: list[int] = field(default_factory=list)


@dataclass
class _Request:
    """One prompt waiting for its reply (filled in by the worker thread)."""

    input_ids: list[int]
    seed: int
    done: threading.Event = field(default_factory=threading.Event)
    tokens: list[int] | None = None
    token_logprobs: list[float] | None = None
    finish_reason: str = ""
    batch: int = 0
    error: BaseException | None = None


class HFChatClient:
    """A local ``transformers`` causal LM answering chat conversations, batched across threads.

    Args:
        path: A model folder (``config.json``, weights, tokenizer with a chat template) or a
            model name already in the Hugging Face cache (downloaded unless ``HF_HUB_OFFLINE=1``).
        temperature: 0 (default) decodes greedily; above 0 samples (up to 2).
        top_p: Nucleus sampling mass when sampling, in (0, 1].
        max_tokens: Longest reply in tokens.
        seed: Seeds the samples (each request gets a generator of its own).
        device: ``"auto"`` (cuda if available, else cpu), or a torch device such as ``"cpu"``,
            ``"cuda"``, ``"cuda:1"``, ``"mps"``.
        dtype: ``"auto"`` (float32 on cpu, the checkpoint's own dtype elsewhere), ``"float32"``,
            ``"bfloat16"`` or ``"float16"``.
        batch_size: Most prompts decoded in one ``generate`` call.
        batch_wait_s: How long the first prompt of a batch waits for company.
        cache: A :class:`~agents.llm.cache.ResponseCache` or a path to one (greedy replies only).
        timeout_s: Longest wait of one call for its reply (``None``: no limit).
        model_name: The client's ``model`` (defaults to ``"hf:<path>"``).

    Raises:
        ValueError: transformers missing, a path that is no model folder, a tokenizer without a
            chat template, or a bad argument; each message says what is allowed or how to fix it.
    """

    provider = "hf"

    def __init__(
        self,
        path: str | Path,
        *,
        temperature: float = DEFAULT_TEMPERATURE,
        top_p: float = DEFAULT_TOP_P,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        seed: int = 0,
        device: str = "auto",
        dtype: str = "auto",
        batch_size: int = DEFAULT_BATCH_SIZE,
        batch_wait_s: float = DEFAULT_BATCH_WAIT_S,
        cache: ResponseCache | str | Path | None = None,
        timeout_s: float | None = None,
        model_name: str | None = None,
    ) -> None:
        self._check_args(temperature, top_p, max_tokens, seed, dtype, batch_size, batch_wait_s)
        if timeout_s is not None and not (
            isinstance(timeout_s, (int, float))
            and not isinstance(timeout_s, bool)
            and timeout_s > 0
        ):
            raise ValueError(
                f"timeout_s={timeout_s!r} is not allowed; allowed: seconds > 0 or None"
            )
        text = str(path).strip()
        if not text:
            raise ValueError(f"path={path!r} is not allowed; allowed: a model folder or name")
        torch, transformers = _import_transformers()
        self._torch = torch
        self.temperature = float(temperature)
        self.top_p = float(top_p)
        self.max_tokens = int(max_tokens)
        self.seed = int(seed)
        self.batch_size = int(batch_size)
        self.batch_wait_s = float(batch_wait_s)
        self.timeout_s = None if timeout_s is None else float(timeout_s)
        self.model = model_name or f"hf:{text}"
        self.device = self._pick_device(torch, device)
        self.cache = ResponseCache(cache) if isinstance(cache, (str, Path)) else cache
        self.path, config_file = self._locate(transformers, text)
        self.config_sha256 = hashlib.sha256(Path(config_file).read_bytes()).hexdigest()
        self.tokenizer = self._load_tokenizer(transformers, self.path)
        self.hf_model = self._load_model(torch, transformers, self.path, dtype)
        self.dtype = str(self.hf_model.dtype).removeprefix("torch.")
        self._versions = {"torch": torch.__version__, "transformers": transformers.__version__}
        self._tokenizer_lock = threading.Lock()
        self._model_lock = threading.Lock()
        self._seen: dict[str, int] = {}
        self._queue: queue.Queue[_Request | None] = queue.Queue()
        self._worker: threading.Thread | None = None
        self._worker_lock = threading.Lock()
        self._stats_lock = threading.Lock()
        self.stats = {"calls": 0, "cached": 0, "batches": 0, "tokens_in": 0, "tokens_out": 0}

    # -- construction ----------------------------------------------------------------------------

    @staticmethod
    def _check_args(
        temperature: Any,
        top_p: Any,
        max_tokens: Any,
        seed: Any,
        dtype: Any,
        batch_size: Any,
        batch_wait_s: Any,
    ) -> None:
        def number(value: Any) -> bool:
            return isinstance(value, (int, float)) and not isinstance(value, bool)

        def integer(value: Any) -> bool:
            return isinstance(value, int) and not isinstance(value, bool)

        checks = [
            ("temperature", temperature, number(temperature) and 0 <= temperature <= 2, "0 to 2"),
            ("top_p", top_p, number(top_p) and 0 < top_p <= 1, "a number in (0, 1]"),
            ("max_tokens", max_tokens, integer(max_tokens) and max_tokens >= 1, "an integer >= 1"),
            ("seed", seed, integer(seed) and 0 <= seed < 2**63, "an integer from 0 to 2**63-1"),
            ("dtype", dtype, dtype in DTYPES, ", ".join(DTYPES)),
            ("batch_size", batch_size, integer(batch_size) and batch_size >= 1, "an integer >= 1"),
            (
                "batch_wait_s",
                batch_wait_s,
                number(batch_wait_s) and 0 <= batch_wait_s <= 10,
                "seconds from 0 to 10",
            ),
        ]
        for name, value, ok, allowed in checks:
            if not ok:
                raise ValueError(f"{name}={value!r} is not allowed; allowed: {allowed}")

    @staticmethod
    def _pick_device(torch: Any, device: Any) -> str:
        allowed = "auto, cpu, cuda, cuda:<index>, mps"
        if device in (None, "auto"):
            return "cuda" if torch.cuda.is_available() else "cpu"
        try:
            parsed = torch.device(str(device))
        except (RuntimeError, ValueError):
            raise ValueError(f"device={device!r} is not allowed; allowed: {allowed}") from None
        if parsed.type == "cuda" and not torch.cuda.is_available():
            raise ValueError(f"device={device!r} is not available: torch sees no CUDA device")
        if parsed.type == "mps" and not torch.backends.mps.is_available():
            raise ValueError(f"device={device!r} is not available: torch sees no MPS device")
        if parsed.type not in ("cpu", "cuda", "mps"):
            raise ValueError(f"device={device!r} is not allowed; allowed: {allowed}")
        return str(parsed)

    @staticmethod
    def _locate(transformers: Any, text: str) -> tuple[str, str]:
        """(model folder, its config.json) for a folder or a cached model name."""
        folder = Path(text).expanduser()
        if folder.exists():
            if not folder.is_dir():
                raise ValueError(
                    f"path={text!r} is a file; allowed: a model folder (config.json, weights, "
                    "tokenizer files)"
                )
            if not (folder / "config.json").is_file():
                raise ValueError(
                    f"path={text!r} is not a model folder: it has no config.json; allowed: a "
                    "folder written by save_pretrained (config.json, weights, tokenizer files)"
                )
            return str(folder.resolve()), str(folder / "config.json")
        if text.startswith(("/", ".", "~")) or os.sep + os.sep in text or text.count("/") > 1:
            raise ValueError(f"path={text!r} does not exist; allowed: a model folder or name")
        try:
            from transformers.utils import cached_file

            config = cached_file(text, "config.json", local_files_only=_offline())
        except Exception as exc:  # OSError, EnvironmentError, hub errors: say what was tried
            where = (
                "the local Hugging Face cache (HF_HUB_OFFLINE is set)"
                if _offline()
                else ("the Hugging Face hub")
            )
            raise ValueError(
                f"path={text!r} is neither a model folder nor a model found in {where} "
                f"({type(exc).__name__})"
            ) from None
        if config is None:
            raise ValueError(f"path={text!r} has no config.json; allowed: a model folder or name")
        return str(Path(config).parent), str(config)

    def _load_tokenizer(self, transformers: Any, path: str) -> Any:
        try:
            tokenizer = transformers.AutoTokenizer.from_pretrained(path, local_files_only=True)
        except Exception as exc:
            raise ValueError(
                f"path={path!r}: the tokenizer does not load ({type(exc).__name__}: {exc})"
            ) from None
        if not getattr(tokenizer, "chat_template", None):
            raise ValueError(
                f"path={path!r}: the tokenizer has no chat template; {CHAT_TEMPLATE_HINT}"
            )
        if tokenizer.pad_token_id is None:
            tokenizer.pad_token = tokenizer.eos_token
        tokenizer.padding_side = "left"
        return tokenizer

    def _load_model(self, torch: Any, transformers: Any, path: str, dtype: str) -> Any:
        if dtype == "auto":
            chosen: Any = torch.float32 if self.device == "cpu" else "auto"
        else:
            chosen = getattr(torch, dtype)
        major_minor = tuple(int(x) for x in transformers.__version__.split(".")[:2])
        key = "dtype" if major_minor >= (4, 56) else "torch_dtype"
        try:
            model = transformers.AutoModelForCausalLM.from_pretrained(
                path, local_files_only=True, **{key: chosen}
            )
        except Exception as exc:
            raise ValueError(
                f"path={path!r}: the model does not load as a causal language model "
                f"({type(exc).__name__}: {exc})"
            ) from None
        model.to(self.device)
        model.eval()
        return model

    # -- reporting -------------------------------------------------------------------------------

    def __repr__(self) -> str:
        return f"HFChatClient(model={self.model!r}, device={self.device!r}, dtype={self.dtype!r})"

    def sampling_params(self) -> dict[str, Any]:
        """Decoding parameters and what the reply depends on: model, dtype, device, versions."""
        return {
            "temperature": self.temperature,
            "top_p": self.top_p,
            "max_tokens": self.max_tokens,
            "seed": self.seed,
            "model_path": self.path,
            "config_sha256": self.config_sha256,
            "dtype": self.dtype,
            "device": self.device,
            **self._versions,
        }

    # -- the call --------------------------------------------------------------------------------

    def complete(self, messages: Sequence[Message]) -> Completion:
        """The model's reply to ``messages``; ClientError if generation fails or times out."""
        from agents.llm.remote import validate_messages

        validate_messages(messages)
        chat = [
            {"role": m["role"], "content": _message_text(m, i, self.model)}
            for i, m in enumerate(messages)
        ]
        params = self.sampling_params()
        key = None
        if self.cache is not None and self.temperature == 0:
            key = cache_key(self.model, chat, params)
            hit = self.cache.get(key)
            if hit is not None:
                with self._stats_lock:
                    self.stats["calls"] += 1
                    self.stats["cached"] += 1
                return hit
        start = time.monotonic()
        with self._tokenizer_lock:
            prompt = self._prompt(chat)
            ids = list(self.tokenizer(prompt, add_special_tokens=False)["input_ids"])
            digest = hashlib.sha256(prompt.encode("utf-8", "surrogatepass")).hexdigest()
            occurrence = self._seen.get(digest, 0)
            self._seen[digest] = occurrence + 1
        seed_bytes = hashlib.sha256(f"{self.seed}|{digest}|{occurrence}".encode()).digest()
        request = _Request(ids, int.from_bytes(seed_bytes[:8], "little") >> 1)
        self._ensure_worker()
        self._queue.put(request)
        if not request.done.wait(self.timeout_s):
            raise ClientError(
                f"no reply within timeout_s={self.timeout_s} s", code="timeout", retryable=False
            )
        if request.error is not None:
            raise self._client_error(request.error)
        assert request.tokens is not None
        with self._tokenizer_lock:
            text = self.tokenizer.decode(request.tokens, skip_special_tokens=True)
            pieces = [self.tokenizer.decode([t]) for t in request.tokens]
        logprobs = [
            {"token": piece, "logprob": round(float(lp), 6)}
            for piece, lp in zip(pieces, request.token_logprobs or [], strict=False)
        ]
        completion = Completion(
            text=text,
            model=self.model,
            input_tokens=len(ids),
            output_tokens=len(request.tokens),
            latency_s=time.monotonic() - start,
            logprobs=logprobs,
            extra={
                "provider": self.provider,
                "finish_reason": request.finish_reason,
                "batch_size": request.batch,
            },
        )
        if key is not None:
            self.cache.put(key, completion)  # type: ignore[union-attr]
        with self._stats_lock:
            self.stats["calls"] += 1
            self.stats["tokens_in"] += completion.input_tokens
            self.stats["tokens_out"] += completion.output_tokens
        return completion

    def _prompt(self, chat: list[dict[str, str]]) -> str:
        return self.tokenizer.apply_chat_template(chat, tokenize=False, add_generation_prompt=True)

    def inspect(
        self,
        messages: Sequence[Message],
        *,
        replies: Sequence[str] = (),
        layers: Sequence[int] = (),
        spans: Sequence[tuple[int, int]] = (),
    ) -> Inspection:
        """Score ``replies`` as the answer to ``messages`` and read hidden states.

        Args:
            messages: the conversation; the last message is the user's turn.
            replies: candidate reply texts; each is scored by the summed log-probability of
                its tokens right after the prompt (no end-of-turn token: the probability that
                the reply *starts* with this text).
            layers: hidden-state layers (0: the embeddings, 1..n the blocks, -1 the last).
            spans: ``(start, end)`` character offsets in the last message's text; the row of a
                span is the hidden state at the last token overlapping it.

        Raises:
            ValueError: a layer the model does not have.
            ClientError: the forward pass failed (out of memory...).
        """
        from agents.llm.remote import validate_messages

        validate_messages(messages)
        chat = [
            {"role": m["role"], "content": _message_text(m, i, self.model)}
            for i, m in enumerate(messages)
        ]
        n_layers = int(self.hf_model.config.num_hidden_layers) + 1
        for layer in layers:
            if not isinstance(layer, int) or not -n_layers <= layer < n_layers:
                raise ValueError(
                    f"layers entry {layer!r} is not allowed; allowed: -{n_layers} to "
                    f"{n_layers - 1} ({self.model} has {n_layers - 1} layers plus embeddings)"
                )
        with self._tokenizer_lock:
            prompt = self._prompt(chat)
            encoded = self.tokenizer(
                prompt, add_special_tokens=False, return_offsets_mapping=bool(spans)
            )
            reply_ids = [
                list(self.tokenizer(r, add_special_tokens=False)["input_ids"]) for r in replies
            ]
        ids = list(encoded["input_ids"])
        span_tokens = self._span_tokens(prompt, chat[-1]["content"], encoded, spans)
        try:
            with self._model_lock:
                scores, last, rows = self._forward(ids, reply_ids, list(layers), span_tokens)
        except Exception as exc:
            raise self._client_error(exc) from None
        return Inspection(
            reply_logprobs=scores,
            reply_tokens=[len(r) for r in reply_ids],
            prompt_tokens=len(ids),
            layers=tuple(layers),
            last=last,
            spans=rows,
            span_tokens=span_tokens,
        )

    @staticmethod
    def _span_tokens(
        prompt: str, content: str, encoded: Any, spans: Sequence[tuple[int, int]]
    ) -> list[int]:
        if not spans:
            return []
        base = prompt.rfind(content) if content else -1
        offsets = list(encoded.get("offset_mapping") or [])
        found = []
        for start, end in spans:
            index = -1
            if base >= 0 and 0 <= start < end <= len(content):
                a, b = base + start, base + end
                for i, (s0, s1) in enumerate(offsets):
                    if s0 < b and s1 > a:
                        index = i
                    elif s0 >= b:
                        break
            found.append(index)
        return found

    def _forward(
        self,
        ids: list[int],
        reply_ids: list[list[int]],
        layers: list[int],
        span_tokens: list[int],
    ) -> tuple[list[float], Any, Any]:
        """The prompt once (hidden states if asked), then every reply on its cached keys."""
        import numpy as np

        torch = self._torch
        with torch.inference_mode():
            prompt = torch.tensor([ids], dtype=torch.long, device=self.device)
            out = self.hf_model(
                input_ids=prompt,
                use_cache=bool(reply_ids),
                output_hidden_states=bool(layers),
                logits_to_keep=1,
            )
            last = rows = None
            if layers:
                hidden = out.hidden_states
                stack = torch.stack([hidden[layer][0] for layer in layers])  # (L, T, H)
                last = stack[:, -1, :].float().cpu().numpy()
                if span_tokens:
                    picks = torch.tensor([max(t, 0) for t in span_tokens], device=stack.device)
                    chosen = stack[:, picks, :].permute(1, 0, 2).float().cpu().numpy()
                    chosen[np.asarray(span_tokens) < 0] = 0.0
                    rows = chosen
                del hidden, stack
            scores: list[float] = []
            if reply_ids:
                first = torch.log_softmax(out.logits[0, -1].float(), dim=-1)
                width = max(len(r) for r in reply_ids)
                n = len(reply_ids)
                pad = self.tokenizer.pad_token_id
                totals = [float(first[r[0]]) if r else 0.0 for r in reply_ids]
                if width > 1:
                    batch = torch.full((n, width), pad, dtype=torch.long)
                    mask = torch.zeros((n, len(ids) + width), dtype=torch.long)
                    mask[:, : len(ids)] = 1
                    for row, r in enumerate(reply_ids):
                        batch[row, : len(r)] = torch.tensor(r, dtype=torch.long)
                        mask[row, len(ids) : len(ids) + len(r)] = 1
                    cache = out.past_key_values
                    cache.batch_repeat_interleave(n)
                    more = self.hf_model(
                        input_ids=batch.to(self.device),
                        attention_mask=mask.to(self.device),
                        past_key_values=cache,
                        use_cache=True,
                    )
                    logp = torch.log_softmax(more.logits.float(), dim=-1)
                    for row, r in enumerate(reply_ids):
                        for i in range(1, len(r)):
                            totals[row] += float(logp[row, i - 1, r[i]])
                scores = totals
        return scores, last, rows

    def _client_error(self, error: BaseException) -> ClientError:
        if isinstance(error, ClientError):
            return error
        name = type(error).__name__
        if "OutOfMemory" in name or "out of memory" in str(error).lower():
            return ClientError(
                f"{self.model} ran out of memory ({name})",
                code="out_of_memory",
                fatal=f"{self.model} ran out of memory on {self.device}; lower --concurrency "
                "(the batch size) or use a smaller dtype, then rerun",
            )
        return ClientError(f"{self.model}: generation failed ({name}: {error})", code="local_error")

    # -- batching --------------------------------------------------------------------------------

    def _ensure_worker(self) -> None:
        with self._worker_lock:
            if self._worker is None or not self._worker.is_alive():
                self._worker = threading.Thread(
                    target=self._serve, name=f"{self.model} batcher", daemon=True
                )
                self._worker.start()

    def close(self) -> None:
        """Stop the worker thread (calls made afterwards start a new one)."""
        with self._worker_lock:
            worker, self._worker = self._worker, None
        if worker is not None and worker.is_alive():
            self._queue.put(None)
            worker.join()

    def _serve(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            deadline = time.monotonic() + self.batch_wait_s
            stop = False
            while len(batch) < self.batch_size:
                try:
                    item = self._queue.get(timeout=max(0.0, deadline - time.monotonic()))
                except queue.Empty:
                    break
                if item is None:
                    stop = True
                    break
                batch.append(item)
            try:
                self._generate(batch)
            except BaseException as exc:  # every caller hears about it; the worker lives on
                for request in batch:
                    request.error = exc
            for request in batch:
                request.batch = len(batch)
                request.done.set()
            if stop:
                return

    def _generate(self, batch: list[_Request]) -> None:
        """One ``generate`` call for ``batch``: left-padded prompts, replies into each request."""
        torch = self._torch
        width = max(len(r.input_ids) for r in batch)
        pad = self.tokenizer.pad_token_id
        ids = torch.full((len(batch), width), pad, dtype=torch.long)
        mask = torch.zeros((len(batch), width), dtype=torch.long)
        for row, request in enumerate(batch):
            n = len(request.input_ids)
            ids[row, width - n :] = torch.tensor(request.input_ids, dtype=torch.long)
            mask[row, width - n :] = 1
        kwargs: dict[str, Any] = {
            "max_new_tokens": self.max_tokens,
            "do_sample": False,
            "pad_token_id": pad,
        }
        # generate() warns about the model's own sampling defaults when do_sample is off; the
        # explicit Nones silence that without changing greedy decoding.
        kwargs.update(temperature=None, top_p=None, top_k=None)
        recorder = self._recorder()
        processors = [recorder]
        if self.temperature > 0:
            processors.append(self._sampler([r.seed for r in batch]))
        kwargs["logits_processor"] = self._processors(processors)
        with self._model_lock, torch.inference_mode():
            out = self.hf_model.generate(
                input_ids=ids.to(self.device), attention_mask=mask.to(self.device), **kwargs
            )
        steps = recorder.finish(out[:, width:])  # type: ignore[attr-defined]
        eos = self._eos_ids()
        for row, request in enumerate(batch):
            tokens = out[row, width:].tolist()
            stop_at = next((i for i, t in enumerate(tokens) if t in eos), None)
            if stop_at is None:
                request.tokens, request.finish_reason = tokens, "length"
            else:
                request.tokens, request.finish_reason = tokens[:stop_at], "stop"
            request.token_logprobs = [steps[i][row] for i in range(len(request.tokens))]
        with self._stats_lock:
            self.stats["batches"] += 1

    def _eos_ids(self) -> set[int]:
        eos = self.hf_model.generation_config.eos_token_id
        ids = set(eos if isinstance(eos, list) else [eos] if eos is not None else [])
        if self.tokenizer.eos_token_id is not None:
            ids.add(self.tokenizer.eos_token_id)
        return ids

    @staticmethod
    def _processors(items: list[Any]) -> Any:
        import transformers

        return transformers.LogitsProcessorList(items)

    def _recorder(self) -> Any:
        """A logits processor that changes nothing and keeps, per step, the log-probability of
        the token the previous step chose (one step of log-softmax in memory at a time)."""
        import transformers

        torch = self._torch

        class _Record(transformers.LogitsProcessor):
            def __init__(self) -> None:
                self.pending: Any = None
                self.steps: list[list[float]] = []

            def _take(self, chosen: Any) -> None:
                if self.pending is not None:
                    picked = self.pending.gather(1, chosen.view(-1, 1).to(self.pending.device))
                    self.steps.append(picked.view(-1).tolist())
                    self.pending = None

            def __call__(self, input_ids: Any, scores: Any) -> Any:
                self._take(input_ids[:, -1])
                self.pending = torch.log_softmax(scores.float(), dim=-1)
                return scores

            def finish(self, new_tokens: Any) -> list[list[float]]:
                if new_tokens.shape[1] > len(self.steps):
                    self._take(new_tokens[:, len(self.steps)])
                return self.steps

        return _Record()

    def _sampler(self, seeds: list[int]) -> Any:
        """A logits processor that samples each row with its own generator, then forces the
        pick: greedy decoding over the result is sampling whose draws do not depend on the batch."""
        import transformers

        torch = self._torch
        generators = [torch.Generator().manual_seed(s) for s in seeds]
        temperature, top_p = self.temperature, self.top_p

        class _Sample(transformers.LogitsProcessor):
            def __call__(self, input_ids: Any, scores: Any) -> Any:
                logits = scores.float().cpu() / temperature
                probs = torch.softmax(logits, dim=-1)
                if top_p < 1:
                    ordered, order = probs.sort(dim=-1, descending=True)
                    outside = ordered.cumsum(dim=-1) - ordered > top_p
                    ordered[outside] = 0
                    probs = torch.zeros_like(probs).scatter(-1, order, ordered)
                forced = torch.full_like(scores, float("-inf"))
                for row, generator in enumerate(generators):
                    pick = torch.multinomial(probs[row], 1, generator=generator)
                    forced[row, pick.to(scores.device)] = 0
                return forced

        return _Sample()
