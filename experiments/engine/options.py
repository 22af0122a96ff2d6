"""What every study's options share: the models, their names and folders, the client options.

A study's config dataclass (:class:`experiments.maze.config.RunConfig`,
:class:`experiments.puzzle.config.PuzzleConfig`) is the command line; the values and checks
that do not depend on the study live here, and so does what the engine needs to name a model's
results folder, to tell which client parameters change a trial's outcome, and to split a plan
into shards (``--shard K/N``: :func:`shard_option`, :func:`in_shard`).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from agents.base import ChatClient
from agents.llm.qwen import is_text_only
from envs.config_fields import option
from envs.ray_tasks import ENGINES
from envs.urls import redact_url

ClientLike = str | ChatClient
"""A model: a spec for :func:`agents.llm.make_client` (``"qwen-turbo"``, ``"openai:<model>"``,
``"oracle"``, ``"random"``, ``"replay:<path>"``) or a ready :class:`ChatClient`."""

DEFAULT_CONCURRENCY = 8
MAX_SHARDS = 10_000
"""The most Ray tasks (``--shards``) one sweep is split into; checked before any work."""
DEFAULT_MAX_CONSECUTIVE_ERRORS = 10

# Options that configure a remote client (each a make_client keyword); an offline model has no
# use for them.
REMOTE_ONLY: tuple[str, ...] = (
    "temperature",
    "max_tokens",
    "requests_per_minute",
    "cache",
    "timeout_s",
)

# Options of hf: models only (each an HFChatClient keyword).
LOCAL_ONLY: tuple[str, ...] = ("dtype", "device", "chat_template")

NOT_OUTCOME_CLIENT_PARAMS: frozenset[str] = frozenset(
    {
        "class",
        "timeout_s",
        "base_url",
        "logprobs",
        "top_logprobs",
        # hf: models: where the model runs and with which library versions changes how fast,
        # not what it answers (greedy replies may still round differently across devices or
        # versions; the manifest records both). The model is named by its spec and identified
        # by config_sha256, so a moved folder is not a new model. dtype is an outcome setting.
        "device",
        "model_path",
        "torch",
        "transformers",
        # What the client found it can do (hf: the prefix cache, the GGUF file it came from).
        "capabilities",
    }
)
"""Per model, the manifest's ``clients[<model>]`` entry holds the parameters the client sends
with every request; all of them change replies (``temperature``, ``top_p``, ``max_tokens``, an API
``seed``, any extra parameter) except these: the client class, where and how long to wait, and
the log-probabilities that come back alongside the same reply, and for ``hf:`` models the device,
the folder's path and the torch/transformers versions (``dtype`` and ``config_sha256`` stay
settings). A model new to the folder may bring its own values; a model already in it must keep
them."""


def parse_out_dir(text: str, name: str = "out_dir") -> Path:
    """``--out``'s value as a Path; an empty one is refused rather than read as the current folder
    (``name``: what the message calls the option)."""
    if not str(text).strip():
        raise ValueError(
            f"{name}={str(text)!r} is not allowed; allowed: a folder path (pass '.' to mean the "
            "current folder)"
        )
    return Path(text)


def normalize_shared(config: Any) -> None:
    """Bring the options every study config has to their canonical types, in place: ``out_dir``
    a Path (an empty string refused), ``argv`` a tuple or None, ``client_params`` a dict,
    ``shard`` ``"K/N"`` or None (a bad one refused)."""
    config.shard = parse_shard(config.shard)
    if isinstance(config.out_dir, str):
        config.out_dir = parse_out_dir(config.out_dir)
    config.out_dir = Path(config.out_dir)
    if config.argv is not None:
        config.argv = tuple(config.argv)
    config.client_params = dict(config.client_params or {})


def parse_shard(text: Any) -> str | None:
    """``"2/4"`` -> ``"2/4"`` (canonical: no spaces, no leading zeros); ``"1/1"`` and ``None`` ->
    ``None`` (the whole plan); anything else raises ValueError naming the option."""
    allowed = "K/N with whole numbers 1 <= K <= N, e.g. 1/4 (shard 1 of 4)"
    if text is None:
        return None
    raw = str(text).strip() if isinstance(text, (str, int)) and not isinstance(text, bool) else ""
    match = re.fullmatch(r"(\d{1,6})\s*/\s*(\d{1,6})", raw)
    if match is None or not 1 <= int(match.group(1)) <= int(match.group(2)):
        raise ValueError(f"shard={text!r} is not allowed; allowed: {allowed}")
    k, n = int(match.group(1)), int(match.group(2))
    return None if n == 1 else f"{k}/{n}"


def shard_option() -> Any:
    """The ``--shard K/N`` field every study config declares (one definition, one help text)."""
    return option(
        None,
        metavar="K/N",
        parse=parse_shard,
        default_text="the whole plan",
        help="run only shard K of N of the trial plan (a fixed 1/N of the trials, chosen by "
        "each trial's key), so N machines run one sweep into N folders that "
        "'experiments analyze' reads together; the item set is drawn whole in each",
    )


def engine_option() -> Any:
    """The ``--engine`` field every study config declares."""
    return option(
        "local",
        choices=ENGINES,
        help="local: this process runs the trials; ray: --shards N Ray tasks run shard K/N "
        "each into --out/shard-K-of-N/ (the scale extra; every worker must see --out)",
    )


def ray_address_option() -> Any:
    """The ``--ray-address`` field every study config declares."""
    return option(
        None,
        metavar="ADDRESS",
        default_text="Ray in this process",
        help="--engine ray only: 'auto' (the cluster this machine belongs to), host:port of a "
        "head node, or unset to start Ray in this process on all cores",
    )


def shards_option() -> Any:
    """The ``--shards N`` field every study config declares."""
    return option(
        None,
        metavar="N",
        minimum=1,
        maximum=MAX_SHARDS,
        default_text="none: needed with --engine ray",
        help="--engine ray only: split the plan into N shards (as --shard K/N does), one Ray "
        "task each; keep N when rerunning to resume",
    )


def check_engine(config: Any) -> None:
    """Refuse, before any work, engine options that do not go together: ``ray_address`` or
    ``shards`` without ``engine="ray"``, ``engine="ray"`` without ``shards`` or with ``shard``,
    and a ready ChatClient on Ray (a worker builds its own client from a spec string)."""
    if config.engine != "ray":
        for name in ("ray_address", "shards"):
            if getattr(config, name) is not None:
                raise ValueError(
                    f"{name}={getattr(config, name)!r} is not allowed with "
                    f"engine={config.engine!r}; allowed: --{name.replace('_', '-')} with "
                    "--engine ray only (on this machine, run --shard K/N once per shard)"
                )
        return
    if config.ray_address is not None and (
        not isinstance(config.ray_address, str) or not config.ray_address.strip()
    ):
        raise ValueError(
            f"ray_address={redact_url(str(config.ray_address))!r} is not allowed; allowed: "
            "'auto' or host:port"
        )
    if config.shards is None:
        raise ValueError(
            "shards=None is not allowed with engine='ray'; allowed: --shards N, the number of "
            f"Ray tasks the plan is split into (1 to {MAX_SHARDS}; keep it when rerunning)"
        )
    if config.shard is not None:
        raise ValueError(
            f"shard={config.shard!r} is not allowed with engine='ray'; allowed: --shards N "
            "(every shard as a Ray task) or --shard K/N with --engine local"
        )
    for model in config.models:
        if not isinstance(model, str):
            raise ValueError(
                f"models entry {model!r} is not allowed with engine='ray': a ready client "
                "object cannot be shipped to the Ray workers; allowed: a spec string each "
                "worker builds its own client from (oracle, random, replay:<path>, "
                "openai:<model> with base_url, qwen*, hf:<folder>)"
            )


def shard_of(key: Sequence[Any], count: int) -> int:
    """The shard (1 to ``count``) a trial key falls in: sha256 of the key as JSON, mod ``count``.

    It depends on the key alone (model, encoding, item file, trial, solve mode), never on the
    plan's order or size, so a trial stays in its shard when the plan grows.
    """
    data = json.dumps(list(key), separators=(",", ":"), ensure_ascii=True).encode()
    return int.from_bytes(hashlib.sha256(data).digest()[:8], "big") % count + 1


def in_shard(key: Sequence[Any], shard: str | None) -> bool:
    """Whether a trial with ``key`` belongs to ``shard`` (``"K/N"``; ``None``: every trial)."""
    canonical = parse_shard(shard)
    if canonical is None:
        return True
    k, n = (int(part) for part in canonical.split("/"))
    return shard_of(key, n) == k


def check_models_see(models: Sequence[Any], argument: str, value: Any) -> None:
    """Refuse, before any call, a study that shows pictures to a text-only Qwen model
    (:func:`agents.llm.qwen.is_text_only`); other models are taken at their word."""
    blind = [m for m in models if isinstance(m, str) and is_text_only(m)]
    if blind:
        raise ValueError(
            f"{argument}={tuple(value)!r} shows pictures, but {', '.join(map(repr, blind))} "
            "cannot see them (DashScope's text-only models); allowed with pictures: a vision "
            "model such as qwen-vl-plus or qwen-vl-max, openai:<a vision model>, oracle or random"
        )


def model_name(spec: str) -> str:
    """The name a model spec goes by in records and folder names (``" ORACLE"`` -> ``"oracle"``).

    Spellings that reach the same model get the same name: the offline agents and DashScope's
    model names (which are lower case) are case-insensitive; ``openai:`` and ``replay:`` keep
    what follows their prefix as given.
    """
    text = str(spec).strip()
    lowered = text.lower()
    if lowered in ("oracle", "random") or lowered.startswith(("qwen", "qvq")):
        return lowered
    for prefix in ("openai:", "replay:"):
        if lowered.startswith(prefix):
            return prefix + text[len(prefix) :].strip()
    return text


def folder_name(model: str) -> str:
    """A model name made safe as part of a folder name (``openai:gpt-4o`` -> ``openai-gpt-4o``).

    An ``hf:`` model is named by its folder's last part plus 8 hex digits of the path as given
    (``hf:/models/Qwen2.5-7B-Instruct`` -> ``hf-Qwen2.5-7B-Instruct-1a2b3c4d``), so a deep path
    makes a short folder and two folders with the same last part do not collide.
    """
    if is_local(model):
        path = str(model).strip()[len("hf:") :].strip()
        tail = re.split(r"[/\\]+", path.rstrip("/\\"))[-1] or "model"
        digest = hashlib.sha256(path.encode("utf-8", "surrogatepass")).hexdigest()[:8]
        model = f"hf-{tail}-{digest}"
    return re.sub(r"[^A-Za-z0-9._-]+", "-", model).strip("-") or "model"


def is_local(model: ClientLike) -> bool:
    """Whether ``model`` is an ``hf:`` spec string or a local client (``provider == "hf"``)."""
    if isinstance(model, str):
        return model.strip().lower().startswith("hf:")
    return getattr(model, "provider", None) == "hf"


def is_remote(model: ClientLike) -> bool:
    """Whether ``model`` is a spec string of a service model (``qwen*``, ``openai:``)."""
    return isinstance(model, str) and not is_offline(model) and not is_local(model)


def is_offline(model: ClientLike) -> bool:
    """Whether ``model`` is one of the offline spec strings (``oracle``, ``random``, ``replay:``)."""
    return isinstance(model, str) and (
        model.strip().lower() in ("oracle", "random") or model.strip().startswith("replay:")
    )
