"""OpenAICompatibleClient: any server speaking OpenAI's ``/chat/completions``.

DashScope's compatible mode (``https://dashscope.aliyuncs.com/compatible-mode/v1``), vLLM,
Ollama and LM Studio all do. The ``openai`` SDK's own retries are switched off
(``max_retries=0``) so that this package's policy (backoff, jitter, budget, rate limit) is the
only one in force; ``openai`` is imported on first use.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from agents.base import Completion, Message
from agents.llm.remote import (
    RemoteChatClient,
    connection_error,
    image_data_url,
)
from agents.llm.retry import ClientError, is_retryable, parse_retry_after

API_KEY_ENV = "OPENAI_API_KEY"
BASE_URL_ENV = "OPENAI_BASE_URL"


def to_openai_messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
    """Translate ``agents.base`` messages to OpenAI's shape (images as base64 data URLs)."""
    out: list[dict[str, Any]] = []
    for message in messages:
        content = message["content"]
        if isinstance(content, list):
            parts: list[dict[str, Any]] = []
            for part in content:
                if isinstance(part, Mapping) and part.get("type") == "image":
                    url = image_data_url(part["image"])
                    parts.append({"type": "image_url", "image_url": {"url": url}})
                elif isinstance(part, Mapping):
                    parts.append({"type": "text", "text": str(part.get("text", ""))})
                else:
                    parts.append({"type": "text", "text": str(part)})
            out.append({"role": message["role"], "content": parts})
        else:
            out.append({"role": message["role"], "content": str(content)})
    return out


class OpenAICompatibleClient(RemoteChatClient):
    """A :class:`~agents.base.ChatClient` for OpenAI-compatible chat servers.

    Args:
        model: Model name the server knows (``"qwen-plus"``, ``"llama3.1:8b"``, ...).
        base_url: Server base URL ending in ``/v1``; default: ``OPENAI_BASE_URL``, else the SDK's.
        api_key_env: Environment variable holding the key (default ``OPENAI_API_KEY``); ``None``
            for servers that need no key.
        **kwargs: Sampling, timeout, retry, rate-limit, cache and logprob options of
            :class:`~agents.llm.remote.RemoteChatClient`, which also says what it raises.
    """

    provider = "openai"
    base_url_env = BASE_URL_ENV

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key_env: str | None = API_KEY_ENV,
        **kwargs: Any,
    ) -> None:
        super().__init__(model, api_key_env=api_key_env, base_url=base_url, **kwargs)

    def _open_transport(self) -> Any:
        import openai

        return openai.OpenAI(
            api_key=self._api_key,
            base_url=self.base_url,
            max_retries=0,
            timeout=self.timeout_s,
        )

    def _attempt(self, messages: Sequence[Message], params: dict[str, Any]) -> Completion:
        import openai

        client = self._shared_transport()
        try:
            raw = client.chat.completions.with_raw_response.create(
                model=self.model,
                messages=to_openai_messages(messages),
                timeout=self.timeout_s,
                **params,
            )
            response = raw.parse()
        except openai.APITimeoutError:
            raise self._timeout_error() from None
        except openai.APIConnectionError as exc:
            raise connection_error(exc, self.base_url) from None
        except openai.APIStatusError as exc:
            raise self._status_error(exc) from None
        except (openai.APIResponseValidationError, ValueError, TypeError, KeyError) as exc:
            raise self._unreadable_error(exc) from None
        request_id = raw.headers.get("x-request-id") or getattr(response, "id", None)
        choices = getattr(response, "choices", None) or []
        if not choices:
            raise self._no_choices_error(200, request_id)
        choice = choices[0]
        usage = getattr(response, "usage", None)
        logprobs = None
        if getattr(choice, "logprobs", None) is not None and choice.logprobs.content:
            logprobs = [entry.model_dump() for entry in choice.logprobs.content]
        return Completion(
            text=choice.message.content or "",
            model=self.model,
            input_tokens=int(getattr(usage, "prompt_tokens", 0) or 0),
            output_tokens=int(getattr(usage, "completion_tokens", 0) or 0),
            request_id=request_id,
            logprobs=logprobs,
            extra={"finish_reason": choice.finish_reason, "provider": self.provider},
        )

    @staticmethod
    def _status_error(exc: Any) -> ClientError:
        status = int(getattr(exc, "status_code", 0) or 0)
        body = getattr(exc, "body", None)
        error = body.get("error", body) if isinstance(body, Mapping) else None
        code = getattr(exc, "code", None) or (
            error.get("code") if isinstance(error, Mapping) else None
        )
        message = error.get("message") if isinstance(error, Mapping) else None
        headers = getattr(getattr(exc, "response", None), "headers", None) or {}
        return ClientError(
            str(message or getattr(exc, "message", None) or f"HTTP {status}"),
            code=str(code or f"http_{status}"),
            status=status,
            retryable=is_retryable(status, str(code) if code else None),
            request_id=getattr(exc, "request_id", None) or headers.get("x-request-id"),
            retry_after=parse_retry_after(headers.get("retry-after")),
        )
