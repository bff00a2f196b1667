"""``fpsem report``: write the trade-off report (report.html, report.md, figures/) from a results database."""

from __future__ import annotations

import argparse
from pathlib import Path

from fpsem import api
from fpsem.api.reading import METRICS
from fpsem.cli._common import add_quiet, path_arg, progress_of
from fpsem.speed.stats import DEFAULT_THRESHOLD

DEFAULT_DB = Path("out/sweep.sqlite")
DEFAULT_OUT = Path("out/report")


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("report", help="write report.html (self-contained) and report.md from a sweep's database")
    p.add_argument("--db", type=path_arg, default=DEFAULT_DB, help=f"results database (default: {DEFAULT_DB})")
    p.add_argument("-o", "--output", type=path_arg, default=DEFAULT_OUT,
                   help=f"folder for report.html, report.md and figures/ (default: {DEFAULT_OUT})")
    p.add_argument("--metric", choices=METRICS, default="max_ulp",
                   help="accuracy loss on the plots: max ulp error (default) or the condition-normalised error")
    p.add_argument("--threshold", type=_percent, default=100 * DEFAULT_THRESHOLD, metavar="PCT",
                   help="practical threshold: a speedup is significant only when its interval excludes 1 and it "
                        f"changes the time by more than PCT percent (default {100 * DEFAULT_THRESHOLD:g})")
    add_quiet(p)
    p.set_defaults(handler=run)


def _percent(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 <= v < 100.0:
        raise argparse.ArgumentTypeError(f"must be a percentage in [0, 100), not {text}")
    return v


def run(args: argparse.Namespace) -> int:
    written = api.write_report(args.db, args.output, metric=args.metric, threshold=args.threshold / 100.0,
                               progress=progress_of(args))
    print(f"report: {written.html} ({len(written.figures)} interactive charts), {written.markdown} "
          f"(figures/: {len(written.figures)} pictures)")
    return 0
