"""The config is the command line: argparse arguments built from a config dataclass.

A command declares one dataclass; each field's name, type, default and ``metadata`` (written
with :func:`option`) are the single source of its flag, choices, help text and checks. This
module turns that into argparse arguments, parses a command line back into the dataclass and
calls its ``validate()``, so the Python API and the command line take the same object and
check it in one place (cleanrl's ``tyro.cli(Args)`` habit, without the dependency)::

    @dataclass
    class Config:
        max_moves: int = option(16, help="replies allowed", minimum=1)
        shapes: tuple[str, ...] = option(("square",), help="maze shapes", choices=SHAPES)
        progress: bool = option(True, help="show a progress bar")   # --no-progress

        def validate(self) -> None:
            validate_fields(self)

    config = parse_config(Config, ["--max-moves", "10"], prog="python -m tool")

Field types and their flags:

* ``int``, ``float``, ``str``, ``Path`` (or ``X | None``): ``--max-moves VALUE``.
* ``tuple[X, ...]`` / ``list[X]``: ``--shapes A B C`` (``nargs="+"``, or ``metadata["nargs"]``).
* ``dict[str, Any]``: ``--env-kwargs KEY=VALUE ...``; values are Python literals when they
  parse as one (``size=7``, ``grid=(3,3)``) and plain strings otherwise (``shape=C``).
* ``bool``: one flag that flips the default: ``--keep-going`` when the default is False,
  ``--no-progress`` when it is True (``metadata["flag"]`` renames it, e.g. ``--keep-errors``
  for ``retry_errors``).

Errors name the option, the bad value and what is allowed, and exit with code 2 as argparse's
own do. This module imports nothing above ``envs``. The fields' declarations are
:mod:`envs.config_fields`, the checks of a config against them :mod:`envs.config_checks`, and
the ``KEY=VALUE`` words :mod:`envs.key_values`; this module builds and runs the parser.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from envs.config_checks import validate_fields
from envs.config_fields import FieldSpec, field_specs, option
from envs.key_values import parse_key_value, parse_key_values

__all__ = [
    "add_config_arguments",
    "build_parser",
    "config_from_args",
    "flag_of",
    "option",
    "parse_config",
    "parse_key_value",
    "parse_key_values",
    "report_error",
    "validate_fields",
]


def _converter(item: Any) -> Callable[[str], Any]:
    """An argparse ``type`` whose errors say what is allowed."""
    words = {int: "an integer", float: "a number"}
    if item is str:
        return str
    if item in words:

        def convert(text: str) -> Any:
            try:
                return item(text)
            except ValueError:
                raise argparse.ArgumentTypeError(
                    f"{text!r} is not allowed; allowed: {words[item]}"
                ) from None

        return convert

    def convert_any(text: str) -> Any:
        try:
            return item(text)
        except (ValueError, TypeError) as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    convert_any.__name__ = getattr(item, "__name__", "value")
    return convert_any


def _default_text(spec: FieldSpec, default: Any) -> str:
    if "default_text" in spec.meta:
        return str(spec.meta["default_text"])
    if spec.kind == "bool" or default is None or default is dataclasses.MISSING:
        return ""
    if isinstance(default, (tuple, list)):
        return " ".join(str(v) for v in default)
    if isinstance(default, Mapping):
        return " ".join(f"{k}={v!r}" for k, v in default.items())
    return str(default)


# -- parser ----------------------------------------------------------------------------------------


def add_config_arguments(parser: argparse.ArgumentParser, config_cls: type) -> None:
    """Add one argument per command-line field of ``config_cls`` to ``parser`` (or a subparser).

    Each argument's ``dest`` is the field name and its default the field's default, so
    ``parser.parse_args([])`` holds the dataclass defaults.

    Args:
        parser: the parser or sub-command parser to extend.
        config_cls: a dataclass whose fields were declared with :func:`option` (a plain field
            works too: its flag and type come from its name and annotation).

    Raises:
        TypeError: a field's type has no command-line form (a programming error).
    """
    for spec in field_specs(config_cls):
        meta = spec.meta
        if not meta.get("cli", True):
            continue
        default = spec.default()
        help_text = str(meta.get("help", ""))
        shown = _default_text(spec, default)
        if shown:
            help_text = f"{help_text} (default: {shown})" if help_text else f"default: {shown}"
        kwargs: dict[str, Any] = {"help": help_text.replace("%", "%%")}
        if spec.kind == "bool":
            kwargs["action"] = "store_false" if default is True else "store_true"
            if default is True:  # the help describes the field; say what the flag does to it
                kwargs["help"] += f" (on by default; {spec.flag} turns it off)"
            parser.add_argument(spec.flag, dest=spec.name, **kwargs)
            continue
        if default is not dataclasses.MISSING:
            kwargs["default"] = default
        elif not meta.get("positional"):
            kwargs["required"] = True  # a field without a default: the option must be given
        if "metavar" in meta:
            kwargs["metavar"] = meta["metavar"]
        if "choices" in meta:
            kwargs["choices"] = list(meta["choices"])
        if spec.kind == "seq":
            kwargs["nargs"] = meta.get("nargs", "+")
            kwargs["type"] = _converter(spec.item)
            kwargs["action"] = _Accumulate
        elif spec.kind == "dict":
            kwargs["nargs"] = meta.get("nargs", "*")
            kwargs["type"] = _converter(parse_key_value)
            kwargs["action"] = _Accumulate
            kwargs.setdefault("metavar", "KEY=VALUE")
        else:
            kwargs["type"] = _converter(spec.item)
        if meta.get("positional"):
            if default is not dataclasses.MISSING and spec.kind == "scalar":
                kwargs["nargs"] = "?"
            kwargs.setdefault("metavar", spec.name)
            parser.add_argument(spec.name, **kwargs)
        else:
            parser.add_argument(spec.flag, dest=spec.name, **kwargs)


class _Accumulate(argparse.Action):
    """A list option given twice keeps both: ``--hp a=1 --hp b=2`` is ``--hp a=1 b=2``.

    (argparse's own ``store`` would silently keep only the last.) The first use replaces the
    default; later uses extend it.
    """

    def __call__(self, parser, namespace, values, option_string=None):
        current = getattr(namespace, self.dest, None)
        if current is self.default or current is None:
            setattr(namespace, self.dest, list(values))
        else:
            current.extend(values)


def _unique_keys(
    pairs: Iterable[tuple[str, Any]], flag: str, parser: argparse.ArgumentParser
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out and out[key] != value:
            parser.error(
                f"argument {flag}: {key} is given twice ({out[key]!r} and {value!r}); "
                "allowed: each key once"
            )
        out[key] = value
    return out


def build_parser(
    config_cls: type, *, prog: str | None = None, description: str | None = None
) -> argparse.ArgumentParser:
    """A stand-alone parser for ``config_cls`` (description: the class docstring's first line)."""
    if description is None:
        description = (config_cls.__doc__ or "").strip().split("\n")[0] or None
    parser = argparse.ArgumentParser(prog=prog, description=description)
    add_config_arguments(parser, config_cls)
    return parser


def config_from_args(
    config_cls: type, args: argparse.Namespace, parser: argparse.ArgumentParser, **extra: Any
) -> Any:
    """Build ``config_cls`` from parsed ``args`` and validate it; bad values exit with code 2.

    Args:
        config_cls: the dataclass the arguments were added from.
        args: what ``parser.parse_args`` returned (other attributes are ignored).
        parser: reports errors (``parser.error``: usage, the message, exit code 2).
        **extra: values for fields that are not on the command line (``argv=...``).

    Returns:
        The validated config.
    """
    specs = field_specs(config_cls)
    kwargs: dict[str, Any] = {}
    for spec in specs:
        if not spec.meta.get("cli", True) or not hasattr(args, spec.name):
            continue
        value = getattr(args, spec.name)
        if spec.kind == "seq" and isinstance(value, (list, tuple)):
            value = spec.container(value)  # type: ignore[misc]
        elif spec.kind == "dict" and not isinstance(value, Mapping):
            value = _unique_keys(value, spec.flag, parser)
        kwargs[spec.name] = value
    kwargs.update(extra)
    try:
        config = config_cls(**kwargs)
        validate = getattr(config, "validate", None)
        if callable(validate):
            validate()
    except ValueError as exc:
        parser.error(_name_the_option(str(exc), specs))
    return config


def parse_config(
    config_cls: type,
    argv: Sequence[str] | None = None,
    *,
    prog: str | None = None,
    description: str | None = None,
    **extra: Any,
) -> Any:
    """Parse ``argv`` (default ``sys.argv[1:]``) into a validated ``config_cls``.

    Bad arguments print usage and a message naming the option, the value and what is allowed,
    then raise ``SystemExit(2)``.
    """
    parser = build_parser(config_cls, prog=prog, description=description)
    args = parser.parse_args(None if argv is None else list(argv))
    return config_from_args(config_cls, args, parser, **extra)


def flag_of(config_cls: type, name: str) -> str:
    """The option string of field ``name`` (``"max_moves"`` -> ``"--max-moves"``)."""
    for spec in field_specs(config_cls):
        if spec.name == name:
            return spec.name if spec.meta.get("positional") else spec.flag
    fields = [f.name for f in dataclasses.fields(config_cls)]
    raise ValueError(f"name={name!r} is not allowed; allowed: one of {fields}")


def report_error(message: object, code: int, prog: str | None = None) -> int:
    """Print ``message`` on stderr as a command's error and return ``code``, its exit code.

    The line reads ``prog: error: message`` as argparse's own errors do, or ``error: message``
    without ``prog``; a command's ``main`` returns what this returns.
    """
    prefix = f"{prog}: error: " if prog else "error: "
    print(f"{prefix}{message}", file=sys.stderr)
    return code


def _name_the_option(message: str, specs: list[FieldSpec]) -> str:
    # Config checks speak in field names ("max_moves=0 is not allowed; ..."); on the command
    # line the user typed a flag, so name that too.
    match = re.match(r"(\w+)=", message)
    for spec in specs:
        if match and spec.name == match.group(1) and spec.meta.get("cli", True):
            where = spec.name if spec.meta.get("positional") else spec.flag
            return f"argument {where}: {message}"
    return message
