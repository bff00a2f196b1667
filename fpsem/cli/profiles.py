"""``fpsem profiles``: list the flag profiles (built-in plus the user's directories, or given files)."""

from __future__ import annotations

import argparse
from pathlib import Path

from fpsem import api
from fpsem.cli._common import print_json, print_table
from fpsem.ir import flags as fm


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("profiles", help="list the flag profiles (built-in and user directories, or given files)")
    p.add_argument("files", nargs="*", help="profile files (or names) to show instead of the search path")
    p.add_argument("--dir", dest="dirs", action="append", type=Path, default=[], metavar="DIR",
                   help="also list the profiles in DIR (repeatable; searched before FPSEM_HOME/flag_profiles "
                        "and the built-ins)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    listed = api.list_profiles(args.files, args.dirs)
    if args.json:
        print_json([x.to_json() for x in listed])
        return 0
    rows = []
    for x in listed:
        p = x.profile
        restrict = "; ".join(f"{k} only on {','.join(sorted(v))}" for k, v in sorted(p.only_on.items()))
        extra = " ".join(x for x in (restrict, f"functions: {','.join(p.functions)}" if p.functions else "") if x)
        rows.append([p.name, fm.format_flags(p.flags), "UB-capable" if p.ub_capable else "safe",
                     p.description + (f" [{extra}]" if extra else ""), x.origin])
    print_table(rows, ["profile", "flags", "poison", "description", "source"])
    return 0
