"""Struck-through text is withdrawn (issue 35, thirty-second round).

A writer who strikes text through (markdown ``~~x~~``, HTML ``<del>``, ``<s>`` or ``<strike>``,
Unicode's combining strokes U+0335-U+0338) takes it back while leaving it visible: it is no
answer and no candidate, so it is removed before any other stage reads the reply. The unstruck
value is then the answer; a value struck with nothing unstruck of its kind leaves no answer
(unreadable); a struck maze row or route cell is gone before the maze or route is parsed.

A line that held struck text and is left empty, or left holding nothing but a phase label
(``PATH: ~~(1, 0) (1, 1)~~``), is dropped whole: the withdrawn answer line is no answer line.

The strict reading only drops lines withdrawn whole that held a phase label (a struck draft
answer line above the final one): a line that still shows struck text is not the prompt's
format, and a struck row inside a maze block leaves the block not the encoder's text.
"""

from __future__ import annotations

import re

# Markdown: "~~" around non-blank text on one line; the content holds no tilde, so a match is
# found in one pass (bounded per start).
_TILDES = re.compile(r"~~(?=[^\s~])[^~\n]{0,2000}?(?<=[^\s~])~~")
# HTML: the struck element with its content (no tag inside), possibly over several lines.
_STRUCK_TAG = re.compile(
    r"<(del|s|strike)(?:\s[^<>\n]{0,200})?>[^<]{0,4000}</\1\s*>", re.IGNORECASE
)
# Unicode: a run of characters each followed by a combining stroke or solidus overlay.
_STROKES = "\u0335\u0336\u0337\u0338"
_COMBINING = re.compile(rf"(?:[^\n{_STROKES}][{_STROKES}]+)+")
_LABEL_ONLY = re.compile(
    r"[ \t*_`>#-]*(?:move|path|shape|maze|rotate|answer|final answer)?[ \t*_`]*:?[ \t*_`.]*",
    re.IGNORECASE,
)
_LABEL = re.compile(r"(?:move|path|shape|maze|rotate)[ \t*_`]*:", re.IGNORECASE)
_MARK = "\x00"


def has_struck(text: str) -> bool:
    """Whether ``text`` may hold struck-through text (a cheap test before the regexes)."""
    return (
        "~~" in text
        or ("<" in text and _STRUCK_TAG.search(text) is not None)
        or any(s in text for s in _STROKES)
    )


def withdraw_struck(text: str, *, strict: bool = False) -> str:
    """``text`` with its struck-through text withdrawn (module docs). Never raises; linear."""
    if not has_struck(text):
        return text
    marked = _TILDES.sub(_MARK, text)
    marked = _STRUCK_TAG.sub(lambda m: _MARK + "\n" * m.group(0).count("\n"), marked)
    marked = _COMBINING.sub(_MARK, marked)
    if _MARK not in marked:
        return text
    kept: list[str] = []
    for line, original in zip(marked.split("\n"), text.split("\n"), strict=False):
        if _MARK not in line:
            kept.append(original if strict else line)
            continue
        rest = line.replace(_MARK, " ")
        withdrawn = _LABEL_ONLY.fullmatch(rest) is not None
        if strict:
            if not (withdrawn and _LABEL.search(original)):
                kept.append(original)
        elif not withdrawn:
            kept.append(" ".join(rest.split()) if _LABEL.search(rest) else rest)
    return "\n".join(kept)
