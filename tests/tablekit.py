"""Read back a table that ``fpsem`` printed (``fpsem.cli._common.table_lines``), wrapped cells joined again."""

from __future__ import annotations

import re


def table_rows(text: str) -> list[dict[str, str]]:
    """The rows of the first table in ``text`` as {header: cell}; a cell wrapped onto more lines is joined
    (with a space, or without one after a comma or a plus, where the printer broke the line)."""
    lines = text.splitlines()
    sep = next(i for i, ln in enumerate(lines) if re.fullmatch(r"-+(  -+)*", ln))
    spans = [(m.start(), m.end()) for m in re.finditer(r"-+", lines[sep])]

    def cells(line: str) -> list[str]:
        return [line[a:b + 2].strip() if k + 1 < len(spans) else line[a:].strip()
                for k, (a, b) in enumerate(spans)]

    def join(parts: list[list[str]]) -> list[str]:
        # the printer breaks a line at a space (joined with one here) or after a comma, plus or slash (joined
        # without); a word longer than its column is cut, and comes back with a space in it
        out = []
        for col in zip(*parts):
            s = ""
            for p in col:
                if p:
                    s = s + p if not s or s.endswith((",", "+", "/")) else f"{s} {p}"
            out.append(s)
        return out

    top = sep
    while top > 0 and lines[top - 1].strip():
        top -= 1  # the header's lines stand right above the dashes
    headers = join([cells(ln) for ln in lines[top:sep]])
    rows: list[list[list[str]]] = []
    for ln in lines[sep + 1:]:
        if not ln.strip() or re.match(r"(\*|\[\d+\]) ", ln):
            break  # the end of the table, or a note under it
        if ln[0] != " ":
            rows.append([cells(ln)])
        elif rows:
            rows[-1].append(cells(ln))
        else:
            break
    return [dict(zip(headers, join(r))) for r in rows]
