"""``fpsem profiles``: list the flag profiles."""

from __future__ import annotations

import argparse

from .. import flags as fm
from ..profiles import load_builtin_profiles, resolve_profile
from ._common import print_json, print_table


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("profiles", help="list the flag profiles (built-in, or given files)")
    p.add_argument("files", nargs="*", help="profile files to show instead of the built-ins")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    profiles = [resolve_profile(f) for f in args.files] if args.files else load_builtin_profiles()
    if args.json:
        print_json([p.summary() for p in profiles])
        return 0
    rows = []
    for p in profiles:
        restrict = "; ".join(f"{k} only on {','.join(sorted(v))}" for k, v in sorted(p.only_on.items()))
        extra = " ".join(x for x in (restrict, f"functions: {','.join(p.functions)}" if p.functions else "") if x)
        rows.append([p.name, fm.format_flags(p.flags), "UB-capable" if p.ub_capable else "safe",
                     p.description + (f" [{extra}]" if extra else "")])
    print_table(rows, ["profile", "flags", "poison", "description"])
    return 0
