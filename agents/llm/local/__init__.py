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
:meth:`HFChatClient.attention` measures how much attention a reply's answer tokens put on
chosen groups of character spans of the last user message (the maze cells), per layer and head,
in an eager-attention pass of its own (:mod:`~agents.llm.local.attention` defines the mass).

**Layout.** One module per job: :mod:`~agents.llm.local.loading` (the optional libraries, the
device, the model folder, tokenizer and weights), :mod:`~agents.llm.local.batching` (the inbox
and its worker thread), :mod:`~agents.llm.local.prefix_cache` (recent prompts' keys and values),
:mod:`~agents.llm.local.prefill` (reading prompts, whole or on a cached prefix),
:mod:`~agents.llm.local.decoding` (the decode loop, greedy or seeded sampling),
:mod:`~agents.llm.local.inspection` (scoring replies, hidden states),
:mod:`~agents.llm.local.attention` (attention to chosen prompt tokens) and
:mod:`~agents.llm.local.client` (:class:`HFChatClient`, which wires them together).
"""

from __future__ import annotations

from agents.llm.local.attention import AttentionMass
from agents.llm.local.batching import (
    DEFAULT_BATCH_SIZE,
    DEFAULT_BATCH_WAIT_S,
    LOCKSTEP_PATIENCE_S,
    PATIENCE,
)
from agents.llm.local.client import HFChatClient
from agents.llm.local.decoding import GREEDY_TEMPERATURE, LOCAL_MAX_TOKENS, LOCAL_TOP_P
from agents.llm.local.inspection import Inspection
from agents.llm.local.loading import CHAT_TEMPLATE_HINT, DTYPES, INSTALL_HINT
from agents.llm.local.prefix_cache import DEFAULT_PREFIX_CACHE, MIN_PREFIX

__all__ = [
    "CHAT_TEMPLATE_HINT",
    "DEFAULT_BATCH_SIZE",
    "DEFAULT_BATCH_WAIT_S",
    "DEFAULT_PREFIX_CACHE",
    "DTYPES",
    "GREEDY_TEMPERATURE",
    "INSTALL_HINT",
    "LOCAL_MAX_TOKENS",
    "LOCAL_TOP_P",
    "LOCKSTEP_PATIENCE_S",
    "MIN_PREFIX",
    "PATIENCE",
    "AttentionMass",
    "HFChatClient",
    "Inspection",
]
