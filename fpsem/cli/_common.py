"""Helpers shared by CLI commands: table printing, JSON output, argument types."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any


def print_table(rows: Sequence[Sequence[Any]], headers: Sequence[str], file=None) -> None:
    """A plain aligned text table (what users paste into issues)."""
    out = file or sys.stdout
    cells = [[str(h) for h in headers]] + [[("-" if c is None else str(c)) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    for n, r in enumerate(cells):
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip(), file=out)
        if n == 0:
            print("  ".join("-" * w for w in widths), file=out)


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


def notes(lines: Sequence[str]) -> None:
    """What the API says the user should know, as ``fpsem: note:`` lines on stderr."""
    for n in lines:
        print(f"fpsem: note: {n}", file=sys.stderr)
