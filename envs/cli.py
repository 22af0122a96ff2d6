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
own do. This module imports nothing above ``envs``.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import re
import sys
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from envs.checks import check_choice

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

_META_KEYS = frozenset(
    {
        "help",
        "flag",
        "choices",
        "minimum",
        "maximum",
        "metavar",
        "nargs",
        "parse",
        "positional",
        "cli",
        "default_text",
    }
)


def option(
    default: Any = dataclasses.MISSING,
    *,
    help: str,
    default_factory: Callable[[], Any] | Any = dataclasses.MISSING,
    flag: str | None = None,
    choices: Iterable[Any] | None = None,
    minimum: float | None = None,
    maximum: float | None = None,
    metavar: str | None = None,
    nargs: str | None = None,
    parse: Callable[[str], Any] | None = None,
    positional: bool = False,
    cli: bool = True,
    default_text: str | None = None,
    compare: bool = True,
) -> Any:
    """A dataclass field carrying its command-line description in ``metadata``.

    Args:
        default: the default value (or give ``default_factory``).
        help: one line for ``--help``; the default is appended unless ``default_text=""``.
        default_factory: as in :func:`dataclasses.field`.
        flag: the option string when it is not ``--`` + the field name with dashes
            (``"--out"`` for ``out_dir``; for a bool, the flag that flips the default).
        choices: allowed values (of each item, for a sequence field); argparse and
            :func:`validate_fields` both check them.
        minimum: the smallest allowed number (of each item, for a sequence field).
        maximum: the largest allowed number, checked before any work (every count a user
            types has one, so a typo costs nothing).
        metavar: the placeholder in ``--help``.
        nargs: argparse's ``nargs`` for a sequence field (default ``"+"``; ``"*"`` allows none).
        parse: turns one command-line word into a value (of each item, for a sequence field);
            a ValueError it raises becomes the option's error message.
        positional: a positional argument instead of an option.
        cli: False leaves the field out of the command line (Python API only).
        default_text: how ``--help`` shows the default (``""`` shows none).
        compare: as in :func:`dataclasses.field` (False: ``==`` ignores the field).

    Returns:
        A :func:`dataclasses.field`.
    """
    metadata: dict[str, Any] = {"help": help, "positional": positional, "cli": cli}
    for key, value in (
        ("flag", flag),
        ("choices", tuple(choices) if choices is not None else None),
        ("minimum", minimum),
        ("maximum", maximum),
        ("metavar", metavar),
        ("nargs", nargs),
        ("parse", parse),
        ("default_text", default_text),
    ):
        if value is not None:
            metadata[key] = value
    return dataclasses.field(
        default=default, default_factory=default_factory, compare=compare, metadata=metadata
    )


# -- field kinds -----------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class _Spec:
    """How one dataclass field maps onto argparse."""

    field: dataclasses.Field
    kind: str  # "bool", "scalar", "seq", "dict"
    item: Any  # the scalar type (of each item, for "seq")
    container: type | None  # tuple or list for "seq"
    optional: bool

    @property
    def name(self) -> str:
        return self.field.name

    @property
    def meta(self) -> Mapping[str, Any]:
        return self.field.metadata

    def default(self) -> Any:
        f = self.field
        if f.default is not dataclasses.MISSING:
            return f.default
        if f.default_factory is not dataclasses.MISSING:
            return f.default_factory()
        return dataclasses.MISSING

    @property
    def flag(self) -> str:
        if "flag" in self.meta:
            return str(self.meta["flag"])
        stem = self.name.replace("_", "-")
        if self.kind == "bool" and self.default() is True:
            return f"--no-{stem}"
        return f"--{stem}"


def _specs(cls: type) -> list[_Spec]:
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        raise TypeError(f"config_cls={cls!r} is not allowed; allowed: a dataclass type")
    hints = typing.get_type_hints(cls)
    specs = []
    for f in dataclasses.fields(cls):
        unknown = set(f.metadata) - _META_KEYS
        if unknown:
            raise TypeError(f"{cls.__name__}.{f.name}: unknown option metadata {sorted(unknown)}")
        specs.append(_spec(cls, f, hints[f.name]))
    return specs


def _spec(cls: type, f: dataclasses.Field, hint: Any) -> _Spec:
    optional = False
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        optional = len(args) < len(typing.get_args(hint))
        hint = args[0] if len(args) == 1 else object
        origin = typing.get_origin(hint)
    parse = f.metadata.get("parse")
    if hint is bool:
        return _Spec(f, "bool", bool, None, optional)
    if origin in (tuple, list, Sequence) or hint in (tuple, list):
        args = typing.get_args(hint)
        item = args[0] if args else str
        container = tuple if origin in (tuple, Sequence) or hint is tuple else list
        return _Spec(f, "seq", parse or item, container, optional)
    if origin in (dict, Mapping) or hint is dict:
        return _Spec(f, "dict", parse_key_value, None, optional)
    if parse is not None or hint in (int, float, str, Path):
        return _Spec(f, "scalar", parse or hint, None, optional)
    if not f.metadata.get("cli", True):
        return _Spec(f, "scalar", hint, None, optional)
    raise TypeError(
        f"{cls.__name__}.{f.name}: type {hint!r} has no command-line form; give "
        "option(parse=...) or option(cli=False)"
    )


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


def _default_text(spec: _Spec, default: Any) -> str:
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
    for spec in _specs(config_cls):
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
    specs = _specs(config_cls)
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
    for spec in _specs(config_cls):
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


def _name_the_option(message: str, specs: list[_Spec]) -> str:
    # Config checks speak in field names ("max_moves=0 is not allowed; ..."); on the command
    # line the user typed a flag, so name that too.
    match = re.match(r"(\w+)=", message)
    for spec in specs:
        if match and spec.name == match.group(1) and spec.meta.get("cli", True):
            where = spec.name if spec.meta.get("positional") else spec.flag
            return f"argument {where}: {message}"
    return message


# -- validation ------------------------------------------------------------------------------------


def validate_fields(config: Any) -> None:
    """Check every field against its declared ``choices``, ``minimum``, ``maximum`` and
    non-emptiness.

    Raises:
        ValueError: ``"<field>=<value> is not allowed; allowed: ..."`` for the first bad field.
    """
    for spec in _specs(type(config)):
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


def _check_range(spec: _Spec, value: Any, minimum: float | None, maximum: float | None) -> None:
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


# -- KEY=VALUE -------------------------------------------------------------------------------------


def parse_key_value(text: str) -> tuple[str, Any]:
    """``"size=7"`` -> ``("size", 7)``; ``"shape=C"`` -> ``("shape", "C")``.

    The value is a Python literal when it parses as one (numbers, tuples, None, True) and the
    plain string otherwise, so ``shape=C`` and ``shape='C'`` mean the same.

    Raises:
        ValueError: ``text`` has no ``=`` or an empty key.
    """
    key, sep, raw = str(text).partition("=")
    if not sep or not key.strip():
        raise ValueError(f"{text!r} is not allowed; allowed: KEY=VALUE")
    try:
        value: Any = ast.literal_eval(raw.strip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        value = raw.strip()
    return key.strip(), value


def parse_key_values(items: Iterable[str], argument: str = "--env-kwargs") -> dict[str, Any]:
    """``["shape=spiral", "size=7"]`` -> ``{"shape": "spiral", "size": 7}`` (see above).

    Raises:
        ValueError: an item is not ``KEY=VALUE``; the message names ``argument``.
    """
    out: dict[str, Any] = {}
    for item in items:
        try:
            key, value = parse_key_value(item)
        except ValueError:
            raise ValueError(f"{argument} {item!r} is not allowed; allowed: KEY=VALUE") from None
        out[key] = value
    return out
