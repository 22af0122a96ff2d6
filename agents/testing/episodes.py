"""Play a chat wrapper's episode with a chat client, keeping the whole conversation."""

from __future__ import annotations

from typing import Any

import gymnasium as gym

from agents.base import ChatClient


def converse(
    env: gym.Env, client: ChatClient, seed: int = 0
) -> tuple[float, dict[str, Any], list[dict[str, Any]]]:
    """Reset ``env`` (a chat wrapper) with ``seed`` and let ``client`` reply until it ends.

    Returns:
        The last reward, the last ``info`` and every message (user prompts, assistant replies).
    """
    prompt, info = env.reset(seed=seed)
    messages: list[dict[str, Any]] = [{"role": "user", "content": prompt}]
    done, reward = False, 0.0
    while not done:
        reply = client.complete(messages).text
        messages.append({"role": "assistant", "content": reply})
        prompt, reward, terminated, truncated, info = env.step(reply)
        messages.append({"role": "user", "content": prompt})
        done = terminated or truncated
    return float(reward), info, messages
