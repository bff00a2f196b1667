"""``fpsem report``: write the trade-off report (report.html, report.md, figures/) from a results database."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from fpsem.cli._common import add_quiet, path_arg, progress_of
from fpsem.core.errors import UsageError
from fpsem.results.report import write_report
from fpsem.results.store import open_store
from fpsem.speed.stats import DEFAULT_THRESHOLD

DEFAULT_DB = Path("out/sweep.sqlite")
DEFAULT_OUT = Path("out/report")


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("report", help="write report.html (self-contained) and report.md from a sweep's database")
    p.add_argument("--db", type=path_arg, default=DEFAULT_DB, help=f"results database (default: {DEFAULT_DB})")
    p.add_argument("-o", "--output", type=path_arg, default=DEFAULT_OUT,
                   help=f"folder for report.html, report.md and figures/ (default: {DEFAULT_OUT})")
    p.add_argument("--metric", choices=("max_ulp", "max_normalised"), default="max_ulp",
                   help="accuracy loss on the plots: max ulp error (default) or the condition-normalised error")
    p.add_argument("--threshold", type=_percent, default=100 * DEFAULT_THRESHOLD, metavar="PCT",
                   help="practical threshold: a speedup is significant only when its interval excludes 1 and it "
                        f"changes the time by more than PCT percent (default {100 * DEFAULT_THRESHOLD:g})")
    add_quiet(p)
    p.set_defaults(handler=run)


def _check_output_folder(out: Path) -> None:
    """UsageError unless ``out`` is, or can become, a writable folder (checked before reading anything)."""
    if str(out).strip() in ("", "."):
        if str(out).strip() == "":
            raise UsageError("empty report folder name")
    if out.exists() and not out.is_dir():
        raise UsageError(f"{out}: exists and is not a folder; -o names the report's folder")
    probe = out
    while not probe.exists():
        if probe.is_symlink():
            raise UsageError(f"{out}: cannot create the report folder ({probe} is a dangling symbolic link)")
        probe = probe.parent
    if not probe.is_dir():
        raise UsageError(f"{out}: cannot create the report folder ({probe} is not a folder)")
    if not os.access(probe, os.W_OK | os.X_OK):
        raise UsageError(f"{out}: cannot write the report: {probe} is not writable")
def _percent(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 <= v < 100.0:
        raise argparse.ArgumentTypeError(f"must be a percentage in [0, 100), not {text}")
    return v


def run(args: argparse.Namespace) -> int:
    _check_output_folder(args.output)
    with open_store(args.db) as store:
        try:
            written = write_report(store, args.output, args.metric, args.threshold / 100.0, progress_of(args))
        except OSError as e:  # a full disk, a folder removed meanwhile: one line, not a crash
            where = e.filename or args.output
            raise UsageError(f"{where}: cannot write the report: {e.strerror or e}") from None
    print(f"report: {written.html} ({len(written.figures)} interactive charts), {written.markdown} "
          f"(figures/: {len(written.figures)} pictures)")
    return 0
