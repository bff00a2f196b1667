"""``fpsem rewrite``: apply a flag profile to an LLVM IR module."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fpsem.cli._common import path_arg, print_json, print_table, split_list
from fpsem.core.errors import UBRefused, UsageError
from fpsem.core.limits import check_output_path, write_output
from fpsem.fastmath.profiles import require_allowed, resolve_profile
from fpsem.fastmath.rewrite import list_sites, rewrite_module
from fpsem.fastmath.validate import find_ub
from fpsem.ir import flags as fm
from fpsem.ir.binding import read_module_input


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
    src = read_module_input(args.input)
    if args.list_sites:
        from fpsem.fastmath.siteflags import site_sources
        from fpsem.ir.binding import canonical_text

        sites = list_sites(src.module)
        sources = site_sources(canonical_text(src.module))  # debug-info file:line, when the IR has it
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
        raise UsageError("rewrite needs --profile (or --list-sites)")
    profile = resolve_profile(args.profile)
    require_allowed(profile, args.allow_ub)
    result = rewrite_module(src.module, profile, keep_existing=args.keep_existing, sites=args.sites,
                            name=str(args.input), text=src.text, for_llvm=args.for_llvm)
    if args.keep_existing and not args.allow_ub:
        # Without --keep-existing a safe profile's result is clean by the audit: flags exact, every
        # FP assumption removed.  Kept constructs are the user's, and may be UB-capable.
        _refuse_ub(result.text, str(args.input))
    for note in result.notes:
        print(f"fpsem: note: {note}", file=sys.stderr)
    data = result.text.encode("utf-8", "surrogateescape")  # every byte of the input kept
    if args.output:
        write_output(args.output, lambda f: f.write(data), "rewritten IR", binary=True)
        print(f"{args.input}: profile {profile.name} ({fm.format_flags(profile.flags)}) on "
              f"{result.targeted_count} of {result.site_count} sites, {result.changed_sites} changed, "
              f"verified and audited -> {args.output}", file=sys.stderr)
    else:
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    return 0


def _refuse_ub(text: str, name: str) -> None:
    """A result with UB-capable constructs needs --allow-ub, whatever put them there (e.g. --keep-existing)."""
    findings = find_ub(text, f"{name} (rewritten)")
    if findings:
        f = findings[0]
        raise UBRefused(f"the result keeps {len(findings)} UB-capable construct(s) (first: {f.kind} {f.detail} in "
                        f"@{f.function}); pass --allow-ub to write it, or drop --keep-existing")
