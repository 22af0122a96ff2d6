"""The report's tables as LaTeX for a paper: one booktabs ``table`` per file, captions that name
the agents and trials each holds, and one file placing every figure with its caption.

The tables are read back from the finished ``report.md`` (and its opening plain-text table), so
the LaTeX holds exactly what the report says, cell for cell, and no section has to know about
export. Pure text in, text out; :func:`write_latex` does the writing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from envs.io import atomic_write_text

TABLES_DIR = "tables"
FIGURES_FILE = "figures.tex"
#: Columns that count trials (or pairs, or solves): a caption sums the first one found.
COUNT_COLUMNS = ("trials", "n", "solves", "failures", "pairs", "games")
#: Characters LaTeX treats specially, and what stands for them.
_SPECIAL = {
    "\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
    "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
    "|": r"\textbar{}",
}  # fmt: skip
#: Symbols the report prints that pdfLaTeX's default input encoding does not know.
_SYMBOLS = {
    "−": "$-$", "–": "--", "—": "---", "×": r"$\times$", "÷": r"$\div$", "·": r"$\cdot$",
    "→": r"$\rightarrow$", "≥": r"$\geq$", "≤": r"$\leq$", "α": r"$\alpha$", "…": r"\ldots{}",
    "±": r"$\pm$", "<": r"\textless{}", ">": r"\textgreater{}",
}  # fmt: skip


@dataclass(frozen=True)
class Table:
    """One table of the report and where it stood.

    Attributes:
        section: the ``##`` title it stood under.
        heading: the ``###`` heading (or bold line) closest above it, ``""`` when none.
        headers: column names.
        rows: cells, as the report prints them.
    """

    section: str
    heading: str
    headers: list[str]
    rows: list[list[str]]


def escape(text: str) -> str:
    """``text`` as LaTeX source: specials escaped, the report's symbols spelled out,
    markdown code and bold marks dropped."""
    text = text.replace("\\|", "|").replace("`", "").replace("**", "")
    out = []
    for char in text:
        out.append(_SPECIAL.get(char) or _SYMBOLS.get(char) or char)
    return "".join(out)


def _cells(line: str) -> list[str]:
    inner = line.strip()[1:-1]
    parts = re.split(r"(?<!\\)\|", inner)
    return [p.strip() for p in parts]


def _text_table(lines: Sequence[str]) -> tuple[list[str], list[list[str]]]:
    """Headers and rows of :func:`experiments.analysis.tables.text_table`'s output: the dashes
    under the header give each column's span."""
    spans = [(match.start(), match.end()) for match in re.finditer(r"-+", lines[1])]

    def split(line: str) -> list[str]:
        bounds = [s for s, _ in spans[1:]] + [None]
        return [line[a:b].strip() for (a, _), b in zip(spans, bounds, strict=True)]

    return split(lines[0]), [split(line) for line in lines[2:] if line.strip()]


def report_tables(text: str) -> list[Table]:
    """Every table of a ``report.md``, the opening plain-text table first."""
    lines = text.splitlines()
    tables: list[Table] = []
    if "```" in lines:
        first = lines.index("```")
        last = lines.index("```", first + 1)
        block = lines[first + 1 : last]
        if len(block) >= 3 and set(block[1].replace(" ", "")) == {"-"}:
            headers, rows = _text_table(block)
            tables.append(Table("Headline", "", headers, rows))
    section = heading = ""
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("## "):
            section, heading = line[3:].strip(), ""
        elif line.startswith("### "):
            heading = line[4:].strip()
        elif line.startswith("**") and line.endswith("**"):
            heading = line.strip("*").strip()
        elif line.endswith(":") and not line.startswith(("-", "|", "*", "!")):
            heading = line[:-1].strip()  # a sentence that introduces the table below it
        elif line.startswith("|") and index + 1 < len(lines) and lines[index + 1].startswith("|-"):
            headers = _cells(line)
            rows = []
            index += 2
            while index < len(lines) and lines[index].startswith("|"):
                rows.append(_cells(lines[index]))
                index += 1
            tables.append(Table(section, heading, headers, rows))
            continue
        index += 1
    return tables


def _names(text: str, model: str) -> bool:
    """Whether ``text`` (a heading or figure caption) is about ``model``: it is the model's
    name, or says "of <model>" / "by <model>"."""
    return text == model or bool(re.search(rf"\b(of|by) {re.escape(model)}(\W|$)", text))


def caption(table: Table, models: Sequence[str]) -> str:
    """Where the table stood, which agents it holds and how many trials."""
    where = table.section + (f" — {table.heading}" if table.heading else "")
    lower = [h.lower() for h in table.headers]
    if "model" in lower:
        col = lower.index("model")
        agents = list(dict.fromkeys(row[col] for row in table.rows if col < len(row)))
    else:
        agents = [m for m in models if m in table.headers or _names(table.heading, m)]
    who = f"Agents: {', '.join(agents)}." if agents else "Agents: none named in the table."
    for name in COUNT_COLUMNS:
        if name in lower:
            col = lower.index(name)
            total, units = 0, set()
            for row in table.rows:
                match = re.match(r"(\d+)(?:\s+(.*))?$", row[col]) if col < len(row) else None
                if match is None:
                    break
                total += int(match.group(1))
                units.add(match.group(2) or ("trials" if name == "n" else name))
            else:
                if len(units) == 1:
                    unit = units.pop()
                    return f"{where}. {who} Column `{name}` sums to {total} {unit} over the rows."
                return f"{where}. {who} Each row states its number of trials (column `{name}`)."
    if any("(n=" in cell for row in table.rows for cell in row):
        return f"{where}. {who} Each cell states its number of trials (n)."
    return f"{where}. {who}"


def booktabs(table: Table, caption_text: str, label: str) -> str:
    """A complete ``table`` environment (booktabs rules) for ``\\input``."""
    width = len(table.headers)
    spec = "l" * width
    body = [
        r"\begin{table}[htbp]",
        r"\centering",
        r"\small",
        rf"\caption{{{escape(caption_text)}}}",
        rf"\label{{{label}}}",
        rf"\begin{{tabular}}{{{spec}}}",
        r"\toprule",
        " & ".join(escape(h) for h in table.headers) + r" \\",
        r"\midrule",
    ]
    for row in table.rows:
        cells = (row + [""] * width)[:width]
        body.append(" & ".join(escape(c) for c in cells) + r" \\")
    body += [r"\bottomrule", r"\end{tabular}", r"\end{table}", ""]
    return "\n".join(body)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")[:40] or "table"


def figure_blocks(text: str, models: Sequence[str]) -> str:
    """A ``figure`` environment per figure of the report, its caption naming its section and
    the agents that section's tables hold."""
    blocks = []
    section = ""
    agents_by_section: dict[str, list[str]] = {}
    for table in report_tables(text):
        names = caption(table, models).split("Agents: ", 1)[1].split(".", 1)[0]
        if names.startswith("none"):
            continue
        known = agents_by_section.setdefault(table.section, [])
        known += [n for n in names.split(", ") if n not in known]
    for line in text.splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
        match = re.match(r"!\[(.*)\]\((.*)\)$", line)
        if match is None:
            continue
        what, path = match.groups()
        agents = [m for m in models if _names(what, m)]
        agents = agents or agents_by_section.get(section) or list(models)
        label = f"fig:{_slug(Path(path).stem)}"
        text_caption = f"{section}: {what}. Agents: {', '.join(agents)}."
        blocks += [
            r"\begin{figure}[htbp]",
            r"\centering",
            rf"\includegraphics[width=\linewidth]{{{path}}}",
            rf"\caption{{{escape(text_caption)}}}",
            rf"\label{{{label}}}",
            r"\end{figure}",
            "",
        ]
    return "\n".join(blocks)


def write_latex(report_text: str, out_dir: Path, models: Sequence[str]) -> list[Path]:
    """Write ``tables/NN_<where>.tex`` (one per table) and ``tables/figures.tex``; return the
    paths. Files of an earlier run are removed first, so the folder holds this report only."""
    folder = out_dir / TABLES_DIR
    folder.mkdir(parents=True, exist_ok=True)
    for stale in sorted(folder.glob("*.tex")):
        stale.unlink()
    written = []
    for number, table in enumerate(report_tables(report_text), start=1):
        name = f"{number:02d}_{_slug(table.section + ' ' + table.heading)}"
        path = folder / f"{name}.tex"
        atomic_write_text(path, booktabs(table, caption(table, models), f"tab:{name}"))
        written.append(path)
    figures = folder / FIGURES_FILE
    atomic_write_text(figures, figure_blocks(report_text, models))
    written.append(figures)
    return written
