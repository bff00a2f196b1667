"""``fpsem export``: a results database as CSV (one row per stage result) or JSON (cells with their stages)."""

from __future__ import annotations

import argparse
import sys

from fpsem import api
from fpsem.api.reading import FORMATS
from fpsem.cli._common import path_arg
from fpsem.core.errors import UsageError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("export", help="export a sweep's results database as CSV or JSON")
    p.add_argument("--db", type=path_arg, required=True, help="results database")
    p.add_argument("--format", choices=FORMATS, required=True, help="csv: one row per stage result; "
                   "json: one object per cell with its stage results")
    p.add_argument("-o", "--output", type=path_arg, help="write here instead of standard output")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    text = api.export_results(args.db, args.format, args.output)
    if args.output is None:
        sys.stdout.write(text)
        try:
            sys.stdout.flush()
        except OSError as e:
            if isinstance(e, BrokenPipeError):
                raise
            raise UsageError(f"cannot write the export to standard output: {e.strerror}") from None
    return 0
