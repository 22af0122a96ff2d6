"""The maze study's configuration: one dataclass that is also ``python -m experiments run``.

Each field of :class:`RunConfig` is the single source of one option's name, type, default,
allowed values, help text and check; :mod:`envs.cli` builds the ``run`` sub-command from it,
and :func:`experiments.maze.study.run_experiments` takes the same object::

    from experiments.maze import RunConfig, run_experiments

    config = RunConfig(models=("oracle",), shapes=("spiral",), out_dir="results/")
    summary = run_experiments(config)

Nothing here imports the engine, the SDKs or the analysis code.

A results folder belongs to one set of the settings in :data:`OUTCOME_SETTINGS` (and, per
model, the sampling parameters: :data:`NOT_OUTCOME_CLIENT_PARAMS`): a rerun that changes one is
refused, while the plan (models, encodings, sizes, shapes, mazes and trials) may grow.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agents.llm.connection import split_base_urls
from agents.llm.local import DTYPES
from agents.llm.presets import PRESETS, split_preset_spec
from agents.llm.remote import DEFAULT_TIMEOUT_S
from envs.config_checks import validate_fields
from envs.config_fields import option
from envs.maze_nav.constants import (
    ALL_SHAPE_NAMES,
    MAX_MOVES,
    MAX_SIZE,
    MIN_SIZE,
    SHAPE_NAMES,
    TEXT_ENCODINGS,
)
from envs.records import DEFAULT_SOLVE_MODE, SOLVE_MODES
from envs.urls import redact_url
from experiments.adaptive.options import adaptive_option, adaptive_trials_option
from experiments.engine.options import (
    DEFAULT_CONCURRENCY,
    DEFAULT_MAX_CONSECUTIVE_ERRORS,
    LOCAL_ONLY,
    REMOTE_ONLY,
    ClientLike,
    check_engine,
    check_models_see,
    engine_option,
    folder_name,
    is_local,
    is_offline,
    is_remote,
    model_name,
    normalize_shared,
    parse_out_dir,
    ray_address_option,
    shard_option,
    shards_option,
)

DEFAULT_SHAPES: tuple[str, ...] = SHAPE_NAMES
DEFAULT_ENCODINGS: tuple[str, ...] = TEXT_ENCODINGS
IMAGE_ENCODING = "image"
"""The maze shown as its rendered 768x512 frame (vision models); answers as in the text study."""
STUDY_ENCODINGS: tuple[str, ...] = (*TEXT_ENCODINGS, IMAGE_ENCODING)
"""What ``--encoding`` accepts: the specification's two text encodings and the picture."""
DEFAULT_MAZES_PER_SHAPE = 30
DEFAULT_TRIALS_PER_MAZE = 1
MAX_MAZES_PER_SHAPE = 10_000
"""More than any shape has at any size's draw limit would allow in a study; checked first."""
MAX_TRIALS_PER_MAZE = 1_000


OUTCOME_SETTINGS: dict[str, str] = {
    "seed": "draws the mazes (and the random model's answers)",
    "max_moves": "the solve phase's move limit; the mazes are drawn to fit it",
    "prompt_hash": "the wording of every prompt (agents.llm.prompts.PROMPT_TEMPLATE_HASH)",
    "rules": "each shape's connectivity and what an invalid move does",
    "one_shot_prompt_hash": "the wording of the one-shot solve prompt "
    "(agents.llm.prompts.ONE_SHOT_PROMPT_HASH)",
    "image_prompt_hash": "the image encoding's own wording and how its frames are drawn "
    "(agents.llm.prompts.IMAGE_PROMPT_HASH)",
    "shape_set": "the shape names replies are read against: the six, or every shape when the "
    "study names an extended one (envs.maze_nav.constants.active_shapes)",
}
"""The settings of a results folder: a trial's outcome depends on them, so every trial in one
folder shares them. ``manifest.json`` records them under ``settings``; a rerun with other values
is refused, naming each difference (start another ``--out`` for new settings).

Not among them, because they change how trials run, not how they end: ``concurrency``,
``progress``, ``base_url``, ``timeout_s``, ``requests_per_minute``, ``cache``, ``retry_errors``,
``max_consecutive_errors``. Nor the plan (``models``, ``solve_modes``, ``encodings``, ``sizes``,
``shapes``, ``mazes_per_shape``, ``trials_per_maze``, ``shard``), which may grow: the solve mode is part of
each trial's key and transcript path, so both modes share one folder and its maze set, nor ``mazes`` (where missing maze
files are copied from: files already in the folder are kept, and each record names its maze file
and ``maze_id``)."""


def parse_size(value: Any) -> int:
    """``5``, ``"5"``, ``"5x5"`` or ``(5, 5)`` -> 5; anything else raises ValueError.

    Sizes run from :data:`~envs.maze_nav.constants.MIN_SIZE` to
    :data:`~envs.maze_nav.constants.MAX_SIZE`, the sides the environment accepts.
    """
    text = (
        str(value).strip() if isinstance(value, (str, int)) and not isinstance(value, bool) else ""
    )
    if isinstance(value, (tuple, list)) and len(value) == 2:
        text = f"{value[0]}x{value[1]}"
    allowed = f"square sizes from {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE}"
    m = re.fullmatch(r"(\d{1,9})(?:\s*[xX×]\s*(\d{1,9}))?", text)
    if m is None:
        raise ValueError(
            f"sizes entry {value!r} is not a size; allowed: {allowed}, written '5x5', (5, 5) or 5"
        )
    rows, cols = int(m.group(1)), int(m.group(2) or m.group(1))
    if rows != cols:
        raise ValueError(f"sizes entry {value!r} is not square; allowed: {allowed}")
    if not MIN_SIZE <= rows <= MAX_SIZE:
        raise ValueError(f"sizes entry {value!r} is not allowed; allowed: {allowed}")
    return rows


def parse_layers(text: Any) -> tuple[int, ...]:
    """``"0,2,-1"`` -> ``(0, 2, -1)``: hidden-state layers (0 the embeddings, -1 the last)."""
    allowed = "comma-separated layer numbers such as 0,2,-1 (0: embeddings, -1: the last layer)"
    if isinstance(text, (tuple, list)):
        items = list(text)
    else:
        items = [p.strip() for p in str(text).split(",")]
    layers: list[int] = []
    for item in items:
        if isinstance(item, bool) or not re.fullmatch(r"-?\d{1,4}", str(item).strip()):
            raise ValueError(f"activations={text!r} is not allowed; allowed: {allowed}")
        layers.append(int(str(item).strip()))
    if not layers or len(set(layers)) != len(layers):
        raise ValueError(f"activations={text!r} is not allowed; allowed: {allowed}, each once")
    return tuple(layers)


@dataclass
class RunConfig:
    """Run (or resume) the three-phase maze study; results go to --out."""

    models: tuple[ClientLike, ...] = option(
        ("qwen-turbo",),
        flag="--model",
        parse=str,
        metavar="MODEL",
        help="one or more of: qwen-turbo, qwen-plus, qwen-max (any qwen* name), "
        "openai:<model>, hf:<model folder or .gguf file>, oracle, random, replay:<transcript.json>",
    )
    solve_modes: tuple[str, ...] = option(
        (DEFAULT_SOLVE_MODE,),
        flag="--solve-mode",
        choices=SOLVE_MODES,
        help="how the solve phase asks: interactive (one move per reply, the specification's "
        "study) and/or one-shot (the whole path in one reply, scored by the specification's "
        "backward trace from the goal)",
    )
    encodings: tuple[str, ...] = option(
        DEFAULT_ENCODINGS,
        flag="--encoding",
        choices=STUDY_ENCODINGS,
        help="how the maze is shown: the text encodings matrix and coord_list, and/or image "
        "(the rendered frame, for vision models; moves still answered as (row, col))",
    )
    sizes: tuple[int, ...] = option(
        (5,), parse=parse_size, metavar="NxN", default_text="5x5", help="grid sizes"
    )
    shapes: tuple[str, ...] = option(
        DEFAULT_SHAPES,
        choices=ALL_SHAPE_NAMES,
        help="maze shapes: the specification's six (default) and/or the extended N, L, T, plus, "
        "H, envelope, house; naming an extended one reads every reply with the extended "
        "shapes' words too",
    )
    out_dir: Path = option(
        Path("results"),
        flag="--out",
        metavar="DIR",
        parse=parse_out_dir,
        default_text="results/",
        help="output folder (one folder per set of settings; rerunning resumes it)",
    )
    mazes_per_shape: int = option(
        DEFAULT_MAZES_PER_SHAPE,
        minimum=1,
        maximum=MAX_MAZES_PER_SHAPE,
        default_text="30, the specification's",
        help=f"mazes per shape and size (at most {MAX_MAZES_PER_SHAPE})",
    )
    trials_per_maze: int = option(
        DEFAULT_TRIALS_PER_MAZE,
        minimum=1,
        maximum=MAX_TRIALS_PER_MAZE,
        help=f"trials per maze, model and encoding (at most {MAX_TRIALS_PER_MAZE})",
    )
    seed: int = option(
        0, minimum=0, help="seed of the maze draw (and of the random model's answers)"
    )
    mazes: Path | None = option(
        None,
        metavar="DIR",
        help="use the .npy mazes in DIR (<n>x<n>/<shape>/<n>x<n>_<shape>_<i>.npy) "
        "instead of drawing them",
    )
    shard: str | None = shard_option()
    adaptive: str | None = adaptive_option()
    adaptive_trials: int = adaptive_trials_option()
    engine: str = engine_option()
    ray_address: str | None = ray_address_option()
    shards: int | None = shards_option()
    concurrency: int = option(
        DEFAULT_CONCURRENCY, minimum=1, help="trials in flight at once (hf: models: the batch size)"
    )
    base_url: str | None = option(
        None,
        metavar="URL[,URL...]",
        help="service URL for remote models (http:// or https://); several servers of one "
        "OpenAI-compatible model (a vLLM fleet) as a comma-separated list: calls are spread over them, "
        "each with its own --requests-per-minute, and a failing one is rested",
    )
    temperature: float | None = option(None, help="sampling temperature (remote models)")
    max_tokens: int | None = option(None, help="reply length limit (remote models)")
    requests_per_minute: float | None = option(
        None, help="client rate limit (remote models; per server with several --base-url)"
    )
    cache: str | None = option(
        None, metavar="PATH", help="response cache, an SQLite file (remote models)"
    )
    judge: ClientLike | None = option(
        None,
        metavar="MODEL",
        parse=str,
        help="a model (any --model spec, or a ChatClient from Python) that re-reads the "
        "replies the program did not decide alone (unreadable, ambiguous) and one in four of "
        "the rest, in every phase (each move of the interactive solve and of the rotation "
        "puzzle too); its verdict is stored beside the "
        "program's (the phase's 'judge' field) and the report prints their Cohen's kappa; the "
        "program's verdict stays the primary number",
    )
    dtype: str | None = option(
        None,
        choices=DTYPES,
        help="hf: models: the weights' dtype (auto: float32 on cpu, the checkpoint's own on a "
        "GPU); part of the folder's settings",
    )
    device: str | None = option(
        None,
        help="hf: models: auto, cpu, cuda, cuda:<index> or mps (default auto: cuda if there "
        "is one); may change between runs of one folder",
    )
    chat_template: str | None = option(
        None,
        metavar="FILE",
        help="hf: models: a Jinja chat template file used instead of the tokenizer's own (a "
        "base model such as a GGUF file without one); part of the folder's settings",
    )
    logprobs: bool = option(
        False,
        help="ask qwen*/openai: models for token log-probabilities and keep them (hf: models "
        "always keep them, with every candidate move scored)",
    )
    activations: str | None = option(
        None,
        metavar="LAYERS",
        help="hf: models: save hidden states at these layers (e.g. 0,2,-1; 0 is the "
        "embeddings) for the last prompt token of each solve step and the maze cells of the "
        "recognition prompt, as <k>.npz beside each transcript",
    )
    attention: bool = option(
        False,
        help="hf: models: save each solve and recognition reply's attention mass to every maze "
        "cell, per layer and head, as <k>.attn.npz beside each transcript (an extra eager "
        "forward pass over each reply)",
    )
    timeout_s: float | None = option(
        None,
        flag="--timeout",
        metavar="SECONDS",
        help="longest wait for one API call before it is retried (remote models; default "
        f"{DEFAULT_TIMEOUT_S:g}); a hanging server then costs this times the retries",
    )
    max_consecutive_errors: int = option(
        DEFAULT_MAX_CONSECUTIVE_ERRORS,
        minimum=0,
        metavar="N",
        help="stop the run after N trials in a row end in an error (0: never stop)",
    )
    max_moves: int = option(
        MAX_MOVES,
        minimum=1,
        help="replies allowed in the solve phase; every maze drawn is solvable within them",
    )
    retry_errors: bool = option(
        True,
        flag="--keep-errors",
        help="redo trials recorded as errors by an earlier run",
    )
    progress: bool = option(True, help="show a progress bar on stderr")
    client_params: dict[str, Any] = option(
        default_factory=dict,
        cli=False,
        help="more keyword arguments for agents.llm.make_client (Python API only)",
    )
    argv: tuple[str, ...] | None = option(
        None, cli=False, help="the command line, recorded in the manifest"
    )

    def __post_init__(self) -> None:
        # The Python API takes one model or a list, strings or Paths; store one canonical form.
        if isinstance(self.models, str) or not isinstance(self.models, Sequence):
            self.models = (self.models,)  # type: ignore[assignment]
        for name in ("models", "solve_modes", "encodings", "shapes"):
            value = getattr(self, name)
            if isinstance(value, Sequence) and not isinstance(value, str):
                setattr(self, name, tuple(value))
        if isinstance(self.solve_modes, tuple):
            self.solve_modes = tuple(dict.fromkeys(self.solve_modes))
        if isinstance(self.sizes, Sequence) and not isinstance(self.sizes, str):
            self.sizes = tuple(dict.fromkeys(parse_size(s) for s in self.sizes))
        normalize_shared(self)
        if self.mazes is not None:
            self.mazes = Path(self.mazes)
        self.validate()

    def validate(self) -> None:
        """Check every option; raises ValueError naming the field, the value and what is allowed."""
        validate_fields(self)
        names: dict[str, str] = {}
        folders: dict[str, str] = {}
        if self.judge is not None and not (
            (isinstance(self.judge, str) and self.judge.strip()) or hasattr(self.judge, "complete")
        ):
            raise ValueError(
                f"judge={self.judge!r} is not allowed; allowed: a client spec string or a "
                "ChatClient"
            )
        for model in self.models:
            if not isinstance(model, str) and not hasattr(model, "complete"):
                raise ValueError(
                    f"models entry {model!r} is not allowed; allowed: a client spec string or "
                    "a ChatClient"
                )
            if not isinstance(model, str):
                continue  # a ready client's name is known once the run resolves it
            name = model_name(model)
            if name in names:
                raise ValueError(
                    f"models={self.models!r} names the model {name!r} twice "
                    f"({names[name]!r} and {model!r}); allowed: each model once"
                )
            folder = folder_name(name)
            if folder in folders:
                raise ValueError(
                    f"models={self.models!r} gives {folders[folder]!r} and {model!r} the same "
                    f"results folder name {folder!r}; allowed: models whose names differ in "
                    "letters, digits, '.', '_' or '-'"
                )
            names[name] = folders[folder] = model
        urls = split_base_urls(self.base_url)
        several = [m for m in self.models if isinstance(m, str) and is_remote(m)]
        several = [m for m in several if split_preset_spec(m) is None]
        if len(urls) > 1 and several:
            raise ValueError(
                f"base_url={redact_url(str(self.base_url))!r} names {len(urls)} servers, but {several[0]!r} "
                "takes one; allowed: several URLs for the OpenAI-compatible models only "
                f"({', '.join(p + ':' for p in PRESETS)})"
            )
        for name, unit in (("timeout_s", "a number of seconds"),
                           ("requests_per_minute", "a number of requests")):  # fmt: skip
            value = getattr(self, name)
            if value is not None and (
                isinstance(value, bool)
                or not isinstance(value, (int, float))
                or not 0 < value < float("inf")
            ):
                raise ValueError(f"{name}={value!r} is not allowed; allowed: {unit} > 0")
        # The model options concern the models that call a service or load weights; a run that
        # has one of those beside oracle/random applies them to it and to no other model.
        offline = [m for m in self.models if is_offline(m)]
        only_offline = len(offline) == len(self.models)
        for name in REMOTE_ONLY:
            value = getattr(self, name)
            if value is not None and only_offline:
                raise ValueError(
                    f"{name}={value!r} is not allowed with only the offline models {offline}; "
                    "allowed: --temperature/--max-tokens/--requests-per-minute/--cache/"
                    "--timeout apply to remote models only"
                )
        local = [m for m in self.models if is_local(m)]
        for name in (*LOCAL_ONLY, "activations"):
            value = getattr(self, name)
            if value is not None and not local:
                raise ValueError(
                    f"{name}={value!r} is not allowed without an hf: model; allowed: "
                    "--dtype/--device/--chat-template/--activations apply to hf: models only"
                )
        if self.activations is not None:
            parse_layers(self.activations)
        if self.attention and not local:
            raise ValueError(
                f"attention=True is not allowed with the models {list(self.models)!r}; "
                "allowed: --attention with an hf: model (it reads the model's own attention "
                "weights, which services do not return)"
            )
        if self.logprobs and not any(is_remote(m) or is_local(m) for m in self.models):
            raise ValueError(
                "logprobs=True is not allowed with only offline models; allowed: --logprobs "
                "with qwen*/openai: models (hf: models keep log-probabilities without it)"
            )

        check_engine(self)
        if IMAGE_ENCODING in self.encodings:
            check_models_see(self.models, "encodings", self.encodings)
        if self.adaptive is not None:
            for name, what in (("mazes", "--mazes"), ("shard", "--shard"), ("shards", "--shards")):
                if getattr(self, name) is not None:
                    raise ValueError(
                        f"{name}={getattr(self, name)!r} is not allowed with "
                        f"adaptive={self.adaptive!r}; allowed: {what} with the fixed plan only "
                        "(the ladder draws its own mazes and each chain runs in one folder)"
                    )

    def client_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for :func:`agents.llm.make_client`: :attr:`client_params` plus the
        remote-client options that are set."""
        params = dict(self.client_params)
        for name in REMOTE_ONLY:
            value = getattr(self, name)
            if value is not None:
                params[name] = value
        return params

    def client_kwargs_for(self, model: str) -> dict[str, Any]:
        """:meth:`client_kwargs` plus the options of ``model``'s kind: ``dtype``, ``device``, the
        run's ``seed`` (sampling) and ``batch_size`` (``concurrency``: one batch holds every trial
        in flight) for ``hf:`` models, ``logprobs`` for service models."""
        params = self.client_kwargs()
        if is_offline(model):  # oracle/random beside a remote model: the options are not theirs
            return {k: v for k, v in params.items() if k not in REMOTE_ONLY}
        if is_local(model):
            for name in LOCAL_ONLY:
                if getattr(self, name) is not None:
                    params[name] = getattr(self, name)
            params.setdefault("seed", self.seed)
            params.setdefault("batch_size", self.concurrency)
        elif is_remote(model) and self.logprobs:
            params.setdefault("logprobs", True)
        return params

    def activation_layers(self) -> tuple[int, ...]:
        """The ``--activations`` layers (``()`` when activations are not saved)."""
        return () if self.activations is None else parse_layers(self.activations)
