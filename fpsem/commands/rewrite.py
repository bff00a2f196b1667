"""``fpsem rewrite``: apply a flag profile to an LLVM IR module."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .. import flags as fm
from ..llvm import read_module_file
from ..resources import check_output_path, write_output
from ..profiles import require_allowed, resolve_profile
from ..rewrite import list_sites, rewrite_module
from ._common import path_arg, print_json, print_table, split_list


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("rewrite", help="put a profile's fast-math flags on a module's FP instructions")
    p.add_argument("input", type=Path, help="LLVM IR, textual (.ll) or bitcode (.bc)")
    p.add_argument("--profile", "-p", help="profile name or path to a profile .toml")
    p.add_argument("-o", "--output", type=path_arg, help="write textual IR here (default: stdout)")
    p.add_argument("--allow-ub", action="store_true", help="accept a UB-capable profile (nnan/ninf/fast)")
    p.add_argument("--keep-existing", action="store_true",
                   help="keep flags, FP function attributes and nofpclass already in the input")
    p.add_argument("--sites", type=split_list, help="apply only at these site ids (comma-separated; see --list-sites)")
    p.add_argument("--list-sites", action="store_true", help="list the flaggable instructions and their ids, then exit")
    p.add_argument("--json", action="store_true", help="with --list-sites: machine-readable output")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    if args.output is not None:
        check_output_path(args.output, "rewritten IR")  # before the work: a bad -o is a usage error
    mod = read_module_file(args.input)
    if args.list_sites:
        from ..llvm import canonical_text
        from ..siteflags import site_sources

        sites = list_sites(mod)
        sources = site_sources(canonical_text(mod))  # debug-info file:line, when the IR has it
        if args.json:
            print_json([{"id": s.id, "function": s.function, "opcode": s.opcode, "line": s.line,
                         "flags": fm.canonical_tokens(s.flags), "text": s.text, "source": sources.get(s.id)}
                        for s in sites])
        elif sources:
            print_table([[s.id, s.opcode, fm.format_flags(s.flags), s.line, sources.get(s.id, "-"), s.text]
                         for s in sites], ["site", "opcode", "flags", "line", "source", "instruction"])
        else:
            print_table([[s.id, s.opcode, fm.format_flags(s.flags), s.line, s.text] for s in sites],
                        ["site", "opcode", "flags", "line", "instruction"])
        return 0
    if not args.profile:
        print("fpsem: error: rewrite needs --profile (or --list-sites)", file=sys.stderr)
        return 2
    profile = resolve_profile(args.profile)
    require_allowed(profile, args.allow_ub)
    result = rewrite_module(mod, profile, keep_existing=args.keep_existing, sites=args.sites, name=str(args.input))
    for note in result.notes:
        print(f"fpsem: note: {note}", file=sys.stderr)
    if args.output:
        write_output(args.output, lambda f: f.write(result.text), "rewritten IR")
        print(f"{args.input}: profile {profile.name} ({fm.format_flags(profile.flags)}) on "
              f"{len(result.targeted)} of {len(result.sites)} sites, {result.changed_sites} changed, "
              f"verified and audited -> {args.output}", file=sys.stderr)
    else:
        sys.stdout.write(result.text)
    return 0
