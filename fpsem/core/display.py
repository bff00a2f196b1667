"""How fpsem's results read as text and in a notebook: aligned tables that fit 100 columns, and HTML.

A result type (an accuracy report, a host run, a built variant, a prediction, a sweep's summary, a results
database) gives a :class:`Summary` (a title, notes that say how its figures were obtained, a table); its
``__str__`` (what ``print()`` shows) is :meth:`Summary.text` and its ``_repr_html_`` (what Jupyter shows)
:meth:`Summary.html`.  The command line prints its tables with the same :func:`table_lines`.
"""

from __future__ import annotations

import html as _html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

TABLE_WIDTH = 100  # columns a printed table fits in (what a terminal, an issue or a CI log shows)


def fit_widths(natural: Sequence[int], minimum: Sequence[int], width: int, sep: int = 2) -> list[int]:
    """Column widths that fit ``width`` (with ``sep`` between columns): the widest columns give way first,
    none below its ``minimum`` (its longest word, at most 14) unless nothing else fits; the first column
    (what a row is about) keeps up to 20 characters."""
    widths = list(natural)
    budget = width - sep * (len(widths) - 1)
    floor = [min(m, n) for m, n in zip(minimum, natural)]
    if floor:
        floor[0] = min(natural[0], max(floor[0], 20))
    while sum(widths) > budget:
        cands = [i for i, w in enumerate(widths) if w > floor[i]]
        if not cands:
            cands = [i for i, w in enumerate(widths) if w > 3 and i > 0] or [i for i, w in enumerate(widths) if w > 3]
            if not cands:
                break
        i = max(cands, key=lambda j: widths[j])
        widths[i] -= 1
    return widths


_PIECE = re.compile(r"(\s*)([^\s,+/]+[,+/]?|[,+/])")


def _pieces(text: str) -> list[tuple[str, str]]:
    """(space before, piece) of a cell: lines may break at spaces and after a comma, a plus or a slash."""
    return [(m.group(1), m.group(2)) for m in _PIECE.finditer(text)]


def wrap_cell(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken at spaces and after commas, pluses and
    slashes; a piece longer than a line is cut."""
    lines: list[str] = []
    line = ""
    for sep, piece in _pieces(text):
        joined = line + (" " if sep and line else "") + piece
        if len(joined) <= width:
            line = joined
            continue
        if line:
            lines.append(line)
        while len(piece) > width:
            lines.append(piece[:width])
            piece = piece[width:]
        line = piece
    return lines + [line] if line or not lines else lines


def _wrap_first(text: str, width: int) -> list[str]:
    """The first column's cell: its continuation lines indented by one space, so that a reader (or a script)
    tells a new row, which starts in the first character, from a wrapped one."""
    lines = wrap_cell(text, width)
    if len(lines) == 1 or width < 2:
        return lines
    rest = text[len(lines[0]):].lstrip()
    return [lines[0]] + [" " + x for x in wrap_cell(rest, width - 1)]


def table_lines(rows: Sequence[Sequence[Any]], headers: Sequence[str], width: int = TABLE_WIDTH) -> list[str]:
    """A plain aligned text table in at most ``width`` columns: long cells wrap onto more lines."""
    cells = [[str(h) for h in headers]] + [[("-" if c is None else str(c)) for c in r] for r in rows]
    natural = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    minimum = [min(14, max((len(p) for r in cells for _, p in _pieces(r[i])), default=1))
               for i in range(len(headers))]
    widths = fit_widths(natural, minimum, width)
    out = []
    for n, r in enumerate(cells):
        wrapped = [_wrap_first(c, w) if i == 0 else wrap_cell(c, w) for i, (c, w) in enumerate(zip(r, widths))]
        for k in range(max(len(x) for x in wrapped)):
            out.append("  ".join((x[k] if k < len(x) else "").ljust(w) for x, w in zip(wrapped, widths)).rstrip())
        if n == 0:
            out.append("  ".join("-" * w for w in widths))
    return out


@dataclass(frozen=True)
class Summary:
    """A result as a person reads it: title, provenance notes, one table."""

    title: str
    headers: tuple[str, ...] = ()
    rows: tuple[tuple[str, ...], ...] = ()
    notes: tuple[str, ...] = ()

    def text(self, width: int = TABLE_WIDTH) -> str:
        import textwrap

        out = [self.title]
        if self.headers:
            out += [""] + table_lines(self.rows, self.headers, width)
        if self.notes:
            out += [""] + [textwrap.fill(n, width, subsequent_indent="  ") for n in self.notes]
        return "\n".join(out)

    def html(self) -> str:
        esc = _html.escape
        out = [f"<div class=\"fpsem-result\"><p><strong>{esc(self.title)}</strong></p>"]
        if self.headers:
            out.append("<table><thead><tr>" + "".join(f"<th>{esc(h)}</th>" for h in self.headers)
                       + "</tr></thead><tbody>")
            out += ["<tr>" + "".join(f"<td>{esc(c)}</td>" for c in r) + "</tr>" for r in self.rows]
            out.append("</tbody></table>")
        out += [f"<p><small>{esc(n)}</small></p>" for n in self.notes]
        return "".join(out) + "</div>"


def fmt_number(x: Any) -> str:
    """A figure for a table: integers as they are, the rest to 4 significant digits, None as '-'."""
    if x is None:
        return "-"
    if isinstance(x, bool):
        return "yes" if x else "no"
    if isinstance(x, int):
        return str(x)
    try:
        f = float(x)
    except (TypeError, ValueError):
        return str(x)
    if f != f:
        return "nan"
    if f == int(f) and abs(f) < 1e15:
        return str(int(f))
    return f"{f:.4g}"


class Displayed:
    """Mixin: ``print()`` and Jupyter show :meth:`summary` (``repr`` stays the dataclass's own)."""

    def summary(self) -> Summary:  # pragma: no cover - every user defines it
        raise NotImplementedError

    def __str__(self) -> str:
        return self.summary().text()

    def _repr_html_(self) -> str:
        return self.summary().html()
