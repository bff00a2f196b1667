"""``fpsem validate``: report every UB-capable construct (nnan/ninf/fast, FP attributes, nofpclass).

A CI gate: files, directories and globs (``fpsem validate 'build/**/*.ll'``), ``--format
text|json|sarif|github``, ``--fail-on`` to choose what fails (exit 1); docs/validate-in-ci.md has
recipes (GitHub code scanning, pre-commit, a Rust crate, a CMake/CUDA project).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fpsem import api
from fpsem.cli._common import add_quiet, progress_of
from fpsem.core.errors import EXIT_FINDINGS, EXIT_OK
from fpsem.core.version import __version__
from fpsem.fastmath.gate import FORMATS, render


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("validate", help="report UB-capable fast-math constructs; exit 1 if any (a CI gate)",
                       description="Report every construct that lets LLVM assume no NaN or no Inf (nnan, ninf, "
                                   "fast; the no-nans/no-infs/unsafe-fp-math attributes; nofpclass). Exit 1 when "
                                   "one of the --fail-on categories is found, 2 for a file that is not valid IR.")
    p.add_argument("files", nargs="+", metavar="PATH",
                   help="LLVM IR files (.ll or .bc), directories (searched for them at any depth) or globs "
                        "('build/**/*.ll'; quote them so the shell leaves ** to fpsem)")
    p.add_argument("--format", choices=FORMATS, default=None,
                   help="text (default), json, sarif (SARIF 2.1.0 for code scanning) or github (annotations "
                        "in a GitHub Actions log)")
    p.add_argument("--json", action="store_true", help="the same as --format json")
    p.add_argument("--fail-on", default="all", metavar="CATEGORIES",
                   help="comma-separated categories that fail the gate: nnan, ninf, fast, no-nans-fp-math, "
                        "no-infs-fp-math, unsafe-fp-math, nofpclass, or the groups flags, attributes, all "
                        "(default), none; the others are reported as warnings")
    p.add_argument("-o", "--output", default=None, metavar="FILE", help="write the report to FILE, not stdout")
    add_quiet(p)
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    fmt = args.format or ("json" if args.json else "text")
    gate = api.validate_files(args.files, fail_on=args.fail_on, progress=progress_of(args))
    text = render(gate, fmt, __version__)
    if args.output:
        Path(args.output).write_text(text + "\n", encoding="utf-8")
    else:
        print(text)
    return EXIT_FINDINGS if gate.failed else EXIT_OK
