"""``fpsem explain``: a variant's modelled time taken apart, and what changed against strict."""

from __future__ import annotations

import argparse

from fpsem.api import explain
from fpsem.cli._common import print_json
from fpsem.core.errors import EXIT_OK


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("explain", help="the performance model's prediction for one variant taken apart (modelled): "
                                       "terms, bound, dominating instructions, and what changed against strict")
    p.add_argument("--kernel", "-k", required=True, help="kernel name or spec path")
    p.add_argument("--target", "-t", required=True, help="GPU target name or .toml file (see `fpsem targets`)")
    p.add_argument("--profile", "-p", default="algebraic", help="profile to explain (default algebraic)")
    p.add_argument("--baseline", default="strict", help="profile to compare against (default strict; 'none': no pair)")
    p.add_argument("--precision", default="f64", help="f64 or f32 (default f64)")
    p.add_argument("--size", default="default", help="size set (default: default)")
    p.add_argument("--timing", choices=("cold", "warm"), default="cold",
                   help="timing convention: cold = inputs outside the L2 (default), warm = RAJAPerf's back-to-back")
    p.add_argument("--allow-ub", action="store_true", help="accept UB-capable profiles (nnan/ninf/fast)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    base = None if args.baseline.strip().lower() == "none" else args.baseline
    e = explain(args.kernel, args.target, args.profile, baseline=base, precision=args.precision, size=args.size,
                timing=args.timing, allow_ub=args.allow_ub)
    if args.json:
        print_json(e.to_json())
    else:
        print(e.text())
    return EXIT_OK
