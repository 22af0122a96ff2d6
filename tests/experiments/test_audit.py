"""``python -m experiments audit``: a stratified sample of replies, marks through the API, and
the agreement the report then prints."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")
pytest.importorskip("pandas")
pytest.importorskip("matplotlib")

from starlette.testclient import TestClient

from experiments.__main__ import main
from experiments.audit.app import create_app
from experiments.audit.marks import agreement, marks_path, read_marks
from experiments.audit.sample import audit_items


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("audit") / "results"
    code = main(["run", "--model", "oracle", "random", "--encoding", "matrix", "--shapes", "Z",
                 "square", "--mazes-per-shape", "3", "--out", str(out), "--no-progress"])  # fmt: skip
    assert code == 0
    return out


def test_the_sample_covers_every_phase_model_and_verdict(results: Path) -> None:
    items = audit_items(results, per_stratum=2, seed=1)
    strata = {(i.phase, i.model, i.verdict) for i in items}
    assert {("solve", "oracle", "success"), ("recognize", "oracle", "success")} <= strata
    assert any(m == "random" and v == "failure" for _, m, v in strata)
    assert all(sum(1 for i in items if (i.phase, i.model, i.verdict) == s) <= 2 for s in strata)
    assert len({i.key for i in items}) == len(items)
    oracle_shape = next(i for i in items if i.phase == "recognize" and i.model == "oracle")
    assert "SHAPE:" in oracle_shape.reply and oracle_shape.read.startswith("predicted shape:")
    assert "P" in oracle_shape.maze and "G" in oracle_shape.maze
    assert audit_items(results, per_stratum=2, seed=1) == items  # seeded: the same sample
    with pytest.raises(ValueError, match="per_stratum=0 is not allowed"):
        audit_items(results, per_stratum=0)


def test_marks_through_the_api_reach_the_report(results: Path, tmp_path: Path) -> None:
    items = audit_items(results, per_stratum=2)
    client = TestClient(create_app(results, items))
    page = client.get("/")
    assert page.status_code == 200 and "/api/mark" in page.text
    listed = client.get("/api/items").json()
    assert [i["key"] for i in listed] == [i.key for i in items]
    assert all(i["mark"] is None for i in listed)
    solves = [i for i in items if i.phase == "solve"]
    for item in solves:
        answer = client.post("/api/mark", json={"key": item.key, "right": True})
        assert answer.status_code == 200, answer.text
    # A second mark of the same item replaces the first.
    client.post("/api/mark", json={"key": solves[0].key, "right": False})
    client.post("/api/mark", json={"key": solves[0].key, "right": True})
    client.post("/api/mark", json={"key": solves[1].key, "right": False})
    assert read_marks(results)[solves[1].key]["right"] is False
    assert client.get("/api/items").json()[items.index(solves[1])]["mark"] is False
    bad = client.post("/api/mark", json={"key": "nope", "right": True})
    assert bad.status_code == 400 and "key='nope' is not allowed" in bad.json()["error"]
    bad = client.post("/api/mark", json={"key": solves[0].key, "right": "yes"})
    assert bad.status_code == 400 and "right='yes'" in bad.json()["error"]
    json_type = {"Content-Type": "application/json"}
    assert client.post("/api/mark", content=b"[1]", headers=json_type).status_code == 400
    # The audit shares the study server's guard: a cross-site form post is refused unread.
    assert client.post("/api/mark", content=b"[1]").status_code == 415
    # Per model and phase, never pooled over the models whose replies were marked.
    rows = agreement(results, ["solve", "recognize"])
    models = sorted({i.model for i in solves})
    assert [(m, p) for m, p, *_ in rows] == [(m, "solve") for m in models] and len(models) == 2
    for model, _, agreed, marked, low, high in rows:
        mine = [i for i in solves if i.model == model]
        wrong = int(solves[1] in mine)
        assert (agreed, marked) == (len(mine) - wrong, len(mine))
        assert 0 < low <= agreed / marked <= high <= 1
    assert all(m["model"] in models for m in read_marks(results).values())
    assert marks_path(results).is_file()
    from experiments.analysis import analyze

    text = analyze([results], tmp_path / "report", figure_format="none").path.read_text(
        encoding="utf-8"
    )
    section = text[text.index("## Verdict audit") :]
    for model, _, agreed, marked, _, _ in rows:
        assert (
            f"| {model} | solve | {marked} | {agreed} | {100 * agreed / marked:.1f}% [" in section
        )


def test_unreadable_replies_come_first_in_every_phase(results: Path, tmp_path: Path) -> None:
    """The stratum is the reading's own verdict: a model whose replies never close their
    thinking is unreadable in every phase and served first; a right answer outside the asked
    format (strict failure only) is not unreadable."""
    import json
    import shutil

    copy = tmp_path / "results"
    shutil.copytree(results, copy)
    log = copy / "trials.jsonl"
    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    target = next(r for r in records if r["model"] == "oracle")
    target["recognize"].update(strict=False, strict_reason="format")
    log.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    thinking = {"role": "assistant", "content": "<think>The player is at the top left, so"}
    transcript = tmp_path / "thinking.json"
    transcript.write_text(json.dumps({"messages": [thinking] * 20}), encoding="utf-8")
    model = f"replay:{transcript}"
    code = main(["run", "--model", model, "--encoding", "matrix", "--shapes", "Z",
                 "--mazes-per-shape", "1", "--out", str(copy), "--no-progress"])  # fmt: skip
    assert code == 0
    items = audit_items(copy, per_stratum=1)
    first = [(i.phase, i.model, i.verdict) for i in items[:3]]
    assert first == [(p, model, "unreadable") for p in ("solve", "recognize", "generate")]
    assert all(i.verdict != "unreadable" for i in items[3:])
    assert all("unreadable (unfinished_reasoning)" in i.read for i in items[:3])
    assert all("<think>" in i.reply for i in items[:3])
    assert ("recognize", "oracle", "success") in {(i.phase, i.model, i.verdict) for i in items}


def test_a_person_marks_a_verdict_in_a_real_browser(results: Path, tmp_path: Path, request) -> None:
    """The page as a researcher uses it: the served command, a headless Chromium, one click."""
    import os
    import shutil
    import time

    from experiments.testing.browser import find_browser, fresh_tab, serve_process

    found = find_browser()
    if isinstance(found, str):
        pytest.skip(f"no browser tests: {found}")
    from selenium.webdriver.common.by import By

    copy = tmp_path / "results"
    shutil.copytree(results, copy)
    env = {**os.environ, "NO_PROXY": "127.0.0.1", "no_proxy": "127.0.0.1"}
    driver = fresh_tab(request.getfixturevalue("shared_browser"))
    with serve_process([str(copy), "--per-stratum", "1"], tmp_path, env, command=("audit",)) as (
        base,
        _,
    ):
        driver.get(base + "/")
        deadline = time.monotonic() + 20
        while not driver.find_elements(By.CSS_SELECTOR, "button.right"):
            assert time.monotonic() < deadline, "the audit page showed no item within 20 s"
            time.sleep(0.1)
        first = driver.find_element(By.CSS_SELECTOR, ".item").get_attribute("data-key")
        driver.find_element(By.CSS_SELECTOR, "button.wrong").click()
        while first not in read_marks(copy):
            assert time.monotonic() < deadline, "the click stored no mark within 20 s"
            time.sleep(0.1)
    assert read_marks(copy)[first]["right"] is False
