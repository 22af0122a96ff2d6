"""envs.cli: argparse arguments built from a config dataclass."""

from __future__ import annotations

import argparse
import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from envs.cli import (
    add_config_arguments,
    build_parser,
    config_from_args,
    flag_of,
    option,
    parse_config,
    parse_key_value,
    parse_key_values,
    validate_fields,
)

SHAPES = ("square", "cross", "Z")


def _size(text: str) -> int:
    rows, _, cols = text.partition("x")
    if not rows.isdigit() or (cols and cols != rows):
        raise ValueError(f"sizes entry {text!r} is not allowed; allowed: 'NxN'")
    return int(rows)


@dataclass
class Demo:
    """A demo command."""

    model: str = option("oracle", help="the model", positional=True)
    max_moves: int = option(16, help="replies allowed", minimum=1)
    rate: float | None = option(None, help="requests per minute", minimum=0.0)
    shapes: tuple[str, ...] = option(SHAPES, help="maze shapes", choices=SHAPES)
    sizes: tuple[int, ...] = option((5,), help="grid sizes", parse=_size, default_text="5x5")
    out_dir: Path = option(Path("results"), help="output folder", flag="--out")
    env_kwargs: dict[str, Any] = option(default_factory=dict, help="gym.make arguments")
    progress: bool = option(True, help="show a progress bar")
    retry_errors: bool = option(True, help="keep error records", flag="--keep-errors")
    json: bool = option(False, help="print JSON")
    argv: list[str] | None = option(None, help="the command line", cli=False)

    def validate(self) -> None:
        validate_fields(self)
        if self.json and self.progress:
            raise ValueError(
                f"json={self.json!r} is not allowed with a progress bar; allowed: --no-progress"
            )


def test_defaults_come_from_the_dataclass():
    config = parse_config(Demo, [])
    assert config == Demo()
    args = build_parser(Demo).parse_args([])
    for f in dataclasses.fields(Demo):
        if f.metadata["cli"]:
            default = f.default if f.default is not dataclasses.MISSING else f.default_factory()
            assert getattr(args, f.name) == default, f.name
    assert not hasattr(args, "argv")


def test_every_command_line_field_is_an_option_and_help_comes_from_metadata():
    text = build_parser(Demo, prog="demo").format_help()
    for flag in ("--max-moves", "--rate", "--shapes", "--sizes", "--out", "--env-kwargs",
                 "--no-progress", "--keep-errors", "--json"):  # fmt: skip
        assert flag in text
    assert "--argv" not in text and "--progress " not in text
    assert "replies allowed (default: 16)" in text
    assert "(default: 5x5)" in text and "(default: square cross Z)" in text
    assert "A demo command." in text
    assert flag_of(Demo, "max_moves") == "--max-moves"
    assert flag_of(Demo, "retry_errors") == "--keep-errors"
    assert flag_of(Demo, "model") == "model"
    with pytest.raises(ValueError, match="name='nope'"):
        flag_of(Demo, "nope")


def test_values_are_parsed_into_the_dataclass_types():
    config = parse_config(
        Demo,
        ["random", "--max-moves", "10", "--rate", "2.5", "--shapes", "Z", "cross", "--sizes",
         "7x7", "5", "--out", "x/y", "--env-kwargs", "shape=C", "grid=(3,3)", "size=7",
         "--no-progress", "--keep-errors", "--json"],
    )  # fmt: skip
    assert config.model == "random"
    assert config.max_moves == 10 and config.rate == 2.5
    assert config.shapes == ("Z", "cross") and isinstance(config.shapes, tuple)
    assert config.sizes == (7, 5)
    assert config.out_dir == Path("x/y")
    assert config.env_kwargs == {"shape": "C", "grid": (3, 3), "size": 7}
    assert config.progress is False and config.retry_errors is False and config.json is True


def test_a_list_option_given_twice_keeps_both():
    config = parse_config(
        Demo,
        ["--env-kwargs", "shape=C", "--shapes", "Z", "--env-kwargs", "size=7", "--shapes",
         "cross", "--env-kwargs", "size=7"],
    )  # fmt: skip
    assert config.env_kwargs == {"shape": "C", "size": 7}
    assert config.shapes == ("Z", "cross")
    assert Demo.__dataclass_fields__["shapes"].default == SHAPES  # the default is untouched
    assert parse_config(Demo, []).shapes == SHAPES


def test_extra_values_fill_fields_that_are_not_on_the_command_line():
    parser = build_parser(Demo)
    config = config_from_args(Demo, parser.parse_args([]), parser, argv=["a", "b"])
    assert config.argv == ["a", "b"]


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--max-moves", "0"], ["argument --max-moves", "max_moves=0", "an integer >= 1"]),
        (["--max-moves", "ten"], ["argument --max-moves", "'ten'", "an integer"]),
        (["--rate", "-1"], ["argument --rate", "rate=-1.0", "or None"]),
        (["--shapes", "hexagon"], ["argument --shapes", "hexagon", "square"]),
        (["--sizes", "5x6"], ["argument --sizes", "5x6", "NxN"]),
        (["--env-kwargs", "shape"], ["argument --env-kwargs", "'shape'", "KEY=VALUE"]),
        (["--json"], ["argument --json", "json=True", "--no-progress"]),
        (["--shapes"], ["argument --shapes", "expected at least one"]),
        (
            ["--env-kwargs", "size=7", "--env-kwargs", "size=9"],
            ["argument --env-kwargs", "size is given twice (7 and 9)", "each key once"],
        ),
    ],
)
def test_bad_values_exit_2_naming_option_value_and_allowed(capsys, argv, expected):
    with pytest.raises(SystemExit) as info:
        parse_config(Demo, argv, prog="demo")
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: demo")
    for part in expected:
        assert part in err


def test_subparsers_get_the_same_arguments(capsys):
    parser = argparse.ArgumentParser(prog="tool")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run")
    add_config_arguments(run, Demo)
    args = parser.parse_args(["run", "--max-moves", "3"])
    assert config_from_args(Demo, args, run).max_moves == 3
    with pytest.raises(SystemExit):
        config_from_args(Demo, parser.parse_args(["run", "--max-moves", "-3"]), run)
    assert "usage: tool run" in capsys.readouterr().err


def test_validate_fields_checks_the_python_api_too():
    validate_fields(Demo())
    bad = [
        (dict(max_moves=0), "max_moves=0 is not allowed; allowed: an integer >= 1"),
        (dict(max_moves=True), "max_moves=True"),
        (dict(shapes=()), "shapes=() is not allowed; allowed: some of ['square', 'cross', 'Z']"),
        (dict(shapes="Z"), "shapes='Z' is not allowed; allowed: a sequence"),
        (dict(shapes=("Z", "hexagon")), "shapes='hexagon' is not allowed"),
        (dict(rate=-0.5), "rate=-0.5"),
    ]
    for kwargs, message in bad:
        with pytest.raises(ValueError) as info:
            validate_fields(Demo(**kwargs))
        assert message in str(info.value), kwargs
    validate_fields(Demo(rate=None, max_moves=1))


def test_key_values():
    assert parse_key_value("shape='C'") == ("shape", "C")
    assert parse_key_value(" size = 7 ") == ("size", 7)
    assert parse_key_value("name=a=b") == ("name", "a=b")
    assert parse_key_values(["a=None", "b=x y"]) == {"a": None, "b": "x y"}
    for bad in ("shape", "=3"):
        with pytest.raises(ValueError, match="KEY=VALUE"):
            parse_key_value(bad)
    with pytest.raises(ValueError, match="--hp 'lr'"):
        parse_key_values(["lr"], "--hp")


def test_types_without_a_command_line_form_are_a_programming_error():
    @dataclass
    class Odd:
        thing: complex = option(1j, help="no flag for this")

    with pytest.raises(TypeError, match=r"Odd\.thing"):
        build_parser(Odd)

    @dataclass
    class Typo:
        n: int = dataclasses.field(default=1, metadata={"halp": "typo"})

    with pytest.raises(TypeError, match="halp"):
        build_parser(Typo)
    with pytest.raises(TypeError, match="config_cls"):
        build_parser(Demo())  # type: ignore[arg-type]
