"""A config checked against its fields' declarations: ``choices``, ``minimum``, ``maximum`` and
non-emptiness, the same checks the command line makes, for a config built in Python."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from envs.checks import check_choice
from envs.config_fields import FieldSpec, field_specs


def validate_fields(config: Any) -> None:
    """Check every field against its declared ``choices``, ``minimum``, ``maximum`` and
    non-emptiness.

    Raises:
        ValueError: ``"<field>=<value> is not allowed; allowed: ..."`` for the first bad field.
    """
    for spec in field_specs(type(config)):
        meta = spec.meta
        value = getattr(config, spec.name)
        if value is None and spec.optional:
            continue
        if spec.kind == "seq":
            if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
                raise ValueError(
                    f"{spec.name}={value!r} is not allowed; allowed: a sequence of values"
                )
            items = list(value)
            if not items and meta.get("nargs", "+") == "+":
                what = f"some of {list(meta['choices'])}" if "choices" in meta else "some values"
                raise ValueError(f"{spec.name}={value!r} is not allowed; allowed: {what}")
        elif spec.kind == "scalar":
            items = [value]
        else:
            continue
        for item in items:
            if "choices" in meta:
                check_choice(spec.name, item, meta["choices"])
            if "minimum" in meta or "maximum" in meta:
                _check_range(spec, item, meta.get("minimum"), meta.get("maximum"))


def _check_range(spec: FieldSpec, value: Any, minimum: float | None, maximum: float | None) -> None:
    integer = spec.item is int
    ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    if integer:
        ok = ok and isinstance(value, int)
    if ok and (minimum is None or value >= minimum) and (maximum is None or value <= maximum):
        return
    kind = "an integer" if integer else "a number"
    none = " or None" if spec.optional else ""
    if minimum is not None and maximum is not None:
        allowed = f"{kind} from {minimum} to {maximum}"
    elif maximum is not None:
        allowed = f"{kind} <= {maximum}"
    else:
        allowed = f"{kind} >= {minimum}"
    raise ValueError(f"{spec.name}={value!r} is not allowed; allowed: {allowed}{none}")
