"""The models of a run: resolving each ``--model`` to a client, and the names they go by."""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from agents.base import ChatClient
from envs.records import DEFAULT_SOLVE_MODE
from experiments.engine.options import ClientLike, folder_name, model_name


@dataclass
class Model:
    """A model of the run: its name in records, how to get a client for one trial, and the
    client's parameters for the manifest."""

    name: str
    client: ChatClient | None
    factory: Callable[[Any], ChatClient] | None = None
    params: dict[str, Any] = field(default_factory=dict)

    def client_for(self, spec: Any) -> ChatClient:
        if self.factory is not None:
            return self.factory(spec)
        assert self.client is not None
        return self.client


def trial_seed(seed: int, spec: Any) -> int:
    """A trial's own seed, from the run's seed and the trial's key (model, encoding, item file,
    trial, solve mode), so an answer does not depend on which thread ran the trial."""
    model, encoding, item, trial, solve_mode = spec.key
    text = f"{seed}|{model}|{encoding}|{item}|{trial}"
    if solve_mode != DEFAULT_SOLVE_MODE:  # interactive trials keep their seeds
        text += f"|{solve_mode}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")


def resolve_model(
    model: ClientLike, *, base_url: str | None, client_params: dict[str, Any], seed: int
) -> Model:
    """The run's :class:`Model` for a spec string or a ready client (the random model gets
    one generator per trial, seeded from the trial's key)."""
    if not isinstance(model, str):  # RunConfig.validate checked it is a ChatClient
        name = str(getattr(model, "model", type(model).__name__))
        return Model(name, model, params=recorded_params(model))
    spec = model_name(model)
    if spec == "random":
        # One generator per trial, seeded from the trial's key: the answers do not depend on
        # which thread ran which trial first, so the same seed gives the same records.
        from agents.llm.offline import RandomChatClient

        return Model(
            spec,
            None,
            factory=lambda s: RandomChatClient(seed=trial_seed(seed, s)),
            params={"seed": seed},
        )
    from agents.llm import make_client

    client = make_client(spec, base_url=base_url, **client_params)
    return Model(spec, client, params=recorded_params(client))


def recorded_params(client: Any) -> dict[str, Any]:
    """What the manifest records of a client: its class, sampling parameters and, if it says,
    its ``capabilities()`` (an ``hf:`` model: whether the prefix cache is on, and why not)."""
    params: dict[str, Any] = {"class": type(client).__name__}
    sampling = getattr(client, "sampling_params", None)
    if callable(sampling):
        with contextlib.suppress(Exception):  # a client's own report must never break a run
            params.update(sampling())
    capabilities = getattr(client, "capabilities", None)
    if callable(capabilities):
        with contextlib.suppress(Exception):
            params["capabilities"] = dict(capabilities())
    for name in ("timeout_s", "base_url"):
        value = getattr(client, name, None)
        if isinstance(value, (int, float, str)):
            params[name] = value
    return params


def check_names(models: list[Model]) -> None:
    """ValueError when two models would share a results folder."""
    seen: dict[str, str] = {}
    for model in models:
        folder = folder_name(model.name)
        if folder in seen:
            same = seen[folder] == model.name
            raise ValueError(
                f"models {seen[folder]!r} and {model.name!r} "
                + ("are the same model" if same else f"share the results folder {folder!r}")
                + "; allowed: each model once, under names that differ in letters, digits, "
                "'.', '_' or '-'"
            )
        seen[folder] = model.name
