"""Helpers shared by CLI commands: table printing, JSON output, argument types."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from fpsem.core.display import TABLE_WIDTH, table_lines
from fpsem.core.progress import Bars, Progress


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


def notes(lines: Sequence[str]) -> None:
    """What the API says the user should know, as ``fpsem: note:`` lines on stderr."""
    for n in lines:
        print(f"fpsem: note: {n}", file=sys.stderr)
