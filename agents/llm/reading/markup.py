"""Markup a reply wraps its answer in, dropped for the plain text: LaTeX (wrappers such as
``\\boxed{…}``, math delimiters, matrix layout) and XML-style tags (answer wrappers and the phase
labels become answer lines, other tags are dropped). A step of :mod:`.normalise`.
"""

from __future__ import annotations

import re

# LaTeX: commands whose braces' content is the text, dropped markup, matrix layout.
_LATEX_WRAPPERS = (
    "boxed", "fbox", "framebox", "text", "textbf", "textit", "texttt", "textrm", "mathrm",
    "mathbf", "mathit", "mathtt", "mbox", "operatorname", "underline", "emph",
)  # fmt: skip
_LATEX_WRAPPER = re.compile(r"\\(?:" + "|".join(_LATEX_WRAPPERS) + r")[ \t]*\{")
_BRACE_OR_WRAPPER = re.compile(r"[{}]|" + _LATEX_WRAPPER.pattern)
_LATEX_ENV = re.compile(
    r"\\begin\{(?:[a-zA-Z]*matrix|array|aligned|align\*?|tabular)\}(?:\{[^{}\n]{0,64}\})?"
    r"|\\end\{[a-zA-Z*]{1,16}\}"
)
# Spacing is dropped (``\ ``, ``\,``, ``~``, ``\quad``), and so are ``\left`` and ``\right``
# with the bracket they size, except a parenthesis: ``\left(1, 1\right)`` is the cell ``(1, 1)``,
# ``\left[ <matrix> \right]`` the matrix's rows.
_LATEX_DROP = re.compile(
    r"\\(?:left|right)(?![a-zA-Z])[\[\].|]?|\$\$?|\\[\[\]()]|\\hline|\\q?quad(?![a-zA-Z])|\\[,;!: ]|~"
)
# Its backslash commands alone: no match of them holds a "$" or a "~" and none of "$$", "$" or
# "~" holds a backslash, so this, then the dollars and tildes replaced (left to right, as the
# regex pairs "$$"), is the same as ``_LATEX_DROP.sub(" ", text)``, in a third of the time (a
# leading literal is found fast; an alternation's first characters are tried everywhere).
_LATEX_DROP_COMMANDS = re.compile(
    r"\\(?:(?:left|right)(?![a-zA-Z])[\[\].|]?|[\[\]()]|hline|q?quad(?![a-zA-Z])|[,;!: ])"
)
_LATEX_ARROW = re.compile(r"\\(?:to|rightarrow|Rightarrow|longrightarrow|mapsto)(?![a-zA-Z])")
_LATEX_ROW_BREAK = re.compile(r"[ \t]*\\\\[ \t]*")

# XML-style tags: answer wrappers, the phase labels, anything else dropped.
_ANSWER_TAGS = ("answer", "final_answer", "final-answer", "final", "output", "result")
_LABEL_TAGS = {
    "move": "MOVE:",
    "path": "PATH:",
    "shape": "SHAPE:",
    "maze": "MAZE:",
    "rotate": "ROTATE:",
}
_TABLE_CELL_TAGS = frozenset(("td", "th"))
# HTML's inline and block tags: around a labelled answer ("SHAPE: <b>square</b>") they are
# markup, never the prompt's placeholder brackets (issue 35, twenty-seventh round).
_HTML_TAGS = frozenset(
    (
        "b",
        "strong",
        "i",
        "em",
        "u",
        "code",
        "span",
        "mark",
        "tt",
        "font",
        "p",
        "div",
        "br",
        "s",
        "small",
        "big",
        "sup",
        "sub",
        "kbd",
        "samp",
        "var",
        "pre",
        "li",
        "ul",
        "ol",
        "q",
    )
)
_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9_-]{0,31})(?:\s[^<>\n]{0,200})?\s*/?>")


def drop_latex(text: str) -> str:
    """``text`` with its LaTeX markup dropped (module docs). Never raises; linear."""
    return _latex(text)


def replace_tags(text: str) -> str:
    """``text`` with its XML-style tags as answer lines, spaces or newlines (module docs)."""
    if "<li" in text or "<LI" in text:
        text = _LIST_PATH.sub(_list_path, text)
    return _TAG.sub(_tag, text)


# An HTML list of cells after a path label ("<p>Path:</p><ol><li>(1, 0)</li>...</ol>") is the
# route, one cell an item: it becomes one PATH line (issue 35, twenty-eighth round). Items hold no
# tag and at most 60 characters, so the match is linear.
_LIST_PATH = re.compile(
    r"(?<![A-Za-z])(?:path|route)[ \t]{0,3}:?[ \t]{0,3}"
    r"(?:</?(?:p|b|strong|em|i|div|span|h[1-6])>[ \t\r\n]{0,8}){0,6}"
    r"<(ol|ul)>((?:[ \t\r\n]{0,8}<li>[^<>]{0,60}</li>){1,1000})[ \t\r\n]{0,8}</\1>",
    re.IGNORECASE,
)
_LIST_ITEM = re.compile(r"<li>([^<>]{0,60})</li>", re.IGNORECASE)


def _list_path(m: re.Match[str]) -> str:
    return "\nPATH: " + " ".join(i.strip() for i in _LIST_ITEM.findall(m.group(2))) + "\n"


# -- LaTeX ----------------------------------------------------------------------------------------


def _latex(text: str) -> str:
    if "\\begin" in text:
        # Matrix layout first: "&" separates cells, "\\" ends a row.
        text = _LATEX_ENV.sub("\n", text)
        text = _LATEX_ROW_BREAK.sub("\n", text).replace("&", " ")
    text = _unwrap(text)
    text = _LATEX_ARROW.sub("->", text)
    text = _LATEX_DROP_COMMANDS.sub(" ", text).replace("$$", " ").replace("$", " ")
    return text.replace("~", " ").replace("\\{", "{").replace("\\}", "}")


def _unwrap(text: str) -> str:
    """Drop ``\\boxed{``-like wrappers and their closing braces, keeping the content.

    A stack of open braces: a wrapper's brace is dropped when it closes, any other brace is
    kept, so ``\\boxed{\\text{MOVE: } (2,0)}`` becomes ``MOVE:  (2,0)``. Braces are only
    followed inside a wrapper: outside every wrapper a brace changes nothing (an unmatched
    ``}`` is kept either way), so the text between wrappers is copied whole, and a long reply
    with a few wrappers costs a few searches rather than a step per brace.
    """
    wrapper = _LATEX_WRAPPER.search(text)
    if wrapper is None:
        return text
    out: list[str] = []
    at = 0
    while wrapper is not None:
        out.append(text[at : wrapper.start()])
        at = wrapper.end()
        stack = [True]  # True: the brace of a wrapper (dropped when it closes)
        wrappers = 1
        for m in _BRACE_OR_WRAPPER.finditer(text, at):
            out.append(text[at : m.start()])
            at = m.end()
            token = m.group(0)
            if token == "{":
                stack.append(False)
                out.append(token)
            elif token == "}":
                if stack.pop():
                    wrappers -= 1
                    if not wrappers:  # the outer wrapper closed: the stack is empty
                        break
                else:
                    out.append(token)
            else:
                stack.append(True)
                wrappers += 1
        else:
            break  # the text ended inside a wrapper
        wrapper = _LATEX_WRAPPER.search(text, at)
    out.append(text[at:])
    return "".join(out)


# -- tags -----------------------------------------------------------------------------------------


# A phase label just before a tag: "SHAPE: <square>" keeps the prompt's placeholder brackets
# around the value, which is no tag.
_LABEL_BEFORE = re.compile(r"(?:move|path|shape|maze|rotate)[*_ \t]{0,3}:[*_ \t]{0,3}\Z", re.I)


def _tag(m: re.Match[str]) -> str:
    closing, name = m.group(1) == "/", m.group(2).lower()
    if name in _TABLE_CELL_TAGS:
        # A table's cells stay on their row's line ("<tr><td>1</td><td>0</td></tr>" is the row
        # "1 0"): an HTML table maze reads as the matrix it lays out (issue 35, eleventh round).
        return " "
    if closing:
        return "\n"
    if (
        name not in _LABEL_TAGS
        and name not in _ANSWER_TAGS
        and name not in _HTML_TAGS
        and _LABEL_BEFORE.search(m.string, max(0, m.start() - 16), m.start())
    ):
        return m.group(0)[1:-1].rstrip("/ \t")
    if name in _ANSWER_TAGS:
        return "\nFinal answer: "
    label = _LABEL_TAGS.get(name)
    return f"\n{label}\n" if label == "MAZE:" else f"\n{label} " if label else " "
