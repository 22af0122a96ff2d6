"""--dtype, --device, --seed and --logprobs reach the right clients; hf: folders are short."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from experiments.__main__ import main
from experiments.engine.options import NOT_OUTCOME_CLIENT_PARAMS, folder_name
from experiments.maze.config import RunConfig, parse_layers


def test_hf_folder_name_is_the_folder_tail_plus_a_short_hash() -> None:
    deep = folder_name("hf:/very/deep/path/to/models/Qwen2.5-7B-Instruct")
    assert (
        deep.startswith("hf-Qwen2.5-7B-Instruct-")
        and len(deep) == len("hf-Qwen2.5-7B-Instruct-") + 8
    )
    # Same last part, other folder: another name.
    assert folder_name("hf:/other/Qwen2.5-7B-Instruct") != deep
    assert folder_name("hf:/very/deep/path/to/models/Qwen2.5-7B-Instruct/") != deep
    assert folder_name("openai:gpt-4o") == "openai-gpt-4o"


@pytest.mark.parametrize("name", ["dtype", "device", "activations"])
def test_local_options_without_an_hf_model_are_refused(name: str) -> None:
    value = {"dtype": "float16", "device": "cpu", "activations": "0,-1"}[name]
    with pytest.raises(ValueError, match=rf"^{name}=.*without an hf: model"):
        RunConfig(models=("oracle", "qwen-turbo"), **{name: value})


def test_bad_dtype_and_layers_name_the_option(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["run", "--model", "hf:/x", "--dtype", "float8", "--no-progress"])
    assert code == 2
    err = capsys.readouterr().err
    assert "--dtype" in err and "float8" in err and "Traceback" not in err
    with pytest.raises(ValueError, match="activations='0,x'"):
        parse_layers("0,x")
    with pytest.raises(ValueError, match="each once"):
        parse_layers("1,1")
    assert parse_layers("0, 2,-1") == (0, 2, -1)


def test_logprobs_only_with_models_that_can_give_them() -> None:
    with pytest.raises(ValueError, match="logprobs=True is not allowed with only offline"):
        RunConfig(models=("oracle",), logprobs=True)
    config = RunConfig(models=("qwen-turbo", "hf:/m", "oracle"), logprobs=True, dtype="bfloat16")
    assert config.client_kwargs_for("qwen-turbo") == {"logprobs": True}
    assert config.client_kwargs_for("hf:/m") == {"dtype": "bfloat16", "seed": 0, "batch_size": 8}
    config = RunConfig(
        models=("hf:/m",), device="cpu", seed=7, concurrency=3, client_params={"seed": 3}
    )
    assert config.client_kwargs_for("hf:/m") == {"device": "cpu", "seed": 3, "batch_size": 3}


def test_device_and_versions_are_not_settings_but_dtype_is() -> None:
    assert {"device", "torch", "transformers", "model_path"} <= NOT_OUTCOME_CLIENT_PARAMS
    assert "dtype" not in NOT_OUTCOME_CLIENT_PARAMS
    assert "config_sha256" not in NOT_OUTCOME_CLIENT_PARAMS


def test_hf_run_records_dtype_and_refuses_another(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("transformers")
    from agents.testing.tiny_hf import build_tiny_model

    model = build_tiny_model(tmp_path / "tiny")
    out = tmp_path / "out"
    argv = [
        "run",
        *("--model", f"hf:{model}", "--encoding", "matrix", "--shapes", "square"),
        *("--mazes-per-shape", "1", "--max-tokens", "4", "--max-moves", "2"),
        *("--dtype", "float32", "--device", "cpu", "--seed", "5"),
        *("--out", str(out), "--no-progress"),
    ]
    assert main(argv) == 0
    manifest = json.loads((out / "manifest.json").read_text())
    params = manifest["clients"][f"hf:{model}"]
    assert params["dtype"] == "float32" and params["device"] == "cpu" and params["seed"] == 5
    assert params["model_path"] == str(model.resolve())
    assert params["torch"] and params["transformers"] and len(params["config_sha256"]) == 64
    assert (out / f"matrix_{folder_name(f'hf:{model}')}_results").is_dir()
    # Another device (as a GPU run would record) is no new setting: the rerun has nothing to do.
    manifest["clients"][f"hf:{model}"]["device"] = "cuda:0"
    (out / "manifest.json").write_text(json.dumps(manifest))
    capsys.readouterr()
    assert main(argv) == 0
    assert "nothing to do" in capsys.readouterr().out
    # Another dtype is: refused, naming it.
    other = [a if a != "float32" else "bfloat16" for a in argv]
    assert main(other) == 2
    err = capsys.readouterr().err
    assert "dtype" in err and '"float32" -> "bfloat16"' in err
