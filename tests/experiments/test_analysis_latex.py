"""``analyze --format latex --figures pdf``: booktabs tables a paper can ``\\input`` and vector figures.

No TeX is installed here, so when none is found the tables are checked by a small parser of the
LaTeX subset they use (balanced braces and environments, booktabs rules, one cell per column in
every row, no unescaped special character); with ``pdflatex`` on the path they are compiled.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pandas")
pytest.importorskip("statsmodels")
pytest.importorskip("matplotlib")

from experiments.analysis import add_arguments, analyze, run
from experiments.analysis.latex import Table, booktabs, caption, escape, report_tables
from tests.experiments.test_analysis_report import make_records, write_run

ALLOWED_COMMANDS = {
    "begin", "end", "centering", "small", "caption", "label", "toprule", "midrule",
    "bottomrule", "textbackslash", "textasciitilde", "textasciicircum", "textless",
    "textgreater", "textbar", "ldots", "times", "div", "cdot", "rightarrow", "geq", "leq",
    "alpha", "pm", "includegraphics", "linewidth",
}  # fmt: skip


def check_latex(source: str) -> None:
    """Raise AssertionError unless ``source`` is well-formed in the subset the export writes."""
    # File names and labels are arguments LaTeX reads verbatim: their underscores are fine.
    source = re.sub(r"\\(label|includegraphics(\[[^\]]*\])?)\{[^}]*\}", r"\\\1{}", source)
    depth = 0
    for index, char in enumerate(source):
        escaped = index > 0 and source[index - 1] == "\\"
        if char == "{" and not escaped:
            depth += 1
        elif char == "}" and not escaped:
            depth -= 1
            assert depth >= 0, f"unbalanced }} at {index}"
        elif char in "%#_^~&" and not escaped and char != "&":
            raise AssertionError(
                f"unescaped {char!r} at {index}: {source[index - 20 : index + 20]!r}"
            )
    assert depth == 0, "unbalanced {"
    assert source.count("$") % 2 == 0, "unbalanced math shift"
    stack = []
    for kind, name in re.findall(r"\\(begin|end)\{(\w+)\}", source):
        if kind == "begin":
            stack.append(name)
        else:
            assert stack and stack.pop() == name, f"\\end{{{name}}} does not close its \\begin"
    assert not stack, f"unclosed environments {stack}"
    for command in re.findall(r"\\([A-Za-z]+)", source):
        assert command in ALLOWED_COMMANDS, f"unexpected command \\{command}"
    assert all(ord(c) < 128 for c in source), "non-ASCII characters need a LaTeX spelling"
    if r"\begin{tabular}" in source:
        spec = re.search(r"\\begin\{tabular\}\{(\w+)\}", source).group(1)
        assert source.index(r"\toprule") < source.index(r"\midrule") < source.index(r"\bottomrule")
        body = source.split(r"\toprule", 1)[1].split(r"\bottomrule", 1)[0]
        rows = [r for r in body.replace(r"\midrule", "").split(r"\\") if r.strip()]
        for row in rows:
            cells = re.split(r"(?<!\\)&", row)
            assert len(cells) == len(spec), f"{len(cells)} cells for {len(spec)} columns: {row!r}"


def test_escape_spells_out_specials_and_symbols() -> None:
    assert escape("50% of a_b & c#") == r"50\% of a\_b \& c\#"
    assert escape("A − B × 2 → `x` **y**") == r"A $-$ B $\times$ 2 $\rightarrow$ x y"
    assert escape(r"a \| b") == r"a \textbar{} b"
    check_latex(escape("p < 0.001; ≥ 5 — ~ ^ {x}"))


def test_checker_catches_broken_tables() -> None:
    good = booktabs(Table("S", "", ["a", "b"], [["1", "2"]]), "cap", "tab:x")
    check_latex(good)
    with pytest.raises(AssertionError, match="cells"):
        check_latex(good.replace(r"1 & 2", "1 & 2 & 3"))
    with pytest.raises(AssertionError, match="unescaped"):
        check_latex(good.replace("cap", "50%"))


def test_captions_name_agents_and_trials() -> None:
    table = Table("1. Rates", "Solving", ["model", "encoding", "trials"],
                  [["a", "matrix", "30"], ["b", "matrix", "20"]])  # fmt: skip
    assert caption(table, ["a", "b", "c"]) == (
        "1. Rates — Solving. Agents: a, b. Column `trials` sums to 50 trials over the rows."
    )
    per_model = Table("6. H2", "b", ["shape", "rate"], [["Z", "50.0% [1–2] (n=4)"]])
    assert "Agents: b." in caption(per_model, ["a", "b"])
    assert "Each cell states its number of trials" in caption(per_model, ["a", "b"])


@pytest.mark.slow
def test_latex_tables_and_vector_figures_from_the_cli(tmp_path: Path, capsys) -> None:
    import argparse

    records = make_records(np.random.default_rng(9), models=("a", "b"), mazes_per_shape=3)
    run_dir = write_run(tmp_path / "run", records, {"package_version": "0.1.0"})
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    out = tmp_path / "report"
    args = parser.parse_args([str(run_dir), "--out", str(out), "--model-order", "a", "b",
                              "--format", "latex", "--figures", "pdf"])  # fmt: skip
    assert run(args) == 0
    assert "LaTeX files" in capsys.readouterr().out
    text = (out / "report.md").read_text(encoding="utf-8")
    tables = sorted((out / "tables").glob("[0-9][0-9]_*.tex"))
    assert len(tables) == len(report_tables(text)) > 10
    for path in tables:
        source = path.read_text(encoding="utf-8")
        check_latex(source)
        assert r"\caption{" in source and "Agents:" in source
    assert "Agents: a, b." in tables[0].read_text(encoding="utf-8")  # the headline
    confusion = [
        p.read_text(encoding="utf-8")
        for p in tables
        if "Confusion matrix of b" in p.read_text(encoding="utf-8")
    ]
    assert len(confusion) == 1 and "Agents: b." in confusion[0]
    figures = sorted((out / "figures").glob("*.pdf"))
    assert figures and not list((out / "figures").glob("*.png"))
    assert all(p.read_bytes()[:5] == b"%PDF-" for p in figures)
    placed = (out / "tables" / "figures.tex").read_text(encoding="utf-8")
    check_latex(placed)
    assert placed.count(r"\begin{figure}") == len(figures)
    assert all(f"figures/{p.name}" in placed for p in figures)
    if shutil.which("pdflatex"):
        document = out / "tables" / "all.tex"
        document.write_text(
            "\\documentclass{article}\\usepackage{booktabs,graphicx}\\begin{document}\n"
            + "".join(f"\\input{{{p.name}}}\n" for p in tables)
            + "\\end{document}\n"
        )
        done = subprocess.run(["pdflatex", "-interaction=nonstopmode", "all.tex"],
                              cwd=document.parent, capture_output=True, text=True, timeout=120)  # fmt: skip
        assert done.returncode == 0, done.stdout[-2000:]


def test_bad_formats_are_refused_up_front(tmp_path: Path) -> None:
    with pytest.raises(
        ValueError, match=r"table_format='docx' is not allowed; allowed: \['markdown', 'latex'\]"
    ):
        analyze([tmp_path], tmp_path / "out", table_format="docx")
    with pytest.raises(ValueError, match=r"figure_format='jpg' is not allowed"):
        analyze([tmp_path], tmp_path / "out", figure_format="jpg")
