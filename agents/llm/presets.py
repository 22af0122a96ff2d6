"""Provider presets: the services reached through :class:`~agents.llm.openai_compat.OpenAICompatibleClient`.

A model spec ``<preset>:<model>`` (``anthropic:claude-sonnet-4-5``, ``gemini:gemini-2.5-flash``)
names one entry of :data:`PRESETS`: where the service answers, which environment variable holds
its key, and what the service does differently from OpenAI's own API. The differences are
applied to every request (a parameter renamed or left out) or refused when the client is built
(a parameter the service ignores or caps), so that a run's records never claim a setting that
had no effect.

==================  ======================================================  ====================
preset              default base URL                                        key variable
==================  ======================================================  ====================
``openai``          ``OPENAI_BASE_URL``, else the SDK's (api.openai.com)    ``OPENAI_API_KEY``
``anthropic``       ``https://api.anthropic.com/v1/``                       ``ANTHROPIC_API_KEY``
``gemini``          ``https://generativelanguage.googleapis.com/v1beta/``   ``GEMINI_API_KEY``
                    ``openai/``
``vllm``            ``http://localhost:8000/v1``                            ``VLLM_API_KEY``
                                                                            (optional)
``dashscope-compat``  ``https://dashscope.aliyuncs.com/compatible-mode/v1``  ``DASHSCOPE_API_KEY``
==================  ======================================================  ====================

A preset may treat a family of its models differently (:class:`ModelFamily`): OpenAI's
reasoning models (o-series, GPT-5) take ``max_completion_tokens`` and no ``temperature`` or
``top_p`` (:data:`OPENAI_REASONING`).

``--base-url`` (``base_url=``) replaces the default of any preset (a region's endpoint, a proxy,
a fleet of vLLM servers as comma-separated URLs).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any


@dataclass(frozen=True)
class ModelFamily:
    """Models of one preset that its service treats differently from the preset's others.

    Attributes:
        name: What the family is called in messages (``reasoning models``).
        pattern: A regular expression a model name must match from its start.
        token_limit: The name the reply-length limit is sent under for these models.
        omitted: Parameters never sent to these models, each with the reason.
        refused: Client parameters these models ignore or reject, with the reason.
    """

    name: str
    pattern: str
    token_limit: str | None = None
    omitted: Mapping[str, str] = field(default_factory=dict)
    refused: Mapping[str, str] = field(default_factory=dict)

    def matches(self, model: str) -> bool:
        return re.match(self.pattern, model.strip().lower()) is not None


@dataclass(frozen=True)
class Preset:
    """One service spoken to through the ``openai`` SDK.

    Attributes:
        name: The spec prefix (``anthropic`` in ``anthropic:<model>``); also the client's
            ``provider`` (records, logs, cache keys).
        description: What answers, for :data:`agents.llm.CLIENT_SPECS` and error messages.
        base_url: The service's base URL when the caller gives none; ``None``: the SDK's own.
        base_url_env: An environment variable read for the base URL before ``base_url``.
        api_key_env: The environment variable holding the key.
        key_required: Whether a missing key is an error (a local server may need none: then
            :data:`~agents.llm.remote.NO_KEY` is sent).
        token_limit: The name the reply-length limit (``max_tokens=``) is sent under.
        omitted: Parameters never sent (the service rejects them beside others).
        omit_reasons: Why, for an omitted parameter (default: the service rejects it).
        refused: Client parameters the service ignores, with the reason; setting one raises.
        max_temperature: The highest temperature the service honours.
        families: Models the service treats differently (:meth:`for_model` applies them).
        scope: What the preset's rules apply to, in messages (default ``<name>: models``).
    """

    name: str
    description: str
    base_url: str | None
    api_key_env: str
    base_url_env: str | None = None
    key_required: bool = True
    token_limit: str = "max_tokens"
    omitted: tuple[str, ...] = ()
    refused: Mapping[str, str] = field(default_factory=dict)
    omit_reasons: Mapping[str, str] = field(default_factory=dict)
    max_temperature: float = 2.0
    families: tuple[ModelFamily, ...] = ()
    scope: str | None = None

    def for_model(self, model: str) -> Preset:
        """This preset as it applies to ``model``: with the rules of the first family the model
        belongs to (another token-limit name, parameters left out or refused), else unchanged."""
        family = next((f for f in self.families if f.matches(model)), None)
        if family is None:
            return self
        return replace(
            self,
            token_limit=family.token_limit or self.token_limit,
            omitted=(*self.omitted, *family.omitted),
            refused={**self.refused, **family.refused},
            families=(),
            scope=f"{self.name}:{model.strip()} ({family.name})",
            omit_reasons={**self.omit_reasons, **family.omitted},
        )

    @property
    def spec(self) -> str:
        """The spec form, as :data:`agents.llm.CLIENT_SPECS` lists it."""
        key = self.api_key_env + ("" if self.key_required else ", optional")
        return f'"{self.name}:<model>" ({self.description}; key from {key})'

    def check(self, params: Mapping[str, Any]) -> None:
        """ValueError naming the argument, its value and what is allowed, for a client parameter
        this service ignores or caps."""
        where = self.scope or f"{self.name}: models"
        for name, reason in self.refused.items():
            value = params.get(name)
            if value is not None and value is not False:
                raise ValueError(
                    f"{name}={value!r} is not allowed with {where} ({reason}); "
                    f"allowed: leave {name} unset"
                )
        for name in self.omitted:
            if name in params:
                raise ValueError(
                    f"{name}={params[name]!r} is not allowed with {where} (never sent: "
                    f"{self.omit_reasons.get(name, 'the service rejects it')}); "
                    f"allowed: leave {name} unset"
                )
        temperature = params.get("temperature")
        if isinstance(temperature, (int, float)) and temperature > self.max_temperature:
            raise ValueError(
                f"temperature={temperature!r} is not allowed with {where} (the "
                f"service caps it at {self.max_temperature:g}); allowed: 0 to "
                f"{self.max_temperature:g}"
            )

    def shape_params(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """``params`` (the client's sampling parameters) as this service takes them."""
        out = {k: v for k, v in params.items() if k not in self.omitted}
        if self.token_limit != "max_tokens" and "max_tokens" in out:
            out[self.token_limit] = out.pop("max_tokens")
        return out


_OPENAI_REASONING_DEFAULT = "OpenAI's reasoning models accept only the default"
OPENAI_REASONING = ModelFamily(
    name="reasoning models",
    pattern=r"(o\d|gpt-5(?!-chat))",
    token_limit="max_completion_tokens",
    omitted={"temperature": _OPENAI_REASONING_DEFAULT, "top_p": _OPENAI_REASONING_DEFAULT},
    refused={
        "logprobs": "OpenAI's reasoning models return no logprobs",
        "top_logprobs": "OpenAI's reasoning models return no logprobs",
    },
)
"""OpenAI's o-series and GPT-5 models (not ``gpt-5-chat``): they refuse ``max_tokens``, and
any ``temperature`` or ``top_p`` other than the default."""

_ANTHROPIC_IGNORES = "Anthropic's OpenAI-compatible endpoint ignores it"

PRESETS: dict[str, Preset] = {
    preset.name: preset
    for preset in (
        Preset(
            name="openai",
            description="OpenAICompatibleClient: OpenAI's API, or any OpenAI-compatible "
            "server at --base-url / OPENAI_BASE_URL",
            base_url=None,
            base_url_env="OPENAI_BASE_URL",
            api_key_env="OPENAI_API_KEY",
            families=(OPENAI_REASONING,),
        ),
        Preset(
            name="anthropic",
            description="Claude through Anthropic's OpenAI-compatible endpoint",
            base_url="https://api.anthropic.com/v1/",
            api_key_env="ANTHROPIC_API_KEY",
            token_limit="max_completion_tokens",
            omitted=("top_p",),
            omit_reasons={
                "top_p": "recent Claude models refuse temperature and top_p together, and this "
                "route sends temperature",
            },
            refused={
                "seed": _ANTHROPIC_IGNORES,
                "logprobs": _ANTHROPIC_IGNORES,
                "top_logprobs": _ANTHROPIC_IGNORES,
            },
            max_temperature=1.0,
        ),
        Preset(
            name="gemini",
            description="Gemini through Google's OpenAI-compatible endpoint",
            base_url="https://generativelanguage.googleapis.com/v1beta/openai/",
            api_key_env="GEMINI_API_KEY",
            token_limit="max_completion_tokens",
        ),
        Preset(
            name="vllm",
            description="a vLLM server (Llama, Qwen, any open model it serves)",
            base_url="http://localhost:8000/v1",
            api_key_env="VLLM_API_KEY",
            key_required=False,
        ),
        Preset(
            name="dashscope-compat",
            description="Qwen through DashScope's OpenAI-compatible mode",
            base_url="https://dashscope.aliyuncs.com/compatible-mode/v1",
            api_key_env="DASHSCOPE_API_KEY",
            token_limit="max_completion_tokens",
        ),
    )
}
"""Every preset, by spec prefix."""


def split_preset_spec(spec: str) -> tuple[Preset, str] | None:
    """``(preset, model)`` for a spec ``<preset>:<model>`` (the prefix case-insensitive, the
    model kept as given); ``None`` when the prefix names no preset or the model is empty."""
    prefix, sep, model = spec.partition(":")
    preset = PRESETS.get(prefix.strip().lower()) if sep else None
    if preset is None or not model.strip():
        return None
    return preset, model.strip()
