"""Helpers shared by CLI commands: table printing, JSON output, reading IR input."""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from fpsem.core.progress import Bars, Progress

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


_PIECE = re.compile(r"(\s*)([^\s,+]+[,+]?|[,+])")


def _pieces(text: str) -> list[tuple[str, str]]:
    """(space before, piece) of a cell: lines may break at spaces and after a comma or a plus."""
    return [(m.group(1), m.group(2)) for m in _PIECE.finditer(text)]


def wrap_cell(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken at spaces, commas and pluses (a piece longer
    than a line is cut)."""
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


def table_lines(rows: Sequence[Sequence[Any]], headers: Sequence[str], width: int = TABLE_WIDTH) -> list[str]:
    """A plain aligned text table in at most ``width`` columns: long cells wrap onto more lines."""
    cells = [[str(h) for h in headers]] + [[("-" if c is None else str(c)) for c in r] for r in rows]
    natural = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    minimum = [min(14, max((len(p) for r in cells for _, p in _pieces(r[i])), default=1))
               for i in range(len(headers))]
    widths = fit_widths(natural, minimum, width)
    out = []
    for n, r in enumerate(cells):
        wrapped = [wrap_cell(c, w) for c, w in zip(r, widths)]
        for k in range(max(len(x) for x in wrapped)):
            out.append("  ".join((x[k] if k < len(x) else "").ljust(w) for x, w in zip(wrapped, widths)).rstrip())
        if n == 0:
            out.append("  ".join("-" * w for w in widths))
    return out


def print_table(rows: Sequence[Sequence[Any]], headers: Sequence[str], file=None, width: int = TABLE_WIDTH) -> None:
    """A plain aligned text table (what users paste into issues), at most ``width`` columns wide."""
    out = file or sys.stdout
    for line in table_lines(rows, headers, width):
        print(line, file=out)


def print_note(text: str, file=None, width: int = TABLE_WIDTH) -> None:
    """A note under a table, wrapped to the table's width (continuation lines indented)."""
    import textwrap

    print(textwrap.fill(text, width, subsequent_indent="    ", break_on_hyphens=False), file=file or sys.stdout)


def print_json(obj: Any) -> None:
    print(json.dumps(obj, indent=2, default=str))


def read_text_if_text(path: Path) -> str | None:
    """The file's text when it is textual IR (for mapping findings to its lines), else None."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if data[:2] == b"BC" or data[:4] == b"\xde\xc0\x17\x0b":
        return None
    try:
        return data.decode()
    except UnicodeDecodeError:
        return None


def split_list(value: str) -> list[str]:
    """Comma-separated CLI list, blanks dropped."""
    return [v.strip() for v in value.split(",") if v.strip()]


def size_param(text: str) -> tuple[str, int]:
    """``--param NAME=N``: one integer size parameter."""
    name, sep, value = text.partition("=")
    try:
        if not sep:
            raise ValueError
        return name.strip(), int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected NAME=INTEGER, got {text!r}") from None


def path_arg(text: str) -> Path:
    """argparse type of a file or folder argument: an empty string is a usage error, not ``.``."""
    if not text.strip():
        raise argparse.ArgumentTypeError("empty path")
    return Path(text)


def add_quiet(p: argparse.ArgumentParser) -> None:
    """``--quiet``: no progress bar (bars are drawn only on a terminal anyway)."""
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar on stderr")


def progress_of(args: argparse.Namespace) -> Progress:
    """Progress bars on stderr when it is a terminal, unless ``--quiet``."""
    return Bars(enabled=False if getattr(args, "quiet", False) else None)
