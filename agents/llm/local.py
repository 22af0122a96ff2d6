"""A local Hugging Face causal language model as a chat client (``--model hf:<path or name>``).

:class:`HFChatClient` loads a model and its tokenizer with ``transformers`` from a local folder
(or a model name already in the Hugging Face cache), applies the tokenizer's chat template and
decodes greedily at ``temperature=0`` (the default), else samples. It needs the optional extra::

    pip install "spatial-reasoning-gym[local]"

**Batching.** The client is safe to call from many threads, and calls that arrive together share
forward passes: each :meth:`HFChatClient.complete` or :meth:`HFChatClient.inspect` leaves a
request in the worker's inbox, and one worker thread takes requests of one kind in batches of up
to ``batch_size``. A study runner makes the batches follow its plan (``lockstep``,
:mod:`agents.llm.lockstep`): a batch starts when every trial in flight has a call waiting, rows
in plan order. Calls from anywhere else are batched by timing: while they keep arriving less
than ``batch_wait_s`` apart. Replies decode together (one forward per new token for every row,
stopping when every row has ended); inspections share one read of their prompts and one pass
over all their candidate replies. Prompts are right-padded and read with no attention mask
(causal attention never sees the padding after a token; a mask would push a CPU onto a far
slower attention path). A prompt that begins with a recently read prompt, or with a prompt and
the reply decoded to it, starts from their cached keys and values and reads only the rest, the
rows of a batch together (``prefix_cache``): the next turn of a conversation reads only its new
message. ``--concurrency 8`` thus keeps a GPU busy with batches of 8.

**Reproducibility.** Greedy decoding gives the same bytes for the same calls in the same
batches; a row attends to no padding, and the tests check that a batched reply equals the reply
to the prompt alone and batched scores equal lone ones to 1e-4 on the tiny test model (batched
matrix products sum in another order, so floats may differ in their last bits). In lockstep the
batches are a function of the plan, so rerunning a study gives the same bytes at any
``--concurrency`` however its threads are scheduled. Where the batches differ, results agree to
those last bits: another concurrency, a resumed run (it redoes fewer trials together), or a run
with other models beside this one (their trials' timing decides when this model's start).
Sampling uses one seeded
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
last user message (the maze cells). It goes through the same batching worker as the replies:
the prompt is read once and the replies run on its cached keys and values.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agents.base import Completion, Message
from agents.llm.cache import ResponseCache, cache_key
from agents.llm.lockstep import Lockstep
from agents.llm.retry import ClientError

DTYPES = ("auto", "float32", "bfloat16", "float16")
DEFAULT_TEMPERATURE = 0.0
DEFAULT_TOP_P = 1.0
DEFAULT_MAX_TOKENS = 1024
DEFAULT_BATCH_SIZE = 8
DEFAULT_BATCH_WAIT_S = 0.005
DEFAULT_PREFIX_CACHE = 16
MIN_PREFIX = 16
"""Fewest shared tokens worth starting from a stored prompt's keys and values."""
PATIENCE = 10
"""A batch waits up to PATIENCE x batch_wait_s for as many calls as the last batch of its kind."""
LOCKSTEP_PATIENCE_S = 30.0
"""In lockstep, a batch starts anyway after this long without every trial in flight waiting."""
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


@dataclass(kw_only=True)
class _Request:
    """One call waiting for the worker thread (which fills in its results and sets ``done``)."""

    input_ids: list[int]
    done: threading.Event = field(default_factory=threading.Event)
    batch: int = 0
    error: BaseException | None = None
    order: int | None = None  # the trial's place in the plan (lockstep), None for other calls
    seq: int = 0  # arrival number


@dataclass(kw_only=True)
class _Generate(_Request):
    """A prompt waiting for its reply."""

    seed: int
    tokens: list[int] | None = None
    token_logprobs: list[float] | None = None
    finish_reason: str = ""


@dataclass(kw_only=True)
class _Inspect(_Request):
    """A prompt waiting for its replies' scores and its hidden states."""

    reply_ids: list[list[int]]
    layers: list[int]
    span_tokens: list[int]
    scores: list[float] = field(default_factory=list)
    last: Any = None
    rows: Any = None


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
        batch_wait_s: Outside lockstep, how long a batch waits for the next call before it
            runs (each arrival restarts the wait, up to ``batch_size`` calls; until it has as
            many calls as the last batch of its kind, a full batch for the first, it waits up to
            ``PATIENCE`` times longer).
        prefix_cache: How many recent prompts (with their replies, once decoded) keep their
            keys and values, so that a prompt beginning with one of them (the next turn of a
            conversation, or scoring the candidates of the step just answered) reads only its
            new tokens; 0 turns it off.
            Each kept prompt holds its keys and values on the model's device (for a 7B model
            about 60 KB per token: 16 prompts of 2,000 tokens are ~2 GB).
        cache: A :class:`~agents.llm.cache.ResponseCache` or a path to one (greedy replies only).
        timeout_s: Longest wait of one call for its reply (``None``: no limit).
        model_name: The client's ``model`` (defaults to ``"hf:<path>"``).
        lockstep: Let a study runner make batches follow its plan (``self.lockstep``, see
            :mod:`agents.llm.lockstep`); False batches by timing only (``self.lockstep`` None).

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
        prefix_cache: int = DEFAULT_PREFIX_CACHE,
        cache: ResponseCache | str | Path | None = None,
        timeout_s: float | None = None,
        model_name: str | None = None,
        lockstep: bool = True,
    ) -> None:
        self._check_args(temperature, top_p, max_tokens, seed, dtype, batch_size, batch_wait_s)
        if not (isinstance(prefix_cache, int) and not isinstance(prefix_cache, bool)) or not (
            0 <= prefix_cache <= 1024
        ):
            raise ValueError(
                f"prefix_cache={prefix_cache!r} is not allowed; allowed: an integer from 0 to 1024"
            )
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
        self.prefix_cache = int(prefix_cache)
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
        self._last_batch: dict[type, int] = {}
        self._prefixes: OrderedDict[tuple[int, ...], dict[str, Any]] = OrderedDict()
        # The worker's inbox: calls waiting for a batch, guarded by one condition variable.
        self._condition = threading.Condition()
        self._pending: list[_Request] = []
        self._arrivals = itertools.count()
        self._last_arrival = 0.0
        self._serving = False  # a worker thread is running (it clears this as it exits)
        self._closing = False
        self._worker: threading.Thread | None = None
        self.lockstep = Lockstep(self._condition) if lockstep else None
        self._stats_lock = threading.Lock()
        self.stats = {
            "calls": 0,
            "cached": 0,
            "batches": 0,
            "tokens_in": 0,
            "tokens_out": 0,
            "inspects": 0,
            "inspect_batches": 0,
            "prompt_tokens_reused": 0,
            "lockstep_timeouts": 0,
        }
        # Rows per batch, by kind, in the order the worker ran them (the benchmark reads it).
        self.batch_sizes: dict[str, list[int]] = {"generate": [], "inspect": []}

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
            digest = hashlib.sha256(prompt.encode("utf-8", "surrogatepass")).hexdigest()
            occurrence = self._seen.get(digest, 0)
            self._seen[digest] = occurrence + 1
        ids, _ = self._encode(prompt)
        seed_bytes = hashlib.sha256(f"{self.seed}|{digest}|{occurrence}".encode()).digest()
        request = _Generate(input_ids=ids, seed=int.from_bytes(seed_bytes[:8], "little") >> 1)
        self._submit(request)
        assert request.tokens is not None
        text, pieces = self._decode(request.tokens)
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
        ids, offsets = self._encode(prompt, offsets=bool(spans))
        reply_ids = [self._encode(r)[0] for r in replies]
        span_tokens = self._span_tokens(prompt, chat[-1]["content"], offsets, spans)
        request = _Inspect(
            input_ids=ids,
            reply_ids=reply_ids,
            layers=[int(x) for x in layers],
            span_tokens=span_tokens,
        )
        self._submit(request)
        with self._stats_lock:
            self.stats["inspects"] += 1
        return Inspection(
            reply_logprobs=request.scores,
            reply_tokens=[len(r) for r in reply_ids],
            prompt_tokens=len(ids),
            layers=tuple(layers),
            last=request.last,
            spans=request.rows,
            span_tokens=span_tokens,
        )

    def _submit(self, request: _Request) -> None:
        """Queue ``request`` for the worker and wait for it; ClientError on failure/timeout."""
        with self._condition:
            request.order = self.lockstep.current() if self.lockstep else None
            request.seq = next(self._arrivals)
            self._pending.append(request)
            self._last_arrival = time.monotonic()
            if not self._serving:
                self._serving, self._closing = True, False
                self._worker = threading.Thread(
                    target=self._serve, name=f"{self.model} batcher", daemon=True
                )
                self._worker.start()
            self._condition.notify_all()
        if not request.done.wait(self.timeout_s):
            raise ClientError(
                f"no reply within timeout_s={self.timeout_s} s", code="timeout", retryable=False
            )
        if request.error is not None:
            raise self._client_error(request.error)

    def _encode(self, text: str, *, offsets: bool = False) -> tuple[list[int], list[Any]]:
        """``text``'s token ids (no special tokens added) and, if asked, character offsets.

        A fast tokenizer's own encoder is called directly: it reads its settings without
        changing them, so threads tokenize at once (each prompt is thousands of tokens, and the
        encoder leaves Python's lock while it works); others take turns."""
        backend = getattr(self.tokenizer, "backend_tokenizer", None)
        if backend is not None:
            encoding = backend.encode(text, add_special_tokens=False)
            return list(encoding.ids), list(encoding.offsets) if offsets else []
        with self._tokenizer_lock:
            encoded = self.tokenizer(text, add_special_tokens=False, return_offsets_mapping=offsets)
        return list(encoded["input_ids"]), list(encoded.get("offset_mapping") or [])

    def _decode(self, tokens: list[int]) -> tuple[str, list[str]]:
        """A reply's text and each token's own text (as in ``Completion.logprobs``); decoding
        reads a fast tokenizer without changing it, so threads need not take turns."""
        fast = getattr(self.tokenizer, "backend_tokenizer", None) is not None
        with contextlib.nullcontext() if fast else self._tokenizer_lock:
            text = self.tokenizer.decode(tokens, skip_special_tokens=True)
            return text, self.tokenizer.batch_decode([[t] for t in tokens])

    @staticmethod
    def _span_tokens(
        prompt: str, content: str, offsets: list[Any], spans: Sequence[tuple[int, int]]
    ) -> list[int]:
        if not spans:
            return []
        base = prompt.rfind(content) if content else -1
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

    def _inspect_batch(self, batch: list[_Inspect]) -> None:
        """Every inspect request of ``batch`` in two forward passes shared by all of them.

        Pass 1 (:meth:`_prefill`): the prompts give the hidden states and each reply's first
        token. Pass 2: every reply longer than one token, one row each, on a copy of its
        prompt's cached keys and values, so no prompt is computed twice however many
        candidates it has (where the prompt dominates, as on a CPU, that beats one padded batch
        of prompt+reply rows by about the number of candidates).
        """
        import numpy as np

        torch = self._torch
        device = self.device
        second = [
            (row, k)
            for row, r in enumerate(batch)
            for k, reply in enumerate(r.reply_ids)
            if len(reply) > 1
        ]
        with self._model_lock, torch.inference_mode():
            cache, first, mask, hidden = self._prefill(batch, hidden=any(r.layers for r in batch))
            for row, request in enumerate(batch):
                request.scores = [float(first[row, r[0]]) if r else 0.0 for r in request.reply_ids]
                if not request.layers:
                    continue
                stack = torch.stack([hidden[layer][row] for layer in request.layers])
                request.last = stack[:, len(request.input_ids) - 1, :].float().cpu().numpy()
                if request.span_tokens:
                    picks = torch.tensor([max(t, 0) for t in request.span_tokens])
                    chosen = stack[:, picks.to(stack.device), :].permute(1, 0, 2)
                    rows = chosen.float().cpu().numpy()
                    rows[np.asarray(request.span_tokens) < 0] = 0.0
                    request.rows = rows
                del stack
            del hidden
            if second:
                replies = [batch[row].reply_ids[k] for row, k in second]
                index = torch.tensor([row for row, _ in second], dtype=torch.long)
                cache.reorder_cache(index.to(device))
                more_ids, more_mask = self._right_pad(replies)
                starts = torch.tensor([len(batch[row].input_ids) for row, _ in second])
                steps = torch.arange(more_ids.shape[1])
                more = self.hf_model(
                    input_ids=more_ids.to(device),
                    attention_mask=torch.cat([mask[index], more_mask], dim=1).to(device),
                    position_ids=(starts[:, None] + steps[None, :]).to(device),
                    past_key_values=cache,
                    use_cache=True,
                )
                logp = torch.log_softmax(more.logits.float(), dim=-1)
                picked = logp[:, :-1].gather(2, more_ids[:, 1:, None].to(logp.device))
                values = picked[..., 0].cpu().tolist()
                for i, (row, k) in enumerate(second):
                    for step in range(len(replies[i]) - 1):
                        batch[row].scores[k] += values[i][step]
                del more, logp
            del cache
        with self._stats_lock:
            self.stats["inspect_batches"] += 1

    def _right_pad(self, rows: list[list[int]]) -> tuple[Any, Any]:
        """``(ids, mask)``: ``rows`` right-padded to the longest."""
        torch = self._torch
        width = max(len(r) for r in rows)
        ids = torch.full((len(rows), width), self.tokenizer.pad_token_id, dtype=torch.long)
        mask = torch.zeros((len(rows), width), dtype=torch.long)
        for row, tokens in enumerate(rows):
            ids[row, : len(tokens)] = torch.tensor(tokens, dtype=torch.long)
            mask[row, : len(tokens)] = 1
        return ids, mask

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

    def close(self) -> None:
        """Stop the worker thread once the calls waiting are answered (later calls start a new
        one)."""
        with self._condition:
            worker = self._worker if self._serving else None
            self._closing = True
            self._condition.notify_all()
        if worker is not None:
            worker.join()

    def _serve(self) -> None:
        """The worker: batches of one kind (generate or inspect), one after another."""
        while True:
            batch = self._gather()
            if batch is None:
                return
            kind = type(batch[0])
            try:
                if kind is _Generate:
                    self._generate(batch)  # type: ignore[arg-type]
                else:
                    self._inspect_batch(batch)  # type: ignore[arg-type]
            except BaseException as exc:  # every caller hears about it; the worker lives on
                for request in batch:
                    request.error = exc
            with self._stats_lock:
                self.batch_sizes["generate" if kind is _Generate else "inspect"].append(len(batch))
            self._last_batch[kind] = len(batch)
            for request in batch:
                request.batch = len(batch)
                request.done.set()

    def _gather(self) -> list[_Request] | None:
        """The next batch, or None once the client is closing and nothing waits.

        In lockstep (a study runner entered its trials, :mod:`agents.llm.lockstep`) the batch
        starts when every trial in flight has a call waiting: the waiting calls of the kind of
        the first trial in plan order, in plan order (up to ``batch_size``). Otherwise by timing:
        the batch grows while calls keep arriving less than ``batch_wait_s`` apart (threads that
        just got their answers come back one after another, not at once), up to ``batch_size``;
        until it has as many calls as the last batch of its kind (the same threads, busy with
        their replies; a full batch for the first), it waits up to ``PATIENCE`` waits. A lone
        caller pays that wait once, then its batches are of one. Calls of the other kind wait
        for the next batch.
        """
        with self._condition:
            started: float | None = None
            while True:
                if not self._pending:
                    if self._closing:
                        self._serving = False
                        return None
                    started = None
                    self._condition.wait()
                    continue
                now = time.monotonic()
                started = now if started is None else started
                if self.lockstep and self.lockstep.governing and not self._closing:
                    if self.lockstep.ready(r.order for r in self._pending):
                        return self._take(by_plan=True)
                    if now - started < LOCKSTEP_PATIENCE_S:
                        self._condition.wait(started + LOCKSTEP_PATIENCE_S - now)
                        continue
                    with self._stats_lock:  # a trial stuck outside the client: go on anyway
                        self.stats["lockstep_timeouts"] += 1
                    return self._take(by_plan=True)
                kind = type(self._pending[0])
                count = sum(type(r) is kind for r in self._pending)
                expected = min(self._last_batch.get(kind, self.batch_size), self.batch_size)
                until = self._last_arrival + self.batch_wait_s
                if count < expected:
                    until = max(until, started + PATIENCE * self.batch_wait_s)
                if count >= self.batch_size or now >= until or self._closing:
                    return self._take(by_plan=False)
                self._condition.wait(until - now)

    def _take(self, *, by_plan: bool) -> list[_Request]:
        """Up to ``batch_size`` waiting calls of the first one's kind, removed from the inbox;
        first by plan order (calls of no trial last, by arrival) or by arrival."""
        waiting = self._pending
        if by_plan:
            waiting = sorted(waiting, key=lambda r: (r.order is None, r.order or 0, r.seq))
        kind = type(waiting[0])
        batch = [r for r in waiting if type(r) is kind][: self.batch_size]
        taken = {id(r) for r in batch}
        self._pending = [r for r in self._pending if id(r) not in taken]
        return batch

    def _prefill(self, batch: list[_Request], *, hidden: bool = False) -> tuple[Any, Any, Any, Any]:
        """Read the prompts of ``batch``; returns ``(cache, logp, mask, hidden_states)``.

        ``cache`` covers ``mask.shape[1]`` columns, each row's prompt in its first columns
        (``mask`` 1) and padding after; ``logp`` is the log-softmax at each prompt's last token
        ``(B, vocab)`` on the CPU; ``hidden_states`` the model's (None unless ``hidden``).

        Prompts that begin with a recently read prompt (the same conversation one turn later,
        or scoring the candidates of the step just answered) start from that prompt's cached
        keys and values and read only the rest, one row at a time (a short read; no padding,
        so no mask on the long side); the others are read together (:meth:`_read`). Hidden
        states need a whole read of every prompt.
        """
        torch = self._torch
        reuse = [(None, 0)] * len(batch)
        if not hidden and self._prefixes:
            reuse = [self._best_prefix(r.input_ids) for r in batch]
        whole = [row for row, (entry, _) in enumerate(reuse) if entry is None]
        if len(whole) == len(batch):
            out, logp, mask = self._read(batch, hidden=hidden)
            cache = out.past_key_values
            self._remember(batch, cache)
            return cache, logp, mask, out.hidden_states if hidden else None
        rows: list[Any] = [None] * len(batch)  # per row: (per-layer (keys, values), logp)
        if whole:
            part = [batch[row] for row in whole]
            out, logp, _ = self._read(part, hidden=False)
            layers = self._layer_kv(out.past_key_values)
            for i, row in enumerate(whole):
                n = len(batch[row].input_ids)
                rows[row] = ([(k[i, :, :n], v[i, :, :n]) for k, v in layers], logp[i])
            del out
        extended = [row for row, (entry, _) in enumerate(reuse) if entry is not None]
        read = self._extend(
            [(batch[row].input_ids, reuse[row][0]["cache"], reuse[row][1]) for row in extended]
        )
        for row, kv_logp in zip(extended, read, strict=True):
            rows[row] = kv_logp
        ids = [r.input_ids for r in batch]
        _, mask = self._right_pad(ids)
        width = mask.shape[1]
        cache = self._padded_cache([kv for kv, _ in rows], width)
        logp = torch.stack([lp for _, lp in rows])
        self._remember(batch, cache)
        return cache, logp, mask, None

    def _new_cache(self) -> Any:
        import transformers

        return transformers.DynamicCache()

    def _padded_cache(self, rows: list[list[tuple[Any, Any]]], width: int) -> Any:
        """A cache of ``width`` columns holding each row's per-layer ``(keys, values)`` in its
        first columns, zeros after (the padding every later pass masks or never sees)."""
        cache = self._new_cache()
        for layer in range(len(rows[0])):
            k0, v0 = rows[0][layer]
            shape = (len(rows), k0.shape[0], width, k0.shape[2])
            keys, values = k0.new_zeros(shape), v0.new_zeros(shape)
            for row, kv in enumerate(rows):
                k, v = kv[layer]
                keys[row, :, : k.shape[1]] = k
                values[row, :, : v.shape[1]] = v
            cache.update(keys, values, layer)
        return cache

    def _read(self, batch: list[_Request], *, hidden: bool) -> tuple[Any, Any, Any]:
        """The prompts whole, right-padded and with no mask; ``(out, logp, mask)``.

        Causal attention never looks ahead, so a real token never sees the padding after it:
        every row computes what its prompt alone would, at its own positions, and the
        attention stays on the fast unmasked path (a padding mask makes a CPU materialize
        batch x tokens x tokens scores, ~10x slower than the prompts one by one).
        """
        torch = self._torch
        ids, mask = self._right_pad([r.input_ids for r in batch])
        ends = [len(r.input_ids) - 1 for r in batch]
        keep = sorted(set(ends))
        out = self.hf_model(
            input_ids=ids.to(self.device),
            use_cache=True,
            output_hidden_states=hidden,
            logits_to_keep=torch.tensor(keep, dtype=torch.long, device=self.device),
        )
        picks = torch.tensor([keep.index(e) for e in ends], device=out.logits.device)
        last = out.logits[torch.arange(len(batch), device=picks.device), picks]
        return out, torch.log_softmax(last.float(), dim=-1).cpu(), mask

    def _extend(
        self, rows: list[tuple[list[int], list[tuple[Any, Any]], int]]
    ) -> list[tuple[Any, Any]]:
        """Prompts on the first ``kept`` tokens of stored prompts' keys and values, read in one
        forward pass; per row ``(per-layer (keys, values) of the whole prompt, logp at its last
        token)``. ``rows``: ``(ids, stored per-layer (keys, values), kept)``.

        The cache holds each row's kept tokens in its first columns (padding up to the longest
        kept), the new tokens go after it right-padded; an additive mask lets each new token see
        its row's kept tokens and its own new tokens up to itself. One row needs no mask.
        """
        torch = self._torch
        kept = [k for _, _, k in rows]
        new = [len(ids) - k for ids, _, k in rows]
        width, longest = max(kept), max(new)
        cache = self._padded_cache(
            [[(k[:, :n], v[:, :n]) for k, v in stored] for _, stored, n in rows], width
        )
        rest, _ = self._right_pad([ids[k:] for ids, _, k in rows])
        positions = torch.tensor(kept)[:, None] + torch.arange(longest)[None, :]
        bias = None
        if len(rows) > 1:
            column = torch.arange(width + longest)[None, None, :]
            query = torch.arange(longest)[None, :, None]
            seen = (column < torch.tensor(kept)[:, None, None]) | (
                (column >= width) & (column <= width + query)
            )
            dtype = self.hf_model.dtype
            bias = torch.where(seen, 0.0, torch.finfo(dtype).min).to(dtype)[:, None]
            bias = bias.to(self.device)
        ends = [n - 1 for n in new]
        keep = sorted(set(ends))
        out = self.hf_model(
            input_ids=rest.to(self.device),
            attention_mask=bias,
            position_ids=positions.to(self.device),
            past_key_values=cache,
            use_cache=True,
            logits_to_keep=torch.tensor(keep, dtype=torch.long, device=self.device),
        )
        with self._stats_lock:
            self.stats["prompt_tokens_reused"] += sum(kept)
        picks = torch.tensor([keep.index(e) for e in ends], device=out.logits.device)
        last = out.logits[torch.arange(len(rows), device=picks.device), picks]
        logp = torch.log_softmax(last.float(), dim=-1).cpu()
        layers = self._layer_kv(out.past_key_values)
        read = []
        for row, (n, m) in enumerate(zip(kept, new, strict=True)):
            kv = [
                (
                    torch.cat([k[row, :, :n], k[row, :, width : width + m]], dim=1),
                    torch.cat([v[row, :, :n], v[row, :, width : width + m]], dim=1),
                )
                for k, v in layers
            ]
            read.append((kv, logp[row]))
        return read

    @staticmethod
    def _layer_kv(cache: Any) -> list[tuple[Any, Any]]:
        """Per layer ``(keys, values)`` of a cache: a DynamicCache or a stored list."""
        if isinstance(cache, list):
            return cache
        layers = getattr(cache, "layers", None)
        if layers is None or any(type(x).__name__ != "DynamicLayer" for x in layers):
            raise TypeError("only a DynamicCache of plain layers can be reused")
        return [(x.keys, x.values) for x in layers]

    def _remember(
        self, batch: list[_Request], cache: Any, replies: list[list[int]] | None = None
    ) -> None:
        """Keep each row's keys and values for the next turn: its prompt (in the first columns
        of ``cache``) and, after a reply was decoded, the reply tokens fed back (in the columns
        after the padded prompts, ``replies`` per row), so the conversation's next turn reads
        only its new message. A row's longer entry replaces its prompt's."""
        import numpy as np

        if self.prefix_cache < 1 or cache is None:
            return
        try:
            layers = self._layer_kv(cache)
        except TypeError:
            return
        width = max(len(r.input_ids) for r in batch)
        for row, request in enumerate(batch):
            n, fed = len(request.input_ids), replies[row] if replies else []
            stored = [
                (
                    self._torch.cat([k[row, :, :n], k[row, :, width : width + len(fed)]], dim=1),
                    self._torch.cat([v[row, :, :n], v[row, :, width : width + len(fed)]], dim=1),
                )
                for k, v in layers
            ]
            ids = request.input_ids + fed
            self._prefixes.pop(tuple(request.input_ids), None)
            self._prefixes[tuple(ids)] = {"ids": ids, "array": np.asarray(ids), "cache": stored}
            while len(self._prefixes) > self.prefix_cache:
                self._prefixes.popitem(last=False)

    def _best_prefix(self, ids: list[int]) -> tuple[Any, int]:
        """The stored prompt sharing the longest start with ``ids`` and how many tokens to
        reuse (at most all but the last token, which must be read for its logits; None
        below :data:`MIN_PREFIX` tokens)."""
        import numpy as np

        want = np.asarray(ids)
        best, length = None, 0
        for entry in self._prefixes.values():
            stored = entry["array"]
            n = min(len(stored), len(want) - 1)
            if n <= length:
                continue
            differ = np.flatnonzero(stored[:n] != want[:n])
            same = int(differ[0]) if len(differ) else n
            if same > length:
                best, length = entry, same
        if length < MIN_PREFIX:
            return None, 0
        self._prefixes.move_to_end(tuple(best["ids"]))  # type: ignore[index]
        return best, length

    def _generate(self, batch: list[_Generate]) -> None:
        """Decode ``batch`` together: one prefill, then one forward per new token for all rows.

        A plain loop rather than ``generate()``: prompts are right-padded (see
        :meth:`_prefill`), each row's new tokens continue at its own positions with the padding
        gap masked out, and the loop stops as soon as every row has ended its reply.
        """
        torch = self._torch
        eos = self._eos_ids()
        pad = self.tokenizer.pad_token_id
        sampler = self._sampler([r.seed for r in batch]) if self.temperature > 0 else None
        n = len(batch)
        tokens: list[list[int]] = [[] for _ in batch]
        logprobs: list[list[float]] = [[] for _ in batch]
        stopped = [False] * n
        with self._model_lock, torch.inference_mode():
            cache, logp, prompt_mask, _ = self._prefill(batch)
            width = prompt_mask.shape[1]
            mask = torch.cat(
                [prompt_mask, torch.ones((n, self.max_tokens), dtype=torch.long)], dim=1
            )
            # One additive mask for the whole reply (a 4-d mask is used as given; a 2-d one
            # would be rebuilt at every step), or none when no row has a padding gap.
            bias = None
            if not bool(prompt_mask.all()):
                dtype = self.hf_model.dtype
                bias = torch.zeros((n, 1, 1, mask.shape[1]), dtype=dtype, device=self.device)
                gap = (mask == 0)[:, None, None, :].to(self.device)
                bias = bias.masked_fill(gap, torch.finfo(dtype).min)
            positions = torch.tensor([len(r.input_ids) for r in batch], dtype=torch.long)
            fed = 0  # tokens fed back so far (each row's first ``fed`` reply tokens are cached)
            for step in range(self.max_tokens):
                scores = logp if sampler is None else sampler(None, logp)
                chosen = scores.argmax(dim=-1)
                picked = logp.gather(1, chosen[:, None])[:, 0].tolist()
                for row, token in enumerate(chosen.tolist()):
                    if stopped[row]:
                        continue
                    if token in eos:
                        stopped[row] = True
                    else:
                        tokens[row].append(token)
                        logprobs[row].append(picked[row])
                if all(stopped) or step == self.max_tokens - 1:
                    break
                feed = torch.where(torch.tensor(stopped), pad, chosen)
                out = self.hf_model(
                    input_ids=feed[:, None].to(self.device),
                    attention_mask=None if bias is None else bias[..., : width + step + 1],
                    position_ids=(positions + step)[:, None].to(self.device),
                    past_key_values=cache,
                    use_cache=True,
                )
                cache = out.past_key_values
                fed += 1
                logp = torch.log_softmax(out.logits[:, -1].float(), dim=-1).cpu()
            self._remember(batch, cache, [t[:fed] for t in tokens])
            del cache
        for row, request in enumerate(batch):
            request.tokens, request.token_logprobs = tokens[row], logprobs[row]
            request.finish_reason = "stop" if stopped[row] else "length"
        with self._stats_lock:
            self.stats["batches"] += 1

    def _eos_ids(self) -> set[int]:
        eos = self.hf_model.generation_config.eos_token_id
        ids = set(eos if isinstance(eos, list) else [eos] if eos is not None else [])
        if self.tokenizer.eos_token_id is not None:
            ids.add(self.tokenizer.eos_token_id)
        return ids

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
