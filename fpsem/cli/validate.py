"""``fpsem validate``: report every UB-capable construct (nnan/ninf/fast, FP attributes, nofpclass)."""

from __future__ import annotations

import argparse
from pathlib import Path

from fpsem import api
from fpsem.core.errors import EXIT_FINDINGS, EXIT_OK
from fpsem.fastmath.validate import Report, report_json


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("validate", help="report UB-capable fast-math constructs; exit 1 if any")
    p.add_argument("files", nargs="+", type=Path, help="LLVM IR files (.ll or .bc)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    reports = []
    for f in args.files:
        reports.append(Report(str(f), tuple(api.validate(f))))
    if args.json:
        print(report_json(reports))
    else:
        for r in reports:
            for f in r.findings:
                print(f.one_line(r.file))
            c = r.counts()
            status = "clean" if r.clean else (f"{len(r.findings)} UB-capable construct(s): "
                                              f"{c['flag']} flag, {c['attribute']} attribute, {c['nofpclass']} nofpclass")
            print(f"{r.file}: {status}")
    return EXIT_OK if all(r.clean for r in reports) else EXIT_FINDINGS
