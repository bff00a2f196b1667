"""``fpsem rewrite``: apply a flag profile to an LLVM IR module."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fpsem import api
from fpsem.cli._common import notes, path_arg, print_json, print_table, split_list
from fpsem.core.errors import UsageError
from fpsem.core.limits import check_output_path, write_output
from fpsem.ir import flags as fm


def _site_list(value: str) -> list[str]:
    ids = split_list(value)
    if not ids:
        raise argparse.ArgumentTypeError("--sites needs at least one site id (list them with --list-sites)")
    return ids


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("rewrite", help="put a profile's fast-math flags on a module's FP instructions")
    p.add_argument("input", type=Path, help="LLVM IR, textual (.ll) or bitcode (.bc)")
    p.add_argument("--profile", "-p", help="profile name or path to a profile .toml")
    p.add_argument("-o", "--output", type=path_arg, help="write textual IR here (default: stdout)")
    p.add_argument("--allow-ub", action="store_true",
                   help="accept UB-capable flags/attributes in the result (a UB-capable profile, or kept ones)")
    p.add_argument("--keep-existing", action="store_true",
                   help="keep flags, FP function attributes and nofpclass already in the input")
    p.add_argument("--sites", type=_site_list, help="apply only at these site ids (comma-separated; see --list-sites)")
    p.add_argument("--for-llvm", type=int, metavar="MAJOR",
                   help="keep the output acceptable to this older LLVM (e.g. 19: no flags on struct-returning calls)")
    p.add_argument("--list-sites", action="store_true", help="list the flaggable instructions and their ids, then exit")
    p.add_argument("--json", action="store_true", help="with --list-sites: machine-readable output")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    if args.output is not None:
        check_output_path(args.output, "rewritten IR")  # before the work: a bad -o is a usage error
    if args.list_sites:
        listed = api.list_sites(args.input)
        if args.json:
            print_json([x.to_json() for x in listed])
        elif any(x.source for x in listed):
            print_table([[x.site.id, x.site.opcode, fm.format_flags(x.site.flags), x.site.line, x.source or "-",
                          x.site.text] for x in listed], ["site", "opcode", "flags", "line", "source", "instruction"])
        else:
            print_table([[x.site.id, x.site.opcode, fm.format_flags(x.site.flags), x.site.line, x.site.text]
                         for x in listed], ["site", "opcode", "flags", "line", "instruction"])
        return 0
    if not args.profile:
        raise UsageError("rewrite needs --profile (or --list-sites)")
    result = api.rewrite(args.input, args.profile, sites=args.sites, allow_ub=args.allow_ub,
                         keep_existing=args.keep_existing, for_llvm=args.for_llvm)
    notes(result.notes)
    data = result.text.encode("utf-8", "surrogateescape")  # every byte of the input kept
    if args.output:
        write_output(args.output, lambda f: f.write(data), "rewritten IR", binary=True)
        profile = api.list_profiles([args.profile])[0].profile
        print(f"{args.input}: profile {profile.name} ({fm.format_flags(profile.flags)}) on "
              f"{result.targeted_count} of {result.site_count} sites, {result.changed_sites} changed, "
              f"verified and audited -> {args.output}", file=sys.stderr)
    else:
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    return 0
