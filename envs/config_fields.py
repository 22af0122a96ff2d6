"""A config dataclass's fields as the command line sees them: :func:`option` declares one (its
flag, choices, help and checks in the field's ``metadata``), :func:`field_specs` reads them back
(:mod:`envs.cli` builds the parser from them, :mod:`envs.config_checks` checks a config
against them)."""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from envs.key_values import parse_key_value

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
            :func:`~envs.config_checks.validate_fields` both check them.
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


@dataclasses.dataclass(frozen=True)
class FieldSpec:
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


def field_specs(cls: type) -> list[FieldSpec]:
    """How each field of the dataclass ``cls`` maps onto argparse; TypeError for a field
    without a command-line form or with unknown option metadata."""
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


def _spec(cls: type, f: dataclasses.Field, hint: Any) -> FieldSpec:
    optional = False
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        optional = len(args) < len(typing.get_args(hint))
        hint = args[0] if len(args) == 1 else object
        origin = typing.get_origin(hint)
    parse = f.metadata.get("parse")
    if hint is bool:
        return FieldSpec(f, "bool", bool, None, optional)
    if origin in (tuple, list, Sequence) or hint in (tuple, list):
        args = typing.get_args(hint)
        item = args[0] if args else str
        container = tuple if origin in (tuple, Sequence) or hint is tuple else list
        return FieldSpec(f, "seq", parse or item, container, optional)
    if origin in (dict, Mapping) or hint is dict:
        return FieldSpec(f, "dict", parse_key_value, None, optional)
    if parse is not None or hint in (int, float, str, Path):
        return FieldSpec(f, "scalar", parse or hint, None, optional)
    if not f.metadata.get("cli", True):
        return FieldSpec(f, "scalar", hint, None, optional)
    raise TypeError(
        f"{cls.__name__}.{f.name}: type {hint!r} has no command-line form; give "
        "option(parse=...) or option(cli=False)"
    )
