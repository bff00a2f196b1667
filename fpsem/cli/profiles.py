"""``fpsem profiles``: list the flag profiles (built-in plus the user's directories, or given files)."""

from __future__ import annotations

import argparse
from pathlib import Path

from fpsem.cli._common import print_json, print_table
from fpsem.core.errors import ProfileError
from fpsem.core.paths import profile_dirs
from fpsem.fastmath.profiles import find_profiles, load_profile_file, resolve_profile
from fpsem.ir import flags as fm


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("profiles", help="list the flag profiles (built-in and user directories, or given files)")
    p.add_argument("files", nargs="*", help="profile files (or names) to show instead of the search path")
    p.add_argument("--dir", dest="dirs", action="append", type=Path, default=[], metavar="DIR",
                   help="also list the profiles in DIR (repeatable; searched before FPSEM_HOME/flag_profiles "
                        "and the built-ins)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run)


def _source(origin: str, directory: Path) -> str:
    return origin if origin == "built-in" else f"{origin} {directory}"


def run(args: argparse.Namespace) -> int:
    if args.files:
        listed = [(resolve_profile(f), "given") for f in args.files]
    else:
        dirs = profile_dirs(args.dirs)
        entries = find_profiles(dirs)
        if not entries:
            raise ProfileError(f"no profiles found (looked in {', '.join(d.describe() for d in dirs)})")
        # Each file loads on its own, so same-named profiles in two directories are both listed.
        listed = [(load_profile_file(e.path), _source(e.source.origin, e.source.path)) for e in entries]
    if args.json:
        print_json([{**p.summary(), "origin": origin} for p, origin in listed])
        return 0
    rows = []
    for p, origin in listed:
        restrict = "; ".join(f"{k} only on {','.join(sorted(v))}" for k, v in sorted(p.only_on.items()))
        extra = " ".join(x for x in (restrict, f"functions: {','.join(p.functions)}" if p.functions else "") if x)
        rows.append([p.name, fm.format_flags(p.flags), "UB-capable" if p.ub_capable else "safe",
                     p.description + (f" [{extra}]" if extra else ""), origin])
    print_table(rows, ["profile", "flags", "poison", "description", "source"])
    return 0
