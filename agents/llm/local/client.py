"""The client shell: :class:`HFChatClient` checks its arguments, loads the model
(:mod:`~agents.llm.local.loading`), turns conversations into token ids and replies back into text,
and wires the batching worker (:mod:`~agents.llm.local.batching`) to the decoding
(:mod:`~agents.llm.local.decoding`) and inspection (:mod:`~agents.llm.local.inspection`) passes,
which read their prompts through the prefix cache (:mod:`~agents.llm.local.prefill`)."""

from __future__ import annotations

import contextlib
import hashlib
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from agents.base import Completion, Message
from agents.llm.cache import ResponseCache, cache_key
from agents.llm.local.attention import (
    AttentionMass,
    AttentionRequest,
    attention_batch,
    attention_modules,
    tokens_in_spans,
)
from agents.llm.local.batching import DEFAULT_BATCH_SIZE, DEFAULT_BATCH_WAIT_S, Batcher, Request
from agents.llm.local.checks import chat_turns, check_arguments
from agents.llm.local.decoding import (
    GREEDY_TEMPERATURE,
    LOCAL_MAX_TOKENS,
    LOCAL_TOP_P,
    GenerateRequest,
    generate,
)
from agents.llm.local.gguf import ensure_folder, is_gguf
from agents.llm.local.inspection import Inspection, InspectRequest, inspect_batch, span_tokens
from agents.llm.local.loading import (
    import_transformers,
    load_model,
    load_tokenizer,
    locate,
    pick_device,
    read_chat_template,
)
from agents.llm.local.prefill import PromptReader
from agents.llm.local.prefix_cache import DEFAULT_PREFIX_CACHE, PrefixCache
from agents.llm.retry import ClientError


class HFChatClient:
    """A local ``transformers`` causal LM answering chat conversations, batched across threads.

    Args:
        path: A model folder (``config.json``, weights, tokenizer with a chat template), a
            model name already in the Hugging Face cache (downloaded unless ``HF_HUB_OFFLINE=1``),
            or a ``.gguf`` file (dequantised once into a folder beside it or under
            ``gguf_cache``: :mod:`~agents.llm.local.gguf`).
        temperature: 0 (default) decodes greedily; above 0 samples (up to 2).
        top_p: Nucleus sampling mass when sampling, in (0, 1].
        max_tokens: Longest reply in tokens.
        seed: Seeds the samples (each request gets a generator of its own).
        device: ``"auto"`` (cuda if available, else cpu), or a torch device such as ``"cpu"``,
            ``"cuda"``, ``"cuda:1"``, ``"mps"``.
        dtype: ``"auto"`` (float32 on cpu, the checkpoint's own dtype elsewhere), ``"float32"``,
            ``"bfloat16"`` or ``"float16"``.
        batch_size: Most calls in one batch (prompts decoded, or inspected, together).
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
        chat_template: A Jinja chat template file used instead of the tokenizer's own (a base
            model, such as a GGUF file without one); its SHA-256 joins the sampling parameters.
        gguf_cache: Where a ``.gguf`` file's folder goes (default: beside the file when its
            folder is writable, else ``~/.cache/spatial-reasoning-gym/gguf``).

    Raises:
        ValueError: transformers missing, a path that is no model folder or GGUF file, a
            tokenizer without a chat template, or a bad argument; each message says what is
            allowed or how to fix it.
    """

    provider = "hf"

    def __init__(
        self,
        path: str | Path,
        *,
        temperature: float = GREEDY_TEMPERATURE,
        top_p: float = LOCAL_TOP_P,
        max_tokens: int = LOCAL_MAX_TOKENS,
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
        chat_template: str | Path | None = None,
        gguf_cache: str | Path | None = None,
    ) -> None:
        check_arguments(
            temperature, top_p, max_tokens, seed, dtype, batch_size, batch_wait_s, prefix_cache,
            timeout_s,
        )  # fmt: skip
        text = str(path).strip()
        if not text:
            raise ValueError(f"path={path!r} is not allowed; allowed: a model folder or name")
        template = read_chat_template(chat_template)
        torch, transformers = import_transformers()
        self.temperature = float(temperature)
        self.top_p = float(top_p)
        self.max_tokens = int(max_tokens)
        self.seed = int(seed)
        self.batch_size = int(batch_size)
        self.batch_wait_s = float(batch_wait_s)
        self.prefix_cache = int(prefix_cache)
        self.timeout_s = None if timeout_s is None else float(timeout_s)
        self.model = model_name or f"hf:{text}"
        self.device = pick_device(torch, device)
        self.cache = ResponseCache(cache) if isinstance(cache, (str, Path)) else cache
        self.gguf_file: str | None = None
        folder = text
        if is_gguf(text):
            converted, _ = ensure_folder(torch, transformers, text, cache_dir=gguf_cache)
            self.gguf_file, folder = str(Path(text).expanduser().resolve()), str(converted)
        self.path, config_file = locate(transformers, folder)
        self.config_sha256 = hashlib.sha256(Path(config_file).read_bytes()).hexdigest()
        self.chat_template_sha256 = (
            None if template is None else hashlib.sha256(template.encode()).hexdigest()
        )
        # The weights load on a thread while the tokenizer loads here: a large vocabulary
        # (Gemma's 262,144 tokens) takes as long as the weights, and the two overlap.
        with ThreadPoolExecutor(1, thread_name_prefix="hf-load") as loader:
            weights = loader.submit(load_model, torch, transformers, self.path, dtype, self.device)
            self.tokenizer = load_tokenizer(transformers, self.path, template)
            self.hf_model = weights.result()
        self.dtype = str(self.hf_model.dtype).removeprefix("torch.")
        self._versions = {"torch": torch.__version__, "transformers": transformers.__version__}
        self._tokenizer_lock = threading.Lock()
        self._model_lock = threading.Lock()
        self._seen: dict[str, int] = {}
        self._stats_lock = threading.Lock()
        self.stats = {
            "calls": 0,
            "cached": 0,
            "batches": 0,
            "tokens_in": 0,
            "tokens_out": 0,
            "inspects": 0,
            "inspect_batches": 0,
            "attentions": 0,
            "attention_batches": 0,
            "prompt_tokens_reused": 0,
            "prompt_tokens_read": 0,
            "lockstep_timeouts": 0,
        }
        self._prefixes = PrefixCache(torch, self.prefix_cache)
        self._reader = PromptReader(
            torch, self.hf_model, self.tokenizer, self.device, self._prefixes, self._count
        )
        if self._prefixes.off is None and (reason := self._reader.check_cache()) is not None:
            self._prefixes.turn_off(reason)
        self._batcher = Batcher(
            self._run,
            kinds=(GenerateRequest.kind, InspectRequest.kind, AttentionRequest.kind),
            name=f"{self.model} batcher",
            batch_size=self.batch_size,
            batch_wait_s=self.batch_wait_s,
            timeout_s=self.timeout_s,
            lockstep=lockstep,
            count=self._count,
        )
        self.lockstep = self._batcher.lockstep
        # Rows per batch, by kind, in the order the worker ran them (the benchmark reads it).
        self.batch_sizes: dict[str, list[int]] = self._batcher.batch_sizes

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
            # Only when given, so that the parameters (and response-cache keys) of runs without
            # one stay as they were.
            **(
                {"chat_template_sha256": self.chat_template_sha256}
                if self.chat_template_sha256
                else {}
            ),
        }

    def capabilities(self) -> dict[str, Any]:
        """What this model's runs can do, with the reason where they cannot (the manifest
        records it next to :meth:`sampling_params`): ``prefix_cache`` is ``"on"`` or
        ``"off: <why>"``; ``gguf_file``, the GGUF file the model folder was converted from."""
        off = self._prefixes.off
        found = {"prefix_cache": "on" if off is None else f"off: {off}"}
        if self.gguf_file is not None:
            found["gguf_file"] = self.gguf_file
        return found

    # -- the calls -------------------------------------------------------------------------------

    def complete(self, messages: Sequence[Message]) -> Completion:
        """The model's reply to ``messages``; ClientError if generation fails or times out."""
        from agents.llm.messages import validate_messages

        validate_messages(messages)
        chat = chat_turns(messages, self.model)
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
        request = GenerateRequest(input_ids=ids, seed=int.from_bytes(seed_bytes[:8], "little") >> 1)
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
        from agents.llm.messages import validate_messages

        validate_messages(messages)
        chat = chat_turns(messages, self.model)
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
        tokens = span_tokens(prompt, chat[-1]["content"], offsets, spans)
        request = InspectRequest(
            input_ids=ids,
            reply_ids=reply_ids,
            layers=[int(x) for x in layers],
            span_tokens=tokens,
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
            span_tokens=tokens,
        )

    def attention(
        self,
        messages: Sequence[Message],
        reply: str,
        groups: Sequence[Sequence[tuple[int, int]]],
    ) -> AttentionMass:
        """The attention mass from ``reply``'s answer queries to each group of character spans
        of the last message, per layer and head (:mod:`agents.llm.local.attention` defines it).

        Args:
            messages: the conversation up to the prompt; the last message is the user's turn.
            reply: the assistant's reply to it (tokenized as it follows the prompt).
            groups: per group (a maze cell), its ``(start, end)`` character spans in the last
                message's text; its tokens are every prompt token overlapping one of them.

        Raises:
            ClientError: the model's layers have no ``self_attn`` modules to read (``fatal``:
                no reply of this model can be measured), or the forward pass failed.
        """
        from agents.llm.messages import validate_messages

        validate_messages(messages)
        try:
            attention_modules(self.hf_model)
        except ValueError as exc:  # a run cannot measure any trial of this model: stop it
            raise ClientError(
                str(exc), code="attention_unsupported", fatal=f"{self.model}: {exc}"
            ) from None
        chat = chat_turns(messages, self.model)
        with self._tokenizer_lock:
            prompt = self._prompt(chat)
        ids, offsets = self._encode(prompt, offsets=True)
        reply_ids = self._encode(str(reply))[0]
        found = tokens_in_spans(prompt, chat[-1]["content"], offsets, groups)
        request = AttentionRequest(
            input_ids=ids[:-1], queries=[ids[-1], *reply_ids[:-1]], groups=found
        )
        self._submit(request)
        with self._stats_lock:
            self.stats["attentions"] += 1
        return AttentionMass(
            mass=request.mass,
            groups=found,
            queries=len(request.queries),
            prompt_tokens=len(ids),
        )

    def close(self) -> None:
        """Stop the worker thread once the calls waiting are answered (later calls start a new
        one)."""
        self._batcher.close()

    # -- text ------------------------------------------------------------------------------------

    def _prompt(self, chat: list[dict[str, str]]) -> str:
        return self.tokenizer.apply_chat_template(chat, tokenize=False, add_generation_prompt=True)

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

    # -- the worker's side -----------------------------------------------------------------------

    def _submit(self, request: Request) -> None:
        """Queue ``request`` for the worker and wait for it; ClientError on failure/timeout."""
        self._batcher.submit(request)
        if request.error is not None:
            raise self._client_error(request.error)

    def _run(self, batch: list[Request]) -> None:
        """One batch of one kind, on the worker thread."""
        if type(batch[0]) is GenerateRequest:
            self._generate(batch)  # type: ignore[arg-type]
        elif type(batch[0]) is AttentionRequest:
            attention_batch(batch, self._reader, self._model_lock, self._count)  # type: ignore[arg-type]
        else:
            self._inspect_batch(batch)  # type: ignore[arg-type]

    def _generate(self, batch: list[GenerateRequest]) -> None:
        generate(
            batch,
            self._reader,
            self._model_lock,
            max_tokens=self.max_tokens,
            temperature=self.temperature,
            top_p=self.top_p,
            count=self._count,
        )

    def _inspect_batch(self, batch: list[InspectRequest]) -> None:
        inspect_batch(batch, self._reader, self._model_lock, self._count)

    def _count(self, **counts: int) -> None:
        with self._stats_lock:
            for name, n in counts.items():
                self.stats[name] += n

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
